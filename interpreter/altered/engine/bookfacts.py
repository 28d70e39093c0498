"""What the engine's hot paths read of the rule book, in one native record made once per rule book.

The rule book (rulebook.py) is an interpreted class, and a weak reference's key (the engine keeps tables
per rule book): the compiled build reads each of its fields by name, through Python's generic look-up
(about 2,400 reads a game). The parts read these copies instead, typed fields of a compiled class, which
the compiled build reads in one load (README, "Speed"). Pure Python reads them as before, one attribute
each. Nothing here is a fact of its own: each field is the rule book's, or what one of its fields says
(the rule book is not changed once loaded; the engine's other tables per rule book assume it too), but
``emblems``, a table of what the book made once.
"""
from __future__ import annotations

import weakref
from typing import Any

from ..effects.records import Phase

# rule book -> its BookFacts
_FACTS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


class BookFacts:
    """The fields of a rule book the parts read at every action, typed."""
    __slots__ = ("ability_zones", "support_zone", "support_blocked", "abilities_only_in", "presence_keywords",
                 "precedence", "passive_order", "play", "play_from", "mana", "mana_zone", "mana_status",
                 "mana_unlimited", "phases", "statistics", "stat_names", "limits",
                 "zones", "modifiers", "keyword_modifiers", "keyword_modifiers_any", "move_keywords", "target_keywords",
                 "cant_keywords", "step_modifiers",
                 "action_names", "derived_numbers", "stat_counters", "emblems", "effect_types", "never_on")
    ability_zones: frozenset[str]       # the zones where abilities work (1.2.4.d), for ``in``
    support_zone: str
    support_blocked: tuple
    abilities_only_in: dict[str, frozenset[str]]
    presence_keywords: list
    precedence: dict
    passive_order: Any                  # precedence's ``passives``: how altering passives are ordered, or None
    play: dict
    play_from: dict[str, dict[str, Any]]    # play's ``from``: zone -> how cards are played from it
    mana: dict                          # play's ``mana``
    mana_zone: str                      # its zone, status and ``unlimited``, read at every question
    mana_status: str
    mana_unlimited: bool
    phases: list[Phase]
    statistics: list
    stat_names: frozenset[str]          # the same names, for ``in``
    limits: dict
    zones: dict
    modifiers: list
    keyword_modifiers: dict
    keyword_modifiers_any: bool
    move_keywords: tuple                # the keywords with a modifier of moves (Actions.move asks only about them)
    target_keywords: tuple              # those that make choosing their object as a target cost (7.4.7)
    cant_keywords: dict[str, tuple]     # action -> the keywords with a "can't" of it (Journey._keyword_cants)
    step_modifiers: list
    action_names: frozenset[str]
    derived_numbers: dict
    stat_counters: dict
    # (card ref, card name, text) -> the definition and program of an Emblem-Reaction made of that card's
    # text (runtime.add_reaction): the book's own (made_card, program), found once per rule book
    emblems: dict[tuple[str, str, str], tuple[Any, Any]]
    effect_types: frozenset[str]        # the types of cards that perform an effect, never in play (play.yaml, 5.2.b)
    never_on: dict[str, frozenset]      # a status -> the (type, zone type) of cards that never have it

    def __init__(self, book: Any) -> None:
        self.ability_zones = frozenset(book.ability_zones)
        self.support_zone = book.support_zone
        self.support_blocked = tuple(book.support_blocked)
        self.abilities_only_in = book.abilities_only_in
        self.presence_keywords = book.presence_keywords
        self.precedence = _plain(book.precedence)
        self.passive_order = self.precedence.get("passives")
        self.play = _plain(book.play)
        self.play_from = self.play["from"]
        self.mana = self.play["mana"]
        self.mana_zone = self.mana["zone"]        # (play.schema.json requires both)
        self.mana_status = self.mana["status"]
        self.mana_unlimited = bool(self.mana.get("unlimited"))
        self.phases = book.phases
        self.statistics = book.statistics
        self.stat_names = frozenset(book.statistics)
        self.limits = _plain(book.limits)
        self.zones = book.zones
        self.modifiers = book.modifiers
        self.keyword_modifiers = book.keyword_modifiers
        self.keyword_modifiers_any = bool(book.keyword_modifiers_any)
        self.move_keywords = tuple(k for k, mods in book.keyword_modifiers.items()
                                   if any(m.action == "move" for m in mods))
        self.target_keywords = tuple(k for k, m in book.keyword_mechanics.items() if m.get("target_cost") is not None)
        self.cant_keywords = {}
        for k, cants in book.keyword_cants.items():
            for c in cants:
                if k not in self.cant_keywords.get(c.action, ()):
                    self.cant_keywords[c.action] = self.cant_keywords.get(c.action, ()) + (k,)
        self.step_modifiers = book.step_modifiers
        self.action_names = frozenset(book.action_names)
        self.derived_numbers = book.derived_numbers
        self.stat_counters = book.stat_counters
        self.emblems = {}
        self.effect_types = frozenset(book.spell_like_types)
        self.never_on = book.never_on


def _plain(value: Any) -> Any:
    """The same mappings and lists as Python's own dict and list: those read from YAML are subclasses
    (yamlio.PosDict, which keeps where each key was written), and ``d[k]`` on a subclass of dict goes
    through its ``__getitem__`` method, several times slower than on a dict (the compiled build's reads
    of these fields at every question)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def facts_of(book: Any) -> BookFacts:
    """The rule book's BookFacts, made once."""
    facts = _FACTS.get(book)
    if facts is None:
        facts = _FACTS[book] = BookFacts(book)
    return facts
