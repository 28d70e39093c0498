"""A readable account of a game, told from its event log with the words of rules_yaml/account.yaml.

The account reads the log as it is written (``gamelog.public``: players numbered from 1), so
``altered play``, ``altered resume`` and the replay viewer tell a game the same way.  The account
tells everything (every player's draws and choices); the viewer masks what a player may not see.
"""
from __future__ import annotations

import re

from ..loading.paths import RULES_DIR
from .gamelog import public

WORDS_FILE = RULES_DIR / "account.yaml"
_words: dict = {}
_KEYS = ("event", "when", "from", "to", "say", "each", "fields", "many")        # the other keys of an event entry are fields to equal


def words(path=WORDS_FILE) -> dict:
    """The account's words, read and checked once per process."""
    key = str(path)
    if key not in _words:
        from ..loading.schema import validate
        from ..loading.yamlio import load_file
        doc = load_file(path)
        validate(doc, "account.schema.json", key)
        questions = []
        for q in doc["questions"]:
            rx = None
            if q.get("prompt") is not None:
                parts = re.split(r"\{(\w+)\}", q["prompt"])
                rx = re.compile("".join(re.escape(x) if i % 2 == 0 else f"(?P<{x}>.+)" for i, x in enumerate(parts)) + "$")
            questions.append((rx, q.get("kind"), q["ask"], q.get("told", True)))
        _words[key] = {"questions": questions, "answers": doc["answers"], "events": doc["events"],
                       "headings": doc["headings"], "pieces": doc["pieces"],
                       "markup": _patterns(doc, "markup", key), "wording": _patterns(doc, "wording", key)}
    return _words[key]


def _patterns(doc, part, key):
    """The (regular expression, replacement) pairs of a part of the account's words."""
    out = []
    for i, m in enumerate(doc.get(part) or ()):
        try:
            out.append((re.compile(m["match"]), m["say"]))
        except re.error as e:
            from ..loading.errors import DesignError
            from ..loading.yamlio import position_of
            raise DesignError(f"not a regular expression: {e}", key, *position_of(doc, [part, i, "match"])) from None
    return out


class _Fields(dict):
    def __missing__(self, key):
        return "?"


class Teller:
    """Turns public log events into lines of text, for players named ``names`` (index 0 is player 1)."""

    def __init__(self, names, path=WORDS_FILE):
        self.names = list(names)
        self.w = words(path)

    # -- pieces ----------------------------------------------------------------
    def player(self, n):
        if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= len(self.names):
            return str(n)
        name = self.names[n - 1]
        # a deck the set-up made (booster-war) is only called "player N": not "P1 (player 1)"
        piece = "player" if name and name != f"player {n}" else "unnamed_player"
        return self.w["pieces"].get(piece, self.w["pieces"]["player"]).format(number=n, name=name)

    def text(self, s):
        """Card text without its markup ([[Anchored]], {J}, ...)."""
        for rx, say in self.w["markup"]:
            s = rx.sub(say, s)
        return s

    def _value(self, key, v):
        w = self.w["pieces"]
        if key in ("player", "owner", "first_player") or (key == "value" and isinstance(v, int)):
            return self.player(v)
        if key == "regions":
            return w["regions"].join(
                w["face_down_region" if r.get("face_down") else "region"].format(
                    name=r["name"], terrains=w["terrains"].join(r["terrains"]) or w["unknown_terrains"])
                for r in v)
        if key == "heroes":
            return self._list([w["hero"].format(player=self.player(p), name=name) for p, name in v])
        if key == "markers":
            return w["markers"].join(w["marker"].format(player=self.player(p), sub=sub, travelled=n) for p, sub, n in v)
        if key == "strengths":
            return self._list([w["strength"].format(terrain=t, mine=mine, theirs=theirs) for t, mine, theirs in v]) \
                or w["unknown_terrains"]
        if isinstance(v, list):
            return self._list([self.text(str(x)) for x in v])
        if isinstance(v, str):
            return self.text(v)
        return str(v)

    def _list(self, items):
        """"A, B and C" (with "; " when a name holds a comma, as "The Spindle, Muna Bastion" does)."""
        w = self.w["pieces"]
        if len(items) < 2:
            return "".join(items)
        sep = w["list_of_names_with_commas"] if any("," in x for x in items) else w["list"]
        return sep.join(items[:-1]) + w["last"] + items[-1]

    def say(self, entry, e):
        """The entry's text for event ``e`` (one line per item of its ``each`` list)."""
        if "each" not in entry:
            return self.fill(entry["say"], e)
        return "\n".join(self.fill(entry["say"], {**e, **dict(zip(entry["fields"], item))})
                         for item in e.get(entry["each"]) or ())

    def fill(self, template, e):
        fields = _Fields({k: self._value(k, v) for k, v in e.items() if v is not None})
        if "source" in e and e["source"]:
            fields["source"] = self.text(e["source"].split(":")[0])
        else:
            fields["source"] = "it"
        out = template.format_map(fields)
        for rx, say in self.w["wording"]:
            out = rx.sub(say, out)
        return out

    def _entry(self, e):
        for entry in self.w["events"]:
            if entry["event"] != e["e"]:
                continue
            if any(e.get(k) is None for k in entry.get("when", ())):
                continue
            if "from" in entry and e.get("frm") != entry["from"] or "to" in entry and e.get("to") != entry["to"]:
                continue
            if any(k not in _KEYS and e.get(k) != v for k, v in entry.items()):
                continue
            return entry
        return None

    def question(self, e, told=True):
        """The question a decision put to its player; None when there is none, or (``told``) when
        the account does not tell it."""
        for rx, kind, ask, is_told in self.w["questions"]:
            if kind is not None and kind != e.get("about"):
                continue
            found = {}
            if rx is not None:
                m = rx.match(e.get("prompt", ""))
                if m is None:
                    continue
                found = m.groupdict()
            if ask is None or (told and not is_told):
                return None
            return self.fill(ask, {**e, **found})
        return None

    def answer(self, e):
        if e.get("chose") == "done":
            return self.w["answers"]["done"]
        return self.text(str(e.get("chose")))

    # -- lines -----------------------------------------------------------------
    def line(self, e):
        """One event alone, as a line (None: not told)."""
        if e["e"] == "choice":
            q = self.question(e)
            return None if q is None else f"{q} {self.answer(e)}"
        if e["e"] == "phase":
            return self.heading(e)
        entry = self._entry(e)
        if entry is None or entry["say"] is None:
            return None
        return self.say(entry, e)

    def heading(self, e):
        h = self.w["headings"]
        return self.fill(h["turns"] if e.get("turns") else h["phase"], e)

    def lines(self, events, turn_phases=()):
        """(depth, text) for the whole log: headings, then events; runs of alike events told together."""
        out = []
        day = None
        group = None                                  # (key, depth, entry or None for a question, event, objs)

        def flush():
            nonlocal group
            if group is not None:
                key, depth, entry, e, objs = group
                if entry is None:                                 # a question and the options picked
                    out.append((depth, f"{self.question(e)} {self._value('chose', objs)}"))
                else:
                    template = entry.get("many", entry["say"]) if len(objs) > 1 else entry["say"]
                    out.append((depth, self.fill(template, {**e, "obj": objs})))
                group = None

        for e in events:
            if e.get("day") != day:
                flush()
                day = e.get("day")
                out.append((0, self.w["headings"]["setup"] if not day else self.w["headings"]["day"].format(day=day)))
            kind = e["e"]
            if kind == "phase":
                flush()
                out.append((1, self.heading({**e, "turns": e.get("name") in turn_phases})))
                continue
            depth = 3 if e.get("source") and kind != "resolve" else 2
            if kind == "choice":
                if self.question(e) is None:
                    continue
                key = ("choice", e.get("player"), e.get("prompt"), e.get("source"), e.get("day"), e.get("phase"))
                answer = self.answer(e)       # the account sees all, as it tells every draw; the viewer hides per player
                if group is not None and group[0] == key and e.get("about") == "choose":     # picks of one choice
                    if e.get("chose") != "done":
                        group[4].append(answer)
                    continue
                flush()
                group = (key, depth, None, e, [answer])
                continue
            entry = self._entry(e)
            if entry is None or entry["say"] is None:
                continue
            if "obj" in e and kind in ("move", "cease"):
                key = (id(entry), tuple((k, str(v)) for k, v in e.items() if k not in ("obj", "hidden")))
                if group is not None and group[0] == key:
                    group[4].append(e["obj"])
                    continue
                flush()
                group = (key, depth, entry, e, [e["obj"]])
                continue
            flush()
            out.extend((depth, text) for text in self.say(entry, e).split("\n"))
        flush()
        return out


