"""``rules_yaml/effect-model.md``, written from the operator declarations so it cannot drift.

Above the effects and the abilities, whose declarations it reads.  The prose is
``rules_yaml/effect-model.in.md``; each ``<!-- generated: NAME -->`` line of it is replaced
by the table of those operators (steps, filter, values, triggers, costs, passives), each row read from
one declaration: its parameters, its phrase, its meaning and its rule ids.

``python -m altered.tools.effect_model`` rewrites the file; a test fails when the file and the
declarations differ.
"""
from __future__ import annotations

import re
import sys

from ..loading.paths import RULES_DIR
from ..effects.params import ARG
from ..effects.registry import load_operators

DOC = RULES_DIR / "effect-model.md"
PROSE = RULES_DIR / "effect-model.in.md"
HEADER = ("<!-- written by `python -m altered.tools.effect_model` from the operator declarations and "
          "rules_yaml/effect-model.in.md; edit those, not this file -->")
_SLOT = re.compile(r"^<!-- generated: (\w+) -->$", re.M)

# the tables of values, by what they give
VALUE_GROUPS = (
    ("Numbers", ("number",)),
    ("Conditions", ("condition",)),
    ("Players", ("player", "players")),
    ("Expeditions and regions", ("marker", "markers", "region")),
    ("Objects, lists and names", ("objects", "list", "name", "")),
)


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _param(name, p) -> str:
    text = f"`{name}`: {p.written()}"
    if p.required:
        text = f"**{text}**"
    return text + (f" ({p.doc})" if p.doc else "")


def _params(spec) -> str:
    if spec.beside:
        own = f"`{spec.name}: {spec.params[ARG].written()}`"
        rest = [_param(k, p) for k, p in spec.params.items() if k != ARG]
        return ", ".join([own] + rest)
    return ", ".join(_param(k, p) for k, p in spec.params.items()) or "none"


def _row(spec, first: str | None = None) -> str:
    phrase = spec.phrase.get("", "")
    return (f"| {first or '`' + spec.name + '`'} | {_cell(_params(spec))} | {_cell('`' + phrase + '`') if phrase else ''} "
            f"| {_cell(spec.doc)} | {' '.join(spec.rules)} |")


def _table(head: str, specs) -> str:
    rows = [f"| {head} | parameters (**required**) | reads as | meaning | rules |", "| --- | --- | --- | --- | --- |"]
    rows += [_row(s) for s in specs]
    return "\n".join(rows)


def table(name: str) -> str:
    """The generated text that stands for ``<!-- generated: NAME -->``."""
    OPERATORS = load_operators()
    if name == "filter":
        rows = ["| key | value | reads as | meaning | rules |", "| --- | --- | --- | --- | --- |"]
        for spec in OPERATORS["filter"].values():
            rows.append(f"| `{spec.name}` | {spec.params[ARG].written()} | `{_cell(spec.phrase[''])}` | {_cell(spec.doc)} "
                        f"| {' '.join(spec.rules)} |")
        return "\n".join(rows)
    if name == "values":
        parts = []
        for title, gives in VALUE_GROUPS:
            specs = [s for n, s in sorted(OPERATORS["value"].items()) if s.gives in gives]
            parts.append(f"### {title}\n\n{_table('value', specs)}")
        return "\n\n".join(parts)
    category = {"steps": "step", "triggers": "trigger", "costs": "cost", "passives": "passive", "keywords": "keyword"}[name]
    return _table(category, [s for _, s in sorted(OPERATORS[category].items())])


def render(prose: str) -> str:
    """The whole document: the prose with each generated slot filled."""
    return HEADER + "\n\n" + _SLOT.sub(lambda m: table(m.group(1)), prose)


def main() -> int:
    new = render(PROSE.read_text(encoding="utf-8"))
    if not DOC.exists() or DOC.read_text(encoding="utf-8") != new:
        DOC.write_text(new, encoding="utf-8")
        print(f"rewrote {DOC}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
