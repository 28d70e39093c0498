"""Machine instructions per random game, counted by valgrind: a figure other work on the machine
does not disturb, for comparing two versions of a hot path.

    python benchmarks/instructions.py [--games 40]

Runs the games (seeds 0..N-1, as games_per_second.py plays them) under ``valgrind --tool=callgrind``,
and once more with no game, and prints the difference per game: loading the rules and cards is not
counted. Takes about two seconds of valgrind per game. Needs valgrind (``apt install valgrind``).
Address randomisation is turned off for the runs (``setarch -R``, where there is one): dictionaries
keyed by ``id()`` otherwise lay out differently from run to run, which moves the count by about 0.5 %.
"""
from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PLAY = """
import sys; sys.path.insert(0, {here!r})
from _setup import load, random_game
book, decks = load()
for seed in range({games}): random_game(book, decks, seed)
"""


def count(games: int) -> int:
    """Instructions of one run of the loading and ``games`` games."""
    env = dict(os.environ, PYTHONHASHSEED="0")       # the same dict layouts in every run
    fixed = ["setarch", platform.machine(), "-R"] if shutil.which("setarch") else []    # the same addresses too
    done = subprocess.run(fixed + ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
                                   "-c", PLAY.format(here=HERE, games=games)],
                          env=env, capture_output=True, text=True, check=False)
    found = re.search(r"Collected : (\d+)", done.stderr)
    if done.returncode != 0 or found is None:
        sys.exit(f"valgrind failed: {done.stderr.strip().splitlines()[-1] if done.stderr.strip() else done.returncode}")
    return int(found.group(1))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40)
    args = ap.parse_args()
    if args.games < 1:
        sys.exit("--games must be at least 1")
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is not installed (apt install valgrind)")
    subprocess.run([sys.executable, "-c", PLAY.format(here=HERE, games=1)], check=True)   # compiled files written first
    loading, total = count(0), count(args.games)
    print(f"{(total - loading) / args.games / 1e6:.2f} M instructions per game "
          f"({args.games} games, loading not counted)")


if __name__ == "__main__":
    main()
