"""A set's own bracketed words, token names and keyword forms are accepted in its card files where the
set's vocabulary.yaml declares them; an undeclared one is one error naming the word and the file to
declare it in (not the list of every known word). The card-text language then reads the text."""
from __future__ import annotations

from altered.cli.main import main
from altered.loading.cards.catalog import load_catalog
from altered.loading.errors import DesignError

CARDS = """\
set: {code: GFT, name: Gift Test}
cards:
  - ref: ALT_GFT_B_LY_1_C
    version: GFT-1-C
    name: Gift Giver
    faction: Lyra
    type: Character
    rarity: common
    hand_cost: 1
    reserve_cost: 1
    forest: 1
    mountain: 1
    water: 1
    text: "%s"
"""
PHRASE = """\
phrases:
  - phrase: makes-a-bracketed-gift
    category: player_event
    say: "make a [ Gift ]"
    means: {does: {who: $subject, action: Make a Gift}}
"""


def _set(tmp_path, text, vocabulary=None):
    (tmp_path / "lyra.yaml").write_text(CARDS % text, encoding="utf-8")
    if vocabulary is not None:
        (tmp_path / "vocabulary.yaml").write_text(vocabulary, encoding="utf-8")
    return tmp_path


def _error(tmp_path) -> str:
    try:
        load_catalog([tmp_path])
    except DesignError as e:
        return str(e)
    raise AssertionError("the card file was accepted")


def test_an_undeclared_bracketed_word_names_the_word_and_the_file_to_declare_it_in(tmp_path):
    folder = _set(tmp_path, "When you make a [Gift] — I gain 1 boost.")
    message = _error(folder)
    assert message.startswith(f"{folder / 'lyra.yaml'}:14:28: bracketed word [Gift] is a word neither the rules "
                              f"nor this set declare: declare it in {folder / 'vocabulary.yaml'}"), message
    assert "[Resupply]" not in message                      # not the list of every word the rules know


def test_a_phrase_of_the_set_that_prints_a_bracketed_word_lets_its_texts_print_it(tmp_path, capsys):
    """v5.0 7.3.22: "make a [Gift]" read through the set's phrase as "make a Gift" is."""
    folder = _set(tmp_path, "When you make a [Gift] — I gain 1 boost.", PHRASE)
    assert len(load_catalog([folder])) == 1
    assert main(["check", "--edition", "5.0", "--cards", str(folder)]) == 0, capsys.readouterr().err
    assert main(["explain", "--edition", "5.0", "--cards", str(folder), "When you make a [Gift] — I gain 1 boost."]) == 0
    assert "when: you do Make a Gift" in capsys.readouterr().out


def test_the_sets_keywords_statuses_and_token_names_with_their_verb_forms(tmp_path):
    vocabulary = ("keyword_actions: [Befuddle]\nkeywords: [Glimmering]\nvalued_keywords: [Shine]\n"
                  "statuses: [Dazed]\ntokens:\n  GLOW_MOTH: {name: Glow Moth, stats: 1/1/1}\n")
    for text in ("{J} [Befuddle].", "{J} Target opponent [Befuddles].", "[Glimmering].", "[Shine 2].",
                 "{J} I gain [[Dazed]].", "{J} Create a [Glow Moth] token.", "{J} Create a [GLOW_MOTH] token."):
        folder = _set(tmp_path, text, vocabulary)
        assert len(load_catalog([folder])) == 1, text
    for text, word in (("{J} [Befudle].", "[Befudle]"), ("{J} I gain [[Dazzled]].", "[[Dazzled]]"),
                       ("{Q} Draw a card.", "{Q}")):
        message = _error(_set(tmp_path, text, vocabulary))
        assert f" {word} is a word neither the rules nor this set declare" in message, message
