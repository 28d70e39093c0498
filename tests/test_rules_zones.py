"""Zones, objects, statuses, counters and timestamps (1.2.3, 1.4.3, 1.4.4, 2.1, 2.2.15, 2.4.1, 2.5, 3.1, 3.2),
played out through the engine.  Rule numbers are those of the Comprehensive Rules v3.0 unless a
seed excerpt (the excerpts the project follows) says otherwise."""
from __future__ import annotations

import pytest

from altered.effects import Ctx
from altered.simulation.layout import run_daily_effect

pytestmark = pytest.mark.editions("3.0", "5.0")   # the rules these test say the same in v5.0

SHARED = {"Adventure", "Expedition", "Limbo"}
PERSONAL = {"Deck", "Discard", "Hand", "Hero", "Landmark", "Mana", "Reserve"}


def move(game, objs, zone, player=0, **kw):
    """One atomic move made by an effect controlled by ``player``."""
    return game.actions.move(objs, zone, Ctx(game, player), **kw)


# -- 1.2.3 / 3.1: the ten zones --------------------------------------------------------------

def test_1_2_3_b_3_1_1_c_there_are_ten_kinds_of_zones(book):
    assert set(book.zones) == SHARED | PERSONAL
    assert len(book.zones) == 10


@pytest.mark.editions("3.0")   # v5.0 shares the Landmark zone too: tests/test_rules_v5_landmarks.py
def test_1_2_3_d_3_1_2_a_shared_zones_have_a_single_instance(board):
    game = board.game
    for name in SHARED:
        assert game.book.zones[name].scope == "shared"
        instances = game.zone_instances(name)
        assert len(instances) == 1, name
        assert instances[0].owner is None
        # asking for a player's instance of a shared zone still gives the single one
        assert game.zone_instances(name, 0) == instances == game.zone_instances(name, 1)


@pytest.mark.editions("3.0")   # v5.0 makes the Landmark zone shared: tests/test_rules_v5_landmarks.py
def test_1_2_3_e_3_1_2_b_personal_zones_have_one_instance_per_player(board):
    game = board.game
    for name in PERSONAL:
        assert game.book.zones[name].scope == "personal"
        instances = game.zone_instances(name)
        assert [z.owner for z in instances] == [0, 1], name
        assert instances[0] is not instances[1]
        assert game.zone_instances(name, 1) == [instances[1]]


def test_1_2_3_f_g_3_1_3_visible_and_hidden_zones(book):
    # 1.2.3.f/g (v3.0) and the seed 1.2.3.e agree on these seven visible zones and on Deck and Hand
    # being hidden.  The Mana zone is "visible with face-down cards" (3.2.9.a); the seed 1.2.3.f
    # calls it hidden: either way nobody sees the faces of its cards.
    for name in ("Adventure", "Discard", "Expedition", "Hero", "Landmark", "Limbo", "Reserve"):
        assert book.zones[name].visibility == "visible", name
        assert not book.zones[name].face_down, name
    for name in ("Deck", "Hand"):
        assert book.zones[name].visibility == "hidden", name
    assert book.zones["Mana"].face_down


def test_3_1_4_a_objects_in_play_are_in_hero_expedition_and_landmark_zones(board):
    game = board.game
    board.put("Kappa", 0, "Expedition")
    board.put("Kelon Cylinder", 1, "Landmark")
    board.put("Mowgli", 0, "Reserve")
    in_play = game.book.compiler.expr({"count": {}})          # a selector without a zone: objects in play
    heroes_in_play = game.book.compiler.expr({"count": {"type": "Hero"}})
    assert len(game.objects("Hero")) == 2
    assert heroes_in_play(Ctx(game, 0)) == 2
    assert in_play(Ctx(game, 0)) == 4
    assert set(game.book.in_play_zones) == {"Hero", "Expedition", "Landmark"}


