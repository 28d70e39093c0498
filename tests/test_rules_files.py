"""Rules files are data: a mistake in one is reported with file, line and column and exit
status 1 (never a traceback), and a variant overlay changes the rules without copying them."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from altered.loading.errors import DesignError
from altered.loading.paths import RULES_DIR
from altered.rulebook import RuleBook, load_rulebook
from altered.simulation.layout import put, run_daily_effect


@pytest.fixture
def rules_copy(tmp_path):
    dest = tmp_path / "rules"
    shutil.copytree(RULES_DIR, dest)
    return dest


def _break(path: Path, old: str, new: str):
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))


def _line_col(path: Path, needle: str):
    for i, line in enumerate(path.read_text().splitlines(), 1):
        if needle in line:
            return i, line.index(needle) + 1
    raise AssertionError(needle)


def test_a_misspelt_zone_in_a_daily_effect_names_file_line_column_and_suggests(rules_copy):
    day = rules_copy / "day.yaml"
    _break(day, "to: Reserve}", "to: Reserv}")
    with pytest.raises(DesignError) as e:
        RuleBook(rules_copy)
    assert e.value.file == str(day)
    assert e.value.line == _line_col(day, "Reserv}")[0]
    assert "unknown zone 'Reserv'" in str(e.value) and "did you mean 'Reserve'" in str(e.value)


def test_a_schema_violation_points_at_the_value(rules_copy):
    zones = rules_copy / "zones.yaml"
    _break(zones, "Limbo:       {scope: shared", "Limbo:       {scope: sharde")
    with pytest.raises(DesignError) as e:
        RuleBook(rules_copy)
    line, col = _line_col(zones, "sharde")
    assert (e.value.file, e.value.line, e.value.column) == (str(zones), line, col)
    assert "'sharde' is not one of ['shared', 'personal']" in e.value.message


def test_a_duplicate_key_is_an_error_not_a_silent_overwrite(rules_copy):
    statuses = rules_copy / "statuses.yaml"
    text = statuses.read_text().replace("  Exhausted:\n", "  Exhausted:\n    rule: 2.4.5\n", 1)
    statuses.write_text(text)
    with pytest.raises(DesignError) as e:
        RuleBook(rules_copy)
    assert "duplicate key 'rule'" in e.value.message and e.value.file == str(statuses)


def test_an_unknown_step_suggests_the_nearest(rules_copy):
    _break(rules_copy / "keywords.yaml", "      - move: {what: {zone: Deck, owner: you, top: 1}, to: Reserve, as: resupplied}",
           "      - mvoe: {what: {zone: Deck, owner: you, top: 1}, to: Reserve, as: resupplied}")
    with pytest.raises(DesignError) as e:
        RuleBook(rules_copy)
    assert "unknown step 'mvoe'" in e.value.message and "did you mean 'move'" in e.value.message


def test_the_command_line_reports_a_bad_variant_with_exit_status_1(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("changes:\n  day:\n    phases:\n      - name: Morning\n        effects:\n"
                   "          - name: Draw\n            do: [{do: {Drwa: {count: 3}}}]\n")
    out = subprocess.run([sys.executable, "-m", "altered.cli.main", "play", "--variant", str(bad)],
                         capture_output=True, text=True)
    assert out.returncode == 1
    assert "Traceback" not in out.stderr
    assert f"{bad}:7:" in out.stderr and "unknown keyword action 'Drwa'" in out.stderr


def test_a_variant_changes_the_draw_daily_effect(board, book):
    """4.2.1.d Draw: two cards; the draw-three variant overlays just that daily effect."""
    three = load_rulebook(variants=["draw-three"])
    assert three is not book
    for rules, expected in ((book, 2), (three, 3)):
        from altered.engine.game import Game
        from altered.engine.decisions import FirstOptionAgent
        game = Game(rules, board.game.decks, [FirstOptionAgent(), FirstOptionAgent()], seed=3)
        game.setup()
        before = [len(game.objects("Hand", p)) for p in range(2)]
        run_daily_effect(game, "Draw")
        after = [len(game.objects("Hand", p)) for p in range(2)]
        assert [a - b for a, b in zip(after, before)] == [expected, expected]


def test_the_v3_variant_checks_victory_at_night_not_as_expeditions_move(board):
    """Seeds 4.3.a: meeting wins at once; CR v3.0 4.2.5.d (variant): only at Night's Check Victory."""
    from altered.engine.decisions import FirstOptionAgent
    from altered.engine.game import Game
    for variants, decided_at in (((), "Progress"), (("check-victory-at-night",), "Check Victory")):
        book = load_rulebook(variants=variants)
        game = Game(book, board.game.decks, [FirstOptionAgent(), FirstOptionAgent()], seed=2, log=True)
        game.actions.build_adventure()
        hero, companion = [m for m in game.markers if m.player == 0]
        hero.pos, companion.pos = 3, 4                 # one region apart: 3 + 3 travelled
        for region in game.adventure_zone.objs:
            region.face_down = False
        put(game, board.card("Kappa"), 0, "Expedition", sub="hero")
        run_daily_effect(game, "Progress")
        assert (game.winner == 0) == (decided_at == "Progress")
        if decided_at == "Check Victory":
            run_daily_effect(game, "Check Victory")
            assert game.winner == 0


