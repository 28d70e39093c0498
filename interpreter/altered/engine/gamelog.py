"""The game log: JSON Lines, one header, every event, then how the game ended.

::

    {"e": "game", "format": 1, "seed": 1, "agent": "random", "rules_sha256": "...",
     "variants": [{"name": "draw-three", "sha256": "..."}], "decks": [{"name", "file", "format",
     "hero", "cards"}], "max_days": 60, "python": "3.11.7", "version": "0.1.0"}
    {"e": "setup", "regions": [...], "markers": [[1, "hero", 0], ...], "heroes": [[1, "..."], ...], ...}
    ... every event, in order; a decision's event carries the index chosen ...
    {"e": "result", "winner": 2, "days": 7}      (or {"e": "stopped", ...} for a saved game)

Players are numbered from 1 here, as in the account, scenarios and observations; the
engine counts from 0 inside.  ``public`` is the one place that converts.  The recorded
choices (``index`` of each ``choice`` event, in order) with the seed, rules and decks are
enough to play the game again (``replay.py``).
"""
from __future__ import annotations

import hashlib
import json
import platform
from pathlib import Path

FORMAT = 1
PLAYER_KEYS = ("player", "owner", "first_player")          # event fields that hold a player
PLAYER_LISTS = ("markers", "heroes", "compared")            # lists of [player, ...]
PLAYER_VARS = ("first_player", "turn_player", "after_you",  # game variables that hold a player
               "contenders")                                 # (or players: multiplayer tiebreakers)


def _plus_one(v):
    return v + 1 if isinstance(v, int) and not isinstance(v, bool) else v


def public(event: dict) -> dict:
    """An engine event as the log writes it: players from 1, plain JSON values."""
    out = {}
    for k, v in event.items():
        if k in PLAYER_KEYS:
            v = _plus_one(v)
        elif k in PLAYER_LISTS:
            v = [[_plus_one(x[0]), *x[1:]] for x in v]
        out[k] = v
    if event.get("e") == "set" and event.get("var") in PLAYER_VARS:
        v = event.get("value")
        out["value"] = [_plus_one(x) for x in v] if isinstance(v, list) else _plus_one(v)
    return json.loads(json.dumps(out, default=str))


def digest(data) -> str:
    return hashlib.sha256(json.dumps(data, sort_keys=True, default=str).encode("utf-8")).hexdigest()


def rules_digest(book) -> str:
    """A fingerprint of the effective rules (variants applied): a replay notices a changed rule."""
    return digest(book.docs)


def engine_version() -> str:
    from .. import __version__
    return __version__


def _where(variant) -> str:
    """A variant's name, or its file's full path (a replay from another folder finds it)."""
    from ..loading.rules.variants import is_set
    if is_set(variant):                # a what-if from the command line ("--set day.max_days=3"): no file
        return str(variant)
    path = Path(str(variant))
    return str(path.resolve()) if path.suffix or path.is_file() else str(variant)


def header(book, decks, seed, variants=(), agent=None, max_days=None, cards=()) -> dict:
    """The first line of a log; ``cards`` are card files or folders added to the bundled sets."""
    from ..loading.rules.variants import load_variant
    return {"e": "game", "format": FORMAT, "seed": seed, "agent": agent, "cards": [str(Path(c).resolve()) for c in cards],
            "rules_sha256": rules_digest(book),
            "variants": [{"name": _where(v), "sha256": digest(load_variant(v).doc)} for v in variants],
            "decks": [{"name": d.name, "file": getattr(d, "file", None), "format": getattr(d, "format", None),
                       "hero": d.hero.ref if d.hero is not None else None,
                       "cards": [c.ref for c in d.cards]} for d in decks],
            "max_days": max_days, "python": platform.python_version(), "version": engine_version()}


def result(game) -> dict:
    return {"e": "result", "winner": _plus_one(game.winner), "days": game.day}


