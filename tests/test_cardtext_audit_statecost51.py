"""Audit H2 (session 51), class A (issue 31): a "You may <exhaust | ready | have ... gain a status> a <card> to
<effect>" cost was paid with a card already in that state.

"{J} You may exhaust a card in your Reserve to draw a card." read as "you may: choose 1 among cards in your Reserve →
chosen; exhaust chosen; if done: draw": the choice offered a card already exhausted, and picking it "paid" (done if
you did, 6.5.f), so the card was drawn for free. The same with "exhaust a Character you control", "ready a card in
your Reserve" (a ready card), "exhaust a Mana Orb" (an exhausted Orb: a free "pay {1}") and "have a Character you
control gain [[Asleep]]" (already Asleep). An exhausted object can't be exhausted (7.3.13.b), an object that is not
exhausted can't be readied (7.3.18.b), nor can an object gain a status it has; a cost is paid whole or not at all
(1.2.5.c, 6.4.c).

Now one part changing a chosen object's status, a keyword action whose declared effect is one ``gain`` or ``lose``
([Exhaust], [Ready], rules_yaml/keywords.yaml) or the step itself ("have ... gain [[Asleep]]"), is a cost even said
of one object (chains.as_costs): the optional cost is compiled into the declared costs and paid by ``pay_costs``, as
the plural "You may exhaust two cards in your Reserve to ..." already was (issue 31 item 4: no hand-written payer).
The cost ``do`` chooses only among objects that can take the change (its action's ``can_pay``), and the new declared
costs ``gain`` / ``lose`` (effects/abilities/costs.py) likewise, so with none the offer is not made and the effect after
"to" does not happen. A replacement's offer ("If I would gain [[Asleep]], you may exhaust a card in your Reserve instead.", 6.2.d) is
compiled the same way (it was "exhausted" with an exhausted card and the event replaced by nothing). "lose a status"
is read the same ("have a Character you control lose [[Asleep]] to ...": only
one that is Asleep). Said as an order ("Exhaust a card in your Reserve to draw a card.") it was the same bug as steps
("if chosen: draw"); it is now refused at its words, as the plural order already was, saying to write "You may ... to
..." or "... . If you do, ...".

Not changed: a *target* ("You may exhaust target Character to draw a card.") is chosen as before, inside the offer
or before it when named after it (6.5.b, tests/test_cardtext_audit_maytgt.py), not made the declared cost (which
would choose it as the cost is paid, after "It ..." could name it). Since session 52 (test_cardtext_audit_state52.py)
a target chosen inside the offer is chosen only among those that can take the change (1.2.5.c), and one chosen
before it lets the offer be made only if it can.

Since session 52 (tests/test_cardtext_audit_state52.py, the lead's decision on the audit's UNCLEAR 415, 659): "You may
exhaust a card in your Reserve. If you do, draw a card." is still a choice and a step, not a cost, but the choice is
made only among cards that can be exhausted (6.1.g: an impossible option can't be chosen; ``choose`` ``able``, the
same ``can_pay`` the cost chooses by): with only exhausted cards there, it is not offered and no card is drawn.

Both editions read all of these alike. Played: tests/scenarios/rules/s51/*-statecost-*.yaml (test cards in
tests/data/s51-statecost/): the seven "not offered" scenarios fail before the fix (the offer was made: a card drawn, or the
event replaced) and pass after; the four "offered" neighbours pass before and after.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from readings import effect_in, nested, reads, refused_at, scenarios_play

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios" / "rules" / "s51"
EDITIONS = [None, "5.0"]

# the auditor's texts (report §2, class A) and new wordings: (text, the one declared cost part it is paid by)
READ = [
    ("{J} You may exhaust a card in your Reserve to draw a card.", "do"),
    ("{J} You may exhaust a Character you control to draw a card.", "do"),
    ("{J} You may ready a card in your Reserve to draw a card.", "do"),
    ("{J} You may exhaust a Mana Orb to draw a card.", "do"),
    ("{J} You may have a Character you control gain [[Asleep]] to draw a card.", "gain"),
    ("{J} You may exhaust another Character you control to draw a card.", "do"),
    ("{J} You may ready a Character you control to draw a card.", "do"),
    ("{R} You may exhaust a card in your Reserve to create an [Ordis Recruit 1/1/1] Soldier token in my Expedition.",
     "do"),
    ("At Noon — You may exhaust a Landmark you control to draw a card.", "do"),
    # new wordings of the same shape
    ("You may exhaust a card in your Reserve to draw a card.", "do"),
    ("{H} You may ready a Mana Orb to draw a card.", "do"),
    ("{J} You may have two Characters you control gain [[Asleep]] to draw a card.", "gain"),
    ("{J} You may have a Character you control gain [[Anchored]] to draw a card.", "gain"),
    ("{J} You may have a Character you control lose [[Asleep]] to draw a card.", "lose"),
    ("{J} You may exhaust a Character you control to have it gain [[Anchored]].", "do"),
    ("{J} Each opponent may exhaust a Character they control to draw a card.", "do"),
    ("{J} Target opponent may ready a card in their Reserve to draw a card.", "do"),
]


def _pay_costs(steps) -> list:
    """The ``pay_costs`` steps in ``steps``, at any depth."""
    return nested(steps, "pay_costs")


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,part", READ, ids=[t for t, _ in READ])
def test_7_3_13_b_7_3_18_b_a_state_change_of_one_chosen_is_a_declared_cost(text, part, edition):
    """Paid through the declared costs (1.2.5.c, 6.4.c): the choice is made among the objects that can take the
    change (7.3.13.b, 7.3.18.b) as it is paid; no step left that "exhausts" an exhausted card and counts it done."""
    steps = effect_in(text, edition)
    [paid] = _pay_costs(steps)
    assert [next(k for k in p if k in ("do", "gain", "lose")) for p in paid["costs"]][-1] == part
    assert '"choose"' not in json.dumps(paid) and '"done_when"' not in json.dumps(steps)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "If I would gain [[Asleep]], you may exhaust a card in your Reserve instead.",
    "If I would be sent to Reserve, you may exhaust a Character you control instead.",
    "If I would leave the Expedition, you may ready a Mana Orb instead.",
])
def test_6_2_d_a_replacements_offer_of_a_state_change_is_the_declared_cost(text, edition):
    """What is offered instead is a choice of doing it (6.2.d), paid whole (1.2.5.c): with one that can (7.3.13.b)."""
    [paid] = _pay_costs(reads(text, edition))
    assert '"choose"' not in json.dumps(paid)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} You may exhaust target Character to draw a card.",
    "{J} You may have target Character gain [[Asleep]] to draw a card.",
    "{J} You may exhaust target Character to draw a card. It gains 1 boost.",
])
def test_a_target_is_chosen_as_before(text, edition):
    """Not the declared cost (see the module's docstring): a target, chosen inside the offer or before it (6.5.b)."""
    steps = effect_in(text, edition)
    assert not _pay_costs(steps) and '"target": true' in json.dumps(steps)


@pytest.mark.parametrize("text,shown", [
    ("{J} You may exhaust a card in your Reserve to draw a card.",
     "you may: pay together → chosen: do Exhaust (what: 1 of cards in your Reserve)"),
    ("{J} You may ready a card in your Reserve to draw a card.",
     "you may: pay together → chosen: do Ready (what: 1 of cards in your Reserve)"),
    ("{J} You may have a Character you control gain [[Asleep]] to draw a card.",
     "you may: pay together → chosen: 1 of Characters you control gain Asleep"),
])
def test_the_reading_shows_the_cost_and_reads_back(text, shown):
    from altered.effects import gloss
    from altered.effects.reread import Lexicon, Reader, canonical
    from altered.rulebook import RuleBook, load_rulebook
    from altered.tools.explain import explain
    lines = explain(text, book=load_rulebook())
    assert shown in lines, lines
    node = effect_in(text)[0]["may"]["do"]
    assert Reader(Lexicon.of(RuleBook(write_expressions=False))).read("steps", gloss.steps(node)) == [canonical(node)]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,words", [
    ("{J} Exhaust a card in your Reserve to draw a card.", "Exhaust a card"),
    ("{J} Exhaust a Character you control to draw a card.", "Exhaust a Character"),
    ("{J} Ready a card in your Reserve to draw a card.", "Ready a card"),
    ("{J} Have a Character you control gain [[Asleep]] to draw a card.", "Have a Character"),
])
def test_1_2_5_c_said_as_an_order_is_refused_saying_what_to_write(text, words, edition):
    """As steps, one already in that state would pay it (7.3.13.b): refused at its words, as the plural order is."""
    said = str(refused_at(text, words, edition))
    assert "1.2.5.c" in said and "'You may " + words[0].lower() + words[1:] in said and "If you do" in said


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} You may discard a card to draw a card.",           # no state: its step tells whether it was done
    "{J} You may sacrifice a Character to draw a card.",
    "{J} Discard a card to draw a card.",
])
def test_other_one_part_costs_keep_their_reading(text, edition):
    assert not _pay_costs(effect_in(text, edition))


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} You may exhaust a card in your Reserve. If you do, draw a card.",
    "{J} You may exhaust a Robot you control. If you do, I gain 2 boosts.",
])
def test_6_5_f_if_you_do_is_a_step_choosing_among_those_that_can(text, edition):
    """The audit's UNCLEAR (see the module's docstring): a choice and a step, not a cost; done when chosen, and
    chosen only among those that can be exhausted (6.1.g, 7.3.13.b: session 52)."""
    steps = effect_in(text, edition)
    assert not _pay_costs(steps)
    choose = steps[0]["may"]["do"][0]["choose"]
    assert choose["count"] == 1 and choose["able"] == [steps[0]["may"]["do"][1]]


