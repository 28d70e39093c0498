"""'If you do' asked of the wrong choice (issue: every reading checked against its meaning; the ninth outside
audit).

6.5.c: "If you do" asks whether the player did what they were offered. Said after an "If you don't" whose
branch picks something ("You may pay {1}. If you don't, discard a card from your hand. If you do, I gain 1
boost."), it asked of that pick, so the boost came only when the player had NOT paid: refused in session 48,
read since session 49 (audit T, class A; tests/test_cardtext_audit_ifdont.py) as asking of the offer, the pair
of "If you don't", whatever its branch does. After a choice offered in each turn of "each ..." ("Each opponent
draws a card. Then, they may sacrifice a Character. If they do, draw a card."), it asked once, after every
turn: refused.
"""
from __future__ import annotations

import pytest

from readings import effect, refused


@pytest.mark.parametrize("text", [
    "{J} Each opponent draws a card. Then, they may sacrifice a Character. If they do, draw a card.",
    "{J} Each player draws a card. They may discard a card from their hand. If they do, I gain 1 boost.",
])
def test_if_you_do_after_a_choice_offered_in_each_turn_is_refused(text):
    """Refused at the "If they do" it is about."""
    e = refused(text)
    assert "'If you do' after a choice made in each turn" in e.message and e.column == text.index("If they do,") + 1


@pytest.mark.parametrize("text", [
    "{J} You may pay {1}. If you don't, discard a card from your hand. If you do, I gain 1 boost.",
    "{J} Target opponent may pay {1}. If they don't, they sacrifice a Character. If they do, draw a card.",
    "{J} You may sacrifice a Character. If you don't, exhaust target card in Reserve. If you do, draw a card.",
])
def test_if_you_do_after_a_dont_that_picks_asks_of_the_offer(text):
    """The 'do' asks of the offer, the pair of the 'don't' (6.5.c, 6.5.f), never of the pick in its branch."""
    steps = effect(text)
    assert steps[-2]["if"] == {"not": steps[-1]["if"]} and "did" in str(steps[-1]["if"]), steps


def test_if_they_dont_after_a_choice_offered_in_each_turn_is_refused():
    text = "{J} Each opponent chooses a Character they control. They may sacrifice it. If they don't, draw a card."
    e = refused(text)
    assert "offered in each turn" in e.message and e.column == text.index("If they don't") + 1


@pytest.mark.parametrize("text", [
    "{J} You may pay {1}. If you do, I gain 1 boost. If you don't, discard a card from your hand.",
    "{J} Target opponent may sacrifice a Character. If they don't, I gain 2 boosts. If they do, draw a card.",
])
def test_if_you_do_that_asks_of_the_offer_still_reads(text):
    """The 'do' asks of the offer itself: the 'don't' before it picks nothing, or comes after it."""
    steps = effect(text)
    assert "did" in str(steps)
