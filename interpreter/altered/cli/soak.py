"""``altered soak``: random games from the whole card pool, their invariants checked after every event."""
from __future__ import annotations

import sys
from pathlib import Path

from ..loading.errors import DesignError


def cmd_soak(args) -> int:
    from ..engine.seating import players_at
    from ..rulebook import load_rulebook
    from ..loading.cards.catalog import load_catalog
    from ..loading.rules.editions import with_edition
    from ..simulation.soak import as_json, soak, summary
    if args.games < 1:
        raise DesignError(f"--games: expected a number of games >= 1, got {args.games}", "<command line>")
    variants = list(args.variant or [])
    if args.players == 4 and not variants:
        variants = ["ffa"]                 # a table of four: Free for All unless a variant says otherwise
    from .whatif import with_sets
    overlays = with_edition(with_sets(variants, args), args.edition)
    book = load_rulebook(variants=overlays)
    players = players_at(book, args.players)
    catalog = load_catalog()
    book.prepare(catalog)
    out_dir = Path(args.out)
    if out_dir.exists() and not out_dir.is_dir():      # found before the games, not at the first failure
        raise DesignError("is a file; --out names the folder for the logs of failing games", str(out_dir))
    from .studies import progress_bar
    from .values import jobs as jobs_of, whole
    jobs = jobs_of(args.jobs, args.cluster)
    for option, value, least in (("--games", args.games, 1), ("--seed", args.seed, 0), ("--start", args.start, 0)):
        whole(value, option, least)
    if args.cluster:                           # Dask there and a well-formed address, before any game
        from ..simulation.cluster import check_address
        check_address(args.cluster)
    with progress_bar(args.games, "soak", args.quiet) as advance:     # a bar on a terminal (games, rate, time left)
        report = soak(book, catalog, args.games, args.seed, players, overlays, out_dir, args.start,
                      lambda r: advance(r.games), jobs, args.cluster)
    print(as_json(report) if args.json else summary(report))
    if report.failures:
        print(f"failing games written to {out_dir}/ (altered replay / altered resume FILE)", file=sys.stderr)
    if report.interrupted:                     # the summary above is of the games played before Ctrl-C
        print(f"interrupted after {report.games} of {args.games} games", file=sys.stderr)
        return 130
    return 1 if report.failures else 0


def register(sub) -> None:
    p = sub.add_parser("soak", help="random games from both sets with their invariants checked after every event")
    p.add_argument("--games", type=int, default=100, help="games to play (100)")
    p.add_argument("--seed", type=int, default=1, help="master seed: game i has the seed a study gives it (1)")
    p.add_argument("--start", type=int, default=0, help="the index of the first game (0)")
    p.add_argument("--players", type=int, choices=(2, 4), default=None,
                   help="2, or 4 (Free for All unless --variant seats four)")
    p.add_argument("--variant", action="append", help="a variant overlay (name or file); repeatable")
    from .whatif import add_set_option
    add_set_option(p)
    p.add_argument("--edition", help="a rules edition, e.g. 5.0")
    p.add_argument("--out", default="soak-failures", help="folder for the logs of failing games (soak-failures)")
    p.add_argument("--json", action="store_true", help="the summary as JSON")
    p.add_argument("--jobs", metavar="J", help="worker processes (default: every core); the same games, in order")
    p.add_argument("--cluster", metavar="ADDRESS", help="play on a Dask cluster: tcp://HOST:PORT, or 'local' to "
                                                         "start one of --jobs processes here (as simulate does)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(run=cmd_soak, out_folder=True)
