"""A choice right after looking at or revealing cards (issue: every reading checked against its meaning; an
outside audit of invented texts).

"Look at target opponent's hand. Choose a card." chose among every card (``choose 1 among cards``), never
one of the hand looked at: 3.2.5.c says an effect acting on a card in a hand reveals that hand to the player
who chooses the card, and 3.1.3.f lets an effect look at cards in a hidden zone for what it does with them.
The printed cards say "Choose up to two Characters from these cards" (the 3.2.2 example of Mind Apotheosis)
or "Put one in your hand"; "a card" named by no place right after the look is one of those cards too, and
"the others" ("the rest") are the rest of them. "A Character" is one in play (2.2.1.h) unless a zone is said:
after a look, that or one of the cards looked at? Refused, as where something else was named in between or
the cards were looked at only in a branch or a loop's turn: at the noun, saying what to write.

Played by tests/scenarios/v5/3.2.5.c-look-at-a-hand-then-choose-a-card-of-it.yaml and 3.1.3.f-look-at-the-
top-cards-then-put-a-card-of-them.yaml (test cards: tests/data/v5/audit-look-cards.yaml), which fail when
the choice is among every card.
"""
from __future__ import annotations

import pytest

from readings import effect, refused


def _steps(steps):
    """Every step, nested ones too, in order (a step another player does, a "you may" ...)."""
    for s in steps:
        yield s
        for key in ("as_player", "may"):
            if isinstance(s.get(key), dict):
                yield from _steps(s[key]["do"])


def looked_and_chosen(text):
    """(the name the look or reveal binds, the first choice after it that is no target)."""
    steps = list(_steps(effect(text)))
    seen = next(s.get("look") or s.get("reveal") for s in steps if "look" in s or "reveal" in s)
    after = steps[next(i for i, s in enumerate(steps) if "look" in s or "reveal" in s) + 1:]
    choice = next(s["choose"] for s in after if "choose" in s and not s["choose"].get("target"))
    return seen["as"], choice


# -- the audit's examples, and other wordings: one of the cards looked at or revealed ---------------------------

@pytest.mark.parametrize("text", [
    "{J} Look at target opponent's hand. Choose a card. That opponent discards it.",
    "{J} Look at target opponent's Reserve. Choose a card. Exhaust it.",
    "{J} Look at target opponent's hand, then choose a card. They put it in their Reserve.",
    "{J} Look at target opponent's hand and choose a card. That opponent puts it in their Reserve.",
    "{J} Look at your Reserve. Choose a card. Return it to your hand.",
    "{J} Look at the top three cards of your deck. Choose a card. Put it in your Reserve.",
    # other wordings: another verb chooses it, "you may", the player looked at chooses
    # ("Exhaust a card" after a look: refused, one of them or one elsewhere? tests/test_cardtext_audit_look_default.py)
    "{J} Look at the top three cards of your deck. Put a card in your hand and discard the others.",
    "{J} Target opponent reveals their hand. Choose a card. They discard it.",
])
def test_3_2_5_c_a_choice_named_by_no_place_after_a_look_is_one_of_the_cards_looked_at(text):
    seen, choice = looked_and_chosen(text)
    assert choice["from"] == {"among": {"var": seen}}, choice


@pytest.mark.parametrize("text, words", [
    ("{J} Reveal target opponent's hand. Choose a Character. They discard it.", "a Character"),
    ("{J} Look at the top four cards of your deck. Choose a Spell. Put it in your hand.", "a Spell"),
    ("{J} Reveal the top three cards of your deck. Put a Character in your hand. Discard the rest.", "a Character"),
    ("{J} Look at the top three cards of your deck. Put up to two Characters in your hand.", "up to two Characters"),
    # a discard ("Discard a Spell", "They discard a Character"): its own place, or refused saying so
    # (tests/test_cardtext_audit_look_default.py)
])
def test_2_2_1_h_a_type_after_a_look_in_play_or_one_of_them_is_refused(text, words):
    """2.2.1.h: "a [type]" is an object in play unless a zone is said; right after cards are looked at, the
    text may mean one of them (the audit's reading of "Reveal target opponent's hand. Choose a Character.")
    or one in play: refused at the noun, saying both ways to write it."""
    e = refused(text)
    assert e.column == text.index(words) + 1, (e.column, e.message)
    assert "2.2.1.h" in e.message and "from these cards" in e.message and "'in play'" in e.message


@pytest.mark.parametrize("text, where", [
    ("{J} Reveal target opponent's hand. Choose a Character from these cards. They discard it.", "among"),
    ("{J} Look at the top three cards of your deck. Choose a Character in play. It gains 1 boost.", "zone"),
    ("{J} Look at target opponent's hand. They discard a Character from their hand.", "zone"),
])
def test_the_wordings_the_type_refusal_suggests_read(text, where):
    _, choice = looked_and_chosen(text)
    assert choice["from"]["type"] == "Character" and where in choice["from"], choice


def test_3_2_2_the_others_and_the_rest_are_the_rest_of_the_cards_looked_at():
    """The 3.2.2 example: "Discard the other cards" are the cards revealed but the ones chosen."""
    for rest in ("the others", "the rest"):
        steps = effect(f"{{J}} Look at the top three cards of your deck. Choose a card. Put it in your hand. "
                       f"Put {rest} in your Reserve.")
        seen, chosen = steps[0]["look"]["as"], steps[1]["choose"]["as"]
        assert steps[-1]["move"]["what"] == {"among": {"var": seen}, "not": {"var": chosen}}


