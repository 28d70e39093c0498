"""Deck files and the deck-building formats (rules 1.1.4 constructed, 1.1.5 limited)."""
from __future__ import annotations

import collections
from pathlib import Path

import pytest

from altered.loading.cards.catalog import load_catalog
from altered.loading.cards.decks import DeckList, check_deck, deck_problems, load_deck, load_format
from altered.loading.errors import DesignError
from altered.loading.paths import CARDS_DIR

DECKS_DIR = CARDS_DIR / "decks"

# a legal Axiom list (39 cards, 4 rares) that the tests break one rule at a time
AXIOM = [(3, "BTG-004-C"), (3, "BTG-005-C"), (3, "BTG-006-C"), (3, "BTG-008-C"), (2, "BTG-010-C"),
         (2, "BTG-011-C"), (2, "BTG-013-C"), (1, "BTG-013-R"), (2, "BTG-014-C"), (1, "BTG-017-C"),
         (1, "BTG-017-R"), (2, "BTG-018-C"), (2, "BTG-019-R"), (2, "BTG-024-C"), (2, "BTG-025-C"),
         (2, "BTG-030-C"), (2, "BTG-020-C"), (2, "BTG-021-C"), (2, "BTG-022-C")]


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def write_deck(path: Path, cards, hero="Sierra & Oddball", fmt="constructed") -> Path:
    lines = ["name: Test deck", f"format: {fmt}"]
    if hero is not None:
        lines.append(f"hero: {hero}")
    lines.append("cards:")
    lines += [f"  - {{count: {n}, card: {c}}}" for n, c in cards]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def where(path: Path, text: str, nth: int = 1) -> str:
    """'file:line:column' of the nth line containing text, column of text."""
    seen = 0
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if text in line:
            seen += 1
            if seen == nth:
                return f"{path}:{number}:{line.index(text) + 1}"
    raise AssertionError(f"{text!r} not in {path}")


def error_of(path: Path, catalog) -> str:
    with pytest.raises(DesignError) as e:
        load_deck(path, catalog)
    return str(e.value)


def replace(cards, old: str, *new):
    out = []
    for n, c in cards:
        out += list(new) if c == old else [(n, c)]
    return out


# ---------------------------------------------------------------------- bundled decks

@pytest.mark.parametrize("name", ["axiom.yaml", "bravos.yaml", "lyra.yaml", "muna.yaml", "ordis.yaml", "yzmir.yaml"])
def test_bundled_decks_are_legal_constructed_decks(name, catalog):
    deck = load_deck(DECKS_DIR / name, catalog)
    assert deck.format == "constructed"
    assert deck.hero is not None and deck.hero.type == "Hero"
    assert len(deck.cards) == 39
    assert all(c.faction == deck.hero.faction for c in deck.cards)
    kinds = collections.Counter(c.type for c in deck.cards)
    assert kinds["Character"] > 20 and kinds["Spell"] >= 1 and kinds["Permanent"] >= 1
    assert len({c.base["hand_cost"] for c in deck.cards}) >= 5  # a curve of costs
    assert deck_problems(deck, load_format("constructed")) == []


def test_deck_keeps_file_order_and_counts(catalog, tmp_path):
    deck = load_deck(write_deck(tmp_path / "d.yaml", AXIOM), catalog)
    assert deck.name == "Test deck" and deck.hero.name == "Sierra & Oddball"
    assert [c.version for c in deck.cards[:4]] == ["BTG-004-C"] * 3 + ["BTG-005-C"]
    assert deck.cards[-1].version == "BTG-022-C" and len(deck) == 39


def test_hero_by_version_code_or_ref(catalog, tmp_path):
    assert load_deck(write_deck(tmp_path / "a.yaml", AXIOM, hero="BTG-001-H"), catalog).hero.ref == \
        "ALT_CORE_B_AX_01_C"
    assert load_deck(write_deck(tmp_path / "b.yaml", AXIOM, hero="ALT_CORE_P_AX_01_C"), catalog).hero.ref == \
        "ALT_CORE_P_AX_01_C"


# ---------------------------------------------------------------------- constructed (1.1.4)

def test_1_1_4_b_constructed_deck_needs_a_hero(catalog, tmp_path):
    path = write_deck(tmp_path / "d.yaml", AXIOM, hero=None)
    msg = error_of(path, catalog)
    assert msg.startswith(f"{path}:1:1: no Hero (a constructed deck must include exactly 1 Hero, rule 1.1.4.b)")


def test_1_1_4_b_hero_slot_must_hold_a_hero(catalog, tmp_path):
    path = write_deck(tmp_path / "d.yaml", AXIOM, hero="BTG-004-C")
    msg = error_of(path, catalog)
    assert msg.startswith(f"{where(path, 'BTG-004-C')}: the hero slot holds 'Foundry Mechanic' (BTG-004-C), "
                          "which is a Character (the hero slot takes a Hero, rule 1.1.4.b)")


