"""The card catalog: every card version read from the ``cards_dsl/`` set files.

>>> catalog = load_catalog()
>>> catalog.find("BTG-005-C").name                # a version code (2.2.6)
'Axiom Salvager'
>>> catalog.find("ALT_CORE_B_AX_08_C").version    # an official reference
'BTG-005-C'
>>> catalog.find("Sierra & Oddball").version      # a name, when only one version has it
'BTG-001-H'

Several records may share one version code: the Kickstarter (``_A_``) and
retail (``_B_``) prints of a card (2.2.6.g), or the booster (``_B_``) and
starter (``_P_``) prints of a hero.  They are prints of the same version; a
lookup by version code or by name returns the *primary* print (booster, then
starter, then Kickstarter), and the reference selects one print exactly.
"""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field, fields
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Iterator

from .. import diskcache
from .. import schema as _schema
from .. import yamlio
from ..errors import DesignError, raise_all
from ..paths import CARDS_DIR, RULES_DIR, SCHEMA_DIR
from .model import TUPLE_FIELDS, CardDef
from .setmarkup import text_errors
from .split import split_abilities

SCHEMA_NAME = "cardset.schema.json"
CHARACTERISTICS_FILE = "characteristics.yaml"
CHARACTERISTICS_SCHEMA = "characteristics.schema.json"
FLAG_FIELDS = ("suspended", "errata", "banned")
SKIP_DIRS = {"decks", "import"}   # deck lists and the importer's mapping file are not card sets
SKIP_FILES = {"vocabulary.yaml"}  # the words a set brings to the card-text language (cardtext.vocabulary)
_PRODUCT_ORDER = {"B": 0, "P": 1, "A": 2}
_VERSION = re.compile(r"^([A-Za-z]{3}-\d{1,4}-[A-Za-z](?:-\d{1,6})?)(?:-[A-Za-z]{2})?$")


@lru_cache(maxsize=None)
def characteristics() -> dict:
    """``rules_yaml/characteristics.yaml``, validated."""
    path = RULES_DIR / CHARACTERISTICS_FILE
    doc = yamlio.load_file(path)
    _schema.validate(doc, CHARACTERISTICS_SCHEMA, str(path))
    return doc


@lru_cache(maxsize=None)
def numeric_fields() -> frozenset:
    """The numeric characteristics a card record may print: the ``statistics`` and
    ``numbers`` of ``rules_yaml/characteristics.yaml`` (costs, statistics, limits)."""
    doc = characteristics()
    return frozenset(doc["statistics"]) | frozenset(doc.get("numbers", ()))


def normalize_name(name: str) -> str:
    """The key names are compared by: case, non-breaking spaces and curly quotes do not matter."""
    name = name.replace("\xa0", " ").replace("\u2019", "'").replace("\u2018", "'")
    return " ".join(name.split()).casefold()


def _print_rank(card: CardDef) -> tuple:
    parts = card.ref.split("_")
    product = parts[2] if len(parts) > 3 and parts[0] == "ALT" else ""
    return (_PRODUCT_ORDER.get(product, 3), card.ref)


def _where(card: CardDef) -> str:
    return f"{card.file}:{card.line}" if card.line is not None else str(card.file)


