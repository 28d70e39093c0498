"""Chains of verbs and their subjects: a verb with its subject ("link"), verbs joined by commas, "and",
"then" or "or" ("chain", ``_Links``), "you may" and "... to ..." (an option, a cost paid inside an effect)."""
from __future__ import annotations

import copy
import json

from ...loading.errors import DesignError, Misread, NotAReading
from ..ante import that_many
from ..discourse import join_picks
from ..meaning import Node, verb_form
from ..nouns import LOOP_PLAYER, Noun, Player, Pred, collect, contains, note_sources, select, substitute
from .abilities import after_paid
from .core import combinator, in_scope, steps_of
from .choices import choice_of, either_objects
from .places_or_objects import not_gone_hidden, of_its_kind, of_me_where, of_objects
from .subjects import run_link
from .trace import after_step, note_actor
from .walkers import bound_names, pairs_in, used_names


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


@combinator("may")
def _may(ctx, arg):
    """``[chain, then]``: "you may X (to Y)" (6.5.c): X if the player wants; Y if they did. Offered to another
    player, X's targets are chosen first, by the effect's controller (``_controllers_targets``)."""
    chain_t, then_t = arg
    _no_new_subject(ctx)
    if not (isinstance(ctx.node, Node) and ctx.node.slots.get("then") is not None):
        _no_to_of_one_part(ctx)

    def build(s, scope):
        name = scope.fresh("done")
        before = scope.done
        paying = isinstance(ctx.node, Node) and ctx.node.slots.get("then") is not None     # "... to ..."
        tracing, scope.tracing = scope.tracing, "cost" if paying else "offer"    # (trace.after_step)
        try:
            steps = in_scope(ctx, scope).ev(chain_t)
        finally:
            scope.tracing = tracing
        scope.unsure(steps)        # done only if the player wants
        kept = None if scope.done == before else scope.done    # what the action keeps of what it did
        if isinstance(kept, str) and kept in scope.moved_me:   # "You may send me to Reserve. If you do":
            kept = None              # whether it was accepted, as before a move of me was asked of (Scope.moved_me)
        actions = ctx.language.vocabulary.get("oracle", {}).get("actions", {})
        costs = as_costs(steps, actions=actions) if paying else None
        if costs is not None and scope.other_actor and "'target': True" in str(costs):
            costs = None       # "Target opponent may ...": the controller's targets are chosen first, as steps
        hoisted: list = []
        if paying and costs is None and scope.other_actor:     # "Target opponent may remove 2 boosts from
            hoisted, rest = _targets_chosen_first(steps)         # target Character to ...": the controller's
            costs = as_costs(rest, {s["choose"]["as"]: s["choose"]["count"] for s in hoisted},
                             actions) if hoisted else None
            hoisted = hoisted if costs is not None else []       # target first (6.5.b), the cost on it
        if paying and costs is None:
            _no_part_paid_from_several(ctx, chain_t, steps)
            _no_cost_paid_in_part(ctx, chain_t, steps)
        plain = steps
        if costs is not None:      # "You may pay {1} and sacrifice a Character to ...": one cost, paid whole
            steps, kept = [{"pay_costs": costs}], None                 # paid is done (6.5.f)
        first = hoisted + (_controllers_targets(steps) if scope.other_actor else [])
        out = first + [{"may": {"do": steps[len(first) - len(hoisted):], "as": name}}]
        may = out[-1]["may"]
        if paying and costs is None:   # "You may exhaust target Character to ...": a target that can (1.2.5.c)
            choose_able(may["do"], actions, targets=True)
        if kept is not None:       # "If you do" (or "to ...") asks whether it happened, not only whether accepted
            scope.may_kept[name] = (may, kept)
        if costs is not None and costs.get("as") and scope.counted is None and not scope.amount:
            scope.counted = {"count": {"var": costs["as"]}}    # "sacrifice two Characters and pay {1} to draw
        paid_counted = scope.counted       # what the cost counted, before "to" (counted_after_to)
        then = in_scope(ctx, scope).ev(then_t) if then_t is not None else None
        if costs is not None:
            counted = bound_names(plain) - _kept_by(costs) - bound_names(hoisted)
            for step in plain:         # "... and remove 2 boosts from me to draw that many cards": paid in full,
                arg = step.get("counters") if isinstance(step, dict) else None     # that many is 2 (1.2.5.c)
                if isinstance(arg, dict) and arg.get("as") in counted and then is not None:
                    then = substitute(then, arg["as"], arg["remove"] * _chosen_count(plain, arg.get("what")))
            _forget_counted(scope, counted)
        if then is not None:       # "Each opponent may discard a card to create a token in target Expedition"
            later = _controllers_targets(then, bound_names(steps) | {name}) if scope.other_actor else []
            out[len(first):len(first)] = later
            out.append({"if": {"var": name}, "then": then[len(later):]})
            tell_done(scope, name)
            scope.link_counted = (counted_after_to(paid_counted, scope.counted),)
        scope.done = name
        scope.may_names.add(name)
        scope.may_actors[name] = "they" if scope.other_actor else "you"
        scope.may_depth[name] = scope.conditions
        return out
    return Pred("player", build, again=True)


