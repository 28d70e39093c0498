"""The registries of the languages' operators (effects/registry.py: steps, values, filter keys, triggers, costs,
passives; cardtext/combinators: the combinators a phrase's meaning calls) take each name once, and each is
filled by one explicit function that imports its modules."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

import altered
from altered.cardtext.combinators import COMBINATORS, load_combinators
from altered.effects.registry import OPERATOR_MODULES, OPERATORS, DeclaredTwice, load_operators


def test_a_second_declaration_of_a_name_fails_when_its_module_is_imported(tmp_path, monkeypatch):
    """A module declaring a step (or a value) under a name already declared is refused at import, naming
    the name and both modules; the registry keeps the first declaration."""
    load_operators()
    first = OPERATORS["step"]["move"]
    (tmp_path / "second_move.py").write_text(
        "from altered.effects.registry import step\n\n"
        "@step('move', phrase='{what} move{what:s}')\n"
        "def _move(c, arg, node):\n"
        "    return lambda ctx: None\n", encoding="utf-8")
    (tmp_path / "second_count.py").write_text(
        "from altered.effects.registry import value\n"
        "value('count', gives='number', phrase='the number of {_}')(lambda c, arg, node: None)\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(DeclaredTwice) as e:
        __import__("second_move")
    assert str(e.value) == ("step 'move' is declared twice (in altered.effects.zones and second_move): "
                            "each operator name is declared once")
    with pytest.raises(DeclaredTwice, match=r"^value 'count' is declared twice \(in altered\.effects\.zones"):
        __import__("second_count")
    assert OPERATORS["step"]["move"] is first


def test_every_module_that_declares_operators_is_loaded_by_the_one_function():
    """``load_operators`` imports the modules of OPERATOR_MODULES: each module that imports a way of declaring
    is one of them (else its operators would exist only when something else happened to import it), and
    each of them declares something."""
    ways = {"declare", "step", "value", "trigger", "cost", "passive", "filter_key"}
    root = Path(altered.__file__).parent
    declaring = set()
    for path in root.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.ImportFrom) and (node.module or "").endswith("registry")
                    and ways & {a.name for a in node.names}):
                declaring.add(".".join(("altered",) + path.relative_to(root).with_suffix("").parts))
    assert declaring == set(OPERATOR_MODULES)
    load_operators()
    modules = {spec.module for ops in OPERATORS.values() for spec in ops.values()}
    assert set(OPERATOR_MODULES) - {"altered.effects.selectors"} <= modules


def test_a_second_combinator_of_a_name_fails_when_its_module_is_imported(tmp_path, monkeypatch):
    """The same for the card-text language's combinators: a second ``$control`` is refused at import."""
    load_combinators()
    first = COMBINATORS["control"]
    (tmp_path / "second_combinator.py").write_text(
        "from altered.cardtext.combinators import combinator\n\n"
        "@combinator('control', mode='data')\n"
        "def _control(ctx, arg):\n"
        "    return arg\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(DeclaredTwice) as e:
        __import__("second_combinator")
    assert str(e.value) == ("combinator '$control' is declared twice (in altered.cardtext.combinators."
                            "conditions and second_combinator): each combinator name is declared once")
    assert COMBINATORS["control"] is first


def test_every_module_of_combinators_is_loaded_by_the_one_function():
    """Each module of cardtext/combinators/ that declares a combinator has them in the registry once
    ``load_combinators`` has run."""
    folder = Path(altered.__file__).parent / "cardtext" / "combinators"
    declaring = {f"altered.cardtext.combinators.{p.stem}" for p in folder.glob("*.py")
                 if "@combinator(" in p.read_text(encoding="utf-8")}
    assert declaring and declaring == {fn.module for fn in load_combinators().values()}


def test_no_table_written_in_the_code_names_a_key_twice():
    """The tables written as dict literals (the agents of agents/roster.py, the kinds of parameters, ...): a key
    given twice would silently keep the second value, so none is."""
    twice = []
    for path in Path(altered.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Dict):
                keys = [k.value for k in node.keys if isinstance(k, ast.Constant)]
                twice += [f"{path.name}:{node.lineno}: {k!r}" for k in set(keys) if keys.count(k) > 1]
    assert not twice, twice
