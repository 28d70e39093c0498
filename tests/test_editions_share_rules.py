"""The v3.0 scenarios under the 5.0 edition: a v5.0 rule that restates a v3.0 rule
(rules_yaml/coverage/equivalents-5.0.yaml) is covered by the v3.0 scenarios of that rule, since they
also pass under the 5.0 rules here. A scenario whose outcome the 5.0 edition changes says so
(``differs_in: {"5.0": why}``), and must then fail under 5.0, so the mark can't go stale."""
from __future__ import annotations

from pathlib import Path

import pytest

from altered.loading import yamlio
from altered.loading.rules.coverage import shared_scenarios
from altered.simulation.scenario import run_files

TESTS = Path(__file__).parent
EDITION = "5.0"
SHARED = shared_scenarios(TESTS, EDITION)
DIFFERING = [p for p in sorted((TESTS / "scenarios").rglob("*.yaml"))
             if "known-bugs" not in p.parts and EDITION in ((yamlio.load_file(p) or {}).get("differs_in") or {})]


def test_most_scenarios_are_shared():
    assert len(SHARED) > 450 and len(DIFFERING) < 25     # 16 of them: victory at Night (v5.0 4.2.5.a)


@pytest.mark.parametrize("path", SHARED, ids=[str(p.relative_to(TESTS / "scenarios")) for p in SHARED])
def test_a_v3_scenario_holds_under_5_0(path):
    [outcome] = run_files([path], edition=EDITION)
    assert outcome.passed, "\n".join(outcome.problems)


@pytest.mark.parametrize("path", DIFFERING, ids=[str(p.relative_to(TESTS / "scenarios")) for p in DIFFERING])
def test_a_scenario_marked_as_differing_does_differ_under_5_0(path):
    [outcome] = run_files([path], edition=EDITION)
    assert not outcome.passed, f"{path} passes under {EDITION}: remove its differs_in mark"