@pytest.mark.parametrize("text, key", [
    ("{J} Look at target opponent's hand. Choose a card in your Reserve. Exhaust it.", "zone"),
    ("{J} Look at the top three cards of your deck. Choose a Character you control. It gains 1 boost.",
     "controller"),
])
def test_a_choice_that_says_where_its_card_is_is_read_as_said(text, key):
    _, choice = looked_and_chosen(text)
    assert key in choice["from"] and "among" not in choice["from"], choice


# "Discard a card" after a look (one of the acting player's hand, or refused where one of the cards looked at
# would fit as well): tests/test_cardtext_audit_look_default.py


@pytest.mark.parametrize("text, zone", [
    ("{J} Look at your Reserve. Target Character gains 1 boost. Discard a card.", "zone"),
    ("{J} Look at your Reserve. Target Character gains 1 boost. Discard a Spell.", "zone"),
    ("{J} Reveal the top card of your deck. Sacrifice a Character.", "controller"),
])
def test_where_the_action_says_where_its_objects_are_and_the_look_is_not_the_topic_its_own_place_holds(text, zone):
    """After something else was named, "discard a card" is one in hand, as anywhere; what one sacrifices is
    one's own in play (7.3.36.a v5.0), never a card looked at (in no one's control, 1.2.5)."""
    _, choice = looked_and_chosen(text)
    assert zone in choice["from"] and "among" not in choice["from"], choice


# -- which cards is not told: refused at the noun, saying what to write -----------------------------------------

@pytest.mark.parametrize("text, words", [
    ("{J} Look at the top three cards of your deck. Put one in your hand. Target Character gains 1 boost. "
     "Choose a card. Put it in your Reserve.", "a card"),
    ("{J} Look at your Reserve. Choose a card. Target Character gains 1 boost. Exhaust another card.",
     "another card"),
])
def test_after_something_else_was_named_one_of_them_or_any_other_is_refused(text, words):
    e = refused(text)
    assert e.column == text.rindex(words) + 1, (e.column, e.message)
    assert "from these cards" in e.message


@pytest.mark.parametrize("text", [
    "{J} If I'm in {V}, look at the top three cards of your deck. Choose a card. Put it in your hand.",
    "{J} For each Character you control, look at the top card of your deck. Choose a card. Put it in your hand.",
])
def test_cards_looked_at_only_in_a_branch_or_a_loops_turn_are_out_of_reach_after_it(text):
    """6.5.d: looked at only if the condition held; 6.5.i: a look in each turn. Refused, saying to choose
    among them there ("If ...: Look at ... Choose ..." reads)."""
    e = refused(text)
    assert e.column == text.index("a card") + 1, (e.column, e.message)
    assert "out of reach" in e.message


def test_the_choice_said_in_the_branch_reads():
    steps = effect("{J} If I'm in {V}: Look at the top three cards of your deck. Choose a card. Put it in your hand.")
    look, choose = steps[0]["then"][:2]
    assert choose["choose"]["from"] == {"among": {"var": look["look"]["as"]}}


@pytest.mark.parametrize("text, words", [
    ("{J} Choose a card from it.", "from it"),
    ("{J} Look at target opponent's hand. Choose a card from it.", "from it"),
    ("{J} Look at the top three cards of your deck. Choose a card from them.", "from them"),
    ("{J} Look at the top three cards of your deck. Choose a card among them.", "among them"),
    ("{J} Look at target opponent's hand. Choose a card in it.", "in it"),
])
def test_a_place_or_cards_named_by_a_pronoun_is_refused_saying_what_to_write(text, words):
    """Once "unexpected 'it' (did you mean 'its'?)": now at the words, with the wording that reads."""
    e = refused(text)
    assert e.column == text.index(words) + 1, (e.column, e.message)
    assert "from these cards" in e.message and "did you mean" not in e.message


@pytest.mark.parametrize("text", [
    "{J} Look at the top three cards of your deck. Choose a card from these cards. Put it in your hand.",
    "{J} Look at the top three cards of your deck. Put one in your hand.",
])
def test_the_wordings_the_messages_suggest_read_as_one_of_the_cards_looked_at(text):
    seen, choice = looked_and_chosen(text)
    assert choice["from"] == {"among": {"var": seen}}


# -- a target in what is done for each: chosen anew each time (6.5.i) --------------------------------------------

def test_6_5_i_a_target_in_a_step_done_for_each_is_chosen_in_each_turn():
    """6.5.i: "if performing one of these steps involves a choice, that choice can be different in two successive
    instances of that step"; its example (The Snow Maiden, "Target opponent may Exhausted Resupply twice"): "in
    a multiplayer game, Lithium could choose two different target opponents". So the target opponent of the step
    done for each card is chosen in each turn, as the program says (played at a table of several by the scenario
    6.5.i-for-each-target-opponent-may-target-is-chosen-anew.yaml)."""
    [loop] = effect("{J} For each card in your Reserve, target opponent discards a card from their Reserve.")
    turn = loop["for_each"]["do"]
    assert turn[0]["choose"]["from"] == {"players": "opponents"} and turn[0]["choose"]["target"] is True
    assert turn[1]["as_player"]["who"] == {"var": turn[0]["choose"]["as"]}


def test_a_target_chosen_before_the_loop_is_chosen_once():
    """The wording for one target for every turn: chosen first, "they" in the loop."""
    first, loop = effect("{J} Choose target opponent. For each card in your Reserve, they discard a card from "
                         "their Reserve.")
    assert first["choose"]["target"] is True
    assert all("choose" not in s or "players" not in s["choose"]["from"] for s in loop["for_each"]["do"])
