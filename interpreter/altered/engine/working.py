"""Card abilities at work, first: which objects' abilities work now, their passive abilities and what they
grant, cached with the state version they were read at.  The base of the part ``game.runtime`` (runtime.py
adds reactions, quick actions and Ongoing Emblems, keywords.py what passives make of objects)."""
from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any, ClassVar, Iterable

from ..effects.abilities import Program
from ..effects.abilities.passives import Passive
from ..effects import Ctx
from .bookfacts import BookFacts, facts_of
from .lists import instances_skipping, kinds_granted, ongoing_of, own_pairs, without, zone_places
from .ordering import Settled
from .state import Obj, Zone

if TYPE_CHECKING:                  # for the compiled build's native calls (README, "Speed")
    from .owner import Owner

# The caches' types: a compiled build reads typed tuples natively (untyped ones through Python's protocols)
WorkingList = list[tuple[Obj, bool]]           # (object, support) whose abilities work
Grants = list[tuple[Obj, Passive]]             # (working object, its grant passive)


class Working:
    """The abilities of one game's objects at work.  It holds what those abilities let it skip
    (FACTS: state, held by the position as ``game.abilities`` and copied with it) and what it derived
    from the state (CACHES: forgotten by a copy, recomputed on demand)."""
    # Derived facts (which abilities work, keywords, granted abilities, named values) are cached with the state
    # version they were computed at; every change a passive can read bumps the version. With ``incremental``
    # off (ALTERED_PASSIVES=full) nothing is reused: each read recomputes (a test compares the two runs).
    incremental: ClassVar[bool] = os.environ.get("ALTERED_PASSIVES", "incremental") != "full"

    # What the game's abilities let the runtime skip (see note_programs): state that a copy keeps (_keep).
    FACTS: ClassVar[tuple[str, ...]] = ("listening", "heard", "passive_kinds", "plain_keywords", "_grants_exist", "_ability_grants_exist",
             "_stable_abilities", "_watched", "_granted_heard", "_object_kinds")
    # Derived facts, forgotten by reset(): a copy starts without them.
    CACHES: ClassVar[tuple[str, ...]] = (
        "_working_cache", "_passive_cache", "_grants_cache", "_kw_cache", "_granted_cache", "_reactive_cache",
        "_reaction_lists", "_contributions", "_kw_busy", "_working_zones", "_spare_ctx", "_quick_cache",
        "settling", "_order_cache", "_settled_cache", "_ts_order")
    __slots__ = ("game", "book", "rules", "_incr") + FACTS + CACHES
    game: Owner
    book: Any
    rules: BookFacts               # what the hot paths read of the book, typed (bookfacts.py)
    _incr: bool                    # incremental, read once (a class field is a look-up by name compiled)
    listening: bool                # the FACTS, typed for the compiled build's native reads
    heard: frozenset
    passive_kinds: frozenset
    plain_keywords: bool
    _grants_exist: bool
    _ability_grants_exist: bool
    _stable_abilities: bool
    _watched: frozenset
    _granted_heard: frozenset
    _object_kinds: frozenset

    def __init__(self, game):
        self.game, self.book, self.rules, self._incr = game, game.book, facts_of(game.book), type(self).incremental
        facts = game.abilities
        if facts is None:          # a new game: nothing known yet (learn)
            self.listening = self._grants_exist = self._ability_grants_exist = False
            self._stable_abilities = self.plain_keywords = True
            self.heard = self.passive_kinds = self._watched = self._granted_heard = self._object_kinds = frozenset()
        else:                      # a copy of a state: what its position says
            self._take(facts)
        self.reset()

    def _take(self, facts: tuple) -> None:
        for name, value in zip(self.FACTS, facts):
            setattr(self, name, value)

    def _keep(self) -> None:
        """The FACTS are game state: the position holds them (``game.abilities``, copied with it); the
        part reads its own fields, written through to the position at each change (rare)."""
        self.game.abilities = tuple([getattr(self, name) for name in self.FACTS])

    def learn(self, start: Any) -> None:
        """What the abilities of a new game's cards listen to (``start``: prepared.Prepared): a fresh
        runtime's facts depend only on the cards' programs, found once per rule book, table and decks."""
        facts = start.facts.get(type(self))
        if facts is None:
            self.note_programs({id(p): p for p in map(self.book.program, start.cards)}.values())
            start.facts[type(self)] = self.game.abilities
        else:
            self._take(facts)
            self.game.abilities = facts

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
        self._keep()

    def reset(self) -> None:
        """Forget every derived fact (a new game, or a copy of a state: they refer to its objects)."""
        self._working_cache: tuple[int, int, WorkingList] = (-1, 0, [])   # (key, -1: none; day, [(object, support)])
        self._passive_cache: tuple[WorkingList | None, dict[str, list]] = (None, {})   # (working, {kind: [(source, passive)]})
        self._grants_cache: tuple[WorkingList | None, Grants, bool, Grants] = (None, [], False, [])   # see _grant_facts
        self._kw_cache: tuple[int | None, dict[int, list[str]]] = (-1, {})   # (version, {object id: keywords})
        self._granted_cache: tuple[WorkingList | None, dict[int, Any], Grants] = (None, {}, [])   # (working, {id: programs}, grants)
        # (working, {event kind: [(object, support, reactions)]}, ids of the working objects that react
        # to something, the event kinds granted abilities listen to): filled one kind at a time (runtime._activate)
        self._reactive_cache: tuple[WorkingList | None, dict[str, list], set[int], frozenset] = (None, {}, set(), frozenset())
        self._reaction_lists: tuple[dict | None, dict[int, Any]] = (None, {})   # see _reactions_of
        self._contributions: tuple[dict | None, dict, frozenset] = (None, {}, frozenset())   # see _collect
        self._kw_busy = 0          # depth of keyword questions in progress (their partial answers are kept)
        self._working_zones: tuple[list[tuple[frozenset, Zone]], list[Zone], dict[Zone, tuple]] | None = None   # see zone_places
        self._spare_ctx: Ctx | None = None   # a context a reaction's test was read in and left untouched
        self._quick_cache: tuple[WorkingList | None, list] = (None, [])   # (working, objects that may have a quick action)
        self.settling: Settled | None = None       # the altering passives applied so far, while ordering them
        self._order_cache: tuple[WorkingList | None, list, bool] = (None, [], False)   # (working, altering, order?)
        self._settled_cache: tuple[int | None, Settled | None] = (-1, None)    # (version, Settled or None): settled
        self._ts_order: tuple[list | None, list] = (None, [])   # (a list of passives, it in timestamp order)

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
        return self.game.version if self._incr else None

    def working(self) -> WorkingList:
        """(object, support) for every object whose abilities work now, cached until that can change.
        Facts derived from this list are cached with the list they were computed from."""
        game = self.game
        cache = self._working_cache
        if cache[0] == (game.presence if self._stable_abilities else game.version) and cache[1] == game.day:
            return cache[2]
        book = self.book
        out: WorkingList = []
        first_day = game.day <= 1
        zones = self._working_zones
        if zones is None:          # the zone instances in the order they are read, each with the card types
            zones = self._working_zones = zone_places(     # whose abilities do not work there (2.2.11.h)
                instances_skipping(game, book.ability_zones, self.rules.abilities_only_in),
                game.zone_instances(book.support_zone))
        for skip, z in zones[0]:
            for o in z.objs:        # three tests without side effects, the cheapest first
                if o.face_down or skip and o.card.type in skip:
                    continue
                if not (first_day and o.prog.passives and self._ignored(o)):
                    out.append((o, False))
        blocked = self.rules.support_blocked
        for z in zones[1]:
            for o in z.objs:
                statuses = o.statuses
                if not statuses or statuses.keys().isdisjoint(blocked):
                    out.append((o, True))
        if not self._stable_abilities:        # stable: no passive removes abilities
            silenced = self._silenced(out)
            if silenced:
                out = without(out, silenced)
        if self._incr:
            if self._stable_abilities:   # what is derived from the list depends on nothing else (see presence)
                old = cache[2]           # the same objects as before: keep the list, and what was derived from it
                if out == old:       # pairs compared item by item: objects by identity (Obj has no __eq__)
                    out = old
            self._working_cache = (game.presence if self._stable_abilities else game.version, game.day, out)
        else:
            self._working_cache = (-1, game.day, out)
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

    def _ignored(self, o: Obj) -> bool:
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
            return ongoing_of(game, kind)
        cache, w = self._passive_cache, self._working_cache
        if cache[0] is w[2] and w[0] == (game.presence if self._stable_abilities else game.version) \
                and w[1] == game.day:       # working() would return w[2]: this is its test, inlined
            found = cache[1].get(kind)
            return found if found is not None else self._collect(w[2], kind)
        working = self.working()
        if cache[0] is not working:
            cache = self._passive_cache = (working, {})
        found = cache[1].get(kind)
        return found if found is not None else self._collect(working, kind)

    def by_timestamp(self, found: list[tuple[Any, Passive]]) -> list[tuple[Any, Passive]]:
        """(source, passive) pairs in their sources' timestamp order (2.3.3.b), sorted once per list (passives)."""
        cache = self._ts_order
        if cache[0] is not found:
            cache = self._ts_order = (found, sorted(found, key=lambda x: x[0].ts))
        return cache[1]

    def _collect(self, working: WorkingList, kind: str) -> list[tuple[Any, Passive]]:
        """The working passive abilities of one kind (2.3.1.k), from working objects then Ongoing Emblems,
        gathered once per list of working objects and kind asked (most lists are asked one or two kinds;
        the reactions are gathered by event kind when an event is heard, runtime._activate)."""
        out: list[tuple[Any, Passive]] = []
        known = self._known(working)[0]
        for o, support in working:
            found = known.get(o.id)
            if found is None:
                found = known[o.id] = self._contribution(o, support, working)
            for k, p in found[0]:
                if k == kind:
                    out.append((o, p))
        for src, prog in self.game.ongoing.values():
            for p in prog.passives:
                if p.kind == kind:
                    out.append((src, p))
        self._passive_cache[1][kind] = out
        return out

    def _known(self, working: WorkingList) -> tuple[dict[int, tuple[list, Any, Any]], frozenset]:
        """The contributions of working objects found so far (see _contribution) and the event kinds
        granted abilities listen to, for this list of working objects."""
        grants = self._ability_grants_exist
        owner = self._granted_table(working) if grants else None
        known = self._contributions
        if known[0] is not owner or not self._incr:
            granted_kinds = kinds_granted(self.book, self._grant_facts()[3]) if grants else frozenset()
            known = self._contributions = (owner, {}, granted_kinds)
        return known[1], known[2]

    def _listeners(self, kind: str, working: WorkingList) -> tuple[list, set[int], frozenset]:
        """What _reactive_cache holds for one event kind ([(object, support, reactions)] hearing it, the ids
        of the working objects that react to something, the kinds granted abilities listen to), read
        from the same contributions in the same order without building the lists of every kind."""
        known, granted_kinds = self._known(working)
        out: list = []
        ids: set[int] = set()
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

    def _contribution(self, o: Obj, support: bool, working: WorkingList) -> tuple[list, Any, Any]:
        """What a working object adds to the passives and reactions: ([(kind, passive)], reactions,
        the event kinds they listen to); kept while its granted abilities are (see _collect)."""
        pairs = own_pairs(o.prog.passives, support)
        if self._ability_grants_exist or o.gained:
            granted = self._granted_for(o, working)
            pairs += [(p.kind, p) for prog in granted for p in prog.passives]
            reactions, kinds = self._reactions_with(o, granted)
        else:
            reactions, kinds = o.prog.reactions, o.prog.kinds
        return pairs, reactions, kinds

    def _reactions_with(self, o: Obj, granted: Any) -> tuple[Any, Any]:
        """The runtime's (runtime.py), declared here for the compiled build's native call."""
        raise NotImplementedError

    def _granted_table(self, working: WorkingList) -> dict[int, Any]:
        """The dict of granted abilities by object id for this list of working objects."""
        self._granted_for(None, working)
        return self._granted_cache[1]

    def _granted_for(self, o: Obj | None, working: WorkingList) -> Any:
        """_granted_programs with ``working`` just read."""
        if not self._ability_grants_exist:
            return o.gained if o is not None else ()
        cache = self._granted_cache
        if cache[0] is not working:
            grants = self._grant_facts()[3]
            if grants is cache[2] and self._stable_abilities and self._incr:
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
        self._keep()
        self.game.version += 1
        self.abilities_changed()

    def _grants(self) -> Grants:
        """The grant passives of working objects (granted abilities cannot grant in turn)."""
        return self._grant_facts()[1]

    def _grant_facts(self) -> tuple[WorkingList | None, Grants, bool, Grants]:
        """(working, grant passives of working objects, can an object's keywords differ from its own,
        those that grant abilities): cached with the list of working objects.  The last is the same
        list as before while the grants of abilities are the same (see _granted_for)."""
        cache, w = self._grants_cache, self._working_cache
        game = self.game
        if cache[0] is w[2] and w[0] == (game.presence if self._stable_abilities else game.version) \
                and w[1] == game.day:       # working() would return w[2] (its test, inlined: asked at every keyword)
            return cache
        working = self.working()
        if cache[0] is not working:
            grants: Grants = []
            changed = False
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
