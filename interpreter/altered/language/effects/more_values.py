"""Values and conditions the second set's card texts use (rules_yaml/effect-model.md)."""
from __future__ import annotations

from .registry import expr
from .selectors import as_list

POSITIONS = ("ahead", "behind", "tied")


def _markers(value) -> list:
    return [m for m in as_list(value) if m is not None]


@expr("in_terrain")
def _in_terrain(c, arg, node):
    """"I'm in {V}", "an Expedition in {O}": the region of the object's (or marker's) Expedition
    has that terrain (7.1.2); for a Gigantic object, either of its Expeditions (7.4.4)."""
    terrain = c.check_name(arg, arg["terrain"], "statistic", c.book.statistics)
    if "marker" in arg:
        markers = c.expr(arg["marker"])

        def of_marker(ctx):
            game = ctx.game
            return any(terrain in game.terrains_of(game.region_of(m)) for m in _markers(markers(ctx)))
        return of_marker
    what = c.selector(arg["what"])

    def of_object(ctx):
        game = ctx.game
        return any(terrain in game.terrains_of(game.region_of(m))
                   for o in what(ctx) for m in game.markers if game.in_marker(o, m))
    return of_object


@expr("position")
def _position(c, arg, node):
    """7.5.2 (v5.0): an Expedition is ahead, behind or tied with the Expedition facing it; several
    Expeditions (a Gigantic object's) must all be so.  During tiebreakers all are tied (7.5.2.d)."""
    where = arg["is"]
    if where not in POSITIONS:
        c.error(arg, f"unknown position '{where}'", POSITIONS)
    markers = c.expr(arg["of"])

    def holds(game, m):
        if game.track_length == 1:
            return where == "tied"
        mine, theirs = m.travelled, game.facing(m).travelled
        return mine > theirs if where == "ahead" else mine < theirs if where == "behind" else mine == theirs

    def get(ctx):
        ms = _markers(markers(ctx))
        return bool(ms) and all(holds(ctx.game, m) for m in ms)
    return get


@expr("count_markers")
def _count_markers(c, arg, node):
    """"per Expedition in {V}": how many Expeditions."""
    markers = c.expr(arg)
    return lambda ctx: len(_markers(markers(ctx)))


@expr("markers_where")
def _markers_where(c, arg, node):
    """Expeditions that pass a test, each bound to ``as`` in turn ("an Expedition that's ahead")."""
    markers, name, test = c.expr(arg["in"]), arg.get("as", "m"), c.expr(arg["test"])
    return lambda ctx: [m for m, inner in ctx.each(name, _markers(markers(ctx))) if test(inner)]


@expr("concat")
def _concat(c, arg, node):
    """The items of several lists, in order: ``{concat: [LIST, LIST]}``."""
    parts = [c.expr(a) for a in arg]
    return lambda ctx: [x for p in parts for x in as_list(p(ctx))]


@expr("player_of")
def _player_of(c, arg, node):
    """The player whose Expedition a marker stands for (the first of several; None for none)."""
    markers = c.expr(arg)

    def get(ctx):
        ms = _markers(markers(ctx))
        return ms[0].player if ms else None
    return get


@expr("controller_of")
def _controller_of(c, arg, node):
    """"its controller": the player controlling the first selected object."""
    what = c.selector(arg)

    def get(ctx):
        objs = what(ctx)
        return objs[0].controller if objs else None
    return get


@expr("terrain_where")
def _terrain_where(c, arg, node):
    """"it's in a terrain where its base statistic is 0": a terrain of its region for which its (base)
    statistic equals the number (7.1.2)."""
    what, equal, base = c.selector(arg["what"]), arg.get("equal", 0), bool(arg.get("base"))

    def get(ctx):
        game = ctx.game
        for o in what(ctx):
            for m in game.markers:
                if not game.in_marker(o, m):
                    continue
                for t in game.terrains_of(game.region_of(m)):
                    value = (o.card.base.get(t, 0) or 0) if base else game.characteristic(o, t)
                    if value == equal:
                        return True
        return False
    return get


def _limits(ctx, zone):
    """The working "keep more" passives of the player ``you`` for that zone, now."""
    game = ctx.game
    for src, p in game.runtime.passives("limit"):
        if p.keyword == zone and p.only == game.phase and game.runtime.holds(p, src) \
                and (p.by is None or p.by(game.runtime.pctx(src, p)) == ctx.you):
            yield src, p


@expr("keep_more")
def _keep_more(c, arg, node):
    """How many more cards of a zone the player may keep at Clean-up (a card's "keep one more card")."""
    return lambda ctx: sum(p.value(ctx.game.runtime.pctx(src, p)) for src, p in _limits(ctx, arg))


@expr("may_keep_more")
def _may_keep_more(c, arg, node):
    """Whether a card of the zone is one such a passive lets the player keep ("if it's exhausted")."""
    what, zone = c.selector(arg["what"]), arg["zone"]

    def get(ctx):
        objs = what(ctx)
        return bool(objs) and any(p.to is None or p.to(objs[0], ctx.game.runtime.pctx(src, p, it=objs[0]))
                                  for src, p in _limits(ctx, zone))
    return get


@expr("cases")
def _cases(c, arg, node):
    """``{cases: [{when: COND, then: X}, ..., {then: Y}]}``: the value of the first case whose condition
    holds (a case with no ``when`` always does); none holding is 0 (1.1.6.d)."""
    if not isinstance(arg, list) or not arg or not all(isinstance(x, dict) and "then" in x for x in arg):
        c.error(node, "cases: expected a list of {when: CONDITION, then: VALUE} (the last may have no when)")
    parts = [(c.expr(x["when"]) if "when" in x else None, c.expr(x["then"])) for x in arg]

    def get(ctx):
        for when, then in parts:
            if when is None or when(ctx):
                return then(ctx)
        return 0
    return get
