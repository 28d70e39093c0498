"""The first card of a kind played each Afternoon costs less, a condition that is never true, and refusals that
name the real cause (outside audits of invented texts, audit s48 P §3, §5, §6 and Q §3b; issue 31: every text
read right or refused at its place with what to write).

1. "The first Landmark/Spell/Permanent you play each Afternoon costs {1} less." (an official shape) was refused at
   1:1 with "'cost' is read only inside a longer phrase", while "The first Character you play each Afternoon gains
   1 boost" read. Read now as a cost change (5.1.2.e) of the first card of that kind its controller plays each
   Afternoon, declared next to the "gains" form (grammar/phrases/passives.yaml). Played:
   tests/scenarios/rules/s48/5.1.2.e-first-*.yaml (test cards in tests/data/s48-first/cards.yaml), failing on
   main: the second Spell (Landmark) of the Afternoon pays its full cost.
"""
from __future__ import annotations

import pytest

from altered.loading.errors import DesignError

pytestmark = pytest.mark.editions("3.0", "5.0")


def _refused(parse, text) -> DesignError:
    with pytest.raises(DesignError) as e:
        parse(text)
    return e.value


def _passive(parse, text) -> dict:
    [ability] = parse(text)
    return ability["passive"]


# -- 1: "The first ... you play each Afternoon costs {1} less" (5.1.2.e) ----------------------------------

@pytest.mark.parametrize("text, kind, change", [
    # the audit's texts (P #380, #449, #451)
    ("The first Landmark you play each Afternoon costs {1} less.", {"subtype": "Landmark"}, -1),
    ("The first Spell you play each Afternoon costs {1} less.", {"type": "Spell"}, -1),
    ("The first Permanent you play each Afternoon costs {1} less.", {"type": "Permanent"}, -1),
    # new wordings of the same shape
    ("The first Character you play each Afternoon costs {2} less.", {"type": "Character"}, -2),
    ("The first Spell you play each Afternoon costs {1} more.", {"type": "Spell"}, 1),
    ("The first Permanent you play each Afternoon costs {3} more.", {"type": "Permanent"}, 3),
])
def test_5_1_2_e_the_first_card_each_afternoon_costs_less(parse, text, kind, change):
    """A cost change (5.1.2.e) of the first card of that kind you play each Afternoon: marked as used once such a
    card is played, as the "gains 1 boost" form is."""
    on_play = _passive(parse, text)["on_play"]
    assert on_play == {"what": kind, "first_each": "Afternoon", "by": "you", "cost": {"change": change}}, on_play


@pytest.mark.parametrize("text", [
    "The first Character you play each Afternoon gains 1 boost.",
    "The first Spell you play each Afternoon gains [[Fleeting]].",
])
def test_the_gains_form_still_reads(parse, text):
    on_play = _passive(parse, text)["on_play"]
    assert on_play["first_each"] == "Afternoon" and "cost" not in on_play and on_play["also"], on_play
