"""The records abilities compile to: a card's Program, its quick actions, reactions and passive
abilities; and the rule book's records of a zone (ZoneSpec) and of a phase of the day (Phase).  A module of their own so that the
compiled build (setup.py) makes them native classes: the engine reads their fields at every question
it asks (a zone's at every move), each read one load instead of a look-up."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class Quick:
    costs: list            # [fn(game, ctx, pay: bool) -> bool]
    effect: Any
    support: bool
    text: str
    index: int
    condition: Any = None      # "You can only activate this if ..."


@dataclass(slots=True)
class Reaction:
    kinds: tuple           # event kinds that can activate it
    match: Any             # fn(event, ctx) -> bool (binds ctx.vars)
    condition: Any         # fn(ctx) -> bool or None
    effect: Any
    support: bool
    self_move: bool        # 6.3.c-d: activated after the event by the object that moved
    symbol: str | None     # J, H, R (7.5.1)
    text: str
    index: int
    moves_to: frozenset | None = None    # a self-move reaction: the zones a move must go to to match (None: any)


@dataclass(slots=True)
class Program:
    keywords: list = field(default_factory=list)      # [(name, value)]
    keyword_names: tuple = ()                         # their names, in order (an object's own keywords)
    statuses: list = field(default_factory=list)      # printed statuses, e.g. a Fleeting spell (2.4.6.b)
    quick: list[Quick] = field(default_factory=list)
    reactions: list[Reaction] = field(default_factory=list)
    passives: list[Passive] = field(default_factory=list)
    effect: Any = None
    unsupported: list = field(default_factory=list)   # (text, reason)
    kinds: frozenset = frozenset()                    # the event kinds its reactions listen to
    watched: frozenset = frozenset()                  # those heard of other objects than the one moved (6.3.c)
    # the zones its own move must go to for a reaction of its own to hear it (None: any zone, or none hears it)
    self_moves_to: frozenset | None = None
    errors: list = field(default_factory=list)        # DesignErrors of the text, with file, line and column

    @property
    def empty(self) -> bool:
        return not (self.keywords or self.statuses or self.quick or self.reactions or self.passives or self.effect)


@dataclass(slots=True)
class Passive:
    kind: str
    text: str
    support: bool
    when: Any = None               # fn(ctx) -> bool: a condition ("unless you control two Plants")
    to: Any = None                 # fn(obj, ctx) -> bool: what it applies to
    keyword: str | None = None
    value: Any = None
    abilities: list = field(default_factory=list)   # granted ability data
    cost: dict = field(default_factory=dict)        # change / min / paying
    also: Any = None
    by: Any = None                 # fn(ctx) -> player whose plays it concerns
    next: bool = False
    first_each: str | None = None
    action: str | None = None
    modifier: Any = None           # a rules.Modifier
    effect: Any = None
    only: Any = None               # ignore: the period; limit: the phase; terrain: the terrain it leaves
    source: str | None = None      # on_play: the zone the card is played from ("from your Reserve")
    vars: dict | None = None       # names bound by the effect that created an Ongoing Emblem (6.3.h)
    terrain: Any = None            # cant advance due to this terrain only: it is ignored (4.2.4.c)
    reads: frozenset = frozenset()  # what other passives may change that it reads (see reads_of; 2.3.2.e-f)
    fixed: bool = False            # ``to`` reads only what an object keeps until it moves (selectors.fixed_test)


@dataclass(slots=True)
class Phase:
    """A phase of the day (day.yaml): the flow reads its fields at every step of the day."""
    name: str
    rule: str
    turns: bool
    effects: list = field(default_factory=list)   # [(name, rule, fn)]


class ZoneSpec:
    """What zones.yaml says of a zone (its comments say what each field means), the defaults filled in;
    ``data`` is the mapping as written."""

    def __init__(self, name: str, data: dict) -> None:
        self.name = name
        self.data = data
        self.scope: str = data.get("scope", "personal")
        self.visibility: str = data.get("visibility", "visible")
        self.ordered: bool = data.get("ordered", False)
        self.in_play: bool = data.get("in_play", False)
        self.subzones: list = data.get("subzones", [])
        self.per_player: bool = data.get("per_player", False)
        # one zone in the game split among the players (its Expeditions, 3.2.4.b; "that player's Landmarks", v5.0
        # 3.2.7.b): a player's part of it, "your ... zone", is what they control (v5.0 7.5.5.a-b)
        self.parted: bool = self.scope == "shared" and bool(self.subzones or self.per_player)
        self.keeps_counters: bool = data.get("keeps_counters", True)
        self.keeps_statuses: bool = data.get("keeps_statuses", True)
        self.counters_on_leave: str = data.get("counters_on_leave", "keep")
        self.counters_kept_to: list = data.get("counters_kept_to", [])
        self.enter_status: list = data.get("enter_status", [])
        self.object_type: str | None = data.get("object_type")
        self.face_down: bool = data.get("face_down", False)
        self.owner_sees: bool = data.get("owner_sees", False)
        self.exchange: Any = data.get("exchange")
        self.joins: str = data.get("joins", "owner")
        self.capacity: Any = data.get("capacity")
        self.title: Any = data.get("title", name)
        self.rule: Any = data.get("rule")
