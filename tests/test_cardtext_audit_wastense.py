"""The past tense said of an Expedition's place ("it was behind", "my Expedition was in {M}") or of the region a
card named by a clause was in ("Target Character that was in {V}"): the engine reads those states only as they
are now, so reading "was" as "is" would play another text than the card's. An outside audit found 13 such texts
read in the present; they are refused at "was", as "If there were 3 or more Characters ..." already was. The
past tense the engine does honour (a card as it was, 6.3.k) still reads."""
from __future__ import annotations

import json

import pytest

from altered.cardtext.api import parse_abilities
from readings import refused

PAST = "the past tense is read but not meant here"


@pytest.mark.parametrize("text, words", [
    ("When my Expedition moves forward — If it was behind, draw a card.", "was behind"),
    ("When my Expedition moves forward — If it was tied, draw a card.", "was tied"),
    ("When my Expedition moves forward — If it was in {M}, draw a card.", "was in"),
    ("When one of your Expeditions moves forward, if it was in {O} — Draw a card.", "was in"),
    ("When an opponent's Expedition moves forward — If it was ahead, draw a card.", "was ahead"),
    ("When an opponent's Expedition moves forward — Target Character that was in {V} gains 1 boost.", "was in"),
    ("When I leave the Expedition zone, if my Expedition was ahead — Draw a card.", "was ahead"),
    ("When I leave the Expedition zone — If my Expedition was behind, draw a card.", "was behind"),
    ("At Dusk — If my Expedition was tied, draw a card.", "was tied"),
    ("{J} If my Expedition was ahead, draw a card.", "was ahead"),
    ("{J} If my Expedition was in {M}, draw a card.", "was in"),
    # the refusal this one mechanism already gave, unchanged
    ("When a Character joins my Expedition — If there were 3 or more Characters in my Expedition, draw a card.",
     "there were"),
])
def test_7_5_2_an_expeditions_past_place_is_refused_at_was(text, words):
    """7.5.2: an Expedition's position (and the region it is in) is read as it is when the effect resolves,
    after it moved forward; "If it was behind" asks about before the move, which nothing reads, so the text
    is refused where "was" is said rather than played as "If it is behind"."""
    e = refused(text)
    assert PAST in str(e)
    assert e.column == text.index(words) + 1, (e.column, str(e))


@pytest.mark.parametrize("text, was", [
    ("When I leave the Expedition zone, if I was [[Boosted]] — Draw a card.", '"was": "self"'),
    ("When I'm sacrificed — If I was [[Boosted]], draw a card.", '"was": "self"'),
    ("When I leave the Expedition zone — If I was in {M}, draw a card.", '"was": "self"'),
])
def test_6_3_k_a_card_as_it_was_still_reads(text, was):
    """6.3.k: a card that moved is read as it was before the move: "If I was [[Boosted]]", "If I was in {M}"
    keep their reading, the card as it was ({was: self})."""
    [ability] = parse_abilities(text)
    assert was in json.dumps(ability)


@pytest.mark.parametrize("text, state", [
    ("When my Expedition moves forward — If it's behind, draw a card.", {"position": {"of": "it", "is": "behind"}}),
    ("When my Expedition moves forward — If it is in {M}, draw a card.",
     {"in_terrain": {"marker": "it", "terrain": "mountain"}}),
    ("{J} If my Expedition is ahead, draw a card.", {"position": {"of": {"marker_of": "self"}, "is": "ahead"}}),
])
def test_7_5_2_an_expeditions_present_place_still_reads(text, state):
    """7.5.2: the present tense reads the Expedition as it is now, as it did."""
    [ability] = parse_abilities(text)
    assert ability["reaction"]["effect"][0]["if"] == state
