"""The structure holds: layers import one way (import-linter's contracts in pyproject.toml) and the
public API's type hints agree with the code (mypy's files in pyproject.toml).

Both tools come with the ``test`` extra; without them the test is skipped, except in CI.
"""
from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _run(argv: list[str]) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "interpreter")] + [p for p in [env.get("PYTHONPATH")] if p])
    return subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)


def _need(module: str) -> None:
    if importlib.util.find_spec(module) is None:
        if os.environ.get("CI") == "true":
            pytest.fail(f"{module} is not installed (pip install -e '.[test]')")
        pytest.skip(f"{module} is not installed")


def test_layers_import_one_way():
    _need("importlinter")
    exe = Path(sys.executable).with_name("lint-imports")
    cmd = [str(exe)] if exe.exists() else [shutil.which("lint-imports") or "lint-imports"]
    out = _run(cmd)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "0 broken" in out.stdout, out.stdout


def test_public_api_types():
    _need("mypy")
    out = _run([sys.executable, "-m", "mypy", "--no-error-summary"])
    assert out.returncode == 0, out.stdout + out.stderr
