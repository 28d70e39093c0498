"""Night (4.2.5, 1.3.2.f): Rest, Clean-up and Check Victory (1.3.3), and tiebreakers (4.3)."""
from __future__ import annotations

import dataclasses

import pytest

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


def place(game, **where):
    """place(game, p0=(hero pos, companion pos), p1=(...)): set the markers by hand."""
    for key, (hero, comp) in where.items():
        p = int(key[1])
        marker(game, p, "hero").pos = hero
        marker(game, p, "companion").pos = comp


def token(board, name):
    [card, *_] = [c for c in board.catalog if c.name == name and c.token]
    return card


def hero_with_limits(board, player, reserve, landmark):
    """Replace a player's Hero by a made-up one with these limits (every printed Hero has 2 and 2)."""
    [hero] = board.game.objects("Hero", player)
    base = dict(hero.card.base, reserve_limit=reserve, landmark_limit=landmark)
    card = dataclasses.replace(hero.card, ref=f"TEST_HERO_{reserve}_{landmark}", base=base)
    board.game.empty("Hero", player)
    return board.put(card, player, "Hero")


# -- 4.2.5.b: Rest ---------------------------------------------------------------------------

def test_4_2_5_b_rest_sends_the_characters_of_every_expedition_to_their_reserves(board):
    game = board.game
    board.put("Kappa", 0, "Expedition", sub="hero")
    board.put("Mowgli", 0, "Expedition", sub="companion")
    board.put("Hathor", 1, "Expedition", sub="hero")
    board.put("Kelon Cylinder", 0, "Landmark")
    game.run_daily_effect("Rest")
    assert game.objects("Expedition") == []
    assert names(game.objects("Reserve", 0)) == ["Kappa", "Mowgli"]
    assert names(game.objects("Reserve", 1)) == ["Hathor"]
    assert names(game.objects("Landmark", 0)) == ["Kelon Cylinder"]         # not a Character: stays


def test_4_2_5_b_2_4_1_d_characters_reach_reserve_ready_and_without_statuses(board):
    game = board.game
    board.put("Kappa", 0, "Expedition", statuses=("Exhausted",))
    game.run_daily_effect("Rest")
    [o] = game.objects("Reserve", 0)
    assert o.statuses == {}


def test_2_4_6_d_a_fleeting_character_is_discarded_instead_of_going_to_reserve(board):
    game = board.game
    board.put("Kappa", 0, "Expedition", statuses=("Fleeting",))
    board.put("Mowgli", 0, "Expedition")
    game.run_daily_effect("Rest")
    assert names(game.objects("Discard", 0)) == ["Kappa"]
    assert names(game.objects("Reserve", 0)) == ["Mowgli"]
    [d] = game.objects("Discard", 0)
    assert d.statuses == {}                                  # 2.4.1.c


@pytest.mark.parametrize("status", ["Anchored", "Asleep"])
def test_2_4_2_2_4_3_an_anchored_or_asleep_character_stays_and_loses_the_status(board, status):
    game = board.game
    o = board.put("Kappa", 0, "Expedition", sub="companion", statuses=(status, "Exhausted"))
    game.run_daily_effect("Rest")
    assert game.objects("Expedition", 0, "companion") == [o] and not o.gone       # the same object
    assert not game.has_status(o, status)
    assert game.has_status(o, "Exhausted")
    assert game.objects("Reserve", 0) == []
    game.run_daily_effect("Rest")                            # the next Rest sends it to Reserve
    assert names(game.objects("Reserve", 0)) == ["Kappa"]


def test_2_4_3_remark_anchored_and_asleep_together_are_both_lost(board):
    game = board.game
    o = board.put("Kappa", 0, "Expedition", statuses=("Anchored", "Asleep"))
    game.run_daily_effect("Rest")
    assert game.objects("Expedition", 0) == [o]
    assert not game.has_status(o, "Anchored") and not game.has_status(o, "Asleep")


def test_7_4_3_b_an_eternal_character_is_not_sent_to_reserve(board):
    game = board.game
    o = board.put("Hydracaena", 0, "Expedition", sub="hero")     # [Eternal]
    board.put("Kappa", 0, "Expedition", sub="hero")
    game.run_daily_effect("Rest")
    assert game.objects("Expedition", 0) == [o] and not o.gone
    assert names(game.objects("Reserve", 0)) == ["Kappa"]


