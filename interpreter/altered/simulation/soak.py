"""Soak: many random games with random decks from the whole card pool, their invariants checked after
every event.

Each game ``i`` of a soak with master seed ``S`` has the seed ``game_seed(S, i)``; its decks are drawn
from that seed (a random Hero and 39 other cards of both sets, at most three of a name, 1.1.4), and random
agents play it.  After every event of the log the game is checked:

- each card is in exactly one zone (1.2.3);
- no counter is negative (2.5.g), nor the cost of a card a player may play, nor their Mana left;
- the statistics, keywords and terrains read through the caches equal a full recomputation of the
  passive abilities (what ``ALTERED_PASSIVES=full`` does);
and at every decision no player's observation names a card hidden from them (1.4.5.a), and the game ends.

A failing game is written as a saved game log (header, events, a ``stopped`` line): ``altered replay``
checks its events and ``altered resume`` plays it on to the same failure; the message goes beside it.
"""
from __future__ import annotations

import json
import random
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from ..engine import gamelog
from ..engine.game import Game
from ..engine.runtime import Runtime
from ..loading.cards.decks import DeckList, load_format
from ..loading.chance import below
from .cluster import dask_client
from .replay import saved_tail
from .simulate import fingerprint, game_seed, in_order, ship_variant, worker_start
from .layout import card_locations

FORMAT = "constructed"    # its Hero type, deck size and copies of a name shape the random decks (1.1.4)
MAX_EVENTS = 200_000      # a game that makes more has not ended (1.4.6 bounds what it can repeat)


class SoakFailure(AssertionError):
    """An invariant that does not hold."""


def pool(catalog) -> tuple[list, list]:
    """(Heroes, the other cards a deck may hold) of the whole card pool, in catalog order."""
    hero_type = load_format(FORMAT)["hero"]["type"]
    heroes = [c for c in catalog if c.type == hero_type and not c.token]
    cards = [c for c in catalog if c.type != hero_type and not c.token and c.rarity is not None]
    return heroes, cards


def random_decks(catalog, seed: int, players: int) -> list[DeckList]:
    """A random Hero and as many other cards as the format's least deck, at most its copies of a name,
    for each player, drawn with the game's seed (factions and rarities aside)."""
    fmt = load_format(FORMAT)
    size, copies = fmt["deck_size"]["min"], fmt["copies_per_name"]["max"]
    rng = random.Random(seed)
    heroes, cards = pool(catalog)
    out = []
    for p in range(players):
        hero = heroes[below(rng, len(heroes))]
        names: Counter = Counter()
        chosen: list = []
        while len(chosen) < size:
            c = cards[below(rng, len(cards))]
            if names[c.name] < copies:
                names[c.name] += 1
                chosen.append(c)
        out.append(DeckList(name=f"soak {seed} p{p + 1}", format="soak", hero=hero, cards=chosen))
    return out


# -- the invariants -----------------------------------------------------------------------------
def check_zones_and_counters(game) -> None:
    bad = {n: w for n, w in card_locations(game, ).items() if len(w) != 1}
    if bad:
        raise SoakFailure(f"cards not in exactly one zone: {bad}")
    for zone in game.zones.values():
        for o in zone.objs:
            for name, n in o.counters.items():
                if n < 0:
                    raise SoakFailure(f"{o} in {zone.label} has {n} {name} counters")


def _derived(game) -> dict:
    """What passives decide, as the game reads it now: each in-play object's statistics and keywords,
    and each region's terrains."""
    runtime, book = game.runtime, game.book
    stats = list(book.statistics)
    out: dict = {}
    for name in book.ability_zones:
        for z in game.zone_instances(name):
            for o in z.objs:
                out[repr(o)] = (tuple(game.characteristic(o, s) for s in stats), tuple(runtime.obj_keywords(o)))
    if game.adventure_zone is not None:
        for i, r in enumerate(game.adventure_zone.objs):
            out[f"region {i + 1}"] = tuple(game.terrains_of(r))
    return out


def check_recomputed(game) -> None:
    """The cached answers equal those recomputed from nothing: every derived fact forgotten, as a copy of
    the state starts (the caches are put back after it, so that the game goes on as it would have)."""
    runtime = game.runtime
    cached = _derived(game)
    saved = {name: getattr(runtime, name) for name in Runtime.CACHES}
    memo = game.memo
    try:
        runtime.reset()
        game.memo = (-1, {})
        full = _derived(game)
    finally:
        for name, value in saved.items():
            setattr(runtime, name, value)
        game.memo = memo
    if cached != full:
        diff = {k: (cached.get(k), full.get(k)) for k in set(cached) | set(full) if cached.get(k) != full.get(k)}
        raise SoakFailure(f"cached passives differ from a full recomputation (cached, full): {diff}")


