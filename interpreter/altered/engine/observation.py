"""What one player may see of a game (1.2.3.f-g, 3.1.3, 3.2.9.a): the only view an agent gets.

An Observation is plain data (names, numbers, tuples): it holds no engine object, so nothing in it
leads back to the game.  Hidden zones of others show only their size (3.1.3.e); face-down cards
show only to their owner (3.2.9.d).  A searching agent may ask it for states consistent with what
its player has seen (``sample``): those are drawn from a copy already dealt again at random, so even
they tell nothing the player couldn't know.
"""
from __future__ import annotations

import random
from typing import Any, Callable, NamedTuple


class CardView(NamedTuple):
    name: str                 # "face-down card" when the viewer may not see it
    statuses: tuple
    counters: tuple           # ((counter, n), ...)
    sub: str | None           # the Expedition it is in, for objects in a zone with subzones
    controller: int | None
    type: str | None = None   # the card's printed type, its printed numbers ((name, value), ...: costs,
    printed: tuple = ()       # statistics) and text, as everyone may read them on the card (none when
    text: str = ""            # the viewer may not see which card it is)


class Observation:
    __slots__ = ("player", "day", "phase", "first_player", "turn_player", "track", "markers", "zones",
                 "names", "_sampler", "_guess")

    def __init__(self, player: int, day: int, phase: str | None, first_player: int, turn_player: int | None,
                 track: tuple, markers: tuple, zones: dict, names: tuple, sampler: Callable | None,
                 guess: Any = None) -> None:
        self.player = player
        self.day = day
        self.phase = phase
        self.first_player = first_player
        self.turn_player = turn_player
        self.track = track            # per region, its terrains (empty while face-down)
        self.markers = markers        # (player, expedition, region index, regions travelled)
        self.zones = zones            # (zone, player) -> tuple of CardView, or the number of hidden cards
        self.names = names            # the players' names
        self._sampler: Callable | None = sampler
        self._guess = guess

    @property
    def can_sample(self) -> bool:
        """False when the game is played outside the state API (a position run by hand)."""
        return self._sampler is not None

    def sample(self, rng: random.Random) -> Any:
        """A game state consistent with this observation, hidden cards dealt at random (search only)."""
        if self._sampler is None:
            raise ValueError("this observation was made for an agent that doesn't search (searches = False)")
        return self._sampler(rng)

    @property
    def guess(self) -> Any:
        """One state consistent with this observation, dealt at random once and shared: play out from it
        or copy it, never change it (search only; ``sample`` draws a new one each time)."""
        if self._guess is None:
            raise ValueError("this observation was made for an agent that doesn't search (searches = False)")
        return self._guess

    def cards(self, zone: str, player: int | None) -> tuple:
        """The cards of a zone this player sees ((): hidden or empty)."""
        got = self.zones.get((zone, player), ())
        return got if isinstance(got, tuple) else ()

    def count(self, zone: str, player: int | None) -> int:
        got = self.zones.get((zone, player), ())
        return got if isinstance(got, int) else len(got)

    def __str__(self) -> str:
        lines = [f"P{self.player + 1} sees: day {self.day}, {self.phase or 'setup'}; "
                 f"first player P{self.first_player + 1}"]
        track = []
        for i, terrains in enumerate(self.track):
            here = " ".join(f"P{p + 1}{sub[0].upper()}" for p, sub, pos, _ in self.markers if pos == i)
            track.append(f"[{'/'.join(t[0].upper() for t in terrains) or '?'}{' ' + here if here else ''}]")
        lines.append("track: " + " ".join(track))
        for (zone, p), got in self.zones.items():
            who = f"P{p + 1} " if p is not None else ""
            if isinstance(got, int):
                lines.append(f"  {who}{zone}: {got} hidden card{'' if got == 1 else 's'}")
            elif got:
                shown = [(f"{c.sub}: " if c.sub else "") + c.name
                         + (f" ({', '.join(list(c.statuses) + [f'{n} {k}' for k, n in c.counters])})"
                            if c.statuses or c.counters else "") for c in got]
                lines.append(f"  {who}{zone}: " + "; ".join(shown))
        return "\n".join(lines)


