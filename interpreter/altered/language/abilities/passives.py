"""Passive abilities (2.3, 2.2.11.m): what they are once compiled.

A passive works while its object's abilities work (1.2.4.d); the game asks
the active passives each time it needs them, so nothing is applied and
undone (2.3.1.k-l).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..effects.selectors import compile_predicate
from ...loading.errors import DesignError

PASSIVES: dict = {}


def passive(name):
    def register(fn):
        PASSIVES[name] = fn
        return fn
    return register


@dataclass(slots=True)
class Passive:
    kind: str
    text: str
    support: bool
    when: Any = None               # fn(ctx) -> bool: a condition ("unless you control two Plants")
    to: Any = None                 # fn(obj, ctx) -> bool: what it applies to
    keyword: str | None = None
    value: Any = None
    abilities: list = field(default_factory=list)   # granted ability data
    cost: dict = field(default_factory=dict)        # change / min / paying
    also: Any = None
    by: Any = None                 # fn(ctx) -> player whose plays it concerns
    next: bool = False
    first_each: str | None = None
    action: str | None = None
    modifier: Any = None           # a rules.Modifier
    effect: Any = None
    only: str | None = None
    source: str | None = None      # on_play: the zone the card is played from ("from your Reserve")
    vars: dict | None = None       # names bound by the effect that created an Ongoing Emblem (6.3.h)
    terrain: str | None = None     # cant advance due to this terrain only: it is ignored (4.2.4.c)
    reads: frozenset = frozenset()  # what other passives may change that it reads (see reads_of; 2.3.2.e-f)


# What a passive reads that another may change (2.3.2.e-f), by the operators of its data: keywords (a
# ``keyword`` filter), where objects are (Expeditions: presence keywords put an object in several),
# terrains, or anything (a named value of the rules).
_PRESENCE_READERS = frozenset(("in_marker", "marker_of", "other_marker", "contains"))
_TERRAIN_READERS = frozenset(("in_terrain", "terrains", "terrain_where"))


def reads_of(*nodes) -> frozenset:
    """("keyword", K), ("presence",), ("terrain",) or ("any",) for each thing the data of a passive reads."""
    out: set = set()

    def walk(node):
        if isinstance(node, dict):
            for k, v in node.items():
                if k == "keyword" and isinstance(v, str):
                    out.add(("keyword", v))
                elif k in _PRESENCE_READERS:
                    out.add(("presence",))
                elif k in _TERRAIN_READERS:
                    out.add(("terrain",))
                elif k == "call":
                    out.add(("any",))
                walk(v)
        elif isinstance(node, list):
            for x in node:
                walk(x)
    for n in nodes:
        walk(n)
    return frozenset(out)


def compile_passive(c, node, text, support, book):
    if not isinstance(node, dict) or len(node) != 1:
        raise DesignError(f"a passive ability needs one operator, got {node!r}")
    [(name, arg)] = node.items()
    if name not in PASSIVES:
        raise DesignError(f"unknown passive ability '{name}'")
    out = PASSIVES[name](c, arg, text, support, book)
    return out if isinstance(out, list) else [out]


def if_condition(c, arg):
    return c.expr(arg["if"]) if isinstance(arg, dict) and arg.get("if") is not None else None


@passive("grant")
def _grant(c, arg, text, support, book):
    """"I am [Defender] unless ...", "Tokens you control are [Gigantic]", "Your Characters have: ..."."""
    kw = arg.get("keyword")
    if kw is not None:
        c.check_name(arg, kw, "keyword", book.keywords)
    return Passive("grant", text, support, when=if_condition(c, arg), to=compile_predicate(c, arg.get("to")),
                   keyword=kw, value=arg.get("value"), abilities=list(arg.get("abilities", ())),
                   reads=reads_of(arg.get("to"), arg.get("if")))


@passive("on_play")
def _on_play(c, arg, text, support, book):
    """Cost changes (5.1.2.e) and what a played card gains (5.2.b)."""
    by = c.expr(arg["by"]) if arg.get("by") is not None else None
    cost = dict(arg.get("cost") or {})
    if isinstance(cost.get("change"), dict):       # "I cost {1} less per exhausted card in Reserve"
        cost["change"] = c.expr(cost["change"])
    p = Passive("on_play", text, support, when=if_condition(c, arg), to=compile_predicate(c, arg.get("what") or None),
                cost=cost, also=c.effect(arg["also"]) if arg.get("also") else None,
                by=by, next=bool(arg.get("next")), first_each=arg.get("first_each"), source=arg.get("from"))
    if arg.get("in") is not None:                  # "I cost {2} less to play in an Expedition with no Characters"
        p.value = _play_in(c, arg["in"])
    return p


def _play_in(c, spec):
    """A test of the Expedition a card is played in: fn(ctx, player, subzone) -> bool."""
    markers = c.expr(spec["marker"])
    without = compile_predicate(c, spec["without"]) if spec.get("without") is not None else None

    def test(ctx, player, sub):
        game = ctx.game
        for m in markers(ctx):
            if m.player != player or m.sub != sub:
                continue
            inside = [o for z in game.zone_instances(game.sub_zone_name) for o in z.objs if game.in_marker(o, m)]
            if without is None or not any(without(o, ctx) for o in inside):
                return True
        return False
    return test


@passive("cant")
def _cant(c, arg, text, support, book):
    """"I can't be played ...", "Expeditions can't move forward" (1.4.1)."""
    what = arg.get("what")
    p = Passive("cant", text, support, when=if_condition(c, arg), action=arg["action"])
    if arg["action"] == "play":
        p.to = compile_predicate(c, what)
    elif arg["action"] == "advance":
        p.only = arg.get("during")                 # "can't move forward during Dusk"
        p.keyword = arg.get("except_due_to")       # "... except due to {O}"
        p.terrain = arg.get("due_to")              # "can't move forward due to {V}" (4.2.4.c)
        parts = what if isinstance(what, list) else [what]
        fns = [c.expr(x) for x in parts]

        def markers(ctx):
            out = []
            for f in fns:
                v = f(ctx)
                out.extend(v if isinstance(v, list) else [v])
            return out
        p.value = markers
    elif arg["action"] == "activate":
        p.value = tuple(arg.get("symbols", ()))
        p.to = compile_predicate(c, arg.get("of"))
    else:
        raise DesignError(f"cannot run a \"can't\" on '{arg['action']}' yet")
    return p


@passive("modifier")
def _modifier(c, arg, text, support, book):
    """"If I would leave the Expedition zone, ... instead", "If you would roll a die ..." (6.2)."""
    from ...rules.modifiers import Modifier
    on = arg["on"]
    action = on["action"]
    step = action in book.action_names or action in book.daily_effect_names
    kind = "replace_step" if step and "instead" in arg else ("replace_action" if "instead" in arg else "additive")
    m = Modifier(str(arg.get("rule", text)), kind, action,
                 _zone_tuple(on.get("from")), _zone_tuple(on.get("to")), None,
                 compile_predicate(c, on.get("object")),
                 c.effect(arg["instead"]) if "instead" in arg else None,
                 c.effect(arg["also"]) if "also" in arg else None, text)
    m.player = c.expr(on["player"]) if on.get("player") is not None else None
    m.status = on.get("status")        # "If I would gain [[Fleeting]]"
    m.marker = c.expr(on["marker"]) if on.get("marker") is not None else None   # "If my Expedition would move forward"
    m.phase = on.get("phase")
    m.cond = if_condition(c, arg)
    m.optional = bool(arg.get("optional"))
    m.declined = c.effect(arg["declined"]) if arg.get("declined") else None
    return Passive("modifier", text, support, modifier=m)


@passive("stats")
def _stats(c, arg, text, support, book):
    """"Characters you control have +1 {V}": statistic changes, applied each time they are read (2.3)."""
    for stat in arg.get("add", {}):
        c.check_name(arg, stat, "statistic", book.statistics)
    return Passive("stats", text, support, when=if_condition(c, arg), to=compile_predicate(c, arg.get("what")),
                   value=dict(arg.get("add", {})))


@passive("lose_abilities")
def _lose_abilities(c, arg, text, support, book):
    """"Other Characters lose their abilities": applied before the abilities it removes (2.3.2.d)."""
    return Passive("lose_abilities", text, support, when=if_condition(c, arg), to=compile_predicate(c, arg.get("what")))


@passive("setup")
def _setup(c, arg, text, support, book):
    """"I begin the game with 5 Heroism counters" (2.5.e)."""
    return Passive("setup", text, support, effect=c.effect(arg))


@passive("ignore")
def _ignore(c, arg, text, support, book):
    """"Ignore my abilities during the first Day" (7.3.14)."""
    return Passive("ignore", text, support, value=arg.get("during"))


@passive("all")
def _all(c, arg, text, support, book):
    out = []
    for part in arg:
        out.extend(compile_passive(c, part, text, support, book))
    return out


def _zone_tuple(value):
    if value is None:
        return ()
    return tuple(value) if isinstance(value, list) else (value,)
