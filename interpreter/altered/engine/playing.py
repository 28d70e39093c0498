"""Playing cards (5.1, 5.2): the plays open to a player, a card played, its effect.  The part
``game.plays`` of a Game, built on their costs and what alters them (costs.py, 5.1.2.e, 7.4.5)."""
from __future__ import annotations

from typing import Any

from mypy_extensions import mypyc_attr

from ..effects.abilities.passives import Passive
from ..effects import Ctx
from ..effects.context import PERFORMED, fresh_ctx
from .costs import Costs
from .lists import outside, shares, within
from .state import BEFORE_PLAYED, PLAYED_AS, Obj


@mypyc_attr(native_class=False)      # a tuple (compiled classes can't be: setup.py)
class PlayOption(tuple):
    """(object, from zone, subzone, cost), plus the optional cost paid to get that cost (5.1.2.c)."""
    __slots__ = ()            # no dict for the plain options (a few are made at every turn action)
    extra = None

    @staticmethod
    def make(o, source, sub, cost, extra=None):
        if extra is None:
            return PlayOption((o, source, sub, cost))
        opt = _PlayWith((o, source, sub, cost))
        opt.extra = extra
        return opt


@mypyc_attr(native_class=False)
class _PlayWith(PlayOption):
    """A play option that may carry an optional or alternative cost (``extra``)."""


def options_at(o, source, subs, cost, extra=None) -> list[PlayOption]:
    """A play option of ``o`` into each subzone at that cost (a module function: a comprehension in
    playable would make closure cells at its every call, lists.py)."""
    return [PlayOption.make(o, source, sub, cost, extra) for sub in subs]


