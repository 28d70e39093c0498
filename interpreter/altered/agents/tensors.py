"""Observation and information-state tensors of a game for one player, for learning algorithms (the
OpenSpiel adapter, openspiel.py). Both are made from the player's Observation alone (plus the choices it
has seen made), so they hold nothing it may not see.

The layout is fixed by the rules (statistics, zones and their Expeditions, phases, statuses, counters),
the number of players, the track's length and the card names of the game's decks, and is listed by
``Layout.segments`` (name, offset, shape). Players are counted from the viewer: slot 0 is the viewer,
slot 1 the player to its left, and so on. Every value is a count or a flag, scaled to stay near [0, 1].

Observation tensor, in order:

- ``day``: the day / the rules' last day;
- ``phase``: one-hot, set-up first, then the phases of day.yaml;
- ``first_player``, ``turn_player``: one-hot per slot (``turn_player`` has one more: no turn now);
- ``track``: per region, [face up, then one flag per statistic among its terrains];
- ``markers``: per slot and Expedition, one-hot of the region its marker stands on;
- ``zone:NAME`` (per zone of zones.yaml, per slot, and per Expedition for the zone that has them; a
  shared zone has one slot): [cards / 10; then, where the viewer sees the cards: per card name of the
  decks (and one for any other name) copies / 3; per statistic the printed statistics plus counters
  that add to statistics, / 10; per status the cards with it / 5; per counter their sum / 5].

Information-state tensor: the observation tensor, then

- ``plays_seen``: per slot, per card name (and one for others), the plays seen / 3;
- ``history``: the last 16 choices seen, newest first, each [one-hot slot of who chose; one-hot kind
  (turn, choose, may, play, reaction, timestamp, modifier, mode, other); option index / options;
  options / 20; secret]: the answer of a secret choice is not shown (its index 0).
"""
from __future__ import annotations

import numpy as np

KINDS = ("turn", "choose", "may", "play", "reaction", "timestamp", "modifier", "mode")
HISTORY = 16


class Layout:
    """Where each piece lies in the tensors of a game (``segments``: (name, offset, shape))."""

    def __init__(self, book, players: int, track: int, names: list[str], max_days: int):
        self.players = players
        self.track = track
        self.max_days = max_days
        self.statistics = list(book.statistics)
        self.phases = ["setup", *book.phase_names]
        self.statuses = list(book.statuses)
        self.counters = list(book.counter_specs)
        self.stat_counters = dict(book.stat_counters)
        self.names = {n: i for i, n in enumerate(sorted(names))}
        self.expeditions = [s for z in book.zones.values() for s in z.subzones]
        self.zones = []                                 # (zone name, slot count, its Expeditions or [None])
        for name, spec in book.zones.items():
            if name == book.adventure["zone"]:
                continue
            slots = 1 if spec.scope == "shared" and not (spec.subzones or spec.per_player) else players
            self.zones.append((name, slots, list(spec.subzones) or [None]))
        n, s = len(self.names) + 1, len(self.statistics)
        self.per_zone = 1 + n + s + len(self.statuses) + len(self.counters)
        pieces = [("day", (1,)), ("phase", (len(self.phases),)), ("first_player", (players,)),
                  ("turn_player", (players + 1,)), ("track", (track, 1 + s)),
                  ("markers", (players, len(self.expeditions), track))]
        pieces += [(f"zone:{z}", (slots, len(subs), self.per_zone)) for z, slots, subs in self.zones]
        self.observation = _segments(pieces)
        self.history_width = players + len(KINDS) + 1 + 3
        extra = [("plays_seen", (players, n)), ("history", (HISTORY, self.history_width))]
        self.information = _segments(pieces + extra)

    @property
    def observation_size(self) -> int:
        return _size(self.observation)

    @property
    def information_size(self) -> int:
        return _size(self.information)

    def segments(self, information: bool = False) -> list[tuple[str, int, tuple]]:
        return self.information if information else self.observation

    # -- filling ----------------------------------------------------------------------------------
    def fill(self, views: dict, obs, player: int) -> None:
        """Write ``obs`` (the Observation of ``player``) into the named views of a tensor."""
        n = self.players
        slot = {p: (p - player) % n for p in range(n)}
        views["day"][0] = min(1.0, obs.day / max(1, self.max_days))
        phase = obs.phase if obs.phase in self.phases else "setup"
        views["phase"][self.phases.index(phase)] = 1
        views["first_player"][slot[obs.first_player]] = 1
        views["turn_player"][slot[obs.turn_player] if obs.turn_player is not None else n] = 1
        stats = {s: i for i, s in enumerate(self.statistics)}
        for r, terrains in enumerate(obs.track[:self.track]):
            views["track"][r, 0] = 1 if terrains else 0
            for t in terrains:
                if t in stats:
                    views["track"][r, 1 + stats[t]] = 1
        for p, sub, pos, _ in obs.markers:
            if sub in self.expeditions and 0 <= pos < self.track:
                views["markers"][slot[p], self.expeditions.index(sub), pos] = 1
        for zone, slots, subs in self.zones:
            block = views[f"zone:{zone}"]
            for owner in ([None] if slots == 1 else range(n)):
                got = obs.zones.get((zone, owner), ())
                row = 0 if owner is None else slot[owner]
                if isinstance(got, int):                # hidden: only the number of cards
                    block[row, 0, 0] = got / 10
                    continue
                for c in got:
                    e = subs.index(c.sub) if c.sub in subs else 0
                    self._card(block[row, e], c)

    def _card(self, v, c) -> None:
        n = len(self.names) + 1
        v[0] += 0.1
        v[1 + self.names.get(c.name, n - 1)] += 1 / 3
        base = 1 + n
        boost = sum(self.stat_counters.get(k, 0) * x for k, x in c.counters)
        printed = dict(c.printed)
        for i, s in enumerate(self.statistics):
            if s in printed:
                v[base + i] += ((printed[s] or 0) + boost) / 10
        base += len(self.statistics)
        for status in c.statuses:
            if status in self.statuses:
                v[base + self.statuses.index(status)] += 0.2
        base += len(self.statuses)
        for k, x in c.counters:
            if k in self.counters:
                v[base + self.counters.index(k)] += x / 5

    def fill_history(self, views: dict, player: int, plays: list, seen: list) -> None:
        """``plays``: per player, card name -> plays seen; ``seen``: (who, kind, index, options, secret) newest last."""
        n = self.players
        other = len(self.names)
        for p in range(n):
            for name, k in plays[p].items():
                views["plays_seen"][(p - player) % n, self.names.get(name, other)] += k / 3
        for row, (who, kind, index, options, secret) in enumerate(reversed(seen[-HISTORY:])):
            h = views["history"][row]
            h[(who - player) % n] = 1
            h[n + (KINDS.index(kind) if kind in KINDS else len(KINDS))] = 1
            base = n + len(KINDS) + 1
            h[base] = 0 if secret else index / max(1, options)
            h[base + 1] = options / 20
            h[base + 2] = 1 if secret else 0


def _segments(pieces) -> list[tuple[str, int, tuple]]:
    out, offset = [], 0
    for name, shape in pieces:
        out.append((name, offset, shape))
        offset += int(np.prod(shape))
    return out


def _size(segments) -> int:
    name, offset, shape = segments[-1]
    return offset + int(np.prod(shape))


def views_of(tensor: np.ndarray, segments) -> dict:
    """Named, reshaped views of a flat tensor (writing to them writes the tensor)."""
    return {name: tensor[offset:offset + int(np.prod(shape))].reshape(shape) for name, offset, shape in segments}
