"""The records of a study stopped before its end (Ctrl-C): ``merge --partial`` and ``cards report --partial``
summarise the games they hold and say how many; without --partial they say why they refuse."""
from __future__ import annotations

import json

import pytest

from altered.cli.main import main
from altered.simulation import simulate


def _json(argv, capsys):
    code = main(argv + ["--json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


@pytest.fixture
def stopped(tmp_path, monkeypatch, capsys):
    """A 20-game study with its per-card facts, stopped by Ctrl-C once its first games were played."""
    real = simulate.play_batch

    def interrupted(study, indices):
        if 5 in indices:
            raise KeyboardInterrupt
        return real(study, indices)
    monkeypatch.setattr(simulate, "play_batch", interrupted)
    out = tmp_path / "stopped.jsonl"
    with pytest.raises(SystemExit) as e:
        main(["simulate", "--games", "20", "--jobs", "1", "--quiet", "--cards-report", "--out", str(out)])
    assert e.value.code == 130 and "interrupted after" in capsys.readouterr().err
    monkeypatch.undo()
    return out


def test_merge_refuses_partial_records_unless_told_and_says_how(stopped, capsys):
    held = len(stopped.read_text().splitlines()) - 1
    assert 0 < held < 20
    assert main(["merge", str(stopped)]) == 1
    assert capsys.readouterr().err.strip() == (f"{stopped}: {held} games in the files, the study has 20 (the records "
                                               f"of a study stopped before its end? --partial summarises the games "
                                               f"they hold)")
    assert main(["merge", "--partial", str(stopped)]) == 0
    assert capsys.readouterr().out.startswith(f"{held} games (partial records: of the study's 20), master seed 1")


def test_the_partial_summary_is_the_summary_of_the_games_held(stopped, capsys):
    held = len(stopped.read_text().splitlines()) - 1
    merged = _json(["merge", "--partial", str(stopped)], capsys)
    # game i's seed is made of the master seed and i only: the first games of a shorter study are the same games
    alone = _json(["simulate", "--games", str(held), "--jobs", "1", "--quiet", "--cards-report"], capsys)
    assert merged["study"]["games"] == held and merged["study"]["partial_of"] == 20
    assert merged["summary"] == {k: v for k, v in alone["summary"].items() if k != "cards"}
    cards = _json(["cards", "report", "--partial", str(stopped)], capsys)
    assert cards["study"]["games"] == held and cards["summary"]["cards"] == alone["summary"]["cards"]


def test_a_last_line_cut_short_is_left_out_with_partial_only(stopped, tmp_path, capsys):
    lines = stopped.read_text().splitlines(keepends=True)
    cut = tmp_path / "cut.jsonl"
    cut.write_text("".join(lines[:-1]) + lines[-1][:40])
    assert main(["merge", str(cut)]) == 1
    assert f"{cut}:{len(lines)}: a last line cut short" in capsys.readouterr().err
    assert _json(["merge", "--partial", str(cut)], capsys)["study"]["games"] == len(lines) - 2


def test_one_shard_of_two_is_a_partial_study(tmp_path, capsys):
    shard = tmp_path / "s1.jsonl"
    assert main(["simulate", "--games", "6", "--shard", "1/2", "--jobs", "1", "--quiet", "--out", str(shard)]) == 0
    capsys.readouterr()
    assert main(["merge", str(shard)]) == 1
    capsys.readouterr()
    merged = _json(["merge", "--partial", str(shard)], capsys)
    assert merged["study"]["games"] == 3 and merged["summary"]["games"] == 3
