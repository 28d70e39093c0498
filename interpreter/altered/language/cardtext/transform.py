"""Parse tree → effect-model data (rules_yaml/effect-model.md), one method per grammar rule.

This module holds the rules for whole abilities: keywords, statuses, reactions
and their triggers, quick actions and their costs, passive abilities. Effects
are in :mod:`t_effects`, noun phrases, values and conditions in :mod:`t_nouns`.
"""
from __future__ import annotations

from lark import Transformer

from ...loading.errors import DesignError
from .phrases import Noun, Scope
from .phrases import collect
from .t_effects import EffectRules
from .t_predicates import PredicateRules
from .t_nouns import NounRules, realize

import copy

ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")


def as_cost(step, discard_zone: str):
    """A step read in a cost (before ":" or after "You may ... to") as a cost of the effect model."""
    if isinstance(step, dict) and "move" in step and step["move"].get("to") == discard_zone:
        spec = step["move"]
        return {"sacrifice" if spec.get("sacrifice") else "discard": spec["what"]}
    if isinstance(step, dict) and "counters" in step and "remove" in step["counters"] \
            and step["counters"]["what"] == "self":
        return {"spend": {"name": step["counters"]["name"], "count": step["counters"]["remove"]}}
    if isinstance(step, dict) and "pay" in step:
        return {"mana": step["pay"]}
    return step                        # {"spend": ...} is already a cost


