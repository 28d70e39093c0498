"""Precedence is data (rules_yaml/precedence.yaml): a variant that changes it changes outcomes."""
from __future__ import annotations

from pathlib import Path

from altered.engine.decisions import FirstOptionAgent
from altered.engine.game import Game
from altered.rulebook import load_rulebook
import pytest

from altered.simulation.layout import put, run_daily_effect

pytestmark = pytest.mark.editions("3.0", "5.0")   # the rules these test say the same in v5.0

HOUSE_RULE = str(Path(__file__).parent / "data" / "rest-bonus.yaml")


def _rest_an_asleep_character(book, board):
    game = Game(book, board.game.decks, [FirstOptionAgent(), FirstOptionAgent()], seed=1)
    game.actions.build_adventure()
    sleeper = put(game, board.card("Foundry Armorer"), 0, "Expedition", sub="hero", statuses=("Asleep",))
    walker = put(game, board.card("Foundry Mechanic"), 0, "Expedition", sub="companion")
    run_daily_effect(game, "Rest")
    return game, sleeper, walker


def test_6_2_g_replacing_before_additive_by_default(board):
    """Standard order: Asleep replaces the move (2.4.3), so the additive house rule has nothing to add to."""
    book = load_rulebook(variants=[HOUSE_RULE])
    assert book.precedence["modifiers"] == ["replace_step", "replace_action", "additive"]
    game, sleeper, walker = _rest_an_asleep_character(book, board)
    assert not sleeper.gone and sleeper.counters == {} and not game.has_status(sleeper, "Asleep")
    [rested] = game.objects("Reserve", 0)
    assert rested.card.name == "Foundry Mechanic" and rested.counters == {"boost": 1}


def test_a_variant_putting_additive_first_changes_the_outcome(board):
    """With additive-first precedence the boost is attached before Asleep replaces the move."""
    book = load_rulebook(variants=[HOUSE_RULE, "additive-first"])
    assert book.precedence["modifiers"] == ["replace_step", "additive", "replace_action"]
    game, sleeper, walker = _rest_an_asleep_character(book, board)
    assert not sleeper.gone and sleeper.counters == {"boost": 1}
    [rested] = game.objects("Reserve", 0)
    assert rested.counters == {"boost": 1}
