"""Passive abilities (2.3, 2.2.11.m): what they are once compiled, and the passives of what objects
and regions are (keywords, statuses, statistics, abilities, terrains).

A passive works while its object's abilities work (1.2.4.d); the game asks
the active passives each time it needs them, so nothing is applied and
undone (2.3.1.k-l).  The passives of what players may and can't do are in
:mod:`permissions`.
"""
from __future__ import annotations


from ..expeditions import of_each_expedition
from ..params import P
from ..registry import PASSIVES, passive, unknown
from ..selectors import compile_predicate, compile_where, fixed_test
from ..records import Passive
from ...loading.errors import DesignError


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
        raise DesignError(unknown("passive", name, "passive ability"))
    c.check_keys("passive", name, arg)
    out = PASSIVES[name](c, arg, text, support, book)
    return out if isinstance(out, list) else [out]


def if_condition(c, arg):
    if not isinstance(arg, dict) or arg.get("if") is None:
        return None
    return of_each_expedition(c, arg["if"], c.expr(arg["if"]))    # of a Gigantic object's: each (7.4.4.k)


@passive("grant", doc="the objects have a keyword (with its value), or quoted abilities", rules="2.2.11 7.4",
         phrase="[{to:subject} {to:has}|everything has] [{keyword}[ {value}][ if {if}]|the status {status}[ if {if}]|"
                "[(if {if}) ]{abilities}]",       # (an ability's own condition is printed after it)
         to=P("filter"), keyword=P("name"), value=P("value"), status=P("status"), abilities=P("abilities"), **{"if": P("condition")})
def _grant(c, arg, text, support, book):
    """"I am [Defender] unless ...", "Tokens you control are [Gigantic]", "Your Characters have: ..."."""
    kw = arg.get("keyword")
    if sum(arg.get(k) is not None for k in ("keyword", "status", "abilities")) != 1:
        c.error(arg, "grant: one of keyword, status or abilities")
    if arg.get("value") is not None and kw is None:
        c.error(arg, "grant: a value is a valued keyword's (its number)")
    if kw is not None:
        c.check_name(arg, kw, "keyword", book.keywords)
    return Passive("grant", text, support, when=if_condition(c, arg), to=compile_predicate(c, arg.get("to")),
                   keyword=kw, value=arg.get("value"), abilities=list(arg.get("abilities", ())),
                   reads=reads_of(arg.get("to"), arg.get("if")), fixed=fixed_test(arg.get("to")))


@passive("uncapped", doc="the abilities of the objects named, where they work, give those objects counters beyond the "
         "cap an \"up to a max of\" step sets", rules="2.5",
         phrase="[{what=self}my [{support}Support ]abilities|the [{support}Support ]abilities of {what:each}] can give them "
                "[{over} more counter{over:s} than|counters beyond] their maximum[ if {if}]",
         what=P("filter", required=True), support=P("flag", doc="only its Support abilities (2.2.12)"),
         over=P("count", doc="only this many more than the cap (without it, any number)"), **{"if": P("condition")})
def _uncapped(c, arg, text, support, book):
    """"The Support abilities of cards in Reserve can give them counters beyond their maximum": a counters
    step's cap does not hold when the object gaining is the one whose ability it is, and it is one of these."""
    over = c.expr(arg["over"]) if "over" in arg else None
    return Passive("uncapped", text, support, when=if_condition(c, arg), to=compile_where(c, arg["what"]),
                   value=(bool(arg.get("support")), over))


@passive("stats", doc="statistic changes, applied each time they are read", rules="2.3 2.2.10",
         phrase="[{what:subject} {what:has}|everything has] {add:signed}[ if {if}]", what=P("filter"), add=P("stats"), **{"if": P("condition")})
