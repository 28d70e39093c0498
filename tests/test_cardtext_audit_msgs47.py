"""Refusals that say what to write, and four readings decided (issue 31; outside audits K and L of session 47):
every text is "either read right or refused at its place with a message that says what to write". Each class is
checked with the auditors' texts and new wordings of the same shape: the column, what the message says, and that
the wording it suggests reads. Most words are mistakes of the phrasebook (grammar/phrases/mistakes.yaml).

Decided:
- a duration is "this turn", "this Afternoon" or "this Day" (2.2.14.a); the language reads one where printed cards
  write it ("The next ... you play this turn ...", "... can't move forward this Day": an Ongoing Emblem, 2.2.14.c).
  "Until end of turn", "For the rest of the Day", "This turn, ..." and other lasting effects are refused saying so;
- "As long as I'm in Reserve, ..." in the main text never applies (2.2.11.g: the main text works in play; 2.2.11.i:
  in Reserve only a support ability does): refused, pointing to {I}. What I cost or whether I can be played, said
  of me as I am played, is still read;
- "When each of your Expeditions moves forward" is heard for each Expedition that moves, as "one of" (4.2.4: each
  moves on its own); "When your Expeditions move forward", said of both at once, is refused;
- "Sacrifice each token in the Expedition facing me": what one sacrifices is one's own (7.3.36.a v5.0) and what is
  in the Expedition facing yours is another player's (7.5.4.a, 7.5.7): never anything, refused;
- "{T}, Sacrifice a Spirit: It gains 1 boost.": "it" names the sacrificed card, now in a Discard pile where a card
  has no counters (2.5.b) nor statuses (2.4.1.c): idle, refused as "Sacrifice a Spirit. It gains 1 boost." is.
"""
from __future__ import annotations

import pytest

from readings import reads, refused_in, refused_saying


DURATION = "'this turn', 'this Afternoon' or 'this Day' (2.2.14.a)"
LASTING = "is not read yet"
CANT = "can't do for a while is not read yet"
NEXT = "{J} The next Spell you play this turn costs {1} less."
MOVE = "{J} Target Expedition can't move forward this Day."

# text, the word refused, what the message says, a wording it suggests (which reads), edition: refused as the
# MESSAGES below are (test_refused_at_its_place_saying_what_to_write)
DURATIONS = [
    # audit K §3b: "Until end of turn/Day", "For the rest of the Day" (2.2.14.a)
    ("{J} Create a [Glass Sprite 1/1/1] Spirit token in my Expedition. Until end of turn, it has +2/+2/+2.",
     "Until", DURATION, NEXT, "5.0"),
    ("{J} Characters your opponents control get -1/-1/-1 until end of turn.", "get", DURATION, NEXT, "5.0"),
    ("{J} Characters your opponents control have -1/-1/-1 until end of turn.", "-1/", DURATION, NEXT, "5.0"),
    ("{T}: Target Character gains [[Anchored]] until end of turn.", "until", DURATION, MOVE, "5.0"),
    ("{T}: Until end of Day, target Character has +1/+1/+1.", "Until", DURATION, MOVE, "5.0"),
    ("Until end of turn, Characters you control have +1/+1/+1.", "Until", DURATION, NEXT, "5.0"),
    ("Until end of Day, target Character gains [[Anchored]].", "Until", DURATION, NEXT, None),
    ("{J} Until end of turn, I have +2/+2/+2.", "Until", DURATION, NEXT, None),
    ("{J} Until end of Day, target Character can't gain boosts.", "Until", DURATION, NEXT, "5.0"),
    ("{J} Until end of turn, you may play Spirits from Reserve for {1} less.", "Until", DURATION, NEXT, "5.0"),
    ("{J} Until end of Day, when a Spirit joins your Expeditions, it gains 1 boost.", "Until", DURATION, NEXT,
     "5.0"),
    ("{J} For the rest of the Day, your Spirits have +1/+1/+1.", "the rest", DURATION, NEXT, "5.0"),
    # new wordings of the same shape
    ("{J} Until the end of the turn, target Character has +1/+0/+0.", "Until", DURATION, NEXT, None),
    ("{H} Target Character gets +2/+0/+0 until the end of the Afternoon.", "gets", DURATION, NEXT, None),
    ("{J} Expeditions can't move forward until end of Day.", "until", DURATION, MOVE, None),
    ("{R} For the rest of this turn, Characters you control have +1/+1/+1.", "the rest", DURATION, NEXT, None),
    # "This turn, ..." first: a duration follows what lasts
    ("{J} This turn, Spirits you play gain 1 boost.", "This", "written after what lasts", NEXT, "5.0"),
    ("{J} This Day, Characters you control have +1/+1/+1.", "This", "written after what lasts", MOVE, None),
    # what a card has for a while
    ("{J} Target Character has +1/+1/+1 this turn.", "+1/", LASTING, NEXT, None),
    ("{J} Target Character gains [[Anchored]] this turn.", "this", LASTING, NEXT, None),
    # "can't ... this turn": only Expeditions' moving forward is read (2.2.14)
    ("{J} Target opponent can't play Spells this turn.", "play", CANT, MOVE, "5.0"),
    ("{J} Target opponent can't play Spells until end of Day.", "play", CANT, MOVE, "5.0"),
    ("{J} Your opponents can't play cards from Reserve this turn.", "play", CANT, MOVE, "5.0"),
    ("{J} Characters can't gain boosts this turn.", "gain", CANT, MOVE, "5.0"),
    ("{J} Each opponent can't draw cards until end of turn.", "draw", CANT, MOVE, "5.0"),
    ("{H} Target Character can't be sent to Reserve this Day.", "be", CANT, MOVE, None),
    # a delayed effect or a lasting condition after {J}: not read, said so (not the {I} message)
    ("{J} At Dusk this Day, draw a card.", "At", "delayed", "At Dusk \u2014 Draw a card.", "5.0"),
    ("{H} At the next Noon, draw a card.", "At", "delayed", "{I} At Noon \u2014 Draw a card.", None),
    ("{J} As long as I'm [[Boosted]], I have +1/+1/+1.", "As long", "happens once",
     "As long as I'm [[Boosted]], I have +1/+1/+1.", None),
]


