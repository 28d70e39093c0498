"""The official-JSON importer and the card catalog (cards_dsl/ set files)."""
from __future__ import annotations

import ast
import collections
import json
from pathlib import Path

import pytest
import yaml

from altered.loading.cards import catalog as catalog_module
from altered.tools.sets import importer as importer_module
from altered.loading.cards.catalog import card_files, load_catalog, numeric_fields
from altered.tools.sets.importer import MAPPING_FILE, ImportReport, import_set, load_mapping
from altered.loading.errors import DesignError
from altered.loading.paths import CARDS_DIR

# A handful of official records of Beyond the Gates (tests/data/official/PROVENANCE.md says which and why)
CORE_JSON = Path(__file__).parent / "data" / "official" / "CORE_EN-sample.json"
BTG_DIR = CARDS_DIR / "btg"
SCHEMA_LINE = "# yaml-language-server: $schema=../../rules_yaml/schema/cardset.schema.json"


def _num(text: str) -> int:
    return int(text.strip("#"))


@pytest.fixture(scope="module")
def records() -> dict:
    return {r["reference"]: r for r in json.loads(CORE_JSON.read_text(encoding="utf-8"))}


@pytest.fixture(scope="module")
def imported(tmp_path_factory):
    out = tmp_path_factory.mktemp("btg")
    report = import_set(CORE_JSON, out)
    return out, report, load_catalog(out)


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def _write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


# ---------------------------------------------------------------------- importer

def test_import_writes_one_file_per_faction_and_reports_it(imported, records):
    out, report, _ = imported
    names = sorted(Path(p).name for p in report.files)
    assert names == ["axiom.yaml", "bravos.yaml", "neutral.yaml", "ordis.yaml", "tokens.yaml"]  # an R2 takes its new faction
    assert report.written == report.records == len(records) == 16 and report.skipped == []
    assert report.set_code == "BTG" and report.set_name == "Beyond the Gates"
    summary = report.summary()
    assert "16 cards written, 0 skipped" in summary
    assert "axiom.yaml" in summary and "tokens.yaml" in summary


def test_the_bundled_set_counts_by_type(catalog):
    """cards_dsl/btg/ holds the 550 versions of the set's official JSON (tests/data/official/PROVENANCE.md)."""
    btg = [c for c in catalog if c.version.startswith("BTG-")]
    kinds = collections.Counter("token" if c.token else c.type for c in btg)
    assert kinds == {"Character": 327, "Spell": 123, "Permanent": 54, "Hero": 36, "token": 9, "Mana Orb": 1}
    assert sum(c.type == "Character" for c in btg) == 327 + 9  # tokens are Characters (2.2.1.d)


def test_import_round_trip_every_number_and_text(imported, records):
    """Costs, statistics and texts of every record equal the JSON (with #…# removed from numbers)."""
    _, _, cat = imported
    assert len(cat) == len(records)
    for ref, rec in records.items():
        card = cat.by_ref(ref)
        el = rec["elements"]
        assert card.name == rec["name"]
        assert card.version == rec["collectorNumber"].rsplit("-", 1)[0]
        assert card.text == el.get("MAIN_EFFECT", ""), ref
        assert card.support_text == el.get("ECHO_EFFECT", ""), ref
        if card.type != "Hero":
            assert card.base["hand_cost"] == _num(el["MAIN_COST"]), ref
            assert card.base["reserve_cost"] == _num(el["RECALL_COST"]), ref
        if card.type == "Character":
            assert (card.base["forest"], card.base["mountain"], card.base["water"]) == (
                _num(el["FOREST_POWER"]), _num(el["MOUNTAIN_POWER"]), _num(el["OCEAN_POWER"])), ref
        else:
            assert not {"forest", "mountain", "water"} & card.base.keys(), ref
        assert len(card.rulings) == len(rec["cardRulings"])


