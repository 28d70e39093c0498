"""The same seeds must play the same games: record the winner, the number of days and a digest of
the whole event log of each seed, and check a later version of the engine against the record: the
winners, days and digests must match (a change of the log's format changes every digest: record again).

    python benchmarks/same_games.py --record benchmarks/same_games.json   # before a change
    python benchmarks/same_games.py --check benchmarks/same_games.json    # after it

``--record`` with ``--decks bravos,muna`` records that matchup (Axiom vs Bravos by default) and
``--append`` adds its games to the file; each recorded game names its decks (none: Axiom vs Bravos).
The record only holds for the rules and decks it was made with: change those and record again.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import sys

from _setup import DECKS, load, matchup, random_game

RECORDED = ",".join(d.removesuffix(".yaml") for d in DECKS)     # the decks of a record that names none


def fingerprint(game) -> str:
    text = json.dumps(game.events, default=str, sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def play(book, decks, seeds, label=None):
    out = []
    for seed in seeds:
        game = random_game(book, decks, seed, log=True)
        out.append({"seed": seed, "winner": game.winner, "days": game.day, "events": fingerprint(game)})
        if label is not None:
            out[-1]["decks"] = label
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--record", metavar="FILE")
    mode.add_argument("--check", metavar="FILE")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--decks", default=RECORDED, help="two bundled decks to record, e.g. bravos,muna")
    ap.add_argument("--append", action="store_true", help="add the games recorded to those of the file")
    args = ap.parse_args()
    if args.record:
        pair = matchup(args.decks)
        book, decks = load(pair)
        old = []
        if args.append:
            with open(args.record, encoding="utf-8") as f:
                old = json.load(f)
        label = None if args.decks == RECORDED else args.decks
        with open(args.record, "w", encoding="utf-8") as f:
            json.dump(old + play(book, decks, range(args.games), label), f, indent=0)
            f.write("\n")
        print(f"recorded {args.games} games of {args.decks} in {args.record}")
        return 0
    with open(args.check, encoding="utf-8") as f:
        want = json.load(f)
    labels = list(dict.fromkeys(w.get("decks", RECORDED) for w in want))
    book, all_decks = load(*[matchup(label) for label in labels])
    if len(labels) == 1:
        all_decks = [all_decks]
    by_label = dict(zip(labels, all_decks))
    got = [play(book, by_label[w.get("decks", RECORDED)], [w["seed"]])[0] for w in want]
    bad = [(w, g) for w, g in zip(want, got) if (w["winner"], w["days"]) != (g["winner"], g["days"])]
    for w, g in bad[:10]:
        print(f"{w.get('decks', RECORDED)} seed {w['seed']}: recorded {w}, now {g}")
    same_log = sum(w["events"] == g["events"] for w, g in zip(want, got))
    print(f"{len(want) - len(bad)} of {len(want)} games ({', '.join(labels)}) with the same winner and days; "
          f"{same_log} with the same event log")
    return 1 if bad or same_log != len(want) else 0


if __name__ == "__main__":
    sys.exit(main())
