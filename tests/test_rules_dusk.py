"""Dusk: the Progress daily effect (4.2.4, 1.3.2.e), moving forward (7.3.17), and the statuses and
keywords that change it (Asleep 2.4.3, Defender 7.4.2, Gigantic 7.4.4)."""
from __future__ import annotations

import dataclasses

import pytest

from altered.effects import Ctx
from altered.simulation.layout import run_daily_effect, run_phase

pytestmark = pytest.mark.editions("3.0", "5.0")   # the rules these test say the same in v5.0

TERRAINS = ("forest", "mountain", "water")


def marker(game, player, sub):
    [m] = [m for m in game.markers if m.player == player and m.sub == sub]
    return m


def positions(game):
    return {(m.player, m.sub): m.pos for m in game.markers}


def start_positions():
    return {(0, "hero"): 0, (0, "companion"): 7, (1, "hero"): 0, (1, "companion"): 7}


def moved(before, after):
    return {k for k in before if before[k] != after[k]}


def progress(game):
    before = positions(game)
    run_daily_effect(game, "Progress")
    return moved(before, positions(game))


def tumult_with(game, terrains, reveal=True):
    """The index of the Tumult half with exactly these terrains, revealed if asked."""
    [i] = [i for i, r in enumerate(game.adventure_zone.objs)
           if r.name == "Tumult" and set(r.card.subtypes) == set(terrains)]
    if reveal:
        game.adventure_zone.objs[i].face_down = False
    return i


def negative_card(board):
    """A made-up Character with -1 in every statistic (no printed card has a negative one)."""
    base = dict(board.card("Ordis Trooper").base, forest=-1, mountain=-1, water=-1)
    return dataclasses.replace(board.card("Ordis Trooper"), ref="TEST_NEGATIVE", name="Negative Trooper", base=base)


# -- 4.2.4.b: who moves ------------------------------------------------------------------------

def test_4_2_4_b_an_expedition_with_a_greater_positive_statistic_moves_forward(board):
    game = board.game
    board.put("Ordis Trooper", 0, "Expedition", sub="hero")          # 1/1/1 against nothing
    assert progress(game) == {(0, "hero")}
    assert marker(game, 0, "hero").pos == 1
    assert marker(game, 0, "hero").travelled == 1


def test_7_3_17_a_a_companion_expedition_moves_towards_the_hero_region(board):
    game = board.game
    board.put("Ordis Trooper", 1, "Expedition", sub="companion")
    assert progress(game) == {(1, "companion")}
    assert marker(game, 1, "companion").pos == 6
    assert marker(game, 1, "companion").travelled == 1


def test_1_2_3_c_hero_expeditions_face_each_other_and_companion_expeditions_face_each_other(board):
    game = board.game
    board.put("Ordis Trooper", 0, "Expedition", sub="hero")           # 1/1/1
    board.put("Shenlong", 1, "Expedition", sub="companion")           # 8/8/8, but not facing it
    assert progress(game) == {(0, "hero"), (1, "companion")}


def test_4_2_4_e_a_tie_does_not_move_forward(board):
    game = board.game
    board.put("Monolith Rune-Scribe", 0, "Expedition", sub="hero")    # 2/2/2
    board.put("Monolith Rune-Scribe", 1, "Expedition", sub="hero")
    board.put("Hathor", 0, "Expedition", sub="companion")             # 3/3/0
    board.put("Hathor", 1, "Expedition", sub="companion")
    assert progress(game) == set()


def test_4_2_4_e_one_more_point_breaks_the_tie(board):
    game = board.game
    board.put("Monolith Rune-Scribe", 0, "Expedition", sub="hero", counters={"boost": 1})   # 3/3/3 (2.5.1.b)
    board.put("Monolith Rune-Scribe", 1, "Expedition", sub="hero")
    assert progress(game) == {(0, "hero")}


