"""Branches (6.5.d, 6.5.e): a condition's steps and what they chose out of reach after them, "unless", ", where
X is ...", "Choose N:", the sentences after "If X:"."""
from __future__ import annotations

import json

from ...loading.errors import DesignError, NotAReading
from ..meaning import Node
from ..nouns import BRANCH_THAT, collect, substitute, yours_in_theirs
from .core import combinator
from .choices import no_crossing, out_of_reach
from .trace import took_in_branch
from .walkers import has_key, used_names


@combinator("branch")
def _branch(ctx, t):
    """The steps of a branch: of a condition (6.5.d), "Otherwise" (6.5.e), a die's outcome (7.3.19.b)."""
    saved = _entering(ctx.scope)
    scope = ctx.scope
    keep, scope.keep_done = scope.keep_done, scope.done      # its steps said of a card leave "If you do" so (trace.py)
    untraced = scope.untraced
    condition, scope.did_branch = not scope.did_branch, False     # of a condition, not of "If you do"
    asked, scope.asked_did = scope.asked_did, None                # (what "If you do" asks of: an offer?)
    scope.conditions += condition
    inside, scope.in_condition = scope.in_condition, condition
    before, prior = scope.done, scope.branch_step
    try:
        steps = ctx.ev(t)
    finally:
        scope.keep_done = keep
        scope.conditions -= condition
        scope.in_condition = inside
    if condition:
        _sibling(scope, before, bool(steps))
        took_in_branch(scope, before, steps, prior)
    elif scope.done == before:         # "If you do, draw a card. If you do, ...": of the same step (trace.py)
        scope.branch_step = prior
    if scope.it == saved[0]:           # "it" after it: as before it, its steps done only if it holds (trace.py)
        scope.untraced = untraced
    _leaving(ctx.scope, saved)
    moved = ctx.scope.unsure(steps)    # done only if the condition holds
    offered = () if condition or not isinstance(asked, str) else scope.offered_moved.get(asked, ())
    scope.else_held = moved + list(offered)    # not done in the "Otherwise" after it (sentences._otherwise)
    return steps


def _sibling(scope, before, did: bool) -> None:
    """After a condition's branch, begun with "If you do" asking of ``before`` (``did``: it did a step): a step
    done in it is done only there (``Scope.branch_done``); one done only in a branch before it, and still asked
    of after this one, was done only where this branch did not run (another outcome of the die, the other side of
    "Otherwise", another condition): "If you do" after it is refused (``Scope.sibling_done``, if_done._did). So is
    one after a branch before it that did a step keeping no trace ("If ..., exhaust me. Otherwise, exhaust target
    Character. If you do": ``Scope.branch_untraced``), or an offer ("You may exhaust me. Otherwise, ..."). One
    done before the branches ("Sacrifice a Robot. If its Hand Cost was {3} or more, I gain 3 boosts. If you can't,
    ...") is asked of as before."""
    if scope.done != before:
        if scope.done not in (None, "it"):
            if before is not None and (before == scope.branch_done or before in scope.may_names) \
                    or scope.branch_untraced is not None and scope.branch_untraced[0] == before:
                scope.branches_done = scope.done        # a branch or an offer before it did a step too
            scope.branch_done = scope.done
    elif before is not None and before == scope.branch_done:
        scope.sibling_done = before
    elif did:
        scope.branch_untraced = (before,)       # a step of no trace, "If you do" still asking of ``before``


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
    if ctx.scope.done in [s["choose"].get("as") for s in steps[:chosen]]:
        # "Exhaust target Character unless it's exhausted. If you do": of the exhaustion, done only unless it is
        took_in_branch(ctx.scope, ctx.scope.done, steps[chosen:], None)
    ctx.scope.unsure(steps[chosen:])   # done only unless the test holds
    return steps[:chosen] + [{"if": {"not": cond}, "then": steps[chosen:]}]


@combinator("where_x")
def _where_x(ctx, arg):
    """``[data, $value]``: X in the data replaced by the value (", where X is ..."). The value is read as
    the sentence says it, so in the steps another player does ("Each opponent sacrifices ..., where X is
    the number of Robots you control") "you" is still the ability's controller."""
    data, name = ctx.ev(arg[0]), arg[1][1:]
    box: list = []
    of = [s for s in data if isinstance(s, dict) and len(s) == 1] if isinstance(data, list) else []
    what = next(iter(of[-1].values())) if of else None      # "... each gain X boosts, where X is ... its ...":
    saved_of, ctx.scope.x_of = ctx.scope.x_of, what.get("what") if isinstance(what, dict) else None   # each's
    try:
        chosen = collect(ctx.scope, lambda: box.append(ctx.ev(arg[1])) or [])   # "in target opponent's Reserve"
    finally:
        ctx.scope.x_of = saved_of
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


def _substitute_by_actor(data, value, theirs):
    if isinstance(data, dict):
        if set(data) & {"each_player", "as_player"}:
            return substitute(data, "X", theirs)
        return {k: _substitute_by_actor(v, value, theirs) for k, v in data.items()}
    if isinstance(data, list):
        return [_substitute_by_actor(v, value, theirs) for v in data]
    return substitute(data, "X", value)


@combinator("option")
def _option(ctx, t):
    """The sentences of one option of "Choose one: • ... • ..." (6.5.g): read after what was said before the
    choice, not after the option before it ("• Draw a card. • It gains [[Asleep]]": "it" is not after the draw,
    trace.py; what it names of another option is refused as the choice is read, no_crossing)."""
    scope = ctx.scope
    untraced = scope.untraced
    steps = ctx.ev(t)
    scope.untraced = untraced
    return steps


@combinator("choose_modes", mode="data")
def _choose_modes(ctx, arg):
    """Choose N: • ... • ... (6.5.g), with what its riders add."""
    no_crossing(arg["options"], ctx.node.slots.get("modes"))
    out_of_reach(ctx.scope, arg["options"])
    spec = {"count": arg["count"], "options": arg["options"]}
    for rider in arg.get("riders") or []:
        if rider.get("more") == "both":
            rider = dict(rider, more=len(arg["options"]))
        spec.update(rider)
    return [{"modes": spec}]


@combinator("colon_branch")
def _colon_branch(ctx, arg):
    """``[first, rest]``: the sentences after "If X:" (the unique cards' form, 6.5.d), every one conditional up to
    another "If Y:", which this reading refuses so that the reading with the two conditions side by side is
    the one kept ("If you control a Plant: I gain 1 boost. If you control a Landmark: Draw a card."). Another
    "If Y:" is a sentence beginning with a condition followed by the mark this phrase reads after its own (the
    phrasebook's words, not Python's)."""
    mark = _after_condition(ctx.passage, ctx.node)
    for node in ctx.node.slots.get(arg[1][1:]) or []:
        if mark is not None and _after_condition(ctx.passage, sentence_of(node)) == mark:
            raise NotAReading("a second 'If ...:' after an 'If ...:': whether it is inside the first condition or "
                              "beside it is not said; write it as an ability of its own, or 'If ..., ...' with a "
                              "comma inside the first", column=(node.start + 1) if node.start is not None else None)
    return ctx.ev({"$branch": {"$sentences": arg}})


def sentence_of(node):
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
