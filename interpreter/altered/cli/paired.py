"""``altered gauntlet`` and ``altered cards report|impact``: studies that pair games, and per-card figures."""
from __future__ import annotations

from ..loading.errors import DesignError
from .studies import Plan, overlays, play_study, png, show, study_options


def _two_seats(plan: Plan, command: str) -> None:
    from ..engine.seating import players_at
    from ..simulation.simulate import load_world
    books, _ = load_world(plan.study)
    if players_at(books[0]) != 2:
        raise DesignError(f"{command} pairs two decks: the rules' table seats {players_at(books[0])} "
                          f"(drop --variant ffa or 2v2)", "--variant")


def _play(args, plan, tally_class, kind: str, plot_name: str) -> int:
    """Play a paired study into its tally, draw it to ``--plot`` if asked, print the summary."""
    plot = png(args.plot, "--plot")
    try:
        tally = tally_class(plan.load())
        play_study(plan, [tally], kind)
        summary = tally.summary()
        if plot:
            from ..simulation import plot as plots
            getattr(plots, plot_name)(plan.head, summary, plot)
    finally:
        if plot:
            plot.close()
    show(plan.head, summary, args.json)
    return 0


def cmd_gauntlet(args) -> int:
    from ..simulation.gauntlet import GauntletTally, gauntlet_arms
    if len(args.decks) < 2:
        raise DesignError("a gauntlet needs at least two decks", "altered gauntlet")
    plan = Plan(args, "gauntlet", [overlays(args)], decks=list(args.decks), arms=gauntlet_arms(len(args.decks)),
                words=list(args.decks))
    _two_seats(plan, "a gauntlet")
    return _play(args, plan, GauntletTally, "gauntlet", "plot_gauntlet")


def cmd_impact(args) -> int:
    from ..simulation.deckchange import HOWS
    from ..simulation.impact import ImpactTally, impact_arms
    from ..simulation.simulate import load_world
    if args.without not in HOWS:
        raise DesignError(f"expected one of {', '.join(HOWS)}, not {args.without!r}", "--without")
    words = [args.studied] + [w for c in args.card for w in ("--card", c)] + ["--without", args.without]
    if args.vs:
        words += ["--vs", args.vs]
    # the cards are known once the deck is read: a first plan reads it, the study then names them
    first = Plan(args, "cards impact", [overlays(args)], decks=[args.studied, args.vs or args.studied], words=words)
    _, decks = load_world(first.study)
    names = list(dict.fromkeys(c.name for c in decks[0].cards))
    for card in args.card:
        if card not in names:
            from difflib import get_close_matches
            near = get_close_matches(card, names, n=1)
            hint = f" (did you mean {near[0]}?)" if near else ""
            raise DesignError(f"the deck {decks[0].name!r} holds no card named {card!r}{hint}", "--card")
    cards = list(dict.fromkeys(args.card)) or names
    plan = Plan(args, "cards impact", [overlays(args)], decks=[args.studied, args.vs or args.studied],
                arms=impact_arms(cards, args.without), words=words)
    _two_seats(plan, "impact")
    plan.extra["impact"] = {"cards": cards, "how": args.without}
    return _play(args, plan, ImpactTally, "impact", "plot_impact")


def cmd_cards_report(args) -> int:
    """Per-card figures from a study's record files (its shards), without playing again."""
    from ..simulation.cards import CardTally
    from ..simulation.recordfiles import held, study_records
    plot = png(args.plot, "--plot")
    games = 0
    try:
        with study_records(args.files, args.partial) as (head, records):
            if head["kind"] not in ("simulate", "bench"):
                raise DesignError(f"per-card figures come from the records of simulate, not of {head['kind']}",
                                  args.files[0], 1)
            cards = CardTally(head)
            for record in records:
                if "cards" not in record:
                    raise DesignError("these records hold no per-card facts (written by an older version)",
                                      args.files[0], 2)
                cards.add(record)
                games += 1
        head = held(head, games)
        summary = {"cards": cards.summary()}
        if plot:
            from ..simulation.plot import plot_cards
            plot_cards(head, summary["cards"], plot)
    finally:
        if plot:
            plot.close()
    if args.json:
        import json
        print(json.dumps({"study": head, "summary": summary}, indent=2))
    else:
        from ..simulation.report import header, render_cards
        print("\n".join(header(head)))
        render_cards(summary["cards"])
    return 0


def register(sub, cards) -> None:
    """``cards``: the subcommands of ``altered cards`` (cards.py), which report and impact join."""
    p = sub.add_parser("gauntlet", help="play every pair of decks, both seatings, on the same seeds")
    p.add_argument("decks", nargs="+", metavar="DECK", help="deck files or bundled decks' names")
    study_options(p, seats=False)
    p.add_argument("--plot", metavar="FILE", help="draw the matrix of win rates as a heat map to this PNG")
    p.set_defaults(run=cmd_gauntlet, games="100")

    p = cards.add_parser("report", help="per-card win rates (drawn, played, not seen) from simulate's --out files")
    p.add_argument("files", nargs="+", metavar="RECORDS", help="the --out files of a study (every shard)")
    p.add_argument("--json", action="store_true", help="print the figures as JSON on stdout")
    p.add_argument("--plot", metavar="FILE", help="draw each card's improvement when drawn to this PNG")
    p.add_argument("--partial", action="store_true", help="the records of a study stopped before its end: "
                   "the figures of the games they hold, and how many")
    p.set_defaults(run=cmd_cards_report)

    p = cards.add_parser("impact", help="the paired change in a deck's win rate without each card (or one)")
    p.add_argument("studied", metavar="DECK", help="a deck file or a bundled deck's name")
    p.add_argument("--card", action="append", default=[], metavar="C", help="only this card (repeatable); "
                   "default: every card of the deck, ranked")
    p.add_argument("--vs", metavar="DECK2", help="the opponent's deck (default: the same deck, as it is)")
    p.add_argument("--without", default="plain", metavar="HOW", help="plain: each copy replaced by a plain card of "
                   "its type and costs (default); remove: the copies taken out")
    study_options(p, seats=False)
    p.add_argument("--plot", metavar="FILE", help="draw each card's value with its interval to this PNG")
    p.set_defaults(run=cmd_impact, games="200")
