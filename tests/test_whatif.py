"""What-ifs from the command line: ``--set PATH=VALUE`` is a one-line variant (the same checks and did-you-mean
as a variant file), ``altered sweep`` plays the same seeds under each value of a path, and ``altered check``
reads a variant file as a variant."""
from __future__ import annotations

import json

import pytest

from altered.cli.main import main
from altered.rulebook import load_rulebook
from altered.loading.rules.variants import set_variant

DRAW = "day.phases.Morning.effects.Draw.count"       # 4.2.1.d: each player draws two cards in the Morning


def _run(argv, capsys):
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_a_set_changes_the_rules_as_the_variant_file_that_says_the_same(capsys):
    # rules_yaml/variants/draw-three.yaml is `set: {day.phases.Morning.effects.Draw.count: 3}` (4.2.1.d)
    by_file = load_rulebook(variants=("draw-three",)).docs
    by_option = load_rulebook(variants=(set_variant(f"{DRAW}=3"),)).docs
    assert by_option["day"] == by_file["day"]
    assert by_option["day"] != load_rulebook().docs["day"]
    # and the same game is played: the accounts are the same, line for line
    code, with_file, _ = _run(["play", "--seed", "4", "--variant", "draw-three"], capsys)
    assert code == 0
    code, with_set, _ = _run(["play", "--seed", "4", "--set", f"{DRAW}=3"], capsys)
    assert code == 0 and with_set == with_file
    code, standard, _ = _run(["play", "--seed", "4"], capsys)
    assert standard != with_set


def test_sets_stack_after_the_variants(capsys):
    code, out, _ = _run(["rules", "show", "day.max_days", "--set", "day.max_days=4", "--set", "day.max_days=6"], capsys)
    assert code == 0 and out.strip() == "6"
    code, out, _ = _run(["play", "--seed", "2", "--set", "day.max_days=2"], capsys)
    assert code == 0 and "no winner after 2 days" in out


@pytest.mark.parametrize("assignment, expected", [
    (f"{DRAW[:-6]}.cont=3", f"--set {DRAW[:-6]}.cont=3: no 'cont' in 'day.phases.Morning.effects.Draw' "
                            f"(known: name, rule, do); did you mean 'count'?"),
    ("day.phases.Mornin.effects.Draw.count=3", "did you mean 'Morning'?"),
    ("Morning.effects.Draw.count=3", "did you mean 'day.phases.Morning'?"),
    (f"{DRAW}=abc", f"--set {DRAW}=abc:1:{len(DRAW) + 2}: 'count' of 'Draw' must be a number"),
    (f"{DRAW}=-1", "must be a number >= 0, got -1"),
    (DRAW, "expected PATH=VALUE"),
    (f"{DRAW}=", "expected PATH=VALUE"),
])
def test_a_mistaken_set_is_one_line_naming_it(assignment, expected, capsys):
    code, out, err = _run(["play", "--set", assignment], capsys)
    assert code == 1 and out == ""
    assert len(err.strip().splitlines()) == 1 and expected in err, err


def test_every_command_that_takes_variants_takes_sets(capsys):
    from altered.cli.main import build_parser
    parser = build_parser()
    for argv in (["play"], ["simulate"], ["compare", "standard", "draw-three"], ["bench"], ["gauntlet", "a", "b"],
                 ["cards", "impact", "bravos"], ["soak"], ["check"], ["explain", "x"], ["import-set", "f"],
                 ["rules", "show"], ["sweep", "a=1,2"], ["table"]):
        assert parser.parse_args(argv + ["--set", "day.max_days=3"]).sets == ["day.max_days=3"], argv


def test_a_study_records_its_sets_and_plays_again_from_its_command(tmp_path, capsys):
    out = tmp_path / "r.jsonl"
    code, _, _ = _run(["simulate", "--games", "3", "--jobs", "1", "--quiet", "--set", "day.max_days=3",
                       "--out", str(out)], capsys)
    assert code == 0
    head = json.loads(out.read_text().splitlines()[0])["study"]
    assert head["rule_sets"][0]["variants"][0]["name"] == "day.max_days=3"
    assert head["command"].endswith("--set day.max_days=3")
    assert all(json.loads(line)["days"] <= 3 for line in out.read_text().splitlines()[1:])


