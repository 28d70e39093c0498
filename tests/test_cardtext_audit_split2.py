"""Back-references after a split put of several cards (an outside audit of invented texts, audit s47 M, W3 and W3b;
issue 31: every text read right or refused at its place with what to write).

W3. After "Put two (up to two) of them in X and the other (the rest) in Y" (or the official wording "Put two in
    your Reserve and discard the other"), "They ...", "Exhaust/Ready/Discard them" and "that many" were read as
    the rest. A pronoun agrees in number with what it names (7.2.5.a, v3.0 7.2.4.a): after "two ... and the
    other", only the two picked are several, so the plural names them and "that many" counts them (or refused
    where they went to a zone only their owner sees, 3.1.3.d, as "it" is); after "one of them ... and the rest"
    it is the rest, as before. Where both could be meant ("two of them ... and the rest" of four, "up to two of
    them ... and the rest"), or neither is several ("one of them ... and the other"), refused at the word,
    saying what to write (each suggestion tested to read).
W3b. After "Put one of them in your hand and the other in Y", "it" was read as the other (the card picked went
    to a hand: decided so on split47), while the same text with both places seen was refused as "could name
    either". One rule: refused too (the card was seen as it was put there; "If it's a Spell" can be said of
    it), saying to test the card before it moves. After "two of them ... and the other", "it" can name only
    the other, by number: read so, with both places seen too (was refused with a message about 'one card each').

Played: tests/scenarios/rules/s47/*split-two* (test cards in tests/data/s47-split/cards.yaml), each failing on
the old reading.
"""
from __future__ import annotations

import json

import pytest

from readings import chosen_among, effect, refused

pytestmark = pytest.mark.editions("3.0", "5.0")

LOOK3 = "Look at the top three cards of your deck. "
LOOK4 = "Look at the top four cards of your deck. "
REVEAL3 = "Reveal the top three cards of your deck. "
REVEAL2 = "Reveal the top two cards of your deck. "


# -- W3: a plural after "two ... and the other" names the two picked ---------------------------------------

@pytest.mark.parametrize("text", [
    # the audit's texts
    LOOK3 + "Put two of them in your Reserve and the other in your discard pile. They gain [[Fleeting]].",
    LOOK3 + "Put two of them in your Reserve and the other in your discard pile. Exhaust them.",
    LOOK3 + "Put two of them in your Reserve and the other in your discard pile. Ready them.",
    LOOK3 + "Put two of them in your Reserve and the other in your hand. Exhaust them.",
    REVEAL3 + "Put two of them in your Reserve and the other in your hand. Exhaust them.",
    "{J} " + LOOK3 + "Put two in your Reserve and discard the other. They gain [[Fleeting]].",
    "{J} " + LOOK3 + "Put two in your Reserve and discard the other. Exhaust them.",
    # new wordings of the same shape
    REVEAL3 + "Put two of them in your Reserve and the other at the bottom of your deck. They gain [[Fleeting]].",
    LOOK3 + "Put two of them in your Reserve and discard the other. Ready them.",
    "{T}: " + LOOK3 + "Put two in your Reserve and discard the other. You may exhaust them.",
])
def test_7_2_5_a_a_plural_after_two_and_the_other_names_the_two(parse, text):
    steps = effect(text, parse)
    picked = chosen_among(steps)
    last = json.dumps(steps[-1])
    assert f'{{"var": "{picked}"}}' in last and '"rest"' not in last and '"discarded"' not in last, steps[-1]


@pytest.mark.parametrize("text", [
    LOOK3 + "Put two of them in your Reserve and the other in your discard pile. Draw that many cards.",
    "{J} " + LOOK3 + "Put two of them in your Reserve and the other at the bottom of your deck. I gain that many "
    "boosts.",
])
def test_6_5_f_that_many_after_two_and_the_other_counts_the_two(parse, text):
    steps = effect(text, parse)
    picked = chosen_among(steps)
    assert {"count": {"var": picked}} in list(_values(steps[-1])), steps[-1]


def _values(x):
    if isinstance(x, dict):
        yield x
        for v in x.values():
            yield from _values(v)
    elif isinstance(x, list):
        for v in x:
            yield from _values(v)


@pytest.mark.parametrize("text", [
    REVEAL3 + "Put two of them in your hand and the other in your Reserve. They gain [[Fleeting]].",
    LOOK3 + "Put two of them in your hand and the other in your Reserve. Exhaust them.",
    "{J} " + LOOK3 + "Put two in your hand and discard the other. They gain [[Fleeting]].",
])
def test_3_1_3_d_a_plural_after_two_put_in_a_hand_is_refused(parse, text):
    """The two picked are the only ones several, and a hand holds no objects (3.1.3.d, 2.1.j): refused at the
    pronoun as "it" is, never read as the other."""
    e = refused(text, parse)
    word = "They" if "They" in text[-30:] else "them"
    assert "only their owner sees" in e.message and e.column == text.rindex(word) + 1, e.message


# -- W3: both groups could be meant: refused --------------------------------------------------------------

@pytest.mark.parametrize("text, word", [
    # the audit's texts
    (LOOK4 + "Put two of them in your Reserve and the rest in your discard pile. They gain [[Fleeting]].", "They"),
    (LOOK4 + "Put two of them in your Reserve and the others in your discard pile. They gain [[Fleeting]].",
     "They"),
    (LOOK3 + "Put up to two of them in your Reserve and the rest in your discard pile. They gain [[Fleeting]].",
     "They"),
    (LOOK3 + "Put two of them in your Reserve and the rest at the bottom of your deck. They gain [[Fleeting]].",
     "They"),
    # new wordings
    (LOOK4 + "Put two of them in your Reserve and discard the rest. Exhaust them.", "them"),
    (REVEAL3 + "Put up to two of them in your Reserve and the rest at the bottom of your deck. Ready them.",
     "them"),
])
def test_7_2_5_a_a_plural_after_a_split_of_several_and_the_rest_is_refused(parse, text, word):
    e = refused(text, parse)
    assert "could name the cards picked" in e.message and e.column == text.rindex(word) + 1, e.message


