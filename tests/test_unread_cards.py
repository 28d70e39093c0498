"""Nothing silent: a card whose text does not read is refused before any game (its file, line and column,
exit 1) by play, simulate, compare, bench and scenario, unless --allow-unread is given; then it is named
once on stderr and plays without its abilities. ``altered check`` lists every such text."""
from __future__ import annotations

from pathlib import Path

import pytest

from altered.cli.main import main

BAD = str(Path(__file__).parent / "data" / "unread" / "bad-cards.yaml")
WHERE = "bad-cards.yaml:17:16: unexpected 'Befuddle'"


@pytest.mark.parametrize("argv", [
    ["play", "--seed", "1"],
    ["simulate", "--games", "2", "--jobs", "1"],
    ["compare", "standard", "draw-three", "--games", "2", "--jobs", "1"],
    ["bench", "--games", "2", "--jobs", "1"],
])
def test_a_card_that_does_not_read_stops_the_command(argv, capsys):
    assert main(argv + ["--cards", BAD]) == 1
    err = capsys.readouterr().err
    assert WHERE in err and "--allow-unread" in err


def test_allow_unread_names_the_card_once_and_plays(capsys):
    assert main(["play", "--seed", "1", "--cards", BAD, "--allow-unread"]) == 0
    captured = capsys.readouterr()
    assert captured.err.count(WHERE) == 1 and "plays without its abilities" in captured.err
    assert "Winner" in captured.out or "tie" in captured.out.lower()


def test_a_scenario_with_such_a_card_fails(tmp_path, capsys):
    scenario = tmp_path / "s.yaml"
    scenario.write_text("scenario: a card that does not read\nphase: Afternoon\nplayers:\n  1:\n"
                        "    Hand: [Muddled Scribe]\nrun:\n  - effect: Rest\n"
                        "expect:\n  - {player: 1, zone: Hand, cards: [Muddled Scribe]}\n", encoding="utf-8")
    assert main(["scenario", str(scenario), "--cards", BAD]) == 1
    assert WHERE in capsys.readouterr().out
    assert main(["scenario", str(scenario), "--cards", BAD, "--allow-unread"]) == 0


def test_check_lists_it(capsys):
    assert main(["check", "--cards", BAD]) == 1
    assert WHERE in capsys.readouterr().err
