"""Audit s53 N1 (outside), class A (issue 31): an explicit "Choose ..." then two or more steps changing the status of
what it chose, then "If you do" / "If you can't" / "If you don't".

"Choose a Character you control. It gains [[Anchored]] and [[Asleep]]. If you do, draw a card." read as "if you did
(chosen)": it asked only whether a card was chosen, always true once one was, so with the Character already Anchored
and Asleep a card was still drawn (the auditor's scenario s01; s06, s17 the same; "If you can't" never held: s15,
s19). With one step the test asks of those the step changed (choose53: tests/test_cardtext_audit_choose53.py,
7.3.13.b, 7.3.18.b, 2.4.1.f); with two or more (joined by "and", ", then", or in sentences one after the other) the
English asks of the step just before it (6.5.f) and the card may mean all of them: which is not said.

Decided (the quick safe fix): refused at "If you do" / "If you can't" / "If you don't", saying to ask of one step
("Choose .... Exhaust it. If you do, ...") or to drop the test; never read as whether a card was chosen.
The one-step forms still read as choose53 reads them. Nothing plays, so no scenario: a refused text loads no card.

Bundled readings: unchanged (no bundled text chooses and then changes a status twice before "If you do").
"""
from __future__ import annotations

import json

import pytest

from readings import effect_in, nested, refused_at

EDITIONS = [None, "5.0"]
SAYS = ("of which step it asks is not said", "6.5.f", "ask of one step", "or drop the test")

# the auditor's texts (report §2, class A; text numbers in its texts.txt) and new wordings of the same shape
# -> the words refused at
STEPS = [
    ("{R} Choose a Character you control. It gains [[Anchored]] and [[Asleep]]. If you do, draw a card.",      # 94
     "If you do"),
    ("{J} Choose a Character. Exhaust it and it gains [[Asleep]]. If you do, draw a card.", "If you do"),       # 125
    ("{J} Choose a Character you control. Ready it, then it gains [[Anchored]]. If you do, draw a card.",       # 129
     "If you do"),
    ("{J} Choose a Character you control. Ready it and it loses [[Asleep]]. If you can't, draw a card.",        # 361
     "If you can't"),
    ("{J} Choose a Character. It gains [[Asleep]], then exhaust it. If you do, I gain 1 boost.", "If you do"),  # 362
    ("{J} Choose a card in your Reserve. Exhaust it and it gains [[Fleeting]]. If you do, draw a card.",       # 363
     "If you do"),
    ("{J} Choose two Characters you control. Exhaust them and they gain [[Anchored]]. If you do, draw a card.",  # 364
     "If you do"),
    ("{J} Choose a Character you control. It gains [[Asleep]]. It gains [[Anchored]]. If you do, draw a card.",  # 365
     "If you do"),
    ("{J} Choose a Character you control. Exhaust it. It gains [[Asleep]]. If you do, draw a card.",           # 427
     "If you do"),
    ("{J} Choose two Characters. They gain [[Asleep]] and [[Anchored]]. If you can't, draw a card.",            # 472
     "If you can't"),
    ("{J} Choose a card in your Reserve. It gains [[Fleeting]]. Exhaust it. If you can't, draw a card.",       # 474
     "If you can't"),
    # new wordings
    ("{J} Choose a Character you control. Exhaust it and it gains [[Asleep]]. If you don't, draw a card.",
     "If you don't"),
    ("{J} Choose a Character you control. Ready it, then it gains [[Anchored]], then it loses [[Asleep]]. If you "
     "can't, draw a card.", "If you can't"),
    ("Choose up to two Characters you control. Exhaust them. They gain [[Asleep]]. If you do, draw a card.",
     "If you do"),
    ("{H} Choose a Character an opponent controls. It gains [[Asleep]] and [[Anchored]]. If you do, I gain 1 boost. "
     "If you can't, draw a card.", "If you do"),
    ("At Noon — Choose a card in your Reserve. Ready it and it loses [[Fleeting]]. If you do, draw a card.",
     "If you do"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,words", STEPS, ids=[t for t, _ in STEPS])
def test_6_5_f_a_test_after_two_steps_on_the_chosen_is_refused_at_its_words(text, words, edition):
    """6.5.f: "If you do" asks of the step before it; after two or more on what "Choose" chose, which one is not
    said: refused at the words with the column, saying what to write; never read as whether one was chosen."""
    e = refused_at(text, words, edition)
    for said in SAYS + (f"'{words}'",):
        assert said in e.message, e.message


# the one-step forms (choose53) and neighbours that ask of nothing still read
ONE_STEP = [
    "{J} Choose a Character you control. It gains [[Anchored]]. If you do, draw a card.",
    "{J} Choose a Character you control. Exhaust it. If you do, draw a card.",
    "{J} Choose a card in your Reserve. Exhaust it. If you can't, draw a card.",
    "{J} Choose two Characters you control. Ready them. If you can't, draw a card.",
    "{J} Choose a Character you control. Exhaust it. If you don't, draw a card.",
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", ONE_STEP)
def test_one_step_still_asks_of_what_it_changed(text, edition):
    """choose53: one step after the choice, the test asks of those the step could change (7.3.13.b, 7.3.18.b,
    2.4.1.f), as before: recorded as the step runs (effects/changes.py), read by the choice's own name (``did``;
    "in full" of two, ``{count: {changed: NAME}}``); the choice has no ``able``, no ``able_as``."""
    steps = effect_in(text, edition)
    [choose] = nested(steps, "choose")
    tests = json.dumps([s["if"] for s in steps if "if" in s])
    assert "able" not in choose and "able_as" not in choose
    assert json.dumps({"did": choose["as"]}) in tests or json.dumps({"count": {"changed": choose["as"]}}) in tests


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} Choose a Character you control. Exhaust it and it gains [[Asleep]]. Draw a card.",   # nothing asks
    "{J} Choose a Character you control. Exhaust it and it gains [[Asleep]].",
])
def test_two_steps_with_no_test_still_read(text, edition):
    assert nested(effect_in(text, edition), "choose")
