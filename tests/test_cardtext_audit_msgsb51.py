"""Refusal messages that misled, round 2 (issue 31; audits G1 "REFUSED with an unhelpful or misplaced message" and G2
"REFUSED with an unhelpful or misleading message" of session 51). A text the engine can't read is refused at its place
with one line saying what to write; each suggested wording is read here.

Decided:
- ", where X is ..." after "If you do", "If you don't", "If you can't" and "Otherwise" now reads (6.5.f, 6.5.e), as it
  did after "If <condition>,": the message for "I gain boosts equal to ..." advised that form, which was then refused
  ("unexpected 'where'"). X is counted when the branch's step is done; played in tests/scenarios/rules/s51/.
- "... equal to its Hand Cost" is no longer told to write "X ..., where X is its Hand Cost" (refused too: X is a
  number of objects, my number of counters or a die's result, values.yaml); it is told that this is not read.
- every example a message quotes as a whole text (grammar/phrases/mistakes.yaml ``say:``) reads, but those quoted
  as what is not read (NOT_READ) and those that speak of what a text before them named (a pronoun, "If you do").
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from altered.loading.errors import DesignError
from readings import outcomes, reads, refused_at, refused_saying

EDITIONS = [None, "5.0"]
HERE = Path(__file__).parent
SCENARIOS = sorted((HERE / "scenarios" / "rules" / "s51").glob("*where-x*.yaml"))


# -- 1. no message advises a form the engine refuses ---------------------------------------------------------------
MISTAKES = HERE.parent / "grammar" / "phrases" / "mistakes.yaml"
QUOTED = re.compile(r"(?<![A-Za-z])'((?:[^']|'(?=[a-z]))+?)'(?![a-z])")     # 'If it's a Spell, ...' is one quote
# quoted as what is not read (the message says so), not as what to write
NOT_READ = {
    "When a Character loses [[Fleeting]] — Draw a card.",
    "When I lose all my boosts — Draw a card.",
    "When my Expedition moves backward — Draw a card.",
}
# an example that speaks of what a text before it named is a part of a text, read only after it
PART = "refers to nothing|names nothing before it|no action is said before it|may be another player's card"


def _whole(quote: str) -> str | None:
    """A quoted example as a whole text: a trigger or a condition ending in '...' or '—' completed with a step;
    None where it can't be told (a pattern's $1, '...' inside, a phrase that is no sentence)."""
    full = re.sub(r" *(,|\u2014) *(?:\.\.\.)?$", lambda g: ", draw a card." if g.group(1) == "," else " \u2014 Draw a card.",
                  quote)
    if "..." in full or "$" in full or not re.match(r"[A-Z{]", full) or not full.endswith("."):
        return None
    return full


def _examples() -> list[str]:
    said = [m["say"] for m in yaml.safe_load(MISTAKES.read_text())["mistakes"]]
    return sorted({w for say in said for w in map(_whole, QUOTED.findall(say)) if w and w not in NOT_READ})


def test_the_examples_are_many():
    assert len(_examples()) > 140


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_example_a_message_quotes_reads(edition):
    refused = []
    for text in _examples():
        try:
            reads(text, edition)
        except DesignError as e:
            if not re.search(PART, e.message):
                refused.append(f"{text!r}: {e}")
    assert not refused, "\n".join(refused)


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_examples_quoted_as_not_read_are_refused(edition):
    for text in NOT_READ:
        with pytest.raises(DesignError):
            reads(text, edition)


# -- 1. ", where X is ..." after a branch (6.5.f, 6.5.e): the form advised for "... equal to ..." --------------------
@pytest.mark.parametrize("text", [
    "{J} You may discard a card. If you do, I gain X boosts, where X is the number of Landmarks you control.",
    "{J} You may discard a card. If you do, draw X cards, where X is the number of Characters you control.",
    "{J} You may discard a card. If you don't, draw X cards, where X is the number of Characters you control.",
    "{J} Remove 2 boosts from me. If you can't, draw X cards, where X is the number of Landmarks you control.",
    "{J} If you control a Landmark, draw a card. Otherwise, I gain X boosts, where X is the number of Characters you "
    "control.",
    "{J} Target opponent may discard a card. If they do, I gain X boosts, where X is my number of boosts.",
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_where_x_after_a_branch_reads(text, edition):
    reads(text, edition)


def test_where_x_after_a_branch_plays():
    """Two drawn with two Characters, discarding ('If you do') or declining ('If you don't'); three after
    'Otherwise' with three; none when declined before 'If you do'; two boosts on me with one Character beside me."""
    assert len(SCENARIOS) == 5
    for outcome in outcomes(SCENARIOS):
        assert outcome.passed, "\n".join(outcome.problems)


# -- 1. "... equal to its Hand Cost": not the circular X form ---------------------------------------------------
@pytest.mark.parametrize("text,at,verb,what", [
    ("{J} You may discard a card. If you do, I gain boosts equal to its Hand Cost.", "boosts equal", "gain",
     "its Hand Cost"),                                                                              # audit G2
    ("{J} Target Character gains boosts equal to its Hand Cost.", "boosts equal", "gains", "its Hand Cost"),
    ("{J} Sacrifice a Character. Draw cards equal to its Hand Cost.", "cards equal", "Draw", "its Hand Cost"),
    ("{J} Sacrifice a Character. Target Character gains boosts equal to its Reserve Cost.", "boosts equal", "gains",
     "its Reserve Cost"),
    ("{J} I gain Kelon counters equal to my Hand Cost.", "Kelon", "gain", "my Hand Cost"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_equal_to_a_cost_is_told_not_read(text, at, verb, what, edition):
    e = refused_at(text, at, edition)
    assert f"a number equal to '{what}' is not read yet" in e.message, e.message
    assert f"X is {what}" not in e.message and "the number of Characters you control.'" in e.message


@pytest.mark.parametrize("text,at,advice", [
    ("{J} I gain boosts equal to the number of Characters in my Expedition.", "boosts",
     "{J} I gain X boosts, where X is the number of Characters in my Expedition."),
    ("{J} You may discard a card. If you do, I gain boosts equal to the number of Landmarks you control.", "boosts",
     "{J} You may discard a card. If you do, I gain X boosts, where X is the number of Landmarks you control."),
    ("{J} Draw cards equal to my number of boosts.", "cards", "{J} Draw X cards, where X is my number of boosts."),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_equal_to_a_count_is_told_the_x_form_which_reads(text, at, advice, edition):
    refused_saying(text, at, "where X is ...'", advice, edition)
