"""Data loading, the lowest layer: YAML with positions, JSON schemas, designer errors, where the bundled
data lives, the seeded random draws, and card sets, decks and boosters as data (``cards/``).

It imports nothing else of the package; every layer above may import it.
"""
