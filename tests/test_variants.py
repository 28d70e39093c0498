"""Variants change only what exists (new things go under ``add:``), one value at a time by a path, and
every mistake is reported at the variant's own line with the known names and a did-you-mean."""
from __future__ import annotations

import pytest

from altered.cli.main import main
from altered.cli.rules import effective_docs, lookup
from altered.engine.decisions import RandomAgent
from altered.loading.errors import DesignError
from altered.engine.game import Game
from altered.loading.paths import RULES_DIR
from altered.rulebook import RuleBook, load_rulebook


def variant(tmp_path, text, name="v.yaml"):
    path = tmp_path / name
    path.write_text(text)
    return str(path)


def error_of(path) -> DesignError:
    with pytest.raises(DesignError) as e:
        load_rulebook(variants=[path])
    return e.value


def lines(path) -> int:
    return len((RULES_DIR / "variants" / f"{path}.yaml").read_text().splitlines())


def test_the_everyday_variants_are_under_ten_lines():
    """4.2.1.d draw 3 instead of 2, 4.2.4.h move forward by 2 at Dusk: one path each."""
    assert lines("draw-three") < 10 and lines("dusk-by-two") < 10
    docs = effective_docs(["draw-three"])
    assert lookup(docs, "day.phases.Morning.effects.Draw.do.0.each_player.do.0.do.Draw.count") == 3
    docs = effective_docs(["dusk-by-two"])
    assert lookup(docs, "day.phases.Dusk.effects.Progress.do.0.else.0.advance.by") == 2
    assert lookup(effective_docs(), "day.phases.Dusk.effects.Progress.do.0.else.0.advance.by") == 1


def test_a_five_day_limit_in_a_few_lines(tmp_path, decks):
    """A days limit overridden by a path (the mechanism a five-day Booster War uses)."""
    text = "name: five-days\nset:\n  day.max_days: 5\n"
    assert len(text.splitlines()) < 10
    book = load_rulebook(variants=[variant(tmp_path, text)])
    for seed in range(3):
        game = Game(book, decks, [RandomAgent(1), RandomAgent(2)], seed=seed)
        game.play()
        assert game.day <= 6 and game.max_days == 5


def test_booster_war_in_five_days_is_a_three_line_variant(tmp_path, decks):
    """Booster War ends after day 4 (USERS.md); five days is one path on top of it."""
    text = "name: booster-war-five\nset:\n  day.day_limit.days: 5\n"
    assert len(text.splitlines()) < 10
    book = load_rulebook(variants=["booster-war", variant(tmp_path, text)])
    assert book.day_limit.days == 5 and load_rulebook(variants=["booster-war"]).day_limit.days == 4
    reached = []
    for seed in range(6):
        game = Game(book, decks, [RandomAgent(2 * seed + 1), RandomAgent(2 * seed + 2)], seed=seed, log=True)
        game.play()
        assert game.day <= 6                              # 5 days, and 1 more if tied
        reached += [e["days"] for e in game.events if e.get("e") == "day_limit"]
    assert reached and set(reached) == {5}


def test_dusk_by_two_moves_expeditions_two_regions(decks):
    """4.2.4.h with the variant: each successful Expedition moves forward two regions at Dusk."""
    for variants, expected in (((), 1), (("dusk-by-two",), 2)):
        game = Game(load_rulebook(variants=variants), decks, [RandomAgent(1), RandomAgent(2)], seed=1, log=True)
        game.play()
        dusk = [e["by"] for e in game.events if e.get("e") == "advance" and e.get("rule") == "4.2.4.h"]
        assert dusk and set(dusk) == {expected}


@pytest.mark.parametrize("text, where, message", [
    ("changes:\n  day:\n    phases:\n      - name: Mornin\n        effects: []\n", (4, 15),
     "no 'Mornin' in 'day.phases' (known: Morning, Noon, Afternoon, Dusk, Night); to add it, write it under add: "
     "or insert:; did you mean 'Morning'?"),
    ("changes:\n  day:\n    phases:\n      - name: Morning\n        effects:\n          - name: Drow\n", (6, 19),
     "no 'Drow' in 'day.phases.Morning.effects' (known: Succeed, Prepare, Draw, Expand); to add it, "
     "write it under add: or insert:; did you mean 'Draw'?"),
    ("set:\n  day.phases.Dusk.effects.Progress.bye: 2\n", (2, 3), "did you mean 'by'?"),
    ("set:\n  dya.max_days: 5\n", (2, 3), "no rules file 'dya'"),
    ("set:\n  day.phases.Dusk.effects.Progress.as: x\n", (2, 3),
     "'as' is found 2 times under 'day.phases.Dusk.effects.Progress'"),
    ("changes:\n  day:\n    max_dayz: 4\n", (3, 5), "no 'max_dayz' in 'day'"),
    ("add:\n  day.max_days: 4\n", (2, 3), "'day.max_days' exists already: change it with set:"),
])
def test_a_mistake_is_reported_at_the_variant(tmp_path, text, where, message):
    path = variant(tmp_path, text)
    e = error_of(path)
    assert e.file == path and (e.line, e.column) == where, str(e)
    assert message in e.message, e.message


