"""Beginning of the game (1.3.1, 4.1) played out by ``Game.setup()`` and whole games."""
from __future__ import annotations

from altered.engine.decisions import RandomAgent
from altered.engine.game import Game
import pytest

from altered.simulation.layout import card_locations

pytestmark = pytest.mark.editions("3.0", "5.0")   # the rules these test say the same in v5.0

TERRAINS = {"forest", "mountain", "water"}
SEEDS = range(40)


def _tumult_cards(game):
    """The six face-down halves between the end regions, paired back into three cards."""
    regions = game.adventure_zone.objs[1:-1]
    return [(regions[i], regions[i + 1]) for i in range(0, len(regions), 2)]


def test_4_1_b_c_1_3_1_a_the_adventure_row(new_board):
    game = new_board(seed=5, clear=False).game
    regions = game.adventure_zone.objs
    assert len(regions) == 8 == game.track_length
    first, last = regions[0], regions[-1]
    assert first.name == "Hero Region" and last.name == "Companion Region"
    for end in (first, last):
        assert not end.face_down
        assert set(game.terrains_of(end)) == TERRAINS
        assert game.type_of(end) == "Region"
    for half in regions[1:-1]:
        assert half.name == "Tumult"
        assert half.face_down                       # 4.1.c
        assert game.terrains_of(half) == []         # a face-down region has no terrain yet
        assert game.type_of(half) == "Region"       # 2.2.1.e


def test_4_1_c_1_1_7_f_the_tumult_cards_are_v_mo_m_vo_and_o_vm(new_board):
    for seed in SEEDS:
        game = new_board(seed=seed, clear=False).game
        singles = []
        for a, b in _tumult_cards(game):
            ta, tb = set(a.card.subtypes), set(b.card.subtypes)
            assert ta | tb == TERRAINS and not ta & tb, (seed, ta, tb)
            [single] = [t for t in (ta, tb) if len(t) == 1]
            singles.append(next(iter(single)))
        assert sorted(singles) == sorted(TERRAINS), seed    # three different cards


def test_4_1_c_tumult_positions_and_orientations_are_random(new_board):
    orders, orientations = set(), set()
    for seed in SEEDS:
        game = new_board(seed=seed, clear=False).game
        order = []
        for a, b in _tumult_cards(game):
            single_first = len(a.card.subtypes) == 1
            orientations.add(single_first)
            order.append(a.card.subtypes[0] if single_first else b.card.subtypes[0])
        orders.add(tuple(order))
    assert len(orders) >= 4                 # several of the 6 possible orders of the three cards
    assert orientations == {True, False}    # both ways up


def test_4_1_d_1_3_1_b_markers_start_on_their_regions(new_board):
    game = new_board(seed=2, clear=False).game
    assert len(game.markers) == 4
    for p in (0, 1):
        [hero] = [m for m in game.markers if m.player == p and m.sub == "hero"]
        [comp] = [m for m in game.markers if m.player == p and m.sub == "companion"]
        assert game.region_of(hero).name == "Hero Region" and hero.pos == hero.start == 0
        assert game.region_of(comp).name == "Companion Region" and comp.pos == comp.start == 7
        assert hero.travelled == comp.travelled == 0


def test_4_1_h_1_3_1_c_heroes_are_in_the_hero_zones(new_board, decks):
    game = new_board(seed=2, clear=False).game
    for p, deck in enumerate(decks):
        assert [o.card for o in game.objects("Hero", p)] == [deck.hero]


def test_4_1_i_k_hands_mana_and_decks_after_setup(new_board, decks):
    for seed in (0, 1, 7):
        board = new_board(seed=seed, clear=False)
        game = board.game
        for p, deck in enumerate(decks):
            assert len(game.objects("Hand", p)) == 3                     # drew 6 (4.1.j), 3 to Mana
            orbs = game.objects("Mana", p)
            assert len(orbs) == 3
            assert all(o.face_down and not game.has_status(o, "Exhausted") for o in orbs)   # 4.1.k: ready
            assert len(game.objects("Deck", p)) == len(deck.cards) - 6 == 33
            for zone in ("Discard", "Reserve", "Landmark"):
                assert game.objects(zone, p) == [], zone
        assert game.objects("Expedition") == [] and game.objects("Limbo") == []
        # every card of both decks is in exactly one zone
        assert all(len(where) == 1 for where in card_locations(game, ).values())
        draws = [e for e in board.events("move") if e["frm"] == "Deck" and e["to"] == "Hand"]
        assert [sum(e["owner"] == p for e in draws) for p in (0, 1)] == [6, 6]


def test_4_1_i_each_deck_is_shuffled(new_board):
    orders = set()
    for seed in range(6):
        board = new_board(seed=seed, clear=False)
        shuffles = [e["owner"] for e in board.events("shuffle") if e["zone"] == "Deck"]
        assert sorted(shuffles) == [0, 1]
        orders.add(tuple(o.card.ref for o in board.game.objects("Deck", 0)))
    assert len(orders) == 6


def test_4_1_g_1_3_1_d_the_first_player_is_random(new_board):
    firsts = {new_board(seed=seed, clear=False).game.first_player for seed in SEEDS}
    assert firsts == {0, 1}


def test_4_1_l_1_3_1_e_the_first_day_starts_at_noon_and_the_second_with_morning(book, decks):
    game = Game(book, decks, [RandomAgent(1), RandomAgent(2)], seed=3, log=True)
    game.play()
    assert game.over and game.day >= 2
    phases = {}
    for e in game.events:
        if e["e"] == "phase":
            phases.setdefault(e["day"], []).append((e["name"], e["first_player"]))
    assert [n for n, _ in phases[1]] == ["Noon", "Afternoon", "Dusk", "Night"]
    assert [n for n, _ in phases[2]][:2] == ["Morning", "Noon"]
    # 4.2.1.b Succeed: day 2 has the other first player from its Noon on
    assert phases[2][1][1] != phases[1][0][1]
    # no Morning draw on day 1: the only draws of day 1 before Noon are the setup's six
    day1_draws = [e for e in game.events if e["e"] == "move" and e["frm"] == "Deck" and e["to"] == "Hand"
                  and e["phase"] == "setup"]
    assert len(day1_draws) == 12
