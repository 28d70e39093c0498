""""<state verb> one of them" then "the other" / "the others" / "the rest" (issue 31, audit N1 of session 53, class B).

"Choose two Characters you control. Exhaust one of them. Sacrifice the other." with both Characters exhausted
sacrificed both: the verb's own choice "one of them" offered only the cards the step could change (``choose``
``able``, audit s52 state52, 6.1.g, 7.3.13.b), found none, and "the other" (``among`` the group, ``not`` the pick)
was then the whole group. Decided, as a class: a choice whose rest is named after it is a partition of the group.
It is not limited by ``able``: it offers every card of the group (the step may then do nothing to the one picked,
6.1.g, 7.3.13.b, 7.3.18.b, 2.4.1.f), so "the other" is always the group less the ones picked. "If you do" after
it asks of those the step changed (``{did: <the pick>}``: what the step changed, recorded as it runs,
effects/changes.py), so "If you do, discard the other" still discards nothing when nothing was exhausted.

Played: tests/scenarios/rules/s53/6.1.g-otherfree-*.yaml (test cards in tests/data/s53-otherfree/cards.yaml):
the four fail before the fix (the whole group readied, sacrificed or discarded) and pass after.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import dicts, effect_in, nested, rest_of, scenarios_play

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios" / "rules" / "s53"
EDITIONS = [None, "5.0"]


PARTITION = [
    # the auditor's texts (class B: #274, #366, #478, #368, #369, #463, #370, #466, #479, #480, #481)
    "{J} Choose two Characters you control. Exhaust one of them. Ready the other.",
    "{J} Choose two cards in your Reserve. Exhaust one of them. Discard the other.",
    "{J} Choose two Characters you control. Exhaust one of them. Sacrifice the other.",
    "{J} Choose two Characters. Exhaust one of them and ready the other.",
    "{J} Choose three Characters you control. Exhaust one of them. Ready the others.",
    "{J} Choose three Characters you control. Exhaust two of them. Ready the other.",
    "{J} Choose two Characters you control. One of them gains [[Asleep]]. The other gains [[Anchored]].",
    "{J} Choose two Characters you control. Ready one of them. The other gains 1 boost.",
    "{J} Choose two Characters you control. Ready one of them and put the other in its owner's Reserve.",
    "{J} Choose two cards in your Reserve. Exhaust one of them. Put the other in your hand.",
    "{J} Choose up to three cards in your Reserve. Exhaust one of them. Discard the rest.",
    # new wordings of the same shape
    "{J} Choose two Characters you control. Ready one of them. Exhaust the other.",
    "{J} Choose two Characters you control. One of them loses [[Asleep]]. Sacrifice the other.",
    "{J} Choose two cards in your Reserve. One of them gains [[Fleeting]]. Discard the other.",
    "{J} Choose three cards in your Reserve. Exhaust one of them. Discard the others.",
    "When you play a Spell — Choose two Characters you control. Exhaust one of them. Ready the other.",
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", PARTITION)
def test_6_1_g_one_of_them_then_the_other_offers_every_card_of_the_group(text, edition):
    """The pick of "one of them" is among the group and never left empty: those the step can change first, then
    every other card (``able_first``, adapted in session 54, audit P1 W4: before, every card was offered even when
    some could change, so the step was dodged), so the rest named after it is the group less the ones picked,
    whatever the step did to them (6.1.g, 7.3.13.b)."""
    steps = effect_in(text, edition)
    pick = nested(steps, "choose")[-1]
    assert pick["from"] == {"among": {"var": "chosen"}}, pick
    assert pick.get("able") and pick.get("able_first") is True and "able_as" not in pick, pick
    assert rest_of(steps, pick["as"]), steps


@pytest.mark.parametrize("edition", EDITIONS)
def test_6_1_g_if_you_do_after_the_pick_still_asks_of_what_changed(edition):
    """"Exhaust one of them. If you do, discard the other.": every card offered, and "If you do" asks of those the
    step changed (``{did: <the pick>}``, recorded as the step runs, effects/changes.py): with both exhausted,
    nothing is discarded (7.3.13.b), as before (the auditor's #464)."""
    steps = effect_in("{J} Choose two Characters you control. Exhaust one of them. If you do, discard the other.",
                      edition)
    pick = nested(steps, "choose")[-1]
    assert pick.get("able") and pick.get("able_first") is True and "able_as" not in pick, pick
    conds = [d["if"] for d in dicts(steps) if isinstance(d, dict) and "if" in d]
    assert conds == [{"did": pick["as"]}], conds


@pytest.mark.parametrize("text", [
    "{J} Choose two Characters you control. Exhaust one of them.",
    "{J} Exhaust a card in your Reserve. If you can't, draw a card.",
    "{J} Ready two cards in your Reserve.",
])
def test_6_1_g_without_a_rest_the_verbs_own_pick_is_still_limited(text):
    """No rest named after it: the verb's own choice still offers only what the step can change (audit s52,
    6.1.g, 7.3.13.b), as before."""
    pick = nested(effect_in(text), "choose")[-1]
    assert pick.get("able") and "able_as" not in pick, pick


def test_scenarios_the_other_is_the_rest_even_when_the_step_does_nothing():
    """Both (all) exhausted: exhaust one (nothing happens, 7.3.13.b) and only the other(s) are sacrificed, readied
    or discarded (the auditor's s09, s12, s18 and "the others")."""
    scenarios_play(SCENARIOS, "6.1.g-otherfree-*.yaml", count=4)
