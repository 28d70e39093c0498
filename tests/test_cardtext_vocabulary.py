"""The grammar is built from a vocabulary read from rules_yaml/, not from word lists in Python."""
from __future__ import annotations

import copy
import glob
import os

import pytest

from altered.language.cardtext import build_parser, default_vocabulary, parse_abilities, vocabulary_from_rules
from altered.language.cardtext.parser import conflicts, grammar_text
from altered.language.cardtext.vocabulary import plural, third_person
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


def test_grammar_text_lists_the_vocabulary():
    text = grammar_text(rules_vocabulary())
    assert "Sabotage" in text and "Fleeting" in text and "Mana zone" in text


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


def test_the_built_parser_is_cached_on_disk(tmp_path):
    v = copy.deepcopy(rules_vocabulary())
    v["subtypes"].append("Wizard")                       # a vocabulary not built yet in this process
    build_parser(v, cache_dir=tmp_path)
    files = glob.glob(os.path.join(tmp_path, "cardtext-*.lark"))
    assert len(files) == 1 and os.path.getsize(files[0]) > 0


def test_names_come_from_the_rules_files_and_only_extra_words_from_cardtext_yaml(tmp_path):
    # no rules files: no statuses or keywords at all, only the language's own words
    empty = vocabulary_from_rules(tmp_path)
    assert empty["statuses"] == [] and empty["keywords"] == []
    assert empty["durations"] == default_vocabulary()["durations"]
    bundled = rules_vocabulary()
    assert "Fleeting" in bundled["statuses"] and "Tough" in bundled["valued_keywords"]


def test_only_greedy_attachment_conflicts():
    # LALR: no reduce/reduce conflict (Lark would refuse the grammar); the shift/reduce ones
    # all attach a modifier to the nearest phrase ("a card from your hand in Reserve").
    found = conflicts(rules_vocabulary())
    rules = {line.strip(" *<").split(":")[0].strip() for line in found if line.startswith(" * ")}
    # also: "your Expedition" (adjective), "one [Ordis Recruit ...]" (noun_phrase), "behind or tied"
    # (state), "I can't be played but ..." (passive), "an Expedition in {V}" (expedition_ref)
    assert rules <= {"nominal", "chain", "link", "status_list", "type_list", "effect", "predicate",
                     "subject", "replacement", "mode", "die_mode", "adjective", "noun_phrase", "state",
                     "passive", "expedition_ref"}, rules


def test_every_grammar_rule_has_its_transformer_method():
    # STYLE.md: one grammar rule <-> one transformer method
    from altered.language.cardtext.api import default_parser
    from altered.language.cardtext.transform import CardText
    missing = set()
    for rule in default_parser().lark.rules:
        name = str(rule.alias or rule.origin.name)
        kept = [s for s in rule.expansion if not (s.is_term and s.filter_out)]
        if name.startswith("_") or (rule.options.expand1 and len(kept) == 1 and not rule.alias):
            continue                      # "?rule" with one child is inlined by Lark
        if not hasattr(CardText, name):
            missing.add(name)
    assert not missing, sorted(missing)
