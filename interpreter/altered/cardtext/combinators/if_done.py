"""Whether an action before was done (6.5.f): "If you do", "If you can't", "If you don't" / "If they don't",
asked of the action or choice they name."""
from __future__ import annotations

from ...loading.errors import DesignError
from ..ante import IN_EACH_BRANCH, did
from ..nouns import LOOP_PLAYER
from .core import combinator
from .done_and_counted import happened, opposite, tell_done


PER_PLAYER = ("'If ... do' after what is done in turn (by each player, for each one): asked of each of them is not "
              "read yet")


IN_BRANCH = ("'If ... do' / 'If ... can't' asks whether the action just before it was done (6.5.f), and that action "
             "is done only in a branch ('If ..., draw a card.', 'Otherwise, ...', 'On a 4-6, ...') and keeps no trace "
             "of it: of that action, or of the one before the branch? Not said; refused rather than read as the one "
             "before. To ask of the one before, put this sentence right after it; of the one in the branch, offer "
             "it there ('If it's a Spell, you may draw a card. If you do, ...') (6.5.d, 6.5.f)")


IN_SIBLING = ("'If ... do' / 'If ... can't' asks whether the action just before it was done (6.5.f), and the player's "
              "action before it is done only in another branch ('On a 1-3, ...' before 'On a 4-6, ...', 'If ..., ...' "
              "before 'Otherwise, ...'), which did not run where this one did: of that action, or of this branch? "
              "Not said; refused rather than read as that action. To ask of it, put this sentence right after it, "
              "in its branch ('On a 1-3, sacrifice a Character. If you do, draw a card.'); for this branch, say "
              "what it does ('On a 4-6, I gain 1 boost and draw a card.') (6.5.d, 6.5.e, 6.5.f, 7.3.19.b)")


OFFERED_IN_BRANCH = (
    "'If {who} don't' asks of a choice offered only in a branch before it ('If it's a Character, you may put it "
    "in your hand.'): only where it was offered, or also where the branch did not run (nothing was offered, so "
    "nothing was done)? Not said; refused rather than read as either. To ask it only where it was offered, make "
    "the sentences after the condition part of it, with a colon ('If it's a Character: you may put it in your "
    "hand. If you don't, draw a card.'); what is done where the branch did not run, with 'Otherwise, ...' "
    "right after its sentence (6.5.c, 6.5.d, 6.5.e, 6.5.f)")


NOT_IN_BRANCH = (
    "'If {who} {verb}' asks whether the step just before it was not done (6.5.f), and that step acts on what was "
    "chosen before its condition ('If target Character is exhausted, ready it.'): was it not done also where the "
    "condition did not hold, and nothing was tried? Not said; refused rather than read as asking whether it was "
    "chosen (always so: never true). What is done where the condition does not hold, say with 'Otherwise, ...' "
    "right after it ('If target Character is exhausted, ready it. Otherwise, I gain 1 boost.') (6.5.c, 6.5.e, "
    "6.5.f)")


IN_TWO_BRANCHES = (
    "'If ... do' / 'If ... don't' asks whether the step just before it was done (6.5.f), and two branches before "
    "it did steps of their own, one or both on what was chosen before them ('If ..., ready it. Otherwise, exhaust "
    "it.'): of which? Not said; refused rather than read as asking whether it was chosen (always so). Say what "
    "follows in the sentence of the branch it follows ('If target Character is exhausted, ready it and draw a "
    "card. Otherwise, exhaust it.') (6.5.d, 6.5.e, 6.5.f)")


def _not_per_player(ctx, done):
    if isinstance(done, str) and done in ctx.scope.loop_names:
        raise DesignError(PER_PLAYER)


def _actor_of(scope, done):
    """Who did the step(s) ``done`` names: "you", "they", "both" (several, by different players), None: not known
    (offered: ``may_actors``; done: ``done_actors``)."""
    names = [done] if isinstance(done, str) else done if isinstance(done, list) else \
        done.get("any", []) if isinstance(done, dict) else []
    actors = {scope.may_actors.get(n) or scope.done_actors.get(n) for n in names if isinstance(n, str)} - {None}
    return None if not actors else actors.pop() if len(actors) == 1 else "both"


