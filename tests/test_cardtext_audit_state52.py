"""Audit H3 (session 51), classes B1, B2 and C (issue 31): a step or a cost changing a chosen or targeted card's
state, said of a card already in that state.

B2: "{J} Exhaust a card in your Reserve. If you can't, I gain [[Asleep]]." read as "choose 1 among cards in your
Reserve → chosen; do Exhaust (chosen); if not (you did (chosen)): I gain Asleep": the choice offered a card already
exhausted, and picking it counted as done, so the penalty was dodged ("Ready a card .... If you can't", "Exhaust a
Mana Orb. If you can't", "You may ready a card .... If you don't"); "Exhaust two cards in your Reserve. If you do,
draw two cards." drew two for two exhausted cards. B1: "Exhaust any number of / up to two cards in your Reserve.
Draw that many cards." counted the cards chosen, exhausted ones among them. C: "You may exhaust target Character to
draw a card." with an exhausted target paid nothing (1.2.5.c) and drew.

Decided (the lead, session 52): 6.1.g, "If one of the options is impossible, it cannot be chosen": an exhausted
object can't be exhausted (7.3.13.b), one not exhausted can't be readied (7.3.18.b), an object can't gain a status
it has nor lose one it lacks (2.4.1.f). So a choice whose objects the step right after it changes the status of
(alone: a keyword action whose declared effect is one ``gain`` / ``lose``, [Exhaust], [Ready], or "have ... gain /
lose [[S]]") offers only the objects that step can change: ``choose`` ``able`` (effects/choices.py), tested by the
step's own ``can_pay`` through ``context.able``, the one test the cost "You may exhaust a card in your Reserve to
..." already chooses by (statecost51, effects/abilities/costs.py): no second test. The language adds it
(chains.choose_able, the statecost51 test ``_changes_status`` of what a step changes) to every such choice of an
ability. Hence with none that can: "If you can't" holds and "If you do" doesn't; "Exhaust two .... If you do" needs
two that can; "that many" counts the cards changed (= chosen now); "You may ready a card in your Reserve. If you
don't, ..." with only ready cards is not offered (its choice can't be made: offer_test), so the penalty applies.

**"Exhaust a card in your Reserve. If you do, draw a card." with only exhausted cards there now draws nothing**: no
card can be chosen (6.1.g), so nothing is exhausted and "If you do" does not hold (6.5.f); the same with "You may
exhaust a card in your Reserve. If you do, draw a card." (not offered), which statecost51 had left drawing for a
decision (its test now pins the choice's ``able``).

A *target* keeps every candidate (2.4.1.f's remark: a player "may target a Character which is already Asleep"):
"Exhaust target Character. If you do, draw a card." is as it was (known.md, 6.5.f), and so is "You may exhaust target
Character. If you do, ...". But in a "You may <exhaust | ready | have ... gain / lose [[S]]> target X to Y" cost
(class C) the target is chosen inside the cost among those that can take the change (1.2.5.c: a cost is paid whole
or not at all, an unchanged target pays nothing): with none, not offered, Y not done. A target a step after the offer
names is chosen before it, as tests/test_cardtext_audit_maytgt.py has it (6.5.b), among every Character; then the offer
is not made when it can't take the change (the step's ``can_pay``, offer_test).

Bundled readings: only texts choosing a card to exhaust or ready gain the ``able`` (13 cards, 6 texts: "ready two
Mana Orbs", "ready one mana Orb", "Exhaust up to two cards in Reserve", "ready an exhausted card in Reserve").

Played: tests/scenarios/rules/s52/*-state-*.yaml on tests/data/s52-state/: each fails before the fix (the card
already in the state was chosen, or offered as the target) and passes after, but for the three neighbours (a ready
card is exhausted; two ready cards, two drawn; a target chosen before the offer gains its boost), which pass both.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from readings import dicts, effect_in, nested, reads, scenarios_play, shown_and_read_back

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios" / "rules" / "s52"
EDITIONS = [None, "5.0"]

# the auditor's texts (report §2, classes B2 and B1, their numbers) and new wordings of the same shapes: a step (not
# a cost) on a chosen card changing its state -> the step its choice is limited by
STEPS = [
    ("{J} Exhaust a card in your Reserve. If you can't, I gain [[Asleep]].", "Exhaust"),            # 194
    ("{J} Ready a card in your Reserve. If you can't, draw a card.", "Ready"),                       # 196
    ("{J} Exhaust a Mana Orb. If you can't, sacrifice me.", "Exhaust"),                              # 420
    ("{J} Exhaust two cards in your Reserve. If you do, draw two cards.", "Exhaust"),                # 197
    ("{J} You may exhaust two cards in your Reserve. If you do, draw two cards.", "Exhaust"),        # 399
    ("{J} You may ready a card in your Reserve. If you don't, I gain [[Asleep]].", "Ready"),         # 401
    ("{J} Exhaust a card in your Reserve. If you can't, sacrifice me.", "Exhaust"),                  # 195
    ("At Dusk — Exhaust a card in your Reserve. If you can't, sacrifice me.", "Exhaust"),            # 325
    ("{J} Exhaust two cards in your Reserve. If you can't, sacrifice me.", "Exhaust"),               # 198
    ("{J} You may exhaust a Mana Orb. If you don't, I gain [[Asleep]].", "Exhaust"),                 # 421
    ("{J} Exhaust any number of cards in your Reserve. Draw that many cards.", "Exhaust"),           # 251
    ("{J} Exhaust up to two cards in your Reserve. Draw that many cards.", "Exhaust"),               # 407
    ("{J} You may ready any number of cards in your Reserve to draw that many cards.", "Ready"),     # 253
    ("{J} You may exhaust any number of cards in your Reserve to draw that many cards.", "Exhaust"),  # 252
    ("{J} Ready up to two cards in your Reserve. I gain that many boosts.", "Ready"),                # 408
    # new wordings of the same shapes
    ("Exhaust a card in your Reserve. If you do, draw a card.", "Exhaust"),
    ("{J} You may exhaust a card in your Reserve. If you do, draw a card.", "Exhaust"),
    ("{H} Ready a Mana Orb. If you can't, draw a card.", "Ready"),
    ("{J} Exhaust a Character you control. If you can't, sacrifice me.", "Exhaust"),
    ("{J} Exhaust another Character you control. If you do, I gain 2 boosts.", "Exhaust"),
    ("{R} Ready two Mana Orbs.", "Ready"),
    ("{J} Have a Character you control gain [[Asleep]]. If you do, draw a card.", "gain"),
    ("{J} Have a Character you control gain [[Anchored]]. If you can't, sacrifice me.", "gain"),
    ("{J} Have a Character you control lose [[Asleep]]. If you do, draw a card.", "lose"),
    ("{J} You may have a Character you control gain [[Asleep]]. If you don't, sacrifice me.", "gain"),
    ("At Noon — Each player exhausts a card in their Reserve.", "Exhaust"),
]


def _chooses(steps) -> list:
    """Each ``choose`` of ``steps`` at any depth."""
    return nested(steps, "choose")


def _changed_by(step: dict) -> str:
    return next(iter(step["do"])) if "do" in step else next(k for k in ("gain", "lose") if k in step)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,verb", STEPS, ids=[t for t, _ in STEPS])
def test_6_1_g_a_chosen_cards_state_step_chooses_among_those_that_can(text, verb, edition):
    """6.1.g: an impossible option can't be chosen (7.3.13.b, 7.3.18.b, 2.4.1.f): the choice is limited by the
    step after it (``able``: that step, on the name), asked of its ``can_pay`` as a cost's choice is."""
    steps = effect_in(text, edition)
    [choose] = [c for c in _chooses(steps) if "able" in c]
    [step] = choose["able"]
    assert not choose.get("target") and _changed_by(step) == verb
    assert json.dumps({"var": choose["as"]}) in json.dumps(step)
    assert json.dumps(steps).count(json.dumps(step)) == 2     # the step itself still done after the choice


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "Exhaust target Character. If you do, draw a card.",              # known.md, 6.5.f
    "{J} You may exhaust target Character. If you do, draw a card.",
    "Target Character loses [[Anchored]]. If you can't, draw a card.",
    "Target Character gains [[Asleep]].",
    "{J} Discard a card from your Reserve. If you can't, sacrifice me.",     # no state: every card can be discarded
    "{J} Sacrifice a Character. If you do, draw a card.",
])
def test_a_target_or_a_step_changing_no_state_keeps_every_candidate(text, edition):
    """2.4.1.f's remark: a Character already Asleep may be targeted; no candidate is left out (no ``able`` limit).
    What asks of the step asks of those it changed, offering every one (session 54,
    tests/test_cardtext_audit_targetdid54.py): recorded as the step runs (effects/changes.py) and read by the
    choice's own name (``{did: target}``), the choice with no ``able`` and no ``able_as``."""
    steps = effect_in(text, edition)
    chooses = _chooses(steps)
    assert chooses and not [c for c in chooses if "able" in c or "able_as" in c]
    if "If you" in text:
        assert chooses[0]["as"] in json.dumps([d for d in dicts(steps) if isinstance(d, dict) and "did" in d])