def test_3_2_4_b_the_expedition_zone_has_a_hero_and_a_companion_expedition_per_player(board):
    game = board.game
    a = board.put("Ordis Trooper", 0, "Expedition", sub="hero")
    b = board.put("Ordis Trooper", 0, "Expedition", sub="companion")
    c = board.put("Ordis Trooper", 1, "Expedition", sub="hero")
    assert game.objects("Expedition", 0, "hero") == [a]
    assert game.objects("Expedition", 0, "companion") == [b]
    assert game.objects("Expedition", 1, "hero") == [c]
    assert game.objects("Expedition", 1, "companion") == []


# -- 3.1.2.c / 1.4.3.a: my cards, my zones -----------------------------------------------------

def test_3_1_2_c_1_4_3_a_a_card_sent_to_another_players_personal_zone_goes_to_its_owners(board):
    game = board.game
    stolen = board.put("Kappa", 1, "Expedition", sub="hero")
    stolen.controller = 0              # owned by player 1, controlled by player 0
    [new] = move(game, [stolen], "Reserve", player=0)
    assert new.zone is game.zone("Reserve", 1)
    assert new.owner == 1
    assert game.objects("Reserve", 0) == []


def test_3_1_2_c_rest_sends_a_controlled_opponents_character_to_its_owners_reserve(board):
    game = board.game
    stolen = board.put("Kappa", 1, "Expedition", sub="companion")
    stolen.controller = 0
    mine = board.put("Ordis Trooper", 0, "Expedition", sub="companion")
    run_daily_effect(game, "Rest")
    assert [o.name for o in game.objects("Reserve", 1)] == ["Kappa"]
    assert [o.name for o in game.objects("Reserve", 0)] == ["Ordis Trooper"]
    assert stolen.gone and mine.gone


# -- 3.2.2: the Deck ------------------------------------------------------------------------

def _deck_of(board, player, names):
    """Put cards in a Deck so that ``names`` reads from the top down."""
    for name in reversed(names):
        board.put(name, player, "Deck", position="top")


def test_3_2_2_b_draw_takes_the_top_cards_of_the_deck(board):
    game = board.game
    _deck_of(board, 0, ["Mowgli", "Hathor", "Kappa", "Alice"])
    run_daily_effect(game, "Draw")
    assert sorted(o.name for o in game.objects("Hand", 0)) == ["Hathor", "Mowgli"]
    assert [o.name for o in game.objects("Deck", 0)] == ["Kappa", "Alice"]


def test_3_2_2_b_a_card_put_at_the_bottom_is_drawn_last(board):
    game = board.game
    board.put("Kappa", 0, "Deck", position="bottom")
    board.put("Mowgli", 0, "Deck", position="top")
    board.put("Alice", 0, "Deck", position="bottom")
    assert [o.name for o in game.objects("Deck", 0)] == ["Mowgli", "Kappa", "Alice"]
    run_daily_effect(game, "Draw")
    assert [o.name for o in game.objects("Deck", 0)] == ["Alice"]


@pytest.mark.editions("3.0")   # v5.0 makes the refill the player's choice (7.3.9.c): tests/scenarios/v5/
def test_3_2_2_d_drawing_from_a_short_deck_shuffles_the_discard_pile_under_it_first(board):
    game = board.game
    _deck_of(board, 0, ["Mowgli"])
    for name in ("Kappa", "Alice", "Hathor"):
        board.put(name, 0, "Discard")
    run_daily_effect(game, "Draw")
    hand = [o.name for o in game.objects("Hand", 0)]
    assert len(hand) == 2
    assert "Mowgli" in hand                       # the Deck card was on top, the Discard went under it
    assert game.objects("Discard", 0) == []
    deck = [o.name for o in game.objects("Deck", 0)]
    assert len(deck) == 2
    assert sorted(deck + hand) == ["Alice", "Hathor", "Kappa", "Mowgli"]
    refills = [e for e in board.events("modified") if e.get("action") == "reach" and e["owner"] == 0]
    assert len(refills) == 1 and refills[0]["by"] == "3.2.2.d"      # the rule is a modifier in zones.yaml
    # the other player had no cards at all: nothing happened to them
    assert game.objects("Hand", 1) == [] and game.objects("Deck", 1) == []