def test_import_hash_marked_costs_become_integers(imported, records):
    _, _, cat = imported
    rec = records["ALT_CORE_B_AX_22_R1"]  # Mechanical Training, rare: MAIN_COST "#2#"
    assert rec["elements"]["MAIN_COST"] == "#2#"
    card = cat.by_ref("ALT_CORE_B_AX_22_R1")
    assert card.base == {"hand_cost": 2, "reserve_cost": 2}
    assert card.text == "Activate the {j} abilities of #up to two# target Permanents you control."


def test_import_a_few_records_exactly(imported, records):
    _, _, cat = imported
    salvager = cat.by_ref("ALT_CORE_B_AX_08_C")
    assert (salvager.name, salvager.version, salvager.faction, salvager.type) == (
        "Axiom Salvager", "BTG-005-C", "Axiom", "Character")
    assert salvager.subtypes == ("Engineer",) and salvager.rarity == "common"
    assert salvager.base == {"hand_cost": 1, "reserve_cost": 2, "forest": 1, "mountain": 1, "water": 1}
    assert salvager.text == "{R} [Resupply]. (Put the top card of your deck in Reserve.)"

    sierra = cat.by_ref("ALT_CORE_B_AX_01_C")
    assert sierra.type == "Hero" and sierra.rarity is None and sierra.subtypes == ()
    assert sierra.base == {"reserve_limit": 2, "landmark_limit": 2}
    assert sierra.text == records["ALT_CORE_B_AX_01_C"]["elements"]["MAIN_EFFECT"]
    assert "\xa0— " in sierra.text  # non-breaking space kept

    treyst = cat.by_ref("ALT_CORE_B_AX_02_C")
    want = records["ALT_CORE_B_AX_02_C"]["cardRulings"][0]
    assert treyst.rulings[0] == {"question": want["question"], "answer": want["answer"],
                                 "date": want["createdAt"][:10]}


def test_import_types_rarity_zone_type_and_factions(imported):
    _, _, cat = imported
    # PERMANENT + LANDMARK sub-type and LANDMARK_PERMANENT are both Landmark Permanents (2.2.3)
    jammer = cat.by_ref("ALT_CORE_B_AX_28_C")
    assert (jammer.type, jammer.zone_type, jammer.subtypes) == ("Permanent", "Landmark", ("Construction",))
    for card in cat:
        if card.type == "Permanent":
            assert card.zone_type == "Landmark" and "Landmark" not in card.subtypes
        else:
            assert card.zone_type is None
    # R2 = faction-shifted: rare, faction of its new colour (2.2.5.b)
    shifted = cat.by_ref("ALT_CORE_B_AX_28_R2")
    assert (shifted.rarity, shifted.faction, shifted.version) == ("rare", "Ordis", "BTG-025-F")
    # tokens: Character, no rarity, no faction (2.2.1.d, 2.2.5.c, 2.2.9.d)
    brassbug = cat.by_ref("ALT_CORE_B_AX_31_C")
    assert (brassbug.type, brassbug.token, brassbug.rarity, brassbug.faction) == ("Character", True, None, None)
    assert brassbug.subtypes == ("Robot",) and brassbug.base["forest"] == 2
    mana = cat.by_ref("ALT_CORE_B_NE_01_C")
    assert (mana.name, mana.type, mana.faction, mana.token, mana.rarity) == (
        "Mana Convergence", "Mana Orb", None, False, None)
    assert all(c.rarity is None for c in cat if c.type == "Hero" or c.token)


def test_import_fills_hero_limits_of_P_records_from_B(imported, records):
    _, report, cat = imported
    assert "RESERVE" not in records["ALT_CORE_P_AX_03_C"]["elements"]
    assert cat.by_ref("ALT_CORE_P_AX_03_C").base == {"reserve_limit": 2, "landmark_limit": 2}
    assert all(set(c.base) == {"reserve_limit", "landmark_limit"} for c in cat if c.type == "Hero")
    assert any("_B_ record" in n for n in report.notes)


def test_import_flags(imported):
    _, _, cat = imported
    assert "errata" in cat.flags("ALT_CORE_B_OR_02_C")
    assert [c.ref for c in cat if "suspended" in cat.flags(c)] == ["ALT_CORE_B_YZ_11_R2"]


