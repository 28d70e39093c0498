"""Chains of verbs and their subjects: a verb with its subject ("link"), verbs joined by commas, "and",
"then" or "or" ("chain", ``_Links``), and what "that many" after one of them counts. "You may" and "... to ..."
are in may_and_to.py; steps merged with the ones before (one look, an "each player" loop) in joined_steps.py."""
from __future__ import annotations

import json

from ...loading.errors import DesignError
from ..ante import that_many
from ...effects.changes import acted_on
from ..discourse import dicts_in, join_picks
from ..meaning import Node, verb_form
from ..nouns import Noun, Player, collect, select
from .abilities import after_paid
from .choices import choice_of, either_objects
from .core import combinator
from .joined_steps import extend_merging, one_look
from .may_and_to import MAY_PHRASES, then_a_new_subject
from .places_or_objects import not_gone_hidden, objects_of_step, of_its_kind, of_me_where, of_objects
from .subjects import run_link
from .trace import after_step, note_actor
from .walkers import bound_names, used_names


@combinator("link")
def _link(ctx, arg):
    """``[subject, verb]``: a verb with its subject (null: the one before, else you), and the form its verb
    is printed in ("draw" or "draws": who does a verb with no subject, see ``_Links``)."""
    subject = ctx.ev(arg[0], raw=True)
    pred = ctx.ev(arg[1], raw=True)
    return ("link", subject, pred, verb_form(ctx.language.book.verbs, ctx.node.slots.get("v")))


@combinator("object_link", mode="raw")
def _object_link(ctx, noun):
    """A noun alone after a conjunction: the verb before, on it ("discards their hand and their Reserve")."""
    return ("object", noun, None, None)


@combinator("chain")
def _chain(ctx, arg):
    """``[first, more]``: verbs joined by commas, "and", "then" (in order) or "or" (a choice, 6.5.g).
    "then" closes a choice: "Draw a card or [Resupply], then I gain 1 boost" gains the boost after
    either option, and "Draw a card, then discard a card or [Resupply]" draws before the choice."""
    first = ctx.ev(arg[0], raw=True)
    more = ctx.ev(arg[1], raw=True) or []
    if first[0] == "object" and more:   # "Target Character and I each gain ...": told at the word joining them
        after = [n for n in ctx.node.slots.get("more") or [] if isinstance(n, Node) and n.start is not None]
        raise DesignError("a list of objects needs a verb before it", column=after[0].start + 1 if after else None)
    qualified_last(ctx)
    first_node = ctx.node.slots.get("first") if isinstance(ctx.node, Node) else None
    if isinstance(first_node, Node) and first_node.phrase.name in MAY_PHRASES:
        then_a_new_subject(ctx, ctx.node, outside=True)    # "You may X, then <subject> Y" after the "may"
    items = either_objects(ctx, [(",", first)] + [(m["conj"], m["link"]) for m in more])
    links = _Links(ctx.scope, ctx.language.vocabulary.get("expedition_statuses", ()),
                   ctx.language.vocabulary.get("oracle", {}).get("actions", {}),
                   ctx.language.vocabulary.get("bare_zones", {}))
    out: list = []
    for choice, part in _segments(ctx, items):
        out.extend(choice_of(ctx, [links.option(item) for _, item in part]) if choice else links.sequence(part))
    return out


def _kids(node) -> list:
    out = []
    for v in node.slots.values() if isinstance(node, Node) else ():
        out.extend(x for x in (v if isinstance(v, (list, tuple)) else [v]) if isinstance(x, Node))
    return out


def _nodes(node):
    """``node`` and every phrase inside it, outer first."""
    yield node
    for kid in _kids(node):
        yield from _nodes(kid)


def _ends_at(node, end: int):
    """The outermost noun of ``node`` that ends at ``end`` (the object of its verb just before a conjunction)."""
    return next((n for n in _nodes(node) if n.phrase.category == "noun" and n.end == end), None)


