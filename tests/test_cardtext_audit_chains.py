"""A choice of verbs, the verbs around it, and who does and chooses what (issue: every reading checked
against its meaning; an outside audit of invented texts).

Each test is a class of text that once read differently from the card, written with the audit's texts and
other wordings of the same shape. The scenarios under tests/scenarios/v5/ named in the docstrings play the
ones whose play changed (test cards: tests/data/v5/audit-chain-cards.yaml).
"""
from __future__ import annotations

import json

import pytest

from altered.cardtext.api import parse_abilities
from altered.loading.errors import DesignError
from readings import effect, refused

CONTROLLER = {"controller_of": "self"}


def unwrap(steps):
    """The steps inside "you may" (the choice is the same within it)."""
    if len(steps) == 1 and "may" in steps[0]:
        return steps[0]["may"]["do"]
    return steps


def modes_at(steps):
    """(the steps before the choice, the choice's options, the steps after it)."""
    i = next(i for i, s in enumerate(steps) if "modes" in s)
    return steps[:i], steps[i]["modes"]["options"], steps[i + 1:]


def names(data, key):
    found = []

    def walk(x):
        if isinstance(x, dict):
            if key in x and isinstance(x[key], str):
                found.append(x[key])
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
    walk(data)
    return found


# -- 6.5.b, 6.5.g: what several options name is chosen before the choice; an option's own target inside it ------

@pytest.mark.parametrize("text", [
    "{H} Exhaust target Character or send it to Reserve.",
    "{H} Ready target Character or exhaust it.",
    "{H} Exhaust up to two target Characters or send them to Reserve.",
    "{H} Return target Character to its owner's hand or send it to Reserve.",
    "{H} Send target Character to Reserve or return it to its owner's hand.",
    "{H} Exhaust target Character or have it gain [[Asleep]].",
    "{H} Exhaust target Character you control or sacrifice it.",
    "{J} You may exhaust target Character or have it gain 2 boosts.",
    "{T}, Sacrifice me: Exhaust target Character or send it to Reserve.",
    "{H} Target Character gains 1 boost or loses [[Asleep]].",
    "{R} You may spend 1 of my boosts to have target Character gain 2 boosts or lose [[Fleeting]].",
])
def test_a_target_every_option_names_is_chosen_before_the_choice(text):
    """6.5.b: a target is chosen before the step that needs it; "it" in the second option names the same
    target, so whichever option is chosen needs it: it is chosen before the choice (6.5.g), and each option
    acts on it. Once, the target was chosen inside the first option only: choosing the second did nothing
    (scenario 6.5.b-exhaust-target-or-send-it-to-reserve)."""
    steps = effect(text)
    if "if" in steps[-1]:                            # "You may spend ... to have ...": the choice when paid
        steps = steps[-1]["then"]
    before, options, _ = modes_at(unwrap(steps))
    [chosen] = [s["choose"] for s in before if "choose" in s]
    assert chosen["target"] is True and chosen["who"] == "you"
    for option in options:
        assert not names(option, "as"), option                 # nothing chosen again inside an option
        assert chosen["as"] in names(option, "var"), option    # and each option acts on it


@pytest.mark.parametrize("text", [
    "{H} Target Character gains 2 boosts or target Character gains [[Asleep]].",
    "{H} Draw a card or target Character gains 2 boosts.",
    "{H} Exhaust target Character or draw a card.",
])
def test_an_options_own_target_is_chosen_only_if_that_option_is(text):
    """6.5.b, 6.5.g: a target only one option names is needed only when that option is chosen, so the
    choice comes first ("Target Character gains 2 boosts or target Character gains [[Asleep]]" once asked
    for the first option's target before the choice; scenario 6.5.g-an-options-own-target-only-if-chosen)."""
    steps = effect(text)
    before, options, after = modes_at(steps)
    assert before == [] and after == []
    for option in options:
        targets = [s["choose"]["as"] for s in option if "choose" in s]
        assert set(names(option, "var")) <= set(targets), option      # each names only its own


@pytest.mark.parametrize("text, column", [
    ("{H} Choose one: • Exhaust target Character. • Send it to Reserve.", 45),
    ("{H} Choose one: • Target Character gains 1 boost. • Draw a card. • It gains [[Asleep]].", 66),
])
def test_a_mode_naming_what_another_mode_chose_is_refused(text, column):
    """6.5.g: a mode not chosen is ignored, and so is what it would have chosen; "it" in another mode would
    name a target never chosen. Refused at the mode, saying what to write."""
    e = refused(text)
    assert e.column == column, str(e)
    assert "names what another option chose" in e.message and "name it again in this option" in e.message


