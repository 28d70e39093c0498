""""they control", "the others" and "an opponent's" zone (issue: every reading checked against its meaning; an
outside audit of invented texts).

"... they control" with no player named before it was read as "you control" ("When a Character an opponent
controls gains [[Asleep]] — Each Character they control gains [[Asleep]]": your Characters fell asleep). It
names the player a target, a reaction's player or "each opponent" named (7.2.4.a), and is refused where none
was, as "They draw a card" already was: a card an opponent controls names no one player ("an opponent" is any
of them), so "they" is not read as its controller (say "controlled by its controller").

"the others" after a plain choice was read as the card chosen but itself (nothing): it is the rest of the cards
the choice was made among ("Choose a Character you control. Sacrifice the others."), as it is the rest of the
cards revealed (3.2.2 example); after "Each opponent chooses a card in their Reserve", the rest of each one's, in
their turn. Where nothing was chosen, or the choice is out of reach, refused at the words.

"each card in an opponent's Reserve" (and the top card, and a count) was read as every opponent's together,
as "each opponent's" is, which differs at a table of more than two: refused at "an opponent's", as a condition
of this shape already was. One card chosen there, or a card a trigger or a passive tests, still reads.

Played by tests/scenarios/v5/6.5-the-others-after-a-choice-are-the-rest-of-what-it-chose-among.yaml and
1.4.7.b-each-opponent-keeps-the-card-chosen-and-the-others-are-discarded.yaml (test cards:
tests/data/v5/audit-they-cards.yaml), and at a table of four below.
"""
from __future__ import annotations

import pytest

from altered.cardtext.api import parse_abilities
from altered.effects import Ctx
from altered.simulation.layout import put
from readings import effect, refused, table_of_four


def controllers(data):
    """Every value a filter in ``data`` gives its ``controller`` key, in order."""
    if isinstance(data, dict):
        return ([data["controller"]] if "controller" in data else []) + [
            c for k, v in data.items() for c in controllers(v)]
    if isinstance(data, list):
        return [c for v in data for c in controllers(v)]
    return []


# -- A. "they control" (7.2.4.a) ---------------------------------------------------------------------------

@pytest.mark.parametrize("text, start", [
    ("When a Character an opponent controls gains [[Asleep]] — Each Character they control gains [[Asleep]].",
     "Each"),
    ("When a Character an opponent controls gains [[Asleep]] — Each other Character they control gains "
     "[[Asleep]].", "Each"),
    ("When a Character an opponent controls gains [[Asleep]] — Target Character they control gains [[Asleep]].",
     "Target"),
    ("When a Character an opponent controls is sacrificed — Each Character they control gains [[Asleep]].",
     "Each"),
    ("When a Character joins an opponent's Expedition — Each Character they control gains [[Asleep]].", "Each"),
    ("{J} Send to Reserve target Character an opponent controls. Each Character they control gains [[Asleep]].",
     "Each"),
    ("{J} Target Character an opponent controls gains [[Asleep]]. I gain 1 boost for each Character they "
     "control.", "each Character"),
    ("{J} Discard target card from an opponent's Reserve. Each Character they control gains [[Asleep]].", "Each"),
    ("{J} Send target Character to Reserve. Each Character they control gains [[Asleep]].", "Each"),
    ("{J} Each Character they control gains [[Asleep]].", "Each"),
    ("{J} Draw a card. Target Character they control gains 1 boost.", "Target"),
    ("{J} I gain 1 boost for each Landmark they control.", "each Landmark"),
    # nothing is chosen in a trigger's or a passive's own words: "they" there names no one either
    ("When a Character they control is sacrificed — I gain 1 boost.", "Character they"),
    ("Characters they control have +1/+1/+1.", "Characters"),
])
def test_7_2_4_a_they_control_naming_no_player_is_refused_at_its_noun(text, start):
    """7.2.4.a: "they" names a player said before it; "a Character an opponent controls" names none (any
    opponent), nor does a zone's owner: refused at its words, never read as "you control"."""
    e = refused(text)
    assert "'they' names no player chosen before it" in e.message and "controlled by its controller" in e.message, e
    assert e.column == text.rindex("they control") + 1, (e.column, e.message)


