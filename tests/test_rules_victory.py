"""Winning (1.3.3, 4.3 as the seeds give them): victory is an additive event modifier of the step
that moves expeditions (4.3.a-b), checked as soon as markers move (Progress at Dusk or a card
effect); a tie starts tiebreakers in the Arena (4.3.c-g), where Progress compares the players'
totals (4.3.h, CR v3.0 4.3.e).

Positions are laid out by hand one step from meeting or crossing, then the engine moves them.
The Adventure has 8 regions (0 = Hero Region, 7 = Companion Region): a player's expeditions
meet when their distances add up to 7 and cross beyond."""
from __future__ import annotations

import dataclasses

import pytest

from altered.simulation.layout import empty, run_daily_effect, run_phase

pytestmark = pytest.mark.editions("3.0")   # v5.0 checks victory at Night (4.2.5.a): tests/test_rules_v5_victory.py

TERRAINS = {"forest", "mountain", "water"}


def answer(board, player, *labels):
    """Queue answers for a player's decisions, whether or not the agent shares ``board.script``."""
    board.answer(player, *labels)
    agent = board.game.players[player].agent
    if agent.answers is not board.script[player]:
        agent.answers.extend(labels)


def marker(game, player, sub):
    [m] = [m for m in game.markers if m.player == player and m.sub == sub]
    return m


def place(game, **where):
    """place(game, p0=(hero pos, companion pos), p1=(...)): set the markers by hand."""
    for key, (hero, comp) in where.items():
        p = int(key[1])
        marker(game, p, "hero").pos = hero
        marker(game, p, "companion").pos = comp


def region(game, pos, *terrains):
    """Reveal the region at ``pos`` (face-down regions have no terrains), with these terrains if given."""
    r = game.adventure_zone.objs[pos]
    r.face_down = False
    if terrains:
        r.card = dataclasses.replace(r.card, subtypes=tuple(terrains))
    return r


def distance(game, player):
    return sum(m.travelled for m in game.markers if m.player == player)


def made_up(board, name, forest, mountain, water):
    """A vanilla Character with these statistics (no printed card has negative ones)."""
    base = dict(board.card("Ordis Trooper").base, forest=forest, mountain=mountain, water=water)
    return dataclasses.replace(board.card("Ordis Trooper"), ref=f"TEST_{name.upper()}", name=name, base=base)


def wins(board):
    return board.events("win")


# -- 4.3.a-b, 1.3.3.a-b: meeting or crossing wins at once ---------------------------------------

def test_4_3_a_1_3_3_a_a_player_whose_expeditions_meet_wins_as_progress_moves_them(board):
    game = board.game
    place(game, p0=(3, 4))                             # 3 + 3 = 6: one region apart
    region(game, 3)
    region(game, 4)
    board.put("Kappa", 0, "Expedition", sub="hero")    # 4/4/5: wins any terrain against nothing
    run_daily_effect(game, "Progress")
    hero, comp = marker(game, 0, "hero"), marker(game, 0, "companion")
    assert hero.pos == comp.pos == 4 and game.region_of(hero) is game.region_of(comp)
    assert distance(game, 0) == 7
    assert game.winner == 0 and game.over
    [win] = wins(board)
    assert win["player"] == 0 and win["rule"] == "1.3.3.b"
    assert win["phase"] == "Dusk" and win["effect"] == "Progress"
    assert game.vars["tiebreakers"] is False and len(game.adventure_zone.objs) == 8


def test_4_3_b_a_player_whose_expeditions_cross_wins(board):
    game = board.game
    place(game, p1=(3, 4))                             # both expeditions move: they swap regions
    region(game, 3)
    region(game, 4)
    board.put("Kappa", 1, "Expedition", sub="hero")
    board.put("Kappa", 1, "Expedition", sub="companion")
    run_daily_effect(game, "Progress")
    assert (marker(game, 1, "hero").pos, marker(game, 1, "companion").pos) == (4, 3)   # never on the same region
    assert distance(game, 1) == 8
    assert game.winner == 1 and game.over
    assert [w["player"] for w in wins(board)] == [1]


