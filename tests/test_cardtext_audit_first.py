"""The first card of a kind played each Afternoon costs less, a condition that is never true, and refusals that
name the real cause (outside audits of invented texts, audit s48 P §3, §5, §6 and Q §3b; issue 31: every text
read right or refused at its place with what to write).

1. "The first Landmark/Spell/Permanent you play each Afternoon costs {1} less." (an official shape) was refused at
   1:1 with "'cost' is read only inside a longer phrase", while "The first Character you play each Afternoon gains
   1 boost" read. Read now as a cost change (5.1.2.e) of the first card of that kind its controller plays each
   Afternoon, declared next to the "gains" form (grammar/phrases/passives.yaml). Played:
   tests/scenarios/rules/s48/5.1.2.e-first-*.yaml (test cards in tests/data/s48-first/cards.yaml), failing on
   main: the second Spell (Landmark) of the Afternoon pays its full cost.
2. "At Noon — If I'm in your Reserve, draw a card." / "At Night — If I'm in Reserve, you may play me for free."
   read and did nothing, silently: a Reaction other than a self-move one is activated only while it works, in play
   (2.2.11.g, 6.3.e), so the condition is never true as it is activated; "While I'm in Reserve, Spells you play
   cost {1} less." was refused. One rule for both (cardtext/api.py ``_main_in_support_zone``): refused at "I'm in",
   saying to write a support ability, preceded by {I} (2.2.11.e, 2.2.11.i), or a {R} Reaction. A Reaction to my
   own move ("When I go to Reserve", "When I'm sacrificed", "When I leave the Expedition zone") may find me there
   (6.3.c-e) and reads, as the {I} form and "If I'm not in Reserve" do.
3. Refusals that named no cause ("unexpected 'get'", "expected 'sacrificed'", "did you mean 'three'?", "expected
   'than'", a message pointing at the period, one saying "is read") now say what is not read and what printed
   cards write, declared in the phrasebook (grammar/phrases/mistakes.yaml, session 48 section); each wording
   suggested reads (tested below). Same columns as before: only the words changed.
"""
from __future__ import annotations

import pytest

from readings import refused

pytestmark = pytest.mark.editions("3.0", "5.0")


def _passive(parse, text) -> dict:
    [ability] = parse(text)
    return ability["passive"]


# -- 1: "The first ... you play each Afternoon costs {1} less" (5.1.2.e) ----------------------------------

@pytest.mark.parametrize("text, kind, change", [
    # the audit's texts (P #380, #449, #451)
    ("The first Landmark you play each Afternoon costs {1} less.", {"subtype": "Landmark"}, -1),
    ("The first Spell you play each Afternoon costs {1} less.", {"type": "Spell"}, -1),
    ("The first Permanent you play each Afternoon costs {1} less.", {"type": "Permanent"}, -1),
    # new wordings of the same shape
    ("The first Character you play each Afternoon costs {2} less.", {"type": "Character"}, -2),
    ("The first Spell you play each Afternoon costs {1} more.", {"type": "Spell"}, 1),
    ("The first Permanent you play each Afternoon costs {3} more.", {"type": "Permanent"}, 3),
])
def test_5_1_2_e_the_first_card_each_afternoon_costs_less(parse, text, kind, change):
    """A cost change (5.1.2.e) of the first card of that kind you play each Afternoon: the first of every card of that
    kind played that Afternoon (5.1.2.k, test_cardtext_audit_first50.py), as the "gains 1 boost" form is."""
    on_play = _passive(parse, text)["on_play"]
    assert on_play == {"what": kind, "first_each": "Afternoon", "by": "you", "cost": {"change": change}}, on_play


@pytest.mark.parametrize("text", [
    "The first Character you play each Afternoon gains 1 boost.",
    "The first Spell you play each Afternoon gains [[Fleeting]].",
])
def test_the_gains_form_still_reads(parse, text):
    on_play = _passive(parse, text)["on_play"]
    assert on_play["first_each"] == "Afternoon" and "cost" not in on_play and on_play["also"], on_play


# -- 2: a main-text Reaction asking "If I'm in Reserve" (2.2.11.g, 6.3.e) -----------------------------------

NEVER = "is never true as this Reaction is activated"


