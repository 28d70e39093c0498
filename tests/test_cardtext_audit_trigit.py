""""It" / "them" after a condition that names an object, in a reaction whose trigger names a card (an outside audit,
session 48, audit R, class A; issue 31).

7.2.4.a (v5.0 7.2.5.a): a pronoun names what was named before it. "When I gain a boost — If you control a Landmark,
you may sacrifice it." was read with "it" as the trigger's card (the boosted Character sacrificed, the Landmark
kept); so were "If there is a Character in the Expedition facing me, it gains 1 boost." and "If you control two
or more Landmarks, sacrifice them." (a plural "them" read as the one card). With no card in the trigger ({J},
"At Dusk") the same text was refused ("'it' refers to nothing").

Decided, one rule (discourse/conditions.py ``trigger_it_is``): a pronoun that nothing named in the effect before it, so
that it would name the trigger's object, is refused at the pronoun where a condition before it names objects of
its own that it could name ("a Landmark", "a Character in ...", "exactly one Landmark"; not "two or more
Landmarks" for a singular "it", nor "no Landmark" / "your hand is empty", which name none), saying to name the
object where it is acted on or to choose it first; a plural pronoun ("them", "they") never names the trigger's
object, which is one (a trigger hears of one object at a time). "If it's ...", "If its Hand Cost ...", "If I'm
..." name no object of their own: the trigger's card stays "it". "That Character" says it is the trigger's.

Played: the audit's two scenarios (tests/data/s48-trigit/audit/) no longer load, the card refused at "it"; the
wordings the message suggests play right (tests/scenarios/rules/s48/7.2.4.a-*-names-the-landmark.yaml on
tests/data/s48-trigit/cards.yaml).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import effect, refused, scenario_refused

EITHER = "refused rather than read as the trigger's (7.2.4.a)"
WRITE = "say which: the condition's, named in place of"
ONE_AT_A_TIME = "nothing before it in the effect names them but the trigger, which names one object at a time"


def _at(text, words):
    """The column of ``words`` (its last occurrence), 1-based."""
    return text.rindex(words) + 1


# -- refused at the pronoun: the condition's object, or the trigger's card? --------------------------------------

@pytest.mark.parametrize("text, words, what", [
    # the audit's fourteen texts
    ("When I gain a boost — If you control a Landmark, you may sacrifice it. If you do, draw two cards.", "it.",
     "a Landmark"),
    ("When I gain a boost — If you control a Landmark, sacrifice it.", "it.", "a Landmark"),
    ("When I go to Reserve — If you control a Landmark, you may sacrifice it.", "it.", "a Landmark"),
    ("When I leave the Expedition zone — If you control a Landmark, sacrifice it.", "it.", "a Landmark"),
    ("When another Character joins my Expedition — If you control a Landmark, you may sacrifice it.", "it.",
     "a Landmark"),
    ("When a Character you control gains a boost — If you control a Landmark, you may sacrifice it.", "it.",
     "a Landmark"),
    ("When I gain a boost — If there is a Character in the Expedition facing me, it gains 1 boost.", "it gains",
     "a Character in the Expedition facing me"),
    ("When I gain a boost — If an opponent controls a Landmark, discard it.", "it.", "a Landmark"),
    ("When a Character joins my Expedition — If an opponent controls a Landmark, discard it.", "it.", "a Landmark"),
    ("When a Character you control gains a boost — If target opponent controls a Landmark, discard it.", "it.",
     "a Landmark"),
    ("When I gain a boost — If you control two or more Landmarks, sacrifice them.", "them.", "two or more Landmarks"),
    ("When I gain a boost — If you control a Landmark, it gains [[Asleep]].", "it gains", "a Landmark"),
    ("When I gain a boost — If you control a Plant, it gains 1 boost.", "it gains", "a Plant"),
    ("When another Character joins my Expedition — If you control a Soldier Character, it gains 1 boost.", "it gains",
     "a Soldier Character"),
    # new wordings of the shape: other triggers (a player's event, an Expedition's), other conditions, "its",
    # "they", the reaction's own condition, a pronoun in a later sentence or branch
    ("When you play a Spell — If you control a Landmark, discard it.", "it.", "a Landmark"),
    ("When my Expedition moves forward — If you control a Landmark, sacrifice it.", "it.", "a Landmark"),
    ("When another Character joins my Expedition — If you have a Spell in your Reserve, it gains 1 boost.",
     "it gains", "a Spell in your Reserve"),
    ("When another Character joins my Expedition — If there is only one Character in my Expedition, it gains 1 "
     "boost.", "it gains", "only one Character in my Expedition"),
    ("When another Character joins my Expedition — If you control exactly one Landmark, it gains 1 boost.",
     "it gains", "exactly one Landmark"),
    ("When another Character joins my Expedition — If you control a Landmark, its owner draws a card.", "its",
     "a Landmark"),
    ("When another Character joins my Expedition — If you control a Landmark, they gain 1 boost.", "they",
     "a Landmark"),
    ("When another Character joins my Expedition — If you control a Landmark and I'm [[Boosted]], it gains 1 boost.",
     "it gains", "a Landmark"),
    ("When another Character joins my Expedition, if you control a Landmark — It gains 1 boost.", "It gains",
     "a Landmark"),
    ("When another Character joins my Expedition — Unless you control a Landmark, it gains 1 boost.", "it gains",
     "a Landmark"),
    ("When another Character joins my Expedition — If you control a Landmark, roll a die. On a 4-6, it gains 1 "
     "boost.", "it gains", "a Landmark"),
    ("When another Character joins my Expedition — If you control a Landmark, draw a card. Otherwise, it gains 1 "
     "boost.", "it gains", "a Landmark"),
    ("When another Character joins my Expedition — If you control a Landmark, sacrifice me. If you do, it gains 1 "
     "boost.", "it gains", "a Landmark"),
])
def test_7_2_4_a_a_pronoun_after_a_condition_naming_an_object_is_refused(text, words, what):
    """7.2.4.a: the pronoun could name the condition's object or the trigger's card; it was read as the trigger's
    (the boosted Character sacrificed, the Character that joined discarded). Refused at the pronoun, naming both
    and saying what to write."""
    e = refused(text)
    assert EITHER in e.message and WRITE in e.message, e.message
    assert f"could name {what}, which the condition" in e.message, e.message
    assert e.column == _at(text, words), (e.column, text, e.message)


@pytest.mark.parametrize("text, words", [
    ("When I gain a boost — Sacrifice them.", "them"),
    ("When another Character joins my Expedition — They gain 1 boost.", "They"),
    ("When a Character you control gains a boost — Exhaust them.", "them"),
])
def test_7_2_5_a_a_plural_pronoun_never_names_the_triggers_one_object(text, words):
    """v5.0 7.2.5.a: "them" names several objects; the trigger names one at a time: not read as it."""
    e = refused(text)
    assert ONE_AT_A_TIME in e.message and "(7.2.5.a)" in e.message, e.message
    assert e.column == _at(text, words), (e.column, text)


@pytest.mark.parametrize("text", [
    "{J} If you control a Plant, it gains 1 boost.",
    "At Dusk — If you control a Landmark, you may sacrifice it.",
])
def test_7_2_4_a_with_no_card_in_the_trigger_it_names_only_the_conditions_object(text):
    """Refused as before; since session 49 (audit T section 3, test_cardtext_audit_condit) the message names the
    condition's object and says to choose it first, rather than "'it' refers to nothing"."""
    e = refused(text)
    assert "could only name a " in e.message and "choose it first" in e.message, e.message


