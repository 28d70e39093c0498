"""A Dask cluster plays the same games as the local workers, record for record (--cluster)."""
from __future__ import annotations

import json

import pytest

from altered.cli.main import main

distributed = pytest.importorskip("distributed")


def _worlds_loaded():
    from altered.simulation import simulate
    return len(simulate._WORLDS)


def test_a_local_cluster_of_worker_processes_gives_the_same_records_as_a_local_run(tmp_path, capsys):
    from altered.loading.cards.decks import DEFAULT_DECKS
    from altered.simulation.simulate import Study, fingerprint, run, ship_deck
    study = Study(rule_sets=((),), decks=tuple(ship_deck(d) for d in DEFAULT_DECKS), agents=("random", "random"),
                  seed=4, games=24, fingerprint=fingerprint())
    local = list(run(study, jobs=1))
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                       dashboard_address=None)
    with cluster, distributed.Client(cluster) as client:
        assert len(client.scheduler_info()["workers"]) == 2
        on_cluster = list(run(study, jobs=2, cluster=cluster.scheduler_address, batch=2))
        # each worker process loaded the rules, cards and decks once, for all of its batches
        loaded = client.run(_worlds_loaded)
        # the command line, with the cluster's address, and a comparison (two rule sets per game)
        assert main(["compare", "standard", "draw-three", "--games", "6", "--seed", "4", "--jobs", "1",
                     "--json", "--out", str(tmp_path / "local.jsonl")]) == 0
        expected = json.loads(capsys.readouterr().out)["summary"]
        assert main(["compare", "standard", "draw-three", "--games", "6", "--seed", "4",
                     "--cluster", cluster.scheduler_address, "--json", "--out", str(tmp_path / "cluster.jsonl")]) == 0
        assert json.loads(capsys.readouterr().out)["summary"] == expected
        lines = [(tmp_path / f).read_text().splitlines()[1:] for f in ("local.jsonl", "cluster.jsonl")]
        assert lines[0] == lines[1] and len(lines[0]) == 6
        # a gauntlet (each seed played by every ordered pair of decks) plays the same on the cluster
        gauntlet = ["gauntlet", "bravos", "muna", "axiom", "--games", "3", "--seed", "4", "--json", "--quiet"]
        assert main(gauntlet + ["--jobs", "1"]) == 0
        expected = json.loads(capsys.readouterr().out)["summary"]
        assert main(gauntlet + ["--cluster", cluster.scheduler_address]) == 0
        assert json.loads(capsys.readouterr().out)["summary"] == expected and expected["games"] == 18
    assert on_cluster == local and set(loaded.values()) <= {0, 1} and sum(loaded.values()) >= 1
    assert [r["game"] for r in on_cluster] == list(range(24))


def test_cluster_local_from_the_command_line(tmp_path, capsys):
    one, two = tmp_path / "local.jsonl", tmp_path / "cluster.jsonl"
    assert main(["simulate", "--games", "10", "--seed", "2", "--jobs", "1", "--out", str(one), "--json"]) == 0
    expected = json.loads(capsys.readouterr().out)["summary"]
    assert main(["simulate", "--games", "10", "--seed", "2", "--jobs", "2", "--cluster", "local",
                 "--out", str(two), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["summary"] == expected
    assert one.read_text().splitlines()[1:] == two.read_text().splitlines()[1:]


def test_a_malformed_cluster_address_is_a_one_line_error(capsys):
    assert main(["simulate", "--games", "5", "--cluster", "somewhere:8786"]) == 1
    assert "--cluster" in capsys.readouterr().err
