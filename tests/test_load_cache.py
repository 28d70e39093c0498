"""What loading computes, kept in the user's cache folder (loading/diskcache.py): the card files read and
checked, and Lark's rules of the card-text grammar. A hit is what a cold load gives; a changed file is read
and checked again, its mistakes told as before; a corrupt entry is ignored; nothing is written elsewhere."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import altered
from altered.cardtext import api, larkgrammar
from altered.cardtext.language import Language
from altered.cardtext.vocabulary import vocabulary_from_rules
from altered.loading import diskcache, yamlio
from altered.loading.cards.catalog import load_catalog
from altered.loading.errors import DesignError
from altered.loading.paths import CARDS_DIR, DATA_FOLDERS, ROOT, RULES_DIR

CHECKOUT = Path(altered.__file__).resolve().parents[2]


@pytest.fixture
def cache(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setattr(diskcache, "CACHE_DIR", folder)
    # the read texts' cache too: in the shared folder, another test process's prune (each kind keeps its latest
    # few) could remove what the cold run wrote before the warm one reads it, and the warm one reads again
    monkeypatch.setattr(api, "CACHE_DIR", folder)
    return folder


@pytest.fixture
def cards(tmp_path):
    """A card set of the bundled ones, copied to be edited."""
    folder = tmp_path / "btg"
    shutil.copytree(CARDS_DIR / "btg", folder)
    return folder


def _same(a, b) -> None:
    assert a.cards == b.cards and a.files == b.files and a.sets == b.sets
    assert [a.flags(c.ref) for c in a.cards] == [b.flags(c.ref) for c in b.cards]


def _no_yaml(monkeypatch):
    def refused(*args, **kwargs):
        raise AssertionError("a card file read again though the cache holds it")
    monkeypatch.setattr(yamlio, "load_text", refused)


def test_a_card_file_from_the_cache_is_the_file_read(cache, cards, monkeypatch):
    cold = load_catalog([cards])
    assert sorted(p.name for p in cache.glob("cards-*.json")) and len(list(cache.glob("cards-*.json"))) == 8
    _no_yaml(monkeypatch)                  # every file of the set from the cache: no YAML read
    _same(load_catalog([cards]), cold)


def test_the_bundled_sets_from_the_cache_are_those_read(cache, monkeypatch):
    cold = load_catalog()
    _no_yaml(monkeypatch)
    _same(load_catalog(), cold)


def test_a_changed_card_file_is_read_again(cache, cards):
    before = load_catalog([cards])
    path = cards / "axiom.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("name: Sierra & Oddball", "name: Sierra and Oddball"),
                    encoding="utf-8")
    after = load_catalog([cards])
    assert after.get("ALT_CORE_B_AX_01_C").name == "Sierra and Oddball"
    assert before.get("ALT_CORE_B_AX_01_C").name == "Sierra & Oddball"
    assert [c for c in after.cards if c.file != str(path)] == [c for c in before.cards if c.file != str(path)]


def test_a_mistake_in_a_changed_file_is_told_as_without_a_cache(cache, cards, tmp_path, monkeypatch):
    load_catalog([cards])                                   # every file checked, and kept
    path = cards / "lyra.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("type: Character", "type: Charakter", 1),
                    encoding="utf-8")
    with pytest.raises(DesignError) as cached:
        load_catalog([cards])
    monkeypatch.setattr(diskcache, "CACHE_DIR", tmp_path / "empty")
    with pytest.raises(DesignError) as cold:
        load_catalog([cards])
    assert str(cached.value) == str(cold.value) and str(cold.value).startswith(f"{path}:")
    assert cold.value.line and cold.value.column


GIFT = """\
set: {code: GFT, name: Gift Test}
cards:
  - {ref: ALT_GFT_B_LY_1_C, version: GFT-1-C, name: Gift Giver, faction: Lyra, type: Character, rarity: common,
     hand_cost: 1, reserve_cost: 1, forest: 1, mountain: 1, water: 1,
     text: "When you make a [Gift] — I gain 1 boost."}
