"""Audit s54 P1 (§3 U1, U2), class A (issue 31): "If you do" / "If you can't" / "If you don't" after two or more
steps on the object(s) of one choice, one of which may leave it unchanged, read as one of the steps.

"Exhaust target Character, then it gains 1 boost. If you do, draw a card." read ``if you did (target)``: true once a
target was chosen, so a card was drawn with the target already exhausted (the auditor's s01); "Target Character
gains 1 boost, then it gains [[Anchored]]. If you can't, draw a card." never drew on an Anchored target, though the
step just before the test could not be done (s05); "Return target Character to its owner's Reserve, then exhaust it.
If you do" (s15), "Target Character gains [[Asleep]], then it gains 2 boosts" (s04) the same. After an explicit
"Choose", "They gain [[Asleep]] and 1 boost. If you do" was read as "one was chosen" (U2) while "... [[Asleep]] and
[[Anchored]]. If you do" was refused (choosesteps53).

Decided (the lead, session 54): one rule. 6.5.f: "If you do" asks of the action before it; after two or more steps on
what one choice chose (a target, an explicit "Choose", a verb's own choice), one of which at least may fail to change
it (a status step: exhaust, ready, gain or lose a status, 7.3.13.b, 7.3.18.b, 2.4.1.f; a removal of counters),
which step it asks of is not said: refused at those words with choosesteps53's message (one check,
``whole_costs._of_several_steps``). Where every step always changes the object (a move, a sacrifice), any of them
asks the same: the reading stays. (Session 55, audit R2 W1: counters put may fail too, on an object that can't gain
counters, 1.4.1.a, or by 0, 1.4.1.c; so "gains 1 boost, then send it to Reserve. If you do" and its like are refused
now, ``COUNTERS`` below: tests/test_cardtext_audit_counters55.py.)

Bundled readings: unchanged (dump cmp); the 728 official texts all read, both editions.
The auditor's scenarios s01, s04, s05, s15 are kept under tests/data/s54-twosteps/audit/ and are now refused at
their words (a refused text loads no card: nothing plays).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import effect_in, refused_at, refused_saying, scenario_refused

HERE = Path(__file__).parent
AUDIT = HERE / "data" / "s54-twosteps" / "audit"
EDITIONS = [None, "5.0"]
SAYS = ("of which step it asks is not said", "6.5.f", "ask of one step", "or drop the test")

# the auditor's texts (report §3 U1, U2) and new wordings of the same shape -> the words refused at
STEPS = [
    ("{J} Exhaust target Character, then it gains 1 boost. If you do, draw a card.", "If you do"),          # s01
    ("{J} Target Character gains [[Asleep]], then it gains 2 boosts. If you do, draw a card.", "If you do"),   # s04
    ("{J} Target Character gains 1 boost, then it gains [[Anchored]]. If you can't, draw a card.",             # s05
     "If you can't"),
    ("{J} Ready target Character, then it gains 1 boost. If you don't, draw a card.", "If you don't"),
    ("{J} Target Character gains [[Anchored]] and 1 boost. If you do, draw a card.", "If you do"),
    ("{J} Exhaust target Character, then ready it. If you do, draw a card.", "If you do"),
    ("{J} Return target Character to its owner's Reserve, then exhaust it. If you do, draw a card.",           # s15
     "If you do"),
    ("{J} Return target Character to its owner's Reserve, then it gains [[Fleeting]]. If you do, draw a card.",
     "If you do"),
    ("{J} Send target Character to its owner's Reserve, then exhaust it. If you do, draw a card.", "If you do"),
    ("{J} Choose two Characters you control. They gain [[Asleep]] and 1 boost. If you do, draw a card.",       # U2
     "If you do"),
    # new wordings
    ("{J} Choose a Character you control. It gains [[Asleep]] and 1 boost. If you do, draw a card.", "If you do"),
    ("{J} Exhaust target Character. It gains 1 boost. If you do, draw a card.", "If you do"),
    ("{J} Exhaust a Character you control, then it gains 1 boost. If you do, draw a card.", "If you do"),
    ("{J} Exhaust a Character you control and it gains [[Asleep]]. If you do, draw a card.", "If you do"),
    ("{J} Discard a card. Target Character gains 1 boost. Exhaust it. If you do, draw a card.", "If you do"),  # skip51's
    ("At Noon — Target Character gains 2 boosts, then it loses [[Anchored]]. If you can't, I gain 1 boost.",
     "If you can't"),
]
# read until session 55, when counters put joined the steps that may leave the object unchanged (1.4.1.a, 1.4.1.c):
# the gain fails on a Character that can't gain counters while the move is done, so which step is asked is not said
COUNTERS = [
    ("{J} Target Character gains 1 boost, then send it to Reserve. If you do, draw a card.", "If you do"),
    ("{J} Target Character gains 1 boost, then it gains 2 boosts. If you do, draw a card.", "If you do"),
    ("{J} Target Character gains 1 boost and 2 boosts. If you do, draw a card.", "If you do"),
    ("{J} Return target Character to its owner's Reserve, then it gains 1 boost. If you do, draw a card.", "If you do"),
    ("{J} Choose a Character you control. It gains 1 boost, then it gains 2 boosts. If you do, draw a card.",
     "If you do"),
]
STEPS += COUNTERS


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,words", STEPS, ids=[t for t, _ in STEPS])
def test_6_5_f_a_test_after_two_steps_one_may_fail_is_refused_at_its_words(text, words, edition):
    """6.5.f: "If you do" asks of the step before it; after two or more on one choice's object, one of which may
    leave it unchanged (7.3.13.b, 7.3.18.b, 2.4.1.f), which one is not said: refused at the words (column of
    "If"), with the one message of choosesteps53."""
    e = refused_at(text, words, edition)
    for said in SAYS + (f"'{words}'",):
        assert said in e.message, e.message


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,words,example", [
    ("{J} Exhaust target Character, then it gains 1 boost. If you do, draw a card.", "If you do",
     "Target Character gains [[Asleep]]. If you do, draw a card."),
    ("{J} Choose two Characters you control. They gain [[Asleep]] and 1 boost. If you do, draw a card.", "If you do",
     "Choose a Character you control. It gains [[Asleep]]. If you do, draw a card."),
])
def test_the_wording_the_message_suggests_reads(text, words, example, edition):
    refused_saying(text, words, SAYS, example, edition)


# neighbours that still read: the test right after one step, or no test
READ = [
    "{J} Exhaust target Character. If you do, draw a card. It gains 1 boost.",
    "{J} Target Character gains [[Asleep]]. If you do, it gains 1 boost.",
    "{J} Exhaust target Character, then it gains 1 boost.",
    "{J} Exhaust target Character, then it gains 1 boost. Draw a card.",
    "{J} Choose a Character you control. Exhaust it. If you do, draw a card.",
    "{J} Exhaust target Character. If you do, draw a card.",
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", READ)
def test_neighbours_still_read(text, edition):
    assert effect_in(text, edition)


@pytest.mark.parametrize("name,words", [("s01-exhaust-boost-ifdo", "If you do"), ("s04-asleep-boost-ifdo", "If you do"),
                                        ("s05-boost-anch-ifcant", "If you can't"),
                                        ("s15-ret-reserve-exhaust", "If you do")])
def test_the_audit_scenarios_are_refused_at_their_word(name, words):
    """s01, s05 played one reading (s05 failed as the auditor wrote it), s04, s15 another: now each card's text is
    refused at its test."""
    scenario_refused(AUDIT / f"{name}.yaml", words, "of which step it asks is not said")
