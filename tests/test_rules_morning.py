"""Morning (4.2.1, 1.3.2.b) and Noon (4.2.2): Succeed, Prepare, Draw and Expand."""
from __future__ import annotations

import pytest

from altered.simulation.layout import empty, run_daily_effect, run_phase

pytestmark = pytest.mark.editions("3.0", "5.0")   # the rules these test say the same in v5.0


def answer(board, player, *labels):
    """Queue answers for a player's decisions, whether or not the agent shares ``board.script``."""
    board.answer(player, *labels)
    agent = board.game.players[player].agent
    if agent.answers is not board.script[player]:
        agent.answers.extend(labels)


def events_since(game, start, kind):
    return [e for e in game.events[start:] if e["e"] == kind]


def names(objs):
    return sorted(o.name for o in objs)


def test_4_2_1_b_succeed_the_other_player_becomes_first_player(board):
    game = board.game
    first = game.first_player
    run_daily_effect(game, "Succeed")
    assert game.first_player == 1 - first
    run_daily_effect(game, "Succeed")
    assert game.first_player == first


def test_4_2_1_c_prepare_readies_exhausted_objects_in_personal_zones_and_expeditions(board):
    game = board.game
    exhausted = ("Exhausted",)
    objs = [
        board.put("Kappa", 0, "Expedition", sub="hero", statuses=exhausted),
        board.put("Hathor", 1, "Expedition", sub="companion", statuses=exhausted),
        board.put("Kelon Cylinder", 0, "Landmark", statuses=exhausted),
        board.put("Mowgli", 1, "Mana", statuses=exhausted),
        board.put("Alice", 0, "Reserve", statuses=exhausted),
    ]
    for p in (0, 1):
        [hero] = game.objects("Hero", p)
        hero.statuses["Exhausted"] = True
        objs.append(hero)
    run_daily_effect(game, "Prepare")
    assert [o for o in objs if game.has_status(o, "Exhausted")] == []
    assert all(not o.gone for o in objs)                    # readied where they stand


def test_4_2_1_c_prepare_keeps_other_statuses(board):
    game = board.game
    o = board.put("Kappa", 0, "Expedition", statuses=("Exhausted", "Anchored", "Fleeting"))
    run_daily_effect(game, "Prepare")
    assert not game.has_status(o, "Exhausted")
    assert game.has_status(o, "Anchored") and game.has_status(o, "Fleeting")


def test_4_2_1_d_draw_each_player_draws_two_cards(board):
    game = board.game
    for p in (0, 1):
        for name in ("Mowgli", "Hathor", "Kappa"):
            board.put(name, p, "Deck")
    run_daily_effect(game, "Draw")
    for p in (0, 1):
        assert len(game.objects("Hand", p)) == 2
        assert len(game.objects("Deck", p)) == 1


def test_4_2_1_e_expand_puts_one_card_face_down_and_ready_in_the_mana_zone(board):
    game = board.game
    for p in (0, 1):
        board.put("Mowgli", p, "Hand")
        board.put("Kappa", p, "Hand")
    answer(board, 0, "Kappa")
    answer(board, 1, "Mowgli")
    run_daily_effect(game, "Expand")
    for p, put, kept in ((0, "Kappa", "Mowgli"), (1, "Mowgli", "Kappa")):
        [orb] = game.objects("Mana", p)
        assert orb.name == put
        assert orb.face_down
        assert not game.has_status(orb, "Exhausted")
        assert game.type_of(orb) == "Mana Orb"
        assert names(game.objects("Hand", p)) == [kept]


def test_4_2_1_e_expand_puts_at_most_one_card(board):
    game = board.game
    for name in ("Mowgli", "Kappa", "Hathor"):
        board.put(name, 0, "Hand")
    run_daily_effect(game, "Expand")
    assert len(game.objects("Mana", 0)) == 1
    assert len(game.objects("Hand", 0)) == 2


