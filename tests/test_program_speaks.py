"""The program speaks whole: every parameter written in a reading's program reaches its English (what
``altered explain`` prints, rendered from the program alone) and its compiled closures.

A parameter the gloss leaves out would hide from a designer what will be played ("sacrifice chosen" once hid
where the card goes; "each card played by you" once said what "the next card" does); one the compile function
never reads would be read from the card and dropped before play ("even if ..." once). Both are checked over
every ability of the bundled sets (each read with its edition's words: tests/bundled_sets.py), rendered from the effect-model data with no access to the printed words.
"""
from __future__ import annotations

import pytest

from altered.cardtext.api import parse_abilities
from altered.cardtext.corpus import set_texts
from altered.effects import gloss, registry
from altered.tools.explain import render_ability
from altered.effects.abilities import compile_program
from altered.loading.cards.split import split_abilities
from altered.loading.paths import CARDS_DIR
from bundled_sets import EDITIONS as SETS, compiling_book, parser


def _abilities():
    """(text, ability, set) of every ability of the bundled sets, each read with its set's edition."""
    seen = {}
    for name in SETS:
        for text, support in set_texts(CARDS_DIR / name):
            for piece in split_abilities(text):
                seen.setdefault(piece.text, (support, name))
    return [(t, a, name) for t, (support, name) in sorted(seen.items())
            for a in parse_abilities(t, support=support, parser=parser(name))]


ABILITIES = _abilities()


def test_every_parameter_of_every_bundled_program_is_in_its_words():
    unshown = {}
    for text, ability, _set in ABILITIES:
        gloss.UNSHOWN.clear()
        render_ability(ability)
        for miss in gloss.UNSHOWN:
            unshown.setdefault(miss, text)
    assert not unshown, "\n".join(f"{c} {n}.{k}: {t}" for (c, n, k), t in unshown.items())


def test_a_parameter_left_out_of_the_words_is_found():
    """The check above can fail: a choose whose 'min' no wording of the template shows."""
    gloss.UNSHOWN.clear()
    gloss.steps([{"choose": {"who": "you", "from": {"type": "Character"}, "count": 2, "min": 1, "as": "t"}}])
    assert not gloss.UNSHOWN                                  # "1 to 2"
    template = registry.OPERATORS["step"]["choose"].phrase[""]
    try:
        registry.OPERATORS["step"]["choose"].phrase[""] = template.replace("|{min?}{min} to {count}", "")
        gloss.steps([{"choose": {"who": "you", "from": {"type": "Character"}, "count": 2, "min": 1, "as": "t"}}])
    finally:
        registry.OPERATORS["step"]["choose"].phrase[""] = template
    assert ("step", "choose", "min") in gloss.UNSHOWN


class _Read(dict):
    """A compile function's parameters, remembering which it read."""

    def __init__(self, d):
        super().__init__(d)
        self.read: set = set()

    def __getitem__(self, k):
        self.read.add(k)
        return super().__getitem__(k)

    def get(self, k, default=None):
        self.read.add(k)
        return super().get(k, default)

    def __contains__(self, k):
        self.read.add(k)
        return super().__contains__(k)

    def __iter__(self):
        self.read.update(super().keys())
        return super().__iter__()

    def items(self):
        self.read.update(super().keys())
        return super().items()


@pytest.fixture
def reading_compilers(monkeypatch):
    unread: dict = {}
    for category, table in (("step", registry.STEPS), ("value", registry.EXPRS), ("trigger", registry.TRIGGERS),
                            ("cost", registry.COSTS), ("passive", registry.PASSIVES)):
        for name, fn in list(table.items()):
            def wrapped(c, arg, *rest, _fn=fn, _name=name, _cat=category):
                spec = registry.OPERATORS[_cat].get(_name)
                if spec is not None and spec.beside and rest and isinstance(rest[0], dict) \
                        and not isinstance(rest[0], _Read):     # its other parameters, beside it in the node
                    tracked = _Read(rest[0])
                    out = _fn(c, arg, tracked, *rest[1:])
                    for key in set(rest[0]) & set(spec.params) - tracked.read:
                        unread.setdefault((_cat, _name, key), None)
                    return out
                if not isinstance(arg, dict) or isinstance(arg, _Read) or spec is None or spec.beside:
                    return _fn(c, arg, *rest)
                tracked = _Read(arg)
                out = _fn(c, tracked, *rest)
                for key in set(arg) & set(spec.params) - tracked.read:
                    unread.setdefault((_cat, _name, key), None)
                return out
            monkeypatch.setitem(table, name, wrapped)
    return unread


def test_every_parameter_written_is_read_by_its_compile_function(reading_compilers):
    for text, ability, name in ABILITIES:
        compile_program(compiling_book(name), [ability])
    assert not reading_compilers, sorted(reading_compilers)


@pytest.fixture
def stat_blind_to_base(monkeypatch):
    """The compile function of 'stat' reading all but ``base``, a parameter written beside it."""
    original = registry.EXPRS["stat"]
    monkeypatch.setitem(registry.EXPRS, "stat", lambda c, arg, node: original(
        c, arg, {k: node[k] for k in ("of", "default") if k in node}))


def test_a_parameter_beside_left_unread_is_found(stat_blind_to_base, reading_compilers):
    """The check above can fail, for an operator whose other parameters are written beside it (2.3.1.a:
    "my base forest" read as my forest)."""
    from altered.effects.compiler import Compiler
    Compiler(compiling_book(next(iter(SETS))), "t.yaml").expr({"stat": "forest", "of": "self", "base": True})
    assert ("value", "stat", "base") in reading_compilers
