"""Operators a later set needs, usable from a phrase of a set's vocabulary.yaml: a card that can't be played
into a certain Expedition (the cant passive's `into`, 1.4.1) keeps its other Expeditions open. The others
(modes counted from a value, "Sacrifice me" on a token, an @name of a set's own, the value extreme) are
played in tests/scenarios/wfm/set-operators.yaml."""
from __future__ import annotations

from pathlib import Path

from altered.simulation.scenario import run_files

CARDS = Path(__file__).parent / "data" / "set-operators" / "cards.yaml"


def _row(tmp_path, card, to):
    path = tmp_path / f"{card}-{to}.yaml"
    path.write_text(f"""\
scenario: "{card} played in the {to} Expedition"
rule: 1.4.1
edition: "5.0"
cards: [{CARDS}]
phase: Afternoon
players:
  1: {{Hand: [{card}], Mana: [Mowgli, Mowgli]}}
run: [{{play: {{player: 1, card: {card}, from: Hand, to: {to}}}}}]
expect: [{{player: 1, zone: Expedition, sub: {to}, cards: [{card}]}}]
""", encoding="utf-8")
    [outcome] = run_files([path])
    return outcome


def test_a_card_that_cant_be_played_in_an_expedition_is_played_in_the_other(tmp_path):
    """Shy Wanderer: "I can't be played in your Hero Expedition." (1.4.1: a "can't" wins)."""
    assert _row(tmp_path, "Shy Wanderer", "companion").passed
    refused = _row(tmp_path, "Shy Wanderer", "hero")
    assert not refused.passed and "cannot play Shy Wanderer now" in " ".join(refused.problems), refused.problems


def test_without_the_passive_both_expeditions_are_open(tmp_path):
    assert _row(tmp_path, "Tally Clerk", "hero").passed and _row(tmp_path, "Tally Clerk", "companion").passed
