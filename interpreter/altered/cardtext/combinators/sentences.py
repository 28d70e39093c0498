"""Chains of verbs and their subjects, sentences ("Otherwise", "If you play it from"), abilities."""
from __future__ import annotations

import json

from ...loading.errors import DesignError
from ...effects.bound import binder, unset_reads
from ...effects.registry import load_operators
from ..discourse import join_picks
from ..meaning import Node
from ..nouns import BRANCH_THAT, LOOP_PLAYER, Noun, Player, Pred, collect, contains, either, select, substitute, yours_in_theirs
from ..say import Group, Slot
from .core import combinator, in_scope, player_noun, steps_of
from .nouns import in_play_place


# -- chains and sentences -------------------------------------------------------------------------
@combinator("link")
def _link(ctx, arg):
    """``[subject, verb]``: a verb with its subject (null: the one before, else you), and the form its verb
    is printed in ("draw" or "draws": who does a verb with no subject, see ``_Links``)."""
    subject = ctx.ev(arg[0], raw=True)
    pred = ctx.ev(arg[1], raw=True)
    return ("link", subject, pred, verb_form(ctx.language.book.verbs, ctx.node.slots.get("v")))


def verb_form(verbs: dict, node) -> str | None:
    """Whether the verb of a verb phrase is printed in its base form ("draw": ``base``) or in the third
    person ("draws": ``third``); None where the phrase does not begin with a verb that tells them apart."""
    if not isinstance(node, Node):
        return None
    return _form_in(verbs, node.phrase.say.parts, node)


def _form_in(verbs: dict, parts, node: Node):
    for p in parts:
        if isinstance(p, Group):
            j = node.choices.get(p.index)
            if j is None and p.optional:
                continue
            return _form_in(verbs, p.choices[j or 0], node)
        if isinstance(p, Slot):
            return verb_form(verbs, node.slots.get(p.name)) if p.kind == "verb" else None
        printed = node.choices.get(("verb", id(p)))
        forms = [f.lower() for f in verbs.get(p.text.lower()) or verbs.get(p.text) or []]
        if printed is None or len(forms) < 2 or forms[0] == forms[1]:
            return None
        return {forms[0]: "base", forms[1]: "third"}.get(printed.lower())
    return None


@combinator("object_link", mode="raw")
def _object_link(ctx, noun):
    """A noun alone after a conjunction: the verb before, on it ("discards their hand and their Reserve")."""
    return ("object", noun, None, None)


@combinator("may")
def _may(ctx, arg):
    """``[chain, then]``: "you may X (to Y)" (6.5.c): X if the player wants; Y if they did. Offered to another
    player, X's targets are chosen first, by the effect's controller (``_controllers_targets``)."""
    chain_t, then_t = arg
    _no_new_subject(ctx)

    def build(s, scope):
        name = scope.fresh("done")
        before = scope.done
        steps = in_scope(ctx, scope).ev(chain_t)
        kept = None if scope.done == before else scope.done    # what the action keeps of what it did
        first = _controllers_targets(steps) if scope.other_actor else []
        out = first + [{"may": {"do": steps[len(first):], "as": name}}]
        may = out[-1]["may"]
        if kept is not None:       # "If you do" (or "to ...") asks whether it happened, not only whether accepted
            scope.may_kept[name] = (may, _happened(kept))
        then = in_scope(ctx, scope).ev(then_t) if then_t is not None else None
        if then is not None:       # "Each opponent may discard a card to create a token in target Expedition"
            later = _controllers_targets(then, bound_names(steps) | {name}) if scope.other_actor else []
            out[len(first):len(first)] = later
            out.append({"if": {"var": name}, "then": then[len(later):]})
            _tell_done(scope, name)
        scope.done = name
        scope.may_names.add(name)
        scope.may_actors[name] = "they" if scope.other_actor else "you"
        return out
    return Pred("player", build, again=True)


def _happened(done):
    """The test that an action happened, from what it keeps (6.5.f): objects chosen or moved (a name), several
    (a list: all of them), one of a choice's ("any")."""
    if isinstance(done, list):
        return {"and": [{"did": n} for n in done]}
    if isinstance(done, dict):
        return {"or": [{"did": n} for n in done["any"]]}
    return {"did": done}


def _tell_done(scope, name) -> None:
    """A "may" whose flag is read ("If you do", "If you don't", "... to ..."): it is done only if its action
    happened (6.5.f: a Sabotage that discarded nothing, "up to one" with none chosen, no counter removed is not
    done), said by the step (``done_when``) once, where something reads it."""
    if name in scope.may_kept:
        may, test = scope.may_kept.pop(name)
        may["done_when"] = test


def _no_new_subject(ctx) -> None:
    """"Target opponent may draw a card, then you draw a card": a verb with a subject of its own after ", then"
    ends what "may" offers (6.5.c is about one player's choice); read inside it, the other player would
    do it, and only if they accepted. Refused where the words would be read that way. ("You may play me and I
    gain [[Asleep]]": "and" keeps the second verb in the choice.)"""
    chain = ctx.node.slots.get("c") if isinstance(ctx.node, Node) else None
    first = chain.slots.get("first") if isinstance(chain, Node) else None
    if isinstance(first, Node) and ctx.passage.source_text(first).lower().startswith("have you "):
        # "Target opponent may have you draw a card": they decide, you act and choose; not read that way
        raise DesignError("'may have you ...' (another player deciding what you do) is not read: write what you "
                          "do ('You may draw a card.') or what they do ('Target opponent may draw a card.')",
                          column=first.start + 1 if first.start is not None else None)
    for link in (chain.slots.get("more") or []) if isinstance(chain, Node) else []:
        verb = link.slots.get("l") if isinstance(link, Node) and link.phrase.name == "conj-then" else None
        if isinstance(verb, Node) and verb.slots.get("s") is not None \
                and not ctx.passage.source_text(verb).lower().startswith("have "):
            raise DesignError("a verb with its own subject after '... may ...' would be read as part of that "
                              "choice: end the sentence there and write the rest as a sentence of its own "
                              "('Then you draw a card.')", column=verb.start + 1 if verb.start is not None else None)


def _controllers_targets(steps: list, bound=frozenset()) -> list:
    """The targets the effect's controller chooses for another player's optional step ("Each opponent may
    sacrifice a Character in target Expedition"): chosen before that player decides, as they are for the
    step said without "may" (1.2.6.c, 6.5.b), so that in turn (each opponent's) they are chosen once. Not
    one that names what the option chose (``bound``)."""
    n = 0
    while n < len(steps) and "choose" in steps[n] and steps[n]["choose"].get("target") \
            and steps[n]["choose"].get("who") == {"controller_of": "self"} and not used_names(steps[n]) & bound:
        n += 1
    return steps[:n]


@combinator("paid_to")
def _paid_to(ctx, arg):
    """``[cost, then]``: "Spend 1 counter from a card ... to discard target Permanent": a cost said as an
    imperative inside an effect (an option's), then what it pays for, done only if it was paid, as after "you
    may" (6.5.c, 6.5.f) but asked of nobody. Whether it was paid is what the cost chose being there; a cost
    that chooses nothing does not tell it: refused."""
    cost_t, then_t = arg

    def build(s, scope):
        before = scope.done
        steps = in_scope(ctx, scope).ev(cost_t)
        paid = scope.done
        if not isinstance(paid, str) or paid == before:
            raise DesignError("'to' after a cost says what it pays for, but this cost chooses nothing, so whether it "
                              "was paid is not told: say 'you may ... to ...'")
        then = in_scope(ctx, scope).ev(then_t)
        return [*steps_of(steps), {"if": {"var": paid}, "then": then}]
    return Pred("player", build)


def _extend_merging(scope, out: list, steps: list):
    """"Each player discards their hand, then draws three cards": one each_player loop."""
    if _join_loop(scope, out, steps) is not None:
        return
    if len(steps) == 1 and out:
        last, new = out[-1], steps[0]
        for op in ("each_player", "as_player"):
            if op in last and op in new and all(last[op].get(k) == new[op].get(k) for k in ("who", "where")):
                last[op]["do"].extend(new[op]["do"])
                return
    out.extend(steps)


