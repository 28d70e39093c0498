"""Amounts that an outside audit found read differently from the card, each fixed as a class: an X used in a
sentence after the one that says ", where X is ..." (the same number; an X nobody says is refused at its place).

Played by scenarios on test cards (tests/data/v5/audit-amounts-cards.yaml):
tests/scenarios/v5/6.5-an-x-said-in-one-sentence-is-the-same-in-the-next.yaml, failing on the old reading.
"""
from __future__ import annotations

import pytest

from readings import effect, refused


def ops(steps) -> list[str]:
    return [next(iter(s)) for s in steps]


# -- X said in one sentence, used in the next ----------------------------------------------------------------

@pytest.mark.parametrize("text, used", [
    ("{J} Draw X cards, where X is the number of cards in your Reserve. Then, I gain X boosts.", -1),
    ("{J} Roll a die. Target Character gains X boosts, where X is the result. Then, draw X cards.", -1),
    ("{J} Target Character gains X boosts, where X is the number of cards in target opponent's Reserve. "
     "Then, draw X cards.", -1),
    ("{H} I gain X boosts, where X is the number of Plants you control. Draw X cards. Then, draw X cards.", -2),
])
def test_an_x_said_in_one_sentence_is_the_same_number_in_the_sentences_after_it(text, used):
    """A card means one X: counted once, as the step that first uses it begins (before that step changes
    anything), and the later sentences read that count, not a count made again after the steps between."""
    steps = effect(text)
    [kept] = [s["set"] for s in steps if "set" in s]
    first_use = next(i for i, s in enumerate(steps) if "set" not in s and str(kept["value"]) in str(s))
    assert ops(steps)[first_use - 1] == "set", steps
    assert str({"var": kept["var"]}) in str(steps[used]) and "'X'" not in str(steps)


def test_an_x_in_one_sentence_only_is_read_as_before():
    """Nothing is kept when no later sentence uses X: the reading of the printed texts is unchanged."""
    assert ops(effect("{J} Draw X cards, where X is the number of cards in your Reserve.")) == ["do"]


@pytest.mark.parametrize("text, column", [
    ("{J} Draw X cards.", 10),
    ("{J} Target Character gains X boosts.", 28),
    ("{J} Draw X cards. Then, I gain X boosts, where X is the number of Plants you control.", 10),
    ("{H} You may pay {X} to give me X boosts.", 17),        # nobody chooses X
    ("[Tough X].", 8),
    ("{J} Send target Character to the Xth position of its owner's deck.", 34),
])
def test_an_x_nobody_says_is_refused_at_its_place(text, column):
    """An X with no ", where X is ..." in its sentence or one before it was read as a number nobody says, and
    the engine stopped with an error when the step used it: refused where the X is written."""
    e = refused(text)
    assert "X is not said here" in e.message and e.column == column


def test_an_x_said_in_another_ability_is_not_said_in_this_one():
    """Each ability is read on its own: "[Tough X], where X is ..." says nothing of the X of a {J} ability."""
    e = refused("[Tough X], where X is the number of Plants you control.  {J} I gain X boosts.")
    assert "X is not said here" in e.message


def test_an_x_said_twice_then_used_is_refused():
    """Two sentences say what X is: an X after both could be either."""
    e = refused("{J} Draw X cards, where X is the number of cards in your Reserve. Then, I gain X boosts, where X "
                "is the number of Plants you control. Then, draw X cards.")
    assert "X is said twice" in e.message
