"""What the benchmark scripts share: the rule book and the two bundled decks, loaded once."""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "interpreter"))

from altered.cards.catalog import load_catalog  # noqa: E402
from altered.cards.decks import load_deck  # noqa: E402
from altered.decisions import RandomAgent  # noqa: E402
from altered.game import Game  # noqa: E402
from altered.paths import CARDS_DIR  # noqa: E402
from altered.rules import load_rulebook  # noqa: E402
from altered.simulate import keep_loaded  # noqa: E402

DECKS = ("axiom.yaml", "bravos.yaml")


def load():
    """The rule book (prepared for the catalog) and the bundled decks."""
    book = load_rulebook()
    catalog = load_catalog()
    decks = [load_deck(str(CARDS_DIR / "decks" / name), catalog) for name in DECKS]
    book.prepare(catalog)
    keep_loaded()                      # as the workers of simulate, compare and bench do
    return book, decks


def random_game(book, decks, seed, log=False):
    """One game between two random agents, seeded as ``altered bench`` seeds it."""
    game = Game(book, decks, [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)], seed=seed, log=log)
    game.play()
    return game
