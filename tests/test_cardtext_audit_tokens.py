"""Audit s49 W, class C (issue 31): a sacrificed or discarded token is counted by "that many" and "If you do".

A token that leaves play ceases to exist instead of arriving where it goes (2.1.e). "Sacrifice each token you
control. Draw that many cards." with two tokens drew nothing; "Sacrifice each Character you control. Draw that many
cards." with a token and a Character drew one; "If target Character is a token, discard it. If you do, draw a
card." drew nothing. The readings were right ("the number of sacrificed", "if you did (discarded)"); the play was
wrong: the name a move step binds (``as``: what the "each/all" forms and a plain "discard it" count, and what "If
you do" asks of) held only the objects that arrived, so a token, whose move a rule replaced, was never counted.
The forms built on what was chosen ("Sacrifice two tokens", "Sacrifice a token. If you do") counted it.

The fix is one mechanism in the effect interpreter: what a move step was done on is counted when it is done,
whether or not the object still exists after. The step's name binds what arrived and, too, each object whose move a
modifier replaced (a token ceasing to exist, 2.1.e; any other replacement alike: "If you do" holds if the player
started to do it, even if that event was modified, 6.5.f; a modified sacrifice is still one, 7.3.25.b); such an
object is read as it last was (2.1.h), and nothing can change it any more (2.1.i). Readings are unchanged.

Played: tests/scenarios/rules/s49/2.1.e-tokens-*.yaml (test cards in tests/data/s49-tokens/): six fail before the
fix in both editions; the three neighbours (what was chosen, "If you do" after a sacrifice, a token returned to
its owner's hand, which ceases to exist too) pass before and after.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from readings import effect, effect_in, outcomes

SCENARIOS = Path(__file__).parent / "scenarios" / "rules" / "s49"

# the auditor's texts (report §2, class C) and more of the same shapes; each reads as before: the count or the test
# names what the action's step binds
THAT_MANY = [
    ("Sacrifice each token you control. Draw that many cards.", "sacrificed"),
    ("{J} Sacrifice each token you control. I gain that many boosts.", "sacrificed"),
    ("Sacrifice each Character you control. Draw that many cards.", "sacrificed"),
    ("Sacrifice each token you control. Target opponent draws that many cards.", "sacrificed"),
    ("Sacrifice each token you control. Then draw that many cards.", "sacrificed"),
    ("{R} Sacrifice each token in my Expedition. Draw that many cards.", "sacrificed"),
    ("Sacrifice all tokens you control. If you do, each opponent draws that many cards.", "sacrificed"),
    ("Discard each Character in target Expedition. Draw that many cards.", "discarded"),
]
IF_YOU_DO = [
    "{H} If target Character is a token, discard it. If you do, draw a card.",
    "{H} Choose target Character. If it's a token, discard it. If you do, draw a card.",
    "{J} Choose target Character. If it's a token, discard it. If you do, I gain 1 boost.",
    "{J} If target Character is a token: discard it. If you do, draw a card.",
]


@pytest.mark.parametrize("edition", [None, "5.0"])
@pytest.mark.parametrize("text,name", THAT_MANY)
def test_that_many_counts_what_the_actions_step_binds(text, name, edition):
    """"that many" (6.5.h) is the number of objects the action's step was done on: its name, counted."""
    assert json.dumps({"count": {"var": name}}) in json.dumps(effect_in(text, edition))


@pytest.mark.parametrize("edition", [None, "5.0"])
@pytest.mark.parametrize("text", IF_YOU_DO)
def test_if_you_do_after_discard_it_asks_of_the_discard_step(text, edition):
    """"If you do" (6.5.f) after "discard it" in a branch asks whether the discard step was done: of the choice it
    acted on, whose step records what it changed as it runs (effects/changes.py; of "Choose two ... Discard them",
    all it says: audit S4 of session 56, W3)."""
    said = json.dumps(effect_in(text, edition))
    assert json.dumps({"did": "target"}) in said and '"discarded"' not in said


def test_a_plain_reading_keeps_its_steps():
    """The move a keyword action does binds its name (keywords.yaml ``as``); nothing else is added to the reading."""
    steps = effect("Sacrifice each token you control. Draw that many cards.")
    assert steps == [{"do": {"Sacrifice": {"what": {"token": True, "controller": "you"}}}},
                     {"do": {"Draw": {"count": {"count": {"var": "sacrificed"}}}}}]


def _outcomes(names, edition=None):
    return outcomes([SCENARIOS / f"2.1.e-tokens-{name}.yaml" for name in names], edition)


