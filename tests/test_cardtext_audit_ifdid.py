""""If you do / don't / can't" after a condition's branch whose step acted on what was chosen before it (outside
audit s49 T, class B; issue 31).

"{J} If target Character is exhausted, ready it. If you do, I gain 1 boost." read "If you do" as "if you did
(target)": whether the target was chosen, true whenever it was, so the boost was gained though nothing was readied
(the target was ready), and "If you don't" / "If you can't" never held. The step in the branch ("ready it") acted on
the target, so it left "If you do" asking of the target's choice, made before the condition (trace.after_step keeps
what "If you do" asks of after a step on it). The card means: whether that step was done (6.5.f), and a step not
done because its condition did not hold was not done (6.5.d).

Decided (one rule, for every condition: "If ...", "Unless ..." before or after the step, a die's outcome):
- "If you do" right after such a branch asks of the branch's step: its sentence goes at the end of the branch, as
  the colon form puts it ("If target Character is exhausted: ready it. If you do, ...", 6.5.d), done where the
  condition held and the step was (trace.took_in_branch, if_done._in_branch, sentences._in_branch). A second "If
  you do" after the first asks of the same step (the s48 rule of the branch of "If you do") and goes there too.
- "If you don't" / "If you can't" there: also where the condition did not hold and nothing was tried? The same
  question the s46 decision refused for a step chosen in the branch (tests/test_cardtext_audit_branch.py); refused
  at "If", saying to write "Otherwise, ..." for what is done where the condition does not hold (6.5.e).
- After two branches in a row, one of them (or both) doing a step on what was chosen before them ("If ..., ready
  it. Otherwise, exhaust it. If you do, ...", audit 5.9, itself unclear), of which is not said: refused at "If",
  saying to put what follows in the sentence of its branch.
Left as they were: the colon form (5.10, nested already), a target chosen inside the branch (4.7, 4.10, 4.12: "If
you do" asks of that choice, not made where the branch did not run), the same shape on "me" (refused: "keeps no
trace"). Bundled readings unchanged; the 728 official texts all read.

Played: tests/scenarios/rules/s49/6.5.f-*.yaml on the cards of tests/data/s49-ifdid/cards.yaml (each "no boost /
no draw" one failed before this fix); the audit's scenario of "If you don't" (tests/data/s49-ifdid/audit/) no
longer loads, the card refused at its word.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from readings import col, reads, refused_in

EDITIONS = [None, "5.0"]

NOT_DONE = "asks whether the step just before it was not done (6.5.f), and that step acts on what was chosen before"
OTHERWISE = "say with 'Otherwise, ...' right after it"
TWO = "two branches before it did steps of their own"
IN_ITS_BRANCH = "Say what follows in the sentence of the branch it follows"


def _effect(text, edition=None):
    [ability] = reads(text, edition)
    return (ability.get("reaction") or ability.get("quick") or ability)["effect"]


def _the_branch(steps):
    """The one condition's step of ``steps`` (the choice of the target before it)."""
    [branch] = [s for s in steps if isinstance(s, dict) and "if" in s]
    return branch


# -- "If you do" asks of the branch's step: its sentence in the branch -------------------------------------------

