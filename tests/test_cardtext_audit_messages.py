"""Refusals that say what to write (issue 31: "every text is either read right or refused at its place with a
message that says what to write"). The outside audits A and B (session 45) listed refusals whose message repeated
the refused word as its suggestion, pointed at column 1, or named nothing to write; and one text read with a
duration it doesn't say (audit B, W1). Each class is checked with the auditors' texts and new wordings of the
same shape: the place (column) and what the message tells to write."""
from __future__ import annotations

import pytest

from altered.cardtext.api import parse_abilities

from readings import reads, refused, refused_in


# -- W1: "The next ... you play" says its duration (2.2.14.a) -----------------------------------------------

@pytest.mark.parametrize("text, noun", [
    ("{J} The next Character you play gains 2 boosts.", "The next Character you play"),
    ("{J} The next Spell you play costs {2} less.", "The next Spell you play"),
    ("{J} The next Spell you play is free.", "The next Spell you play"),
    ("{T} : The next Character you play from your hand gains 1 boost.", "The next Character you play from your hand"),
    ("{J} The next Character with a base statistic of 0 that you play loses [[Fleeting]].",
     "The next Character with a base statistic of 0 that you play"),
    ("{R} You may pay {1} to reduce the cost of the next Permanent you play by {2}.", "the next Permanent you play"),
])
def test_the_next_card_played_without_a_duration_is_refused(text, noun):
    """2.2.14.a: a duration is "this turn", "this Afternoon" or "this Day", and an Ongoing Emblem's is defined by
    what created it (2.2.14.c): every printed "The next ... you play" says one. Without it the text was read
    "this turn" silently (audit B, W1); it is refused right after the noun, where the duration is written."""
    e = refused(text)
    assert e.column == text.index(noun) + len(noun) + 1
    assert "no duration" in e.message and "'this turn', 'this Afternoon' or 'this Day'" in e.message
    assert "2.2.14.a" in e.message


@pytest.mark.parametrize("text, duration", [
    ("{J} The next Character you play this turn gains 2 boosts.", "turn"),
    ("{R} The next Spell you play this Afternoon costs {1} less.", "Afternoon"),
    ("{J} The next Character you play this Day gains 2 boosts.", "Day"),
])
def test_the_next_card_played_with_a_duration_reads_it(text, duration):
    [ability] = parse_abilities(text)
    assert ability["reaction"]["effect"][0]["emblem"]["duration"] == duration


# -- the suggestion never repeats the refused word -------------------------------------------------------------

@pytest.mark.parametrize("text, word", [
    ("When an opponent discards one or more cards — Draw a card.", "discards"),
    ("{J} [Double] the boosts on target Character.", "boosts"),
    ("{J} Exchange the boosts of two target Characters.", "boosts"),
    ("{J} If you control the Character with the most boosts, draw a card.", "Character"),
    ("{J} If an opponent controls more Characters than you, draw a card.", "Characters"),
    ("{J} If an opponent controls more characters than you, draw a card.", "characters"),
    ("{J} If you control fewer Characters than target opponent, draw a card.", "Characters"),
    ("At Noon, draw a card.", "draw"),
])
def test_a_suggestion_is_never_the_word_written(text, word):
    """"unexpected 'discards' (did you mean 'discards'?)": a longer run of words ("discards one") was near a word
    that is the one written, in any case (the language reads 'characters' and 'Characters' alike). The written
    word is never suggested; what is read there is said instead (the expected words)."""
    e = refused(text)
    assert e.column == text.index(word) + 1
    assert f"did you mean '{word.lower()}'" not in e.message.lower()


def test_what_is_expected_is_said_when_no_word_is_near():
    e = refused("{J} [Double] the fish on target Character.")
    assert "expected a zone, 'expedition'" in e.message and "'top'" in e.message


def test_a_near_word_is_still_suggested():
    e = refused("{J} Target Character gains 1 boots.")
    assert "did you mean" in e.message


