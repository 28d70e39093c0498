"""Where the time of games between search agents goes: the greedy agent (altered.agents.greedy) plays
through the state API (engine/session.py, engine/snapshot.py), so besides the games' own work it pays
for copies of the state, actions run again from their checkpoint, and states redrawn for what it can't
see.  cProfile over N games (loading not included), the cumulative share of each part.

    python benchmarks/search_share.py [--games 6] [--decks bravos,muna]

Run it on a pure-Python build: cProfile does not see inside compiled modules (setup.py).  Each share
includes what it calls (a resample includes its copy; an apply includes its restore and the actions
it runs, again and onwards).
"""
from __future__ import annotations

import argparse
import cProfile
import pstats
import time

from _setup import DEFAULT, load, matchup

from altered.agents.greedy import GreedyAgent
from altered.engine.game import Game

# (label, file name ending, function name): the parts measured
PARTS = [
    ("the agents' choices (the search, all included)", "greedy.py", "choose"),
    ("  state drawn again for what the agent can't see (resample, its copy included)", "snapshot.py", "resample"),
    ("  copies of the state (Game.copy)", "game.py", "copy"),
    ("  options applied to a copy (restore, run again and on)", "game.py", "apply"),
    ("  the evaluation of positions reached", "greedy.py", "evaluate"),
    ("  the opponents' power (before and after)", "greedy.py", "opponent_power"),
    ("checkpoints taken (every copy and apply)", "snapshot.py", "checkpoint"),
    ("restores to a checkpoint (every apply)", "snapshot.py", "restore"),
    ("the observations given to the agents", "observation.py", "observe"),
]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--decks", default=",".join(d.removesuffix(".yaml") for d in DEFAULT))
    args = ap.parse_args()
    book, decks = load(matchup(args.decks))
    prof = cProfile.Profile()
    start = time.process_time()
    prof.enable()
    for seed in range(args.games):
        Game(book, decks, [GreedyAgent(seed * 2 + 1), GreedyAgent(seed * 2 + 2)], seed=seed).play()
    prof.disable()
    took = time.process_time() - start
    stats = pstats.Stats(prof).stats          # type: ignore[attr-defined]
    total = sum(tt for (_, _, _), (_, _, tt, _, _) in stats.items())
    print(f"{args.decks}: {args.games} games between greedy agents, {took / args.games:.2f} s of CPU a game "
          f"under cProfile; cumulative shares of the time:")
    for label, file, name in PARTS:
        found = [(nc, ct) for (f, _, fn), (_, nc, _, ct, _) in stats.items() if f.endswith(file) and fn == name]
        calls, cumulative = sum(c for c, _ in found), max((t for _, t in found), default=0.0)
        print(f"  {100 * cumulative / total:5.1f} %  {label} ({calls / args.games:.0f} calls a game)")


if __name__ == "__main__":
    main()
