"""Long commands show progress on stderr when it is a terminal, with the bar simulate and soak show
(cli/progress.py), and print nothing more otherwise: `cards coverage` counts the scenarios it reads,
`import-set` names its four steps. What they print on stdout is the same either way."""
from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from altered.cli.main import main

SMALL_SET = Path(__file__).parent / "data" / "import" / "small-set.json"


class Terminal(io.StringIO):
    """A stderr that says it is a terminal (rich then draws its bar into it)."""

    def isatty(self):
        return True


def _run(monkeypatch, capsys, argv, terminal):
    err = Terminal() if terminal else io.StringIO()
    monkeypatch.setattr(sys, "stderr", err)
    code = main(argv)
    return code, capsys.readouterr().out, err.getvalue()


@pytest.fixture
def few_scenarios(monkeypatch):
    """cards coverage over the first six scenarios only (the whole set takes half a minute)."""
    from altered.simulation import card_coverage
    every = card_coverage.scenario_paths
    monkeypatch.setattr(card_coverage, "scenario_paths", lambda tests_dir: every(tests_dir)[:6])


def test_cards_coverage_counts_the_scenarios_on_a_terminal_only(monkeypatch, capsys, few_scenarios):
    code, out, err = _run(monkeypatch, capsys, ["cards", "coverage", "--set", "tbf"], terminal=True)
    assert code == 0 and "cards coverage" in err and "6/6" in err and "scenarios/s" in err
    assert "distinct texts played by a scenario" in out and "scenarios/s" not in out
    assert _run(monkeypatch, capsys, ["cards", "coverage", "--set", "tbf"], terminal=False) == (0, out, "")
    assert _run(monkeypatch, capsys, ["cards", "coverage", "--set", "tbf", "--quiet"], terminal=True) == (0, out, "")


def test_import_set_names_its_steps_on_a_terminal_only(monkeypatch, capsys, tmp_path):
    code, out, err = _run(monkeypatch, capsys, ["import-set", str(SMALL_SET), "--out", str(tmp_path / "a")], True)
    for step in ("converting the records", "reading the texts", "compiling the texts read",
                 "loading the decks with the cards", "4/4"):
        assert step in err
    assert "texts not read yet" in out and "4/4" not in out             # the set holds one unread text: exit 1
    again, out2, err2 = _run(monkeypatch, capsys, ["import-set", str(SMALL_SET), "--out", str(tmp_path / "b")], False)
    assert (again, err2) == (code, "") and out2 == out.replace(str(tmp_path / "a"), str(tmp_path / "b"))


def test_what_import_set_said_before_an_error_is_still_printed(monkeypatch, capsys, tmp_path):
    from altered.tools.sets import newwords
    from altered.loading.errors import DesignError

    def unreadable(book, folder, others=()):
        raise DesignError("a folder that cannot be read", str(folder))
    monkeypatch.setattr(newwords, "read_set", unreadable)
    code, out, err = _run(monkeypatch, capsys, ["import-set", str(SMALL_SET), "--out", str(tmp_path / "a")], True)
    assert code == 1 and out.startswith(f"{SMALL_SET}: 3 records") and "3 cards written" in out
    assert "a folder that cannot be read" in err
