"""Where I am when a support ability works (issue: every reading checked against its meaning; an outside audit
of invented texts).

A support ability works only while I am in Reserve (2.2.11.i; play.yaml ``support``), and {D} puts me in the
Discard pile as its cost is paid (7.1.4.b, 2.1.f). There I am in no Expedition and no region: "my Expedition",
"the Expedition facing me", "If I'm in {O}" would name none (an empty step, a test never true). They were read
and played as nothing; they are refused at their words, as "{D} : I gain 2 boosts." is (a card in the Discard
pile keeps no counters, 2.5.b). A quick action paid with {T} is used in play, where I have a place: it reads.
"""
from __future__ import annotations

import pytest

from altered.cardtext.api import parse_abilities
from altered.loading.errors import DesignError
from altered.effects import Ctx
from readings import effect, refused


@pytest.mark.parametrize("text, words, zone", [
    ("{D} : My Expedition moves forward one region.", "My Expedition", "Discard"),
    ("{I} If I'm in {O}, your Characters have +1 {O}.", "in {O}", "Reserve"),
    ("{I} At Dusk — If I'm in {V}, draw a card.", "in {V}", "Reserve"),
    ("{D} : If my Expedition is ahead, draw a card.", "my Expedition", "Discard"),
    ("{I} When my Expedition moves forward due to {V} — Draw a card.", "my Expedition", "Reserve"),
    ("{D} : Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition.", "my Expedition", "Discard"),
    ("{D} : Each Character in my Expedition gains 1 boost.", "my Expedition", "Discard"),
    ("{D} : Draw a card for each Character in my Expedition.", "my Expedition", "Discard"),
    ("{D} : Target Character in the Expedition facing me gains [[Asleep]].", "facing me", "Discard"),
    ("{I} At Noon — Target Character in my Expedition gains 1 boost.", "my Expedition", "Reserve"),
    ("{I} Your Characters in my Expedition have +1 {M}.", "my Expedition", "Reserve"),
])
def test_my_place_where_a_support_ability_finds_me_is_refused_at_its_words(text, words, zone):
    """2.2.11.i, 7.1.4.b: in Reserve or in the Discard pile I am in no Expedition (3.2.4)."""
    e = refused(text)
    assert f"I am in the {zone} zone" in e.message and "where I am in no Expedition and no region" in e.message
    assert f"'{words}'" in e.message
    assert text[e.column - 1:].startswith(words)


def test_an_unmarked_support_text_is_read_from_reserve_too():
    """A card's support text (2.2.11.d) works from Reserve, marked {I} or not."""
    with pytest.raises(DesignError) as e:
        parse_abilities("If I'm in {O}, your Characters have +1 {O}.", support=True)
    assert "Reserve zone" in str(e.value)
    assert parse_abilities("If I'm in {O}, your Characters have +1 {O}.")


@pytest.mark.parametrize("text", [
    "{T} : My Expedition moves forward one region.",          # used in play, where I have a place
    "{T} : Each Character in my Expedition gains 1 boost.",
    "If I'm in {O}, your Characters have +1 {O}.",             # a main text's passive: in play
    "{J} Target Character in the Expedition facing me gains [[Asleep]].",
    "{D} : Each Character in your Expeditions gains 1 boost.",  # places not of me
    "{D} : Target Character in an Expedition in {O} gains 1 boost.",
    "{I} When one of your Expeditions moves forward due to {V} — Draw a card.",   # (singular 'your Expedition': 3.2.4.b)
    "{I} At Noon — I gain 1 boost, up to a max of 2.",          # a card in Reserve keeps counters (2.5.b)
    "{I} At Noon — Another target Character in play or in Reserve gains 1 boost.",
    # an ability given to another card: its "me" is that card, in play (7.1.1 abilities in quotation marks)
    "{I} Your Characters have \"{T} : My Expedition moves forward one region.\"",
    "{I} Your Characters have \"At Noon — If I'm in {O}, draw a card.\"",
])
def test_places_not_of_me_or_of_me_in_play_still_read(text):
    assert parse_abilities(text)


