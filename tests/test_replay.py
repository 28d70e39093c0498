"""Replays: a game played again from its log verifies event by event; a game saved mid-way
resumes to the same end; a tampered log or changed rules are reported with the first difference."""
from __future__ import annotations

import json

import pytest

from altered.engine import gamelog
from altered.cli.main import _agents, main
from altered.engine.game import Game
from altered.simulation.replay import replay


def _log(book, decks, seed, path, max_days, agent="random"):
    game = Game(book, decks, _agents(agent, seed), seed=seed, log=True, max_days=max_days)
    game.play()
    with open(path, "w", encoding="utf-8") as f:
        gamelog.write(f, gamelog.header(book, decks, seed, (), agent, max_days), game.events, gamelog.result(game))
    return game


def test_one_hundred_logs_replay_and_verify(book, decks, tmp_path):
    # short games (1 to 4 days), several seeds and agents: cheap, yet every kind of decision occurs
    checked = 0
    for seed in range(100):
        path = tmp_path / f"g{seed}.jsonl"
        agent = ("random", "greedy", "greedy-random")[seed % 3]
        game = _log(book, decks, seed, path, 1 + seed % 4, agent)
        log = gamelog.read(path)
        assert log.header["seed"] == seed and len(log.events) == len(game.events)
        result = replay(log)
        assert result.ok, f"seed {seed}: {result.message}"
        assert result.notes == []
        checked += len(log.choices)
    assert checked > 1000          # the replays did answer recorded decisions


def test_the_log_numbers_players_from_1_and_carries_the_setup(book, decks, tmp_path):
    _log(book, decks, 5, tmp_path / "g.jsonl", 3)
    log = gamelog.read(tmp_path / "g.jsonl")
    head = log.header
    assert {"seed", "rules_sha256", "variants", "decks", "python", "version"} <= set(head)
    assert len(head["decks"][0]["cards"]) >= 30 and head["decks"][0]["hero"]
    [setup] = [e for e in log.events if e["e"] == "setup"]        # 4.1.b-d, 4.1.h: regions, markers, heroes
    assert len(setup["regions"]) == 8 and {m[0] for m in setup["markers"]} == {1, 2}
    assert [h[0] for h in setup["heroes"]] == [1, 2]
    players = {e["player"] for e in log.events if "player" in e}
    assert players == {1, 2}
    first = [e["value"] for e in log.events if e["e"] == "set" and e["var"] == "first_player"]
    assert set(first) <= {1, 2} and first
    assert log.tail["e"] == "result" and log.tail["winner"] in (1, 2, None)


def _tamper(src, dst, change):
    rows = [json.loads(line) for line in src.read_text().splitlines()]
    change(rows)
    dst.write_text("".join(json.dumps(r) + "\n" for r in rows))


def test_a_tampered_log_is_reported_with_the_first_differing_event(book, decks, tmp_path, capsys):
    good = tmp_path / "g.jsonl"
    _log(book, decks, 7, good, 4)
    assert main(["replay", str(good)]) == 0

    def moved(rows):               # a card drawn at set-up named differently
        i = next(i for i, r in enumerate(rows) if r["e"] == "move")
        rows[i]["obj"] = "Not The Card"
    bad = tmp_path / "bad.jsonl"
    _tamper(good, bad, moved)
    capsys.readouterr()
    assert main(["replay", str(bad)]) == 1
    out = capsys.readouterr().out
    assert "differs" in out and "Not The Card" in out

    def choice(rows):              # another answer to a decision: the game goes another way
        i = next(i for i, r in enumerate(rows) if r["e"] == "choice" and r["day"] >= 1)
        rows[i]["index"] += 1
    _tamper(good, bad, choice)
    result = replay(gamelog.read(bad))
    assert not result.ok and "differs" in result.message


def test_changed_rules_are_noticed(book, catalog, decks, tmp_path):
    from altered.rulebook import load_rulebook
    three = load_rulebook(variants=["draw-three"])
    three.prepare(catalog)
    path = tmp_path / "g.jsonl"
    game = Game(three, decks, _agents("random", 3), seed=3, log=True, max_days=3)
    game.play()
    with open(path, "w", encoding="utf-8") as f:     # a log that claims the standard rules
        gamelog.write(f, gamelog.header(book, decks, 3, (), "random", 3), game.events, gamelog.result(game))
    result = replay(gamelog.read(path))
    assert not result.ok and "differs" in result.message


