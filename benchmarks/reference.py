"""The reference that speed figures are given against: random games of chess played by python-chess,
timed in the same process as the engine's games.

The machine's own speed drifts by 10-40 % over a day (other work, frequency scaling), so a figure in
games per second means little a week later. A pure-Python program of a similar kind (a board, legal
moves generated at every ply, a random choice among them) run back to back with the engine drifts
with it: the ratio of the two stays put. Install it with the ``bench`` extra (``pip install -e
'.[bench]'``).

    python benchmarks/reference.py [--games 60]

Each game starts from the initial position and pushes a uniformly random legal move until the game is
over (mate, stalemate, insufficient material, the 75-move rule, fivefold repetition): about 380 plies
a game; the seed is fixed, so every run plays the same games.
"""
from __future__ import annotations

import argparse
import random
import sys
import time

GAMES = 60            # about 0.7 s of CPU on the machine the goal was set on


def _chess():
    try:
        import chess
    except ImportError:
        sys.exit("the reference needs python-chess: pip install -e '.[bench]' (or pip install chess)")
    return chess


def chess_games(games: int = GAMES, seed: int = 0) -> int:
    """Play ``games`` random games of chess; returns the number of plies (the same for the same seed)."""
    chess = _chess()
    rng = random.Random(seed)
    plies = 0
    for _ in range(games):
        board = chess.Board()
        while not board.is_game_over():
            board.push(rng.choice(list(board.legal_moves)))
            plies += 1
    return plies


def chess_rate(games: int = GAMES) -> float:
    """Random chess games per second, in CPU time of this process."""
    start = time.process_time()
    chess_games(games)
    return games / (time.process_time() - start)


def version() -> str:
    return getattr(_chess(), "__version__", "?")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=GAMES)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    rates = [chess_rate(args.games) for _ in range(args.repeat)]
    print(f"python-chess {version()}: {max(rates):.1f} random games/s on one core (best of {args.repeat} runs of "
          f"{args.games} games in CPU time; {chess_games(1)} plies in the first game)")


if __name__ == "__main__":
    main()
