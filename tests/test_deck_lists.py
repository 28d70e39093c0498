"""Deck lists as players share them: ``N CARD`` lines (1.1.4 constructed, 1.1.5 limited), `altered deck`."""
from __future__ import annotations

from pathlib import Path

import pytest

from altered.loading.cards.catalog import load_catalog
from altered.loading.cards.decks import export_plain, is_plain_list, load_deck, read_deck
from altered.cli.main import main
from altered.loading.errors import DesignError
from altered.loading.paths import CARDS_DIR

DECKS_DIR = CARDS_DIR / "decks"

# a legal Axiom list as a deck builder exports it: references, the Hero first, a set name on one line
LEGAL = """\
# Axiom Foundry, exported
1 ALT_CORE_B_AX_01_C
3 BTG-004-C
3 BTG-005-C Beyond the Gates
3 BTG-006-C

3 BTG-008-C   # Foundry Engineer
2 BTG-010-C
2 BTG-011-C
2 BTG-013-C
1 BTG-013-R
2 BTG-014-C
1 BTG-017-C
1 BTG-017-R
2 BTG-018-C
2 BTG-019-R
2 BTG-024-C
2 BTG-025-C
2 BTG-030-C
2 BTG-020-C
2 BTG-021-C
2 BTG-022-C (BTG)
"""


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def write(tmp_path: Path, text: str, name: str = "deck.txt") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def check(path, capsys, *extra) -> tuple[int, list[str]]:
    code = main(["deck", "check", str(path), *extra])
    return code, capsys.readouterr().err.splitlines()


def test_plain_list_is_read_with_its_hero_comments_blank_lines_and_set_names(catalog, tmp_path):
    deck = load_deck(write(tmp_path, LEGAL), catalog)
    assert deck.hero.name == "Sierra & Oddball" and deck.format == "constructed"
    assert deck.name == "Axiom Foundry, exported"                  # the first-line comment
    assert len(deck.cards) == 39
    assert (deck.entries[0].line, deck.entries[0].column) == (3, 3)
    assert deck.entries[2].card.version == "BTG-006-C" and deck.entries[2].line == 5


def test_yaml_decks_are_not_plain_lists():
    assert not is_plain_list((DECKS_DIR / "axiom.yaml").read_text(encoding="utf-8"))
    assert is_plain_list(LEGAL)


def test_a_card_by_its_unambiguous_name(catalog, tmp_path):
    # in Beyond the Gates only Heroes and tokens have a single version; the others need a code
    deck = load_deck(write(tmp_path, LEGAL.replace("1 ALT_CORE_B_AX_01_C", "1 Sierra & Oddball Beyond the Gates")),
                     catalog)
    assert deck.hero.version == "BTG-001-H"


def test_an_ambiguous_name_lists_its_versions(catalog, tmp_path):
    path = write(tmp_path, LEGAL.replace("3 BTG-006-C", "3 Ada Lovelace"))
    with pytest.raises(DesignError) as e:
        load_deck(path, catalog)
    assert str(e.value).startswith(f"{path}:5:3: 'Ada Lovelace' is ambiguous")
    assert "BTG-006-C (common, Axiom)" in str(e.value)


def test_a_list_by_names_states_which_version_it_means(catalog, tmp_path):
    """Most names have several versions (common, rare, out-of-faction rare): the message lists them and
    says how to choose; a line 'prefer: common' picks the common one for the lines after it."""
    by_name = "\n".join(f"{e.count} {e.card.name}" for e in load_deck(write(tmp_path, LEGAL), catalog).entries)
    path = write(tmp_path, "1 Sierra & Oddball\n" + by_name + "\n")
    with pytest.raises(DesignError) as e:
        load_deck(path, catalog)
    assert "versions have this name; write one of their version codes" in str(e.value)
    assert "'prefer: common'" in str(e.value)
    path = write(tmp_path, "1 Sierra & Oddball\nprefer: common\n" + by_name + "\n")
    deck = load_deck(path, catalog)
    assert [e.card.version for e in deck.entries] == [
        e.card.version.replace("-R", "-C") for e in load_deck(write(tmp_path, LEGAL, "legal.txt"), catalog).entries]
    rares = write(tmp_path, "1 Sierra & Oddball\nprefer: rare, in-faction\n3 Axiom Salvager\n"
                            "prefer: out-of-faction\n1 Axiom Salvager\n", "rares.txt")
    assert [e.card.version for e in read_deck(rares, catalog)[0].entries] == ["BTG-005-R", "BTG-005-F"]


