"""The past tense of a card's state (an outside audit of invented texts, class E and the tense family; issue 31:
every text read right or refused at its place with what to write).

- "{J} If I was in your Reserve, I gain 2 boosts." was never true when the card was played from Reserve: "was"
  read the card before its last move, which starts in Limbo (5.1.2.g). In an ability whose trigger hears me be
  played or enter play ({J}, {H}, {R}), "was" reads me before the play began (5.1.2, 6.3.k), and "If I was played
  from your Reserve" (refused before: "unexpected 'played'") asks where the play started.
- "Target Character gains 1 boost. If it was [[Boosted]], draw a card." read the state after the gain. The past
  tense means before: a test said after steps of its effect is made before them, as soon as what it is said of is
  chosen; where nothing moved or changed the card before the test ("At Noon — If I was [[Boosted]]", "Target
  Character that was [[Boosted]]"), what "was" refers to is not said: refused at "was".
- "If a Character was sent to Reserve this turn", "If you played a Spell this turn" ... failed with "unexpected
  'sent'". No condition can ask the events of a turn: refused with a message saying so and what to write.
- "When I'm sacrificed, if I was [[Boosted]] — Put me in my owner's Reserve, then exhaust me." was refused ("I am
  in the Discard zone"): a step that moves me is followed by the steps after it (2.1.f).
- (audit s45 C, class B) "I gain 1 boost. Send me to Reserve. If I was [[Boosted]], draw a card." was tested before
  the whole effect (and in a {J} ability, as I was before I was played): "was" of a card a step moved is the card
  just before that move (2.1.h), after the steps that changed it.

Played: tests/scenarios/v5/6.3.k-j-if-i-was-*.yaml, 6.3.k-gains-a-boost-if-it-was-boosted-*.yaml,
2.1.f-sacrificed-put-me-in-reserve-then-exhaust-me.yaml and 2.1.h-*-then-sent-*.yaml (test cards in
tests/data/v5/audit-was-cards.yaml), the first of each pair failing on the old reading.
"""
from __future__ import annotations

import pytest

from altered.cardtext.api import parse_abilities
from readings import effect, refused

pytestmark = pytest.mark.editions("5.0")

AS_I_WAS = {"was": "self"}


def _if(steps):
    return next(s["if"] for s in steps if isinstance(s, dict) and "if" in s)


# -- class E: "{J} If I was in <zone>" / "If I was played from <zone>" ------------------------------------------

@pytest.mark.parametrize("text, zone", [
    ("{J} If I was in your Reserve, I gain 2 boosts.", "Reserve"),             # the audit's 1.65
    ("{J} If I was in your hand, draw a card.", "Hand"),
    ("{R} If I was in your Reserve, draw a card.", "Reserve"),
    ("{J} If I wasn't in your Reserve, I gain 1 boost.", "Reserve"),
])
def test_6_3_k_if_i_was_in_a_zone_reads_me_as_i_was(text, zone):
    """5.1.2, 6.3.k: me as I was (at run time: before the play began, the card in the zone it was played from;
    played: 6.3.k-j-if-i-was-in-your-reserve-*.yaml)."""
    cond = _if(effect(text))
    cond = cond.get("not", cond)
    assert cond == {"matches": {"what": AS_I_WAS, "filter": {"zone": zone, "owner": "you"}}}


@pytest.mark.parametrize("text, zone", [
    ("{J} If I was played from your Reserve, I gain 2 boosts.", "Reserve"),
    ("{J} If I was played from Reserve, target opponent discards a card.", "Reserve"),      # the audit's 1.15
    ("{J} If I was played from your hand, draw a card.", "Hand"),                            # the audit's 1.64
    ("{R} If I was played from your Reserve, I gain 2 boosts.", "Reserve"),
    ("{J} I gain 1 boost. If I was played from your hand, draw a card.", "Hand"),
])
def test_5_1_2_if_i_was_played_from_a_zone_asks_where_the_play_started(text, zone):
    """5.1.2: where the play that put me in play started (played: 6.3.k-j-if-i-was-played-from-your-reserve*.yaml;
    false when I was put in play, not played)."""
    assert _if(effect(text)) == {"played_from": zone}


