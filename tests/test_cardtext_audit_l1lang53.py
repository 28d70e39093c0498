"""Audit L1 (session 53), §2 Shape A and §3 (issue 31): "that many" after a Create, "The next ... you play" printed
on a Spell, a type tested after a move to the Mana zone.

1. "{J} Create two [Brassbug 2/2/2] Robot tokens in my Expedition. Draw that many cards." drew nothing (auditor's
   s145, s148, s149, s150): the create step binds its tokens to a name only once a word reads them
   (discourse.Scope.introduce / bind), "It"/"They" did, "that many" did not, so it counted a name no step bound: 0.
   Decided: "that many" after a Create counts the tokens created (7.3.4, 6.5.f); it binds them now (meaning.py).
   Why an unbound name could be counted at all: nothing checked that a name the reading made is bound by a step of
   the ability. One check now (language.unbound_reads): a name the reading made (Scope.fresh) that the ability
   reads and no step of it binds is refused as the card is checked. It found a second case at once: ", where X is
   ..." writes the create step anew, and the copy lost the name "They" bound ("Create X ... tokens ..., where X is
   .... They gain 1 boost." gave no token a boost); the step now keeps what it introduced through copies.
2. "The next Spell/card you play this turn costs {1} less / gains [[Fleeting]]" printed on a Spell was used up, under
   3.0, by that Spell itself (3.0 5.1.2.j: a Spell is played once its effect is done; auditor's s012, s012b, s013,
   s013b, s162). Decided: the card whose effect makes "the next ... you play" is never that next card itself; fixed
   where the next card is matched (engine/costs.py ``_on_play``), both editions; under 5.0 a Spell is played as it
   starts to resolve (5.1.2.k), before the emblem exists, and nothing changes there.
3. "Put a card from your Reserve in your Mana zone. If it's a Character, ..." tested a Mana Orb (3.2.9.c): never
   true. Refused at the test (tense.typed_zone_test), pointing at "If it was a Character" (last known information,
   2.1.h), which reads and plays.

Played: tests/scenarios/rules/s53/*-l1lang-*.yaml (test cards tests/data/s53-l1lang/), both editions. Before the fix
the five 6.5.f/7.2.4.a ones failed in both editions and the three 2.2.14 ones under 3.0; 2.1.h passed before and after.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from altered.cardtext.discourse import Scope
from altered.cardtext.language import unbound_reads
from altered.loading.errors import DesignError
from readings import dicts, effect_in, reads, refused_in, refused_saying, scenarios_play

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios" / "rules" / "s53"
EDITIONS = [None, "5.0"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_scenarios_play(edition):
    scenarios_play(SCENARIOS, "*-l1lang-*.yaml", edition=edition, count=9)


# -- 1. "that many" after a Create counts the tokens created (7.3.4, 6.5.f) ------------------------------------------
THAT_MANY = [   # the auditor's six, and new wordings of the same shape
    "{J} Create two [Brassbug 2/2/2] Robot tokens in my Expedition. Draw that many cards.",
    "Create two [Mana Moth 2/2/2] Illusion tokens in target Expedition. Draw that many cards.",
    "{J} Create X [Ordis Recruit 1/1/1] Soldier tokens in my Expedition, where X is the number of cards in your hand. "
    "I gain that many boosts.",
    "{J} Create an [Ordis Recruit 1/1/1] Soldier token in each of your Expeditions. Draw that many cards.",
    "{J} Create two [Brassbug 2/2/2] Robot tokens in target Expedition. I gain that many boosts.",
    "{J} Create two [Brassbug 2/2/2] Robot tokens in my Expedition. Target Character gains that many boosts.",
    "{H} Create three [Brassbug 2/2/2] Robot tokens in my Expedition. Draw that many cards.",
    "{R} Create a [Brassbug 2/2/2] Robot token in my Expedition. I gain that many boosts.",
    "{J} Create X [Brassbug 2/2/2] Robot tokens in my Expedition, where X is the number of cards in your Reserve. "
    "Target Character gains that many boosts.",
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", THAT_MANY)
def test_6_5_f_that_many_after_a_create_counts_the_tokens_created(text, edition):
    steps = effect_in(text, edition)
    [create] = [d["create"] for d in dicts(steps) if "create" in d]
    name = create.get("as")
    assert isinstance(name, str), steps                       # the step binds its tokens ...
    assert {"count": {"var": name}} in list(dicts(steps)), steps      # ... and "that many" counts them
    assert "_introduces" not in repr(steps), steps


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} Create X [Ordis Recruit 1/1/1] Soldier tokens in my Expedition, where X is the number of cards in your hand. "
    "They gain 1 boost.",
    "{J} Create X [Brassbug 2/2/2] Robot tokens in my Expedition, where X is the number of cards in your Reserve. "
    "They gain 1 boost.",
])
def test_7_2_4_a_they_after_a_create_written_anew_names_the_tokens(text, edition):
    """", where X is ..." writes the create step anew: "They" still names the tokens it made (7.2.4.a)."""
    steps = effect_in(text, edition)
    [create] = [d["create"] for d in dicts(steps) if "create" in d]
    assert create.get("as") and {"var": create["as"]} in list(dicts(steps)), steps


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_create_nothing_reads_again_binds_nothing(edition):
    """A create whose tokens no word names binds no name, as before (bundled readings unchanged)."""
    steps = effect_in("{J} Create two [Brassbug 2/2/2] Robot tokens in my Expedition. Draw a card.", edition)
    [create] = [d["create"] for d in dicts(steps) if "create" in d]
    assert "as" not in create and "_introduces" not in repr(steps), steps


def test_6_5_f_a_back_reference_to_a_name_no_step_binds_is_refused():
    """The one check (language.unbound_reads): whatever word made the name, an ability reading a name the reading
    made and no step binds would count 0 or name nothing (6.5.f, 7.2.4.a): refused as the card is checked."""
    scope = Scope()
    name = scope.fresh("created")
    ability = {"effect": [{"create": {"name": "Brassbug", "count": 2, "in": {"marker_of": "self"}}},
                          {"do": {"Draw": {"count": {"count": {"var": name}}}}}]}
    with pytest.raises(DesignError) as e:
        unbound_reads(scope, ability, column=1)
    assert f"'{name}' is never bound" in e.value.message and "6.5.f" in e.value.message
    assert e.value.column == 1
    ability["effect"][0]["create"]["as"] = name              # bound: read
    unbound_reads(scope, ability)
    unbound_reads(Scope(), {"effect": [{"do": {"Draw": {"count": {"count": {"var": "it"}}}}}]})   # not made here


# -- 2. "The next ... you play" is never the card that says it (2.2.14; 3.0 5.1.2.j, 5.0 5.1.2.k) ----------------------
@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "The next Spell you play this turn costs {1} less.",
    "The next card you play this turn gains [[Fleeting]].",
    "The next card you play this turn costs {1} less.",
])
def test_2_2_14_the_next_card_reads_as_before(text, edition):
    """The reading is unchanged (the fix is where a card played is matched): an Ongoing Emblem of the next one."""
    [step] = effect_in(text, edition)
    assert step["emblem"]["passive"]["on_play"]["next"] is True, step
    assert "self" not in repr(step["emblem"]["passive"]["on_play"]["what"]), step


# -- 3. a type tested after a move to the Mana zone (3.2.9.c, 2.1.h) ---------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,word,instead", [
    ("{J} Put a card from your Reserve in your Mana zone. If it's a Character, I gain 2 boosts.", "If it's", "it was"),
    ("{J} Put a card from your hand in your Mana zone. If it's a Spell, draw a card.", "If it's", "it was"),
    ("{J} Put a card from your hand in your Mana zone. If it isn't a Character, draw a card.", "If it isn't",
     "it wasn't"),
    ("{H} Put a card from your Reserve in your Mana zone. If it is a Robot, I gain 1 boost.", "If it is", "it was"),
    ("{H} Put a card from your Reserve in your Mana zone. If it's a Mana Orb, draw a card.", "If it's", "it was"),
])
def test_3_2_9_c_a_type_tested_in_the_mana_zone_is_refused(text, word, instead, edition):
    """Refused at the test; the message says the card's own words in the past tense, which read (2.1.h)."""
    suggested = text.replace(word[3:], instead, 1)
    refused_saying(text, word, ("Mana Orb of no other type (3.2.9.c)", "last known information (2.1.h)",
                                f"'{suggested}'"), suggested, edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_3_2_9_c_refused_at_the_test_of_its_own_ability(edition):
    """Of the second of two abilities: at its test, not at a test of the first ("If it's" of the card drawn is
    refused on its own, so here the first ability says none)."""
    line = "{R} Put a card from your Reserve in your Mana zone. If it's a Character, I gain 1 boost."
    e = refused_in("{J} If you control a Character, draw a card.\n" + line, edition)
    assert str(e).startswith(f"<input>:2:{line.index('If it') + 1}: 'If it" + "'s a Character' tests"), str(e)
    past = line.replace("it's", "it was")
    assert e.message.endswith(f"'{past}'"), e.message       # its own line


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} Put a card from your Reserve in your Mana zone. If it was a Character, I gain 1 boost.",
    "{J} Put a card from your hand in your Mana zone. If it was a Spell, draw a card.",
    "{J} Put a card from your Reserve in your Mana zone. If it's exhausted, I gain 1 boost.",   # a status: as before
    "Discard a card from your hand. If it's a Spell, draw a card.",                              # not the Mana zone
])
def test_2_1_h_the_past_tense_and_other_tests_read(text, edition):
    reads(text, edition)
