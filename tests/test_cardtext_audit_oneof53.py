""""<verb> one of them" after a step that moved the group (issue 31, audit K1 of session 52, class W1).

"Return two cards from your Reserve to your hand. Discard one of them." read ``choose 1 among chosen (those still
there)``: "there" is the zone the group *left*, so once it moved none of the cards was still there, nothing was
chosen and the step silently did nothing (the auditor's s01, s14-s19 and s52-s55, every destination). By the
rules a card moved is a new object (2.1.d), found again by the effect that moved it only where it went to a
visible zone (2.1.f); cards in a hand or a deck are not objects (3.1.3.d). So, as a class:

- after a step that moved the group to a visible zone (Reserve, Discard pile, Mana zone, Expedition or Landmark
  zone), "one of them" (an action's choice among the group) chooses among the moved cards *where they are now*:
  the group's name is bound again to the cards where they arrived (the move's ``as``; after a moving action,
  ``set`` to what it bound, "discarded", "sacrificed"), as "them" finds them there ("Put two cards from your hand
  in your Reserve. Exhaust them."; effects/selectors.found, ``ctx.follow``), and ``choose 1 among chosen (those
  still there)`` chooses there; "the other" after it is the rest there (3.2.2);
- after a step that moved the group to a hand or a deck for sure, refused at "one of them" with the message
  "it"/"them" get there (``Scope.sure_hidden``, ``Scope.not_followed``: one mechanism, hidden52);
- unchanged: "them" after a move, "If one of them is ..." after a move (last known information, 2.1.h), "one of
  them" after a look or a reveal that moved nothing (those still there, 2.1.e), "Each opponent reveals two cards
  ... Discard one of them" (known.md).

Played: tests/scenarios/rules/s53/2.1.f-oneof-*.yaml (test cards in tests/data/s53-oneof/cards.yaml): six fail
before the fix (the choice is never asked) and pass after; the seventh ("Put the top two cards of your deck in your
Reserve. Exhaust one of them.") played right before (that move binds the cards where they arrive) and still does.
The auditor's scenarios of moves to a hand or a deck (tests/data/s53-oneof/audit/) are refused at their words.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import dicts, effect_in, nested, refused_at, scenario_refused, scenarios_play

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios" / "rules" / "s53"
AUDIT = HERE / "data" / "s53-oneof" / "audit"
EDITIONS = [None, "5.0"]
GONE = "goes to a hand or a deck"


def _choices(steps) -> list:
    return [d["choose"] for d in dicts(steps) if isinstance(d, dict) and "choose" in d]


def _last_choice(text, edition=None) -> dict:
    return _choices(effect_in(text, edition))[-1]


# -- moved to a visible zone: chosen among them where they are now (2.1.f) ------------------------------------
VISIBLE = [
    # the auditor's texts (W1: #476, #477, #478, #480, #489, #490, #572)
    ("{J} Put two cards from your Discard pile in your Reserve. Exhaust one of them.", "chosen"),
    ("{J} Put two cards from your Discard pile in your Reserve. One of them gains [[Fleeting]].", "chosen"),
    ("{J} Put two cards from your hand in your Reserve. Exhaust one of them.", "chosen"),
    ("{J} Send up to two target Characters to Reserve. Exhaust one of them.", "target"),
    ("{J} Put two cards from your Reserve in your Mana zone. Exhaust one of them.", "chosen"),
    ("{J} Put two cards from your Reserve in your Mana zone. Ready one of them.", "chosen"),
    ("{J} Discard two cards from your hand. Put one of them in your Reserve.", "chosen"),
    # new wordings of the same shape
    ("{J} Put up to two cards from your Discard pile in your Reserve. Exhaust one of them.", "chosen"),
    ("{J} Put two cards from your Reserve in your Landmark zone. Exhaust one of them.", "chosen"),
    ("{J} Look at the top three cards of your deck. Put them in your Reserve. Exhaust one of them.", "revealed"),
    ("{J} Discard two cards from your hand. Then put one of them in your Reserve.", "chosen"),
    ("{J} Put two cards from your hand in your Reserve. You may exhaust one of them.", "chosen"),
    ("{J} Put two cards from your hand in your Reserve. If you do, exhaust one of them.", "chosen"),
    ("{J} You may put two cards from your hand in your Reserve. If you do, exhaust one of them.", "chosen"),
    ("{J} You may discard two cards from your hand. If you do, put one of them in your Reserve.", "chosen"),
    ("When you play a Spell — Put two cards from your hand in your Reserve. Exhaust one of them.", "chosen"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, group", VISIBLE)
def test_2_1_f_one_of_them_after_a_move_to_a_visible_zone_chooses_where_they_are(text, group, edition):
    """The group's name is bound again to the cards where they arrived (2.1.f: the move's ``as``, or after a moving
    action what it bound, "discarded"), and "one of them" chooses among those still there, there (2.1.e): before,
    among those still where they were (none)."""
    steps = effect_in(text, edition)
    choice = _choices(steps)[-1]
    assert choice["from"] == {"among": {"var": group}}, choice
    assert choice.get("count", 1) == 1
    moves = [m for m in nested(steps, "move") if m.get("what") == {"var": group}]
    again = [s["value"] for s in nested(steps, "set") if s["var"] == group]
    assert [m.get("as") for m in moves] == [group] and not again or not moves and again, (moves, again)
    assert all(v in ({"var": "discarded"}, {"var": "sacrificed"}) for v in again), again


@pytest.mark.parametrize("text, left", [
    ("{J} Put two cards from your hand in your Reserve. Exhaust one of them. Ready the other.", "Ready"),
    ("{J} Discard two cards from your hand. Put one of them in your Reserve. Exhaust the other.", "Exhaust"),
])
def test_3_2_2_the_other_after_one_of_them_of_a_moved_group_is_the_rest_there(text, left):
    """"the other" is the rest of what "one of them" chose among: of the group where it arrived (2.1.f, 3.2.2)."""
    steps = effect_in(text)
    [what] = [d["do"][left]["what"] for d in dicts(steps) if isinstance(d, dict) and left in (d.get("do") or {})]
    assert what == {"among": {"var": "chosen"}, "not": {"var": "chosen2"}}, what


def test_2_1_h_the_other_in_a_condition_after_a_sacrifice_reads():
    """"Sacrifice two Characters. Return one of them ... If the other is a Token": the cards sacrificed, where they
    went (a token there ceases to exist, 2.1.e), as test_cardtext_audit_the_other reads it."""
    steps = effect_in("{J} Sacrifice two Characters. Return one of them to its owner's hand. If the other is a Token, "
                      "draw a card.")
    assert nested(steps, "set") == [{"var": "chosen", "value": {"var": "sacrificed"}}]
    assert _choices(steps)[-1]["from"] == {"among": {"var": "chosen"}}


# -- moved to a hand or a deck for sure: refused at "one of them" (2.1.d, 2.1.f, 3.1.3.d) ----------------------
HIDDEN = [
    # the auditor's texts (W1: #446, #466, #467, #470, #471, #472, #474, #475, #481, #485, #486, #487, #491)
    ("{J} Return two cards from your Reserve to your hand. Discard one of them.", "Hand"),
    ("{J} Return two cards from your Reserve to your hand. Put one of them in your Mana zone.", "Hand"),
    ("{J} Return up to two cards from your Reserve to your hand. Discard one of them.", "Hand"),
    ("{J} Put two cards from your Reserve on the bottom of your deck. Put one of them in your hand.", "Deck"),
    ("{J} Look at the top two cards of your deck. Put them in your hand. Discard one of them.", "Hand"),
    ("{J} Look at the top two cards of your deck. Put them in your hand. Then discard one of them.", "Hand"),
    ("{J} Return two Characters from your Reserve to your hand. Discard one of them. Draw a card.", "Hand"),
    ("{J} Return two cards from your Discard pile to your hand. Discard one of them.", "Hand"),
    ("{J} Return up to two target Characters to hand. Discard one of them.", "Hand"),
    ("{J} Return two cards from your Reserve to your hand. If you do, discard one of them.", "Hand"),
    ("{J} Each player returns a card from their Reserve to their hand. Discard one of them.", "Hand"),
    ("{J} Target opponent returns two cards from their Reserve to their hand. They discard one of them.", "Hand"),
    ("{J} Look at the top card of your deck and the top card of your Reserve. Put them in your hand. Discard one "
     "of them.", "Hand"),
    # new wordings of the same shape
    ("{J} Choose two cards in your Reserve. Put them in your hand. Discard one of them.", "Hand"),
    ("{J} Return two cards from your Reserve to your hand. Put one of them in your Reserve.", "Hand"),
    ("{J} Put two cards from your Discard pile on the bottom of your deck. Discard one of them.", "Deck"),
    ("{J} Return two Characters you control to hand. Discard one of them.", "Hand"),
    ("{J} Put two cards from your hand in your Reserve. Return them to your hand. Discard one of them.", "Hand"),
    ("When you play a Spell — Return two cards from your Reserve to your hand. Exhaust one of them.", "Hand"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, zone", HIDDEN)
def test_2_1_d_2_1_f_one_of_them_after_a_sure_move_to_a_hand_or_a_deck_is_refused(text, zone, edition):
    """The cards in the hand or the deck are new objects (2.1.d) the effect finds no more (2.1.f, 3.1.3.d): refused
    at "one of them", with the message "it" and "them" get there (Scope.not_followed), naming the zone."""
    assert text.count("one of them") == 1
    e = refused_at(text, "one of them", edition)
    assert GONE in e.message and f"({zone})" in e.message, e.message
    assert "2.1.d" in e.message and "2.1.f" in e.message and "a new card this text can't follow" in e.message
    assert e.message.startswith("'one of them': after '"), e.message


def test_one_message_for_them_and_one_of_them():
    """The same refusal for "them" and "one of them" after the same move (one mechanism, no second one)."""
    them = refused_at("{J} Return two cards from your Reserve to your hand. Discard them.", "them")
    one = refused_at("{J} Return two cards from your Reserve to your hand. Discard one of them.", "one of them")
    assert them.message.split(": after ", 1)[1] == one.message.split(": after ", 1)[1]


# -- unchanged: what worked ------------------------------------------------------------------------------------
def test_them_after_a_move_still_names_the_group():
    """"Exhaust them" after a move: the group, found where it went (2.1.f), as before."""
    steps = effect_in("{J} Put two cards from your hand in your Reserve. Exhaust them.")
    assert [d["do"]["Exhaust"]["what"] for d in dicts(steps) if isinstance(d, dict) and "Exhaust" in
            (d.get("do") or {})] == [{"var": "chosen"}]


@pytest.mark.parametrize("text", [
    "{J} Return two cards from your Reserve to your hand. If one of them is a Spell, draw a card.",
    "{J} Put two cards from your hand in your Reserve. If one of them is a Spell, draw a card.",
])
def test_2_1_h_if_one_of_them_is_after_a_move_still_reads(text):
    """A test of what they were (last known information, 2.1.h), no choice: as before (s12, s58 of the audit)."""
    steps = effect_in(text)
    assert not _choices(steps[2:])
    assert any(isinstance(d, dict) and "any" in d for d in dicts(steps)), steps


@pytest.mark.parametrize("text", [
    "{J} Look at the top two cards of your deck. Discard one of them.",
    "{J} Reveal the top three cards of your deck. Put one of them in your hand.",
    "{J} Look at the top three cards of your deck. Put one of them in your hand and the rest in your Reserve.",
    "{J} Each opponent reveals two cards from their hand. Discard one of them.",
])
def test_2_1_e_one_of_them_after_a_look_or_a_reveal_is_among_those_still_there(text):
    """Nothing moved them: chosen among those still where they were looked at (2.1.e), as before."""
    choice = _choices(effect_in(text))[-1 if "Each opponent" in text else 0]
    assert choice["from"] == {"among": {"var": "revealed"}}, choice


def test_the_top_cards_moved_are_still_named_as_they_arrive():
    """"Put the top two cards of your deck in your Reserve. Exhaust one of them.": that move binds the cards where
    they arrive (``as: moved``), as before."""
    choice = _last_choice("{J} Put the top two cards of your deck in your Reserve. Exhaust one of them.")
    assert choice["from"] == {"among": {"var": "moved"}}, choice


# -- played ------------------------------------------------------------------------------------------------------
def test_scenarios_one_of_them_in_reserve_discard_pile_and_mana_zone_play():
    """Reserve (from hand, from the Discard pile, targets sent there), Discard pile, Mana zone, a "may" accepted,
    and the top cards moved: the card picked is the one changed, where it went (2.1.f)."""
    scenarios_play(SCENARIOS, "2.1.f-oneof-*.yaml", count=7)


@pytest.mark.parametrize("name", ["s01-return2-discard-one", "s14-look-hand-discard", "s15-deck-then-hand",
                                  "s16-targets-hand-discard", "s17-each-player-return", "s18-opp-return-discard",
                                  "s19-discard-to-hand"])
def test_the_audit_scenarios_to_a_hand_or_a_deck_are_refused_at_their_word(name):
    """s01, s14-s19 read and then did nothing: now the card's text is refused at "one of them"."""
    scenario_refused(AUDIT / f"{name}.yaml", "one of them")
