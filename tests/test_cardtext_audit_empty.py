"""'<a place> is (not) empty' said of an Expedition, and five official-style texts refused (issue 31, audit s47 O).

- Class A (WRONG): "If the Expedition facing me is empty", "If your other Expedition is empty", "If target Expedition
  is empty", "If each/one of your Expeditions is empty", "If an opponent's Expedition is empty", "... is not empty"
  read "there are <the Expedition>": whether the Expedition exists. An Expedition always exists, even empty
  (3.2.4.c), so "is empty" was never true and "is not empty" always. A zone is a set of objects (3.1.1.a) and an
  Expedition a sub-zone of the Expedition zone (3.2.4.b): "<a place> is empty" is "no object is in it", one
  declaration (grammar/phrases/conditions.yaml ``empty``) for a zone ("your hand is empty", unchanged: the official
  "{R} If your hand is empty, draw a card.") and an Expedition ("in_marker"). Said of a card ("If I am empty") it
  is refused. The existence reading came from "there are" (``exists``) taking any selection; it is declared of
  objects (``P(of="objects")``) and a state that makes it of a place is refused at the words naming the place.

Played: tests/scenarios/rules/s48/3.2.4.c-*.yaml (test cards in tests/data/s48-empty/), five of the six failing
before (the sixth, a Character facing me, passed by chance: "is empty" was never true).
"""
from __future__ import annotations

import pytest

from altered.cardtext.api import parse_abilities
from altered.cardtext.combinators.places_or_objects import counts_places
from altered.loading.errors import DesignError
from readings import effect, refused

pytestmark = pytest.mark.editions("5.0")

FACING = {"facing": {"marker_of": "self"}}


def _if(steps):
    return next(s["if"] for s in steps if isinstance(s, dict) and "if" in s)


def _empty(place):
    return {"not": {"exists": {"in_marker": place}}}


# -- class A: "<an Expedition> is (not) empty" -------------------------------------------------------------------

@pytest.mark.parametrize("text, test", [
    ("{J} If the Expedition facing me is empty, draw a card.", _empty(FACING)),                      # W34
    ("{J} If the Expedition facing me is not empty, draw a card.", {"not": _empty(FACING)}),         # X8
    ("{J} If your other Expedition is empty, draw a card.", _empty({"other_marker": "self"})),       # X2
    ("{J} If my Expedition is empty, draw a card.", _empty({"marker_of": "self"})),                  # X1
    ("{T} : If the Expedition facing me is empty, draw a card.", _empty(FACING)),                    # X13
    ("At Dusk — If the Expedition facing me is empty, draw a card.", _empty(FACING)),                # X12 (shape)
    ("{J} If your Expeditions are empty, draw a card.",                                              # X9
     {"every": {"in": {"markers": {"owner": "you"}}, "as": "each_m", "test": _empty({"var": "each_m"})}}),
    ("{J} If each of your Expeditions is empty, draw a card.",                                       # Z5
     {"every": {"in": {"markers": {"owner": "you"}}, "as": "each_m", "test": _empty({"var": "each_m"})}}),
    ("{J} If one of your Expeditions is empty, draw a card.",                                        # Z6
     {"any": {"in": {"markers": {"owner": "you"}}, "as": "each_m", "test": _empty({"var": "each_m"})}}),
    ("{J} If an opponent's Expedition is empty, draw a card.",                                       # Z7
     {"any": {"in": {"markers": {"owner": "opponent"}}, "as": "each_m", "test": _empty({"var": "each_m"})}}),
    ("{J} If target Expedition is empty, draw a card.", _empty({"var": "target"})),                  # Z4
    # new wordings of the same shape
    ("{J} If your Hero Expedition is empty, draw a card.",
     _empty({"markers": {"owner": "you", "side": "hero"}})),
    ("{J} If your Companion Expedition is not empty, I gain 1 boost.",
     {"not": _empty({"markers": {"owner": "you", "side": "companion"}})}),
    ("At Dusk — If your other Expedition is not empty, I gain 1 boost.", {"not": _empty({"other_marker": "self"})}),
    ("When my Expedition moves forward — If it is empty, draw a card.", _empty("it")),
    ("{J} If each of your Expeditions is not empty, draw a card.",
     {"every": {"in": {"markers": {"owner": "you"}}, "as": "each_m", "test": {"not": _empty({"var": "each_m"})}}}),
])
def test_3_2_4_c_an_expedition_is_empty_when_no_object_is_in_it(text, test):
    """3.1.1.a (a zone is a set of objects), 3.2.4.b-c (an Expedition is a sub-zone, and always exists): "is
    empty" asks what is in it, never whether it exists (played: tests/scenarios/rules/s48/)."""
    assert _if(effect(text)) == test