def write(f, head: dict, events, tail: dict | None = None) -> None:
    """Write a log to an open text file: the header, each engine event (made public), the tail line."""
    f.write(json.dumps(head) + "\n")
    for e in events:
        f.write(json.dumps(public(e)) + "\n")
    if tail is not None:
        f.write(json.dumps(tail) + "\n")


TRUNCATED = "the log is truncated (the game was interrupted or killed before its end)"


class Stream:
    """A log written as the game goes: the header at once, then the events logged so far each time
    ``catch_up`` is called (before every decision), each line flushed (the file is opened line-buffered),
    so a process killed mid-game leaves whole lines up to its last decision; ``finish`` adds the rest and
    the tail.  The lines are those ``write`` makes for the whole game."""
    __slots__ = ("f", "written")

    def __init__(self, f, head: dict):
        self.f, self.written = f, 0
        f.write(json.dumps(head) + "\n")

    def catch_up(self, events) -> None:
        for e in events[self.written:]:
            self.f.write(json.dumps(public(e)) + "\n")
        self.written = max(self.written, len(events))

    def finish(self, events, tail: dict | None = None) -> None:
        self.catch_up(events)
        if tail is not None:
            self.f.write(json.dumps(tail) + "\n")


class Log:
    """A log read back: its header, its events (public form) and its last line."""
    __slots__ = ("file", "header", "events", "tail")

    def __init__(self, file, header, events, tail):
        self.file, self.header, self.events, self.tail = file, header, events, tail

    @property
    def choices(self) -> list:
        """The index chosen at each decision, in order."""
        from ..loading.errors import DesignError
        out = []
        for n, e in enumerate(self.events, 2):
            if e["e"] == "choice":
                if not isinstance(e.get("index"), int):
                    raise DesignError("a choice without the index chosen (a log written by an older engine?)",
                                      self.file, n, 1)
                out.append(e["index"])
        return out

    def decks(self, catalog):
        """The decks as the log lists them (cards by reference), not as their files say today."""
        from ..loading.cards.decks import DeckList
        from ..loading.errors import DesignError
        if not isinstance(self.header["decks"], list) or len(self.header["decks"]) < 2:
            raise DesignError("the header should list the decks of two or more players", self.file, 1, 1)
        try:
            return [DeckList(name=d["name"], format=d.get("format"), file=d.get("file"),
                             hero=catalog.find(d["hero"], self.file, 1, 1) if d.get("hero") else None,
                             cards=[catalog.find(ref, self.file, 1, 1) for ref in d["cards"]])
                    for d in self.header["decks"]]
        except (KeyError, TypeError, AttributeError):
            raise DesignError("the header's decks should each give a name, a hero and a list of card "
                              "references", self.file, 1, 1) from None

    def player_names(self) -> list:
        return [d["name"] for d in self.header["decks"]]


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _is_text(v) -> bool:
    return isinstance(v, str)


def _texts(v) -> bool:
    return isinstance(v, list) and all(isinstance(x, str) for x in v)


def _name(v) -> bool:
    """A text that shows as written, on one line: no control or invisible character (an escape sequence for
    the terminal), no line break or tab."""
    from ..loading.yamlio import HIDDEN
    return isinstance(v, str) and not HIDDEN.search(v) and not any(c in v for c in "\n\r\t")


def _deck(d) -> bool:
    return isinstance(d, dict) and _name(d.get("name")) and _texts(d.get("cards")) \
        and all(d.get(k) is None or _is_text(d.get(k)) for k in ("hero", "format", "file"))


