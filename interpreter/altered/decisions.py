"""Decisions are the only way players act: the engine lists the legal options, an agent picks one.

An agent is any object with ``choose(game, decision) -> int`` (an index into
``decision.options``).  Human play, scripted scenarios, replays and AI all
go through this interface.
"""
from __future__ import annotations

import random


class _Pass:
    """The option to stop: pass the turn, or stop choosing more objects."""
    __slots__ = ()

    def __repr__(self):
        return "PASS"


PASS = _Pass()


class Decision:
    __slots__ = ("player", "kind", "prompt", "options", "labels", "secret")

    def __init__(self, player, kind, prompt, options, labels, secret=False):
        self.player = player      # who decides
        self.kind = kind          # turn, choose, may, modifier, timestamp, reaction
        self.prompt = prompt
        self.options = options    # the legal options (engine objects)
        self.labels = labels      # what the deciding player reads for each
        self.secret = secret      # 1.4.5.a: among hidden cards, the choice is made but not shown to others

    def __repr__(self):
        return f"<Decision p{self.player} {self.kind}: {self.prompt} {self.labels}>"


class RandomAgent:
    """Picks uniformly at random with its own seeded generator (deterministic per seed)."""

    def __init__(self, seed=0):
        self.rng = random.Random(seed)

    def choose(self, game, decision):
        return self.rng.randrange(len(decision.options))


class FirstOptionAgent:
    """Always picks the first legal option: a baseline and a test helper."""

    def choose(self, game, decision):
        return 0


class ScriptedAgent:
    """Answers from a list of labels (or indices); used by replays and scenarios."""

    def __init__(self, answers, fallback=None):
        self.answers = answers        # kept, not copied: a caller may queue more answers later
        self.fallback = fallback

    def choose(self, game, decision):
        if not self.answers:
            if self.fallback is not None:
                return self.fallback.choose(game, decision)
            raise LookupError(f"no scripted answer for {decision.kind} '{decision.prompt}': options {decision.labels}")
        want = self.answers.pop(0)
        if isinstance(want, int):
            return want
        if want in decision.labels:
            return decision.labels.index(want)
        raise LookupError(f"scripted answer {want!r} is not an option of '{decision.prompt}': {decision.labels}")


class GreedyAgent:
    """A simple baseline: on its turn it plays the most expensive card it can, else uses a quick
    action, and passes last; it says yes to what it may do; other choices are random (seeded)."""

    def __init__(self, seed=0):
        self.rng = random.Random(seed)

    def choose(self, game, decision):
        if decision.kind == "turn":
            scores = [-1 if option is PASS else (option[3] + 1 if len(option) == 4 else 0)   # quick action: 0
                      for option in decision.options]
            top = max(scores)
            return self.rng.choice([i for i, s in enumerate(scores) if s == top])   # spread between Expeditions
        if decision.kind == "may":
            return decision.labels.index("yes") if "yes" in decision.labels else 0
        return self.rng.randrange(len(decision.options))
