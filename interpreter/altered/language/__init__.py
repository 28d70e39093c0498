"""The effect language: the effect model compiled to closures (``effects/``), printed card text read into it
(``cardtext/``), card abilities compiled (``abilities/``), the whole rule book compiled once (``rulebook``),
the tools that bring a new set in (``sets/``), and ``explain``: how the engine reads a card text.

It may import :mod:`altered.rules` and :mod:`altered.loading`.
"""