def qualified_last(ctx) -> None:
    """Objects joined by "and"/"or" after one verb, the last with a qualifier the others lack ("Exhaust a Character
    and a Landmark you control"): English lets the qualifier say of them all what it says of the last, so the text
    is refused at the qualifier with both wordings that say one thing (issue 31, audit msgs54 §5; 6.5.b)."""
    node, text = ctx.node, ctx.passage.text
    if not isinstance(node, Node):
        return
    links = [node.slots.get("first")] + [m.slots.get("l") for m in node.slots.get("more") or [] if isinstance(m, Node)]
    group: list = []
    for before, m, link in zip(links, node.slots.get("more") or [], links[1:]):
        if not (isinstance(link, Node) and link.phrase.name == "object-only" and isinstance(m, Node)):
            group = []
            continue
        noun = _ends_at(before, len(text[:m.start].rstrip())) if isinstance(before, Node) else None
        if noun is None:
            group = []
            continue
        if not group or group[-1] is not noun:
            group = [noun]
        group.append(_ends_at(link, link.end))
        last = group[-1]
        after = links[links.index(link) + 1] if links.index(link) + 1 < len(links) else None
        if last is None or (isinstance(after, Node) and after.phrase.name == "object-only"):
            continue                   # the group goes on: told at its last noun
        quals = [q for q in _nodes(last) if q.phrase.category == "qualifier" and q.end == last.end]
        earlier = group[:-1]
        if not quals or any(q.phrase.category == "qualifier" for n in earlier for q in _nodes(n)) \
                or not all(any(x.phrase.category == "nominal" for x in _nodes(n)) for n in earlier):
            group = []
            continue
        q = min(quals, key=lambda x: x.start)
        said = text[q.start:q.end]
        words = [text[n.start:n.end] for n in group]
        joins = [text[a.end:b.start] for a, b in zip(group, group[1:])]
        each = "".join(w + " " + said + j for w, j in zip(words, joins)) + words[-1]
        alone = words[-1] + "".join(j + w for j, w in zip(joins, words[:-1]))
        raise DesignError(f"'{said}' may be said of {' and '.join(repr(w) for w in words[:-1])} too, or of "
                          f"'{text[last.start:q.start].strip()}' alone: say which, '{each}' (each of them), or "
                          f"'{alone}' (the one it is said of first)", column=q.start + 1)


def _segments(ctx, items: list) -> list:
    """A chain cut at "then": each part a choice of verbs joined by "or", or verbs done in order. A choice
    joined to other verbs by "and" or a comma ("Discard a card and draw a card or [Resupply]") does not
    say which verbs it is between: refused."""
    if not any(conj == "or" for conj, _ in items):
        return [(False, items)]
    parts: list = [[]]
    for conj, item in items:
        if conj == "then" and parts[-1]:
            parts.append([])
        parts[-1].append((conj, item))
    out = []
    for part in parts:
        conjs = {conj for conj, _ in part[1:]}
        if "or" in conjs and conjs != {"or"}:
            ors = [n for n in ctx.node.slots.get("more") or [] if isinstance(n, Node) and n.phrase.name == "conj-or"]
            raise DesignError("'or' beside 'and' or a comma does not say which verbs are the options: write "
                              "'A or B, then C', 'A, then B or C', or 'Choose one: • A. • B.' (6.5.g)",
                              column=ors[0].start + 1 if ors and ors[0].start is not None else None)
        out.append(("or" in conjs, part))
    return out


