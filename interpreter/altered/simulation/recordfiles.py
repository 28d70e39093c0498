"""Reading a study's record files (``--out``): the shards of one study, checked to belong together, merged
back into game order; and the tally that summarises a study of each kind."""
from __future__ import annotations

import heapq
import json
from contextlib import ExitStack, contextmanager
from typing import Iterator

from ..loading.errors import DesignError
from ..loading.yamlio import open_regular
from .gauntlet import GauntletTally
from .impact import ImpactTally
from .sweep import SweepTally
from .tally import PairTally, Tally


def tally_for(head: dict):
    """The tally that summarises the records of the study ``head`` describes (``add(record)``, ``summary()``)."""
    kind = head["kind"]
    if kind == "compare":
        return PairTally.of(head)
    if kind == "gauntlet":
        return GauntletTally(head)
    if kind == "sweep":
        return SweepTally(head)
    if kind == "cards impact":
        return ImpactTally(head)
    return Tally.of(head)


@contextmanager
def study_records(paths: list[str], partial: bool = False) -> Iterator[tuple[dict, Iterator[dict]]]:
    """(the study's head, its records in game order) from the record files of its shards (or of the
    whole study): every shard once, each game once. ``partial``: the records of a study stopped before its
    end (Ctrl-C, a lost shard): whatever games they hold, each once, a last line cut short left out."""
    with ExitStack() as stack:
        heads, files = [], []
        for path in paths:
            f = stack.enter_context(open_regular(path))       # not a FIFO or a device: a file
            files.append(f)
            heads.append(_head(f, path))
        head = _check_shards(heads, paths, partial)
        yield head, _in_order(head, [_records(f, path, partial) for f, path in zip(files, paths)], paths, partial)


def _in_order(head: dict, streams: list, paths: list[str], partial: bool = False) -> Iterator[dict]:
    seen, last = 0, -1
    for record in heapq.merge(*streams, key=lambda r: r["game"]):
        at = record.pop("_at")
        if record["game"] == last or (not partial and record["game"] != seen):
            raise DesignError(f"game {seen if not partial else last} is missing or repeated "
                              f"(found game {record['game']})", *at)
        seen, last = seen + 1, record["game"]
        yield record
    if seen != head["games"] and not partial:
        raise DesignError(f"{seen} games in the files, the study has {head['games']} (the records of a study "
                          f"stopped before its end? --partial summarises the games they hold)", paths[-1])


def held(head: dict, games: int) -> dict:
    """The head of records that hold ``games`` of the study's games (a partial study says it is one)."""
    return head if games == head["games"] else {**head, "games": games, "partial_of": head["games"]}


def _whole(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


def _head(f, path) -> dict:
    try:
        head = json.loads(f.readline())["study"]
    except (ValueError, KeyError, TypeError, RecursionError, UnicodeDecodeError):
        raise DesignError("expected a record file written by --out (its first line describes the study)",
                          path, 1) from None
    shard = head.get("shard") if isinstance(head, dict) else None
    if not (isinstance(head, dict) and isinstance(head.get("kind"), str) and _whole(head.get("games"))
            and isinstance(head.get("command"), str) and isinstance(shard, list) and len(shard) == 2
            and all(_whole(k) and k >= 1 for k in shard) and shard[0] <= shard[1]
            and ("seed" not in head or _whole(head["seed"]))):
        raise DesignError("the study's description (the first line) lacks its kind, games, command or shard, "
                          "or holds them of the wrong type (an edited file?)", path, 1, 1)
    return head


def _records(f, path, partial: bool = False):
    line_no = 1
    try:
        for line_no, line in enumerate(f, 2):
            try:
                record = json.loads(line)
            except (ValueError, RecursionError):
                if not line.endswith("\n"):     # the last line, cut short where the study was stopped
                    if partial:
                        return
                    raise DesignError("a last line cut short (the records of a study stopped before its end? "
                                      "--partial summarises the games they hold)", path, line_no) from None
                raise DesignError("not a JSON line", path, line_no) from None
            if not isinstance(record, dict) or not _whole(record.get("game")):
                raise DesignError("expected a game's record, with its game number (\"game\")", path, line_no, 1)
            record["_at"] = (path, line_no)
            yield record
    except UnicodeDecodeError:
        raise DesignError("not UTF-8 text", path, line_no + 1) from None


def _check_shards(heads: list[dict], paths: list[str], partial: bool = False) -> dict:
    """The merged study's description, after checking that the files are the N shards of one study."""
    def same(h):
        return {k: v for k, v in h.items() if k not in ("shard", "command")}
    first = same(heads[0])
    for h, path in zip(heads, paths):
        if same(h) != first:
            diff = sorted(k for k in first if first[k] != h.get(k))
            raise DesignError(f"not the same study as {paths[0]} (differs in {', '.join(diff)})", path, 1)
    n = heads[0]["shard"][1]
    got = sorted(h["shard"][0] for h in heads)
    if any(h["shard"][1] != n for h in heads) or got != list(range(1, n + 1)) and not (
            partial and len(set(got)) == len(got)):          # partial: some shards may be missing
        raise DesignError(f"expected the {n} shards 1/{n} to {n}/{n} once each, got "
                          f"{', '.join(f'{k}/{n}' for k in got)}", paths[0], 1)
    head = dict(heads[0])
    head["shard"] = [1, 1]
    head["command"] = heads[0]["command"].rsplit(" --shard ", 1)[0]
    return head
