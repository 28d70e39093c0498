"""Replacements (6.2) as the card says them: "N more regions instead" counts from the move it replaces, so a second
replacement adds to the first (6.2.i); "while it's behind" said of an Expedition is that Expedition; what replaces
another player's action is done, and its targets chosen, by the replacement's controller (1.2.6.c); a replaced
roll does not happen. An outside audit found each played otherwise (a fixed 1 + N; an internal error; the
opponent drawing; the die rolled anyway). The scenarios under tests/scenarios/v5/ named 6.2* and
1.2.6.c-a-target-in-what-replaces-* play them."""
from __future__ import annotations

import json

import pytest

from altered.cardtext.api import parse_abilities
from altered.rulebook import RuleBook
from readings import refused


@pytest.mark.parametrize("text, more", [
    ("If one of your Expeditions would move forward, it moves forward one more region instead.", 1),
    ("If my Expedition would move forward during Dusk, it moves forward one more region instead.", 1),
    ("If my Expedition would move forward while it's behind, it moves forward two more regions instead.", 2),
])
def test_more_regions_count_from_the_move_replaced(text, more):
    [ability] = parse_abilities(text)
    [step] = ability["passive"]["modifier"]["instead"]
    assert step["advance"]["by"] == {"add": ["would_advance", more]}


@pytest.mark.parametrize("text, words", [
    ("{J} My Expedition moves forward one more region.", "more"),
    ("{J} Target Character gains 1 boost. My Expedition moves forward two more regions.", "more"),
])
def test_more_regions_outside_a_replacement_are_refused(text, words):
    """With no move replaced there is nothing to count "more" from: refused at its place, not played as 1 + N."""
    e = refused(text)
    assert e.column == text.index(words) + 1


def test_the_amount_replaced_is_only_read_in_a_replacement_of_that_action(tmp_path):
    """The value is refused where no move is replaced (a rules file using it in a plain step)."""
    from altered.effects.abilities import compile_program
    book = RuleBook(write_expressions=False)
    prog = compile_program(book, [{"text": "x", "effect": [{"advance": {"marker": {"marker_of": "self"},
                                                                         "by": "would_advance"}}]}])
    assert prog.unsupported and "replaces" in prog.unsupported[0][1]


def test_what_replaces_an_opponents_action_names_no_other_player():
    """The replacement's steps are its controller's: "draw a card" and "target Character" there are read with no
    player of the replaced action (the engine runs them as the controller's, 1.2.6.c)."""
    [ability] = parse_abilities("If an opponent would [Resupply], instead target Character gains 1 boost.")
    text = json.dumps(ability["passive"]["modifier"]["instead"])
    assert "trigger_player" not in text and "opponent" not in text


def test_a_reading_that_cannot_run_is_refused_at_its_ability(capsys):
    """Every refusal names its place: a text read but refused when compiled (here a keyword action given an object
    it does not take) names the line and column where its ability starts, in explain and in explain --jsonl."""
    from altered.cli.main import main
    text = "{J} Draw a card.  If an opponent would [Resupply], they [Exhausted Resupply] instead."
    assert main(["explain", "--edition", "5.0", text]) == 1
    # refused as it is read since the keyword action's subject is checked there (s45): at "they", which names
    # the replaced event's player (6.2)
    assert f"<input>:1:{text.index('they') + 1}: 'they' in what replaces an event" in capsys.readouterr().err
