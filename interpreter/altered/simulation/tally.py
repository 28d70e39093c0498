"""Game records streamed into counts, and the counts into summaries: memory does not grow with the
number of games (a histogram of game lengths is the largest thing kept)."""
from __future__ import annotations

from collections import Counter

from .stats import games_to_detect, mcnemar, mean_from_sums, paired_difference, wilson


def _rate(k: int, n: int) -> dict:
    p, low, high = wilson(k, n)
    return {"wins": k, "games": n, "rate": p, "low": low, "high": high}


def winners(outcome: dict) -> list[int]:
    """The seats that won (numbered from 1): the winner, and at a table that wins by teams its teammates."""
    return outcome.get("winners") or ([] if outcome["winner"] is None else [outcome["winner"]])


def seat_wins(outcome: dict) -> bool:
    return 1 in winners(outcome)


def first_player_wins(outcome: dict) -> bool:
    return outcome["winner"] is not None and outcome["first"] in winners(outcome)


METRICS = {"player 1 wins": seat_wins, "first player wins": first_player_wins}

# How a game under a day limit ended (record.end; Booster War: 4 days, one more if tied): won in play, decided
# by the limit's rule (the distance sums compared) at the limit or after its extra days, or without a winner.
ENDS = ("won in play", "won in play on an extra day", "won by the day limit's rule",
        "won by the day limit's rule after an extra day", "no winner after the extra days")


class Tally:
    """The outcomes of one rule set."""
    __slots__ = ("games", "wins", "first_wins", "no_winner", "days", "played", "flags", "flags_decided", "teams",
                 "names", "ends")

    def __init__(self, players: int = 2, teams: list | None = None, names: list | None = None):
        self.teams = teams              # each seat's team (a table that wins by teams: 2v2)
        self.names = names              # each seat's deck
        self.games = 0
        self.wins = [0] * players
        self.first_wins = 0
        self.no_winner = 0
        self.days: Counter = Counter()
        self.played = [0] * players
        self.flags: Counter = Counter()          # a game variable that ended true -> games
        self.flags_decided: Counter = Counter()  # ... of which had a winner
        self.ends: Counter = Counter()           # how a game under a day limit ended (record.ENDS) -> games

    def add(self, o: dict) -> None:
        self.games += 1
        if o["winner"] is None:
            self.no_winner += 1
        for seat in winners(o):
            self.wins[seat - 1] += 1
        self.first_wins += first_player_wins(o)
        self.days[o["days"]] += 1
        for p, n in enumerate(o["played"]):
            self.played[p] += n
        for flag in o["flags"]:
            self.flags[flag] += 1
            self.flags_decided[flag] += o["winner"] is not None
        if "end" in o:
            self.ends[o["end"]] += 1

    @classmethod
    def of(cls, head: dict) -> "Tally":
        """A tally for the games of the study ``head`` describes."""
        return cls(len(head["decks"]), head.get("teams"), [d["name"] for d in head["decks"]])

    def summary(self, decks: list[str] | None = None) -> dict:
        decks = decks or self.names or [f"seat {p + 1}" for p in range(len(self.wins))]
        n = self.games
        by_deck: dict[str, list[int]] = {}
        for name, wins in zip(decks, self.wins):
            games_wins = by_deck.setdefault(name, [0, 0])
            games_wins[0] += n
            games_wins[1] += wins
        total = sum(d * c for d, c in self.days.items())
        squares = sum(d * d * c for d, c in self.days.items())
        mean, low, high = mean_from_sums(n, total, squares)
        summary = {
            "games": n,
            "seats": [{"seat": p + 1, "deck": decks[p], **_rate(w, n)} for p, w in enumerate(self.wins)],
            "decks": [{"deck": name, **_rate(w, g)} for name, (g, w) in by_deck.items()],
            "first_player": _rate(self.first_wins, n),
            "no_winner": self.no_winner,
            "flags": {f: {"games": self.flags[f], "decided": self.flags_decided[f]} for f in sorted(self.flags)},
            "days": {"mean": mean, "low": low, "high": high, "min": min(self.days, default=0),
                     "median": _median(self.days, n), "max": max(self.days, default=0),
                     "distribution": {str(d): self.days[d] for d in sorted(self.days)}},
            "cards_played": [p / n if n else 0.0 for p in self.played],
        }
        if self.ends:                              # under a day limit: how many games ended each way
            summary["ends"] = {e: {"games": k, "share": k / n} for e in ENDS if (k := self.ends[e])}
        teams = self.teams or []
        if len(set(teams)) < len(teams):           # a team of more than one seat: its wins are the seats' wins
            summary["teams"] = [{"team": t, "seats": [p + 1 for p, x in enumerate(teams) if x == t],
                                 "decks": [decks[p] for p, x in enumerate(teams) if x == t],
                                 **_rate(self.wins[teams.index(t)], n)}
                                for t in dict.fromkeys(teams)]
        return summary


