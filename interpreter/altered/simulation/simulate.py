"""Many seeded games: a study's definition, the games it plays (here, in worker processes or on a
Dask cluster) and one record per game.

Game ``i`` of a study with master seed ``S`` is played with a seed derived from ``S`` and ``i`` only,
so its record is the same whatever the number of workers, the batching, the machine or the shard.
Each worker process loads the rule books, cards and decks once and keeps them for every batch.
"""
from __future__ import annotations

import gc
import hashlib
import os
import platform
import sys
import tempfile
from collections import deque
from dataclasses import dataclass, field
from itertools import islice
from pathlib import Path
from typing import Iterable, Iterator, NamedTuple

from .. import __version__
from ..loading.errors import DesignError
from ..loading.paths import CARDS_DIR, GRAMMAR_DIR, ROOT, RULES_DIR
from ..loading.yamlio import read_bytes
from .cluster import dask_client
from .deckchange import changed_deck
from .record import play_game

LABELS = ("base", "variant")          # the two rule sets of a comparison, in records
MAX_BATCH = 50                        # games per task: larger hides the per-task cost, smaller keeps workers busy


def game_seed(master: int, index: int) -> int:
    """The seed of game ``index`` of a study with seed ``master`` (a 48-bit number; ``altered play
    --seed`` with it replays that game)."""
    digest = hashlib.sha256(f"altered-study/{master}/{index}".encode()).digest()
    return int.from_bytes(digest[:6], "big")


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:12]


def files_digest(paths: Iterable[Path], root: Path | None = None) -> str:
    """A hash of files' names (relative to ``root``) and contents, in a fixed order."""
    h = hashlib.sha256()
    for path in sorted(Path(p) for p in paths):
        h.update(str(path.relative_to(root) if root else path.name).encode() + b"\0")
        h.update(read_bytes(path))
    return h.hexdigest()[:12]


def rules_digest() -> str:
    """The bundled rule files and grammar (variants are hashed on their own)."""
    rules = [p for p in RULES_DIR.rglob("*") if p.is_file() and "variants" not in p.relative_to(RULES_DIR).parts
             and "__pycache__" not in p.parts]
    grammar = [p for p in GRAMMAR_DIR.rglob("*") if p.is_file()]
    return files_digest(rules + grammar, RULES_DIR.parent)


def cards_digest(extra: tuple[str, ...] = ()) -> str:
    from ..loading.cards.catalog import card_files
    return files_digest(card_files([CARDS_DIR, *extra]), None) if extra else \
        files_digest(card_files(), CARDS_DIR)


# -- a study ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Shipped:
    """A small input file (deck, variant) sent with the study, so a worker on another machine plays
    exactly the client's file."""
    path: str
    content: bytes = field(repr=False)

    @property
    def sha(self) -> str:
        return _sha(self.content)

    def local(self) -> str:
        """A path holding this content on this machine: the original file, or a copy in a temporary folder
        (a --set is its own content)."""
        from ..loading.rules.variants import is_set
        if is_set(self.path):
            return self.path
        p = Path(self.path)
        try:
            if p.is_file() and p.stat().st_size == len(self.content) and p.read_bytes() == self.content:
                return self.path
        except OSError:
            pass
        folder = Path(tempfile.gettempdir()) / f"altered-shipped-{self.sha}"
        folder.mkdir(exist_ok=True)
        copy = folder / p.name
        if not copy.exists():                # written whole, then renamed: workers may race here
            part = folder / f".{p.name}.{os.getpid()}"
            part.write_bytes(self.content)
            os.replace(part, copy)
        return str(copy)


def ship(path) -> Shipped:
    return Shipped(str(path), read_bytes(path))     # a regular file of bounded size, or a one-line refusal


def ship_deck(name_or_path) -> Shipped:
    """A deck file, or a bundled deck by its short name."""
    from ..loading.cards.decks import deck_path
    return ship(deck_path(name_or_path))


def ship_variant(name_or_path: str) -> Shipped:
    """A variant, bundled (by name) or a file: shipped by content, so every worker plays the client's."""
    from ..loading.rules.variants import is_set, variant_path
    if is_set(name_or_path):
        return Shipped(str(name_or_path), str(name_or_path).encode())
    return ship(variant_path(name_or_path))


class Arm(NamedTuple):
    """One way a study plays each of its seeds: under which rule set, with which deck at each seat. Every arm
    plays the same seeds (a paired design: comparisons, gauntlets, a card's impact)."""
    label: str | None           # its outcome's key in a record (None: the record is the outcome)
    rules: int                  # index into Study.rule_sets
    seats: tuple                # per seat a deck: (index into Study.decks, change), change None or (card, how)


