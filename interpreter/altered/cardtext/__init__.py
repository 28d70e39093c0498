"""The card-text language: printed ability text → effect-model data (rules_yaml/effect-model.md).

>>> parse_abilities("[Tough 1].")
[{'keyword': 'Tough', 'value': 1, 'text': '[Tough 1].'}]

``altered.tools.explain`` shows how the engine reads a text.

It may import the effect model (:mod:`altered.effects`, not its abilities) and :mod:`altered.loading`.
"""
from __future__ import annotations

from .api import default_parser, parse_abilities, parse_texts
from .parser import build_parser
from .split import split_abilities
from .vocabulary import default_vocabulary, vocabulary_from_rules

__all__ = ["parse_abilities", "parse_texts", "build_parser",
           "default_parser", "split_abilities", "default_vocabulary", "vocabulary_from_rules"]
