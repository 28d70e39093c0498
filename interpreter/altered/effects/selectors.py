"""Selectors: which objects or cards a step acts on.

A selector is ``self``, ``it``, ``{var: NAME}`` or a filter mapping such as
``{zone: Reserve, owner: you, type: Character, not_status: Exhausted}``.
Without ``zone`` it looks at the objects in play (2.2.1.h).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from .context import PERFORMED, Ctx
from .params import P
from .registry import EXPRS, OPERATORS, filter_key

if TYPE_CHECKING:
    from .host import Host, Obj

# a test of one object (or event) in a context; the selectors' hot closures are typed, as the module is
# compiled (setup.py): a typed read of a compiled class's field is one load
Test = Callable[[Any, Ctx], bool]

# The keys of a filter mapping, each declared once; ``place`` says where the gloss puts its words around
# the noun ("Boosted Soldier Characters you control in Reserve"): adjectives, then the words of a kind
# (the noun when no key gives one), the noun, and what follows it.
filter_key("among", "post", "among {_}", "only among these objects (\"from these cards\")", _=P("value"))
filter_key("zone", "post", "in [{owner:poss} ]{_/ or }", "in that zone (or one of those); without it, the objects in "
           "play", "2.2.1.h", _=P("zone"))
filter_key("owner", "post", "[{zone?}|owned by {_}]", "owned by that player (any opponent for ``opponent``)", "1.2.5",
           _=P("player"))
filter_key("controller", "post", "[{_=you}you control|controlled by {_}]", "controlled by that player (any opponent "
           "for ``opponent``)", "1.2.5", _=P("player"))
filter_key("type", "noun", "{_/ or }", "of that type (or one of those)", "2.2.1", _=P("name"))
filter_key("subtype", "kind", "{_/ or }", "of that sub-type (or one of those), or whose zone type it is "
           "(\"landmarks\")", "2.2.3", _=P("name"))
filter_key("status", "adj", "{_/ and }", "with all of these statuses", "2.4", _=P("status"))
filter_key("not_status", "adj", "non-{_/ and non-}", "with none of these statuses", "2.4", _=P("status"))
filter_key("keyword", "adj", "{_}", "with that keyword", "7.4", _=P("name"))
filter_key("top", "post", "(the top {_})", "the N cards on top of an ordered zone", "3.2.2", _=P("value"))
filter_key("bottom", "post", "(the bottom {_})", "the N cards at the bottom of an ordered zone", "3.2.2",
           _=P("value"))
filter_key("in_marker", "post", "in {_}", "in that expedition", "1.2.3.c", _=P("marker"))
filter_key("not", "post", "other than {_}", "not one of these objects (nor what they became by a move of this "
           "ability's trigger)", "2.1.f", _=P("value"))
filter_key("where", "post", "where {_}", "a test, with the candidate object bound to ``it``", _=P("condition"))
filter_key("token", "kind", "[{_}token|non-token]", "a token (true) or not (false)", "2.2.4.f", _=P("flag"))
filter_key("name", "post", "named {_}", "with that name (an Emblem's label is none, 2.2.4.g)", "2.2.4.g",
           _=P("name"))
FILTER_KEYS = tuple(OPERATORS["filter"])


def one(value: Any) -> Any:
    """A single value from what may be a one-element list (a chosen target)."""
    if isinstance(value, list):
        return value[0] if value else None
    return value


def as_list(value: Any) -> list:
    if value is None:
        return []
    if isinstance(value, list):
        return value
    return [value]


def found(ctx: Ctx, o: Any) -> Any:
    """An object this ability moved is found in its new zone (2.1.f-g); another object that is gone
    is still read as it last was (2.1.h), though nothing can change it any more (2.1.i)."""
    follow = ctx.follow
    if follow is None and o is not None and getattr(o, "gone", False):
        follow = ctx.recorded("follow")    # moved after this context was made, in another one (Ctx.moves)
    while o is not None and getattr(o, "gone", False) and follow and o.id in follow:
        if follow[o.id] is o:              # (an object followed to itself: nowhere further)
            break
        o = follow[o.id]
    return o


def read_as_played(read: Callable[[Ctx], Any]) -> Callable[[Ctx], Any]:
    """A condition of a Reaction to another card played: a Spell that performed its effect and went on (5.2.4.b)
    is read as it was played (2.1.h: "When you play a Spell — If it's [[Fleeting]]"), though its steps find it
    where it went (2.1.f: "— Exhaust it."): the context's ``follow`` without it, while the condition is read."""
    def test(ctx: Ctx) -> Any:
        follow = ctx.follow
        if not follow or PERFORMED not in follow:
            return read(ctx)
        played = follow[PERFORMED]
        ctx.follow = {k: v for k, v in follow.items() if k != played}
        try:
            return read(ctx)
        finally:
            ctx.follow = follow
    return test


