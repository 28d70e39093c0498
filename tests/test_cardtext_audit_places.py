"""A place, or an object of its own, after "or" (issue: every reading checked against its meaning; an
outside audit of invented texts).

"a card from their hand or their Reserve" means one card from either place; it was read as a choice between
discarding a card from their hand and discarding their whole Reserve. The language refuses it at the words
after "or" rather than guessing; the object said again reads as one choice (6.5.g).
"""
from __future__ import annotations

import pytest

from readings import effect, refused


@pytest.mark.parametrize("text, words", [
    ("At Dusk — Each player sacrifices a Character in my Expedition or the Expedition facing me.",
     "the Expedition facing me"),
    ("{J} Send to Reserve a Character in my Expedition or the Expedition facing me.", "the Expedition facing me"),
    ("{J} Target opponent discards a card from their hand or their Reserve.", "their Reserve"),
    ("{J} Discard a card from your hand or your Reserve.", "your Reserve"),
    ("{J} Discard a card in your Reserve or your hand.", "your hand"),
    ("{J} Sacrifice a Character in the Expedition facing me or my Expedition.", "my Expedition"),
])
def test_a_bare_place_after_an_object_with_a_place_is_refused(text, words):
    e = refused(text)
    assert f"'{words}' could be another place" in e.message
    assert text[e.column - 1:].startswith(words)


def test_the_object_said_again_is_one_object_from_either_place():
    """6.5.g: each option chooses its own card, in its own place."""
    [target, step] = effect("{J} Target opponent discards a card from their hand or a card from their Reserve.")
    options = step["as_player"]["do"][0]["modes"]["options"]
    assert [o[0]["choose"]["from"]["zone"] for o in options] == ["Hand", "Reserve"]


@pytest.mark.parametrize("text", [
    "{J} Target opponent discards their hand or their Reserve.",
    "{J} Sacrifice a Character or a Landmark.",
    "{J} Send to Reserve a Character in my Expedition or a Character in the Expedition facing me.",
])
def test_objects_of_their_own_on_both_sides_still_read(text):
    assert effect(text)