def _stats(c, arg, text, support, book):
    """"Characters you control have +1 {V}": statistic changes, applied each time they are read (2.3)."""
    if not arg.get("add"):
        c.error(arg, "stats: needs add (the changes of statistics)")
    for stat in arg.get("add", {}):
        c.check_name(arg, stat, "statistic", book.statistics)
    return Passive("stats", text, support, when=if_condition(c, arg), to=compile_predicate(c, arg.get("what")),
                   value=dict(arg.get("add", {})))


@passive("stats_set", doc="those statistics of the objects equal their highest statistic", rules="2.2.10",
         phrase="the {stats/, } of {what} equal their [{to=highest}highest|{to}] statistic[ if {if}]",
         what=P("filter"), stats=P("list", required=True), to=P("word", choices=("highest",)), **{"if": P("condition")})
def _stats_set(c, arg, text, support, book):
    """"The {V}, {M} and {O} of Characters in my Expedition are equal to their highest statistic"."""
    for stat in arg["stats"]:
        c.check_name(arg, stat, "statistic", book.statistics)
    if arg.get("to") != "highest":
        raise DesignError(f"cannot set statistics to '{arg.get('to')}' yet")
    return Passive("stats_set", text, support, when=if_condition(c, arg), to=compile_predicate(c, arg.get("what")),
                   value=tuple(arg["stats"]))


@passive("lose_abilities", doc="\"Other Characters lose their abilities\": applied before the abilities it removes",
         rules="2.3.2.d", phrase="[{what:subject} lose{what:s}|everything loses] their abilities[ if {if}]", what=P("filter"), **{"if": P("condition")})
def _lose_abilities(c, arg, text, support, book):
    """"Other Characters lose their abilities": applied before the abilities it removes (2.3.2.d)."""
    return Passive("lose_abilities", text, support, when=if_condition(c, arg), to=compile_predicate(c, arg.get("what")))


@passive("can_gain", doc="gaining a status already held is still an event", rules="2.4.1.f",
         phrase="{what:subject} can gain {status} again[ (even if {even_if})][ if {if}]",
         what=P("filter"), status=P("status", required=True), even_if=P("condition"), **{"if": P("condition")})
def _can_gain(c, arg, text, support, book):
    """"I can gain [[Fleeting]] even if I was already [[Fleeting]]": gaining it again is an event
    (2.4.1.f would make it nothing)."""
    status = c.check_name(arg, arg["status"], "status", book.statuses)
    even_if = arg.get("even_if")                  # "even if I was already [[S]]": the case this passive is about
    if even_if is not None and (not isinstance(even_if, dict) or
                                (even_if.get("has_status") or {}).get("status") != status):
        c.error(arg, f"'can gain {status} even if ...' reads only 'even if I was already [[{status}]]'")
    return Passive("can_gain", text, support, when=if_condition(c, arg), to=compile_where(c, arg.get("what")),
                   keyword=status)


@passive("remain", doc="the objects keep the status during that phase (\"remain exhausted during morning\")",
         rules="4.2.1", phrase="[{what:subject} remain|everything remains] {state.has_status.status}[{state.has_status.what=it}] during {during}[ if {if}]",
         what=P("filter"), state=P("condition", required=True), during=P("phase", required=True), **{"if": P("condition")})
def _remain(c, arg, text, support, book):
    """"Exhausted Characters in Reserve remain exhausted during Morning": during that phase they do
    not lose the status."""
    state = arg.get("state") or {}
    status = (state.get("has_status") or {}).get("status")
    if status is None:
        raise DesignError("'remain' needs a status")
    if state != {"has_status": {"what": "it", "status": status}}:    # (the status is all that is read)
        c.error(arg, "'remain' reads the status of each object: state: {has_status: {what: it, status: S}}")
    c.check_name(arg, status, "status", book.statuses)
    c.check_name(arg, arg["during"], "phase", book.phase_names)
    return Passive("remain", text, support, when=if_condition(c, arg), to=compile_where(c, arg.get("what")),
                   keyword=status, value=arg["during"])


