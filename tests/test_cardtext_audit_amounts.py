"""Amounts and places that an outside audit found read differently from the card, each fixed as a class: an X
used in a sentence after the one that says ", where X is ..." (the same number; an X nobody says is refused at
its place); an amount of each of several objects ("Up to two target Characters each lose all its boosts";
[Augment] and [Double] of "each Character", 7.3.4.a, 7.3.8, defined per object in rules_yaml/keywords.yaml)
counted for each; "play ... in my Expedition" (where the card goes, 5.2.1.c, not where it is taken from);
"a card from each opponent's Reserve" (one in each, 1.4.5: refused as "each player's" is, not one among all).

Played by scenarios on test cards (tests/data/v5/audit-amounts-cards.yaml), each failing on the old reading:
tests/scenarios/v5/6.5-an-x-said-in-one-sentence-is-the-same-in-the-next.yaml,
7.3.8-double-the-boosts-of-each-is-each-its-own.yaml, 7.3.4.a-augment-each-character-is-each-its-own.yaml,
6.5.i-targets-each-gain-x-counted-in-its-own-expedition.yaml, 6.5.i-targets-each-lose-all-its-boosts.yaml and
5.2.1.c-play-in-my-expedition-is-where-it-goes.yaml.
"""
from __future__ import annotations

import pytest

from readings import effect, refused


def ops(steps) -> list[str]:
    return [next(iter(s)) for s in steps]


# -- X said in one sentence, used in the next ----------------------------------------------------------------

@pytest.mark.parametrize("text, used", [
    ("{J} Draw X cards, where X is the number of cards in your Reserve. Then, I gain X boosts.", -1),
    ("{J} Roll a die. Target Character gains X boosts, where X is the result. Then, draw X cards.", -1),
    ("{J} Target Character gains X boosts, where X is the number of cards in target opponent's Reserve. "
     "Then, draw X cards.", -1),
    ("{H} I gain X boosts, where X is the number of Plants you control. Draw X cards. Then, draw X cards.", -2),
])
def test_an_x_said_in_one_sentence_is_the_same_number_in_the_sentences_after_it(text, used):
    """A card means one X: counted once, as the step that first uses it begins (before that step changes
    anything), and the later sentences read that count, not a count made again after the steps between."""
    steps = effect(text)
    [kept] = [s["set"] for s in steps if "set" in s]
    first_use = next(i for i, s in enumerate(steps) if "set" not in s and str(kept["value"]) in str(s))
    assert ops(steps)[first_use - 1] == "set", steps
    assert str({"var": kept["var"]}) in str(steps[used]) and "'X'" not in str(steps)


def test_an_x_in_one_sentence_only_is_read_as_before():
    """Nothing is kept when no later sentence uses X: the reading of the printed texts is unchanged."""
    assert ops(effect("{J} Draw X cards, where X is the number of cards in your Reserve.")) == ["do"]


@pytest.mark.parametrize("text, column", [
    ("{J} Draw X cards.", 10),
    ("{J} Target Character gains X boosts.", 28),
    ("{J} Draw X cards. Then, I gain X boosts, where X is the number of Plants you control.", 10),
    ("{H} You may pay {X} to give me X boosts.", 17),        # nobody chooses X
    ("[Tough X].", 8),
    ("{J} Send target Character to the Xth position of its owner's deck.", 34),
])
def test_an_x_nobody_says_is_refused_at_its_place(text, column):
    """An X with no ", where X is ..." in its sentence or one before it was read as a number nobody says, and
    the engine stopped with an error when the step used it: refused where the X is written."""
    e = refused(text)
    assert "X is not said here" in e.message and e.column == column


def test_an_x_said_in_another_ability_is_not_said_in_this_one():
    """Each ability is read on its own: "[Tough X], where X is ..." says nothing of the X of a {J} ability."""
    e = refused("[Tough X], where X is the number of Plants you control.  {J} I gain X boosts.")
    assert "X is not said here" in e.message


def test_an_x_said_twice_then_used_is_refused():
    """Two sentences say what X is: an X after both could be either."""
    e = refused("{J} Draw X cards, where X is the number of cards in your Reserve. Then, I gain X boosts, where X "
                "is the number of Plants you control. Then, draw X cards.")
    assert "X is said twice" in e.message


# -- 6.5.i: an amount of each of several objects -----------------------------------------------------------

