"""Refusal messages that misled, round 4 (issue 31; audits J1 §4 and J2 §3b of session 52). A text the engine can't
read is refused at its place with one line saying what to write, never advising a form the engine refuses; each
wording a message suggests is read here, both editions.

Decided:
- advice that led to another refusal: "moves to another Expedition" was told "switches Expeditions", and the trigger
  "When a Character switches Expeditions —" was then refused bare. Both now say that a trigger on a Character
  switching Expeditions (7.3.28) is not read yet; the effect "Target Character switches Expeditions." reads.
- "on top of your deck" was told "expected 'the'", then "on the top of" "expected 'bottom'": both are now told that
  a card goes on the bottom of a deck, and that cards looked at and not moved stay on top ("Put them back in any
  order" too).
- "When you discard a card from your Reserve —" was told "When you [Discard] —", which reads but drops the zone: the
  message now says that [Discard] in a trigger hears a discard from any zone (7.3.5) and that one zone alone is not
  read yet.
- misleading: "When I'm readied/targeted —", "When my Expedition is ahead —" ("expected 'sacrificed'"); "Each
  player looks at" ("did you mean 'look'?"); "When an opponent's Character gains [[Asleep]] —" (the [Asleep]
  keyword action's message, for a status in double brackets: now the "Character an opponent controls" hint).
- bare parser errors: "Until Night" / "Until your next turn" (a duration is 'this turn', 'this Afternoon', 'this
  Day', 2.2.14.a), "during Night" after a trigger or at the head of an effect, "If it's your turn / Night" (no
  condition asks it: a Reaction at a phase, 2.2.11.l). Statuses granted by a passive ("are [[Anchored]]") were
  mended by msgs52 and are not redone here.
No reading changes: the texts refused here were refused before (only their messages differ).
"""
from __future__ import annotations

import pytest

from readings import reads, refused_at, refused_in, refused_saying

EDITIONS = [None, "5.0"]


# -- 1. advice that led to another refusal --------------------------------------------------------------------------
SWITCH = ("trigger on a Character switching Expeditions (7.3.28) is not read yet",
          "'switches Expeditions' is read in an effect")


