"""Audit J2 (session 52), classes A and B (issue 31): the player of an Expedition, and a player's part of a shared zone.

A. "Its controller" / "Its owner" where "it" is an Expedition (a target Expedition, a trigger's Expedition, "the
Expedition facing me") read as the effect model's ``controller_of``/``owner_of`` of an object, ``altered check`` said
ok, and play stopped with ``AttributeError: 'Marker' object has no attribute 'controller'``. A player controls their
Expeditions (v5.0 7.5.5.a; v3.0 3.2.4.b: each player has two), so "Its controller" of one is that player, read as "That
opponent" is read there: the effect model's ``player_of`` (7.5.9), in steps, conditions and "its controller's <zone>"
(cardtext/nouns.player_of). Only a card has an owner (1.1.3.c; glossary "Owner": the player who brought it to the game):
"Its owner" of an Expedition is refused at its words, saying to write "Its controller". The language's types catch the
rest: the values asked of an object (``controller_of``, ``owner_of``, ``controllers_of``, ``owners_of``) declare
``of="objects"``, and a text giving them a place anywhere in an ability is refused at check
(places_or_objects.values_of_their_kind), never left to crash in play.

B. The Landmark zone is shared in 5.0 (landmark-zone-shared.yaml; 3.2.7.a-b: "that player's Landmarks"), and a
player's part of a shared zone is what they control (v5.0 7.5.5.a-b). "your Landmark zone", "<player> has N Landmarks
in play" read ``{zone: Landmark, owner: P}``, and the effect model took P's zone to be the whole shared zone: every
player's Landmarks were counted or offered. The same held in both editions for the shared Expedition zone ("If you have
more Characters in play than target opponent": a tie). Now a selection of P's part of a shared zone split among the
players (zones.yaml ``subzones`` or ``per_player``) keeps what P controls (effects/selectors.py), for every such zone of
an edition; the readings are unchanged.

Played: tests/scenarios/rules/s52/*-expplayer-*.yaml (test cards in tests/data/s52-expplayer/), from the auditor's s7,
s9, s10, s20 (with "controller"), s35, s22a, s24b, s24c, s25a-c, s26; the B ones with ``edition: "5.0"``.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from readings import CARD, dicts, effect_in, nested, outcomes, refused_in, refused_saying, scenarios_play

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios" / "rules" / "s52"
EDITIONS = [None, "5.0"]

# A: the auditor's texts (report §2, class A) said with "controller", and new wordings of the same shape
CONTROLLER = [
    "Target Expedition moves forward one region. Its controller draws a card.",
    "When an opponent's Expedition moves forward — Its controller discards a card.",
    "When my Expedition moves forward — Its controller draws a card.",
    "Target Expedition moves forward one region. If its controller has no cards in hand, draw a card.",
    "When an Expedition moves forward — Its controller draws a card.",
    "When one of your Expeditions moves forward due to {V} — Its controller draws a card.",
    "{J} Target Expedition moves forward one region. If it's in {V}, its controller draws a card.",
    "{J} Target Expedition moves backwards one region. Its controller discards a card.",
    "When an Expedition moves forward due to {O} — Its controller discards a card.",
    "When the Expedition facing me moves forward — Its controller discards a card.",
    "When the Expedition facing me moves forward — Its controller draws a card.",
    "When an opponent's Expedition moves forward — Its controller may draw a card. If they do, I gain 1 boost.",
    "Target Expedition moves backwards one region. Its controller sacrifices a token.",
    "When the Expedition facing me moves forward — Its controller sacrifices a Character.",
    # new wordings
    "Target Expedition moves forward one region. Discard a card from its controller's Reserve.",
    "{J} Target Expedition moves forward one region. Its controller draws two cards.",
    "When an opponent's Expedition moves forward — If its controller has two or more cards in hand, draw a card.",
]

# A: "Its owner" of an Expedition (the auditor's texts and new wordings): refused at the words
OWNER = [
    ("When the Expedition facing me moves forward — Its owner draws a card.", "Its owner"),
    ("Target Expedition moves backwards one region. Its owner discards a card.", "Its owner"),
    ("When my Expedition moves forward — Its owner draws a card.", "Its owner"),
    ("Target Expedition moves forward one region. Discard a card from its owner's Reserve.", "its owner's"),
    ("Target Expedition moves forward one region. If its owner has no cards in hand, draw a card.", "its owner"),
]


def _players(steps) -> list:
    """Each player value "its controller"/"its owner" was read as, at any depth."""
    return [{k: v} for x in dicts(steps) for k, v in x.items()
            if k in ("player_of", "controller_of", "owner_of", "controllers_of", "owners_of")]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", CONTROLLER)
def test_7_5_5_a_its_controller_of_an_expedition_is_its_player(text, edition):
    """"Its controller" of an Expedition is the player whose Expedition it is (v5.0 7.5.5.a), read as "that opponent"
    is: ``player_of`` (7.5.9), never the value of an object's controller."""
    players = _players(effect_in(text, edition))
    assert players and all(set(p) == {"player_of"} for p in players), players


