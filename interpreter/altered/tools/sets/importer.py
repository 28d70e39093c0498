"""Convert a card set in the official Altered API JSON into ``cards_dsl`` YAML files.

The input is what api.altered.gg returns for a set (e.g. ``CORE_EN.json``): a
list of card records.  The output is one file per faction, one for cards
without a faction and one for tokens, each validated by
``rules_yaml/schema/cardset.schema.json``.

This module is a generic converter.  What the official codes and fields mean
(card types, factions, rarity letters, which element is which characteristic,
pseudo sub-types that are zone types, tokens, missing hero limits, the order
of keys and files) is read from a mapping file,
``cards_dsl/import/official-json.yaml`` (schema ``official-json.schema.json``),
so a new set or a changed API is an edit of that file.  The conversion it
describes, in order:

* version and set code from the collector number, padded or not (its language suffix dropped);
  records of another set than the file's (the set of most records) are skipped and named;
* the card type code gives the type, token-ness, a zone type and which groups
  of numeric elements are read; a code not listed is composed of its words (or its name's:
  TOKEN_LANDMARK_PERMANENT), else the record is skipped;
* faction codes give factions; some card types drop the faction or sub-types;
* zone pseudo sub-types are dropped and give the zone type when needed;
* the rarity comes from the version letter when the card type has one;
* ``#…#`` (a change from the common version) is removed from names, codes and numbers; a missing
  required value skips the record, missing optional values are taken from a twin print or a default;
* texts are kept verbatim, rulings and flags are copied.
"""
from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from ...loading.errors import DesignError, raise_all
from ...loading.paths import CARDS_DIR, SCHEMA_DIR, sets_root
from ...loading import yamlio
from ...loading import schema as _schema
from ...loading.cards.catalog import characteristics, markup_errors, numeric_fields

SCHEMA_NAME = "cardset.schema.json"
MAPPING_SCHEMA = "official-json.schema.json"
MAPPING_FILE = CARDS_DIR / "import" / "official-json.yaml"

_NUMBER = re.compile(r"^#?\s*(\d+)\s*#?$")
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_GROUPS = ("version", "set", "letter")


