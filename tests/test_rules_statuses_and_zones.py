"""Statuses (2.4), counters as costs (2.5.h), the Adventure and the Hero zone (3.2), the empty start (4.1.a)."""
from __future__ import annotations

from altered.engine.decisions import FirstOptionAgent
from altered.effects.context import Ctx
from altered.engine.game import Game
import pytest

from altered.simulation.layout import run_phase

pytestmark = pytest.mark.editions("3.0", "5.0")   # the rules these test say the same in v5.0


def test_2_4_1_a_the_statuses_of_the_rules(book):
    assert {"Anchored", "Asleep", "Boosted", "Exhausted", "Fleeting"} <= set(book.statuses)


def test_2_4_1_b_objects_in_visible_zones_take_statuses(board):
    game = board.game
    ctx = Ctx(game, 0)
    for zone, kw in (("Reserve", {}), ("Landmark", {}), ("Expedition", {"sub": "hero"}), ("Mana", {})):
        o = board.put("Ordis Trooper", 0, zone, **kw)
        game.actions.set_status([o], "Asleep", True, ctx)
        assert game.has_status(o, "Asleep"), zone


def test_2_4_4_b_boosted_follows_the_boosts(board):
    game = board.game
    o = board.put("Ordis Trooper", 0, "Expedition", sub="hero")
    assert not game.has_status(o, "Boosted")
    game.actions.add_counters([o], "boost", 2, Ctx(game, 0))
    assert game.has_status(o, "Boosted")
    game.actions.add_counters([o], "boost", -2, Ctx(game, 0))
    assert not game.has_status(o, "Boosted")


def test_2_4_1_e_statuses_stay_through_a_day_unless_something_changes_them(board):
    game = board.game
    o = board.put("Ordis Trooper", 0, "Landmark", statuses=("Asleep",))
    for phase in ("Noon", "Afternoon", "Dusk"):
        game.phase = phase
        run_phase(game, phase)
    assert game.has_status(o, "Asleep")


def test_2_5_h_a_spend_cost_needs_that_many_counters(board, catalog):
    game = board.game
    cylinder = board.put(catalog.find("BTG-024-R"), 0, "Landmark")              # {T}, spend 1 Kelon: ...
    board.put("Ordis Trooper", 0, "Expedition", sub="hero")
    assert not [q for o, q in game.runtime.quick_options(0) if "Spend 1" in q.text]
    game.actions.add_counters([cylinder], "Kelon", 1, Ctx(game, 0))
    assert [q for o, q in game.runtime.quick_options(0) if "Spend 1" in q.text]


def test_3_2_1_a_b_the_adventure_is_eight_regions_both_players_see_alike(board):
    game = board.game
    assert len(game.adventure_zone.objs) == 8
    views = [game.observation(p).track for p in (0, 1)]
    assert views[0] == views[1]                                   # shared and visible, faces hidden from both
    assert [bool(t) for t in views[0]] == [True] + [False] * 6 + [True]


def test_3_2_6_b_each_hero_zone_holds_one_hero(book, decks):
    game = Game(book, decks, [FirstOptionAgent(), FirstOptionAgent()], seed=1)
    game.setup()
    assert [len(game.objects("Hero", p)) for p in (0, 1)] == [1, 1]


def test_4_1_a_every_zone_is_empty_before_set_up(book, decks):
    game = Game(book, decks, [FirstOptionAgent(), FirstOptionAgent()], seed=1)
    assert all(not z.objs for key, z in game.zones.items() if key[0] != "Adventure")


def test_2_5_i_2_5_1_b_named_counters_change_nothing_by_themselves_boosts_do(board):
    game = board.game
    o = board.put("Ordis Trooper", 0, "Expedition", sub="hero")
    before = [game.characteristic(o, s) for s in ("forest", "mountain", "water")]
    game.actions.add_counters([o], "Kelon", 3, Ctx(game, 0))
    assert [game.characteristic(o, s) for s in ("forest", "mountain", "water")] == before
    game.actions.add_counters([o], "boost", 2, Ctx(game, 0))
    assert [game.characteristic(o, s) for s in ("forest", "mountain", "water")] == [b + 2 for b in before]
