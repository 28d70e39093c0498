""""It" / "If you do" after a step of a quick action's effect that keeps no trace, when the cost picked a card
(audit H, WRONG class W1; issue 31).

"{T}, Discard a card: Draw a card. If it's a Character, I gain 1 boost." was read "if paid is a Character" (the
card discarded), and "{1}, Discard a card: Draw a card. If you do, I gain 1 boost." "if you did (discarded)"
(always true): both name the step just before, the draw (7.2.4.a, 6.5.f), which keeps no trace of the card
drawn (a hidden zone, 3.1.3.d, 2.1.j). Without a choosing cost the same sentences are refused on purpose
("{T}: Draw a card. If it's a Character, ..."), and now are with one, whatever the cost picked, at the same
place and with the same message (abilities.after_paid). What the cost picked stays "it" where no step of the
effect before the pronoun names or acts on something, or where the step before acted on it
(tests/test_cardtext_audit_cost_it.py, tests/test_cardtext_audit_quick_it.py).

Nothing plays: the texts are refused (audit H's sc/s5.yaml, which played the card discarded, no longer loads).
"""
from __future__ import annotations

import json

import pytest

from altered.cardtext.api import parse_abilities
from readings import refused

DRAWN = "'it' refers to nothing: a card drawn is not named after it"
TOP = "'it' refers to nothing: a card taken from the top of a deck without a look is not named after it"
NOTHING = "refers to nothing: no object is named before it and a quick action has no trigger to name one"
NO_TRACE = "that action keeps no trace of it"


def _quick(text):
    [ability] = parse_abilities(text)
    return ability["quick"]


@pytest.mark.parametrize("text, said, column", [
    # the audit's texts (audit H, W1)
    ("{T}, Discard a card: Draw a card. If it's a Character, I gain 1 boost.", DRAWN, 38),
    ("{1}, Sacrifice a Character: Draw a card. If it's a Character, I gain 1 boost.", DRAWN, 45),
    ("{T}, Sacrifice a Character: Draw a card. If it's a Character, I gain 1 boost.", DRAWN, 45),
    ("{T}, Exhaust a Character you control: Draw a card. If it's a Character, I gain 1 boost.", DRAWN, 55),
    # audit H's U3: "it" after a draw offered ("You may draw a card. If you do/don't, it ...")
    ("{T}, Sacrifice a Character: You may draw a card. If you do, it gains 1 boost.", DRAWN, 61),
    ("{T}, Discard a card: You may draw a card. If you don't, it gains [[Asleep]].", DRAWN, 57),
    # the same shape, new wordings: other steps that keep no trace
    ("{T}, Sacrifice a Character: Draw a card. It gains [[Anchored]].", DRAWN, 42),
    ("{2}, Discard a card from your hand: Draw two cards. If it's a Spell, I gain 1 boost.", DRAWN, 56),
    ("{T}, Discard a card: Discard the top card of your deck. If it's a Character, I gain 1 boost.", TOP, 60),
    ("{T}, Discard a card: I gain 1 boost. If it's a Character, draw a card.", NOTHING, 41),
    ("{T}, Sacrifice a Character: Draw a card. Its controller draws a card.", NOTHING, 42),
    # what the cost picked, named by a step, then a step that keeps no trace
    ("{T}, Sacrifice a Character: Its controller draws a card. Draw a card. It gains 1 boost.", DRAWN, 71),
    # two parts picking: refused either way, now as without the cost
    ("{T}, Sacrifice a Character, Discard a card: Draw a card. If it's a Spell, I gain 1 boost.", DRAWN, 61),
])
def test_7_2_4_a_it_after_a_step_keeping_no_trace_is_refused(text, said, column):
    """7.2.4.a: "it" after a step of the effect names what that step acted on; a draw, a card taken from the top
    of a deck, "I gain ..." name none (3.1.3.d, 2.1.j): refused at the pronoun as without the cost."""
    e = refused(text)
    assert said.lower() in e.message.lower()
    assert e.column == column


