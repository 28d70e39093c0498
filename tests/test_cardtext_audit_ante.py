"""A back-reference bound to the pick of one object just before it, which it can't mean (issue 31, audit s47 L).

"Reveal the top card of your deck. Target Character gains 1 boost. If it's a Spell, draw a card." tested the target
(a Character: never a Spell); "Sacrifice up to two Characters. Return target Character ... Draw that many cards."
counted the target (1); "You may discard a card. Target Character gains 1 boost. If you do, ..." asked of the target
step; "Draw two cards. Target Character gains 1 boost. Discard one of them." discarded the target from play;
"Choose three Characters. Target Character gains 1 boost. The others gain [[Asleep]]." put every other Character to
sleep. One rule (interpreter/altered/cardtext/ante.py): a word that refers back names the step just before it
(7.2.4.a, 6.5.f) only if that step can supply what it asks; a pick of one object can't supply a type unknown, a
count, an offer, several objects or a group; where a step before the pick could be meant as well, the word is
refused at its place, saying what to write. Where nothing before the pick could be meant, it reads as before.

The audit's UNCLEAR neighbours, decided by the same rule: "Reveal the top two cards ... Target Character ... Put the
others ..." is refused (the target was not chosen among them); "Look at the top card ... Target Character ... Put it
in Reserve." (the target can be put there: the nearest), "Choose three Characters. Draw a card. The others ..."
(every Character not chosen: nothing picked between) and "Target opponent discards two cards. Target Character gains
1 boost. If you do, ..." (no "may": whether there was a target) read as before.

Played: the audit's scenarios (tests/data/s47-ante/audit/) no longer load, the card refused at its word; the
wordings the refusals suggest play right (tests/scenarios/rules/s47/).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from altered.simulation.scenario import run_files
from readings import col, effect_in, refused_in, scenario_refused

HERE = Path(__file__).parent


TYPE = "in a test of its type names"
MANY = "'that many' names the step just before it"
DID = "which is chosen, not offered: it could mean the choice offered before it"
THEM = "'them' names several objects"
OTHERS = "names the rest of what the step just before it chose among"

# text, the words refused (the first after the pick), what the message says, edition
CASES = [
    # W5: "If it's a <type>" after a discard, sacrifice, cost or reveal, then a target (7.2.4.a)
    ("{J} Discard a card. [Augment] target Character. If it's a Character, draw a card.", "it's", TYPE, "5.0"),
    ("{J} Draw a card. Discard a card. [Augment] target Character. If it's a Spell, I gain 1 boost.", "it's", TYPE, "5.0"),
    ("{J} Target opponent discards a card. Target Character gains 1 boost. If it's a Spell, it gains [[Anchored]].",
     "it's", TYPE, "5.0"),
    ("{J} Target opponent discards a card. Target Character gains 1 boost. If it's a Spell, draw a card.", "it's", TYPE, None),
    ("{J} Target opponent discards a card. Target Character gains 1 boost. If it's a Spell, draw a card.", "it's", TYPE, "5.0"),
    ("{J} Reveal the top card of your deck. Target Character gains 1 boost. If it's a Spell, draw a card.", "it's", TYPE, None),
    ("{J} Reveal the top card of your deck. Target Character gains 1 boost. If it's a Spell, draw a card.", "it's", TYPE, "5.0"),
    ("{J} Reveal the top card of your deck. [Augment] target Character. If it's a Character, draw a card.", "it's", TYPE, "5.0"),
    ("{J} Reveal the top card of your deck. Target Character [Defects]. If it's a Spell, draw a card.", "it's", TYPE, "5.0"),
    ("{J} Target opponent discards a card. [Augment] target Character. If it's a Spell, I gain 1 boost.", "it's", TYPE, "5.0"),
    ("{J} Sacrifice a Character. [Augment] target Character. If it's a Spell, draw a card.", "it's", TYPE, "5.0"),
    ("{H} Target opponent reveals the top card of their deck. [Augment] target Character. If it's a Spell, draw a card.",
     "it's", TYPE, "5.0"),
    ("{T}, Discard a card: [Augment] target Character. If it's a Spell, draw a card.", "it's", TYPE, "5.0"),
    ("{T}, Discard a card: Target Character gains 1 boost. If it's a Spell, draw a card.", "it's", TYPE, "5.0"),
    # new wordings of the shape
    ("{R} Sacrifice a Character. Target Character gains [[Asleep]]. If it's a Spell, I gain 1 boost.", "it's", TYPE, None),
    ("{T}, Discard a card from your hand: Target Character gains 1 boost. If it's a Spell, draw a card.", "it's", TYPE, None),
    ("When you play a Spell — Target opponent discards a card. Choose a Character. If it's a Permanent, draw a card.",
     "it's", TYPE, None),
    ("{J} Target opponent discards a card. Target Character gains 1 boost. If it was a Spell, draw a card.", "it was", TYPE, None),
    # W1: "that many" after a step that counted, then a pick of one (6.5.f)
    ("{J} Sacrifice up to two Characters. [Augment] target Character. Draw that many cards.", "that many", MANY, "5.0"),
    ("{J} Discard up to two cards. [Augment] target Character. Draw that many cards.", "that many", MANY, "5.0"),
    ("{J} Sacrifice up to two Characters. Return target Character to its owner's hand. Draw that many cards.",
     "that many", MANY, None),
    ("{J} Discard up to two cards. Choose a Character. Draw that many cards.", "that many", MANY, None),
    ("At Noon — Discard up to two cards. Return target Character to its owner's hand. Draw that many cards.",
     "that many", MANY, None),
    ("{J} Sacrifice up to two Characters. Return target Character to its owner's hand. Draw that many cards.",
     "that many", MANY, "5.0"),
    ("{J} Discard up to two cards. Choose a Character. Draw that many cards.", "that many", MANY, "5.0"),
    ("{J} Sacrifice up to two Characters. [Augment] target Character. I gain that many boosts.", "that many", MANY, "5.0"),
    ("{J} Discard up to two cards. Choose a Character in your Reserve. Draw that many cards.", "that many", MANY, "5.0"),
    ("{J} Discard up to two cards. Return target Character to its owner's hand. I gain that many boosts.",
     "that many", MANY, "5.0"),
    ("{T}: Discard up to two cards. [Augment] target Character. Draw that many cards.", "that many", MANY, "5.0"),
    ("{J} Remove all boosts from target Character. [Augment] target Character. Draw that many cards.",
     "that many", MANY, "5.0"),
    ("At Noon — Sacrifice up to two Characters. [Augment] target Character. Draw that many cards.", "that many", MANY, "5.0"),
    # new wordings
    ("{J} Discard any number of cards. Return target Character to its owner's hand. Draw that many cards.",
     "that many", MANY, None),
    ("{H} Roll a die. Return target Character to its owner's hand. Draw that many cards.", "that many", MANY, None),
    ("{R} Remove all boosts from target Character. Choose a Character you control. It gains that many boosts.",
     "that many", MANY, None),
    # W4: "If you/they do/don't" after "may", then a pick of one (6.5.f)
    ("{J} You may discard a card. Target Character gains 1 boost. If you do, draw a card.", "If you do", DID, None),
    ("{J} Target opponent may discard a card. Target Character gains 1 boost. If they do, draw a card.", "If they do", DID, None),
    ("{J} Target opponent may discard a card. Target Character gains 1 boost. If they don't, draw a card.",
     "If they don't", DID, None),
    ("{J} You may discard a card. Target Character gains 1 boost. If you do, draw a card.", "If you do", DID, "5.0"),
    ("{J} Target opponent may discard a card. Target Character gains 1 boost. If they do, draw a card.", "If they do", DID, "5.0"),
    ("{J} Target opponent may discard a card. Target Character gains 1 boost. If they don't, draw a card.",
     "If they don't", DID, "5.0"),
    ("{J} You may discard a card. [Augment] target Character. If you do, draw a card.", "If you do", DID, "5.0"),
    ("{J} You may discard a card. Target Character [Defects]. If you do, draw a card.", "If you do", DID, "5.0"),
    ("{J} Target opponent may discard a card. [Augment] target Character. If they do, draw a card.", "If they do", DID, "5.0"),
    ("{J} Target opponent may discard a card. Target Character [Defects]. If they don't, draw a card.",
     "If they don't", DID, "5.0"),
    ("{J} You may sacrifice a Character. Return target Character to its owner's hand. If you don't, draw a card.",
     "If you don't", DID, "5.0"),
    ("{J} You may pay {1}. Target Character gains 1 boost. If you do, draw a card.", "If you do", DID, "5.0"),
    ("{T}: You may discard a card. Target Character gains 1 boost. If you do, draw a card.", "If you do", DID, "5.0"),
    # new wordings
    ("When a Character joins my Expedition — You may exhaust me. Choose a Character. If you do, it gains 1 boost.",
     "If you do", DID, None),
    ("{R} You may sacrifice a Character. Target Character gains [[Anchored]]. If you don't, I gain 1 boost.",
     "If you don't", DID, None),
    # W2: "one of them" after cards drawn, then a pick of one (7.2.5.a)
    ("{J} Draw two cards. [Augment] target Character. Discard one of them.", "one of them", THEM, "5.0"),
    ("{J} Draw two cards. Target Character gains 1 boost. Discard one of them.", "one of them", THEM, None),
    ("{J} Draw two cards. Target Character gains [[Asleep]]. Put one of them in Reserve.", "one of them", THEM, None),
    ("{J} Draw two cards. Target Character gains 1 boost. Discard one of them.", "one of them", THEM, "5.0"),
    ("{J} Draw two cards. Target Character gains [[Asleep]]. Put one of them in Reserve.", "one of them", THEM, "5.0"),
    ("{J} Draw two cards. [Augment] target Character. Put one of them in Reserve.", "one of them", THEM, "5.0"),
    ("{J} Draw two cards. Target Character [Defects]. Discard one of them.", "one of them", THEM, "5.0"),
    # new wordings
    ("{H} Draw three cards. Choose a Character. Put up to two of them in Reserve.", "up to two of them", THEM, None),
    ("At Dusk — Target opponent draws two cards. Target Character gains 1 boost. They discard one of them.",
     "one of them", THEM, None),
    # W3: "the others" after a group chosen, then a pick of one
    ("{J} Choose three Characters. Target Character gains 1 boost. The others gain [[Asleep]].", "The others", OTHERS, None),
    ("{J} Choose three Characters. Target Character gains 1 boost. The others gain [[Asleep]].", "The others", OTHERS, "5.0"),
    ("{J} Choose two Characters you control. Target Character [Defects]. The others gain 1 boost.", "The others", OTHERS, "5.0"),
    ("When I leave the Expedition zone — Choose three Characters. Target Character gains 1 boost. "
     "The others gain [[Asleep]].", "The others", OTHERS, "5.0"),
    ("{1}, {T}: Choose three Characters. [Augment] target Character. The others gain [[Asleep]].", "The others", OTHERS, "5.0"),
    ("{J} Choose two Characters. Target Character gains 1 boost. The other gains [[Asleep]].", "The other", OTHERS, "5.0"),
    ("{J} Choose a Character. Target Character gains 1 boost. The other gains [[Asleep]].", "The other", OTHERS, "5.0"),
    # new wordings
    ("{R} Choose two Characters you control. Target Character an opponent controls gains [[Asleep]]. "
     "The others gain 1 boost.", "The others", OTHERS, None),
    # the audit's UNCLEAR neighbours, by the same rule
    ("{J} Reveal the top two cards of your deck. Target Character gains 1 boost. Put the others in Reserve.",
     "the others", OTHERS, None),
    ("{J} Reveal the top two cards of your deck. Target Character gains 1 boost. Put the others in Reserve.",
     "the others", OTHERS, "5.0"),
    ("{J} Reveal the top three cards of your deck. Target Character gains 1 boost. Put the others at the bottom of "
     "your deck.", "the others", OTHERS, "5.0"),
]


@pytest.mark.parametrize("text, words, said, edition", CASES)
def test_a_back_reference_that_could_mean_a_step_before_the_pick_is_refused_there(text, words, said, edition):
    """7.2.4.a, 7.2.5.a, 6.5.f: the word names the step just before it only if that step can supply what it asks;
    else, where an earlier step could be meant, refused at the word."""
    e = refused_in(text, edition)
    assert said in e.message, e.message
    assert e.column == col(text, words), (e.column, e.message)
    assert "refused rather than read as" in e.message


def test_the_messages_say_what_to_write():
    said = refused_in("{J} Target opponent discards a card. Target Character gains 1 boost. If it's a Spell, draw a "
                      "card.").message
    assert "say it right after the step it names, before the pick ('Reveal the top card of your deck. If it's a " \
        "Spell, draw a card. Target Character gains 1 boost.')" in said
    assert "the number of ..." in refused_in("{J} Discard up to two cards. Choose a Character. Draw that many "
                                             "cards.").message
    assert "('You may discard a card. If you do, draw a card. Target Character gains 1 boost.')" in \
        refused_in("{J} You may discard a card. Target Character gains 1 boost. If you do, draw a card.").message
    assert "'one of them' ('Choose three Characters. One of them gains 1 boost." in \
        refused_in("{J} Choose three Characters. Target Character gains 1 boost. The others gain [[Asleep]].").message


# the wordings the refusals suggest, and the shapes the rule leaves as they read (nothing before the pick could be
# meant, or the step just before supplies what the word asks): text -> a part of what it reads
READ = [
    ("{J} Reveal the top card of your deck. If it's a Spell, draw a card. Target Character gains 1 boost.",
     "'var': 'revealed'}, 'filter': {'type': 'Spell'}"),
    ("{J} Target opponent discards a card. If it's a Spell, draw a card. Target Character gains 1 boost.",
     "'var': 'chosen'}, 'filter': {'type': 'Spell'}"),
    ("{J} Sacrifice up to two Characters. Draw that many cards. Return target Character to its owner's hand.",
     "{'count': {'changed': 'chosen'}}"),                  # those the sacrifice changed (effects/changes.py)
    ("{J} You may discard a card. If you do, draw a card. Target Character gains 1 boost.", "'if': {'did': 'done'}"),
    ("{J} Choose three Characters. One of them gains 1 boost. The others gain [[Asleep]].",
     "{'among': {'var': 'chosen'}, 'not': {'var': 'chosen2'}}"),
    ("{J} Reveal the top three cards of your deck. Put one of them in your hand. The others gain [[Anchored]].",
     "{'among': {'var': 'revealed'}, 'not': {'var': 'chosen'}}"),
    # nothing before the pick: as before
    ("{J} Target Character gains 1 boost. If it's a Character, draw a card.", "'var': 'target'}, 'filter': {'type'"),
    ("{J} Choose a Character. Draw that many cards.", "{'count': {'var': 'chosen'}}"),
    # no "may" before the pick: "If you do" asks of it, as before ("Sacrifice a Permanent. If you do", bundled): of
    # the target the gain changed (s55, audit R2 W1: a target that can't gain counters is not done, 1.4.1.c;
    # recorded as the step runs, effects/changes.py)
    ("{J} Target opponent discards two cards. Target Character gains 1 boost. If you do, draw a card.",
     "'did': 'target2'"),
    ("{J} Sacrifice a Character. If you do, draw a card.", "'did': 'chosen'"),
    # a step with nothing picked between: "the others" of a choice are the rest of what it chose among
    ("{J} Choose three Characters. Draw a card. The others gain [[Asleep]].", "'not': {'var': 'chosen'}"),
    # "it" on a move after a look, then a pick of one: the pick can be moved, so "it" is the pick, the nearest
    # (the audit's UNCLEAR, sc11-look-put.yaml: read as before)
    ("{J} Look at the top card of your deck. Target Character gains 1 boost. Put it in Reserve.",
     "{'move': {'what': {'var': 'target'}, 'to': 'Reserve'}"),
    # a card looked at and acted on before the pick: "it" is the target
    ("{J} Look at the top card of your deck. Put it in Reserve. Target Character gains 1 boost. It gains [[Anchored]].",
     "'what': {'var': 'target'}"),
]


@pytest.mark.parametrize("text, part", READ)
def test_the_suggested_wordings_and_the_shapes_left_read_as_said(text, part):
    assert part in str(effect_in(text)), effect_in(text)


AUDIT = HERE / "data" / "s47-ante" / "audit"


@pytest.mark.parametrize("name, words", [
    ("sc1-that-many-target", "that many"), ("sc2-one-of-them", "one of them"), ("sc3-the-others", "The others"),
    ("sc4-they-do", "If they"), ("sc5-they-dont", "If they"), ("sc6-reveal-spell", "it'"),
    ("sc8-augment-that-many", "that many"), ("sc10-discard-type", "it'"),
    ("sc12-cost-discard-type", "it'"),
])
def test_the_audit_scenarios_no_longer_play_the_card_differently(name, words):
    """The audit's scenarios played each card against its words (the target tested, counted, asked of, discarded,
    excepted): now its text is refused where the back-reference is, and nothing is played."""
    scenario_refused(AUDIT / f"{name}.yaml", words)


def test_the_suggested_wordings_play_right():
    files = sorted((HERE / "scenarios" / "rules" / "s47").glob("*before-a-target.yaml")) + \
        sorted((HERE / "scenarios" / "rules" / "s47").glob("*one-of-them.yaml"))
    assert len(files) == 5
    for outcome in run_files(files):
        assert outcome.passed, f"{outcome.file}: " + "\n".join(outcome.problems)
