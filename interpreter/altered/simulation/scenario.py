"""Scenarios: a board written as YAML, actions to run, scripted choices and expectations.

Designers use them to test their cards, judges to settle questions, and the
project to prove each rule.  ``altered scenario FILE...`` runs them::

    scenario: A Fleeting Character is discarded at Rest
    rule: 2.4.6.d
    phase: Night
    players:
      1:
        Expedition: {hero: [{card: Foundry Armorer, statuses: [Fleeting]}]}
    run:
      - effect: Rest
    expect:
      - {player: 1, zone: Discard, cards: [Foundry Armorer]}

Players are numbered from 1 in files.  A decision the script did not foresee
fails the scenario, naming the decision and its options.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from pathlib import Path

from ..loading.cards.catalog import catalog_with
from ..engine.decisions import Decision
from ..loading.errors import DesignError
from ..engine.game import Game, GameOver
from ..engine.gamelog import PLAYER_KEYS, public
from ..rulebook import load_rulebook
from ..loading.schema import validate
from ..loading.paths import CARDS_DIR, named_in
from ..loading.yamlio import load_file, position_of
from .layout import changed, put, run_daily_effect, run_day, run_phase
from .scenario_table import expand


NONE = "done"                      # the label of "choose no more" (engine/game.py: a pick's PASS)


class ScenarioFailure(Exception):
    pass


@dataclass
class Outcome:
    name: str
    file: str
    rule: str
    problems: list = field(default_factory=list)
    events: list = field(default_factory=list)     # the engine's events (gamelog.public turns them into log lines)

    @property
    def passed(self):
        return not self.problems


CARD_EXPECTATION_KEYS = frozenset(("player", "card", "zone", "sub", "statuses", "not_statuses", "keywords",
                                   "not_keywords", "counters", "characteristics", "note"))


class ScenarioAgent:
    """Answers each player's decisions from the script, in order; anything else fails the scenario."""
    observes = False

    def __init__(self, player, answers, file):
        self.player = player
        self.answers = answers        # [(label or [labels], (line, col), options or None)]
        self.file = file
        self.started = False          # the first pick of the current answer is made

    def forced(self, label):
        """A decision with one option, which the game takes without asking: a script may answer it
        or not, alike (its answer, if it is the next one, is used up)."""
        if self.answers:
            want = self.answers[0][0]
            if (want[0] if isinstance(want, list) and want else NONE if want == [] else want) == label:
                self.choose(None, Decision(self.player, "forced", "", (label,), False))

    def choose(self, observation, decision: Decision):
        if not self.answers:
            raise ScenarioFailure(f"unforeseen choice for player {self.player + 1}: {decision.kind} "
                                  f"'{decision.prompt}' with options {decision.labels}")
        want, (line, col), options = self.answers[0]
        if options is not None and not self.started:      # ``options:``: what the first decision offers
            offered = sorted(x for x in decision.labels if x != "done")
            if offered != sorted(options):
                raise ScenarioFailure(f"{self.file}:{line}:{col}: expected the options {sorted(options)} for "
                                      f"{decision.kind} '{decision.prompt}', got {offered}")
        self.started = True
        if want == []:                 # ``pick: []``: none chosen, as "done" (an "up to" choice, 6.3)
            if NONE not in decision.labels:
                raise ScenarioFailure(f"{self.file}:{line}:{col}: 'pick: []' chooses none, but {decision.kind} "
                                      f"'{decision.prompt}' can't take none: pick one of {list(decision.labels)}")
            self.answers.pop(0)
            self.started = False
            return decision.labels.index(NONE)
        if isinstance(want, list):
            label = want.pop(0)
            if not want:
                self.answers.pop(0)
                self.started = False
        else:
            label = want
            self.answers.pop(0)
            self.started = False
        if label not in decision.labels:
            raise ScenarioFailure(f"{self.file}:{line}:{col}: scripted choice {label!r} is not an option of "
                                  f"{decision.kind} '{decision.prompt}': options {decision.labels}")
        return decision.labels.index(label)