def test_an_unknown_preference_is_a_mistake_at_its_line(catalog, tmp_path):
    path = write(tmp_path, "1 Sierra & Oddball\nprefer: comon\n3 Axiom Salvager\n")
    _, problems = read_deck(path, catalog)
    assert str(problems[0]).startswith(f"{path}:2:1: 'prefer: comon': no version is 'comon' (a rarity, a faction")


def test_legal_plain_list_exits_0(tmp_path, capsys):
    code = main(["deck", "check", str(write(tmp_path, LEGAL))])
    assert code == 0
    assert "a legal constructed deck (Sierra & Oddball and 39 cards)" in capsys.readouterr().out


def test_every_violation_is_listed_with_its_line_and_rule(tmp_path, capsys):
    bad = (LEGAL.replace("3 BTG-004-C", "4 BTG-004-C")                 # 1.1.4.e: 4 Foundry Mechanic
           .replace("2 BTG-022-C (BTG)", "2 BTG-022-F")                 # 1.1.4.d: another faction's Boom!
           .replace("3 BTG-006-C", "3 Foundry Mechanc")                 # not a card
           + "1 Subhash & Marmo\n"                                      # 1.1.4.b: a second Hero
           + "1 Brassbug\n"                                             # 1.1.7.b: a token
           + "three BTG-004-C\n")                                       # not a COUNT CARD line
    path = write(tmp_path, bad)
    code, lines = check(path, capsys)
    assert code == 1
    text = "\n".join(lines)
    assert f"{path}:3:3: 4 copies of 'Foundry Mechanic' (at most 3 with the same name, rule 1.1.4.e)" in text
    assert f"{path}:5:3: unknown card 'Foundry Mechanc'; did you mean 'Foundry Mechanic'" in text
    assert f"{path}:22:3: 'Boom!' (BTG-022-F) is " in text and "rule 1.1.4.d)" in text
    assert f"{path}:23:3: 'Subhash & Marmo' (BTG-002-H) is a Hero" in text
    assert f"{path}:24:3: 'Brassbug' (BTG-181-T) is a token" in text and "rule 1.1.7.b)" in text
    assert f"{path}:25:1: expected 'COUNT CARD'" in text
    assert lines[-1] == f"{path}: 6 problems (constructed)"


def test_1_1_4_b_plain_list_without_hero(tmp_path, capsys):
    path = write(tmp_path, LEGAL.replace("1 ALT_CORE_B_AX_01_C\n", ""))
    code, lines = check(path, capsys)
    assert code == 1 and any("no Hero" in x and "rule 1.1.4.b" in x for x in lines)


def test_1_1_4_c_plain_list_too_short(tmp_path, capsys):
    path = write(tmp_path, LEGAL.replace("2 BTG-021-C\n", ""))
    code, lines = check(path, capsys)
    assert code == 1 and lines[0] == (f"{path}:3:3: 37 cards besides the Hero "
                                      "(a constructed deck must include at least 39, rule 1.1.4.c)")


def test_1_1_4_f_plain_list_too_many_rares(tmp_path, capsys):
    rares = "".join(f"1 BTG-{n:03d}-R\n" for n in (4, 5, 6, 8, 10, 11, 14, 18, 20, 21, 22, 24, 25))
    path = write(tmp_path, LEGAL + rares)
    code, lines = check(path, capsys)
    assert code == 1 and any("rule 1.1.4.f" in x for x in lines)


def test_format_option_judges_by_the_limited_rules(tmp_path, capsys):
    # four Foundry Mechanic and a Bravos card: wrong in constructed, fine in limited (1.1.5)
    path = write(tmp_path, LEGAL.replace("3 BTG-004-C", "4 BTG-004-C").replace("2 BTG-022-C (BTG)", "2 BTG-022-F"))
    assert check(path, capsys)[0] == 1
    assert main(["deck", "check", str(path), "--format", "limited"]) == 0
    assert main(["deck", "check", str(path), "--format", "standard"]) == 1       # another name of constructed


def test_1_1_5_d_limited_plain_list_with_four_factions(tmp_path, capsys):
    path = write(tmp_path, LEGAL + "1 BTG-004-F\n1 BTG-005-F\n1 BTG-006-F\n")
    code, lines = check(path, capsys, "--format", "limited")
    assert code == 1 and any("a faction too many" in x and "rule 1.1.5.d" in x for x in lines)


