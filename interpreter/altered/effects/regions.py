"""Regions and terrain: the region of an expedition, its terrains, the Terrain Markers placed on
regions, the Arena of the tiebreakers (rules_yaml/adventure.yaml, rules_yaml/effect-model.md)."""
from __future__ import annotations

from .expeditions import listed_markers as _markers
from .params import P
from .registry import step, value
from .selectors import as_list


@value("region_of", gives="region", phrase="the region of {_}", rules="1.2.3.c",
       doc="the region a marker is on", _=P("marker"), inline="{ctx}.game.region_of({arg})")
def _region_of(c, arg, node):
    m = c.expr(arg)
    return lambda ctx: ctx.game.region_of(m(ctx))


@value("terrains", gives="list", phrase="the terrains of {_}", rules="7.1.2.a",
       doc="the terrains of a region, none when face down", _=P("value"), inline="{ctx}.game.terrains_of({arg})")
def _terrains(c, arg, node):
    """``{terrains: {region_of: M}}``: the terrains of a region (7.1.2.a), none when face down."""
    region = c.expr(arg)
    return lambda ctx: ctx.game.terrains_of(region(ctx))


@value("track_length", gives="number", phrase="the number of regions[ ({_})]", rules="4.3",
       doc="how many regions the adventure has (1 during tiebreakers)", _=P("any"), inline="{ctx}.game.track_length")
def _track_length(c, arg, node):
    return lambda ctx: ctx.game.track_length


@value("in_terrain", gives="condition", rules="7.1.2 7.4.4",
       phrase="[{what:subject} {what:is} in {terrain}|{marker} {marker:is} in a {terrain} region]",
       doc="the region of the object's (or marker's) expedition has that terrain; for a gigantic object, "
           "either of its expeditions", what=P("selector"), marker=P("marker"), terrain=P("statistic", required=True))
def _in_terrain(c, arg, node):
    """"I'm in {V}", "an Expedition in {O}": the region of the object's (or marker's) Expedition
    has that terrain (7.1.2); for a Gigantic object, either of its Expeditions (7.4.4)."""
    terrain = c.check_name(arg, arg["terrain"], "statistic", c.book.statistics)
    if "marker" in arg and "what" in arg:
        c.error(arg, "in_terrain: of an object (what) or of an expedition (marker), not both")
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


@value("terrain_where", gives="condition", rules="7.1.2",
       phrase="{what:subject} {what:is} in a terrain where its [{base}base ]statistic is [{equal}|0]",
       doc="a terrain of its region for which its (base) statistic equals the number",
       what=P("selector", required=True), equal=P("int"), base=P("flag"))
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


@step("start_arena", doc="tiebreakers: the Arena becomes the only region, every marker on it (4.3.a-c)",
      rules="4.3.a 4.3.b 4.3.c", phrase="the Arena becomes the only region, every expedition on it[ ({_})]", _=P("any"))
def _start_arena(c, arg, node):
    return lambda ctx: ctx.game.actions.start_arena()


# Terrain Markers (v5.0 3.2.1.d-e, 7.3.23): (region id, terrains, timestamp) in the game variable
# ``terrain_markers``, oldest first; a tuple replaced whole, so copies of a game share nothing.
MARKERS_VAR = "terrain_markers"


def _region(value):
    regions = as_list(value)
    return regions[0] if regions and regions[0] is not None else None


@step("place_terrain_marker", doc="a Terrain Marker of those terrains on a visible region (3.2.1.d v5.0)",
      rules="3.2.1.d 3.2.1.e 2.2.16", phrase="place a {terrains/ and } terrain marker on {on}",
      terrains=P("list", required=True), on=P("value", required=True))
def _place_terrain_marker(c, arg, node):
    terrains = tuple(c.check_name(arg, t, "terrain", c.book.statistics) for t in arg["terrains"])
    where = c.expr(arg["on"])

    def run(ctx):
        game = ctx.game
        region = _region(where(ctx))
        if region is None or region.face_down:
            return
        game.actions.place_terrain_marker(region, terrains)
    return run


@step("move_terrain_marker", doc="move a Terrain Marker its player chooses to a region, as a new object (7.3.23 v5.0)",
      rules="7.3.23", phrase="move a terrain marker to {to}", to=P("value", required=True))
def _move_terrain_marker(c, arg, node):
    where = c.expr(arg["to"])

    def run(ctx):
        game = ctx.game
        placed = list(game.vars.get(MARKERS_VAR) or ())
        region = _region(where(ctx))
        if not placed or region is None or region.face_down:
            return
        regions = game.adventure_zone.objs
        index = {o.id: i for i, o in enumerate(regions)}
        labels = [f"{'/'.join(t)} marker on region {index.get(r, '?')}" for r, t, _ in placed]
        chosen = game.choose_option(ctx.you, "choose", "move which Terrain Marker?", placed, labels)
        game.actions.place_terrain_marker(region, chosen[1], replacing=chosen)   # 7.3.23.b: a new object
    return run


@value("travelled", gives="number", phrase="how far {_} came", rules="4.2.4",
       doc="how many regions a marker moved forward", _=P("marker"), inline="({arg}).travelled")
def _travelled(c, arg, node):
    m = c.expr(arg)
    return lambda ctx: m(ctx).travelled


@value("any_marker", gives="marker", phrase="any expedition", doc="the first marker (any one will do)")
def _any_marker(c, arg, node):
    return lambda ctx: ctx.game.markers[0]


@value("regions_between", gives="number", phrase="the number of regions between {_:poss} hero and companion expeditions",
       doc="the number of regions strictly between a player's expeditions (0 once they meet or cross)",
       _=P("player"))
def _regions_between(c, arg, node):
    """The number of regions strictly between a player's Expeditions (0 once they meet or cross)."""
    who = c.expr(arg)

    def get(ctx):
        p = who(ctx)
        pos = sorted(m.pos for m in ctx.game.markers if m.player == p)
        return max(0, pos[-1] - pos[0] - 1) if len(pos) > 1 else 0
    return get
