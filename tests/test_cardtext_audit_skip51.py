"""A back-reference that skips the step just before it (issue 31, audit G1 of session 51, W1 and W2).

W1: "Discard two cards. Target Character gains 1 boost. If you do, draw a card." asked whether a target was chosen
(the step just before, said of the Character it targets), where the card means the discard: with one card in hand
you still drew (tests/data/s51-skip/audit/d2.yaml), with none "If you can't" never drew (d1c.yaml), with no
Character to sacrifice you drew (sac.yaml). W2: "Remove all boosts from target Character. I gain 1 boost. Draw that
many cards." drew as many as were removed, past a step that counts nothing ("I gain 1 boost", "Target Character
gains 1 boost", "Draw a card"): thatmany.yaml drew 3.

Decided in session 47: a back-reference that could name the step just before it or an earlier one is refused at
the word, saying to put it next to what it names (6.5.f, 7.2.4.a). Why these slipped past: the check of a pick of
one object (cardtext/ante.py) knew only a choice offered before it ("You may discard a card. Target Character ...
If you do" was refused), not an action, and not a pick of several ("Up to two target Characters"); "that many"
fell back on the last counters removed (Scope.amount) whatever step came between. Now, as a class:
- "If you do" / "If you don't" / "If you can't" (and "If they ...") asked of a step said of what it targets (its
  subject a card: "gains", "switches Expeditions", "Target Landmark ...", "Up to two target Characters ...") is
  refused where a step of that player (or a quick action's cost, or a choice offered to them) came before it
  (ante.did); alone, or after another player's step only ("Target opponent discards two cards. Target Character
  gains 1 boost. If you do"), it asks whether there was one to target, as before (s47);
- "that many" after a step that counts nothing, a step before it having counted, is refused (ante.skipped_count),
  where it was read as that earlier count; in one sentence a verb counting nothing still leaves its other verb's
  count ("Remove all boosts from target Character and draw a card. I gain that many boosts.", as decided before,
  tests/test_cardtext_audit_trace.py), and so does one cost paid whole ("You may remove 1 boost from me and pay {1}
  to draw that many cards.", 1.2.5.c).
What reads unambiguously reads as before: "Discard a card. If you do, ...", "You may X. If you do, ...", a player's
step on the target ("Discard a card. Exhaust target Character. If you do": the exhaust), "Remove all boosts from
target Character. Draw that many cards.". Official texts: 0 refused (both editions); bundled readings unchanged.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import col, effect_in, refused_saying, scenario_refused, scenarios_play

HERE = Path(__file__).parent
AUDIT = HERE / "data" / "s51-skip" / "audit"

DID = "that step is said of"
EARLIER = "it could mean the action said before it"
OFFERED = "it could mean the choice offered before it"
MANY = "that step counts nothing of its own"
EDITIONS = [None, "5.0"]


# -- W1: "If you do" / "If you can't" past a step said of a target ------------------------------------------------

W1 = [
    # the auditor's texts (#685 ... #788)
    ("{J} Discard two cards. Target Character gains 1 boost. If you do, draw a card.", "If you do"),
    ("{J} Discard a card. Target Character gains [[Asleep]]. If you do, draw a card.", "If you do"),
    ("{J} Discard a card. Target Character switches Expeditions. If you do, draw a card.", "If you do"),
    ("{J} Pay {1}. Target Character gains 1 boost. If you do, draw a card.", "If you do"),
    ("{J} Exhaust a Character you control. Target Character gains 1 boost. If you do, draw a card.", "If you do"),
    ("{J} Exhaust target Character. Target Character gains 1 boost. If you do, draw a card.", "If you do"),
    ("{J} Send target Character to its owner's Reserve. Target Character gains 1 boost. If you do, draw a card.",
     "If you do"),
    ("{J} Discard a card. Target Character gains 1 boost. If you can't, draw a card.", "If you can't"),
    ("{J} Sacrifice a Character. Target Character gains 1 boost. If you do, draw a card.", "If you do"),
    ("{J} Discard a card. Target Landmark gains [[Anchored]]. If you do, draw a card.", "If you do"),
    ("{J} Discard a card. Up to two target Characters gain 1 boost. If you do, draw a card.", "If you do"),
    ("{J} Discard a card. Target Character you control gains 1 boost. If you can't, sacrifice me.", "If you can't"),
    ("{J} Put a card from your hand in Reserve. Target Character gains 1 boost. If you do, draw a card.", "If you do"),
    ("{J} Return a Character you control to its owner's hand. Target Character gains 1 boost. If you do, I gain 1 "
     "boost.", "If you do"),
    # new wordings of the shape: "If you don't", ", then", "and", two steps between, a trigger, a quick action
    # (in its effect, or its cost before), a draw or a roll before, a step of another player between
    ("{J} Discard a card. Target Character gains 1 boost. If you don't, draw a card.", "If you don't"),
    ("{J} Discard a card, then target Character gains 1 boost. If you do, draw a card.", "If you do"),
    ("{J} Discard a card and target Character gains 1 boost. If you do, draw a card.", "If you do"),
    ("{J} Discard a card. Target Character gains 1 boost and switches Expeditions. If you do, draw a card.",
     "If you do"),
    ("{J} Discard a card. I gain 1 boost. Target Character gains 1 boost. If you do, draw a card.", "If you do"),
    ("{J} Discard a card. Target Character gains 1 boost. Then, if you do, draw a card.", "if you do"),
    ("When a Character joins my Expedition — Discard a card. Target Character gains 1 boost. If you do, draw a "
     "card.", "If you do"),
    ("{T}: Discard a card. Target Character gains 1 boost. If you do, draw a card.", "If you do"),
    ("{T}, Discard a card: Target Character gains 1 boost. If you do, draw a card.", "If you do"),
    ("{J} Draw a card. Target Character gains 1 boost. If you do, I gain 1 boost.", "If you do"),
    ("{J} Roll a die. Target Character gains 1 boost. If you do, draw a card.", "If you do"),
    ("{J} Discard a card. Target opponent discards a card. Target Character gains 1 boost. If you do, draw a card.",
     "If you do"),
    ("{J} Discard a card. Target Character switches Expeditions. If you can't, I gain 1 boost.", "If you can't"),
    ("{R} Sacrifice a Character. Target Character gains [[Asleep]]. If you do, draw a card.", "If you do"),
    # a step said of the target that keeps a trace of its own ("loses 1 boost": whether it lost it)
    ("{J} Discard a card. Target Character loses 1 boost. If you do, draw a card.", "If you do"),
    ("{J} Discard a card. Target Character loses 1 boost. If you can't, draw a card.", "If you can't"),
    # their step, then a target: "If they do" (of theirs, or whether there was a target?)
    ("{J} Target opponent discards a card. Target Character gains 1 boost. If they do, draw a card.", "If they do"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, words", W1)
def test_w1_if_you_do_past_a_step_said_of_a_target_is_refused(text, words, edition):
    """6.5.f: "If you do" asks of the step just before it; said of a Character (no action of yours), it could
    mean the action before it as well: refused at the words, with what to write, which reads."""
    action = "Target opponent discards a card" if "they" in words else \
        "Return a Character you control to its owner's hand"
    suggested = f"{action}. {words[0].upper() + words[1:]}, draw a card. Target Character gains 1 boost."
    refused_saying(text, words, (DID, EARLIER, "(6.5.f)", "say it right after the step it names"), suggested,
                   edition)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, words", [
    ("{J} You may discard a card. Up to two target Characters gain 1 boost. If you do, draw a card.", "If you do"),
    ("{J} You may discard a card. Target Landmark gains [[Anchored]]. If you do, draw a card.", "If you do"),
])
def test_w1_after_a_choice_offered_the_same(text, words, edition):
    """The shape refused since session 47 after "You may ..." (a pick of one), now after a pick of several too."""
    refused_saying(text, words, (OFFERED, "(6.5.f)"), None, edition)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, asked", [
    # nothing before: whether the target gained it (a counter gain may fail: "I can't gain counters", 1.4.1.a;
    # what the step changed, recorded as it runs, effects/changes.py: ``{did: target}``; s55:
    # tests/test_cardtext_audit_counters55.py)
    ("{J} Target Character gains 1 boost. If you do, draw a card.", "target"),
    ("{T}: Target Character gains 1 boost. If you do, draw a card.", "target"),
    ("{J} I gain 1 boost. Target Character gains 1 boost. If you do, draw a card.", "target"),
    # another player's step before it, none of yours (s47, tests/test_cardtext_audit_ante.py)
    ("{J} Target opponent discards two cards. Target Character gains 1 boost. If you do, draw a card.", "target2"),
    # right after the action
    ("{J} Discard a card. If you do, draw a card. Target Character gains 1 boost.", "chosen"),
    ("{J} Discard two cards. If you do, draw a card. Target Character gains 1 boost.",
     {"gte": [{"count": {"changed": "chosen"}}, 2]}),             # both discarded (1.2.5.c)
    # a player's step on the target is what it asks of (the nearest)
    ("{J} Discard a card. Exhaust target Character. If you do, draw a card.", "target"),    # what it changed (s54)
    # ("... Target Character gains 1 boost. Exhaust it. If you do": two steps on the target, the exhaust may fail:
    #  refused since session 54, tests/test_cardtext_audit_twosteps54.py)
    ("{J} Discard a card. Sacrifice a Character. If you do, draw a card.", "chosen2"),
    ("{T}, Discard a card: Exhaust target Character. If you do, draw a card.", "target"),
    # a loss said of the target alone, or done by you: whether all was lost (1.2.5.c)
    ("{J} Target Character loses 1 boost. If you do, draw a card.", {"not": {"var": "fewer"}}),
    ("{J} Discard a card. Remove 1 boost from target Character. If you do, draw a card.", {"not": {"var": "fewer"}}),
])
def test_w1_what_reads_unambiguously_still_reads(text, asked, edition):
    """Read as before: "If you do" asks of the step named (``asked``: its name, or the test it reads as)."""
    steps = effect_in(text, edition)
    asks = [s["if"] for s in steps if isinstance(s, dict) and "if" in s]
    assert asks == [asked if isinstance(asked, dict) else {"did": asked}], (asks, steps)


def test_w1_you_may_then_if_you_do_still_reads():
    """"You may X. If you do, target Character gains 1 boost.": of the choice offered, as before."""
    steps = effect_in("{J} You may discard a card. If you do, target Character gains 1 boost.")
    assert steps[-1]["if"] == {"did": "done"}, steps


# -- W2: "that many" past a step that counts nothing --------------------------------------------------------------

W2 = [
    # the auditor's texts (#730, #731, #793, #797)
    ("{J} Remove all boosts from target Character. I gain 1 boost. Draw that many cards.", "that many"),
    ("{J} Remove all boosts from target Character. Target Character gains 1 boost. Draw that many cards.",
     "that many"),
    ("{J} Remove all boosts from target Character. I gain 2 boosts. I gain that many boosts.", "that many"),
    ("{J} Remove all boosts from target Character. Draw a card. I gain that many boosts.", "that many"),
    # new wordings: a status, a payment, a step in "If you do", a die, a discard counted, a cost after it
    ("{J} Remove all boosts from target Character. Target Character gains [[Asleep]]. Draw that many cards.",
     "that many"),
    ("{J} Remove all boosts from target Character. Pay {1}. Draw that many cards.", "that many"),
    ("{J} Remove all boosts from target Character. If you do, I gain 1 boost. Draw that many cards.", "that many"),
    ("{J} Roll a die. I gain 1 boost. Draw that many cards.", "that many"),
    ("{J} Discard two cards. I gain 1 boost. Draw that many cards.", "that many"),
    ("{J} Discard two cards. Target Character gains 1 boost. Draw that many cards.", "that many"),
    ("{J} Remove all boosts from target Character. You may pay {1} to draw that many cards.", "that many"),
    ("When a Character joins my Expedition — Remove all boosts from it. I gain 1 boost. Draw that many cards.",
     "that many"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, words", W2)
def test_w2_that_many_past_a_step_that_counts_nothing_is_refused(text, words, edition):
    """6.5.f: "that many" names the step just before it; one that counts nothing, a step before it having
    counted: of which? Refused at "that many", with what to write, which reads."""
    refused_saying(text, words, (MANY, "(6.5.f)", "say it right after the step it counts"),
                   "Remove all boosts from target Character and draw that many cards. I gain 1 boost.", edition)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, count", [
    ("{J} Remove all boosts from target Character. Draw that many cards.", {"var": "removed"}),
    ("{J} Remove all boosts from target Character and draw that many cards.", {"var": "removed"}),
    # one sentence: a verb that counts nothing leaves the other's (as decided before)
    ("{J} Remove all boosts from target Character and draw a card. I gain that many boosts.", {"var": "removed"}),
    ("{J} Discard up to two cards. Draw that many cards.", {"count": {"changed": "chosen"}}),
    # one cost paid whole: its count (1.2.5.c), substituted
    ("{J} You may remove 1 boost from me and pay {1} to draw that many cards.", 1),
    ("{J} You may sacrifice two Characters and pay {1} to draw that many cards.", {"count": {"var": "chosen"}}),
])
def test_w2_what_reads_unambiguously_still_reads(text, count, edition):
    import json
    assert json.dumps(count) in json.dumps(effect_in(text, edition)[-1]), effect_in(text, edition)


def test_w2_the_refusal_is_at_that_many():
    text = "{J} Remove all boosts from target Character. I gain 1 boost. Draw that many cards."
    refused_saying(text, "that many", MANY, None)
    assert col(text, "that many") == 67


# -- played: the auditor's scenarios no longer play the card differently ------------------------------------------

@pytest.mark.parametrize("name, words", [
    ("d2", "If you do"), ("d1c", "If you can't"), ("sac", "If you do"), ("thatmany", "that many"),
])
def test_the_audit_scenarios_are_refused_at_their_word(name, words):
    """d2, d1c, sac played "If you do"/"If you can't" of the target (drew when the discard or sacrifice was not
    done, did not draw when it was not); thatmany drew the boosts removed past "I gain 1 boost": now the card's
    text is refused at that word, and nothing is played."""
    scenario_refused(AUDIT / f"{name}.yaml", words)


def test_the_suggested_wordings_play_right():
    """Said right after what it names, each plays as the card means (tests/scenarios/rules/s51/, test cards in
    tests/data/s51-skip/cards.yaml): one card of two discarded, no draw; none to discard, "If you can't" draws; none
    to sacrifice, no draw; the 3 boosts removed, 3 drawn."""
    scenarios_play(HERE / "scenarios" / "rules" / "s51", "6.5.f-*before-a-target*.yaml", count=4)
