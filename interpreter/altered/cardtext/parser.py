"""The card-text parser for a vocabulary: the phrasebook's language with that vocabulary's words.

>>> from altered.cardtext.vocabulary import vocabulary_from_rules
>>> from altered.loading.paths import RULES_DIR
>>> p = build_parser(vocabulary_from_rules(RULES_DIR))
>>> p.read("[Seasoned].")
[{'keyword': 'Seasoned'}]
"""
from __future__ import annotations

from ..loading.errors import DesignError
from .errors import later_edition
from .language import Language, language_for
from .vocabulary import forms, vocabulary_hash

# How an expected symbol reads in an error message.
SYMBOL_WORDS = {
    "#INT": "a number", "#MANA": "a mana amount like {2}", "#STATS": "statistics like 1/1/1",
    "#STAT_DELTA": "a change like +1/+1/+1", "#SIGNED_INT": "a signed number like +1",
    "#DIE_RANGE": "a range like 1-3", "#WORD": "a name", "#END": "'s",
    "w__keyword": "a keyword", "w__valued_keyword": "a keyword with a number", "w__keyword_action": "a keyword action",
    "w__action_verb": "a keyword action", "w__status": "a status", "w__zone": "a zone", "w__counter": "a counter",
    "w__terrain": "a terrain symbol", "w__stat": "a characteristic", "w__type": "a card type",
    "w__subtype": "a sub-type", "w__phase": "a phase", "w__daily_effect": "a daily effect",
    "w__duration": "a duration", "b__token_ref": "a token declared in the vocabulary", "b__name": "a name", "b__word": "a word",
}


class CardTextParser:
    """A language built for a vocabulary, and what error messages need of it."""

    def __init__(self, vocabulary: dict, language: Language):
        self.vocabulary = vocabulary
        self.language = language
        language.parser = self                   # the words a mistake in a declared token's text names
        self.digest = language.digest
        self.forms = forms(vocabulary)

    def read(self, text: str) -> list[dict]:
        abilities = self.language.read(text)
        later = self.vocabulary.get("later_editions")
        if later:
            self.refuse_later_words(text, abilities, later)
        return abilities

    @staticmethod
    def refuse_later_words(text: str, abilities: list, later: dict) -> None:
        """A reading naming a keyword action, status or step the rules keep for a later edition
        (keywords.yaml ``later_editions``) is refused, at that word, with the edition it needs."""
        def names(node):
            if isinstance(node, dict):
                for k, v in node.items():
                    yield k
                    yield from names(v)
            elif isinstance(node, list):
                for v in node:
                    yield from names(v)
            elif isinstance(node, str):
                yield node
        for name in names(abilities):
            if isinstance(name, str) and name in later:
                word = later[name].get("word", name)
                at = text.lower().find(word.lower()[:5])
                raise DesignError(later_edition(name, later[name]), column=at + 1 if at >= 0 else 1)

    def readable(self, symbol: str) -> str:
        """An expected symbol in words: 'when', 'a status', ..."""
        if symbol in SYMBOL_WORDS:
            return SYMBOL_WORDS[symbol]
        if symbol.startswith("'"):
            return f"'{symbol[1:]}'"
        if symbol.startswith("v__"):                 # a verb, in all its forms
            return f"'{symbol[3:]}'"
        return symbol

    def names(self, table: str) -> dict:
        """Surface word (lower case) → canonical name, for a class of words."""
        return self.forms.get(table, {})


_BUILT: dict[str, CardTextParser] = {}


def build_parser(vocabulary: dict, *, phrases: list | None = None, cache_dir=None) -> CardTextParser:
    """The parser for ``vocabulary`` (and the phrases card sets bring), built once per process."""
    key = vocabulary_hash(vocabulary) + repr(phrases)
    if key not in _BUILT:
        _BUILT[key] = CardTextParser(vocabulary, language_for(vocabulary, phrases))
    return _BUILT[key]
