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

Every meaning is checked as the book loads (``check_means``), not when a text first uses its phrase:
a combinator, a slot, an ``@name`` or an operator it names that does not exist is a mistake at its file,
line and column.
"""
from __future__ import annotations

import difflib
import hashlib
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from ..effects.registry import CATEGORIES as OPERATOR_KINDS, load_operators
from ..loading.errors import DesignError
from ..loading.paths import GRAMMAR_DIR
from .combinators import load_combinators
from .meaning import GIVEN_NAMES
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
    at: tuple = (None, None, None)      # (file, line, column) of its declaration


@dataclass
class Category:
    name: str
    realize: str                        # data, verb, subject, noun or fragment (core.yaml says what each is)
    doc: str = ""
    nouns: str | None = None            # how noun phrases in its phrases are read: select or filter
    operators: str | None = None        # the kind of effect-model operator its phrases mean (a step...)


@dataclass
class Mistake:
    """A wording printed cards don't use, and what they write instead (``mistakes:`` of grammar/phrases): a text
    refused (``refused``: a pattern of the refusal's message) where ``at`` matches around the refused place
    (in the printed text) and ``before`` matches the ability's text before it (either, or both), is told ``say``."""
    say: str
    at: "re.Pattern | None" = None
    before: "re.Pattern | None" = None
    refused: "re.Pattern" = re.compile("^unexpected ")
    source: str = ""
    later: str | None = None            # a word the rules in use may keep for a later edition: then said so


@dataclass
class Book:
    categories: dict
    phrases: dict                       # name -> Phrase, in declaration order
    verbs: dict                         # base form -> [forms]
    digest: str = ""
    mistakes: list = field(default_factory=list)    # [Mistake]

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
    """Every slot a phrase reads is used by its meaning, or read through a combinator (``roles: {z: $name}``,
    a check of it) (else the words it reads are dropped in every text that uses it): a DesignError at the
    phrase's declaration. Checked once its slots' kinds are known."""
    read = slot_refs([phrase.means, phrase.let, phrase.binds]) | {n for n, role in phrase.roles.items()
                                                                   if str(role).startswith("$")}
    unused = [n for n in say_names(phrase.say) if n not in read]
    if unused:
        raise DesignError(f"phrase {phrase.name!r}: slot {unused[0]!r} is read by say: but its meaning never uses it "
                          f"(write ${unused[0]} in means:, or drop the slot's name)", *phrase.at)


# what a meaning may read besides its slots and let: names (meaning.Ctx.slot_raw)
_GIVEN = ("subject", "past", "kind")


def check_means(book: Book) -> None:
    """Every phrase's meaning (``means:``, and its ``let:`` and ``binds:``) names what exists: each
    ``{$name: ...}`` a combinator of the language (or a slot, whose value is the key), each ``$x`` a slot
    of its ``say:``, a ``let:`` name or $subject, $past, $kind; and the operator that a phrase of a
    category with ``operators:`` (core.yaml) means, one of that kind declared in the effect model; each
    ``@name`` one the language gives (meaning.GIVEN_NAMES) or one a phrase (``let:``, ``binds:``) or a
    combinator (``binds``) binds, so that a text reading it where nothing bound it is refused in the text's
    words (meaning.Ctx.scope_var), never told a mistake of the phrasebook.  A DesignError at the name's
    file, line and column."""
    combinators = load_combinators()
    operators = load_operators()
    bound = set(GIVEN_NAMES) | {n for c in combinators.values() for n in getattr(c, "binds", ())} | {
        str(k)[1:] for p in book.phrases.values() for k in (*p.let, *p.binds) if str(k).startswith("@")}
    for phrase in book.phrases.values():
        names = set(say_names(phrase.say)) | {str(k) for k in phrase.let} | set(_GIVEN)
        file, line, column = phrase.at
        for part in (phrase.means, phrase.let, phrase.binds):
            _check_template(phrase, part, names, combinators, (line, column), bound)
        kind = book.categories[phrase.category].operators
        for item in (phrase.means if isinstance(phrase.means, list) else [phrase.means]) if kind else ():
            if isinstance(item, dict) and len(item) == 1:
                (key, _), = item.items()
                if isinstance(key, str) and key[:1] not in "$@_" and key not in operators[kind]:
                    at = getattr(item, "key_at", {}).get(key, (line, column))
                    raise DesignError(f"phrase {phrase.name!r}: unknown {kind} {key!r} in means: (a {phrase.category} "
                                      f"phrase means a {kind} of the effect model{_close(key, operators[kind])})",
                                      file, *at)


def _close(name: str, known, prefix: str = "") -> str:
    near = difflib.get_close_matches(name, sorted(known), n=1)
    return f"; did you mean '{prefix}{near[0]}'?" if near else ""


def _check_template(phrase: Phrase, t, names: set, combinators: dict, at: tuple, bound: set) -> None:
    """One part of a meaning, ``at`` (line, column) where it is written (or its phrase, when not known);
    ``bound``: the @names something binds."""
    file = phrase.at[0]
    if isinstance(t, str) and t.startswith("@") and len(t) > 1 and t[1:] not in bound:
        given = ", ".join("@" + n for n in GIVEN_NAMES)
        raise DesignError(f"phrase {phrase.name!r}: '{t}' in its meaning is bound by no phrase (let:, binds:) nor "
                          f"combinator{_close(t[1:], bound, '@')} (the language gives {given})", file, *at)
    if isinstance(t, str) and t.startswith("$") and len(t) > 1:
        name = t[1:].split(".")[0]
        if name not in names:
            raise DesignError(f"phrase {phrase.name!r}: unknown slot '${name}' in its meaning{_close(name, names, '$')} "
                              f"(its slots and let: names: {', '.join(sorted(names - set(_GIVEN))) or 'none'}; "
                              f"and $subject, $past, $kind)", file, *at)
    elif isinstance(t, dict):
        key_at = getattr(t, "key_at", {})
        key_pos = getattr(t, "key_pos", {})
        for key, value in t.items():
            if isinstance(key, str) and key.startswith("$") and len(key) > 1:
                name = key[1:]
                if len(t) == 1 and name in combinators:
                    pass
                elif name not in names:
                    what = "combinator" if len(t) == 1 else "slot"
                    raise DesignError(f"phrase {phrase.name!r}: unknown {what} '${name}' in its meaning"
                                      f"{_close(name, combinators if len(t) == 1 else names, '$')} "
                                      f"(grammar/README.md lists the combinators; a slot is one its say: names)",
                                      file, *key_at.get(key, at))
            _check_template(phrase, value, names, combinators, key_pos.get(key, at), bound)
    elif isinstance(t, list):
        item_pos = getattr(t, "item_pos", None) or [at] * len(t)
        for value, pos in zip(t, item_pos):
            _check_template(phrase, value, names, combinators, pos, bound)


def _where(doc, item) -> str:
    pos = getattr(doc, "positions", None)
    return pos(item) if callable(pos) else ""


def read_phrases(entries, default_category: str | None, source: str, book: Book, *, from_set=False):
    """Add phrase entries (a list of mappings) to ``book``; every mistake names the file, line and column."""
    for i, entry in enumerate(entries or []):
        pos = entries.item_pos[i] if hasattr(entries, "item_pos") else (None, None)
        at = f"{source}:{pos[0]}:{pos[1]}" if pos[0] else source
        if not isinstance(entry, dict) or "phrase" not in entry or "say" not in entry:
            raise DesignError(f"phrase {i + 1}: a phrase needs 'phrase:' (its name) and 'say:' (its words)", source, *pos)
        unknown = sorted(set(entry) - _KEYS)
        if unknown:
            raise DesignError(f"phrase {i + 1}: unknown key {unknown[0]!r} (known: {', '.join(sorted(_KEYS))})",
                              source, *getattr(entry, "key_at", {}).get(unknown[0], pos))
        name = str(entry["phrase"])
        where = f"{at}: phrase {name!r}"
        category = entry.get("category", default_category)
        if category not in book.categories:
            raise DesignError(f"phrase {name!r}: unknown category {category!r} "
                              f"(known: {', '.join(sorted(book.categories))})", source, *pos)
        if name in book.phrases:
            hint = "; a set's phrase takes a name of its own" if from_set else ""
            raise DesignError(f"phrase {name!r}: declared twice (first in {book.phrases[name].source}){hint}",
                              source, *pos)
        say = parse_say(str(entry["say"]), where)
        book.phrases[name] = Phrase(
            name=name, category=category, say=say, means=entry.get("means"), subject=entry.get("subject"),
            roles=dict(entry.get("roles") or {}), let=dict(entry.get("let") or {}),
            binds=dict(entry.get("binds") or {}), prefer=int(entry.get("prefer", 0)),
            repeats=bool(entry.get("repeats")), rule=entry.get("rule"),
            example=entry.get("example"), source=where, set_phrase=from_set, at=(source, *pos))


_MISTAKE_KEYS = {"at", "before", "refused", "say", "rule", "example", "later"}


def read_mistakes(entries, source: str) -> list:
    """The ``mistakes:`` entries of a phrasebook file as :class:`Mistake`; each mistake in them at its place."""
    out = []
    for i, entry in enumerate(entries or []):
        pos = entries.item_pos[i] if hasattr(entries, "item_pos") else (None, None)
        if not isinstance(entry, dict) or "say" not in entry or not ({"at", "before"} & set(entry)):
            raise DesignError(f"mistake {i + 1}: a mistake needs 'say:' (what to write) and 'at:' or 'before:' (where "
                              f"it is seen)", source, *pos)
        unknown = sorted(set(entry) - _MISTAKE_KEYS)
        if unknown:
            raise DesignError(f"mistake {i + 1}: unknown key {unknown[0]!r} (known: {', '.join(sorted(_MISTAKE_KEYS))})",
                              source, *getattr(entry, "key_at", {}).get(unknown[0], pos))
        try:
            patterns = {k: re.compile(str(entry[k])) for k in ("at", "before", "refused") if k in entry}
        except re.error as e:
            raise DesignError(f"mistake {i + 1}: not a pattern: {e}", source, *pos) from None
        named = patterns.get("at") or patterns.get("before")
        said = max((int(n) for n in re.findall(r"\$(\d)", str(entry["say"]))), default=0)
        if said > named.groups:
            raise DesignError(f"mistake {i + 1}: 'say:' names ${said}, and its "
                              f"{'at' if 'at' in patterns else 'before'}: pattern has {named.groups} group(s)",
                              source, *pos)
        out.append(Mistake(str(entry["say"]), source=f"{source}:{pos[0]}" if pos[0] else source,
                           later=entry.get("later"), **patterns))
    return out


def load_book(folder: Path | None = None, extra: list | None = None) -> Book:
    """The phrasebook of ``folder`` (grammar/phrases by default), with a set's ``extra`` phrases."""
    from ..loading.yamlio import load_text
    folder = Path(folder or PHRASES_DIR)
    core_path = folder / "core.yaml"
    core = load_text(core_path.read_text(encoding="utf-8"), str(core_path)) or {}
    categories = {name: Category(name, spec["realize"], spec.get("doc", ""), spec.get("nouns"), spec.get("operators"))
                  for name, spec in (core.get("categories") or {}).items()}
    for name, cat in categories.items():
        if cat.operators is not None and cat.operators not in OPERATOR_KINDS:
            spec = core["categories"][name]
            raise DesignError(f"category {name!r}: unknown operators: {cat.operators!r} (the effect model's kinds: "
                              f"{', '.join(OPERATOR_KINDS)})", str(core_path), *getattr(spec, "key_pos", {}).get("operators", (None, None)))
    verbs = {str(k): [str(k)] + [str(f) for f in (v or [])] for k, v in (core.get("verbs") or {}).items()}
    book = Book(categories, {}, verbs)
    for path in _files(folder):
        doc = load_text(path.read_text(encoding="utf-8"), str(path)) or {}
        read_phrases(doc.get("phrases"), doc.get("category"), str(path.relative_to(folder.parent)), book)
        book.mistakes += read_mistakes(doc.get("mistakes"), str(path.relative_to(folder.parent)))
    for source, entries in extra or []:
        read_phrases(entries, None, source, book, from_set=True)
    check_means(book)
    book.digest = book_digest(folder, extra)
    return book


def _files(folder: Path) -> list[Path]:
    return [folder / "core.yaml"] + sorted(p for p in folder.glob("*.yaml") if p.name != "core.yaml")


def book_digest(folder: Path | None = None, extra: list | None = None) -> str:
    """A hash of the texts :func:`load_book` reads (its ``digest``), found without reading them as YAML."""
    h = hashlib.sha256()
    for path in _files(Path(folder or PHRASES_DIR)):
        h.update(path.name.encode() + path.read_text(encoding="utf-8").encode())
    for source, entries in extra or []:
        h.update(json.dumps(entries, sort_keys=True, default=str).encode())
    return h.hexdigest()[:16]