class _Links:
    """The verbs of one chain read in order: the subject each hands on to the next, the verb before (for
    a list of objects) and the form it was printed in."""

    def __init__(self, scope, statuses=(), actions=None, bare=None):
        self.scope = scope
        self.statuses = statuses       # the statuses an Expedition can have
        self.actions = actions or {}   # the keyword actions (keywords.yaml), with what each is done to
        self.bare = bare or {}         # "counters"/"statuses" -> the zones whose objects have none (zones.yaml)
        self.subject = None
        self.previous = None
        self.form = None
        self.picked: list = []         # what the verb before chose ("Discard target Character and ...")
        self.counting = False          # a verb of this chain, done in order, counted what it did ("that many")
        self.counted_any = False       # ... any verb of it, read so far, in order or not

    def run(self, item) -> list:
        """One verb: the steps choosing its subject, then its own."""
        kind, subject, pred, form = item
        scope = self.scope
        if kind == "object":
            if self.previous is None or self.previous.remake is None:
                raise DesignError("a list of objects needs a verb before it")
            pred, form = self.previous.remake(subject), self.form
            subject = None
            if self.picked and not (scope.together_open and scope.together[-1:] == self.picked[-1:]):
                scope.together, scope.together_open = list(self.picked), True   # the verb's objects: one group
        elif subject is None and (form or pred.form) == "base" and self.form == "third":
            # "Target opponent discards a card, then draw a card" (or "then [Resupply]"): a verb with no subject
            # in its base form after one said of someone else ("discards") is said to you, the effect's
            # controller; in the third person ("then draws a card", "[Resupplies]") it goes on with the subject
            if pred.actor == "object":     # "Target Character gains 1 boost and lose ...": no player to say it to
                raise DesignError(f"'{pred.verb}' does not agree with the subject of the verb before it: write "
                                  f"both verbs in the same person", column=None if pred.at is None else pred.at + 1)
            subject = Player("you")
        before = scope.it, scope.amount, scope.result
        done = scope.done
        picks, pronouns, mes = len(scope.picks), len(scope.pronouns), len(scope.me_said)
        said_it = _said_it(scope, subject)
        scope.per_said = []
        scope.repeated = False
        scope.link_counted = None
        chosen, steps, self.subject, self.previous = run_link(scope, self.subject, subject, pred)
        if scope.it is not None and scope.it in _two_objects(self.actions, steps):
            scope.rivals.add(scope.it)  # "It [Exchanges Boosts] with target Character. It ...": which? (7.2.5.a)
        said, scope.link_counted = scope.link_counted, None     # "You may X to Y": counted_after_to
        if scope.per_said and _chosen_anew(chosen, scope.per_said):
            raise DesignError("a step done for each of a number is done once for each, and a choice in it is "
                              "made anew each time (6.5.i), its subject's too: say 'For each ..., ...' before it "
                              "(chosen anew), or 'X ..., where X is the number of ...' (chosen once)",
                              column=None if pred.at is None else pred.at + 1)
        self.form = form or pred.form
        of_objects(scope, steps, self.statuses, said_it, None if pred.at is None else pred.at + 1)
        of_its_kind(scope, self.actions, chosen + steps, pronouns, pred)
        of_me_where(scope, self.actions, self.bare, steps, pred)
        not_gone_hidden(scope, self.actions, self.bare, chosen + steps, pronouns, mes)
        prior = scope.counted is not None or bool(scope.amount) or scope.uncounted
        if said is not None and not _done_in_turn(steps):
            result = said[0]
            scope.counted = result
        else:                          # (done by each player in turn: whose? _result_of)
            result = _result_of(scope, before, chosen, steps)
            scope.counted = that_many(scope, result)    # (ante.py)
        self.counted_any = self.counted_any or result is not None
        scope.uncounted = prior and not self.counted_any   # a step before counted, not this sentence's (one
        #                                that counts nothing leaves its other verb's count, _counts): ante.skipped_count
        if scope.repeated and scope.counted is not None:   # "Discard a card, then do it again. Draw that many."
            scope.counted = DesignError("'that many' after 'do it again' would count what was done the last time "
                                        "only: say the number in each sentence, or what is counted "
                                        "('the number of ...')")
        if scope.paid:                 # a quick action's effect: "it", "If you do" ask of this step now
            after_paid(scope, done, chosen + steps)
        note_actor(scope, done, chosen + steps)
        after_step(scope, before[0], done, chosen + steps, None if pred.at is None else pred.at + 1, pred.actor)
        if isinstance(scope.done, str):    # said of an object ("Target Character gains ..."), or done (ante.did)
            (scope.said_of_object.add if pred.actor == "object" else scope.said_of_object.discard)(scope.done)
            if pred.actor == "object" and scope.done not in (done, "it") and scope.done not in scope.done_before and \
                    (scope.actors_before or done is not None):     # what it keeps ("loses 1 boost": removed)
                scope.done_before[scope.done] = (done, set(scope.actors_before))
        if pred.actor != "object":
            scope.actors_before.add(scope.last_actor)
        picked, self.picked = self.picked, [p["as"] for p in scope.picks[picks:]]
        if kind == "object" and picked:
            join_picks(scope, picked[-1], self.picked)
        return chosen + steps

    def sequence(self, part: list) -> list:
        out: list = []
        items = [item for _, item in part]
        i = 0
        counted_before = self.counting     # whether a verb before the one read last counted ("that many")
        while i < len(items):
            j = i + 1
            kind, subject, pred, form = items[i]
            if kind == "link" and isinstance(subject, Noun) and subject.kind == "objects" and subject.quant == "all":
                form = form or pred.form
                while j < len(items) and _goes_on(items[j], form):
                    form = items[j][3] or items[j][2].form
                    j += 1
            seen, counting, kept = self.scope.revealed, self.counting, len(out)
            steps = self.run(items[i]) if j == i + 1 else self._each(items[i:j])
            if items[i][0] == "object":
                steps = one_look(self.scope, out, steps, seen)
            if len(out) < kept:        # one step with the verb before: what it counts, counted once
                self.counting = counted_before
            else:
                counted_before = counting
            extend_merging(self.scope, out, steps)
            self._counts()
            i = j
        scope = self.scope
        picked = [step["choose"]["as"] for step in out if "choose" in step and "as" in step["choose"]]
        if len(picked) > 1 and scope.done == picked[-1]:   # "Sacrifice a Robot and a Plant. If you do":
            scope.done = picked                            # both done
        return out


    def option(self, item) -> list:
        """One option of a choice ("Discard a card or sacrifice a Character"): "that many" after two options
        that each count is refused as after two verbs done in order (whichever was chosen is not kept)."""
        tracing, self.scope.tracing = self.scope.tracing, self.scope.tracing or "offer"   # what "If you do"
        try:                                                  # asks of is the choice's (choices.choice_of)
            steps = self.run(item)
        finally:
            self.scope.tracing = tracing
        self.scope.unsure(steps, option=True)   # what it moved, only if it is chosen: not in the next option
        self._counts()                 # ("Return target Character to its owner's hand or send it to Reserve")
        return steps

    def _counts(self) -> None:
        """"that many" after two verbs of one sentence that each count what they did ("Discard up to two cards
        and sacrifice up to two Characters. Draw that many cards.", "Remove all its boosts and discard a card. I
        gain that many boosts."): the first's number, the last's, or both added? Not said: refused at "that
        many" rather than read as the last's. A verb that counts nothing ("... and draw a card") leaves the
        other's."""
        scope = self.scope
        if scope.counted is None or isinstance(scope.counted, DesignError):
            return
        if self.counting:
            scope.counted = DesignError("'that many' after two actions of one sentence that each count what they "
                                        "did could count either of them, or both: refused rather than read as the "
                                        "last; say it right after the action it counts, in its sentence ('... "
                                        "up to two cards and draw that many cards.'), or what is counted ('the "
                                        "number of ...') (6.5.f)")
        self.counting = True

    def _each(self, items: list) -> list:
        """Verbs said of one group ("Each [[Fleeting]] Character you control loses [[Fleeting]] and gains 1
        boost", "Characters in my Expedition switch Expeditions and gain ..."): the group is found once, before
        the first verb, and each of its members does the verbs in turn (6.5.i), as "each ... for each ... in its
        Expedition" is read; found again for the second verb, it would be those still [[Fleeting]] or still in
        my Expedition: none."""
        scope = self.scope
        kind, subject, pred, form = items[0]
        box: list = []
        chosen = collect(scope, lambda: box.append(select(subject, scope)) or [])
        var = scope.fresh("each")
        saved, scope.each_it = scope.each_it, {"var": var}     # "its" in those verbs: that one
        try:
            body: list = []
            for n, (k, s, p, f) in enumerate(items):
                body.extend(self.run((k, {"var": var} if n == 0 else None, p, f)))
        finally:
            scope.each_it = saved
        self.subject = box[0]
        return chosen + [{"for_each": {"in": box[0], "as": var, "do": body}}]


