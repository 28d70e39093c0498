"""Audit s54 P3 §3 U1 (outside, issue 31): "When another Character goes to Reserve" heard Character *cards* put in a
Reserve from a deck ([Resupply], "Each player puts the top card of their deck in their Reserve": once per card) or
from a hand, while "... you control" / "... an opponent controls" did not (nobody controls a card in a deck or hand).

Decided (the lead, session 54): 2.2.1.h (same number in 3.0 and 5.0) — "a [type]" in a cost or effect is an object in
play of that type unless a zone is said — and 2.1.j — cards in hidden zones (a deck, a hand) are no objects. So a
``moves`` trigger about another object named by a type and no place ("When a Character goes to Reserve", "When
another Character goes to Reserve", "When a Permanent goes to Reserve") hears only one that was in play (it leaves
the Expedition zone at Rest, or is sent from play by an effect), tested where the object was as "you control" tests
it (zones.yaml's ``in_play``, 7.5.4.a). A trigger that says where from keeps saying it: "from your hand", "from the
Expedition zone", and "from anywhere" (``anywhere: true``: any zone, a deck or a hand too). "a card" names no type:
any card, as before. Self-move triggers ("When I go to Reserve") are unchanged (6.3.c-e).

The Discard pile alike (one rule, one mechanism): "When a Character goes to Discard pile" hears a Character leaving
play, not a Character card discarded from a hand. ("When a Character is discarded" and "is put in Reserve" are not
read: refused, the message saying to write "goes to".)

Bundled readings: the three "When I go to Reserve from anywhere" cards (TBF Alizé AX_32 C/R1/R2) now carry
``anywhere: true`` (a self-move trigger: plays as before). No other change.

Played: tests/scenarios/rules/s54/*-reserveobj-*.yaml on tests/data/s54-reserveobj/, both editions: the four
"not heard" ones fail before the fix and pass after; the four "heard" ones (from play at Rest or by an effect, "from
anywhere" from a deck, discarded from play) pass before and after.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import reads, scenarios_play, shown_and_read_back

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios" / "rules" / "s54"
EDITIONS = [None, "5.0"]

FIXED = [
    "2.2.1.h-reserveobj-resupply-from-deck-not-heard",
    "2.2.1.h-reserveobj-each-deck-not-heard",
    "2.2.1.h-reserveobj-from-hand-not-heard",
    "2.2.1.h-reserveobj-discard-from-hand-not-heard",
]
NEIGHBOURS = [
    "2.2.1.h-reserveobj-sent-from-play-heard",
    "2.2.1.h-reserveobj-rest-from-play-heard",
    "2.2.1.h-reserveobj-from-anywhere-deck-heard",
    "2.2.1.h-reserveobj-discard-from-play-heard",
    "2.1.j-reserveobj-spell-from-limbo-heard",     # a Spell leaving Limbo is an object (2.1.j): heard
]


def _moves(text: str, edition) -> dict:
    [ability] = reads(text, edition)
    return ability["reaction"]["trigger"]["moves"]


# a type and no place: an object in play (2.2.1.h); nothing in the data but the type, as before
IN_PLAY = [
    ("When another Character goes to Reserve — I gain 1 boost.", {"type": "Character", "not": "self"}, "Reserve"),
    ("When a Character goes to Reserve — I gain 1 boost.", {"type": "Character"}, "Reserve"),
    ("When a Permanent goes to Reserve — I gain 1 boost.", {"type": "Permanent"}, "Reserve"),
    ("When a Character goes to Discard pile — I gain 1 boost.", {"type": "Character"}, "Discard"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,what,to", IN_PLAY, ids=[t for t, _, _ in IN_PLAY])
def test_2_2_1_h_a_type_with_no_place_reads_with_no_zone_said(text, what, to, edition):
    """2.2.1.h: no ``from`` and no ``anywhere``: the trigger hears an object in play (tested in ``_moves``)."""
    assert _moves(text, edition) == {"what": what, "to": to}


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "When another Character goes to Reserve from anywhere — I gain 1 boost.",
    "When a Character goes to Reserve from anywhere — I gain 1 boost.",
    "When I go to Reserve from anywhere — I gain 1 boost.",
])
def test_from_anywhere_says_so(text, edition):
    """"from anywhere" is kept: any zone, a deck or a hand too."""
    moves = _moves(text, edition)
    assert moves.get("anywhere") is True and "from" not in moves


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,frm", [
    ("When a Character goes to Reserve from your hand — I gain 1 boost.", "Hand"),
    ("When a Character goes to Reserve from the Expedition zone — I gain 1 boost.", "Expedition"),
])
def test_a_place_said_is_kept(text, frm, edition):
    moves = _moves(text, edition)
    assert moves["from"] == frm and "anywhere" not in moves


@pytest.mark.parametrize("text,shown", [
    ("When another Character goes to Reserve — I gain 1 boost.",
     "Reaction — when: a Character other than me goes from a visible zone to Reserve · effect: I gain 1 boost counter"),
    ("When a Character goes to Discard pile — I gain 1 boost.",
     "Reaction — when: a Character goes from a visible zone to Discard · effect: I gain 1 boost counter"),
    ("When another Character goes to Reserve from anywhere — I gain 1 boost.",
     "Reaction — when: a Character other than me goes from anywhere to Reserve · effect: I gain 1 boost counter"),
    ("When a card goes to Reserve — I gain 1 boost.",
     "Reaction — when: a card goes to Reserve · effect: I gain 1 boost counter"),
    ("When I go to Reserve — I gain 1 boost.", "Reaction — when: I go to Reserve · effect: I gain 1 boost counter"),
    ("When I go to Reserve from anywhere — I gain 1 boost.",
     "Reaction — when: I go from anywhere to Reserve · effect: I gain 1 boost counter"),
])
def test_the_reading_says_where_from_and_reads_back(text, shown):
    shown_and_read_back(text, shown)


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_scenarios_play_right(edition):
    scenarios_play(SCENARIOS, "*-reserveobj-*.yaml", FIXED + NEIGHBOURS, edition)
