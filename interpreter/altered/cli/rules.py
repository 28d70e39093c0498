"""``altered rules show|diff|coverage``: the effective rules a variant gives, what it changes, and
which rules the tests play.

Paths are written as in a variant's ``set:`` (``day.phases.Dusk.effects.Progress.by``), so a line
of ``rules diff`` can be pasted into a variant.
"""
from __future__ import annotations

import difflib
import json

import yaml

from ..loading.errors import DesignError
from ..rulebook import RULE_FILES, load_docs
from ..loading.paths import RULES_DIR


def plain(node):
    """Loaded values (PosDict/PosList) as plain dicts and lists."""
    if isinstance(node, dict):
        return {k: plain(v) for k, v in node.items()}
    if isinstance(node, list):
        return [plain(v) for v in node]
    return node


def effective_docs(variants=()) -> dict:
    from ..loading.rules.variants import load_variant
    return load_docs(RULES_DIR, [load_variant(v) for v in variants])


def lookup(docs: dict, path: str):
    """The value at a path (FILE.KEY...: keys, names of list entries, indices); a missing part is an error."""
    from ..loading.rules.variants import child_key, child_names
    steps = [int(s) if s.isdigit() else s for s in path.split(".")]
    if steps[0] not in docs:
        raise DesignError(f"no rules file '{steps[0]}' (known: {', '.join(docs)})", "<command line>")
    node = docs[steps[0]]
    for i, s in enumerate(steps[1:], 1):
        key = child_key(node, s)
        if key is None:
            here, known = ".".join(map(str, steps[:i])), [str(n) for n in child_names(node)]
            near = difflib.get_close_matches(str(s), known, 1)
            raise DesignError(f"no '{s}' in '{here}' (known: {', '.join(known) or 'none'})"
                              + (f"; did you mean '{near[0]}'?" if near else ""), "<command line>")
        node = node[key]
    return node


def _flow(value) -> str:
    return json.dumps(plain(value), ensure_ascii=False)


def _named(items) -> bool:
    return bool(items) and all(isinstance(x, dict) and "name" in x for x in items)


SHORT = 100          # characters of a value written on its line; a longer one follows as YAML, indented


def _value(value) -> str:
    """A value for a diff line: JSON on the line when short, else a YAML block below it."""
    flow = _flow(value)
    if len(flow) <= SHORT or not isinstance(value, (dict, list)):
        return " " + flow
    block = yaml.safe_dump(plain(value), sort_keys=False, allow_unicode=True, width=100, default_flow_style=None).rstrip()
    return "\n" + "\n".join("      " + line for line in block.splitlines())


def diff(a, b, path: str) -> list[str]:
    """Lines ``~ PATH: OLD -> NEW``, ``+ PATH: NEW``, ``- PATH``: what turns ``a`` into ``b``; a list item by
    item, a long value as a YAML block below its line."""
    if isinstance(a, dict) and isinstance(b, dict):
        out = []
        for k in a:
            out += diff(a[k], b[k], f"{path}.{k}") if k in b else [f"- {path}.{k}"]
        out += [f"+ {path}.{k}:{_value(b[k])}" for k in b if k not in a]
        return out
    if isinstance(a, list) and isinstance(b, list) and _named(a) and _named(b):
        names_a, names_b = [x["name"] for x in a], [x["name"] for x in b]
        out = []
        for x in a:
            out += diff(x, b[names_b.index(x["name"])], f"{path}.{x['name']}") if x["name"] in names_b \
                else [f"- {path}.{x['name']}"]
        for i, x in enumerate(b):
            if x["name"] not in names_a:
                where = f" (after {b[i - 1]['name']})" if i else " (first)"
                out.append(f"+ {path}.{x['name']}{where}:{_value(x)}")
        return out
    if isinstance(a, list) and isinstance(b, list):
        return _list_diff(a, b, path)
    if plain(a) != plain(b) or type(a) is not type(b):
        old, new = _value(a), _value(b)
        if "\n" in old + new:
            return [f"~ {path}: was{old}", f"  {path}: now{new}"]
        return [f"~ {path}:{old} ->{new}"]
    return []


