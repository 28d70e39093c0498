"""A pronoun and "If you do/don't/can't" after a step that keeps no trace; "that many" after two counted actions
(issue 31, session 47).

1. "{T}: Discard a card. Draw a card. If you do, ..." asked whether the card was discarded, and "Target Character
   gains 1 boost. Draw a card. If it's a Character, ..." tested the target: both name the step just before them
   (6.5.f: "[Do X]; if you did, [do Y]"; 7.2.4.a: "it" is the last noun phrase), the draw, which keeps no trace of
   the card drawn (it goes to a hand, a hidden zone, 3.1.3.d, 2.1.j). Session 46 fixed this after a quick action's
   cost only (tests/test_cardtext_audit_cost_it_after.py); it is now one rule for every step of every effect
   (combinators/trace.py): after a step that names nothing new and does not act on what "it" names, "it" is
   refused at the pronoun; after a step that keeps nothing of what it did, "If you do" is refused at "If". What a
   condition's branch does leaves "If you do" as it was (its steps are done only if it holds: "If you do, draw a
   card. If you do, ..." and the official "Sacrifice another Robot or Permanent. If its Hand Cost was {3} or
   more, I gain 3 boosts. If you can't, sacrifice me."), and so does what "you may" offers (the offer is what
   "If you do" asks of); what "you may ... to ..." pays leaves "it" as it was ("You may sacrifice me to give it 2
   boosts", official), as a quick action's cost does.
2. "Discard up to two cards and sacrifice up to two Characters. Draw that many cards." counted the sacrifices
   only: "that many" after two actions of one sentence that each count (joined by "and", ", then", or options of
   "or") could count either or both: refused at "that many". One counted action before it reads as before.

Every change is a refusal of a text that was misread: nothing plays differently that still reads, so there is no
scenario that fails before and passes after; the bundled readings are unchanged and the official texts all read.
"""
from __future__ import annotations

import pytest

from readings import effect, refused

IT_NO_TRACE = "names what the step just before it acted on (7.2.4.a), and that step"
DO_NO_TRACE = "that action keeps no trace of it"
THAT_MANY = "'that many' after two actions of one sentence that each count what they did"


def _at(text: str, words: str) -> int:
    return text.rindex(words) + 1


# -- 1. "If you do/don't/can't" names the step just before it (6.5.f) ------------------------------------------

@pytest.mark.parametrize("text, words", [
    # the brief's text (a quick action with no cost that picks)
    ("{T}: Discard a card. Draw a card. If you do, I gain 1 boost.", "If you do"),
    # a Spell, "then", "and"
    ("Discard a card. Draw a card. If you do, I gain 1 boost.", "If you do"),
    ("Discard a card, then draw a card. If you do, I gain 1 boost.", "If you do"),
    ("Discard a card and draw a card. If you do, I gain 1 boost.", "If you do"),
    # "You may ...": the offer is not the step just before
    ("You may discard a card. Draw a card. If you do, I gain 1 boost.", "If you do"),
    ("You may discard a card. Draw a card. If you don't, I gain 1 boost.", "If you don't"),
    # triggers, "If you can't", a step acting on me
    ("{J} Sacrifice a Character. I gain 1 boost. If you do, draw a card.", "If you do"),
    ("When a Character joins my Expedition — Discard a card. Draw a card. If you can't, I gain 1 boost.",
     "If you can't"),
    ("{R} Discard a card. Put the top card of your deck in your Reserve. If you do, I gain 1 boost.", "If you do"),
    ("{T}: Sacrifice a Character, then I gain 1 boost. If you do, draw a card.", "If you do"),
])
def test_6_5_f_if_you_do_after_a_step_keeping_no_trace_is_refused(text, words):
    """6.5.f: "If you do" asks whether the action just before it was done; one that keeps no trace of it (a
    draw, "I gain 1 boost", a card taken from the top of a deck) is refused at "If", not read as the action
    before that one (whose card was discarded, always done)."""
    e = refused(text)
    assert DO_NO_TRACE in e.message, e.message
    assert e.column == _at(text, words), (e.column, e.message)


