"""The OpenSpiel adapter (altered.agents.openspiel, an optional extra): registered as ``altered``, it passes
OpenSpiel's own random simulation test, and its MCTS bot plays through it."""
from __future__ import annotations

import pytest

pyspiel = pytest.importorskip("pyspiel")


def test_random_sim_test_passes():
    import altered.agents.openspiel  # noqa: F401  (registers the game)
    game = pyspiel.load_game("altered", {"seed": 3})
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)


def test_states_clone_without_replay_and_serialize_with_it():
    import altered.agents.openspiel  # noqa: F401
    game = pyspiel.load_game("altered", {"seed": 5})
    state = game.new_initial_state()
    for _ in range(12):
        state.apply_action(state.legal_actions()[-1])
    twin = state.clone()
    assert twin.engine is not state.engine and str(twin) == str(state)
    twin.apply_action(twin.legal_actions()[0])
    assert twin.history() != state.history() and len(state.history()) == 12
    back = game.deserialize_state(state.serialize())
    assert back.history() == state.history() and str(back) == str(state)


def test_observation_and_information_state_strings_hide_the_opponents_hand():
    import altered.agents.openspiel  # noqa: F401
    game = pyspiel.load_game("altered", {"seed": 5})
    state = game.new_initial_state()
    for _ in range(6):
        state.apply_action(state.legal_actions()[0])
    hand1 = [o.card.name for o in state.engine.zones[("Hand", 1)].objs]
    mine = {c.name for c in [state.engine.decks[0].hero, *state.engine.decks[0].cards]}
    secret = [n for n in hand1 if n not in mine]
    assert secret
    for text in (state.observation_string(0), state.information_state_string(0)):
        assert not any(n in text for n in secret)
    assert all(n in state.observation_string(1) for n in hand1)
    assert state.information_state_string(0).startswith(state.observation_string(0))


def test_the_mcts_agent_plays_a_whole_game(book, decks):
    from altered.engine.game import Game
    from altered.agents.greedy import GreedyAgent
    from altered.agents.openspiel import MCTSAgent
    game = Game(book, decks, [MCTSAgent(1, simulations=10), GreedyAgent(1)], seed=2, max_days=3)
    game.play()
    assert game.is_terminal()