def counted_after_to(paid, then):
    """What "that many" after "You may X to Y." (or "X to Y.") counts, in a sentence after it: ``then``, what Y
    counted (the step just before it, 6.5.f), where the cost X counted nothing (``paid`` None: "You may pay {1} to
    discard up to two cards. Draw that many cards.") or the same; else refused there: X counted too ("You may
    discard a card from your Reserve to draw two cards. I gain that many boosts.": the card discarded, or the two
    drawn?), so it could name the step just before it or the cost before that (issue 31, audit F3 class A; as
    s47 decided of "If you do, draw two cards. I gain that many boosts."). Inside Y, "that many" names the cost's
    count as before ("You may discard any number of cards from your Reserve to draw that many cards.")."""
    if paid is None or then == paid or isinstance(then, DesignError):
        return then
    what = "counts nothing" if then is None else "counts what it did"
    return DesignError(f"'that many' after '<cost> to <effect>' (or '... this way') names the step just before it, "
                       f"the effect after 'to', which {what} here, and the cost before 'to' counted too, which it "
                       "could mean as well (6.5.f): refused rather than read as either; count the cost inside the "
                       "'to' clause ('You may discard up to two cards to draw that many cards.'), or say the number "
                       "('I gain 2 boosts.')")


def _no_part_paid_from_several(ctx, chain_t, steps: list) -> None:
    """"You may remove two boosts from Characters you control to ...": what pays for "to ..." is paid whole or
    not at all (1.2.5.c, 6.4.c), but no declared cost removes counters from several objects (two from each of
    them, or two in all?), and as a step each loses what it has and the rest is done (6.5.f): paid in part.
    Refused at its words (audit C, class A); from me it is the cost ``spend``, from one chosen the cost ``remove``
    (``as_costs``)."""
    for step in steps:
        may = step.get("may") if isinstance(step, dict) and len(step) == 1 else None
        if isinstance(may, dict):          # "(you may remove ...) to ...": the imperative "to" around the offer
            _no_part_paid_from_several(ctx, chain_t, may.get("do") or [])
        arg = step.get("counters") if isinstance(step, dict) and len(step) == 1 else None
        if isinstance(arg, dict) and arg.get("all") and _chosen_count(steps, arg.get("what")) > 1:
            node = ctx.node.slots.get(chain_t.lstrip("$")) if isinstance(chain_t, str) else chain_t   # "You may
            start = getattr(node, "start", None)     # remove all boosts from two Characters to ...": as steps, one
            words = ctx.passage.source_text(node) if start is not None else "this cost"    # chosen loses them
            raise DesignError(f"'{words}' pays for what follows 'to', and a cost is paid whole or not at all "
                              "(1.2.5.c, 6.4.c), but no cost removes all counters from several cards (as steps, "
                              "fewer cards lose them and nothing is given: paid in part)",
                              column=None if start is None else start + 1)
        if not isinstance(arg, dict) or "remove" not in arg or arg.get("up_to") or arg.get("all"):
            continue
        what = arg.get("what")
        if isinstance(what, dict) and "var" not in what and what.get("count") != 1:
            node = ctx.node.slots.get(chain_t.lstrip("$")) if isinstance(chain_t, str) else chain_t
            start = getattr(node, "start", None)
            words = ctx.passage.source_text(node) if start is not None else "this cost"
            raise DesignError(f"'{words}' pays for what follows 'to', and a cost is paid whole or not at all (1.2.5.c, "
                              "6.4.c), but no cost removes counters from several cards (so many from each, or in "
                              f"all?): say '... {words}. If you do, ...' (6.5.f), or remove them from one card",
                              column=None if start is None else start + 1)


def _no_order_paid_in_part(ctx, cost_t, steps: list) -> None:
    """"Remove 1 boost from two Characters you control to draw a card.", "Sacrifice two Characters to ...": what
    pays for "to ..." is paid whole or not at all (1.2.5.c, 6.4.c), but said as an order it is read as steps, and
    steps are done as far as they can be (6.5.f): one Character lost its boost, or was sacrificed, and the rest
    followed (audit Z2, class C). Where its steps are a cost the engine declares (``as_costs``: offered whole after
    "you may"), refused at its words, saying to write that offer or "If you do" (which asks whether it was done
    whole); one part a step tells whole ("Discard a card to ...") still reads, not one changing a chosen object's
    status ("Exhaust a card in your Reserve to ...": one already exhausted would pay it, 7.3.13.b; audit H2 class A)."""
    if as_costs(steps, actions=ctx.language.vocabulary.get("oracle", {}).get("actions", {})) is None:
        return
    node = ctx.node.slots.get(cost_t.lstrip("$")) if isinstance(cost_t, str) else cost_t
    start = getattr(node, "start", None)
    words = ctx.passage.source_text(node) if start is not None else "this cost"
    raise DesignError(f"'{words}' pays for what follows 'to', and a cost is paid whole or not at all (1.2.5.c, "
                      "6.4.c), but said as an order it would be done in part when it can't be whole: say 'You may "
                      f"{words[:1].lower()}{words[1:]} to ...' (offered only if it can be paid whole), or '{words}. "
                      "If you do, ...' (6.5.f)", column=None if start is None else start + 1)


