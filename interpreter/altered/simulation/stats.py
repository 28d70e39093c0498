"""Small statistics for comparing rule variants, in the standard library only.

Wilson intervals for a rate, Newcombe's intervals for a difference of two rates (independent or
paired), McNemar's test for paired outcomes, a normal interval for a mean, and the number of games a
paired study needs to detect a given difference.
"""
from __future__ import annotations

from collections.abc import Iterable
from math import comb, sqrt
from statistics import NormalDist

Z95 = NormalDist().inv_cdf(0.975)


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float, float]:
    """(rate, low, high) of k successes in n trials, Wilson score interval."""
    if n == 0:
        return 0.0, 0.0, 1.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return p, max(0.0, centre - half), min(1.0, centre + half)


def difference(k1: int, n1: int, k2: int, n2: int, z: float = Z95) -> tuple[float, float, float]:
    """(p2 - p1, low, high): Newcombe's hybrid score interval for a difference of two independent rates."""
    p1, l1, u1 = wilson(k1, n1, z)
    p2, l2, u2 = wilson(k2, n2, z)
    d = p2 - p1
    low = d - sqrt((p2 - l2) ** 2 + (u1 - p1) ** 2)
    high = d + sqrt((u2 - p2) ** 2 + (p1 - l1) ** 2)
    return d, low, high


def paired_difference(both: int, only1: int, only2: int, neither: int,
                      z: float = Z95) -> tuple[float, float, float]:
    """(p2 - p1, low, high) for paired outcomes, Newcombe's score interval (his method 10).

    ``both``: games where the outcome holds under both rule sets; ``only1``/``only2``: under one only.
    The correlation between the pairs narrows the interval compared with :func:`difference`.
    """
    n = both + only1 + only2 + neither
    if n == 0:
        return 0.0, -1.0, 1.0
    p1, l1, u1 = wilson(both + only1, n, z)
    p2, l2, u2 = wilson(both + only2, n, z)
    margins = (both + only1) * (only2 + neither) * (both + only2) * (only1 + neither)
    phi = (both * neither - only1 * only2) / sqrt(margins) if margins else 0.0
    d = p2 - p1
    low = d - sqrt(max(0.0, (p2 - l2) ** 2 - 2 * phi * (p2 - l2) * (u1 - p1) + (u1 - p1) ** 2))
    high = d + sqrt(max(0.0, (u2 - p2) ** 2 - 2 * phi * (u2 - p2) * (p1 - l1) + (p1 - l1) ** 2))
    return d, max(-1.0, low), min(1.0, high)


def mcnemar(only1: int, only2: int) -> float:
    """Two-sided p-value of McNemar's test on the discordant pairs: exact (binomial) up to 1,000
    discordant pairs, the continuity-corrected normal approximation above."""
    m = only1 + only2
    if m == 0:
        return 1.0
    k = min(only1, only2)
    if m <= 1000:
        tail = sum(comb(m, i) for i in range(k + 1)) / 2 ** m
        return min(1.0, 2 * tail)
    x = max(0.0, abs(only1 - only2) - 1) / sqrt(m)
    return min(1.0, 2 * (1 - NormalDist().cdf(x)))


def mean_interval(values: Iterable[float], z: float = Z95) -> tuple[float, float, float]:
    """(mean, low, high) of a list of numbers, normal interval."""
    values = list(values)
    total = sum(values)
    return mean_from_sums(len(values), total, sum(v * v for v in values), z)


def mean_from_sums(n: int, total: float, squares: float, z: float = Z95) -> tuple[float, float, float]:
    """(mean, low, high) from a count, a sum and a sum of squares (streamed values)."""
    if n == 0:
        return 0.0, 0.0, 0.0
    m = total / n
    if n == 1:
        return m, m, m
    var = max(0.0, (squares - n * m * m) / (n - 1))
    half = z * sqrt(var / n)
    return m, m - half, m + half


def games_to_detect(delta: float, discordant: float, alpha: float = 0.05, power: float = 0.8) -> int | None:
    """Games a paired study needs to detect a change ``delta`` in a rate (two-sided ``alpha``, given
    ``power``), when a fraction ``discordant`` of the games change outcome between the rule sets
    (Connor's formula for McNemar's test). None when no number of games can (delta too large)."""
    delta = abs(delta)
    if delta <= 0 or discordant <= 0 or delta > discordant:
        return None
    za = NormalDist().inv_cdf(1 - alpha / 2)
    zb = NormalDist().inv_cdf(power)
    n = (za * sqrt(discordant) + zb * sqrt(discordant - delta * delta)) ** 2 / (delta * delta)
    return int(n) + 1