def top_count(what) -> int | None:
    """N of a selection of the top (bottom) N cards of a zone written as a number (``{zone: Deck, top: 2}``), else
    None: what a cost on it asks for, N or not at all (1.2.5.c)."""
    n = what.get("top", what.get("bottom")) if isinstance(what, dict) else None
    return n if isinstance(n, int) and not isinstance(n, bool) and n > 0 else None


def as_it_was(ctx: Ctx, o: Any) -> Any:
    """Last known information (v3.0 2.1.h; v5.0 6.3.j-k): the object as it was just before it moved.
    A move leaves the former object as it was (its place, statuses, counters and controller; what
    passives made of its characteristics is kept in ``game.last_known``): an object this effect or
    the event being answered moved is read as that former object; a former object is its own
    snapshot; an object that did not move is read as it is."""
    if o is None or getattr(o, "gone", True):
        return o
    was = ctx.was
    return was.get(o.id, o) if was else o


def _self(ctx: Ctx) -> list:
    """"I": the object bearing the ability, or the new object its own ability or trigger made of it
    (2.1.f-g), e.g. "When I'm sacrificed — Put me in Reserve"."""
    o = me(ctx)
    return [] if o is None else [o]


def me(ctx: Ctx) -> Any:
    """"I" as one object (the value ``self``): the source, or what it became as the selector ``self`` reads it
    ("we both gain 1 boost" after I went to Reserve with Scout, 7.4.5.e)."""
    o = ctx.source
    if o is None or not getattr(o, "gone", False):
        return o
    o = found(ctx, o)
    if o is not None and o.gone:       # played with an alternative cost whose Reactions follow it (7.4.5.e)
        o = (ctx.game.vars.get("found_as") or {}).get(o.id, o)
    return o


def _bound(name: str) -> Callable[[Ctx], list]:
    """The objects bound to ``name``, each found where this ability moved it (2.1.f-g)."""
    def read(ctx: Ctx) -> list:
        value = ctx.vars.get(name)         # (as_list inlined: one call per selection, not three)
        out: list = []
        for o in (value if isinstance(value, list) else () if value is None else (value,)):
            o = found(ctx, o) if hasattr(o, "gone") else o
            if o is not None:
                out.append(o)
        return out
    return read


