"""'That opponent' names the one opponent the ability named before it (7.2.4.a), never any opponent. An outside
audit found it read as "your opponent does" -- at a table of several every opponent acted -- after a trigger
naming an opponent's object or Expedition ("When a Character an opponent controls goes to Reserve", "When a
Character joins an opponent's Expedition") and after an effect naming one ("Return target Character an opponent
controls ...", "Target opponent discards ...", "Choose an opponent."). The one mechanism: whatever names one
opponent before it (who did what the trigger says, whose zone, Expedition or object it is, a target or a choice)
is whom "that opponent" names next (discourse.Scope.trigger_player); where nothing named one, it is refused at its
words. Played below at a table of four (rules_yaml/variants/ffa.yaml)."""
from __future__ import annotations

import pytest

from altered.effects import Ctx
from altered.simulation.layout import put
from altered.cardtext.api import parse_abilities
from readings import effect, refused, table_of_four

CONTROLLER_THEN = {"controller_of": {"was": "it"}}       # 6.3.j: its controller as it was, before it moved
EXPEDITION_PLAYER = {"player_of": {"marker_of": "it"}}   # 7.5.4.a: the player whose Expedition it is


def _who(steps):
    """Who does the one step another player does."""
    [step] = [s for s in steps if "as_player" in s]
    return step["as_player"]["who"]


@pytest.mark.parametrize("text, who", [
    ("When a Character an opponent controls goes to Reserve — That opponent draws a card.", CONTROLLER_THEN),
    ("When a Character an opponent controls is sacrificed — That opponent draws a card.", CONTROLLER_THEN),
    ("When a Character an opponent controls gains [[Asleep]] — That opponent draws a card.", CONTROLLER_THEN),
    ("When a Character an opponent controls leaves the Expedition zone — That opponent discards a card from their "
     "hand.", CONTROLLER_THEN),
    ("When a Character leaves an opponent's Expedition — That opponent draws a card.", EXPEDITION_PLAYER),
    ("When a Character joins an opponent's Expedition — That opponent may draw a card.", EXPEDITION_PLAYER),
    ("When a card leaves an opponent's Reserve — That opponent draws a card.", {"owner_of": "it"}),
    ("When an opponent plays a Character — That opponent draws a card.", {"var": "trigger_player"}),
])
def test_7_2_4_a_that_opponent_after_a_trigger_is_the_one_it_names(text, who):
    """1.2.5, 6.3.j: the controller of the trigger's object as it was when the event happened; 7.5.4.a: the
    player of the Expedition it joined or left; 1.4.3.a: the owner of a card in a personal zone."""
    assert _who(effect(text)) == who


def test_that_opponent_after_it_gains_a_status_is_its_controller_not_any_opponent():
    steps = effect("When a Character an opponent controls gains [[Asleep]] — It gains [[Anchored]] and that "
                   "opponent draws a card.")
    assert _who(steps) == CONTROLLER_THEN, steps


@pytest.mark.parametrize("text, who", [
    ("{H} Return target Character an opponent controls to its owner's hand. That opponent draws a card.",
     {"controller_of": {"was": {"var": "target"}}}),
    ("{H} Target Character an opponent controls gains [[Asleep]]. That opponent may draw a card.",
     {"controller_of": {"was": {"var": "target"}}}),
    ("{H} Discard target card from an opponent's Reserve. That opponent draws a card.",
     {"owner_of": {"var": "target"}}),
    ("{H} Target opponent discards a card from their hand. That opponent draws a card.", {"var": "target"}),
    ("{H} Choose an opponent. That opponent discards a card from their hand.", {"var": "chosen"}),
])
def test_7_2_4_a_that_opponent_after_an_effect_is_the_one_it_chose(text, who):
    """6.5.b: the target's controller when it was chosen (it may have left since: as it was), the owner of a
    card chosen in a Reserve (1.4.3.a), the opponent targeted or chosen."""
    steps = effect(text)
    assert who in [s["as_player"]["who"] for s in steps if "as_player" in s], steps


@pytest.mark.parametrize("text", [
    "{H} That opponent draws a card.",
    "When you play a Character — That opponent draws a card.",
    "{H} Each opponent draws a card. That opponent draws a card.",
    "{H} Target player discards a card from their hand. That opponent draws a card.",
])
def test_that_opponent_naming_no_one_opponent_is_refused_at_its_words(text):
    """Nothing before it names one opponent ('each opponent' names them all, 'target player' may be me): which
    one is meant, the text does not say -- refused where 'That opponent' is, saying what to write."""
    e = refused(text)
    at = text.lower().rindex("that opponent")
    assert e.column == at + 1 and "name them first" in e.message, e


