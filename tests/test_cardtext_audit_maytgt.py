"""The target of "You may ..." that a later step names; "If you do" after losing all boosts; "If you can't"
after removing some of the counters said; who rolls after "Target ..., then roll a die" (an outside audit).

1.2.6.c: a target is chosen by the effect's controller as the effect resolves; 6.5.b: before the step that
needs it. "You may give target Character 2 boosts. It gains [[Anchored]]." chose the target inside the offer,
so declined, nothing was chosen and "It gains [[Anchored]]" acted on nothing -- though that step is done
whatever the answer. Another player's offer already had its targets chosen first ("Target opponent may exhaust
target Character they control. It gains 1 boost."). Now a target of an offer that a step after it names,
outside what is done only when it was taken ("If you do, it ..."), is chosen before the offer, for either
player (chains.offered_targets_first). A target used only inside the offer, or an offer that is the choosing
itself ("You may target ..."), reads as before. The scenarios under tests/scenarios/v5/ on the cards of
tests/data/v5/audit-maytgt-cards.yaml play these (6.5.b-you-may-*, 6.5.f-loses-all-*,
6.5.f-remove-three-*, 7.3.19-target-a-character-then-roll-you-roll).
"""
from __future__ import annotations

import pytest

from altered.cardtext.api import parse_abilities
from altered.effects import Ctx
from altered.effects.bound import unset_reads
from altered.simulation.layout import put
from readings import Answering, effect, table_of_four


def _first_is_target(steps):
    """(the name the first step chooses as a target, the "may" step after it)."""
    assert "choose" in steps[0] and steps[0]["choose"]["target"], steps
    assert "may" in steps[1], steps
    return steps[0]["choose"]["as"], steps[1]["may"]


# -- 1.2.6.c, 6.5.b: a target named after the offer is chosen before it -------------------------------------------

@pytest.mark.parametrize("text", [
    # the audit's findings
    "{J} You may give target Character 2 boosts. It gains [[Anchored]].",
    # (the audit's "{R} You may return target Character to its owner's hand. If you do, draw a card. Then it gains
    # [[Fleeting]]." is refused since session 53: a status on a card that may have gone to a hand, 2.1.f, 2.4.1.c;
    # tests/test_cardtext_audit_otherwise53.py; the same shape to a visible zone)
    "{R} You may send target Character to Reserve. If you do, draw a card. Then it gains [[Fleeting]].",
    "{R} You may discard target Permanent. Its controller draws a card.",
    "You may exhaust up to one target Character. It gains [[Asleep]].",
    "You may have target Character switch Expeditions. It gains [[Fleeting]].",
    # more wordings of the shape
    "{H} You may send target Character to Reserve. Its controller draws a card.",
    "{J} You may have target Character gain 1 boost. Then it gains [[Anchored]].",
    "{J} You may exhaust target Character to draw a card. It gains 1 boost.",
    "{H} You may ready target card in your Reserve. It gains [[Fleeting]].",
])
def test_1_2_6_c_a_target_of_an_offer_named_after_it_is_chosen_before_the_offer(text):
    steps = effect(text)
    name, may = _first_is_target(steps)
    assert f"'var': '{name}'" in str(may["do"]), steps          # the offer acts on it
    assert f"'var': '{name}'" in str(steps[2:]), steps          # and so does a step after it, either way
    assert unset_reads(steps) == []


@pytest.mark.parametrize("text, rewritten", [
    ("{J} You may exhaust target Character. If you don't, it gains [[Asleep]].",
     "{J} Choose target Character. You may exhaust it. If you don't, it gains [[Asleep]]."),
    ("{H} You may ready target card in your Reserve. Otherwise, it gains [[Fleeting]].",
     "{H} Choose target card in your Reserve. You may ready it. Otherwise, it gains [[Fleeting]]."),
])
def test_6_5_c_if_you_dont_after_an_offer_of_a_target_reads_as_choosing_it_first(text, rewritten):
    """What the earlier refusal said to write ('choose it first, outside the offer') is what it reads as now."""
    steps, again = effect(text), effect(rewritten)
    assert "choose" in steps[0] and "may" in steps[1] and "not" in steps[-1]["if"], steps
    assert [list(s) for s in steps] == [list(s) for s in again]
    assert steps[-1]["then"] == again[-1]["then"]


@pytest.mark.parametrize("text", [
    "{J} You may give target Character 2 boosts.",
    "{J} You may exhaust target Character. If you do, it gains 1 boost.",
    "{J} You may exhaust target Character. If you do, draw a card.",
    "{J} You may exhaust target Character to give it 2 boosts.",
])
def test_6_5_c_a_target_used_only_inside_the_offer_is_chosen_inside_it(text):
    """Read as before: declined, nothing is chosen (6.5.c: the optional step is ignored)."""
    steps = effect(text)
    assert "may" in steps[0] and "choose" in steps[0]["may"]["do"][0], steps


def test_6_5_c_an_offer_that_is_the_choosing_itself_keeps_it():
    """'You may target another [[Fleeting]] Character. It gains 2 boosts.': declining is choosing none."""
    steps = effect("{J} You may target another [[Fleeting]] Character. It gains 2 boosts.")
    assert "may" in steps[0] and "choose" in steps[0]["may"]["do"][0], steps


def test_6_5_b_another_players_offer_already_chose_first():
    """The reading the audit compared with, unchanged: the target chosen by you, before they decide."""
    [ability] = parse_abilities("{J} Target opponent may exhaust target Character they control. It gains 1 boost.")
    inner = ability["reaction"]["effect"][1]["as_player"]["do"]
    assert "choose" in inner[0] and "may" in inner[1]


