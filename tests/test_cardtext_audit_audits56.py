"""Issue 31: the outside audits of this session's tree (S4: what is asked of a step after it; S5: the whole
language, an invented set), their classes fixed, each played by the auditors' own scenarios on their cards (in
tests/scenarios/rules/s56/, cards in tests/data/s56-audit4/ and s56-audit5/); each failed before its fix (the one on
"You may [Take Control]" guards a fault of this session's tree, not of the last one), both editions.

S4 (881 texts):
- W1 "that many" after an exchange counted the object beside the step (always one): refused
  (test_cardtext_audit_changed56.py).
- W2 "You may exhaust up to two target Characters." was not offered when one target could not take the step: a step
  on objects chosen before the offer is offered if it can act on one of them (1.4.1.c), not paid whole as a cost.
- W3 "Choose two cards in your hand. Discard them. If you do": asked of what the action moved ("one at least"), not
  of the choice and the number it says; now of the choice, in full, as with Exhaust (6.5.f, 1.2.5.c).
- W4 "Choose target Character. Its Expedition [Moves Backwards]. If you do": the step on its Expedition records what
  it changed for the Character's name (effects/changes.py: a place of it), so at the origin it is not done (7.3.24.b).
- W5 "You may [Take Control] of target Character" was never offered: a keyword action on what is not chosen yet
  leaves the telling to its choice.
- W6 "Exhaust target Character. If you can't, ready it. If you do, ...": of which step? Refused at the later words.
- W7 "— You may send it to Reserve. If you do, ..." where "it" left before (another effect moved it, 2.1.i): not
  offered (nothing there, 1.4.1.c), so not done.
S5 (663 texts):
- W1 "Sacrifice another Character you control or sacrifice me" offered the impossible option (6.1.g): a mode that
  can't be done now is not offered; with none left, none is done. A choice of options of which one keeps what it
  chose and another nothing ("discard a card or pay {1}") keeps no trace: "If you do" after it asks of the "may".
- W3 "For each token you control, target Character gains 1 boost": Tough was paid at each turn of the loop; it is
  paid once per effect (7.4.7.f).
- W2 a Gigantic Character's condition on "my Expedition" / "the Expedition facing me" that counts or tests a terrain
  was judged on its two Expeditions together: each must meet it, the effect done once (7.4.4.k), in a step's "If"
  and a passive's (effects/expeditions.of_each_expedition). Left: "If I'm in {O}" (said of the card, not of its
  Expedition: an UNCLEAR of the audit).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import reads, refused_saying, scenarios_play

SCENARIOS = Path(__file__).parent / "scenarios" / "rules" / "s56"
BOTH = ["1.4.1.c-audit4-may-on-targets-offered-if-one-can", "1.4.1.c-audit4-may-ready-double-offered-if-one-can",
        "6.5.f-audit4-reactions-choose-two-sacrifice-them", "6.5.f-audit4-choose-two-discard-them-asks-two",
        "6.5.f-audit4-each-none-and-choose-two", "7.3.24.b-audit4-its-expedition-moves-backwards-ifdo",
        "1.4.1.c-audit4-may-on-it-gone-not-offered", "6.1.g-audit5-or-an-impossible-option-is-not-offered",
        "7.4.7.f-audit5-tough-once-in-a-loop", "7.4.4.k-audit5-gigantic-terrain-each-expedition",
        "7.4.4.k-audit5-gigantic-counts-each-expedition", "7.4.4.k-audit5-gigantic-more-each-expedition",
        "7.4.4.k-audit5-gigantic-passive-each-expedition"]
V5 = ["7.3.40-audit4-may-take-control-offered"]


@pytest.mark.parametrize("edition", [None, "5.0"])
def test_the_audits_scenarios_play_right(edition):
    scenarios_play(SCENARIOS, "*-audit[45]-*.yaml", BOTH, edition, besides=V5)


def test_you_may_take_control_is_offered():
    scenarios_play(SCENARIOS, "*-audit[45]-*.yaml", V5, "5.0", besides=BOTH)


@pytest.mark.parametrize("edition", [None, "5.0"])
@pytest.mark.parametrize("text, word", [
    ("{J} Exhaust target Character. If you can't, ready it. If you do, draw a card.", "If you do"),
    ("{J} Exhaust target Character. If you do, it gains [[Asleep]]. If you don't, draw a card.", "If you don't"),
    ("{J} Exhaust target Character. If you don't, it gains 1 boost. If you do, draw a card.", "If you do, draw"),
])
def test_a_test_after_a_branch_that_did_another_step_on_the_choice_is_refused(text, word, edition):
    refused_saying(text, word, ("Not said", "refused rather than read"),
                   "{J} Exhaust target Character. If you do, draw a card. If you can't, ready it.", edition)


# Audit S6 (755 texts, the final tree but these): four classes; two refused here (of which step, not said); W3 ("You
# may <cost> to <effect>. If you do": whether the cost was paid, 6.5.f) and W4 ("If you do, draw a card. If you do":
# of the same step, decided in session 48, tests/test_cardtext_audit_ifdid.py) are decisions kept
@pytest.mark.parametrize("edition", [None, "5.0"])
@pytest.mark.parametrize("text, word, says", [
    # W1: two branches each did a step of their own (6.5.d, 6.5.e, 7.3.19): of the last only, or of whichever ran?
    ("{J} If I'm in {M}, exhaust target Character. Otherwise, ready target Character. If you do, draw a card.",
     "If you do", "two branches before it each did a step"),
    ("{J} Roll a die. On a 1-3, exhaust target Character. On a 4-6, ready target Character. If you do, draw a card.",
     "If you do", "two branches before it each did a step"),
    # W2: a choice of actions one of which keeps no trace (6.5.g): asked of the other only
    ("{J} Discard a card from your hand or sacrifice me. If you do, draw a card.", "If you do", "keeps no trace"),
    ("{J} Sacrifice me or discard a card. If you do, draw a card.", "If you do", "keeps no trace"),
])
def test_if_you_do_of_which_step_is_refused(text, word, says, edition):
    refused_saying(text, word, (says, "ather than read"), None, edition)


@pytest.mark.parametrize("edition", [None, "5.0"])
@pytest.mark.parametrize("text", [
    "{J} If I'm in {M}, exhaust target Character and draw a card. Otherwise, ready target Character.",
    "{J} Choose one: • Discard a card, then draw a card. • Sacrifice me, then draw a card.",
    "{J} If there are no cards in your Reserve, exhaust target Character. If you do, draw a card.",
    "{J} Discard a card or sacrifice a Character. If you do, draw a card.",
])
def test_what_the_refusals_suggest_and_their_neighbours_read(text, edition):
    reads(text, edition)


@pytest.mark.parametrize("text, word, says, suggested", [
    ("{J} [Double] the boosts of target Character.", "boosts", "write the plain verb",
     ("{J} Double the boosts of target Character.", "{J} [Double] target Character.")),
    ("{J} Draw up to two cards.", "up", "never 'up to'", ("{J} Draw two cards.", "{J} You may draw a card.")),
])
def test_the_messages_the_audits_found_unhelpful_say_what_to_write(text, word, says, suggested):
    """Audits S3 §4 and S6 §4 of session 56: the bracketed [Double] with the plain verb's words; 'up to' cards drawn."""
    refused_saying(text, word, says, suggested)
