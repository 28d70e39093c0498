"""Lists the hot paths build, as module functions: in Python 3.11 a comprehension or generator inside a
method makes closure cells for the method's names it reads at every call of the method, whether or not
the comprehension runs (most of these run seldom); called from here, the method makes none."""
from __future__ import annotations

from typing import Any, Iterable


def without(pairs: list, ids: set) -> list:
    """The (object, ...) pairs whose object's id is not among ``ids``."""
    return [x for x in pairs if x[0].id not in ids]


def instances_of(game: Any, names: Iterable[str]) -> list:
    """(zone name, zone instance) for each instance of each zone named, in that order."""
    return [(name, z) for name in names for z in game.zone_instances(name)]


def ongoing_of(game: Any, kind: str) -> list:
    """(emblem, passive) of a kind, of the ongoing emblems."""
    return [(src, p) for src, prog in game.ongoing.values() for p in prog.passives if p.kind == kind]


def own_pairs(passives: Iterable[Any], support: bool) -> list:
    """(kind, passive) of the passives that work where the object is (in play, or as Support)."""
    return [(p.kind, p) for p in passives if p.support == support]


def within(subs: Iterable[Any], only: Any) -> list:
    """The subzones among ``only``."""
    return [s for s in subs if s in only]


def outside(subs: Iterable[Any], closed: Any) -> list:
    """The subzones not among ``closed``."""
    return [s for s in subs if s not in closed]



def kinds_granted(book: Any, grants: Iterable[Any]) -> frozenset:
    """The event kinds the abilities granted by the passives ``grants`` ((source, passive) pairs) listen to."""
    return frozenset(k for _, p in grants for k in book.granted_program(p).kinds)
