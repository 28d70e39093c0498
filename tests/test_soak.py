"""``altered soak``: random games from the whole card pool (both sets) with their invariants checked after
every event (altered.simulation.soak).  A short soak of both editions and both table sizes runs here (the
CI's soak); the checks are shown able to fail, and a failing game is written as a log that replays."""
from __future__ import annotations

import dataclasses
import json
import subprocess
import sys

import pytest

from altered.engine import gamelog
from altered.effects import Ctx
from altered.rulebook import load_rulebook
from altered.loading.rules.editions import with_edition
from altered.simulation import soak as soak_mod
from altered.simulation.replay import replay


@pytest.mark.parametrize("edition,players", [(None, 2), ("5.0", 2), (None, 4)])
def test_a_short_soak_keeps_every_invariant(catalog, edition, players):
    """Random decks of both sets, random agents: every event keeps the invariants and each game ends."""
    overlays = with_edition(["ffa"] if players == 4 else [], edition)
    book = load_rulebook(variants=overlays)
    book.prepare(catalog)
    report = soak_mod.soak(book, catalog, 4, master=7, players=players, variants=overlays)
    assert report.failures == [] and report.ended == 4 and report.events > 400


def test_random_decks_draw_from_every_bundled_set(catalog):
    """The pool is every bundled set; a deck is a Hero and 39 cards, at most three of a name (1.1.4)."""
    heroes, cards = soak_mod.pool(catalog)
    sets = {c.version[:3] for c in catalog}
    assert {c.version[:3] for c in cards} == sets and {c.version[:3] for c in heroes} == sets
    for deck in soak_mod.random_decks(catalog, 12345, 2):
        assert deck.hero.type == "Hero" and len(deck.cards) == 39
        names = [c.name for c in deck.cards]
        assert max(names.count(n) for n in names) <= 3
    assert [c.ref for c in soak_mod.random_decks(catalog, 5, 2)[0].cards] == \
        [c.ref for c in soak_mod.random_decks(catalog, 5, 2)[0].cards]


def test_a_stale_cache_is_caught(board):
    """The recomputation check is real: a region's terrains changed behind the caches' back (no state
    version bumped) make the cached terrains differ from those recomputed from nothing."""
    game = board.game
    board.put("Demeter", 0, "Expedition", sub="hero")
    soak_mod.check_recomputed(game)
    assert "Eternal" in game.runtime.obj_keywords(game.objects("Expedition", 0)[0])
    region = game.adventure_zone.objs[0]
    region.card = dataclasses.replace(region.card, subtypes=("water",))
    with pytest.raises(soak_mod.SoakFailure, match="full recomputation|recomputed|differ"):
        soak_mod.check_recomputed(game)


def test_a_negative_counter_and_a_hidden_card_are_caught(board, monkeypatch):
    game = board.game
    kappa = board.put("Kappa", 0, "Expedition", sub="hero")
    kappa.counters["boost"] = -1
    with pytest.raises(soak_mod.SoakFailure, match="-1 boost"):
        soak_mod.check_zones_and_counters(game)
    board.put("Chiron", 1, "Hand")
    soak_mod.check_hidden(game)
    original = type(game).observation               # an observation that names the hidden card
    monkeypatch.setattr(type(game), "observation", lambda self, p: f"{original(self, p)} Chiron")
    with pytest.raises(soak_mod.SoakFailure, match="hidden from them"):
        soak_mod.check_hidden(game)


def test_a_failing_game_is_written_as_a_log_that_replays(catalog, tmp_path, failing_soak_check):
    """A game whose check fails at its 100th event is written as a saved log: replay finds the same events."""
    book = load_rulebook()
    book.prepare(catalog)
    report = soak_mod.soak(book, catalog, 1, master=3, out_dir=tmp_path)
    [(index, seed, message)] = report.failures
    assert message == "a failure for the test"
    log = tmp_path / f"soak-{index}-seed-{seed}.jsonl"
    assert "a failure for the test" in log.with_suffix(".txt").read_text()
    result = replay(gamelog.read(log))
    assert result.ok, result.message


def test_the_command_line(tmp_path):
    out = subprocess.run([sys.executable, "-m", "altered", "soak", "--games", "2", "--json", "--out", str(tmp_path)],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["ended"] == 2
    bad = subprocess.run([sys.executable, "-m", "altered", "soak", "--games", "0"], capture_output=True, text=True)
    assert bad.returncode == 1 and bad.stderr.count("\n") == 1 and "--games" in bad.stderr


def test_two_jobs_play_the_same_soak_games_in_order(catalog, book):
    one = soak_mod.soak(book, catalog, 3, master=5, jobs=1)
    two = soak_mod.soak(book, catalog, 3, master=5, jobs=2)
    assert dataclasses.astuple(one) == dataclasses.astuple(two) and one.games == 3 and not two.interrupted


@pytest.mark.parametrize("jobs", [1, 2])
def test_ctrl_c_stops_a_soak_with_the_report_of_the_games_played(catalog, book, jobs):
    def stop_after_two(report):
        if report.games == 2:
            raise KeyboardInterrupt
    report = soak_mod.soak(book, catalog, 6, master=5, progress=stop_after_two, jobs=jobs)
    assert report.interrupted and report.games == 2 and report.asked == 6 and report.ended == 2
    assert soak_mod.summary(report).startswith("interrupted after 2 of 6 games: 2 games, ")


def test_the_command_line_says_what_an_interrupted_soak_played(tmp_path, monkeypatch, capsys):
    from altered.cli.main import main
    real = soak_mod._soak_game

    def interrupted_at_the_third(book, catalog, master, i, *rest):
        if i == 2:
            raise KeyboardInterrupt
        return real(book, catalog, master, i, *rest)
    monkeypatch.setattr(soak_mod, "_soak_game", interrupted_at_the_third)
    assert main(["soak", "--games", "5", "--jobs", "1", "--out", str(tmp_path)]) == 130
    assert capsys.readouterr().out.startswith("interrupted after 2 of 5 games: 2 games, ")


def test_a_progress_bar_on_a_terminal(tmp_path, on_a_terminal):
    code, shown, out = on_a_terminal(["soak", "--games", "2", "--jobs", "1", "--out", str(tmp_path)])
    assert code == 0 and b"2/2" in shown and b"games/s" in shown and b"games/s" not in out
