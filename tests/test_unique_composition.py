"""Altered's unique cards compose one official trigger, one condition and one effect, the condition ending
with a colon: ``[trigger] If [condition]: [effect]``. A property test takes the triggers, conditions and
effects of both sets' texts, composes them that way, and checks that every composition reads, renders back
to itself, and means its three parts: the trigger read alone, the condition read alone, the effect read
alone. CI draws 80 fixed compositions (SETTINGS below); ``ALTERED_FUZZ=10`` draws ten times as many."""
from __future__ import annotations

import json
import os

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from altered.cardtext.api import default_parser
from altered.cardtext.corpus import set_texts
from altered.cardtext.meaning import Node
from altered.loading.cards.split import split_abilities
from altered.loading.errors import DesignError
from altered.loading.paths import CARDS_DIR


def _strip(x):
    if isinstance(x, dict):
        return {k: _strip(v) for k, v in x.items() if k != "text"}
    if isinstance(x, list):
        return [_strip(v) for v in x]
    return x


def _walk(node):
    if isinstance(node, Node):
        yield node
        for v in node.slots.values():
            yield from _walk(v)
    elif isinstance(node, list):
        for v in node:
            yield from _walk(v)


def _parts(language):
    """The trigger, condition and effect texts the two sets print, each as it was read."""
    triggers, conditions, effects = set(), set(), set()
    for name in ("btg", "tbf"):
        for text, _support in set_texts(CARDS_DIR / name):
            for piece in split_abilities(text):
                reading = language.reading(piece.text)
                for node in _walk(reading.node):
                    words = piece.text[node.start:node.end].strip()
                    if node.phrase.category == "trigger":
                        triggers.add(words)
                    elif node.phrase.name == "if":
                        conditions.add(piece.text[node.slots["cond"].start:node.slots["cond"].end].strip())
                    elif node.phrase.name == "reaction" or node.phrase.name.startswith("symbol-reaction"):
                        effect = node.slots["e"]
                        words = piece.text[effect.start:effect.end].strip().rstrip(".")
                        if "." not in words and "•" not in words:      # one sentence: a unique card's effect
                            effects.add(words)
    return sorted(triggers), sorted(conditions), sorted(effects)


@pytest.fixture(scope="module")
def parts():
    language = default_parser().language
    return (language,) + _parts(language)


_ALONE: dict = {}           # text -> its meaning (None: refused): a trigger or condition alone is read once a run


def _alone(language, text):
    if text not in _ALONE:
        try:
            _ALONE[text] = _strip(language.reading(text).abilities)
        except DesignError:
            _ALONE[text] = None
    assume(_ALONE[text] is not None)
    return _ALONE[text]


# Derandomized: the same compositions on every run. CI's run draws 80 (each is read twice whole, its effect
# alone once, and its trigger and condition alone once a run: ~0.2 s on a quiet machine); a deeper search:
# ALTERED_FUZZ=10 pytest tests/test_unique_composition.py draws 800.
SETTINGS = settings(max_examples=80 * int(os.environ.get("ALTERED_FUZZ", "1")), deadline=None,
                    suppress_health_check=list(HealthCheck), derandomize=True)


@SETTINGS
@given(st.data())
def test_trigger_if_condition_colon_effect_reads_as_its_three_parts(parts, data):
    language, triggers, conditions, effects = parts
    trigger = data.draw(st.sampled_from(triggers))
    condition = data.draw(st.sampled_from(conditions))
    effect = data.draw(st.sampled_from(effects))
    text = f"{trigger} — If {condition}: {effect}."
    trigger_alone = _alone(language, f"{trigger} — Draw a card.")[0]["reaction"]["trigger"]
    condition_alone = _alone(language, f"{trigger} — If {condition}, draw a card.")[0]["reaction"]["effect"][0]["if"]
    effect_alone = _alone(language, f"{trigger} — {effect}.")[0]["reaction"]["effect"]
    try:
        reading = language.reading(text)
    except DesignError as e:
        raise AssertionError(f"{text!r} does not read: {e}") from None
    [ability] = _strip(reading.abilities)
    assert ability["reaction"]["trigger"] == trigger_alone, text
    [step] = ability["reaction"]["effect"]
    assert step["if"] == condition_alone, text
    assert step["then"] == effect_alone, text
    again = language.reading(language.render(reading.node)).abilities
    assert json.dumps(_strip(again), sort_keys=True) == json.dumps([ability], sort_keys=True), text


def test_the_sets_give_many_parts(parts):
    _language, triggers, conditions, effects = parts
    assert len(triggers) > 30 and len(conditions) > 25 and len(effects) > 100, (len(triggers), len(conditions),
                                                                                len(effects))
