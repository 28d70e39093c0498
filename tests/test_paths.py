"""Where the data and the cache live: a checkout reads its own folders, an installed package its
package data (found with importlib.resources), and the cache keeps only recent entries."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import altered
from altered.cli.main import main
from altered.loading.paths import CACHE_DIR, DATA_FOLDERS, ROOT, prune_cache, remember, touch

CHECKOUT = Path(altered.__file__).resolve().parents[2]


def test_a_checkout_reads_its_own_data_folders_and_caches_outside_them():
    assert ROOT == CHECKOUT or os.environ.get("ALTERED_HOME")
    assert not CACHE_DIR.resolve().is_relative_to(CHECKOUT) or os.environ.get("ALTERED_CACHE")


def test_an_installed_layout_finds_its_package_data_from_any_folder(tmp_path):
    """The layout a wheel installs (setup.py maps the data folders to altered/_data/), without pip."""
    site = tmp_path / "site"
    shutil.copytree(CHECKOUT / "interpreter" / "altered", site / "altered",
                    ignore=shutil.ignore_patterns("__pycache__"))
    for name in DATA_FOLDERS:
        shutil.copytree(CHECKOUT / name, site / "altered" / "_data" / name)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("ALTERED_HOME", "PYTHONPATH")}
    env.update(PYTHONPATH=str(site), ALTERED_CACHE=str(tmp_path / "cache"))
    code = "import altered.loading.paths as p; print(p.RULES_DIR)"
    where = subprocess.run([sys.executable, "-c", code], cwd=elsewhere, env=env, capture_output=True, text=True)
    assert where.stdout.strip() == str(site / "altered" / "_data" / "rules_yaml"), where.stderr
    game = subprocess.run([sys.executable, "-m", "altered", "play", "--seed", "1"], cwd=elsewhere, env=env,
                          capture_output=True, text=True, timeout=300)
    assert game.returncode == 0 and "Winner" in game.stdout, game.stderr
    assert any((tmp_path / "cache").iterdir())                      # the compiled texts went to the cache
    coverage = subprocess.run([sys.executable, "-m", "altered", "rules", "coverage"], cwd=elsewhere, env=env,
                              capture_output=True, text=True, timeout=300)
    assert coverage.returncode == 1 and coverage.stdout == "", coverage.stderr     # says why, no traceback
    assert coverage.stderr.strip().endswith("run it in a source checkout (a clone of the repository)")
    assert len(coverage.stderr.strip().splitlines()) == 1, coverage.stderr


def test_old_cache_entries_are_pruned_per_kind(tmp_path):
    lark = [tmp_path / f"cardtext-{i:016x}.lark" for i in range(9)]
    data = [tmp_path / f"cardtext-data-{i:020x}.json" for i in range(2)]
    other = tmp_path / "notes.txt"
    for age, path in enumerate(lark + data + [other]):
        path.write_text("x")
        remember(path)
        os.utime(path, (1_000_000 + age, 1_000_000 + age))
    touch(lark[0])                                                  # used just now: kept
    removed = prune_cache(tmp_path, keep=4)
    assert sorted(removed) == sorted(lark[1:6])
    assert all(p.exists() for p in [lark[0], *lark[6:], *data, other])


def test_the_cache_prunes_only_files_it_wrote(tmp_path):
    """ALTERED_CACHE naming a folder of the user's: files merely named like cache entries stay."""
    mine = [tmp_path / f"photo-{i:016x}.jpg" for i in range(10)]
    for age, path in enumerate(mine):
        path.write_text("x")
        os.utime(path, (1_000_000 + age, 1_000_000 + age))
    written = [tmp_path / f"lark-rules-{i:020x}.json" for i in range(8)]           # a kind of which six are kept
    for age, path in enumerate(written):
        path.write_text("x")
        remember(path)
        os.utime(path, (1_000_000 + age, 1_000_000 + age))
    removed = prune_cache(tmp_path, keep=6)
    assert sorted(removed) == written[:2]
    assert all(p.exists() for p in mine + written[2:])
    assert prune_cache(tmp_path, keep=6) == []                      # the manifest forgot what was removed


def test_version(capsys):
    try:
        main(["--version"])
    except SystemExit as e:
        assert e.code == 0
    assert capsys.readouterr().out.startswith(f"altered {altered.__version__} ")


def test_version_names_the_build_that_runs(monkeypatch, capsys):
    """Compiled when the engine's runtime loads from an extension module (setup.py's compiled build), else
    pure Python: the editable install these tests run is pure Python, unless built in place."""
    import importlib.machinery
    import importlib.util
    import altered.engine.runtime as runtime
    with pytest.raises(SystemExit):
        main(["--version"])
    said = capsys.readouterr().out
    compiled = runtime.__file__.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))
    assert ("(compiled build;" in said) == compiled and ("(pure Python build" in said) != compiled, said
    real = importlib.util.find_spec

    def as_compiled(name, *args):
        spec = real(name, *args)
        if name == "altered.engine.runtime":
            spec = importlib.machinery.ModuleSpec(name, None, origin="/x/runtime" + importlib.machinery.EXTENSION_SUFFIXES[0])
        return spec
    monkeypatch.setattr(importlib.util, "find_spec", as_compiled)
    with pytest.raises(SystemExit):
        main(["--version"])
    assert "(compiled build; Python " in capsys.readouterr().out


def test_nothing_reads_a_folder_beside_the_checkout():
    """The package, its tests and its benchmarks read only the repository (tests/conftest.py also fails
    a test that opens anything in ../shared): no name of a folder beside the checkout."""
    beside = re.compile(r"SHARED_DIR|ALTERED_SHARED|\.\./shared|/shared/|parent\s*/\s*[\"']shared[\"']")
    found = []
    for folder in ("interpreter/altered", "tests", "benchmarks"):      # (.ci/run checks the folder is absent)
        for path in sorted((CHECKOUT / folder).rglob("*")):
            if path.is_file() and path.suffix in (".py", ".yaml", ".toml", "") and path.name != "conftest.py" \
                    and path != Path(__file__) and "__pycache__" not in path.parts:
                text = path.read_text(encoding="utf-8", errors="replace")
                found += [f"{path.relative_to(CHECKOUT)}:{text[:m.start()].count(chr(10)) + 1}"
                          for m in beside.finditer(text)]
    assert not found, found
