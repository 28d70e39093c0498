"""No word read is lost: every part of a text the parse consumed reaches the program, or the text is refused
at that part's place (issue: every reading checked against its meaning).

Each test is a class of mistake that once read differently from the card, written with the texts that showed it
and with other wordings of the same shape; the scenarios under tests/scenarios/v5/ named in the docstrings play
the ones that play (test cards: tests/data/v5/lost-words-cards.yaml).
"""
from __future__ import annotations

import pytest

from altered.cardtext.api import parse_abilities
from altered.loading.errors import DesignError
from readings import effect, refused


# -- a qualifier no selector applies is refused at its place ------------------------------------------------

@pytest.mark.parametrize("text, column, words", [
    # "you play this turn" said of Characters in play: once every Character gained a boost now
    ("{J} Characters you play this turn gain 1 boost.", 16, "you play"),
    ("{J} Target Character you play gains 1 boost.", 22, "you play"),
    ("{J} Characters in {V} you play this turn gain 1 boost.", 23, "you play"),
    # "with no Robots" said of a Character: once it reached no selector
    ("{J} Target Character with no Robots gains 1 boost.", 22, "with no Robots"),
    # a total said where nothing is chosen
    ("{J} Characters with a total Hand Cost {5} or less gain 1 boost.", 16, "with a total Hand Cost {5} or less"),
    # a duration of a passive that lasts as long as the card
    ("Spells you play this turn cost {1} less.", 17, "this turn"),
])
def test_a_qualifier_the_meaning_does_not_use_is_refused_at_its_place(text, column, words):
    e = refused(text)
    assert e.column == column, str(e)
    assert f"'{words}' is not read here" in e.message


def test_the_place_a_card_is_played_in_is_tested_where_it_is_played():
    """"The next Character you play in {V} this turn gains 1 boost." never applied: the terrain was tested while
    the card was in hand. The place is now that of the Expedition the card is played in, tested as it is played
    (tests/scenarios/wfm: The Undergrowth); where that is not read, the text is refused at the place."""
    [step] = effect("{T} : The next Character you play in {V} this turn gains 1 boost.")
    passive = step["emblem"]["passive"]["on_play"]
    assert "forest" in str(passive["in"]) and passive["next"] is True
    e = refused("Characters you play in my Expedition cost {1} less.")
    assert "says where a card is played" in e.message and e.column == 21
    # the same words where the card is in play already (a trigger after it arrived) still read
    assert parse_abilities("When you play a Character in {V} — I gain 1 boost.")


def test_the_same_qualifiers_still_read_where_they_are_used():
    [step] = effect("{T} : The next Character you play this turn gains 1 boost.")
    assert step["emblem"]["duration"] == "turn" and step["emblem"]["passive"]["on_play"]["next"] is True
    choose = effect("{J} Send to Reserve up to three target Characters with a total Hand Cost {5} or less.")[0]
    assert choose["choose"]["total"] == {"stat": "hand_cost", "lte": 5}
    [ability] = parse_abilities("I cost {2} less to play in an Expedition with no Characters.")
    assert ability["passive"]["on_play"]["in"]["without"] == {"type": "Character"}


# -- a condition keeps its subject -------------------------------------------------------------------------

def test_a_state_said_of_it_tests_it_not_that_i_exist():
    """"If it's facing me" once became "if I exist" (a filter joined to "me" was dropped).
    Played: tests/scenarios/v5/6.5.d-if-its-facing-me-tests-the-target.yaml."""
    steps = effect("{J} Target Character gains [[Asleep]]. If it's facing me, draw a card.")
    test = steps[2]["if"]
    assert test != {"exists": "self"}
    assert test == {"exists": {"among": "self", "in_marker": {"facing": {"marker_of": {"var": "target"}}}}}


def test_joining_a_test_to_what_has_one_of_the_same_key_keeps_both():
    """``$with`` once replaced a key the filter had ("a Character in my Expedition facing ..."): both hold."""
    steps = effect("{J} If I'm facing a [[Boosted]] Character, draw a card.")
    assert steps[0]["if"] == {"exists": {"type": "Character", "status": "Boosted",
                                         "in_marker": {"facing": {"marker_of": "self"}}}}


# -- "If you do" asks of the action, a choice's target is chosen once, each player chooses ---------------------

