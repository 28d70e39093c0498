"""Refusal messages that said nothing of what to write (issue 31; audit Z1 "REFUSED items whose message is unhelpful"
and audit Z2 §4 of session 50). A text the engine can't read is refused at its place with one line saying what to
write; each suggested wording is read here, and says what the card says.

Decided:
- "When X, Y" with a comma (about 25 texts of audit Z1): told, as "At Noon, ..." was, that a Reaction is written
  "Trigger — Effect" (2.2.11.l), with the text itself as the advice ("When you play a Spell — I gain 1 boost.").
- the other messages (grammar/phrases/mistakes.yaml) now say what to write; no text reads differently.
"""
from __future__ import annotations

import pytest

from readings import refused_in, refused_saying

EDITIONS = [None, "5.0"]


# -- Z1: "When X, Y" with a comma: "Trigger — Effect" (2.2.11.l) --------------------------------------------------
@pytest.mark.parametrize("text,at,advice", [
    ("When you play a Spell, I gain 1 boost.", "I gain", "When you play a Spell — I gain 1 boost."),   # audit Z1
    ("When I join the Expedition, draw a card.", "draw", "When I join the Expedition — draw a card."),
    ("When one of your Characters gains a boost, I gain 1 boost.", "I gain",
     "When one of your Characters gains a boost — I gain 1 boost."),
    ("{I} When you play a Spell, I gain 1 boost.", "I gain", "When you play a Spell — I gain 1 boost."),
    ("At Noon, you may draw a card.", "you", "At Noon — you may draw a card."),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_when_with_a_comma_is_told_trigger_dash_effect(text, at, advice, edition):
    refused_saying(text, at, ("'Trigger — Effect' (2.2.11.l)", f"'{advice}'"), advice, edition)


def test_a_trigger_symbol_before_when_keeps_its_own_advice():
    """'{J} When ..., ...': {J} is itself a trigger (7.1.1); that is the message, not the comma's."""
    e = refused_in("{J} When you play a Spell, I gain 1 boost.")
    assert "{J} is itself a trigger" in e.message and "not a comma" not in e.message
