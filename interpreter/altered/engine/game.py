"""A game of Altered: its state, and the decision interface (the state API and agents).

The Game knows generic mechanisms only (zones, objects, statuses, counters,
markers, turns, choices); every name and procedure comes from the RuleBook.
The Game holds the state: zones and objects, players, the Adventure, counters and
versions, the position in the day.  Its parts do the work, each with one job; a copy
of the state makes new ones (only the runtime's facts about the game's abilities are
copied, see snapshot.py):

- ``game.flow`` (flow.py): the day and turn structure;
- ``game.plays`` (playing.py): playing cards and their costs;
- ``game.runtime`` (runtime.py): card abilities at work, reactions, Ongoing Emblems;
- ``game.actions`` (actions.py): atomic actions, their modifiers and the events they make.

>>> game = Game(book, [deck1, deck2], [RandomAgent(1), RandomAgent(2)], seed=1)
>>> winner = game.play()
"""
from __future__ import annotations

import gc
import random
import weakref
from typing import Any, ClassVar, Self

from mypy_extensions import mypyc_attr

from . import snapshot
from ..language.abilities.presence import NOTHING_SEEN, look as look_at_presence
from .actions import Actions
from .decisions import Decision, PASS, Pending
from .observation import option_facts
from ..language.effects import Ctx
from .flow import OVER, PHASE, SETUP, TURN, Flow, GameOver, setup_parts
from .playing import Plays
from .ordering import with_terrain
from .runtime import Runtime
from .seating import table_for
from .state import Event, Obj, Player, Zone

__all__ = ["Game", "GameOver"]


# rule book -> {the players' names: ([((zone name, owner), spec, label)], the zone with subzones)}
_ZONE_PLANS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _secret(options) -> bool:
    """Whether a choice is among hidden cards (1.4.5.a): the choice is made but not shown to others."""
    return any(getattr(o, "zone", None) is not None and o.zone.spec.visibility != "visible" for o in options)


# Every field of a Game, declared once, with how a copy of the state treats it (snapshot.py copies by
# this table; tests/test_state_api.py checks that a game holds exactly these fields and a copy all of them):
#   shared  the same value in the copy: immutable, or fixed at set-up
#   scalar  a value replaced whole, never changed in place
#   list, dict  a shallow copy (the items are immutable)
#   mapped  copied with the objects, zones, markers and contexts it holds mapped to the copy's
#   own     copied by code of its own in snapshot.py (the zones and their objects, the random generator...)
#   cache   derived facts, recomputed in the copy;  part: one of the parts doing the work, made anew
FIELDS = {
    "book": "shared", "seed": "shared", "seating": "shared", "rivals": "shared", "opponent_order": "shared",
    "decks": "shared", "logging": "shared", "max_days": "shared", "sub_zone_name": "shared",
    "after_step": "shared",
    "day": "scalar", "phase": "scalar", "effect_name": "scalar", "rule": "scalar", "source_name": "scalar",
    "over": "scalar", "winner": "scalar", "decisions": "scalar", "last_id": "scalar", "timestamp": "scalar",
    "starting_player": "scalar", "version": "scalar", "presence": "scalar", "stage": "scalar",
    "phase_index": "scalar", "effect_index": "scalar", "moved_at_phase": "scalar", "pending": "scalar",
    "fed": "scalar", "skipped": "scalar", "scratch": "scalar",
    "out": "scalar", "faces": "scalar",              # both replaced whole, never changed in place (Game.leave)
    "presence_seen": "scalar",                       # replaced whole (abilities/presence.py)
    "notices": "list", "cards": "list", "known": "list",
    "durations": "dict", "reaction_uses": "dict", "quick_uses": "dict",
    "last_known": "dict",                            # its values are never changed in place
    "vars": "mapped", "pending_events": "mapped", "setup_ctx": "mapped",
    "rng": "own", "players": "own", "events": "own", "payloads": "own", "ongoing": "own", "delayed": "own",
    "later_in_step": "own", "zones": "own", "adventure_zone": "own", "markers": "own",
    "checkpoint": "own", "answers": "own", "said": "own", "by_label": "own", "events_at_checkpoint": "own",
    "memo": "cache", "_instances": "cache",
    "runtime": "part", "actions": "part", "plays": "part", "flow": "part",   # the runtime's facts
}                                                    # (Runtime.FACTS) are copied, its caches are not


