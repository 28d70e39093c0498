"""Pronouns that name a player or an object (issue: every reading checked against its meaning; an outside
audit of invented texts).

Each test is a class of text that once read differently from the card, written with the audit's texts and
other wordings of the same shape. The scenarios under tests/scenarios/v5/ named in the docstrings play the
ones whose play changed (test cards: tests/data/v5/audit-costs-cards.yaml).
"""
from __future__ import annotations

import re

import pytest

from readings import effect, refused

TRIGGER_PLAYER = {"var": "trigger_player"}


def actors(steps):
    """Who does each step: "you", or the player of an ``as_player`` step (looked into "may" and "if")."""
    out = []
    for s in steps:
        if "as_player" in s:
            out.append(s["as_player"]["who"])
        elif "may" in s:
            out += actors(s["may"]["do"])
        elif "then" in s and isinstance(s["then"], list):
            out += actors(s["then"])
        elif "choose" not in s:
            out.append("you")
    return out


# -- v5.0 7.3.18: "have them VERB": "them" is the player named before, who does it ---------------------------------

@pytest.mark.parametrize("text", [
    "When an opponent plays a Spell — You may have them sacrifice a Character.",
    "When an opponent plays a Spell — Have them discard a card from their hand.",
    "When an opponent plays a Character — You may pay {2} to have them draw a card.",
    "When an opponent plays a Character — You may exhaust me ({T}) to have them discard a card from their hand.",
    "When an opponent plays a Character — You may exhaust me ({T}) to have them discard a card from their Reserve.",
])
def test_have_them_after_an_opponents_event_is_that_opponent(text):
    """"them" is the player of the event (6.3): they sacrifice, draw or discard, from their own cards."""
    steps = effect(text)
    assert TRIGGER_PLAYER in actors(steps)
    assert actors(steps)[-1] == TRIGGER_PLAYER


def test_have_them_after_a_target_opponent_is_that_opponent():
    """(tests/scenarios/v5/7.3.18-have-them-draw-is-the-opponent-named.yaml)"""
    steps = effect("{J} Target opponent discards a card from their hand. Have them draw a card.")
    target = steps[0]["choose"]["as"]
    assert actors(steps) == [{"var": target}, {"var": target}]


@pytest.mark.parametrize("text", [
    "{J} Target Character gains [[Asleep]]. Have them draw a card.",
    "{J} Target Character gains [[Asleep]]. Have it draw a card.",
    "{J} Up to two target Characters gain [[Asleep]]. Have them discard a card.",
    "{H} Have them draw a card.",
])
def test_have_an_object_do_what_only_a_player_does_is_refused(text):
    """An object draws nothing: no player is named, so the text is refused, not read as yours."""
    assert refused(text).column is not None


@pytest.mark.parametrize("text", [
    "{J} Up to two target Characters gain [[Asleep]]. Have them gain 1 boost.",
    "{J} You may have target Character gain [[Asleep]].",
])
def test_have_them_gain_is_still_the_objects(text):
    steps = effect(text)
    assert "player" not in str(steps) and "as_player" not in str(steps)


# -- 7.2.4.a: "it" after a card picked for another verb, when something was named before: refused ----------------

@pytest.mark.parametrize("text", [
    "When a Character joins my Expedition — You may discard a card from your Reserve. If you do, it gains 2 boosts.",
    "When a Character joins the Expedition facing me — You may sacrifice a Character. If you do, it gains [[Asleep]].",
    "When an opponent plays a Character — You may sacrifice a Character. If you do, send it to its owner's hand.",
    "When an opponent plays a Character — Its controller may discard a card from their hand. If they don't, "
    "it gains [[Asleep]].",
    "When an opponent plays a Character — They may put a card from their hand in Reserve. If they don't, "
    "it gains [[Fleeting]].",
    "When you play a Character — You may exhaust a card in your Reserve. If you do, it gains 1 boost.",
    "When a Character joins my Expedition — You may discard a card from your hand to give it 1 boost.",
    "When a Character joins my Expedition — Discard a card from your Reserve, then it gains 1 boost.",
    "When a Character joins my Expedition — Target opponent discards a card from their Reserve. It gains 1 boost.",
    "When you play a Character — Each opponent discards a card from their hand. It gains [[Anchored]].",
    "When a Character joins the Expedition facing me — You may discard a card from your Reserve. If you do, "
    "its controller discards a card from their hand.",
    "{J} Target Character gains 1 boost. You may discard a card from your hand. If you do, it gains [[Anchored]].",
    "{H} Target Character gains [[Asleep]]. You may discard a card from your Reserve. If you do, send it to Reserve.",
    "{J} Target Character gains 1 boost. Sacrifice a Character. If its Hand Cost was {3} or more, draw a card.",
])
def test_it_after_a_card_picked_for_an_action_is_refused_when_something_was_named_before(text):
    """7.2.4.a: "it" could be the card discarded (sacrificed, exhausted ...) or the trigger's object or an
    earlier target; English does not say which, so the text is refused at "it", not read as the picked card."""
    e = refused(text)
    assert "'it' could name" in e.message
    assert re.match(r"[^.—]*\b[Ii]ts?\b", text[e.column - 1:])       # at the clause that says "it"


@pytest.mark.parametrize("text", [
    "{J} Sacrifice another Robot or Permanent. If its Hand Cost was {3} or more, I gain 3 boosts.",
    "When a Character joins my Expedition — Choose a Character you control. It gains 1 boost.",
    # (a card discarded can't gain boosts, 2.5.b: "Discard it. It gains 2 boosts." is refused, test_cardtext_audit_support.py)
    "When a Character joins my Expedition — Choose a card in your Reserve. Exhaust it. It gains 2 boosts.",
    "{J} Discard a card from your hand. If it's a Spell, draw a card.",
])
def test_it_with_one_thing_named_or_chosen_on_purpose_is_that_one(text):
    steps = effect(text)
    chosen = next(s["choose"]["as"] for s in steps if "choose" in s)
    assert {"var": chosen} in [s.get("counters", {}).get("what") for s in steps] or f"'{chosen}'" in str(steps[1:])
