"""The examples in the package's docstrings run and print what they show (doctest): every module of
interpreter/altered/ with a ``>>>`` line is run here, so an example that no longer holds fails."""
from __future__ import annotations

import doctest
import importlib
import io
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "interpreter" / "altered"
OPTIONAL = {"altered.agents.openspiel": "pyspiel"}      # a module that needs an optional package


def _module(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = sorted(_module(p) for p in PACKAGE.rglob("*.py") if ">>> " in p.read_text(encoding="utf-8"))


def test_the_package_has_examples():
    assert {"altered", "altered.engine.session", "altered.cardtext", "altered.tools.explain"} <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_hold(name):
    if name in OPTIONAL:
        pytest.importorskip(OPTIONAL[name])
    module = importlib.import_module(name)
    out = io.StringIO()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    for test in doctest.DocTestFinder().find(module, name):
        runner.run(test, out=out.write)
    result = runner.summarize(verbose=False)
    assert result.attempted, f"{name}: no example ran"
    assert not result.failed, out.getvalue()
