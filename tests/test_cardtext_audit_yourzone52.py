"""Audit K2 (session 52), classes A and B (issue 31): "your <cards> in <Reserve | hand | Discard pile>", and "If your
<group> are/have X".

A. "Your Characters in Reserve gain 1 boost.", "Exhaust your cards in Reserve.", "Discard your cards in hand.", "the
number of your Spells in Discard pile", "When your Characters in Reserve gain ...", "Your Characters in your Reserve
..." read "your" as "you control", and a card outside play has no controller (1.4.3: control is of objects in play;
a card outside play is its owner's): the step found nothing, with no word said (27 texts). "Each of your Characters
in Reserve" was read right: "your" says the owner where the noun names a place (``owner_or_controller``). Now "your"
before a noun whose place is outside play says the same: the cards in your zone (combinators/nouns.py,
``_yours_outside_play``). Where the place is another player's ("your Characters in an opponent's Reserve"), or where
"you control" is said of cards outside play ("Characters in Reserve you control": none, by construction), the text
is refused at those words, saying what to write.

B (done in session 53: tests/test_cardtext_audit_atleast53.py). "If your other Characters have 2 or more boosts, draw
a card." drew with no other Character: "each of them is such that" holds of none. A positive state said of "your
<plural>" (no determiner) now holds of each of them and of one at least (6.5.d); "all ...", "each ..." and negatives
("aren't", "have no") read as before, true of none.

Played: tests/scenarios/rules/s52/*-yourzone-*.yaml (test cards tests/data/s52-yourzone/), both editions; all fail
before the fix and pass after.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import effect_in, reads, refused_saying, scenarios_play

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios" / "rules" / "s52"
EDITIONS = [None, "5.0"]


def _owned(steps) -> bool:
    """The step's objects are the player's own, with no controller asked of them."""
    said = repr(steps)
    return "'owner': 'you'" in said and "'controller'" not in said


# the auditor's texts (report §2, class A: 833, 832, 835, 837, 838, 839, 990, 989, 829, 831, 834, 836, 840, 856,
# 866, 940, 944, 948, 959, 960, 961, 962, 964, 987, 993) and new wordings, each with the zone it names
READ = [
    ("{J} Your Characters in Reserve gain 1 boost.", "Reserve"),
    ("{J} Draw X cards, where X is the number of your Characters in Reserve.", "Reserve"),
    ("{J} Exhaust your cards in Reserve.", "Reserve"),
    ("{J} Discard your cards in hand.", "Hand"),
    ("{J} Draw X cards, where X is the number of your Spells in Discard pile.", "Discard"),
    ("{J} Your Characters in your Reserve gain 1 boost.", "Reserve"),
    ("When your Characters in Reserve gain 1 or more boosts — I gain 1 boost.", "Reserve"),
    ("{J} If your Characters in Reserve have 3 or more boosts, draw a card.", "Reserve"),
    ("Your Characters in Reserve have +1 {V}.", "Reserve"),
    ("{I} Your Characters in Reserve are [Seasoned].", "Reserve"),
    ("{J} Your cards in Reserve gain 1 boost.", "Reserve"),
    ("{J} Ready your cards in Reserve.", "Reserve"),
    ("{J} Your Spells in Reserve lose [[Fleeting]].", "Reserve"),
    ("{J} Discard all your cards in Reserve.", "Reserve"),
    ("At Night — Your Characters in Reserve gain 1 boost.", "Reserve"),
    ("{J} Ready your exhausted cards in Reserve.", "Reserve"),
    ("{J} Your Robots in Reserve gain 1 boost.", "Reserve"),
    ("{J} Draw X cards, where X is the number of your cards in hand.", "Hand"),
    ("At Noon — Ready your cards in Reserve.", "Reserve"),
    ("At Night — Discard your exhausted cards in Reserve.", "Reserve"),
    ("When I go to Reserve — Your other Characters in Reserve gain 1 boost.", "Reserve"),
    ("{R} Your Characters in Reserve gain 1 boost.", "Reserve"),
    ("{I} Your cards in Reserve can't gain counters.", "Reserve"),
    ("{J} You may discard your cards in hand to draw three cards.", "Hand"),
    ("{J} Draw X cards, where X is the number of your cards in Reserve.", "Reserve"),
    # new wordings of the same shape
    ("{J} Your Characters in your hand gain 1 boost.", "Hand"),
    ("{J} Exhaust your Spells in Reserve.", "Reserve"),
    ("{J} Your Permanents in Reserve gain 2 boosts.", "Reserve"),
    ("{J} Draw X cards, where X is the number of your Characters in your Discard pile.", "Discard"),
    ("When your Spells in Reserve gain 1 or more boosts — I gain 1 boost.", "Reserve"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,zone", READ)
def test_1_4_3_your_cards_outside_play_are_those_in_your_zone(text, zone, edition):
    steps = reads(text, edition)      # the whole ability: a trigger's condition too
    assert _owned(steps), steps
    assert f"'{zone}'" in repr(steps), steps


@pytest.mark.parametrize("edition", EDITIONS)
def test_1_4_3_your_cards_in_play_stay_those_you_control(edition):
    steps = repr(effect_in("{J} Your Characters gain 1 boost.", edition))
    assert "'controller': 'you'" in steps, steps
    steps = repr(effect_in("{J} Your other Characters in my Expedition gain 1 boost.", edition))
    assert "'controller': 'you'" in steps, steps


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,word,says", [
    ("{J} Characters in Reserve you control gain 1 boost.", "you control", "a card outside play has no controller"),
    ("{J} Exhaust cards in hand you control.", "you control", "a card outside play has no controller"),
    ("{J} Draw X cards, where X is the number of Spells in Discard pile you control.", "you control",
     "a card outside play has no controller"),
    ("{J} Your Characters in your opponent's Reserve gain 1 boost.", "Your", "another player's"),
    ("{J} Your Characters in an opponent's Reserve gain 1 boost.", "Your", "another player's"),
])
def test_1_4_3_control_said_of_cards_outside_play_is_refused(text, word, says, edition):
    refused_saying(text, word, (says, "1.4.3"), "{J} Characters in your Reserve gain 1 boost.", edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_cards_in_your_zone_are_found_and_a_group_of_none_passes_no_test(edition):
    scenarios_play(SCENARIOS, "*-yourzone-*.yaml", edition=edition, count=7)
