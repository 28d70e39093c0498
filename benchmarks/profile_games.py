"""Where the time of random games goes: cProfile over N games (loading not included), top tables.

    python benchmarks/profile_games.py [--games 200] [--top 30] [--decks bravos,muna]

The decks are the default matchup (as games_per_second.py). A compiled build (setup.py) is invisible to
cProfile inside its modules: profile a pure-Python one (ALTERED_COMPILE=0).
"""
from __future__ import annotations

import argparse
import cProfile
import pstats

from _setup import DEFAULT, load, matchup, random_game


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--top", type=int, default=30)
    ap.add_argument("--decks", default=",".join(d.removesuffix(".yaml") for d in DEFAULT))
    args = ap.parse_args()
    book, decks = load(matchup(args.decks))
    prof = cProfile.Profile()
    prof.enable()
    for seed in range(args.games):
        random_game(book, decks, seed)
    prof.disable()
    for order in ("tottime", "cumulative"):
        stats = pstats.Stats(prof)
        stats.strip_dirs().sort_stats(order).print_stats(args.top)


if __name__ == "__main__":
    main()
