"""The Deck's positions (3.2.2 of the Comprehensive Rules v3.0), played through effects run on a board
laid out by hand."""
from __future__ import annotations

import pytest

from altered.effects.context import Ctx
from altered.loading.errors import DesignError
from altered.loading.yamlio import load_text

pytestmark = pytest.mark.editions("3.0", "5.0")   # the rules these test say the same in v5.0


def _run(book, game, text, you=0):
    from altered.effects.compiler import Compiler
    Compiler(book, "effect.yaml").effect(load_text(text, "effect.yaml"))(Ctx(game, you))


def _deck(game, p=0):
    return [o.name for o in game.objects("Deck", p)]


@pytest.mark.parametrize("step", [
    "move: {what: {zone: Deck, owner: you}, to: Hand}",
    "gain: {what: {zone: [Reserve, Deck], owner: you}, status: Exhausted}",
    "choose: {from: {zone: Deck, owner: you}, as: x}",
])
def test_3_2_2_c_a_step_on_cards_of_the_deck_says_their_position(book, step):
    from altered.effects.compiler import Compiler
    with pytest.raises(DesignError, match=r"must be cards of the Deck at a position \(3\.2\.2\.c\): add top: N or bottom: N"):
        Compiler(book, "effect.yaml").effect(load_text("- " + step, "effect.yaml"))


def test_3_2_2_c_the_top_and_bottom_cards_are_the_ones_affected(board, book):
    game = board.game
    for name in ("Ordis Trooper", "Foundry Armorer", "Foundry Mechanic"):
        board.put(name, 0, "Deck", position="bottom")
    order = _deck(game)
    assert order == ["Ordis Trooper", "Foundry Armorer", "Foundry Mechanic"]
    _run(book, game, "- move: {what: {zone: Deck, owner: you, bottom: 1}, to: Reserve}\n"
                     "- move: {what: {zone: Deck, owner: you, top: 1}, to: Hand}")
    assert [o.name for o in game.objects("Reserve", 0)] == [order[-1]]
    assert [o.name for o in game.objects("Hand", 0)] == [order[0]]
    assert _deck(game) == order[1:-1]


def _three_deep(board, book, position, deck_size):
    game = board.game
    names = ["Ordis Trooper", "Foundry Armorer", "Foundry Mechanic", "Lyra Navigator"][:deck_size]
    for name in names:
        board.put(name, 0, "Deck")
    board.put("Mowgli", 0, "Hand")
    before = _deck(game)
    _run(book, game, "- move: {what: {zone: Hand, owner: you}, to: Deck, position: " + position + "}")
    return before, _deck(game)


def test_3_2_2_f_a_card_put_third_from_the_top(board, book):
    before, after = _three_deep(board, book, "{top: 3}", 4)
    assert after == before[:2] + ["Mowgli"] + before[2:]


def test_3_2_2_f_third_from_the_top_of_a_deck_too_short_is_the_bottom(board, book):
    before, after = _three_deep(board, book, "{top: 3}", 1)
    assert after == before + ["Mowgli"]


def test_3_2_2_f_second_from_the_bottom(board, book):
    before, after = _three_deep(board, book, "{bottom: 2}", 3)
    assert after == before[:2] + ["Mowgli"] + before[2:]


def test_3_2_2_f_third_from_the_bottom_of_a_deck_too_short_is_the_top(board, book):
    before, after = _three_deep(board, book, "{bottom: 3}", 1)
    assert after == ["Mowgli"] + before


def test_3_2_2_f_a_position_is_top_bottom_or_the_nth_from_one(book):
    from altered.effects.compiler import Compiler
    with pytest.raises(DesignError, match=r"'position' of 'move' must be top, bottom, \{top: N\} or \{bottom: N\}"):
        Compiler(book, "effect.yaml").effect(load_text("- move: {what: self, to: Deck, position: {middle: 2}}",
                                                       "effect.yaml"))
