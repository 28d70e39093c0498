"""Keyword actions (7.3, v3.0 numbers), each done through its rules_yaml/keywords.yaml effect on a board."""
from __future__ import annotations

from altered.effects.context import Ctx
from altered.loading.yamlio import load_text
import pytest

pytestmark = pytest.mark.editions("3.0", "5.0")   # the rules these test say the same in v5.0


def run(board, book, text, you=0, **bound):
    ctx = Ctx(board.game, you, None, {k: v if isinstance(v, list) else [v] for k, v in bound.items()})
    book.compiler.effect(load_text(text, "effect.yaml"))(ctx)
    return ctx


def test_7_3_3_a_augment_adds_one_of_a_counter_it_already_has(board, book):
    o = board.put("Ordis Trooper", 0, "Expedition", sub="hero", counters={"boost": 2})
    run(board, book, "- do: {Augment: {what: {var: x}}}", x=o)
    assert o.counters == {"boost": 3}
    bare = board.put("Foundry Armorer", 0, "Expedition", sub="hero")
    run(board, book, "- do: {Augment: {what: {var: x}}}", x=bare)
    assert not bare.counters


def test_7_3_6_a_b_doubling_counters(board, book):
    o = board.put("Ordis Trooper", 0, "Expedition", sub="hero", counters={"boost": 3})
    run(board, book, "- do: {Double: {what: {var: x}}}", x=o)
    assert o.counters["boost"] == 6
    bare = board.put("Foundry Armorer", 0, "Expedition", sub="hero")
    start = len(board.game.events)
    run(board, book, "- do: {Double: {what: {var: x}}}", x=bare)
    assert not bare.counters and not [e for e in board.game.events[start:] if e["e"] == "counters"]


def test_7_3_8_a_b_exchanging_boosts_moves_the_difference_at_once(board, book):
    a = board.put("Ordis Trooper", 0, "Expedition", sub="hero", counters={"boost": 3})
    b = board.put("Foundry Armorer", 1, "Expedition", sub="hero", counters={"boost": 1})
    run(board, book, "- do: {Exchange Boosts: {what: {var: a}, with: {var: b}}}", a=a, b=b)
    assert (a.counters.get("boost", 0), b.counters.get("boost", 0)) == (1, 3)
    start = len(board.game.events)
    c = board.put("Axiom Salvager", 1, "Expedition", sub="hero", counters={"boost": 1})
    d = board.put("Ordis Trooper", 1, "Expedition", sub="companion", counters={"boost": 1})
    run(board, book, "- do: {Exchange Boosts: {what: {var: a}, with: {var: b}}}", a=c, b=d)
    assert (c.counters["boost"], d.counters["boost"]) == (1, 1)
    assert not [e for e in board.game.events[start:] if e["e"] == "counters"]       # b: nothing happens


def test_7_3_9_a_b_exchange_swaps_zones_and_needs_both(board, book):
    game = board.game
    r = board.put("Ordis Trooper", 0, "Reserve")
    h = board.put("Foundry Armorer", 0, "Hand")
    run(board, book, "- do: {Exchange: {what: {var: a}, with: {var: b}}}", a=r, b=h)
    assert [o.name for o in game.objects("Hand", 0)] == ["Ordis Trooper"]
    assert [o.name for o in game.objects("Reserve", 0)] == ["Foundry Armorer"]
    run(board, book, "- do: {Exchange: {what: {var: a}, with: {var: b}}}", a=game.objects("Reserve", 0), b=[])
    assert [o.name for o in game.objects("Reserve", 0)] == ["Foundry Armorer"]       # b: one is missing


def test_7_3_10_a_7_3_13_a_b_7_3_18_a_b_7_3_15_b_2_4_5_b_exhaust_ready_and_gaining_a_status_once(board, book):
    game = board.game
    o = board.put("Ordis Trooper", 0, "Expedition", sub="hero")
    run(board, book, "- do: {Exhaust: {what: {var: x}}}", x=o)
    assert game.has_status(o, "Exhausted")
    start = len(game.events)
    run(board, book, "- do: {Exhaust: {what: {var: x}}}", x=o)
    assert not [e for e in game.events[start:] if e["e"] == "gain"]                 # 7.3.13.b
    run(board, book, "- do: {Ready: {what: {var: x}}}", x=o)
    assert not game.has_status(o, "Exhausted")
    start = len(game.events)
    run(board, book, "- do: {Ready: {what: {var: x}}}", x=o)                        # 2.4.1.h: nothing to lose
    assert not [e for e in game.events[start:] if e["e"] == "lose"]


def test_7_3_11_a_exhausted_resupply_resupplies_then_exhausts_that_card(board, book):
    game = board.game
    board.put("Ordis Trooper", 0, "Deck")
    board.put("Foundry Armorer", 0, "Deck")
    run(board, book, "- do: {Exhausted Resupply: {}}")
    [card] = game.objects("Reserve", 0)
    assert card.name == "Foundry Armorer" and game.has_status(card, "Exhausted")      # the top card


def test_7_3_22_b_resupplying_from_an_empty_deck_shuffles_the_discard_pile_in_first(board, book):
    game = board.game
    board.put("Ordis Trooper", 0, "Discard")
    run(board, book, "- do: {Resupply: {}}")
    assert [o.name for o in game.objects("Reserve", 0)] == ["Ordis Trooper"] and not game.objects("Discard", 0)
    run(board, book, "- do: {Resupply: {}}")                                           # still short: nothing
    assert len(game.objects("Reserve", 0)) == 1


def test_7_3_7_b_drawing_more_than_the_deck_and_discard_hold_draws_what_there_is(board, book):
    game = board.game
    board.put("Ordis Trooper", 0, "Deck")
    run(board, book, "- do: {Draw: {count: 3}}")
    assert [o.name for o in game.objects("Hand", 0)] == ["Ordis Trooper"]


def test_7_3_16_b_7_3_17_d_no_move_back_from_the_origin(board, book):
    game = board.game
    hero = next(m for m in game.markers if m.player == 0 and m.sub == "hero")
    run(board, book, "- do: {Move Backwards: {what: {var: m}}}", m=hero)
    assert hero.pos == 0 and hero.travelled == 0


def test_7_3_23_b_c_7_3_26_b_7_3_21_b_put_return_and_send_are_moves_to_any_zone(board, book):
    """A card returns to a hand it never was in; put, return and send are all the same move."""
    game = board.game
    o = board.put("Ordis Trooper", 0, "Expedition", sub="hero")
    run(board, book, "- move: {what: {var: x}, to: Hand}", x=o)
    assert [c.name for c in game.objects("Hand", 0)] == ["Ordis Trooper"]
    texts = [("{J} Return target Character to its owner's hand.", "Hand"), ("{J} Send target Character to Reserve.", "Reserve"),
             ("{J} Put a card from your hand in Reserve.", "Reserve")]
    from altered.cardtext import parse_abilities
    for text, zone in texts:
        steps = [s for s in parse_abilities(text)[0]["reaction"]["effect"] if "move" in s]
        assert steps and steps[-1]["move"]["to"] == zone


def test_7_3_28_b_7_5_8_c_7_5_9_c_switching_expeditions_is_no_zone_change(board, book):
    game = board.game
    o = board.put("Ordis Trooper", 0, "Expedition", sub="hero", statuses=("Fleeting",), counters={"boost": 1})
    run(board, book, "- do: {Switch Expeditions: {what: {var: x}}}", x=o)
    [now] = game.objects("Expedition", 0)
    assert now is o and now.sub == "companion"                         # the same object: never left the zone
    assert game.has_status(now, "Fleeting") and now.counters["boost"] == 1
