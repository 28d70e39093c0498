""""It" / "them" / "that Landmark" after a condition that names an object of its own, when a step before it named a
target or a chosen card (an outside audit, session 49, audit T, class C and section 3; issue 31).

7.2.4.a (v5.0 7.2.5.a): a pronoun names what was named before it. "Target Character gains 1 boost. If you control an
exhausted Landmark, ready it." readied the target Character and left the Landmark exhausted; "Target Landmark gains
[[Fleeting]]. If you control an exhausted Character, ready it." "readied" the Landmark. The card means the object
the condition names, or is at least ambiguous. Session 48 (test_cardtext_audit_trigit) refused the same ambiguity
when the object named before is the trigger's; after a target, a "Choose", "Exhaust target Landmark" or under an "At
Noon" trigger it slipped through (14 WRONG and 12 UNCLEAR texts).

Decided, one rule (discourse/conditions.py ``condition_it``): a pronoun naming what the effect named before a condition
that names objects of its own ("If you control a Landmark", "If a Landmark is exhausted", "If there is a Character
in ...", "If an opponent controls ...") is refused at the pronoun, whatever that earlier object is, saying what to
write: the condition's object chosen first and tested ("Choose a Landmark you control. If it's exhausted, ready
it.", grammar/phrases/mistakes.yaml where the condition tests a status) or named where it is acted on. A condition
said of the earlier object ("If it's exhausted", "If it has 2 or more boosts", "If one of them is a Spell") or
naming none ("Unless ...", "If you don't control ...", "If you control no ...") leaves it named; so does "two or more
Landmarks" for a singular "it" (as after a trigger). With nothing named before (``Scope.condition_only``), the
message no longer says "'it' refers to nothing" but names the condition's object and says to choose it first
(section 3: 1.63, 1.121, 3.138-3.141, 4.26; "that Landmark", 5.43; 3.154, which assumed the sacrificed Landmark).

Played: the audit's two scenarios (tests/data/s49-condit/audit/) no longer load, the card refused at "it"; the
wordings the message suggests play right (tests/scenarios/rules/s49/7.2.4.a-condit-*.yaml on
tests/data/s49-condit/cards.yaml).
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from readings import col, reads, refused_in

EDITIONS = [None, "5.0"]
EITHER = "before that condition"
ONLY = "which the condition"


def _at(text, words):
    """The column of ``words`` (its last occurrence), 1-based."""
    return text.rindex(words) + 1


# -- class C: refused at the pronoun, the condition's object or the one named before? ----------------------------

AUDIT_C = [
    # (audit id) text, the pronoun's words, what the condition names, what was named before
    ("{J} Target Character gains 1 boost. If you control a Landmark, exhaust it.", "it.", "a Landmark",
     "Target Character"),                                                                             # 3.147
    ("{J} Target Character gains 1 boost. If you control an exhausted Landmark, ready it.", "it.",
     "an exhausted Landmark", "Target Character"),                                                    # 3.149
    ("{J} Target Character gains 1 boost. If an opponent controls a Landmark, exhaust it.", "it.", "a Landmark",
     "Target Character"),                                                                             # 3.150
    ("{J} Exhaust target Landmark. If you control a Character with 2 or more boosts, it gains 1 boost.", "it gains",
     "a Character with 2 or more boosts", "target Landmark"),                                         # 3.152, 4.18
    ("{J} Exhaust target Landmark. If you control a Character with 2 or more boosts, ready it.", "it.",
     "a Character with 2 or more boosts", "target Landmark"),                                         # 3.153
    ("{J} Target Character gains 1 boost. If you control a Landmark, ready it.", "it.", "a Landmark",
     "Target Character"),                                                                             # 4.13
    ("{J} Exhaust target Character. If an opponent controls an exhausted Character, ready it.", "it.",
     "an exhausted Character", "target Character"),                                                   # 4.16
    ("{J} Exhaust target Landmark. If you control an exhausted Character, ready it.", "it.",
     "an exhausted Character", "target Landmark"),                                                    # 4.17
    ("{J} Target Character gains 1 boost. If you control a Plant Character, it gains 1 boost.", "it gains",
     "a Plant Character", "Target Character"),                                                        # 4.19
    ("{J} Target Character gains 1 boost. If a Character in my Expedition is exhausted, ready it.", "it.",
     "a Character in my Expedition", "Target Character"),                                             # 4.20
    ("{J} Target Landmark gains [[Fleeting]]. If you control an exhausted Character, ready it.", "it.",
     "an exhausted Character", "Target Landmark"),                                                    # 4.23
    ("{J} Choose a Landmark you control. If you control an exhausted Character, ready it.", "it.",
     "an exhausted Character", "a Landmark you control"),                                             # 4.27
    ("{J} Target Character gains 1 boost. If you control an exhausted Landmark, you may ready it.", "it.",
     "an exhausted Landmark", "Target Character"),                                                    # 5.35
    ("{J} Target Character gains 1 boost. If you control a Landmark, it gains [[Fleeting]].", "it gains",
     "a Landmark", "Target Character"),                                                               # 5.36
    ("{J} Target Character gains 1 boost. If you control a Landmark, return it to its owner's Hand.", "it to",
     "a Landmark", "Target Character"),                                                               # 5.37
    ("{J} Target Character gains 1 boost. If a Landmark is exhausted, ready it.", "it.", "a Landmark",
     "Target Character"),                                                                             # 5.38
    ("{J} Target Character gains 1 boost. If target opponent controls a Landmark, ready it.", "it.", "a Landmark",
     "Target Character"),                                                                             # 5.40
    ("{J} Exhaust target Landmark. If you control a Plant Character, it gains 2 boosts.", "it gains",
     "a Plant Character", "target Landmark"),                                                         # 5.45
    ("{J} Exhaust target Character. If you control a Landmark, it gains [[Fleeting]].", "it gains", "a Landmark",
     "target Character"),                                                                             # 5.46
    ("When another Character joins my Expedition — Target Landmark gains [[Fleeting]]. If you control an exhausted "
     "Character, ready it.", "it.", "an exhausted Character", "Target Landmark"),                     # 5.47
    ("When another Character joins my Expedition — Exhaust target Character. If you control a Landmark, ready it.",
     "it.", "a Landmark", "target Character"),                                                        # 5.48
    ("At Noon — Target Character gains 1 boost. If you control an exhausted Landmark, ready it.", "it.",
     "an exhausted Landmark", "Target Character"),                                                    # 5.49
    ("{J} Choose a Character you control. If you control an exhausted Landmark, ready it.", "it.",
     "an exhausted Landmark", "a Character you control"),                                             # 5.50
    ("{J} Choose a Landmark. If an opponent controls an exhausted Character, ready it.", "it.",
     "an exhausted Character", "a Landmark"),                                                         # 5.51
    # refused before with another message, now by this rule (4.14, 4.15, 4.22, 5.42, 3.154)
    ("{J} Target Character gains 1 boost. If you control a Landmark, sacrifice it.", "it.", "a Landmark",
     "Target Character"),
    ("{J} Exhaust target Character. If you control a Landmark, sacrifice it.", "it.", "a Landmark",
     "target Character"),
    ("{J} Target Character gains 1 boost. If you control two or more Landmarks, sacrifice them.", "them.",
     "two or more Landmarks", "Target Character"),
    ("{J} Target Character gains 1 boost. If you control two or more exhausted Landmarks, ready them.", "them.",
     "two or more exhausted Landmarks", "Target Character"),
    ("{J} Sacrifice a Landmark. If you control a Character, it gains 1 boost.", "it gains", "a Character",
     "a Landmark"),
]

NEW_C = [
    # new wordings of the shape: other steps naming the earlier object, other conditions, "its", "they", a
    # pronoun in a later sentence or in "Otherwise", a colon condition, "At Dusk", an opponent's target
    ("{J} Target Character gains 2 boosts. If you control a Landmark, its owner draws a card.", "its",
     "a Landmark", "Target Character"),
    ("{J} Target Character gains 1 boost. If you have a Spell in your Reserve, put it in your hand.", "it in",
     "a Spell in your Reserve", "Target Character"),
    ("{J} Target Character gains 1 boost. If there is a Character in the Expedition facing me, exhaust it.", "it.",
     "a Character in the Expedition facing me", "Target Character"),
    ("{J} Target Character gains 1 boost. If you control exactly one Landmark, exhaust it.", "it.",
     "exactly one Landmark", "Target Character"),
    ("{J} Target Character gains 1 boost. If you control a Landmark and I'm [[Boosted]], exhaust it.", "it.",
     "a Landmark", "Target Character"),
    ("{J} Target Character gains 1 boost. If you control a [[Boosted]] Character, exhaust it.", "it.",
     "a [[Boosted]] Character", "Target Character"),
    ("{J} Target Character gains 1 boost. If you control a Landmark, draw a card. Exhaust it.", "it.",
     "a Landmark", "Target Character"),
    ("{J} Target Character gains 1 boost. If you control a Landmark, roll a die. On a 4-6, exhaust it.", "it.",
     "a Landmark", "Target Character"),
    ("{J} Send target Character to Reserve. If an opponent controls a Landmark, exhaust it.", "it.",
     "a Landmark", "target Character"),
    ("At Dusk — Choose a Character you control. If you control a Landmark, it gains 1 boost.", "it gains",
     "a Landmark", "a Character you control"),
    ("When a Character joins my Expedition — Target Character gains 1 boost. If you control a Landmark, exhaust "
     "it.", "it.", "a Landmark", "Target Character"),
    ("{J} Target opponent discards a card. If they control a Landmark, sacrifice it.", "it.", "a Landmark",
     "a card"),
    ("{J} Choose two Characters you control. If you control a Landmark, they gain 1 boost.", "they",
     "a Landmark", "two Characters you control"),
    # "Unless": refused as after a trigger (test_cardtext_audit_trigit), the condition names the Landmark
    ("{J} Target Character gains 1 boost. Unless you control an exhausted Landmark, ready it.", "it.",
     "an exhausted Landmark", "Target Character"),
]


@pytest.mark.parametrize("edition", EDITIONS, ids=["v3.0", "v5.0"])
@pytest.mark.parametrize("text, words, what, earlier", AUDIT_C + NEW_C)
def test_7_2_4_a_a_pronoun_after_a_condition_naming_an_object_is_refused(text, words, what, earlier, edition):
    """7.2.4.a: the pronoun could name the condition's object or what was named before the condition; it was read
    as the latter (the target Character readied, the Landmark kept exhausted). Refused at the pronoun, naming both
    and saying what to write."""
    e = refused_in(text, edition)
    assert f"could name {what}, which the condition" in e.message, e.message
    assert f"or what '{earlier}' named {EITHER}" in e.message, e.message
    assert "refused rather than read as" in e.message and "(7.2.4.a)" in e.message, e.message
    assert e.column == _at(text, words), (e.column, text, e.message)


@pytest.mark.parametrize("edition", EDITIONS, ids=["v3.0", "v5.0"])
@pytest.mark.parametrize("text, says", [
    ("{J} Target Character gains 1 boost. If you control an exhausted Landmark, ready it.",       # 3.149
     "'Choose a Landmark you control. If it's exhausted, ready it.'"),
    ("{J} Target Landmark gains [[Fleeting]]. If you control an exhausted Character, ready it.",  # 4.23
     "'Choose a Character you control. If it's exhausted, ready it.'"),
    ("{J} Target Character gains 1 boost. If you control an exhausted Landmark, you may ready it.",   # 5.35
     "'Choose a Landmark you control. If it's exhausted, ready it.'"),
    ("{J} Choose a Landmark. If an opponent controls an exhausted Character, ready it.",          # 5.51
     "'Choose a Character an opponent controls. If it's exhausted, ready it.'"),
    ("{J} Target Character gains 1 boost. If a Landmark is exhausted, ready it.",                 # 5.38
     "'Choose a Landmark. If it's exhausted, ready it.'"),
    ("{J} Target Character gains 1 boost. If a Character in my Expedition is exhausted, ready it.",   # 4.20
     "'Choose a Character in my Expedition. If it's exhausted, ready it.'"),
])
def test_a_condition_on_a_status_says_to_choose_and_test(text, says, edition):
    """grammar/phrases/mistakes.yaml: where the condition tests a status, the message writes the wording out."""
    e = refused_in(text, edition)
    assert says in e.message and "a condition tests objects but chooses none" in e.message, e.message
    assert e.message.startswith("'it' could name"), e.message


@pytest.mark.parametrize("edition", EDITIONS, ids=["v3.0", "v5.0"])
@pytest.mark.parametrize("text", [t for t, *_ in AUDIT_C[:3]])
def test_the_suggested_wordings_read_as_the_chosen_object(text, edition):
    """What the message says to write reads: the condition's object chosen first and tested."""
    fixed = re.sub(r"If you control (an? (?:exhausted )?)(\w+), (\w+) it\.",
                   lambda m: f"Choose a {m.group(2)} you control. If it's exhausted, {m.group(3)} it.", text)
    fixed = re.sub(r"If an opponent controls a (\w+), (\w+) it\.",
                   lambda m: f"Choose a {m.group(1)} an opponent controls. {m.group(2).capitalize()} it.", fixed)
    assert fixed != text
    [ability] = reads(fixed, edition)
    effect = (ability.get("reaction") or ability)["effect"]
    chosen = [s["choose"] for s in effect if "choose" in s and "target" not in s["choose"]]
    assert chosen and chosen[-1]["from"].get("subtype") == "Landmark", effect
    assert str({"var": chosen[-1]["as"]}) in str(effect[-1]), effect


