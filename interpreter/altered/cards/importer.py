"""Convert a card set in the official Altered API JSON into ``cards_dsl`` YAML files.

The input is what api.altered.gg returns for a set (e.g. ``CORE_EN.json``): a
list of card records with ``reference``, ``name``, ``cardType``,
``cardSubTypes``, ``mainFaction``, ``rarity``, ``collectorNumber``,
``elements`` and ``cardRulings``.  The output is one file per faction
(``axiom.yaml`` ... ``yzmir.yaml``), ``neutral.yaml`` for cards without a
faction and ``tokens.yaml`` for tokens (which have no faction, 2.2.9.d), each
validated by ``rules_yaml/schema/cardset.schema.json``.

Conversion choices (all from the comprehensive rules):

* version = collector number without its language suffix (2.2.6.a);
* rarity comes from the version letter: C common, R and F (faction-shifted)
  rare, U unique; heroes, tokens and the Mana Orb card have none (2.2.5.b-c);
* tokens are Characters with ``token: true`` (2.2.1.d) and no faction (2.2.9.d);
* ``TOKEN_MANA`` (Mana Convergence) has the type Mana Orb;
* a Permanent's zone type comes from the ``LANDMARK`` pseudo sub-type or the
  ``LANDMARK_PERMANENT`` card type (2.2.3), the pseudo sub-type is dropped;
* statistics are kept on Characters only; heroes keep their reserve and
  landmark limits (2.2.12-13) but no costs (a Hero is never played);
* ``#…#`` around a cost or statistic (a value that differs from the common
  version) is removed; in texts the markers are kept verbatim.
"""
from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import DesignError
from ..paths import SCHEMA_DIR
from .. import yamlio
from .. import schema as _schema

SCHEMA_NAME = "cardset.schema.json"

FACTIONS = {"AX": "Axiom", "BR": "Bravos", "LY": "Lyra", "MU": "Muna", "OR": "Ordis", "YZ": "Yzmir"}
NEUTRAL_CODES = {"NE", ""}

# official card type -> (type, token?, zone type given by the card type)
CARD_TYPES = {
    "CHARACTER": ("Character", False, None),
    "SPELL": ("Spell", False, None),
    "PERMANENT": ("Permanent", False, None),
    "LANDMARK_PERMANENT": ("Permanent", False, "Landmark"),
    "EXPEDITION_PERMANENT": ("Permanent", False, "Expedition"),
    "HERO": ("Hero", False, None),
    "TOKEN": ("Character", True, None),
    "TOKEN_MANA": ("Mana Orb", False, None),
}
# pseudo sub-types that are really zone types (2.2.3)
ZONE_SUBTYPES = {"LANDMARK": "Landmark", "EXPEDITION": "Expedition"}
# version letter -> rarity (2.2.5.b, 2.2.6.d); H (hero) and T (token) have none
RARITY_LETTERS = {"C": "common", "R": "rare", "F": "rare", "U": "unique"}
OFFICIAL_RARITY = {"COMMON": "common", "RARE": "rare", "UNIQUE": "unique"}

COSTS = (("MAIN_COST", "hand_cost"), ("RECALL_COST", "reserve_cost"))
STATS = (("FOREST_POWER", "forest"), ("MOUNTAIN_POWER", "mountain"), ("OCEAN_POWER", "water"))
LIMITS = (("RESERVE", "reserve_limit"), ("PERMANENT", "landmark_limit"))
DEFAULT_LIMIT = 2

# the order of keys in a generated card record
KEY_ORDER = ("ref", "version", "name", "faction", "type", "token", "zone_type", "subtypes", "rarity",
             "hand_cost", "reserve_cost", "forest", "mountain", "water", "reserve_limit", "landmark_limit",
             "text", "support", "rulings", "suspended", "errata", "banned")

_COLLECTOR = re.compile(r"^([A-Z]{3})-(\d{3})-([A-Z])(?:-(\d{1,6}))?(?:-([A-Z]{2}))?$")
_NUMBER = re.compile(r"^#?\s*(\d+)\s*#?$")
_PRODUCT_ORDER = {"B": 0, "P": 1, "A": 2}


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

def _ref_of(record) -> str:
    return str(record.get("reference") or "?") if isinstance(record, dict) else "?"


def _product(ref: str) -> str:
    parts = ref.split("_")
    return parts[2] if len(parts) > 2 else ""


