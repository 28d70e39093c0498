"""How card texts write abilities (2.2.11, 7.1) as the card-text reader takes them, and when a keyword's decision comes (7.4.7) (Comprehensive Rules v3.0)."""
from __future__ import annotations

import pytest

from altered.cardtext import parse_abilities
from altered.loading.errors import DesignError


def _reaction(text):
    [ability] = parse_abilities(text)
    return ability["reaction"]


def test_a_reaction_is_a_trigger_then_its_effect_and_the_trigger_symbols():
    """2.2.11.l: "Trigger — Effect" is a Reaction; {J} is "when I join the Expedition or Landmark zone",
    {H} "when I am played from Hand", {R} "when I am played from Reserve"."""
    spell = _reaction("When you play a Spell — I gain 1 boost.")
    assert spell["trigger"] == {"played": {"what": {"type": "Spell"}, "by": "you"}}
    assert spell["effect"] == [{"counters": {"what": "self", "name": "boost", "add": 1}}]
    assert _reaction("{J} I gain 1 boost.")["trigger"] == {"joins": {"what": "self", "zone": ["Expedition", "Landmark"]}}
    assert _reaction("{H} I gain 1 boost.")["trigger"] == {"played": {"what": "self", "from": "Hand"}}
    assert _reaction("{R} I gain 1 boost.")["trigger"] == {"played": {"what": "self", "from": "Reserve"}}


def test_the_support_symbol_marks_a_reaction_or_a_passive_never_a_quick_action():
    """2.2.11.e, 7.1.5.a: {I} before a support ability says it is a Reaction or a passive ability; a quick
    action after it is a card-text error."""
    assert "reaction" in parse_abilities("{I} When you play a Spell — I gain 1 boost.")[0]
    assert "passive" in parse_abilities("{I} I cost {1} less.")[0]
    with pytest.raises(DesignError, match="not a quick action"):
        parse_abilities("{I} {T} : I gain 1 boost.")


def test_the_support_symbol_in_a_main_text_makes_a_support_ability_or_is_refused_where_it_stands():
    """v5.0 7.1.5.a, 2.2.12.i (v3.0 2.2.11.d): {I} at the start of a card's main text marks a support
    ability, which works from Reserve only (tests/scenarios/v5/7.1.5.a-support-symbol-in-the-main-text-*);
    before a text that is neither a Reaction nor a passive it is refused at its place."""
    [reaction] = parse_abilities("{J} I gain 1 boost.  {I} When you play a Spell — Draw a card.")[1:]
    assert reaction["support"] is True and "reaction" in reaction
    assert "support" not in parse_abilities("{J} I gain 1 boost.")[0]
    for text, kind in (("Draw a card.", "an effect"), ("[Gigantic].", "a keyword")):
        with pytest.raises(DesignError, match=f"not {kind}") as e:
            parse_abilities("{J} I gain 1 boost.  {I} " + text, file="cards.yaml", line=3, column=11)
        assert (e.value.file, e.value.line, e.value.column) == ("cards.yaml", 3, 32)     # column 11 + 21 characters before {I}


def test_the_tough_payment_comes_before_the_step_it_targets_for():
    """7.4.7.e: tests/scenarios/rules/s7/7.4.7.e-*.yaml, in order: the Tough cost is paid as the target is
    chosen, before Hooked's switch resolves."""
    from pathlib import Path

    from altered.simulation.scenario import Scenario
    [path] = (Path(__file__).parent / "scenarios" / "rules" / "s7").glob("7.4.7.e-*.yaml")
    scenario = Scenario(path)
    assert scenario.run().passed
    kinds = [e["e"] for e in scenario.game.events if e["e"] in ("target_cost", "switch")]
    assert kinds == ["target_cost", "switch"]