def test_import_gives_exactly_the_bundled_cards(imported, catalog):
    """The records import to the cards of cards_dsl/btg/, entry for entry, and to files that start with
    the schema line."""
    out, _, cat = imported
    for card in cat:
        bundled = catalog.by_ref(card.ref)
        assert Path(bundled.file).parent == BTG_DIR, card.ref
        for field in ("name", "version", "faction", "type", "zone_type", "subtypes", "rarity", "token", "base",
                      "text", "support_text", "rulings"):
            assert getattr(card, field) == getattr(bundled, field), (card.ref, field)
        assert cat.flags(card.ref) == catalog.flags(card.ref), card.ref
    for path in sorted(out.glob("*.yaml")):
        assert path.read_text(encoding="utf-8").startswith("# yaml-language-server: $schema="), path.name
        assert (BTG_DIR / path.name).read_text(encoding="utf-8").splitlines()[0] == SCHEMA_LINE


def _hero(ref, collector, elements, name="Test Hero"):
    return {"reference": ref, "name": name, "collectorNumber": collector,
            "cardType": {"reference": "HERO"}, "cardSubTypes": [], "mainFaction": {"reference": "AX"},
            "rarity": {"reference": "COMMON"}, "elements": elements, "cardRulings": [],
            "cardSet": {"name": "Test Set"}}


def test_import_reports_unconvertible_records_and_default_hero_limits(tmp_path):
    good = _hero("ALT_TST_P_AX_01_C", "TST-001-H-EN", {"MAIN_COST": "0", "RECALL_COST": "0", "MAIN_EFFECT": "Hi"})
    bad_type = dict(good, reference="ALT_TST_B_AX_02_C", cardType={"reference": "ADVENTURE"})
    bad_number = dict(good, reference="ALT_TST_B_AX_03_C", collectorNumber="nope")
    bad_cost = {"reference": "ALT_TST_B_AX_04_C", "name": "Bad Cost", "collectorNumber": "TST-004-C-EN",
                "cardType": {"reference": "SPELL"}, "cardSubTypes": [], "mainFaction": {"reference": "AX"},
                "rarity": {"reference": "COMMON"}, "elements": {"MAIN_COST": "two", "RECALL_COST": "1"}}
    src = _write(tmp_path / "set.json", json.dumps([good, bad_type, bad_number, bad_cost, good]))
    report = import_set(src, tmp_path / "out")
    assert isinstance(report, ImportReport)
    assert report.written == 1
    reasons = dict(report.skipped)
    assert "unknown card type 'ADVENTURE'" in reasons["#1 ALT_TST_B_AX_02_C"]
    assert "collector number" in reasons["#2 ALT_TST_B_AX_03_C"]
    assert "MAIN_COST is 'two'" in reasons["#3 ALT_TST_B_AX_04_C"]
    assert "duplicate reference" in reasons["#4 ALT_TST_P_AX_01_C"]
    assert any("using 2" in n for n in report.notes)
    summary = report.summary()
    assert "skipped #1 ALT_TST_B_AX_02_C: unknown card type" in summary
    cat = load_catalog(tmp_path / "out")
    assert cat.by_ref("ALT_TST_P_AX_01_C").base == {"reserve_limit": 2, "landmark_limit": 2}


def test_import_unreadable_json_is_a_design_error(tmp_path):
    src = _write(tmp_path / "broken.json", '[{"reference": ]')
    with pytest.raises(DesignError) as e:
        import_set(src, tmp_path / "out")
    assert str(e.value).startswith(f"{src}:1:")


# ---------------------------------------------------------------------- the mapping file

def _mapping_doc() -> dict:
    return yaml.safe_load(MAPPING_FILE.read_text(encoding="utf-8"))


def _write_mapping(path: Path, doc: dict) -> Path:
    path.write_text(yaml.safe_dump(doc, sort_keys=False, allow_unicode=True), encoding="utf-8")
    return path


