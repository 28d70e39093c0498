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

from ...cardtext.api import parse_abilities
from .proposals import known_form, propose
from ...loading.cards.split import split_abilities
from ...cardtext.vocabulary import SET_FILE
from ...loading.errors import DesignError

_STATUS = re.compile(r"\[\[([^\[\]]+)\]\]")
_BRACKET = re.compile(r"(?<!\[)\[([A-Za-z][^\[\]\d/]*?)(?:\s+(\d+|X))?\](?!\])")
# [MANA_MOTH] Illusion token, [WOOLLYBACK] Animal, Spirit tokens: a token named by its reference
_TOKEN_REF = re.compile(r"\[([A-Za-z][A-Za-z0-9_]*)\]((?:,?\s+[A-Z][\w'-]*)*)\s+tokens?\b")
_COUNTER = re.compile(r"\b(?:\d+|a|an|one|two|three|four|five|my \w+) ((?:[A-Z][\w'-]*\s)+)counters?\b")
_SYMBOL = re.compile(r"\{([^{}]+)\}")
# what comes before a bracketed word says what it is: a state ("it's [Frozen]"), a keyword ability gained
# or had ("gains [Tough 1]"), else an action done ("[Thaw] target Character", "When you [Thaw] —")
_STATE_BEFORE = re.compile(r"(?:\b(?:is|are|was|were|be|becomes?|not|isn't|aren't|wasn't)|'[ms])\s*$", re.I)
_HAD_BEFORE = re.compile(r"\b(?:gains?|loses?|has|have|had|with|without|and|or)\s*$", re.I)
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
    hints: dict = field(default_factory=dict)       # (kind, word) -> what a text says of it
    tokens: dict = field(default_factory=dict)      # reference -> the set's token card of that name
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
                where, entry = suggestion(kind, word, self.hints.get((kind, word)),
                                          self.tokens.get(token_key(word)) if kind == "token" else None)
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


def suggestion(kind: str, word: str, hint: dict | None = None, card=None) -> tuple[str, str]:
    """Where a new word is declared, and a YAML entry to start from (``hint``: what the texts say of it;
    ``card``: the set's own record of a token, whose name, type, statistics, sub-types and text it takes)."""
    hint = hint or {}
    if kind == "keyword":
        value = "\n    value: true            # it is printed with a number: [" + word + " 1]" if hint.get("value") else ""
        return ("rules_yaml/keywords.yaml (its meaning in the effect language)",
                f"keywords:\n  {word}:\n    rule: 7.4.?            # what it does, as in rules_yaml/effect-model.md"
                + value)
    if kind == "keyword action":
        return ("rules_yaml/keywords.yaml (its steps in the effect language)",
                f"actions:\n  {word}:\n    rule: 7.3.?\n    effect: []             # its steps")
    if kind == "status":
        return ("rules_yaml/statuses.yaml (what it changes, as modifiers in the effect language)",
                f"statuses:\n  {word}:\n    rule: 2.4.?")
    if kind == "counter":
        return ("the set's vocabulary.yaml (or rules_yaml/characteristics.yaml, with what it does)",
                f"counters: [{word}]")
    if kind == "token":
        return ("the set's vocabulary.yaml", "tokens:\n" + _token_entry(word, hint, card))
    if kind == "known word":
        return ("the set's vocabulary.yaml: a phrase that reads it as the language reads the plain word",
                hint["entry"])
    if kind == "sub-type":
        return ("the set's vocabulary.yaml (or rules_yaml/characteristics.yaml)", f"subtypes: [{word}]")
    return ("rules_yaml/cardtext.yaml (meanings) or rules_yaml/characteristics.yaml (a terrain symbol)",
            f"# {{{word}}}: say what it means, e.g. meanings: trigger_symbols: {word}: ...")


def _token_entry(ref: str, hint: dict, card) -> str:
    """A token's entry of vocabulary.yaml (schema vocabulary.schema.json): from the set's record of it when
    there is one, else from what the texts print, with the rest to fill in."""
    if card is not None:
        name, ctype, zone_type = card.name, card.type, card.zone_type
        stats = "/".join(str(v) for v in card.stats.values()) if card.stats else None
        subtypes, text, source = list(card.subtypes), card.text, f"from {card.where}"
    else:
        name = ref.replace("_", " ").title() if ref.isupper() else ref
        zone = hint.get("zone")
        ctype = hint.get("type") or ("Permanent" if zone else None)
        zone_type, stats = (zone, None) if ctype == "Permanent" else (None, "1/1/1")
        subtypes, text, source = hint.get("subtypes") or [], "", "from the texts"
    lines = [f"  {ref}:                  # {source}", f"    name: {_yaml_text(name)}"]
    if ctype and (ctype == "Permanent" or stats is None):
        lines.append(f"    type: {ctype}")
    if zone_type:
        lines.append(f"    zone_type: {zone_type}")
    if stats:
        lines.append(f"    stats: {stats}" + ("                # its statistics, as printed on it"
                                                  if card is None else ""))
    if subtypes:
        lines.append(f"    subtypes: [{', '.join(subtypes)}]")
    if text or ctype == "Permanent":
        lines.append(f"    text: {_yaml_text(text)}" + ("" if text else "                # its abilities, as card text"))
    return "\n".join(lines)


