"""Steps are checked against the parameters they declare (name, kind, range): a typo, a missing
parameter, a negative count or an unknown name is an error at its line, never a silent default."""
from __future__ import annotations

import pytest

from altered.effects.compiler import Compiler
from altered.errors import DesignError
from altered.yamlio import load_text


@pytest.mark.parametrize("text, message", [
    ("move: {what: self, to: Reserve, positon: top}", "'move' has no parameter 'positon' (it takes what, to, "),
    ("move: {what: self, to: Reserve, positon: top}", "(did you mean 'position'?)"),
    ("move: {what: self}", "'move' needs 'to' (ZONE)"),
    ("move: {what: self, to: Reserv}", "unknown zone 'Reserv' in 'to' of 'move' (known: "),
    ("move: {what: self, to: Reserve, position: middle}", "'position' of 'move' must be one of top, bottom, got 'middle'"),
    ("move: {what: self, to: Reserve, sacrifice: yes}", "'sacrifice' of 'move' must be true or false, got 'yes'"),
    ("gain: {what: self, status: Anchord}", "unknown status 'Anchord' in 'status' of 'gain'"),
    ("repeat: {times: -1, do: []}", "'times' of 'repeat' must be a number >= 0, got -1"),
    ("counters: {what: self, name: boost, add: -2}", "'add' of 'counters' must be a number >= 0, got -2"),
    ("later: {after: Rst, do: []}", "unknown daily effect 'Rst' in 'after' of 'later'"),
    ("later: {after: Rst, do: []}", "(did you mean 'Rest'?)"),
    ("do: {Draw: {cnt: 3}}", "'Draw' has no parameter 'cnt' (it takes count) (did you mean 'count'?)"),
    ("do: {Draw: {count: -2}}", "'count' of 'Draw' must be a number >= 0, got -2"),
    ("do: {Drwa: {count: 2}}", "unknown keyword action 'Drwa'"),
    ("mvoe: {what: self, to: Reserve}", "unknown step 'mvoe' (known: "),
])
def test_a_step_is_checked_against_its_declared_parameters(book, text, message):
    node = load_text(text, "effect.yaml")
    with pytest.raises(DesignError) as e:
        Compiler(book, "effect.yaml").step(node)
    assert message in e.value.message, e.value.message
    assert e.value.file == "effect.yaml" and e.value.line == 1 and e.value.column is not None
