"""The effect language: the effect model, plain data compiled once into closures (rules_yaml/effect-model.md),
its operators grouped by what they act on, and the card abilities built on it (``abilities/``: triggers,
costs, passives, keywords, compiled into a card's program).

It may import :mod:`altered.loading`; it names the game only through its host (``host``).
"""
from .context import Ctx
from .compiler import Compiler, STEPS, EXPRS

__all__ = ["Ctx", "Compiler", "STEPS", "EXPRS"]