# -- read: the wordings the refusal suggests, and conditions naming no object of their own ------------------------

def _sacrificed(steps):
    return [s["do"]["Sacrifice"]["what"] for s in _all(steps) if isinstance(s.get("do"), dict) and "Sacrifice" in
            s["do"]]


def _all(data):
    if isinstance(data, list):
        return [d for x in data for d in _all(x)]
    if not isinstance(data, dict):
        return []
    return [data] + [d for v in data.values() for d in _all(v)]


@pytest.mark.parametrize("text", [
    "When I gain a boost — If you control a Landmark, you may sacrifice a Landmark. If you do, draw two cards.",
    "When I gain a boost — Choose a Landmark you control. You may sacrifice it. If you do, draw two cards.",
    "When another Character joins my Expedition — If you control a Landmark, sacrifice a Landmark.",
    "When another Character joins my Expedition — Choose a Landmark you control. Sacrifice it.",
])
def test_7_2_4_a_the_suggested_wordings_name_the_landmark(text):
    """The object named where it is acted on, or chosen first and "it" after: the Landmark, never the trigger's."""
    steps = effect(text)
    [what] = _sacrificed(steps)
    assert what not in ("it", "self"), steps
    chosen = [s["choose"] for s in _all(steps) if "choose" in s]
    assert chosen and chosen[0]["from"].get("subtype") == "Landmark" and what == {"var": chosen[0]["as"]}, steps


