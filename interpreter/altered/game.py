"""A game of Altered: state, atomic actions with their modifiers, and the day loop.

The Game knows generic mechanisms only (zones, objects, statuses, counters,
markers, turns, choices); every name and procedure comes from the RuleBook.

>>> game = Game(book, [deck1, deck2], [RandomAgent(1), RandomAgent(2)], seed=1)
>>> result = game.play()
"""
from __future__ import annotations

import random

from .cards.model import CardDef
from .decisions import Decision, PASS
from .effects import Ctx
from .state import Marker, Obj, Player, Zone


class GameOver(Exception):
    """Raised to unwind every running effect once a player has won (or the game is drawn)."""


class Game:
    def __init__(self, book, decks, agents, seed=0, log=False, max_days=None):
        self.book = book
        self.seed = seed
        self.rng = random.Random(seed)
        self.players = [Player(i, d.name if hasattr(d, "name") else f"player {i + 1}", a)
                        for i, (d, a) in enumerate(zip(decks, agents))]
        self.decks = decks
        self.logging = log
        self.events = []
        self.notices = []
        self.vars = {"first_player": 0, "tiebreakers": False}
        self.day = 0
        self.phase = None
        self.effect_name = None    # the daily effect resolving now, for modifiers "during" it
        self.rule = None           # the rule number of the step resolving now, for the log
        self.over = False
        self.winner = None
        self.max_days = max_days or book.docs["day"].get("max_days", 60)
        self.decisions = 0
        self._next_id = 0
        self._ts = 0
        self.cards = []            # physical cards by card_no: (CardDef, owner)
        self.reactions = []        # (controller, label, fn) waiting in the transit zone (4.4)
        self._keywords = {}
        self.after_step = None     # optional hook called after each daily effect and turn (tests, tools)
        self._build_zones()

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
        return o

    def next_player(self, p):
        return (p + 1) % len(self.players)

    @property
    def first_player(self):
        return self.vars["first_player"]

    def initiative_order(self):
        """Players from the one with initiative (1.4.5): the turn's player in the Afternoon, else the first player."""
        start = self.vars.get("turn_player", self.first_player) if self.vars.get("turn_player") is not None \
            else self.first_player
        n = len(self.players)
        return [(start + i) % n for i in range(n)]

    # -- characteristics -----------------------------------------------------
    def type_of(self, o):
        forced = o.zone.spec.object_type if o.zone else None
        return forced or o.card.type

    def characteristic(self, o, name):
        """Base value plus counters; face-down objects have no base characteristics (3.1.3.c)."""
        if o.face_down:
            return 0
        value = o.card.base.get(name, 0) or 0
        if o.counters and name in self.book.statistics:
            for counter, n in self.book.stat_counters.items():
                value += n * o.counters.get(counter, 0)
        return value

    def has_status(self, o, status):
        counter = self.book.derived_statuses.get(status)
        if counter is not None:
            return o.counters.get(counter, 0) > 0
        return status in o.statuses

    def keywords_of(self, card):
        kws = self._keywords.get(card.ref)
        if kws is None:
            kws = self._keywords[card.ref] = self.book_keywords(card)
        return kws

    def book_keywords(self, card):
        from .cards.keywords import innate_keywords
        return innate_keywords(card, self.book.keywords)

    def has_keyword(self, o, kw):
        return kw in o.granted or (not o.face_down and kw in self.keywords_of(o.card))

    def in_marker(self, o, m):
        """Is object ``o`` in the Expedition of marker ``m``?  Presence keywords put it in all of them (7.4.4.b)."""
        if o.zone is None or o.zone.name != self.sub_zone_name or o.controller != m.player or o.gone:
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
            if self.rule:
                data["rule"] = self.rule
            self.events.append(data)

    def notice(self, text):
        if text not in self.notices:
            self.notices.append(text)
            self.log("notice", text=text)

    # -- atomic actions ------------------------------------------------------
    def move(self, objs, to, ctx, sub=None, position="top", statuses=None, keep=()):
        """Move objects or cards to zone ``to``, applying event modifiers (6.2). Returns the new objects."""
        applied = ctx.vars.get("_applied", ())
        moved = []
        for o in list(objs):
            if o.gone:                     # 2.1.i: a former object cannot move
                continue
            new = self._move_with_modifiers(o, to, ctx, sub, position, statuses, keep, applied)
            if new is not None:
                moved.append(new)
        return moved

    def _applicable(self, action, o, to, applied):
        book = self.book
        found = []
        candidates = book.modifiers
        kws = [k for k in self.keywords_of(o.card) if book.keyword_modifiers.get(k)] if not o.face_down else []
        for k in o.granted:
            if book.keyword_modifiers.get(k) and k not in kws:
                kws.append(k)
        if kws:
            candidates = candidates + [m for k in kws for m in book.keyword_modifiers[k]]
        mctx = None
        for m in candidates:
            if m.action != action or m in applied:
                continue
            if m.source_zone and o.zone.name not in m.source_zone:
                continue
            if m.dest_zone and to not in m.dest_zone:
                continue
            if m.during is not None and m.during != self.effect_name:
                continue
            if mctx is None:
                mctx = Ctx(self, o.controller, o, {"it": o})
            if m.test(o, mctx):
                found.append(m)
        return found

    def _move_with_modifiers(self, o, to, ctx, sub, position, statuses, keep, applied):
        """6.2.g: apply the modifiers of an atomic move in the order precedence.yaml gives."""
        mods = self._applicable("move", o, to, applied)
        attached = []                                  # additive modifiers applied so far
        if mods:
            for kind in self.book.precedence["modifiers"]:
                if kind == "additive":
                    attached += [m for m in mods if m.kind == "additive"]
                elif kind == "replace_action":
                    replacing = [m for m in mods if m.kind == "replace_action"]
                    if replacing:
                        m = self._pick_modifier(replacing, ctx, o)
                        self.log("modified", obj=o.name, by=m.rule, action="move", to=to)
                        m.instead(Ctx(self, o.controller, o, {"it": o, "_applied": tuple(applied) + (m,)}))
                        self._run_additive(attached, o, applied)
                        return None
        new = self._do_move(o, to, ctx, sub, position, statuses, keep)
        self._run_additive(attached, new, applied)
        return new

    def _run_additive(self, mods, it, applied):
        for m in mods:
            self.log("modified", obj=it.name, by=m.rule, action="also")
            m.also(Ctx(self, it.controller, it, {"it": it, "_applied": tuple(applied) + (m,)}))

    def _pick_modifier(self, mods, ctx, o):
        """6.2.h: the step's controller picks which of several modifiers applies first."""
        if len(mods) == 1:
            return mods[0]
        if self.book.precedence["same_kind"] == "timestamp":
            return mods[0]
        return self.choose_option(ctx.you, "modifier", f"which rule applies first to {o.name}?",
                                  mods, [m.rule for m in mods])

    def named_step(self, name, fn, ctx):
        """Run a daily effect or keyword action, unless a modifier replaces the whole step (6.2.g.1)."""
        mods = [m for m in self.book.step_modifiers if m.action == name and m.test(None, ctx)] \
            if self.book.step_modifiers else ()
        if mods:
            m = self._pick_modifier(mods, ctx, None)
            self.log("modified", step=name, by=m.rule)
            m.instead(ctx)
            return
        fn(ctx)

    def _do_move(self, o, to, ctx, sub=None, position="top", statuses=None, keep=()):
        book = self.book
        old = o.zone
        spec = book.zones[to]
        dest = self.zones[(to, None)] if spec.scope == "shared" else self.zones[(to, o.owner)]  # 1.4.3, 3.1.2.c
        if spec.subzones and sub is None:
            sub = o.sub if old is dest else spec.subzones[0]
        if old is dest:
            if spec.subzones and sub != o.sub:     # 3.2.4.d: switching Expeditions is no zone change
                self.log("switch", obj=o.name, player=o.controller, sub=sub)
                o.sub = sub
                return o
            if not spec.ordered:
                return o
        old.objs.remove(o)
        o.gone = True
        new = self._new_obj(o.card, o.card_no, o.owner, dest, sub if spec.subzones else None)
        if spec.keeps_statuses:
            new.statuses = {s: True for s in (statuses if statuses is not None else spec.enter_status)}
            for s in keep:
                if s in o.statuses:
                    new.statuses[s] = True
        if spec.keeps_counters and o.counters and old.spec.counters_on_leave != "lose":
            new.counters = dict(o.counters)            # 2.5.k
        elif spec.keeps_counters and o.counters:
            kept = self._kept_counters(o, to)          # 7.4.6.b
            if kept:
                new.counters = kept
        new.granted = ()
        if spec.ordered and position == "bottom":
            dest.objs.append(new)
        elif spec.ordered:
            dest.objs.insert(0, new)
        else:
            dest.objs.append(new)
        if self.logging:
            self.log("move", obj=o.card.name, owner=o.owner, frm=old.name, to=to, sub=new.sub,
                     hidden=old.spec.visibility != "visible" and (spec.visibility != "visible" or spec.face_down))
        return new

    def _kept_counters(self, o, to):
        kept = {}
        for k in self.keywords_of(o.card):
            spec = self.book.keywords[k]
            if spec.get("keeps_counters") and spec.get("keeps_counters_to") == to:
                for c in spec["keeps_counters"]:
                    if o.counters.get(c):
                        kept[c] = o.counters[c]
        return kept

    def cease(self, objs):
        """An object stops existing without going anywhere (2.1.e)."""
        for o in objs:
            if not o.gone:
                o.zone.objs.remove(o)
                o.gone = True
                self.log("cease", obj=o.card.name, owner=o.owner)

    def positions(self, zone, n, from_top=True):
        """The top (or bottom) ``n`` cards, refilling from the zone's refill source first (3.2.2.d-e)."""
        if n <= 0:
            return []
        if len(zone.objs) < n and zone.spec.refill:
            source = self.zones[(zone.spec.refill, zone.owner)]
            if source.objs:
                cards = list(source.objs)
                self.rng.shuffle(cards)
                self.log("refill", zone=zone.name, owner=zone.owner, count=len(cards), rule=zone.spec.rule)
                for c in cards:
                    self._do_move(c, zone.name, None, position="bottom")
        return zone.objs[:n] if from_top else zone.objs[-n:]

    def shuffle(self, zone):
        self.rng.shuffle(zone.objs)
        self.log("shuffle", zone=zone.name, owner=zone.owner)

    def set_status(self, objs, status, gain, ctx):
        for o in objs:
            if o.gone or not o.zone.spec.keeps_statuses:
                continue
            if gain and status not in o.statuses:         # 2.4.1.f
                o.statuses[status] = True
                self.log("gain", obj=o.card.name, status=status)
            elif not gain and status in o.statuses:       # 2.4.1.h
                del o.statuses[status]
                self.log("lose", obj=o.card.name, status=status)

    def add_counters(self, objs, name, amount, ctx):
        for o in objs:
            if o.gone or not o.zone.spec.keeps_counters:
                continue
            now = max(0, o.counters.get(name, 0) + amount)   # 2.5.g
            if now:
                o.counters[name] = now
            else:
                o.counters.pop(name, None)
            self.log("counters", obj=o.card.name, counter=name, now=now)

    def set_var(self, name, value):
        self.vars[name] = value
        self.log("set", var=name, value=value)

    def win(self, player):
        self.winner = player
        self.over = True
        self.log("win", player=player)
        raise GameOver()

    # -- the Adventure -------------------------------------------------------
    def _build_adventure(self):
        spec = self.book.adventure
        zone = self.zone(spec["zone"])
        stats = self.book.statistics

        def region(name, terrains, face_down=False):
            card = CardDef(ref=f"region:{name}:{'/'.join(terrains)}", version="", name=name, faction=None,
                           type="Region", subtypes=tuple(terrains))
            o = self._new_obj(card, None, None, zone)
            o.face_down = face_down
            zone.objs.append(o)

        region(spec["first"]["name"], spec["first"]["terrains"])
        middle = [list(c) for c in spec["between"]["cards"]]
        if spec["between"].get("shuffle"):
            self.rng.shuffle(middle)
        for halves in middle:
            if spec["between"].get("random_orientation") and self.rng.random() < 0.5:
                halves = halves[::-1]
            for terrains in halves:
                for t in terrains:
                    assert t in stats, t
                region(spec["between"]["name"], terrains, face_down=spec["between"].get("face_down", False))
        region(spec["last"]["name"], spec["last"]["terrains"])
        last = len(zone.objs) - 1
        self.adventure_zone = zone
        self.markers = []
        for p in range(len(self.players)):
            for sub, m in spec["markers"].items():
                start = 0 if m["start"] == "first" else last
                self.markers.append(Marker(p, sub, start, 1 if start == 0 else -1))

    @property
    def track_length(self):
        return len(self.adventure_zone.objs)

    def region_of(self, m):
        return self.adventure_zone.objs[m.pos]

    def terrains_of(self, region):
        return [] if region is None or region.face_down else list(region.card.subtypes)

    def facing(self, m):
        other = self.next_player(m.player)
        return next(x for x in self.markers if x.player == other and x.sub == m.sub)

    def advance(self, markers, by, ctx):
        """Move markers forward together (7.3.17), unless a "can't" forbids it (1.4.1)."""
        moving = []
        for m in markers:
            why = self._forbidden("advance", m)
            if why:
                self.log("cant", action="advance", player=m.player, sub=m.sub, by=why)
                continue
            target = max(0, min(self.track_length - 1, m.pos + m.step * by))   # 7.3.16.b, 7.3.17.c
            if target != m.pos:
                moving.append((m, target))
        for m, target in moving:
            m.pos = target
            m.moved_today = True
            region = self.adventure_zone.objs[target]
            if region.face_down:                                  # 7.3.17.b
                region.face_down = False
                self.log("reveal", region=self.terrains_of(region))
            self.log("advance", player=m.player, sub=m.sub, to=target, by=by)

    def _forbidden(self, action, it):
        cants = self.book.keyword_cants
        for zone_name in self.book.in_play_zones:
            for zone in self.zone_instances(zone_name):
                for o in zone.objs:
                    for k in self.keywords_of(o.card) + list(o.granted):
                        for p in cants.get(k, ()):
                            if p.action == action and p.when(Ctx(self, o.controller, o, {"it": it})):
                                return p.rule
        return None

    def start_arena(self):
        """Tiebreakers (4.3.a-c): one region, the Arena, with every marker on it."""
        spec = self.book.adventure["arena"]
        zone = self.adventure_zone
        for o in zone.objs:
            o.gone = True
        zone.objs = []
        card = CardDef(ref="region:arena", version="", name=spec["name"], faction=None, type="Region",
                       subtypes=tuple(spec["terrains"]))
        zone.objs.append(self._new_obj(card, None, None, zone))
        for m in self.markers:
            m.pos = m.start = 0
        self.log("arena")

    # -- choices -------------------------------------------------------------
    def _ask(self, decision):
        self.decisions += 1
        agent = self.players[decision.player].agent
        i = agent.choose(self, decision)
        if not 0 <= i < len(decision.options):
            raise ValueError(f"agent chose option {i} of {len(decision.options)} for {decision.prompt}")
        if self.logging:
            self.log("choice", player=decision.player, about=decision.kind, prompt=decision.prompt,
                     chose=decision.labels[i])
        return i

    def choose_option(self, player, kind, prompt, options, labels):
        if len(options) == 1:
            return options[0]
        return options[self._ask(Decision(player, kind, prompt, options, labels))]

    def choose_objects(self, player, pool, count, least, prompt):
        """Pick between ``least`` and ``count`` objects, one decision per pick."""
        count = min(count, len(pool))
        least = min(least, count)
        if count <= 0:
            return []
        if least == len(pool):
            return list(pool)
        chosen, left = [], list(pool)
        while len(chosen) < count:
            options = left + ([PASS] if len(chosen) >= least else [])
            labels = [self.describe(o) for o in left] + (["done"] if len(chosen) >= least else [])
            pick = self.choose_option(player, "choose", prompt, options, labels)
            if pick is PASS:
                break
            chosen.append(pick)
            left.remove(pick)
        return chosen

    def choose_yes_no(self, player, prompt):
        return self.choose_option(player, "may", prompt, [True, False], ["yes", "no"])

    def describe(self, o):
        return o.card.name if not o.face_down else "face-down card"

    # -- reactions -----------------------------------------------------------
    def check_reactions(self):
        """4.4: while reactions wait, the first player in initiative order who has one plays one."""
        while self.reactions:
            for p in self.initiative_order():
                mine = [r for r in self.reactions if r[0] == p]
                if mine:
                    r = self.choose_option(p, "reaction", "play which reaction?", mine, [x[1] for x in mine])
                    self.reactions.remove(r)
                    r[2]()
                    break

    def run_effect_of(self, o, ctx):
        if o.card.text:
            self.notice("card abilities are carried as text and not run yet")

    # -- playing cards -------------------------------------------------------
    def _ready_mana(self, p):
        mana = self.book.play["mana"]
        return [o for o in self.zones[(mana["zone"], p)].objs if mana["status"] not in o.statuses]

    def cost_of(self, o, source_zone):
        return self.characteristic_raw(o, self.book.play["from"][source_zone]["cost"])

    def characteristic_raw(self, o, name):
        return o.card.base.get(name, 0) or 0

    def playable(self, p):
        """The card plays open to player ``p`` now: (obj, from zone, subzone, cost)."""
        play = self.book.play
        mana = len(self._ready_mana(p))
        out = []
        for source, rule in play["from"].items():
            blocked = rule.get("unless_status", ())
            for o in self.zones[(source, p)].objs:
                if any(s in o.statuses for s in blocked):
                    continue
                key = (o.card.type, o.card.zone_type if (o.card.type, o.card.zone_type) in self.book.resolve else None)
                if key not in self.book.resolve:
                    continue
                cost = self.cost_of(o, source)
                if cost > mana:
                    continue
                choose_sub = self.book.resolve[key][0]
                subs = self.book.zones[choose_sub].subzones if choose_sub else [None]
                for sub in subs:
                    out.append((o, source, sub, cost))
        return out

    def play_card(self, p, o, source, sub, cost):
        """5.1.2: declare, move to the transit zone, pay, resolve."""
        play = self.book.play
        rule = play["from"][source]
        key = (o.card.type, o.card.zone_type if (o.card.type, o.card.zone_type) in self.book.resolve else None)
        ctx = Ctx(self, p, None, {"chosen": sub})
        self.log("play", player=p, card=o.card.name, frm=source, sub=sub, cost=cost)
        [limbo] = self.move([o], play["transit"], ctx, statuses=list(rule.get("gain", ()))) or [None]
        if limbo is None:
            return
        mana = play["mana"]
        self.set_status(self._ready_mana(p)[:cost], mana["status"], True, ctx)
        ctx.source = limbo
        self.book.resolve[key][1](ctx)

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
        self.book.setup_steps(Ctx(self, self.first_player))

    def _place(self, card, p, zone_name):
        zone = self.zones[(zone_name, p)]
        self.cards.append((card, p))
        zone.objs.append(self._new_obj(card, len(self.cards) - 1, p, zone))

    def play(self):
        """Play the game to its end; returns the winner's index (None for a draw at the day limit)."""
        try:
            self.setup()
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
        self._play_phases(self.book.phases[start:])

    def _play_phases(self, phases):
        for phase in phases:
            self.phase = phase.name
            self.effect_name = None
            self.log("phase", name=phase.name, first_player=self.first_player)
            moved = sum(m.moved_today for m in self.markers)
            self.check_reactions()                     # 4.2.b
            if phase.turns:
                self._turns()
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

    def _turns(self):
        """4.2.3: from the first player, players take turns until all have passed."""
        current = self.first_player
        while True:
            self.vars["turn_player"] = current
            self._take_turn(current)
            self.check_reactions()                     # 4.2.g
            if self.after_step:
                self.after_step(self)
            left = [p for p in self.initiative_order()[1:] + [current] if not self.players[p].passed]
            if not left:
                break
            current = left[0]
        self.vars["turn_player"] = None

    def _take_turn(self, p):
        plays = self.playable(p)
        options = plays + [PASS]
        labels = [f"play {o.card.name} from {src}" + (f" to {sub}" if sub else "") for o, src, sub, _ in plays] + ["pass"]
        pick = self.choose_option(p, "turn", "your turn", options, labels)
        if pick is PASS:
            self.players[p].passed = True
            self.log("pass", player=p)
        else:
            self.play_card(p, *pick)

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
        return o

    def empty(self, zone, player=None):
        """Remove every card from a zone (they leave the game): a clean slate for a scenario."""
        for z in self.zone_instances(zone, player):
            for o in z.objs:
                o.gone = True
                if o.card_no is not None:
                    self.cards[o.card_no] = (self.cards[o.card_no][0], None)
            z.objs = []

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
