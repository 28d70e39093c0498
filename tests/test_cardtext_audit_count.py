""""That many" and "If you do" after an action that repeats or may do nothing, found read differently from the card
by an outside audit and fixed as a class.

- Counters of no named kind ("Remove up to 3 counters from target card") were removed in a loop that kept no
  count, so "that many" counted the target (always 1) and "If you do" asked whether a target was chosen. Now
  the one ``counters`` step removes them one at a time (each of a kind the card has, chosen, 2.5.g v5.0) and
  keeps how many (spent ones too: "Spend 2 counters from a card you control. Draw that many cards."), as with a named kind ("Remove 2 Sap counters ..."): "that many" is that number, "If you do"
  whether any was removed (6.5.f).
- "If you do" after an action that keeps nothing of what it did ("Double my boosts", "For each ..., draw a card")
  was read as "if the trigger has an object": refused at its words. "that many" after "do it again" counted the
  last time only: refused.
- 6.5.f: "[You may do X]; if you did, [do Y]" holds if the player started to do X. Accepting an option that then
  does nothing ([Sabotage] discarding no card, "up to one" with none chosen, no counter removed) is not doing X:
  the "may" is done only if what its action keeps says it happened (``done_when``), for every action, where
  "If you do", "If you don't" or "... to ..." reads it.

Played by tests/scenarios/v5/6.5.f-that-many-after-removing-counters-of-no-kind.yaml and
6.5.f-if-you-do-after-a-may-that-did-nothing.yaml on the test cards of tests/data/v5/audit-count-cards.yaml.
"""
from __future__ import annotations

import json

import pytest

from readings import effect, refused


def _counters(steps):
    return next(s["counters"] for s in steps if "counters" in s and "remove" in s["counters"])


@pytest.mark.parametrize("text, kept_in", [
    ("{H} Remove up to 3 counters from target card in play or in Reserve. Draw that many cards.", -1),
    ("{H} Remove 2 counters from target card in play or in Reserve. Draw that many cards.", -1),
    ("{H} Remove up to 2 counters from target card in play or in Reserve. I gain that many boosts.", -1),
    ("{R} Remove up to 2 counters from target card in Reserve. Target Character gains that many boosts.", -1),
    ("{H} Remove 3 counters from target card in play or in Reserve. Create that many [Mana Moth 2/2/2] Illusion "
     "tokens in my Expedition.", -1),
    ("{J} Remove up to 3 counters from up to two target cards in play. Draw that many cards.", -1),
    ("{H} Remove 2 Sap counters from target card in play or in Reserve. Draw that many cards.", -1),
    ("{J} Spend 2 counters from a card you control. Draw that many cards.", -1),
])
def test_2_5_g_that_many_after_removing_counters_is_how_many_were_removed(text, kept_in):
    """One step removes them and keeps the number ('as'), named kind or not; "that many" reads it, never the
    number of targets."""
    steps = effect(text)
    kept = _counters(steps)["as"]
    assert json.dumps({"var": kept}) in json.dumps(steps[kept_in]), steps
    assert "the number of" not in json.dumps(steps[kept_in]) and '"count": {"var": "target' not in json.dumps(steps)


@pytest.mark.parametrize("text, up_to", [
    ("{H} Remove up to 2 counters from target card in play or in Reserve.", True),
    ("{H} Remove 3 counters from target card in play or in Reserve.", False),
])
def test_2_5_g_counters_of_no_name_are_one_step_of_each_kind_chosen(text, up_to):
    spec = _counters(effect(text))
    assert "name" not in spec and bool(spec.get("up_to")) is up_to and "remove" in spec


def test_6_5_f_if_you_do_after_removing_counters_asks_whether_any_was_removed():
    steps = effect("{H} Remove up to 2 counters from target card in play or in Reserve. If you do, draw a card.")
    assert steps[-1]["if"] == {"did": _counters(steps)["as"]}, steps


@pytest.mark.parametrize("text, words", [
    ("{J} Double my boosts. If you do, draw a card.", "If you do"),
    ("{J} Double the number of boosts on each Character you control. If you do, draw a card.", "If you do"),
    ("{J} Distribute 3 boosts among any Characters in Reserve. If you do, draw a card.", "If you do"),
    ("{J} For each Character you control, draw a card. If you do, I gain 1 boost.", "If you do"),
    ("{J} Each Character you control gains 1 boost and loses [[Fleeting]]. If you do, draw a card.", "If you do"),
])
def test_6_5_f_if_you_do_after_an_action_that_keeps_nothing_is_refused(text, words):
    """It was read "if you did (it)": whether the trigger has an object, nearly always true."""
    e = refused(text)
    assert e.column == text.index(words) + 1 and "keeps no trace" in e.message, e


def test_6_5_f_if_you_do_after_sacrifice_me_asks_what_was_sacrificed():
    """'Sacrifice me' chooses nothing: what the action started on (keywords.yaml 'done') is what it did."""
    steps = effect("When I gain my third Trial counter — Sacrifice me. If you do, draw a card.")
    assert steps[1]["if"] == {"did": "sacrificing"}, steps


def test_that_many_after_do_it_again_is_refused():
    """It counted what was discarded the second time only."""
    text = "{J} Discard a card from your hand, then do it again. Draw that many cards."
    e = refused(text)
    assert e.column == text.index("that many") + 1 and "do it again" in e.message, e


@pytest.mark.parametrize("text, kept", [
    ("{H} You may [Sabotage]. If you do, draw a card.", {"did": "sabotaged"}),
    ("{H} You may discard up to one card from your hand. If you do, draw two cards.", {"did": "chosen"}),
    ("{J} You may remove up to 2 counters from target card in play or in Reserve. If you do, draw a card.",
     {"did": "removed"}),
    ("{J} You may ready an exhausted card in Reserve. If you do, I gain 1 boost.", {"did": "chosen"}),
    ("{J} You may discard a card from your hand. If you don't, draw a card.", {"did": "chosen"}),
    ("{J} You may discard a card from your Reserve to draw a card.", {"did": "chosen"}),
])
def test_6_5_f_a_may_is_done_only_if_its_action_happened(text, kept):
    """6.5.f: the player started to do X; an option accepted that discarded, readied or removed nothing was not
    done. "If you don't" is the same test denied."""
    steps = effect(text)
    [may] = [s["may"] for s in steps if "may" in s]
    assert may["done_when"] == kept, steps
    assert json.dumps({"did": may["as"]}) in json.dumps(steps[1:]) or {"var": may["as"]} == steps[-1]["if"], steps


@pytest.mark.parametrize("text", [
    "{J} You may discard a card from your hand.",
    "{H} You may have me gain [[Fleeting]]. If you do, another target Character gains 1 boost.",
    "{H} You may pay {2}. If you do, target Character in the Expedition facing me gains [[Asleep]].",
])
def test_a_may_nothing_asks_of_or_whose_action_keeps_nothing_reads_as_before(text):
    """No "If you do" reads it, or its action (a status gained, mana paid) keeps nothing: accepted is done."""
    [may] = [s["may"] for s in effect(text) if "may" in s]
    assert "done_when" not in may
