"""What the benchmark scripts share: the rule book and bundled decks, loaded once."""
from __future__ import annotations

import os
import sys

# the checkout's package, unless told to time the one installed (a compiled build: setup.py)
if os.environ.get("ALTERED_BENCH") != "installed":
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "interpreter"))

from altered.loading.cards.catalog import load_catalog  # noqa: E402
from altered.loading.cards.decks import load_deck  # noqa: E402
from altered.engine.decisions import RandomAgent  # noqa: E402
from altered.engine.game import Game  # noqa: E402
from altered.loading.paths import CARDS_DIR  # noqa: E402
from altered.rulebook import load_rulebook  # noqa: E402
from altered.simulation.record import new_game, outcome  # noqa: E402
from altered.simulation.simulate import keep_loaded  # noqa: E402

# the two decks bundled when the speed goal was set (issue 9: ">= 300 random games/s with the bundled
# decks"); `altered play` and `altered bench` now default to Bravos vs Muna, whose games are slower
# (an on-play passive of Muna's is always at work, so every card's cost is asked): games_per_second.py
# --decks bravos,muna measures those
DECKS = ("axiom.yaml", "bravos.yaml")
# the matchup `altered play` and `altered bench` default to: the speed figures are given for it
DEFAULT = ("bravos.yaml", "muna.yaml")


def bundled() -> list[str]:
    """The names of the bundled decks (``bravos``...), sorted."""
    return sorted(p.stem for p in (CARDS_DIR / "decks").glob("*.yaml"))


def matchup(text: str) -> tuple[str, str]:
    """Two bundled decks written ``bravos,muna`` -> their file names; exits with a clear line otherwise."""
    names = [f"{d.strip()}.yaml" for d in text.split(",")]
    if len(names) != 2 or not all((CARDS_DIR / "decks" / n).is_file() for n in names):
        sys.exit(f"--decks: expected two bundled decks separated by a comma ({', '.join(bundled())}), not {text!r}")
    return names[0], names[1]


def load(names=DECKS, *more):
    """The rule book (prepared for the catalog) and the bundled decks ``names``; with ``more`` pairs of
    names, a list of the decks of each pair instead."""
    book = load_rulebook()
    catalog = load_catalog()
    pairs = [[load_deck(str(CARDS_DIR / "decks" / name), catalog) for name in pair] for pair in (names,) + more]
    book.prepare(catalog)
    keep_loaded()                      # as the workers of simulate, compare and bench do
    return book, (pairs if more else pairs[0])


def random_game(book, decks, seed, log=False, study=False):
    """One game between two random agents, the agents seeded as ``altered play --seed`` seeds them;
    ``study``: the same game played as a study's worker plays it, its facts noted and its record made
    (simulation/record.py: what ``altered bench`` and ``simulate`` time besides the game)."""
    agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
    if study:
        game = new_game(book, decks, agents, seed, log=log)
        game.play()
        outcome(game)
        return game
    game = Game(book, decks, agents, seed=seed, log=log)
    game.play()
    return game
