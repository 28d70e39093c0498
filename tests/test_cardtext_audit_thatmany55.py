"""Audit S1 (outside) §2 W1 (issue 31): "that many" after a step on targets counted every target chosen, not those
the step changed, when the sentence holding it chose a target of its own ("Target Character gains that many boosts",
"Target opponent draws that many cards") or stood in a condition's branch ("If you don't, draw that many cards",
"If one of them is [[Boosted]], draw that many cards").

The decision (2.4.1.f, 7.3.16.b: an exhausted object can't be exhausted; 7.3.4.a: [Augment] needs a counter; 1.4.1.c:
an impossible effect is not performed): "that many" after a step that may leave a chosen target unchanged counts the
targets it changed (``choose`` ``able_as``), as it already did in a plain sentence right after ("Draw that many
cards."). One rule now, wherever "that many" stands (whole_costs ``_asked_of``: past a later target's choice, in a
condition's branches; ``_past_pairs`` no longer skips a step of its own that counts the first choice). A state
asked of the targets ("If they have no boosts") is still of those chosen.

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


def _counted(steps) -> list:
    """The names every ``{count: {var}}`` of the program counts."""
    return [d["count"]["var"] for d in dicts(steps)
            if set(d) == {"count"} and isinstance(d["count"], dict) and set(d["count"]) == {"var"}]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", COUNTS_CHANGED)
def test_that_many_counts_the_targets_changed_wherever_it_stands(text, edition):
    """2.4.1.f, 7.3.16.b, 7.3.4.a, 1.4.1.c: "that many" counts ``able_as`` (those changed), never the targets."""
    steps = effect_in(text, edition)
    [first] = [c for c in nested(steps, "choose") if c.get("as") == "target"]
    changed = first["able_as"]
    assert changed in _counted(steps), json.dumps(steps)
    # a count of "target" is left only in a test of all changed ("If you do": as many changed as chosen)
    tests = json.dumps([s.get("if") for s in steps if isinstance(s, dict)])
    assert _counted(steps).count("target") == tests.count('{"count": {"var": "target"}}'), json.dumps(steps)


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_state_asked_of_the_targets_is_of_those_chosen(edition):
    """"If they have no boosts": a state of the targets chosen (7.2.4.a), not a count of what the step did."""
    steps = effect_in("Exhaust up to two target Characters. If they have no boosts, draw a card.", edition)
    assert "target" in _counted(steps) and not any("able_as" in c for c in nested(steps, "choose"))


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_scenarios_play_right(edition):
    scenarios_play(SCENARIOS, "*-thatmany-*.yaml", ["6.5.f-thatmany-if-you-dont-counts-exhausted",
                                                    "7.3.16.b-thatmany-condition-branch-counts-exhausted",
                                                    "7.3.16.b-thatmany-opponent-draws-counts-exhausted",
                                                    "7.3.16.b-thatmany-target-gains-counts-exhausted"], edition)
