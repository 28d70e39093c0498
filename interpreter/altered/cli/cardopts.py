"""The ``--cards FILE_OR_DIR`` option every command that plays or checks cards shares.

Each command adds it with ``add_cards_option(parser)`` and reads the catalog with
``catalog_for(args)``: the bundled sets, then the designer's files in the order given.
"""
from __future__ import annotations


def add_cards_option(parser, *, plays: bool = True) -> None:
    parser.add_argument("--cards", action="append", default=[], metavar="FILE_OR_DIR",
                        help="a card file or folder added to the bundled sets (repeatable); a card with the "
                             "reference of one read before must say `replaces: true`")
    if plays:
        parser.add_argument("--allow-unread", action="store_true",
                            help="play a card whose text the engine cannot read without its abilities (each "
                                 "named once on stderr); by default such a card stops the command")


def refuse_unread_cards(book, catalog, decks, args) -> None:
    """Stop here when a played card's text does not read (or warn, with --allow-unread)."""
    import sys
    from ..rulebook import refuse_unread
    from ..loading.cards.decks import played_cards
    cards = played_cards(catalog, decks, getattr(args, "cards", None) or ())
    for line in refuse_unread(book.unread(cards), getattr(args, "allow_unread", False)):
        print(line, file=sys.stderr)


def catalog_for(args):
    from ..loading.cards.catalog import catalog_with
    return catalog_with(getattr(args, "cards", None) or ())
