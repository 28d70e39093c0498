"""Rules of the Comprehensive Rules v5.0 whose numbers and text are unchanged from the seeds, played
under the 5.0 edition (numbers here are v5.0 ones)."""
from __future__ import annotations

import pytest

from altered.editions import with_edition
from altered.effects.context import Ctx
from altered.rules import load_rulebook
from altered.yamlio import load_text

from conftest import Board


@pytest.fixture(scope="module")
def book5():
    return load_rulebook(variants=with_edition([], "5.0"))


@pytest.fixture
def board5(book5, catalog, decks):
    return Board(book5, catalog, decks)


def test_3_2_5_c_a_card_from_a_hand_its_chooser_cannot_see_is_picked_at_random(board5, book5):
    game = board5.game
    for name in ("Ordis Trooper", "Foundry Armorer", "Axiom Salvager"):
        board5.put(name, 1, "Hand")
    start = len(game.events)
    effect = book5.compiler.effect(load_text("- choose: {from: {zone: Hand, owner: {next_player: you}}, as: x}\n"
                                             "- move: {what: {var: x}, to: Discard}", "effect.yaml"))
    effect(Ctx(game, 0))
    assert [e["e"] for e in game.events[start:] if e["e"] in ("pick", "choice")] == ["pick"]
    assert len(game.objects("Discard", 1)) == 1 and len(game.objects("Hand", 1)) == 2


@pytest.mark.parametrize("mine, theirs, expected", [(2, 1, "ahead"), (1, 2, "behind"), (2, 2, "tied")])
def test_7_5_2_a_b_c_ahead_behind_and_tied(board5, book5, mine, theirs, expected):
    game = board5.game
    m0 = next(m for m in game.markers if m.player == 0 and m.sub == "hero")
    m1 = next(m for m in game.markers if m.player == 1 and m.sub == "hero")
    m0.pos, m1.pos = m0.start + m0.step * mine, m1.start + m1.step * theirs
    got = [book5.compiler.expr(load_text(f"{{position: {{of: {{var: m}}, is: {w}}}}}", "v.yaml"))(
        Ctx(game, 0, None, {"m": [m0]})) for w in ("ahead", "behind", "tied")]
    assert got == [w == expected for w in ("ahead", "behind", "tied")]
