"""Conditions that outside audits found read differently from the card, each fixed as a class: the colon
form's scope (6.5.d), "Otherwise" after several conditions (6.5.e), "all/each ... are" (every one, not one)
and a place or a player said with "each" (each in turn, not all counted together).

Each test names the texts that showed the mistake and other wordings of the same shape. The ones that change
play are played by scenarios on test cards (tests/data/v5/audit-conditions-cards.yaml):
tests/scenarios/v5/6.5.d-if-colon-*.yaml, 6.5.d-if-each-other-character-is-boosted-means-each.yaml and
1.4.5-each-player-has-two-cards-in-reserve-is-each.yaml, each failing on the old reading.
"""
from __future__ import annotations

import pytest

from altered.cardtext.api import parse_abilities
from altered.loading.errors import DesignError
from readings import effect, refused


def ops(steps) -> list[str]:
    return [next(iter(s)) for s in steps]


# -- 6.5.d: "[trigger] If [condition]: [effect]" -- the whole effect after the colon ---------------------------

@pytest.mark.parametrize("text, inside", [
    ("At Dusk — If my Expedition is behind: Sacrifice me. Create two [Ordis Recruit 1/1/1] Soldier tokens "
     "in my Expedition.", ["do", "create"]),
    ("{H} If you control two or more Bureaucrats: Target Character gains [[Asleep]]. Draw a card.",
     ["choose", "gain", "do"]),
    ("{J} If I'm in {V}: I gain 1 boost. Draw a card.", ["counters", "do"]),
    ("{R} If you have three or more cards in Reserve: Draw a card. Then discard a card.", ["do", "choose", "do"]),
    ("{J} If an opponent controls a Landmark: Target opponent sacrifices a Landmark. You draw a card.", None),
    ("{J} If I'm in {V}: Target Character gains 2 boosts. Target Character other than it gains 1 boost.", None),
    # "If you don't" after the colon asks of what the colon's effect offered: not offered, nothing happens
    ("{J} If I'm in {V}: You may discard a card. If you don't, I gain [[Fleeting]].", ["may", "if"]),
    ("At Noon — If my Expedition is ahead: You may sacrifice a Character. If you don't, sacrifice me.",
     ["may", "if"]),
    # "Otherwise" after the colon is the else of what is inside it ("you may" here)
    ("{J} If I'm in {V}: You may discard a card. Otherwise, I gain 1 boost.", ["may", "if"]),
    # a comma-form condition inside the colon's effect keeps its own one sentence
    ("{J} If you control a Plant: if I'm in {V}, draw a card. I gain 1 boost.", ["if", "counters"]),
])
def test_6_5_d_every_sentence_after_the_colon_is_conditional(text, inside):
    """The colon form of unique cards: what follows the colon is the effect, every sentence of it, done only if
    the condition holds (once only its first sentence was: two Soldier tokens came every Dusk)."""
    steps = effect(text)
    assert ops(steps) == ["if"], steps
    assert "else" not in steps[0]
    then = steps[0]["then"]
    assert len(then) >= 2
    if inside is not None:
        assert ops(then) == inside, then


def test_6_5_d_the_comma_form_keeps_its_one_sentence():
    """"If X, A. B.": the condition is of A only (6.5.d: "If [condition], [do step]"); B is done either way."""
    steps = effect("{J} If I'm in {V}, I gain 1 boost. Draw a card.")
    assert ops(steps) == ["if", "do"]
    assert ops(steps[0]["then"]) == ["counters"]


def test_6_5_e_otherwise_after_a_colon_with_one_sentence_is_its_else():
    [step] = effect("{J} If I'm in {V}: Draw a card. Otherwise, I gain 1 boost.")
    assert ops(step["then"]) == ["do"] and ops(step["else"]) == ["counters"]
    [step] = effect("{J} If I'm in {V}: Draw a card. I gain 1 boost. Otherwise, I gain [[Fleeting]].")
    assert ops(step["then"]) == ["do", "counters"] and ops(step["else"]) == ["gain"]


# -- 6.5.e: "Otherwise" after two conditions ------------------------------------------------------------------

