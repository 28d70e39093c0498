"""Issue 31, audit S3 of session 55 (58 texts in five classes, one cause): "If you do" / "If you can't" and "that many"
after a step that may leave an object unchanged (an exhausted Character can't be exhausted, 7.3.13.b; a ready one
readied, 7.3.18.b; a status it has can't be gained, 2.4.1.f; counters it can't take, 1.4.1.a; one's own Character
can't be taken control of, 7.3.40.d; an Expedition at its origin doesn't move backwards, 7.3.24.b) asked whether a
target was chosen, or counted the targets, wherever the static naming of the changed ones (``choose`` ``able_as``,
renamed into the tests after it) was lost:
- W1 "Exhaust up to two target Characters. They gain that many boosts.": each gained 1 ("the number of each");
- W2 a step on targets inside a branch ("If ..., exhaust target Character. If you do", "On a 1-6, ...", a chained
  "If you do, exhaust target Character. If you do");
- W3 "You may exhaust up to two target Characters. Draw that many cards." counted the targets, even declined (6.5.c);
- W4 "Exhaust up to two target Characters. Draw that many cards. If you do, discard a card." (refused since session
  57: the draw just before "If you do" keeps no trace; audit S8A U1, test_cardtext_audit_s57.py);
- W5 (5.0) [Take Control] of one's own Character, [Moves Backwards] at the origin counted as done.

One mechanism replaces the static one (effects/changes.py): each step on a name that something asks of records, as
it runs, which of its objects it could act on (its own ``can_pay``); ``did`` reads that record (every one chosen
changed, one at least) and "that many" reads it through the value ``changed``; a "may" declined records none; a
name chosen anew forgets the last record. So it holds wherever the step stands, which the scenarios play: each
failed before (both editions; the 5.0 file in 5.0) and passes now. Audit S3 U1 is decided as the engine read it
before: "If you do, B. If you don't, C." pairs "If you don't" with the "If you do" before it (a row of the file).
Bundled readings: one changes its words, not its play (Lyra's "discard any number ... to draw that many cards":
``{changed: chosen}``, every card discarded is changed); ``benchmarks/same_games.py --check``: 300 of 300 the same.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from readings import effect_in, nested, refused_saying, scenarios_play

SCENARIOS = Path(__file__).parent / "scenarios" / "rules" / "s56"
BOTH = ["7.3.16.b-changed-that-many-counts-those-changed", "6.5.f-changed-if-you-do-in-branches-and-mays",
        "1.4.1.c-changed-counter-gain-in-a-branch"]
V5 = ["7.3.40.d-changed-take-control-move-backwards"]


@pytest.mark.parametrize("edition", [None, "5.0"])
def test_the_scenarios_play_right(edition):
    scenarios_play(SCENARIOS, "*-changed-*.yaml", BOTH, edition, besides=V5)


def test_the_5_0_steps_that_may_fail_play_right():
    scenarios_play(SCENARIOS, "*-changed-*.yaml", V5, "5.0", besides=BOTH)


@pytest.mark.parametrize("text", [
    "{J} Exhaust up to two target Characters. They gain that many boosts.",            # W1
    "{J} You may exhaust up to two target Characters. Draw that many cards.",          # W3
    "{J} If there are no cards in your Reserve, exhaust up to two target Characters. Draw that many cards.",  # W2
])
def test_that_many_reads_what_the_step_changed_wherever_it_stands(text):
    """"that many" is ``{count: {changed: target}}`` (no loop of its own: each gains the one count), and no choice
    carries a name of what it could change."""
    said = json.dumps(effect_in(text))
    assert '{"count": {"changed": "target"}}' in said and '"for_each"' not in said and "able" not in said, said


@pytest.mark.parametrize("text", [
    "{J} If there are no cards in your Reserve, exhaust target Character. If you do, draw a card.",      # W2
    "{J} Roll a die. On a 1-6, exhaust target Character. If you do, draw a card.",                       # W2
])
def test_if_you_do_asks_of_the_choice_whose_step_records_what_it_changed(text):
    steps = effect_in(text)
    assert {"did": "target"} in nested(steps, "if"), steps
    assert not [c for c in nested(steps, "choose") if "able" in c], steps


@pytest.mark.parametrize("edition", [None, "5.0"])
def test_that_many_of_the_object_beside_the_step_is_refused(edition):
    """Audit S3 U2: "that many" after "Target Character [Exchanges Boosts] with another target Character." counted
    the second target (always one): the step acts on the first (7.3.11.a), the second is beside it."""
    refused_saying("{J} Target Character [Exchanges Boosts] with another target Character. Draw that many cards.",
                   "that many", ("beside it", "refused rather than read"), "I gain 1 boost.", edition)
