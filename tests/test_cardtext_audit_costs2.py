"""Costs paid in part, and "was" after a trigger that moved me (issue 31, session 47).

1. "You may remove 2 boosts from target Character and sacrifice a Character to draw two cards." (two parts each
   choosing) and "Target opponent may remove 2 boosts from target Character to ..." (a cost with a target offered
   to another player) were read as steps, and could be paid in part: the boosts removed with no Character to
   sacrifice, one boost of two removed and the rest paid. A cost is paid whole or not offered (1.2.5.c, 1.2.5.d,
   6.4.c). Now every "X and Y to Z" and every "<player> may X to Z" whose X is a cost goes through the one
   mechanism, the step ``pay_costs`` over the declared costs (effects/abilities/costs.py): several parts choosing
   (each names what it chose, its ``as``), a target chosen as the cost is paid (the costs ``do``, ``move`` and
   ``remove`` take ``target``: 6.5.b, 7.4.7), one card moved ("put a card from your hand in Reserve", v5.0 6.1.d's
   own example), a counter of any kind removed from one card ("spend 1 counter from a card you control"). Offered
   to another player, the controller's targets are chosen first (6.5.b) and the cost acts on them. What is still
   no declared cost ("discard up to two cards", "give target Character 1 boost") is refused at the cost's words,
   saying what to write ("... If you do, ...", 6.5.f); "to" read as paying for the last part only ("you may pay
   {1}, and discard a card to draw") is a misreading, dropped.
   Changed bundled reading (listed in the commit): "At Noon — You may pay {1} and put a card from your hand in
   Reserve to create a [Brassbug 2/2/2] Robot token in target Expedition." (4 prints) is now ``pay_costs``
   (mana 1, move 1 card from Hand to Reserve): the same payment, through the one mechanism.
2. "When I go to Reserve — Return me to my owner's hand. If I was [[Boosted]], ..." read "was" as before the
   trigger's move. After a step that moves me again, "was" is just before that step (2.1.h), for every trigger
   that moved me: {H}, {J}, {R} (as before), "When I go to Reserve", "When I leave the Expedition", "When I'm
   sacrificed" (cardtext/tense.py ``_arrived``). Where the trigger left me where a card has none of what the test
   asks (the Discard pile: no statuses, no counters, 2.4.1.c, 2.5.b), that test is never true: refused at "was",
   as "{H} If I was [[Boosted]]" is. With no step moving me, "was" stays before the trigger's event (6.3.k).

Played by tests/scenarios/v5/*costs2*.yaml on the cards of tests/data/v5/audit-costs2-cards.yaml.
"""
from __future__ import annotations

import pytest

from readings import effect, refused

DRAW = [{"do": {"Draw": {"count": 1}}}]


def _offer(steps):
    """(the steps before the offer, the costs it pays as one step, the name the step binds)."""
    i = next(i for i, s in enumerate(steps) if isinstance(s, dict) and "may" in s)
    may = steps[i]["may"]
    [pay] = may["do"]
    assert "done_when" not in may, steps                  # paid is done (6.5.f)
    return steps[:i], pay["pay_costs"]["costs"], pay["pay_costs"].get("as")


def _inside(steps):
    """The steps another player does ("Target opponent may ..."): inside their ``as_player``."""
    [turn] = [s["as_player"]["do"] for s in steps if isinstance(s, dict) and "as_player" in s]
    return turn


# -- 1. several parts choosing: one cost, each part naming what it chose -------------------------------------------

@pytest.mark.parametrize("text, parts", [
    # the auditor's
    ("You may remove 2 boosts from target Character and sacrifice a Character to draw two cards.",
     [{"remove": {"what": {"type": "Character"}, "name": "boost", "count": 2, "target": True, "as": "target"}},
      {"do": {"Sacrifice": {"what": {"type": "Character", "controller": "you", "count": 1}}}, "as": "chosen"}]),
    # new wordings of the shape, the verbs varied
    ("{J} You may sacrifice a Character and discard a card to draw a card.",
     [{"do": {"Sacrifice": {"what": {"type": "Character", "controller": "you", "count": 1}}}, "as": "chosen"},
      {"do": {"Discard": {"what": {"zone": "Hand", "owner": "you", "count": 1}}}, "as": "chosen2"}]),
    ("{J} You may sacrifice two Characters and discard two cards to draw a card.",
     [{"do": {"Sacrifice": {"what": {"type": "Character", "controller": "you", "count": 2}}}, "as": "chosen"},
      {"do": {"Discard": {"what": {"zone": "Hand", "owner": "you", "count": 2}}}, "as": "chosen2"}]),
    ("{H} You may exhaust a Character you control and put a card from your hand in Reserve to draw a card.",
     [{"do": {"Exhaust": {"what": {"type": "Character", "controller": "you", "count": 1}}}, "as": "chosen"},
      {"move": {"what": {"zone": "Hand", "owner": "you"}, "count": 1, "to": "Reserve", "as": "chosen2"}}]),
    ("{R} You may return two cards from your Reserve to your hand and sacrifice a Character to draw a card.",
     [{"move": {"what": {"zone": "Reserve", "owner": "you"}, "count": 2, "to": "Hand", "as": "chosen"}},
      {"do": {"Sacrifice": {"what": {"type": "Character", "controller": "you", "count": 1}}}, "as": "chosen2"}]),
    ("{J} You may discard a card and exhaust target Character to draw two cards.",
     [{"do": {"Discard": {"what": {"zone": "Hand", "owner": "you", "count": 1}}}, "as": "chosen"},
      {"do": {"Exhaust": {"what": {"type": "Character", "count": 1}}}, "target": True, "as": "target"}]),
])
def test_1_2_5_c_several_parts_choosing_are_one_cost(text, parts):
    before, costs, name = _offer(effect(text))
    assert before == [] and costs == parts and name is None, costs