class _ScenarioGame(Game):
    def choose_option(self, player, kind, prompt, options, labels):
        if len(options) == 1:
            self.players[player].agent.forced((labels() if callable(labels) else labels)[0])
        return super().choose_option(player, kind, prompt, options, labels)

    def choose_objects(self, player, pool, count, least, prompt, fits=None):
        if fits is None and 0 < len(pool) <= least <= count:        # all of them: nothing to choose
            for o in pool:
                self.players[player].agent.forced(self.describe(o, player))
        return super().choose_objects(player, pool, count, least, prompt, fits)


_catalogs: dict = {}


def with_cards(extra):
    """The bundled card sets plus card files (``--cards``, a scenario's own: cards no set prints)."""
    key = tuple(str(p) for p in extra)
    if key not in _catalogs:
        _catalogs[key] = catalog_with(extra)
    return _catalogs[key]


_prepared: set = set()


def _prepare(book, catalog) -> None:
    """The texts of the scenario's own card files read through the card-text disk cache, file by file (another
    scenario, or a later run, reads them from there), and the bundled sets' where the cache holds them (the
    others are read as they are played): once per rule book and catalog in a process."""
    if (id(book), id(catalog)) in _prepared:
        return
    _prepared.add((id(book), id(catalog)))
    bundled = str(CARDS_DIR)
    book.prepare([c for c in catalog if c.file and not c.file.startswith(bundled)])
    book.prepare([c for c in catalog if c.file and c.file.startswith(bundled)], cached_only=True)


