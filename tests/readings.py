"""What the card-text tests share: the steps a one-ability text reads as, and the error a text is refused with."""
from __future__ import annotations

import pytest

from altered.cardtext.api import parse_abilities
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