def as_costs(steps: list, given: dict | None = None, actions: dict | None = None):
    """The parts of "You may <A> and <B> to ..." as the costs a quick action's cost is read as
    (abilities/costs.py): paid as one step (v5.0 6.1.d), in full or not at all (1.2.5.c, 6.4.c), so offered
    only if every part can be paid: ``{costs, as}``, ``as`` naming what the one part choosing as it is paid
    ("sacrifice a Character") acted on; where several parts choose ("remove 2 boosts from target Character and
    sacrifice a Character"), each part names its own (its ``as``). None when it is one other part (its step tells
    whether it can be done, as it always did), or a part is not a declared cost (``_no_cost_paid_in_part``
    refuses it where it pays for "to ..."): a choice and the action on what it chose are one part, a target
    chosen as the cost is paid (6.5.b, 7.4.7). One part removing my counters ("You may remove 2 boosts from me
    to ...") is a cost too: as a step it removes what there is (1 of 2) and is done (6.5.f); as the cost it is,
    2 or not at all (1.2.5.c). So is one part choosing several objects ("sacrifice two Characters", "return two
    cards from your Reserve to your hand": a move, the cost ``move``): as steps, one was chosen and acted on when
    two could not be (audit C, class A). ``given``: names chosen before the offer (the controller's targets of
    another player's offer, 6.5.b) and how many, that a part acts on ("Target opponent may remove 2 boosts from
    target Character to ..."). ``actions``: the keyword actions (keywords.yaml); one part changing a chosen
    object's status ("exhaust a card in your Reserve", "ready a Character you control", "have a Character you
    control gain [[Asleep]]", each said with one object) is a cost even alone: as steps, the player could choose
    one already in that state, "exhaust" it and be done (6.5.f), but an exhausted object can't be exhausted
    (7.3.13.b), one not exhausted can't be readied (7.3.18.b), nor can an object gain a status it has: paid
    only with one that can take it, else not offered (1.2.5.c; issue 31, audit H2 class A)."""
    if not steps:
        return None
    given = given or {}
    out, i, chosen = [], 0, []
    counted = {s["counters"]["as"] for s in steps if isinstance(s, dict) and isinstance(s.get("counters"), dict)
               and s["counters"].get("what") == "self" and "as" in s["counters"]}
    several = bool(counted)            # a part that is a cost even alone (a step would do it in part)
    while i < len(steps):
        step, after = steps[i], steps[i + 1] if i + 1 < len(steps) else {}
        choose = step.get("choose") if isinstance(step, dict) and len(step) == 1 else None
        if isinstance(choose, dict) and set(choose) <= {"who", "from", "count", "as", "target"} \
                and choose.get("who", "you") == "you" and isinstance(choose.get("count"), int) \
                and isinstance(choose.get("from"), dict) and "count" not in choose["from"] \
                and _on_chosen(after, choose["as"]):
            if choose["as"] in used_names(steps[i + 2:]):
                return None
            out.append(_part_on(after, choose["from"], choose["count"], bool(choose.get("target")), choose["as"]))
            counted |= _counted_by(after)
            chosen.append(choose["as"])
            several = several or choose["count"] > 1 or "name" in after.get("counters", {}) \
                or not choose.get("target") and _changes_status(after, actions or {})   # (of any kinds: its
            i += 2      # choice asks for that many, one part alone is whole as a step; a status it may have,
            #             7.3.13.b, 7.3.18.b: not a target, chosen as before, maybe before the offer, 6.5.b)
            continue
        on = _acts_on(step)
        if on is not None and on in given and _on_chosen(step, on):     # on the controller's target (6.5.b)
            out.append(_part_on(step, {"var": on}, given[on], False, None))
            counted |= _counted_by(step)
            several = several or "name" in step.get("counters", {})
            i += 1
            continue
        part = _cost_part(step)
        if part is None:
            return None
        out.append(part)
        i += 1
    if len(out) < 2 and not several or bound_names(steps) - counted - set(chosen):
        return None                    # one part; a part keeps a name something may read
    if len(chosen) > 1:                # each part choosing names what it acted on
        return {"costs": _together(out)}
    for part in out:
        part.pop("as", None)           # (beside its operator: "do")
        for arg in part.values():
            if isinstance(arg, dict):
                arg.pop("as", None)
    return dict({"costs": _together(out)}, **({"as": chosen[0]} if chosen else {}))


def _changes_status(step: dict, actions: dict) -> bool:
    """Whether ``step`` gains or loses a status, itself or as a keyword action whose declared effect is one such
    step ([Exhaust], [Ready]): impossible on an object that already has (or lacks) it (7.3.13.b, 7.3.18.b)."""
    if "gain" in step or "lose" in step:
        return True
    action = step.get("do")
    name = next(iter(action)) if isinstance(action, dict) and len(action) == 1 else None
    effect = (actions.get(name) or {}).get("effect") if isinstance(name, str) else None
    return isinstance(effect, list) and len(effect) == 1 and isinstance(effect[0], dict) \
        and len(effect[0]) == 1 and next(iter(effect[0])) in ("gain", "lose")


