"""Agents by name, for the command line: ``random``, ``first``, ``greedy``, ``mcts`` (OpenSpiel's
MCTS bot, when open-spiel is installed), one per player separated by commas (``mcts,greedy``); one
name alone plays both seats."""
from __future__ import annotations

import argparse

KINDS = ("random", "first", "greedy", "mcts")
ALIASES = {"greedy-random": "greedy,random"}


def parse_agents(text: str) -> list:
    """The agent names of ``--agent``, checked (an argparse type)."""
    names = [n.strip() for n in ALIASES.get(text, text).split(",")]
    for n in names:
        if n not in KINDS:
            import difflib
            near = difflib.get_close_matches(n, KINDS, 1)
            hint = f" (did you mean '{near[0]}'?)" if near else ""
            raise argparse.ArgumentTypeError(f"unknown agent '{n}'{hint}; known: {', '.join(KINDS)}")
    if len(names) > 2:
        raise argparse.ArgumentTypeError(f"{len(names)} agents for 2 players: give one or two names")
    return names * 2 if len(names) == 1 else names


def make_agents(names, seed: int) -> list:
    """One agent per player, each seeded from the game's seed."""
    from .decisions import FirstOptionAgent, RandomAgent
    from .greedy import GreedyAgent
    out = []
    for p, name in enumerate(names):
        agent_seed = seed * 2 + 1 + p
        if name == "first":
            out.append(FirstOptionAgent())
        elif name == "greedy":
            out.append(GreedyAgent(agent_seed))
        elif name == "mcts":
            from .openspiel import MCTSAgent
            out.append(MCTSAgent(agent_seed))
        else:
            out.append(RandomAgent(agent_seed))
    return out
