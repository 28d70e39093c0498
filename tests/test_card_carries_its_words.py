"""A card carries the words it is read with from its loading (``CardDef.words``: its set's folder, whose
vocabulary.yaml adds them): compiling it reads them from the card, not again from its file's folder."""
from __future__ import annotations

import dataclasses
from pathlib import Path

from altered.loading.cards.catalog import load_catalog
from altered.rulebook import load_rulebook

SET = Path(__file__).parent / "data" / "set-phrases"      # "Befuddle" is a word of this set alone


def test_the_words_a_card_is_read_with_are_those_it_was_loaded_with():
    owl = load_catalog([SET])["PHR_BEFUDDLING_OWL"]
    assert Path(owl.words) == SET
    book = load_rulebook()
    prog = book.program(owl)
    assert not prog.errors and prog.reactions, prog.errors
    # the same card text loaded with no set's words: refused by the word, though its file is the set's
    bare = dataclasses.replace(owl, ref="PHR_BEFUDDLING_OWL_BARE", text=owl.text, words=None)
    errors = book.program(bare).errors
    assert errors and "unexpected 'Befuddle'" in str(errors[0]), errors
    # and with the set's words, from a file elsewhere: read (the words ride with the card)
    moved = dataclasses.replace(owl, ref="PHR_BEFUDDLING_OWL_MOVED", file=str(Path(__file__)))
    assert not book.program(moved).errors
