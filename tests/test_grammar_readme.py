"""grammar/README.md's tables of categories and combinators are written from the phrasebook and the
combinators' own docstrings (``python -m altered.tools.grammar_readme``): a stale table fails here."""
from altered.tools.grammar_readme import README, render


def test_the_tables_are_written_from_the_declarations():
    text = README.read_text(encoding="utf-8")
    assert render(text) == text, "run: python -m altered.tools.grammar_readme"
