"""Audit Z2 (session 50), class C (issue 31): a cost "remove/spend N counters from two cards" was paid from one card.

"You may remove 1 boost from two Characters you control to draw a card." read as "pay together → chosen: remove 1
boost counters from 1 of Characters you control": the number of cards ("two") was dropped when the steps (choose
2; each loses 1) were made into the declared cost ``remove``, which chose one object. Alpha lost its boost, the
second pick was never asked, and the card was drawn; with one boosted Character the cost was paid in part.

The card means: choose two such cards and remove N from each; the cost is paid whole or not at all (1.2.5.c, 6.4.c):
with fewer than two that can pay it, it can't be paid and is not offered (1.4.1.b). Now the declared cost ``remove``
(effects/abilities/costs.py) says how many objects are chosen (``objects``), each losing ``count``, offered only if
that many have that many; the optional cost "You may ... to ..." is compiled into it (issue 31 item 4: through the
declared costs, no hand-written payer), and "that many" after it counts all that was removed (N from each).

The same wording said as an order ("Remove 1 boost from two Characters you control to draw a card.") read as steps:
two chosen among all (with or without boosts), each lost what it had, and the draw followed if anything was removed,
paid in part; so did every cost of that shape said as an order ("Sacrifice two Characters to draw three cards." with
one Character: it was sacrificed and three cards drawn; "Remove 2 boosts from a Character you control to ..." with
one boost). Refused at its words where its steps are a cost the engine declares, saying to write "You may ... to
..." (offered only if paid whole) or "... . If you do, ..." (6.5.f; both read whole); one part its step tells
whole ("Discard a card to draw a card.") reads as before. In a quick action's cost ("{T}, Remove 1 boost from two Characters you control: ...") a removal from
other cards is refused as it was ("cannot run as a cost", as for one card, 7.1.4).

Played: tests/scenarios/rules/s50/1.2.5.c-cost2-*.yaml (test cards in tests/data/s50-cost2/): six fail before the
fix in both editions, the neighbour ("If you do", no cost) passes before and after; the auditor's s5 and s8
(tests/data/s50-cost2/audit/) failed before and pass now.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from readings import effect_in, nested, outcomes, refused_at

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios" / "rules" / "s50"
AUDIT = HERE / "data" / "s50-cost2" / "audit"
EDITIONS = [None, "5.0"]

# the auditor's texts (report §2, class C) and new wordings of the same shape: (text, objects, counters each, name)
READ = [
    ("{J} You may remove 1 boost from two Characters you control to draw a card.", 2, 1, "boost"),
    ("You may remove 1 boost from two Characters you control to draw a card.", 2, 1, "boost"),
    ("{J} You may spend 1 counter from two cards you control or in your Reserve to draw two cards.", 2, 1, None),
    ("{R} You may spend 1 counter from two cards you control or in your Reserve to ready two Mana Orbs.", 2, 1, None),
    ("{J} You may remove 2 boosts from two Characters you control to draw two cards.", 2, 2, "boost"),
    ("{J} You may spend 2 counters from two cards you control to create a [Brassbug 2/2/2] Robot token in my "
     "Expedition.", 2, 2, None),
    # new wordings
    ("{J} You may remove 1 boost from three Characters you control to draw a card.", 3, 1, "boost"),
    ("{J} You may remove a boost from two Characters you control to draw a card.", 2, 1, "boost"),
    ("{J} You may remove 1 boost from two other Characters you control to draw a card.", 2, 1, "boost"),
    ("{H} You may remove 2 boosts from two Characters you control to draw a card.", 2, 2, "boost"),
    ("{J} You may pay {1} and remove 1 boost from two Characters you control to draw a card.", 2, 1, "boost"),
    ("{J} You may remove 1 boost from two Characters you control and pay {1} to draw a card.", 2, 1, "boost"),
    ("{J} You may spend 1 of my boosts and remove 1 boost from two Characters you control to draw a card.", 2, 1,
     "boost"),
    ("{J} You may remove 1 boost from two Characters you control and sacrifice a Character to draw a card.", 2, 1,
     "boost"),
    ("{J} Each opponent may remove 1 boost from two Characters they control to draw a card.", 2, 1, "boost"),
    ("{J} Target opponent may remove 1 boost from two Characters they control to draw a card.", 2, 1, "boost"),
    ("{J} You may remove 1 boost from two Characters you control to have them gain [[Anchored]].", 2, 1, "boost"),
]


def _removals(steps) -> list:
    """Each declared cost ``remove`` in the steps."""
    return nested(steps, "remove", has="what")


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,objects,each,name", READ, ids=[t for t, *_ in READ])
def test_1_2_5_c_counters_from_two_cards_are_one_cost_chosen_two(text, objects, each, name, edition):
    """The optional cost is the declared cost ``remove`` (paid whole, 1.2.5.c, 6.4.c): that many objects chosen as
    it is paid, ``count`` from each; no step left to do it in part."""
    steps = effect_in(text, edition)
    [part] = _removals(steps)
    assert part["objects"] == objects and part["count"] == each and part.get("name") == name
    assert '"pay_costs"' in json.dumps(steps)
    assert '"counters"' not in json.dumps(steps)          # the steps that paid it in part are gone


@pytest.mark.parametrize("text", [
    "{J} You may remove 2 boosts from target Character to draw a card.",
    "{J} You may remove 1 boost from target Character to draw a card.",
])
def test_one_card_keeps_its_reading(text):
    """One card: the cost chooses one, as before (no ``objects``)."""
    [part] = _removals(effect_in(text))
    assert "objects" not in part


@pytest.mark.parametrize("text", [t for t, *_ in READ[:6]])
def test_the_reading_says_how_many_are_chosen_and_reads_back(text):
    """The explanation says the number of cards and "from each"; it reads back as the cost it shows."""
    from altered.effects import gloss
    from altered.effects.reread import Lexicon, Reader, canonical
    from altered.rulebook import RuleBook, load_rulebook
    from altered.tools.explain import explain
    lines = explain(text, book=load_rulebook())
    assert " counters from 2 of " in lines and ", from each" in lines, lines
    node = effect_in(text)[0]["may"]["do"]
    assert Reader(Lexicon.of(RuleBook(write_expressions=False))).read("steps", gloss.steps(node)) == [canonical(node)]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,removed", [
    ("{J} You may remove 1 boost from two Characters you control to draw that many cards.", 2),
    ("{J} You may remove 2 boosts from two Characters you control to draw that many cards.", 4),
    ("{J} You may remove 2 boosts from me to draw that many cards.", 2),             # (as before)
])
def test_6_5_h_that_many_counts_what_was_removed_from_each(text, removed, edition):
    """Paid whole, "that many" is N from each of the cards chosen (1.2.5.c)."""
    assert {"do": {"Draw": {"count": removed}}} in effect_in(text, edition)[-1]["then"]


# said as an order, a cost the engine declares (offered whole after "you may") was read as steps, done in part: refused
# at its words (1.2.5.c, 6.4.c), the removal from several cards and the other costs of the same shape alike
ORDERED = [
    ("{J} Remove 1 boost from two Characters you control to draw a card.", "Remove 1 boost"),
    ("{J} Spend 1 counter from two cards you control to draw a card.", "Spend 1 counter"),
    ("{J} Remove 2 boosts from two Characters you control to draw two cards.", "Remove 2 boosts"),
    ("{H} Spend 1 counter from two cards you control or in your Reserve to draw a card.", "Spend 1 counter"),
    ("Remove 1 boost from three Characters you control to draw a card.", "Remove 1 boost"),
    # the same shape, other costs: one Character sacrificed of two, 1 boost removed of 2, and the rest done
    ("{J} Sacrifice two Characters to draw three cards.", "Sacrifice two"),
    ("{J} Discard two cards from your hand to draw three cards.", "Discard two"),
    ("{J} Remove 2 boosts from a Character you control to draw three cards.", "Remove 2 boosts"),
    ("{J} Remove 2 boosts from me to draw a card.", "Remove 2 boosts"),
    ("{J} Remove 2 boosts from target Character to draw a card.", "Remove 2 boosts"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,words", ORDERED, ids=[t for t, _ in ORDERED])
def test_1_2_5_c_a_cost_said_as_an_order_is_refused_saying_what_to_write(text, words, edition):
    e = refused_at(text, words, edition)
    said = str(e)
    assert "1.2.5.c" in said and "'You may " + words[0].lower() + words[1:] in said and "If you do" in said


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} Discard a card to draw a card.",              # one part its step tells whole: read as before
    "{J} Sacrifice a Character to draw a card.",
])
def test_one_part_told_whole_still_reads(text, edition):
    assert effect_in(text, edition)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} Remove 1 boost from two Characters you control. If you do, draw a card.",     # 6.5.f: done whole?
    "{J} Spend 1 counter from two cards you control. If you do, draw a card.",
    "{J} Sacrifice two Characters. If you do, draw three cards.",
    "{J} Remove 2 boosts from me. If you do, draw a card.",
    "{J} You may sacrifice two Characters to draw three cards.",
    "{J} You may remove 1 boost from two Characters you control. If you do, draw a card.",
])
def test_6_5_f_what_to_write_instead_reads(text, edition):
    assert effect_in(text, edition)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,words", [
    ("{T}, Remove 1 boost from two Characters you control: Draw a card.", "Remove 1 boost"),
    ("{T}, Spend 1 counter from two cards you control: Draw a card.", "Spend 1 counter"),
    ("{T}, Remove 1 boost from a Character you control: Draw a card.", "Remove 1 boost"),     # one card: the same
])
def test_7_1_4_in_a_quick_actions_cost_counters_from_other_cards_are_refused(text, words, edition):
    e = refused_at(text, words, edition)
    assert "cannot run as a cost" in str(e)


@pytest.mark.parametrize("edition", EDITIONS)
def test_from_each_character_is_still_refused(edition):
    text = "{J} You may remove 1 boost from each Character you control to draw a card."
    e = refused_at(text, "remove 1 boost", edition)
    assert "paid whole" in str(e) and "If you do" in str(e)


def test_7_1_4_the_cost_remove_of_several_is_paid_only_by_pay_costs():
    """Written by hand in a quick action's costs, ``remove`` (of one or several) is refused when compiled."""
    from altered.effects.abilities.costs import compile_cost
    from altered.effects.compiler import Compiler
    from altered.loading.errors import DesignError
    from altered.rulebook import RuleBook
    node = {"remove": {"what": {"type": "Character", "controller": "you"}, "name": "boost", "count": 1,
                       "objects": 2}}
    c = Compiler(RuleBook(write_expressions=False), "hand-written.yaml")
    with pytest.raises(DesignError, match="paid only by the step 'pay_costs'"):
        compile_cost(c, node)
    assert compile_cost(c, node, "pay_costs") is not None


