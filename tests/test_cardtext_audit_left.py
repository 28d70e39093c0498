"""Readings left wrong by session 46's fixes (issue 31).

1. A cost paid in part with "remove N boosts" from one card chosen: "You may remove 2 boosts from target
   Character to draw a card." with 1 boost on the Character removed that one and skipped the draw. A cost is
   paid whole or not offered (1.2.5.c, 1.2.5.d, 6.4.c): the part "remove N <counters> from <one chosen>" is now
   the declared cost ``remove`` (effects/abilities/costs.py) paid by ``pay_costs``, as "You may sacrifice two
   Characters to ..." is: offered only if some object of the kind has N, and then N are removed from it (a
   target chosen as a target, 6.5.b, 7.4.7). From me it stays the cost ``spend``. "Target opponent may discard
   two cards to ..." (a cost offered to another player) is paid the same way by that player, whole or not at
   all; a cost choosing a target there keeps its steps (the controller chooses the targets first).
   Played by tests/scenarios/v5/6.4.c-you-may-remove-two-boosts-from-target-is-paid-whole-or-not-offered.yaml
   and 6.4.c-target-opponent-may-discard-two-is-paid-whole-or-not-offered.yaml (cards:
   tests/data/v5/audit-left-cards.yaml).
2. "{J} Sacrifice me. If I was [[Boosted]], ..." with no earlier step on me read me as I was before I was played
   (out of play: never true). Where the trigger's event brought me into play ({H}, {R}, {J}), "was" of me after a
   step of the effect that moves me is just before that step (2.1.h): one rule (cardtext/tense.py ``_arrived``).
   A trigger that took me out of play ("When I'm sacrificed") keeps "was" before its event (6.3.k). Played by
   tests/scenarios/v5/2.1.h-j-boosted-on-joining-sacrifice-me-if-i-was-boosted-draws.yaml.
3. "Up to two target Characters gain 1 boost. Create a ... token in its Expedition." used the first target only
   ("its": marker_of a list). A singular word ("it", "its", "its Expedition", "facing it") naming a pick of maybe
   several is refused at the word, saying to write "they"/"them" or to choose one (7.2.4.a, 7.2.5.a): one rule,
   discourse.named_together (``singular``), for every singular pronoun after a plural. In a step those several
   do ("... each lose all its boosts", ", where X is ... in its Expedition") "its" is each one's (6.5.i), as
   before. Refused, so no scenario plays it.
"""
from __future__ import annotations

import pytest

from readings import effect, refused


def _paid(steps):
    [may] = [s["may"] for s in steps if isinstance(s, dict) and "may" in s]
    [pay] = may["do"]
    return pay["pay_costs"]


# -- 1. "remove N <counters> from <one chosen> to ...": one cost, paid whole (1.2.5.c, 6.4.c) ------------------

@pytest.mark.parametrize("text, what, n, target", [
    ("{J} You may remove 2 boosts from target Character to draw a card.", {"type": "Character"}, 2, True),
    ("{J} You may remove 2 boosts from a Character you control to draw a card.",
     {"type": "Character", "controller": "you"}, 2, False),
    ("{J} You may remove 2 boosts from target Character you control to draw 2 cards.",
     {"type": "Character", "controller": "you"}, 2, True),
    ("{H} You may remove 3 boosts from another Character you control to draw a card.", None, 3, False),
    ("You may remove 1 boost from target Character to draw a card.", {"type": "Character"}, 1, True),
])
def test_1_2_5_c_remove_n_from_one_chosen_to_is_one_cost(text, what, n, target):
    paid = _paid(effect(text))
    [part] = paid["costs"]
    assert part["remove"]["name"] == "boost" and part["remove"]["count"] == n, paid
    assert bool(part["remove"].get("target")) == target, paid
    if what is not None:
        assert part["remove"]["what"] == what, paid


def test_1_2_5_d_remove_from_one_and_pay_is_one_cost():
    paid = _paid(effect("{J} You may pay {1} and remove 2 boosts from target Character to draw a card."))
    assert [next(iter(p)) for p in paid["costs"]] == ["mana", "remove"], paid


def test_6_4_c_the_card_the_cost_chose_is_it_after_to():
    """"... to have it gain [[Asleep]]": "it" is the Character the cost removed the boost from (7.2.4.a)."""
    steps = effect("{J} You may remove 1 boost from target Character to have it gain [[Asleep]].")
    name = _paid(steps)["as"]
    assert steps[-1]["then"] == [{"gain": {"what": {"var": name}, "status": "Asleep"}}], steps


def test_1_2_5_c_that_many_after_the_cost_is_n():
    steps = effect("{J} You may remove 2 boosts from target Character you control to draw that many cards.")
    assert steps[-1]["then"] == [{"do": {"Draw": {"count": 2}}}], steps


@pytest.mark.parametrize("text", [        # from me: the cost spend, as before
    "{J} You may remove 2 boosts from me to draw a card.",
])
def test_2_5_h_from_me_stays_spend(text):
    [part] = _paid(effect(text))["costs"]
    assert part == {"spend": {"name": "boost", "count": 2}}


