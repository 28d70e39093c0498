"""The ``--cards FILE_OR_DIR`` option every command that plays or checks cards shares.

Each command adds it with ``add_cards_option(parser)`` and reads the catalog with
``catalog_for(args)``: the bundled sets, then the designer's files in the order given.
"""
from __future__ import annotations


def add_cards_option(parser) -> None:
    parser.add_argument("--cards", action="append", default=[], metavar="FILE_OR_DIR",
                        help="a card file or folder added to the bundled sets (repeatable); a card with the "
                             "reference of one read before must say `replaces: true`")


def catalog_for(args):
    from ..loading.cards.catalog import catalog_with
    return catalog_with(getattr(args, "cards", None) or ())
