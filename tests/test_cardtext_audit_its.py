"""Audit s50 Z2, class E (issue 31): a singular "its"/"it" after several objects named one of them, or all.

Decided in s47: a pronoun whose number disagrees with what it names is refused (7.2.5.a; "Up to two target
Characters gain 1 boost. Exhaust it." was). Two forms slipped through:

- "Its controller"/"Its owner" after up to two targets or chosen objects ("Up to two target Characters gain
  [[Asleep]]. Its controller draws a card.") read ``target's controller does: ...``, and the controller of a group
  is the first object's (effects/players.py controller_of): only the first target's controller drew (the auditor's
  s19). The player words "its controller"/"its owner" asked "it" of the scope with no word of their number
  (nouns.Player.select); now they say they name one object, as "its Expedition" does, and are refused at "Its"
  where the objects named may be several (discourse.named_together), with what to write (mistakes.yaml).
- "it" after the top two cards moved ("Put the top two cards of your deck in your Reserve. It gains
  [[Fleeting]].": both gained it, the auditor's s7; "If it's a Character" tested both): the move named what it
  moved with no word of their number (combinators/verbs._move); now the top cards but one, and every card of
  "each Character in my Expedition" moved, are a pick of maybe several, as "two cards from your hand" is.

What to write is read: "Their controllers"/"Their owners" (new, nouns.yaml their-controllers, their-owners) is
each player who controls (owns) one or more of them, once, in initiative order (1.2.5, 1.4.5; effects/players.py
controllers_of, owners_of); "They gain [[Fleeting]]" is each of them; "If one of them is"/"If each of them is"
tests any/all of them. "Its controller" after ONE target still reads (known.md: "You may pay {1} to discard target
Permanent ... If you do, its controller [Resupplies].").

Played: tests/scenarios/rules/s50/1.2.5-its-*.yaml and 7.2.5.a-its-*.yaml (test cards in tests/data/s50-its/): the
four "Their controllers/owners" ones fail before the fix (the text was refused: "unexpected 'controllers'") and
pass after; the two neighbours (what the refusal of "it" after the top two cards suggests) pass before and after.
The auditor's s19 and s7 are kept under tests/data/s50-its/audit/ and are now refused at their word.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from readings import effect_in, reads, refused_at, refused_saying, scenario_refused

EDITIONS = [None, "5.0"]
HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios" / "rules" / "s50"
AUDIT = HERE / "data" / "s50-its" / "audit"

SEVERAL = "names one object, and"
MAY_BE = "may be several"
THEIR = "say 'their controllers'"
THEIR_OWNERS = "say 'their owners'"
ONE_OF_THEM = "a test of several is said with 'one of them' (any) or 'each of them' (all)"
THEY = "say 'they'/'them' where each of them is meant"


# -- "its controller" / "its owner" after several -------------------------------------------------------------------

@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, words, says, suggested", [
    # the auditor's texts (report section 2 E)
    ("Up to two target Characters gain [[Asleep]]. Its controller draws a card.", "Its controller", THEIR,
     "Up to two target Characters gain [[Asleep]]. Their controllers draw a card."),
    ("{J} Up to two target Characters gain [[Asleep]]. Its controller draws a card.", "Its controller", THEIR,
     "{J} Up to two target Characters gain [[Asleep]]. Their controllers draw a card."),
    ("{J} Send up to two target Characters to Reserve. Its owner draws a card.", "Its owner", THEIR_OWNERS,
     "{J} Send up to two target Characters to Reserve. Their owners draw a card."),
    ("{J} Up to two target Characters gain [[Asleep]]. Its owner draws a card.", "Its owner", THEIR_OWNERS,
     "{J} Up to two target Characters gain [[Asleep]]. Their owners draw a card."),
    ("{J} Discard up to two target Characters. Its controller draws two cards.", "Its controller", THEIR,
     "{J} Discard up to two target Characters. Their controllers draw two cards."),
    ("{J} Return up to two target Characters to hand. Its owner discards a card.", "Its owner", THEIR_OWNERS,
     "{J} Return up to two target Characters to hand. Their owners discard a card."),
    ("{J} Sacrifice up to two Characters. Its controller draws a card.", "Its controller", THEIR,
     "{J} Sacrifice up to two Characters. Their controllers draw a card."),
    # new wordings of the same shape
    ("{H} Choose two Characters you control. Its owner draws a card.", "Its owner", THEIR_OWNERS, None),
    # read before (tests/test_cardtext_audit_whose_objects.py): "two Characters an opponent controls" may be of two
    # opponents at a table of several; "its controller" was the first one's
    ("{J} Choose two Characters an opponent controls. Its controller sacrifices one of them.", "Its controller",
     THEIR, None),
    ("{R} Up to two target Characters gain [[Asleep]] and its controller draws a card.", "its controller", THEIR,
     "{R} Up to two target Characters gain [[Asleep]] and their controllers draw a card."),
    ("Up to two target Characters each gain [[Asleep]] and its controller draws a card.", "its controller", THEIR,
     None),
    ("Exhaust any number of target Characters. Its controller draws a card.", "Its controller", THEIR,
     "Exhaust any number of target Characters. Their controllers draw a card."),
    ("Discard two cards from your hand. Its owner draws a card.", "Its owner", THEIR_OWNERS, None),
    ("{J} Send each Character in my Expedition to Reserve. Its owner draws a card.", "Its owner", THEIR_OWNERS,
     "{J} Send each Character in my Expedition to Reserve. Their owners draw a card."),
    ("Put the top two cards of your deck in your Reserve. Its owner draws a card.", "Its owner", THEIR_OWNERS,
     None),
    ("Up to two target Characters gain 1 boost. If its controller has no cards in hand, draw a card.",
     "its controller", THEIR, None),
])
def test_7_2_5_a_its_controller_of_several_is_refused_at_its(text, words, says, suggested, edition):
    """7.2.5.a: "its" names one object; of up to two it is the first one's or each one's: refused at "Its", saying
    to write "their controllers"/"their owners" (1.2.5) or to choose one; what it suggests reads."""
    refused_saying(text, words, (SEVERAL, MAY_BE, "refused rather than read as", says, "(7.2.5.a)"), suggested,
                   edition)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, who, role", [
    ("Up to two target Characters gain [[Asleep]]. Their controllers draw a card.", "target", "controllers_of"),
    ("{J} Send up to two target Characters to Reserve. Their owners draw a card.", "target", "owners_of"),
    ("{J} Discard up to two target Characters. Their controllers draw two cards.", "target", "controllers_of"),
    ("{J} Sacrifice up to two Characters. Their controllers draw a card.", "chosen", "controllers_of"),
    ("{R} Up to two target Characters gain [[Asleep]] and their controllers draw a card.", "target",
     "controllers_of"),
    ("{J} Send each Character in my Expedition to Reserve. Their owners draw a card.", "moved", "owners_of"),
])
def test_1_2_5_their_controllers_is_each_player_of_one_of_them(text, who, role, edition):
    """1.2.5, 1.4.5: "their controllers" is each player controlling one or more of them, once (controllers_of),
    each doing the step in turn; not the first one's controller (controller_of)."""
    steps = effect_in(text, edition)
    [step] = [s for s in steps if "as_player" in s]
    assert step["as_player"]["who"] == {role: {"var": who}}, step


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, words", [
    ("Target Character gains [[Asleep]]. Their controllers draw a card.", "Their controllers"),
    ("{J} Send target Character to Reserve. Their owners draw a card.", "Their owners"),
])
def test_7_2_5_a_their_controllers_of_one_is_refused(text, words, edition):
    """7.2.5.a: a plural pronoun never names one object: "Their controllers" of one target is refused at it."""
    e = refused_at(text, words, edition)
    assert "names several objects" in e.message, e.message


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, words, says", [
    ("Up to two target Characters gain [[Asleep]]. Their controllers may discard a card. If they do, draw a card.",
     "If they do", "asked of each of them is not read yet"),
    ("Up to two target Characters gain [[Asleep]]. Their controllers discard a card. Draw that many cards.",
     "that many", "'that many' names no number here"),
])
def test_6_5_i_what_their_controllers_did_in_turn_is_not_asked_as_one(text, words, says, edition):
    """1.4.5, 6.5.i: their controllers act in turn, as "each opponent" does: "If they do" and "that many" after
    them would ask of one of them (the last one's card): refused at the words, as after "Each opponent ..."."""
    e = refused_at(text, words, edition)
    assert says in e.message, e.message


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    # known.md: "Its" after ONE target names its controller, and keeps reading
    "{H} You may pay {1} to discard target Permanent with Reserve Cost {2} or less. If you do, its controller "
    "[Resupplies].",
    "Target Character gains [[Asleep]]. Its controller draws a card.",
    "{J} Send target Character to Reserve. Its owner draws a card.",
    "{J} Sacrifice a Character. Its controller draws a card.",
    "Put the top card of your deck in your Reserve. Its owner draws a card.",
])
def test_its_controller_of_one_object_reads(text, edition):
    steps = json.dumps(effect_in(text, edition))
    assert '"controller_of"' in steps or '"owner_of"' in steps, steps


