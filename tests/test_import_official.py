"""`altered import-set` takes any official file (issue: later sets as data): collector numbers as later
files print them (unpadded), every card type including token types it was never told of (a Landmark
Permanent token), records of another set named and left out, no check skipped, --edition, and a default
folder outside an installed package. The files here are small official-format JSON files of invented
records (the format of the API's records: reference, name, cardType, cardSubTypes, mainFaction,
rarity, elements, collectorNumber, cardSet)."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml

from altered.cli.main import main
from altered.tools.sets.importer import import_set
from altered.loading.cards.catalog import load_catalog
from altered.loading.errors import DesignError
from altered.loading.paths import sets_root
from altered.loading.schema import schema_errors

SET = {"reference": "TESTSET", "name": "Invented Test Set"}


def _record(number: str, name: str, kind: str = "CHARACTER", *, kind_name: str = "", faction: str = "AX",
            subtypes=("SOLDIER",), text: str = "", stats=(1, 1, 1), costs=(1, 1), rarity: str = "COMMON",
            set_code: str = "TST", ref: str | None = None) -> dict:
    """One invented record in the official format; ``number`` is the collector number without its set
    code and language, e.g. '7-C' or '12-T'."""
    elements = {"MAIN_COST": str(costs[0]), "RECALL_COST": str(costs[1])}
    if stats is not None:
        elements.update(FOREST_POWER=str(stats[0]), MOUNTAIN_POWER=str(stats[1]), OCEAN_POWER=str(stats[2]))
    if text:
        elements["MAIN_EFFECT"] = text
    return {
        # the reference names the card too: a rule book compiles a reference once per process
        "reference": ref or f"ALT_{SET['reference']}_B_{faction}_{number.replace('-', '_')}_{_slug(name)}",
        "name": name,
        "cardType": {"reference": kind, "name": kind_name or kind.replace("_", " ").title()},
        "cardSubTypes": [{"reference": s, "name": s.title()} for s in subtypes],
        "cardSet": dict(SET),
        "rarity": {"reference": rarity},
        "mainFaction": {"reference": faction},
        "elements": elements,
        "cardRulings": [],
        "isSuspended": False, "isErrated": False, "isBanned": False,
        "collectorNumber": f"{set_code}-{number}-EN",
    }


def _slug(name: str) -> str:
    return re.sub(r"[^A-Z0-9]+", "_", name.upper()).strip("_")


def _token(number: str, name: str, kind: str, *, kind_name: str = "", subtypes=(), text: str = "",
           stats=None) -> dict:
    return _record(number, name, kind, kind_name=kind_name, faction="NE", subtypes=subtypes, text=text,
                   stats=stats, costs=(0, 0), ref=f"ALT_{SET['reference']}_B_NE_{number.replace('-', '_')}_{_slug(name)}")


def _write(tmp_path: Path, records: list, name: str = "set.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(records, indent=1), encoding="utf-8")
    return path


def _characters(n: int) -> list:
    return [_record(f"{i}-C", f"Test Walker {i}", text="{J} Draw a card.") for i in range(1, n + 1)]


# ---------------------------------------------------------------------- collector numbers

def test_unpadded_collector_numbers_are_all_imported_in_number_order(tmp_path):
    report = import_set(_write(tmp_path, _characters(12)), tmp_path / "tst")
    assert report.skipped == [] and report.written == 12 and report.set_code == "TST"
    catalog = load_catalog(tmp_path / "tst")
    assert catalog.find("TST-7-C").name == "Test Walker 7"           # a version code as printed
    assert catalog.find("TST-7-C-EN").name == "Test Walker 7"        # with its language suffix
    written = (tmp_path / "tst" / "axiom.yaml").read_text(encoding="utf-8")
    assert re.findall(r"version: (TST-\d+-C)", written) == [f"TST-{i}-C" for i in range(1, 13)]   # 9 before 10


def test_a_padded_and_an_unique_collector_number_read_too(tmp_path):
    records = [_record("005-C", "Padded Walker"), _record("6-U-1234", "Unique Walker", rarity="UNIQUE")]
    report = import_set(_write(tmp_path, records), tmp_path / "tst")
    assert report.skipped == []
    catalog = load_catalog(tmp_path / "tst")
    assert catalog.find("TST-005-C").name == "Padded Walker"
    assert catalog.find("TST-6-U-1234").rarity == "unique"


def test_a_collector_number_of_another_shape_is_skipped_with_the_form_expected(tmp_path):
    bad = _record("1-C", "Odd Walker")
    bad["collectorNumber"] = "TST/1/C"
    report = import_set(_write(tmp_path, [bad] + _characters(1)), tmp_path / "tst")
    [(label, why)] = report.skipped
    assert label == "#0 ALT_TESTSET_B_AX_1_C_ODD_WALKER"
    assert "collector number 'TST/1/C' is not of the form SET-N-L" in why


# ---------------------------------------------------------------------- card types

@pytest.mark.parametrize("code, name", [
    ("TOKEN_LANDMARK_PERMANENT", "Token Landmark Permanent"),     # a code made of known words
    ("LANDMARK_PERMANENT_TOKEN", "Landmark Permanent Token"),     # in another order
    ("TKN_LDMK", "Token Landmark Permanent"),                     # a code of its own: read by its name
])
def test_a_landmark_permanent_token_type_never_listed_is_imported_as_one(tmp_path, code, name):
    tower = _token("20-T", "Test Tower", code, kind_name=name, subtypes=("LANDMARK", "CONSTRUCTION"),
                   text="At Noon — You may draw a card.")
    report = import_set(_write(tmp_path, _characters(2) + [tower]), tmp_path / "tst")
    assert report.skipped == [], report.summary()
    card = load_catalog(tmp_path / "tst").find("Test Tower")
    assert (card.type, card.token, card.zone_type, card.subtypes, card.faction, card.rarity) == (
        "Permanent", True, "Landmark", ("Construction",), None, None)
    assert card.base == {"hand_cost": 0, "reserve_cost": 0} and card.text == "At Noon — You may draw a card."
    assert "tokens.yaml" in " ".join(report.files)


def test_a_card_type_of_unknown_words_is_skipped_naming_them(tmp_path):
    odd = _record("3-C", "Odd Relic", "ARTIFACT_RELIC", kind_name="Artifact Relic", stats=None)
    report = import_set(_write(tmp_path, _characters(2) + [odd]), tmp_path / "tst")
    [(label, why)] = report.skipped
    assert label.startswith("#2 ") and "unknown card type 'ARTIFACT_RELIC' (Artifact Relic)" in why
    assert "TOKEN" in why          # the words it knows


# ---------------------------------------------------------------------- set codes

def test_a_stray_set_code_is_named_and_the_majority_set_written(tmp_path, capsys):
    stray = _record("4-C", "Stray Walker", set_code="XYZ", ref="ALT_OTHER_B_AX_04_C")
    src = _write(tmp_path, _characters(3) + [stray] + _characters(5)[3:])
    out = tmp_path / "tst"
    report = import_set(src, out)
    assert report.set_code == "TST" and report.written == 5
    [(label, why)] = report.skipped
    assert label == "#3 ALT_OTHER_B_AX_04_C"
    assert why == "set code XYZ (XYZ-4-C), but the file is set TST (5 of 6 records)"
    assert "several set codes in one file: TST (5), XYZ (1)" in report.summary()
    capsys.readouterr()
    assert main(["check", "--cards", str(out)]) == 0, capsys.readouterr().err     # the folder is one set


# ---------------------------------------------------------------------- the import's own checks

CANNOT_RUN = """phrases:
  - phrase: befuddle
    category: verb
    subject: player
    say: "befuddle {what:noun}"
    means: [{gain: {what: $what, status: Bewildered}}]