def test_export_writes_the_reference_lines_and_reads_back(catalog, tmp_path, capsys):
    out = tmp_path / "axiom.txt"
    assert main(["deck", "export", str(DECKS_DIR / "axiom.yaml"), "-o", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert text.splitlines()[1] == "format: constructed"
    assert text.splitlines()[2].split("#")[0].strip() == "1 ALT_CORE_B_AX_01_C"
    again = load_deck(out, catalog)
    original = load_deck(DECKS_DIR / "axiom.yaml", catalog)
    assert again.name == original.name == "Axiom Foundry"
    assert again.hero == original.hero and sorted(c.ref for c in again.cards) == sorted(c.ref for c in original.cards)
    assert export_plain(again).splitlines()[1:] == text.splitlines()[1:]


def test_an_exported_list_names_its_cards_marks_its_hero_and_records_its_format(catalog, tmp_path, capsys):
    # 1.1.4: a sealed deck is judged by the sealed format's rules, not a constructed deck's; its file says so
    out = tmp_path / "sealed.txt"
    assert main(["deck", "build", "--seed", "2", "-o", str(out)]) == 0
    lines = out.read_text(encoding="utf-8").splitlines()
    assert lines[1] == "format: sealed" and "# Hero: " in lines[2]
    deck = load_deck(out, catalog)
    assert deck.format == "sealed" and deck.hero is not None and deck.hero.name in lines[2]
    for line, entry in zip(lines[3:], deck.entries):
        assert line.endswith(f"# {entry.card.name} ({entry.card.version})")
    capsys.readouterr()
    assert main(["deck", "check", str(out)]) == 0
    assert "a legal sealed deck" in capsys.readouterr().out
    assert main(["deck", "check", str(out), "--format", "constructed"]) == 1    # an explicit format still judges
    capsys.readouterr()
    bad = tmp_path / "bad.txt"
    bad.write_text("# x\nformat: seald\n" + "\n".join(lines[2:]) + "\n", encoding="utf-8")
    assert main(["deck", "check", str(bad)]) == 1
    assert capsys.readouterr().err.startswith(f"{bad}:2:9: unknown format 'seald'; did you mean sealed?")


def test_play_takes_a_plain_list(tmp_path, capsys):
    path = write(tmp_path, LEGAL)
    assert main(["play", "--deck1", str(path), "--seed", "3"]) == 0
    assert "Winner" in capsys.readouterr().out


def test_read_deck_returns_the_deck_and_its_unreadable_lines(catalog, tmp_path):
    deck, problems = read_deck(write(tmp_path, LEGAL + "2 Nobody\n"), catalog)
    assert len(deck.cards) == 39 and len(problems) == 1 and problems[0].line == 23


# ---------------------------------------------------------------------- bundled decks

def test_one_legal_bundled_deck_per_faction_each_with_its_plan(catalog):
    from altered.loading.cards.decks import bundled_decks
    factions = {c.faction for c in catalog if c.type == "Hero"}
    seen = set()
    for name in bundled_decks():
        path = DECKS_DIR / f"{name}.yaml"
        deck = load_deck(path, catalog)                       # legal: load_deck checks the format
        seen.add(deck.hero.faction)
        head = path.read_text(encoding="utf-8").split("\nname:")[0]
        assert "# Plan:" in head, f"{path} has no plan at its top"
    assert seen == factions and len(factions) == 6


def test_a_bundled_deck_by_its_short_name(capsys):
    assert main(["play", "--deck1", "ordis", "--deck2", "lyra", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "Ordis Legion" in out and "Lyra Ouroboros" in out
    assert main(["play", "--deck1", "ordsi"]) == 1
    assert "did you mean ordis?" in capsys.readouterr().err


def test_the_default_pairing_is_balanced_with_random_agents(catalog):
    """The default decks of simulate/compare split about evenly with random agents (300 seeds here;
    `altered simulate --games 2000` gives 50.5 %)."""
    from altered.loading.cards.decks import DEFAULT_DECKS
    from altered.engine.decisions import RandomAgent
    from altered.engine.game import Game
    from altered.rulebook import load_rulebook
    book = load_rulebook()
    decks = [load_deck(DECKS_DIR / f"{n}.yaml", catalog) for n in DEFAULT_DECKS]
    wins = sum(Game(book, decks, [RandomAgent(2 * s + 1), RandomAgent(2 * s + 2)], seed=s).play() == 0
               for s in range(300))
    assert 0.45 <= wins / 300 <= 0.55