@mypyc_attr(allow_interpreted_subclasses=True)    # scenarios, replays and studies make their own kinds
class Game:
    """The state of one game: the fields of FIELDS above, which snapshot.py copies."""
    __slots__ = tuple(sorted(FIELDS))            # no attribute outside the declaration, and faster reads
    # the fields the parts read most, typed for the compiled build's native reads (README, "Speed")
    book: Any
    runtime: Runtime
    actions: Actions
    plays: Plays
    flow: Flow
    zones: dict[tuple[str, int | None], Zone]
    vars: dict[str, Any]
    players: list[Player]
    known: list[int]
    pending_events: list[Event]
    version: int
    presence: int
    timestamp: int
    last_id: int
    FIELD_KINDS: ClassVar[dict[str, tuple[str, ...]]] = snapshot.plan(FIELDS)   # kind -> the names of that kind
    # the class of each part: a subclass of Game may give its own (simulate.py counts the cards played)
    runtime_class: ClassVar[type[Runtime]] = Runtime
    actions_class: ClassVar[type[Actions]] = Actions
    plays_class: ClassVar[type[Plays]] = Plays
    flow_class: ClassVar[type[Flow]] = Flow

    def __init__(self, book, decks, agents=None, seed=0, log=False, max_days=None, seating=None):
        if book is None:           # an empty game that a copy of a state fills (snapshot.py)
            return
        agents = agents or [None] * len(decks)
        self.book = book
        # the table (seating.py): who sits to whose left, teams, which Expedition faces which
        self.seating = seating or table_for(book, len(decks))
        # each player's opponents, clockwise from its left
        self.opponent_order = [[s - 1 for s in self.seating.opponents(p + 1)] for p in range(len(decks))]
        self.rivals = [frozenset(o) for o in self.opponent_order]
        self.out = frozenset()     # players who left the game (a Free for All tiebreaker): skipped in turn
        self.faces = None          # the facing Expeditions once re-paired after players left (else the table's)
        self.seed = seed
        self.rng = random.Random(seed)
        self.players = [Player(i, getattr(d, "name", f"player {i + 1}"), a)
                        for i, (d, a) in enumerate(zip(decks, agents))]
        self.decks = decks
        self.logging = log
        self.events = []
        self.notices = []
        self.vars = {"first_player": 0, "tiebreakers": False, "turn_player": None, "after_you": None}
        self.vars.update((name, None) for name in self.seating.data.get("vars", ()))   # the table's own
        self.day = 0
        self.phase = None
        self.effect_name = None    # the daily effect resolving now, for modifiers "during" it
        self.rule = None           # the rule number of the step resolving now, for the log
        self.source_name = None    # the card whose ability is resolving now, for the log
        self.over = False
        self.winner = None
        self.max_days = max_days or book.docs["day"].get("max_days", 60)
        self.decisions = 0
        self.last_id = 0
        self.timestamp = 0
        self.cards = []            # physical cards by card_no: (CardDef, owner)
        self.after_step = None     # optional hook called after each daily effect and turn (tests, tools)
        self.starting_player = None
        self.skipped = ()          # daily effects not played today (extra days of a format's day limit)
        self.version = 0           # bumped by every change, to cache derived facts
        self.presence = 0          # bumped by changes to which abilities work (a subset of the above)
        self.presence_seen = NOTHING_SEEN   # who is in every Expedition of theirs (abilities/presence.py)
        self.pending_events = []
        self.known = []            # card_no -> bit mask of the players who know where that card is (3.1.3)
        self.last_known = {}       # id of a former object -> state.LastKnown: what passives gave it just before
                                   # it moved (2.1.h; Actions.move keeps it when passives could give any)
        self.payloads = {}         # emblem id -> (effect, ctx) for Emblem-Reactions waiting
        self.ongoing = {}          # emblem id -> (source, program) for Ongoing Emblems
        self.durations = {}
        self.delayed = []
        self.later_in_step = []
        self.reaction_uses = {}    # 1.4.6: counted per day
        self.quick_uses = {}
        # the position in the day loop (flow.py) and the state API's pause
        self.stage = SETUP
        self.phase_index = self.effect_index = 0
        self.moved_at_phase = 0
        self.pending = None        # the Decision waiting for an answer (state API)
        self.checkpoint = None    # the state at the start of the action now paused
        self.answers = None       # None: agents answer in place; else the answers given in that action
        self.said = []            # what those answers chose: (label, rank among options so labelled), or None if secret
        self.by_label = False     # a resampled state: public answers are found again by their label
        self.fed = 0
        self.scratch = False      # a throwaway copy playing on in place (playout): no checkpoint, no apply
        self.events_at_checkpoint = 0
        self.markers = []
        self.adventure_zone = None
        self.setup_ctx = None      # the context the setup steps share
        self._build_zones()
        self.make_parts()
        self.reset_caches()
        # card abilities: what the cards' abilities listen to (runtime.py); a fresh runtime's facts
        # depend only on the cards' programs (compiled once per book and card): found once per book
        cards = [c for d in decks for c in ([d.hero] if getattr(d, "hero", None) else []) + list(getattr(d, "cards", []))]
        runtime = self.runtime
        key = ("runtime facts", type(runtime), tuple([c.ref for c in cards]))
        facts = book.programs.get(key)
        if facts is None:
            runtime.note_programs({id(p): p for p in map(book.program, cards)}.values())
            facts = book.programs[key] = tuple(getattr(runtime, name) for name in runtime.FACTS)
        else:
            for name, value in zip(runtime.FACTS, facts):
                setattr(runtime, name, value)

    def make_parts(self):
        """The parts that do the work (new ones for a copy: they hold no state a copy needs, only
        facts derived from it, forgotten)."""
        self.runtime = self.runtime_class(self)
        self.actions = self.actions_class(self)
        self.plays = self.plays_class(self)
        self.flow = self.flow_class(self)

    def changed(self):
        """Something changed the state without an atomic action (a scenario's board: regions, markers):
        every derived fact that may read it is forgotten (passives, named values, working objects)."""
        self.version += 1
        self.presence += 1
        self.reset_caches()

    def reset_caches(self):
        """Derived facts, recomputed on demand (each is keyed by the state version)."""
        self.runtime.reset()
        self._instances = {}       # owner -> zone name -> zone instances (zone_instances)
        self.memo = (-1, {})       # named values of the rules, per state version

    def __str__(self):
        from .narrative import render
        return render(self)

    def observation(self, player):
        """What ``player`` may see of the state (1.2.3.f-g, 3.1.3): plain data, no engine object."""
        from .observation import observe
        return observe(self, player)

    def view_for(self, player, agent):
        """What an agent is given besides the decision: its player's observation (None for agents
        that don't read it), able to draw states consistent with it for agents that search."""
        if not getattr(agent, "observes", True):
            return None
        from .observation import observe
        return observe(self, player, sampler=getattr(agent, "searches", False))

    def reset_memo(self):
        self.memo = (self.runtime.stamp(), {})
        return self.memo

    # -- zones and objects ---------------------------------------------------
    def _build_zones(self):
        """A zone instance per shared zone, and per player of each personal zone; what they are
        (keys, specs, labels) is found once per rule book and players' names."""
        names = tuple([p.name for p in self.players])
        plans = _ZONE_PLANS.get(self.book)
        if plans is None:
            plans = _ZONE_PLANS[self.book] = {}
        plan = plans.get(names)
        if plan is None:
            plan = plans[names] = self._zone_plan(names)
        self.zones = {key: Zone(key[0], key[1], spec, label) for key, spec, label in plan[0]}
        self.sub_zone_name = plan[1]

    def _zone_plan(self, names):
        zones = []
        for name, spec in self.book.zones.items():
            if spec.scope == "shared":
                zones.append(((name, None), spec, spec.title))
            else:
                zones.extend(((name, p), spec, f"{spec.title} of {player}") for p, player in enumerate(names))
        return zones, next((z for z, s in self.book.zones.items() if s.subzones), None)

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
                found = [self.zones[(name, p)] for p in range(len(self.players))]
            by_name[name] = found
        return found

    def zone(self, name, owner=None) -> Zone:
        return self.zone_instances(name, owner)[0]

    def new_obj(self, card, card_no, owner, zone, sub=None, prog=None):
        """A new object (``prog``: the card's compiled abilities, when the caller has them)."""
        self.last_id += 1
        self.timestamp += 1      # 2.2.15.b-c: a new object gets a new, larger timestamp
        return Obj(self.last_id, card, card_no, owner, owner, zone, sub, {}, {}, self.timestamp, zone.spec.face_down,
                   False, (), self.book.program(card) if prog is None else prog, ())

    def next_player(self, p):
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

    def initiative_order(self):
        """Players from the one with initiative (1.4.5): the turn's player in the Afternoon, else the first player."""
        start = self.vars["turn_player"]
        if start is None:
            start = self.vars["first_player"]
        n = len(self.players)
        if self.out:
            return [(start + i) % n for i in range(n) if (start + i) % n not in self.out]
        if n == 2:
            return [start, 1 - start]
        return [(start + i) % n for i in range(n)]

    def leave(self, players):
        """Players leave the game (formats.md §4.3): what they own leaves with them, their Expeditions go,
        and an Expedition that faced one of theirs faces a remaining player's whose partner left too, of
        the same kind first, clockwise from seat 1 (S2: a Companion may then face a Hero)."""
        gone = frozenset(players) - self.out
        if not gone:
            return
        self.out = self.out | gone
        for zone in self.zones.values():
            for o in zone.objs:
                if o.owner in gone:
                    o.gone = True
                    if o.card_no is not None:
                        self.cards[o.card_no] = (self.cards[o.card_no][0], None)
            zone.objs = [o for o in zone.objs if not o.gone]
        faces = {k: v for k, v in (self.faces or self.seating.facing).items() if k[0] - 1 not in gone}
        loose = [m for m in self.markers if m.player not in gone and faces[(m.player + 1, m.sub)][0] - 1 in gone]
        self.markers = [m for m in self.markers if m.player not in gone]
        while loose:
            m = loose.pop(0)
            others = [x for x in loose if x.player != m.player] or loose
            pick = next((x for x in others if x.sub == m.sub), others[0] if others else m)
            if pick in loose:
                loose.remove(pick)
            faces[(m.player + 1, m.sub)] = (pick.player + 1, pick.sub)
            faces[(pick.player + 1, pick.sub)] = (m.player + 1, m.sub)
        self.faces = faces
        self.version += 1
        self.presence += 1
        self.log("leave", seats=[p + 1 for p in sorted(gone)],
                 faces=[f"{a[0]}.{a[1]}-{b[0]}.{b[1]}" for a, b in sorted(faces.items()) if a < b])

    # -- characteristics -----------------------------------------------------
    def type_of(self, o: Obj) -> Any:
        zone = o.zone
        forced = zone.spec.object_type if zone is not None and zone.objs else None
        return forced or o.card.type

    def characteristic(self, o, name):
        """Recomputed from the base value every time (2.3.1.j-l): base, then counters, then passive
        abilities in timestamp order; face-down objects have no base characteristics (3.1.3.c).  A former
        object has those it had just before it moved (2.1.h)."""
        if o.gone and o.id in self.last_known:
            stats = self.last_known[o.id].stats
            if stats is not None and name in stats:
                return stats[name]
        if self.runtime.listening and "stats_set" in self.runtime.passive_kinds and name in self.book.statistics \
                and o.zone is not None and o.zone.spec.in_play:
            for src, p in self.runtime.passives("stats_set"):     # "equal to their highest statistic"
                if name in p.value and p.to(o, self.runtime.pctx(src, p, it=o)) and self.runtime.holds(p, src, o):
                    return max(self._characteristic(o, s) for s in self.book.statistics)
        return self._characteristic(o, name)

    def _characteristic(self, o: Obj, name: str) -> Any:
        if o.face_down:
            return 0
        base = o.card.base
        if name not in base and name in self.book.derived_numbers:      # v5.0 2.2.9.b: Base Cost
            return self.book.derived_numbers[name](Ctx(self, o.controller, o, {"it": [o]}))
        value = base.get(name, 0) or 0
        if name in base and name in self.book.statistics:      # 2.3.1.d: none to modify
            if o.counters:
                for counter, n in self.book.stat_counters.items():
                    value += n * o.counters.get(counter, 0)
            if self.runtime.listening and "stats" in self.runtime.passive_kinds and o.zone is not None \
                    and o.zone.spec.in_play:      # 2.3.1.h
                stats = self.runtime.passives("stats")
                if stats:
                    for src, p in sorted(stats, key=lambda x: x[0].ts):   # 2.3.3.b
                        if name in p.value and p.to(o, self.runtime.pctx(src, p, it=o)) \
                                and self.runtime.holds(p, src, o):
                            value += p.value[name]
        return value

    def has_status(self, o: Obj, status: str) -> bool:
        counter = self.book.derived_statuses.get(status)
        if counter is not None:
            return o.counters.get(counter, 0) > 0
        return status in o.statuses

    def has_keyword(self, o, kw):
        return kw in self.runtime.obj_keywords(o)

    def in_marker(self, o, m):
        """Is object ``o`` in the Expedition of marker ``m`` (or of one of a list of markers)?
        Presence keywords put it in all of its controller's Expeditions (7.4.4.b)."""
        if isinstance(m, list):
            return any(self.in_marker(o, x) for x in m)
        # a gone object is where it was last (6.3.j): zone lists never hold gone objects
        if m is None or o is None or isinstance(o, list) or o.zone is None or o.zone.name != self.sub_zone_name \
                or o.controller != m.player:
            return False
        if o.sub == m.sub:
            return True
        if self.runtime.plain_keywords and not o.granted:     # its printed keywords only (see obj_keywords)
            if not o.face_down:
                presence = self.book.presence_keywords
                for k, _ in o.prog.keywords:
                    if k in presence:
                        return True
            return False
        keywords = self.runtime.obj_keywords(o)
        return any(k in keywords for k in self.book.presence_keywords)

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
        if self.logging and len(self.winners) > 1:       # a table that wins by teams (2v2)
            from .narrative import player_name
            self.log("team_win", team=self.seating.teams[player], players=[player_name(self, p) for p in self.winners])
        raise GameOver()

    # -- choices -------------------------------------------------------------
    def _ask(self, decision):
        """The index of the option chosen: the next answer given through ``apply``, or a pause
        (``Pending``) when there is none yet; played with agents, the agent's answer."""
        if self.answers is not None:
            if self.fed == len(self.answers):
                if not self.scratch:
                    raise Pending(decision.settle())      # settled now: a copy of the state shares the decision
                self.answers = None           # a playout: its answers are used up, it plays on in place
                return self._ask(decision)
            i = self.answers[self.fed]
            if self.by_label:                 # the options may be others than when it was answered
                i = self._again(decision, i, self.said[self.fed])
            self.fed += 1
        else:
            agent = self.players[decision.player].agent
            if agent is None:                 # a playout without agents stops at the next decision
                raise Pending(decision.settle())
            i = agent.choose(self.view_for(decision.player, agent), decision)
        self.decisions += 1
        if not 0 <= i < decision.count:
            raise ValueError(f"agent chose option {i} of {decision.count} for {decision.prompt}")
        if self.logging:
            # the index is what a replay feeds back (gamelog.py); the label is for readers
            self.log("choice", player=decision.player, about=decision.kind, prompt=decision.prompt,
                     chose=decision.labels[i], index=i, secret=decision.secret)
        return i

    @staticmethod
    def _again(decision, i, said):
        """An answer given before a resample, fed again: a public choice by what it chose (the
        options of a hidden hand dealt again are others), a secret one by its place (the card in
        that place was dealt again with the rest)."""
        if said is not None and not decision.secret:
            label, rank = said                 # the rank-th option of that label (two alike tokens)
            same = [j for j, x in enumerate(decision.labels) if x == label]
            if rank < len(same):
                return same[rank]
        return min(i, len(decision.labels) - 1)

    def choose_option(self, player, kind, prompt, options, labels):
        """One of ``options``; ``labels`` (or a function making them, called only if someone reads
        them) says what each reads as."""
        if len(options) == 1:
            return options[0]
        return options[self._ask(Decision(player, kind, prompt, labels if callable(labels) else tuple(labels),
                                          lambda: _secret(options), len(options),
                                          lambda: option_facts(options, player), self.source_name))]

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
            pick = self.choose_option(player, "choose", prompt, options, lambda options=options: [
                "done" if o is PASS else self.describe(o, player) for o in options])
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
        """4.1: place the cards, then each setup step of the rules in order."""
        flow = self.flow
        flow.prepare_setup()
        for i in range(len(setup_parts(self.book))):
            flow.setup_part(i)
        flow.finish_setup()

    def place(self, card, p, zone_name):
        self.place_all((card,), p, zone_name)

    def place_all(self, cards, p, zone_name):
        """New objects for physical cards, in order at the bottom of ``p``'s zone (a deck brought, 4.1)."""
        zone = self.zones[(zone_name, p)]
        known, physical, objs, new_obj = self.known, self.cards, zone.objs, self.new_obj
        seen = None                    # who sees them: the same for each card of the zone
        for card in cards:
            physical.append((card, p))
            o = new_obj(card, len(physical) - 1, p, zone)
            objs.append(o)
            if seen is None:
                seen = self.seers(o)
            known.append(seen)

    def seers(self, o):
        """The players who see which card ``o`` is where it is (3.1.3, 3.2.5.b, 3.2.9.a), as a bit mask."""
        spec = o.zone.spec
        if spec.visibility == "visible" and not o.face_down:
            return (1 << len(self.players)) - 1
        return 1 << o.owner if spec.visibility == "visible" or spec.owner_sees else 0

    def note_seen(self, o, by=None):
        """A card moved or revealed: whoever sees it now knows where it is from now on."""
        if o.card_no is not None:
            self.known[o.card_no] |= self.seers(o) if by is None else by

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
            self.known.append(0)
        o = self.new_obj(card, None if card.token else len(self.cards) - 1, player, z,
                          sub or (z.spec.subzones[0] if z.spec.subzones else None))
        o.controller = player
        o.statuses = {s: True for s in statuses}
        o.counters = dict(counters or {})
        if z.spec.ordered and position == "top":
            z.objs.insert(0, o)
        else:
            z.objs.append(o)
        self.note_seen(o)
        self.note_card(card)
        look_at_presence(self, tell=False)     # a position laid out: where everyone is, nothing joined
        return o

    def note_card(self, card):
        """A card entering the game by hand: start listening for events if it has abilities."""
        self.version += 1
        self.runtime.abilities_changed()
        self.runtime.note_programs([self.book.program(card)])

    def empty(self, zone, player=None):
        """Remove every card from a zone (they leave the game): a clean slate for a scenario."""
        for z in self.zone_instances(zone, player):
            for o in z.objs:
                o.gone = True
                if o.card_no is not None:
                    self.cards[o.card_no] = (self.cards[o.card_no][0], None)
            z.objs = []
        self.version += 1
        self.presence += 1

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
                        self.actions.named_step(name, fn, Ctx.daily(self))
                        self.runtime.check_reactions()
                    except GameOver:
                        pass
                    self.effect_name = None
                    return
        raise KeyError(f"no daily effect {name!r}; known: {self.book.daily_effect_names}")

    # -- the Adventure and the Mana, as they are now -------------------------
    @property
    def track_length(self) -> int:
        return len(self.adventure_zone.objs)

    def region_of(self, m):
        if isinstance(m, list):
            m = m[0] if m else None
        return self.adventure_zone.objs[m.pos] if m is not None else None

    def terrains_of(self, region):
        if region is None or region.face_down:
            return []
        terrains = list(region.card.subtypes)
        for on, marked, _ in self.vars.get("terrain_markers") or ():     # v5.0 3.2.1.d-e: first, oldest first
            if on == region.id:
                terrains = list(marked)
        runtime = self.runtime
        if runtime.listening and "terrain" in runtime.passive_kinds:
            settled = runtime.settled()
            if settled is not None:                # passives that depend on each other: in their order (2.3.3)
                return settled.terrains(region, terrains)
            for src, p in sorted(runtime.passives("terrain"), key=lambda x: x[0].ts):   # 2.3.3.b: newest last
                if p.value is not None and region not in p.value(runtime.pctx(src, p)) or not runtime.holds(p, src):
                    continue
                terrains = with_terrain(terrains, p)
        return terrains

    def facing(self, m):
        """The Expedition facing ``m``, as the table pairs them (formats.md §2), not "the opponent's"."""
        seat, sub = (self.faces or self.seating.facing)[(m.player + 1, m.sub)]
        for x in self.markers:
            if x.player == seat - 1 and x.sub == sub:
                return x
        raise StopIteration(f"no marker {sub} of seat {seat}")

    def ready_mana(self, p):
        mana = self.book.play["mana"]
        status = mana["status"]
        return [o for o in self.zones[(mana["zone"], p)].objs if status not in o.statuses]

    def mana_left(self, p):
        """How much mana ``p`` can pay now: the ready Mana Orbs (1.2.5.e), or no limit when the rules
        make mana unlimited (``play.mana.unlimited``, a format's choice)."""
        mana = self.book.play["mana"]
        if mana.get("unlimited"):
            return float("inf")
        status = mana["status"]
        n = 0
        for o in self.zones[(mana["zone"], p)].objs:     # len(ready_mana(p)), without the list
            if status not in o.statuses:
                n += 1
        return n

    # -- playing with agents -------------------------------------------------------
    def play(self) -> int | None:
        """Play the game to its end with the agents; returns the winner's index (None when the day
        limit is reached).  Agents that search play through the state API (they need to copy a
        paused state); the others are asked in place, with the same result, and with Python's cyclic
        garbage collector paused until the game ends (an agent that makes much cyclic garbage of its
        own should say it searches, or collect it itself)."""
        if any(getattr(p.agent, "searches", False) for p in self.players):
            self.start()
            while not self.is_terminal():
                d = self.pending
                agent = self.players[d.player].agent
                self.apply(agent.choose(self.view_for(d.player, agent), d))
        else:
            # The cyclic collector is paused for the game: a game's own garbage is freed as it goes by
            # reference counts, and its state (objects and zones point at each other) is collected
            # once the game is dropped; its passes during the game would only walk the live state
            # again and again (about 5 % of a random game).  Agents asked in place make no copies.
            was_enabled = gc.isenabled()
            gc.disable()
            try:
                while self.stage != OVER:
                    self.flow.step()
            finally:
                if was_enabled:
                    gc.enable()
        return self.winner

    def run_phase(self, name: str) -> None:
        """Play one phase of the current day (turns included)."""
        index = self.book.phase_names.index(name)
        self.phase_index, self.stage = index, PHASE
        while self.stage != OVER and self.phase_index == index:
            self.flow.step()

    def run_day(self, start: int = 0) -> None:
        """Play the current day from phase index ``start`` to its end (the day's counts reset first)."""
        self.flow.new_day()
        self.phase_index, self.stage = start, PHASE
        while self.stage != OVER and self.phase_index < len(self.book.phases):
            self.flow.step()
        if self.stage != OVER:
            self.runtime.expire("Day")

    # -- the state API ---------------------------------------------------------------
    def start(self) -> Self:
        """Answer decisions through ``apply`` from now on; run until the first decision."""
        if self.answers is None:
            self.answers = []
            self._advance()
        return self

    def _advance(self):
        """Run top-level actions until one waits for a decision or the game ends."""
        while self.stage != OVER:
            # a turn's action changes nothing before its first choice: its checkpoint can wait
            self.checkpoint = None if self.stage == TURN else snapshot.checkpoint(self)
            self.answers, self.said, self.fed = [], [], 0
            try:
                self.flow.step()
            except Pending as p:
                self.pending = p.decision
                return
        self.pending = self.checkpoint = None
        self.answers, self.said = [], []

    def begin_action(self):
        if self.answers is not None and self.checkpoint is None and not self.scratch:
            self.checkpoint = snapshot.checkpoint(self)

    def current_player(self) -> int | None:
        """Who decides now (None at the end)."""
        return None if self.pending is None else self.pending.player

    @property
    def decision(self) -> Decision | None:
        """The decision waiting now (who decides, what about, the labels of its options), or None."""
        return self.pending

    def legal_actions(self) -> list[int]:
        """The legal actions now: indices into ``decision.labels``."""
        return [] if self.pending is None else list(range(len(self.pending.labels)))

    def action_labels(self) -> list[str]:
        return [] if self.pending is None else list(self.pending.labels)

    def apply(self, action: int | str) -> Self:
        """Answer the waiting decision with an index into its options (or one of its labels)."""
        d = self.pending
        if d is None:
            raise ValueError("the game is over")
        if self.scratch:
            raise ValueError("a playout's state takes no answer (it keeps no checkpoint): playout() again from "
                             "the state it came from")
        if isinstance(action, str):
            if action not in d.labels:
                raise ValueError(f"{action!r} is not an option of '{d.prompt}': {d.labels}")
            action = int(d.labels.index(action))
        if not 0 <= action < len(d.labels):
            raise ValueError(f"no option {action} of '{d.prompt}': {d.labels}")
        answers = self.answers + [action]
        said = self.said + [None if d.secret else (d.labels[action], d.labels[:action].count(d.labels[action]))]
        if self.checkpoint is None:           # paused before the action changed anything
            self.checkpoint = snapshot.checkpoint(self)
        else:
            snapshot.restore(self.checkpoint, self)
        self.answers, self.said, self.fed, self.pending = answers, said, 0, None
        try:
            self.flow.step()
        except Pending as p:
            self.pending = p.decision
            return self
        self._advance()
        return self

    def is_terminal(self) -> bool:
        return self.stage == OVER

    @property
    def winners(self) -> list[int]:
        """Who won: the winner, and with a table that wins by teams, the winner's teammates too."""
        if self.winner is None:
            return []
        if self.seating.data.get("victory") != "per_team":
            return [self.winner]
        team = self.seating.teams[self.winner]
        return [p for p in range(len(self.players)) if self.seating.teams[p] == team]

    def returns(self) -> list[int]:
        """+1 for the winner and -1 for the others at the end; zeros otherwise (and with no winner)."""
        n = len(self.players)
        if not self.is_terminal() or self.winner is None:
            return [0] * n
        winners = self.winners
        return [1 if p in winners else -1 for p in range(n)]

    def copy(self) -> Self:
        """An independent copy of the state, paused at the same decision (no replay)."""
        return snapshot.copy_state(self)

    def playout(self, action: int, agents: list | None = None, until=None) -> Self:
        """A throwaway copy of this paused state with ``action`` applied, played on in place: by ``agents``
        (one per player, asked as in ``play``) to the end of the game, or until ``until(state)`` holds
        between two top-level actions (the end of a day); without agents, only to the end of the action
        answered (its ``decision`` is then None) or to its next decision (which then waits).
        Cheaper than ``copy().apply(action)``: it takes no checkpoint, so it can take no answer after;
        search leaves and rollouts use it."""
        d = self.pending
        if d is None:
            raise ValueError("the game is over")
        if not 0 <= action < d.count:
            raise ValueError(f"no option {action} of '{d.prompt}'")
        s = snapshot.scratch_copy(self, action)
        if agents is not None:
            for player, agent in zip(s.players, agents):
                player.agent = agent
        try:
            s.flow.step()                     # the action answered, run again from its start
            while agents is not None and s.stage != OVER and not (until is not None and until(s)):
                s.flow.step()
            s.pending = None
        except Pending as p:
            s.pending = p.decision
        return s

    def resample_hidden(self, player: int, rng: random.Random) -> Self:
        """A copy in which what ``player`` can't see is dealt again consistently with what it has seen."""
        return snapshot.resample(self, player, rng)