"""A player chosen in a branch is out of reach after it, and "If you do" asks of an action said before it.

An outside audit found "that opponent" read as a target chosen only in another branch ("... On a: • 5+, target
opponent discards a card from their hand. • 1-4, that opponent draws a card." played "target does: draw" on a
1-4, with no target chosen), where "it", "they" and "its controller" in the same shapes were refused; and
"{H} If you do, draw a card.", nothing done before it, read as "if you did (it)". Both are refused at the
words now. Played below at a table of four (rules_yaml/variants/ffa.yaml)."""
from __future__ import annotations

import json

import pytest

from altered.effects import Ctx
from readings import effect, refused, table_of_four


@pytest.mark.parametrize("text", [
    "{J} Roll a die. On a: • 5+, target opponent discards a card from their hand. • 1-4, that opponent draws a card.",
    "{J} You may discard a card from your Reserve. If you do, target opponent discards a card from their hand. "
    "Otherwise, that opponent draws a card.",
    "{H} If you control a Spell, target opponent draws a card. Otherwise, that opponent discards a card from their "
    "hand.",
    "If I'm in {O}, target opponent draws a card. If I'm in {M}, that opponent discards a card from their hand.",
    "{H} If you control a Spell, target Character an opponent controls gains 1 boost. Otherwise, that opponent "
    "draws a card.",
    "{H} If you control a Spell, target opponent draws a card. That opponent discards a card from their hand.",
    "{H} Target opponent draws a card or discard a card. That opponent draws a card.",
    "{H} Target opponent draws a card unless you control a Spell. That opponent discards a card from their hand.",
])
def test_that_opponent_chosen_in_a_branch_is_refused_at_its_words(text):
    """6.5.d, 6.5.e, 6.5.g, 7.3.19.b: what a condition's branch, a die's outcome or one option chose is chosen
    only when it is done; "that opponent" after it (7.2.4.a) may name no one: refused at "that opponent"."""
    e = refused(text)
    assert "may not have been chosen" in e.message, e
    assert e.column == text.lower().rindex("that opponent") + 1, e


@pytest.mark.parametrize("text", [
    "{H} If you control a Spell, target opponent draws a card. Otherwise, they discard a card from their hand.",
    "{H} If you control a Spell, target opponent draws a card. Otherwise, discard a card from their hand.",
    "{H} If you control a Spell, target Character an opponent controls gains 1 boost. Otherwise, its controller "
    "draws a card.",
])
def test_other_player_words_for_a_player_chosen_in_a_branch_are_refused(text):
    """7.2.4.a: "they", "their" and "its controller" in the same shapes are refused as "that opponent" is."""
    assert refused(text).column is not None


@pytest.mark.parametrize("text", [
    "{H} Choose an opponent. If you control a Spell, that opponent draws a card. Otherwise, that opponent "
    "discards a card from their hand.",
    "{H} Target opponent draws a card. If you control a Spell, that opponent discards a card from their hand.",
])
def test_that_opponent_chosen_before_the_branch_reads(text):
    """6.5.b: an opponent chosen before the condition is chosen whatever its outcome: every branch names it."""
    steps = effect(text)
    name = steps[0]["choose"]["as"]
    later = json.dumps(steps[1:])
    assert '"players"' not in later and json.dumps({"var": name}) in later, steps


@pytest.fixture(scope="module")
def table(catalog):
    return table_of_four(catalog)


def test_the_opponent_chosen_before_the_branch_is_the_one_who_discards(table):
    """6.5.e: no Spell controlled, the "Otherwise" branch is done, by the opponent chosen first (6.5.b): one
    opponent discards one card, and no one else's hand changes."""
    book, game = table
    steps = effect("{H} Choose an opponent. If you control a Spell, that opponent draws a card. Otherwise, that "
                   "opponent discards a card from their hand.")
    hands = {seat: len(game.zones[("Hand", seat)].objs) for seat in range(4)}
    book.compiler.effect(steps)(Ctx(game, 0, vars={}))
    changed = {seat: len(game.zones[("Hand", seat)].objs) - hands[seat] for seat in range(4)}
    assert changed[0] == 0 and sorted(changed[s] for s in (1, 2, 3)) == [-1, 0, 0], changed


@pytest.mark.parametrize("text, words", [
    ("{H} If you do, draw a card.", "If you do"),
    ("{J} If they do, draw a card.", "If they do"),
    ("{R} If you do, I gain 1 boost. Draw a card.", "If you do"),
    ("{H} If you control a Spell: if you do, draw a card.", "if you do"),
])
def test_if_you_do_with_no_action_before_it_is_refused(text, words):
    """6.5.f: "If you do" asks whether the action said before it was done; with none before it, it asks of
    nothing: refused at its words, not read as "if you did (it)"."""
    e = refused(text)
    assert "no action is said before it" in e.message and e.column == text.index(words) + 1, e


def test_if_you_do_after_an_action_still_reads():
    """6.5.f: after an action ("You may discard a card"), "If you do" asks of it."""
    steps = effect("{J} You may discard a card from your Reserve. If you do, draw a card.")
    assert steps[-1]["if"] == {"did": steps[0]["may"]["as"]}, steps