# what each header field must hold: (test, what the message says it should be)
_HEADER = {
    "format": (lambda v: v == FORMAT, f"{FORMAT}, the log format this engine reads"),
    "seed": (_is_int, "a whole number"),
    "agent": (lambda v: v is None or _name(v), "an agent's name"),
    "max_days": (lambda v: v is None or (_is_int(v) and v >= 1), "a whole number of days, at least 1"),
    "cards": (lambda v: v is None or _texts(v), "a list of card files or folders"),
    "variants": (lambda v: v is None or (isinstance(v, list) and all(isinstance(x, dict) and _is_text(x.get("name"))
                                                                       for x in v)), "a list of {\"name\": ...}"),
    "decks": (lambda v: isinstance(v, list) and len(v) >= 2 and all(map(_deck, v)),
              "a list of the decks of two or more players, each with a name (without control characters), "
              "a hero and a list of card references"),
    "rules_sha256": (_is_text, "a text (the rules' digest)"),
}


def _check_header(head: dict, line: str, path: str) -> None:
    """Every header field of the right type before any is used: one located line for the first that is not."""
    from ..loading.errors import DesignError
    for key, (test, expected) in _HEADER.items():
        if key in head and not test(head[key]):
            raise DesignError(f"the header's {key} should be {expected}", path, 1, line.find(f'"{key}"') + 1 or 1)


def _state(s) -> bool:
    """A random generator's state as json writes ``random.getstate()``: version 3, 625 whole numbers."""
    return s is None or (isinstance(s, list) and len(s) == 3 and s[0] == 3 and isinstance(s[1], list)
                         and len(s[1]) == 625 and all(_is_int(x) and 0 <= x < 2 ** 32 for x in s[1])
                         and (s[2] is None or isinstance(s[2], (int, float))))


def _check_tail(tail: dict, line: str, path: str, n: int) -> None:
    from ..loading.errors import DesignError
    if tail["e"] == "result":
        checks = {"winner": lambda v: v is None or _is_int(v), "days": _is_int}
    else:
        checks = {"decisions": lambda v: _is_int(v) and v >= 0,
                  "agents": lambda v: isinstance(v, list) and all(map(_state, v))}
    for key, test in checks.items():
        if not test(tail.get(key)):
            raise DesignError(f"the {tail['e']!r} line's {key!r} is missing or of the wrong type (an edited log?)",
                              path, n, line.find(f'"{key}"') + 1 or 1)


def read(path) -> Log:
    """Read a log file; a file that is not one is a located one-line error."""
    from ..loading.errors import DesignError
    from ..loading.yamlio import read_text
    path = str(path)
    try:
        text = read_text(path)                    # a regular file of bounded size, UTF-8 text
    except DesignError as e:
        raise DesignError(f"cannot read the game log: {e.message}", e.file, e.line, e.column) from None
    lines = text.splitlines()
    rows = []
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as e:
            if n == len(lines) and not text.endswith("\n"):     # written as the game went, then killed
                raise DesignError(f"{TRUNCATED} (its last line is cut short)", path, n, e.colno) from None
            raise DesignError(f"not a JSON line: {e.msg}", path, n, e.colno) from None
        except RecursionError:
            raise DesignError("nested too deeply to be an event", path, n, 1) from None
        except ValueError as e:                   # a number of thousands of digits (Python reads 4,300)
            raise DesignError(f"not a JSON line: {e}".split(";")[0], path, n, 1) from None
        if not isinstance(row, dict) or "e" not in row:
            raise DesignError("expected an event object with an \"e\" field", path, n, 1)
        rows.append(row)
        last = n
    if not rows or rows[0]["e"] != "game":
        raise DesignError("a game log starts with its header line ({\"e\": \"game\", ...}); "
                          "write one with `altered play --log FILE`", path, 1, 1)
    head = rows[0]
    for key in ("seed", "decks", "rules_sha256"):
        if key not in head:
            raise DesignError(f"the header has no {key!r} (a log written by an older engine?)", path, 1, 1)
    _check_header(head, lines[0], path)
    tail = rows[-1] if len(rows) > 1 and rows[-1]["e"] in ("result", "stopped") else None
    if tail is not None:
        _check_tail(tail, lines[last - 1], path, last)
    return Log(path, head, rows[1:len(rows) - (tail is not None)], tail)
