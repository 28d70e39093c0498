"""The phrasebook: every phrase of the card-text language declared once, as data.

A phrase file (``grammar/phrases/*.yaml``, or the ``phrases:`` of a set's ``vocabulary.yaml``)
lists phrases of one category::

    category: verb
    phrases:
      - phrase: gain-counters            # its name, unique in the book
        subject: object                  # verbs, states and events: what their subject is
        say: "gain {n:amount} {what:counter} (per {per:per})?"
        means: {counters: {what: $subject, name: $what, add: {$times: [$n, $per]}}}
        rule: 7.3.13                     # optional: the rule it reads
        example: "I gain 2 boosts."      # optional: a text it reads (checked by the tests)

``say`` is the wording (see :mod:`.say`), ``means`` the effect-model data it means with its slots in
place (see :mod:`.meaning`). The categories themselves, what their phrases realize to and the verbs'
forms are declared in ``grammar/phrases/core.yaml``.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path

from ..loading.errors import DesignError
from ..loading.paths import GRAMMAR_DIR
from .say import Group, Say, parse_say

PHRASES_DIR = GRAMMAR_DIR / "phrases"


@dataclass
class Phrase:
    name: str
    category: str
    say: Say
    means: object = None
    subject: str | None = None          # verbs: player, object or any; states and events: their subject
    roles: dict = field(default_factory=dict)   # slot -> select / filter / raw / $combinator: how it is read
    let: dict = field(default_factory=dict)     # names made before the meaning (fresh variables)
    binds: dict = field(default_factory=dict)   # what the phrase leaves for the phrases after it
    prefer: int = 0                     # among readings that differ, the higher wins
    repeats: bool = False               # a verb that repeats the last one ("do it again"), not one to repeat
    rule: str | None = None
    example: str | list | None = None
    source: str = ""                    # file:line where it is declared
    set_phrase: bool = False            # brought by a card set's vocabulary.yaml


@dataclass
class Category:
    name: str
    realize: str                        # data, verb, subject, noun or fragment (core.yaml says what each is)
    doc: str = ""
    nouns: str | None = None            # how noun phrases in its phrases are read: select or filter


@dataclass
class Book:
    categories: dict
    phrases: dict                       # name -> Phrase, in declaration order
    verbs: dict                         # base form -> [forms]
    digest: str = ""

    def of(self, category: str) -> list[Phrase]:
        return [p for p in self.phrases.values() if p.category == category]


_KEYS = {"phrase", "say", "means", "subject", "roles", "let", "binds", "prefer", "repeats", "rule", "example",
         "category", "note"}


def say_names(say: Say) -> list:
    """The names a phrase's words fill: its slots and its named groups (``(...)?:x``)."""
    names = [s.name for s in say.slots()]

    def groups(parts):
        for p in parts:
            if isinstance(p, Group):
                if p.name:
                    names.append(p.name)
                for choice in p.choices:
                    groups(choice)
    groups(say.parts)
    return list(dict.fromkeys(names))


def slot_refs(t) -> set:
    """The names a template reads (``$x``, ``$x.zone``, ``{$x: ...}`` keys too)."""
    if isinstance(t, str):
        return {t[1:].split(".")[0]} if t.startswith("$") and len(t) > 1 else set()
    if isinstance(t, dict):
        return set().union(set(), *(slot_refs(k) | slot_refs(v) for k, v in t.items()))
    if isinstance(t, list):
        return set().union(set(), *(slot_refs(v) for v in t))
    return set()


def check_slots_used(phrase: "Phrase") -> None:
    """Every slot a phrase reads is used by its meaning (else the words it reads are dropped in every text
    that uses it): a DesignError at the phrase's declaration. Checked once its slots' kinds are known."""
    unused = [n for n in say_names(phrase.say) if n not in slot_refs([phrase.means, phrase.let, phrase.binds])]
    if unused:
        raise DesignError(f"{phrase.source}: slot {unused[0]!r} is read by say: but its meaning never uses it "
                          f"(write ${unused[0]} in means:, or drop the slot's name)")


def _where(doc, item) -> str:
    pos = getattr(doc, "positions", None)
    return pos(item) if callable(pos) else ""


def read_phrases(entries, default_category: str | None, source: str, book: Book, *, from_set=False):
    """Add phrase entries (a list of mappings) to ``book``; every mistake names the file, line and column."""
    for i, entry in enumerate(entries or []):
        pos = entries.item_pos[i] if hasattr(entries, "item_pos") else (None, None)
        at = f"{source}:{pos[0]}:{pos[1]}" if pos[0] else source
        where = f"{at} (phrase {i + 1})"
        if not isinstance(entry, dict) or "phrase" not in entry or "say" not in entry:
            raise DesignError(f"{where}: a phrase needs 'phrase:' (its name) and 'say:' (its words)")
        unknown = sorted(set(entry) - _KEYS)
        if unknown:
            raise DesignError(f"{where}: unknown key {unknown[0]!r} (known: {', '.join(sorted(_KEYS))})")
        name = str(entry["phrase"])
        where = f"{at}: phrase {name!r}"
        category = entry.get("category", default_category)
        if category not in book.categories:
            raise DesignError(f"{where}: unknown category {category!r} "
                              f"(known: {', '.join(sorted(book.categories))})")
        if name in book.phrases:
            hint = "; a set's phrase takes a name of its own" if from_set else ""
            raise DesignError(f"{where}: declared twice (first in {book.phrases[name].source}){hint}")
        say = parse_say(str(entry["say"]), where)
        book.phrases[name] = Phrase(
            name=name, category=category, say=say, means=entry.get("means"), subject=entry.get("subject"),
            roles=dict(entry.get("roles") or {}), let=dict(entry.get("let") or {}),
            binds=dict(entry.get("binds") or {}), prefer=int(entry.get("prefer", 0)),
            repeats=bool(entry.get("repeats")), rule=entry.get("rule"),
            example=entry.get("example"), source=where, set_phrase=from_set)


def load_book(folder: Path | None = None, extra: list | None = None) -> Book:
    """The phrasebook of ``folder`` (grammar/phrases by default), with a set's ``extra`` phrases."""
    from ..loading.yamlio import load_text
    folder = Path(folder or PHRASES_DIR)
    core_path = folder / "core.yaml"
    core = load_text(core_path.read_text(encoding="utf-8"), str(core_path)) or {}
    categories = {name: Category(name, spec["realize"], spec.get("doc", ""), spec.get("nouns"))
                  for name, spec in (core.get("categories") or {}).items()}
    verbs = {str(k): [str(k)] + [str(f) for f in (v or [])] for k, v in (core.get("verbs") or {}).items()}
    book = Book(categories, {}, verbs)
    h = hashlib.sha256()
    for path in [core_path] + sorted(p for p in folder.glob("*.yaml") if p.name != "core.yaml"):
        raw = path.read_text(encoding="utf-8")
        h.update(path.name.encode() + raw.encode())
        doc = load_text(raw, str(path)) or {}
        read_phrases(doc.get("phrases"), doc.get("category"), str(path.relative_to(folder.parent)), book)
    for source, entries in extra or []:
        read_phrases(entries, None, source, book, from_set=True)
        h.update(json.dumps(entries, sort_keys=True, default=str).encode())
    book.digest = h.hexdigest()[:16]
    return book
