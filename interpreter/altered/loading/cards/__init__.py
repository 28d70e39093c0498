"""Card sets and decks as data: loading, importing and checking."""
