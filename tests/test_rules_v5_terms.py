"""Rules of section 7 (vocabulary) and 6.5 of the Comprehensive Rules v5.0 that are new or reworded
since the seeds, played under the 5.0 edition (numbers here are v5.0 ones)."""
from __future__ import annotations

from collections import Counter

import pytest

from altered.engine.decisions import FirstOptionAgent
from altered.effects.context import Ctx
from altered.engine.flow import GameOver
from altered.loading.yamlio import load_text
from altered.simulation.layout import empty, run_phase




def _run(book, game, text, you=0, **bound):
    ctx = Ctx(game, you, None, bound)
    book.compiler.effect(load_text(text, "effect.yaml"))(ctx)
    return ctx


def _marker(game, player, sub):
    return next(m for m in game.markers if m.player == player and m.sub == sub)


@pytest.mark.parametrize("travelled, by, after", [(2, -5, 0), (1, -2, 0), (3, -1, 2)])
def test_7_3_24_c_moving_backwards_too_far_stops_at_the_region_of_origin(board5, book5, travelled, by, after):
    game = board5.game
    m = _marker(game, 0, "hero")
    m.pos = m.start + m.step * travelled
    _run(book5, game, f"- advance: {{marker: {{var: m}}, by: {by}}}", m=m)
    assert m.travelled == after
    o = _marker(game, 1, "companion")       # the companion Expedition goes back toward the Companion Region
    o.pos = o.start + o.step * travelled
    _run(book5, game, f"- advance: {{marker: {{var: m}}, by: {by}}}", m=o)
    assert o.travelled == after and o.pos == o.start + o.step * after


@pytest.mark.parametrize("travelled, by, after", [(5, 4, 7), (0, 9, 7), (6, 1, 7), (2, 3, 5)])
def test_7_3_25_d_moving_forward_too_far_stops_at_the_region_opposite_the_origin(board5, book5, travelled, by, after):
    game = board5.game
    far = game.track_length - 1                         # the region opposite the region of origin
    assert far == 7
    for player, sub in ((0, "hero"), (1, "companion")):
        m = _marker(game, player, sub)
        m.pos = m.start + m.step * travelled
        try:
            _run(book5, game, f"- advance: {{marker: {{var: m}}, by: {by}}}", m=m)
        except GameOver:                                # reaching the far end wins the game (1.3.3.b)
            pass
        assert m.travelled == after
        assert 0 <= m.pos <= far
        m.pos = m.start


def test_7_3_40_c_control_is_taken_only_of_objects_in_the_expedition_or_landmark_zone(board5, book5):
    game = board5.game
    in_reserve = board5.put("Ordis Trooper", 1, "Reserve")
    in_hand = board5.put("Foundry Armorer", 1, "Hand")
    in_play = board5.put("Axiom Salvager", 1, "Expedition", sub="hero")
    board5.answer(0, "companion")
    _run(book5, game, "- do: {Take Control: {what: {var: x}}}", x=[in_reserve, in_hand, in_play])
    assert game.objects("Reserve", 1) == [in_reserve] and in_reserve.controller == 1
    assert game.objects("Hand", 1) == [in_hand] and in_hand.controller == 1
    [taken] = [o for o in game.objects("Expedition") if o.name == "Axiom Salvager"]
    assert taken.controller == 0 and taken.owner == 1 and taken.sub == "companion"


def test_7_5_5_a_b_a_player_controls_the_objects_of_their_expeditions_landmarks_and_hero_zone(board5, book5, catalog):
    game = board5.game
    board5.put("Ordis Trooper", 0, "Expedition", sub="hero")
    board5.put("Foundry Armorer", 0, "Reserve")
    board5.put("Axiom Salvager", 0, "Hand")
    board5.put("Kappa", 0, "Discard")
    board5.put(catalog.find("BTG-024-R"), 0, "Landmark")
    board5.put("Foundry Mechanic", 1, "Expedition", sub="hero")
    controlled = book5.compiler.selector(load_text("{controller: you}", "s.yaml"))(Ctx(game, 0))
    zones = sorted({o.zone.name for o in controlled})
    assert zones == ["Expedition", "Hero", "Landmark"]                     # a: not Reserve, Hand, Discard
    assert sorted(o.name for o in controlled if o.zone.name != "Hero") == ["Kelon Cylinder", "Ordis Trooper"]
    theirs = book5.compiler.selector(load_text("{controller: you}", "s.yaml"))(Ctx(game, 1))
    assert "Foundry Mechanic" in [o.name for o in theirs] and "Ordis Trooper" not in [o.name for o in theirs]


def test_7_5_5_c_a_player_controls_the_abilities_of_what_they_control_and_their_effects(board5, book5):
    """Aloe Vera ("At Noon — [Resupply]") taken from player 2: at Noon player 1 resupplies."""
    game = board5.game
    aloe = board5.put("Aloe Vera", 1, "Expedition", sub="hero")
    board5.put("Ordis Trooper", 0, "Deck")
    board5.put("Foundry Armorer", 1, "Deck")
    board5.answer(0, "hero")
    _run(book5, game, "- do: {Take Control: {what: {var: x}}}", x=[aloe])
    game.phase = "Noon"
    start = len(game.events)
    run_phase(game, "Noon")
    assert [e["player"] for e in game.events[start:] if e["e"] == "reaction" and e["card"] == "Aloe Vera"] == [0]
    assert [o.name for o in game.objects("Reserve", 0)] == ["Ordis Trooper"]
    assert game.objects("Reserve", 1) == [] and [o.name for o in game.objects("Deck", 1)] == ["Foundry Armorer"]


