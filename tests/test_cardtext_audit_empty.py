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

Five official-style texts over-refused:
- "If your hand has 4 or more cards" ("expected a counter"): a place's count of objects (3.1.1.a), said of a zone
  or an Expedition ("If the Expedition facing me has 2 or more Characters"); a fallback (``prefer: -1``) after a
  player's "has" ("If target opponent has no cards in their hand" reads as before); of a card, ruled out.
- "Each player sends a Character in their Expedition to Reserve" ("expected 'zone'"): "their Expeditions" reads,
  of the player "they" names (each player in turn, 1.4.5); "their Expedition" is refused as "your Expedition" is
  (a player has two, 3.2.4.b), saying what to write.
- "(It can't go below 0.)" after "gets -2/-2/-2": no rule keeps a statistic at 0 or more (4.2.4.f: an
  Expedition's statistic may be negative; it is the sum of its Characters', 4.2.4.b), so it is no reminder: refused
  at the parenthesis saying so (rules_yaml/cardtext.yaml ``statistic floor``, ``refused``), not the generic "card
  text in parentheses".
- "[[Fleeting]]. Send ..." with one space: "did you mean 'Ascend'?"; now "start a new line here" as the other
  one-space cases (the mistake matched only a message without the "did you mean"). One space is not read: after
  "[X]." a keyword and a keyword action ("[Sabotage]. Draw a card.") would be told apart by the word alone.
- "on the bottom of your deck": read as "at the bottom of" (the mistake asking for it is gone).
"Hand Cost 3 or less" still asks for "{3}" (left as it is: the message helps).

Played: tests/scenarios/rules/s48/ (test cards in tests/data/s48-empty/): the 3.2.4.c-* five of six failing before
(the sixth, a Character facing me, passed by chance: "is empty" was never true); the others refused before.
"""
from __future__ import annotations

import json

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


# -- the official-style texts refused before ---------------------------------------------------------------------

def _count(f, op, n):
    return {op: [{"count": f}, n]}


@pytest.mark.parametrize("text, test", [
    ("{J} Draw a card. If your hand has 4 or more cards, discard a card.",                          # O34
     _count({"zone": "Hand", "owner": "you"}, "gte", 4)),
    ("{J} If your Reserve has no cards, draw a card.", _count({"zone": "Reserve", "owner": "you"}, "eq", 0)),
    ("{J} If your hand has exactly one card, draw a card.", _count({"zone": "Hand", "owner": "you"}, "eq", 1)),
    ("{J} If the Expedition facing me has 2 or more Characters, draw a card.",                      # X10
     _count({"type": "Character", "in_marker": FACING}, "gte", 2)),
    ("{J} If the Expedition facing me has no Characters, draw a card.",                             # X7
     _count({"type": "Character", "in_marker": FACING}, "eq", 0)),
])
def test_3_1_1_a_a_place_has_n_cards_counts_what_is_in_it(text, test):
    """3.1.1.a: a zone is a set of objects; "<place> has N or more cards" is their count (played:
    3.1.1.a-your-hand-has-4-or-more-cards-*.yaml)."""
    assert _if(effect(text)) == test


@pytest.mark.parametrize("text", [
    "{J} If target opponent has no cards in their hand, draw a card.",
    "{J} If an opponent has 3 or more cards in their Reserve, draw a card.",
    "{J} Target opponent draws a card. If they have 5 or more cards in their hand, they discard two cards.",
])
def test_a_players_has_is_read_before_a_places(text):
    """A player's "has" (player-has-count) is read first: "has N cards" of a place is a fallback."""
    assert "count" in str(effect(text))


@pytest.mark.parametrize("text, column", [
    ("{J} If target Character has 2 or more cards, draw a card.", 29),
    ("{J} If I have 2 or more Characters, draw a card.", 15),
])
def test_3_1_1_a_a_card_has_no_cards(text, column):
    e = refused(text)
    assert "only a place holds cards (3.1.1.a)" in str(e) and e.column == column, (e.column, str(e))


def _each_player_from(steps):
    [loop] = [s["each_player"] for s in steps if "each_player" in s]
    return loop["do"][0]["choose"]["from"]


