"""The random draws a game makes most often, written out: the same numbers that ``random.Random``'s
``randrange(n)`` and ``shuffle`` give from the same generator state, without their layers of calls (a
random game shuffles 80 cards and makes about 60 random choices).  The shuffles, the random agent's
picks and a random player are drawn here, so a Python whose ``random`` module drew those differently
would not change them (a random choice among hidden cards still uses ``rng.sample``)."""
from __future__ import annotations

import random


def below(rng: random.Random, n: int) -> int:
    """A number from 0 to n - 1, as ``rng.randrange(n)`` draws it."""
    if n <= 0:
        raise ValueError(f"no number below {n} to draw")
    getrandbits = rng.getrandbits
    k = n.bit_length()
    r = getrandbits(k)
    while r >= n:                     # drawn again until in range: every number equally likely
        r = getrandbits(k)
    return r


def shuffle(rng: random.Random, items: list) -> None:
    """Shuffle ``items`` in place, as ``rng.shuffle`` does (Fisher-Yates, from the end)."""
    getrandbits = rng.getrandbits
    for i in reversed(range(1, len(items))):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]
