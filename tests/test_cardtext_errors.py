"""Card-text mistakes are DesignErrors a designer can act on: place, caret, expected words, a guess."""
from __future__ import annotations

import pytest

from altered.language.cardtext import parse_abilities
from altered.loading.errors import DesignError


def error(text, **kw) -> DesignError:
    with pytest.raises(DesignError) as info:
        parse_abilities(text, **kw)
    return info.value


def test_misspelt_keyword_action_suggests_the_word():
    e = error("{H} [Sabotge].")
    assert (e.line, e.column) == (1, 6)
    assert "did you mean 'Sabotage'?" in e.message
    assert "a keyword action" in e.message            # expected tokens in words, not terminal names
    assert "KEYWORD" not in e.message
    assert e.context.splitlines() == ["  {H} [Sabotge].", "       ^"]


def test_misspelt_status_and_keyword():
    assert "did you mean 'Fleeting'?" in error("[[Fleting]].").message
    assert "did you mean 'Tough'?" in error("[Seasoned].  [Tuogh 2].").message


def test_column_counts_in_the_printed_text_with_markup_and_reminders():
    text = "#[Seasoned].# (I keep my boosts when I go to Reserve.)  {H} Target Character gans 1 boost."
    e = error(text)
    assert text[e.column - 1:].startswith("gans")
    shown, caret = e.context.splitlines()
    assert shown[caret.index("^"):].startswith("gans")


def test_column_within_the_card_file():
    # the text starts at line 12, column 11 of the card file
    e = error("{H} [Sabotge].", file="cards_dsl/btg/x.yaml", line=12, column=11)
    assert (e.file, e.line, e.column) == ("cards_dsl/btg/x.yaml", 12, 16)
    assert str(e).startswith("cards_dsl/btg/x.yaml:12:16: unexpected 'Sabotge'")


def test_second_line_of_a_multi_line_text():
    e = error("[Seasoned].\n{J} Draw a crad.", file="c.yaml", line=3, column=9)
    assert (e.line, e.column) == (4, 12)
    assert "did you mean 'card'?" in e.message


def test_missing_dash_lists_what_could_come():
    e = error("When you play a Spell I gain 1 boost.")
    assert "'—'" in e.message and "unexpected 'I'" in e.message


def test_unexpected_end():
    e = error("{T} :")
    assert "the end of the text" in e.message