def test_4_2_4_f_zero_is_not_enough_even_against_a_negative_statistic(board):
    game = board.game
    board.put(negative_card(board), 1, "Expedition", sub="hero")       # -1/-1/-1
    board.put("Bravos Bladedancer", 0, "Expedition", sub="companion")   # 0/0/0
    board.put(negative_card(board), 1, "Expedition", sub="companion")
    # player 0's hero expedition is empty (0), its companion expedition has 0: neither moves
    assert progress(game) == set()


def test_4_2_4_f_a_positive_statistic_beats_a_negative_one(board):
    game = board.game
    board.put("Paper Herald", 0, "Expedition", sub="hero")             # 0/0/1
    board.put(negative_card(board), 1, "Expedition", sub="hero")
    assert progress(game) == {(0, "hero")}


def test_4_2_4_g_an_expedition_moves_only_once_even_winning_every_terrain(board):
    game = board.game
    board.put("Shenlong", 0, "Expedition", sub="hero")                 # 8/8/8
    board.put("Shenlong", 0, "Expedition", sub="companion")
    progress(game)
    assert marker(game, 0, "hero").pos == 1
    assert marker(game, 0, "companion").pos == 6


def test_4_2_4_h_all_successful_expeditions_move_forward_at_once(board):
    game = board.game
    board.put("Mowgli", 0, "Expedition", sub="hero")                   # 3/0/0: wins forest
    board.put("Lyra Navigator", 1, "Expedition", sub="hero")           # 0/0/4: wins water
    board.put("Kappa", 0, "Expedition", sub="companion")
    start = len(game.events)
    assert progress(game) == {(0, "hero"), (1, "hero"), (0, "companion")}
    advances = [e for e in game.events[start:] if e["e"] == "advance"]
    assert len(advances) == 3 and {e["effect"] for e in advances} == {"Progress"}


def test_4_2_4_h_each_expedition_is_judged_on_the_position_before_anyone_moves(board):
    """Player 1's hero expedition stands (placed by hand) on a face-down region, which has no terrain:
    it cannot move, even though player 0's hero expedition moving into that region reveals it."""
    game = board.game
    regions = game.adventure_zone.objs
    j = tumult_with(game, ["mountain", "water"], reveal=False)
    regions[1], regions[j] = regions[j], regions[1]
    marker(game, 1, "hero").pos = 1
    board.put("Mowgli", 0, "Expedition", sub="hero")               # 3/0/0: wins forest in the Hero Region
    board.put("Bravos Pathfinder", 1, "Expedition", sub="hero")    # 0/3/3: would win mountain and water
    assert progress(game) == {(0, "hero")}
    assert not regions[1].face_down                                # revealed by player 0 moving in
    assert marker(game, 1, "hero").pos == 1


# -- 4.2.4.b: only the terrains of the expedition's region count ------------------------------

def test_4_2_4_b_the_hero_region_has_all_three_terrains(board):
    game = board.game
    assert set(game.terrains_of(game.adventure_zone.objs[0])) == set(TERRAINS)
    assert set(game.terrains_of(game.adventure_zone.objs[-1])) == set(TERRAINS)
    for name, p in (("Mowgli", 0), ("Bravos Pathfinder", 1)):      # forest only / mountain and water
        board.put(name, p, "Expedition", sub="hero")
    board.put("Lyra Navigator", 0, "Expedition", sub="companion")  # water only
    assert progress(game) == {(0, "hero"), (1, "hero"), (0, "companion")}


@pytest.mark.parametrize("terrain, card, moves", [
    ("forest", "Mowgli", True),             # 3/0/0
    ("forest", "Lyra Navigator", False),    # 0/0/4
    ("water", "Lyra Navigator", True),
    ("water", "Bravos Pathfinder", True),   # 0/3/3
    ("mountain", "Mowgli", False),
    ("mountain", "Bravos Pathfinder", True),
])
def test_4_2_4_b_a_revealed_tumult_region_has_only_its_own_terrain(board, terrain, card, moves):
    game = board.game
    i = tumult_with(game, [terrain])
    assert game.terrains_of(game.adventure_zone.objs[i]) == [terrain]
    m = marker(game, 0, "hero")
    m.pos = i
    board.put(card, 0, "Expedition", sub="hero")
    progress(game)
    assert m.pos == (i + 1 if moves else i)


