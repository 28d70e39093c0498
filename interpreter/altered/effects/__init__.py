"""The effect model: plain data compiled once into closures (rules_yaml/effect-model.md)."""
from .context import Ctx
from .compiler import Compiler, STEPS, EXPRS

__all__ = ["Ctx", "Compiler", "STEPS", "EXPRS"]