def _yaml_text(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def unknown_words(text: str, parser, known_subtypes=()) -> set[tuple[str, str]]:
    """The words of ``text`` (clean, one ability) the parser's vocabulary does not declare, each with its
    kind: status, token, keyword (an ability: a keyword line, or what is gained or had), keyword action
    (what is done), counter or symbol."""
    return {(kind, word) for kind, word, _hint in word_uses(text, parser)}


def word_uses(text: str, parser) -> list[tuple[str, str, dict]]:
    """Each unknown word of ``text`` as (kind, word, what the text says of it): a token's printed
    sub-types and type and where it is created; a keyword's value."""
    forms = parser.forms
    out: list[tuple[str, str, dict]] = []
    for m in _STATUS.finditer(text):
        if m.group(1).lower() not in forms.get("STATUS", {}):
            entry = known_form(parser.language, m.group(1), text[:m.start()], text[m.end():], marks=("[[", "]]"))
            out.append(("known word", f"[[{m.group(1)}]]", {"entry": entry}) if entry else ("status", m.group(1), {}))
    tokens = {t.lower() for t in (parser.vocabulary.get("tokens") or {})}
    as_tokens = set()
    for m in _TOKEN_REF.finditer(text):
        as_tokens.add(m.start())
        if m.group(1).lower() not in tokens:
            out.append(("token", m.group(1), _token_hint(m.group(2), text[m.end():], forms,
                                                          parser.vocabulary.get("meanings", {}).get("expedition_zone"))))
    for m in _BRACKET.finditer(text):
        word = m.group(1).strip()
        low = word.lower()
        if m.start() in as_tokens or "_" in word or low in forms.get("KEYWORD", {}) \
                or low in forms.get("VALUED_KEYWORD", {}) or low in forms.get("KEYWORD_ACTION", {}):
            continue
        before, after = text[:m.start()], text[m.end():].lstrip()
        entry = known_form(parser.language, word, before, after)
        if entry:                                        # "make a [Gift]": a known word, bracketed
            out.append(("known word", f"[{word}]", {"entry": entry}))
            continue
        if low in forms.get("STATUS", {}) or (_STATE_BEFORE.search(before) and not m.group(2)):
            if low not in forms.get("STATUS", {}):       # a status printed in single brackets is known
                out.append(("status", word, {}))
            continue
        line = not before.strip() or before.rstrip().endswith((".", ","))
        if m.group(2) or _HAD_BEFORE.search(before) or (line and after[:1] in ("", ".", ",")):
            out.append(("keyword", word, {"value": True} if m.group(2) else {}))
        else:
            out.append(("keyword action", word, {}))
    for m in _COUNTER.finditer(text):
        name = m.group(1).strip()
        if name.lower() + " counter" not in forms.get("COUNTER", {}):
            out.append(("counter", name, {}))
    known = known_symbols(parser)
    for m in _SYMBOL.finditer(text):
        inner = m.group(1)
        if not inner.isdigit() and inner.upper() not in known:
            out.append(("symbol", inner, {}))
    return out


def known_symbols(parser) -> set[str]:
    """The {symbols} the parser reads, upper case: its trigger symbols, terrains, those its phrases print
    ({T}, {D}, {I}) and {X}."""
    symbols = {k.strip("{}").upper() for k in parser.forms.get("TERRAIN", {})} | {"X"}
    symbols |= {s.upper() for s in (parser.vocabulary.get("meanings", {}).get("trigger_symbols") or {})}
    for phrase in parser.language.book.phrases.values():
        symbols |= {m.upper() for m in re.findall(r"\{(\w)\}", phrase.say.text)}
    return symbols


def _token_hint(printed: str, after: str, forms: dict, expeditions=None) -> dict:
    """What a text says of a token it names: "Landmark Permanent" (its type, and its zone type), "Animal,
    Spirit" (sub-types), "in your Landmarks" (the zone it is created in, 2.2.3; not ``expeditions``, the
    zone of "in my Expedition")."""
    words = [w.strip(",") for w in printed.split()]
    type_of = forms.get("TYPE", {})
    hint: dict = {"subtypes": [w for w in words if w.lower() not in type_of]}
    typed = [type_of[w.lower()] for w in words if w.lower() in type_of]
    if typed:
        hint["type"] = typed[-1]
    place = re.match(r"in (?:your|my|their) (.+?)(?=[.,\"]| with|$)", after.strip())
    zones = forms.get("ZONE", {})
    named = {z.lower(): z for z in zones.values()}                     # "your Landmarks": a zone's name
    zone = (zones.get(place.group(1).lower()) or named.get(place.group(1).lower().removesuffix("s"))) \
        if place else None
    if zone is not None and zone != expeditions:
        hint["zone"] = zone
        hint["subtypes"] = [w for w in hint["subtypes"] if w != zone]    # "Landmark Permanent"
    return hint


def nearest_phrase(text: str, index: int, phrases: list[str]) -> str | None:
    """The phrase already read that is most like the sentence holding the mistake."""
    sentence = next((m.group(0).strip() for m in _SENTENCE.finditer(text) if m.start() <= index <= m.end()), text)
    close = difflib.get_close_matches(sentence, phrases, n=1, cutoff=0.3)
    return close[0] if close else None


def with_nearest_phrase(e: DesignError, texts, phrases: list[str]) -> DesignError:
    """A text's mistake (``texts``: the card's texts, one holding it) with the nearest phrase of ``phrases``
    (``known_phrases``), as import-set gives it; unchanged when it names what to write already or none is near."""
    if not e.message.startswith("unexpected") or "did you mean" in e.message or not phrases:
        return e
    shown = ((e.context or "").splitlines() or [""])[0].strip(" …")[:20]
    for text in texts:
        clean = " ".join(p.text for p in split_abilities(text))
        if text and shown and shown in clean:
            near = nearest_phrase(clean, _column_in(clean, text, e), phrases)
            if near:
                return DesignError(f"{e.message}; nearest known phrase: {near!r}", e.file, e.line, e.column, e.context)
    return e


def known_phrases(texts) -> list[str]:
    """The sentences of texts that read, to find the nearest one to a mistake."""
    return _phrases(texts)


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
    name: str = ""
    type: str = ""
    token: bool = False
    stats: dict = field(default_factory=dict)

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}" if self.line is not None else self.file


