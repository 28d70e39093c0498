""""If you/they do/don't/can't" asked of the step of the player it names (an outside audit, session 47, audit M,
classes W1, W1b, W2; issue 31).

6.5.f: "[Do X]; if you did, [do Y]": whether a step was done is asked of the player who did it. "If you do" asks
of the step just before it; the "may" offered to another player was already checked ("You may pay {1}. Target
opponent may pay {1}. If you do" refused, "say 'If they do'"), not a required step:
- W1b: "Discard a card from your Reserve. Target opponent discards a card from their Reserve. If you do, draw a
  card." was read as "if the opponent discarded" (audit M, T8: I discarded, their Reserve was empty, no draw);
- W2: "Return target Character to its owner's hand. If they do, draw a card." was read as "if you did";
- W1: "Sacrifice a Character. If you do, target opponent sacrifices a Character. If they don't, draw a card." was
  read as "if I did not sacrifice" (the "If you do" before it, its pair; audit M, A, T4, T5, T9).

Decided: one rule for every step, what the "may" followed: the subject of "If X do/don't/can't" is who did the
step it names (``Scope.done_actors``, noted after each verb: trace.note_actor); if not, refused at "If" saying to
put the sentence right after that player's step (if_done._by_whom), or, where no other player did any step, to
say the other subject. "If they don't" / "If you don't" after "If you do, <another player's step>" names that
step, done only in the branch: as "If you can't" there (tests/test_cardtext_audit_branch.py), refused with the
colon form; offered there ("may"), it goes in the branch, as it did. The audit's scenarios now refuse the card,
so none plays; the readings kept are checked below.
"""
from __future__ import annotations

import pytest

from readings import effect, refused

BRANCH = "of a step done only in a branch"


def _at(text, words):
    return text.rindex(words) + 1


# -- W1b: after two steps by different players, the subject names the step -----------------------------------

@pytest.mark.parametrize("text, words, says", [
    # the audit's texts
    ("{J} Discard a card from your Reserve. Target opponent discards a card from their Reserve. If you do, draw "
     "a card.", "If you do", "another player did that step: to ask of your step, put this sentence right after it"),
    ("{J} Discard a card from your Reserve. Target opponent discards a card from their Reserve. If you don't, draw "
     "a card.", "If you don't", "put this sentence right after it"),
    ("{J} Sacrifice a Character. Target opponent sacrifices a Character. If you do, draw a card.", "If you do",
     "to ask of your step"),
    ("{J} Sacrifice a Character. Target opponent sacrifices a Character. If you don't, draw a card.", "If you don't",
     "to ask of your step"),
    ("{J} Target opponent sacrifices a Character. Sacrifice a Character. If they do, draw a card.", "If they do",
     "you did that step: to ask of another player's step, put this sentence right after it"),
    ("{J} Target opponent sacrifices a Character. Sacrifice a Character. If they don't, draw a card.",
     "If they don't", "to ask of another player's step"),
    ("{J} Target opponent discards a card from their hand. Discard a card from your hand. If they can't, draw a "
     "card.", "If they can't", "to ask of another player's step"),
    ("{J} Exhaust target card in your Reserve. Target opponent exhausts a card in their Reserve. If you do, draw a "
     "card.", "If you do", "to ask of your step"),
    # new wordings: other verbs, other players
    ("{J} Return a card from your Reserve to your hand. Target opponent returns a card from their Reserve to their "
     "hand. If you do, I gain 1 boost.", "If you do", "to ask of your step"),
    ("{J} Target opponent discards a card. Sacrifice a Character. If they can't, I gain 1 boost.", "If they can't",
     "to ask of another player's step"),
    ("{J} Discard two cards. Target opponent discards a card. If you can't, sacrifice me.", "If you can't",
     "to ask of your step"),
])
def test_6_5_f_if_x_do_after_another_players_step_is_refused_at_if(text, words, says):
    e = refused(text)
    assert e.column == _at(text, words) and says in e.message and "6.5.f" in e.message, (e.column, e.message)


@pytest.mark.parametrize("text, asked", [
    # right after the step of the player named: read as before
    ("{J} Target opponent discards a card from their Reserve. If they do, draw a card.", "chosen"),
    ("{J} Discard a card from your Reserve. If you do, draw a card. Target opponent discards a card.", "chosen"),
    ("{J} Target opponent sacrifices a Character. If they do, draw a card.", "chosen"),
    ("{J} Sacrifice a Character. If you do, draw a card.", "chosen"),
])
def test_6_5_f_if_x_do_right_after_that_players_step_reads(text, asked):
    steps = effect(text)
    assert any(s.get("if") == {"did": asked} for s in steps), steps