@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, name, verb", [
    # the audit's texts (3.144, 4.3, 4.4, 4.5, 4.11, 5.6, 5.12, 5.13)
    ("{J} If target Character is exhausted, ready it. If you do, I gain 1 boost.", "target", "Ready"),
    ("{J} If target Character has 2 or more boosts, exhaust it. If you do, draw a card.", "target", "Exhaust"),
    ("{J} If target Character has 2 or more boosts, send it to Reserve. If you do, draw a card.", "target", None),
    ("{J} If target Character is a Plant, return it to its owner's Hand. If you do, draw a card.", "target", None),
    ("{J} Unless target Character is exhausted, exhaust it. If you do, draw a card.", "target", "Exhaust"),
    ("{J} If target Character is a Plant, it gains 2 boosts. If you do, draw a card.", "target", None),
    ("{J} Target Character gains 1 boost. If it's exhausted, ready it. If you do, draw a card.", "target", "Ready"),
    ("{J} Choose a Character you control. If it's exhausted, ready it. If you do, draw a card.", "chosen", "Ready"),
    # new wordings of the shape: other triggers, tests, steps; "unless" after the step; a Spell's effect
    ("{R} If target Character has no boosts, it gains 2 boosts. If you do, I gain 1 boost.", "target", None),
    ("When I'm sacrificed — If target Character is exhausted, ready it. If you do, draw a card.", "target", "Ready"),
    ("{J} Choose a Character you control. If it has 2 or more boosts, exhaust it. If you do, I gain 1 boost.",
     "chosen", "Exhaust"),
    ("{J} Unless target Character is a Plant, exhaust it. If you do, draw a card.", "target", "Exhaust"),
    ("{J} Exhaust target Character unless it's exhausted. If you do, draw a card.", "target", "Exhaust"),
    ("{H} If target Character is exhausted, send it to Reserve. If you do, draw a card.", "target", None),
    ("If target Character is exhausted, ready it. If you do, draw a card.", "target", "Ready"),
])
def test_6_5_f_if_you_do_after_a_step_on_the_target_in_a_branch_goes_in_the_branch(text, name, verb, edition):
    """6.5.d, 6.5.f: "If you do" asks of the step in the branch, done only where the condition held: its test is
    in the branch, after that step, never after it where it held whenever the target was chosen."""
    steps = _effect(text, edition)
    branch = _the_branch(steps)
    assert steps[-1] is branch, steps                      # nothing after the branch: "If you do" is in it
    then = branch["then"]
    assert then[-1]["if"] == {"did": name}, then
    if verb is not None:
        assert then[0] == {"do": {verb: {"what": {"var": name}}}}, then


@pytest.mark.parametrize("edition", EDITIONS)
def test_6_5_f_a_second_if_you_do_asks_of_the_same_step(edition):
    """The branch of "If you do" is done exactly when the step it asks of was (s48): a second "If you do" asks of
    the branch's step too, and goes in the branch after the first."""
    text = "{J} If target Character is exhausted, ready it. If you do, draw a card. If you do, I gain 1 boost."
    branch = _the_branch(_effect(text, edition))
    assert [s.get("if") for s in branch["then"][1:]] == [{"did": "target"}, {"did": "target"}], branch


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, outside", [
    # the colon form (5.10): nested as it was
    ("{J} If target Character is exhausted: ready it. If you do, I gain 1 boost.", False),
    # a target chosen inside the branch (4.7, 4.10, 4.12): "If you do" after it asks of that choice
    ("{J} If you control a Landmark, target Character gains 2 boosts. If you do, draw a card.", True),
    ("{J} If I have 2 or more boosts, exhaust target Character. If you do, I lose 2 boosts.", True),
    ("{J} If my Expedition is not empty, target Character gains 1 boost. If you do, draw a card.", True),
])
def test_the_neighbours_read_as_before(text, outside, edition):
    """A target chosen in the branch is not chosen where it did not run: "If you do" after the branch asks of
    that choice (6.5.c); the colon form puts the sentence in the branch itself (6.5.d)."""
    steps = _effect(text, edition)
    if outside:
        assert "did" in steps[-1]["if"] and "choose" in str(steps[-2]["then"]), steps
    else:
        assert steps[-1]["then"][-1]["if"] == {"did": "target"}, steps


# -- refused: "If you don't" / "If you can't" there; "If you do" after two branches -------------------------------

