"""Every card of the set in play: seeded random games with decks that cycle through each faction's
cards (and its Heroes), checked for card conservation and a normal end.  A card whose abilities make
the engine fail shows up here, with the seed that plays it."""
from __future__ import annotations

from collections import defaultdict

from altered.engine.decisions import RandomAgent
from altered.engine.game import Game
from altered.simulation.layout import card_locations


class Deck:
    def __init__(self, name, hero, cards):
        self.name, self.hero, self.cards = name, hero, cards


def _pools(catalog):
    cards, heroes = defaultdict(list), defaultdict(list)
    for c in catalog:
        if c.token or c.type == "Mana Orb":
            continue
        (heroes if c.type == "Hero" else cards)[c.faction].append(c)
    return cards, heroes


def test_every_card_of_the_set_plays_in_seeded_random_games(book, catalog):
    book.prepare(catalog)
    cards, heroes = _pools(catalog)
    factions = sorted(heroes)
    seen = set()
    for seed in range(48):
        decks = []
        for side in range(2):
            faction = factions[(seed * 2 + side) % len(factions)]
            pool = cards[faction]
            start = (seed // 3) * 39                 # each faction comes every third game
            chosen = [pool[(start + i) % len(pool)] for i in range(39)]
            hero = heroes[faction][(seed // 3) % len(heroes[faction])]
            seen.update(c.ref for c in chosen + [hero])
            decks.append(Deck(f"{faction} {seed}", hero, chosen))
        game = Game(book, decks, [RandomAgent(2 * seed), RandomAgent(2 * seed + 1)], seed=seed)
        game.play()
        assert game.over, f"seed {seed}: the game did not end"
        bad = {no: where for no, where in card_locations(game, ).items() if len(where) != 1}
        assert not bad, f"seed {seed}: cards lost or duplicated: {bad}"
    every = {c.ref for f in cards for c in cards[f]} | {h.ref for f in heroes for h in heroes[f]}
    assert seen == every, f"{len(every - seen)} cards never dealt"
