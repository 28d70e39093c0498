"""Game concepts, zones and objects (sections 1-3 of the Comprehensive Rules v3.0), played on a board
laid out by hand or on the bundled decks' games."""
from __future__ import annotations


from altered.effects.context import Ctx
from altered.engine.game import Game
from altered.engine.decisions import FirstOptionAgent
import pytest

from altered.simulation.layout import card_locations, empty, run_daily_effect

pytestmark = pytest.mark.editions("3.0", "5.0")   # the rules these test say the same in v5.0


def _run(book, game, text, you=0, source=None):
    from altered.effects.compiler import Compiler
    from altered.loading.yamlio import load_text
    ctx = Ctx(game, you, source)
    Compiler(book, "effect.yaml").effect(load_text(text, "effect.yaml"))(ctx)
    return ctx


# -- 1.2: players, zones, costs, effects -------------------------------------------------------

@pytest.mark.editions("3.0")   # v5.0 1.2.1.d drops the Landmark zone: tests/test_rules_v5.py
def test_1_2_1_c_d_each_player_has_their_own_deck_and_personal_zones(board, book):
    game = board.game
    personal = [z for z, spec in book.zones.items() if spec.scope == "personal"]
    assert sorted(personal) == ["Deck", "Discard", "Hand", "Hero", "Landmark", "Mana", "Reserve"]
    a = board.put("Ordis Trooper", 0, "Deck")
    board.put("Ordis Trooper", 1, "Deck")
    for zone in personal:
        assert game.zones[(zone, 0)] is not game.zones[(zone, 1)]
    assert game.objects("Deck", 0)[0] is a and len(game.objects("Deck", 1)) == 1


def test_1_2_3_g_3_1_3_d_f_3_2_2_a_3_2_5_a_hidden_zones_show_only_their_size_to_the_other_player(board):
    game = board.game
    for name in ("Ordis Trooper", "Foundry Armorer"):
        board.put(name, 1, "Hand")
        board.put(name, 1, "Deck")
    seen = game.observation(0)
    assert seen.count("Hand", 1) == 2 and seen.cards("Hand", 1) == ()
    assert seen.count("Deck", 1) == 2 and seen.cards("Deck", 1) == ()
    assert [c.name for c in game.observation(1).cards("Hand", 1)] == ["Ordis Trooper", "Foundry Armorer"]


@pytest.mark.editions("3.0", "5.0")   # v5.0 states the rule in the same words
def test_3_1_3_a_3_2_3_a_3_2_6_a_3_2_7_a_3_2_10_a_visible_personal_zones_are_seen_by_both(board):
    game = board.game
    board.put("Foundry Armorer", 1, "Discard")
    board.put("Ordis Trooper", 1, "Reserve")
    board.put("Foundry Mechanic", 1, "Landmark")
    seen = game.observation(0)
    assert [c.name for c in seen.cards("Discard", 1)] == ["Foundry Armorer"]
    assert [c.name for c in seen.cards("Reserve", 1)] == ["Ordis Trooper"]
    assert [c.name for c in seen.cards("Landmark", 1)] == ["Foundry Mechanic"]
    assert seen.cards("Hero", 1) and seen.cards("Hero", 1)[0].name == game.objects("Hero", 1)[0].name


def test_3_2_4_a_e_3_2_8_a_shared_zones_show_every_object_and_its_expedition(board):
    game = board.game
    board.put("Ordis Trooper", 0, "Expedition", sub="hero")
    board.put("Foundry Armorer", 1, "Expedition", sub="companion")
    for viewer in (0, 1):
        seen = game.observation(viewer)
        assert [(c.name, c.sub) for c in seen.cards("Expedition", 0)] == [("Ordis Trooper", "hero")]
        assert [(c.name, c.sub) for c in seen.cards("Expedition", 1)] == [("Foundry Armorer", "companion")]
    assert game.zones[("Expedition", None)] is game.zones[("Expedition", None)]      # one for both


def test_3_1_1_b_3_2_4_c_zones_and_expeditions_exist_empty(board):
    game = board.game
    assert game.objects("Expedition", 0) == [] and game.objects("Reserve", 1) == []
    hero = next(m for m in game.markers if m.player == 0 and m.sub == "hero")
    board.put("Ordis Trooper", 1, "Expedition", sub="hero")
    run_daily_effect(game, "Progress")                       # an empty Expedition is still there, facing one
    assert hero.travelled == 0 and next(m for m in game.markers if m.player == 1 and m.sub == "hero").travelled == 1


def test_1_2_5_b_d_a_cost_is_never_forced_and_is_paid_in_one_go(board):
    """Playing is offered, never forced (the player may pass); its mana is paid as one step."""
    game = board.game
    board.put("Ordis Trooper", 0, "Hand")
    for _ in range(3):
        board.put("Foundry Armorer", 0, "Mana")
    assert any(o.name == "Ordis Trooper" for o, *_ in game.plays.playable(0))
    board.answer(0, "pass")
    game.vars["turn_player"] = 0
    game.flow.turn_action()
    assert [o.name for o in game.objects("Hand", 0)] == ["Ordis Trooper"]
    assert not any(game.has_status(o, "Exhausted") for o in game.objects("Mana", 0))


