"""A deck with one card changed, to measure what that card is worth (``altered cards impact``).

``plain``: each copy is replaced by a plain card of the same type and costs: no ability, and for each
statistic the median of the cards of that type with those costs in the card sets (a card of its
price with nothing special about it). ``remove``: the copies are taken out (a smaller deck).
"""
from __future__ import annotations

import dataclasses
from statistics import median_low

from ..loading.errors import DesignError

HOWS = ("plain", "remove")


def changed_deck(deck, name: str, how: str, catalog, book):
    """``deck`` with every copy of the card ``name`` made plain or removed (a new DeckList)."""
    if how not in HOWS:
        raise DesignError(f"expected one of {', '.join(HOWS)}, not {how!r}", "--without")
    copies = [c for c in deck.cards if c.name == name]
    if not copies:
        raise DesignError(f"the deck {deck.name!r} holds no card named {name!r}", deck.file or "--card")
    if how == "remove":
        cards = [c for c in deck.cards if c.name != name]
    else:
        plain = {c.ref: plain_card(c, catalog, book) for c in copies}
        cards = [plain.get(c.ref, c) if c.name == name else c for c in deck.cards]
    return dataclasses.replace(deck, name=f"{deck.name} without {name}", cards=cards, entries=[])


_PLAIN: dict = {}


def plain_card(card, catalog, book):
    """A card of ``card``'s type, faction and numbers (costs, limits), with no text, and for each
    statistic the median over the other cards of that type with the same numbers; when none has them
    all, the last numbers of characteristics.yaml's list are let go one by one (its first, the hand
    cost, last)."""
    key = (id(catalog), card.ref)
    if key in _PLAIN:
        return _PLAIN[key]
    numbers = [n for n in book.numbers if n in card.base]
    peers: list = []
    while True:
        peers = [c for c in catalog if c.type == card.type and not c.token and c.ref != card.ref
                 and all(c.base.get(n) == card.base.get(n) for n in numbers)]
        if peers or not numbers:
            break
        numbers.pop()
    base = {k: v for k, v in card.base.items() if k not in book.statistics}
    for s in book.statistics:
        if s in card.base:
            values = [c.base.get(s) or 0 for c in peers] or [card.base[s]]
            base[s] = median_low(values)
    shown = "/".join(str(base[s]) for s in book.statistics if s in base)
    plain = dataclasses.replace(card, ref=f"{card.ref}~plain", version=f"{card.version}~plain",
                                name=f"plain {card.type}" + (f" {shown}" if shown else "")
                                + f" for {card.name}", subtypes=(), base=base, text="", support_text="",
                                rulings=())
    _PLAIN[key] = plain
    return plain