def test_every_mistake_of_a_variant_is_listed(tmp_path):
    path = variant(tmp_path, "set:\n  day.max_dayz: 4\n  day.phases.Nite.rule: x\n")
    e = error_of(path)
    assert [(x.line, x.message.split(" (")[0]) for x in e.errors] == [
        (2, "no 'max_dayz' in 'day'"), (3, "no 'Nite' in 'day.phases'")]
    assert str(e).count(path) == 2


def test_a_schema_error_of_a_changed_value_is_at_the_variant(tmp_path):
    path = variant(tmp_path, "set:\n  day.phases.Morning.rule: [1, 2]\n")
    e = error_of(path)
    assert e.file == path and e.line == 2, str(e)


def test_a_wrong_parameter_is_at_the_variant(tmp_path):
    """`Draw: {cnt: 3}` used to draw 1 silently; `count: -2` none."""
    path = variant(tmp_path, "set:\n  day.phases.Morning.effects.Draw.do.0.each_player.do.0.do:\n"
                             "    Draw: {cnt: 3}\n")
    e = error_of(path)
    assert e.file == path and e.line == 3 and "'Draw' has no parameter 'cnt'" in e.message, str(e)
    assert "did you mean 'count'" in e.message
    path = variant(tmp_path, "set:\n  day.phases.Morning.effects.Draw.count: -2\n", "neg.yaml")
    e = error_of(path)
    assert e.file == path and e.line == 2 and "count" in e.message and ">= 0" in e.message, str(e)


def test_add_insert_and_remove(tmp_path):
    text = ("add:\n  day.phases.Noon.effects:\n    - {name: Tea, do: [{do: {Draw: {count: 1}}}]}\n"
            "insert:\n  - before: day.phases.Morning.effects.Draw\n"
            "    item: {name: Early, do: [{do: {Draw: {count: 1}}}]}\n"
            "  - after: day.phases.Night.effects.Rest\n"
            "    item: {name: Late, do: [{do: Resupply}]}\n"
            "remove: [day.phases.Morning.effects.Expand]\n")
    book = load_rulebook(variants=[variant(tmp_path, text)])
    effects = {p.name: [e[0] for e in p.effects] for p in book.phases}
    assert effects["Noon"] == ["Tea"]
    assert effects["Morning"] == ["Succeed", "Prepare", "Early", "Draw"]
    assert effects["Night"] == ["Rest", "Late", "Clean-up"]
    base = RuleBook()
    assert [e[0] for e in base.phases[0].effects] == ["Succeed", "Prepare", "Draw", "Expand"]   # untouched


def test_an_added_entry_with_a_taken_name_is_refused(tmp_path):
    e = error_of(variant(tmp_path, "insert:\n  - after: day.phases.Night.effects.Rest\n    item: {name: Rest, do: []}\n"))
    assert "'Rest' is there already" in e.message and e.line == 3


def test_rules_diff_and_show(capsys):
    assert main(["rules", "diff", "standard", "dusk-by-two"]) == 0
    assert capsys.readouterr().out.strip() == "~ day.phases.Dusk.effects.Progress.do.0.else.0.advance.by: 1 -> 2"
    assert main(["rules", "show", "--variant", "draw-three", "day.phases.Morning.effects.Draw.do.0.each_player.do.0.do"]) == 0
    assert "count: 3" in capsys.readouterr().out
    assert main(["rules", "show", "day.phases.Dusk.effects.Progres"]) == 1
    assert capsys.readouterr().err.strip() == ("<command line>: no 'Progres' in 'day.phases.Dusk.effects' "
                                               "(known: Progress); did you mean 'Progress'?")


def test_every_mistaken_step_of_a_list_is_listed(tmp_path):
    path = variant(tmp_path, "set:\n  day.phases.Morning.effects.Draw.do.0.each_player.do:\n"
                             "    - {mvoe: {what: self, to: Hand}}\n    - {move: {what: self, to: Hnd}}\n")
    e = error_of(path)
    assert [(x.file, x.line, x.message.split(" (")[0]) for x in e.errors] == [
        (path, 3, "unknown step 'mvoe'"), (path, 4, "unknown zone 'Hnd' in 'to' of 'move'")]


def test_a_key_the_schema_does_not_know_is_reported_where_the_variant_adds_it(tmp_path):
    path = variant(tmp_path, "name: x\nadd:\n  day.phases.Morning.colour: red\n")
    e = error_of(path)
    assert (e.file, e.line) == (path, 3) and "unknown key 'colour' (known: effects, name, rule, turns)" in e.message, str(e)
