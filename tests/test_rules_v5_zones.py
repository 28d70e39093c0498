"""Zones and objects under the Comprehensive Rules v5.0 where v3.0 says otherwise (numbers here are
v5.0 ones): the Landmark zone is shared, each player's part of it being their Landmarks; an object
may lack characteristics."""
from __future__ import annotations

import pytest

from altered.effects.context import Ctx
from altered.simulation.layout import empty


# the personal zones v5.0 lists (1.2.3.f, remark under 3.1.2.b); the Landmark zone is no longer one
PERSONAL_V5 = ["Deck", "Discard", "Hand", "Hero", "Mana", "Reserve"]



def test_3_1_2_b_c_a_card_goes_to_its_owners_personal_zone_but_to_the_movers_landmarks(board5):
    """3.1.2.c sends a card moving to another player's personal zone to its owner's; the Landmarks are
    parts of a shared zone (1.2.3.d, 3.2.7.b), so a card put there joins the mover's part."""
    game = board5.game
    personal = []
    for zone in ("Deck", "Discard", "Hand", "Mana", "Reserve", "Landmark"):
        theirs = board5.put("Kappa", 1, "Expedition", sub="hero")
        theirs.controller = 0                       # player 1 (index 0) controls player 2's card
        [new] = game.actions.move([theirs], zone, Ctx(game, 0))
        assert new.owner == 1
        if new in game.objects(zone, 1):
            personal.append(zone)
        else:                                       # player 1's part of the one Landmark zone
            assert new in game.objects(zone, 0) and new.controller == 0
        empty(game, zone)
    assert personal == [z for z in PERSONAL_V5 if z != "Hero"]    # a Hero zone takes no card but a Hero
    assert [o.name for o in game.objects("Landmark", 0)] == [] and game.objects("Landmark", 1) == []


def test_1_2_3_d_3_2_7_b_each_players_landmarks_hold_what_they_control(board5, book5):
    """A Landmark of player 2 that player 1 takes control of moves to player 1's Landmarks without
    changing zones (7.3.40.b): the same object; player 1 now counts it among the Landmarks they control."""
    game = board5.game
    shard = board5.put("Aether Shard", 1, "Landmark")
    board5.put("Foundry Mechanic", 0, "Landmark")
    book5.compiler.effect([{"do": {"Take Control": {"what": {"var": "x"}}}}])(Ctx(game, 0, None, {"x": [shard]}))
    assert not shard.gone and shard.owner == 1 and shard.controller == 0
    assert sorted(o.name for o in game.objects("Landmark", 0)) == ["Aether Shard", "Foundry Mechanic"]
    assert game.objects("Landmark", 1) == []
    count = book5.compiler.expr({"count": {"zone": "Landmark", "controller": "you"}})
    assert count(Ctx(game, 0)) == 2 and count(Ctx(game, 1)) == 0


def test_1_2_2_d_2_2_c_f_an_object_may_lack_characteristics(board5):
    """A Spell has no statistics, a Hero no rarity, a token no faction nor rarity: what is missing reads
    as zero or nothing (2.2.f, 1.1.6.d)."""
    game = board5.game
    spell = board5.put("Hooked", 0, "Reserve")
    assert "forest" not in spell.card.base and game.characteristic(spell, "forest") == 0
    hero = game.objects("Hero", 0)[0]
    assert hero.card.rarity is None and "hand_cost" not in hero.card.base
    assert game.characteristic(hero, "hand_cost") == 0
    token_card = board5.card("Brassbug")
    assert token_card.token and token_card.faction is None and token_card.rarity is None


def test_1_2_3_e_3_1_2_a_3_2_7_a_the_landmark_zone_is_shared_and_visible(board5, book5):
    """Four shared zones in v5.0 (v3.0: three, the Landmark zone being personal): the engine keeps each
    player's Landmarks as a part of the one zone, which a card joins on the mover's side; everyone sees
    them all (3.1.3.b)."""
    shared = sorted(z for z, s in book5.zones.items() if s.scope == "shared" or s.joins == "mover")
    assert shared == ["Adventure", "Expedition", "Landmark", "Limbo"]
    assert sorted(z for z in book5.zones if z not in shared) == PERSONAL_V5
    game = board5.game
    mine = board5.put("Aether Shard", 0, "Landmark")
    theirs = board5.put("Kappa", 1, "Expedition", sub="hero")
    theirs.controller = 0
    [moved] = game.actions.move([theirs], "Landmark", Ctx(game, 0))
    for viewer in (0, 1):
        seen = game.observation(viewer)
        assert [c.name for c in seen.cards("Landmark", 0)] == [mine.name, moved.name]
        assert seen.cards("Landmark", 1) == ()


def test_2_2_2_d_e_the_sub_types_v5_adds(board5, book5, book):
    """Rogue (a Character sub-type) and Ore (a Permanent one) are words of the 5.0 card texts: a token
    of sub-type Ore is created, and "target Rogue" finds only the Rogue; the base rules know neither."""
    from altered.cardtext import parse_abilities
    from altered.loading.errors import DesignError
    text = "{J} Create an [Ore Vein 0/0/0] Ore Permanent token in my Expedition."
    [ability] = parse_abilities(text, parser=book5.card_parser())
    assert ability["reaction"]["effect"][0]["create"]["subtypes"] == ["Ore"]
    with pytest.raises(DesignError, match="Ore"):
        parse_abilities(text, parser=book.card_parser())
    game = board5.game
    [step] = ability["reaction"]["effect"]
    source = board5.put("Kappa", 0, "Expedition", sub="hero")
    book5.compiler.effect([step])(Ctx(game, 0, source))
    [vein] = [o for o in game.objects("Expedition", 0) if o.name == "Ore Vein"]
    assert vein.card.subtypes == ("Ore",) and vein.card.type == "Permanent"
    rogue = parse_abilities("{J} Target Rogue gains 1 boost.", parser=book5.card_parser())[0]
    assert rogue["reaction"]["effect"][0]["choose"]["from"] == {"subtype": "Rogue"}