@pytest.mark.parametrize("text, column", [
    ("{H} If I'm in {V}, draw a card. If I'm in {M}, [Resupply]. Otherwise, I gain 1 boost.", 60),
    ("{J} If you control a Plant, draw a card. If you control a Spirit, I gain 1 boost. Otherwise, [Resupply].", 83),
    ("{J} If my Expedition is ahead, draw a card. If it's behind, [Resupply]. Otherwise, I gain 1 boost.", 73),
    ("{J} If you control a Plant, draw a card. Then, if you control a Spirit, I gain 1 boost. Otherwise, "
     "[Resupply].", 89),
])
def test_6_5_e_otherwise_after_two_conditions_is_refused_at_otherwise(text, column):
    """6.5.e defines "Otherwise" for one condition: "If [condition], [step one]. Otherwise [step two]", the
    condition evaluated once, then one step or the other. After two "If" sentences the rules do not say
    whether it is the else of the last one (what was read: with a Plant and no Spirit, both the draw and the
    Resupply happened) or of both ("neither"), which the card most likely means; and "neither" is not "not A
    and not B" tested again at "Otherwise": 6.5.d evaluates each condition just before its own step, and a
    step may change the next condition (6.5.e's own example). So the text is refused at "Otherwise", with a
    wording that reads: the last condition written in full."""
    e = refused(text)
    assert e.column == column, str(e)
    assert "'Otherwise' after two sentences beginning with 'If'" in e.message and "6.5.e" in e.message


def test_6_5_e_the_wording_the_message_offers_reads():
    steps = effect("{J} If you control a Plant, draw a card. If you control a Spirit, I gain 1 boost. If you don't "
                   "control a Plant and you don't control a Spirit, [Resupply].")
    assert ops(steps) == ["if", "if", "if"]
    assert set(steps[2]["if"]) == {"and"}


def test_6_5_e_one_condition_before_otherwise_still_reads():
    """One condition, or "If you do" after one (whose else holds when the condition before it did not, since
    nothing was done then): the else is settled and reads."""
    [step] = effect("{J} If you control a Plant, draw a card. Otherwise, [Resupply].")
    assert step["else"] == [{"do": "Resupply"}]
    steps = effect("{J} If you control a Plant, you may discard a card. If you do, draw a card. Otherwise, I gain "
                   "1 boost.")
    assert ops(steps) == ["if", "if"] and "did" in steps[1]["if"] and "else" in steps[1]
    steps = effect("{J} I gain 1 boost. If you control a Spirit, I gain 1 boost. Otherwise, [Resupply].")
    assert ops(steps) == ["counters", "if"] and "else" in steps[1]


# -- "all/each ... are": every one ---------------------------------------------------------------------------

@pytest.mark.parametrize("text, among", [
    ("{J} If all Characters in my Expedition are [[Boosted]]: I gain [[Anchored]].",
     {"type": "Character", "in_marker": {"marker_of": "self"}}),
    ("{J} If each Character in my Expedition is [[Boosted]]: Draw a card.",
     {"type": "Character", "in_marker": {"marker_of": "self"}}),
    ("{J} If each other Character you control is [[Boosted]]: Draw a card.",
     {"type": "Character", "controller": "you", "not": "self"}),
    ("{J} If each Character you control is [[Boosted]]: Draw a card.", {"type": "Character", "controller": "you"}),
    ("{J} If all Characters you control are [[Boosted]]: Each Character you control gains [[Anchored]].",
     {"type": "Character", "controller": "you"}),
    ("{J} If all cards in your Reserve are exhausted: Draw a card.", {"zone": "Reserve", "owner": "you"}),
    ("{J} If each card in your Reserve is exhausted: Draw a card.", {"zone": "Reserve", "owner": "you"}),
    ("{J} If all Characters in your Expeditions are [[Anchored]]: Draw a card.",
     {"type": "Character", "in_marker": {"markers": {"owner": "you"}}}),
])
def test_6_5_d_all_and_each_said_of_objects_hold_of_every_one(text, among):
    """"If all Characters in my Expedition are [[Boosted]]" was read "if one of them is" (one Boosted Character
    was enough); as "each of your Expeditions is behind" reads, it holds of each of them. Played:
    tests/scenarios/v5/6.5.d-if-each-other-character-is-boosted-means-each.yaml."""
    [step] = effect(text)
    every = step["if"]["every"]
    assert every["in"] == among
    assert "has_status" in every["test"]


def test_6_5_d_all_arent_is_none_and_one_is_still_one():
    """"All ... aren't [[Boosted]]" stays as it read (none of them is); "a Character ... is" stays one."""
    [step] = effect("{J} If all Characters in my Expedition aren't [[Boosted]]: I gain [[Anchored]].")
    assert set(step["if"]["every"]["test"]) == {"not"}
    [step] = effect("{J} If a Character in my Expedition is [[Boosted]], draw a card.")
    assert set(step["if"]) == {"exists"}


