"""The context an effect runs in: who controls it, its source and its bound names."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Final, Iterable, Iterator

if TYPE_CHECKING:
    from .host import Host

# the fields a child context inherits besides its variables (what snapshot.py maps into a copy); the rarely told
# ones (nobody, applied, cause, support: properties of a context) are kept in its ``rare`` record
INHERITED = ("follow", "was", "rare")

# set in the effect of a reaction to a roll "this way": the rolls it makes are not that way (abilities/triggers.py)
ANSWERING_ROLL: Final = "_answering_roll"
# the data of a "played" event whose card performed its effect and went on (a Spell gone to Reserve or the Discard
# pile, 5.2.4.b): the card the trigger names is the one played, in the transit zone; its steps follow it where it
# went (2.1.f, engine/runtime.py), its conditions read it as it last was (2.1.h): the key, in ``follow``, of its id
# (selectors.read_as_played)
PERFORMED: Final = "performed"


class Rare:
    """The fields a step rarely tells its context (one record, shared by a context and its children until one
    of them is told another: ``but``), so that making a context stores one field for them all."""
    __slots__ = ("playing", "target_paid", "present_before", "key", "replaced", "arrives", "nobody", "applied",
                 "cause", "support")
    playing: Any              # the card being played, which pays no cost of its own play
    target_paid: tuple        # the ids of the targets whose cost is paid (Tough, 7.4.7)
    present_before: Any       # who was in every Expedition before a switch, for a trigger (7.4.4.i)
    key: Any                  # a passive modifier's own key in ``applied``: (source id, modifier)
    replaced: tuple | None    # (object, cause, player) of the action a modifier replaced (7.3.25.b)
    arrives: tuple | None     # (zone, statuses) a replaced move would have given (4.2.1.e)
    nobody: bool              # a daily effect: nobody controls it (7.5.5.d-e)
    applied: tuple            # the modifiers that applied already, none twice (6.2.d)
    cause: str | None         # why objects move ("sacrifice", 7.3.25)
    support: bool             # the effect is a Support ability's (2.2.12: one that works in Reserve)

    def __init__(self, playing: Any = None, target_paid: tuple = (), present_before: Any = None, key: Any = None,
                 replaced: tuple | None = None, arrives: tuple | None = None, nobody: bool = False,
                 applied: tuple = (), cause: str | None = None, support: bool = False) -> None:
        self.playing = playing
        self.target_paid = target_paid
        self.present_before = present_before
        self.key = key
        self.replaced = replaced
        self.arrives = arrives
        self.nobody = nobody
        self.applied = applied
        self.cause = cause
        self.support = support

    def but(self, field: str, value: Any) -> "Rare":
        """A copy with ``field`` told ``value`` (the record itself may be another context's)."""
        copy = Rare(self.playing, self.target_paid, self.present_before, self.key, self.replaced, self.arrives,
                    self.nobody, self.applied, self.cause, self.support)
        setattr(copy, field, value)
        return copy

    def told(self) -> bool:
        return self.playing is not None or bool(self.target_paid) or self.present_before is not None \
            or self.key is not None or self.replaced is not None or self.arrives is not None or self.nobody \
            or bool(self.applied) or self.cause is not None or self.support


NO_RARE: Final = Rare()       # (never changed: a context told a rare field gets a copy)
NOBODY: Final = Rare(nobody=True)       # a daily effect's (never changed either)


class Ctx:
    """Who controls an effect, its source and its bound names (``vars``: the names card text binds), with
    what the rules tell the steps besides: typed fields, inherited by a child context like its names."""
    __slots__ = ("game", "you", "source", "vars", "up") + INHERITED
    game: Host
    you: Any
    source: Any
    vars: dict
    up: Ctx | None            # the context this one was made in (a child's outer): where ``follow`` is shared
    follow: dict | None       # object id -> the object a move made of it: "I" follows its source (2.1.f)
    was: dict | None          # and the other way: the moved object -> what it was (6.3.j-k)
    rare: Rare                # what a step rarely tells (the card being played, a replaced move, ...)

    def __init__(self, game: Host, you: Any, source: Any = None, vars: dict | None = None,
                 outer: Ctx | None = None) -> None:
        self.game = game
        self.you = you            # the controller: "you" in card text (7.2.2)
        self.source = source      # the object the effect comes from: "I" (7.2.1)
        self.vars = vars if vars is not None else {}
        self.up = outer
        if outer is not None:     # a child, or a context made afresh for the same step: the outer context's
            self.follow = outer.follow             # typed fields (one call: no method of its own to call)
            self.was = outer.was
            self.rare = outer.rare
            return
        self.follow = self.was = None
        self.rare = NO_RARE

    # the rarely told fields, kept in ``rare`` (three fields fewer to store at each context made)
    @property
    def nobody(self) -> bool:
        """A daily effect: nobody controls it (7.5.5.d-e)."""
        return self.rare.nobody

    @nobody.setter
    def nobody(self, value: bool) -> None:
        rare = self.rare
        if rare.nobody != value:
            self.rare = NO_RARE if rare is NOBODY else NOBODY if rare is NO_RARE else rare.but("nobody", value)

    @property
    def applied(self) -> tuple:
        """The modifiers that applied already, none twice (6.2.d)."""
        return self.rare.applied

    @applied.setter
    def applied(self, value: tuple) -> None:
        self.rare = self.rare.but("applied", value)

    @property
    def cause(self) -> str | None:
        """Why objects move ("sacrifice", 7.3.25)."""
        return self.rare.cause

    @cause.setter
    def cause(self, value: str | None) -> None:
        if self.rare.cause != value:
            self.rare = self.rare.but("cause", value)

    @property
    def support(self) -> bool:
        """The effect is a Support ability's (2.2.12: one that works in Reserve)."""
        return self.rare.support

    @support.setter
    def support(self, value: bool) -> None:
        if self.rare.support != value:
            self.rare = self.rare.but("support", value)

    @classmethod
    def daily(cls, game: Host) -> "Ctx":
        """A daily effect's context: "you" is the first player, but nobody controls the effect, so its
        actions are done by the controllers of the objects they affect (7.5.5.d-e)."""
        ctx = fresh_ctx(game, game.first_player, None, {})
        ctx.rare = NOBODY
        return ctx

    def child(self, you: Any = None, **bound: Any) -> "Ctx":
        vars = {**self.vars, **bound} if bound else self.vars.copy()
        if COMPILED:
            return Ctx(self.game, self.you if you is None else you, self.source, vars, self)
        c: Ctx = _new(Ctx)                 # (as fresh_ctx: no call of __init__)
        c.game = self.game
        c.you = self.you if you is None else you
        c.source = self.source
        c.vars = vars
        c.up = self
        c.follow = self.follow
        c.was = self.was
        c.rare = self.rare
        return c

    def moves(self) -> tuple[dict, dict]:
        """(follow, was) to record a move in: one pair for this context and every context it was made in, so
        "it" follows an object to its new zone whichever context moved it: a step another player does ("Target
        opponent puts a card from their hand in Reserve. Exhaust it.", 1.4.7.b), a loop's turn, an action's
        body (2.1.f-g, v5.0 1.4.3). The first context up the chain that has one lends it to those below."""
        follow, was = self.follow, self.was
        c: Ctx | None
        if follow is None:                 # (recorded and _lend, written out for the one field: no getattr)
            c = self.up
            while c is not None and c.follow is None:
                c = c.up
            follow = (c.follow if c is not None else None) or {}
            c = self
            while c is not None and c.follow is None:
                c.follow = follow
                c = c.up
        if was is None:
            c = self.up
            while c is not None and c.was is None:
                c = c.up
            was = (c.was if c is not None else None) or {}
            c = self
            while c is not None and c.was is None:
                c.was = was
                c = c.up
        return follow, was

    def recorded(self, field: str) -> dict | None:
        """The ``follow`` or ``was`` of this context or the nearest one it was made in that has it: what
        a step another player did moved, read by a context made before the move (a loop's, a test's)."""
        c: Ctx | None = self
        while c is not None:
            got = getattr(c, field)
            if got is not None:
                return got
            c = c.up
        return None

    def caused(self, cause: str) -> "Ctx":
        """A child context whose moves are for ``cause`` ("sacrifice", 7.3.25)."""
        inner = self.child()
        inner.cause = cause
        return inner

    def touched(self) -> bool:
        """Whether anything was bound or told in this context (a fresh one may be used again)."""
        return bool(self.vars) or self.follow is not None or self.was is not None \
            or self.rare is not NO_RARE and self.rare.told()

    def each(self, name: str, items: Iterable[Any]) -> Iterator[tuple[Any, Ctx]]:
        """(item, context) for each item, bound to ``name`` in one child context: for the loops of
        expressions (filter, any, sums), which only read their context while testing an item."""
        inner = self.child()
        bound = inner.vars
        for x in items:
            bound[name] = x
            yield x, inner


# whether this module is compiled (setup.py): there a call of Ctx is as fast as the assignments ``fresh_ctx`` does
COMPILED: Final = hasattr(Ctx, "__mypyc_attrs__")
_new: Final[Callable[[type], Any]] = object.__new__


def fresh_ctx(game: Host, you: Any, source: Any, vars: dict) -> Ctx:
    """A new context, as ``Ctx(game, you, source, vars)`` makes it: in the interpreted build without the call of
    ``__init__``, which CPython 3.11 makes at a cost of about as much again as the context's fields (the engine
    makes several hundred contexts a game)."""
    if COMPILED:
        return Ctx(game, you, source, vars)
    c: Ctx = _new(Ctx)
    c.game = game
    c.you = you
    c.source = source
    c.vars = vars
    c.up = None
    c.follow = None
    c.was = None
    c.rare = NO_RARE
    return c


class Offer:
    """A step in two parts (a record, as Payable is): ``ask(ctx)``, the player's decision (whether they accept a
    "may": False where nothing can be offered; what a keyword action chooses first), then ``act(ctx)``, the rest;
    so that several players doing it in turn each decide before any of them acts (6.1.h, 1.4.5.a: "Each player
    may Resupply", "Each player [Sabotages]"). ``whole``: the step done by one player, where that differs (a
    keyword action's choices are made inside it, where a modifier may replace it whole, 6.2.g.1)."""

    def __init__(self, ask: Callable[[Ctx], bool], act: Callable[[Ctx], None],
                 whole: Callable[[Ctx], Any] | None = None, can_pay: Callable[[Ctx], bool] | None = None) -> None:
        self.ask = ask
        self.act = act
        self.whole = whole
        self.can_pay = can_pay

    def __call__(self, ctx: Ctx) -> None:
        if self.whole is not None:
            self.whole(ctx)
        elif self.ask(ctx):
            self.act(ctx)


class Payable:
    """A step that is also a cost ("You may play ... to ..."): ``can_pay(ctx)`` says whether it can be
    done now (a record: the compiled steps can't carry it as an attribute)."""

    def __init__(self, run: Callable[[Ctx], Any], can_pay: Callable[[Ctx], bool]) -> None:
        self.run = run
        self.can_pay = can_pay

    def __call__(self, ctx: Ctx) -> Any:
        return self.run(ctx)


def able(action, name: str) -> Callable[[Ctx, Any], bool]:
    """-> fn(ctx, o): whether ``action`` (a compiled step acting on the objects named ``name``) can act on ``o``
    now, by its ``can_pay`` (a step without one can act on anything). The one test of what a state change can take
    (an exhausted object can't be exhausted, 7.3.13.b; one not exhausted can't be readied, 7.3.18.b; an object
    can't gain a status it has, 2.4.1.f), asked by a cost choosing what pays it (abilities/costs.py) and by a step
    choosing what the step after it changes (``choose`` ``able``, 6.1.g: an impossible option can't be chosen).
    What the other parts of the same cost change is left out of a cost's choice there (abilities/together.py,
    1.2.5.d: "{T}, Exhaust a Character you control" is not paid with me twice)."""
    possible = getattr(action, "can_pay", None)

    def can(ctx: Ctx, o: Any) -> bool:
        if possible is None:
            return True
        before = ctx.vars.get(name, _NONE)
        ctx.vars[name] = [o]
        try:
            return bool(possible(ctx))
        finally:
            if before is _NONE:
                del ctx.vars[name]
            else:
                ctx.vars[name] = before
    return can


_NONE = object()       # a name's value where it has none (able)


class NotPaid(Exception):
    """A cost inside an effect ("You may pay {2} to ...") could not be paid: the optional step is not done."""


class CannotHappen(Exception):
    """A step needs something that cannot be (a division by zero, 1.1.6.c): that step does not happen."""
