"""Refusal messages that said nothing of what to write (issue 31; audit Z1 "REFUSED items whose message is unhelpful"
and audit Z2 §4 of session 50). A text the engine can't read is refused at its place with one line saying what to
write; each suggested wording is read here, and says what the card says.

Decided:
- "When X, Y" with a comma (about 25 texts of audit Z1): told, as "At Noon, ..." was, that a Reaction is written
  "Trigger — Effect" (2.2.11.l), with the text itself as the advice ("When you play a Spell — I gain 1 boost.").
- "twice" (6.5.i, The Snow Maiden's "Target opponent may [Exhausted Resupply] twice"): not read, refused saying so
  with what reads ("[Resupply]. [Resupply]."). A sound reading does the step two times one after the other, each
  with its own choices (in a game of more than two, another target opponent the second time, and a "may" asked
  again after the first is done); the language has no step repeated with its choices made anew, so a reading now
  would differ from the card there.
- a pronoun after "each ..." (and "it" inside "target Character and each Character facing it") was said to name
  nothing though objects were named; the message now says what is not read (whether such texts should read is
  the work of the helpers on pronouns after several objects).
- did-you-mean is not offered for a short word ("or": "Ore", "its": "sites") nor for a whole word another word
  ends with ("cards": "discards"): such a word is written, not misspelt ("backward": "backwards" still is).
- the other messages (grammar/phrases/mistakes.yaml) now say what to write; no text reads differently.
"""
from __future__ import annotations

import pytest

from readings import refused_at, refused_in, refused_saying

EDITIONS = [None, "5.0"]


