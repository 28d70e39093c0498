"""Keyword abilities (7.4): which cards bear them, and what they do that the card scenarios don't show."""
from __future__ import annotations

import collections
import pytest

pytestmark = pytest.mark.editions("3.0", "5.0")   # the rules these test say the same in v5.0

ALLOWED = {"Cooldown": {"Spell"}, "Defender": {"Character"}, "Eternal": {"Character"}, "Gigantic": {"Character"},
           "Seasoned": {"Character"}, "Tough": {"Character", "Permanent"},
           "Scout": {"Character"}}       # 7.4.5: first printed in Whispers from the Maze


def test_7_4_1_a_7_4_2_a_7_4_3_a_7_4_4_a_7_4_5_a_7_4_6_a_7_4_7_a_keywords_appear_on_the_types_the_rules_name(book, catalog):
    found = collections.defaultdict(set)
    for card in catalog:
        for keyword, _ in book.program(card).keywords:
            found[keyword].add(card.type)
    assert set(found) == set(ALLOWED)
    for keyword, types in found.items():
        assert types <= ALLOWED[keyword], keyword


def test_7_4_4_c_d_a_gigantic_character_is_played_into_one_expedition_and_triggers_once(board):
    """The Kraken ({J} Sacrifice two Characters) is played in one Expedition, as one object; its {J}
    triggers once though it is present in both: two of four other Characters are sacrificed, not four."""
    game = board.game
    board.put("The Kraken", 0, "Hand")
    for sub in ("hero", "hero", "companion", "companion"):
        board.put("Ordis Trooper", 0, "Expedition", sub=sub)
    for _ in range(12):
        board.put("Foundry Armorer", 0, "Mana")
    plays = [x for x in game.plays.playable(0) if x[0].name == "The Kraken"]
    assert {x[2] for x in plays} == {"hero", "companion"}                 # c: the player picks one Expedition
    game.plays.play_card(0, *next(x for x in plays if x[2] == "hero"))
    game.runtime.check_reactions()
    krakens = [o for o in game.objects("Expedition", 0) if o.name == "The Kraken"]
    assert len(krakens) == 1 and krakens[0].sub == "hero"
    assert len(game.objects("Discard", 0)) == 2                           # d: one {J}, two sacrifices
