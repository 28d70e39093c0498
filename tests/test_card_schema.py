"""Card files: what is played needs its costs, a Character its statistics (2.2.7, 2.2.8, 2.2.10), and
ability texts' [[status]] and {symbol} markup must be the language's (the schema an editor uses, its
pattern generated from the vocabulary); every mistake of a file is listed at its line."""
from __future__ import annotations

import pytest

from altered.tools.sets.markup import SCHEMA_FILE, render
from altered.cli.main import main

CARD = """\
  - ref: TST_{n}
    version: TST-00{n}-C
    name: Test {n}
    type: Character
    rarity: common
{fields}"""


def card_file(tmp_path, *cards):
    text = "set: {code: TST, name: Test}\ncards:\n" + "".join(
        CARD.format(n=i + 1, fields=fields) for i, fields in enumerate(cards))
    path = tmp_path / "cards.yaml"
    path.write_text(text)
    return path


def errors_of(capsys, path):
    assert main(["check", "--cards", str(path)]) == 1
    return capsys.readouterr().err.strip().splitlines()


def test_the_markup_schema_is_generated_from_the_vocabulary():
    assert SCHEMA_FILE.read_text(encoding="utf-8") == render(), "run: python -m altered.tools.sets.markup"


def test_a_played_card_without_costs_and_a_character_without_statistics(capsys, tmp_path):
    path = card_file(tmp_path,
                     "    hand_cost: 1\n    forest: 1\n    mountain: 1\n    water: 1\n",     # no reserve_cost
                     "    hand_cost: 1\n    reserve_cost: 1\n    forest: 1\n    water: 1\n")  # no mountain
    lines = errors_of(capsys, path)
    assert lines == [f"{path}:3:5: 'reserve_cost' is a required property [at $.cards[0]]",
                     f"{path}:12:5: 'mountain' is a required property [at $.cards[1]]"], lines


def test_an_unknown_status_or_symbol_in_a_text(capsys, tmp_path):
    """`check` reads the texts of a file the schema refuses: each mistake at its word, with the nearest one."""
    stats = "    hand_cost: 1\n    reserve_cost: 1\n    forest: 1\n    mountain: 1\n    water: 1\n"
    path = card_file(tmp_path, stats + '    text: "{J} I gain [[Anchord]]."\n',
                     stats + '    text: "{Q} Draw a card."\n', stats + '    text: "{J} I gain [[Anchored]]."\n')
    lines = errors_of(capsys, path)
    assert len(lines) == 3 and lines[2] == "2 card texts cannot be read or run", lines
    assert lines[0].startswith(f"{path}:13:25: unexpected 'Anchord'; expected a status (did you mean 'Anchored'?)")
    assert lines[1].startswith(f"{path}:24:")


def test_the_editors_schema_underlines_an_unknown_status_keyword_or_symbol():
    """What an editor shows with rules_yaml/schema/cardset.schema.json: a misspelt [[Status]], [Keyword] or
    {symbol} is a mistake of the text; the language's words, tokens and the lost icon [] are not."""
    from altered.loading.schema import schema_errors
    from altered.loading.yamlio import load_text

    def errors(text):
        doc = load_text(CARD_FILE.format(text=text), "cards.yaml")
        return [e.message for e in schema_errors(doc, "cardset.schema.json", "cards.yaml")]

    for good in ("{J} I gain [[Anchored]].", "{R} [Resupply].", "{J} Target Character [Resupplies].",
                 "[Tough\u00a02]. [Defender].", "{J} Create an [Ordis Recruit 1/1/1] Soldier token.",
                 "{J} Create a [MANA_MOTH] token.", "{T} : I gain 1 boost[].", "[After You].",
                 "[Scout] 2. {J} Draw a card.", "[Scout {1}]."):
        assert errors(good) == [], good
    for bad in ("{J} I gain [[Anchord]].", "{R} [Resuply].", "[Defendre].", "{Q} Draw a card."):
        found = errors(bad)
        assert len(found) == 1 and found[0].startswith("expected the card-text language's words: [[Anchored]]"), (bad, found)
        assert "[Resupply]" in found[0] and "{J}" in found[0] and found[0].endswith("[at $.cards[0].text]")


@pytest.mark.slow
def test_declaring_a_status_is_enough_for_the_editors_schema(tmp_path):
    """A status added to statuses.yaml reaches the card schema with no step of the designer's own:
    `altered check` rewrites it (here in a copy of the data, ALTERED_HOME)."""
    import json
    import os
    import shutil
    import subprocess
    import sys

    from altered.loading.paths import DATA_FOLDERS, ROOT
    for name in DATA_FOLDERS:
        shutil.copytree(ROOT / name, tmp_path / name)
    statuses = tmp_path / "rules_yaml" / "statuses.yaml"
    statuses.write_text(statuses.read_text(encoding="utf-8") + "  Frozen:\n    rule: 2.4.9\n", encoding="utf-8")
    env = dict(os.environ, ALTERED_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "altered", "check", "--json"], env=env, capture_output=True,
                          text=True, timeout=300)
    report = json.loads(done.stdout)
    assert done.returncode == 0 and report["ok"], done.stdout + done.stderr
    notes = [d for d in report["diagnostics"] if d["severity"] == "info"]
    assert notes and notes[0]["file"].endswith("cardtext-markup.schema.json"), report
    schema = json.loads((tmp_path / "rules_yaml" / "schema" / "cardtext-markup.schema.json").read_text())
    assert "[[Frozen]]" in schema["patternErrorMessage"]
    again = subprocess.run([sys.executable, "-m", "altered", "check", "--json"], env=env, capture_output=True,
                           text=True, timeout=300)
    assert not [d for d in json.loads(again.stdout)["diagnostics"] if d["severity"] == "info"]   # now up to date


def test_the_markup_tool_prints_help_and_writes_nothing_then(capsys):
    from altered.tools.sets import markup
    before = SCHEMA_FILE.stat().st_mtime_ns
    try:
        markup.main(["--help"])
    except SystemExit as e:
        assert e.code == 0
    assert "usage: python -m altered.tools.sets.markup" in capsys.readouterr().out
    assert SCHEMA_FILE.stat().st_mtime_ns == before
    assert markup.main(["--check"]) == 0


CARD_FILE = """\
set: {{code: TST, name: Test}}
cards:
  - ref: TST_1
    version: TST-001-C
    name: Test
    type: Spell
    rarity: common
    hand_cost: 1
    reserve_cost: 1
    text: "{text}"
"""
