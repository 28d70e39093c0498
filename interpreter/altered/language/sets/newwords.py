"""What a newly imported set needs before the card-text language reads all of it.

``read_set(book, catalog, folder)`` reads every distinct text of the set in ``folder`` with the
words of the rule book and of the set's own vocabulary.yaml, and returns a :class:`SetReading`:
how many texts read, the unknown words of the others grouped by kind (a bracketed keyword never
declared, a status, a counter, a token name, a symbol, a sub-type), each with the YAML entry that
would declare it, and every unread text with the place of its first mistake and the nearest phrase
the language already reads.
"""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from pathlib import Path

from ..cardtext.api import parse_abilities
from .proposals import propose
from ...loading.cards.split import split_abilities
from ..cardtext.vocabulary import SET_FILE
from ...loading.errors import DesignError

_STATUS = re.compile(r"\[\[([^\[\]]+)\]\]")
_BRACKET = re.compile(r"(?<!\[)\[([A-Za-z][^\[\]\d/]*?)(?:\s+(\d+|X))?\](?!\])")
_TOKEN_REF = re.compile(r"\[([A-Z][A-Z0-9_]+)\]")
_COUNTER = re.compile(r"\b(?:\d+|a|an|one|two|three|four|five|my \w+) ((?:[A-Z][\w'-]*\s)+)counters?\b")
_SYMBOL = re.compile(r"\{([^{}]+)\}")
_SENTENCE = re.compile(r"[^.•—]+")


@dataclass
class Unread:
    where: str            # file:line:col of the first mistake
    message: str
    text: str
    nearest: str | None
    proposal: str | None = None     # a phrase entry the set could bring (vocabulary.yaml)


@dataclass
class SetReading:
    folder: str
    total: int = 0
    read: int = 0
    unknown: dict = field(default_factory=dict)     # (kind, word) -> number of texts
    unread: list = field(default_factory=list)      # [Unread]

    @property
    def ok(self) -> bool:
        return self.read == self.total

    def summary(self) -> str:
        pct = 100 * self.read / self.total if self.total else 100
        lines = [f"card texts: {self.read} of {self.total} distinct texts read ({pct:.0f}%)"]
        if not self.unknown and not self.unread:
            return "\n".join(lines)
        vocab = Path(self.folder) / SET_FILE
        if self.unknown:
            lines.append(f"unknown words (declare them, then import again; the set's own words go in {vocab}):")
            for (kind, word), n in sorted(self.unknown.items()):
                where, entry = suggestion(kind, word)
                unit = "card" if kind == "sub-type" else "text"
                lines.append(f"  {kind} {word!r} ({n} {unit}{'s' if n != 1 else ''}): in {where}")
                lines.extend("      " + x for x in entry.splitlines())
        if self.unread:
            lines.append(f"{len(self.unread)} texts not read yet:")
            for u in self.unread:
                lines.append(f"  {u.where}: {u.message}")
                if u.nearest:
                    lines.append(f"      nearest known phrase: {u.nearest!r}")
                if u.proposal:
                    lines.append(f"      or a phrase of the set's own, to complete in {vocab}:")
                    lines.extend("        " + x for x in u.proposal.splitlines())
        return "\n".join(lines)


def suggestion(kind: str, word: str) -> tuple[str, str]:
    """Where a new word is declared, and a YAML entry to start from."""
    if kind == "keyword":
        return ("rules_yaml/keywords.yaml (its meaning in the effect language)",
                f"keywords:\n  {word}:\n    rule: 7.4.?            # what it does, as in rules_yaml/effect-model.md")
    if kind == "keyword action":
        return ("rules_yaml/keywords.yaml (its steps in the effect language)",
                f"actions:\n  {word}:\n    rule: 7.3.?\n    effect: []             # its steps")
    if kind == "status":
        return ("rules_yaml/statuses.yaml", f"statuses:\n  {word}:\n    rule: 2.4.?")
    if kind == "counter":
        return ("rules_yaml/characteristics.yaml, or the set's vocabulary.yaml", f"counters: [{word}]")
    if kind == "token":
        name = word.replace("_", " ").title()
        return ("the set's vocabulary.yaml", f"tokens:\n  {word}: {{name: {name}, stats: 1/1/1, subtypes: []}}")
    if kind == "sub-type":
        return ("rules_yaml/characteristics.yaml, or the set's vocabulary.yaml", f"subtypes: [{word}]")
    return ("rules_yaml/cardtext.yaml (meanings) or rules_yaml/characteristics.yaml (a terrain symbol)",
            f"# {{{word}}}: say what it means, e.g. meanings: trigger_symbols: {word}: ...")