@pytest.mark.parametrize("text, duration", [
    ("{J} The next Spirit you play this turn costs {1} less.", "turn"),
    ("{J} The next Spell you play this Day costs {1} less.", "Day"),
    ("{J} Expeditions can't move forward this Day.", "Day"),
    ("{J} My Expedition can't move forward this turn.", "turn"),
])
def test_the_durations_printed_cards_write_read_as_an_ongoing_emblem(text, duration):
    """2.2.14.c: an Ongoing Emblem with the duration said (unchanged by the refusals above)."""
    [ability] = reads(text, "5.0")
    emblems = [s["emblem"] for s in ability["reaction"]["effect"] if "emblem" in s]
    assert [e["duration"] for e in emblems] == [duration]


# -- the four readings decided ---------------------------------------------------------------------------------

RESERVE = "never true while this ability works"


# Each class refused is a table of (text, the word refused, what the message says, the wordings it suggests (which
# read), edition), checked by test_a_reading_decided_is_refused_at_its_word_saying_why below.

# a main passive in Reserve, refused pointing to support: 2.2.11.g, the main text works in play only; 2.2.11.i, in
# Reserve only a support ability ({I}, 2.2.11.e)
IN_RESERVE = [(text, word, (RESERVE, "{I}", "2.2.11.g"), "{I} Spirits you control have +1/+0/+0.", None)
              for text, word in [
    ("As long as I'm in Reserve, Spirits you control have +1/+0/+0.", "I'm"),          # audit K 1/422
    ("If I'm in Reserve, Spirits you control have +1/+0/+0.", "I'm"),
    ("As long as I'm in your Reserve, Characters you control have +1/+1/+1.", "I'm"),
    ("As long as I am in Reserve, Characters you play cost {1} less.", "I am"),
    ("[Seasoned].  As long as I'm in Reserve, Spirits you control have +0/+1/+0.", "I'm"),
]]


@pytest.mark.parametrize("text", [
    "{I} As long as I'm in Reserve, Spirits you control have +1/+0/+0.",   # a support ability: works there
    "As long as I'm in your Reserve, I cost {1} less.",                      # said of me as I am played (5.1.2)
    "As long as I'm in Reserve, I can't be played.",
    "As long as I'm in my Expedition, Spirits you control have +1/+0/+0.",
])
def test_what_works_in_reserve_still_reads(text):
    assert reads(text)


ONE_BY_ONE = "one Expedition at a time"


# Expeditions heard together, refused: 4.2.4, each Expedition moves forward on its own, heard one at a time: 'one
# of your Expeditions'
TOGETHER = [(text, word, (ONE_BY_ONE, "'one of your Expeditions'"),
             "When one of your Expeditions moves forward \u2014 Draw a card.", None) for text, word in [
    ("When your Expeditions move forward \u2014 Draw two cards.", "your"),                     # audit K 1/612
    ("When your Expeditions move forward due to {V} \u2014 Draw a card.", "your"),
    ("When Expeditions move forward \u2014 I gain 1 boost.", "Expeditions"),
    ("When your Expeditions fail to move forward \u2014 Draw a card.", "your"),
]]


