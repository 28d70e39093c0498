"""Who sits where in a study: one deck and one agent per seat of the table the rules name.

``--deck1 F --deck2 F`` (two players), ``--deck K=F`` for any seat, or ``--roster FILE``: a YAML list
with one entry per seat, seat 1 first, each a deck (a file, relative to the roster's folder, or a
bundled deck's name) or ``{deck: F, agent: A}``. Seats nobody names get the bundled decks; ``--agents``
gives one agent for every seat or one per seat.
"""
from __future__ import annotations

from pathlib import Path

from ..loading.errors import DesignError

ROSTER_KEYS = ("deck", "agent")


def seat_options(p) -> None:
    p.add_argument("--players", metavar="N", help="how many players: the seats of the rules' table (2, or 4 "
                                                  "with --variant ffa or 2v2); checked against it")
    p.add_argument("--deck", metavar="K=F", action="append", default=[],
                   help="the deck of seat K (a file or a bundled deck's name); repeatable, e.g. --deck 3=axiom")
    p.add_argument("--roster", metavar="FILE", help="a YAML list of one deck (or {deck: F, agent: A}) per seat")


def seats(args, book) -> tuple[list[str], list[str]]:
    """(deck per seat, agent name per seat) for a table of the rules' size, every value checked."""
    from ..agents.roster import agent_names_for
    from ..engine.seating import default_decks, players_at
    asked = None
    if getattr(args, "players", None) is not None:
        from .values import whole
        asked = whole(args.players, "--players", 1)
    players = players_at(book, asked)
    decks: list[str | None] = [None] * players
    agents: list[str | None] = [None] * players
    if getattr(args, "roster", None):
        _roster(args.roster, players, decks, agents)
    for seat, option in ((1, "deck1"), (2, "deck2")):
        value = getattr(args, option, None)
        if value:
            _seat(decks, seat, value, f"--{option}", players)
    for text in getattr(args, "deck", None) or ():
        seat, sep, value = text.partition("=")
        if not sep or not value or not seat.strip().isdigit():
            raise DesignError(f"expected K=FILE (a seat number and a deck), e.g. 3=axiom, not {text!r}", "--deck")
        _seat(decks, int(seat), value, "--deck", players)
    chosen = [d or default for d, default in zip(decks, default_decks(players))]
    names = agent_names_for(args.agents, players)
    if any(agents) and args.agents != "random":
        raise DesignError("give the agents either in the roster or with --agents, not both", "--agents")
    return chosen, [a or n for a, n in zip(agents, names)]


def _seat(decks: list, seat: int, value: str, option: str, players: int) -> None:
    if not 1 <= seat <= players:
        raise DesignError(f"no seat {seat}: the table seats {players} players (seats 1 to {players})", option)
    if decks[seat - 1] is not None:
        raise DesignError(f"seat {seat} is given two decks", option)
    decks[seat - 1] = value


def _roster(path: str, players: int, decks: list, agents: list) -> None:
    from ..agents.roster import agent_names
    from ..loading.yamlio import load_file, position_of
    doc = load_file(path)
    if not isinstance(doc, list):
        raise DesignError("expected a list with one deck per seat, seat 1 first", path, *position_of(doc, []))
    if len(doc) != players:
        raise DesignError(f"{len(doc)} seats listed; the table seats {players}", path, *position_of(doc, []))
    folder = Path(path).parent
    for i, entry in enumerate(doc):
        at = position_of(doc, [i])
        if isinstance(entry, str):
            entry = {"deck": entry}
        if not isinstance(entry, dict) or "deck" not in entry or set(entry) - set(ROSTER_KEYS):
            raise DesignError("expected a deck, or {deck: FILE, agent: NAME}", path, *at)
        deck = str(entry["deck"])
        if Path(deck).suffix or "/" in deck or (folder / deck).is_file():     # a file, not a bundled deck's name
            from ..loading.paths import named_in
            at_deck = position_of(doc, [i, "deck"] if isinstance(doc[i], dict) else [i])
            found = named_in(deck, path, *at_deck, "deck file")
            if not found.is_file():
                raise DesignError(f"no deck file {deck!r} next to this roster ({found})", path, *at_deck)
            deck = str(found)
        decks[i] = deck
        if "agent" in entry:
            try:
                agent_names(str(entry["agent"]))
            except DesignError as e:
                raise DesignError(e.message, path, *position_of(doc, [i, "agent"])) from None
            agents[i] = str(entry["agent"])
