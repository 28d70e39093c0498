"""Audits s54 P1 (§2 W1, W2) and P2 (W1, W2), one class (issue 31): "If you do" / "If you can't" / "If you don't" /
"that many" after a step on *targets* asked whether a target was chosen, not what the step changed.

"Exhaust target Character. If you do, draw a card." read ``if you did (target)``: true once a target was chosen, so a
card was drawn with the target already exhausted; "If you can't" never held while a target existed; "Exhaust up to
two target Characters. Then draw that many cards." counted the targets (``the number of target``). Same with "Ready
target ...", "Target Character gains [[Asleep]]", "... loses [[Anchored]]", "Exhaust target card in a Reserve",
"Exhaust any number of target Characters you control. Draw that many cards.", and "You may exhaust target Character.
If you do" (its offer was "done" once a target was chosen).

Decided (the lead, session 54): a target may be chosen though the step can't change it (2.4.1.f's remark: "Target
Character gains Asleep" may target an Asleep Character), but then the step is impossible for it and is not performed
(1.4.1.c, 7.3.13.b, 2.4.1.f, 7.3.18.b): "If you do" is false and "If you can't" true for it, and "that many" counts
only those it changed (6.5.f). One mechanism (issue 31, session 56): what the step changed is recorded as it runs
(effects/changes.py), and the tests ask of that record: the target choice keeps no ``able`` limit (every candidate
offered) and names nothing more; the test is ``{did: target}`` (true when the step changed every one chosen, one at
least: after several chosen, "If you do" needs every one changed, as s53 decided, "If you can't" / "If you don't"
that not all), and "that many" is ``{count: {changed: target}}``. Two steps on one target then "If you do" ("Target
Character gains [[Asleep]] and [[Anchored]]. If you do") are refused at the words, as s53 refuses them after
"Choose ...": of which step it asks is not said.
Counters count the amount removed as before; moves always change the card: their readings are unchanged.

Bundled readings: unchanged (no bundled card has this shape); the 728 official texts all read, both editions.

Played: tests/scenarios/rules/s54/*-targetdid-*.yaml on tests/data/s54-targetdid/: 15 fail before the fix (on both
editions) and pass after; 4 neighbours pass both (a ready target exhausted and drawn; "If you can't" on a ready
target; both of "up to two" ready; counters "that many").
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from altered.effects.changes import acted_on
from readings import dicts, effect_in, nested, refused_saying, scenarios_play, shown_and_read_back

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios" / "rules" / "s54"
EDITIONS = [None, "5.0"]

# the auditors' texts and new wordings: a step changing a target's status, then a test of it -> how many it may choose
ONE = [
    "{J} Exhaust target Character. If you do, draw a card.",                       # P1 s08b, P2 s51
    "Exhaust target Character. If you do, its controller draws a card.",           # P2 s37
    "Exhaust target Character. If you can't, draw a card.",                        # P2 s09
    "{J} Exhaust target Character. If you can't, draw a card.",                    # P2 s52
    "Exhaust target Character. If you don't, draw a card.",
    "Ready target Character. If you do, draw a card.",                             # P1 s19, P2 s53
    "Target Character gains [[Asleep]]. If you do, draw a card.",                  # P1 s08c, P2 s61
    "Target Character gains [[Anchored]]. If you do, it gains 1 boost.",           # P1 s08
    "Target Character loses [[Anchored]]. If you do, draw a card.",                # P1 s20
    "Exhaust target card in a Reserve. If you do, draw a card.",                   # P1 s22
    # new wordings
    "{J} Target Character loses [[Asleep]]. If you can't, sacrifice me.",
    "At Noon — Ready target Character you control. If you don't, I gain 1 boost.",
    "{R} Target Character an opponent controls gains [[Asleep]]. If you do, draw a card.",
    "Target a Character. Exhaust it. If you do, draw a card.",
    "{J} Exhaust target card in your Reserve. If you do, draw a card. If you can't, sacrifice me.",
]
SEVERAL = [
    "Exhaust up to two target Characters. If you do, draw a card.",                # P1 s28
    "Up to two target Characters gain [[Asleep]]. If you don't, draw a card.",
    "{J} Exhaust any number of target Characters you control. If you do, I gain 1 boost.",
]
THAT_MANY = [
    "Exhaust up to two target Characters. Then draw that many cards.",             # P1 s02
    "Exhaust up to two target Characters. Draw that many cards.",                  # P2 s59
    "Exhaust any number of target Characters you control. Draw that many cards.",  # P2 s01
    "Ready any number of target Characters you control. Draw that many cards.",    # P2 s60
    "{J} Ready up to two target Characters you control. I gain that many boosts.",
]


def _tests(steps) -> list:
    return [s["if"] for s in steps if isinstance(s, dict) and "if" in s]


def _target(steps) -> dict:
    [choose] = [c for c in nested(steps, "choose") if c.get("target")]
    return choose


def _plain(choose) -> None:
    """The target choice names nothing more and limits nothing: what changed is recorded as the step runs."""
    assert "able" not in choose and "able_as" not in choose


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", ONE)
def test_a_test_after_a_step_on_a_target_asks_of_what_it_changed(text, edition):
    """1.4.1.c, 7.3.13.b, 7.3.18.b, 2.4.1.f: every candidate offered (no ``able`` limit, 2.4.1.f's remark); a step
    acts on the target, and the test asks ``{did: target}``: what that step changed, recorded as it runs
    (effects/changes.py), not whether a target was chosen (the rows below play it)."""
    steps = effect_in(text, edition)
    choose = _target(steps)
    _plain(choose)
    assert [d for d in dicts(steps) if choose["as"] in acted_on(d)]
    assert json.dumps({"did": choose["as"]}) in json.dumps(_tests(steps))


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", SEVERAL)
def test_after_several_targets_if_you_do_asks_that_every_one_changed(text, edition):
    """After several chosen, ``did`` holds when the step changed every one (effects/changes.py)."""
    steps = effect_in(text, edition)
    choose = _target(steps)
    _plain(choose)
    [test] = _tests(steps)
    assert test in ({"did": choose["as"]}, {"not": {"did": choose["as"]}})


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", THAT_MANY)
def test_that_many_after_targets_counts_those_changed(text, edition):
    steps = effect_in(text, edition)
    choose = _target(steps)
    _plain(choose)
    shown = json.dumps(steps)
    assert json.dumps({"count": {"changed": choose["as"]}}) in shown
    assert json.dumps({"count": {"var": choose["as"]}}) not in shown


@pytest.mark.parametrize("edition", EDITIONS)
def test_two_targets_named_in_one_step_each_asked_of(edition):
    steps = effect_in("Exhaust target Character and target Landmark. If you do, draw a card.", edition)
    first, second = nested(steps, "choose")
    assert {"and": [{"did": first["as"]}, {"did": second["as"]}]} in _tests(steps)


@pytest.mark.parametrize("edition", EDITIONS)
def test_may_on_a_target_is_done_only_if_the_step_changed_it(edition):
    """6.5.f: the offer taken on an exhausted target exhausted nothing: "If you do" is false."""
    steps = effect_in("{J} You may exhaust target Character. If you do, draw a card.", edition)
    [may] = nested(steps, "may")
    choose = _target(steps)
    _plain(choose)
    assert may["done_when"] == {"did": choose["as"]}


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "Exhaust target Character.",                                  # nothing asks of it: a plain target
    "Target Character gains [[Asleep]].",
    "Remove 2 boosts from target Character. Draw that many cards.",     # counters: the amount removed, as before
    "Sacrifice target token. If you do, draw a card.",                  # a move always changes the card
    "Send target Character to Reserve. If you do, draw a card.",
    "{J} You may exhaust target Character to draw a card.",             # a cost: only those that can (state52)
])
def test_neighbours_read_as_before(text, edition):
    shown = json.dumps(effect_in(text, edition))
    assert '"able_as"' not in shown and '"changed"' not in shown


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,words", [
    ("Target Character gains [[Asleep]] and [[Anchored]]. If you do, draw a card.", "If you do"),    # P1 s33
    ("{J} Exhaust target Character. It gains [[Asleep]]. If you can't, draw a card.", "If you can't"),
])
def test_two_steps_on_a_target_then_a_test_refused_at_the_words(text, words, edition):
    """As s53 refuses it after "Choose ...": of which step the test asks is not said (6.5.f)."""
    refused_saying(text, words, ("of which step it asks is not said", "'target ...'"),
                   f"Target Character gains [[Asleep]]. {words}, draw a card.", edition)


@pytest.mark.parametrize("text,shown", [
    ("{J} Exhaust target Character. If you do, draw a card.", "if you did (target): do Draw (count: 1)"),
    ("Exhaust up to two target Characters. Then draw that many cards.",
     "do Draw (count: the number of those of target the step on them changed)"),
])
def test_the_reading_shows_what_is_asked_of_and_reads_back(text, shown):
    shown_and_read_back(text, shown)


# -- played -------------------------------------------------------------------------------------------------------------

FIXED = ("7.3.13.b-targetdid-exhaust-ifdo-exhausted-no-draw",
         "7.3.13.b-targetdid-exhaust-cant-exhausted-draws",
         "7.3.13.b-targetdid-exhaust-dont-exhausted-draws",
         "7.3.18.b-targetdid-ready-ifdo-ready-no-draw",
         "2.4.1.f-targetdid-asleep-ifdo-asleep-no-draw",
         "2.4.1.f-targetdid-lose-anchored-ifdo-not-anchored-no-draw",
         "2.4.1.f-targetdid-anchor-cant-anchored-draws",
         "7.3.13.b-targetdid-reserve-exhaust-ifdo-exhausted-no-draw",
         "6.5.f-targetdid-two-ifdo-both-exhausted-no-draw",
         "6.5.f-targetdid-two-ifdo-one-exhausted-no-draw",
         "6.5.f-targetdid-two-that-many-one-exhausted-draws-one",
         "6.5.f-targetdid-any-that-many-one-exhausted-draws-one",
         "7.3.18.b-targetdid-ready-that-many-one-ready-draws-one",
         "6.5.f-targetdid-and-ifdo-one-exhausted-no-draw",
         "6.5.f-targetdid-may-ifdo-exhausted-no-draw")
NEIGHBOURS = ("7.3.13.b-targetdid-exhaust-ifdo-ready-draws",
              "7.3.13.b-targetdid-exhaust-cant-ready-no-draw",
              "6.5.f-targetdid-two-ifdo-both-ready-draws",
              "6.5.f-targetdid-counters-that-many-counts-removed")


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_scenarios_play_right(edition):
    scenarios_play(SCENARIOS, "*-targetdid-*.yaml", FIXED + NEIGHBOURS, edition)
