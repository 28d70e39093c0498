"""Safe by default: a shared log, scenario, roster or deck makes the engine read only where the user
points, nothing is overwritten or lost, and no input crashes, hangs or eats the machine. Each test
reproduces a probe: the hostile file is written to a temporary folder and the command is run on it."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from altered.cli.main import main


def run(capsys, argv):
    code = main([str(a) for a in argv])
    got = capsys.readouterr()
    return code, got.out, got.err.strip()


@pytest.fixture(scope="module")
def log_lines(tmp_path_factory):
    """A short game's log, as lines (the header first)."""
    path = tmp_path_factory.mktemp("log") / "game.jsonl"
    assert main(["play", "--seed", "3", "--log", str(path)]) == 0
    return path.read_text(encoding="utf-8").splitlines()


def write_log(folder: Path, lines, name="game.jsonl", **header) -> Path:
    head = json.loads(lines[0])
    head.update(header)
    path = folder / name
    path.write_text("\n".join([json.dumps(head), *lines[1:]]) + "\n", encoding="utf-8")
    return path


# -- 1. files are read only where the user points ---------------------------------------------------

@pytest.mark.parametrize("named", ["/etc", "/etc/passwd", "../outside", "/"])
def test_a_log_naming_cards_outside_its_folder_is_refused(capsys, tmp_path, log_lines, named):
    (tmp_path / "outside").mkdir()
    (tmp_path / "outside" / "secret.yaml").write_text("password: hunter2\n", encoding="utf-8")
    (tmp_path / "logs").mkdir()
    log = write_log(tmp_path / "logs", log_lines, cards=[named])
    code, out, err = run(capsys, ["replay", log])
    assert code == 1 and "ok" not in out
    assert err == f"{log}:1:1: the card file or folder {named!r} is outside this file's folder and the " \
                  "bundled data; to read it, name its folder on the command line with --allow-path DIR"
    assert "root:" not in err and "hunter2" not in err


def test_allow_path_lets_a_log_read_a_folder_the_command_line_names(capsys, tmp_path, log_lines):
    cards = tmp_path / "cards"
    cards.mkdir()
    (tmp_path / "logs").mkdir()
    log = write_log(tmp_path / "logs", log_lines, cards=[str(cards)])
    assert run(capsys, ["replay", log])[0] == 1
    code, out, err = run(capsys, ["replay", "--allow-path", cards, log])
    assert code == 0 and out.startswith(f"{log}: ok"), err


def test_a_symbolic_link_out_of_the_folder_is_refused(capsys, tmp_path, log_lines):
    (tmp_path / "link").symlink_to("/etc")
    log = write_log(tmp_path, log_lines, cards=["link"])
    code, _, err = run(capsys, ["replay", log])
    assert code == 1 and "'link' is outside this file's folder" in err


def test_a_scenario_and_a_roster_may_not_name_files_outside_their_folder(capsys, tmp_path):
    scenario = tmp_path / "s.yaml"
    bundled = (Path(__file__).parent / "scenarios" / "rest-fleeting.yaml").read_text(encoding="utf-8")
    scenario.write_text("cards: [/etc/passwd]\n" + bundled, encoding="utf-8")
    code, out, _ = run(capsys, ["scenario", scenario])
    assert code == 1 and f"{scenario}:1:9: the card file '/etc/passwd' is outside this file's folder" in out
    assert "root:" not in out
    roster = tmp_path / "roster.yaml"
    roster.write_text("- ../../../../etc/passwd\n- muna\n", encoding="utf-8")
    code, _, err = run(capsys, ["simulate", "--games", "1", "--roster", roster])
    assert code == 1 and err.startswith(f"{roster}:1:3: the deck file '../../../../etc/passwd' is outside")


@pytest.mark.parametrize("special", ["fifo", "/dev/zero"])
@pytest.mark.parametrize("command", [["replay"], ["check", "--cards"], ["deck", "check"], ["scenario"]])
def test_a_fifo_or_a_device_is_refused_without_reading(capsys, tmp_path, special, command):
    path = tmp_path / "f.yaml"
    if special == "fifo":
        os.mkfifo(path)                      # opening it to read would block until a writer came
    else:
        path = Path(special)
    code, out, err = run(capsys, [*command, path])
    assert code == 1
    assert f"{path}: " in out + err and "not a regular file (a pipe, a device or a socket); give a file" in out + err


def test_a_file_over_the_size_limit_is_refused(capsys, tmp_path, monkeypatch):
    from altered.loading import yamlio
    monkeypatch.setattr(yamlio, "MAX_BYTES", 1024 * 1024)
    path = tmp_path / "big.yaml"
    path.write_text(("# " + "x" * 80 + "\n") * (1024 * 1024 // 80), encoding="utf-8")
    code, _, err = run(capsys, ["check", "--cards", path])
    assert code == 1 and err == f"{path}: larger than 1 MB: too large to be read"


@pytest.mark.parametrize("key, value, expected", [
    ("max_days", "x", "the header's max_days should be a whole number of days, at least 1"),
    ("seed", [1, 2], "the header's seed should be a whole number"),
    ("agent", 5, "the header's agent should be an agent's name"),
    ("decks", [{"name": 1}], "the header's decks should be a list of the decks of two or more players"),
    ("variants", [{"name": 3}], "the header's variants should be a list of {\"name\": ...}"),
])
def test_wrong_value_types_in_a_log_header(capsys, tmp_path, log_lines, key, value, expected):
    log = write_log(tmp_path, log_lines, **{key: value})
    code, _, err = run(capsys, ["replay", log])
    column = log.read_text(encoding="utf-8").split("\n")[0].find(f'"{key}"') + 1
    assert code == 1 and err.startswith(f"{log}:1:{column}: {expected}"), err


def test_deeply_nested_json_in_a_log_line(capsys, tmp_path, log_lines):
    log = tmp_path / "deep.jsonl"
    log.write_text(log_lines[0] + "\n" + "[" * 100_000 + "]" * 100_000 + "\n", encoding="utf-8")
    code, _, err = run(capsys, ["replay", log])
    assert code == 1 and err == f"{log}:2:1: nested too deeply to be an event", err
