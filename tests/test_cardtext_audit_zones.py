"""Where a card is, as the text says it (issue: every reading checked against its meaning; the third
outside audit of invented texts).

Two classes of text once read differently from the card:
- in a play trigger, "from Reserve" said before where the card went ("When you play a Character from Reserve
  in my Expedition") was read as "a Character that is in Reserve" once played, never true of a Character in
  play; it is where the card was played from (5.1.2.j), whichever place is said first;
- "Discard a Spell" (or a Character, a Permanent) with no place chose among every such object in play,
  anyone's, while "Discard a card" took one of the player's hand: discarding moves a card from where it is
  (v5.0 7.3.7.a), so a card named by no place is the player's own in hand, whatever its type.

The scenarios under tests/scenarios/v5/ named in the docstrings play them (test cards:
tests/data/v5/audit-zones-cards.yaml).
"""
from __future__ import annotations

import pytest

from readings import effect, refused
from altered.cardtext.api import parse_abilities


def trigger(text):
    [ability] = parse_abilities(text)
    return ability["reaction"]["trigger"]["played"]


# -- 5.1.2.j: where a card is played from, before or after where it went --------------------------------------

@pytest.mark.parametrize("first, second", [
    ("When you play a Character from Reserve in my Expedition — I gain 1 boost.",
     "When you play a Character in my Expedition from Reserve — I gain 1 boost."),
    ("When you play a Permanent from your hand in my Expedition — I gain 1 boost.",
     "When you play a Permanent in my Expedition from your hand — I gain 1 boost."),
    ("When an opponent plays a Character from Reserve in the Expedition facing me — Draw a card.",
     "When an opponent plays a Character in the Expedition facing me from Reserve — Draw a card."),
    ("When you play a Spell from your hand in my Expedition — I gain 1 boost.",
     "When you play a Spell in my Expedition from your hand — I gain 1 boost."),
    ("When you play a Character from your Reserve in your Hero Expedition — Draw a card.",
     "When you play a Character in your Hero Expedition from your Reserve — Draw a card."),
    ("When an opponent plays a Character from their hand in the Expedition facing me — Draw a card.",
     "When an opponent plays a Character in the Expedition facing me from their hand — Draw a card."),
])
def test_a_play_triggers_from_zone_is_where_the_card_was_played_from_in_either_order(first, second):
    """5.1.2.j: "from Reserve" said of the card a player plays is where it was played from, not a place it is
    in once played (once read as "a Character in Reserve", a zone the trigger's test of the card does not
    read: the from-zone was lost, and a Character played from hand fired it; scenario
    5.1.2.j-from-reserve-before-where-it-went). Both orders give one program."""
    said = trigger(first)
    assert said == trigger(second)
    assert said["from"] in ("Reserve", "Hand")
    assert "zone" not in said["what"] and "owner" not in said["what"]
    assert "in_marker" in said["what"]            # where it went is still tested, once it is there


@pytest.mark.parametrize("text", [
    "Characters from Reserve you play cost {1} less.",
    "{T} : The next Character from your Reserve you play this turn gains 1 boost.",
])
def test_from_said_before_you_play_is_where_it_is_played_from(text):
    """5.1.2.j: "Characters from Reserve you play" are those played from Reserve, as "Characters you play from
    Reserve" are; a card being played is tested before it arrives, so never as a card in Reserve."""
    [ability] = parse_abilities(text)
    found = str(ability)
    assert "'from': 'Reserve'" in found and "'zone'" not in found


def test_where_a_card_played_went_is_tested_where_it_went():
    """5.1.2.j: "When you play a Permanent in your Landmark zone" names the zone the card joined; the trigger
    tests it there (once the zone was not read and an Expedition Permanent fired it too; scenario
    5.1.2.j-played-in-your-landmark-zone-is-where-it-went)."""
    said = trigger("When you play a Permanent in your Landmark zone — I gain 1 boost.")
    assert said["what"]["zone"] == "Landmark" and "from" not in said


