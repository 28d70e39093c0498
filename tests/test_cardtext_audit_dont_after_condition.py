"""'If you don't' after a condition (issue: every reading checked against its meaning; a re-audit of the tenth
audit's classes).

6.5.f: "If you do" / "If you don't" ask whether an action before them was done. After a condition alone ("If
you control three or more Characters, I gain 2 boosts. If you don't, I gain 1 boost.") nothing was done or
offered: the reading asked of an empty list of actions, so the second branch came whatever the condition,
and the card gave 3 boosts where it means 2. Refused at the "If", saying to write "Otherwise" (6.5.e), which
reads as the branch the card means.
"""
from __future__ import annotations

import pytest

from readings import effect, refused


@pytest.mark.parametrize("text", [
    "{J} If you control three or more Characters, I gain 2 boosts. If you don't, I gain 1 boost.",
    "{J} If I'm in {M}, I gain 1 boost. If you don't, draw a card.",
    "{J} If you have no cards in your hand, draw two cards. If you don't, I gain 1 boost.",
    "{J} If you control two or more Landmarks, draw a card. If you don't, [Resupply].",
])
def test_6_5_f_if_you_dont_after_a_condition_is_refused_at_it(text):
    e = refused(text)
    assert "Otherwise" in e.message and e.column == text.index("If you don't") + 1


def test_6_5_e_otherwise_after_a_condition_is_its_other_branch():
    [step] = effect("{J} If you control three or more Characters, I gain 2 boosts. Otherwise, I gain 1 boost.")
    assert "if" in step and "else" in step


@pytest.mark.parametrize("text", [
    "{J} You may draw a card. If you do, I gain 1 boost. If you don't, discard a card from your hand.",
    "{J} You may pay {1}. If you don't, I gain 1 boost.",
])
def test_6_5_f_if_you_dont_after_an_offer_still_reads(text):
    assert effect(text)
