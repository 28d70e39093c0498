"""Memory stays flat from game to game: nothing a game makes outlives it (derived-fact caches,
indexes of the rule book and compiled programs are bounded by the rules and cards, not the games).
benchmarks/memory.py measures the same over 10,000 games."""
from __future__ import annotations

import gc
import tracemalloc

from altered.engine.decisions import RandomAgent
from altered.engine.game import Game


def _games(book, decks, seeds):
    for seed in seeds:
        Game(book, decks, [RandomAgent(2 * seed + 1), RandomAgent(2 * seed + 2)], seed=seed).play()


def test_python_heap_does_not_grow_from_game_to_game(book, decks):
    _games(book, decks, range(10))          # first games fill the bounded caches
    gc.collect()
    tracemalloc.start()
    try:
        _games(book, decks, range(10, 20))
        gc.collect()
        before = tracemalloc.get_traced_memory()[0]
        _games(book, decks, range(20, 60))
        gc.collect()
        after = tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    assert after - before < 64 * 1024, f"40 more games kept {(after - before) / 1024:.0f} KiB"