@pytest.mark.parametrize("text, inner", [
    ("{J} Up to two target Characters each gain X boosts, where X is the number of Characters in its Expedition.",
     "counters"),
    ("{J} Up to two target Characters each lose all its boosts.", "counters"),
    ("{J} Up to two target Characters each gain 1 boost for each Plant in its Expedition.", "counters"),
])
def test_6_5_i_a_step_on_several_targets_whose_amount_names_them_is_done_for_each(text, inner):
    """The amount is the one of each target ("its"), counted for that one: the step is done for each target
    in turn. It was once counted from the first target and given to all of them."""
    steps = effect(text)
    assert ops(steps) == ["choose", "for_each"], steps
    loop = steps[1]["for_each"]
    assert loop["in"] == {"var": steps[0]["choose"]["as"]} and ops(loop["do"]) == [inner]
    assert str(steps[0]["choose"]["as"]) not in str(loop["do"]), loop


def test_one_target_reads_as_before():
    """One target: nothing to do in turn, and the printed texts read as they did."""
    assert ops(effect("{J} Target Character loses all its boosts.")) == ["choose", "counters"]


def test_that_many_after_a_step_done_for_each_is_refused():
    """"that many" would be the count of one of them, not of all: refused rather than guessed."""
    e = refused("{J} Up to two target Characters each lose all its boosts. I gain that many boosts.")
    assert "that many" in e.message



# -- 5.2.1.c: "play ... in my Expedition" is where the card goes -----------------------------------------------

@pytest.mark.parametrize("text, into", [
    ("{J} You may immediately play a Character from your Reserve in my Expedition for {1} less.",
     {"marker_of": "self"}),
    ("{R} You may play a Character from your hand in my Expedition for {2} less.", {"marker_of": "self"}),
    ("{J} Immediately play a Character in your other Expedition for {3} less.", {"other_marker": "self"}),
])
def test_5_2_1_c_in_an_expedition_after_the_card_played_is_where_it_goes(text, into):
    """A card is played from a hand or a Reserve (5.1.1), into an Expedition (5.2.1.c): "in my Expedition" says
    where it goes. It was once read as a filter on the card (a card in my Expedition), so none could be played."""
    steps = effect(text)
    steps = steps[0]["may"]["do"] if "may" in steps[0] else steps
    assert ops(steps) == ["choose", "play"], steps
    assert "in_marker" not in str(steps[0]) and steps[1]["play"]["into"] == into


def test_where_a_card_played_goes_is_refused_where_it_is_not_read():
    """"for free" goes through the keyword action [Play For Free], which names no Expedition: refused rather
    than read as a card taken from an Expedition."""
    e = refused("{H} You may immediately play a Character with Hand Cost {3} or less from your hand in my "
                "Expedition for free.")
    assert "says where it goes" in e.message and e.column == 13


# -- 1.4.5: "each opponent's Reserve" is each one's -----------------------------------------------------------

@pytest.mark.parametrize("text", [
    "{J} Discard a card from each opponent's Reserve.",
    "{J} Exhaust target card in each opponent's Reserve.",
    "{J} Return a Character from each opponent's Reserve to their hand.",
    "{J} I gain X boosts, where X is the number of cards in each opponent's hand.",
])
def test_1_4_5_one_chosen_or_counted_in_each_opponents_zone_is_refused(text):
    """At a table of three or more (1.4.5), "a card from each opponent's Reserve" is one in each of them. It was
    read as one card chosen among all the opponents' Reserves together; refused, as "each player's" is: the
    wording that reads is "Each opponent discards a card from their Reserve" (or a sentence per place)."""
    e = refused(text)
    assert "each opponent's" in e.message and "read only where every object there is meant" in e.message


@pytest.mark.parametrize("text", [
    "{J} Exhaust all cards in each opponent's Reserve.",
    "{J} Discard each card from each opponent's Reserve.",
    "{J} I gain 1 boost per card in each opponent's Reserve.",
])
def test_every_card_in_each_opponents_zone_is_every_card_in_all_of_them(text):
    """Where every card there is meant, each opponent's zone is all of theirs at once."""
    data = str(effect(text))
    assert "'zone': 'Reserve', 'owner': 'opponent'" in data and "choose" not in data


def test_each_opponent_choosing_in_their_own_reserve_is_one_each():
    """The wording that says one in each: each opponent in turn (1.4.5), the target chosen by the ability's
    controller (1.2.6.c)."""
    steps = effect("{J} Each opponent exhausts target card in their Reserve.")
    assert ops(steps) == ["each_player"] and steps[0]["each_player"]["who"] == "opponents"
