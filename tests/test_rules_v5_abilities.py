"""How abilities are written, read by the card-text language of the 5.0 edition (numbers here are
v5.0 ones)."""
from __future__ import annotations

import pytest

from altered.cardtext import parse_abilities
from altered.loading.rules.editions import with_edition
from altered.rulebook import load_rulebook


@pytest.fixture(scope="module")
def parser5():
    return load_rulebook(variants=with_edition([], "5.0")).card_parser()


def test_2_2_12_l_7_1_1_a_b_c_a_reaction_is_written_trigger_then_effect(parser5):
    """"Trigger — Effect" is a Reaction; {J} is "when I enter play" (the union of the Expedition and
    Landmark zones, 7.3.10.a), {H} and {R} "when I am played from Hand / Reserve"."""
    [spell] = parse_abilities("When you play a Spell — I gain 1 boost.", parser=parser5)
    assert spell["reaction"]["trigger"] == {"played": {"what": {"type": "Spell"}, "by": "you"}}
    assert spell["reaction"]["effect"] == [{"counters": {"what": "self", "name": "boost", "add": 1}}]
    triggers = {s: parse_abilities(f"{{{s}}} I gain 1 boost.", parser=parser5)[0]["reaction"]["trigger"]
                for s in "JHR"}
    assert triggers == {"J": {"joins": {"what": "self", "zone": ["Expedition", "Landmark"]}},
                        "H": {"played": {"what": "self", "from": "Hand"}},
                        "R": {"played": {"what": "self", "from": "Reserve"}}}
    assert "passive" in parse_abilities("I cost {1} less.", parser=parser5)[0]     # not a Reaction