def _string_constants(module) -> set:
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    return {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)}


def test_the_bundled_mapping_loads():
    m = load_mapping()
    assert m.card_types["TOKEN"]["token"] is True
    assert m.groups["statistics"]["fields"]["OCEAN_POWER"] == "water"


def test_the_importer_knows_no_official_code_or_characteristic():
    """Every code and field name of the official JSON, and every characteristic, is in the mapping file."""
    doc = _mapping_doc()
    names = set(doc["factions"]) | set(doc["factions"].values()) | set(doc["card_types"])
    names |= {spec["type"] for spec in doc["card_types"].values()}
    names |= set(doc["zone_subtypes"]) | set(doc["zone_subtypes"].values())
    names |= set(doc["rarity"]["letters"]) | set(doc["rarity"]["letters"].values()) | set(doc["rarity"]["official"])
    for group in doc["number_groups"].values():
        names |= set(group["fields"]) | set(group["fields"].values())
    names |= set(doc["texts"]) | set(doc["texts"].values()) | set(doc["flags"]) | set(doc["flags"].values())
    names |= {v for v in doc["record"].values() if v not in doc["record"]}  # JSON names that are not roles
    names |= set(doc["rulings"]["fields"]) | set(doc["rulings"]["fields"].values())
    names |= {doc["output"]["neutral_file"], doc["output"]["token_file"]}
    names -= {""}
    assert not names & _string_constants(importer_module)
    assert not numeric_fields() & _string_constants(catalog_module)


def test_the_mapping_file_is_not_a_card_set(catalog):
    assert MAPPING_FILE.is_relative_to(CARDS_DIR)
    assert MAPPING_FILE not in card_files()
    assert not any("import" in Path(f).parts for f in catalog.files)


def test_the_catalog_numbers_are_the_rules_numeric_characteristics(book):
    vocab = book.vocabulary()
    assert numeric_fields() == set(vocab["statistics"]) | set(vocab["numbers"])


def _sorcery(**changes) -> dict:
    record = {"reference": "ALT_TST_B_AX_05_C", "name": "New Kind", "number": "TST-005-C-EN",
              "cardType": {"reference": "SORCERY"}, "cardSubTypes": [{"reference": "BIG_IDEA"}],
              "mainFaction": {"reference": "XY"}, "rarity": {"reference": "COMMON"},
              "elements": {"MAIN_COST": "#3#", "RECALL_COST": "2", "MAIN_EFFECT": "Do it."},
              "cardSet": {"name": "Test Set"}}
    record.update(changes)
    return record


def test_a_new_card_type_faction_code_or_field_name_is_an_edit_of_the_mapping(tmp_path):
    doc = _mapping_doc()
    doc["record"]["collector_number"] = "number"                 # the API renamed a field
    doc["card_types"]["SORCERY"] = {"type": "Spell", "rarity": True, "numbers": ["costs"]}  # a new card type
    doc["factions"]["XY"] = "Lyra"                                # a new faction code
    mapping = _write_mapping(tmp_path / "mapping.yaml", doc)
    src = _write(tmp_path / "set.json", json.dumps([_sorcery()]))

    report = import_set(src, tmp_path / "out", mapping=mapping)
    assert report.skipped == [] and [Path(p).name for p in report.files] == ["lyra.yaml"]
    card = load_catalog(tmp_path / "out").by_ref("ALT_TST_B_AX_05_C")
    assert (card.type, card.faction, card.version, card.rarity, card.subtypes) == (
        "Spell", "Lyra", "TST-005-C", "common", ("Big Idea",))
    assert card.base == {"hand_cost": 3, "reserve_cost": 2} and card.text == "Do it."

    plain = import_set(src, tmp_path / "plain")                   # the bundled mapping knows none of it
    assert "collector number None" in plain.skipped[0][1]


