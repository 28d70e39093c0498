""""You may X, then <a subject of its own> Y" (issue 31, audit H1 of session 51, class C; class B: hidden52).

B (a pronoun after a move to a hand or a deck, 2.1.d/2.1.f) is not fixed here: refusing every pronoun naming
what a step put in a hand or a deck refused 33 readings decided before (tests/test_cardtext_audit_split.py,
_was.py, _support.py, _branch.py, _maybe.py, _chains.py, _its.py, _oneof.py, _maytgt.py, _plural.py, _msgs48.py,
_look_default.py): last known information in a condition ("If an opponent controls it", "If it was [[Boosted]]",
2.1.h), "its owner", a move in a "may" or an option not taken ("If you don't, it gains 2 boosts"), and other
checks that refuse first with their own message. Fixed by the narrow rule in session 52: an action step on the
pronoun after a sure move to a hand or a deck is refused, and those readings stay
(tests/test_cardtext_audit_hidden52.py).

C: "You may pay {1}, then target Character gains 2 boosts." gained the boosts with the payment declined
(tests/scenarios/rules/s51/6.5.c-may-then-target-gains-declined-no-boost.yaml failed), while "You may X and
<subject> Y" put both inside the "may" and so did ", then <verb>" with no subject (the official "You may exhaust
({T}) target card in an opponent's Reserve, then roll a die."). Said of an object ("target Character gains", "I
gain", "it gains"), Y is inside what "may" offers (6.5.c), as with "and": the reading that put it after is no
reading (may_and_to.then_a_new_subject). Said of a player ("..., then you draw a card", "..., then target opponent
discards a card"), the words don't say whether it waits for the choice: refused at "then" in both editions, saying
to write "If you do, ..." or a sentence of its own (the s4x reading that put it after the "may" is no longer
guessed: tests/test_cardtext_audit_may_then.py).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import effect_in, scenarios_play

HERE = Path(__file__).parent
EDITIONS = [None, "5.0"]


def _refused(text, edition):
    from altered.loading.errors import DesignError
    with pytest.raises(DesignError) as e:
        effect_in(text, edition)
    return e.value


# -- C. "You may X, then <a subject of its own> Y" (6.5.c) -----------------------------------------------------

INSIDE = [
    # the auditor's texts said of an object (#145, #163, #439, #442)
    "{J} You may draw a card, then target Character gains 1 boost.",
    "{J} You may exhaust me, then target Character gains 2 boosts.",
    "{J} You may draw a card, then I gain 1 boost.",
    "{J} You may pay {1}, then target Character gains 2 boosts.",
    # new wordings
    "{H} You may discard a card from your hand, then each Character you control gains 1 boost.",
    "{J} You may sacrifice a Character, then target Character gains [[Anchored]].",
    "{R} You may pay {2}, then I gain 2 boosts.",
]


def _may_holds_all(steps):
    mays = [s for s in steps if "may" in s]
    return len(mays) == 1 and steps[-1] is mays[0] and len(mays[0]["may"]["do"]) >= 2


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", INSIDE)
def test_6_5_c_then_said_of_an_object_is_inside_the_may(text, edition):
    """The step after ', then' is inside the 'may', as after 'and': done only if the first was."""
    steps = effect_in(text, edition)
    assert _may_holds_all(steps), steps
    same = effect_in(text.replace(", then ", " and "), edition)
    assert str(same) == str(steps), (same, steps)


PLAYER = [
    # the auditor's #440, and new wordings
    "{J} You may discard a card from your hand, then target opponent discards a card.",
    "{J} You may draw a card, then each opponent draws a card.",
    "{J} You may pay {1}, then you draw a card.",
    "{J} Target opponent may draw a card, then you draw a card.",
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", PLAYER)
def test_6_5_c_then_a_players_own_act_after_may_is_refused_at_then(text, edition):
    e = _refused(text, edition)
    assert "could be part of what 'may' offers" in e.message and "6.5.c" in e.message, e.message
    assert "If you do, " in e.message, e.message
    assert e.column == text.index("then") + 1, e


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} You may discard a card from your hand. If you do, target opponent discards a card.",
    "{J} You may discard a card from your hand. Target opponent discards a card.",
    "{J} You may pay {1}. If you do, you draw a card.",
    "{H} You may exhaust ({T}) target card in an opponent's Reserve, then roll a die.",   # official: no subject
    "{J} You may draw a card and target opponent discards a card.",
])
def test_what_the_refusal_says_to_write_reads(text, edition):
    assert effect_in(text, edition)


def test_the_scenarios_play_inside_the_may():
    """Declined: no boost and no card drawn (the old reading gave Alpha 2 boosts); taken: drawn, 2 boosts."""
    scenarios_play(HERE / "scenarios" / "rules" / "s51", "6.5.c-may-then-*.yaml", count=2)
