"""'That opponent' after a trigger naming another player. An outside audit found "When a card leaves an
opponent's Reserve — That opponent draws a card." read as "your opponent does: draw", any opponent: at a
table of several another player than the one whose Reserve the card left drew. "That opponent" is the player
the trigger names (1.4.5): who did it ("When an opponent plays ..."), or whose personal zone the card left
(its owner, 1.4.3.a); whose shared zone (an Expedition zone) it left is not kept once it left: refused.
Played below at a table of four (rules_yaml/variants/ffa.yaml)."""
from __future__ import annotations

import pytest

from altered.cardtext.api import parse_abilities
from altered.effects import Ctx
from altered.simulation.layout import put
from readings import refused, table_of_four

LEAVES = "When a card leaves an opponent's Reserve — That opponent draws a card."


def _reaction(text):
    [ability] = parse_abilities(text)
    return ability["reaction"]


@pytest.mark.parametrize("text, who", [
    (LEAVES, {"owner_of": "it"}),
    ("When a card goes to Reserve from an opponent's hand — That opponent draws a card.", {"owner_of": "it"}),
    ("When an opponent plays a Character — That opponent draws a card.", {"var": "trigger_player"}),
])
def test_1_4_5_that_opponent_is_the_player_the_trigger_names(text, who):
    """1.4.3.a: every card in a personal zone is its owner's, so the opponent whose Reserve a card left is the
    card's owner; the opponent who played is the event's player."""
    [step] = _reaction(text)["effect"]
    assert step["as_player"]["who"] == who, step


def test_that_opponent_after_a_trigger_naming_no_other_player_is_refused():
    """'When you ...' names no opponent: which one 'that opponent' is, the text does not say (a printed card's
    'When you roll a 1-3 this way', continuing its other ability: test_cardtext_audit_that_opponent_named)."""
    text = "When you play a Character — That opponent draws a card."
    assert refused(text).column == text.index("That") + 1


def test_that_opponent_of_a_shared_zone_the_card_left_is_refused():
    """1.2.5, 7.5.4.a: whose Expedition zone a card is in is its controller, which it has no longer once it
    left: refused rather than guessed."""
    text = "When a Character leaves an opponent's Expedition zone — That opponent draws a card."
    e = refused(text)
    assert "no longer controlled" in e.message and e.column == text.index("That") + 1, e


@pytest.fixture(scope="module")
def table(catalog):
    book, game = table_of_four(catalog)
    return book, game


@pytest.mark.parametrize("owner", [1, 2, 3])
def test_at_a_table_of_four_the_owner_of_the_reserve_the_card_left_draws(table, catalog, owner):
    """The reaction's effect played for seat 0 with the card that left seat ``owner``'s Reserve as its object:
    that seat draws, and no other (the old reading made any opponent draw)."""
    book, game = table
    trooper = next(c for c in catalog if c.name == "Ordis Trooper")
    card = put(game, trooper, owner, "Hand")
    hands = {seat: len(game.zones[("Hand", seat)].objs) for seat in range(4)}
    book.compiler.effect(_reaction(LEAVES)["effect"])(Ctx(game, 0, vars={"it": card}))
    drawn = {seat: len(game.zones[("Hand", seat)].objs) - hands[seat] for seat in range(4)}
    assert drawn == {seat: int(seat == owner) for seat in range(4)}, drawn