"""


def test_the_cannot_run_check_runs_when_another_text_has_an_unknown_word(tmp_path, capsys):
    """A text with an undeclared [[status]] used to make the import skip, silently, its check of the texts
    that read but cannot run (the card files did not load)."""
    src = _write(tmp_path, [_record("1-C", "Frozen Walker", text="{J} I gain [[Frozen]]."),
                            _record("2-C", "Puzzled Walker", text="{J} Befuddle target Character.")])
    out = tmp_path / "tst"
    out.mkdir()
    (out / "vocabulary.yaml").write_text(CANNOT_RUN, encoding="utf-8")
    assert main(["import-set", str(src), "--out", str(out)]) == 1
    text = capsys.readouterr().out
    assert "status 'Frozen' (1 text)" in text
    assert "Puzzled Walker: cannot run '{J} Befuddle target Character.'" in text
    assert "1 card texts are read but cannot run yet" in text


# ---------------------------------------------------------------------- --edition, --out

def test_import_set_and_explain_take_an_edition(tmp_path, capsys):
    src = _write(tmp_path, _characters(1))
    assert main(["import-set", str(src), "--out", str(tmp_path / "a"), "--edition", "5.0"]) == 0
    assert main(["import-set", str(src), "--out", str(tmp_path / "b"), "--edition", "4.2"]) == 1
    assert "no rules edition '4.2'" in capsys.readouterr().err
    assert not (tmp_path / "b").exists()                      # refused before anything is written
    assert main(["explain", "--edition", "5.0", "{J} Draw a card."]) == 0
    assert "Reaction" in capsys.readouterr().out


def test_the_default_folder_is_named_for_the_set(tmp_path):
    report = import_set(_write(tmp_path, _characters(1)), root=tmp_path / "sets")
    assert report.out_dir == str(tmp_path / "sets" / "tst") and (tmp_path / "sets" / "tst" / "axiom.yaml").is_file()


def test_the_default_sets_folder_is_never_inside_an_installed_package(tmp_path, monkeypatch):
    checkout = tmp_path / "checkout"
    assert sets_root(checkout, package_data=tmp_path / "site-packages" / "altered" / "_data") == \
        checkout / "cards_dsl"                                   # a source checkout: its own cards_dsl/
    installed = tmp_path / "site-packages" / "altered" / "_data"
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "user-data"))
    assert sets_root(installed, package_data=installed) == tmp_path / "user-data" / "altered" / "cards"


# ---------------------------------------------------------------------- a Permanent token created and played

RAISER = "{J} Create a [TEST_TOWER] Permanent token in your Landmarks."
TOWER = "When a Character joins your Expeditions — It gains 1 boost."


def _entry(summary: str, key: str) -> str:
    """The YAML entry the summary proposes for an unknown word, as printed (its 'tokens:' line first)."""
    lines = summary.splitlines()
    start = next(i for i, x in enumerate(lines) if x.strip().startswith(key))
    entry = []
    for line in lines[start + 1:]:
        if not line.startswith("      "):
            break
        entry.append(line[6:])
    return "\n".join(entry) + "\n"


def test_a_permanent_token_of_the_set_is_proposed_from_its_record_then_created_and_played(tmp_path, capsys):
    src = _write(tmp_path, [
        _record("1-C", "Tower Raiser", text=RAISER),
        _record("2-C", "Late Walker"),
        _token("3-T", "Test Tower", "TOKEN_LANDMARK_PERMANENT", subtypes=("LANDMARK", "CONSTRUCTION"), text=TOWER),
    ])
    out = tmp_path / "tst"
    assert main(["import-set", str(src), "--out", str(out)]) == 1
    summary = capsys.readouterr().out
    assert "token 'TEST_TOWER' (1 text): in the set's vocabulary.yaml" in summary
    entry = _entry(summary, "token 'TEST_TOWER'")
    doc = yaml.safe_load(entry)
    assert doc == {"tokens": {"TEST_TOWER": {"name": "Test Tower", "type": "Permanent", "zone_type": "Landmark",
                                             "subtypes": ["Construction"], "text": TOWER}}}
    assert not schema_errors(doc, "vocabulary.schema.json", "vocabulary.yaml")
    (out / "vocabulary.yaml").write_text(entry, encoding="utf-8")

    assert main(["import-set", str(src), "--out", str(out), "--edition", "5.0"]) == 0, capsys.readouterr().out
    assert "card texts: 2 of 2 distinct texts read (100%)" in capsys.readouterr().out
    scenario = tmp_path / "tower.yaml"
    scenario.write_text(f"""scenario: "v5.0 2.2.1.d, 7.3.5: the imported set's Permanent token is created and plays"
