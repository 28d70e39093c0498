"""A designer's own cards: `--cards FILE_OR_DIR` (repeatable) adds them to the bundled sets for play,
simulate, compare, scenario and check; a card with a reference read before is an error unless it
says `replaces: true`."""
from __future__ import annotations


import pytest

from altered.cli.main import main
from altered.loading.paths import CARDS_DIR

NEW = """\
set: {code: DSG, name: Designer's cards}
cards:
  - ref: DSG_SCOUT
    version: DSG-001-C
    name: Designer Scout
    faction: Axiom
    type: Character
    rarity: common
    hand_cost: 1
    reserve_cost: 1
    forest: 2
    mountain: 2
    water: 2
    text: "{J} Draw a card."
"""

# the bundled Foundry Mechanic (BTG-004-C) made stronger
# Foundry Mechanic (BTG-004-C) is ALT_CORE_B_AX_07_C: a replacement names the reference of the card it replaces
REPLACING = """\
set: {code: BTG, name: Beyond the Gates}
cards:
  - ref: ALT_CORE_B_AX_07_C
    version: BTG-004-C
    name: Foundry Mechanic
    faction: Axiom
    type: Character
    rarity: common
    hand_cost: 1
    reserve_cost: 1
    forest: 5
    mountain: 5
    water: 5
    replaces: true
"""


@pytest.fixture
def designer(tmp_path):
    (tmp_path / "cards").mkdir()
    cards = tmp_path / "cards" / "mine.yaml"
    cards.write_text(NEW)
    deck = (CARDS_DIR / "decks" / "axiom.yaml").read_text()
    assert "  - {count: 3, card: BTG-004-C}" in deck
    deck_file = tmp_path / "deck.yaml"
    deck_file.write_text(deck.replace("  - {count: 3, card: BTG-004-C}", "  - {count: 3, card: DSG-001-C}"))
    return cards, deck_file


def test_check_adds_the_cards_to_the_bundled_sets(capsys, designer):
    cards, deck = designer
    assert main(["check", "--cards", str(cards), str(deck)]) == 0
    from altered.loading.cards.catalog import load_catalog
    bundled = len(load_catalog())
    assert f"{bundled + 1} cards" in capsys.readouterr().out      # the bundled sets + 1, not 1 instead of them


def test_play_simulate_and_compare_with_a_designers_cards(capsys, designer):
    cards, deck = designer
    assert main(["play", "--cards", str(cards), "--deck1", str(deck), "--seed", "2"]) == 0
    assert "Designer Scout" in capsys.readouterr().out
    assert main(["play", "--deck1", str(deck)]) == 1                        # without --cards: unknown card
    assert "DSG-001-C" in capsys.readouterr().err
    assert main(["simulate", "--cards", str(cards), "--deck1", str(deck), "--games", "4", "--jobs", "1",
                 "--quiet"]) == 0
    assert capsys.readouterr().out.startswith("4 games")
    assert main(["compare", "standard", "draw-three", "--cards", str(cards), "--deck1", str(deck), "--games", "4",
                 "--jobs", "1", "--quiet"]) == 0


def test_a_repeated_reference_must_say_it_replaces(capsys, tmp_path):
    same = tmp_path / "same.yaml"
    same.write_text(REPLACING.replace("    replaces: true\n", ""))
    assert main(["check", "--cards", str(same)]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"{same}:3: duplicate card reference 'ALT_CORE_B_AX_07_C' (also defined at ")
    assert err.endswith("write `replaces: true` in this card to replace that one")

    stronger = tmp_path / "stronger.yaml"
    stronger.write_text(REPLACING)
    from altered.loading.cards.catalog import catalog_with, load_catalog
    catalog = catalog_with([stronger])
    assert len(catalog) == len(load_catalog()) and catalog.find("BTG-004-C").base["forest"] == 5   # replaced, not added

    lonely = tmp_path / "lonely.yaml"
    lonely.write_text(NEW.replace("    rarity: common\n", "    rarity: common\n    replaces: true\n"))
    assert main(["check", "--cards", str(lonely)]) == 1
    assert "says it replaces another, but no card read before has this reference" in capsys.readouterr().err


def test_cards_given_twice_are_read_once(capsys, designer):
    cards, _ = designer
    assert main(["check", "--cards", str(cards), "--cards", str(cards.parent)]) == 0


def test_a_scenario_with_a_designers_card(capsys, designer, tmp_path):
    cards, _ = designer
    scenario = tmp_path / "scout.yaml"
    scenario.write_text(
        "scenario: the designer's Scout draws a card when it joins (7.1.1)\nrule: 7.1.1\nphase: Afternoon\n"
        "players:\n  1:\n    Hand: [Designer Scout]\n    Mana: [Mowgli]\n    Deck: [Mowgli]\n"
        "run:\n  - play: {player: 1, card: Designer Scout, from: Hand, to: hero}\n"
        "expect:\n  - {player: 1, zone: Hand, cards: [Mowgli]}\n")
    assert main(["scenario", "--cards", str(cards), str(scenario)]) == 0, capsys.readouterr().out
    assert main(["scenario", str(scenario)]) == 1
    assert "Designer Scout" in capsys.readouterr().out
