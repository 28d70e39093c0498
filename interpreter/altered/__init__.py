"""A rules-as-data engine for the Altered trading card game.

>>> from altered import load_rulebook, Game
>>> game = Game(load_rulebook(), decks, seed=1)
"""
from .errors import DesignError

__version__ = "0.1.0"
__all__ = ["DesignError", "__version__"]
