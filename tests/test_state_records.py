"""The records a game makes by the thousand, and the compiled abilities it reads all the time, are
``__slots__`` records: no per-object dict (smaller, faster attribute access, cheap copies)."""
from __future__ import annotations

from altered.abilities import Program, Quick, Reaction
from altered.abilities.passives import Passive
from altered.decisions import Decision, RandomAgent
from altered.effects import Ctx
from altered.game import Game
from altered.state import Event, Marker, Obj, Player, Zone


def test_state_records_have_no_instance_dict(book, decks):
    game = Game(book, decks, [RandomAgent(1), RandomAgent(2)], seed=1)
    game.setup()
    records = [game.players[0], next(z for z in game.zones.values()), game.markers[0],
               next(o for z in game.zones.values() for o in z.objs), Event.make("move", 0),
               Ctx(game, 0), Decision(0, "turn", "", [], [])]
    assert {type(r) for r in records} == {Player, Zone, Marker, Obj, Event, Ctx, Decision}
    for r in records:
        assert not hasattr(r, "__dict__"), f"{type(r).__name__} has a __dict__"


def test_compiled_abilities_have_no_instance_dict():
    for cls in (Program, Passive, Reaction, Quick):
        assert "__slots__" in vars(cls) and "__dict__" not in vars(cls), cls.__name__
