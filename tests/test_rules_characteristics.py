"""Characteristics (2.2): types, sub-types, names, versions, costs, factions, statistics, abilities,
limits; checked on the bundled cards and on objects in a game."""
from __future__ import annotations

import re
import pytest

pytestmark = pytest.mark.editions("3.0", "5.0")   # the rules these test say the same in v5.0


CHARACTER_SUBTYPES = {"Adventurer", "Animal", "Apprentice", "Artist", "Bureaucrat", "Citizen", "Companion",
                      "Deity", "Dragon", "Druid", "Elemental", "Engineer", "Fairy", "Leviathan", "Mage",
                      "Messenger", "Noble", "Plant", "Robot", "Soldier", "Scholar", "Spirit", "Titan", "Trainer"}


def _cards(catalog):
    return [c for c in catalog if c.version.startswith("BTG-")]


def test_2_2_1_a_b_every_card_has_one_type_of_the_list(catalog):
    types = {"Character", "Emblem", "Hero", "Mana Orb", "Permanent", "Region", "Spell"}
    assert all(isinstance(c.type, str) and c.type in types for c in _cards(catalog))


def test_2_2_1_f_e_objects_in_mana_are_mana_orbs_and_regions_are_regions(board, book):
    game = board.game
    orb = board.put("Shenlong", 0, "Mana")
    assert game.type_of(orb) == "Mana Orb"
    assert {game.type_of(r) for r in game.adventure_zone.objs} == {book.region_type}


def test_2_2_2_a_b_c_d_e_g_sub_types_by_type(catalog):
    cards = _cards(catalog)
    assert all(not c.subtypes for c in cards if c.type == "Hero")                                    # b
    assert {s for c in cards if c.type == "Character" for s in c.subtypes} <= CHARACTER_SUBTYPES      # d
    assert {s for c in cards if c.type == "Permanent" for s in c.subtypes} <= {"Construction", "Gear", "Site"}  # e
    assert {s for c in cards if c.type == "Spell" for s in c.subtypes} <= {"Boon", "Conjuration", "Disruption",
                                                                           "Maneuver", "Song"}      # g
    assert any(len(c.subtypes) > 1 for c in cards)                                                   # c
    assert all(any(c.subtypes for c in cards if c.type == t) for t in ("Character", "Spell", "Permanent"))   # a


def test_2_2_2_f_k_l_region_terrains(board, book):
    game = board.game
    track = game.adventure_zone.objs
    assert set(book.statistics) == {"forest", "mountain", "water"}                    # f: the three terrains
    assert sorted(game.terrains_of(track[0])) == sorted(game.terrains_of(track[-1])) == ["forest", "mountain", "water"]
    assert all(game.terrains_of(r) == [] for r in track[1:-1])                        # k remark: face down
    track[1].face_down = False
    assert game.terrains_of(track[1]) == list(track[1].card.subtypes) and track[1].card.subtypes   # l


def test_2_2_2_j_the_created_token_has_the_sub_types_its_effect_gives(board):
    """The characteristics themselves: tests/scenarios/rules/2.2/2.2.2.j-a-token-is-what-its-effect-says.yaml."""
    game = board.game
    board.put("Ordis Cadets", 0, "Hand")
    for _ in range(3):
        board.put("Foundry Armorer", 0, "Mana")
    [play] = [x for x in game.playable(0) if x[0].name == "Ordis Cadets" and x[2] == "hero"]
    game.play_card(0, *play)
    game.check_reactions()
    [token] = [o for o in game.objects("Expedition", 0) if o.name == "Ordis Recruit"]
    assert token.card.subtypes == ("Soldier",) and token.card.token and token.card.faction is None


def test_2_2_6_a_b_c_d_version_codes(catalog):
    letters = {"common": "C", "rare": {"R", "F"}}
    for c in _cards(catalog):
        assert re.fullmatch(r"[A-Z]{3}-\d{3}-[A-Z](-\d{4})?", c.version), c.version       # a, c, e
        assert c.version[:3] == "BTG"                                                     # b: Beyond the Gates
        if c.rarity in letters:
            assert c.version.split("-")[2] in letters[c.rarity], c.version                # d


def test_2_2_5_a_2_2_9_a_b_rarity_and_faction(catalog):
    cards = _cards(catalog)
    assert {c.rarity for c in cards} <= {"common", "rare", "unique", None}
    assert {c.faction for c in cards} == {"Axiom", "Bravos", "Lyra", "Muna", "Ordis", "Yzmir", None}
    assert all(c.faction is None for c in cards if c.token or c.type == "Mana Orb")   # neutral


def test_2_2_9_d_tokens_and_emblems_have_no_faction(board, book):
    """Ordis Cadets (Ordis) creates an Ordis Recruit token; Chiron's {h} reaction waits as an emblem:
    neither takes the faction of the card that made it."""
    game = board.game
    board.put("Ordis Cadets", 0, "Hand")
    board.put("Chiron", 0, "Hand")
    board.put("Foundry Armorer", 0, "Expedition", sub="companion")
    for _ in range(8):
        board.put("Foundry Armorer", 0, "Mana")
    [play] = [x for x in game.playable(0) if x[0].name == "Ordis Cadets" and x[2] == "hero"]
    game.play_card(0, *play)
    game.check_reactions()
    [token] = [o for o in game.objects("Expedition", 0) if o.name == "Ordis Recruit"]
    [play] = [x for x in game.playable(0) if x[0].name == "Chiron" and x[2] == "hero"]
    game.play_card(0, *play)
    game.flush_events()
    [emblem] = game.objects(book.emblem_zone)
    assert board.card("Ordis Cadets").faction == "Ordis" and board.card("Chiron").faction is not None
    assert token.card.token and token.card.faction is None
    assert game.type_of(emblem) == "Emblem" and emblem.card.faction is None


def test_2_2_8_a_2_2_7_a_2_2_10_a_b_costs_and_statistics_are_whole_numbers(catalog, board):
    for c in _cards(catalog):
        if c.type in ("Character", "Spell", "Permanent"):
            assert isinstance(c.base["hand_cost"], int) and isinstance(c.base["reserve_cost"], int)
        if c.type == "Character":
            assert all(isinstance(c.base[s], int) for s in ("forest", "mountain", "water"))


def test_2_2_12_a_b_2_2_13_a_b_only_heroes_have_limits(catalog):
    for c in _cards(catalog):
        has = "reserve_limit" in c.base or "landmark_limit" in c.base
        assert has == (c.type == "Hero"), c
        if has:
            assert isinstance(c.base["reserve_limit"], int) and isinstance(c.base["landmark_limit"], int)


def test_2_2_3_a_b_every_permanent_has_a_zone_type(catalog):
    permanents = [c for c in _cards(catalog) if c.type == "Permanent"]
    assert permanents and all(c.zone_type in ("Expedition", "Landmark") for c in permanents)
    assert all(c.zone_type is None for c in _cards(catalog) if c.type != "Permanent")