def _by_whom(ctx, done, who: str, verb: str) -> None:
    """"If you do" / "If they don't" / "If you can't" (``who``, ``verb``) asks of the step just before it, and its
    subject is the player who did that step (6.5.f): after another player's ("Discard a card. Target opponent
    discards a card. If you do, ..."; "Return target Character to its owner's hand. If they do, ..."), refused
    at "If", saying to put the sentence right after the step of the player it asks of."""
    _not_per_player(ctx, done)         # "Each player discards a card. If you do": done by each, you too
    actor = _actor_of(ctx.scope, done)
    if actor is None or actor == who:
        return
    scope = ctx.scope
    theirs = "another player's step" if who == "they" else "your step"
    other = any(a == who for a in list(scope.done_actors.values()) + list(scope.may_actors.values()))
    did = {"they": "another player did", "you": "you did", "both": "you and another player did"}[actor]
    hint = (f": to ask of {theirs}, put this sentence right after it" if other else
            f", and no step before it is {theirs}: say 'If {'you' if who == 'they' else 'they'} {verb}'")
    said = f"and {did} that step{hint}"
    if who == "they" and actor == "you" and scope.last_actor == "they":    # "Its controller draws a card. If they
        said = ("and their step keeps no trace of being done (a card drawn is hidden, 3.1.3.d; the step chooses "
                "and moves nothing of its own): refused rather than read as asking of your step before it; offer "
                "it ('Target opponent may draw a card. If they do, ...') or say what must hold ('If ..., ...')")
    raise DesignError(f"'If {who} {verb}' asks whether {who} did the step just before it (6.5.f), {said}",
                      column=ctx.node.start + 1 if ctx.node.start is not None else None)


def _cant(ctx, done):
    """"If you can't" (6.5.f): the action named before was not done; one that says how much ("Remove 3
    boosts", "Discard two cards", "... from each Character"): not all of it was (it "can't" as a cost can't be
    paid in part, 1.2.5.c), the exact opposite of "If you do". After "you may", not doing it may be a choice:
    refused ("If you don't" says that)."""
    _not_per_player(ctx, done)
    if isinstance(done, str) and done in ctx.scope.may_names:
        raise DesignError("'If you can't' after 'you may': not doing it may be a choice, say 'If you don't'")
    if any(p["as"] == done and p.get("least") == 0 for p in ctx.scope.picks):
        raise DesignError("'If you can't' after 'up to' or 'any number of': choosing none may be a choice (1.4.1.c), "
                          "not that none could be chosen: say 'If you don't', or a number to choose ('... two "
                          "Characters. If you can't, ...')",
                          column=ctx.node.start + 1 if ctx.node.start is not None else None)
    return opposite(_did(ctx, done, ("you", "can't")))     # "Remove 3 boosts. If you can't": 1 or 2 removed
    #                                                            is not all (1.2.5.c)


@combinator("fallback")
def _fallback(ctx, arg):
    """``[who, {$branch: chain}]``: "If you can't, ..." (6.5.f): its steps when the action before was not done (in
    full, ``_cant``). They are not what a next "If you do" asks of: that is the action "If you can't" asked
    of, whatever the fallback does ("Remove 2 boosts from me. If you can't, sacrifice me. If you do, draw a
    card.": drawn when the 2 boosts were removed), so the two are exact opposites. A fallback that offers a
    choice ("If you can't, you may ...") leaves an "If you do" after it refused: of which, it is not said ("If
    you don't" is of the choice)."""
    scope = ctx.scope
    who = ctx.ev(arg[0])               # "If you can't", "If they can't" ("If it can't": refused)
    done, offers = scope.done, set(scope.may_names)
    if done is not None and done == scope.declined:    # "You may pay {1}. If you don't, sacrifice me. If you can't"
        raise DesignError(CANT_AFTER_DECLINED.format(who=who), column=ctx.node.start + 1 if ctx.node.start is not None
                          else None)
    did(scope, done, f"If {who} can't", ctx.node.start + 1 if ctx.node.start is not None else None, who)   # (ante.py)
    _by_whom(ctx, done, who, "can't")
    cond = _cant(ctx, done or "it")
    scope.did_branch = True            # its branch is of this test, not of a condition (branches._branch)
    steps = ctx.ev(arg[1])
    if scope.may_names - offers:       # "If you don't" next: of that choice (``_declined``); "If you do": refused
        scope.fallback, scope.fallback_of = scope.done, "can't"
    else:
        scope.done = done
    return [{"if": cond, "then": steps}]


