"""Card files: what is played needs its costs, a Character its statistics (2.2.7, 2.2.8, 2.2.10), and
ability texts' [[status]] and {symbol} markup must be the language's (the schema an editor uses, its
pattern generated from the vocabulary); every mistake of a file is listed at its line."""
from __future__ import annotations

from altered.language.sets.markup import SCHEMA_FILE, render
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
    assert SCHEMA_FILE.read_text(encoding="utf-8") == render(), "run: python -m altered.language.sets.markup"


def test_a_played_card_without_costs_and_a_character_without_statistics(capsys, tmp_path):
    path = card_file(tmp_path,
                     "    hand_cost: 1\n    forest: 1\n    mountain: 1\n    water: 1\n",     # no reserve_cost
                     "    hand_cost: 1\n    reserve_cost: 1\n    forest: 1\n    water: 1\n")  # no mountain
    lines = errors_of(capsys, path)
    assert lines == [f"{path}:3:5: 'reserve_cost' is a required property [at $.cards[0]]",
                     f"{path}:12:5: 'mountain' is a required property [at $.cards[1]]"], lines


def test_an_unknown_status_or_symbol_in_a_text(capsys, tmp_path):
    stats = "    hand_cost: 1\n    reserve_cost: 1\n    forest: 1\n    mountain: 1\n    water: 1\n"
    path = card_file(tmp_path, stats + '    text: "{J} I gain [[Anchord]]."\n',
                     stats + '    text: "{Q} Draw a card."\n', stats + '    text: "{J} I gain [[Anchored]]."\n')
    lines = errors_of(capsys, path)
    assert len(lines) == 2, lines
    assert lines[0].startswith(f"{path}:13:11: an unknown [[status]] or {{symbol}}: the statuses are Anchored, ")
    assert lines[0].endswith("(in '{J} I gain [[Anchord]].') [at $.cards[0].text]")
    assert lines[1].startswith(f"{path}:24:11: an unknown [[status]] or {{symbol}}")