class Plays(Costs):
    """The cards a player may play now, at what cost (costs.py), and playing one."""
    __slots__ = ()

    def playable(self, p: int) -> list[PlayOption]:
        """The card plays open to player ``p`` now: (obj, from zone, subzone, cost)."""
        game = self.game
        book = self.book
        mana = game.mana_left(p)
        out: list[PlayOption] = []
        listening = self.runtime.listening
        # with no "can't" passive and no on-play passive that alters costs at work (one that only gives
        # the card played something, "the first Character you play each Afternoon gains ...", does not
        # change what may be played), a card without passives of its own costs its printed cost and may
        # be played: the questions below would all find nothing
        quiet = listening and not self.runtime.passives("cant")
        on_play = self.runtime.passives("on_play") if listening else []     # (read once: nothing changes here)
        if quiet:
            for _, pas in on_play:      # (a loop: no generator made at each call)
                if pas.cost:
                    quiet = False
                    break
        alternatives = book.alternative_cost_keywords
        # whether a passive at work now may grant a keyword of an alternative cost: else a card has one only
        # if it is printed on it or given to it, and one with none has no alternative cost (7.4.5)
        alt_given = bool(alternatives) and self.runtime.keywords_vary() and self.runtime.grants_keyword(alternatives)
        facts = self._card_facts
        plain_options = self._plain_options
        zones = game.zones
        for source, blocked, cost_name in self._sources:
            zone = zones.get((source, p))              # (game.zone, inlined: p's part of the zone, or the shared one)
            if zone is None:
                zone = game.zone_instances(source, p)[0]
            for o in zone.objs:
                only: Any = None        # the subzones a passive allows (None: any), False: none
                if blocked and o.statuses and not o.statuses.keys().isdisjoint(blocked):    # 2.4.5.c
                    only = self._allowed_play(o, p) if listening else False
                    if only is False:
                        continue
                prog = o.prog
                if quiet and not prog.passives:       # a plain card: the same options at every question
                    entry = plain_options.get(id(o))
                    if entry is None or entry[0] is not o:
                        entry = self._plain_entry(o, source, cost_name)
                    if only is None:
                        subs = entry[3]
                        if entry[1] <= mana:
                            out.extend(entry[2])
                    else:
                        subs = within(entry[3], only)
                        if entry[1] <= mana:
                            for x in entry[2]:
                                if x[2] in only:
                                    out.append(x)
                    if subs and alternatives and (o.granted or alt_given
                                                  or prog.keywords and shares(prog.keyword_names, alternatives)):
                        for keyword, alt in self.alternative_costs(o, source, p):      # 7.4.5.c
                            if alt <= mana:
                                out.extend(options_at(o, source, subs, alt, keyword))
                    continue
                _, key, subs = facts.get(id(o.card)) or self._play_facts(o.card)
                if key is None:
                    continue
                if not listening:
                    cost = o.card.base.get(cost_name, 0) or 0
                else:
                    concern = self._on_play(o, p, source, candidates=on_play)    # found once for every cost asked below
                    cost = self.play_cost(o, source, p, found=concern)
                    closed = self._closed_subzones(o, p)
                    if closed is True:
                        continue
                    if closed:
                        subs = outside(subs, closed)
                if only is not None:
                    subs = within(subs, only)
                if listening and self._cost_by_expedition(concern):
                    for sub in subs:
                        c = self.play_cost(o, source, p, sub, found=concern)
                        if c <= mana:
                            out.append(PlayOption.make(o, source, sub, c))
                elif cost <= mana:
                    out.extend(options_at(o, source, subs, cost))
                if listening:
                    if prog.passives:
                        for pas, reduced in self.optional_reductions(o, source, p, cost):
                            if reduced <= mana:
                                out.extend(options_at(o, source, subs, reduced, pas))
                    if not (alternatives and (o.granted or alt_given
                                              or prog.keywords and shares(prog.keyword_names, alternatives))):
                        continue        # no alternative cost's keyword among its own, given or granted ones
                    for keyword, alt in self.alternative_costs(o, source, p):      # 7.4.5.c-d
                        for sub in subs:
                            c = self.play_cost(o, source, p, sub, base=alt, found=concern)
                            if c <= mana:
                                out.append(PlayOption.make(o, source, sub, c, keyword))
        return out

    def _plain_entry(self, o: Obj, source: Any, cost_name: Any) -> tuple[Obj, Any, tuple, tuple]:
        """The plays of a plain card (no passive could alter them): its printed cost, one option per
        subzone it may go to (none when it can't resolve), and those subzones."""
        card = o.card
        _, key, subs = self._card_facts.get(id(card)) or self._play_facts(card)
        if key is None:
            subs = ()
        cost = max(0, card.base.get(cost_name, 0) or 0)
        options = []                       # (a loop: a comprehension would make closure cells at every call)
        for sub in subs:
            options.append(PlayOption((o, source, sub, cost)))
        entry = self._plain_options[id(o)] = (o, cost, tuple(options), tuple(subs))
        return entry

    def _allowed_play(self, o: Obj, p: Any) -> Any:
        """A passive letting ``p`` play ``o`` though the rules forbid it ("You may play exhausted cards
        from your Reserve"): False if none, else the subzones it may go to (None: any)."""
        subs: set | None = set()
        found = False
        for src, pas in self.runtime.passives("allow"):
            ctx = self.runtime.pctx(src, pas, it=o)
            if pas.by is not None and pas.by(ctx) != p or not pas.to(o, ctx) or not self.runtime.holds(pas, src, o):
                continue
            found = True
            if pas.value is None:
                return None
            markers = pas.value(ctx)
            if subs is not None:
                subs |= {m.sub for m in (markers if isinstance(markers, list) else [markers]) if m.player == p}
        return sorted(subs) if found and subs is not None else (None if found else False)

    def _resolve_key(self, o: Obj) -> Any:
        return (self._card_facts.get(id(o.card)) or self._play_facts(o.card))[1]

    def _play_facts(self, card) -> Any:
        """(card, how it resolves: its key in ``book.resolve`` or None, the subzones it may be played
        into), found once per rule book."""
        book = self.book
        key = next((k for k in ((card.type, card.zone_type), (card.type, None)) if k in book.resolve), None)
        choose_sub = book.resolve[key][0] if key is not None else None
        subs = tuple(book.zones[choose_sub].subzones) if choose_sub else (None,)    # a tuple, as playable reads it
        facts = self._card_facts[id(card)] = (card, key, subs)
        return facts

    def play_card(self, p: int, o: Obj, source: str, sub: str | None, cost: int, ctx: Ctx | None = None,
                  extra: Passive | str | None = None) -> Obj | None:
        """5.1.2: declare intent, move to the transit zone, pay the costs, resolve."""
        game = self.game
        if game.notes is not None:
            game.notes.play(p, o.card.name)
        play = self.rules.play
        rule = play["from"].get(source, {})
        key = (self._card_facts.get(id(o.card)) or self._play_facts(o.card))[1]      # (_resolve_key, inlined)
        ctx = fresh_ctx(game, p, None, {"chosen": sub})
        if game.logging:
            game.log("play", player=p, card=o.card.name, frm=source, sub=sub, cost=cost)
        gains = list(rule.get("gain", ()))
        runtime = self.runtime
        listening = runtime.listening
        if listening:
            gains += [s for s in o.prog.statuses if s not in gains]   # 2.4.6.b, 5.2.4.a (o.prog: its card's)
        moved = self.actions.move([o], play["transit"], ctx, statuses=gains)
        if not moved:
            return None
        limbo = moved[0]
        played_as = (o, source)                                 # what the card was before it was played (6.3.k)
        playing = game.vars.setdefault(BEFORE_PLAYED, {})
        playing[limbo.id] = played_as
        if listening and game.type_of(limbo) in self.book.spell_like_types:
            self.on_enter_transit(o, p, limbo, source)          # 5.2.4.a.3: a Spell gains or loses it now
        if cost:
            self.actions.pay_mana(p, cost, ctx)
        if extra is not None and not isinstance(extra, str):    # the optional cost chosen (5.1.2.c)
            self.pay_optional(extra, p, limbo, ctx)
        ctx.source = limbo
        counted = None
        resolving = play.get("counted_as_played") == "resolving"
        if resolving:                                           # (kept with no ability yet: one may come later)
            self.record_played(o, p)
            if listening:
                counted = self.count_played(o, p, source, sub)  # v5.0 5.1.2.k: played once it starts resolving
        self.book.resolve[key][1](ctx)
        if not resolving:
            self.record_played(o, p)                            # v3.0: played once resolved
        done = self._played_object(limbo, o.card)
        if isinstance(extra, str) and done is not None:         # played for an alternative cost (7.4.5.c)
            alt = self.book.keyword_mechanics[extra]["alternative_cost"]
            runtime.gain_ability(done, alt.gains)
            if alt.found_in:
                game.vars.setdefault("found_in", {})[done.id] = alt.found_in
            game.log("alternative_cost", player=p, card=o.card.name, keyword=extra,
                     rule=self.book.keywords[extra].get("rule"))
        if listening:
            self.after_played(o, p, done if done is not None else limbo, source, counted, sub)
            # the event is the step where the card leaves Limbo (5.1.2.l): it happens at the time before the
            # object it made, whose own "When you play a Character" did not exist then (6.3.f, v3.0 6.3.e)
            data: dict = {PLAYED_AS: played_as}
            if game.type_of(limbo) in self.book.spell_like_types:   # 5.2.4.b: it went on; named as played (2.1.h)
                data[PERFORMED] = True
            self.actions.emit("played", ts=done.ts - 1 if done is not None else None, obj=limbo, new=done, frm=source,
                              to=done.zone.name if done else None, player=p, data=data)
        playing.pop(limbo.id, None)
        if not playing:
            game.vars.pop(BEFORE_PLAYED, None)
        return done

    def _played_object(self, limbo, card) -> Any:
        """Where the card went when it left the transit zone (5.1.2.j)."""
        for name in self.book.played_zones:
            for z in self.game.zone_instances(name):
                for x in reversed(z.objs):
                    if x.card is card and x.ts > limbo.ts:
                        return x
        return None

    def play_now(self, p: int, o: Obj, ctx: Ctx, free: bool = False, change: int = 0,
                 cost_of: str | None = None, into: list | None = None) -> Obj | None:
        """An effect lets a player play a card (5.1.1.d), maybe for free (7.3.20) or for less, or for the
        cost paid from zone ``cost_of`` ("for its Hand Cost"), which it must have (v5.0 5.1.2.e), maybe only
        into some of the player's Expeditions (``into``: their subzones)."""
        intent = self.declare_play(p, o, free, change, cost_of, into)
        if intent is None or intent[3] > self.game.mana_left(p):
            return None
        return self.play_card(p, *intent)

    def play_several(self, p: int, objs: list[Obj], free: bool = False, change: int = 0,
                     cost_of: str | None = None, into: list | None = None) -> list[tuple[Obj, Obj | None]]:
        """v5.0 5.2.c: an effect plays several cards in one step: the intent for each is declared first,
        then the player plays them one by one in the order they choose; none if all can't be paid."""
        game = self.game
        intents = [i for i in (self.declare_play(p, o, free, change, cost_of, into) for o in objs) if i is not None]
        if sum(i[3] for i in intents) > game.mana_left(p):
            game.log("cant", action="play", card=[i[0].card.name for i in intents], by="5.2.c")
            return []
        played = []
        while intents:
            labels = [f"{game.describe(o)} from {src}" + (f" in {sub}" if sub else "") + f" for {cost}"
                      for o, src, sub, cost in intents]
            intent = game.choose_option(p, "play", "play which card now?", intents, labels)
            intents.remove(intent)
            played.append((intent[0], self.play_card(p, *intent)))
        return played

    def declare_play(self, p: int, o: Obj, free: bool = False, change: int = 0,
                     cost_of: str | None = None, into: list | None = None) -> tuple | None:
        """The declaration of intent of a card an effect plays (5.1.2.c): (object, from zone, Expedition,
        cost), or None when it can't be played."""
        game = self.game
        if o.gone:
            return None
        key = self._resolve_key(o)
        if key is None:
            return None
        base = None
        if cost_of is not None:
            base = o.card.base.get(self.rules.play_from[cost_of]["cost"])
            if base is None:                   # 5.1.2.e: no such cost, so it can't be chosen (not 0, 2.2.f)
                game.log("cant", action="play", card=o.card.name, by="5.1.2.e")
                return None
        choose_sub = self.book.resolve[key][0]
        subs = self.rules.zones[choose_sub].subzones if choose_sub else [None]
        if into is not None and choose_sub:
            subs = [s for s in subs if s in into]
            if not subs:                       # none of the Expeditions it may go to is its player's
                game.log("cant", action="play", card=o.card.name, by="5.2.1.c")
                return None
        sub = game.choose_option(p, "choose", f"play {o.card.name} where?", subs, [str(s) for s in subs])
        source = o.zone.name
        if free:
            cost = 0
        elif source in self.rules.play_from:
            cost = self.play_cost(o, source, p, base=base, change=change)
        else:
            cost = max(0, change)
        return o, source, sub, cost

    def run_effect_of(self, o: Obj, ctx: Ctx) -> None:
        """A Spell performs its effect (5.1.2.i)."""
        game = self.game
        prog = o.prog                  # the book's program of its card (made with the object)
        if prog.effect is not None:
            saved, game.source_name = game.source_name, o.card.name
            try:
                prog.effect(fresh_ctx(game, ctx.you, o, {}))
            finally:
                game.source_name = saved
        elif o.card.text and prog.unsupported:
            game.notice(f"{o.card.name}: cannot run '{prog.unsupported[0][0]}' yet ({prog.unsupported[0][1]})")

    # -- cards being played ----------------------------------------------------
    def can_be_played(self, o: Obj, p: int) -> bool:
        return self._closed_subzones(o, p) is not True

    def _closed_subzones(self, o: Obj, p: int):
        """The "can't be played" at work on ``o`` for player ``p``: True when it can't be played at all,
        else the subzones of p's Expeditions it can't be played into ("... in my Hero Expedition")."""
        game = self.game
        closed: set = set()
        cant = self.runtime.passives("cant")
        if not cant:                              # (most cards, most of the time: no "can't" of it either)
            for pas in o.prog.passives:           # (a loop: no closure cells at each call)
                if pas.kind == "cant" and pas.action == "play":
                    break
            else:
                return closed
        found = [(src, pas) for src, pas in cant
                 if pas.action == "play" and pas.to(o, self.runtime.pctx(src, pas, it=o))]
        found += [(o, pas) for pas in o.prog.passives      # "I can't be played ..." works in any zone (1.2.4.d)
                  if pas.kind == "cant" and pas.action == "play"]
        for src, pas in found:
            if pas.when is not None and not pas.when(fresh_ctx(game, p, o, {"it": o})):
                continue
            if pas.value is None:
                return True
            markers = pas.value(self.runtime.pctx(src, pas, it=o))
            closed |= {m.sub for m in (markers if isinstance(markers, list) else [markers]) if m.player == p}
        return closed

    def on_enter_transit(self, o: Obj, p: int, limbo: Obj, source: str) -> None:
        """5.2.4.a.3: passives saying a Spell being played gains or loses a status apply as it enters."""
        for src, pas in self._on_play(o, p, source):
            if pas.also is not None:
                pas.also(self.runtime.pctx(src, pas, it=limbo, played_from=source))

    def after_played(self, o: Obj, p: int, card_obj: Obj | None, source: str | None = None,
                     counted: list | None = None, sub=...) -> None:
        """Once a card is played: Emblem-Reactions of the passives that concern it (5.2.d), and, unless
        ``counted`` (the passives count_played found), use up "next card" emblems."""
        found = self._on_play(o, p, source, sub) if counted is None else counted
        if found:                     # (none concern most cards)
            spell = self.game.type_of(o) in self.book.spell_like_types
            self._after_played(found, p, card_obj, source, spell, count=counted is None)

    def count_played(self, o: Obj, p: int, source: str | None = None, sub=...) -> list:
        """The card counts as played (v5.0 5.1.2.k: as it starts resolving): use up "next card"
        emblems now; returns the on-play passives that concern it ("first each": record_played)."""
        found = self._on_play(o, p, source, sub)
        self._after_played(found, p, None, source, False, count=True)
        return found

    def _after_played(self, found, p, card_obj, source, spell, count) -> Any:
        game = self.game
        seen = set()
        for src, pas in found:
            key = id(pas.also) if pas.also is not None else id(pas)   # copies of one printed ability share it
            if pas.also is not None and key in seen:
                continue                         # the same printed ability twice: once per card played
            seen.add(key)
            if pas.also is not None and card_obj is not None and not spell:
                # 5.2.b: an Emblem-Reaction with that effect
                self.runtime.add_reaction(src, pas.text, pas.also,
                                          self.runtime.pctx(src, pas, it=card_obj, played_from=source))
            if count and pas.next:
                for eid, (esrc, prog) in list(game.ongoing.items()):
                    if pas in prog.passives:
                        self.runtime.end_ongoing(eid)
