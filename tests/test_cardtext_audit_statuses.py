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
