"""Statuses, counters, mana, dice, Expedition statuses and Terrain Markers: atomic actions (6.1) of the
one writer of state, through their modifiers (6.2) and with their events (6.3); and what an object can have,
or where it can go, which the steps ask before they act (1.4.1.c)."""
from __future__ import annotations

from typing import Any

from ..effects import Ctx
from ..effects.context import fresh_ctx
from ..effects.regions import MARKERS_VAR
from .modifying import Modifying
from .state import Marker, Obj


class Marking(Modifying):
    """The actions that mark what is there: statuses, counters, Expeditions' statuses, Terrain Markers."""
    __slots__ = ()

    # -- statuses and counters (2.4, 2.5) ----------------------------------------
    def set_status(self, objs: list[Obj], status: str, gain: bool, ctx: Ctx | None) -> None:
        game = self.game
        runtime = self.runtime
        # passives that may take a status change's place (none in most games: asked once, not per object)
        asked = runtime.listening and not runtime.passive_kinds.isdisjoint(("remain", "modifier", "can_gain"))
        support = self.rules.support_zone if status in self.rules.support_blocked else None
        kind = "gain" if gain else "lose"
        never = self.rules.never_on.get(status) if gain else None
        for o in objs:
            if o.gone or not o.zone.spec.keeps_statuses:
                continue
            if never is not None and _never_has(never, o):
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

    def _status_passives(self, o: Obj, status: str, gain: bool, ctx: Any) -> Any:
        """Card passives about a status change of ``o``; True when they took its place: it remains
        ("remain exhausted during Morning"), a modifier replaced it ("If I would gain [[Fleeting]],
        ... instead", 6.2), or gaining a status it has is still an event ("I can gain ... even if")."""
        game = self.game
        if not gain:
            return any(p.keyword == status and p.value == game.phase and p.to(o, self.runtime.pctx(src, p, it=o))
                       and self.runtime.holds(p, src, o) for src, p in self.runtime.passives("remain"))
        if status not in o.statuses and self._gain_replaced(o, status, ctx):   # a gain that can't be done is
            return True                                                         # no event to replace (2.4.1.f)
        if status in o.statuses and any(p.keyword == status and p.to(o, self.runtime.pctx(src, p, it=o))
                                        for src, p in self.runtime.passives("can_gain")):
            game.log("gain", obj=o.card.name, status=status, again=True)
            self.emit("gain", obj=o, player=self._actor(ctx, o), data={"status": status})
            return True
        return False

    def _gain_replaced(self, o: Obj, status: str, ctx: Any) -> Any:
        """A passive's "If I would gain [[Fleeting]], ... instead" (6.2.b) took the place of ``o``
        gaining ``status``: True once its effect is done."""
        game = self.game
        for src, p in self.runtime.passives("modifier"):
            m = p.modifier
            if m.action == "gain" and m.status == status and m.kind == "replace_action" \
                    and (src.id, m) not in (ctx.applied if ctx else ()):
                sctx = fresh_ctx(game, src.controller, src, {"it": o})
                if m.test(o, sctx) and (m.cond is None or m.cond(sctx)) \
                        and (m.phase is None or m.phase == game.phase) and self.applies(m, sctx):
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
            if amount > 0 and self._cant_gain_counters(o):    # 1.4.1: can't beats can (as can_gain_counters)
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

    def can_gain_counters(self, o: Obj) -> bool:
        """Whether ``o`` can gain counters now, as ``add_counters`` gives them: it is there, in a zone where objects
        have counters (2.5.a-b), and no working passive says it can't (1.4.1.a). What a step putting counters on a
        chosen object asks before it is done ("If you do" after it, 1.4.1.c; effects/characteristics.py)."""
        return not o.gone and o.zone.spec.keeps_counters and not self._cant_gain_counters(o)

    def can_have_status(self, o: Obj, status: str) -> bool:
        """Whether ``o`` can have ``status`` where it is, as ``set_status`` gives it: it is there, in a zone where
        objects have statuses (2.4.1.c), and not of a kind that never has it (statuses.yaml ``never_on``: a Landmark
        Permanent is never Fleeting, 2.4.6.b). What a step giving a status asks before it is done (1.4.1.c)."""
        never = self.rules.never_on.get(status)
        return not o.gone and o.zone.spec.keeps_statuses and (never is None or not _never_has(never, o))

    def can_move(self, o: Obj, to: str) -> bool:
        """Whether moving ``o`` to zone ``to`` changes anything, as ``move`` does it: it is there (2.1.i), it is not
        in that zone already (a zone with no order and no parts, nothing moves: 7.3.5.a), and it can be there: a
        card that performs an effect instead of joining a zone never joins one in play (play.yaml ``effect_types``,
        5.2.b, 5.1.2.i: a Spell put in an Expedition stays where it is)."""
        if o.gone:
            return False
        spec = o.zone.spec
        if o.zone.name == to and not spec.ordered and not spec.parted:
            return False
        return not (o.card.type in self.rules.effect_types and self.rules.zones[to].in_play)

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
            others = []                    # (a loop: a comprehension would make closure cells at every call)
            for x in o.zone.objs:
                if status in x.statuses and x not in picked:
                    others.append(x)
            if others and game.choose_yes_no(player, f"exchange: make {game.describe(o)} {status} and another not?"):
                self.set_status([o], status, True, None)
                self.set_status(others[:1], status, False, None)
                game.log("exchange", player=player, rule=o.zone.spec.rule)

    def pay_mana(self, p: int, amount: int, ctx: Ctx) -> None:
        """Pay ``amount`` by exhausting ready Mana Orbs (3.2.9.f); nothing to exhaust when mana is unlimited."""
        if amount and not self.rules.mana_unlimited:
            self.set_status(self.game.ready_mana(p)[:amount], self.rules.mana_status, True, ctx)

    def roll(self, dice: int, ctx: Ctx, name: str = "result", opponent=None, about=None, answering=False) -> int:
        """7.3.19: roll dice. A replacing modifier may roll otherwise (more dice, one ignored); the additive
        ones ("also ...", 6.2.c) come after it (6.2.g.3) and read the roll it made. A modifier names the roll
        ``result`` (its own "its result"), whatever the effect that rolls names it. ``opponent``: the one the
        rolling ability named, heard with the roll ("this way ... That opponent"); ``about``: the objects it
        named ("this way ... Ready it"); ``answering``: made by a reaction to a roll "this way", which no
        reaction "this way" hears (its own roll would answer itself)."""
        game = self.game
        rolls = [game.rng.randint(1, 6) for _ in range(max(0, dice))]
        rctx = ctx.child(dice=dice)
        rctx.vars["result_dice"] = rolls
        rctx.vars["result"] = sum(rolls)
        if self.runtime.listening:
            applied = ctx.applied
            mods = [(src, p.modifier) for src, p in self.runtime.passives("modifier")
                    if p.modifier.action == "roll" and (src.id, p.modifier) not in applied
                    and (p.modifier.player is None or p.modifier.player(self.runtime.pctx(src, p)) == ctx.you)]
            additive = [(src, m) for src, m in mods if m.instead is None]
            later = tuple((src.id, m) for src, m in additive)     # not applied to a roll made instead: to this one
            for src, m in mods:
                if m.instead is None or not self.applies(m, self._modifier_body(rctx, src)):
                    continue
                game.log("modified", action="roll", by=m.text)
                rctx.applied = applied + ((src.id, m),) + later    # 6.2.k: once per action
                # 6.2.b: the roll does not happen; what replaces it may roll again (its result is the roll's)
                unrolled = rctx.vars["result_dice"] = []
                rctx.vars["result"] = 0
                m.instead(self._modifier_body(rctx, src))
                if rctx.vars.get("result_dice") is unrolled:
                    ctx.vars[f"{name}_dice"] = []
                    return 0
                break
            for src, m in additive:
                game.log("modified", action="roll", by=m.text)
                rctx.applied = applied + ((src.id, m),)
                m.also(self._modifier_body(rctx, src))
        game.log("roll", player=ctx.you, dice=rctx.vars.get("result_dice"), result=rctx.vars["result"])
        source = ctx.source
        self.emit("roll", player=ctx.you, data={"result": rctx.vars["result"], "card": getattr(source, "card", None),
                                                 "source": getattr(source, "card_no", None), "opponent": opponent,
                                                 "object": about, "answering": answering})
        ctx.vars[f"{name}_dice"] = rctx.vars.get("result_dice")
        return rctx.vars["result"]

    @staticmethod
    def _modifier_body(rctx: Ctx, src: Obj) -> Ctx:
        """What a roll's modifier does: by its controller (1.2.6.c), the roll's names shared."""
        body = rctx.child(you=src.controller)
        body.source, body.vars = src, rctx.vars
        return body

    # -- Expedition statuses and Terrain Markers (2.4.1.b, 3.2.1.d v5.0) -------
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


def _never_has(never: frozenset, o: Obj) -> bool:
    """Whether ``o`` is of a kind ``never`` names (statuses.yaml ``never_on``: its type, and a Permanent's zone type)."""
    return (o.card.type, o.card.zone_type) in never or (o.card.type, None) in never
