"""Playing cards (5.1, 5.2) and taking turns (4.2.3).  A mixin of ``Game``."""
from __future__ import annotations

from .effects import Ctx


class PlayOption(tuple):
    """(object, from zone, subzone, cost), plus the optional cost paid to get that cost (5.1.2.c)."""
    extra = None

    @classmethod
    def make(cls, o, source, sub, cost, extra=None):
        opt = cls((o, source, sub, cost))
        opt.extra = extra
        return opt


class Playing:
    def playable(self, p):
        """The card plays open to player ``p`` now: (obj, from zone, subzone, cost)."""
        book = self.book
        play = book.play
        mana = self.mana_left(p)
        out = []
        listening = self.listening
        # with no on-play or "can't" passive at work, a card without passives of its own costs its
        # printed cost and may be played: the questions below would all find nothing
        quiet = listening and not self.passives("on_play") and not self.passives("cant")
        alternatives = book.alternative_cost_keywords
        plain_keywords = self._plain_keywords
        for source, rule in play["from"].items():
            blocked = rule.get("unless_status", ())
            cost_name = rule["cost"]
            for o in self.zones[(source, p)].objs:
                only = None
                if blocked and o.statuses and not o.statuses.keys().isdisjoint(blocked):    # 2.4.5.c
                    only = self._allowed_play(o, p) if listening else False
                    if only is False:
                        continue
                plain = quiet and not o.prog.passives
                printed = o.card.base.get(cost_name, 0) or 0
                if plain and only is None and printed > mana and (
                        not alternatives or not o.prog.keywords and not o.granted and plain_keywords):
                    continue            # too dear, and no keyword of it can give another cost
                key = self._resolve_key(o)
                if key is None:
                    continue
                if not listening:
                    cost = printed
                elif plain:
                    cost = printed if printed > 0 else 0
                else:
                    cost = self.play_cost(o, source, p)
                    if not self.can_be_played(o, p):
                        continue
                choose_sub = book.resolve[key][0]
                subs = book.zones[choose_sub].subzones if choose_sub else [None]
                if only is not None:
                    subs = [s for s in subs if s in only]
                if plain:
                    if cost <= mana:
                        for sub in subs:
                            out.append(PlayOption((o, source, sub, cost)))
                    if not alternatives or not o.prog.keywords and not o.granted and self._plain_keywords:
                        continue        # no keyword it has can give an alternative cost
                    for keyword, alt in self.alternative_costs(o, source, p):      # 7.4.5.c
                        if alt <= mana:
                            out.extend(PlayOption.make(o, source, sub, alt, keyword) for sub in subs)
                    continue
                if listening and self._cost_by_expedition(o, p, source):
                    out.extend(PlayOption.make(o, source, sub, c) for sub in subs
                               for c in [self.play_cost(o, source, p, sub)] if c <= mana)
                elif cost <= mana:
                    out.extend(PlayOption.make(o, source, sub, cost) for sub in subs)
                if listening:
                    for pas, reduced in self.optional_reductions(o, source, p, cost):
                        if reduced <= mana:
                            out.extend(PlayOption.make(o, source, sub, reduced, pas) for sub in subs)
                    for keyword, alt in self.alternative_costs(o, source, p):      # 7.4.5.c-d
                        out.extend(PlayOption.make(o, source, sub, c, keyword) for sub in subs
                                   for c in [self.play_cost(o, source, p, sub, base=alt)] if c <= mana)
        return out

    def _allowed_play(self, o, p):
        """A passive letting ``p`` play ``o`` though the rules forbid it ("You may play exhausted cards
        from your Reserve"): False if none, else the subzones it may go to (None: any)."""
        subs: set | None = set()
        found = False
        for src, pas in self.passives("allow"):
            ctx = self.pctx(src, pas, it=o)
            if pas.by is not None and pas.by(ctx) != p or not pas.to(o, ctx) or not self._holds(pas, src, o):
                continue
            found = True
            if pas.value is None:
                return None
            markers = pas.value(ctx)
            if subs is not None:
                subs |= {m.sub for m in (markers if isinstance(markers, list) else [markers]) if m.player == p}
        return sorted(subs) if found and subs is not None else (None if found else False)

    def _cost_by_expedition(self, o, p, source):
        """Whether a cost alteration of this play depends on the Expedition it is played in."""
        return any(pas.value is not None for _, pas in self._on_play(o, p, source) if pas.cost)

    def _resolve_key(self, o):
        card = o.card
        if (card.type, card.zone_type) in self.book.resolve:
            return card.type, card.zone_type
        if (card.type, None) in self.book.resolve:
            return card.type, None
        return None

    def play_card(self, p, o, source, sub, cost, ctx=None, extra=None):
        """5.1.2: declare intent, move to the transit zone, pay the costs, resolve."""
        play = self.book.play
        rule = play["from"].get(source, {})
        key = self._resolve_key(o)
        ctx = Ctx(self, p, None, {"chosen": sub})
        if self.logging:
            self.log("play", player=p, card=o.card.name, frm=source, sub=sub, cost=cost)
        gains = list(rule.get("gain", ()))
        if self.listening:
            gains += [s for s in self.program(o.card).statuses if s not in gains]   # 2.4.6.b, 5.2.4.a
        [limbo] = self.move([o], play["transit"], ctx, statuses=gains) or [None]
        if limbo is None:
            return None
        if self.listening and self.type_of(limbo) in self.book.spell_like_types:
            self.on_enter_transit(o, p, limbo, source)          # 5.2.4.a.3: a Spell gains or loses it now
        if cost:
            self.pay_mana(p, cost, ctx)
        if extra is not None and not isinstance(extra, str):    # the optional cost chosen (5.1.2.c)
            self.pay_optional(extra, p, limbo, ctx)
        ctx.source = limbo
        counted = None
        if self.listening and self.book.play.get("counted_as_played") == "resolving":
            counted = self.count_played(o, p, source)           # v5.0 5.1.2.k: played once it starts resolving
        self.book.resolve[key][1](ctx)
        done = self._played_object(limbo, o.card)
        if isinstance(extra, str) and done is not None:         # played for an alternative cost (7.4.5.c)
            alt = self.book.keywords[extra]["alternative_cost"]
            self.gain_ability(done, alt["gains"])
            if alt.get("found_in"):
                self.vars.setdefault("found_in", {})[done.id] = alt["found_in"]
            self.log("alternative_cost", player=p, card=o.card.name, keyword=extra, rule=self.book.keywords[extra].get("rule"))
        if self.listening:
            self.after_played(o, p, done if done is not None else limbo, source, counted)
            self.emit("played", obj=limbo, new=done, frm=source, to=done.zone.name if done else None, player=p)
        return done

    def _played_object(self, limbo, card):
        """Where the card went when it left the transit zone (5.1.2.j)."""
        for name in self.book.played_zones:
            for z in self.zone_instances(name):
                for x in reversed(z.objs):
                    if x.card is card and x.ts > limbo.ts:
                        return x
        return None

    def play_now(self, p, o, ctx, free=False, change=0, cost_of=None):
        """An effect lets a player play a card (5.1.1.d), maybe for free (7.3.20) or for less, or for the
        cost paid from zone ``cost_of`` ("for its Hand Cost"), which it must have (v5.0 5.1.2.e)."""
        intent = self.declare_play(p, o, free, change, cost_of)
        if intent is None or intent[3] > self.mana_left(p):
            return None
        return self.play_card(p, *intent)

    def play_several(self, p, objs, free=False, change=0, cost_of=None):
        """v5.0 5.2.c: an effect plays several cards in one step: the intent for each is declared first,
        then the player plays them one by one in the order they choose; none if all can't be paid."""
        intents = [i for i in (self.declare_play(p, o, free, change, cost_of) for o in objs) if i is not None]
        if sum(i[3] for i in intents) > self.mana_left(p):
            self.log("cant", action="play", card=[i[0].card.name for i in intents], by="5.2.c")
            return []
        played = []
        while intents:
            labels = [f"{self.describe(o)} from {src}" + (f" in {sub}" if sub else "") + f" for {cost}"
                      for o, src, sub, cost in intents]
            intent = self.choose_option(p, "play", "play which card now?", intents, labels)
            intents.remove(intent)
            played.append((intent[0], self.play_card(p, *intent)))
        return played

    def declare_play(self, p, o, free=False, change=0, cost_of=None):
        """The declaration of intent of a card an effect plays (5.1.2.c): (object, from zone, Expedition,
        cost), or None when it can't be played."""
        if o.gone:
            return None
        key = self._resolve_key(o)
        if key is None:
            return None
        base = None
        if cost_of is not None:
            base = o.card.base.get(self.book.play["from"][cost_of]["cost"])
            if base is None:                   # 5.1.2.e: no such cost, so it can't be chosen (not 0, 2.2.f)
                self.log("cant", action="play", card=o.card.name, by="5.1.2.e")
                return None
        choose_sub = self.book.resolve[key][0]
        subs = self.book.zones[choose_sub].subzones if choose_sub else [None]
        sub = self.choose_option(p, "choose", f"play {o.card.name} where?", subs, [str(s) for s in subs])
        source = o.zone.name
        cost = 0 if free else self.play_cost(o, source, p, base=base) if source in self.book.play["from"] else 0
        cost = max(0, cost + change) if not free else 0
        return o, source, sub, cost

    def run_effect_of(self, o, ctx):
        """A Spell performs its effect (5.1.2.i)."""
        prog = self.program(o.card)
        if prog.effect is not None:
            saved, self.source_name = self.source_name, o.card.name
            try:
                prog.effect(Ctx(self, ctx.you, o, {}))
            finally:
                self.source_name = saved
        elif o.card.text and prog.unsupported:
            self.notice(f"{o.card.name}: cannot run '{prog.unsupported[0][0]}' yet ({prog.unsupported[0][1]})")
