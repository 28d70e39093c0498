"""The Comprehensive Rules as the test plan: which rule ids the tests and scenarios cite.

The ids of each edition are data (``rules_yaml/coverage/ids-EDITION.txt``); a rule with sub-rules
is covered through them, so only the ids with none are counted. ``out-of-scope.yaml`` names the ids
the engine does not play (glossary, deck-building advice, tournament procedure), each with its reason.

A test file cites the edition of its folder or name: files under a ``v5`` folder, named with a ``v5``
word (``test_rules_v5.py``) or that say ``edition: "5.0"``, cite v5.0 numbers; others cite v3.0 numbers.

A later edition restates most v3.0 rules: ``equivalents-5.0.yaml`` pairs each such v5.0 id with
its v3.0 id. The v3.0 tests that also run under the later edition cover the v5.0 id too: every
scenario (``tests/test_editions_share_rules.py`` runs each under 5.0, unless it says
``differs_in: {"5.0": why}``), and the test functions marked ``@pytest.mark.editions("3.0", "5.0")``
(on the function or the module) that take the rule book from the ``book`` fixture.
"""
from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from pathlib import Path

from .. import yamlio
from ..errors import DesignError
from ..paths import ROOT, RULES_DIR
from ..schema import validate

COVERAGE_DIR = RULES_DIR / "coverage"
EDITIONS = ("3.0", "5.0")
_CITE = re.compile(r"(?<![\w.])([1-7](?:\.\d{1,2}){1,3}(?:\.[a-z])?)(?![\w])")
_TEST_NAME = re.compile(r"^\s*def (test_\w+)", re.M)
_EDITION_5 = re.compile(r"""^edition:\s*["']?5\.0""", re.M)
BASE = "3.0"
# tests/conftest.py's fixtures a test gets its rules from: the rule book of the run's edition (or its
# card-text parser, ``parse``), or the card data alone, which no edition changes
EDITION_FIXTURES = ("book", "board", "new_board", "parse", "catalog")


def rule_ids(edition: str) -> list[str]:
    """Every id of sections 1-7 of an edition, in the order of the text."""
    path = COVERAGE_DIR / f"ids-{edition}.txt"
    lines = yamlio.read_text(path).splitlines()
    return [s for s in (line.strip() for line in lines) if s and not s.startswith("#")]


def leaves(ids: list[str]) -> list[str]:
    """The ids with no sub-rule (``1.4.3`` has ``1.4.3.a``: only the latter counts)."""
    parents = set()
    for i in ids:
        parts = i.split(".")
        for n in range(1, len(parts)):
            parents.add(".".join(parts[:n]))
    return [i for i in ids if i not in parents]


def out_of_scope(edition: str) -> dict[str, str]:
    """Ids the engine does not play, with the reason, from out-of-scope.yaml (a prefix covers its sub-rules)."""
    path = COVERAGE_DIR / "out-of-scope.yaml"
    doc = yamlio.load_file(path)
    validate(doc, "out-of-scope.schema.json", str(path))
    table = doc.get(edition) or {}
    return {str(k): str(v) for k, v in table.items()}


def _edition_of(path: Path, text: str) -> str:
    """A file under a ``v5`` folder, named with a ``v5`` word or saying ``edition: "5.0"`` cites v5.0."""
    v5 = "v5" in path.parts or "v5" in path.stem.split("_") or _EDITION_5.search(text)
    return "5.0" if v5 else BASE


def named(test: str, known: set[str]) -> list[str]:
    """The rule ids a test function's name cites: ``test_4_1_b_c_1_3_1_a_the_row`` -> 4.1.b, 4.1.c,
    1.3.1.a (up to three numbers, then letters in increasing order; only ids of the edition)."""
    words, out, i = test.split("_")[1:], [], 0
    while i < len(words):
        nums: list[str] = []
        while i < len(words) and words[i].isdigit() and len(nums) < 3:
            nums.append(words[i])
            i += 1
        if len(nums) < 2:
            i += 1 if not nums else 0
            continue
        base, last = ".".join(nums), ""
        while i < len(words) and len(words[i]) == 1 and words[i].isalpha() and words[i] > last \
                and f"{base}.{words[i]}" in known:
            out.append(f"{base}.{words[i]}")
            last = words[i]
            i += 1
        if not last and base in known:
            out.append(base)
    return out