def test_4_3_a_expeditions_one_region_apart_have_not_met(board):
    game = board.game
    place(game, p0=(2, 4), p1=(2, 4))                  # 2 + 3 = 5 each
    region(game, 2, "forest")
    region(game, 4)
    board.put("Mowgli", 0, "Expedition", sub="hero")   # 3/0/0: p0's hero expedition moves to 3
    run_daily_effect(game, "Progress")
    assert marker(game, 0, "hero").pos == 3 and distance(game, 0) == 6
    assert game.winner is None and not game.over and wins(board) == []
    assert game.vars["tiebreakers"] is False
    assert len(game.adventure_zone.objs) == 8


def test_4_3_a_the_game_ends_in_the_advance_step_before_anything_else_happens(board):
    game = board.game
    place(game, p0=(3, 4))
    region(game, 3)
    region(game, 4)
    board.put("Kappa", 0, "Expedition", sub="hero")
    thoth = board.put("Thoth", 1, "Expedition", sub="companion")   # "When my Expedition fails to move forward during Dusk"
    assert "fails to move forward" in thoth.card.text
    run_phase(game, "Dusk")
    assert game.winner == 0 and game.over
    assert game.events[-1]["e"] == "win"               # nothing happens after the win: no failing, no reaction
    assert board.events("fail_advance") == [] and board.events("reaction") == []
    assert game.objects("Limbo") == []


def test_1_3_3_a_a_player_meeting_at_dusk_wins_before_night(board):
    game = board.game
    place(game, p0=(3, 4))                             # one region apart
    region(game, 3)                                    # the hero expedition revealed it coming in
    board.put("Kappa", 0, "Expedition", sub="hero")
    run_phase(game, "Dusk")
    assert marker(game, 0, "hero").pos == 4
    assert game.winner == 0 and game.over
    [win] = wins(board)
    assert win["phase"] == "Dusk"


@pytest.mark.parametrize("owner", [0, 1])
def test_4_3_a_an_effect_that_moves_an_expedition_wins_for_the_player_whose_expeditions_meet(board, owner):
    game = board.game
    empty(game, "Hero")                                 # no other "At Noon" reaction
    place(game, p0=(3, 4), p1=(3, 4))
    region(game, 3)
    region(game, 4)
    endeavor = board.put("Grand Endeavor", 0, "Landmark")
    assert endeavor.card.text == "At Noon — Target Expedition moves forward one region."
    answer(board, 0, game.describe(marker(game, owner, "companion")))
    run_phase(game, "Noon")
    assert marker(game, owner, "companion").pos == 3 and distance(game, owner) == 7
    assert distance(game, 1 - owner) == 6
    assert game.winner == owner and game.over      # the owner of the expeditions, not the card's controller
    [win] = wins(board)
    assert win["phase"] == "Noon"


def test_1_3_3_b_when_both_meet_or_cross_the_greater_total_distance_wins(board):
    game = board.game
    place(game, p0=(2, 3), p1=(3, 4))                  # 6 each
    region(game, 2, "forest")
    region(game, 3, "water")
    region(game, 4)
    board.put("Mowgli", 0, "Expedition", sub="hero")            # 3/0/0: wins forest at 2
    board.put("Lyra Navigator", 1, "Expedition", sub="hero")    # 0/0/4: wins water at 3
    board.put("Kappa", 1, "Expedition", sub="companion")        # wins at 4
    run_daily_effect(game, "Progress")
    assert (marker(game, 0, "hero").pos, marker(game, 0, "companion").pos) == (3, 3)    # p0 met: 7
    assert (marker(game, 1, "hero").pos, marker(game, 1, "companion").pos) == (4, 3)    # p1 crossed: 8
    assert game.winner == 1
    assert game.vars["tiebreakers"] is False and len(game.adventure_zone.objs) == 8


def test_1_3_3_b_a_player_who_met_wins_against_one_who_did_not(board):
    game = board.game
    place(game, p0=(5, 6), p1=(4, 6))                  # 6 and 5
    region(game, 5, "forest")
    region(game, 4, "water")
    board.put("Mowgli", 0, "Expedition", sub="hero")            # moves to 6: met, 7
    board.put("Lyra Navigator", 1, "Expedition", sub="hero")    # moves to 5: 6
    run_daily_effect(game, "Progress")
    assert (distance(game, 0), distance(game, 1)) == (7, 6)
    assert game.winner == 0
    assert game.vars["tiebreakers"] is False


# -- 4.3.c-f, 1.3.3.c: a tie starts tiebreakers in the Arena --------------------------------------

