"""Transformer methods for effects: sentences and chains of steps (6.5).

Each method reads the grammar rule of the same name (grammar/cardtext.lark).
Sentences are returned as functions of the ability's :class:`Scope`, so that
targets are chosen, and "it" resolved, in the order the text reads. The verbs
themselves are in :mod:`t_predicates`.
"""
from __future__ import annotations

from .phrases import Noun, Player, Pred, Scope, collect, select, substitute
from .t_nouns import NUMBER_WORDS, realize
from .t_predicates import Later


def _extend_merging(out: list, steps: list):
    """"Each player discards their hand, then draws three cards": one each_player loop."""
    if len(steps) == 1 and out:
        last, new = out[-1], steps[0]
        for op in ("each_player", "as_player"):
            if op in last and op in new and last[op].get("who") == new[op].get("who"):
                last[op]["do"].extend(new[op]["do"])
                return
    out.extend(steps)


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
        chain = c[-1]

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
        _bullet, first, *rest = c
        if not rest:
            return first

        def build(scope):
            steps = first(scope)
            for cond, chain in zip(rest[::2], rest[1::2]):
                steps.append({"if": realize(cond, scope), "then": chain(scope)})
            return steps
        return build

    def then_if_sentence(self, c):
        return self.if_sentence([c[0], c[1], None])

    def unless_first_sentence(self, c):
        cond, chain = c
        return lambda scope: [{"if": {"not": realize(cond, scope)}, "then": chain(scope)}]

    def choose_one(self, c):
        head, rider, *modes = c
        count = NUMBER_WORDS[str(head).split()[-1].lower()]

        def build(scope):
            spec = {"count": count, "options": [m(scope) for m in modes]}
            if rider is not None:
                kind, value = rider
                if kind == "repeat":
                    spec["repeat"] = True
                else:
                    cond, more = value
                    spec["more_if"] = realize(cond, scope)
                    spec["more"] = len(modes) if more == "both" else more
            return [{"modes": spec}]
        return build

    def choose_more_if(self, c):
        cond = c[0]
        more = c[1] if len(c) > 1 else "both"
        return ("more", (cond, more))

    def choose_repeat(self, _):
        return ("repeat", None)

    def starting_with(self, c):
        _player, chain = c
        return lambda scope: chain(scope)

    def may_link(self, c):
        subject, _may, chain, then = c
        return ("link", subject, self.pred_may([chain, then]))

    def may_bare_link(self, c):
        _may, chain, then = c
        return ("link", None, self.pred_may([chain, then]))

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

    def _run_link(self, scope, inherited, subject, pred: Pred):
        """Steps of one verb with its subject; returns (steps, subject for the next verb, pred)."""
        if subject is None:
            subject = inherited if inherited is not None else Player("you")
        if not pred.again:
            scope.last_pred = pred
        if isinstance(subject, Noun) and subject.kind == "next":
            return self._next_play(scope, subject, pred), subject, pred
        if isinstance(subject, Noun) and subject.kind == "player":
            subject = Player("target", subject.player) if subject.quant == "target" else Player(
                "each" if subject.player == "any" else "opponent")
        if isinstance(subject, Player):
            steps, following = self._as_player(scope, subject, pred)
        else:
            box: list = []
            steps = collect(scope, lambda: box.append(select(subject, scope)) or [])
            steps += collect(scope, lambda: pred.run(box[0], scope))
            following = box[0]
        then = pred.then_subject
        if isinstance(then, Later):
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
        saved, scope.other_actor = scope.other_actor, True
        try:
            inner = collect(scope, lambda: pred.run("you", scope))
        finally:
            scope.other_actor = saved
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
