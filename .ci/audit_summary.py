"""Read pip-audit's JSON report and say in one line what it found; exit 1 when a dependency has a known
vulnerability. Usage: python3 .ci/audit_summary.py REPORT.json

pip-audit reports a dependency the vulnerability service does not answer for as skipped, and exits 0:
when it answered for none (its database is not reachable from this machine, though the package index is)
the audit checked nothing, and this says so in one line rather than passing in silence.
"""
from __future__ import annotations

import json
import sys


def summary(report: dict) -> tuple[int, str]:
    """(exit code, the line to print) for a pip-audit JSON report."""
    deps = report.get("dependencies", [])
    audited = [d for d in deps if "skip_reason" not in d]
    vulnerable = [d for d in audited if d.get("vulns")]
    if not audited:
        return 0, (f"dependency audit skipped: the vulnerability service answered for none of the {len(deps)} "
                   "dependencies (not reachable from here)")
    if vulnerable:
        found = "; ".join(f"{d['name']} {d['version']}: " + ", ".join(v["id"] + (f" (fixed in {', '.join(v['fix_versions'])})"
                                                                                  if v.get("fix_versions") else "")
                                                                        for v in d["vulns"]) for d in vulnerable)
        return 1, f"dependency audit: known vulnerabilities in {len(vulnerable)} of {len(audited)} dependencies: {found}"
    skipped = len(deps) - len(audited)
    return 0, (f"dependency audit: no known vulnerability in {len(audited)} dependencies"
               + (f" ({skipped} the service does not know)" if skipped else ""))


def main(argv: list[str]) -> int:
    with open(argv[0], encoding="utf-8") as f:
        code, line = summary(json.load(f))
    print(line)
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
