"""Passive abilities the second set's card texts use (rules_yaml/effect-model.md, "Passive abilities").

Each is asked for where the game needs it (playing, statuses, statistics, terrains, "can't"),
like the passives of :mod:`passives`."""
from __future__ import annotations

from ..effects.selectors import compile_predicate, compile_where
from ...loading.errors import DesignError
from .passives import Passive, if_condition, passive, reads_of


@passive("can_be_used")
def _can_be_used(c, arg, text, support, book):
    """"I can be used as a Mana Orb": any card may become a Mana Orb (4.2.1.e Expand), so this part
    of the text restates a rule and adds nothing to run."""
    return []


@passive("allow")
def _allow(c, arg, text, support, book):
    """"You may play exhausted cards from your Reserve [in my Expedition]": a play the rules forbid
    (an exhausted card, 2.4.5.c) is open, maybe only into some Expeditions."""
    if arg.get("action") != "play":
        raise DesignError(f"cannot allow '{arg.get('action')}' yet")
    p = Passive("allow", text, support, when=if_condition(c, arg), to=compile_where(c, arg.get("what")),
                by=c.expr(arg["by"]) if arg.get("by") is not None else None)
    if arg.get("in") is not None:
        p.value = c.expr(arg["in"])
    return p


@passive("dont_prevent")
def _dont_prevent(c, arg, text, support, book):
    """"[Defender] Characters don't prevent my Expedition from moving forward": the "can't" of those
    objects does not hold for those Expeditions."""
    return Passive("dont_prevent", text, support, when=if_condition(c, arg), to=compile_predicate(c, arg.get("what")),
                   action=arg.get("action", "advance"), value=c.expr(arg["marker"]))


@passive("remain")
def _remain(c, arg, text, support, book):
    """"Exhausted Characters in Reserve remain exhausted during Morning": during that phase they do
    not lose the status."""
    state = arg.get("state") or {}
    status = (state.get("has_status") or {}).get("status")
    if status is None:
        raise DesignError("'remain' needs a status")
    c.check_name(arg, status, "status", book.statuses)
    c.check_name(arg, arg["during"], "phase", book.phase_names)
    return Passive("remain", text, support, when=if_condition(c, arg), to=compile_where(c, arg.get("what")),
                   keyword=status, value=arg["during"])


@passive("can_gain")
def _can_gain(c, arg, text, support, book):
    """"I can gain [[Fleeting]] even if I was already [[Fleeting]]": gaining it again is an event
    (2.4.1.f would make it nothing)."""
    status = c.check_name(arg, arg["status"], "status", book.statuses)
    return Passive("can_gain", text, support, when=if_condition(c, arg), to=compile_where(c, arg.get("what")),
                   keyword=status)


@passive("stats_set")
def _stats_set(c, arg, text, support, book):
    """"The {V}, {M} and {O} of Characters in my Expedition are equal to their highest statistic"."""
    for stat in arg["stats"]:
        c.check_name(arg, stat, "statistic", book.statistics)
    if arg.get("to") != "highest":
        raise DesignError(f"cannot set statistics to '{arg.get('to')}' yet")
    return Passive("stats_set", text, support, when=if_condition(c, arg), to=compile_predicate(c, arg.get("what")),
                   value=tuple(arg["stats"]))


@passive("terrain")
def _terrain(c, arg, text, support, book):
    """"All regions are {O} and lose their other terrains", "My region is {V} in addition to its other
    terrains": ``only`` replaces a region's terrains, ``add`` adds one; ``what`` says which regions."""
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


@passive("limit")
def _limit(c, arg, text, support, book):
    """"You may keep one more card in Reserve during Night if it's exhausted": the Clean-up
    (rules_yaml/day.yaml) lets the player keep ``add`` more cards of that zone that pass ``counting``."""
    c.check_name(arg, arg["zone"], "zone", book.zones)
    c.check_name(arg, arg["during"], "phase", book.phase_names)
    p = Passive("limit", text, support, keyword=arg["zone"], value=c.expr(arg.get("add", 1)), only=arg["during"],
                by=c.expr(arg["who"]) if arg.get("who") is not None else None)
    p.to = (lambda o, ctx, test=c.expr(arg["counting"]): bool(test(ctx))) if arg.get("counting") else None
    return p
