"""Every distinct ability text of the bundled sets is played by a scenario that checks what it demands
(``altered cards coverage``).

* the scenario tables of tests/scenarios/texts/ pass (each row a short scenario: a board, an action, an
  expectation; see altered.simulation.scenario_table);
* a scenario's ``covers:`` names cards it uses (checked when it runs, by every scenario test);
* every text of the bundled sets (cards_dsl/btg, tbf, wfm) is covered by a scenario, except those listed in
  tests/data/cards-not-yet-covered.txt: a text without a scenario that is not listed fails, and so does a
  listed text that a scenario now covers (the list only shrinks; ``altered cards coverage --missing``).
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from altered.simulation.card_coverage import coverage
from altered.simulation.scenario import Scenario, with_cards

TESTS = Path(__file__).parent
TABLES = sorted((TESTS / "scenarios" / "texts").glob("*.yaml"))
NOT_YET = TESTS / "data" / "cards-not-yet-covered.txt"


@pytest.mark.parametrize("path", TABLES, ids=[p.stem for p in TABLES])
def test_text_table(path):
    outcome = Scenario(path, with_cards(())).run()
    assert outcome.passed, "\n".join(outcome.problems)


def line(key) -> str:
    s, text, support = key
    return f"{s}\t{'support' if support else 'main'}\t{' '.join(text.split())}"


@pytest.fixture(scope="module")
def found():
    return coverage(TESTS)


def test_every_text_has_a_scenario_or_is_listed_as_not_yet(found):
    listed = {x for x in NOT_YET.read_text(encoding="utf-8").splitlines() if x.strip() and not x.startswith("#")}
    missing = {line(k) for k, files in found.items() if not files}
    assert not missing - listed, "texts no scenario plays (add a scenario with covers:):\n" + \
        "\n".join(sorted(missing - listed))
    assert not listed - missing, f"texts now covered: remove them from {NOT_YET.name}:\n" + \
        "\n".join(sorted(listed - missing))


def test_covers_must_name_a_card_the_scenario_uses(tmp_path):
    """A scenario cannot claim a text it does not play: covers: names a card absent from its board."""
    path = tmp_path / "s.yaml"
    path.write_text("scenario: x\nrule: 7.1.1\ncovers: [Chiron]\nphase: Afternoon\n"
                    "players: {1: {Expedition: {hero: [Kappa]}}}\nrun: []\n"
                    "expect: [{player: 1, card: Kappa, zone: Expedition}]\n", encoding="utf-8")
    from altered.loading.errors import DesignError
    with pytest.raises(DesignError, match="covers 'Chiron'.*does not use"):
        Scenario(path, with_cards(())).run()


def test_the_command_line_lists_texts_and_percentages():
    out = subprocess.run([sys.executable, "-m", "altered", "cards", "coverage", "--set", "tbf", "--missing"],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines()[-1].startswith("tbf: ") and "distinct texts played by a scenario" in out.stdout
    bad = subprocess.run([sys.executable, "-m", "altered", "cards", "coverage", "--set", "xyz"],
                         capture_output=True, text=True)
    assert bad.returncode == 1 and "--set" in bad.stderr
