"""A game of Altered: state, the day loop and the decision interface.

The Game knows generic mechanisms only (zones, objects, statuses, counters,
markers, turns, choices); every name and procedure comes from the RuleBook.
Atomic actions live in ``actions.py``, playing cards and turns in
``playing.py``, card abilities in ``abilities/runtime.py``.

>>> game = Game(book, [deck1, deck2], [RandomAgent(1), RandomAgent(2)], seed=1)
>>> winner = game.play()
"""
from __future__ import annotations

import random

from .abilities.runtime import AbilityRuntime
from .actions import Actions
from .decisions import Decision, PASS
from .effects import Ctx
from .playing import Playing
from .state import Obj, Player, Zone


class GameOver(Exception):
    """Raised to unwind every running effect once a player has won."""


class Game(Actions, Playing, AbilityRuntime):
    def __init__(self, book, decks, agents, seed=0, log=False, max_days=None):
        self.book = book
        self.seed = seed
        self.rng = random.Random(seed)
        self.players = [Player(i, getattr(d, "name", f"player {i + 1}"), a)
                        for i, (d, a) in enumerate(zip(decks, agents))]
        self.decks = decks
        self.logging = log
        self.events = []
        self.notices = []
        self.vars = {"first_player": 0, "tiebreakers": False, "turn_player": None, "after_you": None}
        self.day = 0
        self.phase = None
        self.effect_name = None    # the daily effect resolving now, for modifiers "during" it
        self.rule = None           # the rule number of the step resolving now, for the log
        self.source_name = None    # the card whose ability is resolving now, for the log
        self.over = False
        self.winner = None
        self.max_days = max_days or book.docs["day"].get("max_days", 60)
        self.decisions = 0
        self._next_id = 0
        self._ts = 0
        self.cards = []            # physical cards by card_no: (CardDef, owner)
        self.after_step = None     # optional hook called after each daily effect and turn (tests, tools)
        self.starting_player = None
        # card abilities (abilities/runtime.py)
        cards = [c for d in decks for c in ([d.hero] if getattr(d, "hero", None) else []) + list(getattr(d, "cards", []))]
        self.listening = any(not book.program(c).empty for c in cards)
        self._grants_exist = any(p.kind == "grant" for c in cards for p in book.program(c).passives)
        self._ability_grants_exist = any(p.kind == "grant" and p.abilities for c in cards
                                         for p in book.program(c).passives)
        self.version = 0           # bumped by every change, to cache derived facts
        self.pending_events = []
        self.payloads = {}         # emblem id -> (effect, ctx) for Emblem-Reactions waiting
        self.ongoing = {}          # emblem id -> (source, program) for Ongoing Emblems
        self.durations = {}
        self.delayed = []
        self._later_in_step = []
        self.reaction_uses = {}    # 1.4.6: counted per day
        self.quick_uses = {}
        self._working_cache = (-1, [])
        self._passive_cache = (-1, {})
        self._grants_cache = (-1, [])
        self.memo = (-1, {})       # named values of the rules, per state version
        self._kw_cache = (-1, {})
        self._granted_cache = (-1, {}, [])
        self._reactive_cache = (-1, [])
        self._build_zones()

    def __str__(self):
        from .narrative import render
        return render(self)

    def observation(self, player):
        """What ``player`` may see of the state (1.2.3.f-g, 3.1.3), as text."""
        from .narrative import render
        return render(self, viewer=player)

    def reset_memo(self):
        self.memo = (self.version, {})
        return self.memo

    # -- zones and objects ---------------------------------------------------
    def _build_zones(self):
        self.zones = {}
        n = len(self.players)
        for name, spec in self.book.zones.items():
            if spec.scope == "shared":
                self.zones[(name, None)] = Zone(name, None, spec, spec.title)
            else:
                for p in range(n):
                    self.zones[(name, p)] = Zone(name, p, spec, f"{spec.title} of {self.players[p].name}")
        self.sub_zone_name = next((z for z, s in self.book.zones.items() if s.subzones), None)

    def zone_instances(self, name, owner=None):
        spec = self.book.zones[name]
        if spec.scope == "shared":
            return [self.zones[(name, None)]]
        if owner is not None:
            return [self.zones[(name, owner)]]
        return [self.zones[(name, p)] for p in range(len(self.players))]

    def zone(self, name, owner=None) -> Zone:
        return self.zone_instances(name, owner)[0]

    def _new_obj(self, card, card_no, owner, zone, sub=None):
        self._next_id += 1
        self._ts += 1      # 2.2.15.b-c: a new object gets a new, larger timestamp
        o = Obj(self._next_id, card, card_no, owner, zone, sub, self._ts)
        o.face_down = zone.spec.face_down
        o.prog = self.book.program(card)
        return o

    def next_player(self, p):
        return (p + 1) % len(self.players)

    @property
    def first_player(self):
        return self.vars["first_player"]

    def initiative_order(self):
        """Players from the one with initiative (1.4.5): the turn's player in the Afternoon, else the first player."""
        start = self.vars["turn_player"]
        if start is None:
            start = self.first_player
        n = len(self.players)
        return [(start + i) % n for i in range(n)]

    # -- characteristics -----------------------------------------------------
    def type_of(self, o):
        forced = o.zone.spec.object_type if o.zone else None
        return forced or o.card.type

    def characteristic(self, o, name):
        """Recomputed from the base value every time (2.3.1.j-l): base, then counters, then passive
        abilities in timestamp order; face-down objects have no base characteristics (3.1.3.c)."""
        if self.listening and name in self.book.statistics and o.zone is not None and o.zone.spec.in_play:
            for src, p in self.passives("stats_set"):     # "equal to their highest statistic"
                if name in p.value and p.to(o, self.pctx(src, p, it=o)) and self._holds(p, src, o):
                    return max(self._characteristic(o, s) for s in self.book.statistics)
        return self._characteristic(o, name)

    def _characteristic(self, o, name):
        if o.face_down:
            return 0
        value = o.card.base.get(name, 0) or 0
        if name in self.book.statistics and name in o.card.base:      # 2.3.1.d: none to modify
            if o.counters:
                for counter, n in self.book.stat_counters.items():
                    value += n * o.counters.get(counter, 0)
            if self.listening and o.zone is not None and o.zone.spec.in_play:      # 2.3.1.h
                for src, p in sorted(self.passives("stats"), key=lambda x: x[0].ts):   # 2.3.3.b
                    if name in p.value and p.to(o, self.pctx(src, p, it=o)) \
                            and self._holds(p, src, o):
                        value += p.value[name]
        return value

    def has_status(self, o, status):
        counter = self.book.derived_statuses.get(status)
        if counter is not None:
            return o.counters.get(counter, 0) > 0
        return status in o.statuses

    def has_keyword(self, o, kw):
        return kw in self.obj_keywords(o)

    def in_marker(self, o, m):
        """Is object ``o`` in the Expedition of marker ``m`` (or of one of a list of markers)?
        Presence keywords put it in all of its controller's Expeditions (7.4.4.b)."""
        if isinstance(m, list):
            return any(self.in_marker(o, x) for x in m)
        # a gone object is where it was last (6.3.j): zone lists never hold gone objects
        if m is None or o is None or isinstance(o, list) or o.zone is None or o.zone.name != self.sub_zone_name \
                or o.controller != m.player:
            return False
        return o.sub == m.sub or any(self.has_keyword(o, k) for k in self.book.presence_keywords)

    # -- the log -------------------------------------------------------------
    def log(self, event, **data):
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

    def notice(self, text):
        if text not in self.notices:
            self.notices.append(text)
            self.log("notice", text=text)

    def set_var(self, name, value):
        self.vars[name] = value
        self.log("set", var=name, value=value)

    def win(self, player):
        self.winner = player
        self.over = True
        self.log("win", player=player)
        raise GameOver()

    # -- choices -------------------------------------------------------------
    def _ask(self, decision):
        self.decisions += 1
        agent = self.players[decision.player].agent
        i = agent.choose(self, decision)
        if not 0 <= i < len(decision.options):
            raise ValueError(f"agent chose option {i} of {len(decision.options)} for {decision.prompt}")
        if self.logging:
            self.log("choice", player=decision.player, about=decision.kind, prompt=decision.prompt,
                     chose=decision.labels[i], secret=decision.secret)
        return i

    def choose_option(self, player, kind, prompt, options, labels):
        if len(options) == 1:
            return options[0]
        secret = any(getattr(o, "zone", None) is not None and o.zone.spec.visibility != "visible"
                     for o in options)
        return options[self._ask(Decision(player, kind, prompt, options, labels, secret))]

    def choose_objects(self, player, pool, count, least, prompt, fits=None):
        """Pick between ``least`` and ``count`` objects, one decision per pick; ``fits(chosen, o)``
        can limit what may still be added (a total to stay under)."""
        count = min(count, len(pool))
        least = min(least, count)
        if count <= 0:
            return []
        if least == len(pool) and fits is None:
            return list(pool)
        chosen, left = [], list(pool)
        while len(chosen) < count:
            if fits is not None:
                left = [o for o in left if fits(chosen, o)]
                if not left:
                    break
            options = left + ([PASS] if len(chosen) >= least else [])
            labels = [self.describe(o, player) for o in left] + (["done"] if len(chosen) >= least else [])
            pick = self.choose_option(player, "choose", prompt, options, labels)
            if pick is PASS:
                break
            chosen.append(pick)
            left.remove(pick)
        return chosen

    def choose_yes_no(self, player, prompt):
        return self.choose_option(player, "may", prompt, [True, False], ["yes", "no"])

    def describe(self, o, viewer=None):
        """How ``viewer`` reads an option: a face-down card is named only for its owner (3.2.9.d)."""
        if isinstance(o, int):
            return self.players[o].name
        if hasattr(o, "travelled"):
            return f"{o.sub} expedition of {self.players[o.player].name}"
        return o.card.name if not o.face_down or (viewer is not None and viewer == o.owner) else "face-down card"

    # -- the game ------------------------------------------------------------
    def setup(self):
        spec = self.book.setup_spec
        self._build_adventure()
        for p, deck in enumerate(self.decks):
            if deck.hero is not None:
                self._place(deck.hero, p, spec["hero_zone"])
            for card in deck.cards:
                self._place(card, p, spec["deck_zone"])
        self.phase = "setup"
        for z in self.zone_instances(spec["hero_zone"]):       # 2.5.e: heroes that begin with counters
            for o in z.objs:
                for pas in self.program(o.card).passives:
                    if pas.kind == "setup":
                        pas.effect(Ctx(self, o.controller, o, {}))
        self.book.setup_steps(Ctx(self, self.first_player))

    def _place(self, card, p, zone_name):
        zone = self.zones[(zone_name, p)]
        self.cards.append((card, p))
        zone.objs.append(self._new_obj(card, len(self.cards) - 1, p, zone))

    def play(self):
        """Play the game to its end; returns the winner's index (None when the day limit is reached)."""
        try:
            self.setup()
            self.starting_player = self.first_player      # who was first player on day 1 (4.1.g)
            start = self.book.first_day_phase
            self.day = 1
            while True:
                self._play_day(start)
                start = 0
                self.day += 1
                if self.day > self.max_days:
                    self.log("no_winner", reason=f"no winner after {self.max_days} days")
                    self.over = True
                    return None
        except GameOver:
            return self.winner

    def _play_day(self, start):
        for m in self.markers:
            m.moved_today = False
        for player in self.players:
            player.passed = False
        self.reaction_uses.clear()
        self.quick_uses.clear()
        self._play_phases(self.book.phases[start:])
        self.expire("Day")

    def _play_phases(self, phases):
        for phase in phases:
            self.phase = phase.name
            self.effect_name = None
            self.log("phase", name=phase.name, first_player=self.first_player)
            moved = sum(m.moved_today for m in self.markers)
            self.emit("phase", data={"name": phase.name})     # 4.2.b: "at [phase]" reactions
            self.check_reactions()
            if phase.turns:
                self._turns()
                self.expire(phase.name)
            for name, rule, fn in phase.effects:
                self.effect_name = name
                self.rule = rule
                self.named_step(name, fn, Ctx(self, self.first_player))
                self.rule = None
                self.check_reactions()                 # 4.2.d
                if self.after_step:
                    self.after_step(self)
            self.effect_name = None
            if self.logging and sum(m.moved_today for m in self.markers) != moved:
                self.log("positions", markers=[(m.player, m.sub, m.travelled) for m in self.markers])

    # -- checks --------------------------------------------------------------
    def card_locations(self):
        """card_no -> list of zone labels holding it (every card must be in exactly one)."""
        where = {i: [] for i, (_, owner) in enumerate(self.cards) if owner is not None}
        for zone in self.zones.values():
            for o in zone.objs:
                if o.card_no is not None and o.card_no in where:
                    where[o.card_no].append(zone.label)
        return where

    # -- building positions by hand (tests, scenarios) -----------------------
    def put(self, card, player, zone, sub=None, statuses=(), counters=None, position="top"):
        """Place a new card (a CardDef) straight into a zone, as a scenario's starting position."""
        z = self.zones[(zone, None)] if self.book.zones[zone].scope == "shared" else self.zones[(zone, player)]
        if not card.token:
            self.cards.append((card, player))
        o = self._new_obj(card, None if card.token else len(self.cards) - 1, player, z,
                          sub or (z.spec.subzones[0] if z.spec.subzones else None))
        o.controller = player
        o.statuses = {s: True for s in statuses}
        o.counters = dict(counters or {})
        if z.spec.ordered and position == "top":
            z.objs.insert(0, o)
        else:
            z.objs.append(o)
        self._note_card(card)
        return o

    def _note_card(self, card):
        """A card entering the game by hand: start listening for events if it has abilities."""
        self.version += 1
        prog = self.program(card)
        if not prog.empty:
            self.listening = True
            if any(p.kind == "grant" for p in prog.passives):
                self._grants_exist = True
            if any(p.kind == "grant" and p.abilities for p in prog.passives):
                self._ability_grants_exist = True

    def empty(self, zone, player=None):
        """Remove every card from a zone (they leave the game): a clean slate for a scenario."""
        for z in self.zone_instances(zone, player):
            for o in z.objs:
                o.gone = True
                if o.card_no is not None:
                    self.cards[o.card_no] = (self.cards[o.card_no][0], None)
            z.objs = []
        self.version += 1

    def objects(self, zone, player=None, sub=None):
        out = []
        for z in self.zone_instances(zone, player):
            out.extend(o for o in z.objs if (sub is None or o.sub == sub) and (player is None or z.owner is not None or o.controller == player))
        return out

    def run_daily_effect(self, name):
        """Resolve one daily effect by name, then check reactions (4.2.d)."""
        for phase in self.book.phases:
            for effect_name, rule, fn in phase.effects:
                if effect_name == name:
                    self.phase, self.effect_name = phase.name, name
                    try:
                        self.named_step(name, fn, Ctx(self, self.first_player))
                        self.check_reactions()
                    except GameOver:
                        pass
                    self.effect_name = None
                    return
        raise KeyError(f"no daily effect {name!r}; known: {self.book.daily_effect_names}")

    def run_phase(self, name):
        """Play one phase of the current day (turns included)."""
        index = self.book.phase_names.index(name)
        phase = self.book.phases[index]
        try:
            self._play_phases([phase])
        except GameOver:
            pass
