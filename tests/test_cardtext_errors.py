"""Card-text mistakes are DesignErrors a designer can act on: place, caret, expected words, a guess."""
from __future__ import annotations

import pytest

from altered.cardtext import parse_abilities
from altered.loading.errors import DesignError


def error(text, **kw) -> DesignError:
    with pytest.raises(DesignError) as info:
        parse_abilities(text, **kw)
    return info.value


def test_misspelt_keyword_action_suggests_the_word():
    e = error("{H} [Sabotge].")
    assert (e.line, e.column) == (1, 6)
    # the bracketed word is named as unknown, with the nearest known one, not a list of what could come
    assert e.message == "[Sabotge]: no keyword, keyword action, sub-type or token 'Sabotge'; did you mean 'Sabotage'?"
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
    assert str(e).startswith("cards_dsl/btg/x.yaml:12:16: [Sabotge]: no keyword")


def test_second_line_of_a_multi_line_text():
    e = error("[Seasoned].\n{J} Draw a crad.", file="c.yaml", line=3, column=9)
    assert (e.line, e.column) == (4, 12)
    assert "did you mean 'card'?" in e.message


def test_missing_dash_lists_what_could_come():
    e = error("When you play a Spell I gain 1 boost.")
    assert "'—'" in e.message and "unexpected 'I'" in e.message


def test_an_unknown_bracketed_word_is_named_as_such():
    e = error("{J} Target Character gains [Flyng].")
    assert e.message.startswith("[Flyng]: no keyword, keyword action, sub-type or token 'Flyng'")
    assert e.context.splitlines()[1].index("^") == e.context.splitlines()[0].index("[Flyng]")
    e = error("{J} [Scoutt 2].")
    assert e.message.endswith("did you mean 'Scout'?")
    assert "no keyword" not in error("[Seasoned]. {J} [Resupply] gans 1 boost.").message    # known: elsewhere


def test_a_long_list_of_what_could_come_is_not_printed():
    e = error("{J} Befuddle target Character.")
    assert e.message == "unexpected 'Befuddle'; expected '[', '[[' or a word"
    assert "expected 'card', 'cards'" in error("Draw a crad.").message       # a short one is


def test_unexpected_end():
    e = error("{T} :")
    assert "the end of the text" in e.message
