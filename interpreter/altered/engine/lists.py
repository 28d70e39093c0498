"""Lists the hot paths build, as module functions: in Python 3.11 a comprehension or generator inside a
method makes closure cells for the method's names it reads at every call of the method, whether or not
the comprehension runs (most of these run seldom); called from here, the method makes none."""
from __future__ import annotations

from typing import Any, Iterable

from ..effects.abilities.together import payable_together


def without(pairs: list, ids: set) -> list:
    """The (object, ...) pairs whose object's id is not among ``ids``."""
    return [x for x in pairs if x[0].id not in ids]


def instances_skipping(game: Any, names: Iterable[str], only: Any) -> list:
    """(the card types whose abilities do not work there, zone instance) for each instance of each zone named, in
    that order (``only``: card type -> the zones where its abilities work, 2.2.11.h)."""
    out = []
    for name in names:
        skip = frozenset([t for t, where in only.items() if name not in where])
        for z in game.zone_instances(name):
            out.append((skip, z))
    return out


def ongoing_of(game: Any, kind: str) -> list:
    """(emblem, passive) of a kind, of the ongoing emblems."""
    return [(src, p) for src, prog in game.ongoing.values() for p in prog.passives if p.kind == kind]


def own_pairs(passives: Iterable[Any], support: bool) -> list:
    """(kind, passive) of the passives that work where the object is (in play, or as Support)."""
    return [(p.kind, p) for p in passives if p.support == support]


def without_kinds(by_kind: dict, passives: Iterable[Any]) -> dict:
    """``by_kind`` (kind: list of passives) without the kinds of ``passives``."""
    out = dict(by_kind)
    for p in passives:
        out.pop(p.kind, None)
    return out


def within(subs: Iterable[Any], only: Any) -> tuple:
    """The subzones among ``only`` (a tuple, as the play facts keep them)."""
    return tuple([s for s in subs if s in only])


def outside(subs: Iterable[Any], closed: Any) -> tuple:
    """The subzones not among ``closed`` (a tuple, as the play facts keep them)."""
    return tuple([s for s in subs if s not in closed])



def kinds_granted(book: Any, grants: Iterable[Any]) -> frozenset:
    """The event kinds the abilities granted by the passives ``grants`` ((source, passive) pairs) listen to."""
    return frozenset(k for _, p in grants for k in book.granted_program(p).kinds)


def others_than(items: Iterable[Any], known: Iterable[Any]) -> list:
    """The items that are none of ``known`` (compared by identity)."""
    known = list(known)
    return [r for r in items if all(r is not x for x in known)]


def heard_by(listeners: Iterable[Any], obj: Any) -> list:
    """The reactions of ``obj`` among (object, support, reactions) listeners."""
    return [x for n, _, rs in listeners if n is obj for x in rs]


def quicks_of(prog: Any, support: bool) -> list:
    """A program's quick actions that work where the object is (in play, or as Support)."""
    return [q for q in prog.quick if q.support == support]


def all_payable(game: Any, ctx: Any, costs: Iterable[Any]) -> bool:
    """Whether the costs can be paid now, together (asked, not paid; 1.2.5.c-d: abilities/together.py)."""
    return payable_together(game, ctx, costs if isinstance(costs, list) else list(costs))


def delayed_for(delayed: Iterable[Any], name: str) -> list:
    """The delayed steps waiting for step ``name`` (a copy: running them may change the list)."""
    return [d for d in delayed if d[0] == name]


def silenced_now(o: Any, working: list) -> bool:
    """Whether an object in play is not among the working objects while a passive removing abilities is."""
    return all(x is not o for x, _ in working) and any(
        p.kind == "lose_abilities" for x, _ in working for p in x.prog.passives)


def having_ids(objs: Iterable[Any], ids: Any) -> list:
    """The objects whose id is among ``ids`` (a set or dict)."""
    return [o for o in objs if o.id in ids]


def controlled_by(objs: Iterable[Any], player: Any) -> list:
    return [o for o in objs if o.controller == player]


def own_of_kind(o: Any, kind: str) -> list:
    """(object, passive) of the object's own passives of a kind."""
    return [(o, x) for x in o.prog.passives if x.kind == kind]


def shares(items: Iterable[Any], names: Any) -> bool:
    """Whether one of ``items`` is among ``names``."""
    for x in items:
        if x in names:
            return True
    return False


def moved_in(pairs: list, o: Any, entry: Any, upto: tuple) -> list:
    """``pairs`` (object, support) without ``o``'s, and with ``entry`` (or None) after the last pair of an
    object in one of the zone instances ``upto``: where a list of working objects read zone by zone
    places an object put last in the last of them (Keywords.moved)."""
    out = [x for x in pairs if x[0] is not o]
    if entry is not None:
        at = len(out)
        while at and out[at - 1][0].zone not in upto:
            at -= 1
        out.insert(at, entry)
    return out


def zone_places(skipping: list, support: list) -> tuple:
    """The zone instances the list of working objects is read from, (skip, zone) in play then the Support's,
    with, for each, (the card types whose abilities do not work there, None for the Support's; it and
    the instances read before it): where an object put in it goes in the list (Keywords.moved)."""
    places: dict = {}
    upto: list = []
    for skip, z in skipping:
        upto.append(z)
        places[z] = (skip, tuple(upto))
    for z in support:
        upto.append(z)
        places[z] = (None, tuple(upto))
    return skipping, support, places
