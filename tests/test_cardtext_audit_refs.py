"""What "it" and "that many" refer to, and verbs said of one group (issue: every reading checked against its
meaning; the fourth outside audit of invented texts).

Each test is a class of text that once read differently from the card, written with the audit's texts and
other wordings of the same shape; each either reads as the card says or is refused at its place. The
scenarios under tests/scenarios/v5/ named in the docstrings play them (test cards:
tests/data/v5/audit-refs-cards.yaml).
"""
from __future__ import annotations

import json

import pytest

from readings import effect, refused


def flat(steps):
    """Every step, those inside conditions, choices and loops too, in order."""
    out = []
    for s in steps:
        out.append(s)
        for key in ("then", "else"):
            out.extend(flat(s.get(key) or []))
        for op in ("for_each", "may"):
            if op in s:
                out.extend(flat(s[op]["do"]))
    return out


def acted_on(steps, op):
    """What the steps of kind ``op`` (gain, lose, counters) act on."""
    return [s[op]["what"] for s in flat(steps) if op in s]


# -- "it" after a condition: what the effect or the trigger named, never a noun of the condition (v5.0 7.2.5.a) --

@pytest.mark.parametrize("text", [
    "When you play a Character — If my Expedition is ahead, it gains [[Anchored]].",
    "When you play a Character — Unless my Expedition is behind, it gains [[Fleeting]].",
    "When you play a Character — If one of your Expeditions is behind, it gains 1 boost.",
    "When you play a Character — If there are no cards in your Reserve, it gains 2 boosts.",
    "When you play a Character — If there are two or more Characters in its Expedition, it gains 1 boost.",
    "When a Character joins my Expedition — If there are no cards in your hand, it gains 1 boost.",
    "When another Character joins my Expedition — If there are three or more Characters in my Expedition, "
    "it gains 1 boost.",
    "When an opponent plays a Character — If there are three or more Characters in the Expedition facing me, "
    "it gains [[Asleep]].",
    "When a Character you control goes to Reserve — If there are three or more cards in your Reserve, "
    "it gains [[Anchored]].",
    "When you sacrifice a Character — If my Expedition is ahead, I gain 1 boost. If it's behind, draw a card.",
])
def test_it_after_a_condition_is_the_triggers_object(text):
    """v5.0 7.2.5.a: "it" in the effect is what the trigger named (the Character played, the one that joined),
    not the Expedition the condition tests nor the cards it counts. Once "it" was "my Expedition" (which can't
    gain [[Anchored]]) or every card counted ("cards in your Hand gain 1 boost"). Played: scenario
    7.2.5.a-it-after-a-condition-is-the-character-that-joined."""
    steps = effect(text)
    for op in ("gain", "counters"):
        assert all(what in ("it", "self") for what in acted_on(steps, op)), steps


@pytest.mark.parametrize("text", [
    "{J} If my Expedition is behind, target Character gains [[Anchored]]. Otherwise, it gains [[Asleep]].",
    "{J} If my Expedition is ahead, target Character gains 1 boost. Otherwise, it gains [[Fleeting]].",
    "{J} If my Expedition is behind, target Character you control gains 2 boosts. It gains [[Anchored]].",
    "{J} If there are no Characters in the Expedition facing me, target Character gains 2 boosts. "
    "Otherwise, it gains [[Asleep]].",
    "At Dusk — If my Expedition is ahead, target Character your opponents control gains [[Asleep]]. "
    "It loses [[Anchored]].",
    "{J} Unless my Expedition is ahead, target Character gains 1 boost. It gains [[Fleeting]].",
])
def test_it_after_a_branch_names_the_branchs_target_refused(text):
    """"it" after a condition's branch names the nearest noun before it, the branch's target, which is chosen
    only if the condition holds (6.5.b, 6.5.d): refused at the "it", as the twin "If you control a Plant, ..."
    already was. It once fell back to the condition's Expedition ("otherwise: my expedition gains Asleep")."""
    e = refused(text)
    assert "branch" in str(e) and e.column == max(text.rfind(" it "), text.rfind(" It ")) + 2