# -- a keyword action said of an object that acts on none (v5.0 7.3.34 Rush, 7.3.22 Resupply) ----------------

@pytest.mark.parametrize("text, at", [
    ("{J} I [Rush].", "[Rush]"),
    ("{J} Target Character you control [Rushes].", "[Rushes]"),
    ("If I would gain [[Asleep]], I [Rush] instead.", "[Rush]"),
    ("{J} I [Resupply].", "[Resupply]"),
    ("{J} Target Character [Resupplies].", "[Resupplies]"),
])
def test_a_keyword_action_with_an_object_subject_is_located_at_the_keyword(text, at):
    """"I [Rush]": Rush is done by a player and takes no object (v5.0 7.3.34); the text was refused at column 1
    with "'Rush' has no parameter 'what'". It is refused at the keyword, saying to write it alone."""
    e = refused_in(text, "5.0")
    assert e.column == text.index(at) + 1
    assert "write the keyword action alone" in e.message and "acts on no object" in e.message


def test_the_keyword_action_alone_and_done_by_a_player_read():
    for text in ("{J} [Rush].", "{J} You may [Rush] to draw a card.", "{J} Target opponent [Resupplies]."):
        assert reads(text, "5.0"), text


# -- wordings printed cards don't use: what they write (grammar/phrases/mistakes.yaml) --------------------------

@pytest.mark.parametrize("text, at, says", [
    # 2.2.11.l: "Trigger — Effect"
    ("At Dusk, draw a card.", "draw", "'At Dusk — draw a card.'"),
    ("At Noon, you may draw a card.", "you", "'At Noon — you may draw a card.'"),
    ("Whenever you play a Character, draw a card.", "Whenever", "'When ...'"),
    ("{J} Draw a card. Whenever an opponent plays a Spell, I gain 1 boost.", "Whenever", "'When ...'"),
    # 7.1.1, 2.2.11.e: {R} is a trigger; support abilities take {I}
    ("{R} While I'm in your Reserve, your Characters have 1 more power.", "While", "{I}"),
    ("{R} When you play a Spell, you may exhaust me. If you do, draw a card.", "When", "{I}"),
    ("{J} When you play a Character, draw a card.", "When", "{I}"),
    # "my other Expedition": what reads is "your other Expedition"
    ("{J} Create an [Ordis Recruit 1/1/1] Soldier token in my other Expedition.", "other", "'your other Expedition'"),
    ("{J} Target Character in my other Expedition gains 1 boost.", "other", "'your other Expedition'"),
    ("{J} If there are no Characters in my other Expedition, draw a card.", "other", "'your other Expedition'"),
    # 2.5.g: up to N counters of any kind, or N boosts
    ("{J} Remove up to 3 boosts from target Character.", "boosts", "'Remove up to 3 counters from ...'"),
    ("{J} Remove up to two boosts from me. Draw a card.", "boosts", "'Remove two boosts from ...'"),
    # a reminder text followed by the next ability after one space
    ("[Cooldown]. (If I go to Reserve after my effect resolves, exhaust me {T}. Exhausted cards can't be played "
     "and have no Support abilities.) Draw 2 cards.", "Draw", "start a new line here"),
    ("[Eternal] (During Rest, I don't go to Reserve.) {J} Draw a card.", "{J}", "start a new line here"),
    ("[Seasoned]. (I keep my boosts when I go to Reserve.) [Eternal] (During Rest, I don't go to Reserve.)",
     "[Eternal]", "start a new line here"),
])
def test_a_wording_cards_do_not_print_is_told_what_they_print(text, at, says):
    e = refused(text)
    assert e.column == text.index(at) + 1
    assert says in e.message, e.message
    assert e.message.startswith("unexpected")       # still counted as a text that can't be read (check)


