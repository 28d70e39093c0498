"""The engine notes' Python examples (docs/engine.md) run as written: every ```python block, in order, in one namespace (the
OpenSpiel one only where open-spiel is installed, as in CI)."""
from __future__ import annotations

import re

import pytest

from altered.loading.paths import ROOT


def _blocks():
    text = (ROOT / "docs" / "engine.md").read_text(encoding="utf-8")      # the engine notes, moved from the README
    return re.findall(r"```python\n(.*?)```", text, flags=re.S)


def test_the_readme_has_python_examples():
    blocks = _blocks()
    assert len(blocks) >= 3 and any("load_rulebook()" in b for b in blocks) and any("pyspiel" in b for b in blocks)


def test_every_python_example_of_the_readme_runs(capsys):
    namespace: dict = {}
    for block in _blocks():
        if "pyspiel" in block:
            pytest.importorskip("pyspiel")
        exec(compile(block, "README.md", "exec"), namespace)
    assert namespace["state"].is_terminal()
    out = capsys.readouterr().out
    assert "zone:Hand" in out and "history" in out