@combinator("did", mode="data")
def _asked_did(ctx, done):
    """"If you do" (6.5.f): the action named before was done (``_did``); not after "If you can't, you may
    ...", where the action before and the choice are both named."""
    if done is not None and done == ctx.scope.fallback and ctx.scope.fallback_of == "don't":
        raise DesignError(DO_AFTER_DECLINED_MAY, column=ctx.node.start + 1 if ctx.node.start is not None else None)
    if done is not None and done == ctx.scope.fallback:
        raise DesignError("'If you do' after 'If you can't, you may ...': of the action 'If you can't' asks of, "
                          "or of the choice after it? Not said: for the action, say 'Otherwise, ...'; for the "
                          "choice, say it in its sentence ('If you can't, you may sacrifice a Character to draw "
                          "a card.') (6.5.c, 6.5.f)", column=ctx.node.start + 1 if ctx.node.start is not None else None)
    test = _did(ctx, done)
    ctx.scope.did_branch = True        # its branch is of this test, not of a condition (branches._branch)
    ctx.scope.asked_did = done         # ... which holds where the offer asked of was taken ("Otherwise": not)
    return test


def _did(ctx, done, negated=None):
    """"If you do" (6.5.f): the action named before was done; several chosen in one sentence: all of them;
    a choice of actions: the one chosen; one that says how many, all it says (``in_full``: "If you can't" is
    its opposite, ``negated``: (who, verb) of "If you can't", "If you don't"). Of a step a condition's branch
    just before did on what was chosen before it, its sentence goes in the branch (``_in_branch``)."""
    _not_per_player(ctx, done)
    _in_branch(ctx, done, negated)
    column = ctx.node.start + 1 if ctx.node.start is not None else None
    if done is not None and done == ctx.scope.branches_done and done not in ctx.scope.may_names:   # "If ..., X.
        #                              Otherwise, Y. If you do" (a "may" in the last branch: of its offer, as read)
        raise DesignError(IN_EACH_BRANCH, column=column)
    if negated is None and done is not None and done == ctx.scope.options_done:   # "A or sacrifice me. If you do"
        raise DesignError(OF_ONE_OPTION, column=column)
    if done is None and ctx.scope.they_each == {"var": LOOP_PLAYER}:   # "Each opponent draws a card. If they
        raise DesignError(PER_PLAYER)  # don't": there is an action, done by each of them in turn
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
    if done == "it" and ctx.scope.last_actor == "they":     # "Its controller draws a card. If you do"
        raise DesignError(BY_ANOTHER, column=ctx.node.start + 1 if ctx.node.start is not None else None)
    if done == "it" and ctx.scope.done_in_branch:      # "Discard a card. If it's a Spell, draw a card. If you do"
        raise DesignError(IN_BRANCH, column=ctx.node.start + 1 if ctx.node.start is not None else None)
    if done is not None and done == ctx.scope.sibling_done:   # "On a 1-3, sacrifice a Character. On a 4-6, I
        #                                gain 1 boost. If you do": the sacrifice, done only in the other outcome
        raise DesignError(IN_SIBLING, column=ctx.node.start + 1 if ctx.node.start is not None else None)
    if done == "it":       # "Double my boosts. If you do": the action keeps nothing of what it did
        raise DesignError("'If ... do' asks whether the action before it was done (6.5.f), and that action keeps "
                          "no trace of it (it chooses, moves and counts nothing, or is done in turn): refused rather "
                          "than read as always done; offer it ('You may ... If you do, ...') or say what must hold "
                          "('If ..., ...')", column=ctx.node.start + 1 if ctx.node.start is not None else None)
    for name in done if isinstance(done, list) else done["any"] if isinstance(done, dict) else [done]:
        tell_done(ctx.scope, name)
    return happened(ctx.scope, done)     # several: all of them; of a choice: the one done; each in full


BY_ANOTHER = (
    "'If ... do' / 'If ... can't' asks whether the step just before it was done (6.5.f), and that step is said of "
    "another player ('Its controller draws a card.'), whom 'you' may not be, and their step keeps no trace of being "
    "done (a card drawn is hidden, 3.1.3.d): refused rather than read as asking of the target or of your step before it; "
    "offer it ('Its controller may draw a card. If they do, ...') or say what must hold ('If ..., ...')")


