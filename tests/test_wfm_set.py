"""Whispers from the Maze (cards_dsl/wfm), played with --cards cards_dsl/wfm --edition 5.0 until it reads whole:
its files are what `altered import-set` writes from the official records, its decks are legal constructed
decks (1.1.4) of cards whose texts read and run, its booster opens, and two of its decks play a game."""
from __future__ import annotations

from pathlib import Path

import pytest

from altered.cli.main import main
from altered.language.rulebook import load_rulebook
from altered.language.sets.importer import convert_record
from altered.loading.cards.catalog import catalog_with, load_catalog
from altered.loading.cards.decks import load_deck
from altered.loading.paths import CARDS_DIR
from altered.rules.editions import with_edition

WFM = CARDS_DIR / "wfm"
DECKS = sorted((WFM / "decks").glob("*.yaml"))
SAMPLE = Path(__file__).parent / "data" / "official" / "BISE_EN-sample.json"


def test_the_set_is_held_back_until_it_reads_whole():
    """bundled: false in its vocabulary.yaml: not among the default cards, played when given itself."""
    assert "WFM" not in load_catalog().sets
    assert "WFM" in catalog_with([WFM]).sets


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
    assert main(["deck", "check", str(deck), "--cards", str(WFM), "--edition", "5.0"]) == 0, capsys.readouterr()
    book = load_rulebook(variants=with_edition(None, "5.0"))
    loaded = load_deck(deck, catalog_with([WFM]), edition="5.0")
    for card in [loaded.hero, *loaded.cards]:
        program = book.program(card)
        assert not program.errors and not program.unsupported, (card.name, program.errors, program.unsupported)


def test_one_deck_per_faction():
    assert [d.stem for d in DECKS] == ["axiom", "bravos", "lyra", "muna", "ordis", "yzmir"]


def test_the_booster_opens_from_the_sets_folder(capsys):
    assert main(["booster", "open", "--set", "wfm", "--cards", str(WFM), "--seed", "4"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Whispers from the Maze booster 1")
    assert all("(WFM-" in line for line in lines[1:]), lines


def test_two_of_its_decks_play_a_game(capsys):
    assert main(["play", "--cards", str(WFM), "--edition", "5.0", "--allow-unread", "--seed", "5",
                 "--deck1", str(WFM / "decks" / "ordis.yaml"), "--deck2", str(WFM / "decks" / "yzmir.yaml")]) == 0
    assert "Winner" in capsys.readouterr().out
