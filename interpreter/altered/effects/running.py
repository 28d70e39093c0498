"""How the compiled steps of an effect run: in order, naming their rule in the log, and not at all when
they would divide by zero (compiler.py makes them; this module is compiled with its types, setup.py)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from .context import CannotHappen, Ctx

if TYPE_CHECKING:
    from .host import Host

Step = Callable[[Ctx], Any]


def in_order(steps: list[Step]) -> Step:
    """The steps one after the other, each followed by what the rules do between steps."""
    def run(ctx: Ctx) -> None:
        game: Host = ctx.game
        for s in steps:
            if game.over:
                return
            s(ctx)
            if game.later_in_step:      # 6.2.e: steps added by a declined modifier come next
                game.actions.run_added_steps()
            if game.pending_events:      # 6.3.g: a reaction-activating step after each step
                game.runtime.flush_events()
    return run


def with_rule(fn: Step, rule: str) -> Step:
    """The step, its rule number named in the log while it runs."""
    def run(ctx: Ctx) -> None:
        game: Host = ctx.game
        if not game.logging:               # the rule only names the step in the log
            fn(ctx)
            return
        game.actions.citing(rule, fn, ctx)
    return run


class UnlessImpossible:
    """A step that divides: when it would divide by zero it does not happen, the rest goes on (1.1.6.c).
    What callers read of the step (a cost's ``can_pay``) is kept, as the step has it or not."""
    can_pay: Callable

    def __init__(self, fn: Step, op: str | None) -> None:
        self.fn = fn
        self.op = op
        can = getattr(fn, "can_pay", None)
        if can is not None:
            self.can_pay = can

    def __call__(self, ctx: Ctx) -> None:
        try:
            self.fn(ctx)
        except CannotHappen as e:
            ctx.game.log("cannot", step=self.op, rule=str(e))
