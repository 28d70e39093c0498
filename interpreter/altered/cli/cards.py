"""``altered cards coverage``: every distinct ability text of the bundled sets with the scenarios that play it."""
from __future__ import annotations

from ..loading.errors import DesignError


def cmd_cards_coverage(args) -> int:
    from ..simulation.card_coverage import SETS, coverage, report
    sets = SETS if args.set is None else (args.set.lower(),)
    if sets[0] not in SETS:
        raise DesignError(f"--set: expected one of {', '.join(SETS)}, got {args.set!r}", "<command line>")
    from .progress import progress_bar
    with progress_bar(None, "cards coverage", args.quiet, unit="scenarios") as advance:   # on a terminal only
        found = coverage(sets=sets, advance=lambda done, total: advance(done, total=total))
    for line in report(found, missing_only=args.missing):
        print(line)
    return 0


def register(sub):
    """Add ``altered cards``; its subcommands, which other modules join (paired.py: report, impact)."""
    p = sub.add_parser("cards", help="the cards: which texts the scenarios play; what each card does for its deck")
    inner = p.add_subparsers(dest="cards_command", required=True)
    c = inner.add_parser("coverage", help="every distinct ability text with the scenarios that play it (covers:)")
    c.add_argument("--set", help="one bundled set: btg, tbf or wfm (all by default)")
    c.add_argument("--missing", action="store_true", help="only the texts no scenario plays")
    c.add_argument("--quiet", action="store_true", help="no progress bar")
    c.set_defaults(run=cmd_cards_coverage)
    return inner
