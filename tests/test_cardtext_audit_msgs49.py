"""Over-refusals and refusal messages that named a false cause or no hint (issue 31; outside audits T, U and V of
session 49). Every text is "either read right or refused at its place with a message that says what to write".
Each class is checked with the auditors' texts and new wordings of the same shape: read (the program) or refused
(the column and what the message says).

Decided:
- "Each/Target opponent sacrifices a Character in the Expedition facing me" reads: the Expedition facing mine is
  another player's (7.5.7), and that player is the one sacrificing (7.3.36.a), as "Each opponent sacrifices each
  Character they control in the Expedition facing me" read. Refused before as "would never do anything"; still
  refused when I am the one sacrificing there. Played: tests/scenarios/rules/s49/7.5.7-*.
- "that many" after a verb done on every object a filter names ("Sacrifice each token you control", "Discard each
  card in your Reserve", "Discard your hand") counts what it acted on (6.5.f), as after "Sacrifice each other
  Character in my Expedition" (one rule: what the action binds, keywords.yaml them:); not what each player did in
  turn (whose?). Played: tests/scenarios/rules/s49/6.5.f-*.
- the messages (grammar/phrases/mistakes.yaml) now say what to write; no other text reads differently.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import col, reads, refused_in


def steps_of(text: str, edition: str | None = None) -> list:
    ability = reads(text, edition)[0]
    body = ability.get("reaction") or ability.get("quick") or ability
    return body["effect"]


# -- A. another player sacrifices what they control in the Expedition facing mine (7.5.7, 7.3.36.a) ------------
@pytest.mark.parametrize("text", [
    "{R} Each opponent sacrifices a Character in the Expedition facing me.",     # audit V §3
    "{J} Target opponent sacrifices a Character in the Expedition facing me.",   # audit V §3
    "{J} Each opponent sacrifices a token in the Expedition facing me. Draw a card.",
    "{H} Target opponent sacrifices two Characters in the Expedition facing me.",
])
def test_another_player_sacrifices_what_faces_me(text):
    program = str(steps_of(text))
    assert "'facing': {'marker_of': 'self'}" in program and "Sacrifice" in program
    assert "'controller': 'you'" in program          # theirs: "you" in the steps they do


@pytest.mark.parametrize("text", [
    "{J} Sacrifice a Character in the Expedition facing me.",
    "{H} Sacrifice each Character in the Expedition facing me.",
])
def test_sacrificing_what_faces_me_myself_is_still_refused(text):
    e = refused_in(text)
    assert e.column == col(text, "in the Expedition") and "would never do anything" in str(e)


# -- B. "that many" after a verb done on every object a filter names counts them (6.5.f) -----------------------
@pytest.mark.parametrize("text,var", [
    ("Sacrifice each token you control. Draw that many cards.", "sacrificed"),      # audit V §3
    ("Discard each card in your Reserve. Draw that many cards.", "discarded"),      # audit V §3
    ("Sacrifice each other Character in my Expedition. I gain that many boosts.", "sacrificed"),   # read before
    ("Sacrifice each Character you control. Draw that many cards.", "sacrificed"),
    ("Sacrifice all Characters you control. I gain that many boosts.", "sacrificed"),
    ("Discard your hand. Draw that many cards.", "discarded"),
    ("{J} Target opponent discards each card in their Reserve. Draw that many cards.", "discarded"),
])
def test_that_many_counts_every_object_acted_on(text, var):
    last = steps_of(text)[-1]
    assert {"count": {"var": var}} in (last.get("counters", {}).get("add"), last.get("do", {}).get("Draw", {}).get("count"))


def test_that_many_after_each_player_in_turn_is_still_refused():
    text = "Each opponent discards each card in their Reserve. Draw that many cards."
    e = refused_in(text)
    assert e.column == col(text, "that many") and "whose?" in str(e)


def test_the_scenarios_play_right():
    """Each was refused before (the card did not load)."""
    from altered.simulation.scenario import run_files
    files = sorted((Path(__file__).parent / "scenarios" / "rules" / "s49").glob("*.yaml"))
    outcomes = list(run_files(files))
    assert len(outcomes) == 4
    for outcome in outcomes:
        assert outcome.passed, f"{outcome.file}: " + "\n".join(outcome.problems)
