"""An invented third set (docs/example-set/, issue: later sets as data) imports whole with only its
vocabulary.yaml, and plays: v5.0 mechanics, a Landmark token with an ability, a counter and a phrase of
its own, unpadded collector numbers."""
from __future__ import annotations

import shutil
from pathlib import Path

from altered.cli.main import main

SET = Path(__file__).resolve().parents[1] / "docs" / "example-set"


def test_the_invented_set_imports_whole_with_its_vocabulary_alone(tmp_path, capsys):
    shutil.copy(SET / "vocabulary.yaml", tmp_path / "vocabulary.yaml")
    assert main(["import-set", str(SET / "THAW_EN.json"), "--out", str(tmp_path), "--edition", "5.0"]) == 0
    out = capsys.readouterr().out
    assert "30 cards written, 0 skipped" in out and "31 of 31 distinct texts read (100%)" in out
    for name in ("lyra.yaml", "muna.yaml", "tokens.yaml"):        # the committed files are the import's own
        mine = (tmp_path / name).read_text(encoding="utf-8").split("\n", 2)[2]
        assert mine == (SET / name).read_text(encoding="utf-8").split("\n", 2)[2], name


def test_the_invented_sets_decks_play(capsys):
    argv = ["--edition", "5.0", "--cards", str(SET), "--deck1", str(SET / "lyra-deck.txt"),
            "--deck2", str(SET / "muna-deck.txt")]
    assert main(["check", "--edition", "5.0", "--cards", str(SET)]) == 0
    assert main(["play", "--seed", "3"] + argv) == 0
    assert "Winner" in capsys.readouterr().out
    assert main(["simulate", "--games", "20", "--jobs", "1", "--json"] + argv) == 0
