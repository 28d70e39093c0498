"""What a quick action's cost picked, named "it" in its effect (an outside audit of invented texts, audit D: the
one WRONG class; issue 31).

"{T}, Exhaust target Character you control: It gains [[Anchored]]." read "it" as a trigger's object, which a
quick action has none of (7.1.4): the cost was paid and the effect did nothing, and `altered check` accepted it.
"It"/"its" names the last object named before it (7.2.4.a): here the card the cost picked as it was paid. The cost
part keeps what it picked (``as``, effects/abilities/costs.py ``do``), as "You may X to Y" keeps what X chose.
Two cost parts picking: "it" could name either, refused at the pronoun. No part picking: as before ("The next
Spell you play ... If you play it from your hand, it ...": the card played).

Played: tests/scenarios/v5/7.2.4.a-cost-it-*.yaml (test cards in tests/data/v5/audit-cost-it-cards.yaml), each
failing on the old reading.
"""
from __future__ import annotations

import pytest

from altered.cardtext.api import parse_abilities
from readings import refused


def _quick(text):
    [ability] = parse_abilities(text)
    return ability["quick"]


def _kept(quick):
    """The name the one picking cost part keeps its cards as."""
    [name] = [c["as"] for c in quick["cost"] if isinstance(c, dict) and "do" in c and "as" in c]     # (beside "do")
    return name


@pytest.mark.parametrize("text, effect", [
    # the audit's texts (audit D, WRONG)
    ("{T}, Exhaust target Character you control: It gains [[Anchored]].",
     [{"gain": {"what": {"var": "paid"}, "status": "Anchored"}}]),
    ("{1}, {T}, Exhaust another Character you control: It gains 2 boosts.",
     [{"counters": {"what": {"var": "paid"}, "name": "boost", "add": 2}}]),
    ("{T}, Exhaust a Plant you control: It gains 2 boosts.",    # f5.txt:37 has a Rogue (a 5.0 word)
     [{"counters": {"what": {"var": "paid"}, "name": "boost", "add": 2}}]),
    ("{T}, Sacrifice a Character: Its controller draws a card.",
     [{"as_player": {"who": {"controller_of": {"var": "paid"}}, "do": [{"do": {"Draw": {"count": 1}}}]}}]),
    ("{T}, Discard a card from your hand: If it's a Spell, draw a card.",
     [{"if": {"matches": {"what": {"var": "paid"}, "filter": {"type": "Spell"}}},
       "then": [{"do": {"Draw": {"count": 1}}}]}]),
    # the same shape, new wordings
    # (not "Sacrifice a Character: It gains [[Fleeting]]": the sacrificed card is in a Discard pile, where it
    # gains nothing, 2.4.1.c: refused, tests/test_cardtext_audit_msgs47.py)
    ("{2}, Exhaust a Character you control: It gains [[Fleeting]].",
     [{"gain": {"what": {"var": "paid"}, "status": "Fleeting"}}]),
    ("{T}, Discard a card from your hand: If it's a Character, I gain 1 boost.",
     [{"if": {"matches": {"what": {"var": "paid"}, "filter": {"type": "Character"}}},
       "then": [{"counters": {"what": "self", "name": "boost", "add": 1}}]}]),
    ("{1}, Exhaust a Character you control: It gains [[Asleep]].",
     [{"gain": {"what": {"var": "paid"}, "status": "Asleep"}}]),
])
def test_it_names_what_the_cost_picked(text, effect):
    """7.2.4.a: "it" in a quick action's effect names the card its cost picked as it was paid (7.1.4)."""
    quick = _quick(text)
    assert _kept(quick) == "paid"
    assert quick["effect"] == effect


def test_a_cost_whose_card_nothing_names_keeps_no_name():
    """A cost part that picks a card the effect does not name keeps no name (the program is as it was)."""
    quick = _quick("{T}, Sacrifice a Character: Draw a card.")
    assert all("as" not in c and "as" not in (c.get("do") or {}) for c in quick["cost"] if isinstance(c, dict))


def test_a_target_in_the_effect_is_still_it():
    """"Target Character ... Its controller": "its" names the target, named after the cost (7.2.4.a)."""
    quick = _quick("{T}, Sacrifice a Character: Target Character gains [[Anchored]]. Its controller draws a card.")
    assert quick["effect"][-1]["as_player"]["who"] == {"controller_of": {"var": "target"}}


def test_the_next_card_played_is_still_it():
    """"The next Spell you play this turn ... If you play it from your hand, it ...": the card played, not what
    the cost picked (an Ongoing Emblem, 2.2.14)."""
    quick = _quick("{T}, Sacrifice a Character: The next Spell you play this turn is free. If you play it from "
                   "your hand, it loses [[Fleeting]].")
    [also] = quick["effect"][0]["emblem"]["passive"]["on_play"]["also"]
    assert also["then"] == [{"lose": {"what": "it", "status": "Fleeting"}}]


@pytest.mark.parametrize("text, column", [
    ("{T}, Sacrifice a Character, Discard a card from your hand: It gains [[Anchored]].", 60),
    ("Sacrifice a Character, Discard a card from your hand: Its controller draws a card.", 55),
])
def test_it_after_two_picking_parts_is_refused(text, column):
    """Two cost parts pick a card: "it" could name either (7.2.4.a), refused at the pronoun, saying what to write."""
    e = refused(text)
    assert "could name what any of the cost's parts picked" in str(e)
    assert "target Character" in str(e)
    assert f":{column}:" in str(e) or getattr(e, "column", None) == column


def test_explain_shows_the_name_the_cost_keeps():
    from altered.effects import gloss
    quick = _quick("{T}, Sacrifice a Character: Its controller draws a card.")
    assert gloss.cost(quick["cost"][1]).endswith("→ paid")
