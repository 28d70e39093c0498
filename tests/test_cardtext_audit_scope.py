"""A value made in a loop or a branch, read after it, as an outside audit found it read: a die's result, "that
many", the "done" of "you may" or what a loop chose, made in each turn of "For each ..." / "Each player ..." or
in a branch ("you may", "If", "Unless"), was read by a step after it, where it is unset (the game stopped with an
engine error) or holds the last turn's value only. One check (effects/bound.py: a name read must be bound on
every path before it) refuses such a sentence at its place, saying what to write, and the compiler refuses such
a program as it loads; an outcome of a die rolled in each turn ("On a 4+, ...") is tested in that turn (6.5.i),
and one of a die rolled in a branch in that branch (6.5.e).

Played by tests/scenarios/v5/6.5.i-for-each-roll-on-a-4-is-tested-for-each-roll.yaml, 6.5.i-each-player-rolls-
on-a-6-is-tested-for-each-roll.yaml and 6.5.e-unless-roll-on-a-4-is-tested-in-the-branch.yaml (test cards
tests/data/v5/audit-scope-cards.yaml), each failing on the old reading (the first and third stopped the game:
TypeError; the second tested the last roll only).
"""
from __future__ import annotations

import pytest

from altered.effects.bound import unset_reads
from altered.effects.compiler import Compiler
from altered.loading.errors import DesignError
from altered.rulebook import load_rulebook
from readings import effect, refused


def ops(steps) -> list[str]:
    return [next(iter(s)) for s in steps]


# -- 6.5.i, 7.3.19.b: an outcome of a die rolled in each turn is tested in that turn ------------------------------

@pytest.mark.parametrize("text, loop, tests", [
    ("{J} For each Robot you control, roll a die. On a 4+, draw a card.", "for_each", 1),
    ("{J} For each card in your hand, roll a die. On a 6, I gain 1 boost.", "for_each", 1),
    ("{J} For each Robot you control, roll a die. On a 4+, I gain 1 boost. On a 1-3, draw a card.", "for_each", 2),
    ("{R} For each Character in my Expedition, roll a die. On a 5+, [Resupply].", "for_each", 1),
    ("At Noon — For each Plant you control, roll a die. On a 4+, I gain 1 boost.", "for_each", 1),
    ("{J} For each opponent, roll a die. On a 4+, draw a card.", "for_each", 1),
    ("{J} Each player rolls a die. On a 6, I gain 2 boosts.", "each_player", 1),
    ("{J} Each opponent rolls a die. On a 1-3, draw a card.", "each_player", 1),
    ("{J} Each opponent rolls a die. On a 4+, I gain 1 boost.", "each_player", 1),
])
def test_6_5_i_a_die_rolled_in_each_turn_is_tested_in_that_turn(text, loop, tests):
    """6.5.i: a step done for each item is done once per item; "On a N" speaks of the die just rolled
    (7.3.19.b), so it is tested after each roll, not once after the loop (of the last roll, or of none: the
    result was bound only in the loop's turns, and the game stopped)."""
    steps = effect(text)
    assert ops(steps) == [loop], steps
    body = steps[0][loop]["do"]
    assert ops(body)[0] == "roll"
    inner = body[1:]
    if loop == "each_player":           # the effect's controller does it, not the player rolling (1.4.7.b)
        assert ops(inner) == ["as_player"] and inner[0]["as_player"]["who"] == {"controller_of": "self"}
        inner = inner[0]["as_player"]["do"]
    assert len(inner) == tests and all("if" in s for s in inner)
    assert unset_reads(steps) == []


def test_they_after_a_roll_in_each_turn_still_reads_as_before():
    """"On a 6, they draw a card": the player who rolled draws (7.2.4.a), as it read before."""
    [loop] = effect("{J} Each player rolls a die. On a 6, they draw a card.")
    body = loop["each_player"]["do"]
    assert ops(body) == ["roll", "as_player"] and body[1]["as_player"]["do"][0]["then"][0]["as_player"]["who"] == \
        {"var": loop["each_player"]["as"]}


