"""Numbers (1.1.6 of the Comprehensive Rules v3.0): a division is a value of the effect model,
``{divide: [N, D], round: up|down}``, played here through effects run on a board laid out by hand."""
from __future__ import annotations

import pytest

from altered.effects.context import Ctx
from altered.loading.errors import DesignError
from altered.loading.yamlio import load_text

pytestmark = pytest.mark.editions("3.0", "5.0")   # the rules these test say the same in v5.0


def _run(book, game, text, you=0):
    from altered.effects.compiler import Compiler
    ctx = Ctx(game, you)
    Compiler(book, "effect.yaml").effect(load_text(text, "effect.yaml"))(ctx)
    return ctx


def _boosts(book, board, divide):
    game = board.game
    o = board.put("Ordis Trooper", 0, "Expedition", sub="hero")
    for _ in range(5):
        board.put("Foundry Armorer", 0, "Reserve")
    _run(book, game, "- counters: {what: {zone: Expedition, owner: you}, name: boost, add: " + divide + "}")
    return o.counters.get("boost", 0)


def test_1_1_6_a_b_a_division_is_a_whole_number_rounded_as_written(board, book):
    # five cards in Reserve, halved: 2 rounded down, 3 rounded up
    assert _boosts(book, board, "{divide: [{count: {zone: Reserve, owner: you}}, 2], round: down}") == 2


def test_1_1_6_b_rounding_up(board, book):
    assert _boosts(book, board, "{divide: [{count: {zone: Reserve, owner: you}}, 2], round: up}") == 3


@pytest.mark.parametrize("written, expected", [
    ("{divide: [5, 2]}", "effect.yaml:1:44: a division says how to round (1.1.6.b): add 'round: up' or 'round: down'"),
    ("{divide: [5, 2], round: dwn}", "effect.yaml:1:68: a division rounds up or down (1.1.6.b), not 'dwn' (did you mean 'down'?)"),
    ("{divide: [5], round: up}", "'divide' takes two values, [NUMBER, DIVISOR]"),
])
def test_1_1_6_b_a_division_that_does_not_say_how_to_round_is_a_mistake(board, book, written, expected):
    with pytest.raises(DesignError) as e:
        _run(book, board.game, "- counters: {what: self, name: boost, add: " + written + "}")
    assert expected in str(e.value)


def test_1_1_6_c_dividing_by_zero_cancels_that_step_and_the_rest_happens(board, book):
    game = board.game
    o = board.put("Ordis Trooper", 0, "Expedition", sub="hero")
    board.put("Foundry Armorer", 0, "Deck")
    _run(book, game, "- counters: {what: {zone: Expedition, owner: you}, name: boost,\n"
                     "              add: {divide: [4, {count: {zone: Reserve, owner: you}}], round: down}}\n"
                     "- move: {what: {zone: Deck, owner: you, top: 1}, to: Hand}")
    assert o.counters.get("boost", 0) == 0                                      # the division by 0 did not happen
    assert [c.name for c in game.objects("Hand", 0)] == ["Foundry Armorer"]     # the next step did
    assert [e for e in game.events if e["e"] == "cannot"] == [
        {"e": "cannot", "step": "counters", "rule": "1.1.6.c", "day": 1, "phase": game.phase}]


def test_1_1_6_c_a_condition_dividing_by_zero_is_a_step_that_does_not_happen(board, book):
    game = board.game
    board.put("Foundry Armorer", 0, "Deck")
    _run(book, game, "- if: {gte: [{divide: [4, {count: {zone: Reserve, owner: you}}], round: up}, 0]}\n"
                     "  then: [{move: {what: {zone: Deck, owner: you, top: 1}, to: Hand}}]\n"
                     "  else: [{move: {what: {zone: Deck, owner: you, top: 1}, to: Reserve}}]")
    assert game.objects("Hand", 0) == [] and game.objects("Reserve", 0) == []   # neither branch


def test_1_1_6_c_a_division_outside_a_step_is_refused(book):
    from altered.effects.compiler import Compiler
    with pytest.raises(DesignError, match="only in an effect's step"):
        Compiler(book, "value.yaml").expr(load_text("{divide: [4, {count: {zone: Reserve, owner: you}}], round: up}",
                                                    "value.yaml"))


def test_1_1_6_c_a_division_by_a_number_written_is_read_outside_a_step(book):
    """Dividing by a number written, 1 or more, never divides by zero (1.1.6.c): a passive's count ("I cost {1}
    less for each two Characters you control") may hold one (tests/test_cardtext_audit_foreach.py)."""
    from altered.effects.compiler import Compiler
    Compiler(book, "value.yaml").expr(load_text("{divide: [4, 2], round: up}", "value.yaml"))
    for divisor in ("0", "true"):
        with pytest.raises(DesignError, match="only in an effect's step"):
            Compiler(book, "value.yaml").expr(load_text("{divide: [4, " + divisor + "], round: up}", "value.yaml"))


def test_1_1_6_c_a_choice_counted_by_zero_division_does_not_happen_even_from_nothing(board, book):
    # nothing to choose from is chosen without counting, unless the count may cancel the step
    game = board.game
    ctx = _run(book, game, "- choose: {from: {zone: Reserve, owner: you}, as: picked,\n"
                           "           count: {divide: [4, {count: {zone: Reserve, owner: you}}], round: down}}\n"
                           "- choose: {from: {zone: Reserve, owner: you}, as: none, count: 1}")
    assert "picked" not in ctx.vars and ctx.vars["none"] == []
    assert [e["step"] for e in game.events if e["e"] == "cannot"] == ["choose"]
