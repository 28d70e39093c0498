"""Deck building under the Comprehensive Rules v5.0 (numbers here are v5.0 ones): the 5.0 edition's own
constructed and limited formats (rules_yaml/editions/5.0/formats/), judged by `load_deck(..., edition=)`,
`altered deck check --edition 5.0` and the decks a game is played with; the exalted rarity."""
from __future__ import annotations

import json

import pytest

from altered.loading.cards.catalog import load_catalog
from altered.loading.cards.decks import load_deck, load_format
from altered.tools.sets.importer import import_set
from altered.cli.main import main
from altered.loading.errors import DesignError
from altered.engine.formats import build_limited, game_decks
from altered.loading.paths import CARDS_DIR
from altered.rulebook import load_rulebook

from test_cards_decks import AXIOM, limited_cards, replace, where, write_deck

V5 = "5.0"


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def v5_error(path, catalog) -> str:
    with pytest.raises(DesignError) as e:
        load_deck(path, catalog, edition=V5)
    return str(e.value)


def _exalted_catalog(tmp_path, n=4):
    cards = tmp_path / "exalted.yaml"
    body = "".join(f"""  - ref: T_EXALTED_{i}
    version: BTG-00{i}-E
    name: Exalted Tester {i}
    faction: Axiom
    type: Character
    rarity: exalted
    hand_cost: 3
    reserve_cost: 3
    forest: 2
    mountain: 2
    water: 2
""" for i in range(1, n + 1))
    cards.write_text(f"set: {{code: BTG, name: Beyond the Gates}}\ncards:\n{body}", encoding="utf-8")
    return load_catalog([CARDS_DIR / "btg", cards])


# ---------------------------------------------------------------------- constructed (1.1.4)

def test_1_1_4_b_a_constructed_deck_has_40_to_60_cards_counting_its_hero(catalog, tmp_path):
    legal = write_deck(tmp_path / "d.yaml", AXIOM)                 # 39 cards and the Hero: 40
    assert len(load_deck(legal, catalog, edition=V5).cards) == 39
    short = write_deck(tmp_path / "short.yaml", replace(AXIOM, "BTG-004-C", (2, "BTG-004-C")))
    assert v5_error(short, catalog).startswith(
        f"{short}:5:3: 39 cards counting the Hero (a constructed deck must include at least 40, rule 1.1.4.b)")
    # 59 cards and the Hero is the most; v3.0 (the base format) has no maximum
    full = AXIOM + [(3, "BTG-012-C"), (3, "BTG-015-C"), (3, "BTG-016-C"), (3, "BTG-023-C"), (3, "BTG-026-C"),
                    (3, "BTG-027-C"), (2, "BTG-028-C")]
    sixty = write_deck(tmp_path / "sixty.yaml", full)
    assert len(load_deck(sixty, catalog, edition=V5).cards) == 59
    over = write_deck(tmp_path / "over.yaml", full + [(1, "BTG-029-C")])
    assert len(load_deck(over, catalog).cards) == 60                # legal by the base format
    assert v5_error(over, catalog).startswith(
        f"{over}:5:3: 61 cards counting the Hero (a constructed deck can include at most 60, rule 1.1.4.b)")
    nohero = write_deck(tmp_path / "nohero.yaml", AXIOM, hero=None)
    assert "no Hero (a constructed deck must include exactly 1 Hero, rule 1.1.4.b)" in v5_error(nohero, catalog)


def test_1_1_4_c_d_e_g_the_other_limits_keep_their_meaning_under_v5_numbers(catalog, tmp_path):
    bravos = write_deck(tmp_path / "b.yaml", replace(AXIOM, "BTG-004-C", (3, "BTG-037-C")))
    assert "rule 1.1.4.c)" in v5_error(bravos, catalog)
    four = write_deck(tmp_path / "four.yaml", replace(AXIOM, "BTG-010-C", (4, "BTG-010-C")))
    assert "4 copies of" in v5_error(four, catalog) and "rule 1.1.4.d)" in v5_error(four, catalog)
    rares = [(3, "BTG-004-R"), (3, "BTG-005-R"), (3, "BTG-006-R"), (3, "BTG-008-R"), (3, "BTG-010-R")]
    cards = rares + [(n, c) for n, c in AXIOM if c not in {"BTG-004-C", "BTG-005-C", "BTG-006-C", "BTG-008-C",
                                                               "BTG-010-C"}] + [(1, "BTG-012-C")]
    path = write_deck(tmp_path / "r.yaml", cards)
    assert "(at most 15 rare cards, rule 1.1.4.e)" in v5_error(path, catalog)