@dataclass
class Catalog:
    """All card versions, indexed by reference, version code and name."""
    cards: list[CardDef] = field(default_factory=list)
    files: list[str] = field(default_factory=list)
    sets: dict[str, str] = field(default_factory=dict)  # set code -> set name
    _by_ref: dict[str, CardDef] = field(default_factory=dict, repr=False)
    _by_version: dict[str, list[CardDef]] = field(default_factory=dict, repr=False)
    _by_name: dict[str, list[CardDef]] = field(default_factory=dict, repr=False)
    _flags: dict[str, frozenset] = field(default_factory=dict, repr=False)

    # ------------------------------------------------------------------ building

    def add(self, card: CardDef, flags: Iterable[str] = (), replaces: bool = False) -> None:
        """Index one card; a reference seen before is a DesignError naming both places, unless
        the card says it ``replaces`` that one (a designer's own version of a bundled card)."""
        if card.ref in self._by_ref:
            first = self._by_ref[card.ref]
            if not replaces:
                raise DesignError(f"duplicate card reference {card.ref!r} (also defined at {_where(first)}); "
                                  f"write `replaces: true` in this card to replace that one", card.file, card.line)
            if first.version != card.version:   # else the version it had is lost, and every deck naming it
                raise DesignError(f"card {card.ref!r} replaces {first.name} ({first.version}, {_where(first)}) "
                                  f"but is version {card.version}: a replacement keeps the version code of the "
                                  f"card it replaces (check the reference)", card.file, card.line)
            self._remove(first)
        elif replaces:
            raise DesignError(f"card {card.ref!r} says it replaces another, but no card read before has "
                              f"this reference", card.file, card.line)
        prints = self._by_version.setdefault(card.version, [])
        if prints and "unique" in (card.rarity, prints[0].rarity):
            raise DesignError(f"version {card.version} is also the card at {_where(prints[0])}; each unique card "
                              f"has its own version (2.2.6.f)", card.file, card.line)
        if prints and prints[0].name != card.name:
            raise DesignError(f"version {card.version} is {card.name!r} here but {prints[0].name!r} "
                              f"at {_where(prints[0])}; one version code is one card", card.file, card.line)
        self._by_ref[card.ref] = card
        prints.append(card)
        prints.sort(key=_print_rank)
        self._by_name.setdefault(normalize_name(card.name), []).append(card)
        self.cards.append(card)
        flags = frozenset(flags)
        if flags:
            self._flags[card.ref] = flags

    def _remove(self, card: CardDef) -> None:
        del self._by_ref[card.ref]
        self._by_version[card.version].remove(card)
        if not self._by_version[card.version]:
            del self._by_version[card.version]
        self._by_name[normalize_name(card.name)].remove(card)
        self.cards.remove(card)
        self._flags.pop(card.ref, None)

    # ------------------------------------------------------------------ queries

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[CardDef]:
        return iter(self.cards)

    def __contains__(self, key) -> bool:
        return self.get(key) is not None

    def __getitem__(self, key: str) -> CardDef:
        return self.find(key)

    def flags(self, card: CardDef | str) -> frozenset:
        """{'suspended', 'errata', 'banned'} as far as they apply to a card version."""
        ref = card.ref if isinstance(card, CardDef) else card
        return self._flags.get(ref, frozenset())

    def versions(self) -> list[str]:
        return list(self._by_version)

    def prints(self, version: str) -> list[CardDef]:
        """Every record of a version code, primary print first."""
        return list(self._by_version.get(version.upper(), ()))

    def named(self, name: str) -> list[CardDef]:
        """One card (the primary print) per version with this name, in version order."""
        found = self._by_name.get(normalize_name(name), [])
        seen, out = set(), []
        for card in sorted(found, key=lambda c: c.version):
            if card.version not in seen:
                seen.add(card.version)
                out.append(self._by_version[card.version][0])
        return out

    def get(self, key: str) -> CardDef | None:
        """The card for a reference, version code or unambiguous name, else None."""
        try:
            return self.find(key)
        except DesignError:
            return None

    def by_ref(self, ref: str, file=None, line=None, column=None) -> CardDef:
        card = self._by_ref.get(ref.strip())
        if card is None:
            raise DesignError(f"unknown card reference {ref!r}{self._suggest(ref, self._by_ref)}",
                              file, line, column)
        return card

    def by_version(self, code: str, file=None, line=None, column=None) -> CardDef:
        m = _VERSION.match(code.strip())
        prints = self._by_version.get(m.group(1).upper()) if m else None
        if not prints:
            raise DesignError(f"unknown version code {code!r}{self._suggest(code.upper(), self._by_version)}",
                              file, line, column)
        return prints[0]

    def by_name(self, name: str, file=None, line=None, column=None, prefer: tuple = ()) -> CardDef:
        """The card a name means; among several versions, the one the ``prefer`` words pick (each a
        rarity, a faction, a set code, in-faction or out-of-faction, applied in turn)."""
        versions = self.named(name)
        if not versions:
            names = {normalize_name(c.name): c.name for c in self.cards}
            close = difflib.get_close_matches(normalize_name(name), list(names), n=3, cutoff=0.6)
            hint = f"; did you mean {', '.join(repr(names[c]) for c in close)}?" if close else ""
            raise DesignError(f"unknown card {name!r}{hint}", file, line, column)
        if len(versions) > 1 and _reprints(versions):
            return versions[0]         # the same card printed in several sets: the name means any of them
        for word in prefer:
            picked = [c for c in versions if prefers(c, word)]
            versions = picked or versions
        if len(versions) > 1:
            choices = ", ".join(f"{c.version} ({describe(c)})" for c in versions)
            raise DesignError(f"{versions[0].name!r} is ambiguous: {len(versions)} versions have this name; "
                              f"write one of their version codes ({choices}), or say which to take in a line "
                              f"before it, e.g. 'prefer: {versions[0].rarity or 'common'}' (a rarity, a faction, "
                              f"a set code, in-faction or out-of-faction)", file, line, column)
        return versions[0]

    def find(self, key: str, file=None, line=None, column=None, prefer: tuple = ()) -> CardDef:
        """A reference, a version code or a name (in that order) -> CardDef, else DesignError."""
        if not isinstance(key, str) or not key.strip():
            raise DesignError(f"expected a card name, version code or reference, got {key!r}", file, line, column)
        text = key.strip()
        if text in self._by_ref:
            return self._by_ref[text]
        m = _VERSION.match(text)
        if m and m.group(1).upper() in self._by_version:
            return self._by_version[m.group(1).upper()][0]
        if normalize_name(text) in self._by_name:
            return self.by_name(text, file, line, column, prefer)
        if m:
            return self.by_version(text, file, line, column)
        if text.upper().startswith("ALT_"):
            return self.by_ref(text, file, line, column)
        return self.by_name(text, file, line, column)

    def _suggest(self, key: str, keys) -> str:
        close = difflib.get_close_matches(key, list(keys), n=3, cutoff=0.75)
        return f"; did you mean {', '.join(close)}?" if close else ""


