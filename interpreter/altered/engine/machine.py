"""The machine of a game: its position (position.py) with the rule book, the table, the parts doing
the work, their caches and hooks; and what the position is, read with the rules (zones, objects,
players, characteristics, the Adventure, the log).  A copy of the state shares the rule book and the
table, copies the position and makes new parts (snapshot.py).

The Game knows generic mechanisms only (zones, objects, statuses, counters, markers, turns, choices);
every name and procedure comes from the RuleBook.  Its parts do the work, each with one job:

- ``game.flow`` (flow.py): the day and turn structure;
- ``game.plays`` (playing.py): playing cards and their costs;
- ``game.runtime`` (runtime.py): card abilities at work, reactions, Ongoing Emblems;
- ``game.actions`` (actions.py): atomic actions, their modifiers and the events they make.
"""
from __future__ import annotations

import random
from typing import Any, ClassVar, Iterable, cast

from mypy_extensions import mypyc_attr

from ..effects.context import fresh_ctx
from . import seating as seats
from .actions import Actions
from .flow import Flow, GameOver
from .narrative import player_name
from .ordering import with_terrain
from .playing import Plays
from .prepared import prepared
from .owner import Owner
from .runtime import Runtime
from .state import Marker, Obj, Player, Zone, new_object


@mypyc_attr(allow_interpreted_subclasses=True)    # scenarios, soaks and the viewer make their own kinds
class Machine(Owner):
    """A position with what plays it: the fields below besides the position's, by what a copy does."""
    # shared by a copy: immutable, or fixed at set-up (the rule book, the table, the decks, the hooks)
    SHARED: ClassVar[tuple[str, ...]] = ("book", "seed", "seating", "rivals", "opponent_order", "decks", "logging",
                                         "max_days", "sub_zone_name", "after_step", "opening")
    PARTS: ClassVar[tuple[str, ...]] = ("runtime", "actions", "plays", "flow")   # made anew for a copy
    CACHES: ClassVar[tuple[str, ...]] = ("memo", "_instances")   # derived facts, recomputed in a copy
    __slots__ = tuple(n for n in SHARED + PARTS + CACHES if n not in Owner.__slots__)   # (those Owner declares)
    # the parts are declared by the host of effects (effects/host.py), as the protocols effects call; the
    # Game's own methods read the runtime as its class (a native read and calls, README, "Speed"): on the
    # hot paths into a local typed so (checked by the compiled build as a cast is; no call in pure Python)
    _instances: dict[int | None, dict[str, list[Zone]]]

    def __init__(self, book, decks, agents=None, seed=0, log=False, max_days=None, seating=None):
        if book is None:           # an empty game that a copy of a state fills (snapshot.py)
            return
        Owner.__init__(self, rng=random.Random(seed))     # (seeded once: not the position's unseeded default first)
        agents = agents or [None] * len(decks)
        self.book = book
        # what every game of this book, table and decks starts from, found once (prepared.py)
        start = self.opening = prepared(book, decks, seating)
        # the table (seating.py): who sits to whose left, teams, which Expedition faces which; each
        # player's opponents, clockwise from its left
        self.seating, self.opponent_order, self.rivals = start.seating, start.opponent_order, start.rivals
        self.seed = seed
        self.players = [Player(i, name, a) for i, (name, a) in enumerate(zip(start.names, agents))]
        self.decks = decks
        self.logging = log
        self.vars = start.vars.copy()      # the rules' variables as a game begins, the table's own too
        self.max_days = max_days or start.max_days
        self.after_step = None     # optional hook called after each daily effect and turn (tests, tools)
        self.zones = {key: Zone(key[0], key[1], spec, label) for key, spec, label in start.zone_plan}
        self.sub_zone_name = start.sub_zone_name
        self.make_parts()
        self.reset_caches()
        cast(Runtime, self.runtime).learn(start)   # what the cards' abilities listen to (runtime.py)

    def make_parts(self):
        """The parts that do the work (new ones for a copy: they hold no state a copy needs, only
        facts derived from it, forgotten)."""
        self.runtime = Runtime(self)
        self.actions = Actions(self)
        self.plays = Plays(self)
        self.flow = Flow(self)

    def reset_caches(self):
        """Derived facts, recomputed on demand (each is keyed by the state version)."""
        cast(Runtime, self.runtime).reset()
        self._instances = {}       # owner -> zone name -> zone instances (zone_instances)
        self.memo = (-1, {})       # named values of the rules, per state version

    def reset_memo(self) -> Any:
        runtime: Runtime = self.runtime  # type: ignore[assignment]
        self.memo = (runtime.stamp(), {})
        return self.memo

    # -- zones and objects ---------------------------------------------------
    def zone_instances(self, name: str, owner: int | None = None) -> list[Zone]:
        """The zone instances a name means (one shared zone, one player's, or every player's); the
        lists are kept in ``_instances`` (built from ``zones``: a copy of the state empties it)."""
        by_name = self._instances.get(owner)       # two plain look-ups: no tuple key made at each call
        if by_name is None:
            by_name = self._instances[owner] = {}
        found = by_name.get(name)
        if found is None:
            spec = self.book.zones[name]
            if spec.scope == "shared":
                found = [self.zones[(name, None)]]
            elif owner is not None:
                found = [self.zones[(name, owner)]]
            else:
                found = []                  # (a loop: no closure cells made at each call of this method)
                for p in range(len(self.players)):
                    found.append(self.zones[(name, p)])
            by_name[name] = found
        return found

    def zone(self, name, owner=None) -> Zone:
        found = self.zones.get((name, owner))      # a shared zone's, or that owner's: no call, no list made
        return found if found is not None else self.zone_instances(name, owner)[0]

    def new_obj(self, card: Any, card_no: int | None, owner: int | None, zone: Zone, sub: str | None = None,
                prog: Any = None) -> Obj:
        """A new object (``prog``: the card's compiled abilities, when the caller has them)."""
        self.last_id += 1
        self.timestamp += 1      # 2.2.15.b-c: a new object gets a new, larger timestamp
        return new_object(self.last_id, card, card_no, owner, owner, zone, sub, self.timestamp, zone.spec.face_down,
                          self.book.program(card) if prog is None else prog)

    def place(self, card, p, zone_name):
        self.place_all(((card, self.book.program(card)),), p, zone_name)

    def bring_decks(self, hero_zone: str, deck_zone: str) -> None:
        """The decks brought (4.1.h-i): each player's Hero, then the other cards in the order of the list."""
        for p, (hero, cards) in enumerate(self.opening.hands):
            if hero is not None:
                self.place_all((hero,), p, hero_zone)
            self.place_all(cards, p, deck_zone)

    def place_all(self, cards: Iterable[tuple[Any, Any]], p: int, zone_name: str) -> None:
        """New objects for physical cards, given as (card, its program), in order at the bottom of ``p``'s
        zone (a deck brought, 4.1): what new_obj makes of each, the zone and who sees it read once."""
        zone = self.zones[(zone_name, p)]
        physical, objs, face_down = self.cards, zone.objs, zone.spec.face_down
        last_id, ts, first = self.last_id, self.timestamp, len(objs)
        for card, prog in cards:
            physical.append((card, p))
            last_id += 1
            ts += 1          # 2.2.15.b-c: a new object gets a new, larger timestamp
            objs.append(new_object(last_id, card, len(physical) - 1, p, p, zone, None, ts, face_down, prog))
        self.last_id, self.timestamp = last_id, ts
        if len(objs) > first:
            self.known.extend([self.seers(objs[first])] * (len(objs) - first))   # who sees them: the same for each

    def seers(self, o) -> Any:
        """The players who see which card ``o`` is where it is (3.1.3, 3.2.5.b, 3.2.9.a), as a bit mask."""
        spec = o.zone.spec
        if spec.visibility == "visible" and not o.face_down:
            return (1 << len(self.players)) - 1
        return 1 << o.owner if spec.visibility == "visible" or spec.owner_sees else 0

    def note_seen(self, o, by=None) -> Any:
        """A card moved or revealed: whoever sees it now knows where it is from now on."""
        if o.card_no is not None:
            self.known[o.card_no] |= self.seers(o) if by is None else by

    def note_card(self, card):
        """A card entering the game (a token, a booster opened): listen for events if it has abilities."""
        self.version += 1
        runtime: Runtime = self.runtime  # type: ignore[assignment]
        runtime.abilities_changed()
        runtime.note_programs([self.book.program(card)])

    def objects(self, zone, player=None, sub=None) -> Any:
        out: list[Obj] = []
        for z in self.zone_instances(zone, player):
            out.extend(o for o in z.objs if (sub is None or o.sub == sub) and (player is None or z.owner is not None or o.controller == player))
        return out

    # -- players ---------------------------------------------------------------
    def next_player(self, p) -> Any:
        """The player to the left of ``p`` (4.2.1.b, 4.2.3.c), as the table seats them, still in the game."""
        q = self.seating.left(p + 1) - 1
        while q in self.out and q != p:
            q = self.seating.left(q + 1) - 1
        return q

    def opponents(self, p) -> list[int]:
        """``p``'s opponents, clockwise from its left: each other player, or each of the other team."""
        return self.opponent_order[p]

    @property
    def first_player(self) -> int:
        return self.vars["first_player"]

    def initiative_order(self) -> list[int]:
        """Players from the one with initiative (1.4.5): the turn's player in the Afternoon, else the first player."""
        start = self.vars["turn_player"]
        if start is None:
            start = self.vars["first_player"]
        n = len(self.players)
        if n == 2 and not self.out:
            return [start, 1 - start]
        out = []                           # (loops, not comprehensions: no closure cells at each call)
        for i in range(n):
            if (start + i) % n not in self.out:
                out.append((start + i) % n)
        return out

    def leave(self, players) -> Any:
        """Players leave the game (formats.md §4.3, seating.py)."""
        seats.leave(self, players)

    @property
    def winners(self) -> list[int]:
        """Who won: the winner, and with a table that wins by teams, the winner's teammates too."""
        if self.winner is None:
            return []
        if self.seating.data.get("victory") != "per_team":
            return [self.winner]
        team = self.seating.teams[self.winner]
        return [p for p in range(len(self.players)) if self.seating.teams[p] == team]

    # -- characteristics -----------------------------------------------------
    def type_of(self, o: Obj) -> Any:        # (inlined in effects/selectors.py, of_type)
        zone = o.zone
        forced = zone.spec.object_type if zone is not None and zone.objs else None
        return forced or o.card.type

    def characteristic(self, o: Obj, name: str) -> Any:
        """Recomputed from the base value every time (2.3.1.j-l): base, then counters, then passive
        abilities in timestamp order; face-down objects have no base characteristics (3.1.3.c).  A former
        object has those it had just before it moved (2.1.h)."""
        if o.gone and o.id in self.last_known:
            stats = self.last_known[o.id].stats
            if stats is not None and name in stats:
                return stats[name]
        runtime: Runtime = self.runtime  # type: ignore[assignment]
        if runtime.listening and "stats_set" in runtime.passive_kinds and name in runtime.rules.stat_names \
                and o.zone is not None and o.zone.spec.in_play:
            for src, p in runtime.passives("stats_set"):     # "equal to their highest statistic"
                if name in p.value and p.to(o, runtime.pctx(src, p, it=o)) and runtime.holds(p, src, o):
                    return self._highest(o)
        return self._characteristic(o, name)

    def _highest(self, o: Obj) -> Any:
        """The highest of an object's statistics (its own method: the generator's closure cells are made
        only when it is asked, not at every call of characteristic)."""
        return max(self._characteristic(o, s) for s in cast(Runtime, self.runtime).rules.statistics)

    def _characteristic(self, o: Obj, name: str) -> Any:
        if o.face_down:
            return 0
        base = o.card.base
        runtime: Runtime = self.runtime  # type: ignore[assignment]
        rules = runtime.rules
        if name not in base and name in rules.derived_numbers:      # v5.0 2.2.9.b: Base Cost
            return rules.derived_numbers[name](fresh_ctx(self, o.controller, o, {"it": [o]}))
        value = base.get(name, 0) or 0
        if name in base and name in rules.stat_names:      # 2.3.1.d: none to modify
            if o.counters:
                for counter, n in rules.stat_counters.items():
                    value += n * o.counters.get(counter, 0)
            if runtime.listening and "stats" in runtime.passive_kinds and o.zone is not None \
                    and o.zone.spec.in_play:      # 2.3.1.h
                stats = runtime.passives("stats")
                if stats:
                    for src, p in runtime.by_timestamp(stats):   # 2.3.3.b
                        if name in p.value and p.to(o, runtime.pctx(src, p, it=o)) \
                                and runtime.holds(p, src, o):
                            value += p.value[name]
        return value

    def has_status(self, o: Obj, status: str) -> bool:
        counter = self.book.derived_statuses.get(status)
        if counter is not None:
            return o.counters.get(counter, 0) > 0
        return status in o.statuses

    def has_keyword(self, o: Obj, kw: str) -> bool:
        return kw in cast(Runtime, self.runtime).obj_keywords(o)

    def in_marker(self, o, m) -> Any:
        """Is object ``o`` in the Expedition of marker ``m`` (or of one of a list of markers)? Presence keywords
        put it in all of its controller's Expeditions (7.4.4.b). A gone object is where it was last (6.3.j)."""
        if isinstance(m, list):
            for x in m:                    # (loops, not generators: no closure cells at each call)
                if self.in_marker(o, x):
                    return True
            return False
        if m is None or o is None or isinstance(o, list):
            return False
        obj: Obj = o                    # (typed: the compiled build reads their fields natively)
        marker: Marker = m
        if obj.zone is None or obj.zone.name != self.sub_zone_name or obj.controller != marker.player:
            return False
        if obj.sub == marker.sub:
            return True
        runtime: Runtime = self.runtime  # type: ignore[assignment]
        presence = runtime.rules.presence_keywords
        if not obj.granted and (runtime.plain_keywords or not obj.gone and not runtime.keywords_vary()):
            # its printed keywords only (see obj_keywords: no passive grants or removes keywords now)
            if not obj.face_down:
                for k, _ in obj.prog.keywords:
                    if k in presence:
                        return True
            return False
        keywords = runtime.obj_keywords(obj)
        for k in presence:
            if k in keywords:
                return True
        return False

    # -- the Adventure and the Mana, as they are now -------------------------
    @property
    def track_length(self) -> int:
        return len(self.adventure_zone.objs)

    def region_of(self, m) -> Any:
        if isinstance(m, list):
            m = m[0] if m else None
        return self.adventure_zone.objs[m.pos] if m is not None else None

    def terrains_of(self, region) -> Any:
        if region is None or region.face_down:
            return []
        terrains = list(region.card.subtypes)
        for on, marked, _ in self.vars.get("terrain_markers") or ():     # v5.0 3.2.1.d-e: first, oldest first
            if on == region.id:
                terrains = list(marked)
        runtime: Runtime = self.runtime  # type: ignore[assignment]
        if runtime.listening and "terrain" in runtime.passive_kinds:
            settled = runtime.settled()
            if settled is not None:                # passives that depend on each other: in their order (2.3.3)
                return settled.terrains(region, terrains)
            for src, p in sorted(runtime.passives("terrain"), key=lambda x: x[0].ts):   # 2.3.3.b: newest last
                if p.value is not None and region not in p.value(runtime.pctx(src, p)) or not runtime.holds(p, src):
                    continue
                terrains = with_terrain(terrains, p)
        return terrains

    def facing(self, m: Marker) -> Marker:
        """The Expedition facing ``m``, as the table pairs them (formats.md §2), not "the opponent's"."""
        seat: int
        sub: str
        seat, sub = (self.faces or self.seating.facing)[(m.player + 1, m.sub)]
        player = seat - 1
        for x in self.markers:
            if x.player == player and x.sub == sub:
                return x
        raise StopIteration(f"no marker {sub} of seat {seat}")

    def ready_mana(self, p: int) -> list[Obj]:
        runtime: Runtime = self.runtime  # type: ignore[assignment]
        rules = runtime.rules
        status = rules.mana_status
        return [o for o in self.zone(rules.mana_zone, p).objs if status not in o.statuses]

    def mana_left(self, p: int) -> Any:
        """How much mana ``p`` can pay: its ready Mana Orbs (1.2.5.e), or no limit (``play.mana.unlimited``)."""
        runtime: Runtime = self.runtime  # type: ignore[assignment]
        rules = runtime.rules
        if rules.mana_unlimited:
            return float("inf")
        status = rules.mana_status
        zone = self.zones.get((rules.mana_zone, p))       # (zone, inlined: no call)
        n = 0                                             # len(ready_mana(p)), without the list
        for o in (zone if zone is not None else self.zone_instances(rules.mana_zone, p)[0]).objs:
            if status not in o.statuses:
                n += 1
        return n

    # -- the log -------------------------------------------------------------
    def log(self, event, **data) -> Any:
        if self.logging:
            data["e"] = event
            data["day"] = self.day
            data["phase"] = self.phase
            if self.effect_name:
                data["effect"] = self.effect_name
            if self.rule and "rule" not in data:
                data["rule"] = self.rule
            if self.source_name and "source" not in data:
                data["source"] = self.source_name         # the ability doing it, for a judge reading the log
            self.events.append(data)

    def notice(self, text) -> Any:
        if text not in self.notices:
            self.notices.append(text)
            self.log("notice", text=text)

    def set_var(self, name, value) -> Any:
        self.vars[name] = value
        self.log("set", var=name, value=value)

    def win(self, player) -> Any:
        if self.notes is not None:        # a win after the day's last phase: a format's day limit deciding
            self.notes.won_after_the_day = self.phase_index >= len(self.book.phases)
        self.winner = player
        self.over = True
        self.log("win", player=player)
        if self.logging and len(self.winners) > 1:       # a table that wins by teams (2v2)
            self.log("team_win", team=self.seating.teams[player], players=[player_name(self, p) for p in self.winners])
        raise GameOver()
