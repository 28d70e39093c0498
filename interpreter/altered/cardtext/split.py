"""The splitter of printed texts, which loading card files needs too: it lives with them (cards/split.py)."""
from ..loading.cards.split import Piece, clean, split_abilities
from ..loading.errors import DesignError

__all__ = ["Piece", "clean", "split_abilities", "check_layout"]


def check_layout(piece: Piece) -> None:
    """Refuse what the words read one way and the layout another: a paragraph after "• ..." options that
    continues them ("Then", "If you do") would be read as the last option's sentence; printed cards write
    an option's sentences in its paragraph (6.5.g)."""
    if piece.after_options is not None:
        raise DesignError("a paragraph after the options: is it the last option's, or played whatever was "
                          "chosen? If it is that option's, write it in the option's paragraph, after its "
                          "sentence (\"• A. If you do, B.\") (6.5.g)",
                          column=piece.after_options + 1)
