"""A pronoun after a move to a hidden zone; "You may X, then <a subject of its own> Y" (issue 31, audit H1 of
session 51, classes B and C).

B: "Return target Character to its owner's hand. Discard it." discarded the card from the hand
(tests/data/s51-hidden/audit/s6-hand-return.yaml), "... Put it in its owner's Reserve." took it from the hand (s7)
or from the deck (s12), "Its owner may play it for free." offered it from the hand (s8). A moved card is a new
object (2.1.d), found again only where it went to a visible zone (2.1.f); cards in a hand or a deck are no objects
(3.1.3.d, 2.1.j). The language refused already a card drawn named after, the top card of a deck and "the other" put
in a hand. Now, as a class: a pronoun ("it", "them", "its owner") naming what a step put in a hand or a deck (any
verb: return, put, put on the bottom) is refused at the word (discourse.Scope.hidden_it; the zones whose
``visibility`` is hidden, rules_yaml/zones.yaml). "Return me to my owner's hand" names "me", not a pick: unchanged;
no official text (0 refused) nor bundled reading (dump cmp) needed the old reading. "If it's a token" after a
move to a hand (audit #107, #459, UNCLEAR) is refused by the same rule. After a move to the Mana zone (#466) it
reads: that zone is visible (3.2.9.a), its cards face down (3.2.9.b), and 2.1.f finds the new object there, a
Mana Orb (2.2.1.f), as "the top card ... put in Reserve, then exhaust it" is found.
Left as it was (conservative): a pronoun in "If you don't" after "You may return it ..." is refused too, the move
being unsure there; say the step first.

C: "You may pay {1}, then target Character gains 2 boosts." gained the boosts with the payment declined
(tests/scenarios/rules/s51/6.5.c-may-then-target-gains-declined-no-boost.yaml failed), while "You may X and
<subject> Y" put both inside the "may" and so did ", then <verb>" with no subject (the official "You may exhaust
({T}) target card in an opponent's Reserve, then roll a die."). Said of an object ("target Character gains", "I
gain", "it gains"), Y is inside what "may" offers (6.5.c), as with "and": the reading that put it after is no
reading (chains._then_a_new_subject). Said of a player ("..., then you draw a card", "..., then target opponent
discards a card"), the words don't say whether it waits for the choice: refused at "then" in both editions, saying
to write "If you do, ..." or a sentence of its own (the s4x reading that put it after the "may" is no longer
guessed: tests/test_cardtext_audit_may_then.py).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import effect_in, scenario_refused

HERE = Path(__file__).parent
AUDIT = HERE / "data" / "s51-hidden" / "audit"
EDITIONS = [None, "5.0"]
HIDDEN = "names what a step put in a hidden zone"


def _refused(text, edition):
    from altered.loading.errors import DesignError
    with pytest.raises(DesignError) as e:
        effect_in(text, edition)
    return e.value


# -- B. a pronoun after a move to a hand or a deck (2.1.d, 2.1.f) ------------------------------------------------

B = [
    # the auditor's texts (#458, #258, #473, #474, #509, #555, #513), and where each is refused
    ("{J} Return target Character to its owner's hand. Discard it.", "it.", "Hand"),
    ("{J} Return target Character to its owner's hand. Put it in its owner's Reserve.", "it in", "Hand"),
    ("{J} Put target Character in its owner's hand. Its owner discards it.", "Its owner", "Hand"),
    ("{J} Return target Character to its owner's hand. Its owner may play it for free.", "Its owner", "Hand"),
    ("{J} Return target Character to its owner's hand. Its owner reveals it.", "Its owner", "Hand"),
    ("{J} Return target Character you control to its owner's hand. Play it for free.", "it for", "Hand"),
    ("{J} Put target Character on the bottom of its owner's deck. Put it in its owner's Reserve.", "it in", "Deck"),
    # new wordings of the same shape
    ("{J} Return target Character to its owner's hand. It gains 1 boost.", "It gains", "Hand"),
    ("{J} Return target Character to its owner's hand. Exhaust it.", "it.", "Hand"),
    ("{H} Return a Character you control to its owner's hand. Sacrifice it.", "it.", "Hand"),
    ("{J} Put target Character in its owner's deck. Exhaust it.", "it.", "Deck"),
    ("{J} Choose a Character you control. Return it to its owner's hand. It gains 1 boost.", "It gains", "Hand"),
    ("{J} Put target Character on the bottom of its owner's deck. It gains [[Asleep]].", "It gains", "Deck"),
    # "If it's a token" after a move to a hand (audit #107, #459: UNCLEAR)
    ("{J} Return target Character to its owner's hand. If it's a token, draw a card.", "it's", "Hand"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, words, zone", B)
def test_2_1_f_a_pronoun_after_a_move_to_a_hidden_zone_is_refused(text, words, zone, edition):
    e = _refused(text, edition)
    assert HIDDEN in e.message and f"({zone})" in e.message, e.message
    assert "2.1.d" in e.message and "2.1.f" in e.message, e.message
    assert e.column == text.rindex(words) + 1 if words != "Its owner" else e.column == text.index(words) + 1, e


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} Target Character gains 1 boost. Return it to its owner's hand.",       # what the refusal says to write
    "{J} Return target Character to its owner's hand.",
    "{J} Return target Character to its owner's hand. Draw a card.",
    "{J} Send target Character to Reserve. Exhaust it.",                         # Reserve: visible, found (2.1.f)
    "{J} Put a Character you control in its owner's Mana zone. If it's a token, draw a card.",   # #466: 3.2.9.a
])
def test_what_stays_seen_reads(text, edition):
    assert effect_in(text, edition)


def test_the_mana_zone_reading_tests_the_object_there():
    """#466: the Mana zone is visible (3.2.9.a): the new object is found there (2.1.f), a Mana Orb (2.2.1.f)."""
    steps = effect_in("{J} Put a Character you control in its owner's Mana zone. If it's a token, draw a card.")
    assert any("if" in s for s in steps), steps


