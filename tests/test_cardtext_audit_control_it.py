"""Who controls the object a pronoun names, and "they" after "Its controller" (an outside audit of invented texts,
s46 G section 3; issue 31: every text read right or refused at its place with what to write).

- "If you control it", "If an opponent controls it", "If its owner controls it" were refused with an internal
  message ("'var' is a value of its own: it takes no filter key (controller)"), and "If an opponent controls me"
  with "what a player controls is objects here"; "If you control me" read as "if I exist", the player dropped.
  Each is one clear test: whether that player controls the object "it" (or "me", "that Character") names
  (glossary, Controller: each player controls the objects in their Expeditions, Landmark zone and Hero zone;
  6.5.d). "them" (each of them, or one?) and "one of them" (read as any card the player controls) are refused,
  saying what to write.
- "Send target Character to Reserve. Its controller may discard a card. If they do, they draw two cards." was
  refused with "'they' names no player chosen before it", though "Its controller" names that player just before:
  "they" names the player named last (7.2.4.a). After another player named before it ("Target opponent draws a
  card. ... Its controller may discard a card. If they do, they draw ..."), "they" was read as that first player;
  either could be meant: refused at "they".

Played: tests/scenarios/rules/s46/6.5.d-*.yaml and 7.2.4.a-*.yaml (test cards in
tests/data/rules/s46-control-cards.yaml), failing before.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from altered.simulation.scenario import run_files
from readings import effect, refused

SCENARIOS = Path(__file__).parent / "scenarios" / "rules" / "s46"
TARGET = {"var": "target"}


def _if(steps):
    return next(s["if"] for s in steps if isinstance(s, dict) and "if" in s)


@pytest.mark.parametrize("text, what, who", [
    ("Target Character gains 1 boost. If you control it, draw a card.", TARGET, "you"),            # the audit's
    ("Target Character gains 1 boost. If an opponent controls it, its controller draws a card.", TARGET, "opponent"),
    ("Target Character gains 1 boost. If its owner controls it, draw a card.", TARGET, {"owner_of": TARGET}),
    ("Target Character gains 1 boost. If target opponent controls it, draw a card.", TARGET, {"var": "target2"}),
    ("Target Character gains 1 boost. If its controller controls it, draw a card.", TARGET, {"controller_of": TARGET}),
    ("{J} If an opponent controls me, draw a card.", "self", "opponent"),
    ("{J} If you control me, draw a card.", "self", "you"),
    ("When another Character joins my Expedition — If you control it, it gains 1 boost.", "it", "you"),
    ("When a Character joins the Expedition facing me — If an opponent controls it, draw a card.", "it", "opponent"),
])
def test_6_5_d_who_controls_the_object_named_is_one_test(text, what, who):
    """Glossary, Controller; 6.5.d (played: s46/6.5.d-if-you-control-it-*.yaml, -if-an-opponent-controls-it-*)."""
    assert _if(effect(text)) == {"matches": {"what": what, "filter": {"controller": who}}}


def test_6_5_d_not_controlled():
    assert _if(effect("Target Character gains 1 boost. If you don't control it, draw a card.")) == \
        {"not": {"matches": {"what": TARGET, "filter": {"controller": "you"}}}}


@pytest.mark.parametrize("text, words, says", [
    ("Up to two target Characters gain 1 boost. If you control them, draw a card.", "you control them",
     "whether each of them or one of them is meant is not said"),
    ("Up to two target Characters gain 1 boost. If an opponent controls them, draw a card.", "an opponent controls",
     "whether each of them or one of them is meant is not said"),
    ("Up to two target Characters gain 1 boost. If you control one of them, draw a card.", "you control one",
     "refused rather than read as any card they control"),
    ("Look at the top two cards of your deck. If you control one of them, draw a card.", "you control one",
     "refused rather than read as any card they control"),
])
def test_several_objects_controlled_are_refused_saying_what_to_write(text, words, says):
    """"If you control one of them" read as "if you control a card"; "them": each, or one? Refused at the test."""
    e = refused(text)
    assert says in e.message and "If you control it" in e.message
    assert text[e.column - 1:].startswith(words)


@pytest.mark.parametrize("text, who", [
    ("Send target Character to Reserve. Its controller may discard a card. If they do, they draw two cards.",
     {"controller_of": TARGET}),                                                                     # the audit's
    ("Target Character gains 1 boost. Its owner draws a card. Then they discard a card.", {"owner_of": TARGET}),
    ("Send target Character to Reserve. Its controller draws a card. If they have no cards in hand, draw a card.",
     None),
])
def test_7_2_4_a_they_after_its_controller_names_that_player(text, who):
    """7.2.4.a (played: s46/7.2.4.a-its-controller-may-discard-if-they-do-they-draw.yaml)."""
    steps = effect(text)
    if who is not None:
        assert [s["as_player"]["who"] for s in _walk(steps) if "as_player" in s][-1] == who
    else:
        assert "controller_of" in repr(_if(steps))


def test_7_2_4_a_they_after_its_controller_and_another_player_is_refused():
    """"they" was read as the target opponent named first, though the player named last did the step "If they do"
    asks about: either could be meant."""
    text = ("Target opponent draws a card. Send target Character to Reserve. Its controller may discard a card. "
            "If they do, they draw two cards.")
    e = refused(text)
    assert "'they' could name 'its controller' or the player named before it" in e.message
    assert text[e.column - 1:].startswith("they draw")


def test_the_control_texts_play():
    """Each scenario failed before (the card's text was refused)."""
    files = sorted(SCENARIOS.glob("6.5.d-*.yaml")) + sorted(SCENARIOS.glob("7.2.4.a-*.yaml"))
    assert len(files) == 4
    for outcome in run_files(files):
        assert outcome.passed, f"{outcome.file}: " + "\n".join(outcome.problems)


def _walk(data):
    if isinstance(data, dict):
        yield data
        for v in data.values():
            yield from _walk(v)
    elif isinstance(data, list):
        for v in data:
            yield from _walk(v)