"""


def test_the_words_of_a_set_are_part_of_its_files_key(cache, tmp_path):
    """A bracketed word a set's vocabulary.yaml declares (a phrase printing it): its card file reads while it
    is declared, and is refused at the word once the declaration is gone, the card file unchanged."""
    (tmp_path / "lyra.yaml").write_text(GIFT, encoding="utf-8")
    vocabulary = tmp_path / "vocabulary.yaml"
    vocabulary.write_text('phrases:\n  - {phrase: make-gift, category: player_event, say: "make a [ Gift ]",\n'
                          '     means: {does: {who: $subject, action: Make a Gift}}}\n', encoding="utf-8")
    assert load_catalog([tmp_path]).get("GFT-1-C").name == "Gift Giver"
    vocabulary.write_text("phrases: []\n", encoding="utf-8")
    with pytest.raises(DesignError, match=r"lyra.yaml:5:\d+: bracketed word \[Gift\] is a word neither the rules"):
        load_catalog([tmp_path])


def test_a_corrupt_or_foreign_entry_is_ignored_and_written_again(cache, cards):
    cold = load_catalog([cards])
    entries = sorted(cache.glob("cards-*.json"))
    keys = [json.loads(e.read_text(encoding="utf-8"))["key"] for e in entries]
    entries[0].write_bytes(b"\x00\xffnot json")
    entries[1].write_text(json.dumps({"key": "another", "value": [1]}), encoding="utf-8")
    entries[2].write_text(json.dumps({"key": keys[2]}), encoding="utf-8")                        # no value
    entries[3].write_text(json.dumps({"key": keys[3], "value": [1, {"x": 2}]}), encoding="utf-8")   # not cards
    entries[4].write_text(json.dumps({"key": keys[4], "value": ["BTG", None, [1, 1], [[{"nope": 1}, [], 0]]]}),
                          encoding="utf-8")
    _same(load_catalog([cards]), cold)
    assert [json.loads(e.read_text(encoding="utf-8"))["key"] for e in entries] == keys       # written again
    _same(load_catalog([cards]), cold)


def test_a_folder_the_cache_cannot_write_leaves_the_command_as_it_was(tmp_path, cards, monkeypatch):
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    monkeypatch.setattr(diskcache, "CACHE_DIR", blocked / "cache")
    _same(load_catalog([cards]), load_catalog([cards]))


def _readings(language, texts) -> list:
    out = []
    for text in texts:
        try:
            out.append(api.parse_abilities(text, parser=language))
        except DesignError as e:
            out.append(str(e))
    return out


def test_lark_rules_from_the_cache_read_as_lark_built_them(cache, monkeypatch):
    """The grammar's Earley rules in Lark's serialized form: a second parser built from them reads every text
    of a set file as the first, which Lark built from the grammar's text."""
    texts = [c.text for c in load_catalog([CARDS_DIR / "btg" / "axiom.yaml"]).cards if c.text][:60]
    vocabulary = vocabulary_from_rules(RULES_DIR)
    monkeypatch.setattr(api, "_MEMO", {})
    cold = Language(None, vocabulary)
    readings = _readings(cold, texts)
    assert list(cache.glob("lark-rules-*.json")) and any(isinstance(r, list) for r in readings)

    def no_lark(*args, **kwargs):
        raise AssertionError("Lark read the grammar's text again")
    monkeypatch.setattr(larkgrammar, "Lark", no_lark)
    monkeypatch.setattr(api, "_MEMO", {})                  # (no reading remembered from the first parser)
    warm = Language(None, vocabulary)
    assert warm.grammar.earley.parser_conf.rules == cold.grammar.earley.parser_conf.rules
    assert _readings(warm, texts) == readings


def test_a_command_whose_texts_are_kept_loads_no_phrasebook(cache, monkeypatch):
    """The texts of a set read before come from the cache with their parser's digest, which is the hash of
    the phrasebook's texts: neither the phrasebook nor the grammar is built for them."""
    from altered.cardtext import language, parser
    from altered.rulebook import RuleBook
    cards = load_catalog([CARDS_DIR / "btg" / "axiom.yaml"]).cards

    def fresh():
        monkeypatch.setattr(language, "_LANGUAGES", {})
        monkeypatch.setattr(parser, "_BUILT", {})
        monkeypatch.setattr(api, "_MEMO", {})
        return RuleBook(RULES_DIR, [])
    cold = fresh()
    cold.prepare(cards)
    programs = [cold.program(c).unsupported for c in cards]

    def refused(*args, **kwargs):
        raise AssertionError("the phrasebook was loaded for texts the cache holds")
    warm = fresh()
    monkeypatch.setattr(language, "load_book", refused)
    warm.prepare(cards)
    assert [warm.program(c).unsupported for c in cards] == programs


def test_a_command_writes_only_in_its_cache_folder(tmp_path):
    """`altered play` from another folder, cold then warm: its cache entries in ALTERED_CACHE, nothing in the
    working folder, the home folder or the data; the same game both times."""
    work, home, cache = tmp_path / "work", tmp_path / "home", tmp_path / "cache"
    work.mkdir()
    home.mkdir()

    def files():
        return {p: p.stat().st_mtime_ns for name in DATA_FOLDERS for p in (ROOT / name).rglob("*") if p.is_file()}
    before = files()
    env = {k: v for k, v in os.environ.items() if k not in ("ALTERED_CACHE", "XDG_CACHE_HOME")}
    env.update(ALTERED_CACHE=str(cache), HOME=str(home), PYTHONPATH=str(CHECKOUT / "interpreter"))
    games = [subprocess.run([sys.executable, "-m", "altered", "play", "--seed", "1"], cwd=work, env=env,
                            capture_output=True, text=True, timeout=600) for _ in range(2)]
    assert all(g.returncode == 0 for g in games), games[0].stderr
    assert games[0].stdout == games[1].stdout and "Winner" in games[0].stdout
    assert {p.name.split("-")[0] for p in cache.iterdir()} >= {"cards", "cardtext"}
    assert not any(work.iterdir()) and not any(home.iterdir())
    assert files() == before


def test_the_card_fields_kept_as_lists_are_the_tuples_of_the_card_definition():
    """A cached card's tuples come back as lists and are made tuples again by their names
    (model.TUPLE_FIELDS, not read from the fields' types: a compiled CardDef gives them as classes)."""
    import dataclasses
    from altered.loading.cards.model import TUPLE_FIELDS, CardDef
    if hasattr(CardDef, "__mypyc_attrs__"):
        pytest.skip("a compiled CardDef: the annotations as written are read in the pure-Python build")
    assert TUPLE_FIELDS == {f.name for f in dataclasses.fields(CardDef) if "tuple" in str(f.type)}
