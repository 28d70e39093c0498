"""Who does a verb a player does (draw, discard, [Resupply]): a player, never an object, and never a player the
steps can't name. The fourth outside audit found "If an opponent would [Resupply], they draw a card instead." read
exactly as "... you draw a card instead." ("they" read as the object "it", whose draw fell to the controller)."""
from __future__ import annotations

import json

import pytest

from readings import effect, refused


@pytest.mark.parametrize("text, words", [
    ("{J} Target Character gains 1 boost. It draws a card.", "It"),
    ("When a Character joins my Expedition — It draws a card.", "It"),
    ("{J} Target Character gains 1 boost. They draw a card.", "They"),
    ("If an opponent would [Resupply], they draw a card instead.", "they"),
    ("If an opponent would [Resupply], they may draw a card instead.", "they"),
    ("{J} Target Character gains [[Asleep]]. It discards a card.", "It"),
])
def test_an_object_does_not_do_what_only_a_player_does(text, words):
    """7.2.4.a: "it" names an object; drawing and discarding are done by players (7.3.7, 7.3.5), so "It draws
    a card" names nobody who draws: refused at "it", not played as the controller's draw."""
    e = refused(text)
    assert e.column == text.index(words) + 1
    assert "only a player" in str(e) or "names no player" in str(e) or "replaces an event" in str(e)


@pytest.mark.parametrize("text", [
    "If an opponent would [Resupply], target Character they control gains [[Asleep]] instead.",
])
def test_they_in_a_replacement_names_no_player(text):
    """6.2: what replaces an event is done by the modifier's controller; the replaced event's player is not one
    its steps can name, so "they" there is refused rather than read as "you"."""
    e = refused(text)
    assert "replaces an event" in str(e) and e.column is not None


def test_you_in_a_replacement_is_the_controller_and_a_named_player_still_acts():
    """The same shapes that name their player read: "you" in a replacement, and "They" after a target opponent
    (the opponent chosen draws, 6.5.b)."""
    steps = effect("{J} Target opponent discards a card. They draw a card.")
    assert '"target"' in json.dumps(steps[-1]) and "Draw" in json.dumps(steps[-1])


@pytest.mark.parametrize("text", [
    "{J} Each Character in your Expedition facing me gains [[Asleep]].",
    "{J} Send each Character in your Expedition facing me to Reserve.",
])
def test_facing_me_is_never_dropped(text):
    """7.5.7: the Expedition facing me is another player's. "your Expedition facing me" was read as all of
    your Expeditions, "facing me" dropped (fifth outside audit), then as the Characters of yours that are in the
    Expedition facing me (none). The singular "your Expedition" says one of two and not which (3.2.4.b,
    test_cardtext_audit_placeless.py): refused now, and none of yours faces me."""
    e = refused(text)
    assert e.message.startswith("'facing me' names a place of another player, and this names yours"), e.message
    assert text[e.column - 1:].startswith("facing me")


@pytest.mark.parametrize("text", [
    "When a Character joins target Expedition — Draw a card.",
    "When target Expedition moves forward — Draw a card.",
    "When a Character joins your Expeditions — If it's in target Expedition, it gains 1 boost.",
])
def test_target_expedition_where_nothing_is_chosen_is_refused(text):
    """6.5.b: a target is chosen by an effect; a trigger or a condition chooses nothing, so "target Expedition"
    there was read as every Expedition (fifth outside audit), as it already was refused of Characters."""
    e = refused(text)
    assert "'target'" in str(e) and e.column is not None and e.column <= text.index("target") + 1


def test_they_in_for_each_opponent_is_that_opponent():
    """6.5.i: "For each opponent, target Character they control ..." chose among the controller's own Characters
    ("they" read as "you", fifth outside audit); "they" is the opponent of that turn of the loop."""
    [loop] = effect("{J} For each opponent, target Character they control gains [[Asleep]].")
    inner = json.dumps(loop["for_each"]["do"])
    assert loop["for_each"]["in"] == {"players": "opponents"}
    assert '"controller": {"var": "' + loop["for_each"]["as"] + '"}' in inner
    refused("{J} For each opponent, draw a card. They discard a card.")     # out of the loop: no one
