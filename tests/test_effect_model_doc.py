"""Each operator of the effect model is declared once (name, parameters, compile function, English
phrase, documentation line, rule ids): rules_yaml/effect-model.md is written from the declarations,
and ``altered explain`` prints every operator of both sets' programs through its declared phrase."""
from __future__ import annotations

import pytest

from altered.effects.abilities.costs import COSTS
from altered.effects.abilities.passives import PASSIVES
from altered.effects.abilities.triggers import TRIGGERS
from altered.tools.effect_model import DOC, PROSE, render
from altered.effects import gloss
from altered.effects.compiler import EXPRS, STEPS
from altered.effects.params import ARG
from altered.effects.registry import OPERATORS, load_operators
from altered.effects.selectors import FILTER_KEYS

load_operators()
COMPILED = (("step", STEPS), ("value", EXPRS), ("trigger", TRIGGERS), ("cost", COSTS), ("passive", PASSIVES),
            ("filter", dict.fromkeys(FILTER_KEYS)))


def test_the_effect_model_notes_are_written_from_the_declarations():
    doc = DOC.read_text(encoding="utf-8")
    assert render(PROSE.read_text(encoding="utf-8")) == doc, "run: python -m altered.tools.effect_model"


def test_every_operator_the_compiler_knows_is_declared_with_a_phrase_and_a_doc_line():
    missing = []
    for category, compiled in COMPILED:
        for name in compiled:
            spec = OPERATORS[category].get(name)
            if spec is None or not spec.phrase.get("") or not spec.doc:
                missing.append(f"{category} '{name}'")
            elif category != "filter" and spec.compile is not compiled[name]:
                missing.append(f"{category} '{name}' (compiled by another function than declared)")
    assert not missing, "operators without a declaration, phrase or doc line: " + ", ".join(missing)


def test_every_phrase_reads_and_names_only_declared_parameters():
    wrong = []
    for category, specs in OPERATORS.items():
        for name, spec in specs.items():
            params = dict(spec.params)
            if category == "filter":             # a key's phrase may read the other keys of its mapping
                params.update({k: s.params[ARG] for k, s in specs.items()})
            for form, template in spec.phrase.items():
                for ref in gloss.refs(template):
                    if ref.path[0] not in params:
                        wrong.append(f"{category} '{name}' ({form or 'plain'}): {{{'.'.join(ref.path)}}}")
            for pname, p in params.items():
                if p.phrase:
                    for ref in gloss.refs(p.phrase):
                        if ref.path[0] != ARG and ref.path[0] not in p.fields:
                            wrong.append(f"{category} '{name}', parameter '{pname}': {{{'.'.join(ref.path)}}}")
    assert not wrong, "phrases naming undeclared parameters: " + ", ".join(wrong)


def test_a_phrase_that_cannot_be_read_is_refused():
    with pytest.raises(ValueError, match="not closed"):
        gloss.parse("[{what} gains")
    with pytest.raises(ValueError, match="closes nothing"):
        gloss.parse("{what}] gains")


def test_explain_prints_no_operator_through_a_fallback(book):
    """Every program of both sets, and the keyword actions, daily effects, named values and set-up of the
    rules, glossed."""
    from altered.cardtext.corpus import set_texts
    from altered.tools.explain import explain
    from altered.loading.paths import CARDS_DIR
    del gloss.FALLBACKS[:]
    from bundled_sets import token_texts
    for name in ("btg", "tbf"):
        tokens = token_texts(CARDS_DIR / name)
        for text, support in set_texts(CARDS_DIR / name):
            explain(text, support=support, token=text in tokens)
    for action in book.docs["keywords"]["actions"].values():
        gloss.steps(action["effect"])
    for phase in book.docs["day"]["phases"]:
        for daily in phase.get("effects") or ():
            gloss.steps(daily["do"])
    for named in book.docs["day"]["values"].values():
        gloss.value(named["value"])
    gloss.steps(book.docs["setup"]["setup"]["steps"])
    assert not gloss.FALLBACKS, f"printed without a phrase: {gloss.FALLBACKS[:10]}"


def test_a_node_without_a_phrase_is_printed_as_data_and_noted():
    del gloss.FALLBACKS[:]
    assert gloss.steps([{"no_such_step": {"what": "self"}}]) == ['{"no_such_step": {"what": "self"}}']
    assert gloss.FALLBACKS == [("step", "no_such_step")]
    del gloss.FALLBACKS[:]