# -- Z1: "When X, Y" with a comma: "Trigger — Effect" (2.2.11.l) --------------------------------------------------
@pytest.mark.parametrize("text,at,advice", [
    ("When you play a Spell, I gain 1 boost.", "I gain", "When you play a Spell — I gain 1 boost."),   # audit Z1
    ("When I join the Expedition, draw a card.", "draw", "When I join the Expedition — draw a card."),
    ("When one of your Characters gains a boost, I gain 1 boost.", "I gain",
     "When one of your Characters gains a boost — I gain 1 boost."),
    ("{I} When you play a Spell, I gain 1 boost.", "I gain", "When you play a Spell — I gain 1 boost."),
    ("At Noon, you may draw a card.", "you", "At Noon — you may draw a card."),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_when_with_a_comma_is_told_trigger_dash_effect(text, at, advice, edition):
    refused_saying(text, at, ("'Trigger — Effect' (2.2.11.l)", f"'{advice}'"), advice, edition)


def test_a_trigger_symbol_before_when_keeps_its_own_advice():
    """'{J} When ..., ...': {J} is itself a trigger (7.1.1); that is the message, not the comma's."""
    e = refused_in("{J} When you play a Spell, I gain 1 boost.")
    assert "{J} is itself a trigger" in e.message and "not a comma" not in e.message


# -- Z1, Z2: a determiner read as a counter name; counters of every kind at once (2.5, 2.5.g) ------------------
@pytest.mark.parametrize("text", [
    "{J} Target Hero loses all its counters.",                                                      # audit Z1
    "{J} Remove all counters from target card in play or in Reserve.",                              # audit Z1
    "Double the counters of target card in play.",                                                  # audit Z2
    "{J} Remove all counters from me.",
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_counters_of_every_kind_are_not_a_counter_named_its(text, edition):
    e = refused_at(text, "counters", edition)
    assert "no counter '" not in e.message
    refused_saying(text, "counters", ("counters of every kind at once are not read yet (2.5)",
                                      "'Remove up to 3 counters from target Character.'"),
                   ("Target Character loses all its boosts.", "Remove all boosts from target Character.",
                    "Double the boosts of target Character.", "Remove up to 3 counters from target Character."),
                   edition)


def test_a_counter_a_set_does_not_declare_is_still_told_so():
    assert "no counter 'frost' is declared" in refused_in("{J} I gain 2 frost counters.").message


# -- Z1: the advice for what a target player has fits the text ----------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_target_players_character_is_told_of_characters(edition):
    refused_saying("{J} Target opponent's Character loses all boosts.", "Character",
                   "of a Character, write 'target Character an opponent controls'",
                   "{J} Target Character an opponent controls loses all its boosts.", edition)


# -- Z1: "Hero" after "each opponent's" / "their" (3.2.4.b) ------------------------------------------------------
@pytest.mark.parametrize("text", [
    "Each opponent's Hero Expedition moves backward one region.",                                    # audit Z1
    "{J} Each player creates an [Ordis Recruit 1/1/1] Soldier token in their Hero Expedition.",     # audit Z1
    "{J} Each opponent's Companion Expedition moves backwards one region.",
    "{J} Target opponent creates an [Ordis Recruit 1/1/1] Soldier token in their Hero Expedition.",
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_hero_expedition_of_each_player_says_what_reads(text, edition):
    word = "Companion" if "Companion" in text else "Hero"
    refused_saying(text, word, ("one Expedition of each player", "is not read yet"),
                   ("{J} Create an [Ordis Recruit 1/1/1] Soldier token in an opponent's Hero Expedition.",
                    "Each opponent's Expeditions move backwards one region."), edition)


# -- Z1: a misplaced "if" in a cost passive -----------------------------------------------------------------------
@pytest.mark.parametrize("text,advice", [
    ("I cost {1} less to play if you control a Landmark.", "I cost {1} less if you control a Landmark."),  # Z1
    ("I cost {2} less to play if you control two or more Landmarks.",
     "I cost {2} less if you control two or more Landmarks."),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_if_after_to_play_in_a_cost_passive(text, advice, edition):
    refused_saying(text, "if", f"'{advice[:-1]}'", advice, edition)


# -- Z1: a lasting keyword (2.2.14) ------------------------------------------------------------------------------
@pytest.mark.parametrize("text,at", [
    ("{J} Characters you control are [Tough 1] this turn.", "are"),                                 # audit Z1
    ("{J} Target Character is [Defender] this Day.", "["),                                         # audit Z1
    ("{J} Target Character is [Tough 2] this Afternoon.", "["),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_lasting_keyword_is_told_it_is_not_read(text, at, edition):
    refused_saying(text, at, ("for a while (an Ongoing Emblem, 2.2.14) is not read yet", "give boosts or a status"),
                   "Target Character gains 2 boosts.", edition)


# -- Z1: alternative costs -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,at", [
    ("You may pay {1} rather than my hand cost.", "rather"),                                        # audit Z1
    ("You may play me for free if you control a Landmark.", "if"),                                  # audit Z1
    ("You may pay {2} rather than my Reserve cost.", "rather"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_an_alternative_cost_is_told_it_is_not_read(text, at, edition):
    refused_saying(text, at, "an alternative cost", ("I cost {1} less if you control a Landmark.",
                                                     "{I} At Noon — If I'm in Reserve, you may play me for free.",
                                                     "{J} You may play a Character from your Reserve for free."),
                   edition)


# -- Z1: "It costs {1} less" after "You may play ..." -------------------------------------------------------------
@pytest.mark.parametrize("text,advice", [
    ("{J} You may play a Character from your Reserve. It costs {1} less.",                           # audit Z1
     "{J} You may play a Character from your Reserve for {1} less."),
    ("{J} You may play target Character in your Reserve. It costs {2} less.",                       # audit Z1
     "{J} You may play target Character in your Reserve for {2} less."),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_it_costs_less_after_play_suggests_for_less(text, advice, edition):
    e = refused_in(text, edition)
    assert e.column == text.index(". It") + 1
    cost = advice.split("for ")[1][:-1]
    refused_saying(text, ". It", f"with 'for': '... for {cost}'", advice, edition)


# -- Z1: seat-relative players ----------------------------------------------------------------------------------
@pytest.mark.parametrize("text,at", [
    ("{J} The player to your left draws a card.", "player"),                                        # audit Z1
    ("{J} The opponent on your right discards a card.", "opponent"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_player_named_by_seat_is_told_so(text, at, edition):
    refused_saying(text, at, "not named by their seat", "{J} Target opponent draws a card.", edition)


# -- Z1: counting boosts on another card --------------------------------------------------------------------------
@pytest.mark.parametrize("text,at", [
    ("{J} I gain 1 boost per boost on target Character.", "boost on"),                             # audit Z1
    ("{J} Target Character loses all its boosts. Draw a card for each boost it lost.", "boost it"),  # audit Z1
    ("{J} Draw a card for each boost on target Character.", "boost on"),
    ("{J} Draw a card for each counter on target Character.", "counter on"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_counting_boosts_on_a_card_says_what_reads(text, at, edition):
    refused_saying(text, at, "the boosts on another card are not counted yet",
                   ("{J} Draw X cards, where X is my number of boosts.",
                    "{J} Target Character loses all its boosts. Draw that many cards."), edition)


# -- Z1, Z2: did-you-mean that missed; "cards equal to" --------------------------------------------------------
@pytest.mark.parametrize("text", [
    "{J} Draw cards equal to the number of Characters you control.",
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_cards_equal_to_is_told_x_where_x_is(text, edition):
    refused_saying(text, "cards", "written X and said after it: 'Draw X cards, where X is ...'",
                   ("Draw X cards, where X is my number of boosts.",
                    "Draw X cards, where X is the number of Characters you control."), edition)
    assert "discards" not in refused_in(text, edition).message


# X is never a card's cost nor its counters (values.yaml): told so, not the X form, itself refused (session 51, audits
# G1/G2: circular)
@pytest.mark.parametrize("text,what", [
    ("{J} Draw cards equal to its hand cost.", "its hand cost"),                                    # audit Z1
    ("Draw cards equal to its number of boosts.", "its number of boosts"),                          # audit Z2
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_cards_equal_to_what_x_is_not_is_told_not_read(text, what, edition):
    refused_saying(text, "cards", f"a number equal to '{what}' is not read yet",
                   ("Draw X cards, where X is my number of boosts.",
                    "Draw X cards, where X is the number of Characters you control."), edition)
    assert "discards" not in refused_in(text, edition).message


@pytest.mark.parametrize("text,at,wrong", [
    ("Exchange up to two cards in your Reserve with cards from your hand.", "cards from", "discards"),  # audit Z2
    ("{J} Target Character gains 1 boost. Draw X cards, where X is its number of boosts.", "its", "sites"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_no_did_you_mean_for_a_word_written_whole(text, at, wrong, edition):
    e = refused_at(text, at, edition)
    assert wrong not in e.message and "did you mean" not in e.message


def test_a_misspelt_word_is_still_guessed():
    assert "did you mean 'backwards'?" in refused_in("{J} Each opponent's Expeditions move backward one region.").message


@pytest.mark.parametrize("edition", EDITIONS)
def test_one_or_more_in_a_trigger_is_not_ore(edition):
    text = "When one or more Characters join your Expeditions — draw a card."                     # audit Z2
    refused_saying(text, "or more", ("a trigger on one or more cards at once is not read yet",
                                     "once for each card (not once for all of them)"),
                   "When a Character joins your Expeditions — draw a card.", edition)
    assert "Ore" not in refused_in(text, edition).message


# -- Z1: "Two target Characters each gain" -----------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "Two target Characters each gain 1 boost.",                                                     # audit Z1
    "{J} Three target Characters gain 1 boost.",
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_an_exact_number_of_targets_says_up_to_reads(text, edition):
    refused_saying(text, "Characters", ("counted 'up to'", "an exact number of them is not read yet"),
                   "Up to two target Characters each gain 1 boost.", edition)


# -- Z2: "twice" (6.5.i) ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "{H} Target opponent may [Exhausted Resupply] twice.",                       # audit Z2: CR 6.5.i's example
    "[Resupply] twice.",
    "[Sabotage] twice.",
    "[Augment] target card in play twice.",
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_twice_is_told_it_is_not_read(text, edition):
    refused_saying(text, "twice", "'twice' (a step done two times, 6.5.i) is not read yet", "[Resupply]. [Resupply].",
                   edition)


# -- Z2: "in play or in your Reserve" ---------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_in_play_or_in_your_reserve_says_what_each_reading_means(edition):
    refused_saying("{J} You may [Augment] target card in play or in your Reserve.", "your",
                   ("of every player's Reserve (not only yours)", "'target card in your Reserve' of yours alone"),
                   ("{J} You may [Augment] target card in play or in Reserve.",
                    "{J} You may [Augment] target card in your Reserve."), edition)


# -- Z2: a pronoun after objects were named: the reason given was false (7.2.4.a) -------------------------------
@pytest.mark.parametrize("text,at", [
    ("Each Character you control gains 1 boost. Exhaust them.", "them"),                            # audit Z2
    ("Each Character in my Expedition gains [[Asleep]]. They gain 1 boost.", "They"),               # audit Z2
    ("Each Character you control gains 1 boost. Its controller draws a card.", "Its"),              # audit Z2
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_pronoun_after_each_is_not_said_to_name_nothing(text, at, edition):
    e = refused_at(text, at, edition)
    assert "no object is named before it" not in e.message
    refused_saying(text, at, "what 'each ...' named in a sentence before is not named by",
                   "Exhaust each Character you control.", edition)


@pytest.mark.parametrize("text,at", [
    ("{J} Target Character and each Character facing it gain [[Asleep]].", "facing"),               # audit Z2
    ("{J} Discard target Character and each Character facing it.", "facing"),                        # audit Z2
    ("Double the boosts of target Character and each Character in its Expedition.", "its"),          # audit Z2
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_it_in_the_list_that_names_it(text, at, edition):
    e = refused_at(text, at, edition)
    assert "no object is named before it" not in e.message
    refused_saying(text, at, "'it' in the list that names it",
                   "{J} Target Character gains [[Asleep]]. Each Character facing it gains [[Asleep]].", edition)


# -- Z2: "keywords.yaml gives it no 'them'": what to write ------------------------------------------------------
@pytest.mark.parametrize("text,kw,of,edition", [
    ("[Exhaust] each Character in the Expedition facing me.", "Exhaust", "", None),                 # audit Z2
    ("[Augment] each Character facing me.", "Augment", "", None),                                   # audit Z2
    ("[Augment] each Character facing me.", "Augment", "", "5.0"),
    ("[Take Control] of each Character in the Expedition facing me.", "Take Control", " of", "5.0"),  # audit Z2
])
def test_an_action_on_each_in_a_place_says_what_to_write(text, kw, of, edition):
    e = refused_in(text, edition)
    assert "keywords.yaml" not in e.message
    refused_saying(text, "[", "is not read yet", (f"[{kw}]{of} target Character in my Expedition.",
                                                   f"[{kw}]{of} each Character you control."), edition)


def test_or_is_not_taken_for_ore_anywhere():
    """5.0's 'Ore' was offered for 'or' (audit Z2): a short word a longer one is near is written, not misspelt."""
    e = refused_at("{J} Draw one or two cards.", "or", "5.0")
    assert "Ore" not in e.message and "did you mean" not in e.message