def test_if_you_do_after_removing_counters_asks_whether_any_were_removed():
    """6.5.f. Played: tests/scenarios/v5/6.5.f-if-you-do-after-removing-a-boost.yaml. A removal that says how
    many is done when all of it was, "If you can't" its opposite (1.2.5.c, tests/test_cardtext_audit_cant.py):
    of one boost, whether it was removed."""
    steps = effect("{J} Remove a boost from target Character. If you do, draw a card.")
    assert steps[1]["counters"]["as"] == "removed" and steps[1]["counters"]["remove"] == 1
    assert steps[2]["if"] == {"not": {"var": steps[1]["counters"]["fewer"]}}
    steps = effect("{J} Remove 2 boosts from target Character. Then, draw that many cards.")
    assert steps[2] == {"do": {"Draw": {"count": {"var": "removed"}}}}


def test_a_target_handed_to_a_choice_of_verbs_is_chosen_before_the_choice():
    """6.5.b, 6.5.g: "to have target Character gain 2 boosts or lose [[Fleeting]]" once chose the target in the
    first option only. Played: tests/scenarios/v5/6.5.g-have-target-gain-or-lose-chooses-the-target-first.yaml."""
    steps = effect("{R} You may spend 1 of my boosts to have target Character gain 2 boosts or lose [[Fleeting]].")
    then = steps[1]["then"]
    assert then[0]["choose"]["as"] == "target"
    assert then[1]["modes"]["options"] == [[{"counters": {"what": {"var": "target"}, "name": "boost", "add": 2}}],
                                           [{"lose": {"what": {"var": "target"}, "status": "Fleeting"}}]]


@pytest.mark.parametrize("text, loop", [
    ("{J} Each player discards a Permanent they control or a card in their Reserve.", "each_player"),
    ("{J} Each opponent discards a card from their hand or sacrifices a Character.", "each_player"),
    ("{J} Target opponent discards a card from their hand or sacrifices a Character.", "as_player"),
])
def test_a_choice_of_verbs_done_by_other_players_is_theirs(text, loop):
    """1.4.5: each player does it in turn, so each chooses the option they do (once the card's player chose for
    all). Played: tests/scenarios/v5/6.5.g-each-player-chooses-their-own-option.yaml."""
    steps = [s for s in effect(text) if "choose" not in s]
    [step] = steps
    [inner] = step[loop]["do"]
    assert len(inner["modes"]["options"]) == 2


# -- a word a phrase reads is a word its meaning uses ------------------------------------------------------

@pytest.mark.parametrize("text, column", [
    ("Characters you control aren't [Tough 2].", 24),            # once read as "are": a grant
    ("{J} If there were two or more Robots in my Expedition, draw a card.", None),   # past: not read
    ("When an opponent draws two or more cards — I gain 1 boost.", 24),       # once any draw
    ("An opponent may discard a card from their Reserve to reduce my cost by {1}.", None),   # once "you may"
    ("When I was sacrificed — Draw a card.", 8),                 # once "when I'm sacrificed"
    ("{H} Starting with target opponent, each player draws a card.", None),   # once initiative order
    ("{J} I gain 2 boosts, up to a maximum of 3 Kelon counters.", None),      # once a cap of boosts
])
def test_a_word_the_meaning_did_not_use_is_refused(text, column):
    e = refused(text)
    if column is not None:
        assert e.column == column, str(e)


def test_the_same_phrases_read_in_the_forms_they_are_written_for():
    assert parse_abilities("Characters you control are [Tough 2].")
    assert parse_abilities("{J} If there aren't two or more Characters in my Expedition, draw a card.")[0]["reaction"]["effect"][0][
        "if"]["not"]
    assert parse_abilities("When an opponent draws one or more cards — I gain 1 boost.")
    assert parse_abilities("You may discard a card from your Reserve to reduce my cost by {1}.")
    assert parse_abilities("{J} I gain 2 boosts, up to a maximum of 3 boosts.")


