"""Build the Lark parser of the card-text language from the grammar template and a vocabulary.

>>> from altered.language.cardtext.vocabulary import default_vocabulary
>>> p = build_parser(default_vocabulary())
>>> p.parse("[Seasoned].").data
'keyword_ability'
"""
from __future__ import annotations

import hashlib
import logging
import os
import re
from pathlib import Path

import lark
from lark import Lark
from lark.lexer import PatternRE, PatternStr

from ...loading.paths import CACHE_DIR, GRAMMAR_DIR, prune_cache, touch
from .vocabulary import forms, vocabulary_hash

TEMPLATE = GRAMMAR_DIR / "cardtext.lark"
MARK = "// @vocabulary"

# What a generated terminal is called in an error message.
TERMINAL_WORDS = {
    "KEYWORD": "a keyword", "VALUED_KEYWORD": "a keyword with a number",
    "KEYWORD_ACTION": "a keyword action", "STATUS": "a status", "ZONE": "a zone",
    "COUNTER": "a counter", "TERRAIN": "a terrain symbol", "STAT_NAME": "a characteristic",
    "TYPE": "a card type", "SUBTYPE": "a sub-type", "PHASE": "a phase",
    "DAILY_EFFECT": "a daily effect", "DURATION": "a duration",
    "INT": "a number", "NUMBER_WORD": "a number", "MANA": "a mana amount like {2}",
    "STATS": "statistics like 1/1/1", "TRIGGER_SYMBOL": "{J}, {H} or {R}",
    "TOKEN_NAME": "a token name", "TOKEN_WORD": "'token'", "CARD_WORD": "'card'",
    "SIDE_EXPEDITION": "your hero or companion expedition", "DASH": "'—'", "QUOTE": "'\"'", "BULLET": "'•'",
    "$END": "the end of the text", "BE": "'is'", "BE_PAST": "'was'", "BE_NOT": "'isn't'",
    "BE_PAST_NOT": "'wasn't'", "POSITION": "ahead, behind or tied", "ACTION_VERB": "a keyword action", "IF_YOU_DONT": "'if you don't'", "THIS_WAY": "'this way'", "TOKEN_REF": "a token declared in the vocabulary",
    "CHOOSE_N": "'choose one'", "ORDINAL": "'first', 'second', ...", "EXPEDITION": "'expedition'",
}
# Verbs matched with their inflections (gain/gains): named after the base form.
VERBS = ("GAIN", "LOSE", "DRAW", "DISCARD", "PUT", "SEND", "RETURN", "SACRIFICE", "ROLL",
         "SWITCH", "MOVE", "ACTIVATE", "GO", "LEAVE", "JOIN", "COST", "MAY", "CHOOSE", "IGNORE")
TERMINAL_WORDS.update({v: f"'{v.lower()}'" for v in VERBS})


def _alternatives(words) -> str:
    if not words:
        return "/(?!)x/"
    alts = sorted({re.escape(w).replace("/", "\\/") for w in words}, key=lambda w: (-len(w), w))
    return "/(?:%s)(?!\\w)/" % "|".join(alts)


def grammar_text(vocabulary: dict) -> str:
    """The template with the vocabulary's terminals filled in."""
    template = TEMPLATE.read_text(encoding="utf-8")
    lines = [template.rstrip("\n"), ""]
    table = forms(vocabulary)
    for term in ("KEYWORD", "VALUED_KEYWORD", "KEYWORD_ACTION", "STATUS", "ZONE", "COUNTER",
                 "TERRAIN", "STAT_NAME", "TYPE", "SUBTYPE", "PHASE", "DAILY_EFFECT", "DURATION"):
        lines.append(f"{term}: {_alternatives(table.get(term, {}).keys())}")
    lines.append(f"ACTION_VERB: {_alternatives(action_verbs(vocabulary, template))}")
    lines.append(f"TOKEN_REF: {_alternatives((vocabulary.get('tokens') or {}).keys())}")
    return "\n".join(lines) + "\n"


