"""Winning under the Comprehensive Rules v5.0 (1.3.2.f, 1.3.3, 4.3, 7.3.24.d, 7.4.4.m; numbers here are
v5.0 ones), played under the 5.0 edition: victory is Night's last daily effect, Check Victory; a tie
there starts tiebreakers in the Arena, where Dusk's Progress compares the players' totals.

Positions are laid out by hand, then the engine plays the daily effects. The Adventure has 8 regions
(0 = Hero Region, 7 = Companion Region): a player's Expeditions meet when their distances add up to 7
(hero marker at 4, companion marker at 4) and cross beyond."""
from __future__ import annotations

import pytest

from altered.engine.decisions import RandomAgent
from altered.effects.context import Ctx
from altered.engine.game import Game
from altered.loading.yamlio import load_text

from test_rules_victory import marker, place   # markers set by hand, as the v3.0 tests do
from altered.simulation.layout import run_daily_effect, run_phase

TERRAINS = {"forest", "mountain", "water"}



def distance(game, player):
    return sum(m.travelled for m in game.markers if m.player == player)


def wins(board):
    return board.events("win")


def night(game):
    for effect in ("Rest", "Clean-up", "Check Victory"):
        run_daily_effect(game, effect)


def move(book, game, keyword, m):
    """Resolve a card effect's keyword ("Move Forward", "Move Backwards") on the marker ``m``."""
    book.compiler.effect(load_text(f"- do: {{{keyword}: {{what: {{var: m}}}}}}", "e.yaml"))(Ctx(game, 0, None, {"m": m}))


def tiebreakers(board, book):
    """Start tiebreakers the way a game does: both players' Expeditions have met at Night."""
    game = board.game
    place(game, p0=(4, 4), p1=(4, 4))                   # 4 + 3 = 7 each: both have met
    game.phase = "Night"
    run_daily_effect(game, "Check Victory")
    assert game.vars["tiebreakers"] is True and game.winner is None
    return game


# -- 1.3.2.f, 1.3.3.a-b: Check Victory is the last thing of the day ------------------------------------

def test_1_3_2_f_night_rests_cleans_up_and_only_then_checks_victory(board5):
    game = board5.game
    place(game, p0=(4, 4))                              # 4 + 3 = 7: met
    board5.put("Kappa", 0, "Expedition", sub="hero")
    for _ in range(4):                                  # one Landmark too many (the limit is 2)
        board5.put("Grand Endeavor", 1, "Landmark")
    assert game.winner is None
    run_phase(game, "Night")
    assert game.winner == 0 and game.over
    [win] = wins(board5)
    assert win["phase"] == "Night" and win["effect"] == "Check Victory"
    assert [o.name for o in game.objects("Reserve", 0)] == ["Kappa"]     # Rest came first
    assert len(game.objects("Landmark", 1)) == 2        # then Clean-up
    order = [e["effect"] for e in game.events if e.get("phase") == "Night" and e.get("effect")]
    assert order.index("Rest") < order.index("Clean-up") < order.index("Check Victory")


@pytest.mark.parametrize("where, winner", [
    (dict(p0=(3, 4)), None),                             # 3 + 3 = 6: p0's Expeditions one region apart
    (dict(p0=(4, 4)), 0),                                # met on region 4
    (dict(p1=(5, 2)), 1),                                # crossed: 5 + 5
])
def test_1_3_3_a_check_victory_looks_whether_a_players_two_expeditions_met_or_crossed(board5, where, winner):
    game = board5.game
    place(game, **where)
    game.phase = "Night"
    run_daily_effect(game, "Check Victory")
    assert game.winner == winner
    assert game.vars["tiebreakers"] is False and len(game.adventure_zone.objs) == 8
    if winner is not None:
        [win] = wins(board5)
        assert win["player"] == winner and win["effect"] == "Check Victory"
        assert distance(game, winner) >= game.track_length - 1 > distance(game, 1 - winner)
    else:
        assert wins(board5) == [] and not game.over


