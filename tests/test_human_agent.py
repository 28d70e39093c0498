"""Playing yourself at the terminal (``--agents human``): each decision is the account's question to that
player (rules_yaml/account.yaml), its options numbered from 1, with that player's own view only -- the
cards of others' Hands and face-down cards are counted, never named (3.1.3.e, 3.2.9.d)."""
from __future__ import annotations

import io
import re

from altered.cli.main import main


def _play(argv, answers, monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO(answers))
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_answering_the_first_option_each_time_plays_the_game_the_first_agent_plays(monkeypatch, capsys):
    code, by_hand, _ = _play(["play", "--agents", "human,random", "--seed", "3"], "1\n" * 3000, monkeypatch, capsys)
    assert code == 0
    code, by_agent, _ = _play(["play", "--agents", "first,random", "--seed", "3"], "", monkeypatch, capsys)
    assert code == 0
    account = by_agent.splitlines()
    told = by_hand.splitlines()[-len(account):]
    assert told[1:] == account[1:] and told[0].endswith("Set-up")    # (after the last prompt: no echo of a pipe)
    asked = by_hand[:len(by_hand) - len(by_agent)]
    # 4.1.k: the first question is the Mana Orbs of the starting Hand, asked of player 1 by name
    assert "P1 (Bravos Haven), which cards of your starting Hand become your Mana Orbs?\n  1. " in asked
    assert re.search(r"P1 \(Bravos Haven\), what do you do now\?\n  1\. .+\n  2\. ", asked)


def test_the_player_sees_their_own_view_only(monkeypatch, capsys):
    code, out, _ = _play(["play", "--agents", "human,random", "--seed", "5", "--stop-after", "60"], "1\n" * 60,
                         monkeypatch, capsys)
    assert code == 0
    views = [line for line in out.splitlines() if line.startswith("  P2 Hand: ") or line.startswith("  P2 Deck: ")]
    assert views and all(re.fullmatch(r"  P2 (Hand|Deck): \d+ hidden cards?", line) for line in views), views
    assert any(line.startswith("  P1 Hand: ") and "hidden" not in line for line in out.splitlines())
    mana = [line for line in out.splitlines() if line.startswith("  P2 Mana: ")]
    assert mana and all(set(re.sub(r" \(Exhausted\)", "", line[len("  P2 Mana: "):]).split("; ")) == {"face-down card"}
                        for line in mana)


def test_a_wrong_answer_is_asked_again_and_v_shows_the_view(monkeypatch, capsys):
    code, out, _ = _play(["play", "--agents", "human,random", "--seed", "3", "--stop-after", "2"], "0\nten\nv\n2\n1\n",
                         monkeypatch, capsys)
    assert code == 0
    assert "'0': type an option's number" in out and "'ten': type an option's number" in out
    assert out.count("P1 sees: day 0, setup") == 2           # shown once, then again on v
    assert "Stopped after 2 decisions" in out


def test_no_answer_left_or_q_stops_the_game_in_one_line(monkeypatch, capsys):
    for answers in ("1\n", "q\n"):
        code, _, err = _play(["play", "--agents", "human,random", "--seed", "3"], answers, monkeypatch, capsys)
        assert code == 1 and len(err.strip().splitlines()) == 1 and err.startswith("--agents human: ")


def test_a_study_refuses_the_human_agent(monkeypatch, capsys):
    code, out, err = _play(["simulate", "--games", "2", "--agents", "human,random"], "", monkeypatch, capsys)
    assert code == 1 and out == "" and "altered play --agents human,greedy" in err
