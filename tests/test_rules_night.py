"""Night (4.2.5, 1.3.2.f): its two daily effects, Rest and Clean-up (seed 4.2.5.a). Winning is no
longer checked at Night but as expeditions move: see test_rules_victory.py."""
from __future__ import annotations

import dataclasses

import pytest

from altered.simulation.layout import empty, put, run_daily_effect, run_phase

pytestmark = pytest.mark.editions("3.0", "5.0")   # the rules these test say the same in v5.0

TERRAINS = {"forest", "mountain", "water"}


def answer(board, player, *labels):
    """Queue answers for a player's decisions, whether or not the agent shares ``board.script``."""
    board.answer(player, *labels)
    agent = board.game.players[player].agent
    if agent.answers is not board.script[player]:
        agent.answers.extend(labels)


def names(objs):
    return sorted(o.name for o in objs)


def marker(game, player, sub):
    [m] = [m for m in game.markers if m.player == player and m.sub == sub]
    return m


def token(board, name):
    [card, *_] = [c for c in board.catalog if c.name == name and c.token]
    return card


def hero_with_limits(board, player, reserve, landmark):
    """Replace a player's Hero by a made-up one with these limits (every printed Hero has 2 and 2)."""
    [hero] = board.game.objects("Hero", player)
    base = dict(hero.card.base, reserve_limit=reserve, landmark_limit=landmark)
    card = dataclasses.replace(hero.card, ref=f"TEST_HERO_{reserve}_{landmark}", base=base)
    empty(board.game, "Hero", player)
    return board.put(card, player, "Hero")


# -- 4.2.5.a: two daily effects ---------------------------------------------------------------

@pytest.mark.editions("3.0")   # v5.0 adds Check Victory to Night (4.2.5.a)
def test_4_2_5_a_night_has_two_daily_effects_rest_then_clean_up(book, board):
    [night] = [ph for ph in book.phases if ph.name == "Night"]
    assert [name for name, _, _ in night.effects] == ["Rest", "Clean-up"]
    with pytest.raises(KeyError):
        run_daily_effect(board.game, "Check Victory")       # there is no such daily effect any more


@pytest.mark.editions("3.0")   # v5.0 adds Check Victory to Night (4.2.5.a)
def test_4_2_5_a_nothing_at_night_decides_the_game(board):
    game = board.game
    for sub, pos in (("hero", 4), ("companion", 4)):   # laid out by hand as if they had met: no step moves them
        marker(game, 0, sub).pos = pos
    board.put("Kappa", 0, "Expedition", sub="hero")
    start = len(game.events)
    run_phase(game, "Night")
    assert game.winner is None and not game.over
    assert game.vars["tiebreakers"] is False and len(game.adventure_zone.objs) == 8
    assert [e["effect"] for e in game.events[start:] if e["e"] == "move"] == ["Rest"]
    assert names(game.objects("Reserve", 0)) == ["Kappa"]


# -- 4.2.5.b: Rest ---------------------------------------------------------------------------

def test_4_2_5_b_rest_sends_the_characters_of_every_expedition_to_their_reserves(board):
    game = board.game
    board.put("Kappa", 0, "Expedition", sub="hero")
    board.put("Mowgli", 0, "Expedition", sub="companion")
    board.put("Hathor", 1, "Expedition", sub="hero")
    board.put("Kelon Cylinder", 0, "Landmark")
    run_daily_effect(game, "Rest")
    assert game.objects("Expedition") == []
    assert names(game.objects("Reserve", 0)) == ["Kappa", "Mowgli"]
    assert names(game.objects("Reserve", 1)) == ["Hathor"]
    assert names(game.objects("Landmark", 0)) == ["Kelon Cylinder"]         # not a Character: stays


def test_4_2_5_b_2_4_1_d_characters_reach_reserve_ready_and_without_statuses(board):
    game = board.game
    board.put("Kappa", 0, "Expedition", statuses=("Exhausted",))
    run_daily_effect(game, "Rest")
    [o] = game.objects("Reserve", 0)
    assert o.statuses == {}


