"""Atomic actions (6.1): moving, statuses, counters, markers, tokens and dice, each passed
through the event modifiers in the order precedence.yaml gives (6.2), and the events they make
(6.3).  The part ``game.actions`` of a Game."""
from __future__ import annotations

import weakref
from functools import partial
from typing import TYPE_CHECKING, Any, Callable

from mypy_extensions import mypyc_attr

from ..loading.chance import shuffle
from ..language.abilities.presence import present_now
from ..language.effects.regions import MARKERS_VAR
from ..language.effects import Ctx
from .state import NO_DATA, Event, LastKnown, Marker, Obj, Zone

if TYPE_CHECKING:                  # for the compiled build's native calls (README, "Speed")
    from .game import Game
    from .runtime import Runtime


# rule book -> {(action, from, to): its modifiers that may apply}
_RULE_MODIFIERS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def rule_modifier_index(book) -> dict:
    """The book's index of rule modifiers by (action, from, to), filled by _rule_modifiers; a game
    keeps it (``Actions._rule_mods``) so that a look-up is one dictionary read."""
    index = _RULE_MODIFIERS.get(book)
    if index is None:
        index = _RULE_MODIFIERS[book] = {}
    return index


def _rule_modifiers(book, index, action, frm, to):
    """The rules' modifiers of an action from zone ``frm`` to zone ``to``, in the book's order."""
    found = index.get((action, frm, to))
    if found is None:
        found = index[(action, frm, to)] = tuple(
            m for m in book.modifiers if m.action == action and (not m.source_zone or frm in m.source_zone)
            and (not m.dest_zone or to in m.dest_zone))
    return found


