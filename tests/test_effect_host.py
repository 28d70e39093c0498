"""Effects reach the game only through its declared host (interpreter/altered/effects/host.py).

The effect language (operators under effects/, abilities under effects/abilities/) names the
game ``ctx.game``, ``game`` or ``x.game``: every name it reads there is declared by the host, or by the
protocol of the part it belongs to (``game.actions.move``: ActionsHost), and it assigns no field of the
game or of the engine's records (objects, zones, markers, players): ``game.actions``, the one writer of
state, does, with the modifiers, version bumps and events each change has.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from altered.engine.state import Marker, Obj, Player, Zone, fields

ROOT = Path(__file__).resolve().parents[1] / "interpreter" / "altered" / "effects"
HOST = ROOT / "host.py"
EFFECT_CODE = sorted(ROOT.glob("*.py")) + sorted((ROOT / "abilities").glob("*.py"))
MUTATORS = {"append", "extend", "insert", "remove", "pop", "clear", "update", "setdefault", "add", "discard",
            "popitem", "sort", "reverse"}
RECORD_FIELDS = {f for cls in (Obj, Zone, Marker, Player) for f in fields(cls)}


def _declared() -> tuple[set[str], dict[str, set[str]]]:
    """The Host's member names, and for each part it names (a field, or a property, of one of host.py's
    protocols), that protocol's member names."""
    classes = {n.name: n for n in ast.parse(HOST.read_text(encoding="utf-8")).body if isinstance(n, ast.ClassDef)}

    def members(cls: ast.ClassDef) -> set[str]:
        return {n.name for n in cls.body if isinstance(n, ast.FunctionDef)} \
            | {n.target.id for n in cls.body if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)}

    host = classes["Host"]
    parts = {n.target.id: members(classes[ast.unparse(n.annotation)]) for n in host.body
             if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name) and ast.unparse(n.annotation) in classes}
    parts.update({n.name: members(classes[ast.unparse(n.returns)]) for n in host.body
                  if isinstance(n, ast.FunctionDef) and n.returns is not None and ast.unparse(n.returns) in classes})
    return members(host), parts


def _is_game(node: ast.AST) -> bool:
    return isinstance(node, ast.Name) and node.id == "game" or isinstance(node, ast.Attribute) and node.attr == "game"


def _rooted_at_game(node: ast.AST) -> bool:
    while isinstance(node, (ast.Attribute, ast.Subscript)):
        if _is_game(node.value):
            return True
        node = node.value
    return False


def _names_used(tree: ast.AST, host: set[str], parts: dict[str, set[str]]) -> list[tuple[int, str]]:
    outside = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute):
            continue
        if _is_game(node.value) and node.attr not in host:
            outside.append((node.lineno, f"game.{node.attr}"))
        elif isinstance(node.value, ast.Attribute) and _is_game(node.value.value) and node.value.attr in parts \
                and node.attr not in parts[node.value.attr]:
            outside.append((node.lineno, f"game.{node.value.attr}.{node.attr}"))
    return outside


def _run_time(tree: ast.AST) -> list[ast.AST]:
    """The functions that run in a game (they take ``ctx`` or ``game``), not those that compile a text."""
    return [f for f in ast.walk(tree) if isinstance(f, (ast.FunctionDef, ast.Lambda))
            and {a.arg for a in f.args.args + f.args.kwonlyargs} & {"ctx", "game"}]


def _writes(tree: ast.AST) -> list[tuple[int, str]]:
    """Assignments to the game, and in code that runs in a game to a record's field, and calls that
    change a container of either."""
    found = set()
    for node in (n for f in _run_time(tree) for n in ast.walk(f)):
        targets: list = []
        if isinstance(node, (ast.Assign, ast.Delete)):
            targets = node.targets
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        for t in targets:
            for x in ast.walk(t):
                if isinstance(x, ast.Attribute) and isinstance(x.ctx, (ast.Store, ast.Del)) \
                        and (_is_game(x.value) or _rooted_at_game(x) or x.attr in RECORD_FIELDS
                             and not (isinstance(x.value, ast.Name) and x.value.id == "self")):
                    found.add((node.lineno, ast.unparse(x)))
                elif isinstance(x, ast.Subscript) and isinstance(x.ctx, (ast.Store, ast.Del)) \
                        and (_rooted_at_game(x) or isinstance(x.value, ast.Attribute) and x.value.attr in RECORD_FIELDS):
                    found.add((node.lineno, ast.unparse(x)))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in MUTATORS:
            owner = node.func.value
            if _rooted_at_game(owner) or _is_game(owner) \
                    or isinstance(owner, ast.Attribute) and owner.attr in RECORD_FIELDS:
                found.add((node.lineno, ast.unparse(node.func)))
    return sorted(found)


def test_the_host_declares_its_parts():
    host, parts = _declared()
    assert {"actions", "runtime", "plays", "flow"} <= set(parts), parts
    assert {"move", "switch", "relocate", "set_status", "set_expedition_status", "place_terrain_marker"} \
        <= parts["actions"]


@pytest.mark.parametrize("path", EFFECT_CODE, ids=[f"{p.parent.name}/{p.name}" for p in EFFECT_CODE])
def test_effect_code_names_only_what_the_host_declares(path):
    host, parts = _declared()
    outside = _names_used(ast.parse(path.read_text(encoding="utf-8")), host, parts)
    assert not outside, f"names of the game not declared in {HOST.name}: " + \
        ", ".join(f"{path.name}:{line}: {name}" for line, name in outside)


@pytest.mark.parametrize("path", EFFECT_CODE, ids=[f"{p.parent.name}/{p.name}" for p in EFFECT_CODE])
def test_effect_code_writes_no_state(path):
    writes = _writes(ast.parse(path.read_text(encoding="utf-8")))
    assert not writes, "state written outside game.actions: " + \
        ", ".join(f"{path.name}:{line}: {what}" for line, what in writes)


def test_a_name_outside_the_host_is_found():
    """The checks see what they are for: an undeclared name, a part's undeclared method, and writes."""
    host, parts = _declared()
    tree = ast.parse("def run(ctx):\n    game = ctx.game\n    game.secret_field\n    ctx.game.actions.teleport([])\n"
                     "    game.version += 1\n    o.controller = 1\n    o.zone.objs.remove(o)\n"
                     "    game.vars['x'] = 1\n    m.statuses['s'] = True\n")
    assert [n for _, n in _names_used(tree, host, parts)] == ["game.secret_field", "game.actions.teleport"]
    assert [w for _, w in _writes(tree)] == ["game.version", "o.controller", "o.zone.objs.remove",
                                                     "game.vars['x']", "m.statuses['s']"]
    compiling = ast.parse("def compile_it(c, arg, node):\n    prog.statuses.append('s')\n")
    assert _writes(compiling) == []              # a program being compiled is no state of a game