def test_a_misspelt_parameter_of_a_step_is_named_with_a_suggestion(rules_copy):
    """Each step's parameters are read from its own code: a typo is caught at load, not in play."""
    day = rules_copy / "day.yaml"
    _break(day, "- move: {what: {zone: Expedition, type: Character}, to: Reserve}",
           "- move: {wat: {zone: Expedition, type: Character}, to: Reserve}")
    with pytest.raises(DesignError) as e:
        RuleBook(rules_copy)
    assert e.value.file == str(day) and e.value.line == _line_col(day, "{wat:")[0]
    assert "'move' has no parameter 'wat'" in e.value.message and "did you mean 'what'" in e.value.message


def test_a_missing_parameter_is_named(rules_copy):
    day = rules_copy / "day.yaml"
    _break(day, "- move: {what: {zone: Expedition, type: Character}, to: Reserve}",
           "- move: {what: {zone: Expedition, type: Character}}")
    with pytest.raises(DesignError) as e:
        RuleBook(rules_copy)
    assert "'move' needs 'to'" in e.value.message and e.value.file == str(day)


def test_every_mistake_of_the_rules_files_is_listed(rules_copy):
    """Two misspelt names in two daily effects and one in play.yaml: three located lines, not one."""
    day, play = rules_copy / "day.yaml", rules_copy / "play.yaml"
    _break(day, "to: Reserve}", "to: Reserv}")
    _break(day, "to: Discard", "to: Discrad")
    _break(play, "discard: Discard", "discard: Discar")
    with pytest.raises(DesignError) as e:
        RuleBook(rules_copy)
    found = sorted((x.file, x.message.split(" (")[0]) for x in e.value.errors)
    assert found == [(str(day), "unknown zone 'Discrad' in 'to' of 'move'"),
                     (str(day), "unknown zone 'Reserv' in 'to' of 'move'"),
                     (str(play), "unknown zone 'Discar'")], found
    assert all(x.line and x.column for x in e.value.errors)
    assert "did you mean 'Discard'?" in str(e.value)


def test_an_unknown_first_phase_is_located(rules_copy):
    setup = rules_copy / "setup.yaml"
    text = setup.read_text()
    if "first_day_starts_at" not in text:
        pytest.skip("setup.yaml names no first phase")
    import re
    setup.write_text(re.sub(r"first_day_starts_at: *(\w+)", "first_day_starts_at: Noom", text))
    with pytest.raises(DesignError) as e:
        RuleBook(rules_copy)
    assert "unknown phase 'Noom'" in e.value.message and "did you mean 'Noon'?" in e.value.message


def test_a_named_value_set_to_nothing_is_located_at_its_key(tmp_path):
    """A plain value has no place of its own: the mistake is shown at the key that holds it."""
    from altered.loading.rules.variants import load_variant
    path = tmp_path / "v.yaml"
    path.write_text("name: v\ndescription: no value\nset:\n  day.values.total_strength.value: null\n")
    with pytest.raises(DesignError) as e:
        RuleBook(overlays=[load_variant(str(path))])
    assert str(e.value) == f"{path}:4:36: cannot read None as a value"


@pytest.mark.parametrize("file, right, wrong, kind", [
    # keywords.yaml `is_a`: to sabotage is to discard (7.3.24.a), a keyword action declared there
    ("keywords.yaml", "is_a: Discard ", "Discrad", "keyword action"),
    # statuses.yaml `never_on`: a Landmark Permanent is never Fleeting (2.4.6.b), a type of characteristics.yaml
    ("statuses.yaml", "{type: Permanent, zone_type: Landmark}", "Permanant", "type"),
])
def test_a_reference_to_an_unknown_name_names_its_line(rules_copy, file, right, wrong, kind):
    path = rules_copy / file
    name = right.split(": ")[1].split(",")[0].strip()
    _break(path, right, right.replace(name, wrong))
    with pytest.raises(DesignError) as e:
        RuleBook(rules_copy)
    assert (e.value.file, e.value.line) == (str(path), _line_col(path, wrong)[0])
    assert f"unknown {kind} '{wrong}'" in str(e.value) and f"did you mean '{name}'" in str(e.value)
