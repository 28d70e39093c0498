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
import re
from dataclasses import dataclass, field
from pathlib import Path

from .. import schema as _schema
from .. import yamlio
from ..errors import DesignError
from ..paths import CARDS_DIR, RULES_DIR
from .catalog import PREFER_WORDS, Catalog, load_catalog, normalize_name
from .model import CardDef

DECK_SCHEMA = "deck.schema.json"
DECKS_DIR = CARDS_DIR / "decks"
# The default pairing of play, simulate and compare: two bundled decks that split about 50/50
# with random agents (measured with `altered simulate`; see the README's formats section).
DEFAULT_DECKS = ("bravos", "muna")
FORMAT_SCHEMA = "format.schema.json"
FORMATS_DIR = RULES_DIR / "formats"
EDITIONS_DIR = RULES_DIR / "editions"          # an edition's own formats: editions/NAME/formats/


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


def _aliases() -> dict[str, Path]:
    """Other names of the bundled formats (``aliases:``) -> their files."""
    out = {}
    for path in sorted(FORMATS_DIR.glob("*.yaml")):
        for alias in yamlio.load_file(path).get("aliases", ()):
            out[alias] = path
    return out


def load_format(name_or_path, file: str | None = None, line: int | None = None,
                column: int | None = None, edition: str | None = None) -> Format:
    """A format by name (``constructed``) or by path; unknown names suggest the closest ones.

    ``file``/``line``/``column`` locate the reference to the format, for the error message.
    ``edition``: a rules edition whose folder has its own version of the format (``editions/5.0/formats/``)
    judges by that one (a later edition changed the deck limits: 1.1.4.b in v5.0).
    """
    path = Path(name_or_path)
    if path.suffix not in (".yaml", ".yml"):
        path = FORMATS_DIR / f"{name_or_path}.yaml"
        if not path.is_file():
            path = _aliases().get(str(name_or_path), path)
        if not path.is_file():
            names = available_formats()
            close = difflib.get_close_matches(str(name_or_path), names, n=3, cutoff=0.5)
            hint = f"; did you mean {', '.join(close)}?" if close else f"; known formats: {', '.join(names)}"
            raise DesignError(f"unknown format {str(name_or_path)!r}{hint}", file, line, column)
        if edition is not None:
            if not (EDITIONS_DIR / str(edition)).is_dir():
                known = sorted(p.name for p in EDITIONS_DIR.iterdir() if p.is_dir())
                close = difflib.get_close_matches(str(edition), known, n=1)
                hint = f"did you mean {close[0]!r}? " if close else ""
                raise DesignError(f"no rules edition {str(edition)!r} ({hint}known: {', '.join(known)})",
                                  str(EDITIONS_DIR / str(edition)))
            own = EDITIONS_DIR / str(edition) / "formats" / path.name
            path = own if own.is_file() else path
    doc = yamlio.load_file(path)
    _schema.validate(doc, FORMAT_SCHEMA, str(path))
    if doc["name"] != path.stem:
        line_, col_ = yamlio.position_of(doc, ["name"])
        raise DesignError(f"format name {doc['name']!r} does not match the file name {path.stem!r}",
                          str(path), line_, col_)
    if "deck_rules" in doc:                 # an event format: another format's deck rules, and a pool
        if doc["deck_rules"] == doc["name"]:
            raise DesignError("a format cannot take its deck rules from itself", str(path),
                              *yamlio.position_of(doc, ["deck_rules"]))
        rules = load_format(doc["deck_rules"], str(path), *yamlio.position_of(doc, ["deck_rules"]), edition=edition)
        return Format(name=doc["name"], rule=doc["rule"], data={**rules.data, "pool": doc["pool"]}, file=str(path))
    hero = doc["hero"]
    if hero["min"] > hero["max"]:
        line_, col_ = yamlio.position_of(doc, ["hero", "min"])
        raise DesignError("hero min is greater than hero max", str(path), line_, col_)
    return Format(name=doc["name"], rule=doc["rule"], data=doc, file=str(path))


def matches(card: CardDef, where: dict) -> bool:
    """Does a card have every characteristic a ``where`` mapping asks for?"""
    for key, wanted in where.items():
        if isinstance(wanted, dict):                           # {pattern: REGEX} on a text field
            if not re.search(wanted["pattern"], str(getattr(card, key) or "")):
                return False
            continue
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
    format_pos: tuple = (None, None)           # where the format is named (YAML decks)

    def __len__(self) -> int:
        return len(self.cards)


