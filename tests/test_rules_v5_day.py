"""Rules of sections 4 and 6 of the Comprehensive Rules v5.0 reworded since the seeds, played under
the 5.0 edition (numbers here are v5.0 ones)."""
from __future__ import annotations

import pytest

from altered.editions import with_edition
from altered.rules import load_rulebook

from conftest import Board


@pytest.fixture(scope="module")
def book5():
    return load_rulebook(variants=with_edition([], "5.0"))


@pytest.fixture
def board5(book5, catalog, decks):
    return Board(book5, catalog, decks)


def test_4_2_1_b_succeed_the_player_to_the_left_of_the_first_player_becomes_first(board5):
    game = board5.game
    first = game.first_player
    game.run_daily_effect("Succeed")
    assert game.first_player == 1 - first
    game.run_daily_effect("Succeed")
    assert game.first_player == first


def test_6_3_a_a_reaction_is_written_trigger_then_effect(board5, book5):
    """"When you play a Spell — I gain 1 boost": the part before the arrow says what activates it,
    the part after what it does (Kadigiran Mage-Dancer, with Magical Training)."""
    from altered.cardtext.api import parse_abilities
    [ability] = parse_abilities("When you play a Spell — I gain 1 boost.")
    assert set(ability["reaction"]) >= {"trigger", "effect"}
    game = board5.game
    dancer = board5.put("Kadigiran Mage-Dancer", 0, "Expedition", sub="hero")
    board5.put("Magical Training", 0, "Hand")
    board5.put("Ordis Trooper", 0, "Deck")
    board5.put("Kappa", 0, "Mana")
    [play] = [x for x in game.playable(0) if x[0].name == "Magical Training"]
    game.play_card(0, *play)
    game.check_reactions()
    assert dancer.counters.get("boost") == 1
    assert [e["card"] for e in game.events if e["e"] == "reaction"] == ["Kadigiran Mage-Dancer"]
