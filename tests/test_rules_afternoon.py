"""Afternoon (4.2.3, 1.3.2.d) and playing cards (5.1, 5.2): turns, costs, Fleeting and where cards go."""
from __future__ import annotations

import dataclasses
import pytest

from altered.simulation.layout import run_daily_effect, run_phase

pytestmark = pytest.mark.editions("3.0", "5.0")   # the rules these test say the same in v5.0



def answer(board, player, *labels):
    """Queue answers for a player's decisions, whether or not the agent shares ``board.script``."""
    board.answer(player, *labels)
    agent = board.game.players[player].agent
    if agent.answers is not board.script[player]:
        agent.answers.extend(labels)


def orbs(board, player, ready=3, exhausted=0):
    for _ in range(ready):
        board.put("Ordis Trooper", player, "Mana")
    for _ in range(exhausted):
        board.put("Ordis Trooper", player, "Mana", statuses=("Exhausted",))


def exhausted_orbs(game, player):
    return sum(game.has_status(o, "Exhausted") for o in game.objects("Mana", player))


def turns(game, start=0):
    """(player, what) for each turn effect logged since ``start``."""
    return [(e["player"], "pass" if e["e"] == "pass" else e["card"])
            for e in game.events[start:] if e["e"] in ("play", "pass")]


def offers(game, player):
    return {(o.name, src, sub, cost) for o, src, sub, cost in game.plays.playable(player)}


# -- 4.2.3: turns ----------------------------------------------------------------------------

def test_4_2_3_c_e_the_first_player_starts_and_turns_alternate(board):
    game = board.game
    fp, op = game.first_player, 1 - game.first_player
    for p in (0, 1):
        orbs(board, p, 3)
        board.put("Ordis Trooper", p, "Hand")
        board.put("Ordis Trooper", p, "Hand")
    start = len(game.events)
    run_phase(game, "Afternoon")
    assert turns(game, start) == [(fp, "Ordis Trooper"), (op, "Ordis Trooper"),
                                  (fp, "Ordis Trooper"), (op, "Ordis Trooper"),
                                  (fp, "pass"), (op, "pass")]
    assert all(pl.passed for pl in game.players)                 # 4.2.3.e: Afternoon ends when all passed


def test_4_2_3_e_a_player_who_passed_takes_no_more_turns_and_the_other_plays_on(board):
    game = board.game
    fp, op = game.first_player, 1 - game.first_player
    for p in (0, 1):
        orbs(board, p, 3)
        for _ in range(3):
            board.put("Ordis Trooper", p, "Hand")
    answer(board, fp, "pass")
    start = len(game.events)
    run_phase(game, "Afternoon")
    assert turns(game, start) == [(fp, "pass"), (op, "Ordis Trooper"), (op, "Ordis Trooper"),
                                  (op, "Ordis Trooper"), (op, "pass")]
    assert len(game.objects("Hand", fp)) == 3                    # still playable, but passed for the day


def test_1_3_2_d_a_player_with_nothing_to_play_can_only_pass(board):
    game = board.game
    fp = game.first_player
    orbs(board, 1 - fp, 1)
    board.put("Ordis Trooper", 1 - fp, "Hand")
    assert game.plays.playable(fp) == []
    start = len(game.events)
    run_phase(game, "Afternoon")
    assert turns(game, start) == [(fp, "pass"), (1 - fp, "Ordis Trooper"), (1 - fp, "pass")]


# -- 5.1.2 / 5.2: costs and what can be played ---------------------------------------------------

def test_5_1_2_d_a_card_played_from_hand_costs_its_hand_cost(board):
    game = board.game
    orbs(board, 0, 4)
    card = board.put("Amelia Earhart", 0, "Hand")                 # hand cost 3, reserve cost 1
    assert ("Amelia Earhart", "Hand", "hero", 3) in offers(game, 0)
    game.plays.play_card(0, card, "Hand", "hero", 3)
    assert exhausted_orbs(game, 0) == 3
    [o] = game.objects("Expedition", 0, "hero")
    assert o.name == "Amelia Earhart"
    assert not game.has_status(o, "Fleeting")


