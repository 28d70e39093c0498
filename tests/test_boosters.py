"""Boosters opened from data (rules_yaml/boosters/SET.yaml) and `altered booster open`."""
from __future__ import annotations

import random

import pytest

from altered.loading.cards.boosters import load_booster_spec, open_booster
from altered.loading.cards.catalog import load_catalog
from altered.cli.main import main
from altered.loading.errors import DesignError


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


@pytest.mark.parametrize("name, code, refs", [("btg", "BTG", "ALT_CORE_B_"), ("tbf", "TBF", "ALT_ALIZE_B_")])
def test_a_booster_fills_every_slot_from_the_sets_card_files(catalog, name, code, refs):
    """Beyond the Gates and Trial by Frost (each file writes its assumptions: no source gives the numbers)."""
    spec = load_booster_spec(name)
    assert "ASSUMPTIONS" in open(spec.file, encoding="utf-8").read()
    booster = open_booster(spec, catalog, random.Random(3))
    slots = [s for s, _ in booster.cards]
    for slot in spec.slots:
        where = booster.set_aside if slot.get("set_aside") else booster.cards
        assert sum(s == slot["name"] for s, _ in where) == slot["count"]
    assert slots[0] == "Hero" and booster.cards[0][1].type == "Hero"
    cards = [c for _, c in booster.cards + booster.set_aside]
    assert all(c.version.startswith(code + "-") and c.ref.startswith(refs) for c in cards)
    assert len({c.version for c in cards}) == len(cards)                 # no card twice
    assert {c.rarity for s, c in booster.cards if s == "common"} == {"common"}
    rares = [c for s, c in booster.cards if "rare" in s]
    assert all(c.rarity == "rare" for c in rares)
    assert [c.version[-1] for s, c in booster.cards if s == "out-of-faction rare"] == ["F"]
    assert all(c.token or c.name == "Mana Convergence" for _, c in booster.set_aside)


def test_boosters_are_seeded(catalog):
    spec = load_booster_spec("btg")
    a = [open_booster(spec, catalog, random.Random(7)).cards for _ in range(2)]
    b = open_booster(spec, catalog, random.Random(8)).cards
    assert a[0] == a[1] and a[0] != b


def test_booster_open_prints_one(capsys):
    assert main(["booster", "open", "--set", "btg", "--seed", "7"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("Beyond the Gates booster 1 (seed 7; composition assumed in rules_yaml/boosters/btg.yaml")
    assert len(out) == 1 + 13 and out[1].split()[0] == "Hero" and out[-1].endswith("[set aside]")
    main(["booster", "open", "--set", "btg", "--seed", "7"])
    assert capsys.readouterr().out.splitlines() == out


def test_unknown_set_suggests(capsys):
    assert main(["booster", "open", "--set", "btj"]) == 1
    assert "no booster file for set 'btj'; did you mean btg?" in capsys.readouterr().err


def test_booster_file_mistakes_point_at_their_line(tmp_path, catalog):
    bad = tmp_path / "x.yaml"
    bad.write_text("set: BTG\nslots:\n  - name: rare\n    count: 2\n    where: {rarty: rare}\n", encoding="utf-8")
    with pytest.raises(DesignError) as e:
        load_booster_spec(bad)
    assert str(e.value).startswith(f"{bad}:5:12: unknown card characteristic 'rarty'; did you mean rarity?")
    bad.write_text("set: BTG\nslots:\n  - name: Hero\n    count: 40\n    where: {type: Hero}\n", encoding="utf-8")
    with pytest.raises(DesignError) as e:
        open_booster(load_booster_spec(bad), catalog, random.Random(1))
    assert "slot 'Hero' needs 40 cards but the set's files have 18 that match" in str(e.value)
