"""Rules v5.0 as data: every keyword action (7.3) and keyword ability (7.4) of the Comprehensive
Rules v5.0 is declared in rules_yaml/keywords.yaml with its v5.0 number and a card text using it;
each plays in a scenario of tests/scenarios/v5/ citing that number (played by tests/test_scenarios.py); the 5.0 edition is an overlay;
the keyword, status and vocabulary schemas refuse keys they do not know. tests/scenarios/v5/known-bugs/
holds the scenarios the engine or the card-text language plays wrong today: strict expected failures."""
from __future__ import annotations

import functools
import shutil
from pathlib import Path

import pytest
import yaml

from altered.effects.abilities.passives import PASSIVES
from altered.effects.abilities.triggers import TRIGGERS
from altered.cli.main import main
from altered.effects import STEPS
from altered.effects.registry import load_operators
from altered.loading.errors import DesignError
from altered.loading.paths import RULES_DIR
from altered.rulebook import RuleBook, load_rulebook
from altered.loading.rules.editions import with_edition
from altered.simulation.scenario import run_files

V5 = Path(__file__).parent / "scenarios" / "v5"
SCENARIOS = sorted(V5.glob("*.yaml"))
KNOWN_BUGS = sorted((V5 / "known-bugs").glob("*.yaml"))
load_operators()
KEYWORDS = yaml.safe_load((RULES_DIR / "keywords.yaml").read_text(encoding="utf-8"))
STATUSES = yaml.safe_load((RULES_DIR / "statuses.yaml").read_text(encoding="utf-8"))

# The keyword actions and abilities v5.0 lists (7.3.1-7.3.40, 7.4.1-7.4.7), from
# the excerpts of the Comprehensive Rules v5.0; Ascended (2.4.3) is the status v5.0 adds.
V5_NUMBERS = [f"7.3.{n}" for n in range(1, 41)] + [f"7.4.{n}" for n in range(1, 8)]
NOT_MODELLED: set = set()     # declared v5.0 keywords the engine does not play (none)


def _entries():
    for section in ("keywords", "actions", "primitives"):
        for name, spec in (KEYWORDS.get(section) or {}).items():
            yield section, name, spec


@functools.cache
def _rules_cited() -> list:
    """(the rule it cites, the file) of each v5 scenario, read once a run (a test per number asks them all:
    read again each time, 48 times 371 files, they took minutes of CI's run)."""
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return [(str(yaml.load(path.read_text(encoding="utf-8"), Loader=loader).get("rule", "")), path)
            for path in SCENARIOS]


def _cited(number):
    for rule, path in _rules_cited():
        if rule == number or rule.startswith(number + "."):
            return path
    return None


def test_every_v5_keyword_is_declared_once():
    declared = {}
    for section, name, spec in _entries():
        v5 = str(spec.get("v5", ""))
        assert v5, f"{section}.{name} has no v5 number"
        declared.setdefault(v5, []).append(name)
    missing = [n for n in V5_NUMBERS if n not in declared]
    assert not missing, f"v5.0 keywords not declared in keywords.yaml: {missing}"


@pytest.mark.parametrize("number", sorted({str(e[2]["v5"]) for e in _entries()} - NOT_MODELLED) + ["2.4.3"])
def test_every_v5_keyword_has_a_scenario_citing_it(number):
    assert _cited(number), f"no scenario in tests/scenarios/v5 cites v5.0 {number}"


@pytest.mark.parametrize("section,name,spec", [e for e in _entries() if e[2].get("example")],
                         ids=lambda x: x if isinstance(x, str) else "")
def test_every_example_reads_and_compiles(section, name, spec):
    """Under edition 5.0, whose words they all are."""
    from altered.effects.abilities import compile_program
    from altered.cardtext.api import parse_abilities
    book = load_rulebook(variants=with_edition([], "5.0"))
    prog = compile_program(book, parse_abilities(spec["example"], parser=book.card_parser()))
    assert not prog.unsupported, prog.unsupported