def observe(game: Any, viewer: int, sampler: bool = False) -> Observation:
    """The observation of ``viewer``; with ``sampler``, able to draw consistent states."""
    zones: dict[tuple[str, int | None], tuple | int] = {}
    n = len(game.players)
    if not (type(viewer) is int and 0 <= viewer < n):
        raise ValueError(f"no player {viewer!r} in a game of {n} (players are numbered 0 to {n - 1} here)")
    for name, spec in game.book.zones.items():
        if spec.scope == "shared" and not (spec.subzones or spec.per_player):
            if name == game.book.adventure["zone"]:        # the track and markers, below
                continue
            objs = game.zones[(name, None)].objs
            zones[(name, None)] = tuple(_view(o, viewer) for o in objs)
            continue
        for p in range(n):
            if spec.scope == "personal":
                objs = game.zones[(name, p)].objs
            else:
                objs = [o for o in game.zones[(name, None)].objs if o.controller == p]
            if spec.visibility != "visible" and not (viewer == p and spec.owner_sees):
                zones[(name, p)] = len(objs)
            else:
                zones[(name, p)] = tuple(_view(o, viewer) for o in objs)
    track = tuple(tuple(game.terrains_of(r)) for r in game.adventure_zone.objs) if game.adventure_zone else ()
    markers = tuple((m.player, m.sub, m.pos, m.travelled) for m in game.markers)
    draw = base = None
    if sampler and game.pause.answers is not None:      # only a state played through the state API can pause
        # a copy dealt again once already: what a search reaches from here is no truer than a guess
        base = game.resample_hidden(viewer, random.Random(f"{game.seed}:{game.decisions}:{viewer}"))

        def draw(rng: random.Random, base: Any = base, viewer: int = viewer) -> Any:
            return base.resample_hidden(viewer, rng)
    return Observation(viewer, game.day, game.phase, game.first_player, game.vars.get("turn_player"), track,
                       markers, zones, tuple(p.name for p in game.players), draw, base)


_PRINTED: dict[str, tuple] = {}       # card reference -> its printed numbers, sorted by name


def _view(o: Any, viewer: int) -> CardView:
    card = o.card
    if o.face_down and o.owner != viewer:
        return CardView("face-down card", tuple(o.statuses), tuple(sorted(o.counters.items())), o.sub, o.controller)
    printed = _PRINTED.get(card.ref)
    if printed is None:
        printed = _PRINTED[card.ref] = tuple(sorted((k, v) for k, v in card.base.items() if v is not None))
    return CardView(card.name, tuple(o.statuses), tuple(sorted(o.counters.items())) if o.counters else (), o.sub,
                    o.controller, card.type, printed, card.text)


def option_facts(options: list, viewer: int) -> tuple:
    """What each option of a decision is, as plain data its decider may read (nothing it may not see):

    - ``("pass",)``: stop (pass the turn, choose no more);
    - ``("play", card, zone, expedition, cost)``: play a card (a CardView) from a zone, into an Expedition
      (or None), for a cost;
    - ``("use", card, text)``: a quick action of a card;
    - ``("object", card, zone, owner)``: an object (a CardView) in a zone;
    - ``("expedition", player, expedition)``: an Expedition;
    - ``("answer", value)``: a yes or no, a number, a word (an Expedition's name, a counter's).
    """
    out: list[tuple] = []
    for o in options:
        if type(o) is tuple or isinstance(o, tuple):
            if len(o) == 4:
                card, zone, sub, cost = o
                out.append(("play", _view(card, viewer), zone, sub, cost))
            elif len(o) == 2 and hasattr(o[1], "text"):
                out.append(("use", _view(o[0], viewer), o[1].text))
            else:
                out.append(("answer", repr(o)))
        elif hasattr(o, "card") and hasattr(o, "zone"):
            zone = o.zone.name if o.zone is not None else None
            out.append(("object", _view(o, viewer), zone, o.owner))
        elif hasattr(o, "travelled"):
            out.append(("expedition", o.player, o.sub))
        elif isinstance(o, (bool, int, float, str)) or o is None:
            out.append(("answer", o))
        elif repr(o) == "PASS":
            out.append(("pass",))
        else:
            out.append(("answer", repr(o)))
    return tuple(out)
