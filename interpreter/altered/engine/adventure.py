"""The Adventure: its regions laid out (4.1), Expeditions moving forward (4.2.4, 4.3) and the Arena of
the tiebreakers: atomic actions of the one writer of state, with what can't happen (1.4.1) and their
modifiers (6.2)."""
from __future__ import annotations

from typing import Any

from ..effects import Ctx
from ..effects.context import fresh_ctx
from ..loading.chance import shuffle
from .lists import shares
from .marking import Marking
from .state import Marker


class Journey(Marking):
    """The actions of the Adventure's regions and markers."""
    __slots__ = ()

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

    def _reveal_card(self, at) -> Any:
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
        cants: tuple[int, int, list] = (-1, -1, [])    # (version, presence, _keyword_cants) read for the last marker
        for m in markers:
            if self.runtime.listening and self._advance_replaced(m, by, ctx):
                continue
            if due_to and self.runtime.listening and id(m) in due_to:
                due, due_to[id(m)] = due_to[id(m)], self._allowed_terrains(m, due_to[id(m)])
                if not due_to[id(m)]:
                    game.log("cant", action="advance", player=m.player, sub=m.sub, rule="4.2.4.c",
                             by=f"not due to {', '.join(due)}")
                    continue
            # a "can't" of this action is a "can't move forward" (7.4.2.b): a move backwards is none (7.3.24)
            if by > 0 and (cants[0] != game.version or cants[1] != game.presence):   # (a replacement changed it)
                cants = (game.version, game.presence, self._keyword_cants("advance"))
            why = by > 0 and self._forbidden("advance", m, (due_to or {}).get(id(m), ()), cants[2])
            if why:
                game.log("cant", action="advance", player=m.player, sub=m.sub, by=why)
                self.emit("attempt_advance", player=m.player, data={"marker": m})   # v5.0 7.5.3.a
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
            if by > 0:                                            # what Rest asks (4.2.5.b)
                m.moved_forward_today = True
            game.version += 1                                     # where it is: "if I'm in {V}" reads it
            for at in crossed:                                    # 7.3.17.b: the whole card (v5.0 7.3.25.b:
                if game.adventure_zone.objs[at].face_down:        # also each card passed)
                    self._reveal_card(at)
            if game.logging:
                game.log("advance", player=m.player, sub=m.sub, to=target, by=by,
                         due_to=list((due_to or {}).get(id(m), ())) or None)
            if by > 0 and "advance" in self.runtime.heard:      # a move backwards (7.3.24) is no move forward
                self.emit("advance", player=m.player, data={"marker": m, "due_to": (due_to or {}).get(id(m), ())})
        if moving:
            for mod in self.book.advance_modifiers:               # additive modifiers of the whole step (4.3.a-c)
                inner = ctx.child()
                inner.applied = (mod,)
                mod.also(inner)
        return [m for m, _ in moving]

    def can_advance(self, m: Marker, by: int) -> bool:
        """Whether ``m`` would move: not forbidden to move forward (1.4.1.c, 2.2.14) and with somewhere to go
        (7.3.17.c, 7.3.24.b); what "If you do" after a move asks (6.5.f)."""
        game = self.game
        if by > 0 and self._forbidden("advance", m, (), self._keyword_cants("advance")):
            return False
        return max(0, min(game.track_length - 1, m.pos + m.step * by)) != m.pos

    def _keyword_cants(self, action: str) -> list:
        """(working object, "can't" of one of its keywords) for an action, in the order they are read."""
        out: list = []
        if not self.rules.precedence["cant_beats_can"]:
            return out
        cants = self.book.keyword_cants
        named = self.rules.cant_keywords.get(action, ())      # the keywords with a "can't" of this action
        if not named:
            return out
        # no passive grants or removes keywords now: an object has only its own and those given to it
        plain = self.runtime.plain_keywords or not self.runtime.keywords_vary()
        # no passive at work may grant one of them: an object has one only if it is printed on it or given to
        # it (obj_keywords), so an object with none of them there has none of their "can't"s (most objects)
        granted = not plain and self.runtime.grants_keyword(named)
        for o, support in self.runtime.working():
            if support or plain and not o.prog.keywords and not o.granted:     # no keyword: no "can't"
                continue
            if not granted and not shares(o.prog.keyword_names, named) and not shares(o.granted, named):
                continue
            for k in self.runtime.obj_keywords(o):
                for p in cants.get(k, ()):
                    if p.action == action:
                        out.append((o, p))
        return out

    def _forbidden(self, action: str, it: Any, due_to: Any, found: list) -> Any:
        """Why ``it`` can't do the action, if it can't: ``found`` is _keyword_cants of the state now."""
        game = self.game
        if not self.rules.precedence["cant_beats_can"]:
            return None
        for o, p in found:
            if p.when(fresh_ctx(game, o.controller, o, {"it": it})) and not self._not_prevented(o, action, it):
                return p.rule
        if self.runtime.listening:
            for src, p in self.runtime.passives("cant"):
                if p.action == action and action == "advance" and p.terrain is None and it in p.value(self.runtime.pctx(src, p)) \
                        and self.runtime.holds(p, src) and (p.only is None or p.only == game.phase) \
                        and not (p.keyword is not None and p.keyword in due_to):
                    return p.text or f"{src.card.name}: can't"
        return None

    def _allowed_terrains(self, m, due) -> Any:
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

    def _not_prevented(self, o, action, it) -> Any:
        """"[Defender] Characters don't prevent my Expedition from moving forward"."""
        if not self.runtime.listening:
            return False
        for src, p in self.runtime.passives("dont_prevent"):
            if p.action == action and p.to(o, self.runtime.pctx(src, p, it=o)) and self.runtime.holds(p, src):
                markers = p.value(self.runtime.pctx(src, p))
                if it in (markers if isinstance(markers, list) else [markers]):
                    return True
        return False

    def _advance_replaced(self, m, by, ctx) -> Any:
        """"If my Expedition would move forward during Dusk, it moves forward one more region instead" (6.2)."""
        if by <= 0:                     # a move backwards (7.3.24) is no move forward (7.3.25) to replace
            return False
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
            if not self.applies(mod, sctx):                   # 6.2.d-e
                continue
            game.log("modified", by=mod.rule, action="advance", player=m.player, sub=m.sub)
            inner = sctx.child(would_advance=by)        # what "N more regions" counts from (6.2.i)
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