def test_it_after_a_choice_naming_one_options_target_is_refused():
    """7.2.4.a: "it" after "Exhaust target Character or draw a card." would name a target chosen only if
    the first option was."""
    e = refused("{H} Exhaust target Character or draw a card. It gains 1 boost.")
    assert e.column == 46 and "one option of a choice chose" in e.message
    # what both options name was chosen before the choice: still "it"
    steps = effect("{H} Exhaust target Character or send it to Reserve. Then, it gains 1 boost.")
    assert steps[-1] == {"counters": {"what": {"var": "target"}, "name": "boost", "add": 1}}


def test_modes_that_name_what_was_chosen_before_them_still_read():
    steps = effect("{H} Target Character gains 1 boost. Choose one: • It gains [[Asleep]]. • Exhaust it.")
    _, options, _ = modes_at(steps)
    assert all(names(o, "var") == ["target"] for o in options)


# -- "then" closes a choice (6.5.g) -------------------------------------------------------------------------

@pytest.mark.parametrize("text, last", [
    ("{H} Draw a card or [Resupply], then I gain 1 boost.", {"counters": {"what": "self", "name": "boost", "add": 1}}),
    ("{H} You may discard a card or [Resupply], then draw a card.", {"do": {"Draw": {"count": 1}}}),
    ("{H} Exhaust target Character or send it to Reserve, then draw a card.", {"do": {"Draw": {"count": 1}}}),
    ("{H} Target opponent discards a card or exhausts a Character they control, then draw a card.",
     {"do": {"Draw": {"count": 1}}}),
    ("{H} Each opponent discards a card or sacrifices a Character, then draw a card.", {"do": {"Draw": {"count": 1}}}),
])
def test_then_after_a_choice_follows_whichever_option_was_chosen(text, last):
    """"A or B, then C": C after the option chosen, whichever it is (it was once part of B only: choosing A
    left me without the boost; scenario 6.5.g-draw-or-resupply-then-i-gain-a-boost). After another player's
    choice, "then draw a card" is yours (see below), outside their steps."""
    steps = unwrap(effect(text))
    assert steps[-1] == last
    options = [o for s in steps for o in options_of(s)]
    assert len(options) == 2 and all(last not in o for o in options)


def options_of(step):
    """The options of a choice, wherever it sits (in the steps another player does)."""
    if "modes" in step:
        return step["modes"]["options"]
    for op in ("as_player", "each_player"):
        if op in step:
            return [o for s in step[op]["do"] for o in options_of(s)]
    return []


def test_a_choice_after_then_comes_after_the_verbs_before_it():
    steps = effect("{H} Draw a card, then discard a card or [Resupply].")
    assert steps[0] == {"do": {"Draw": {"count": 1}}} and "modes" in steps[1]
    assert steps[1]["modes"]["options"][1] == [{"do": "Resupply"}]


@pytest.mark.parametrize("text, column", [
    ("{H} Discard a card and draw a card or [Resupply].", 36),
    ("{H} Draw a card or [Resupply] and I gain 1 boost.", 17),
    ("{H} Draw a card, [Resupply] or I gain 1 boost.", 29),
])
def test_or_beside_and_or_a_comma_is_refused(text, column):
    """"A and B or C" does not say whether the choice is between "A and B" and C, or B and C: refused at the
    "or", saying the wordings that do."""
    e = refused(text)
    assert e.column == column, str(e)
    assert "does not say which verbs are the options" in e.message and "'A or B, then C'" in e.message


# -- a verb with no subject, in its base form, after a third-person verb: yours (1.4.7.c) -----------------

DRAW = {"do": {"Draw": {"count": 1}}}


@pytest.mark.parametrize("text, theirs", [
    ("{J} Target opponent discards a card, then draw a card.", 0),
    ("{H} Target opponent returns a Character they control to its owner's hand, then draw a card.", 0),
    ("{J} Each opponent draws a card, then draw a card.", 1),
    ("{T}: Target opponent discards a card, then draw a card.", 0),
    ("{J} Target Character gains 1 boost, then draw a card.", 0),
])
def test_a_base_form_verb_after_another_players_verb_is_yours(text, theirs):
    """"Target opponent discards a card, then draw a card.": "draw", not "draws", has no subject: the
    controller of the effect does it (1.4.7.c). Once the opponent drew (scenario
    1.4.7.c-target-opponent-discards-then-draw-is-yours)."""
    steps = effect(text)
    assert steps[-1] == DRAW
    others = [s for s in steps if "as_player" in s or "each_player" in s]
    assert json.dumps(others).count("Draw") == theirs


