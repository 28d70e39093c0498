"""The Adventure under the Comprehensive Rules v5.0 where its text changed from v3.0 (numbers here
are v5.0 ones): three distinct Tumult cards, and tiebreakers removing the regions from the game."""
from __future__ import annotations

from conftest import Board
from altered.simulation.layout import run_daily_effect

TERRAINS = {"forest", "mountain", "water"}


def tumult_cards(game):
    """The six halves between the end regions, paired back into the three cards they were dealt as."""
    regions = game.adventure_zone.objs
    return [[regions[i] for i in card] for card in game.vars["region_cards"]]


def test_1_3_1_a_three_distinct_face_down_tumult_cards_in_random_places_and_orientations(book5, catalog, decks):
    orders, orientations = set(), set()
    for seed in range(12):
        game = Board(book5, catalog, decks, seed=seed, clear=False).game
        regions = game.adventure_zone.objs
        assert (regions[0].name, regions[-1].name) == ("Hero Region", "Companion Region")   # the two ends
        cards = tumult_cards(game)
        assert [r for card in cards for r in card] == regions[1:-1]                        # between them
        singles = []
        for a, b in cards:
            assert a.face_down and b.face_down and a.name == b.name == "Tumult"
            ta, tb = set(a.card.subtypes), set(b.card.subtypes)
            assert ta | tb == TERRAINS and not ta & tb
            singles.append(next(iter(ta if len(ta) == 1 else tb)))
            orientations.add(len(ta) == 1)
        assert sorted(singles) == sorted(TERRAINS)                                         # distinct cards
        orders.add(tuple(singles))
    assert len(orders) >= 3 and orientations == {True, False}                              # random


def test_4_3_a_tiebreakers_remove_every_other_region_from_the_game(book5, catalog, decks):
    """Both players' Expeditions meet in the same Progress, so Check Victory starts tiebreakers: the
    markers all go on the Companion region card, turned face down (the Arena); the other regions leave
    the game: no zone holds them, no Discard pile receives them, and no move is made for them."""
    board = Board(book5, catalog, decks)
    game = board.game
    for m in game.markers:
        m.pos = 3 if m.sub == "hero" else 4                            # 6 regions travelled each
    for pos in (3, 4):
        game.adventure_zone.objs[pos].face_down = False
    board.put("Kappa", 0, "Expedition", sub="companion")               # player 1's companion moves: 7
    board.put("Kappa", 1, "Expedition", sub="hero")                    # player 2's hero moves: 7
    before = list(game.adventure_zone.objs)
    start = len(game.events)
    run_daily_effect(game, "Progress")
    run_daily_effect(game, "Check Victory")                              # 4.2.5.d (Night)
    assert game.vars["tiebreakers"] is True and game.winner is None
    [arena] = game.adventure_zone.objs
    assert arena.name == "Arena" and set(game.terrains_of(arena)) == TERRAINS
    assert all(game.region_of(m) is arena for m in game.markers)
    assert all(r.gone for r in before)                                  # removed from the game
    assert not any(r in z.objs for r in before for z in game.zones.values())
    assert game.objects("Discard", 0) == game.objects("Discard", 1) == []
    assert [e for e in game.events[start:] if e["e"] == "move" and e.get("to") == "Discard"] == []
