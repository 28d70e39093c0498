"""'Your Expeditions have N <noun>' counts what is in them together, and 'If you do' asking of a step done only in
a sibling branch is refused (issue 31, audit s48 R).

- Class B (WRONG, 8 texts): "If your Expeditions have 4 or more / exactly 2 / 2 or fewer Characters" read as each
  Expedition separately ("each of your expeditions is such that the number of Characters in it >= 4"): 2 and 2
  Characters did not pass ">= 4", and passed "<= 2". A player has two Expeditions (3.2.4.b), each a set of objects
  (3.1.1.a); said together, the card counts what is in both, as "If you have 4 or more Characters in your
  Expeditions" and "For each three Characters in your Expeditions" already read. One declaration
  (grammar/phrases/conditions.yaml ``has-count``, its ``places`` reading: several places said together); a state
  that declares no such reading ("are empty", "are ahead") is said of each as before, and "If each of your
  Expeditions has ..." stays of each. "have no Characters": none in both is none in each (the same test).
- UNCLEAR, a wrong reading: "On a 1-3, sacrifice a Character. On a 4-6, I gain 1 boost. If you do, draw a card."
  asked of the sacrifice, done only in the other outcome of the die (7.3.19.b): where the 4-6 branch ran, the
  sacrifice was never done. A step done only in a branch now closed, asked of after a sibling branch ("On a
  4-6", "Otherwise", another condition) that did nothing of its own, is refused at "If", saying what to write
  (combinators/branches._sibling, if_done.IN_SIBLING). A step done before the branches is asked of as before:
  the official "Sacrifice another Robot or Permanent. If its Hand Cost was {3} or more, I gain 3 boosts. If you
  can't, sacrifice me." (tests/test_cardtext_audit_branch.py).

Played: tests/scenarios/rules/s48/3.2.4.b-*.yaml (test cards in tests/data/s48-have/): the two "your Expeditions
have" ones fail before this fix; the "each of" one passes before and after.
"""
from __future__ import annotations

import pytest

from altered.cardtext.api import parse_abilities
from readings import effect, refused

pytestmark = pytest.mark.editions("5.0")

YOURS = {"markers": {"owner": "you"}}


def _if(steps):
    return next(s["if"] for s in steps if isinstance(s, dict) and "if" in s)


def _count(test, n, **f):
    return {test: [{"count": {"type": "Character", **f, "in_marker": YOURS}}, n]}


# -- class B: "your Expeditions have N <noun>": both together ----------------------------------------------------

@pytest.mark.parametrize("text, test", [
    ("{J} If your Expeditions have 4 or more Characters, draw a card.", _count("gte", 4)),
    ("{H} If your Expeditions have 4 or more Characters, draw a card.", _count("gte", 4)),
    ("{J} If your Expeditions have 3 or more Characters, I gain 1 boost.", _count("gte", 3)),
    ("{J} If your Expeditions have 4 or more boosted Characters, draw a card.",
     {"gte": [{"count": {"type": "Character", "status": "Boosted", "in_marker": YOURS}}, 4]}),
    ("{J} If your Expeditions have exactly 2 Characters, draw a card.", _count("eq", 2)),
    ("At Dusk — If your Expeditions have 5 or more Characters, draw a card.", _count("gte", 5)),
    ("{J} If your Expeditions have 2 or fewer Characters, draw a card.", _count("lte", 2)),
    # new wordings of the same shape
    ("{R} If your Expeditions have 3 or more Characters, draw a card.", _count("gte", 3)),
    ("{J} If your Expeditions have 1 or fewer Characters, I gain 2 boosts.", _count("lte", 1)),
    ("{J} If your Expeditions have no Characters, draw a card.", _count("eq", 0)),
])
def test_3_2_4_b_your_expeditions_have_counts_both_together(text, test):
    """3.2.4.b (a player has two Expeditions), 3.1.1.a (each a set of objects): "your Expeditions have N" counts
    what is in both, as "you have N ... in your Expeditions" does (played: tests/scenarios/rules/s48/3.2.4.b-*)."""
    assert _if(effect(text)) == test


