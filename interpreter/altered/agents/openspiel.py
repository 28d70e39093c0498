"""Altered as an OpenSpiel game (the optional ``open-spiel`` package): ``import altered.agents.openspiel``
registers it with pyspiel under the short name ``altered``.

>>> import pyspiel, altered.agents.openspiel
>>> game = pyspiel.load_game("altered", {"seed": 3, "deck1": "bravos", "deck2": "muna"})
>>> state = game.new_initial_state()
>>> actions, seen, tensor = state.legal_actions(), state.observation_string(0), state.observation_tensor(0)
>>> len(actions) > 0
True

Parameters: ``seed``, ``max_days``, ``deck1`` and ``deck2`` (a deck file or a bundled deck's name; Axiom
and Bravos by default), ``variants`` (names or files, comma-separated).

Each OpenSpiel action is an index into the labels of the decision waiting (``Game.decision``).
Chance is inside the engine, drawn from the generator the ``seed`` parameter starts: for OpenSpiel
the game is DETERMINISTIC (a seed fixes every shuffle and die) and of imperfect information.  Observation
strings are the player's Observation; information state strings add the choices that player has seen made
(its own, and the others' unless secret). Observation and information-state tensors: tensors.py (their
layout, ``game.layout.segments()``; OpenSpiel's ``observation_tensor``, ``information_state_tensor``).

``MCTSAgent`` plays with OpenSpiel's MCTS bot on states drawn consistently with its observation
(determinizations), evaluating leaves with the greedy agent's evaluation: ``--agents mcts,greedy``.
"""
from __future__ import annotations

import random

import numpy as np
import pyspiel
from open_spiel.python.algorithms import mcts

from .greedy import GreedyAgent
from .tensors import Layout, views_of

MAX_ACTIONS = 512            # no decision of the bundled rules comes near (a turn has about 2 per card)
_PARAMS = {"seed": 0, "max_days": 60, "deck1": "", "deck2": "", "variants": ""}

_GAME_TYPE = pyspiel.GameType(
    short_name="altered",
    long_name="Altered TCG (rules-as-data engine)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=2,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=True,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=_PARAMS)

_loaded: dict = {}


def _setup(params):
    """The rule book and decks for these parameters, loaded once per process."""
    key = (params["deck1"], params["deck2"], params["variants"])
    if key not in _loaded:
        from ..loading.cards.catalog import load_catalog
        from ..loading.cards.decks import deck_path, load_deck
        from ..rulebook import load_rulebook
        book = load_rulebook(variants=[v for v in params["variants"].split(",") if v])
        catalog = _loaded.get("catalog")
        if catalog is None:
            catalog = _loaded["catalog"] = load_catalog()
        book.prepare(catalog)
        files = [deck_path(params["deck1"] or "axiom"), deck_path(params["deck2"] or "bravos")]
        _loaded[key] = (book, [load_deck(f, catalog) for f in files])
    return _loaded[key]


class AlteredGame(pyspiel.Game):
    def __init__(self, params=None):
        self.params = dict(_PARAMS, **(params or {}))
        super().__init__(_GAME_TYPE, pyspiel.GameInfo(
            num_distinct_actions=MAX_ACTIONS, max_chance_outcomes=0, num_players=2, min_utility=-1.0,
            max_utility=1.0, utility_sum=0.0, max_game_length=100 * int(self.params["max_days"])),
            self.params)
        self.book, self.decks = _setup(self.params)
        first = self.new_initial_state().engine
        names = sorted({c.name for d in self.decks for c in [*([d.hero] if d.hero else []), *d.cards]})
        self.layout = Layout(self.book, 2, len(first.observation(0).track), names, first.max_days)

    def new_initial_state(self, engine_state=None):
        """The game of the ``seed`` parameter (a copy of its first decision, set up once), or a wrapper
        around an engine state (``Game`` in state mode)."""
        if engine_state is None:
            start = self.__dict__.get("_start")
            if start is None:
                from ..engine.session import new_state
                start = self.__dict__["_start"] = new_state(self.book, self.decks, seed=int(self.params["seed"]),
                                                             max_days=int(self.params["max_days"]))
            engine_state = start.copy()
        return AlteredState(self, engine_state)

    def make_py_observer(self, iig_obs_type=None, params=None):
        return AlteredObserver(iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False), self.layout)


class _Engine:
    """The engine state of an AlteredState, pickled as the game's parameters and the answers given
    (OpenSpiel serializes a Python state by pickling its attributes): unpickling replays them."""
    __slots__ = ("state", "params", "answers")

    def __init__(self, state, params, answers):
        self.state, self.params, self.answers = state, params, answers

    def __reduce__(self):
        return _replayed, (self.params, list(self.answers))

    def __deepcopy__(self, memo):
        """What OpenSpiel's clone() does to a Python state's attributes: the engine's copy, no replay."""
        return _Engine(self.state.copy(), self.params, list(self.answers))


def _replayed(params, answers):
    from ..engine.session import new_state
    book, decks = _setup(dict(_PARAMS, **params))
    state = new_state(book, decks, seed=int(params["seed"]), history=answers, max_days=int(params["max_days"]))
    return _Engine(state, params, answers)