@pytest.mark.parametrize("name, words", [
    ("s6-hand-return", "it"), ("s7-hand-reserve", "it"), ("s8-hand-play", "Its owner"), ("s12-deck-reserve", "it"),
])
def test_the_audit_scenarios_are_refused_at_their_word(name, words):
    """s6 discarded the card from the hand, s7 and s12 took it from the hand and the deck to Reserve, s8 offered
    to play it from the hand: now the card's text is refused at its pronoun, and nothing is played."""
    scenario_refused(AUDIT / f"{name}.yaml", words)


# -- C. "You may X, then <a subject of its own> Y" (6.5.c) -----------------------------------------------------

INSIDE = [
    # the auditor's texts said of an object (#145, #163, #439, #442)
    "{J} You may draw a card, then target Character gains 1 boost.",
    "{J} You may exhaust me, then target Character gains 2 boosts.",
    "{J} You may draw a card, then I gain 1 boost.",
    "{J} You may pay {1}, then target Character gains 2 boosts.",
    # new wordings
    "{H} You may discard a card from your hand, then each Character you control gains 1 boost.",
    "{J} You may sacrifice a Character, then target Character gains [[Anchored]].",
    "{R} You may pay {2}, then I gain 2 boosts.",
]


def _may_holds_all(steps):
    mays = [s for s in steps if "may" in s]
    return len(mays) == 1 and steps[-1] is mays[0] and len(mays[0]["may"]["do"]) >= 2


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", INSIDE)
def test_6_5_c_then_said_of_an_object_is_inside_the_may(text, edition):
    """The step after ', then' is inside the 'may', as after 'and': done only if the first was."""
    steps = effect_in(text, edition)
    assert _may_holds_all(steps), steps
    same = effect_in(text.replace(", then ", " and "), edition)
    assert str(same) == str(steps), (same, steps)


PLAYER = [
    # the auditor's #440, and new wordings
    "{J} You may discard a card from your hand, then target opponent discards a card.",
    "{J} You may draw a card, then each opponent draws a card.",
    "{J} You may pay {1}, then you draw a card.",
    "{J} Target opponent may draw a card, then you draw a card.",
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", PLAYER)
def test_6_5_c_then_a_players_own_act_after_may_is_refused_at_then(text, edition):
    e = _refused(text, edition)
    assert "could be part of what 'may' offers" in e.message and "6.5.c" in e.message, e.message
    assert "If you do, " in e.message, e.message
    assert e.column == text.index("then") + 1, e


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} You may discard a card from your hand. If you do, target opponent discards a card.",
    "{J} You may discard a card from your hand. Target opponent discards a card.",
    "{J} You may pay {1}. If you do, you draw a card.",
    "{H} You may exhaust ({T}) target card in an opponent's Reserve, then roll a die.",   # official: no subject
    "{J} You may draw a card and target opponent discards a card.",
])
def test_what_the_refusal_says_to_write_reads(text, edition):
    assert effect_in(text, edition)


def test_the_scenarios_play_inside_the_may():
    """Declined: no boost and no card drawn (the old reading gave Alpha 2 boosts); taken: drawn, 2 boosts."""
    from altered.simulation.scenario import run_files
    files = sorted((HERE / "scenarios" / "rules" / "s51").glob("6.5.c-may-then-*.yaml"))
    assert len(files) == 2
    for outcome in run_files(files):
        assert outcome.passed, f"{outcome.file}: " + "\n".join(outcome.problems)