@pytest.mark.parametrize("text", [
    LOOK3 + "Put up to two of them in your Reserve and the rest in your discard pile. Target Character gains that "
    "many boosts.",
    LOOK4 + "Put two of them in your Reserve and the rest in your discard pile. Draw that many cards.",
    "{J} " + LOOK3 + "Put up to two of them in your Reserve and the rest in your discard pile. I gain that many "
    "boosts.",
])
def test_6_5_f_that_many_after_a_split_of_several_and_the_rest_is_refused(parse, text):
    e = refused(text, parse)
    assert "'that many' could count the cards picked" in e.message and e.column == text.rindex("that many") + 1, \
        e.message


@pytest.mark.parametrize("text", [
    LOOK3 + "Put one of them in your Reserve and the other in your discard pile. They gain [[Fleeting]].",
    REVEAL2 + "Put one of them in your Reserve and discard the other. Exhaust them.",
])
def test_7_2_5_a_a_plural_after_one_and_the_other_is_refused(parse, text):
    """Neither the card picked nor "the other" is several: refused rather than read as one of them (7.2.5.a); of
    three cards looked at, "the other" already, where two are left (session 56: "the rest may be several")."""
    e = refused(text, parse)
    assert "one card each" in e.message or "the rest may be several" in e.message, e.message


@pytest.mark.parametrize("text", [
    # the refusals' suggestions read, naming what they mean
    LOOK4 + "Choose two of them and put them in your Reserve. They gain [[Fleeting]]. Put the rest in your discard "
    "pile.",
    LOOK3 + "Choose two of them. They gain [[Fleeting]]. Put them in your hand and the other in your Reserve.",
    LOOK3 + "Put up to two of them in your Reserve. Draw that many cards. Put the rest in your discard pile.",
    REVEAL2 + "Choose one of them and put it in your Reserve. It gains [[Fleeting]]. Put the other in your discard "
    "pile.",
    REVEAL2 + "Choose one of them. If it's a Spell, draw a card. Put it in your hand and the other in your discard "
    "pile.",
])
def test_what_the_refusals_suggest_reads_of_the_cards_picked(parse, text):
    steps = effect(text, parse)
    picked = chosen_among(steps)
    said = json.dumps([s for s in steps if "move" not in s and "choose" not in s and "look" not in s
                       and "reveal" not in s])
    # "that many" counts those picked the move changed (``{changed: NAME}``, recorded as it runs: effects/changes.py)
    assert (f'{{"var": "{picked}"}}' in said or f'{{"changed": "{picked}"}}' in said) and '"rest"' not in said, steps


# -- by contrast: read as before ----------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    LOOK3 + "Put one of them in your Reserve and the rest in your discard pile. They gain [[Fleeting]].",
    "{J} Look at the top four cards of your deck. Choose two cards from these cards and put them in your hand. "
    "Put the other cards in your Reserve. Exhaust them.",     # (the two are in a hand: test_cardtext_audit_rest)
    LOOK3 + "Put one of them in your Reserve and the rest in your discard pile. Draw that many cards.",
])
def test_7_2_5_a_a_plural_after_one_and_the_rest_names_the_rest(parse, text):
    steps = effect(text, parse)
    picked = chosen_among(steps)
    last = json.dumps(steps[-1])
    assert f'{{"var": "{picked}"}}' not in last and '"rest' in last, steps[-1]


# -- W3b: "it" after a split, by number -------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    # the audit's texts
    REVEAL2 + "Put one of them in your hand and the other in your discard pile. If it's a Spell, target Character "
    "gains 1 boost.",
    REVEAL2 + "Put one of them in your hand and the other in your discard pile. If it's a Character, draw a card.",
    "Look at the top two cards of your deck. Put one of them in your hand and the other in your discard pile. If "
    "it's a Spell, draw a card.",
    REVEAL2 + "Put one of them in your hand and the other in your Reserve. Exhaust it.",
    REVEAL2 + "Put one of them in your hand and the other in your Reserve. It gains [[Fleeting]].",
    "{R} " + REVEAL2 + "Put one in your hand and discard the other. If it's a Character, I gain 1 boost.",
])
def test_7_2_4_a_it_after_one_put_in_a_hand_and_the_other_is_refused(parse, text):
    """As with both places seen (test_cardtext_audit_split): "it" could name either card, one each (7.2.4.a)."""
    e = refused(text, parse)
    at = max(text.rfind("it's"), text.rfind("it."), text.rfind("It "))
    assert "one card each" in e.message and "before it moves" in e.message and e.column == at + 1, e.message


@pytest.mark.parametrize("text", [
    LOOK3 + "Put two in your Reserve and discard the other. If it's a Spell, draw a card.",
    LOOK3 + "Put two of them in your Reserve and the other in your discard pile. If it's a Spell, draw a card.",
    LOOK3 + "Put two of them in your hand and the other in your Reserve. It gains [[Fleeting]].",
])
def test_7_2_5_a_it_after_two_and_the_other_names_the_other(parse, text):
    """By number: "it" names one card, and of "two of them" and "the other" only the other is one (7.2.5.a)."""
    steps = effect(text, parse)
    picked = chosen_among(steps)
    last = json.dumps(steps[-1])
    assert f'{{"var": "{picked}"}}' not in last and ('"rest"' in last or '"discarded"' in last), steps[-1]
