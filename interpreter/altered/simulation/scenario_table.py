"""Scenario tables: many small scenarios sharing one board, one row each (a board, an action, an expectation).

```yaml
scenario: "Trial by Frost: {J} abilities of Characters"
rule: 7.1.1
table:                        # what every row starts from: any scenario part but run, choices, expect, then
  phase: Afternoon
  players:
    1: {Mana: [Mowgli, Mowgli, Mowgli, Mowgli]}
rows:
  - play: TBF-004-C           # player 1 plays it from Hand (put there first); covers its text
    to: hero
    players: {2: {Expedition: {hero: [Kappa]}}}     # added to the table's board
    choices: [{player: 1, pick: Kappa}]
    expect: [{player: 2, card: Kappa, counters: {boost: 1}}]
```

A row is a scenario written short: ``play: CARD`` (with ``to:``, ``from:`` (Hand), ``player:`` (1)) puts the
card in that zone and plays it before the row's own ``run:`` steps; ``players:``, ``regions:`` and
``markers:`` add to the table's board (zone lists are joined); ``covers:`` defaults to the card played.
Its name is ``name:``, or the table's name with the card played.
"""
from __future__ import annotations

from ..loading.yamlio import PosDict, PosList

ROW_KEYS = ("name", "note", "rule", "covers", "play", "to", "from", "player", "players", "regions", "markers",
            "phase", "day", "first_player", "run", "choices", "expect", "then", "ignore_timing", "seed")
TABLE_KEYS = ("phase", "day", "first_player", "players", "regions", "markers", "ignore_timing", "seed")


def _pos_dict(items: dict, like) -> PosDict:
    """A mapping that keeps the positions of the keys it takes from ``like`` (for messages)."""
    out = PosDict(items)
    out.pos = getattr(like, "pos", (None, None))
    out.key_pos = {k: v for k, v in getattr(like, "key_pos", {}).items() if k in items}
    out.file = getattr(like, "file", None)
    out.key_file = getattr(like, "key_file", {})
    out.key_at = getattr(like, "key_at", {})
    return out


def _joined(base, more):
    """Boards joined: mappings key by key, lists one after the other."""
    if base is None:
        return more
    if more is None:
        return base
    if isinstance(base, dict) and isinstance(more, dict):
        out = dict(base)
        for k, v in more.items():
            out[k] = _joined(base.get(k), v)
        return out
    if isinstance(base, list) and isinstance(more, list):
        joined = PosList(list(base) + list(more))
        joined.pos = getattr(more, "pos", (None, None))
        joined.item_pos = list(getattr(base, "item_pos", [(None, None)] * len(base))) + \
            list(getattr(more, "item_pos", [(None, None)] * len(more)))
        joined.file = getattr(more, "file", None)
        return joined
    return more


def expand(doc, card_name, hand: str) -> list[tuple[str, PosDict]]:
    """(name, scenario document) for each row of a table document; ``card_name(key, path)`` resolves a
    card key to its name (and raises the scenario's error for an unknown one); ``hand``: the zone a
    card is played from unless the row says ``from:``."""
    table = doc.get("table") or {}
    out = []
    for i, row in enumerate(doc.get("rows") or []):
        items: dict = {"scenario": doc["scenario"], "rule": row.get("rule", doc.get("rule", ""))}
        for k in TABLE_KEYS:
            if k in table:
                items[k] = table[k]
        for k in ("phase", "day", "first_player", "ignore_timing", "seed"):
            if k in row:
                items[k] = row[k]
        for k in ("players", "regions", "markers"):
            if k in row:
                items[k] = _joined(items.get(k), row[k])
        run = list(row.get("run") or [])
        covers = row.get("covers")
        played = None
        if row.get("play") is not None:
            player = row.get("player", 1)
            zone = row.get("from", hand)
            played = card_name(row["play"], ["rows", i, "play"])
            board = {player: {zone: [row["play"]]}}
            items["players"] = _joined(items.get("players"), board)
            step = {"player": player, "card": played, "from": zone}
            if row.get("to") is not None:
                step["to"] = row["to"]
            run.insert(0, {"play": step})
            if covers is None:
                covers = [row["play"]]
        items["run"] = run
        for k in ("choices", "expect", "then"):
            if k in row:
                items[k] = row[k]
        if covers is not None:
            items["covers"] = covers if isinstance(covers, list) else [covers]
        name = row.get("name") or (f"{doc['scenario']} — {played}" if played else f"{doc['scenario']} — row {i + 1}")
        items["scenario"] = name
        out.append((name, _pos_dict(items, row)))
    return out
