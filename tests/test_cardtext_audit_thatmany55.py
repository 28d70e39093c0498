"""Audit S1 (outside) §2 W1 (issue 31): "that many" after a step on targets counted every target chosen, not those
the step changed, when the sentence holding it chose a target of its own ("Target Character gains that many boosts",
"Target opponent draws that many cards") or stood in a condition's branch ("If you don't, draw that many cards",
"If one of them is [[Boosted]], draw that many cards").

The decision (2.4.1.f, 7.3.16.b: an exhausted object can't be exhausted; 7.3.4.a: [Augment] needs a counter; 1.4.1.c:
an impossible effect is not performed): "that many" after a step that may leave a chosen target unchanged counts the
targets it changed, as it already did in a plain sentence right after ("Draw that many cards."). One rule now,
wherever "that many" stands (past a later target's choice, in a condition's branches): since issue 31 (session 56)
what the step changed is recorded as it runs (effects/changes.py) and "that many" reads that record,
``{count: {changed: target}}``, the choice naming nothing more. A state asked of the targets ("If they have no
boosts") is still of those chosen (``{count: {var: target}}``).

Bundled readings: unchanged. Played: tests/scenarios/rules/s55/*-thatmany-*.yaml on tests/data/s55-thatmany/ (trimmed
from the auditor's w1-count-bolt, w1-foe-gift, w1-dont-count, w1-boost-count): each fails on int55, passes after.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from readings import dicts, effect_in, nested, scenarios_play

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios" / "rules" / "s55"
EDITIONS = [None, "5.0"]

# texts whose "that many" counts the targets the step changed (the auditor's W1 list, trimmed, and neighbours)
COUNTS_CHANGED = [
    "Exhaust up to two target Characters. Target Character gains that many boosts.",
    "Exhaust up to two target Characters. Up to two target Characters gain that many boosts.",
    "Exhaust up to two target Characters. Target opponent draws that many cards.",
    "{J} Exhaust up to two target Characters. Target player draws that many cards.",
    "Exhaust target Character. Target Character gains that many boosts.",
    "Ready up to two target Characters. Target Character gains that many boosts.",
    "[Augment] up to two target Characters. Target Character gains that many boosts.",
    "{J} Exhaust up to two target Characters, then target Character gains that many boosts.",
    "{J} Exhaust up to two target Characters and target Character gains that many boosts.",
    "Exhaust any number of target Characters an opponent controls. Target Character you control gains that many "
    "boosts.",
    "Exhaust up to two target Characters. If you don't, draw that many cards.",
    "Exhaust up to two target Characters. If one of them is [[Boosted]], draw that many cards.",
    "Exhaust up to two target Characters. If one of them is [[Boosted]], target Character gains that many boosts.",
    "Exhaust up to three target Characters. If you do, target Character gains that many boosts.",
    "Exhaust up to two target Characters. Draw that many cards.",                             # control: as before
]


def _counted(steps, key: str = "var") -> list:
    """The names every ``{count: {<key>}}`` of the program counts (``var``: those bound; ``changed``: those of them
    the step on them changed)."""
    return [d["count"][key] for d in dicts(steps)
            if set(d) == {"count"} and isinstance(d["count"], dict) and set(d["count"]) == {key}]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", COUNTS_CHANGED)
def test_that_many_counts_the_targets_changed_wherever_it_stands(text, edition):
    """2.4.1.f, 7.3.16.b, 7.3.4.a, 1.4.1.c: "that many" counts those of the targets the step changed
    (``{count: {changed: target}}``, recorded as it runs), never the targets."""
    steps = effect_in(text, edition)
    [first] = [c for c in nested(steps, "choose") if c.get("as") == "target"]
    assert "able" not in first and "able_as" not in first
    assert "target" in _counted(steps, "changed"), json.dumps(steps)
    assert "target" not in _counted(steps), json.dumps(steps)


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_state_asked_of_the_targets_is_of_those_chosen(edition):
    """"If they have no boosts": a state of the targets chosen (7.2.4.a), not a count of what the step did."""
    steps = effect_in("Exhaust up to two target Characters. If they have no boosts, draw a card.", edition)
    assert "target" in _counted(steps) and not _counted(steps, "changed")


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_scenarios_play_right(edition):
    scenarios_play(SCENARIOS, "*-thatmany-*.yaml", ["6.5.f-thatmany-if-you-dont-counts-exhausted",
                                                    "7.3.16.b-thatmany-condition-branch-counts-exhausted",
                                                    "7.3.16.b-thatmany-opponent-draws-counts-exhausted",
                                                    "7.3.16.b-thatmany-target-gains-counts-exhausted"], edition)
