"""A compound optional cost paid in part (an outside audit, audit B U4).

"{H} You may pay {1} and sacrifice a Character to draw three cards." read as "you may: pay 1; choose 1
Character; sacrifice it; if done: draw". A cost is paid in full or not at all (1.2.5.c, 6.4.c), its parts in
one step (v5.0 6.1.d, whose example is "You may pay 1 and put a card from your Hand in Reserve to ..."),
simultaneously (1.2.5.d); an impossible cost cannot be paid (1.4.1.b). The offer asked first only the steps
it started with that could tell whether they could be done: "remove 1 boost from me" could not, so "You may
remove 1 boost from me and discard a card to ..." was offered with an empty hand and took the boost for
nothing, and "... discard a card and remove 1 boost from me to draw two cards" with no boost discarded a card
and drew two (its "done" asked only whether a card was discarded).

Now "You may <A> and <B> to <Y>" whose parts are costs a quick action declares (pay mana, a keyword action on
me or on objects chosen as it is paid: sacrifice, discard, exhaust; spend or remove my counters) reads as one
step, ``pay_costs``, compiled through those declared costs (effects/abilities/costs.py, issue 31 item 4):
offered only if every part can be paid, and paying is all of them. Parts that are no declared cost ("spend 1
counter from a card you control", "put a card from your hand in Reserve") stay steps, and the offer now asks
every step it can, past a step acting only on what a step asked before chose (effects/choices.py).
"You may X. If you do, Y" (no "to": 6.5.c, 6.5.f, not a cost) reads as before. Played by the scenarios under
tests/scenarios/v5/ on the cards of tests/data/v5/audit-pay-cards.yaml (6.4.c-you-may-*,
6.5.c-you-may-sacrifice-with-no-character-is-not-offered).
"""
from __future__ import annotations

import itertools

import pytest

from altered.cardtext.api import parse_abilities
from readings import effect, refused

PARTS = ["pay {1}", "sacrifice a Character", "discard a card", "exhaust me", "spend 1 of my boosts",
         "remove 2 boosts from me", "discard a card from your Reserve", "sacrifice me", "pay {2}"]
ONE_KIND = {"spend 1 of my boosts", "remove 2 boosts from me"}      # the same counters: one part (1.2.5.d)
CHOOSING = {"sacrifice a Character", "discard a card", "discard a card from your Reserve"}   # two: steps


def _quick_cost(words: str) -> list:
    """The cost a quick action with these words declares (7.1.4)."""
    [ability] = parse_abilities(words[0].upper() + words[1:] + ": Draw a card.")
    return ability["quick"]["cost"]


def _paid(text: str):
    """(the costs the offer pays as one step, the name it binds, the offer's name, the step after it)."""
    steps = effect(text)
    may = steps[0]["may"]
    assert may["do"] == [{"pay_costs": may["do"][0]["pay_costs"]}], steps
    assert "done_when" not in may, steps                 # paid is done (6.5.f)
    assert steps[1]["if"] == {"var": may["as"]}, steps
    return may["do"][0]["pay_costs"]["costs"], may["do"][0]["pay_costs"].get("as"), may["as"], steps[1]


@pytest.mark.parametrize("a, b", [(a, b) for a, b in itertools.permutations(PARTS, 2)
                                  if not {a, b} <= ONE_KIND and not {a, b} <= CHOOSING
                                  and {a, b} != {"pay {1}", "pay {2}"}])
def test_6_1_d_each_pair_of_cost_parts_is_one_cost_the_quick_action_declares(a, b):
    """Every pair of the parts: the offer pays the very costs a quick action "<A> and <B>:" declares, as one
    step (v5.0 6.1.d), in full or not at all (1.2.5.c, 6.4.c)."""
    costs, _, _, _ = _paid(f"{{J}} You may {a} and {b} to draw a card.")
    assert costs == _quick_cost(f"{a} and {b}")


@pytest.mark.parametrize("text", [
    "{H} You may pay {1} and sacrifice a Character to draw three cards.",            # the audit's
    "{R} You may sacrifice a Character and pay {2} to draw two cards.",
    "When you play a Spell — You may discard a card and remove 1 boost from me to draw two cards.",
    "At Noon — You may exhaust me and discard a card from your Reserve to [Resupply].",
    "{J} You may pay {1} and discard a Spell to draw two cards.",
])
def test_1_2_5_c_the_audits_text_and_more_are_paid_whole(text):
    costs, _, _, _ = _paid(text)
    assert len(costs) == 2, costs