def _goes_on(item, form) -> bool:
    """Whether a verb goes on with the subject of the verb before it (printed in ``form``): it has none of its
    own and is not a base form after a third person (said to you, see ``_Links.run``)."""
    kind, subject, pred, f = item
    return kind == "link" and subject is None and not ((f or pred.form) == "base" and form == "third")


def _done_in_turn(steps) -> bool:
    """Whether a verb's steps are done by each of several players in turn ("Each opponent may discard two cards to
    ...", "Their controllers ..."): what "that many" after them counts is not told by the verb (whose?)."""
    return any(isinstance(s, dict) and ("each_player" in s or "as_player" in s and isinstance(s["as_player"]["who"], dict)
                                        and {"controllers_of", "owners_of"} & set(s["as_player"]["who"]))
               for s in steps)


def _result_of(scope, before, chosen, steps):
    """What "that many" after a verb counts: the counters it changed, the die it rolled, else the objects it
    acted on ("Discard up to two cards ... that many": those discarded, 0 to 2); not its subject ("Target
    Character gains 2 boosts", whose count is 1; nor "have target Character gain 2 boosts" after "to", its
    subject too: Scope.have_subjects), nor what each player did in turn (whose?); None: no number."""
    it, amount, result = before
    if scope.amount != amount:
        return {"var": scope.amount}
    if scope.result != result:
        return {"var": scope.result}
    name = scope.it
    if name is None or name == it or name in bound_names(chosen) or name in scope.have_subjects:
        return None
    if any(name in bound_names(s["each_player"]) for s in steps if isinstance(s, dict) and "each_player" in s):
        return None
    several = ({"controllers_of", "owners_of"} & set(s["as_player"]["who"]) for s in steps
               if isinstance(s, dict) and "as_player" in s and isinstance(s["as_player"]["who"], dict))
    if name in scope.each_gathered and any(several):
        return None                    # "Their controllers discard a card": several players in turn, as above
    if name in used_names(steps) and not any(name in acted_on(s) for s in dicts_in(steps)):
        return DesignError(BESIDE)     # "Target Character [Exchanges Boosts] with another target Character."
    return {"count": {"var": name}}