# -- played: declined, the step after the offer acts on the target ------------------------------------------------

@pytest.fixture
def table(catalog):
    me = Answering()
    book, game = table_of_four(catalog, me)
    game.zones[("Expedition", None)].objs.clear()
    trooper = next(c for c in catalog if c.name == "Ordis Trooper")
    it = put(game, trooper, 1, "Expedition")          # the one Character: seat 1's
    hero = next(o for o in game.zones[("Hero", 0)].objs)
    return me, book, game, it, hero


def _run(book, game, hero, text):
    book.compiler.effect(effect(text))(Ctx(game, 0, hero))


@pytest.mark.parametrize("take", [True, False])
def test_1_2_6_c_played_declined_the_target_still_gains_anchored(table, take):
    me, book, game, it, hero = table
    me.take = take
    _run(book, game, hero, "{J} You may give target Character 2 boosts. It gains [[Anchored]].")
    assert it.counters.get("boost", 0) == (2 if take else 0)
    assert it.statuses.get("Anchored"), it.statuses


@pytest.mark.parametrize("take", [True, False])
def test_1_2_6_c_played_declined_the_targets_controller_still_draws(table, take):
    me, book, game, it, hero = table
    me.take = take
    before = [len(game.zones[("Hand", seat)].objs) for seat in range(4)]
    _run(book, game, hero, "{H} You may send target Character to Reserve. Its controller draws a card.")
    assert [len(game.zones[("Hand", seat)].objs) - b for seat, b in enumerate(before)] == [0, 1, 0, 0]


@pytest.mark.parametrize("take", [True, False])
def test_6_5_c_played_if_you_dont_acts_on_the_target(table, take):
    me, book, game, it, hero = table
    me.take = take
    _run(book, game, hero, "{J} You may exhaust target Character. If you don't, it gains [[Asleep]].")
    assert (bool(it.statuses.get("Exhausted")), bool(it.statuses.get("Asleep"))) == (take, not take)


# -- 6.5.f: "loses all its boosts. If you do" asks whether any was lost -------------------------------------------

@pytest.mark.parametrize("text", [
    "{J} Target Character you control loses all its boosts. If you do, draw two cards.",
    "{J} Remove all boosts from target Character. If you do, draw a card.",
])
def test_6_5_f_if_you_do_after_losing_all_asks_what_was_lost(text):
    steps = effect(text)
    [lost] = [s["counters"]["as"] for s in steps if "counters" in s]
    assert steps[-1]["if"] == {"did": lost}, steps


@pytest.mark.parametrize("boosts, drawn", [(0, 0), (1, 2), (3, 2)])
def test_6_5_f_played_no_boost_lost_draws_nothing(table, boosts, drawn):
    me, book, game, it, hero = table
    mine = put(game, it.card, 0, "Expedition")
    if boosts:
        mine.counters["boost"] = boosts
    before = len(game.zones[("Hand", 0)].objs)
    _run(book, game, hero, "{J} Target Character you control loses all its boosts. If you do, draw two cards.")
    assert (len(game.zones[("Hand", 0)].objs) - before, mine.counters.get("boost", 0)) == (drawn, 0)


# -- 6.5.f, 1.2.5.c: "If you can't" after a removal that says how many: fewer than that ----------------------------

@pytest.mark.parametrize("text, n", [
    ("{R} Remove 3 boosts from me. If you can't, sacrifice me.", 3),
    ("{J} Remove 2 counters from target card in play. If you can't, draw a card.", 2),
])
def test_6_5_f_if_you_cant_after_removing_n_asks_whether_all_n_were(text, n):
    steps = effect(text)
    [step] = [s["counters"] for s in steps if "counters" in s]
    assert step["remove"] == n, steps      # the removal tells whether it removed fewer than that (some had fewer)
    assert steps[-1]["if"] == {"var": step["fewer"]}, steps


@pytest.mark.parametrize("text, n", [
    ("{J} Remove 3 boosts from target Character you control. If you can't, draw a card.", 3),
    ("{J} Target Character you control loses 2 boosts. If you can't, draw a card.", 2),
])
@pytest.mark.parametrize("more", [-3, -1, 0, 1])
def test_6_5_f_played_removing_fewer_than_said_cannot(table, text, n, more):
    """With fewer boosts than said (none, or one short) the removal can't be done whole: you draw; with enough
    (or more), you don't."""
    me, book, game, it, hero = table
    boosts = max(0, n + more)
    mine = put(game, it.card, 0, "Expedition")
    if boosts:
        mine.counters["boost"] = boosts
    before = len(game.zones[("Hand", 0)].objs)
    _run(book, game, hero, text)
    assert (len(game.zones[("Hand", 0)].objs) - before, mine.counters.get("boost", 0)) == \
        (1 if boosts < n else 0, max(0, boosts - n))


# -- 7.3.19: "Target ..., then roll a die": you roll -------------------------------------------------------------

def test_7_3_19_you_roll_after_targeting_an_opponents_character(table):
    """The roll keeps the target's controller only for a reaction 'this way' ('that opponent', 7.2.4.a); the
    roller is the effect's controller, seat 0 (the old rendering 'roll 1 die for ...'s controller' read as
    if they rolled)."""
    me, book, game, it, hero = table
    game.logging, game.events = True, []
    _run(book, game, hero, "{T} : Target a Character an opponent controls, then roll a die. On a 4+, it gains 1 "
                           "boost.")
    assert [e.get("player") for e in game.events if e["e"] == "roll"] == [0], game.events
