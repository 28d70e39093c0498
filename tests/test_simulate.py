"""Studies of many seeded games: the same records whatever the workers or shards, honest summaries,
and one-line errors before any game is played."""
from __future__ import annotations

import json
import struct
from pathlib import Path
from statistics import NormalDist

import pytest

from altered.cli.main import main
from altered.simulation.simulate import game_seed
from altered.simulation.stats import difference, games_to_detect, mcnemar, paired_difference, wilson


def test_wilson_and_newcombe_intervals():
    p, low, high = wilson(50, 100)
    assert p == 0.5 and low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    assert wilson(0, 10)[1] == pytest.approx(0.0) and wilson(10, 10)[2] == pytest.approx(1.0)
    d, low, high = difference(50, 100, 60, 100)
    assert d == pytest.approx(0.10) and low < 0 < high            # not significant at 100 games
    d, low, high = difference(500, 1000, 600, 1000)
    assert low > 0                                                 # significant at 1000


def test_paired_interval_and_mcnemar_on_a_textbook_table():
    # Agresti's approval ratings: 794 yes-yes, 150 yes-no, 86 no-yes, 570 no-no (n = 1600)
    d, low, high = paired_difference(794, 150, 86, 570)
    assert d == pytest.approx(-0.04)
    se = ((150 + 86) / 1600 - 0.04 ** 2) ** 0.5 / 1600 ** 0.5     # the Wald interval, close at this size
    assert low == pytest.approx(-0.04 - 1.96 * se, abs=0.002) and high == pytest.approx(-0.04 + 1.96 * se, abs=0.002)
    assert 1e-5 < mcnemar(150, 86) < 1e-4                          # chi-square 16.8 on 1 degree of freedom
    assert mcnemar(0, 5) == pytest.approx(2 / 32)                  # exact: both tails of Binomial(5, 1/2)
    assert mcnemar(3, 3) == 1.0
    # no correlation between the pairs: the same as the interval for independent rates
    assert paired_difference(25, 25, 25, 25) == pytest.approx(difference(50, 100, 50, 100))


def test_games_to_detect_a_change_gives_the_asked_power():
    def power(n, delta, psi):
        z = NormalDist()
        return z.cdf((delta * n ** 0.5 - z.inv_cdf(0.975) * psi ** 0.5) / (psi - delta ** 2) ** 0.5)
    n = games_to_detect(0.02, 0.5)
    assert power(n, 0.02, 0.5) >= 0.8 > power(n - 1, 0.02, 0.5)
    assert games_to_detect(0.01, 0.5) > 3.9 * n
    assert games_to_detect(0.02, 0.0) is None


def test_each_games_seed_depends_on_the_master_seed_and_its_index_only():
    seeds = {game_seed(1, i) for i in range(1000)} | {game_seed(2, i) for i in range(1000)}
    assert len(seeds) == 2000 and game_seed(1, 7) == game_seed(1, 7)


def _lines(path):
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_one_or_two_jobs_give_the_same_records_and_summary(tmp_path, capsys):
    runs = []
    for jobs in ("1", "2"):
        out = tmp_path / f"jobs{jobs}.jsonl"
        assert main(["simulate", "--games", "40", "--seed", "3", "--jobs", jobs, "--json", "--out", str(out)]) == 0
        runs.append((json.loads(capsys.readouterr().out), _lines(out)))
    (s1, r1), (s2, r2) = runs
    assert r1 == r2 and s1 == s2
    head, games = r1[0]["study"], r1[1:]
    assert head["seed"] == 3 and head["rules"] and head["version"] and len(head["decks"]) == 2
    assert [g["game"] for g in games] == list(range(40)) and games[5]["seed"] == game_seed(3, 5)
    assert set(games[0]) == {"game", "seed", "winner", "winners", "days", "first", "played", "positions", "flags",
                             "cards"}
    assert all(sum(g["played"]) > 0 and len(g["positions"]) == 2 for g in games)   # cards played are counted
    s = s1["summary"]
    assert s["games"] == 40 and sum(x["wins"] for x in s["seats"]) + s["no_winner"] == 40
    assert sum(s["days"]["distribution"].values()) == 40
    assert s["seats"][0]["low"] <= s["seats"][0]["rate"] <= s["seats"][0]["high"]


