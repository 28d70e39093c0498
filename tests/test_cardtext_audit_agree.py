"""A pronoun that disagrees in number, and a token created as what "it" names (issue 31, audit s47 K, classes B, C).

"Discard a card. Create a [Glass Sprite 1/1/1] Spirit token in my Expedition. If it's a Spell, draw a card." tested
the token (a Spirit Character: never a Spell); "Look at the top card of your deck. Create a ... Spirit token ... If
it's a Spirit, put it in Reserve." put the new token in Reserve; "Target opponent discards a card. Target Spirit
gains 1 boost. If it's a Spell, ..." tested the target (a Spirit: its card type is known too, 2.2.2.d). The rule of
ante.py (a back-reference names the step just before it only if that step can supply what it asks, 7.2.4.a) now
covers a create as it covers a pick of one: its words say the token's type and sub-types, so a test of them is
idle, and where a step before it could be meant, the word is refused at its place.

Number (7.2.5.a): a singular pronoun ("it", "its") names one object, a plural one ("they", "them") a group. "Up to two
target Characters gain 1 boost. Create a ... token ... They gain [[Anchored]]." gave it to the one token; "Target
Character gains 1 boost. Create two ... tokens ... It gains [[Anchored]]." to the two tokens; "Look at the top three
cards ... Put two of them in Reserve and the rest at the bottom of your deck. Exhaust them." exhausted the rest (one
card). A create now says its number as a pick does (one: "it"; several: "they"), and "the rest" of cards looked at
whose words make it one card is not "them": where the nearest disagrees, refused at the pronoun, naming what else
it could mean and what to write.

Bundled readings, the 728 official texts and `altered check` are unchanged: no bundled text relies on a singular for
a group or the reverse in these shapes.

Played: the audit's scenarios (tests/data/s47-agree/audit/) no longer load, the card refused at its word; the
wordings the refusals suggest play right (tests/scenarios/rules/s47/*-create.yaml).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from altered.simulation.scenario import run_files
from readings import col, effect_in, refused_in, scenario_refused

HERE = Path(__file__).parent
SPRITE = "Create a [Glass Sprite 1/1/1] Spirit token in my Expedition."
SPRITES = "Create two [Glass Sprite 1/1/1] Spirit tokens in my Expedition."


TYPE = "in a test of its type names"
ONE = "names several objects, and 'Create a [Glass Sprite"
SEVERAL = "names one object, and 'Create two [Glass Sprite"
REST = "could name the cards picked"   # the split-put rule (discourse.split_they) says it of any "the rest"

# text, the words refused, what the message says, edition
CASES = [
    # class B: "it" in a test of its type after a create, a card named before it (7.2.4.a)
    (f"{{J}} Discard a card. {SPRITE} If it's a Spell, draw a card.", "it's", TYPE, "5.0"),
    (f"{{J}} Look at the top card of your deck. {SPRITE} If it's a Spirit, put it in Reserve.", "it's", TYPE, "5.0"),
    (f"Target opponent reveals a card from their hand. {SPRITE} If it's a Spell, they discard it.", "it's", TYPE, "5.0"),
    (f"{{J}} Target opponent discards a card. {SPRITE} If it's a Spell, I gain 2 boosts.", "it's", TYPE, None),
    # a target of a sub-type: its card type is known too (2.2.2.d)
    ("Target opponent discards a card. Target Spirit gains 1 boost. If it's a Spell, draw a card.", "it's", TYPE, "5.0"),
    ("Target opponent discards a card. Target Spirit gains 1 boost. If it's a Spirit, draw a card.", "it's", TYPE, None),
    # new wordings of the shape
    (f"{{J}} Sacrifice a Character. {SPRITE} If it was a Spirit, draw a card.", "it was", TYPE, None),
    (f"{{T}}, Discard a card: {SPRITE} If it's a Spell, draw a card.", "it's", TYPE, None),
    (f"{{T}}, Discard a card: {SPRITES} If it's a Spell, draw a card.", "it's", SEVERAL, None),
    (f"{{J}} Reveal the top card of your deck. {SPRITE} If it's a Character, draw a card.", "it's", TYPE, "5.0"),
    ("{R} Target opponent discards a card. Choose a Robot. If it's a Spell, I gain 1 boost.", "it's", TYPE, None),
    # class C: a plural after one token, a singular after two (7.2.5.a)
    (f"{{J}} Up to two target Characters gain 1 boost. {SPRITE} They gain [[Anchored]].", "They", ONE, "5.0"),
    (f"{{J}} Up to two target Characters gain 1 boost. {SPRITE} Then, they gain [[Anchored]].", "they", ONE, "5.0"),
    (f"{{J}} Target Character gains 1 boost. {SPRITES} It gains [[Anchored]].", "It", SEVERAL, "5.0"),
    (f"{{J}} {SPRITES} It gains [[Anchored]].", "It", SEVERAL, "5.0"),
    # new wordings
    (f"{{J}} Choose two Characters you control. {SPRITE} They gain [[Asleep]].", "They", ONE, None),
    (f"{{J}} {SPRITE} They gain [[Anchored]].", "They", ONE, None),
    (f"{{J}} Target Character gains 1 boost. {SPRITES} It gains 1 boost.", "It", SEVERAL, None),
    # "them" naming "the rest" of cards looked at that its words make one card
    ("{J} Look at the top three cards of your deck. Put two of them in Reserve and the rest at the bottom of your "
     "deck. Exhaust them.", "them.", REST, "5.0"),
    ("{J} Look at the top three cards of your deck. Put two of them in your hand and the rest in Reserve. They gain "
     "[[Asleep]].", "They", "names several objects, and 'the rest', named last, is one card", None),
    ("{J} Look at the top five cards of your deck. Put four of them in Reserve and the rest at the bottom of your "
     "deck. Exhaust them.", "them.", REST, None),
    # both may be several (audit M, W3): refused as well
    ("{J} Look at the top four cards of your deck. Put two of them in Reserve and the rest at the bottom of your "
     "deck. Exhaust them.", "them.", REST, None),
]


@pytest.mark.parametrize("text, words, said, edition", CASES)
def test_a_pronoun_that_cant_name_the_step_before_it_is_refused_there(text, words, said, edition):
    """7.2.4.a, 7.2.5.a: a pronoun names the step just before it only if that step can be what it says (of its
    type, of its number); else refused at the pronoun."""
    e = refused_in(text, edition)
    assert said in e.message, e.message
    assert e.column == col(text, words), (e.column, e.message)
    assert "refused rather than read as" in e.message


def test_the_messages_say_what_to_write():
    assert "say it right after the step it names, before the pick" in \
        refused_in(f"{{J}} Discard a card. {SPRITE} If it's a Spell, draw a card.").message
    assert "say 'they'/'them' right after what it names" in \
        refused_in(f"{{J}} Up to two target Characters gain 1 boost. {SPRITE} They gain [[Anchored]].").message
    assert "it could name 'Up to two target Characters', named before" in \
        refused_in(f"{{J}} Up to two target Characters gain 1 boost. {SPRITE} They gain [[Anchored]].").message
    assert "say 'they'/'them' where each of them is meant" in \
        refused_in(f"{{J}} Target Character gains 1 boost. {SPRITES} It gains [[Anchored]].").message
    said = refused_in("{J} Look at the top three cards of your deck. Put two of them in Reserve and the rest at the "
                      "bottom of your deck. Exhaust them.").message
    assert "could name the cards picked ('two of them') or 'the rest'" in said
    assert "say it right after the cards it names ('Choose two of them and put them in X. They gain ..." in said


# the wordings the refusals suggest, and the shapes the rule leaves as they read: text -> a part of what it reads
READ = [
    (f"{{J}} Discard a card. If it's a Spell, draw a card. {SPRITE}", "'var': 'chosen'}, 'filter': {'type': 'Spell'}"),
    (f"{{J}} Look at the top card of your deck. If it's a Spirit, put it in Reserve. {SPRITE}",
     "{'move': {'what': {'var': 'revealed'}, 'to': 'Reserve'}}"),
    (f"{{J}} Up to two target Characters gain 1 boost. They gain [[Anchored]]. {SPRITE}",
     "{'gain': {'what': {'var': 'target'}, 'status': 'Anchored'}}"),
    (f"{{J}} Target Character gains 1 boost. It gains [[Anchored]]. {SPRITES}",
     "{'gain': {'what': {'var': 'target'}, 'status': 'Anchored'}}"),
    ("{J} Look at the top three cards of your deck. Choose two of them. Exhaust them. Put them in Reserve and the "
     "rest at the bottom of your deck.", "{'do': {'Exhaust': {'what': {'var': 'chosen'}}}}"),
    # the number agrees with the nearest: it names it
    (f"{{J}} {SPRITE} It gains [[Anchored]].", "{'gain': {'what': {'var': 'created'}, 'status': 'Anchored'}}"),
    (f"{{J}} {SPRITES} They gain [[Anchored]].", "{'gain': {'what': {'var': 'created'}, 'status': 'Anchored'}}"),
    (f"{{J}} Target Character gains 1 boost. {SPRITE} It gains [[Anchored]].",
     "{'gain': {'what': {'var': 'created'}, 'status': 'Anchored'}}"),
    (f"{{J}} Up to two target Characters gain 1 boost. {SPRITES} They gain [[Anchored]].",
     "{'gain': {'what': {'var': 'created'}, 'status': 'Anchored'}}"),
    ("{J} Look at the top three cards of your deck. Put one of them in Reserve and the rest at the bottom of your "
     "deck. Exhaust them.", "{'do': {'Exhaust': {'what': {'var': 'rest'}}}}"),
    # nothing named before the create, or a test its words don't decide: as before
    (f"{{J}} {SPRITE} If it's a Spirit, draw a card.", "'var': 'created'}, 'filter': {'subtype': 'Spirit'}"),
    ("{J} Discard a card. Target Character gains 1 boost. If it's a Spirit, draw a card.",
     "'var': 'target'}, 'filter': {'subtype': 'Spirit'}"),
    ("Send target Character to Reserve. If it's a token, draw a card.", "'var': 'target'"),
]


@pytest.mark.parametrize("text, part", READ)
def test_the_suggested_wordings_and_the_shapes_left_read_as_said(text, part):
    assert part in str(effect_in(text)), effect_in(text)


AUDIT = HERE / "data" / "s47-agree" / "audit"


@pytest.mark.parametrize("name, words", [
    ("s20-they-after-create", "They"), ("s22-discard-create-it", "it'"), ("s23-look-create-it", "it'"),
    ("s24-create-two-it", "It"),
])
def test_the_audit_scenarios_no_longer_play_the_card_differently(name, words):
    """The audit's scenarios played each card against its words (the token tested, or given what the targets were
    to gain): now its text is refused where the pronoun is, and nothing is played."""
    scenario_refused(AUDIT / f"{name}.yaml", words)


def test_the_suggested_wordings_play_right():
    files = sorted((HERE / "scenarios" / "rules" / "s47").glob("*-create.yaml"))
    assert len(files) == 4
    outcomes = run_files(files)
    assert all(o.passed for o in outcomes), [o.problems for o in outcomes if not o.passed]