def test_2_4_6_d_a_fleeting_character_is_discarded_instead_of_going_to_reserve(board):
    game = board.game
    board.put("Kappa", 0, "Expedition", statuses=("Fleeting",))
    board.put("Mowgli", 0, "Expedition")
    run_daily_effect(game, "Rest")
    assert names(game.objects("Discard", 0)) == ["Kappa"]
    assert names(game.objects("Reserve", 0)) == ["Mowgli"]
    [d] = game.objects("Discard", 0)
    assert d.statuses == {}                                  # 2.4.1.c


@pytest.mark.parametrize("status", ["Anchored", "Asleep"])
def test_2_4_2_2_4_3_an_anchored_or_asleep_character_stays_and_loses_the_status(board, status):
    game = board.game
    o = board.put("Kappa", 0, "Expedition", sub="companion", statuses=(status, "Exhausted"))
    run_daily_effect(game, "Rest")
    assert game.objects("Expedition", 0, "companion") == [o] and not o.gone       # the same object
    assert not game.has_status(o, status)
    assert game.has_status(o, "Exhausted")
    assert game.objects("Reserve", 0) == []
    run_daily_effect(game, "Rest")                            # the next Rest sends it to Reserve
    assert names(game.objects("Reserve", 0)) == ["Kappa"]


def test_2_4_3_remark_anchored_and_asleep_together_are_both_lost(board):
    game = board.game
    o = board.put("Kappa", 0, "Expedition", statuses=("Anchored", "Asleep"))
    run_daily_effect(game, "Rest")
    assert game.objects("Expedition", 0) == [o]
    assert not game.has_status(o, "Anchored") and not game.has_status(o, "Asleep")


def test_7_4_3_b_an_eternal_character_is_not_sent_to_reserve(board):
    game = board.game
    o = board.put("Hydracaena", 0, "Expedition", sub="hero")     # [Eternal]
    board.put("Kappa", 0, "Expedition", sub="hero")
    run_daily_effect(game, "Rest")
    assert game.objects("Expedition", 0) == [o] and not o.gone
    assert names(game.objects("Reserve", 0)) == ["Kappa"]


def test_2_1_e_a_token_character_ceases_to_exist_at_rest(board):
    game = board.game
    t = board.put(token(board, "Ordis Recruit"), 0, "Expedition", sub="hero")
    board.put("Kappa", 0, "Expedition", sub="hero")
    start = len(game.events)
    run_daily_effect(game, "Rest")
    assert t.gone
    assert names(game.objects("Reserve", 0)) == ["Kappa"]
    assert game.objects("Expedition") == [] and game.objects("Discard", 0) == []
    assert [e["obj"] for e in game.events[start:] if e["e"] == "cease"] == ["Ordis Recruit"]


@pytest.mark.parametrize("first", ["2.1.e", "2.4.6.d"])
def test_2_1_e_2_4_6_d_a_fleeting_token_ceases_to_exist_whichever_rule_applies_first(board, first):
    game = board.game
    t = board.put(token(board, "Ordis Recruit"), 0, "Expedition", statuses=("Fleeting",))
    answer(board, game.first_player, first)
    run_daily_effect(game, "Rest")
    assert t.gone
    assert game.objects("Expedition") == []
    assert game.objects("Reserve", 0) == [] and game.objects("Discard", 0) == []