def choose_able(steps, actions: dict, targets: bool = False) -> None:
    """In place: a choice whose objects the step right after it changes the status of, alone ("Exhaust a card in
    your Reserve", "Ready two cards in your Reserve", "have a Character you control gain [[Asleep]]"; ``as_costs``'s
    test ``_changes_status``), offers only the objects that step can change (``choose`` ``able``: the step's own
    ``can_pay``, as the cost "You may exhaust a card in your Reserve to ..." chooses). 6.1.g: an impossible option
    can't be chosen; an exhausted object can't be exhausted (7.3.13.b), one not exhausted can't be readied
    (7.3.18.b), nor can an object gain a status it has (2.4.1.f). So with none, "If you can't" holds and "If you
    do" doesn't; "that many" counts what changed (issue 31, audit H3 classes B1, B2). A target keeps every
    candidate (2.4.1.f's remark: "may target a Character which is already Asleep"; known.md, 6.5.f) unless
    ``targets`` (the steps of a "You may ... to ..." cost, paid whole, 1.2.5.c: audit H3 class C); without
    ``targets`` at any depth, with it in ``steps`` alone."""
    if isinstance(steps, dict):
        for value in steps.values():
            if isinstance(value, (list, dict)) and not targets:
                choose_able(value, actions)
        return
    if not isinstance(steps, list):
        return
    for i, step in enumerate(steps):
        spec = step.get("choose") if isinstance(step, dict) and len(step) == 1 else None
        after = steps[i + 1] if i + 1 < len(steps) else None
        if isinstance(spec, dict) and isinstance(spec.get("as"), str) and "able" not in spec \
                and bool(spec.get("target")) == targets and _on_chosen(after, spec["as"]) \
                and "counters" not in after and "move" not in after and _changes_status(after, actions):
            spec["able"] = [copy.deepcopy(after)]
        elif not targets and isinstance(step, (list, dict)):
            choose_able(step, actions)


def _part_on(after: dict, what: dict, count: int, target: bool, name: str | None) -> dict:
    """The declared cost acting as ``after`` does on ``count`` of ``what`` chosen as it is paid (as targets:
    ``target``): "remove 2 boosts from target Character" (2 from the one chosen), "return two cards from your
    Reserve to your hand" (a move), "sacrifice a Character" (a keyword action); ``name``: what it chose is named."""
    flags = dict({"target": True} if target else {}, **({"as": name} if name else {}))
    if "counters" in after:
        named = {"name": after["counters"]["name"]} if "name" in after["counters"] else {}     # else any kinds
        several = {"objects": count} if count > 1 else {}     # "from two Characters": 2 chosen, so many from each
        return {"remove": dict({"what": what}, **named, count=after["counters"]["remove"], **several, **flags)}
    if "move" in after:
        return {"move": dict({"what": what, "count": count, "to": after["move"]["to"]}, **flags)}
    for verb in ("gain", "lose"):      # "have a Character you control gain [[Asleep]]": the status cost
        if verb in after:
            return {verb: dict({"what": what, "count": count, "status": after[verb]["status"]}, **flags)}
    [action] = after["do"]
    if "var" in what:                  # all of what was chosen before (the controller's target)
        return {"do": {action: {"what": what}}}
    return dict({"do": {action: {"what": dict(what, count=count)}}}, **flags)    # (``target``, ``as``: beside
    #                                  ``do``, which takes the action as its value: Operator.beside)


def _chosen_count(steps: list, what) -> int:
    """How many objects the choice ``what`` names chose, paid whole ("remove 1 boost from two Characters you
    control to draw that many cards": 2 removed in all, 1 from each, 1.2.5.c); 1 for anything else ("me")."""
    for step in steps:
        choose = step.get("choose") if isinstance(step, dict) else None
        if isinstance(choose, dict) and isinstance(what, dict) and choose.get("as") == what.get("var") \
                and isinstance(choose.get("count"), int):
            return choose["count"]
    return 1


def _counted_by(step) -> set:
    """The names a removal binds (how many were removed, whether fewer were): known once paid whole."""
    arg = step.get("counters") if isinstance(step, dict) else None
    return {arg[k] for k in ("as", "fewer") if k in arg} if isinstance(arg, dict) else set()


def _acts_on(step):
    """The name a step acting on one name's objects acts on ("remove 2 boosts from it"), else None."""
    if not isinstance(step, dict) or len(step) != 1:
        return None
    [arg] = step.values()
    what = arg.get("what") if isinstance(arg, dict) else None
    if isinstance(arg, dict) and len(arg) == 1 and isinstance(next(iter(arg.values())), dict):
        what = next(iter(arg.values())).get("what")              # a keyword action: {"do": {name: {what}}}
    return what.get("var") if isinstance(what, dict) and set(what) == {"var"} else None


def _kept_by(costs: dict) -> set:
    """The names a cost keeps for what follows: what its part choosing acted on (``as``, or each part's)."""
    names = {costs["as"]} if costs.get("as") else set()
    for part in costs["costs"]:
        if isinstance(part.get("as"), str):            # beside its operator ("do")
            names.add(part["as"])
        for arg in part.values():
            if isinstance(arg, dict) and arg.get("as"):
                names.add(arg["as"])
    return names


def _targets_chosen_first(steps: list):
    """(the targets another player's offer names, chosen by the effect's controller before that player decides
    (1.2.6.c, 6.5.b), the other steps): "Target opponent may remove 2 boosts from target Character to ...", so
    that the cost is paid whole on that target or not offered."""
    first, rest = [], []
    for s in steps:
        choose = s.get("choose") if isinstance(s, dict) and len(s) == 1 else None
        if isinstance(choose, dict) and choose.get("target") and choose.get("who") == {"controller_of": "self"} \
                and isinstance(choose.get("count"), int) and not used_names(s) & bound_names(rest):
            first.append(s)
        else:
            rest.append(s)
    return first, rest


