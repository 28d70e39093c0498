"""Tables of players (``rules_yaml/multiplayer/NAME.yaml``): seats, teams, opponents, and which
Expedition faces which (formats.md §2: stored per Expedition, never derived from "the opponent").

Read and checked here; ``Game`` sits at the table the rules name (``table_for``): the player to the
left, opponents and facing Expeditions come from it (rules_yaml/multiplayer/README.md), until
players leave the game (``leave``).
"""
from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from pathlib import Path

from ..loading import schema as _schema
from ..loading import yamlio
from ..loading.errors import DesignError, raise_all
from ..loading.paths import RULES_DIR

TABLES_DIR = RULES_DIR / "multiplayer"


@dataclass
class Seating:
    name: str
    teams: list[str]                     # by seat, seat 1 first (clockwise)
    facing: dict = field(default_factory=dict)     # (seat, expedition) -> (seat, expedition)
    data: dict = field(default_factory=dict)
    file: str = ""

    @property
    def players(self) -> int:
        return len(self.teams)

    def left(self, seat: int) -> int:
        """The seat to the left (clockwise) of ``seat``."""
        return seat % self.players + 1

    def right(self, seat: int) -> int:
        return (seat - 2) % self.players + 1

    def faces(self, seat: int, expedition: str) -> tuple[int, str]:
        return self.facing[(seat, expedition)]

    def opponents(self, seat: int) -> list[int]:
        """The seats that are ``seat``'s opponents, clockwise from its left."""
        order = [(seat + i - 1) % self.players + 1 for i in range(1, self.players)]
        if self.data.get("opponents", "other_team") == "neighbours":
            return [s for s in order if s in (self.left(seat), self.right(seat))]
        return [s for s in order if self.teams[s - 1] != self.teams[seat - 1]]


def available_tables() -> list[str]:
    return sorted(p.stem for p in TABLES_DIR.glob("*.yaml"))


def load_seating(name_or_path, expeditions=None) -> Seating:
    """A table by name (``2v2``) or path, checked: every Expedition of every seat faces exactly one other,
    of another team, at a neighbouring seat. ``expeditions`` are the Expedition names (the subzones of
    zones.yaml by default)."""
    path = Path(name_or_path)
    if path.suffix not in (".yaml", ".yml"):
        path = TABLES_DIR / f"{name_or_path}.yaml"
        if not path.is_file():
            close = difflib.get_close_matches(str(name_or_path), available_tables(), n=3, cutoff=0.4)
            hint = f"did you mean {', '.join(close)}?" if close else f"known: {', '.join(available_tables())}"
            raise DesignError(f"no table {str(name_or_path)!r}; {hint}", str(path))
    if expeditions is None:
        from ..rulebook import load_rulebook
        expeditions = [s for z in load_rulebook().zones.values() for s in z.subzones]
    file = str(path)
    doc = yamlio.load_file(path)
    _schema.validate(doc, "seating.schema.json", file)
    teams = [s["team"] for s in doc["seats"]]
    if len(teams) != doc["players"]:
        raise DesignError(f"{len(teams)} seats for {doc['players']} players", file, *yamlio.position_of(doc, ["seats"]))
    seating = Seating(doc["name"], teams, {}, doc, file)
    errors: list[DesignError] = []
    for i, pair in enumerate(doc["facing"]):
        at = yamlio.position_of(doc, ["facing", i])
        ends = []
        for text in pair:
            seat, _, exp = text.partition(".")
            if not 1 <= int(seat) <= len(teams):
                errors.append(DesignError(f"no seat {seat} in {text!r} (seats 1 to {len(teams)})", file, *at))
            elif exp not in expeditions:
                near = difflib.get_close_matches(exp, expeditions, n=1)
                hint = f"did you mean {near[0]}?" if near else f"known: {', '.join(expeditions)}"
                errors.append(DesignError(f"no expedition {exp!r} in {text!r}; {hint}", file, *at))
            else:
                ends.append((int(seat), exp))
        if len(ends) != 2:
            continue
        (s1, e1), (s2, e2) = ends
        if s1 == s2:
            errors.append(DesignError(f"seat {s1} faces itself", file, *at))
        elif teams[s1 - 1] == teams[s2 - 1]:
            errors.append(DesignError(f"seats {s1} and {s2} are teammates: their expeditions never face "
                                      f"(formats.md §3.3)", file, *at))
        elif s2 not in (seating.left(s1), seating.right(s1)):
            errors.append(DesignError(f"seats {s1} and {s2} are not neighbours: a player races only the "
                                      f"players on their left and right (formats.md §2, §4.1)", file, *at))
        for end, other in ((ends[0], ends[1]), (ends[1], ends[0])):
            if end in seating.facing:
                errors.append(DesignError(f"{end[0]}.{end[1]} faces two expeditions", file, *at))
            seating.facing[end] = other
    wrong_pairs = bool(errors)             # a wrong pair already explains what faces nothing
    for seat in range(1, len(teams) + 1):
        for exp in expeditions:
            if (seat, exp) not in seating.facing and not wrong_pairs:
                errors.append(DesignError(f"{seat}.{exp} faces no expedition", file,
                                          *yamlio.position_of(doc, ["facing"])))
    raise_all(errors)
    return seating


