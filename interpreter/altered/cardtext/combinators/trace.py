"""A pronoun and "If you do/don't/can't" name the step just before them (7.2.4.a, 6.5.f), whatever it is:
after a step that acted on something else and keeps no trace of what they would name ("Draw a card", "I gain
1 boost", "Put the top card of your deck ..."), they are refused at their place, never read as what was
named or done before that step (issue 31). One rule for every step of an effect (a Reaction's, a quick
action's, a Spell's), read after each verb of a chain (chains._Links.run), joined by "and", ", then" or in
sentences of their own."""
from __future__ import annotations

from .walkers import acted_names, bound_names, pairs_in, used_names


def _names(done) -> set:
    if isinstance(done, str):
        return {done}
    if isinstance(done, list):
        return {d for d in done if isinstance(d, str)}
    if isinstance(done, dict):
        return _names(done.get("any"))
    return set()


def _acts_on(steps, it) -> bool:
    """Whether ``steps`` act on or name what "it" names (``it``: a name; None: the trigger's object)."""
    if it is None:
        return any(v == "it" for _, v in pairs_in(steps))
    return it in used_names(steps)


def _by_another(steps) -> bool:
    """Whether a player other than you does ``steps`` ("Target opponent draws a card")."""
    return any(k in ("as_player", "each_player") for k, _ in pairs_in(steps))


def _pays_only(steps) -> bool:
    """Whether ``steps`` only pay mana, offered or not, by you or another player ("Target opponent may pay {1}")."""
    def pays(step) -> bool:
        if not isinstance(step, dict):
            return False
        for wrapper in ("may", "as_player"):
            if wrapper in step:
                return bool(step[wrapper].get("do")) and all(pays(s) for s in step[wrapper]["do"])
        if "choose" in step:                          # "Target opponent may pay {1}": the player paying
            return "players" in (step["choose"].get("from") or {})
        return set(step) == {"pay"}
    return bool(steps) and all(pays(s) for s in steps) and any("pay" in str(s) for s in steps)


def after_step(scope, it, done, steps: list, column=None, actor=None) -> None:
    """After one step (``steps``, read with "it" naming ``it`` and "If you do" asking of ``done`` before it):
    a step that names something new makes it "it" (a choice, a creation, a look: the step did that);
    one that acts on what "it" names keeps it; any other leaves "it" naming nothing it kept, refused at the
    pronoun (``Scope.refer_it``). The same for "If you do": a step that neither keeps what it did (a choice,
    a "may") nor acts on what the action before did leaves it asking of a step that keeps no trace, refused
    (if_done._did). In a condition's branch (a test of the game, "Otherwise", a die's outcome) the same for a
    player's step, refused saying it was done only in the branch (``Scope.done_in_branch``, if_done.IN_BRANCH:
    "Discard a card. If it's a Spell, draw a card. If you do": of the draw or of the discard? never the discard
    in silence); a step said of a card there (``actor`` "object": "I gain 3 boosts") is no player's action and
    leaves it asking of the action before the branch ("Sacrifice a Robot. If its Hand Cost was {3} or more, I
    gain 3 boosts. If you can't, ...", an official text). In the branch of "If you do" its steps are done
    exactly when the action it asks of was: "If you do" after them asks of that action ("You may discard a card.
    If you do, draw a card. If you do, ..."). Left as it was: after your step when another player
    was offered the action before it ("Target opponent may draw a card, then you draw a card. If they do": of
    their choice) and in what "you may" offers (the offer is what "If you do" asks of; what it pays for, "You
    may sacrifice me to give it 2 boosts", leaves "it" as it was, as a quick action's cost does)."""
    scope.branch_step = None           # a step after a branch: "If you do" asks of it, not of the branch's
    if scope.tracing != "cost":
        untraced_it(scope, it, steps, column)
    theirs = isinstance(done, str) and scope.may_actors.get(done) == "they"     # "If they do" asks of it
    if scope.done != done:
        scope.done_in_branch = False   # it names what this step did
    elif done not in (None, "it") and scope.tracing is None and not _names(done) & acted_names(steps) \
            and not (theirs and not _by_another(steps)):
        if done != scope.keep_done:
            scope.done = "it"          # what "@done" is for a step that keeps nothing: refused (if_done._did)
        elif actor != "object" and scope.in_condition:     # a player's step done only in a condition's
            #                          branch: refused, saying so
            scope.done, scope.done_in_branch = "it", True


def took_in_branch(scope, before, steps: list, prior) -> None:
    """After a condition's branch (``steps``; "If you do" asked of ``before`` as it began, ``prior``: what a branch
    just before it left in ``Scope.branch_step``): a step in it that acted on what ``before`` names, chosen before
    the branch ("If target Character is exhausted, ready it."; "Choose a Character. If it's exhausted, ready
    it."), left "If you do" asking of ``before``, whether it was chosen: always so, though the step was done only
    where the condition held (6.5.d). "If you do" right after it asks of that step (6.5.f): noted, with how many
    branches in a row left it so, one of them doing a step on it ("If ..., ready it. Otherwise, exhaust it.",
    "If ..., ready it. Otherwise, I gain 1 boost.": of which?; if_done._did). The same for a step on it that keeps
    a trace of its own, which "If you do" asks of ("If ..., discard it.": "discarded"): noted with that name and
    the one it acted on (``Scope.branch_step``: (asked, branches, acted on))."""
    again = prior[1] if isinstance(prior, tuple) and prior[0] == before else 0
    if before in (None, "it") or not (again or _names(before) & used_names(steps)):
        return
    if scope.done == before:
        scope.branch_step = (before, again + 1, before)
    elif isinstance(scope.done, str) and scope.done != "it" and scope.done not in bound_names(steps):
        # a trace of its own the step on it keeps ("discarded", "sacrificing"): the same rule, whatever it keeps
        scope.branch_step = (scope.done, again + 1, before)


def untraced_it(scope, it, steps: list, column=None) -> None:
    """After ``steps``, read with "it" naming ``it``: "it" names what they named anew, or still ``it`` if they
    act on it; else nothing they kept (``Scope.untraced``: refused at the pronoun). A payment acts on no object
    and names none (1.2.5: "You may pay {1}", "Its controller may pay {1}"): "it" after it names what it named
    before it ("Target Character gains 1 boost. You may pay {1}. If you do, it gains 1 boost.")."""
    if _pays_only(steps):
        return
    if scope.it != it:
        scope.untraced = ()
    elif not _acts_on(steps, it) and (it is not None or scope.trigger_named or scope.trigger_object):
        scope.untraced = (it, column)


def note_actor(scope, done, steps: list) -> None:
    """After one step, read with "If you do" asking of ``done`` before it: who did the step whose name it left
    done, "you" or "they" (another player: the step is said of them, ``as_player``), so that "If you do" /
    "If they do" asks only of a step its subject did (6.5.f; if_done.by_whom). Who did the last step, whatever
    it kept, is ``scope.last_actor``: "If they do" right after another player's step that kept nothing ("Its
    controller draws a card. If they do") is refused saying so, not as if you did it."""
    who = "they" if scope.other_actor or _by_another(steps) else "you"
    scope.last_actor = who
    if scope.done == done:
        return
    for name in _names(scope.done):
        scope.done_actors.setdefault(name, who)