def test_the_summary_names_what_was_played(capsys):
    assert main(["simulate", "--games", "10", "--seed", "5", "--jobs", "1", "--agents", "random,greedy",
                 "--deck1", "axiom", "--deck2", "bravos"]) == 0
    out = capsys.readouterr().out
    for words in ("master seed 5", "rules ", "Axiom Foundry", "Bravos Haven", "altered 0.1", "Python",
                  "again: altered simulate --games 10 --seed 5 --agents random,greedy --deck1 axiom --deck2 bravos",
                  "first player of day 1", "days per game", "no winner"):
        assert words in out


@pytest.mark.parametrize("argv, option", [
    (["simulate", "--games", "0"], "--games"),
    (["simulate", "--games", "-5"], "--games"),
    (["bench", "--games", "0"], "--games"),
    (["simulate", "--jobs", "0"], "--jobs"),
    (["simulate", "--agents", "random,grredy"], "greedy"),
    (["simulate", "--variant", "no-such-variant"], "no variant"),
    (["compare", "standard", "no-such-variant"], "no variant"),
    (["simulate", "--shard", "3/2"], "--shard"),
    (["simulate", "--deck1", "no-such-deck.yaml"], "no-such-deck.yaml"),
    (["simulate", "--games", "ten"], "--games"),
    (["simulate", "--cards", "no-such-cards"], "no such card file or folder"),
    (["simulate", "--seed", "-1"], "--seed"),
    (["simulate", "--cluster", "somewhere"], "--cluster"),
    (["compare", "standard", "draw-three", "--detect", "0"], "--detect"),
])
def test_bad_values_are_one_line_errors_before_any_game(argv, option, tmp_path, capsys):
    out = tmp_path / "games.jsonl"
    assert main(argv + ["--out", str(out)]) == 1
    err = capsys.readouterr().err.strip()
    assert option in err and "\n" not in err and "Traceback" not in err
    assert not out.exists()                                        # nothing was played or written


def test_an_unwritable_out_file_is_an_error_before_any_game(tmp_path, capsys):
    assert main(["simulate", "--games", "5", "--out", str(tmp_path / "no" / "such" / "dir.jsonl")]) == 1
    assert "--out: cannot write" in capsys.readouterr().err


def test_a_progress_bar_on_a_terminal_and_nothing_otherwise(capsys, on_a_terminal):
    code, shown, out = on_a_terminal(["simulate", "--games", "12", "--jobs", "1"], timeout=120)
    assert code == 0 and b"12/12" in shown and b"games/s" in shown and b"left" in shown
    assert b"games/s" not in out
    assert main(["simulate", "--games", "3", "--jobs", "1"]) == 0
    assert capsys.readouterr().err == ""                          # not a terminal: no bar


def test_bench_reports_games_per_second(capsys):
    assert main(["bench", "--games", "5", "--jobs", "1"]) == 0
    assert "games/s" in capsys.readouterr().out


def test_compare_pairs_the_same_seeds_and_reports_the_change(tmp_path, capsys):
    out = tmp_path / "pairs.jsonl"
    assert main(["compare", "standard", "draw-three", "--games", "30", "--jobs", "1", "--out", str(out)]) == 0
    text = capsys.readouterr().out
    for words in ("standard", "draw-three", "change (points)", "p-value", "games to detect", "Game length"):
        assert words in text
    records = _lines(out)[1:]
    assert len(records) == 30 and {"base", "variant"} <= set(records[0])
    assert main(["compare", "standard", "draw-three", "--games", "30", "--jobs", "1", "--json"]) == 0
    s = json.loads(capsys.readouterr().out)["summary"]
    c = s["changes"]["first player wins"]
    assert c["low"] <= c["difference"] <= c["high"] and 0 <= c["p_value"] <= 1
    assert c["difference"] == pytest.approx(c["variant"] - c["base"])
    firsts = [(r["base"]["winner"] == r["base"]["first"], r["variant"]["winner"] == r["variant"]["first"])
              for r in records]
    assert c["discordant"] == [sum(a and not b for a, b in firsts), sum(b and not a for a, b in firsts)]


def test_compare_draws_a_png(tmp_path, capsys):
    pytest.importorskip("matplotlib")
    png = tmp_path / "compare.png"
    assert main(["compare", "standard", "draw-three", "--games", "20", "--jobs", "1", "--plot", str(png)]) == 0
    data = png.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    assert 400 <= width <= 2000 and 200 <= height <= 1200 and 5_000 < len(data) < 1_000_000


