"""Mutable game state: objects, zone instances and expedition markers.

Definitions (cards, rules) are shared and immutable; everything here is
per game and kept small so that a game is cheap to create and clone.
"""
from __future__ import annotations

from types import MappingProxyType
from typing import Any

_new = object.__new__
NO_DATA: Any = MappingProxyType({})     # the data of the events that carry none (most moves): read only, shared


class Obj:
    """An object or a card in a zone (1.2.2, 2.1).

    Moving an object makes a new one (1.4.4, 2.1.d): ``card_no`` follows the
    physical card through its moves, ``id`` does not.  Tokens have no card_no.
    Made by Game.new_obj, and by a move (Actions._do_move), without a call of the class.
    """
    __slots__ = ("id", "card", "card_no", "owner", "controller", "zone", "sub",
                 "statuses", "counters", "ts", "face_down", "gone", "granted", "prog", "gained")
    id: int
    card: Any                 # CardDef (or a token / region definition)
    card_no: int | None       # physical card number, None for tokens and regions
    owner: int | None         # player index (1.1.3.c)
    controller: int | None
    zone: Any                 # Zone instance
    sub: str | None           # subzone name inside a shared zone
    statuses: dict            # name -> True, insertion ordered
    counters: dict            # name -> count
    ts: int                   # timestamp (2.2.15)
    face_down: bool
    gone: bool                # ceased to exist (moved away or removed)
    granted: tuple            # keywords granted by effects
    prog: Any                 # the card's compiled abilities (abilities.Program)
    gained: tuple             # abilities this object gained (programs), e.g. by playing it with Scout

    @property
    def name(self) -> str:
        return self.card.name

    def __repr__(self) -> str:
        where = self.zone.label if self.zone else "-"
        return f"<{self.card.name}#{self.id} in {where}>"


class Zone:
    """One zone instance: a shared zone, or one player's personal zone."""
    __slots__ = ("name", "owner", "spec", "objs", "label")

    def __init__(self, name, owner, spec, label):
        self.name = name
        self.owner = owner        # None for shared zones
        self.spec = spec          # ZoneSpec from the rulebook
        self.objs = []            # index 0 is the top of an ordered zone (3.2.2.b)
        self.label = label

    def __len__(self):
        return len(self.objs)

    def __repr__(self):
        return f"<Zone {self.label}: {len(self.objs)}>"


class Marker:
    """An expedition marker on the Adventure track (1.3.1.b)."""
    __slots__ = ("player", "sub", "pos", "start", "step", "moved_today", "statuses")

    def __init__(self, player, sub, pos, step):
        self.player = player
        self.sub = sub            # the subzone (expedition) it stands for
        self.pos = pos            # index of its region in the track
        self.start = pos
        self.step = step          # +1 or -1: the direction of "forward" (7.3.17.a)
        self.moved_today = False
        self.statuses = {}        # an Expedition's statuses (2.4.1.b), e.g. Ascended

    @property
    def travelled(self) -> int:
        return abs(self.pos - self.start)

    def __repr__(self):
        return f"<Marker p{self.player} {self.sub} at {self.pos}>"


class Player:
    __slots__ = ("index", "name", "agent", "passed")

    def __init__(self, index, name, agent):
        self.index = index
        self.name = name
        self.agent = agent
        self.passed = False


class LastKnown:
    """What a former object was that the object itself does not keep (2.1.h, 6.3.e): the statistics and
    keywords passives gave it and the abilities it had been granted, just before it moved.  Its place,
    statuses, counters and controller stay on the former object, which nothing changes any more (2.1.i)."""
    __slots__ = ("stats", "keywords", "abilities")

    def __init__(self, stats=None, keywords=None, abilities=None):
        self.stats = stats            # {statistic: value} or None (then read from the former object)
        self.keywords = keywords      # tuple of keyword names or None
        self.abilities = abilities    # tuple of programs gained or granted, or None


class Event:
    """What one atomic action did (1.2.7), kept until reactions have been activated (6.3.g)."""
    __slots__ = ("kind", "obj", "new", "frm", "to", "frm_sub", "to_sub", "player", "cause", "data", "ts")
    kind: str
    ts: int
    obj: Any
    new: Any
    frm: str | None
    to: str | None
    frm_sub: str | None
    to_sub: str | None
    player: int | None
    cause: str | None
    data: Any

    @staticmethod
    def make(kind, ts, obj=None, new=None, frm=None, to=None, frm_sub=None, to_sub=None, player=None, cause=None,
            data=None) -> Event:
        """A new event (not ``Event(...)``: a call of the class costs more; a move writes the same out)."""
        self = _new(Event)
        self.kind = kind
        self.ts = ts              # the timestamp counter when it happened: older objects existed before it
        self.obj = obj            # the object acted on (the old object for a move)
        self.new = new            # the new object a move made
        self.frm = frm
        self.to = to
        self.frm_sub = frm_sub
        self.to_sub = to_sub
        self.player = player      # who did it (1.4.7)
        self.cause = cause        # e.g. the keyword action that made the move
        self.data = data or NO_DATA
        return self

    def __repr__(self):
        return f"<Event {self.kind} {self.obj} {self.frm}->{self.to}>"