@pytest.mark.parametrize("text, words", [
    ("When you play a Character in Reserve — I gain 1 boost.", "in Reserve"),
    ("When you play a Character in your hand — I gain 1 boost.", "in your hand"),
    ("When an opponent plays a Spell in their hand — Draw a card.", "in their hand"),
    ("Characters in your Reserve you play cost {1} less.", "in your Reserve"),
])
def test_a_zone_a_card_being_played_leaves_is_refused_at_its_place(text, words):
    """5.1.2.j: a card played leaves its hand or Reserve; "a Character in Reserve" said of it would test a
    place it is no longer in (never, or a Spell gone back to Reserve): refused where it is said."""
    e = refused(text)
    assert "leaves as it is played" in str(e) and words in str(e)
    assert e.column == text.index(words) + 1


@pytest.mark.parametrize("text", [
    "When you play a Character from Reserve from your hand — I gain 1 boost.",
    "When you play a Character from your hand from Reserve — I gain 1 boost.",
])
def test_two_from_zones_of_one_play_are_refused(text):
    assert "played from" in str(refused(text))


@pytest.mark.parametrize("text, by", [
    ("Cards played from your Reserve cost {1} less.", "you"),
    ("Cards played from an opponent's Reserve cost {1} more.", "opponent"),
    ("Cards played from Reserve cost {1} less.", None),
    ("Characters you play from your Reserve cost {1} less.", "you"),
])
def test_whose_zone_a_card_is_played_from_is_who_plays_it(text, by):
    """5.2.a: a card is played from its player's own Hand or Reserve, so "cards played from your Reserve" are
    the cards you play from Reserve; once "your" was dropped and an opponent's cards cost less too (scenario
    5.2.a-cards-played-from-your-reserve-are-yours)."""
    [ability] = parse_abilities(text)
    played = ability["passive"]["on_play"]
    assert played["from"] == "Reserve" and played.get("by") == by


@pytest.mark.parametrize("text, words", [
    ("When you play a Character from your opponent's Reserve — Draw a card.", "your opponent's Reserve"),
    ("When an opponent plays a Character from your Reserve — Draw a card.", "your Reserve"),
    ("When you play a Character from your opponent's Reserve in my Expedition — Draw a card.",
     "from your opponent's Reserve"),
    ("Characters you play from your opponent's Reserve cost {1} less.", "from your opponent's Reserve"),
    ("{T} : The next Character you play from an opponent's Reserve this turn gains 1 boost.",
     "from an opponent's Reserve"),
])
def test_a_zone_of_another_player_than_who_plays_is_refused(text, words):
    """5.2.a: the engine hears which zone a card is played from, not whose: "from your opponent's Reserve" said
    of what you play was read as "from Reserve" (your own); refused at its place, not dropped."""
    e = refused(text)
    assert "another player than the one who plays" in str(e)
    assert e.column == text.index(words) + 1


# -- v5.0 7.3.7.a: a card to discard named by no place is one of the player's hand ------------------------------

def chosen_from(steps):
    """What the first choice of cards (inside "you may" or another player's steps) chooses among."""
    for step in steps:
        if "choose" in step and "players" not in step["choose"]["from"]:
            return step["choose"]["from"]
        for inner in ("may", "as_player", "each_player"):
            if inner in step:
                return chosen_from(step[inner]["do"])
    raise AssertionError(steps)


@pytest.mark.parametrize("text, kind", [
    ("{H} Discard a Spell. If you do, draw two cards.", {"type": "Spell"}),
    ("{J} You may discard a Spell. If you do, I gain 2 boosts.", {"type": "Spell"}),
    ("{H} Each opponent discards two Spells.", {"type": "Spell"}),
    ("{H} Discard a card.", {}),
])
def test_a_card_to_discard_named_by_no_place_is_in_the_players_hand(text, kind):
    """v5.0 7.3.7.a: to discard moves a card from where it is, so the place matters; where none is said it is
    the player's hand for "a card" (keywords.yaml's Discard unless_said) and for a type no object in play has ("a
    Spell", play.yaml effect_types; once read as any Spell in play: none; scenario
    7.3.7.a-discard-a-spell-is-one-in-hand)."""
    among = chosen_from(effect(text))
    assert among == {**kind, "zone": "Hand", "owner": "you"}