def test_shards_merge_into_the_whole_study(tmp_path, capsys):
    whole = tmp_path / "whole.jsonl"
    assert main(["simulate", "--games", "21", "--seed", "9", "--jobs", "1", "--json", "--out", str(whole)]) == 0
    expected = json.loads(capsys.readouterr().out)
    parts = []
    for k in (1, 2, 3):
        parts.append(tmp_path / f"part{k}.jsonl")
        assert main(["simulate", "--games", "21", "--seed", "9", "--jobs", "1", "--shard", f"{k}/3",
                     "--out", str(parts[-1]), "--quiet"]) == 0
    capsys.readouterr()
    merged = tmp_path / "merged.jsonl"
    assert main(["merge", *map(str, reversed(parts)), "--json", "--out", str(merged)]) == 0
    got = json.loads(capsys.readouterr().out)
    assert got == expected
    assert _lines(merged)[1:] == _lines(whole)[1:]
    assert main(["merge", str(parts[0]), str(parts[1])]) == 1       # a shard is missing
    assert "shards" in capsys.readouterr().err


def test_a_worker_with_other_rules_refuses_to_play_and_says_why_in_one_line():
    import pickle

    from altered.loading.errors import DesignError
    from altered.simulation.simulate import Study, load_world, ship_deck
    study = Study(rule_sets=((),), decks=(ship_deck("axiom"), ship_deck("bravos")), agents=("random", "random"),
                  seed=1, games=1, fingerprint="rules 000000000000 cards 000000000000")
    with pytest.raises(DesignError) as caught:
        load_world(study)
    again = pickle.loads(pickle.dumps(caught.value))                # as it comes back from a worker
    assert str(again) == str(caught.value) and str(again).startswith("--cluster: worker ")


def test_records_stream_out_as_games_end_whatever_the_size_of_the_study():
    from itertools import islice

    from altered.simulation.simulate import MAX_BATCH, Study, fingerprint, run, ship_deck
    study = Study(rule_sets=((),), decks=(ship_deck("axiom"), ship_deck("bravos")), agents=("random", "random"),
                  seed=1, games=1_000_000, fingerprint=fingerprint())
    first = list(islice(run(study, jobs=1), 3))                     # one batch played, not a million games
    assert [r["game"] for r in first] == [0, 1, 2] and MAX_BATCH <= 50


def test_compare_shards_merge_into_the_whole_comparison(tmp_path, capsys):
    args = ["compare", "standard", "draw-three", "--games", "8", "--seed", "2", "--jobs", "1", "--quiet"]
    assert main(args + ["--json"]) == 0
    expected = json.loads(capsys.readouterr().out)
    parts = [tmp_path / "a.jsonl", tmp_path / "b.jsonl"]
    for k, part in enumerate(parts, 1):
        assert main(args + ["--shard", f"{k}/2", "--out", str(part)]) == 0
    capsys.readouterr()
    assert main(["merge", *map(str, parts), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == expected



def test_a_mistyped_option_is_one_line_and_exit_status_1(capsys):
    with pytest.raises(SystemExit) as done:
        main(["simulate", "--gmaes", "10"])
    err = capsys.readouterr().err.strip()
    assert done.value.code == 1 and "--gmaes" in err and "\n" not in err


def test_a_tally_counts_wins_days_and_flags_from_records():
    from altered.simulation.tally import Tally

    def rec(winner, first, days, flags=()):
        return {"winner": winner, "first": first, "days": days, "played": [3, 4], "positions": [[0, 0], [0, 0]],
                "flags": list(flags)}
    t = Tally()
    for r in (rec(1, 1, 5), rec(2, 1, 6), rec(2, 2, 6, ["tiebreakers"]), rec(None, 2, 9, ["tiebreakers"])):
        t.add(r)
    s = t.summary(["A", "A"])                                       # a mirror match: one deck row
    assert [x["wins"] for x in s["seats"]] == [1, 2] and s["no_winner"] == 1
    assert len(s["decks"]) == 1 and s["decks"][0]["deck"] == "A"
    assert s["decks"][0]["wins"] == 3 and s["decks"][0]["games"] == 8
    assert s["first_player"]["wins"] == 2                           # games 1 and 3
    assert s["days"]["mean"] == 6.5 and s["days"]["median"] == 6 and s["days"]["distribution"] == {"5": 1, "6": 2, "9": 1}
    assert s["flags"] == {"tiebreakers": {"games": 2, "decided": 1}}
    assert s["cards_played"] == [3.0, 4.0]
