"""Whispers from the Maze (cards_dsl/wfm), bundled since it reads whole: its texts read and run under
--edition 5.0, its files are what `altered import-set` writes from the official records, its decks are legal
constructed decks (1.1.4) of cards whose texts read and run, its booster opens, and play, simulate, gauntlet,
soak and cards impact take it with no flag beyond the edition."""
from __future__ import annotations

from pathlib import Path

import pytest

from altered.cli.main import main
from altered.rulebook import load_rulebook
from altered.tools.sets.importer import convert_record
from altered.loading.cards.catalog import load_catalog
from altered.loading.cards.decks import load_deck
from altered.loading.paths import CARDS_DIR
from altered.loading.rules.editions import with_edition

WFM = CARDS_DIR / "wfm"
DECKS = sorted((WFM / "decks").glob("*.yaml"))
SAMPLE = Path(__file__).parent / "data" / "official" / "BISE_EN-sample.json"


def test_the_set_is_bundled_and_every_text_reads_and_runs_under_the_edition():
    """bundled: true in its vocabulary.yaml: among the default cards, each text read and compiled."""
    catalog = load_catalog()
    assert "WFM" in catalog.sets
    book = load_rulebook(variants=with_edition(None, "5.0"))
    cards = [c for c in catalog if Path(c.file).parent == WFM]
    assert len(cards) == 320
    book.prepare(cards)
    unread = [(c.name, p.errors, p.unsupported) for c in cards for p in [book.program(c)] if p.errors or p.unsupported]
    assert not unread, unread


def test_the_official_records_import_to_the_cards_bundled_here():
    import json
    catalog = load_catalog([WFM])
    for record in json.loads(SAMPLE.read_text(encoding="utf-8")):
        card, code = convert_record(record)
        if code != "WFM":
            continue                                  # the stray WEM record is not the set's
        bundled = next(c for c in catalog if c.ref == card["ref"])
        assert (bundled.name, bundled.version, bundled.text, bundled.support_text) == \
            (card["name"], card["version"], card.get("text", ""), card.get("support", ""))


@pytest.mark.parametrize("deck", DECKS, ids=[d.stem for d in DECKS])
def test_each_faction_deck_is_legal_and_its_texts_read_and_run(deck, capsys):
    assert main(["deck", "check", str(deck), "--edition", "5.0"]) == 0, capsys.readouterr()
    book = load_rulebook(variants=with_edition(None, "5.0"))
    loaded = load_deck(deck, load_catalog(), edition="5.0")
    for card in [loaded.hero, *loaded.cards]:
        program = book.program(card)
        assert not program.errors and not program.unsupported, (card.name, program.errors, program.unsupported)


def test_one_deck_per_faction():
    assert [d.stem for d in DECKS] == ["axiom", "bravos", "lyra", "muna", "ordis", "yzmir"]


def test_the_booster_opens(capsys):
    assert main(["booster", "open", "--set", "wfm", "--seed", "4"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Whispers from the Maze booster 1")
    assert all("(WFM-" in line for line in lines[1:]), lines


DECK = {d.stem: str(d) for d in DECKS}


def test_two_of_its_decks_play_a_game(capsys):
    assert main(["play", "--edition", "5.0", "--seed", "5", "--deck1", DECK["ordis"], "--deck2", DECK["lyra"]]) == 0
    assert "Winner" in capsys.readouterr().out


@pytest.mark.parametrize("command", [
    ["simulate", "--games", "2", "--deck1", DECK["axiom"], "--deck2", DECK["muna"]],
    ["gauntlet", "--games", "1", DECK["bravos"], DECK["yzmir"]],
    ["cards", "impact", "--games", "2", "--card", "The Wayfarer", DECK["lyra"]],
    ["soak", "--games", "2"],
], ids=["simulate", "gauntlet", "impact", "soak"])
def test_the_commands_take_the_set_with_the_edition_only(command, capsys):
    assert main([*command, "--edition", "5.0", "--jobs", "1", "--quiet"]) == 0, capsys.readouterr()


def test_explain_with_the_bundled_set_named_again_reads_its_words_once(capsys):
    """`explain --cards cards_dsl/wfm` named a folder the bundled sets already hold: its phrases were added
    twice and refused as declared twice; now a text of the set's own words reads."""
    code = main(["explain", "--edition", "5.0", "--cards", str(WFM),
                 "When a card leaves your Reserve during the Afternoon — I gain 1 Sap counter."])
    out, err = capsys.readouterr()
    assert code == 0 and "declared twice" not in err and "Sap" in out, err