# class C: a target in a "You may <state change> target X to Y" cost (the auditor's 159, 32, 160, 161, 150, 151, and
# new wordings)
COSTS = [
    ("{J} You may exhaust target Character to draw a card.", "Exhaust"),                         # 159
    ("{J} You may have target Character lose [[Asleep]] to draw a card.", "lose"),               # 32
    ("{J} You may ready target Character to draw a card.", "Ready"),                             # 160
    ("{J} You may exhaust target card in your Reserve to draw a card.", "Exhaust"),              # 161
    ("{J} You may have target Character gain [[Asleep]] to draw a card.", "gain"),               # 150
    ("{J} You may have target Character gain [[Anchored]] to draw a card.", "gain"),             # 151
    ("You may exhaust target Character you control to draw a card.", "Exhaust"),
    ("{R} You may ready target Mana Orb to create an [Ordis Recruit 1/1/1] Soldier token in my Expedition.",
     "Ready"),
    ("At Noon — You may have target Character you control lose [[Anchored]] to draw a card.", "lose"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,verb", COSTS, ids=[t for t, _ in COSTS])
def test_1_2_5_c_a_target_in_a_state_cost_is_one_that_can_take_it(text, verb, edition):
    """A cost is paid whole or not at all (1.2.5.c): the target is chosen inside the offer among those that can take
    the change (7.3.13.b, 7.3.18.b, 2.4.1.f), so with none the offer is not made (offer_test) and Y not done."""
    steps = effect_in(text, edition)
    [may] = nested(steps, "may")
    choose = may["do"][0]["choose"]
    assert choose.get("target") and [_changed_by(s) for s in choose["able"]] == [verb]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} You may exhaust target Character to draw a card. It gains 1 boost.",
    "{J} You may have target Character gain [[Asleep]] to draw a card. It gains 1 boost.",
])
def test_6_5_b_a_target_named_after_the_offer_is_any_and_the_offer_asks_the_step(text, edition):
    """test_cardtext_audit_maytgt: named after the offer, the target is chosen before it, among every Character (the
    later step acts on it whatever the answer); the offer then starts with the step, not made when it can't."""
    steps = effect_in(text, edition)
    assert steps[0]["choose"].get("target") and "able" not in steps[0]["choose"]
    [may] = nested(steps, "may")
    assert "choose" not in may["do"][0]


