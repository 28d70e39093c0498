"""Audit s52 K1 (outside), class W4 (issue 31): an explicit "Choose ..." took the restriction of the step after it.

"{J} Choose a card in your Reserve. Exhaust it. If you can't, draw a card." read as "choose 1 among cards in your
Reserve → chosen, only those that can take: do Exhaust": the exhausted card was never offered, so "If you can't"
could never be picked on purpose (scenario s70: the ready card was exhausted, nothing drawn). Same shape: "Choose
... Exhaust it. If you do", "Choose a Character you control. It gains [[Anchored]]. If you can't", "... It gains
[[Asleep]]. If you do".

Decided (the lead, session 53): state52's ``able`` (6.1.g: an impossible option can't be chosen) belongs only to the
choice a verb makes of its *own* object ("Exhaust a card in your Reserve", "Exhaust two ...", "Exhaust any number
..."). An explicit "Choose ..." sentence ("Look at ... Choose one of them", any choosing step of its own) is a
decision of its own: no card is an impossible option of "Choose", so every one is offered, unrestricted by the step
after it. The step then acts on it or can't: an exhausted object can't be exhausted (7.3.13.b), one not exhausted
can't be readied (7.3.18.b), an object can't gain a status it has nor lose one it lacks (2.4.1.f). So "If you can't"
right after it holds, and "If you do" doesn't, when the one chosen can't take the change. Since session 56 (issue
31) the step records, as it runs, which of those chosen it could change (effects/changes.py: the step's own
``can_pay`` through ``context.able``, the one test state52 offers by), and the tests read that record by the choice's
own name (``{did: chosen}``; no ``able``, no ``able_as`` on the choice); after two chosen, "If you do" needs both
changed (``{count: {changed: chosen}}`` at least 2: 1.2.5.c, 6.5.f). The choice is a plain ``choose`` either way.

Bundled readings: unchanged (no bundled text chooses with "Choose" and then changes that card's status).

Played: tests/scenarios/rules/s53/*-choose-*.yaml on tests/data/s53-choose/: each fails before the fix (the card that
can't take the change was not offered, or counted as done) and passes after, but for two neighbours that pass both:
"Choose ... You may exhaust it. If you do" (the offer is not made for an exhausted card) and the verb's own choice.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from readings import effect_in, nested, refused_at, scenarios_play, shown_and_read_back

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios" / "rules" / "s53"
EDITIONS = [None, "5.0"]

# the auditor's texts (report §2, class W4) and new wordings of the same shape: an explicit choice, a step changing
# the chosen card's status, then a test of that step -> (the step's verb, the test: "can't" or "do")
EXPLICIT = [
    ("{J} Choose a card in your Reserve. Exhaust it. If you can't, draw a card.", "Exhaust", "can't"),     # s70
    ("{J} Choose a card in your Reserve. Exhaust it. If you do, draw a card.", "Exhaust", "do"),
    ("{J} Choose a Character you control. It gains [[Anchored]]. If you can't, draw a card.", "gain", "can't"),
    ("{J} Choose a Character you control. It gains [[Asleep]]. If you do, draw a card.", "gain", "do"),
    # new wordings
    ("Choose a card in your Reserve. Ready it. If you can't, draw a card.", "Ready", "can't"),
    ("{J} Choose a card in your Reserve. Ready it. If you do, I gain 1 boost.", "Ready", "do"),
    ("{J} Choose a Mana Orb. Exhaust it. If you can't, sacrifice me.", "Exhaust", "can't"),
    ("{J} Choose a Character you control. It loses [[Asleep]]. If you can't, sacrifice me.", "lose", "can't"),
    ("{J} Choose a Character you control. It loses [[Anchored]]. If you do, draw a card.", "lose", "do"),
    ("At Noon — Choose another Character you control. It gains [[Anchored]]. If you do, I gain 1 boost.", "gain",
     "do"),
    ("{J} Look at the top three cards of your deck. Choose one of them. Exhaust it. If you can't, draw a card.",
     "Exhaust", "can't"),
    ("{J} Choose a card in your Reserve. Exhaust it. If you do, draw a card. If you can't, sacrifice me.", "Exhaust",
     "do"),
    ("{J} Choose two cards in your Reserve. Exhaust them. If you do, draw two cards.", "Exhaust", "do"),
]


def _chooses(steps) -> list:
    return nested(steps, "choose")


def _changed_by(step: dict) -> str:
    return next(iter(step["do"])) if "do" in step else next(k for k in ("gain", "lose") if k in step)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,verb,test", EXPLICIT, ids=[t for t, _, _ in EXPLICIT])
def test_6_1_g_an_explicit_choice_offers_every_card_and_the_test_asks_of_those_changed(text, verb, test, edition):
    """6.1.g: no card is an impossible option of "Choose": every one is offered (no ``able`` limit, no ``able_as``);
    "If you do" / "If you can't" after the step read, by the choice's own name, what the step changed, recorded as
    it runs (effects/changes.py: 7.3.13.b, 7.3.18.b, 2.4.1.f)."""
    steps = effect_in(text, edition)
    [choose] = _chooses(steps)
    assert "able" not in choose and "able_as" not in choose and not choose.get("target")
    name = choose["as"]
    [step] = [s for s in steps if isinstance(s, dict) and "if" not in s and "choose" not in s and "look" not in s]
    assert _changed_by(step) == verb and json.dumps({"var": name}) in json.dumps(step)   # the step on the one chosen
    tests = json.dumps([s["if"] for s in steps if isinstance(s, dict) and "if" in s])
    assert json.dumps({"did": name}) in tests or json.dumps({"count": {"changed": name}}) in tests
    assert json.dumps({"count": {"var": name}}) not in tests
    if test == "can't":
        assert {"not": {"did": name}} in [s["if"] for s in steps if "if" in s]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} Choose a card in your Reserve. Exhaust it.",                       # nothing asks of it: a plain choice
    "{J} Choose a Character you control. It gains [[Asleep]].",
    "{J} Look at the top three cards of your deck. Choose one of them. Exhaust it.",
])
def test_an_explicit_choice_nothing_asks_of_is_a_plain_choice(text, edition):
    steps = effect_in(text, edition)
    assert _chooses(steps) and not [c for c in _chooses(steps) if "able" in c or "able_as" in c]


def test_a_test_after_a_later_step_is_refused_when_an_earlier_may_fail():
    """Once read as of the boost alone; the one rule of session 54 (tests/test_cardtext_audit_twosteps54.py): two
    steps on the one chosen, [[Anchored]] may fail (2.4.1.f), so which step "If you can't" asks of is not said."""
    text = "{J} Choose a Character you control. It gains [[Anchored]]. It gains 1 boost. If you can't, draw a card."
    assert "of which step it asks is not said" in refused_at(text, "If you can't").message


# the verb's own choice of its object is still limited (state52's tests: tests/test_cardtext_audit_state52.py)
OWN = [
    "{J} Exhaust a card in your Reserve. If you can't, I gain [[Asleep]].",
    "{J} Exhaust two cards in your Reserve. If you do, draw two cards.",
    "{J} Exhaust any number of cards in your Reserve. Draw that many cards.",
    "{J} Have a Character you control gain [[Asleep]]. If you do, draw a card.",
    "{J} You may ready a card in your Reserve. If you don't, I gain [[Asleep]].",
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", OWN)
def test_6_1_g_the_verbs_own_choice_still_offers_only_those_that_can(text, edition):
    steps = effect_in(text, edition)
    [choose] = [c for c in _chooses(steps) if "able" in c]
    assert "able_as" not in choose


@pytest.mark.parametrize("text,shown", [
    ("{J} Choose a card in your Reserve. Exhaust it. If you can't, draw a card.",
     "choose 1 among cards in your Reserve → chosen\n    do Exhaust (what: chosen)\n"
     "    if not (you did (chosen)): do Draw (count: 1)"),
    ("{J} Choose a Character you control. It gains [[Asleep]]. If you do, draw a card.",
     "choose 1 among Characters you control → chosen\n    chosen gains Asleep\n"
     "    if you did (chosen): do Draw (count: 1)"),
])
def test_the_reading_shows_what_is_asked_of_and_reads_back(text, shown):
    shown_and_read_back(text, shown)


# -- played -------------------------------------------------------------------------------------------------------------

FIXED = ("6.1.g-choose-exhaust-cant-exhausted-chosen-draws",        # the auditor's s70
         "6.1.g-choose-exhaust-cant-ready-chosen-no-draw",          # before: the exhausted card was not offered
         "6.5.f-choose-exhaust-if-you-do-exhausted-chosen-no-draw",
         "7.3.18.b-choose-ready-cant-ready-chosen-draws",
         "2.4.1.f-choose-gain-anchored-cant-anchored-chosen-draws",
         "6.5.f-choose-gain-asleep-if-you-do-asleep-chosen-no-draw",
         "6.5.f-choose-two-exhaust-if-you-do-one-exhausted-no-draw")
NEIGHBOURS = ("7.3.13.b-choose-may-exhaust-exhausted-chosen-no-draw",
              "6.1.g-choose-verb-own-choice-exhaust-offers-only-ready")
UNDER_5_0 = ("6.1.g-choose-exhaust-cant-exhausted-chosen-draws-v5",)


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_scenarios_play_right(edition):
    scenarios_play(SCENARIOS, "*-choose-*.yaml", FIXED + NEIGHBOURS, edition, besides=UNDER_5_0)


def test_the_scenarios_written_for_5_0_play_right():
    scenarios_play(SCENARIOS, "*-choose-*.yaml", UNDER_5_0, besides=FIXED + NEIGHBOURS)
