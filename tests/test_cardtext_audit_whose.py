"""Whose players and places the words name, as an outside audit found them read differently from the card.

"Each other player" after a player named before ("Target opponent draws two cards. Each other player draws a
card.") was every player but you: the target drew a third card and you none. "Other" leaves out the player
named last (1.4.5), as "each other opponent" does: every player but that one, you too. Said alone ("Each other
player draws a card"), or after you act with no other player named, it is still every player but you; where
it could be either (you act after another player was named, a trigger names an opponent, or players were:
"each ..."), it is refused at the words.

"Your Expeditions", "one of your Mana Orbs", "your Characters" inside what another player does ("Target
opponent chooses a Character in your Expeditions") named that player's, where "you control" and "your
Reserve" named the card's controller: the second person is the ability's controller (7.2.3.a), also in the
steps another player does (1.4.7.b makes them "you" only as who does the action). Every "your" now means one
thing ({$yours: you} in grammar/phrases/, decided by nouns.resolve and nouns.yours_in_theirs).

Played below at a table of four (rules_yaml/variants/ffa.yaml), where the old readings fail.
"""
from __future__ import annotations

import json

import pytest

from altered.effects import Ctx
from altered.simulation.layout import empty, put
from readings import effect, refused, table_of_four

MINE = {"controller_of": "self"}


def _loops(data) -> list:
    """Every "each player" loop of the steps, at any depth (in a branch too)."""
    if isinstance(data, list):
        return [loop for s in data for loop in _loops(s)]
    if not isinstance(data, dict):
        return []
    return ([data["each_player"]] if "each_player" in data else []) + \
        [loop for k, v in data.items() if k != "each_player" for loop in _loops(v)]


def _chosen_player(steps) -> dict:
    [name] = [s["choose"]["as"] for s in steps if "choose" in s and "players" in json.dumps(s["choose"]["from"])]
    return {"var": name}


# -- B: "each other player" ---------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "{H} Target opponent draws two cards. Each other player draws a card.",
    "{J} Target opponent sacrifices a Character. Each other player sacrifices a Character.",
    "{H} Choose a player. Each other player sacrifices a Character.",
    "{J} Target player discards a card. Then each other player draws a card.",
    "{J} Choose a player. They draw a card, then each other player draws a card.",
    "{J} Target player may draw a card. Each other player may discard a card.",
    # other wordings: an opponent chosen, not targeted; "they" acting between; you acting before the player named
    "{J} Choose an opponent. Each other player draws a card.",
    "{J} Target opponent discards a card. They draw a card. Each other player draws a card.",
    "{J} Draw a card. Target opponent discards a card. Each other player discards a card.",
    "{J} Target opponent may discard a card. If they do, each other player draws a card.",
])
def test_1_4_5_each_other_player_after_a_player_named_is_every_player_but_that_one(text):
    """Every player but the one named last, in turn: you among them (who: all, but that player); was: every
    player but you (who: others), the named player acting a second time."""
    steps = effect(text)
    [loop] = _loops(steps)
    assert loop["who"] == "all" and loop["but"] == _chosen_player(steps), loop


@pytest.mark.parametrize("text", [
    "{J} Each other player draws a card.",
    "{J} Draw a card. Each other player discards a card.",
    "{J} You may draw a card. Each other player may draw a card.",
])
def test_1_4_5_each_other_player_said_alone_or_after_you_is_every_player_but_you(text):
    [loop] = _loops(effect(text))
    assert loop["who"] == "others" and "but" not in loop, loop


@pytest.mark.parametrize("text, words", [
    # you act after another player was named: you, or that player?
    ("{J} Target opponent discards a card. Draw a card. Each other player draws a card.", "named before you"),
    ("{J} Choose a player. Draw a card. Each other player discards a card.", "named before you"),
    # the trigger names an opponent
    ("When an opponent plays a Character — Each other player draws a card.", "named before you"),
    # players were named, no one of them
    ("{J} Each opponent discards a card. Each other player draws a card.", "players were"),
    # the player was chosen in a branch: maybe not at all
    ("{J} If you control a Plant, target opponent draws a card. Each other player draws a card.", "in a branch"),
])
def test_each_other_player_that_could_leave_out_either_is_refused_at_the_words(text, words):
    e = refused(text)
    assert words in e.message and "'each player'" in e.message, e.message
    assert e.column == text.index("Each other") + 1, (e.column, e.message)


# -- C: "your" in another player's steps ----------------------------------------------------------------------

