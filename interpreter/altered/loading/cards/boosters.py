"""Boosters opened from data: a file per set (``rules_yaml/boosters/SET.yaml``) lists the slots, and
each slot is filled at random, with the caller's seeded generator, from the set's card files."""
from __future__ import annotations

import difflib
import random
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from .. import schema as _schema
from .. import yamlio
from ..errors import DesignError
from ..paths import RULES_DIR
from .catalog import Catalog, load_catalog
from .decks import matches
from .model import CardDef

BOOSTERS_DIR = RULES_DIR / "boosters"
BOOSTER_SCHEMA = "booster.schema.json"


@dataclass
class Booster:
    """An opened booster: its cards with the slot each came from; ``set_aside`` ones are not played."""
    set: str
    cards: list[tuple[str, CardDef]] = field(default_factory=list)
    set_aside: list[tuple[str, CardDef]] = field(default_factory=list)

    def playable(self) -> list[CardDef]:
        return [card for _, card in self.cards]


@dataclass
class BoosterSpec:
    set: str
    slots: list[dict]
    cards: dict
    file: str
    doc: dict = field(default_factory=dict, repr=False)
    _pools: dict = field(default_factory=dict, repr=False)

    def pools(self, catalog: Catalog) -> list[list[CardDef]]:
        """The cards each slot draws from (computed once per catalog)."""
        key = id(catalog)
        if key not in self._pools:
            prefix = self.set.upper() + "-"
            seen: set[str] = set()
            in_set = []                        # one printing per version: a version is one card
            for c in catalog:
                if c.version.upper().startswith(prefix) and c.version not in seen and matches(c, self.cards):
                    seen.add(c.version)
                    in_set.append(c)
            pools = []
            for i, slot in enumerate(self.slots):
                wheres = slot["where"] if isinstance(slot["where"], list) else [slot["where"]]
                pool = [c for c in in_set if any(matches(c, w) for w in wheres)]
                if len(pool) < slot["count"]:
                    line, col = yamlio.position_of(self.doc, ["slots", i, "where"])
                    raise DesignError(f"slot {slot['name']!r} needs {slot['count']} cards but the set's files "
                                      f"have {len(pool)} that match", self.file, line, col)
                pools.append(pool)
            self._pools = {key: pools}
        return self._pools[key]


def available_boosters() -> list[str]:
    return sorted(p.stem for p in BOOSTERS_DIR.glob("*.yaml"))


def load_booster_spec(name_or_path) -> BoosterSpec:
    """The booster file of a set, by set name (``btg``) or by path."""
    path = Path(name_or_path)
    if path.suffix not in (".yaml", ".yml"):
        path = BOOSTERS_DIR / f"{str(name_or_path).lower()}.yaml"
        if not path.is_file():
            names = available_boosters()
            close = difflib.get_close_matches(str(name_or_path).lower(), names, n=3, cutoff=0.5)
            hint = f"did you mean {', '.join(close)}?" if close else f"sets with boosters: {', '.join(names)}"
            raise DesignError(f"no booster file for set {str(name_or_path)!r}; {hint}", str(path))
    doc = yamlio.load_file(path)
    _schema.validate(doc, BOOSTER_SCHEMA, str(path))
    known = [f for f in CardDef.__dataclass_fields__ if f not in ("base", "rulings", "file", "line")]
    wheres = [(["cards"], doc.get("cards", {}))] + [
        (["slots", i, "where"], w) for i, slot in enumerate(doc["slots"])
        for w in (slot["where"] if isinstance(slot["where"], list) else [slot["where"]])]
    for at, where in wheres:
        for key in where:
            if key not in known:
                close = difflib.get_close_matches(key, known, n=1)
                hint = f"did you mean {close[0]}?" if close else f"known: {', '.join(known)}"
                raise DesignError(f"unknown card characteristic {key!r}; {hint}", str(path),
                                  *yamlio.position_of(doc, at))
    return BoosterSpec(set=doc["set"], slots=list(doc["slots"]), cards=dict(doc.get("cards", {})),
                       file=str(path), doc=doc)


def open_booster(spec: BoosterSpec, catalog: Catalog, rng: random.Random) -> Booster:
    """One booster: each slot draws its count of different versions, none twice in the booster."""
    booster = Booster(spec.set)
    taken: set[str] = set()
    for slot, pool in zip(spec.slots, spec.pools(catalog)):
        left = [c for c in pool if c.version not in taken]
        if len(left) < slot["count"]:
            raise DesignError(f"slot {slot['name']!r} has no {slot['count']} cards left that are not "
                              f"already in the booster", spec.file)
        picked = rng.sample(left, slot["count"])
        taken.update(c.version for c in picked)
        (booster.set_aside if slot.get("set_aside") else booster.cards).extend((slot["name"], c) for c in picked)
    return booster


@lru_cache(maxsize=None)
def default_catalog() -> Catalog:
    """The bundled card sets, read once per process (for boosters opened during a game)."""
    return load_catalog()