@pytest.mark.parametrize("text, column", [
    # the audit's text (audit H, W1)
    ("{1}, Discard a card: Draw a card. If you do, I gain 1 boost.", 35),
    # the same shape, new wordings
    ("{T}, Sacrifice a Character: Draw a card. If you do, I gain 1 boost.", 42),
    ("{T}, Discard a card: Draw two cards. If you do, I gain 1 boost.", 38),
    ("{T}, Discard a card: Draw a card. If you can't, I gain 1 boost.", 35),
    ("{T}, Discard a card: I gain 1 boost. If you do, draw a card.", 38),
    ("{T}, Sacrifice a Character: It gains 1 boost. If you do, draw a card.", 47),
    ("{T}, Exhaust a Character you control: Put the top card of your deck in your Reserve. If you do, I gain 1 "
     "boost.", 86),
])
def test_6_5_f_if_you_do_after_a_step_keeping_no_trace_is_refused(text, column):
    """6.5.f: "If you do"/"If you can't" asks of the action just before it, not of the cost paid before the
    effect (always done, 7.1.4): an action that keeps no trace of it is refused, as without the cost."""
    e = refused(text)
    assert NO_TRACE in e.message
    assert e.column == column


def test_without_the_cost_the_same_message():
    """The same sentences without a choosing cost: refused the same way (unchanged)."""
    assert DRAWN in refused("{T}: Draw a card. If it's a Character, I gain 1 boost.").message
    assert NO_TRACE in refused("{T}: Draw a card. If you do, I gain 1 boost.").message


@pytest.mark.parametrize("text, effect", [
    # no step before the pronoun: what the cost picked (7.2.4.a, as before)
    ("{T}, Discard a card: If it's a Character, draw a card.",
     [{"if": {"matches": {"what": {"var": "paid"}, "filter": {"type": "Character"}}},
       "then": [{"do": {"Draw": {"count": 1}}}]}]),
    # the step before acted on it: still it
    ("{2}, Exhaust a Character you control: It gains [[Fleeting]]. Its controller draws a card.",   # (a card
    # sacrificed gains nothing in a Discard pile, 2.4.1.c: refused, tests/test_cardtext_audit_msgs47.py)
     [{"gain": {"what": {"var": "paid"}, "status": "Fleeting"}},
      {"as_player": {"who": {"controller_of": {"var": "paid"}}, "do": [{"do": {"Draw": {"count": 1}}}]}}]),
])
def test_it_is_still_what_the_cost_picked_where_no_other_step_is_before(text, effect):
    assert _quick(text)["effect"] == effect


def test_if_you_do_with_no_step_before_asks_of_the_cost():
    """"If you do" with no step of the effect before it: of the cost, as before (it was paid, 6.5.f)."""
    [step] = _quick("{T}, Sacrifice a Character: If you do, draw a card.")["effect"]
    assert step["then"] == [{"do": {"Draw": {"count": 1}}}]


@pytest.mark.parametrize("text", [
    "{T}, Discard a card: You may draw a card. If you do, I gain 1 boost.",      # of the offer (6.5.c)
    "{T}, Discard a card: Discard a card. If you do, I gain 1 boost.",           # of the card discarded
])
def test_a_step_that_keeps_a_trace_is_asked_of(text):
    """A step that keeps what it did ("may", a card chosen, a target) is what "If you do"/"it" ask of."""
    assert "paid" not in repr(_quick(text)["effect"])


def test_a_type_test_of_a_target_after_a_paid_card_is_refused():
    """"{T}, Discard a card: Target Character gains 1 boost. If it's a Character, ...": a test of the target's
    type is idle (it is a Character), and the card discarded for the cost could be meant as well: refused at
    "it" (audit s47 L, W5; tests/test_cardtext_audit_ante.py), no longer read as the target (7.2.4.a)."""
    text = "{T}, Discard a card: Target Character gains 1 boost. If it's a Character, draw a card."
    e = refused(text)
    assert "in a test of its type names" in e.message and e.column == text.index("it's") + 1


def test_7_2_4_a_it_after_a_card_put_from_the_deck_into_reserve_is_that_card():
    """Once in the public Reserve the card taken from the top of the deck is an object seen there (1.4.4, 3.1.3.d):
    "it" names the card moved, not what the cost picked (audit s48 S; tests/test_cardtext_audit_bare.py; was
    refused here as a card taken without a look)."""
    q = _quick("{T}, Discard a card: Put the top card of your deck in your Reserve. If it's a Character, I gain 1 boost.")
    move, test = q["effect"]
    assert move["move"]["to"] == "Reserve" and json.dumps({"var": move["move"]["as"]}) in json.dumps(test["if"])
    assert "paid" not in json.dumps(test)