def test_4_2_4_b_a_two_terrain_tumult_region(board):
    game = board.game
    i = tumult_with(game, ["mountain", "water"])
    m = marker(game, 0, "hero")
    m.pos = i
    board.put("Mowgli", 0, "Expedition", sub="hero")          # forest only: not a terrain here
    assert progress(game) == set()
    board.put("Lyra Navigator", 0, "Expedition", sub="hero")  # water 4
    assert progress(game) == {(0, "hero")}


def test_4_2_4_b_a_face_down_region_has_no_terrain(board):
    game = board.game
    m = marker(game, 0, "hero")
    m.pos = 2
    assert game.adventure_zone.objs[2].face_down
    assert game.terrains_of(game.adventure_zone.objs[2]) == []
    board.put("Shenlong", 0, "Expedition", sub="hero")
    assert progress(game) == set()


# -- 7.3.17: moving forward ----------------------------------------------------------------------

def test_7_3_17_b_moving_into_a_face_down_region_reveals_its_whole_tumult_card(board):
    game = board.game
    first, last = game.adventure_zone.objs[1], game.adventure_zone.objs[6]
    assert first.face_down and last.face_down
    board.put("Ordis Trooper", 0, "Expedition", sub="hero")
    board.put("Ordis Trooper", 1, "Expedition", sub="companion")
    start = len(game.events)
    progress(game)
    assert marker(game, 0, "hero").pos == 1 and marker(game, 1, "companion").pos == 6
    assert not first.face_down and not last.face_down
    assert game.terrains_of(first) == list(first.card.subtypes)
    reveals = [e for e in game.events[start:] if e["e"] == "reveal"]
    assert sorted(e["at"] for e in reveals) == [2, 3, 6, 7]             # both halves of each card, from 1
    assert all(not r.face_down for r in game.adventure_zone.objs[1:3] + game.adventure_zone.objs[5:7])
    assert all(r.face_down for r in game.adventure_zone.objs[3:5])


def test_7_3_17_b_moving_into_a_region_already_revealed_reveals_nothing(board):
    game = board.game
    game.adventure_zone.objs[1].face_down = False
    board.put("Ordis Trooper", 0, "Expedition", sub="hero")
    start = len(game.events)
    assert progress(game) == {(0, "hero")}
    assert [e for e in game.events[start:] if e["e"] == "reveal"] == []
    assert all(r.face_down for r in game.adventure_zone.objs[2:7])


def test_7_3_17_c_an_expedition_at_the_far_end_does_not_move_further(board):
    game = board.game
    hero, comp = marker(game, 0, "hero"), marker(game, 0, "companion")
    hero.pos, comp.pos = 7, 0
    board.put("Shenlong", 0, "Expedition", sub="hero")
    board.put("Shenlong", 0, "Expedition", sub="companion")
    assert progress(game) == set()
    assert (hero.pos, comp.pos) == (7, 0)
    assert (hero.travelled, comp.travelled) == (7, 7)


# -- 2.4.3 Asleep, 7.4.2 Defender, 7.4.4 Gigantic ------------------------------------------------

def test_2_4_3_asleep_characters_are_not_counted_during_progress(board):
    game = board.game
    board.put("Kappa", 0, "Expedition", sub="hero", statuses=("Asleep",))   # 4/4/5, asleep
    board.put("Ordis Trooper", 1, "Expedition", sub="hero")                 # 1/1/1
    board.put("Kappa", 0, "Expedition", sub="companion", statuses=("Asleep",))
    assert progress(game) == {(1, "hero")}


