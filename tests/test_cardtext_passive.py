"""Passive abilities (1.2.4.c, 2.2.11.m): statements that change rules, costs and characteristics."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.editions("3.0", "5.0")   # card text reads the same in v5.0


@pytest.fixture
def passive(parse):
    def read(text):
        (a,) = parse(text)
        return a["passive"]
    return read


def test_cant_be_played_with_a_condition(passive):
    assert passive("I can't be played if you have less than seven Mana Orbs.") == {"cant": {
        "action": "play", "what": "self",
        "if": {"lt": [{"count": {"type": "Mana Orb", "zone": "Mana", "owner": "you"}}, 7]}}}


def test_expeditions_cant_move_forward(passive):
    # 7.3.17 move forward; "the Expedition facing it" is the one facing my other Expedition
    assert passive("Your other Expedition and the Expedition facing it can't move forward.") == {"cant": {
        "action": "advance", "what": [{"other_marker": "self"}, {"facing": {"other_marker": "self"}}]}}


def test_abilities_cant_activate(passive):
    # 7.3.1.e: "[trigger] cannot activate"
    assert passive("The {j}, {h} and {r} abilities of Characters facing me can't activate.") == {"cant": {
        "action": "activate", "symbols": ["J", "H", "R"],
        "of": {"type": "Character", "in_marker": {"facing": {"marker_of": "self"}}}}}


def test_cost_floor_for_opponents(passive):
    assert passive("Characters your opponents play can't cost less than {2}. (If they would cost less, they "
                   "cost {2} instead.)") == {"on_play": {"what": {"type": "Character"}, "by": "opponent",
                                                         "cost": {"min": 2}}}


def test_played_cards_gain_a_status(passive):
    assert passive("Spells you play with Hand Cost {1} or less have [[Fleeting]].") == {"on_play": {
        "what": {"type": "Spell", "where": {"lte": [{"stat": "hand_cost", "of": "it"}, 1]}}, "by": "you",
        "also": [{"gain": {"what": "it", "status": "Fleeting"}}]}}


def test_first_character_each_afternoon(passive):
    assert passive("The first Character you play each Afternoon gains 1 boost[].") == {"on_play": {
        "what": {"type": "Character"}, "by": "you", "first_each": "Afternoon",
        "also": [{"counters": {"what": "it", "name": "boost", "add": 1}}]}}


def test_optional_cost_reduction_of_a_spell(passive):
    # 1.2.4.d: abilities that change how a card is played work where it is played from
    assert passive("You may discard a card from your Reserve to reduce my cost by {2}.") == {"on_play": {
        "what": "self", "cost": {"change": -2, "paying": [{"do": {"Discard": {"what": {
            "zone": "Reserve", "owner": "you", "count": 1}}}}]}}}


def test_begin_the_game_with_counters(passive):
    # 2.5, 7.3.12 gain counters
    assert passive("I begin the game with 5 Heroism counters.") == {
        "setup": [{"counters": {"what": "self", "name": "Heroism", "add": 5}}]}


def test_granted_quoted_abilities(passive):
    grant = passive('Your Characters have: " {R} I gain 1 boost[]." (A boost is a +1/+1/+1 counter.)')["grant"]
    assert grant["to"] == {"controller": "you", "type": "Character"}
    (ability,) = grant["abilities"]
    assert ability["reaction"]["symbol"] == "R" and ability["text"] == "{R} I gain 1 boost."


def test_conditional_grant_of_a_quick_action(passive):
    grant = passive('If I have 5 or more Scrap counters, I gain "{T} : Draw a card, then put a card from your '
                    'hand in Reserve."')["grant"]
    assert grant["if"] == {"gte": [{"counters": "Scrap", "of": "self"}, 5]}
    (ability,) = grant["abilities"]
    assert ability["quick"]["cost"] == ["exhaust_self"]


def test_replacement_instead(passive):
    # 6.2 replacing modifiers: "If ... would ..., ... instead"
    assert passive("If I would leave the Expedition zone while I'm [[Boosted]], put me in my owner's Mana zone "
                   "instead (as an exhausted Mana Orb).") == {"modifier": {
        "on": {"action": "move", "from": "Expedition", "object": "self"},
        "if": {"has_status": {"what": "self", "status": "Boosted"}},
        "instead": [{"move": {"what": "self", "to": "Mana"}}]}}


def test_optional_replacement_and_what_happens_if_declined(passive):
    m = passive("If I would leave the Expedition zone, you may put me in my owner's Mana zone instead.  "
                "#If you don't, draw a card.#")["modifier"]
    assert m["optional"] is True
    assert m["instead"] == [{"move": {"what": "self", "to": "Mana"}}]
    assert m["declined"] == [{"do": {"Draw": {"count": 1}}}]


def test_replacing_a_keyword_action(passive):
    m = passive("If you would [Resupply], instead reveal the top two cards of your deck. Put one in Reserve, "
                "and discard the other.")["modifier"]
    assert m["on"] == {"action": "Resupply", "player": "you"}
    assert m["instead"] == [
        {"reveal": {"what": {"zone": "Deck", "owner": "you", "top": 2}, "as": "revealed"}},
        {"choose": {"who": "you", "from": {"among": {"var": "revealed"}}, "count": 1, "as": "chosen"}},
        {"move": {"what": {"var": "chosen"}, "to": "Reserve"}},
        {"do": {"Discard": {"what": {"among": {"var": "revealed"}, "not": {"var": "chosen"}}}}}]


def test_die_roll_modifiers(passive):
    # 7.3.19.c: passive abilities that change rolls
    assert passive("If you would roll a die, you may add 1 to its result.")["modifier"]["also"] == [
        {"may": {"do": [{"set": {"var": "result", "value": {"add": [{"var": "result"}, 1]}}}], "as": "done"}}]
    assert passive("If you would roll one or more dice, instead roll that many dice plus one and ignore the "
                   "roll of your choice.")["modifier"]["instead"] == [
        {"roll": {"dice": {"add": [{"var": "dice"}, 1]}, "as": "result"}}, {"ignore_die": {"of": "result"}}]


def test_daily_effect_modifiers(passive):
    # 4.2.1.d-e: Draw and Expand during Morning
    mods = passive("During Morning, draw only one card. Then, put the top card of your deck in your Mana zone "
                   "instead of a card from your hand.")["all"]
    assert mods[0] == {"modifier": {"on": {"action": "Draw", "player": "you", "phase": "Morning"},
                                    "instead": [{"do": {"Draw": {"count": 1}}}]}}
    assert mods[1]["modifier"]["on"] == {"action": "move", "player": "you", "phase": "Morning",
                                         "from": "Hand", "to": "Mana"}


def test_terrains_and_ignore(passive):
    # 7.1.2 terrains; 7.3.14 ignore
    assert passive("All regions are {O} and lose their other terrains.") == {
        "terrain": {"what": {"type": "Region"}, "only": "water"}}
    assert passive("Ignore my abilities during the first Day.") == {
        "ignore": {"what": "self", "during": {"first": "Day"}}}


def test_statistic_changes(passive):
    # 2.2.10 statistics: +1/+1/+1 is forest/mountain/water; a terrain symbol names one statistic
    assert passive("Characters you control have +1/+1/+1.") == {"stats": {
        "what": {"type": "Character", "controller": "you"}, "add": {"forest": 1, "mountain": 1, "water": 1}}}
    assert passive("I have +2 {M} and -1 {O}.") == {"stats": {"what": "self", "add": {"mountain": 2, "water": -1}}}
