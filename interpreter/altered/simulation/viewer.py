"""The replay viewer: a game log as one self-contained HTML page (no network).

The game is played again from its log (``replay.build``); after each event the state is
taken down (regions, markers, every player's zones, who may see each card), so the page
only draws states: step through them with next/previous or the slider, and pick whose
view to show (everything, or what player 1 or 2 may see: 3.1.3, 3.2.9.a).
"""
from __future__ import annotations

import json
import re

from ..loading.errors import DesignError
from ..engine.narrative import Teller
from .replay import build, play_until, verify
from .viewer_page import PAGE


def _card(o, see):
    card = {"n": o.card.name}
    if see is not None:
        card["see"] = see
    if o.statuses:
        card["s"] = list(o.statuses)
    if o.counters:
        card["c"] = {k: v for k, v in o.counters.items() if v}
    if o.face_down:
        card["fd"] = True
    return card


def snapshot(game) -> dict:
    """The state as the page draws it; players numbered from 1."""
    book = game.book
    adventure = getattr(game, "adventure_zone", None)       # None until the set-up lays it out
    regions = [{"name": r.card.name, "terrains": list(r.card.subtypes), "fd": bool(r.face_down)}
               for r in adventure.objs] if adventure is not None else []
    players = []
    for p in range(len(game.players)):
        zones = []
        for name, spec in book.zones.items():
            if spec.scope == "shared" and not (spec.subzones or spec.per_player):
                continue
            if spec.subzones:            # one row per part of a shared zone, with this player's objects
                for sub in spec.subzones:
                    objs = [o for o in game.zones[(name, None)].objs if o.controller == p and o.sub == sub]
                    zones.append({"zone": name, "title": f"{spec.title}: {sub}", "sub": sub,
                                  "cards": [_card(o, [o.owner + 1] if o.face_down else None) for o in objs]})
                continue
            objs = game.zones[(name, p)].objs if spec.scope == "personal" else \
                [o for o in game.zones[(name, None)].objs if o.controller == p]     # this player's part
            row = {"zone": name, "title": spec.title}
            if spec.visibility != "visible" and not spec.owner_sees:     # nobody looks: only its size
                row["count"] = len(objs)
                row["cards"] = []
            else:
                private = spec.visibility != "visible"
                row["cards"] = [_card(o, [p + 1] if private or o.face_down else None) for o in objs]
            zones.append(row)
        players.append({"name": game.players[p].name, "zones": zones})
    shared = []
    for name, spec in book.zones.items():
        if spec.scope == "shared" and not (spec.subzones or spec.per_player) and name != getattr(adventure, "name", None):
            objs = game.zones[(name, None)].objs
            if objs:
                shared.append({"zone": name, "title": spec.title, "cards": [_card(o, None) for o in objs]})
    return {"day": game.day, "phase": game.phase or "setup", "first": game.first_player + 1,
            "regions": regions, "markers": [[m.player + 1, m.sub, m.pos] for m in getattr(game, "markers", [])],
            "players": players, "shared": shared, "winner": None if game.winner is None else game.winner + 1}


def steps(log) -> dict:
    """Play the logged game again, taking down the state after each event; checks the log too."""
    from ..engine.game import Game
    states, index, taken = [], {}, []

    class Taking(Game):                  # takes down the state after each event it logs
        def log(self, event, **data):
            n = len(self.events)
            super().log(event, **data)
            if len(self.events) > n:
                text = json.dumps(snapshot(self), sort_keys=True)
                if text not in index:
                    index[text] = len(states)
                    states.append(json.loads(text))
                taken.append(index[text])

    if log.tail is None:                 # a page of a game that never ended would pass for a whole one
        from ..engine.gamelog import TRUNCATED
        raise DesignError(f"{TRUNCATED}: it has no result line to show", log.file)
    game, _ = build(log, game_class=Taking)
    play_until(game)
    problem = verify(log, game)
    if problem is not None:
        first = problem.splitlines()[0].rstrip(":")
        raise DesignError(f"the log does not play again as written ({first}): did the rules or cards change? "
                          "`altered replay` shows the difference", log.file)
    teller = Teller(log.player_names())
    turn_phases = [p.name for p in game.book.phases if p.turns]
    out = []
    for i, e in enumerate(log.events):
        if e["e"] == "phase":
            text = teller.heading({**e, "turns": e.get("name") in turn_phases})
        else:
            text = teller.line(e) or _plain(e, teller)
        step = {"e": e["e"], "day": e.get("day"), "phase": e.get("phase"), "text": text, "state": taken[i]}
        private = _private(e, teller)
        if private is not None:                # what the other players read instead (3.1.3, 1.4.5.a)
            step["who"], step["masked"] = private
        out.append(step)
    return {"players": log.player_names(), "seed": log.header["seed"], "events": out, "states": states,
            "result": log.tail}


def _private(e, teller):
    """(the one player who may read this event (0: none), what the others read), or None when all may."""
    hidden = masked(e, teller.w["answers"]["secret"])
    if hidden is None:
        return None
    who, e = hidden
    return who, teller.line(e) or _plain(e, teller)


def masked(e, secret):
    """(the one player who may read this public event (0: none), the event as the others read it, with
    ``secret`` for what they may not see), or None when all may read it."""
    if e["e"] in ("move", "gain", "lose") and e.get("hidden"):   # hidden or face down: its owner only
        return e["owner"], {**e, "obj": secret}
    if e["e"] == "choice" and e.get("secret"):         # 1.4.5.a: a choice among hidden cards
        return e["player"], {**e, "chose": secret}
    if e["e"] == "setup" and any(r.get("face_down") for r in e.get("regions", ())):   # 4.1.c: face-down Tumult cards
        return 0, {**e, "regions": [{**r, "terrains": []} if r.get("face_down") else r for r in e["regions"]]}
    return None


def _plain(e, teller):
    """An event the account does not tell, shown plainly in the viewer: its kind and main fields."""
    who = teller.player(e.get("player", e.get("owner")))
    what = e.get("obj") or e.get("card") or e.get("chose") or e.get("status") or ""
    where = f"{e['frm']} -> {e['to']}" if "frm" in e and "to" in e else e.get("status", "") if what != e.get("status") else ""
    return " ".join(x for x in (f"[{e['e']}]", who if who != "None" else "", str(what), str(where)) if x)


def page(log) -> tuple[str, int]:
    """The page for ``log`` and its number of steps."""
    data = steps(log)
    # no "<", ">" or "&" inside the script element: no name ("</script>", "<!--<script>") can end or
    # bend it; JSON.parse reads the \\u escapes back as the characters
    blob = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    blob = blob.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    title = " vs ".join(map(str, data["players"])) + f" (seed {data['seed']})"
    filled = {"__TITLE__": _escape(title), "__DATA__": blob}
    # one pass: a name that is itself a placeholder ("__DATA__") stays that text
    return re.sub("__TITLE__|__DATA__", lambda m: filled[m.group()], PAGE), len(data["events"])


def _escape(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
