"""Per-card figures of a study, in the manner of 17lands but for simulated games, computed from the
study's records (record.py) without playing a game again.

For each card of each deck: the games in which its player drew a copy, played one, or neither drew nor
played one ("not seen"); the player's win rate in each of those games, with a 95 % Wilson interval and
the number of games; and the improvement when drawn, the win rate when drawn less the win rate when not
seen, with Newcombe's interval. A deck at several seats (a mirror match) counts once per seat.
"""
from __future__ import annotations

from .stats import difference, wilson
from .tally import winners

# the columns of a card's row: games in its deck, then games and wins drawn, played and not seen
IN_DECK, DRAWN, DRAWN_WON, PLAYED, PLAYED_WON, UNSEEN, UNSEEN_WON = range(7)


def _rate(k: int, n: int) -> dict:
    p, low, high = wilson(k, n)
    return {"games": n, "wins": k, "rate": p, "low": low, "high": high}


class CardTally:
    """The records of a study streamed into counts per deck and card (memory: one row per card)."""

    def __init__(self, head: dict):
        self.decks = head["decks"]                 # per seat: its name and, for brought decks, what it holds
        self.games: dict[str, list[int]] = {}      # deck -> [seat-games, wins]
        self.rows: dict[tuple[str, str], list[int]] = {}
        self.copies: dict[tuple[str, str], int] = {}   # copies in the deck (summed over games for made decks)

    def add(self, o: dict) -> None:
        won = winners(o)
        for seat, facts in enumerate(o["cards"]):
            deck = self.decks[seat]
            name = deck["name"]
            win = (seat + 1) in won
            totals = self.games.setdefault(name, [0, 0])
            totals[0] += 1
            totals[1] += win
            contents = deck.get("cards") or o["decks"][seat]
            for card in set(contents) | set(facts):
                drawn, played = facts.get(card, (0, 0))
                row = self.rows.get((name, card))
                if row is None:
                    row = self.rows[(name, card)] = [0] * 7
                row[IN_DECK] += 1
                self.copies[(name, card)] = self.copies.get((name, card), 0) + contents.get(card, 0)
                if drawn:
                    row[DRAWN] += 1
                    row[DRAWN_WON] += win
                if played:
                    row[PLAYED] += 1
                    row[PLAYED_WON] += win
                if not drawn and not played:
                    row[UNSEEN] += 1
                    row[UNSEEN_WON] += win

    def summary(self) -> list[dict]:
        """Per deck (in seat order), its win rate and its cards, the largest improvement when drawn first."""
        out = []
        for name, (games, wins) in self.games.items():
            cards = [_card(card, row, self.copies[(deck, card)]) for (deck, card), row in self.rows.items()
                     if deck == name]
            cards.sort(key=lambda c: (c["improvement_when_drawn"] is None,
                                      -(c["improvement_when_drawn"] or {}).get("difference", 0.0), c["card"]))
            out.append({"deck": name, **_rate(wins, games), "cards": cards})
        return out


def _card(card: str, row: list[int], copies: int) -> dict:
    in_deck = row[IN_DECK]
    drawn, unseen = row[DRAWN], row[UNSEEN]
    improvement = None
    if drawn and unseen:
        d, low, high = difference(row[UNSEEN_WON], unseen, row[DRAWN_WON], drawn)
        improvement = {"difference": d, "low": low, "high": high}
    return {
        "card": card,
        "copies": copies / in_deck if in_deck else 0.0,     # per game (a made deck's copies vary)
        "games": in_deck,
        "drawn": _rate(row[DRAWN_WON], drawn),
        "played": _rate(row[PLAYED_WON], row[PLAYED]),
        "not_seen": _rate(row[UNSEEN_WON], unseen),
        "improvement_when_drawn": improvement,
    }
