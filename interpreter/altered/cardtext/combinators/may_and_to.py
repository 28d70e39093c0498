""""You may X (to Y)" (6.5.c, the combinator ``may``) and the imperative "X to Y" (``paid_to``): what "may"
offers, the cost before "to" paid whole or refused where it would be paid in part, and the subjects that end an
offer or are refused in it ("..., then <subject> ..."). Split from chains.py (issue 34)."""
from __future__ import annotations

from ...loading.errors import DesignError, Misread, NotAReading
from ..meaning import Node
from ..nouns import Pred, substitute
from .core import combinator, in_scope, steps_of
from .done_and_counted import counted_after_to, tell_done
from .targets_first import controllers_targets, targets_chosen_first
from .walkers import bound_names
from .whole_costs import as_costs, choose_able, chosen_count, forget_counted, kept_by


@combinator("may")
def _may(ctx, arg):
    """``[chain, then]``: "you may X (to Y)" (6.5.c): X if the player wants; Y if they did. Offered to another
    player, X's targets are chosen first, by the effect's controller (``controllers_targets``)."""
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
        scope.offered_moved[name] = scope.unsure(steps)    # done only if the player wants
        scope.else_held = list(scope.offered_moved[name])  # ... not in "Otherwise" (sentences._otherwise)
        kept = None if scope.done == before else scope.done    # what the action keeps of what it did
        if any(isinstance(s, dict) and "modes" in s and not all(bound_names(o) for o in s["modes"]["options"])
               for s in steps):
            kept = None                # "You may discard a card or pay {1}": one option keeps nothing (whether it
            #                            was done is whether the offer was taken and done, 6.5.f)
        if isinstance(kept, str) and kept in scope.moved_me:   # "You may send me to Reserve. If you do":
            kept = None              # whether it was accepted, as before a move of me was asked of (Scope.moved_me)
        actions = ctx.language.vocabulary.get("oracle", {}).get("actions", {})
        costs = as_costs(steps, actions=actions) if paying else None
        if costs is not None and scope.other_actor and "'target': True" in str(costs):
            costs = None       # "Target opponent may ...": the controller's targets are chosen first, as steps
        hoisted: list = []
        if paying and costs is None and scope.other_actor:     # "Target opponent may remove 2 boosts from
            hoisted, rest = targets_chosen_first(steps)         # target Character to ...": the controller's
            costs = as_costs(rest, {s["choose"]["as"]: s["choose"]["count"] for s in hoisted},
                             actions) if hoisted else None
            hoisted = hoisted if costs is not None else []       # target first (6.5.b), the cost on it
        if paying and costs is None:
            _no_part_paid_from_several(ctx, chain_t, steps)
            _no_cost_paid_in_part(ctx, chain_t, steps)
        plain = steps
        if costs is not None:      # "You may pay {1} and sacrifice a Character to ...": one cost, paid whole
            steps, kept = [{"pay_costs": costs}], None                 # paid is done (6.5.f)
        first = hoisted + (controllers_targets(steps) if scope.other_actor else [])
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
            counted = bound_names(plain) - kept_by(costs) - bound_names(hoisted)
            for step in plain:         # "... and remove 2 boosts from me to draw that many cards": paid in full,
                arg = step.get("counters") if isinstance(step, dict) else None     # that many is 2 (1.2.5.c)
                if isinstance(arg, dict) and arg.get("as") in counted and then is not None:
                    then = substitute(then, arg["as"], arg["remove"] * chosen_count(plain, arg.get("what")))
            forget_counted(scope, counted)
        if then is not None:       # "Each opponent may discard a card to create a token in target Expedition"
            later = controllers_targets(then, bound_names(steps) | {name}) if scope.other_actor else []
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
    then_a_new_subject(ctx, chain)


MAY_PHRASES = ("subject-may", "player-may", "bare-may")


def then_a_new_subject(ctx, chain, outside=False) -> None:
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
        if isinstance(arg, dict) and arg.get("all") and chosen_count(steps, arg.get("what")) > 1:
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
