"""Stepping through a game decision by decision (OpenSpiel-like) gives the same games as agents do."""
from __future__ import annotations

import random

from altered.decisions import FirstOptionAgent, RandomAgent
from altered.game import Game
from altered.session import Session


def test_a_session_played_with_first_options_is_the_first_option_game(book, decks):
    s = Session(book, decks, seed=4, log=True)
    steps = 0
    while not s.is_terminal():
        assert s.legal_actions() and s.current_player() in (0, 1)
        s.apply(0)
        steps += 1
    game = Game(book, decks, [FirstOptionAgent(), FirstOptionAgent()], seed=4, log=True)
    game.play()
    assert s.game.events == game.events and steps == game.decisions
    assert sorted(s.returns()) == [-1, 1] and s.returns()[game.winner] == 1


def test_a_clone_replays_the_choices_and_then_goes_its_own_way(book, decks):
    rng = random.Random(3)
    s = Session(book, decks, seed=9)
    for _ in range(25):
        s.apply(rng.randrange(len(s.legal_actions())))
    twin = s.clone()
    assert twin.history == s.history and twin.legal_actions() == s.legal_actions()
    assert twin.observation(0) == s.observation(0)
    twin.apply(len(twin.legal_actions()) - 1)
    assert len(twin.history) == len(s.history) + 1
    s.close()
    twin.close()


def test_random_play_through_a_session_matches_a_random_agent(book, decks):
    agent = RandomAgent(11)
    s = Session(book, decks, seed=2)
    while not s.is_terminal():
        s.apply(agent.choose(s.game, s.decision))
    shared = RandomAgent(11)                 # the session used one generator for both seats
    game = Game(book, decks, [shared, shared], seed=2)
    assert game.play() == s.game.winner