PREFER_WORDS = ("in-faction", "out-of-faction")    # besides rarities, factions and set codes


def prefers(card: CardDef, word: str) -> bool:
    """Whether a ``prefer:`` word picks this version: its rarity, faction or set code, or in-faction /
    out-of-faction (a faction-shifted rare, version letter F, 2.2.5.b)."""
    w = normalize_name(word)
    letter = card.version.split("-")[2][:1] if card.version.count("-") >= 2 else ""
    if w in ("in-faction", "in faction"):
        return letter != "F"
    if w in ("out-of-faction", "out of faction"):
        return letter == "F"
    return w in {normalize_name(x) for x in (card.rarity, card.faction, card.version.split("-")[0]) if x}


def describe(card: CardDef) -> str:
    """'rare, Ordis' — what tells versions with the same name apart."""
    bits = [card.rarity or card.type.lower()]
    bits.append(card.faction or "neutral")
    return ", ".join(bits)


# ---------------------------------------------------------------------- loading

def _reprints(versions) -> bool:
    """Versions that play the same: type, numbers and ability texts once markup, reminder text and
    commas are removed (a reprint in a later set; Whispers from the Maze reprints Mana Convergence with
    one comma more)."""

    def clean(text):
        return tuple(" ".join(p.text.replace(",", " ").split()) for p in split_abilities(text)) if text else ()

    def play(c):
        return (c.type, c.faction, tuple(sorted(c.base.items())), clean(c.text), clean(c.support_text))
    first = play(versions[0])
    return all(play(c) == first for c in versions[1:])


@lru_cache(maxsize=None)
def set_held_back(folder: Path) -> bool:
    """Whether the set in ``folder`` says ``bundled: false`` in its vocabulary.yaml: not yet read whole, it
    is left out of the cards of the folders above it and played only when given itself (``--cards``)."""
    path = folder / "vocabulary.yaml"
    doc = yamlio.load_file(path) if path.is_file() else None
    return isinstance(doc, dict) and doc.get("bundled") is False


@lru_cache(maxsize=None)
def set_edition(folder: Path) -> str | None:
    """The rules edition the set in ``folder`` is written for (``edition:`` in its vocabulary.yaml), or None:
    the base rules."""
    path = folder / "vocabulary.yaml"
    doc = yamlio.load_file(path) if path.is_file() else None
    edition = doc.get("edition") if isinstance(doc, dict) else None
    return None if edition is None else str(edition)