def _join_loop(scope, out: list, steps: list):
    """"Each opponent draws a card. Characters they control gain 1 boost.": steps that name the players of the
    "each player" loop just before them ("they", 7.2.4.a) are done in each turn, for that player, not once
    after it for nobody (or for you). The effect's controller still does them ("you" is the controller:
    1.4.7.b makes the loop's player "you" only in what they do); a verb "they" do is done by that player.
    ("It" after the loop needs no turn: it names every one chosen in the turns, effects/players.py.)
    Returns the steps they went in and the name of the loop's player, else None."""
    last = out[-1] if out else None
    loop = last.get("each_player") if isinstance(last, dict) and len(last) == 1 else None
    if loop is None or not contains(steps, {"var": LOOP_PLAYER}):
        return None
    pairs = list(_pairs(steps))
    if any(k == "choose" and isinstance(v, dict) and v.get("target") for k, v in pairs):
        raise DesignError("a target in what is done for each of the players of 'each ...' before it (what "
                          "'they' names there): one for all or one in each turn is not said; choose it in the "
                          "sentence of 'each ...' ('Each opponent ... target ...') (6.5.b)")
    if {v for k, v in pairs if k == "did" and isinstance(v, str)} - bound_names(steps):
        raise DesignError("'If ... do' after what is done in turn (by each player, for each one): asked of "
                          "each of them is not read yet")
    name = loop.get("as") or loop.setdefault("as", scope.fresh("player"))
    steps = substitute(steps, LOOP_PLAYER, {"var": name})
    if all(isinstance(s, dict) and list(s) == ["as_player"] and s["as_player"]["who"] == {"var": name}
           for s in steps):            # "... They discard a card.": the loop's player does it
        loop["do"].extend(x for s in steps for x in s["as_player"]["do"])
        return loop["do"], name
    loop["do"].append({"as_player": {"who": {"controller_of": "self"}, "do": steps}})
    return steps, name


def _pairs(data):
    """Every (key, value) of the mappings in ``data``, at any depth; not in a "may"'s ``done_when``, its own
    test of its steps (_tell_done), no "If ... do" asked after them."""
    if isinstance(data, dict):
        for k, v in data.items():
            yield k, v
            if k != "done_when":
                yield from _pairs(v)
    elif isinstance(data, list):
        for v in data:
            yield from _pairs(v)


@combinator("chain")
def _chain(ctx, arg):
    """``[first, more]``: verbs joined by commas, "and", "then" (in order) or "or" (a choice, 6.5.g).
    "then" closes a choice: "Draw a card or [Resupply], then I gain 1 boost" gains the boost after
    either option, and "Draw a card, then discard a card or [Resupply]" draws before the choice."""
    first = ctx.ev(arg[0], raw=True)
    more = ctx.ev(arg[1], raw=True) or []
    items = _either_objects(ctx, [(",", first)] + [(m["conj"], m["link"]) for m in more])
    links = _Links(ctx.scope, ctx.language.vocabulary.get("expedition_statuses", ()),
                   ctx.language.vocabulary.get("oracle", {}).get("actions", {}),
                   ctx.language.vocabulary.get("bare_zones", {}))
    out: list = []
    for choice, part in _segments(ctx, items):
        out.extend(_choice(ctx, [links.run(item) for _, item in part]) if choice else links.sequence(part))
    return out


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
        picks, pronouns = len(scope.picks), len(scope.pronouns)
        said_it = _said_it(scope, subject)
        scope.per_said = []
        scope.repeated = False
        chosen, steps, self.subject, self.previous = _run_link(scope, self.subject, subject, pred)
        if scope.per_said and _chosen_anew(chosen, scope.per_said):
            raise DesignError("a step done for each of a number is done once for each, and a choice in it is "
                              "made anew each time (6.5.i), its subject's too: say 'For each ..., ...' before it "
                              "(chosen anew), or 'X ..., where X is the number of ...' (chosen once)",
                              column=None if pred.at is None else pred.at + 1)
        self.form = form or pred.form
        _of_objects(scope, steps, self.statuses, said_it, None if pred.at is None else pred.at + 1)
        _of_its_kind(scope, self.actions, chosen + steps, pronouns, pred)
        _of_me_where(scope, self.actions, self.bare, steps, pred)
        scope.counted = _result_of(scope, before, chosen, steps)
        if scope.repeated and scope.counted is not None:   # "Discard a card, then do it again. Draw that many."
            scope.counted = DesignError("'that many' after 'do it again' would count what was done the last time "
                                        "only: say the number in each sentence, or what is counted "
                                        "('the number of ...')")
        picked, self.picked = self.picked, [p["as"] for p in scope.picks[picks:]]
        if kind == "object" and picked:
            join_picks(scope, picked[-1], self.picked)
        return chosen + steps

    def sequence(self, part: list) -> list:
        out: list = []
        items = [item for _, item in part]
        i = 0
        while i < len(items):
            j = i + 1
            kind, subject, pred, form = items[i]
            if kind == "link" and isinstance(subject, Noun) and subject.kind == "objects" and subject.quant == "all":
                form = form or pred.form
                while j < len(items) and _goes_on(items[j], form):
                    form = items[j][3] or items[j][2].form
                    j += 1
            _extend_merging(self.scope, out, self.run(items[i]) if j == i + 1 else self._each(items[i:j]))
            i = j
        scope = self.scope
        picked = [step["choose"]["as"] for step in out if "choose" in step and "as" in step["choose"]]
        if len(picked) > 1 and scope.done == picked[-1]:   # "Sacrifice a Robot and a Plant. If you do":
            scope.done = picked                            # both done
        return out


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


def _result_of(scope, before, chosen, steps):
    """What "that many" after a verb counts: the counters it changed, the die it rolled, else the objects it
    acted on ("Discard up to two cards ... that many": those discarded, 0 to 2); not its subject ("Target
    Character gains 2 boosts", whose count is 1), nor what each player did in turn (whose?); None: no number."""
    it, amount, result = before
    if scope.amount != amount:
        return {"var": scope.amount}
    if scope.result != result:
        return {"var": scope.result}
    name = scope.it
    if name is None or name == it or name in bound_names(chosen):
        return None
    if any(name in bound_names(s["each_player"]) for s in steps if isinstance(s, dict) and "each_player" in s):
        return None
    return {"count": {"var": name}}


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


def _of_objects(scope, data, statuses, said_it=None, column=None) -> None:
    """Counters are had by objects (v5.0 2.5.a), statuses by objects and Expeditions (2.4.1.b): "My Expedition
    gains 1 boost" or "[[Asleep]]" means nothing (statuses.yaml ``expedition`` says which an Expedition can
    have, and only it), and one it can have ("[[Ascended]]") is gained as an Expedition gains it. "It" gaining
    one of those names the place in reach, whatever else "it" would name ("When you play a Spell — If my
    Expedition is behind, it gains [[Ascended]]": not the Spell); a card named gaining it is refused."""
    if isinstance(data, list):
        for i, step in enumerate(data):
            for op in ("gain", "lose"):
                spec = step.get(op) if isinstance(step, dict) else None
                if not (isinstance(spec, dict) and spec.get("status") in statuses) \
                        or names_places(scope, spec.get("what")):
                    continue
                if said_it is None or spec.get("what") != said_it[0] or said_it[1] is None:
                    raise DesignError(f"[[{spec['status']}]] is a status of places only (statuses.yaml: "
                                      f"expedition), and this says it of a card, which never has it (2.4.1.b): "
                                      f"say it of a place", column=column)
                step[op] = dict(spec, what=said_it[1])
            for op in ("counters", "gain", "lose"):
                spec = step.get(op) if isinstance(step, dict) else None
                if not (isinstance(spec, dict) and names_places(scope, spec.get("what"))):
                    continue
                if op == "counters":
                    raise DesignError(f"what this names is a place, not an object, so it has no {spec['name']} "
                                      f"counters (v5.0 2.5.a); say which Character")
                if spec["status"] not in statuses:
                    raise DesignError(f"what this names is a place, which can't have [[{spec['status']}]]: it is a "
                                      f"status of cards only (statuses.yaml, 2.4.1.b); say which Character")
                data[i] = {"expedition_status": dict(spec, **({} if op == "gain" else {"gain": False}))}
            _of_objects(scope, step, statuses, column=column)
    elif isinstance(data, dict):
        for v in data.values():
            _of_objects(scope, v, statuses, column=column)


