"""Agents that play from their own player's view: ``heuristic`` (a declared scoring, no look-ahead),
``greedy`` (one step of look-ahead), ``ismcts`` (information-set MCTS on the state API), ``openspiel`` (the
OpenSpiel game, its tensors in ``tensors``, and the MCTS agent), ``roster`` (agents by name).

An agent may import the engine's decisions and observations, never the game's state (pyproject's contracts).
"""