OF_ONE_OPTION = (
    "'If you do' asks whether the action before it was done (6.5.f), and it is a choice of actions one of which "
    "keeps no trace of what it did ('... or sacrifice me', '... or draw a card'): asked only of the other, it "
    "would be false when that one was chosen. Refused rather than read so; say what follows in each option "
    "('Choose one: • ..., then draw a card. • ..., then draw a card.') (6.5.f, 6.5.g)")


DO_AFTER_DECLINED_MAY = (
    "'If you do' after 'If you don't, you may ...': of the choice 'If you don't' asks of, or of the choice offered "
    "in its branch? Not said: for the first, say 'If you do' right after it ('You may pay {1}. If you do, draw a "
    "card. If you don't, you may sacrifice a Character.'); for the second, say it in its sentence ('If you don't, "
    "you may sacrifice a Character to draw a card.') (6.5.c, 6.5.f)")


CANT_AFTER_DECLINED = (
    "'If {who} can't' after 'If {who} don't, ...': of the step in that branch, done only where the choice was "
    "not done, or of that choice ('If {who} don't' says it already)? Not said; refused rather than read as "
    "either. What is done where the step in the branch can't be done is not read yet: say the branch so that it "
    "can always be done ('If {who} don't, sacrifice me.') (6.5.c, 6.5.f)")


def _in_branch(ctx, done, negated) -> None:
    """"If target Character is exhausted, ready it. If you do, ...": the step "If you do" asks of was done only
    in the condition's branch, on the target chosen before it (trace.took_in_branch); asked whether the target
    was chosen, it held though nothing was readied. Its sentence goes in the branch, as after "If ...:" (6.5.d,
    6.5.f: done where the condition held and the step was), by ``sentences._sentences``. "If you don't" / "If
    you can't" there (also where nothing was tried?) and after two such branches (of which?) are refused."""
    scope = ctx.scope
    took = scope.branch_step
    if took is None or took[0] != done:
        return
    column = ctx.node.start + 1 if ctx.node.start is not None else None
    if took[1] > 1:
        raise DesignError(IN_TWO_BRANCHES, column=column)
    if negated is not None:
        raise DesignError(NOT_IN_BRANCH.format(who=negated[0], verb=negated[1]), column=column)
    scope.nest_in_branch.append((done, took[2]))     # asked, and what the step in the branch acted on


ASKED_IN_DECLINED = (
    "'If {who} {verb}' right after 'If {other} don't, ...' asks, as 'If {other} {verb}' would there, of the choice "
    "offered before it (6.5.f), never of the step '{who}' did in that branch: that step is done "
    "only where the choice was declined, and asking of it there is not read yet. Refused rather than read as "
    "asking of the choice, which would change the card; to ask of the choice, say 'If {other} {verb}' (6.5.c, "
    "6.5.f)")


def _in_declined_by(scope, done, who: str) -> bool:
    """"You may discard a card. If you don't, target opponent draws a card. If they do, ...": the last step was
    done by ``who`` in the branch of "If ... don't" asking of the choice ``done`` offered to another player."""
    return done is not None and scope.declined == done and scope.last_actor == who


@combinator("offered_to", mode="data")
def _offered_to(ctx, arg):
    """``[done, who]``: what "If you do" / "If they do" asks of, the action named before, when it was a choice
    ("may") offered to the player named: another's is refused ("You may discard a card. If they do, ...")."""
    done, who = arg
    did(ctx.scope, done, f"If {who} do", ctx.node.start + 1, who)      # a pick of one after a "may" (ante.py)
    actor = ctx.scope.may_actors.get(done) if isinstance(done, str) else None
    if actor is not None and actor != who and _in_declined_by(ctx.scope, done, who):
        raise DesignError(ASKED_IN_DECLINED.format(who=who, verb="do", other=actor), column=ctx.node.start + 1)
    if actor is not None and actor != who:
        other = "they" if who == "you" else "you"
        raise DesignError(f"'If {who} do' asks of the choice just before it, which was offered to "
                          f"{'another player' if actor == 'they' else 'you'}: say 'If {other} do'",
                          column=ctx.node.start + 1)
    _by_whom(ctx, done, who, "do")
    return done


