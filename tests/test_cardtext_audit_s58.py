"""Issue 31, outside audit S10A of session 57, classes W2 and W3: "If you do / If you can't" after a step on an
Expedition that did nothing was read as done.

- W2 an Expedition's [Moves Forward] forbidden by "can't move forward this Day" does nothing (1.4.1.c, 2.2.14):
  the step's can_pay asks the "can't"s the move itself asks (engine/adventure.can_advance).
- W3 an Expedition gaining [[Ascended]], or [Ascending], when it is already Ascended gains nothing (v5.0 2.4.1.f,
  7.3.3.a): the expedition_status step's can_pay asks whether one of them would change.
- "Each player [Sabotages]" (the limit S8B's W3 left): each chose and discarded before the next chose; a keyword
  action that starts with choices is done by several players in two parts, all choices first (6.1.h).
Outside audits S11A and S11B of this session's first tree (1,598 texts; S11B none wrong):
- S11A class A "If you do / can't" right after "Roll a die" or "Create ... token in its Expedition" asked of the step
  on the target before it: a roll's "it" and a token's place name what the step does not act on (params.P
  ``acts``): refused as after any step that keeps no trace (6.5.f).
- S11A class B "the result" with no die rolled nor heard by the trigger was read and crashed in play: refused
  (7.3.19, v5.0 7.3.33).
- S11B U1 "When you play a Spell — Target Character gains 1 boost. If that Spell is a Song, exhaust it.": "it"
  could be that Spell or the target (7.2.4.a): refused. U2 "[Take Control] of target card in a Reserve" did nothing
  (v5.0 7.3.40.c): refused (keywords.yaml ``only: {in_play: true}``).
Outside audits S12A/S12B of the second tree (1,074 texts; S12A none wrong): S12B class A "its controller" / "their
controllers" of a Character this effect or the event took out of play was its owner: nobody controls a card out of
play (7.5.4.a), so it is the one who controlled it as it left (2.1.h; v5.0 6.3.j-k; effects/players._role_of).
Outside audits S13A/S13B of the third tree (1,527 texts): S13A A/B "You may put two cards ... on the bottom of your
deck / in my Expedition to ..." and "You may discard the top two cards of your deck to ..." were paid in part: read as
costs, whole or not at all (1.2.5.c, 6.4.c). S13B W1 a switch between two Expeditions a trigger names apart ("When
another Character joins an Expedition") was no join (7.5.8.c); a Gigantic Character's "my Expedition" stays one
subset (7.4.4.j).
Bundled readings: unchanged (the programs are the same; only what "If you do" learns of the step)."""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import refused_saying, scenarios_play

EDITIONS = [None, "5.0"]
SCENARIOS = Path(__file__).parent / "scenarios" / "rules" / "s58"
BOTH = ["1.4.1.c-audit10a-moves-forward-forbidden", "6.1.h-each-player-sabotages",
        "7.5.4.a-audit12b-its-controller-after-leaving-play", "1.2.5.c-audit13a-costs-paid-whole",
        "7.5.8.c-audit13b-switch-joins-an-expedition"]
V5 = ["2.4.1.f-audit10a-ascends-when-already-ascended"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_forbidden_move_forward_is_not_done_and_each_player_sabotages_in_two_parts(edition):
    scenarios_play(SCENARIOS, "*.yaml", BOTH, edition, besides=V5)


def test_a_status_already_had_is_not_gained():
    scenarios_play(SCENARIOS, "*.yaml", V5, "5.0", besides=BOTH)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} Exhaust target Character. Roll a die. If you do, draw a card.",
    "{J} Sacrifice a Character. Roll a die. If you do, draw a card.",
    "{J} Exhaust target Character. Create an [Ordis Recruit 1/1/1] Soldier token in its Expedition. If you do, "
    "draw a card.",
    "{J} Exhaust target Character. Create an [Ordis Recruit 1/1/1] Soldier token in its Expedition. If you can't, "
    "draw a card.",
])
def test_if_you_do_after_a_roll_or_a_token_in_its_expedition_is_refused(text, edition):
    word = "If you can't" if "can't" in text else "If you do"
    refused_saying(text, word, "keeps no trace", ("{J} Exhaust target Character. If you do, draw a card. Roll a die.",
                                                  "{J} Exhaust target Character. Create an [Ordis Recruit 1/1/1] "
                                                  "Soldier token in its Expedition."), edition)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} Draw X cards, where X is the result.",
    "{J} Target Character gains X boosts, where X is the result.",
    "{J} If the result is 4-6, draw a card. Otherwise, draw two cards.",
])
def test_the_result_with_no_roll_is_refused(text, edition):
    refused_saying(text, "the result" if "X is" in text else "4-6", ("a die roll's (7.3.19)", "roll first"),
                   ("{J} Roll a die. Draw X cards, where X is the result.",
                    "When you roll one or more dice — Draw X cards, where X is the result."), edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_it_after_a_condition_on_that_spell_is_refused(edition):
    refused_saying("When you play a Spell — Target Character gains 1 boost. If that Spell is a Song, exhaust it.",
                   "it.", ("could name that Spell", "'... that Spell'"),
                   ("When you play a Spell — Target Character gains 1 boost. If that Spell is a Song, exhaust that "
                    "Spell.", "When you play a Spell — Target Character gains 1 boost. If that Spell is a Song, draw a card."),
                   edition)


@pytest.mark.parametrize("text", ["{J} [Take Control] of target card in a Reserve.",
                                  "{J} [Take Control] of a Character in your opponent's Reserve."])
def test_take_control_of_a_card_out_of_play_is_refused(text):
    refused_saying(text, "target card" if "target card" in text else "a Character", ("acts only on objects in play",
                                                                               "7.3.40"),
                   "{J} [Take Control] of target Character.", "5.0")


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, word, says, suggested", [
    ("{J} Target Character I control gains [[Asleep]].", "I", "'I' and 'me' are the card itself (7.2.1.a)",
     "{J} Target Character you control gains [[Asleep]]."),
    ("{J} Target Character I'm facing gains [[Asleep]].", "I'm", "in the Expedition facing it",
     "{J} Target Character in the Expedition facing me gains [[Asleep]]."),
    ("{J} Exhaust target Character. If it's not a Plant, draw a card.", "not", "written 'isn't'",
     "{J} Exhaust target Character. If it isn't a Plant, draw a card."),
    ("{J} [Return] target Character to its owner's hand.", "Return", "written without brackets",
     "{J} Return target Character to its owner's hand."),
])
def test_the_refusals_audit_s11a_found_unhelpful_say_what_to_write(text, word, says, suggested, edition):
    refused_saying(text, word, says, suggested, edition, guessed=False)


def test_a_reaction_to_take_control_says_it_is_not_read():
    refused_saying("When you [Take Control] of a Character — Draw a card.", "of", "not read yet (v5.0 7.3.40)",
                   "{J} [Take Control] of target Character. Draw a card.", "5.0", guessed=False)