def test_3_2_2_d_the_discard_pile_is_not_shuffled_in_when_the_deck_has_enough(board):
    game = board.game
    _deck_of(board, 0, ["Mowgli", "Hathor"])
    board.put("Kappa", 0, "Discard")
    run_daily_effect(game, "Draw")
    assert sorted(o.name for o in game.objects("Hand", 0)) == ["Hathor", "Mowgli"]
    assert [o.name for o in game.objects("Discard", 0)] == ["Kappa"]
    assert not [e for e in board.events("modified") if e.get("action") == "reach" and e["owner"] == 0]


def test_3_2_2_e_if_still_short_after_the_refill_the_missing_draws_do_nothing(board):
    game = board.game
    _deck_of(board, 0, ["Mowgli"])
    run_daily_effect(game, "Draw")                 # two draws asked, one card in all
    assert [o.name for o in game.objects("Hand", 0)] == ["Mowgli"]
    assert game.objects("Deck", 0) == []
    run_daily_effect(game, "Draw")                 # nothing left anywhere: nothing happens
    assert [o.name for o in game.objects("Hand", 0)] == ["Mowgli"]


def test_3_2_2_e_a_deck_refilled_from_a_short_discard_pile_gives_what_it_has(board):
    game = board.game
    board.put("Kappa", 0, "Discard")
    run_daily_effect(game, "Draw")
    assert [o.name for o in game.objects("Hand", 0)] == ["Kappa"]
    assert game.objects("Deck", 0) == [] and game.objects("Discard", 0) == []


# -- 3.2.9 / 1.2.5.e: the Mana zone ------------------------------------------------------------

def test_3_2_9_b_a_card_put_in_the_mana_zone_enters_face_down_and_exhausted(board):
    game = board.game
    card = board.put("Kappa", 0, "Hand")
    [orb] = move(game, [card], "Mana")
    assert orb.zone is game.zone("Mana", 0)
    assert orb.face_down
    assert game.has_status(orb, "Exhausted")


def test_3_2_9_b_unless_the_step_says_ready(board):
    game = board.game
    card = board.put("Kappa", 0, "Hand")
    [orb] = move(game, [card], "Mana", statuses=[])
    assert orb.face_down
    assert not game.has_status(orb, "Exhausted")


def test_3_2_9_c_3_1_3_c_a_mana_orb_has_type_mana_orb_and_no_characteristics(board):
    game = board.game
    card = board.put("Monolith Archivist", 0, "Hand")       # a 3/3/3 Character with Defender
    [orb] = move(game, [card], "Mana")
    assert game.type_of(orb) == "Mana Orb"
    for name in ("forest", "mountain", "water", "hand_cost", "reserve_cost"):
        assert game.characteristic(orb, name) == 0, name
    assert not game.has_keyword(orb, "Defender")
    # the same card face up in the Expedition zone has them
    face_up = board.put("Monolith Archivist", 0, "Expedition")
    assert game.type_of(face_up) == "Character"
    assert game.characteristic(face_up, "forest") == 3
    assert game.has_keyword(face_up, "Defender")


def test_3_2_9_b_a_mana_orb_leaving_the_mana_zone_is_face_up_again(board):
    game = board.game
    [orb] = move(game, [board.put("Kappa", 0, "Hand")], "Mana")
    [back] = move(game, [orb], "Reserve")
    assert not back.face_down
    assert game.type_of(back) == "Character"
    assert game.characteristic(back, "water") == 5


@pytest.mark.editions("3.0", "5.0")   # v5.0 states the rule in the same words
def test_1_2_5_e_3_2_9_f_a_mana_cost_is_paid_by_exhausting_that_many_orbs(board):
    game = board.game
    for _ in range(4):
        board.put("Ordis Trooper", 0, "Mana")
    card = board.put("The Frog Prince", 0, "Hand")           # hand cost 2
    [(obj, src, sub, cost)] = [x for x in game.plays.playable(0) if x[2] == "hero"]
    assert (obj, src, cost) == (card, "Hand", 2)
    game.plays.play_card(0, obj, src, sub, cost)
    exhausted = [o for o in game.objects("Mana", 0) if game.has_status(o, "Exhausted")]
    assert len(exhausted) == 2
    assert len(game.objects("Mana", 0)) == 4