_LOADED: dict = {}


def table_of(book) -> Seating:
    """The table these rules play at: ``setup.table`` (a variant sets it), else the standard 1v1;
    loaded once per rule book's Expeditions."""
    name = book.setup_spec.get("table", "1v1")
    expeditions = tuple(s for z in book.zones.values() for s in z.subzones)
    seating = _LOADED.get((name, expeditions))
    if seating is None:
        seating = _LOADED[(name, expeditions)] = load_seating(name, list(expeditions))
    return seating


def table_for(book, players: int) -> Seating:
    """The table of a game of ``players`` (one deck per seat)."""
    seating = table_of(book)
    if seating.players != players:
        raise DesignError(f"the table {seating.name!r} seats {seating.players} players, not {players} "
                          f"(give one deck per seat)", seating.file)
    return seating


def players_at(book, asked: int | None = None) -> int:
    """How many play under these rules: the seats of their table; ``--players`` must agree."""
    seating = table_of(book)
    if asked is not None and asked != seating.players:
        hint = " (--variant 2v2 or ffa seats four)" if seating.players == 2 else ""
        raise DesignError(f"--players {asked}: the table {seating.name!r} seats {seating.players}{hint}",
                          "<command line>")
    return seating.players


def default_decks(players: int) -> list[str]:
    """The bundled decks of a table of ``players``: the two-player defaults, then the other factions'."""
    from ..loading.cards.decks import DECKS_DIR, DEFAULT_DECKS
    others = sorted(p.stem for p in DECKS_DIR.glob("*.yaml") if p.stem not in DEFAULT_DECKS)
    return (list(DEFAULT_DECKS) + others)[:players]


def leave(game, players) -> None:
    """Players leave the game (formats.md §4.3): what they own leaves with them, their Expeditions go,
    and an Expedition that faced one of theirs faces a remaining player's whose partner left too, of
    the same kind first, clockwise from seat 1 (S2: a Companion may then face a Hero)."""
    gone = frozenset(players) - game.out
    if not gone:
        return
    game.out = game.out | gone
    for zone in game.zones.values():
        for o in zone.objs:
            if o.owner in gone:
                o.gone = True
                if o.card_no is not None:
                    game.cards[o.card_no] = (game.cards[o.card_no][0], None)
        zone.objs = [o for o in zone.objs if not o.gone]
    faces = {k: v for k, v in (game.faces or game.seating.facing).items() if k[0] - 1 not in gone}
    loose = [m for m in game.markers if m.player not in gone and faces[(m.player + 1, m.sub)][0] - 1 in gone]
    game.markers = [m for m in game.markers if m.player not in gone]
    while loose:
        m = loose.pop(0)
        others = [x for x in loose if x.player != m.player] or loose
        pick = next((x for x in others if x.sub == m.sub), others[0] if others else m)
        if pick in loose:
            loose.remove(pick)
        faces[(m.player + 1, m.sub)] = (pick.player + 1, pick.sub)
        faces[(pick.player + 1, pick.sub)] = (m.player + 1, m.sub)
    game.faces = faces
    game.version += 1
    game.presence += 1
    game.log("leave", seats=[p + 1 for p in sorted(gone)],
             faces=[f"{a[0]}.{a[1]}-{b[0]}.{b[1]}" for a, b in sorted(faces.items()) if a < b])