class Scenario:
    def __init__(self, path, catalog=None, cards=(), edition=None, allow_unread=False):
        self.file = str(path)
        self.allow_unread = allow_unread       # a card whose text does not read plays without its abilities
        self.doc = load_file(path)
        validate(self.doc, "scenario.schema.json", self.file)
        here = Path(path).parent
        extra = [self._relative(here, p, ["cards", i]) for i, p in enumerate(self.doc.get("cards", []))]
        self.catalog = with_cards([*cards, *extra]) if extra else (catalog or with_cards(cards))
        variants = [self._variant(v, ["variants", i]) for i, v in enumerate(self.doc.get("variants", ()))]
        edition = edition if edition is not None else self.doc.get("edition")
        if edition is not None:                          # a named rules edition (rules_yaml/editions/)
            from ..loading.rules.editions import with_edition
            try:
                variants = with_edition(variants, str(edition))
            except DesignError as e:
                raise self._error(["edition"], e.message) from None
        self.book = load_rulebook(variants=variants)
        _prepare(self.book, self.catalog)
        self.used: list = []              # the card definitions the board was laid with (covers: is checked against them)
        self.rows = None
        if "rows" in self.doc:            # a table: one scenario per row (scenario_table.py)
            self.rows = expand(self.doc, lambda key, path: self._card(key, path).name,
                               next(iter(self.book.play["from"])))     # the first zone cards are played from

    def _row(self, doc) -> "Scenario":
        """The scenario of one row of a table: this file's rules, cards and catalog, the row's document."""
        row = object.__new__(Scenario)
        row.file, row.doc, row.catalog, row.book, row.used, row.rows = self.file, doc, self.catalog, self.book, [], None
        row.allow_unread = self.allow_unread
        return row

    def covered(self) -> list:
        """The card definitions whose texts this scenario (or each row of a table) declares it plays."""
        docs = [d for _, d in self.rows] if self.rows is not None else [self.doc]
        out = []
        for doc in docs:
            for i, entry in enumerate(doc.get("covers") or ()):
                key = entry["card"] if isinstance(entry, dict) else entry
                card = self._card(key, ["covers", i])          # a row's cards are read from the same catalog
                parts = entry.get("texts", ["main"]) if isinstance(entry, dict) else ["main"]
                out.append((card, tuple(parts)))
        return out

    def _variant(self, name, path):
        """A variant's name, or its file beside this scenario (which may not lead out of its folder)."""
        if Path(str(name)).suffix or "/" in str(name) or (Path(self.file).parent / str(name)).is_file():
            return str(named_in(name, self.file, *position_of(self.doc, path), "variant file"))
        return name

    def _relative(self, here, name, path):
        found = named_in(name, self.file, *position_of(self.doc, path), "card file")
        if not found.exists():
            raise self._error(path, f"no card file {name!r} next to this scenario ({found})")
        return found.resolve()

    # -- helpers -------------------------------------------------------------
    def _error(self, path, message):
        line, col = position_of(self.doc, path)
        return DesignError(message, self.file, line, col)

    def _unknown(self, path, kind, name, known):
        """The error for a name the rules do not declare: the known names and the nearest one."""
        import difflib
        known = [str(k) for k in known]
        near = difflib.get_close_matches(str(name), known, 1)
        return self._error(path, f"unknown {kind} {name!r} (known: {', '.join(known)})"
                                 + (f"; did you mean '{near[0]}'?" if near else ""))

    def _set_counters(self) -> list:
        """The counters the card sets of this scenario's cards declare (their vocabulary.yaml)."""
        folders = sorted({str(Path(f).parent) for f in self.catalog.files})
        return list(self.book.card_parser(folders).vocabulary.get("counters") or [])

    def _check_names(self):
        """The names the expectations give (zones, statuses, counters, characteristics) are the rules'."""
        book = self.book
        for i, exp in enumerate(self.doc.get("expect", [])):
            where = ["expect", i]
            if exp.get("zone") is not None and exp["zone"] not in book.zones:
                raise self._unknown(where + ["zone"], "zone", exp["zone"], book.zones)
            for key in ("statuses", "not_statuses"):
                for s in exp.get(key, []):
                    if s not in book.statuses:
                        raise self._unknown(where + [key], "status", s, book.statuses)
            for name in exp.get("counters") or {}:
                if name not in book.counter_specs and name not in self._set_counters():
                    raise self._unknown(where + ["counters"], "counter", name,
                                        list(book.counter_specs) + self._set_counters())
            for name in exp.get("characteristics") or {}:
                if name not in book.statistics + book.numbers:
                    raise self._unknown(where + ["characteristics"], "characteristic", name,
                                        book.statistics + book.numbers)

    def _card(self, key, path):
        card = self._find(key, path)
        if not self.allow_unread:              # a scenario never plays a card as a plain body in silence
            from ..rulebook import refuse_unread
            refuse_unread(self.book.unread([card]), False)
        return card

    def _find(self, key, path):
        try:
            return self.catalog.find(key)
        except DesignError:
            versions = [c for c in self.catalog if c.name == key]
            common = [c for c in versions if c.rarity == "common"] or [c for c in versions if c.rarity is None]
            if len(common) >= 1 and versions:
                return common[0]
            raise self._error(path, f"no card {key!r} (give a name, a version code or a reference)") from None

    def _player(self, n, path):
        if not 1 <= int(n) <= 2:
            raise self._error(path, f"player {n}: players are numbered 1 and 2")
        return int(n) - 1

    # -- building the board --------------------------------------------------
    def build(self):
        doc = self.doc
        answers = [[], []]
        for i, c in enumerate(doc.get("choices", [])):
            p = self._player(c["player"], ["choices", i, "player"])
            answers[p].append((list(c["pick"]) if isinstance(c["pick"], list) else c["pick"],
                               position_of(doc, ["choices", i]), c.get("options")))
        agents = [ScenarioAgent(p, answers[p], self.file) for p in range(2)]
        decks = [_EmptyDeck(f"player {p + 1}") for p in range(2)]
        game = _ScenarioGame(self.book, decks, agents, seed=doc.get("seed", 0), log=True)
        self.agents = agents
        game.actions.build_adventure()
        game.day = doc.get("day", 1)
        game.vars["first_player"] = doc.get("first_player", 1) - 1
        phase = doc.get("phase", self.book.phase_names[0])
        if phase not in self.book.phase_names:
            raise self._unknown(["phase"], "phase", phase, self.book.phase_names)
        game.phase = phase
        for key, spec in (doc.get("players") or {}).items():
            p = self._player(key, ["players", key])
            for zone, content in spec.items():
                path = ["players", key, zone]
                if zone not in self.book.zones:
                    raise self._unknown(path, "zone", zone, self.book.zones)
                subs = self.book.zones[zone].subzones
                if subs:
                    if not isinstance(content, dict):
                        raise self._error(path, f"{zone} is split into {', '.join(subs)}: give a mapping")
                    for sub, cards in content.items():
                        if sub not in subs:
                            raise self._error(path + [sub], f"unknown part {sub!r} of {zone} (known: {', '.join(subs)})")
                        self._place(game, p, zone, cards, path + [sub], sub)
                else:
                    self._place(game, p, zone, content, path)
        self._set_regions(game)
        for key, where in (doc.get("markers") or {}).items():
            p = self._player(key, ["markers", key])
            for sub, travelled in where.items():
                marker = next((m for m in game.markers if m.player == p and m.sub == sub), None)
                if marker is None:
                    raise self._error(["markers", key, sub], f"no marker {sub!r}")
                marker.pos = marker.start + marker.step * travelled
        changed(game, )                  # what passives read (terrains, positions) was set by hand
        return game

    def _region(self, game, n, path):
        track = game.adventure_zone.objs
        if not 1 <= int(n) <= len(track):
            raise self._error(path, f"region {n}: regions are numbered 1 ({track[0].card.name}) to {len(track)}")
        return track[int(n) - 1]

    def _set_regions(self, game):
        """``regions:`` lays out the Adventure: a region's terrains (its card) and whether it is face up."""
        import dataclasses
        for n, spec in (self.doc.get("regions") or {}).items():
            region = self._region(game, n, ["regions", n])
            if "terrains" in spec:
                terrains = tuple(spec["terrains"])
                for t in terrains:
                    if t not in self.book.statistics:
                        raise self._unknown(["regions", n, "terrains"], "terrain", t, self.book.statistics)
                region.card = dataclasses.replace(region.card, subtypes=terrains,
                                                  ref=f"region:{region.card.name}:{'/'.join(terrains)}")
            if "face_up" in spec:
                region.face_down = not spec["face_up"]

    def _place(self, game, p, zone, cards, path, sub=None):
        for i, entry in enumerate(cards or []):
            spec = entry if isinstance(entry, dict) else {"card": entry}
            card = self._card(spec["card"], path + [i])
            self.used.append(card)
            o = put(game, card, p, zone, sub=sub, statuses=spec.get("statuses", ()),
                         counters=spec.get("counters"), position="bottom")
            for s in spec.get("statuses", ()):
                if s not in self.book.statuses:
                    raise self._unknown(path + [i], "status", s, self.book.statuses)
            if spec.get("keywords"):
                o.granted = tuple(spec["keywords"])

    def _check_covers(self):
        """``covers:`` names cards the scenario lays on its board (by name or reference, as it places them)."""
        used = {id(c) for c in self.used}
        for i, entry in enumerate(self.doc.get("covers") or ()):
            key = entry["card"] if isinstance(entry, dict) else entry
            card = self._card(key, ["covers", i])
            if id(card) not in used:
                names = sorted({c.version or c.name for c in self.used})
                raise self._error(["covers", i], f"covers {key!r} ({card.version}), a card this scenario does not "
                                                 f"use (it uses {', '.join(names)})")
            for part in (entry.get("texts", ()) if isinstance(entry, dict) else ()):
                text = card.text if part == "main" else card.support_text if part == "support" else None
                if not text:
                    raise self._error(["covers", i, "texts"], f"{card.version} has no {part} text")

    # -- running -------------------------------------------------------------
    def run(self) -> Outcome:
        if self.rows is not None:
            return self._run_table()
        doc = self.doc
        out = Outcome(doc["scenario"], self.file, str(doc.get("rule", "")))
        self._check_names()
        game = self.build()
        self._check_covers()
        out.events = game.events
        try:
            for i, action in enumerate(doc.get("run", [])):
                self._act(game, action, ["run", i])
        except GameOver:
            pass
        except ScenarioFailure as e:
            out.problems.append(str(e))
            return out
        except DesignError:
            raise
        except Exception as e:                       # an engine fault: report it, don't crash the run
            import traceback
            where = traceback.extract_tb(e.__traceback__)[-1]
            out.problems.append(f"engine error: {type(e).__name__}: {e} (at {where.filename}:{where.lineno})")
            return out
        for p, agent in enumerate(self.agents):
            for want, (line, col), _ in agent.answers:
                out.problems.append(f"{self.file}:{line}:{col}: scripted choice {want!r} for player {p + 1} was never asked")
        for i, exp in enumerate(doc.get("expect", [])):
            problem = self._check(game, exp)
            if problem:
                line, col = position_of(doc, ["expect", i])
                out.problems.append(f"{self.file}:{line}:{col}: {problem}")
        problem = self._check_order(game, doc.get("then") or [])
        if problem:
            out.problems.append(problem)
        self.game = game
        return out

    def _run_table(self) -> Outcome:
        """Every row of a table, as one outcome: a row's problems name the row."""
        doc = self.doc
        out = Outcome(doc["scenario"], self.file, str(doc.get("rule", "")))
        for i, (name, row_doc) in enumerate(self.rows):
            o = self._row(row_doc).run()
            out.events = list(out.events) + list(o.events)
            out.problems += [f"row {i + 1} ({name}): {p}" for p in o.problems]
        return out

    def _act(self, game, action, path):
        if "effect" in action:
            if action["effect"] not in game.book.daily_effect_names:
                raise self._unknown(path, "daily effect", action["effect"], game.book.daily_effect_names)
            run_daily_effect(game, action["effect"])
        elif "phase" in action:
            if action["phase"] not in game.book.phase_names:
                raise self._unknown(path, "phase", action["phase"], game.book.phase_names)
            game.phase = action["phase"]
            run_phase(game, action["phase"])
        elif "play" in action:
            spec = action["play"]
            p = self._player(spec.get("player", 1), path)
            phase = next((x for x in game.book.phases if x.name == game.phase), None)
            if not self.doc.get("ignore_timing") and not (phase and phase.turns):     # 4.2.3, 5.1: cards are played in turns
                raise ScenarioFailure(f"{self.file}:{position_of(self.doc, path)[0]}: player {p + 1} cannot play "
                                      f"{spec['card']} during {game.phase}: cards are played in the turns of a phase "
                                      f"that has them (say ignore_timing: true to play it anyway)")
            playable = game.plays.playable(p)
            options = [x for x in playable if x[0].card.name == spec["card"] and x[1] == spec.get("from", x[1])
                       and (spec.get("to") is None or x[2] == spec["to"])]
            if not options:
                raise ScenarioFailure(f"{self.file}:{position_of(self.doc, path)[0]}: player {p + 1} cannot play "
                                      f"{spec['card']} now (playable: {[f'{o.card.name} from {z}' for o, z, _, _ in playable]})")
            game.vars["turn_player"] = p
            game.plays.play_card(p, *options[0], extra=getattr(options[0], "extra", None))
            game.runtime.check_reactions()
            game.vars["turn_player"] = None
        elif "use" in action:                          # a quick action (5.3)
            spec = action["use"]
            p = self._player(spec.get("player", 1), path)
            usable = game.runtime.quick_options(p)
            options = [(o, q) for o, q in usable if o.card.name == spec["card"] and spec.get("ability", "") in q.text]
            if spec.get("usable") is False:            # "usable: false": offered, it fails the scenario
                if options:
                    raise ScenarioFailure(f"{self.file}:{position_of(self.doc, path)[0]}: player {p + 1} can use "
                                          f"{spec['card']} now, expected not: {[q.text for _, q in options]}")
                return
            if not options:
                raise ScenarioFailure(f"{self.file}:{position_of(self.doc, path)[0]}: player {p + 1} cannot use "
                                      f"{spec['card']} now (usable: {[f'{o.card.name}: {q.text}' for o, q in usable]})")
            game.vars["turn_player"] = p              # a quick action is taken in its player's turn (4.2.3.d)
            game.runtime.play_quick(p, *options[0])
            game.runtime.check_reactions()
            game.vars["turn_player"] = None
        elif "days" in action:
            for _ in range(action["days"]):
                run_day(game, game.book.phase_names.index(game.phase) if game.phase in game.book.phase_names else 0)
                game.day += 1
                game.phase = game.book.phase_names[0]

    def _check_order(self, game, wants):
        """``then:``: events matching each filter, in this order (each after the one before)."""
        events = [public(e) for e in game.events]
        at = 0
        for i, want in enumerate(wants):
            match = {k: v for k, v in want.items() if k != "event"}
            found = next((j for j in range(at, len(events)) if events[j]["e"] == want.get("event")
                          and all(str(events[j].get(k)) == str(v) for k, v in match.items())), None)
            if found is None:
                line, col = position_of(self.doc, ["then", i])
                before = any(e["e"] == want.get("event") and all(str(e.get(k)) == str(v) for k, v in match.items())
                             for e in events[:at])
                return (f"{self.file}:{line}:{col}: expected a '{want.get('event')}' event with {match} after the "
                        f"one before it{' (it came earlier)' if before else ', found none'}")
            at = found + 1
        return None

    def _check(self, game, exp):
        if "winner" in exp:
            want = None if exp["winner"] is None else exp["winner"] - 1
            if game.winner != want:
                return f"expected winner {exp['winner']}, got {None if game.winner is None else game.winner + 1}"
            return None
        if "var" in exp:
            got = game.vars.get(exp["var"])
            return None if got == exp["value"] else f"expected {exp['var']} = {exp['value']!r}, got {got!r}"
        if "marker" in exp:
            m = exp["marker"]
            marker = next((x for x in game.markers if x.player == m["player"] - 1 and x.sub == m["sub"]), None)
            if marker is None:
                return f"expected player {m['player']} {m['sub']} marker, there is none (known: " \
                       f"{', '.join(sorted({str(x.sub) for x in game.markers}))})"
            if "travelled" in m and marker.travelled != m["travelled"]:
                return f"expected player {m['player']} {m['sub']} marker to have travelled {m['travelled']}, got {marker.travelled}"
            for s in m.get("statuses", []):
                if s not in marker.statuses:
                    return f"expected player {m['player']} {m['sub']} marker to be {s}, it has {list(marker.statuses)}"
            for s in m.get("not_statuses", []):
                if s in marker.statuses:
                    return f"expected player {m['player']} {m['sub']} marker not to be {s}"
            return None
        if "region" in exp and "event" not in exp:      # numbered from 1 at the Hero Region
            region = self._region(game, exp["region"], ["expect"])
            n = exp["region"]
            if "face_up" in exp and region.face_down == exp["face_up"]:
                return f"expected region {n} to be face {'up' if exp['face_up'] else 'down'}"
            if "terrains" in exp and sorted(game.terrains_of(region)) != sorted(exp["terrains"]):
                return f"expected region {n} to show {sorted(exp['terrains'])}, it shows {sorted(game.terrains_of(region))}"
            return None
        if "event" in exp:             # events as the log writes them: players numbered from 1
            want = {k: v for k, v in exp.items() if k not in ("event", "count")}
            for k in PLAYER_KEYS:
                if isinstance(want.get(k), int) and want[k] < 1:
                    return f"{k} {want[k]}: players are numbered from 1"
            events = [public(e) for e in game.events if e["e"] == exp["event"]]
            found = [e for e in events if all(str(e.get(k)) == str(v) for k, v in want.items())]
            n = exp.get("count")
            if (n is None and not found) or (n is not None and len(found) != n):
                return f"expected {'an' if n is None else n} '{exp['event']}' event(s) with {want}, found {len(found)}"
            return None
        if "player" not in exp:
            return f"cannot read expectation {dict(exp)}: expected winner, var, marker, region, event or player"
        p = exp["player"] - 1
        if p >= len(game.players):
            return f"no player {exp['player']}: this game has {len(game.players)}"
        if "zone" in exp and "cards" in exp:
            objs = self._objects(game, p, exp["zone"], exp.get("sub"))
            ordered = bool(exp.get("in_order"))        # in_order: as the zone holds them (a deck: top first)
            got = [o.card.name for o in objs] if ordered else sorted(o.card.name for o in objs)
            want = list(exp["cards"]) if ordered else sorted(exp["cards"])
            return None if got == want else f"expected player {exp['player']} {exp['zone']}{'/' + exp['sub'] if exp.get('sub') else ''} to hold {want}, got {got}"
        if "card" in exp:
            objs = [o for o in self._objects(game, p, exp.get("zone"), exp.get("sub")) if o.card.name == exp["card"]]
            if not objs:
                return f"expected {exp['card']} of player {exp['player']} in {exp.get('zone', 'play')}, not found"
            o = objs[0]
            unknown = set(exp) - CARD_EXPECTATION_KEYS
            if unknown:
                return f"cannot read {', '.join(sorted(map(str, unknown)))} in a card's expectation (known: " \
                       f"{', '.join(sorted(CARD_EXPECTATION_KEYS))})"
            if exp.get("statuses") == [] and o.statuses:          # statuses: [] -- none at all
                return f"expected {exp['card']} to have no status, it has {list(o.statuses)}"
            for s in exp.get("statuses", []):
                if not game.has_status(o, s):
                    return f"expected {exp['card']} to be {s}, it has {list(o.statuses)}"
            for s in exp.get("not_statuses", []):
                if game.has_status(o, s):
                    return f"expected {exp['card']} not to be {s}"
            for k in exp.get("keywords", []):
                if not game.has_keyword(o, k):
                    return f"expected {exp['card']} to have [{k}], it has {sorted(game.runtime.obj_keywords(o))}"
            for k in exp.get("not_keywords", []):
                if game.has_keyword(o, k):
                    return f"expected {exp['card']} not to have [{k}]"
            if exp.get("counters") == {} and any(o.counters.values()):     # counters: {} -- none at all
                return f"expected {exp['card']} to have no counters, it has {dict(o.counters)}"
            for name, n in (exp.get("counters") or {}).items():
                if o.counters.get(name, 0) != n:
                    return f"expected {exp['card']} to have {n} {name} counters, it has {o.counters.get(name, 0)}"
            for name, n in (exp.get("characteristics") or {}).items():
                if game.characteristic(o, name) != n:
                    return f"expected {exp['card']} {name} {n}, got {game.characteristic(o, name)}"
            return None
        return f"cannot read expectation {dict(exp)}"

    def _objects(self, game, p, zone, sub):
        zones = [zone] if zone else game.book.in_play_zones
        out = []
        for z in zones:
            for inst in game.zone_instances(z, p if game.book.zones[z].scope == "personal" else None):
                out.extend(o for o in inst.objs if (inst.owner is not None or o.controller == p) and (sub is None or o.sub == sub))
        return out


