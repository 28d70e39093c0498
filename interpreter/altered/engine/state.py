"""Mutable game state: objects, zone instances and expedition markers.

Definitions (cards, rules) are shared and immutable; everything here is
per game and kept small so that a game is cheap to create and clone.
"""
from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Callable, Final

if TYPE_CHECKING:                  # for the compiled build's native reads of a program's fields (README, "Speed")
    from ..effects.records import Program, ZoneSpec
    from ..loading.cards.model import CardDef

NO_DATA: Final[Any] = MappingProxyType({})     # the data of the events that carry none (most moves): read only, shared
# game.vars: the id of a card's object in the transit zone while it is played -> (the card as it was before it was
# played, the zone it was played from) (5.1.2); its move out of there, and the event "played", carry them as the
# event's data under PLAYED_AS, for "{J} If I was in your Reserve" / "If I was played from your Reserve" (6.3.k)
BEFORE_PLAYED: Final = "before_played"
PLAYED_AS: Final = "played_as"
# game.vars: the cards played this Day, in the order they counted as played (v5.0 5.1.2.k: as they started resolving;
# v3.0: once resolved): [(day, phase, player, the card as it was before it was played)], for "The first Spell you
# play each Afternoon": the first is the first of that kind played in that phase, before the ability began to work
# or by the card itself (costs.py, Costs.first_each)
PLAYED_TODAY: Final = "played_today"


def fields(cls: type) -> tuple[str, ...]:
    """The instance fields of a record class of the engine: its ``__slots__``, or in a compiled build
    (setup.py), where a class keeps its fields in a C struct, those mypyc lists."""
    return tuple(getattr(cls, "__mypyc_attrs__", None) or cls.__dict__.get("__slots__", ()))


class Obj:
    """An object or a card in a zone (1.2.2, 2.1).

    Moving an object makes a new one (1.4.4, 2.1.d): ``card_no`` follows the
    physical card through its moves, ``id`` does not.  Tokens have no card_no.
    Made by Game.new_obj and by a move (Actions._do_move), every field given.
    """
    __slots__ = ("id", "card", "card_no", "owner", "controller", "zone", "sub",
                 "statuses", "counters", "ts", "face_down", "gone", "granted", "prog", "gained")
    id: int
    card: CardDef             # its printed card (a token's and a region's too: rulebook.made_card)
    card_no: int | None       # physical card number, None for tokens and regions
    owner: int | None         # player index (1.1.3.c)
    controller: int | None
    zone: Zone
    sub: str | None           # subzone name inside a shared zone
    statuses: dict            # name -> True, insertion ordered
    counters: dict            # name -> count
    ts: int                   # timestamp (2.2.15)
    face_down: bool
    gone: bool                # ceased to exist (moved away or removed)
    granted: tuple            # keywords granted by effects
    prog: Program             # the card's compiled abilities
    gained: tuple             # abilities this object gained (programs), e.g. by playing it with Scout

    def __init__(self, id: int, card: CardDef, card_no: int | None, owner: int | None, controller: int | None, zone: Any,
                 sub: str | None, statuses: dict, counters: dict, ts: int, face_down: bool, gone: bool,
                 granted: tuple, prog: Program, gained: tuple) -> None:
        self.id = id
        self.card = card
        self.card_no = card_no
        self.owner = owner
        self.controller = controller
        self.zone = zone
        self.sub = sub
        self.statuses = statuses
        self.counters = counters
        self.ts = ts
        self.face_down = face_down
        self.gone = gone
        self.granted = granted
        self.prog = prog
        self.gained = gained

    @property
    def name(self) -> str:
        return self.card.name

    def __repr__(self) -> str:
        where = self.zone.label if self.zone else "-"
        return f"<{self.card.name}#{self.id} in {where}>"


# whether this module is compiled (setup.py): there a call of Obj is as fast as the assignments new_object does
COMPILED: Final = hasattr(Obj, "__mypyc_attrs__")
_new: Final[Callable[[type], Any]] = object.__new__


def former(o: Obj) -> Obj:
    """What ``o`` is now, kept as a former object (2.1.h): what an object that changes controller without a move
    (7.3.6, 7.3.40) was before, read by "that opponent" after it as a moved object's former one is."""
    return Obj(o.id, o.card, o.card_no, o.owner, o.controller, o.zone, o.sub, dict(o.statuses), dict(o.counters),
               o.ts, o.face_down, True, o.granted, o.prog, o.gained)