FIXED = ("sacrifice-each-token-draw-that-many-cards",                   # the auditor's s_that
         "sacrifice-each-token-i-gain-that-many-boosts",                # s_t7, v5.0
         "sacrifice-each-character-draw-that-many-cards",               # s_t3: a token and a Character
         "if-target-is-a-token-discard-it-if-you-do-draw",              # s_d1, v5.0
         "choose-target-if-its-a-token-discard-it-if-you-do-draw",      # the step of a branch
         "sacrifice-all-tokens-if-you-do-each-opponent-draws-that-many")  # "If you do, ... that many", v5.0
NEIGHBOURS = ("neighbour-sacrifice-two-tokens-draw-that-many-cards",    # s_t6: what was chosen
              "neighbour-sacrifice-each-token-if-you-do-draw",          # s_t1: the sacrifice was started
              "neighbour-if-target-is-a-token-return-it-to-hand-if-you-do-draw")   # returned to hand: ceases too


def test_the_scenarios_play_right():
    """Each under its edition; the six fixed ones failed before, the neighbours did not."""
    for outcome in _outcomes(FIXED + NEIGHBOURS):
        assert outcome.passed, f"{outcome.file}: " + "\n".join(outcome.problems)


def test_the_scenarios_play_right_under_v5_too():
    for outcome in _outcomes(FIXED + NEIGHBOURS, edition="5.0"):
        assert outcome.passed, f"{outcome.file}: " + "\n".join(outcome.problems)


# -- new wordings of the same shape, played in both editions -----------------------------------------------------------

CARDS = """\
set: {{code: TKN, name: Tokens new}}
cards:
  - {{ref: TKN_CASTER, version: TKN-001-C, name: Caster, faction: Bravos, type: Spell, rarity: common, hand_cost: 0,
     reserve_cost: 0, text: "{text}"}}
  - {{ref: TKN_WREN, version: TKN-002-C, name: Wren, faction: Lyra, type: Character, rarity: common, hand_cost: 1,
     reserve_cost: 1, forest: 1, mountain: 1, water: 1, text: ""}}
"""

SCENARIO = """\
scenario: "{text}"
cards: [cards.yaml]
{edition}phase: Afternoon
players:
  1:
    Hand: [Caster]
    Deck: [Wren, Wren, Wren]
    Expedition:
      hero: [Brassbug, Wren]
      companion: [Brassbug]
  2:
    Deck: [Wren, Wren, Wren]
run:
  - play: {{player: 1, card: Caster, from: Hand}}
choices: [{choices}]
expect:
{expect}
"""

NEW = [   # text, choices, expectations: two tokens cease to exist (2.1.e), both counted (6.5.f, 7.3.25.b)
    ("Sacrifice each token you control. Target opponent draws that many cards.", "",
     ["{player: 2, zone: Hand, cards: [Wren, Wren]}", "{player: 1, zone: Hand, cards: []}"]),
    ("Sacrifice each token you control. Then draw that many cards.", "",
     ["{player: 1, zone: Hand, cards: [Wren, Wren]}", "{player: 1, zone: Expedition, cards: [Wren]}"]),
    ("Sacrifice all tokens you control. Each opponent draws that many cards.", "",
     ["{player: 2, zone: Hand, cards: [Wren, Wren]}"]),
    ("Sacrifice all Characters you control. Draw that many cards.", "",
     ["{player: 1, zone: Hand, cards: [Wren, Wren, Wren]}", "{player: 1, zone: Discard, cards: [Wren]}"]),
    ("You may sacrifice each token you control. If you do, draw that many cards.", "{player: 1, pick: 'yes'}",
     ["{player: 1, zone: Hand, cards: [Wren, Wren]}"]),
    ("Discard each Character in target Expedition. Draw that many cards.", "{player: 1, pick: 'hero expedition of player 1'}",
     ["{player: 1, zone: Hand, cards: [Wren, Wren]}", "{player: 1, zone: Discard, cards: [Wren]}"]),
]


@pytest.mark.parametrize("edition", [None, "5.0"])
@pytest.mark.parametrize("text,choices,expect", NEW, ids=[t for t, _, _ in NEW])
def test_new_wordings_count_the_tokens(tmp_path, text, choices, expect, edition):
    from altered.simulation.scenario import run_files
    (tmp_path / "cards.yaml").write_text(CARDS.format(text=text))
    path = tmp_path / "s.yaml"
    path.write_text(SCENARIO.format(text=text, edition=f'edition: "{edition}"\n' if edition else "",
                                    choices=choices, expect="\n".join(f"  - {e}" for e in expect)))
    [outcome] = run_files([path])
    assert outcome.passed, "\n".join(outcome.problems)