def _of_its_kind(scope, actions: dict, data, pronouns: int, pred) -> None:
    """What a step is done to is of the kind its operator declares (``P.of``; keywords.yaml ``of:``): objects
    (sacrificed, exhausted, returned to a hand, given counters) or places (an Expedition moving forward,
    [[Ascended]]). Named as the other ("When my Expedition moves forward — Sacrifice it": an Expedition is no
    card; "Target Character [Ascends]"), the step would do nothing: refused at the words naming it, the
    pronoun read since ``pronouns`` (an index of ``scope.pronouns``) or the noun chosen, for every step."""
    if isinstance(data, list):
        for step in data:
            _of_its_kind(scope, actions, step, pronouns, pred)
        return
    if not isinstance(data, dict):
        return
    for op, arg in data.items():
        for label, wanted, value, rule in _objects_of_step(actions, op, arg):
            said = "places" if names_places(scope, value) else "objects" if _names_objects(scope, value) else None
            if said is None or said == wanted:
                continue
            column, words = next((at for v, at in reversed(scope.pronouns[pronouns:]) if v == value), None) \
                or (scope.chosen_at.get(value["var"]) if isinstance(value, dict) and "var" in value else None) \
                or (None if pred.at is None else pred.at + 1, "")
            named = f"'{words}' names" if words else "this names"
            verb = label or (f"'{pred.verb}'" if pred.verb else f"the step '{op}'")
            what, other = ("a place", "objects (cards and tokens), never a place") \
                if said == "places" else ("a card", "places, never a card")
            say = "say which card ('target Character', 'me')" if said == "places" else \
                "say which place ('its ...', 'my ...')"
            raise DesignError(f"{named} {what}, and {verb} is done to {other}{rule}: it would do nothing; {say}",
                              column=column)
        if isinstance(arg, (dict, list)):
            _of_its_kind(scope, actions, arg, pronouns, pred)


def _objects_of_step(actions: dict, op, arg):
    """(the action's name or None, the kind of object a parameter takes, its value, " (rule)") of each
    parameter of the step ``op`` that declares one: a keyword action (keywords.yaml ``of``, its rule), a step of
    the effect model (``P.of``, a marker; said by the verb printed)."""
    if op == "do" and isinstance(arg, dict):
        for action, given in arg.items():
            spec = actions.get(action) or {}
            rule = f" ({spec.get('v5') or spec.get('rule')})" if spec.get("v5") or spec.get("rule") else ""
            for name, param in (spec.get("params") or {}).items():
                if isinstance(param, dict) and param.get("of") and isinstance(given, dict) and name in given:
                    yield f"[{action}]", param["of"], given[name], rule
        return
    declared = load_operators()["step"].get(op)
    if declared is None or not isinstance(arg, dict):
        return
    for name, param in declared.params.items():
        if param.names and name in arg:
            yield None, param.names, arg[name], ""


# What a step changes on its object, which an object in a zone that keeps none of it never has (2.5.b, 2.4.1.c)
_CHANGES = {"counters": "counters", "gain": "statuses", "lose": "statuses"}


def _of_me_where(scope, actions: dict, bare: dict, data, pred) -> None:
    """A quick action whose cost put me in a zone (``@me_in``: {D} discards me, 7.1.4.b) finds me there (2.1.f),
    where I can't have or gain counters or statuses: "{D} : I gain 1 boost.", "{D} : Ready me." would do
    nothing, refused at the verb. A keyword action counts by what its declared effect does to its object."""
    zone = scope.named.get("me_in")
    if zone is None:
        return
    if isinstance(data, list):
        for step in data:
            _of_me_where(scope, actions, bare, step, pred)
        return
    if not isinstance(data, dict):
        return
    for op, arg in data.items():
        changed = _changed(op, arg, "self")
        if op == "do" and isinstance(arg, dict):
            for action, given in arg.items():
                if isinstance(given, dict) and given.get("what") == "self":
                    changed = next(filter(None, (_changed(o, a, {"var": "what"}) for s in
                                                 (actions.get(action) or {}).get("effect") or []
                                                 if isinstance(s, dict) for o, a in s.items())), changed)
        if changed and zone in bare.get(changed, ()):
            rule = "2.5.b" if changed == "counters" else "2.4.1.c"
            raise DesignError(f"once its cost is paid I am in the {zone} zone, where a card can't have or gain "
                              f"{changed} ({rule}, 2.1.f): '{pred.verb or op}' said of me would do nothing; say "
                              f"it of another card, or pay another cost",
                              column=None if pred.at is None else pred.at + 1)
        if isinstance(arg, (dict, list)):
            _of_me_where(scope, actions, bare, arg, pred)


def _changed(op, arg, what):
    """"counters" or "statuses": what the step ``op`` changes on ``what``, else None."""
    return _CHANGES.get(op) if isinstance(arg, dict) and arg.get("what") == what else None


def _names_objects(scope, value) -> bool:
    """Whether a step's value names objects, not places: me, the object the trigger names ("When you play a
    Character — ... it"), one chosen among objects, a selection of cards by their type."""
    if value == "self":
        return True
    if value == "it":
        return not scope.trigger_marker and (scope.trigger_named or scope.trigger_object)
    if isinstance(value, dict) and set(value) == {"var"}:
        return value["var"] not in scope.marker_names and any(p.get("as") == value["var"] for p in scope.picks)
    return isinstance(value, dict) and bool({"type", "subtype"} & set(value)) and "markers" not in value


def card_with_place_status(scope, data, statuses, key=None):
    """The first status of places only (``statuses``: statuses.yaml ``expedition``) the ability's data says of
    cards (a card's test "target Character is [[Ascended]]", a filter "[[Ascended]] Characters", a passive
    granting it, a trigger on a card gaining it), else None: a card never has one (2.4.1.b), so the words
    would mean nothing."""
    if isinstance(data, list):
        return next((x for x in (card_with_place_status(scope, v, statuses) for v in data) if x), None)
    if not isinstance(data, dict):
        return None
    said = [data[k] for k in ("status", "not_status") if isinstance(data.get(k), str) and data[k] in statuses]
    of = data.get("what", data.get("to"))
    if said and key not in ("expedition_status", "expedition_has") and not names_places(scope, of):
        return said[0]
    return next((x for x in (card_with_place_status(scope, v, statuses, k) for k, v in data.items()) if x), None)


def names_places(scope, what) -> bool:
    """Whether a selection names Expeditions: a value the effect model declares as giving them, or a name
    chosen among them."""
    if what == "it":                   # what the trigger names: an Expedition when it names one
        return bool(scope.trigger_marker)
    if not isinstance(what, dict) or len(what) != 1:
        return False
    (op, arg), = what.items()
    if op == "var":
        return arg in scope.marker_names
    declared = load_operators()["value"].get(op)
    return declared is not None and declared.gives in ("marker", "markers")


def _choice(ctx, options: list) -> list:
    """A choice of verbs (6.5.g). A target is chosen before the step that needs it is done (6.5.b): one
    that several options name ("Exhaust target Character or send it to Reserve", "Target Character
    gains 1 boost or loses [[Asleep]]") before the choice, one that only its option names ("... or target
    Character gains [[Asleep]]") only if that option is chosen."""
    scope = ctx.scope
    before: list = []
    for i, steps in enumerate(options):
        others = used_names(options[:i] + options[i + 1:])
        lead = 0
        while lead < len(steps) and "choose" in steps[lead]:
            lead += 1
        shared = [k for k in range(lead) if steps[k]["choose"].get("as") in others]
        if shared:
            before.extend(steps[:shared[-1] + 1])
            del steps[:shared[-1] + 1]
    _no_crossing(options, None)
    _out_of_reach(scope, options)
    picked = [[s["choose"]["as"] for s in g if "choose" in s and "as" in s["choose"]] for g in options]
    if all(picked) and scope.done == picked[-1][-1]:   # "Discard a card or sacrifice a Plant. If you do":
        scope.done = {"any": [p[-1] for p in picked]}  # whichever was chosen
    return before + _each_chooses(options)


def _out_of_reach(scope, options: list) -> None:
    """What one option chose may not have been chosen ("Exhaust target Character or draw a card. It ..."):
    "it", "they" and "that opponent" naming it after the choice are refused."""
    inner = set().union(*(bound_names(o) for o in options))
    if scope.it in inner:
        scope.branch_it, scope.it = scope.it, None
    if (scope.player or {}).get("var") in inner:
        scope.branch_player, scope.player = True, None
    if used_names(scope.trigger_player) & inner:
        scope.trigger_player = BRANCH_THAT


def _no_crossing(options: list, nodes) -> None:
    """An option may not name what another option chose: that one is chosen only if its option is
    ("Choose one: • Exhaust target Character. • Send it to Reserve.")."""
    for i, option in enumerate(options):
        bound = bound_names(option)
        for j, other in enumerate(options):
            if j != i and bound & used_names([other]):
                node = nodes[j] if nodes is not None and j < len(nodes) else None
                raise DesignError("this option names what another option chose, which is chosen only if that "
                                  "option is: name it again in this option (\"target ...\"), or say both options "
                                  "in one sentence, where what they share is chosen first (\"VERB target ... or "
                                  "VERB it\") (6.5.b, 6.5.g)",
                                  column=node.start + 1 if isinstance(node, Node) and node.start is not None else None)


def names_at(data, keys: tuple) -> set:
    """The names written under any of ``keys`` anywhere in the steps."""
    if isinstance(data, dict):
        own = {v for k, v in data.items() if k in keys and isinstance(v, str)}
        return own.union(*(names_at(v, keys) for v in data.values()))
    if isinstance(data, list):
        return set().union(*(names_at(v, keys) for v in data))
    return set()


