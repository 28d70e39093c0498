"""Random games per second on one core with the bundled decks.

    python benchmarks/games_per_second.py [--games 300] [--repeat 3]

Plays seeds 0..N-1 (the games ``altered bench`` plays) ``repeat`` times and prints the best rate in
CPU time of this process (the run least disturbed by other work on the machine), then the median and
the wall-clock rate; loading the rules and cards is not timed.
"""
from __future__ import annotations

import argparse
import statistics
import time

from _setup import load, random_game


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    book, decks = load()
    cpu, wall = [], []
    for _ in range(args.repeat):
        start, start_wall = time.process_time(), time.perf_counter()
        for seed in range(args.games):
            random_game(book, decks, seed)
        cpu.append(args.games / (time.process_time() - start))
        wall.append(args.games / (time.perf_counter() - start_wall))
    print(f"{max(cpu):.1f} games/s on one core (best of {args.repeat} runs of {args.games} games in CPU time; "
          f"median {statistics.median(cpu):.1f}; wall clock {statistics.median(wall):.1f})")


if __name__ == "__main__":
    main()