class Mapping:
    """The conversion rules of one mapping file, checked for consistency when loaded."""

    def __init__(self, doc, file: str):
        self.doc, self.file = doc, file
        self.record = doc["record"]
        self.factions: dict = dict(doc["factions"])
        self.neutral = set(doc["neutral_factions"])
        self.card_types: dict = doc["card_types"]
        self.card_type_words: dict = doc.get("card_type_words") or {}
        self.zone_subtypes: dict = doc["zone_subtypes"]
        self.groups: dict = doc["number_groups"]
        self.letters: dict = doc["rarity"]["letters"]
        self.official_rarity: dict = doc["rarity"]["official"]
        self.texts: dict = doc["texts"]
        self.rulings: dict = doc["rulings"]
        self.flags: dict = doc["flags"]
        self.output = doc["output"]
        self.key_order: tuple = tuple(self.output["key_order"])
        products = doc["products"]
        self.separator, self.product_part = products["separator"], products["part"]
        self.product_order = {p: i for i, p in enumerate(products["order"])}
        collector = doc["collector_number"]
        self.collector_form = collector["form"]
        try:
            self.collector = re.compile(collector["pattern"])
        except re.error as e:
            self._fail(f"collector number pattern: {e}", ["collector_number", "pattern"])
        missing = [g for g in _GROUPS if g not in self.collector.groupindex]
        if missing:
            self._fail(f"the collector number pattern has no group named {', '.join(missing)}",
                       ["collector_number", "pattern"])
        self._check()

    def _fail(self, message: str, path) -> None:
        raise DesignError(message, self.file, *yamlio.position_of(self.doc, path))

    def _check(self) -> None:
        """Names the converter would write must be known: types and numeric characteristics
        (rules_yaml/characteristics.yaml) and output keys (output.key_order)."""
        rules = characteristics()
        numeric = numeric_fields()
        for code, spec in self.card_types.items():
            if spec["type"] not in rules["types"]:
                self._fail(f"card type {code}: {spec['type']!r} is not a type of characteristics.yaml "
                           f"({', '.join(rules['types'])})", ["card_types", code, "type"])
        for word, spec in self.card_type_words.items():
            if "base" in spec and spec["base"] not in self.card_types:
                self._fail(f"card type word {word}: no card type {spec['base']!r} in card_types "
                           f"({', '.join(self.card_types)})", ["card_type_words", word, "base"])
        for g, spec in self.groups.items():
            for k, v in spec["fields"].items():
                if v not in numeric:
                    self._fail(f"{v!r} is not a numeric characteristic of characteristics.yaml "
                               f"({', '.join(sorted(numeric))})", ["number_groups", g, "fields", k])
        written = set(self.key_order)
        for code, spec in self.card_types.items():
            for i, group in enumerate(spec["numbers"]):
                if group not in self.groups:
                    self._fail(f"card type {code}: no number group {group!r} (known: {', '.join(self.groups)})",
                               ["card_types", code, "numbers", i])
        outputs = [(["number_groups", g, "fields", k], v) for g, spec in self.groups.items()
                   for k, v in spec["fields"].items()]
        outputs += [(["texts", k], v) for k, v in self.texts.items()]
        outputs += [(["flags", k], v) for k, v in self.flags.items()]
        outputs += [(["number_groups", g, "fill", "compare", i], k) for g, spec in self.groups.items()
                    for i, k in enumerate(spec.get("fill", {}).get("compare", ()))]
        for path, name in outputs:
            if name not in written:
                self._fail(f"{name!r} is not in output.key_order, so it would never be written", path)

    def card_type(self, code: str, name: str = "") -> dict:
        """The entry of a card type code: listed in card_types, else composed of its words (its code
        split at "_", else its name split at spaces) by card_type_words. Raises _Skip naming the words
        it knows."""
        if code in self.card_types:
            return self.card_types[code]
        tried = []
        for words in (code.split("_"), name.upper().split()):
            words = [w for w in words if w]
            if not words or words in tried:
                continue
            tried.append(words)
            unknown = [w for w in words if w not in self.card_type_words]
            bases = [self.card_type_words[w]["base"] for w in words if "base" in self.card_type_words.get(w, {})]
            if unknown or len(bases) != 1:
                continue
            spec = dict(self.card_types[bases[0]])
            for w in words:
                spec.update({k: v for k, v in self.card_type_words[w].items() if k != "base"})
            return spec
        label = f"{code or None!r}" + (f" ({name})" if name else "")
        raise _Skip(f"unknown card type {label}: neither in card_types nor made of the words of "
                    f"card_type_words ({', '.join(self.card_type_words)}) with one card type among them")

    @property
    def rarity_letters(self) -> str:
        """'C, R, F or U'."""
        letters = list(self.letters)
        return letters[0] if len(letters) == 1 else ", ".join(letters[:-1]) + " or " + letters[-1]

    def product(self, ref: str) -> str:
        parts = ref.split(self.separator)
        return parts[self.product_part] if len(parts) > self.product_part else ""

    def twin_refs(self, ref: str, twins: dict) -> list[str]:
        """The references of the twin prints of a reference (its product part replaced)."""
        sep = self.separator
        return [ref.replace(f"{sep}{p}{sep}", f"{sep}{q}{sep}") for p, q in twins.items() if f"{sep}{p}{sep}" in ref]

    def file_order(self) -> list[str]:
        return [f.lower() for f in self.factions.values()] + [self.output["neutral_file"], self.output["token_file"]]


def load_mapping(path=None) -> Mapping:
    """Read and check a mapping file (default: ``cards_dsl/import/official-json.yaml``)."""
    path = Path(path) if path is not None else MAPPING_FILE
    doc = yamlio.load_file(path)
    _schema.validate(doc, MAPPING_SCHEMA, str(path))
    return Mapping(doc, str(path))


class _Skip(Exception):
    """A record that cannot be converted; the message is the reason."""


@dataclass
class ImportReport:
    """What ``import_set`` did: files written, records skipped and notes."""
    source: str
    out_dir: str
    set_code: str | None = None
    set_name: str | None = None
    records: int = 0
    files: dict[str, int] = field(default_factory=dict)        # path -> number of cards written
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (record, reason)
    notes: list[str] = field(default_factory=list)

    @property
    def written(self) -> int:
        return sum(self.files.values())

    def summary(self) -> str:
        lines = [f"{self.source}: {self.records} records, set {self.set_code or '?'}"
                 + (f" ({self.set_name})" if self.set_name else "")]
        for path, count in self.files.items():
            lines.append(f"  wrote {count:4d} cards to {path}")
        lines.append(f"  {self.written} cards written, {len(self.skipped)} skipped")
        for record, reason in self.skipped:
            lines.append(f"  skipped {record}: {reason}")
        for note in self.notes:
            lines.append(f"  note: {note}")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.summary()