def test_2_1_e_a_token_character_ceases_to_exist_at_rest(board):
    game = board.game
    t = board.put(token(board, "Ordis Recruit"), 0, "Expedition", sub="hero")
    board.put("Kappa", 0, "Expedition", sub="hero")
    start = len(game.events)
    game.run_daily_effect("Rest")
    assert t.gone
    assert names(game.objects("Reserve", 0)) == ["Kappa"]
    assert game.objects("Expedition") == [] and game.objects("Discard", 0) == []
    assert [e["obj"] for e in game.events[start:] if e["e"] == "cease"] == ["Ordis Recruit"]


@pytest.mark.parametrize("first", ["2.1.e", "2.4.6.d"])
def test_2_1_e_2_4_6_d_a_fleeting_token_ceases_to_exist_whichever_rule_applies_first(board, first):
    game = board.game
    t = board.put(token(board, "Ordis Recruit"), 0, "Expedition", statuses=("Fleeting",))
    answer(board, game.first_player, first)
    game.run_daily_effect("Rest")
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
    game.run_daily_effect("Rest")
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
    game.run_phase("Afternoon")
    [o] = game.objects("Expedition", fp, "hero")
    assert o.name == "Amelia Earhart" and game.has_status(o, "Fleeting")
    game.run_phase("Dusk")
    game.run_phase("Night")
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
    game.run_daily_effect("Clean-up")
    assert names(game.objects("Reserve", 0)) == ["Alice", "Kappa", "Shenlong"]
    assert names(game.objects("Discard", 0)) == ["Hathor", "Mowgli"]
    assert all(not kept_before[o.name].gone for o in game.objects("Reserve", 0))   # kept: not moved


def test_4_2_5_c_clean_up_keeps_as_many_landmarks_as_the_heros_landmark_limit(board):
    game = board.game
    hero_with_limits(board, 0, reserve=3, landmark=1)
    for name in ("Kelon Cylinder", "Armored Jammer", "Brassbug Hive"):
        board.put(name, 0, "Landmark")
    answer(board, 0, "Armored Jammer")
    game.run_daily_effect("Clean-up")
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
    game.run_daily_effect("Clean-up")
    for p in (0, 1):
        assert len(game.objects("Reserve", p)) == 2
        assert len(game.objects("Landmark", p)) == 2
        assert len(game.objects("Discard", p)) == 2


def test_4_2_5_d_3_2_10_b_without_a_hero_the_limits_are_two(board):
    game = board.game
    hero_with_limits(board, 1, reserve=4, landmark=4)
    game.empty("Hero", 0)
    for p in (0, 1):
        for name in ("Kappa", "Mowgli", "Hathor", "Alice"):
            board.put(name, p, "Reserve")
        for name in ("Kelon Cylinder", "Armored Jammer", "Brassbug Hive"):
            board.put(name, p, "Landmark")
    game.run_daily_effect("Clean-up")
    assert (len(game.objects("Reserve", 0)), len(game.objects("Landmark", 0))) == (2, 2)
    assert len(game.objects("Discard", 0)) == 3
    assert (len(game.objects("Reserve", 1)), len(game.objects("Landmark", 1))) == (4, 3)   # within its limits
    assert game.objects("Discard", 1) == []


def test_4_2_5_c_everything_is_kept_within_the_limits_without_a_choice(board):
    game = board.game
    board.put("Kappa", 0, "Reserve")
    board.put("Kelon Cylinder", 0, "Landmark")
    start = len(game.events)
    game.run_daily_effect("Clean-up")
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
    game.run_daily_effect("Clean-up")
    events = [e for e in game.events[start:] if e["e"] in ("choice", "move")]
    choices = [i for i, e in enumerate(events) if e["e"] == "choice"]
    discards = [i for i, e in enumerate(events) if e["e"] == "move"]
    assert len(discards) == 4 and all(events[i]["to"] == "Discard" for i in discards)
    assert max(choices) < min(discards)                     # nothing is discarded before all have chosen
    assert events[choices[0]]["player"] == fp               # the first player chooses first


def test_2_5_j_k_clean_up_discards_lose_their_counters(board):
    game = board.game
    game.empty("Hero", 0)
    for name in ("Kappa", "Mowgli", "Hathor"):
        board.put(name, 0, "Reserve", counters={"boost": 2})
    for name in ("Kelon Cylinder", "Armored Jammer", "Brassbug Hive"):
        board.put(name, 0, "Landmark", counters={"kelon": 1})
    game.run_daily_effect("Clean-up")
    assert len(game.objects("Discard", 0)) == 2
    assert all(o.counters == {} for o in game.objects("Discard", 0))
    assert all(o.counters for o in game.objects("Reserve", 0) + game.objects("Landmark", 0))


