"""Step through a game one decision at a time, in the spirit of OpenSpiel and python-chess.

>>> s = Session(book, decks, seed=1)
>>> while not s.is_terminal():
...     s.apply(0)                 # or any index into s.legal_actions()
>>> s.returns()
[1, -1]

The game runs in a helper thread that stops at every decision; only one of the two threads
runs at a time, so a session is as deterministic as ``Game.play``.  ``clone()`` replays the
choices made so far into a new session (the same seed gives the same game).
"""
from __future__ import annotations

import queue
import threading

from .game import Game


class _Stop(Exception):
    """Ends the game thread of a session that is thrown away."""


class Session:
    def __init__(self, book, decks, seed=0, history=(), log=False):
        self.book, self.decks, self.seed, self.log = book, decks, seed, log
        self.history = []
        self._asked = queue.Queue(maxsize=1)
        self._answers = queue.Queue(maxsize=1)
        agents = [_Bridge(self), _Bridge(self)]
        self.game = Game(book, decks, agents, seed=seed, log=log)
        self._pending = None
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()
        self._pending = self._asked.get()
        for index in history:
            self.apply(index)

    def _run(self):
        try:
            self.game.play()
        except _Stop:
            return
        except BaseException as e:              # hand an engine fault over to the caller
            self._asked.put(e)
            return
        self._asked.put(None)

    # -- the interface ---------------------------------------------------------
    @property
    def decision(self):
        """The decision waiting now (who decides, what about, the options), or None at the end."""
        if isinstance(self._pending, BaseException):
            raise self._pending
        return self._pending

    def current_player(self):
        d = self.decision
        return None if d is None else d.player

    def legal_actions(self):
        """What the deciding player reads for each legal option; apply an index into this list."""
        d = self.decision
        return [] if d is None else list(d.labels)

    def apply(self, index):
        d = self.decision
        if d is None:
            raise ValueError("the game is over")
        if not 0 <= index < len(d.options):
            raise ValueError(f"no option {index}: {d.labels}")
        self.history.append(index)
        self._answers.put(index)
        self._pending = self._asked.get()

    def is_terminal(self):
        return self.decision is None

    def returns(self):
        """+1 for the winner and -1 for the others at the end; zeros otherwise."""
        n = len(self.game.players)
        if not self.is_terminal() or self.game.winner is None:
            return [0] * n
        return [1 if p == self.game.winner else -1 for p in range(n)]

    def observation(self, player):
        return self.game.observation(player)

    def clone(self):
        return Session(self.book, self.decks, self.seed, self.history, self.log)

    def close(self):
        """Stop the game thread of an unfinished session."""
        if self._thread.is_alive() and not self.is_terminal():
            self._answers.put(_Stop)
            self._thread.join(timeout=5)


class _Bridge:
    """The agent of both seats: it hands each decision to the session and waits for the answer."""

    def __init__(self, session):
        self.session = session

    def choose(self, game, decision):
        self.session._asked.put(decision)
        answer = self.session._answers.get()
        if answer is _Stop:
            raise _Stop()
        return answer