@pytest.mark.parametrize("text, then", [
    # the step just before keeps what it did
    ("Draw a card. Discard a card. If you do, I gain 1 boost.", [{"counters": {"what": "self", "name": "boost",
                                                                              "add": 1}}]),
    # in the branch of "If you do": its steps are done exactly when it was (sentences.yaml if-do)
    ("You may discard a card. If you do, draw a card. If you do, I gain 1 boost.",
     [{"counters": {"what": "self", "name": "boost", "add": 1}}]),
])
def test_if_you_do_after_a_step_that_keeps_a_trace_reads(text, then):
    steps = effect(text)
    assert steps[-1]["then"] == then
    assert "did" in steps[-1]["if"] or "did" in repr(steps[-1]["if"])


def test_if_you_do_after_an_offer_asks_of_the_offer():
    """"You may discard a card. If you do, draw a card. If you do": both of the discard (6.5.c, 6.5.f)."""
    steps = effect("You may discard a card. If you do, draw a card. If you do, I gain 1 boost.")
    assert steps[1]["if"] == steps[2]["if"] == {"did": "done"}


def test_if_you_cant_after_a_conditional_sentence_asks_of_the_step_before_it():
    """An official text (5.0): a condition's branch does not hide the action before it; "If you can't" asks of
    the sacrifice (6.5.d, 6.5.f), as before."""
    steps = effect("{J} Sacrifice another Robot or Permanent. If its Hand Cost was {3} or more, I gain 3 boosts. "
                   "If you can't, sacrifice me.")
    assert steps[-1]["if"] == {"not": {"did": "chosen"}}


# -- 1. "it" names the step just before it (7.2.4.a) -------------------------------------------------------------

@pytest.mark.parametrize("text, words", [
    # the brief's text, as a quick action and as a Spell
    ("{T}: Target Character gains 1 boost. Draw a card. If it's a Character, I gain 1 boost.", "it"),
    ("Target Character gains 1 boost. Draw a card. If it's a Character, I gain 1 boost.", "it"),
    # "then", "and", "its"
    ("Target Character gains 1 boost, then draw a card. It gains [[Anchored]].", "It"),
    ("Target Character gains 1 boost and draw a card. Its controller draws a card.", "Its"),
    # a Reaction: the trigger's object is not "it" after a step on something else
    ("When a Character joins my Expedition — Draw a card. It gains [[Anchored]].", "It"),
    ("When a Character joins my Expedition — It gains 1 boost. Draw a card. It gains [[Anchored]].", "It"),
    ("When a Character joins my Expedition — I gain 1 boost. It gains [[Anchored]].", "It"),
    ("When my Expedition moves forward — Draw a card. Then, exhaust it.", "it"),
    # texts earlier audits read with "it" past a draw (test_cardtext_audit_it_kinds.py, test_cardtext_audit_was.py)
    ("When you [Sabotage] — Draw a card. Then, exhaust it.", "it"),
    ("Target Character gains 1 boost. Draw a card. If it was [[Boosted]], I gain 1 boost.", "it"),
    ("Target Character loses [[Asleep]]. Draw a card. Send it to its owner's Reserve. If it wasn't [[Asleep]], "
     "draw a card.", "it to its"),
    # "You may ...": the card drawn, not the target
    ("Target Character gains 1 boost. You may draw a card. If you do, it gains [[Anchored]].", "it"),
    # a card from the top of a deck, into a hidden zone (into Reserve it is the card moved: test_cardtext_audit_bare)
    ("{J} Target Character gains 1 boost. Put the top card of your deck in your hand. It gains [[Anchored]].",
     "It"),
    ("{R} Target Character gains 1 boost and I gain 1 boost. It gains [[Anchored]].", "It"),
])
def test_7_2_4_a_it_after_a_step_keeping_no_trace_is_refused(text, words):
    """7.2.4.a: "it" names what the step just before it acted on; one that keeps no trace of it (a card drawn,
    3.1.3.d, 2.1.j; me; a card from the top of a deck) names nothing "it" can be: refused at the pronoun, not read
    as what was named before that step."""
    e = refused(text)
    assert IT_NO_TRACE in e.message, e.message
    assert "keeps no trace of it" in e.message
    assert e.column == _at(text, words), (e.column, e.message)