# -- refused at their place: what one turn made, read after the loop ---------------------------------------------

@pytest.mark.parametrize("text, words, made", [
    # a die's result after the loop: whose? ("that many", "the result")
    ("{J} Each player rolls a die. Draw that many cards.", "Draw that many", "a die's result"),
    ("{J} Each opponent rolls a die. I gain that many boosts.", "I gain that many", "a die's result"),
    ("{J} Each player rolls a die. I gain X boosts, where X is the result.", "I gain X", "a die's result"),
    ("{J} Each player rolls a die. Target Character gains that many boosts.", "Target Character", "a die's result"),
    ("{J} For each Robot you control, roll a die. Draw that many cards.", "Draw that many", "a die's result"),
    ("{J} For each Robot you control, roll a die. Target Character gains X boosts, where X is the result.",
     "Target Character", "a die's result"),
    # "that many" after "Each ... loses all its boosts": one Character's loss only
    ("{J} Each Character an opponent controls loses all its boosts. I gain that many boosts.", "I gain",
     "how many"),
    ("{J} Each other Character you control loses all its boosts. Draw that many cards.", "Draw that many",
     "how many"),
    ("{J} Each Character in the Expedition facing me loses all its boosts and gains [[Asleep]]. Draw that many "
     "cards.", "Draw that many", "how many"),
    # "For each opponent, ...": "If you do", "If you don't", "it", "that many" after it
    ("{J} For each opponent, you may pay {1}. If you do, draw a card.", "If you do", "whether it was done"),
    ("{J} For each opponent, you may sacrifice a Character. If you don't, draw a card.", "If you don't",
     "whether it was done"),
    ("{J} For each opponent, you may pay {2}. If you do, create a [Brassbug 2/2/2] Robot token in target "
     "Expedition.", "If you do", "whether it was done"),
    ("{J} For each opponent, choose a Character they control. It gains [[Asleep]].", "It gains", "what was chosen"),
    ("{J} For each opponent, create a [Brassbug 2/2/2] Robot token in my Expedition. It gains [[Anchored]].",
     "It gains", "what was chosen"),
    ("{J} For each opponent, you may discard a card from your hand. Draw that many cards.", "Draw that many",
     "what was chosen"),
    ("{J} For each opponent, target Character they control gains [[Asleep]]. Then, it gains [[Fleeting]].",
     "Then, it", "what was chosen"),
    ("{J} For each opponent, reveal the top card of their deck. You may put it in their Reserve.", "You may put",
     "what was chosen"),
    ("{J} For each opponent, discard a card from your Reserve. If it is a Spell, draw a card.", "If it is",
     "what was chosen"),
])
def test_6_5_i_what_one_turn_of_a_loop_made_is_refused_after_it(text, words, made):
    """6.5.i: each turn of a loop makes its own; a sentence after the loop reading it would read one turn's
    (or, the loop's turns being done in a context of their own, nothing: the game stopped). Refused at that
    sentence, saying what to write. (Once read, played wrong or stopped the game.)"""
    e = refused(text)
    assert made in e.message and "(6.5.i)" in e.message and "say it in the sentence of the loop" in e.message
    assert e.column == text.index(words) + 1, (e.column, text)


@pytest.mark.parametrize("text, words", [
    ("{J} You may roll a die. Draw that many cards.", "Draw that many"),
    ("{J} If you control a Robot, roll a die. Draw that many cards.", "Draw that many"),
    ("{J} If I am in {V}, roll a die. Target Character gains X boosts, where X is the result.", "Target Character"),
])
def test_6_5_e_a_number_made_in_a_branch_is_refused_after_it(text, words):
    """6.5.c, 6.5.e: a die rolled only if the player wants or a condition holds has no result otherwise; read
    after the branch, the game stopped (TypeError) when the branch was not taken. Refused at the sentence."""
    e = refused(text)
    assert "a die's result of a step done only in a branch" in e.message and "(6.5.c, 6.5.e)" in e.message
    assert e.column == text.index(words) + 1, (e.column, text)


