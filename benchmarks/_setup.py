"""What the benchmark scripts share: the rule book and the two bundled decks, loaded once."""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "interpreter"))

from altered.loading.cards.catalog import load_catalog  # noqa: E402
from altered.loading.cards.decks import load_deck  # noqa: E402
from altered.engine.decisions import RandomAgent  # noqa: E402
from altered.engine.game import Game  # noqa: E402
from altered.loading.paths import CARDS_DIR  # noqa: E402
from altered.language.rulebook import load_rulebook  # noqa: E402
from altered.simulation.simulate import keep_loaded  # noqa: E402

# the two decks bundled when the speed goal was set (issue 9: ">= 300 random games/s with the bundled
# decks"); `altered play` and `altered bench` now default to Bravos vs Muna, whose games are slower
# (an on-play passive of Muna's is always at work, so every card's cost is asked): games_per_second.py
# --decks bravos,muna measures those
DECKS = ("axiom.yaml", "bravos.yaml")


def load(names=DECKS):
    """The rule book (prepared for the catalog) and the bundled decks ``names``."""
    book = load_rulebook()
    catalog = load_catalog()
    decks = [load_deck(str(CARDS_DIR / "decks" / name), catalog) for name in names]
    book.prepare(catalog)
    keep_loaded()                      # as the workers of simulate, compare and bench do
    return book, decks


def random_game(book, decks, seed, log=False):
    """One game between two random agents, the agents seeded as ``altered play --seed`` seeds them."""
    game = Game(book, decks, [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)], seed=seed, log=log)
    game.play()
    return game
