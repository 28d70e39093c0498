"""Outputs a person reads: a rules diff item by item and only of rules that load, an interval that can't be
computed said so, plurals and signs in the account, players named once, tables as wide as COLUMNS."""
from __future__ import annotations

import json
import re

from altered.cli.main import main
from altered.engine.narrative import Teller


def _run(argv, capsys):
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_rules_diff_lists_a_changed_list_item_by_item_in_lines_a_person_reads(capsys):
    code, out, _ = _run(["rules", "diff", "standard", "2v2"], capsys)
    assert code == 0
    lines = out.splitlines()
    assert max(map(len, lines)) < 140                       # no value written as one long JSON line
    # the 2v2 variant replaces the steps of the Arena tiebreaker (4.3.e): the old ones out, the new in, by index
    assert "- day.phases.Dusk.effects.Progress.do.0.then.0.each_player.do.0:" in lines
    assert "+ day.phases.Dusk.effects.Progress.do.0.then.0.each_player.do.0:" in lines
    assert "+ setup.setup.table: \"2v2\"" in lines
    at = lines.index("+ day.phases.Dusk.effects.Progress.do.0.then.0.each_player.do.0:")
    assert lines[at + 1].startswith("      if:")           # the value below, as YAML


def test_rules_diff_of_a_value_the_rules_refuse_is_an_error(tmp_path, capsys):
    bad = tmp_path / "v.yaml"
    bad.write_text("name: v\nset:\n  day.phases.Morning.effects.Draw.count: many\n")
    code, out, err = _run(["rules", "diff", "standard", str(bad)], capsys)
    assert code == 1 and out == ""
    assert err.startswith(f"{bad}:3:42: 'count' of 'Draw' must be a number")


def test_the_account_says_which_way_and_how_many_regions_an_expedition_moves():
    teller = Teller(["One", "Two"])
    # 7.3.24 Move Backwards is an advance by -1; 7.3.17 Move Forward by 1
    assert teller.line({"e": "advance", "player": 1, "sub": "hero", "by": -1}) == \
        "P1 (One)'s hero Expedition moves back 1 region"
    assert teller.line({"e": "advance", "player": 2, "sub": "companion", "by": 1}) == \
        "P2 (Two)'s companion Expedition moves forward 1 region"
    assert teller.line({"e": "advance", "player": 2, "sub": "companion", "by": 2}).endswith("moves forward 2 regions")
    said = teller.line({"e": "day_limit", "days": 4, "extra_days": 1, "rule": "x"})
    assert "then 1 extra day)" in said


def test_a_deck_the_set_up_made_is_not_named_twice(capsys):
    code, out, _ = _run(["play", "--variant", "booster-war", "--seed", "1"], capsys)
    assert code == 0
    assert "(player 1)" not in out and "(player 2)" not in out
    assert re.search(r"^\s*P1 opens a \w+ booster", out, re.M)


def test_hidden_zones_count_their_cards_in_english(book, decks):
    from altered.engine.game import Game
    from altered.engine.narrative import render
    from altered.engine.decisions import RandomAgent
    game = Game(book, decks, [RandomAgent(1), RandomAgent(2)], seed=3, max_days=2)
    game.play()
    views = render(game, viewer=0) + "\n" + str(game.observation(0))
    assert not re.search(r"\b1 (hidden )?cards\b", views)
    assert re.search(r"\b\d+ (hidden )?cards?\b", views)


def test_a_paired_change_with_no_game_that_changed_says_so(capsys):
    # the same rules on both sides: every game ends alike, no discordant pair, no interval to give
    code, out, _ = _run(["compare", "standard", "standard", "--games", "4", "--jobs", "1", "--quiet"], capsys)
    assert code == 0
    assert "no game changed: no interval" in out and "+0.0 [+0.0" not in out
    from altered.simulation.report_paired import change_cell
    assert change_cell({"difference": 0.0, "low": 0.0, "high": 0.0, "discordant": [0, 0]}).startswith("0 (no game")
    assert change_cell({"difference": 0.1, "low": -0.05, "high": 0.2, "discordant": [1, 3]}) == "+10.0 [-5.0, +20.0]"


def test_tables_follow_the_width_asked_for_in_columns(monkeypatch, capsys):
    argv = ["simulate", "--games", "3", "--jobs", "1", "--quiet"]
    monkeypatch.setenv("COLUMNS", "70")
    code, narrow, _ = _run(argv, capsys)
    assert code == 0 and max(map(len, narrow.splitlines())) <= 70
    monkeypatch.setenv("COLUMNS", "200")
    code, wide, _ = _run(argv, capsys)
    assert code == 0 and max(map(len, wide.splitlines())) > 70
    monkeypatch.delenv("COLUMNS")
    assert json.loads(_run(argv + ["--json"], capsys)[1])["summary"]["games"] == 3


def _sentences():
    from altered.loading.cards.catalog import load_catalog
    from altered.tools.sets.newwords import known_phrases
    return set(known_phrases(c.text for c in load_catalog() if c.text))


def test_explain_gives_the_nearest_phrase_the_sets_read_for_a_text_that_does_not(capsys):
    code, out, err = _run(["explain", "{J} Befuddle target Character."], capsys)
    assert code == 1 and out == ""
    first = err.splitlines()[0]
    assert first.startswith("<input>:1:5: unexpected 'Befuddle'; expected '[', '[[' or a word; nearest known phrase: ")
    phrase = first.split("nearest known phrase: ", 1)[1].strip("'")
    assert phrase in _sentences() and phrase.startswith("{J} ")


def test_explain_names_an_unknown_bracketed_word(capsys):
    code, _, err = _run(["explain", "{J} Target Character gains [Flyng]."], capsys)
    assert code == 1
    assert err.splitlines()[0] == ("<input>:1:28: [Flyng]: no keyword, keyword action, sub-type or token 'Flyng'; "
                                   "did you mean 'Fleeting'?")


def test_check_gives_the_nearest_phrase_for_each_text_that_does_not_read(capsys):
    from pathlib import Path
    bad = str(Path(__file__).parent / "data" / "unread" / "bad-cards.yaml")
    code, _, err = _run(["check", "--cards", bad], capsys)
    assert code == 1
    line = next(x for x in err.splitlines() if "Befuddle" in x)
    assert line.startswith(f"{bad}:17:16: unexpected 'Befuddle'") and "nearest known phrase: '{J} " in line
    assert "1 card text cannot be read or run" in err


def test_compare_says_when_one_side_makes_its_decks_at_set_up(capsys):
    argv = ["--games", "2", "--jobs", "1", "--quiet"]
    code, _, err = _run(["compare", "standard", "booster-war"] + argv, capsys)
    assert code == 0 and err.startswith("note: booster-war makes the decks at set-up, the other plays the deck files")
    code, _, err = _run(["compare", "booster-war", "booster-war+dusk-by-two"] + argv, capsys)
    assert code == 0 and err == ""


def test_import_set_says_how_to_play_what_it_wrote(tmp_path, capsys):
    from pathlib import Path
    small = Path(__file__).parent / "data" / "import" / "small-set.json"
    main(["import-set", str(small), "--out", str(tmp_path / "set")])
    out = capsys.readouterr().out
    # the whole command, checked to load before it is printed (tests/test_import_advice.py runs it)
    assert f"play them with: altered play --cards {tmp_path / 'set'}" in out
