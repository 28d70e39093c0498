"""Random games per second on one core with the bundled decks.

    python benchmarks/games_per_second.py [--games 300] [--repeat 3] [--decks axiom,bravos]

Plays seeds 0..N-1 between two random agents ``repeat`` times and prints the best rate in CPU time of
this process (the run least disturbed by other work on the machine), then the median and the
wall-clock rate; loading the rules and cards is not timed.  The decks are the two bundled when the
goal was set (Axiom vs Bravos); ``--decks bravos,muna`` plays the matchup ``altered bench`` plays by
default (with other seeds, and with its per-game records and progress also timed).
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time

from _setup import DECKS, load, random_game

from altered.loading.paths import CARDS_DIR


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--decks", default=",".join(d.removesuffix(".yaml") for d in DECKS),
                    help="two bundled decks, e.g. bravos,muna")
    args = ap.parse_args()
    names = [f"{d.strip()}.yaml" for d in args.decks.split(",")]
    if len(names) != 2 or not all((CARDS_DIR / "decks" / n).is_file() for n in names):
        bundled = ", ".join(sorted(p.stem for p in (CARDS_DIR / "decks").glob("*.yaml")))
        sys.exit(f"--decks: expected two bundled decks separated by a comma ({bundled}), not {args.decks!r}")
    book, decks = load(names)
    cpu, wall = [], []
    for _ in range(args.repeat):
        start, start_wall = time.process_time(), time.perf_counter()
        for seed in range(args.games):
            random_game(book, decks, seed)
        cpu.append(args.games / (time.process_time() - start))
        wall.append(args.games / (time.perf_counter() - start_wall))
    print(f"{args.decks}: {max(cpu):.1f} games/s on one core (best of {args.repeat} runs of {args.games} games in CPU time; "
          f"median {statistics.median(cpu):.1f}; wall clock {statistics.median(wall):.1f})")


if __name__ == "__main__":
    main()
