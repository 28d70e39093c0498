"""The first part of the one writer of a game's state (``game.actions``): the event modifiers an atomic
action passes through, in the order precedence.yaml gives (6.2), whole steps a modifier may replace, and
the events actions make (6.3).  Marking (statuses, counters, markers), Journey (the regions, moving
forward) and Actions (moving objects) build on it, one class each (actions.py)."""
from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Any, Callable

from ..effects import Ctx
from ..effects.context import fresh_ctx
from ..effects.host import ActionsHost
from ..loading.rules.modifiers import Modifier
from .bookfacts import BookFacts, facts_of
from .lists import delayed_for
from .state import Event, Obj

if TYPE_CHECKING:                  # for the compiled build's native calls (README, "Speed")
    from .owner import Owner
    from .runtime import Runtime


# rule book -> {(action, from, to): its modifiers that may apply}
_RULE_MODIFIERS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def rule_modifier_index(book) -> dict:
    """The book's index of rule modifiers by (action, from, to), filled by rule_modifiers; a game
    keeps it (``Actions._rule_mods``) so that a look-up is one dictionary read."""
    index = _RULE_MODIFIERS.get(book)
    if index is None:
        index = _RULE_MODIFIERS[book] = {}
    return index


def rule_modifiers(book, index, action, frm, to) -> Any:
    """The rules' modifiers of an action from zone ``frm`` to zone ``to``, in the book's order."""
    found = index.get((action, frm, to))
    if found is None:
        found = index[(action, frm, to)] = tuple(
            m for m in book.modifiers if m.action == action and (not m.source_zone or frm in m.source_zone)
            and (not m.dest_zone or to in m.dest_zone))
    return found


