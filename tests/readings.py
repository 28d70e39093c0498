"""What the card-text tests share: the steps a one-ability text reads as, and the error a text is refused with."""
from __future__ import annotations

import pytest

from altered.cardtext.api import parse_abilities
from altered.engine.decisions import FirstOptionAgent
from altered.loading.errors import DesignError

# A card file of one Character whose text fills the slot {text} (CARD.format(text=...); its own braces doubled)
CARD = """\
set: {{code: MIN, name: Mine}}
cards:
  - ref: MINE_1
    version: MIN-001-C
    name: Frost Fox
    type: Character
    rarity: common
    hand_cost: 1
    reserve_cost: 1
    forest: 1
    mountain: 1
    water: 1
    text: "{text}"
"""


def effect(text):
    """The steps of a text's one ability (an effect, a reaction's or a quick action's)."""
    [ability] = parse_abilities(text)
    return (ability.get("reaction") or ability.get("quick") or ability)["effect"]


def refused(text) -> DesignError:
    """The located error a text is refused with (the test fails if it reads)."""
    with pytest.raises(DesignError) as e:
        parse_abilities(text)
    return e.value


def table_of_four(catalog, first=None):
    """A rule book and a game set up at a table of four (ffa, seed 1), every player but the first taking the
    first option; ``first``: the first player's agent (the same by default)."""
    from altered.engine.decisions import FirstOptionAgent
    from altered.engine.game import Game
    from altered.engine.seating import default_decks
    from altered.loading.cards.decks import deck_path, load_deck
    from altered.rulebook import load_rulebook
    book = load_rulebook(variants=["ffa"])
    book.prepare(catalog)
    decks = [load_deck(deck_path(name), catalog) for name in default_decks(4)]
    game = Game(book, decks, [first or FirstOptionAgent()] + [FirstOptionAgent()] * 3, seed=1)
    game.setup()
    return book, game


class Answering(FirstOptionAgent):
    """Takes the first option, and answers each 'may' with ``take``."""
    take = True

    def choose(self, observation, decision):
        if decision.kind == "may":
            return 0 if self.take else 1
        return 0


# The bundled rule book's card parser of an edition (None: the rules as written), built once per edition
_PARSERS: dict = {}


def parser_of(edition: str | None):
    if edition not in _PARSERS:
        from altered.loading.rules.editions import with_edition
        from altered.rulebook import load_rulebook
        _PARSERS[edition] = load_rulebook(variants=with_edition([], edition) if edition else []).card_parser()
    return _PARSERS[edition]


def refused_in(text: str, edition: str | None = None) -> DesignError:
    with pytest.raises(DesignError) as e:
        parse_abilities(text, parser=parser_of(edition))
    return e.value


def reads(text: str, edition: str | None = None) -> list:
    return parse_abilities(text, parser=parser_of(edition))


def col(text: str, word: str) -> int:
    return text.index(word) + 1