def test_a_phrase_whose_meaning_never_uses_a_slot_is_refused_when_the_book_loads():
    """LANGUAGE.md's resource-sensitive meaning, at load: a slot the phrase reads and its means: never names
    would be words read and dropped in every text that uses the phrase."""
    from altered.cardtext.grammar import GrammarBuilder
    from altered.cardtext.phrasebook import load_book
    from altered.cardtext.vocabulary import vocabulary_from_rules
    from altered.loading.paths import RULES_DIR
    words = vocabulary_from_rules(RULES_DIR)
    entry = {"phrase": "glimmer", "category": "verb", "subject": "player", "say": "glimmer {what:noun} {n:int} times",
             "means": [{"gain": {"what": "$what", "status": "Asleep"}}]}
    with pytest.raises(DesignError) as e:
        GrammarBuilder(load_book(extra=[("cards_dsl/tst/vocabulary.yaml", [entry])]), words).build()
    assert "slot 'n' is read by say: but its meaning never uses it" in str(e.value)
    assert "cards_dsl/tst/vocabulary.yaml" in str(e.value)
    entry["means"] = [{"gain": {"what": "$what", "status": "Asleep"}}, {"counters": {"what": "$what", "name": "boost", "add": "$n"}}]
    GrammarBuilder(load_book(extra=[("cards_dsl/tst/vocabulary.yaml", [entry])]), words).build()


# -- what a trigger or a passive names is described, never chosen ----------------------------------------------

@pytest.mark.parametrize("text, words", [
    ("When target Character leaves the Expedition zone — Draw a card.", "names objects an effect chooses"),
    ("When target opponent plays a Spell — I gain 1 boost.", "names a player an effect chooses"),
])
def test_target_in_a_trigger_is_refused(text, words):
    """6.5.b: targets are chosen by an effect as it resolves; a trigger chooses nothing (once "target" was
    dropped: any Character leaving triggered it)."""
    assert words in refused(text).message


def test_where_a_card_is_played_from_is_the_play_not_the_card():
    """5.1.2.j: "from Reserve" after "play" is where it was played from (once tested on the card after it was
    played). Played: tests/scenarios/v5/5.1.2.j-played-from-reserve-is-where-it-was-played-from.yaml."""
    [ability] = parse_abilities("When you play a Character from Reserve — I gain 1 boost.")
    assert ability["reaction"]["trigger"] == {"played": {"what": {"type": "Character"}, "by": "you", "from": "Reserve"}}
    [ability] = parse_abilities("When an opponent plays a Spell from their hand — I gain 1 boost.")
    assert ability["reaction"]["trigger"]["played"]["from"] == "Hand"


def test_cards_being_played_are_controlled_by_nobody():
    """7.5.4.a: a player controls what is in their Expeditions, Landmarks or Hero zone; "Characters you control
    cost {1} less" would never apply (it was read so, silently)."""
    e = refused("Characters you control cost {1} less.")
    assert e.column == 12 and "7.5.4.a" in e.message
    assert parse_abilities("Characters you play cost {1} less.")


def test_6_5_i_a_target_in_a_for_each_is_chosen_in_each_turn():
    """6.5.i: a step done for each item is done once per item, and a choice in it may differ from one time to
    the next: "For each Plant you control, target Character gains 1 boost" chooses a Character for each Plant
    (it was once one Character, chosen before the loop); a choice naming the item stays in the loop too."""
    steps = effect("{J} For each Plant you control, target Character gains 1 boost.")
    assert [list(s) for s in steps] == [["for_each"]]
    assert steps[0]["for_each"]["do"][0]["choose"]["target"] is True
    steps = effect("{J} For each Plant you control, a Character in its Expedition gains 1 boost.")
    assert "choose" in steps[0]["for_each"]["do"][0]


def test_two_colon_conditions_stand_side_by_side():
    """6.5.d, from the third outside audit: "If X: A. If Y: B." is two conditions, not the second inside the
    first (once a player with a Landmark and no Plant drew nothing)."""
    steps = effect("{H} If you control a Plant: I gain 1 boost. If you control a Landmark: Draw a card.")
    assert [list(s) for s in steps] == [["if", "then"], ["if", "then"]]
    steps = effect("At Dusk — If my Expedition is behind: Sacrifice me. Create two [Ordis Recruit 1/1/1] Soldier "
                   "tokens in my Expedition.")
    assert len(steps) == 1 and len(steps[0]["then"]) == 2


@pytest.mark.parametrize("text", [
    "{H} Sacrifice target Character an opponent controls.",
    "{H} Target opponent sacrifices a Character you control.",       # "you": the card's controller, not theirs
])
def test_sacrificing_what_another_player_controls_is_refused(text):
    """v5.0 7.3.36.a: one sacrifices only what one controls (keywords.yaml: Sacrifice's 'only'); from the third
    outside audit, where both once read."""
    assert "acts only on objects whose controller is the player doing it" in refused(text).message


def test_sacrificing_ones_own_still_reads():
    assert effect("{J} Target opponent sacrifices a Character they control.")
    assert effect("{J} [Sacrifice] a Character you control.")
