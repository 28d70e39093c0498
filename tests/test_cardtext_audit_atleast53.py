"""Audit K2 (session 52), class B (issue 31): "If your <plural> are/have X" was true of a group of none.

"{J} If your other Characters have 2 or more boosts, draw a card." drew a card with no other Character: it was read
"if each of Characters you control other than me is such that ...", which holds of none. In English a positive
statement about "your <plural>" says there are some: the condition (evaluated as its step would happen, 6.5.d) holds
of each of them and of one at least, as known.md decided (s50) for "If they're <state>" after several objects.

Where it is declared: the adjective "your" (grammar/phrases/nouns.yaml, adj-your, ``possessive``) marks the noun
(``Noun.possessive``); a determiner before it ("all", "each", "each of") clears it; ``conditions._is`` adds "and one
at least" to the "each" test of a positive state said of such a plural (``_some_presupposed``).

What each neighbour reads as (unchanged, decided: a broad "one at least" broke 11 decided tests last session):
- "If all your other Characters are [[Boosted]]", "If each of your ... is", "If each Character you control is",
  "If all Characters you control are": each of them, true of none;
- "If Characters you control are [[Boosted]]" (no possessive): each of them, true of none;
- (changed in session 54, outside audit P1 §2 W3, tests/test_cardtext_audit_negcond54.py: a negative, "If your
  other Characters aren't [[Boosted]]" / "are not", "If your Characters have no boosts", needs one at least too, and
  is in AT_LEAST_ONE below;)
- "If your Expeditions are ..." (Expeditions: a player always has two, 3.2.4.b): as before.

Played: tests/scenarios/rules/s53/*-atleast-*.yaml (test cards tests/data/s53-atleast/), both editions; the three
"none, no draw" files fail before the fix, the others (one that holds, "each of them", "all") pass before and after;
"aren't" with none drew a card until session 54 and draws none since.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import at_least_one, condition_in, dicts, scenarios_play

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios" / "rules" / "s53"
EDITIONS = [None, "5.0"]


def _every_alone(cond) -> bool:
    """An "each of" test with no "one at least" beside it (true of none)."""
    return any("every" in d for d in dicts(cond)) and at_least_one(cond) is None


# the auditor's texts (report §2, class B: 1000, 999, and 989 of class A) and new wordings of the same shape
AT_LEAST_ONE = [
    "{J} If your other Characters have 2 or more boosts, draw a card.",
    "{J} If your other Characters are [[Boosted]], draw a card.",
    "{J} If your Characters in Reserve have 3 or more boosts, draw a card.",
    # new wordings
    "{J} If your Characters are [[Boosted]], draw a card.",
    "{J} If your other Characters are exhausted, draw a card.",
    "{H} If your Characters have 1 or more boosts, I gain 1 boost.",
    "{J} If your other Characters are [[Boosted]] or [[Asleep]], draw a card.",
    "{J} If your Characters in my Expedition are [[Boosted]], draw a card.",
    "{J} If your Spells in Reserve are [[Fleeting]], draw a card.",
    "At Dusk — If your other Characters have 2 or more boosts, I gain 1 boost.",
    "{J} If your other Characters are in my Expedition, draw a card.",
    # negatives, since session 54 (outside audit P1 §2 W3)
    "{J} If your other Characters aren't [[Boosted]], draw a card.",
    "{J} If your Characters are not [[Boosted]], draw a card.",
    "{J} If your Characters have no boosts, draw a card.",
    "At Dusk — If your other Characters have no boosts, I gain 1 boost.",
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", AT_LEAST_ONE)
def test_6_5_d_your_plural_said_needs_one_at_least(text, edition):
    cond = condition_in(text, edition)
    assert at_least_one(cond) is not None, cond


@pytest.mark.parametrize("edition", EDITIONS)
def test_6_5_d_one_at_least_of_the_group_said_and_each_of_them(edition):
    cond = condition_in("{J} If your other Characters have 2 or more boosts, draw a card.", edition)
    among = at_least_one(cond)
    assert among == {"controller": "you", "type": "Character", "not": "self"}, among
    assert cond["and"][1]["every"]["test"] == {"gte": [{"counters": "boost", "of": "it"}, 2]}, cond


@pytest.mark.parametrize("edition", EDITIONS)
def test_6_5_d_one_part_of_an_or_needs_one_at_least(edition):
    cond = condition_in("{J} If your Characters have 2 or more boosts or you have no cards in hand, draw a card.",
                      edition)
    assert "or" in cond and at_least_one(cond["or"][0]) is not None, cond


# the decided neighbours, read as before: each of them, true of none
UNCHANGED = [
    "{J} If all your other Characters are [[Boosted]], draw a card.",
    "{J} If all your Characters have 2 or more boosts, draw a card.",
    "{J} If each of your other Characters is [[Boosted]], draw a card.",
    "{J} If each other Character you control is [[Boosted]]: Draw a card.",
    "{J} If each Character you control is [[Boosted]]: Draw a card.",
    "{J} If all Characters you control are [[Boosted]]: Each Character you control gains [[Anchored]].",
    "{J} If all cards in your Reserve are exhausted: Draw a card.",
    "{J} If each card in your Reserve is exhausted: Draw a card.",
    "{J} If all Characters in my Expedition are [[Boosted]]: I gain [[Anchored]].",
    "{J} If Characters you control are [[Boosted]], draw a card.",
    "{J} If Characters in my Expedition are [[Boosted]], draw a card.",
    "{J} If all your other Characters aren't [[Boosted]], draw a card.",
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", UNCHANGED)
def test_6_5_d_all_each_and_no_possessive_are_unchanged(text, edition):
    cond = condition_in(text, edition)
    assert _every_alone(cond), cond


@pytest.mark.parametrize("edition", EDITIONS)
def test_6_5_d_a_group_of_none_passes_no_positive_test(edition):
    scenarios_play(SCENARIOS, "*-atleast-*.yaml", edition=edition, count=7)
