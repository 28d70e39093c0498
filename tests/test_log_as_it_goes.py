"""A game's log is written as the game goes, line by line and flushed: a process killed mid-game (kill -9,
no handler runs) leaves whole lines up to its last decision, and the log's readers refuse it as truncated."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from altered.cli.main import main

# the random agent hangs at its 21st decision (as a slow agent or a person would), after flushing nothing itself
HANG_AT_21 = """
import sys, time
from altered.engine.decisions import RandomAgent
from altered.cli.main import main
choose, made = RandomAgent.choose, []
def hang(self, *args, **kw):
    if len(made) == 20:
        time.sleep(600)
    made.append(1)
    return choose(self, *args, **kw)
RandomAgent.choose = hang
sys.exit(main(sys.argv[1:]))
"""


def _choices(path) -> int:
    try:
        return sum('"e": "choice"' in line for line in path.read_text(encoding="utf-8").splitlines())
    except FileNotFoundError:
        return 0


def test_a_killed_game_keeps_its_log_up_to_the_last_decision(tmp_path, capsys):
    killed, whole = tmp_path / "killed.jsonl", tmp_path / "whole.jsonl"
    game = subprocess.Popen([sys.executable, "-c", HANG_AT_21, "play", "--seed", "3", "--log", str(killed)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        for _ in range(1200):                 # until its 20 decisions are in the file (or it stops)
            if _choices(killed) == 20 or game.poll() is not None:
                break
            time.sleep(0.1)
        assert game.poll() is None, game.stderr.read()
    finally:
        os.kill(game.pid, signal.SIGKILL)     # no handler, no flush at exit
        game.wait()
    text = killed.read_text(encoding="utf-8")
    assert text.endswith("\n")
    lines = text.splitlines()
    rows = [json.loads(line) for line in lines]                     # every line whole
    assert rows[0]["e"] == "game" and sum(r["e"] == "choice" for r in rows) == 20
    assert rows[-1]["e"] != "result"
    # the lines are those of the same game played to its end, up to the 21st decision
    assert main(["play", "--seed", "3", "--log", str(whole)]) == 0
    assert whole.read_text(encoding="utf-8").splitlines()[:len(lines)] == lines
    capsys.readouterr()
    assert main(["replay", str(killed)]) == 1
    out = capsys.readouterr().out
    assert len(out.splitlines()) == 1 and "the log is truncated" in out
    assert main(["view", str(killed), "-o", str(tmp_path / "page.html")]) == 1    # no page of half a game
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "the log is truncated" in err and not (tmp_path / "page.html").exists()


def test_a_line_cut_short_by_the_kill_is_refused_as_truncated(tmp_path, capsys):
    log = tmp_path / "game.jsonl"
    assert main(["play", "--seed", "3", "--log", str(log)]) == 0
    text = log.read_text(encoding="utf-8")
    cut = text[:text.index("\n", len(text) // 2) + 30]               # a line written in part
    log.write_text(cut, encoding="utf-8")
    capsys.readouterr()
    assert main(["replay", str(log)]) == 1
    err = capsys.readouterr().err.strip()
    n = cut.count("\n") + 1
    assert len(err.splitlines()) == 1 and err.startswith(f"{log}:{n}:") and "the log is truncated" in err


@pytest.mark.parametrize("agent", ["random", "greedy"])      # greedy searches: it plays through the state API
def test_the_log_written_as_it_goes_is_the_whole_game(tmp_path, capsys, agent):
    """Every event written before a decision is the one the game keeps (a replay checks each), and a game
    stopped at a save point ends its log with the save (resumed, it plays on in a log of its own)."""
    whole, saved, resumed = (tmp_path / n for n in ("whole.jsonl", "saved.jsonl", "resumed.jsonl"))
    assert main(["play", "--seed", "4", "--agent", agent, "--log", str(whole)]) == 0
    assert main(["play", "--seed", "4", "--agent", agent, "--stop-after", "15", "--log", str(saved)]) == 0
    assert main(["resume", str(saved), "--log", str(resumed)]) == 0
    assert main(["replay", str(whole), str(saved), str(resumed)]) == 0
    assert whole.read_text(encoding="utf-8") == resumed.read_text(encoding="utf-8")
    assert json.loads(saved.read_text(encoding="utf-8").splitlines()[-1])["e"] == "stopped"