def bound_names(data) -> set:
    """The names the steps bind (what they choose, ``as:``)."""
    return names_at(data, ("as",))


def used_names(data) -> set:
    """The names the steps read (``var:``, ``did:``)."""
    return names_at(data, ("var", "did"))


def _each_chooses(groups: list) -> list:
    """A choice of options (6.5.g) made by whoever does them: "Each player discards a Permanent they control
    or a card in their Reserve" is each player choosing their own, not one choice for all."""
    loops = [g[0] for g in groups if len(g) == 1 and len(g[0]) == 1]
    if len(loops) == len(groups):
        (op, spec), = loops[0].items()
        same = op in ("each_player", "as_player") and all(
            list(x) == [op] and {k: v for k, v in x[op].items() if k != "do"} ==
            {k: v for k, v in spec.items() if k != "do"} for x in loops)
        if same:
            options = [x[op]["do"] for x in loops]
            return [{op: dict(spec, do=[{"modes": {"count": 1, "options": options}}])}]
    return [{"modes": {"count": 1, "options": groups}}]


def _place_or_object(first, second, said) -> None:
    """"a card from their hand or their Reserve", "a Character in my Expedition or the Expedition facing
    me": the second could be another place the first is in, or an object of its own (a whole zone, an
    Expedition): refused rather than read as one of them."""
    def place(n):
        return isinstance(n, Noun) and (n.kind == "marker" or n.kind == "objects" and n.quant == "all"
                                        and "zone" in n.filter and set(n.filter) <= {"zone", "owner"})
    placed = isinstance(first, Noun) and not place(first) and bool(
        first.origins or first.dest is not None or first.placed or {"zone", "in_marker"} & set(first.filter))
    if placed and place(second):
        column, words = second.at or said
        raise DesignError(f"'{words or 'or ...'}' could be another place the object before 'or' is in, or an object "
                          f"of its own: say the object again after 'or' ('a card from X or a card from Y')",
                          column=column)


def _either_objects(ctx, items: list) -> list:
    """"Sacrifice a Robot or a Permanent": the verb done once, on either (not a choice of two verbs, where
    one that can't be done could be chosen); objects named another way stay a choice."""
    out: list = []
    more = [None] + list(ctx.node.slots.get("more") or [])        # the words of each item after the first
    for n, (conj, item) in enumerate(items):
        if conj == "or" and item[0] == "object" and out and out[-1][1][0] != "object":
            kind, subj, pred, form = out[-1][1]
            if pred.what is not None and pred.remake is not None:
                first = ctx.language.express(pred.what, ctx)
                node = more[n] if n < len(more) else None
                said = (node.start + 1, ctx.passage.source_text(node)) if getattr(node, "start", None) is not None \
                    else (None, "")
                _place_or_object(first, item[1], said)
                union = either(first, item[1])
                if union is not None:
                    out[-1] = (out[-1][0], (kind, subj, pred.remake(union), form))
                    continue
        out.append((conj, item))
    return out


def _run_link(scope, inherited, subject, pred: Pred):
    """One verb with its subject; returns (the steps choosing the subject, the verb's steps, the subject
    for the next verb, pred)."""
    said = subject is not None        # not the subject of the verb before ("I gain 1 boost, then draw a card")
    if subject is None:
        subject = inherited if inherited is not None else Player("you")
    if not pred.again:
        scope.last_pred = pred
    if isinstance(subject, Noun) and subject.kind == "next":
        return [], _next_play(scope, subject, pred), subject, pred
    subject = player_noun(subject, tested=True)
    if isinstance(subject, Player):
        chosen, steps, following = _as_player(scope, subject, pred)
    else:
        if said and pred.actor == "player":     # "It draws a card": an object draws nothing, no player is named
            column, words = getattr(subject, "at", None) or (None, "")
            named = f"'{words}'" if words else "the subject"
            raise DesignError(f"{named} names an object, and only a player does this: say which player "
                              f"('its controller', 'you')", column=column)
        box: list = []
        chosen = collect(scope, lambda: box.append(select(subject, scope)) or [])
        saved, scope.actor = scope.actor, box[0]
        try:
            if scope.it is None and scope.each_it is None and isinstance(subject, Noun) and subject.quant == "all" \
                    and isinstance(box[0], dict):
                steps = _each_with_its(scope, box[0], pred)
            else:
                steps = collect(scope, lambda: pred.run(box[0], scope))
        finally:
            scope.actor = saved
        following = box[0]
    then = pred.then_subject
    return chosen, steps, (then if then is not None else following), pred




def _each_with_its(scope, objects, pred: Pred) -> list:
    """"Each Character you control gains 1 boost for each Character in its Expedition": when "it" in the
    verb names its subject ("its", "other"), the verb is done for each of them in turn, naming that one."""
    names = dict(scope.names)
    var = scope.fresh("each")
    scope.each_it = {"var": var}
    actor, scope.actor = scope.actor, {"var": var}     # "for each other Character": other than that one
    try:
        trial = collect(scope, lambda: pred.run({"var": var}, scope))
    finally:
        scope.each_it, scope.actor = None, actor
    if json.dumps(trial).count(json.dumps({"var": var})) > 1:      # named again than as the subject
        return [{"for_each": {"in": objects, "as": var, "do": trial}}]
    scope.names = names
    return collect(scope, lambda: pred.run(objects, scope))


def _as_player(scope, player: Player, pred: Pred):
    """Steps done by a player: yours as they are, others' inside each_player / as_player.
    Returns (the choice of the player, the steps, the player for the next verb: a target is chosen once)."""
    column, words = player.at or (None, "")
    if pred.actor == "object":         # "Target opponent gains 1 boost"
        named = f"'{words}'" if words else "the subject"
        e = DesignError(f"{named} names a player, and only an object does this: a player "
                        f"has no counters or statuses", column=column)
        e.misread = player.kind in ("chosen", "they")   # "They gain 1 boost": the reading of "they" as objects,
        raise e                                         # if refused too, says more (Language.readings)
    pre: list = []
    choose = collect(scope, lambda: pre.append(player.select(scope)) or [])
    who = pre[0]
    following = Player("chosen", who) if player.kind == "target" else player
    if who == "you":                   # you act (what you name next, "Choose a player", is named after you)
        if not scope.other_actor:
            scope.named_last = "you"
        return choose, collect(scope, lambda: pred.run("you", scope)), following
    but = _each_other_but(scope, player) if player.kind in ("each_other", "each_other_opponent") else None
    saved, scope.other_actor = scope.other_actor, True
    acting, scope.acting = scope.acting, who
    done = scope.done
    try:
        inner = yours_in_theirs(collect(scope, lambda: pred.run("you", scope)))
    finally:
        scope.other_actor, scope.acting = saved, acting
    if player.kind.startswith("each") and scope.done != done and isinstance(scope.done, str):
        scope.loop_names.add(scope.done)     # done by each player in turn: "If they do" asks of which?
    where = {} if player.where is None else {"where": player.where, "as": "p"}    # "each opponent with no ..."
    if player.kind == "each_other_opponent":      # but the one named before (_each_other_but)
        first, loop = [], {"who": "opponents", "but": but}
    elif player.kind in ("each_opponent", "each_other"):
        first, inner = _targets_first(inner, player.at)
        loop = {"who": "opponents"} if player.kind == "each_opponent" else \
            {"who": "all", "but": but} if but is not None else {"who": "others"}
    elif who == "each":
        first, inner = _targets_first(inner, player.at)
        loop = {}
    else:
        if not saved:
            scope.named_last = who
        if not saved and isinstance(who, str):     # "Your opponent draws a card. Characters they control ..."
            scope.they_each, scope.they_either = who, None
        return choose, [{"as_player": {"who": who, "do": inner}}], following
    if not saved:
        scope.named_last = EACH
    if not saved and scope.player is None:   # the players named last: "they" after it is each of them (_join_loop)
        scope.they_each, scope.they_either = {"var": LOOP_PLAYER}, None
        scope.turn_picks = bound_names(inner)
    elif not saved:                    # "Target opponent ... Each player ... They ...": which of them?
        scope.player, scope.they_each = None, None
        scope.they_either = ("'they' could name the players of 'each ...' or the player named before it (a target, "
                             "the trigger's player): say which ('that opponent', 'each of them') (7.2.4.a)")
    return choose, first + [{"each_player": {**loop, **where, "do": inner}}], following


EACH = "each"      # what Scope.named_last is after "each ...": players, no one of them


