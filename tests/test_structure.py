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


def test_every_module_is_in_a_layer():
    """A new module gets its place in the layers: the top contract lists the layer packages, and each package
    with a contract of its own (``containers``) lists its modules (only the packages' own __init__ may stay
    out)."""
    grimp = pytest.importorskip("grimp")
    import tomllib
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    placed: dict[str, set[str]] = {}                  # container ("" at the top) -> the names its layers list
    for c in config["tool"]["importlinter"]["contracts"]:
        if c["type"] != "layers":
            continue
        names = {n.strip() for layer in c["layers"] for n in layer.split("|")}
        for container in c.get("containers", [""]):
            placed.setdefault(container, set()).update(names)
    graph = grimp.build_graph("altered")
    packages = {m for m in graph.modules if (ROOT / "interpreter" / m.replace(".", "/") / "__init__.py").exists()}
    outside = []
    for m in sorted(graph.modules - packages):
        if not any(m == n or m.startswith(n + ".") for n in placed[""]):
            outside.append(m)
        for container, names in placed.items():
            if container and m.startswith(container + "."):
                child = m[len(container) + 1:].split(".")[0]
                if child not in names:
                    outside.append(m)
    assert not outside, f"modules in no layer of pyproject.toml's [tool.importlinter] contracts: {outside}"


def test_public_api_types():
    _need("mypy")
    out = _run([sys.executable, "-m", "mypy", "--no-error-summary"])
    assert out.returncode == 0, out.stdout + out.stderr


def test_no_module_uses_another_ones_private_members():
    """A name with a leading underscore is private to its class or module: the package reads ``x._name``
    only on ``self``, ``cls`` or ``super()`` (a hook of a library's class it extends; the parts of a Game
    reach each other's public members only), and imports no private name of another module."""
    import ast
    found = []
    for path in sorted((ROOT / "interpreter" / "altered").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr.startswith("_") \
                    and not (node.attr.startswith("__") and node.attr.endswith("__")) \
                    and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")) \
                    and not (isinstance(node.value, ast.Call) and ast.unparse(node.value) == "super()"):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {ast.unparse(node)}")
            elif isinstance(node, ast.ImportFrom):
                found += [f"{path.relative_to(ROOT)}:{node.lineno}: import {a.name}" for a in node.names
                          if a.name.startswith("_") and not a.name.startswith("__")]
    assert not found, "private members used from outside their class or module:\n" + "\n".join(found)


def test_acyclic_with_type_only_imports():
    """The import graph, imports under ``if TYPE_CHECKING:`` counted and no import left out (not even
    those a contract ignores), has no circle: the engine's parts name the Game that owns them by what
    they ask of it (engine/owner.py), which the Game extends; the effect language names the game by its
    host (effects/host.py), never by the engine (but for the records it names, which the contracts
    list one by one)."""
    grimp = pytest.importorskip("grimp")
    import tomllib
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]
    assert config["exclude_type_checking_imports"] is False
    ignored = {tuple(x.strip() for x in line.split("->")) for c in config["contracts"]
               for line in c.get("ignore_imports", [])}
    graph = grimp.build_graph("altered", exclude_type_checking_imports=False)
    edges = {m: set(graph.find_modules_directly_imported_by(m)) for m in graph.modules}
    # Tarjan's strongly connected components: a component of more than one module is a circle
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    circles = []

    def visit(m: str) -> None:
        index[m] = low[m] = len(index)
        stack.append(m)
        for n in edges.get(m, ()):
            if n not in index:
                visit(n)
                low[m] = min(low[m], low[n])
            elif n in stack:
                low[m] = min(low[m], index[n])
        if low[m] == index[m]:
            part = []
            while True:
                n = stack.pop()
                part.append(n)
                if n == m:
                    break
            if len(part) > 1:
                circles.append(sorted(part))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10000))
    for m in sorted(edges):
        if m not in index:
            visit(m)
    assert not circles, f"import circles (type-only imports counted): {circles}"
    engine = [n for m in edges if m.startswith(("altered.rulebook", "altered.cardtext.", "altered.effects.")) for n in edges[m]
              if n.startswith("altered.engine") and (m, n) not in ignored]
    assert not engine, f"the effect language imports the engine: {engine}"


# Being split by a change of its own: exempt until then, and the exemption
# fails as soon as it is no longer needed.
_SPLIT_ELSEWHERE: set = set()


def test_no_engine_module_passes_400_lines():
    """STYLE.md: small modules named for what they hold; in the engine (the Game in its three parts,
    position.py, machine.py and pause.py, and the parts doing the work) none passes 400 lines."""
    sizes = {p.name: len(p.read_text(encoding="utf-8").splitlines())
             for p in sorted((ROOT / "interpreter" / "altered" / "engine").glob("*.py"))}
    over = {name: n for name, n in sizes.items() if n > 400 and name not in _SPLIT_ELSEWHERE}
    assert not over, f"engine modules over 400 lines: {over}"
    stale = {name for name in _SPLIT_ELSEWHERE if sizes.get(name, 0) <= 400}
    assert not stale, f"no longer over 400 lines: take them out of _SPLIT_ELSEWHERE: {stale}"


def test_the_position_record_is_what_a_copy_copies():
    """snapshot.py copies the position by the kinds position.py declares, field by field: every field of
    the record is copied and the copy reads no other list of fields (one declaration of each)."""
    import ast
    import dataclasses
    from altered.engine.position import KINDS, POSITION_KINDS, Position
    names = [f.name for f in dataclasses.fields(Position)]
    assert sorted(n for kind in KINDS for n in POSITION_KINDS[kind]) == sorted(names)
    source = (ROOT / "interpreter" / "altered" / "engine" / "snapshot.py").read_text(encoding="utf-8")
    clone = next(n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.FunctionDef) and n.name == "clone_into")
    by_hand = {t.attr for n in ast.walk(clone) if isinstance(n, ast.Assign) for t in n.targets
               if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == "dst"}
    own = set(POSITION_KINDS["own"])
    assert own <= by_hand, f"fields of kind 'own' that snapshot.clone_into doesn't copy: {sorted(own - by_hand)}"
    assert by_hand <= own | {"rng", "events"}, f"clone_into sets fields the position doesn't own: {sorted(by_hand - own)}"
