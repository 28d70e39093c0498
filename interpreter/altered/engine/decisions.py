"""Decisions are the only way players act: the engine lists the legal options, an agent picks one.

An agent is any object with ``choose(observation, decision) -> int`` (an index into
``decision.labels``; ``decision.count`` is their number, known without building them).  It is given its player's observation (``observation.py``: plain data, what
that player may see) and the decision (who decides, what about, the labels of the options) --
never the game.  An agent that doesn't read the observation sets ``observes = False`` and gets
None; one that searches sets ``searches = True`` and may draw states consistent with what it has
seen from ``observation.sample(rng)``.  Human play, scripted scenarios, replays and AI all go
through this interface.
"""
from __future__ import annotations

import random
from typing import Any

from mypy_extensions import mypyc_attr


class _Pass:
    """The option to stop: pass the turn, or stop choosing more objects."""
    __slots__ = ()

    def __repr__(self):
        return "PASS"


PASS = _Pass()


class Decision:
    """What an agent is asked: plain data (the engine keeps the options themselves).

    ``labels`` and ``secret`` may be given as functions of no argument, with ``count`` the number
    of options: they are then worked out on first reading (an agent that picks at random only
    needs the count)."""
    __slots__ = ("player", "kind", "prompt", "count", "_labels", "_secret", "_facts", "source")

    def __init__(self, player: Any, kind: Any, prompt: Any, labels: Any, secret: Any = False, count: int | None = None,
                 facts: Any = (), source: Any = None) -> None:
        self.player = player      # who decides
        self.kind = kind          # turn, choose, may, modifier, timestamp, reaction, mode
        self.prompt = prompt
        self.count = len(labels) if count is None else count     # how many options
        self._labels = labels
        self._secret = secret
        self._facts = facts
        self.source = source      # the card whose ability asks (its name), if any: public

    @property
    def labels(self) -> tuple:
        """What the deciding player reads for each option, in order."""
        if callable(self._labels):
            self._labels = tuple(self._labels())
        return self._labels

    @property
    def facts(self) -> tuple:
        """What each option is, as plain data (observation.option_facts): ``("play", card, zone, expedition,
        cost)``, ``("object", card, zone, owner)``, ``("pass",)``... (empty when the asker gave none)."""
        if callable(self._facts):
            self._facts = self._facts()
        return self._facts

    def settle(self) -> "Decision":
        """Work out the labels, the facts and the secrecy now (before the options can change)."""
        if callable(self._labels):
            self._labels = tuple(self._labels())
        if callable(self._facts):
            self._facts = self._facts()
        if callable(self._secret):
            self._secret = self._secret()
        return self

    @property
    def secret(self) -> bool:
        """1.4.5.a: among hidden cards, the choice is made but not shown to others."""
        if callable(self._secret):
            self._secret = self._secret()
        return self._secret

    def __repr__(self):
        return f"<Decision p{self.player} {self.kind}: {self.prompt} {list(self.labels)}>"


class Pending(BaseException):
    """A choice with no answer yet, in a game played through the state API: it stops the running
    action, which is run again from its start once the answer is applied (flow.py).  Not an
    Exception, so that no handler in effect code can swallow it."""

    def __init__(self, decision):
        super().__init__(decision)
        self.decision = decision


@mypyc_attr(allow_interpreted_subclasses=True)    # agents of tests and tools build on it
class RandomAgent:
    """Picks uniformly at random with its own seeded generator (deterministic per seed)."""
    observes = False

    def __init__(self, seed: Any = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: Any, decision: Decision) -> int:
        return self.pick(decision.count)

    def pick(self, n: int) -> int:
        """One of ``n`` options: all this agent reads of a decision (Game.choose_option asks it directly,
        without a Decision, when ``choose`` is this class's own)."""
        if n <= 0:               # (chance.below, inlined: the same draws, a call less at every decision)
            raise ValueError(f"no number below {n} to draw")
        getrandbits = self.rng.getrandbits
        k = n.bit_length()
        r = getrandbits(k)
        while r >= n:
            r = getrandbits(k)
        return r


@mypyc_attr(allow_interpreted_subclasses=True)    # agents of tests and tools build on it
class FirstOptionAgent:
    """Always picks the first legal option: a baseline and a test helper."""
    observes = False

    def choose(self, observation, decision):
        return 0


@mypyc_attr(allow_interpreted_subclasses=True)    # agents of tests and tools build on it
class ScriptedAgent:
    """Answers from a list of labels (or indices); used by replays and scenarios.  (Through the
    state API, ``state.apply(answer)`` for each answer in turn does the same.)"""
    observes = False

    def __init__(self, answers, fallback=None):
        self.answers = answers        # kept, not copied: a caller may queue more answers later
        self.fallback = fallback

    def choose(self, observation, decision):
        if not self.answers:
            if self.fallback is not None:
                return self.fallback.choose(observation, decision)
            raise LookupError(f"no scripted answer for {decision.kind} '{decision.prompt}': options {decision.labels}")
        want = self.answers.pop(0)
        if isinstance(want, int):
            return want
        if want in decision.labels:
            return decision.labels.index(want)
        raise LookupError(f"scripted answer {want!r} is not an option of '{decision.prompt}': {decision.labels}")
