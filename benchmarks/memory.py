"""Memory stays flat over many games: the resident set size (and, with --trace, the Python heap)
after every tenth of the run, and the growth between the first tenth and the end.

    python benchmarks/memory.py [--games 10000] [--trace] [--limit-mib 8]

Exits with 1 when the growth exceeds the limit.
"""
from __future__ import annotations

import argparse
import gc
import os
import sys
import tracemalloc

from _setup import load, random_game


def rss_mib() -> float:
    """The resident set size now (Linux), else the peak so far."""
    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except OSError:
        import resource
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10000)
    ap.add_argument("--trace", action="store_true", help="also measure the Python heap (tracemalloc; slower)")
    ap.add_argument("--limit-mib", type=float, default=8.0)
    args = ap.parse_args()
    book, decks = load()
    if args.trace:
        tracemalloc.start()
    step = max(1, args.games // 10)
    rows = []
    for seed in range(args.games):
        random_game(book, decks, seed)
        if (seed + 1) % step == 0:
            gc.collect()
            heap = tracemalloc.get_traced_memory()[0] / 2**20 if args.trace else None
            rows.append((seed + 1, rss_mib(), heap))
            print(f"{seed + 1:7d} games  RSS {rows[-1][1]:7.1f} MiB" + (f"  heap {heap:6.2f} MiB" if args.trace else ""),
                  flush=True)
    first, last = rows[0], rows[-1]
    growth = last[1] - first[1]
    print(f"RSS growth from game {first[0]} to game {last[0]}: {growth:+.1f} MiB" +
          (f"; heap {last[2] - first[2]:+.2f} MiB" if args.trace else ""))
    return 1 if growth > args.limit_mib else 0


if __name__ == "__main__":
    sys.exit(main())