@pytest.mark.parametrize("text, quant, state", [
    ("{J} If one of your Expeditions is not empty, draw a card.", "any", _empty({"var": "each_m"})),
    ("{J} If one of your Expeditions is not ahead, draw a card.", "any",
     {"position": {"of": {"var": "each_m"}, "is": "ahead"}}),
    ("{J} If each of your Expeditions isn't behind, draw a card.", "every",
     {"position": {"of": {"var": "each_m"}, "is": "behind"}}),
    ("{J} If your Expeditions are not ahead, draw a card.", "every",
     {"position": {"of": {"var": "each_m"}, "is": "ahead"}}),
])
def test_a_state_denied_of_several_expeditions_is_denied_of_each(text, quant, state):
    """Found here: "one of your Expeditions is not ahead" read "none of them is ahead" (the denial outside "one
    of"). Denied of several Expeditions, a state is denied of each ("each of", "your Expeditions") or of one ("one
    of"), as of several objects ("all Characters in my Expedition are not [[Boosted]]")."""
    assert _if(effect(text)) == {quant: {"in": {"markers": {"owner": "you"}}, "as": "each_m",
                                         "test": {"not": state}}}


def test_3_2_4_c_a_passive_as_long_as_an_expedition_is_empty():
    [ability] = parse_abilities("As long as the Expedition facing me is empty, I have +1/+1/+1.")
    assert ability["passive"]["stats"]["if"] == _empty(FACING)


@pytest.mark.parametrize("text, zone", [
    ("{R} If your hand is empty, draw a card.", "Hand"),              # official: its reading is kept
    ("{J} If your Reserve is empty, draw a card.", "Reserve"),
    ("{J} If your Mana zone is empty, draw a card.", "Mana"),
    ("{J} If your deck is empty, draw a card.", "Deck"),
])
def test_3_1_1_a_a_zone_is_empty_reads_as_before(text, zone):
    """3.1.1.a: a zone said empty holds no card, read as before (the same declaration)."""
    assert _if(effect(text)) == {"not": {"exists": {"zone": zone, "owner": "you"}}}


@pytest.mark.parametrize("text, column", [
    ("{J} If target Character is empty, draw a card.", 28),
    ("{J} If I am empty, draw a card.", 13),
    ("{J} If I'm not empty, draw a card.", 16),
])
def test_3_1_1_a_empty_said_of_a_card_is_refused(text, column):
    """A card is not a place (3.1.1.a: a zone holds objects): 'empty' of it is refused, with what to write."""
    e = refused(text)
    assert "'empty' is said of a place" in str(e) and "'If your hand is empty'" in str(e), str(e)
    assert e.column == column, (e.column, str(e))


def test_3_2_4_c_there_are_of_a_place_is_refused_where_the_place_is_named():
    """What made the old reading: "there are" (``exists``) given a place, which always exists (3.2.4.c). The effect
    model declares it of objects; a state that would make it of a place is refused at the place's words."""
    with pytest.raises(DesignError) as e:
        counts_places(None, {"not": {"exists": FACING}}, (), column=8)
    assert "'there are' asks for objects" in str(e.value) and e.value.column == 8
    with pytest.raises(DesignError):
        counts_places(None, {"every": {"in": {"markers": "all"}, "as": "each_m",
                                       "test": {"not": {"exists": {"var": "each_m"}}}}}, ({"var": "each_m"},))
    counts_places(None, _empty(FACING), ({"var": "each_m"},))       # what is in it: read
    counts_places(None, {"not": {"exists": {"zone": "Hand", "owner": "you"}}}, ())