@pytest.mark.parametrize("how", ["meet", "cross"])
def test_4_3_c_f_both_meeting_or_both_crossing_together_starts_tiebreakers_in_the_arena(board, how):
    game = board.game
    place(game, p0=(3, 4), p1=(3, 4))                  # 6 each
    if how == "meet":                                  # p0's companion and p1's hero move: 7 each
        region(game, 3)
        region(game, 4)
        board.put("Kappa", 0, "Expedition", sub="companion")
        board.put("Kappa", 1, "Expedition", sub="hero")
    else:                                              # every expedition moves: 8 each
        region(game, 3, "forest", "water")
        region(game, 4, "forest", "water")
        for sub in ("hero", "companion"):
            board.put("Mowgli", 0, "Expedition", sub=sub)            # wins forest
            board.put("Lyra Navigator", 1, "Expedition", sub=sub)    # wins water
    arena_events = len(board.events("arena"))
    run_daily_effect(game, "Progress")
    moved = [(e["player"], e["sub"]) for e in board.events("advance")]
    assert len(moved) == (2 if how == "meet" else 4)
    assert game.winner is None and not game.over and wins(board) == []
    assert game.vars["tiebreakers"] is True
    [arena] = game.adventure_zone.objs                                   # 4.3.d: the other regions are gone
    assert arena.name == "Arena"
    assert set(game.terrains_of(arena)) == TERRAINS                      # 4.3.f
    assert all(game.region_of(m) is arena for m in game.markers)
    assert len(board.events("arena")) == arena_events + 1


# -- 4.3.g-h: tiebreakers --------------------------------------------------------------------------

def _tiebreakers(board):
    """Start tiebreakers the way a game does: both players meet in the same Progress."""
    game = board.game
    place(game, p0=(3, 4), p1=(3, 4))
    region(game, 3)
    region(game, 4)
    board.put("Kappa", 0, "Expedition", sub="companion")
    board.put("Kappa", 1, "Expedition", sub="hero")
    run_daily_effect(game, "Progress")
    assert game.vars["tiebreakers"] is True and game.winner is None
    empty(game, "Expedition")


def _won_by_tiebreak(win):
    return win["rule"] in ("4.3.e", "4.3.h") and win["phase"] == "Dusk"


def test_4_3_h_1_3_3_d_progress_compares_each_players_totals_over_both_expeditions(board):
    game = board.game
    _tiebreakers(board)
    board.put("Hathor", 0, "Expedition", sub="hero")           # 3/3/0
    board.put("Hathor", 0, "Expedition", sub="companion")      # 3/3/0: 6/6/0 in all
    board.put("Cernunnos", 1, "Expedition", sub="hero")        # 4/4/4
    run_daily_effect(game, "Progress")
    assert game.winner == 0                                    # forest and mountain against water
    [win] = wins(board)
    assert _won_by_tiebreak(win)


def test_4_3_h_3_winning_as_many_terrains_as_the_opponent_is_not_enough(board):
    game = board.game
    _tiebreakers(board)
    board.put("Mowgli", 0, "Expedition", sub="hero")           # 3/0/0
    board.put("Lyra Navigator", 1, "Expedition", sub="companion")   # 0/0/4
    run_daily_effect(game, "Progress")
    assert game.winner is None and not game.over


def test_4_3_h_4_2_4_f_a_statistic_must_be_positive_to_be_won(board):
    game = board.game
    _tiebreakers(board)
    board.put(made_up(board, "Negative", -1, -1, -1), 1, "Expedition", sub="hero")
    board.put(made_up(board, "Zero", 0, 0, 0), 0, "Expedition", sub="hero")   # ahead everywhere, but at 0
    run_daily_effect(game, "Progress")
    assert game.winner is None
    board.put("Paper Herald", 0, "Expedition", sub="companion")    # 0/0/1: water is won
    run_daily_effect(game, "Progress")
    assert game.winner == 0


def test_4_3_h_2_4_3_asleep_characters_do_not_count_in_tiebreakers(board):
    game = board.game
    _tiebreakers(board)
    board.put("Shenlong", 0, "Expedition", sub="hero", statuses=("Asleep",))   # 8/8/8, asleep
    board.put("Ordis Trooper", 1, "Expedition", sub="hero")                    # 1/1/1
    run_daily_effect(game, "Progress")
    assert game.winner == 1