@pytest.mark.parametrize("text, last", [
    # the step before acts on it: still it
    ("Target Character gains 1 boost. Its controller draws a card. It gains [[Anchored]].",
     {"gain": {"what": {"var": "target"}, "status": "Anchored"}}),
    ("When a Character joins my Expedition — It gains 1 boost. Its controller draws a card.",
     {"as_player": {"who": {"controller_of": "it"}, "do": [{"do": {"Draw": {"count": 1}}}]}}),
    ("Target Character gains 1 boost and [[Anchored]]. Draw a card.", {"do": {"Draw": {"count": 1}}}),
    # what "you may ... to ..." pays for: "it" as before it (official: "You may sacrifice me to give it 2 boosts")
    ("When a Character joins my Expedition — You may pay {1} to give it 1 boost.",
     {"if": {"var": "done"}, "then": [{"counters": {"what": "it", "name": "boost", "add": 1}}]}),
])
def test_it_after_a_step_acting_on_it_reads(text, last):
    assert effect(text)[-1] == last


# -- 2. "that many" after two counted actions -----------------------------------------------------------------

@pytest.mark.parametrize("text", [
    # the brief's texts
    "Discard up to two cards and sacrifice up to two Characters. Draw that many cards.",
    "Remove all boosts from target Character and discard a card. I gain that many boosts.",
    # ", then", a quick action, a trigger, options of "or"
    "Discard up to two cards, then sacrifice up to two Characters. Draw that many cards.",
    "{T}: Discard up to two cards and sacrifice up to two Characters. Draw that many cards.",
    "When a Character joins my Expedition — Discard up to two cards, then sacrifice up to two Characters. Draw "
    "that many cards.",
    "Target Character loses all its boosts and discard up to two cards. I gain that many boosts.",
    "Discard a card or sacrifice a Character. Draw that many cards.",
])
def test_that_many_after_two_counted_actions_is_refused(text):
    """"that many" after two actions of one sentence that each count what they did: either, or both? Refused
    at "that many" rather than read as the last (6.5.f: what a step did is read of the step named)."""
    e = refused(text)
    # where the last is a pick of one ("discard a card"), ante.py refuses it first, saying so
    assert THAT_MANY in e.message or "one object, not a number" in e.message, e.message
    assert e.column == _at(text, "that many"), (e.column, e.message)


@pytest.mark.parametrize("text, count", [
    ("Discard up to two cards. Draw that many cards.", {"count": {"changed": "chosen"}}),
    ("Discard up to two cards and draw that many cards.", {"count": {"changed": "chosen"}}),
    # one of the two keeps no count: the other's
    ("Draw a card and discard up to two cards. Draw that many cards.", {"count": {"changed": "chosen"}}),
    ("Remove all boosts from target Character and draw a card. I gain that many boosts.", {"var": "removed"}),
])
def test_that_many_after_one_counted_action_reads(text, count):
    last = effect(text)[-1]
    assert count in (last.get("do", {}).get("Draw", {}).get("count"), last.get("counters", {}).get("add"))


def test_if_they_do_asks_of_their_choice_past_your_step():
    """"If they do" asks of the action offered to them, past a step you do (6.5.c, 6.5.f; as before)."""
    # (", then you draw a card" after "may" is refused since s51, H1 class C: the step as a sentence of its own)
    steps = effect("{H} Target opponent may draw a card. You draw a card. If they do, I gain 1 boost.")
    may = steps[1]["as_player"]["do"][0]["may"]["as"]
    assert steps[-1]["if"] == {"did": may}


@pytest.mark.parametrize("text, words", [
    # options of "Choose one" are read from before the choice, not after the option before
    ("{H} Choose one: • Target Character gains 1 boost. • Draw a card. • It gains [[Asleep]].", "• It"),
])
def test_an_option_is_not_after_the_option_before_it(text, words):
    e = refused(text)
    assert "names what another option chose" in e.message and e.column == _at(text, words)
