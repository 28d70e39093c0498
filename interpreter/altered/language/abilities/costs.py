"""Costs of quick actions (6.4, 7.1.4): each part checks and pays in one step."""
from __future__ import annotations

from ..effects.params import P
from ..effects.registry import COSTS, cost, unknown
from ...loading.errors import DesignError


def compile_cost(c, node):
    """-> fn(game, ctx, pay) -> bool: can it be paid (pay=False) / pay it (pay=True)."""
    if isinstance(node, str):
        name, arg = node, None
    elif isinstance(node, dict) and "if" in node:
        return _conditional(c, node)
    elif isinstance(node, dict) and len(node) == 1:
        [(name, arg)] = node.items()
    else:
        raise DesignError(f"cannot read cost {node!r}")
    if name not in COSTS:
        raise DesignError(unknown("cost", name))
    c.check_keys("cost", name, arg)
    return COSTS[name](c, arg)


@cost("exhaust_self", doc="{T}: exhaust me; impossible when I am already exhausted", rules="2.4.5.a 7.3.13.b",
      phrase="exhaust me {{T}}")
def _exhaust_self(c, arg):
    """{T}: exhaust me; impossible when I am already exhausted (2.4.5.a, 7.3.13.b)."""
    status = c.book.play["mana"]["status"]

    def run(game, ctx, pay):
        o = ctx.source
        if o.gone or status in o.statuses:
            return False
        if pay:
            game.actions.set_status([o], status, True, ctx)
        return True
    return run


@cost("discard_self", doc="{D}: discard me from the zone support abilities work in", rules="7.1.4.b",
      phrase="discard me {{D}}")
def _discard_self(c, arg):
    """{D}: discard me from the zone support abilities work in (7.1.4.b)."""
    def run(game, ctx, pay):
        o = ctx.source
        if o.gone or o.zone.name != game.book.support_zone:
            return False
        if pay:
            game.actions.move([o], game.book.discard_zone, ctx)
        return True
    return run


@cost("mana", doc="pay mana", rules="6.4", phrase="pay {_} mana", _=P("value"))
def _mana(c, arg):
    amount = c.expr(arg)

    def run(game, ctx, pay):
        n = amount(ctx)
        if game.mana_left(ctx.you) < n:
            return False
        if pay:
            game.actions.pay_mana(ctx.you, n, ctx)
        return True
    return run


def _choose_and_move(to_zone_key, cause):
    def compile_(c, arg):
        spec = dict(arg) if isinstance(arg, dict) else arg          # "Sacrifice me": the selector self
        count = spec.pop("count", 1) if isinstance(spec, dict) else 1
        sel = c.selector(spec)

        def run(game, ctx, pay):
            pool = [o for o in sel(ctx) if not o.gone]
            if len(pool) < count:
                return False
            if pay:
                chosen = game.choose_objects(ctx.you, pool, count, count, f"{cause} for the cost")
                ctx.vars["_cause"] = cause
                game.actions.move(chosen, getattr(game.book, to_zone_key), ctx)
                ctx.vars.pop("_cause", None)
            return True
        return run
    return compile_


cost("sacrifice", doc="sacrifice objects the player picks (``count`` of them)", rules="7.3.25",
     phrase="sacrifice [{_.count}|1] of {_}", _=P("selector"))(_choose_and_move("discard_zone", "sacrifice"))
cost("discard", doc="discard objects the player picks (``count`` of them)", rules="7.1.4",
     phrase="discard [{_.count}|1] of {_}", _=P("selector"))(_choose_and_move("discard_zone", "discard"))


@cost("spend", doc="spend X of my counters", rules="2.5.h", phrase="spend [{count}|1] of my {name} counters",
      name=P("name", required=True), count=P("int"))
def _spend(c, arg):
    """Spend X of my counters (2.5.h)."""
    name, count = arg["name"], arg.get("count", 1)

    def run(game, ctx, pay):
        o = ctx.source
        if o.counters.get(name, 0) < count:
            return False
        if pay:
            game.actions.add_counters([o], name, -count, ctx)
        return True
    return run


@cost("if", doc="an extra cost under a condition (\"This action costs {1} more if ...\")", rules="6.4",
      phrase="{then} more if {_}", _=P("condition"), then=P("costs"))
def _conditional(c, node):
    cond = c.expr(node["if"])
    parts = [compile_cost(c, x) for x in node.get("then", [])]

    def run(game, ctx, pay):
        if not cond(ctx):
            return True
        return all(p(game, ctx, pay) for p in parts)
    return run
