"""Atomic actions (6.1): moving, statuses, counters, markers, tokens and dice, each passed
through the event modifiers in the order precedence.yaml gives (6.2), and the events they make
(6.3).  The part ``game.actions`` of a Game, the one writer of its state, in four classes each built on
the one before: Modifying (modifiers, steps, events), Marking (statuses, counters, Expedition statuses,
Terrain Markers), Journey (regions, moving forward) and Actions (moving objects, here)."""
from __future__ import annotations

from functools import partial
from typing import Any

from ..effects.abilities.presence import present_now
from ..effects import Ctx
from ..effects.records import ZoneSpec
from ..loading.chance import shuffle
from .adventure import Journey
from .lists import shares
from .modifying import rule_modifiers
from .state import BEFORE_PLAYED, NO_DATA, PLAYED_AS, Event, LastKnown, Marker, Obj, Zone, former, new_object


class Actions(Journey):
    """What changes the state one atomic action at a time; it holds no state of its own."""
    __slots__ = ()

    # -- moving (1.4.3, 1.4.4, 2.1) --------------------------------------------
    def move(self, objs: list[Obj], to: str, ctx: Ctx | None, sub: str | None = None, position: Any = "top",
             statuses: list[str] | None = None, keep: tuple = (), replaced: list | None = None) -> list[Obj]:
        """Move objects or cards to zone ``to``. Returns the new objects; ``replaced`` gets the objects whose
        move a modifier replaced (a token ceasing to exist, 2.1.e): the move was done all the same (6.5.f)."""
        moved = []
        runtime = self.runtime
        notes = self.game.notes
        # a study's notes (state.Notes): the cards that leave a zone their owner cannot see
        unseen = [o.card_no for o in objs if o.card_no is not None and o.zone is not None
                  and o.zone.spec.visibility != "visible" and not o.zone.spec.owner_sees] if notes is not None else None
        if len(objs) > 1 and runtime.listening and self.rules.zones[to].visibility == "visible":
            objs = self.timestamp_order(objs)
        book, index = self.book, self._rule_mods
        if runtime.listening:                # granted abilities kept: asked only when one of them is where
            zones = self.rules.ability_zones   # abilities work (most moves: none)
            for o in objs:
                if o.zone is not None and o.zone.name in zones and not o.gone:
                    if runtime.grants_abilities():
                        self._abilities_before(objs)
                    break
        plans = []
        # whether a passive at work may grant a keyword that modifies moves (asked once, if at all)
        granting: bool | None = None
        # a card passive that could modify a move: asked once (nothing changes while the moves are planned)
        passive = runtime.listening and "modifier" in runtime.passive_kinds and bool(runtime.passives("modifier"))
        keyworded = self.rules.move_keywords
        in_play = self.rules.zones[to].in_play    # a Spell never joins a zone in play (5.2.b)
        for o in objs:                     # (planning moves nothing: no copy of the list)
            if o.gone or in_play and not self.can_move(o, to):   # 2.1.i: a former object cannot move
                continue
            frm = o.zone.name if o.zone is not None else None
            rules = index.get(("move", frm, to))
            if rules is None:
                rules = rule_modifiers(book, index, "move", frm, to)
            if rules or passive:
                plans.append((o, False))
                continue
            # no rule, keyword or card passive that could modify it: _with_modifiers would find none. Its
            # keywords are asked only if it has one that modifies moves, printed or given (it may have lost it),
            # or a passive may grant it one: else it has none (obj_keywords: its own, given and granted ones)
            if not keyworded:
                plans.append((o, True))
                continue
            prog = o.prog
            if prog.keywords and shares(prog.keyword_names, keyworded) or o.granted and shares(o.granted, keyworded):
                plans.append((o, not self._keyword_modifies("move", o)))
                continue
            if granting is None:
                granting = runtime.keywords_vary() and runtime.grants_keyword(keyworded)
            plans.append((o, not (granting and self._keyword_modifies("move", o))))
        # 6.2.g, 6.1.f: the modifiers of each move of one step are found before any of them happens
        # (Demeter is still Eternal at Rest when Persephone, whose region made her so, goes too)
        ahead: dict | None = None          # (a loop, not a comprehension: no closure cells at each move)
        if len(plans) > 1:
            ahead = {}
            for o, plain in plans:
                if not plain:
                    ahead[o.id] = self._modifiers_of("move", o, to, ctx)
        for o, plain in plans:
            if o.gone:                     # moved by what replaced another's move
                continue
            if plain:
                new = self._do_move(o, to, ctx, sub, position, statuses, keep)
            else:
                new = self._with_modifiers("move", o, to, ctx,
                                           partial(self._do_move, o, to, ctx, sub, position, statuses, keep),
                                           arrives=statuses, mods=ahead.get(o.id) if ahead else None)
            if new is not None:
                moved.append(new)
            elif replaced is not None:
                replaced.append(o)
        if notes is not None and unseen:      # drawn: come to where its owner plays from (a modifier may send it elsewhere)
            playable_from = self.rules.play_from
            for new in moved:
                if new.card_no in unseen and new.zone is not None and new.zone.name in playable_from:
                    notes.drawn.add(new.card_no)
        return moved

    def timestamp_order(self, objs: list[Obj]) -> list[Obj]:
        """2.2.15.d: objects arriving together get timestamps in the order their controllers choose,
        the first player in initiative order first.  Only asked when the order can matter: when two
        or more of a player's objects have passive abilities (2.3.3.b)."""
        game = self.game
        out = []
        for p in game.initiative_order():
            mine = [o for o in objs if o.controller == p]
            if sum(1 for o in mine if o.prog.passives) >= 2:
                ordered = []
                while len(mine) > 1:
                    o = game.choose_option(p, "timestamp", "which object gets its timestamp first?", mine,
                                           [game.describe(x) for x in mine])
                    ordered.append(o)
                    mine.remove(o)
                mine = ordered + mine
            out.extend(mine)
        out.extend(o for o in objs if o not in out)
        return out

    def _do_move(self, o: Obj, to: str, ctx: Ctx | None, sub: str | None = None, position: Any = "top",
                 statuses: list[str] | None = None, keep: tuple = ()) -> Obj | None:
        game = self.game
        old = o.zone
        spec: ZoneSpec = self.rules.zones[to]
        owner = o.owner
        you = ctx.you if ctx is not None else None
        if spec.scope == "shared":         # (``zones`` read itself: a tuple key costs less than zone_instances)
            dest = game.zones[(to, None)]
        elif spec.joins == "mover" and you is not None:   # v5.0 3.2.7.b: "your Landmarks"
            dest = game.zones[(to, you)]
        else:
            assert owner is not None          # (a personal zone: zones[(to, None)] would not be found either)
            dest = game.zones[(to, owner)]                                         # 1.4.3, 3.1.2.c
        subzones = spec.subzones
        if subzones and sub is None:
            sub = o.sub if old is dest else subzones[0]
        if old is dest and not spec.ordered:    # 3.2.4.d: no zone change; to the mover's part: theirs
            if subzones and spec.joins == "mover" and you is not None and o.controller != you:
                return self._relocate_one(o, you, sub, ctx, "switch")
            return self._switch_one(o, sub, ctx) if subzones and sub != o.sub else o
        presence_zones = self._presence_zones
        present = old.name in presence_zones or to in presence_zones   # abilities start or stop working
        before = game.timestamp              # objects newer than this did not exist before the event (6.3.e)
        old_spec = old.spec
        if old_spec.in_play and self.runtime.listening and self.runtime.modifies_characteristics():
            self._as_it_is(o)                     # 2.1.h: read as it was once gone
        old.objs.remove(o)
        o.gone = True
        game.last_id += 1
        game.timestamp += 1                  # as new_obj: a new object gets a new, larger timestamp (2.2.15.b-c)
        face_down = spec.face_down
        if dest.owner is not None and dest.owner != owner:
            controller: int | None = dest.owner      # in another player's part of the zone: theirs (v5.0 7.5.5.b)
        elif spec.parted and spec.joins == "mover" and you is not None:
            controller = you                         # the mover's part of a shared zone (v5.0 3.2.7.b, 5.2.1.a)
        else:
            controller = owner
        new = new_object(game.last_id, o.card, o.card_no, owner, controller, dest, sub if subzones else None,
                         game.timestamp, face_down, o.prog if o.prog is not None else self.book.program(o.card))
        if spec.keeps_statuses:
            entering = statuses if statuses is not None else spec.enter_status
            if entering:                             # (else the new object's own empty dict)
                new.statuses = dict.fromkeys(entering, True)
            for s in keep:
                if s in o.statuses:
                    new.statuses[s] = True
        if o.counters and spec.keeps_counters:
            if old_spec.counters_on_leave != "lose" or to in old_spec.counters_kept_to:
                new.counters = dict(o.counters)            # 2.5.k
            else:
                game.version += 1            # what it reads (keywords) is read in the state halfway,
                game.presence += present     # not taken from before the move
                new.counters = self._kept_counters(o, to)  # 7.4.6.b
        if not spec.ordered or position == "bottom":
            dest.objs.append(new)
        elif position == "top":
            dest.objs.insert(0, new)
        else:                                          # the Nth from one end; too few cards: the other end (3.2.2.f)
            end, n = position
            at = n - 1 if end == "top" else len(dest.objs) - n + 1
            dest.objs.insert(min(max(at, 0), len(dest.objs)), new)
        game.version += 1              # once the move is done (nothing above reads a fact kept by version,
        game.presence += present       # but the kept counters)
        if new.card_no is not None:                    # who saw it go there knows where it is (game.seers, inlined)
            if spec.visibility == "visible" and not face_down:
                game.known[new.card_no] |= (1 << len(game.players)) - 1
            elif spec.visibility == "visible" or spec.owner_sees:
                assert owner is not None                # (a physical card has an owner)
                game.known[new.card_no] |= 1 << owner
        game_vars = game.vars
        found_in = game_vars.get("found_in")
        if found_in and found_in.get(o.id) == to:          # its Reactions will find it there (7.4.5.e)
            game_vars.setdefault("found_as", {})[o.id] = new
        if game.logging:
            game.log("move", obj=o.card.name, owner=owner, frm=old.name, to=to, sub=new.sub,
                     hidden=old.spec.visibility != "visible" and (spec.visibility != "visible" or face_down))
        runtime = self.runtime
        if runtime.listening:
            heard = runtime.heard
            if "move" in heard and runtime.hears_move(new):        # emit() and _actor() inlined
                if ctx is not None:
                    rare = ctx.rare
                    actor = you if not rare.nobody else o.controller if old_spec.in_play else None
                    # why it moves: the step's cause, or that of the action a modifier replaced, for
                    # that same object only (the replacement's other moves have none)
                    instead_of = rare.replaced
                    cause = instead_of[1] if instead_of is not None and instead_of[0] is o else rare.cause
                else:
                    actor, cause = you, None
                playing = game_vars.get(BEFORE_PLAYED)      # leaving the transit zone as it is played: what it
                played_as = playing.get(o.id) if playing else None      # was before (5.1.2, 6.3.k)
                game.pending_events.append(Event("move", before, o, new, old.name, to, o.sub, new.sub, actor, cause,
                                                 NO_DATA if played_as is None else {PLAYED_AS: played_as}))
            if new.statuses and "modifier" in runtime.passive_kinds:
                # 7.5.3.a: arriving with a status is gaining it, which a passive may replace, the object's
                # own too (6.2.l: it modifies how that object enters the zone)
                replaced: list = []            # (a loop: no closure cells at each move)
                for s in list(new.statuses):
                    if self._gain_replaced(new, s, ctx):
                        replaced.append(s)
                for s in replaced:
                    new.statuses.pop(s, None)
                if replaced:
                    game.version += 1
            if new.statuses and "gain" in heard:
                for s in new.statuses:     # 7.5.3.a: arriving with a status is becoming it (its own reactions hear it)
                    self.emit("gain", obj=new, player=self._actor(ctx, new), data={"status": s})
        if present:                    # the list of working objects updated, not read anew (Keywords.moved)
            runtime.moved(o, new)
        return new

    def _as_it_is(self, o: Obj) -> Any:
        """Keep what passives make of an object's statistics and keywords now, for when it is gone."""
        game = self.game
        known = game.last_known.get(o.id)
        if known is None:
            known = game.last_known[o.id] = LastKnown()
        known.stats = {stat: game.characteristic(o, stat) for stat in self.rules.statistics}
        known.keywords = tuple(self.runtime.obj_keywords(o))

    def _abilities_before(self, objs) -> Any:
        """Keep the abilities granted to objects about to move together, before any of them moves: a
        Reaction granted by one of them still works for the others (6.3.e, v5.0 6.3.f)."""
        game, runtime = self.game, self.runtime
        zones = self.rules.ability_zones
        for o in objs:
            if not o.gone and o.zone is not None and o.zone.name in zones:
                granted = runtime.granted_now(o)
                if granted:
                    known = game.last_known.get(o.id)
                    if known is None:
                        known = game.last_known[o.id] = LastKnown()
                    known.abilities = tuple(granted)

    def _kept_counters(self, o: Obj, to: Any) -> Any:
        kept = {}
        for k in self.runtime.obj_keywords(o):
            keeps = self.book.keyword_mechanics[k].get("keeps_counters")      # 7.4.6.b (abilities/keywords.py)
            if keeps is not None:
                kept.update(keeps(o, to))
        return kept

    def switch(self, objs: list[Obj], ctx: Ctx) -> None:
        """7.3.28: to the player's other Expedition."""
        for o in objs:
            subs = self.rules.zones[o.zone.name].subzones if o.zone else ()
            others = [s for s in subs if s != o.sub]
            if o.gone or not others:
                continue
            if ctx is not None and self.runtime.listening and "modifier" in self.runtime.passive_kinds:
                mods = [x for x in self._applicable("move", o, o.zone.name, ctx.applied, ctx)
                        if x[0].expedition]    # "would leave my Expedition" (7.5.9.c)
                if mods:
                    self._with_modifiers("move", o, o.zone.name, ctx,
                                         partial(self._switch_one, o, others[0], ctx), mods=mods)
                    continue
            self._switch_one(o, others[0], ctx)

    def _switch_one(self, o, sub, ctx) -> Any:
        game = self.game
        runtime = self.runtime
        # who was in every Expedition before the switch, which may change that (7.4.4.i)
        data = None if runtime.plain_keywords or "switch" not in runtime.heard else {"present": present_now(game)}
        old = o.sub
        o.sub = sub
        game.version += 1
        if game.logging:
            game.log("switch", obj=o.name, player=o.controller, sub=sub)
        self.emit("switch", obj=o, new=o, frm=o.zone.name, to=o.zone.name, frm_sub=old, to_sub=sub,
                  player=ctx.you if ctx is not None else None, data=data)
        return o

    def relocate(self, objs: list[Obj], player: int, sub: str | None, ctx: Ctx, kind: str) -> None:
        """Defect (7.3.6) or take control (7.3.40): ``o`` goes to ``player``'s part of its zone without a zone change
        (3.2.4.d), the same object with a new controller, leaving its Expedition as a switch does (7.5.9.c)."""
        for o in objs:
            if o.gone or o.zone is None:
                continue
            if o.sub is not None and self.runtime.listening and "modifier" in self.runtime.passive_kinds:
                mods = [x for x in self._applicable("move", o, o.zone.name, ctx.applied, ctx) if x[0].expedition]
                if mods:
                    self._with_modifiers("move", o, o.zone.name, ctx,
                                         partial(self._relocate_one, o, player, sub, ctx, kind), mods=mods)
                    continue
            self._relocate_one(o, player, sub, ctx, kind)

    def _relocate_one(self, o, player, sub, ctx, kind) -> Any:
        game = self.game
        runtime = self.runtime
        data = {"frm_player": o.controller, "action": kind}
        was = ctx.moves()[1][o.id] = former(o)      # "that opponent" after it: who controlled it (2.1.h)
        if not runtime.plain_keywords and "switch" in runtime.heard:
            data["present"] = present_now(game)      # who was in every Expedition before (7.4.4.i)
        before_sub = o.sub
        if o.zone.spec.scope != "shared":           # a personal zone: to that player's instance of it
            dest = game.zone(o.zone.name, player)
            o.zone.objs.remove(o)
            dest.objs.append(o)
            o.zone = dest
        o.controller = player
        o.sub = sub
        runtime.object_changed(o)                   # a new state version, its abilities read again
        game.log(kind, obj=o.name, player=player, sub=sub)
        self.emit("switch", obj=was, new=o, frm=o.zone.name, to=o.zone.name, frm_sub=before_sub, to_sub=sub,
                  player=ctx.you, data=data)      # (as a move: the object as it was, and as it is)
        if player != data["frm_player"]:
            self.arrived("relocate", o, ctx)       # in another player's zone: received there (v5.0 7.3.30.a)
        return o

    def cease(self, objs: list[Obj], ctx: Ctx | None = None) -> None:
        """An object stops existing without going anywhere (2.1.e); it still leaves its zone.  In place of a
        move a modifier replaced (``ctx.rare.replaced``), its event has that move's player and cause (7.3.25.b)."""
        game = self.game
        for o in objs:
            if not o.gone:
                game.version += 1
                game.presence += 1
                o.zone.objs.remove(o)
                o.gone = True
                if game.logging:
                    game.log("cease", obj=o.card.name, owner=o.owner)
                if self.runtime.hears_move(o):       # its own "When I leave ..." hears it too: no new object
                    instead_of = ctx.rare.replaced if ctx is not None else None       # (2.1.e), so the former
                    _, cause, player = instead_of if instead_of is not None and instead_of[0] is o else \
                        (o, ctx.cause if ctx is not None else None, self._actor(ctx, o))   # is what the event made
                    self.emit("move", obj=o, new=o, frm=o.zone.name, frm_sub=o.sub, player=player, cause=cause)

    def positions(self, zone: Zone, n: int, from_top: bool = True) -> list[Obj]:
        """The top (or bottom) ``n`` cards, refilling from the zone's refill source first (3.2.2.d-e)."""
        game = self.game
        if n <= 0:
            return []
        if len(zone.objs) < n:
            for m in self.book.reach_modifiers:                 # 3.2.2.d: additive rules of a short zone
                if zone.name in m.source_zone:
                    game.log("modified", zone=zone.name, owner=zone.owner, by=m.rule, action="reach")
                    rctx = Ctx(game, zone.owner, None, {"owner": zone.owner})
                    rctx.applied = (m,)
                    m.also(rctx)
        return zone.objs[:n] if from_top else zone.objs[-n:]

    def shuffle(self, zone: Zone) -> None:
        game = self.game
        shuffle(game.rng, zone.objs)
        if game.logging:
            game.log("shuffle", zone=zone.name, owner=zone.owner)

    # -- tokens (7.3.4) ---------------------------------------------------------
    def create_token(self, spec: dict, marker: Marker | None, ctx: Ctx, zone: str | None = None) -> Obj:
        """7.3.4: a new token in the marker's Expedition, controlled by the creator; without a marker, in
        the creator's ``zone``: a Permanent token in the Landmark zone (v5.0 2.2.1.d, 7.3.30.a)."""
        game = self.game
        card = self.book.token_card(spec)
        before = game.timestamp
        if marker is None:
            place = game.zone(zone or self.book.token_zone, ctx.you)
            o = game.new_obj(card, None, ctx.you, place, None)
        else:
            place = game.zone(self.book.token_zone)
            o = game.new_obj(card, None, ctx.you, place, marker.sub)
            o.controller = marker.player
        if not o.prog.empty:
            game.note_card(card)          # a token with abilities: listen for what they react to
        place.objs.append(o)
        game.version += 1
        game.presence += 1
        if game.logging:
            if marker is None:
                game.log("create", obj=card.name, player=ctx.you, zone=place.spec.title or place.name)
            else:
                game.log("create", obj=card.name, player=ctx.you, sub=o.sub)
        self.emit("created", obj=o, new=o, to=place.name, to_sub=o.sub, player=ctx.you, ts=before)
        if self.runtime.hears_move(o):     # (else flush_events would drop it)
            self.emit("move", obj=None, new=o, frm=None, to=place.name, to_sub=o.sub, player=ctx.you, ts=before)
        self.arrived("create", o, ctx)     # additive rules on a token's arrival (v5.0 7.3.30: a Gift)
        return o