def _number(value, what: str) -> int:
    """'3', '#3#' or 3 -> 3."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    m = _NUMBER.match(str(value).strip()) if value is not None else None
    if not m:
        raise _Skip(f"{what} is {value!r}, not a whole number")
    return int(m.group(1))


def _reference(obj) -> str:
    if isinstance(obj, dict):
        return str(obj.get("reference") or "")
    return str(obj or "")


def _title(code: str) -> str:
    return " ".join(w.capitalize() for w in code.replace("_", " ").split())


def convert_record(record, notes: list[str] | None = None) -> tuple[dict, str]:
    """One official record -> (card mapping in the cards_dsl format, set code).

    Remarks that do not prevent the conversion are appended to ``notes``.

    Raises ``_Skip`` with the reason when the record cannot be converted.
    Hero limits that are missing are left out; ``import_set`` fills them.
    """
    if not isinstance(record, dict):
        raise _Skip("not a JSON object")
    ref = record.get("reference")
    if not isinstance(ref, str) or not ref:
        raise _Skip("no reference")
    name = record.get("name")
    if not isinstance(name, str) or not name.strip():
        raise _Skip("no name")

    collector = record.get("collectorNumber")
    m = _COLLECTOR.match(collector.strip()) if isinstance(collector, str) else None
    if not m:
        raise _Skip(f"collector number {collector!r} is not of the form LLL-NNN-L(-NNNN)(-LANG)")
    set_code, number, letter, unique_no, _lang = m.groups()
    version = f"{set_code}-{number}-{letter}" + (f"-{unique_no}" if unique_no else "")

    type_code = _reference(record.get("cardType"))
    if type_code not in CARD_TYPES:
        raise _Skip(f"unknown card type {type_code or None!r}")
    ctype, token, zone_type = CARD_TYPES[type_code]

    card: dict = {"ref": ref, "version": version, "name": name}

    faction_code = _reference(record.get("mainFaction"))
    if faction_code in FACTIONS:
        if not token:  # tokens have no faction (2.2.9.d)
            card["faction"] = FACTIONS[faction_code]
    elif faction_code not in NEUTRAL_CODES:
        raise _Skip(f"unknown faction {faction_code!r}")

    card["type"] = ctype
    if token:
        card["token"] = True

    subtypes = []
    for sub in record.get("cardSubTypes") or []:
        code = _reference(sub)
        if not code:
            continue
        if code in ZONE_SUBTYPES:
            zone_type = zone_type or ZONE_SUBTYPES[code]
            continue
        subtypes.append(_title(code))
    if ctype == "Permanent":
        if zone_type is None:
            raise _Skip("Permanent without a zone type (no LANDMARK or EXPEDITION sub-type)")
        card["zone_type"] = zone_type
    if subtypes and ctype != "Hero":
        card["subtypes"] = list(dict.fromkeys(subtypes))

    if (ctype == "Character" and not token) or ctype in ("Spell", "Permanent"):
        rarity = RARITY_LETTERS.get(letter)
        if rarity is None:
            raise _Skip(f"version letter {letter!r} is not a rarity (C, R, F or U)")
        official = OFFICIAL_RARITY.get(_reference(record.get("rarity")))
        if official and official != rarity and notes is not None:
            notes.append(f"{ref}: official rarity {official} but version letter {letter}; using {rarity}")
        card["rarity"] = rarity

    elements = record.get("elements") or {}
    if not isinstance(elements, dict):
        raise _Skip("elements is not an object")
    if ctype != "Hero":
        for key, out in COSTS:
            if key not in elements:
                raise _Skip(f"no {key}")
            card[out] = _number(elements[key], key)
    if ctype == "Character":
        for key, out in STATS:
            if key not in elements or str(elements[key]).strip() == "":
                raise _Skip(f"a Character without {key}")
            card[out] = _number(elements[key], key)
    if ctype == "Hero":
        for key, out in LIMITS:
            if str(elements.get(key, "")).strip() != "":
                card[out] = _number(elements[key], key)

    text = elements.get("MAIN_EFFECT")
    if isinstance(text, str) and text != "":
        card["text"] = text
    support = elements.get("ECHO_EFFECT")
    if isinstance(support, str) and support != "":
        card["support"] = support

    rulings = []
    for ruling in record.get("cardRulings") or []:
        if not isinstance(ruling, dict):
            continue
        item = {"question": str(ruling.get("question") or ""), "answer": str(ruling.get("answer") or "")}
        date = str(ruling.get("createdAt") or "")[:10]
        if re.match(r"^\d{4}-\d{2}-\d{2}$", date):
            item["date"] = date
        rulings.append(item)
    if rulings:
        card["rulings"] = rulings

    for key, out in (("isSuspended", "suspended"), ("isErrated", "errata"), ("isBanned", "banned")):
        if record.get(key) is True:
            card[out] = True
    return {k: card[k] for k in KEY_ORDER if k in card}, set_code


def _file_key(card: dict) -> str:
    if card.get("token"):
        return "tokens"
    return card.get("faction", "neutral").lower()


def _fill_hero_limits(cards: list[dict], report: ImportReport) -> None:
    """Missing hero limits: from the same hero's _B_ record, else 2 with a note."""
    by_ref = {c["ref"]: c for c in cards}
    heroes = [c for c in cards if c["type"] == "Hero"]
    copied = 0
    for hero in heroes:
        for _key, out in LIMITS:
            if out in hero:
                continue
            sources = []
            if "_P_" in hero["ref"]:
                sources.append(by_ref.get(hero["ref"].replace("_P_", "_B_")))
            sources += [h for h in heroes if h["version"] == hero["version"] and _product(h["ref"]) == "B"]
            value = next((s[out] for s in sources if s is not None and out in s), None)
            if value is None:
                hero[out] = DEFAULT_LIMIT
                report.notes.append(f"{hero['ref']} ({hero['name']}): no {out.replace('_', ' ')} in the data "
                                    f"and no _B_ record has one; using {DEFAULT_LIMIT}")
            else:
                hero[out] = value
                copied += 1
        # keep the key order stable after filling
        ordered = {k: hero[k] for k in KEY_ORDER if k in hero}
        hero.clear()
        hero.update(ordered)
    if copied:
        report.notes.append(f"{copied} missing hero limits (reserve/landmark) taken from the same hero's _B_ record")
    filled = [h for h in heroes if "_P_" in h["ref"]]
    for hero in filled:
        twin = by_ref.get(hero["ref"].replace("_P_", "_B_"))
        if twin is not None and twin.get("text") != hero.get("text"):
            report.notes.append(f"{hero['ref']} ({hero['name']}): text differs from {twin['ref']}")


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
            if key == "subtypes":
                lines.append(f"{lead}{key}: [{', '.join(_scalar(v, flow=True) for v in value)}]")
            elif key == "rulings":
                lines.append(f"{lead}{key}:")
                for ruling in value:
                    sub_first = True
                    for rk, rv in ruling.items():
                        lines.append(f"{'      - ' if sub_first else '        '}{rk}: {_scalar(rv)}")
                        sub_first = False
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

