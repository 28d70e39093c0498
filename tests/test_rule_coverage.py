"""`altered rules coverage`: the Comprehensive Rules as the test plan (ids, citations, scope)."""
from altered.cli.main import main
from altered.loading.rules.coverage import coverage, leaves


def test_only_ids_without_sub_rules_count():
    assert leaves(["1.4", "1.4.3", "1.4.3.a", "1.4.3.b", "1.4.4"]) == ["1.4.3.a", "1.4.3.b", "1.4.4"]


def test_citations_are_read_per_edition(tmp_path):
    (tmp_path / "test_a.py").write_text('"""1.4.3.a: my cards, my zones"""\n')
    (tmp_path / "v5").mkdir()
    (tmp_path / "v5" / "s.yaml").write_text("rule: 7.3.22.a\n")
    v3 = {rule: by for rule, status, by in coverage("3.0", tmp_path).rows if status == "tested"}
    v5 = {rule: by for rule, status, by in coverage("5.0", tmp_path).rows if status == "tested"}
    assert v3 == {"1.4.3.a": ["test_a.py"]}
    assert "1.4.3.a" not in v5


def test_out_of_scope_ids_carry_their_reason():
    rows = {rule: (status, by) for rule, status, by in coverage("3.0").rows}
    status, by = rows["1.1.1.a"]
    assert status == "out of scope" and "document" in by[0]


def test_the_command_prints_the_figure(capsys):
    assert main(["rules", "coverage"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last.startswith("v3.0: ") and "in-scope rule ids cited by tests" in last


def test_an_unknown_edition_is_a_one_line_error(capsys):
    assert main(["rules", "coverage", "--edition", "4.2"]) == 1
    assert "no edition '4.2'" in capsys.readouterr().err


def test_a_test_functions_name_cites_the_rules_it_plays():
    from altered.loading.rules.coverage import named, rule_ids
    known = set(rule_ids("3.0"))
    assert named("test_4_1_b_c_1_3_1_a_the_adventure_row", known) == ["4.1.b", "4.1.c", "1.3.1.a"]
    assert named("test_1_3_3_b_a_player_who_met_wins", known) == ["1.3.3.b"]        # "a" is a word here
    assert named("test_4_2_1_1_3_2_b_the_morning_phase", known) == ["4.2.1", "1.3.2.b"]
    assert named("test_scenario_runs", known) == [] and named("test_9_9_z_nothing", known) == []


def _tested(edition, tests_dir):
    return {rule: by for rule, status, by in coverage(edition, tests_dir).rows if status == "tested"}


def test_a_v5_rule_that_restates_a_v3_rule_is_covered_by_its_v3_tests_run_under_5_0(tmp_path):
    # 3.2.5.c (random choice from a hidden hand) says the same in both editions
    from altered.loading.rules.coverage import equivalents
    assert equivalents("5.0")["3.2.5.c"] == "3.2.5.c"
    scenarios = tmp_path / "scenarios"
    scenarios.mkdir()
    (scenarios / "shared.yaml").write_text("scenario: s\nrule: 3.2.5.c\n")
    (scenarios / "differs.yaml").write_text('scenario: s\nrule: 1.4.3.a\ndiffers_in: {"5.0": "a changed rule"}\n')
    v5 = _tested("5.0", tmp_path)
    assert v5["3.2.5.c"] == ["scenarios/shared.yaml (v3.0 3.2.5.c, run under 5.0)"]
    assert "1.4.3.a" not in v5                             # its scenario says the outcome differs under 5.0
    assert "1.4.3.a" in _tested("3.0", tmp_path)


def test_a_python_test_covers_a_v5_rule_only_when_it_runs_under_5_0(tmp_path):
    (tmp_path / "test_x.py").write_text('''\
import pytest

pytestmark = pytest.mark.editions("3.0", "5.0")


def test_3_2_5_c_played_under_both(board):
    pass


@pytest.mark.editions("3.0")
def test_1_4_3_a_only_under_v3(board):
    pass


def test_1_4_4_a_no_rule_book(tmp_path):
    pass
''')
    v5 = _tested("5.0", tmp_path)
    assert "3.2.5.c" in v5
    assert "1.4.3.a" not in v5 and "1.4.4.a" not in v5
    assert {"3.2.5.c", "1.4.3.a", "1.4.4.a"} <= set(_tested("3.0", tmp_path))


def test_the_equivalents_name_rules_of_both_editions(tmp_path, monkeypatch):
    import pytest
    from altered.loading.rules import coverage as rule_coverage
    from altered.loading.errors import DesignError
    (tmp_path / "equivalents-5.0.yaml").write_text('identical: {"7.3.99.a": "1.4.3.a"}\nsame_meaning: {}\n')
    monkeypatch.setattr(rule_coverage, "COVERAGE_DIR", tmp_path)
    monkeypatch.setattr(rule_coverage, "rule_ids", lambda e: ["1.4.3.a"])
    with pytest.raises(DesignError, match="7.3.99.a -> 1.4.3.a"):
        rule_coverage.equivalents("5.0")


def test_a_known_bug_covers_nothing(tmp_path):
    (tmp_path / "known-bugs").mkdir()
    (tmp_path / "known-bugs" / "s.yaml").write_text("scenario: s\nrule: 1.4.3.a\n")
    assert "1.4.3.a" not in _tested("3.0", tmp_path)
