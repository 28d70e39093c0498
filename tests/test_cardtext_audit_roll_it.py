""""It" and "that Character" in a reaction to a die rolled "this way" (an outside audit of invented texts).

"{H} You may exhaust target card in an opponent's Reserve, then roll a die. When you roll a 1-3 this way — Ready
it." read "it" as the reaction's trigger object, and a roll has none: the card targeted was never readied
(``do Ready (what: it)``); "... — That Character gains [[Asleep]]" after "target Character" was refused. As the
roll keeps the opponent its ability named ("That opponent", Snowball Commando), it now keeps the object that
ability named last before rolling (7.2.4.a: "it" names the last noun phrase), which the reaction's "it" (and
"that Character", if it is one) names. Where no ability of the text names one before rolling, refused.

Played by tests/scenarios/v5/7.2.4.a-this-way-it-is-the-card-the-rolling-ability-targeted.yaml and
7.2.4.a-this-way-that-character-is-the-character-the-rolling-ability-targeted.yaml (test cards:
tests/data/v5/audit-roll-cards.yaml), which fail when the reaction loses the target.
"""
from __future__ import annotations

import json

import pytest

from altered.cardtext.api import parse_abilities
from readings import refused


def _roll_and_reaction(text):
    """(the roll step, the reaction's effect)."""
    first, second = parse_abilities(text)
    return _find(first, "roll"), second["reaction"]["effect"]


def _find(data, key):
    if isinstance(data, dict):
        if key in data:
            return data[key]
        data = list(data.values())
    for v in data if isinstance(data, list) else ():
        got = _find(v, key)
        if got is not None:
            return got
    return None


@pytest.mark.parametrize("text", [
    # the audit's examples
    "{H} You may exhaust target card in an opponent's Reserve, then roll a die. When you roll a 1-3 this way — "
    "Ready it.",
    "{J} Target Character gains 1 boost, then roll a die. When you roll a 1-3 this way — It gains [[Asleep]].",
    # other wordings: "that Character", the target chosen alone, another number
    "{J} Target Character gains 1 boost, then roll a die. When you roll a 1-3 this way — That Character gains "
    "[[Asleep]].",
    "{J} Choose target Character, then roll a die. When you roll a 4+ this way — It gains 2 boosts.",
    "{J} Target a Character, then roll a die. When you roll a 6 this way — Send it to Reserve.",
])
def test_7_2_4_a_it_after_a_roll_this_way_names_what_the_rolling_ability_targeted(text):
    roll, effect = _roll_and_reaction(text)
    assert roll["object"] == {"var": "target"}, roll
    said = json.dumps(effect)
    assert '"that-object"' in said and '{"var": "it"}' not in said and '"what": "it"' not in said, effect


def test_that_character_is_the_object_kept_if_it_is_a_character():
    _, [step] = _roll_and_reaction("{J} Choose target Character, then roll a die. When you roll a 4+ this way — "
                                   "That Character gains [[Asleep]].")
    assert step["gain"]["what"] == {"among": {"var": "that-object"}, "type": "Character"}, step


@pytest.mark.parametrize("text, words", [
    ("{J} Draw a card, then roll a die. When you roll a 1-3 this way — Ready it.", "Ready it"),
    ("{J} Roll a die. When you roll a 4+ this way — That Character gains [[Asleep]].", "That Character"),
])
def test_it_after_a_roll_this_way_when_nothing_was_named_before_rolling_is_refused(text, words):
    e = refused(text)
    assert e.column == text.index(words) + 1 and "names the object another ability of this card named" in e.message, e


def test_a_reaction_to_a_roll_this_way_that_names_no_object_reads_as_before():
    """Snowball Commando: "that opponent" and its own target's "it"; nothing of the roll's object."""
    roll, effect = _roll_and_reaction("{H} You may exhaust target card in an opponent's Reserve, then roll a die. "
                                      "When you roll a 1-3 this way — That opponent targets a card in your Reserve. "
                                      "Exhaust it.")
    assert roll["opponent"] == {"owner_of": {"var": "target"}} and "that-object" not in json.dumps(effect), effect