class CardText(NounRules, EffectRules, PredicateRules, Transformer):
    """Transformer for one ability's parse tree; ``text`` is the clean text that was parsed."""

    def __init__(self, parser, text: str):
        super().__init__(visit_tokens=False)
        self.parser = parser
        self.vocabulary = parser.vocabulary
        self.text = text
        self.meanings = parser.vocabulary.get("meanings", {})

    # -- helpers --------------------------------------------------------------------------
    def name(self, terminal: str, token) -> str:
        word = str(token)
        return self.parser.names(terminal).get(word.lower(), word)

    def meaning(self, key: str):
        """What a built-in word means in rules names (rules_yaml/cardtext.yaml, ``meanings``)."""
        return copy.deepcopy(self.meanings[key])

    def fail(self, message: str, token=None) -> DesignError:
        return DesignError(message, column=getattr(token, "column", None))

    # -- abilities ------------------------------------------------------------------------
    def start(self, c):
        result = c[0]
        return result if isinstance(result, list) else [result]

    def support_marked(self, c):
        """{I}: the support ability after it is a Reaction or a passive, never a quick action (7.1.5.a v5.0)."""
        out = self.start(c)
        if any("quick" in a for a in out):
            raise DesignError("{I} marks a Reaction or a passive support ability, not a quick action")
        return out

    def keyword_ability(self, c):
        *keywords, where_x = c
        out = []
        for kw in keywords:
            if where_x is not None and kw.get("value") == {"var": "X"}:
                kw = dict(kw, value=realize(where_x, Scope()))
            out.append(kw)
        return out

    def keyword(self, c):
        return {"keyword": self.name("KEYWORD", c[0])}

    def valued_keyword(self, c):
        return {"keyword": self.name("VALUED_KEYWORD", c[0]), "value": c[1]}

    def status_ability(self, c):
        return {"status": c[0]}

    def status_word(self, c):
        return self.name("STATUS", c[0])

    def effect_ability(self, c):
        return {"effect": c[0](Scope(trigger_it=False))}

    def quoted_ability(self, c):
        open_q, inner, close_q = c
        text = self.text[open_q.end_pos:close_q.start_pos].strip()
        inner = inner if isinstance(inner, list) else [inner]
        return [dict(a, text=text) for a in inner]

    # -- reactions (6.3, 7.1.1) -----------------------------------------------------------
    def symbol_reaction(self, c):
        symbol, effect = str(c[0]).strip("{}").upper(), c[1]
        return {"reaction": {"symbol": symbol, "trigger": self.meaning("trigger_symbols")[symbol],
                             "effect": effect(Scope(trigger_it=False))}}

    def reaction(self, c):
        trigger, cond, _dash, effect = c
        scope = Scope()
        out = {"trigger": realize(trigger, scope)}
        scope.trigger_it = "at" not in out["trigger"]         # "At Noon —" names no object for "it"
        if cond is not None:
            out["if"] = realize(cond, scope)
        out["effect"] = effect(scope)
        return {"reaction": out}

    def reaction_if(self, c):
        return c[0]

    def at_phase(self, c):
        return {"at": self.name("PHASE", c[0])}

    def during(self, c):
        return self.name("PHASE", c[-1])

    def event_object(self, c):
        noun, event = c
        return event(noun)

    @staticmethod
    def _what(noun, owner=None):
        what = noun.as_filter()
        if owner and isinstance(what, dict):
            what = dict(what, owner=owner)
        return what

    def ev_goes(self, c):
        _verb, to, source = c

        def build(noun):
            spec = {"what": self._what(noun)}
            if source not in (None, "anywhere"):
                spec["from"] = source[0]
            spec["to"] = to
            return {"moves": spec}
        return build

    def ev_goes_from(self, c):
        _verb, (first, owner), *others, (to, _owner) = c
        return lambda noun: {"moves": {"what": self._what(noun, owner), "from": [first, *others], "to": to}}

    def anywhere(self, _):
        return "anywhere"

    def ev_leaves(self, c):
        _verb, (source, owner), during = c

        def build(noun):
            spec = {"what": self._what(noun, owner), "from": source}
            if during:
                spec["during"] = during
            return {"moves": spec}
        return build

    def ev_leaves_expedition(self, c):
        _verb, marker, during = c

        def build(noun):
            what = self._what(noun)
            if isinstance(what, dict):
                what = dict(what, in_marker=marker.marker)
            spec = {"what": what, "from": self.meaning("expedition_zone")}
            if during:
                spec["during"] = during
            return {"moves": spec}
        return build

    def ev_sacrificed(self, c):
        return lambda noun: {"sacrificed": {"what": self._what(noun)}}

    def ev_joins(self, c):
        _verb, marker = c
        return lambda noun: {"joins": {"what": self._what(noun), "expedition": marker.marker}}

    def ev_gains_counters(self, c):
        _verb, (_op, amount), counter = c
        name = self.name("COUNTER", counter)
        return lambda noun: {"gains_counters": {"what": self._what(noun), "name": name, "min": amount}}

    def ev_gains_nth(self, c):
        _verb, nth, counter = c
        name = self.name("COUNTER", counter)
        n = ORDINALS.index(str(nth).lower()) + 1
        return lambda noun: {"gains_counters": {"what": self._what(noun), "name": name, "reaching": n}}

    def ev_gains_status(self, c):
        _verb, status = c
        return lambda noun: {"gains_status": {"what": self._what(noun), "status": status}}

    def ev_advances(self, c):
        _verb, terrain = c

        def build(noun):
            spec = {"marker": noun.marker}
            if terrain is not None:
                spec["due_to"] = self.name("TERRAIN", terrain)
            return {"advances": spec}
        return build

    def ev_advances_ascension(self, c):
        """"moves forward due to Ascension" (v5.0 4.2.4.k): the cause Progress names (cardtext.yaml)."""
        cause = self.meaning("ascension_cause")
        return lambda noun: {"advances": {"marker": noun.marker, "due_to": cause}}

    def ev_attempts_to_advance(self, _):
        return lambda noun: {"attempts_advance": {"marker": noun.marker}}

    def ev_fails_to_advance(self, c):
        during = c[0]

        def build(noun):
            spec = {"marker": noun.marker}
            if during:
                spec["during"] = during
            return {"fails_to_advance": spec}
        return build

    def event_player(self, c):
        player, *actions = c
        who = player.select(None)
        events = [a(who) for a in actions]
        return events[0] if len(events) == 1 else {"any": events}

    def event_draws(self, c):
        return lambda who: {"does": {"who": who, "action": self.meaning("draw_action")}}

    def event_does(self, c):
        name = c[0]
        return lambda who: {"does": {"who": who, "action": name}}

    def event_sacrifice(self, c):
        noun = c[-1]
        return lambda who: {"sacrificed": {"what": noun.as_filter(), "by": who}}

    def event_create(self, c):
        return lambda who: {"created": {"what": c[-1].as_filter(), "by": who}}

    def event_play(self, c):
        return lambda who: {"played": {"what": c[-1].as_filter(), "by": who}}

    def event_roll(self, _):
        return lambda who: {"rolls": {"who": who}}

    def event_roll_this_way(self, c):
        _verb, test, this_way = c
        spec = {"result": test(Scope())}
        if this_way is not None:
            spec["this_way"] = True
        return lambda who: {"rolls": dict({"who": who}, **spec)}

    def event_exhaust(self, c):
        status = self.meaning("exhausted_status")
        return lambda who: {"gains_status": {"what": c[-1].as_filter(), "status": status, "by": who}}

    # -- quick actions (2.2.11.k, 7.1.4) ---------------------------------------------------
    def quick_action(self, c):
        at = next(i for i, x in enumerate(c) if getattr(x, "is_effect", False))
        scope = Scope()                # "The next Spell you play ... If you play it": "it" is read later
        scope.cost = True
        costs = []
        for cost in c[:at]:
            costs.extend(cost(scope) if callable(cost) else [cost])
        scope.cost = False
        out = {"cost": costs, "effect": c[at](scope)}
        for kind, value in c[at + 1:]:
            if kind == "cost":
                costs.append(value)
            else:
                out["if"] = value
        return {"quick": out}

    def cost_exhaust(self, _):
        return "exhaust_self"

    def cost_discard_self(self, _):
        return "discard_self"

    def cost_mana(self, c):
        return {"mana": self.mana(c[0])}

    def cost_step(self, c):
        pred = c[0]
        zone = self.meaning("discard_zone")
        return lambda scope: [as_cost(s, zone) for s in collect(scope, lambda: pred.run("you", scope))]

    def rider_cost(self, c):
        amount, cond = c
        return ("cost", {"if": realize(cond, Scope()), "then": [{"mana": self.mana(amount)}]})

    def rider_only_if(self, c):
        return ("if", realize(c[0], Scope()))

    # -- passive abilities (2.2.11.m) ------------------------------------------------------
    def passive_ability(self, c):
        return {"passive": realize(c[0], Scope())}

    def passive_if(self, c):
        cond, passive = c
        scope = Scope()
        test = realize(cond, scope)
        data = realize(passive, scope)
        op = next(iter(data))
        data[op] = dict(data[op], **{"if": test})
        return {"passive": data}

    def passive_unless(self, c):
        cond, passive = c
        return self.passive_if([lambda scope: {"not": realize(cond, scope)}, passive])

    def passive_grant_keyword(self, c):
        noun, _be, keyword, cond = c

        def build(scope):
            if noun.kind == "it" and scope.there is not None:
                to = scope.there           # "If there is only one Character in my Expedition, it is [Gigantic]"
            else:
                to = noun.as_filter(scope)
            spec = {"to": to}
            spec.update(keyword)
            if cond is not None:
                spec["if"] = {"not": realize(cond, scope)}
            return {"grant": spec}
        return build

    def passive_grant_status(self, c):
        noun, status = c
        if noun.play:
            return {"on_play": self._played(noun, also=[{"gain": {"what": "it", "status": status}}])}
        return {"grant": {"to": noun.as_filter(), "status": status}}

    def _played(self, noun: Noun, **extra):
        spec = {"what": noun.as_filter()}
        if noun.play.get("by", "you") is not None:
            spec["by"] = noun.play.get("by", "you")
        if "from" in noun.play:
            spec["from"] = noun.play["from"]
        spec.update(extra)
        return spec

    def passive_grant_ability(self, c):
        noun, abilities = c
        return {"grant": {"to": noun.as_filter(), "abilities": abilities}}

    def passive_gain_ability(self, c):
        return {"grant": {"to": "self", "abilities": c[0]}}

    def passive_min_cost(self, c):
        noun, amount = c
        return {"on_play": self._played(noun, cost={"min": self.mana(amount)})}

    def _cost_change(self, c, sign):
        noun, _verb, amount, *riders = c
        change = self.mana(amount)

        def build(scope):
            cost: dict = {"change": sign * change if isinstance(change, int) else
                          ({"sub": [0, change]} if sign < 0 else change)}
            spec = self._played(noun, cost=cost)
            conds = []
            for kind, value in riders:
                if kind == "per":
                    per = realize(value, scope)
                    cost["change"] = {"mul": [cost["change"], per]}
                elif kind == "if":
                    conds.append(realize(value, scope))
                elif kind == "minimum":
                    cost["floor"] = self.mana(value)
                elif kind == "in":
                    spec["in"] = value
            if conds:
                spec["if"] = conds[0] if len(conds) == 1 else {"and": conds}
            return {"on_play": spec}
        return build

    def passive_cost_more(self, c):
        return self._cost_change(c, 1)

    def passive_cost_less(self, c):
        return self._cost_change(c, -1)

    def cr_per(self, c):
        return ("per", c[0])

    def cr_if(self, c):
        return ("if", c[0])

    def cr_minimum(self, c):
        return ("minimum", c[0])

    def cr_to_play_in(self, c):
        marker = c[0]
        spec = {"marker": marker.marker}
        if marker.without is not None:
            spec["without"] = marker.without.as_filter()
        return ("in", spec)

    def passive_cant_be_played(self, c):
        noun, cond = c

        def build(scope):
            spec = {"action": "play", "what": noun.as_filter(scope)}
            if cond is not None:
                spec["if"] = realize(cond, scope)
            return {"cant": spec}
        return build

    def passive_can_be_used(self, c):
        noun, nominal = c
        return {"can_be_used": {"what": noun.as_filter(), "as": nominal.as_filter()}}

    def passive_both(self, c):
        def build(scope):
            return {"all": [realize(p, scope) for p in c]}
        return build

    def passive_can_gain(self, c):
        noun, _verb, status, cond = c
        return lambda scope: {"can_gain": {"what": noun.as_filter(scope), "status": status,
                                            "even_if": realize(cond, scope)}}

    def passive_dont_prevent(self, c):
        preventer, marker = c
        return lambda scope: {"dont_prevent": {"what": preventer.as_filter(scope), "action": "advance",
                                                "marker": self._marker_or_it(marker, scope)}}

    @staticmethod
    def _marker_or_it(noun, scope):
        if noun.kind == "marker":
            return noun.marker
        return noun.as_filter(scope)

    def passive_may_play(self, c):
        player, _may, _play, noun, marker = c
        if marker is None and "zone" in noun.filter and "in_marker" in noun.filter:
            noun = noun.copy()         # "exhausted Characters from your Reserve in my Expedition": where they go
            marker = noun.filter.pop("in_marker")
        spec = {"action": "play", "what": noun.as_filter(), "by": player.select(None)}
        if marker is not None:
            spec["in"] = marker.marker
        return {"allow": spec}

    def passive_keep_more(self, c):
        player, _may, amount, noun, during, cond = c

        def build(scope):
            f = noun.as_filter(scope)
            spec = {"zone": f.get("zone"), "add": amount, "during": during, "who": player.select(None)}
            if cond is not None:
                spec["counting"] = realize(cond, Scope())      # "if it's exhausted": it is the card kept
            return {"limit": spec}
        return build

    def passive_remain(self, c):
        noun, state, during = c
        return {"remain": {"what": noun.as_filter(), "state": state("object", "it", False, None), "during": during}}

    def passive_stat_equal_highest(self, c):
        stats, noun, _be = c
        return {"stats_set": {"what": noun.as_filter(), "stats": stats, "to": "highest"}}

    def terrain_list(self, c):
        return [self.name("TERRAIN", t) for t in c]

    def passive_cant_advance(self, c):
        subject, during, terrain = c

        def build(scope):
            what = subject.select(scope) if isinstance(subject, Noun) else subject
            if isinstance(subject, Noun) and subject.kind == "it" and scope.there is not None:
                what = scope.there
            spec = {"action": "advance", "what": what}
            if during:
                spec["during"] = during
            if terrain is not None:
                spec["except_due_to"] = self.name("TERRAIN", terrain)
            return {"cant": spec}
        return build

    def passive_cant_advance_due(self, c):
        subject, terrain = c

        def build(scope):
            what = subject.select(scope) if isinstance(subject, Noun) else subject
            return {"cant": {"action": "advance", "what": what, "due_to": self.name("TERRAIN", terrain)}}
        return build

    def passive_cant_advance_both(self, c):
        def build(scope):
            return {"cant": {"action": "advance", "what": [n.select(scope) for n in c]}}
        return build

    def passive_terrain(self, c):
        *regions, _be, terrain, rider = c
        spec = {"what": regions[0] if len(regions) == 1 else {"any_of": regions}}
        spec[rider] = self.name("TERRAIN", terrain)
        return {"terrain": spec}

    def region_of(self, c):
        who = c[0](None)
        return {"region_of": {"marker_of": who}}

    def region_of_expedition(self, c):
        return {"region_of": c[0].marker}

    def region_all(self, _):
        return {"type": "Region"}

    def terrain_only(self, _):
        return "only"

    def terrain_added(self, _):
        return "add"

    def passive_ignore_first(self, c):
        _verb, who, duration = c
        return {"ignore": {"what": who(None), "during": {"first": self.name("DURATION", duration)}}}

    def passive_reduce_own_cost(self, c):
        _player, _may, chain, amount = c

        def build(scope):
            scope.cost = True
            paying = [as_cost(s, self.meaning("discard_zone")) for s in chain(scope)]
            scope.cost = False
            return {"on_play": {"what": "self", "cost": {"change": -self.mana(amount), "paying": paying}}}
        return build

    def would_object(self, c):
        noun, verb, during, while_ = c

        def build(scope):
            on, cond = verb(noun, scope)
            if during:
                on["phase"] = during
            if while_ is not None:
                cond = realize(while_, scope)
            return on, cond
        return build

    def wv_leave(self, c):
        _verb, (zone, _owner) = c
        return lambda noun, scope: ({"action": "move", "from": zone, "object": noun.as_filter(scope)}, None)

    def wv_leave_expedition(self, c):
        _verb, marker = c

        def build(noun, scope):
            what = noun.as_filter(scope)
            if isinstance(what, dict):
                what = dict(what, in_marker=marker.marker)
            return {"action": "move", "from": self.meaning("expedition_zone"), "object": what}, None
        return build

    def wv_gain(self, c):
        _verb, status = c
        return lambda noun, scope: ({"action": "gain", "status": status, "object": noun.as_filter(scope)}, None)

    def wv_advance(self, c):
        return lambda noun, scope: ({"action": "advance", "marker": noun.marker}, None)

    def wv_sent(self, c):
        (zone, _owner), = c
        return lambda noun, scope: ({"action": "move", "to": zone, "object": noun.as_filter(scope)}, None)

    def while_clause(self, c):
        noun, be, state = c
        return self.cond_is([noun, be, state])

    def would_action(self, c):
        player, name = c
        return ({"action": name, "player": player.select(None)}, None)

    def would_roll_die(self, c):
        return ({"action": "roll", "player": c[0].select(None), "dice": 1}, None)

    def would_roll_dice(self, c):
        return ({"action": "roll", "player": c[0].select(None)}, None)

    def passive_begin_with(self, c):
        amount, counter = c
        return {"setup": [{"counters": {"what": "self", "name": self.name("COUNTER", counter), "add": amount}}]}

    def passive_stats(self, c):
        noun, change = c
        return {"stats": {"what": noun.as_filter(), "add": change}}

    def passive_lose_abilities(self, c):
        return {"lose_abilities": {"what": c[0].as_filter()}}

    def passive_my_stats(self, c):
        return {"stats": {"what": "self", "add": c[0]}}

    def stat_delta_all(self, c):
        values = [int(x) for x in str(c[0]).split("/")]
        return dict(zip(self.vocabulary["statistics"], values))

    def stat_delta_terrains(self, c):
        return {self.name("TERRAIN", terrain): int(n) for n, terrain in zip(c[::2], c[1::2])}

    def passive_cant_activate(self, c):
        symbols, noun = c
        return {"cant": {"action": "activate", "symbols": symbols, "of": noun.as_filter()}}

    def passive_first_each(self, c):
        noun, phase, pred = c

        def build(scope):
            also = collect(scope, lambda: pred.run("it", scope))
            return {"on_play": self._played(noun, first_each=self.name("PHASE", phase), also=also)}
        return build

    def passive_replace(self, c):
        replaced, (kind, first, rest) = c

        def build(scope):
            event, cond = replaced(scope) if callable(replaced) else replaced
            spec = {"on": event}
            if cond is not None:
                spec["if"] = realize(cond, scope)
            steps = first(scope) if callable(first) else first
            if kind == "instead" and len(steps) == 1 and "may" in steps[0]:
                spec["optional"] = True
                steps = steps[0]["may"]["do"]
            spec[kind] = steps
            if rest is not None:
                more = rest(scope)
                if more and "if" in more[0] and isinstance(more[0]["if"], dict) and "not" in more[0]["if"]:
                    spec["declined"] = more[0]["then"]
                    more = more[1:]
                if more:
                    spec.setdefault("also", []).extend(more)
            return {"modifier": spec}
        return build

    def replace_instead_first(self, c):
        return ("instead", c[0], None)

    def replace_instead_last(self, c):
        sentence, more = c
        return ("instead", sentence, more)

    def replace_also(self, c):
        return ("also", c[0], None)

    def passive_during(self, c):
        phase, effect = self.name("PHASE", c[0]), c[1]
        draw = self.meaning("draw_action")

        def build(scope):
            mods = []
            for step in effect(scope):
                if "_only_draw" in step:
                    mods.append({"modifier": {"on": {"action": draw, "player": "you", "phase": phase},
                                              "instead": [{"do": {draw: {"count": step["_only_draw"]}}}]}})
                elif "_instead_of" in step:
                    spec = step["_instead_of"]
                    moved = spec["of"]
                    on = {"action": "move", "player": "you", "phase": phase}
                    if isinstance(moved, dict) and "zone" in moved:
                        on["from"] = moved["zone"]
                    to = next((s["move"]["to"] for s in spec["do"] if "move" in s), None)
                    if to:
                        on["to"] = to
                    mods.append({"modifier": {"on": on, "instead": spec["do"]}})
                else:
                    mods.append({"modifier": {"on": {"phase": phase, "player": "you"}, "also": [step]}})
            return mods[0] if len(mods) == 1 else {"all": mods}
        return build
