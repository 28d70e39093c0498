"""Costs (issue: every reading checked against its meaning; an outside audit of invented texts).

Each test is a class of text that once read differently from the card, written with the audit's texts and
other wordings of the same shape. The scenarios under tests/scenarios/v5/ named in the docstrings play the
ones whose play changed (test cards: tests/data/v5/audit-costs-cards.yaml).
"""
from __future__ import annotations

import pytest

from altered.cardtext.api import parse_abilities
from altered.tools.explain import explain
from altered.loading.errors import DesignError


# -- 7.1.4: the words before a quick action's colon are its cost, with or without a symbol ------------------------

@pytest.mark.parametrize("text, action", [
    ("[Sacrifice] a Character: Draw a card.", "Sacrifice"),
    ("Sacrifice a Character: I gain 2 boosts.", "Sacrifice"),
    ("Sacrifice me: Target Character gains 2 boosts.", "Sacrifice"),
    ("Discard a card: I gain 1 boost.", "Discard"),
    ("Discard a card from your Reserve: Draw a card.", "Discard"),
    ("Exhaust a Character you control: Draw a card.", "Exhaust"),
    ("[Exhaust] another Character you control: I gain 1 boost.", "Exhaust"),
])
def test_a_cost_with_no_symbol_is_still_a_cost(text, action):
    """7.1.4: "Discard a card: I gain 1 boost." is a quick action paid by discarding, not a one-shot effect
    that discards and then boosts (tests/scenarios/v5/7.1.4-a-cost-with-no-symbol-is-a-quick-action.yaml)."""
    [ability] = parse_abilities(text)
    assert set(ability) >= {"quick"} and "effect" not in ability
    [cost] = ability["quick"]["cost"]
    assert action in cost["do"]
    assert not any(action in s.get("do", {}) for s in ability["quick"]["effect"])


def test_spending_counters_alone_is_a_cost():
    [ability] = parse_abilities("Spend 2 of my Kelon counters: Target Character gains [[Anchored]].")
    assert ability["quick"]["cost"] == [{"spend": {"name": "Kelon", "count": 2}}]


@pytest.mark.parametrize("text", [
    "{1}, Sacrifice a Character: Draw a card.",
    "Sacrifice a Character, {1}: Draw a card.",
    "{T}, Discard a card: I gain 1 boost.",
])
def test_with_a_symbol_the_reading_is_the_same_kind(text):
    [ability] = parse_abilities(text)
    assert len(ability["quick"]["cost"]) == 2


def test_only_a_die_roll_s_outcomes_follow_a_colon_inside_an_effect():
    """7.3.19.b: "Then roll a die: On a 4+, ..." is still one effect: the colon introduces the outcomes."""
    [ability] = parse_abilities("{J} Target another Character in play or in Reserve. Then roll a die: "
                                "On a 4+, we both gain 1 boost / On a 1-3, it gains 1 boost.")
    assert "reaction" in ability and [s for s in ability["reaction"]["effect"] if "roll" in str(s)]


# -- every refusal names its place: a text that reads but cannot run -----------------------------------------------

@pytest.mark.parametrize("text, column", [
    ("{1}, Put a card from your hand in Reserve: I gain [[Anchored]].", 6),     # at the cost no cost pays
    ("Put me in your Mana zone: Draw a card.", 1),
    ("[[Fleeting]]\nRemove all boosts from me: Draw that many cards.", 1),
])
@pytest.mark.editions("3.0", "5.0")
def test_a_reading_that_cannot_run_is_refused_at_its_ability(text, column, book):
    with pytest.raises(DesignError) as e:
        explain(text, book=book)
    assert "cannot run" in e.value.message
    assert (e.value.line, e.value.column) == (text.count("\n") + 1, column)
    assert str(e.value).startswith(f"<input>:{e.value.line}:{column}: ")


# -- 5.1.2.e: a cost change that names no player is every player's ----------------------------------------------

def on_play(text):
    [ability] = parse_abilities(text)
    return ability["passive"]["on_play"]


@pytest.mark.parametrize("text", [
    "Spells cost {1} more.",
    "Characters cost {1} more.",
    "Landmarks cost {1} less.",
    "Characters can't cost less than {2}.",
    "Characters with Hand Cost {1} or less cost {1} more.",
    "Spells with Hand Cost {3} or more cost {1} less.",
    "Cards played from Reserve cost {1} more.",
    "Landmarks cost {1} less if you control a Plant.",
])
def test_a_cost_change_naming_no_player_is_every_players(text):
    """5.1.2.e: "Spells cost {1} more." is said of every Spell played, the opponents' too
    (tests/scenarios/v5/5.1.2.e-a-cost-change-naming-no-player-is-every-players.yaml)."""
    assert "by" not in on_play(text)


@pytest.mark.parametrize("text, by", [
    ("Spells you play cost {1} more.", "you"),
    ("Cards played from your Reserve cost {1} more.", "you"),
    ("Characters your opponents play can't cost less than {2}.", "opponent"),
    ("Spells your opponents play cost {1} more.", "opponent"),
    ("I cost {1} less if you control three or more Characters.", "you"),
    ("The first Character you play each Afternoon gains 1 boost.", "you"),
    ("You may play Spells for {1} less.", "you"),
    ("Play me for {1} less if you control a Plant.", "you"),
])
def test_a_cost_change_naming_a_player_is_theirs(text, by):
    assert on_play(text)["by"] == by
