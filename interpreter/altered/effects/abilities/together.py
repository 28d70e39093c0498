"""The parts of one cost seen together (1.2.5.c: paid in full or not at all; 1.2.5.d: all parts paid at the same
time). The one rule: **an object one part of a cost changes, in any way, can't be picked by another part of the
same cost, and two picking parts never pick the same object.** So "{T}, Exhaust a Character you control" needs a
ready Character other than me, "{D}, Exhaust a card in your Reserve" a card in Reserve other than me (the one {D}
discards), and "{T}, Exhaust a Character you control, Sacrifice a Character you control" two Characters other than
me. Parts that name their objects themselves (``{T}``, ``{D}``, "exhaust me", "sacrifice me") pick nothing: they
clash only when two of them change one object the same way ("{T}, Exhaust me": exhausted twice); "{T}, Sacrifice
me" is paid as written.

Each part of abilities/costs.py says, as it is asked whether it can be paid, what it would change: the objects it
changes itself (``fix``, with the changes it makes, ``keys``: ("gain", status), ("lose", status), ("move",)) or how
many of a pool it would pick (``want``). The whole cost can be paid when every part can alone and the picks can be
given distinct objects that no part changes by itself (a matching); a part picking as it is paid is offered only
the objects that keep it so."""
from __future__ import annotations

from typing import Any, Callable, Iterable

CLAIMS = "_claims"          # the name of the record of one cost's parts in the context asked (``Ctx.vars``)


class Claims:
    """What the parts of one cost change: ``fixed`` (key -> ids of the objects changed by parts naming them),
    ``named`` (all their ids), ``wanted`` (the parts picking: (ids of their pool, how many)), ``clash`` (two parts naming one object change it
    the same way)."""
    __slots__ = ("fixed", "named", "wanted", "clash", "paying", "used")

    def __init__(self) -> None:
        self.fixed: dict = {}
        self.named: set = set()   # the ids of all the objects they change, in any way
        self.wanted: list = []
        self.clash = False
        self.paying = 0           # the parts picking already paid (pay_together)
        self.used: set = set()    # the ids they picked

    def fix(self, keys: Iterable, objs: Iterable) -> None:
        """A part changing ``objs`` itself, as ``keys`` say."""
        ids = [o.id for o in objs]
        self.named.update(ids)
        for k in keys:
            taken = self.fixed.setdefault(k, set())
            if taken.intersection(ids):
                self.clash = True
            taken.update(ids)

    def want(self, ids: Iterable, n: int) -> None:
        """A part picking ``n`` of the objects ``ids``."""
        self.wanted.append((list(ids), n))

    def free(self, pool: list) -> list:
        """Those of ``pool`` no part changes by itself."""
        return [o for o in pool if o.id not in self.named]

    def fit(self, start: int = 0, out: Iterable = ()) -> bool:
        """Whether the picks of ``wanted[start:]`` can all be made, without the objects ``out``: each pick its own
        object, none changed by a part naming it."""
        if self.clash:
            return False
        gone = self.named.union(out)
        slots = [[i for i in ids if i not in gone] for ids, n in self.wanted[start:] for _ in range(n)]
        return all(slots) and _matched(slots)


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


def picking(claims: Claims | None, pool: list) -> tuple[list, Callable | None]:
    """As a part picking objects is paid: its pool without what the other parts change or picked, and a test
    keeping the later picks possible (``fits`` of ``choose_objects``), or None."""
    if claims is None:
        return pool, None
    pool = [o for o in claims.free(pool) if o.id not in claims.used]
    start = claims.paying = claims.paying + 1
    if not claims.wanted[start:]:
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