# -- 4.2.5.d / 1.3.3: Check Victory --------------------------------------------------------------

def test_4_2_5_d_1_3_3_a_a_player_whose_expeditions_meet_wins(board):
    game = board.game
    place(game, p0=(4, 4))                             # 4 + 3 = 7: on the same region
    game.run_daily_effect("Check Victory")
    assert game.winner == 0 and game.over
    [win] = board.events("win")
    assert win["rule"] == "4.2.5.d"


def test_4_2_5_d_a_player_whose_expeditions_crossed_wins(board):
    game = board.game
    place(game, p1=(5, 2))                             # 5 + 5 = 10
    game.run_daily_effect("Check Victory")
    assert game.winner == 1


def test_4_2_5_d_expeditions_one_region_apart_have_not_met(board):
    game = board.game
    place(game, p0=(3, 4), p1=(3, 4))                  # 3 + 3 = 6 each
    game.run_daily_effect("Check Victory")
    assert game.winner is None and not game.over
    assert game.vars["tiebreakers"] is False
    assert len(game.adventure_zone.objs) == 8


def test_1_3_3_b_when_both_met_the_greater_total_distance_wins(board):
    game = board.game
    place(game, p0=(4, 4), p1=(5, 3))                  # 7 against 9
    game.run_daily_effect("Check Victory")
    assert game.winner == 1
    assert game.vars["tiebreakers"] is False


def test_1_3_3_b_a_player_who_met_wins_against_one_who_did_not(board):
    game = board.game
    place(game, p0=(6, 6), p1=(5, 6))                  # 7 against 6
    game.run_daily_effect("Check Victory")
    assert game.winner == 0


@pytest.mark.parametrize("p0, p1", [((4, 4), (2, 2)), ((6, 3), (3, 0))])
def test_4_2_5_d_4_3_a_c_a_tie_at_seven_or_more_starts_tiebreakers_in_the_arena(board, p0, p1):
    game = board.game
    place(game, p0=p0, p1=p1)
    game.run_daily_effect("Check Victory")
    assert game.winner is None and not game.over
    assert game.vars["tiebreakers"] is True
    [arena] = game.adventure_zone.objs
    assert arena.name == "Arena"
    assert set(game.terrains_of(arena)) == TERRAINS                      # 4.3.c
    assert all(game.region_of(m) is arena for m in game.markers)
    assert [e for e in board.events("arena")]


def test_1_3_3_a_expeditions_meeting_at_dusk_win_the_game(board):
    game = board.game
    place(game, p0=(3, 4))                             # one region apart
    game.adventure_zone.objs[3].face_down = False      # the hero expedition revealed it coming in
    board.put("Kappa", 0, "Expedition", sub="hero")
    game.run_phase("Dusk")
    assert marker(game, 0, "hero").pos == 4
    game.run_phase("Night")
    assert game.winner == 0 and game.over


# -- 4.3: tiebreakers ---------------------------------------------------------------------------

def _tiebreakers(game):
    place(game, p0=(4, 4), p1=(4, 4))
    game.run_daily_effect("Check Victory")
    assert game.vars["tiebreakers"] is True


def test_4_3_e_progress_compares_each_players_totals_over_both_expeditions(board):
    game = board.game
    _tiebreakers(game)
    board.put("Hathor", 0, "Expedition", sub="hero")           # 3/3/0
    board.put("Hathor", 0, "Expedition", sub="companion")      # 3/3/0: 6/6/0 in all
    board.put("Cernunnos", 1, "Expedition", sub="hero")        # 4/4/4
    game.run_daily_effect("Progress")
    assert game.winner == 0                                    # forest and mountain against water
    [win] = board.events("win")
    assert win["rule"] == "4.3.e"


def test_4_3_e_winning_as_many_terrains_as_the_opponent_is_not_enough(board):
    game = board.game
    _tiebreakers(game)
    board.put("Mowgli", 0, "Expedition", sub="hero")           # 3/0/0
    board.put("Lyra Navigator", 1, "Expedition", sub="companion")   # 0/0/4
    game.run_daily_effect("Progress")
    assert game.winner is None and not game.over


