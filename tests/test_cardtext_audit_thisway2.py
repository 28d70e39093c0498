"""Who did what was moved "this way", what "it" names after the test, and a reaction to a roll "this way" (an
outside audit of invented texts).

"If you put/discarded ... this way" read "one of the cards moved this way is such that ..." and never asked who
moved it, and the name of what an action moved holds only the last action's cards: "Each player discards a card
from their hand. If you discarded a Character this way, ..." held for another player's Character, "Target
opponent [Resupplies]. If you put ..." tested the opponent's card, and after "[Resupply], then target opponent
[Resupplies]" yours was lost. "It" after the test named every card moved (every player's, of any type). Now the
test is read only after an action the card's player does alone (1.4.7.b: "you" in another player's steps is
them); otherwise refused at its words, saying what to write. "It" after it names the one card the action moved;
where it may have moved several, refused. Single-actor forms read as before (the bundled and official texts
read unchanged).

"{J} Roll a die. When you roll a 6 this way — Roll a die." heard its own roll (the same card's), so a second 6
rolled a third die: "this way" is the first roll's only (7.3.33). Played by
tests/scenarios/v5/7.3.33-a-reaction-to-a-roll-this-way-does-not-hear-its-own-roll.yaml, which fails on the old
reading.

"Discard the top card of each player's deck" and "Reveal the top card of each player's deck" read with no owner
and no loop of players: the top card of each Deck zone (3.2.2), as the card says; played by
tests/scenarios/v5/1.4.5-discard-the-top-card-of-each-players-deck-is-each-ones.yaml and
1.4.5-reveal-the-top-card-of-each-players-deck-is-each-ones.yaml (test cards:
tests/data/v5/audit-thisway2-cards.yaml).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from altered.cardtext.api import parse_abilities
from altered.cli.main import main
from readings import effect, refused

pytestmark = pytest.mark.editions("5.0")

SCENARIOS = Path(__file__).parent / "scenarios" / "v5"


@pytest.mark.parametrize("text, words, who", [
    # the audit's examples
    ("{J} [Resupply], then target opponent [Resupplies]. If you put a Spell in Reserve this way, draw a card.",
     "you put a Spell", "several"),
    ("{J} Each player discards a card from their hand. If you discarded a Character this way, I gain 2 boosts.",
     "you discarded a Character", "each player in turn"),
    ("Discard a card from your hand, then each opponent discards a card from their hand. If you discarded a Spell "
     "this way, draw a card.", "you discarded a Spell", "several"),
    ("{R} Each player [Exhausted Resupplies]. If you put a Character in Reserve this way, ready it.",
     "you put a Character", "each player in turn"),
    ("Each player [Resupplies]. If you put a Spell in Reserve this way, exhaust it.", "you put a Spell",
     "each player in turn"),
    ("Target opponent [Resupplies]. If you put a Character in Reserve this way, I gain 1 boost.",
     "you put a Character", "another player"),
    ("Target player discards a card from their hand. If you discarded a Spell this way, draw a card.",
     "you discarded a Spell", "another player"),
    ("[Sabotage], then target opponent [Sabotages]. If you discarded a Character this way, draw a card.",
     "you discarded a Character", "several"),
    # other wordings of the same shape: a plain move by each opponent, the same action twice by you (only the
    # second's card would be tested)
    ("{J} Each opponent puts a card from their hand in Reserve. If you put a Character in Reserve this way, draw "
     "a card.", "you put a Character", "each player in turn"),
    ("{J} [Resupply], then [Resupply]. If you put a Character in Reserve this way, draw a card.",
     "you put a Character", "several"),
])
def test_1_4_7_b_what_you_moved_this_way_is_tested_only_after_your_own_action(text, words, who):
    """1.4.7.b, 7.3.31, 7.3.35 (v5.0): "you" in the test is the card's player; what another player (or each
    player in turn, or several actions) moved this way is not told apart by who moved it: refused at the
    test's words, saying what to write, never tested on another player's card."""
    e = refused(text)
    assert e.column == text.index(words) + 1, e
    said = "only what the last of them moved is kept" if who == "several" else f"moved by {who}"
    assert said in e.message and "(as in \"" in e.message, e


@pytest.mark.parametrize("text, moved, there", [
    ("[Sabotage]. If you discarded a Character this way, draw a card.", "sabotaged", "Discard"),
    ("[Resupply]. If you put a Spell in Reserve this way, draw a card.", "resupplied", "Reserve"),
    ("{J} Target opponent [Resupplies], then [Resupply]. If you put a Character in Reserve this way, draw a card.",
     "resupplied", "Reserve"),
    ("{J} Target opponent [Sabotages], then [Sabotage]. If you discarded a Character this way, draw a card.",
     "sabotaged", "Discard"),
    ("{J} Each player draws a card. Discard a card from your hand. If you discarded a Spell this way, draw a card.",
     "discarded", "Discard"),
])
def test_1_4_7_b_your_own_action_alone_is_tested_as_before(text, moved, there):
    """1.4.7.b: after an action the card's player does alone (after another player's, whose cards the name no
    longer holds; in its own sentence; a different action), the test reads what that action moved, as it was
    (2.1.h)."""
    cond = next(s["if"] for s in effect(text) if "if" in s)["any"]
    assert cond["in"] == {"var": moved}
    assert cond["test"]["and"][1]["matches"]["filter"] == {"zone": there}


@pytest.mark.parametrize("text, pronoun", [
    ("{J} Discard two cards from your hand. If you discarded a Character this way, return it to your hand.", "it"),
    ("{J} Discard all cards in your hand. If you discarded a Character this way, return them to your hand.",
     "them"),
    ("{J} Put two cards from your hand in Reserve. If you put a Character in Reserve this way, it gains 1 boost.",
     "it"),
])
def test_7_2_5_a_it_after_the_test_names_only_a_card_that_passed_it(text, pronoun):
    """v5.0 7.2.5.a: "it" after "If you discarded a Character this way" is the Character; where the action may
    have moved several cards (not all Characters), naming them all is refused at the pronoun."""
    e = refused(text)
    assert "more than one card may have moved this way" in e.message, e
    assert e.column == text.rindex(f"{pronoun} ") + 1 or e.column == text.index(", ") + 3, e


@pytest.mark.parametrize("text, moved", [
    ("{J} [Resupply]. If you put a Character in Reserve this way, it gains 1 boost.", "resupplied"),
    ("{R} [Exhausted Resupply]. If you put a Character in Reserve this way, ready it.", "resupplied"),
    ("[Sabotage]. If you discarded a Character this way, return it to its owner's hand.", "sabotaged"),
    ("{J} Put a card from your hand in Reserve. If you put a Character in Reserve this way, it gains 1 boost.",
     "moved2"),
])
def test_7_2_5_a_it_after_the_test_of_one_card_moved_is_that_card(text, moved):
    """v5.0 7.2.5.a: one card moved (keywords.yaml: the top card of a deck, one chosen; or "a card"): "it" is
    that card, the one the test passed."""
    [step] = next(s for s in effect(text) if "if" in s)["then"]
    inner = step["do"]["Ready"] if "do" in step else next(iter(step.values()))
    assert inner["what"] == {"var": moved}, step


def test_7_3_33_the_roll_of_a_reaction_to_a_roll_this_way_names_no_opponent():
    """7.3.33 (v5.0): the reaction's own roll is not made "this way" (nothing hears it that way), so it passes
    on no opponent: it read 'roll 1 die for that-opponent'."""
    first, second = parse_abilities("{J} Roll a die. When you roll a 6 this way — Roll a die.")
    [roll] = second["reaction"]["effect"]
    assert set(roll["roll"]) == {"dice", "as"}, roll
    e = refused("{J} Roll a die. When you roll a 6 this way — That opponent draws a card. Roll a die.")
    assert "'that opponent'" in e.message


@pytest.mark.parametrize("name", [
    "7.3.33-a-reaction-to-a-roll-this-way-does-not-hear-its-own-roll.yaml",
    "1.4.5-discard-the-top-card-of-each-players-deck-is-each-ones.yaml",
    "1.4.5-reveal-the-top-card-of-each-players-deck-is-each-ones.yaml",
])
def test_played_on_test_cards(name):
    """7.3.33: two dice on 6, 6 (three on the old reading); 1.4.5, 3.2.2: the top card of each deck."""
    assert main(["scenario", str(SCENARIOS / name)]) == 0