rule: 2.2.1.d, 7.3.5
edition: "5.0"
cards: [tst/axiom.yaml]
phase: Afternoon
players:
  1:
    Hand: [Tower Raiser, Late Walker]
    Mana: [Tower Raiser, Tower Raiser]
run:
  - play: {{player: 1, card: Tower Raiser, from: Hand, to: hero}}
  - play: {{player: 1, card: Late Walker, from: Hand, to: companion}}
expect:
  - {{player: 1, zone: Landmark, cards: [Test Tower]}}
  - {{player: 1, card: Late Walker, zone: Expedition, counters: {{boost: 1}}}}
  - {{player: 1, card: Tower Raiser, zone: Expedition, counters: {{}}}}
""", encoding="utf-8")
    assert main(["scenario", str(scenario)]) == 0, capsys.readouterr().out


# ---------------------------------------------------------------------- unknown words, each of its kind

WORDS = {
    "{J} I gain [[Frozen]].": ("status", "Frozen"),
    "{J} If it's [Chilled], draw a card.": ("status", "Chilled"),
    "[Frostbite].": ("keyword", "Frostbite"),
    "{J} Target Character gains [Sturdy 2].": ("keyword", "Sturdy"),
    "{J} [Thaw] target Character.": ("keyword action", "Thaw"),
    "When you [Melt] — I gain 1 boost.": ("keyword action", "Melt"),
    "{J} Target Character gains 2 Ice counters.": ("counter", "Ice"),
    "{J} Create a [WOOLLYBACK] Animal token in my Expedition.": ("token", "WOOLLYBACK"),
    "{J} Create two [SNOW_WOLF] Animal, Spirit tokens in target Expedition.": ("token", "SNOW_WOLF"),
    "{J} Create a [ICE_WALL] Landmark Permanent token in your Landmarks.": ("token", "ICE_WALL"),
    "{Z} Draw a card.": ("symbol", "Z"),
}


@pytest.fixture(scope="module")
def unknown_words(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("words")
    records = [_record(f"{i}-C", f"Wordy Walker {i}", text=t) for i, t in enumerate(WORDS, 1)]
    records.append(_record("99-C", "Yeti Walker", subtypes=("YETI",), text="{J} Draw a card."))
    from altered.rulebook import load_rulebook
    from altered.tools.sets.newwords import read_set
    import_set(_write(tmp, records), tmp / "tst")
    return read_set(load_rulebook(), tmp / "tst")


@pytest.mark.parametrize("text", list(WORDS))
def test_each_unknown_word_is_classified_by_its_kind(unknown_words, text):
    kind, word = WORDS[text]
    found = [k for k, w in unknown_words.unknown if w == word]
    assert found == [kind], f"{word}: {found}"


def test_the_sub_type_of_a_card_is_an_unknown_word(unknown_words):
    assert unknown_words.unknown[("sub-type", "Yeti")] == 1


@pytest.mark.parametrize("kind, word, where, entry", [
    ("status", "Frozen", "rules_yaml/statuses.yaml", {"statuses": {"Frozen": {"rule": "2.4.?"}}}),
    ("keyword", "Frostbite", "rules_yaml/keywords.yaml", {"keywords": {"Frostbite": {"rule": "7.4.?"}}}),
    ("keyword", "Sturdy", "rules_yaml/keywords.yaml", {"keywords": {"Sturdy": {"rule": "7.4.?", "value": True}}}),
    ("keyword action", "Thaw", "rules_yaml/keywords.yaml", {"actions": {"Thaw": {"rule": "7.3.?", "effect": []}}}),
    ("counter", "Ice", "vocabulary.yaml", {"counters": ["Ice"]}),
    ("sub-type", "Yeti", "vocabulary.yaml", {"subtypes": ["Yeti"]}),
    ("token", "WOOLLYBACK", "vocabulary.yaml",
     {"tokens": {"WOOLLYBACK": {"name": "Woollyback", "stats": "1/1/1", "subtypes": ["Animal"]}}}),
    ("token", "SNOW_WOLF", "vocabulary.yaml",
     {"tokens": {"SNOW_WOLF": {"name": "Snow Wolf", "stats": "1/1/1", "subtypes": ["Animal", "Spirit"]}}}),
    ("token", "ICE_WALL", "vocabulary.yaml",
     {"tokens": {"ICE_WALL": {"name": "Ice Wall", "type": "Permanent", "zone_type": "Landmark", "text": ""}}}),
])
def test_each_kind_of_word_gets_the_entry_of_its_file(unknown_words, kind, word, where, entry):
    summary = unknown_words.summary()
    head = next(x for x in summary.splitlines() if x.strip().startswith(f"{kind} {word!r}"))
    assert where in head, head
    assert yaml.safe_load(_entry(summary, f"{kind} {word!r}")) == entry
    if where == "vocabulary.yaml" and kind != "token":
        assert not schema_errors(entry, "vocabulary.schema.json", "vocabulary.yaml")


def test_a_declared_token_whose_text_does_not_read_is_told_at_its_place(tmp_path, capsys):
    out = tmp_path / "tst"
    out.mkdir()
    (out / "vocabulary.yaml").write_text(
        "tokens:\n  TEST_TOWER:\n    name: Test Tower\n    type: Permanent\n    zone_type: Landmark\n"
        "    text: \"At Noon — Frobnicate a card.\"\n", encoding="utf-8")
    import_set(_write(tmp_path, [_record("1-C", "Tower Builder", text=RAISER)]), out)
    assert main(["check", "--cards", str(out)]) == 1
    err = capsys.readouterr().err
    assert f"{out / 'vocabulary.yaml'}:6:22: unexpected 'Frobnicate'" in err, err
    with pytest.raises(DesignError, match="vocabulary.yaml:6:22: unexpected 'Frobnicate'"):
        from altered.cardtext.api import parse_abilities
        from altered.rulebook import load_rulebook
        parse_abilities(RAISER, parser=load_rulebook().card_parser(out))


@pytest.mark.parametrize("token, message", [
    ("{name: Bad, type: Permanent, zone_type: Landmark, stats: 1/1/1}", "only Characters have statistics"),
    ("{name: Bad}", "'stats' is a required property"),
    ("{name: Bad, type: Permanent}", "'zone_type' is a required property"),
    ("{name: Bad, type: Spell, stats: 1/1/1}", "'Spell' is not one of"),
])
def test_a_wrong_token_declaration_is_told_at_its_line(tmp_path, token, message):
    out = tmp_path / "tst"
    out.mkdir()
    (out / "vocabulary.yaml").write_text(f"tokens:\n  BAD:\n    {token}\n".replace("\n    {", " {"),
                                         encoding="utf-8")
    from altered.cardtext.vocabulary import set_vocabulary
    with pytest.raises(DesignError, match=re.escape(message)) as e:
        set_vocabulary(out)
    assert str(e.value).startswith(f"{out / 'vocabulary.yaml'}:2:")


@pytest.mark.parametrize("text, message", [
    ("{J} Create a [SNOW_WOLF] Dragon token in my Expedition.",
     "1:14: [SNOW_WOLF] is declared with the sub-types Animal, Spirit (the set's vocabulary.yaml), but the text "
     "gives it Dragon"),
    ("{J} Create a [SNOW_WOLF] Permanent token in my Expedition.",
     "1:14: [SNOW_WOLF] is declared a Character token (the set's vocabulary.yaml), but the text makes it a Permanent"),
    ("{J} Create a [WOOLLYBACK] Animal token in my Expedition.",
     "1:15: [WOOLLYBACK]: no token of that reference is declared"),
    ("{J} Create a [WATCHTOWER] Permanent token in your Expedition zone.",
     "tokens join the Expedition zone in an expedition: say which one (in)"),
])
def test_a_text_that_disagrees_with_the_declared_token_is_refused(text, message, book5):
    """(v5.0: a token in a zone is of the 5.0 rules, 7.3.30.a; keywords.yaml later_editions.)"""
    from altered.cardtext.api import parse_abilities
    book = book5
    parser = book.card_parser(Path(__file__).parent / "data" / "tokens")
    with pytest.raises(DesignError, match=re.escape(message)):
        from altered.effects.abilities import compile_program
        prog = compile_program(book, parse_abilities(text, parser=parser))
        raise DesignError(prog.unsupported[0][1] if prog.unsupported else "read and compiled")


@pytest.mark.parametrize("where", ["your Landmarks", "your Landmark zone"])
def test_a_declared_token_keeps_its_printed_zone_type_word(where, book5):
    """"[WATCHTOWER] Landmark Permanent token": Landmark is its zone type (v5.0 2.2.3), not a sub-type."""
    from altered.cardtext.api import parse_abilities
    parser = book5.card_parser(Path(__file__).parent / "data" / "tokens")
    [ability] = parse_abilities(f"{{J}} Create a [WATCHTOWER] Landmark Permanent token in {where}.", parser=parser)
    [step] = ability["reaction"]["effect"]
    assert {k: v for k, v in step["create"].items() if k != "abilities"} == {
        "name": "Watchtower", "type": "Permanent", "zone_type": "Landmark", "subtypes": ["Construction"],
        "count": 1, "to": "Landmark"}
    assert [a["text"] for a in step["create"]["abilities"]] == [
        "When a Character joins your Expeditions — It gains 1 boost."]
