"""Quick actions (5.3): those a player may play now (runtime.py plays one).  A part of ``game.runtime``
(runtime.py), built on what passives make of objects (keywords.py)."""
from __future__ import annotations

from ..effects.abilities import Quick
from ..effects.context import fresh_ctx
from .keywords import Keywords
from .lists import all_payable, quicks_of
from .working import WorkingList
from .state import Obj


class Quicks(Keywords):
    """The quick actions of one game's objects (the fields are Working's)."""
    __slots__ = ()

    # -- quick actions (5.3) ---------------------------------------------------
    def quick_options(self, p: int) -> list[tuple[Obj, Quick]]:
        game = self.game
        limit = self.rules.limits["quick_action_per_day"]
        out = []
        working = self.working()
        cache = self._quick_cache
        if cache[0] is not working:        # asked at every turn action: the candidates kept per list
            cache = self._quick_cache = (working, self._quick_candidates(working))
        for o, support in cache[1]:
            if (o.owner if support else o.controller) != p:
                continue
            granted = self._granted_for(o, working) if self._ability_grants_exist or o.gained else ()
            if not o.prog.quick and not granted:
                continue
            quicks = quicks_of(o.prog, support)
            for g in granted:
                quicks.extend(g.quick)
            for q in quicks:
                key = (o.id, q.index, q.text)
                if game.quick_uses.get(key, 0) >= limit:     # 1.4.6.b, 5.3.e: per object
                    continue
                ctx = fresh_ctx(game, p, o, {})
                if q.condition is not None and not q.condition(ctx):
                    continue
                if all_payable(game, ctx, q.costs):
                    out.append((o, q))
        return out

    def _quick_candidates(self, working: WorkingList) -> WorkingList:
        """The working objects that may have a quick action: all when granted abilities have some,
        else those with one of their own or abilities gained."""
        if self._ability_grants_exist:
            for _, g in self._grant_facts()[3]:     # (a loop: no closure cells at every call)
                if self.book.granted_program(g).quick:
                    return working
        return [(o, support) for o, support in working if o.prog.quick or o.gained]