@pytest.mark.parametrize("text, player", [
    ("When an opponent plays a Character — Each Character they control gains [[Asleep]].",
     {"var": "trigger_player"}),
    ("{J} Target opponent draws a card. Each Character they control gains [[Asleep]].", {"var": "target"}),
    ("{J} Target opponent draws a card. I gain 1 boost for each Character they control.", {"var": "target"}),
    ("{J} Each opponent draws a card. Each Character they control gains [[Asleep]].", {"var": "player"}),
])
def test_they_control_names_the_player_named_before_it(text, player):
    """The player the trigger, a target or "each opponent" named (that loop's player, in each turn)."""
    assert controllers(effect(text)) == [player], effect(text)


@pytest.mark.parametrize("text", [
    "{J} Target opponent sacrifices a Character they control.",
    "{J} Each opponent sacrifices a Character they control.",
])
def test_they_control_in_what_a_player_does_is_theirs(text):
    """1.4.7.b: in the steps another player does, "they" is that player ("you" there)."""
    assert controllers(effect(text)) == ["you"], effect(text)


def test_controlled_by_its_controller_is_what_to_write_instead():
    """The refusal's advice reads: the target's controller."""
    text = ("{J} Target Character an opponent controls gains [[Asleep]]. Each Character controlled by its "
            "controller gains 1 boost.")
    assert controllers(effect(text)) == ["opponent", {"controller_of": {"var": "target"}}], effect(text)


# -- B. "the others" -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, rest", [
    ("{J} Choose a Character you control. Sacrifice the others.", {"type": "Character", "controller": "you"}),
    ("{J} Choose a card in your Reserve. Discard the others.", {"zone": "Reserve", "owner": "you"}),
    ("{J} Choose a Character in my Expedition. The others gain [[Asleep]].",
     {"type": "Character", "in_marker": {"marker_of": "self"}}),
    ("{J} Choose two Characters you control. Sacrifice the others.", {"type": "Character", "controller": "you"}),
    # the opponent chose among their own: the rest of theirs (1.4.7.b)
    ("{J} Target opponent chooses a card in their Reserve. Discard the others.",
     {"zone": "Reserve", "owner": {"var": "target"}}),
    ("{J} Target opponent chooses a Character they control. Send the others to Reserve.",
     {"type": "Character", "controller": {"var": "target"}}),
])
def test_the_others_are_the_rest_of_what_the_choice_was_made_among(text, rest):
    """The cards the choice was made among but the ones chosen (was: the chosen but themselves, nothing)."""
    steps = effect(text)
    [name] = [s["choose"]["as"] for s in _walk(steps) if "choose" in s and "players" not in s["choose"]["from"]]
    [(_, spec)] = steps[-1].items()
    what = (next(iter(spec.values())) if "do" in steps[-1] else spec)["what"]
    assert what == {**rest, "not": {"var": name}}, what


def _walk(steps):
    for s in steps:
        yield s
        for body in s.values():
            if isinstance(body, dict) and isinstance(body.get("do"), list):
                yield from _walk(body["do"])


def test_the_others_of_another_card_leave_out_me_too():
    """"another" chose among the others than me: the rest of those is neither me nor the chosen."""
    what = effect("{J} Choose another Character you control. Sacrifice the others.")[-1]["do"]["Sacrifice"]["what"]
    assert what["not"] == {"concat": ["self", {"var": "chosen"}]}, what


def test_the_others_after_revealed_cards_are_still_the_rest_of_those():
    """3.2.2 example: "Discard the other cards" after a choice among cards revealed is the rest of them all."""
    steps = effect("{J} Reveal the top three cards of your deck. Put one in your hand and discard the others.")
    assert steps[-1]["do"]["Discard"]["what"] == {"among": {"var": "revealed"}, "not": {"var": "chosen"}}, steps


