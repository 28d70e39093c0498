"""How fast each agent plays, against random agents' speed measured in the same run, and where the greedy
agent's time goes.

    python benchmarks/agents.py [--games 40] [--repeat 3] [--decks bravos,muna] [--pairs random,random greedy,greedy]
    python benchmarks/agents.py --where [--games 20]

Each pair of agents (seat 1, seat 2) plays seeds 0..N-1, ``repeat`` rounds taking turns with the other
pairs (so a slow moment of the machine falls on every pair alike); the best round in CPU time of this
process is printed, with the ratio to random agents' speed. ``--where`` times the parts of the greedy
agent's work (the copies it plays its options out on, the re-execution of the action answered, the
resampling of what it cannot see, the checkpoints of the game played through the state API, its
evaluation) by wrapping them, so the total is slower than unwrapped.
"""
from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict

from _setup import load

from altered.agents.roster import make_agents
from altered.engine.game import Game

DEFAULT_PAIRS = ("random,random", "heuristic,heuristic", "heuristic,random", "greedy,greedy")


def play(book, decks, names, games):
    start = time.process_time()
    for seed in range(games):
        Game(book, decks, make_agents(names, seed), seed=seed).play()
    return games / (time.process_time() - start)


def speeds(book, decks, pairs, games, repeat):
    best = {p: 0.0 for p in pairs}
    for _ in range(repeat):
        for p in pairs:
            best[p] = max(best[p], play(book, decks, p.split(","), games))
    return best


def where(book, decks, games):
    """The greedy agent's time by part, in ms per game (greedy against greedy)."""
    from altered.agents.greedy import GreedyAgent
    from altered.engine import observation, snapshot
    spent, calls = defaultdict(float), defaultdict(int)

    def timed(name, f):
        def wrapper(*a, **k):
            t = time.process_time()
            try:
                return f(*a, **k)
            finally:
                spent[name] += time.process_time() - t
                calls[name] += 1
        return wrapper

    originals = (snapshot.scratch_copy, snapshot.resample, snapshot.checkpoint, snapshot.restore, Game.playout,
                 GreedyAgent.evaluate, observation.observe, GreedyAgent.choose)
    snapshot.scratch_copy = timed("copies its options are played out on", snapshot.scratch_copy)
    snapshot.resample = timed("resampling what it cannot see", snapshot.resample)
    snapshot.checkpoint = timed("checkpoints of the game (state API)", snapshot.checkpoint)
    snapshot.restore = timed("checkpoints restored to apply answers", snapshot.restore)
    Game.playout = timed("playouts (copy + re-execution)", Game.playout)
    GreedyAgent.evaluate = timed("evaluation of positions", GreedyAgent.evaluate)
    observation.observe = timed("observations (with their resample)", observation.observe)
    GreedyAgent.choose = timed("the agent's decisions, all in", GreedyAgent.choose)
    try:
        start = time.process_time()
        for seed in range(games):
            Game(book, decks, make_agents(("greedy", "greedy"), seed), seed=seed).play()
        total = time.process_time() - start
    finally:
        (snapshot.scratch_copy, snapshot.resample, snapshot.checkpoint, snapshot.restore, Game.playout,
         GreedyAgent.evaluate, observation.observe, GreedyAgent.choose) = originals
    print(f"greedy against greedy, {games} games: {1000 * total / games:.0f} ms of CPU per game with the timers")
    re_execution = spent["playouts (copy + re-execution)"] - spent["copies its options are played out on"]
    rows = dict(spent)
    rows["re-execution of the action answered"] = re_execution
    for name in sorted(rows, key=rows.get, reverse=True):
        n = calls.get(name)
        print(f"  {name:42s} {1000 * rows[name] / games:7.1f} ms/game" + (f"  ({n / games:.0f} calls)" if n else ""))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--decks", default="bravos,muna", help="two bundled decks (default: altered bench's pairing)")
    ap.add_argument("--pairs", nargs="+", default=list(DEFAULT_PAIRS), help="agents of seat 1 and 2, e.g. greedy,random")
    ap.add_argument("--where", action="store_true", help="where the greedy agent's time goes")
    args = ap.parse_args()
    names = [f"{d.strip()}.yaml" for d in args.decks.split(",")]
    book, decks = load(names)
    if args.where:
        where(book, decks, args.games)
        return
    pairs = list(dict.fromkeys(["random,random", *args.pairs]))
    best = speeds(book, decks, pairs, args.games, args.repeat)
    base = best["random,random"]
    for p in pairs:
        print(f"{p:22s} {best[p]:8.1f} games/s on one core  ({100 * best[p] / base:5.1f}% of random's)")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