def citations(tests_dir: Path, edition: str) -> dict[str, list[str]]:
    """Rule id -> the test and scenario files (relative paths) that cite it, in their text or, for
    a Python test, in the name of a test function. Files under a ``known-bugs`` folder don't count."""
    cited: dict[str, list[str]] = {}
    known = set(rule_ids(edition))
    for path in sorted(tests_dir.rglob("*")):
        if path.suffix not in (".py", ".yaml", ".yml") or not path.is_file() or "known-bugs" in path.parts:
            continue                                   # a known bug is a rule the engine breaks
        text = path.read_text(encoding="utf-8", errors="replace")
        if _edition_of(path.relative_to(tests_dir), text) != edition:
            continue
        name = str(path.relative_to(tests_dir))
        names = [r for t in _TEST_NAME.findall(text) for r in named(t, known)] if path.suffix == ".py" else []
        for rule in dict.fromkeys(_CITE.findall(text) + names):
            cited.setdefault(rule, []).append(name)
    return cited


def equivalents(edition: str) -> dict[str, str]:
    """Later id -> the v3.0 id it restates, from ``equivalents-EDITION.yaml`` (none for v3.0)."""
    path = COVERAGE_DIR / f"equivalents-{edition}.yaml"
    if edition == BASE or not path.is_file():
        return {}
    doc = yamlio.load_file(path)
    validate(doc, "equivalents.schema.json", str(path))
    pairs = {str(k): str(v) for k, v in (doc.get("identical") or {}).items()}
    pairs.update({str(k): str(v["v3"]) for k, v in (doc.get("same_meaning") or {}).items()})
    new_ids, old_ids = set(rule_ids(edition)), set(rule_ids(BASE))
    wrong = [f"{k} -> {v}" for k, v in pairs.items() if k not in new_ids or v not in old_ids]
    if wrong:
        raise DesignError(f"ids not in the rules: {', '.join(wrong)}", str(path))
    return pairs


def shared_scenarios(tests_dir: Path, edition: str) -> list[Path]:
    """The v3.0 scenarios that also hold under ``edition`` (they name no edition, no ``differs_in``)."""
    out = []
    for path in sorted((tests_dir / "scenarios").rglob("*.yaml")):
        if "known-bugs" in path.parts or "v5" in path.parts:
            continue
        doc = yamlio.load_file(path)
        if isinstance(doc, dict) and "scenario" in doc and "edition" not in doc \
                and edition not in (doc.get("differs_in") or {}):
            out.append(path)
    return out


def _marked_editions(node: ast.AST) -> tuple[str, ...] | None:
    """The editions of a ``pytest.mark.editions(...)`` call found in ``node``, if any."""
    for call in ast.walk(node):
        if isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) \
                and call.func.attr == "editions":
            return tuple(str(a.value) for a in call.args if isinstance(a, ast.Constant))
    return None


def _shared_functions(path: Path, text: str, edition: str, known: set[str]) -> list[str]:
    """Rule ids cited by the test functions of a Python file that also run under ``edition``."""
    tree = ast.parse(text)
    module_mark = next((_marked_editions(n.value) for n in tree.body if isinstance(n, ast.Assign)
                        and any(isinstance(t, ast.Name) and t.id == "pytestmark" for t in n.targets)), None)
    functions = [n for n in tree.body if isinstance(n, ast.FunctionDef)]
    uses_book = set(EDITION_FIXTURES)
    fixtures = {f.name: {a.arg for a in f.args.args} for f in functions if not f.name.startswith("test_")}
    grown = True
    while grown:                                       # a module fixture that takes the book passes it on
        new = {name for name, args in fixtures.items() if args & uses_book and name not in uses_book}
        uses_book |= new
        grown = bool(new)
    lines = text.splitlines()
    cited: list[str] = []
    tests = [f for f in functions if f.name.startswith("test_")]
    shared = 0
    for f in tests:
        marks = next((m for m in (_marked_editions(d) for d in f.decorator_list) if m is not None), module_mark)
        if not marks or edition not in marks or not {a.arg for a in f.args.args} & uses_book:
            continue
        shared += 1
        start = min([d.lineno for d in f.decorator_list] + [f.lineno])
        body = "\n".join(lines[start - 1:f.end_lineno])
        cited += _CITE.findall(body) + named(f.name, known)
    if tests and shared == len(tests):                 # every test runs under the edition: the helpers too
        cited += _CITE.findall(text)
    return cited


