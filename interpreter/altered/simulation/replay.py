"""Playing a game again from its log, and saving a game mid-way to resume it later.

A replay builds the same game (seed, rules, decks from the log's header) and answers
each decision with the recorded index (``gamelog.Log.choices``), then checks that every
event comes out as the log says: a changed rule or card shows as the first differing event.

A saved game is a log cut after N decisions; it ends with a ``stopped`` line holding
the state of each agent's random generator, so that resuming plays on exactly as the
uninterrupted game would have.
"""
from __future__ import annotations

import json

from ..engine import gamelog
from ..loading.paths import named_in


class Stopped(Exception):
    """Raised from inside the game to stop it before a decision (a save point)."""


class Script:
    """The recorded answers, shared by every seat, and the save point."""
    __slots__ = ("answers", "stop_after", "made", "before")

    def __init__(self, answers=(), stop_after=None):
        self.answers = list(answers)
        self.stop_after = stop_after   # stop the game before the decision after this many
        self.made = 0
        self.before = None             # called before each decision (a log written as the game goes)


class Recorded:
    """One seat: answers from the shared script, then (when given) from its own agent.

    Only the decision (the last positional argument) is read, so it fits any agent signature;
    an agent's wish to see the observation (``observes``, ``searches``) passes through.
    """

    def __init__(self, script, agent=None):
        self.script, self.agent = script, agent
        self.observes = agent is not None and getattr(agent, "observes", True)
        self.searches = getattr(agent, "searches", False)

    def choose(self, *args, **kw):
        decision, script = args[-1], self.script
        if script.before is not None:
            script.before()
        if script.stop_after is not None and script.made >= script.stop_after:
            raise Stopped()
        script.made += 1
        if script.answers:
            i = script.answers.pop(0)
            if not 0 <= i < len(decision.labels):
                raise Stopped()          # the game left the recorded path: verify() names where
            return i
        if self.agent is None:
            raise Stopped()              # the log has no more choices: the game left the recorded path
        return self.agent.choose(*args, **kw)


def seats(answers=(), agents=None, stop_after=None, players=2):
    """One Recorded seat per player, sharing one script."""
    script = Script(answers, stop_after)
    return [Recorded(script, agents[p] if agents else None) for p in range(players)]


def agent_states(agents) -> list:
    """The state of each agent's random generator (None for agents without one), as JSON."""
    return [json.loads(json.dumps(a.rng.getstate())) if hasattr(a, "rng") else None for a in agents]


def restore_agents(agents, states) -> None:
    for a, s in zip(agents, states):
        if s is not None:
            a.rng.setstate((s[0], tuple(s[1]), s[2]))


class Result:
    """What a replay found: ``ok``, or the first difference (``message``), and the game played."""
    __slots__ = ("ok", "message", "game", "notes")

    def __init__(self, ok, message, game, notes):
        self.ok, self.message, self.game, self.notes = ok, message, game, notes


_catalogs: dict = {}


def catalog_for(cards=()):
    """The bundled card sets plus a log's own card files, read once per process (replays share them)."""
    key = tuple(cards)
    if key not in _catalogs:
        from ..loading.cards.catalog import load_catalog
        from ..loading.paths import CARDS_DIR
        _catalogs[key] = load_catalog([CARDS_DIR, *cards]) if cards else load_catalog()
    return _catalogs[key]


def _named(name, log, what):
    """A variant's name, or a file the log names (which may not lead out of its folder and the bundled data)."""
    from pathlib import Path
    from ..loading.rules.variants import is_set
    if is_set(name):                   # a what-if from the command line, recorded as it was written
        return name
    return str(named_in(name, log.file, 1, 1, what)) if Path(name).suffix or "/" in name else name


