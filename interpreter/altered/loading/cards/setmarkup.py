"""A card text's markup checked against the words of the rules and of its own set.

The card-set schema (``cardtext-markup.schema.json``, written from the rules' words) accepts the
``[[status]]``, ``[Keyword]`` and ``{symbol}`` words the rules declare. A set may bring its own in
the ``vocabulary.yaml`` beside its card files (a status, a keyword, a keyword action and its verb
form, a token's reference or name, a word a phrase prints in brackets, as "make a [Gift]"): a text
of that folder may print them. Any other is one error naming the word and the file to declare it in.
The card-text language then reads the text; this check only says which words are declared.
"""
from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

from .. import yamlio
from ..errors import DesignError
from ..paths import SCHEMA_DIR

SET_FILE = "vocabulary.yaml"
MARKUP_SCHEMA = SCHEMA_DIR / "cardtext-markup.schema.json"
_MARKUP = re.compile(r"\[\[[^\[\]]*\]\]|\[[^\[\]]*\]|\{[^{}]*\}")
# a word a phrase prints in brackets: "[ gift ]", "[[ in contact ]]"; not a slot "[ {k:keyword} ]"
_SAID = re.compile(r"(\[\[?)\s*([^\[\]{}()|:]+?)\s*(\]\]?)|\{(\w)\}")
_NUMBER = re.compile(r"\s+(?:\d+|X|\{(?:\d+|X)\})$")


@lru_cache(maxsize=4)
def _rules_pattern(mtime: float) -> re.Pattern:
    schema = json.loads(MARKUP_SCHEMA.read_text(encoding="utf-8"))
    return re.compile(schema["pattern"])


def _lemma(words: str) -> str:
    """A bracketed word compared whatever its verb form: Resupplies ~ Resupply, Makes a Gift ~ Make a Gift."""
    out = []
    for w in words.replace("\u00a0", " ").lower().split():
        if w.endswith("ies") and len(w) > 4:
            w = w[:-3] + "y"
        elif w.endswith(("ses", "xes", "ches", "shes", "oes")):
            w = w[:-2]
        elif w.endswith("s") and not w.endswith("ss") and len(w) > 2:
            w = w[:-1]
        out.append(w)
    return " ".join(out)


def set_words(folder) -> tuple[dict, str] | None:
    """(what the set's vocabulary.yaml lets its texts print, the file's path); None without one.
    The words are {"status": {...}, "bracket": {...}, "valued": {...}, "symbol": {...}}, lower case."""
    path = Path(folder) / SET_FILE
    if not path.is_file():
        return None
    doc = yamlio.load_file(path)
    if not isinstance(doc, dict):
        return {"status": set(), "bracket": set(), "valued": set(), "symbol": set()}, str(path)
    names = lambda key: [str(w) for w in (doc.get(key) or []) if isinstance(w, str)]  # noqa: E731
    words = {"status": {_lemma(w) for w in names("statuses")},
             "bracket": {_lemma(w) for w in names("keywords") + names("keyword_actions") + names("statuses")},
             "valued": {_lemma(w) for w in names("valued_keywords")},
             "symbol": set()}
    for ref, token in (doc.get("tokens") or {}).items() if isinstance(doc.get("tokens"), dict) else ():
        words["bracket"].add(_lemma(str(ref)))
        if isinstance(token, dict) and isinstance(token.get("name"), str):
            words["bracket"].add(_lemma(token["name"]))
    for phrase in doc.get("phrases") or []:
        say = phrase.get("say") if isinstance(phrase, dict) else None
        for m in _SAID.finditer(say if isinstance(say, str) else ""):
            if m.group(4):
                words["symbol"].add(m.group(4).lower())
            elif len(m.group(1)) == len(m.group(3)):
                words["status" if len(m.group(1)) == 2 else "bracket"].add(_lemma(m.group(2)))
    return words, str(path)


def _declared(token: str, words: dict) -> bool:
    if token.startswith("[["):
        return _lemma(token[2:-2]) in words["status"]
    if token.startswith("{"):
        return token[1:-1].lower() in words["symbol"]
    inner = token[1:-1]
    return _lemma(inner) in words["bracket"] or _lemma(_NUMBER.sub("", inner)) in words["valued"]


def undeclared(text: str, folder) -> list[tuple[int, str, str | None]]:
    """The markup words of ``text`` neither the rules nor the set's vocabulary declare: (index, word,
    the vocabulary file to declare it in, or None when the set has none)."""
    pattern = _rules_pattern(MARKUP_SCHEMA.stat().st_mtime)
    found = set_words(folder)
    out = []
    for m in _MARKUP.finditer(text):
        if pattern.fullmatch(m.group(0)) or (found is not None and _declared(m.group(0), found[0])):
            continue
        out.append((m.start(), m.group(0), found[1] if found else None))
    return out


def text_errors(doc, file: str) -> list[DesignError]:
    """Every undeclared markup word in the texts of a card-set document, at its place."""
    folder = Path(file).parent
    errors = []
    for i, rec in enumerate(doc.get("cards") or []):
        for key in ("text", "support"):
            text = rec.get(key) if isinstance(rec, dict) else None
            if not isinstance(text, str):
                continue
            pos = getattr(rec, "key_pos", {}).get(key)
            for index, word, vocabulary in undeclared(text, folder):
                line, col = (pos[0], pos[1] + 1 + _escaped_width(text[:index])) if pos else (None, None)
                where = vocabulary or str(folder / SET_FILE)
                kind = "status" if word.startswith("[[") else "symbol" if word.startswith("{") else "bracketed word"
                errors.append(DesignError(
                    f"{kind} {word} is a word neither the rules nor this set declare: declare it in {where} "
                    f"(statuses:, keywords:, keyword_actions:, tokens:, or a phrase whose say: prints it) "
                    f"[at $.cards[{i}].{key}]",
                    file, line, col))
    return errors


def _escaped_width(prefix: str) -> int:
    """The width of a text's start as the importer writes it in double quotes (a non-breaking space as \\_)."""
    return len(prefix) + sum(prefix.count(c) for c in '\\"\u00a0\t\n')