def compile_selector(c, node) -> Callable[[Ctx], list]:
    if node == "self":
        return _self
    if node == "it":
        return _bound("it")
    if isinstance(node, dict) and set(node) - {"rule", "note"} == {"var"}:
        return _bound(node["var"])
    if not isinstance(node, dict):
        c.error(node, f"cannot read {node!r} as a selection of objects")
    ops = [k for k in node if k in EXPRS and k not in FILTER_KEYS]
    if "among" in node:                # filters over objects bound earlier ("among these cards")
        source = c.expr(node["among"])
        among = all_of(*_tests(c, node)) or _anything
        def read3(ctx: Ctx) -> Any:
            return [o for o in as_list(source(ctx)) if not o.gone and among(o, ctx)]
        return read3
    if len(ops) == 1:                  # markers, players, among ...: a value that is a list of things
        extra = [k for k in node if k in FILTER_KEYS and k not in EXPRS]
        if extra:                      # (Compiler._expr would hand such a mapping back here, for ever)
            c.error(node, f"'{ops[0]}' is a value of its own: it takes no filter key ({', '.join(extra)})")
        value = c.expr(node)
        def read4(ctx: Ctx) -> Any:
            return as_list(value(ctx))
        return read4
    for key in node:
        if key not in FILTER_KEYS:
            c.error(node, f"unknown filter '{key}'", FILTER_KEYS)

    book = c.book
    zones = node.get("zone")
    if zones is None and "in_marker" in node:      # only the zone split into Expeditions holds them
        zones = [z for z, spec in book.zones.items() if spec.subzones]
    zone_names = as_list(zones) if zones is not None else list(book.in_play_zones)
    for z in zone_names:
        c.check_name(node, z, "zone", book.zones)
    owner = c.expr(node["owner"]) if "owner" in node else None
    # ``not:`` of the common selection is read once per selection, not once per object (below)
    apart = "not" in node and not any(k in node for k in ("in_marker", "top", "bottom"))
    tests = _tests(c, node, exclusion=not apart)
    parted = frozenset(z for z in zone_names if book.zones[z].parted)
    if owner is not None and parted:       # a player's part of a shared zone: what they control (7.5.5.a-b)
        tests.append(_their_part(parted, node["owner"], owner))
    excluded = c.expr(node["not"]) if apart else None
    each_opponent = node.get("owner") == "opponent"
    if each_opponent:      # at a table of more than two, every opponent's zones: all zones, then their owners
        opp: Any = owner
        owner = lambda ctx: opp(ctx) if len(ctx.game.players) == 2 else None   # noqa: E731
        tests.append(lambda o, ctx: len(ctx.game.players) == 2 or o.zone.owner is None
                     or o.zone.owner in ctx.game.rivals[ctx.you])
    top: Any = c.number(node, "top", "'top' of a selection", min=0) if "top" in node else None
    bottom: Any = c.number(node, "bottom", "'bottom' of a selection", min=0) if "bottom" in node else None

    passes = all_of(*tests)
    mine = node.get("owner") == "you"           # "your ...": the zones of ``you``, read in place
    if top is None and bottom is None and "in_marker" in node:
        # "in that Expedition": the marker is read once, not once per object (tests[0] reads it)
        mk = c.expr(node["in_marker"])
        rest = all_of(*tests[1:])
        # tests that read only the object and the state: the answer is kept for the state version, with
        # the named values (an Expedition's strength reads the same Characters for each terrain)
        kept = set(node) - {"rule", "note", "owner"} <= STATE_ONLY_KEYS
        var = getattr(mk, "var", None)       # {in_marker: {var: marker}}: the name read in place
        token = object()                     # this selection's part of the memo keys

        def select_in(ctx: Ctx) -> list:
            game: Host = ctx.game
            who = one(owner(ctx)) if owner is not None else None
            m = (ctx.vars[var] if var in ctx.vars else game.vars.get(var)) if var is not None else mk(ctx)
            if kept and not isinstance(m, list):
                memo = game.memo if game.memo[0] == game.version else game.reset_memo()
                key = (token, m, who, ctx.you if each_opponent else None)
                hit = memo[1].get(key)
                if hit is not None:
                    return list(hit)
            inside = game.in_marker
            # (loops, not comprehensions: a comprehension would make closure cells at every call, 3.11)
            out: list[Obj] = []
            if m is not None and not isinstance(m, list):     # only its controller's objects can be in it
                player, sub = m.player, m.sub
                for z in zone_names:
                    for zone in game.zone_instances(z, who):
                        # (in_marker's first answer, read in place: in the marker's zone and Expedition)
                        here = zone.name == game.sub_zone_name
                        for o in zone.objs:
                            if o.controller == player and (here and o.sub == sub or inside(o, m)) \
                                    and (rest is None or rest(o, ctx)):
                                out.append(o)
            else:
                for z in zone_names:
                    for zone in game.zone_instances(z, who):
                        for o in zone.objs:
                            if inside(o, m) and (rest is None or rest(o, ctx)):
                                out.append(o)
            if kept and not isinstance(m, list):
                memo[1][key] = tuple(out)
            return out
        return select_in
    if top is None and bottom is None:         # the common case, without the position questions
        def select_all(ctx: Ctx) -> list:
            game: Host = ctx.game
            who = None if owner is None else ctx.you if mine else one(owner(ctx))
            found: list[Obj] = []             # (loops, not comprehensions: no closure cells at every call)
            if excluded is not None:          # "the others": the tests read only the objects left
                out = as_list(excluded(ctx))
                for z in zone_names:
                    for zone in game.zone_instances(z, who):
                        for o in zone.objs:
                            if _not_among(o, ctx, out) and (passes is None or passes(o, ctx)):
                                found.append(o)
                return found
            if passes is None:
                for z in zone_names:
                    for zone in game.zone_instances(z, who):
                        found.extend(zone.objs)
                return found
            for z in zone_names:
                for zone in game.zone_instances(z, who):
                    for o in zone.objs:
                        if passes(o, ctx):
                            found.append(o)
            return found
        return select_all

    def select(ctx: Ctx) -> list:
        game: Host = ctx.game
        who = one(owner(ctx)) if owner is not None else None
        found: list = []
        for z in zone_names:
            for zone in game.zone_instances(z, who):
                n = (top if top is not None else bottom)(ctx)
                found.extend(game.actions.positions(zone, n, from_top=top is not None))
        if passes is not None:
            found = [o for o in found if passes(o, ctx)]
        return found
    return select