def unknown_words(text: str, parser, known_subtypes=()) -> set[tuple[str, str]]:
    """The words of ``text`` (clean, one ability) the parser's vocabulary does not declare."""
    forms = parser.forms
    out: set[tuple[str, str]] = set()
    for m in _STATUS.finditer(text):
        if m.group(1).lower() not in forms.get("STATUS", {}):
            out.add(("status", m.group(1)))
    tokens = {t.lower() for t in (parser.vocabulary.get("tokens") or {})}
    for m in _TOKEN_REF.finditer(text):
        if "_" in m.group(1) and m.group(1).lower() not in tokens:
            out.add(("token", m.group(1)))
    for m in _BRACKET.finditer(text):
        word = m.group(1).strip()
        low = word.lower()
        if "_" in word or low in forms.get("KEYWORD", {}) or low in forms.get("VALUED_KEYWORD", {}) \
                or low in forms.get("KEYWORD_ACTION", {}):
            continue
        first = m.start() == 0 or text[:m.start()].rstrip().endswith((".", ","))
        out.add(("keyword" if first and text[m.end():].lstrip()[:1] in ("", ".", ",") else "keyword action", word))
    for m in _COUNTER.finditer(text):
        name = m.group(1).strip()
        if name.lower() + " counter" not in forms.get("COUNTER", {}):
            out.add(("counter", name))
    known = {"T", "D", "J", "H", "R", "X"} | {k.strip("{}").upper() for k in forms.get("TERRAIN", {})}
    for m in _SYMBOL.finditer(text):
        inner = m.group(1)
        if not inner.isdigit() and inner.upper() not in known:
            out.add(("symbol", inner))
    return out


def nearest_phrase(text: str, index: int, phrases: list[str]) -> str | None:
    """The phrase already read that is most like the sentence holding the mistake."""
    sentence = next((m.group(0).strip() for m in _SENTENCE.finditer(text) if m.start() <= index <= m.end()), text)
    close = difflib.get_close_matches(sentence, phrases, n=1, cutoff=0.3)
    return close[0] if close else None


def _phrases(texts) -> list[str]:
    out = []
    for t in texts:
        for piece in split_abilities(t):
            out.extend(m.group(0).strip() for m in _SENTENCE.finditer(piece.text) if len(m.group(0).strip()) > 8)
    return sorted(set(out))


@dataclass
class _Card:
    """What read_set needs of a card, read from its file without the card-set schema (whose text
    checks would stop at the first unknown [[status]] instead of listing them all)."""
    file: str
    line: int | None
    text: str
    support_text: str
    text_pos: tuple | None
    support_pos: tuple | None
    subtypes: tuple
    zone_type: str | None


def set_cards(folder) -> list:
    from ...loading.yamlio import load_file
    from ...loading.cards.catalog import SKIP_FILES, value_start
    out = []
    for path in sorted(Path(folder).glob("*.yaml")):
        if path.name in SKIP_FILES:
            continue
        doc = load_file(path) or {}
        for rec in doc.get("cards") or []:
            out.append(_Card(str(path), rec.pos[0] if hasattr(rec, "pos") else None, rec.get("text") or "",
                             rec.get("support") or "", value_start(rec, "text"), value_start(rec, "support"),
                             tuple(rec.get("subtypes") or ()), rec.get("zone_type")))
    return out


def read_set(book, folder, known_texts=()) -> SetReading:
    """Read every distinct text of the cards in ``folder`` (``known_texts``: texts of other sets
    already read, where the nearest phrases are also looked for)."""
    folder = Path(folder)
    parser = book.card_parser(folder)
    result = SetReading(str(folder))
    seen: dict[tuple[str, bool], tuple] = {}
    for card in set_cards(folder):
        for text, support, pos in ((card.text, False, card.text_pos), (card.support_text, True, card.support_pos)):
            if text and (text, support) not in seen:
                seen[(text, support)] = (card, pos)
    read_texts = list(known_texts)
    failures = []
    for (text, support), (card, pos) in seen.items():
        line, col = pos or (card.line, None)
        try:
            parse_abilities(text, support=support, file=card.file, line=line, column=col, parser=parser)
            read_texts.append(text)
        except DesignError as e:
            failures.append((text, e))
    result.total, result.read = len(seen), len(seen) - len(failures)
    phrases = _phrases(read_texts)
    for text, e in failures:
        words = set()
        for piece in split_abilities(text):
            words |= unknown_words(piece.text, parser)
        for w in words:
            result.unknown[w] = result.unknown.get(w, 0) + 1
        clean = " ".join(p.text for p in split_abilities(text))
        near = nearest_phrase(clean, _column_in(clean, text, e), phrases)
        proposal = next((p for p in (propose(parser.language, piece.text) for piece in split_abilities(text)) if p),
                        None) if not words else None
        result.unread.append(Unread(f"{e.file}:{e.line}:{e.column}", e.message, text, near, proposal))
    result.unread.sort(key=lambda u: u.where)
    known = {s.lower() for s in parser.vocabulary.get("subtypes") or ()}
    for card, _pos in seen.values():
        for sub in card.subtypes:
            if sub.lower() not in known and sub != card.zone_type:
                result.unknown[("sub-type", sub)] = result.unknown.get(("sub-type", sub), 0) + 1
    return result


def _column_in(clean: str, raw: str, e: DesignError) -> int:
    """Roughly where in the clean text the mistake is: the context line shows the words around it."""
    ctx = (e.context or "").splitlines()
    if len(ctx) >= 2 and "^" in ctx[1]:
        shown, caret = ctx[0].strip(" …"), ctx[1].index("^") - ctx[0].index(ctx[0].strip(" …")[:1] or " ")
        at = clean.find(shown[:20])
        if at >= 0:
            return max(0, at + caret)
    return 0