@pytest.mark.parametrize("text", [
    "{J} If there are two or more Characters in my Expedition, it gains 1 boost.",
    "{J} If there are no cards in your hand, it gains 1 boost.",
    "At Noon — If there are three or more Characters in my Expedition, it gains [[Asleep]].",
])
def test_it_is_one_object_not_what_there_are_several_of(text):
    """"it" is one object (v5.0 7.2.5.a): after "there are no cards" or "three or more Characters" it names none
    of them (it once named them all: every Character of the Expedition gained the boost); with nothing else
    named, refused (since session 54 the message says what "it" could only have named, and to name it instead)."""
    e = refused(text)
    assert ("'it' refers to nothing" in str(e) or "'it' could only name" in str(e)) \
        and e.column == text.index(" it ") + 2


def test_it_after_there_is_only_one_is_that_one():
    """"If there is only one Character in my Expedition, it ..." (a bundled passive's shape): that one."""
    [step] = effect("At Noon — If there is only one Character in my Expedition, it gains 1 boost.")
    assert step["if"] == {"eq": [{"count": step["then"][0]["counters"]["what"]}, 1]}


# -- an Expedition has no counters (v5.0 2.5.a) and only the statuses statuses.yaml says it can have (2.4.1.b) --

@pytest.mark.parametrize("text, word", [
    ("{J} If my Expedition is behind, it gains 1 boost.", "counters"),
    ("{J} If my Expedition is ahead, it gains [[Asleep]].", "[[Asleep]]"),
    ("{J} Target Expedition gains 1 boost.", "counters"),
    ("{J} My Expedition loses 1 boost.", "counters"),
    ("{J} Give my Expedition 1 boost.", "counters"),
    ("{J} The Expedition facing me gains [[Asleep]].", "[[Asleep]]"),
    ("{J} Each of your Expeditions gains [[Fleeting]].", "[[Fleeting]]"),
    ("{J} Target Expedition loses [[Anchored]].", "[[Anchored]]"),
])
def test_an_expedition_gains_no_counters_nor_a_status_of_cards(text, word):
    """v5.0 2.5.a: counters are on objects, and an Expedition is not one; 2.4.1.b: of the statuses, an Expedition
    has those statuses.yaml marks ``expedition``. "My Expedition gains 1 boost" was read, and played on nothing."""
    e = refused(text)
    assert "Expedition" in str(e) and word in str(e) and e.column is not None


# -- "that many": the result of the verb before it ------------------------------------------------------------

@pytest.mark.parametrize("text, counted", [
    ("{J} Discard up to two cards from your Reserve. Target Character gains that many boosts.", "chosen"),
    ("{J} Discard up to two cards from your Reserve. Then, target Character you control gains that many boosts.",
     "chosen"),
    ("{J} You may sacrifice any number of other Characters. Target Character gains that many boosts.", "chosen"),
    ("{J} You may discard up to two cards from your hand. If you do, target Character you control gains that "
     "many boosts.", "chosen"),
    ("{J} Sacrifice up to two Characters, then draw that many cards.", "chosen"),
    ("{J} Target opponent discards up to two cards from their hand. Draw that many cards.", "chosen"),
    ("{J} You may discard any number of cards from your Reserve to draw that many cards.", "chosen"),
])
def test_that_many_counts_what_the_verb_before_acted_on(text, counted):
    """"that many" is the number of objects the verb before acted on (those discarded, sacrificed: 0 to 2), not
    its own sentence's target (always 1), as it once was: those of it the step changed, recorded as it runs
    (``{count: {changed: NAME}}``, effects/changes.py). Played: scenario 7.3.7-that-many-is-the-number-discarded."""
    steps = json.dumps(effect(text))
    assert json.dumps({"count": {"changed": counted}}) in steps
    assert not [n for n in ("var", "changed") if json.dumps({"count": {n: "target"}}) in steps]


