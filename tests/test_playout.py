"""Game.playout: a throwaway copy of a paused state with an answer given, played on in place (by agents, to
the end or until a condition), cheaper than copy() and apply() and the same game."""
from __future__ import annotations

import random

import pytest

from altered.engine.decisions import RandomAgent
from altered.engine.session import new_state


def _zones(state):
    return {key: [o.card_no for o in z.objs] for key, z in state.zones.items()}


def test_a_playout_with_agents_plays_the_same_game_as_applying_their_answers(book, decks):
    state = new_state(book, decks, seed=8)
    rng = random.Random(3)
    checked = 0
    for _ in range(60):
        if state.is_terminal():
            break
        d = state.decision
        if d.count > 1 and checked < 6:
            a = rng.randrange(d.count)
            before = str(state)
            out = state.playout(a, [RandomAgent(7), RandomAgent(8)])
            assert str(state) == before                         # the state played out from is untouched
            twin, agents = state.copy(), [RandomAgent(7), RandomAgent(8)]
            twin.apply(a)
            while not twin.is_terminal():
                twin.apply(agents[twin.decision.player].choose(None, twin.decision))
            assert out.is_terminal() and (out.winner, out.day) == (twin.winner, twin.day)
            assert _zones(out) == _zones(twin)
            checked += 1
        state.apply(rng.randrange(d.count))
    assert checked == 6


def test_a_playout_stops_at_the_end_of_its_action_or_at_a_condition_and_takes_no_answer(book, decks):
    state = new_state(book, decks, seed=8)
    while state.decision.kind != "turn" or state.decision.count < 3:
        state.apply(0)
    d = state.decision
    out = state.playout(0)                                      # no agents: the turn action only
    assert not out.is_terminal() and (out.decision is None or out.decision.player == d.player)
    stopped = state.playout(0, [])                              # played on with nobody to answer: it waits
    assert stopped.decision is not None                         # at the next decision
    with pytest.raises(ValueError, match="playout"):
        stopped.apply(0)                                        # which it cannot take: no checkpoint
    day = state.day
    end_of_day = state.playout(0, [RandomAgent(1), RandomAgent(2)], until=lambda s: s.day > day)
    assert end_of_day.is_terminal() or end_of_day.day == day + 1
    with pytest.raises(ValueError):
        state.playout(d.count)
