"""A search agent: single-observer information-set Monte Carlo tree search (Cowling, Powley and Whitehouse,
2012) on the state API.

At each decision worth a search it grows one tree over what its player can tell apart: each iteration
deals the hidden cards anew (a determinization drawn from its observation, a few reused in turn), walks
down the tree by UCB among the options that deal offers (each edge is an option's label, so a card in a
hand dealt otherwise is another edge; a child counts the iterations it was available in), adds one
node, then plays on with heuristic agents (heuristic.py) to the end of the day (``Game.playout``) and
scores the position reached with the greedy agent's evaluation, squashed into (-1, 1), from each
deciding player's side. It plays the option visited most. Options are limited to the heuristic's best
(``width``); decisions its evaluation cannot tell apart are left to the heuristic, as the greedy agent
does.
"""
from __future__ import annotations

import math
import random

from .greedy import GreedyAgent
from .heuristic import HeuristicAgent


class _Node:
    __slots__ = ("player", "children", "visits", "reward", "available")

    def __init__(self, player: int | None):
        self.player = player            # who chose the action leading here (whose reward it keeps)
        self.children: dict = {}        # label -> _Node
        self.visits = 0
        self.reward = 0.0
        self.available = 0              # iterations in which this node's action was offered


class ISMCTSAgent:
    """``iterations`` per decision searched, over ``determinizations`` deals; ``width`` options per node
    (the heuristic's best); UCB's exploration ``c``; playouts to the end of the day."""
    searches = True

    def __init__(self, seed: int = 0, iterations: int = 24, determinizations: int = 4, width: int = 4,
                 c: float = 0.7, scale: float = 20.0):
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.determinizations = determinizations
        self.width = width
        self.c = c
        self.scale = scale
        self.greedy = GreedyAgent(seed)
        self.heuristic = self.greedy.heuristic
        self.seed = seed

    def choose(self, observation, decision) -> int:
        n = decision.count
        if n == 1:
            return 0
        prior = self.greedy.preferences(observation, decision)
        ranked = sorted(range(n), key=lambda a: -prior[a])
        if not observation.can_sample or self.greedy.blind_to(ranked[:2], decision):
            return ranked[0]
        options = ranked[:self.width]
        labels = decision.labels
        root = _Node(None)
        deals = [observation.sample(self.rng) for _ in range(self.determinizations)]
        for i in range(self.iterations):
            self._iterate(root, deals[i % len(deals)], decision.player, options)
        best = max(options, key=lambda a: (root.children[labels[a]].visits if labels[a] in root.children else -1,
                                           prior[a]))
        return best

    # -- one iteration --------------------------------------------------------------------------
    def _iterate(self, root: _Node, deal, me: int, root_options: list[int]) -> None:
        state, node, path = deal, root, [root]
        copied = False
        while True:
            d = state.decision
            if d is None or state.is_terminal():
                leaf = state
                break
            options = root_options if node is root else self._ranked(state, d)[:self.width]
            labels = d.labels
            for a in options:
                child = node.children.get(labels[a])
                if child is not None:
                    child.available += 1
            untried = [a for a in options if labels[a] not in node.children]
            if untried:
                a = untried[0]                                     # the heuristic's best not yet tried
                child = node.children[labels[a]] = _Node(d.player)
                child.available = 1
                leaf = self._rollout(state, a)
                path.append(child)
                break
            a = max(options, key=lambda x: self._ucb(node.children[labels[x]]))
            child = node.children[labels[a]]
            path.append(child)
            if not copied:
                state, copied = state.copy(), True
            state.apply(a)
            node = child
        values = self._values(leaf)
        for n in path:
            n.visits += 1
            if n.player is not None:
                n.reward += values[n.player]

    def _ucb(self, n: _Node) -> float:
        return n.reward / n.visits + self.c * math.sqrt(math.log(max(1, n.available)) / n.visits)

    def _ranked(self, state, d) -> list[int]:
        """The options of a decision inside the tree, the heuristic's best first (from its player's view)."""
        if d.count == 1:
            return [0]
        prior = self.greedy.preferences(state.observation(d.player), d)
        return sorted(range(d.count), key=lambda a: -prior[a])

    def _rollout(self, state, action: int):
        """The option played, then heuristic agents to the end of the day."""
        day = state.day
        agents = [HeuristicAgent(self.rng.randrange(1 << 30)) for _ in state.players]
        return state.playout(action, agents, until=lambda s: s.day > day)

    def _values(self, state) -> list[float]:
        """Each player's value of the position, in (-1, 1): the result at the end, else the evaluation."""
        players = range(len(state.players))
        if state.is_terminal():
            won = state.winners
            return [0.0 if not won else 1.0 if p in won else -1.0 for p in players]
        return [math.tanh(self.greedy.evaluate(state, p) / self.scale) for p in players]