def card_files(paths=None) -> list[Path]:
    """The card-set files under the given files or folders (default: cards_dsl/), decks/ and import/ excluded."""
    if paths is None:
        paths = [CARDS_DIR]
    elif isinstance(paths, (str, Path)):
        paths = [paths]
    out: list[Path] = []
    if any(not str(p).strip() for p in paths):
        raise DesignError("an empty card file or folder name", "<command line>")
    for p in map(Path, paths):
        if p.is_dir():
            found = [f for f in sorted(p.rglob("*.yaml"))
                     if not SKIP_DIRS.intersection(f.relative_to(p).parts[:-1]) and f.name not in SKIP_FILES
                     and (f.parent == p or not set_held_back(f.parent))]
            if not found:                  # nothing silent: a folder given for its cards that holds none
                raise DesignError("no card files (*.yaml with set: and cards:) in this folder", str(p))
            home = p.resolve()
            for f in found:                # a link inside the folder may not lead out of it (a file not named)
                if not f.resolve().is_relative_to(home):
                    raise DesignError(f"a symbolic link to a file outside {p}: give that file itself if it is "
                                      f"meant", str(f))
            for d in p.rglob("*"):         # nor a link to a folder, which the search above passes over unsaid
                if d.is_symlink() and d.is_dir() and not d.resolve().is_relative_to(home):
                    raise DesignError(f"a symbolic link to a folder outside {p}: give that folder itself if it "
                                      f"is meant", str(d))
            out += found
        elif p.exists():
            out.append(p)
        else:
            raise DesignError("no such card file or folder", str(p))
    seen: set = set()                  # a file named twice (a bundled file given with --cards) is read once
    return [f for f in out if not (f.resolve() in seen or seen.add(f.resolve()))]


def value_start(rec, key):
    """(line, column) of the first character of a string value (after its opening quote)."""
    pos = getattr(rec, "key_pos", {}).get(key)
    if pos is None:
        return None
    quoted = getattr(rec, "quoted", {}).get(key, True)
    return pos[0], pos[1] + (1 if quoted else 0)


def card_from_record(rec, file: str) -> tuple[CardDef, frozenset]:
    """A validated card mapping (from a card-set file) -> (CardDef, flags)."""
    numeric = numeric_fields()
    base = {k: v for k, v in rec.items() if k in numeric}   # in the order of the record
    rulings = tuple({k: r[k] for k in ("question", "answer", "date") if k in r} for r in rec.get("rulings", ()))
    card = CardDef(
        ref=rec["ref"], version=rec["version"], name=rec["name"], faction=rec.get("faction"),
        type=rec["type"], subtypes=tuple(rec.get("subtypes", ())), rarity=rec.get("rarity"),
        zone_type=rec.get("zone_type"), token=bool(rec.get("token", False)), base=base,
        text=rec.get("text", ""), support_text=rec.get("support", ""), rulings=rulings,
        file=file, line=rec.pos[0] if hasattr(rec, "pos") else None,
        text_pos=value_start(rec, "text"), support_pos=value_start(rec, "support"), words=str(Path(file).parent))
    return card, frozenset(f for f in FLAG_FIELDS if rec.get(f))


MARKUP_ERROR = re.compile(r"\[at \$\.cards\[\d+\]\.(text|support)\]$")


def markup_errors(errors) -> list:
    """The schema errors of a card-set file that are a [[status]], [word] or {symbol} its texts use and the
    rules do not declare (a new word of the set: its vocabulary.yaml may declare it, setmarkup)."""
    return [e for e in errors if MARKUP_ERROR.search(str(e))]


def load_catalog(paths=None, *, markup: bool = True) -> Catalog:
    """Read, validate and index every card-set file (default: all of cards_dsl/ except decks/ and import/).
    ``markup=False``: a text's unknown [[status]] or {symbol} does not stop the loading (the importer
    reads such texts itself and names the words). A file read and checked before, with the same bytes and
    the same rules of checking, is taken from the disk cache (loading/diskcache.py)."""
    catalog = Catalog()
    checked = _checked_by()
    for path in card_files(paths):
        name = str(path)
        data = yamlio.read_bytes(path)
        key = _file_key(path, data, markup, checked)
        read = _entry(diskcache.read(key), name)
        if read is None:
            kept = _read_file(data, name, markup, catalog)
            diskcache.write(key, kept)
            read = _entry(kept, name)
        code, set_name, set_at, cards = read
        _same_set_name(catalog, code, set_name, name, set_at)
        catalog.sets.setdefault(code, set_name or code)
        catalog.files.append(name)
        for card, flags, replaces in cards:
            catalog.add(card, flags, replaces)
    return catalog


def _entry(kept, file: str) -> tuple | None:
    """A file's cards from what :func:`_read_file` gave (or the cache kept); None when it is not of that form."""
    try:
        code, set_name, set_at, records = kept
        return code, set_name, tuple(set_at), [(_card(fields, file), frozenset(flags), bool(replaces))
                                               for fields, flags, replaces in records]
    except (TypeError, ValueError, KeyError, AttributeError):
        return None