def test_1_2_5_e_only_ready_orbs_are_exhausted_to_pay(board):
    game = board.game
    for status in ((), (), (), ("Exhausted",), ("Exhausted",)):
        board.put("Ordis Trooper", 0, "Mana", statuses=status)
    card = board.put("The Frog Prince", 0, "Hand")           # hand cost 2
    game.plays.play_card(0, card, "Hand", "hero", 2)
    exhausted = [o for o in game.objects("Mana", 0) if game.has_status(o, "Exhausted")]
    assert len(exhausted) == 4
    assert game.plays.playable(0) == []


def test_3_2_9_b_remark_a_card_put_in_the_mana_zone_from_the_hand_is_not_revealed(board):
    game = board.game
    card = board.put("Kappa", 0, "Hand")
    start = len(game.events)
    move(game, [card], "Mana", statuses=[])
    [e] = [e for e in game.events[start:] if e["e"] == "move"]
    assert e["hidden"] is True


# -- 2.5: counters ------------------------------------------------------------------------------

def test_2_5_1_b_each_boost_adds_one_to_each_statistic(board):
    game = board.game
    o = board.put("Hathor", 0, "Expedition", counters={"boost": 2})     # 3/3/0
    assert [game.characteristic(o, t) for t in ("forest", "mountain", "water")] == [5, 5, 2]
    assert game.has_status(o, "Boosted")                                 # 2.4.4.a


def test_2_5_j_an_object_leaving_the_expedition_zone_loses_its_counters(board):
    game = board.game
    board.put("Hathor", 0, "Expedition", counters={"boost": 2})
    run_daily_effect(game, "Rest")
    [o] = game.objects("Reserve", 0)
    assert o.counters == {}
    assert not game.has_status(o, "Boosted")
    assert game.characteristic(o, "forest") == 3


def test_2_5_j_an_object_leaving_the_landmark_zone_loses_its_counters(board):
    game = board.game
    lm = board.put("Kelon Cylinder", 0, "Landmark", counters={"kelon": 3})
    [o] = move(game, [lm], "Reserve")
    assert o.counters == {}


def test_2_5_k_counters_are_kept_from_reserve_through_limbo_to_the_expedition(board):
    game = board.game
    for _ in range(3):
        board.put("Ordis Trooper", 0, "Mana")
    card = board.put("Hathor", 0, "Reserve", counters={"boost": 2})
    [play] = [x for x in game.plays.playable(0) if x[0] is card and x[2] == "hero"]
    game.plays.play_card(0, *play)
    [o] = game.objects("Expedition", 0, "hero")
    assert o.counters == {"boost": 2}
    assert game.characteristic(o, "forest") == 5
    assert game.has_status(o, "Fleeting")                  # played from Reserve (5.2.1.b)


def test_2_5_k_an_object_going_from_reserve_to_the_discard_pile_loses_its_counters(board):
    game = board.game
    o = board.put("Hathor", 0, "Reserve", counters={"boost": 2})
    [d] = move(game, [o], "Discard")
    assert d.counters == {}


def test_2_5_b_cards_in_hand_and_deck_cannot_gain_counters(board):
    game = board.game
    h = board.put("Hathor", 0, "Hand")
    d = board.put("Hathor", 0, "Deck")
    game.actions.add_counters([h, d], "boost", 1, Ctx(game, 0))
    assert h.counters == {} and d.counters == {}


def test_7_4_6_b_a_seasoned_character_keeps_its_boosts_going_to_reserve(board):
    game = board.game
    board.put("Red", 0, "Expedition", counters={"boost": 2})            # [Seasoned]
    board.put("Hathor", 0, "Expedition", counters={"boost": 2})
    run_daily_effect(game, "Rest")
    kept = {o.name: o.counters for o in game.objects("Reserve", 0)}
    assert kept == {"Red": {"boost": 2}, "Hathor": {}}


