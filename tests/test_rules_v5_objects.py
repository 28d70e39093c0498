"""Objects, statuses and players under the Comprehensive Rules v5.0 where its text changed from v3.0
(numbers here are v5.0 ones), played under the 5.0 edition."""
from __future__ import annotations

import dataclasses

import pytest

from altered.effects.context import Ctx
from altered.rulebook import load_rulebook
from altered.loading.yamlio import load_text


NEW_SUBTYPES = {"Character": ["Merchant", "Rogue", "Scientist"], "Permanent": ["Ore", "Sap"]}


@pytest.fixture(scope="module")
def book3():
    return load_rulebook()


def run(board, player, effect, **bound):
    """Run an effect written in the effect language, controlled by ``player``, with names bound."""
    board.game.book.compiler.effect(load_text(effect, "effect.yaml"))(Ctx(board.game, player, None, bound))


def with_text(board, name, ref, text, **changes):
    """A made-up version of a bundled card, with this text (and sub-types, ...)."""
    return dataclasses.replace(board.card(name), ref=ref, text=text, **changes)


# -- 2.2.2.d-e: the sub-types v5.0 adds --------------------------------------------------------

@pytest.mark.parametrize("subtype", NEW_SUBTYPES["Character"] + NEW_SUBTYPES["Permanent"])
def test_2_2_2_d_e_card_texts_of_the_edition_may_name_the_new_sub_types(board5, book3, book5, subtype):
    card = with_text(board5, "Helping Hand", f"TEST_TARGET_{subtype.upper()}", f"Target {subtype} gains 1 boost.")  # a Spell's effect
    assert book5.program(card).unsupported == []
    assert book3.program(dataclasses.replace(card, ref=f"TEST_V3_{subtype.upper()}")).unsupported    # v3.0 has no such word


def test_2_2_2_d_a_reaction_targets_only_a_rogue(board5):
    game = board5.game
    trooper = board5.put("Ordis Trooper", 0, "Expedition", sub="hero")            # first among the targets
    rogue = board5.put(with_text(board5, "Kappa", "TEST_ROGUE", "", subtypes=("Rogue",)), 1, "Expedition", sub="hero")
    board5.put(with_text(board5, "Ordis Trooper", "TEST_ROGUE_HUNTER", "{J} Target Rogue gains 1 boost."), 0, "Hand")
    run(board5, 0, "- play: {what: {zone: Hand, owner: you}, free: true}")
    game.runtime.check_reactions()
    assert rogue.counters == {"boost": 1} and trooper.counters == {}


# -- 2.4.1.a-b: six statuses; Expeditions have statuses too ----------------------------------------

def test_2_4_1_a_the_six_statuses(book5):
    assert sorted(book5.statuses) == ["Anchored", "Ascended", "Asleep", "Boosted", "Exhausted", "Fleeting"]


def test_2_4_1_b_expeditions_and_objects_in_visible_zones_may_have_statuses(board5):
    game = board5.game
    [mine] = [m for m in game.markers if m.player == 0 and m.sub == "companion"]
    run(board5, 0, "- do: {Ascend: {what: {var: x}}}", x=[mine])
    assert mine.statuses == {"Ascended": True}                                     # an Expedition's status
    assert all(not m.statuses for m in game.markers if m is not mine)
    ctx = Ctx(game, 0)
    region = game.adventure_zone.objs[0]
    game.actions.set_status([region], "Exhausted", True, ctx)
    assert game.has_status(region, "Exhausted"), "Adventure"
    for zone, kw in (("Expedition", {"sub": "hero"}), ("Landmark", {}), ("Limbo", {}), ("Mana", {}), ("Reserve", {})):
        o = board5.put("Ordis Trooper", 0, zone, **kw)
        game.actions.set_status([o], "Asleep", True, ctx)
        assert game.has_status(o, "Asleep"), zone
    [hero] = game.objects("Hero", 0)
    game.actions.set_status([hero], "Exhausted", True, ctx)
    assert game.has_status(hero, "Exhausted"), "Hero"
    for zone in ("Discard", "Deck", "Hand"):                                       # 2.4.1.c: never there
        o = board5.put("Ordis Trooper", 0, zone)
        game.actions.set_status([o], "Asleep", True, ctx)
        assert not game.has_status(o, "Asleep"), zone


# -- 1.2.1.b: the opponent ---------------------------------------------------------------------------

def test_1_2_1_b_in_a_two_player_game_each_player_is_the_others_opponent(board5):
    game = board5.game
    assert game.opponents(0) == [1] and game.opponents(1) == [0]
    for p in (0, 1):
        board5.put("Kappa", p, "Reserve")
    run(board5, 0, "- move: {what: {zone: Reserve, owner: opponent}, to: Discard}")   # "your opponent's Reserve"
    assert [o.name for o in game.objects("Discard", 1)] == ["Kappa"]
    assert game.objects("Discard", 0) == [] and [o.name for o in game.objects("Reserve", 0)] == ["Kappa"]
