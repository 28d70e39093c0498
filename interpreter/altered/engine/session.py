"""Step through a game one decision at a time, in the spirit of OpenSpiel and python-chess.

>>> from altered import load_deck, load_rulebook
>>> from altered.loading.cards.decks import deck_path
>>> decks = [load_deck(deck_path("axiom")), load_deck(deck_path("bravos"))]
>>> state = new_state(load_rulebook(), decks, seed=1)
>>> while not state.is_terminal():
...     state = state.apply(state.legal_actions()[0])    # an index into state.decision.labels
>>> state.returns()
[-1, 1]

The state is a ``Game`` answered through its state API (flow.py): no thread, and ``copy()``
duplicates a paused state without replaying it.  ``Session`` is the old name.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from .game import Game

if TYPE_CHECKING:
    from ..rulebook import RuleBook


def new_state(book: RuleBook, decks: list, seed: int = 0, history: Iterable[int | str] = (), log: bool = False,
              max_days: int | None = None) -> Game:
    """A game waiting for its first decision, after applying the answers in ``history``."""
    state = Game(book, decks, seed=seed, log=log, max_days=max_days).start()
    for answer in history:
        state.apply(answer)
    return state


Session = new_state
