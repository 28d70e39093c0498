"""The Landmark zone of the Comprehensive Rules v5.0: one shared zone, each player's Landmarks being
the part of it they control, and Clean-up keeping each player's own (numbers here are v5.0 ones;
rules_yaml/editions/5.0/landmark-zone-shared.yaml). Under v3.0 each player had a Landmark zone."""
from __future__ import annotations

import pytest

from altered.loading.errors import DesignError
from altered.loading.yamlio import load_text

from test_rules_night import hero_with_limits, names
from test_rules_v5_objects import run
from altered.simulation.layout import run_daily_effect


def take_control(board, player, obj):
    run(board, player, "- do: {Take Control: {what: {var: x}}}", x=[obj])


def test_1_2_3_e_3_1_2_a_3_2_7_a_one_shared_visible_landmark_zone_holds_every_players_landmarks(board5, book5):
    game = board5.game
    spec = book5.zones["Landmark"]
    assert (spec.scope, spec.visibility) == ("shared", "visible")
    shared = sorted(z for z, s in book5.zones.items() if s.scope == "shared")
    assert shared == ["Adventure", "Expedition", "Landmark", "Limbo"]               # the four of 1.2.3.e
    mine = board5.put("Kelon Cylinder", 0, "Landmark")
    theirs = board5.put("Armored Jammer", 1, "Landmark")
    [zone] = game.zone_instances("Landmark")                                     # only one in the game
    assert zone.owner is None and zone.objs == [mine, theirs]
    assert game.zone_instances("Landmark", 0) == game.zone_instances("Landmark", 1) == [zone]
    assert game.objects("Landmark", 0) == [mine] and game.objects("Landmark", 1) == [theirs]
    seen = game.observation(0)                                                   # visible: both see both parts
    assert [c.name for c in seen.cards("Landmark", 1)] == ["Armored Jammer"]
    assert [c.name for c in seen.cards("Landmark", 0)] == ["Kelon Cylinder"]


def test_1_2_3_f_six_personal_zones_one_per_player(board5, book5):
    game = board5.game
    personal = sorted(z for z, s in book5.zones.items() if s.scope == "personal")
    assert personal == ["Deck", "Discard", "Hand", "Hero", "Mana", "Reserve"]
    for name in personal:
        a, b = game.zone_instances(name)
        assert (a.owner, b.owner) == (0, 1) and a is not b


def test_3_2_7_a_taking_a_landmark_is_no_zone_change(board5):
    game = board5.game
    theirs = board5.put("Armored Jammer", 1, "Landmark", counters={"kelon": 2})
    take_control(board5, 0, theirs)
    assert game.objects("Landmark", 0) == [theirs] and game.objects("Landmark", 1) == []
    assert not theirs.gone and theirs.owner == 1 and theirs.counters == {"kelon": 2}   # the same object
    assert game.zone_instances("Landmark") == [theirs.zone]


def test_4_2_5_c_clean_up_keeps_each_players_landmarks_by_control_up_to_their_limit(board5):
    game = board5.game
    hero_with_limits(board5, 0, reserve=2, landmark=1)
    hero_with_limits(board5, 1, reserve=2, landmark=1)
    mine = board5.put("Kelon Cylinder", 0, "Landmark")
    taken = board5.put("Armored Jammer", 1, "Landmark")
    kept = board5.put("Brassbug Hive", 1, "Landmark")
    take_control(board5, 0, taken)                    # player 1 now controls two Landmarks, player 2 one
    start = len(game.events)
    board5.answer(0, "Armored Jammer")                # player 1 keeps the one they took
    run_daily_effect(game, "Clean-up")
    choices = [e for e in game.events[start:] if e["e"] == "choice"]
    assert [e["player"] for e in choices] == [0]      # player 2's one Landmark is within their limit
    assert game.objects("Landmark", 0) == [taken] and game.objects("Landmark", 1) == [kept]
    assert names(game.objects("Discard", 0)) == ["Kelon Cylinder"] and mine.gone
    assert game.objects("Discard", 1) == []


def test_4_2_5_c_a_negative_limit_keeps_nothing(board5):
    game = board5.game
    hero_with_limits(board5, 0, reserve=-1, landmark=-2)
    for name in ("Kappa", "Mowgli"):
        board5.put(name, 0, "Reserve")
    board5.put("Kelon Cylinder", 0, "Landmark")
    board5.put("Armored Jammer", 1, "Landmark")       # player 2 (limits 2 and 2) keeps theirs
    start = len(game.events)
    run_daily_effect(game, "Clean-up")
    assert [e for e in game.events[start:] if e["e"] == "choice"] == []         # they choose 0: nothing to ask
    assert game.objects("Reserve", 0) == [] and game.objects("Landmark", 0) == []
    assert names(game.objects("Discard", 0)) == ["Kappa", "Kelon Cylinder", "Mowgli"]
    assert names(game.objects("Landmark", 1)) == ["Armored Jammer"]


def test_3_2_7_a_a_card_put_into_the_shared_zone_joins_the_landmarks_of_the_player_putting_it(board5):
    """Player 1 puts player 2's Character in "your Landmark zone": one zone for both, so it joins
    player 1's part and player 1 controls it (under v3.0 it would go to its owner's own zone)."""
    game = board5.game
    theirs = board5.put("Kappa", 1, "Expedition", sub="hero")
    run(board5, 0, "- move: {what: {var: x}, to: Landmark}", x=[theirs])
    [kappa] = game.objects("Landmark", 0)
    assert (kappa.name, kappa.owner, kappa.controller) == ("Kappa", 1, 0)
    assert game.objects("Landmark", 1) == [] and kappa.zone is game.zone("Landmark", 1)   # the one zone


def test_4_2_5_c_landmarks_over_the_limit_are_sacrificed_the_reserve_discarded(board5, catalog):
    """Moonlight Jellyfish ("When I'm sacrificed, if I was not [[Fleeting]] — Put me in Reserve"), put
    in a Landmarks with a limit of 0, is sacrificed at Clean-up and comes back to Reserve; the same
    card over the reserve limit is only discarded (the seeds discard both)."""
    game = board5.game
    hero_with_limits(board5, 0, reserve=0, landmark=0)
    board5.put(catalog.find("BTG-154-R"), 0, "Landmark")
    board5.put(catalog.find("BTG-154-R"), 0, "Reserve")
    start = len(game.events)
    run_daily_effect(game, "Clean-up")
    game.runtime.check_reactions()
    assert [e["card"] for e in game.events[start:] if e["e"] == "reaction"] == ["Moonlight Jellyfish"]
    assert names(game.objects("Reserve", 0)) == ["Moonlight Jellyfish"]
    assert names(game.objects("Discard", 0)) == ["Moonlight Jellyfish"] and game.objects("Landmark", 0) == []


@pytest.mark.parametrize("text, message", [
    ("- move: {what: self, to: Discard, sacrifice_from: [Landmarks]}", "unknown zone 'Landmarks'"),
    ("- move: {what: self, to: Discard, sacrifice_from: [Landmark], expedition: {markers: all}}",
     "sacrifice_from: and expedition: don't go together"),
])
def test_4_2_5_c_the_sacrifice_from_of_a_move_is_checked(book5, text, message):
    with pytest.raises(DesignError) as e:
        book5.compiler.effect(load_text(text, "clean-up.yaml"))
    assert str(e.value).startswith("clean-up.yaml:1:") and message in str(e.value)
