"""Issue 31, outside audit S8A of session 57 (1,496 texts, three classes read wrong), each refused now:

- W1 the pronoun "one" counted or tested ("For each one, draw a card.", "If one is a Spell, ...", "If you control
  one") was read as any card in play; "Exhaust one." with nothing named before it, as the trigger's object. "one"
  names one of the objects named before where a step picks it ("Put one in your hand."); else refused (7.2.4.a).
- W2 "Discard a Character" (a type or sub-type, no place) was read as a card of the hand; by the rules a type
  names an object in play unless a place is said (2.2.1.h, 2.2.2.n): refused, saying to write where it is; a type
  no object in play has ("Discard a Spell", play.yaml effect_types) is a card of the hand, as "a card" is.
- W3 "the Expedition" alone was read as every Expedition; said of objects in it, of a step on it or a test of it, it
  says one and not which (3.2.4.b): refused, as "your Expedition" is; "the Expedition facing me", "an Expedition",
  "the Expedition zone" and what a card joins or leaves ("When I leave the Expedition") read.
Bundled readings: unchanged."""
from __future__ import annotations

import pytest

from readings import effect_in, refused_saying

EDITIONS = [None, "5.0"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} Sacrifice any number of Characters. For each one, draw a card.",
    "{J} Discard up to two cards. For each one, draw a card.",
    "{J} Reveal the top two cards of your deck. If one is a Spell, draw a card.",
    "{J} If one is [[Anchored]], draw a card.",
    "{J} If you control one, draw a card.",
    "As long as one is [[Anchored]], I have +1 {V}.",
])
def test_one_counted_or_tested_is_refused(text, edition):
    refused_saying(text, "one", "counted or tested it names none",
                   "{J} Reveal the top two cards of your deck. If one of them is a Spell, draw a card.", edition)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", ["{J} Exhaust one.", "When a Character joins my Expedition — Exhaust one."])
def test_one_with_nothing_named_before_is_refused(text, edition):
    refused_saying(text, "one", "and none is", "{J} Choose two Characters. Exhaust one of them.", edition)  # (a wording)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, picked", [
    ("{J} Look at the top three cards of your deck. Put one in your hand. Put the rest in your Reserve.", "revealed"),
    ("{J} Choose up to two Characters. Exhaust one.", "chosen"),
])
def test_one_picked_by_a_step_reads(text, picked, edition):
    chooses = [s["choose"] for s in effect_in(text, edition) if "choose" in s]
    assert chooses[-1]["from"] == {"among": {"var": picked}}, chooses


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, words", [
    ("{J} Discard a Character. If you do, draw a card.", "a Character"),
    ("{J} Discard a Landmark.", "a Landmark"),
    ("{J} Each player discards a Character.", "a Character"),
    ("{T}, Discard a Character: Draw a card.", "a Character"),
])
def test_discard_a_type_with_no_place_is_refused(text, words, edition):
    refused_saying(text, words, ("names no place", "2.2.1.h"),
                   ("{J} Discard a Character from your hand.", "{J} Discard a Character you control.",
                    "{J} Discard a card."), edition)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} Each Character in the Expedition gains 1 boost.",
    "{J} Target Expedition [Moves Forward]. Each Character in the Expedition gains 1 boost.",
    "{J} If there are 2 or more Characters in the Expedition, draw a card.",
    "{J} Target Character in the Expedition gains 1 boost.",
    "{J} If the Expedition is empty, draw a card.",
    "{J} Create an [Ordis Recruit 1/1/1] Soldier token in the Expedition.",
    "Characters in the Expedition have +1 {V}.",
])
def test_the_expedition_said_of_one_is_refused(text, edition):
    refused_saying(text, "the Expedition", ("says one Expedition and not which", "3.2.4.b"),
                   ("{J} If the Expedition facing me is empty, draw a card.",
                    "{J} Each Character in an Expedition gains 1 boost.",
                    "{J} Each Character in the Expedition zone gains 1 boost.",
                    "{J} Create an [Ordis Recruit 1/1/1] Soldier token in the Expedition facing me.",
                    "When I leave the Expedition — Draw a card."), edition)