@pytest.mark.parametrize("edit, message, at", [
    (lambda d: d["card_types"]["SPELL"]["numbers"].append("speed"), "card type SPELL: no number group 'speed'",
     "- speed"),
    (lambda d: d["number_groups"]["costs"]["fields"].update(MAIN_COST="cost"),
     "'cost' is not a numeric characteristic of characteristics.yaml", "MAIN_COST: cost"),
    (lambda d: d["card_types"]["SPELL"].update(type="Sorcery"),
     "card type SPELL: 'Sorcery' is not a type of characteristics.yaml", "type: Sorcery"),
    (lambda d: d["texts"].update(FLAVOR_TEXT="flavor"), "'flavor' is not in output.key_order", "FLAVOR_TEXT: flavor"),
    (lambda d: d["collector_number"].update(pattern="^(?P<set>[A-Z]{3})"),
     "the collector number pattern has no group named version, letter", "pattern:"),
    (lambda d: d["rarity"].pop("letters"), "'letters' is a required property", "official:"),
])
def test_a_wrong_mapping_is_a_design_error_at_its_line(tmp_path, edit, message, at):
    doc = _mapping_doc()
    edit(doc)
    path = _write_mapping(tmp_path / "mapping.yaml", doc)
    with pytest.raises(DesignError) as e:
        import_set(_write(tmp_path / "set.json", "[]"), tmp_path / "out", mapping=path)
    text = str(e.value)
    assert message in text and text.startswith(f"{path}:"), text
    line = int(text[len(str(path)) + 1:].split(":")[0])
    assert at in path.read_text(encoding="utf-8").splitlines()[line - 1], text  # the line at fault


# ---------------------------------------------------------------------- catalog

def test_catalog_has_all_550_versions(catalog):
    # Beyond the Gates and Trial by Frost (imported with `altered import-set ... ALIZE_EN.json`)
    assert sum(1 for c in catalog.cards if c.version.startswith("BTG-")) == 550
    assert sum(1 for c in catalog.cards if c.version.startswith("TBF-")) == 327
    assert {Path(f).name for f in catalog.files} >= {"axiom.yaml", "tokens.yaml", "neutral.yaml"}
    assert not any("decks" in Path(f).parts for f in catalog.files)


# Loading speed is measured by benchmark scripts (python -m altered.tools.setbench, altered bench),
# not asserted by timed tests, which would fail on a slow machine for no fault of the code.


def test_catalog_lookups(catalog):
    by_ref = catalog.find("ALT_CORE_B_AX_08_C")
    assert by_ref.name == "Axiom Salvager"
    assert catalog.find("BTG-005-C") is by_ref
    assert catalog.find("btg-005-c-en") is by_ref           # language suffix and case do not matter
    assert catalog.by_version("BTG-005-C") is by_ref
    assert catalog.find("Sierra & Oddball").ref == "ALT_CORE_B_AX_01_C"  # B and P prints: one version
    assert catalog.find("sierra  &  oddball").ref == "ALT_CORE_B_AX_01_C"
    assert [c.version for c in catalog.named("Axiom Salvager")] == ["BTG-005-C", "BTG-005-F", "BTG-005-R"]
    assert [c.ref for c in catalog.prints("BTG-021-C")] == ["ALT_CORE_B_AX_22_C", "ALT_CORE_A_AX_22_C"]
    assert "Mana Convergence" in catalog and "No Such Card" not in catalog


def test_catalog_ambiguous_name_lists_the_choices(catalog):
    with pytest.raises(DesignError) as e:
        catalog.find("Foundry Armorer")
    msg = str(e.value)
    assert "'Foundry Armorer' is ambiguous" in msg
    for code in ("BTG-013-C (common, Axiom)", "BTG-013-R (rare, Axiom)", "BTG-013-F (rare, Bravos)"):
        assert code in msg


def test_catalog_unknown_name_suggests(catalog):
    with pytest.raises(DesignError) as e:
        catalog.find("Foundry Armourer")
    assert "unknown card 'Foundry Armourer'; did you mean 'Foundry Armorer'" in str(e.value)
    with pytest.raises(DesignError) as e:
        catalog.find("BTG-005-X")
    assert "unknown version code 'BTG-005-X'" in str(e.value)
    with pytest.raises(DesignError) as e:
        catalog.find("ALT_CORE_B_AX_08_D")
    assert "did you mean" in str(e.value) and "ALT_CORE_B_AX_08_C" in str(e.value)


