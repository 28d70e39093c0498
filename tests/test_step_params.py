"""Steps are checked against the parameters they declare (name, kind, range): a typo, a missing
parameter, a negative count or an unknown name is an error at its line, never a silent default."""
from __future__ import annotations

import pytest

from altered.effects.compiler import Compiler
from altered.loading.errors import DesignError
from altered.loading.yamlio import load_text


@pytest.mark.parametrize("text, message", [
    ("move: {what: self, to: Reserve, positon: top}", "'move' has no parameter 'positon' (it takes what, to, "),
    ("move: {what: self, to: Reserve, positon: top}", "(did you mean 'position'?)"),
    ("move: {what: self}", "'move' needs 'to' (ZONE)"),
    ("move: {what: self, to: Reserv}", "unknown zone 'Reserv' in 'to' of 'move' (known: "),
    ("move: {what: self, to: Reserve, position: middle}", "'position' of 'move' must be top, bottom, {top: N} or {bottom: N}, got 'middle'"),
    ("move: {what: self, to: Reserve, sacrifice: yes}", "'sacrifice' of 'move' must be true or false, got 'yes'"),
    ("gain: {what: self, status: Anchord}", "unknown status 'Anchord' in 'status' of 'gain'"),
    ("repeat: {times: -1, do: []}", "'times' of 'repeat' must be a number >= 0, got -1"),
    ("counters: {what: self, name: boost, add: -2}", "'add' of 'counters' must be a number >= 0, got -2"),
    ("later: {after: Rst, do: []}", "unknown daily effect 'Rst' in 'after' of 'later'"),
    ("later: {after: Rst, do: []}", "(did you mean 'Rest'?)"),
    ("do: {Draw: {cnt: 3}}", "'Draw' has no parameter 'cnt' (it takes count, card) (did you mean 'count'?)"),
    ("do: {Draw: {count: -2}}", "'count' of 'Draw' must be a number >= 0, got -2"),
    ("do: {Drwa: {count: 2}}", "unknown keyword action 'Drwa'"),
    ("mvoe: {what: self, to: Reserve}", "unknown step 'mvoe' (known: "),
    # a value that is a list of things, given filter keys as well: an error, not a RecursionError
    ("move: {what: {markers: all, controller: you}, to: Reserve}",
     "'markers' is a value of its own: it takes no filter key (controller)"),
])
def test_a_step_is_checked_against_its_declared_parameters(book, text, message):
    node = load_text(text, "effect.yaml")
    with pytest.raises(DesignError) as e:
        Compiler(book, "effect.yaml").step(node)
    assert message in e.value.message, e.value.message
    assert e.value.file == "effect.yaml" and e.value.line == 1 and e.value.column is not None


def test_a_named_value_is_called_with_its_own_parameters(book):
    node = load_text("if: {gt: [{call: distance, playr: you}, 0]}\nthen: []", "effect.yaml")
    with pytest.raises(DesignError) as e:
        Compiler(book, "effect.yaml").step(node)
    assert "'distance' has no parameter 'playr' (it takes player) (did you mean 'player'?)" in e.value.message
    assert (e.value.line, e.value.column) == (1, 28)          # at the misspelt key


@pytest.mark.parametrize("kind, text, message", [
    ("trigger", "joinz: {what: self}", "unknown trigger 'joinz' (did you mean 'joins'?)"),
    ("trigger", "joins: {wht: self}", "'joins' has no parameter 'wht' (it takes what, zone, expedition, apart) (did you mean 'what'?)"),
    ("passive", "grnt: {to: self, keyword: Tough}", "unknown passive ability 'grnt' (did you mean 'grant'?)"),
    ("passive", "grant: {too: self, keyword: Tough}", "'grant' has no parameter 'too'"),
    ("cost", "exhaust_slef", "unknown cost 'exhaust_slef' (did you mean 'exhaust_self'?)"),
    ("cost", "spend: {nam: Kelon}", "'spend' has no parameter 'nam' (it takes name, count) (did you mean 'name'?)"),
    ("value", "if: {gt: [{sum: {stat: forest, off: self}}, 0]}\nthen: []", "'sum' has no parameter 'off' (it takes stat, of) (did you mean 'of'?)"),
])
def test_a_misspelt_operator_or_parameter_is_named_with_the_closest_declared_one(book, kind, text, message):
    """The "did you mean" lists are the declared names of each category (effects/registry.py)."""
    from altered.effects.abilities.costs import compile_cost
    from altered.effects.abilities.passives import compile_passive
    from altered.effects.abilities.triggers import compile_trigger
    node = load_text(text, "ability.yaml")
    c = Compiler(book, "ability.yaml")
    compile_ = {"trigger": lambda: compile_trigger(c, node), "cost": lambda: compile_cost(c, node),
                "passive": lambda: compile_passive(c, node, "", False, book), "value": lambda: c.step(node)}[kind]
    with pytest.raises(DesignError) as e:
        compile_()
    assert message in e.value.message, e.value.message
