"""The grammar is built from a vocabulary read from rules_yaml/, not from word lists in Python."""
from __future__ import annotations

import copy
import glob
import os

import pytest

from altered.cardtext import build_parser, default_vocabulary, parse_abilities, vocabulary_from_rules
from altered.cardtext.vocabulary import plural, third_person
from altered.loading.errors import DesignError
from altered.loading.paths import RULES_DIR


def rules_vocabulary():
    # the rules files are another engineer's: fall back to the package defaults if one is missing
    if not all((RULES_DIR / f).is_file() for f in ("keywords.yaml", "statuses.yaml", "zones.yaml")):
        return default_vocabulary()
    return vocabulary_from_rules(RULES_DIR)


def test_rules_files_give_the_names():
    v = rules_vocabulary()
    for word in ("Defender", "Gigantic", "Seasoned", "Tough"):
        assert word in v["keywords"]
    assert "Tough" in v["valued_keywords"]                 # 7.4.7.b
    for word in ("Resupply", "Sabotage", "After You"):
        assert word in v["keyword_actions"]
    for word in ("Anchored", "Asleep", "Boosted", "Fleeting"):
        assert word in v["statuses"]
    assert {"Hand", "Reserve", "Mana", "Expedition", "Discard"} <= set(v["zones"])
    assert v["statistics"]["water"] == "O"


def test_word_forms():
    assert plural("Character") == "Characters" and plural("Mana Orb") == "Mana Orbs" and plural("Hero") == "Heroes"
    assert third_person("Resupply") == "Resupplies" and third_person("Sabotage") == "Sabotages"


def test_the_grammar_reads_the_vocabulary_words():
    rules = build_parser(rules_vocabulary()).language.grammar.rules
    assert ("'sabotage",) in rules["w__keyword_action"] and ("'fleeting",) in rules["w__status"]
    assert ("'mana", "'zone") in rules["w__zone"]


def test_a_new_keyword_in_the_vocabulary_parses_without_code(tmp_path):
    v = copy.deepcopy(rules_vocabulary())
    v["keywords"].append("Vigilant")
    v["statuses"].append("Frozen")
    parser = build_parser(v, cache_dir=tmp_path)
    assert parse_abilities("[Vigilant].", parser=parser)[0]["keyword"] == "Vigilant"
    assert parse_abilities("{J} Target Character gains [[Frozen]].", parser=parser)[0]["reaction"]["effect"][-1] == {
        "gain": {"what": {"var": "target"}, "status": "Frozen"}}
    with pytest.raises(DesignError):
        parse_abilities("[Vigilant].")                     # not in the bundled rules


def test_names_come_from_the_rules_files_and_only_extra_words_from_cardtext_yaml(tmp_path):
    # no rules files: no statuses or keywords at all, only the language's own words
    empty = vocabulary_from_rules(tmp_path)
    assert empty["statuses"] == [] and empty["keywords"] == []
    assert empty["durations"] == default_vocabulary()["durations"]
    bundled = rules_vocabulary()
    assert "Fleeting" in bundled["statuses"] and "Tough" in bundled["valued_keywords"]


def test_every_grammar_rule_comes_from_the_phrasebook_and_no_python_reads_one_phrase():
    """One home per phrase: every rule of the grammar is a phrase of grammar/phrases/ (or a group, list or
    class of words written from one), and the reading has no method per rule: phrases are read by one
    generic builder, their meanings by templates and the language's few combinators."""
    from altered.cardtext.combinators import COMBINATORS
    from altered.cardtext.language import Language
    language = build_parser(rules_vocabulary()).language
    phrases = {p.name for p in language.book.phrases.values()}
    for rule in language.grammar.rules:
        kind = language.parts.get(rule, ("builder",))[0]
        assert kind in ("phrase", "choice", "group", "optional", "list", "repeat", "words", "category", "name", "verb",
                        "token_ref", "sep", "builder"), rule
    made_here = {r for r in language.grammar.rules if r not in language.parts}
    assert made_here <= {"start", "b__word"}, made_here
    names = {n.replace("-", "_") for n in phrases}
    methods = {m for m in dir(Language) if not m.startswith("__")}
    assert not (methods & names), methods & names
    # the combinators are the language's shared operations, each documented (grammar/README.md lists them),
    # far fewer than the phrases; most phrases mean plain data
    assert all(fn.doc for fn in COMBINATORS.values())
    assert len(COMBINATORS) * 4 < len(phrases), (len(COMBINATORS), len(phrases))
    # (a fresh name in let: is bookkeeping -- "removed", "removed2" -- not a meaning made in Python; nor is
    # {$yours: you}, the value "you" marked as the card's word "your", which stays the card's controller)
    plain = [p for p in language.book.phrases.values() if "{'$" not in str(p.means).replace("{'$yours': 'you'}", "")
             and "{'$" not in str({k: v for k, v in p.let.items() if not (isinstance(v, dict) and "$fresh" in v)})]
    # (about half: a move, a look's "the others" and a "this way" test need their combinators' checks; since
    # session 48 also what a place holds, asked by the place's kind ("is empty", "has 4 or more cards"), "their"
    # said of a loop's player and a count in whole groups ("for each two ..."): 258 of 523, 49 %; since session 50
    # "the first player" said of a player only and "each of them has ...", asked by kind: 258 of 527, 48.9 %; since
    # session 61 where a card is said to be, asked of one moved out of sight, and "one of your Expeditions" told
    # apart in a trigger: 255 of 532, 47.9 %)
    assert len(plain) * 100 >= 47 * len(phrases), (len(plain), len(phrases))
