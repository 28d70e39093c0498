"""Last known information (v3.0 2.1.h; v5.0 6.3.j-k): an object that moved is read as it was just before
it moved, its place, statuses, counters, controller and what passives made of its characteristics.
The card scenarios (tests/scenarios/cards/card-lost-in-the-woods-*, card-haven-seiringar-*,
card-chrysalis-*) play the past-tense conditions and the places named through a moved object."""
from __future__ import annotations

import pytest

from altered.effects import Ctx

pytestmark = pytest.mark.editions("3.0", "5.0")


def test_a_former_object_keeps_the_statistics_passives_gave_it(board):
    """2.1.h: Winter Outfits makes a 3/1/1 Character 3/3/3 in its Expedition; once the Character is sent to
    Reserve and the Outfits discarded, the former object still reads 3/3/3 and the new one its printed
    statistics."""
    game = board.game
    outfits = board.put("Winter Outfits", 0, "Expedition", sub="hero")
    seiringar = board.put("Haven Seiringar", 0, "Expedition", sub="hero")
    stats = list(game.book.statistics)
    assert [game.characteristic(seiringar, s) for s in stats] == [3, 3, 3]
    [new] = game.actions.move([seiringar], "Reserve", Ctx(game, 0))
    game.actions.move([outfits], "Discard", Ctx(game, 0))       # what gave them is gone too
    assert seiringar.gone
    assert [game.characteristic(seiringar, s) for s in stats] == [3, 3, 3]
    assert [game.characteristic(new, s) for s in stats] == [3, 1, 1]


def test_a_former_object_keeps_the_keywords_passives_granted_it(board):
    """2.1.h: The Spindle makes the Characters its controller controls [Tough 2]; the former object of one
    sent to Reserve still has Tough, the new one (in Reserve, controlled by nobody) has not."""
    game = board.game
    board.put("The Spindle, Muna Bastion", 0, "Hero")
    kappa = board.put("Kappa", 0, "Expedition", sub="hero")
    assert "Tough" in game.runtime.obj_keywords(kappa)
    [new] = game.actions.move([kappa], "Reserve", Ctx(game, 0))
    assert "Tough" in game.runtime.obj_keywords(kappa)
    assert "Tough" not in game.runtime.obj_keywords(new)


def test_a_former_object_keeps_place_statuses_counters_and_controller(board):
    """2.1.h, 2.1.i: the former object is left as it was (zone, Expedition, statuses, counters, controller)
    and nothing changes it any more."""
    game = board.game
    kappa = board.put("Kappa", 0, "Expedition", sub="companion", statuses=["Asleep"], counters={"boost": 2})
    [new] = game.actions.move([kappa], "Reserve", Ctx(game, 0))
    assert (kappa.zone.name, kappa.sub, kappa.statuses, kappa.counters, kappa.controller) == \
        ("Expedition", "companion", {"Asleep": True}, {"boost": 2}, 0)
    game.actions.set_status([kappa], "Anchored", True, Ctx(game, 0))
    game.actions.add_counters([kappa], "boost", 1, Ctx(game, 0))
    assert kappa.statuses == {"Asleep": True} and kappa.counters == {"boost": 2}
    assert new.zone.name != "Expedition"