# -- "it" after the top cards moved ----------------------------------------------------------------------------------

@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, words, says, suggested", [
    # the auditor's texts (report section 2 E)
    ("Put the top two cards of your deck in your Reserve. It gains [[Fleeting]].", "It gains", THEY,
     "Put the top two cards of your deck in your Reserve. They gain [[Fleeting]]."),
    ("{J} Put the top two cards of your deck in your Reserve. If it's a Character, draw a card.", "it's",
     ONE_OF_THEM,
     ("{J} Put the top two cards of your deck in your Reserve. If one of them is a Character, draw a card.",
      "{J} Put the top two cards of your deck in your Reserve. If each of them is a Character, draw a card.")),
    # new wordings of the same shape
    ("{J} Put the top two cards of your deck in your Reserve. It gains [[Fleeting]].", "It gains", THEY, None),
    ("Put the top X cards of your deck in your Reserve, where X is the number of Characters you control. Exhaust "
     "it.", "it.", THEY, None),
    ("Send the top three cards of your deck to Reserve. If it's a Spell, draw a card.", "it's", ONE_OF_THEM, None),
    ("{R} Put the top two cards of your deck in your Reserve. If it is a Permanent, I gain 1 boost.", "it is",
     ONE_OF_THEM, None),
    ("Put each Character in the Expedition facing me in its owner's Reserve. It gains [[Fleeting]].", "It gains",
     THEY, "Put each Character in the Expedition facing me in its owner's Reserve. They gain [[Fleeting]]."),
])
def test_7_2_5_a_it_after_the_top_cards_moved_is_refused(text, words, says, suggested, edition):
    """7.2.5.a: "it" names one card, and the top two are two: refused at "it", as after "two cards from your hand",
    saying to write "they"/"them" or, in a test, "one of them"/"each of them"; what it suggests reads."""
    refused_saying(text, words, (SEVERAL, MAY_BE, "refused rather than read as", says), suggested, edition)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "Put the top card of your deck in your Reserve. It gains [[Fleeting]].",
    "{J} Put the top card of your deck in your Reserve. If it's a Character, draw a card.",
    "Put the top card of your deck in your Reserve, then exhaust it.",
])
def test_it_after_the_top_card_reads(text, edition):
    """The top card is one: "it" names it (1.4.4, 3.1.3.d: an object once in a public zone)."""
    assert '"var": "moved"' in json.dumps(effect_in(text, edition))


