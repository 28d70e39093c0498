"""The immutable definition of a card version, shared by every game."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class CardDef:
    """One printed card version (2.2.6), as read from ``cards_dsl/``.

    ``base`` holds the numeric characteristics printed on the card, keyed by
    the names declared in ``rules_yaml/characteristics.yaml`` (costs,
    statistics, limits).  ``text`` and ``support_text`` are the printed
    ability texts with the official markup; the card-text language reads them.
    """
    ref: str                      # official reference, e.g. ALT_CORE_B_AX_08_C
    version: str                  # collector code, e.g. BTG-008-C (2.2.6)
    name: str
    faction: str | None           # full faction name, None for neutral (2.2.9.b)
    type: str                     # Character, Spell, Permanent, Hero, ...
    subtypes: tuple[str, ...] = ()
    rarity: str | None = None     # common / rare / exalted / unique; None for heroes and tokens (2.2.5.c)
    zone_type: str | None = None  # for Permanents: the zone they resolve to (2.2.3)
    token: bool = False
    base: dict = field(default_factory=dict)
    text: str = ""
    support_text: str = ""
    rulings: tuple = ()
    file: str | None = None       # where the record was read, for messages
    line: int | None = None
    text_pos: tuple | None = None     # (line, column) where ``text`` starts in the file
    support_pos: tuple | None = None
    # the folder of the card set whose words (its vocabulary.yaml) read its texts, given as it is loaded;
    # None: the rule book's words alone
    words: str | None = None

    def __str__(self) -> str:
        return f"{self.name} ({self.version})"


# the fields that hold tuples (JSON keeps them as lists), named here: the compiled build (setup.py) makes
# CardDef a native class, whose dataclass fields give their types as classes, not as the strings written above
TUPLE_FIELDS = frozenset({"subtypes", "rulings", "text_pos", "support_pos"})
