""""<verb> one of them" then "the other" / "the others" / "the rest": 6.1.g where it can hold (issue 31, audit P1 of
session 54, class W4).

Session 53 (otherfree53) made such a pick a partition offering every card of the group, so that with no card the
step can change "the other" is still the group less the pick. But with A exhausted and B ready, "Choose two
Characters. Exhaust one of them. The other gains [[Asleep]]." then offered A: the player dodged the exhaust. Decided:
both hold. The pick keeps the step's ``able`` restriction with a fall-back declared on the choose step
(``able_first``): each pick offers those the step can change while one of them is left unchosen (6.1.g: an
impossible option can't be chosen; 7.3.13.b, 7.3.18.b, 2.4.1.f), then the others (the step then does nothing to
them, 6.1.g's last sentence, 1.4.1.c). So the pick is always as many cards as it says and the rest is the group less
them. "If you do" after it still asks of those changed (recorded as the step runs: effects/changes.py).

Played: tests/scenarios/rules/s54/6.1.g-partition-*.yaml on tests/data/s54-partition/, both editions: the eight
"only ... offered" / "first" fail before the fix (the card the step can't change was offered) and pass after; the
two "none-changeable" are controls (every card offered, the rest gets its step), passing before and after.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import dicts, effect_in, nested, rest_of, scenarios_play

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios" / "rules" / "s54"
EDITIONS = [None, "5.0"]


PARTITION = [
    # the auditor's texts (P1 W4)
    "{J} Choose up to three Characters. Exhaust one of them and the rest gain 1 boost.",
    "{J} Choose two Characters. Exhaust one of them and the other gains 1 boost.",
    "{J} Choose three Characters. Exhaust one of them and ready the others.",
    "{J} Choose two Characters you control. One of them gains [[Anchored]] and the other gains [[Asleep]].",
    "{J} Choose two cards in your Reserve. Ready one of them and exhaust the other.",
    "{J} Choose two Characters. One of them loses [[Anchored]] and the other gains [[Anchored]].",
    "{J} Choose two Characters. Exhaust one of them. The other gains [[Asleep]].",
    "{J} Choose up to three Characters. Exhaust one of them and the others gain 1 boost.",
    "{J} Choose three Characters you control. Exhaust one of them. The rest gain [[Anchored]].",
    "{J} Choose two cards in your Reserve. Exhaust one of them. The other gains [[Fleeting]].",
    "{J} Choose two Characters you control. Ready one of them. The other gains [[Asleep]].",
    # session 53's N1 class B texts (otherfree53)
    "{J} Choose two Characters you control. Exhaust one of them. Sacrifice the other.",
    "{J} Choose three Characters you control. Exhaust two of them. Ready the other.",
    "{J} Choose up to three cards in your Reserve. Exhaust one of them. Discard the rest.",
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", PARTITION)
def test_6_1_g_the_pick_offers_those_it_can_change_first(text, edition):
    """The pick among the group whose rest is named is limited by ``able`` with the fall-back ``able_first``."""
    steps = effect_in(text, edition)
    pick = nested(steps, "choose")[-1]
    assert pick["from"] == {"among": {"var": "chosen"}}, pick
    assert pick.get("able") and pick.get("able_first") is True and "able_as" not in pick, pick
    assert rest_of(steps, pick["as"]), steps


@pytest.mark.parametrize("edition", EDITIONS)
def test_6_1_g_if_you_do_after_the_pick_asks_of_what_changed(edition):
    """"Exhaust one of them. If you do, the other gains [[Anchored]].": the pick keeps ``able_first`` (no
    ``able_as``); the test asks of those changed, recorded as the step runs (effects/changes.py), by the pick's own
    name (with both exhausted, nothing gains Anchored: 7.3.13.b, 6.5.f)."""
    steps = effect_in("{J} Choose two Characters you control. Exhaust one of them. If you do, the other gains "
                      "[[Anchored]].", edition)
    pick = nested(steps, "choose")[-1]
    assert pick.get("able") and pick.get("able_first") is True and "able_as" not in pick, pick
    conds = [d["if"] for d in dicts(steps) if isinstance(d, dict) and "if" in d]
    assert {"did": pick["as"]} in conds, conds


@pytest.mark.parametrize("text", [
    "{J} Choose up to two Characters. Exhaust one of them.",
    "{J} Exhaust a card in your Reserve. If you can't, draw a card.",
])
def test_6_1_g_without_a_rest_the_pick_has_no_fall_back(text):
    """No rest named after it: only what the step can change is offered, none if none (audit s52), as before."""
    pick = nested(effect_in(text), "choose")[-1]
    assert pick.get("able") and "able_first" not in pick and "able_as" not in pick, pick


@pytest.mark.parametrize("edition", EDITIONS)
def test_scenarios_some_changeable_only_those_none_all(edition):
    scenarios_play(SCENARIOS, "6.1.g-partition-*.yaml", edition=edition, count=10)