def test_1_3_3_a_expeditions_that_meet_during_the_day_wait_for_night(board5, book5):
    game = board5.game
    place(game, p0=(3, 4))                               # one region apart
    game.adventure_zone.objs[3].face_down = False        # revealed as the hero Expedition came in
    board5.put("Kappa", 0, "Expedition", sub="hero")
    game.phase = "Dusk"
    run_daily_effect(game, "Progress")
    assert marker(game, 0, "hero").pos == 4 and distance(game, 0) == 7
    assert game.winner is None and not game.over         # 1.3.3.a: not at Dusk
    game.phase = "Night"
    night(game)
    assert game.winner == 0


# -- 1.3.3.c, 3.2.1.c, 4.3.a-c: a tie at Check Victory starts tiebreakers in the Arena -------------------

def test_1_3_3_c_3_2_1_c_4_3_b_c_a_tie_replaces_every_region_by_the_arena(board5, book5):
    game = board5.game
    regions = list(game.adventure_zone.objs)
    tiebreakers(board5, book5)
    assert wins(board5) == [] and not game.over
    [arena] = game.adventure_zone.objs                    # 3.2.1.c: a single region
    assert arena.name == "Arena"                         # 4.3.b
    assert set(game.terrains_of(arena)) == TERRAINS      # 4.3.c: V, M and O
    assert all(r.gone for r in regions)                  # 1.3.3.c: the others are removed
    assert all(game.region_of(m) is arena for m in game.markers)
    [event] = board5.events("arena")
    assert event["phase"] == "Night" and event["effect"] == "Check Victory"


def test_1_3_3_c_a_tie_needs_equal_distances(board5):
    game = board5.game
    place(game, p0=(4, 4), p1=(5, 4))                    # 7 against 8: p1 wins, no tiebreakers
    game.phase = "Night"
    run_daily_effect(game, "Check Victory")
    assert game.winner == 1 and game.vars["tiebreakers"] is False and board5.events("arena") == []


# -- 4.3.d, 7.3.24.d: nothing moves in the Arena -------------------------------------------------------

def test_4_3_d_expeditions_move_neither_forward_nor_backward_in_the_arena(board5, book5):
    game = tiebreakers(board5, book5)
    game.phase = "Afternoon"
    for m in game.markers:
        move(book5, game, "Move Forward", m)
        move(book5, game, "Move Backwards", m)
    board5.put("Mowgli", 0, "Expedition", sub="hero")
    board5.put("Mowgli", 1, "Expedition", sub="hero")        # even: nobody wins the tiebreak
    game.phase = "Dusk"
    run_daily_effect(game, "Progress")
    assert board5.events("advance") == [] and board5.events("fail_advance") == []
    assert all(m.pos == 0 and m.travelled == 0 for m in game.markers)
    assert len(game.adventure_zone.objs) == 1 and game.winner is None


def test_7_3_24_d_sakarabru_in_the_arena_moves_no_expedition_backward(board5, book5):
    game = tiebreakers(board5, book5)
    game.phase = "Afternoon"
    game.vars["turn_player"] = 0
    for _ in range(7):
        board5.put("Kappa", 0, "Mana")
    board5.put("Sakarabru", 0, "Hand")                   # {H} Your opponent's Expedition facing me moves backwards
    play = next(x for x in game.plays.playable(0) if x[0].name == "Sakarabru")
    game.plays.play_card(0, *play)
    game.runtime.check_reactions()
    assert [e["card"] for e in board5.events("reaction")] == ["Sakarabru"]   # it did resolve...
    assert board5.events("advance") == []                                   # ...and nothing moved
    assert all(m.pos == 0 and m.travelled == 0 for m in game.markers)


def test_7_3_24_d_before_tiebreakers_the_same_effect_moves_the_expedition_back(board5, book5):
    game = board5.game
    place(game, p1=(2, 5))
    game.phase = "Afternoon"
    move(book5, game, "Move Backwards", marker(game, 1, "hero"))
    assert marker(game, 1, "hero").pos == 1


# -- 4.3.f: Check Victory does nothing during tiebreakers ----------------------------------------------