def test_4_3_e_4_a_statistic_must_be_positive_to_be_won(board):
    game = board.game
    _tiebreakers(game)
    base = dict(board.card("Ordis Trooper").base, forest=-1, mountain=-1, water=-1)
    negative = dataclasses.replace(board.card("Ordis Trooper"), ref="TEST_NEGATIVE", name="Negative", base=base)
    board.put(negative, 1, "Expedition", sub="hero")
    board.put("Bravos Bladedancer", 0, "Expedition", sub="hero")   # 0/0/0
    game.run_daily_effect("Progress")
    assert game.winner is None
    board.put("Paper Herald", 0, "Expedition", sub="companion")    # 0/0/1: water is won
    game.run_daily_effect("Progress")
    assert game.winner == 0


def test_4_3_e_2_4_3_asleep_characters_do_not_count_in_tiebreakers(board):
    game = board.game
    _tiebreakers(game)
    board.put("Shenlong", 0, "Expedition", sub="hero", statuses=("Asleep",))
    board.put("Ordis Trooper", 1, "Expedition", sub="hero")
    game.run_daily_effect("Progress")
    assert game.winner == 1


def test_4_3_e_7_4_4_e_a_gigantic_character_counts_in_both_expeditions_in_tiebreakers(board):
    game = board.game
    _tiebreakers(game)
    board.put("Atlas", 0, "Expedition", sub="hero")            # 3/3/3 in each expedition: 6/6/6
    board.put("Kappa", 1, "Expedition", sub="hero")            # 4/4/5
    game.run_daily_effect("Progress")
    assert game.winner == 0


def test_4_3_d_7_3_17_d_expeditions_do_not_move_during_tiebreakers(board):
    game = board.game
    _tiebreakers(game)
    board.put("Mowgli", 0, "Expedition", sub="hero")
    board.put("Lyra Navigator", 1, "Expedition", sub="companion")
    start = len(game.events)
    game.run_daily_effect("Progress")
    assert game.winner is None
    assert all(m.pos == 0 for m in game.markers)
    assert [e for e in game.events[start:] if e["e"] == "advance"] == []


def test_4_3_d_7_3_17_d_7_3_16_c_no_effect_moves_an_expedition_in_the_arena(board):
    from altered.effects import Ctx
    game = board.game
    _tiebreakers(game)
    game.phase = "Noon"
    game.advance(game.markers, 1, Ctx(game, 0))
    game.advance(game.markers, -1, Ctx(game, 0))
    assert all(m.pos == 0 and m.travelled == 0 for m in game.markers)


def test_4_3_f_check_victory_has_no_effect_during_tiebreakers(board):
    game = board.game
    _tiebreakers(game)
    [arena] = game.adventure_zone.objs
    arenas = len(board.events("arena"))
    game.run_daily_effect("Check Victory")
    assert game.adventure_zone.objs == [arena] and not arena.gone
    assert len(board.events("arena")) == arenas
    assert game.winner is None and game.vars["tiebreakers"] is True


def test_4_3_tiebreakers_last_several_days_until_someone_wins_on_more_terrains(board):
    game = board.game
    _tiebreakers(game)
    board.put("Mowgli", 0, "Expedition", sub="hero")
    board.put("Lyra Navigator", 1, "Expedition", sub="hero")
    game.run_phase("Dusk")
    game.run_phase("Night")                  # Rest and Clean-up; Check Victory does nothing
    assert game.winner is None and game.vars["tiebreakers"] is True
    assert game.objects("Expedition") == []
    game.day += 1
    board.put("Hathor", 0, "Expedition", sub="companion")
    game.run_phase("Dusk")
    assert game.winner == 0


def test_1_3_3_4_3_whole_games_end_by_check_victory_or_in_tiebreakers(book, decks):
    from altered.decisions import RandomAgent
    from altered.game import Game
    rules = set()
    for seed in range(12):
        game = Game(book, decks, [RandomAgent(seed), RandomAgent(seed + 100)], seed=seed, log=True)
        winner = game.play()
        [win] = [e for e in game.events if e["e"] == "win"]
        assert win["player"] == winner
        rules.add(win["rule"])
        if win["rule"] == "4.2.5.d":
            assert not game.vars["tiebreakers"]
            dist = [sum(m.travelled for m in game.markers if m.player == p) for p in (0, 1)]
            assert dist[winner] >= 7 and dist[winner] > dist[1 - winner]
        else:
            assert win["rule"] == "4.3.e" and win["phase"] == "Dusk" and game.vars["tiebreakers"]
            assert len(game.adventure_zone.objs) == 1
    assert "4.2.5.d" in rules