def _sort_key(card: dict):
    return (card["version"], _PRODUCT_ORDER.get(_product(card["ref"]), 9), card["ref"])


def import_set(json_path, out_dir) -> ImportReport:
    """Convert an official set JSON file into cards_dsl YAML files in ``out_dir``.

    Returns an ``ImportReport``; ``report.summary()`` is the text to print.
    Raises ``DesignError`` when the input file cannot be read at all.
    """
    json_path, out_dir = Path(json_path), Path(out_dir)
    report = ImportReport(source=str(json_path), out_dir=str(out_dir))
    try:
        data = json.loads(json_path.read_text(encoding="utf-8"))
    except OSError as e:
        raise DesignError(f"cannot read file: {e.strerror}", str(json_path)) from None
    except json.JSONDecodeError as e:
        raise DesignError(f"not valid JSON: {e.msg}", str(json_path), e.lineno, e.colno) from None
    if isinstance(data, dict) and isinstance(data.get("hydra:member"), list):
        data = data["hydra:member"]  # a raw API page
    if not isinstance(data, list):
        raise DesignError("expected a JSON list of card records", str(json_path), 1, 1)
    report.records = len(data)

    cards: list[dict] = []
    seen: dict[str, int] = {}
    set_codes: dict[str, int] = {}
    for index, record in enumerate(data):
        label = f"#{index} {_ref_of(record)}"
        try:
            card, code = convert_record(record, report.notes)
        except _Skip as why:
            report.skipped.append((label, str(why)))
            continue
        if card["ref"] in seen:
            report.skipped.append((label, f"duplicate reference (first at #{seen[card['ref']]})"))
            continue
        seen[card["ref"]] = index
        set_codes[code] = set_codes.get(code, 0) + 1
        cards.append(card)
        if report.set_name is None and isinstance(record.get("cardSet"), dict):
            report.set_name = record["cardSet"].get("name") or None

    if set_codes:
        report.set_code = max(set_codes, key=set_codes.get)
        if len(set_codes) > 1:
            report.notes.append("several set codes in one file: "
                                + ", ".join(f"{c} ({n})" for c, n in sorted(set_codes.items())))
    _fill_hero_limits(cards, report)

    groups: dict[str, list[dict]] = {}
    for card in sorted(cards, key=_sort_key):
        groups.setdefault(_file_key(card), []).append(card)

    out_dir.mkdir(parents=True, exist_ok=True)
    schema_ref = os.path.relpath(SCHEMA_DIR / SCHEMA_NAME, out_dir.resolve()).replace(os.sep, "/")
    set_info = {"code": report.set_code or "XXX"}
    if report.set_name:
        set_info["name"] = report.set_name
    order = [f.lower() for f in FACTIONS.values()] + ["neutral", "tokens"]
    for key in sorted(groups, key=lambda k: (order.index(k) if k in order else len(order), k)):
        path = out_dir / f"{key}.yaml"
        text = dump_cardset(set_info, groups[key], schema_ref,
                            header=f"Generated by `altered import-set` from {json_path.name}.")
        # the file must read back exactly as intended and satisfy the schema
        doc = yamlio.load_text(text, str(path))
        _schema.validate(doc, SCHEMA_NAME, str(path))
        if _plain(doc) != {"set": set_info, "cards": groups[key]}:  # pragma: no cover - writer bug
            raise DesignError("internal error: the generated YAML does not read back identically", str(path))
        path.write_text(text, encoding="utf-8")
        report.files[str(path)] = len(groups[key])
    return report