# -- 1. a target, one card moved, a counter of any kind: parts of the one cost ------------------------------------

@pytest.mark.parametrize("text, part, name", [
    ("You may pay {1} and exhaust target Character to draw a card.",
     {"do": {"Exhaust": {"what": {"type": "Character", "count": 1}}}, "target": True}, "target"),
    ("{J} You may spend 1 of my boosts and sacrifice target Character you control to draw a card.",
     {"do": {"Sacrifice": {"what": {"type": "Character", "controller": "you", "count": 1}}}, "target": True},
     "target"),
    # v5.0 6.1.d's own example; a bundled text (its reading changed: one cost, the same payment)
    ("At Noon — You may pay {1} and put a card from your hand in Reserve to create a [Brassbug 2/2/2] Robot token "
     "in target Expedition.", {"move": {"what": {"zone": "Hand", "owner": "you"}, "count": 1, "to": "Reserve"}},
     "chosen"),
    ("{J} You may pay {1} and return a card from your Reserve to your hand to draw a card.",
     {"move": {"what": {"zone": "Reserve", "owner": "you"}, "count": 1, "to": "Hand"}}, "chosen"),
    ("{J} You may pay {1} and spend 1 counter from a card you control to draw a card.",
     {"remove": {"what": {"controller": "you", "where": {"gte": [{"all_counters": "it"}, 1]}}, "count": 1}},
     "chosen"),
])
def test_1_2_5_c_a_part_with_a_target_or_one_card_is_part_of_the_cost(text, part, name):
    _, costs, kept = _offer(effect(text))
    assert part in costs and len(costs) == 2 and kept == name, costs


# -- 1. "Target opponent may X to Z": the controller's target first, then the cost on it -----------------------

@pytest.mark.parametrize("text, parts", [
    ("Target opponent may remove 2 boosts from target Character to draw a card.",           # the auditor's
     [{"remove": {"what": {"var": "target2"}, "name": "boost", "count": 2}}]),
    ("Target opponent may pay {1} and exhaust target Character to draw a card.",
     [{"mana": 1}, {"do": {"Exhaust": {"what": {"var": "target2"}}}}]),
    ("Target opponent may discard a card and remove 2 boosts from target Character to draw a card.",
     [{"do": {"Discard": {"what": {"zone": "Hand", "owner": "you", "count": 1}}}},
      {"remove": {"what": {"var": "target2"}, "name": "boost", "count": 2}}]),
    ("{J} Target opponent may remove 3 boosts from target Character they control to draw two cards.",
     [{"remove": {"what": {"var": "target2"}, "name": "boost", "count": 3}}]),
])
def test_6_5_b_another_players_cost_on_the_controllers_target_is_paid_whole(text, parts):
    before, costs, _ = _offer(_inside(effect(text)))
    [first] = before
    assert first["choose"]["who"] == {"controller_of": "self"} and first["choose"]["target"], before
    assert first["choose"]["as"] == "target2" and costs == parts, costs


def test_6_5_b_each_opponents_cost_on_one_target():
    """"Each opponent may ...": the target chosen once, by the controller (6.5.b), each opponent's cost on it."""
    steps = effect("Each opponent may remove 1 boost from target Character to draw a card.")
    assert steps[0]["choose"]["who"] == {"controller_of": "self"}
    _, costs, _ = _offer(steps[1]["each_player"]["do"])
    assert costs == [{"remove": {"what": {"var": "target"}, "name": "boost", "count": 1}}]


# -- 1. what is no declared cost: refused at the cost's words ----------------------------------------------------

