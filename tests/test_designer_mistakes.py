"""A new designer's mistakes, each one clear line `file:line:column: message` and exit 1, caught by
`altered check` before any game; and `altered check --json`, the same diagnostics for an editor or CI."""
from __future__ import annotations

import json

from altered.cli.main import main
from altered.loading.paths import CARDS_DIR

MY_CARDS = """\
set: {code: MINE, name: Mine}
cards:
  - ref: MINE_1
    version: MIN-001-C
    name: Frost Fox
    type: Character
    rarity: comon
    hand_cost: "2"
    reserve_cost: 1
    forest: 1
    mountain: 1
    water: 1
    text: "{J} I gain [[Anchord]]."
  - ref: MINE_2
    version: MIN-002-C
    name: Snow Hare
    type: Character
    rarity: common
    hand_cost: 1
    reserve_cost: 1
    forest: 1
    mountain: 1
    water: 1
    text: "{J} Draw a crad."
"""


def _write(path, text):
    path.write_text(text, encoding="utf-8")
    return path


def test_check_json_lists_every_mistake_of_a_card_file_with_its_place_and_suggestion(tmp_path, capsys):
    cards = _write(tmp_path / "my-cards.yaml", MY_CARDS)
    assert main(["check", "--json", str(cards)]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["ok"] is False and report["card_files"] == 1 and report["decks"] == 0
    found = [(d["line"], d["column"], d["severity"], d["suggestion"]) for d in report["diagnostics"]
             if d["severity"] == "error"]
    assert found == [(1, 13, "error", None),          # the set code: three capital letters
                     (7, 13, "error", "common"),      # an unknown rarity
                     (8, 16, "error", None),          # a cost written as a text
                     (13, 25, "error", "Anchored"),   # a text's unknown status, though the file has mistakes
                     (24, 23, "error", "card")], report
    for d in report["diagnostics"]:
        assert set(d) == {"file", "line", "column", "severity", "message", "suggestion"}
        assert d["file"] == str(cards)
    messages = [d["message"] for d in report["diagnostics"]]
    assert messages[0].startswith("expected three capital letters, e.g. BTG, got 'MINE'")
    assert not any("^[A-Z]" in m or "{3}" in m for m in messages)      # no raw pattern


def test_check_json_of_good_files_is_ok(capsys):
    assert main(["check", "--json", str(CARDS_DIR / "decks" / "bravos.yaml")]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["ok"] and report["decks"] == 1 and report["cards"] > 800
    assert [d for d in report["diagnostics"] if d["severity"] == "error"] == []


def test_check_tells_a_card_file_from_a_deck_file(tmp_path, capsys, catalog):
    """A card file given as an argument is read as cards (added to the bundled ones), not as a deck."""
    cards = _write(tmp_path / "my-cards.yaml", MY_CARDS.replace("MINE", "MIN").replace("comon", "common")
                   .replace('"2"', "2").replace("[[Anchord]]", "[[Anchored]]").replace("crad", "card"))
    assert main(["check", str(cards), str(CARDS_DIR / "decks" / "muna.yaml")]) == 0, capsys.readouterr().err
    out = capsys.readouterr().out
    assert "1 deck, 1 card file or folder given" in out and f"{len(catalog.cards) + 2} cards" in out, out


def test_a_deck_file_with_a_mistake_is_still_read_as_a_deck(tmp_path, capsys):
    deck = _write(tmp_path / "deck.yaml", (CARDS_DIR / "decks" / "muna.yaml").read_text(encoding="utf-8")
                  .replace("hero:", "heroe:", 1))
    assert main(["check", str(deck)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{deck}:") and "heroe" in err and "internal error" not in err


def test_cards_means_the_same_everywhere_deck_check_included(tmp_path, capsys):
    """`--cards` adds to the bundled cards: a deck of bundled cards still checks with a designer's file."""
    cards = _write(tmp_path / "mine.yaml", MY_CARDS.replace("MINE", "MIN").replace("comon", "common")
                   .replace('"2"', "2").replace("[[Anchord]]", "[[Anchored]]").replace("crad", "card"))
    deck = str(CARDS_DIR / "decks" / "muna.yaml")
    assert main(["deck", "check", deck, "--cards", str(cards)]) == 0, capsys.readouterr().err
    assert "a legal constructed deck" in capsys.readouterr().out


def test_opening_no_boosters_is_a_mistake(capsys):
    for count in ("0", "-3", "1000000000"):               # (a billion: hours of printing, refused at once)
        assert main(["booster", "open", "--count", count]) == 1
        out, err = capsys.readouterr()
        assert out == "" and err.strip() == f"<command line>: --count {count}: how many boosters to open, at " \
                                            "least 1 and at most 10,000"


def test_a_booster_war_study_names_no_deck_file_it_does_not_use(capsys):
    """Under booster-war the set-up makes each player's deck from a booster: the study says so instead of
    naming the bundled decks it never plays."""
    assert main(["simulate", "--variant", "booster-war", "--games", "4", "--jobs", "1", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [d["name"] for d in report["study"]["decks"]] == ["a deck made at set-up"] * 2
    assert all(d["file"] is None for d in report["study"]["decks"])
    assert [s["deck"] for s in report["summary"]["seats"]] == ["a deck made at set-up"] * 2
    assert main(["simulate", "--games", "4", "--jobs", "1", "--json"]) == 0       # the standard rules: the files
    assert [d["file"] for d in json.loads(capsys.readouterr().out)["study"]["decks"]] == [
        "cards_dsl/decks/bravos.yaml", "cards_dsl/decks/muna.yaml"]


def test_the_same_wrong_text_in_two_card_files_is_shown_at_each(tmp_path, capsys):
    """A mistake in a text is the card's own: a second file with the same text is not told about the first."""
    first, second = _write(tmp_path / "a.yaml", MY_CARDS), _write(tmp_path / "b.yaml", MY_CARDS)
    for path in (first, second):
        assert main(["check", "--json", str(path)]) == 1
        report = json.loads(capsys.readouterr().out)
        assert {d["file"] for d in report["diagnostics"]} == {str(path)}
        assert (13, 25) in [(d["line"], d["column"]) for d in report["diagnostics"]]