def test_1_4_7_b_the_others_after_each_opponent_chooses_is_done_in_each_turn():
    """Each opponent keeps the card they chose: the rest of their own Reserve is discarded in their turn of the
    loop (was: one step after it, on the chosen but themselves)."""
    [loop] = effect("{J} Each opponent chooses a card in their Reserve. Discard the others.")
    turn = loop["each_player"]["do"]
    assert turn[0]["choose"]["from"] == {"zone": "Reserve", "owner": "you"}, turn
    [step] = turn[1]["as_player"]["do"]
    assert step["do"]["Discard"]["what"] == {"zone": "Reserve", "owner": {"var": loop["each_player"]["as"]},
                                             "not": {"var": "chosen"}}, step


@pytest.mark.parametrize("text, message", [
    ("{J} Draw a card. Discard the others.", "nothing is chosen before it"),
    ("{J} Each opponent chooses a card in their Reserve and discards the others.", "in a sentence of its own"),
    ("{J} Each opponent chooses a card in their Reserve. Each player draws a card. Discard the others.",
     "in a sentence of its own"),
])
def test_the_others_with_no_choice_in_reach_is_refused_at_the_words(text, message):
    e = refused(text)
    assert message in e.message and e.column == text.rindex("the others") + 1, (e.column, e.message)


@pytest.fixture(scope="module")
def table(catalog):
    return table_of_four(catalog)


def test_at_a_table_of_four_each_opponent_keeps_one_card_of_their_reserve(table, catalog):
    """Every opponent (not only one, not you) is left with the one card they chose; your Reserve is untouched."""
    book, game = table
    cards = [c for c in catalog if c.type == "Character" and not c.text][:2]
    for seat in range(4):
        for card in cards:
            put(game, card, seat, "Reserve")
    before = {seat: len(game.zones[("Reserve", seat)].objs) for seat in range(4)}
    steps = effect("{J} Each opponent chooses a card in their Reserve. Discard the others.")
    hero = next(o for o in game.zones[("Hero", 0)].objs)       # the source: "you" is its controller, seat 0
    book.compiler.effect(steps)(Ctx(game, 0, hero))
    after = {seat: len(game.zones[("Reserve", seat)].objs) for seat in range(4)}
    assert after == {0: before[0], 1: 1, 2: 1, 3: 1}, (before, after)


# -- C. "an opponent's" zone ---------------------------------------------------------------------------------

@pytest.mark.parametrize("text, message", [
    ("{J} Discard each card in an opponent's Reserve.", "its cards"),
    ("{J} Exhaust each card in an opponent's Reserve.", "its cards"),
    ("{J} Exhaust all cards in an opponent's Reserve.", "its cards"),
    ("{J} Exhaust each Character in an opponent's Expedition zone.", "its cards"),
    ("{J} I gain 1 boost for each card in an opponent's Reserve.", "the number of its cards"),
    ("{J} I gain 1 boost per card in an opponent's Reserve.", "the number of its cards"),
    ("{J} Put the top card of an opponent's deck in their Reserve.", "its top cards"),
    ("{J} Look at the top three cards of an opponent's deck.", "its top cards"),
    ("{J} Discard each card in your opponent's Reserve.", "its cards"),
])
def test_every_card_of_an_opponents_zone_is_refused_at_its_words(text, message):
    """One opponent's zone, and which one is not said: read as every opponent's (as "each opponent's") it is
    other cards at a table of more than two, as the condition of this shape is refused."""
    e = refused(text)
    assert message in e.message and "'target opponent's'" in e.message, e
    said = "an opponent's" if "an opponent's" in text else "your opponent's"
    assert e.column == text.index(said) + 1, (e.column, e.message)


@pytest.mark.parametrize("text", [
    "{J} Discard target card from an opponent's Reserve.",
    "{J} Discard a card from an opponent's Reserve.",
    "{H} You may exhaust target card in an opponent's Reserve, then roll a die.",
    "When a card leaves an opponent's Reserve — I gain 1 boost.",
    "Cards in your opponent's Reserve can't gain counters.",
    "If a Character would be sent to an opponent's Reserve, instead put it in your hand.",
    "{J} Discard each card in each opponent's Reserve.",
    "{J} Exhaust all cards in target opponent's Reserve.",
])
def test_one_card_of_an_opponents_zone_or_every_opponents_still_reads(text):
    """One card chosen among them all is in one opponent's zone; a trigger or a passive tests each card."""
    assert parse_abilities(text)