def _each_other_but(scope, player: Player):
    """The player "each other player" leaves out (1.4.5): the one named or acting last ("Target opponent draws
    two cards. Each other player draws a card": you draw one too); None: you (said alone, or after you act,
    no other player named). Where both could be meant (you acted after another player was named), players
    were ("each ..."), or the player may not have been chosen (in a branch), refused at the words."""
    named = scope.named_last
    column, words = player.at or (None, "each other player")
    if player.kind == "each_other_opponent" and named in (None, "you"):
        # you are no opponent: the opponent named last, whom "that opponent" names (a reaction's player, the
        # opponent a roll is for), never the player of "When you roll ..." (you)
        that = scope.trigger_player
        if that is None or isinstance(that, DesignError):
            raise DesignError(f"'{words}' leaves out the opponent named before it, and none is named here (or "
                              f"only in a branch): say 'each opponent', or name the opponent first "
                              f"('target opponent ...')", column=column)
        return that
    if scope.branch_player and isinstance(named, dict) and "var" in named and named != scope.player:
        raise DesignError(f"'{words}' leaves out the player named last, chosen in a branch or an option, which may "
                          f"not have been chosen: name the player again, or say 'each player'", column=column)
    if named not in (None, "you", EACH):
        return named
    if named != EACH and scope.player is None:
        return None
    if named == EACH:
        raise DesignError(f"'{words}' leaves out the player named last, and here players were ('each ...' before "
                          f"it): say 'each opponent' (all but you) or 'each player'", column=column)
    raise DesignError(f"'{words}' leaves out the player named last, and here that could be you or the player named "
                      f"before you: say 'each opponent' (all but you), 'each other opponent' (the opponents but the "
                      f"one named) or 'each player'", column=column)


def _targets_first(inner: list, at) -> tuple[list, list]:
    """The targets of a step done by each player in turn, taken out of the turns: the effect's controller
    chooses a step's targets once, before it resolves (6.5.b; only a step said "X times" or "for each" is
    chosen anew each time, 6.5.i): "Each opponent creates a ... token in target Expedition" is one Expedition
    for them all. A target among what each player names ("target card in their Reserve": "you" there is each
    of them), or one after another step of the turn, stays in the turn: one for each."""
    first: list = []
    rest = list(inner)
    while rest and "choose" in rest[0] and rest[0]["choose"].get("target") \
            and rest[0]["choose"].get("who") == {"controller_of": "self"} \
            and not contains(rest[0]["choose"].get("from"), "you") \
            and not used_names(rest[0]) - {rest[0]["choose"].get("as")}:
        first.append(rest.pop(0))
    return first, rest


def _next_play(scope, noun: Noun, pred: Pred):
    """"The next Spell you play this turn costs {1} less": an Ongoing Emblem (2.2.14)."""
    steps = collect(scope, lambda: pred.run("it", scope))
    noun, where = _played_in(noun)
    noun, frm, by = noun.being_played()
    on_play = {"what": noun.as_filter(scope, uses=("play",)), "by": by}
    if on_play["by"] == "anyone":
        del on_play["by"]
    if frm is not None:
        on_play["from"] = frm
    on_play["next"] = True
    if where is not None:
        on_play["in"] = {"marker": where}
    also = []
    for step in steps:
        if "_cost" in step:
            on_play["cost"] = step["_cost"]
        else:
            also.append(step)
    if also:
        on_play["also"] = also
    return [{"emblem": {"duration": noun.play.get("duration", "turn"), "passive": {"on_play": on_play}}}]


def _played_in(noun: Noun):
    """"The next Character you play in {V}": a terrain said of a card being played is that of the Expedition it
    is played in, tested as it is played (as "to play in ..." is): the noun without it, and those Expeditions.
    Any other place in play said of it is left for ``being_played`` to refuse."""
    where = noun.filter.get("where")
    tests = where["and"] if isinstance(where, dict) and set(where) == {"and"} else [where] if where else []
    terrain = [t for t in tests if isinstance(t, dict) and set(t) == {"in_terrain"}
               and t["in_terrain"].get("what") == "it"]
    rest = [t for t in tests if not any(t is x for x in terrain)]
    if not noun.placed or len(terrain) != 1 or "in_marker" in noun.filter or in_play_place(*rest):
        return noun, None
    noun = noun.copy()
    noun.placed = None
    if rest:
        noun.filter["where"] = rest[0] if len(rest) == 1 else {"and": rest}
    else:
        del noun.filter["where"]
    test = {"in_terrain": {"marker": {"var": "m"}, "terrain": terrain[0]["in_terrain"]["terrain"]}}
    return noun, {"markers_where": {"in": {"markers": "all"}, "as": "m", "test": test}}


@combinator("cost_of_next", mode="raw")
def _cost_of_next(ctx, arg):
    """``[noun, change]``: "reduce the cost of the next Permanent you play this Afternoon by {2}": what "The next
    Permanent you play this Afternoon costs {2} less" means (2.2.14); of anything but the next card played,
    refused."""
    noun, change = arg
    if not (isinstance(noun, Noun) and noun.kind == "next"):
        raise DesignError("'reduce the cost of' is read only of 'the next ... you play': a card's cost is paid as "
                          "it is played")
    return _next_play(ctx.scope, noun, Pred("object", lambda subject, scope: [{"_cost": {"change": change}}]))


@combinator("sentences")
def _sentences(ctx, arg):
    """``[first, rest]``: sentences in order; "Otherwise" and "If you play it from" attach to the one
    before them."""
    out: list = []
    last = out                       # where the sentence before went (an "If they don't" may go in a branch)
    first = arg[0]
    ifs = 0                          # sentences in a row just before, each ending in an "if" of its own
    said = None                      # where the X of ", where X is ..." is counted, for the sentences after it
    joined = None                    # where the sentence before went in the turns of a loop (_join_loop)
    declined: set = set()            # what the branch of an "If ... don't" just before picks
    columns = _columns(ctx, arg)
    for n, result in enumerate([ctx.ev(first)] + list(ctx.ev(arg[1]) or [])):
        unset = len(unset_reads(out))
        again = [steps for _, steps in ctx.scope.x_said if steps is result]
        if said is not None and again:
            said = "again"
        elif said is not None:
            result = _x_said_before(ctx.scope, out, said, result)
        else:
            said = next(([len(out) + next(i for i, s in enumerate(steps) if contains(s, value)), value, None]
                         for value, steps in ctx.scope.x_said if steps is result and contains(steps, value)),
                        None)
        if isinstance(result, tuple) and result[0] == "declined":
            _, asked, steps, column = result
            if joined is not None:                     # offered in each turn: asked once after them all?
                raise DesignError("'If ... don't' after a choice offered in each turn of 'each ...': it is not "
                                  "read once per player yet; say it in the sentence of the choice ('..., and if "
                                  "they don't, ...') or name the player (6.5.c)", column=column)
            last = _offered_in(out, asked, column)     # "If they don't": where they were offered it
            declined = bound_names(steps)              # what its branch picks
            last.extend(steps)
            joined = None
            ifs += 1
        elif isinstance(result, tuple):
            if result[0] == "else" and ifs > 1 and not has_key((joined[0] if joined else out)[-1]["if"], "did"):
                raise DesignError("'Otherwise' after two sentences beginning with 'If': the else of the last "
                                  "one or of all of them? (6.5.e pairs it with one condition); write the "
                                  "condition in full (\"If you don't control a Plant and ..., ...\")",
                                  column=result[2])
            if result[0] == "else" and joined is not None:     # of an "if" done in each turn: in it too
                _attach(joined[0], ("else", substitute(result[1], LOOP_PLAYER, {"var": joined[1]})))
            else:
                _attach(last if result[0] == "else" else out, result)   # "Otherwise": of the sentence before
            ifs = 0
        else:
            steps = steps_of(result)
            asks = {v for k, v in _pairs(steps[0]["if"]) if k == "did" and isinstance(v, str)} \
                if steps and isinstance(steps[0], dict) and "if" in steps[0] else set()
            if asks & declined or (joined is not None and asks):
                # "If you don't, discard a card. If you do, ...": the latest thing done is the discard's pick,
                # so "do" would ask of the wrong choice (and reverse the card); after a choice offered in each
                # turn of a loop, it would ask once for all of them
                raise DesignError("'If you do' after 'If you don't' or after a choice made in each turn of 'each "
                                  "...' is not read: say 'If you do' first, right after the choice (6.5.c)",
                                  column=_sentence_column(ctx.node, n))
            declined = set()
            joined = _join_loop(ctx.scope, out, steps) or _join_roll(out, steps, columns[n] if n < len(columns) else None)
            if joined is None:
                out.extend(steps)
            last = out
            ends_in_if = bool(steps) and "if" in steps[-1] and "then" in steps[-1] and "else" not in steps[-1]
            ifs = ifs + 1 if ends_in_if else 0
        _read_where_set(out, unset, columns[n] if n < len(columns) else None)
    if contains(out, {"var": LOOP_PLAYER}):
        raise DesignError("'they' names the players of 'each ...' before it, each in turn, but what it is said in is "
                          "not right after that step (another step, a condition or 'you may' is between them or "
                          "around the loop): say which player, or say it in the sentence right after (7.2.4.a)")
    looped: list = []
    _each_its_own(ctx.scope, out, set(), looped)
    if any(contains(out, {"var": name}) for name in looped):
        raise DesignError("'that many' after a step done to each of several objects in turn: how many in all "
                          "is not read yet")
    return out


