"""Every ability pattern of the card-text language is played through the engine by a scenario.

``tests/scenarios/cards/*.yaml`` holds one scenario per pattern, with real Beyond the Gates
cards: ``scenario:`` names the pattern, ``rule:`` the rule it exercises.  They must pass.

``tests/scenarios/cards/known-bugs/*.yaml`` holds the scenarios where the engine is wrong
(the rules say X, the engine does Y; each ``note:`` says how).  They are expected to fail
(``xfail(strict=True)``): once the engine is fixed, the test fails until the scenario is moved
up to ``tests/scenarios/cards/``.

The last tests walk the effect-model data of every text of the bundled sets (``cards_dsl/btg``,
Beyond the Gates, and ``cards_dsl/tbf``, Trial by Frost) and name each pattern it uses (ability kind, trigger, cost, step, keyword action, passive
operator, keyword, ...); each must appear in the cards of at least one scenario, so a new
pattern without a scenario fails the suite.

In neither set, so without a scenario here: "At Night" reactions.  "I begin the game with N counters"
happens at set-up, before any scenario board: test_setup_passive_counters plays it.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from altered.cardtext.api import parse_abilities
from altered.cardtext.corpus import set_texts
from altered.loading.cards.catalog import load_catalog
from altered.effects import EXPRS
from altered.effects.registry import load_operators
from altered.loading.errors import DesignError
from altered.loading.paths import CARDS_DIR
from altered.rulebook import load_rulebook
from altered.simulation.scenario import Outcome, Scenario
from altered.loading.yamlio import load_file

load_operators()

HERE = Path(__file__).parent / "scenarios" / "cards"
FILES = sorted(HERE.glob("*.yaml"))
KNOWN_BUGS = sorted((HERE / "known-bugs").glob("*.yaml"))
RULE = re.compile(r"^\d+(\.\d+)*(\.[a-z])?(, \d+(\.\d+)*(\.[a-z])?)*$")       # one id, or several
_CATALOG = []


def catalog():
    if not _CATALOG:
        _CATALOG.append(load_catalog())
    return _CATALOG[0]


def run(path) -> Outcome:
    """As altered.simulation.scenario.run_files, with the card catalog read once for the whole module."""
    try:
        return Scenario(path, catalog()).run()
    except DesignError as e:
        return Outcome(str(path), str(path), "", [str(e)])


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_pattern_scenario(path):
    outcome = run(path)
    assert outcome.passed, "\n".join(outcome.problems)


def _known_bug(path):
    note = str(load_file(path).get("note", "")).strip()
    return pytest.param(path, id=path.stem, marks=pytest.mark.xfail(strict=True, reason=note or "known engine bug"))


@pytest.mark.parametrize("path", [_known_bug(p) for p in KNOWN_BUGS])
def test_known_bug_scenario(path):
    outcome = run(path)
    assert outcome.passed, "\n".join(outcome.problems)


@pytest.mark.parametrize("path", FILES + KNOWN_BUGS, ids=[p.stem for p in FILES + KNOWN_BUGS])
def test_scenario_names_its_pattern_and_rule(path):
    doc = load_file(path)
    assert str(doc.get("scenario", "")).strip(), f"{path.name}: 'scenario:' should name the pattern"
    assert RULE.match(str(doc.get("rule", ""))), f"{path.name}: 'rule:' should cite a rule number, got {doc.get('rule')!r}"
    if path.parent.name == "known-bugs":
        assert "BUG" in str(doc.get("note", "")), f"{path.name}: a known bug says in 'note:' what the engine does wrong"


# -- which patterns the card texts use ----------------------------------------------------

META = {"rule", "note", "as", "text", "support", "prompt"}
NESTED_EFFECTS = {"effect", "then", "else", "do", "instead", "also", "declined", "setup"}


def ability_patterns(ab: dict) -> set[str]:
    """The patterns one ability (effect-model data from the card-text language) uses."""
    out: set[str] = set()
    for kind in ab:
        if kind in META or kind == "value":
            continue
        out.add(f"ability:{kind}")
        if ab.get("support"):
            out.add(f"support:{kind}")
    if "keyword" in ab:
        out.add(f"keyword:{ab['keyword']}" + (" X" if isinstance(ab.get("value"), dict) else ""))
    if "status" in ab:
        out.add(f"printed status:{ab['status']}")
    if "reaction" in ab:
        r = ab["reaction"]
        _trigger(r["trigger"], out)
        if "symbol" in r:
            out.add(f"symbol:{r['symbol']}")
        if r.get("if") is not None:
            out.add("reaction:if")
            _nested(r["if"], out)
        _effect(r["effect"], out)
    if "quick" in ab:
        q = ab["quick"]
        for c in q["cost"]:
            out.add("cost:" + (c if isinstance(c, str) else next(k for k in c if k not in META)))
        if q.get("if") is not None:
            out.add("quick:if")
        _effect(q["effect"], out)
    if "effect" in ab:
        _effect(ab["effect"], out)
    if "passive" in ab:
        _passive(ab["passive"], out)
    _exprs(ab, out)
    return out


def _exprs(node, out):
    """Values, conditions, players and Expeditions: every operator of the EXPRS registry used."""
    if isinstance(node, dict):
        for k, v in node.items():
            if k in EXPRS:
                out.add(f"expr:{k}")
            _exprs(v, out)
    elif isinstance(node, list):
        for x in node:
            _exprs(x, out)


def _trigger(t, out):
    for name, arg in t.items():
        if name in META:
            continue
        out.add(f"trigger:{name}")
        if name == "any":
            for x in arg:
                _trigger(x, out)
            continue
        if not isinstance(arg, dict):
            continue
        if name == "moves":
            out.add(f"trigger:moves {arg.get('from', '*')}->{arg.get('to', '*')}")
        if name == "joins":
            out.add("trigger:joins " + ("expedition" if "expedition" in arg else "zone"))
        if name == "played" and arg.get("from"):
            out.add(f"trigger:played from {arg['from']}")
        if arg.get("during"):
            out.add(f"trigger:{name} during")


def _passive(p, out):
    if p.get("if") is not None:
        out.add("passive:if")
    for name, arg in p.items():
        if name in META or name == "if":
            continue
        out.add(f"passive:{name}")
        if name == "all":
            for x in arg:
                _passive(x, out)
            continue
        if name == "cant":
            out.add(f"passive:cant {arg['action']}")
        elif name == "grant":
            for facet in ("keyword", "status", "abilities"):
                if facet in arg:
                    out.add(f"passive:grant {facet}")
        elif name == "on_play":
            for facet in ("next", "first_each", "from", "also"):
                if arg.get(facet):
                    out.add(f"passive:on_play {facet}")
            for facet in (arg.get("cost") or {}):
                out.add(f"passive:on_play cost {facet}")
        elif name == "modifier":
            out.add(f"passive:modifier on {arg['on']['action']}")
            for facet in ("instead", "also", "optional", "declined"):
                if arg.get(facet):
                    out.add(f"passive:modifier {facet}")
        _nested(arg, out)


def _effect(steps, out):
    for s in steps or []:
        if "if" in s:
            op = "if"
        else:
            op = next(k for k in s if k not in META)
        out.add(f"step:{op}")
        arg = s.get(op)
        if op == "do":
            name = arg if isinstance(arg, str) else next(k for k in arg if k not in META)
            out.add(f"action:{name}")
            continue
        if isinstance(arg, dict):
            if op == "move":
                out.add(f"step:move to {arg['to']}")
                if arg.get("sacrifice"):
                    out.add("step:move sacrifice")
                if arg.get("position") == "bottom" or "Deck" == arg["to"]:
                    out.add(f"step:move to {arg['to']} {arg.get('position', 'top')}")
            elif op == "create":
                for facet in ("distribute", "abilities"):
                    if arg.get(facet):
                        out.add(f"step:create {facet}")
            elif op == "choose":
                for facet in ("target", "total", "min"):
                    if facet in arg:
                        out.add(f"step:choose {facet}")
                if arg.get("count") == "any":
                    out.add("step:choose any number")
                if isinstance(arg.get("from"), dict) and "players" in arg["from"]:
                    out.add("step:choose a player")
            elif op == "emblem":
                out.add(f"step:emblem for a {arg['duration']}")
            elif op == "counters":
                out.add("step:counters " + ("add" if "add" in arg else "remove")
                        + ("" if arg.get("name") == "boost" else " named"))
            elif op in ("gain", "lose"):
                out.add(f"step:{op} {arg.get('status')}")
        _nested(s, out)


def _nested(node, out):
    if isinstance(node, dict):
        for k, v in node.items():
            if k in NESTED_EFFECTS and isinstance(v, list):
                _effect(v, out)
            elif k == "options" and isinstance(v, list):
                for e in v:
                    _effect(e, out)
            elif k == "abilities" and isinstance(v, list):
                for a in v:
                    if isinstance(a, dict):
                        out |= ability_patterns(a)
            elif k == "passive" and isinstance(v, dict):
                _passive(v, out)
            else:
                _nested(v, out)
    elif isinstance(node, list):
        for x in node:
            _nested(x, out)


def text_patterns(text: str, support: bool, parser=None) -> set[str]:
    out: set[str] = set()
    for ab in parse_abilities(text, support=support, parser=parser):
        out |= ability_patterns(ab)
    return out


SETS = ("btg", "tbf")          # Beyond the Gates, Trial by Frost


# Patterns of Beyond the Gates texts that no scenario can play through the engine, and why.
NOT_PLAYABLE_IN_A_SCENARIO = {
    "passive:setup": "'I begin the game with 5 Heroism counters' (Atsadi & Surge) is done when the game "
                     "is set up (2.5.e); a scenario starts from a board, so test_setup_passive_counters "
                     "plays it through Game.setup instead",
}


@pytest.fixture(scope="module")
def btg_patterns() -> dict[str, str]:
    """pattern -> one text of a bundled set using it (each set read with its own vocabulary)."""
    found: dict[str, str] = {}
    for name in SETS:
        parser = load_rulebook().card_parser(CARDS_DIR / name)
        for text, support in set_texts(CARDS_DIR / name):
            for p in sorted(text_patterns(text, support, parser)):
                found.setdefault(p, text)
    return found


def scenario_cards(path, catalog):
    s = Scenario(path, catalog)
    for key, zones in (s.doc.get("players") or {}).items():
        for zone, content in (zones or {}).items():
            lists = content.values() if isinstance(content, dict) else [content]
            for cards in lists:
                for i, entry in enumerate(cards or []):
                    name = entry["card"] if isinstance(entry, dict) else entry
                    yield s._card(name, ["players", key, zone, i])


@pytest.fixture(scope="module")
def covered() -> dict[str, set[str]]:
    """pattern -> scenario files whose cards use it (known-bug ones included)."""
    out: dict[str, set[str]] = {}
    for path in FILES + KNOWN_BUGS:
        for card in scenario_cards(path, catalog()):
            parser = load_rulebook().parser_for(card)
            for text, support in ((card.text, False), (card.support_text, True)):
                if text:
                    for p in text_patterns(text, support, parser):
                        out.setdefault(p, set()).add(path.name)
    return out


def test_every_pattern_of_the_set_has_a_scenario(btg_patterns, covered):
    missing = {p: t for p, t in btg_patterns.items() if p not in covered and p not in NOT_PLAYABLE_IN_A_SCENARIO}
    assert not missing, "patterns without a scenario under tests/scenarios/cards/ (add one):\n" + "\n".join(
        f"  {p}: e.g. {t!r}" for p, t in sorted(missing.items()))


def test_patterns_only_known_bugs_exercise(btg_patterns, covered):
    """The patterns whose every scenario is a known bug are exactly ONLY_IN_KNOWN_BUGS: a new one
    needs a look, and one whose bug was fixed (its scenario moved up) leaves the list."""
    only_bugs = {p for p, files in covered.items()
                 if p in btg_patterns and not any((HERE / f).is_file() for f in files)}
    assert only_bugs == set(ONLY_IN_KNOWN_BUGS), (
        f"only known bugs exercise {sorted(only_bugs - set(ONLY_IN_KNOWN_BUGS))}; "
        f"no longer only known bugs: {sorted(set(ONLY_IN_KNOWN_BUGS) - only_bugs)}")


def test_the_exceptions_are_still_needed(btg_patterns):
    for p in NOT_PLAYABLE_IN_A_SCENARIO:
        assert p in btg_patterns, f"{p} is no longer used by Beyond the Gates: drop it from the list"


# Patterns whose only scenarios are known bugs (the engine gets them wrong today), and the card.
ONLY_IN_KNOWN_BUGS: dict[str, str] = {}


@pytest.mark.editions("3.0", "5.0")
def test_setup_passive_counters(book):
    """'I begin the game with 5 Heroism counters' (2.5.e): Atsadi & Surge after Game.setup()."""
    from altered.engine.game import Game

    class Deck:
        def __init__(self, hero):
            self.name = hero
            self.hero = catalog().find(hero)
            self.cards = []

    class Agent:
        def choose(self, game, decision):
            return len(decision.options) - 1

    game = Game(book, [Deck("Atsadi & Surge"), Deck("Sierra & Oddball")], [Agent(), Agent()], seed=1)
    game.setup()
    [atsadi] = game.objects("Hero", 0)
    [sierra] = game.objects("Hero", 1)
    assert atsadi.counters.get("Heroism") == 5
    assert not sierra.counters