@pytest.mark.parametrize("first, stays", [("2.4.2", True), ("2.4.6.d", False)])
def test_6_2_h_an_anchored_fleeting_character_the_first_player_picks_which_rule_applies_first(board, first, stays):
    game = board.game
    fp = game.first_player
    o = board.put("Kappa", 1 - fp, "Expedition", statuses=("Anchored", "Fleeting"))
    answer(board, fp, first)
    start = len(game.events)
    run_daily_effect(game, "Rest")
    [choice] = [e for e in game.events[start:] if e["e"] == "choice"]
    assert choice["player"] == fp and choice["about"] == "modifier"
    if stays:                      # not sent to Reserve, so Fleeting has nothing to replace
        assert game.objects("Expedition") == [o]
        assert not game.has_status(o, "Anchored") and game.has_status(o, "Fleeting")
    else:                          # discarded instead of going to Reserve: Anchored no longer applies
        assert game.objects("Expedition") == []
        assert names(game.objects("Discard", 1 - fp)) == ["Kappa"]
    assert game.objects("Reserve", 1 - fp) == []


def test_5_2_1_c_2_4_6_d_a_character_played_from_reserve_is_discarded_at_night(board):
    game = board.game
    fp = game.first_player
    board.put("Ordis Trooper", fp, "Mana")
    board.put("Amelia Earhart", fp, "Reserve")                 # reserve cost 1
    board.put("Mowgli", fp, "Expedition", sub="companion")
    run_phase(game, "Afternoon")
    [o] = game.objects("Expedition", fp, "hero")
    assert o.name == "Amelia Earhart" and game.has_status(o, "Fleeting")
    run_phase(game, "Dusk")
    run_phase(game, "Night")
    assert names(game.objects("Discard", fp)) == ["Amelia Earhart"]
    assert names(game.objects("Reserve", fp)) == ["Mowgli"]


# -- 4.2.5.c-d: Clean-up -----------------------------------------------------------------------

def test_4_2_5_c_clean_up_keeps_as_many_reserve_objects_as_the_heros_reserve_limit(board):
    game = board.game
    hero_with_limits(board, 0, reserve=3, landmark=1)
    for name in ("Kappa", "Mowgli", "Hathor", "Alice", "Shenlong"):
        board.put(name, 0, "Reserve")
    kept_before = {o.name: o for o in game.objects("Reserve", 0)}
    answer(board, 0, "Kappa", "Alice", "Shenlong")
    run_daily_effect(game, "Clean-up")
    assert names(game.objects("Reserve", 0)) == ["Alice", "Kappa", "Shenlong"]
    assert names(game.objects("Discard", 0)) == ["Hathor", "Mowgli"]
    assert all(not kept_before[o.name].gone for o in game.objects("Reserve", 0))   # kept: not moved


def test_4_2_5_c_clean_up_keeps_as_many_landmarks_as_the_heros_landmark_limit(board):
    game = board.game
    hero_with_limits(board, 0, reserve=3, landmark=1)
    for name in ("Kelon Cylinder", "Armored Jammer", "Brassbug Hive"):
        board.put(name, 0, "Landmark")
    answer(board, 0, "Armored Jammer")
    run_daily_effect(game, "Clean-up")
    assert names(game.objects("Landmark", 0)) == ["Armored Jammer"]
    assert names(game.objects("Discard", 0)) == ["Brassbug Hive", "Kelon Cylinder"]


def test_4_2_5_c_the_printed_heroes_keep_two_and_two(board):
    game = board.game
    for p in (0, 1):
        [hero] = game.objects("Hero", p)
        assert (hero.card.base["reserve_limit"], hero.card.base["landmark_limit"]) == (2, 2)
        for name in ("Kappa", "Mowgli", "Hathor"):
            board.put(name, p, "Reserve")
        for name in ("Kelon Cylinder", "Armored Jammer", "Brassbug Hive"):
            board.put(name, p, "Landmark")
    run_daily_effect(game, "Clean-up")
    for p in (0, 1):
        assert len(game.objects("Reserve", p)) == 2
        assert len(game.objects("Landmark", p)) == 2
        assert len(game.objects("Discard", p)) == 2


