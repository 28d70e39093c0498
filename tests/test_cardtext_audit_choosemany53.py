"""Audit s53 M1 (outside), class W-A (issue 31): several objects chosen by choosing steps of their own, then one step
naming them together, then "If you do" / "If you can't".

"Choose a Character you control and a Landmark you control. Exhaust them. If you do, draw a card." read as "if you
did (chosen) and you did (chosen2)": it asked only that each was chosen, never that the step changed it, so an
exhausted Character chosen and "exhausted" still drew (scenario s27_Spfive); "If you can't", its negation, never held
(s28_Spseven). With the choices in sentences one after the other ("Choose A. Choose B. Exhaust them. If you do") it
asked of the second alone (s32_Spten). And "... Exhaust them. If you don't, draw a card." (t11#9) was refused with an
internal error (TypeError: unhashable type: 'list'), at 1:1.

Fixed by choose53 (tests/test_cardtext_audit_choose53.py), extended; since session 56 (issue 31) by one runtime
mechanism: each choice of its own offers every object (6.1.g: none is an impossible option of "Choose"), with no
``able`` and no name of its own for those changed; the step on them records, as it runs, which of each choice's
objects it could change (effects/changes.py: 7.3.13.b an exhausted object can't be exhausted, 7.3.18.b a ready one
can't be readied, 2.4.1.f a status it has can't be gained), and ``{did: <the choice's name>}`` reads that record:
"If you do" after the step asks that every one chosen was changed (as decided for several, known.md s50/s53: of
several, all of them; 6.5.f), "If you can't" (and "If you don't" with no offer before it) that not all were. A
choice said as a target is read the same way ("Exhaust target Character. If you do": 2.4.1.f, 6.5.f). "Choose up
to two ... and ...": of the up-to choice, at least one changed, as choose53 reads it alone (audit M1 U5, open).

Bundled readings: unchanged (no bundled text chooses several with "Choose" and then changes their status).

Played: tests/scenarios/rules/s53/*-choosemany-*.yaml on tests/data/s53-choosemany/: each fails before the fix and
passes after, but for one neighbour that passes both (both ready: both exhausted, a card drawn).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from readings import effect_in, nested, scenarios_play

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios" / "rules" / "s53"
EDITIONS = [None, "5.0"]

# the auditor's texts (report §2, W-A) and new wordings of the same shape -> (the step's verb, how many chosen,
# the test: "do", "can't", or "both" for "If you do, ... If you can't, ...")
SEVERAL = [
    ("Choose a Character you control and a Landmark you control. Exhaust them. If you do, draw a card.",     # t8#1
     "Exhaust", 2, "do"),
    ("Choose a Character you control and a card in your Reserve. Exhaust them. If you can't, draw a card.",  # t8#2
     "Exhaust", 2, "can't"),
    ("Choose a Character you control and a Character an opponent controls. Ready them. If you do, draw a card.",
     "Ready", 2, "do"),                                                                                      # t8#3
    # ('a Character and a Landmark you control' is refused since msgs54 §5: 'you control' of both, or of one?)
    ("Choose a Landmark you control and a Character. Exhaust them. If you do, draw a card.", "Exhaust", 2, "do"),
    ("Choose a Character you control and a Character an opponent controls. They gain [[Asleep]]. If you do, draw a "
     "card.", "gain", 2, "do"),                                                                              # t8#8
    ("Choose a Character you control and a Landmark you control. Exhaust them. If you do, I gain 1 boost. If you "
     "can't, draw a card.", "Exhaust", 2, "both"),                                                           # t8#9
    ("Choose a card in your Reserve and a Character you control. Ready them. If you can't, I gain 1 boost.",
     "Ready", 2, "can't"),                                                                                   # t8#10
    ("Choose a Character you control. Choose a card in your Reserve. Exhaust them. If you do, draw a card.",
     "Exhaust", 2, "do"),                                                                                    # t11#1
    ("Choose a Character you control and a Landmark you control. They gain [[Anchored]]. If you can't, draw a "
     "card.", "gain", 2, "can't"),                                                                           # t11#3
    ("Choose a Character you control and a card in your Reserve. Ready them. If you do, draw a card.", "Ready", 2,
     "do"),                                                                                                  # t11#4
    ("Choose an exhausted Character you control and an exhausted card in your Reserve. Ready them. If you do, draw a "
     "card.", "Ready", 2, "do"),                                                                             # t11#5
    ("Choose two Characters you control and a card in your Reserve. Exhaust them. If you can't, draw a card.",
     "Exhaust", 2, "can't"),                                                                                 # t11#6
    ("Choose a Character you control and two cards in your Reserve. Exhaust them. If you do, draw a card.",
     "Exhaust", 2, "do"),                                                                                    # t11#7
    ("{J} Choose a Character you control and a Character an opponent controls. Exhaust them. If you do, I gain 2 "
     "boosts.", "Exhaust", 2, "do"),                                                                         # t11#8
    ("{J} Choose a Character you control and a card in your Reserve. Exhaust them. If you don't, draw a card.",
     "Exhaust", 2, "can't"),                                                                       # t11#9 (crashed)
    # new wordings
    ("Choose a Character you control, a Landmark you control and a card in your Reserve. Exhaust them. If you do, "
     "draw a card.", "Exhaust", 3, "do"),
    ("Choose a Character you control. Choose a Landmark you control. Choose a card in your Reserve. Ready them. If "
     "you can't, draw a card.", "Ready", 3, "can't"),
    ("{J} Choose a Character you control. Choose a Character an opponent controls. They gain [[Asleep]]. If you "
     "can't, sacrifice me.", "gain", 2, "can't"),
    ("{J} Choose a Character you control and a card in your Reserve. They lose [[Asleep]]. If you do, draw a card.",
     "lose", 2, "do"),
    ("At Noon — Choose another Character you control and a card in your Reserve. Exhaust them. If you do, I gain 1 "
     "boost.", "Exhaust", 2, "do"),
    ("{J} Choose a Character you control. Choose a card in your Reserve. Ready them. If you don't, draw a card.",
     "Ready", 2, "can't"),
    ("Choose a Character you control and a Landmark you control. Exhaust them. If you do, draw a card. Then, I gain "
     "1 boost.", "Exhaust", 2, "do"),
]


def _changed_by(step: dict) -> str:
    return next(iter(step["do"])) if "do" in step else next(k for k in ("gain", "lose") if k in step)


def _tests(steps) -> list:
    return [s["if"] for s in steps if isinstance(s, dict) and "if" in s]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,verb,many,test", SEVERAL, ids=[t for t, _, _, _ in SEVERAL])
def test_6_5_f_if_you_do_asks_that_the_step_changed_every_one_chosen(text, verb, many, test, edition):
    """6.1.g: each choice of its own offers every object (no ``able``, no ``able_as``); the test reads each choice's
    own name (``did``; "in full" of a choice of two, ``{changed: NAME}``), recorded as the step runs
    (effects/changes.py): "If you do" asks it of all of them, "If you can't" / "If you don't" that not all were
    (7.3.13.b, 7.3.18.b, 2.4.1.f; known.md s50/s53: of several, all)."""
    steps = effect_in(text, edition)
    chooses = nested(steps, "choose")
    assert len(chooses) == many and not [c for c in chooses if "able" in c or "able_as" in c]
    names = [c["as"] for c in chooses]
    tests = json.dumps(_tests(steps))
    assert all(json.dumps({"count": {"var": n}}) not in tests for n in names)
    assert all(json.dumps({"did": n}) in tests or json.dumps({"changed": n}) in tests for n in names)  # each asked of
    each = [t for t in _tests(steps) if "and" in t or "and" in t.get("not", {})]
    if test in ("do", "both"):
        assert any("and" in t and len(t["and"]) == many for t in each)
    if test in ("can't", "both"):
        assert any("not" in t and len(t["not"]["and"]) == many for t in each)
    # the step itself acts on all of them, once
    acts = [s for s in steps if isinstance(s, dict) and "if" not in s and "choose" not in s]
    assert _changed_by(acts[0]) == verb and json.dumps(acts[0]).count('"var"') == many
    assert all(json.dumps({"var": n}) in json.dumps(acts[0]) for n in names)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "Choose a Character you control and a card in your Reserve. Exhaust them.",   # nothing asks: plain choices
    "Choose a Character you control. Choose a card in your Reserve. They gain [[Asleep]].",
    # a move or a sacrifice is not a change of status: "If you do" asks what it did, as before (t11#2)
    "Choose a Character you control and a Landmark you control. Sacrifice them. If you do, draw a card.",
    # "You may" asks of the offer (audit s30_Spnine: not offered when not all can change)
    "{J} Choose a Character you control and a card in your Reserve. You may exhaust them. If you do, draw a card.",
])
def test_several_choices_nothing_asks_of_the_step_are_plain_choices(text, edition):
    steps = effect_in(text, edition)
    assert nested(steps, "choose") and not [c for c in nested(steps, "choose") if "able" in c or "able_as" in c]


def test_a_target_among_them_is_asked_of_as_they_are():
    """A target chosen with them is asked of as they are: every object offered (2.4.1.f's remark), "If you do"
    asks that the step changed it (7.3.13.b; the lead, session 54: tests/test_cardtext_audit_targetdid54.py), read
    of each choice's own name, recorded as the step runs (effects/changes.py)."""
    steps = effect_in("Choose a Character you control and target Character. Exhaust them. If you do, draw a card.")
    mine, target = nested(steps, "choose")
    assert target.get("target") and not [c for c in (mine, target) if "able" in c or "able_as" in c]
    assert {"and": [{"did": mine["as"]}, {"did": target["as"]}]} in _tests(steps)


def test_the_verbs_own_choices_still_offer_only_those_that_can():
    """'Exhaust a Character you control and a Landmark you control. If you do' (audit s27_Spsix: right): each
    choice of the verb's own is limited (state52), asked of as before."""
    steps = effect_in("Exhaust a Character you control and a Landmark you control. If you do, draw a card.")
    chooses = nested(steps, "choose")
    assert len(chooses) == 2 and all("able" in c and "able_as" not in c for c in chooses)


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_crash_reads(edition):
    """t11#9: 'If you don't' after several chosen and a step, with no offer before it, was an internal error
    (TypeError: unhashable type: 'list') at 1:1; it reads, as 'If you can't' (6.5.f)."""
    from altered.cardtext.api import parse_abilities
    for text in ("{J} Choose a Character you control and a card in your Reserve. Exhaust them. If you don't, draw a "
                 "card.",
                 "Choose a Character you control and a card in your Reserve. Exhaust them. If you don't, draw a card.",
                 "{J} Choose a Character you control and a Landmark you control. Sacrifice them. If you don't, draw "
                 "a card."):
        assert effect_in(text, edition)
    assert parse_abilities("Choose a Character you control and a card in your Reserve. Exhaust them. If you don't, "
                           "draw a card.")


def test_the_reading_shows_what_is_asked_of():
    from altered.rulebook import load_rulebook
    from altered.tools.explain import explain
    lines = explain("Choose a Character you control. Choose a card in your Reserve. Exhaust them. If you do, draw a "
                    "card.", book=load_rulebook())
    assert "  if you did (chosen) and you did (chosen2): do Draw (count: 1)" in lines, lines
    assert not [line for line in lines if "→ changed" in line or "those of them that can" in line], lines


# -- played -------------------------------------------------------------------------------------------------------------

FIXED = ("6.5.f-choosemany-and-exhaust-if-you-do-one-exhausted-no-draw",     # the auditor's s27_Spfive
         "6.1.g-choosemany-and-exhaust-cant-exhausted-chosen-draws",         # s28_Spseven
         "6.5.f-choosemany-apart-exhaust-if-you-do-both-exhausted-no-draw",  # s32_Spten
         "7.3.18.b-choosemany-ready-cant-one-ready-draws",
         "2.4.1.f-choosemany-gain-asleep-if-you-do-one-asleep-no-draw",
         "6.5.f-choosemany-dont-exhaust-exhausted-chosen-draws")             # t11#9, refused with a crash before
NEIGHBOURS = ("6.5.f-choosemany-and-exhaust-if-you-do-both-ready-draws",)


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_scenarios_play_right(edition):
    scenarios_play(SCENARIOS, "*-choosemany-*.yaml", FIXED + NEIGHBOURS, edition)
