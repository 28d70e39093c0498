"""Many seeded games in worker processes, and what they say about a rule set.

Each worker loads the rules once; games are numbered by seed, so the same command gives the same
numbers whatever the number of workers.
"""
from __future__ import annotations

import os
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from .stats import difference, mean_interval, wilson

BATCH = 50


@dataclass
class Result:
    seed: int
    winner: int | None
    first: int | None
    days: int


def _batch(args):
    variants, deck_files, seeds, cards = args
    from .cards.catalog import catalog_with
    from .cards.decks import load_deck
    from .decisions import RandomAgent
    from .game import Game
    from .rules import load_rulebook
    book = load_rulebook(variants=variants)
    catalog = catalog_with(cards)
    book.prepare(catalog)
    decks = [load_deck(f, catalog) for f in deck_files]
    out = []
    for seed in seeds:
        game = Game(book, decks, [RandomAgent(2 * seed + 1), RandomAgent(2 * seed + 2)], seed=seed)
        winner = game.play()
        out.append(Result(seed, winner, game.starting_player, game.day))
    return out


def simulate(variants, deck_files, games, workers=None, progress=None, cards=()):
    """Play ``games`` seeded random games; returns the results in seed order."""
    seeds = list(range(games))
    batches = [(tuple(variants), tuple(str(f) for f in deck_files), seeds[i:i + BATCH], tuple(cards or ()))
               for i in range(0, games, BATCH)]
    workers = workers or min(len(batches), os.cpu_count() or 1)
    results = []
    if workers <= 1:
        for b in batches:
            results += _batch(b)
            if progress:
                progress(len(results), games)
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for part in pool.map(_batch, batches):
                results += part
                if progress:
                    progress(len(results), games)
    return sorted(results, key=lambda r: r.seed)


def summary(results):
    n = len(results)
    decided = [r for r in results if r.winner is not None]
    return {
        "games": n,
        "player1_wins": wilson(sum(r.winner == 0 for r in decided), n),
        "first_player_wins": wilson(sum(r.winner == r.first for r in decided), n),
        "no_winner": sum(r.winner is None for r in results),
        "days": mean_interval([r.days for r in results]),
    }


def compare(base, other):
    n1, n2 = len(base), len(other)
    fp1 = sum(r.winner == r.first for r in base if r.winner is not None)
    fp2 = sum(r.winner == r.first for r in other if r.winner is not None)
    p1 = sum(r.winner == 0 for r in base)
    p2 = sum(r.winner == 0 for r in other)
    d1, d2 = mean_interval([r.days for r in base]), mean_interval([r.days for r in other])
    return {
        "first_player_wins": difference(fp1, n1, fp2, n2),
        "player1_wins": difference(p1, n1, p2, n2),
        "days": (d2[0] - d1[0],),
    }