def test_5_2_1_b_a_card_played_from_reserve_costs_its_reserve_cost_and_gains_fleeting(board):
    game = board.game
    orbs(board, 0, 4)
    card = board.put("Amelia Earhart", 0, "Reserve")
    assert ("Amelia Earhart", "Reserve", "companion", 1) in offers(game, 0)
    game.plays.play_card(0, card, "Reserve", "companion", 1)
    assert exhausted_orbs(game, 0) == 1
    [o] = game.objects("Expedition", 0, "companion")
    assert game.has_status(o, "Fleeting")                        # 5.2.1.c: keeps it entering the Expedition
    assert game.objects("Reserve", 0) == [] and game.objects("Limbo") == []


def test_5_2_1_b_through_the_turn_decision_the_reserve_play_costs_the_reserve_cost(board):
    game = board.game
    fp = game.first_player
    orbs(board, fp, 1)
    board.put("Amelia Earhart", fp, "Reserve")
    answer(board, fp, "play Amelia Earhart from Reserve to hero")
    start = len(game.events)
    run_phase(game, "Afternoon")
    [play] = [e for e in game.events[start:] if e["e"] == "play"]
    assert (play["frm"], play["cost"], play["sub"]) == ("Reserve", 1, "hero")
    assert exhausted_orbs(game, fp) == 1


def test_2_4_5_c_exhausted_cards_in_reserve_cannot_be_played(board):
    game = board.game
    orbs(board, 0, 3)
    board.put("Mowgli", 0, "Reserve", statuses=("Exhausted",))
    board.put("Hathor", 0, "Reserve")
    assert {name for name, *_ in offers(game, 0)} == {"Hathor"}


def test_5_1_2_cards_costing_more_than_the_ready_orbs_are_not_offered(board):
    game = board.game
    orbs(board, 0, ready=3, exhausted=2)
    board.put("Kappa", 0, "Hand")                       # costs 4: five orbs, only three ready
    board.put("Hathor", 0, "Hand")                      # costs 2
    board.put("Amelia Earhart", 0, "Hand")              # costs 3
    assert {name for name, *_ in offers(game, 0)} == {"Hathor", "Amelia Earhart"}
    run_daily_effect(game, "Prepare")
    assert {name for name, *_ in offers(game, 0)} == {"Hathor", "Amelia Earhart", "Kappa"}


def test_5_1_2_exactly_enough_ready_orbs_is_enough(board):
    game = board.game
    orbs(board, 0, 4)
    card = board.put("Kappa", 0, "Hand")
    game.plays.play_card(0, card, "Hand", "hero", 4)
    assert exhausted_orbs(game, 0) == 4
    assert game.plays.playable(0) == []


def test_5_2_1_a_c_a_character_joins_the_expedition_chosen(board):
    game = board.game
    fp = game.first_player
    orbs(board, fp, 3)
    board.put("Ordis Trooper", fp, "Hand")
    board.put("Mowgli", fp, "Hand")
    assert {(n, s) for n, _, s, _ in offers(game, fp)} == {
        ("Ordis Trooper", "hero"), ("Ordis Trooper", "companion"), ("Mowgli", "hero"), ("Mowgli", "companion")}
    answer(board, fp, "play Mowgli from Hand to companion", "play Ordis Trooper from Hand to hero")
    run_phase(game, "Afternoon")
    assert [o.name for o in game.objects("Expedition", fp, "companion")] == ["Mowgli"]
    assert [o.name for o in game.objects("Expedition", fp, "hero")] == ["Ordis Trooper"]
    assert game.objects("Expedition", 1 - fp) == []


# -- 5.2.4 / 2.4.6.e: Spells ------------------------------------------------------------------

