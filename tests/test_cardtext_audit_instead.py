"""What follows an optional replacement (6.2.d-e), as the card says it (issue: every reading checked against its
meaning; the tenth outside audit of invented texts).

"If you do" after "you may ... instead" once read a flag of the offer that nothing set, once the offer became the
replacement's own question (6.2.d): the player put the card in Mana and drew nothing. It is now what follows the
replacement when it is applied, as "If you don't" is its alternative when it is not (6.2.e), each a step added
after the current one; the sentences after a replacement that always applies are done when it is. What could not
be answered is refused at its words. The scenario tests/scenarios/v5/6.2.e-if-you-do-after-an-optional-
replacement-follows-it.yaml plays them (test cards: tests/data/v5/audit-instead-cards.yaml).

What an optional replacement offers is a choice of doing something (6.2.d, the same number in v3.0 and v5.0: "the
controller ... must state whether or not it should be applied"): "you may remove two Ember counters from me
instead", "... discard a card instead to draw a card", "... pay {2} instead". It was offered whatever the board,
and "yes" replaced the event by nothing (or the engine stopped on ``NotPaid``) (audit s46 I, class A). It is now
offered only if it can be done whole, as the costs of "You may X to ..." are (1.2.5.c, 1.2.5.d, 6.4.c): read as
those costs (removing my counters is spending them, 2 or none) and tested by the same test (effects/choices.py
``offer_test``), before the question. Played: tests/scenarios/rules/s46/6.2.d-*.yaml (test cards and their counter in
tests/data/s46-replace/), each failing before but the two where it can be done.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from altered.cardtext.api import parse_abilities
from altered.simulation.scenario import run_files
from readings import refused


def modifier(text):
    [ability] = parse_abilities(text)
    return ability["passive"]["modifier"]


@pytest.mark.parametrize("text", [
    "If I would leave the Expedition zone, you may put me in my owner's Mana zone instead. If you do, draw a card.",
    "If I would be sent to Reserve, you may put me in my owner's hand instead. If you do, [Resupply].",
    "If a Robot you control would leave the Expedition zone, you may put it in its owner's hand instead. "
    "If you do, draw a card.",
    "If I would gain [[Asleep]], you may have me gain 1 boost instead. If you do, draw a card.",
    "If you would [Resupply], you may draw a card instead. If you do, discard a card from your hand.",
])
def test_if_you_do_after_an_optional_replacement_is_what_follows_it_applied(text):
    """6.2.d: the offer is whether the replacement is applied; "If you do" is asked of that answer, so it is the
    steps done when it is (``accepted``), with no test of a flag nothing sets (once ``also: if you did (done)``,
    never true)."""
    m = modifier(text)
    assert m["optional"] is True and m["accepted"] and "also" not in m
    assert '"did"' not in json.dumps(m)


@pytest.mark.parametrize("text", [
    "If I would leave the Expedition zone, you may put me in my owner's Mana zone instead. If you do, draw a card. "
    "If you don't, I gain 1 boost.",
    "If I would leave the Expedition zone, you may put me in my owner's Mana zone instead. If you don't, I gain 1 "
    "boost. If you do, draw a card.",
])
def test_both_answers_in_either_order(text):
    """6.2.e: "If you don't" is the alternative, "If you do" what follows the replacement, in either order."""
    m = modifier(text)
    assert m["declined"] == [{"counters": {"what": "self", "name": "boost", "add": 1}}]
    assert m["accepted"] == [{"do": {"Draw": {"count": 1}}}]


def test_the_printed_if_you_dont_still_reads_as_before():
    """The printed twin (Mighty Jinn's form, 6.2.e's example) keeps its reading."""
    m = modifier("If I would leave the Expedition zone, you may put me in my owner's Mana zone instead. "
                 "If you don't, draw a card.")
    assert m["declined"] == [{"do": {"Draw": {"count": 1}}}] and "accepted" not in m and "also" not in m


def test_the_sentences_after_a_replacement_that_always_applies_follow_it():
    """Read as before (``also``); the engine now does them when the replacement is applied (once never)."""
    m = modifier("If I would leave the Expedition zone, put me in my owner's hand instead. Draw a card.")
    assert m["also"] == [{"do": {"Draw": {"count": 1}}}] and "optional" not in m


@pytest.mark.parametrize("text, words", [
    ("If I would leave the Expedition zone, put me in my owner's hand instead. If you do, draw a card.",
     "If you do"),
    ("If I would leave the Expedition zone, you may put me in my owner's Mana zone instead. Draw a card.",
     "Draw a card"),
    ("If I would leave the Expedition zone, you may put me in my owner's Mana zone instead. If you do, draw a card. "
     "I gain 1 boost.", "I gain 1 boost"),
])
def test_what_no_answer_tells_is_refused_at_its_words(text, words):
    """"If you do" after a replacement offered to nobody asks of nothing; a plain sentence after "you may ...
    instead" says neither when it happens (applied or not): refused where it is, not guessed."""
    e = refused(text)
    assert e.column == text.index(words) + 1