def _no_to_of_one_part(ctx) -> None:
    """"You may pay {1} and discard a card to draw a card" read as "you may pay {1}, and discard a card to draw
    a card": the cost said before "to" is all of what "may" offers (1.2.5.c, 6.4.c), not its last part; that
    reading takes "to" for what it is not (``misread``): dropped for the reading of the whole cost, or refused."""
    chain = ctx.node.slots.get("c") if isinstance(ctx.node, Node) else None
    for node in _nodes(chain):
        if node.phrase.name == "bare-paid-to":
            raise Misread("'to' here pays for a part of what 'may' offers, but what 'may' offers before 'to' is "
                          "the cost, paid whole (1.2.5.c, 6.4.c)",
                          column=node.start + 1 if node.start is not None else None)


def _nodes(node):
    """The phrases read inside ``node``, itself first."""
    if isinstance(node, Node):
        yield node
        for v in node.slots.values():
            for x in (v if isinstance(v, (list, tuple)) else [v]):
                yield from _nodes(x)


def _no_cost_paid_in_part(ctx, chain_t, steps: list) -> None:
    """"You may <A> and <B> to ...": what pays for "to ..." is one cost, paid whole or not at all, its parts
    together (1.2.5.c, 1.2.5.d, 6.4.c); read as steps, one part may be done and not the other. Where its parts are
    not all costs the engine declares (``as_costs`` found none), refused at its words."""
    parts = [s for s in steps if not (isinstance(s, dict) and "choose" in s)]
    if len(parts) < 2:
        return                         # one part: its step tells whether it can be done whole
    node = ctx.node.slots.get(chain_t.lstrip("$")) if isinstance(chain_t, str) else chain_t
    start = getattr(node, "start", None)
    words = ctx.passage.source_text(node) if start is not None else "this cost"
    e = DesignError(f"'{words}' pays for what follows 'to': a cost is paid whole or not at all, its parts "
                    "together (1.2.5.c, 1.2.5.d, 6.4.c), and one of its parts is no cost the engine can pay so "
                    "(each must be: pay {N}, spend or remove N of my counters, remove N counters from one card, "
                    "sacrifice, discard, exhaust, return or put N cards somewhere): say '... "
                    f"{words}. If you do, ...' (6.5.f), or pay it with those parts",
                    column=None if start is None else start + 1)
    e.over_fallback = True             # type: ignore[attr-defined]   # "(you may pay {1}) and (spend ... to ...)"
    raise e


def _on_chosen(step, name: str) -> bool:
    """Whether ``step`` is a keyword action, a move to a zone or a removal of a number of counters of a kind on
    what the choice ``name`` chose, and nothing else."""
    if not isinstance(step, dict) or len(step) != 1:
        return False
    arg = step.get("counters")
    if isinstance(arg, dict):
        return arg.get("what") == {"var": name} and isinstance(arg.get("remove"), int) \
            and isinstance(arg.get("name", ""), str) and set(arg) <= {"what", "name", "remove", "as", "fewer"}
    if isinstance(step.get("move"), dict):
        return set(step["move"]) == {"what", "to"} and step["move"]["what"] == {"var": name}
    for verb in ("gain", "lose"):      # a status ("have a Character you control gain [[Asleep]]")
        if isinstance(step.get(verb), dict):
            return set(step[verb]) == {"what", "status"} and step[verb]["what"] == {"var": name} \
                and isinstance(step[verb]["status"], str)
    action = step.get("do")
    return isinstance(action, dict) and len(action) == 1 and next(iter(action.values())) == {"what": {"var": name}}


def _forget_counted(scope, names: set) -> None:
    """What the steps made into one cost counted ("remove 1 boost from me": how many) is no longer kept: "that
    many" after it counts nothing (refused there, not read as a name nothing binds)."""
    for key in ("amount", "counted"):
        value = getattr(scope, key)
        if used_names(value) & names or isinstance(value, str) and value in names:
            setattr(scope, key, None)
    if isinstance(scope.whole, dict) and isinstance(scope.whole.get("of"), str) and scope.whole["of"] in names:
        scope.whole = None


def _together(parts: list) -> list:
    """The counters of one kind spent by two parts ("spend 1 of my boosts and remove 1 boost from me") as one
    part: paid simultaneously (1.2.5.d), both are asked of what I have, not each of it alone."""
    out: list = []
    for part in parts:
        same = [p for p in out if "spend" in part and "spend" in p and p["spend"]["name"] == part["spend"]["name"]]
        if same:
            same[0]["spend"] = dict(same[0]["spend"], count=same[0]["spend"].get("count", 1)
                                    + part["spend"].get("count", 1))
        else:
            out.append(part)
    return out


def _cost_part(step):
    """One step as the cost it is, else None: mana, my counters spent or removed, a keyword action on me."""
    if not isinstance(step, dict) or len(step) != 1:
        return None
    [(op, arg)] = step.items()
    if op == "pay" and isinstance(arg, int):
        return {"mana": arg}
    if op == "spend" and isinstance(arg, dict) and set(arg) <= {"name", "count"} \
            and isinstance(arg.get("count", 1), int):
        return {"spend": arg}
    if op == "counters" and isinstance(arg, dict) and arg.get("what") == "self" \
            and set(arg) <= {"what", "name", "remove", "as"} and isinstance(arg.get("remove"), int):
        return {"spend": {"name": arg["name"], "count": arg["remove"]}}
    if op == "do" and isinstance(arg, dict) and len(arg) == 1 and next(iter(arg.values())) == {"what": "self"}:
        return step
    return None