def test_2_4_3_an_asleep_character_does_not_stop_the_others_counting(board):
    game = board.game
    board.put("Kappa", 0, "Expedition", sub="hero", statuses=("Asleep",))
    board.put("Monolith Rune-Scribe", 0, "Expedition", sub="hero")          # 2/2/2
    board.put("Ordis Trooper", 1, "Expedition", sub="hero")                 # 1/1/1
    assert progress(game) == {(0, "hero")}


def test_7_4_2_b_an_expedition_with_a_defender_does_not_move_forward(board):
    game = board.game
    board.put("Monolith Archivist", 0, "Expedition", sub="hero")     # [Defender] 3/3/3
    board.put("Shenlong", 0, "Expedition", sub="hero")
    board.put("Kappa", 0, "Expedition", sub="companion")             # the other expedition is free
    start = len(game.events)
    assert progress(game) == {(0, "companion")}
    assert any(e["e"] == "cant" and e["player"] == 0 and e["sub"] == "hero" for e in game.events[start:])


def test_7_4_2_b_an_opponents_defender_does_not_stop_my_expedition(board):
    game = board.game
    board.put("Monolith Archivist", 1, "Expedition", sub="hero")     # 3/3/3
    board.put("Shenlong", 0, "Expedition", sub="hero")
    assert progress(game) == {(0, "hero")}


def test_7_4_2_b_a_defender_in_reserve_does_not_stop_anything(board):
    game = board.game
    board.put("Monolith Archivist", 0, "Reserve")
    board.put("Shenlong", 0, "Expedition", sub="hero")
    assert progress(game) == {(0, "hero")}


def test_7_4_2_c_defender_stops_any_move_forward_during_dusk_but_not_at_other_times(board):
    game = board.game
    board.put("Monolith Archivist", 0, "Expedition", sub="hero")
    m = marker(game, 0, "hero")
    game.phase = "Dusk"
    game.actions.advance([m], 1, Ctx(game, 0))
    assert m.pos == 0
    game.phase = "Noon"
    game.actions.advance([m], 1, Ctx(game, 0))
    assert m.pos == 1


def test_7_4_4_b_e_a_gigantic_character_counts_in_both_of_its_controllers_expeditions(board):
    game = board.game
    board.put("Atlas", 0, "Expedition", sub="hero")                  # [Gigantic] 3/3/3
    board.put("Monolith Rune-Scribe", 1, "Expedition", sub="hero")    # 2/2/2
    board.put("Monolith Rune-Scribe", 1, "Expedition", sub="companion")
    assert progress(game) == {(0, "hero"), (0, "companion")}


def test_7_4_4_e_an_opponents_gigantic_character_counts_against_both_my_expeditions(board):
    game = board.game
    board.put("Atlas", 1, "Expedition", sub="companion")             # 3/3/3
    board.put("Monolith Rune-Scribe", 0, "Expedition", sub="hero")    # 2/2/2
    board.put("Monolith Rune-Scribe", 0, "Expedition", sub="companion")
    assert progress(game) == {(1, "hero"), (1, "companion")}


def test_7_4_4_b_a_gigantic_character_is_one_object_in_one_expedition(board):
    game = board.game
    atlas = board.put("Atlas", 0, "Expedition", sub="hero")
    assert game.objects("Expedition", 0) == [atlas]
    assert game.in_marker(atlas, marker(game, 0, "hero")) and game.in_marker(atlas, marker(game, 0, "companion"))
    assert not game.in_marker(atlas, marker(game, 1, "hero"))
    run_daily_effect(game, "Rest")
    assert [o.name for o in game.objects("Reserve", 0)] == ["Atlas"]


def test_4_2_4_the_dusk_phase_runs_progress(board):
    game = board.game
    board.put("Kappa", 0, "Expedition", sub="hero")
    start = len(game.events)
    run_phase(game, "Dusk")
    assert marker(game, 0, "hero").pos == 1
    [pos] = [e for e in game.events[start:] if e["e"] == "positions"]
    assert (0, "hero", 1) in pos["markers"]
