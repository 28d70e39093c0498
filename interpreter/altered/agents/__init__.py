"""Agents that play from their own player's view: ``greedy`` (one step of look-ahead), ``openspiel`` (the
OpenSpiel game and the MCTS agent), ``roster`` (agents by name).

An agent may import the engine's decisions and observations, never the game's state (pyproject's contracts).
"""