def test_they_after_the_top_two_cards_names_both():
    steps = effect_in("Put the top two cards of your deck in your Reserve. They gain [[Fleeting]].")
    assert steps[0]["move"]["as"] == "moved" and json.dumps({"var": "moved"}) in json.dumps(steps[1]), steps


# -- played ----------------------------------------------------------------------------------------------------------

FIXED = ("1.2.5-its-their-controllers-draw-one-each-side",      # the auditor's s19, as it now reads
         "1.2.5-its-their-controllers-one-player-draws-once",   # each player once
         "1.2.5-its-send-two-their-owners-draw",
         "1.2.5-its-discard-two-their-controllers-draw-two")    # controllers of cards gone
NEIGHBOURS = ("7.2.5.a-its-neighbour-top-two-they-gain-fleeting",
              "7.2.5.a-its-neighbour-top-two-if-one-of-them-is-a-character")


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_scenarios_play_right(edition):
    from altered.simulation.scenario import run_files
    files = [SCENARIOS / f"{name}.yaml" for name in FIXED + NEIGHBOURS]
    outcomes = list(run_files(files, edition=edition))
    assert len(outcomes) == len(files)
    for outcome in outcomes:
        assert outcome.passed, f"{outcome.file}: " + "\n".join(outcome.problems)


@pytest.mark.parametrize("scenario, words", [
    ("s19-its-controller-plural.yaml", "Its controller"),
    ("s7-it-two.yaml", "It"),
])
def test_the_audit_scenarios_are_refused_at_their_word(scenario, words):
    """The auditor's s19 (only player 2 drew) and s7 (both cards gained Fleeting) no longer play: the card is refused
    at its pronoun."""
    scenario_refused(AUDIT / scenario, words, SEVERAL)


def test_the_suggested_wordings_read_in_both_editions():
    for edition in EDITIONS:
        reads("Up to two target Characters gain [[Asleep]]. Their controllers draw a card.", edition)
        reads("Put the top two cards of your deck in your Reserve. If one of them is a Character, draw a card.",
              edition)
