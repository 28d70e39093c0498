"""Refusals that say what to write, and one ambiguous reading refused (issue 31; audit items msgs54 §1-§5, session 54).
A text the engine can't read is refused at its place with one line saying what to write; each wording a message
suggests is read here, both editions.

- §1 "This card gains 1 boost." / "Sacrifice this card.": a card speaks of itself as "I", "me", "my".
- §2 "Ready a Mana Orb you have.": a Mana Orb 'you control' or one of 'your Mana Orbs' (1.4.4, 3.2.9).
- §3 "[Scout] {2}. Draw a card.": a keyword with its cost ends its line; the official texts print the next ability
  on a line of its own ("[Scout] {1}.  {J} Target ..."): the message says so.
- §4 language.unbound_reads (a back-reference to a name no step binds, 6.5.f) is told at the words that read the
  name where they were recorded ("If you do": Scope.asked_at), else at the ability.
- §5 ambiguous, read one way before: "Exhaust a Character and a Landmark you control." read 'you control' of the
  Landmark alone (any player's Character could be exhausted), where English lets it qualify both. Objects joined
  by "and"/"or" after one verb, the last alone with a qualifier, are refused at the qualifier with both wordings
  that say one thing (6.5.b); the scenarios tests/scenarios/rules/s54/*-msgs-*.yaml play each wording. Texts whose
  objects each carry a qualifier read as before; the bundled readings and the 728 official texts are unchanged.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from altered.cardtext.discourse import Scope
from altered.cardtext.language import unbound_reads
from altered.loading.errors import DesignError
from readings import effect_in, reads, refused_in, refused_saying, scenarios_play

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios" / "rules" / "s54"
EDITIONS = [None, "5.0"]


# -- §1 a card speaks of itself as I / me / my -----------------------------------------------------------------------
@pytest.mark.parametrize("text,word", [
    ("{J} This card gains 1 boost.", "This"),
    ("{J} This card can't be sent to Reserve.", "This"),
    ("{J} Sacrifice this card.", "this"),
    ("When you play a Spell — This card gains 1 boost.", "This"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_this_card_is_told_i_me_my(text, word, edition):
    refused_saying(text, word, ("a card speaks of itself as 'I', 'me' or 'my'", "'{J} Sacrifice me.'"),
                   ("{J} I gain 1 boost.", "{J} Sacrifice me.", "When I leave the Expedition zone — Draw a card."),
                   edition)


# -- §2 a Mana Orb you have ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "{J} Ready a Mana Orb you have.",
    "{J} Ready a Mana Orb in your Mana zone you have.",
    "{J} Ready a Mana Orb you have in your Mana zone.",
    "{J} Exhaust a Mana Orb an opponent has.",
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_mana_orb_you_have_is_told_you_control(text, edition):
    word = " has" if " has" in text else " have"
    e = refused_in(text, edition)
    assert e.column == text.index(word) + 2, str(e)
    assert "'{J} Ready a Mana Orb you control.'" in e.message and "'{J} Ready one of your Mana Orbs.'" in e.message
    for wording in ("{J} Ready a Mana Orb you control.", "{J} Ready one of your Mana Orbs."):
        assert effect_in(wording, edition) == effect_in("{J} Ready a Mana Orb in your Mana zone.", edition)


# -- §3 a keyword's cost, then another ability on its line ----------------------------------------------------------
@pytest.mark.parametrize("text,keyword", [
    ("[Scout] {2}. Draw a card.", "[Scout] {2}."),
    ("[Scout] {1}. I gain 1 boost.", "[Scout] {1}."),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_keyword_cost_then_an_ability_is_told_a_line_of_its_own(text, keyword, edition):
    word = text.split(". ", 1)[1].split()[0]
    refused_saying(text, word, ("put the next ability on a line of its own", f"'{keyword}' then '{{J}} Draw a card.'"),
                   (f"{keyword}\n{{J}} Draw a card.", f"{keyword}  {{J}} Draw a card."), edition)


# -- §4 a name no step binds, told at the words that read it ---------------------------------------------------------
def test_6_5_f_an_unbound_name_is_told_at_the_words_that_read_it():
    scope = Scope()
    name = scope.fresh("done")
    ability = {"effect": [{"do": {"Draw": {"count": 1}}}, {"if": {"var": name}, "then": [{"do": {"Draw": {"count": 1}}}]}]}
    with pytest.raises(DesignError) as e:
        unbound_reads(scope, ability, column=1)
    assert e.value.column == 1                                 # no words recorded: the ability
    scope.asked_at[name] = (23, "If you do")
    with pytest.raises(DesignError) as e:
        unbound_reads(scope, ability, column=1)
    assert e.value.column == 23 and "6.5.f" in e.value.message


# -- §5 a qualifier after objects joined by and / or -----------------------------------------------------------------
AMBIGUOUS = [
    ("{J} Exhaust a Character and a Landmark you control.", "you control",
     "{J} Exhaust a Character you control and a Landmark you control.",
     "{J} Exhaust a Landmark you control and a Character."),
    ("{J} Exhaust a Character or a Landmark in your Reserve.", "in your Reserve",
     "{J} Exhaust a Character in your Reserve or a Landmark in your Reserve.",
     "{J} Exhaust a Landmark in your Reserve or a Character."),
    ("{J} Exhaust a Character and a Landmark an opponent controls.", "an opponent controls",
     "{J} Exhaust a Character an opponent controls and a Landmark an opponent controls.",
     "{J} Exhaust a Landmark an opponent controls and a Character."),
    ("Exhaust a Character, a Spell and a Landmark you control.", "you control",
     "Exhaust a Character you control, a Spell you control and a Landmark you control.",
     "Exhaust a Landmark you control, a Character and a Spell."),
]


@pytest.mark.parametrize("text,qualifier,each,alone", AMBIGUOUS)
@pytest.mark.parametrize("edition", EDITIONS)
def test_6_5_b_a_qualifier_that_may_say_of_each_object_is_refused_with_both_wordings(text, qualifier, each, alone,
                                                                                     edition):
    verb = "Exhaust "
    refused_saying(text, qualifier, (f"'{qualifier}' may be said of", f"'{each.split(verb, 1)[1][:-1]}' (each of them)",
                                     f"'{alone.split(verb, 1)[1][:-1]}' (the one it is said of first)"),
                   (each, alone), edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_choice_of_objects_is_refused_alike(edition):
    """"Choose a Character and a Landmark you control." read 'you control' of the Landmark alone, as the verbs did
    (tests/test_cardtext_audit_choosemany53.py now says 'Choose a Landmark you control and a Character.')."""
    text = "Choose a Character and a Landmark you control. Exhaust them. If you do, draw a card."
    refused_saying(text, "you control", ("'a Character you control and a Landmark you control' (each of them)",
                                         "'a Landmark you control and a Character' (the one it is said of first)"),
                   ("Choose a Character you control and a Landmark you control. Exhaust them. If you do, draw a card.",
                    "Choose a Landmark you control and a Character. Exhaust them. If you do, draw a card."), edition)


@pytest.mark.parametrize("text", [
    "{J} Exhaust a Character you control and a Landmark you control.",
    "{J} Exhaust a Landmark you control and a Character.",
    "{J} Exhaust me and a Landmark you control.",
    "{J} Exhaust a Character in your Reserve or a Landmark you control.",
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_objects_each_qualified_or_the_qualified_first_read(text, edition):
    reads(text, edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_each_wording_chooses_as_it_says(edition):
    """'you control' of each: both chosen among mine; of the Landmark said first: the Character among all."""
    each = [s["choose"]["from"] for s in effect_in("{J} Exhaust a Character you control and a Landmark you control.",
                                                   edition) if "choose" in s]
    alone = [s["choose"]["from"] for s in effect_in("{J} Exhaust a Landmark you control and a Character.", edition)
             if "choose" in s]
    assert all(f.get("controller") == "you" for f in each), each
    assert alone[0].get("controller") == "you" and "controller" not in alone[1], alone


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_scenarios_play_right(edition):
    scenarios_play(SCENARIOS, "*-msgs-*.yaml", edition=edition, count=2)
