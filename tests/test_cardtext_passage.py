"""One reading's words and discourse are records passed down the reading (cardtext/discourse/): a text read
inside another (a declared token's, 2.2.12.f) does not change the words the outer one tells its mistakes
with, and asking what "it" names binds nothing; only the word "it" read does (7.2.4.a)."""
import pytest

from altered.cardtext.discourse import Scope
from altered.cardtext.parser import build_parser
from altered.cardtext.vocabulary import vocabulary_from_rules
from altered.loading.errors import DesignError
from altered.loading.paths import RULES_DIR

TOWER = "{J} Create a [TEST_TOWER] Permanent token in your Landmarks"


def _parser(token_text):
    """A parser whose words declare a token with ``token_text``, built anew (its text not read yet); the words of
    v5.0 read (a token created in a zone, 7.3.30.a: keywords.yaml later_editions, emptied by that edition)."""
    vocabulary = vocabulary_from_rules(RULES_DIR)
    vocabulary["later_editions"] = {}
    vocabulary["tokens"] = dict(vocabulary.get("tokens") or {}, TEST_TOWER={
        "name": "Test Tower", "type": "Permanent", "zone_type": "Landmark", "text": token_text})
    return build_parser(vocabulary)


@pytest.mark.parametrize("boosts, rest, words", [
    (1, ". That opponent draws a card.", "That opponent"),     # a phrase's words, told in the refusal
    (2, ", then draw X cards.", "X"),                           # a search of the text for the X not said
])
def test_2_2_12_f_a_tokens_text_read_inside_a_cards_leaves_the_cards_words(boosts, rest, words):
    """The token's text (2.2.12.f) is first read as the card's "Create" is (each parser here its own): the
    mistake after it is still told at the card's words, not at the token's."""
    text = TOWER + rest
    with pytest.raises(DesignError) as e:
        _parser(f"At Noon — Each player draws a card, then I gain {boosts} boost{'s' * (boosts > 1)}.").read(text)
    assert e.value.column == text.index(words) + 1, (e.value.message, e.value.column)
    assert e.value.message.startswith(f"'{words}' names" if len(words) > 1 else "X is not said here"), e.value.message


def test_7_2_4_a_it_names_the_tokens_created_once_read_and_asking_binds_nothing():
    """"It" after "Create" names the tokens created (7.2.4.a): the create step is bound to the name "it" reads,
    and only when the word is read; a create nothing names after it binds no name."""
    parser = _parser("At Noon — I gain 1 boost.")
    [ability] = parser.read(TOWER + ", then it gains 1 boost.")
    create, boost = ability["reaction"]["effect"]
    assert create["create"]["as"] == "created" and boost["counters"]["what"] == {"var": "created"}
    [alone] = parser.read(TOWER + ".")
    assert "as" not in alone["reaction"]["effect"][0]["create"]

    scope, step = Scope(), {"name": "Test Tower"}
    scope.introduce("created", step)
    assert scope.it == "created" and "as" not in step           # asked: nothing bound
    assert scope.refer_it() == "created" and step["as"] == "created"


def test_the_parser_is_the_language_and_read_refuses_a_later_editions_word():
    """One reader: ``read`` refuses a word the base rules keep for the 5.0 edition (keywords.yaml
    ``later_editions``), at that word; its readings, what a rendering is checked with, read it."""
    parser = build_parser(vocabulary_from_rules(RULES_DIR))
    assert parser.language is parser
    text = "{J} Move a Terrain Marker to my region."
    with pytest.raises(DesignError, match="--edition 5.0") as e:
        parser.read(text)
    assert e.value.column == text.index("Terrain") + 1
    assert parser.reading(text).abilities
