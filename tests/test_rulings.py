"""The official rulings of the card data that concern how an ability works in play, played out.

The rulings are the ``rulings:`` of cards_dsl/ (the cardRulings of the official export, one record per
card version).  Many versions share a ruling, so a ruling is known by its question: its id is the first
six hex digits of the SHA-1 of the question, whitespace collapsed.

* tests/scenarios/rulings/<id>-<what>.yaml: a scenario that sets up the question's situation and expects
  the official answer (the question and answer, shortened, are in its ``note:``).  A ruling may have
  several scenarios.
* tests/scenarios/rulings/known-bugs/<id>-<what>.yaml: the engine answers differently.  Expected to
  fail (strict): once the engine is fixed, the test says so and the file moves up one folder.
* PYTHON_COVERED: a ruling no scenario can reach, played out by a test below.
* SKIPPED: a ruling that says nothing about how an ability plays out (listed just below).
"""
# Rulings skipped, with the reason:
#   0a065c  "Did the wording of this card change?" (16 cards: Jian, Dr. Frankenstein, Ganesha, Mechanical
#           Training, The Foundry, Kojo & Booda, Tiny Jinn, Red, Mighty Jinn, Mind Apotheosis, Spindle
#           Harvesters, Inari, The Council, Moonlight Jellyfish, Kadigiran Mage-Dancer, Sakarabru):
#           printing history (errata); the card data already holds the new wording.
from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from altered.loading.cards.catalog import load_catalog
from altered.effects import Ctx
from altered.simulation.scenario import Scenario, run_files
from altered.loading.yamlio import load_file

HERE = Path(__file__).parent / "scenarios" / "rulings"
FILES = sorted(HERE.glob("*.yaml"))
BUGS = sorted((HERE / "known-bugs").glob("*.yaml"))

SKIPPED = {
    "0a065c": "Did the wording of this card change? - printing history (errata), the data has the new wording",
}

PYTHON_COVERED = {
    "b38d9c": "test_the_ouroboros_axiom_replaces_an_exhausted_resupply",
    "191c5d": "test_the_two_ordis_recruits_play_alike",
}


def ruling_id(question: str) -> str:
    return hashlib.sha1(" ".join(question.split()).encode()).hexdigest()[:6]


def distinct_rulings():
    """id -> (question, [card versions]) over every card version of the catalog."""
    out = {}
    for card in load_catalog():
        for r in card.rulings or ():
            q = " ".join(r["question"].split())
            out.setdefault(ruling_id(q), (q, []))[1].append(card.version)
    return out


def _id(path):
    return path.name.split("-", 1)[0]


def test_every_ruling_is_covered_or_skipped():
    rulings = distinct_rulings()
    by_scenario = {_id(p) for p in FILES + BUGS}
    covered = by_scenario | set(PYTHON_COVERED)
    skipped = set(SKIPPED)
    assert len(rulings) == len({q for q, _ in rulings.values()}), "two questions share an id"
    assert not covered - rulings.keys(), f"tests for no ruling: {sorted(covered - rulings.keys())}"
    assert not skipped - rulings.keys(), f"skipped ids of no ruling: {sorted(skipped - rulings.keys())}"
    assert not covered & skipped, f"both covered and skipped: {sorted(covered & skipped)}"
    assert not by_scenario & set(PYTHON_COVERED), "a ruling with a scenario needs no Python test"
    forgotten = {k: rulings[k][0] for k in rulings.keys() - covered - skipped}
    assert not forgotten, f"rulings with neither a test nor a reason to skip: {forgotten}"
    assert len(covered) + len(skipped) == len(rulings)


@pytest.mark.parametrize("path", FILES + BUGS, ids=[p.stem for p in FILES + BUGS])
def test_each_scenario_cites_its_rule_and_ruling(path):
    doc = load_file(path)
    assert str(doc.get("rule", "")).strip(), "no rule number"
    note = doc.get("note", "")
    assert "Q:" in note and "A:" in note, "the note gives the question (Q:) and the answer (A:)"
    assert _id(path) in distinct_rulings(), f"{_id(path)} is no ruling id"


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_ruling(path):
    [outcome] = run_files([path])
    assert outcome.passed, "\n".join(outcome.problems)


@pytest.mark.xfail(strict=True, reason="the engine answers this ruling differently (a known bug)")
@pytest.mark.parametrize("path", BUGS, ids=[p.stem for p in BUGS])
def test_known_bug(path):
    [outcome] = run_files([path])
    assert outcome.passed, "\n".join(outcome.problems)


def test_anubis_its_controller_chooses_first():
    """fadb65 (Anubis): the controller of the effect chooses first, then turn order (1.4.5), though the
    other player is the first player; the scenario itself checks the outcome."""
    scenario = Scenario(next(HERE.glob("fadb65-*.yaml")), load_catalog())
    assert scenario.run().passed
    sacrifices = [e["player"] for e in scenario.game.events
                  if e["e"] == "choice" and e.get("chose") in ("Mowgli", "Lyra Navigator")]
    assert sacrifices == [0, 1]


def test_the_ouroboros_axiom_replaces_an_exhausted_resupply(tmp_path):
    """b38d9c (The Ouroboros, Lyra Bastion, Axiom): "If I control it and I do an Exhausted Resupply, what
    happens?" - An Exhausted Resupply is a special case of Resupply and is fully replaced: reveal two
    cards, put one in Reserve (not exhausted), discard the other (7.3.11, 6.2).  No card of the set does
    an Exhausted Resupply, so the keyword action is done here by hand on a scenario's board.
    The engine does the Exhausted Resupply unreplaced: Mowgli goes to Reserve, exhausted."""
    path = tmp_path / "board.yaml"
    path.write_text("""\
scenario: The Ouroboros (Axiom) and an Exhausted Resupply
rule: 7.3.11
phase: Afternoon
players:
  1:
    Landmark: [BTG-090-F]
    Deck: [Mowgli, Lyra Navigator, Amelia Earhart]
choices:
  - {player: 1, pick: Lyra Navigator}
expect:
  - {player: 1, zone: Reserve, cards: [Lyra Navigator]}
""")
    scenario = Scenario(path, load_catalog())
    game = scenario.build()
    defaults, body, _ = game.book.compiler.actions["Exhausted Resupply"]
    game.actions.named_step("Exhausted Resupply", body, Ctx(game, 0, None, dict(defaults)))
    game.runtime.check_reactions()
    assert [(o.card.name, sorted(o.statuses)) for o in game.objects("Reserve", 0)] == [("Lyra Navigator", [])]
    assert [o.card.name for o in game.objects("Discard", 0)] == ["Mowgli"]


def test_the_two_ordis_recruits_play_alike(book, board):
    """191c5d (Ordis Recruit): "What are the differences between the two Ordis Recruits?" "Only the gender
    and the illustration: no game effect." Both versions as objects have the same characteristics,
    abilities and sub-types."""
    versions = list({c.version: c for c in load_catalog() if c.name == "Ordis Recruit" and c.rulings}.values())
    assert len(versions) == 2
    objs = [board.put(card, 0, "Expedition", sub="hero") for card in versions]
    game = board.game
    stats = book.statistics + ["hand_cost", "reserve_cost"]
    assert [game.characteristic(objs[0], s) for s in stats] == [game.characteristic(objs[1], s) for s in stats]
    assert versions[0].subtypes == versions[1].subtypes and versions[0].text == versions[1].text
    assert [book.program(c).kinds for c in versions] == [book.program(versions[0]).kinds] * 2