def test_the_same_count_as_in_your_expeditions():
    """One count: 'your Expeditions have 4 or more Characters' is the test 'there are 4 or more Characters in your
    Expeditions' is (3.1.1.a)."""
    have = _if(effect("{J} If your Expeditions have 4 or more Characters, draw a card."))
    there = _if(effect("{J} If there are 4 or more Characters in your Expeditions, draw a card."))
    assert have == there


def test_a_passive_as_long_as_your_expeditions_have():
    [ability] = parse_abilities("As long as your Expeditions have 4 or more Characters, I have +1/+1/+1.")
    assert ability["passive"]["stats"]["if"] == _count("gte", 4)


@pytest.mark.parametrize("text, quant", [
    ("{J} If each of your Expeditions has 4 or more Characters, draw a card.", "every"),
    ("{J} If each of your Expeditions has 2 or fewer Characters, I gain 1 boost.", "every"),
    ("{J} If one of your Expeditions has 3 or more Characters, draw a card.", "any"),
])
def test_3_2_4_b_each_of_your_expeditions_has_is_of_each(text, quant):
    """3.2.4.b: "each of" / "one of" your Expeditions is said of each in turn, as before."""
    test = _if(effect(text))
    assert set(test) == {quant} and test[quant]["in"] == YOURS and test[quant]["as"] == "each_m"
    assert "in_marker" in str(test[quant]["test"]) and "'var': 'each_m'" in str(test[quant]["test"])


@pytest.mark.parametrize("text, state", [
    ("{J} If your Expeditions are empty, draw a card.", {"not": {"exists": {"in_marker": {"var": "each_m"}}}}),
    ("{J} If your Expeditions are ahead, draw a card.", {"position": {"of": {"var": "each_m"}, "is": "ahead"}}),
])
def test_a_state_of_your_expeditions_that_declares_no_count_is_of_each(text, state):
    """A state that declares no reading of places together ('empty', 'ahead') is of each, as before (3.2.4.b)."""
    assert _if(effect(text)) == {"every": {"in": YOURS, "as": "each_m", "test": state}}


# -- "If you do" after a sibling branch --------------------------------------------------------------------------

@pytest.mark.parametrize("text, column", [
    ("{J} Roll a die. On a 1-3, sacrifice a Character. On a 4-6, I gain 1 boost. If you do, draw a card.", 76),
    ("{J} Roll a die. On a 1-3, you may sacrifice a Character. If you do, I gain 2 boosts. On a 4-6, I gain 1 "
     "boost. If you do, draw a card.", 112),
    # new wordings of the same shape
    ("{J} If you control a Landmark, discard a card. Otherwise, I gain 1 boost. If you do, draw a card.", 75),
    ("{J} Roll a die. On a 1-3, discard a card. On a 4-5, I gain 1 boost. On a 6, I gain 2 boosts. If you do, "
     "draw a card.", None),
    ("{J} Roll a die. On a 1-3, sacrifice a Character. On a 4-6, I gain 1 boost. If you can't, draw a card.", 76),
])
def test_7_3_19_b_if_you_do_of_a_step_done_only_in_another_outcome_is_refused(text, column):
    """7.3.19.b (one outcome of the die is done), 6.5.e (Otherwise), 6.5.f (If you do): a step done only in
    another branch was not done where this one ran: refused at 'If', saying what to write."""
    e = refused(text)
    assert "only in another branch" in str(e) and "right after it, in its branch" in str(e)
    if column is not None:
        assert e.column == column
    else:
        assert e.column == text.rindex("If you") + 1


