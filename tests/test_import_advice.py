"""`altered import-set` reads any official file and advises rightly: `#...#` and `{I}` anywhere in a text,
a stray set code, a known word printed in a new form (proposed as the one-line phrase that reads the
plain word), a proposed phrase that is a whole sentence with slots of known categories, no Python
exception shown, and a "play them with" line that is a command that works."""
from __future__ import annotations

import shlex
import shutil
from pathlib import Path

import yaml

from altered.cli.main import main
from altered.cardtext.phrasebook import load_book
from altered.rulebook import load_rulebook
from altered.tools.sets.newwords import read_set
from altered.loading.rules.editions import with_edition

# Whispers from the Maze records (tests/data/official/PROVENANCE.md says which and why)
BISE = Path(__file__).parent / "data" / "official" / "BISE_EN-sample.json"

CARD = dict(faction="Lyra", type="Character", rarity="common", hand_cost=1, reserve_cost=1, forest=1, mountain=1,
            water=1)


def _folder(tmp_path, texts, vocabulary=None):
    cards = [dict(ref=f"ALT_GFT_B_LY_{i}_C", version=f"GFT-{i}-C", name=f"Card {i}", **CARD, text=t)
             for i, t in enumerate(texts, 1)]
    (tmp_path / "lyra.yaml").write_text(yaml.safe_dump({"set": {"code": "GFT", "name": "Gift Test"}, "cards": cards},
                                                       sort_keys=False, allow_unicode=True), encoding="utf-8")
    if vocabulary is not None:
        (tmp_path / "vocabulary.yaml").write_text(vocabulary, encoding="utf-8")
    return tmp_path


def _book():
    return load_rulebook(variants=with_edition(None, "5.0"))


def test_an_official_file_imports_and_its_play_line_plays(tmp_path, capsys):
    """{I} printed inside `#...#` at a support text's start is the support symbol (v5.0 7.1.5.a), not a new
    word; a stray WEM record is skipped and named; the command printed to play the cards starts a game: the
    set is bundled, so its cards imported again are the bundled ones, played with no --cards (a set not bundled
    is played with its folder: tests/test_designer_outputs.py)."""
    out = tmp_path / "wfm"
    assert main(["import-set", str(BISE), "--out", str(out), "--edition", "5.0"]) == 1     # some texts unread
    printed = capsys.readouterr().out
    assert "skipped #3 ALT_BISE_P_BR_64_C: set code WEM" in printed
    assert "symbol 'I'" not in printed and "keyword action 'BB'" not in printed, printed
    line = next(x for x in printed.splitlines() if "play them with:" in x)
    words = shlex.split(line.split("play them with:", 1)[1])
    assert words[:2] == ["altered", "play"] and "--allow-unread" in words and "--cards" not in words, words
    assert main(words[1:] + ["--seed", "3"]) == 0


def test_the_heros_boost_icon_prints_the_same_ability(tmp_path):
    """Teija & Nauraa of Whispers from the Maze prints "boost[BB]" where Beyond the Gates prints "boost[]":
    one ability, read as the first print's (a reprint, so its name stays unambiguous)."""
    out = tmp_path / "wfm"
    main(["import-set", str(BISE), "--out", str(out), "--edition", "5.0"])
    from altered.loading.cards.catalog import load_catalog
    from altered.loading.paths import CARDS_DIR
    catalog = load_catalog([CARDS_DIR / "btg", out])          # beside the first set (the bundled WFM is this one)
    assert catalog.find("Teija & Nauraa").version == "BTG-091-H"
    hero = catalog.find("WFM-052-H")
    assert load_rulebook().program(hero).errors == []


def test_a_known_word_in_brackets_is_proposed_as_a_one_line_phrase(tmp_path):
    """v5.0 7.3.22 "make a Gift" and 7.5.9 "In Contact" printed in brackets: not a new keyword action or
    status, but the phrase that reads the plain word with the word in brackets; declared, the text reads."""
    texts = ["When you make a [Gift] — I gain 1 boost.", "{J} If my Expedition is [In Contact], draw a card."]
    summary = read_set(_book(), _folder(tmp_path, texts)).summary()
    assert "keyword action 'Gift'" not in summary and "status 'In Contact'" not in summary, summary
    entries = [line.strip() for line in summary.splitlines() if line.strip().startswith("- {phrase:")]
    assert len(entries) == 2, summary
    assert 'say: "make a [ Gift ]"' in entries[0] and "category: \"player_event\"" in entries[0]
    assert 'say: "[ In Contact ]"' in entries[1]
    folder = _folder(tmp_path, texts, "phrases:\n" + "".join(f"  {e}\n" for e in entries))
    assert read_set(_book(), folder).ok


def test_a_proposed_phrase_is_the_whole_sentence_with_slots_of_known_categories(tmp_path):
    texts = ["{R} You may lend 1 counter from a card you control to draw a card."]   # (a verb no phrase reads)
    summary = read_set(_book(), _folder(tmp_path, texts)).summary()
    say = next(line.split("say: ", 1)[1].strip('"') for line in summary.splitlines() if "say: " in line)
    assert say.startswith("{who:player} may lend {n:amount} counter from {what:noun} to draw"), say
    categories = load_book().categories
    import re
    assert all(kind in categories for kind in re.findall(r"\{\w+:(\w+)\}", say))


def test_a_fault_while_reading_one_text_is_that_texts_line(tmp_path, monkeypatch, capsys):
    """No Python exception reaches the user: a text whose reading fails inside the language is listed, at
    its place, as not read."""
    from altered.cardtext import language
    real = language.Language.read

    def broken(self, text):
        if "Befuddle" in text:
            raise KeyError("befuddle")
        return real(self, text)
    monkeypatch.setattr(language.Language, "read", broken)
    reading = read_set(_book(), _folder(tmp_path, ["{J} Befuddle target Character.", "{J} Draw a card."]))
    assert reading.read == 1 and not reading.ok
    assert reading.unread[0].message.startswith("cannot read: KeyError"), reading.unread[0].message
    assert reading.unread[0].where.startswith(str(tmp_path / "lyra.yaml"))


def test_change_marks_in_any_field_are_read_through(tmp_path, capsys):
    """`#...#` marks a change from the common version (SOURCE.md): in a name, a sub-type, a collector number
    or a cost it is not part of the value; in a text the reader drops it."""
    import json
    records = json.loads(BISE.read_text(encoding="utf-8"))
    record = next(r for r in records if r["reference"] == "ALT_BISE_B_BR_53_R1")
    record["name"] = "#" + record["name"] + "#"
    record["collectorNumber"] = "#" + record["collectorNumber"] + "#"
    record["cardSubTypes"][0]["reference"] = "#" + record["cardSubTypes"][0]["reference"] + "#"
    source = tmp_path / "marked.json"
    source.write_text(json.dumps([record]), encoding="utf-8")
    assert main(["import-set", str(source), "--out", str(tmp_path / "out"), "--edition", "5.0"]) == 1   # its main text is not read yet
    written = yaml.safe_load((tmp_path / "out" / "bravos.yaml").read_text(encoding="utf-8"))["cards"][0]
    assert written["name"] == "Bravos Excavator" and "#" not in str(written["subtypes"])
    assert written["version"] == "WFM-021-R"
    assert written["support"].startswith("#{I}")          # the text as printed; the reader drops the marks
