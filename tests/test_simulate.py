"""Simulating many games: the same numbers for the same seeds whatever the workers, and intervals
that match the textbook formulas."""
from __future__ import annotations

import pytest

from altered.cli import main
from altered.paths import CARDS_DIR
from altered.simulate import simulate, summary
from altered.stats import difference, wilson

DECKS = [CARDS_DIR / "decks" / "axiom.yaml", CARDS_DIR / "decks" / "bravos.yaml"]


def test_wilson_and_newcombe_intervals():
    p, low, high = wilson(50, 100)
    assert p == 0.5 and low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    assert wilson(0, 10)[1] == pytest.approx(0.0) and wilson(10, 10)[2] == pytest.approx(1.0)
    d, low, high = difference(50, 100, 60, 100)
    assert d == pytest.approx(0.10) and low < 0 < high            # not significant at 100 games
    d, low, high = difference(500, 1000, 600, 1000)
    assert low > 0                                                 # significant at 1000


def test_the_same_seeds_give_the_same_results_with_one_or_two_workers():
    one = simulate([], DECKS, 60, workers=1)
    two = simulate([], DECKS, 60, workers=2)
    assert one == two
    s = summary(one)
    assert s["games"] == 60 and s["no_winner"] == 0


def test_compare_prints_the_change_of_a_variant(capsys):
    assert main(["compare", "standard", "draw-three", "--games", "60", "--workers", "1", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "first-player advantage change:" in out and "game length change:" in out