def check_costs(game, p: int) -> None:
    if game.mana_left(p) < 0:
        raise SoakFailure(f"player {p + 1} has {game.mana_left(p)} left to pay with")
    for o, _src, _sub, cost in game.plays.playable(p):
        if cost < 0:
            raise SoakFailure(f"player {p + 1} may play {o} for {cost}")


def check_hidden(game) -> None:
    """No player's observation names a card only hidden or face-down cards bear (for them)."""
    for viewer in range(len(game.players)):
        text = str(game.observation(viewer))
        seen, hidden = set(), set()
        for (_, owner), zone in game.zones.items():
            spec = zone.spec
            for o in zone.objs:
                secret = (spec.visibility != "visible" and not (owner == viewer and spec.owner_sees)) or \
                    (o.face_down and o.owner != viewer)
                (hidden if secret else seen).add(o.card.name)
        for name in sorted(seen, key=len, reverse=True):     # "Spindle Harvesters" seen is no "Harvest"
            text = text.replace(name, "")
        secret = sorted(hidden - seen)
        if not secret:
            continue
        found = re.search(r"(?<!\w)(" + "|".join(map(re.escape, secret)) + r")(?!\w)", text)  # one pass
        if found:
            raise SoakFailure(f"player {viewer + 1} sees {found.group(1)!r}, which is hidden from them")


class SoakGame(Game):
    """A game checked after every event it logs."""
    checking = 0

    def log(self, event, **data):
        super().log(event, **data)
        if self.checking or self.phase is None or self.adventure_zone is None:
            return
        if len(self.events) > MAX_EVENTS:
            raise SoakFailure(f"the game has made {MAX_EVENTS} events without ending")
        self.checking = 1                       # the checks read the game, which logs nothing they cause
        try:
            check_zones_and_counters(self)
            check_recomputed(self)
        finally:
            self.checking = 0


class CheckingAgent:
    """A random agent; before it answers, every player's observation and the costs are checked."""
    observes = False

    def __init__(self, agent, me):
        self.agent, self.me, self.game = agent, me, None
        self.rng = getattr(agent, "rng", None)

    def choose(self, observation, decision):
        game = self.game
        game.checking = 1
        try:
            check_hidden(game)
            if decision.kind == "turn":
                check_costs(game, self.me)
        finally:
            game.checking = 0
        return self.agent.choose(observation, decision)


@dataclass
class SoakReport:
    games: int = 0
    events: int = 0
    ended: int = 0
    failures: list = field(default_factory=list)     # (index, seed, message, log file)
    asked: int = 0                                   # the games asked for
    interrupted: bool = False                        # stopped (Ctrl-C) before them all: a partial report

    def add(self, index: int, seed: int, events: int, message: str | None) -> None:
        self.games += 1
        self.events += events
        if message is None:
            self.ended += 1
        else:
            self.failures.append((index, seed, message))


def soak_one(book, catalog, seed: int, players: int, variants=(), out_dir: Path | None = None, index: int = 0):
    """Play one soak game; (events, None) or (events, failure message); a failure is written to out_dir."""
    from ..agents.roster import agents_for
    decks = random_decks(catalog, seed, players)
    agents = [CheckingAgent(a, p) for p, a in enumerate(agents_for("random", seed, players))]
    game = SoakGame(book, decks, agents, seed=seed, log=True)
    for a in agents:
        a.game = game
    message = None
    try:
        game.play()
        if not game.over and game.day < game.max_days:
            raise SoakFailure("the game stopped before it ended")
        game.checking = 1
        check_zones_and_counters(game)
        check_hidden(game)
    except SoakFailure as e:
        message = str(e)
    except Exception as e:                       # an engine fault: where it happened
        import traceback
        where = traceback.extract_tb(e.__traceback__)[-1]
        message = f"engine error: {type(e).__name__}: {e} (at {where.filename}:{where.lineno})"
    if message is not None and out_dir is not None:
        write_failure(out_dir, index, seed, book, decks, variants, game, agents, message)
    return len(game.events), message


def write_failure(out_dir: Path, index: int, seed: int, book, decks, variants, game, agents, message) -> Path:
    """The failing game as a saved log (``altered replay`` / ``altered resume`` it) and its message."""
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"soak-{index}-seed-{seed}.jsonl"
    head = gamelog.header(book, decks, seed, variants, "random", game.max_days)
    tmp = path.with_name(f".{path.name}.tmp")          # whole or not at all
    with open(tmp, "w", encoding="utf-8") as f:
        gamelog.write(f, head, game.events, saved_tail(game, [a.agent for a in agents]))
    tmp.replace(path)
    path.with_suffix(".txt").write_text(f"game {index}, seed {seed}: {message}\n", encoding="utf-8")
    return path