def test_1_1_4_f_at_most_3_exalted_cards(tmp_path):
    catalog = _exalted_catalog(tmp_path)
    three = replace(AXIOM, "BTG-010-C", (1, "BTG-001-E"), (1, "BTG-002-E"))
    three = replace(three, "BTG-011-C", (1, "BTG-003-E"), (1, "BTG-012-C"))
    assert len(load_deck(write_deck(tmp_path / "ok.yaml", three), catalog, edition=V5).cards) == 39
    cards = replace(three, "BTG-012-C", (1, "BTG-004-E"))
    path = write_deck(tmp_path / "d.yaml", cards)
    assert v5_error(path, catalog).startswith(
        f"{where(path, 'BTG-004-E')}: 4 exalted cards; the limit is passed at 'Exalted Tester 4' (BTG-004-E) "
        "(at most 3 exalted cards, rule 1.1.4.f)")
    assert load_deck(path, catalog).hero is not None               # v3.0 knows no exalted rarity


# ---------------------------------------------------------------------- limited (1.1.5)

def test_1_1_5_b_a_limited_deck_has_at_least_30_cards_counting_its_hero_if_any(catalog, tmp_path):
    with_hero = write_deck(tmp_path / "h.yaml", limited_cards(), fmt="limited")          # 29 and the Hero
    assert load_deck(with_hero, catalog, edition=V5).hero is not None
    no_hero = write_deck(tmp_path / "n.yaml", limited_cards(), hero=None, fmt="limited")  # 29, no Hero
    assert load_deck(no_hero, catalog).hero is None                 # enough by v3.0's 29 non-Hero cards
    assert v5_error(no_hero, catalog).startswith(
        f"{no_hero}:4:3: 29 cards and no Hero (a limited deck must include at least 30, rule 1.1.5.b)")
    thirty = write_deck(tmp_path / "t.yaml", limited_cards() + [(1, "BTG-018-C")], hero=None, fmt="limited")
    assert len(load_deck(thirty, catalog, edition=V5).cards) == 30
    two = write_deck(tmp_path / "two.yaml", limited_cards() + [(1, "Treyst & Rossum")], fmt="limited")
    assert "is a Hero" in v5_error(two, catalog) and "rule 1.1.5.b)" in v5_error(two, catalog)


def test_1_1_5_a_c_mana_convergence_in_any_number_and_three_factions(catalog, tmp_path):
    path = write_deck(tmp_path / "d.yaml", [(17, "BTG-004-C"), (12, "Mana Convergence")], fmt="limited")
    assert sum(c.name == "Mana Convergence" for c in load_deck(path, catalog, edition=V5).cards) == 12
    cards = limited_cards() + [(1, "BTG-037-C"), (1, "BTG-065-C"), (1, "BTG-097-C")]  # Bravos, Lyra, Muna
    path = write_deck(tmp_path / "f.yaml", cards, fmt="limited")
    assert "(at most 3 factions, rule 1.1.5.c)" in v5_error(path, catalog)


def test_1_1_5_b_a_sealed_deck_built_without_a_hero_is_filled_to_30(catalog):
    fmt = load_format("sealed", edition=V5)
    assert fmt["deck_size"] == load_format("limited", edition=V5)["deck_size"]
    pool = [c for c in catalog if c.version in ("BTG-004-C", "BTG-005-C")]

    class First:
        def choose(self, state, decision):
            return 0
    deck = build_limited(pool, fmt, catalog, First())
    assert deck.hero is None and len(deck.cards) == 30


# ---------------------------------------------------------------------- the edition reaches the game

def test_1_1_4_b_a_game_under_5_0_judges_its_decks_by_the_5_0_formats(catalog, tmp_path):
    book = load_rulebook()
    full = AXIOM + [(3, "BTG-012-C"), (3, "BTG-015-C"), (3, "BTG-016-C"), (3, "BTG-023-C"), (3, "BTG-026-C"),
                    (3, "BTG-027-C"), (3, "BTG-028-C")]
    path = write_deck(tmp_path / "d.yaml", full)
    assert len(game_decks(book, [path, path], catalog, [None, None], 1)[0].cards) == 60
    with pytest.raises(DesignError, match=r"61 cards counting the Hero .*rule 1\.1\.4\.b"):
        game_decks(book, [path, path], catalog, [None, None], 1, edition=V5)
    with pytest.raises(DesignError, match=r"rule 1\.1\.4\.b"):
        game_decks(book, [path, path], catalog, [None, None], 1, "constructed", edition=V5)


