"""The ``altered`` command line."""
from __future__ import annotations

import argparse
import json
import platform
import sys
import time

from .errors import DesignError
from .paths import CARDS_DIR


def _decks(args, catalog):
    from .cards.decks import load_deck
    d1 = args.deck1 or str(CARDS_DIR / "decks" / "axiom.yaml")
    d2 = args.deck2 or str(CARDS_DIR / "decks" / "bravos.yaml")
    return [load_deck(d1, catalog), load_deck(d2, catalog)]


def _agents(kind, seed):
    from .decisions import FirstOptionAgent, GreedyAgent, RandomAgent
    if kind == "first":
        return [FirstOptionAgent(), FirstOptionAgent()]
    if kind == "greedy":
        return [GreedyAgent(seed * 2 + 1), GreedyAgent(seed * 2 + 2)]
    if kind == "greedy-random":
        return [GreedyAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
    return [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]


def cmd_play(args):
    from .cards.catalog import load_catalog
    from .game import Game
    from .narrative import account
    from .rules import load_rulebook
    book = load_rulebook(variants=args.variant or ())
    catalog = load_catalog()
    decks = _decks(args, catalog)
    book.prepare(catalog)
    game = Game(book, decks, _agents(args.agent, args.seed), seed=args.seed, log=True)
    game.play()
    for line in account(game):
        print(line)
    if args.log:
        with open(args.log, "w", encoding="utf-8") as f:
            head = {"e": "game", "seed": args.seed, "decks": [d.name for d in decks], "agent": args.agent,
                    "variants": list(args.variant or ()), "python": platform.python_version()}
            f.write(json.dumps(head) + "\n")
            for e in game.events:
                f.write(json.dumps(e, default=str) + "\n")
            f.write(json.dumps({"e": "result", "winner": game.winner, "days": game.day}) + "\n")
    return 0


def cmd_bench(args):
    from .cards.catalog import load_catalog
    from .game import Game
    from .rules import load_rulebook
    book = load_rulebook(variants=args.variant or ())
    catalog = load_catalog()
    decks = _decks(args, catalog)
    book.prepare(catalog)
    wins = [0] * (len(decks) + 1)
    days = 0
    start = time.perf_counter()
    for seed in range(args.games):
        game = Game(book, decks, _agents("random", seed), seed=seed)
        winner = game.play()
        wins[-1 if winner is None else winner] += 1
        days += game.day
    took = time.perf_counter() - start
    print(f"{args.games} random games in {took:.2f} s: {args.games / took:.1f} games/s "
          f"(mean {days / args.games:.1f} days; wins {wins[:-1]}, no winner {wins[-1]})")
    return 0


def card_problems(book, catalog):
    """Every card text the engine cannot read or run, as messages naming file, line and column."""
    book.prepare(catalog)
    problems = []
    for card in catalog:
        prog = book.program(card)
        for e in prog.errors:
            problems.append(str(e))
        if not prog.errors:
            for text, why in prog.unsupported:
                problems.append(f"{card.file}:{card.line}: {card.name}: cannot run {text!r}: {why}")
    return problems


def _rate(label, r):
    return f"{label}: {100 * r[0]:.1f}% (95% interval {100 * r[1]:.1f}-{100 * r[2]:.1f})"


def _progress(done, total):
    print(f"\r{done}/{total} games", end="" if done < total else "\n", file=sys.stderr, flush=True)


def _deck_files(args):
    return [args.deck1 or str(CARDS_DIR / "decks" / "axiom.yaml"), args.deck2 or str(CARDS_DIR / "decks" / "bravos.yaml")]


def cmd_simulate(args):
    from .simulate import simulate, summary
    results = simulate(args.variant or (), _deck_files(args), args.games, args.workers,
                       None if args.quiet else _progress)
    s = summary(results)
    print(f"{s['games']} seeded random games, rules: standard{''.join(' + ' + v for v in args.variant or ())}")
    print(_rate("player 1 wins", s["player1_wins"]))
    print(_rate("the first player of day 1 wins", s["first_player_wins"]))
    print(f"days: mean {s['days'][0]:.2f} (95% interval {s['days'][1]:.2f}-{s['days'][2]:.2f}); no winner: {s['no_winner']}")
    return 0


def cmd_compare(args):
    from .simulate import compare, simulate, summary
    sides = [[] if v == "standard" else [v] for v in (args.base, args.other)]
    runs = [simulate(v, _deck_files(args), args.games, args.workers, None if args.quiet else _progress)
            for v in sides]
    for name, results in zip((args.base, args.other), runs):
        s = summary(results)
        print(f"{name}: {_rate('first player wins', s['first_player_wins'])}; "
              f"days {s['days'][0]:.2f}")
    c = compare(*runs)
    d = c["first_player_wins"]
    print(f"first-player advantage change: {100 * d[0]:+.1f} points (95% interval {100 * d[1]:+.1f} to {100 * d[2]:+.1f})")
    print(f"game length change: {c['days'][0]:+.2f} days")
    return 0


def cmd_check(args):
    from .cards.catalog import load_catalog
    from .cards.decks import load_deck
    from .rules import load_rulebook
    book = load_rulebook(variants=args.variant or ())
    catalog = load_catalog(args.cards) if args.cards else load_catalog()
    for path in args.decks:
        load_deck(path, catalog)
    problems = card_problems(book, catalog)
    for p in problems:
        print(p, file=sys.stderr)
    if problems:
        print(f"{len(problems)} card texts cannot be read or run", file=sys.stderr)
        return 1
    print(f"ok: {len(book.docs)} rules files, {len(catalog)} cards (every text read and compiled), "
          f"{len(args.decks)} decks")
    return 0


def cmd_import_set(args):
    """Convert a set, then read every text it holds and list those the language cannot read yet."""
    from .cards.catalog import load_catalog
    from .cards.importer import import_set
    from .rules import load_rulebook
    out = args.out
    if out is None:                    # cards_dsl/<set code>: importing a set again rewrites its files
        import json
        from .cards.importer import convert_record
        try:
            with open(args.file, encoding="utf-8") as f:
                first = json.load(f)
            records = first if isinstance(first, list) else first.get("hydra:member", [])
            out = str(CARDS_DIR / convert_record(records[0])[1].lower())
        except (OSError, ValueError, KeyError, IndexError, TypeError, AttributeError, DesignError):
            out = str(CARDS_DIR / "imported")
    report = import_set(args.file, out)
    print(report.summary())
    from pathlib import Path
    from .cards.newwords import read_set
    book = load_rulebook()
    catalog = load_catalog(out)
    others = [c.text for c in load_catalog() if c.text and Path(c.file).parent.resolve() != Path(out).resolve()]
    reading = read_set(book, catalog, out, others)
    print(reading.summary())
    problems = [p for p in card_problems(book, catalog) if "cannot run" in p]
    for p in problems:
        print(p)
    if problems:
        print(f"{len(problems)} card texts are read but cannot run yet")
    return 0 if reading.ok and not problems else 1


def cmd_explain(args):
    from .cardtext import explain, explain_jsonl
    if args.jsonl:
        for result in explain_jsonl(line.rstrip("\n") for line in sys.stdin if line.strip()):
            print(json.dumps(result, ensure_ascii=False))
        return 0
    print(explain(args.text))
    return 0


def cmd_scenario(args):
    from .scenario import run_files
    outcomes = run_files(args.files)
    for o in outcomes:
        rule = f" [{o.rule}]" if o.rule else ""
        print(f"{'PASS' if o.passed else 'FAIL'} {o.name}{rule}  ({o.file})")
        for problem in o.problems:
            print(f"    {problem}")
    failed = sum(not o.passed for o in outcomes)
    print(f"{len(outcomes) - failed} passed, {failed} failed")
    return 1 if failed else 0


def build_parser():
    parser = argparse.ArgumentParser(prog="altered", description="A rules-as-data engine for Altered.")
    sub = parser.add_subparsers(dest="command", required=True)

    def game_options(p):
        p.add_argument("--deck1", help="deck file of player 1 (default: the bundled Axiom deck)")
        p.add_argument("--deck2", help="deck file of player 2 (default: the bundled Bravos deck)")
        p.add_argument("--variant", action="append", help="a variant overlay (name or file); repeatable")

    p = sub.add_parser("play", help="play a game and print an account of it")
    game_options(p)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--agent", choices=["random", "first", "greedy", "greedy-random"], default="random",
                   help="who plays: seeded random agents, first options, greedy agents, or greedy (P1) vs random")
    p.add_argument("--log", help="write the events as JSON Lines to this file")
    p.set_defaults(run=cmd_play)

    p = sub.add_parser("bench", help="play seeded random games and print games per second")
    game_options(p)
    p.add_argument("--games", type=int, default=200)
    p.set_defaults(run=cmd_bench)

    p = sub.add_parser("simulate", help="play many seeded random games and report win rates with intervals")
    game_options(p)
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--workers", type=int, help="worker processes (default: one per core)")
    p.add_argument("--quiet", action="store_true")
    p.set_defaults(run=cmd_simulate)

    p = sub.add_parser("compare", help="compare two rule sets (standard or a variant) over seeded games")
    p.add_argument("base", help="standard, or a variant name or file")
    p.add_argument("other", help="a variant name or file")
    p.add_argument("--deck1")
    p.add_argument("--deck2")
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--workers", type=int)
    p.add_argument("--quiet", action="store_true")
    p.set_defaults(run=cmd_compare)

    p = sub.add_parser("check", help="validate the rules, the card sets (every text) and deck files")
    p.add_argument("decks", nargs="*")
    p.add_argument("--cards", help="a card file or folder to check instead of cards_dsl/")
    p.add_argument("--variant", action="append")
    p.set_defaults(run=cmd_check)

    p = sub.add_parser("import-set", help="convert a set in the official JSON format to card files")
    p.add_argument("file")
    p.add_argument("--out", help="folder to write (default: cards_dsl/<set code>, e.g. cards_dsl/btg)")
    p.set_defaults(run=cmd_import_set)

    p = sub.add_parser("scenario", help="run scenario files and check their expectations")
    p.add_argument("files", nargs="+")
    p.set_defaults(run=cmd_scenario)

    p = sub.add_parser("explain", help="show how the engine reads an ability text")
    p.add_argument("text", nargs="?")
    p.add_argument("--jsonl", action="store_true", help="read one text per line on stdin, write JSON Lines")
    p.set_defaults(run=cmd_explain)
    return parser


def main(argv=None):
    args = build_parser().parse_args(argv)
    try:
        return args.run(args)
    except DesignError as e:
        print(str(e), file=sys.stderr)
        return 1
    except BrokenPipeError:
        return 0
    except Exception as e:                       # an engine fault, not the designer's: say where, briefly
        import os
        import traceback
        if os.environ.get("ALTERED_DEBUG"):
            raise
        where = traceback.extract_tb(e.__traceback__)[-1]
        print(f"internal error: {type(e).__name__}: {e} (at {where.filename}:{where.lineno}); "
              f"set ALTERED_DEBUG=1 for the full trace and please report it", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
