"""expeditions and their markers: moving them forward, their statuses, the objects that switch,
defect or change control between them, the tokens created in them, and the values that name or
compare them (rules_yaml/effect-model.md).  A marker stands for an expedition (1.2.3.c)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from .changes import dicts_in
from .context import Ctx, Payable
from .params import P
from .registry import OPERATORS, step, value
from .selectors import as_it_was, as_list

if TYPE_CHECKING:           # (the module is compiled, setup.py: its hot closures are typed)
    from .host import Host

MARKER_SET = P("any", phrase="[{_=all}every expedition|{owner:poss} {side} expedition|{owner:poss} expeditions|{side} expeditions]",
                fields={"owner": P("player"), "side": P("word", choices=("hero", "companion"))})


def _is_marker(value) -> bool:
    return hasattr(value, "moved_today")       # only markers have it (a plain field)


def _markers(value) -> list:
    return [m for m in as_list(value) if hasattr(m, "moved_today")]      # (_is_marker inlined: a call per item)


def listed_markers(value) -> list:
    return [m for m in as_list(value) if m is not None]


@step("advance", doc="move expedition markers forward (by > 0) or backward, all together (4.2.4.h)",
      rules="4.2.4.h 4.2.4.i 4.2.4.j",
      phrase="[{marker}|{markers}|every expedition] move[{marker?}s] [{by<0}backward {by:abs}|forward [{by}|1]] region[{by:s}][ ({as}) where {where}| where {where}]"
             "[ due to {due_to}][{fails}; the others fail to move forward][; the account shows {report}]",
      marker=P("marker"), markers=MARKER_SET, by=P("number"), where=P("condition"), due_to=P("value"),
      fails=P("flag", doc="the others fail to move forward (4.2.4.i)"),
      report=P("mapping", doc="{in: LIST, as: VAR, value: VALUE, against: VALUE}: for each marker, log the values "
                              "compared (the strengths the account shows)",
               phrase="{value} against {against} for each[ {as}] of {in}",
               fields={"in": P("value"), "as": P("name"), "value": P("value"), "against": P("value")}),
      **{"as": P("name")})
def _advance(c, arg, node):
    """Move markers forward (by > 0) or backward, all together (4.2.4.h).

    With ``due_to`` (a list per marker, 4.2.4.j) a marker moves when the list is not empty;
    with ``fails: true`` the others "fail to move forward" (4.2.4.i).
    """
    if "marker" in arg and "markers" in arg:      # (one would be ignored: said, not dropped)
        c.error(node, "'advance' takes 'marker' (one) or 'markers' (a set), not both")
    if "marker" in arg:
        single = c.expr(arg["marker"])
        markers = lambda ctx: as_list(single(ctx))     # noqa: E731
    else:
        markers = marker_set(c, arg.get("markers", "all"))
    name = arg.get("as", "m")
    where = c.expr(arg["where"]) if "where" in arg else None
    due_to = c.expr(arg["due_to"]) if "due_to" in arg else None
    fails = bool(arg.get("fails"))
    by = c.expr(arg.get("by", 1))
    report = arg.get("report")        # for readers: the values compared, logged before moving
    if report is not None:
        for key in ("in", "value", "against"):
            if key not in report:
                c.error(report, f"'report' needs '{key}' (it takes in, as, value, against)")
        for key in report:
            if key not in ("in", "as", "value", "against"):
                c.error(report, f"'report' has no parameter '{key}' (it takes in, as, value, against)")
        r_in, r_as, r_value, r_against = (c.expr(report["in"]), report.get("as", "t"), c.expr(report["value"]),
                                          c.expr(report["against"]))

    def run(ctx: Ctx) -> None:
        game: Host = ctx.game
        candidates = markers(ctx)
        if report is not None and game.logging:
            rows = []
            for m in candidates:
                mctx = ctx.child(**{name: m})
                region = game.region_of(m)
                rows.append([m.player, m.sub, region.card.name if region is not None else None, m.pos + 1,
                             [[t, r_value(mctx.child(**{r_as: t})), r_against(mctx.child(**{r_as: t}))]
                              for t in r_in(mctx)]])
            game.log("compare", compared=rows)
        chosen, due = [], {}
        for m, mctx in ctx.each(name, candidates):     # the tests only read the context
            if where is not None and not where(mctx):
                continue
            if due_to is not None:
                why = due_to(mctx)
                if not why:
                    continue
                due[id(m)] = tuple(why)
            chosen.append(m)
        moved = game.actions.advance(chosen, by(ctx), ctx, due)
        if fails and not game.vars.get("tiebreakers"):
            for m in candidates:
                if m not in moved:
                    if game.logging:
                        game.log("fail_advance", player=m.player, sub=m.sub)
                    game.actions.emit("fail_advance", player=m.player, data={"marker": m})
    if "marker" not in arg or where is not None or due_to is not None:
        return run

    def can_pay(ctx: Ctx) -> bool:
        """Whether one of them would move: one forbidden to move forward ("can't move forward this Day"), at its
        region of origin moving backwards, or as far as it goes moving forward, does not (2.2.14, 7.3.24.b,
        7.3.17.c): nothing happens (1.4.1.c)."""
        n, actions = by(ctx), ctx.game.actions
        return any(actions.can_advance(m, n) for m in _markers(markers(ctx)))
    return Payable(run, can_pay)


@step("expedition_status", doc="a marker (its expedition) gains or loses a status (2.4.1.b v5.0)",
      rules="2.4.1.b 2.4.1.f 2.4.1.h",
      phrase="[{gain=False}{what} lose{what:s}|{gain=True}{what} gain{what:s}|{what} gain{what:s}] {status} (an expedition status)",
      what=P("marker", required=True), status=P("status", required=True), gain=P("flag"))
def _expedition_status(c, arg, node):
    """An Expedition gains or loses a status (2.4.1.b): ``{what: MARKERS, status: NAME, gain: bool}``."""
    what = c.expr(arg["what"])
    status = c.check_name(arg, arg["status"], "status", c.book.statuses)
    gain = bool(arg.get("gain", True))

    def run(ctx: Ctx) -> Any:
        return ctx.game.actions.set_expedition_status(_markers(what(ctx)), status, gain, ctx)

    def can_pay(ctx: Ctx) -> bool:
        """Whether one of them would change: a status it has is not gained, one it lacks not lost (2.4.1.f, h)."""
        return any((status in m.statuses) != gain for m in _markers(what(ctx)))
    return Payable(run, can_pay)


def _expedition_has_source(w, arg, node, ctx):
    if not isinstance(arg, dict) or not isinstance(arg.get("status"), str) or "what" not in arg:
        return None
    return f"{w.const(expedition_has)}({w.source(arg['what'], ctx)}, {arg['status']!r})"


@value("expedition_has", gives="condition", phrase="{what} {what:has} {status}", rules="2.4.1.b",
       doc="the expedition has that status", what=P("marker", required=True), status=P("status", required=True),
       inline=_expedition_has_source)
def _expedition_has(c, arg, node):
    """``{expedition_has: {what: MARKER, status: NAME}}``: the Expedition has that status."""
    what = c.expr(arg["what"])
    status = c.check_name(arg, arg["status"], "status", c.book.statuses)

    def read(ctx: Ctx) -> Any:
        return expedition_has(what(ctx), status)
    return read


def expedition_has(v, status: str) -> bool:
    """Whether a marker's Expedition (or one of a list's) has a status."""
    if not isinstance(v, list):        # one marker ({var: m}), or none: as _markers would read it
        return hasattr(v, "moved_today") and status in v.statuses       # (_is_marker inlined)
    for m in _markers(v):              # (a loop: a generator would make a closure cell at every call)
        if status in m.statuses:
            return True
    return False


@step("switch", doc="send objects to the other expedition of the same player (7.3.28)", rules="7.3.28", can_fail=True,
      phrase="{what:subject} switch{what:es} expeditions", what=P("selector", required=True, of="objects"))
def _switch(c, arg, node):
    """7.3.28: send objects to the other Expedition of the same player."""
    what = c.selector(arg["what"])
    def run(ctx: Ctx) -> Any:
        return ctx.game.actions.switch(what(ctx), ctx)
    return Payable(run, _in_expeditions(what, arg["what"]))


def _in_expeditions(what, given):
    """-> can_pay: whether each object is in an Expedition, so that it can switch or defect (7.3.28.a, 7.3.6.a): a
    Hero, a card in a Reserve or a Landmark is in none, and the step is not done on it (1.4.1.c); a name not bound
    yet: chosen later."""
    var = given.get("var") if isinstance(given, dict) and set(given) == {"var"} else None

    def can_pay(ctx: Ctx) -> bool:
        if var is not None and var not in ctx.vars:
            return True
        objs = what(ctx)
        if not objs:                   # a name bound to none: done on nothing (1.2.7.d); I or "it" gone: not done
            return var is not None
        for o in objs:
            if o.gone or o.zone is None or not o.zone.spec.subzones or o.sub is None:
                return False
        return True
    return can_pay


@step("defect", doc="to the expedition facing its own, the same object (7.3.6 v5.0)", rules="7.3.6.a 7.4.4.i", can_fail=True,
      phrase="{what:subject} go{what:es} to the expedition facing {what:poss} own", what=P("selector", required=True, of="objects"))
def _defect(c, arg, node):
    """The object goes to the Expedition facing its own (7.3.6.a, 7.4.4.i: a Gigantic card's own)."""
    what = c.selector(arg["what"])

    def run(ctx: Ctx):
        game = ctx.game
        for o in what(ctx):
            if o.gone or o.zone is None or not o.zone.spec.subzones or o.sub is None:
                continue
            mine = next((m for m in game.markers if m.player == o.controller and m.sub == o.sub), None)
            if mine is None:
                continue
            facing = game.facing(mine)
            game.actions.relocate([o], facing.player, facing.sub, ctx, "defect")
    return Payable(run, _in_expeditions(what, arg["what"]))


@step("take_control", doc="the player takes control of objects in those zones (7.3.40 v5.0)", rules="7.3.40",
      can_fail=True,
      phrase="[{who=you}you take|{who} take{who:s}|you take] control of {what} in {zones/ or }",
      what=P("selector", required=True, of="objects"), who=P("player"), zones=P("list", required=True))
def _take_control(c, arg, node):
    """``who`` takes control of objects in the ``zones`` named (7.3.40): in a zone of Expeditions they
    choose one of theirs, elsewhere the object joins their part of the zone; never one they control."""
    what = c.selector(arg["what"])
    who = c.expr(arg.get("who", "you"))
    zones = tuple(c.check_name(arg, z, "zone", c.book.zones) for z in arg["zones"])

    def run(ctx: Ctx):
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
            game.actions.relocate([o], taker, sub, ctx, "take_control")

    def can_pay(ctx: Ctx) -> bool:
        """Whether one of them can be taken: never one the taker controls already (7.3.40.c-d)."""
        taker = who(ctx)
        taker = taker[0] if isinstance(taker, list) else taker
        return any(not o.gone and o.zone is not None and o.zone.name in zones and o.controller != taker
                   for o in what(ctx))
    return Payable(run, can_pay)


TOKEN_KEYS = ("name", "type", "zone_type", "stats", "subtypes", "abilities")   # 7.3.4.b: the template of a token


@step("create", doc="create tokens in an expedition, or in a zone of their creator (7.3.4; v5.0 7.3.5, 7.3.30.a)",
      rules="7.3.4 2.2.4.f 2.2.10.e 2.2.11.f 7.4.4.h",
      phrase="create [{count}|1] {[}{name}[ {stats}]{]}[ {subtypes/ }] token[{count:s}]"
             "[ (type {type}, zone type {zone_type})| (type {type})| (zone type {zone_type})] "
             "[in the creator's {to} zone|[{distribute}distributed among|in] {in}][ with {abilities}][ → {as}]",
      **{"in": P("marker", acts=False, doc="the expedition(s) they join (one of in and to)"), "as": P("name")},
      to=P("zone", doc="the zone of their creator they join instead of an expedition (a Permanent token, "
                       "v5.0 2.2.1.d, 7.3.30.a)"),
      count=P("count"), name=P("text"), stats=P("stats"), subtypes=P("list"), abilities=P("abilities"),
      type=P("text", doc="the token's type when the effect names one (v5.0 2.2.1.d; else play.tokens.type)"),
      zone_type=P("text", doc="a Permanent token's zone type (2.2.3)"),
      distribute=P("flag", doc="each token goes to the expedition its creator picks (7.4.4.h)"))
def _create(c, arg, node):
    """7.3.4: create tokens in an Expedition (2.2.4.f name, 2.2.10.e statistics, 2.2.11.f abilities), or in
    a zone of their creator (v5.0: a Permanent token in the Landmark zone)."""
    if "type" in arg:
        c.check_name(arg, arg["type"], "type", c.book.types)
    if ("in" in arg) == ("to" in arg):
        c.error(node, "create: give where the tokens go, either in (an expedition) or to (a zone), not both")
    if "to" in arg and arg.get("distribute"):
        c.error(node, "create: distribute spreads tokens among expeditions (in), not in a zone (to)")
    if "to" in arg:
        c.check_name(arg, arg["to"], "zone", c.book.zones)
        zone_spec = c.book.zones[arg["to"]]
        if zone_spec.subzones:
            c.error(node, f"create: tokens join the {arg['to']} zone in an expedition: say which one (in)")
        if zone_spec.scope != "personal" and not zone_spec.per_player:
            c.error(node, f"create: the {arg['to']} zone is no player's: tokens cannot be created there")
    where = c.expr(arg["in"]) if "in" in arg else None
    zone = arg.get("to")
    count = c.expr(arg.get("count", 1))
    name = arg.get("as")
    spec = {k: arg[k] for k in TOKEN_KEYS if k in arg}
    # "in my Expedition" or "in the Expedition facing it" of a Gigantic object names two Expeditions as one
    # place: each token goes to the one its creator picks (7.4.4.h); "in each of your Expeditions" creates
    # in every one
    distribute = bool(arg.get("distribute")) or _one_place(arg.get("in"))

    def run(ctx: Ctx):
        if where is None:                               # a zone of the creator's (its owner, 1.1.7.b)
            made = [ctx.game.actions.create_token(spec, None, ctx, zone=zone)
                    for _ in range(count(ctx))]
            if name:
                ctx.vars[name] = made
            return
        markers = as_list(where(ctx))
        made = []
        for _ in range(count(ctx)):
            if not markers:
                return
            if not distribute and len(markers) > 1:     # "in each of your Expeditions"
                made.extend(ctx.game.actions.create_token(spec, m, ctx) for m in markers)
                continue
            m = markers[0] if len(markers) == 1 else ctx.game.choose_option(
                ctx.you, "choose", "create the token in which expedition?", markers,
                [ctx.game.describe(x) for x in markers])
            made.append(ctx.game.actions.create_token(spec, m, ctx))
        if name:
            ctx.vars[name] = made
    return run


@step("create_like", doc="a token like it, on the same side of the player (7.3.29.b v5.0)", rules="7.3.29.b",
      phrase="create a token like {what}", what=P("value", required=True))
def _create_like(c, arg, node):
    """A token like the given one, in the Expedition on the same side of the player (v5.0 7.3.29.b)."""
    what = c.expr(arg["what"])

    def run(ctx: Ctx):
        game = ctx.game
        for o in as_list(what(ctx)):
            if o is None or not o.card.token:
                continue
            if o.sub is None and o.zone is not None:    # a token of a zone without expeditions (Landmark)
                game.actions.create_token(game.book.token_spec(o.card), None, ctx, zone=o.zone.name)
                continue
            marker = next((m for m in game.markers if m.player == ctx.you and m.sub == o.sub), None)
            if marker is not None:
                game.actions.create_token(game.book.token_spec(o.card), marker, ctx)
    return run


def _one_place(said) -> bool:
    """Whether ``in`` names one Expedition, which a Gigantic object may make two (7.4.4.h): an object's own
    ("my Expedition", 7.4.4.f) or the one facing an object's or an Expedition ("the Expedition facing me/it",
    7.4.4.g), not a set of them ("your Expeditions")."""
    if not isinstance(said, dict) or len(said) != 1:
        return False
    if "marker_of" in said:
        return True
    return "facing" in said and not (isinstance(said["facing"], list) or
                                     isinstance(said["facing"], dict) and "markers" in said["facing"])


def marker_set(c, arg):
    if arg == "all":
        def read(ctx: Ctx) -> Any:
            return ctx.game.markers
        return read
    owner = c.expr(arg["owner"]) if "owner" in arg else None
    side = arg.get("side")

    def markers(ctx: Ctx) -> list:
        who = owner(ctx) if owner is not None else None      # read once, not once per marker
        out = []                           # (a loop: a comprehension would make a closure cell at every call)
        for m in ctx.game.markers:
            if (owner is None or m.player == who) and (side is None or m.sub == side):
                out.append(m)
        return out
    return markers


@value("markers", gives="markers", phrase="{_}", doc="expeditions (their markers): ``all`` or "
       "``{owner: PLAYER, side: hero|companion}``", rules="1.2.3.c", _=MARKER_SET)
def _markers_value(c, arg, node):
    """Expeditions (their markers): ``all`` or ``{owner: you, side: companion}``."""
    return marker_set(c, arg)


@value("would_advance", gives="number", phrase="the regions it would have moved", rules="6.2.i 7.3.17",
       doc="in what replaces a move forward (\"it moves forward one more region instead\"): how many regions the "
           "move replaced would have moved it, so that a second replacement adds to the first (6.2.i)")
def _would_advance(c, arg, node):
    if c.replacing != "advance":
        c.error(node, "counts the regions of a move that is replaced: only in what replaces it (6.2)")
    def read(ctx: Ctx) -> Any:
        return ctx.vars["would_advance"]
    return read


@value("marker_of", gives="markers", phrase="{_:poss} expedition", rules="7.4.4.f 6.3.j",
       doc="the expedition(s) an object is in (\"my expedition\"; both for a gigantic one); for an object "
           "that left them, those it was in just before it moved", _=P("value"))
def _marker_of(c, arg, node):
    """The Expedition(s) an object is in ("my Expedition"; both for a Gigantic one, 7.4.4.f); for an
    object that moved out of them, those it was in just before (6.3.j: Chrysalis's Mana Moth)."""
    obj = c.expr(arg)

    def get(ctx: Ctx):
        return markers_of(ctx, obj(ctx))
    return get


ONE_EXPEDITION: Final = "_one_expedition"    # the one of several a condition is asked of (of_each_expedition)


def of_each_expedition(c, test, cond):
    """A condition that names one Expedition of an object ("my Expedition", "the Expedition facing me") which may
    be several (a Gigantic object's, 7.4.4.f): each of them must meet it, the effect done once (7.4.4.k); the
    compiled condition ``cond`` asked once of each (``markers_of`` reads the one asked of). ``cond`` itself where
    the condition names no such Expedition, or several different ones."""
    said = {repr(d["marker_of"]): d for d in dicts_in(test) if isinstance(d, dict) and set(d) == {"marker_of"}}
    if len(said) != 1:
        return cond
    markers = c.expr(next(iter(said.values())))

    def each(ctx: Ctx) -> Any:
        found = _markers(markers(ctx))
        if len(found) < 2:
            return cond(ctx)
        return all(cond(ctx.child(**{ONE_EXPEDITION: m})) for m in found)
    return each


def markers_of(ctx: Ctx, o) -> list:
    """The Expedition(s) ``o`` is in (the first of a list): an Expedition is its own; both of its controller's
    for a Gigantic object (7.4.4.f), or the one of them a condition is asked of (7.4.4.k: of_each_expedition);
    for one that left them, those it was in just before it moved (6.3.j)."""
    o = o[0] if isinstance(o, list) and o else o
    if o is None or isinstance(o, list):
        return []
    if _is_marker(o):                      # an Expedition is its own ("while it's behind", said of one)
        return [o]
    game = ctx.game
    before = ctx.rare.present_before       # a trigger reads the state before a switch (7.4.4.i)
    if before is not None and o.zone is not None and o.zone.name == game.sub_zone_name:
        return [m for m in game.markers if m.player == o.controller and (o.id in before or m.sub == o.sub)]
    out = [m for m in game.markers if game.in_marker(o, m)]
    if not out:
        was = as_it_was(ctx, o)
        if was is not o:
            out = [m for m in game.markers if game.in_marker(was, m)]
    if len(out) > 1:
        one = ctx.vars.get(ONE_EXPEDITION)
        if one is not None and one in out:
            return [one]
    return out


@value("other_marker", gives="markers", phrase="{_:poss} other expedition", rules="7.4.4.k",
       doc="\"your other expedition\": none for a gigantic object", _=P("value"))
def _other_marker(c, arg, node):
    """"Your other Expedition": none for a Gigantic object (7.4.4.k)."""
    named = OPERATORS["value"].get(next(iter(arg))) if isinstance(arg, dict) and len(arg) == 1 else None
    if named is not None and named.gives in ("marker", "markers"):
        c.error(arg, "'other_marker' is the other expedition of an object (whose?), not of a set of expeditions")
    obj = c.expr(arg)

    def get(ctx: Ctx):
        o = obj(ctx)
        o = o[0] if isinstance(o, list) and o else o
        mine = [m for m in ctx.game.markers if ctx.game.in_marker(o, m)]
        if len(mine) != 1:
            return []
        return [m for m in ctx.game.markers if m.player == mine[0].player and m is not mine[0]]
    return get


def facing(ctx: Ctx, v):
    """The Expedition (marker) facing a marker, or those facing each of a list. An object said in its place
    ("the Expedition facing it", "it" a target or the trigger's object) stands for the Expedition(s) it is in
    (markers_of: as it was if it left them, 6.3.j): for a Gigantic one, those facing each of its controller's
    Expeditions (7.4.4.g), each once."""
    game = ctx.game
    out: list = []                     # (loops: a comprehension would make closure cells at every call)
    if not isinstance(v, list):
        if hasattr(v, "moved_today"):      # (_is_marker inlined: a call less at each Expedition faced)
            return game.facing(v)
        for m in markers_of(ctx, v):
            out.append(game.facing(m))
        return out
    for x in v:
        for m in ([x] if _is_marker(x) else markers_of(ctx, x)):
            f = game.facing(m)
            for y in out:
                if f is y:
                    break
            else:
                out.append(f)
    return out


@value("facing", gives="marker", phrase="the expedition facing {_}", rules="1.2.3.c 7.4.4.g",
       doc="the expedition facing a marker (or those facing each of a list); said of an object, the "
           "expedition(s) facing the one(s) it is in (both for a gigantic one, 7.4.4.g)", _=P("value"),
       inline=lambda w, arg, node, ctx: f"{w.const(facing)}({ctx}, {w.source(arg, ctx)})")
def _facing(c, arg, node):
    m = c.expr(arg)
    def read(ctx: Ctx) -> Any:
        return facing(ctx, m(ctx))
    return read


def _sum_over_source(w, arg, node, ctx):
    if not isinstance(arg, dict) or "markers" not in arg or "value" not in arg:
        return None
    markers = w.given(marker_set(w.c, arg["markers"]), arg["markers"], ctx)
    found = w.loop(ctx, arg.get("as", "m"), markers, arg["value"])
    return f"sum({found[2]} for {found[0]})" if found is not None else None


@value("sum_over", gives="number", phrase="the sum of {value} over {markers}[ ({as})]",
       doc="a value summed over markers, each bound to ``as`` in turn",
       markers=MARKER_SET, value=P("value", required=True), **{"as": P("name")}, inline=_sum_over_source)
def _sum_over(c, arg, node):
    markers = marker_set(c, arg["markers"])
    name = arg.get("as", "m")
    val = c.expr(arg["value"])
    def read(ctx: Ctx) -> Any:
        return sum(val(inner) for _, inner in ctx.each(name, markers(ctx)))
    return read


@value("contains", gives="condition", phrase="{object:subject} {object:is} in {marker}", rules="7.4.2.b",
       doc="the object is in that expedition", marker=P("marker", required=True), object=P("selector", required=True))
def _contains(c, arg, node):
    """``{contains: {marker: M, object: SEL}}``: the object is in M's Expedition."""
    m, obj = c.expr(arg["marker"]), c.selector(arg["object"])
    def read(ctx: Ctx) -> Any:
        return any(ctx.game.in_marker(o, m(ctx)) for o in obj(ctx))
    return read


@value("moved_forward_today", gives="condition", phrase="an expedition of {_:one} moved forward today",
       rules="4.2.5.b", doc="an expedition the object is in moved forward this day", _=P("selector"))
def _moved_forward_today(c, arg, node):
    """Whether an Expedition the object is in moved forward this day (4.2.5.b)."""
    obj = c.selector(arg)
    def read(ctx: Ctx) -> Any:
        return any(m.moved_forward_today and ctx.game.in_marker(o, m) for o in obj(ctx) for m in ctx.game.markers)
    return read


POSITIONS = ("ahead", "behind", "tied")


@value("position", gives="condition", phrase="{of} {of:is} {is}", rules="7.5.2",
       doc="an expedition is ahead, behind or tied with the expedition facing it; several must all be so",
       of=P("marker", required=True), **{"is": P("word", required=True, choices=("ahead", "behind", "tied"))})
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

    def get(ctx: Ctx):
        ms = listed_markers(markers(ctx))
        return bool(ms) and all(holds(ctx.game, m) for m in ms)
    return get


@value("count_markers", gives="number", phrase="the number of expeditions of {_}",
       doc="how many expeditions (\"per expedition in {V}\")", _=P("marker"))
def _countlisted_markers(c, arg, node):
    """"per Expedition in {V}": how many Expeditions."""
    markers = c.expr(arg)
    def read(ctx: Ctx) -> Any:
        return len(listed_markers(markers(ctx)))
    return read


@value("markers_where", gives="markers", phrase="{in} where {test}",
       doc="the expeditions that pass a test, each bound to ``as`` in turn (\"an expedition that's ahead\")",
       test=P("condition", required=True), **{"in": P("marker", required=True), "as": P("name")})
def _markers_where(c, arg, node):
    """Expeditions that pass a test, each bound to ``as`` in turn ("an Expedition that's ahead")."""
    markers, name, test = c.expr(arg["in"]), arg.get("as", "m"), c.expr(arg["test"])
    def read(ctx: Ctx) -> Any:
        return [m for m, inner in ctx.each(name, listed_markers(markers(ctx))) if test(inner)]
    return read