def happened(scope, done):
    """The test that an action happened, from what it keeps (6.5.f): objects chosen or moved (a name), several
    (a list: all of them), one of a choice's ("any"); each one that says how many, in full (``in_full``)."""
    def one(name):
        return in_full(scope, name) or {"did": name}
    if isinstance(done, list):
        return {"and": [one(n) for n in done]}
    if isinstance(done, dict):
        return {"or": [one(n) for n in done["any"]]}
    return one(done)


def tell_done(scope, name) -> None:
    """A "may" whose flag is read ("If you do", "If you don't", "... to ..."): it is done only if its action
    happened (6.5.f: a Sabotage that discarded nothing, "up to one" with none chosen, no counter removed is not
    done; one that says how many, only in full: ``in_full``), said by the step (``done_when``) once, where
    something reads it. A move of me, what it moved, bound once read (``Scope.moved_me``)."""
    if name in scope.may_kept:
        may, kept = scope.may_kept.pop(name)
        may["done_when"] = happened(scope, kept)
    if name in scope.moved_me:        # "Send me to Reserve. If you do": whether I moved (6.5.f)
        scope.moved_me.pop(name)["as"] = name


def opposite(test) -> dict:
    """The test that ``test`` does not hold ("If you can't" of "If you do")."""
    return test["not"] if isinstance(test, dict) and set(test) == {"not"} else {"not": test}


def in_full(scope, done):
    """The test that the action ``done`` names did all it says, when it says how many (``Scope.whole``), else
    None: "Discard two cards": two were chosen; "Remove 2 boosts from each Character": each had 2 to lose (the
    removal tells it, ``fewer``, once something reads it). "If you can't" is its opposite (a cost can't be paid
    in part, 1.2.5.c), "If you do" it: never both (6.5.f)."""
    whole = scope.whole.get(done) if isinstance(done, str) else None
    if whole is None:
        return None
    if "test" in whole:
        return whole["test"]
    if "fewer" not in whole:                  # the removal binds it (tell_fewer), once read
        whole["fewer"] = scope.fresh("fewer")
    test = {"not": {"var": whole["fewer"]}}
    if "several" in whole:                    # "from two Characters": two chosen, and each lost it (1.2.5.c)
        return {"and": [whole["several"], test]}
    return test


def tell_fewer(scope, steps) -> None:
    """Each removal of a number in ``steps`` whose "fewer" something read (``in_full``) binds it: said by the
    step only where read, in the steps as they are now (a copy of the step, as ", where X is" makes, too)."""
    if isinstance(steps, list):
        for s in steps:
            tell_fewer(scope, s)
    elif isinstance(steps, dict):
        arg = steps.get("counters")
        if isinstance(arg, dict) and "fewer" not in arg and "fewer" in scope.whole.get(arg.get("as"), {}):
            arg["fewer"] = scope.whole[arg["as"]]["fewer"]
        for v in steps.values():
            if isinstance(v, (list, dict)):
                tell_fewer(scope, v)


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
    subject = first.slots.get("s") if isinstance(first, Node) else None
    if isinstance(subject, Node) and not ctx.passage.source_text(first).lower().startswith("have "):
        # "You may Each player draws a card.", "You may You may ...": 'may' is followed by what its player does
        raise NotAReading(f"'{ctx.passage.source_text(subject)}' is a subject of its own after 'may'",
                          column=subject.start + 1 if subject.start is not None else None)
    _then_a_new_subject(ctx, chain)


MAY_PHRASES = ("subject-may", "player-may", "bare-may")


def _then_a_new_subject(ctx, chain, outside=False) -> None:
    """"You may X, then <a subject of its own> Y" (issue 31, audit s51 H1 class C). Said of an object ("You may
    pay {1}, then target Character gains 2 boosts", "..., then I gain 1 boost"), Y is what X is done for, inside
    what "may" offers (6.5.c), as with "and" ("You may draw a card and target Character gains 1 boost"): the
    reading that puts it after the "may" (``outside``) is no reading. Said of a player ("..., then you draw a
    card", "..., then target opponent discards a card"), the words say neither whether that player's act waits
    for the choice nor not: refused at "then" in both readings, saying what to write."""
    for link in (chain.slots.get("more") or []) if isinstance(chain, Node) else []:
        verb = link.slots.get("l") if isinstance(link, Node) and link.phrase.name == "conj-then" else None
        if not isinstance(verb, Node) or verb.slots.get("s") is None \
                or ctx.passage.source_text(verb).lower().startswith("have "):
            continue
        said = ctx.passage.source_text(link)
        column = None if link.start is None else link.start + said.lower().index("then") + 1
        said = said[said.lower().index("then"):]
        if verb.phrase.name.startswith("player-"):
            raise DesignError(f"'{said}' after '... may ...': a player's own act after ', then' could be part of "
                              f"what 'may' offers (done only if the choice was taken) or done whatever was "
                              f"chosen (6.5.c): refused rather than read as one of them; write 'If you do, "
                              f"{said[5:]}.' (or 'If they do, ...') for the first, or end the sentence and "
                              f"write it as a sentence of its own for the second", column=column)
        if outside:
            raise NotAReading("a verb said of an object after '..., then' is part of what 'may' offers (6.5.c), "
                              "as after 'and'", column=column)


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


