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


def test_tensors_follow_their_layout_and_hold_nothing_the_player_may_not_see():
    """Observation and information-state tensors: the sizes the layout says; the viewer's own hand is in
    its tensor; dealing again what player 0 cannot see (the opponent's hand, the decks) leaves player 0's
    tensors unchanged, while player 1's observation tensor changes."""
    import random

    import numpy as np

    import altered.agents.openspiel  # noqa: F401
    game = pyspiel.load_game("altered", {"seed": 5, "deck1": "bravos", "deck2": "muna"})
    layout = game.layout
    assert game.observation_tensor_size() == layout.observation_size
    assert game.information_state_tensor_size() == layout.information_size > layout.observation_size
    names = [name for name, _, _ in layout.segments(information=True)]
    assert names[:6] == ["day", "phase", "first_player", "turn_player", "track", "markers"]
    assert names[-2:] == ["plays_seen", "history"] and "zone:Hand" in names
    state = game.new_initial_state()
    for _ in range(14):
        state.apply_action(state.legal_actions()[0])
    obs0, info0 = np.array(state.observation_tensor(0)), np.array(state.information_state_tensor(0))
    obs1 = np.array(state.observation_tensor(1))
    assert obs0.shape == (layout.observation_size,) and info0.shape == (layout.information_size,)
    assert not np.array_equal(obs0, obs1)
    assert np.array_equal(info0[:layout.observation_size], obs0)
    _, offset, shape = next(s for s in layout.segments() if s[0] == "zone:Hand")
    hand = obs0[offset:offset + int(np.prod(shape))].reshape(shape)
    assert hand[0, 0, 0] > 0 and hand[0, 0, 1:].sum() > 0          # its own hand, card by card
    assert hand[1, 0, 0] > 0 and hand[1, 0, 1:].sum() == 0         # the other's: only how many
    twin = game.new_initial_state(state.engine.resample_hidden(0, random.Random(1)))
    twin.choices, twin.plays = list(state.choices), state.plays
    assert np.array_equal(np.array(twin.observation_tensor(0)), obs0)
    assert np.array_equal(np.array(twin.information_state_tensor(0)), info0)
    assert not np.array_equal(np.array(twin.observation_tensor(1)), obs1)


def test_out_of_range_players_are_rejected():
    import altered.agents.openspiel  # noqa: F401
    game = pyspiel.load_game("altered", {"seed": 5})
    state = game.new_initial_state()
    for call in (state.observation_string, state.information_state_string, state.observation_tensor,
                 state.information_state_tensor):
        with pytest.raises(Exception) as e:
            call(2)
        assert "2" in str(e.value)
    with pytest.raises(ValueError, match="no player 2 in a game of 2"):
        state.engine.observation(2)
    with pytest.raises(ValueError, match="no player -1"):
        state.engine.observation(-1)


def test_an_openspiel_learning_algorithm_learns_from_a_few_games():
    """OpenSpiel's tabular Q-learning, through its RL environment (which reads the information-state
    tensors): three whole games of self-play, after which both learners hold values from the games' ends."""
    from open_spiel.python import rl_environment
    from open_spiel.python.algorithms import tabular_qlearner

    import altered.agents.openspiel  # noqa: F401
    game = pyspiel.load_game("altered", {"seed": 2, "deck1": "bravos", "deck2": "muna"})
    env = rl_environment.Environment(game)
    assert env.observation_spec()["info_state"] == (game.information_state_tensor_size(),)
    learners = [tabular_qlearner.QLearner(player_id=p, num_actions=env.action_spec()["num_actions"], step_size=0.5)
                for p in range(2)]
    outcomes = []
    for _ in range(3):
        step = env.reset()
        while not step.last():
            player = step.observations["current_player"]
            step = env.step([learners[player].step(step).action])
        for learner in learners:
            learner.step(step)
        outcomes.append(step.rewards)
    assert all(sorted(r) == [-1.0, 1.0] for r in outcomes)
    for learner in learners:
        assert any(v != 0 for q in learner._q_values.values() for v in q.values())
