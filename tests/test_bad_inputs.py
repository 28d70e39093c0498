"""Every input is untrusted: each bad file or command-line value in tests/data/bad_inputs/ gives one
located line naming the file and exit status 1, never a traceback or an `internal error`."""
from __future__ import annotations

from pathlib import Path

import pytest

from altered.cli.main import main
from altered.loading.errors import DesignError

HERE = Path(__file__).parent / "data" / "bad_inputs"

# file -> the message after "FILE:" (line and column included where there is one)
EXPECTED = {
    "alias-bomb.yaml": "6:4: its aliases expand to more than 200,000 values (an alias bomb?)",
    "tab.yaml": "2:1: a tab character: YAML indents with spaces only",
    "latin1.yaml": "1:28: not UTF-8 text (byte 0xe9); save the file as UTF-8",
    "binary.yaml": " a binary file, not text",
    "empty.yaml": "1:1: the file is empty (expected a YAML mapping)",
    "comments-only.yaml": "1:1: the file is empty (expected a YAML mapping)",
    "long-line.yaml": "3:10001: line 3 is 20,002 characters long (at most 10,000)",
    "duplicate-key.yaml": "3:1: duplicate key 'set' (first given on line 1)",
    "unclosed.yaml": "2:6: YAML syntax:",
    "list.yaml": "1:1: ['just', 'a list'] is not of type 'object'",
    # where PyYAML (6.0.4 and later) stops, or with no place when Python's recursion limit stops it first
    "nested-too-deeply.yaml": ("1:1005: nested too deeply", " nested too deeply"),
}


def run(capsys, argv, out=False):
    code = main(argv)
    got = capsys.readouterr()
    return code, (got.out + got.err if out else got.err).strip()


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_bad_card_file(capsys, name):
    path = HERE / name
    code, err = run(capsys, ["check", "--cards", str(path)])
    assert code == 1
    assert len(err.splitlines()) == 1, err
    expected = EXPECTED[name] if isinstance(EXPECTED[name], tuple) else (EXPECTED[name],)
    assert any(err.startswith(f"{path}:{e}") for e in expected), err
    assert "internal error" not in err


def test_an_alias_bomb_is_refused_before_any_value_is_built(monkeypatch):
    # counted, not timed: the check reads the parsed nodes, and nothing is constructed from them
    from altered.loading import yamlio

    def construct(*args):
        raise AssertionError("a value was built from the alias bomb")
    monkeypatch.setattr(yamlio, "_construct", construct)
    with pytest.raises(DesignError, match="aliases expand to more than"):
        yamlio.load_file(HERE / "alias-bomb.yaml")


@pytest.mark.parametrize("name", ["alias-bomb.yaml", "tab.yaml", "binary.yaml", "empty.yaml"])
def test_bad_variant_deck_and_scenario_files(capsys, name):
    path = HERE / name
    for argv in (["play", "--variant", str(path)], ["play", "--deck1", str(path)], ["scenario", str(path)],
                 ["check", str(path)]):
        code, err = run(capsys, argv, out=argv[0] == "scenario")     # a scenario's mistake is its FAIL line
        assert str(path) in err and "internal error" not in err and "Traceback" not in err, (argv, err)
        assert code == 1, (argv, err)


def test_missing_file_and_folder_given_as_file(capsys, tmp_path):
    for argv, message in ((["check", "--cards", str(tmp_path / "nope.yaml")], "no such card file or folder"),
                          (["play", "--variant", str(tmp_path)], "is a folder, not a file"),
                          (["play", "--deck1", str(tmp_path)], "is a folder, not a file"),
                          (["play", "--deck1", str(tmp_path / "nope.yaml")], "no such file")):
        code, err = run(capsys, argv)
        assert code == 1 and message in err and len(err.splitlines()) == 1, (argv, err)


def test_explain_without_text(capsys):
    code, err = run(capsys, ["explain"])
    assert code == 1 and "give an ability text to explain" in err


def test_log_to_a_missing_folder_is_refused_before_playing(capsys):
    code, err = run(capsys, ["play", "--log", "/no/such/dir/x.jsonl"])
    out = capsys.readouterr().out
    assert code == 1 and err == "/no/such/dir/x.jsonl: no folder '/no/such/dir' to write this file in"
    assert "Day" not in out                           # no game was played


def test_scenario_folder_runs_its_scenarios(capsys, tmp_path):
    assert main(["scenario", str(Path(__file__).parent / "scenarios" / "golden")]) == 0
    assert "passed, 0 failed" in capsys.readouterr().out
    code, err = run(capsys, ["scenario", str(tmp_path)])
    assert code == 1 and err == f"{tmp_path}: no scenario files (*.yaml) in this folder"


def test_a_bad_command_line_value_is_one_line_and_status_1(capsys):
    with pytest.raises(SystemExit) as e:
        main(["play", "--seed", "x"])
    assert e.value.code == 1
    assert capsys.readouterr().err == "altered play: argument --seed: invalid int value: 'x' (see altered play --help)\n"


@pytest.mark.parametrize("old, new, message", [
    ("phase: Night", "phase: Nite", "2:8: unknown phase 'Nite' (known: Morning, Noon, Afternoon, Dusk, Night); "
                                    "did you mean 'Night'?"),
    ("effect: Rest", "effect: Rst", "8:5: unknown daily effect 'Rst' (known: "),
    ("zone: Reserve", "zone: Reservee", "10:23: unknown zone 'Reservee' (known: "),
    ("statuses: [Anchored]", "statuses: [Anchord]", "11:50: unknown status 'Anchord' (known: "),
])
def test_a_scenario_names_what_it_does_not_know(capsys, tmp_path, old, new, message):
    text = ("scenario: a Character goes to Reserve at Rest (4.2.5.b)\nphase: Night\nplayers:\n  1:\n"
            "    Expedition:\n      hero: [Foundry Armorer]\nrun:\n  - effect: Rest\nexpect:\n"
            "  - {player: 1, zone: Reserve, cards: [Foundry Armorer]}\n"
            "  - {player: 1, card: Foundry Armorer, statuses: [Anchored]}\n")
    path = tmp_path / "s.yaml"
    path.write_text(text.replace(old, new))
    code, out = run(capsys, ["scenario", str(path)], out=True)
    assert code == 1 and f"{path}:{message}" in out, out


def test_import_set_of_a_bad_file(capsys, tmp_path):
    for path, message in ((HERE / "binary.yaml", "a binary file, not text"),
                          (HERE / "latin1.yaml", "1:28: not UTF-8 text"), (tmp_path, "is a folder, not a file")):
        code, err = run(capsys, ["import-set", str(path), "--out", str(tmp_path / "out")])
        assert code == 1 and err.startswith(f"{path}") and message in err and "internal" not in err, err


@pytest.mark.parametrize("argv, message", [
    (["play", "--variant", ""], "<command line>: an empty variant name; give a variant's name or file"),
    (["check", "--cards", ""], "<command line>: an empty card file or folder name"),
    (["scenario", ""], "<command line>: an empty scenario file or folder name"),
    (["play", "--log", ""], "<command line>: an empty file name to write"),
])
def test_an_empty_name_on_the_command_line(capsys, argv, message):
    code, err = run(capsys, argv)
    assert (code, err) == (1, message)