def test_5_1_2_if_i_was_not_played_from_and_either_zone():
    assert _if(effect("{J} If I wasn't played from your Reserve, I gain 2 boosts.")) == \
        {"not": {"played_from": "Reserve"}}
    assert _if(effect("{J} If I was played from your Reserve or I was played from your hand, draw a card.")) == \
        {"or": [{"played_from": "Reserve"}, {"played_from": "Hand"}]}


@pytest.mark.parametrize("text, words, says", [
    ("{H} If I was played from your Reserve, I gain 2 boosts.", "your Reserve",        # the audit's 1.14
     "says I was played from Hand, so 'If I was played from' Reserve is never true here: write it as a {R} ability"),
    ("{R} If I was played from your hand, draw a card.", "your hand", "write it as a {H} ability"),
    ("{J} If I was played from an opponent's Reserve, I gain 2 boosts.", "an opponent's Reserve",
     "played from its player's own zones (5.2.a)"),
    ("{J} If I was played from your Discard pile, I gain 2 boosts.", "your Discard pile",
     "a card is played from Hand or Reserve only (5.1)"),
    ("{J} If I'm played from your Reserve, I gain 2 boosts.", "your Reserve", "write 'If I was played from ...'"),
    ("At Noon — If I was played from your Reserve, I gain 2 boosts.", "your Reserve",
     "no trigger says I was played or entered play: write it in a {J} ability"),
    ("{J} Send target Character that was played from Reserve to its owner's Reserve.", "Reserve",  # the audit's 1.68
     "'was played from' is read of me only"),
])
def test_5_1_2_where_i_was_played_from_unknown_or_never_true_is_refused_at_the_zone(text, words, says):
    e = refused(text)
    assert text[e.column - 1:].startswith(words)
    assert says in e.message


# -- the past tense of a state: before the earlier steps, or refused ------------------------------------------

@pytest.mark.parametrize("text, status", [
    ("Target Character gains 1 boost. If it was [[Boosted]], draw a card.", "Boosted"),        # the audit's 8.51
    ("{J} Target Character gains 1 boost. If it was [[Boosted]], draw a card.", "Boosted"),
    ("Target Character loses [[Fleeting]]. If it wasn't [[Fleeting]], draw a card.", "Fleeting"),
    ("Exhaust target Character. If it was [[Exhausted]], draw a card.", "Exhausted"),
    # a step between that acts on it (after "Draw a card", "it" is refused: tests/test_cardtext_audit_trace.py)
    ("Target Character gains 1 boost. Its controller draws a card. If it was [[Boosted]], I gain 1 boost.",
     "Boosted"),
])
def test_6_3_k_was_after_earlier_steps_is_tested_before_them(text, status):
    """The test is made as soon as the target is chosen, before the steps that change it (played:
    6.3.k-gains-a-boost-if-it-was-boosted-*.yaml); the condition reads the name it was kept in."""
    steps = effect(text)
    assert "choose" in steps[0]
    kept = steps[1]["set"]
    assert kept["value"] == {"has_status": {"what": {"was": {"var": "target"}}, "status": status, "before": True}}
    cond = _if(steps)
    assert cond.get("not", cond) == {"var": kept["var"]}


def test_6_3_k_only_the_past_part_of_a_condition_is_made_before():
    steps = effect("Target Character gains 1 boost. If it was [[Boosted]] and you control a Plant, draw a card.")
    name = steps[1]["set"]["var"]
    assert _if(steps) == {"and": [{"var": name}, {"exists": {"subtype": "Plant", "controller": "you"}}]}


def test_6_3_k_i_was_after_a_step_of_a_j_ability_is_tested_before_it():
    """The audit's 8.52: before the gain, as I was before I was played (5.1.2)."""
    steps = effect("{J} I gain 1 boost. If I was [[Boosted]], draw a card.")
    assert steps[0] == {"set": {"var": "before", "value": {"has_status": {"what": AS_I_WAS, "status": "Boosted",
                                                                          "before": True}}}}
    assert "counters" in steps[1] and _if(steps) == {"var": "before"}


@pytest.mark.parametrize("text", [
    "{J} If I was [[Boosted]], draw a card.",                                  # the audit's 5.72: before I was played
    "When I leave the Expedition zone, if I was [[Fleeting]] — Draw a card.",  # last known information (6.3.k)
    "When I'm sacrificed, if I was not [[Fleeting]] — Put me in my owner's Reserve.",
    "When a Character leaves the Expedition zone — If it was [[Boosted]], draw a card.",
    "Discard a card. If it was a Spell, draw a card.",
    "When I gain [[Fleeting]] — I gain 1 boost.\nI can gain [[Fleeting]] even if I was already [[Fleeting]].",
])
def test_6_3_k_was_after_a_move_still_reads_as_it_was(text):
    assert parse_abilities(text)


