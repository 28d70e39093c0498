"""No game vocabulary in the interpreter: zone, phase, daily-effect, status, keyword and
statistic names live in rules_yaml/, and interpreter/ holds generic mechanisms only.

The names come from the rules files themselves, so a new keyword is covered the moment it
is declared. Identifiers (split at underscores) and string constants are scanned, matching
the names exactly as the rules spell them; docstrings and comments may explain the rules.
"""
from __future__ import annotations

import ast
import re

from altered.loading.paths import ROOT

CATEGORIES = ("zones", "phases", "daily_effects", "statuses", "keywords", "actions", "statistics")


def _names(book):
    vocab = book.vocabulary()
    return sorted({n for k in CATEGORIES for n in vocab[k]})


def _docstrings(tree):
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def _words(tree):
    """(line, text) for every identifier and non-docstring string constant."""
    skip = _docstrings(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            yield node.lineno, node.value
        elif isinstance(node, ast.Name):
            yield node.lineno, node.id.replace("_", " ")
        elif isinstance(node, ast.Attribute):
            yield node.lineno, node.attr.replace("_", " ")
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef)):
            yield node.lineno, node.name.replace("_", " ")
        elif isinstance(node, ast.arg):
            yield node.lineno, node.arg.replace("_", " ")
        elif isinstance(node, ast.keyword) and node.arg:
            yield node.lineno, node.arg.replace("_", " ")


def find_vocabulary(names, root):
    patterns = {n: re.compile(r"(?<![A-Za-z])" + re.escape(n) + r"(?![A-Za-z])") for n in names}
    hits = []
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for line, text in _words(tree):
            for name, rx in patterns.items():
                if rx.search(text):
                    hits.append(f"{path.relative_to(ROOT)}:{line}: '{name}' in {text!r}")
    return hits


def test_the_rules_declare_the_vocabulary(book):
    names = _names(book)
    for expected in ("Reserve", "Dusk", "Progress", "Fleeting", "Gigantic", "Resupply", "forest"):
        assert expected in names


def test_interpreter_code_names_no_zone_phase_status_keyword_or_statistic(book):
    hits = find_vocabulary(_names(book), ROOT / "interpreter")
    assert not hits, "game vocabulary in interpreter code:\n" + "\n".join(hits)


def test_the_scan_catches_a_planted_name(book, tmp_path):
    (tmp_path / "bad.py").write_text('def f(game):\n    """Reserve is fine here."""\n    return game.zone("Reserve")\n')
    hits = find_vocabulary(_names(book), tmp_path) if tmp_path.is_relative_to(ROOT) else \
        _scan_outside(_names(book), tmp_path)
    assert len(hits) == 1 and "'Reserve'" in hits[0]


def _scan_outside(names, root):
    patterns = {n: re.compile(r"(?<![A-Za-z])" + re.escape(n) + r"(?![A-Za-z])") for n in names}
    hits = []
    for path in sorted(root.rglob("*.py")):
        for line, text in _words(ast.parse(path.read_text())):
            hits += [f"{path.name}:{line}: '{n}'" for n, rx in patterns.items() if rx.search(text)]
    return hits
