"""Terms of the rules (7.5) evaluated on boards: ahead, behind, tied."""
from __future__ import annotations

import pytest

from altered.effects.context import Ctx
from altered.loading.yamlio import load_text

pytestmark = pytest.mark.editions("3.0", "5.0")   # the rules these test say the same in v5.0


def _is(book, game, marker, where):
    value = book.compiler.expr(load_text(f"{{position: {{of: {{var: m}}, is: {where}}}}}", "value.yaml"))
    return value(Ctx(game, 0, None, {"m": [marker]}))


@pytest.mark.parametrize("mine, theirs, expected", [(2, 1, "ahead"), (1, 2, "behind"), (2, 2, "tied")])
def test_7_5_2_a_b_c_ahead_behind_and_tied_compare_the_facing_expeditions(board, book, mine, theirs, expected):
    game = board.game
    m0 = next(m for m in game.markers if m.player == 0 and m.sub == "hero")
    m1 = next(m for m in game.markers if m.player == 1 and m.sub == "hero")
    m0.pos, m1.pos = m0.start + m0.step * mine, m1.start + m1.step * theirs
    assert [_is(book, game, m0, w) for w in ("ahead", "behind", "tied")] == \
        [w == expected for w in ("ahead", "behind", "tied")]


def _value(book, game, text, **bound):
    return book.compiler.expr(load_text(text, "value.yaml"))(Ctx(game, 0, None, bound))


def test_7_5_7_a_b_a_character_is_in_the_terrains_of_its_expeditions_region(board, book):
    game = board.game
    o = board.put("Ordis Trooper", 0, "Expedition", sub="hero")
    track = game.adventure_zone.objs
    hero = next(m for m in game.markers if m.player == 0 and m.sub == "hero")
    hero.pos = 1
    track[1].face_down = False
    for terrain in ("forest", "mountain", "water"):
        expected = terrain in game.terrains_of(track[1])
        assert _value(book, game, f"{{in_terrain: {{what: {{var: x}}, terrain: {terrain}}}}}", x=[o]) == expected
    hero.pos = 0                                                    # the Hero Region has all three
    assert all(_value(book, game, f"{{in_terrain: {{what: {{var: x}}, terrain: {t}}}}}", x=[o])
               for t in ("forest", "mountain", "water"))


@pytest.mark.editions("3.0")   # v5.0 starts tiebreakers at Night's Check Victory (4.3.a)
def test_7_5_2_d_during_tiebreakers_every_expedition_is_tied(board, book):
    from test_rules_victory import _tiebreakers
    _tiebreakers(board)
    game = board.game
    assert game.track_length == 1
    for m in game.markers:
        assert [_is(book, game, m, w) for w in ("ahead", "behind", "tied")] == [False, False, True]
