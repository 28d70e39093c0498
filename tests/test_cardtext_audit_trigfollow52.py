"""Audit J1 (session 52), class A (issue 31): the card a trigger names, followed into the zone its move reports.

"When another Character you control goes to Reserve — Exhaust it.", "— It gains 1 boost.", "When a Character you
control is sacrificed — Put it in your Reserve.", "— Return it to its owner's hand.", "When ... goes to Discard pile —
Put it in your Reserve." read right, but a step on "it" did nothing: the trigger bound the old card (the object before
the move), which is gone, and only "I" after a self-move trigger was followed. "You may exhaust it. If you do, draw a
card." drew though nothing was exhausted.

2.1.f (v3.0 and v5.0): an ability that refers to a card moving to a visible zone (as part of a cost, a trigger or an
effect) can find the new object in its destination zone. The one mechanism that already did it for "I" (the
context's ``follow``, set where a Reaction is activated, engine/runtime.py) now takes the card the trigger names too,
when the move put it face up in a visible zone. A card moved to a hand or a deck is a new object nothing finds (2.1.f),
so it is not followed. Reading the card's information ("If it was [[Boosted]]", "its owner", "in its Expedition")
is unchanged: the old object is read as it was (2.1.h).

Played: tests/scenarios/rules/s52/2.1.f-trigfollow-*.yaml (test cards tests/data/s52-trigfollow/), both editions;
all fail before the fix and pass after.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import effect_in, scenarios_play

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios" / "rules" / "s52"
EDITIONS = [None, "5.0"]

# the auditor's texts (report §2, class A: 611, 614, 353, 612, 385, 613, 352, 351, 384, 615, 616) and new wordings,
# each with the step on "it" it reads as
READ = [
    ("When another Character you control goes to Reserve — Exhaust it.", {"do": {"Exhaust": {"what": "it"}}}),
    ("When another Character you control goes to Reserve — It gains 1 boost.", None),
    ("When a Character you control goes to Reserve from the Expedition zone — It gains 1 boost.", None),
    ("When another Character you control is sacrificed — Return it to its owner's hand.", None),
    ("When a Character you control is sacrificed — Put it in your Reserve.", {"move": {"what": "it", "to": "Reserve"}}),
    ("When another Character you control goes to Discard pile — Put it in your Reserve.",
     {"move": {"what": "it", "to": "Reserve"}}),
    ("When a Character you control goes to Reserve — You may exhaust it. If you do, draw a card.", None),
    ("When a Character you control goes to Reserve — Exhaust it.", {"do": {"Exhaust": {"what": "it"}}}),
    ("When a Character you control is sacrificed — You may return it to its owner's hand.", None),
    ("When a Character you control goes to Reserve from the Expedition zone — Exhaust it.",
     {"do": {"Exhaust": {"what": "it"}}}),
    ("When a Character an opponent controls is sacrificed — Put it in its owner's Reserve.", None),
    # new wordings of the same shape
    ("When another Character you control goes to Reserve — It gains [[Anchored]].", None),
    ("When a Character you control goes to Discard pile — Put it in your Reserve.",
     {"move": {"what": "it", "to": "Reserve"}}),
    ("When another Character you control is sacrificed — It gains 2 boosts.", None),
]


def _names_it(steps) -> bool:
    return "'it'" in repr(steps) or '"it"' in repr(steps)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,step", READ)
def test_2_1_f_the_step_on_it_reads(text, step, edition):
    steps = effect_in(text, edition)
    assert _names_it(steps), steps
    if step is not None:
        assert step in steps, steps


@pytest.mark.parametrize("edition", EDITIONS)
def test_2_1_f_the_card_a_trigger_names_is_found_where_it_went(edition):
    scenarios_play(SCENARIOS, "2.1.f-trigfollow-*.yaml", edition=edition, count=7)


def test_2_1_f_only_into_a_visible_zone_face_up():
    """A move into a hand or a deck is not followed (2.1.f): the one rule the runtime reads."""
    from types import SimpleNamespace as NS
    from altered.engine.runtime import trigger_follows as followed
    shown, kept = NS(visibility="visible"), NS(visibility="hidden")
    assert followed(NS(zone=NS(spec=shown), face_down=False))
    assert not followed(NS(zone=NS(spec=shown), face_down=True))
    assert not followed(NS(zone=NS(spec=kept), face_down=False))
    assert not followed(NS(zone=None, face_down=False))
