"""Data loading, the lowest layer: YAML with positions, JSON schemas, designer errors, where the bundled
data lives, the seeded random draws, card sets, decks and boosters as data (``cards/``), and the rules
files read and checked, with their variants and editions (``rules/``: the rule book compiles them).

It imports nothing else of the package; every layer above may import it.
"""
