"""Transformer methods for effects: sentences, chains of steps and predicates (6.5, 7.3).

Each method reads the grammar rule of the same name (grammar/cardtext.lark).
Sentences are returned as functions of the ability's :class:`Scope`, so that
targets are chosen, and "it" resolved, in the order the text reads.
"""
from __future__ import annotations

from .phrases import Noun, Player, Pred, Scope, substitute
from .t_nouns import realize


def collect(scope: Scope, fn):
    """Run ``fn()``; return the steps it appended to the scope (choices) followed by its own."""
    saved, scope.steps_out = scope.steps_out, []
    try:
        steps = fn()
        return scope.steps_out + list(steps)
    finally:
        scope.steps_out = saved


def _select(noun, scope, **kw):
    return noun.select(scope, **kw) if isinstance(noun, Noun) else noun


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


def _extend_merging(out: list, steps: list):
    """"Each player discards their hand, then draws three cards": one each_player loop."""
    if len(steps) == 1 and out:
        last, new = out[-1], steps[0]
        for op in ("each_player", "as_player"):
            if op in last and op in new and last[op].get("who") == new[op].get("who"):
                last[op]["do"].extend(new[op]["do"])
                return
    out.extend(steps)


def _move(what, to, **extra):
    spec = {"what": what, "to": to}
    spec.update(extra)
    return {"move": spec}