# -- audit s45 C, class B: a step that changed the card, then one that moved it --------------------------------------

@pytest.mark.parametrize("text, subject, status, changed", [
    ("{J} I gain 1 boost. Send me to Reserve. If I was [[Boosted]], draw a card.", "self", "Boosted", 0),
    ("{J} Target Character loses 1 boost. Send it to its owner's Reserve. If it was [[Boosted]], draw a card.",
     {"var": "target"}, "Boosted", 1),
    ("{J} Target Character gains [[Asleep]]. Return it to its owner's hand. If it was [[Asleep]], draw a card.",
     {"var": "target"}, "Asleep", 1),
    # new wordings of the same shape
    ("Target Character gains 1 boost. Return it to its owner's hand. If it was [[Boosted]], draw a card.",
     {"var": "target"}, "Boosted", 1),
    ("{J} I gain [[Fleeting]]. Send me to Reserve. If I was [[Fleeting]], draw a card.", "self", "Fleeting", 0),
    ("Target Character loses [[Asleep]]. Its controller draws a card. Send it to its owner's Reserve. If it wasn't "
     "[[Asleep]], draw a card.", {"var": "target"}, "Asleep", 1),
])
def test_2_1_h_was_after_a_change_then_a_move_is_tested_just_before_the_move(text, subject, status, changed):
    """2.1.h, 6.3.k: "was" of a card a step moved is the card just before that move, after the steps before it
    changed it (it was tested before the whole effect, or as I was before I was played: played by
    tests/scenarios/v5/2.1.h-*-then-sent-*.yaml). Tested then, it is read as it is then."""
    steps = effect(text)
    at = next(i for i, s in enumerate(steps) if "set" in s)
    assert at > changed and "move" in steps[at + 1], steps
    kept = steps[at]["set"]
    assert kept["value"] == {"has_status": {"what": subject, "status": status}}, kept
    cond = _if(steps)
    assert cond.get("not", cond) == {"var": kept["var"]}


def test_2_1_h_a_move_as_the_first_step_is_the_move_was_is_before():
    """Nothing changed the card before the move, and the trigger's event brought it into play ({J}): "was" is
    just before that move (2.1.h), as in {H} (tests/test_cardtext_audit_was_moves.py). It read me as I was
    before I was played, out of play, never [[Boosted]] (session 46, issue 31: tests/test_cardtext_audit_left.py)."""
    steps = effect("{J} Send me to Reserve. If I was [[Boosted]], draw a card.")
    assert steps[0] == {"set": {"var": "before", "value": {"has_status": {"what": "self", "status": "Boosted"}}}}


def test_2_1_h_was_after_a_move_from_where_the_trigger_left_me_bare_is_refused():
    """Session 47 (issue 31): after a step that moves me again, "was" is just before that step, for every trigger
    that moved me (2.1.h); here I am then in the Discard pile, where a card is never Boosted (2.4.1.c, 2.5.b):
    never true, refused at "was" (it read me before the trigger's event, not what the rule says;
    tests/test_cardtext_audit_costs2.py)."""
    e = refused("When I'm sacrificed — Draw a card. Put me in my owner's Reserve. If I was [[Boosted]], draw a card.")
    assert "never true" in e.message


def test_6_3_k_was_of_a_card_another_player_moved_in_their_steps_reads_it_as_it_was():
    """The card is chosen and moved in the same step (the opponent's): no earlier point to test it at, and it
    moved, so "was" is its last known information (6.3.k), not hoisted."""
    steps = effect("{J} Target opponent sacrifices a Character. If it was [[Boosted]], draw a card.")
    assert not any("set" in s for s in steps)
    assert _if(steps) == {"has_status": {"what": {"was": {"var": "chosen"}}, "status": "Boosted", "before": True}}