def _their_part(parted: frozenset, said, owner) -> Test:
    """A player's part of a zone the game has one of, split among the players (ZoneSpec.parted: the Expedition
    zone, 3.2.4.b; the Landmark zone in v5.0, 3.2.7.b): the objects there they control (v5.0 7.5.5.a-b), as
    ``{zone: Landmark, owner: you}`` ("your Landmark zone", "Landmarks you have in play") says; the whole zone
    is every player's. ``said``: the player as written (``you``, ``opponent`` read in place); objects of the
    other zones of the selection pass."""
    if said == "you":
        return lambda o, ctx: o.zone.name not in parted or o.controller == ctx.you
    if said == "opponent":                 # "an opponent's": any of them
        return lambda o, ctx: o.zone.name not in parted or o.controller in ctx.game.rivals[ctx.you]
    return lambda o, ctx: o.zone.name not in parted or o.controller == one(owner(ctx))


# Filters whose test reads only the object and the state (not the effect's names or its source).
STATE_ONLY_KEYS = frozenset(("zone", "type", "subtype", "name", "token", "status", "not_status", "in_marker"))


# Filters that read only what an object keeps until it moves (its card, zone type, owner and
# controller), with players named relative to the source's controller: a passive whose target test
# uses only these gives the same answer for an object as long as both objects exist (an effect that
# changes an object's controller in place calls game.runtime.object_changed).
FIXED_KEYS = frozenset(("controller", "owner", "type", "subtype", "name", "token"))
FIXED_PLAYERS = ("you", "opponent")


def fixed_test(node) -> bool:
    """Whether the test compile_predicate makes of ``node`` reads only FIXED_KEYS (see above)."""
    if node == "self" or node is None:
        return True
    return isinstance(node, dict) and set(node) - {"rule", "note"} <= FIXED_KEYS and all(
        node[k] in FIXED_PLAYERS for k in ("controller", "owner") if k in node)


def compile_predicate(c, node, at=None) -> Test:
    """A test on one object: ``self`` or a filter mapping (zone and position keys ignored); whether it
    reads only what an object keeps until it moves is fixed_test(node)."""
    if node == "self":
        return _is_source
    if node is None:
        return _anything
    if not isinstance(node, dict):         # shown where the mapping holding it was written (``at``)
        c.error(node if at is None else at, f"cannot read {node!r} as a test of an object: "
                                            f"'self' or a filter mapping ({', '.join(FILTER_KEYS)})")
    for key in node:
        if key not in FILTER_KEYS:
            c.error(node, f"unknown filter '{key}'", FILTER_KEYS)
    tests = _tests(c, node)
    if "among" in node:                    # one of these objects ("If I would be sent to your Reserve": me)
        if node["among"] == "self":
            tests.append(_is_source)
        else:
            among = c.expr(node["among"])
            tests.append(lambda o, ctx: o in as_list(among(ctx)))
    zones = node.get("zone") if isinstance(node, dict) else None
    parted = frozenset(z for z in as_list(zones) if z in c.book.zones and c.book.zones[z].parted) \
        if zones is not None else frozenset()
    if "owner" in node and parted:         # of an object in a player's part of a shared zone: who controls it
        own = c.expr(node["owner"])
        tests.append(lambda o, ctx: (o.controller if o.zone is not None and o.zone.name in parted else o.owner)
                     in (ctx.game.rivals[ctx.you] if node["owner"] == "opponent" else (one(own(ctx)),)))
    elif "owner" in node:
        own = c.expr(node["owner"])
        if node["owner"] == "opponent":        # "an opponent's": any of them (each other player, or team)
            tests.append(lambda o, ctx: o.owner in ctx.game.rivals[ctx.you])
        elif node["owner"] == "you":           # (read in place: no call of the value and of one() per object)
            tests.append(lambda o, ctx: o.owner == ctx.you)
        else:
            tests.append(lambda o, ctx: o.owner == one(own(ctx)))

    return all_of(*tests) or _anything


def all_of(*given: Test | None) -> Test | None:
    """One test of two arguments (an object or event, a context) that all of ``given`` pass; None for
    none (``None`` tests are left out). Written out for one and two tests: no generator per call."""
    tests = [t for t in given if t is not None]
    if not tests:
        return None
    if len(tests) == 1:
        return tests[0]
    if len(tests) == 2:
        first, second = tests
        return lambda o, ctx: first(o, ctx) and second(o, ctx)

    def passes(o: Any, ctx: Ctx) -> bool:
        for t in tests:
            if not t(o, ctx):
                return False
        return True
    return passes


