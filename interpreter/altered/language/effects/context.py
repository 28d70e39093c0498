"""The context an effect runs in: who controls it, its source and its bound names."""
from __future__ import annotations

from typing import Any, Callable


class Ctx:
    __slots__ = ("game", "you", "source", "vars")
    game: Any
    you: Any
    source: Any
    vars: dict

    def __init__(self, game, you, source=None, vars=None):
        self.game = game
        self.you = you            # the controller: "you" in card text (7.2.2)
        self.source = source      # the object the effect comes from: "I" (7.2.1)
        self.vars = vars if vars is not None else {}

    @classmethod
    def daily(cls, game) -> "Ctx":
        """A daily effect's context: "you" is the first player, but nobody controls the effect, so its
        actions are done by the controllers of the objects they affect (7.5.5.d-e)."""
        return cls(game, game.first_player, None, {"_nobody": True})

    def child(self, you=None, **bound) -> "Ctx":
        return Ctx(self.game, self.you if you is None else you, self.source,
                   {**self.vars, **bound} if bound else self.vars.copy())

    def each(self, name, items):
        """(item, context) for each item, bound to ``name`` in one child context: for the loops of
        expressions (filter, any, sums), which only read their context while testing an item."""
        inner = self.child()
        bound = inner.vars
        for x in items:
            bound[name] = x
            yield x, inner


class Payable:
    """A step that is also a cost ("You may play ... to ..."): ``can_pay(ctx)`` says whether it can be
    done now (a record: the compiled steps can't carry it as an attribute)."""

    def __init__(self, run: Callable[[Ctx], Any], can_pay: Callable[[Ctx], bool]) -> None:
        self.run = run
        self.can_pay = can_pay

    def __call__(self, ctx: Ctx) -> Any:
        return self.run(ctx)


class NotPaid(Exception):
    """A cost inside an effect ("You may pay {2} to ...") could not be paid: the optional step is not done."""


class CannotHappen(Exception):
    """A step needs something that cannot be (a division by zero, 1.1.6.c): that step does not happen."""