@pytest.mark.parametrize("text", [
    "{J} Roll a die. On a 1-3, sacrifice a Character. If you do, draw a card. On a 4-6, I gain 1 boost.",
    "{J} If you control a Landmark, sacrifice a Character. If you do, draw a card.",
    "{J} Sacrifice another Character. If its Hand Cost was {3} or more, I gain 3 boosts. If you can't, sacrifice me.",
    "{J} You may discard a card. If you control a Landmark, I gain 1 boost. If you do, draw a card.",
])
def test_6_5_f_if_you_do_of_a_step_before_or_in_its_own_branch_reads(text):
    """6.5.f: "If you do" right after the step in its own branch, or of a step before the branches, reads."""
    assert parse_abilities(text)


# -- section 4: refusals that misled, read where plain, else saying what to write --------------------------------

@pytest.mark.parametrize("text, subtype", [
    ("Return target Soldier Character card from your Reserve to your hand.", "Soldier"),
    ("Put target Soldier Character card from your Reserve in my Expedition.", "Soldier"),
    ("{J} Return up to two Soldier Character cards from your Reserve to your hand.", "Soldier"),
])
def test_2_2_2_a_subtype_character_card_is_that_character(text, subtype):
    """2.2.2 (a sub-type), 1.1.7.b: "Soldier Character card" is "Soldier Character", as "Character card" is a
    Character: one declaration (nouns.yaml head-subtype-type; played: 2.2.2-return-target-soldier-...yaml)."""
    steps = effect(text)
    choose = next(s["choose"] for s in steps if "choose" in s)
    assert choose["from"]["subtype"] == subtype and choose["from"]["type"] == "Character"
    plain = effect(text.replace(" card", "", 1)) if " cards " not in text else None
    if plain is not None:
        assert steps == plain


@pytest.mark.parametrize("text, side", [
    ("{J} If an opponent's Hero Expedition is empty, draw a card.", "hero"),
    ("{J} If your opponent's Hero Expedition is empty, draw a card.", "hero"),
    ("{J} If an opponent's Companion Expedition has 2 or more Characters, draw a card.", "companion"),
])
def test_3_2_4_b_an_opponents_hero_expedition(text, side):
    """3.2.4.b: an opponent's Expedition of one side, one of them at a table of several (as 'an opponent's
    Expedition' is); refused before with "did you mean 'expedition zone'?" (played: 3.2.4.b-an-opponents-*)."""
    test = _if(effect(text))
    assert test["any"]["in"] == {"markers": {"owner": "opponent", "side": side}}


@pytest.mark.parametrize("text, column, says", [
    ("{J} If each opponent's Reserve is empty, draw a card.", 24,
     "'If each opponent has no cards in their Reserve, ...'"),
    ("{J} If each player's hand is empty, draw a card.", 22, "'If each player has no cards in their hand, ...'"),
    ("The first Spell card you play from Reserve each Afternoon costs {1} less.", 44,
     "'Spells you play from Reserve cost {1} less.'"),
    ("The first Character card you play from your Reserve each Afternoon costs {1} less.", 53,
     "'The first Spell you play each Afternoon costs {1} less.'"),
    ("The first Character your opponents play each Afternoon costs {1} more.", 41,
     "'Characters your opponents play cost {1} more.'"),
])
def test_refusals_say_what_to_write(text, column, says):
    """Refused with a message that says what to write, not "'each opponent's' is read of their places" said of a
    Reserve (which is one) nor "did you mean 'Afternoon'?" (1.4.5, 5.1.2.e)."""
    e = refused(text)
    assert e.column == column and says in str(e) and "did you mean" not in str(e)
    assert "read of their places" not in str(e)


@pytest.mark.parametrize("text", [
    "{J} If each opponent has no cards in their Reserve, draw a card.",
    "Spells you play from Reserve cost {1} less.",
    "The first Spell you play each Afternoon costs {1} less.",
    "Characters your opponents play cost {1} more.",
])
def test_what_the_messages_say_to_write_reads(text):
    assert parse_abilities(text)