def test_the_costs_gain_and_lose_are_paid_only_by_pay_costs():
    """Written by hand in a quick action's costs, ``gain`` is refused when compiled (1.2.5.c: "You may ... to ...")."""
    from altered.effects.abilities.costs import compile_cost
    from altered.effects.compiler import Compiler
    from altered.loading.errors import DesignError
    from altered.rulebook import RuleBook
    c = Compiler(RuleBook(write_expressions=False), "hand-written.yaml")
    for verb in ("gain", "lose"):
        node = {verb: {"what": {"type": "Character", "controller": "you"}, "count": 1, "status": "Asleep"}}
        with pytest.raises(DesignError, match="paid only by the step 'pay_costs'"):
            compile_cost(c, node)
        assert compile_cost(c, node, "pay_costs") is not None


# -- played -------------------------------------------------------------------------------------------------------------

FIXED = ("7.3.13.b-statecost-exhaust-reserve-only-exhausted-not-offered",
         "7.3.13.b-statecost-exhaust-character-only-exhausted-not-offered",
         "7.3.13.b-statecost-exhaust-orb-only-exhausted-not-offered",
         "7.3.18.b-statecost-ready-reserve-only-ready-not-offered",
         "1.2.5.c-statecost-gain-asleep-only-asleep-not-offered")
FIXED += ("6.2.d-statecost-instead-exhaust-reserve-only-exhausted-not-offered",)      # a replacement's offer
NEIGHBOURS = ("7.3.13.b-statecost-exhaust-reserve-ready-one-offered-draws",
              "6.2.d-statecost-instead-exhaust-reserve-ready-one-replaces",
              "7.3.18.b-statecost-ready-reserve-exhausted-one-offered-draws",
              "1.2.5.c-statecost-gain-asleep-awake-one-offered-draws")
UNDER_5_0 = ("7.3.13.b-statecost-exhaust-reserve-only-exhausted-not-offered-v5",)


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_scenarios_play_right(edition):
    scenarios_play(SCENARIOS, "*-statecost-*.yaml", FIXED + NEIGHBOURS, edition, besides=UNDER_5_0)


def test_the_scenario_under_5_0_plays_right():
    scenarios_play(SCENARIOS, "*-statecost-*.yaml", UNDER_5_0, besides=FIXED + NEIGHBOURS)
