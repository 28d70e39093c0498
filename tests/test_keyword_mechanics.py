"""The mechanics of the keyword abilities (7.4) are declared operators (effects/abilities/keywords.py): each key of
a keyword's entry in rules_yaml/keywords.yaml is one, with its parameters, English, documentation and rule ids; a
mistake in one is an error at its place when the rules load; the engine plays what they compile to."""
from __future__ import annotations

import json
import shutil

import pytest

from altered.effects.abilities.keywords import NOTES
from altered.effects import Ctx, gloss
from altered.effects.registry import load_operators
from altered.rulebook import RuleBook
from altered.loading.errors import DesignError
from altered.loading.paths import RULES_DIR
from altered.loading.yamlio import load_file

from conftest import Board

MECHANICS = load_operators()["keyword"]


def test_the_keywords_schema_names_no_key_that_is_not_a_declared_mechanic():
    schema = json.loads((RULES_DIR / "schema" / "keywords.schema.json").read_text(encoding="utf-8"))
    keys = set(schema["properties"]["keywords"]["additionalProperties"]["properties"])
    assert keys - set(NOTES) == set(MECHANICS)


def test_every_mechanic_has_a_phrase_a_doc_line_and_rule_ids_and_each_written_one_reads_in_words():
    assert all(spec.phrase.get("") and spec.doc and spec.rules for spec in MECHANICS.values())
    del gloss.FALLBACKS[:], gloss.UNSHOWN[:]
    said = {}
    for name, entry in load_file(RULES_DIR / "keywords.yaml")["keywords"].items():
        for key, arg in entry.items():
            if key not in NOTES:
                said[(name, key)] = gloss.mechanic(key, arg)
    assert not gloss.FALLBACKS and not gloss.UNSHOWN, (gloss.FALLBACKS, gloss.UNSHOWN)
    assert said[("Tough", "target_cost")] == "an opponent choosing me as a target pays X mana more"        # 7.4.7.c
    assert said[("Seasoned", "keeps_counters")] == "I keep my boost counters going to Reserve"               # 7.4.6.b


@pytest.fixture
def rules_copy(tmp_path):
    dest = tmp_path / "rules"
    shutil.copytree(RULES_DIR, dest)
    return dest


def _edit(path, old, new):
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def _at(path, needle):
    for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if needle in line:
            return i, line.index(needle) + 1
    raise AssertionError(needle)


@pytest.mark.parametrize("old, new, needle, message", [
    ("keeps_counters: {counters: [boost], to: Reserve}", "keeps_counters: {counters: [bost], to: Reserve}",
     "{counters: [bost]", "unknown counter 'bost' (known: "),
    ("      from: Hand ", "      from: Hnd ", "Hnd", "unknown zone 'Hnd' in 'from' of 'alternative_cost'"),
])
def test_a_mistake_in_a_mechanic_is_an_error_at_its_place(rules_copy, old, new, needle, message):
    """7.4.6.b, 7.4.5.b: a misspelt counter or zone in a keyword's mechanic stops the rules loading, at its line."""
    keywords = rules_copy / "keywords.yaml"
    _edit(keywords, old, new)
    with pytest.raises(DesignError) as e:
        RuleBook(rules_copy)
    assert message in e.value.message, e.value.message
    assert (e.value.file, e.value.line) == (str(keywords), _at(keywords, needle)[0])


def test_7_4_7_c_target_cost_anyone_makes_the_controller_pay_too(rules_copy, catalog, decks):
    """7.4.7.c: Tough's X is paid by an opponent choosing the bearer as a target; written ``anyone`` instead, the
    bearer's controller pays it too: the engine plays the declared word, not a word of its own."""
    bundled = RuleBook(RULES_DIR)
    _edit(rules_copy / "keywords.yaml", "target_cost: opponent", "target_cost: anyone")
    changed = RuleBook(rules_copy)
    costs = []              # (no book.prepare(catalog): the cards of the board are read as they are met, not the
    #                         whole catalog again with the changed keywords, which took most of this test)
    for book in (bundled, changed):
        board = Board(book, catalog, decks)
        achilles = board.put("Achilles", 0, "Expedition", sub="hero")              # [Tough 1]
        costs.append([board.game.runtime.target_cost(achilles, p) for p in (0, 1)])
    assert costs == [[0, 1], [1, 1]]


def test_7_4_6_b_the_counters_a_keyword_keeps_are_those_its_mechanic_names(rules_copy, catalog, decks):
    """7.4.6.b: Seasoned keeps its boosts going from an Expedition to Reserve; with its mechanic naming another
    zone, it keeps none going to Reserve."""
    _edit(rules_copy / "keywords.yaml", "keeps_counters: {counters: [boost], to: Reserve}",
          "keeps_counters: {counters: [boost], to: Discard}")
    kept = []
    for book in (RuleBook(RULES_DIR), RuleBook(rules_copy)):     # (its board's cards read as met: no prepare)
        board = Board(book, catalog, decks)
        o = board.put("Bravos Bladedancer", 0, "Expedition", sub="hero")           # [Seasoned]
        o.counters["boost"] = 2
        book.compiler.effect([{"move": {"what": "self", "to": "Reserve"}}])(Ctx(board.game, 0, o))
        [now] = board.game.objects("Reserve")
        kept.append(dict(now.counters))
    assert kept == [{"boost": 2}, {}]
