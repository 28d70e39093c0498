"""Issue 31, session 60: the classes outside audits S16A and S16B (session 59's tree) left open.

- S16A W1 a status given to a card in a Discard pile, a hand or a deck counted as done ("Exhaust target card in your
  Discard pile. If you do"): such cards have no status (2.4.1.c); the step asks whether the object can have it where
  it is (zones.yaml ``keeps_statuses``), and so does an offer ("You may exhaust it") before it is made.
- S16A W3 a Landmark Permanent gained [[Fleeting]]: it never has it, in any zone (remark under 2.4.6.b): statuses.yaml
  declares the kinds of card a status is never on (``never_on``).
- S16A W2 a Spell put in an Expedition joined it: a card that performs an effect never joins a zone in play (5.2.b,
  5.1.2.i; play.yaml ``effect_types``): it stays where it is, and the step is not done.
- S16A W4 [Switches Expeditions] of an object in no Expedition counted as done (7.3.28.a); so did [Defect].
- S16A W7 a card moved to the zone it is in (a Discard pile to the Discard pile) counted as done (7.3.5.a).
- S16B W1 (5.0) "That opponent" after [Defect] or [Take Control] of an opponent's Character named its new controller:
  the player who controlled it as the step started (2.1.h; engine/state.former); so does "that opponent" of "When a
  Character leaves an opponent's Expedition": the event names the object as it was, and as it is, as a move's does.
- S15B W5 a token's own "When I leave the Expedition zone" was never activated: it ceases instead of joining a zone,
  yet it still leaves (2.1.e, 6.3.f). (Its W3, an action done on nothing heard, is the seeds' 1.2.7.d: an event on an
  empty set is still an event, tests/test_rules_play_process.py.)
Outside audits S17A/S17B of this session's first tree (1,524 texts):
- S17A W1 "You may <step on it / me>. If you do" asked only whether the offer was accepted, where the step could not
  be done (it can't gain counters, "me" gone): a step on the trigger's object tells whether it can be (can_pay), and
  what can't be done is not offered (1.2.5.c, 6.5.f).
Outside audits S18A/S18B of this session's second tree (1,461 texts; S18B found no wrong reading):
- S18A W1/W2 a second "If you do" right after a branch whose step may not be done ("You may exhaust target Character.
  If you do, it gains [[Asleep]]. If you do, draw a card.", "Exhaust target Character. If you do, I gain [[Asleep]].
  If you do, ..."): asked of the offer or of the step before the first test, though 6.5.f asks of the step just
  before. Refused, as the same text without "You may" was (an offer's name stands for what its steps act on, and a
  step that may not be done on anything, "me" too, counts).
Outside audits S19A/S19B of this session's third tree (1,499 texts):
- S19A W1 "If a Character you control would gain [[Asleep]], ... instead" replaced a gain that could not be done (it
  was Asleep already, 2.4.1.f): no event, nothing to replace.
- S19B W2 a switch between one player's Expeditions was heard as leaving "your Expeditions", a set it stays in,
  though not as joining it (7.4.4.j; the rulings of The Monolith, Yeti). Its W1 (5.0: a token that joins another
  player's Expedition by [Defect] or [Take Control] is a token received, a Gift, 7.3.30.a) is left open.
- S17B W1 "your opponents" in the steps another player does named the opponents of that player: they are the
  ability's controller's, as "you" there is (7.2.3.a: the second person). "an opponent" with no "your" stays an
  opponent of the player doing them ("Each player exhausts a Character an opponent controls"), a decision.
Not changed, decided: a Hero can be sacrificed, since the seeds put the Hero zone in play (3.1.4.a); paying Mana
exhausts Mana Orbs, which "When you [Exhaust]" hears (1.2.5.e, 7.3.13)."""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import effect_in, refused_saying, scenarios_play

SCENARIOS = Path(__file__).parent / "scenarios" / "rules" / "s60"
BOTH = ["2.4.1.c-audit16a-no-status-in-a-discard-pile", "6.1.g-audit16a-none-can-be-exhausted-in-a-discard-pile",
        "2.4.6.b-audit16a-a-landmark-is-never-fleeting", "5.2.b-audit16a-a-spell-never-joins-an-expedition",
        "7.3.28.a-audit16a-no-switch-out-of-an-expedition", "7.3.5.a-audit16a-a-discarded-card-is-not-discarded-again",
        "2.4.1.c-audit16a-no-offer-to-exhaust-a-sacrificed-card", "2.1.e-audit15b-a-token-hears-itself-leave", "6.5.f-audit17a-an-offer-that-cannot-be-done-is-not-made",
        "7.2.3.a-audit17b-your-opponents-in-another-players-step", "2.4.1.f-audit19a-no-replacement-of-a-gain-that-cannot-be",
        "7.4.4.j-audit19b-a-switch-leaves-no-set-it-stays-in"]
FIVE = ["7.3.6.a-audit16b-that-opponent-after-a-defect", "7.3.6.a-audit16b-a-defect-leaves-that-opponents-expedition"]


@pytest.mark.parametrize("edition", [None, "5.0"])
def test_a_step_on_what_it_cannot_act_on_is_not_done(edition):
    scenarios_play(SCENARIOS, "*.yaml", BOTH, edition, besides=FIVE)


def test_that_opponent_after_a_change_of_controller_is_who_controlled_it():
    scenarios_play(SCENARIOS, "*.yaml", FIVE, "5.0", besides=BOTH)



@pytest.mark.parametrize("text, word", [
    ("{J} You may exhaust target Character. If you do, it gains [[Asleep]]. If you do, draw a card.", "If you do, draw"),
    ("{J} You may exhaust target Character. If you do, ready it. If you do, draw a card.", "If you do, draw"),
    ("When you play a Spell — Exhaust target Character. If you do, I gain [[Asleep]]. If you do, draw a card.",
     "If you do, draw"),
    ("When you play a Spell — Discard a card. If you do, exhaust me. If you do, draw a card.", "If you do, draw"),
    ("{J} Sacrifice a Character. If you do, I gain 1 boost. If you do, draw a card.", "If you do, draw"),
])
def test_a_second_if_you_do_after_a_step_that_may_not_be_done_is_refused(text, word):
    """6.5.f: "If you do" asks of the step just before it; after a branch whose step may not be done, does the second
    one ask of it or of the step before the first test? Not said: refused, saying to ask once (audit S18A W1, W2)."""
    refused_saying(text, word, ("may not be done", "6.5.f"), "{J} Exhaust target Character. If you do, draw a card.")


@pytest.mark.parametrize("text", [
    "{J} You may discard a card. If you do, target Character gains [[Asleep]]. If you do, draw a card.",
    "{J} Exhaust target Character. If you do, draw a card. If you do, I gain 1 boost.",
])
def test_a_second_if_you_do_after_a_step_always_done_or_on_a_new_choice_still_reads(text):
    """The second test asks of the branch's own choice, or of the first step where the branch's step keeps no trace
    (a draw, as decided before): read as before (audit S18A's control)."""
    assert effect_in(text, None)
