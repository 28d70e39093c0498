"""What playing a card costs (5.1.2.e, 7.4.5): the on-play passives that concern a play, the cost
they make, alternative and optional costs.  The base of the part ``game.plays`` (playing.py), with
the part's fields."""
from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Any

from ..effects.abilities.passives import Passive
from ..effects import Ctx
from ..effects.abilities.together import pay_together, payable_together
from ..effects.context import fresh_ctx
from .bookfacts import BookFacts, facts_of
from .lists import own_of_kind
from .state import BEFORE_PLAYED, PLAYED_TODAY, Obj

if TYPE_CHECKING:                  # for the compiled build's native calls (README, "Speed")
    from .actions import Actions
    from .owner import Owner
    from .runtime import Runtime

# rule book -> {id(card): (card, resolve key, the subzones it may be played into)}; an entry holds its
# card, so that the id stays that card's
_PLAY_FACTS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


class Costs:
    """The costs of playing cards; the fields of the part ``game.plays``: it holds no state of its own
    (only facts derived from the book, and the plain options of the objects it was asked about)."""
    __slots__ = ("game", "book", "rules", "runtime", "actions", "_card_facts", "_plain_options", "_sources")
    game: Owner
    book: Any
    rules: BookFacts               # what the hot paths read of the book, typed (bookfacts.py)
    runtime: Runtime
    actions: Actions
    _card_facts: dict[int, tuple[Any, Any, Any]]        # id(card) -> (card, key, subzones): see _play_facts
    _plain_options: dict[int, tuple[Obj, Any, tuple, tuple]]
    _sources: tuple[tuple[str, Any, str], ...]     # (zone played from, statuses that forbid it, the cost's name)

    def __init__(self, game):
        self.game = game
        self.book, self.rules = game.book, facts_of(game.book)
        self.runtime = game.runtime
        self.actions = game.actions
        facts = _PLAY_FACTS.get(self.book)
        if facts is None:
            facts = _PLAY_FACTS[self.book] = {}
        self._card_facts = facts
        # id(object) -> (object, its printed cost, its options at that cost, the subzones it may go to):
        # what a plain card's plays are while it stays in its zone (moved, it is a new object, 1.4.4)
        self._plain_options = {}
        self._sources = tuple((source, rule.get("unless_status", ()), rule["cost"])
                              for source, rule in self.rules.play_from.items())

    # -- costs and what alters them (5.1.2.e, 7.4.5) ----------------------------
    def alternative_costs(self, o: Obj, source: str, p: int) -> list[tuple[str, int]]:
        """7.4.5: keywords that let a card be played for another cost: (keyword, cost) pairs."""
        out = []
        for k in self.runtime.obj_keywords(o):
            alt = self.book.keyword_mechanics[k].get("alternative_cost")
            if alt is not None and alt.source == source:
                out.append((k, self.runtime.keyword_value(o, k)))
        return out

    @staticmethod
    def _cost_by_expedition(concern):
        """Whether a cost alteration among ``concern`` (a play's on-play passives) depends on the
        Expedition the card is played in."""
        for _, pas in concern:             # (a loop: no generator made at each call)
            if pas.cost and pas.value is not None:
                return True
        return False

    def _on_play(self, o: Obj, p: int, source: str | None = None, sub: Any = ...,
                 candidates: list | None = None) -> list[tuple[Obj, Passive]]:
        """The on-play passives that concern player p playing o (from zone ``source``) now; ``sub``, once known,
        the Expedition it is played in (None: none): a passive about cards played in some Expeditions ("the next
        Character you play in {V}") concerns only those (its cost is asked of each Expedition, play_cost).
        ``candidates``: the on-play passives at work, when the caller has read them."""
        out = []
        runtime = self.runtime
        if candidates is None:
            candidates = runtime.passives("on_play")
        if o.prog.passives:
            candidates = candidates + own_of_kind(o, "on_play")
        for src, pas in candidates:        # (the tests that read no expression first: all read, none changes)
            if pas.source is not None and source is not None and pas.source != source:
                continue
            if pas.by is not None and pas.by(runtime.pctx(src, pas)) != p:
                continue
            if pas.first_each and not self.first_each(o, p, src, pas):
                continue
            if pas.next and self.game.vars.get(BEFORE_PLAYED, {}).get(src.id, (None,))[0] is o:
                continue                   # "The next Spell you play ..." is never the card whose effect says it:
                #                            a 3.0 Spell is played once its effect is done (5.1.2.j), after it
            # one context for the three tests: values and conditions only read theirs
            ctx = runtime.pctx(src, pas, it=o)
            if not pas.to(o, ctx):
                continue
            if pas.when is not None and not pas.when(ctx):
                continue
            if sub is not ... and pas.value is not None and not pas.value(ctx, p, sub):
                continue
            out.append((src, pas))
        return out

    def first_each(self, o: Obj, p: int, src: Obj, pas: Passive) -> bool:
        """Whether ``o``, played by ``p`` now, is the first card of the passive's kind ``p`` plays in this
        phase ("The first Spell you play each Afternoon"): no card of that kind counted as played before it
        in this phase of this Day (v5.0 5.1.2.k), whether or not the ability worked then; a card is tested
        as it was before it was played, as ``o`` is."""
        game = self.game
        if game.phase != pas.first_each:
            return False
        runtime = self.runtime
        for day, phase, player, x in game.vars.get(PLAYED_TODAY, ()):
            if x is o:
                break                      # o itself and what was played after it (while it resolved)
            if day == game.day and phase == pas.first_each and player == p and pas.to(x, runtime.pctx(src, pas, it=x)):
                return False
        return True

    def record_played(self, o: Obj, p: int) -> None:
        """v5.0 5.1.2.k: ``o`` (the card as it was before it was played) counts as played now."""
        game = self.game
        played = game.vars.get(PLAYED_TODAY)
        if played is None or played[0][0] != game.day:
            played = game.vars[PLAYED_TODAY] = []
        played.append((game.day, game.phase, p, o))

    def play_cost(self, o: Obj, source: str, p: int, sub: str | None = None, base: int | None = None,
                  found: list | None = None, change: int = 0) -> int:
        """5.1.2.e: the base cost, then increases, decreases and restrictions in the order precedence gives.
        ``sub``: the Expedition it is played in, for costs that depend on it; ``base``: an alternative
        cost paid instead of the printed one, altered the same way (Scout X, 7.4.5.d); ``found``: the
        on-play passives that concern this play, when the caller has them already (``_on_play``);
        ``change``: the effect playing it alters its cost ("for {3} less"), an increase or decrease too."""
        cost = base if base is not None else o.card.base.get(self.rules.play_from[source]["cost"], 0) or 0
        alterations = []                   # (a loop: a comprehension would make closure cells at every call)
        for src, pas in (self._on_play(o, p, source) if found is None else found):
            if pas.cost and not pas.cost.get("paying") \
                    and (pas.value is None or pas.value(self.runtime.pctx(src, pas, it=o), p, sub)):
                alterations.append((src, pas))
        if not alterations:
            return max(0, cost + change)
        if any(pas.cost.get("free") for _, pas in alterations):      # 7.3.20: played for free
            return 0
        for kind in self.rules.precedence["costs"]:
            for src, pas in alterations:
                by = pas.cost.get("change", 0)
                if callable(by):
                    by = by(self.runtime.pctx(src, pas, it=o))
                if kind == "increase" and by > 0 or kind == "decrease" and by < 0:
                    floor = pas.cost.get("floor")
                    cost = cost + by if floor is None else max(floor, cost + by) if cost >= floor else cost
                elif kind == "restriction" and "min" in pas.cost:
                    cost = max(cost, pas.cost["min"])
            if kind == "increase" and change > 0 or kind == "decrease" and change < 0:
                cost += change          # the effect's own, last of its kind (any order, 5.1.2.e)
        return max(0, cost)

    def optional_reductions(self, o: Obj, source: str, p: int, cost: int) -> list[tuple[Passive, int]]:
        """"You may discard a card from your Reserve to reduce my cost by {1}": (passive, reduced cost)
        for each such optional cost the player can pay now (5.1.2.c, 5.1.2.e), its parts the declared
        costs the text reads as (abilities/costs.py); the card played is not one of what pays it."""
        out = []
        for pas in o.prog.passives:
            paying = pas.kind == "on_play" and pas.cost.get("paying")
            if paying:
                ctx = fresh_ctx(self.game, p, o, {})
                ctx.rare = ctx.rare.but("playing", o)
                if payable_together(self.game, ctx, paying):          # 1.2.5.c-d
                    out.append((pas, max(0, cost + pas.cost.get("change", 0))))
        return out

    def pay_optional(self, pas: Passive, p: int, card: Obj, ctx: Ctx) -> None:
        pay = fresh_ctx(self.game, p, card, {})
        pay.rare = pay.rare.but("playing", card)
        pay_together(self.game, pay, pas.cost["paying"])
        self.game.log("optional_cost", player=p, card=card.card.name, text=pas.text)
