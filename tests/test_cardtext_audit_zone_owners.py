"""A replacement (6.2) watches the zone of the player it names. An outside audit found "your Reserve", "an
opponent's Reserve" and "a Reserve" read as one program: any player's. Whose a personal zone is, is whose the
cards in it are (1.4.3.a, 3.1.2.c: a card goes only to its owner's); the Expedition zone is shared (3.2.4.a),
so "your Expedition zone" is the Characters you control (7.5.4.a). A possessive that names no player a card can
be tested against is refused at its place. Played by tests/scenarios/v5/6.2-whose-*.yaml (test cards in
tests/data/v5/audit-zone-owner-cards.yaml). The gloss says "a card" for the empty filter (any card), where it
said "a player" or nothing."""
from __future__ import annotations

import pytest

from altered.cli.main import main
from altered.cardtext.api import parse_abilities
from readings import refused


def _on(text):
    [ability] = parse_abilities(text)
    return ability["passive"]["modifier"]["on"]


@pytest.mark.parametrize("text, on", [
    ("If a Character would be sent to your Reserve, instead put it in your hand.",
     {"action": "move", "to": "Reserve", "object": {"type": "Character", "owner": "you"}}),
    ("If a Character would be sent to an opponent's Reserve, instead put it in their hand.",
     {"action": "move", "to": "Reserve", "object": {"type": "Character", "owner": "opponent"}}),
    ("If a Character would be sent to your hand, put it in your Reserve instead.",
     {"action": "move", "to": "Hand", "object": {"type": "Character", "owner": "you"}}),
    ("If a Spell would be sent to your Reserve, put it in your hand instead.",
     {"action": "move", "to": "Reserve", "object": {"type": "Spell", "owner": "you"}}),
    ("If a Character would leave your Reserve, it gains [[Fleeting]] instead.",
     {"action": "move", "from": "Reserve", "object": {"type": "Character", "owner": "you"}}),
    ("If a Character would be sent to your discard pile, put it in your Reserve instead.",
     {"action": "move", "to": "Discard", "object": {"type": "Character", "owner": "you"}}),
    ("If a Character would leave an opponent's Reserve, it gains [[Fleeting]] instead.",
     {"action": "move", "from": "Reserve", "object": {"type": "Character", "owner": "opponent"}}),
    ("If a Character would be sent to an opponent's hand, discard it instead.",
     {"action": "move", "to": "Hand", "object": {"type": "Character", "owner": "opponent"}}),
    ("If a card would be sent to your Reserve, discard it instead.",
     {"action": "move", "to": "Reserve", "object": {"owner": "you"}}),
    # the shared Expedition zone: who controls what is in it (7.5.4.a)
    ("If a Character would leave your Expedition zone, put it in Reserve instead.",
     {"action": "move", "from": "Expedition", "object": {"type": "Character", "controller": "you"}}),
    # no player said: any player's
    ("If a Character would be sent to Reserve, put it in your hand instead.",
     {"action": "move", "to": "Reserve", "object": {"type": "Character"}}),
    ("If a Character would leave the Expedition zone, put it in Reserve instead.",
     {"action": "move", "from": "Expedition", "object": {"type": "Character"}}),
    # "I": where I would go is tested as said, "your" too: an opponent who controls me is "you" then, and I go
    # to my owner's Reserve (3.1.2.c), not theirs
    ("If I would be sent to your Reserve, put me in your hand instead.",
     {"action": "move", "to": "Reserve", "object": {"among": "self", "owner": "you"}}),
    ("If I would be sent to your hand, discard me instead.",
     {"action": "move", "to": "Hand", "object": {"among": "self", "owner": "you"}}),
    # where I am leaving from is mine: "your" said of me there holds of itself (1.4.3.a)
    ("If I would leave your Reserve, I gain [[Fleeting]] instead.",
     {"action": "move", "from": "Reserve", "object": "self"}),
    ("If I would be sent to an opponent's Reserve, put me in your hand instead.",
     {"action": "move", "to": "Reserve", "object": {"among": "self", "owner": "opponent"}}),
])
def test_a_replacement_keeps_whose_zone_it_watches(text, on):
    """1.4.3.a, 7.5.4.a: the possessive of the zone reaches the program."""
    assert _on(text) == on


def test_your_and_an_opponents_zone_are_two_programs():
    """The audit's finding as a class: the same text with "your" and "an opponent's" never reads alike."""
    for zone in ("Reserve", "hand", "discard pile"):
        for verb in ("be sent to", "leave"):
            texts = [f"If a Character would {verb} {whose} {zone}, it gains [[Fleeting]] instead."
                     for whose in ("your", "an opponent's", "a")]
            assert len({repr(_on(t)) for t in texts}) == 3, texts


@pytest.mark.parametrize("text, words", [
    ("If a Character would be sent to its owner's Reserve, put it in your hand instead.", "be sent"),
    ("If a Character would be sent to target opponent's Reserve, put it in your hand instead.", "be sent"),
    ("If a Character would leave their Reserve, it gains [[Fleeting]] instead.", "leave"),
    ("If a Character would be sent to each opponent's Reserve, put it in your hand instead.", "be sent"),
])
def test_a_zone_naming_no_player_to_test_is_refused(text, words):
    """"its owner's", "their", "target opponent's", "each opponent's" name no one player a moving card is tested
    against (6.2): refused at the words that say where it goes, not read as any player's zone."""
    e = refused(text)
    assert e.column == text.index(words) + 1
    assert "Reserve" in str(e)


@pytest.mark.parametrize("text, said", [
    ("If a card would be sent to your Reserve, discard it instead.", "if a card owned by you would move to Reserve"),
    ("If a card would be sent to Reserve, discard it instead.", "if a card would move to Reserve"),
    ("If a card would leave your Reserve, it gains [[Fleeting]] instead.", "if a card owned by you would leave Reserve"),
    ("When a card leaves a Reserve — Draw a card.", "when: a card leaves Reserve"),
    ("When a card gains [[Fleeting]] — Draw a card.", "when: a card gains Fleeting"),
])
def test_any_card_is_said_a_card(capsys, text, said):
    """The empty filter (any card) is printed "a card": not "a player", nor nothing after "when:"."""
    assert main(["explain", "--edition", "5.0", text]) == 0
    assert said in capsys.readouterr().out


@pytest.mark.parametrize("text, what", [
    ("When a Character leaves your Reserve — Draw a card.", {"type": "Character", "owner": "you"}),
    ("When a Character leaves an opponent's Reserve — Draw a card.", {"type": "Character", "owner": "opponent"}),
    ("When a Character leaves your Expedition zone — Draw a card.", {"type": "Character", "controller": "you"}),
    ("When a card leaves a Reserve — Draw a card.", {}),
])
def test_a_reaction_keeps_whose_zone_it_watches_the_same_way(text, what):
    """One mechanism for triggers and replacements: the shared Expedition zone's player is who controls the card
    (7.5.4.a), as it was before it left (played by tests/scenarios/v5/6.3-whose-expedition-zone-a-reaction-
    watches.yaml: a defected Character leaving your Expedition is one)."""
    [ability] = parse_abilities(text)
    assert ability["reaction"]["trigger"]["moves"]["what"] == what


@pytest.mark.parametrize("text", [
    "When a Character leaves their Reserve — Draw a card.",
    "When a card leaves each opponent's Reserve — Draw a card.",
])
def test_a_reaction_to_a_zone_naming_no_player_is_refused(text):
    """"their" with no player named before it read as "your"; "each opponent's" as any opponent's."""
    e = refused(text)
    assert e.column == text.index("leaves") + 1 and "Reserve" in str(e)
