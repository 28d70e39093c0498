"""Machine instructions per random game, counted by valgrind: a figure other work on the machine
does not disturb, for comparing two versions of a hot path.

    python benchmarks/instructions.py [--games 40] [--decks bravos,muna] [--study]

Runs the games (seeds 0..N-1, as games_per_second.py plays them) under ``valgrind --tool=callgrind``
and prints the instructions per game. Only the games are counted, after one game more that is not (seed N:
the first game of a process compiles the decks' card programs, about 15 M instructions once, which
games_per_second.py's best-of-runs leaves out too): callgrind zeroes its counts when the
script calls ``os.getppid()`` after loading the rules and cards, and dumps them when it calls
``os.getpgrp()`` after the last game (two calls nothing else in the run makes). Subtracting a run that
only loads, as this script did first, left about +-0.1 M of the loading's own variation in the figure.
``--study`` plays the same games as a study's worker does (``altered bench``,
``simulate``): their facts noted and their records made (simulation/record.py).
Takes about two seconds of valgrind per game. Needs valgrind (``apt install valgrind``).
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
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
PLAY = """
import os, sys; sys.path.insert(0, {here!r})
from _setup import load, random_game
book, decks = load({decks!r})
random_game(book, decks, {games}, study={study})   # not counted: the first game compiles the decks' card programs
os.getppid()                 # callgrind starts counting here
for seed in range({games}): random_game(book, decks, seed, study={study})
os.getpgrp()                 # and stops here
"""


def count(games: int, decks: tuple = (), study: bool = False) -> int:
    """Instructions of ``games`` games, loading not counted."""
    env = dict(os.environ, PYTHONHASHSEED="0")       # the same dict layouts in every run
    fixed = ["setarch", platform.machine(), "-R"] if shutil.which("setarch") else []    # the same addresses too
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        done = subprocess.run(fixed + ["valgrind", "--tool=callgrind", "--zero-before=getppid", "--dump-before=getpgrp",
                                       f"--callgrind-out-file={out}", sys.executable,
                                       "-c", PLAY.format(here=HERE, games=games, decks=decks, study=study)],
                              env=env, capture_output=True, text=True, check=False)
        dumps = [os.path.join(tmp, f) for f in os.listdir(tmp) if f != "callgrind.out"]    # the dump at getpgrp
        found = None
        if dumps:
            with open(dumps[0]) as f:
                found = re.search(r"^summary: (\d+)", f.read(), re.M)
    if done.returncode != 0 or found is None:
        sys.exit(f"valgrind failed: {done.stderr.strip().splitlines()[-1] if done.stderr.strip() else done.returncode}")
    return int(found.group(1))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--decks", default="bravos,muna", help="two bundled decks (the default matchup)")
    ap.add_argument("--study", action="store_true", help="the games as a study plays them, with their records")
    args = ap.parse_args()
    sys.path.insert(0, HERE)
    from _setup import matchup
    decks = matchup(args.decks)
    if args.games < 1:
        sys.exit("--games must be at least 1")
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is not installed (apt install valgrind)")
    subprocess.run([sys.executable, "-c", PLAY.format(here=HERE, games=1, decks=decks, study=False)],
                   check=True)   # caches written first
    print(f"{args.decks}{' as a study' if args.study else ''}: "
          f"{count(args.games, decks, args.study) / args.games / 1e6:.2f} M instructions per game "
          f"({args.games} games, loading not counted)")


if __name__ == "__main__":
    main()