@pytest.mark.parametrize("text", [
    # the audit's texts (P #272, #273)
    "At Noon — If I'm in your Reserve, draw a card.",
    "At Night — If I'm in Reserve, you may play me for free.",
    # new wordings of the same shape
    "When you play a Spell — If I'm in Reserve, draw a card.",
    "At Dusk — If I'm in your Reserve, I gain 1 boost.",
    "When an opponent plays a Character — If I am in Reserve, draw a card.",
    "At Noon — Draw a card. If I'm in Reserve, you may play me for free.",
])
def test_2_2_11_g_a_reaction_asking_if_im_in_reserve_is_refused(parse, text):
    """Refused at "I'm in", saying to write it as a support ability ({I}, 2.2.11.i) or a {R} Reaction."""
    e = refused(text, parse)
    at = text.index("I'm in") if "I'm in" in text else text.index("I am in")
    assert NEVER in e.message and "{I}" in e.message and "{R}" in e.message, e.message
    assert e.column == at + 1, (e.column, e.message)
    # what it suggests reads
    parse("{I} " + text)


def test_the_passive_form_is_refused_by_the_same_rule(parse):
    e = refused("While I'm in Reserve, Spells you play cost {1} less.", parse)
    assert "never true while this ability works" in e.message and e.column == 7, e.message


@pytest.mark.parametrize("text", [
    "When I go to Reserve from the Expedition zone — If I'm in your Reserve, draw a card.",
    "When I'm sacrificed — If I'm in Reserve, draw a card.",
    "When I leave the Expedition zone — If I'm in Reserve, draw a card.",
    "{I} At Noon — If I'm in Reserve, draw a card.",
    "At Noon — If I'm not in Reserve, draw a card.",
])
def test_6_3_c_a_reaction_to_my_own_move_or_a_support_one_reads(parse, text):
    """A Reaction about my own move (6.3.c-e) may find me in Reserve as it resolves; a support one works there
    (2.2.11.i); "not in Reserve" is true in play: all read."""
    [ability] = parse(text)
    assert "reaction" in ability


# -- 3: refusals that name the real cause and say what to write (audit P §6, Q §3b) ---------------------------

MESSAGES = [
    # (text, the word refused, what the message says) -- the audits' texts, then new wordings of each shape
    ("Characters you control get +1/+1/+1.", "get", "written with 'have'"),
    ("Other Characters you control get +1/+0/+0.", "get", "written with 'have'"),
    ("I get +1/+1/+1 for each Landmark you control.", "get", "one that counts ('for each ...') is not read yet"),
    ("As long as you control a Landmark, I get +1/+1/+1.", "get", "written with 'have'"),
    ("I have +2/+0/+0 for each Landmark you control.", "for", "a change of statistics that counts"),
    ("Characters you control have [Tough 1].", ".", "'Characters you control are [Tough 1].'"),
    ("Characters you control have [Defender].", ".", "'Characters you control are [Defender].'"),
    ("I have [Gigantic].", ".", "'I am [Gigantic].'"),
    ("When a card is put in your Reserve — I gain 1 boost.", "put", "'When a Character goes to Reserve"),
    ("When a Character is sent to your Reserve — Draw a card.", "sent", "written with 'go to'"),
    ("When I'm exhausted — Draw a card.", "exhausted", "'When you exhaust me"),
    ("When a Character you control is exhausted — Draw a card.", "exhausted", "'When you exhaust a Character"),
    ("When I'm played from Reserve — Draw a card.", "played", "'{R} Draw a card.'"),
    ("When I am played from Hand — Draw a card.", "played", "'{H} Draw a card.'"),
    ("When a Character is played — Draw a card.", "played", "'When you play a Character"),
    ("When you play your first Spell each turn — Draw a card.", "first", "'The first Spell you play each Afternoon"),
    ("When an opponent plays their first Character each Day — I gain 1 boost.", "first", "a passive reads the first"),
    ("After you play a Spell — I gain 1 boost.", "After", "never 'After'"),
    ("After an opponent plays a Character — Draw a card.", "After", "never 'After'"),
    ("At the end of the turn — Draw a card.", "the", "Morning, Noon, Afternoon, Dusk or Night"),
    ("At the start of your turn — Draw a card.", "the", "Morning, Noon, Afternoon, Dusk or Night"),
    ("The first Spell you play each Day costs {1} less.", "Day", "Morning, Noon, Afternoon, Dusk or Night"),
    ("Target Character with {V} 2 or less gains 1 boost.", "{V}", "one card's own statistic"),
    ("All Characters with {M} 2 or less gain 1 boost.", "{M}", "'no statistic over N'"),
    ("Target Character with {M} 3 or more gains 1 boost.", "{M}", "one card's own statistic"),
    ("Target Character with {O} 0 gains 1 boost.", "{O}", "one card's own statistic"),
    ("If my {V} is 2 or less, draw a card.", "{V}", "in a condition is not read yet"),
    ("Target Character with a Forest statistic of 2 or less gains 1 boost.", "Forest", "a statistic is written with"),
    ("If my Mountain statistic is 4 or more, draw a card.", "Mountain", "a statistic is written with"),
    ("Target Character with Hand Cost {3} gains 1 boost.", "gains", "an exact cost ('Hand Cost {3}') is not read"),
    ("Characters you control with Hand Cost {1} gain 1 boost.", "gain", "an exact cost"),
    ("Target Character with Hand Cost equal to {2} gains 1 boost.", "{2}", "an exact cost"),
    ("Target Character with the same Hand Cost as me gains 1 boost.", "the", "a comparison with other cards"),
    ("Target Character with the highest Hand Cost gains 1 boost.", "the", "a comparison with other cards"),
    ("If I have the lowest Hand Cost, draw a card.", "the", "a comparison with other cards"),
    ("If an opponent controls more Characters than you, draw a card.", "Characters",
     "'If an opponent has more Characters in play than you"),
    ("If you control fewer Characters than target opponent, draw a card.", "Characters", "'has/have ... in play than'"),
    ("If there are more Characters in my Expedition than in the Expedition facing me, draw a card.", "Characters",
     "comparing how many Characters two places hold is not read yet"),
    ("If the number of Characters in my Expedition is 3 or more, draw a card.", "3",
     "'If there are 3 or more Characters in my Expedition"),
    ("Up to two other target Characters in my Expedition each gain 1 boost.", "target", "'other than me'"),
    ("Up to three other target Characters each gain 1 boost.", "target", "'other than me'"),
    ("{J} Create an [Ordis Recruit 1/1/1] Soldier token in each of your Expeditions with no Characters.", "with",
     "'If there are no Characters in my Expedition"),
    ("I can't be targeted by Spells your opponents play.", "targeted", "'can't be targeted' is not read"),
    ("Characters you control can't be targeted by Spells.", "targeted", "[Tough X]"),
    ("{J} {D} Draw a card.", "{D}", "a cost, written before the colon of a quick action"),
    ("{H} {J} Draw a card.", "{J}", "one ability has one trigger"),
    ("Characters your opponents play cost {1} more if they control a Landmark.", "they",
     "'if an opponent controls a Landmark'"),
]


