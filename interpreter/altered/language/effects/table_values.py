"""Player values of a table of several players (rules_yaml/multiplayer/): who is whose opponent,
who is among a list of players, and which players share the greatest value."""
from __future__ import annotations

from .registry import expr
from .selectors import as_list, one


@expr("is_opponent")
def _is_opponent(c, arg, node):
    """``{is_opponent: [A, B]}``: player A is an opponent of player B (another player, or of the other team)."""
    a, b = c.expr(arg[0]), c.expr(arg[1])
    return lambda ctx: one(a(ctx)) in ctx.game.rivals[one(b(ctx))]


@expr("one_of")
def _one_of(c, arg, node):
    """``{one_of: [X, LIST]}``: X is in the list (a player among those bound to a name)."""
    x, items = c.expr(arg[0]), c.expr(arg[1])
    return lambda ctx: one(x(ctx)) in as_list(items(ctx))


@expr("best_players")
def _best_players(c, arg, node):
    """``{best_players: {as: p, value: V}}``: the players (in initiative order) whose V is the greatest."""
    name, value = arg.get("as", "p"), c.expr(arg["value"])

    def get(ctx):
        scores = [(p, value(ctx.child(**{name: p}))) for p in ctx.game.initiative_order()]
        top = max(v for _, v in scores)
        return [p for p, v in scores if v == top]
    return get