@combinator("declined")
def _declined(ctx, arg):
    """``[who, steps]``: "If you don't, ..." / "If they don't, ..." (6.5.c, 6.5.f, 6.2.e): the steps when the
    player named chose not to do what they were offered. Asked of the pair of the "If you do" before it,
    when the same player was offered it ("You may draw a card. If you do, discard a card. If you don't,
    ..."), else of the last "may" offered to that player ("If you do, target opponent may discard a card. If
    they don't, ..."); a player never offered it did not decline it: the steps go where the offer is, inside
    its condition (attached by ``_sentences``). An "If you do" (or "If you don't") after its steps asks of the
    same thing, its pair, whatever they did ("You may pay {1}. If you don't, sacrifice me. If you do, draw a
    card.": drawn when paid; of the sacrifice, done only when not paid, it would reverse the card), as after
    "If you can't, ..." (``_fallback``); after steps offering a choice of their own ("If you don't, you may
    ..."), of which is not said: refused; "If you can't" after them too (of the step in the branch, or of what
    "If you don't" asks?)."""
    who, then_t = ctx.ev(arg[0]), arg[1]
    scope = ctx.scope
    done = scope.done
    pair = scope.answered
    asked = pair[0] if isinstance(pair, list) and len(pair) == 2 and pair[1] == done else done
    if asked != done and _actor_of(scope, asked) not in (None, who) and _actor_of(scope, done) == who:
        asked = done                   # "Sacrifice a Character. If you do, target opponent sacrifices a Character.
        #                                If they don't, ...": of their step, in the branch (6.5.f)
    actors = scope.may_actors
    if asked != done and not (isinstance(asked, str) and asked in actors) and isinstance(done, str) \
            and actors.get(done) == who:       # "Exhaust A. If you do, you may B. If you don't": of A, or of B?
        raise DesignError(f"'If {who} don't' after 'If {who} do, {who} may ...': of the step before 'If {who} do' "
                          f"or of the choice offered after it? Not said; refused rather than read as either: say "
                          f"'If {who} can't, ...' right after the step, or 'If {who} don't' inside the choice's "
                          f"sentence (6.5.c, 6.5.f)", column=ctx.node.start + 1)
    if isinstance(asked, str) and asked in actors:
        latest = next((n for n in reversed(actors) if actors[n] == who), None)
        if latest is None and _in_declined_by(scope, asked, who):
            raise DesignError(ASKED_IN_DECLINED.format(who=who, verb="don't", other=actors[asked]),
                              column=ctx.node.start + 1)
        if latest is None:
            offered, other = ("another player", "you") if who == "they" else ("you", "they")
            raise DesignError(f"'If {who} don't' asks of a choice ('... may ...') offered to {offered} before "
                              f"it, and there is none: say 'If {other} don't'", column=ctx.node.start + 1)
        if actors[asked] == who and latest != asked:
            raise DesignError(f"'If {who} don't' after 'If ... do, {who} may ...': of the first choice or of "
                              f"the second? To ask of the first, say 'If {who} don't, ...' before 'If {who} do, "
                              "...'", column=ctx.node.start + 1)
        asked = latest
    did(scope, asked, f"If {who} don't", ctx.node.start + 1, who)        # (ante.py)
    if not (isinstance(asked, str) and asked in actors):
        _by_whom(ctx, asked, who, "don't")
    if isinstance(asked, str) and scope.may_depth.get(asked, 0) > scope.conditions:
        raise DesignError(OFFERED_IN_BRANCH.format(who=who), column=ctx.node.start + 1)
    cond = opposite(_did(ctx, asked, (who, "don't")))
    scope.did_branch = True            # its branch is of this test, not of a condition (branches._branch)
    offers = set(scope.may_names)
    held = scope.declined_moves(asked)     # what the offer may have moved: not moved here (Scope.gone_hidden)
    try:
        steps = ctx.ev(then_t)
    finally:
        scope.maybe_acted.extend(held)
    if scope.may_names - offers:       # "If you don't, you may sacrifice a Character. If you do": of which? refused
        scope.fallback, scope.fallback_of = scope.done, "don't"
    else:                              # "If you don't, sacrifice me. If you do, draw a card.": of the offer, the
        scope.done = asked             # pair of this "don't", never of a step in its branch (done only when the
        #                                offer was declined: it would reverse the card)
    scope.declined = asked
    return ("declined", asked, [{"if": cond, "then": steps}], ctx.node.start + 1)