# --------------------------------------------------------------------------- conversion

def _ref_of(record, m: Mapping) -> str:
    return str(record.get(m.record["reference"]) or "?") if isinstance(record, dict) else "?"


def _number(value, what: str) -> int:
    """'3', '#3#' or 3 -> 3."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    m = _NUMBER.match(str(value).strip()) if value is not None else None
    if not m:
        raise _Skip(f"{what} is {value!r}, not a whole number")
    return int(m.group(1))


def _code(obj, m: Mapping) -> str:
    """The code of ``{code_key: CODE}`` or of a bare ``CODE``."""
    if isinstance(obj, dict):
        return str(obj.get(m.record["code"]) or "")
    return str(obj or "")


def _unmarked(text: str) -> str:
    """A name or a code without the ``#…#`` marks of a text changed from the common version (SOURCE.md):
    the same card, whatever version prints it. Ability texts keep theirs (the card-text reader drops them)."""
    return " ".join(text.replace("#", "").split())


def _title(code: str) -> str:
    return " ".join(w.capitalize() for w in code.replace("_", " ").split())


def _blank(value) -> bool:
    return str(value).strip() == ""


def _convert(record, m: Mapping, notes: list[str] | None) -> tuple[dict, str, dict]:
    """One official record -> (card mapping, set code, its card-type entry of the mapping)."""
    fields = m.record
    if not isinstance(record, dict):
        raise _Skip("not a JSON object")
    ref = record.get(fields["reference"])
    if not isinstance(ref, str) or not ref:
        raise _Skip("no reference")
    name = record.get(fields["name"])
    if not isinstance(name, str) or not name.replace("#", "").strip():
        raise _Skip("no name")
    name = _unmarked(name)

    collector = record.get(fields["collector_number"])
    match = m.collector.match(_unmarked(collector)) if isinstance(collector, str) else None
    if not match:
        raise _Skip(f"collector number {collector!r} is not of the form {m.collector_form}")
    version, set_code, letter = (match.group(g) for g in _GROUPS)

    type_field = record.get(fields["card_type"])
    type_name = str(type_field.get(fields["name"]) or "") if isinstance(type_field, dict) else ""
    spec = m.card_type(_unmarked(_code(type_field, m)), _unmarked(type_name))
    ctype, token, zone_type = spec["type"], spec.get("token", False), spec.get("zone_type")

    card: dict = {"ref": ref, "version": version, "name": name}

    faction_code = _unmarked(_code(record.get(fields["faction"]), m))
    if faction_code in m.factions:
        if spec.get("faction", True):
            card["faction"] = m.factions[faction_code]
    elif faction_code not in m.neutral:
        raise _Skip(f"unknown faction {faction_code!r}")

    card["type"] = ctype
    if token:
        card["token"] = True

    subtypes = []
    for sub in record.get(fields["subtypes"]) or []:
        code = _unmarked(_code(sub, m))
        if not code:
            continue
        if code in m.zone_subtypes:
            zone_type = zone_type or m.zone_subtypes[code]
            continue
        subtypes.append(_title(code))
    if spec.get("has_zone_type", False):
        if zone_type is None:
            raise _Skip(f"{ctype} without a zone type (no {' or '.join(m.zone_subtypes)} sub-type)")
        card["zone_type"] = zone_type
    if subtypes and spec.get("subtypes", True):
        card["subtypes"] = list(dict.fromkeys(subtypes))

    if spec.get("rarity", False):
        rarity = m.letters.get(letter)
        if rarity is None:
            raise _Skip(f"version letter {letter!r} is not a rarity ({m.rarity_letters})")
        official = m.official_rarity.get(_code(record.get(fields["rarity"]), m))
        if official and official != rarity and notes is not None:
            notes.append(f"{ref}: official rarity {official} but version letter {letter}; using {rarity}")
        card["rarity"] = rarity

    elements = record.get(fields["elements"]) or {}
    if not isinstance(elements, dict):
        raise _Skip("elements is not an object")
    for group_name in spec["numbers"]:
        group = m.groups[group_name]
        blank_is_missing, missing = group.get("blank_is_missing", False), group.get("missing")
        for key, out in group["fields"].items():
            if key not in elements or (blank_is_missing and _blank(elements[key])):
                if missing is not None:
                    raise _Skip(missing.format(field=key, type=ctype))
                continue
            card[out] = _number(elements[key], key)

    for key, out in m.texts.items():
        text = elements.get(key)
        if isinstance(text, str) and text != "":
            card[out] = text

    rulings = []
    for ruling in record.get(fields["rulings"]) or []:
        if not isinstance(ruling, dict):
            continue
        item = {out: str(ruling.get(key) or "") for key, out in m.rulings["fields"].items()}
        date = str(ruling.get(m.rulings["date"]["field"]) or "")[:10]
        if _DATE.match(date):
            item[m.rulings["date"]["to"]] = date
        rulings.append(item)
    if rulings:
        card["rulings"] = rulings

    for key, out in m.flags.items():
        if record.get(key) is True:
            card[out] = True
    return {k: card[k] for k in m.key_order if k in card}, set_code, spec


def convert_record(record, notes: list[str] | None = None, mapping: Mapping | None = None) -> tuple[dict, str]:
    """One official record -> (card mapping in the cards_dsl format, set code).

    Remarks that do not prevent the conversion are appended to ``notes``.

    Raises ``_Skip`` with the reason when the record cannot be converted.
    Optional numbers that are missing (hero limits) are left out; ``import_set`` fills them.
    """
    card, set_code, _spec = _convert(record, mapping or load_mapping(), notes)
    return card, set_code


def _file_key(card: dict, m: Mapping) -> str:
    if card.get("token"):
        return m.output["token_file"]
    return card["faction"].lower() if "faction" in card else m.output["neutral_file"]


def _fill_missing_numbers(converted: list[tuple[dict, dict]], m: Mapping, report: ImportReport) -> None:
    """Optional numbers left out: from the same version's twin print, else the default, with a note."""
    by_ref = {card["ref"]: card for card, _ in converted}
    for group_name, group in m.groups.items():
        fill = group.get("fill")
        if fill is None:
            continue
        twins, default = fill["twins"], fill["default"]
        targets = list(dict.fromkeys(twins.values()))
        target_text = " or ".join(f"{m.separator}{t}{m.separator}" for t in targets)
        owners = [card for card, spec in converted if group_name in spec["numbers"]]
        copied = 0
        for card in owners:
            for _key, out in group["fields"].items():
                if out in card:
                    continue
                sources = [by_ref.get(t) for t in m.twin_refs(card["ref"], twins)]
                sources += [c for c in owners if c["version"] == card["version"] and m.product(c["ref"]) in targets]
                value = next((s[out] for s in sources if s is not None and out in s), None)
                if value is None:
                    card[out] = default
                    report.notes.append(f"{card['ref']} ({card['name']}): no {out.replace('_', ' ')} in the data "
                                        f"and no {target_text} record has one; using {default}")
                else:
                    card[out] = value
                    copied += 1
            # keep the key order stable after filling
            ordered = {k: card[k] for k in m.key_order if k in card}
            card.clear()
            card.update(ordered)
        if copied:
            report.notes.append(fill["note"].format(count=copied))
        for card in owners:
            for ref in m.twin_refs(card["ref"], twins):
                twin = by_ref.get(ref)
                for key in fill.get("compare", ()):
                    if twin is not None and twin.get(key) != card.get(key):
                        report.notes.append(f"{card['ref']} ({card['name']}): {key} differs from {twin['ref']}")


