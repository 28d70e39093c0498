"""Loops that an outside audit found read differently from the card, each fixed as a class: a target inside
"For each X, [you may] ..." (a target chosen anew in each turn, and "you may" asked in each; 6.5.i, 6.5.c) and
"put ... in each of your Expeditions" (one chosen for each Expedition, not one in all; 6.5.i).

The ones that change play are played by scenarios on test cards (tests/data/v5/audit-loops-cards.yaml):
tests/scenarios/v5/6.5.i-for-each-you-may-target-is-chosen-anew.yaml, 6.5.i-for-each-target-opponent-may-
target-is-chosen-anew.yaml and 6.5.i-put-*-in-each-of-your-expeditions.yaml, each failing on the old reading.
"""
from __future__ import annotations

import pytest

from altered.cardtext.api import parse_abilities
from readings import effect, refused


def ops(steps) -> list[str]:
    return [next(iter(s)) for s in steps]


def targets_in(data) -> int:
    """How many target choices the steps hold, at any depth."""
    if isinstance(data, dict):
        own = 1 if (data.get("choose") or {}).get("target") else 0
        return own + sum(targets_in(v) for v in data.values())
    if isinstance(data, list):
        return sum(targets_in(v) for v in data)
    return 0


# -- 6.5.i, 6.5.c: a target inside "For each X, ..." is chosen anew in each turn ----------------------------------

@pytest.mark.parametrize("text", [
    "{J} For each Character you control, you may give target Character 1 boost.",
    "{H} For each Plant you control, you may exhaust target Character.",
    "{H} For each card in your hand, you may send target Character to Reserve.",
    "{J} For each Character in my Expedition, you may have target Character you control gain 1 boost.",
    "{H} For each card in your Reserve, you may have target Character gain 1 boost.",
    # other wordings of the same shape: more steps in "you may", what is done if you did, two targets
    # ("... have target Character gain 1 boost and draw a card": the Character would draw, refused since audit s51
    # G2 U3, tests/test_cardtext_audit_owner51.py)
    "{H} For each Plant you control, you may draw a card and have target Character gain 1 boost.",
    "{H} For each Plant you control, you may pay {1} to have target Character gain 1 boost.",
    "{H} For each Plant you control, you may exhaust up to two target Characters.",
    "{H} For each Plant you control, you may have target opponent draw a card.",
])
def test_6_5_i_a_target_inside_for_each_you_may_is_chosen_anew_in_each_turn(text):
    """6.5.i: a step done for each item is done once per item, and "if performing one of these steps involves a
    choice, that choice can be different in two successive instances" (a target too: its example chooses
    two different target opponents); 6.5.c: "you may" is asked just before each. (Once the target was chosen
    once, before the loop.)"""
    steps = effect(text)
    assert ops(steps) == ["for_each"], steps
    body = steps[0]["for_each"]["do"]
    assert ops(body)[0] == "may" and targets_in(body) >= 1, body


def test_the_same_loop_without_you_may_chooses_in_each_turn_too():
    """Both shapes choose the target in the loop; only the question differs."""
    with_may = effect("{H} For each Plant you control, you may exhaust target Character.")
    without = effect("{H} For each Plant you control, exhaust target Character.")
    assert ops(without) == ["for_each"] and targets_in(without[0]["for_each"]["do"]) == 1
    assert with_may[0]["for_each"]["do"][0]["may"]["do"] == without[0]["for_each"]["do"]


@pytest.mark.parametrize("text, inner", [
    ("{H} For each Plant you control, target opponent may exhaust target Character.", "as_player"),
    ("{H} For each Plant you control, target opponent exhausts target Character they control.", "as_player"),
    ("{H} For each Plant you control, each opponent may exhaust target Character.", "each_player"),
    ("{H} For each Plant you control, each opponent exhausts target Character.", "each_player"),
])
def test_6_5_i_players_and_targets_in_what_a_player_does_in_a_loop_are_chosen_in_each_turn(text, inner):
    """6.5.i's own example: "Target opponent may [Exhausted Resupply] twice": two different target opponents may
    be chosen. The player and the target its step names are chosen in each turn, the target by the
    effect's controller (1.2.6.c). (Once both were chosen before the loop, and "each opponent" was refused.)"""
    steps = effect(text)
    assert ops(steps) == ["for_each"], steps
    body = steps[0]["for_each"]["do"]
    assert ops(body)[-1] == inner and targets_in(body) == (2 if inner == "as_player" else 1), body


@pytest.mark.parametrize("text", [
    "{H} For each Plant you control, you may exhaust target Character in its Expedition.",   # names the item
    "{H} For each Plant you control, you may give it 1 boost or exhaust target Character.",   # one option's
])
def test_a_target_that_depends_on_the_turn_stays_in_the_loop(text):
    """A target naming the item ("its Expedition") is chosen in each turn; so is the target of one option of
    a choice (6.5.g: chosen only if that option is)."""
    steps = effect(text)
    assert ops(steps) == ["for_each"] and targets_in(steps) == 1


@pytest.mark.parametrize("text", [
    "{H} For each Plant you control, you may draw a card. If you do, I gain 1 boost.",
    "{H} For each Plant you control, you may exhaust target Character. If you do, draw a card.",
])
def test_if_you_do_after_a_loop_is_refused(text):
    """"If you do" after a loop: done in which turn? (Once it read a name bound only inside the loop.)"""
    assert "after what is done in turn" in refused(text).message


# -- 6.5.i: "put ... in each of your Expeditions" ---------------------------------------------------------------