CARD = """  - ref: {ref}
    version: {version}
    name: {name}
    faction: Axiom
    type: Spell
    rarity: common
    hand_cost: {cost}
    reserve_cost: 1
"""


def _set_file(path: Path, *cards: dict, code="TST") -> Path:
    body = "".join(CARD.format(**{"cost": 1, **c}) for c in cards)
    return _write(path, f"set: {{code: {code}, name: Test}}\ncards:\n{body}")


def test_catalog_duplicate_ref_names_both_places(tmp_path):
    a = _set_file(tmp_path / "a.yaml", {"ref": "T_1", "version": "TST-001-C", "name": "One"})
    b = _set_file(tmp_path / "b.yaml", {"ref": "T_2", "version": "TST-002-C", "name": "Two"},
                  {"ref": "T_1", "version": "TST-003-C", "name": "Three"})
    with pytest.raises(DesignError) as e:
        load_catalog([a, b])
    msg = str(e.value)
    assert msg.startswith(f"{b}:11:")                      # the second definition
    assert "duplicate card reference 'T_1'" in msg and f"{a}:3" in msg  # and the first


def test_catalog_schema_violation_points_at_the_line(tmp_path):
    path = _set_file(tmp_path / "bad.yaml", {"ref": "T_1", "version": "TST-001-C", "name": "One"},
                     {"ref": "T_2", "version": "TST-002-C", "name": "Two", "cost": "two"})
    with pytest.raises(DesignError) as e:
        load_catalog(path)
    assert str(e.value).startswith(f"{path}:17:16: 'two' is not of type 'integer'")


def test_catalog_statistics_on_a_spell_are_refused(tmp_path):
    path = _set_file(tmp_path / "bad.yaml", {"ref": "T_1", "version": "TST-001-C", "name": "One"})
    path.write_text(path.read_text() + "    forest: 2\n")
    with pytest.raises(DesignError) as e:
        load_catalog(path)
    assert str(e.value).startswith(f"{path}:11:13:")
    assert "only Characters have statistics (2.2.10)" in str(e.value)


def test_catalog_version_must_match_set_and_name(tmp_path):
    path = _set_file(tmp_path / "a.yaml", {"ref": "T_1", "version": "BTG-001-C", "name": "One"})
    with pytest.raises(DesignError) as e:
        load_catalog(path)
    assert "does not belong to set TST" in str(e.value) and str(e.value).startswith(f"{path}:4:")
    path = _set_file(tmp_path / "b.yaml", {"ref": "T_1", "version": "TST-001-C", "name": "One"},
                     {"ref": "T_2", "version": "TST-001-C", "name": "Other"})
    with pytest.raises(DesignError) as e:
        load_catalog(path)
    assert "version TST-001-C is 'Other' here but 'One'" in str(e.value)


def test_catalog_skips_decks_and_import_folders(tmp_path):
    _set_file(tmp_path / "a.yaml", {"ref": "T_1", "version": "TST-001-C", "name": "One"})
    (tmp_path / "decks").mkdir()
    _write(tmp_path / "decks" / "d.yaml", "name: d\nformat: limited\ncards: []\n")
    (tmp_path / "import").mkdir()
    _write(tmp_path / "import" / "official-json.yaml", MAPPING_FILE.read_text(encoding="utf-8"))
    assert [c.ref for c in load_catalog(tmp_path)] == ["T_1"]


def test_catalog_base_holds_the_numbers_only(tmp_path):
    path = _set_file(tmp_path / "a.yaml", {"ref": "T_1", "version": "TST-001-C", "name": "One", "cost": 4})
    assert load_catalog(path).by_ref("T_1").base == {"hand_cost": 4, "reserve_cost": 1}
