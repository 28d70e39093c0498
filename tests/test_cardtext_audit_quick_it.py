""""It" in a quick action whose cost chooses nothing (issue 31, session 46).

"{T}: It gains [[Anchored]]." read "it" as a trigger's object, which a quick action has none of (7.1.4): the cost
was paid and the effect did nothing. "It"/"its" names the last object named before it (7.2.4.a): in a quick
action, what its cost picked (tests/test_cardtext_audit_cost_it.py) or what its effect named; with neither it
refers to nothing, refused at the pronoun as "{H} It gains 1 boost." is. The next card played, which an Ongoing
Emblem's words name "it" ("The next Character you play this turn activates its {R} abilities", "If you play it
from your hand, it ..."; 2.2.14), is still that card: the bundled cards read as before (dump_readings cmp).
"""
from __future__ import annotations

import pytest

from altered.cardtext.api import parse_abilities
from readings import refused

NOTHING = "refers to nothing: no object is named before it and a quick action has no trigger to name one"


@pytest.mark.parametrize("text, column", [
    ("{T}: It gains [[Anchored]].", 6),                        # the finding
    ("{T}: Its controller draws a card.", 6),
    ("{1}, {T}: Return it to its owner's hand.", 18),
    # the same shape, new wordings
    ("{2}: It gains 1 boost.", 6),
    ("{T}: If it's a Character, draw a card.", 9),
    ("{1}, {T}: I gain 1 boost. It gains [[Fleeting]].", 27),
    ("{D} : Its owner draws a card.", 7),
    # "it" after the next card played, outside what is done to it: nothing either (the Emblem's card is named
    # only in what it does and in "If you play it from ...")
    ("{T}: The next Character you play this turn gains 1 boost. It gains [[Anchored]].", 59),
])
def test_7_2_4_a_it_in_a_quick_action_naming_nothing_is_refused(text, column):
    """7.1.4, 7.2.4.a: a quick action has no trigger; "it" with nothing named before it is refused at it."""
    e = refused(text)
    assert NOTHING in e.message and "say which card" in e.message
    assert e.column == column


@pytest.mark.parametrize("text", [
    "{T}: Target Character gains 1 boost. It gains [[Anchored]].",
    "{1}, {T}: Return target Character to its owner's hand.",
    "{T}: Each Character you control gains 1 boost for each card in its Expedition.",
])
def test_it_naming_what_the_effect_named_still_reads(text):
    """7.2.4.a: "it"/"its" after a noun the effect names (a target, "each ...") names it, as before."""
    [ability] = parse_abilities(text)
    assert "quick" in ability


def test_the_next_card_played_is_it_in_what_it_does():
    """2.2.14: "its" in what the next card played does is that card (the Emblem's object, ``it``)."""
    [ability] = parse_abilities("{T} : The next Character you play from your hand this turn activates its {r} "
                                "abilities (as if it had been played from Reserve).")
    [step] = ability["quick"]["effect"]
    assert step["emblem"]["passive"]["on_play"]["also"] == [{"activate": {"what": "it", "symbols": ["R"]}}]


def test_if_you_play_it_from_names_the_card_played():
    """"If you play it from your hand, it ...": the card played (2.2.14), with nothing the cost picked."""
    [ability] = parse_abilities("{T}: The next Spell you play this turn costs {1} less. If you play it from your "
                                "hand, it loses [[Fleeting]].")
    [also] = ability["quick"]["effect"][0]["emblem"]["passive"]["on_play"]["also"]
    assert also["then"] == [{"lose": {"what": "it", "status": "Fleeting"}}]


def test_a_reaction_keeps_its_trigger_object():
    """6.3.h: in a reaction, "it" with nothing named before names the trigger's object, as before."""
    [ability] = parse_abilities("When a Character joins my Expedition — It gains 1 boost.")
    assert ability["reaction"]["effect"] == [{"counters": {"what": "it", "name": "boost", "add": 1}}]
