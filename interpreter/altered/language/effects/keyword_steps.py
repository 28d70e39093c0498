"""Generic steps the v5.0 keyword actions are written with (rules_yaml/keywords.yaml).

The names and meanings of the keyword actions live in YAML; these are the primitives they
need that the other step modules lack: a status on an Expedition, a change of controller,
a swap of zones, a counter chosen among those an object has, and playing one card chosen
among those its player can play now.  Every choice goes through the game's choose helpers.
"""
from __future__ import annotations

from .registry import expr, step
from .params import P
from .selectors import as_list


def _is_marker(value) -> bool:
    return hasattr(value, "moved_today")       # only markers have it (a plain field)


def _markers(value) -> list:
    return [m for m in as_list(value) if _is_marker(m)]


@step("expedition_status", doc="a marker (its expedition) gains or loses a status (2.4.1.b v5.0)",
      what=P("marker", required=True), status=P("status", required=True), gain=P("flag"))
def _expedition_status(c, arg, node):
    """An Expedition gains or loses a status (2.4.1.b): ``{what: MARKERS, status: NAME, gain: bool}``."""
    what = c.expr(arg["what"])
    status = c.check_name(arg, arg["status"], "status", c.book.statuses)
    gain = bool(arg.get("gain", True))

    def run(ctx):
        game = ctx.game
        for m in _markers(what(ctx)):
            if (status in m.statuses) == gain:         # 2.4.1.f, 2.4.1.h: nothing to gain or lose
                continue
            if gain:
                m.statuses[status] = True
            else:
                del m.statuses[status]
            game.version += 1
            game.log("gain" if gain else "lose", expedition=m.sub, player=m.player, status=status)
            game.actions.emit("gain" if gain else "lose", player=ctx.you, data={"marker": m, "status": status})
    return run


@expr("expedition_has")
def _expedition_has(c, arg, node):
    """``{expedition_has: {what: MARKER, status: NAME}}``: the Expedition has that status."""
    what = c.expr(arg["what"])
    status = c.check_name(arg, arg["status"], "status", c.book.statuses)

    return lambda ctx: expedition_has(what(ctx), status)


def expedition_has(v, status) -> bool:
    """Whether a marker's Expedition (or one of a list's) has a status."""
    if not isinstance(v, list):        # one marker ({var: m}), or none: as _markers would read it
        return _is_marker(v) and status in v.statuses
    return any(status in m.statuses for m in _markers(v))


def _relocate(game, o, player, sub, ctx, kind):
    """Move ``o`` to ``player``'s part of its zone without a zone change (3.2.4.d): the same object,
    a new controller.  A personal zone's object goes to that player's instance of the zone."""
    before_player, before_sub = o.controller, o.sub
    if o.zone.spec.scope != "shared":
        dest = game.zone(o.zone.name, player)
        o.zone.objs.remove(o)
        dest.objs.append(o)
        o.zone = dest
    o.controller = player
    o.sub = sub
    game.runtime.object_changed(o)
    game.log(kind, obj=o.name, player=player, sub=sub)
    game.actions.emit("switch", obj=o, new=o, frm=o.zone.name, to=o.zone.name, frm_sub=before_sub, to_sub=sub,
              player=ctx.you, data={"frm_player": before_player, "action": kind})


@step("defect", doc="to the expedition facing its own, the same object (7.3.6 v5.0)", what=P("selector", required=True))
def _defect(c, arg, node):
    """The object goes to the Expedition facing its own (7.3.6.a, 7.4.4.i: a Gigantic card's own)."""
    what = c.selector(arg["what"])

    def run(ctx):
        game = ctx.game
        for o in what(ctx):
            if o.gone or o.zone is None or not o.zone.spec.subzones or o.sub is None:
                continue
            mine = next((m for m in game.markers if m.player == o.controller and m.sub == o.sub), None)
            if mine is None:
                continue
            facing = game.facing(mine)
            _relocate(game, o, facing.player, facing.sub, ctx, "defect")
    return run


@step("take_control", doc="the player takes control of objects in those zones (7.3.40 v5.0)",
      what=P("selector", required=True), who=P("player"), zones=P("list", required=True))
def _take_control(c, arg, node):
    """``who`` takes control of objects in the ``zones`` named (7.3.40): in a zone of Expeditions they
    choose one of theirs, elsewhere the object joins their part of the zone; never one they control."""
    what = c.selector(arg["what"])
    who = c.expr(arg.get("who", "you"))
    zones = tuple(c.check_name(arg, z, "zone", c.book.zones) for z in arg["zones"])

    def run(ctx):
        game = ctx.game
        taker = who(ctx)
        taker = taker[0] if isinstance(taker, list) else taker
        for o in what(ctx):
            if o.gone or o.zone is None or o.zone.name not in zones or o.controller == taker:   # c, d
                continue
            sub = None
            if o.zone.spec.subzones:
                subs = list(o.zone.spec.subzones)
                sub = game.choose_option(taker, "choose", f"take {game.describe(o)} into which expedition?",
                                         subs, subs)
            _relocate(game, o, taker, sub, ctx, "take_control")
    return run


@step("exchange", doc="each goes to the other's zone (7.3.12 v5.0)",
      what=P("selector", required=True), **{"with": P("selector", required=True)})