def ask(decision, names, source=None) -> str:
    """The question ``decision`` puts to its player, in the words of account.yaml (for a person
    deciding); ``names`` are the players' names, ``source`` the ability asking, if any."""
    e = {"about": decision.kind, "prompt": decision.prompt, "player": decision.player + 1, "source": source}
    return Teller(names).question(e, told=False) or decision.prompt


def player_name(game, p):
    """How the account and observations name the engine's player ``p`` (numbered from 1)."""
    name = game.players[p].name
    return f"P{p + 1}" if not name or name == f"player {p + 1}" else f"P{p + 1} ({name})"


def account(game):
    """Yield the lines of the account of a game, day by day."""
    teller = Teller([p.name for p in game.players])
    turn_phases = [p.name for p in game.book.phases if p.turns]
    for depth, text in teller.lines([public(e) for e in game.events], turn_phases):
        yield "  " * depth + text


def render(game, viewer=None):
    """A text view of the state, as ``viewer`` may see it (None: everything).

    Hidden zones show only their size to other players (3.1.3.e); face-down
    objects show only to their owner (3.2.9.a).
    """
    lines = [f"Day {game.day}, {game.phase or 'setup'}; first player {player_name(game, game.first_player)}"]
    track = []
    for i, region in enumerate(game.adventure_zone.objs):
        here = " ".join(f"P{m.player + 1}{m.sub[0].upper()}" for m in game.markers if m.pos == i)
        terrains = "/".join(t[0].upper() for t in game.terrains_of(region)) or "?"
        track.append(f"[{terrains}{' ' + here if here else ''}]")
    lines.append(f"{game.adventure_zone.label}: " + " ".join(track))
    for p in range(len(game.players)):
        lines.append(player_name(game, p))
        for name, spec in game.book.zones.items():
            if spec.scope == "shared" and not (spec.subzones or spec.per_player):
                continue
            objs = [o for z in game.zone_instances(name, p if spec.scope == "personal" else None)
                    for o in z.objs if spec.scope == "personal" or o.controller == p]
            if not objs:
                continue
            hidden = spec.visibility != "visible" and viewer is not None and not (viewer == p and spec.owner_sees)
            if hidden:
                lines.append(f"  {spec.title}: {len(objs)} card{'' if len(objs) == 1 else 's'}")
                continue
            shown = []
            for o in objs:
                if o.face_down and viewer is not None and viewer != o.owner:
                    shown.append("face-down")
                    continue
                extra = [s for s in o.statuses] + [f"{n} {c}" for c, n in o.counters.items()]
                where = f"{o.sub}: " if o.sub else ""
                shown.append(where + o.card.name + (f" ({', '.join(extra)})" if extra else ""))
            lines.append(f"  {spec.title}: " + "; ".join(shown))
    return "\n".join(lines)