def build(log, agents=None, stop_after=None, game_class=None):
    """The game a log describes, answering from its recorded choices (then ``agents``); ``game_class``:
    a subclass of Game to play it with (the viewer's, which takes down each state)."""
    from ..engine.game import Game
    game_class = game_class or Game
    from ..rulebook import load_rulebook
    head = log.header
    book = load_rulebook(variants=[_named(v["name"], log, "variant file") for v in head.get("variants", ())])
    catalog = catalog_for(tuple(str(named_in(c, log.file, 1, 1, "card file or folder")) for c in head.get("cards") or ()))
    decks = log.decks(catalog)
    book.prepare(catalog)
    notes = []
    if gamelog.rules_digest(book) != head["rules_sha256"]:
        notes.append("the rules differ from those the log was written with (rules_sha256)")
    if head.get("version") != gamelog.engine_version():
        notes.append(f"the log was written by engine version {head.get('version')}, this is {gamelog.engine_version()}")
    game = game_class(book, decks, seats(log.choices, agents, stop_after, len(decks)), seed=head["seed"], log=True,
                max_days=head.get("max_days"))
    return game, notes


def _show(e):
    return json.dumps(e, ensure_ascii=False)


def verify(log, game) -> str | None:
    """The first difference between the logged events and the game's, or None."""
    got = [gamelog.public(e) for e in game.events]
    for i, (want, have) in enumerate(zip(log.events, got)):
        if want != have:
            return f"event {i + 1} (line {i + 2}) differs:\n  log:  {_show(want)}\n  game: {_show(have)}"
    if len(got) < len(log.events):
        return f"the game stopped after {len(got)} events; the log goes on:\n  log:  {_show(log.events[len(got)])}"
    if len(got) > len(log.events) and (log.tail is None or log.tail["e"] != "stopped"):
        return f"the log ends after {len(log.events)} events; the game goes on:\n  game: {_show(got[len(log.events)])}"
    return None


def replay(log) -> Result:
    """Play a logged game again and compare every event (and the result)."""
    game, notes = build(log)
    play_until(game)
    problem = verify(log, game)
    if problem is None and log.tail is None:
        problem = (f"the log has no last line (a result, or \"stopped\" for a saved game): "
                   f"{gamelog.TRUNCATED}; its {len(log.events)} events replay as logged")
    if problem is None and log.tail is not None and log.tail["e"] == "result":
        if gamelog.result(game) != log.tail:
            problem = f"the result differs: log {_show(log.tail)}, game {_show(gamelog.result(game))}"
    return Result(problem is None, problem, game, notes)


def make_agents(kind, seed, players=2):
    from ..agents.roster import agents_for
    return agents_for(kind or "random", seed, players)


def play_until(game) -> bool:
    """Play; True if the game ended, False if it stopped at a save point."""
    try:
        game.play()
        return True
    except Stopped:
        return False


def saved_tail(game, agents) -> dict:
    choices = [e["index"] for e in game.events if e["e"] == "choice"]
    tail = {"e": "stopped", "decisions": len(choices), "agents": agent_states(agents)}
    tail["sha256"] = _save_digest(tail, choices)
    return tail


def _save_digest(tail, choices) -> str:
    """What a save's continuation depends on beyond its events: the agents' random states, with the choices
    made (resume refuses a save whose digest differs: edited, it would play another game in silence)."""
    return gamelog.digest({"decisions": tail["decisions"], "agents": tail["agents"], "choices": choices})


def resume(log, stream=None):
    """Play a saved game on from where it stopped, with the agents the header names; ``stream``: a
    ``gamelog.Stream`` written before each decision.

    Returns (game, problem, notes): the events before the save point are checked against the log.
    """
    if log.tail is None or log.tail["e"] != "stopped":
        from ..loading.errors import DesignError
        raise DesignError("this log is not a saved game (it has no \"stopped\" line); "
                          "save one with `altered play --stop-after N --save FILE`", log.file)
    if log.tail.get("sha256") != _save_digest(log.tail, log.choices):
        from ..loading.errors import DesignError
        raise DesignError("the save's random states or choices are not those it was saved with (its sha256 "
                          "differs): resuming would play another game; save it again", log.file, len(log.events) + 2, 1)
    agents = make_agents(log.header.get("agent"), log.header["seed"], len(log.header.get("decks") or ()) or 2)
    restore_agents(agents, log.tail.get("agents", ()))
    game, notes = build(log, agents)
    if stream is not None:
        game.players[0].agent.script.before = lambda: stream.catch_up(game.events)
    game.play()
    return game, verify(log, game), notes