def test_what_the_messages_advise_reads():
    """Each wording the messages above advise reads (and "your other Expedition" is the other of yours, 7.4.4)."""
    for text in ("At Dusk — Draw a card.", "When you play a Character — Draw a card.",
                 "{I} When you play a Spell — Draw a card.",
                 "{J} Create an [Ordis Recruit 1/1/1] Soldier token in your other Expedition.",
                 "{J} Remove up to 3 counters from target Character.", "{J} Remove 3 boosts from target Character.",
                 "[Cooldown]. (If I go to Reserve after my effect resolves, exhaust me {T}.)  Draw 2 cards.",
                 "[Cooldown]. (If I go to Reserve after my effect resolves, exhaust me {T}.)\nDraw 2 cards."):
        assert parse_abilities(text), text


# -- brackets and symbols ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, word, single", [
    ("[[Gigantic]]", "Gigantic", "[Gigantic]"),
    ("{J} I gain [[Tough 2]].", "Tough", "[Tough 2]"),
    ("{J} Target Character gains [[Seasoned]].", "Seasoned", "[Seasoned]"),
    ("{J} Characters you control gain [[Defender]].", "Defender", "[Defender]"),
])
def test_a_keyword_in_double_brackets(text, word, single):
    """Keywords are written [Keyword], statuses [[Status]]: the message says which this word is."""
    e = refused(text)
    assert e.column == text.index(word) + 1
    assert f"'{single}'" in e.message and "single brackets" in e.message


@pytest.mark.parametrize("text, symbol", [
    ("{H} If I'm in {F}, draw a card.", "{F}"),
    ("{H} If I'm in {W}, draw a card.", "{W}"),
    ("{J} Target Character in {F} gains 1 boost.", "{F}"),
])
def test_an_unknown_symbol_lists_the_terrains(text, symbol):
    """7.1.2.c-e: the terrains are {V}, {M} and {O}."""
    e = refused(text)
    assert e.column == text.index(symbol) + 1
    assert "{V} (forest), {M} (mountain), {O} (water)" in e.message


def test_a_terrain_written_as_a_word():
    text = "{H} If I'm in a forest region, I gain 1 boost."
    e = refused(text)
    assert e.column == text.index("forest") + 1 and "{V}" in e.message and "Rest" not in e.message


# -- "it" refers to nothing: the reason, when it is another rule ------------------------------------------------

@pytest.mark.parametrize("text, reason", [
    ("{J} Discard the top card of your deck. If it's a Character, draw a card.", "top of a deck"),
    # ("Put the top card of your deck in your Reserve. If it's ...": reads, the card moved, test_cardtext_audit_bare)
    ("{J} Put the top card of your deck in your hand. If it's a Character, draw a card.", "top of a deck"),
    ("{J} Discard the top two cards of your deck. If it's a Spell, draw a card.", "top of a deck"),
    ("{J} Draw a card. If it's a Spell, draw a card.", "card drawn"),
    ("{J} Draw two cards. Discard it.", "card drawn"),
    ("{J} Target opponent draws a card. If it's a Character, I gain 1 boost.", "card drawn"),
])
def test_it_after_a_hidden_card_says_why(text, reason):
    """3.1.3.d, 2.1.j: cards in a deck or a hand are hidden and are not objects; "it" after a deck's top taken
    without a look, or a card drawn, names none. The message said "no object is named before it", though one is
    written: it says the rule, and to look at or reveal the card first."""
    e = refused(text)
    assert e.column == text.index("it", text.index(".")) + 1
    assert reason in e.message and "reveal it first" in e.message and "3.1.3.d" in e.message


def test_it_with_nothing_before_keeps_its_message():
    e = refused("{J} Target Character other than it gains 1 boost.")
    assert "no object is named before it" in e.message


@pytest.mark.parametrize("text, not_said", [
    ("{J} I gain 2 boosts. At Dusk, I lose them.", "Trigger — Effect"),       # not an ability's start
    ("{J} Target opponent draws a card. Its controller draws a card.", "card drawn"),   # 'Its': not the card
])
def test_the_advice_is_given_only_where_it_fits(text, not_said):
    assert not_said not in refused(text).message
