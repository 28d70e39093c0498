"""What is said of a player reaches the program or is refused at its place (issue: every reading checked
against its meaning). A player noun ("target opponent", "each player") once lost its qualifiers ("with no cards
in hand", "you play this turn") and its count ("up to two target players") without a word; "target player"
with a qualifier chose among no player at all.

"with no ... in <zone>" said of players who do something is read: the players named are those with none in that
zone of theirs as the step begins. Played: tests/scenarios/v5/1.4.5-each-opponent-with-no-cards-in-hand-is-named-
once.yaml, 1.4.5-each-player-with-no-cards-in-reserve-draws.yaml and 6.5.b-target-opponent-with-no-cards-in-hand.yaml
(test cards: tests/data/v5/audit-players-cards.yaml).
"""
from __future__ import annotations

import pytest

from altered.effects.compiler import Compiler
from altered.loading.errors import DesignError
from altered.loading.yamlio import load_text
from readings import effect, refused


@pytest.mark.parametrize("text, column, words", [
    # the outside audit's texts: each once played as if the qualifier were not printed
    ("{H} Each player with no Characters in play draws a card.", 17, "with no Characters in play"),
    ("{H} Target opponent with no Characters in play draws a card.", 21, "with no Characters in play"),
    ("{H} Each player with a Plant draws a card.", 17, "with a Plant"),
    ("{H} Each opponent with two or more boosts discards a card.", 19, "with two or more boosts"),
    ("{H} An opponent with a Landmark discards a card.", 17, "with a Landmark"),
    ("{H} Target player with no boosts draws a card.", 19, "with no boosts"),
    ("{H} Target player you play this turn draws a card.", 19, "you play"),
    ("{H} Target opponent you play this turn discards a card.", 21, "you play"),
    ("{H} Each opponent you play this turn discards a card.", 19, "you play"),
    # other wordings of the same shape
    ("{H} Target opponent that is behind draws a card.", 21, "that is behind"),
    ("{H} Each opponent in {V} draws a card.", 19, "in {V}"),
    ("{H} Target opponent with a card in Reserve discards a card.", 21, "with a card in Reserve"),
    ("{H} Target opponent controlled by you draws a card.", 21, "controlled by you"),
    ("{H} An opponent you control draws a card.", 17, "you control"),
    ("{H} Each [[Boosted]] opponent draws a card.", 10, "[[Boosted]]"),
    ("{H} Each [Defender] opponent draws a card.", 10, "[Defender]"),
    ("{J} If each opponent with a Plant is ahead, draw a card.", 22, "with a Plant"),
    # "with no ..." is read of a zone of the player's own, where the player does something
    ("{H} Each opponent with no cards in your hand draws a card.", 19, "with no cards in your hand"),
    ("{H} Each opponent with no other cards in hand draws a card.", 19, "with no other cards in hand"),
    ("{J} If target opponent with no cards in hand is behind, draw a card.", 24, "with no cards in hand"),
])
def test_a_qualifier_said_of_a_player_is_refused_at_its_place(text, column, words):
    e = refused(text)
    assert e.column == column, str(e)
    assert f"'{words}' is not read here" in e.message, e.message


@pytest.mark.parametrize("text", [
    "{H} Target opponent gains 1 boost.",                   # once: a boost counter put on a player
    "{H} Target player gains [[Asleep]].",
    "{H} Each opponent with no cards in hand gains 1 boost.",
    "{H} An opponent with no cards in hand loses [[Asleep]].",
])
def test_a_player_does_not_do_what_only_objects_do(text):
    e = refused(text)
    assert e.column == 5 and "names a player, and only an object" in e.message, str(e)


def test_with_no_said_of_players_is_read_only_of_the_subject_of_what_they_do():
    e = refused("{H} You may have each opponent with no cards in hand draw a card.")
    assert e.column == 32 and "read only of the subject of what the player does" in e.message, str(e)


def _where(zone, of="p"):
    return {"eq": [{"count": {"zone": zone, "owner": {"var": of}}}, 0]}


DRAW = [{"do": {"Draw": {"count": 1}}}]


@pytest.mark.parametrize("text, steps", [
    ("{H} Target opponent with no cards in hand draws a card.",
     [{"choose": {"who": "you", "from": {"players_where": {"in": {"players": "opponents"}, "as": "p",
                                                          "test": _where("Hand")}},
                  "count": 1, "target": True, "as": "target"}},
      {"as_player": {"who": {"var": "target"}, "do": DRAW}}]),
    ("{H} Target player with no cards in Reserve draws a card.",
     [{"choose": {"who": "you", "from": {"players_where": {"in": {"players": "all"}, "as": "p",
                                                          "test": _where("Reserve")}},
                  "count": 1, "target": True, "as": "target"}},
      {"as_player": {"who": {"var": "target"}, "do": DRAW}}]),
    ("{H} Each opponent with no cards in hand draws a card.",
     [{"each_player": {"who": "opponents", "where": _where("Hand"), "as": "p", "do": DRAW}}]),
    ("{H} Each of your opponents with no cards in hand draws a card.",
     [{"each_player": {"who": "opponents", "where": _where("Hand"), "as": "p", "do": DRAW}}]),
    ("{H} Players with no cards in hand draw a card.", [{"each_player": {"where": _where("Hand"), "as": "p", "do": DRAW}}]),
    ("{H} Each other player with no Characters in Reserve draws a card.",
     [{"each_player": {"who": "others", "as": "p", "do": DRAW, "where": {
         "eq": [{"count": {"type": "Character", "zone": "Reserve", "owner": {"var": "p"}}}, 0]}}}]),
    ("{H} An opponent with no cards in Reserve draws a card.",
     [{"as_player": {"who": {"players_where": {"in": {"players": "opponents"}, "as": "p", "test": _where("Reserve")}},
                     "do": DRAW}}]),
])
def test_with_no_cards_in_a_zone_said_of_players_is_read(text, steps):
    assert effect(text) == steps


