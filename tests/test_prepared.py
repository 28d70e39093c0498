"""A game's start found once per rule book, table and decks (engine/prepared.py): the games made from
one prepared start play exactly as games made from a fresh one, and none of them changes it."""
from __future__ import annotations

import dataclasses
import json
import pickle

from altered.engine.decisions import RandomAgent
from altered.engine.game import Game
from altered.engine.prepared import prepared


def _game(book, decks, seed):
    game = Game(book, decks, [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)], seed=seed, log=True)
    game.play()
    return json.dumps(game.events, default=str), game.winner, game.day


def _fresh(decks):
    """The same decks as new deck lists (the same cards): a start of their own."""
    return [dataclasses.replace(d, cards=list(d.cards)) for d in decks]


def _contents(start):
    """What a game could change of a start, as bytes (the cards and programs by identity)."""
    return pickle.dumps((start.vars, start.opponent_order, [sorted(r) for r in start.rivals], start.names,
                         start.max_days, [(k, id(s), label) for k, s, label in start.zone_plan], start.sub_zone_name,
                         [id(c) for c in start.cards],
                         [None if hero is None else (id(hero[0]), id(hero[1])) for hero, _ in start.hands],
                         [[(id(c), id(p)) for c, p in cards] for _, cards in start.hands]))


def test_a_second_game_from_one_start_is_the_game_from_a_fresh_start(book, decks):
    """4.1: two games from one prepared start; the second is, event for event, the game a fresh start plays."""
    start = prepared(book, decks)
    before = _contents(start)
    _game(book, decks, 3)                                 # the first game from the start
    assert prepared(book, decks) is start
    second = _game(book, decks, 4)
    assert _contents(start) == before                    # nothing a game did changed the start
    again = _fresh(decks)
    assert prepared(book, again) is not start
    assert _game(book, again, 4) == second


def test_a_deck_list_edited_between_games_makes_a_new_start(book, decks):
    """A deck changed in place (another card) is not played as it was (1.1.3.b: the deck brought)."""
    mine = _fresh(decks)
    start = prepared(book, mine)
    mine[0].cards[0] = mine[1].cards[0]
    assert prepared(book, mine) is not start
    game = Game(book, mine, [RandomAgent(1), RandomAgent(2)], seed=1)
    game.setup()
    assert mine[1].cards[0] in [card for card, owner in game.cards if owner == 0]