# --------------------------------------------------------------------------- YAML writing

_PLAIN = re.compile(r"^[A-Za-z][A-Za-z0-9_ &'!,.\-]*[A-Za-z0-9_.!']$|^[A-Za-z]$")
_RESERVED = {"true", "false", "null", "yes", "no", "on", "off", "y", "n", "~"}
_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r", "\xa0": "\\_",
            "\x85": "\\N", "\u2028": "\\L", "\u2029": "\\P", "\ufeff": "\\uFEFF"}


def _quote(text: str) -> str:
    out = []
    for ch in text:
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif ord(ch) < 0x20 or 0x7F <= ord(ch) < 0xA0:
            out.append(f"\\x{ord(ch):02X}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def _scalar(value, flow: bool = False) -> str:
    """A YAML scalar that reads back as ``value``; ``flow``: inside [..] or {..}, where commas end a value."""
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, int):
        return str(value)
    text = str(value)
    if _PLAIN.match(text) and text.lower() not in _RESERVED and "  " not in text and not (flow and "," in text):
        return text
    return _quote(text)


def dump_cardset(set_info: dict, cards: list[dict], schema_ref: str, header: str = "") -> str:
    """The text of a card-set file, in the layout of the hand-written examples."""
    lines = [f"# yaml-language-server: $schema={schema_ref}"]
    if header:
        lines += [f"# {h}" if h else "#" for h in header.splitlines()]
    inner = ", ".join(f"{k}: {_scalar(v, flow=True)}" for k, v in set_info.items())
    lines.append(f"set: {{{inner}}}")
    lines.append("cards:")
    for card in cards:
        first = True
        for key, value in card.items():
            lead = "  - " if first else "    "
            first = False
            if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
                lines.append(f"{lead}{key}:")  # a list of mappings, one item per block
                for item in value:
                    sub_first = True
                    for rk, rv in item.items():
                        lines.append(f"{'      - ' if sub_first else '        '}{rk}: {_scalar(rv)}")
                        sub_first = False
            elif isinstance(value, list):
                lines.append(f"{lead}{key}: [{', '.join(_scalar(v, flow=True) for v in value)}]")
            else:
                lines.append(f"{lead}{key}: {_scalar(value)}")
        lines.append("")
    return "\n".join(lines).rstrip("\n") + "\n"


