"""Transformer methods for verbs and what follows them (7.3 keyword actions, 6.5 steps).

Each ``pred_*`` method reads the grammar alternative of that name and returns a
:class:`Pred`: the steps it builds once its subject is known ("Target Character
gains 1 boost": the subject is chosen first, then ``counters`` acts on it).
"""
from __future__ import annotations

from .phrases import Noun, Pred, select
from .t_nouns import realize


def _zone_noun(noun: Noun, place) -> Noun:
    """"discard a card from your Reserve": the zone read after the verb joins the noun."""
    if place is None:
        return noun
    noun = noun.copy()
    zone, owner = place
    noun.filter["zone"] = zone
    if owner:
        noun.filter["owner"] = owner
    return noun


def _move(what, to, **extra):
    spec = {"what": what, "to": to}
    spec.update(extra)
    return {"move": spec}


class PredicateRules:
    """Mixin of the transformer for verbs; needs ``name``, ``meaning``, ``mana``, ``fail``."""

    def _pred(self, actor, build, remake=None, then_subject=None):
        p = Pred(actor, build, then_subject)
        p.remake = remake
        return p

    def pred_gain(self, c):
        _verb, what, per = c

        def build(s, scope):
            kind, *rest = what
            if kind == "counters":
                amount, name = rest
                amount = realize(amount, scope)
                if per is not None:
                    count = realize(per, scope)
                    amount = count if amount == 1 else {"mul": [amount, count]}
                return [{"counters": {"what": s, "name": name, "add": amount}}]
            return self._statuses("gain", s, rest[0])
        return self._pred("object", build)

    def pred_gain_all(self, c):
        verb, what, *rest = c
        parts = [self.pred_gain([verb, what, None])]
        parts += [self.pred_gain([verb, ("status", [status]), None]) for status in rest if not hasattr(status, "type")]
        return self._pred("object", lambda s, scope: [step for p in parts for step in p.run(s, scope)])

    def pred_lose_counters(self, c):
        _verb, amount, counter = c
        name = self.name("COUNTER", counter)
        return self._pred("object", lambda s, scope: [
            {"counters": {"what": s, "name": name, "remove": realize(amount, scope)}}])

    def pred_put_counters(self, c):
        _verb, amount, counter, noun = c
        return self._give(noun, amount, counter)

    def pred_lose_all_counters(self, c):
        _verb, who, counter = c
        name = self.name("COUNTER", counter)

        def build(s, scope):
            whose = s if s != "you" else who(scope)
            return [{"counters": {"what": whose, "name": name, "remove": {"counters": name, "of": whose}}}]
        return self._pred("object", build)

    def pred_target_expedition(self, c):
        _word, be, state = c
        marker = self._marker({"markers": "all"}, "one")
        if state is not None:
            marker = self.exp_that([marker, be, state])

        def build(s, scope):
            name = scope.fresh("target")
            scope.steps_out.append({"choose": {"who": "you", "from": marker.marker, "count": 1, "target": True,
                                               "as": name}})
            scope.last_marker = {"var": name}
            return []
        return self._pred("player", build)

    @staticmethod
    def _statuses(op, s, names):
        steps = [[{op: {"what": s, "status": n}}] for n in names]
        if len(steps) == 1:
            return steps[0]
        return [{"modes": {"count": 1, "options": steps}}]

    def gain_counters(self, c):
        amount, counter = c
        return ("counters", amount, self.name("COUNTER", counter))

    def gain_status(self, c):
        return ("status", c[0])

    def per_nominal(self, c):
        return lambda scope: {"count": c[0].as_filter(scope)}

    def per_expedition(self, c):
        return {"count_markers": c[0].marker}

    def status_list(self, c):
        return list(c)

    def pred_lose(self, c):
        names = c[1]
        return self._pred("object", lambda s, scope: self._statuses("lose", s, names))

    def pred_draw(self, c):
        amount = c[1]
        draw = self.meaning("draw_action")
        return self._pred("player", lambda s, scope: [{"do": {draw: {"count": realize(amount, scope)}}}])

    def pred_draw_only_one(self, c):
        return self._pred("player", lambda s, scope: [{"_only_draw": 1}])

    def _mover(self, noun, to, place=None, **extra):
        def build(s, scope):
            n = _zone_noun(noun, place)
            what = select(n, scope)
            if isinstance(n, Noun) and n.kind == "objects" and n.quant == "all" and isinstance(what, dict) \
                    and "in_marker" in what:
                # "Send to Reserve each Character from target Expedition, then exhaust them": they are
                # the cards moved, not the Expedition chosen for them
                name = scope.fresh("moved")
                scope.it = name
                return [_move(what, to, **extra, **{"as": name})]
            return [_move(what, to, **extra)]
        return build

    def pred_discard(self, c):
        _verb, noun, place = c
        return self._pred("player", self._mover(noun, self.meaning("discard_zone"), place),
                          remake=lambda n: self.pred_discard([_verb, n, place]))

    def pred_discard_targets(self, c):
        _verb, amount, types = c
        noun = Noun(quant="up_to_target", count=amount)
        types(noun)
        return self._pred("player", self._mover(noun, self.meaning("discard_zone")))

    def pred_put(self, c):
        _verb, noun, (zone, _owner) = c
        return self._pred("player", self._mover(noun, zone),
                          remake=lambda n: self.pred_put([_verb, n, (zone, _owner)]))

    def pred_put_qualified(self, c):
        _verb, noun = c
        if noun.dest is None:
            raise self.fail("put where? (expected 'in' and a zone)")
        noun = noun.copy()
        dest, noun.dest = noun.dest, None        # "Put a card from your hand in Reserve": where it goes
        return self.pred_put([_verb, noun, dest])

    def pred_put_expedition(self, c):
        _verb, noun, marker = c

        def build(s, scope):
            what = select(noun, scope)
            return [_move(what, self.meaning("expedition_zone"), expedition=select(marker, scope))]
        return self._pred("player", build)

    def pred_send(self, c):
        _verb, noun, (zone, _owner) = c
        return self._pred("player", self._mover(noun, zone))

    def pred_send_to(self, c):
        _verb, (zone, _owner), noun = c
        return self._pred("player", self._mover(noun, zone))

    def pred_return(self, c):
        _verb, noun, place, (zone, _owner) = c
        return self._pred("player", self._mover(noun, zone, place))

    def pred_return_top(self, c):
        _verb, noun, (zone, _owner) = c
        return self._pred("player", self._mover(noun, zone, position="top"))

    def pred_sacrifice(self, c):
        _verb, noun = c
        if noun.kind == "objects":
            noun = noun.copy()
            noun.filter.setdefault("controller", "you")
        return self._pred("player", self._mover(noun, self.meaning("discard_zone"), sacrifice=True),
                          remake=lambda n: self.pred_sacrifice([_verb, n]))

    def pred_create(self, c):
        _verb, amount, token, where, per = c

        def build(s, scope):
            spec = dict(token)
            spec["count"] = realize(amount, scope)
            if per is not None:
                count = realize(per, scope)
                spec["count"] = count if spec["count"] == 1 else {"mul": [spec["count"], count]}
            kind, *rest = where
            if kind == "in":
                marker, abilities = rest
                spec["in"] = select(marker, scope)
                if abilities:
                    spec["abilities"] = abilities
            else:
                name = scope.fresh("target")
                scope.steps_out.append({"choose": {"who": "you", "from": {"markers": "all"}, "count": "any",
                                                   "min": 1, "target": True, "as": name}})
                spec["in"] = {"var": name}
                spec["distribute"] = True
            scope.last_create = dict(spec)
            # "Create a token ... It gains ...": "it" is the token, the last noun phrase (7.2.4.a)
            scope.introduce(scope.fresh("created"), spec)
            return [{"create": spec}]
        return self._pred("player", build)

    def token_ref(self, c):
        ref, subtype, _word = c
        spec = dict(self.vocabulary["tokens"][str(ref)])
        if isinstance(spec.get("stats"), str):
            spec["stats"] = dict(zip(self.vocabulary["statistics"], (int(x) for x in spec["stats"].split("/"))))
        if subtype is not None:
            spec.setdefault("subtypes", [self.name("SUBTYPE", subtype)])
        return spec

    def token_spec(self, c):
        name, stats, subtype, kind, _word = c
        values = [int(x) for x in str(stats).split("/")]
        spec = {"name": str(name), "stats": dict(zip(self.vocabulary["statistics"], values))}
        if subtype is not None:
            spec["subtypes"] = [self.name("SUBTYPE", subtype)]
        if kind is not None:                      # "[Watchtower 0/0/0] Permanent token" (v5.0 2.2.1.d)
            spec["type"] = self.name("TYPE", kind)
        return spec

    def create_in(self, c):
        return ("in", c[0], c[1])

    def create_distributed(self, c):
        if c[0].quant != "any_target":
            raise self.fail("distributed among which Expeditions? (expected 'any number of target Expeditions')")
        return ("distributed",)

    def with_abilities(self, c):
        return c[0]

    def pred_roll(self, c):
        def build(s, scope):
            scope.result = scope.fresh("result")
            return [{"roll": {"dice": 1, "as": scope.result}}]
        return self._pred("player", build)

    def pred_roll_more(self, c):
        def build(s, scope):
            scope.result = scope.fresh("result")
            return [{"roll": {"dice": {"add": [{"var": "dice"}, 1]}, "as": scope.result}}]
        return self._pred("player", build)

    def pred_ignore_roll(self, c):  # noqa: ARG002
        return self._pred("player", lambda s, scope: [{"ignore_die": {"of": scope.result or "result"}}])

    def pred_reveal(self, c):
        noun = c[0]

        def build(s, scope):
            what = select(noun, scope)
            name = scope.fresh("revealed")
            scope.revealed = scope.it = name
            return [{"reveal": {"what": what, "as": name}}]
        return self._pred("player", build)

    def pred_choose_among(self, c):
        noun = c[-1]

        def build(s, scope):
            n = noun.copy()
            n.filter = dict(n.filter, among={"var": scope.revealed or scope.it or "it"})
            select(n, scope)
            return []
        return self._pred("player", build)

    def pred_switch(self, c):
        return self._pred("object", lambda s, scope: [{"switch": {"what": s}}])

    def _regions(self, token):
        if self.name("TYPE", token) != self.meaning("region_type"):
            raise self.fail(f"moves forward how many regions? (not {token})", token)

    def pred_forward(self, c):
        _verb, amount, word = c
        self._regions(word)
        return self._pred("object", lambda s, scope: [{"advance": {"marker": s, "by": realize(amount, scope)}}])

    def pred_backward(self, c):
        _verb, amount, word = c
        self._regions(word)

        def build(s, scope):
            n = realize(amount, scope)
            return [{"advance": {"marker": s, "by": -n if isinstance(n, int) else {"sub": [0, n]}}}]
        return self._pred("object", build)

    def pred_cant_advance(self, c):
        duration = c[0]
        return self._pred("object", lambda s, scope: [{"emblem": {
            "duration": duration, "passive": {"cant": {"action": "advance", "what": s}}}}])

    def duration(self, c):
        return self.name("DURATION", c[0])

    def ability_symbols(self, c):
        return [str(t).strip("{}").upper() for t in c]

    def pred_activate(self, c):
        _verb, symbols, noun = c
        return self._pred("player", lambda s, scope: [
            {"activate": {"what": select(noun, scope), "symbols": symbols}}])

    def pred_activate_its(self, c):
        _verb, symbols = c

        def build(s, scope):
            what = scope.it_selector() if s == "you" else s
            return [{"activate": {"what": what, "symbols": symbols}}]
        return self._pred("any", build)

    def pred_pay(self, c):
        amount = self.mana(c[0])
        return self._pred("player", lambda s, scope: [{"pay": amount}])

    def pred_spend(self, c):
        amount, counter = c
        name = self.name("COUNTER", counter)
        return self._pred("player", lambda s, scope: [
            {"spend": {"name": name, "count": realize(amount, scope)}}])

    def pred_exhaust(self, c):
        noun = c[-1]
        status = self.meaning("exhausted_status")
        return self._pred("player", lambda s, scope: [
            {"gain": {"what": select(noun, scope), "status": status}}])

    def pred_ready(self, c):
        noun = c[0]
        status = self.meaning("exhausted_status")
        return self._pred("player", lambda s, scope: [
            {"lose": {"what": select(noun, scope), "status": status}}])

    def pred_double(self, c):
        counter, noun = c
        name = self.name("COUNTER", counter)

        def build(s, scope):     # the keyword action Double (7.3.8): nothing when there are none
            return [{"do": {self.meaning("double_action"): {"what": select(noun, scope), "counter": name}}}]
        return self._pred("player", build)

    def _give(self, noun, amount, counter):
        name = self.name("COUNTER", counter)
        return self._pred("player", lambda s, scope: [
            {"counters": {"what": select(noun, scope), "name": name, "add": realize(amount, scope)}}])

    def pred_give(self, c):
        noun, amount, counter = c
        return self._give(noun, amount, counter)

    def pred_give_to(self, c):
        amount, counter, noun = c
        return self._give(noun, amount, counter)

    def pred_have(self, c):
        noun, pred = c
        holder: dict = {}

        def build(s, scope):
            sel = select(noun, scope)
            holder["sel"] = sel
            return pred.run(sel, scope)
        p = self._pred("player", build)
        p.then_subject = Later(holder)
        return p

    def pred_win(self, c):
        return self._pred("player", lambda s, scope: [{"win": s if s != "you" else "you"}])

    def pred_play_free(self, c):
        noun = c[0]
        return self._pred("player", lambda s, scope: [{"play": {"what": select(noun, scope), "free": True}}])

    def pred_keyword_action(self, c):
        """[Resupply] done by a player; "Target Character [Defects]": the subject is ``what`` (v5.0 7.3)."""
        name = c[0]
        return self._pred("player", lambda s, scope: [{"do": name if s == "you" else {name: {"what": s}}}])

    def pred_place_terrain_marker(self, c):
        terrain = self.name("TERRAIN", c[0])
        return self._pred("player", lambda s, scope: [{"place_terrain_marker": {
            "terrains": [terrain], "on": {"region_of": {"marker_of": "self"}}}}])

    def pred_move_terrain_marker(self, c):
        return self._pred("player", lambda s, scope: [{"move_terrain_marker": {"to": {"region_of": {"marker_of": "self"}}}}])

    def pred_also_receive(self, c):
        """"also receive it": the Gift the reaction saw, received too (v5.0 7.3.29.b)."""
        return self._pred("player", lambda s, scope: [{"do": self.meaning("also_receive_action")}])

    def pred_keyword_action_on(self, c):
        """[Augment] target Character: the object after the keyword action is ``what``."""
        name, noun = c
        return self._pred("player", lambda s, scope: [{"do": {name: {"what": select(noun, scope)}}}])

    def pred_keyword_action_with(self, c):
        """X [Exchanges Boosts] with Y: the subject is ``what``, the other ``with``."""
        name, noun = c

        def build(s, scope):
            other = select(noun, scope)
            return [{"do": {name: {"what": s, "with": other}}}]
        return self._pred("object", build)

    def bracket_action(self, c):
        return self.name("KEYWORD_ACTION", c[0])

    def _add_to_result(self, amount):
        def build(s, scope):
            var = {"var": scope.result or "result"}
            return [{"set": {"var": var["var"], "value": {"add": [var, realize(amount, scope)]}}}]
        return self._pred("player", build)

    def pred_increase_result(self, c):
        return self._add_to_result(c[0])

    def pred_add_result(self, c):
        return self._add_to_result(c[0])

    def pred_costs_less(self, c):
        amount = self.mana(c[0])
        return self._pred("object", lambda s, scope: [{"_cost": {"change": -amount if isinstance(amount, int)
                                                                  else {"sub": [0, amount]}}}])

    def pred_free(self, c):
        return self._pred("object", lambda s, scope: [{"_cost": {"free": True}}])

    def pred_may(self, c):
        chain, then = c

        def build(s, scope):
            name = scope.fresh("done")
            steps = chain(scope)
            out = [{"may": {"do": steps, "as": name}}]
            if then is not None:
                out.append({"if": {"var": name}, "then": then(scope)})
            scope.done = name
            return out
        p = self._pred("player", build)
        p.again = True                 # "then may do it again" repeats what was done, not the "may"
        return p

    def pred_action(self, c):
        verb, noun = c
        other = noun.partner
        name = self.name("ACTION_VERB", verb)
        name = self.parser.names("KEYWORD_ACTION").get(str(verb).lower(), name)

        def build(s, scope):
            args = {"what": select(noun, scope)}
            if other is not None:
                args["with"] = select(other, scope)
            return [{"do": {name: args}}]
        return self._pred("player", build)

    def pred_play_less(self, c):
        noun, amount = c[-2], self.mana(c[-1])

        def build(s, scope):
            what = self._playable(noun, scope)
            return [{"play": {"what": what, "cost": {"change": -amount}}}]
        return self._pred("player", build)

    def pred_play_free_now(self, c):
        noun, test = c[-2], c[-1]

        def build(s, scope):
            n = noun
            if test is not None:
                n = noun.copy()
                n.filter["where"] = test
            return [{"play": {"what": self._playable(n, scope), "free": True}}]
        return self._pred("player", build)

    def _playable(self, noun, scope):
        """"play a Character": one card the player picks among those they could play (from Hand or Reserve)."""
        n = noun.copy()
        if n.quant in ("one", "count") and "zone" not in n.filter:
            n.filter["zone"] = self.meaning("play_zones")
            n.filter["owner"] = "you"
        return select(n, scope)

    def pred_choose(self, c):
        noun = c[-1]

        def build(s, scope):
            select(noun, scope)
            return []
        return self._pred("player", build)

    def pred_create_again(self, c):
        amount = c[0]

        def build(s, scope):
            if scope.last_create is None:
                raise self.fail("'create only ...' needs a token created before it")
            spec = dict(scope.last_create, count=realize(amount, scope))
            return [{"create": spec}]
        return self._pred("player", build)

    def pred_do_again(self, c):
        def build(s, scope):
            if scope.last_pred is None:
                raise self.fail("'do it again' needs an action before it")
            return scope.last_pred.run(s, scope)
        p = self._pred("player", build)
        p.again = True
        return p

    def pred_target_verb(self, c):
        noun = c[-1].copy()
        noun.quant, noun.count = "target", 1

        def build(s, scope):
            select(noun, scope)
            return []
        return self._pred("player", build)

    def pred_target_another(self, c):
        noun = c[-1].copy()
        noun.another = True
        return self.pred_target_verb([noun])

    def pred_forward_more(self, c):
        _verb, amount, word = c
        self._regions(word)
        return self._pred("object", lambda s, scope: [{"advance": {"marker": s, "by": {"add": [1, amount]}}}])

    def pred_for_each(self, c):
        noun, chain = c

        def build(s, scope):
            name, saved = scope.fresh("each"), scope.it
            what = noun.as_filter(scope)
            scope.it = name
            try:
                do = chain(scope)
            finally:
                scope.it = saved
            return [{"for_each": {"in": what, "as": name, "do": do}}]
        return self._pred("player", build)

    def pred_after(self, c):
        pred, daily = c
        when = self.name("DAILY_EFFECT", daily)
        return self._pred(pred.actor, lambda s, scope: [{"later": {"after": when, "do": pred.run(s, scope)}}])

    def pred_instead_of(self, c):
        pred, noun = c
        return self._pred(pred.actor, lambda s, scope: [
            {"_instead_of": {"do": pred.run(s, scope), "of": noun.as_filter(scope)}}])

    def pred_again(self, c):
        return c[0]


class Later:
    """The object of "have X gain ...", known once the verb has been built."""

    def __init__(self, holder):
        self.holder = holder

    def __bool__(self):
        return True
