"""A game played by a person in the browser against agents (``altered table``): the engine serves one
local page (the standard library's HTTP server, bound to this machine only) and keeps the game.

The person's seat is answered through the state API (session.py): the page is given exactly what an agent
of that seat is given -- the player's observation (observation.py), the decision's question and its
options -- and the account of the game as that player may read it (the viewer's masking: hidden draws
and secret choices of others told without the card, 3.1.3.e, 1.4.5.a). The other seats are agents, asked
as ``Game.play`` asks them, so a seed plays the same game as ``altered play`` with the same answers.
"""
from __future__ import annotations

import json
from http.server import BaseHTTPRequestHandler, HTTPServer
from typing import Any

from ..engine.narrative import Teller, ask
from .table_page import PAGE
from .viewer import masked


class Table:
    """One game, one person's seat (``seat``, numbered from 0) and the agents of the other seats."""

    def __init__(self, book: Any, decks: list, agents: list, seat: int, seed: int) -> None:
        from ..engine.game import Game
        self.seat, self.agents = seat, agents
        self.game = Game(book, decks, seed=seed, log=True).start()
        self.teller = Teller([p.name for p in self.game.players])
        self.turn_phases = [p.name for p in book.phases if p.turns]
        self.answered = 0                         # the person's answers so far: a page's answer names it
        self.play_agents()

    def play_agents(self) -> None:
        """Let the agents answer until the person decides or the game ends (as Game.play asks them)."""
        game = self.game
        while (d := game.decision) is not None and d.player != self.seat:     # (None: the game is over)
            agent = self.agents[d.player]
            game.apply(agent.choose(game.view_for(d.player, agent), d))

    def act(self, action: int) -> None:
        """The person's answer: an index into the waiting decision's options."""
        self.game.apply(action)
        self.answered += 1
        self.play_agents()

    # -- what the page is given ---------------------------------------------------------------------
    def view(self) -> dict:
        """The person's view as plain JSON: nothing the seat's agent would not be given."""
        game, seat = self.game, self.seat
        o = game.observation(seat)
        zones = []
        for (name, p), got in o.zones.items():
            row: dict[str, Any] = {"zone": name, "title": game.book.zones[name].title,
                                   "player": None if p is None else p + 1,
                                   "parts": list(game.book.zones[name].subzones or ())}
            if isinstance(got, int):
                row["hidden"] = got
            else:
                row["cards"] = [_card(c, self.teller.text) for c in got]
            zones.append(row)
        cards = game.adventure_zone.objs if game.adventure_zone else []
        regions = [{"name": None if c.face_down else c.card.name,  # a face-down region: neither name nor terrains
                    "terrains": list(t), "markers": [[m[0] + 1, m[1]] for m in o.markers if m[2] == i]}
                   for i, (t, c) in enumerate(zip(o.track, cards))]
        d = None if game.is_terminal() else game.decision
        decision = None
        if d is not None and d.player == seat:
            decision = {"question": ask(d, list(o.names), d.source), "options": list(d.labels)}
        return {"player": seat + 1, "names": list(o.names), "day": o.day, "phase": o.phase or "setup",
                "first": o.first_player + 1, "turn": None if o.turn_player is None else o.turn_player + 1,
                "track": game.book.zones[game.book.adventure["zone"]].title, "regions": regions, "zones": zones, "decision": decision, "answered": self.answered,
                "over": game.is_terminal(), "result": self.result(), "account": self.account()}

    def account(self) -> list:
        """[depth, text] lines of the game so far, as this seat may read them."""
        from ..engine.gamelog import public
        secret = self.teller.w["answers"]["secret"]
        events = []
        for e in map(public, self.game.events):
            hidden = masked(e, secret)
            events.append(e if hidden is None or hidden[0] == self.seat + 1 else hidden[1])
        return [list(line) for line in self.teller.lines(events, self.turn_phases)]

    def result(self) -> str | None:
        if not self.game.is_terminal():
            return None
        winners = self.game.winners
        if not winners:
            return "No winner: the day limit was reached"
        return "Winner: " + ", ".join(self.teller.player(w + 1) for w in winners)


def _card(c: Any, plain: Any) -> dict:
    """A card as the page draws it; its text without markup, as the account words it (account.yaml)."""
    return {"name": c.name, "type": c.type, "stats": [[k, v] for k, v in c.printed], "text": plain(c.text),
            "statuses": list(c.statuses), "counters": [[k, n] for k, n in c.counters], "part": c.sub}


# -- the server -------------------------------------------------------------------------------------

class _Handler(BaseHTTPRequestHandler):
    """GET / (the page), GET /view (the person's view), POST /act {"action": i, "answered": n}."""
    table: Table
    server_version = "altered-table"

    def log_message(self, format: str, *args: Any) -> None:      # no line per request on the terminal
        pass

    def _local(self) -> bool:
        """Only a page of this server itself (a page of another site pointed here by its name is refused)."""
        host = (self.headers.get("Host") or "").rsplit(":", 1)[0]
        return host in ("127.0.0.1", "localhost", "[::1]")

    def _send(self, status: int, body: bytes, kind: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.end_headers()
        self.wfile.write(body)

    def _json(self, status: int, data: Any) -> None:
        self._send(status, json.dumps(data, ensure_ascii=False).encode(), "application/json; charset=utf-8")

    def do_GET(self) -> None:
        if not self._local():
            return self._json(403, {"error": "not a page of this machine"})
        if self.path == "/":
            return self._send(200, PAGE.encode(), "text/html; charset=utf-8")
        if self.path == "/view":
            return self._json(200, self.table.view())
        return self._json(404, {"error": f"no page {self.path}"})

    def do_POST(self) -> None:
        # JSON only: a form of another site cannot post it without asking first (and is not answered)
        if not self._local() or not (self.headers.get("Content-Type") or "").startswith("application/json"):
            return self._json(403, {"error": "not a page of this machine"})
        if self.path != "/act":
            return self._json(404, {"error": f"no page {self.path}"})
        try:
            size = int(self.headers.get("Content-Length") or 0)
            asked = json.loads(self.rfile.read(min(size, 10_000)) or b"null")
            action, answered = asked["action"], asked["answered"]
        except (ValueError, KeyError, TypeError):
            return self._json(400, {"error": 'expected {"action": N, "answered": N}'})
        table = self.table
        d = table.game.decision
        if answered != table.answered or d is None or d.player != table.seat:   # a page behind the game
            return self._json(409, {"error": "the game has moved on", "view": table.view()})
        if not (type(action) is int and 0 <= action < d.count):
            return self._json(400, {"error": f"no option {action!r}: options 0 to {d.count - 1}"})
        try:
            table.act(action)
            view = table.view()
        except Exception as e:                    # an engine fault: one line here and on the page, no trace
            import sys
            import traceback
            where = traceback.extract_tb(e.__traceback__)[-1]
            said = f"internal error: {type(e).__name__}: {e} (at {where.filename}:{where.lineno}); please report it"
            print(said, file=sys.stderr, flush=True)
            return self._json(500, {"error": said})
        return self._json(200, view)


def server(table: Table, port: int = 0) -> HTTPServer:
    """The table's server on this machine (127.0.0.1), on ``port`` (0: any free one); requests are
    answered one at a time, so the game is never changed by two at once."""
    handler = type("TableHandler", (_Handler,), {"table": table})
    return HTTPServer(("127.0.0.1", port), handler)