def _summary(argv, capsys):
    code, out, err = _run(argv + ["--json", "--quiet", "--jobs", "1"], capsys)
    assert code == 0, err
    return json.loads(out)


def test_a_sweep_plays_each_value_on_the_same_seeds_as_a_study_with_that_set(capsys):
    games = ["--games", "12", "--seed", "5"]
    sweep = _summary(["sweep", f"{DRAW}=1,2,3"] + games, capsys)["summary"]
    assert [v["value"] for v in sweep["values"]] == ["1", "2", "3"]
    for v in sweep["values"]:
        alone = _summary(["simulate", "--set", f"{DRAW}={v['value']}"] + games, capsys)["summary"]
        assert v["seats"] == alone["seats"] and v["days"] == alone["days"]
        assert v["first_player"] == alone["first_player"]
    first, third = sweep["values"][0], sweep["values"][2]
    assert "change" not in first
    change = third["change"]["metrics"]["player 1 wins"]
    assert change["difference"] == pytest.approx(third["seats"][0]["rate"] - first["seats"][0]["rate"])
    assert change["low"] <= change["difference"] <= change["high"]
    assert third["change"]["days"]["mean"] == pytest.approx(third["days"]["mean"] - first["days"]["mean"])


def test_a_sweep_prints_a_table_draws_a_png_and_merges_from_its_records(tmp_path, capsys):
    pytest.importorskip("matplotlib")
    png, records = tmp_path / "s.png", tmp_path / "s.jsonl"
    code, out, _ = _run(["sweep", "day.max_days=4,9", "--games", "6", "--jobs", "1", "--quiet",
                         "--plot", str(png), "--out", str(records)], capsys)
    assert code == 0
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "day.max_days: each value on the same 6 seeds" in out and "change: player 1" in out
    code, merged, _ = _run(["merge", str(records)], capsys)
    assert code == 0 and merged.splitlines()[-5:] == out.splitlines()[-5:]


@pytest.mark.parametrize("text", ["day.max_days=3", "day.max_days", "=1,2", "day.max_days=1,,2", "day.max_days=2,2"])
def test_a_sweep_needs_two_distinct_values(text, capsys):
    code, out, err = _run(["sweep", text, "--games", "2"], capsys)
    assert code == 1 and out == "" and len(err.strip().splitlines()) == 1


def test_a_comma_inside_brackets_belongs_to_the_value():
    from altered.cli.sweep import sweep_values
    assert sweep_values("a.b=[1, 2],[3],{x: 1, y: 2}") == ("a.b", ["[1, 2]", "[3]", "{x: 1, y: 2}"])


def test_check_reads_a_variant_file_as_a_variant(tmp_path, capsys):
    code, out, err = _run(["check", "rules_yaml/variants/draw-three.yaml"], capsys)
    assert code == 0 and "1 variant file applied" in out and "0 decks" in out, err
    code, out, err = _run(["check", "docs/examples/my-deck.txt", "docs/examples/my-cards.yaml"], capsys)
    assert code == 0 and "1 deck," in out and "1 card file or folder given" in out, err
    bad = tmp_path / "v.yaml"
    bad.write_text("name: v\nset:\n  day.phases.Mornin.effects.Draw.count: 3\n")
    code, out, err = _run(["check", str(bad)], capsys)
    assert code == 1
    assert err.strip() == (f"{bad}:3:3: no 'Mornin' in 'day.phases' (known: Morning, Noon, Afternoon, Dusk, "
                           f"Night); did you mean 'Morning'?")


def test_a_game_played_with_a_set_replays_from_its_log(tmp_path, capsys):
    log = tmp_path / "g.jsonl"
    code, out, _ = _run(["play", "--seed", "2", "--set", "day.max_days=3", "--log", str(log)], capsys)
    assert code == 0 and "no winner after 3 days" in out
    head = json.loads(log.read_text().splitlines()[0])
    assert [v["name"] for v in head["variants"]] == ["--set day.max_days=3"]
    code, out, _ = _run(["replay", str(log)], capsys)
    assert code == 0 and ": ok, " in out
