"""A gauntlet: every pair of a set of decks plays the same seeds, in both seatings (``altered gauntlet``).

Each seed of the study is played once per ordered pair of decks (deck i at seat 1, deck j at seat 2,
and the other way round), so every matchup meets the same deals and its two seatings cancel the first
seat's edge. The summary is the matrix of each deck's win rate against each other (95% Wilson
intervals, over both seatings) and each deck's overall rate.
"""
from __future__ import annotations

from .simulate import Arm
from .stats import wilson
from .tally import winners


def gauntlet_arms(decks: int) -> tuple:
    """One arm per ordered pair of different decks: ``"i-j"``, deck i at seat 1 against deck j."""
    return tuple(Arm(f"{i + 1}-{j + 1}", 0, ((i, None), (j, None)))
                 for i in range(decks) for j in range(decks) if i != j)


def _rate(k: int, n: int) -> dict:
    p, low, high = wilson(k, n)
    return {"wins": k, "games": n, "rate": p, "low": low, "high": high}


class GauntletTally:
    """Wins of each deck against each other, from the records of a gauntlet."""

    def __init__(self, head: dict):
        self.names = [d["name"] for d in head["decks"]]
        n = len(self.names)
        self.pairs = [(a["label"], a["seats"][0][0], a["seats"][1][0]) for a in head["arms"]]
        self.wins = [[0] * n for _ in range(n)]          # wins[i][j]: games deck i won against deck j
        self.games = [[0] * n for _ in range(n)]
        self.seat_wins = self.no_winner = self.played = 0

    def add(self, record: dict) -> None:
        for label, i, j in self.pairs:
            o = record[label]
            won = winners(o)
            self.games[i][j] += 1
            self.games[j][i] += 1
            self.played += 1
            if 1 in won:
                self.wins[i][j] += 1
                self.seat_wins += 1
            elif 2 in won:
                self.wins[j][i] += 1
            else:
                self.no_winner += 1

    def summary(self) -> dict:
        n = len(self.names)
        matrix = [[None if i == j else _rate(self.wins[i][j], self.games[i][j]) for j in range(n)] for i in range(n)]
        overall = [_rate(sum(self.wins[i]), sum(self.games[i])) for i in range(n)]
        return {"decks": self.names, "matrix": matrix,
                "overall": [{"deck": name, **r} for name, r in zip(self.names, overall)],
                "games": self.played, "seat_1": _rate(self.seat_wins, self.played), "no_winner": self.no_winner}