# -- section 3: refusals whose message misled ---------------------------------------------------------------------

@pytest.mark.parametrize("edition", EDITIONS, ids=["v3.0", "v5.0"])
@pytest.mark.parametrize("text, words, what", [
    ("{J} If you control a Landmark, you may sacrifice it. If you do, draw a card.", "it.", "a Landmark"),   # 1.63
    ("At Noon — If you control a Landmark, sacrifice it.", "it.", "a Landmark"),                           # 1.121
    ("{J} If you control two or more Landmarks, sacrifice them.", "them.", "two or more Landmarks"),       # 3.139
    ("{J} If you control a Landmark, exhaust it.", "it.", "a Landmark"),                                   # 3.141
    ("{J} I gain 1 boost. If you control an exhausted Landmark, ready it.", "it.", "an exhausted Landmark"),  # 4.26
    ("{J} If you control two or more Landmarks, sacrifice one of them.", "one of them", "two or more Landmarks"),
    ("{J} If you control two or more Landmarks, sacrifice one of them. If you do, draw two cards.", "one of them",
     "two or more Landmarks"),                                                                            # 3.140
    ("{J} Target Character gains 1 boost. If you control an exhausted Landmark, ready that Landmark.",
     "that Landmark", "an exhausted Landmark"),                                                           # 5.43
    ("{J} Draw a card. If you control an exhausted Landmark, ready it.", "it.", "an exhausted Landmark"),  # 4.25
    ("{J} If there's a Spell in your Reserve, put it in your hand.", "it in", "a Spell in your Reserve"),
    ("{J} If an opponent controls a Landmark, exhaust it.", "it.", "a Landmark"),
])
def test_7_2_4_a_a_pronoun_naming_only_the_conditions_object_says_to_choose_it(text, words, what, edition):
    """The message said "'it' refers to nothing" (or "'that Landmark' names the object the trigger named" with no
    trigger), though the condition names one: it now names the condition's object and says to choose it first or
    name it where it is acted on (a condition chooses nothing, 7.2.4.a)."""
    e = refused_in(text, edition)
    assert f"could only name {what}, {ONLY}" in e.message, e.message
    assert "refers to nothing" not in e.message and "the trigger named" not in e.message, e.message
    assert "first" in e.message or "in place of" in e.message, e.message
    assert e.column == _at(text, words), (e.column, text, e.message)