@mypyc_attr(allow_interpreted_subclasses=True)    # simulate.py's records note the cards each seat draws
class Actions:
    """What changes the state one atomic action at a time; it holds no state of its own."""
    __slots__ = ("game", "book", "runtime", "_rule_mods", "_presence_zones")
    game: Game
    book: Any
    runtime: Runtime

    def __init__(self, game):
        self.game = game
        self.book = book = game.book
        self.runtime = game.runtime
        self._rule_mods = rule_modifier_index(book)
        # the zones where abilities work: a move from or to one may change which abilities work
        self._presence_zones = frozenset(book.ability_zones) | {book.support_zone}

    def _applicable(self, action: str, o: Obj, to: str | None, applied: Any, ctx: Ctx) -> list:
        """The modifiers that would apply to an atomic action on ``o`` now."""
        game = self.game
        book = self.book
        found = []
        frm = o.zone.name if o.zone is not None else None
        candidates = self._rule_mods.get((action, frm, to))
        if candidates is None:
            candidates = _rule_modifiers(book, self._rule_mods, action, frm, to)
        if book.keyword_modifiers_any and (o.prog.keywords or o.granted or not self.runtime.plain_keywords):
            for k in self.runtime.obj_keywords(o):
                mods = book.keyword_modifiers.get(k)
                if not mods:                  # most keywords modify no action
                    continue
                mine = [m for m in mods if m.action == action and self._matches(m, o, to)]
                if mine:
                    candidates = list(candidates) + mine
        if candidates:
            mctx = Ctx(game, o.controller, o, {"it": o})
            during = game.effect_name
            for m in candidates:
                if (m.during is None or m.during == during) and m not in applied and m.test(o, mctx):
                    found.append((m, mctx))
        if self.runtime.listening and "modifier" in self.runtime.passive_kinds:
            for src, p in self.runtime.passives("modifier"):
                m = p.modifier
                if m.action != action or (src.id, m) in applied or m.kind == "replace_step" \
                        or not self._matches(m, o, to):
                    continue
                sctx = Ctx(game, src.controller, src, {"it": o})
                if m.player is not None and m.player(sctx) != ctx.you:
                    continue
                if m.phase is not None and m.phase != game.phase:
                    continue
                if m.test(o, sctx) and (m.cond is None or m.cond(sctx)):
                    sctx.key = (src.id, m)
                    found.append((m, sctx))
        return found

    def _matches(self, m: Any, o: Obj, to: str | None) -> bool:
        if m.source_zone and (o.zone is None or o.zone.name not in m.source_zone):
            return False
        if m.dest_zone and to not in m.dest_zone:
            return False
        return m.during is None or m.during == self.game.effect_name

    def _pick_modifier(self, mods, ctx, what):
        """6.2.h: the step's controller picks which of several modifiers applies first."""
        if len(mods) == 1 or self.book.precedence["same_kind"] == "timestamp":
            return mods[0]
        return self.game.choose_option(ctx.you, "modifier", f"which rule applies first to {what}?",
                                  mods, [m.rule for m, _ in mods])

    def _modifiers_of(self, action, o, to, ctx):
        """The modifiers that apply to an atomic action on ``o`` now, as the step is about to happen (6.2.g)."""
        if self.book.modifiers or self.runtime.listening or self.book.keyword_modifiers_any:
            return self._applicable(action, o, to, ctx.applied, ctx)
        return ()

    def _with_modifiers(self, action, o, to, ctx, perform, arrives=None, mods=None):
        """Run ``perform()`` (the atomic action) with the modifiers that apply to it (6.2.g-k).
        ``arrives``: the statuses a moved card would have had there, which a card moved there instead
        has too (Expand's ready orb, 4.2.1.e, stays ready when another card replaces it); ``mods``: those
        modifiers, found before the step's other actions happened (6.2.g, 6.1.f)."""
        game = self.game
        applied = ctx.applied
        if mods is None:
            mods = self._modifiers_of(action, o, to, ctx)
        attached = []
        if mods:
            for kind in self.book.precedence["modifiers"]:
                if kind == "additive":
                    attached += [x for x in mods if x[0].kind == "additive"]
                elif kind == "replace_action":
                    replacing = [x for x in mods if x[0].kind == "replace_action"]
                    while replacing:
                        m, mctx = self._pick_modifier(replacing, ctx, o.name)
                        if getattr(m, "optional", False) and not game.choose_yes_no(
                                mctx.you, f"{m.text}: apply it?"):
                            replacing.remove((m, mctx))
                            if m.declined is not None:      # 6.2.e: "If you don't, ..."
                                game.later_in_step.append((m.declined, mctx))
                            continue
                        if game.logging:
                            game.log("modified", obj=o.name, by=m.rule, action=action, to=to)
                        inner = mctx.child(it=o)
                        inner.applied = applied + (m if mctx.key is None else mctx.key,)
                        if arrives is not None:
                            inner.arrives = (to, arrives)
                        if ctx.cause:      # 7.3.25.b: a modified sacrifice is still one
                            inner.replaced = (o, ctx.cause)
                        m.instead(inner)
                        self._run_additive(attached, o, applied)
                        return None
        result = perform()
        if attached:
            self._run_additive(attached, result if result is not None else o, applied)
        return result

    def _run_additive(self, mods, it, applied):
        for m, mctx in mods:
            self.game.log("modified", obj=getattr(it, "name", str(it)), by=m.rule, action="also")
            inner = mctx.child(it=it)
            inner.applied = applied + (m if mctx.key is None else mctx.key,)
            m.also(inner)

    def named_step(self, name: str, fn: Callable[[Ctx], Any], ctx: Ctx, action: bool = False,
                   params: dict | None = None) -> None:
        """A daily effect, or a keyword action when ``action``: a whole step a modifier may replace
        (6.2.g.1).  Card modifiers name keyword actions ("If you would [Resupply]"), so the daily
        effect Draw is not the keyword action Draw."""
        game = self.game
        mods = []
        if self.book.step_modifiers:
            mods = [(m, ctx) for m in self.book.step_modifiers if m.action == name and m.test(None, ctx)]
        if self.runtime.listening and "modifier" in self.runtime.passive_kinds:
            for src, p in self.runtime.passives("modifier"):
                m = p.modifier
                if m.kind != "replace_step" or m.action != name or action != (name in self.book.action_names):
                    continue
                sctx = Ctx(game, src.controller, src, dict(ctx.vars))
                sctx.inherit(ctx)
                if m.player is not None and m.player(sctx) != ctx.you or m.phase is not None and m.phase != game.phase:
                    continue
                if (src.id, m) in ctx.applied:
                    continue
                sctx.key = (src.id, m)
                mods.append((m, sctx))
        if mods:
            m, mctx = self._pick_modifier(mods, ctx, name)
            game.log("modified", step=name, by=m.rule)
            inner = ctx.child()
            inner.applied = ctx.applied + (m if mctx.key is None else mctx.key,)
            m.instead(inner)
        else:
            fn(ctx)
        if action and not mods and "does" in self.runtime.heard:   # 6.2.m: what happens instead is not that action
            self.emit("does", player=self._actor(ctx, None), data={"action": name, "params": params or {}})
        if game.delayed:
            for entry in [d for d in game.delayed if d[0] == name]:
                game.delayed.remove(entry)
                entry[1](entry[2])
        if game.later_in_step:
            self.run_added_steps()

    def run_added_steps(self) -> None:
        game = self.game
        while game.later_in_step:
            body, lctx = game.later_in_step.pop(0)
            body(lctx)

    def delay(self, after: str, body: Callable[[Ctx], Any], ctx: Ctx) -> None:
        self.game.delayed.append((after, body, ctx))

    # -- moving (1.4.3, 1.4.4, 2.1) --------------------------------------------
    def move(self, objs: list[Obj], to: str, ctx: Ctx | None, sub: str | None = None, position: Any = "top",
             statuses: list[str] | None = None, keep: tuple = ()) -> list[Obj]:
        """Move objects or cards to zone ``to``. Returns the new objects."""
        moved = []
        runtime = self.runtime
        if len(objs) > 1 and runtime.listening and self.book.zones[to].visibility == "visible":
            objs = self.timestamp_order(objs)
        book, index = self.book, self._rule_mods
        if runtime.listening and runtime.grants_abilities():
            self._abilities_before(objs)
        plans = []
        for o in list(objs):
            if o.gone:                     # 2.1.i: a former object cannot move
                continue
            frm = o.zone.name if o.zone is not None else None
            rules = index.get(("move", frm, to))
            if rules is None:
                rules = _rule_modifiers(book, index, "move", frm, to)
            # no rule, keyword or card passive that could modify it: _with_modifiers would find none
            plain = not rules and not (runtime.listening and "modifier" in runtime.passive_kinds
                                       and runtime.passives("modifier")) and not (
                book.keyword_modifiers_any and (o.prog.keywords or o.granted or not runtime.plain_keywords))
            plans.append((o, plain))
        # 6.2.g, 6.1.f: the modifiers of each move of one step are found before any of them happens
        # (Demeter is still Eternal at Rest when Persephone, whose region made her so, goes too)
        ahead = {o.id: self._modifiers_of("move", o, to, ctx) for o, plain in plans if not plain} \
            if len(plans) > 1 else {}
        for o, plain in plans:
            if o.gone:                     # moved by what replaced another's move
                continue
            if plain:
                new = self._do_move(o, to, ctx, sub, position, statuses, keep)
            else:
                new = self._with_modifiers("move", o, to, ctx,
                                           partial(self._do_move, o, to, ctx, sub, position, statuses, keep),
                                           arrives=statuses, mods=ahead.get(o.id))
            if new is not None:
                moved.append(new)
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
        spec = self.book.zones[to]
        owner = o.owner
        you = ctx.you if ctx is not None else None
        if spec.scope == "shared":
            dest = game.zones[(to, None)]
        elif spec.joins == "mover" and you is not None:   # v5.0 3.2.7.b: "your Landmarks"
            dest = game.zones[(to, you)]
        else:
            dest = game.zones[(to, owner)]                                        # 1.4.3, 3.1.2.c
        subzones = spec.subzones
        if subzones and sub is None:
            sub = o.sub if old is dest else subzones[0]
        if old is dest and not spec.ordered:
            if subzones and sub != o.sub:     # 3.2.4.d: switching Expeditions is no zone change
                return self._switch_one(o, sub, ctx)
            return o
        present = old.name in self._presence_zones or to in self._presence_zones   # abilities start or stop working
        before = game.timestamp              # objects newer than this did not exist before the event (6.3.e)
        if old.spec.in_play and self.runtime.listening and self.runtime.modifies_characteristics():
            self._as_it_is(o)                     # 2.1.h: read as it was once gone
        old.objs.remove(o)
        o.gone = True
        game.last_id += 1
        game.timestamp += 1                  # as new_obj: a new object gets a new, larger timestamp (2.2.15.b-c)
        face_down = spec.face_down
        if dest.owner is not None and dest.owner != owner:
            controller: int | None = dest.owner      # in another player's part of the zone: theirs (v5.0 7.5.5.b)
        elif spec.per_player and spec.joins == "mover" and you is not None:
            controller = you                         # a shared zone split by control: the mover's part (v5.0 3.2.7.b)
        else:
            controller = owner
        new = Obj(game.last_id, o.card, o.card_no, owner, controller, dest, sub if subzones else None, {}, {},
                  game.timestamp, face_down, False, (), o.prog if o.prog is not None else self.book.program(o.card), ())
        if spec.keeps_statuses:
            entering = statuses if statuses is not None else spec.enter_status
            if entering:                             # (else the new object's own empty dict)
                new.statuses = dict.fromkeys(entering, True)
            for s in keep:
                if s in o.statuses:
                    new.statuses[s] = True
        if o.counters and spec.keeps_counters:
            if old.spec.counters_on_leave != "lose" or to in old.spec.counters_kept_to:
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
        found_in = game.vars.get("found_in")
        if found_in and found_in.get(o.id) == to:          # its Reactions will find it there (7.4.5.e)
            game.vars.setdefault("found_as", {})[o.id] = new
        if game.logging:
            game.log("move", obj=o.card.name, owner=owner, frm=old.name, to=to, sub=new.sub,
                     hidden=old.spec.visibility != "visible" and (spec.visibility != "visible" or face_down))
        runtime = self.runtime
        if runtime.listening:
            heard = runtime.heard
            if "move" in heard:        # emit() and _actor() inlined
                if ctx is not None:
                    actor = you if not ctx.nobody else o.controller if old.spec.in_play else None
                    # why it moves: the step's cause, or that of the action a modifier replaced, for
                    # that same object only (the replacement's other moves have none)
                    instead_of = ctx.replaced
                    cause = instead_of[1] if instead_of is not None and instead_of[0] is o else ctx.cause
                else:
                    actor, cause = you, None
                game.pending_events.append(Event("move", before, o, new, old.name, to, o.sub, new.sub, actor, cause,
                                                 NO_DATA))
            if new.statuses and "modifier" in runtime.passive_kinds:
                # 7.5.3.a: arriving with a status is gaining it, which a passive may replace, the object's
                # own too (6.2.l: it modifies how that object enters the zone)
                replaced = [s for s in list(new.statuses) if self._gain_replaced(new, s, ctx)]
                for s in replaced:
                    new.statuses.pop(s, None)
                if replaced:
                    game.version += 1
            if new.statuses and "gain" in heard:
                for s in new.statuses:     # 7.5.3.a: arriving with a status is becoming it (its own reactions hear it)
                    self.emit("gain", obj=new, player=self._actor(ctx, new), data={"status": s})
        return new

    def _as_it_is(self, o):
        """Keep what passives make of an object's statistics and keywords now, for when it is gone."""
        game = self.game
        known = game.last_known.get(o.id)
        if known is None:
            known = game.last_known[o.id] = LastKnown()
        known.stats = {stat: game.characteristic(o, stat) for stat in self.book.statistics}
        known.keywords = tuple(self.runtime.obj_keywords(o))

    def _abilities_before(self, objs):
        """Keep the abilities granted to objects about to move together, before any of them moves: a
        Reaction granted by one of them still works for the others (6.3.e, v5.0 6.3.f)."""
        game, runtime = self.game, self.runtime
        zones = self.book.ability_zones
        for o in objs:
            if not o.gone and o.zone is not None and o.zone.name in zones:
                granted = runtime.granted_now(o)
                if granted:
                    known = game.last_known.get(o.id)
                    if known is None:
                        known = game.last_known[o.id] = LastKnown()
                    known.abilities = tuple(granted)

    @staticmethod
    def _actor(ctx, o, zone=None):
        """Who did an action to ``o`` (7.5.5): the player the effect names, or its controller (7.5.5.b-c);
        in an effect nobody controls (a daily effect), the controller of ``o`` where objects are
        controlled (7.5.5.d, 7.5.4.a), else nobody (7.5.5.e)."""
        if ctx is None:
            return None
        if not ctx.nobody:
            return ctx.you
        zone = zone or (o.zone if o is not None else None)
        return o.controller if zone is not None and zone.spec.in_play else None

    def _kept_counters(self, o, to):
        kept = {}
        for k in self.runtime.obj_keywords(o):
            spec = self.book.keywords[k]
            if spec.get("keeps_counters") and spec.get("keeps_counters_to") == to:
                for c in spec["keeps_counters"]:
                    if o.counters.get(c):
                        kept[c] = o.counters[c]
        return kept

    def switch(self, objs: list[Obj], ctx: Ctx) -> None:
        """7.3.28: to the player's other Expedition."""
        for o in objs:
            subs = self.book.zones[o.zone.name].subzones if o.zone else ()
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

    def _switch_one(self, o, sub, ctx):
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
        """Defect (7.3.6) or take control (7.3.40): ``o`` goes to ``player``'s part of its zone without a
        zone change (3.2.4.d), the same object with a new controller.  It leaves its Expedition as a
        switch does (7.5.9.c): the modifiers of "would leave my Expedition" apply to it."""
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

    def _relocate_one(self, o, player, sub, ctx, kind):
        game = self.game
        runtime = self.runtime
        data = {"frm_player": o.controller, "action": kind}
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
        self.emit("switch", obj=o, new=o, frm=o.zone.name, to=o.zone.name, frm_sub=before_sub, to_sub=sub,
                  player=ctx.you, data=data)
        return o

    def cease(self, objs: list[Obj]) -> None:
        """An object stops existing without going anywhere (2.1.e); it still leaves its zone."""
        game = self.game
        for o in objs:
            if not o.gone:
                game.version += 1
                game.presence += 1
                o.zone.objs.remove(o)
                o.gone = True
                if game.logging:
                    game.log("cease", obj=o.card.name, owner=o.owner)
                self.emit("move", obj=o, new=None, frm=o.zone.name, to=None, frm_sub=o.sub)

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

    # -- statuses and counters (2.4, 2.5) ----------------------------------------
    def set_status(self, objs: list[Obj], status: str, gain: bool, ctx: Ctx | None) -> None:
        game = self.game
        runtime = self.runtime
        # passives that may take a status change's place (none in most games: asked once, not per object)
        asked = runtime.listening and not runtime.passive_kinds.isdisjoint(("remain", "modifier", "can_gain"))
        support = self.book.support_zone if status in self.book.support_blocked else None
        kind = "gain" if gain else "lose"
        for o in objs:
            if o.gone or not o.zone.spec.keeps_statuses:
                continue
            if asked and self._status_passives(o, status, gain, ctx):
                continue
            if gain and status not in o.statuses:         # 2.4.1.f
                o.statuses[status] = True
            elif not gain and status in o.statuses:       # 2.4.1.h
                del o.statuses[status]
            else:
                continue
            game.version += 1
            if o.zone.name == support:
                game.presence += 1         # support abilities stop or start working (2.4.5.c)
            if game.logging:          # a face-down card's status is seen by all, its face by its owner (3.2.9.a)
                game.log(kind, obj=o.card.name, status=status,
                         **({"hidden": True, "owner": o.owner} if o.face_down else {}))
            if kind in runtime.heard:        # emit() would drop it: no need to build it
                self.emit(kind, obj=o, player=self._actor(ctx, o), data={"status": status})

    def _status_passives(self, o, status, gain, ctx):
        """Card passives about a status change of ``o``; True when they took its place: it remains
        ("remain exhausted during Morning"), a modifier replaced it ("If I would gain [[Fleeting]],
        ... instead", 6.2), or gaining a status it has is still an event ("I can gain ... even if")."""
        game = self.game
        if not gain:
            return any(p.keyword == status and p.value == game.phase and p.to(o, self.runtime.pctx(src, p, it=o))
                       and self.runtime.holds(p, src, o) for src, p in self.runtime.passives("remain"))
        if self._gain_replaced(o, status, ctx):
            return True
        if status in o.statuses and any(p.keyword == status and p.to(o, self.runtime.pctx(src, p, it=o))
                                        for src, p in self.runtime.passives("can_gain")):
            game.log("gain", obj=o.card.name, status=status, again=True)
            self.emit("gain", obj=o, player=self._actor(ctx, o), data={"status": status})
            return True
        return False

    def _gain_replaced(self, o, status, ctx):
        """A passive's "If I would gain [[Fleeting]], ... instead" (6.2.b) took the place of ``o``
        gaining ``status``: True once its effect is done."""
        game = self.game
        for src, p in self.runtime.passives("modifier"):
            m = p.modifier
            if m.action == "gain" and m.status == status and m.kind == "replace_action" \
                    and (src.id, m) not in (ctx.applied if ctx else ()):
                sctx = Ctx(game, src.controller, src, {"it": o})
                if m.test(o, sctx) and (m.cond is None or m.cond(sctx)) \
                        and (m.phase is None or m.phase == game.phase):
                    game.log("modified", obj=o.name, by=m.rule, action="gain", to=status)
                    inner = sctx.child()
                    inner.applied = (ctx.applied if ctx else ()) + ((src.id, m),)
                    m.instead(inner)
                    return True
        return False

    def add_counters(self, objs: list[Obj], name: str, amount: int, ctx: Ctx | None) -> None:
        game = self.game
        for o in objs:
            if o.gone or not o.zone.spec.keeps_counters:
                continue
            now = max(0, o.counters.get(name, 0) + amount)   # 2.5.g
            if now == o.counters.get(name, 0):                # nothing changes, nothing to tell (7.3.8.b)
                continue
            if amount > 0 and self._cant_gain_counters(o):    # 1.4.1: can't beats can
                if game.logging:
                    game.log("cant", action="gain_counters", obj=o.card.name, counter=name)
                continue
            if now:
                o.counters[name] = now
            else:
                o.counters.pop(name, None)
            game.version += 1
            if game.logging:
                game.log("counters", obj=o.card.name, counter=name, now=now)
            if amount > 0 and "counters" in self.runtime.heard:
                self.emit("counters", obj=o, player=self._actor(ctx, o), data={"name": name, "amount": amount})

    def _cant_gain_counters(self, o: Obj) -> bool:
        """Whether a working "... can't gain counters" passive is said of the object."""
        for src, p in self.runtime.passives("cant"):
            if p.action == "gain_counters" and p.to(o, self.runtime.pctx(src, p, it=o)) and self.runtime.holds(p, src, o):
                return True
        return False

    def offer_exchange(self, player: int, picked: list) -> None:
        """3.2.9.e: before a chosen object of a zone with an exchangeable status is acted on, its owner
        may move that status onto it from another (exhaust it and ready another exhausted Mana Orb)."""
        game = self.game
        for o in picked:
            status = o.zone.spec.exchange if getattr(o, "zone", None) is not None else None
            if not status or status in o.statuses or o.owner != player:
                continue
            others = [x for x in o.zone.objs if status in x.statuses and x not in picked]
            if others and game.choose_yes_no(player, f"exchange: make {game.describe(o)} {status} and another not?"):
                self.set_status([o], status, True, None)
                self.set_status(others[:1], status, False, None)
                game.log("exchange", player=player, rule=o.zone.spec.rule)

    def pay_mana(self, p: int, amount: int, ctx: Ctx) -> None:
        """Pay ``amount`` by exhausting ready Mana Orbs (3.2.9.f); nothing to exhaust when mana is unlimited."""
        if amount and not self.book.play["mana"].get("unlimited"):
            self.set_status(self.game.ready_mana(p)[:amount], self.book.play["mana"]["status"], True, ctx)

    # -- tokens and dice ---------------------------------------------------------
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
        self.emit("move", obj=None, new=o, frm=None, to=place.name, to_sub=o.sub, player=ctx.you, ts=before)
        if self.book.create_modifiers:     # additive rules on a token's arrival (v5.0 7.3.30: a Gift)
            self._run_additive([x for x in self._applicable("create", o, place.name, (), ctx)
                                if x[0].kind == "additive"], o, ())
        return o

    def roll(self, dice: int, ctx: Ctx, name: str = "result") -> int:
        """7.3.19: roll dice (a modifier may roll more, or add to the result)."""
        game = self.game
        rolls = [game.rng.randint(1, 6) for _ in range(max(0, dice))]
        rctx = ctx.child(dice=dice)
        rctx.vars[f"{name}_dice"] = rolls
        rctx.vars[name] = sum(rolls)
        if self.runtime.listening:
            applied = ctx.applied
            for src, p in self.runtime.passives("modifier"):
                m = p.modifier
                if m.action != "roll" or (src.id, m) in applied or \
                        (m.player is not None and m.player(self.runtime.pctx(src, p)) != ctx.you):
                    continue
                game.log("modified", action="roll", by=m.text)
                rctx.applied = applied + ((src.id, m),)    # 6.2.k: once per action
                body = m.instead or m.also
                body(rctx)
                if m.instead is not None:
                    break
        game.log("roll", player=ctx.you, dice=rctx.vars.get(f"{name}_dice"), result=rctx.vars[name])
        source = ctx.source
        self.emit("roll", player=ctx.you, data={"result": rctx.vars[name], "card": getattr(source, "card", None),
                                                 "source": getattr(source, "card_no", None)})
        ctx.vars[f"{name}_dice"] = rctx.vars.get(f"{name}_dice")
        return rctx.vars[name]

    # -- the Adventure -------------------------------------------------------
    def set_expedition_status(self, markers: list[Marker], status: str, gain: bool, ctx: Ctx) -> None:
        """An Expedition gains or loses a status (2.4.1.b v5.0); nothing to gain or lose is no event
        (2.4.1.f, 2.4.1.h)."""
        game = self.game
        kind = "gain" if gain else "lose"
        for m in markers:
            if (status in m.statuses) == gain:
                continue
            if gain:
                m.statuses[status] = True
            else:
                del m.statuses[status]
            game.version += 1
            game.log(kind, expedition=m.sub, player=m.player, status=status)
            self.emit(kind, player=ctx.you, data={"marker": m, "status": status})

    def place_terrain_marker(self, region: Obj, terrains: tuple, replacing: Any = None) -> None:
        """A Terrain Marker on ``region`` (3.2.1.d), a new object with a new timestamp (2.2.16); moving
        one (``replacing``: the marker moved) makes it anew too (7.3.23.b)."""
        game = self.game
        placed = list(game.vars.get(MARKERS_VAR) or ())
        if replacing is not None:
            placed.remove(replacing)
        game.timestamp += 1
        game.vars[MARKERS_VAR] = tuple(placed) + ((region.id, terrains, game.timestamp),)   # copies share none
        game.version += 1
        if game.logging:
            game.log("terrain_marker", terrains=list(terrains), region=game.adventure_zone.objs.index(region),
                     **({"moved": True} if replacing is not None else {}))

    def build_adventure(self) -> None:
        game = self.game
        spec = self.book.adventure
        zone = game.zone(spec["zone"])

        def region(name, terrains, face_down=False):
            card = self.book.made_card(f"region:{name}:{'/'.join(terrains)}", name, self.book.region_type,
                                       tuple(terrains))
            o = game.new_obj(card, None, None, zone)
            o.face_down = face_down
            zone.objs.append(o)

        region(spec["first"]["name"], spec["first"]["terrains"])
        middle = [list(c) for c in spec["between"]["cards"]]
        if spec["between"].get("shuffle"):
            shuffle(game.rng, middle)
        cards = []                            # the regions each card shows, revealed together (7.3.17.b)
        for halves in middle:
            if spec["between"].get("random_orientation") and game.rng.random() < 0.5:
                halves = halves[::-1]
            cards.append(list(range(len(zone.objs), len(zone.objs) + len(halves))))
            for terrains in halves:
                region(spec["between"]["name"], terrains, face_down=spec["between"].get("face_down", False))
        region(spec["last"]["name"], spec["last"]["terrains"])
        last = len(zone.objs) - 1
        game.adventure_zone = zone
        game.vars["region_cards"] = cards
        game.markers = []
        for p in range(len(game.players)):
            for sub, m in spec["markers"].items():
                start = 0 if m["start"] == "first" else last
                game.markers.append(Marker(p, sub, start, 1 if start == 0 else -1))

    def _reveal_card(self, at):
        """Turn face up the card a face-down region is half of: every region it shows (7.3.17.b)."""
        game = self.game
        regions = game.adventure_zone.objs
        card = next((c for c in game.vars.get("region_cards") or () if at in c), [at])
        for i in card:
            if regions[i].face_down:
                regions[i].face_down = False
                game.version += 1                                 # its terrains now count ("If I'm in {V}")
                if game.logging:
                    game.log("reveal", region=game.terrains_of(regions[i]), at=i + 1,   # from 1 at the Hero Region
                             rule=self.book.adventure["between"].get("reveal_rule"))

    def advance(self, markers: list[Marker], by: int, ctx: Ctx, due_to: dict | None = None) -> list[Marker]:
        """Move markers forward together (7.3.17), unless a "can't" forbids it (1.4.1)."""
        game = self.game
        moving = []
        for m in markers:
            if self.runtime.listening and self._advance_replaced(m, ctx):
                continue
            if due_to and self.runtime.listening and id(m) in due_to:
                due, due_to[id(m)] = due_to[id(m)], self._allowed_terrains(m, due_to[id(m)])
                if not due_to[id(m)]:
                    game.log("cant", action="advance", player=m.player, sub=m.sub, rule="4.2.4.c",
                             by=f"not due to {', '.join(due)}")
                    continue
            why = self._forbidden("advance", m, (due_to or {}).get(id(m), ()))
            if why:
                game.log("cant", action="advance", player=m.player, sub=m.sub, by=why)
                if by > 0:                                        # v5.0 7.5.3.a: it attempts to move forward
                    self.emit("attempt_advance", player=m.player, data={"marker": m})
                continue
            target = max(0, min(game.track_length - 1, m.pos + m.step * by))   # 7.3.16.b, 7.3.17.c
            if target != m.pos:
                moving.append((m, target))
            elif by > 0:                                          # already as far as it goes (7.3.25.c)
                self.emit("attempt_advance", player=m.player, data={"marker": m})
        game.version += 1
        passed = self.book.adventure["between"].get("reveal_passed", False)
        for m, target in moving:
            step = 1 if target > m.pos else -1
            crossed = range(m.pos + step, target + step, step) if passed else (target,)
            m.pos = target
            m.moved_today = True
            game.version += 1                                     # where it is: "if I'm in {V}" reads it
            for at in crossed:                                    # 7.3.17.b: the whole card (v5.0 7.3.25.b:
                if game.adventure_zone.objs[at].face_down:        # also each card passed)
                    self._reveal_card(at)
            if game.logging:
                game.log("advance", player=m.player, sub=m.sub, to=target, by=by,
                         due_to=list((due_to or {}).get(id(m), ())) or None)
            if "advance" in self.runtime.heard:
                self.emit("advance", player=m.player, data={"marker": m, "due_to": (due_to or {}).get(id(m), ())})
        if moving:
            for mod in self.book.advance_modifiers:               # additive modifiers of the whole step (4.3.a-c)
                inner = ctx.child()
                inner.applied = (mod,)
                mod.also(inner)
        return [m for m, _ in moving]

    def _forbidden(self, action, it, due_to=()):
        game = self.game
        if not self.book.precedence["cant_beats_can"]:
            return None
        cants = self.book.keyword_cants
        plain = self.runtime.plain_keywords
        for o, support in self.runtime.working():
            if support or plain and not o.prog.keywords and not o.granted:     # no keyword: no "can't"
                continue
            for k in self.runtime.obj_keywords(o):
                for p in cants.get(k, ()):
                    if p.action == action and p.when(Ctx(game, o.controller, o, {"it": it})) \
                            and not self._not_prevented(o, action, it):
                        return p.rule
        if self.runtime.listening:
            for src, p in self.runtime.passives("cant"):
                if p.action == action and action == "advance" and p.terrain is None and it in p.value(self.runtime.pctx(src, p)) \
                        and self.runtime.holds(p, src) and (p.only is None or p.only == game.phase) \
                        and not (p.keyword is not None and p.keyword in due_to):
                    return p.text or f"{src.card.name}: can't"
        return None

    def _allowed_terrains(self, m, due):
        """The terrains an Expedition moves forward due to, without those it can't move forward due to:
        they are ignored (4.2.4.c); and when it can move forward only due to some terrains ("can't move
        forward except due to {O}"), the others are ignored (4.2.4.d): it moves forward due to those alone
        (4.2.4.j)."""
        runtime, phase = self.runtime, self.game.phase
        for src, p in runtime.passives("cant"):
            if p.action != "advance" or (p.terrain is None and p.keyword is None) \
                    or m not in p.value(runtime.pctx(src, p)) or not runtime.holds(p, src):
                continue
            if p.terrain is not None:
                due = tuple(t for t in due if t != p.terrain)
            elif p.only is None or p.only == phase:
                due = tuple(t for t in due if t == p.keyword)
        return due

    def _not_prevented(self, o, action, it):
        """"[Defender] Characters don't prevent my Expedition from moving forward"."""
        if not self.runtime.listening:
            return False
        for src, p in self.runtime.passives("dont_prevent"):
            if p.action == action and p.to(o, self.runtime.pctx(src, p, it=o)) and self.runtime.holds(p, src):
                markers = p.value(self.runtime.pctx(src, p))
                if it in (markers if isinstance(markers, list) else [markers]):
                    return True
        return False

    def _advance_replaced(self, m, ctx):
        """"If my Expedition would move forward during Dusk, it moves forward one more region instead" (6.2)."""
        game = self.game
        applied = ctx.applied
        for src, p in self.runtime.passives("modifier"):
            mod = p.modifier
            if mod.action != "advance" or mod.kind != "replace_action" or (src.id, mod) in applied:
                continue
            sctx = Ctx(game, src.controller, src, {"it": m})
            markers = mod.marker(sctx) if mod.marker is not None else []
            if m not in (markers if isinstance(markers, list) else [markers]):
                continue
            if (mod.phase is not None and mod.phase != game.phase) or (mod.cond is not None and not mod.cond(sctx)):
                continue
            if getattr(mod, "optional", False) and not game.choose_yes_no(src.controller, f"{mod.text}: apply it?"):
                if mod.declined is not None:                  # 6.2.d-e: declined, "If you don't, ..."
                    game.later_in_step.append((mod.declined, sctx))
                continue
            game.log("modified", by=mod.rule, action="advance", player=m.player, sub=m.sub)
            inner = sctx.child()
            inner.applied = applied + ((src.id, mod),)
            mod.instead(inner)
            return True
        return False

    def start_arena(self) -> None:
        """Tiebreakers (4.3.a-c): one region, the Arena, with every marker on it."""
        game = self.game
        spec = self.book.adventure["arena"]
        zone = game.adventure_zone
        for o in zone.objs:
            o.gone = True
        zone.objs = []
        card = self.book.made_card("region:arena", spec["name"], self.book.region_type, tuple(spec["terrains"]))
        zone.objs.append(game.new_obj(card, None, None, zone))
        for m in game.markers:
            m.pos = m.start = 0
        game.version += 1
        game.presence += 1
        game.log("arena")

    # -- events (6.3): made only when a reaction may hear them ------------------
    def citing(self, rule: str, fn: Callable[[Ctx], Any], ctx: Ctx) -> None:
        """Run a step with its rule number named in the log."""
        game = self.game
        saved, game.rule = game.rule, rule
        try:
            fn(ctx)
        finally:
            game.rule = saved

    def remember_presence(self, seen: tuple) -> None:
        """What abilities/presence.py last saw of who is in every Expedition (7.4.4.n-o)."""
        self.game.presence_seen = seen

    def emit(self, kind: str, ts: int | None = None, obj: Obj | None = None, new: Obj | None = None,
             frm: str | None = None, to: str | None = None, frm_sub: str | None = None, to_sub: str | None = None,
             player: int | None = None, cause: str | None = None, data: dict | None = None) -> None:
        """An event (its fields named as Event's), kept for the reactions that may hear its kind."""
        if kind in self.runtime.heard:
            game = self.game
            game.pending_events.append(Event(kind, game.timestamp if ts is None else ts, obj, new, frm, to,
                                             frm_sub, to_sub, player, cause, data))