@dataclass(frozen=True)
class Study:
    rule_sets: tuple            # per rule set, its variant files (Shipped): one set, or two to compare
    decks: tuple                # Shipped deck files: one per seat, or every deck the arms seat
    agents: tuple[str, ...]     # per seat
    seed: int
    games: int
    cards: tuple[str, ...] = () # extra card files or folders, added to the bundled sets
    shard: tuple[int, int] = (1, 1)
    fingerprint: str = ""       # rules and cards digest the client saw: a worker must see the same
    edition: str | None = None  # a rules edition: its deck formats judge the decks (v5.0 1.1.4.b)
    allow_unread: bool = False  # play a card whose text does not read without its abilities
    arms: tuple = ()            # Arm per way of playing each seed; none: each rule set, decks in seat order

    def indices(self) -> range:
        k, n = self.shard
        return range(k - 1, self.games, n)

    @property
    def key(self) -> str:
        """What a worker loads for this study (not the seed, game count or shard)."""
        parts = [repr(tuple(tuple(v.sha for v in rs) for rs in self.rule_sets)),
                 repr(tuple(d.sha for d in self.decks)), repr(self.cards), self.fingerprint, repr(self.edition)]
        return _sha("\n".join(parts).encode())


def arms_of(study: Study) -> tuple:
    """The study's arms: given, or each rule set with the decks in seat order (one: a plain study; two:
    ``base`` and ``variant`` of a comparison)."""
    if study.arms:
        return study.arms
    seats = tuple((i, None) for i in range(len(study.decks)))
    if len(study.rule_sets) == 1:
        return (Arm(None, 0, seats),)
    return tuple(Arm(label, k, seats) for k, label in enumerate(LABELS))


def rule_set_name(variants) -> str:
    from ..loading.rules.variants import variant_name
    names = [variant_name(v.path) for v in variants]
    return " + ".join(names) if names else "standard"


def fingerprint(cards: tuple[str, ...] = ()) -> str:
    return f"rules {rules_digest()} cards {cards_digest(cards)}"


def describe(study: Study, kind: str, command: str = "") -> dict:
    """Everything that fixes a study's numbers, for its summary and the head of its records."""
    from ..engine.formats import brings_decks
    from ..engine.seating import table_of
    from ..loading.rules.variants import variant_name
    books, decks = load_world(study)
    rules, cards = study.fingerprint.split()[1::2]
    table = table_of(books[0])
    # what each deck holds, for per-card figures; when set-up makes the decks (one name for all: each
    # card's figures over every seat), each record says
    if not any(brings_decks(book) for book in books):   # the set-up makes the decks (booster-war): not the files
        made: list[dict] = [{"name": "a deck made at set-up", "file": None, "sha": None, "made_at_setup": True}
                            for _ in decks]
    else:
        made = [{"name": deck.name, "file": _shown(shipped.path), "sha": shipped.sha, "cards": _contents(deck)}
                for deck, shipped in zip(decks, study.decks)]
        if not all(brings_decks(book) for book in books):
            made = [dict(d, name=f"{d['name']} (or made at set-up where the rules say so)") for d in made]
    head = {
        "kind": kind,
        "command": command,
        "seed": study.seed,
        "games": study.games,
        "shard": list(study.shard),
        "rules": rules,
        "cards": cards,
        "extra_cards": list(study.cards),
        "rule_sets": [{"name": rule_set_name(rs),
                       "variants": [{"name": variant_name(v.path), "file": _shown(v.path), "sha": v.sha} for v in rs]}
                      for rs in study.rule_sets],
        "decks": made,
        "agents": list(study.agents),
        "table": table.name,
        "teams": list(table.teams),
        "version": __version__,
        "python": platform.python_version(),
    }
    if study.arms:
        head["arms"] = [{"label": a.label, "rules": a.rules, "seats": [[d, list(c) if c else None] for d, c in a.seats]}
                        for a in study.arms]
    return head


def _contents(deck) -> dict:
    """Card name -> copies, the Hero apart (it starts in play: never drawn)."""
    out: dict[str, int] = {}
    for card in deck.cards:
        out[card.name] = out.get(card.name, 0) + 1
    return out


def _shown(path: str) -> str:
    """A bundled file relative to the data folder (the same on every machine), others as given."""
    from ..loading.rules.variants import is_set
    if is_set(path):
        return path
    try:
        return Path(path).resolve().relative_to(ROOT.resolve()).as_posix()
    except ValueError:
        return path


# -- in a worker --------------------------------------------------------------------------------

_WORLDS: dict[str, tuple] = {}       # study key -> (rule books, decks, catalog, deck versions): once per process


def load_world(study: Study) -> tuple[list, list]:
    """The rule books (one per rule set) and decks of a study, loaded once per process. Raises a
    DesignError when this machine's rules or cards differ from the client's."""
    return _world(study)[:2]


def deck_for(study: Study, ref: tuple):
    """The deck of a seat of an arm: a deck of the study, or a version of it with one card changed
    (deckchange.py), made once per process."""
    books, decks, catalog, versions = _world(study)
    index, change = ref
    if change is None:
        return decks[index]
    deck = versions.get(ref)
    if deck is None:
        card, how = change
        deck = versions[ref] = changed_deck(decks[index], card, how, catalog, books[0])
    return deck