@passive("can_be_used", doc="\"I can be used as a mana Orb\": restates 4.2.1.e, runs nothing", rules="4.2.1.e",
         phrase="{what:subject} can be used as {as:one} (as every card can)", what=P("filter"), **{"as": P("filter")})
def _can_be_used(c, arg, text, support, book):
    """"I can be used as a Mana Orb": any card may become a Mana Orb (4.2.1.e Expand), so this part
    of the text restates a rule and adds nothing to run; said of another object or as another thing, it
    would mean something this passive does not run: refused."""
    zone = book.meanings.get("mana_zone") if hasattr(book, "meanings") else None
    if arg.get("what", "self") != "self" or not isinstance(arg.get("as"), dict) or \
            arg["as"].get("zone") != (zone or arg["as"].get("zone")) or "type" not in arg["as"]:
        c.error(arg, "'can be used as' is read only of me, as it restates a rule (4.2.1.e)")
    return []


@passive("setup", doc="done when the game begins (\"I begin the game with 5 Heroism counters\")", rules="2.5.e",
         phrase="at the start of the game: {_}", _=P("effect"))
def _setup(c, arg, text, support, book):
    """"I begin the game with 5 Heroism counters" (2.5.e)."""
    return Passive("setup", text, support, effect=c.effect(arg))


@passive("ignore", doc="ignore abilities for a period", rules="7.3.14",
         phrase="ignore {what:poss} abilities during the first {during.first}", what=P("filter"),
         during=P("mapping", fields={"first": P("name")}))
def _ignore(c, arg, text, support, book):
    """"Ignore my abilities during the first Day" (7.3.14): the abilities of the object it is on."""
    if arg.get("what", "self") != "self":
        c.error(arg, "'ignore ... abilities' reads only my own abilities (\"Ignore my abilities ...\")")
    return Passive("ignore", text, support, value=arg.get("during"))


@passive("terrain", doc="regions have only that terrain (``only``), or gain it besides their others (``add``)",
         rules="7.1.2", phrase="[{what}|every region] [{only?}[{what:is}|is] only {only} (they lose their other terrains)|"
                           "{add?}also [{what:is}|is] {add}][ if {if}]",
         what=P("any", phrase="[{any_of/ and } (each)|{_}]", fields={"any_of": P("values")}), only=P("statistic"),
         add=P("statistic"), **{"if": P("condition")})
def _terrain(c, arg, text, support, book):
    """"All regions are {O} and lose their other terrains", "My region is {V} in addition to its other
    terrains": ``only`` replaces a region's terrains, ``add`` adds one; ``what`` says which regions."""
    if ("only" in arg) == ("add" in arg):
        c.error(arg, "terrain: give either only (the regions' one terrain) or add (one more), not both")
    terrain = arg.get("only") or arg.get("add")
    c.check_name(arg, terrain, "statistic", book.statistics)
    p = Passive("terrain", text, support, when=if_condition(c, arg), only=terrain,
                reads=reads_of(arg.get("what"), arg.get("if")))
    p.keyword = "only" if "only" in arg else "add"
    what = arg.get("what") or {"type": book.region_type}
    parts = what["any_of"] if isinstance(what, dict) and "any_of" in what else [what]
    if parts == [{"type": book.region_type}]:
        return p                       # every region
    fns = [c.expr(x) for x in parts]
    p.value = lambda ctx: [r for f in fns for r in _listed(f(ctx))]
    return p


def _listed(v):
    return v if isinstance(v, list) else [v] if v is not None else []


@passive("all", doc="several of these in one ability", phrase="{_}", _=P("passives"))
def _all(c, arg, text, support, book):
    if not isinstance(arg, list) or len(arg) < 2:        # (one is that passive, and says so alone)
        c.error(arg, "all: expected a list of two passives or more")
    out = []
    for part in arg:
        out.extend(compile_passive(c, part, text, support, book))
    return out