@pytest.mark.parametrize("text, word, says", MESSAGES)
def test_a_refusal_names_the_cause_and_what_to_write(parse, text, word, says):
    e = refused(text, parse)
    at = text.index(word) if word != "." else text.rindex(".")
    assert says in e.message, e.message
    assert e.column == at + 1, (e.column, e.message)
    assert "did you mean" not in e.message and "changes nothing" not in e.message, e.message


@pytest.mark.parametrize("text", [
    # every wording the messages above suggest
    "Characters you control have +1/+1/+1.", "As long as you control a Landmark, I have +1/+1/+1.",
    "{J} I gain 1 boost for each Landmark you control.", "Characters you control are [Tough 1].", "I am [Defender].",
    "When I go to Reserve — Draw a card.", "When a Character goes to Reserve — Draw a card.",
    "When I go to Reserve from the Expedition zone — Draw a card.", "When you exhaust me — Draw a card.",
    "When you exhaust a Character — Draw a card.", "When you exhaust a Mana Orb — Draw a card.",
    "{H} Draw a card.", "{R} Draw a card.", "When you play a Character — Draw a card.",
    "When an opponent plays a Spell — Draw a card.", "The first Spell you play each Afternoon costs {1} less.",
    "When you play a Spell — I gain 1 boost.", "At Dusk — Draw a card.",
    "Send to Reserve target Character with no statistic over 3.",
    "Send to Reserve any number of target Characters with total {M} of 4 or less.",
    "Target Character with Hand Cost {3} or less gains 1 boost.",
    "Target Character with Hand Cost {3} or more gains 1 boost.", "If my Hand Cost is {3} or more, draw a card.",
    "If an opponent has more Characters in play than you, draw a card.",
    "If you have more cards in hand than target opponent, draw a card.",
    "If there are 3 or more Characters in my Expedition, draw a card.",
    "If you control 3 or more Characters, draw a card.",
    "Up to two target Characters other than me each gain 1 boost.",
    "Up to two target Characters in my Expedition other than me each gain 1 boost.",
    "Another target Character gains 1 boost.", "I cost {2} less to play in an Expedition with no Characters.",
    "If there are no Characters in my Expedition, draw a card.", "{D} : Draw a card.", "I am [Tough 1].",
    "Characters your opponents play cost {1} more if an opponent controls a Landmark.",
    "Characters your opponents play cost {1} more if you control a Landmark.",
])
def test_what_the_messages_suggest_reads(parse, text):
    assert parse(text)