def offered_targets_first(steps: list, later=frozenset()) -> None:
    """"You may give target Character 2 boosts. It gains [[Anchored]].": a target of an offer that a step
    after it names whatever the answer (not only when taken, "If you do, it ...") is chosen before the offer,
    as the effect resolves (1.2.6.c, 6.5.b), as another player's offer already has it (``_controllers_targets``):
    declined, that step still acts on it. Chosen inside, the offer declined would leave it nothing (the card
    says it gains [[Anchored]] either way). In place, in every branch; ``later``: names read after ``steps``."""
    i = 0
    while i < len(steps):
        step = steps[i]
        if not isinstance(step, dict):
            i += 1
            continue
        may = step.get("may") if isinstance(step.get("may"), dict) else None
        after = set(later) | _read_whatever(steps[i + 1:], may.get("as") if may else None)
        for key in ("do", "then", "else", "options"):
            for arg in [step] + [v for v in step.values() if isinstance(v, dict)]:
                body = arg.get(key)
                for part in (body if key == "options" and isinstance(body, list) else [body]):
                    if isinstance(part, list):
                        offered_targets_first(part, after)
        if may is not None and isinstance(may.get("do"), list):
            inner = bound_names(may["do"])
            first = [s for s in may["do"] if isinstance(s, dict) and isinstance(s.get("choose"), dict)
                     and s["choose"].get("target") and s["choose"].get("as") in after
                     and s["choose"].get("who") in ("you", {"controller_of": "self"})
                     and not used_names(s) & (inner - {s["choose"]["as"]})]
            rest = [s for s in may["do"] if not any(s is f for f in first)]
            first = [f for f in first if f["choose"]["as"] in used_names(rest)]   # "You may target ...": the offer
            may["do"] = [s for s in may["do"] if not any(s is f for f in first)]   # is the choice itself
            for f in first:            # any target, chosen before the offer; the offer then asks the step whether
                f["choose"].pop("able", None)       # it can change it (its can_pay: effects/choices.offer_test)
            steps[i:i] = first
            i += len(first)
        i += 1


def _read_whatever(steps: list, offer) -> set:
    """The names ``steps`` read but in what is done only when the offer ``offer`` was taken ("If you do, ...")."""
    out: set = set()
    for step in steps:
        test = step.get("if") if isinstance(step, dict) else None
        if offer is not None and test is not None and _taken(test, offer):
            out |= used_names({k: v for k, v in step.items() if k != "then"})
        else:
            out |= used_names(step)
    return out


def _taken(test, offer) -> bool:
    """Whether ``test`` holds only when the offer ``offer`` was taken."""
    if test in ({"var": offer}, {"did": offer}):
        return True
    return isinstance(test, dict) and isinstance(test.get("and"), list) and any(_taken(t, offer) for t in test["and"])


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
        if any(isinstance(x, dict) and "may" in x for x in steps_of(steps)):
            raise Misread("'to' after '... may ...' says what the offer pays for (6.5.c), not what the offer "
                          "as a whole is a cost of")
        _no_part_paid_from_several(ctx, cost_t, steps_of(steps))
        _no_order_paid_in_part(ctx, cost_t, steps_of(steps))
        _no_cost_paid_in_part(ctx, cost_t, steps_of(steps))
        paid = scope.done
        if not isinstance(paid, str) or paid == before:
            raise DesignError("'to' after a cost says what it pays for, but this cost chooses nothing, so whether it "
                              "was paid is not told: say 'you may ... to ...'")
        tell_done(scope, paid)         # "Send me to Reserve to draw a card": whether I moved (Scope.moved_me)
        paid_counted = scope.counted
        then = in_scope(ctx, scope).ev(then_t)
        scope.link_counted = (counted_after_to(paid_counted, scope.counted),)
        return [*steps_of(steps), {"if": {"var": paid}, "then": then}]
    return Pred("player", build)


def one_look(scope, out: list, steps: list, seen) -> list:
    """"Look at the top two cards of your deck and the top two cards of target opponent's deck", "Reveal A and
    B": one verb with a list of objects is one step (6.5.b: its targets chosen before it), so the cards looked at
    or revealed are one group, which "them", "one of them", "each of them", "the others" name whole (7.2.4.a,
    v5.0 7.2.5.a), as "Choose A and B. Discard them." names both picks; never the last object's cards alone.
    ``seen``: the cards looked at or revealed before the object ``steps`` were read; ``out``: the steps before
    them, the last of which looked at or revealed those (in the same player's steps, "Target opponent reveals A
    and B"). Returns the steps to add (``out`` loses that step)."""
    name = scope.revealed
    if not (out and steps and seen and name and name != seen):
        return steps
    last, new = out[-1], steps[-1]
    for op in ("each_player", "as_player"):        # said of another player: inside their steps
        if isinstance(last, dict) and isinstance(new, dict) and op in last and op in new and len(last) == len(new) \
                == 1 and all(last[op].get(k) == new[op].get(k) for k in ("who", "where")):
            done = _one_look(scope, last[op]["do"], new[op]["do"], seen, name)
            if done is not None:
                new[op]["do"] = done
                if not last[op]["do"]:
                    out.pop()
            return steps
    done = _one_look(scope, out, steps, seen, name)
    return steps if done is None else done