def test_1_1_4_b_deck_check_edition_5_0(tmp_path, capsys):
    full = AXIOM + [(3, "BTG-012-C"), (3, "BTG-015-C"), (3, "BTG-016-C"), (3, "BTG-023-C"), (3, "BTG-026-C"),
                    (3, "BTG-027-C"), (3, "BTG-028-C")]
    path = write_deck(tmp_path / "d.yaml", full)
    assert main(["deck", "check", str(path)]) == 0
    capsys.readouterr()
    assert main(["deck", "check", "--edition", "5.0", str(path)]) == 1
    assert f"{path}:5:3: 61 cards counting the Hero (a constructed deck can include at most 60, rule 1.1.4.b)" \
        in capsys.readouterr().err
    assert main(["deck", "check", "--edition", "5.1", str(path)]) == 1
    err = capsys.readouterr().err
    assert "no rules edition '5.1' (did you mean '5.0'?" in err and "Traceback" not in err


# ---------------------------------------------------------------------- rarity (2.2.5)

def _record(ref, collector, rarity, card_type="CHARACTER", elements=None):
    return {"reference": ref, "name": f"Tester {ref[-4:]}", "collectorNumber": collector,
            "cardType": {"reference": card_type}, "cardSubTypes": [], "mainFaction": {"reference": "AX"},
            "rarity": {"reference": rarity}, "cardRulings": [], "cardSet": {"name": "Test Set"},
            "elements": elements or {"MAIN_COST": "3", "RECALL_COST": "3", "FOREST_POWER": "2",
                                     "MOUNTAIN_POWER": "2", "OCEAN_POWER": "2"}}


def test_2_2_5_a_b_c_the_rarity_letters_exalted_included(tmp_path):
    records = [_record("ALT_TST_B_AX_01_C", "TST-001-C-EN", "COMMON"),
               _record("ALT_TST_B_AX_02_R1", "TST-002-R-EN", "RARE"),
               _record("ALT_TST_B_AX_03_R2", "TST-003-F-EN", "RARE"),        # out of faction: rare
               _record("ALT_TST_B_AX_04_E", "TST-004-E-EN", "EXALTED"),
               _record("ALT_TST_B_AX_05_U_7", "TST-005-U-EN-7", "UNIQUE"),
               _record("ALT_TST_B_AX_06_C", "TST-006-T-EN", "COMMON", "TOKEN")]
    src = tmp_path / "set.json"
    src.write_text(json.dumps(records), encoding="utf-8")
    report = import_set(src, tmp_path / "out")
    cat = load_catalog(tmp_path / "out")
    got = {c.ref: c.rarity for c in cat}
    assert got["ALT_TST_B_AX_01_C"] == "common" and got["ALT_TST_B_AX_02_R1"] == "rare"
    assert got["ALT_TST_B_AX_03_R2"] == "rare" and got["ALT_TST_B_AX_04_E"] == "exalted"
    assert got.get("ALT_TST_B_AX_06_C", "absent") is None          # 2.2.5.c: tokens have no rarity
    assert not [n for n in report.notes if "official rarity" in n]


def test_1_1_4_b_a_study_under_5_0_judges_its_decks_by_the_5_0_formats(tmp_path, capsys):
    """`simulate --edition 5.0` refuses a deck of 61 cards with its Hero, which the base format takes."""
    from altered.cli.main import main
    full = AXIOM + [(3, "BTG-012-C"), (3, "BTG-015-C"), (3, "BTG-016-C"), (3, "BTG-023-C"), (3, "BTG-026-C"),
                    (3, "BTG-027-C"), (2, "BTG-028-C"), (1, "BTG-029-C")]
    over = write_deck(tmp_path / "over.yaml", full)
    assert main(["simulate", "--games", "2", "--jobs", "1", "--deck1", str(over)]) == 0
    capsys.readouterr()
    assert main(["simulate", "--games", "2", "--jobs", "1", "--deck1", str(over), "--edition", "5.0"]) == 1
    assert "61 cards counting the Hero (a constructed deck can include at most 60, rule 1.1.4.b)" in capsys.readouterr().err
