"""A rules-as-data engine for the Altered trading card game.

>>> from altered import load_deck, load_rulebook, new_state
>>> from altered.loading.cards.decks import deck_path
>>> decks = [load_deck(deck_path("axiom")), load_deck(deck_path("bravos"))]
>>> state = new_state(load_rulebook(), decks, seed=1)
>>> state.is_terminal()
False

The package is one folder per layer, each importing only the ones below it (pyproject.toml's contracts):
``cli`` > ``simulation`` and ``tools`` > ``agents`` > ``engine`` > ``rulebook`` > ``cardtext`` >
``effects`` > ``loading``.
"""
from __future__ import annotations


__version__ = "0.1.0"

# The names most scripts want, imported from their layer when first used (so that ``import altered``
# stays cheap, and a Ctrl-C at the command's start finds the command line ready to answer it).
_PUBLIC = {
    "DesignError": "altered.loading.errors",
    "load_rulebook": "altered.rulebook",
    "RuleBook": "altered.rulebook",
    "Game": "altered.engine.game",
    "new_state": "altered.engine.session",
    "load_catalog": "altered.loading.cards.catalog",
    "load_deck": "altered.loading.cards.decks",
}
__all__ = ["__version__", *_PUBLIC]


def __getattr__(name: str) -> object:      # (no typing import: the command starts on this module)
    if name in _PUBLIC:
        import importlib
        return getattr(importlib.import_module(_PUBLIC[name]), name)
    raise AttributeError(f"module 'altered' has no attribute {name!r}")