def shared_citations(tests_dir: Path, edition: str) -> dict[str, list[str]]:
    """v3.0 rule id -> the v3.0 test files citing it in parts that also run under ``edition``."""
    cited: dict[str, list[str]] = {}
    known = set(rule_ids(BASE))
    for path in shared_scenarios(tests_dir, edition):
        for rule in dict.fromkeys(_CITE.findall(path.read_text(encoding="utf-8"))):
            cited.setdefault(rule, []).append(str(path.relative_to(tests_dir)))
    for path in sorted(tests_dir.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if "editions" not in text or _edition_of(path.relative_to(tests_dir), text) != BASE:
            continue
        for rule in dict.fromkeys(_shared_functions(path, text, edition, known)):
            cited.setdefault(rule, []).append(str(path.relative_to(tests_dir)))
    return cited


@dataclass
class Coverage:
    edition: str
    rows: list[tuple[str, str, list[str]]] = field(default_factory=list)   # (id, status, files or reason)

    @property
    def in_scope(self) -> int:
        return sum(1 for _, status, _ in self.rows if status != "out of scope")

    @property
    def covered(self) -> int:
        return sum(1 for _, status, _ in self.rows if status == "tested")

    @property
    def percent(self) -> float:
        return 100.0 * self.covered / self.in_scope if self.in_scope else 100.0


def _scope_reason(rule: str, scope: dict[str, str]) -> str | None:
    parts = rule.split(".")
    for n in range(len(parts), 0, -1):
        reason = scope.get(".".join(parts[:n]))
        if reason:
            return reason
    return None


def coverage(edition: str = "3.0", tests_dir: Path | None = None) -> Coverage:
    if edition not in EDITIONS:
        raise DesignError(f"no edition '{edition}' (known: {', '.join(EDITIONS)})", "<command line>")
    tests_dir = tests_dir or ROOT / "tests"
    if not tests_dir.is_dir():
        raise DesignError("the rules coverage reads the tests that cite each rule, and an installed package has "
                          "none: run it in a source checkout (a clone of the repository)", str(tests_dir))
    ids = rule_ids(edition)
    scope = out_of_scope(edition)
    unknown = [k for k in scope if k not in ids]
    if unknown:
        raise DesignError(f"out-of-scope ids not in the v{edition} rules: {', '.join(unknown)}",
                          str(COVERAGE_DIR / "out-of-scope.yaml"))
    cited = citations(tests_dir, edition)
    same = equivalents(edition)
    shared = shared_citations(tests_dir, edition) if same else {}
    base_scope = out_of_scope(BASE) if same else {}
    result = Coverage(edition)
    for rule in leaves(ids):
        old = same.get(rule)
        reason = _scope_reason(rule, scope) or (old and _scope_reason(old, base_scope)
                                                and f"{_scope_reason(old, base_scope)} (as v{BASE} {old})")
        if reason:
            result.rows.append((rule, "out of scope", [reason]))
        elif rule in cited:
            result.rows.append((rule, "tested", cited[rule]))
        elif old in shared:
            result.rows.append((rule, "tested", [f"{f} (v{BASE} {old}, run under {edition})" for f in shared[old]]))
        else:
            result.rows.append((rule, "missing", []))
    return result