@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, words", [
    # the audit's texts (4.1, 4.2)
    ("{J} If target Character is exhausted, ready it. If you don't, I gain 1 boost.", "If you don't"),
    ("{J} If target Character is exhausted, ready it. If you can't, I gain 1 boost.", "If you can't"),
    # new wordings
    ("{J} Choose a Character you control. If it's exhausted, ready it. If you don't, draw a card.", "If you don't"),
    ("{J} Unless target Character is exhausted, exhaust it. If you can't, draw a card.", "If you can't"),
    ("{J} Exhaust target Character unless it's exhausted. If you can't, draw a card.", "If you can't"),
    ("{J} If target Character has 2 or more boosts, exhaust it. If you don't, I gain 1 boost.", "If you don't"),
    ("When I'm sacrificed — If target Character is a Plant, it gains 2 boosts. If you can't, draw a card.",
     "If you can't"),
])
def test_6_5_f_if_you_dont_after_a_step_on_the_target_in_a_branch_is_refused(text, words, edition):
    """6.5.c, 6.5.f: also where the condition did not hold, and nothing was tried? Not said: refused at "If",
    saying to write "Otherwise, ..." (6.5.e) -- never read as "the target was not chosen" (never true)."""
    e = refused_in(text, edition)
    assert NOT_DONE in e.message and OTHERWISE in e.message and "(6.5.c, 6.5.e, 6.5.f)" in e.message, e.message
    assert e.column == col(text, words), (e.column, text)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    # the audit's UNCLEAR 5.9
    "{J} If target Character is exhausted, ready it. Otherwise, exhaust it. If you do, draw a card.",
    # new wordings: another condition, a die's outcomes, "If you don't" after "Otherwise"
    "{J} If target Character is exhausted, ready it. If it's a Plant, exhaust it. If you do, draw a card.",
    "{J} If target Character is exhausted, ready it. Otherwise, I gain 1 boost. If you don't, draw a card.",
])
def test_6_5_f_if_you_do_after_two_branches_on_the_target_is_refused(text, edition):
    """6.5.e, 6.5.f: of which branch's step? Refused at "If", saying to put it in the sentence of its branch."""
    e = refused_in(text, edition)
    assert TWO in e.message and IN_ITS_BRANCH in e.message and "(6.5.d, 6.5.e, 6.5.f)" in e.message, e.message
    assert e.column == text.rindex("If you d") + 1, (e.column, text)


@pytest.mark.parametrize("edition", EDITIONS)
def test_6_5_f_if_you_do_after_a_dies_outcomes_on_the_target_is_refused(edition):
    """A die's two outcomes each on the target: refused at "If". Since audit S11A of s58 (class A) a roll acts on
    nothing ("Exhaust target Character. Roll a die. If you do" asked of the exhaustion): "If you do" after its
    outcomes is refused as after a step that keeps no trace."""
    text = "{J} Target Character gains 1 boost. Roll a die. On a 1-3, exhaust it. On a 4-6, ready it. If you do, " \
           "draw a card."
    e = refused_in(text, edition)
    assert "keeps no trace" in e.message, e.message
    assert e.column == text.rindex("If you d") + 1, (e.column, text)


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_shape_on_me_is_still_refused(edition):
    """Readying me keeps no trace of it (as before): "If you do" after it is refused."""
    text = "{J} If I'm exhausted, ready me. If you do, draw a card."
    e = refused_in(text, edition)
    assert "keeps no trace" in e.message and e.column == col(text, "If you do"), e


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} If target Character is exhausted, ready it. Otherwise, I gain 1 boost.",
    "{J} If target Character is exhausted, ready it and draw a card. Otherwise, exhaust it.",
])
def test_the_suggested_wordings_read(text, edition):
    """What the refusals suggest reads: the else of the condition (6.5.e), the step said in its branch (6.5.d)."""
    branch = _the_branch(_effect(text, edition))
    assert "else" in branch and len(branch["then"]) >= 1, branch


# -- played --------------------------------------------------------------------------------------------------------

HERE = Path(__file__).parent


def test_the_scenarios_play_right():
    """The audit's shapes on test cards: nothing done in the branch, no boost, no draw (each failed before); the
    step done, "If you do" holds; the suggested wordings play as they say."""
    from altered.simulation.scenario import run_files
    files = sorted((HERE / "scenarios" / "rules" / "s49").glob("6.5.[ef]-*.yaml"))
    names = {f.name for f in files}
    assert {"6.5.f-if-target-is-exhausted-ready-it-if-you-do-target-ready-no-boost.yaml",
            "6.5.e-if-target-is-exhausted-ready-it-otherwise-boost-target-ready.yaml"} <= names, names
    for outcome in run_files([f for f in files if "s49-ifdid" in f.read_text()]):
        assert outcome.passed, f"{outcome.file}: " + "\n".join(outcome.problems)


def test_the_audit_scenario_of_if_you_dont_no_longer_plays_the_card_differently():
    """s4_1: the target ready, nothing readied, and "If you don't" never held: now the card is refused at "If
    you don't", and nothing is played."""
    from altered.simulation.scenario import run_files
    [outcome] = run_files([HERE / "data" / "s49-ifdid" / "audit" / "s4_1.yaml"])
    assert not outcome.passed
    problem = outcome.problems[0]
    assert NOT_DONE in problem, problem
    assert re.search(r"s49-ifdid/audit/cards\.yaml:\d+:\d+: 'If you don't'", problem), problem
