"""Bringing a set in: the official JSON converted to card files (``importer``), the words a set's texts use
that the language does not know yet (``newwords``), and the card schema's markup patterns (``markup``)."""