def _columns(ctx, arg) -> list:
    """The column of each sentence of ``$sentences`` (None where it is not a slot of the phrase)."""
    def start(node):
        node = _sentence_of(node)
        return node.start + 1 if isinstance(node, Node) and node.start is not None else None
    slots = ctx.node.slots
    first = slots.get(arg[0][1:]) if isinstance(arg[0], str) and arg[0].startswith("$") else None
    rest = slots.get(arg[1][1:]) if isinstance(arg[1], str) and arg[1].startswith("$") else None
    return [start(first)] + [start(r) for r in rest or []] if isinstance(rest, list) or rest is None else [start(first)]


def _join_roll(out: list, steps: list, column=None):
    """"For each Robot you control, roll a die. On a 4+, draw a card.", "Each player rolls a die. On a 6, I gain
    2 boosts.": an outcome of a die rolled in each turn of a loop is tested in that turn, once per roll (6.5.i,
    7.3.19.b), as "they" after "each player" is (``_join_loop``); not once after the loop, of the last roll.
    So is an outcome of a die rolled in a branch ("Unless you control a Robot, roll a die. On a 4+, ..."; "You
    may roll a die. On a 6, ..."): tested in it, there being no die otherwise (6.5.c, 6.5.e). Only a test of the
    roll joins: "that many" or "it" after them is refused (``_read_where_set``). Returns the steps they went in,
    else None."""
    last = out[-1] if out else None
    op = next(iter(last)) if isinstance(last, dict) and len(last) == 1 else \
        "if" if isinstance(last, dict) and "then" in last and "else" not in last else None
    if not steps or not all("if" in s and "then" in s for s in steps):
        return None
    body = {"for_each": lambda: last[op]["do"], "each_player": lambda: last[op]["do"], "may": lambda: last[op]["do"],
            "if": lambda: last["then"]}.get(op, lambda: None)()
    if not isinstance(body, list):
        return None
    inner, rolls = bound_names(body), {s["roll"].get("as", "result") for s in body if "roll" in s}
    tested = set().union(*(used_names(s["if"]) for s in steps)) & inner
    if not tested or not tested <= rolls or used_names(steps) & inner - rolls:
        return None
    if op in ("for_each", "each_player") and \
            any(k == "choose" and isinstance(v, dict) and v.get("target") for k, v in _pairs(steps)):
        raise DesignError("a target in what is done on an outcome of a die rolled in each turn of a loop: one for "
                          "all or one in each turn is not said; say it in the sentence of the roll (6.5.b, 6.5.i)",
                          column=column)
    if op == "each_player":            # done by the effect's controller, as "they" says nothing else (1.4.7.b)
        steps = [{"as_player": {"who": {"controller_of": "self"}, "do": steps}}]
    body.extend(steps)
    return (steps[0]["as_player"]["do"] if op == "each_player" else body), \
        last[op].get("as") if op in ("for_each", "each_player") else None


# what a name read after the loop or branch that made it is, by the step that made it
_MADE = {"roll": "a die's result", "counters": "how many ('that many')", "may": "whether it was done ('If you do')"}


def _read_where_set(out: list, before: int, column):
    """A sentence reading a name where it may be unset (effects/bound.py): refused at it, saying what to write."""
    found = unset_reads(out)
    if len(found) <= before:
        return
    name, how, _ = found[before]
    made = _MADE.get(binder(out, name) or "", "what was chosen ('it')")
    raise DesignError({
        "loop": f"this sentence reads {made} of one turn of the loop before it (for each one, by each player), "
                "made anew in each turn: which turn's is not said; say it in the sentence of the loop, done in "
                "each turn, or count them all ('the number of ...') (6.5.i)",
        "branch": f"this sentence reads {made} of a step done only in a branch before it ('you may', 'if', "
                  "'unless'): when the branch is not taken there is none; say both in the branch's sentence "
                  "('If ..., roll a die and draw that many cards') (6.5.c, 6.5.e)",
        "tested": "this sentence tests what each player chose in turn before it ('Each player ...') as if it were "
                  "one: which one is not said; test it in each turn, in the sentence of the choice (6.5.i)",
        "declined": DECLINED.format(made=made, fix="choose it first, outside the offer ('Choose target "
                                    "Character. You may exhaust it. If you don't, it ...')"),
    }[how], column=column)


# a name bound only in a "you may" read where it was declined: never chosen there (bound.py)
DECLINED = ("this sentence reads {made} in 'you may ...' before it, done only when the offer is declined, when "
            "nothing was chosen (the step and its choices are skipped, 6.5.b, 6.5.c): {fix}")


def _sentence_column(node, i):
    """The column of an effect's sentence ``i`` (its words, past the ". " before it), else None (the effect's)."""
    slots = getattr(node, "slots", {})
    rest = slots.get("rest") if isinstance(slots.get("rest"), list) else []
    said = slots.get("first") if i == 0 else rest[i - 1] if i <= len(rest) else None
    said = getattr(said, "slots", {}).get("s", said) if i else said
    start = getattr(said, "start", None)
    return start + 1 if start is not None else None


def _each_its_own(scope, data, several: set, looped: list):
    """"Up to two target Characters each lose all its boosts", "... each gain X boosts, where X is the number
    of Characters in its Expedition": a step done to several chosen objects whose amount names them is done
    to each in turn, its amount counted for that one (6.5.i), not once for all of them. In place: a step
    "it" names later is bound to its name when "it" is read (Scope.introduce)."""
    if isinstance(data, list):
        for i, step in enumerate(data):
            chose = isinstance(step, dict) and step.get("choose")
            if chose and chose.get("as") and chose.get("count", 1) != 1:
                several.add(chose["as"])
            data[i] = _each_its_own(scope, step, several, looped)
        return data
    if not isinstance(data, dict):
        return data
    if len(data) == 1:
        [(op, arg)] = data.items()
        what = arg.get("what") if isinstance(arg, dict) else None
        name = what.get("var") if isinstance(what, dict) and set(what) == {"var"} else None
        if name in several and contains({k: v for k, v in arg.items() if k != "what"}, what):
            one = scope.fresh("each")
            looped.extend([arg["as"]] if "as" in arg else [])
            return {"for_each": {"in": what, "as": one, "do": [substitute(data, name, {"var": one})]}}
    for k, v in data.items():
        data[k] = _each_its_own(scope, v, several, looped)
    return data


def _x_said_before(scope, out, said, result):
    """X in a sentence after the one that says ", where X is ..." is the same number (a card means one X):
    counted once, as the step that first uses it begins, and kept in a name the later sentences read. An X
    said in a condition's branch or a loop is not carried out of it, so an X after it is refused as unbound."""
    if not contains(result, {"var": "X"}):
        return result
    if said == "again":
        raise DesignError("X is said twice (', where X is ...' in two sentences): which one is this X? Name "
                          "each number where it is used")
    if said[2] is None:
        said[2] = scope.fresh("x")
        out.insert(said[0], {"set": {"var": said[2], "value": said[1]}})
    return substitute(result, "X", {"var": said[2]})


def _offered_in(steps: list, name: str, column: int) -> list:
    """The steps after which "If they don't" asks of the offer ``name`` (a "may"): ``steps``, or, when the
    offer is in a branch of the last one (of a condition: "If you do, target opponent may ..."), that
    branch, in depth: a player never offered the choice did not decline it (6.5.c, 6.2.e). An offer in a
    branch of a step before the last: refused (the steps after the branch happen whether or not it ran)."""
    last = steps[-1] if steps else None
    if isinstance(last, dict) and "if" in last:
        for key in ("then", "else"):
            if isinstance(last.get(key), list) and _offers(last[key], name, deep=True):
                return _offered_in(last[key], name, column)
    if _offers(steps, name, deep=True) and not _offers(steps, name, deep=False):
        raise DesignError("'If ... don't' asks of a choice offered in a branch ('If ..., ... may ...') before "
                          "the sentence just before it: say it right after that choice", column=column)
    return steps


