"""Conditions on what "an opponent" has, which an outside audit found read differently from the card: "If an
opponent has three or more cards in Reserve, ..." counted the cards of every opponent together. "An opponent"
is some opponent, each tested on their own (1.4.7): the two differ only at a table of more than two, so the
multiplayer test below plays both at a table of four (rules_yaml/variants/ffa.yaml), where the old reading
fails. Fixed as a class: "an opponent" / "your opponent" as the player who has, or the player compared with
("fewer cards than an opponent"), is each opponent in turn, and "If an opponent controls ..." stays so; what
opponents have counted together in any other words ("three or more cards in an opponent's Reserve", "an
opponent's hand is empty") is refused at its place."""
from __future__ import annotations

import pytest

from altered.simulation.layout import empty, put
from readings import effect, refused, table_of_four


def condition(text):
    [step] = effect(text)
    return step["if"]


@pytest.mark.parametrize("text, said", [
    ("{J} If an opponent has three or more cards in Reserve, draw a card.", {"gte": 3}),
    ("{J} If your opponent has three or more cards in Reserve, draw a card.", {"gte": 3}),
    ("{J} If an opponent has no cards in hand, draw a card.", {"eq": 0}),
    ("{J} If an opponent has two or more [[Boosted]] Characters, draw a card.", {"gte": 2}),
])
def test_1_4_7_an_opponent_has_is_some_opponent_each_on_their_own(text, said):
    cond = condition(text)
    some = cond["any"]
    assert some["in"] == {"players": "opponents"}, cond
    (op, (counted, n)), = some["test"].items()
    assert {op: n} == said
    assert {"var": some["as"]} in (counted["count"].get("owner"), counted["count"].get("controller"))


@pytest.mark.parametrize("text, mine_first", [
    ("{J} If you have fewer cards in Reserve than an opponent, draw a card.", True),
    ("{J} If an opponent has fewer cards in Reserve than you, draw a card.", False),
])
def test_fewer_than_an_opponent_compares_with_each_in_turn(text, mine_first):
    some = condition(text)["any"]
    assert some["in"] == {"players": "opponents"}
    (mine, theirs) = some["test"]["lt"] if mine_first else reversed(some["test"]["lt"])
    assert mine["count"]["owner"] == "you" and theirs["count"]["owner"] == {"var": some["as"]}


def test_each_opponent_has_is_still_every_one_and_an_opponent_controls_some():
    assert "every" in condition("{J} If each opponent has three or more cards in Reserve, draw a card.")
    assert "any_player" in condition("{J} If an opponent controls two or more Characters, draw a card.")


@pytest.mark.parametrize("text", [
    "{J} If there are three or more cards in an opponent's Reserve, draw a card.",
    "{J} If an opponent's hand is empty, draw a card.",
    "{J} If there are two or more Characters an opponent controls, draw a card.",
])
def test_what_opponents_have_counted_together_is_refused_at_its_place(text):
    e = refused(text)
    assert e.column == text.index("If") + 4 and "every opponent has together" in e.message, (e.column, e.message)


# -- played at a table of four ------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def table(catalog):
    book, game = table_of_four(catalog)
    return book, game


def _draws(book, game, text) -> int:
    from altered.effects import Ctx
    hand = len(game.zones[("Hand", 0)].objs)
    book.compiler.effect(effect(text))(Ctx(game, 0))
    return len(game.zones[("Hand", 0)].objs) - hand


def test_1_4_7_at_a_table_of_four_an_opponent_is_one_of_them(table, catalog):
    """Seats 1 and 2 have two cards in Reserve each, seat 3 none: no opponent has three (counted together,
    four: the old reading drew). Seat 3's hand is empty, the others' not: an opponent has no cards in hand
    (counted together, they had some: the old reading drew nothing)."""
    book, game = table
    trooper = next(c for c in catalog if c.name == "Ordis Trooper")
    empty(game, "Reserve")
    for seat in (1, 2):
        for _ in range(2):
            put(game, trooper, seat, "Reserve")
    empty(game, "Hand", 3)
    assert all(game.zones[("Hand", seat)].objs for seat in (1, 2))
    assert _draws(book, game, "{J} If an opponent has three or more cards in Reserve, draw a card.") == 0
    assert _draws(book, game, "{J} If an opponent has no cards in hand, draw a card.") == 1
    assert _draws(book, game, "{J} If you have fewer cards in Reserve than an opponent, draw a card.") == 1
    put(game, trooper, 2, "Reserve")
    assert _draws(book, game, "{J} If an opponent has three or more cards in Reserve, draw a card.") == 1
