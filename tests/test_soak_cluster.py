"""`altered soak --cluster`: the soak's games played on a Dask cluster, as simulate plays a study's there:
the same games and the same report as on one process, the failing games' logs written where the command
runs (played there again: the same seed, rules and cards fail the same way)."""
from __future__ import annotations

import dataclasses
import json

import pytest

from altered.cli.main import main
from altered.engine import gamelog
from altered.simulation import soak as soak_mod
from altered.simulation.replay import replay

distributed = pytest.importorskip("distributed")
pytestmark = pytest.mark.slow            # a cluster's start-up: out of the quick subset


def test_a_soak_on_a_local_cluster_is_the_soak_on_one_process(tmp_path, capsys):
    argv = ["soak", "--games", "3", "--seed", "5", "--json", "--quiet", "--out", str(tmp_path)]
    assert main(argv + ["--jobs", "1"]) == 0
    alone = json.loads(capsys.readouterr().out)
    assert main(argv + ["--jobs", "2", "--cluster", "local"]) == 0
    assert json.loads(capsys.readouterr().out) == alone and alone["ended"] == 3


def test_a_failing_game_on_the_cluster_is_written_here_as_a_log_that_replays(catalog, book, tmp_path, failing_soak_check):
    """A check that fails at the 100th event of every game (the workers are threads of this process here, so
    they see the failing check too): each failure is reported, and its saved log written beside the command."""
    one = soak_mod.soak(book, catalog, 2, master=3, jobs=1)
    with distributed.LocalCluster(n_workers=1, processes=False, dashboard_address=None) as cluster:
        report = soak_mod.soak(book, catalog, 2, master=3, out_dir=tmp_path, cluster=cluster.scheduler_address)
    assert dataclasses.astuple(report) == dataclasses.astuple(one) and len(report.failures) == 2
    for index, seed, message in report.failures:
        log = tmp_path / f"soak-{index}-seed-{seed}.jsonl"
        assert message == "a failure for the test" in log.with_suffix(".txt").read_text(encoding="utf-8")
        result = replay(gamelog.read(log))
        assert result.ok, result.message


def test_a_malformed_cluster_address_is_refused_before_any_game(capsys):
    assert main(["soak", "--games", "2", "--cluster", "nowhere"]) == 1
    out = capsys.readouterr()
    assert out.out == "" and len(out.err.strip().splitlines()) == 1 and "tcp://HOST:8786" in out.err