@pytest.mark.parametrize("edition", EDITIONS)
def test_7_5_5_a_its_controller_renders_as_the_player_of_the_expedition(edition):
    steps = effect_in("Target Expedition moves forward one region. Its controller draws a card.", edition)
    [doing] = nested(steps, "as_player")
    assert doing["who"] == {"player_of": {"var": "target"}}


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,words", OWNER, ids=[t for t, _ in OWNER])
def test_1_1_3_c_its_owner_of_an_expedition_is_refused_saying_its_controller(text, words, edition):
    """Only a card has an owner (1.1.3.c): refused at "its owner", saying to write "its controller"."""
    suggested = text.replace("Its owner", "Its controller").replace("its owner", "its controller")
    refused_saying(text, words, ("has no owner", "1.1.3.c", "say 'its controller'"), suggested, edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_1_2_5_their_controllers_of_several_expeditions_is_refused(edition):
    """"Their controllers" of Expeditions: the players of several places are not read (refused, not a crash)."""
    text = "Any number of target Expeditions move forward one region. Their controllers draw a card."
    e = refused_in(text, edition)
    assert "players of several places are not read" in e.message, e.message
    assert e.column == text.index("Their") + 1


def test_1_2_5_its_controller_of_a_card_reads_as_before():
    """The neighbour: "its controller" of a card is that card's controller (1.2.5), as before."""
    players = _players(effect_in("Exhaust target Character. Its controller draws a card."))
    assert players == [{"controller_of": {"var": "target"}}]


# texts read nowhere else in this file (a reading is kept once made)
UNTYPED = [
    "Target Expedition moves forward one region. Its controller draws three cards.",
    "When an opponent's Expedition moves forward — Its controller discards two cards.",
    "Target Expedition moves forward one region. If its controller has no cards in hand, draw two cards.",
    "When the Expedition facing me moves forward — Its owner draws two cards.",
]


@pytest.mark.parametrize("text", UNTYPED)
def test_values_of_objects_said_of_a_place_are_refused_by_the_types(text, monkeypatch):
    """The types catch what the reading of the words would miss: with "its controller" read as the value of an
    object again (as before the fix), a place given to ``controller_of``/``owner_of`` (declared ``of="objects"``) is
    refused where the ability is read, so ``altered check`` cannot pass what play can't do."""
    import altered.cardtext.combinators.nouns as combinators
    import altered.cardtext.nouns.players as players     # where it is defined and where a phrase calls it
    for module in (players, combinators):
        monkeypatch.setattr(module, "player_of", lambda scope, op, it, at=None: {op: it})
    e = refused_in(text)
    assert "names a place" in e.message and "said of objects only" in e.message, e.message


def test_check_no_longer_passes_a_crash(tmp_path, capsys):
    """``altered check`` of a card saying "Its owner" of an Expedition fails at the words; with "Its controller" it
    passes, and the card plays (the scenarios)."""
    from altered.cli.main import main
    bad = tmp_path / "bad.yaml"
    bad.write_text(CARD.format(text="When my Expedition moves forward — Its owner draws a card."))
    assert main(["check", str(bad)]) != 0
    said = capsys.readouterr()
    assert "say 'its controller'" in said.out + said.err
    good = tmp_path / "good.yaml"
    good.write_text(CARD.format(text="When my Expedition moves forward — Its controller draws a card."))
    assert main(["check", str(good)]) == 0


def test_scenarios_its_controller_of_an_expedition_play():
    """The auditor's s7, s9, s10, s20 (said with "controller") and s35, which crashed, play right."""
    scenarios_play(SCENARIOS, "7.5.5.a-expplayer-*its-controller*.yaml", count=6)


# B: the auditor's texts (report §2, class B) and new wordings: what they read (unchanged: a player's zone, ``owner``)
LANDMARKS = [
    ("If you have fewer Landmarks in play than target opponent, draw a card.", ["you", {"var": "target"}]),
    ("If you have more Landmarks in play than target opponent, draw a card.", ["you", {"var": "target"}]),
    ("If an opponent has more Landmarks in play than you, draw a card.", [{"var": "each_p"}, "you"]),
    ("If you have no Landmarks in play, draw a card.", ["you"]),
    ("If target opponent has two or more Landmarks in play, draw a card.", [{"var": "target"}]),
    ("Draw a card for each card in your Landmark zone.", ["you"]),
    ("Discard a card from your Landmark zone. If you do, draw a card.", ["you"]),
    ("If you have more Permanents in play than target opponent, draw a card.", ["you", {"var": "target"}]),
    ("If an opponent has more cards in play than you, draw a card.", [{"var": "each_p"}, "you"]),
    ("If target opponent has more Landmarks in play than you, draw a card.", [{"var": "target"}, "you"]),
    ("If you have two or more Landmarks in play, draw a card.", ["you"]),
    ("Draw a card for each Landmark in target opponent's Landmark zone.", [{"var": "target"}]),
    # new wordings
    ("If you have more Characters in play than target opponent, draw a card.", ["you", {"var": "target"}]),
    ("{J} If you have fewer Landmarks in play than target opponent, draw a card.", ["you", {"var": "target"}]),
    ("Draw a card for each Landmark in your Landmark zone.", ["you"]),
]


def _zones_of(steps) -> list:
    """The player of each selection of a zone in the steps (``owner`` of a filter naming a zone)."""
    return [x["owner"] for x in dicts(steps) if "zone" in x and "owner" in x and isinstance(x.get("zone"), (str, list))]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,players", LANDMARKS, ids=[t for t, _ in LANDMARKS])
def test_3_2_7_b_a_players_zone_reads_as_that_players_zone(text, players, edition):
    """"your Landmark zone", "<player> has N ... in play": that player's zone (``owner``), in both editions: what it
    selects in a shared zone is their part (the next tests, the scenarios)."""
    assert _zones_of(effect_in(text, edition)) == players


@pytest.mark.parametrize("edition,landmark", [(None, False), ("5.0", True)])
def test_7_5_5_a_the_shared_zones_split_among_the_players(edition, landmark):
    """The zones a player's part of is what they control: the Expedition zone in both editions (3.2.4.b), the
    Landmark zone in 5.0 only (3.2.7.b; v3.0: personal, 1.2.3.e)."""
    from altered.loading.rules.editions import with_edition
    from altered.rulebook import load_rulebook
    book = load_rulebook(variants=with_edition([], edition) if edition else [])
    assert book.zones["Expedition"].parted
    assert book.zones["Landmark"].parted is landmark
    assert not any(z.parted for n, z in book.zones.items() if n not in ("Expedition", "Landmark"))


def test_scenarios_a_players_landmarks_in_the_shared_zone_5_0():
    """The auditor's s22a, s24b, s24c, s25a-c and s26 (5.0, each counted or offered every player's Landmarks), and
    "each Landmark in target opponent's Landmark zone", play right."""
    scenarios_play(SCENARIOS, "3.2.7.b-expplayer-*.yaml", count=8)


@pytest.mark.parametrize("edition", EDITIONS)
def test_scenario_characters_a_player_has_in_play_in_both_editions(edition):
    """"If you have more Characters in play than target opponent": a player's part of the Expedition zone, in both
    editions (it was a tie: every player's Characters counted)."""
    played = outcomes([str(SCENARIOS / "7.5.5.a-expplayer-more-characters-in-play-than-target-opponent.yaml")],
                      edition)
    assert all(o.passed for o in played), [o.problems for o in played if not o.passed]


def test_scenarios_the_same_texts_play_in_the_default_edition():
    """The neighbour: in the default edition (a personal Landmark zone, v3.0 1.2.3.e) the same texts play the same,
    before and after."""
    scenarios_play(SCENARIOS, "1.2.3.e-expplayer-*.yaml", count=3)
