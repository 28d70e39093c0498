"""Card abilities at work: reactions to events and Ongoing Emblems.  The part ``game.runtime`` of a
Game, built on which abilities work (working.py), what passives make of objects (keywords.py) and
quick actions (quick.py)."""
from __future__ import annotations

from typing import Any, Callable, Iterable, Sequence

from ..effects.abilities import Program, Quick, Reaction, presence
from ..effects import Ctx
from ..effects.abilities.together import pay_together
from ..effects.context import PERFORMED, fresh_ctx
from .quick import Quicks
from .lists import controlled_by, having_ids, heard_by, others_than
from .state import PLAYED_AS, Event, Obj


class Runtime(Quicks):
    """The abilities of one game's objects at work (the fields are Working's: FACTS, state that a copy
    keeps, and CACHES, derived facts a copy forgets)."""
    __slots__ = ()

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

    def hears_move(self, new: Obj | None) -> bool:
        """Whether the event of the move that made ``new`` (None: an object ceased to exist) must be kept
        (Actions; asked when some reaction of the game hears moves): when a reaction may hear the move of
        another object than its own, when ``new``'s own may, or when flush_events will look at who is
        present (as it would for an event kept).  Else flush_events would drop it, or hand it to ``new``'s
        own self-move reactions (6.3.c), none of which matches a move to where it went: no reaction hears
        it.  What is learnt later in the step (a token's reactions, an ability gained or granted) did not
        exist before the move and so could not hear it (6.3.e); a state paused and redrawn plays the
        action again from its start (pause.py), its moves' events made anew."""
        if new is not None and "move" in new.prog.kinds:     # unless none of its own hears a move there
            moves_to = new.prog.self_moves_to
            if moves_to is None or new.zone.name in moves_to:
                return True
        return "move" in self._watched or "move" in self._granted_heard \
            or not self.plain_keywords and ("presence" in self.heard or self.game.logging)

    def _reactions_of(self, o: Obj, working: Any) -> Any:
        """An object's reactions, printed, gained and granted, and the event kinds they listen to;
        kept as long as the granted programs are (see _granted_for)."""
        return self._reactions_with(o, self._granted_for(o, working) if not o.gone else ())

    def _reactions_with(self, o: Obj, granted: Any) -> Any:
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

    def _activate(self, ev: Event) -> None:
        kind = ev.kind
        if kind not in self._watched and not self._had_granted(ev.obj):
            self._activate_own(ev)
            return
        working = self.working()
        cache = self._reactive_cache
        listeners = cache[1].get(kind) if cache[0] is working else None
        if listeners is not None:
            ids, granted_kinds = cache[2], cache[3]
        elif (kind not in self._granted_heard or not self._grant_facts()[3] and not self._had_granted(ev.obj)) \
                and self._activate_plain(ev, working):
            return
        else:       # this kind's listeners, kept with the list of working objects
            listeners, ids, granted_kinds = self._listeners(kind, working)
            if cache[0] is not working:
                cache = self._reactive_cache = (working, {}, ids, granted_kinds)
            cache[1][kind] = listeners
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
                done = others_than([r for r in reactions if r.self_move], o.prog.reactions)
                if done and ev.new is not None and ev.new.id in ids:     # heard where it went: not twice
                    done = others_than(done, heard_by(listeners, ev.new))
                if done and ev.new is not None and ev.new is not o and kind in kinds:
                    # a self-move Reaction it was granted: the object the move made reacts (6.3.c)
                    self._activate_one(ev, ev.new, None, done)
            else:
                reactions, kinds = self._reactions_of(o, self.working())
                if done:                   # not twice, if it is granted it again where it went
                    reactions = others_than(reactions, done)
            if kind not in kinds:
                continue
            self._activate_one(ev, o, None, reactions)
            if ev.obj is ev.new:
                break

    def granted_now(self, o: Obj) -> list:
        """The abilities an object has gained or been granted now."""
        return list(self._granted_for(o, self.working())) if not o.gone else []

    def _granted_before(self, o: Obj, ev: Event) -> Any:
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

    def _activate_plain(self, ev: Event, working: list[tuple[Obj, bool]]) -> bool:
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
        for x in (ev.obj, new):
            if x is None or x in inside:
                continue
            prog = x.prog
            if prog is None or kind not in (prog.kinds if x is new else prog.watched):
                continue
            self._activate_one(ev, x, None, prog.reactions)
            if ev.obj is ev.new:
                break
        return True

    def _activate_own(self, ev: Event) -> None:
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

    def _activate_one(self, ev: Event, o: Obj, support: bool | None, reactions: Sequence[Reaction]) -> None:
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
                if ctx is None or ctx.touched():
                    ctx = fresh_ctx(self.game, o.controller, o, {})
                else:
                    self._spare_ctx = None
                    ctx.you, ctx.source = o.controller, o
            elif ctx.touched():
                ctx = fresh_ctx(self.game, o.controller, o, {})
            if ev.new is not None and ev.obj is not None and ev.new is not ev.obj \
                    and (o is ev.obj or trigger_follows(ev.new)):   # (a token that ceased: no new object, 2.1.e)
                ctx.follow = {ev.obj.id: ev.new}  # 2.1.f: "I", or the card the trigger names, finds the object
                if ev.data.get(PERFORMED):        # ... a Spell played, read as played by conditions (2.1.h)
                    ctx.follow[PERFORMED] = ev.obj.id
            if not r.match(ev, ctx):
                continue
            played_as = ev.data.get(PLAYED_AS)
            if played_as is not None and ev.new is not None:     # I was played: what I was before (5.1.2, 6.3.k);
                #   another card played ("When you play a Character — If it was [[Fleeting]]"): as it was played (2.1.h)
                ctx.was = {ev.new.id: ev.obj if ev.kind == "played" and not r.self_move else played_as[0]}
                ctx.vars["played_from"] = played_as[1]
            elif ev.kind == "move" and ev.obj is not None and ev.new is not None:
                ctx.was = {ev.new.id: ev.obj}     # what the moved object was (6.3.j-k)
            if r.condition is not None and not r.condition(ctx):
                continue
            if self._cant_activate(o, r) or not self._count_activation(o, r):
                continue
            if ev.player is not None:       # "When an opponent plays a Spell — They ...": who did it
                ctx.vars["trigger_player"] = ev.player
            if r.support:                   # (a context made or kept here is not told it yet)
                ctx.support = True
            self.add_reaction(o, r.text, r.effect, ctx)
            ctx = None                      # kept by the reaction
        if ctx is not None:
            self._spare_ctx = ctx

    def _count_activation(self, o: Obj, r: Reaction) -> bool:
        """Count one activation of reaction ``r`` of ``o`` today; False past the limits: per object
        (1.4.6.c, 6.3.l) and, when precedence.yaml sets one, per object name (v5.0 6.3.m)."""
        game = self.game
        limits = self.rules.limits
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

    def _worked_in(self, zone_name, support) -> Any:
        if support:
            return zone_name == self.rules.support_zone
        return zone_name in self.rules.ability_zones

    def _cant_activate(self, o: Obj, r: Reaction) -> Any:
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
        book = self.book
        zone = game.zone(book.emblem_zone)
        key = (source.card.ref, source.card.name, text)
        made = self.rules.emblems.get(key)
        if made is None:
            card = book.made_card(f"emblem:{key[0]}", f"{key[1]}: {text}", book.emblem_type)
            made = self.rules.emblems[key] = (card, book.program(card))
        e = game.new_obj(made[0], None, source.controller, zone, None, made[1])
        e.controller = ctx.you
        zone.objs.append(e)
        game.payloads[e.id] = (effect, ctx)
        if game.logging:
            game.log("reaction", player=ctx.you, card=source.card.name, text=text)

    def check_reactions(self) -> None:
        """4.4: while reactions wait, the first player in initiative order who has one plays one."""
        game = self.game
        if game.pending_events or not self.plain_keywords and ("presence" in self.heard or game.logging):
            self.flush_events()          # (with no event, it does only the presence look)
        while game.payloads:
            zone = game.zone(self.book.emblem_zone)
            waiting = having_ids(zone.objs, game.payloads)
            if not waiting:
                break
            for p in game.initiative_order():
                mine = controlled_by(waiting, p)
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

    # -- quick actions (5.3): those a player may play (quick.py) --------------------
    def play_quick(self, p: int, o: Obj, q: Quick) -> None:
        """5.1.2.b: declare, pay every cost in one step, resolve."""
        game = self.game
        key = (o.id, q.index, q.text)
        game.quick_uses[key] = game.quick_uses.get(key, 0) + 1
        ctx = fresh_ctx(game, p, o, {})
        game.log("quick", player=p, card=o.card.name, text=q.text)
        pay_together(game, ctx, q.costs)      # 1.2.5.d: every part at once, none paying twice with one change
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
        self._keep()
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
                if r.symbol is not None and r.symbol in symbols and not self._cant_activate(o, r) and self._count_activation(o, r):
                    self.add_reaction(o, r.text, r.effect, fresh_ctx(self.game, o.controller, o, {"it": o}))


def trigger_follows(new: Obj) -> bool:
    """Whether the card a trigger names is followed into the zone its move reports (2.1.f): a visible zone
    only, face up; a card that went to a hand or a deck is a new object nothing finds. A played card that
    performed its effect and went on (a Spell, 5.2.4.b) is followed to the Reserve or the Discard pile its
    resolution put it in (5.1.2.l), its conditions reading it as played (2.1.h, selectors.read_as_played)."""
    zone = new.zone
    return zone is not None and zone.spec.visibility == "visible" and not new.face_down