def test_the_players_named_with_a_test_are_named_once_for_all_they_do():
    """Two verbs of one subject: one loop, the test made once as it begins (not again before discarding)."""
    [step] = effect("{H} Each opponent with no cards in hand draws two cards, then discards a card.")
    assert step["each_player"]["where"] == _where("Hand") and len(step["each_player"]["do"]) == 3


@pytest.mark.parametrize("text, words", [
    # each once read as "each player" or "your opponent": how many, or which, was lost
    ("{H} A player draws a card.", "A player"),
    ("{H} Two players draw a card.", "Two players"),
    ("{H} Up to two players draw a card.", "Up to two players"),
    ("{H} Up to two target players draw a card.", "Up to two target players"),
    ("{H} Up to one target opponent draws a card.", "Up to one target opponent"),
    ("{H} Any number of target opponents draw a card.", "Any number of target opponents"),
    ("{H} Any number of players draw a card.", "Any number of players"),
    ("{H} Another player draws a card.", "Another player"),
    # other than you, or than the player named before? (once: any player, you too)
    ("{H} Another target player draws a card.", "Another target player"),
    ("{H} Target other player draws a card.", "Target other player"),
    ("{J} If two opponents are ahead, draw a card.", "two opponents"),      # once: if the opponent is ahead
    # players chosen by the verb "choose": once one was chosen whatever the count
    ("{H} Choose two players. They draw a card.", "two players"),
    ("{H} Choose up to one opponent. They draw a card.", "up to one opponent"),
    ("{H} Choose another player. They draw a card.", "another player"),
])
def test_how_many_players_or_which_is_read_or_refused(text, words):
    e = refused(text)
    assert e.column == text.index(words) + 1, str(e)
    assert f"'{words}' names players in a way not read yet" in e.message, e.message


@pytest.mark.parametrize("text, step", [
    ("{H} Target player draws a card.",
     {"choose": {"who": "you", "from": {"players": "all"}, "count": 1, "target": True, "as": "target"}}),
    ("{H} Target opponent draws a card.",
     {"choose": {"who": "you", "from": {"players": "opponents"}, "count": 1, "target": True, "as": "target"}}),
    ("{H} Each player draws a card.", {"each_player": {"do": [{"do": {"Draw": {"count": 1}}}]}}),
    ("{H} All players draw a card.", {"each_player": {"do": [{"do": {"Draw": {"count": 1}}}]}}),
    ("{H} Each opponent draws a card.", {"each_player": {"who": "opponents", "do": [{"do": {"Draw": {"count": 1}}}]}}),
    ("{H} Each other player draws a card.", {"each_player": {"who": "others", "do": [{"do": {"Draw": {"count": 1}}}]}}),
    ("{H} Choose a player. They draw a card.",
     {"choose": {"who": "you", "from": {"players": "all"}, "count": 1, "as": "chosen"}}),
])
def test_the_players_said_plainly_still_read(text, step):
    assert effect(text)[0] == step


def test_a_condition_on_the_player_is_the_way_to_say_it():
    """The refusal's advice reads: the test is of the chosen player's own hand."""
    steps = effect("{H} If target opponent has no cards in hand, they draw a card.")
    assert steps[0]["choose"]["from"] == {"players": "opponents"}
    assert steps[1]["if"] == {"eq": [{"count": {"zone": "Hand", "owner": {"var": "target"}}}, 0]}


def test_players_among_a_word_the_model_does_not_know_is_an_error_not_the_opponents(book):
    """``players: any`` (what 'target player with ...' once compiled to) chose among the opponents."""
    node = load_text("choose: {from: {players: any}, target: true, as: t}", "effect.yaml")
    with pytest.raises(DesignError) as e:
        Compiler(book, "effect.yaml").step(node)
    assert "'players' must be one of all, opponents, others, got 'any'" in e.value.message
    assert e.value.file == "effect.yaml" and e.value.line == 1


def test_each_player_where_needs_the_name_its_test_is_about(book):
    node = load_text("each_player: {who: opponents, where: {eq: [{count: {zone: Hand, owner: {var: p}}}, 0]}, "
                     "do: []}", "effect.yaml")
    with pytest.raises(DesignError) as e:
        Compiler(book, "effect.yaml").step(node)
    assert "'where' of 'each_player' tests the player bound to 'as': give 'as'" in e.value.message
    assert e.value.file == "effect.yaml" and e.value.line == 1