def test_1_2_5_d_counters_of_one_kind_spent_by_two_parts_are_asked_together():
    """"spend 1 of my boosts and remove 2 boosts from me": 3 boosts, not 1 and then 2 of what I have."""
    costs, _, _, _ = _paid("{J} You may spend 1 of my boosts and remove 2 boosts from me to draw a card.")
    assert costs == [{"spend": {"name": "boost", "count": 3}}]


@pytest.mark.parametrize("text, later", [
    ("{J} You may pay {1} and sacrifice a Character to have its controller draw a card.", 1),
    ("{J} You may pay {1} and sacrifice a Character to give me 1 boost. It gains [[Fleeting]].", 2),
    ("{J} You may exhaust me and discard a card from your Reserve to draw a card. It gains [[Fleeting]].", 2),
])
def test_7_2_4_a_what_the_cost_chose_is_named_after_it(text, later):
    """"its"/"it" after the cost names what the part choosing as it is paid acted on (bound by the step)."""
    _, name, _, _ = _paid(text)
    assert name is not None
    assert f"'var': '{name}'" in str(effect(text)[later]), effect(text)


@pytest.mark.parametrize("text", [
    "{J} You may sacrifice a Character to draw a card.",           # one part: its own step, as always
    "{J} You may pay {1} to draw a card.",
    "{J} You may spend 1 of my boosts to draw a card.",
    "{J} You may remove a boost from me. If you do, draw a card.",
    "{H} You may pay {1} and sacrifice a Character. If you do, draw three cards.",   # 6.5.c, 6.5.f: no cost
    "{J} You may discard a card and exhaust me. If you do, draw a card.",
])
def test_6_5_c_other_offers_read_as_steps(text):
    # "Target opponent may pay {1} and discard a card to ..." is a cost too, paid whole by that player (1.2.5.c,
    # 6.4.c): tests/test_cardtext_audit_left.py. Session 47: "pay {1} and put a card from your hand in Reserve"
    # (6.1.d's example), "spend 1 counter from a card ... and pay {1}", two parts choosing ("sacrifice a Character
    # and discard a card") are one cost too, paid whole: tests/test_cardtext_audit_costs2.py
    assert "pay_costs" not in str(effect(text)), effect(text)


def test_6_5_f_if_you_do_after_a_compound_offer_keeps_its_meaning():
    """Not a cost: done if both were done (6.5.f), the steps asked first as far as they can be."""
    steps = effect("{J} You may sacrifice a Character and discard a card. If you do, draw three cards.")
    may = steps[0]["may"]
    assert [next(iter(s)) for s in may["do"]] == ["choose", "do", "choose", "do"]
    assert may["done_when"] == {"and": [{"did": "chosen"}, {"did": "chosen2"}]}
    assert steps[1]["if"] == {"did": may["as"]}


@pytest.mark.parametrize("text, count", [
    ("{J} You may remove 2 boosts from me to draw a card.", 2),
    ("{R} You may remove 3 boosts from me to draw that many cards.", 3),
    ("{J} You may pay {1} and remove 2 boosts from me to draw that many cards.", 2),
    ("{J} You may remove 2 boosts from me and pay {1} to draw that many cards.", 2),
])
def test_1_2_5_c_removing_my_counters_is_a_cost_paid_in_full(text, count):
    """As a step, "remove 2 boosts from me" removed the one there was and was done (6.5.f); as the cost it is,
    two or none (1.2.5.c), even alone; "that many" after it is that number (it was read as the pay being
    optional and the removal not: "you may: pay 1", then remove, then draw that many)."""
    costs, _, _, after = _paid(text)
    assert {"spend": {"name": "boost", "count": count}} in costs
    if "that many" in text:
        assert after["then"] == [{"do": {"Draw": {"count": count}}}]


def test_that_many_after_a_cost_in_a_later_sentence_is_refused():
    """What the cost removed is not kept past it: "that many" in a later sentence is refused at its place."""
    e = refused("{J} You may remove 2 boosts from me and pay {1} to draw a card. Draw that many cards.")
    assert "that many" in str(e)