def test_4_3_f_check_victory_has_no_effect_during_tiebreakers(board5, book5):
    game = tiebreakers(board5, book5)
    [arena] = game.adventure_zone.objs
    assert all(distance(game, p) >= game.track_length - 1 for p in (0, 1))   # "met" on the one region
    night(game)
    night(game)
    assert game.adventure_zone.objs == [arena] and not arena.gone
    assert len(board5.events("arena")) == 1                                  # no new Arena laid out
    assert game.winner is None and wins(board5) == []


# -- 1.3.3.d-f, 4.3.e, 7.4.4.m: tiebreakers are played at Dusk ---------------------------------------------

def test_1_3_3_d_dusk_sums_the_statistics_of_all_a_players_characters(board5, book5):
    game = tiebreakers(board5, book5)
    board5.put("Hathor", 0, "Expedition", sub="hero")          # 3/3/0
    board5.put("Hathor", 0, "Expedition", sub="companion")     # 3/3/0: 6/6/0 in all
    board5.put("Cernunnos", 1, "Expedition", sub="hero")       # 4/4/4
    game.phase = "Dusk"
    run_daily_effect(game, "Progress")
    assert game.winner == 0                                    # forest and mountain against water
    [win] = wins(board5)
    assert win["phase"] == "Dusk" and win["rule"] == "4.3.e"


def test_1_3_3_e_f_tiebreakers_go_on_day_after_day_until_someone_wins_more_terrains(board5, book5):
    game = tiebreakers(board5, book5)
    board5.put("Mowgli", 0, "Expedition", sub="hero")           # 3/0/0
    board5.put("Lyra Navigator", 1, "Expedition", sub="hero")   # 0/0/4: one terrain each
    run_phase(game, "Dusk")
    run_phase(game, "Night")                                     # Rest, Clean-up, Check Victory
    assert game.winner is None and game.vars["tiebreakers"] is True
    assert game.objects("Expedition") == []
    game.day += 1
    run_phase(game, "Dusk")                                      # nobody in the Arena: nobody wins
    run_phase(game, "Night")
    assert game.winner is None
    game.day += 1
    board5.put("Hathor", 0, "Expedition", sub="companion")
    run_phase(game, "Dusk")
    assert game.winner == 0
    [win] = wins(board5)
    assert win["phase"] == "Dusk" and win["day"] == 3


def test_7_4_4_m_a_gigantic_characters_statistics_count_twice_in_tiebreakers(board5, book5):
    game = tiebreakers(board5, book5)
    atlas = board5.put("Atlas", 0, "Expedition", sub="hero")   # 3/3/3, twice: 6/6/6
    assert "Gigantic" in game.runtime.obj_keywords(atlas)
    board5.put("Kappa", 1, "Expedition", sub="hero")           # 4/4/5: more than Atlas once
    game.phase = "Dusk"
    run_daily_effect(game, "Progress")
    assert game.winner == 0


# -- whole games ------------------------------------------------------------------------------------------

def test_1_3_3_whole_games_end_at_nights_check_victory_or_at_dusk_in_tiebreakers(book5, decks):
    rules = set()
    for seed in range(12):
        game = Game(book5, decks, [RandomAgent(seed), RandomAgent(seed + 100)], seed=seed, log=True)
        winner = game.play()
        [win] = [e for e in game.events if e["e"] == "win"]
        assert win["player"] == winner and game.over
        assert game.events[-1] is win                   # nothing happens once the game is decided
        rules.add(win["effect"])
        if not game.vars["tiebreakers"]:
            assert win["phase"] == "Night" and win["effect"] == "Check Victory"
            dist = [distance(game, p) for p in (0, 1)]
            assert dist[winner] >= game.track_length - 1 and dist[winner] > dist[1 - winner]
            assert len(game.adventure_zone.objs) == 8
        else:
            assert win["phase"] == "Dusk" and win["effect"] == "Progress" and win["rule"] == "4.3.e"
            assert len(game.adventure_zone.objs) == 1
    assert "Check Victory" in rules