def _exchange(c, arg, node):
    """Two objects or cards each go to the other's zone (7.3.12.a); with one missing, nothing (7.3.12.b)."""
    first, second = c.selector(arg["what"]), c.selector(arg["with"])

    def run(ctx):
        a, b = as_list(first(ctx)), as_list(second(ctx))
        if not a or not b or a[0].gone or b[0].gone:
            return
        a, b = a[0], b[0]
        where_a, where_b = (a.zone.name, a.sub), (b.zone.name, b.sub)
        game = ctx.game
        game.actions.move([a], where_b[0], ctx, sub=where_b[1])
        game.actions.move([b], where_a[0], ctx, sub=where_a[1])
        game.log("exchange", cards=[a.name, b.name])
    return run


@step("choose_counter", doc="bind the name of one counter the object has, chosen (7.3.4 v5.0)",
      what=P("selector", required=True), **{"as": P("name")})
def _choose_counter(c, arg, node):
    """Bind ``as`` to the name of one counter the object already has, its controller choosing
    among several (7.3.4.a Augment); to nothing when it has none."""
    what = c.selector(arg["what"])
    name = arg.get("as", "counter")

    def run(ctx):
        objs = [o for o in what(ctx) if not o.gone]
        names = list(objs[0].counters) if objs else []
        ctx.vars[name] = ctx.game.choose_option(ctx.you, "choose", "which counter?", names, names) if names else None
    return run


@step("create_like", doc="a token like it, on the same side of the player (7.3.29.b v5.0)", what=P("value", required=True))
def _create_like(c, arg, node):
    """A token like the given one, in the Expedition on the same side of the player (v5.0 7.3.29.b)."""
    what = c.expr(arg["what"])

    def run(ctx):
        game = ctx.game
        for o in as_list(what(ctx)):
            if o is None or not o.card.token:
                continue
            marker = next((m for m in game.markers if m.player == ctx.you and m.sub == o.sub), None)
            if marker is not None:
                game.actions.create_token(game.book.token_spec(o.card), marker, ctx)
    return run


@step("play_one", doc="play one playable card of the selection now, paying it; as: what was played (7.3.34 v5.0)",
      **{"from": P("selector", required=True), "as": P("name")})
def _play_one(c, arg, node):
    """Play now one card of ``from`` that its player can play and pay for (5.2.b); ``as`` binds what
    was played (empty when nothing could be), for "Rush to ..." (7.3.34.b)."""
    pool = c.selector(arg["from"])
    name = arg.get("as", "played")

    def options_now(ctx):
        cards = pool(ctx)
        return [opt for opt in ctx.game.plays.playable(ctx.you) if opt[0] in cards and opt.extra is None]

    def run(ctx):
        game = ctx.game
        options = options_now(ctx)
        played = []
        if options:
            labels = [f"{game.describe(o)} from {src}" + (f" in {sub}" if sub else "") + f" for {cost}"
                      for o, src, sub, cost in options]
            o, src, sub, cost = game.choose_option(ctx.you, "play", "play which card?", options, labels)
            done = game.plays.play_card(ctx.you, o, src, sub, cost)
            if done is not None:
                played.append(done)
        ctx.vars[name] = played
    run.can_pay = lambda ctx: bool(options_now(ctx))
    return run


# Terrain Markers (v5.0 3.2.1.d-e, 7.3.23): (region id, terrains, timestamp) in the game variable
# ``terrain_markers``, oldest first; a tuple replaced whole, so copies of a game share nothing.
MARKERS_VAR = "terrain_markers"


def _region(value):
    regions = as_list(value)
    return regions[0] if regions and regions[0] is not None else None


@step("place_terrain_marker", doc="a Terrain Marker of those terrains on a visible region (3.2.1.d v5.0)",
      terrains=P("list", required=True), on=P("value", required=True))
def _place_terrain_marker(c, arg, node):
    terrains = tuple(c.check_name(arg, t, "terrain", c.book.statistics) for t in arg["terrains"])
    where = c.expr(arg["on"])

    def run(ctx):
        game = ctx.game
        region = _region(where(ctx))
        if region is None or region.face_down:
            return
        game.timestamp += 1                                   # a new object, a new timestamp (2.2.16)
        game.vars[MARKERS_VAR] = tuple(game.vars.get(MARKERS_VAR) or ()) + ((region.id, terrains, game.timestamp),)
        game.version += 1
        game.log("terrain_marker", terrains=list(terrains), region=game.adventure_zone.objs.index(region))
    return run


@step("move_terrain_marker", doc="move a Terrain Marker its player chooses to a region, as a new object (7.3.23 v5.0)",
      to=P("value", required=True))
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
        placed.remove(chosen)
        game.timestamp += 1                                   # 7.3.23.b: even to the same region, a new object
        game.vars[MARKERS_VAR] = tuple(placed) + ((region.id, chosen[1], game.timestamp),)
        game.version += 1
        game.log("terrain_marker", terrains=list(chosen[1]), region=index[region.id], moved=True)
    return run


@expr("counters_named")
def _counters_named(c, arg, node):
    """``{counters_named: VALUE, of: SEL}``: like ``counters``, with the counter's name a value."""
    name, of = c.expr(arg), c.selector(node.get("of", "self"))

    def get(ctx):
        objs, n = of(ctx), name(ctx)
        return objs[0].counters.get(n, 0) if objs and n else 0
    return get
