"""A status of places only said of a card, which an outside audit found read differently from the card: "When
you play a Spell — If my Expedition is behind, it gains [[Ascended]]." gave the status to the Spell. Expeditions
have statuses too (v5.0 2.4.1.b); statuses.yaml marks with ``expedition`` those only they have. Fixed as a
class: "it" gaining or losing one names the place in reach (the only thing that can have it), and such a
status said of a card anywhere (gained, lost, tested, granted, watched by a trigger, used as a filter) is
refused at its place.

Played: tests/scenarios/v5/2.4.1.b-it-gains-a-status-of-places-only-is-the-place.yaml (test card in
tests/data/v5/audit-places-cards.yaml), failing on the old reading."""
from __future__ import annotations

import pytest

from readings import effect, refused

pytestmark = pytest.mark.editions("5.0")     # Ascended is a word of the v5.0 rules


@pytest.mark.parametrize("text, then", [
    ("When you play a Spell — If my Expedition is behind, it gains [[Ascended]].", lambda e: e[0]["then"][0]),
    ("When you play a Spell — If my Expedition is behind, it loses [[Ascended]].", lambda e: e[0]["then"][0]),
    ("When a Character joins my Expedition — If my Expedition is ahead, it gains [[Ascended]].",
     lambda e: e[0]["then"][0]),
])
def test_2_4_1_b_it_gaining_a_status_of_places_only_is_the_place_in_reach(parse, text, then):
    """"It" would name the card the trigger names; a card never has [[Ascended]], the Expedition the condition
    names can: that is what "it" names (once the Spell gained it)."""
    step = then(effect(text, parse))
    assert step["expedition_status"]["what"] == {"marker_of": "self"}, step
    assert step["expedition_status"]["status"] == "Ascended"


def test_it_gaining_it_after_a_trigger_naming_a_place_is_that_place(parse):
    step = effect("When my Expedition moves forward — It gains [[Ascended]].", parse)[0]
    assert step == {"expedition_status": {"what": "it", "status": "Ascended"}}


def test_it_gaining_a_status_of_cards_is_still_the_card(parse):
    """[[Asleep]] is a status of cards: "it" stays the card the trigger names."""
    step = effect("When you play a Character — If my Expedition is behind, it gains [[Asleep]].", parse)[0]
    assert step["then"] == [{"gain": {"what": "it", "status": "Asleep"}}]


@pytest.mark.parametrize("text, words", [
    ("{J} Target Character gains [[Ascended]].", "gains"),                 # at the verb gaining it
    ("{J} Target Character loses [[Ascended]].", "loses"),
    ("{J} I gain [[Ascended]].", "gain"),
    ("{J} Each Character you control gains [[Ascended]].", "gains"),
    ("{J} Target Character gains 1 boost. It gains [[Ascended]].", "gains"),
    ("When you play a Spell — It gains [[Ascended]].", "gains"),          # no place in reach
    ("When you play a Spell — If my Expedition is behind, target Character gains [[Ascended]].", "gains"),
    # said of a card otherwise: at the status
    ("{J} If target Character is [[Ascended]], draw a card.", "Ascended"),
    ("{J} If I'm [[Ascended]], draw a card.", "Ascended"),
    ("{J} Each [[Ascended]] Character gains 1 boost.", "Ascended"),
    ("Characters you control have [[Ascended]].", "Ascended"),
    ("I have [[Ascended]].", "Ascended"),
    ("When a Character gains [[Ascended]] — Draw a card.", "Ascended"),
])
def test_a_status_of_places_only_said_of_a_card_is_refused_at_its_place(parse, text, words):
    e = refused(text, parse)
    assert "status of places only" in e.message, e.message
    assert e.column == text.rindex(words) + 1, (e.column, e.message)   # its last


@pytest.mark.parametrize("text", [
    "{J} My Expedition gains [[Ascended]].",
    "{J} If my Expedition is [[Ascended]], draw a card.",
    "{J} If you control an Ascended Expedition, draw a card.",
    "{J} Each Character in an Ascended Expedition gains 1 boost.",
    "When my Expedition gains [[Ascended]] — Draw a card.",
])
def test_a_status_of_places_said_of_a_place_still_reads(parse, text):
    assert parse(text)