LATER = KEYWORDS["later_editions"]
EXAMPLES = {name: spec["example"] for _, name, spec in _entries() if spec.get("example")}
LATER_TEXTS = {  # a card text with each word the base rules keep for v5.0, where keywords.yaml has no example
    "Ascended": "{J} If my Expedition is Ascended, draw a card.",
    "in_contact": "{J} If my Expedition is In Contact, draw a card.",
    "base_cost": "{J} Draw a card for each card with Base Cost {2} or less in my Reserve.",
    "move_terrain_marker": EXAMPLES["Move (Terrain Marker)"],
    "place_terrain_marker": "{J} Place a {V} Terrain Marker on my region.",       # 3.2.1.d (audit S14B of s59)
    "create.to": "{J} Create a [Sprout 0/0/0] Plant token in your Landmarks.",     # 7.3.30.a; 7.3.4.a: Expeditions
}


@pytest.mark.parametrize("name", sorted(LATER))
def test_a_word_of_a_later_edition_is_refused_under_the_base_rules(name, capsys):
    """v5.0-only mechanics (7.3.3, 7.3.6, 7.3.22, 7.3.29, 7.3.34, 7.3.40, 7.3.23, 7.5.9, 2.2.9, 2.4.3) read and
    play under --edition 5.0; under the base rules a text naming one is one located error naming the edition."""
    text = LATER_TEXTS.get(name) or EXAMPLES[name]
    assert main(["explain", "--edition", "5.0", text]) == 0
    capsys.readouterr()
    assert main(["explain", text]) == 1
    err = capsys.readouterr().err
    named = [n for n in LATER if f"'{LATER[n].get('word', n)}' is a word of the Comprehensive Rules 5.0 "
             f"({LATER[n]['rule']})" in err]      # this word, or one before it ("When you [Make a Gift] — ...")
    assert named, err
    word = LATER[named[0]].get("word", named[0])
    assert "--edition 5.0" in err and err.startswith("<input>:1:"), err
    column = int(err.split(":")[2])
    assert text[column - 1:].lower().startswith(word.lower()[:5]), (column, text)   # at the word


def test_primitives_name_registered_operators():
    registries = {"step": STEPS, "trigger": TRIGGERS, "passive": PASSIVES}
    for name, spec in KEYWORDS["primitives"].items():
        means = spec["means"]
        if means is None:
            assert str(spec["v5"]) in NOT_MODELLED, f"{name}: no meaning"
            continue
        [(kind, op)] = means.items()
        if kind == "ability":
            continue
        assert op in registries[kind], f"{name}: '{op}' is no registered {kind}"


def test_ascended_is_a_status_of_expeditions():
    assert STATUSES["statuses"]["Ascended"]["expedition"] is True
    assert str(STATUSES["statuses"]["Ascended"]["v5"]) == "2.4.3"


# Every scenario of tests/scenarios/v5/ (SCENARIOS, and those of its sub-folders) passes: played once, by
# tests/test_scenarios.py::test_altered_scenario_passes_over_every_project_scenario[v5] (`altered scenario` over
# the folder, which names each one that fails). A test here played each one again on its own (371 tests, a
# tenth of the suite's time); one file of them: `altered scenario tests/scenarios/v5/NAME.yaml`.
def test_the_v5_scenarios_are_played_by_test_scenarios():
    from test_scenarios import EVERY
    assert SCENARIOS and {str(p) for p in SCENARIOS} <= set(EVERY["v5"])


@pytest.mark.xfail(strict=True, reason="played wrong today (a known bug): once it passes, move it up a folder")
@pytest.mark.parametrize("path", KNOWN_BUGS, ids=[p.stem for p in KNOWN_BUGS])
def test_v5_known_bug(path):
    [outcome] = run_files([path])
    assert outcome.passed, "\n".join(outcome.problems)


# -- the schemas refuse unknown keys, with the place of the mistake ---------------------------

def _rules_copy(tmp_path):
    folder = tmp_path / "rules"
    shutil.copytree(RULES_DIR, folder, ignore=shutil.ignore_patterns("editions", "variants", "formats"))
    return folder


def _misspell(folder, file, old, new):
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert text.count(old) >= 1
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    line = text[:text.index(old)].count("\n") + 1
    return path, line