def _median(histogram: Counter, n: int) -> float:
    if n == 0:
        return 0.0
    lo, hi = (n - 1) // 2, n // 2          # the middle rank(s), counted from 0
    seen, low = 0, None
    for d in sorted(histogram):
        seen += histogram[d]
        if low is None and seen > lo:
            low = d
        if seen > hi:
            return (low + d) / 2
    return 0.0


class PairTally:
    """The outcomes of the same games under two rule sets (records with ``base`` and ``variant``)."""

    def __init__(self, players: int = 2, teams: list | None = None, names: list | None = None, detect: float = 0.02):
        self.names, self.detect = names, detect
        self.sides = (Tally(players, teams), Tally(players, teams))
        self.tables = {m: [0, 0, 0, 0] for m in METRICS}      # both, base only, variant only, neither
        self.paired, self.diff_sum, self.diff_squares = 0, 0, 0   # games, sum and squares of day differences

    def add(self, record: dict) -> None:
        base, variant = record["base"], record["variant"]
        self.sides[0].add(base)
        self.sides[1].add(variant)
        for name, holds in METRICS.items():
            a, b = holds(base), holds(variant)
            self.tables[name][0 if a and b else 1 if a else 2 if b else 3] += 1
        d = variant["days"] - base["days"]
        self.paired += 1
        self.diff_sum += d
        self.diff_squares += d * d

    @classmethod
    def of(cls, head: dict) -> "PairTally":
        return cls(len(head["decks"]), head.get("teams"), [d["name"] for d in head["decks"]], head.get("detect", 0.02))

    def summary(self, decks: list[str] | None = None, detect: float | None = None) -> dict:
        decks = decks or self.names or [f"seat {p + 1}" for p in range(len(self.sides[0].wins))]
        detect = self.detect if detect is None else detect
        changes = {}
        for name, (both, only_base, only_variant, neither) in self.tables.items():
            n = both + only_base + only_variant + neither
            d, low, high = paired_difference(both, only_base, only_variant, neither)
            discordant = (only_base + only_variant) / n if n else 0.0
            changes[name] = {
                "base": (both + only_base) / n if n else 0.0, "variant": (both + only_variant) / n if n else 0.0,
                "difference": d, "low": low, "high": high,
                "discordant": [only_base, only_variant], "p_value": mcnemar(only_base, only_variant),
                # games for 80% power at 5% to detect this observed change, and the asked-for one
                "games_to_detect_observed": games_to_detect(d, discordant),
                "games_to_detect": games_to_detect(detect, discordant),
            }
        mean, low, high = mean_from_sums(self.paired, self.diff_sum, self.diff_squares)
        return {"base": self.sides[0].summary(decks), "variant": self.sides[1].summary(decks),
                "detect": detect, "changes": changes,
                "days_change": {"mean": mean, "low": low, "high": high}}
