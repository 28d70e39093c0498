"""The information-set MCTS agent (altered.agents.ismcts) beats the greedy agent; its speed is measured by
benchmarks/agents.py, not here."""
from __future__ import annotations

import os
from concurrent.futures import ProcessPoolExecutor

from altered.agents.greedy import GreedyAgent
from altered.agents.ismcts import ISMCTSAgent
from altered.engine.game import Game
from altered.simulation.stats import wilson

_WORLD: tuple = ()               # (book, decks), set before the worker processes are forked


def _ismcts_wins(seed: int) -> bool:
    book, decks = _WORLD
    seat = seed % 2
    agents = [GreedyAgent(2 * seed + 1), GreedyAgent(2 * seed + 2)]
    agents[seat] = ISMCTSAgent(2 * seed + 1 + seat)
    return Game(book, decks, agents, seed=seed).play() == seat


def test_ismcts_beats_greedy_in_more_than_60_percent_of_games(book, catalog):
    """Bravos against Muna, seats alternating, 14 fixed seeds played on two processes (each game depends on
    its seed only): the whole 95% interval is above 60%. Seeds 0-29 gave 27 of 30 (74-97%), the first 14
    of them 13 (seed 7 lost: 69-99%, and one more loss would still clear 60%: 60.1%); 14 is CI's count, to
    halve its two core-minutes. A deeper run: ALTERED_ISMCTS_GAMES=30 pytest tests/test_ismcts_agent.py."""
    global _WORLD
    from altered.loading.cards.decks import load_deck
    from altered.loading.paths import CARDS_DIR
    book.prepare(catalog)
    _WORLD = (book, [load_deck(CARDS_DIR / "decks" / f"{n}.yaml", catalog) for n in ("bravos", "muna")])
    n = int(os.environ.get("ALTERED_ISMCTS_GAMES", "14"))
    with ProcessPoolExecutor(max_workers=2) as pool:
        wins = sum(pool.map(_ismcts_wins, range(n)))
    rate, low, high = wilson(wins, n)
    assert low > 0.60, f"ismcts won {wins} of {n} ({rate:.0%}, 95% interval {low:.0%}-{high:.0%})"


def test_ismcts_searches_turns_and_leaves_blind_choices_to_the_heuristic(book, decks):
    """The Mana Orbs at set-up (its own cards given up, which its evaluation cannot tell apart) take no
    search: the heuristic's best is played and no deal drawn; a turn with several options is searched."""
    from altered.engine.session import new_state
    state = new_state(book, decks, seed=3)
    agent = ISMCTSAgent(1, iterations=8, determinizations=2)
    blind = searched = 0
    while not state.is_terminal() and searched < 2:
        d = state.decision
        obs = state.view_for(d.player, agent)
        drawn = []
        draw = obs._sampler
        obs._sampler = lambda rng: drawn.append(1) or draw(rng)
        pick = agent.choose(obs, d)
        prior = agent.greedy.preferences(state.view_for(d.player, agent), d)
        if d.kind == "choose" and all(f[0] == "object" and f[3] == d.player for f in d.facts):
            assert not drawn and prior[pick] > max(prior) - 1e-3          # the best (ties drawn at random)
            blind += 1
        elif d.kind == "turn" and d.count > 2:
            assert len(drawn) == agent.determinizations and d.facts[pick][0] in ("play", "use", "pass")
            searched += 1
        state.apply(pick)
    assert blind >= 3 and searched == 2
