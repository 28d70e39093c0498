"""The parts of one cost seen together (1.2.5.c: paid in full or not at all; 1.2.5.d: all parts paid at the same
time): an object one part changes can't take the same change from another part too, so "{T}, Exhaust a Character
you control" needs another ready Character than me, and "{T}, Exhaust two Characters you control" two others.

Each part of abilities/costs.py says, as it is asked whether it can be paid, what it would change: the objects it
changes itself (``{T}``: me; "exhaust me") or how many of a pool it would pick ("Exhaust a Character you
control"), each with the changes it makes (``keys``: ("gain", status), ("lose", status), ("move",)). The whole
cost can be paid when every part can alone and the picks can be made among objects no other part changes the same
way (a matching of the picks to distinct objects); a part picking as it is paid is offered only the objects that
keep it so."""
from __future__ import annotations

from typing import Any, Callable, Iterable

CLAIMS = "_claims"          # the name of the record of one cost's parts in the context asked (``Ctx.vars``)


class Claims:
    """What the parts of one cost change: ``fixed`` (key -> ids of the objects changed), ``wanted`` (the parts
    picking: (keys, ids of their pool, how many)), ``clash`` (two parts change one object the same way)."""
    __slots__ = ("fixed", "wanted", "clash", "paying", "used")

    def __init__(self) -> None:
        self.fixed: dict = {}
        self.wanted: list = []
        self.clash = False
        self.paying = 0           # the parts picking already paid (pay_together)
        self.used: set = set()    # the ids they picked

    def fix(self, keys: Iterable, objs: Iterable) -> None:
        ids = [o.id for o in objs]
        for k in keys:
            taken = self.fixed.setdefault(k, set())
            if taken.intersection(ids):
                self.clash = True
            taken.update(ids)

    def free(self, keys: Iterable, pool: list) -> list:
        """Those of ``pool`` no part changes as ``keys`` do by itself."""
        taken: set = set()
        for k in keys:
            taken |= self.fixed.get(k, set())
        return [o for o in pool if o.id not in taken] if taken else pool

    def fit(self, start: int = 0, out: Iterable = ()) -> bool:
        """Whether the picks of ``wanted[start:]`` can all be made, without the objects ``out``, each object
        picked once among the parts changing it the same way."""
        if self.clash:
            return False
        gone = set(out)
        wanted = [(keys, [i for i in self.free_ids(keys, ids) if i not in gone], n)
                  for keys, ids, n in self.wanted[start:]]
        for k in {k for keys, _, _ in wanted for k in keys}:
            slots = [ids for keys, ids, n in wanted if k in keys for _ in range(n)]
            if len(slots) > 1 and not _matched(slots):
                return False
        return all(len(ids) >= n for _, ids, n in wanted)

    def free_ids(self, keys: Iterable, ids: list) -> list:
        taken: set = set()
        for k in keys:
            taken |= self.fixed.get(k, set())
        return [i for i in ids if i not in taken]


def _matched(slots: list) -> bool:
    """Whether each slot (the ids it may take) gets its own id (Kuhn's augmenting paths: a handful of slots)."""
    owner: dict = {}

    def place(s: int, seen: set) -> bool:
        for i in slots[s]:
            if i in seen:
                continue
            seen.add(i)
            if i not in owner or place(owner[i], seen):
                owner[i] = s
                return True
        return False
    return all(place(s, set()) for s in range(len(slots)))


def claims_of(ctx: Any) -> Claims | None:
    """The record of the cost being asked or paid whole in ``ctx``, if any."""
    return ctx.vars.get(CLAIMS)


def payable_together(game: Any, ctx: Any, parts: list) -> bool:
    """Whether every part of one cost can be paid, together (1.2.5.c, 1.2.5.d)."""
    if len(parts) < 2:
        return all(part(game, ctx, False) for part in parts)
    return _asked(game, ctx, parts) is not None


def _asked(game: Any, ctx: Any, parts: list) -> Claims | None:
    claims, before = Claims(), ctx.vars.get(CLAIMS)
    ctx.vars[CLAIMS] = claims
    try:
        ok = all(part(game, ctx, False) for part in parts) and claims.fit()
    finally:
        _restore(ctx, before)
    return claims if ok else None


def pay_together(game: Any, ctx: Any, parts: list) -> bool:
    """Pay every part of one cost (asked first: False, nothing paid, when it can't be paid whole): a part picking
    objects is offered those that leave the other parts payable (1.2.5.d)."""
    if len(parts) < 2:
        return all(part(game, ctx, True) for part in parts)
    claims = _asked(game, ctx, parts)
    if claims is None:
        return False
    before = ctx.vars.get(CLAIMS)
    ctx.vars[CLAIMS] = claims
    try:
        for part in parts:
            part(game, ctx, True)
    finally:
        _restore(ctx, before)
    return True


def picking(claims: Claims | None, keys: tuple, pool: list) -> tuple[list, Callable | None]:
    """As a part picking ``keys``-changed objects is paid: its pool without what the other parts change so, and a
    test keeping the later picks possible (``fits`` of ``choose_objects``), or None."""
    if claims is None or not keys:
        return pool, None
    pool = claims.free(keys, pool)
    start = claims.paying = claims.paying + 1
    if not any(set(keys) & set(k) for k, _, _ in claims.wanted[start:]):
        return pool, None

    def fits(chosen: list, o: Any) -> bool:
        return claims.fit(start, claims.used.union(x.id for x in chosen).union((o.id,)))
    return pool, fits


def note_picked(claims: Claims | None, objs: Iterable) -> None:
    """The objects a part picked as it was paid: not there for the parts after it."""
    if claims is not None:
        claims.used.update(o.id for o in objs)


def _restore(ctx: Any, before: Any) -> None:
    if before is None:
        ctx.vars.pop(CLAIMS, None)
    else:
        ctx.vars[CLAIMS] = before
