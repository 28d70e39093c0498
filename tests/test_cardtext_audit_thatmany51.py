"""Audit F3 (session 50), class A (issue 31): "that many" after "You may <cost> to <effect>." counted the cost.

"{J} You may discard a card from your Reserve to draw two cards. I gain that many boosts." read "I gain the number of
chosen" (1, the card discarded), passing over the step just before it (the two cards drawn); "You may sacrifice two
Characters to draw a card. I gain that many boosts." gave 2; "You may remove 1 boost from two Characters you control to
draw a card. Draw that many cards." drew 3. The same sentence in every other form ("You may X. If you do, draw two
cards. I gain that many boosts.", "X, then ...", the quick action "{T}, Discard a card from your hand: Draw two cards. I
gain that many boosts.") is refused: s47 decided that a back-reference that could name the step just before it or an
earlier one is refused at the word. The cause: the verb "you may X to Y" is one link of its sentence, and what "that
many" after a link counts was read from the whole link (chains._result_of: the last object it named, the cost's pick).

Now the link says it itself (chains.counted_after_to, for "You may X to Y" and the imperative "X to Y"): what Y counted
(the step just before, 6.5.f) where X counted nothing ("You may pay {1} to discard up to two cards. Draw that many
cards." reads as before) or the same; else refused at "that many" (or at "depending on the number of ... removed this
way", which counts the same way), saying to count the cost inside the "to" clause or to say the number. Inside the "to"
clause "that many" still names the cost's count: the official "You may discard any number of cards from your Reserve
to draw that many cards." reads as before. The counting back-references the language reads are "that many" and "the
number of <counters> removed this way" (both ``@that_many``); "as many", "for each of them", "... discarded this way"
and "X, where X is the number of them" are not read (refused, as before). A pick of one object after the "to" form
("Target opponent discards a card. Draw that many cards.") is still refused (ante.py: a step before it counted).

The neighbours, as the engine reads them (decided before; tests below keep them):
- "If you do" / "If you don't" after "You may X to Y." asks of the offer, whether the cost X was paid (6.5.c, 6.5.f;
  Y is done exactly then); "If you can't" there is refused (not doing it may be a choice).
- "it" / "them" / "its controller" after it name what the cost chose: Y's draw keeps no trace (a card drawn is hidden,
  3.1.3.d), as after "You may X. If you do, draw two cards."; where Y chose an object ("to have target Character gain
  2 boosts. It gains [[Asleep]]."), the pronoun names that nearest one (known: "Its controller" names the target's).
- A quick action's cost ("{T}, Discard two cards from your hand: Draw a card. I gain that many boosts.") is not counted
  by "that many" (refused, as before), nor in a Reaction; "You may X to Y" inside either is read as above.

Measured: bundled readings unchanged (dump/cmp), the 728 official texts all read and read the same (3.0 and 5.0),
``altered check`` clean. The auditor's scenarios (tests/data/s51-thatmany/audit/, on its cards) played the card
differently before (Reserve Fuel gained 1 boost, Sac Fuel 2, Cost That Many drew 3); now its card is refused at "that
many".
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from readings import col, effect_in, refused_at, scenario_refused

AUDIT = Path(__file__).parent / "data" / "s51-thatmany" / "audit"
EDITIONS = [None, "5.0"]
SAYS = "'that many' after '<cost> to <effect>'"
ADVICE = "You may discard up to two cards to draw that many cards."

# the auditor's texts (report §2, class A), then new wordings of the same shape: (text, where it is refused)
REFUSED = [
    ("{J} You may discard a card from your Reserve to draw two cards. I gain that many boosts.", "that many"),
    ("{J} You may sacrifice two Characters to draw a card. I gain that many boosts.", "that many"),
    ("{J} You may remove 1 boost from two Characters you control to draw a card. Draw that many cards.", "that many"),
    ("{J} You may discard two cards from your hand to draw a card. Draw that many cards.", "that many"),
    ("{J} You may remove 2 boosts from two Characters you control to draw a card. I gain that many boosts.",
     "that many"),
    ("{J} You may return a Character you control to its owner's hand to draw two cards. I gain that many boosts.",
     "that many"),
    # new wordings: other costs, other effects, other sentences after it
    ("{J} You may sacrifice a Character to draw a card. I gain that many boosts.", "that many"),
    ("{J} You may discard up to two cards to draw a card. Draw that many cards.", "that many"),
    ("{J} You may discard two cards from your hand to draw a card. Target Character gains that many boosts.",
     "that many"),
    ("{J} You may discard two cards from your hand to draw a card. Then, I gain that many boosts.", "that many"),
    ("{J} You may discard two cards from your hand to draw a card. If you do, I gain that many boosts.", "that many"),
    ("{J} You may remove 1 boost from target Character to draw a card. I gain that many boosts.", "that many"),
    ("{J} You may remove 2 boosts from me to draw a card. I gain that many boosts.", "that many"),
    ("{J} You may discard any number of cards from your Reserve to draw that many cards. I gain that many boosts.",
     "that many boosts"),
    ("{J} You may discard up to two cards to remove all boosts from target Character. Draw that many cards.",
     "that many"),
    ("{J} You may discard a card to roll a die. I gain that many boosts.", "that many"),
    ("{J} Target opponent may discard two cards to draw a card. I gain that many boosts.", "that many"),
    ("{J} If you control a Landmark, you may discard a card to draw two cards. I gain that many boosts.", "that many"),
    # the imperative "X to Y" (chains._paid_to), a quick action's effect, a Reaction's
    ("{J} Discard a card from your Reserve to draw two cards. I gain that many boosts.", "that many"),
    ("{J} Spend 1 counter from a card you control to draw two cards. I gain that many boosts.", "that many"),
    ("{T}: You may discard a card from your hand to draw two cards. I gain that many boosts.", "that many"),
    ("{T}, Discard a card from your hand: You may discard a card to draw two cards. I gain that many boosts.",
     "that many"),
    ("When you play a Spell — You may discard a card from your hand to draw two cards. I gain that many boosts.",
     "that many"),
    # the other counting back-reference the language reads: "the number of boosts removed this way" (@that_many)
    ("{J} You may remove 2 boosts from two Characters you control to draw a card. Then, depending on the number of "
     "boosts removed this way: • 1-2: Draw a card. • 3+: I gain 1 boost.", "depending"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,word", REFUSED, ids=[t for t, _ in REFUSED])
def test_6_5_f_that_many_after_a_counting_cost_and_to_is_refused_at_the_word(text, word, edition):
    e = refused_at(text, word, edition)
    assert SAYS in e.message and "6.5.f" in e.message and ADVICE in e.message, e.message
    assert "refused rather than read as either" in e.message


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_advice_reads(edition):
    steps = effect_in("{J} " + ADVICE, edition)           # (as the official text with "any number ... Reserve")
    assert {"do": {"Draw": {"count": {"count": {"changed": "chosen"}}}}} in steps[-1]["then"]
    assert effect_in("{J} You may discard a card from your Reserve to draw two cards. I gain 2 boosts.", edition)


def _last(steps):
    return steps[-1]


# what is unambiguous reads as before: "that many" inside the "to" clause, a cost that counts nothing
@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} You may pay {1} to discard up to two cards. Draw that many cards.",
    "{J} You may exhaust me to discard up to two cards. Draw that many cards.",
    "When you play a Spell — You may pay {1} to discard up to two cards. Draw that many cards.",
])
def test_a_cost_that_counts_nothing_leaves_that_many_to_the_effect(text, edition):
    """The cost counts nothing: "that many" is what the effect after "to" discarded (0 when not paid): those chosen
    the discard changed, recorded as it runs (effects/changes.py)."""
    steps = effect_in(text, edition)
    assert _last(steps) == {"do": {"Draw": {"count": {"count": {"changed": "chosen"}}}}}
    assert '"as": "chosen"' in json.dumps(steps[-2]["then"])        # chosen in the effect after "to"


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,count", [
    ("{J} You may discard any number of cards from your Reserve to draw that many cards.",
     {"count": {"changed": "chosen"}}),
    ("{T}: You may discard up to two cards to draw that many cards.", {"count": {"changed": "chosen"}}),
    ("{J} You may remove 1 boost from two Characters you control to draw that many cards.", 2),
    ("{J} You may remove 2 boosts from two Characters you control to draw that many cards.", 4),
    ("{J} You may remove 2 boosts from me to draw that many cards.", 2),
])
def test_that_many_inside_the_to_clause_names_the_cost(text, count, edition):
    assert {"do": {"Draw": {"count": count}}} in _last(effect_in(text, edition))["then"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_counting_step_after_the_to_form_is_named(edition):
    """The step just before counts, and it is no pick of one: "that many" names it, as after any step."""
    text = "{J} You may discard two cards to draw a card. Target opponent discards two cards. Draw that many cards."
    steps = effect_in(text, edition)
    assert _last(steps) == {"do": {"Draw": {"count": {"count": {"changed": "chosen2"}}}}}


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, says", [
    ("{J} You may discard two cards to draw a card. Target opponent discards a card. Draw that many cards.",
     "is one object, not a number"),
    # the Character after "have" is that verb's subject, which counts nothing (s51 audit H1 class A,
    # test_cardtext_audit_tocount51.py): the effect after "to" counts nothing, the cost counted
    ("{J} You may sacrifice two Characters to have target Character gain 2 boosts. I gain that many boosts.",
     "which counts nothing here, and the cost before 'to' counted too"),
])
def test_a_pick_of_one_after_the_to_form_is_still_refused(text, says, edition):
    """ante.py: "that many" after a pick of one object, a step before it counted (the cost): refused as before."""
    e = refused_at(text, "that many", edition)
    assert says in e.message


# the other forms of the same sentence were refused before, and still are
@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} You may discard a card from your Reserve. If you do, draw two cards. I gain that many boosts.",
    "{J} Discard a card from your Reserve, then draw two cards. I gain that many boosts.",
    "{T}, Discard a card from your hand: Draw two cards. I gain that many boosts.",
    "{T}, Discard two cards from your hand: Draw a card. I gain that many boosts.",
    "{J} You may discard two cards from your hand to draw a card, then I gain that many boosts.",
    # done by each player in turn: whose count? (chains._done_in_turn)
    "{J} Each opponent may discard two cards to draw a card. I gain that many boosts.",
    "{J} Each player may pay {1} to discard up to two cards. I gain that many boosts.",
])
def test_the_other_forms_are_refused_as_before(text, edition):
    e = refused_at(text, "that many", edition)
    assert "names no number" in e.message


# the neighbours (see the docstring): what the engine reads after the "to" form
@pytest.mark.parametrize("edition", EDITIONS)
def test_if_you_do_after_the_to_form_asks_whether_the_cost_was_paid(edition):
    steps = effect_in("{J} You may discard two cards from your hand to draw a card. If you do, I gain 1 boost.",
                      edition)
    name = steps[0]["may"]["as"]
    assert steps[1] == {"if": {"var": name}, "then": [{"do": {"Draw": {"count": 1}}}]}
    assert steps[2]["if"] == {"did": name}
    dont = effect_in("{J} You may discard two cards from your hand to draw a card. If you don't, I gain 1 boost.",
                     edition)
    assert dont[2]["if"] == {"not": {"did": name}}
    text = "{J} You may discard two cards from your hand to draw a card. If you can't, I gain 1 boost."
    assert "say 'If you don't'" in refused_at(text, "If you can't", edition).message


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,step", [
    ("{J} You may exhaust a Character you control to draw two cards. It gains 1 boost.",
     {"counters": {"what": {"var": "chosen"}, "name": "boost", "add": 1}}),
    ("{J} You may exhaust two Characters you control to draw a card. They gain 1 boost.",
     {"counters": {"what": {"var": "chosen"}, "name": "boost", "add": 1}}),
    ("{J} You may discard a card from your Reserve to draw two cards. Put it in your hand.",
     {"move": {"what": {"var": "chosen"}, "to": "Hand"}}),
])
def test_a_pronoun_after_the_to_form_names_what_the_cost_chose(text, step, edition):
    assert _last(effect_in(text, edition)) == step


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_pronoun_after_a_target_in_the_to_clause_names_the_target(edition):
    text = "{J} You may sacrifice a Character to have target Character gain 2 boosts. It gains [[Asleep]]."
    assert '"target"' in json.dumps(_last(effect_in(text, edition)))


# -- the auditor's scenarios: the card was played differently; now it is refused at "that many" -------------------

@pytest.mark.parametrize("name", ["s5-cost-thatmany.yaml", "s6-reserve-fuel.yaml", "s7-sac-fuel.yaml"])
def test_the_auditors_scenarios_are_now_refused_at_their_word(name):
    assert sorted(f.name for f in AUDIT.glob("s*.yaml")) == ["s5-cost-thatmany.yaml", "s6-reserve-fuel.yaml",
                                                             "s7-sac-fuel.yaml"]
    scenario_refused(AUDIT / name, "that many", says=SAYS)


def test_the_refusal_is_located_at_that_many_in_the_card_file():
    text = "{J} You may discard a card from your Reserve to draw two cards. I gain that many boosts."
    assert refused_at(text, "that many").column == col(text, "that many")