def test_1_1_4_b_no_second_hero_among_the_cards(catalog, tmp_path):
    path = write_deck(tmp_path / "d.yaml", AXIOM + [(1, "Subhash & Marmo")])
    msg = error_of(path, catalog)
    assert msg.startswith(f"{where(path, 'Subhash')}: 'Subhash & Marmo' (BTG-002-H) is a Hero")
    assert "rule 1.1.4.b)" in msg


def test_1_1_4_c_at_least_39_other_cards(catalog, tmp_path):
    path = write_deck(tmp_path / "d.yaml", replace(AXIOM, "BTG-022-C", (1, "BTG-022-C")))
    msg = error_of(path, catalog)
    assert msg.startswith(f"{path}:5:3: 38 cards besides the Hero (a constructed deck must include at least 39, "
                          "rule 1.1.4.c)")


def test_1_1_4_d_cards_of_the_heros_faction_only(catalog, tmp_path):
    path = write_deck(tmp_path / "d.yaml", replace(AXIOM, "BTG-022-C", (1, "BTG-022-C"), (1, "BTG-005-F")))
    msg = error_of(path, catalog)
    assert msg.startswith(f"{where(path, 'BTG-005-F')}: 'Axiom Salvager' (BTG-005-F) is Bravos but the Hero "
                          "Sierra & Oddball is Axiom (a constructed deck can only include cards of its Hero's "
                          "faction, rule 1.1.4.d)")


def test_1_1_4_d_neutral_mana_convergence_is_not_of_the_heros_faction(catalog, tmp_path):
    path = write_deck(tmp_path / "d.yaml", AXIOM + [(1, "Mana Convergence")])
    msg = error_of(path, catalog)
    assert msg.startswith(f"{where(path, 'Mana Convergence')}: 'Mana Convergence' (BTG-186-T) is neutral")
    assert "rule 1.1.4.d)" in msg


def test_1_1_4_e_at_most_3_with_the_same_name_across_versions(catalog, tmp_path):
    path = write_deck(tmp_path / "d.yaml", replace(AXIOM, "BTG-013-C", (3, "BTG-013-C")))
    msg = error_of(path, catalog)
    # 3 common + 1 rare Foundry Armorer: the rare line is where the limit is passed
    assert msg.startswith(f"{where(path, 'BTG-013-R')}: 4 copies of 'Foundry Armorer' "
                          "(at most 3 with the same name, rule 1.1.4.e)")


def test_1_1_4_f_at_most_15_rare_cards(catalog, tmp_path):
    rares = [(3, "BTG-004-R"), (3, "BTG-005-R"), (3, "BTG-006-R"), (3, "BTG-008-R"), (3, "BTG-010-R")]
    cards = rares + [(n, c) for n, c in AXIOM if c not in {"BTG-004-C", "BTG-005-C", "BTG-006-C", "BTG-008-C",
                                                               "BTG-010-C"}]
    cards += [(1, "BTG-012-C")]  # back to 39 cards
    path = write_deck(tmp_path / "d.yaml", cards)
    msg = error_of(path, catalog)
    # 15 rares in the first five lines, the 16th is the rare Foundry Armorer further down
    assert msg.startswith(f"{where(path, 'BTG-013-R')}: 19 rare cards; the limit is passed at 'Foundry Armorer' "
                          "(BTG-013-R) (at most 15 rare cards, rule 1.1.4.f)")


def test_1_1_4_g_at_most_3_unique_cards(tmp_path):
    uniques = tmp_path / "uniques.yaml"
    body = "".join(f"""  - ref: T_UNIQUE_{i}
    version: BTG-00{i}-U-000{i}
    name: Unique Tester {i}
    faction: Axiom
    type: Character
    rarity: unique
    hand_cost: 2
    reserve_cost: 2
    forest: 1
    mountain: 1
    water: 1
""" for i in range(1, 5))
    uniques.write_text(f"set: {{code: BTG, name: Beyond the Gates}}\ncards:\n{body}", encoding="utf-8")
    catalog = load_catalog([CARDS_DIR / "btg", uniques])
    cards = replace(AXIOM, "BTG-010-C", *[(1, f"BTG-00{i}-U-000{i}") for i in (1, 2)])
    cards = replace(cards, "BTG-011-C", *[(1, f"BTG-00{i}-U-000{i}") for i in (3, 4)])
    path = write_deck(tmp_path / "d.yaml", cards)
    msg = error_of(path, catalog)
    assert msg.startswith(f"{where(path, 'BTG-004-U-0004')}: 4 unique cards; the limit is passed at "
                          "'Unique Tester 4' (BTG-004-U-0004) (at most 3 unique cards, rule 1.1.4.g)")