def test_5_2_4_b_a_spell_goes_to_reserve_after_resolving(board):
    game = board.game
    orbs(board, 0, 3)
    card = board.put("Magical Training", 0, "Hand")            # a Spell, hand cost 1
    [play] = [x for x in game.plays.playable(0) if x[0] is card]
    assert play[1:] == ("Hand", None, 1)                        # a Spell chooses no Expedition
    game.plays.play_card(0, *play)
    [o] = game.objects("Reserve", 0)
    assert o.name == "Magical Training"
    assert not game.has_status(o, "Fleeting")
    assert game.objects("Limbo") == [] and game.objects("Discard", 0) == []


def test_2_4_6_e_5_2_4_b_a_spell_played_from_reserve_is_discarded_after_resolving(board):
    game = board.game
    orbs(board, 0, 3)
    card = board.put("Magical Training", 0, "Reserve")         # reserve cost 3
    [play] = [x for x in game.plays.playable(0) if x[0] is card]
    assert play[1:] == ("Reserve", None, 3)
    game.plays.play_card(0, *play)
    assert [o.name for o in game.objects("Discard", 0)] == ["Magical Training"]
    assert game.objects("Reserve", 0) == [] and game.objects("Limbo") == []


def test_5_2_4_a_2_2_4_6_b_a_spell_with_printed_fleeting_is_discarded_even_from_hand(board):
    game = board.game
    orbs(board, 0, 3)
    card = board.put("Boom!", 0, "Hand")                       # "[[Fleeting]]. (Send me to Discard ...)"
    game.plays.play_card(0, card, "Hand", None, 3)
    assert [o.name for o in game.objects("Discard", 0)] == ["Boom!"]
    assert game.objects("Reserve", 0) == []


def _cooldown_spell(board):
    """A made-up Spell whose only text is the Cooldown keyword (no printed card has it alone)."""
    card = board.card("Magical Training")
    return dataclasses.replace(card, ref="TEST_COOLDOWN", name="Cooldown Spell",
                               text="[Cooldown]. (If I go to Reserve after my effect resolves, exhaust me {T}.)")


def test_5_2_4_b_7_4_1_b_a_cooldown_spell_goes_to_reserve_exhausted(board):
    game = board.game
    orbs(board, 0, 3)
    card = board.put(_cooldown_spell(board), 0, "Hand")
    game.plays.play_card(0, card, "Hand", None, 1)
    [o] = game.objects("Reserve", 0)
    assert o.name == "Cooldown Spell"
    assert game.has_status(o, "Exhausted")
    assert all(x[0] is not o for x in game.plays.playable(0))       # 2.4.5.c: it cannot be played again yet


def test_5_2_4_b_a_fleeting_cooldown_spell_is_discarded(board):
    game = board.game
    orbs(board, 0, 3)
    card = board.put(_cooldown_spell(board), 0, "Reserve")
    game.plays.play_card(0, card, "Reserve", None, 3)
    assert game.objects("Reserve", 0) == []
    [o] = game.objects("Discard", 0)
    assert o.statuses == {}


# -- 5.2.3: Landmark Permanents ---------------------------------------------------------------

def test_5_2_3_a_2_2_3_e_a_landmark_permanent_joins_the_landmark_zone(board):
    game = board.game
    orbs(board, 0, 3)
    card = board.put("Kelon Cylinder", 0, "Hand")
    [play] = [x for x in game.plays.playable(0) if x[0] is card]
    assert play[1:] == ("Hand", None, 1)
    game.plays.play_card(0, *play)
    [o] = game.objects("Landmark", 0)
    assert o.name == "Kelon Cylinder"
    assert game.objects("Expedition") == [] and game.objects("Limbo") == []


def test_5_2_3_a_a_landmark_permanent_played_from_reserve_is_not_fleeting(board):
    game = board.game
    orbs(board, 0, 3)
    card = board.put("Kelon Cylinder", 0, "Reserve")
    game.plays.play_card(0, card, "Reserve", None, 1)
    [o] = game.objects("Landmark", 0)
    assert not game.has_status(o, "Fleeting")
    assert o.statuses == {}