@pytest.mark.parametrize("text, words", [
    ("{H} [Discard] a Character, then draw two cards.", "a Character"),
    ("{H} Target opponent discards a Permanent.", "a Permanent"),
    ("{H} Each player discards a Character.", "a Character"),
    ("{H} Discard up to two Characters.", "up to two Characters"),
    ("{H} Discard a Robot.", "a Robot"),
])
def test_a_type_in_play_to_discard_named_by_no_place_is_refused(text, words):
    """"a Character" names one in play unless a place is said (2.2.1.h, 2.2.2.n), where the hand was read (audit
    S8A of session 57, W2; both were defended by an audit): refused, saying to write where it is."""
    e = refused(text)
    assert "names no place" in str(e) and e.column == text.index(words) + 1, str(e)


@pytest.mark.parametrize("text, cost", [
    ("{T}, discard a Spell: Draw a card.", {"type": "Spell"}),
    ("You may discard a Character from your hand to reduce my cost by {2}.", {"type": "Character"}),
])
def test_a_discard_cost_named_by_no_place_is_in_the_players_hand(text, cost):
    """The same default where the discard is a cost (5.1.2.c; scenario
    5.1.2.c-you-may-discard-a-character-from-hand)."""
    assert str({**cost, "zone": "Hand", "owner": "you", "count": 1})[1:-1] in str(parse_abilities(text))


@pytest.mark.parametrize("text", [
    "{H} Discard a Character you control.",
    "{H} Discard a Character in my Expedition.",
    "{H} Discard a Character from your Reserve.",
    "{H} Discard target Spell.",
    "{H} Discard up to two target Characters.",
    "{H} Discard all Characters in play.",
])
def test_a_place_a_controller_or_a_target_says_where_the_card_to_discard_is(text):
    """Where the text says where it is (a zone, an Expedition, who controls it, a target), no hand is added."""
    assert "'Hand'" not in str(effect(text))


@pytest.mark.parametrize("text, why", [
    ("{H} Discard an exhausted card.", "status"),
    ("{H} Discard a [[Fleeting]] Character.", "status"),
    ("{H} Target opponent discards an exhausted Spell.", "status"),
    ("{H} Discard a token.", "token"),
    ("{H} Each player discards a token.", "token"),
    ("{H} Discard all Characters.", "all of a type"),
    ("{H} Each player discards each Spell.", "all of a type"),
])
def test_a_card_to_discard_that_cannot_be_in_hand_is_refused(text, why):
    """A status is had, and a token is, in play or in Reserve only, and "all Characters" are those in play
    elsewhere (2.2.1.h): with
    no place said, the hand would be another card than the one meant, so the text must say where."""
    e = refused(text)
    assert why in str(e) and "say where" in str(e)


# -- 7.5.9, 7.5.8: a zone said of the object of an event is where it is, tested there ---------------------------

@pytest.mark.parametrize("text, zone", [
    ("When a card in your hand goes to Reserve — I gain 1 boost.", "Hand"),
    ("When a Character from your hand goes to Reserve — I gain 1 boost.", "Hand"),
    ("When a card in your Reserve gains 1 or more boosts — I gain 1 boost.", "Reserve"),
    ("When a Character in your Reserve gains [[Exhausted]] — I gain 1 boost.", "Reserve"),
])
def test_a_zone_said_of_the_object_of_an_event_is_tested(book, text, zone):
    """A reaction's test of the object once read no zone: "When a card in your hand goes to Reserve" fired for
    a Character sent to Reserve from an Expedition (scenario 7.5.9-a-card-in-your-hand-goes-to-reserve). The
    zone is kept in the reading and the rules compile it (nothing left unsupported)."""
    from altered.effects.abilities import compile_program
    abilities = parse_abilities(text)
    assert f"'zone': '{zone}'" in str(abilities[0]["reaction"]["trigger"])
    assert not compile_program(book, abilities).unsupported


@pytest.mark.parametrize("text", [
    "When a Character from Reserve joins my Expedition — I gain 1 boost.",
    "When a Character in your hand joins my Expedition — I gain 1 boost.",
])
def test_a_zone_what_joins_has_left_is_refused(book, text):
    """7.5.8: what joins an Expedition is tested once it joined, no longer in the Reserve or the hand it came
    from: "from Reserve" is not read by "join", so the text cannot run (once it fired for any Character)."""
    from altered.effects.abilities import compile_program
    [(_, why)] = compile_program(book, parse_abilities(text)).unsupported
    assert "no longer in" in why and "goes from" in why