def _not_among(o: Any, ctx: Ctx, excluded: list) -> bool:
    """``not:``: neither one of ``excluded`` nor the object one of them became by a move of this
    ability's trigger ("another card" than me, once I am in Reserve: 2.1.f, v5.0 6.3.d)."""
    if o in excluded:
        return False
    if ctx.follow:                         # (a loop: no closure cells at every call)
        for x in excluded:
            if found(ctx, x) is o:
                return False
    return True


def _is_source(o: Any, ctx: Ctx) -> bool:
    return o is ctx.source


def _anything(o: Any, ctx: Ctx) -> bool:
    return True



def _status_test(book, names, present) -> Test:
    """``status`` (all of them) or ``not_status`` (none of them); a status that a counter stands for
    (derived_statuses) is read from the counter, as game.has_status does."""
    if len(names) == 1 and names[0] not in book.derived_statuses:
        name: str = names[0]

        def has(o: Obj, ctx: Ctx) -> bool:
            return name in o.statuses

        def has_not(o: Obj, ctx: Ctx) -> bool:
            return name not in o.statuses
        return has if present else has_not
    if present:
        return lambda o, ctx: all(ctx.game.has_status(o, s) for s in names)
    return lambda o, ctx: not any(ctx.game.has_status(o, s) for s in names)


def compile_where(c, node) -> Test:
    """A test on one object that also checks where it is (``zone``), unlike compile_predicate:
    "When you exhaust a card in Reserve", "Exhausted Characters in Reserve remain ..."."""
    test = compile_predicate(c, node)
    if not isinstance(node, dict) or node.get("zone") is None:
        return test
    zones = tuple(as_list(node["zone"]))
    for z in zones:
        c.check_name(node, z, "zone", c.book.zones)
    return lambda o, ctx: o.zone is not None and o.zone.name in zones and test(o, ctx)


def _tests(c, node, exclusion=True) -> list[Test]:
    """The tests of a filter's keys, one per key; ``not:`` among them only with ``exclusion``."""
    book = c.book
    tests: list[Test] = []
    if "in_marker" in node:            # first: the test that rules out most objects (tests read, never change)
        mk = c.expr(node["in_marker"])
        tests.append(lambda o, ctx: ctx.game.in_marker(o, mk(ctx)))
    if "controller" in node:       # 7.5.4.a: only objects in play (zones.yaml's in_play) are controlled
        ctl = c.expr(node["controller"])

        def rival_controls(o: Obj, ctx: Ctx) -> bool:
            return o.zone.spec.in_play and o.controller in ctx.game.rivals[ctx.you]

        def controls(o: Obj, ctx: Ctx) -> bool:
            return o.zone.spec.in_play and o.controller == one(ctl(ctx))

        def you_control(o: Obj, ctx: Ctx) -> bool:     # (read in place: no call of the value and of one())
            return o.zone.spec.in_play and o.controller == ctx.you
        tests.append(rival_controls if node["controller"] == "opponent" else
                     you_control if node["controller"] == "you" else controls)
    if "type" in node:
        want = set(as_list(node["type"]))
        for t in want:
            c.check_name(node, t, "type", book.types)

        def of_type(o: Obj, ctx: Ctx) -> bool:
            zone = o.zone                  # (game.type_of inlined: a call less per object tested)
            forced = zone.spec.object_type if zone is not None and zone.objs else None
            return (forced or o.card.type) in want
        tests.append(of_type)
    if "subtype" in node:
        subs = frozenset(as_list(node["subtype"]))       # one, or any of several ("a Song or Artist")
        tests.append(lambda o, ctx: not subs.isdisjoint(o.card.subtypes) or o.card.zone_type in subs)   # "Landmarks" (2.2.3)
    if "name" in node:
        nm = node["name"]
        nameless = book.nameless_types         # 2.2.4.g: an Emblem's label is no name
        tests.append(lambda o, ctx: o.card.name == nm and not (nameless and ctx.game.type_of(o) in nameless))
    if "token" in node:
        tk = bool(node["token"])
        tests.append(lambda o, ctx: o.card.token == tk)
    for key, present in (("status", True), ("not_status", False)):
        if key in node:
            names = as_list(node[key])
            for s in names:
                c.check_name(node, s, "status", book.statuses)
            tests.append(_status_test(book, names, present))
    if "keyword" in node:
        kw = c.check_name(node, node["keyword"], "keyword", book.keywords)
        tests.append(lambda o, ctx: ctx.game.has_keyword(o, kw))
    if "not" in node and exclusion:
        excluded = c.expr(node["not"])
        tests.append(lambda o, ctx: _not_among(o, ctx, as_list(excluded(ctx))))
    if "where" in node:
        cond = c.expr(node["where"])
        tests.append(lambda o, ctx: cond(ctx.child(it=o)))
    return tests