def _offers(data, name: str, deep: bool) -> bool:
    """Whether ``data`` offers the "may" named ``name``; not ``deep``: not in a condition's branch."""
    if isinstance(data, list):
        return any(_offers(x, name, deep) for x in data)
    if not isinstance(data, dict):
        return False
    if isinstance(data.get("may"), dict) and data["may"].get("as") == name:
        return True
    skip = () if deep or "if" not in data else ("then", "else")
    return any(_offers(v, name, deep) for k, v in data.items() if k not in skip)


def _attach(out, result):
    kind = result[0]
    if kind == "else":               # "Otherwise" (6.5.e): the else of the "if" or "you may" just before
        last = out[-1] if out else {}
        if "if" in last and "then" in last and "else" not in last:
            last["else"] = result[1]
            _of_what_was_taken(out)
        elif "may" in last:          # "You may X. Otherwise, Y": Y if you didn't
            out.append({"if": {"not": {"var": last["may"]["as"]}}, "then": result[1]})
        else:
            raise DesignError("'Otherwise' needs an 'if' or a 'you may' in the sentence before it (6.5.e)")
    elif kind == "played_from":
        _, zone, steps = result
        for step in reversed(out):
            if "emblem" in step:
                step["emblem"]["passive"]["on_play"].setdefault("also", []).append(
                    {"if": {"played_from": zone}, "then": steps})
                return
        out.append({"if": {"played_from": zone}, "then": steps})


def _of_what_was_taken(out):
    """"You may discard a card. If it's a Spell, ... Otherwise, ...": the condition asks of what the offer
    chose, so its Otherwise is of that card not being one, not of the offer declined (nothing discarded):
    the condition and its else are done only if the offer was taken (6.5.c, 6.5.e)."""
    step = out[-1]
    asked = used_names(step["if"])
    for before in reversed(out[:-1]):
        may = before.get("may") if isinstance(before, dict) else None
        if may and may.get("as") and asked & bound_names(may["do"]):
            out[-1] = {"if": {"var": may["as"]}, "then": [step]}
            return


@combinator("otherwise", mode="data")
def _otherwise(ctx, steps):
    """"Otherwise, ...": the else of the "if" before it (6.5.e), with where it is written."""
    return ("else", steps, ctx.node.start + 1)


@combinator("if_played_from", mode="raw")
def _if_played_from(ctx, arg):
    """``[place, steps]``: "If you play it from your hand, ...", about the card played."""
    place, steps = arg
    return ("played_from", place.zone, steps)


@combinator("branch")
def _branch(ctx, t):
    """The steps of a branch: of a condition (6.5.d), "Otherwise" (6.5.e), a die's outcome (7.3.19.b)."""
    saved = _entering(ctx.scope)
    steps = ctx.ev(t)
    _leaving(ctx.scope, saved)
    return steps


def _entering(scope):
    return scope.it, scope.player, scope.trigger_player


def _leaving(scope, saved, kept=()):
    """What a branch chose ("target Character", "target opponent") may not have been chosen: after it,
    "it", "they" and "that opponent" naming it are refused (what they named before the branch is not the
    nearest any more); a condition said of an Expedition is still "it" ("If my Expedition is ahead, ... If
    it's behind")."""
    it, player, named = saved
    if scope.it != it and scope.it not in kept:
        scope.branch_it, scope.it = scope.it, None
    if scope.player != player and (scope.player or {}).get("var") not in kept:
        scope.branch_player, scope.player = True, None
    if scope.trigger_player != named and not used_names(scope.trigger_player) <= set(kept):
        scope.trigger_player = BRANCH_THAT


@combinator("unless_after")
def _unless_after(ctx, arg):
    """``[chain, condition]``: "Target Character gains [[Asleep]] unless it's in {V}" (6.5.d). The chain is
    read first, as it is written; when the test names what its first choices chose, they are made
    before it."""
    saved = _entering(ctx.scope)
    steps = ctx.ev(arg[0])
    if has_key(steps, "emblem"):       # "can't move forward this Day unless it's ahead": tested when?
        raise DesignError("'unless' after a lasting effect: whether it is tested once or all along is not "
                          "read yet")
    cond = ctx.ev(arg[1])
    named = json.dumps(cond)
    chosen = 0
    while chosen < len(steps) - 1 and "choose" in steps[chosen]:
        chosen += 1
    if not any(json.dumps({"var": s["choose"].get("as")}) in named for s in steps[:chosen]):
        chosen = 0
    _leaving(ctx.scope, saved, kept=[s["choose"].get("as") for s in steps[:chosen]])
    return steps[:chosen] + [{"if": {"not": cond}, "then": steps[chosen:]}]


@combinator("where_x")
def _where_x(ctx, arg):
    """``[data, $value]``: X in the data replaced by the value (", where X is ..."). The value is read as
    the sentence says it, so in the steps another player does ("Each opponent sacrifices ..., where X is
    the number of Robots you control") "you" is still the ability's controller."""
    data, name = ctx.ev(arg[0]), arg[1][1:]
    box: list = []
    chosen = collect(ctx.scope, lambda: box.append(ctx.ev(arg[1])) or [])   # "in target opponent's Reserve"
    value = box[0]
    if value is None:
        return data
    if chosen:
        if not isinstance(data, list) or _done_by_others(data):
            raise DesignError("X chosen here is not read yet")
        out = chosen + substitute(data, "X", value)
        ctx.scope.x_said.append((value, out))
        return out
    if not _done_by_others(data):
        out = substitute(data, "X", value)
        ctx.scope.x_said.append((value, out))
        return out
    saved, ctx.scope.other_actor = ctx.scope.other_actor, True
    try:
        theirs = collect(ctx.scope, lambda: [ctx.as_data(ctx.language.express(ctx.node.slots[name], ctx))])
        theirs = yours_in_theirs(theirs)
    finally:
        ctx.scope.other_actor = saved
    if len(theirs) != 1:
        raise DesignError("X chosen in the steps another player does is not read yet")
    return _substitute_by_actor(data, value, theirs[0])


def _done_by_others(data) -> bool:
    return has_key(data, "each_player") or has_key(data, "as_player")


def has_key(data, key: str) -> bool:
    """Whether a mapping in ``data`` has ``key`` (a step of that kind, at any depth)."""
    if isinstance(data, dict):
        return key in data or any(has_key(v, key) for v in data.values())
    return isinstance(data, list) and any(has_key(v, key) for v in data)


def _substitute_by_actor(data, value, theirs):
    if isinstance(data, dict):
        if set(data) & {"each_player", "as_player"}:
            return substitute(data, "X", theirs)
        return {k: _substitute_by_actor(v, value, theirs) for k, v in data.items()}
    if isinstance(data, list):
        return [_substitute_by_actor(v, value, theirs) for v in data]
    return substitute(data, "X", value)


@combinator("choose_modes", mode="data")
def _choose_modes(ctx, arg):
    """Choose N: • ... • ... (6.5.g), with what its riders add."""
    _no_crossing(arg["options"], ctx.node.slots.get("modes"))
    _out_of_reach(ctx.scope, arg["options"])
    spec = {"count": arg["count"], "options": arg["options"]}
    for rider in arg.get("riders") or []:
        if rider.get("more") == "both":
            rider = dict(rider, more=len(arg["options"]))
        spec.update(rider)
    return [{"modes": spec}]


# -- abilities --------------------------------------------------------------------------------------
@combinator("quick")
def _quick(ctx, arg):
    """A quick action (7.1.4): its costs, its effect, and the sentences after it."""
    scope = ctx.scope
    scope.cost = True
    try:
        costs = []
        for c in ctx.ev(arg["cost"]) or []:
            costs.extend(steps_of(c))
    finally:
        scope.cost = False
    out = {"cost": costs, "effect": ctx.ev(arg["effect"])}
    for rider in ctx.ev(arg["riders"]) or []:
        if "cost" in rider:
            costs.append(rider["cost"])
        else:
            out["if"] = rider["if"]
    return {"quick": out}


@combinator("add_if", mode="data")
def _add_if(ctx, arg):
    """``[condition, passive]``: the passive, working only while the condition holds (read first: what it
    names is "it" in the passive)."""
    cond, data = arg
    op = next(iter(data))
    out = dict(data)
    out[op] = dict(data[op], **{"if": cond})
    return out


