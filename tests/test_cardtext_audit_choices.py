"""What an outside audit found read differently from the card, where a choice was made where nothing is
chosen: "When you play a Spell in target Expedition, ..." read with a target nobody chooses (the choice was
dropped, and the trigger tested a name never bound). 6.5.b: the controller chooses targets as an effect
resolves; a trigger, a trigger's condition or a passive resolves nothing, so its "target" is refused at its
words, as "When a Character joins target Expedition" already was."""
from __future__ import annotations

import pytest

from altered.cardtext.api import parse_abilities
from readings import effect, refused


@pytest.mark.parametrize("text, words", [
    ("When you play a Spell in target Expedition — Draw a card.", "target Expedition"),
    ("When you play a Character in target Expedition — I gain 1 boost.", "target Expedition"),
    ("When you play a Spell in target Expedition in {V} — Draw a card.", "target Expedition in {V}"),
    ("When you play a Character in target Expedition, if I'm [[Boosted]] — Draw a card.", "target Expedition"),
    ("When you play a Spell, if target Character is [[Boosted]] — Draw a card.", "target Character"),
    ("When you play a Spell, if target opponent has no cards in hand — Draw a card.", "target opponent"),
    ("At Noon, if target Character is [[Boosted]] — Draw a card.", "target Character"),
    # passives resolve nothing either (they read as a test of a name never bound)
    ("While target Character is [[Boosted]], I have +1 {M}.", "target Character"),
    ("Characters in target Expedition have +1 {M}.", "target Expedition"),
    ("As long as target opponent has no cards in hand, I have +1 {M}.", "target opponent"),
])
def test_6_5_b_a_target_in_a_trigger_or_a_passive_is_refused_at_its_words(text, words):
    e = refused(text)
    assert e.column == text.index(words) + 1, (e.column, e.message)
    assert e.message.startswith(f"'{words}' names what an effect chooses") and "6.5.b" in e.message


@pytest.mark.parametrize("text", [
    "When you play a Spell in my Expedition — Draw a card.",
    "When you play a Character in an Expedition facing me — I gain 1 boost.",
])
def test_a_place_said_without_target_in_a_trigger_still_reads(text):
    [ability] = parse_abilities(text)
    assert ability["reaction"]["trigger"]["played"]["what"]["in_marker"]


@pytest.mark.parametrize("text", [
    "{J} If you control a Character in target Expedition, draw a card.",
    "{T} : Target Character in target Expedition gains 1 boost.",
])
def test_a_target_in_an_effect_is_still_chosen_as_it_resolves(text):
    """The same words in an effect are chosen as the sentence begins (6.5.b)."""
    steps = effect(text)
    assert steps[0]["choose"]["target"] is True
