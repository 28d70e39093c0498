"""Outside audit P1 (session 54) §2 W3, class WRONG (issue 31): a negative condition on "your <plural>" held of none.

"{J} If your other Characters have no boosts, draw a card." and "... aren't exhausted ..." / "... are not
[[Anchored]] ..." drew a card with no other Character: the program was only "each of Characters you control other
than me is such that not (...)" / "... = 0", which holds of none. Session 53 (tests/test_cardtext_audit_atleast53.py)
decided that a statement about "your <plural>" said with no determiner presupposes some such cards (6.5.d: the
condition is evaluated as its step would happen, and the plural says there are some): it holds of each of them and
of one at least. That decision left out the negatives; a negative says as much of the group as a positive does.

Where it is: the one place that adds "one at least" for the positive ones (``conditions._some_presupposed``, on a
noun marked by the adjective "your", grammar/phrases/nouns.yaml adj-your) now adds it whatever the state says.

What reads as before, true of none: "If all your ... aren't ...", "If each of your ... isn't ..." (a determiner:
said, not presupposed), "If Characters you control aren't ..." (no possessive), and the words that say none: "If you
control no ...", "If there are no ...", "If you have no ..." (a count = 0, not a state of a group).

Bundled readings: unchanged (dumps compared by key: no bundled text has this shape). The 728 official texts read.

Played: tests/scenarios/rules/s54/*-negcond-*.yaml on tests/data/s54-negcond/, both editions: the three "none, no
draw" files fail before the fix; the others (all of them matching: a card drawn; one not matching: none drawn; "If
you control no other Characters" with none: a card drawn) pass before and after.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import at_least_one, condition_in, dicts, scenarios_play

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios" / "rules" / "s54"
EDITIONS = [None, "5.0"]


# the auditor's texts (report §2 W3: three played, three read) and new wordings of the same shape
NEGATIVE = [
    "{J} If your other Characters have no boosts, draw a card.",
    "{J} If your other Characters aren't exhausted, draw a card.",
    "{J} If your other Characters are not [[Anchored]], draw a card.",
    "{J} If your tokens have no boosts, draw a card.",
    "{J} If your Characters have no boosts, I gain 1 boost.",
    "{J} If your Landmarks have no Kelon counters, draw a card.",
    # new wordings
    "{J} If your Characters aren't [[Boosted]], draw a card.",
    "At Dusk — If your other Characters aren't exhausted, I gain 1 boost.",
    "{J} If your Characters in Reserve aren't exhausted, draw a card.",
    "{J} If your other Characters are not [[Asleep]] or [[Anchored]], draw a card.",
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", NEGATIVE)
def test_6_5_d_your_plural_said_negatively_needs_one_at_least(text, edition):
    cond = condition_in(text, edition)
    assert at_least_one(cond) is not None, cond


@pytest.mark.parametrize("edition", EDITIONS)
def test_6_5_d_the_negative_is_of_each_and_the_group_has_one(edition):
    cond = condition_in("{J} If your other Characters aren't exhausted, draw a card.", edition)
    assert at_least_one(cond) == {"controller": "you", "type": "Character", "not": "self"}, cond
    assert cond["and"][1]["every"]["test"] == {"not": {"has_status": {"status": "Exhausted", "what": "it"}}}, cond
    cond = condition_in("{J} If your other Characters have no boosts, draw a card.", edition)
    assert at_least_one(cond) == {"controller": "you", "type": "Character", "not": "self"}, cond
    assert cond["and"][1]["every"]["test"] == {"eq": [{"counters": "boost", "of": "it"}, 0]}, cond


# said with a determiner or without "your": each of them, true of none (as before)
EACH_ALONE = [
    "{J} If all your other Characters aren't exhausted, draw a card.",
    "{J} If each of your other Characters isn't exhausted, draw a card.",
    "{J} If all your other Characters have no boosts, draw a card.",
    "{J} If Characters you control aren't exhausted, draw a card.",
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", EACH_ALONE)
def test_6_5_d_all_each_and_no_possessive_stay_true_of_none(text, edition):
    cond = condition_in(text, edition)
    assert any("every" in d for d in dicts(cond)) and at_least_one(cond) is None, cond


# the words that say none: a count = 0 (true with none), no "each of" at all
SAY_NONE = [
    ("{J} If you control no other Characters, draw a card.", {"controller": "you", "type": "Character", "not": "self"}),
    ("{J} If there are no Characters in my Expedition, draw a card.", None),
    ("{J} If you have no cards in hand, draw a card.", {"owner": "you", "zone": "Hand"}),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, among", SAY_NONE)
def test_6_5_d_the_words_that_say_none_keep_their_meaning(text, among, edition):
    cond = condition_in(text, edition)
    assert not any("every" in d for d in dicts(cond)) and at_least_one(cond) is None, cond
    assert "eq" in cond and cond["eq"][1] == 0 and "count" in cond["eq"][0], cond
    if among is not None:
        assert cond["eq"][0]["count"] == among, cond


@pytest.mark.parametrize("edition", EDITIONS)
def test_6_5_d_a_group_of_none_passes_no_negative_test(edition):
    scenarios_play(SCENARIOS, "*-negcond-*.yaml", edition=edition, count=10)
