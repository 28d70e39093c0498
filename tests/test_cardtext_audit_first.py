"""The first card of a kind played each Afternoon costs less, a condition that is never true, and refusals that
name the real cause (outside audits of invented texts, audit s48 P §3, §5, §6 and Q §3b; issue 31: every text
read right or refused at its place with what to write).

1. "The first Landmark/Spell/Permanent you play each Afternoon costs {1} less." (an official shape) was refused at
   1:1 with "'cost' is read only inside a longer phrase", while "The first Character you play each Afternoon gains
   1 boost" read. Read now as a cost change (5.1.2.e) of the first card of that kind its controller plays each
   Afternoon, declared next to the "gains" form (grammar/phrases/passives.yaml). Played:
   tests/scenarios/rules/s48/5.1.2.e-first-*.yaml (test cards in tests/data/s48-first/cards.yaml), failing on
   main: the second Spell (Landmark) of the Afternoon pays its full cost.
2. "At Noon — If I'm in your Reserve, draw a card." / "At Night — If I'm in Reserve, you may play me for free."
   read and did nothing, silently: a Reaction other than a self-move one is activated only while it works, in play
   (2.2.11.g, 6.3.e), so the condition is never true as it is activated; "While I'm in Reserve, Spells you play
   cost {1} less." was refused. One rule for both (cardtext/api.py ``_main_in_support_zone``): refused at "I'm in",
   saying to write a support ability, preceded by {I} (2.2.11.e, 2.2.11.i), or a {R} Reaction. A Reaction to my
   own move ("When I go to Reserve", "When I'm sacrificed", "When I leave the Expedition zone") may find me there
   (6.3.c-e) and reads, as the {I} form and "If I'm not in Reserve" do.
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


# -- 2: a main-text Reaction asking "If I'm in Reserve" (2.2.11.g, 6.3.e) -----------------------------------

NEVER = "is never true as this Reaction is activated"


@pytest.mark.parametrize("text", [
    # the audit's texts (P #272, #273)
    "At Noon — If I'm in your Reserve, draw a card.",
    "At Night — If I'm in Reserve, you may play me for free.",
    # new wordings of the same shape
    "When you play a Spell — If I'm in Reserve, draw a card.",
    "At Dusk — If I'm in your Reserve, I gain 1 boost.",
    "When an opponent plays a Character — If I am in Reserve, draw a card.",
    "At Noon — Draw a card. If I'm in Reserve, you may play me for free.",
])
def test_2_2_11_g_a_reaction_asking_if_im_in_reserve_is_refused(parse, text):
    """Refused at "I'm in", saying to write it as a support ability ({I}, 2.2.11.i) or a {R} Reaction."""
    e = _refused(parse, text)
    at = text.index("I'm in") if "I'm in" in text else text.index("I am in")
    assert NEVER in e.message and "{I}" in e.message and "{R}" in e.message, e.message
    assert e.column == at + 1, (e.column, e.message)
    # what it suggests reads
    parse("{I} " + text)


def test_the_passive_form_is_refused_by_the_same_rule(parse):
    e = _refused(parse, "While I'm in Reserve, Spells you play cost {1} less.")
    assert "never true while this ability works" in e.message and e.column == 7, e.message


@pytest.mark.parametrize("text", [
    "When I go to Reserve from the Expedition zone — If I'm in your Reserve, draw a card.",
    "When I'm sacrificed — If I'm in Reserve, draw a card.",
    "When I leave the Expedition zone — If I'm in Reserve, draw a card.",
    "{I} At Noon — If I'm in Reserve, draw a card.",
    "At Noon — If I'm not in Reserve, draw a card.",
])
def test_6_3_c_a_reaction_to_my_own_move_or_a_support_one_reads(parse, text):
    """A Reaction about my own move (6.3.c-e) may find me in Reserve as it resolves; a support one works there
    (2.2.11.i); "not in Reserve" is true in play: all read."""
    [ability] = parse(text)
    assert "reaction" in ability
