"""Small statistics for comparing rule variants: Wilson intervals and their difference (Newcombe)."""
from __future__ import annotations

from math import sqrt
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
    """(p2 - p1, low, high): Newcombe's hybrid score interval for a difference of two rates."""
    p1, l1, u1 = wilson(k1, n1, z)
    p2, l2, u2 = wilson(k2, n2, z)
    d = p2 - p1
    low = d - sqrt((p2 - l2) ** 2 + (u1 - p1) ** 2)
    high = d + sqrt((u2 - p2) ** 2 + (p1 - l1) ** 2)
    return d, low, high


def mean_interval(values, z: float = Z95) -> tuple[float, float, float]:
    n = len(values)
    if n == 0:
        return 0.0, 0.0, 0.0
    m = sum(values) / n
    if n == 1:
        return m, m, m
    sd = sqrt(sum((v - m) ** 2 for v in values) / (n - 1))
    half = z * sd / sqrt(n)
    return m, m - half, m + half
