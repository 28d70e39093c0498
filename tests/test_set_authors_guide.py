"""docs/set-authors.md, run: its invented set imported, the vocabulary the guide writes declared, every text
read, checked and played, and what its phrase means played through the engine (2.5.f)."""
from __future__ import annotations

import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

from altered.cli.main import main

ROOT = Path(__file__).resolve().parent.parent
GUIDE = ROOT / "docs" / "set-authors.md"


def _vocabulary() -> str:
    """The guide's vocabulary.yaml, as written in it."""
    block = re.search(r"```yaml\n# my-set/vocabulary.yaml\n(.*?)```", GUIDE.read_text(encoding="utf-8"), re.S)
    assert block, "the guide's vocabulary.yaml block"
    return block.group(1)


def _altered(*args) -> subprocess.CompletedProcess:
    """A command as the author runs it, in a process of its own (the words read fresh)."""
    return subprocess.run([sys.executable, "-m", "altered", *args], capture_output=True, text=True, timeout=600)


def test_the_guides_example_imports_reads_checks_and_plays(tmp_path, capsys):
    source = tmp_path / "MIRE_EN.json"
    shutil.copy(ROOT / "docs" / "set-authors" / "MIRE_EN.json", source)
    out = tmp_path / "my-set"
    assert main(["import-set", str(source), "--out", str(out), "--edition", "5.0"]) == 1
    first = capsys.readouterr().out
    assert "counter 'Mote'" in first and "token 'MOTE_SPRITE'" in first and 'say: "tend {what:noun}"' in first

    (out / "vocabulary.yaml").write_text(_vocabulary(), encoding="utf-8")
    assert main(["import-set", str(source), "--out", str(out), "--edition", "5.0"]) == 0
    second = capsys.readouterr().out
    assert "card texts: 4 of 4 distinct texts read (100%)" in second, second
    play = shlex.split(second.split("play them with:", 1)[1].splitlines()[0])
    assert "--allow-unread" not in play

    explained = _altered("explain", "--edition", "5.0", "--cards", str(out), "{J} Tend target Character.")
    assert explained.returncode == 0 and "target gains 1 Mote counter" in explained.stdout, explained.stderr
    checked = _altered("check", "--edition", "5.0", "--cards", str(out))
    assert checked.returncode == 0, checked.stderr
    played = _altered(*play[1:], "--seed", "2")
    assert played.returncode == 0 and "Winner" in played.stdout, played.stderr

    scenario = tmp_path / "tend.yaml"
    scenario.write_text(f"""\
scenario: "Mire Tender: {{J}} Tend target Character (the guide's phrase: 1 Mote counter and 1 boost)"
rule: 2.5.f
edition: "5.0"
cards: [{out}]
phase: Afternoon
players:
  1:
    Hand: [Mire Tender, Sprite Caller]
    Mana: [Mowgli, Mowgli, Mowgli, Mowgli, Mowgli]
  2:
    Expedition: {{hero: [Kappa]}}
choices:
  - {{player: 1, pick: Kappa}}
run:
  - play: {{player: 1, card: Mire Tender, from: Hand, to: hero}}
  - play: {{player: 1, card: Sprite Caller, from: Hand, to: companion}}
expect:
  - {{player: 2, card: Kappa, counters: {{Mote: 1, boost: 1}}}}
  - {{player: 1, zone: Expedition, sub: companion, cards: [Sprite Caller, Mote Sprite]}}
""", encoding="utf-8")
    ran = _altered("scenario", str(scenario))
    assert ran.returncode == 0, ran.stdout + ran.stderr
