"""A set brings its own phrases (issue: one home per phrase): a vocabulary.yaml's ``phrases:`` are read like
the phrasebook's (grammar/phrases/), so a set with a phrase the language lacks imports and plays with no
Python and no grammar edit."""
from __future__ import annotations

from pathlib import Path

import pytest

from altered.cardtext.api import parse_abilities
from altered.cardtext.phrasebook import load_book
from altered.rulebook import load_rulebook
from altered.loading.errors import DesignError

FOLDER = Path(__file__).parent / "data" / "set-phrases"


def test_a_sets_phrase_reads_its_cards():
    parser = load_rulebook().card_parser(FOLDER)
    [ability] = parse_abilities("{J} Befuddle target Character.", parser=parser)
    assert ability["reaction"]["effect"] == [
        {"choose": {"who": "you", "from": {"type": "Character"}, "count": 1, "target": True, "as": "target"}},
        {"gain": {"what": {"var": "target"}, "status": "Asleep"}},
        {"counters": {"what": {"var": "target"}, "name": "boost", "remove": 1}}]
    with pytest.raises(DesignError, match="unexpected 'Befuddle'"):
        parse_abilities("{J} Befuddle target Character.")          # not a word of the language without it


def test_the_sets_card_plays(capsys):
    from altered.cli.main import main
    assert main(["check", "--cards", str(FOLDER)]) == 0


@pytest.mark.parametrize("entry, message", [
    ({"phrase": "x", "category": "verbs", "say": "x"}, "unknown category 'verbs'"),
    ({"phrase": "x", "category": "verb", "say": "x {what:nouns}"}, "unknown slot kind 'nouns'"),
    ({"phrase": "draw", "category": "verb", "say": "x"}, "declared twice"),
    ({"phrase": "x", "category": "verb", "say": "x ( y"}, "cannot read say"),
])
def test_a_mistake_in_a_sets_phrase_names_its_file(entry, message):
    with pytest.raises(DesignError, match=message.replace("(", r"\(").replace(")", r"\)")):
        from altered.cardtext.language import Language
        from altered.cardtext.vocabulary import vocabulary_from_rules
        from altered.loading.paths import RULES_DIR
        Language(load_book(extra=[("my-set/vocabulary.yaml", [entry])]), vocabulary_from_rules(RULES_DIR))


def test_the_import_summary_proposes_a_phrase_for_a_text_it_cannot_read():
    """An unread text gets a phrase entry to start from: the whole sentence holding its unknown verb, the
    words that read as a noun phrase, a number, a zone or a player as slots."""
    from altered.tools.sets.newwords import read_set
    summary = read_set(load_rulebook(), Path(__file__).parent / "data" / "unread").summary()
    assert "- phrase: befuddle" in summary and 'say: "befuddle {what:noun}"' in summary
    assert "category: sentence" in summary