@pytest.mark.parametrize("text, count, least", [
    ("{J} Put a Character from your Reserve in each of your Expeditions.", 1, None),
    ("{H} Put a Character from your hand in each of your Expeditions.", 1, None),
    ("{R} Put a Character from your hand in each of your Expeditions.", 1, None),
    ("{J} Put a card from your Reserve in each of your Expeditions.", 1, None),
    ("{J} Put up to two Characters from your Reserve in each of your Expeditions.", 2, 0),
    ("{J} Put two Characters from your Reserve in each of your Expeditions.", 2, None),
])
def test_6_5_i_put_in_each_of_your_expeditions_chooses_for_each(text, count, least):
    """One choice for each Expedition, among those still in the zone they come from, each put in its own
    (once one choice in all, put in one Expedition)."""
    steps = effect(text)
    assert ops(steps) == ["for_each"], steps
    loop = steps[0]["for_each"]
    assert loop["in"] == {"markers": {"owner": "you"}}
    choose, move = loop["do"]
    assert choose["choose"]["count"] == count and choose["choose"].get("min") == least
    assert move["move"]["what"] == {"var": choose["choose"]["as"]}
    assert move["move"]["expedition"] == {"var": loop["as"]}


def test_put_in_each_of_your_expeditions_keeps_each_through_a_qualifier():
    """"In each of your Expeditions that's behind or tied": one for each of those (once the qualifier dropped
    the "each" and one Character was put in one of them)."""
    steps = effect("{J} Put a Character from your Reserve in each of your Expeditions that's behind or tied.")
    assert ops(steps) == ["for_each"] and "markers_where" in steps[0]["for_each"]["in"]
    assert ops(steps[0]["for_each"]["do"]) == ["choose", "move"]


def test_put_in_one_expedition_still_chooses_once():
    steps = effect("{J} Put up to two Characters from your Reserve in your Expeditions.")
    assert ops(steps) == ["choose", "move"]
    steps = effect("{J} Put a Character from your Reserve in my Expedition.")
    assert ops(steps) == ["choose", "move"]


@pytest.mark.parametrize("text, column", [
    ("{J} Put a Character you control in each of your Expeditions.", 36),        # from nowhere it leaves
    ("{J} Put target Character from your Reserve in each of your Expeditions.", 47),
    ("{J} Put it in each of your Expeditions.", 15),
    ("{J} Put all Characters from your Reserve in each of your Expeditions.", 45),
])
def test_put_in_each_of_your_expeditions_what_is_not_chosen_anew_is_refused(text, column):
    """"In each" needs cards chosen anew for each Expedition from a zone they leave: a target (one object,
    6.5.b), one object named, all of them, or Characters already in play are refused at the place."""
    e = refused(text)
    assert e.column == column and "chosen anew for each of them" in e.message


@pytest.mark.parametrize("text, said", [
    ("{J} Put a Character from your Reserve in each of your Expeditions. It gains 1 boost.", "'it'"),
    ("{J} Put a Character from your Reserve in each of your Expeditions. If you do, I gain 1 boost.", "'If"),
])
def test_what_the_loop_chose_is_out_of_reach_after_it(text, said):
    assert refused(text).message.startswith(said)


def test_bundled_in_each_of_your_expeditions_still_creates_one_in_each():
    """The bundled cards say "in each of your Expeditions" of tokens created (one in each): unchanged."""
    [ability] = parse_abilities("Create a [Brassbug 2/2/2] Robot token in each of your Expeditions.")
    assert ops(ability["effect"]) == ["create"]


# -- 6.5.i: "[Do step] for each [quantity]" said after the step ------------------------------------------------

@pytest.mark.parametrize("text", [
    "{J} Target Character gains 1 boost for each Plant you control.",
    "{J} Target Character gains 1 boost per Plant you control.",
    "{J} Target opponent draws a card for each Plant you control.",      # 6.5.i's own example's shape
])
def test_6_5_i_a_target_in_a_step_done_for_each_after_it_is_refused(text):
    """6.5.i: "[Do step] for each [quantity]" is the step done that many times, a choice in it anew each time
    (its example: "Target opponent may [Exhausted Resupply] twice" may choose two opponents). It read as one
    target gaining the number: refused at the verb, with the two wordings that say which is meant."""
    e = refused(text)
    assert "6.5.i" in e.message and "For each ..., ..." in e.message and "where X is" in e.message
    assert e.column == text.index(text.split()[3]) + 1, (e.column, e.message)


@pytest.mark.parametrize("text", [
    "{J} Target Character gains 1 boost for each Character in its Expedition.",
    "{J} Target Character you control gains 1 boost for each other Robot you control.",
    "{J} Target opponent draws a card for each card in their hand.",
    "{J} Target Character gains X boosts, where X is the number of Plants you control.",
])
def test_a_number_that_speaks_of_the_target_chooses_it_once_first(text):
    """The number counts something of the target: the target is chosen first, once."""
    steps = effect(text)
    assert ops(steps)[0] == "choose" and targets_in(steps) == 1


def test_the_leading_for_each_chooses_anew_and_a_step_with_no_choice_is_counted():
    steps = effect("{J} For each Plant you control, target Character gains 1 boost.")
    assert ops(steps) == ["for_each"] and targets_in(steps[0]["for_each"]["do"]) == 1
    [step] = effect("{J} Each Character you control gains 1 boost for each Plant you control.")
    assert step["counters"]["add"] == {"count": {"subtype": "Plant", "controller": "you"}}