def test_6_5_f_if_you_cant_right_after_your_step_reads_of_it():
    """After the opponent's step then yours, "If you can't" asks of yours (the second discard)."""
    steps = effect("{J} Target opponent discards a card from their hand. Discard a card from your hand. If you "
                   "can't, draw a card.")
    assert steps[-1]["if"] == {"not": {"did": "chosen2"}}, steps


# -- W2: "If they do" where no other player did anything --------------------------------------------------------

@pytest.mark.parametrize("text", [
    "{J} Return target Character to its owner's hand. If they do, draw a card.",
    "{J} Exhaust target Character. If they do, draw a card.",
    "{J} Sacrifice a Character. If they do, draw a card.",
    "{J} Sacrifice a Character. If they don't, draw a card.",
    "{J} Discard a card. If they can't, I gain [[Asleep]].",
    "{J} Return target Character to its owner's hand. If they do, I gain 1 boost.",
])
def test_6_5_f_if_they_do_after_only_your_steps_is_refused(text):
    e = refused(text)
    assert e.column == _at(text, "If they") and "no step before it is another player's step: say 'If you" \
        in e.message, (e.column, e.message)


# -- W1: "If they don't" / "If you don't" of a step inside an "If ... do" branch ------------------------------

@pytest.mark.parametrize("text, words", [
    # the audit's texts (A, T4, T5, T9's neighbours)
    ("{J} Sacrifice a Character. If you do, target opponent sacrifices a Character. If they don't, draw a card.",
     "If they don't"),
    ("{J} Discard a card from your Reserve. If you do, target opponent discards a card from their Reserve. If they "
     "don't, I gain 1 boost.", "If they don't"),
    ("{J} Target opponent sacrifices a Character. If they do, sacrifice a Character. If you don't, draw a card.",
     "If you don't"),
    ("{J} Exhaust target Character. If you do, target opponent sacrifices a Character. If they don't, draw a card.",
     "If they don't"),
    # the variant refused with "say 'If you don't'", which changes the meaning: now the branch's refusal
    ("{J} You may pay {1}. If you do, target opponent discards a card from their Reserve. If they don't, draw a "
     "card.", "If they don't"),
    # new wordings
    ("{J} Discard a card. If you do, target opponent discards a card. If they don't, I gain 1 boost.",
     "If they don't"),
    ("{J} Target opponent discards a card. If they do, discard a card. If you don't, I gain [[Asleep]].",
     "If you don't"),
    ("{J} Sacrifice a Character. If you do, target opponent sacrifices a Character. If they can't, draw a card.",
     "If they can't"),
])
def test_6_5_f_if_x_dont_of_a_step_in_a_branch_is_refused_with_the_colon_form(text, words):
    e = refused(text)
    assert e.column == _at(text, words) and BRANCH in e.message and "colon" in e.message, (e.column, e.message)
    assert "say 'If you don't'" not in e.message


@pytest.mark.parametrize("text", [
    # offered in the branch: "If they don't" goes where the offer is (6.5.c), as it did
    "{J} Sacrifice a Character. If you do, target opponent may sacrifice a Character. If they don't, draw a card.",
    "{J} Target opponent discards a card from their Reserve. If they do, you may discard a card from your Reserve. "
    "If you don't, draw a card.",
    "{J} You may discard a card. If you do, target opponent may discard a card. If they don't, draw two cards.",
])
def test_6_5_f_if_x_dont_of_an_offer_in_a_branch_reads_inside_it(text):
    steps = effect(text)
    branch = steps[-1]
    assert "if" in branch and branch["then"][-1]["if"] == {"not": {"did": "done" if "done2" not in str(steps)
                                                                    else "done2"}}, steps


def test_6_5_f_if_they_do_of_their_step_in_a_branch_reads():
    """"If they do" in a branch not taken: nothing was done, which is what it asks (as "If you do", branch)."""
    steps = effect("{J} Sacrifice a Character. If you do, target opponent sacrifices a Character. If they do, draw "
                   "a card.")
    assert steps[-1] == {"if": {"did": "chosen2"}, "then": [{"do": {"Draw": {"count": 1}}}]}, steps


@pytest.mark.parametrize("text", [
    "{J} Each player discards a card. If you do, draw a card.",
    "{J} Each opponent discards a card. If you do, draw a card.",
])
def test_6_5_f_if_you_do_after_a_step_done_in_turn_keeps_its_refusal(text):
    """Done by each player in turn: refused as before (asked of which turn?), not as another player's step."""
    e = refused(text)
    assert e.column == _at(text, "If you do") and "after what is done in turn" in e.message, e.message
