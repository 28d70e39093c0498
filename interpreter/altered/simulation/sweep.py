"""A sweep: the same seeds played under each of several values of one rules path (``altered sweep``).

Each value is one arm of the study (its rules: the study's variants and ``--set PATH=VALUE``), so every
value meets the same deals; the summary gives each value's win rates, first player's rate and game
length with their intervals, and each value's paired change from the first (as ``compare`` does).
"""
from __future__ import annotations

from .simulate import Arm
from .tally import PairTally, Tally


def sweep_arms(values: list[str], seats: int) -> tuple:
    """One arm per value, labelled by it, the decks in seat order."""
    return tuple(Arm(value, k, tuple((i, None) for i in range(seats))) for k, value in enumerate(values))


class SweepTally:
    def __init__(self, head: dict):
        players, teams, names = len(head["decks"]), head.get("teams"), [d["name"] for d in head["decks"]]
        self.values = head["sweep"]["values"]
        self.names = names
        self.each = [Tally(players, teams, names) for _ in self.values]
        self.changes = [PairTally(players, teams, names) for _ in self.values[1:]]

    def add(self, record: dict) -> None:
        first = record[self.values[0]]
        for tally, value in zip(self.each, self.values):
            tally.add(record[value])
        for pair, value in zip(self.changes, self.values[1:]):
            pair.add({"base": first, "variant": record[value]})

    def summary(self) -> dict:
        out = []
        for k, (value, tally) in enumerate(zip(self.values, self.each)):
            entry = {"value": value, **tally.summary()}
            if k:
                change = self.changes[k - 1].summary()
                entry["change"] = {"metrics": change["changes"], "days": change["days_change"]}
            out.append(entry)
        return {"games": self.each[0].games, "values": out}
