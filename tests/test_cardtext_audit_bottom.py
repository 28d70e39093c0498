"""Cards put at the bottom of a deck after a look (an outside audit of invented texts).

"Look at the top three cards of your deck. Put one of them in your hand and the others at the bottom of your
deck." was refused at 'them' ("expected 'your'"), and "... Put one in your hand. Put the others at the bottom of
your deck." at 'at'. "One of them" is one of what "them" names (7.2.4.a): after a look, the cards looked at;
"put A in your hand and B at the bottom of your deck" says "put" once for both moves. The cards put at the
bottom together move in one step (6.1.f) into an ordered pile (3.2.2.b); the rules print no order, so how they
lie is a decision of that step, made by its controller (6.1.g), unless the text says "in a random order".
Refused: "one of them" where "them" names nothing, or where something else was named since the look.

Played by tests/scenarios/v5/3.2.2.b-the-others-at-the-bottom-of-your-deck-in-the-order-you-choose.yaml and
...-in-a-random-order.yaml (test cards: tests/data/v5/audit-look-cards.yaml).
"""
from __future__ import annotations

import pytest

from altered.loading.errors import DesignError
from readings import effect, refused


def _look_then_moves(text):
    """(the name the look binds, the choice after it, the moves after it)."""
    steps = effect(text)
    seen = steps[0]["look"]["as"]
    choice = next(s["choose"] for s in steps if "choose" in s)
    return seen, choice, [s["move"] for s in steps if "move" in s]


@pytest.mark.parametrize("text, count", [
    # the audit's two examples
    ("{J} Look at the top three cards of your deck. Put one of them in your hand and the others at the bottom of "
     "your deck.", 1),
    ("{J} Look at the top three cards of your deck. Put one in your hand. Put the others at the bottom of your "
     "deck.", 1),
    # other wordings of the same shape
    ("{J} Look at the top three cards of your deck. Put one in your hand and the rest at the bottom of your deck.", 1),
    ("{J} Look at the top four cards of your deck. Put two of them in your hand and the others at the bottom of "
     "your deck in any order.", 2),
    ("{J} Look at the top three cards of your deck. Put one of them into your hand. Put the rest at the bottom of "
     "your deck in any order.", 1),
])
def test_3_2_2_b_one_of_the_cards_looked_at_to_hand_the_others_at_the_bottom_in_the_order_chosen(text, count):
    seen, choice, [to_hand, to_bottom] = _look_then_moves(text)
    assert choice["from"] == {"among": {"var": seen}} and choice["count"] == count, choice
    assert to_hand == {"what": {"var": choice["as"]}, "to": "Hand"}, to_hand
    to_bottom = {k: v for k, v in to_bottom.items() if k != "as"}      # (what "them" names next)
    assert to_bottom == {"what": {"among": {"var": seen}, "not": {"var": choice["as"]}}, "to": "Deck",
                         "position": "bottom", "ordered": True}, to_bottom


@pytest.mark.parametrize("text", [
    "{J} Look at the top three cards of your deck. Put one in your hand. Put the others at the bottom of your deck "
    "in a random order.",
    "{J} Look at the top three cards of your deck. Put one of them in your hand and the others at the bottom of "
    "your deck in a random order.",
])
def test_3_2_2_b_in_a_random_order_is_shuffled_and_ordered_by_no_one(text):
    *_, to_bottom = _look_then_moves(text)[2]
    assert to_bottom["shuffled"] is True and "ordered" not in to_bottom and to_bottom["position"] == "bottom"


@pytest.mark.parametrize("text", [
    "{J} Put target Character at the bottom of its owner's deck.",
    "{J} Put a card from your hand at the bottom of your deck.",
])
def test_one_card_put_at_the_bottom_has_no_order_to_choose(text):
    move = next(s["move"] for s in effect(text) if "move" in s)
    assert move["position"] == "bottom" and move["to"] == "Deck" and "ordered" not in move, move


@pytest.mark.parametrize("text, words, why", [
    ("{J} Put one of them in your hand.", "one of them", "nothing before it"),
    ("{J} Look at the top three cards of your deck. Target Character gains 1 boost. Put one of them in your hand.",
     "one of them", "or what was named since"),
])
def test_7_2_4_a_one_of_them_naming_nothing_or_either_is_refused_saying_what_to_write(text, words, why):
    e = refused(text)
    assert e.column == text.index(words) + 1, (e.column, e.message)
    assert why in e.message and "from these cards" in e.message, e.message


def test_one_of_them_after_a_choice_is_one_of_the_cards_chosen():
    """"Them" names the cards named last (7.2.4.a): the two chosen, of which one is then chosen."""
    steps = effect("{J} Choose two cards in your Reserve. Put one of them in your hand.")
    first, second = [s["choose"] for s in steps if "choose" in s]
    assert second["from"] == {"among": {"var": first["as"]}} and second["count"] == 1


@pytest.mark.parametrize("move, why", [
    ({"what": {"zone": "Hand", "owner": "you"}, "to": "Reserve", "ordered": True}, "ordered zone"),
    ({"what": {"zone": "Hand", "owner": "you"}, "to": "Deck", "ordered": True, "shuffled": True}, "not shuffled"),
])
def test_6_1_g_an_order_chosen_is_said_only_of_cards_put_in_an_ordered_zone(catalog, move, why):
    from altered.rulebook import load_rulebook
    book = load_rulebook()
    book.prepare(catalog)
    with pytest.raises(DesignError) as e:
        book.compiler.effect([{"move": move}])
    assert why in str(e.value), e.value


@pytest.mark.parametrize("text, to", [
    ("{J} Look at the top three cards of your deck. Put one in your hand and the others in your Reserve.", "Reserve"),
    ("{J} Look at the top three cards of your deck. Put one of them into your hand and the rest into your Reserve.",
     "Reserve"),
])
def test_7_3_27_put_said_once_for_two_places_moves_each_where_said(text, to):
    seen, choice, [to_hand, other] = _look_then_moves(text)
    assert to_hand["to"] == "Hand" and other["to"] == to
    assert other["what"] == {"among": {"var": seen}, "not": {"var": choice["as"]}}, other


@pytest.mark.parametrize("text, places", [
    ("{J} Put a card from your hand in your Reserve and a card from your Reserve in your hand.", ["Reserve", "Hand"]),
    ("{J} Look at the top three cards of your deck. Put one in your hand and a card in your Reserve.",
     ["Hand", "Reserve"]),
    ("{J} Look at the top three cards of your deck. Put one in your hand and two at the bottom of your deck.",
     ["Hand", "Deck"]),
])
def test_6_1_g_what_the_second_move_of_one_put_moves_is_chosen_once_the_first_is_done(text, places):
    """Choosing both before the first move would offer the same card twice (or not the one just moved): the
    second choice comes after the first move, as "... and put a card in your Reserve" reads. Once, both choices
    were made first, and "a card in your Reserve" was read as a card of the Reserve put in hand."""
    steps = [s for s in effect(text) if "look" not in s]
    assert [next(iter(s)) for s in steps] == ["choose", "move", "choose", "move"], steps
    assert steps[1]["move"]["what"] == {"var": steps[0]["choose"]["as"]}
    assert steps[3]["move"]["what"] == {"var": steps[2]["choose"]["as"]}
    assert [steps[1]["move"]["to"], steps[3]["move"]["to"]] == places, steps
