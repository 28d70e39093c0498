"""The game's own random draws (altered/loading/chance.py) give the numbers ``random.Random`` gives from the
same state, so a seed plays the same game as before (the shuffle of 4.1.d, an agent's random pick)."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, strategies as st

from altered.loading.chance import below, shuffle


@given(seed=st.integers(0, 2 ** 32), n=st.integers(1, 300))
def test_below_draws_what_randrange_draws(seed, n):
    mine, theirs = random.Random(seed), random.Random(seed)
    assert [below(mine, n) for _ in range(20)] == [theirs.randrange(n) for _ in range(20)]
    assert mine.getstate() == theirs.getstate()


@given(seed=st.integers(0, 2 ** 32), size=st.integers(0, 90))
def test_shuffle_orders_as_random_shuffle(seed, size):
    mine, theirs = list(range(size)), list(range(size))
    a, b = random.Random(seed), random.Random(seed)
    shuffle(a, mine)
    b.shuffle(theirs)
    assert mine == theirs and a.getstate() == b.getstate()


def test_nothing_to_draw_below_zero():
    with pytest.raises(ValueError):
        below(random.Random(1), 0)
