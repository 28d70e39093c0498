"""``altered deck check|export``: deck lists as players share them (YAML decks or ``N CARD`` lists);
``altered booster open``: boosters generated from a set's card files."""
from __future__ import annotations

import sys


def cmd_deck_check(args) -> int:
    """Print every problem of each deck (unreadable lines and broken deck-building rules); 1 if any."""
    from ..loading.cards.decks import deck_problems, load_format, read_deck
    from .cardopts import catalog_for
    catalog = catalog_for(args)                # the bundled cards and the designer's --cards, as everywhere
    failed = 0
    for path in args.files:
        deck, problems = read_deck(path, catalog, args.format)
        fmt = load_format(deck.format, deck.file, *deck.format_pos, edition=args.edition)
        problems += deck_problems(deck, fmt)
        problems.sort(key=lambda p: (p.line or 0, p.column or 0))
        for p in problems:
            print(p, file=sys.stderr)
        if problems:
            failed += 1
            print(f"{path}: {len(problems)} problem{'s' * (len(problems) > 1)} ({fmt.name})", file=sys.stderr)
        else:
            hero = f"{deck.hero.name} and " if deck.hero else ""
            print(f"{path}: a legal {fmt.name} deck ({hero}{len(deck.cards)} cards)")
    return 1 if failed else 0


MAX_BOOSTERS = 10_000       # booster open --count: far beyond any event's pools


def _write(text: str, out: str | None) -> None:
    """To the file ``out``, or the standard output."""
    if out:
        from ..loading.output import Output
        with Output(out, "-o") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


def cmd_deck_export(args) -> int:
    """Write a deck as ``N REFERENCE`` lines (the Hero first), to a file or the standard output."""
    from ..loading.cards.decks import export_plain, load_deck
    text = export_plain(load_deck(args.file, check=False, fmt=args.format))
    _write(text, args.out)
    return 0


def cmd_deck_build(args) -> int:
    """Open each player's pool under an event format (sealed) and write the deck one player's agent builds:
    the same pools and decks as ``play --format sealed --seed N`` with that agent."""
    from ..loading.cards.catalog import load_catalog
    from ..loading.cards.decks import export_plain, load_format
    from ..engine.decisions import RandomAgent
    from ..agents.greedy import GreedyAgent
    from ..loading.errors import DesignError
    from ..engine.formats import sealed_decks
    fmt = load_format(args.format, edition=args.edition)
    if "pool" not in fmt.data:
        raise DesignError(f"format {fmt.name!r} gives no pool to build from (e.g. sealed has one)", fmt.file)
    kind = GreedyAgent if args.agent == "greedy" else RandomAgent
    decks = sealed_decks(fmt, load_catalog(), [kind(2 * args.seed + 1), kind(2 * args.seed + 2)], args.seed)
    if not 1 <= args.player <= len(decks):
        raise DesignError(f"no player {args.player}: players 1 to {len(decks)}")
    text = export_plain(decks[args.player - 1])
    _write(text, args.out)
    return 0


def _short(file: str) -> str:
    from pathlib import Path

    from ..loading.paths import ROOT
    try:
        return str(Path(file).relative_to(ROOT))
    except ValueError:
        return file


def cmd_booster_open(args) -> int:
    """Open seeded boosters of a set and print their cards slot by slot."""
    import random

    from ..loading.cards.boosters import load_booster_spec, open_booster
    from ..loading.cards.catalog import catalog_with
    if not 1 <= args.count <= MAX_BOOSTERS:       # (a billion would print for hours)
        from ..loading.errors import DesignError
        raise DesignError(f"--count {args.count}: how many boosters to open, at least 1 and at most "
                          f"{MAX_BOOSTERS:,}", "<command line>")
    spec = load_booster_spec(args.set)
    catalog = catalog_with(args.cards)        # a set not bundled yet is opened from its folder (--cards)
    rng = random.Random(args.seed)
    for n in range(args.count):
        booster = open_booster(spec, catalog, rng)
        print(f"{catalog.sets.get(spec.set, spec.set)} booster {n + 1} (seed {args.seed}; "
              f"composition assumed in {_short(spec.file)})")
        for slot, card in booster.cards:
            print(f"  {slot:<20} {card.name} ({card.version}, {card.faction or 'neutral'}) {card.ref}")
        for slot, card in booster.set_aside:
            print(f"  {slot:<20} {card.name} ({card.version}) {card.ref}  [set aside]")
    return 0


def register(sub) -> None:
    from .cardopts import add_cards_option
    p = sub.add_parser("deck", help="check or export a deck list (YAML or 'N CARD' lines)")
    deck_sub = p.add_subparsers(dest="deck_command", required=True)
    c = deck_sub.add_parser("check", help="list every problem of a deck, with its line and rule")
    c.add_argument("files", nargs="+", metavar="FILE")
    c.add_argument("--format", help="judge by this format (e.g. constructed, limited) instead of the file's own")
    add_cards_option(c, plays=False)
    c.add_argument("--edition", help="judge by a rules edition's own version of the format, e.g. 5.0 "
                                     "(rules_yaml/editions/NAME/formats/)")
    c.set_defaults(run=cmd_deck_check)
    e = deck_sub.add_parser("export", help="write a deck as the 'N REFERENCE' lines deck builders share")
    e.add_argument("file", metavar="FILE")
    e.add_argument("--format", help="the format of a plain list (default: constructed)")
    e.add_argument("-o", "--out", help="write to this file instead of the standard output")
    e.set_defaults(run=cmd_deck_export)
    b = deck_sub.add_parser("build", help="open the players' pools (e.g. sealed: 7 boosters) and write the deck a "
                                          "player's agent builds, as 'N REFERENCE' lines")
    b.add_argument("--format", default="sealed", help="an event format with a pool (default: sealed)")
    b.add_argument("--seed", type=int, default=1, help="the seed of the pools (as in play --format sealed --seed)")
    b.add_argument("--agent", choices=["random", "greedy"], default="random")
    b.add_argument("--player", type=int, default=1, help="whose deck to write (default: 1)")
    b.add_argument("--edition", help="build by a rules edition's own version of the format's deck rules, e.g. 5.0")
    b.add_argument("-o", "--out", help="write to this file instead of the standard output")
    b.set_defaults(run=cmd_deck_build)

    p = sub.add_parser("booster", help="open boosters generated from a set's card files")
    booster_sub = p.add_subparsers(dest="booster_command", required=True)
    o = booster_sub.add_parser("open", help="print the cards of seeded boosters, slot by slot")
    o.add_argument("--set", default="btg", help="the set (a file of rules_yaml/boosters/; default: btg)")
    add_cards_option(o, plays=False)
    o.add_argument("--seed", type=int, default=1)
    o.add_argument("--count", type=int, default=1, help="how many boosters (e.g. 7 for a Sealed pool)")
    o.set_defaults(run=cmd_booster_open)