def new_object(id: int, card: CardDef, card_no: int | None, owner: int | None, controller: int | None, zone: Any,
               sub: str | None, ts: int, face_down: bool, prog: Program) -> Obj:
    """A new object with no status, counter, granted keyword or gained ability, as ``Obj(...)`` makes it: in the
    interpreted build without the call of ``__init__``, which CPython 3.11 makes slowly (an object a move)."""
    if COMPILED:
        return Obj(id, card, card_no, owner, controller, zone, sub, {}, {}, ts, face_down, False, (), prog, ())
    o: Obj = _new(Obj)
    o.id = id
    o.card = card
    o.card_no = card_no
    o.owner = owner
    o.controller = controller
    o.zone = zone
    o.sub = sub
    o.statuses = {}
    o.counters = {}
    o.ts = ts
    o.face_down = face_down
    o.gone = False
    o.granted = ()
    o.prog = prog
    o.gained = ()
    return o


class Zone:
    """One zone instance: a shared zone, or one player's personal zone."""
    __slots__ = ("name", "owner", "spec", "objs", "label")
    name: str
    owner: int | None
    spec: ZoneSpec           # what the rule book says of the zone (zones.yaml)
    objs: list[Obj]
    label: str

    def __init__(self, name, owner, spec, label):
        self.name = name
        self.owner = owner        # None for shared zones
        self.spec = spec
        self.objs = []            # index 0 is the top of an ordered zone (3.2.2.b)
        self.label = label

    def __len__(self):
        return len(self.objs)

    def __repr__(self):
        return f"<Zone {self.label}: {len(self.objs)}>"


class Marker:
    """An expedition marker on the Adventure track (1.3.1.b)."""
    __slots__ = ("player", "sub", "pos", "start", "step", "moved_today", "moved_forward_today", "statuses")
    player: int
    sub: str
    pos: int
    start: int
    step: int
    moved_today: bool
    moved_forward_today: bool
    statuses: dict

    def __init__(self, player: int, sub: str, pos: int, step: int) -> None:
        self.player = player
        self.sub = sub            # the subzone (expedition) it stands for
        self.pos = pos            # index of its region in the track
        self.start = pos
        self.step = step          # +1 or -1: the direction of "forward" (7.3.17.a)
        self.moved_today = False            # moved at all this day (the log's "positions" line)
        self.moved_forward_today = False    # moved forward this day (4.2.5.b); a move backwards is not
        self.statuses = {}        # an Expedition's statuses (2.4.1.b), e.g. Ascended

    @property
    def travelled(self) -> int:
        return abs(self.pos - self.start)

    def __repr__(self):
        return f"<Marker p{self.player} {self.sub} at {self.pos}>"


class Player:
    __slots__ = ("index", "name", "agent", "passed")
    index: int
    name: Any
    agent: Any
    passed: bool

    def __init__(self, index: int, name: Any, agent: Any) -> None:
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
    new: Obj | None
    frm: str | None
    to: str | None
    frm_sub: str | None
    to_sub: str | None
    player: int | None
    cause: str | None
    data: Any

    def __init__(self, kind: str, ts: int, obj: Any, new: Any, frm: str | None, to: str | None, frm_sub: str | None,
                 to_sub: str | None, player: int | None, cause: str | None, data: Any) -> None:
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

    @staticmethod
    def make(kind: str, ts: int, obj: Any = None, new: Any = None, frm: str | None = None, to: str | None = None,
             frm_sub: str | None = None, to_sub: str | None = None, player: int | None = None, cause: str | None = None,
             data: Any = None) -> Event:
        """A new event, its fields named (Event(...) takes them all, in order)."""
        return Event(kind, ts, obj, new, frm, to, frm_sub, to_sub, player, cause, data)

    def __repr__(self):
        return f"<Event {self.kind} {self.obj} {self.frm}->{self.to}>"


class Notes:
    """What a study keeps of one game as it is played (simulation/record.py), kept by the engine when a
    game is made with notes (Position.notes; None, the default: nothing noted): per seat the cards played
    and how often each by name, the physical cards that came to where their owner plays from out of a
    zone the owner cannot see (drawn), and whether the win came after the day's last phase."""
    __slots__ = ("played", "plays_by_card", "drawn", "won_after_the_day")
    played: list[int]
    plays_by_card: list[dict[str, int]]
    drawn: set[int]
    won_after_the_day: bool

    def __init__(self, seats: int) -> None:
        self.played = [0] * seats
        self.plays_by_card = [{} for _ in range(seats)]
        self.drawn = set()
        self.won_after_the_day = False

    def copy(self) -> Notes:
        n = Notes(0)
        n.played = list(self.played)
        n.plays_by_card = [dict(d) for d in self.plays_by_card]
        n.drawn = set(self.drawn)
        n.won_after_the_day = self.won_after_the_day
        return n

    def play(self, seat: int, name: str) -> None:
        self.played[seat] += 1
        plays = self.plays_by_card[seat]
        plays[name] = plays.get(name, 0) + 1
