"""What every game of one rule book, table and pair of decks starts from, found once (as python-chess's
``Board()`` starts from a fixed position): the table's facts, the players' names, the rules' variables
as a game begins, the zone instances to make, and the decks' cards with their compiled abilities.

A ``Prepared`` is shared by every game made from it and never changed by one: a game copies what it
changes (its variables) and makes its own zones and objects from the plan (machine.py, flow.py).  It is
kept per rule book (a weak key: it goes with the book) and per decks and table, and made again when a
deck's cards are not those it was made from (a deck list edited between two games)."""
from __future__ import annotations

import weakref
from typing import Any

from .seating import table_for

# rule book -> {(id of each deck, id of the table or None): Prepared}
_PREPARED: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_KEEP = 64                     # the prepared games kept per rule book (a study plays few pairs of decks)


class Prepared:
    """The start of every game of a rule book, table and decks (immutable once made)."""
    __slots__ = ("decks", "contents", "seating", "opponent_order", "rivals", "names", "vars", "max_days",
                 "zone_plan", "sub_zone_name", "cards", "hands", "facts")

    def __init__(self, book, decks, seating, contents) -> None:
        self.decks = tuple(decks)          # held, so that no other deck list gets one of their ids
        self.contents = contents           # what the decks held: (name, id of the hero, ids of the cards) of each
        self.seating = seating or table_for(book, len(decks))
        # each player's opponents, clockwise from its left (shared by the games and their copies)
        self.opponent_order = [[s - 1 for s in self.seating.opponents(p + 1)] for p in range(len(decks))]
        self.rivals = [frozenset(o) for o in self.opponent_order]
        self.names = tuple([getattr(d, "name", f"player {i + 1}") for i, d in enumerate(decks)])
        self.vars = {"first_player": 0, "tiebreakers": False, "turn_player": None, "after_you": None}
        self.vars.update((name, None) for name in self.seating.data.get("vars", ()))   # the table's own
        self.max_days = book.docs["day"].get("max_days", 60)
        self.zone_plan, self.sub_zone_name = _zone_plan(book, self.names)
        # every card brought, the Heroes first by deck (what the runtime learns the abilities of)
        self.cards = tuple([c for d in decks for c in ([d.hero] if getattr(d, "hero", None) else [])
                            + list(getattr(d, "cards", []))])
        # per deck: (its Hero and the Hero's program or None, ((card, program) of each other card, in order))
        programs: dict[int, Any] = {}      # a deck's copies of a card share its program: asked of the book once
        hands = []
        for d in decks:
            hero = getattr(d, "hero", None)
            cards = []
            for card in getattr(d, "cards", ()):
                prog = programs.get(id(card))
                if prog is None:
                    prog = programs[id(card)] = book.program(card)
                cards.append((card, prog))
            hands.append(((hero, book.program(hero)) if hero is not None else None, tuple(cards)))
        self.hands = tuple(hands)
        self.facts: dict[type, tuple] = {}    # the runtime's kind -> what the cards' abilities let it skip


def _contents(decks) -> tuple:
    """What the decks are made of, by identity (the cards are held by the Prepared: no id is reused)."""
    return tuple([(getattr(d, "name", None), id(getattr(d, "hero", None)), tuple([id(c) for c in getattr(d, "cards", ())]))
                  for d in decks])


def _zone_plan(book, names):
    """((zone name, owner), spec, label) of each zone instance; the zone with subzones."""
    zones = []
    for name, spec in book.zones.items():
        if spec.scope == "shared":
            zones.append(((name, None), spec, spec.title))
        else:
            zones.extend(((name, p), spec, f"{spec.title} of {player}") for p, player in enumerate(names))
    return tuple(zones), next((z for z, s in book.zones.items() if s.subzones), None)


def prepared(book, decks, seating=None) -> Prepared:
    """The start of a game of ``book`` between ``decks`` at ``seating`` (the book's table when None)."""
    games = _PREPARED.get(book)
    if games is None:
        games = _PREPARED[book] = {}
    key = (tuple([id(d) for d in decks]), None if seating is None else id(seating))
    found = games.get(key)
    contents = _contents(decks)
    if found is not None and found.contents == contents and (seating is None or found.seating is seating):
        return found
    if len(games) >= _KEEP:
        games.clear()
    found = games[key] = Prepared(book, decks, seating, contents)
    return found