def test_4_2_1_e_expand_may_be_declined(board):
    game = board.game
    for p in (0, 1):
        board.put("Mowgli", p, "Hand")
        board.put("Kappa", p, "Hand")
    answer(board, 0, "done")
    start = len(game.events)
    run_daily_effect(game, "Expand")
    assert game.objects("Mana", 0) == []
    assert names(game.objects("Hand", 0)) == ["Kappa", "Mowgli"]
    assert len(game.objects("Mana", 1)) == 1                  # the other player did put one
    offered = [e for e in events_since(game, start, "choice") if e["player"] == 0]
    assert offered and offered[0]["chose"] == "done"


def test_4_2_1_e_expand_choices_are_made_in_turn_order(board):
    game = board.game
    for p in (0, 1):
        board.put("Mowgli", p, "Hand")
        board.put("Kappa", p, "Hand")
    start = len(game.events)
    run_daily_effect(game, "Expand")
    assert [e["player"] for e in events_since(game, start, "choice")] == [game.first_player, 1 - game.first_player]


def test_4_2_1_e_expand_with_an_empty_hand_does_nothing(board):
    game = board.game
    run_daily_effect(game, "Expand")
    assert game.objects("Mana") == []


def test_4_2_1_1_3_2_b_the_morning_phase_runs_its_four_daily_effects_in_order(board):
    game = board.game
    first = game.first_player
    for p in (0, 1):
        board.put("Mowgli", p, "Deck")
        board.put("Kappa", p, "Deck")
        board.put("Ordis Trooper", p, "Mana", statuses=("Exhausted",))
    start = len(game.events)
    run_phase(game, "Morning")
    assert game.first_player == 1 - first                                     # Succeed
    for p in (0, 1):
        orbs = game.objects("Mana", p)
        assert len(orbs) == 2                                                 # Expand used a drawn card
        assert not any(game.has_status(o, "Exhausted") for o in orbs)         # Prepare, then a ready orb
        assert len(game.objects("Hand", p)) == 1 and game.objects("Deck", p) == []   # Draw
    # Expand is asked first of the new first player (initiative order, 1.4.5)
    assert events_since(game, start, "choice")[0]["player"] == 1 - first


def test_4_2_2_noon_changes_nothing_without_reactions(board):
    game = board.game
    empty(game, "Hero")                      # both printed Heroes have reactions; these cards have no text
    for p in (0, 1):
        board.put("Kappa", p, "Expedition", statuses=("Exhausted",))
        board.put("Mowgli", p, "Hand")
        board.put("Hathor", p, "Deck")
    before = {k: [(o.id, dict(o.statuses)) for o in z.objs] for k, z in game.zones.items()}
    first = game.first_player
    start = len(game.events)
    run_phase(game, "Noon")
    after = {k: [(o.id, dict(o.statuses)) for o in z.objs] for k, z in game.zones.items()}
    assert after == before and game.first_player == first
    assert game.objects("Limbo") == []
    assert events_since(game, start, "reaction") == []


@pytest.mark.parametrize("first", [0, 1])
def test_4_2_2_1_3_2_c_at_noon_reactions_trigger_and_resolve(board, first):
    game = board.game
    game.vars["first_player"] = first
    heroes = [game.objects("Hero", p)[0] for p in (0, 1)]
    [kojo] = [h for h in heroes if h.name == "Kojo & Booda"]
    assert kojo.card.text.startswith("At Noon")           # "If you are the first player, create a Booda ..."
    start = len(game.events)
    run_phase(game, "Noon")
    booda = [o for o in game.objects("Expedition") if o.name == "Booda"]
    if kojo.controller == first:
        assert [(o.controller, o.sub) for o in booda] == [(first, "companion")]
    else:
        assert booda == []
    [reaction] = events_since(game, start, "reaction")
    assert reaction["card"] == "Kojo & Booda" and reaction["player"] == kojo.controller
    assert events_since(game, start, "resolve")
    assert game.objects("Limbo") == []                    # the Emblem-Reaction ceased once resolved
    assert game.first_player == first