def test_a_base_form_verb_after_each_players_verb_is_done_once_by_you():
    steps = effect("{J} Each player draws a card, then sacrifice me.")
    assert steps == [{"each_player": {"do": [{"do": {"Draw": {"count": 1}}}]}},
                     {"do": {"Sacrifice": {"what": "self"}}}]
    steps = effect("{H} Each opponent sacrifices a Character, then sacrifice a Character.")
    assert len(steps) == 3 and "each_player" in steps[0] and steps[1]["choose"]["who"] == "you"
    # "you" is you again: "return me to your hand" is your hand, done by you
    steps = effect("{H} Target opponent sacrifices a Character, then return me to your hand.")
    assert "as_player" in steps[1] and steps[2:] == [{"move": {"what": "self", "to": "Hand"}}]


def test_a_target_after_each_opponents_verb_is_chosen_once_by_you():
    """"Each opponent discards a card, then exhaust target Character": one target, chosen by you (6.5.b);
    once each opponent chose one in their turn (scenario 6.5.b-each-opponent-discards-then-you-choose-the-target)."""
    steps = effect("{H} Each opponent discards a card, then exhaust target Character.")
    assert "each_player" in steps[0] and "target" not in json.dumps(steps[0]["each_player"]["do"])
    assert steps[1]["choose"]["who"] == "you" and steps[1]["choose"]["target"] is True


@pytest.mark.parametrize("text", [
    "{J} Target opponent discards a card, then draws a card.",
    "{J} Each player discards their hand, then draws three cards.",
    "{J} Target opponent discards a card and draws a card.",
])
def test_the_third_person_goes_on_with_the_subject(text):
    """"then draws a card": the inflected form says its subject is the one before."""
    steps = effect(text)
    assert not [s for s in steps if "Draw" in json.dumps(s) and not ("as_player" in s or "each_player" in s)]


def test_a_plural_subject_goes_on_with_the_base_form():
    """"Characters you control gain 1 boost and lose [[Asleep]]": the base form agrees with the plural
    subject, which goes on (only a base form after a third person changes the subject); the group is found once,
    both verbs done by each of its members (6.5.i, tests/test_cardtext_audit_refs.py)."""
    [step] = effect("{J} Characters you control gain 1 boost and lose [[Asleep]].")
    loop = step["for_each"]
    assert loop["in"] == {"type": "Character", "controller": "you"}
    assert [s.get("counters", s.get("lose", {})).get("what") for s in loop["do"]] == [{"var": loop["as"]}] * 2


# -- targets in another player's steps: chosen by the controller of the effect (1.2.6.c, 6.5.b) --------------

@pytest.mark.parametrize("text", [
    "{H} Target opponent sends target Character they control to Reserve.",
    "{H} Target opponent returns target Character they control to its owner's hand.",
    "{J} Each opponent exhausts target Character they control.",
    "{J} Each player returns target Character they control to its owner's hand.",
    "{H} Target player sacrifices target Character they control.",
    "{J} Target opponent creates an [Ordis Recruit 1/1/1] Soldier token in target Expedition.",
])
def test_targets_in_another_players_steps_are_chosen_by_the_effects_controller(text):
    """1.2.6.c: a target is what the controller of the effect chooses; 6.5.b. The player doing the step
    (who is "you" in it) once chose, and so dodged the Tough cost the chooser pays (7.4.7.c; scenario
    1.2.6.c-target-in-an-opponents-step-is-yours-to-choose)."""
    steps = effect(text)
    [loop] = [s for s in steps if "as_player" in s or "each_player" in s]
    inner = (loop.get("as_player") or loop.get("each_player"))["do"]
    [choice] = [s["choose"] for s in inner if "choose" in s]
    assert choice["target"] is True and choice["who"] == CONTROLLER


@pytest.mark.parametrize("text", [
    "{J} Target opponent sacrifices a Character.",
    "{J} Each opponent discards a card.",
    "{H} You may exhaust ({T}) target card in an opponent's Reserve, then roll a die. When you roll a 1-3 this "
    "way — That opponent targets a card in your Reserve. Exhaust it.",
])
def test_their_own_choices_stay_theirs(text):
    """A choice that is no target ("sacrifices a Character") is made by the player doing it, and so is the
    choice of the verb "target": its subject targets (in the text's last ability)."""
    ability = parse_abilities(text)[-1]
    steps = (ability.get("reaction") or ability)["effect"]
    [loop] = [s for s in steps if "as_player" in s or "each_player" in s]
    inner = (loop.get("as_player") or loop.get("each_player"))["do"]
    assert [s["choose"]["who"] for s in inner if "choose" in s] == ["you"]
