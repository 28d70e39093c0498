"""The logs of chosen games of a study (``simulate --logs DIR --logs-for ...``), for ``altered view`` and
``altered replay``.

The study plays without logs (they cost); as its records stream by, the games asked for are picked, and
once it ends each of them is played again from its seed with its log kept: a game's seed, rules, decks
and agents give the same game, bit for bit.

What to keep (``--logs-for``, comma-separated or repeated; default ``won,lost,longest``): ``won`` /
``lost``: the first game seat 1 won / lost to another seat; ``longest`` / ``shortest``: the game with the
most / fewest days (the first such); ``no-winner``; any of them ``=N`` for N games; ``seed=K``: the game
of seed K; ``game=I``: game I of the study (numbered from 0).
"""
from __future__ import annotations

import heapq
from pathlib import Path

from ..loading.errors import DesignError
from ..loading.output import Output
from .record import new_game
from .simulate import deck_for, load_world, arms_of
from .tally import winners

KINDS = ("won", "lost", "longest", "shortest", "no-winner", "seed", "game")
DEFAULT = "won,lost,longest"


def parse_wants(texts: list[str]) -> list[tuple[str, int]]:
    """[(kind, count or value)] from the --logs-for values; a one-line error for a mistake."""
    wants = []
    for text in ",".join(texts or [DEFAULT]).split(","):
        kind, sep, value = text.strip().partition("=")
        if kind not in KINDS:
            raise DesignError(f"expected one of {', '.join(KINDS)} (e.g. won, longest=3, seed=42), not {text!r}",
                              "--logs-for")
        if kind in ("seed", "game") and not sep:
            raise DesignError(f"{kind} needs a value, e.g. {kind}=12", "--logs-for")
        try:
            number = int(value) if sep else 1
        except ValueError:
            number = -1
        if number < (0 if kind in ("seed", "game") else 1):
            raise DesignError(f"expected a whole number in {text!r}", "--logs-for")
        wants.append((kind, number))
    return wants


class LogPicker:
    """Picks the games to log as the records stream by (memory: the games kept only)."""

    def __init__(self, folder: str, wants: list[tuple[str, int]]):
        self.folder = Path(folder)
        self.wants = wants
        self.picked: dict[int, tuple[int, set]] = {}        # game -> (seed, why)
        self.ranked: dict[str, list] = {k: [] for k, _ in wants if k in ("longest", "shortest")}
        self.counts = {k: 0 for k, _ in wants}

    def check(self) -> None:
        """Fail before any game when the folder cannot be made or written."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            probe = self.folder / ".altered-write-test"
            probe.write_text("")
            probe.unlink()
        except OSError as e:
            raise DesignError(f"cannot write logs in {self.folder}: {e.strerror or e}", "--logs") from None

    def add(self, record: dict) -> None:
        i, seed, won = record["game"], record["seed"], winners(record)
        for kind, n in self.wants:
            if kind == "seed" and seed == n or kind == "game" and i == n:
                self._pick(i, seed, kind)
            elif kind in ("won", "lost", "no-winner") and self.counts[kind] < n:
                hit = 1 in won if kind == "won" else record["winner"] is None if kind == "no-winner" \
                    else bool(won) and 1 not in won
                if hit:
                    self.counts[kind] += 1
                    self._pick(i, seed, kind)
            elif kind in self.ranked:
                days = record["days"] if kind == "longest" else -record["days"]
                heap = self.ranked[kind]
                item = (days, -i, seed)                     # the earlier game first among equals
                if len(heap) < n:
                    heapq.heappush(heap, item)
                elif item > heap[0]:
                    heapq.heapreplace(heap, item)

    def _pick(self, i: int, seed: int, why: str) -> None:
        self.picked.setdefault(i, (seed, set()))[1].add(why)

    def chosen(self) -> list[tuple[int, int, list[str]]]:
        """(game, seed, why) for every game to log, in game order."""
        for kind, heap in self.ranked.items():
            for _, minus_i, seed in heap:
                self._pick(-minus_i, seed, kind)
        self.ranked = {k: [] for k in self.ranked}
        return [(i, seed, sorted(why)) for i, (seed, why) in sorted(self.picked.items())]

    def write(self, study) -> list[str]:
        """Play each chosen game again with its log and write it; the files written."""
        from ..agents.roster import make_agents
        from ..engine import gamelog
        books, _ = load_world(study)
        [(_, rules, seats)] = arms_of(study)
        book, decks = books[rules], [deck_for(study, ref) for ref in seats]
        variants = [v.local() for v in study.rule_sets[rules]]
        written = []
        for i, seed, why in self.chosen():
            game = new_game(book, decks, make_agents(study.agents, seed), seed, log=True)
            game.play()
            head = gamelog.header(book, decks, seed, variants, ",".join(study.agents), game.max_days, study.cards)
            path = self.folder / f"game-{i}-{'-'.join(why)}.jsonl"
            try:
                with Output(path, "--logs") as f:    # whole or not at all: an interrupted study loses nothing
                    gamelog.write(f, head, game.events, gamelog.result(game))
            except OSError as e:
                raise DesignError(f"cannot write logs in {self.folder}: {e.strerror or e}", "--logs") from None
            written.append(str(path))
        return written

