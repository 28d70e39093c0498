"""Options that an outside audit found read differently from the card: a sentence after the last "• ..."
option, in the option's paragraph (on its line), was played after the choice whatever was chosen; it is that
option's, as the printed cards lay it out ("• Sacrifice a Permanent. If you do, create ..." is the last
option of Whispers from the Maze's Bise). A paragraph of its own after the options that continues them
("Then", "If you do") is refused at its place: the last option's, or played whatever was chosen?

Played by tests/scenarios/v5/6.5.g-a-sentence-after-the-last-option-is-that-options.yaml (test card in
tests/data/v5/audit-modes-cards.yaml), which fails on the old reading.
"""
from __future__ import annotations

import json

import pytest

from altered.cardtext.api import parse_abilities
from readings import effect, refused


def options(steps) -> list[list[dict]]:
    """The steps of each option of the text's one choice (nothing is played outside it)."""
    assert len(steps) == 1 and "modes" in steps[0], steps
    return steps[0]["modes"]["options"]


@pytest.mark.parametrize("text, last", [
    ("{H} Choose one:  • Draw a card.  • Target opponent discards a card from their hand. Then, [Resupply].",
     '"Resupply"'),
    ("{J} Choose one:\n• Draw a card.\n• Target Character gains [[Asleep]]. It gains 1 boost.", '"counters"'),
    ("{J} Choose one:\n• [Resupply].\n• Sacrifice a Character. If you do, draw two cards.", '"Draw"'),
    ("{J} Choose one:  • Target Character you control gains 2 boosts.  • Target Character your opponents "
     "control gains [[Asleep]]. Draw a card.", '"Draw"'),
    ("{J} Choose one:  • Target Character gains [[Asleep]].  • Target Character gains 2 boosts. Then, it loses "
     "[[Fleeting]].", '"Fleeting"'),
    ("{R} Choose up to one:  • Discard target Permanent with Hand Cost {3} or less.  • Sacrifice a Permanent. "
     "If you do, create a [Brassbug 2/2/2] Robot token in target Expedition.", "Brassbug"),
])
def test_6_5_g_a_sentence_after_the_last_option_in_its_paragraph_is_that_options(text, last):
    """6.5.g: only the chosen options are played. The sentence after the last option, on its line, was read
    after the choice (played whatever was chosen, its "it" never chosen in the first option)."""
    first, second = options(effect(text))
    assert last in json.dumps(second[-1]) and last not in json.dumps(first), (first, second)


def test_6_5_g_two_sentences_in_an_option_before_the_last_are_that_options():
    """6.5.g: the same layout, in an option that is not the last (it was refused)."""
    first, second = options(effect("{J} Choose one:  • Sacrifice a Character. If you do, draw two cards.  "
                                   "• [Resupply]."))
    assert '"Draw"' in json.dumps(first[-1]["then"]) and second == [{"do": "Resupply"}], (first, second)


def test_7_3_19_b_a_sentence_after_the_last_result_of_a_die_is_that_results():
    """7.3.19.b: only the result rolled is played; "Draw a card." after the last result, on its line, is its."""
    steps = effect("{J} Target a Character, then roll a die. On a:  • 4+, it gains 2 boosts.  "
                   "• 1-3, it gains [[Asleep]]. Draw a card.")
    assert [next(iter(s)) for s in steps] == ["choose", "roll", "if", "if"], steps
    assert '"Draw"' not in json.dumps(steps[2]) and steps[3]["then"][-1] == {"do": {"Draw": {"count": 1}}}, steps


@pytest.mark.parametrize("text, word", [
    ("{H} Choose one:  • Draw a card.  • Target opponent discards a card from their hand.  Then, [Resupply].", "Then"),
    ("{J} Choose one:  • Sacrifice a Character.  • [Resupply].  If you do, draw a card.", "If"),
    ("{J} Choose one:\n• Draw a card.\n• Target Character gains [[Asleep]].\nThen, draw a card.", "Then"),
])
def test_6_5_g_a_paragraph_after_the_options_that_continues_them_is_refused_at_its_place(text, word):
    """6.5.g: "Then" or "If you do" in a paragraph of its own after the options: the last option's, or played
    whatever was chosen? Refused at its first word, saying how to write it as the option's."""
    e = refused(text)
    line = text[:text.index(word)].count("\n") + 1
    assert (e.line, e.column) == (line, text.index(word) - text[:text.index(word)].rfind("\n")), str(e)
    assert "option's paragraph" in e.message, e.message


def test_6_5_g_a_paragraph_after_the_options_that_does_not_continue_them_is_its_own_ability():
    """1.2.4.a: a paragraph is an ability; "Draw a card." after the options is not any option's."""
    text = "{J} Choose one:  • Draw a card.  • Target Character gains [[Asleep]].  Draw a card."
    assert len(parse_abilities(text)) == 2


def test_7_3_19_b_two_sentences_in_a_result_before_the_last_are_that_results():
    """7.3.19.b: the same layout in a result that is not the last (it was refused)."""
    steps = effect("{J} Target a Character, then roll a die. On a:  • 4+, it gains 2 boosts. Draw a card.  "
                   "• 1-3, it gains [[Asleep]].")
    assert steps[2]["then"][-1] == {"do": {"Draw": {"count": 1}}} and '"Draw"' not in json.dumps(steps[3]), steps