def test_3_154_names_the_conditions_character_not_the_sacrificed_landmark():
    """3.154 was refused as if "it" were the sacrificed Landmark (gaining boosts in the Discard zone)."""
    text = "{J} Sacrifice a Landmark. If you control a Character, it gains 1 boost."
    e = refused_in(text)
    assert "could name a Character, which the condition" in e.message and "Discard" not in e.message, e.message
    assert e.column == col(text, "it gains")


# -- read: conditions said of the earlier object, or naming no object of their own --------------------------------

def _acted_on(ability):
    """The objects the last step acts on (its ``what``), or gives counters or a status to."""
    effect = (ability.get("reaction") or ability)["effect"]
    last = effect[-1]
    step = last.get("then") or last
    step = step[-1] if isinstance(step, list) else step
    text = str(step)
    return effect, text


@pytest.mark.parametrize("edition", EDITIONS, ids=["v3.0", "v5.0"])
@pytest.mark.parametrize("text, name", [
    ("{J} Target Character gains 1 boost. If it's exhausted, ready it.", "target"),
    ("{J} Target Character gains 1 boost. If it has 2 or more boosts, ready it.", "target"),
    ("{J} Choose a Character you control. If it's exhausted, ready it.", "chosen"),
    ("{J} Target Character gains 1 boost. If you don't control a Landmark, ready it.", "target"),
    ("{J} Target Character gains 1 boost. If you control no Landmarks, ready it.", "target"),
    ("{J} Target Character gains 1 boost. If your hand is empty, ready it.", "target"),
    ("{J} Target Character gains 1 boost. If I'm [[Boosted]], ready it.", "target"),
    ("{J} Target Character gains 1 boost. If my Expedition is ahead, ready it.", "target"),
    # several objects named: a singular "it" is not one of them (as after a trigger, test_cardtext_audit_trigit)
    ("{J} Target Character gains 1 boost. If you control two or more Landmarks, exhaust it.", "target"),
    # the object named inside the branch, after the condition
    ("{J} If you control an exhausted Landmark, target Character gains 1 boost and ready it.", "target"),
    ("{J} Target Character gains 1 boost. Choose a Landmark you control. If it's exhausted, ready it.", "chosen"),
])
def test_7_2_4_a_a_condition_naming_no_object_of_its_own_leaves_it_named(text, name, edition):
    [ability] = reads(text, edition)
    effect, last = _acted_on(ability)
    assert f"'var': '{name}'" in last, effect