def _plain(value):
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


# --------------------------------------------------------------------------- entry point

def _natural(text: str) -> tuple:
    """'TST-9-C' before 'TST-10-C': the numbers of a code compared as numbers (padded or not)."""
    return tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in re.split(r"(\d+)", text) if p)


def _sort_key(m: Mapping):
    unknown = len(m.product_order)
    return lambda card: (_natural(card["version"]), m.product_order.get(m.product(card["ref"]), unknown),
                         card["ref"])


def import_set(json_path, out_dir=None, mapping=None, *, root=None, force=False) -> ImportReport:
    """Convert an official set JSON file into cards_dsl YAML files in ``out_dir`` (default: the folder
    named for the set code, in lower case, in ``root``: ``sets_root()`` unless given).

    ``mapping`` is a mapping file or a loaded ``Mapping`` (default:
    ``cards_dsl/import/official-json.yaml``).  Returns an ``ImportReport``;
    ``report.summary()`` is the text to print.  Raises ``DesignError`` when the
    input file cannot be read at all or the mapping file is wrong, and when ``out_dir`` already holds
    card files (a designer's edits, a bundled set) unless ``force``: nothing is written then.
    """
    m = mapping if isinstance(mapping, Mapping) else load_mapping(mapping)
    json_path = Path(json_path)
    report = ImportReport(source=str(json_path), out_dir=str(out_dir or ""))
    try:
        data = json.loads(yamlio.read_text(json_path))      # binary, non-UTF-8, folder: one clear line
    except OSError as e:
        raise DesignError(f"cannot read file: {e.strerror}", str(json_path)) from None
    except json.JSONDecodeError as e:
        raise DesignError(f"not valid JSON: {e.msg}", str(json_path), e.lineno, e.colno) from None
    except RecursionError:
        raise DesignError("nested too deeply to be a list of card records", str(json_path), 1, 1) from None
    except ValueError as e:                 # a number of thousands of digits (Python reads 4,300)
        raise DesignError(f"not valid JSON: {e}".split(";")[0], str(json_path)) from None
    page_list = m.record["page_list"]
    if isinstance(data, dict) and isinstance(data.get(page_list), list):
        data = data[page_list]  # a raw API page
    if not isinstance(data, list):
        raise DesignError("expected a JSON list of card records", str(json_path), 1, 1)
    report.records = len(data)

    read: list[tuple[str, dict, str, dict]] = []        # (label, card, set code, card-type entry)
    set_names: dict[str, str | None] = {}               # set code -> the set's name in its first record
    set_field, set_name_field = m.record["set"], m.record["set_name"]
    for index, record in enumerate(data):
        label = f"#{index} {_ref_of(record, m)}"
        try:
            card, code, spec = _convert(record, m, report.notes)
        except _Skip as why:
            report.skipped.append((label, str(why)))
            continue
        read.append((label, card, code, spec))
        if code not in set_names and isinstance(record.get(set_field), dict):
            set_names[code] = record[set_field].get(set_name_field) or None

    # one folder is one set (2.2.6.b): the set of most records; the others are named and left out
    set_codes: dict[str, int] = {}
    for _label, _card, code, _spec in read:
        set_codes[code] = set_codes.get(code, 0) + 1
    if set_codes:
        report.set_code = max(set_codes, key=lambda c: set_codes[c])     # the first seen of a tie
        report.set_name = set_names.get(report.set_code)
    if len(set_codes) > 1:
        counts = ", ".join(f"{c} ({n})" for c, n in sorted(set_codes.items(), key=lambda x: (-x[1], x[0])))
        report.notes.append(f"several set codes in one file: {counts}; set {report.set_code} written, "
                            f"the records of the others skipped")
    converted: list[tuple[dict, dict]] = []
    seen: dict[str, str] = {}
    for label, card, code, spec in read:
        if code != report.set_code:
            report.skipped.append((label, f"set code {code} ({card['version']}), but the file is set "
                                          f"{report.set_code} ({set_codes[report.set_code]} of {len(read)} records)"))
            continue
        if card["ref"] in seen:
            report.skipped.append((label, f"duplicate reference (first at {seen[card['ref']].split()[0]})"))
            continue
        seen[card["ref"]] = label
        converted.append((card, spec))
    _fill_missing_numbers(converted, m, report)

    groups: dict[str, list[dict]] = {}
    for card in sorted((card for card, _ in converted), key=_sort_key(m)):
        groups.setdefault(_file_key(card, m), []).append(card)

    if out_dir is None:
        out_dir = Path(root or sets_root()) / (report.set_code or "imported").lower()
    out_dir = Path(out_dir)
    report.out_dir = str(out_dir)
    if out_dir.exists() and not out_dir.is_dir():
        raise DesignError("is a file; --out names the folder to write the card files in", str(out_dir))
    out_dir.mkdir(parents=True, exist_ok=True)
    schema_ref = os.path.relpath(SCHEMA_DIR / SCHEMA_NAME, out_dir.resolve()).replace(os.sep, "/")
    set_info = {"code": report.set_code or "XXX"}
    if report.set_name:
        set_info["name"] = report.set_name
    order = m.file_order()
    written = []                                        # every file checked before the first is written
    for key in sorted(groups, key=lambda k: (order.index(k) if k in order else len(order), k)):
        path = out_dir / f"{key}.yaml"
        text = dump_cardset(set_info, groups[key], schema_ref,
                            header=f"Generated by `altered import-set` from {json_path.name}.")
        # the file must read back exactly as intended and satisfy the schema
        doc = yamlio.load_text(text, str(path))
        errors = _schema.schema_errors(doc, SCHEMA_NAME, str(path))
        # a [[status]] or {symbol} not declared yet is a new word of the set: `import-set` lists it
        # with the YAML that declares it, so the file is written all the same
        new_words = markup_errors(errors)
        raise_all([e for e in errors if e not in new_words])
        report.notes.extend(f"{e.file}:{e.line}: {e.message.split(', got ', 1)[0]}" for e in new_words[:1])
        if _plain(doc) != {"set": set_info, "cards": groups[key]}:  # pragma: no cover - writer bug
            raise DesignError("internal error: the generated YAML does not read back identically", str(path))
        written.append((path, text))
        report.files[str(path)] = len(groups[key])
    if not force:
        _refuse_replacing(out_dir, written)
    for path, text in written:
        _write_atomic(path, text)
    return report


def _refuse_replacing(out_dir: Path, written: list) -> None:
    """Nothing is lost: a card file the import would replace must hold what it would write (an earlier
    import of the same records, read again after adding words); one that differs (a designer's edits,
    a bundled set, another set) is refused, and nothing is written, unless --force."""
    differ = [path.name for path, text in written if path.exists()
              and (not path.is_file() or path.read_bytes() != text.encode("utf-8"))]
    if differ:
        many = len(differ) > 1
        raise DesignError(f"already holds {len(differ)} card file{'s' * many} the import would change "
                          f"(e.g. {differ[0]}: edited, or another set's); give another --out folder, "
                          f"or --force to replace {'them' if many else 'it'}", str(out_dir))


def _write_atomic(path: Path, text: str) -> None:
    """Write a file whole or not at all: a temporary file beside it, renamed over it."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, path)
    except OSError as e:
        tmp.unlink(missing_ok=True)
        raise DesignError(f"cannot write this file: {e.strerror}", str(path)) from None
