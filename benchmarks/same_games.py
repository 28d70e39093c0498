"""The same seeds must play the same games: record the winner, the number of days and a digest of
the whole event log of each seed, and check a later version of the engine against the record (the
winners and days must match; the digests match too unless the log's format changed).

    python benchmarks/same_games.py --record benchmarks/same_games.json   # before a change
    python benchmarks/same_games.py --check benchmarks/same_games.json    # after it

The record only holds for the rules and decks it was made with: change those and record again.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import sys

from _setup import load, random_game


def fingerprint(game) -> str:
    text = json.dumps(game.events, default=str, sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def play(book, decks, games):
    out = []
    for seed in range(games):
        game = random_game(book, decks, seed, log=True)
        out.append({"seed": seed, "winner": game.winner, "days": game.day, "events": fingerprint(game)})
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--record", metavar="FILE")
    mode.add_argument("--check", metavar="FILE")
    ap.add_argument("--games", type=int, default=200)
    args = ap.parse_args()
    book, decks = load()
    if args.record:
        with open(args.record, "w", encoding="utf-8") as f:
            json.dump(play(book, decks, args.games), f, indent=0)
            f.write("\n")
        print(f"recorded {args.games} games in {args.record}")
        return 0
    with open(args.check, encoding="utf-8") as f:
        want = json.load(f)
    got = play(book, decks, len(want))
    bad = [(w, g) for w, g in zip(want, got) if (w["winner"], w["days"]) != (g["winner"], g["days"])]
    for w, g in bad[:10]:
        print(f"seed {w['seed']}: recorded {w}, now {g}")
    same_log = sum(w["events"] == g["events"] for w, g in zip(want, got))
    print(f"{len(want) - len(bad)} of {len(want)} games with the same winner and days; "
          f"{same_log} with the same event log (a change of the log's format changes the digests)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