def load_deck(path, catalog: Catalog | None = None, check: bool = True, fmt: str | None = None,
              edition: str | None = None) -> DeckList:
    """Read a deck file (YAML or a plain list), resolve its cards and (by default) check it against its format.

    ``fmt`` overrides the format the file names (a plain list names none: it is constructed by default);
    ``edition`` judges by that rules edition's version of the format.
    The first problem is raised as a DesignError; the others are listed in its context.
    """
    deck, problems = read_deck(path, catalog, fmt)
    if check:
        problems += deck_problems(deck, load_format(deck.format, deck.file, *deck.format_pos, edition=edition))
    if problems:
        _raise_all(problems)
    return deck


def bundled_decks() -> list[str]:
    """The short names of the decks under cards_dsl/decks/ (e.g. muna)."""
    return sorted(p.stem for p in DECKS_DIR.glob("*.yaml"))


def deck_path(name_or_path) -> Path:
    """A deck file, or the short name of a bundled deck (``muna`` -> cards_dsl/decks/muna.yaml)."""
    path = Path(name_or_path)
    if path.exists() or path.suffix or len(path.parts) > 1:
        return path
    bundled = DECKS_DIR / f"{name_or_path}.yaml"
    if bundled.is_file():
        return bundled
    close = difflib.get_close_matches(str(name_or_path), bundled_decks(), n=3, cutoff=0.5)
    hint = f"did you mean {', '.join(close)}?" if close else f"bundled decks: {', '.join(bundled_decks())}"
    raise DesignError(f"no deck file or bundled deck {str(name_or_path)!r}; {hint}", str(name_or_path))


def read_deck(path, catalog: Catalog | None = None, fmt: str | None = None) -> tuple[DeckList, list[DesignError]]:
    """A deck file -> (the deck, every card that could not be read); lines that fail are left out of the deck.

    A file whose first card line starts with a number (``3 BTG-004-C``) is a plain list; anything else is YAML.
    """
    path = deck_path(path)
    if catalog is None:
        catalog = load_catalog()
    text = yamlio.read_text(path)
    if is_plain_list(text):
        declared, at = (None, (None, None)) if fmt else _declared_format(text)
        deck, problems = _read_plain(text, str(path), catalog, fmt or declared or DEFAULT_PLAIN_FORMAT, at)
        return deck, problems
    return _read_yaml(path, catalog, fmt)


def _raise_all(problems: list[DesignError]) -> None:
    first = problems[0]
    if len(problems) > 1:
        first.context = "\n".join(f"also: {p}" for p in problems[1:])
    raise first


def _read_yaml(path: Path, catalog: Catalog, fmt: str | None) -> tuple[DeckList, list[DesignError]]:
    name = str(path)
    doc = yamlio.load_file(path)
    _schema.validate(doc, DECK_SCHEMA, name)
    problems: list[DesignError] = []

    hero, hero_pos = None, yamlio.position_of(doc, ["hero"]) if "hero" in doc else doc.pos
    if doc.get("hero") is not None:
        try:
            hero = catalog.find(doc["hero"], name, *hero_pos)
        except DesignError as e:
            problems.append(e)

    entries, cards = [], []
    for i, item in enumerate(doc["cards"]):
        if isinstance(item, str):
            key, count = item, 1
            line, col = doc["cards"].item_pos[i]
        else:
            key, count = item["card"], item["count"]
            line, col = yamlio.position_of(doc, ["cards", i, "card"])
        try:
            card = catalog.find(key, name, line, col)
            _check_count(count, len(cards), name, *yamlio.position_of(doc, ["cards", i, "count"]))
        except DesignError as e:
            problems.append(e)
            continue
        entries.append(DeckEntry(card, count, line, col))
        cards.extend([card] * count)

    deck = DeckList(name=doc["name"], format=fmt or doc["format"], hero=hero, cards=cards, entries=entries,
                    file=name, hero_pos=hero_pos, cards_pos=yamlio.position_of(doc, ["cards"]),
                    format_pos=(None, None) if fmt else yamlio.position_of(doc, ["format"]))
    return deck, problems