def test_1_2_6_d_e_f_optional_and_conditional_steps_and_an_impossible_part(board, book):
    game = board.game
    board.put("Ordis Trooper", 0, "Deck")
    board.answer(0, "no")
    ctx = _run(book, game, "- may: {do: [{move: {what: {zone: Deck, owner: you, top: 1}, to: Hand}}], as: done}\n"
                           "- if: {var: done}\n  then: [{set: {var: x, value: 1}}]\n"
                           "- move: {what: {zone: Reserve, owner: you}, to: Discard}\n"
                           "- move: {what: {zone: Deck, owner: you, top: 1}, to: Reserve}")
    assert ctx.vars["done"] is False and game.vars.get("x") is None                # declined; condition not met
    assert [o.name for o in game.objects("Reserve", 0)] == ["Ordis Trooper"]        # the rest happened


def test_1_2_4_d_abilities_work_in_play_supports_in_reserve_when_ready_costs_where_played_from(board, catalog):
    """The Spindle ("Characters you control are [Tough 2]") works from the Landmark zone, not from Reserve;
    Martengale's support ability ({D}: ...) only in Reserve and only ready; Amarok's "I cost {2} less to
    play in an Expedition with no Characters" in Hand and in Reserve, where it is played from."""
    game = board.game
    trooper = board.put("Ordis Trooper", 0, "Expedition", sub="hero")
    board.put(catalog.find("BTG-120-C"), 0, "Reserve")
    assert not game.has_keyword(trooper, "Tough")
    board.put(catalog.find("BTG-120-C"), 0, "Landmark")
    assert game.has_keyword(trooper, "Tough")

    def supports():
        return [(o.zone.spec.name, q.text) for o, q in game.runtime.quick_options(0) if q.support]
    board.put("Martengale", 0, "Expedition", sub="companion")
    assert supports() == []
    board.put("Martengale", 0, "Reserve", statuses=["Exhausted"])
    assert supports() == []
    board.put("Martengale", 0, "Reserve")
    assert supports() == [("Reserve", "{D} : The next card you play this turn costs {1} less.")]

    empty(game, "Expedition")
    board.put("Ordis Trooper", 0, "Expedition", sub="hero")
    for _ in range(5):
        board.put("Ordis Trooper", 0, "Mana")
    for zone in ("Hand", "Reserve"):
        amarok = board.put(catalog.find("TBF-027-C"), 0, zone)
        costs = {sub: cost for o, _, sub, cost in game.plays.playable(0) if o is amarok}
        assert costs == {"hero": 5, "companion": 3}, zone


# -- 1.1.6: numbers ------------------------------------------------------------------------------

def test_1_1_6_d_1_2_3_a_2_2_10_a_a_missing_statistic_counts_as_zero(board):
    spell = board.put("Hooked", 0, "Reserve")
    assert board.game.characteristic(spell, "forest") == 0


def test_1_1_7_d_a_die_has_six_faces_from_1_to_6(board):
    game = board.game
    results = {game.actions.roll(1, Ctx(game, 0)) for _ in range(200)}
    assert results == {1, 2, 3, 4, 5, 6}


# -- 2.1: objects -------------------------------------------------------------------------------

def test_2_1_a_every_object_is_in_exactly_one_zone_through_a_game(book, decks):
    game = Game(book, decks, [FirstOptionAgent(), FirstOptionAgent()], seed=5)
    game.play()
    places = card_locations(game, )
    assert all(len(zones) == 1 for zones in places.values())


def test_2_1_j_cards_in_hidden_zones_have_no_statuses_or_counters(board):
    game = board.game
    o = board.put("Ordis Trooper", 0, "Expedition", sub="hero", statuses=("Exhausted",), counters={"boost": 2})
    [card] = game.actions.move([o], "Hand", Ctx(game, 0))
    assert not game.has_status(card, "Exhausted") and card.counters.get("boost", 0) == 0
    game.actions.set_status([card], "Asleep", True, Ctx(game, 0))
    game.actions.add_counters([card], "Kelon", 1, Ctx(game, 0))
    assert not card.statuses and not card.counters


def test_2_5_a_d_f_g_counters_are_counted_by_name(board, book):
    game = board.game
    o = board.put("Ordis Trooper", 0, "Expedition", sub="hero")
    game.actions.add_counters([o], "Kelon", 3, Ctx(game, 0))
    game.actions.add_counters([o], "Kelon", 2, Ctx(game, 0))
    assert o.counters["Kelon"] == 5                                   # 2.5.f: X more than before
    game.actions.add_counters([o], "Kelon", -7, Ctx(game, 0))
    assert o.counters.get("Kelon", 0) == 0                            # 2.5.g: never below zero
    r = board.put("Foundry Armorer", 0, "Reserve")
    game.actions.add_counters([r], "boost", 1, Ctx(game, 0))
    assert r.counters["boost"] == 1                                   # 2.5.a: Reserve objects may have them


def test_1_1_3_c_d_taking_control_never_changes_the_owner(board, book):
    game = board.game
    theirs = board.put("Ordis Trooper", 1, "Expedition", sub="hero")
    from altered.loading.yamlio import load_text
    run = book.compiler.effect(load_text("- do: {Take Control: {what: {var: x}}}", "effect.yaml"))
    run(Ctx(game, 0, None, {"x": [theirs]}))
    [taken] = [o for o in game.objects("Expedition") if o.name == "Ordis Trooper"]
    assert taken.controller == 0 and taken.owner == 1
    run_daily_effect(game, "Rest")                               # back to its owner's Reserve
    assert [o.name for o in game.objects("Reserve", 1)] == ["Ordis Trooper"]


def test_2_1_c_a_moved_card_is_a_new_object_in_its_new_zone(board):
    game = board.game
    old = board.put("Ordis Trooper", 0, "Reserve")
    [new] = game.actions.move([old], "Discard", Ctx(game, 0))
    assert new is not old and old.gone and not new.gone
    assert game.objects("Discard", 0) == [new] and game.objects("Reserve", 0) == []
