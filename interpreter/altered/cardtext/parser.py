"""The card-text parser for a vocabulary: the phrasebook's language with that vocabulary's words.

>>> from altered.cardtext.vocabulary import vocabulary_from_rules
>>> from altered.loading.paths import RULES_DIR
>>> p = build_parser(vocabulary_from_rules(RULES_DIR))
>>> p.read("[Seasoned].")
[{'keyword': 'Seasoned'}]
"""
from __future__ import annotations

from .language import Language, language_for
from .vocabulary import vocabulary_hash

CardTextParser = Language                # one reader: the language built for a vocabulary reads and tells mistakes

_BUILT: dict[str, CardTextParser] = {}


def build_parser(vocabulary: dict, *, phrases: list | None = None, cache_dir=None) -> CardTextParser:
    """The parser for ``vocabulary`` (and the phrases card sets bring), built once per process."""
    key = vocabulary_hash(vocabulary) + repr(phrases)
    if key not in _BUILT:
        _BUILT[key] = language_for(vocabulary, phrases)
    return _BUILT[key]