# ------------------------------------------------------------- plain lists

# The format of a plain list, which does not name one: the 1v1 format players share lists for.
DEFAULT_PLAIN_FORMAT = "constructed"
_PLAIN_LINE = re.compile(r"^(\d+)\s*[xX]?\s+(\S.*)$")
_PREFER = re.compile(r"^prefer\s*:\s*(.*)$", re.I)
_FORMAT = re.compile(r"^format\s*:\s*(\S+)$", re.I)       # `format: sealed`: the format the list is for


# Cards one deck list may hold: far more than any format allows (its own rules then say what is wrong),
# few enough that a mistyped count (10^9) is told at once instead of filling the memory.
MAX_DECK_CARDS = 1000


def _check_count(count: int, held: int, file, line, column) -> None:
    if held + count > MAX_DECK_CARDS:
        shown = f"{count:,}" if count < 10 ** 12 else "more than 10^12"
        raise DesignError(f"{shown} copies of a card: a deck list holds at most {MAX_DECK_CARDS:,} cards in all",
                          file, line, column)


def is_plain_list(text: str) -> bool:
    """Is this the ``N CARD`` form deck builders export (rather than a YAML deck)?"""
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if line and not _PREFER.match(line) and not _FORMAT.match(line):
            return bool(_PLAIN_LINE.match(line))
    return False


def _declared_format(text: str) -> tuple[str | None, tuple]:
    """The format a plain list's ``format: NAME`` line names (before its cards), and where."""
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0]
        m = _FORMAT.match(line.strip())
        if m:
            return m.group(1), (number, line.index(m.group(1)) + 1)
        if line.strip() and not _PREFER.match(line.strip()):
            break
    return None, (None, None)


def _read_plain(text: str, file: str, catalog: Catalog, fmt_name: str,
                format_pos: tuple = (None, None)) -> tuple[DeckList, list[DesignError]]:
    """``3 ALT_CORE_B_AX_04_C``, ``3 BTG-004-C`` or ``3 Foundry Mechanic`` per line, perhaps followed by the
    set's name or code; ``#`` starts a comment, a comment on the first line names the deck, and a
    ``format: NAME`` line before the cards says the format (``format_pos``: where).  The first card of the
    format's hero type is the hero."""
    hero_type = load_format(fmt_name, file, *format_pos)["hero"]["type"]
    set_words = {normalize_name(w) for code, title in catalog.sets.items() for w in (code, title)}
    problems: list[DesignError] = []
    hero, hero_pos, entries, cards = None, (1, 1), [], []
    prefer: tuple = ()                   # `prefer: common`: which version a name means, for the lines after it
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].rstrip()
        if not line.strip():
            continue
        col = len(line) - len(line.lstrip()) + 1
        if _FORMAT.match(line.strip()):
            continue                     # read before the cards (_declared_format)
        wanted = _PREFER.match(line.strip())
        if wanted:
            prefer = tuple(w.strip() for w in wanted.group(1).split(",") if w.strip())
            problems += _unknown_preferences(prefer, catalog, file, number, col)
            continue
        m = _PLAIN_LINE.match(line.strip())
        if m is None:
            problems.append(DesignError(f"expected 'COUNT CARD' (e.g. '3 BTG-004-C'), got {line.strip()!r}",
                                        file, number, col))
            continue
        digits, rest = m.group(1), m.group(2)
        count = int(digits) if len(digits) <= 12 else 10 ** 12     # (refused below, whatever its length)
        card_col = col + m.start(2)
        try:
            card = _plain_card(rest, catalog, set_words, file, number, card_col, prefer)
            _check_count(count, len(cards), file, number, col)
        except DesignError as e:
            problems.append(e)
            continue
        if count == 0:
            continue
        if hero is None and card.type == hero_type and not card.token and count == 1:
            hero, hero_pos = card, (number, card_col)
            continue
        entries.append(DeckEntry(card, count, number, card_col))
        cards.extend([card] * count)
    cards_pos = (entries[0].line, entries[0].column) if entries else (1, 1)
    first = text.lstrip("\ufeff").split("\n", 1)[0].strip()
    name = first.lstrip("#").strip() if first.startswith("#") else ""   # a first-line comment names the deck
    if yamlio.HIDDEN.search(name):
        problems.append(DesignError("an invisible or control character in the deck's name (the first line's "
                                    "comment); delete it", file, 1, 1))
        name = ""
    name = name or Path(file).stem.replace("_", " ").replace("-", " ")
    deck = DeckList(name=name, format=fmt_name, hero=hero, cards=cards, entries=entries, file=file,
                    hero_pos=hero_pos, cards_pos=cards_pos, format_pos=format_pos)
    return deck, problems