class EffectRules:
    """Mixin of the transformer for effects."""

    # -- effects and sentences -----------------------------------------------------
    def effect(self, c):
        sentences = list(c)

        def build(scope: Scope):
            out: list = []
            for sentence in sentences:
                result = sentence(scope)
                if isinstance(result, tuple):
                    self._attach(out, result)
                else:
                    out.extend(result)
            return out
        build.is_effect = True
        return build

    @staticmethod
    def _attach(out, result):
        kind = result[0]
        if kind == "else":
            for step in reversed(out):
                if "if" in step and "then" in step:
                    step["else"] = result[1]
                    return
            out.extend(result[1])
        elif kind == "played_from":
            _, zone, steps = result
            for step in reversed(out):
                if "emblem" in step:
                    step["emblem"]["passive"]["on_play"].setdefault("also", []).append(
                        {"if": {"played_from": zone}, "then": steps})
                    return
            out.append({"if": {"played_from": zone}, "then": steps})

    def _where(self, steps, where_x, scope):
        if where_x is None:
            return steps
        return substitute(steps, "X", realize(where_x, scope))

    def plain_sentence(self, c):
        chain, where_x = c
        return lambda scope: self._where(chain(scope), where_x, scope)

    def if_sentence(self, c):
        cond, chain, where_x = c

        def build(scope):
            test = realize(cond, scope)
            return [{"if": test, "then": self._where(chain(scope), where_x, scope)}]
        return build

    def if_done_sentence(self, c):
        chain = c[0]

        def build(scope):
            test = {"did": scope.done or "it"}
            return [{"if": test, "then": chain(scope)}]
        return build

    def if_not_done_sentence(self, c):
        chain = c[0]

        def build(scope):
            test = {"not": {"did": scope.done or "it"}}
            return [{"if": test, "then": chain(scope)}]
        return build

    def otherwise_sentence(self, c):
        chain = c[0]
        return lambda scope: ("else", chain(scope))

    def then_sentence(self, c):
        chain = c[0]
        return lambda scope: chain(scope)

    def die_sentence(self, c):
        test, chain = c
        return lambda scope: [{"if": test(scope), "then": chain(scope)}]

    def die_table(self, c):
        modes = list(c)

        def build(scope):
            return [{"if": test(scope), "then": chain(scope)} for test, chain in modes]
        return build

    def die_mode(self, c):
        _bullet, test, chain = c
        return (test, chain)

    def mode(self, c):
        return c[1]

    def choose_one(self, c):
        modes = list(c)
        return lambda scope: [{"modes": {"count": 1, "options": [m(scope) for m in modes]}}]

    def unless_sentence(self, c):
        chain, cond = c
        return lambda scope: [{"if": {"not": realize(cond, scope)}, "then": chain(scope)}]

    def if_played_from(self, c):
        (zone, _owner), chain = c
        return lambda scope: ("played_from", zone, chain(scope))

    def die_at_least(self, c):
        n = int(c[0])
        return lambda scope: {"gte": [{"var": scope.result or "result"}, n]}

    def die_between(self, c):
        lo, hi = int(c[0]), int(c[1])
        return lambda scope: {"and": [{"gte": [{"var": scope.result or "result"}, lo]},
                                      {"lte": [{"var": scope.result or "result"}, hi]}]}

    def die_exactly(self, c):
        n = int(c[0])
        return lambda scope: {"eq": [{"var": scope.result or "result"}, n]}

    def where_x(self, c):
        return c[0]

    # -- chains of steps ---------------------------------------------------------------
    def conj(self, c):
        return str(c[-1]).strip(", ").lower() or ","

    def chain(self, c):
        items = list(c)

        def build(scope, inherited=None):
            groups: list[list] = [[]]
            subject = inherited
            previous = None
            for item in items:
                if isinstance(item, str):
                    if item == "or":
                        groups.append([])
                    continue
                if item[0] == "object":
                    if previous is None or previous.remake is None:
                        raise self.fail("a list of objects needs a verb before it", item[2])
                    pred = previous.remake(item[1])
                    steps, subject, previous = self._run_link(scope, subject, None, pred)
                else:
                    _, subj, pred = item
                    steps, subject, previous = self._run_link(scope, subject, subj, pred)
                _extend_merging(groups[-1], steps)
            if len(groups) == 1:
                return groups[0]
            return [{"modes": {"count": 1, "options": groups}}]
        return build

    def subject_link(self, c):
        return ("link", c[0], c[-1])

    def bare_link(self, c):
        return ("link", None, c[0])

    def object_link(self, c):
        return ("object", c[0], None)

    def each_subject(self, c):
        return c[0]

    def _run_link(self, scope, inherited, subject, pred: Pred):
        """Steps of one verb with its subject; returns (steps, subject for the next verb, pred)."""
        if subject is None:
            subject = inherited if inherited is not None else Player("you")
        if isinstance(subject, Noun) and subject.kind == "next":
            return self._next_play(scope, subject, pred), subject, pred
        if isinstance(subject, Noun) and subject.kind == "player":
            subject = Player("target", subject.player) if subject.quant == "target" else Player(
                "each" if subject.player == "any" else "opponent")
        if isinstance(subject, Player):
            steps, following = self._as_player(scope, subject, pred)
        else:
            box: list = []
            steps = collect(scope, lambda: box.append(_select(subject, scope)) or [])
            steps += collect(scope, lambda: pred.run(box[0], scope))
            following = box[0]
        then = pred.then_subject
        if isinstance(then, _Later):
            then = then.holder.get("sel")
        return steps, (then if then is not None else following), pred

    def _as_player(self, scope, player: Player, pred: Pred):
        """Steps done by a player: yours as they are, others' inside each_player / as_player.
        Returns (steps, the player for the next verb: a target is chosen once)."""
        pre: list = []
        choose = collect(scope, lambda: pre.append(player.select(scope)) or [])
        who = pre[0]
        following = Player("chosen", who) if player.kind == "target" else player
        if pred.actor == "object":
            return choose + collect(scope, lambda: pred.run(who, scope)), following
        if who == "you":
            return choose + collect(scope, lambda: pred.run("you", scope)), following
        inner = collect(scope, lambda: pred.run("you", scope))
        if who == "each":
            return choose + [{"each_player": {"do": inner}}], following
        return choose + [{"as_player": {"who": who, "do": inner}}], following

    def _next_play(self, scope, noun: Noun, pred: Pred):
        """"The next Spell you play this turn costs {1} less": an Ongoing Emblem (2.2.14)."""
        steps = collect(scope, lambda: pred.run("it", scope))
        on_play = {"what": noun.as_filter(scope), "by": noun.play.get("by", "you")}
        if "from" in noun.play:
            on_play["from"] = noun.play["from"]
        on_play["next"] = True
        also = []
        for step in steps:
            if "_cost" in step:
                on_play["cost"] = step["_cost"]
            else:
                also.append(step)
        if also:
            on_play["also"] = also
        return [{"emblem": {"duration": noun.play.get("duration", "turn"),
                            "passive": {"on_play": on_play}}}]

    # -- predicates (7.3) ---------------------------------------------------------------
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

    def per_what(self, c):
        _card, (zone, owner) = c
        f = {"zone": zone}
        if owner:
            f["owner"] = owner
        return {"count": f}

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
            return [_move(_select(n, scope), to, **extra)]
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
            what = _select(noun, scope)
            return [_move(what, self.meaning("expedition_zone"), expedition=_select(marker, scope))]
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
        amount, token, where = c

        def build(s, scope):
            spec = dict(token)
            spec["count"] = realize(amount, scope)
            kind, *rest = where
            if kind == "in":
                marker, abilities = rest
                spec["in"] = _select(marker, scope)
                if abilities:
                    spec["abilities"] = abilities
            else:
                name = scope.fresh("target")
                scope.steps_out.append({"choose": {"who": "you", "from": {"markers": "all"}, "count": "any",
                                                   "min": 1, "target": True, "as": name}})
                spec["in"] = {"var": name}
                spec["distribute"] = True
            return [{"create": spec}]
        return self._pred("player", build)

    def token_spec(self, c):
        name, stats, subtype, _word = c
        values = [int(x) for x in str(stats).split("/")]
        spec = {"name": str(name), "stats": dict(zip(self.vocabulary["statistics"], values))}
        if subtype is not None:
            spec["subtypes"] = [self.name("SUBTYPE", subtype)]
        return spec

    def create_in(self, c):
        return ("in", c[0], c[1])

    def create_distributed(self, _):
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

    def pred_ignore_roll(self, c):
        return self._pred("player", lambda s, scope: [{"ignore_die": {"of": scope.result or "result"}}])

    def pred_reveal(self, c):
        noun = c[0]

        def build(s, scope):
            what = _select(noun, scope)
            name = scope.fresh("revealed")
            scope.revealed = scope.it = name
            return [{"reveal": {"what": what, "as": name}}]
        return self._pred("player", build)

    def pred_choose_among(self, c):
        noun = c[0]

        def build(s, scope):
            n = noun.copy()
            n.filter = dict(n.filter, among={"var": scope.revealed or scope.it or "it"})
            _select(n, scope)
            return []
        return self._pred("player", build)

    def pred_switch(self, c):
        return self._pred("object", lambda s, scope: [{"switch": {"what": s}}])

    def pred_forward(self, c):
        return self._pred("object", lambda s, scope: [{"advance": {"marker": s, "by": 1}}])

    def pred_backward(self, c):
        return self._pred("object", lambda s, scope: [{"advance": {"marker": s, "by": -1}}])

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
            {"activate": {"what": _select(noun, scope), "symbols": symbols}}])

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
            {"counters": {"what": "self", "name": name, "remove": realize(amount, scope)}}])

    def pred_exhaust(self, c):
        noun = c[0]
        status = self.meaning("exhausted_status")
        return self._pred("player", lambda s, scope: [
            {"gain": {"what": _select(noun, scope), "status": status}}])

    def pred_ready(self, c):
        noun = c[0]
        status = self.meaning("exhausted_status")
        return self._pred("player", lambda s, scope: [
            {"lose": {"what": _select(noun, scope), "status": status}}])

    def pred_double(self, c):
        counter, noun = c
        name = self.name("COUNTER", counter)

        def build(s, scope):
            what = _select(noun, scope)
            return [{"counters": {"what": what, "name": name, "add": {"counters": name, "of": what}}}]
        return self._pred("player", build)

    def _give(self, noun, amount, counter):
        name = self.name("COUNTER", counter)
        return self._pred("player", lambda s, scope: [
            {"counters": {"what": _select(noun, scope), "name": name, "add": realize(amount, scope)}}])

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
            sel = _select(noun, scope)
            holder["sel"] = sel
            return pred.run(sel, scope)
        p = self._pred("player", build)
        p.then_subject = _Later(holder)
        return p

    def pred_win(self, c):
        return self._pred("player", lambda s, scope: [{"win": s if s != "you" else "you"}])

    def pred_play_free(self, c):
        noun = c[0]
        return self._pred("player", lambda s, scope: [{"play": {"what": _select(noun, scope), "free": True}}])

    def pred_target(self, c):
        noun = c[0]
        noun.quant, noun.count = "target", 1
        return self._pred("player", lambda s, scope: (_select(noun, scope), [])[1])

    def pred_keyword_action(self, c):
        name = c[0]
        return self._pred("player", lambda s, scope: [{"do": name}])

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
        return self._pred("player", build)

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


class _Later:
    """The object of "have X gain ...", known once the verb has been built."""

    def __init__(self, holder):
        self.holder = holder

    def __bool__(self):
        return True