def test_my_expedition_in_play_is_the_one_i_am_in():
    """The same words with {T} read as my Expedition (7.4.4.f): what the refusal is set against."""
    [ability] = parse_abilities("{T} : My Expedition moves forward one region.")
    assert ability["quick"]["effect"] == [{"advance": {"marker": {"marker_of": "self"}, "by": 1}}]


# -- 6.3.k, 6.3.j: where a trigger that moved me leaves me ---------------------------------------------------------

@pytest.mark.parametrize("text, words, why", [
    ("When I'm sacrificed — If I'm [[Boosted]], draw a card.", "I'm [[Boosted]]", "can't have statuses (2.4.1.c)"),
    ("When I'm sacrificed — If I have 2 or more boosts, draw a card.", "I have 2 or more boosts",
     "can't have counters (2.5.b)"),
    ("When I leave the Expedition zone — If I'm in {O}, draw a card.", "in {O}", "no Expedition and no region"),
    ("When I go to Reserve from the Expedition zone — If I'm in {V}, draw a card.", "in {V}",
     "no Expedition and no region"),
])
def test_a_present_tense_test_of_me_never_true_where_the_trigger_sent_me_is_refused(text, words, why):
    """6.3.k: after the trigger's event the present tense reads the game as it is then; the Discard pile keeps no
    statuses or counters (2.4.1.c, 2.5.b), out of the Expedition zone I am in no region (3.2.4). The refusal says
    to write the past tense, which reads me as I was (6.3.k)."""
    e = refused(text)
    assert why in e.message and "once its trigger's event has happened" in e.message, e.message
    assert "If I was" in e.message
    assert text[e.column - 1:].startswith(words), (e.column, e.message)


@pytest.mark.parametrize("text", [
    "When I'm sacrificed — If I was [[Boosted]], draw a card.",          # the past tense: as I was (6.3.k)
    "When I leave the Expedition zone — If I was in {O}, draw a card.",
    # a card in Reserve may have statuses and keep its boosts ([Seasoned], 7.4.6.b): these can hold
    "When I go to Reserve from the Expedition zone — If I have 2 or more boosts, draw a card.",
    "When I go to Reserve from the Expedition zone — If I'm [[Exhausted]], draw a card.",
    "When I go to Reserve from the Expedition zone — If I'm [[Fleeting]], draw a card.",
    "When I leave the Expedition zone — If I'm [[Anchored]], draw a card.",
    "When a Character leaves your Expeditions — If it's [[Boosted]], draw a card.",   # not me
    "When I'm sacrificed — Each Character in my Expedition gains 1 boost.",   # the one I was in (6.3.j)
    "When I gain 1 or more boosts — It gains [[Anchored]].",      # "it": me, in play
    # "it": the Spell, done resolving in Reserve (5.2.4.b), which keeps counters (2.5.b): not me, and it can hold
    "When you play a Spell — It gains 1 boost.",
])
def test_what_can_hold_where_the_trigger_sent_me_still_reads(text):
    assert parse_abilities(text)


def test_my_expedition_after_i_was_sacrificed_is_the_one_i_was_in():
    """6.3.j: an object gone is read with the location it had when it stopped existing (marker_of: 7.4.4.f)."""
    [ability] = parse_abilities("When I'm sacrificed — Each Character in my Expedition gains 1 boost.")
    assert ability["reaction"]["effect"][0]["counters"]["what"]["in_marker"] == {"marker_of": "self"}


# -- 2.4.1.c, 2.5.b, 6.3.j: "it" where it can't have what it gains ------------------------------------------------

def test_2_5_b_it_naming_me_after_i_was_sacrificed_gains_no_boost():
    """"It" names what the trigger names (7.2.4.a): me, now in the Discard pile (2.5.b). Refused at the verb."""
    text = "When I'm sacrificed — It gains 1 boost."
    e = refused(text)
    assert "I am in the Discard zone" in e.message and "said of it (me" in e.message, e.message
    assert e.column == text.index("gains") + 1


