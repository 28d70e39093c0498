"""Studies of every format (one deck per seat: Free for All, 2v2, Booster War), gauntlets of decks, and the
logs of chosen games of a study."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from altered.cli.main import main

DATA = Path(__file__).parent / "data" / "studies"


def _json(capsys):
    return json.loads(capsys.readouterr().out)


def test_a_free_for_all_study_has_one_deck_and_one_rate_per_seat(capsys):
    assert main(["simulate", "--variant", "ffa", "--players", "4", "--deck", "3=ordis", "--games", "6",
                 "--jobs", "1", "--json", "--quiet"]) == 0
    out = _json(capsys)
    head, s = out["study"], out["summary"]
    assert [d["name"] for d in head["decks"]] == ["Bravos Haven", "Muna Grove", "Ordis Legion", "Lyra Ouroboros"]
    assert head["table"] == "ffa" and len(head["agents"]) == 4
    assert len(s["seats"]) == 4 and "teams" not in s                # every seat its own team
    assert sum(x["wins"] for x in s["seats"]) + s["no_winner"] == 6
    assert "--deck 3=ordis" in head["command"] and "--players 4" in head["command"]


def test_a_2v2_study_from_a_roster_counts_team_wins(capsys):
    assert main(["simulate", "--variant", "2v2", "--roster", str(DATA / "roster-2v2.yaml"), "--games", "6",
                 "--jobs", "1", "--json", "--quiet"]) == 0
    out = _json(capsys)
    head, s = out["study"], out["summary"]
    assert head["agents"] == ["random", "first", "random", "random"]
    assert [d["name"] for d in head["decks"]][2] == "Ordis Legion"
    teams = {t["team"]: t for t in s["teams"]}
    assert sorted(teams) == ["A", "B"] and teams["A"]["seats"] == [1, 3]
    assert teams["A"]["wins"] + teams["B"]["wins"] + s["no_winner"] == 6
    seats = s["seats"]                                             # teammates win together
    assert seats[0]["wins"] == seats[2]["wins"] == teams["A"]["wins"]


def test_compare_and_bench_seat_four_players(capsys):
    assert main(["compare", "standard", "draw-three", "--variant", "ffa", "--games", "3", "--jobs", "1",
                 "--json", "--quiet"]) == 0
    s = _json(capsys)["summary"]
    assert len(s["base"]["seats"]) == 4 and len(s["variant"]["seats"]) == 4
    assert main(["bench", "--variant", "2v2", "--games", "3", "--jobs", "1", "--quiet"]) == 0
    assert "games/s" in capsys.readouterr().out


@pytest.mark.parametrize("argv, words", [
    (["--deck", "5=axiom", "--variant", "ffa"], "no seat 5"),
    (["--deck", "3=axiom"], "no seat 3"),
    (["--deck", "axiom"], "expected K=FILE"),
    (["--deck1", "axiom", "--deck", "1=muna"], "seat 1 is given two decks"),
    (["--players", "4"], "seats 2"),
    (["--variant", "ffa", "--agents", "random,greedy"], "expected one agent name, or 4"),
])
def test_seat_mistakes_are_one_line_errors(argv, words, capsys):
    assert main(["simulate", "--games", "2", "--jobs", "1"] + argv) == 1
    err = capsys.readouterr().err.strip()
    assert words in err and "\n" not in err


def test_a_roster_mistake_names_its_line(tmp_path, capsys):
    roster = tmp_path / "roster.yaml"
    roster.write_text("- bravos\n- {deck: muna, agent: grredy}\n")
    assert main(["simulate", "--roster", str(roster), "--games", "2", "--jobs", "1"]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"{roster}:2:") and "did you mean greedy" in err
    roster.write_text("- bravos\n")
    assert main(["simulate", "--roster", str(roster), "--games", "2", "--jobs", "1"]) == 1
    assert "1 seats listed; the table seats 2" in capsys.readouterr().err


def test_a_gauntlet_plays_every_pair_both_ways_and_its_shards_merge(tmp_path, capsys):
    args = ["gauntlet", "bravos", "muna", "axiom", "--games", "4", "--seed", "3", "--jobs", "1", "--quiet"]
    png = tmp_path / "gauntlet.png"
    assert main(args + ["--json", "--out", str(tmp_path / "all.jsonl"), "--plot", str(png)]) == 0
    whole = _json(capsys)
    s = whole["summary"]
    assert s["games"] == 4 * 6 and s["decks"] == ["Bravos Haven", "Muna Grove", "Axiom Foundry"]
    m = s["matrix"]
    for i in range(3):
        assert m[i][i] is None
        for j in range(3):
            if i != j:
                assert m[i][j]["games"] == 8                       # 4 seeds, both seatings
                assert m[i][j]["wins"] + m[j][i]["wins"] <= 8
    assert sum(o["wins"] for o in s["overall"]) + s["no_winner"] == 24
    records = [json.loads(line) for line in (tmp_path / "all.jsonl").read_text().splitlines()[1:]]
    assert {"1-2", "2-1", "1-3", "3-1", "2-3", "3-2"} <= set(records[0])
    assert len({r["1-2"]["days"] for r in records} | {0}) >= 1
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    parts = [tmp_path / "a.jsonl", tmp_path / "b.jsonl"]
    for k, part in enumerate(parts, 1):
        assert main(args + ["--shard", f"{k}/2", "--out", str(part)]) == 0
    capsys.readouterr()
    assert main(["merge", *map(str, parts), "--json"]) == 0
    assert _json(capsys)["summary"] == s
    assert main(["merge", *map(str, parts)]) == 0
    assert "overall" in capsys.readouterr().out


def test_a_gauntlet_needs_two_decks_at_a_two_seat_table(capsys):
    assert main(["gauntlet", "bravos", "--games", "2"]) == 1
    assert "at least two decks" in capsys.readouterr().err
    assert main(["gauntlet", "bravos", "muna", "--variant", "ffa", "--games", "2", "--jobs", "1"]) == 1
    assert "seats 4" in capsys.readouterr().err


def test_simulate_keeps_the_logs_asked_for_and_they_replay(tmp_path, capsys):
    from altered.simulation.simulate import game_seed
    logs = tmp_path / "logs"
    seed = game_seed(4, 3)
    assert main(["simulate", "--games", "8", "--seed", "4", "--jobs", "1", "--json", "--quiet",
                 "--logs", str(logs), "--logs-for", "won,longest", "--logs-for", f"seed={seed}",
                 "--out", str(tmp_path / "games.jsonl")]) == 0
    kept = _json(capsys)["summary"]["logs"]
    records = [json.loads(line) for line in (tmp_path / "games.jsonl").read_text().splitlines()[1:]]
    first_won = next(r["game"] for r in records if r["winner"] == 1)
    longest = max(records, key=lambda r: (r["days"], -r["game"]))["game"]
    names = {Path(p).name for p in kept}
    assert any(n.startswith(f"game-{first_won}-") and "won" in n for n in names)
    assert any(n.startswith(f"game-{longest}-") and "longest" in n for n in names)
    assert any(n.startswith("game-3-") and "seed" in n for n in names)
    assert main(["replay", *kept]) == 0
    replayed = capsys.readouterr().out
    assert replayed.count(": ok,") == len(kept)
    html = tmp_path / "game.html"
    assert main(["view", kept[0], "-o", str(html)]) == 0 and html.stat().st_size > 1000
    tail = json.loads(Path(kept[0]).read_text().splitlines()[-1])
    record = records[int(Path(kept[0]).name.split("-")[1])]
    assert tail["winner"] == record["winner"]                      # the same game, played again


@pytest.mark.parametrize("argv, words", [
    (["--logs-for", "won"], "--logs DIR"),
    (["--logs", "L", "--logs-for", "wonn"], "expected one of"),
    (["--logs", "L", "--logs-for", "seed"], "seed needs a value"),
    (["--logs", "L", "--logs-for", "longest=0"], "whole number"),
])
def test_log_choices_are_checked_before_any_game(argv, words, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["simulate", "--games", "2", "--jobs", "1"] + argv) == 1
    assert words in capsys.readouterr().err
    assert not (tmp_path / "L").exists() or not list((tmp_path / "L").iterdir())


def test_a_kept_log_is_written_whole_or_not_at_all(tmp_path, capsys, monkeypatch):
    """A study's kept logs are written to a temporary file renamed over the one named: a failure while
    writing (a full disk, Ctrl-C) leaves the earlier file as it was and no half log beside it."""
    from altered.engine import gamelog
    logs = tmp_path / "logs"
    argv = ["simulate", "--games", "2", "--seed", "4", "--jobs", "1", "--json", "--quiet",
            "--logs", str(logs), "--logs-for", "game=0"]
    assert main(argv) == 0
    [kept] = _json(capsys)["summary"]["logs"]
    before = Path(kept).read_bytes()

    def fails_midway(f, head, events, tail=None):
        f.write(json.dumps(head) + "\n")
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(gamelog, "write", fails_midway)
    assert main(argv) == 1
    assert "cannot write logs" in capsys.readouterr().err
    assert Path(kept).read_bytes() == before
    assert [p.name for p in logs.iterdir()] == [Path(kept).name]