def test_that_opponent_of_the_bundled_roll_this_way_is_whom_the_rolling_ability_named():
    """'When you roll a 1-3 this way — That opponent targets ...' (a printed card): the opponent is the one the
    card's other ability named before rolling, which its roll keeps (the owner of the card it targeted in a
    Reserve, 1.4.3.a) and the trigger binds; played at a table of four in test_cardtext_audit_maybe."""
    [first, second] = parse_abilities("{H} You may exhaust ({T}) target card in an opponent's Reserve, then roll a "
                                      "die. When you roll a 1-3 this way — That opponent targets a card in your "
                                      "Reserve. Exhaust it.")
    assert "'opponent': {'owner_of': {'var': 'target'}}" in str(first)
    assert _who(second["reaction"]["effect"]) == {"var": "that-opponent"}


@pytest.fixture(scope="module")
def table(catalog):
    return table_of_four(catalog)


def _hands(game):
    return {seat: len(game.zones[("Hand", seat)].objs) for seat in range(4)}


def _drawn(game, before):
    return {seat: n - before[seat] for seat, n in _hands(game).items()}


@pytest.mark.parametrize("seat", [1, 2, 3])
def test_at_a_table_of_four_only_the_controller_of_the_character_draws(table, catalog, seat):
    """The reaction played for seat 0 with seat ``seat``'s Character, now [[Asleep]], as its object: that seat
    draws and no other (the old reading made every opponent draw)."""
    book, game = table
    trooper = next(c for c in catalog if c.name == "Ordis Trooper")
    it = put(game, trooper, seat, "Expedition", statuses=("Asleep",))
    before = _hands(game)
    steps = effect("When a Character an opponent controls gains [[Asleep]] — That opponent draws a card.")
    book.compiler.effect(steps)(Ctx(game, 0, vars={"it": it}))
    assert _drawn(game, before) == {s: int(s == seat) for s in range(4)}


@pytest.mark.parametrize("seat", [1, 3])
def test_at_a_table_of_four_the_player_of_the_expedition_joined_draws(table, catalog, seat):
    """7.5.4.a: the Expedition it joined is seat ``seat``'s: that seat draws, no other."""
    book, game = table
    trooper = next(c for c in catalog if c.name == "Ordis Trooper")
    it = put(game, trooper, seat, "Expedition")
    before = _hands(game)
    steps = effect("When a Character joins an opponent's Expedition — That opponent draws a card.")
    book.compiler.effect(steps)(Ctx(game, 0, vars={"it": it}))
    assert _drawn(game, before) == {s: int(s == seat) for s in range(4)}


def test_at_a_table_of_four_the_controller_of_the_target_returned_draws(table, catalog):
    """The target chosen is seat 1's Character (the first option); it goes back to its owner's hand, and its
    controller as it was then (6.3.j) draws: seat 1 gets the Character and a card, no one else anything."""
    book, game = table
    for seat in range(4):
        for o in list(game.zones[("Expedition", None)].objs):
            if o.controller == seat and seat != 1:
                game.zones[("Expedition", None)].objs.remove(o)
    trooper = next(c for c in catalog if c.name == "Ordis Trooper")
    put(game, trooper, 1, "Expedition")
    before = _hands(game)
    steps = effect("{H} Return target Character an opponent controls to its owner's hand. That opponent draws "
                   "a card.")
    book.compiler.effect(steps)(Ctx(game, 0))
    assert _drawn(game, before) == {0: 0, 1: 2, 2: 0, 3: 0}


def test_at_a_table_of_four_the_opponent_chosen_discards(table):
    """'Choose an opponent. That opponent discards ...': the choice is used (it was dropped, and every
    opponent discarded): the one chosen discards, no one else."""
    book, game = table
    before = _hands(game)
    steps = effect("{H} Choose an opponent. That opponent discards a card from their hand.")
    ctx = Ctx(game, 0)
    book.compiler.effect(steps)(ctx)
    [chosen] = ctx.vars["chosen"]
    assert chosen in (1, 2, 3) and _drawn(game, before) == {s: -int(s == chosen) for s in range(4)}
