"""The Comprehensive Rules as the test plan: which rule ids the tests and scenarios cite.

The ids of each edition are data (``rules_yaml/coverage/ids-EDITION.txt``); a rule with sub-rules
is covered through them, so only the ids with none are counted. ``out-of-scope.yaml`` names the ids
the engine does not play (glossary, deck-building advice, tournament procedure), each with its reason.

A test file cites the edition of its folder: files under a ``v5`` folder, or that say
``edition: "5.0"``, cite v5.0 numbers; every other file cites v3.0 numbers.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from . import yamlio
from .errors import DesignError
from .paths import ROOT, RULES_DIR
from .schema import validate

COVERAGE_DIR = RULES_DIR / "coverage"
EDITIONS = ("3.0", "5.0")
_CITE = re.compile(r"(?<![\w.])([1-7](?:\.\d{1,2}){1,3}(?:\.[a-z])?)(?![\w])")
_TEST_NAME = re.compile(r"^\s*def (test_\w+)", re.M)
_EDITION_5 = re.compile(r"""edition:\s*["']?5\.0|v5\.0""")


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
    return "5.0" if "v5" in path.parts or _EDITION_5.search(text) else "3.0"


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
    a Python test, in the name of a test function."""
    cited: dict[str, list[str]] = {}
    known = set(rule_ids(edition))
    for path in sorted(tests_dir.rglob("*")):
        if path.suffix not in (".py", ".yaml", ".yml") or not path.is_file():
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        if _edition_of(path.relative_to(tests_dir), text) != edition:
            continue
        name = str(path.relative_to(tests_dir))
        names = [r for t in _TEST_NAME.findall(text) for r in named(t, known)] if path.suffix == ".py" else []
        for rule in dict.fromkeys(_CITE.findall(text) + names):
            cited.setdefault(rule, []).append(name)
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
        raise DesignError("no tests folder to read citations from (run from a source checkout)", str(tests_dir))
    ids = rule_ids(edition)
    scope = out_of_scope(edition)
    unknown = [k for k in scope if k not in ids]
    if unknown:
        raise DesignError(f"out-of-scope ids not in the v{edition} rules: {', '.join(unknown)}",
                          str(COVERAGE_DIR / "out-of-scope.yaml"))
    cited = citations(tests_dir, edition)
    result = Coverage(edition)
    for rule in leaves(ids):
        reason = _scope_reason(rule, scope)
        if reason:
            result.rows.append((rule, "out of scope", [reason]))
        elif rule in cited:
            result.rows.append((rule, "tested", cited[rule]))
        else:
            result.rows.append((rule, "missing", []))
    return result
