"""Objects (section 2) and the vocabulary of abilities (section 7) of the Comprehensive Rules v3.0, played
through the engine on boards laid out by hand (tests/conftest.py)."""
from __future__ import annotations

from pathlib import Path

import pytest

from altered.simulation.layout import run_phase

pytestmark = pytest.mark.editions("3.0", "5.0")   # the rules these test say the same in v5.0


def _mana(board, player, n):
    for _ in range(n):
        board.put("Ordis Trooper", player, "Mana")


def _destinations(game, player, card):
    return sorted(sub or "" for o, _src, sub, _cost in game.plays.playable(player) if o is card)


def test_permanents_have_a_zone_type_expedition_or_landmark(catalog):
    """2.2.3.a, 2.2.3.b: every Permanent of both sets has a zone type, and it is Expedition or Landmark."""
    permanents = [c for c in catalog if c.type == "Permanent"]
    assert permanents
    assert {c.zone_type for c in permanents} == {"Expedition", "Landmark"}


def test_an_expedition_permanent_joins_an_expedition_of_its_controller(board):
    """2.2.3.d: Kelonic Heater (an Expedition Permanent) is played into one of its controller's Expeditions."""
    game = board.game
    _mana(board, 0, 2)
    heater = board.put("Kelonic Heater", 0, "Hand")
    assert _destinations(game, 0, heater) == ["companion", "hero"]
    [play] = [x for x in game.plays.playable(0) if x[0] is heater and x[2] == "companion"]
    game.plays.play_card(0, *play)
    assert [o.card.name for o in game.objects("Expedition", 0, "companion")] == ["Kelonic Heater"]
    assert game.objects("Landmark", 0) == []


def test_a_landmark_permanent_joins_the_landmark_zone_of_its_controller(board):
    """2.2.3.e: Kelon Cylinder (a Landmark Permanent) goes to its controller's Landmark zone, not an Expedition."""
    game = board.game
    _mana(board, 0, 1)
    cylinder = board.put("Kelon Cylinder", 0, "Hand")
    [play] = [x for x in game.plays.playable(0) if x[0] is cylinder]
    game.plays.play_card(0, *play)
    assert [o.card.name for o in game.objects("Landmark", 0)] == ["Kelon Cylinder"]
    assert game.objects("Expedition", 0) == [] and game.objects("Landmark", 1) == []


def test_playing_exhausted_cards_from_reserve_keeps_the_other_restrictions(board):
    """2.4.5.d: Kelonic Heater lets its controller play exhausted Characters from Reserve, but only into the
    Heater's Expedition and only by paying the Reserve cost: the other restrictions stay."""
    game = board.game
    board.put("Kelonic Heater", 0, "Expedition", sub="companion")
    trooper = board.put("Ordis Trooper", 0, "Reserve", statuses=["Exhausted"])
    assert _destinations(game, 0, trooper) == []                   # no mana: the cost still has to be paid
    _mana(board, 0, 3)
    assert _destinations(game, 0, trooper) == ["companion"]        # not the hero Expedition
    cylinder = board.put("Kelon Cylinder", 0, "Reserve", statuses=["Exhausted"])
    assert _destinations(game, 0, cylinder) == []                  # a Permanent: not a Character
    [play] = [x for x in game.plays.playable(0) if x[0] is trooper]
    game.plays.play_card(0, *play)
    assert [o.card.name for o in game.objects("Expedition", 0, "companion")] == ["Kelonic Heater", "Ordis Trooper"]


def test_abilities_work_only_in_play_and_a_matching_event_activates_a_reaction(board):
    """2.2.11.g: Arcolano Milk's Reaction ("When a Character joins my Expedition") does nothing from Reserve;
    7.3.1.a: in play, the joining Character is an event matching its trigger, which activates the Reaction
    (an Emblem in Limbo that resolves: the Character gains 1 boost and Fleeting)."""
    game = board.game
    _mana(board, 0, 4)
    board.put("Arcolano Milk", 0, "Reserve")
    first = board.put("Ordis Trooper", 0, "Hand")
    [play] = [x for x in game.plays.playable(0) if x[0] is first and x[2] == "hero"]
    game.plays.play_card(0, *play)
    game.runtime.check_reactions()
    assert board.events("reaction") == []
    [o] = game.objects("Expedition", 0, "hero")
    assert o.counters.get("boost", 0) == 0

    board.put("Arcolano Milk", 0, "Expedition", sub="companion")
    second = board.put("Ordis Trooper", 0, "Hand")
    [play] = [x for x in game.plays.playable(0) if x[0] is second and x[2] == "companion"]
    game.plays.play_card(0, *play)
    game.runtime.check_reactions()
    assert len(board.events("reaction")) == 1
    trooper = next(o for o in game.objects("Expedition", 0, "companion") if o.card.name == "Ordis Trooper")
    assert trooper.counters.get("boost") == 1 and game.has_status(trooper, "Fleeting")
    assert game.objects("Limbo") == []                             # the Emblem resolved and ceased to exist


