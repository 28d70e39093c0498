"""What a card is worth to its deck (``altered cards impact``): the deck plays the same seeds as it is and
with every copy of the card made plain (or removed, deckchange.py), in both seatings against the same
opponent; the paired change in its win rate, with Newcombe's interval and McNemar's test, is the card's
value. One card, or every card of the deck ranked.
"""
from __future__ import annotations

from .simulate import Arm
from .stats import mcnemar, paired_difference, wilson
from .tally import winners

DECK, OPPONENT = 0, 1          # the study's decks: the deck studied, the one it plays against


def impact_arms(cards: list[str], how: str) -> tuple:
    """Per version of the deck (``0``: as it is; ``k``: the k-th card changed), one arm per seating:
    ``"k@1"`` with the deck at seat 1, ``"k@2"`` at seat 2."""
    versions = [None] + [(card, how) for card in cards]
    arms = []
    for k, change in enumerate(versions):
        arms.append(Arm(f"{k}@1", 0, ((DECK, change), (OPPONENT, None))))
        arms.append(Arm(f"{k}@2", 0, ((OPPONENT, None), (DECK, change))))
    return tuple(arms)


def _rate(k: int, n: int) -> dict:
    p, low, high = wilson(k, n)
    return {"wins": k, "games": n, "rate": p, "low": low, "high": high}


class ImpactTally:
    """Per card, the paired outcomes of the deck with it and without it."""

    def __init__(self, head: dict):
        self.cards = head["impact"]["cards"]
        self.copies = head["decks"][DECK].get("cards", {})
        # per card: [with and without won, only with, only without, neither] over every seed and seating
        self.tables = [[0, 0, 0, 0] for _ in self.cards]
        self.base = [0, 0]                    # the deck as it is: wins, games

    def add(self, record: dict) -> None:
        for seat in (1, 2):
            with_card = seat in winners(record[f"0@{seat}"])
            self.base[0] += with_card
            self.base[1] += 1
            for k, table in enumerate(self.tables, 1):
                without = seat in winners(record[f"{k}@{seat}"])
                table[0 if with_card and without else 1 if with_card else 2 if without else 3] += 1

    def summary(self) -> dict:
        rows = []
        for card, (both, only_with, only_without, neither) in zip(self.cards, self.tables):
            n = both + only_with + only_without + neither
            d, low, high = paired_difference(both, only_without, only_with, neither)   # with - without
            rows.append({"card": card, "copies": self.copies.get(card, 0),
                         "with": _rate(both + only_with, n), "without": _rate(both + only_without, n),
                         "value": {"difference": d, "low": low, "high": high},
                         "discordant": [only_with, only_without], "p_value": mcnemar(only_with, only_without)})
        rows.sort(key=lambda r: (-r["value"]["difference"], r["card"]))
        return {"deck": _rate(*self.base), "ranking": rows}