def _list_diff(a: list, b: list, path: str) -> list[str]:
    """Items kept, changed in place (compared within), removed (their index in the old list) and inserted
    (their index in the new one)."""
    out = []
    flows = [_flow(x) for x in a], [_flow(x) for x in b]
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, *flows, autojunk=False).get_opcodes():
        if op == "equal":
            continue
        if op == "replace" and i2 - i1 == j2 - j1:
            out += [line for i, j in zip(range(i1, i2), range(j1, j2)) for line in diff(a[i], b[j], f"{path}.{i}")]
            continue
        out += [f"- {path}.{i}:{_value(a[i])}" for i in range(i1, i2)]
        out += [f"+ {path}.{j}:{_value(b[j])}" for j in range(j1, j2)]
    return out


def cmd_show(args) -> int:
    from .whatif import with_sets
    docs = effective_docs(with_sets(args.variant, args))
    if args.path:
        value = plain(lookup(docs, args.path))
        print(yaml.safe_dump(value, sort_keys=False, allow_unicode=True, width=110).rstrip()
              if isinstance(value, (dict, list)) else json.dumps(value, ensure_ascii=False))
        return 0
    for kind in RULE_FILES:
        print(f"# {kind}.yaml")
        print(yaml.safe_dump(plain(docs[kind]), sort_keys=False, allow_unicode=True, width=110))
    return 0


def cmd_diff(args) -> int:
    from ..rulebook import load_rulebook
    variants = [() if v == "standard" else (v,) for v in (args.base, args.other)]
    for v in variants:                 # a value the rules refuse (play would) is an error, not a line of the diff
        load_rulebook(variants=v)
    sides = [effective_docs(v) for v in variants]
    lines = [line for kind in RULE_FILES for line in diff(sides[0][kind], sides[1][kind], kind)]
    for line in lines:
        print(line)
    if not lines:
        print(f"no difference between {args.base} and {args.other}")
    return 0


def cmd_coverage(args) -> int:
    from ..loading.rules.coverage import coverage
    cov = coverage(args.edition)
    if args.json:
        print(json.dumps({"edition": cov.edition, "in_scope": cov.in_scope, "covered": cov.covered,
                          "percent": round(cov.percent, 1),
                          "rows": [{"id": r, "status": s, "by": why} for r, s, why in cov.rows]}, indent=1))
        return 0
    for rule, status, why in cov.rows:
        if args.missing and status != "missing":
            continue
        detail = why[0] if status == "out of scope" else ", ".join(why[:3]) + (" ..." if len(why) > 3 else "")
        print(f"{rule:<12} {status:<13} {detail}")
    print(f"v{cov.edition}: {cov.covered} of {cov.in_scope} in-scope rule ids cited by tests "
          f"({cov.percent:.1f} %); {len(cov.rows) - cov.in_scope} out of scope")
    return 0


def register(subparsers) -> None:
    p = subparsers.add_parser("rules", help="show the effective rules (with variants), or what a variant changes")
    sub = p.add_subparsers(dest="rules_command", required=True)
    s = sub.add_parser("show", help="print the rules files, or the value at a path, with the variants applied")
    s.add_argument("path", nargs="?", help="FILE.KEY...: keys, names of list entries or indices, e.g. day.max_days")
    s.add_argument("--variant", action="append", help="a variant overlay (name or file); repeatable")
    from .whatif import add_set_option
    add_set_option(s)
    s.set_defaults(run=cmd_show)
    d = sub.add_parser("diff", help="the changes a variant makes, one path a line (as a variant writes them)")
    d.add_argument("base", help="standard, or a variant name or file")
    d.add_argument("other", help="a variant name or file")
    d.set_defaults(run=cmd_diff)
    c = sub.add_parser("coverage", help="every rule id with the tests and scenarios that cite it, and the percentage")
    c.add_argument("--edition", default="3.0", help="the rules edition: 3.0 (default) or 5.0")
    c.add_argument("--missing", action="store_true", help="list only the in-scope ids no test cites")
    c.add_argument("--json", action="store_true", help="one JSON object: the figures and every row")
    c.set_defaults(run=cmd_coverage)