def test_1_1_7_b_tokens_are_never_deck_cards(catalog, tmp_path):
    path = write_deck(tmp_path / "d.yaml", AXIOM + [(1, "Brassbug")])
    msg = error_of(path, catalog)
    assert msg.startswith(f"{where(path, 'Brassbug')}: 'Brassbug' (BTG-181-T) is a token")
    assert "rule 1.1.7.b)" in msg


def test_all_problems_are_listed(catalog, tmp_path):
    path = write_deck(tmp_path / "d.yaml", [(4, "BTG-013-C"), (1, "BTG-005-F"), (1, "Brassbug")])
    with pytest.raises(DesignError) as e:
        load_deck(path, catalog)
    text = str(e.value)
    assert text.startswith(f"{where(path, 'BTG-013-C')}: 4 copies")
    for rule in ("1.1.4.e", "1.1.4.d", "1.1.7.b", "1.1.4.c"):
        assert f"rule {rule})" in text
    assert text.count("also: ") == 3


# ---------------------------------------------------------------------- limited (1.1.5)

def limited_cards():
    return AXIOM[:14]  # 29 Axiom cards


def test_limited_legal_deck_with_three_factions_and_many_copies(catalog, tmp_path):
    """1.1.5.d remark: no restriction on names or rarity; Axiom (Hero) + Bravos + Lyra is 3 factions."""
    cards = limited_cards() + [(5, "BTG-037-C"), (4, "BTG-070-F"), (6, "BTG-019-R"), (2, "BTG-065-C")]
    deck = load_deck(write_deck(tmp_path / "d.yaml", cards, fmt="limited"), catalog)
    assert len(deck.cards) == 29 + 17
    assert {c.faction for c in deck.cards} == {"Axiom", "Bravos", "Lyra"}


def test_1_1_5_a_any_number_of_mana_convergence(catalog, tmp_path):
    path = write_deck(tmp_path / "d.yaml", [(17, "BTG-004-C"), (12, "Mana Convergence")], fmt="limited")
    deck = load_deck(path, catalog)
    assert sum(c.name == "Mana Convergence" for c in deck.cards) == 12


def test_1_1_5_b_limited_deck_at_most_one_hero(catalog, tmp_path):
    path = write_deck(tmp_path / "d.yaml", limited_cards() + [(1, "Treyst & Rossum")], fmt="limited")
    msg = error_of(path, catalog)
    assert msg.startswith(f"{where(path, 'Treyst')}: 'Treyst & Rossum' (BTG-003-H) is a Hero")
    assert "rule 1.1.5.b)" in msg


def test_1_1_5_b_limited_deck_may_have_no_hero(catalog, tmp_path):
    assert load_deck(write_deck(tmp_path / "d.yaml", limited_cards(), hero=None, fmt="limited"), catalog).hero is None


def test_1_1_5_c_limited_deck_at_least_29_cards(catalog, tmp_path):
    path = write_deck(tmp_path / "d.yaml", limited_cards()[:-1] + [(1, "BTG-018-C")], fmt="limited")
    msg = error_of(path, catalog)
    assert msg.startswith(f"{path}:5:3: 28 cards besides the Hero (a limited deck must include at least 29, "
                          "rule 1.1.5.c)")


def test_1_1_5_d_limited_deck_at_most_three_factions_counting_the_hero(catalog, tmp_path):
    cards = limited_cards() + [(1, "BTG-037-C"), (1, "BTG-065-C"), (1, "BTG-097-C")]  # Bravos, Lyra, Muna
    path = write_deck(tmp_path / "d.yaml", cards, fmt="limited")
    msg = error_of(path, catalog)
    assert msg.startswith(f"{where(path, 'BTG-097-C')}: 'Kitsune' (BTG-097-C) brings a faction too many: "
                          "Axiom, Bravos, Lyra, Muna counting the Hero's (at most 3 factions, rule 1.1.5.d)")


def test_1_1_5_d_without_hero_the_cards_alone_count(catalog, tmp_path):
    cards = [(10, "BTG-037-C"), (10, "BTG-065-C"), (9, "BTG-097-C")]  # Bravos, Lyra, Muna
    assert load_deck(write_deck(tmp_path / "d.yaml", cards, hero=None, fmt="limited"), catalog).hero is None
    path = write_deck(tmp_path / "e.yaml", cards, fmt="limited")  # Sierra & Oddball adds Axiom
    assert "brings a faction too many" in error_of(path, catalog)


# ---------------------------------------------------------------------- mistakes in deck files