@pytest.mark.parametrize("text, said", [
    ("{J} Target opponent chooses a Character in your Expeditions. It gains [[Asleep]].",
     {"in_marker": {"markers": {"owner": MINE}}}),
    ("{J} Each opponent draws a card for each Character in your Expeditions.",
     {"in_marker": {"markers": {"owner": MINE}}}),
    ("{R} Target opponent exhausts one of your Mana Orbs.", {"zone": "Mana", "owner": MINE}),
    ("{R} Target opponent discards a Character in one of your Expeditions.",
     {"in_marker": {"markers": {"owner": MINE}}}),
    ("{J} Each player chooses a Character in your Expeditions. It gains [[Asleep]].",
     {"in_marker": {"markers": {"owner": MINE}}}),
    ("{J} Target opponent returns a Character with Hand Cost {3} or less in your Expeditions to its owner's hand.",
     {"in_marker": {"markers": {"owner": MINE}}}),
    ("{J} Target opponent chooses a Character in your Hero Expedition. It gains [[Asleep]].",
     {"in_marker": {"markers": {"owner": MINE, "side": "hero"}}}),
    # other wordings: the adjective "your", "one of your" of objects in play, "your" in a value, not a noun
    ("{J} Target opponent exhausts your Characters.", {"controller": MINE}),
    ("{J} Target opponent chooses one of your Characters. It gains [[Asleep]].", {"controller": MINE}),
    ("{J} Each opponent draws X cards, where X is the number of regions between your Hero and Companion.",
     {"regions_between": MINE}),
])
def test_7_2_3_a_your_in_another_players_steps_is_the_abilitys_controllers(text, said):
    """What another player does (as_player, each_player) names the card's controller where the card says
    "your", as "you control" and "your Reserve" already did; "you" there is the player doing it (1.4.7.b)."""
    steps = effect(text)
    theirs = [s.get("as_player") or s.get("each_player") for s in steps if {"as_player", "each_player"} & set(s)]
    done = json.dumps([t["do"] for t in theirs])
    for key, value in said.items():
        assert json.dumps({key: value})[1:-1] in done, (key, done)
    assert '"owner": "you"' not in done and '"regions_between": "you"' not in done, done


@pytest.mark.parametrize("text, said", [
    ("{J} Choose a Character in your Expeditions. It gains [[Asleep]].", {"markers": {"owner": "you"}}),
    ("{R} Exhaust one of your Mana Orbs.", {"owner": "you"}),
    ("{J} Target opponent sacrifices a Character they control.", {"controller": "you"}),
])
def test_your_said_by_you_and_they_said_by_another_still_read_as_before(text, said):
    """Your own steps: "you" (you do them); "they control" in another's steps: that player's ("you" there)."""
    done = json.dumps(effect(text))
    for key, value in said.items():
        assert json.dumps({key: value})[1:-1] in done, (key, done)


def test_7_3_36_a_another_player_sacrificing_a_character_in_your_expeditions_is_refused():
    """One sacrifices only what one controls (7.3.36.a); what is in your Expeditions you control (7.5.4.a): as
    "Target opponent sacrifices one of your Characters", refused at the verb (it once read: one of their own,
    in their Expeditions). Yours, sacrificed by you, reads."""
    text = "{R} Target opponent sacrifices a Character in one of your Expeditions."
    e = refused(text)
    assert e.column == text.index("sacrifices") + 1 and "the text names others" in e.message, (e.column, e.message)
    assert effect("{R} Sacrifice a Character in one of your Expeditions.")[0]["choose"]["from"]["controller"] == "you"


# -- played at a table of four ----------------------------------------------------------------------------------

@pytest.fixture()
def table(catalog):
    return table_of_four(catalog)


def _run(book, game, catalog, text):
    """The effect of a card of seat 0's, in its Reserve ("I"; "my controller" is seat 0)."""
    me = put(game, _trooper(catalog), 0, "Reserve")
    book.compiler.effect(effect(text))(Ctx(game, 0, source=me))


def _trooper(catalog):
    return next(c for c in catalog if c.name == "Ordis Trooper")


def _hands(game) -> list[int]:
    return [len(game.zones[("Hand", seat)].objs) for seat in range(4)]


def test_1_4_5_at_a_table_of_four_each_other_player_but_the_target_draws(table, catalog):
    """The target (one opponent) draws two; every other player, you too, one (the old reading: the target
    three, you none)."""
    book, game = table
    before = _hands(game)
    _run(book, game, catalog, "{H} Target opponent draws two cards. Each other player draws a card.")
    drawn = [a - b for a, b in zip(_hands(game), before)]
    assert drawn[0] == 1 and sorted(drawn[1:]) == [1, 1, 2], drawn


def test_7_2_3_a_at_a_table_of_four_the_target_chooses_among_your_characters(table, catalog):
    """Yours (seat 0) and the target's (seat 1) Characters in the Expeditions: the one the target chooses is
    yours (the old reading: the target's own)."""
    book, game = table
    empty(game, "Expedition")
    mine = put(game, _trooper(catalog), 0, "Expedition", sub="hero")
    theirs = [put(game, _trooper(catalog), seat, "Expedition", sub="hero") for seat in (1, 2, 3)]
    _run(book, game, catalog, "{J} Target opponent chooses a Character in your Expeditions. It gains [[Asleep]].")
    assert mine.statuses.get("Asleep") and not any(o.statuses.get("Asleep") for o in theirs)


def test_7_2_3_a_at_a_table_of_four_each_opponent_counts_your_characters(table, catalog):
    """Two Characters in your Expeditions, none in theirs: each opponent draws two (the old reading: none)."""
    book, game = table
    empty(game, "Expedition")
    for sub in ("hero", "companion"):
        put(game, _trooper(catalog), 0, "Expedition", sub=sub)
    before = _hands(game)
    _run(book, game, catalog, "{J} Each opponent draws a card for each Character in your Expeditions.")
    assert [a - b for a, b in zip(_hands(game), before)] == [0, 2, 2, 2]


def test_7_2_3_a_at_a_table_of_four_the_target_exhausts_one_of_your_mana_orbs(table, catalog):
    book, game = table
    orbs = [list(game.zones[("Mana", seat)].objs) for seat in range(4)]
    assert all(orbs) and not any(o.statuses.get("Exhausted") for seat in orbs for o in seat)
    _run(book, game, catalog, "{R} Target opponent exhausts one of your Mana Orbs.")
    assert [sum(bool(o.statuses.get("Exhausted")) for o in seat) for seat in orbs] == [1, 0, 0, 0]