def test_7_5_8_a_an_expedition_is_in_the_region_its_counter_is_on(board5, book5):
    game = board5.game
    m = _marker(game, 0, "hero")
    track = game.adventure_zone.objs
    region_of = book5.compiler.expr(load_text("{region_of: {var: m}}", "v.yaml"))
    for travelled in range(len(track)):
        m.pos = m.start + m.step * travelled
        assert region_of(Ctx(game, 0, None, {"m": m})) is track[m.pos]
    first = track[0]
    m.pos = 0
    for t in game.terrains_of(first):                   # and so in the terrains of that region (7.5.8.b)
        assert book5.compiler.expr(load_text(f"{{in_terrain: {{marker: {{var: m}}, terrain: {t}}}}}", "v.yaml"))(
            Ctx(game, 0, None, {"m": m}))


class _Refuses(FirstOptionAgent):
    """An agent that fails the test if it is asked anything."""

    def choose(self, observation, decision):
        raise AssertionError(f"a player was asked: {decision.prompt}")


def test_6_5_j_a_random_choice_gives_each_outcome_the_same_chance_and_no_player_picks(board5, book5):
    game = board5.game
    names = ("Ordis Trooper", "Foundry Armorer", "Axiom Salvager")
    game.players[0].agent = game.players[1].agent = _Refuses()
    effect = book5.compiler.effect(load_text(
        "- choose: {from: {zone: Reserve, owner: you}, random: true, as: x}\n"
        "- move: {what: {var: x}, to: Hand}", "e.yaml"))
    seen = Counter()
    n = 900
    for _ in range(n):
        for name in names:
            board5.put(name, 0, "Reserve")
        effect(Ctx(game, 0))
        [picked] = game.objects("Hand", 0)
        seen[picked.name] += 1
        empty(game, "Hand")
        empty(game, "Reserve")
    assert set(seen) == set(names)
    assert all(abs(seen[x] - n / 3) < 75 for x in names), seen        # about 5 standard deviations
    assert [e for e in game.events if e["e"] == "pick"]


@pytest.mark.parametrize("refill, reserve, discard", [("yes", 3, 0), ("no", 1, 2)])
def test_7_3_31_b_resupplying_more_cards_than_the_deck_holds_in_the_morning(board5, book5, refill, reserve, discard):
    """Resupply 3 with one card in the Deck during Morning: that card, then the player decides to
    shuffle their Discard pile in for the other two (or not)."""
    game = board5.game
    game.phase = "Morning"
    board5.put("Ordis Trooper", 0, "Deck")
    for name in ("Foundry Armorer", "Axiom Salvager"):
        board5.put(name, 0, "Discard")
    board5.answer(0, refill)
    _run(book5, game, "- do: {Resupply: {count: 3}}")
    assert len(game.objects("Reserve", 0)) == reserve and len(game.objects("Discard", 0)) == discard
    assert "Ordis Trooper" in [o.name for o in game.objects("Reserve", 0)]
    assert game.objects("Deck", 0) == []
    assert [e for e in game.events if e["e"] == "choice" and e.get("about") == "may"]


def test_7_3_9_b_draw_a_card_draws_one(board5, book5):
    game = board5.game
    for name in ("Ordis Trooper", "Foundry Armorer"):
        board5.put(name, 0, "Deck")
    _run(book5, game, "- do: Draw")
    assert len(game.objects("Hand", 0)) == 1 and len(game.objects("Deck", 0)) == 1


def test_7_3_21_b_7_3_28_b_losing_a_status_not_had_and_readying_what_is_ready_do_nothing(board5, book5):
    game = board5.game
    o = board5.put("Ordis Trooper", 0, "Expedition", sub="hero")
    start = len(game.events)
    _run(book5, game, "- lose: {what: {var: x}, status: Anchored}", x=[o])        # 7.3.21.b
    _run(book5, game, "- do: {Ready: {what: {var: x}}}", x=[o])                   # 7.3.28.b
    assert not [e for e in game.events[start:] if e["e"] == "lose"]
    _run(book5, game, "- do: {Exhaust: {what: {var: x}}}", x=[o])
    _run(book5, game, "- do: {Ready: {what: {var: x}}}", x=[o])
    assert [e["status"] for e in game.events[start:] if e["e"] == "lose"] == ["Exhausted"]


def test_7_5_2_d_during_tiebreakers_all_expeditions_are_tied(board5, book5):
    game = board5.game
    m0, m1 = _marker(game, 0, "hero"), _marker(game, 1, "hero")
    m0.pos = m0.start + m0.step * 3
    tied = book5.compiler.expr(load_text("{position: {of: {var: m}, is: tied}}", "v.yaml"))
    assert not tied(Ctx(game, 0, None, {"m": [m0]}))
    game.actions.start_arena()                                   # 4.3.a: every Expedition in the Arena
    game.vars["tiebreakers"] = True
    assert tied(Ctx(game, 0, None, {"m": [m0]})) and tied(Ctx(game, 1, None, {"m": [m1]}))