@pytest.mark.parametrize("file,old,new,word,meant", [
    ("keywords.yaml", "    modifiers:\n      - rule: 7.4.1.b", "    modifers:\n      - rule: 7.4.1.b", "modifers", "modifiers"),
    ("keywords.yaml", "  Sabotage:\n    rule: 7.3.24\n    v5: 7.3.35\n    example", "  Sabotage:\n    rule: 7.3.24\n    v5: 7.3.35\n    exemple", "exemple", "example"),
    ("statuses.yaml", "  Fleeting:\n    rule: 2.4.6\n    v5: 2.4.7\n    modifiers", "  Fleeting:\n    rule: 2.4.6\n    v5: 2.4.7\n    modifier", "modifier", "modifiers"),
    ("cardtext.yaml", "  draw_action: Draw", "  draw_actoin: Draw", "draw_actoin", "draw_action"),
])
def test_a_misspelt_key_is_a_located_error(tmp_path, file, old, new, word, meant):
    """Today a misspelt key would silently disable what it holds; it is an error at the key."""
    folder = _rules_copy(tmp_path)
    path, _ = _misspell(folder, file, old, new)
    line = next(i for i, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if word + ":" in text)
    with pytest.raises(DesignError) as err:
        RuleBook(folder)
    message = str(err.value)
    assert message.startswith(f"{path}:"), message
    assert int(message[len(str(path)) + 1:].split(":")[0]) in (line, line + 1), message   # the key or its block
    assert f"unknown key '{word}' (did you mean '{meant}'?)" in message, message


# -- editions ------------------------------------------------------------------------------------

def test_an_unknown_edition_is_a_one_line_error(capsys):
    assert main(["check", "--edition", "5.1"]) == 1
    err = capsys.readouterr().err.strip()
    assert "no rules edition '5.1' (did you mean '5.0'?)" in err and "\n" not in err


def test_a_scenario_names_an_unknown_edition(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text('scenario: wrong edition\nedition: "4.9"\nexpect:\n  - {winner: null}\n', encoding="utf-8")
    [outcome] = run_files([path])
    assert not outcome.passed
    assert outcome.problems[0].startswith(f"{path}:2:10: no rules edition '4.9'"), outcome.problems


def test_the_edition_changes_the_game_and_the_base_files_do_not(capsys):
    """The same scenario, run under the seeds and under --edition 5.0, gives two outcomes."""
    seeds = V5 / "3.2.2.d-seeds-refill-from-the-discard-pile.yaml"
    assert main(["scenario", str(seeds)]) == 0
    assert main(["scenario", "--edition", "5.0", str(seeds)]) == 1
    base = load_rulebook()
    v5 = load_rulebook(variants=[str(p) for p in sorted((RULES_DIR / "editions" / "5.0").glob("*.yaml"))])
    assert base.zones["Expedition"].counters_kept_to == []
    assert v5.zones["Expedition"].counters_kept_to == ["Landmark"]


def test_play_under_the_edition_and_replay_it(capsys, tmp_path):
    log = tmp_path / "game.jsonl"
    assert main(["play", "--edition", "5.0", "--seed", "4", "--log", str(log)]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1].strip()
    assert last.startswith(("Winner", "No winner")), last
    assert "editions/5.0/" in log.read_text(encoding="utf-8").splitlines()[0]    # the record names the overlays
    assert main(["replay", str(log)]) == 0


def test_a_misspelt_zone_in_a_keyword_step_is_a_located_error(tmp_path):
    folder = _rules_copy(tmp_path)
    path, line = _misspell(folder, "keywords.yaml", "zones: [Expedition, Landmark]", "zones: [Expedition, Landmrk]")
    with pytest.raises(DesignError) as err:
        RuleBook(folder)
    message = str(err.value)
    assert message.startswith(f"{path}:{line}:"), message
    assert "unknown zone 'Landmrk'" in message and "did you mean 'Landmark'?" in message, message


def test_check_refuses_cards_of_a_later_edition_under_the_base_rules(capsys):
    """The v5.0 test cards: `check` names each text with a v5.0-only word (file:line:column) and exits 1;
    with --edition 5.0 every text reads and compiles."""
    cards = str(Path(__file__).parent / "data" / "v5" / "cards.yaml")
    assert main(["check", "--cards", cards]) == 1
    err = capsys.readouterr().err
    assert f"{cards}:40:34: 'Defect' is a word of the Comprehensive Rules 5.0 (7.3.6)" in err, err
    assert "Traceback" not in err
    assert main(["check", "--edition", "5.0", "--cards", cards]) == 0
