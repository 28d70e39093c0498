"""The records a game makes by the thousand, and the compiled abilities it reads all the time, are
``__slots__`` records (or compiled classes, setup.py): no per-object dict (smaller, faster attribute
access, cheap copies)."""
from __future__ import annotations

from altered.effects.abilities import Program, Quick, Reaction
from altered.effects.abilities.passives import Passive
from altered.engine.decisions import Decision, RandomAgent
from altered.effects import Ctx
from altered.engine.game import Game
from altered.engine.state import Event, Marker, Obj, Player, Zone, fields


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
    """Slots in pure Python, native classes in the compiled build (which have no ``__slots__``): no dict either way."""
    records = [Program(), Passive("grant", "", False), Reaction(("move",), None, None, None, False, False, None, "", 0),
               Quick([], None, False, "", 0)]
    for r in records:
        assert not hasattr(r, "__dict__"), f"{type(r).__name__} has a __dict__"


def test_objects_made_by_moves_have_every_field(book, decks):
    """A move writes its new object out in place (actions.py): none of Obj's fields may be left unset."""
    game = Game(book, decks, [RandomAgent(1), RandomAgent(2)], seed=3)
    game.after_step = lambda g: g.day >= 3 and g.win(0)      # a few days of moves, then stop
    game.play()
    objs = [o for z in game.zones.values() for o in z.objs]
    assert any(o.ts > 100 for o in objs)                      # moved ones among them
    for o in objs:
        assert all(hasattr(o, f) for f in fields(Obj)), o


def test_events_made_by_moves_have_every_field(book, decks):
    """The events of moves and other actions are written out in place too (actions.py)."""
    game = Game(book, decks, [RandomAgent(1), RandomAgent(2)], seed=3)
    game.setup()
    assert "move" in game.runtime.heard
    # the move of a card whose own reactions hear it (the event of a move nothing can hear is not made)
    mover = next(o for z in game.zones.values() if z.name != book.discard_zone for o in z.objs
                 if "move" in o.prog.kinds and o.prog.self_moves_to)
    to = sorted(mover.prog.self_moves_to)[0]
    assert mover.zone.name != to
    game.actions.move([mover], to, Ctx(game, mover.owner))
    event = game.pending_events[-1]
    assert event.kind == "move" and all(hasattr(event, f) for f in fields(Event))
    game.actions.emit("move", obj=event.new)             # and so is the event of any other action
    event = game.pending_events[-1]
    assert event.obj is not None and all(hasattr(event, f) for f in fields(Event))


def test_a_move_no_reaction_can_hear_makes_no_event(book, decks):
    """6.3.g: an event is kept for the reactions that may hear it; a move no reaction of another object
    watches, of a card whose own reactions hear no move, would be dropped by flush_events: not made."""
    game = Game(book, decks, [RandomAgent(1), RandomAgent(2)], seed=3)
    game.setup()
    hand = game.zone(next(iter(book.play["from"])), 0)
    quiet = next(o for o in hand.objs if "move" not in o.prog.kinds)
    before = list(game.pending_events)
    new = game.actions.move([quiet], book.discard_zone, Ctx(game, 0))[0]
    assert not game.runtime.hears_move(new) and game.pending_events == before


def test_a_move_its_own_reactions_do_not_hear_makes_no_event(book, decks):
    """6.3.c: a self-move reaction ({J}: "When I join the Expedition zone") hears its object's move to the
    zones its trigger names only: a move elsewhere makes no event when no other reaction watches moves."""
    game = Game(book, decks, [RandomAgent(1), RandomAgent(2)], seed=3)
    game.setup()
    hand = game.zone(next(iter(book.play["from"])), 0)
    card = next(o for z in game.zones.values() if z is not hand for o in z.objs
                if o.owner == 0 and "move" in o.prog.kinds and o.prog.self_moves_to
                and hand.name not in o.prog.self_moves_to)
    before = list(game.pending_events)
    new = game.actions.move([card], hand.name, Ctx(game, 0))[0]
    assert not game.runtime.hears_move(new) and game.pending_events == before