# -- 4.2.4, 7.3.16-17: only Expeditions move -------------------------------------------------------------------

@pytest.mark.parametrize("text, words", [
    ("{J} Target Character can't move forward this Day.", "Target Character"),
    ("{J} Robots your opponents control can't move forward this Day.", "can't move forward"),
    ("Characters your opponents control can't move forward.", "Characters"),
    ("{J} I can't move forward this Day.", "can't move forward"),
    ("{H} Target Character gains [[Asleep]]. It can't move forward this Day.", "Target Character"),
    ("{J} Target Character moves forward one region.", "Target Character"),
    ("{J} Target Character moves backwards one region.", "Target Character"),
])
def test_moving_said_of_a_card_is_refused_at_its_words(text, words):
    """4.2.4, 7.3.16-17: Expeditions move forward, Characters never do; "Target Character can't move forward
    this Day" once read as an emblem on the Character that forbade nothing (and "moves forward" moved nothing):
    refused where the card is named (or, said of "I" or of a group, at the verb), with what to write instead."""
    e = refused(text)
    assert "said of what moves" in e.message and "never of a card" in e.message
    assert e.column == text.index(words) + 1


@pytest.mark.parametrize("text", [
    "{J} Target Expedition can't move forward this Day.",
    "{J} Choose a Character. Its Expedition can't move forward this Day.",
    "{J} The Expedition facing me can't move forward this Day.",
    "{J} Your other Expedition can't move forward this Day.",
    "{J} Expeditions can't move forward this Day.",
    "{J} Target Expedition moves backwards one region.",
])
def test_moving_said_of_an_expedition_still_reads(text):
    steps = json.dumps(parse_abilities(text))
    assert "advance" in steps


# -- 7.3: a keyword action done to an object says which -------------------------------------------------------

@pytest.mark.parametrize("text", ["{J} [Defect].", "{J} [Augment].", "{H} [Defect]. Draw a card."])
def test_a_keyword_action_on_an_object_said_of_none_is_refused(text, capsys):
    """v5.0 7.3.6.a: an object defects; "[Defect]." alone read as the player's action with no object (``do:
    Defect``, defecting nothing) and the explanation did not show it: refused at the action, with the
    declared example."""
    from altered.cli.main import main
    assert main(["explain", "--edition", "5.0", text]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"<input>:1:{text.index('[') + 1}: ") and "as in" in err and "Traceback" not in err


def test_a_keyword_action_on_its_subject_still_reads(capsys):
    from altered.cli.main import main
    assert main(["explain", "--edition", "5.0", "{J} I [Defect]."]) == 0
    assert "do Defect (what: me)" in capsys.readouterr().out


# -- 6.5.f: "If you do" after an action of up to one ------------------------------------------------------------

def test_if_you_do_after_sabotage_asks_whether_a_card_was_discarded():
    """v5.0 7.3.35.a: Sabotage discards up to one card; "If you do" asked of "it" (no such choice), so it drew
    with nothing to sabotage. It asks of the card sabotaged (keywords.yaml ``them``): scenario
    6.5.e-otherwise-of-what-you-may-chose-and-if-you-do-after-sabotage."""
    [ability] = parse_abilities("{J} [Sabotage]. If you do, draw a card.")
    assert ability["reaction"]["effect"][1]["if"] == {"did": "sabotaged"}


# -- 6.5.e: an Otherwise of what "you may" chose -----------------------------------------------------------------

