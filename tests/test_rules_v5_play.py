"""Playing cards under the Comprehensive Rules v5.0 where its text changed (numbers here are v5.0
ones), played under the 5.0 edition."""
from __future__ import annotations

from test_rules_night import names
from test_rules_v5_objects import run


def test_5_2_4_b_a_spell_played_by_another_player_goes_to_its_owners_reserve(board5, catalog):
    """An effect lets player 1 play player 2's Sow ("[Cooldown]. Target Character gains 1 boost."):
    done resolving, it goes to its owner's Reserve, and exhausted for its Cooldown."""
    game = board5.game
    board5.put(catalog.find("TBF-064-C"), 1, "Hand")
    trooper = board5.put("Ordis Trooper", 0, "Expedition", sub="hero")
    run(board5, 0, "- play: {what: {zone: Hand, owner: opponent, type: Spell}, free: true}")
    assert trooper.counters == {"boost": 1}                      # it resolved, for player 1
    [sow] = game.objects("Reserve", 1)
    assert sow.name == "Sow" and sow.owner == 1 and game.has_status(sow, "Exhausted")
    assert game.objects("Reserve", 0) == [] and game.objects("Limbo") == []


def test_5_2_4_b_a_fleeting_spell_played_by_another_player_goes_to_its_owners_discard_pile(board5, catalog):
    """Played from player 2's Reserve, Sow is Fleeting (5.2.4.a): it goes to player 2's Discard pile."""
    game = board5.game
    board5.put(catalog.find("TBF-064-C"), 1, "Reserve")
    board5.put("Ordis Trooper", 0, "Expedition", sub="hero")
    run(board5, 0, "- play: {what: {zone: Reserve, owner: opponent, type: Spell}, free: true}")
    assert names(game.objects("Discard", 1)) == ["Sow"]
    assert game.objects("Discard", 0) == [] and game.objects("Reserve", 0) == game.objects("Reserve", 1) == []
