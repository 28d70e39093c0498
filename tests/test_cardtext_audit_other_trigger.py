""""Another" / "other" in a reaction whose trigger names another object, and the audit's unclear shapes after
a loop (issue: every reading checked against its meaning; an outside audit of invented texts).

A bare "other" was read as other than me even where I can never be among the objects ("When an opponent plays a
Character — Each other Character they control gains 1 boost.": it left out nothing, and the Character just
played gained the boost too). The printed cards decide the class: their reactions say "another" in the trigger
("When another Character joins my Expedition — Sacrifice it", "When you play another Character — ..."), name
the trigger's object "it" in the effect, and say a bare "other" in an effect only of me ("{J} Each other
Character you control gains 1 boost"; "When I go to Reserve ... — You may return another card from your
Reserve", where the trigger's object is me). So, with nothing chosen before it: other than me where I could be
among them, other than the trigger's object where only it could be, and refused where both could be -- the
printed cards never say which then. Played by tests/scenarios/v5/6.3-other-after-a-trigger-on-an-opponents-
character-is-other-than-it.yaml (test card: tests/data/v5/audit-trigger-other-cards.yaml).
"""
from __future__ import annotations

import pytest

from readings import effect, refused


def _choice_or_filter(steps):
    """The filter of the objects the step acts on: its choice's, else the one it names."""
    for s in steps:
        if "as_player" in s:
            return _choice_or_filter(s["as_player"]["do"])
        if "may" in s:
            return _choice_or_filter(s["may"]["do"] if isinstance(s["may"], dict) else s["may"])
        if "choose" in s:
            return s["choose"]["from"]
        [(_, spec)] = s.items()
        return spec["what"]
    raise AssertionError(steps)


@pytest.mark.parametrize("text", [
    "When an opponent plays a Character — That opponent may sacrifice another Character.",
    "When an opponent plays a Character — Its controller may return another Character they control to its owner's hand.",
    "When a Character joins an opponent's Expedition — Its controller sacrifices another Character.",
    "When an opponent plays a Character — Each other Character they control gains 1 boost.",
])
def test_other_among_an_opponents_objects_is_other_than_the_trigger_object(text):
    """6.3: I am never among the objects another player controls, so 'other' there is other than the object
    the trigger names ('it'), not me: the Character played or joining is not sacrificed, returned or boosted."""
    assert _choice_or_filter(effect(text))["not"] == "it"


def test_other_among_what_a_target_opponent_controls_is_other_than_the_target():
    """A target opponent is an opponent: I am never among what they control, so 'other' is other than the
    Character chosen before (this was refused as 'other than me, or than it?')."""
    steps = effect("{J} Target Character an opponent controls gains 1 boost. Each other Character target opponent "
                   "controls gains [[Asleep]].")
    assert steps[-1]["gain"]["what"]["not"] == {"var": steps[0]["choose"]["as"]}, steps


@pytest.mark.parametrize("text", [
    "When a Character joins my Expedition — Each other Character in my Expedition gains 1 boost.",
    "When a Character joins my Expedition — It gains 1 boost. Each other Character in my Expedition gains "
    "[[Asleep]].",
    "When a Character joins my Expedition — Send another Character in my Expedition to Reserve.",
    "When a Character you control is sacrificed — Another Character you control gains 1 boost.",
    "When another Character you control is sacrificed — Each other Character you control gains 1 boost.",
])
def test_other_where_both_me_and_the_trigger_object_could_be_meant_is_refused(text):
    """Ruling: both I and the trigger's object could be among these, and no printed card says a bare 'other'
    of the trigger's object (they say 'another' in the trigger): which one, the text does not say -- refused
    at the word, saying how to write each."""
    e = refused(text)
    effect_at = text.index("—")
    assert e.column > effect_at and "other than me' or '... other than it'" in e.message, e


@pytest.mark.parametrize("text", [
    "When I go to Reserve from the Expedition zone — You may return another card from your Reserve to your hand.",
    "{J} Each other Character you control gains 1 boost.",
    "When an opponent plays a Character — Each other Character you control gains 1 boost.",
    "When a Character joins an opponent's Expedition — Another Character you control gains 1 boost.",
])
def test_other_of_me_as_the_printed_cards_say_it_stands(text):
    """The printed shapes ('When I ...' whose object is me; a bare 'other' with no trigger object) and those
    where the trigger's object, an opponent's, is never among mine: other than me."""
    assert "self" in str(effect(text))


def test_7_3_25_a_sacrificing_what_another_player_controls_is_refused():
    """7.3.25.a (v5.0 7.3.36.a): a player sacrifices objects they control. 'Sacrifice each Character they
    control other than it' after 'Each opponent chooses ...' is said to me, of their Characters (the audit read
    me sacrificing them): refused; 'They sacrifice ...' reads, each opponent keeping the one they chose."""
    e = refused("{J} Each opponent chooses a Character they control. Sacrifice each Character they control "
                "other than it.")
    assert "[Sacrifice] acts only on objects" in e.message and e.column == 53, e
    [loop] = effect("{J} Each opponent chooses a Character they control. They sacrifice each Character they "
                    "control other than it.")
    chosen, sacrifice = loop["each_player"]["do"]
    assert sacrifice["do"]["Sacrifice"]["what"] == {"type": "Character", "controller": "you",
                                                    "not": {"var": chosen["choose"]["as"]}}


@pytest.mark.parametrize("text", [
    "{J} Each opponent chooses a Character they control. It gains [[Asleep]]. If it is [[Boosted]], draw a card.",
    "{J} Each player chooses a Character they control. If it is [[Boosted]], it gains [[Anchored]].",
])
def test_6_5_d_a_condition_after_a_loop_on_each_ones_pick_is_refused(text):
    """6.5.d: 'If it is [[Boosted]]' after 'Each player chooses ...' was asked once of every pick together
    (any of them Boosted: each gained [[Anchored]], one card drawn); the text asks it of each one's in its
    turn. Not read yet: refused at the condition."""
    e = refused(text)
    assert "tests what each player chose in turn" in e.message and e.column == text.index("If it") + 1, e
