"""The splitter of printed texts, which loading card files needs too: it lives with them (cards/split.py)."""
from ...loading.cards.split import Piece, clean, split_abilities

__all__ = ["Piece", "clean", "split_abilities"]