class AlteredState(pyspiel.State):
    def __init__(self, game, engine_state, history=None, answers=None):
        super().__init__(game)
        self._engine = _Engine(engine_state, dict(game.params), answers or [])
        self.seen = history if history is not None else [[] for _ in range(2)]   # per player: choices seen
        self.choices: list = []                  # (who, kind, index, options, secret) of every choice made
        self.plays: list = [{} for _ in range(2)]    # per player, card name -> plays (public)

    @property
    def engine(self):
        return self._engine.state

    def current_player(self):
        if self.engine.is_terminal():
            return pyspiel.PlayerId.TERMINAL
        return self.engine.current_player()

    def _legal_actions(self, player):
        n = len(self.engine.decision.labels)
        if n > MAX_ACTIONS:
            raise ValueError(f"a decision with {n} options: more than the {MAX_ACTIONS} actions declared")
        return list(range(n))

    def _apply_action(self, action):
        d = self.engine.decision
        label = d.labels[action]
        for p in range(2):
            shown = label if p == d.player or not d.secret else "a hidden choice"
            self.seen[p].append(f"P{d.player + 1} {d.kind} '{d.prompt}': {shown}")
        self.choices.append((d.player, d.kind, int(action), d.count, bool(d.secret)))
        fact = d.facts[action] if d.facts else ()
        if fact and fact[0] == "play":                  # a card played is shown to all (5.1.2)
            self.plays[d.player][fact[1].name] = self.plays[d.player].get(fact[1].name, 0) + 1
        self.engine.apply(action)
        self._engine.answers.append(int(action))

    def _action_to_string(self, player, action):
        d = self.engine.decision
        label = d.labels[action] if d is not None and action < len(d.labels) else "?"
        return f"{action}: {label}"            # two copies of a card read alike: the index tells them apart

    def is_terminal(self):
        return self.engine.is_terminal()

    def returns(self):
        return [float(x) for x in self.engine.returns()]

    def __str__(self):
        return str(self.engine)


class AlteredObserver:
    """The player's Observation as a string and a tensor (tensors.py), plus for perfect recall
    (information states) the choices it has seen made."""

    def __init__(self, iig_obs_type, layout):
        self.recall = iig_obs_type.perfect_recall
        self.layout = layout
        segments = layout.segments(information=self.recall)
        name, offset, shape = segments[-1]
        self.tensor = np.zeros(offset + int(np.prod(shape)), np.float32)
        self.dict = views_of(self.tensor, segments)

    def set_from(self, state, player):
        _check_player(player)
        self.tensor.fill(0)
        self.layout.fill(self.dict, state.engine.observation(player), player)
        if self.recall:
            seen = [c if c[0] == player or not c[4] else (c[0], c[1], 0, c[3], True) for c in state.choices]
            self.layout.fill_history(self.dict, player, state.plays, seen)

    def string_from(self, state, player):
        _check_player(player)
        text = str(state.engine.observation(player))
        if self.recall:
            text += "\n" + "\n".join(state.seen[player])
        return text


def _check_player(player) -> None:
    if not isinstance(player, (int, np.integer)) or not 0 <= player < 2:
        raise ValueError(f"no player {player} in a game of 2 (players are 0 and 1)")


pyspiel.register_game(_GAME_TYPE, AlteredGame)


class _Evaluation(mcts.Evaluator):
    """Leaves scored by the greedy agent's evaluation, squashed into (-1, 1); uniform priors."""

    def __init__(self):
        self.greedy = GreedyAgent()

    def evaluate(self, state):
        if state.is_terminal():
            return np.array(state.returns())
        v = float(np.tanh(self.greedy.evaluate(state.engine, 0) / 30.0))
        return np.array([v, -v])

    def prior(self, state):
        actions = state.legal_actions()
        return [(a, 1.0 / len(actions)) for a in actions]


class MCTSAgent:
    """OpenSpiel's MCTS bot on determinizations of the player's information: for each of
    ``samples`` states drawn from its observation it searches ``simulations`` times (leaves scored
    by the greedy evaluation), and it plays the option most visited over all of them."""
    searches = True

    def __init__(self, seed=0, simulations=60, samples=1, uct_c=1.0):
        self.rng = random.Random(seed)
        self.simulations = simulations
        self.samples = samples
        self.uct_c = uct_c
        self.np_rng = np.random.RandomState(seed)
        self._game = None

    def choose(self, observation, decision):
        n = len(decision.labels)
        if n == 1:
            return 0
        if not observation.can_sample:            # a position run by hand, outside the state API
            return self.rng.randrange(n)
        if self._game is None:
            self._game = pyspiel.load_game("altered")
        visits = [0] * n
        for _ in range(self.samples):
            state = AlteredState(self._game, observation.sample(self.rng))
            bot = mcts.MCTSBot(self._game, self.uct_c, self.simulations, _Evaluation(), solve=False,
                               random_state=self.np_rng)
            for child in bot.mcts_search(state).children:
                visits[child.action] += child.explore_count
        return max(range(n), key=lambda a: (visits[a], -a))
