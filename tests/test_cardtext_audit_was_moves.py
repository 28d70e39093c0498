""""Was" after a move the reader did not see (issue 31, session 46; the shapes fixed before are in
tests/test_cardtext_audit_was.py).

- "When I leave the Expedition — If I was [[Boosted]], draw a card." was refused ("none of these is there"), as if
  the trigger did not move me: leaving the Expedition is a move (6.3.k), as going to Reserve or being sacrificed
  is. Every trigger whose event moves the card it names (cardtext/tense.py ``moving_trigger``) makes "was" of me
  read me before that event.
- "{H} Sacrifice me. If I was [[Boosted]], ...", "{H} Return me to my owner's hand. If I was ...", "{H} I gain 2
  boosts. Sacrifice me. If I was ..." were refused ("before I was played I was in the Hand zone"), the move step of
  the effect ignored. Where the trigger's event is my being played from where I had none of what the test asks
  (the hand: no statuses, no counters, 2.4.1.c, 2.5.b), a step of the effect that moves me is the move "was" is
  before: the test is made just before it, as I am then (2.1.h), as it is in {J}/{R} when an earlier step acted
  on me. With no such step, "{H} If I was [[Boosted]]" is still refused (never true).

Played: tests/scenarios/v5/6.3.k-when-i-leave-the-expedition-if-i-was-boosted-*.yaml and 2.1.h-h-*.yaml (test
cards in tests/data/v5/audit-was-moves-cards.yaml), each refused before.
"""
from __future__ import annotations

import pytest

from altered.cardtext.api import parse_abilities
from readings import effect, refused

pytestmark = pytest.mark.editions("5.0")

DRAW = [{"do": {"Draw": {"count": 1}}}]


def _was(status):
    return {"has_status": {"what": {"was": "self"}, "status": status, "before": True}}


@pytest.mark.parametrize("text, status", [
    ("When I leave the Expedition — If I was [[Boosted]], draw a card.", "Boosted"),          # the finding
    ("When I leave my Expedition — If I was [[Boosted]], draw a card.", "Boosted"),
    ("When I leave the Expedition — If I was [[Anchored]], draw a card.", "Anchored"),
    ("When I leave the Expedition zone — If I was [[Fleeting]], draw a card.", "Fleeting"),
    ("When I go to Reserve — If I was [[Boosted]], draw a card.", "Boosted"),                  # read before too
])
def test_6_3_k_was_after_a_trigger_that_moves_me(text, status):
    """6.3.k: the trigger's event moved me; "was" reads me before it."""
    assert effect(text) == [{"if": _was(status), "then": DRAW}]


def test_6_3_k_was_in_the_triggers_condition():
    """6.3.k: the same test said in the trigger's condition reads the same."""
    [ability] = parse_abilities("When I leave the Expedition, if I was [[Boosted]] — Draw a card.")
    assert ability["reaction"]["if"] == _was("Boosted")


@pytest.mark.parametrize("text, before, move", [
    # the finding
    ("{H} Sacrifice me. If I was [[Boosted]], draw a card.", [], {"do": {"Sacrifice": {"what": "self"}}}),
    ("{H} Return me to my owner's hand. If I was [[Boosted]], draw a card.", [],
     {"move": {"what": "self", "to": "Hand"}}),
    ("{H} I gain 2 boosts. Sacrifice me. If I was [[Boosted]], draw a card.",
     [{"counters": {"what": "self", "name": "boost", "add": 2}}], {"do": {"Sacrifice": {"what": "self"}}}),
    # the same shape, new wordings
    ("{H} Draw a card. Sacrifice me. If I was [[Boosted]], draw a card.", DRAW,
     {"do": {"Sacrifice": {"what": "self"}}}),
    ("{H} Send me to Reserve. If I was [[Boosted]], draw a card.", [], {"move": {"what": "self", "to": "Reserve"}}),
    # {J}: as before, when an earlier step acted on me
    ("{J} I gain 2 boosts. Sacrifice me. If I was [[Boosted]], draw a card.",
     [{"counters": {"what": "self", "name": "boost", "add": 2}}], {"do": {"Sacrifice": {"what": "self"}}}),
])
def test_2_1_h_was_just_before_the_step_that_moves_me(text, before, move):
    """2.1.h: "was" of me after a step that moves me, in an ability heard as I was played from my hand (where I
    had no status): as I am just before that step."""
    assert effect(text) == before + [
        {"set": {"var": "before", "value": {"has_status": {"what": "self", "status": "Boosted"}}}},
        move, {"if": {"var": "before"}, "then": DRAW}]


@pytest.mark.parametrize("text, column", [
    ("{H} If I was [[Boosted]], draw a card.", 10),
    ("{H} I gain 2 boosts. If I was [[Boosted]], draw a card.", 27),      # no move: before I was played
])
def test_h_was_with_no_move_is_still_refused(text, column):
    """2.4.1.c, 2.5.b: with no step moving me, "was" reads me before I was played, in my hand: never true."""
    e = refused(text)
    assert "before I was played I was in the Hand zone" in e.message
    assert e.column == column


def test_was_with_no_move_at_all_is_still_refused():
    """6.3.k: a trigger that moves nothing ("At Noon") leaves "was" unsaid: refused at it."""
    e = refused("At Noon — If I was [[Boosted]], draw a card.")
    assert "what 'was' refers to is not said" in e.message and e.column == 16
