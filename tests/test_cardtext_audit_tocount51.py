"""'that many' after a step said of its subject, picked by "have" (issue 31, audit H1 of session 51, class A).

"You may pay {1} to have target Character gain 2 boosts. Then, draw that many cards." read
``do Draw (count: the number of target)`` and drew 1 where the Character gained 2 (the auditor's scenario,
tests/data/s51-tocount/audit/s1-pay-count.yaml, under 5.0 too: v5-s1-pay-count.yaml); the same after "gain
[[Asleep]]" (s14-asleep-count.yaml), "switch Expeditions", with "If you do, draw that many", "I gain that many
boosts", "Target opponent draws that many cards"; "up to two target Characters" drew as many as were targeted
(s13-up-two.yaml, #493). The plain sentence "Target Character gains 2 boosts. Draw that many cards." is refused:
what "that many" counts is what the step just before it did (6.5.f: the cards drawn, discarded, sacrificed, the
counters removed, chains._result_of), not its subject.

Why it slipped: after "have", the Character is picked by the verb "have" (combinators/verbs._have), not as the
subject of the link, so the count of what a step acted on took the pick for an object acted on. Now, as a class,
the pick "have" makes is that verb's subject (Scope.have_subjects) and counts nothing, in any sentence ("You may
have ...", "Have ...", "You may <cost> to have ..."), both editions: refused with the plain form's message at
"that many", or, where the cost before "to" counted, with the "<cost> to <effect>" message (counted_after_to, which
no longer says the target is "one object, not a number").

What still reads: a step that acts on what it picks ("You may pay {1} to sacrifice up to two Characters. Draw that
many cards."; "... to ready target card in your Mana zone. Draw that many cards." counts the card readied, as the
plain "Ready target card in your Mana zone. Draw that many cards." does), a player's step after "have" ("You may
have target opponent discard up to two cards. Draw that many cards.": the cards discarded), the cost counted inside
the "to" clause, and the number said ("Draw two cards."), which plays as the card means
(tests/scenarios/rules/s51/6.5.f-have-target-gain-*.yaml, test cards tests/data/s51-tocount/cards.yaml).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from readings import effect_in, reads, refused_in, refused_saying, scenario_refused

HERE = Path(__file__).parent
AUDIT = HERE / "data" / "s51-tocount" / "audit"

NO_NUMBER = "'that many' names no number here"
COST_TOO = "which counts nothing here, and the cost before 'to' counted too"
EDITIONS = [None, "5.0"]

SUBJECT_COUNTED = [
    # the auditor's texts (#18, #444, #449, #491, #499, #533, #535, #536) and #493 (UNCLEAR, now as the plain form)
    "{J} You may pay {1} to have target Character gain 2 boosts. Then, draw that many cards.",
    "{J} You may pay {1} to have target Character gain 3 boosts. I gain that many boosts.",
    "{J} You may exhaust me to have target Character gain 2 boosts. Draw that many cards.",
    "{J} You may pay {1} to have target Character gain 2 boosts. If you do, draw that many cards.",
    "{J} You may exhaust me to have target Character gain 1 boost. If you do, draw that many cards.",
    "{J} You may pay {1} to have target Character gain 2 boosts. Target opponent draws that many cards.",
    "{J} You may pay {2} to have target Character switch Expeditions. Draw that many cards.",
    "{J} You may pay {1} to have target Character gain [[Asleep]]. Draw that many cards.",
    "{J} You may pay {1} to have up to two target Characters gain 1 boost. Draw that many cards.",
    # new wordings of the shape: another filter, several switching, a trigger, a quick action, no "to", no "may"
    "{J} You may pay {1} to have target Character you control gain 3 boosts. Draw that many cards.",
    "{J} You may exhaust me to have up to two target Characters switch Expeditions. Draw that many cards.",
    "When a Character joins my Expedition — You may pay {1} to have target Character gain 2 boosts. Draw that many "
    "cards.",
    "{T}: You may pay {1} to have target Character gain 2 boosts. Draw that many cards.",
    "{J} You may have target Character gain 2 boosts. Draw that many cards.",
    "{J} Have target Character gain 2 boosts. Draw that many cards.",
]

PLAIN = [   # the plain forms, refused as before with the same message
    "{J} Target Character gains 2 boosts. Draw that many cards.",
    "{J} Up to two target Characters gain 1 boost. Draw that many cards.",
    "{J} Target Character gains [[Asleep]]. Draw that many cards.",
    "{J} Target Character switches Expeditions. Draw that many cards.",
    "{J} You may pay {1} to have me gain 2 boosts. Draw that many cards.",     # (#540)
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", SUBJECT_COUNTED + PLAIN)
def test_that_many_after_a_step_said_of_its_subject_is_refused(text, edition):
    """6.5.f: "that many" names what the step just before it did; a Character gaining boosts or a status, or
    switching, is that step's subject, no count of what it did: refused at "that many" as the plain sentence is,
    where it read the number of targets (1)."""
    refused_saying(text, "that many", NO_NUMBER, "You may pay {1} to discard up to two cards. Draw that many cards.",
                   edition)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    # the auditor's cost-counting form (its message said "'target Character' there is one object, not a number")
    "{J} You may exhaust a card in your Mana zone to have target Character gain 3 boosts. I gain that many boosts.",
    "{J} You may discard a card to have target Character gain 2 boosts. Draw that many cards.",
    "{J} You may discard a card from your hand to have target Character gain [[Asleep]]. I gain that many boosts.",
])
def test_after_a_cost_that_counts_the_effect_counts_nothing(text, edition):
    """6.5.f: after "<cost> to <effect>", the effect counts nothing here and the cost counted: refused saying so
    (chains.counted_after_to), with the wording that reads."""
    refused_saying(text, "that many", (COST_TOO, "(6.5.f)"),
                   "You may discard up to two cards to draw that many cards.", edition)
    assert "one object, not a number" not in str(refused_in(text, edition))


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, counted", [
    ("{J} You may pay {1} to discard up to two cards. Draw that many cards.", "chosen"),
    ("{J} You may discard any number of cards from your Reserve to draw that many cards.", "chosen"),
    ("{J} You may pay {1} to sacrifice up to two Characters. Draw that many cards.", "chosen"),
    ("{J} You may pay {1} to have target opponent discard up to two cards. Draw that many cards.", "chosen"),
    ("{J} You may have target opponent discard up to two cards. Draw that many cards.", "chosen"),
    ("{J} You may pay {1} to have target Character gain 2 boosts. Then, sacrifice up to two Characters. Draw that "
     "many cards.", "chosen"),
    # a step acting on the card it targets counts those of it it changed, as the plain form does ("Ready target
    # card ...": targetdid54, 1.4.1.c)
    ("{J} You may pay {1} to ready target card in your Mana zone. Draw that many cards.", "target"),
    ("{J} Ready target card in your Mana zone. Draw that many cards.", "target"),
    ("{J} You may pay {1} to exhaust target Character. I gain that many boosts.", "target"),
])
def test_what_counts_still_reads(text, counted, edition):
    """6.5.f: where the step just before counts what it did, "that many" reads it, as before: those of the name the
    step on them changed, recorded as it runs (``{count: {changed: NAME}}``, effects/changes.py)."""
    assert f'{{"count": {{"changed": "{counted}"}}}}' in json.dumps(effect_in(text, edition))


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} You may pay {1} to have target Character gain 2 boosts. Draw two cards.",
    "{J} You may pay {1} to have target Character gain 2 boosts. If you do, draw a card.",
    "{J} You may pay {1} to have target Character gain [[Asleep]].",
])
def test_the_number_said_reads(text, edition):
    reads(text, edition)


@pytest.mark.parametrize("name", ["s1-pay-count", "v5-s1-pay-count", "s13-up-two", "s14-asleep-count"])
def test_the_audit_scenarios_are_now_refused_at_that_many(name):
    """The auditor's scenarios (1 card drawn for 2 boosts, 2 for two targets, 1 after [[Asleep]]) no longer play:
    the card's text is refused at "that many" (6.5.f)."""
    scenario_refused(AUDIT / f"{name}.yaml", "that many", NO_NUMBER)
