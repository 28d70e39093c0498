"""What the opened cards change in a study whose set-up makes the decks (a Booster War): for each Hero opened
and each card by rarity, the win rate of the seats that opened it, with a 95 % Wilson interval, and the
change from the seats that did not (Newcombe's interval), from the records alone (record.opened)."""
from __future__ import annotations

from .stats import difference, wilson
from .tally import winners


class OpenedTally:
    """Seat-games and wins per opened Hero and per (rarity, card) (memory: one row per card)."""

    def __init__(self):
        self.seats = [0, 0]                              # seat-games, wins
        self.heroes: dict[str, list[int]] = {}
        self.cards: dict[tuple[str, str], list[int]] = {}

    def add(self, o: dict) -> None:
        won = winners(o)
        for seat, opened in enumerate(o.get("opened") or ()):
            win = (seat + 1) in won
            self.seats[0] += 1
            self.seats[1] += win
            rows = [self.heroes.setdefault(opened["hero"] or "(none)", [0, 0])]
            rows += [self.cards.setdefault((rarity, name), [0, 0])
                     for rarity, names in opened["rarity"].items() for name in names]
            for row in rows:
                row[0] += 1
                row[1] += win

    def _row(self, name: str, games: int, wins: int) -> dict:
        p, low, high = wilson(wins, games)
        others, others_won = self.seats[0] - games, self.seats[1] - wins
        change = None                       # no seat without it (or none with it): no interval to give
        if games and others:
            d, dlow, dhigh = difference(others_won, others, wins, games)
            change = {"difference": d, "low": dlow, "high": dhigh}
        return {"name": name, "games": games, "wins": wins, "rate": p, "low": low, "high": high, "change": change}

    def summary(self) -> dict:
        """The seats' win rate; each Hero, then the cards of each rarity, by their change (largest first)."""
        def ordered(rows):
            return sorted(rows, key=lambda r: (r["change"] is None, -(r["change"] or {}).get("difference", 0.0), r["name"]))
        p, low, high = wilson(self.seats[1], self.seats[0])
        rarities: dict[str, list] = {}
        for (rarity, name), (games, wins) in self.cards.items():
            rarities.setdefault(rarity, []).append(self._row(name, games, wins))
        return {"seats": {"games": self.seats[0], "wins": self.seats[1], "rate": p, "low": low, "high": high},
                "heroes": ordered([self._row(h, g, w) for h, (g, w) in self.heroes.items()]),
                "rarity": {r: ordered(rows) for r, rows in sorted(rarities.items())}}
