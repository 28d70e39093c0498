"""A status an object has while it has a counter (issue: every reading checked against its meaning; an
outside audit of invented texts).

2.4.4.b (v5.0 2.4.5.b): an object is Boosted while it has a boost counter; it never gains or loses Boosted
directly. "Target Character gains [[Boosted]]" once gave a status that the next counter check ignored, and
"When a Character gains [[Boosted]]" waited for an event that never comes: both are refused now.
"""
from __future__ import annotations

import pytest

from altered.effects.abilities import compile_program
from altered.cardtext.api import parse_abilities
from altered.tools.explain import explain
from altered.loading.errors import DesignError


@pytest.mark.editions("3.0", "5.0")
@pytest.mark.parametrize("text", [
    "{H} Target Character gains [[Boosted]].",
    "{J} I lose [[Boosted]].",
    "{R} Characters you control gain [[Boosted]].",
    "When a Character you control gains [[Boosted]] — Draw a card.",
])
def test_a_status_had_from_a_counter_is_never_gained_or_lost(text, book):
    with pytest.raises(DesignError) as e:
        explain(text, book=book)
    assert "never gained directly" in e.value.message or "never lost directly" in e.value.message
    assert "boost counter" in e.value.message and (e.value.line, e.value.column) == (1, 1)


@pytest.mark.editions("5.0")
@pytest.mark.parametrize("text", [
    "{H} Target Character gains [[Asleep]].",
    "When I gain [[Asleep]] — Draw a card.",
    "{J} If I'm [[Boosted]], draw a card.",
])
def test_other_statuses_and_asking_for_boosted_still_run(text, book):
    assert not compile_program(book, parse_abilities(text)).unsupported


@pytest.mark.editions("3.0", "5.0")
@pytest.mark.parametrize("text", [
    "Characters you control have [[Anchored]].",
    "I have [[Fleeting]].",
])
def test_a_status_had_while_a_passive_lasts_is_refused(text, book):
    """2.4: a status is gained and lost by effects; "Characters you control have [[Anchored]]" was read as a
    passive the engine never applied (nothing in play had the status): refused, saying what to write."""
    with pytest.raises(DesignError) as e:
        explain(text, book=book)
    assert "a status is gained and lost" in e.value.message and "gain [[" in e.value.message


def test_the_cards_a_player_plays_still_have_a_status(book):
    """Of the cards played (5.1.2.i: "Spells you play ... have [[Fleeting]]"), the status is gained as they are
    played: still read."""
    assert not compile_program(book, parse_abilities(
        "Spells you play with Hand Cost {1} or less have [[Fleeting]].")).unsupported
