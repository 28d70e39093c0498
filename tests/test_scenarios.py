"""Every scenario under tests/scenarios/ passes, and the scenario runner reports what it should."""
from __future__ import annotations

from pathlib import Path

import pytest

from altered.cli.main import main
from altered.simulation.scenario import run_files

HERE = Path(__file__).parent / "scenarios"
FILES = sorted(HERE.glob("*.yaml"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path):
    [outcome] = run_files([path])
    assert outcome.passed, "\n".join(outcome.problems)


def _write(tmp_path, text):
    path = tmp_path / "s.yaml"
    path.write_text(text)
    return path


def test_a_wrong_expectation_fails_with_its_line(tmp_path, capsys):
    path = _write(tmp_path, """\
scenario: wrong on purpose
phase: Night
players:
  1:
    Expedition: {hero: [Foundry Armorer]}
run:
  - effect: Rest
expect:
  - {player: 1, zone: Discard, cards: [Foundry Armorer]}
""")
    assert main(["scenario", str(path)]) == 1
    out = capsys.readouterr().out
    assert "FAIL wrong on purpose" in out
    assert f"{path}:9:5: expected player 1 Discard to hold ['Foundry Armorer'], got []" in out


def test_an_unforeseen_choice_names_the_choice_and_its_options(tmp_path):
    path = _write(tmp_path, """\
scenario: clean-up needs a choice
phase: Night
players:
  1:
    Reserve: [Foundry Armorer, Foundry Mechanic, Axiom Salvager]
run:
  - effect: Clean-up
expect:
  - {player: 1, zone: Reserve, cards: [Foundry Armorer, Foundry Mechanic]}
""")
    [outcome] = run_files([path])
    assert not outcome.passed
    assert "unforeseen choice for player 1" in outcome.problems[0]
    assert "Axiom Salvager" in outcome.problems[0]


def test_scripted_choices_drive_the_game(tmp_path):
    path = _write(tmp_path, """\
scenario: clean-up keeps what the script says (4.2.5.c, 2 without a Hero, 4.2.5.d)
rule: 4.2.5.d
phase: Night
players:
  1:
    Reserve: [Foundry Armorer, Foundry Mechanic, Axiom Salvager]
choices:
  - {player: 1, pick: [Axiom Salvager, Foundry Mechanic]}
run:
  - effect: Clean-up
expect:
  - {player: 1, zone: Reserve, cards: [Axiom Salvager, Foundry Mechanic]}
  - {player: 1, zone: Discard, cards: [Foundry Armorer]}
""")
    [outcome] = run_files([path])
    assert outcome.passed, outcome.problems


def test_a_mistake_in_a_scenario_file_names_file_line_and_column(tmp_path, capsys):
    path = _write(tmp_path, """\
scenario: misspelt zone
players:
  1:
    Reserv: [Foundry Armorer]
expect:
  - {winner: 1}
""")
    assert main(["scenario", str(path)]) == 1
    assert f"{path}:4:13: unknown zone 'Reserv'" in capsys.readouterr().out


def _every_scenario() -> dict[str, list[str]]:
    """The project's scenarios by the folder they are in (the files of tests/scenarios itself under '.')."""
    found: dict[str, list[str]] = {}
    for path in sorted(HERE.rglob("*.yaml")):
        if "known-bugs" not in path.parts:
            found.setdefault(path.relative_to(HERE).parts[0] if path.parent != HERE else ".", []).append(str(path))
    return found


EVERY = _every_scenario()


def test_every_project_scenario_is_played_below():
    assert sum(map(len, EVERY.values())) > 1000 and {"rules", "v5", "cards", "rulings"} <= set(EVERY)


@pytest.mark.parametrize("folder", sorted(EVERY))
def test_altered_scenario_passes_over_every_project_scenario(folder, capsys):
    """The check the issue names: `altered scenario` over all the project's scenarios, from any folder (a run
    per folder of them, so that the test runner's workers share them)."""
    files = EVERY[folder]
    assert main(["scenario", *files]) == 0
    assert f"{len(files)} passed, 0 failed" in capsys.readouterr().out
