"""The card-text language: printed ability text → effect-model data (docs/effect-model.md)."""
from __future__ import annotations

from .parser import build_parser
from .split import split_abilities
from .vocabulary import default_vocabulary, vocabulary_from_rules

__all__ = ["build_parser", "split_abilities", "default_vocabulary", "vocabulary_from_rules"]
