""""They" after "Each opponent ..." / "Each player ...", as an outside audit found it read: "Each opponent draws a
card. Characters they control gain 1 boost." gave the boosts to the card's controller ("they" read as "you"), as
did every later sentence saying "they" or "their" of the players of the loop. "They" names a player (7.2.4.a):
the nearest named, here each player of the loop in turn (1.4.5), so the sentence is done in each turn, for that
player. "Each opponent chooses target Character they control": the subject of "chooses" chooses (each opponent,
among their own), as the subject of "targets" does; it read as the effect's controller choosing.

"It" after the loop ("Each opponent chooses a Character they control. Send it to Reserve.") names every one
chosen in the turns (effects/players.py), so every opponent's pick is sent: played below at a table of four.

Played at a table of four (rules_yaml/variants/ffa.yaml) and by tests/scenarios/v5/1.4.5-each-opponent-draws-
characters-they-control-gain-a-boost.yaml and 1.4.5-each-player-draws-then-they-discard.yaml (test cards
tests/data/v5/audit-loop-players-cards.yaml), each failing on the old reading.
"""
from __future__ import annotations

import json

import pytest

from altered.cli.main import main
from altered.effects import Ctx
from altered.simulation.layout import empty, put
from readings import effect, refused, table_of_four


def the_loop(steps) -> dict:
    """The last "each player" loop of the steps."""
    return [s["each_player"] for s in steps if "each_player" in s][-1]


@pytest.mark.parametrize("text, key", [
    ("{J} Each opponent draws a card. Characters they control gain 1 boost.", "controller"),
    ("{J} Each opponent draws a card. Each Character they control gains 1 boost.", "controller"),
    ("{J} Each opponent discards a card. Then each Character they control gains [[Asleep]].", "controller"),
    ("{J} Each opponent sacrifices a Character. Then each Character they control gains [[Fleeting]].", "controller"),
    ("{J} Each player draws a card. Characters they control gain [[Anchored]].", "controller"),
    ("{J} Each player [Resupply]. Each player draws a card. Characters they control gain [[Anchored]].", "controller"),
    # other wordings of the same shape: in one sentence, "their", "your opponents", a loop with a test, a condition
    ("{J} Each opponent draws a card, then Characters they control gain 1 boost.", "controller"),
    ("{J} Each opponent draws a card. Each card in their Reserve gains 1 boost.", "owner"),
    ("{J} Your opponents draw a card. Characters they control gain 1 boost.", "controller"),
    ("{J} Each opponent with no cards in hand draws a card. Characters they control gain 1 boost.", "controller"),
    ("{J} Each opponent discards a card. If they have no cards in hand, I gain 2 boosts.", "owner"),
])
def test_7_2_4_a_they_after_each_opponent_is_each_of_them_in_turn(text, key):
    """The sentence saying "they" is done in each turn of the loop, "they" being that turn's player (bound to the
    loop's ``as``), by the effect's controller ("you" in it is still the card's controller: 1.4.7.b makes the
    loop's player "you" only in what they do). Once done once after the loop, "they" read as "you"."""
    steps = effect(text)
    loop = the_loop(steps)
    assert "each_player" in steps[-1], steps      # nothing done once after the loop
    [joined] = [s["as_player"] for s in loop["do"] if "as_player" in s]
    assert joined["who"] == {"controller_of": "self"}
    assert json.dumps({key: {"var": loop["as"]}})[1:-1] in json.dumps(joined["do"]), joined


def test_7_2_4_a_what_they_do_after_each_opponent_is_done_by_each_in_their_turn():
    """"Then they discard a card": each player discards in their own turn (was refused: "they" named nobody)."""
    steps = effect("{J} Each player draws a card. Then they discard a card.")
    assert [next(iter(s)) for s in steps] == ["each_player"]
    assert [next(iter(s)) for s in the_loop(steps)["do"]] == ["do", "choose", "do"]
    assert the_loop(steps)["do"][1]["choose"]["who"] == "you"        # the player of that turn


def test_an_otherwise_after_a_sentence_done_in_each_turn_is_in_the_turn_too():
    steps = effect("{J} Each opponent reveals the top card of their deck. If it's a Character, they put it in "
                   "Reserve. Otherwise, they discard it.")
    [joined] = [s["as_player"] for s in the_loop(steps)["do"] if "as_player" in s]
    [test] = joined["do"]
    assert "then" in test and "else" in test, test


def test_they_after_your_opponent_is_that_opponent():
    """"Your opponent draws a card. Characters they control ...": the opponent's (was: yours)."""
    steps = effect("{J} Your opponent draws a card. Characters they control gain 1 boost.")
    assert steps[-1]["counters"]["what"]["controller"] == "opponent", steps


def test_they_inside_a_later_loop_is_still_its_own_player():
    """After a loop that leaves "they" unsaid (a target named before it), a later loop's own "they" reads."""
    steps = effect("{J} Target opponent discards a card. Each player draws a card. Each opponent sacrifices a "
                   "Character they control.")
    assert the_loop(steps)["do"][0]["choose"]["from"] == {"controller": "you", "type": "Character"}


def test_target_opponent_then_they_is_still_the_target():
    steps = effect("{J} Target opponent draws a card. Characters they control gain 1 boost.")
    assert steps[-1]["counters"]["what"]["controller"] == {"var": steps[0]["choose"]["as"]}