def soak(book, catalog, games: int, master: int = 1, players: int = 2, variants=(), out_dir: Path | None = None,
         start: int = 0, progress=None, jobs: int = 1, cluster: str | None = None) -> SoakReport:
    """Play ``games`` soak games from index ``start`` (on ``jobs`` processes, or on the Dask cluster at
    ``cluster``: the same games, reported in order); failures are written to ``out_dir``. Ctrl-C stops it:
    the report of the games played so far."""
    report = SoakReport(asked=games)
    indices = range(start, start + games)
    try:
        if cluster:
            for result in _on_cluster(cluster, master, indices, players, tuple(variants), jobs):
                i, seed, _events, message = result
                if message is not None and out_dir is not None:     # its log written here: played again
                    soak_one(book, catalog, seed, players, variants, out_dir, i)
                report.add(*result)
                if progress is not None:
                    progress(report)
        elif jobs <= 1:
            results = (_soak_game(book, catalog, master, i, players, variants, out_dir) for i in indices)
            for result in results:
                report.add(*result)
                if progress is not None:
                    progress(report)
        else:
            _WORLDS[tuple(variants)] = (book, catalog)      # forked workers start with them loaded
            for result in _in_processes(master, indices, players, tuple(variants), out_dir, jobs):
                report.add(*result)
                if progress is not None:
                    progress(report)
    except KeyboardInterrupt:
        report.interrupted = True
    return report


def _soak_game(book, catalog, master, i, players, variants, out_dir) -> tuple:
    seed = game_seed(master, i)
    events, message = soak_one(book, catalog, seed, players, variants, out_dir, i)
    return i, seed, events, message


_WORLDS: dict = {}          # variants -> (rule book, catalog): loaded once per process


def _world(variants: tuple) -> tuple:
    """The rule book and cards of a worker process, loaded once (inherited when forked)."""
    if variants not in _WORLDS:
        from ..rulebook import load_rulebook
        from ..loading.cards.catalog import load_catalog
        book, catalog = load_rulebook(variants=variants), load_catalog()
        book.prepare(catalog)
        _WORLDS[variants] = (book, catalog)
    return _WORLDS[variants]


def _soak_batch(master: int, indices: range, players: int, variants: tuple, out_dir) -> list:
    """Soak games in a worker process."""
    book, catalog = _world(variants)
    return [_soak_game(book, catalog, master, i, players, variants, out_dir) for i in indices]


def _soak_shipped(master: int, indices: range, players: int, shipped: tuple, expected: str) -> list:
    """Soak games on a cluster's worker, from the client's variant files (shipped by content) and with its
    rules and cards (the same fingerprint, else one line naming the worker); no log is written there."""
    variants = tuple(v.local() for v in shipped)
    if variants not in _WORLDS and fingerprint() != expected:
        import platform
        from ..loading.errors import DesignError
        raise DesignError(f"worker {platform.node()}: its {fingerprint()} differ from the soak's {expected}: "
                          "install the same rules and cards on every worker", "--cluster")
    return _soak_batch(master, indices, players, variants, None)


def _on_cluster(address: str, master, indices: range, players, variants: tuple, jobs: int):
    """The games' results in game order, played one game a task on the Dask cluster at ``address`` ('local':
    one of ``jobs`` processes here), as simulate plays a study's batches there; a failing game's log is
    written by the caller, which plays it again (the same seed, rules and cards: the same failure)."""
    shipped, fp = tuple(ship_variant(v) for v in variants), fingerprint()
    with dask_client(address, jobs) as client:
        workers = max(1, len(client.scheduler_info()["workers"]))
        batches = (indices[k:k + 1] for k in range(len(indices)))
        yield from in_order(lambda b: client.submit(_soak_shipped, master, b, players, shipped, fp, pure=False),
                             batches, 4 * workers)


def _in_processes(master, indices: range, players, variants, out_dir, jobs: int):
    """The games' results in game order, played one game a task on ``jobs`` processes (a soak game is long
    beside the task's cost, and Ctrl-C then waits for one game per worker only)."""
    from concurrent.futures import ProcessPoolExecutor
    batches = [indices[k:k + 1] for k in range(len(indices))]
    import os                              # workers leave Ctrl-C to this process and end with it (kill -9 too)
    pool = ProcessPoolExecutor(max_workers=jobs, initializer=worker_start, initargs=(os.getpid(),))
    try:
        futures = [pool.submit(_soak_batch, master, b, players, variants, out_dir) for b in batches]
        for f in futures:
            yield from f.result()
    finally:                               # stopped early: the batches not started are dropped
        pool.shutdown(wait=True, cancel_futures=True)


def summary(report: SoakReport) -> str:
    lines = [f"{report.games} games, {report.events} events checked, {report.ended} ended with every invariant"]
    if report.interrupted:
        lines[0] = f"interrupted after {report.games} of {report.asked} games: " + lines[0]
    for i, seed, message in report.failures:
        lines.append(f"game {i} (seed {seed}): {message}")
    return "\n".join(lines)


def as_json(report: SoakReport) -> str:
    return json.dumps({"games": report.games, "events": report.events, "ended": report.ended,
                       "asked": report.asked, "interrupted": report.interrupted,
                       "failures": [{"game": i, "seed": s, "message": m} for i, s, m in report.failures]})