@pytest.mark.parametrize("text", [
    "{R} Each player sends a Character in their Expeditions to Reserve.",
    "{R} Each player sends a Character in one of their Expeditions to Reserve.",
])
def test_1_4_5_their_expeditions_are_the_player_in_turns(text):
    """1.4.5: each player in turn; "their" is that player ("you" in the loop; played:
    1.4.5-each-player-sends-a-character-in-their-expeditions.yaml)."""
    assert _each_player_from(effect(text)) == {"type": "Character", "in_marker": {"markers": {"owner": "you"}}}


def test_1_4_5_target_opponents_expeditions():
    [choose, does] = effect("{J} Target opponent sends a Character in their Expeditions to Reserve.")
    assert does["as_player"]["who"] == {"var": "target"}
    assert does["as_player"]["do"][0]["choose"]["from"]["in_marker"] == {"markers": {"owner": "you"}}


@pytest.mark.parametrize("text, column", [
    ("{R} Each player sends a Character in their Expedition to Reserve.", 38),              # O58
    ("{R} Each opponent sends a Character in their Expedition to Reserve.", 40),
])
def test_3_2_4_b_their_expedition_says_not_which(text, column):
    """3.2.4.b: each player has two Expeditions; 'their Expedition' is refused as 'your Expedition' is."""
    e = refused(text)
    assert "'their Expedition' says one Expedition and not which" in str(e) and "'their Expeditions'" in str(e)
    assert e.column == column, (e.column, str(e))


@pytest.mark.parametrize("text", [
    "{J} Target Character gets -2/-2/-2 this turn. (It can't go below 0.)",                       # O57
    "{J} Target Character gets -1/-1/-1 this turn. (Its statistics can't go below 0.)",
    "{J} Characters facing me get -1/-1/-1 this turn. (They can't go below 0.)",
])
def test_4_2_4_f_a_statistic_floor_is_no_reminder(text):
    """4.2.4.f: an Expedition's statistic may be negative (4.2.4.b: the sum of its Characters'), so no rule
    floors a statistic at 0: the parenthesis restates none, refused at it, saying so."""
    e = refused(text)
    assert "is no reminder: no rule keeps a statistic at 0 or more (4.2.4.f" in str(e), str(e)
    assert e.column == text.index("(") + 1, (e.column, str(e))


def test_a_parenthesis_after_no_declared_word_is_still_card_text():
    e = refused("{J} Target Character gains 1 boost. (It can't go below 0.)")
    assert "is card text" in str(e), str(e)


@pytest.mark.parametrize("text", [
    "[[Fleeting]]. Send target Character to Reserve.",
    "[[Fleeting]]. Return target Character to its owner's hand.",
    "[[Fleeting]]. Draw two cards.",
    "[Cooldown]. Send target Character to Reserve.",
])
def test_one_space_after_a_status_line_says_start_a_new_line(text):
    e = refused(text)
    assert "start a new line here" in str(e) and "did you mean" not in str(e), str(e)
    assert e.column == text.index(". ") + 3


def test_two_spaces_after_a_status_line_read():
    assert parse_abilities("[[Fleeting]].  Send target Character to Reserve.")


@pytest.mark.parametrize("text", [
    "{H} Look at the top two cards of your deck. Put one in your Reserve and the other on the bottom of your deck.",
    "{J} Look at the top three cards of your deck. Put one in your hand and the rest on the bottom of your deck.",
    "{J} Put a card from your hand on the bottom of your deck.",
    "{J} Each opponent puts a card from their Reserve on the bottom of their deck.",
    "{J} Put two cards from your hand on the bottom of your deck.",              # refused in session 46 (audit E)
    "{R} Put a card from your Reserve on the bottom of your deck.",
])
def test_3_2_2_b_on_the_bottom_of_is_at_the_bottom_of(text):
    """3.2.2.b: "on the bottom of" (O56, T70, T98) reads as "at the bottom of" (played:
    3.2.2.b-the-other-on-the-bottom-of-your-deck.yaml)."""
    assert effect(text) == effect(text.replace("on the bottom of", "at the bottom of"))
    assert '"position": "bottom"' in json.dumps(effect(text))