@pytest.mark.parametrize("text, words", [
    ("{J} Target opponent exhausts a Character. If it was [[Boosted]], draw a card.", "was"),
    ("At Noon — If I was [[Boosted]], draw a card.", "was"),                   # the audit's 5.73
    ("{J} Target Character that was [[Boosted]] gains 1 boost.", "was"),      # the audit's 6.57
    ("{T} : If I was [[Boosted]], draw a card.", "was"),
    ("If target Character was [[Exhausted]], draw a card.", "was"),
    ("Each Character that was [[Boosted]] gains 1 boost.", "was"),
])
def test_6_3_k_was_that_nothing_before_explains_is_refused_at_was(text, words):
    e = refused(text)
    assert text[e.column - 1:].startswith(words)
    assert "what 'was' refers to is not said: write the present tense" in e.message


def test_6_3_k_h_if_i_was_boosted_is_never_true_and_refused():
    """The audit's 2.120: {H} is "When I am played from Hand" (7.1.1); before I was played I was in the hand,
    where a card has no statuses (2.4.1.c)."""
    text = "{H} If I was [[Boosted]], draw a card."
    e = refused(text)
    assert text[e.column - 1:].startswith("was")
    assert "before I was played I was in the Hand zone" in e.message and "never true" in e.message


# -- what happened earlier this turn: refused with what to write --------------------------------------------

@pytest.mark.parametrize("text", [
    "{J} If a Character was sent to Reserve this turn, draw a card.",                 # 1.62
    "{J} If a Character was sent to your Reserve this turn, I gain 1 boost.",         # 1.63
    "{J} If you played a Spell this turn, I gain 1 boost.",                     # 1.66
    "{J} Target Character that was played this turn gains 2 boosts.",               # 1.67
    "{J} If a Character left your Expedition this turn, draw a card.",    # 1.69
    "{H} If an opponent discarded a card this turn, I gain 1 boost.",          # 1.70
    "{J} If a Character was sacrificed this turn, I gain 1 boost.",             # 2.116
    "{J} If a card was discarded this turn, I gain 1 boost.",                    # 2.117
    "{J} If you sacrificed a Character this turn, draw a card.",            # 2.118
    "{J} If you discarded a card this turn, I gain 1 boost.",                # 2.119
    "{J} If a Character you control was sacrificed this turn, draw a card.",    # 6.51
    "{J} If I was played this turn, draw a card.",                                  # 6.52
    "{J} If you played a Character from your Reserve this turn, draw a card.",  # 6.53
    "{J} If an opponent played a Spell this turn, I gain 1 boost.",            # 6.54
    "{J} If two or more Characters joined your Expedition this turn, draw a card.",   # 6.55
    "If a card was discarded from your hand this turn, draw a card.",
    "If an opponent sacrificed a Character this Afternoon, draw a card.",
    "If you drew a card this turn, I gain 1 boost.",
    "If a Character was sacrificed this Day, draw a card.",
])
def test_4_2_what_happened_earlier_this_turn_is_refused_at_this_turn_with_what_to_write(text):
    """Refused at "this turn" (or "this Afternoon", "this Day"): the words no condition reads (the phrase
    earlier-this-duration, said once, ends each shape)."""
    e = refused(text)
    assert text[e.column - 1:].startswith("this ")
    assert "what happened earlier this turn (or Afternoon, Day) is not read" in e.message
    assert "Write a reaction to the event as it happens" in e.message


# -- a step that moves me is followed ----------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "When I'm sacrificed, if I was [[Boosted]] — Put me in my owner's Reserve, then exhaust me.",     # 7.8
    "When I'm sacrificed, if I was [[Boosted]] — Put me in my owner's Reserve. Exhaust me.",          # 6.64
    "When I'm sacrificed — Put me in my owner's Reserve, then I gain 1 boost.",
    "When I'm sacrificed — You may put me in my owner's Reserve. If you do, exhaust me.",
])
def test_2_1_f_a_step_after_one_that_put_me_in_reserve_finds_me_there(text):
    """2.1.f: the steps after a move find me where it put me (played:
    2.1.f-sacrificed-put-me-in-reserve-then-exhaust-me.yaml)."""
    steps = effect(text)
    assert any("move" in s for s in steps) or any("may" in s for s in steps)


@pytest.mark.parametrize("text, words", [
    ("When I'm sacrificed — Return me to my owner's hand, then exhaust me.", "exhaust"),
    ("When I'm sacrificed — Exhaust me.", "Exhaust"),
])
def test_2_1_f_a_step_where_the_moves_leave_me_bare_is_still_refused(text, words):
    e = refused(text)
    assert text[e.column - 1:].startswith(words)
    assert "where a card can't have or gain statuses" in e.message
