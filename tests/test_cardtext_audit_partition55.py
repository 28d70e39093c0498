"""Audit s54 R1 (§2 WRONG-B, WRONG-E; issue 31): "If you do" / "If you can't" after a partition's two steps, and
after a step said of "target X or target Y" read as two modes.

WRONG-B: "Choose two Characters. Exhaust one of them and ready the other. If you do, draw a card." asked only whether
a card was picked (the pick offers those the step can change first, else any: partition54's ``able_first``), so with
both exhausted a card was drawn. These are two steps on one choice, the pick and the rest, one of which may leave its
cards unchanged (7.3.13.b, 7.3.18.b, 2.4.1.f; 1.4.1.c): which one "If you do" asks of is not said (6.5.f). Decided
(the lead, session 55): the one two-steps check (``whole_costs._of_several_steps``) counts a step on the rest of the
group ("the other", "the others", "the rest") as a step on the pick, so it refuses them at "If" with its message,
said with "and", "then" or in two sentences, as it refused the sibling "... The other gains 1 boost. If you do" (by
its own check). "Exhaust one of them. If you do" (no rest named) still reads, and where both steps always act (two
moves) the reading stays.

WRONG-E: "Exhaust target Character in a Reserve or target Landmark. If you do, draw a card." is two modes (6.5.g),
each choosing its own target, and the test after them asked whether a target was chosen: with an exhausted Character
chosen a card was drawn. A target that can't take the change may be chosen (6.1.g; 2.4.1.f remark), the step is
then not performed (1.4.1.c): each mode's target is asked whether it changed as one target is (``{did: target}``,
what the step changed recorded as it runs, effects/changes.py, since issue 31 in session 56).

A state condition after such a step ("Up to two target Characters gain [[Asleep]]. If they're [[Boosted]]") is
asked of the targets chosen: only a test built as what was done counts those changed (the s54 regression).

Played: tests/scenarios/rules/s55/*-partition-*.yaml on tests/data/s55-partition/: the two on an exhausted Character
fail before the fix (a card drawn / none drawn) and pass after, both editions; the ready one passes both.
Bundled readings: unchanged (dump cmp); the 728 official texts all read, both editions.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import effect_in, nested, refused_saying, scenarios_play

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios" / "rules" / "s55"
EDITIONS = [None, "5.0"]
SAYS = ("of which step it asks is not said", "6.5.f", "on the one picked and on the others", "or drop the test")

# the audit's texts (report §2 WRONG-B) and new wordings of the same shape -> the words refused at
PARTITIONS = [
    ("Choose two Characters. Exhaust one of them and ready the other. If you do, draw a card.", "If you do"),
    ("Choose two Characters. Ready one of them and exhaust the other. If you do, draw a card.", "If you do"),
    ("Choose two Characters. Exhaust one of them and ready the other. If you can't, draw a card.", "If you can't"),
    ("Choose two cards in your Reserve. Exhaust one of them and ready the other. If you do, I gain 1 boost.",
     "If you do"),
    ("Choose two Characters. Send one of them to Reserve and exhaust the other. If you do, draw a card.", "If you do"),
    ("Choose two Characters. Exhaust one of them, then ready the other. If you do, draw a card.", "If you do"),
    ("Choose two Characters. Exhaust one of them. Ready the other. If you do, draw a card.", "If you do"),
    ("Choose two Characters. Send one of them to Reserve and ready the other. If you can't, draw a card.",
     "If you can't"),
    ("Choose up to two Characters. Exhaust one of them and ready the other. If you do, draw a card.", "If you do"),
    ("Choose three Characters. Exhaust one of them and ready the others. If you do, draw a card.", "If you do"),
    ("Choose three Characters. Exhaust one of them and ready the rest. If you do, draw a card.", "If you do"),
    ("Choose two Mana Orbs. Exhaust one of them and ready the other. If you do, draw a card.", "If you do"),
    ("Choose two Characters. One of them gains [[Anchored]] and exhaust the other. If you do, draw a card.",
     "If you do"),
    ("Choose two Characters you control. Exhaust one of them and send the other to Reserve. If you do, draw a card.",
     "If you do"),
    ("{J} Choose two Characters. Return one of them to its owner's hand and exhaust the other. If you do, draw a card.",
     "If you do"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,words", PARTITIONS, ids=[t for t, _ in PARTITIONS])
def test_6_5_f_a_test_after_the_pick_and_the_rest_is_refused_at_its_words(text, words, edition):
    """6.5.f: after a step on the one picked and one on the rest, one of which may change nothing (7.3.13.b,
    7.3.18.b, 2.4.1.f, 1.4.1.c), which step "If ..." asks of is not said: refused at "If" by the two-steps check,
    and the wording its message suggests reads."""
    refused_saying(text, words, SAYS + (f"'{words}'",),
                   f"Choose two Characters. Exhaust one of them. {words}, draw a card.", edition)


# neighbours that still read: no rest named, the test before the rest's step, no test, or both steps always act
READ = [
    "Choose two Characters. Exhaust one of them. If you do, draw a card.",
    "Choose two Characters. Exhaust one of them. If you do, draw a card. Ready the other.",
    "Choose two Characters. Exhaust one of them and ready the other.",
    "Choose two Characters. Return one of them to its owner's hand and send the other to Reserve. If you do, "
    "draw a card.",
    "Look at the top two cards of your deck. Put one of them in your Reserve and the other on the bottom of your "
    "deck. If you do, draw a card.",
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", READ)
def test_neighbours_still_read(text, edition):
    assert effect_in(text, edition)


MODES = [
    ("Exhaust target Character in a Reserve or target Landmark. If you do, draw a card.",
     {"or": [{"did": "target"}, {"did": "target2"}]}),
    ("Exhaust target Character in a Reserve or target Landmark. If you can't, draw a card.",
     {"not": {"or": [{"did": "target"}, {"did": "target2"}]}}),
    ("Exhaust target Mana Orb or target Landmark. If you do, draw a card.",
     {"or": [{"did": "target"}, {"did": "target2"}]}),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,test", MODES, ids=[t for t, _ in MODES])
def test_6_5_f_each_modes_target_is_asked_whether_it_changed(text, test, edition):
    """1.4.1.c, 7.3.13.b, 6.5.f: the test after the modes asks of what each mode's step changed on its target
    (``{did: target}``, recorded as the step runs, effects/changes.py), as after one target; the targets are plain
    choices (every candidate offered)."""
    steps = effect_in(text, edition)
    choices = nested(steps, "choose")
    assert [c["as"] for c in choices] == ["target", "target2"], steps
    assert not [c for c in choices if "able" in c or "able_as" in c], steps
    assert steps[-1]["if"] == test, steps


@pytest.mark.parametrize("edition", EDITIONS)
def test_modes_nothing_asks_of_are_plain_choices(edition):
    steps = effect_in("Exhaust target Character in a Reserve or target Landmark. Draw a card.", edition)
    assert not [c for c in nested(steps, "choose") if "able" in c], steps


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_state_of_them_is_asked_of_those_chosen_a_did_test_of_those_changed(edition):
    """The s54 regression (they_several's program test): only a test built as what was done ("If you do" in full)
    counts those the step changed (6.5.f); a state said of "they" is of every one chosen, and one at least."""
    steps = effect_in("{J} Choose two Characters. Exhaust them. If you do, draw a card. If they're [[Boosted]], "
                      "I gain 1 boost.", edition)
    [done, state] = [s["if"] for s in steps if isinstance(s, dict) and "if" in s]
    assert done == {"gte": [{"count": {"changed": "chosen"}}, 2]}, done
    assert state["and"][0] == {"gte": [{"count": {"var": "chosen"}}, 1]}, state


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_scenarios_play_right(edition):
    scenarios_play(SCENARIOS, "*-partition-*.yaml", ["6.5.f-partition-mode-exhausted-if-you-do-draws-nothing",
                                                     "6.5.f-partition-mode-exhausted-if-you-cant-draws",
                                                     "6.5.f-partition-mode-ready-if-you-do-draws"], edition)
