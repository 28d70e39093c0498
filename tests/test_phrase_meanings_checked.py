"""Every phrase's ``means:`` is checked as the phrasebook loads (cardtext/phrasebook.py, ``check_means``): a
combinator, a slot or an operator that does not exist is one located line and exit 1 at load, even when no
card text uses the phrase, not found later as another kind of error at the first card that reads it."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from altered.cardtext.phrasebook import load_book
from altered.cli.main import main
from altered.loading.errors import DesignError
from altered.loading.paths import GRAMMAR_DIR

SET = Path(__file__).parent / "data" / "set-phrases"

# a second phrase of the set, which no card of it reads: its mistakes are found all the same
UNUSED = '''  - phrase: bewilder
    category: verb
    subject: player
    say: "bewilder {what:noun}"
    means: MEANS
'''


def _set_with(tmp_path: Path, means: str) -> Path:
    folder = tmp_path / "my-set"
    shutil.copytree(SET, folder)
    vocabulary = folder / "vocabulary.yaml"
    vocabulary.write_text(vocabulary.read_text(encoding="utf-8") + UNUSED.replace("MEANS", means), encoding="utf-8")
    return folder


@pytest.mark.parametrize("means, column, message", [
    ("[{gain: {what: {$nuon: $what}, status: Asleep}}]", 28,
     "phrase 'bewilder': unknown combinator '$nuon' in its meaning; did you mean '$noun'?"),
    ("[{gain: {what: $wat, status: Asleep}}]", 27,
     "phrase 'bewilder': unknown slot '$wat' in its meaning; did you mean '$what'?"),
    ("[{gian: {what: $what, status: Asleep}}]", 14,
     "phrase 'bewilder': unknown step 'gian' in means: (a verb phrase means a step of the effect model; "
     "did you mean 'gain'?)"),
])
def test_a_mistake_in_a_meaning_is_one_located_line_at_load(tmp_path, capsys, means, column, message):
    folder = _set_with(tmp_path, means)
    assert main(["check", "--cards", str(folder)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    assert err.startswith(f"{folder / 'vocabulary.yaml'}:15:{column}: {message}"), err


def test_the_same_set_without_the_mistake_checks(tmp_path, capsys):
    """The line above is the mistake's alone: the same set with the meaning written right reads its card."""
    folder = _set_with(tmp_path, "[{gain: {what: $what, status: Asleep}}]")
    assert main(["check", "--cards", str(folder)]) == 0, capsys.readouterr().err


def test_a_categorys_operators_name_a_kind_of_the_effect_model(tmp_path):
    """``operators:`` in core.yaml names a kind of the effect model's operators (step, value...), which the
    phrases of its category are checked against; another word is refused where it is written."""
    folder = tmp_path / "phrases"
    shutil.copytree(GRAMMAR_DIR / "phrases", folder)
    core = folder / "core.yaml"
    text = core.read_text(encoding="utf-8")
    assert "operators: step, doc: \"a verb" in text
    core.write_text(text.replace("operators: step, doc: \"a verb", "operators: steps, doc: \"a verb"), encoding="utf-8")
    with pytest.raises(DesignError) as e:
        load_book(folder)
    line = 1 + text[:text.index("operators: step, doc: \"a verb")].count("\n")
    assert str(e.value).startswith(f"{core}:{line}:") and "category 'verb': unknown operators: 'steps'" in str(e.value)
    assert "\n" not in str(e.value)
