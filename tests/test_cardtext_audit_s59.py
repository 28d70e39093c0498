"""Issue 31, session 59: the class outside audit S13B left open, and the classes of outside audit S14B (940 texts;
S14A, 834 texts, found none).

- S13B W2 "When you [Discard]" / "When an opponent [Discards]" did not hear a [Sabotage] or a sacrifice, which the
  rules define as discards (7.3.24.a, 7.3.25.a; v5.0 7.3.35.a, 7.3.36.a-b): keywords.yaml declares those actions
  kinds of Discard (``is_a``), and the trigger on an action hears its kinds.
- S14B W1 placing a Terrain Marker and creating a token in a zone (the Landmark zone) were read and played under
  the base rules, where tokens are Characters created in Expeditions (7.3.4.a) and there are no Terrain Markers:
  refused with the edition they need (keywords.yaml ``later_editions``, a step's parameter as ``step.parameter``).
- S14B W2 "Target Character [Exchanges Boosts] with target Character" offered the first target again: each object
  may be chosen only once per step as a target (6.5.b); a later step may choose it again."""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import effect_in, refused_saying, scenarios_play

EDITIONS = [None, "5.0"]
SCENARIOS = Path(__file__).parent / "scenarios" / "rules" / "s59"
BOTH = ["7.3.24.a-discard-heard-in-sabotage-and-sacrifice", "6.5.b-audit14b-one-step-two-targets"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_sabotage_and_sacrifice_are_discards_and_a_step_targets_an_object_once(edition):
    scenarios_play(SCENARIOS, "*.yaml", BOTH, edition)


@pytest.mark.parametrize("text, word, rule", [
    ("{J} Place a {V} terrain marker on my region.", "terrain marker", "3.2.1.d"),
    ("At Noon — Place a {O} terrain marker on my region. Draw a card.", "terrain marker", "3.2.1.d"),
    ("{J} Create a [Sprout 0/0/0] Plant token in your Landmarks.", "token", "7.3.30.a"),
    ("{J} Create a [Lantern 0/0/0] token in your Landmark zone. Draw a card.", "token", "7.3.30.a"),
])
def test_words_of_edition_5_are_refused_under_the_base_rules_and_read_under_5(text, word, rule):
    refused_saying(text, word, (f"Comprehensive Rules 5.0 ({rule})", "--edition 5.0"), None)
    assert effect_in(text, "5.0")


def _choices(text, edition):
    return [s["choose"] for s in effect_in(text, edition) if "choose" in s]


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_second_target_of_one_step_is_not_the_first(edition):
    first, second = _choices("{J} Target Character you control [Exchanges Boosts] with target Character.", edition)
    assert second["from"]["not"] == {"var": first["as"]}
    # apart by their words already: no exclusion to add
    _, second = _choices("{J} Target Character you control [Exchanges Boosts] with target Character an opponent "
                         "controls.", edition)
    assert "not" not in second["from"]
    # another step may choose it again (6.5.b)
    for text in ("{J} Choose target Character. It [Exchanges Boosts] with target Character.",
                 "{J} Target Character gains 1 boost and target Character gains 2 boosts."):
        assert all("not" not in c["from"] for c in _choices(text, edition)), text
