"""The lowest versions pyproject.toml's dependency ranges allow, as pip constraints (``name==lower``).

Usage: python3 .ci/lower_bounds.py [EXTRA...] > lowest.txt
prints one constraint for each dependency of the project and of the extras named; a range without a lower
bound (or with an exclusion or a marker this script does not read) is one line on stderr and exit 1:
a range that cannot be tested at its lower bound is not checked at all (.ci/dependencies installs these).
"""
from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"
# a name, optional [extras], then comma-separated clauses
REQUIREMENT = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(\[[^\]]*\])?\s*(.*)$")
CLAUSE = re.compile(r"^(>=|==|~=|<|<=|!=)\s*([0-9][0-9A-Za-z.+-]*)$")


def lower_bound(requirement: str) -> tuple[str, str]:
    """(name, lowest version) of a requirement such as ``dask[distributed]>=2023.1`` or ``lark>=1.1.9,<2``."""
    m = REQUIREMENT.match(requirement)
    if not m or ";" in requirement:
        raise ValueError(f"{requirement!r}: not a requirement this script reads (a name and version clauses)")
    name, clauses = m.group(1), [c.strip() for c in m.group(3).split(",") if c.strip()]
    lows = []
    for clause in clauses:
        c = CLAUSE.match(clause)
        if c is None:
            raise ValueError(f"{requirement!r}: the clause {clause!r} is not one this script reads")
        if c.group(1) in (">=", "==", "~="):
            lows.append(c.group(2))
    if len(lows) != 1:
        raise ValueError(f"{requirement!r}: expected one lower bound (>=, == or ~=), found {len(lows)}")
    return name, lows[0]


def constraints(pyproject: Path, extras: list[str]) -> list[str]:
    project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
    optional = project.get("optional-dependencies", {})
    unknown = [e for e in extras if e not in optional]
    if unknown:
        raise ValueError(f"no extra {unknown[0]!r} in {pyproject} (it has {', '.join(optional)})")
    requirements = list(project["dependencies"]) + [r for e in extras for r in optional[e]]
    return [f"{name}=={low}" for name, low in map(lower_bound, requirements)]


def main(argv: list[str]) -> int:
    try:
        print("\n".join(constraints(PYPROJECT, argv)))
    except ValueError as e:
        print(f"{PYPROJECT}: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