def _checked_by() -> str:
    """A hash of what every card file is checked against: the schemas, the characteristics and the code."""
    key = diskcache.Key("checks").add(diskcache.code_digest("loading"))
    for schema in sorted(SCHEMA_DIR.glob("*.schema.json")):
        key.add_file(schema)
    return key.add_file(RULES_DIR / CHARACTERISTICS_FILE).hexdigest()


def _file_key(path: Path, data: bytes, markup: bool, checked: str) -> "diskcache.Key":
    """What a card file's reading depends on: its bytes, what it is checked against (``checked``) and its
    set's words (setmarkup)."""
    key = diskcache.Key("cards").add(checked).add(str(path)).add(data).add(str(markup))
    return key.add_file(path.parent / "vocabulary.yaml")


def _read_file(data: bytes, name: str, markup: bool, catalog: Catalog) -> list:
    """A card file's bytes read and checked: [set code, set name, where the name is, [[card fields, flags,
    replaces], ...]] (JSON data, as the cache keeps it); the first mistake is a DesignError."""
    doc = yamlio.load_text(yamlio.decoded(data, name), name)
    if doc is None:
        _schema.validate(doc, SCHEMA_NAME, name)
    errors = _schema.schema_errors(doc, SCHEMA_NAME, name)
    texts = markup_errors(errors)
    # a word the rules do not declare may be the set's own (its vocabulary.yaml): each other is named
    raise_all([e for e in errors if e not in texts] + (text_errors(doc, name) if markup and texts else []))
    code, set_name = doc["set"]["code"], doc["set"].get("name")
    set_at = list(yamlio.position_of(doc, ["set", "name"]))
    _same_set_name(catalog, code, set_name, name, set_at)
    records = []
    for i, rec in enumerate(doc["cards"]):
        if not rec["version"].startswith(code + "-"):
            line, col = yamlio.position_of(doc, ["cards", i, "version"])
            raise DesignError(f"version {rec['version']} does not belong to set {code} "
                              f"(it must start with {code}-, rule 2.2.6.b)", name, line, col)
        card, flags = card_from_record(rec, name)
        records.append([{f.name: getattr(card, f.name) for f in fields(CardDef) if f.name != "file"},
                        sorted(flags), bool(rec.get("replaces"))])
    return [code, set_name, set_at, records]


def _same_set_name(catalog: Catalog, code: str, set_name, file: str, at) -> None:
    if set_name and catalog.sets.get(code, set_name) != set_name:
        raise DesignError(f"set {code} is called {catalog.sets[code]!r} elsewhere, {set_name!r} here", file, *at)


def _card(values: dict, file: str) -> CardDef:
    """A card from its fields as JSON keeps them (its tuples as lists)."""
    return CardDef(**{k: tuple(v) if k in _TUPLES and v is not None else v for k, v in values.items()}, file=file)


_TUPLES = TUPLE_FIELDS


def texts_of(path) -> list[CardDef]:
    """The records of a card file that has mistakes, read as far as they go: one card per record with a
    text, so that the texts are read (and their mistakes listed) while the file's other mistakes are
    fixed. Their references are the records' places, never a real card's."""
    doc = yamlio.load_file(path)
    records = doc.get("cards") if isinstance(doc, dict) else None
    cards = []
    for i, rec in enumerate(records if isinstance(records, list) else []):
        if not isinstance(rec, dict) or not any(isinstance(rec.get(k), str) for k in ("text", "support")):
            continue
        line = rec.pos[0] if hasattr(rec, "pos") else i

        def text(key: str) -> str:
            return rec[key] if isinstance(rec.get(key), str) else ""
        cards.append(CardDef(
            ref=f"{path}:{line}", version="", name=str(rec.get("name") or f"card {i + 1}"), faction=None,
            type=str(rec.get("type") or "Character"), text=text("text"), support_text=text("support"),
            file=str(path), line=line, text_pos=value_start(rec, "text"), support_pos=value_start(rec, "support"),
            words=str(Path(path).parent)))
    return cards


def is_card_file(path) -> bool:
    """Whether a YAML file is a card set (``set:`` and ``cards:``) rather than a deck."""
    try:
        doc = yamlio.load_file(path)
    except DesignError:
        return False
    return isinstance(doc, dict) and "cards" in doc and "set" in doc


def catalog_with(extra=()) -> Catalog:
    """The bundled card sets, then the designer's own files or folders (``--cards``), added to them."""
    return load_catalog([CARDS_DIR, *extra]) if extra else load_catalog()