def action_verbs(vocabulary: dict, template: str) -> list[str]:
    """Keyword actions written as plain verbs ("Exchange target card ..."): every declared action
    whose verb the grammar does not already read with its own rule (draw, discard, ...)."""
    code = "\n".join(line.split("//", 1)[0] for line in template.splitlines())
    words = set(re.findall(r"[a-z]+", code.lower()))
    table = forms(vocabulary).get("KEYWORD_ACTION", {})
    return [w for w, name in table.items() if name.split()[0].lower() not in words and w.split()[0] not in words]


def _whole_words(term):
    """Make every literal word match whole words only ("when" must not match "whenever")."""
    p = term.pattern
    if isinstance(p, PatternStr) and p.value[-1:].isalnum():
        term.pattern = PatternRE(re.escape(p.value) + r"(?!\w)", p.flags)
    return term


class CardTextParser:
    """A built parser and what it was built from."""

    def __init__(self, vocabulary: dict, lark_parser: Lark, text: str, digest: str):
        self.vocabulary = vocabulary
        self.lark = lark_parser
        self.grammar = text
        self.digest = digest
        self.forms = forms(vocabulary)

    def parse(self, text: str):
        return self.lark.parse(text)

    def readable(self, terminal: str) -> str:
        """An expected terminal in words: 'when', 'a status', ..."""
        if terminal in TERMINAL_WORDS:
            return TERMINAL_WORDS[terminal]
        try:
            pattern = self.lark.get_terminal(terminal).pattern
        except KeyError:
            return terminal.lower()
        value = pattern.value
        if isinstance(pattern, PatternRE):
            value = value.replace("(?!\\w)", "")
            value = re.sub(r"\\(.)", r"\1", value)
        return f"'{value}'"

    def names(self, terminal: str) -> dict:
        """Surface word (lower case) → canonical name, for a generated terminal."""
        return self.forms.get(terminal, {})


_BUILT: dict[str, CardTextParser] = {}


def build_parser(vocabulary: dict, *, cache_dir: Path | None = None) -> CardTextParser:
    """The LALR parser for ``vocabulary``; cached on disk and in memory."""
    text = grammar_text(vocabulary)
    # the key covers the grammar with its vocabulary, Lark, and this builder (edit_terminals)
    digest = hashlib.sha256((text + lark.__version__).encode() + Path(__file__).read_bytes()).hexdigest()[:16]
    if digest in _BUILT:
        return _BUILT[digest]
    cache_dir = Path(cache_dir or CACHE_DIR)
    cache = None
    try:
        cache_dir.mkdir(parents=True, exist_ok=True)
        cache = str(cache_dir / f"cardtext-{digest}.lark")
    except OSError:
        pass
    existed = cache is not None and os.path.exists(cache)
    parser = Lark(text, parser="lalr", lexer="contextual", propagate_positions=True,
                  maybe_placeholders=True, g_regex_flags=re.IGNORECASE,
                  edit_terminals=_whole_words, cache=cache)
    if existed:
        touch(Path(cache))                 # keep what is used ...
    elif cache is not None:
        prune_cache(cache_dir)             # ... and drop old builds
    built = CardTextParser(vocabulary, parser, text, digest + vocabulary_hash(vocabulary))
    _BUILT[digest] = built
    return built


def conflicts(vocabulary: dict) -> list[str]:
    """Shift/reduce conflicts Lark resolved silently (for tests: the list should stay short)."""
    found: list[str] = []

    class Catch(logging.Handler):
        def emit(self, record):
            found.append(record.getMessage())

    handler = Catch(level=logging.DEBUG)
    logger = logging.getLogger("lark")
    old = logger.level
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    try:
        Lark(grammar_text(vocabulary), parser="lalr", lexer="contextual", debug=True,
             maybe_placeholders=True, g_regex_flags=re.IGNORECASE, edit_terminals=_whole_words)
    finally:
        logger.removeHandler(handler)
        logger.setLevel(old)
    return [m for m in found if "conflict" in m.lower() or m.startswith(" * ")]