def test_a_saved_game_resumes_to_the_same_end(tmp_path, capsys):
    whole, saved, resumed = tmp_path / "whole.jsonl", tmp_path / "saved.jsonl", tmp_path / "resumed.jsonl"
    assert main(["play", "--seed", "4", "--agent", "greedy-random", "--log", str(whole)]) == 0
    assert main(["play", "--seed", "4", "--agent", "greedy-random", "--stop-after", "25", "--save", str(saved)]) == 0
    assert gamelog.read(saved).tail["e"] == "stopped" and len(gamelog.read(saved).choices) == 25
    assert main(["resume", str(saved), "--log", str(resumed)]) == 0
    assert resumed.read_text() == whole.read_text()
    assert main(["replay", str(saved)]) == 0          # a saved game verifies as far as it goes


@pytest.mark.parametrize("content,message", [
    ("", "starts with its header"),
    ("{not json\n", "not a JSON line"),
    ('{"e": "game"}\n', "the header has no 'seed'"),
    ('{"e": "game", "seed": 1, "rules_sha256": "x", "decks": [{"cards": 3}, {"cards": 3}]}\n', "the header's decks"),
    ('{"e": "game", "seed": 1, "rules_sha256": "x", "decks": [{"name": "a", "cards": ["NOPE"]}, {"name": "b", "cards": []}]}\n', "NOPE"),
    ('{"e": "game", "seed": 1, "rules_sha256": "x", "decks": []}\n', "two or more players"),
])
def test_a_file_that_is_not_a_log_is_a_located_error(tmp_path, capsys, content, message):
    path = tmp_path / "x.jsonl"
    path.write_text(content)
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert str(path) in err and message in err and "Traceback" not in err


def test_scenario_log_writes_the_events_with_players_from_1(tmp_path):
    path = tmp_path / "s.jsonl"
    scenario = "tests/scenarios/golden/1.4.7.c-the-controller-of-the-effect-creates.yaml"
    assert main(["scenario", scenario, "--log", str(path)]) == 0
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    assert rows[0]["e"] == "scenario" and rows[0]["passed"]
    assert any(r["e"] == "create" and r["player"] == 1 for r in rows)


def test_bad_output_options_fail_before_the_game(tmp_path, capsys):
    assert main(["play", "--seed", "1", "--log", str(tmp_path / "no" / "such" / "x.jsonl")]) == 1
    captured = capsys.readouterr()
    assert str(tmp_path / "no" / "such" / "x.jsonl") in captured.err and "Day 1" not in captured.out
    assert main(["play", "--save", str(tmp_path / "s.jsonl")]) == 1
    assert "--stop-after" in capsys.readouterr().err
    assert main(["view", str(tmp_path / "none.jsonl")]) == 1
    assert "cannot read the game log" in capsys.readouterr().err
    whole = tmp_path / "whole.jsonl"
    assert main(["play", "--seed", "2", "--log", str(whole)]) == 0
    assert main(["resume", str(whole)]) == 1                  # a finished game is not a save point
    assert "not a saved game" in capsys.readouterr().err


def test_a_game_under_a_variant_replays(tmp_path):
    path = tmp_path / "v.jsonl"
    assert main(["play", "--seed", "2", "--variant", "draw-three", "--log", str(path)]) == 0
    log = gamelog.read(path)
    [variant] = log.header["variants"]
    assert variant["name"] == "draw-three" and len(variant["sha256"]) == 64
    assert replay(log).ok


def test_a_game_with_added_cards_replays_from_another_folder(tmp_path, monkeypatch):
    from altered.loading.paths import ROOT
    path = tmp_path / "c.jsonl"
    monkeypatch.chdir(ROOT)
    assert main(["play", "--seed", "3", "--cards", "tests/data/golden/cards.yaml", "--log", str(path)]) == 0
    monkeypatch.chdir(tmp_path)
    log = gamelog.read(path)
    assert log.header["cards"] == [str(ROOT / "tests/data/golden/cards.yaml")]
    assert replay(log).ok
