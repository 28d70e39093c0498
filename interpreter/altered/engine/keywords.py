"""Card abilities at work, second: what passive abilities make of objects now, read in their
context: keywords and their values, the passives in the order they apply when some read what
others change (ordering.py, 2.3.3), and the costs of choosing targets (7.4.7)."""
from __future__ import annotations

from typing import Any, Callable, Sequence

from ..effects.abilities.passives import Passive
from ..effects import Ctx
from ..effects.context import fresh_ctx
from . import ordering
from .lists import moved_in, shares, silenced_now, without_kinds
from .ordering import Settled
from .state import Obj
from .working import Working, WorkingList


class Keywords(Working):
    """The abilities of one game's objects at work, read (the fields are Working's)."""
    __slots__ = ()

    def pctx(self, src: Obj, p: Passive, **bound: Any) -> Ctx:
        """The context a passive ability is read in: its object, and the names its Emblem bound."""
        if p.vars:                 # (``bound`` is a new dict of this call: its own vars when the Emblem bound none)
            vars = dict(p.vars)
            vars.update(bound)
            bound = vars
        return fresh_ctx(self.game, src.controller, src, bound)

    def holds(self, p: Passive, src: Obj, it: Any = None) -> bool:
        return p.when is None or p.when(self.pctx(src, p, it=it))

    def _is_silenced(self, o: Obj) -> bool:
        if not o.prog.keywords or o.zone is None or o.zone.name not in self.rules.ability_zones:
            return False
        return silenced_now(o, self.working())

    def keywords_vary(self) -> bool:
        """Whether a passive at work now grants or removes keywords, so that an object's keywords may
        be others than its own and those given to it (obj_keywords)."""
        if self.plain_keywords:
            return False
        grants, w, game = self._grants_cache, self._working_cache, self.game    # _grant_facts' test, inlined
        if grants[0] is w[2] and w[0] == (game.presence if self._stable_abilities else game.version) \
                and w[1] == game.day:
            return grants[2]
        return self._grant_facts()[2]

    def grants_abilities(self) -> bool:
        """Whether a working passive may grant abilities (Actions.move keeps them for the moved objects)."""
        if not self._ability_grants_exist:
            return False
        grants, w, game = self._grants_cache, self._working_cache, self.game    # _grant_facts' test, inlined
        if grants[0] is w[2] and w[0] == (game.presence if self._stable_abilities else game.version) \
                and w[1] == game.day:
            return bool(grants[3])
        return bool(self._grant_facts()[3])

    def moved(self, o: Obj, new: Obj) -> None:
        """A move made ``new`` of ``o`` and changed which objects may work (``presence``, one step): the
        list of working objects read before it, updated in place of being read anew zone by zone, with
        the same objects in the same order as working() would find (and the grants found in it, when
        neither object grants or removes anything)."""
        game = self.game
        cache = self._working_cache
        zones = self._working_zones
        if cache[0] != game.presence - 1 or cache[1] != game.day or not self._stable_abilities \
                or not self._incr or zones is None or new.gone:
            return                  # not read since the last change, or not this way: read anew when asked
        dest = new.zone
        entry: tuple[Obj, bool] | None = None
        place = zones[2].get(dest)
        upto: tuple = ()
        if place is not None:           # a zone the list is read from
            skip, upto = place
            if skip is None:            # the Support's
                if not new.statuses or new.statuses.keys().isdisjoint(self.rules.support_blocked):
                    entry = (new, True)
            elif not (new.face_down or skip and new.card.type in skip
                      or game.day <= 1 and new.prog.passives and self._ignored(new)):
                entry = (new, False)
            if entry is not None and dest.objs[-1] is not new:
                return                  # not put last in its zone: read anew
        old = cache[2]
        out = moved_in(old, o, entry, upto)
        if entry is None and len(out) == len(old):
            out = old               # the same objects: the same list, and what was derived from it
        self._working_cache = (game.presence, game.day, out)
        grants = self._grants_cache
        if grants[0] is old and out is not old and not (self._alters(o) or new.prog is not o.prog and self._alters(new)):
            self._grants_cache = (out, grants[1], grants[2], grants[3])
            if not grants[3] and new.prog is o.prog and not o.gained and not new.gained:
                self._kept_for(old, out, o.prog)

    def _kept_for(self, old: WorkingList, out: WorkingList, prog: Any) -> None:
        """What was derived from the list ``old`` kept for ``out``, which differs from it by an object of
        program ``prog`` only, given no ability it gained and none granted (no grant of abilities at work):
        the passives by kind (of the kinds it has none of) and their order when it has none, the reactions
        when it has none, the quick actions' candidates when it has none."""
        found = self._passive_cache
        if found[0] is old:
            if not prog.passives:
                self._passive_cache = (out, found[1])
            else:               # the kinds it has none of: the same passives, in the same order
                self._passive_cache = (out, without_kinds(found[1], prog.passives))
        if not prog.passives:
            order = self._order_cache
            if order[0] is old:
                self._order_cache = (out, order[1], order[2])
        if not prog.reactions:
            heard = self._reactive_cache
            if heard[0] is old:
                self._reactive_cache = (out, heard[1], heard[2], heard[3])
        if not prog.quick:
            quick = self._quick_cache
            if quick[0] is old:
                self._quick_cache = (out, quick[1])

    def day_began(self) -> None:
        """A new day: which objects work depends on the day only on the first (an ability ignored the first
        Day, working()); from the third on, the list read the day before is today's too."""
        game = self.game
        cache = self._working_cache
        if game.day >= 3 and cache[1] == game.day - 1 and cache[0] != -1 and self._stable_abilities and self._incr:
            self._working_cache = (cache[0], game.day, cache[2])

    def _alters(self, o: Obj) -> bool:
        """Whether the object has a passive that grants or removes abilities (_grant_facts reads those)."""
        for p in o.prog.passives:
            if p.kind == "grant" or p.kind == "lose_abilities":
                return True
        return False

    def grants_keyword(self, names: tuple) -> bool:
        """Whether a grant passive at work now may give an object one of the keywords ``names`` (else an
        object has one of them only if it is printed on it or given to it: see obj_keywords)."""
        for _, p in self._grants():        # (a loop: no generator made at each call)
            if p.keyword is not None and p.keyword in names:
                return True
        return False

    def settled(self) -> Settled | None:
        """The altering passives in the order they apply and what each does (ordering.py, 2.3.3), when
        some of them read what others change; None when reading them on demand gives the same answers."""
        if self.settling is not None:            # being ordered: what is applied so far
            return self.settling
        rules = self.rules.passive_order
        if not rules or not self.listening or not (self._grants_exist or "terrain" in self.passive_kinds):
            return None
        game = self.game
        cache = self._settled_cache
        if cache[0] == game.version and self._incr:
            return cache[1]
        self.settling = ordering.Settled()       # questions asked while gathering them: none applied yet
        try:
            working = self.working()
            found = self._order_cache
            if found[0] is not working or not self._incr:
                kinds = rules["altering"]
                altering = []               # (a loop: no closure cells at every call)
                for kind in kinds:
                    for src, p in (self._grants() if kind == "grant" else self.passives(kind)):
                        if kind != "grant" or p.keyword:
                            altering.append((src, p))
                found = self._order_cache = (working, altering,
                                             ordering.needs_order(altering, self.rules.presence_keywords))
            result = ordering.settle(self, found[1], rules) if found[2] else None
        finally:
            self.settling = None
            game.memo = (None, {})               # answers kept while partly applied are forgotten
        self._settled_cache = (self.stamp(), result)
        return result

    def modifies_characteristics(self) -> bool:
        """Whether a passive at work may make an object's statistics or keywords other than its own."""
        kinds = self.passive_kinds
        return "stats" in kinds or "stats_set" in kinds or self.keywords_vary()

    def obj_keywords(self, o: Obj) -> Sequence[str]:
        """The keywords an object has now: printed, granted by passives, and given by a scenario
        (read, never changed, by the caller); a former object's as they were when it moved (2.1.h)."""
        if o.gone:
            known = self.game.last_known.get(o.id)
            if known is not None and known.keywords is not None:
                return known.keywords
        if self.plain_keywords:
            vary = False
        else:       # _grant_facts()[2], its cache's test inlined (asked for every object moved, targeted, played)
            grants, w, game = self._grants_cache, self._working_cache, self.game
            if grants[0] is w[2] and w[0] == (game.presence if self._stable_abilities else game.version) \
                    and w[1] == game.day:
                vary = grants[2]
            else:
                vary = self._grant_facts()[2]
        if not vary:                            # no passive grants or removes keywords
            if not o.granted:
                return () if o.face_down else o.prog.keyword_names
            mine = [] if o.face_down else list(o.prog.keyword_names)
            for k in o.granted:
                if k not in mine:
                    mine.append(k)
            return mine
        known = self._settled_cache          # settled(), its cache's test inlined (kept only where it applies)
        settled = known[1] if known[0] == self.game.version and self.settling is None and self._incr \
            else self.settled()
        if settled is not None:                  # passives that depend on each other: in their order (2.3.3)
            ordered = [] if o.face_down or self._is_silenced(o) else list(o.prog.keyword_names)
            for k in o.granted:
                if k not in ordered:
                    ordered.append(k)
            if not o.gone and o.zone.name in self.rules.ability_zones:
                for k in settled.keywords(o):
                    if k not in ordered:
                        ordered.append(k)
            return ordered
        cache = self._kw_cache
        if cache[0] != self.game.version and not self._kw_busy:
            cache = self._kw_cache = (self.stamp(), {})
        kws = cache[1].get(o.id)
        if kws is None:
            kws = [] if o.face_down or self._is_silenced(o) else list(o.prog.keyword_names)
            for k in o.granted:
                if k not in kws:
                    kws.append(k)
            cache[1][o.id] = kws        # before the grants: a grant's test may ask again
            if self._grants_exist and not o.gone and o.zone.name in self.rules.ability_zones:   # 2.3.1.h
                self._kw_busy += 1      # the same answers within one question, cached or not
                try:
                    for src, p in self._grants():
                        if p.keyword and p.keyword not in kws and p.to(o, self.pctx(src, p, it=o)) \
                                and self.holds(p, src, o):
                            kws.append(p.keyword)
                finally:
                    self._kw_busy -= 1
        return kws

    def keyword_value(self, o: Obj, name: str) -> int:
        """The number of a valued keyword ("Tough 2"), printed and granted: several sources add up
        (the ruling on Tough from two sources)."""
        total = 0
        ctx = fresh_ctx(self.game, o.controller, o, {})
        for k, v in o.prog.keywords:
            if k == name:
                total += (v(ctx) if callable(v) else v) or 0
        if self._grants_exist:
            settled = self.settled()
            grants = settled.grants(o) if settled is not None else [
                (src, p) for src, p in self._grants()
                if p.keyword == name and p.to(o, self.pctx(src, p, it=o)) and self.holds(p, src, o)]
            for src, p in grants:
                if p.keyword == name:
                    total += (p.value if not callable(p.value) else p.value(ctx)) or 0
        return total

    def target_cost(self, o: Obj, chooser: int) -> int:
        """7.4.7.c: what choosing ``o`` as a target costs ``chooser`` (Tough and the like); only the
        abilities of objects in play work (1.2.4.d, 2.3.1.h)."""
        if o.zone is None or o.zone.name not in self.rules.ability_zones:
            return 0
        total = 0
        costly = self.rules.target_keywords
        # its keywords asked only if it may have one of those: printed or given (it may have lost it), as it
        # was (a former object), or granted by a passive at work (else it has none of them, obj_keywords)
        if costly and (o.prog.keywords and shares(o.prog.keyword_names, costly) or o.gone
                       or o.granted and shares(o.granted, costly) or self.keywords_vary() and self.grants_keyword(costly)):
            for k in self.obj_keywords(o):
                pays = self.book.keyword_mechanics[k].get("target_cost")     # who pays (abilities/keywords.py)
                if pays is not None and pays(self.game, o, chooser):
                    total += self.keyword_value(o, k)
        for src, p in self.passives("target_surcharge"):      # "choosing a Hero as a target costs {2} more"
            ctx = self.pctx(src, p, it=o)
            if p.to(o, ctx) and (p.by is None or p.by(ctx) == chooser) and self.holds(p, src, o):
                total += max(0, p.value(ctx) or 0)
        return total

    def targetable(self, pool: list, ctx: Ctx) -> list:
        """Objects that may be chosen as targets (6.5.b): a target cost must be payable (7.4.7.d)."""
        if not self.listening:
            return pool
        paid = ctx.rare.target_paid
        mana = self.game.mana_left(ctx.you)
        return [o for o in pool if not hasattr(o, "card") or o.id in paid or self.target_cost(o, ctx.you) <= mana]

    def target_budget(self, ctx: Ctx) -> Callable[[list], bool] | None:
        """A test that the target costs of a set of targets can be paid together (6.4.c), or None."""
        if not self.listening:
            return None
        paid = ctx.rare.target_paid
        mana = self.game.mana_left(ctx.you)
        return lambda objs: sum(self.target_cost(o, ctx.you) for o in objs
                                if hasattr(o, "card") and o.id not in paid) <= mana

    def pay_target_costs(self, chosen: list, ctx: Ctx) -> None:
        """7.4.7.e-f: pay the Tough cost of each chosen target once per effect."""
        game = self.game
        paid = set(ctx.rare.target_paid)
        for o in chosen:
            if not hasattr(o, "card") or o.id in paid:
                continue
            cost = self.target_cost(o, ctx.you)
            if cost:
                ctx.game.actions.pay_mana(ctx.you, cost, ctx)     # (the actions are made after the runtime)
                game.log("target_cost", player=ctx.you, card=o.card.name, paid=cost, rule="7.4.7")
            paid.add(o.id)
        ctx.rare = ctx.rare.but("target_paid", tuple(paid))