@pytest.mark.parametrize("text", [
    "When each of your Expeditions moves forward \u2014 Draw two cards.",     # audit K 1/609: each one, each time
    "When one of your Expeditions moves forward \u2014 Draw two cards.",
])
def test_each_of_your_expeditions_is_heard_as_one_of_them(text):
    [ability] = reads(text)
    [one] = reads("When one of your Expeditions moves forward \u2014 Draw two cards.")
    assert ability["reaction"]["trigger"] == one["reaction"]["trigger"]


# sacrificing in the Expedition facing me, refused: 7.3.36.a (v5.0), one sacrifices objects one controls; 7.5.4.a,
# 7.5.7: those facing are another player's
FACING = [(text, word, ("is facing yours is another player's", "never do anything"),
           ("{J} Send each token in the Expedition facing me to Reserve.", "{J} Sacrifice a token you control."), "5.0")
          for text, word in [
    ("{J} Sacrifice each token in the Expedition facing me.", "in the"),                    # audit K 1/308
    ("Sacrifice each token in the Expedition facing me.", "in the"),
    ("{J} Sacrifice a Character in the Expedition facing me.", "in the"),
    ("{H} You may sacrifice a Spirit in the Expedition facing me. If you do, draw a card.", "in the"),
]]

# a card a cost or a step sacrificed gains nothing: it is in a Discard pile, where a card can't have or gain
# counters or statuses
SACRIFICED = [(text, word, ("Discard zone", kept), None, "5.0") for text, word, kept in [
    ("{T}, Sacrifice a Spirit: It gains 1 boost.", "It", "counters (2.5.b)"),                # audit K 2/52
    ("{T}, Discard a card: It gains [[Anchored]].", "It", "statuses (2.4.1.c)"),
    ("{T}, Sacrifice a Character: It gains 2 boosts.", "It", "counters (2.5.b)"),
    ("{J} Sacrifice a Spirit. It gains 1 boost.", "It", "counters (2.5.b)"),
    ("{J} Sacrifice a Character. It gains [[Asleep]].", "It", "statuses (2.4.1.c)"),
]]


@pytest.mark.parametrize("text, word, says, suggested, edition", IN_RESERVE + TOGETHER + FACING + SACRIFICED)
def test_a_reading_decided_is_refused_at_its_word_saying_why(text, word, says, suggested, edition):
    """The classes above: refused at the word, the message saying why (and what to write); the wordings suggested
    read."""
    refused_saying(text, word, says, suggested, edition)


@pytest.mark.parametrize("text", [
    "{T}, Sacrifice a Spirit: Its controller draws a card.",
    "{T}, Discard a card: If it's a Spirit, draw a card.",
    "{T}, Exhaust a Character you control: It gains 1 boost.",
    "{T}, Sacrifice a Spirit: Draw a card.",
])
def test_what_a_cost_leaves_named_elsewhere_still_reads(text):
    assert reads(text, "5.0")


# -- carets and messages (audit K §3b, audit L §3) --------------------------------------------------------------