def test_counters_have_names_and_a_quick_action_first_person_is_its_bearer(board):
    """2.5.c: Kelon counters and boosts are counted apart by their names; 7.2.1.c: "I gain 2 Kelon counters" in
    Kelon Cylinder's quick action gives them to the Cylinder itself, not to another object."""
    game = board.game
    cylinder = board.put("Kelon Cylinder", 0, "Landmark")
    other = board.put("Kelon Cylinder", 0, "Landmark", counters={"boost": 1})
    [(o, q)] = [(o, q) for o, q in game.runtime.quick_options(0) if o is cylinder and "I gain 2" in q.text]
    game.runtime.play_quick(0, o, q)
    game.runtime.check_reactions()
    [c1, c2] = game.objects("Landmark", 0)
    assert c1.counters == {"Kelon": 2}
    assert c2 is other and c2.counters == {"boost": 1}


def test_a_character_is_in_the_terrains_of_its_expeditions_region(board):
    """7.5.7.a, 7.5.7.b: The Snowman ("{J} Unless I'm in {O}, I gain Fleeting") is in {O} in its Hero
    Expedition, whose counter is on the Hero Region (every terrain), and not in its Companion Expedition,
    whose counter is on a revealed Tumult region without {O}."""
    game = board.game
    _mana(board, 0, 4)
    regions = game.adventure_zone.objs
    dry = next(i for i, r in enumerate(regions) if r.card.name == "Tumult" and "water" not in r.card.subtypes)
    regions[dry].face_down = False
    companion = next(m for m in game.markers if m.player == 0 and m.sub == "companion")
    companion.pos = dry
    for sub in ("hero", "companion"):
        snowman = board.put("The Snowman", 0, "Hand")
        [play] = [x for x in game.plays.playable(0) if x[0] is snowman and x[2] == sub]
        game.plays.play_card(0, *play)
        game.runtime.check_reactions()
    [in_water] = game.objects("Expedition", 0, "hero")
    [dry_one] = game.objects("Expedition", 0, "companion")
    assert not game.has_status(in_water, "Fleeting")
    assert game.has_status(dry_one, "Fleeting")


def test_a_counter_other_than_boost_does_nothing_by_itself(board):
    """2.5.i: three Kelon counters leave a Character's statistics and statuses as they were; one boost
    (2.5.1) does not."""
    game = board.game
    plain = board.put("Ordis Trooper", 0, "Expedition", sub="hero")
    kelon = board.put("Ordis Trooper", 0, "Expedition", sub="hero", counters={"Kelon": 3})
    boosted = board.put("Ordis Trooper", 0, "Expedition", sub="hero", counters={"boost": 1})
    stats = lambda o: [game.characteristic(o, t) for t in ("forest", "mountain", "water")]  # noqa: E731
    assert stats(kelon) == stats(plain)
    assert not game.has_status(kelon, "Boosted")
    assert stats(boosted) == [s + 1 for s in stats(plain)] and game.has_status(boosted, "Boosted")


def _with_test_cards(book, decks):
    from pathlib import Path

    from altered.loading.cards.catalog import load_catalog
    from altered.loading.paths import CARDS_DIR
    from conftest import Board
    return Board(book, load_catalog([CARDS_DIR, Path(__file__).parent / "data" / "rules" / "s7-cards.yaml"]), decks)


def test_a_this_turn_emblem_is_created_only_during_a_turn(book, decks):
    """2.2.14.a, 2.2.14.d: "The next card you play this turn costs {1} less" lasts "this turn"; from Noon Bell's
    At Noon Reaction, outside any turn, it is not created (the Armorer costs its full {3} in the Afternoon);
    from Turn Bell's {J}, played in a turn, it is (the Armorer played next costs {2})."""
    board = _with_test_cards(book, decks)
    game = board.game
    _mana(board, 0, 6)
    board.put("Noon Bell", 0, "Landmark")
    game.phase = "Noon"
    run_phase(game, "Noon")
    game.runtime.check_reactions()
    assert [e for e in board.events("reaction") if e["card"] == "Noon Bell"]
    assert [e.get("rule") for e in board.events("expired")] == ["2.2.14.d"]
    assert game.objects("Limbo") == []
    game.phase = "Afternoon"
    game.vars["turn_player"] = 0
    armorer = board.put("Foundry Armorer", 0, "Hand")
    [(_, _, _, cost)] = [x for x in game.plays.playable(0) if x[0] is armorer and x[2] == "hero"]
    assert cost == 3
    bell = board.put("Turn Bell", 0, "Hand")
    [play] = [x for x in game.plays.playable(0) if x[0] is bell]
    game.plays.play_card(0, *play)
    game.runtime.check_reactions()
    [(_, _, _, cost)] = [x for x in game.plays.playable(0) if x[0] is armorer and x[2] == "hero"]
    assert cost == 2


_BUGS = sorted((Path(__file__).parent / "scenarios" / "rules" / "known-bugs").glob("*.yaml"))


@pytest.mark.xfail(strict=True, reason="the engine plays this rule differently (a known bug, see the scenario's note)")
@pytest.mark.parametrize("path", _BUGS, ids=[p.stem for p in _BUGS])
def test_known_bug(path):
    """tests/scenarios/rules/known-bugs/: rules the engine plays differently today; once fixed, this test
    fails until the scenario moves up to tests/scenarios/rules/."""
    from altered.simulation.scenario import run_files
    [outcome] = run_files([path])
    assert outcome.passed, "\n".join(outcome.problems)
