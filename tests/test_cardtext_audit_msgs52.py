"""Refusal messages that misled, round 3 (issue 31; audits H3 §4, H1 §4 and G1's bare parser lists of session 51). A
text the engine can't read is refused at its place with one line saying what to write, never advising a form the
engine refuses or one that changes the card; each wording a message suggests is read here, both editions.

Decided:
- a quick action's cost read but paid by no step there ("{T}, Put a card from your hand in your Reserve: ...") was told
  to "say it in the effect, after the colon": the ability would then run without paying it. It is now told the form
  that reads it as a cost, paid before the effect it pays for: "{T}: You may <cost> to <effect>" (6.4.a, 6.5.c).
- "ready" is a keyword action (7.3.18.a), not a word of a noun: a card not exhausted (1.1.7.e) is said with
  "exhausted" ("If I'm not exhausted", "target Character that isn't exhausted").
- a status is a mark gained and lost (2.4): "are [[Anchored]]", "I am [[Anchored]]" and "As long as ..., I gain
  [[Anchored]]" are told so (not "expected '['", which pointed to a keyword); "remove [[Fleeting]] from ..." is told
  "... loses [[Fleeting]]" / "You may have ... lose [[Fleeting]] to ...".
- the other messages name what reads: "with Hand Cost {3} or more", "my number of boosts", "that many", "its owner's
  Mana zone", "If it's a Character", "If the result is 4-6", "The next Spell you play this turn", or say plainly that
  the form is not read yet ("can't be exhausted", "When I become ready", "for free" in a trigger, "[Tough 1]" gained).
No reading changes: the texts refused here were refused before (only their messages differ).
"""
from __future__ import annotations

import pytest

from readings import refused_saying

EDITIONS = [None, "5.0"]


