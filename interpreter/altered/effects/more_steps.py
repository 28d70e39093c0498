"""Steps the second set's keyword actions and card texts use (rules_yaml/effect-model.md)."""
from __future__ import annotations

from .compiler import step
from .params import P
from .selectors import _as_list


@step("exchange", doc="each of two objects moves to the other's zone (7.3.12, v5.0)",
      what=P("selector", required=True), **{"with": P("selector", required=True)})
def _exchange(c, arg, node):
    """7.3.12 (v5.0): two objects or cards each move to the other's zone; nothing happens when
    either cannot be determined (7.3.12.b)."""
    first, second = c.selector(arg["what"]), c.selector(arg["with"])

    def run(ctx):
        a, b = _as_list(first(ctx)), _as_list(second(ctx))
        if not a or not b:
            return
        a, b = a[0], b[0]
        za, zb = a.zone.name, b.zone.name
        sa, sb = a.sub, b.sub
        ctx.game.move([a], zb, ctx, sub=sb)
        ctx.game.move([b], za, ctx, sub=sa)
    return run
