"""Refusal messages that misled or said nothing of what to write (issue 31; section 4 of audits F1, F2 and F3 of
session 50). A text the engine can't read is refused at its place with a message that says why and what to write;
each suggested wording is read here (by the same rules), and says what the card says or says how it differs.

Decided:
- a pronoun after a group named by "all ..." or by a plural with no number ("Characters you control gain 1
  boost. They gain [[Anchored]].", "Send to Reserve all [[Asleep]] Characters. Their owners draw a card.") was
  said to name nothing though a group was named: the message now says the group is not named again after its
  sentence yet (7.2.4.a), and what reads: a sacrifice ("Sacrifice all ... . Their owners ..."), targets counted
  ("Up to two target Characters ... They ..."), or two steps in one sentence ("... gain 1 boost and [[Anchored]]").
  Whether such texts should read is left to the work on pronouns after several objects: no reading changes here.
- "... in your Mana zone. Ready them.": cards put in a Mana zone are face-down Mana Orbs (3.2.9.b, 3.2.9.c); the
  message says so, not that nothing was named.
- "two target Characters" in object place, "Target two Characters.", "Target Character and another target
  Character": counted with "up to" (6.3), or one step each, the second "other than it"; an exact number of targets
  is not read yet (said so).
- the other messages (grammar/phrases/mistakes.yaml, the section of audits F1-F3) say what to write; no text reads
  differently (bundled readings compared before and after).
"""
from __future__ import annotations

import pytest

from readings import reads, refused_at, refused_in, refused_saying

EDITIONS = [None, "5.0"]