def test_that_many_after_a_roll_is_the_result():
    """v5.0 7.3.33.b: the step after a roll uses its result. Played: scenario
    7.3.33.b-that-many-after-a-roll-is-the-result."""
    steps = effect("{J} Roll a die. Target Character gains that many boosts.")
    [roll] = [s["roll"] for s in steps if "roll" in s]
    assert acted_on(steps, "counters") == [{"var": "target"}]
    assert [s["counters"]["add"] for s in steps if "counters" in s] == [{"var": roll["as"]}]


def test_that_many_after_counters_changed_is_how_many():
    """2.5: "loses all its boosts. Then, I gain that many": as many as were lost (kept)."""
    steps = effect("{J} Target Character loses all its boosts. Then, I gain that many boosts.")
    assert steps[-1]["counters"]["add"] == {"var": steps[-2]["counters"]["as"]}


@pytest.mark.parametrize("text", [
    "{J} Target Character gains 2 boosts. I gain that many boosts.",
    "{J} Draw a card. I gain that many boosts.",
    "{J} I gain that many boosts.",
    "{J} Each player may discard any number of cards from their Reserve. I gain that many boosts.",
])
def test_that_many_with_no_result_before_is_refused(text):
    """No count of a result before it (the verb's subject is not its result; what each player did in turn is
    several counts): refused at "that many"."""
    e = refused(text)
    assert "'that many'" in str(e) and e.column == text.index("that many") + 1


# -- verbs said of one group: the group is found once (6.5.i) -----------------------------------------------

@pytest.mark.parametrize("text, ops", [
    ("{J} Each [[Fleeting]] Character you control loses [[Fleeting]] and gains 1 boost.", ["lose", "counters"]),
    ("{H} Each [[Anchored]] Character loses [[Anchored]] and gains [[Asleep]].", ["lose", "gain"]),
    ("{H} Each [[Asleep]] Character your opponents control loses [[Asleep]] and gains [[Fleeting]].",
     ["lose", "gain"]),
    ("{J} All [[Asleep]] Characters lose [[Asleep]] and gain 1 boost.", ["lose", "counters"]),
    ("{J} Each [[Boosted]] Character loses 1 boost, then gains [[Asleep]].", ["counters", "gain"]),
    ("{J} Each other Character in my Expedition switches Expeditions and gains 1 boost.", [None, "counters"]),
    ("{H} Each Character in the Expedition facing me switches Expeditions and gains [[Asleep]].", [None, "gain"]),
    ("{J} Characters in my Expedition switch Expeditions and gain [[Fleeting]].", [None, "gain"]),
    ("{J} Each Character you control loses all its boosts and gains [[Anchored]].", ["counters", "gain"]),
])
def test_verbs_said_of_a_group_are_done_by_each_of_the_group_found_once(text, ops):
    """6.5.i: the group is found before the first verb, and each of its members does the verbs. Found again
    for the second verb, it was those still [[Fleeting]] (none, after losing it) or still in my Expedition
    (none, after switching). Played: scenarios 6.5.i-each-fleeting-character-loses-fleeting-and-gains-a-boost
    and 6.5.i-each-other-character-switches-expeditions-and-gains-a-boost."""
    [step] = effect(text)
    loop = step["for_each"]
    me = {"var": loop["as"]}
    assert len(loop["do"]) == len(ops)
    for s, op in zip(loop["do"], ops):
        assert me in json.loads(json.dumps(list(s.values())[0])).values() if op is None else s[op]["what"] == me, s


def test_a_group_then_a_verb_of_your_own_is_not_one_group():
    """"Each Character you control gains 1 boost, then draw a card": the draw is yours (a base form after a third
    person), outside the group."""
    steps = effect("{J} Each Character you control gains 1 boost, then draw a card.")
    assert not any("for_each" in s for s in steps)