# -- "each" said of a place or a player: each in turn ---------------------------------------------------------

@pytest.mark.parametrize("text, column", [
    ("{J} If there are two or more Characters in each of your Expeditions: Draw a card.", 41),
    ("{J} If there are one or more Characters in each of your Expeditions: Draw a card.", 41),
    ("{J} If you control two or more Characters in each of your Expeditions: I gain 2 boosts.", 43),
    ("{J} If I'm in {V}: Target Character in each of your Expeditions gains 1 boost.", 37),
    ("{J} If I'm in {O}: Up to one target Character in each of your Expeditions gains 2 boosts.", 47),
    ("{J} If I'm in {O}: Sacrifice a Character in each of your Expeditions.", 42),
    ("{J} If I'm in {O}: Return a Character in each of your Expeditions to your hand.", 39),
    ("{H} If there are three or more cards in each player's Reserve: Draw a card.", 38),
    ("{J} Exhaust a card in each player's Reserve.", 20),
])
def test_a_place_said_with_each_is_refused_where_one_is_chosen_or_counted_in_each(text, column):
    """"Target Character in each of your Expeditions" is one target in each (two in all); "two or more
    Characters in each of your Expeditions" is two in each. Both were read as one choice or one count over the
    Expeditions together. A choice or a count per Expedition is not read yet: refused at the place."""
    e = refused(text)
    assert e.column == column, str(e)
    assert "is not read here: a place said with 'each'" in e.message
    assert "say it of each place in a sentence of its own" in e.message


def test_a_place_said_with_each_still_reads_where_all_are_meant():
    """Every object in each Expedition is every object in them all; a token created in each of them is one in
    each (the create step's own reading); "each of your Expeditions is behind" holds of each."""
    [step] = effect("{J} Each Character in each of your Expeditions gains 1 boost.")
    assert step["counters"]["what"] == {"type": "Character", "in_marker": {"markers": {"owner": "you"}}}
    [step] = effect("{J} Create an [Ordis Recruit 1/1/1] Soldier token in each of your Expeditions.")
    assert step["create"]["in"] == {"markers": {"owner": "you"}}
    [step] = effect("{J} If each of your Expeditions is behind, draw a card.")
    assert set(step["if"]) == {"every"}
    [step] = effect("{J} If each Character in each of your Expeditions is [[Boosted]], draw a card.")
    assert set(step["if"]) == {"every"}
    [step] = effect("{J} Exhaust all cards in each player's Reserve.")
    assert step["do"]["Exhaust"]["what"] == {"zone": "Reserve"}      # the keyword action (7.3.13 v5.0)
    # a number counts them together: one boost per card, whoever's Reserve it is in (a bundled text)
    [step] = effect("{J} I gain 1 boost per card in each player's Reserve.")
    assert step["counters"]["add"] == {"count": {"zone": "Reserve"}}


@pytest.mark.parametrize("text, who, count", [
    ("{J} If each player has three or more cards in Reserve: I gain 2 boosts.", "all", 3),
    ("{J} If each opponent has two or more cards in Reserve, draw a card.", "opponents", 2),
])
def test_1_4_5_each_player_has_holds_of_each_player(text, who, count):
    """"Each player has three or more cards in Reserve" was one count over every Reserve (three in mine and
    none in yours held). It holds of each player in turn (1.4.5). Played:
    tests/scenarios/v5/1.4.5-each-player-has-two-cards-in-reserve-is-each.yaml."""
    [step] = effect(text)
    every = step["if"]["every"]
    assert every["in"] == {"players": who}
    [(op, (counted, n))] = every["test"].items()
    assert op == "gte" and n == count
    assert counted["count"]["owner"] == {"var": every["as"]}


def test_a_player_named_once_still_has_one_count():
    [step] = effect("{J} If you have three or more cards in Reserve, draw a card.")
    assert step["if"] == {"gte": [{"count": {"zone": "Reserve", "owner": "you"}}, 3]}
    choose, test = effect("{J} If target opponent has three or more cards in Reserve, draw a card.")
    assert choose["choose"]["target"] is True
    assert test["if"]["gte"][0]["count"]["owner"] == {"var": choose["choose"]["as"]}