@pytest.mark.parametrize("text, zone", [
    ("{J} Return target card from your Reserve to its owner's hand. It gains [[Fleeting]].", "Hand"),
    ("{J} Return target Character to its owner's hand. It gains 1 boost.", "Hand"),
    ("{J} Discard target card from your Reserve. It gains [[Fleeting]].", "Discard"),
    ("{J} Send target Character to its owner's hand. It loses [[Fleeting]].", "Hand"),
    ("{J} Return target Character to its owner's hand, then it gains 1 boost.", "Hand"),
])
def test_a_status_or_counter_on_what_a_step_put_where_it_keeps_none_is_refused(text, zone):
    """A card in a hand or the Discard pile can't have or gain statuses (2.4.1.c) or counters (2.5.b); the move
    is followed (6.3.j), so a step giving it one after the move would do nothing: refused at the pronoun."""
    e = refused(text)
    assert f"put 'It' in the {zone} zone" in e.message.replace("'it'", "'It'") and "would do nothing" in e.message
    assert text[e.column - 1:].lower().startswith("it "), (e.column, e.message)


@pytest.mark.parametrize("text", [
    "{H} Choose target Character. You may return it to its owner's hand. If you don't, it gains 2 boosts.",
])
def test_a_move_in_a_branch_not_taken_does_not_count(text):
    assert parse_abilities(text)


@pytest.mark.parametrize("text", [
    "{J} Send target Character to Reserve. It gains [[Anchored]].",      # Reserve keeps statuses (2.4.1.b)
    "{J} Return target Character to its owner's hand. Draw a card.",
    "{J} Target Character gains [[Fleeting]]. Return it to its owner's hand.",
    "When I'm sacrificed — Return me to your hand.",                      # a card in the Discard pile can move
])
def test_what_a_zone_keeps_or_a_move_after_still_reads(text):
    assert parse_abilities(text)


# -- played through the engine: what the refused words would do, and what the words that read do ---------------

def _run(board, steps, source, vars=None):
    ctx = Ctx(board.game, 0, source, vars=dict(vars or {}))
    board.game.book.compiler.effect(steps)(ctx)
    return ctx


@pytest.mark.parametrize("zone, boosted", [("Expedition", True), ("Discard", False), ("Reserve", False)])
def test_3_2_4_my_expedition_from_the_discard_pile_or_reserve_finds_none(board, zone, boosted):
    """What "{D} : Each Character in my Expedition gains 1 boost." would be: from the Discard pile (or Reserve)
    it boosts no one, which is why it is refused; "{T} : ..." is used in play, and boosts my Expedition's."""
    other = board.put("Ordis Trooper", 0, "Expedition")
    me = board.put("Ordis Trooper", 0, zone)
    _run(board, effect("{T} : Each Character in my Expedition gains 1 boost."), me)
    assert (other.counters.get("boost", 0) == 1) == boosted


@pytest.mark.parametrize("to, kept", [("Reserve", True), ("Hand", False)])
def test_2_4_1_c_a_status_given_after_the_move_holds_only_where_it_is_kept(board, to, kept):
    """The move is followed ("it" is the card where it went): in Reserve it is [[Anchored]]; in a hand a card
    has no status (2.4.1.c), so "... to its owner's hand. It gains [[Fleeting]]." would do nothing (refused)."""
    target = board.put("Ordis Trooper", 0, "Expedition")
    steps = [{"move": {"what": {"var": "x"}, "to": to}}, {"gain": {"what": {"var": "x"}, "status": "Anchored"}}]
    if to == "Reserve":
        assert effect("{J} Send target Character to Reserve. It gains [[Anchored]].")[1:] == \
            [{"move": {"what": {"var": "target"}, "to": "Reserve"}}, {"gain": {"what": {"var": "target"},
                                                                            "status": "Anchored"}}]
    ctx = _run(board, steps, target, {"x": [target]})
    [moved] = board.game.zones[(to, 0)].objs
    assert bool(moved.statuses.get("Anchored")) == kept, (ctx.vars, moved.statuses)


def test_2_5_b_a_card_chosen_then_discarded_gains_no_boosts():
    """The pronoun names the card chosen (7.2.4.a), now in the Discard pile, where it keeps no counters (2.5.b)."""
    text = "When a Character joins my Expedition — Choose a card in your Reserve. Discard it. It gains 2 boosts."
    e = refused(text)
    assert "the Discard zone" in e.message and e.column == text.rindex("It") + 1, e.message