class _EmptyDeck:
    def __init__(self, name):
        self.name = name
        self.hero = None
        self.cards = []


KNOWN_BUGS = "known-bugs"     # a folder of scenarios the engine is known to fail: run by name, not with the folder


def scenario_files(paths) -> list:
    """The given files, with each folder replaced by the scenario files under it (sorted): the YAML
    files whose mapping starts a line with ``scenario:`` (card files beside them are not scenarios),
    except those in a ``known-bugs`` folder."""
    import re
    out = []
    if any(not str(p).strip() for p in paths):
        raise DesignError("an empty scenario file or folder name", "<command line>")
    for p in map(Path, paths):
        if p.is_dir():
            found = [f for f in sorted(p.rglob("*.yaml"))
                     if KNOWN_BUGS not in f.relative_to(p).parts[:-1]
                     and re.search(r"^scenario:", f.read_text(encoding="utf-8", errors="replace"), re.M)]
            if not found:
                raise DesignError("no scenario files (*.yaml) in this folder", str(p))
            out += found
        else:
            out.append(p)
    return out


def run_files(paths, cards=(), edition=None, allow_unread=False):
    """Run scenario files; returns the outcomes (a DesignError in a file becomes a failed outcome).

    ``cards``: card files or folders added to the bundled sets (a designer's own cards);
    ``edition``: a rules edition every scenario is run under (else the one each names);
    ``allow_unread``: a card whose text does not read plays without its abilities (else the scenario fails)."""
    catalog = with_cards(cards or ())
    outcomes = []
    for path in paths:
        try:
            outcomes.append(Scenario(path, catalog, cards or (), edition, allow_unread).run())
        except DesignError as e:
            outcomes.append(Outcome(str(path), str(path), "", [str(e)]))
    return outcomes
