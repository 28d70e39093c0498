"""Agents by name, for the command line and for worker processes: one place to add a new kind.

A factory takes the seed of the agent's own random generator and returns an object with
``choose(observation, decision) -> int`` (decisions.py).
"""
from __future__ import annotations

from difflib import get_close_matches
from typing import Any, Callable, Sequence

from ..loading.errors import DesignError
from .greedy import GreedyAgent
from .heuristic import HeuristicAgent
from .human import HumanAgent
from .ismcts import ISMCTSAgent


def _random(seed: int) -> Any:
    from ..engine.decisions import RandomAgent
    return RandomAgent(seed)


def _first(seed: int) -> Any:
    from ..engine.decisions import FirstOptionAgent
    return FirstOptionAgent()


def _heuristic(seed: int) -> Any:
    return HeuristicAgent(seed)


def _greedy(seed: int) -> Any:
    return GreedyAgent(seed)


def _ismcts(seed: int) -> Any:
    return ISMCTSAgent(seed)


def _mcts(seed: int) -> Any:
    try:                               # the optional open-spiel package: imported only when this agent is asked for
        from .openspiel import MCTSAgent
    except ImportError:
        raise DesignError("the mcts agent needs the optional open-spiel package (pip install open-spiel)",
                          "--agents") from None
    return MCTSAgent(seed)


def _human(seed: int) -> Any:
    return HumanAgent(seed)


AGENTS: dict[str, Callable[[int], object]] = {
    "random": _random,
    "first": _first,
    "heuristic": _heuristic,  # a declared scoring, no look-ahead (rules_yaml/agents/heuristic.yaml)
    "greedy": _greedy,
    "ismcts": _ismcts,        # information-set MCTS on the state API, heuristic playouts (altered.agents.ismcts)
    "mcts": _mcts,          # OpenSpiel's MCTS bot on sampled states (altered.agents.openspiel)
    "human": _human,        # a person at the terminal (altered.agents.human): altered play only
}
AT_THE_TERMINAL = ("human",)             # agents that ask a person: not for studies of many games


def agent_names(text: str, option: str = "--agents") -> tuple[str, str]:
    """'A,B' (or one name for both players) -> two known agent names; a one-line error otherwise."""
    names = [n.strip() for n in text.split(",")]
    if len(names) == 1:
        names *= 2
    if len(names) != 2 or not all(names):
        raise DesignError(f"expected two agent names separated by a comma, e.g. random,greedy; got {text!r}", option)
    for name in names:
        if name not in AGENTS:
            close = get_close_matches(name, AGENTS, n=1)
            hint = f" (did you mean {close[0]}?)" if close else ""
            raise DesignError(f"unknown agent {name!r}{hint}; known: {', '.join(AGENTS)}", option)
    return names[0], names[1]


def make_agents(names: Sequence[str], seed: int) -> list:
    """One agent per player; player p's generator is seeded 2 * seed + 1 + p, as ``altered play`` does,
    so a game of a study replays with ``altered play --seed`` and its game seed."""
    return [AGENTS[name](2 * seed + 1 + p) for p, name in enumerate(names)]


def agents_for(kind: str, seed: int, players: int = 2) -> list:
    """The agents a command line's ``--agent(s)`` value names ("greedy-random" is the old name of "greedy,random");
    at a table of more than two, one name plays every seat, or one name per seat."""
    if players != 2:
        return make_agents(agent_names_for(kind, players), seed)
    return make_agents(agent_names({"greedy-random": "greedy,random"}.get(kind, kind)), seed)


def agent_names_for(text: str, players: int) -> list[str]:
    """'random' (every seat) or one name per seat separated by commas; a one-line error otherwise."""
    names = [n.strip() for n in text.split(",")]
    if len(names) == 1:
        names *= players
    if len(names) != players:
        raise DesignError(f"expected one agent name, or {players} separated by commas; got {text!r}", "--agents")
    for name in names:
        agent_names(name)                  # each name known, or its did-you-mean
    if "mcts" in names:                    # its OpenSpiel game (openspiel.py) is declared for two players
        raise DesignError(f"the mcts agent plays two-player games only; at a table of {players}, use random, "
                          f"first, heuristic, greedy or ismcts", "--agents")
    return names
