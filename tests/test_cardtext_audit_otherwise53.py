""""Otherwise" after a possible move is where the move was not done; a status step after a possible move (issue 31,
audit M1 of session 53: §4 item 1 and U1).

§4 item 1, an over-refusal of trighidden53: "Reveal the top card of your deck. If it's a Character, put it in your
hand. Otherwise, put it on the bottom of your deck." (the auditor's t4#45, t5#48, t10#2) was refused at the "it" of
the Otherwise branch as "may have gone to a hand or a deck". The two branches are exclusive (6.5.d, 6.5.e): where
"Otherwise" runs, the branch before it did not, and the card was not moved. trighidden53's one mechanism
(``Scope.gone_hidden``, ``Scope.maybe_acted``) already knew the "If you don't" of a "may" (``Scope.declined_moves``) and
the next option of a choice (``Scope.not_acted``); now the "Otherwise" of a branch, of "If you do" (its offer), of a
"you may" too: what that branch or offer moved (``Scope.else_held``) is held out while "Otherwise" is read
(``Scope.held_out``, sentences._otherwise). "If it's not ..." is not a condition the language reads ("If it isn't a
Character" is a condition of its own, tested anew after the branch before it: still refused, see below).

U1 (14 texts): a status, a counter, ready or exhaust on "it"/"me" after a move to a hand or a deck that *may* have
happened ("You may put me in your hand. If you do, I gain 1 boost.", "When a Character joins my Expedition — You may
return it to its owner's hand. If you do, exhaust it.", "If I'm exhausted, put me in your hand. Then ready me.") read,
while after a *sure* move it was refused (places_or_objects.sent_then_changed). One rule now: refused where the move
may have happened, not where it certainly did not (its "If you don't", "Otherwise", another option): the step is
checked by gone_hidden as any action (places_or_objects.not_gone_hidden); after a sure move sent_then_changed keeps
its own message (2.4.1.c, 2.5.b). The card in the hand is a new object (2.1.d), found again only in a visible zone
(2.1.f); cards in a hand or a deck are not objects (3.1.3.d).

Played: tests/scenarios/rules/s53/6.5.e-otherwise-*.yaml (cards tests/data/s53-otherwise/cards.yaml): the four of
§4 item 1 failed before (the card did not load) and pass; the "you may ... Otherwise" one played before and still
does. The auditor's U1 scenarios s1 and s4 (tests/data/s53-otherwise/audit/) are now refused at their word.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import effect_in, scenario_refused, scenarios_play

HERE = Path(__file__).parent
AUDIT = HERE / "data" / "s53-otherwise" / "audit"
SCENARIOS = HERE / "scenarios" / "rules" / "s53"
EDITIONS = [None, "5.0"]
MAYBE = "may have gone to a hand or a deck"
GONE = "goes to a hand or a deck"
TRIGGER = "When another Character you control goes to Reserve — "


def _refused(text, edition=None):
    from altered.loading.errors import DesignError
    with pytest.raises(DesignError) as e:
        effect_in(text, edition)
    return e.value


# -- §4 item 1: "Otherwise" is where the branch before it did not run (6.5.e) ----------------------------------------
OTHERWISE = [
    # the auditor's texts (t4#45, t5#48, t10#2)
    "{H} Reveal the top card of your deck. If it's a Character, put it in your hand. Otherwise, put it on the bottom "
    "of your deck.",
    "{J} Look at the top card of your deck. If it's a Spell, put it in your hand. Otherwise, put it in your Reserve.",
    "{J} Reveal the top card of your deck. If it's a Character, put it in your hand. Otherwise, discard it.",
    # new wordings of the same shape
    "At Dusk — Reveal the top card of your deck. If it's a Character, put it on the bottom of your deck. Otherwise, "
    "put it in your Reserve.",
    "{J} Reveal the top card of your deck. If it's a Spell, put it in your hand. Otherwise, it gains [[Fleeting]].",
    "{J} If target Character is exhausted, return it to its owner's hand. Otherwise, it gains 2 boosts.",
    "{J} If target Character is exhausted, return it to its owner's hand. Otherwise, exhaust it.",
    TRIGGER + "If it's a Plant, return it to its owner's hand. Otherwise, put it in its owner's Mana zone.",
    "{R} If I'm exhausted, return me to my owner's hand. Otherwise, ready me.",
    "{J} If I have 2 or more boosts, put me in my owner's hand. Otherwise, I gain 1 boost.",
    # the Otherwise of "If you do" (its offer not taken) and of a "you may" (declined)
    "{J} You may return target Character to its owner's hand. If you do, draw a card. Otherwise, it gains 2 boosts.",
    "{J} You may return target Character to its owner's hand. Otherwise, it gains 2 boosts.",
    TRIGGER + "You may return it to its owner's hand. Otherwise, put it in its owner's Mana zone.",
    "{J} You may return me to my owner's hand. Otherwise, exhaust me.",
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", OTHERWISE)
def test_6_5_e_otherwise_acts_on_the_card_the_branch_before_did_not_move(text, edition):
    assert effect_in(text, edition)


def test_6_5_e_the_otherwise_branch_is_the_else_of_the_condition():
    """The auditor's t4#45: the move to the hand in the condition's branch, the move to the deck in its else."""
    steps = effect_in("{H} Reveal the top card of your deck. If it's a Character, put it in your hand. Otherwise, "
                      "put it on the bottom of your deck.")
    reveal, branch = steps
    name = reveal["reveal"]["as"]
    assert [s["move"]["what"] for s in branch["then"] + branch["else"]] == [{"var": name}] * 2, branch
    assert [s["move"]["to"] for s in branch["then"] + branch["else"]] == ["Hand", "Deck"], branch
    assert branch["else"][0]["move"]["position"] == "bottom", branch


NEIGHBOURS = [
    # the official form (t10#1) and trighidden53's "If you don't", as before
    "At Dusk — Reveal the top card of your deck. If it's a Character, draw it. Otherwise, discard it.",
    "At Dusk — If I'm [[Boosted]], reveal the top card of your deck. If it's a Robot, draw it. Otherwise, discard it.",
    "{J} You may return target Character to its owner's hand. If you don't, it gains 2 boosts.",
    "{J} You may return target Character to its owner's hand. If you don't, discard it.",
    "{J} Reveal the top card of your deck. If it's a Spell, put it in your Reserve. Otherwise, put it in your hand.",
    TRIGGER + "You may return it to its owner's hand. If you don't, put it in its owner's Mana zone.",
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", NEIGHBOURS)
def test_the_neighbours_still_read(text, edition):
    assert effect_in(text, edition)


STILL_REFUSED = [
    # after the whole "If ... Otherwise ...": the card may have gone to the hand in one branch
    ("{J} Reveal the top card of your deck. If it's a Character, put it in your hand. Otherwise, put it in your "
     "Reserve. Exhaust it.", "it.", "Hand"),
    # a condition of its own after the branch: tested anew, not an "Otherwise" (6.5.d)
    ("{J} Reveal the top card of your deck. If it's a Character, put it in your hand. If it isn't a Character, "
     "discard it.", "it.", "Hand"),
    # the Otherwise of "If you don't" is where the offer was taken: the card may be in the hand
    ("{J} You may return target Character to its owner's hand. If you don't, draw a card. Otherwise, discard it.",
     "it.", "Hand"),
    # an Otherwise of a condition after the "may" that moved: that move is not the branch's
    ("{J} You may return target Character to its owner's hand. If I'm exhausted, draw a card. Otherwise, "
     "discard it.", "it.", "Hand"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, words, zone", STILL_REFUSED)
def test_6_5_c_where_the_move_may_have_happened_still_refused(text, words, zone, edition):
    e = _refused(text, edition)
    assert MAYBE in e.message and f"({zone}:" in e.message, e.message
    assert "Otherwise" in e.message and "If you don't" in e.message, e.message
    assert e.column == text.rindex(words) + 1, (e.column, e.message)


# -- U1: a status, a counter, ready, exhaust after a move that may have happened: refused, one rule --------------------
U1 = [
    # the auditor's texts (t1#40, t2#1, t2#3, t2#4, t2#5, t2#8, t2#9, t2#11, t2#12, t3#15, t3#16, t5#15, t5#16, t7#24):
    # (text, the word refused, where the card may have gone)
    ("{R} If I'm exhausted, put me in your hand. Then ready me.", "me.", "Hand"),
    ("{J} If I have 2 or more boosts, put me in your hand. Then I gain 1 boost.", "I gain", "Hand"),
    ("{J} You may put me in your hand. I gain [[Anchored]].", "I gain", "Hand"),
    ("{J} You may return target Character to its owner's hand. Then it gains 1 boost.", "it gains", "Hand"),
    ("{J} If target Character has 2 or more boosts, return it to its owner's hand. Then exhaust it.", "it.", "Hand"),
    ("When I go to Reserve — If I'm exhausted, return me to your hand. I gain 1 boost.", "I gain", "Hand"),
    ("When I go to Reserve — You may put me in your hand. If you do, I gain 1 boost.", "I gain", "Hand"),
    (TRIGGER + "If it's exhausted, put it in your hand. Then ready it.", "it.", "Hand"),
    ("{H} You may put target card from your Reserve in your hand. If you do, it gains [[Fleeting]].", "it gains",
     "Hand"),
    ("{J} You may return target Character to its owner's hand. It gains [[Fleeting]].", "It gains", "Hand"),
    ("{J} You may return target Character to its owner's hand. If you do, it gains 1 boost.", "it gains", "Hand"),
    ("When a Character joins my Expedition — You may return it to its owner's hand. If you do, exhaust it.", "it.",
     "Hand"),
    ("When you play a Character — You may return it to its owner's hand. It gains 1 boost.", "It gains", "Hand"),
    ("When I go to Reserve — You may put me on the bottom of your deck. Exhaust me.", "me.", "Deck"),
    # (tests/test_cardtext_audit_maytgt.py read this one, for its target: now refused, the same shape)
    ("{R} You may return target Character to its owner's hand. If you do, draw a card. Then it gains [[Fleeting]].",
     "it gains", "Hand"),
    # new wordings of the same shape
    ("{J} You may return target Character to its owner's hand. If you do, it loses all its boosts.", "it loses",
     "Hand"),
    ("{J} Return target Character to its owner's hand or exhaust it. It gains 1 boost.", "It gains", "Hand"),
    ("{J} You may put target Character on the bottom of its owner's deck. If you do, ready it.", "it.", "Deck"),
    (TRIGGER + "You may return it to its owner's hand. If you do, it gains [[Fleeting]].", "it gains", "Hand"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, words, zone", U1)
def test_2_1_f_a_status_or_counter_after_a_move_that_may_have_happened_is_refused(text, words, zone, edition):
    """Where the move happened the card is a new one in the hand or the deck (2.1.d, 2.1.f, 3.1.3.d), which keeps no
    status or counter (2.4.1.c, 2.5.b): refused at the pronoun, as an action there is (gone_hidden), saying where to
    say it instead ("If you don't", "Otherwise")."""
    e = _refused(text, edition)
    assert MAYBE in e.message and f"({zone}:" in e.message, e.message
    assert "2.1.d" in e.message and "2.1.f" in e.message and "If you don't" in e.message, e.message
    assert e.column == text.rindex(words) + 1, (e.column, e.message)


SURE = [
    # after a sure move, sent_then_changed's message, as before (the auditor's t1#27, t1#32)
    ("{J} Put target card from your Reserve in your hand. Exhaust it.", "it.", "statuses"),
    ("{H} Return me to your hand. I gain 1 boost.", "I gain", "counters"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, words, kept", SURE)
def test_2_4_1_c_after_a_sure_move_the_same_rule_its_own_message(text, words, kept, edition):
    e = _refused(text, edition)
    assert f"where a card can't have or gain {kept}" in e.message, e.message
    assert e.column == text.rindex(words) + 1, (e.column, e.message)


READS = [
    # where the move certainly did not happen: the "If you don't" of its "may", "Otherwise", another option
    "{J} You may return target Character to its owner's hand. If you don't, it gains 2 boosts.",
    "{J} You may return target Character to its owner's hand. If you don't, exhaust it.",
    "{J} You may return me to my owner's hand. If you don't, I gain 1 boost.",
    "When I go to Reserve — You may put me in your hand. If you don't, I gain 1 boost.",
    "{J} If target Character is exhausted, return it to its owner's hand. Otherwise, ready it.",
    "{J} Return target Character to its owner's hand or it gains 2 boosts.",
    # given before the move (the refusal's own advice)
    "{J} Target Character gains 1 boost. You may return it to its owner's hand.",
    "{J} You may exhaust target Character. If you do, return it to its owner's hand.",
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", READS)
def test_6_5_c_where_the_move_certainly_did_not_happen_a_status_still_reads(text, edition):
    assert effect_in(text, edition)


def test_6_5_c_if_you_don_t_gives_the_counter_to_the_card_that_stayed():
    steps = effect_in("{J} You may return target Character to its owner's hand. If you don't, it gains 2 boosts.")
    assert steps[-1]["then"] == [{"counters": {"what": {"var": "target"}, "name": "boost", "add": 2}}], steps


def test_the_otherwise_scenarios_play():
    """The four of §4 item 1 (refused before: the card did not load) and the "you may ... Otherwise" neighbour."""
    scenarios_play(SCENARIOS, "6.5.e-otherwise-*.yaml", count=5)


@pytest.mark.parametrize("name, words", [
    ("s1-may-hand-if-you-do-boost", "it"), ("s4-trigger-may-hand-if-you-do-exhaust", "it"),
])
def test_the_audit_u1_scenarios_are_refused_at_their_word(name, words):
    """s1 (a boost given to the card a "may" returned to the hand) and s4 (the trigger's card exhausted there) played
    harmlessly; now the card's text is refused at its pronoun, as after a sure move."""
    scenario_refused(AUDIT / f"{name}.yaml", words)


# -- §4 item 2: "one of them" after a branch that moved the group to a hand or a deck: the move, not the condition ----
MOVED_IN_BRANCH = [
    # the auditor's t3#12: was "'one of them' could only name a Landmark, which the condition ... names"
    ("{J} If you control a Landmark, put two cards from your Reserve in your hand. Then discard one of them.",
     "one of them", "Hand"),
    ("{J} If I'm exhausted, put two cards from your Reserve on the bottom of your deck. Then discard one of them.",
     "one of them", "Deck"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, words, zone", MOVED_IN_BRANCH)
def test_2_1_f_one_of_them_after_a_branch_that_moved_them_to_a_hand_names_the_move(text, words, zone, edition):
    """The group the branch put in a hand or a deck (2.1.d, 2.1.f, 3.1.3.d), not the condition's objects (7.2.4.a):
    the message says so, at "one of them" (Scope.not_followed, as for "it" and "them")."""
    e = _refused(text, edition)
    assert MAYBE in e.message and f"({zone}:" in e.message and "'two cards from your Reserve'" in e.message, e.message
    assert "condition" not in e.message.split("(2.1.d)")[0], e.message
    assert e.column == text.rindex(words) + 1, (e.column, e.message)


def test_7_2_4_a_one_of_them_naming_only_the_condition_s_objects_keeps_its_message():
    e = _refused("{J} If you control two or more Landmarks, sacrifice one of them.")
    assert "could only name two or more Landmarks" in e.message, e.message