def test_otherwise_after_a_test_of_what_you_may_chose_needs_the_choice():
    """6.5.c, 6.5.e: "You may discard a card ... If it's a Spell, ... Otherwise, I gain 1 boost": the Otherwise is
    of the card discarded not being a Spell; declined, nothing was discarded and nothing is gained (it once
    was)."""
    [ability] = parse_abilities("{R} You may discard a card from your Reserve. If it's a Spell, draw a card. "
                                "Otherwise, I gain 1 boost.")
    offer, then = ability["reaction"]["effect"]
    assert then["if"] == {"var": offer["may"]["as"]} and "else" in then["then"][0] and "else" not in then


# -- audit s46 I, class A: an optional replacement offered only when what it offers can be done ---------------

SCENARIOS = Path(__file__).parent / "scenarios" / "rules" / "s46"


@pytest.mark.parametrize("text, spent, then", [
    ("If I would leave the Expedition zone, you may remove a boost from me instead.", 1, []),              # the audit's
    ("If my Expedition would move forward, you may remove 2 boosts from me instead to draw a card.", 2, ["draw"]),
    ("If I would be sent to Reserve, you may remove two boosts from me instead to draw two cards.", 2, ["draw"]),
    ("If I would gain [[Asleep]], you may remove 3 boosts from me instead.", 3, []),
])
def test_6_2_d_removing_my_counters_instead_is_the_cost_spend(text, spent, then):
    """1.2.5.c: as "You may remove 2 boosts from me to ..." pays, 2 or none (as a step it removed what there
    was and replaced the event): the cost ``spend`` through ``pay_costs``, then what it is done for."""
    m = modifier(text)
    assert m["optional"] is True
    first, *rest = m["instead"]
    assert first == {"pay_costs": {"costs": [{"spend": {"name": "boost", "count": spent}}]}}
    assert [next(iter(s["do"])).lower() if "do" in s else next(iter(s)) for s in rest] == then


@pytest.mark.parametrize("text, first", [
    ("If my Expedition would move forward, you may spend 2 of my boosts instead to draw a card.", "spend"),
    ("If my Expedition would move forward, you may discard a card instead to draw a card.", "choose"),
    ("If I would leave the Expedition zone, you may pay {2} instead.", "pay"),
    ("If I would leave the Expedition zone, you may sacrifice another Character you control instead.", "choose"),
    ("If I would leave the Expedition zone, you may exhaust a card in your Reserve instead.", "pay_costs"),   # a cost: with a ready card (7.3.13.b, s51)
    ("If I would gain [[Asleep]], you may exhaust me instead.", "do"),
    ("If a Character you control would gain [[Asleep]], you may pay {1} instead.", "pay"),
    ("If you would [Resupply], you may discard a card instead to draw a card.", "choose"),
    ("If a Character you control would leave the Expedition zone, you may remove a boost from it instead.",
     "counters"),
])
def test_6_2_d_the_other_offers_start_with_the_step_whose_test_offers_them(text, first):
    """Each starts with a step that says whether it can be done now (a payment, a choice of at least one, a
    status not had, counters there): the test a "you may" asks before its question (1.4.1.b, 6.4.c)."""
    m = modifier(text)
    assert m["optional"] is True and next(iter(m["instead"][0])) == first


def test_6_2_d_what_is_done_for_follows_the_price():
    """ "... instead to draw a card. ...": the sentences after "to" follow the price, as before."""
    m = modifier("If my Expedition would move forward, you may discard me instead to draw two cards.")
    assert [next(iter(s)) for s in m["instead"]] == ["do", "do"]
    assert m["instead"][1] == {"do": {"Draw": {"count": 2}}}


def test_6_2_d_an_optional_replacement_is_offered_only_when_it_can_be_done():
    """Each scenario but the two "with one"/"with two" failed before: asked with nothing to pay, "yes" replaced
    the event by nothing, or the engine stopped on NotPaid (audit s46 I, class A; 6.2.d, 1.2.5.c, 6.4.c)."""
    files = sorted(SCENARIOS.glob("6.2.d-may-*.yaml"))
    assert len(files) == 15
    for outcome in run_files(files):
        assert outcome.passed, f"{outcome.file}: " + "\n".join(outcome.problems)