BESIDE = ("'that many' counts what the step just before it acted on (6.5.f), and that step acts on what it names "
          "first, with the other one only beside it ('... with another target Character'): counted, the other one "
          "is always one: refused rather than read so; say the number ('I gain 1 boost.') or what is counted ('the "
          "number of ...')")


def _chosen_anew(chosen, numbers) -> bool:
    """Whether the subject a verb done "for each" of a number chose would be chosen anew each time (6.5.i): not
    when the number speaks of it ("gains 1 boost for each Character in its Expedition", "draws a card for each
    card in their hand": it is chosen first)."""
    said = json.dumps(numbers)
    for step in chosen:
        spec = step.get("choose") if isinstance(step, dict) else None
        if not isinstance(spec, dict):
            continue
        player = isinstance(spec.get("from"), dict) and "players" in json.dumps(spec["from"])
        if json.dumps({"var": spec["as"]}) not in said and not (player and '"you"' in said):
            return True          # the one acting: "you" in what it does
    return False


def _said_it(scope, subject):
    """(what "it" names, the place in reach "it" could name instead) when the verb's subject is the word "it",
    else None."""
    if not (isinstance(subject, Noun) and subject.kind == "it"):
        return None
    if scope.it in scope.marker_names:
        place = {"var": scope.it}
    elif scope.trigger_marker:
        place = "it"
    elif scope.subject is not None and scope.subject is scope.subject_marker:
        place = scope.subject
    else:
        place = scope.place_named
    return scope.it_selector(subject.several, subject.at), place


def _two_objects(actions: dict, steps) -> set:
    """The names of the objects one step names in two of its parameters at once, each its own object ("It
    [Exchanges Boosts] with target Character": what, with): "it" after it could name either, the subject or
    the last named; empty where no step names two."""
    names: set = set()
    for step in steps if isinstance(steps, list) else [steps]:
        for op, arg in step.items() if isinstance(step, dict) else ():
            said = {value.get("var") if isinstance(value, dict) else value
                    for _, wanted, value, _ in objects_of_step(actions, op, arg) if wanted == "objects"}
            said -= {None, "self"}     # ("it" never names me: "I [Exchange Boosts] with target Character")
            if len(said) > 1:
                names |= said
    return names