# -- 1. a quick action's cost no step pays there: told the form that reads it as a cost (6.4.a, 6.5.c) ---------------
@pytest.mark.parametrize("text,words", [
    ("{T}, Put a card from your hand in your Reserve: Draw a card.", "Put a card from your hand in your Reserve"),
    ("{T}, Return a Character you control to its owner's hand: Draw a card.",
     "Return a Character you control to its owner's hand"),
    ("{T}, Remove 2 boosts from a Character you control: Draw a card.", "Remove 2 boosts from a Character you control"),
    ("{T}, Have me gain [[Asleep]]: Draw a card.", "Have me gain [[Asleep]]"),                       # audit H3 9-273
    ("{1}, Return a card from your Reserve to your hand: I gain 1 boost.",
     "Return a card from your Reserve to your hand"),
    ("{T}, Send me to Reserve: Draw a card.", "Send me to Reserve"),
    ("{T}, Put two cards from your hand in your Reserve: Draw a card.", "Put two cards from your hand in your Reserve"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_cost_no_step_pays_is_told_the_you_may_form(text, words, edition):
    said = words[0].lower() + words[1:]
    refused_saying(text, words, ("cannot run as a cost", f"'You may {said} to ...'"),
                   f"{{T}}: You may {said} to draw a card.", edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_cost_no_step_pays_is_no_longer_told_to_move_it_into_the_effect(edition):
    from readings import refused_in
    e = refused_in("{T}, Put a card from your hand in your Reserve: Draw a card.", edition)
    assert "say it in the effect" not in e.message, e.message


# -- 2. "ready" as an adjective, states and statuses (audit H3 §4) ----------------------------------------------------
READY = ("'ready' is the keyword action", "said with 'exhausted'")
NOT_EXHAUSTED = ("{J} If I'm not exhausted, draw a card.", "{J} Exhaust target Character that isn't exhausted.",
                 "{J} If you have no card in your Reserve that isn't exhausted, draw a card.")


@pytest.mark.parametrize("text", [
    "{J} If I'm ready, draw a card.",                                                    # audit H3 211
    "{J} If you have no ready card in your Reserve, draw a card.",                       # 214
    "{J} Exhaust target ready Character.",                                               # 238
    "{J} You may exhaust a ready card in your Reserve to draw a card.",                  # 395
    "{J} If it's ready, draw a card.",
    "{J} Exhaust two ready Characters you control. Draw a card.",
    "{J} Sacrifice a ready Character. Draw a card.",
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_ready_as_a_word_of_a_noun_is_told_not_exhausted(text, edition):
    refused_saying(text, "ready", READY, NOT_EXHAUSTED, edition)


@pytest.mark.parametrize("text,says,suggested", [
    ("When I become exhausted — Draw a card.", "not read in a trigger", "When you exhaust me — Draw a card."),
    ("When I become ready — I gain 1 boost.", "readied by any player is not read yet",
     "When you exhaust me — Draw a card."),
    ("When a Character you control becomes exhausted — Draw a card.", "not read in a trigger",
     "When I gain [[Asleep]] — Draw a card."),
    ("When I become [[Asleep]] — Draw a card.", "not read in a trigger", "When I gain [[Asleep]] — Draw a card."),
    ("{J} Target Character becomes exhausted.", "a keyword action or a status gained",
     ("{J} Exhaust target Character.", "{J} Target Character gains [[Asleep]].")),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_become_is_told_the_action(text, says, suggested, edition):
    refused_saying(text, "becom", says, suggested, edition)


@pytest.mark.parametrize("text,word", [
    ("I can't be exhausted.", "exhausted"),                                              # audit H3 366
    ("Target Character can't be sent to Reserve.", "sent"),
    ("Characters you control can't be readied.", "readied"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_cant_be_is_told_only_played_reads(text, word, edition):
    refused_saying(text, word, (f"'can't be {word}' is not read", "only 'can't be played'"),
                   "Spells can't be played.", edition)


@pytest.mark.parametrize("text,what", [
    ("{J} You may remove [[Fleeting]] from a card in your Reserve to draw a card.", "a card in your Reserve"),  # 30
    ("{J} Remove [[Fleeting]] from target Character.", "target Character"),
    ("{J} Remove [[Asleep]] from me. Draw a card.", "me"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_status_removed_is_told_lose(text, what, edition):
    status = text[text.index("[["):text.index("]]") + 2]
    refused_saying(text, "[[", ("a status is lost, not removed", f"'You may have {what} lose {status} to ...'"),
                   ("{J} Target Character loses [[Fleeting]].",
                    "{J} You may have target Character lose [[Fleeting]] to draw a card."), edition)


@pytest.mark.parametrize("text", [
    "When you play a Character for free — Draw a card.",                                 # audit H3 308
    "When an opponent plays a Spell for free — I gain 1 boost.",
    "When you play a Character for {1} less — Draw a card.",
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_played_for_free_in_a_trigger_is_told_not_read(text, edition):
    refused_saying(text, "for ", "is not told from another in a trigger yet",
                   "When you play a Character from your Reserve — Draw a card.", edition)


@pytest.mark.parametrize("text", [
    "Characters you control are [[Anchored]].",                                          # audit H3 354
    "I am [[Anchored]].",                                                                # 355
    "As long as you control a Landmark, I gain [[Anchored]].",                           # audit H1 #335
    "Characters you control are [[Asleep]].",
    "As long as I'm in your Hero Expedition, I gain [[Fleeting]].",
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_status_a_passive_would_give_is_told_it_is_gained(text, edition):
    status = text[text.index("[["):text.index("]]") + 2]
    refused_saying(text, "[[", (f"{status} is a status, a mark that is gained and lost (2.4)",
                                "does not have one while a passive lasts"),
                   (f"{{J}} Target Character gains {status}.", f"{{J}} I gain {status}."), edition)


# -- 3. audit H1 §4 ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,word,says,suggested", [
    ("{J} You may remove all boosts from target Character to draw that many cards.", "You may",          # H1 #11
     "removed as the cost of 'You may ... to' is not read yet",
     "{J} Remove all boosts from target Character. Draw that many cards."),
    ("{J} You may remove any number of boosts from me to draw that many cards. If you do, target Character gains "
     "that many boosts.", "any", "'any number of boosts' removed is not read yet",                      # #52
     ("{J} Remove 2 boosts from me.", "{J} Remove all boosts from me. Draw that many cards.")),
    ("{J} You may remove any number of boosts from me to have target Character gain that many boosts.", "any",
     "'any number of boosts' removed is not read yet", "{J} Remove all boosts from me. Draw that many cards."),
    ("{J} You may exhaust target Character to draw a card. If it's a Character with a Hand Cost of 3 or more, draw "
     "another card.", "Hand", "'with Hand Cost {3} or more'",                                          # #57
     "When you play a Character with Hand Cost {3} or more — Draw a card."),
    ("When you play a Character with a Hand Cost of 3 or more, draw a card.", "Hand",                  # #322
     "'with Hand Cost {3} or more'", "When you play a Character with Hand Cost {3} or more — Draw a card."),
    ("{J} Target Character with a Hand Cost of 2 or less gains 1 boost.", "Hand", "'with Hand Cost {2} or less'",
     "{J} Target Character with Hand Cost {2} or less gains 1 boost."),
    ("{J} Put target Character in its owner's hand. If it has a Hand Cost of 3 or more, draw a card.", "Hand",
     "tested with 'is' ('If its Hand Cost is {3} or more",                                              # #510
     "{J} Put target Character in its owner's hand. If its Hand Cost is {3} or more, draw a card."),
    ("{J} Target Character gains [Tough 1].", "[", "a keyword gained by an effect is not read yet",   # #188
     ("I am [Tough 1].", "Characters you control are [Tough 1].", "{J} Target Character gains 2 boosts.")),
    ("{J} I gain [Defender].", "[", "a keyword gained by an effect is not read yet", "I am [Defender]."),
    ("{J} If I have 2 or more boosts, draw a card. Otherwise, target Character gains X boosts, where X is the number "
     "of boosts on me.", "boosts on", "'my number of boosts'",                                          # #207
     "{J} Target Character gains X boosts, where X is my number of boosts."),
    ("{J} Target Character gains X boosts, where X is the number of boosts on it.", "boosts on",        # #531
     ("'the number of boosts on it' is not read", "those on another card are not counted yet"),
     "{J} Target Character gains X boosts, where X is my number of boosts."),
    ("{J} You may pay {1}. If you do, draw X cards. Otherwise, discard X cards, where X is the number of Characters "
     "you control.", "X cards, where", "'discard X cards' is not read yet",                             # #220
     "{J} For each Character you control, discard a card."),
    ("{J} Sacrifice all other Characters you control. Draw a card for each of them.", "of them",        # #230
     "'for each of them' is not read", ("{J} Sacrifice all other Characters you control. Draw that many cards.",
                                        "{J} For each Character you control, draw a card.")),
    ("{J} Each player sacrifices a Character. Each player draws a card for each of them.", "of them",   # #261
     "'for each of them' is not read", None),
    ("{J} Sacrifice all Characters you control. I gain 1 boost for each of them.", "of them",           # #280
     "'for each of them' is not read", "{J} Sacrifice all Characters you control. I gain that many boosts."),
    ("{J} Put each other Character in their owners' Mana zones.", "' Mana",                              # #88
     "'their owners' Mana zones' of several cards is not read",
     "{J} Put each other Character in its owner's Mana zone."),
    ("{J} Put all Characters in their owners' Mana zones. They gain [[Fleeting]].", "' Mana",            # #276
     "say it of each, in the singular", "{J} Put each other Character in its owner's Mana zone."),
    ("{J} Each opponent discards a card from their hand. If they're Character cards, draw a card.", "Character c",
     "'If it's a Character, ...'",                                                                       # #266
     "{J} Discard a card from your hand. If it's a Character, draw a card."),
    ("{J} Put target Character in the Mana zone of its owner.", "its owner",                             # #122
     "'its owner's Mana zone'", "{J} Put target Character in its owner's Mana zone."),
    ("{J} Return target Character to the hand of its owner.", "of its", "'its owner's hand'",
     "{J} Return target Character to its owner's hand."),
    ("{H} Roll a die. If you roll 4 or more, draw a card.", "roll 4",                                    # #345
     "'If the result is 4-6, ...'", "{H} Roll a die. If the result is 4-6, draw a card."),
    ("{J} Your next Spell this turn costs {1} less.", "next",                                            # #415
     "'The next Spell you play this turn ...'", "{J} The next Spell you play this turn costs {1} less."),
    ("{J} Your next Character costs {1} less.", "next", "'The next Character you play this turn ...'",
     "{J} The next Character you play this turn costs {1} less."),
    ("{J} You may pay {1}. If you do, draw X cards, where X is the number of cards you discarded this way.",
     "discarded", "counted with 'that many'",                                                           # #529
     "{J} You may discard up to two cards from your hand. If you do, draw that many cards."),
    ("{J} You may discard up to two cards from your hand. If you do, draw X cards, where X is the number of cards "
     "discarded this way.", "discarded this", "counted with 'that many'",                               # #530
     "{J} You may discard up to two cards from your hand. If you do, draw that many cards."),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_h1_refusals_say_what_reads(text, word, says, suggested, edition):
    refused_saying(text, word, says, suggested, edition)


# -- 3. audit H1 #549: a change given to me after a step put me in a hand is told at "I", of "me" (2.5.b, 2.4.1.c) --
@pytest.mark.parametrize("text,what", [
    ("{J} Return me to my owner's hand. I gain 1 boost.", "counters"),                                 # H1 #549
    ("When you play a Spell — Return me to my owner's hand. I gain [[Fleeting]].", "statuses"),
    ("{J} Put me in my owner's hand. I gain 2 boosts.", "counters"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_me_moved_to_a_hand_then_changed_is_told_at_i(text, what, edition):
    refused_saying(text, "I gain", (f"put 'me' in the Hand zone, where a card can't have or gain {what}",
                                              "what is given to me there"), None, edition)


# -- 4. audit G1's bare parser lists: a hint where one helps ----------------------------------------------------------
@pytest.mark.parametrize("text,word,says,suggested", [
    ("Characters you control get +1 {M}.", "get", "'+1 {M}' is said in its place of the three",          # G1 #92
     "Characters you control have +0/+1/+0."),
    ("Other Characters in my Expedition get +1 {W}.", "get", "'+1 {W}' is said in its place of the three",  # #93
     "Other Characters in my Expedition have +0/+0/+1."),
    ("Characters in the Expedition facing me get -1 {F}.", "get", "'-1 {F}'", None),                    # #94
    ("{J} Swap the places of two target Characters.", "Swap", "nothing is swapped",                     # #168
     "{J} Target Character switches Expeditions."),
    ("Swap my statistics.", "Swap", "statistics are not swapped", "{J} I gain 2 boosts."),
    ("{J} Each opponent chooses a Character they control. Discard the chosen Characters.", "chosen",   # #172
     "what each player chose in turn is not named after their sentence yet",
     "{J} Each opponent sacrifices a Character."),
    ("{J} Each player chooses a Character they control. Those Characters gain 1 boost.", "Those",      # #175
     "what each player chose in turn is not named after their sentence yet", None),
    ("{J} Each opponent loses 1 boost from each Character they control.", "from",                      # #177
     "a player does not lose counters", ("{J} Remove 1 boost from each Character your opponents control.",
                                         "{J} Remove 1 boost from each Character target opponent controls.")),
    ("At Dusk — Each opponent loses 1 boost from a Character they control.", "from",                   # #544
     "a player does not lose counters", None),
    ("{J} Target opponent chooses one: • They discard a card. • You draw a card.", "•",                # #184
     "another player choosing one is not read yet", "{J} Choose one: • Draw a card. • I gain 1 boost."),
    ("{J} You may give target Character [[Asleep]]. If you do, draw a card.", "[[",                    # #267
     "'have target Character gain [[Asleep]]'",
     "{J} You may have target Character gain [[Asleep]]. If you do, draw a card."),
    ("{J} Look at the top three cards of your deck. Put any number of them in Reserve and the rest at the bottom of "
     "your deck.", "them", "'any number of them' among the cards looked at is not read yet",           # #413
     "{J} Look at the top three cards of your deck. Put one of them in Reserve and the rest at the bottom of your "
     "deck."),
    ("{J} Target Character gains [[Asleep]] unless its controller pays {1}.", "pays",                  # #428
     "'unless' takes a condition",
     ("{J} Sacrifice me unless you control a Landmark.", "{J} You may discard a card. If you don't, sacrifice me.",
      "{J} Target opponent may pay {1}. If they don't, target Character gains [[Asleep]].")),
    ("{J} Target opponent discards a card unless they pay {1}.", "pay", "'unless' takes a condition", None),  # #429
    ("{J} Sacrifice me unless you discard a card.", "discard", "'unless' takes a condition", None),    # #431
    ("{J} You may sacrifice a Character. If you do and it was a Token, draw a card.", "and",           # #449
     "a test joined to it by 'and' is not read yet", "{J} You may sacrifice a Character. If you do, draw a card."),
    ("{J} Each player sacrifices all but one Character they control.", "but", "'all but ...' is not read yet",
     ("{J} Each player sacrifices a Character.", "{J} Sacrifice all other Characters you control.")),   # #500
    ("{J} Each player discards a card at random.", "at", "a card chosen at random is not read yet",    # #501
     ("{J} Target opponent discards a card from their hand.", "{J} Roll a die.")),
    ("{J} Target opponent reveals a card at random from their hand. If it's a Spell, discard it.", "at random",
     "a card chosen at random is not read yet", None),                                                 # #503
    ("{J} Target opponent shuffles their Reserve into their deck.", "shuffles",                        # #504
     "'shuffle' is not a keyword action", "{J} Put target Character on the bottom of its owner's deck."),
    ("{J} If I have [[Anchored]], draw a card.", "[[", "a status is asked with 'is'",                  # #617
     "{J} If I'm [[Anchored]], draw a card."),
    ("{J} If it has [[Asleep]], draw a card.", "[[", "'If it's [[Asleep]], ...'", None),
    ("{J} Draw X cards, where X is target Character's number of boosts.", "target",                    # #639
     "X counts the counters on me only", "{J} Target Character gains X boosts, where X is my number of boosts."),
    ("{J} Each opponent may sacrifice a Character. If any opponent does, draw a card.", "opponent does",  # #648
     "asked of any of several players who acted in turn it is not read yet",
     "{J} Target opponent discards a card. If they do, draw a card."),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_g1_bare_lists_say_what_reads(text, word, says, suggested, edition):
    refused_saying(text, word, says, suggested, edition)