@pytest.mark.parametrize("text", [
    # the condition tests the trigger's own card, or me, or names no object (none, or only a place)
    "When a Character joins my Expedition — If it's a Soldier, it gains 1 boost.",
    "When a Character joins my Expedition — If its Hand Cost is {3} or more, it gains 1 boost.",
    "When a Character joins my Expedition — If I'm [[Boosted]], it gains 1 boost.",
    "When a Character joins my Expedition — If my Expedition is ahead, it gains 1 boost.",
    "When a Character joins my Expedition — If you don't control a Landmark, it gains 1 boost.",
    "When a Character joins my Expedition — If your hand is empty, it gains 1 boost.",
    "When a Character joins my Expedition — If you have no cards in your hand, it gains 1 boost.",
    "When a Character joins my Expedition — If there are no Characters in the Expedition facing me, it gains 1 boost.",
    "When a Character joins my Expedition, if I'm [[Boosted]] — It gains 1 boost.",
    # several objects named: a singular "it" is not one of them
    "When a Character joins my Expedition — If you control two or more Landmarks, it gains 1 boost.",
    # "that Character": the trigger's, as the trigger says it
    "When another Character joins my Expedition — If you control a Soldier Character, that Character gains 1 boost.",
    "When another Character joins my Expedition — If you control a Landmark, that Character gains 1 boost.",
])
def test_7_2_4_a_a_condition_naming_no_object_of_its_own_leaves_it_the_triggers(text):
    steps = effect(text)
    assert any(s.get("counters", {}).get("what") == "it" for s in _all(steps)), steps


def test_the_official_reveal_this_way_text_still_reads():
    """The official 'When you reveal a card this way — If its Hand Cost is equal to the die's result, draw it.':
    the condition tests the trigger's own card."""
    from altered.cardtext.api import parse_abilities
    [ability] = parse_abilities("When you reveal a card this way — If its Hand Cost is equal to the die's result, "
                                "draw it.")
    assert "reaction" in ability


# -- played --------------------------------------------------------------------------------------------------

HERE = Path(__file__).parent
AUDIT = HERE / "data" / "s48-trigit" / "audit"


@pytest.mark.parametrize("name", ["s1-it-after-gain-trigger", "s4-it-landmark-join-trigger"])
def test_the_audit_scenarios_no_longer_play_the_card_differently(name):
    """The audit's scenarios sacrificed the trigger's card (the boosted Character, the Character that joined)
    and kept the Landmark: now the card is refused at "it", and nothing is played."""
    scenario_refused(AUDIT / f"{name}.yaml", "it' could name a Landmark", EITHER)


def test_the_suggested_wordings_play_right():
    from altered.simulation.scenario import run_files
    names = ("7.2.4.a-when-i-gain-a-boost-sacrifice-a-landmark-names-the-landmark",
             "7.2.4.a-when-a-character-joins-choose-a-landmark-sacrifice-it-names-the-landmark")
    files = [HERE / "scenarios" / "rules" / "s48" / f"{name}.yaml" for name in names]
    for outcome in run_files(files):
        assert outcome.passed, f"{outcome.file}: " + "\n".join(outcome.problems)