def _world(study: Study) -> tuple:
    world = _WORLDS.get(study.key)
    if world is None:
        from ..loading.cards.catalog import catalog_with
        from ..loading.cards.decks import load_deck
        from ..rulebook import load_rulebook
        here = fingerprint(study.cards)
        if study.fingerprint and here != study.fingerprint:
            raise DesignError(f"worker {platform.node()}: its {here} differ from the study's "
                              f"{study.fingerprint}: install the same rules and cards on every worker", "--cluster")
        catalog = catalog_with(study.cards)
        books = []
        for variants in study.rule_sets:
            book = load_rulebook(variants=tuple(v.local() for v in variants))
            book.prepare(catalog)
            books.append(book)
        decks = [load_deck(d.local(), catalog, edition=study.edition) for d in study.decks]
        _refuse_unread(study, books, catalog, decks)
        world = _WORLDS[study.key] = (books, decks, catalog, {})
        keep_loaded()
    return world


def _refuse_unread(study: Study, books, catalog, decks) -> None:
    """A played card whose text does not read stops the study before any game (--allow-unread: it plays
    without its abilities, named once on stderr by the process that loads first)."""
    from ..rulebook import refuse_unread
    from ..loading.cards.decks import played_cards
    cards = played_cards(catalog, decks, study.cards)
    problems = [e for book in books for e in book.unread(cards)]
    warnings = refuse_unread(problems, study.allow_unread)
    if warnings and not _WORLDS:
        print("\n".join(dict.fromkeys(warnings)), file=sys.stderr)


def keep_loaded() -> None:
    """What a process playing many games loaded (rule books, cards, decks) stays to its end: take it
    out of the cyclic garbage collector's passes, which would otherwise walk those objects again at
    every full collection during the games (about 2 % of a random game's time)."""
    gc.freeze()


def play_batch(study: Study, indices) -> list[dict]:
    """Play games ``indices`` of ``study``: one record per seed, in order (run in a worker); each arm of the
    study plays the seed once, its outcome under its label (a study of one arm: the outcome itself)."""
    books, _ = load_world(study)
    arms = [(label, books[rules], [deck_for(study, ref) for ref in seats]) for label, rules, seats in arms_of(study)]
    out = []
    for i in indices:
        seed = game_seed(study.seed, i)
        record = {"game": i, "seed": seed}
        for label, book, decks in arms:
            outcome = play_game(book, decks, study.agents, seed)
            if label is None:
                record.update(outcome)
            else:
                record[label] = outcome
        out.append(record)
    return out


# -- running a study ------------------------------------------------------------------------------

def default_jobs() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:                 # not on every platform
        return os.cpu_count() or 1


def _batches(indices: range, size: int) -> Iterator[range]:
    for start in range(0, len(indices), size):
        yield indices[start:start + size]


def in_order(submit, batches, window: int) -> Iterator[dict]:
    """Submit batches, at most ``window`` ahead, and yield their records in game order (flat memory)."""
    pending = deque(submit(b) for b in islice(batches, window))
    while pending:
        part = pending.popleft().result()
        nxt = next(batches, None)
        if nxt is not None:
            pending.append(submit(nxt))
        yield from part


def worker_start(parent: int) -> None:
    """A worker leaves Ctrl-C to its parent (which stops the pool and reports, in one line) and ends when
    its parent is gone, even by kill -9: no worker lives on, playing games nobody reads."""
    import signal
    import threading
    import time
    signal.signal(signal.SIGINT, signal.SIG_IGN)

    def watch():
        while os.getppid() == parent:
            time.sleep(1)
        os.kill(os.getpid(), signal.SIGKILL)       # the whole worker, not only this thread
    threading.Thread(target=watch, daemon=True).start()


def run(study: Study, jobs: int = 1, cluster: str | None = None, batch: int | None = None) -> Iterator[dict]:
    """Play a study's games (its shard) and yield one record per game, in game order."""
    indices = study.indices()
    load_world(study)                      # errors before any game; forked workers inherit the loaded world

    def batches(workers):
        size = batch or max(1, min(MAX_BATCH, len(indices) // (4 * workers)))
        return _batches(indices, size)

    if cluster:
        with dask_client(cluster, jobs) as client:
            workers = max(1, len(client.scheduler_info()["workers"]))
            yield from in_order(lambda b: client.submit(play_batch, study, b, pure=False), batches(workers),
                                 4 * workers)
    elif jobs <= 1:
        for b in batches(1):
            yield from play_batch(study, b)
    else:
        from concurrent.futures import ProcessPoolExecutor
        pool = ProcessPoolExecutor(max_workers=jobs, initializer=worker_start, initargs=(os.getpid(),))
        try:
            yield from in_order(lambda b: pool.submit(play_batch, study, b), batches(jobs), 4 * jobs)
        finally:                           # stopped early (an error, Ctrl-C): drop the batches not started
            pool.shutdown(wait=True, cancel_futures=True)