class Modifying(ActionsHost):
    """What changes the state one atomic action at a time; it holds no state of its own (the actions
    effects call, effects/host.py, made by this class and the three built on it)."""
    __slots__ = ("game", "book", "rules", "runtime", "_rule_mods", "_presence_zones")
    game: Owner
    book: Any
    rules: BookFacts               # what the hot paths read of the book, typed (bookfacts.py)
    runtime: Runtime
    _presence_zones: frozenset[str]
    _rule_mods: dict[tuple[str, str | None, str | None], Any]     # rule_modifier_index

    def __init__(self, game):
        self.game = game
        self.book = book = game.book
        self.rules = facts_of(book)
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
            candidates = rule_modifiers(book, self._rule_mods, action, frm, to)
        runtime = self.runtime
        # an object without keywords of its own has none but those a passive grants now, or those it
        # had as it moved (obj_keywords)
        if self.rules.keyword_modifiers_any and (o.prog.keywords or o.granted or not runtime.plain_keywords
                                           and (o.gone or runtime.keywords_vary())):
            for k in self.runtime.obj_keywords(o):
                mods = self.rules.keyword_modifiers.get(k)
                if not mods:                  # most keywords modify no action
                    continue
                mine = []                     # (a loop: no closure cells at every call)
                for km in mods:
                    if km.action == action and self._matches(km, o, to):
                        mine.append(km)
                if mine:
                    candidates = list(candidates) + mine
        m: Modifier                       # (typed: the compiled build reads its fields natively)
        if candidates:
            mctx = fresh_ctx(game, o.controller, o, {"it": o})
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
                sctx = fresh_ctx(game, src.controller, src, {"it": o})
                if m.player is not None and m.player(sctx) != ctx.you:
                    continue
                if m.phase is not None and m.phase != game.phase:
                    continue
                if m.test(o, sctx) and (m.cond is None or m.cond(sctx)):
                    sctx.rare = sctx.rare.but("key", (src.id, m))
                    found.append((m, sctx))
        return found

    def _keyword_modifies(self, action: str, o: Obj) -> bool:
        """Whether a keyword ``o`` has now has a modifier of ``action`` (else _applicable finds none of them:
        most moves are of objects whose keywords modify nothing, while a passive may grant keywords)."""
        mods = self.rules.keyword_modifiers
        for k in self.runtime.obj_keywords(o):
            for m in mods.get(k) or ():
                if m.action == action:
                    return True
        return False

    def _matches(self, m: Modifier, o: Obj, to: str | None) -> bool:
        if m.source_zone and (o.zone is None or o.zone.name not in m.source_zone):
            return False
        if m.dest_zone and to not in m.dest_zone:
            return False
        return m.during is None or m.during == self.game.effect_name

    def _pick_modifier(self, mods, ctx, what) -> Any:
        """6.2.h: the step's controller picks which of several modifiers applies first."""
        if len(mods) == 1 or self.rules.precedence["same_kind"] == "timestamp":
            return mods[0]
        return self.game.choose_option(ctx.you, "modifier", f"which rule applies first to {what}?",
                                  mods, [m.rule for m, _ in mods])

    def _modifiers_of(self, action, o, to, ctx) -> Any:
        """The modifiers that apply to an atomic action on ``o`` now, as the step is about to happen (6.2.g)."""
        rules = self.rules
        if rules.modifiers or self.runtime.listening or rules.keyword_modifiers_any:
            return self._applicable(action, o, to, ctx.rare.applied, ctx)
        return ()

    def _with_modifiers(self, action, o, to, ctx, perform, arrives=None, mods=None) -> Any:
        """Run ``perform()`` (the atomic action) with the modifiers that apply to it (6.2.g-k).
        ``arrives``: the statuses a moved card would have had there, which a card moved there instead
        has too (Expand's ready orb, 4.2.1.e, stays ready when another card replaces it); ``mods``: those
        modifiers, found before the step's other actions happened (6.2.g, 6.1.f)."""
        game = self.game
        applied = ctx.rare.applied
        if mods is None:
            mods = self._modifiers_of(action, o, to, ctx)
        attached = []
        if mods:
            for kind in self.rules.precedence["modifiers"]:
                if kind == "additive":
                    attached += [x for x in mods if x[0].kind == "additive"]
                elif kind == "replace_action":
                    replacing = [x for x in mods if x[0].kind == "replace_action"]
                    while replacing:
                        m, mctx = self._pick_modifier(replacing, ctx, o.name)
                        if not self.applies(m, mctx):
                            replacing.remove((m, mctx))
                            continue
                        if game.logging:
                            game.log("modified", obj=o.name, by=m.rule, action=action, to=to)
                        inner = mctx.child(it=o)
                        inner.applied = applied + (m if mctx.rare.key is None else mctx.rare.key,)
                        if arrives is not None:
                            inner.rare = inner.rare.but("arrives", (to, arrives))
                        if ctx.cause:      # 7.3.25.b: a modified sacrifice is still one, done by its player
                            inner.rare = inner.rare.but("replaced", (o, ctx.cause, self._actor(ctx, o)))
                        m.instead(inner)
                        self._run_additive(attached, o, applied)
                        return None
        result = perform()
        if attached:
            self._run_additive(attached, result if result is not None else o, applied)
        return result

    def arrived(self, action: str, o: Obj, ctx: Ctx) -> None:
        """The rules' additive modifiers of an object's arrival in a player's zone by ``action``: a token created,
        or relocated to another player (v5.0 7.3.30.a: a token joining a player's Expeditions is received)."""
        if action in self.book.arrival_actions:
            self._run_additive([x for x in self._applicable(action, o, o.zone.name, (), ctx)
                                if x[0].kind == "additive"], o, ())

    def _run_additive(self, mods, it, applied) -> Any:
        for m, mctx in mods:
            self.game.log("modified", obj=getattr(it, "name", str(it)), by=m.rule, action="also")
            inner = mctx.child(it=it)
            inner.applied = applied + (m if mctx.rare.key is None else mctx.rare.key,)
            m.also(inner)

    def named_step(self, name: str, fn: Callable[[Ctx], Any], ctx: Ctx, action: bool = False,
                   params: dict | None = None) -> None:
        """A daily effect, or a keyword action when ``action``: a whole step a modifier may replace
        (6.2.g.1).  Card modifiers name keyword actions ("If you would [Resupply]"), so the daily
        effect Draw is not the keyword action Draw."""
        game = self.game
        mods = []
        if self.rules.step_modifiers:
            for m in self.rules.step_modifiers:      # (a loop: no closure cells at every call)
                if m.action == name and m.test(None, ctx):
                    mods.append((m, ctx))
        if self.runtime.listening and "modifier" in self.runtime.passive_kinds:
            for src, p in self.runtime.passives("modifier"):
                m = p.modifier
                if m.kind != "replace_step" or m.action != name or action != (name in self.rules.action_names):
                    continue
                sctx = Ctx(game, src.controller, src, dict(ctx.vars), ctx)     # (the step's typed fields)
                if m.player is not None and m.player(sctx) != ctx.you or m.phase is not None and m.phase != game.phase:
                    continue
                if (src.id, m) in ctx.applied:
                    continue
                sctx.rare = sctx.rare.but("key", (src.id, m))
                mods.append((m, sctx))
        heard = action and "does" in self.runtime.heard
        if heard:                        # an action that cannot be done now is not done (1.4.1.c, 6.5.f): asked
            can = getattr(fn, "can_pay", None)     # before it is, it is not heard as done (7.3, 6.3.b)
            heard = can is None or bool(can(ctx))
        replaced = False
        while mods and not replaced:
            m, mctx = self._pick_modifier(mods, ctx, name)
            mods.remove((m, mctx))
            if not self.applies(m, mctx):
                continue
            replaced = True
            game.log("modified", step=name, by=m.rule)
            inner = mctx.child()         # done by the modifier's controller (a rule's: the step's own player; 1.2.6.c)
            inner.applied = ctx.applied + (m if mctx.rare.key is None else mctx.rare.key,)
            m.instead(inner)
        if not replaced:
            fn(ctx)
        if heard and not replaced:       # 6.2.m: what happens instead is not that action; one done on nothing
            data = {"action": name, "params": params or {}}     # is still an event (1.2.7.d: Resupply from none)
            it = self.book.docs["keywords"]["actions"][name].get("it")   # "When you [Resupply] — ... it": the card
            if it is not None:                                            # it put in Reserve (keywords.yaml it:)
                data["objects"] = {it: ctx.vars.get(it, [])}
            self.emit("does", player=self._actor(ctx, None), data=data)
        if game.delayed:
            for entry in delayed_for(game.delayed, name):
                game.delayed.remove(entry)
                entry[1](entry[2])
        if game.later_in_step:
            self.run_added_steps()

    def applies(self, m, ctx: Ctx) -> bool:
        """Whether a replacing modifier about to be applied is: an optional one (6.2.d) only if what it offers
        can be done (its costs paid whole, 1.2.5.c, 6.4.c) and its controller says so. What follows the answer is a step added after the current one (6.2.e): declined, its "If you
        don't"; applied, its "If you do" and the steps said after it."""
        game = self.game
        can = getattr(m, "can", None)    # 6.2.d, 1.2.5.c: what can't be done (paid whole) is not offered
        if getattr(m, "optional", False) and (can is not None and not can(ctx)
                                              or not game.choose_yes_no(ctx.you, f"{m.text}: apply it?")):
            if m.declined is not None:
                game.later_in_step.append((m.declined, ctx))
            return False
        for then in (getattr(m, "accepted", None), m.also):
            if then is not None:
                game.later_in_step.append((then, ctx))
        return True

    def run_added_steps(self) -> None:
        game = self.game
        while game.later_in_step:
            body, lctx = game.later_in_step.pop(0)
            body(lctx)

    def delay(self, after: str, body: Callable[[Ctx], Any], ctx: Ctx) -> None:
        self.game.delayed.append((after, body, ctx))

    @staticmethod
    def _actor(ctx, o, zone=None) -> Any:
        """Who did an action to ``o`` (7.5.5): the player the effect names, or its controller (7.5.5.b-c);
        in an effect nobody controls (a daily effect), the controller of ``o`` where objects are
        controlled (7.5.5.d, 7.5.4.a), else nobody (7.5.5.e)."""
        if ctx is None:
            return None
        if not ctx.nobody:
            return ctx.you
        zone = zone or (o.zone if o is not None else None)
        return o.controller if zone is not None and zone.spec.in_play else None

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
