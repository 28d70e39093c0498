"""Random games per second on one core, and their ratio to python-chess's random games timed in the
same run (benchmarks/reference.py): the ratio is the figure to compare across days and machines.

    python benchmarks/games_per_second.py [--games 200] [--repeat 3] [--decks bravos,muna] [--all] [--study]

Plays seeds 0..N-1 between two random agents, then the reference's chess games, ``repeat`` times in
turn, and prints the best rate of each in CPU time of this process (the run least disturbed by other
work on the machine) and their ratio; loading the rules and cards is not timed.  The default matchup
is the one ``altered play`` and ``altered bench`` play (Bravos vs Muna); ``--all`` also plays every
pairing of the bundled decks, each timed beside its own chess runs; ``--study`` plays the same games
as a study's worker does (``altered bench``), their facts noted and records made (simulation/record.py).
Needs python-chess (the ``bench`` extra: ``pip install -e '.[bench]'``).
"""
from __future__ import annotations

import argparse
import itertools
import statistics
import time

import reference
from _setup import DEFAULT, bundled, load, matchup, random_game


def measure(book, decks, games: int, repeat: int, chess_games: int, study: bool = False) -> tuple[float, float, float]:
    """(best games/s, best chess games/s, median of the ratios of each turn): engine and reference in turn."""
    ours, chess, ratios = [], [], []
    for _ in range(repeat):
        start = time.process_time()
        for seed in range(games):
            random_game(book, decks, seed, study=study)
        ours.append(games / (time.process_time() - start))
        chess.append(reference.chess_rate(chess_games))
        ratios.append(ours[-1] / chess[-1])
    return max(ours), max(chess), statistics.median(ratios)


def line(label: str, ours: float, chess: float, median: float) -> str:
    return (f"{label}: {ours / chess:.2f} x python-chess ({ours:.1f} games/s beside {chess:.1f} random chess games/s; "
            f"median ratio {median:.2f})")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--chess-games", type=int, default=reference.GAMES, help="chess games per reference run")
    ap.add_argument("--decks", default=",".join(d.removesuffix(".yaml") for d in DEFAULT),
                    help="two bundled decks, e.g. bravos,muna")
    ap.add_argument("--all", action="store_true", help="also every pairing of the bundled decks")
    ap.add_argument("--study", action="store_true", help="the games as a study plays them, with their records")
    args = ap.parse_args()
    first = matchup(args.decks)
    pairs = [first]
    if args.all:
        pairs += [p for p in itertools.combinations([f"{d}.yaml" for d in bundled()], 2) if set(p) != set(first)]
    reference.version()                       # python-chess missing: said before anything is loaded
    book, all_decks = load(*pairs)
    if len(pairs) == 1:
        all_decks = [all_decks]
    print(f"best of {args.repeat} runs of {args.games} games in CPU time, each beside {args.chess_games} "
          f"random chess games (python-chess {reference.version()})")
    for pair, decks in zip(pairs, all_decks):
        label = ",".join(n.removesuffix(".yaml") for n in pair) + (" as a study" if args.study else "")
        print(line(label, *measure(book, decks, args.games, args.repeat, args.chess_games, args.study)), flush=True)


if __name__ == "__main__":
    main()
