"""Deck lists and the deck-building formats that judge them.

A deck file (``cards_dsl/decks/*.yaml``, schema ``deck.schema.json``)::

    name: Axiom starter
    format: constructed
    hero: Sierra & Oddball
    cards:
      - {count: 3, card: BTG-005-C}

A format (``rules_yaml/formats/NAME.yaml``, schema ``format.schema.json``)
holds every limit as data: this checker knows no faction, type or number of
its own.  Each violation is a ``DesignError`` pointing at the deck line that
breaks the rule, with the rule number.
"""
from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from pathlib import Path

from .. import schema as _schema
from .. import yamlio
from ..errors import DesignError
from ..paths import RULES_DIR
from .catalog import Catalog, load_catalog
from .model import CardDef

DECK_SCHEMA = "deck.schema.json"
FORMAT_SCHEMA = "format.schema.json"
FORMATS_DIR = RULES_DIR / "formats"


# ---------------------------------------------------------------------- formats

@dataclass
class Format:
    """A deck-building format read from rules_yaml/formats/."""
    name: str
    rule: str
    data: dict
    file: str

    def __getitem__(self, key):
        return self.data[key]

    def get(self, key, default=None):
        return self.data.get(key, default)


def available_formats() -> list[str]:
    return sorted(p.stem for p in FORMATS_DIR.glob("*.yaml"))


def load_format(name_or_path, file: str | None = None, line: int | None = None,
                column: int | None = None) -> Format:
    """A format by name (``constructed``) or by path; unknown names suggest the closest ones.

    ``file``/``line``/``column`` locate the reference to the format, for the error message.
    """
    path = Path(name_or_path)
    if path.suffix not in (".yaml", ".yml"):
        path = FORMATS_DIR / f"{name_or_path}.yaml"
        if not path.is_file():
            names = available_formats()
            close = difflib.get_close_matches(str(name_or_path), names, n=3, cutoff=0.5)
            hint = f"; did you mean {', '.join(close)}?" if close else f"; known formats: {', '.join(names)}"
            raise DesignError(f"unknown format {str(name_or_path)!r}{hint}", file, line, column)
    doc = yamlio.load_file(path)
    _schema.validate(doc, FORMAT_SCHEMA, str(path))
    if doc["name"] != path.stem:
        line_, col_ = yamlio.position_of(doc, ["name"])
        raise DesignError(f"format name {doc['name']!r} does not match the file name {path.stem!r}",
                          str(path), line_, col_)
    hero = doc["hero"]
    if hero["min"] > hero["max"]:
        line_, col_ = yamlio.position_of(doc, ["hero", "min"])
        raise DesignError("hero min is greater than hero max", str(path), line_, col_)
    return Format(name=doc["name"], rule=doc["rule"], data=doc, file=str(path))


def matches(card: CardDef, where: dict) -> bool:
    """Does a card have every characteristic a ``where`` mapping asks for?"""
    for key, wanted in where.items():
        options = wanted if isinstance(wanted, list) else [wanted]
        if key == "subtypes":
            if not set(options).intersection(card.subtypes):
                return False
        elif getattr(card, key) not in options:
            return False
    return True


# ---------------------------------------------------------------------- decks

@dataclass
class DeckEntry:
    """One line of a deck list."""
    card: CardDef
    count: int
    line: int | None = None
    column: int | None = None


@dataclass
class DeckList:
    """A player's deck as listed in a deck file: the hero slot and the other cards (1.1.3.b).

    Not the Deck zone: the list is what the player brings, the game puts its cards in zones.
    """
    name: str
    format: str
    hero: CardDef | None
    cards: list[CardDef]                       # every copy, in file order
    entries: list[DeckEntry] = field(default_factory=list)
    file: str | None = None
    hero_pos: tuple = (None, None)
    cards_pos: tuple = (None, None)            # where the card list starts

    def __len__(self) -> int:
        return len(self.cards)


def load_deck(path, catalog: Catalog | None = None, check: bool = True) -> DeckList:
    """Read a deck file, resolve its cards in the catalog and (by default) check it against its format."""
    path = Path(path)
    name = str(path)
    if catalog is None:
        catalog = load_catalog()
    doc = yamlio.load_file(path)
    _schema.validate(doc, DECK_SCHEMA, name)

    hero, hero_pos = None, yamlio.position_of(doc, ["hero"]) if "hero" in doc else doc.pos
    if doc.get("hero") is not None:
        hero = catalog.find(doc["hero"], name, *hero_pos)

    entries, cards = [], []
    for i, item in enumerate(doc["cards"]):
        if isinstance(item, str):
            key, count = item, 1
            line, col = doc["cards"].item_pos[i]
        else:
            key, count = item["card"], item["count"]
            line, col = yamlio.position_of(doc, ["cards", i, "card"])
        card = catalog.find(key, name, line, col)
        entries.append(DeckEntry(card, count, line, col))
        cards.extend([card] * count)

    deck = DeckList(name=doc["name"], format=doc["format"], hero=hero, cards=cards, entries=entries, file=name,
                    hero_pos=hero_pos, cards_pos=yamlio.position_of(doc, ["cards"]))
    if check:
        fmt = load_format(doc["format"], name, *yamlio.position_of(doc, ["format"]))
        check_deck(deck, fmt)
    return deck


def _card(card: CardDef) -> str:
    return f"'{card.name}' ({card.version})"