def set_cards(folder, statistics=()) -> list:
    """The cards of the files of ``folder`` (``statistics``: the names of the statistics kept, in order)."""
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
                             tuple(rec.get("subtypes") or ()), rec.get("zone_type"), str(rec.get("name") or ""),
                             str(rec.get("type") or ""), bool(rec.get("token")),
                             {k: rec[k] for k in statistics if isinstance(rec.get(k), int)}))
    return out


def token_key(name: str) -> str:
    """The reference a text names a token by, from its name: Mana Moth -> MANA_MOTH."""
    return re.sub(r"[^A-Z0-9]+", "_", name.upper()).strip("_")


def read_set(book, folder, known_texts=()) -> SetReading:
    """Read every distinct text of the cards in ``folder`` (``known_texts``: texts of other sets
    already read, where the nearest phrases are also looked for)."""
    folder = Path(folder)
    parser = book.card_parser(folder)
    result = SetReading(str(folder))
    seen: dict[tuple[str, bool], tuple] = {}
    cards = set_cards(folder, list(parser.vocabulary.get("statistics") or ()))
    for card in cards:
        for text, support, pos in ((card.text, False, card.text_pos), (card.support_text, True, card.support_pos)):
            if text and (text, support) not in seen:
                seen[(text, support)] = (card, pos)
    result.tokens = {token_key(c.name): c for c in cards if c.token and c.name}
    read_texts = list(known_texts)
    failures = []
    for (text, support), (card, pos) in seen.items():
        line, col = pos or (card.line, None)
        try:
            parse_abilities(text, support=support, file=card.file, line=line, column=col, parser=parser,
                            token=bool(card.token))
            read_texts.append(text)
        except DesignError as e:
            failures.append((text, e))
        except Exception as e:                  # noqa: BLE001 - a fault of the language: this text's line, not a trace
            failures.append((text, DesignError(f"cannot read: {type(e).__name__}: {e} (a fault of the card-text "
                                               f"language, not of the text: please report it)", card.file, line, col)))
    result.total, result.read = len(seen), len(seen) - len(failures)
    phrases = _phrases(read_texts)
    for text, e in failures:
        words: dict = {}
        for piece in split_abilities(text):
            for kind, word, hint in word_uses(piece.text, parser):
                words.setdefault((kind, word), hint)
        for w, hint in words.items():
            result.unknown[w] = result.unknown.get(w, 0) + 1
            result.hints.setdefault(w, hint)
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