def _one_look(scope, out: list, steps: list, seen: str, name: str) -> list | None:
    """The steps of ``one_look`` once the look (or reveal) of ``seen`` ending ``out`` and that of ``name`` ending
    ``steps`` are one (``out`` loses the first); None where they are not the same verb."""
    first = _binding(out[-1], seen) if out else None
    last = _binding(steps[-1], name) if steps else None
    if first is None or last is None or first[0] != last[0] or set(first[1]) != set(last[1]) \
            or any(first[1][k] != last[1][k] for k in first[1] if k not in ("what", "as")) \
            or contains(steps, {"var": seen}):
        return None
    parts = first[1]["what"]["concat"] if set(first[1]["what"]) == {"concat"} else [first[1]["what"]]
    merged = {**last[1], "what": {"concat": parts + [last[1]["what"]]}}
    out.pop()
    scope.sources.pop(seen, None)
    scope.unsaid.pop(name, None)       # (Scope.see: not after the others, but with them)
    steps = steps[:-1] + [{last[0]: merged}]
    note_sources(scope, steps[-1:], {})
    return steps


def _binding(step, name):
    """(op, body) of a step that binds ``name`` to the objects it acts on ("as": a look, a reveal), else None."""
    if isinstance(step, dict) and len(step) == 1:
        (op, body), = step.items()
        if isinstance(body, dict) and body.get("as") == name and isinstance(body.get("what"), dict):
            return op, body
    return None


def _extend_merging(scope, out: list, steps: list):
    """"Each player discards their hand, then draws three cards": one each_player loop."""
    if join_loop(scope, out, steps) is not None:
        return
    if len(steps) == 1 and out:
        last, new = out[-1], steps[0]
        for op in ("each_player", "as_player"):
            if op in last and op in new and all(last[op].get(k) == new[op].get(k) for k in ("who", "where")):
                last[op]["do"].extend(new[op]["do"])
                return
    out.extend(steps)


def join_loop(scope, out: list, steps: list):
    """"Each opponent draws a card. Characters they control gain 1 boost.": steps that name the players of the
    "each player" loop just before them ("they", 7.2.4.a) are done in each turn, for that player, not once
    after it for nobody (or for you). The effect's controller still does them ("you" is the controller:
    1.4.7.b makes the loop's player "you" only in what they do); a verb "they" do is done by that player.
    ("It" after the loop needs no turn: it names every one chosen in the turns, effects/players.py; "its owner"
    there, one player, is refused: sentences._one_of_each.)
    Returns the steps they went in and the name of the loop's player, else None."""
    last = out[-1] if out else None
    loop = last.get("each_player") if isinstance(last, dict) and len(last) == 1 else None
    if loop is None or not contains(steps, {"var": LOOP_PLAYER}):
        return None
    pairs = list(pairs_in(steps))
    if any(k == "choose" and isinstance(v, dict) and v.get("target") for k, v in pairs):
        raise DesignError("a target in what is done for each of the players of 'each ...' before it (what "
                          "'they' names there): one for all or one in each turn is not said; choose it in the "
                          "sentence of 'each ...' ('Each opponent ... target ...') (6.5.b)")
    if {v for k, v in pairs if k == "did" and isinstance(v, str)} - bound_names(steps):
        raise DesignError("'If ... do' after what is done in turn (by each player, for each one): asked of "
                          "each of them is not read yet")
    inner = used_names(steps)          # "its owner" in them is each turn's one's (sentences._one_of_each)
    scope.one_of_each[:] = [(n, at) for n, at in scope.one_of_each if n not in inner]
    name = loop.get("as") or loop.setdefault("as", scope.fresh("player"))
    steps = substitute(steps, LOOP_PLAYER, {"var": name})
    if all(isinstance(s, dict) and list(s) == ["as_player"] and s["as_player"]["who"] == {"var": name}
           for s in steps):            # "... They discard a card.": the loop's player does it
        loop["do"].extend(x for s in steps for x in s["as_player"]["do"])
        return loop["do"], name
    loop["do"].append({"as_player": {"who": {"controller_of": "self"}, "do": steps}})
    return steps, name


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
    first_node = ctx.node.slots.get("first") if isinstance(ctx.node, Node) else None
    if isinstance(first_node, Node) and first_node.phrase.name in MAY_PHRASES:
        _then_a_new_subject(ctx, ctx.node, outside=True)    # "You may X, then <subject> Y" after the "may"
    items = either_objects(ctx, [(",", first)] + [(m["conj"], m["link"]) for m in more])
    links = _Links(ctx.scope, ctx.language.vocabulary.get("expedition_statuses", ()),
                   ctx.language.vocabulary.get("oracle", {}).get("actions", {}),
                   ctx.language.vocabulary.get("bare_zones", {}))
    out: list = []
    for choice, part in _segments(ctx, items):
        out.extend(choice_of(ctx, [links.option(item) for _, item in part]) if choice else links.sequence(part))
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
        picks, pronouns = len(scope.picks), len(scope.pronouns)
        said_it = _said_it(scope, subject)
        scope.per_said = []
        scope.repeated = False
        scope.link_counted = None
        chosen, steps, self.subject, self.previous = run_link(scope, self.subject, subject, pred)
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
        not_gone_hidden(scope, self.actions, self.bare, chosen + steps, pronouns)
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
            _extend_merging(self.scope, out, steps)
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
        self.scope.unsure(steps)       # what it moved, only if it is chosen: not before the next option
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
