"""The trigger's "it" or the card's own "me" acted on after the same effect moved it to a hand or a deck, and a move
that *may* have happened before the pronoun (issue 31, audit K1 of session 52, class W2; hidden52's "may" leftover).

"When another Character you control goes to Reserve — Return it to its owner's hand. Discard it." discarded the card
from the hand (tests/data/s53-trighidden/audit/s20-trigger-return-discard.yaml), "... Put it in its owner's Mana
zone." took it from the hand (s24), "{J} Return me to my owner's hand. Discard me." discarded me from the hand (s22),
"When I go to Reserve — Put me on the bottom of my owner's deck. Put me in my owner's Reserve." took me out of the deck
(s23). By the rules a card moved is a new object (2.1.d), found again by the effect only where it went to a visible
zone (2.1.f); cards in a hand or a deck are not objects (3.1.3.d): the second step does nothing. And "You may return
target Character to its owner's hand. Discard it." / "... If you do, discard it." (s25) read and acted on the card in
the hand, the move being in a "may" (hidden52 refused only a move done for sure).

The one mechanism of hidden52 (``Scope.hidden``, ``Scope.gone_hidden``; tests/test_cardtext_audit_hidden52.py),
extended:

- to the trigger's object ("it", "that Character") and to me ("me", "I"), as to a pick: the move keeps itself as the
  mark (``verbs._move``), and the pronoun an action step is done to after it is refused there;
- to a move that may have happened on the way to the pronoun (6.5.c a "may", its "If you do", a branch, a choice
  once read: ``Scope.maybe_acted``); not where it certainly did not: the "If you don't" of that "may"
  (``Scope.declined_moves``), the next option of the same choice (6.5.g, ``Scope.not_acted``);
- a pronoun read before the move (an option before it: "You may play it for free or put it into your hand") is not
  refused (``Scope.hidden_since``).

What still reads (decided by hidden51/hidden52): conditions on what it was (last known information, 2.1.h), "its
owner", counts, a status or a counter given there (refused by its own check, 2.4.1.c, 2.5.b); and the neighbours of
the audit: "When a Character you control leaves the Expedition zone — Put it in your Reserve / It gains 1 boost /
Discard it", where another effect put the card in a hand: simply not followed (s03, s04, s21 play).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import effect_in, scenario_refused, scenarios_play

HERE = Path(__file__).parent
AUDIT = HERE / "data" / "s53-trighidden" / "audit"
READS_DIR = HERE / "data" / "s53-trighidden" / "reads"
EDITIONS = [None, "5.0"]
GONE = "goes to a hand or a deck"
MAYBE = "may have gone to a hand or a deck"
TRIGGER = "When another Character you control goes to Reserve — "


def _refused(text, edition):
    from altered.loading.errors import DesignError
    with pytest.raises(DesignError) as e:
        effect_in(text, edition)
    return e.value


SURE = [
    # the auditor's texts (s20, s24, s22, s23, and those it did not play): (text, the words refused, where it went)
    (TRIGGER + "Return it to its owner's hand. Discard it.", "it.", "Hand"),
    (TRIGGER + "Return it to its owner's hand. Put it in its owner's Mana zone.", "it in", "Hand"),
    ("{J} Return me to my owner's hand. Discard me.", "me.", "Hand"),
    ("When I go to Reserve — Put me on the bottom of my owner's deck. Put me in my owner's Reserve.", "me in", "Deck"),
    ("When another Character you control is sacrificed — Return it to its owner's hand. Discard it.", "it.", "Hand"),
    ("When a Character you control gains [[Asleep]] — Return it to its owner's hand. Discard it.", "it.", "Hand"),
    ("When you play a Character — Return it to its owner's hand. Discard it.", "it.", "Hand"),
    ("When a Character joins my Expedition — Return it to its owner's hand. Put it in its owner's Reserve.", "it in",
     "Hand"),
    ("When I go to Reserve — Return me to my owner's hand. Discard me.", "me.", "Hand"),
    # new wordings of the same shape
    (TRIGGER + "Return it to its owner's hand. Its owner discards it.", "it.", "Hand"),
    (TRIGGER + "Return that Character to its owner's hand. Discard it.", "it.", "Hand"),
    (TRIGGER + "Return it to its owner's hand. Discard that Character.", "that Character.", "Hand"),
    ("When a Character you control leaves the Expedition zone — Put it on the bottom of its owner's deck. Put it in "
     "its owner's Reserve.", "it in", "Deck"),
    ("{R} Return me to my owner's hand. Sacrifice me.", "me.", "Hand"),
    ("{J} Put me in my owner's deck. Send me to Reserve.", "me to", "Deck"),
]

MAY = [
    # hidden52's leftover: the move may have happened on the way to the pronoun (6.5.c, 6.5.f, 6.5.g)
    ("{J} You may return target Character to its owner's hand. Discard it.", "it.", "Hand"),
    ("{J} You may return target Character to its owner's hand. If you do, discard it.", "it.", "Hand"),
    ("{J} You may put target Character on the bottom of its owner's deck. If you do, put it in its owner's Reserve.",
     "it in", "Deck"),
    (TRIGGER + "You may return it to its owner's hand. If you do, discard it.", "it.", "Hand"),
    (TRIGGER + "You may return it to its owner's hand. Put it in its owner's Mana zone.", "it in", "Hand"),
    ("{J} You may return me to my owner's hand. Discard me.", "me.", "Hand"),
    ("{J} You may return me to my owner's hand. If you do, discard me.", "me.", "Hand"),
    # a branch, a choice once read
    (TRIGGER + "If it's a Plant, return it to its owner's hand. Discard it.", "it.", "Hand"),
    ("{J} Choose a Character you control. If it's a Plant, return it to its owner's hand. Discard it.", "it.", "Hand"),
    ("{J} Return target Character to its owner's hand or exhaust it. Discard it.", "it.", "Hand"),
    (TRIGGER + "Return it to its owner's hand or exhaust it. Discard it.", "it.", "Hand"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, words, zone", SURE)
def test_2_1_d_2_1_f_the_trigger_s_object_or_me_acted_on_after_a_sure_move_is_refused(text, words, zone, edition):
    """The card in the hand or the deck is a new object (2.1.d) the effect finds no more (2.1.f): refused at the
    pronoun the action is done to ("it", "that Character", "me"), naming where it went and what to write."""
    e = _refused(text, edition)
    assert GONE in e.message and f"({zone})" in e.message, e.message
    assert "2.1.d" in e.message and "2.1.f" in e.message and "a new card this text can't follow" in e.message
    assert "do it before the move" in e.message
    assert e.column == text.rindex(words) + 1, (e.column, e.message)
    assert f"'{words.rstrip('. ').removesuffix(' in').removesuffix(' to')}'" in e.message, e.message


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, words, zone", MAY)
def test_6_5_c_an_action_on_it_after_a_move_that_may_have_happened_is_refused(text, words, zone, edition):
    """Where the player took the offer (or the branch ran, or that option was chosen), the card is a new one in the
    hand or the deck (2.1.d, 2.1.f): refused at the pronoun, saying where to say it instead ("If you don't")."""
    e = _refused(text, edition)
    assert MAYBE in e.message and f"({zone}:" in e.message, e.message
    assert "2.1.d" in e.message and "2.1.f" in e.message and "If you don't" in e.message
    assert e.column == text.rindex(words) + 1, (e.column, e.message)


READS = [
    # where the move certainly did not happen: the "If you don't" of its "may", another option of the choice
    "{J} You may return target Character to its owner's hand. If you don't, it gains 2 boosts.",
    "{J} You may return target Character to its owner's hand. If you don't, discard it.",
    "{J} You may return target Character to its owner's hand. If you do, draw a card. If you don't, it gains 2 boosts.",
    TRIGGER + "You may return it to its owner's hand. If you don't, put it in its owner's Mana zone.",
    "{J} You may return me to my owner's hand. If you don't, sacrifice me.",
    "{H} Return target Character to its owner's hand or send it to Reserve.",
    TRIGGER + "Return it to its owner's hand or put it in its owner's Mana zone.",
    # a pronoun read before the move (the official "You may play it for free or put it into your hand")
    "At Noon — Reveal the top card of your deck. You may play it for free or put it into your hand.",
    # a condition on what it was (2.1.h), "its owner": no action on the card
    TRIGGER + "Return it to its owner's hand. If it's a Plant, draw a card.",
    TRIGGER + "Return it to its owner's hand. Its owner draws a card.",
    "{J} You may return target Character to its owner's hand. If you do, its owner draws a card.",
    # a move to a visible zone: found there (2.1.f)
    "{J} Send me to Reserve. Exhaust me.",
    "When I go to Reserve — Put me on the bottom of my owner's deck.",
    # the neighbours of the audit (s03, s04, s21): the card another effect put in a hand is not followed
    "When a Character you control leaves the Expedition zone — Put it in your Reserve.",
    "When a Character you control leaves the Expedition zone — It gains 1 boost.",
    "When a Character you control leaves the Expedition zone — Discard it.",
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", READS)
def test_2_1_h_where_the_move_certainly_did_not_happen_or_no_action_still_reads(text, edition):
    assert effect_in(text, edition)


def test_6_5_c_if_you_don_t_acts_on_the_card_that_stayed():
    """"If you don't, it gains 2 boosts": the card was not returned, it is still the object the effect names."""
    steps = effect_in("{J} You may return target Character to its owner's hand. If you don't, it gains 2 boosts.")
    branch = steps[-1]
    assert branch["if"] == {"not": {"did": steps[1]["may"]["as"]}}, steps
    assert branch["then"] == [{"counters": {"what": {"var": "target"}, "name": "boost", "add": 2}}], steps


@pytest.mark.parametrize("name, words", [
    ("s20-trigger-return-discard", "it"), ("s24-trigger-hand-mana", "it"),
    ("s22-me-hand-discard", "me"), ("s23-me-deck-reserve", "me"), ("s25-may-hand-discard", "it"),
])
def test_the_audit_scenarios_are_refused_at_their_word(name, words):
    """s20 discarded the trigger's card from the hand, s24 took it from the hand to Mana, s22 discarded me from the
    hand, s23 took me out of the deck to Reserve; s25 (session 53) discarded from the hand the card a "may" returned:
    now each card's text is refused at its pronoun, and nothing is played."""
    scenario_refused(AUDIT / f"{name}.yaml", words)


def test_the_audit_neighbours_still_play():
    """s03, s04, s21: "When a Character you control leaves the Expedition zone — Put it in your Reserve / It gains
    1 boost / Discard it", the Character returned to its owner's hand by a spell: not followed there (2.1.f)."""
    scenarios_play(READS_DIR, "s*.yaml", count=3)