# Audit C, class A: "You may sacrifice two Characters to draw three cards." with one Character was offered, and the
# one there was sacrificed for nothing: a part choosing N objects was asked only whether one could be chosen. A cost
# is paid in full or not at all (1.2.5.c, 6.4.c), its parts together (1.2.5.d): a part choosing several objects is a
# cost even alone, and "return/put N cards ... to your hand / in your Reserve" is one (the declared cost ``move``).
@pytest.mark.parametrize("text, part", [
    ("{J} You may sacrifice two Characters to draw three cards.",                      # the audit's
     {"do": {"Sacrifice": {"what": {"type": "Character", "controller": "you", "count": 2}}}}),
    ("You may sacrifice two Characters to draw three cards.",
     {"do": {"Sacrifice": {"what": {"type": "Character", "controller": "you", "count": 2}}}}),
    ("{J} You may discard two cards to draw three cards.",
     {"do": {"Discard": {"what": {"zone": "Hand", "owner": "you", "count": 2}}}}),
    ("{J} You may exhaust two cards in your Reserve to draw a card.",
     {"do": {"Exhaust": {"what": {"zone": "Reserve", "owner": "you", "count": 2}}}}),
    ("{J} You may discard two cards from your Reserve to draw a card.",
     {"do": {"Discard": {"what": {"zone": "Reserve", "owner": "you", "count": 2}}}}),
    ("{J} You may put two cards from your hand in your Reserve to draw two cards.",
     {"move": {"what": {"zone": "Hand", "owner": "you"}, "count": 2, "to": "Reserve"}}),
    ("{J} You may pay {1} and return two cards from your Reserve to your hand to draw a card.",
     {"move": {"what": {"zone": "Reserve", "owner": "you"}, "count": 2, "to": "Hand"}}),
    ("You may return two cards from your Reserve to your hand and pay {1} to draw a card.",
     {"move": {"what": {"zone": "Reserve", "owner": "you"}, "count": 2, "to": "Hand"}}),
    ("{J} You may sacrifice two Characters and pay {1} to draw that many cards.",
     {"do": {"Sacrifice": {"what": {"type": "Character", "controller": "you", "count": 2}}}}),
    # new wordings of the same shape
    ("{R} You may sacrifice three Characters to draw a card.",
     {"do": {"Sacrifice": {"what": {"type": "Character", "controller": "you", "count": 3}}}}),
    ("At Noon — You may discard two cards to draw a card.",
     {"do": {"Discard": {"what": {"zone": "Hand", "owner": "you", "count": 2}}}}),
    ("{H} You may return three cards from your Reserve to your hand to draw a card.",
     {"move": {"what": {"zone": "Reserve", "owner": "you"}, "count": 3, "to": "Hand"}}),
    ("{J} You may exhaust me and put two cards from your hand in your Reserve to draw a card.",
     {"move": {"what": {"zone": "Hand", "owner": "you"}, "count": 2, "to": "Reserve"}}),
])
def test_1_2_5_c_a_part_choosing_several_objects_is_a_cost_paid_whole(text, part):
    costs, name, _, _ = _paid(text)
    assert part in costs, costs
    assert name is not None


@pytest.mark.parametrize("text", [
    "{J} You may sacrifice two Characters and pay {1} to draw that many cards.",
    "{J} You may pay {1} and sacrifice two Characters to draw that many cards.",
    "{J} You may discard two cards to draw that many cards.",
    "{J} You may return two cards from your Reserve to your hand and pay {1} to draw that many cards.",
])
def test_1_2_5_c_that_many_after_the_cost_counts_what_it_chose(text):
    """"that many" after a cost choosing N counts what it acted on: N, since it is paid whole (1.2.5.c); it was
    read as the count of a choice made as a step, which could be fewer."""
    _, name, _, after = _paid(text)
    assert after["then"] == [{"do": {"Draw": {"count": {"count": {"var": name}}}}}], after


@pytest.mark.parametrize("text", [
    "{J} You may put a card from your hand in your Reserve to draw a card.",       # one card moved: a step
    "{J} You may discard two cards. If you do, draw a card.",                                 # 6.5.c: no cost
])
def test_6_5_c_other_counted_offers_read_as_steps(text):
    # "Target opponent may discard two cards to ...": a cost, paid whole by that player (1.2.5.c, 6.4.c;
    # session 46, issue 31): tests/test_cardtext_audit_left.py
    assert "pay_costs" not in str(effect(text)), effect(text)