def _unknown_preferences(words: tuple, catalog: Catalog, file: str, line: int, col: int) -> list[DesignError]:
    known = {normalize_name(x): x for c in catalog for x in (c.rarity, c.faction, c.version.split("-")[0]) if x}
    known.update((w, w) for w in PREFER_WORDS)
    return [DesignError(f"'prefer: {w}': no version is {w!r} (a rarity, a faction, a set code, in-faction or "
                        f"out-of-faction: {', '.join(sorted(known.values()))})", file, line, col)
            for w in words if normalize_name(w) not in known]


def _plain_card(rest: str, catalog: Catalog, set_words: set, file: str, line: int, col: int,
                prefer: tuple = ()) -> CardDef:
    """The card a plain-list line names: a reference, a version code or a name, perhaps followed by a
    set's name or code (the longest reading wins)."""
    words = rest.split()
    key = rest
    for n in range(len(words), 0, -1):
        head, tail = " ".join(words[:n]), " ".join(words[n:]).strip("()[] ")
        if tail and normalize_name(tail) not in set_words:
            continue
        if catalog.named(head) or catalog.get(head) is not None:
            return catalog.find(head, file, line, col, prefer)  # an ambiguous name says which versions
        key = head if key is rest else key                      # the text without its set name
    return catalog.find(key, file, line, col, prefer)           # unknown: with a did-you-mean


def export_plain(deck: DeckList) -> str:
    """The deck as the ``N REFERENCE`` lines deck builders share: its name, its format, the hero first and
    marked, each line's card named in a comment (``read_deck`` reads it back as it was)."""
    lines = [f"# {deck.name}"] + ([f"format: {deck.format}"] if deck.format else [])
    counts: dict[str, list] = {}
    for e in deck.entries:
        counts.setdefault(e.card.ref, [0, e.card])[0] += e.count
    rows = ([(f"1 {deck.hero.ref}", f"{deck.hero.type}: {deck.hero.name} ({deck.hero.version})")] if deck.hero else []) \
        + [(f"{n} {ref}", f"{card.name} ({card.version})") for ref, (n, card) in counts.items()]
    width = max((len(r) for r, _ in rows), default=0)
    lines += [f"{row:<{width}}  # {name}" for row, name in rows]
    return "\n".join(lines) + "\n"


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
    besides = f"besides the {hero_word}"
    if size_rule.get("counts_hero"):              # "between 40 and 60 cards, including the Hero" (v5.0 1.1.4.b)
        size += deck.hero is not None
        besides = f"counting the {hero_word}" if deck.hero is not None else f"and no {hero_word}"
    if "min" in size_rule and size < size_rule["min"]:
        problem(f"{size} cards {besides}", f"{kind} must include at least {size_rule['min']}",
                size_rule["rule"], deck.cards_pos)
    if "max" in size_rule and size > size_rule["max"]:
        problem(f"{size} cards {besides}", f"{kind} can include at most {size_rule['max']}",
                size_rule["rule"], deck.cards_pos)
    return problems


def check_deck(deck: DeckList, fmt: Format | str | None = None) -> None:
    """Raise the first violation as a DesignError (the others are listed in its context)."""
    if fmt is None or isinstance(fmt, str):
        fmt = load_format(fmt or deck.format)
    problems = deck_problems(deck, fmt)
    if problems:
        _raise_all(problems)


def played_cards(catalog: Catalog, decks, files=()) -> list[CardDef]:
    """The cards a game or a study plays: those of the decks, and every card of these card files or
    folders (a designer's own cards, played or not)."""
    own = [Path(f).resolve() for f in files]
    cards = [c for d in decks for c in ([d.hero] if d.hero else []) + list(d.cards)]
    cards += [c for c in catalog if c.file and any(Path(c.file).resolve() == p or p in Path(c.file).resolve().parents
                                                   for p in own)]
    return cards