def test_4_2_5_d_3_2_10_b_without_a_hero_the_limits_are_two(board):
    game = board.game
    hero_with_limits(board, 1, reserve=4, landmark=4)
    empty(game, "Hero", 0)
    for p in (0, 1):
        for name in ("Kappa", "Mowgli", "Hathor", "Alice"):
            board.put(name, p, "Reserve")
        for name in ("Kelon Cylinder", "Armored Jammer", "Brassbug Hive"):
            board.put(name, p, "Landmark")
    run_daily_effect(game, "Clean-up")
    assert (len(game.objects("Reserve", 0)), len(game.objects("Landmark", 0))) == (2, 2)
    assert len(game.objects("Discard", 0)) == 3
    assert (len(game.objects("Reserve", 1)), len(game.objects("Landmark", 1))) == (4, 3)   # within its limits
    assert game.objects("Discard", 1) == []


def test_4_2_5_c_everything_is_kept_within_the_limits_without_a_choice(board):
    game = board.game
    board.put("Kappa", 0, "Reserve")
    board.put("Kelon Cylinder", 0, "Landmark")
    start = len(game.events)
    run_daily_effect(game, "Clean-up")
    assert names(game.objects("Reserve", 0)) == ["Kappa"]
    assert names(game.objects("Landmark", 0)) == ["Kelon Cylinder"]
    assert [e for e in game.events[start:] if e["e"] in ("choice", "move")] == []


def test_4_2_5_c_every_player_chooses_in_initiative_order_then_all_are_discarded_together(board):
    game = board.game
    fp = game.first_player
    for p in (0, 1):
        for name in ("Kappa", "Mowgli", "Hathor"):
            board.put(name, p, "Reserve")
        for name in ("Kelon Cylinder", "Armored Jammer", "Brassbug Hive"):
            board.put(name, p, "Landmark")
    start = len(game.events)
    run_daily_effect(game, "Clean-up")
    events = [e for e in game.events[start:] if e["e"] in ("choice", "move")]
    choices = [i for i, e in enumerate(events) if e["e"] == "choice"]
    discards = [i for i, e in enumerate(events) if e["e"] == "move"]
    assert len(discards) == 4 and all(events[i]["to"] == "Discard" for i in discards)
    assert max(choices) < min(discards)                     # nothing is discarded before all have chosen
    assert events[choices[0]]["player"] == fp               # the first player chooses first


def test_2_5_j_k_clean_up_discards_lose_their_counters(board):
    game = board.game
    empty(game, "Hero", 0)
    for name in ("Kappa", "Mowgli", "Hathor"):
        board.put(name, 0, "Reserve", counters={"boost": 2})
    for name in ("Kelon Cylinder", "Armored Jammer", "Brassbug Hive"):
        board.put(name, 0, "Landmark", counters={"kelon": 1})
    run_daily_effect(game, "Clean-up")
    assert len(game.objects("Discard", 0)) == 2
    assert all(o.counters == {} for o in game.objects("Discard", 0))
    assert all(o.counters for o in game.objects("Reserve", 0) + game.objects("Landmark", 0))


def test_4_2_5_b_gears_of_an_expedition_that_moved_forward_go_to_reserve(board):
    """4.2.5.b: Rest sends the Gears of an Expedition that moved forward this day to Reserve; the
    Gears of one that did not stay (no Beyond the Gates card is a Gear: this one is made here)."""
    import dataclasses
    game = board.game
    gear = dataclasses.replace(board.card("Foundry Armorer"), ref="TEST_GEAR", name="Test Gear", type="Permanent",
                               subtypes=("Gear",), zone_type="Expedition", text="")
    put(game, gear, 0, "Expedition", sub="hero")
    put(game, dataclasses.replace(gear, ref="TEST_GEAR_2", name="Other Gear"), 0, "Expedition",
                      sub="companion")
    hero = next(m for m in game.markers if m.player == 0 and m.sub == "hero")
    hero.moved_forward_today = True
    run_daily_effect(game, "Rest")
    assert [o.name for o in game.objects("Reserve", 0)] == ["Test Gear"]
    assert [o.name for o in game.objects("Expedition", 0)] == ["Other Gear"]
