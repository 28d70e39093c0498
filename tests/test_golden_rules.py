"""The golden rules (1.4), passive abilities (2.3), checking reactions (4.4) and costs, effects and
events (6) of the Comprehensive Rules v3.0, with timestamps (2.2.15) and cost alterations (5.1.2.e),
each played out as a scenario under tests/scenarios/golden/.

* every scenario there passes;
* every one under tests/scenarios/golden/known-bugs/ is a rule the engine plays differently today: an
  expected failure (strict: once the engine is fixed it passes, and this test asks to move it up);
* every numbered rule of those sections, read from the v3.0 text, is cited by the ``rule:`` of at least
  one scenario (a scenario may cite several, comma-separated), or listed in UNTESTABLE with the reason.

Some scenarios use test-only cards (tests/data/golden/cards.yaml, set GLD) for abilities no Beyond the
Gates card prints: this module loads them next to cards_dsl/ (``altered scenario`` alone does not know
them); a scenario names any other cards file it needs in ``cards:``. A scenario may also name a test-only rules overlay of tests/data/golden/ in ``variants:``.
"""
from __future__ import annotations

import contextlib
import re
from functools import lru_cache
from pathlib import Path

import pytest

from altered.loading.cards.catalog import load_catalog
from altered.loading.errors import DesignError
from altered.loading.paths import CARDS_DIR, ROOT
from altered.loading.rules.coverage import rule_ids
from altered.simulation.scenario import Scenario
from altered.loading.yamlio import load_file

TESTS = Path(__file__).parent
HERE = TESTS / "scenarios" / "golden"
FILES = sorted(HERE.glob("*.yaml"))
BUGS = sorted((HERE / "known-bugs").glob("*.yaml"))
TEST_CARDS = TESTS / "data" / "golden" / "cards.yaml"

# The sections whose every numbered rule needs a scenario, and single rules the issue adds.
SECTIONS = ("1.4.", "2.3.", "4.4.", "6.")
EXTRA_RULES = ("2.2.15.a", "2.2.15.b", "2.2.15.c", "2.2.15.d", "5.1.2.e")

# Rules judged untestable, with the reason.
UNTESTABLE: dict[str, str] = {}

# Scenarios whose events must come in this order (what the expectations of a scenario cannot say):
# stem -> [(event kind, {field: value}), ...], matched in order over the event log.
ORDER = {
    # 4.4.a: reactions are checked after a turn effect, before the next turn
    "4.4.a-reactions-after-a-turn-effect": [("create", {"obj": "Ordis Recruit"}), ("play", {"player": 1})],
    # 4.4.b-c: the first player plays all their reactions, a new one included, before player 2 plays theirs
    "4.4.c-the-initiative-player-plays-all-theirs-first": [
        ("resolve", {"player": 0}), ("create", {"obj": "Ordis Recruit"}),
        ("resolve", {"player": 0}), ("counters", {"obj": "Ordis Recruit"}), ("resolve", {"player": 1})],
    # 2.2.15.d: the first player (player 2 here) orders their objects' timestamps first
    "2.2.15.d-rest-arrivals-order-chosen": [("choice", {"about": "timestamp", "player": 1}),
                                            ("choice", {"about": "timestamp", "player": 0})],
    # 6.1.h, 1.4.5.a: Anubis's controller (player 1, not the first player) chooses first, then player 2
    "6.1.h-each-player-sacrifices-in-initiative-order": [("choice", {"player": 0, "chose": "Ordis Trooper"}),
                                                         ("choice", {"player": 1, "chose": "Lyra Navigator"})],
}


@lru_cache(maxsize=None)
def catalog():
    return load_catalog([CARDS_DIR, TEST_CARDS])


def run(path):
    with contextlib.chdir(ROOT):           # variant overlays are named from the repository's root
        try:
            scenario = Scenario(path, catalog())
            outcome = scenario.run()
        except DesignError as e:
            raise AssertionError(str(e)) from e
    return scenario, outcome


def cited(path) -> list[str]:
    return re.findall(r"\d+(?:\.\d+)+\.[a-z]\b|\d+\.\d+\.\d+\.[a-z]", str(load_file(path).get("rule", "")))


def lettered_rules() -> list[str]:
    """The numbered rules (1.4.1.a, 4.4.b, ...) of the v3.0 text, in its order: the ids of
    rules_yaml/coverage/ids-3.0.txt that end with a letter (remarks and examples are not numbered)."""
    return [r for r in rule_ids("3.0") if re.search(r"\.[a-z]$", r)]


def required_rules() -> list[str]:
    rules = [r for r in lettered_rules() if r.startswith(SECTIONS)]
    return rules + [r for r in EXTRA_RULES if r not in rules]


def _in_order(events, wanted):
    i = 0
    for e in events:
        kind, fields = wanted[i]
        if e["e"] == kind and all(str(e.get(k)) == str(v) for k, v in fields.items()):
            i += 1
            if i == len(wanted):
                return None
    return f"{wanted[i]} not found in that order (after {wanted[:i]})"


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden_rule(path):
    scenario, outcome = run(path)
    assert outcome.passed, "\n".join(outcome.problems)
    if path.stem in ORDER:
        problem = _in_order(scenario.game.events, ORDER[path.stem])
        assert problem is None, problem


@pytest.mark.xfail(strict=True, reason="the engine plays this rule differently (a known bug)")
@pytest.mark.parametrize("path", BUGS, ids=[p.stem for p in BUGS])
def test_known_bug(path):
    _, outcome = run(path)
    assert outcome.passed, "\n".join(outcome.problems)


def test_every_rule_has_a_scenario_or_a_reason():
    required = required_rules()
    covered = {r for p in FILES + BUGS for r in cited(p)}
    missing = [r for r in required if r not in covered and r not in UNTESTABLE]
    assert not missing, f"rules with neither a scenario nor a reason: {missing}"
    both = sorted(set(UNTESTABLE) & covered)
    assert not both, f"listed as untestable but a scenario cites them: {both}"


def test_each_scenario_cites_rules_of_the_text():
    known = set(lettered_rules())
    for path in FILES + BUGS:
        rules = cited(path)
        assert rules, f"{path.name}: no rule cited"
        unknown = [r for r in rules if r not in known]
        assert not unknown, f"{path.name}: no such rule in the v3.0 text: {unknown}"


def test_known_bugs_say_what_the_engine_does():
    for path in BUGS:
        assert "ENGINE:" in load_file(path).get("note", ""), f"{path.name}: the note says what the engine does (ENGINE: ...)"


def test_the_rule_numbers_are_the_lettered_ids_of_the_text():
    rules = lettered_rules()
    assert {"1.4.1.a", "4.4.b", "6.1.a"} <= set(rules) and not {"1.4", "1.4.1", "6.1"} & set(rules)
    assert rules.index("1.4.1.a") < rules.index("4.4.b") < rules.index("6.1.a")