def test_4_3_h_7_4_4_e_a_gigantic_character_counts_in_both_expeditions_in_tiebreakers(board):
    game = board.game
    _tiebreakers(board)
    board.put("Atlas", 0, "Expedition", sub="hero")            # 3/3/3 in each expedition: 6/6/6
    board.put("Kappa", 1, "Expedition", sub="hero")            # 4/4/5
    run_daily_effect(game, "Progress")
    assert game.winner == 0


def test_4_3_g_expeditions_do_not_move_during_tiebreakers(board):
    game = board.game
    _tiebreakers(board)
    board.put("Mowgli", 0, "Expedition", sub="hero")
    board.put("Lyra Navigator", 1, "Expedition", sub="companion")
    start = len(game.events)
    run_daily_effect(game, "Progress")
    assert game.winner is None
    assert all(m.pos == 0 and m.travelled == 0 for m in game.markers)
    assert [e for e in game.events[start:] if e["e"] in ("advance", "fail_advance")] == []


def test_4_3_g_7_3_16_c_no_effect_moves_an_expedition_in_the_arena(board):
    from altered.effects import Ctx
    game = board.game
    _tiebreakers(board)
    empty(game, "Hero")
    board.put("Grand Endeavor", 0, "Landmark")         # At Noon — Target Expedition moves forward one region.
    run_phase(game, "Noon")
    assert board.events("resolve")                     # the reaction did resolve
    game.actions.advance(game.markers, -1, Ctx(game, 0))
    assert all(m.pos == 0 and m.travelled == 0 for m in game.markers)
    assert game.winner is None and len(game.adventure_zone.objs) == 1


@pytest.mark.editions("3.0")   # under v5.0 tiebreakers start at Night (4.3.a): tests/test_rules_v5_victory.py
def test_4_3_d_3_2_1_c_the_arena_is_laid_out_once_however_long_tiebreakers_last(board):
    game = board.game
    _tiebreakers(board)
    [arena] = game.adventure_zone.objs
    arenas = len(board.events("arena"))
    board.put("Mowgli", 0, "Expedition", sub="hero")
    board.put("Lyra Navigator", 1, "Expedition", sub="hero")
    run_daily_effect(game, "Progress")
    run_daily_effect(game, "Progress")
    assert game.adventure_zone.objs == [arena] and not arena.gone
    assert len(board.events("arena")) == arenas
    assert game.winner is None and game.vars["tiebreakers"] is True


def test_4_3_h_1_3_3_e_f_tiebreakers_last_several_days_until_someone_wins_on_more_terrains(board):
    game = board.game
    _tiebreakers(board)
    board.put("Mowgli", 0, "Expedition", sub="hero")
    board.put("Lyra Navigator", 1, "Expedition", sub="hero")
    run_phase(game, "Dusk")
    run_phase(game, "Night")                  # Rest and Clean-up
    assert game.winner is None and game.vars["tiebreakers"] is True
    assert game.objects("Expedition") == []
    game.day += 1
    board.put("Hathor", 0, "Expedition", sub="companion")
    run_phase(game, "Dusk")
    assert game.winner == 0
    [win] = wins(board)
    assert _won_by_tiebreak(win) and win["day"] == 2


def test_1_3_3_4_3_whole_games_end_as_expeditions_meet_or_in_tiebreakers(book, decks):
    from altered.engine.decisions import RandomAgent
    from altered.engine.game import Game
    rules = set()
    for seed in range(12):
        game = Game(book, decks, [RandomAgent(seed), RandomAgent(seed + 100)], seed=seed, log=True)
        winner = game.play()
        [win] = [e for e in game.events if e["e"] == "win"]
        assert win["player"] == winner and game.over
        rules.add(win["rule"])
        if not game.vars["tiebreakers"]:
            assert win["rule"] == "1.3.3.b"
            assert [e["e"] for e in game.events[-2:]] == ["advance", "win"]      # decided as the markers moved
            dist = [distance(game, p) for p in (0, 1)]
            assert dist[winner] >= game.track_length - 1 and dist[winner] > dist[1 - winner]
            assert len(game.adventure_zone.objs) == 8
        else:
            assert _won_by_tiebreak(win)
            assert len(game.adventure_zone.objs) == 1
        assert not any(e.get("effect") == "Check Victory" for e in game.events)
    assert "1.3.3.b" in rules
