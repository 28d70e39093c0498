"""Audit s49 V, class A (issue 31): a card moved by a step another player does is found by a later "it"/"them".

"Target opponent puts a card from their hand in Reserve. Exhaust it.": the opponent does the move (1.4.7.b), in a
child context of the effect's (`target does:`); the object the move made was recorded there only, so "it" in a later
step of the effect still named the card as it was in hand, gone (2.1.d), and the exhaust did nothing, in silence.
The same text with you doing the move worked: an ability finds the object a move it made put in a visible zone
(2.1.f), through several moves (2.1.g). The reading was right, the play wrong.

The fix is one mechanism in the effect interpreter (effects/context.py ``Ctx.moves``): the record of the objects an
effect moved (``follow``, and ``was``: what each was before, 6.3.j-k) is one for a context and every context it was
made in, whichever context made the move: a step another player does, each player's turn of a loop, an action's
body. Readings are unchanged (this is play).

The UNCLEAR text of the audit, "{J} Target player discards a card from their Reserve. Then, they may play it for
free." (v5.0), is decided by the same fix: "it" finds the card in the public Discard pile (2.1.f), and an effect may
have a player play a card (5.1.1.d), for free (7.3.26), from there: they may play it from their Discard pile.

Played: tests/scenarios/rules/s49/2.1.f-follow-*.yaml (test cards in tests/data/s49-follow/): thirteen fail before
the fix, the two neighbours ("Draw that many cards", you doing the move) pass before and after.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from altered.effects.context import Ctx
from readings import effect, outcomes

SCENARIOS = Path(__file__).parent / "scenarios" / "rules" / "s49"

# the auditor's 19 texts (report §2, class A); the {J}/{H} ones were written for v5.0 (they read alike in both)
AUDITED = [
    "{J} Each opponent puts a card from their hand in Reserve. Exhaust it.",
    "{J} Target opponent puts a card from their hand in Reserve. It gains 1 boost.",
    "{J} Target opponent puts a card from their hand in Reserve. If they do, it gains 1 boost.",
    "{J} Target opponent puts a card from their hand in Reserve, then it gains 1 boost.",
    "{J} Target opponent chooses a card in their hand. They put it in Reserve. Exhaust it.",
    "{J} Target opponent chooses a Character they control. They send it to Reserve. Then, exhaust it.",
    "{J} Target opponent puts a card from their hand in Reserve. If it's a Character, it gains 1 boost.",
    "{H} Target opponent puts two cards from their hand in Reserve. Exhaust them.",
    "Target opponent puts a card from their hand in Reserve. Exhaust it.",
    "Target opponent puts a card from their hand in Reserve. If they do, exhaust it.",
    "Target opponent sends a Character they control to Reserve. Exhaust it.",
    "Target opponent sends a Character they control to Reserve. It gains 1 boost.",
    "Target opponent sacrifices a Character. Return it to its owner's hand.",
    "Target opponent discards a card from their hand. Put it in its owner's Reserve.",
    "Target player sends a Character they control to Reserve. Exhaust it.",
    "Target opponent puts a card from their hand in Reserve. They exhaust it.",
    "Target opponent sends a Character they control to Reserve. Then, they exhaust it.",
    "Target opponent discards a card from their hand. If they do, they put it in Reserve.",
    "Choose a Character an opponent controls. Its controller sends it to Reserve. Exhaust it.",
]

PLAYERS_STEPS = ("as_player", "each_player")


@pytest.mark.parametrize("text", AUDITED)
def test_the_reading_names_in_a_later_step_what_the_other_players_step_moved(text):
    """The reading was right and stays so: the card the other player's step chose is bound, and a later step,
    outside that step, names it (1.4.7.b; 7.2.4.a)."""
    steps = effect(text)
    i = next(n for n, s in enumerate(steps) if any(k in s for k in PLAYERS_STEPS))
    inside = json.dumps(steps[i])
    assert '"chosen"' in inside
    assert json.dumps({"var": "chosen"}) in json.dumps(steps[i + 1:])


def _outcomes(names, edition=None):
    return outcomes([SCENARIOS / f"2.1.f-follow-{name}.yaml" for name in names], edition)


FIXED = ("target-opponent-puts-a-card-in-reserve-exhaust-it",          # put in Reserve (the auditor's #9)
         "each-opponent-puts-a-card-in-reserve-exhaust-it",            # #1, each opponent in turn, v5.0
         "target-opponent-puts-two-cards-in-reserve-exhaust-them",     # #8, two objects, v5.0
         "if-its-a-character-it-gains-1-boost",                        # #7, after a test, v5.0
         "they-exhaust-it-in-a-second-sentence",                       # #16, the same player's second step
         "target-opponent-sends-a-character-to-reserve-exhaust-it",    # #11, send to Reserve
         "they-send-it-to-reserve-then-exhaust-it",                    # #6, v5.0
         "target-player-yourself-sends-a-character-exhaust-it",        # #15, the target player is you
         "its-controller-sends-it-to-reserve-exhaust-it",              # #19, "Its controller ..."
         "target-opponent-sacrifices-return-it-to-its-owners-hand",    # #13, sacrifice
         "target-opponent-discards-put-it-in-its-owners-reserve",      # #14, discard
         "if-they-do-they-put-it-in-reserve",                          # #18, v5.0
         "discarded-from-reserve-they-may-play-it-for-free")           # the UNCLEAR one, v5.0
NEIGHBOURS = ("neighbour-draw-that-many-cards", "neighbour-put-a-card-in-reserve-exhaust-it")


def test_the_scenarios_play_right():
    """Each named its edition (the {J}/{H} ones v5.0's); the 13 fixed ones failed before, the neighbours did not."""
    for outcome in _outcomes(FIXED + NEIGHBOURS):
        assert outcome.passed, f"{outcome.file}: " + "\n".join(outcome.problems)


def test_the_scenarios_of_the_rules_as_written_play_right_under_v5_too():
    names = [n for n in FIXED + NEIGHBOURS
             if "\nedition:" not in (SCENARIOS / f"2.1.f-follow-{n}.yaml").read_text()]
    assert len(names) == 9
    for outcome in _outcomes(names, edition="5.0"):
        assert outcome.passed, f"{outcome.file}: " + "\n".join(outcome.problems)


# -- new wordings of the same shape, played in both editions -----------------------------------------------------------

CARDS = """\
set: {{code: FLN, name: Follow new}}
cards:
  - {{ref: FLN_CASTER, version: FLN-001-C, name: Caster, faction: Bravos, type: Spell, rarity: common, hand_cost: 0,
     reserve_cost: 0, text: "{text}"}}
  - {{ref: FLN_WREN, version: FLN-002-C, name: Wren, faction: Lyra, type: Character, rarity: common, hand_cost: 1,
     reserve_cost: 1, forest: 1, mountain: 1, water: 1, text: ""}}
  - {{ref: FLN_FINCH, version: FLN-003-C, name: Finch, faction: Lyra, type: Character, rarity: common, hand_cost: 1,
     reserve_cost: 1, forest: 1, mountain: 1, water: 1, text: ""}}
"""

SCENARIO = """\
scenario: "{text}"
cards: [cards.yaml]
{edition}phase: Afternoon
players:
  1:
    Hand: [Caster]
  2:
{two}
run:
  - play: {{player: 1, card: Caster, from: Hand}}
choices: [{choices}]
expect:
{expect}
"""

NEW = [   # text, player 2's zones, choices, expectations (1.4.7.b, 2.1.f; 7.3.25 sacrifice)
    ("Target opponent sacrifices a Character. Put it in its owner's Reserve.",
     "    Expedition: {hero: [Wren]}", "", ["{player: 2, card: Wren, zone: Reserve}"]),
    ("Each opponent sends a Character they control to Reserve. It gains 1 boost.",
     "    Expedition: {hero: [Wren]}", "", ["{player: 2, card: Wren, zone: Reserve, counters: {boost: 1}}"]),
    ("Target opponent discards a card from their hand. Return it to its owner's hand.",
     "    Hand: [Wren]", "", ["{player: 2, zone: Hand, cards: [Wren]}", "{player: 2, zone: Discard, cards: []}"]),
    ("Target opponent puts two cards from their hand in Reserve. They exhaust them.",
     "    Hand: [Wren, Finch]", "", ["{player: 2, card: Wren, zone: Reserve, statuses: [Exhausted]}",
                                    "{player: 2, card: Finch, zone: Reserve, statuses: [Exhausted]}"]),
    ("Target opponent sacrifices a Character, then return it to its owner's hand.",
     "    Expedition: {hero: [Wren]}", "", ["{player: 2, zone: Hand, cards: [Wren]}"]),
    ("Target player puts a card from their hand in Reserve. If they do, it gains 1 boost.",
     "    Hand: [Wren]", '{player: 1, pick: "player 2"}', ["{player: 2, card: Wren, zone: Reserve, counters: {boost: 1}}"]),
]


@pytest.mark.parametrize("edition", [None, "5.0"])
@pytest.mark.parametrize("text, two, choices, expect", NEW)
def test_new_wordings_follow_the_card_moved(tmp_path, text, two, choices, expect, edition):
    from altered.simulation.scenario import run_files
    (tmp_path / "cards.yaml").write_text(CARDS.format(text=text))
    path = tmp_path / "s.yaml"
    path.write_text(SCENARIO.format(text=text, two=two, choices=choices, edition=f'edition: "{edition}"\n' if edition else "",
                                    expect="".join(f"  - {e}\n" for e in expect)))
    [outcome] = run_files([path])
    assert outcome.passed, "\n".join(outcome.problems)


# -- the mechanism -----------------------------------------------------------------------------------------------------

def test_a_move_recorded_in_a_child_is_the_record_of_the_contexts_it_was_made_in():
    """Ctx.moves: one record for the effect (2.1.f-g), lent up the chain; a context made before the move (a
    sibling) finds it through the chain (Ctx.recorded); a record already there is the one used."""
    top = Ctx(None, 0, None, {})
    sibling = top.child()
    inner = top.child(you=1).child()
    follow, was = inner.moves()
    assert top.follow is follow and top.was is was
    assert sibling.follow is None and sibling.recorded("follow") is follow
    again = top.child()
    assert again.moves() == (follow, was)
    own = Ctx(None, 0, None, {})
    own.follow = {}
    assert own.child().moves()[0] is own.follow
