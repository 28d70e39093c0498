"""Plural pronouns after a pick of one, and "each other opponent" after a roll, which an outside audit found
read differently from the card.

W1: "they"/"them" meant for a group named earlier was applied to the object of the sentence just before when
that sentence picked one object with its own verb: "Choose two Characters you control. Target Character an
opponent controls gains [[Asleep]]. They gain 1 boost." boosted the target only, "Look at the top two cards of
your deck. Target Character gains 1 boost. Discard them." discarded the target. A plural pronoun never names
one object alone (v5.0 7.2.5.a: objects are "it"; 7.2.4.a: "they" of one is a player's): where the last noun
phrase is one pick, it is refused at the pronoun, naming what else it could name. And "it" after a pick made
and left waiting for a pronoun ("Choose a card in your Reserve. Target Character gains 1 boost. Exhaust it.")
could name either: refused naming both, as "it" after two picks is (test_cardtext_audit_pair.py).

W2: in a die's "When you roll ... this way —" reaction, "each other opponent" left out the player who rolled
(you, no opponent) instead of the opponent named: that opponent did it too. It now leaves out the player named
last, as "each other player" does (1.4.5), the opponent "that opponent" names when that player is you or
none; with no opponent named it is refused. Played by the scenario
tests/scenarios/v5/1.4.5-each-other-opponent-after-a-roll-leaves-out-that-opponent.yaml (test card:
tests/data/v5/audit-plural-cards.yaml), failing on the old reading.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from altered.cardtext.api import parse_abilities
from altered.simulation.scenario import run_files
from readings import effect, refused

V5 = Path(__file__).parent / "scenarios" / "v5"


def _pronoun_at(text: str, word: str) -> int:
    """The column of the last ``word`` of ``text`` (1-based)."""
    return text.rindex(word) + 1


# -- W1: a plural pronoun after a pick of one ----------------------------------------------------------------------

@pytest.mark.parametrize("text, word, named", [
    # the audit's examples
    ("{J} Choose two Characters you control. Target Character an opponent controls gains [[Asleep]]. They gain 1 "
     "boost.", "They", ["two Characters you control"]),
    ("{H} Look at the top two cards of your deck. Target Character gains 1 boost. Discard them.", "them", []),
    ("{H} Target Character you control gains 1 boost. Target Character an opponent controls gains [[Asleep]]. "
     "Send them to Reserve.", "them", ["Target Character you control"]),
    ("{R} Create two [Ordis Recruit 1/1/1] Soldier tokens in target Expedition. Target Character gains "
     "[[Anchored]]. They gain 1 boost.", "They", []),
    ("{H} Choose two Characters you control. You may have target Character gain [[Asleep]]. They gain 1 boost.",
     "They", ["two Characters you control"]),
    ("{H} Choose up to two Characters in your Reserve. Target Character gains [[Fleeting]]. Exhaust them.", "them",
     ["up to two Characters in your Reserve"]),
    ("{H} Choose two cards in your Reserve. Exhaust target card in an opponent's Reserve. Discard them.", "them",
     ["two cards in your Reserve"]),
    ("{J} Send each Character in the Expedition facing me to Reserve. Target Character gains [[Asleep]]. Exhaust "
     "them.", "them", []),
    ("{H} Target opponent chooses two Characters they control. Target Character you control gains [[Anchored]]. "
     "They gain [[Asleep]].", "They", ["two Characters they control"]),
    ("{J} Each opponent chooses a Character they control. Target Character gains 1 boost. Send them to Reserve.",
     "them", ["a Character they control"]),
    ("{H} Target Character you control gains [[Anchored]]. Choose a Character an opponent controls. They switch "
     "Expeditions.", "They", ["Target Character you control"]),
    ("{J} Exhaust target card in your Reserve. Exhaust target card in an opponent's Reserve. Then discard them.",
     "them", ["target card in your Reserve"]),
    # more wordings of the same shape: another verb, another pick of one, a pick of one said "a"
    ("{J} Choose three cards in your Reserve. Return target Character to its owner's hand. Put them in your hand.",
     "them", ["three cards in your Reserve"]),
    ("{H} Choose two Characters in your Reserve. Target Character gains 1 boost. They gain [[Fleeting]].", "They",
     ["two Characters in your Reserve"]),
    ("{R} Target Character gains 1 boost. Exhaust them.", "them", []),
])
def test_7_2_5_a_a_plural_pronoun_after_a_pick_of_one_is_refused_at_the_pronoun(text, word, named):
    """Refused at the pronoun, naming the pick of one and what was chosen before it; never read as the one."""
    e = refused(text)
    assert e.column == _pronoun_at(text, word), (e.column, e.message)
    assert "names several objects" in e.message and "7.2.5.a" in e.message, e.message
    assert all(f"'{n}'" in e.message for n in named), e.message


@pytest.mark.parametrize("text, waiting, last", [
    ("{J} Choose a card in your Reserve. Target Character gains 1 boost. Exhaust it.", "a card in your Reserve",
     "Target Character"),
    ("{J} Choose a Character you control. Target Character an opponent controls gains [[Asleep]]. It gains 1 "
     "boost.", "a Character you control", "Target Character an opponent controls"),
    ("{H} Choose a card in your Reserve. Discard target Permanent. Its owner draws a card.",
     "a card in your Reserve", "target Permanent"),
    ("{J} Choose two Characters you control. Up to two target Characters gain 1 boost. They gain [[Asleep]].",
     "two Characters you control", "Up to two target Characters"),
])
def test_7_2_5_a_it_after_a_pick_left_waiting_for_it_is_refused_naming_both(text, waiting, last):
    """A "Choose ..." sentence does nothing but pick: a pronoun after another pick could name that one too."""
    e = refused(text)
    assert f"'{waiting}'" in e.message and f"'{last}'" in e.message and "7.2.5.a" in e.message, e.message


def test_7_2_5_a_it_after_a_pick_left_waiting_and_a_token_created_is_refused():
    e = refused("{J} Choose a Character you control. Create a [Ordis Recruit 1/1/1] Soldier token in my "
                "Expedition. It gains 1 boost.")
    assert "'a Character you control'" in e.message and "7.2.5.a" in e.message, e.message


# -- held right: a plural antecedent, several picks, the pick named before the next --------------------------------

@pytest.mark.parametrize("text, name", [
    ("{J} Choose two Characters you control. They gain 1 boost.", "chosen"),
    ("{H} Target Character an opponent controls gains [[Asleep]]. Choose two Characters you control. They gain 1 "
     "boost.", "chosen"),
    ("{J} Choose up to two target Characters. They gain [[Asleep]].", "target"),
    ("{J} Choose a Character you control. It gains 1 boost. Target Character gains [[Asleep]]. It gains "
     "[[Anchored]].", "target"),
    ("{J} Target Character gains 1 boost. Choose a card in your Reserve. Exhaust it.", "chosen"),
])
def test_7_2_5_a_a_pronoun_right_after_what_it_names_is_unchanged(text, name):
    """The last step acts on what the pronoun names, the last noun phrase (several, or one said "it")."""
    step = json.dumps(effect(text)[-1])
    assert json.dumps({"var": name}) in step and step.count('"var"') == 1, step


def test_7_2_2_a_we_both_after_a_target_is_me_and_it():
    """"we" is me and one object (v5.0 7.2.2.a), not a plural pronoun of its own: an official text's reading; the
    other object is left out where it is me (counted once, audit S9B of session 57, class B)."""
    steps = effect("{H} Target a Character in Reserve, then roll a die. On a:  • 4+, we both gain 1 boost.  "
                   "• 1-3, it gains 1 boost.")
    other = {"filter": {"in": {"var": "target"}, "as": "we_other",
                        "test": {"not": {"eq": [{"var": "we_other"}, "self"]}}}}
    assert json.dumps({"concat": ["self", other]}) in json.dumps(steps), steps


# -- W2: "each other opponent" in a die's reaction ----------------------------------------------------------------

THAT = "{J} You may exhaust target card in an opponent's Reserve, then roll a die. When you roll a 1-3 this way — "


def _loop(text) -> dict:
    abilities = parse_abilities(text)
    [loop] = [s["each_player"] for a in abilities for s in a["reaction"]["effect"] if "each_player" in s]
    return loop


@pytest.mark.parametrize("reaction", [
    "That opponent draws a card. Each other opponent discards a card from their hand.",
    "That opponent draws a card. Each other opponent [Resupplies].",
    "Each other opponent draws a card.",
])
def test_1_4_5_each_other_opponent_after_a_roll_leaves_out_that_opponent(reaction):
    """Every opponent but the one the roll was for, whom "each other player" after "That opponent ..." leaves
    out too (the old reading: but the roller, you: that opponent too)."""
    loop = _loop(THAT + reaction)
    that = _loop(THAT + "That opponent draws a card. Each other player draws a card.")["but"]
    assert loop["who"] == "opponents" and loop["but"] == that != {"var": "trigger_player"}, (loop, that)


@pytest.mark.parametrize("text", [
    "{H} Choose an opponent, then roll a die. When you roll a 4+ this way — Each other opponent draws a card.",
    "{H} Target opponent discards a card from their hand, then you roll a die. When you roll a 6 this way — Each "
    "other opponent discards a card from their hand.",
])
def test_1_4_5_each_other_opponent_after_a_roll_for_a_chosen_opponent_leaves_them_out(text):
    loop = _loop(text)
    assert loop["who"] == "opponents" and loop["but"] != {"var": "trigger_player"}, loop


def test_1_4_5_each_other_opponent_with_no_opponent_named_is_refused():
    refused("{H} Roll a die. When you roll a 6 this way — Each other opponent discards a card from their hand.")


@pytest.mark.parametrize("text, but", [
    ("{H} Target opponent discards a card from their hand. Each other opponent discards a card from their hand.",
     {"var": "target"}),
    ("{H} Target opponent discards a card from their hand. You draw a card. Each other opponent discards a card "
     "from their hand.", {"var": "target"}),
])
def test_1_4_5_each_other_opponent_after_a_target_is_unchanged(text, but):
    [loop] = [s["each_player"] for s in effect(text) if "each_player" in s]
    assert loop == {**loop, "who": "opponents", "but": but}, loop


def test_1_4_5_each_other_opponent_after_an_opponents_event_is_unchanged():
    [ability] = parse_abilities("When an opponent plays a Character — Each other opponent draws a card.")
    [loop] = [s["each_player"] for s in ability["reaction"]["effect"]]
    assert loop["but"] == {"var": "trigger_player"}, loop


@pytest.mark.parametrize("path", sorted(V5.glob("1.4.5-each-other-opponent-*.yaml")), ids=lambda p: p.stem)
def test_1_4_5_the_scenario_plays_that_opponent_drawing_and_not_discarding(path):
    [outcome] = run_files([path])
    assert outcome.passed, "\n".join(outcome.problems)