# -- 2.4.1: statuses ------------------------------------------------------------------------

def test_2_4_1_d_an_object_entering_a_new_zone_has_no_status(board):
    game = board.game
    o = board.put("Kappa", 0, "Expedition", statuses=("Exhausted",))
    [r] = move(game, [o], "Reserve")
    assert r.statuses == {}
    assert not game.has_status(r, "Exhausted")


def test_2_4_1_d_switching_expeditions_is_not_a_zone_change_and_keeps_statuses(board):
    game = board.game
    o = board.put("Kappa", 0, "Expedition", sub="hero", statuses=("Exhausted",), counters={"boost": 1})
    [same] = move(game, [o], "Expedition", sub="companion")        # 3.2.4.d
    assert same is o and not o.gone
    assert o.sub == "companion"
    assert game.has_status(o, "Exhausted") and o.counters == {"boost": 1}


def test_2_4_1_c_objects_in_the_discard_pile_have_no_status(board):
    game = board.game
    o = board.put("Kappa", 0, "Reserve", statuses=("Exhausted",))
    [d] = move(game, [o], "Discard", statuses=["Exhausted"])
    assert d.statuses == {}
    game.actions.set_status([d], "Exhausted", True, Ctx(game, 0))
    assert not game.has_status(d, "Exhausted")


# -- 2.2.15 / 1.4.4 / 2.1: timestamps and new objects -------------------------------------------

def test_2_2_15_every_arrival_in_a_zone_gets_a_new_larger_timestamp(board):
    game = board.game
    a = board.put("Kappa", 0, "Expedition")
    b = board.put("Hathor", 1, "Expedition")
    assert b.ts > a.ts
    before = max(o.ts for z in game.zones.values() for o in z.objs)
    run_daily_effect(game, "Rest")
    new = game.objects("Reserve", 0) + game.objects("Reserve", 1)
    stamps = [o.ts for o in new]
    assert len(new) == 2
    assert all(t > before for t in stamps)
    assert len(set(stamps)) == 2                     # each object its own timestamp


def test_1_4_4_a_2_1_d_a_moved_card_is_a_new_object(board):
    game = board.game
    old = board.put("Kappa", 0, "Expedition", sub="hero")
    [new] = move(game, [old], "Reserve")
    assert new is not old
    assert new.id != old.id
    assert new.card_no == old.card_no                # the same physical card
    assert old.gone and old not in game.objects("Expedition")
    assert new.ts > old.ts


def test_2_1_i_an_object_that_no_longer_exists_cannot_move(board):
    game = board.game
    old = board.put("Kappa", 0, "Expedition")
    move(game, [old], "Reserve")
    assert move(game, [old], "Discard") == []
    assert [o.name for o in game.objects("Reserve", 0)] == ["Kappa"]
    assert game.objects("Discard", 0) == []


def test_2_2_15_b_a_move_inside_an_ordered_deck_is_a_new_object_too(board):
    game = board.game
    board.put("Kappa", 0, "Deck")
    top = board.put("Mowgli", 0, "Deck", position="top")
    [again] = move(game, [top], "Deck", position="bottom")
    assert again is not top and again.ts > top.ts
    assert [o.name for o in game.objects("Deck", 0)] == ["Kappa", "Mowgli"]


@pytest.mark.parametrize("zone", ["Reserve", "Discard", "Hand", "Deck"])
def test_2_1_e_a_token_leaving_the_expedition_zone_ceases_to_exist(board, zone):
    game = board.game
    token = board.put(_token(board, "Ordis Recruit"), 0, "Expedition")
    assert move(game, [token], zone) == []
    assert token.gone
    assert game.objects(zone, 0) == [] and game.objects("Expedition") == []
    assert [e["obj"] for e in board.events("cease")] == ["Ordis Recruit"]


def _token(board, name):
    cards = [c for c in board.catalog if c.name == name and c.token]
    assert cards, name
    return cards[0]
