"""Whispers from the Maze texts whose limits a scenario cannot show (an ability that is not there to use), and
the two readings the set's scenarios found wrong, each played on a board: a sub-type filter naming several
("a Song or Artist", 2.2.2) matches any of them; the lines of "depending on the number of boosts removed this
way" all read the number removed (2.5.g), not a choice a line before them made.

The scenarios: tests/scenarios/wfm/2.5-gain-a-counter-when-then-spend-3-of-them.yaml,
2.5-if-i-have-5-or-more-counters-i-gain-an-ability.yaml and
2.5.g-nine-or-more-removed-the-expedition-facing-me-moves-backwards.yaml.
"""
from __future__ import annotations

from altered.effects.context import Ctx
from readings import effect


def _quick(game, p, words) -> list:
    return [q for o, q in game.runtime.quick_options(p) if words in q.text]


def test_2_5_h_spend_3_of_my_food_counters_needs_three(board5, catalog):
    """The Mess: "{T}, Spend 3 of my Food counters: [Resupply]." -- with 2 it can't be used, with 3 it can."""
    game = board5.game
    mess = board5.put(catalog.find("ALT_BISE_A_BR_63_C"), 0, "Landmark")
    game.actions.add_counters([mess], "Food", 2, Ctx(game, 0))
    assert not _quick(game, 0, "Spend 3 of my Food")
    game.actions.add_counters([mess], "Food", 1, Ctx(game, 0))
    assert _quick(game, 0, "Spend 3 of my Food")


def test_2_5_an_ability_gained_at_5_scrap_counters_is_not_there_at_4(board5, catalog):
    """Treyst & Rossum: "If I have 5 or more Scrap counters, I gain "{T} : Draw a card, then ..."" """
    game = board5.game
    hero = board5.put(catalog.find("WFM-002-H"), 0, "Hero")
    game.actions.add_counters([hero], "Scrap", 4, Ctx(game, 0))
    assert not _quick(game, 0, "Draw a card")
    game.actions.add_counters([hero], "Scrap", 1, Ctx(game, 0))
    assert _quick(game, 0, "Draw a card")


def test_2_2_2_a_sub_type_filter_naming_several_matches_each(board5, catalog):
    """The Stage (rare): "When you play a Song or Artist — I gain 1 Performance counter." An Artist and a Song
    played each add one; a Druid does not."""
    game = board5.game
    stage = board5.put(catalog.find("ALT_BISE_A_LY_63_R1"), 0, "Landmark")
    for name in ("Lyra Skald", "Mowgli"):                   # an Artist, then a Druid
        card = board5.put(name, 0, "Hand")
        for _ in range(2):
            board5.put("Ordis Trooper", 0, "Mana")
        [option] = [x for x in game.plays.playable(0) if x[0] is card and x[2] == "hero"]
        game.plays.play_card(0, *option)
        game.runtime.check_reactions()
    assert stage.counters.get("Performance", 0) == 1


def test_2_5_g_every_line_reads_the_number_removed():
    """Man in the Maze: the 9+ line follows a line that chooses a card to play; it tests the boosts removed,
    as the 1-4 and 5-8 lines do, not the number of cards that line chose."""
    steps = effect("{H} Remove all boosts from Characters in play and in Reserve. Then, depending on the number "
                   "of boosts removed this way: • 1-4: I gain 2 boosts. • 5-8: Play a card with Hand Cost {3} or "
                   "less for free. • 9+: The Expedition facing me moves backwards one region.")
    lines = [s["if"] for s in steps if "if" in s]
    assert len(lines) == 3
    counted = [str(line["and"][0]["gte"][0]) if "and" in line else str(line["gte"][0]) for line in lines]
    assert counted[0] == counted[1] == counted[2], lines
