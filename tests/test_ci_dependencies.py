"""CI's dependency checks (.ci/dependencies): the lowest versions pyproject.toml's ranges allow, and the one
line said of a pip-audit report (a check that reached no vulnerability service says it checked nothing)."""
from __future__ import annotations

import importlib.util
import re
import tomllib
from pathlib import Path

import pytest

CI = Path(__file__).resolve().parents[1] / ".ci"


def _load(name):
    spec = importlib.util.spec_from_file_location(name, CI / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


lower_bounds, audit_summary = _load("lower_bounds"), _load("audit_summary")


def test_every_range_of_the_project_has_a_lower_bound_ci_installs():
    project = tomllib.loads((CI.parent / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    extras = list(project["optional-dependencies"])
    pins = lower_bounds.constraints(lower_bounds.PYPROJECT, extras)
    every = project["dependencies"] + [r for e in extras for r in project["optional-dependencies"][e]]
    assert len(pins) == len(every)
    for requirement, pin in zip(every, pins):
        name, low = pin.split("==")
        assert requirement.startswith(name) and re.search(rf">=\s*{re.escape(low)}\b", requirement)


@pytest.mark.parametrize("requirement, expected", [
    ("lark>=1.1.9", ("lark", "1.1.9")),
    ("dask[distributed]>=2023.1,<2030", ("dask", "2023.1")),
    ("rich ~= 13.4", ("rich", "13.4")),
])
def test_the_lower_bound_of_a_range(requirement, expected):
    assert lower_bounds.lower_bound(requirement) == expected


@pytest.mark.parametrize("requirement", ["lark", "lark<2", "lark>=1,>=1.2", "lark>=1; python_version<'3.12'",
                                         "lark>=1 || >=2"])
def test_a_range_that_cannot_be_tested_at_its_lower_bound_is_refused(requirement, capsys):
    with pytest.raises(ValueError):
        lower_bounds.lower_bound(requirement)


def test_an_extra_that_does_not_exist_is_one_line_and_exit_1(capsys):
    assert lower_bounds.main(["nosuch"]) == 1
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and "no extra 'nosuch'" in err


def _dep(name, vulns=(), skipped=False):
    d = {"name": name, "version": "1.0"}
    if skipped:
        d["skip_reason"] = "Dependency not found on PyPI and could not be audited"
    else:
        d["vulns"] = list(vulns)
    return d


def test_an_audit_that_reached_no_service_says_it_was_skipped():
    code, line = audit_summary.summary({"dependencies": [_dep("lark", skipped=True), _dep("rich", skipped=True)]})
    assert code == 0 and line.startswith("dependency audit skipped") and "none of the 2 dependencies" in line


def test_a_known_vulnerability_fails_the_audit_and_is_named():
    vuln = {"id": "PYSEC-0000-1", "fix_versions": ["1.1"]}
    code, line = audit_summary.summary({"dependencies": [_dep("lark"), _dep("pyyaml", [vuln]), _dep("x", skipped=True)]})
    assert code == 1 and "1 of 2 dependencies" in line and "pyyaml 1.0: PYSEC-0000-1 (fixed in 1.1)" in line


def test_a_clean_audit_counts_what_it_checked():
    code, line = audit_summary.summary({"dependencies": [_dep("lark"), _dep("rich"), _dep("x", skipped=True)]})
    assert code == 0 and line == "dependency audit: no known vulnerability in 2 dependencies (1 the service does not know)"