@pytest.mark.parametrize("text,shown", [
    ("{J} Exhaust a card in your Reserve. If you can't, I gain [[Asleep]].",
     "choose 1 among cards in your Reserve → chosen, only those that can take: do Exhaust (what: chosen)"),
    ("{J} Have a Character you control gain [[Asleep]]. If you do, draw a card.",
     "choose 1 among Characters you control → chosen, only those that can take: chosen gains Asleep"),
    ("{J} You may exhaust target Character to draw a card.",
     "choose 1 target among Characters → target, only those that can take: do Exhaust (what: target)"),
])
def test_the_reading_shows_the_limit_and_reads_back(text, shown):
    shown_and_read_back(text, shown)


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_replacements_offer_and_a_state_cost_are_as_statecost51_made_them(edition):
    """The costs "You may exhaust a card in your Reserve to ..." are still the declared costs (no choice left)."""
    for text in ("{J} You may exhaust a card in your Reserve to draw a card.",
                 "If I would gain [[Asleep]], you may exhaust a card in your Reserve instead."):
        assert nested(reads(text, edition), "pay_costs") and not _chooses(reads(text, edition))


# -- played -------------------------------------------------------------------------------------------------------------

FIXED = ("6.1.g-state-exhaust-reserve-cant-only-exhausted-asleep",
         "7.3.18.b-state-ready-reserve-cant-only-ready-draws",
         "7.3.13.b-state-exhaust-orb-cant-only-exhausted-sacrificed",
         "6.5.f-state-exhaust-two-if-you-do-only-exhausted-no-draw",
         "6.5.f-state-may-exhaust-two-if-you-do-only-exhausted-no-draw",
         "7.3.18.b-state-may-ready-if-you-dont-only-ready-asleep",
         "2.4.1.f-state-have-gain-asleep-if-you-do-only-asleep-no-draw",
         "7.3.13.b-state-may-exhaust-if-you-do-only-exhausted-no-draw",
         "6.1.g-state-exhaust-any-number-only-exhausted-draws-none",
         "6.1.g-state-exhaust-up-to-two-only-exhausted-draws-none",
         "7.3.18.b-state-may-ready-any-number-only-ready-draws-none",
         "1.2.5.c-state-may-exhaust-target-to-only-exhausted-not-offered",
         "1.2.5.c-state-may-exhaust-target-to-one-ready-draws",      # before: the exhausted one was offered too
         "1.2.5.c-state-may-lose-asleep-target-to-none-asleep-not-offered")
NEIGHBOURS = ("6.1.g-state-exhaust-reserve-cant-one-ready-exhausts-it",
              "6.5.f-state-exhaust-two-if-you-do-two-ready-draws-two",
              "6.5.b-state-may-exhaust-target-to-it-gains-exhausted-boost-no-draw")
UNDER_5_0 = ("6.1.g-state-exhaust-reserve-cant-only-exhausted-asleep-v5",
             "6.5.f-state-exhaust-two-if-you-do-only-exhausted-no-draw-v5",
             "7.3.18.b-state-may-ready-if-you-dont-only-ready-asleep-v5",
             "6.1.g-state-exhaust-any-number-only-exhausted-draws-none-v5",
             "1.2.5.c-state-may-exhaust-target-to-only-exhausted-not-offered-v5")


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_scenarios_play_right(edition):
    scenarios_play(SCENARIOS, "*-state-*.yaml", FIXED + NEIGHBOURS, edition, besides=UNDER_5_0)


def test_the_scenarios_written_for_5_0_play_right():
    scenarios_play(SCENARIOS, "*-state-*.yaml", UNDER_5_0, besides=FIXED + NEIGHBOURS)
