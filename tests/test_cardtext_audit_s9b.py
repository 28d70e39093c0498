"""Issue 31, outside audit S9B of session 57 (851 texts, two classes read wrong):

- A "Exhaust target card in Reserve. Its controller draws a card." made the card's owner draw: nobody controls a card
  out of play (7.5.4.a; v5.0 7.5.5.a-b). "its controller" of a pick that may be out of play is refused, saying to
  write "its owner"; of an object in play, or one that left play by the step before (2.1.h), it reads.
- B "we" counted me twice where the other object was me: played in tests/scenarios/rules/s57 (7.2.2.a-audit9b-...,
  test_cardtext_audit_s57.py)."""
from __future__ import annotations

import pytest

from readings import effect_in, refused_saying

EDITIONS = [None, "5.0"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} Exhaust target card in Reserve. Its controller draws a card.",
    "{J} Choose a card in an opponent's Reserve. Its controller draws a card.",
    "{J} Exhaust target card in play or in Reserve. Its controller draws a card.",
])
def test_its_controller_of_a_card_that_may_be_out_of_play_is_refused(text, edition):
    refused_saying(text, "Its controller", ("nobody controls a card out of play", "7.5.4.a"),
                   "{J} Exhaust target card in Reserve. Its owner draws a card.", edition)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} Exhaust target Character. Its controller draws a card.",
    "{J} Return target Character to its owner's hand. Its controller draws a card.",
])
def test_its_controller_of_an_object_in_play_reads(text, edition):
    assert "'controller_of'" in str(effect_in(text, edition))