# -- played -------------------------------------------------------------------------------------------------------------

FIXED = ("remove-1-boost-from-two-characters-both-lose",             # the auditor's s8
         "spend-1-counter-from-two-cards-both-lose",                   # the auditor's s5
         "remove-1-boost-from-two-with-one-eligible-not-payable",      # fewer than two can pay: not offered
         "remove-2-boosts-from-two-characters",                        # 2 from each; one with 1 not offered
         "spend-2-counters-from-two-cards-create-token",
         "remove-1-boost-from-two-draw-that-many")
NEIGHBOURS = ("neighbour-if-you-do-with-one-eligible-draws-nothing",)   # no cost: "If you do" (6.5.f)


def _outcomes(files, edition=None):
    return outcomes(files, edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_scenarios_play_right(edition):
    files = [SCENARIOS / f"1.2.5.c-cost2-{name}.yaml" for name in FIXED + NEIGHBOURS]
    for outcome in _outcomes(files, edition):
        assert outcome.passed, f"{outcome.file}: " + "\n".join(outcome.problems)


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_auditors_scenarios_play_right(edition):
    """The auditor's s5 and s8 (on its cards), which failed: each of the two cards loses one."""
    files = sorted(AUDIT.glob("s*.yaml"))
    assert [f.name for f in files] == ["s5-spend-two.yaml", "s8-remove-two.yaml"]
    for outcome in _outcomes(files, edition):
        assert outcome.passed, f"{outcome.file}: " + "\n".join(outcome.problems)


# "two target Characters" in such a cost is not read: refused at "target", told what reads (grammar/mistakes.yaml)
@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,said", [
    ("{J} You may remove 1 boost from two target Characters to draw a card.",
     "'You may remove 1 boost from two Characters you control to draw a card.'"),
    ("{J} You may spend 1 counter from two target cards to draw a card.",
     "'You may spend 1 counter from two cards you control to draw a card.'"),
    ("{R} You may remove 2 boosts from three target Characters to draw two cards.",
     "'You may remove 2 boosts from two Characters you control to draw a card.'"),
])
def test_1_2_5_c_a_number_of_targets_in_such_a_cost_is_refused_saying_what_reads(text, said, edition):
    e = refused_at(text, "target", edition)
    assert said in str(e) and "1.2.5.c" in str(e)
    advice = said.strip("'")
    assert effect_in("{J} " + advice, edition)      # the advice reads
