"""Audit J1 (session 52), class B, and a finding of msgs52 (issue 31): the card a "When you play ..." trigger names.

1. "When you play a Spell — If it's [[Fleeting]], draw a card." (auditor's 479, 626) read right but never drew: the
   trigger bound "it" to the card after it left Limbo (the event's new object, engine/playing.py), in the Discard
   pile or the Reserve, where it has no status (2.4.1.c). Decided (the lead): last known information (2.1.h). The
   Spell the trigger names is the one played; once it has performed its effect and gone on (5.2.4.b), it is read
   as it last was, in Limbo. One mechanism: the event says the card went on (``PERFORMED``), the trigger binds the
   object played, and ``trigger_follows`` (engine/runtime.py, 2.1.f, trigfollow52) does not follow it to where it
   went, so ``found`` reads the gone object as it last was (effects/selectors.py). A step on such a Spell ("Put it
   in your hand") now changes nothing (2.1.i), as for any gone object; no bundled text says one.
   A Character played stays in play: "When you play a Character — If it's [[Fleeting]]" reads its present state
   (5.2.1.c: it keeps [[Fleeting]] in its Expedition), as before.
   "If it was [[Fleeting]]" (auditor's 627, UNCLEAR: it read the card before it was played, in Reserve, where it is
   never Fleeting) now reads the card as it was played (in Limbo, where a card played from Reserve gains
   [[Fleeting]], 5.2.1.b), for a Spell and for a Character alike: what a player means. "{J} If I was ..." (of me)
   is unchanged: before I was played (5.1.2). "If it was in your Reserve" after such a trigger would now never be
   true (as played, it was in Limbo): refused at "was", saying to name the zone in the trigger ("When you play a
   Spell from your Reserve").
2. "{J} Each player chooses a Character they control. It gains 1 boost." (msgs52: the boost step outside the
   per-player loop, only the last pick?): played, each player's pick gains the boost (1.4.5: "it" names every
   Character chosen, one per player; known.md). It was right: a scenario keeps it so, new wordings read the same.

Played: tests/scenarios/rules/s52/*-played52-*.yaml (test cards tests/data/s52-played/), both editions. Before the
fix 2.1.h-played52-is-fleeting-from-reserve-draws, -was-fleeting-from-reserve-draws and
-character-was-fleeting-draws failed (no draw); -is-fleeting-from-hand-no-draw, 5.2.1.c-...-character-is-fleeting
and 1.4.5-...-each-player-chooses passed before and after (the neighbours kept right).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import effect_in, reads, refused_at, scenarios_play

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios" / "rules" / "s52"
EDITIONS = [None, "5.0"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_2_1_h_the_played_card_is_read_as_it_was_played(edition):
    scenarios_play(SCENARIOS, "*-played52-*.yaml", edition=edition, count=6)


# the auditor's texts and new wordings of the same shape: a test of the card played, now or as it was played
READ = [
    "When you play a Spell — If it's [[Fleeting]], draw a card.",
    "When you play a Spell — If it was [[Fleeting]], draw a card.",
    "When you play a Spell — If it isn't [[Fleeting]], I gain 1 boost.",
    "When an opponent plays a Spell — If it's [[Fleeting]], I gain 1 boost.",
    "When you play a Character — If it's [[Fleeting]], draw a card.",
    "When you play a Character — If it was [[Fleeting]], draw a card.",
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", READ)
def test_2_1_h_a_test_of_the_card_played_reads(text, edition):
    steps = effect_in(text, edition)
    assert "Fleeting" in repr(steps) and "'it'" in repr(steps), steps


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,zone", [
    ("When you play a Spell — If it was in your Reserve, draw a card.", "Reserve"),
    ("When you play a Character — If it was in your Reserve, I gain 1 boost.", "Reserve"),
    ("When an opponent plays a Spell — If it was in their hand, I gain 1 boost.", "Hand"),
])
def test_2_1_h_where_the_card_played_was_is_refused_at_was(text, zone, edition):
    """As played it was in Limbo (5.1.2.g): a place it was in is never true; the trigger says where it was
    played from (5.1.2), and that wording reads."""
    e = refused_at(text, "was", edition)
    assert "as it was played" in e.message and f"When you play ... from your {zone} — " in e.message, e.message
    reads("When you play a Spell from your Reserve — Draw a card.", edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_5_1_2_of_me_was_is_still_before_i_was_played(edition):
    """"{J} If I was in your Reserve": of me, "was" reads me before I was played (5.1.2), unchanged."""
    steps = effect_in("{J} If I was in your Reserve, draw a card.", edition)
    assert "Reserve" in repr(steps), steps


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} Each player chooses a Character they control. It gains 1 boost.",
    "{J} Each player chooses a Character they control. It gains [[Anchored]].",
    "{J} Each opponent chooses a Character they control. It gains 2 boosts.",
])
def test_1_4_5_each_player_chooses_it_is_every_pick(text, edition):
    """The step on "It" follows the loop and reads the name every player's choice adds to (1.4.5)."""
    loop, step = effect_in(text, edition)
    [choice] = loop["each_player"]["do"]
    assert choice["choose"]["as"] == "chosen", loop
    assert "{'var': 'chosen'}" in repr(step) and "each_player" not in repr(step), step


def test_the_trigger_follows_a_card_that_performed_its_effect_to_a_visible_zone():
    """trigger_follows (2.1.f): since spellit54 a Spell gone on from a play is followed to the Reserve or the Discard
    pile (both visible) for its steps; its conditions still read it as played (2.1.h, selectors.read_as_played:
    tests/test_cardtext_audit_spellit54.py)."""
    from types import SimpleNamespace as NS
    from altered.engine.runtime import trigger_follows as followed
    assert followed(NS(zone=NS(spec=NS(visibility="visible")), face_down=False))
    assert not followed(NS(zone=NS(spec=NS(visibility="hidden")), face_down=False))
    assert not followed(NS(zone=NS(spec=NS(visibility="visible")), face_down=True))