MESSAGES = [
    # "Otherwise" with no "if" before it: at "Otherwise" (6.5.e)
    ("{J} You may discard a card. If you do, draw a card. Draw a card. Otherwise, draw two cards.", "Otherwise",
     "needs an 'if'", "{J} You may discard a card. If you do, draw a card. Otherwise, draw two cards.", None),
    ("{J} You may discard a card. Target Character gains 1 boost. Otherwise, draw a card.", "Otherwise",
     "needs an 'if'", "{J} You may discard a card. If you don't, draw a card.", None),
    # [Take control] under 5.0: the brackets, not the edition already in use
    ("{J} Take control of target Character.", "of", "'[Take control] of target Character'",
     "{J} [Take control] of target Character.", "5.0"),
    # "that player" is not a player word
    ("{J} Target player draws two cards. Then that player discards a card.", "that player", "'they'",
     "{J} Target player draws two cards. Then they discard a card.", None),
    ("{H} Target player discards a card. That player draws a card.", "That player", "'they'",
     "{J} Target player draws two cards. Then they discard a card.", None),
    # each card to its own owner's zone
    ("{J} Return each Character to their owners' hands.", "'", "'its owner's'",
     "{J} Return each Character to its owner's hand.", None),
    ("{J} Send each token to their owners' Reserves.", "'", "'its owner's'",
     "{J} Return each Character to its owner's hand.", None),
    # "that many" after "For each"
    ("{J} For each Character you control, draw a card. Then discard that many cards.", "many", "'For each' again",
     "{J} For each Character you control, discard a card.", None),
    ("{R} For each Spirit you control, I gain 1 boost. Draw that many cards.", "that many", "'For each' again",
     "{J} For each Character you control, discard a card.", None),
    # a drawn card is never named
    ("{J} Target opponent reveals two cards from their hand. They draw the other.", "the other", "with 'put'",
     "{J} Target opponent reveals two cards from their hand. Put one of them in Reserve and the other in their "
     "hand.", None),
    # "that Character" where the effect named it: "it"
    ("{J} Choose a Character in target opponent's Reserve. Put that Character in its owner's hand.",
     "that Character", "is 'it'", "{J} Choose a Character in target opponent's Reserve. Put it in "
     "its owner's hand.", None),
    # a counter no set declares: how a set declares one
    ("{J} I gain 2 Glass counters.", "Glass", "vocabulary.yaml", "{J} I gain 2 boosts.", "5.0"),
    ("{H} Target Character gains 1 Ember counter.", "Ember", "'counters: [Ember]'", "{J} I gain 2 boosts.", None),
    # a second token of "Create ... and ..."
    ("{H} Create a [Glass Sprite 1/1/1] Spirit token in my Expedition and a [Glass Sprite 1/1/1] Spirit token in "
     "target Expedition.", "Glass Sprite 1/1/1] Spirit token in target", "a sentence of its own",
     "{H} Create a [Glass Sprite 1/1/1] Spirit token in my Expedition. Create a [Glass Sprite 1/1/1] Spirit token "
     "in target Expedition.", "5.0"),
    ("{J} Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition and an [Ordis Recruit 1/1/1] Soldier "
     "token in your other Expedition.", "Ordis Recruit 1/1/1] Soldier token in your", "a sentence of its own",
     "{H} Create a [Glass Sprite 1/1/1] Spirit token in my Expedition. Create a [Glass Sprite 1/1/1] Spirit token "
     "in target Expedition.", None),
    # what each opponent controls
    ("{J} Each opponent's Characters gain [[Asleep]].", "Characters", "'Characters your opponents control'",
     "{J} Characters your opponents control gain [[Asleep]].", "5.0"),
    ("{H} Each player's Characters gain 1 boost.", "'s", "'Characters your opponents control'",
     "{J} Characters your opponents control gain [[Asleep]].", None),
    # triggers on drawing and discarding
    ("When an opponent draws a card \u2014 I gain 1 boost.", "a card", "'When an opponent draws one or more cards",
     "When an opponent draws one or more cards \u2014 I gain 1 boost.", "5.0"),
    ("When you draw two cards \u2014 I gain 1 boost.", "two", "draws one or more cards",
     "When an opponent draws one or more cards \u2014 I gain 1 boost.", None),
    ("When you discard a card \u2014 I gain 1 boost.", "discard", "'When you [Discard]",
     "When you [Discard] \u2014 I gain 1 boost.", "5.0"),
    ("When an opponent discards a card \u2014 I gain 1 boost.", "discards", "'When you [Discard]",
     "When an opponent [Discards] \u2014 I gain 1 boost.", "5.0"),
    # "they" of "each opponent" out of the loop (5.0, audit L): at "They"/"they", not at the start
    ("At Noon \u2014 Each opponent draws a card. [Augment] target Character. They discard a card.", "They",
     "'they' names the players of 'each ...'", "At Noon \u2014 Each opponent draws a card. They discard a card.",
     "5.0"),
    ("{J} Each opponent reveals a card from their hand. [Augment] target Character. They discard it.",
     "They discard", "'they' names the players of 'each ...'",
     "{J} Each opponent discards a card.", "5.0"),
    # a Gift is what another player receives (7.3.22.a, 7.3.29.a): to no player named
    ("{J} [Make a Gift] to target opponent.", "[Make", "what they receive", "{J} Target opponent draws a card.",
     "5.0"),
    ("{J} You may [Make a Gift] to target opponent.", "[Make", "what they receive",     # (an event: no step, s57)
     "{J} Target opponent draws a card.", "5.0"),
    # "it" after a step of a quick action's effect: the cost's card is "it" only before it (s46 decision)
    ("{T}, Sacrifice a token: I gain 2 boosts. If it was a Spirit, draw a card.", "it was",
     "only before a step of the effect", "{T}, Sacrifice a token: If it's a Spirit, draw a card.", "5.0"),
    # "loses all boosts": its own
    ("{J} Target Character loses all boosts.", "boosts", "'loses all its boosts'",
     "{J} Target Character loses all its boosts.", "5.0"),
]


@pytest.mark.parametrize("text, word, says, suggested, edition", DURATIONS + MESSAGES)
def test_refused_at_its_place_saying_what_to_write(text, word, says, suggested, edition):
    """The durations (2.2.14.a) and the carets and messages above: refused at the word, saying what to write,
    and the wording suggested reads."""
    refused_saying(text, word, says, suggested, edition)


def test_take_control_does_not_ask_for_the_edition_in_use():
    e = refused_in("{J} Take control of target Character.", "5.0")
    assert "--edition" not in e.message
