"""Card text is parsed by Lark's Earley parser over the phrasebook's grammar (cardtext/larkgrammar.py): every
reading is kept, and which one a text means is decided by the phrasebook, never by the order in which the
parser lists them."""
from __future__ import annotations

import pytest

from altered.cardtext.api import default_parser, parse_abilities
from altered.cardtext.larkgrammar import Grammar
from altered.cardtext.tokens import ParseError, tokenize
from altered.loading.errors import DesignError

# "then may do it again" is read inside the first "may" and beside it; "Target opponent" as a player and
# as a targeted object: several readings, of which the phrasebook's rule keeps one
AMBIGUOUS = "{H} Target opponent may [Exhausted Resupply], then may do it again."


def language():
    return default_parser().language


def test_every_reading_is_kept_and_the_phrasebook_decides_whatever_their_order():
    lang = language()
    readings = lang.readings(AMBIGUOUS)
    assert len({r.key() for r in readings}) > 1
    best = lang.best(readings)
    assert lang.best(list(reversed(readings))) is best
    # "you may X, then Y" makes Y optional too: the second "may" is inside the first
    [may] = [s for s in best.abilities[0]["reaction"]["effect"] if "as_player" in s][0]["as_player"]["do"]
    assert [step for step in may["may"]["do"] if "may" in step]


def test_a_word_that_is_also_a_name_reads_as_both():
    """A token matches its word's terminal and its class's: 'Booda' is no word of any phrase, 'gain' is one
    and a name too."""
    grammar = Grammar({"start": [["'gain", "#WORD"], ["#WORD", "#WORD"]]}, "start")
    trees = grammar.parse(tokenize("gain Booda"))
    assert sorted(len(t.children) for t in trees) == [1, 2]


def test_a_text_that_stops_reading_says_where_and_what_could_come():
    grammar = Grammar({"start": [["'draw", "o", "#INT", "'cards"]], "o": [[], ["'up", "'to"]]}, "start")
    with pytest.raises(ParseError) as e:
        grammar.parse(tokenize("draw up 2 cards"))
    assert (e.value.index, e.value.token.text, e.value.expected) == (8, "2", ["'to"])
    with pytest.raises(ParseError) as e:
        grammar.parse(tokenize("draw 2"))
    assert (e.value.index, e.value.token, e.value.expected) == (6, None, ["'cards"])
    with pytest.raises(ParseError) as e:
        grammar.parse(tokenize("cards"))
    assert (e.value.index, e.value.expected) == (0, ["'draw"])


def test_how_far_a_prefix_reads_as_a_category():
    lang = language()
    tokens = tokenize("a Character you control and then more words")
    assert lang.longest("noun", tokens, 0) == 4


def test_an_unread_card_text_is_refused_at_its_word_with_what_was_expected():
    with pytest.raises(DesignError) as e:
        parse_abilities("{J} Draw a card with a boost.", file="x.yaml", line=3, column=7)
    assert (e.value.file, e.value.line) == ("x.yaml", 3)
    assert "unexpected 'with'" in e.value.message and "expected" in e.value.message
