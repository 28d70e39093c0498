"""Cards and their characteristics under the Comprehensive Rules v5.0 where its text changed from
v3.0 (numbers here are v5.0 ones): the exalted rarity among an object's characteristics, five-digit
unique version numbers, the Base Cost, and tokens, played under the 5.0 edition."""
from __future__ import annotations

import json

import pytest

from altered.loading.cards.catalog import load_catalog
from altered.loading.cards.decks import load_deck, read_deck
from altered.tools.sets.importer import import_set
from altered.effects.context import Ctx
from altered.loading.errors import DesignError
from altered.loading.paths import CARDS_DIR
from altered.loading.yamlio import load_text

from test_cards_decks import AXIOM, write_deck
from test_rules_v5_objects import run


EXALTED = """set: {code: VFV, name: Rules v5.0 keyword test cards}
cards:
  - ref: V5_EXALTED_SAGE
    version: VFV-090-E
    name: Exalted Sage
    faction: Lyra
    type: Character
    subtypes: [Mage]
    rarity: exalted
    hand_cost: 3
    reserve_cost: 2
    forest: 2
    mountain: 1
    water: 3
    text: "{J} Draw a card."
"""


def test_1_2_2_c_an_exalted_objects_characteristics(board5, tmp_path):
    """Every characteristic 1.2.2.c lists is read from an object in play, its rarity exalted among them."""
    path = tmp_path / "exalted.yaml"
    path.write_text(EXALTED, encoding="utf-8")
    [card] = list(load_catalog([path]))
    game = board5.game
    o = board5.put(card, 0, "Expedition", sub="hero")
    assert (game.type_of(o), o.card.subtypes, o.name) == ("Character", ("Mage",), "Exalted Sage")
    assert (o.card.rarity, o.card.version, o.card.faction) == ("exalted", "VFV-090-E", "Lyra")
    assert [game.characteristic(o, n) for n in ("hand_cost", "reserve_cost", "forest", "mountain", "water")] \
        == [3, 2, 2, 1, 3]
    assert len(o.prog.reactions) == 1                                            # its abilities
    [hero] = game.objects("Hero", 0)                                             # only Heroes have limits
    assert game.characteristic(hero, "reserve_limit") == 2 == game.characteristic(hero, "landmark_limit")


def _unique_record(number):
    return {"reference": f"ALT_TST_B_AX_05_U_{number}", "name": "Tester Five", "collectorNumber": f"TST-005-U-{number}-EN",
            "cardType": {"reference": "CHARACTER"}, "cardSubTypes": [], "mainFaction": {"reference": "AX"},
            "rarity": {"reference": "UNIQUE"}, "cardRulings": [], "cardSet": {"name": "Test Set"},
            "elements": {"MAIN_COST": "3", "RECALL_COST": "3", "FOREST_POWER": "2", "MOUNTAIN_POWER": "2",
                         "OCEAN_POWER": "2"}}


def test_2_2_6_a_a_unique_version_may_end_in_five_digits(tmp_path):
    """LLL-NNN-L(-NNNNN): a unique card numbered 12345 is imported with that version, and a deck list
    naming that version finds it (v3.0 wrote four digits)."""
    src = tmp_path / "set.json"
    src.write_text(json.dumps([_unique_record(12345), _unique_record(7)]), encoding="utf-8")
    import_set(src, tmp_path / "out")
    catalog = load_catalog(tmp_path / "out")
    assert sorted(c.version for c in catalog) == ["TST-005-U-12345", "TST-005-U-7"]
    deck = tmp_path / "deck.txt"
    deck.write_text("1 TST-005-U-12345\n", encoding="utf-8")
    got, problems = read_deck(deck, catalog)
    assert problems == [] and [c.version for c in got.cards] == ["TST-005-U-12345"]


def test_2_2_9_a_the_base_cost_is_a_number_for_every_object(board5):
    """Bravos Bladedancer costs 1 from Hand and 3 from Reserve: its Base Cost is one of those numbers
    wherever it is (2.2.9.b says which); a Hero, with no costs, has a Base Cost of 0 (2.2.f)."""
    game = board5.game
    placed = [(board5.put("Bravos Bladedancer", 0, "Hand"), 1),
              (board5.put("Bravos Bladedancer", 0, "Reserve"), 3),
              (board5.put("Bravos Bladedancer", 0, "Expedition", sub="hero"), 1),
              (board5.put("Bravos Bladedancer", 0, "Expedition", sub="companion", statuses=("Fleeting",)), 3),
              (game.objects("Hero", 0)[0], 0)]
    for o, expected in placed:
        value = game.characteristic(o, "base_cost")
        assert isinstance(value, int) and value == expected, (o, value)
    count = game.book.compiler.expr(load_text(
        "{count: {zone: Expedition, where: {lte: [{stat: base_cost, of: it}, 2]}}}", "v.yaml"))
    assert count(Ctx(game, 0)) == 1                                              # compared like any number


def test_1_1_7_b_a_token_is_owned_by_its_creator_and_is_never_a_deck_card(board5, tmp_path):
    game = board5.game
    [theirs] = [m for m in game.markers if m.player == 1 and m.sub == "hero"]
    run(board5, 0, "- create: {in: {var: m}, name: Ordis Recruit, stats: {forest: 1, mountain: 1, water: 1}}",
        m=[theirs])                                                                # player 1 creates it there
    [token] = game.objects("Expedition", 1)
    assert token.card.token and (token.owner, token.controller) == (0, 1)
    path = write_deck(tmp_path / "d.yaml", AXIOM + [(1, "Brassbug")])
    with pytest.raises(DesignError) as e:
        load_deck(path, load_catalog([CARDS_DIR / "btg"]), edition="5.0")
    assert "'Brassbug' (BTG-181-T) is a token" in str(e.value) and "rule 1.1.7.b)" in str(e.value)


def test_2_2_6_f_each_unique_card_has_a_different_version(tmp_path):
    """Two unique cards imported with the same five-digit version (v5.0 2.2.6.a) are refused when the
    set is loaded, at the second card's line; a different number is accepted."""
    twin = dict(_unique_record(12345), reference="ALT_TST_B_AX_05_U_12345_B", name="Tester Twin")
    src = tmp_path / "set.json"
    src.write_text(json.dumps([_unique_record(12345), twin]), encoding="utf-8")
    import_set(src, tmp_path / "out")
    with pytest.raises(DesignError, match=r"version TST-005-U-12345 is also the card at .*each unique card has its own version"):
        load_catalog(tmp_path / "out")
    src.write_text(json.dumps([_unique_record(12345), dict(twin, collectorNumber="TST-005-U-12346-EN")]),
                   encoding="utf-8")
    import_set(src, tmp_path / "out2")
    assert sorted(c.version for c in load_catalog(tmp_path / "out2")) == ["TST-005-U-12345", "TST-005-U-12346"]