def deck_problems(deck: DeckList, fmt: Format) -> list[DesignError]:
    """Every way the deck breaks the format, in deck order; empty when it is legal."""
    problems: list[DesignError] = []
    kind = f"a {fmt.name} deck"

    def problem(message: str, why: str, rule: str, pos) -> None:
        problems.append(DesignError(f"{message} ({why}, rule {rule})", deck.file, *pos))

    # the hero slot; messages name its card type as the format gives it
    hero_rule = fmt["hero"]
    hero_word = hero_rule["type"]
    if deck.hero is None:
        if hero_rule["min"] > 0:
            need = "exactly" if hero_rule["min"] == hero_rule["max"] else "at least"
            problem(f"no {hero_word}", f"{kind} must include {need} {hero_rule['min']} {hero_word}",
                    hero_rule["rule"], deck.hero_pos)
    elif hero_rule["max"] == 0:
        problem(f"{hero_word} {_card(deck.hero)}", f"{kind} has no {hero_word}", hero_rule["rule"], deck.hero_pos)
    elif deck.hero.type != hero_rule["type"] or deck.hero.token:
        what = "a token" if deck.hero.token else f"a {deck.hero.type}"
        problem(f"the hero slot holds {_card(deck.hero)}, which is {what}",
                f"the hero slot takes a {hero_rule['type']}", hero_rule["rule"], deck.hero_pos)

    free = [e["where"] for e in fmt.get("any_number_of", [])]
    excluded = fmt.get("excluded", [])
    same_faction = fmt.get("same_faction_as_hero")
    max_factions = fmt.get("max_factions")
    copies = fmt.get("copies_per_name")
    limits = fmt.get("limits", [])
    hero_ok = deck.hero is not None and deck.hero.type == hero_rule["type"] and not deck.hero.token
    hero_faction = deck.hero.faction if hero_ok else None
    factions: list[str] = []
    count_hero = bool(max_factions and max_factions.get("count_hero", True) and hero_faction)
    if count_hero:
        factions.append(hero_faction)

    # the cards the counting rules apply to, with the totals reported when a limit is crossed
    counted = [e for e in deck.entries
               if not any(matches(e.card, x["where"]) for x in excluded)
               and not any(matches(e.card, w) for w in free)]
    name_total: dict[str, int] = {}
    limit_total = [0] * len(limits)
    for e in counted:
        name_total[e.card.name] = name_total.get(e.card.name, 0) + e.count
        for i, limit in enumerate(limits):
            if matches(e.card, limit["where"]):
                limit_total[i] += e.count
    name_seen: dict[str, int] = {}
    limit_seen = [0] * len(limits)
    counted_ids = {id(e) for e in counted}

    for entry in deck.entries:
        card, pos = entry.card, (entry.line, entry.column)
        rule_out = next((x for x in excluded if matches(card, x["where"])), None)
        if rule_out is not None:
            problem(f"{_card(card)} {rule_out['reason']}", "it cannot be a deck card", rule_out["rule"], pos)
            continue
        if same_faction and hero_faction and card.faction != hero_faction:
            problem(f"{_card(card)} is {card.faction or 'neutral'} but the {hero_word} {deck.hero.name} "
                    f"is {hero_faction}", f"{kind} can only include cards of its {hero_word}'s faction",
                    same_faction["rule"], pos)
        if max_factions and card.faction and card.faction not in factions:
            factions.append(card.faction)
            if len(factions) == max_factions["max"] + 1:
                problem(f"{_card(card)} brings a faction too many: {', '.join(factions)}"
                        + (f" counting the {hero_word}'s" if count_hero else ""),
                        f"at most {max_factions['max']} factions", max_factions["rule"], pos)
        if id(entry) not in counted_ids:
            continue
        if copies:
            before = name_seen.get(card.name, 0)
            name_seen[card.name] = before + entry.count
            if before <= copies["max"] < before + entry.count:
                problem(f"{name_total[card.name]} copies of '{card.name}'",
                        f"at most {copies['max']} with the same name", copies["rule"], pos)
        for i, limit in enumerate(limits):
            if matches(card, limit["where"]):
                before = limit_seen[i]
                limit_seen[i] = before + entry.count
                if before <= limit["max"] < before + entry.count:
                    problem(f"{limit_total[i]} {limit['label']} cards; the limit is passed at {_card(card)}",
                            f"at most {limit['max']} {limit['label']} cards", limit["rule"], pos)

    size_rule, size = fmt["deck_size"], len(deck.cards)
    if "min" in size_rule and size < size_rule["min"]:
        problem(f"{size} cards besides the {hero_word}", f"{kind} must include at least {size_rule['min']}",
                size_rule["rule"], deck.cards_pos)
    if "max" in size_rule and size > size_rule["max"]:
        problem(f"{size} cards besides the {hero_word}", f"{kind} can include at most {size_rule['max']}",
                size_rule["rule"], deck.cards_pos)
    return problems


def check_deck(deck: DeckList, fmt: Format | str | None = None) -> None:
    """Raise the first violation as a DesignError (the others are listed in its context)."""
    if fmt is None or isinstance(fmt, str):
        fmt = load_format(fmt or deck.format)
    problems = deck_problems(deck, fmt)
    if problems:
        first = problems[0]
        if len(problems) > 1:
            first.context = "\n".join(f"also: {p}" for p in problems[1:])
        raise first