def test_one_of_them_said_of_the_cards_chosen_before_keeps_them():
    """'If one of them is a Spell' is said of the cards chosen before it: 'them' after it still names those
    (test_cardtext_audit_the_other)."""
    reads("{J} Look at the top three cards of your deck. Choose two of them. If one of them is a Spell, draw a "
          "card. Put them in Reserve and the rest at the bottom of your deck.")


# -- played --------------------------------------------------------------------------------------------------------

HERE = Path(__file__).parent
AUDIT = HERE / "data" / "s49-condit" / "audit"


@pytest.mark.parametrize("name, what", [
    ("s149-it-after-target-character-readies-it", "an exhausted Landmark"),
    ("s4_23-it-after-target-landmark-readies-it", "an exhausted Character"),
])
def test_the_audit_scenarios_no_longer_play_the_card_differently(name, what):
    """The audit's scenarios readied the target (the Character boosted, the Landmark given [[Fleeting]]) and left
    the exhausted object the condition names: now the card is refused at "it", and nothing is played."""
    from altered.simulation.scenario import run_files
    [outcome] = run_files([AUDIT / f"{name}.yaml"])
    assert not outcome.passed
    problem = outcome.problems[0]
    assert re.search(rf"s49-condit/audit/cards\.yaml:\d+:\d+: 'it' could name {what}, which the condition",
                     problem), problem


def test_the_suggested_wordings_play_right():
    from altered.simulation.scenario import run_files
    files = sorted((HERE / "scenarios" / "rules" / "s49").glob("7.2.4.a-condit-*.yaml"))
    assert len(files) == 2
    for outcome in run_files(files):
        assert outcome.passed, f"{outcome.file}: " + "\n".join(outcome.problems)
