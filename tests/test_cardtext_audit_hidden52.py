"""An action on "it" after a step moved that card to a hand or a deck (issue 31, audit H1 of session 51, class B).

"Return target Character to its owner's hand. Discard it." discarded the card from the hand
(tests/data/s52-hidden/audit/s6-hand-return.yaml), "... Put it in its owner's Reserve." took it from the hand (s7)
or from the deck (s12), "Its owner may play it for free." offered it from the hand (s8). By the rules a card moved
is a new object (2.1.d), found again by the effect only where it went to a visible zone (2.1.f); cards in a hand or
a deck are not objects (3.1.3.d): the second step does nothing. The narrow rule decided in session 52 (the broad
one of session 51 refused 33 readings decided before, see tests/test_cardtext_audit_hidden51.py):

- refused at the pronoun ("it", "them", "they"; "me" as before) where it is what an *action step* is done to or said
  of (discard, put, send, return, play, reveal, sacrifice, exhaust, ...: a parameter whose operator declares
  objects), saying "after <card> goes to a hand or a deck it is a new card this text can't follow" (2.1.d, 2.1.f);
- only where a step before it moved that same card there for sure: not in a "may", a branch ("If ..."), an option
  of a choice, or a cost the player may decline ("You may ... to ..."); since session 53 also where such a move may
  have happened on the way to the pronoun, and for the trigger's object and me
  (tests/test_cardtext_audit_trighidden53.py); still not in its "If you don't" or another option of the choice;
- not a condition on what it was (last known information, 2.1.h: "If it was [[Boosted]]", "If an opponent controls
  it"), not "its owner"/"its controller", not a count: those read as before;
- a status or a counter given there is refused by the check that says so (2.4.1.c, 2.5.b;
  tests/test_cardtext_audit_support.py), whose message says more.

One mechanism: ``Scope.hidden``, which already refused "the other" and "it" naming a card picked and put in a hand
(Scope.split_it, the_other_one; known.md s48), keeps the move of a pick to a hand or a deck (the zones whose
``visibility`` is hidden, rules_yaml/zones.yaml; not the Mana zone, visible though face down, 3.2.9.a), and
``Scope.gone_hidden`` refuses an action on a pronoun naming it while that move is sure (``Scope.acted``).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import effect_in, scenario_refused

HERE = Path(__file__).parent
AUDIT = HERE / "data" / "s52-hidden" / "audit"
EDITIONS = [None, "5.0"]
GONE = "goes to a hand or a deck"


def _refused(text, edition):
    from altered.loading.errors import DesignError
    with pytest.raises(DesignError) as e:
        effect_in(text, edition)
    return e.value


REFUSED = [
    # the auditor's texts (#458, #258, #473, #474, #509, #555, #513): (text, the words refused, where it went)
    ("{J} Return target Character to its owner's hand. Discard it.", "it.", "Hand"),
    ("{J} Return target Character to its owner's hand. Put it in its owner's Reserve.", "it in", "Hand"),
    ("{J} Put target Character in its owner's hand. Its owner discards it.", "it.", "Hand"),
    ("{J} Return target Character to its owner's hand. Its owner may play it for free.", "it for", "Hand"),
    ("{J} Return target Character to its owner's hand. Its owner reveals it.", "it.", "Hand"),
    ("{J} Return target Character you control to its owner's hand. Play it for free.", "it for", "Hand"),
    ("{J} Put target Character on the bottom of its owner's deck. Put it in its owner's Reserve.", "it in", "Deck"),
    # new wordings of the same shape
    ("{J} Return target Character to its owner's hand. Put it on the bottom of its owner's deck.", "it on", "Hand"),
    ("{H} Return a Character you control to its owner's hand. Sacrifice it.", "it.", "Hand"),
    ("{J} Put target Character in its owner's deck. Send it to Reserve.", "it to", "Deck"),
    ("{J} Put target Character on the bottom of its owner's deck. Its owner reveals it.", "it.", "Deck"),
    ("{J} Return target Character to its owner's hand and discard it.", "it.", "Hand"),
    ("{J} Return target Character to its owner's hand, then its owner discards it.", "it.", "Hand"),
    ("{J} Return target Character to its owner's hand. Then, discard it.", "it.", "Hand"),
    ("{J} Return target Character to its owner's hand. Its owner may discard it.", "it.", "Hand"),
    ("{J} Put target Character in its owner's hand. Put it in its owner's Mana zone.", "it in", "Hand"),
    ("{J} Choose a Character you control. Return it to its owner's hand. Put it in its owner's Reserve.", "it in",
     "Hand"),
    ("{J} Return up to two target Characters to its owner's hand. Discard them.", "them.", "Hand"),
    ("When I go to Reserve — Return target Character to its owner's hand. Discard it.", "it.", "Hand"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, words, zone", REFUSED)
def test_2_1_d_2_1_f_an_action_on_it_after_a_sure_move_to_a_hand_or_a_deck_is_refused(text, words, zone, edition):
    """The card in the hand or the deck is a new object (2.1.d) the effect finds no more (2.1.f): refused at the
    pronoun the action is done to, naming where it went and what was moved."""
    e = _refused(text, edition)
    assert GONE in e.message and f"({zone})" in e.message, e.message
    assert "2.1.d" in e.message and "2.1.f" in e.message and "a new card this text can't follow" in e.message
    assert e.column == text.rindex(words) + 1, (e.column, e.message)
    assert f"'{words.rstrip('. ').split()[0]}'" in e.message


READS = [
    # a condition on what it was: last known information (2.1.h)
    "{J} Return target Character to its owner's hand. If it was [[Boosted]], draw a card.",
    "{J} Return target Character to its owner's hand. If an opponent controls it, draw a card.",
    # "its owner": no action on the card
    "{J} Return target Character to its owner's hand. Its owner draws a card.",
    "{J} Put target Character on the bottom of its owner's deck. Its owner draws a card.",
    # a move in a "may", a branch not taken, an option of a choice: not sure (6.5.c, 6.5.g)
    "{J} You may return target Character to its owner's hand. If you don't, it gains 2 boosts.",
    "{J} You may return target Character to its owner's hand. If you do, its owner draws a card.",
    "{H} Return target Character to its owner's hand or send it to Reserve.",
    # what is done before the move (what the refusal says to write)
    "{J} Target Character gains 1 boost. Return it to its owner's hand.",
    "{J} Exhaust target Character. Put it on the bottom of its owner's deck.",
    # a move to a visible zone: the new object is found there (2.1.f): Reserve, discard pile, Mana (3.2.9.a)
    "{J} Send target Character to Reserve. Exhaust it.",
    "{J} Send target Character to its owner's discard pile. Put it in its owner's Reserve.",
    "{J} Put a Character you control in its owner's Mana zone. Exhaust it.",
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", READS)
def test_2_1_h_conditions_its_owner_and_unsure_or_visible_moves_still_read(text, edition):
    assert effect_in(text, edition)


def test_2_1_h_the_condition_reads_what_the_card_was_before_the_move():
    """"If it was [[Boosted]]" after the move asks what it was (last known information, 2.1.h): read before it."""
    steps = effect_in("{J} Return target Character to its owner's hand. If it was [[Boosted]], draw a card.")
    ops = [next(iter(s)) for s in steps]
    assert ops.index("set") < ops.index("move") < ops.index("if"), steps


@pytest.mark.parametrize("text, says", [
    ("{J} Return target Character to its owner's hand. It gains 1 boost.", "can't have or gain counters"),
    ("{J} Put target Character in its owner's hand. It gains [[Asleep]].", "can't have or gain statuses"),
    ("{J} Put target Character in its owner's deck. Exhaust it.", "can't have or gain statuses"),
])
def test_a_status_or_counter_there_keeps_its_own_message(text, says):
    """2.4.1.c, 2.5.b: said by the check of what a zone keeps (test_cardtext_audit_support), refused at 'It'."""
    e = _refused(text, None)
    assert says in e.message and GONE not in e.message, e.message
    assert e.column == text.lower().rindex("it") + 1


@pytest.mark.parametrize("name", ["s6-hand-return", "s7-hand-reserve", "s8-hand-play", "s12-deck-reserve"])
def test_the_audit_scenarios_are_refused_at_their_word(name):
    """s6 discarded the card from the hand, s7 and s12 took it from the hand and the deck to Reserve, s8 offered
    to play it from the hand: now the card's text is refused at its pronoun, and nothing is played."""
    scenario_refused(AUDIT / f"{name}.yaml", "it")
