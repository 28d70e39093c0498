"""The effect-model notes name every operator the compiler knows (the registries are the source of
truth; a new operator without a line in rules_yaml/effect-model.md fails here)."""
from __future__ import annotations

import re

from altered.language.abilities.costs import COSTS
from altered.language.abilities.passives import PASSIVES
from altered.language.abilities.triggers import TRIGGERS
from altered.language.effects.compiler import EXPRS, STEPS
from altered.loading.paths import RULES_DIR


def test_every_registered_operator_is_documented():
    doc = (RULES_DIR / "effect-model.md").read_text(encoding="utf-8")
    missing = [f"{kind} '{name}'"
               for kind, registry in (("step", STEPS), ("value", EXPRS), ("trigger", TRIGGERS),
                                      ("passive", PASSIVES), ("cost", COSTS))
               for name in registry
               if not re.search(r"`[^`]*\b" + re.escape(name) + r"\b", doc)]
    assert not missing, "undocumented operators: " + ", ".join(missing)


def test_the_steps_table_is_written_from_the_step_registry():
    """Each step declares its parameters in one registry; effect-model.md's table is generated from it."""
    from altered.language.effects.compiler import SPECS
    from altered.language.effects.doc import render
    doc = (RULES_DIR / "effect-model.md").read_text(encoding="utf-8")
    assert render(doc) == doc, "run: python -m altered.language.effects.doc"
    undeclared = [name for name, spec in SPECS.items() if not spec.declared]
    assert not undeclared, f"steps registered without declared parameters: {undeclared}"
