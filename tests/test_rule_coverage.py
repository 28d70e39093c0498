"""`altered rules coverage`: the Comprehensive Rules as the test plan (ids, citations, scope)."""
from altered.cli import main
from altered.rule_coverage import coverage, leaves


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
    from altered.rule_coverage import named, rule_ids
    known = set(rule_ids("3.0"))
    assert named("test_4_1_b_c_1_3_1_a_the_adventure_row", known) == ["4.1.b", "4.1.c", "1.3.1.a"]
    assert named("test_1_3_3_b_a_player_who_met_wins", known) == ["1.3.3.b"]        # "a" is a word here
    assert named("test_4_2_1_1_3_2_b_the_morning_phase", known) == ["4.2.1", "1.3.2.b"]
    assert named("test_scenario_runs", known) == [] and named("test_9_9_z_nothing", known) == []
