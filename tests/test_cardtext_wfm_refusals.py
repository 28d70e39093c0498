"""The shapes read for Whispers from the Maze, refused where they would name something the text does not say
(their readings are played in tests/scenarios/wfm/): "that Character" with no such object named by the trigger,
"them all" with nothing counted, a cost said as an imperative that chooses nothing, "reduce the cost of" a card
not being played, a place other than a terrain said of the next card played, "the die's result" where no roll
is made, modified or heard."""
from __future__ import annotations

import pytest

from altered.cardtext.api import parse_abilities
from readings import effect, refused


@pytest.mark.parametrize("text, words", [
    ("When you play a Spell — That Character gains 1 boost.", "That Character"),           # names no Character
    ("{J} That Character gains 1 boost.", "That Character"),                                 # no trigger object
    ("{J} Target Character gains 1 boost. That Character gains [[Asleep]].", "That Character"),   # which one?
])
def test_that_character_names_only_the_object_the_trigger_named(text, words):
    """7.2.4.a: "that Character" is the object the trigger named, as the trigger says it; else refused at it."""
    e = refused(text)
    assert e.column == text.index(words) + 1
    assert "the trigger named" in str(e)


def test_that_character_is_the_trigger_object():
    steps = effect("When a Character you control gains [[Anchored]] — That Character gains 1 boost.")
    assert steps == [{"counters": {"what": "it", "name": "boost", "add": 1}}]


def test_them_all_names_what_per_counted_and_nothing_else():
    """6.5.i: the objects counted are bound as counted, and "them all" moves those."""
    [gain, send] = effect("{J} I gain 1 boost per other Character in my Expedition, then send them all to Reserve.")
    name = gain["counters"]["add"]["as"]
    assert send["move"]["what"] == {"var": name}
    text = "{J} Send them all to Reserve."
    e = refused(text)
    assert "counted" in str(e) and e.column == text.index("them all") + 1


def test_a_cost_said_as_an_imperative_must_tell_whether_it_was_paid():
    """6.5.f: "Pay {1} to draw a card" with no "you may" chooses nothing that tells whether it was paid: refused,
    rather than drawing whatever happened."""
    assert "chooses nothing" in str(refused("{J} Pay {1} to draw a card."))


def test_reduce_the_cost_of_is_read_only_of_the_next_card_played():
    assert "the next" in str(refused("{J} Reduce the cost of target Character by {1}."))
    [emblem] = effect("{J} Reduce the cost of the next Permanent you play this turn by {2}.")
    assert emblem["emblem"]["passive"]["on_play"]["cost"] == {"change": -2}


def test_a_place_in_play_said_of_the_next_card_played_other_than_a_terrain_is_refused():
    """7.5.4.a: only a terrain is read as where the card is played ("in {V}"); "in my Expedition" beside it is not
    read yet, and is refused at its words rather than tested before the card arrives."""
    text = "{T} : The next Character you play in {V} in my Expedition this turn gains 1 boost."
    e = refused(text)
    assert e.column == text.index("in {V}") + 1
    [emblem] = effect("{T} : The next Character you play in {V} this turn gains 1 boost.")
    assert emblem["emblem"]["passive"]["on_play"]["in"]["marker"]["markers_where"]["test"] == \
        {"in_terrain": {"marker": {"var": "m"}, "terrain": "forest"}}


REVEAL_TOP = {"what": {"zone": "Deck", "owner": "you", "top": 1}, "as": "revealed"}
DRAW_IF_THE_DIE = "When you reveal a card this way — If its Hand Cost is equal to the die's result, draw it."


def test_also_adds_the_reveal_to_the_roll_and_carries_its_result():
    """6.2.c: "also" is an additive modifier (the roll still happens); what modifies the roll names it
    "result", and the reveal made with it carries that result (7.3.19)."""
    [ability] = parse_abilities("If you would roll one or more dice, also reveal the top card of your deck.")
    modifier = ability["passive"]["modifier"]
    assert modifier == {"on": {"action": "roll", "player": "you"},
                        "also": [{"reveal": {**REVEAL_TOP, "result": {"var": "result"}}}]}
    [reveal] = effect("{J} Reveal the top card of your deck.")       # no roll: none carried
    assert reveal == {"reveal": REVEAL_TOP}


def test_the_reveal_carries_the_roll_of_its_own_effect():
    """The second of two rolls is the one the reveal after it comes with."""
    steps = effect("{J} Roll a die. Roll a die and reveal the top card of your deck.")
    assert [s["roll"]["as"] for s in steps[:2]] == ["result", "result2"]
    assert steps[2]["reveal"]["result"] == {"var": "result2"}


def test_this_way_hears_only_the_reveals_of_this_card():
    [ability] = parse_abilities(DRAW_IF_THE_DIE)
    assert ability["reaction"]["trigger"] == {"reveals": {"who": "you", "what": {}, "this_way": True}}
    assert ability["reaction"]["effect"] == [
        {"if": {"eq": [{"stat": "hand_cost", "of": "it"}, {"var": "result"}]},
         "then": [{"do": {"Draw": {"card": "it"}}}]}]
    [ability] = parse_abilities("When you reveal a Spell — Draw it.")
    assert ability["reaction"]["trigger"] == {"reveals": {"who": "you", "what": {"type": "Spell"}}}


@pytest.mark.parametrize("text", [
    "When you reveal a card — If its Hand Cost is equal to the die's result, draw it.",        # not this way
    "{J} Reveal the top card of your deck. If its Hand Cost is equal to the die's result, draw it.",   # no roll
    "{J} Target Character with Hand Cost equal to the die's result gains 1 boost.",
])
def test_the_dies_result_names_a_roll(text):
    """7.3.19: "the die's result" is the result of a roll the effect made, modifies, or heard; with none, refused
    at its words rather than compared with nothing."""
    e = refused(text)
    assert "names no roll" in str(e) and e.column == text.index("the die's result") + 1
