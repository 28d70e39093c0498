"""A new card, written in the set's style but printed on no card, is read and played (issue: card text).

The card file is written here, loaded next to the bundled sets, and the card played through the engine.
"""
from __future__ import annotations

from altered.loading.cards.catalog import load_catalog
from altered.loading.paths import CARDS_DIR
from altered.simulation.layout import put

NEW_SET = """\
set: {code: TST, name: Test set}
cards:
  - ref: TST_1
    version: TST-001-C
    name: Tidecaller Envoy
    faction: Lyra
    type: Character
    subtypes: [Messenger]
    rarity: common
    hand_cost: 2
    reserve_cost: 2
    forest: 1
    mountain: 1
    water: 2
    text: "{H} Target opponent discards a card from their hand.  {R} Create two [Ordis Recruit 1/1/1] Soldier tokens in your Companion Expedition."
"""




def test_a_new_card_text_parses_and_plays_from_hand(tmp_path, board):
    path = tmp_path / "test-set.yaml"
    path.write_text(NEW_SET)
    catalog = load_catalog([CARDS_DIR / "btg", path])
    card = catalog.find("Tidecaller Envoy")
    game = board.game
    assert not game.book.program(card).unsupported
    envoy = put(game, card, 0, "Hand")
    for _ in range(2):
        put(game, board.card("Ordis Trooper"), 0, "Mana")
    put(game, board.card("Kappa"), 1, "Hand")
    [option] = [x for x in game.plays.playable(0) if x[0] is envoy and x[2] == "hero"]
    game.plays.play_card(0, *option)
    game.runtime.check_reactions()
    # {H}: the opponent discarded the card in their hand; {R} did not trigger from Hand
    assert [o.name for o in game.objects("Discard", 1)] == ["Kappa"]
    assert not [o for o in game.objects("Expedition", 0) if o.card.token]


def test_a_new_card_text_plays_from_reserve(tmp_path, board):
    path = tmp_path / "test-set.yaml"
    path.write_text(NEW_SET)
    card = load_catalog([CARDS_DIR / "btg", path]).find("Tidecaller Envoy")
    game = board.game
    envoy = put(game, card, 0, "Reserve")
    for _ in range(2):
        put(game, board.card("Ordis Trooper"), 0, "Mana")
    [option] = [x for x in game.plays.playable(0) if x[0] is envoy and x[2] == "hero"]
    game.plays.play_card(0, *option)
    game.runtime.check_reactions()
    tokens = [o for o in game.objects("Expedition", 0) if o.card.token]
    assert [(t.name, t.sub, game.characteristic(t, "water")) for t in tokens] == [("Ordis Recruit", "companion", 1)] * 2
    assert game.has_status(game.objects("Expedition", 0, sub="hero")[0], "Fleeting")   # 5.2.1.b
