"""A person at the terminal (``--agents human``): each decision is the account's question to that player,
its options numbered from 1, and the player's own view of the game (observation.py: hidden cards of others
only counted) -- nothing else of the game reaches them."""
from __future__ import annotations

from typing import Callable

from ..loading.errors import DesignError

HELP = "type an option's number; v: your view of the game again; q: stop the game"


class HumanAgent:
    observes = True                      # the player's own observation, never the game

    def __init__(self, seed: int = 0, read: Callable[[str], str] = input, write: Callable[[str], None] = print):
        self.read, self.write = read, write
        self.shown: tuple | None = None  # (day, phase, turn player) of the view last shown

    def choose(self, observation, decision) -> int:
        from ..engine.narrative import ask
        labels = decision.labels
        question = ask(decision, list(observation.names), decision.source)
        moment = (observation.day, observation.phase, observation.turn_player)
        if moment != self.shown:         # the view when the moment of the game changed (else: v)
            self.write("")
            self.write(str(observation))
            self.shown = moment
        if len(labels) == 1:             # nothing to decide: say it and go on
            self.write(f"{question} {labels[0]} (the only option)")
            return 0
        self.write(question)
        for i, label in enumerate(labels, 1):
            self.write(f"  {i}. {label}")
        while True:
            try:
                text = self.read(f"1-{len(labels)} (v: view, q: stop)> ").strip().lower()
            except EOFError:
                raise DesignError("the game waits for an answer and the input has ended", "--agents human") from None
            except KeyboardInterrupt:
                raise DesignError("stopped by the player", "--agents human") from None
            if text.isdigit() and 1 <= int(text) <= len(labels):
                return int(text) - 1
            if text == "v":
                self.write(str(observation))
            elif text == "q":
                raise DesignError("stopped by the player", "--agents human")
            else:
                self.write(f"{text!r}: {HELP} (1 to {len(labels)})")
