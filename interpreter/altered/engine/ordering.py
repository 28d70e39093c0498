"""Passive abilities in dependency order (2.3.1.l, 2.3.2, 2.3.3), as rules_yaml/precedence.yaml declares.

Passives are read on demand (runtime.py); that is the same as applying them one at a time as long as none
of them changes what another reads.  When some may (``needs_order``: what one reads, by the operators of its
data, another writes), the passives of the kinds ``precedence.passives.altering`` names are applied from
none (2.3.1.l): the next one is free from dependency (2.3.3.a) and the oldest of those (2.3.3.b); once
applied, what it does is fixed, and dependencies are found again for the others (2.3.3.c).  [A] depends
directly on [B] when applying [B] changes what [A] applies to or does (2.3.2.e-f), found by reading [A]
without and with [B]; dependency is its transitive closure (2.3.2.g).

The result, ``Settled``, is what the readers of keywords and terrains use (Runtime.obj_keywords,
Runtime.keyword_value, Game.terrains_of); while it is being made, they read the part made so far.
"""
from __future__ import annotations

from typing import Any, Final

_ALL: Final = "all"          # a terrain passive with no ``what``: every region


class Settled:
    """The altering passives applied so far, in order, and what each does: the ids of the objects (or
    regions) it applies to, or ``_ALL``."""
    __slots__ = ("order", "effects")

    def __init__(self, order=None, effects=None):
        self.order: list = order if order is not None else []         # [(source, passive)]
        self.effects: dict = effects if effects is not None else {}   # (source id, id(passive)) -> ids or _ALL

    def with_one(self, src, p, effect) -> Settled:
        return Settled(self.order + [(src, p)], {**self.effects, key(src, p): effect})

    def keywords(self, o) -> list[str]:
        """The keywords granted to ``o`` by the passives applied, in the order they were applied."""
        out = []
        for src, p in self.order:
            if p.kind == "grant" and p.keyword and o.id in self.effects[key(src, p)] and p.keyword not in out:
                out.append(p.keyword)
        return out

    def grants(self, o) -> list:
        """(source, passive) of the keyword grants applied to ``o``."""
        return [(src, p) for src, p in self.order
                if p.kind == "grant" and p.keyword and o.id in self.effects[key(src, p)]]

    def terrains(self, region, terrains: list) -> list:
        for src, p in self.order:
            if p.kind != "terrain":
                continue
            done = self.effects[key(src, p)]
            if done is not _ALL and region.id not in done:
                continue
            terrains = with_terrain(terrains, p)
        return terrains


def with_terrain(terrains: list, p) -> list:
    """A region's terrains once a terrain passive applies: one more (``add``), or that one only (7.1.2)."""
    if p.keyword == "add":
        return terrains + [p.only] if p.only not in terrains else terrains
    return [p.only]


def key(src, p) -> tuple:
    return (src.id, id(p))


def writes(p, presence_keywords) -> frozenset:
    """What applying an altering passive changes, in the words of Passive.reads."""
    if p.kind == "terrain":
        return frozenset((("terrain",),))
    if p.kind == "grant" and p.keyword:
        out: set[tuple] = {("keyword", p.keyword)}
        if p.keyword in presence_keywords:
            out.add(("presence",))
        return frozenset(out)
    return frozenset()


def needs_order(altering: list, presence_keywords) -> bool:
    """Whether one of these passives reads what another one changes (else reading them on demand, as the
    runtime does, gives the same answers)."""
    if len(altering) < 2:
        return False
    written = [writes(p, presence_keywords) for _, p in altering]
    for i, (_, a) in enumerate(altering):      # (two copies of a card share their Passive: told by place)
        if not a.reads:
            continue
        for j, w in enumerate(written):
            if j != i and (("any",) in a.reads or not a.reads.isdisjoint(w)):
                return True
    return False


def effect(runtime, src, p) -> Any:
    """What passive ``p`` of ``src`` does in the state the runtime reads now: the ids it applies to."""
    game = runtime.game
    if p.kind == "terrain":
        if not runtime.holds(p, src):
            return frozenset()
        if p.value is None:
            return _ALL
        return frozenset(r.id for r in p.value(runtime.pctx(src, p)))
    out = []
    for name in game.book.ability_zones:          # 2.3.1.h: only objects in play
        for z in game.zone_instances(name):
            for o in z.objs:
                if p.to(o, runtime.pctx(src, p, it=o)) and runtime.holds(p, src, o):
                    out.append(o.id)
    return frozenset(out)


def settle(runtime, altering: list, rules: dict) -> Settled:
    """Apply the altering passives one at a time (2.3.3) and return what each does."""
    by_dependency = "dependency" in rules.get("order", ())
    done = Settled()
    left = sorted(altering, key=lambda sp: sp[0].ts)          # the oldest first (2.3.3.b)
    while left:
        if by_dependency and len(left) > 1:
            nxt = _free(runtime, done, left)
        else:
            nxt = left[0]
        _use(runtime, done)
        done = done.with_one(nxt[0], nxt[1], effect(runtime, *nxt))
        left = [x for x in left if x is not nxt]
    return done


def _free(runtime, done: Settled, left: list) -> tuple:
    """The oldest passive free from dependency on the unapplied ones (2.3.3.a); passives in a loop are
    each free of it."""
    _use(runtime, done)
    alone = {key(*x): effect(runtime, *x) for x in left}
    direct: dict = {key(*x): set() for x in left}
    for b in left:                                   # what each does once b is applied too
        _use(runtime, done.with_one(b[0], b[1], alone[key(*b)]))
        for a in left:
            if a is not b and effect(runtime, *a) != alone[key(*a)]:
                direct[key(*a)].add(key(*b))         # 2.3.2.e-f: a depends directly on b
    _use(runtime, done)
    depends = _closure(direct)                       # 2.3.2.g
    for a in left:                                   # left is oldest first
        ka = key(*a)
        if all(ka in depends[kb] for kb in depends[ka]):
            return a
    return left[0]


def _use(runtime, settled: Settled) -> None:
    """Read the state with these passives applied (the answers kept for another part are forgotten)."""
    runtime.settling = settled
    runtime.game.memo = (None, {})


def _closure(direct: dict) -> dict:
    out = {k: set(v) for k, v in direct.items()}
    changed = True
    while changed:
        changed = False
        for k, deps in out.items():
            more = set().union(*(out[d] for d in deps)) - deps if deps else set()
            if more:
                deps |= more
                changed = True
    return out
