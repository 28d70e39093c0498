"""`altered import-set` ends with what the card-text language makes of the new set: how many texts it
reads, the words it does not know yet (each with a YAML entry to declare it), every text it cannot read
with the place of the mistake and the nearest phrase it reads, and exit code 1 until every text reads."""
from __future__ import annotations

import copy
import json
import re
import shutil
from pathlib import Path

from altered.cli.main import main
from altered.loading.cards.catalog import load_catalog
from altered.loading.paths import CARDS_DIR

# A handful of official records of Trial by Frost (tests/data/official/PROVENANCE.md says which and why)
ALIZE = Path(__file__).parent / "data" / "official" / "ALIZE_EN-sample.json"


def _records():
    data = json.loads(ALIZE.read_text(encoding="utf-8"))
    return data if isinstance(data, list) else data["hydra:member"]


def _set_with_texts(tmp_path, texts):
    """A small set: the first character records of Trial by Frost with these texts."""
    records = [r for r in _records() if r["cardType"]["reference"] == "CHARACTER"][:len(texts)]
    out = []
    for record, text in zip(records, texts):
        r = copy.deepcopy(record)
        r["elements"]["MAIN_EFFECT"] = text
        r["elements"].pop("ECHO_EFFECT", None)
        out.append(r)
    path = tmp_path / "set.json"
    path.write_text(json.dumps(out), encoding="utf-8")
    return path


def test_trial_by_frost_reads_whole_and_exits_0(tmp_path, capsys):
    out_dir = tmp_path / "tbf"          # the set's own words travel with it
    out_dir.mkdir()
    shutil.copy(CARDS_DIR / "tbf" / "vocabulary.yaml", out_dir)
    code = main(["import-set", str(ALIZE), "--out", str(out_dir)])
    out = capsys.readouterr().out
    read = re.search(r"card texts: (\d+) of (\d+) distinct texts read \(100%\)", out)
    assert read and int(read[1]) >= 15, out
    assert code == 0, out
    bundled = load_catalog(CARDS_DIR)            # the records give the cards of cards_dsl/tbf/
    for card in load_catalog(out_dir):
        assert (card.name, card.version, card.base, card.text, card.support_text) == (
            (b := bundled.by_ref(card.ref)).name, b.version, b.base, b.text, b.support_text), card.ref


def test_unknown_words_are_grouped_with_a_yaml_entry_and_exit_1(tmp_path, capsys):
    path = _set_with_texts(tmp_path, [
        "{J} I gain [[Frozen]].",                                   # a status never declared
        "[Frostbite].",                                             # a keyword never declared
        "{J} [Thaw] target Character.",                             # a keyword action never declared
        "{J} Target Character gains 2 Ice counters.",               # a counter
        "{J} Create a [SNOW_WOLF] Animal token in my Expedition.",  # a token name
        "{Z} Draw a card.",                                         # a symbol
        "{J} Draw a card.",                                         # read
    ])
    code = main(["import-set", str(path), "--out", str(tmp_path / "new")])
    out = capsys.readouterr().out
    assert code == 1
    assert "card texts: 1 of 7 distinct texts read (14%)" in out
    for kind, word, entry in (("status", "Frozen", "statuses:"), ("keyword", "Frostbite", "keywords:"),
                              ("keyword action", "Thaw", "actions:"), ("counter", "Ice", "counters: [Ice]"),
                              ("token", "SNOW_WOLF", "SNOW_WOLF:"), ("symbol", "Z", "{Z}")):
        line = next((x for x in out.splitlines() if x.strip().startswith(f"{kind} '{word}'")), None)
        assert line is not None, f"{kind} {word} not listed:\n{out}"
        assert entry in out.split(line, 1)[1].split("\n  ", 3)[0] + out.split(line, 1)[1], entry
    assert "6 texts not read yet:" in out
    assert "nearest known phrase:" in out
    # every unread text is named with its file, line and column
    unread = out.split("6 texts not read yet:", 1)[1].split("\n  not playable", 1)[0].split("\n  play them", 1)[0]
    assert unread.count(str(tmp_path / "new")) == 6


def test_declaring_the_token_in_the_sets_vocabulary_reads_it(tmp_path, capsys):
    path = _set_with_texts(tmp_path, ["{J} Create a [SNOW_WOLF] Animal token in my Expedition."])
    out_dir = tmp_path / "new"
    assert main(["import-set", str(path), "--out", str(out_dir)]) == 1
    (out_dir / "vocabulary.yaml").write_text("tokens:\n  SNOW_WOLF: {name: Snow Wolf, stats: 2/2/2}\n",
                                             encoding="utf-8")
    capsys.readouterr()
    assert main(["import-set", str(path), "--out", str(out_dir)]) == 0
    assert "card texts: 1 of 1 distinct texts read (100%)" in capsys.readouterr().out
