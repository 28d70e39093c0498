"""Card abilities at work: where they work, passive abilities, keywords, reactions, quick actions
and Ongoing Emblems.  The part ``game.runtime`` of a Game."""
from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Iterable, Sequence

from ..language.abilities import Program, Quick, presence
from ..language.abilities.passives import Passive
from ..language.effects import Ctx
from . import ordering
from .ordering import Settled
from .state import Obj, Zone

if TYPE_CHECKING:                  # for the compiled build's native calls (README, "Speed")
    from .game import Game


class Runtime:
    """The abilities of one game's objects at work.  It holds what those abilities let it skip
    (FACTS: state, copied with the game) and what it derived from the state (CACHES: forgotten by a
    copy, recomputed on demand)."""
    # Derived facts (which abilities work, keywords, granted abilities, named values) are cached with
    # the state version they were computed at; every change a passive can read bumps the version.
    # With ``incremental`` off (ALTERED_PASSIVES=full) nothing is reused: each read recomputes, which
    # a test compares with the cached runs.
    incremental: ClassVar[bool] = os.environ.get("ALTERED_PASSIVES", "incremental") != "full"

    # What the game's abilities let the runtime skip (see note_programs): state that a copy keeps.
    FACTS: ClassVar[tuple[str, ...]] = ("listening", "heard", "passive_kinds", "plain_keywords", "_grants_exist", "_ability_grants_exist",
             "_stable_abilities", "_watched", "_granted_heard", "_object_kinds")
    # Derived facts, forgotten by reset(): a copy starts without them.
    CACHES: ClassVar[tuple[str, ...]] = (
        "_working_cache", "_passive_cache", "_grants_cache", "_kw_cache", "_granted_cache", "_reactive_cache",
        "_reaction_lists", "_contributions", "_kw_busy", "_working_zones", "_spare_ctx", "_quick_cache",
        "settling", "_order_cache", "_settled_cache")
    __slots__ = ("game", "book") + FACTS + CACHES
    game: Game
    book: Any

    def __init__(self, game):
        self.game = game
        self.book = game.book
        self.listening = self._grants_exist = self._ability_grants_exist = False
        self._stable_abilities = self.plain_keywords = True
        self.heard = self.passive_kinds = self._watched = self._granted_heard = self._object_kinds = frozenset()
        self.reset()

    def adopt(self, other: Runtime) -> None:
        """Know what ``other`` knew of the abilities of its game (a copy of that game's state)."""
        for name in self.FACTS:
            setattr(self, name, getattr(other, name))

    def learn(self, cards: Sequence[Any]) -> None:
        """What the abilities of a new game's cards listen to: a fresh runtime's facts depend only on
        the cards' programs (compiled once per book and card), found once per book."""
        book = self.book
        key = ("runtime facts", type(self), tuple([c.ref for c in cards]))
        facts = book.programs.get(key)
        if facts is None:
            self.note_programs({id(p): p for p in map(book.program, cards)}.values())
            facts = book.programs[key] = tuple([getattr(self, name) for name in self.FACTS])
        else:
            for name, value in zip(self.FACTS, facts):
                setattr(self, name, value)

    def note_programs(self, programs: Iterable[Program]) -> None:
        """What the abilities of the game's cards (or of cards added to it) let the runtime skip:
        ``listening`` (any ability at all), grants of keywords or abilities, the event kinds reactions
        listen to (``heard``: events of other kinds activate nothing and are not made, 6.3), whether
        which abilities work can change only with ``presence`` (``_stable_abilities``: no passive
        removes abilities under a condition, and abilities are granted only to objects chosen by what
        they keep until they move, selectors.FIXED_KEYS), and whether objects always have just their
        own keywords (``plain_keywords``)."""
        heard, kinds = set(self.heard), set(self._object_kinds)
        watched, granted_heard = set(self._watched), set(self._granted_heard)
        for prog in programs:
            if prog.empty:
                continue
            self.listening = True
            heard.update(prog.kinds)
            watched.update(prog.watched)
            kinds.update(p.kind for p in prog.passives)
            for p in prog.passives:
                if p.kind == "lose_abilities":
                    self._stable_abilities = self.plain_keywords = False
                elif p.kind == "grant":
                    self._grants_exist = True
                    if p.keyword:
                        self.plain_keywords = False
                    if p.abilities:
                        self._ability_grants_exist = True
                        granted = self.book.granted_program(p)
                        heard.update(granted.kinds)
                        granted_heard.update(granted.kinds)
                        watched.update(granted.watched)
                        kinds.update(x.kind for x in granted.passives)
                        if not (p.when is None and p.fixed):
                            self._stable_abilities = False
        self.heard = frozenset(heard)
        self._watched = frozenset(watched)   # kinds some reaction hears of other objects than its own
        self._granted_heard = frozenset(granted_heard)    # kinds granted abilities listen to
        self._object_kinds = frozenset(kinds)     # the kinds of passive abilities objects may have
        self.passive_kinds = self.passive_kinds | self._object_kinds    # and Ongoing Emblems (see passives)

    def reset(self) -> None:
        """Forget every derived fact (a new game, or a copy of a state: they refer to its objects)."""
        self._working_cache: tuple = (-1, 0, [])   # (key, day, [(object, support)])
        self._passive_cache: tuple = (None, {})   # (working, {kind: [(source, passive)]})
        self._grants_cache: tuple = (None, [], False, [])   # see _grant_facts
        self._kw_cache: tuple = (-1, {})          # (version, {object id: keywords})
        self._granted_cache: tuple = (None, {}, [])   # (working, {object id: programs}, ability grants)
        # (working, {event kind: [(object, support, reactions)]}, ids of the working objects that react
        # to something, the event kinds granted abilities listen to): see _collect
        self._reactive_cache: tuple = (None, {}, set(), frozenset())
        self._reaction_lists: tuple = (None, {})   # see _reactions_of
        self._contributions: tuple = (None, {}, frozenset())   # see _collect
        self._kw_busy = 0          # depth of keyword questions in progress (their partial answers are kept)
        self._working_zones: tuple[list[tuple[str, Zone]], list[Zone]] | None = None   # the zone instances working() reads
        self._spare_ctx: Ctx | None = None   # a context a reaction's test was read in and left untouched
        self._quick_cache: tuple = (None, [])     # (working, the working objects that may have a quick action)
        self.settling: Settled | None = None       # the altering passives applied so far, while ordering them
        self._order_cache: tuple = (None, [], False)   # (working, altering passives, do they need ordering)
        self._settled_cache: tuple = (-1, None)    # (version, Settled or None): see settled

    def abilities_changed(self) -> None:
        """Something besides which objects work changed what they give (an Ongoing Emblem, a gained
        ability, a new card): a new list of working objects, so that nothing derived from the old one
        is kept."""
        self.game.presence += 1
        self._working_cache = (-1, 0, [])

    def object_changed(self, o: Obj) -> None:
        """``o`` changed controller, or zone instance without a zone change (the same object): forget
        what was derived for it (its granted abilities depend on its controller), and the list of
        working objects (its order follows the zone instances)."""
        self._granted_cache[1].pop(o.id, None)
        self._contributions[1].pop(o.id, None)
        self._reaction_lists[1].pop(o.id, None)
        self.game.version += 1
        self.abilities_changed()

    def stamp(self) -> int | None:
        """The key a derived fact is cached under: the state version, or None (never equal) when off."""
        return self.game.version if self.incremental else None

    def working(self) -> list[tuple[Obj, bool]]:
        """(object, support) for every object whose abilities work now, cached until that can change.
        Facts derived from this list are cached with the list they were computed from."""
        game = self.game
        cache = self._working_cache
        if cache[0] == (game.presence if self._stable_abilities else game.version) and cache[1] == game.day:
            return cache[2]
        book = self.book
        out = []
        first_day = game.day <= 1
        only = book.abilities_only_in
        zones = self._working_zones
        if zones is None:          # the zone instances in the order they are read
            zones = self._working_zones = (
                [(name, z) for name in book.ability_zones for z in game.zone_instances(name)],
                game.zone_instances(book.support_zone))
        for name, z in zones[0]:
            for o in z.objs:        # three tests without side effects, the cheapest first
                if o.face_down or o.card.type in only and name not in only[o.card.type]:     # 2.2.11.h
                    continue
                if not (first_day and o.prog.passives and self._ignored(o)):
                    out.append((o, False))
        blocked = book.support_blocked
        for z in zones[1]:
            for o in z.objs:
                statuses = o.statuses
                if not statuses or statuses.keys().isdisjoint(blocked):
                    out.append((o, True))
        if not self._stable_abilities:        # stable: no passive removes abilities
            silenced = self._silenced(out)
            if silenced:
                out = [(o, s) for o, s in out if o.id not in silenced]
        if self.incremental:
            if self._stable_abilities:   # what is derived from the list depends on nothing else (see presence)
                old = cache[2]           # the same objects as before: keep the list, and what was derived from it
                if out == old:       # pairs compared item by item: objects by identity (Obj has no __eq__)
                    out = old
            self._working_cache = (game.presence if self._stable_abilities else game.version, game.day, out)
        else:
            self._working_cache = (None, game.day, out)
        return out

    def _silenced(self, working):
        """Objects whose abilities a passive removes (2.3.2.d: it applies before the abilities it removes)."""
        out = set()
        for src, support in working:
            for p in src.prog.passives:
                if p.kind == "lose_abilities" and p.support == support:
                    ctx = self.pctx(src, p)
                    if p.when is None or p.when(ctx):
                        out.update(o.id for o, _ in working if o is not src and p.to(o, self.pctx(src, p, it=o)))
        return out

    def _ignored(self, o):
        for p in o.prog.passives:
            if p.kind == "ignore" and p.value == {"first": "Day"} and self.game.day <= 1:
                return True
        return False

    def passives(self, kind: str) -> list[tuple[Obj, Passive]]:
        """(source object, passive) of a kind, from working objects and ongoing emblems (2.2.2.m)."""
        game = self.game
        if kind not in self.passive_kinds:      # no card, granted ability or emblem of the game has one
            return []
        if kind not in self._object_kinds:      # only Ongoing Emblems: no need for the working objects
            return [(src, p) for src, prog in game.ongoing.values() for p in prog.passives if p.kind == kind]
        cache, w = self._passive_cache, self._working_cache
        if cache[0] is w[2] and w[0] == (game.presence if self._stable_abilities else game.version) \
                and w[1] == game.day:       # working() would return w[2]: this is its test, inlined
            return cache[1].get(kind, [])
        working = self.working()
        if cache[0] is not working:
            cache = self._collect(working)
        return cache[1].get(kind, [])

    def _collect(self, working: list[tuple[Obj, bool]]) -> tuple:
        """Every working passive ability by kind (2.3.1.k), and reactions by the event kind they listen
        to (_reactive_cache), gathered once per list of working objects."""
        passives: dict[str, list] = {}
        by_kind: dict[str, list] = {}
        ids = set()
        known, granted_kinds = self._known(working)
        for o, support in working:
            found = known.get(o.id)
            if found is None:
                found = known[o.id] = self._contribution(o, support, working)
            pairs, reactions, kinds = found
            for kind, p in pairs:
                if kind in passives:
                    passives[kind].append((o, p))
                else:
                    passives[kind] = [(o, p)]
            if kinds:
                ids.add(o.id)
                entry = (o, support, reactions)
                for kind in kinds:
                    if kind in by_kind:
                        by_kind[kind].append(entry)
                    else:
                        by_kind[kind] = [entry]
        for src, prog in self.game.ongoing.values():
            for p in prog.passives:
                passives.setdefault(p.kind, []).append((src, p))
        self._reactive_cache = (working, by_kind, ids, granted_kinds)
        cache = self._passive_cache = (working, passives)
        return cache

    def _known(self, working):
        """The contributions of working objects found so far (see _contribution) and the event kinds
        granted abilities listen to, for this list of working objects."""
        grants = self._ability_grants_exist
        owner = self._granted_table(working) if grants else None
        known = self._contributions
        if known[0] is not owner or not self.incremental:
            granted_kinds = frozenset(k for _, p in self._grant_facts()[3]
                                      for k in self.book.granted_program(p).kinds) if grants else frozenset()
            known = self._contributions = (owner, {}, granted_kinds)
        return known[1], known[2]

    def _listeners(self, kind, working):
        """What _reactive_cache holds for one event kind ([(object, support, reactions)] hearing it, the ids
        of the working objects that react to something, the kinds granted abilities listen to), read
        from the same contributions in the same order without building the lists of every kind."""
        known, granted_kinds = self._known(working)
        out, ids = [], set()
        for o, support in working:
            found = known.get(o.id)
            if found is None:
                found = known[o.id] = self._contribution(o, support, working)
            kinds = found[2]
            if kinds:
                ids.add(o.id)
                if kind in kinds:
                    out.append((o, support, found[1]))
        return out, ids, granted_kinds

    def _contribution(self, o, support, working):
        """What a working object adds to the passives and reactions: ([(kind, passive)], reactions,
        the event kinds they listen to); kept while its granted abilities are (see _collect)."""
        pairs = [(p.kind, p) for p in o.prog.passives if p.support == support]
        if self._ability_grants_exist or o.gained:
            granted = self._granted_for(o, working)
            pairs += [(p.kind, p) for prog in granted for p in prog.passives]
            reactions, kinds = self._reactions_with(o, granted)
        else:
            reactions, kinds = o.prog.reactions, o.prog.kinds
        return pairs, reactions, kinds

    def _granted_table(self, working):
        """The dict of granted abilities by object id for this list of working objects."""
        self._granted_for(None, working)
        return self._granted_cache[1]

    def _granted_for(self, o, working):
        """_granted_programs with ``working`` just read."""
        if not self._ability_grants_exist:
            return o.gained
        cache = self._granted_cache
        if cache[0] is not working:
            grants = self._grant_facts()[3]
            if grants is cache[2] and self._stable_abilities and self.incremental:
                cache = self._granted_cache = (working, cache[1], grants)   # the same grants: same answers
            else:
                cache = self._granted_cache = (working, {}, grants)
        if o is None:
            return ()
        if not cache[2]:
            return o.gained
        out = cache[1].get(o.id)
        if out is None:
            out = cache[1][o.id] = self._given(o, cache[2])
        return out

    def _given(self, o, grants):
        """The object's gained abilities, then those the grant passives ``grants`` give it now."""
        return list(o.gained) + [self.book.granted_program(p) for src, p in grants
                                 if p.to(o, self.pctx(src, p)) and self.holds(p, src)]

    def gain_ability(self, o: Obj, text: str) -> None:
        """The object gains an ability written as card text (7.4.5.c)."""
        prog = self.book.text_program(text)
        o.gained = tuple(o.gained) + (prog,)
        self._granted_cache[1].pop(o.id, None)
        self._contributions[1].pop(o.id, None)
        self.heard = self.heard | prog.kinds
        self._watched = self._watched | prog.watched
        self._object_kinds = self._object_kinds.union(p.kind for p in prog.passives)
        self.passive_kinds = self.passive_kinds | self._object_kinds
        self.game.version += 1
        self.abilities_changed()

    def _grants(self):
        """The grant passives of working objects (granted abilities cannot grant in turn)."""
        return self._grant_facts()[1]

    def _grant_facts(self):
        """(working, grant passives of working objects, can an object's keywords differ from its own,
        those that grant abilities): cached with the list of working objects.  The last is the same
        list as before while the grants of abilities are the same (see _granted_for)."""
        cache = self._grants_cache
        working = self.working()
        if cache[0] is not working:
            grants, changed = [], False
            for o, support in working:
                for p in o.prog.passives:        # one pass (most objects have none)
                    if p.kind == "grant":
                        if p.support == support:
                            grants.append((o, p))
                            changed = changed or bool(p.keyword)
                    elif p.kind == "lose_abilities":
                        changed = True
            abilities = cache[3]
            if grants or abilities:      # (most lists have no grant: nothing to compare)
                found = [g for g in grants if g[1].abilities]
                if len(found) != len(abilities) or any(a[0] is not b[0] or a[1] is not b[1]
                                                       for a, b in zip(found, abilities)):
                    abilities = found
            cache = self._grants_cache = (working, grants, changed, abilities)
        return cache

    def pctx(self, src: Obj, p: Passive, **bound: Any) -> Ctx:
        """The context a passive ability is read in: its object, and the names its Emblem bound."""
        vars = dict(p.vars) if p.vars else {}
        vars.update(bound)
        return Ctx(self.game, src.controller, src, vars)

    def holds(self, p: Passive, src: Obj, it: Any = None) -> bool:
        return p.when is None or p.when(self.pctx(src, p, it=it))

    def _is_silenced(self, o):
        if not o.prog.keywords or o.zone is None or o.zone.name not in self.book.ability_zones:
            return False
        return all(x is not o for x, _ in self.working()) and any(
            p.kind == "lose_abilities" for x, _ in self.working() for p in x.prog.passives)

    def keywords_vary(self) -> bool:
        """Whether a passive at work now grants or removes keywords, so that an object's keywords may
        be others than its own and those given to it (obj_keywords)."""
        return not self.plain_keywords and self._grant_facts()[2]

    def settled(self) -> Settled | None:
        """The altering passives in the order they apply and what each does (ordering.py, 2.3.3), when
        some of them read what others change; None when reading them on demand gives the same answers."""
        if self.settling is not None:            # being ordered: what is applied so far
            return self.settling
        rules = self.book.precedence.get("passives")
        if not rules or not self.listening or not (self._grants_exist or "terrain" in self.passive_kinds):
            return None
        game = self.game
        cache = self._settled_cache
        if cache[0] == game.version and self.incremental:
            return cache[1]
        self.settling = ordering.Settled()       # questions asked while gathering them: none applied yet
        try:
            working = self.working()
            found = self._order_cache
            if found[0] is not working or not self.incremental:
                kinds = rules["altering"]
                altering = [(src, p) for kind in kinds for src, p in
                            (self._grants() if kind == "grant" else self.passives(kind))
                            if kind != "grant" or p.keyword]
                found = self._order_cache = (working, altering,
                                             ordering.needs_order(altering, self.book.presence_keywords))
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
        if self.plain_keywords or not self._grant_facts()[2]:    # no passive grants or removes keywords
            if not o.granted:
                return () if o.face_down else o.prog.keyword_names
            mine = [] if o.face_down else list(o.prog.keyword_names)
            for k in o.granted:
                if k not in mine:
                    mine.append(k)
            return mine
        settled = self.settled()
        if settled is not None:                  # passives that depend on each other: in their order (2.3.3)
            ordered = [] if o.face_down or self._is_silenced(o) else list(o.prog.keyword_names)
            for k in o.granted:
                if k not in ordered:
                    ordered.append(k)
            if not o.gone and o.zone.name in self.book.ability_zones:
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
            if self._grants_exist and not o.gone and o.zone.name in self.book.ability_zones:   # 2.3.1.h
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
        ctx = Ctx(self.game, o.controller, o, {})
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
        if o.zone is None or o.zone.name not in self.book.ability_zones:
            return 0
        total = 0
        for k in self.obj_keywords(o):
            who = self.book.keywords[k].get("target_cost")
            if who == "anyone" or who == "opponent" and o.controller in self.game.rivals[chooser]:   # not a teammate
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
        paid = ctx.vars.get("_target_paid", ())
        mana = self.game.mana_left(ctx.you)
        return [o for o in pool if not hasattr(o, "card") or o.id in paid or self.target_cost(o, ctx.you) <= mana]

    def target_budget(self, ctx: Ctx) -> Callable[[list], bool] | None:
        """A test that the target costs of a set of targets can be paid together (6.4.c), or None."""
        if not self.listening:
            return None
        paid = ctx.vars.get("_target_paid", ())
        mana = self.game.mana_left(ctx.you)
        return lambda objs: sum(self.target_cost(o, ctx.you) for o in objs
                                if hasattr(o, "card") and o.id not in paid) <= mana

    def pay_target_costs(self, chosen: list, ctx: Ctx) -> None:
        """7.4.7.e-f: pay the Tough cost of each chosen target once per effect."""
        game = self.game
        paid = set(ctx.vars.get("_target_paid", ()))
        for o in chosen:
            if not hasattr(o, "card") or o.id in paid:
                continue
            cost = self.target_cost(o, ctx.you)
            if cost:
                game.actions.pay_mana(ctx.you, cost, ctx)
                game.log("target_cost", player=ctx.you, card=o.card.name, paid=cost, rule="7.4.7")
            paid.add(o.id)
        ctx.vars["_target_paid"] = tuple(paid)

    # -- reactions to events (6.3, 4.4) ------------------------------------------
    def flush_events(self) -> None:
        """6.3.g: after a step, one reaction-activating step for the events it made."""
        game = self.game
        if not self.plain_keywords and ("presence" in self.heard or game.logging):
            presence.look(game)                # 7.4.4.n-o: joining or leaving Expeditions without moving
        while game.pending_events:
            events, game.pending_events = game.pending_events, []
            for ev in events:
                kind = ev.kind
                if kind not in self._watched and kind not in self._granted_heard:
                    # only the object the event made can hear it (_activate_own): skip it here when
                    # that object has no reaction that could
                    new = ev.new
                    if new is None or new.prog is None or kind not in new.prog.kinds and not (new.gained and not new.gone):
                        continue
                self._activate(ev)

    def _reactions_of(self, o, working):
        """An object's reactions, printed, gained and granted, and the event kinds they listen to;
        kept as long as the granted programs are (see _granted_for)."""
        return self._reactions_with(o, self._granted_for(o, working) if not o.gone else ())

    def _reactions_with(self, o, granted):
        if not granted:
            return o.prog.reactions, o.prog.kinds
        known = self._reaction_lists
        if known[0] is not self._granted_cache[1]:
            known = self._reaction_lists = (self._granted_cache[1], {})
        found = known[1].get(o.id)
        if found is None or found[0] is not granted:
            reactions = o.prog.reactions + [r for g in granted for r in g.reactions]
            found = known[1][o.id] = (granted, reactions, tuple(dict.fromkeys(k for r in reactions for k in r.kinds)))
        return found[1], found[2]

    def _activate(self, ev):
        kind = ev.kind
        if kind not in self._watched and not self._had_granted(ev.obj):
            self._activate_own(ev)
            return
        working = self.working()
        if self._reactive_cache[0] is working:
            _, by_kind, ids, granted_kinds = self._reactive_cache
            listeners = by_kind.get(kind, ())
        elif (kind not in self._granted_heard or not self._grant_facts()[3] and not self._had_granted(ev.obj)) \
                and self._activate_plain(ev, working):
            return
        else:       # the lists of _collect are out of date: this kind's part of them, as _collect makes it
            listeners, ids, granted_kinds = self._listeners(kind, working)
        for o, support, reactions in listeners:
            self._activate_one(ev, o, support, reactions)
        # the moved object before and after the move, when its abilities did not work in place (6.3.c-e)
        done: list = []
        for o in (ev.obj, ev.new):
            if o is None or o.prog is None or o.id in ids:
                continue
            if kind not in o.prog.kinds and kind not in granted_kinds and not o.gained and not self._had_granted(o):
                continue
            if o.gone and o is ev.obj:     # the object before the event: its abilities then (6.3.e; v5.0 6.3.f)
                reactions, kinds = self._reactions_with(o, self._granted_before(o, ev))
                own = o.prog.reactions
                done = [r for r in reactions if r.self_move and all(r is not x for x in own)]
                if done and ev.new is not None and ev.new.id in ids:     # heard where it went: not twice
                    heard = [x for n, _, rs in listeners if n is ev.new for x in rs]
                    done = [r for r in done if all(r is not x for x in heard)]
                if done and ev.new is not None and kind in kinds:
                    # a self-move Reaction it was granted: the object the move made reacts (6.3.c)
                    self._activate_one(ev, ev.new, None, done)
            else:
                reactions, kinds = self._reactions_of(o, self.working())
                if done:                   # not twice, if it is granted it again where it went
                    reactions = [r for r in reactions if all(r is not x for x in done)]
            if kind not in kinds:
                continue
            self._activate_one(ev, o, None, reactions)
            if ev.obj is ev.new:
                break

    def grants_abilities(self) -> bool:
        """Whether a working passive may grant abilities (Actions.move keeps them for the moved objects)."""
        return self._ability_grants_exist and bool(self._grant_facts()[3])

    def granted_now(self, o: Obj) -> list:
        """The abilities an object has gained or been granted now."""
        return list(self._granted_for(o, self.working())) if not o.gone else []

    def _granted_before(self, o, ev):
        """The abilities a gone object had gained or been granted before the event that made it gone:
        a Reaction is activated if it existed and worked before the event (6.3.e, v5.0 6.3.f: a granted
        "When I'm sacrificed" too); _granted_for gives a gone object none.  Those kept when it moved
        (Actions.move), even if what granted them moved in the same step; else the grants of objects
        working now that existed before the event."""
        known = self.game.last_known.get(o.id)
        if known is not None and known.abilities is not None:
            return known.abilities
        grants = self._grant_facts()[3] if self._ability_grants_exist else ()
        return self._given(o, [(src, p) for src, p in grants if src.ts <= ev.ts])

    def _had_granted(self, o) -> bool:
        known = self.game.last_known.get(o.id) if o is not None and o.gone else None
        return known is not None and known.abilities is not None

    def _activate_plain(self, ev, working):
        """_activate for an event no granted ability hears ("At Noon", a card played, or any event when
        no working object grants abilities), when the lists of _collect are out of date and no object
        concerned has gained abilities: only the objects' own reactions can hear it, asked in the same
        order without rebuilding the lists.  False when this does not apply (nothing done)."""
        for o, _ in working:
            if o.gained:
                return False
        if ev.obj is not None and ev.obj.gained or ev.new is not None and ev.new.gained:
            return False
        kind, new = ev.kind, ev.new
        inside = []
        for o, support in working:     # a "When I ..." reaction hears only the object the event made (6.3.c)
            if kind in o.prog.watched or o is new and kind in o.prog.kinds:
                inside.append(o)
                self._activate_one(ev, o, support, o.prog.reactions)
        # the moved object before and after the move, when its abilities did not work in place (6.3.c-e)
        for o in (ev.obj, new):
            if o is None or o.prog is None or kind not in (o.prog.kinds if o is new else o.prog.watched) \
                    or o in inside:
                continue
            self._activate_one(ev, o, None, o.prog.reactions)
            if ev.obj is ev.new:
                break
        return True

    def _activate_own(self, ev):
        """An event no reaction hears of another object than the one it made ("When I ...", 6.3.c):
        only that object is asked, with no need for the list of working objects (where it is, its
        reactions would be read just the same: a reaction to its own move ignores where it works)."""
        o, kind = ev.new, ev.kind
        if o is None or o.prog is None:
            return
        if kind in self._granted_heard and not o.gone:
            reactions, kinds = self._reactions_of(o, self.working())
            if kind not in kinds:
                return
        elif kind in o.prog.kinds or o.gained and not o.gone:
            reactions = o.prog.reactions
            if o.gained and not o.gone:
                reactions = reactions + [r for g in o.gained for r in g.reactions]
        else:
            return
        self._activate_one(ev, o, None, reactions)

    def _activate_one(self, ev, o, support, reactions):
        kind = ev.kind
        ctx = None
        for r in reactions:
            if kind not in r.kinds:
                continue
            if r.self_move:
                if o is not ev.new:
                    continue
            elif support is None:
                # the old object of a move: its reactions worked before the event (6.3.e)
                if o is not ev.obj or not self._worked_in(ev.frm, r.support):
                    continue
            elif r.support != support or o.ts > ev.ts:     # 6.3.e: it must exist before the event
                continue
            if ctx is None:                 # the context a test that failed left untouched, or a new one
                ctx = self._spare_ctx
                if ctx is None or ctx.vars:
                    ctx = Ctx(self.game, o.controller, o, {})
                else:
                    self._spare_ctx = None
                    ctx.you, ctx.source = o.controller, o
            elif ctx.vars:
                ctx = Ctx(self.game, o.controller, o, {})
            if o is ev.obj and ev.new is not None:
                ctx.vars["_follow"] = {o.id: ev.new}       # 2.1.f: "I" finds the object the move made
            if not r.match(ev, ctx):
                continue
            if ev.kind == "move" and ev.obj is not None and ev.new is not None:
                ctx.vars["_was"] = {ev.new.id: ev.obj}     # what the moved object was (6.3.j-k)
            if r.condition is not None and not r.condition(ctx):
                continue
            if self._cant_activate(o, r) or not self._count_activation(o, r):
                continue
            if ev.player is not None:       # "When an opponent plays a Spell — They ...": who did it
                ctx.vars["trigger_player"] = ev.player
            self.add_reaction(o, r.text, r.effect, ctx)
            ctx = None                      # kept by the reaction
        if ctx is not None:
            self._spare_ctx = ctx

    def _count_activation(self, o, r):
        """Count one activation of reaction ``r`` of ``o`` today; False past the limits: per object
        (1.4.6.c, 6.3.l) and, when precedence.yaml sets one, per object name (v5.0 6.3.m)."""
        game = self.game
        limits = self.book.limits
        key = (o.card_no if o.card_no is not None else o.id, r.index)
        if game.reaction_uses.get(key, 0) >= limits["reaction_per_day"]:
            game.log("limit", what="reaction", card=o.card.name, rule="1.4.6.c")
            return False
        per_name = limits.get("reaction_per_name_per_day")
        if per_name is not None:
            name_key = ("name", o.card.name, r.index)
            if game.reaction_uses.get(name_key, 0) >= per_name:
                game.log("limit", what="reaction", card=o.card.name, rule="6.3.m")
                return False
            game.reaction_uses[name_key] = game.reaction_uses.get(name_key, 0) + 1
        game.reaction_uses[key] = game.reaction_uses.get(key, 0) + 1
        return True

    def _worked_in(self, zone_name, support):
        if support:
            return zone_name == self.book.support_zone
        return zone_name in self.book.ability_zones

    def _cant_activate(self, o, r):
        if r.symbol is None:
            return False
        for src, p in self.passives("cant"):
            if p.action == "activate" and r.symbol in p.value and p.to(o, self.pctx(src, p)) \
                    and self.holds(p, src):
                self.game.log("cant", action="activate", card=o.card.name, by=p.text)
                return True
        return False

    def add_reaction(self, source: Obj, text: str, effect: Callable[[Ctx], Any], ctx: Ctx) -> None:
        """Create an Emblem-Reaction in the transit zone (2.2.2.m, 6.3.g)."""
        game = self.game
        zone = game.zone(self.book.emblem_zone)
        card = self.book.made_card(f"emblem:{source.card.ref}", f"{source.card.name}: {text}", self.book.emblem_type)
        e = game.new_obj(card, None, source.controller, zone)
        e.controller = ctx.you
        zone.objs.append(e)
        game.payloads[e.id] = (effect, ctx)
        if game.logging:
            game.log("reaction", player=ctx.you, card=source.card.name, text=text)

    def check_reactions(self) -> None:
        """4.4: while reactions wait, the first player in initiative order who has one plays one."""
        game = self.game
        if game.pending_events or not self.plain_keywords:
            self.flush_events()
        while game.payloads:
            zone = game.zone(self.book.emblem_zone)
            waiting = [e for e in zone.objs if e.id in game.payloads]
            if not waiting:
                break
            for p in game.initiative_order():
                mine = [e for e in waiting if e.controller == p]
                if mine:
                    e = game.choose_option(p, "reaction", "play which reaction?", mine, [x.card.name for x in mine])
                    effect, ctx = game.payloads.pop(e.id)
                    zone.objs.remove(e)                 # 5.4.d: it ceases to exist once resolved
                    e.gone = True
                    if game.logging:
                        game.log("resolve", player=p, card=e.card.name)
                    saved, game.source_name = game.source_name, e.card.name
                    try:
                        effect(ctx)
                    finally:
                        game.source_name = saved
                    self.flush_events()
                    break

    # -- quick actions (5.3) ---------------------------------------------------
    def quick_options(self, p: int) -> list[tuple[Obj, Quick]]:
        game = self.game
        limit = self.book.limits["quick_action_per_day"]
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
            quicks = [q for q in o.prog.quick if q.support == support]
            for g in granted:
                quicks.extend(g.quick)
            for q in quicks:
                key = (o.id, q.index, q.text)
                if game.quick_uses.get(key, 0) >= limit:     # 1.4.6.b, 5.3.e: per object
                    continue
                ctx = Ctx(game, p, o, {})
                if q.condition is not None and not q.condition(ctx):
                    continue
                if all(c(game, ctx, False) for c in q.costs):
                    out.append((o, q))
        return out

    def _quick_candidates(self, working):
        """The working objects that may have a quick action: all when granted abilities have some,
        else those with one of their own or abilities gained."""
        if self._ability_grants_exist and any(self.book.granted_program(g).quick for _, g in self._grant_facts()[3]):
            return working
        return [(o, support) for o, support in working if o.prog.quick or o.gained]

    def play_quick(self, p: int, o: Obj, q: Quick) -> None:
        """5.1.2.b: declare, pay every cost in one step, resolve."""
        game = self.game
        key = (o.id, q.index, q.text)
        game.quick_uses[key] = game.quick_uses.get(key, 0) + 1
        ctx = Ctx(game, p, o, {})
        game.log("quick", player=p, card=o.card.name, text=q.text)
        for c in q.costs:
            c(game, ctx, True)
        self.flush_events()
        saved, game.source_name = game.source_name, f"{o.card.name}: {q.text}"
        try:
            q.effect(ctx)
        finally:
            game.source_name = saved
        self.flush_events()

    # -- ongoing emblems (2.2.2.m, 2.2.14) ---------------------------------------
    def add_ongoing(self, source: Obj | None, prog: Program, duration: str, ctx: Ctx, text: str) -> None:
        game = self.game
        names = self.book.phase_names
        if duration == "turn" and game.vars.get("turn_player") is None:     # 2.2.14.d: no turn to last
            game.log("expired", text=text, duration=duration, rule="2.2.14.d")
            return
        if duration in names and game.phase in names and names.index(game.phase) > names.index(duration):
            game.log("expired", text=text, duration=duration, rule="2.2.14.e")   # that phase is over
            return
        zone = game.zone(self.book.emblem_zone)
        card = self.book.made_card(f"ongoing:{source.card.ref if source else ''}",
                                   f"{source.card.name if source else ''}: {text}", self.book.emblem_type)
        e = game.new_obj(card, None, ctx.you, zone)
        zone.objs.append(e)
        game.ongoing[e.id] = (source or e, prog)
        self.passive_kinds = self.passive_kinds.union(p.kind for p in prog.passives)
        game.durations[e.id] = duration
        game.version += 1
        self.abilities_changed()
        game.log("ongoing", player=ctx.you, text=text, duration=duration)

    def end_ongoing(self, eid: int, reason: str = "used") -> None:
        game = self.game
        zone = game.zone(self.book.emblem_zone)
        for e in zone.objs:
            if e.id == eid:
                zone.objs.remove(e)
                e.gone = True
                break
        game.ongoing.pop(eid, None)
        game.durations.pop(eid, None)
        game.version += 1
        self.abilities_changed()

    def expire(self, duration: str) -> None:
        """End the Ongoing Emblems whose duration is over (2.2.14.c-e)."""
        game = self.game
        if not game.durations:
            return
        for eid, d in list(game.durations.items()):
            if d == duration:
                self.end_ongoing(eid, "expired")

    def activate_symbols(self, objs: list[Obj], symbols: Iterable[str], ctx: Ctx) -> None:
        """7.3.1.b: "Activate the {j} abilities of ...": those reactions activate, whatever the event.
        7.3.1.d: the reaction is created by the object that bears it."""
        for o in objs:
            if o.gone:
                continue
            for r in o.prog.reactions:
                if r.symbol in symbols and not self._cant_activate(o, r) and self._count_activation(o, r):
                    self.add_reaction(o, r.text, r.effect, Ctx(self.game, o.controller, o, {"it": o}))