# -- F3, F2 J39: a pronoun after "all ..." or a plural with no number (7.2.4.a) ------------------------------------
@pytest.mark.parametrize("text,at", [
    ("{J} Send to Reserve all [[Asleep]] Characters. Their owners draw a card.", "Their owners"),     # audit F3
    ("{J} Characters you control gain 1 boost. They gain [[Anchored]].", "They"),                     # audit F2 J39
    ("{J} Send all [[Asleep]] Characters to Reserve. Their owners draw a card.", "Their owners"),
    ("{J} Exhaust all Characters you control. They gain 1 boost.", "They"),
    ("{J} All Characters you control gain 1 boost. They gain [[Anchored]].", "They gain"),
    ("{J} Characters you control gain 1 boost. Ready them.", "them"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_pronoun_after_all_or_a_plural_says_the_group_is_not_named_again(text, at, edition):
    refused_saying(text, at, ("what 'all ...' or a plural with no number", "is not named by", "(7.2.4.a)"),
                   ("{J} Sacrifice all [[Asleep]] Characters. Their owners draw a card.",
                    "{J} Up to two target Characters gain 1 boost. They gain [[Anchored]].",
                    "{J} Characters you control gain 1 boost and [[Anchored]]."), edition)
    assert "no object is named before it" not in refused_in(text, edition).message


# -- F1 #389-#391, F2 J1: a pronoun after "each ..." (what reads is said: a sacrifice, one sentence) -------------------
@pytest.mark.parametrize("text,at", [
    ("{J} Each Character in my Expedition gains 1 boost. Its controller draws a card.", "Its controller"),   # F2 J1
    ("{J} Send each [[Asleep]] Character to Reserve. Their owners draw a card.", "Their owners"),           # F1
    ("{J} Each Character with no boosts gains 1 boost. They gain [[Anchored]].", "They"),                  # F1
    ("{J} Send each [[Asleep]] Character to Reserve. Their controllers draw a card.", "Their controllers"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_pronoun_after_each_says_what_reads(text, at, edition):
    refused_saying(text, at, ("what 'each ...' named in a sentence before is not named by",
                              "but what a sacrifice sacrificed"),
                   ("{J} Sacrifice each Character. Their controllers draw a card.",
                    "{J} Each Character you control gains 1 boost and [[Anchored]]."), edition)
    assert "no object is named before it" not in refused_in(text, edition).message


# -- F1 #55: cards put in a Mana zone are face-down Mana Orbs (3.2.9.b, 3.2.9.c) ----------------------------------
@pytest.mark.parametrize("text", [
    "{J} Put the top two cards of your deck in your Mana zone (as exhausted Mana Orbs). Ready them.",   # audit F1 #55
    "{J} Put the top two cards of your deck in your Mana zone. Ready them.",
    "{J} Put the top two cards of your deck in your Mana zone. Exhaust them.",
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_cards_put_in_a_mana_zone_are_said_face_down(text, edition):
    refused_saying(text, "them.", ("goes there face down, as a Mana Orb (3.2.9.b, 3.2.9.c)", "'Ready one of your "
                                   "Mana Orbs.'"),
                   ("{J} Ready one of your Mana Orbs.", "{J} Put the top two cards of your deck in Reserve. "
                    "Exhaust them."), edition)
    assert "no object is named before it" not in refused_in(text, edition).message


# -- F1 §4.1: a number of targets in object place (6.3) -----------------------------------------------------------
@pytest.mark.parametrize("text,kind,n", [
    ("{J} Send two target Characters to Reserve.", "Characters", "two"),                            # audit F1
    ("{J} Discard two target Permanents.", "Permanents", "two"),                                    # audit F1
    ("{J} Exhaust three target Characters.", "Characters", "three"),
    ("{J} Send two target Landmarks to Reserve.", "Landmarks", "two"),
    ("{J} Send two target opposing Characters to Reserve. Their controllers may draw a card.",    # audit F1
     "Characters", "two"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_number_of_targets_in_object_place_is_told_up_to(text, kind, n, edition):
    refused_saying(text, "target", ("several targets are counted 'up to'",
                                    f"'Send up to {n} target {kind} to Reserve.'", "not read yet"),
                   f"Send up to {n} target {kind} to Reserve.", edition)


@pytest.mark.parametrize("text", [
    "Two target Characters gain 1 boost.",                                                          # audit F1 #59
    "Two target Characters gain [[Asleep]].",
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_two_target_characters_as_subject_no_longer_proposes_the_word_written(text, edition):
    e = refused_at(text, "Characters", edition)
    assert "counted 'up to'" in e.message and "expected 'a'" not in e.message, e.message


@pytest.mark.parametrize("text,at,n", [
    ("Target two Characters. They gain 1 boost.", ". They", "two"),                                # audit F1 #57
    ("Target three Characters. They gain 1 boost.", "three", "three"),                             # audit F1 #10
    ("{J} Target three Characters and exchange their boosts.", "three", "three"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_target_n_characters_alone_says_where_targets_are_named(text, at, n, edition):
    refused_saying(text, at, (f"'Target {n} Characters' alone is not a step", "counted 'up to'"),
                   (f"Up to {n} target Characters gain 1 boost. They gain [[Anchored]].",
                    "Target two Characters and exchange their boosts."), edition)


@pytest.mark.parametrize("text", [
    "Target Character and another target Character gain 1 boost.",                                  # audit F1 #406
    "{J} Target Character and another target Character gain [[Asleep]].",
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_target_and_another_target_says_one_sentence_each(text, edition):
    refused_saying(text, "and", ("two targets joined by 'and' are not read yet",
                                    "'Target Character gains 1 boost. Target Character other than it gains 1 "
                                    "boost.'"),
                   ("Target Character gains 1 boost. Target Character other than it gains 1 boost.",
                    "Up to two target Characters gain 1 boost."), edition)


@pytest.mark.parametrize("text,second", [
    ("{J} Send target Character and target Permanent to Reserve.", "Permanent"),                    # audit F1
    ("{J} Send target Character and target Landmark to Reserve.", "Landmark"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_two_targets_of_two_kinds_say_a_sentence_each(text, second, edition):
    advice = f"Send target Character to Reserve. Send target {second} to Reserve."
    refused_saying(text, f"target {second}", ("two targets joined by 'and' are not read yet", advice), advice,
                   edition)


# -- F1 #380: "[Exchange] me with ..." (7.3.12.a) ----------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "{H} [Exchange] me with target card in your Reserve.",                                          # audit F1 #380
    "[Exchange] me with target Character in your Reserve.",
    "{H} Exchange me with target Character in your Reserve.",
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_exchange_me_says_what_an_exchange_names(text, edition):
    refused_saying(text, "with", ("an Exchange of me is not read yet", "7.3.12.a)"),
                   "Exchange target card in your Reserve with a card from your hand.", edition)


# -- F2 §4: "moves forward" without "one region" (7.3.16.a, 7.3.17.a) -----------------------------------------------
@pytest.mark.parametrize("text,at,way", [
    ("Target Expedition moves forward.", ".", "forward"),                                          # audit F2 A110
    ("Target Expedition moves backwards.", ".", "backwards"),                                      # audit F2 A111
    ("Each of your Expeditions moves forward.", ".", "forward"),                                   # audit F2 A112
    ("Target Expedition moves forward. Each Character in it gains 1 boost.", ". Each", "forward"), # audit F2 B121
    ("{J} If your Companion Expedition is behind, it moves forward.", ".", "forward"),             # audit F2 B124
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_moves_forward_is_told_one_region(text, at, way, edition):
    at = at if at != "." else text[text.rindex("."):]
    refused_saying(text, at, f"'moves {way} one region'", f"Target Expedition moves {way} one region.", edition)


# -- F2 A8, A9, A104: "the Hero Expedition": whose is said (3.2.4.b) -------------------------------------------------
@pytest.mark.parametrize("text,at,which", [
    ("{J} If I'm in the Hero Expedition, draw a card.", "Expedition,", "Hero"),                    # audit F2 A8
    ("{J} If I'm in the Companion Expedition, I gain 2 boosts.", "Companion", "Companion"),        # audit F2 A9
    ("Target Character gains 1 boost. If it's in the Hero Expedition, it gains 1 more boost.", "Expedition,",
     "Hero"),                                                                                        # audit F2 A104
    ("{J} Create an [Ordis Recruit 1/1/1] Soldier token in the Hero Expedition.", "Hero", "Hero"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_the_hero_expedition_is_told_whose(text, at, which, edition):
    refused_saying(text, at, (f"'your {which} Expedition'", f"'an opponent's {which} Expedition'"),
                   (f"{{J}} If I'm in your {which} Expedition, draw a card.",
                    f"{{J}} Create an [Ordis Recruit 1/1/1] Soldier token in your {which} Expedition."), edition)


@pytest.mark.parametrize("text", [
    "Each opponent creates an [Ordis Recruit 1/1/1] Soldier token in their Hero Expedition.",       # audit F2 C71
    "{J} Each opponent's Hero Expedition moves backwards one region.",                             # audit F2 C19
    "{J} Target opponent creates an [Ordis Recruit 1/1/1] Soldier token in their Hero Expedition.",   # F1 #127
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_their_hero_expedition_says_what_reads(text, edition):
    e = refused_at(text, "Hero", edition)
    assert "'your Hero Expedition'" in e.message and "expected 'expedition'" not in e.message, e.message


# -- F2 A105, E52, F1 #408: "draw another card", "create another one" ---------------------------------------------
@pytest.mark.parametrize("text,said", [
    ("Draw a card. If you control a Landmark, draw another card.", "draw another card"),          # audit F2 A105
    ("{J} Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition. If my Expedition is behind, create "
     "another one.", "create another one"),                                                          # audit F2 E52
    ("Draw a card. Then draw another card.", "draw another card"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_another_after_a_step_says_the_step_again(text, said, edition):
    refused_saying(text, "another", (f"'{said}' is not read", "say the step again in full"),
                   ("Draw a card. If you control a Landmark, draw a card.",
                    "{J} Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition. If my Expedition is "
                    "behind, create an [Ordis Recruit 1/1/1] Soldier token in my Expedition."), edition)


# -- F2 A107/B97, E1/F4: suggestions that pointed to 'discards' -----------------------------------------------------
@pytest.mark.parametrize("text", [
    "Sacrifice a Character. Draw cards equal to its Hand Cost.",                                   # audit F2 A107
    "Draw cards equal to the number of Characters in my Expedition.",                              # audit F2 B97
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_draw_cards_equal_to_says_where_x_is(text, edition):
    e = refused_at(text, "cards equal", edition)
    assert "'Draw X cards, where X is ...'" in e.message and "discards" not in e.message, e.message


@pytest.mark.parametrize("text", [
    "{J} Each opponent with more cards in hand than you discards a card.",                        # audit F2 E1/F4
    "{J} Each opponent with fewer cards in their hand than you draws a card.",
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_player_with_more_cards_says_what_reads(text, edition):
    refused_saying(text, "cards in", ("a player is chosen only with 'with no ...'", "a count compared is a "
                                      "condition of its own"),
                   ("{J} Each opponent with no cards in their hand draws a card.",
                    "{J} If an opponent has more cards in hand than you, draw a card."), edition)
    assert "did you mean" not in refused_in(text, edition).message


# -- F2 B87: a status in single brackets (2.4) ---------------------------------------------------------------------
@pytest.mark.parametrize("text,status", [
    ("[Fleeting]. {J} Draw a card.", "Fleeting"),                                                  # audit F2 B87
    ("[Fleeting]. Draw a card.", "Fleeting"),
    ("{J} Target Character gains [Anchored].", "Anchored"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_status_in_single_brackets_is_told_double(text, status, edition):
    at = status if text.startswith("[") else "["
    refused_saying(text, at, f"{status} is a status, written in double brackets ('[[{status}]]', 2.4)",
                   (f"[[{status}]]. {{J}} Draw a card.", f"{{J}} Target Character gains [[{status}]]."), edition)


# -- F3: "Swap my statistics", mana, "Their controllers each" -------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_swap_says_statistics_are_not_swapped(edition):
    text = "{J} Swap my statistics."                                                               # audit F3
    refused_saying(text, "Swap", "statistics are not swapped nor exchanged", "{J} I gain 2 boosts.", edition)
    assert "did you mean" not in refused_in(text, edition).message


@pytest.mark.parametrize("text", [
    "{J} You may exhaust me to gain 1 mana.",                                                      # audit F3
    "{J} Each opponent loses 1 mana.",                                                             # audit F3
    "{J} Each player gains 2 mana.",
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_mana_is_said_not_read_as_a_number(text, edition):
    refused_saying(text, "mana.", ("mana is not read as a number a player has", "(1.2.5.e, 3.2.9.c)"),
                   ("{J} Put the top card of your deck in your Mana zone (as an exhausted Mana Orb).",
                    "{J} Ready one of your Mana Orbs."), edition)


@pytest.mark.parametrize("text,fixed", [
    ("{J} Sacrifice all [[Asleep]] Characters. Their controllers each draw a card.",               # audit F3
     "{J} Sacrifice all [[Asleep]] Characters. Their controllers draw a card."),
    ("{J} Up to two target Characters gain 1 boost. Their controllers each draw a card.",
     "{J} Up to two target Characters gain 1 boost. Their controllers draw a card."),
    ("{J} Send up to two target Characters to Reserve. Their owners each draw a card.",
     "{J} Send up to two target Characters to Reserve. Their owners draw a card."),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_their_controllers_each_is_told_to_drop_each(text, fixed, edition):
    refused_saying(text, "each draw", "already says each of those players, once: write it without 'each'", fixed,
                   edition)


# -- F3: playing a card from a Reserve as an effect says its cost ---------------------------------------------------
@pytest.mark.parametrize("text,kind", [
    ("{J} You may play Spells from an opponent's Reserve this turn.", "Spell"),                   # audit F3
    ("{H} You may play a Spell from an opponent's Reserve.", "Spell"),                            # audit F3
    ("{H} You may play a Character from an opponent's Reserve. If you do, draw a card.", "Character"),   # audit F3
    ("{T} : You may play a Permanent from an opponent's Reserve this turn.", "Permanent"),         # audit F3
    ("{H} You may play a Spell from your Reserve.", "Spell"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_playing_from_a_reserve_as_an_effect_is_told_its_cost(text, kind, edition):
    at = text[text.index("Reserve") + len("Reserve"):]
    at = at[at.index("."):] if at.startswith(" this") else at
    refused_saying(text, at, ("an effect that plays a card says what it costs: 'for free' or 'for {1} less'",
                              "('this turn') is not read yet"),
                   (f"{{H}} You may play a {kind} from an opponent's Reserve for free.",
                    f"{{H}} You may play a {kind} from your Reserve for {{1}} less.",
                    "You may play Spells from an opponent's Reserve."), edition)


# -- F3: "gains X boosts, where X is its Hand Cost" (was told of 'For each') ----------------------------------------
@pytest.mark.parametrize("text,at,x", [
    ("{J} Target Character gains X boosts, where X is its Hand Cost.", "its Hand", "its Hand Cost"),   # audit F3
    ("{J} I gain X boosts, where X is my Hand Cost.", "Hand Cost", "my Hand Cost"),
    ("{J} Target Character gains X boosts, where X is its Power.", "its Power", "its Power"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_x_as_a_characteristic_is_said_not_read(text, at, x, edition):
    refused_saying(text, at, f"X counted as '{x}' is not read yet",
                   ("{J} Target Character gains X boosts, where X is the number of Landmarks you control.",
                    "{J} I gain X boosts, where X is my number of boosts."), edition)
    assert "For each" not in refused_in(text, edition).message


# -- F1 #421: two passives on one line after one space ---------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_two_passives_on_one_line_are_told_a_new_line(edition):
    first = "The first Spell you play each Afternoon costs {1} less."
    second = "The first Character you play each Afternoon costs {1} less."
    refused_saying(f"{first} {second}", "The first Character", "start a new line here", f"{first}\n{second}",
                   edition)


# -- F2 I3: a keyword action that takes nothing named, given an object (was read, then "cannot run" at column 1) ----
@pytest.mark.parametrize("text,action,at,alone", [
    ("{J} You may [Rush] a Character from your hand. If you do, it gains 1 boost.", "Rush", "a Character",
     "{J} You may [Rush] to draw a card."),                                                        # audit F2 I3
    ("{J} [Sabotage] target Character.", "Sabotage", "target", "{R} [Sabotage]."),
    ("{J} [Exhausted Resupply] a card.", "Exhausted Resupply", "a card", "{H} [Exhausted Resupply]."),
])
def test_an_action_that_takes_nothing_named_is_refused_at_the_object(text, action, at, alone):
    """7.3.34 (v5.0 Rush), 7.3.24 (Sabotage), 7.3.11 (Exhausted Resupply): done as declared, of nothing named."""
    refused_saying(text, at, (f"[{action}] acts on nothing named after it", f"written alone ('{alone}')"), alone,
                   "5.0")


def test_rush_in_the_rules_that_lack_it_still_says_the_edition():
    e = refused_at("{J} You may [Rush] a Character from your hand.", "Rush")
    assert "a word of the Comprehensive Rules 5.0" in e.message, e.message


# -- F1 #49/#50, #400, #421/#424/#425; F2 B96; F3 "the other Expedition": the real cause, what reads ------------------
@pytest.mark.parametrize("text,at", [
    ("{J} Discard the top two cards of your deck. If one of them is a Character, draw a card.", "one of them"),  # #49
    ("{J} Discard the top two cards of your deck. If each of them is a Character, I gain 1 boost.", "each of them"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_cards_discarded_from_a_deck_say_what_reads(text, at, edition):
    refused_saying(text, at, "the cards discarded from the top of a deck are not named after it yet (7.2.4.a)",
                   "{J} Put the top two cards of your deck in Reserve. If one of them is a Character, draw a card.",
                   edition)
    assert "a step on all of a kind" not in refused_in(text, edition).message


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_characters_among_them_says_choose_first(edition):
    text = ("{J} Reveal the top three cards of your deck. Put the Characters among them in your hand and the rest on "
            "the bottom of your deck.")                                                            # audit F1 #400
    refused_saying(text, "Characters among", ("not put all at once yet", "'Choose a Character from these cards."),
                   ("{J} Reveal the top three cards of your deck. Choose a Character from these cards. Put it in your "
                    "hand.", "{J} Reveal the top three cards of your deck. Put one of them in your hand and the rest "
                    "on the bottom of your deck."), edition)


@pytest.mark.parametrize("text,at", [
    ("The first Character you play each Afternoon gains 1 boost, and you draw a card.", "you draw"),   # F1 #424
    ("The first Character you play each Afternoon gains 1 boost. If it's [[Fleeting]], it loses [[Fleeting]].",
     "If it's"),                                                                                   # audit F1 #425
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_more_after_a_first_card_passive_says_one_sentence(text, at, edition):
    refused_saying(text, at, ("is said in its one sentence", "another ability starts a new line"),
                   "The first Character you play each Afternoon gains 1 boost and [[Anchored]].", edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_for_each_what_its_controller_controls_says_what_is_counted(edition):
    text = "Target Character gains 1 boost for each Landmark its controller controls."             # audit F2 B96
    refused_saying(text, "its controller", "what 'its controller' controls is not counted yet",
                   "Target Character gains X boosts, where X is the number of Landmarks you control.", edition)
    assert "did you mean" not in refused_in(text, edition).message


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_other_expedition_says_whose(edition):
    text = "{J} Target Character in the other Expedition gains 1 boost."                           # audit F3
    refused_saying(text, "other Expedition", "'the other Expedition' is not read: say whose",
                   ("{J} Target Character in your other Expedition gains 1 boost.",
                    "{J} Target Character in the Expedition facing me gains 1 boost."), edition)
    assert "did you mean" not in refused_in(text, edition).message


@pytest.mark.parametrize("edition", EDITIONS)
def test_two_plain_passives_on_one_line_are_told_a_new_line_after_the_first(edition):
    first, second = "Spells you play cost {1} less.", "Characters you play cost {1} less."
    refused_saying(f"{first} {second}", "you play", (f"the passive '{first}' ends at its period",
                                                     "start a new line after it"), f"{first}\n{second}", edition)


@pytest.mark.parametrize("text", [
    "{J} The next Spell you play this turn costs {1} less. Draw a card.",    # an effect of two sentences: read
    "{J} I [Exchange Boosts] with target Character.",                         # not "an Exchange of me"
])
def test_what_reads_beside_these_classes_still_reads(text):
    reads(text)
    reads(text, "5.0")