@pytest.mark.parametrize("text, words", [
    # another step between the loop and "they": each of them, or once after?
    ("{J} Each opponent draws a card. Draw a card. Characters they control gain 1 boost.", "right after"),
    ("{J} Each opponent chooses a card in their Reserve. Discard it. Then they draw a card.", "right after"),
    ("{J} If you control a Plant, each opponent draws a card. Characters they control gain 1 boost.",
     "right after"),
    # a player named before the loop: "they" could be either
    ("When an opponent plays a Character — Each player draws a card. Characters they control gain 1 boost.",
     "could name"),
    ("{J} Target opponent discards a card. Each player draws a card. Put a card from their hand in Reserve.",
     "could name"),
    # what each of them did in turn: asked of which?
    ("{J} Each player draws a card. If they do, they [Resupply].", "in turn"),
    # a target in what is done in each turn: one for all, or one each?
    ("{J} Each opponent draws a card. Target Character they control gains 1 boost.", "target"),
    ("{J} Each opponent draws a card. If they control a Plant, target Character gains 1 boost.", "target"),
])
def test_7_2_4_a_they_that_could_name_another_is_refused(text, words):
    assert words in refused(text).message


@pytest.mark.parametrize("text, inner", [
    ("{J} Each opponent chooses target Character they control. It gains [[Asleep]].", "each_player"),
    ("{J} Target opponent chooses target Character they control. Send it to Reserve.", "as_player"),
])
def test_1_2_6_c_the_subject_of_chooses_chooses_the_target(text, inner):
    """"Each opponent chooses target Character they control": each opponent chooses, among their own (the text
    says who chooses, as "That opponent targets ..." does); it read "my controller chooses 1 target among
    Characters you control"."""
    steps = effect(text)
    [spec] = [s[inner] for s in steps if inner in s]
    [choose] = [s["choose"] for s in spec["do"] if "choose" in s]
    assert choose["target"] and choose["who"] == "you" and choose["from"]["controller"] == "you", choose


def test_the_reading_explained(capsys):
    assert main(["explain", "--edition", "5.0", "{J} Each opponent draws a card. Characters they control gain "
                 "1 boost."]) == 0
    out = capsys.readouterr().out
    assert "each opponent in turn (player)" in out and "Characters controlled by player gain 1 boost" in out
    assert "Characters you control" not in out


# -- played at a table of four ------------------------------------------------------------------------------

class Counting:
    """Takes the first option, counting the questions asked once the test begins."""
    observes = False

    def __init__(self):
        self.asked = None

    def choose(self, observation, decision):
        if self.asked is not None:
            self.asked += 1
        return 0


@pytest.fixture()
def table(catalog):
    """Four players (ffa), each with two of the same Character in their hero Expedition, and no other."""
    me = Counting()
    book, game = table_of_four(catalog, me)
    empty(game, "Expedition")
    character = next(c for c in catalog if c.type == "Character" and not c.text)
    for p in range(4):
        put(game, character, p, "Expedition", sub="hero")
        put(game, character, p, "Expedition", sub="hero")
    return book, game, me


def run(table, text):
    book, game, me = table
    hero = next(o for o in game.zones[("Hero", 0)].objs)
    me.asked = 0
    book.compiler.effect(effect(text))(Ctx(game, 0, hero))
    return game


def in_play(game, p):
    return [o for o in game.objects("Expedition") if o.controller == p]


def count(game, zone):
    return [len(game.zones[(zone, p)].objs) for p in range(4)]


@pytest.mark.parametrize("text, gained", [
    ("{J} Each opponent draws a card. Characters they control gain 1 boost.", [0, 1, 1, 1]),
    ("{J} Each player draws a card. Characters they control gain 1 boost.", [1, 1, 1, 1]),
])
def test_7_2_4_a_at_a_table_of_four_each_opponents_characters_gain_the_boosts(table, text, gained):
    """Each opponent's two Characters gain 1 boost each, the controller's none (once: the controller's two
    gained them, the three opponents' none)."""
    hands = count(table[1], "Hand")
    game = run(table, text)
    assert [sorted(o.counters.get("boost", 0) for o in in_play(game, p)) for p in range(4)] == \
        [[n, n] for n in gained]
    assert [a - b for a, b in zip(count(game, "Hand"), hands)] == [gained[0], 1, 1, 1]


@pytest.mark.parametrize("text, zone", [
    ("{J} Each opponent chooses a Character they control. Send it to Reserve.", "Reserve"),
    ("{J} Each opponent reveals a card from their hand. Discard it.", "Discard"),
])
def test_1_4_5_at_a_table_of_four_it_is_each_opponents_pick(table, text, zone):
    """"It" after the loop is every card picked in its turns: each of the three opponents' goes."""
    before = count(table[1], zone)
    game = run(table, text)
    assert [a - b for a, b in zip(count(game, zone), before)] == [0, 1, 1, 1]


def test_1_2_6_c_at_a_table_of_four_each_opponent_chooses_their_own_target(table):
    """Each opponent picks one of their own Characters, which falls Asleep; the controller is asked nothing
    (it was asked three times, choosing among each opponent's Characters)."""
    game = run(table, "{J} Each opponent chooses target Character they control. It gains [[Asleep]].")
    assert [sum("Asleep" in o.statuses for o in in_play(game, p)) for p in range(4)] == [0, 1, 1, 1]
    assert table[2].asked == 0