@pytest.mark.parametrize("text,word", [
    ("When a Character switches Expeditions — Draw a card.", "switches"),            # audit J1 507-509
    ("When I switch Expeditions — Draw a card.", "switch"),
    ("When a Character you control switches Expeditions — I gain 1 boost.", "switches"),
    ("When target Character switches Expeditions — Draw a card.", "switches"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_trigger_on_switching_expeditions_is_said_not_read(text, word, edition):
    refused_saying(text, word, SWITCH, "Target Character switches Expeditions.", edition)


@pytest.mark.parametrize("text", [
    "When a Character moves to another Expedition — Draw a card.",                     # audit J1 16, 66, 461, 465
    "When I move to your other Expedition — Draw a card.",
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_moving_to_another_expedition_in_a_trigger_is_told_the_trigger_is_not_read(text, edition):
    refused_saying(text, "to ", ("'switches Expeditions'", "a trigger on a Character changing Expeditions",
                                 "is not read yet"), "Target Character switches Expeditions.", edition)


TOP = ("a card is put on the bottom of a deck", "on top of a deck is not read yet", "stay on top")
LOOK_BOTTOM = ("Put target Character on the bottom of its owner's deck.",
               "Look at the top two cards of your deck. Put one of them in your hand and the other on the bottom of "
               "your deck.")


@pytest.mark.parametrize("text", [
    "Put a card from your Reserve on top of your deck.",                               # audit J2 3b
    "Put a card from your Reserve on the top of your deck.",
    "Put target Character on top of its owner's deck.",
    "Look at the top two cards of your deck. Put one of them in your hand and the other on top of your deck.",
    "Look at the top two cards of your deck. Put one of them in your hand and the other on the top of your deck.",
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_on_top_of_a_deck_is_told_the_bottom_and_the_look(text, edition):
    e = refused_at(text, "top of", edition)
    for said in TOP:
        assert said in e.message, e.message
    assert "expected 'the'" not in e.message and "expected 'bottom'" not in e.message, e.message
    for wording in LOOK_BOTTOM:
        reads(wording, edition)


@pytest.mark.parametrize("text", [
    "{J} Look at the top three cards of your deck. Put them back in any order.",       # audit J2 3b
    "{J} Look at the top two cards of your deck. Put them back on top in any order.",
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_putting_cards_looked_at_back_is_said_not_read(text, edition):
    refused_saying(text, "back", ("not put back or reordered yet", "stay on top"), LOOK_BOTTOM[1], edition)


DISCARD = ("'When you [Discard] \u2014' (7.3.5)", "hears a card discarded from any zone", "alone is not read yet")


@pytest.mark.parametrize("text,zone", [
    ("When you discard a card from your Reserve — I gain 1 boost.", "Reserve"),        # audit J1 29, 30, 370, 371
    ("When you discard a card from your hand — I gain 1 boost.", "hand"),              # 428, 438
    ("When an opponent discards a card from their hand — Draw a card.", "hand"),
    ("When you discard one or more cards from your Reserve — Draw a card.", "Reserve"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_discard_trigger_from_a_zone_is_told_the_zone_is_dropped(text, zone, edition):
    refused_saying(text, "discard", DISCARD + (f"a discard from the {zone} alone",),
                   "When you [Discard] \u2014 I gain 1 boost.", edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_discard_trigger_without_a_zone_keeps_its_message(edition):
    e = refused_at("When you discard a card — I gain 1 boost.", "discard", edition)
    assert "a trigger on discarding is written with the keyword action in brackets (7.3)" in e.message, e.message
    assert "alone is not read yet" not in e.message, e.message


# -- 2. hints that misled ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,word", [
    ("When I'm readied — Draw a card.", "readied"),                                    # audit J1 99
    ("When I'm targeted — Draw a card.", "targeted"),                                  # 106, 107
    ("When my Expedition is ahead — Draw a card.", "ahead"),                           # 109
    ("When a Character you control is targeted — I gain 1 boost.", "targeted"),
    ("When my Expedition is behind — Draw a card.", "behind"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_passive_trigger_is_not_told_sacrificed(text, word, edition):
    e = refused_at(text, word, edition)
    assert "expected 'sacrificed'" not in e.message and "did you mean" not in e.message, e.message
    refused_saying(text, word, (f"'When ... is {word} \u2014' is not read as a trigger", f"being {word} is no event"),
                   ("When I'm sacrificed \u2014 Draw a card.", "When you exhaust me \u2014 Draw a card.",
                    "When I gain [[Asleep]] \u2014 Draw a card."), edition)


@pytest.mark.parametrize("text", [
    "Each player looks at the top card of their deck.",                                # audit J2 3b
    "Target opponent looks at the top two cards of their deck.",
    "{J} Each opponent looks at the top card of their deck.",
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_another_player_looking_is_not_told_look(text, edition):
    e = refused_at(text, "looks", edition)
    assert "did you mean" not in e.message, e.message
    refused_saying(text, "looks", ("the one who looks at cards is the controller", "another player looking is not "
                                   "read yet"),
                   ("Look at the top two cards of your deck.", "Look at target opponent's hand.",
                    "Reveal the top card of your deck."), edition)


@pytest.mark.parametrize("text", [
    "When an opponent's Character gains [[Asleep]] — Draw a card.",                    # audit J1 410
    "When an opponent's Character gains [[Anchored]] — Draw a card.",
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_an_opponents_character_gaining_a_status_is_told_an_opponent_controls(text, edition):
    e = refused_at(text, "Character", edition)
    assert "keyword action" not in e.message, e.message
    refused_saying(text, "Character", "'Character an opponent controls'",
                   "When a Character an opponent controls gains [[Asleep]] \u2014 Draw a card.", edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_keyword_action_in_a_trigger_keeps_its_message(edition):
    """Single brackets are still the keyword action [Asleep] (Comprehensive Rules 5.0), whose trigger is not read."""
    e = refused_in("When a Character [Asleeps] — Draw a card.", edition)
    assert "the keyword action [Asleep] is read in an effect" in e.message, e.message


# -- 3. bare parser errors --------------------------------------------------------------------------------------------
UNTIL = ("'this turn', 'this Afternoon' or 'this Day' (2.2.14.a)",)
UNTIL_READS = ("The next Spell you play this turn costs {1} less.", "Target Expedition can't move forward this Day.",
               "Target Character gains 2 boosts.")


@pytest.mark.parametrize("text,said", [
    ("{J} Until Night, I gain 1 boost.", "Until Night"),                               # audit J1 305
    ("{J} Until your next turn, I gain 1 boost.", "Until your next turn"),             # 304
    ("{J} Until Dusk, target Character gains 1 boost.", "Until Dusk"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_until_a_phase_is_told_the_durations_that_read(text, said, edition):
    refused_saying(text, "Until", UNTIL + (f"an effect that lasts '{said}' is not read",), UNTIL_READS, edition)


@pytest.mark.parametrize("text,word", [
    ("When a Character joins your Expeditions during the Afternoon — Draw a card.", "during"),   # audit J1 18
    ("When I go to Reserve during Night — Draw a card.", "during"),                               # 696-698
    ("When a Character you control is sacrificed during Night — Draw a card.", "during"),
    ("{J} During Night, draw a card.", "During"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_during_a_phase_is_said_read_after_some_triggers_only(text, word, edition):
    refused_saying(text, word, ("'during ...' is read after some triggers only", "here it is not read yet",
                                "(2.2.11.l)"),
                   ("When a card leaves your Reserve during the Afternoon \u2014 Draw a card.",
                    "At Dusk \u2014 Draw a card."), edition)


@pytest.mark.parametrize("text,word", [
    ("{J} If it's your turn, draw a card.", "your"),                                   # audit J1 377
    ("{J} If it's their turn, draw a card.", "their"),                                 # 378
    ("{J} If it's Night, draw a card.", "Night"),                                      # 379
    ("{J} If it is the Afternoon, draw a card.", "Afternoon"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_whose_turn_or_which_phase_is_said_no_condition(text, word, edition):
    refused_saying(text, word, ("whose turn it is, or which phase or Day, is not asked by a condition yet",
                                "(2.2.11.l)"), "At Dusk \u2014 Draw a card.", edition)