# The class, more wordings of the shape "You may <act on N chosen objects> to ...": each one cost, paid whole.
@pytest.mark.parametrize("text, part", [
    ("You may discard two cards to draw a card.",
     {"do": {"Discard": {"what": {"zone": "Hand", "owner": "you", "count": 2}}}}),
    ("{J} You may exhaust two Characters you control to draw a card.",
     {"do": {"Exhaust": {"what": {"type": "Character", "controller": "you", "count": 2}}}}),
    ("You may put two cards from your hand in your Reserve to draw a card.",
     {"move": {"what": {"zone": "Hand", "owner": "you"}, "count": 2, "to": "Reserve"}}),
    ("{H} You may exhaust three Characters you control and pay {1} to draw a card.",
     {"do": {"Exhaust": {"what": {"type": "Character", "controller": "you", "count": 3}}}}),
    ("When I'm sacrificed — You may return two cards from your Reserve to your hand to draw a card.",
     {"move": {"what": {"zone": "Reserve", "owner": "you"}, "count": 2, "to": "Hand"}}),
])
def test_1_2_5_c_the_class_is_paid_whole(text, part):
    costs, name, _, _ = _paid(text)
    assert part in costs, costs
    assert name is not None


@pytest.mark.parametrize("text", [
    "{J} You may put two cards from your hand in your Reserve to draw that many cards.",
    "{J} You may exhaust two Characters you control to draw that many cards.",
])
def test_1_2_5_c_that_many_after_the_class_counts_what_was_paid(text):
    """"that many" names the number paid: the cost is paid whole, so it is N (1.2.5.c)."""
    _, name, _, after = _paid(text)
    assert after["then"] == [{"do": {"Draw": {"count": {"count": {"var": name}}}}}], after


@pytest.mark.parametrize("text", [
    "{T}, Return two cards from your Reserve to your hand: Draw a card.",
    "{T}, Put two cards from your hand in your Reserve: Draw a card.",
    "{1}, Return a card from your Reserve to your hand: I gain 1 boost.",
])
def test_7_1_4_a_move_is_no_quick_actions_cost(text):
    """7.1.4: a quick action's costs are those it always had; the cost ``move`` is paid only by ``pay_costs``
    ("You may ... to ..."). Read as a quick action's cost, the move lost its count (all the cards moved): refused
    at its words."""
    e = refused(text)
    words = text.split(", ", 1)[1].split(":")[0]
    assert e.column == text.index(words) + 1
    assert "cannot run as a cost" in str(e)


def test_7_1_4_the_cost_move_is_refused_in_a_quick_actions_cost_when_compiled():
    """Written by hand in a quick action's costs, ``move`` is refused when the card is compiled (not played)."""
    from altered.effects.abilities.costs import compile_cost
    from altered.effects.compiler import Compiler
    from altered.loading.errors import DesignError
    from altered.rulebook import RuleBook
    node = {"move": {"what": {"zone": "Reserve", "owner": "you"}, "count": 2, "to": "Hand"}}
    c = Compiler(RuleBook(write_expressions=False), "hand-written.yaml")
    with pytest.raises(DesignError, match="paid only by the step 'pay_costs'"):
        compile_cost(c, node)
    assert compile_cost(c, node, "pay_costs") is not None


# "You may remove two boosts from Characters you control to ...": no cost removes counters from several cards
# (two from each, or two in all?); as a step each lost what it had and the rest was done (6.5.f): paid in part.
# Decided: refused at its words (1.2.5.c, 6.4.c). From me it is the cost 'spend'; "If you do" (no cost) reads.
@pytest.mark.parametrize("text, words", [
    ("You may remove two boosts from Characters you control to draw a card.",
     "remove two boosts from Characters you control"),
    ("{J} You may remove 2 boosts from Characters you control to draw a card.",
     "remove 2 boosts from Characters you control"),
    ("{J} You may pay {1} and remove 2 boosts from Characters you control to draw a card.",
     "pay {1} and remove 2 boosts from Characters you control"),
    ("{R} You may remove two boosts from each Character you control to draw a card.",
     "remove two boosts from each Character you control"),
    ("{J} Remove two boosts from Characters you control to draw a card.",
     "Remove two boosts from Characters you control"),
])
def test_1_2_5_c_counters_removed_from_several_cards_as_a_cost_are_refused(text, words):
    e = refused(text)
    assert e.column == text.index(words) + 1, str(e)
    assert "paid whole" in str(e) and "If you do" in str(e)


@pytest.mark.parametrize("text", [
    "{J} You may remove two boosts from Characters you control. If you do, draw a card.",    # 6.5.f: no cost
    "{J} You may remove 2 boosts from me to draw a card.",                                     # the cost 'spend'
    "{J} You may remove all boosts from Characters you control to draw a card.",              # all: nothing owed
])
def test_6_5_f_other_removals_still_read(text):
    assert effect(text)
