"""The position: everything a game changes, one record, each field declared once with how a copy
of the state treats it (snapshot.py copies by these kinds).  As python-chess's ``BaseBoard`` beside
its ``Board``: the Game (machine.py, game.py) adds the rule book, the table, the parts doing the work,
their caches and hooks, which a copy shares or makes anew, and the pause of the state API (pause.py).

The copy kinds (``field(metadata=...)`` of each field):
  scalar  a value replaced whole, never changed in place
  list, dict  a shallow copy (the items are immutable)
  mapped  copied with the objects, zones, markers and contexts it holds mapped to the copy's
  own     copied by code of its own in snapshot.py (the zones and their objects, the random generator...)
"""
from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass, field
from typing import Any

from mypy_extensions import mypyc_attr

from ..effects.abilities.presence import NOTHING_SEEN
from ..effects.host import Host
from .state import Event, Marker, Notes, Player, Zone

KINDS = ("scalar", "list", "dict", "mapped", "own")
SCALAR, LIST, DICT, MAPPED, OWN = ({"copy": kind} for kind in KINDS)


def _unseeded() -> random.Random:
    return random.Random(0)


@mypyc_attr(allow_interpreted_subclasses=True)    # scenarios, soaks and the viewer make their own kinds
@dataclass(eq=False, repr=False, slots=True)
class Position(Host):
    """The state of one game that a copy copies: the fields below, each with its copy kind.  The Game
    it is the base of is the host of effects (effects/host.py): a trait, so that compiled effect code
    reads the game's fields and calls its methods natively."""
    # where the game is: the day, the phase, the step resolving now (for modifiers "during" it and the log)
    day: int = field(default=0, metadata=SCALAR)
    phase: str | None = field(default=None, metadata=SCALAR)
    effect_name: str | None = field(default=None, metadata=SCALAR)   # the daily effect resolving now
    rule: str | None = field(default=None, metadata=SCALAR)          # the rule of the step resolving now
    source_name: str | None = field(default=None, metadata=SCALAR)   # the card whose ability resolves now
    over: bool = field(default=False, metadata=SCALAR)
    winner: int | None = field(default=None, metadata=SCALAR)
    decisions: int = field(default=0, metadata=SCALAR)               # decisions made so far
    starting_player: int | None = field(default=None, metadata=SCALAR)
    skipped: tuple = field(default=(), metadata=SCALAR)   # daily effects not played today (a format's day limit)
    # the position in the day loop (flow.py)
    stage: str = field(default="setup", metadata=SCALAR)
    phase_index: int = field(default=0, metadata=SCALAR)
    effect_index: int = field(default=0, metadata=SCALAR)
    moved_at_phase: int = field(default=0, metadata=SCALAR)
    # identities and change counters
    last_id: int = field(default=0, metadata=SCALAR)
    timestamp: int = field(default=0, metadata=SCALAR)     # 2.2.15.b-c: a new object gets a larger one
    version: int = field(default=0, metadata=SCALAR)       # bumped by every change, to cache derived facts
    presence: int = field(default=0, metadata=SCALAR)      # bumped by changes to which abilities work
    presence_seen: Any = field(default=NOTHING_SEEN, metadata=SCALAR)   # who is in every Expedition of theirs
    # the players and the table as play changed it
    out: frozenset = field(default=frozenset(), metadata=SCALAR)   # players who left (skipped in turn)
    faces: dict | None = field(default=None, metadata=SCALAR)      # the facing Expeditions once re-paired
    players: list[Player] = field(default_factory=list, metadata=OWN)
    rng: random.Random = field(default_factory=_unseeded, metadata=OWN)   # the game seeds it
    # the cards, zones, objects and markers
    cards: list = field(default_factory=list, metadata=LIST)     # physical cards by card_no: (CardDef, owner)
    known: list[int] = field(default_factory=list, metadata=LIST)   # card_no -> bit mask of who knows where (3.1.3)
    zones: dict[tuple[str, int | None], Zone] = field(default_factory=dict, metadata=OWN)
    adventure_zone: Any = field(default=None, metadata=OWN)     # the Adventure's zone (a Zone, once set up)
    markers: list[Marker] = field(default_factory=list, metadata=OWN)
    # id of a former object -> state.LastKnown: what passives gave it just before it moved (2.1.h)
    last_known: dict = field(default_factory=dict, metadata=DICT)
    vars: dict[str, Any] = field(default_factory=dict, metadata=MAPPED)   # the rules' variables
    # abilities at work: events to hear, emblems, durations, counts of use
    pending_events: list[Event] = field(default_factory=list, metadata=MAPPED)
    payloads: dict = field(default_factory=dict, metadata=OWN)   # emblem id -> (effect, ctx): Emblem-Reactions waiting
    ongoing: dict = field(default_factory=dict, metadata=OWN)    # emblem id -> (source, program): Ongoing Emblems
    delayed: list = field(default_factory=list, metadata=OWN)
    later_in_step: list = field(default_factory=list, metadata=OWN)
    durations: dict = field(default_factory=dict, metadata=DICT)
    reaction_uses: dict = field(default_factory=dict, metadata=DICT)    # 1.4.6: counted per day
    quick_uses: dict = field(default_factory=dict, metadata=DICT)
    setup_ctx: Any = field(default=None, metadata=MAPPED)      # the context the setup steps share
    # what the game's abilities let the runtime skip (Working.FACTS, in order): replaced whole at each change
    abilities: tuple | None = field(default=None, metadata=SCALAR)
    # the log
    events: list = field(default_factory=list, metadata=OWN)
    notices: list = field(default_factory=list, metadata=LIST)
    # what a study notes of the game (state.Notes), None when not asked (simulation/record.py)
    notes: Notes | None = field(default=None, metadata=OWN)


def plan(cls: type, known: tuple[str, ...] = KINDS) -> dict[str, tuple[str, ...]]:
    """The fields of a record class by copy kind: {kind: (field, ...)}, every kind present."""
    kinds = {f.name: f.metadata.get("copy") for f in dataclasses.fields(cls)}
    unknown = {k for k in kinds.values() if k not in known}
    if unknown:
        raise ValueError(f"unknown kinds of field {sorted(map(str, unknown))} (known: {', '.join(known)})")
    return {kind: tuple(n for n, k in kinds.items() if k == kind) for kind in known}


POSITION_KINDS = plan(Position)