@pytest.mark.parametrize("text", [
    "{J} Unless you control a Robot, roll a die. On a 4+, draw a card.",
    "Unless you control a Character, roll a die. On a 4+, draw a card.",
    "{J} You may pay {1}. If you do, roll a die. On a 4+, I gain 2 boosts.",
    "At Noon — If you have no cards in hand, roll a die. On a 6, draw two cards.",
    "{J} You may roll a die. On a 4+, draw a card. On a 1-3, I gain 1 boost.",
])
def test_6_5_e_an_outcome_of_a_die_rolled_in_a_branch_is_tested_in_it(text):
    """6.5.c, 6.5.e, 7.3.19.b: "On a 4+" speaks of the die just rolled; rolled only in a branch, it is tested
    there (no die, no outcome), not after it on a result never made (the game stopped: TypeError)."""
    [step] = effect(text)[-1:]
    body = step["may"]["do"] if "may" in step else step["then"]
    assert ops(body)[0] == "roll" and all("if" in s for s in body[1:]) and len(body) > 1, body
    assert unset_reads(effect(text)) == []


def test_6_5_i_an_it_test_after_each_player_is_refused():
    """"Each player sacrifices a Character. If it is a Character, ...": "it" is every one chosen in the turns
    (effects/players.py), tested as if one: which one is not said. Refused, as its "For each Robot" twin."""
    text = "{J} Each player sacrifices a Character. If it is a Character, draw a card."
    e = refused(text)
    assert "tests what each player chose in turn" in e.message and e.column == text.index("If it") + 1


@pytest.mark.parametrize("text", [
    "{J} Each opponent chooses a Character they control. Exhaust it.",       # every one chosen (1.4.5)
    "{J} You may target another [[Fleeting]] Character. It gains 2 boosts.",  # declined: none gains
    "{R} You may put a card from your hand in Reserve. If it's a Spell, draw a card.",
    "{J} You may draw a card. If you do, I gain 1 boost.",
    "{J} Roll a die. On a 4+, draw a card.",
])
def test_what_is_bound_on_every_path_still_reads(text):
    """What a branch not taken leaves unset reads as nothing when it names objects ("it" names none) or a flag
    ("If you do": not done); and "each player" gathers what each chose: those still read."""
    assert unset_reads(effect(text)) == []


# -- the load-time check: any program, not only a card text's -----------------------------------------------------

@pytest.fixture(scope="module")
def compiler():
    return Compiler(load_rulebook())


@pytest.mark.parametrize("steps, name", [
    ([{"for_each": {"in": {"type": "Character"}, "as": "each", "do": [{"roll": {"dice": 1, "as": "result"}}]}},
      {"do": {"Draw": {"count": {"var": "result"}}}}], "result"),
    ([{"may": {"do": [{"roll": {"dice": 1, "as": "result"}}], "as": "done"}},
      {"if": {"gte": [{"var": "result"}, 4]}, "then": [{"do": {"Draw": {"count": 1}}}]}], "result"),
    ([{"each_player": {"do": [{"may": {"do": [{"pay": 1}], "as": "done"}}]}},
      {"if": {"did": "done"}, "then": [{"do": {"Draw": {"count": 1}}}]}], "done"),
])
def test_a_program_reading_a_name_not_bound_on_every_path_is_refused_as_it_loads(compiler, steps, name):
    """Whatever wrote the program (a phrase of the card-text language, a set author's steps), a step reading a
    name a loop or a branch before it may have left unset is refused as the program compiles, before any game
    (no phrase can stop a game this way)."""
    with pytest.raises(DesignError) as e:
        compiler.effect(steps)
    assert f"reads '{name}'" in e.value.message and "inside that loop or branch" in e.value.message


def test_the_same_program_with_the_step_inside_the_loop_compiles(compiler):
    """The step inside the loop: each turn reads its own roll."""
    compiler.effect([{"for_each": {"in": {"type": "Character"}, "as": "each", "do": [
        {"roll": {"dice": 1, "as": "result"}}, {"do": {"Draw": {"count": {"var": "result"}}}}]}}])