def test_unknown_card_in_deck_points_at_its_line(catalog, tmp_path):
    path = write_deck(tmp_path / "d.yaml", AXIOM + [(1, "Foundry Armourer")])
    msg = error_of(path, catalog)
    assert msg.startswith(f"{where(path, 'Foundry Armourer')}: unknown card 'Foundry Armourer'; "
                          "did you mean 'Foundry Armorer'")


def test_ambiguous_card_in_deck_points_at_its_line(catalog, tmp_path):
    path = write_deck(tmp_path / "d.yaml", AXIOM + [(1, "Ada Lovelace")])
    msg = error_of(path, catalog)
    assert msg.startswith(f"{where(path, 'Ada Lovelace')}: 'Ada Lovelace' is ambiguous")
    assert "BTG-006-C (common, Axiom)" in msg


def test_unknown_format_suggests(catalog, tmp_path):
    path = write_deck(tmp_path / "d.yaml", AXIOM, fmt="constructd")
    msg = error_of(path, catalog)
    assert msg.startswith(f"{path}:2:9: unknown format 'constructd'; did you mean constructed?")


def test_deck_schema_violation_points_at_the_line(catalog, tmp_path):
    path = write_deck(tmp_path / "d.yaml", [(0, "BTG-004-C")])
    msg = error_of(path, catalog)
    assert msg.startswith(f"{path}:5:")
    assert "0 is less than the minimum of 1" in msg


# ---------------------------------------------------------------------- formats are data

def test_bundled_formats_validate():
    constructed, limited = load_format("constructed"), load_format("limited")
    assert constructed["copies_per_name"]["max"] == 3 and constructed["deck_size"]["min"] == 39
    assert limited["max_factions"]["max"] == 3 and limited["deck_size"]["min"] == 29


def test_checker_reads_its_limits_from_the_format_file(catalog, tmp_path):
    fmt_path = tmp_path / "tiny.yaml"
    fmt_path.write_text("""name: tiny
rule: "1.1.4"
hero: {type: Hero, min: 1, max: 1, rule: 1.1.4.b}
deck_size: {min: 3, max: 4, rule: 1.1.4.c}
copies_per_name: {max: 2, rule: 1.1.4.e}
""", encoding="utf-8")
    fmt = load_format(fmt_path)
    path = write_deck(tmp_path / "d.yaml", [(3, "BTG-004-C")])
    deck = load_deck(path, catalog, check=False)
    with pytest.raises(DesignError) as e:
        check_deck(deck, fmt)
    assert str(e.value).startswith(f"{where(path, 'BTG-004-C')}: 3 copies of 'Foundry Mechanic' "
                                   "(at most 2 with the same name, rule 1.1.4.e)")
    deck = load_deck(write_deck(tmp_path / "e.yaml", [(2, "BTG-004-C"), (2, "BTG-005-C"), (1, "BTG-006-C")]), catalog, check=False)
    assert [str(p).split(": ", 1)[1] for p in deck_problems(deck, fmt)] == [
        "5 cards besides the Hero (a tiny deck can include at most 4, rule 1.1.4.c)"]


def test_format_file_is_validated(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: bad\nrule: \"1.1.4\"\nhero: {type: Hero, min: 1, max: 1, rule: 1.1.4.b}\n"
                   "deck_size: {min: many, rule: 1.1.4.c}\n", encoding="utf-8")
    with pytest.raises(DesignError) as e:
        load_format(bad)
    assert str(e.value).startswith(f"{bad}:4:18: 'many' is not of type 'integer'")


def test_a_deck_file_is_read_as_a_deck_list(catalog):
    deck = load_deck(DECKS_DIR / "axiom.yaml", catalog)
    assert isinstance(deck, DeckList) and len(deck) == len(deck.cards)


def test_messages_name_the_hero_slot_by_the_format_s_type(catalog, tmp_path):
    """The checker has no word for the hero slot's card: it says what the format's hero type is."""
    fmt_path = tmp_path / "odd.yaml"
    fmt_path.write_text("""name: odd
rule: "1.1.4"
hero: {type: Character, min: 1, max: 1, rule: 1.1.4.b}
deck_size: {min: 3, rule: 1.1.4.c}
""", encoding="utf-8")
    fmt = load_format(fmt_path)
    deck = load_deck(write_deck(tmp_path / "d.yaml", [(2, "BTG-004-C")], hero=None), catalog, check=False)
    assert [str(p).split(": ", 1)[1] for p in deck_problems(deck, fmt)] == [
        "no Character (a odd deck must include exactly 1 Character, rule 1.1.4.b)",
        "2 cards besides the Character (a odd deck must include at least 3, rule 1.1.4.c)"]