@combinator("support_marked", mode="data")
def _support_marked(ctx, abilities):
    """{I}: the support ability after it is a Reaction or a passive, never a quick action (v5.0 7.1.5.a).
    It is a support ability wherever it is printed, a main text too: it works from Reserve only (2.2.12.i)."""
    abilities = abilities if isinstance(abilities, list) else [abilities]
    for a in abilities:
        if "reaction" not in a and "passive" not in a:
            kind = "a quick action" if "quick" in a else "an effect" if "effect" in a else "a keyword"
            raise DesignError(f"{{I}} marks a Reaction or a passive support ability, not {kind}")
        said = getattr(ctx.node.slots.get("a"), "slots", {}).get("c")     # at the condition's words
        at = getattr(said, "start", None)
        at = ctx.node.start if at is None else at
        never_as_support(a, ctx.language.vocabulary.get("meanings", {}).get("exhausted_status"),
                         column=None if at is None else at + 1)
    return [dict(a, support=True) for a in abilities]


def never_as_support(ability: dict, exhausted, column=None) -> None:
    """A passive support ability works only while I am ready in Reserve (2.2.11.j; v5.0 2.2.12.j, 2.4.7.e): one
    working only "if I'm exhausted" never works, refused. (A Reaction's condition is tested as it resolves, when I
    may have been exhausted since it triggered: read.)"""
    mine = {"has_status": {"what": "self", "status": exhausted}}

    def never(cond) -> bool:
        return cond == mine or isinstance(cond, dict) and isinstance(cond.get("and"), list) \
            and any(never(c) for c in cond["and"])

    def conditions(data):
        if isinstance(data, dict):
            for k, v in data.items():
                if k == "if":
                    yield v
                yield from conditions(v)
        elif isinstance(data, list):
            for v in data:
                yield from conditions(v)
    if exhausted and "passive" in ability and any(never(c) for c in conditions(ability["passive"])):
        raise DesignError(f"a support ability works only while I am ready (2.2.11.j, 2.4.6.e): one "
                          f"that works only if I am [[{exhausted}]] never works; say what it does while I am ready",
                          column=column)


@combinator("quoted")
def _quoted(ctx, arg):
    """An ability in quotation marks: its own abilities, with their text."""
    node = ctx.node.slots[arg[1:]]
    abilities = ctx.ev(arg)
    abilities = abilities if isinstance(abilities, list) else [abilities]
    text = ctx.passage.source_text(node)
    return [dict(a, text=text) for a in abilities]


PER_PLAYER = ("'If ... do' after what is done in turn (by each player, for each one): asked of each of them is not "
              "read yet")


def _not_per_player(ctx, done):
    if isinstance(done, str) and done in ctx.scope.loop_names:
        raise DesignError(PER_PLAYER)


@combinator("cant", mode="data")
def _cant(ctx, done):
    """"If you can't" (6.5.f): the action named before was not done. After "you may", not doing it may be
    a choice: refused ("If you don't" says that)."""
    _not_per_player(ctx, done)
    if isinstance(done, str) and done in ctx.scope.may_names:
        raise DesignError("'If you can't' after 'you may': not doing it may be a choice, say 'If you don't'")
    return {"not": _did(ctx, done)}


@combinator("did", mode="data")
def _did(ctx, done):
    """"If you do" (6.5.f): the action named before was done; several chosen in one sentence: all of them;
    a choice of actions: the one chosen."""
    _not_per_player(ctx, done)
    if done is None or done == []:     # "If you control ..., ... If you don't, ...": nothing was done or offered
        raise DesignError("'If ... do' / 'If ... don't' asks whether an action before it was done, and there is "
                          "none (a condition is not an action): after 'If ..., ...' say 'Otherwise, ...' (6.5.e)",
                          column=ctx.node.start + 1 if ctx.node.start is not None else None)
    if done == "it" and ctx.scope.last_pred is None:   # "{H} If you do, ...": no verb read before it
        raise DesignError("'If ... do' asks whether the action before it was done, and no action is said before "
                          "it: say the action first ('You may discard a card. If you do, ...') (6.5.f)",
                          column=ctx.node.start + 1 if ctx.node.start is not None else None)
    if done == "it" and ctx.scope.they_each == {"var": LOOP_PLAYER}:   # "Each player draws a card. If they do"
        raise DesignError(PER_PLAYER)
    if done == "it":       # "Double my boosts. If you do": the action keeps nothing of what it did
        raise DesignError("'If ... do' asks whether the action before it was done (6.5.f), and that action keeps "
                          "no trace of it (it chooses, moves and counts nothing, or is done in turn): refused rather "
                          "than read as always done; offer it ('You may ... If you do, ...') or say what must hold "
                          "('If ..., ...')", column=ctx.node.start + 1 if ctx.node.start is not None else None)
    for name in done if isinstance(done, list) else done["any"] if isinstance(done, dict) else [done]:
        _tell_done(ctx.scope, name)
    return _happened(done)         # several: all of them; one of a choice's options: the one done


@combinator("offered_to", mode="data")
def _offered_to(ctx, arg):
    """``[done, who]``: what "If you do" / "If they do" asks of, the action named before, when it was a choice
    ("may") offered to the player named: another's is refused ("You may discard a card. If they do, ...")."""
    done, who = arg
    actor = ctx.scope.may_actors.get(done) if isinstance(done, str) else None
    if actor is not None and actor != who:
        other = "they" if who == "you" else "you"
        raise DesignError(f"'If {who} do' asks of the choice just before it, which was offered to "
                          f"{'another player' if actor == 'they' else 'you'}: say 'If {other} do'",
                          column=ctx.node.start + 1)
    return done


@combinator("declined")
def _declined(ctx, arg):
    """``[who, steps]``: "If you don't, ..." / "If they don't, ..." (6.5.c, 6.5.f, 6.2.e): the steps when the
    player named chose not to do what they were offered. Asked of the pair of the "If you do" before it,
    when the same player was offered it ("You may draw a card. If you do, discard a card. If you don't,
    ..."), else of the last "may" offered to that player ("If you do, target opponent may discard a card. If
    they don't, ..."); a player never offered it did not decline it: the steps go where the offer is, inside
    its condition (attached by ``_sentences``)."""
    who, then_t = arg
    scope = ctx.scope
    done = scope.done
    pair = scope.answered
    asked = pair[0] if isinstance(pair, list) and len(pair) == 2 and pair[1] == done else done
    actors = scope.may_actors
    if isinstance(asked, str) and asked in actors:
        latest = next((n for n in reversed(actors) if actors[n] == who), None)
        if latest is None:
            offered, other = ("another player", "you") if who == "they" else ("you", "they")
            raise DesignError(f"'If {who} don't' asks of a choice ('... may ...') offered to {offered} before "
                              f"it, and there is none: say 'If {other} don't'", column=ctx.node.start + 1)
        if actors[asked] == who and latest != asked:
            raise DesignError(f"'If {who} don't' after 'If ... do, {who} may ...': of the first choice or of "
                              f"the second? To ask of the first, say 'If {who} don't, ...' before 'If {who} do, "
                              "...'", column=ctx.node.start + 1)
        asked = latest
    cond = {"not": _did(ctx, asked)}
    return ("declined", asked, [{"if": cond, "then": ctx.ev(then_t)}], ctx.node.start + 1)


@combinator("colon_branch")
def _colon_branch(ctx, arg):
    """``[first, rest]``: the sentences after "If X:" (the unique cards' form, 6.5.d), every one conditional up to
    another "If Y:", which this reading refuses so that the reading with the two conditions side by side is
    the one kept ("If you control a Plant: I gain 1 boost. If you control a Landmark: Draw a card."). Another
    "If Y:" is a sentence beginning with a condition followed by the mark this phrase reads after its own (the
    phrasebook's words, not Python's)."""
    mark = _after_condition(ctx.passage, ctx.node)
    for node in ctx.node.slots.get(arg[1][1:]) or []:
        if mark is not None and _after_condition(ctx.passage, _sentence_of(node)) == mark:
            raise DesignError("a second 'If ...:' after an 'If ...:': whether it is inside the first condition or "
                              "beside it is not said; write it as an ability of its own, or 'If ..., ...' with a "
                              "comma inside the first", column=(node.start + 1) if node.start is not None else None)
    return ctx.ev({"$branch": {"$sentences": arg}})


def _sentence_of(node):
    """The sentence a "next sentence" node reads (". If Y: ..." -> "If Y: ...")."""
    while isinstance(node, Node) and node.phrase.category == "next_sentence":
        node = next((v for v in node.slots.values() if isinstance(v, Node)), None)
    return node


def _after_condition(passage, node):
    """The word printed right after the condition a phrase begins with ("If X: ..." -> ':'), else None."""
    if not isinstance(node, Node) or node.start is None:
        return None
    slots = [v for v in node.slots.values() if isinstance(v, Node) and v.start is not None]
    first = min(slots, key=lambda v: v.start, default=None)
    if first is None or first.phrase.category != "condition" or first.end is None:
        return None
    after = passage.source_text(Node(node.phrase, {}, {}, first.end, node.end)).split()
    return after[0] if after else None