@pytest.mark.parametrize("text, words", [
    ("{J} You may pay {1} and discard up to two cards to draw a card.", "pay {1} and discard up to two cards"),
    ("{J} You may exhaust me and give target Character 1 boost to draw a card.",
     "exhaust me and give target Character 1 boost"),
    ("{J} You may pay {1} and have target opponent draw a card to draw a card.",
     "pay {1} and have target opponent draw a card"),
    ("{J} You may pay {1} and sacrifice any number of Characters to draw a card.",
     "pay {1} and sacrifice any number of Characters"),
])
def test_1_2_5_c_a_part_no_cost_declares_is_refused(text, words):
    e = refused(text)
    assert e.column == text.index(words) + 1, str(e)
    assert "paid whole" in e.message and "If you do" in e.message


@pytest.mark.parametrize("text", [
    "{J} You may discard a card to draw a card.",                                   # one part: its own step
    "{R} You may spend 1 counter from a card you control or in your Reserve to [Resupply].",
    "{J} You may put a card from your hand in your Reserve to draw a card.",
    "{J} You may pay {1} and discard up to two cards. If you do, draw a card.",     # 6.5.f: no cost
    "Target opponent may exhaust target Character to draw a card.",
])
def test_6_5_c_one_part_and_if_you_do_read_as_before(text):
    assert "pay_costs" not in str(effect(text)), effect(text)


def test_the_cost_reads_as_the_declared_costs_compiled():
    """Each new part compiles as the declared cost (the ``target`` and ``as`` of ``do``, ``move``, ``remove``; a
    removal of any kind of counter), paid only by ``pay_costs``."""
    from altered.effects.abilities.costs import compile_cost
    from altered.effects.compiler import Compiler
    from altered.rulebook import RuleBook
    c = Compiler(RuleBook(write_expressions=False), "hand-written.yaml")
    for node in [{"do": {"Exhaust": {"what": {"type": "Character", "count": 1}}}, "target": True, "as": "x"},
                 {"move": {"what": {"zone": "Hand", "owner": "you"}, "count": 1, "to": "Reserve", "as": "x",
                           "target": True}},
                 {"remove": {"what": {"controller": "you"}, "count": 1, "as": "x"}}]:
        assert compile_cost(c, node, "pay_costs") is not None


# -- 2. "was" after a trigger that moved me and a step that moves me again ----------------------------------------

def _just_before(status):
    return {"set": {"var": "before", "value": {"has_status": {"what": "self", "status": status}}}}


@pytest.mark.parametrize("text, status, move", [
    # the auditor's
    ("When I go to Reserve — Return me to my owner's hand. If I was [[Boosted]], draw a card.", "Boosted",
     {"move": {"what": "self", "to": "Hand"}}),
    # the same shape, other triggers that moved me
    ("When I leave the Expedition — Return me to my owner's hand. If I was [[Boosted]], draw a card.", "Boosted",
     {"move": {"what": "self", "to": "Hand"}}),
    ("When I go to Reserve — Return me to my owner's hand. If I was [[Exhausted]], draw a card.", "Exhausted",
     {"move": {"what": "self", "to": "Hand"}}),
    ("When I leave the Expedition — Send me to Reserve. If I was [[Anchored]], draw a card.", "Anchored",
     {"move": {"what": "self", "to": "Reserve"}}),
])
def test_2_1_h_was_after_a_step_that_moves_me_again_is_just_before_it(text, status, move):
    steps = effect(text)
    assert steps == [_just_before(status), move, {"if": {"var": "before"}, "then": DRAW}], steps


@pytest.mark.parametrize("text", [
    "When I'm sacrificed — Return me to my owner's hand. If I was [[Boosted]], draw a card.",
    "When I'm sacrificed — Draw a card. Put me in my owner's Reserve. If I was [[Boosted]], draw a card.",
    "When I'm sacrificed — Send me to Reserve. If I was [[Exhausted]], draw a card.",
])
def test_2_1_h_just_before_the_step_i_am_where_the_test_is_never_true(text):
    """2.4.1.c, 2.5.b: in the Discard pile a card has no statuses: never true there, refused at "was"."""
    e = refused(text)
    assert "never true" in e.message and "Discard" in e.message
    assert e.column == text.index("was") + 1


@pytest.mark.parametrize("text", [
    "When I go to Reserve — If I was [[Boosted]], draw a card.",
    "When I'm sacrificed — If I was [[Boosted]], draw a card. Put me in my owner's Reserve.",
])
def test_6_3_k_with_no_step_moving_me_was_is_before_the_trigger_event(text):
    assert "{'was': 'self'}" in str(effect(text)), effect(text)