@pytest.mark.parametrize("text", [        # no "to": not a cost; "If you do" asks whether all were removed (6.5.f)
    "{J} You may remove 2 boosts from target Character. If you do, draw a card.",
])
def test_6_5_f_if_you_do_is_not_a_cost(text):
    steps = effect(text)
    [may] = [s["may"] for s in steps if "may" in s]
    assert "pay_costs" not in str(may), steps


# -- 1. a cost offered to another player: paid whole by them (1.2.5.c, 6.4.c) ----------------------------------

@pytest.mark.parametrize("text, n", [
    ("{J} Target opponent may discard two cards to draw a card.", 2),
    ("{J} Each opponent may sacrifice two Characters to have me gain 2 boosts.", 2),
    ("{J} Target opponent may discard three cards to draw two cards.", 3),
    ("{J} Target opponent may pay {1} and discard a card to draw a card.", 1),
])
def test_6_4_c_another_players_cost_is_paid_whole(text, n):
    steps = effect(text)
    inner = [s for s in steps if isinstance(s, dict) and ("as_player" in s or "each_player" in s)][0]
    body = next(iter(inner.values()))["do"]
    paid = _paid(body)
    [part] = [p for p in paid["costs"] if "do" in p]
    [(action, given)] = part["do"].items()
    assert given["what"]["count"] == n, paid


# -- 2. "was" after a step that moves me, in {H}, {R} and {J} alike (2.1.h) ----------------------------------------

DRAW = [{"do": {"Draw": {"count": 1}}}]


@pytest.mark.parametrize("symbol", ["{J}", "{R}", "{H}"])
@pytest.mark.parametrize("move, status", [
    ("Sacrifice me.", "Boosted"),
    ("Send me to Reserve.", "Boosted"),
    ("Return me to my owner's hand.", "Anchored"),
    ("Put me in my owner's Reserve.", "Asleep"),
])
def test_2_1_h_was_is_just_before_the_step_that_moves_me(symbol, move, status):
    steps = effect(f"{symbol} {move} If I was [[{status}]], draw a card.")
    assert steps[0] == {"set": {"var": "before", "value": {"has_status": {"what": "self", "status": status}}}}, steps
    assert steps[-1] == {"if": {"var": "before"}, "then": DRAW}, steps


@pytest.mark.parametrize("text", [
    "When I'm sacrificed — Draw a card. Put me in my owner's Reserve. If I was [[Boosted]], draw a card.",
])
def test_6_3_k_a_trigger_that_took_me_out_then_a_move_from_the_discard_is_refused(text):
    # Session 47 (issue 31): after a step that moves me again, "was" is just before that step for every trigger
    # that moved me (2.1.h); here I am in the Discard pile then, never Boosted (2.4.1.c, 2.5.b): refused, as
    # "{H} If I was [[Boosted]]" is (tests/test_cardtext_audit_costs2.py)
    e = refused(text)
    assert "never true" in e.message and e.column == text.index("was") + 1


# -- 3. a singular pronoun after a pick of maybe several: refused at it (7.2.4.a, 7.2.5.a) ----------------------

@pytest.mark.parametrize("text, words", [
    # the finding: "its Expedition" read as the first target's only
    ("Up to two target Characters gain 1 boost. Create a [Brassbug 2/2/2] Robot token in its Expedition.", "its"),
    # the same shape, more wordings: every singular word after a plural pick
    ("Up to two target Characters gain 1 boost. It gains [[Anchored]].", "It"),
    ("Up to two target Characters gain 1 boost. If it is [[Boosted]], draw a card.", "it"),
    ("{J} Up to two target Characters gain 1 boost. Send it to its owner's Reserve.", "it"),
    ("{J} Choose two Characters you control. It gains [[Asleep]].", "It"),
    ("{J} Up to two target Characters gain [[Anchored]]. Create a [Brassbug 2/2/2] Robot token in its "
     "Expedition.", "its"),
])
def test_7_2_4_a_a_singular_pronoun_naming_several_is_refused_at_it(text, words):
    e = refused(text)
    assert "names one object" in e.message and "may be several" in e.message, e.message
    assert "'they'/'them'" in e.message
    assert text[e.column - 1:].startswith(words), (e.column, text)


@pytest.mark.parametrize("text", [
    # one object picked: "it" names it, as before
    "Target Character gains 1 boost. Create a [Brassbug 2/2/2] Robot token in its Expedition.",
    # plural words after a plural pick
    "Up to two target Characters gain 1 boost. They gain [[Anchored]].",
    # "its" in a step the several do: each one's (6.5.i), as before
    "{J} Up to two target Characters each lose all its boosts.",
    "{J} Up to two target Characters each gain X boosts, where X is the number of Characters in its Expedition.",
    "{J} Up to two target Characters each gain 1 boost for each Plant in its Expedition.",
])
def test_7_2_4_a_one_object_or_each_ones_still_reads(text):
    assert effect(text)
