"""Refusal messages that misled, round 5 (issue 31; audits J1 §4, J2 §3b, K1 §4 and K2 §3 of session 52). A text the
engine can't read is refused at its place with one line saying what to write, never advising a form the engine
refuses; each wording a message suggests is read here, both editions.

Decided (grammar/phrases/mistakes.yaml, session 53 block):
- advice that led to another refusal: "[In Contact]" in brackets (v3.0 sent the writer to v5.0, which then said "no
  keyword 'In Contact'"): now told the word is written without brackets, in a condition ('If I'm In Contact',
  v5.0 7.5.9); "Target Character In Contact" likewise. "When I [Defect] —" and "When your Expedition Ascends —"
  (v5.0: a bare "unexpected") now say a trigger on that keyword action is not read yet. "{T} : Switch Expeditions."
  (told "the subject names a player") is told "I switch Expeditions." (7.3.28).
- misleading: "When you roll a die —" ("expected a number") is told "When you roll one or more dice —" (7.3.19);
  "If I would be sacrificed / go to Reserve" ("did you mean 'Sacrifice'?") the replacements that read (6.2.m);
  "with Hand Cost less than my Hand Cost" ("did you mean 'hand cost'?") a cost compared with a number; "that
  Character's Expedition" ("did you mean 'characters'?") 'its Expedition'; "If my region has {O}" ("did you mean
  'regions'?") and "in a {V} region" 'in {V}'; "as an exhausted Mana Orb" / "as exhausted" ("expected 'a'") the
  parentheses (3.2.9.b); "My owner draws" ("expected ''s'"); "Draw one of them" ("expected 'card'"): 7.3.7.
- bare parser lists: "opponent's Mana Orb", "from among them", "than in your hand", "Each opponent who does",
  "If you played ...", "I gain 2 boosts if ..." (6.5.c), "target opponent's cards in Reserve", "Characters you own",
  "you don't control", "without paying its cost".
No reading changes: every text refused here was refused before (only its message differs).
"""
from __future__ import annotations

import pytest

from readings import reads, refused_in, refused_saying

EDITIONS = [None, "5.0"]


# -- 1. advice that led to another refusal --------------------------------------------------------------------------
@pytest.mark.parametrize("text,word", [
    ("{J} If I'm [In Contact], draw a card.", "[In"),                                  # audit J2 #531
    ("{J} If my Expedition is [In Contact], I gain 1 boost.", "[In"),                  # audit J2 #533
    ("When you play a Spell — If I'm [In Contact], I gain 1 boost.", "[In"),
    ("{J} If I'm [in contact], draw a card.", "[in"),
])
def test_in_contact_in_brackets_is_told_to_drop_them(text, word):
    """v5.0 7.5.9: 'In Contact' is a value said of a card or an Expedition, no keyword; v3.0 says which edition."""
    refused_saying(text, word, ("'In Contact' is written without brackets", "'If I'm In Contact, draw a card.'"),
                   ("{J} If I'm In Contact, draw a card.", "{J} If my Expedition is In Contact, I gain 1 boost."),
                   "5.0")
    e = refused_in(text)
    assert e.column == text.index(word) + 1, str(e)
    assert "without brackets" in e.message and "--edition 5.0" in e.message, e.message


def test_in_contact_in_brackets_of_a_group_is_told_by_v5():
    """audit J2 #532: v3.0 sends to v5.0 (a word of v5.0), which then says what reads and what is not read yet."""
    text = "{J} Each Character [In Contact] with me gains [[Asleep]]."
    refused_saying(text, "In Contact]", ("without brackets", "a group of cards In Contact, is not read yet"), None, "5.0")
    assert "--edition 5.0" in refused_in(text).message


@pytest.mark.parametrize("text", [
    "{J} Target Character In Contact gains [[Asleep]].",                                # audit K2 #764
    "{J} Each Character In Contact gains 1 boost.",
    "{J} Characters In Contact gain 1 boost.",
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_target_or_a_group_in_contact_is_told_the_condition(text, edition):
    refused_saying(text, "Contact", ("'In Contact' is asked in a condition", "a target or a group In Contact is not "
                                     "read yet", "'If I'm In Contact, draw a card.'"), None, edition)
    reads("{J} If I'm In Contact, draw a card.", "5.0")


@pytest.mark.parametrize("text,word,action", [
    ("When I [Defect] — Draw a card.", "[", "Defect"),                                   # audit J1 #681
    ("When a Character [Defects] — I gain 1 boost.", "[", "Defect"),                  # (said before, as in an effect)
    ("When your Expedition Ascends — Draw a card.", "Ascends", "Ascend"),               # audit J1 #685
    ("When target Expedition Ascends — I gain 1 boost.", "Ascends", "Ascend"),
])
def test_a_trigger_on_a_v5_keyword_action_is_said_not_read_in_v5(text, word, action):
    refused_saying(text, word, (f"[{action}]", "a trigger on", "is not read yet"),
                   ("When you play a Spell — Draw a card.", "When I'm sacrificed — Draw a card."), "5.0")
    refused_in(text)                                                                   # v3.0 refuses it too


@pytest.mark.parametrize("text", [
    "{T} : Switch Expeditions.",                                                        # audit K2 #903
    "{J} Switch Expeditions.",
    "When you play a Spell — Switch Expeditions.",
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_switch_expeditions_without_a_subject_is_told_who(text, edition):
    refused_saying(text, "Switch", ("a Character switches Expeditions (7.3.28)", "'{T} : I switch Expeditions.'"),
                   ("{T} : I switch Expeditions.", "Target Character switches Expeditions."), edition)


# -- 2. messages that misled ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "When you roll a die — I gain 1 boost.",                                            # audit K2 #166
    "When an opponent rolls a die — Draw a card.",
    "When you roll two dice — Draw a card.",
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_when_you_roll_a_die_is_told_one_or_more_dice(text, edition):
    e = refused_in(text, edition)
    assert "'When you roll one or more dice —'" in e.message and "expected a number" not in e.message, e.message
    reads("When you roll one or more dice — I gain 1 boost.", edition)


@pytest.mark.parametrize("text,word,what", [
    ("If I would go to Reserve, sacrifice me instead.", "go", "would go to Reserve"),   # audit K2 #207
    ("If I would be sacrificed, put me in Reserve instead.", "sacrificed", "would be sacrificed"),  # K2 #208
    ("If I would be discarded, put me in Reserve instead.", "discarded", "would be discarded"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_replacement_not_read_is_told_those_that_read(text, word, what, edition):
    refused_saying(text, word, ("a replacement (6.2.m)", f"'{what}' is not read yet"),
                   ("If I would be sent to Reserve, sacrifice me instead.",
                    "If I would leave the Expedition zone, put me in Reserve instead."), edition)
    assert "did you mean" not in refused_in(text, edition).message


@pytest.mark.parametrize("text,word", [
    ("{J} Target Character with Hand Cost less than my Hand Cost gains 2 boosts.", "my"),   # audit K2 #435
    ("{J} Target Character with Hand Cost greater than my Hand Cost gains 2 boosts.", "my"),
    ("{J} Target Character with Reserve Cost less than my Reserve Cost gains 2 boosts.", "my"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_cost_compared_with_a_card_is_told_a_number(text, word, edition):
    refused_saying(text, word, ("a cost is compared with a number", "compared with another card's cost it is not "
                                "read yet"), "Target Character with Hand Cost {2} or less gains 2 boosts.", edition)
    assert "did you mean" not in refused_in(text, edition).message


@pytest.mark.parametrize("text,word", [
    ("{J} Sacrifice a Character. Create an [Ordis Recruit 1/1/1] Soldier token in that Character's Expedition.",
     "that"),                                                                           # audit K2 #969
    ("{J} Exhaust target Character. Create an [Ordis Recruit 1/1/1] Soldier token in that Character's Expedition.",
     "that"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_that_characters_expedition_is_told_its(text, word, edition):
    refused_saying(text, word, "'its Expedition'", "Sacrifice a Character. Create an [Ordis Recruit 1/1/1] Soldier "
                   "token in its Expedition.", edition)
    assert "did you mean" not in refused_in(text, edition).message


@pytest.mark.parametrize("text,word,says", [
    ("{J} If my region has {O}, target Character gains 1 boost.", "region", "'If I'm in {O}, draw a card.'"),  # J2 #61
    ("{J} If my Expedition is in a {V} region, I gain 1 boost.", "{V}", "'in {V}'"),    # audit J2 #59
    ("{J} Target Character in a {V} region gains 2 boosts.", "{V}", "'in {V}'"),         # audit J2 #62
    ("{J} If I'm in an {O} region, draw a card.", "{O}", "'in {O}'"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_region_s_terrain_is_told_the_symbol(text, word, says, edition):
    refused_saying(text, word, says, ("{J} If I'm in {O}, draw a card.", "{J} If my Expedition is in {V}, I gain 1 "
                                      "boost.", "{J} Target Character in {V} gains 2 boosts."), edition)
    assert "did you mean" not in refused_in(text, edition).message


@pytest.mark.parametrize("text,word", [
    ("{H} You may put a card from your hand in your Mana zone as an exhausted Mana Orb. If you do, draw a card.",
     "an exhausted"),                                                                   # audit J2 #34
    ("{J} You may put the top card of your deck in your Mana zone as an exhausted Mana Orb.", "an exhausted"),  # #35
    ("{J} Put target Character in its owner's Mana zone as exhausted. Its owner draws a card.", "exhausted"),  # K1 #90
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_as_an_exhausted_mana_orb_is_told_the_parentheses(text, word, edition):
    """3.2.9.b: a card put in a Mana zone is an exhausted Mana Orb anyway."""
    refused_saying(text, word, ("(3.2.9.b)", "in parentheses, or not at all"),
                   ("Put target Character in its owner's Mana zone (as an exhausted Mana Orb).",
                    "{J} You may put a card from your hand in your Mana zone (as an exhausted Mana Orb). If you do, "
                    "draw a card."), edition)
    assert "expected 'a'" not in refused_in(text, edition).message


@pytest.mark.parametrize("text,word", [
    ("When I'm sacrificed — My owner draws a card.", "draws"),                         # audit K1 #163
    ("When I go to Reserve — My owner draws two cards.", "draws"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_my_owner_as_a_player_is_said_not_read(text, word, edition):
    refused_saying(text, word, "'my owner' is not read as a player who acts yet",
                   ("When I'm sacrificed — Draw a card.", "{J} Target opponent discards a card."), edition)


@pytest.mark.parametrize("text,word", [
    ("{J} Reveal the top card of your deck and a card from your hand. Draw one of them.", "of them"),  # K1 #207
    ("{J} Look at the top two cards of your deck. Draw one of them.", "of them"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_draw_one_of_them_is_told_put(text, word, edition):
    refused_saying(text, word, ("a card is drawn from the top of a deck (7.3.7)", "with 'put'"),
                   "{J} Reveal the top card of your deck. If it's a Character, put it in your hand.", edition)


# -- 3. bare parser lists -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,word", [
    ("{J} Exhaust target opponent's Mana Orb.", "Orb"),                                 # audit J2 #33
    ("{J} Ready an opponent's Mana Orb.", "Orb"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_an_opponents_mana_orb_is_told_the_printed_form(text, word, edition):
    refused_saying(text, word, "'Exhaust target Mana Orb an opponent controls.'",
                   "Exhaust target Mana Orb an opponent controls.", edition)


@pytest.mark.parametrize("text,word", [
    ("{J} Look at the top three cards of your deck. You may put a Spell from among them in your hand. Put the rest "
     "on the bottom of your deck in any order.", "among"),                              # audit J2 #269
    ("{J} Look at the top three cards of your deck. Put a Landmark from among them in your hand, then put the rest "
     "on the bottom of your deck.", "among"),                                           # audit J2 #403
    ("{J} Look at the top five cards of your deck. Put up to two Characters from among them in your hand.",
     "among"),                                                                          # audit J2 #779
    ("{J} Each opponent reveals their hand. Discard a Spell from among them.", "among"),  # audit J2 #801
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_from_among_them_is_told_choose_or_one_of_them(text, word, edition):
    refused_saying(text, word, ("choose first", "'one of them'"),
                   ("{J} Look at the top three cards of your deck. Choose a Spell from these cards. Put it in your "
                    "hand.", "{J} Look at the top three cards of your deck. Put one of them in your hand."), edition)


@pytest.mark.parametrize("text,word", [
    ("{J} If you have more cards in your Reserve than in your hand, draw a card.", "in your hand"),  # J2 #438
    ("{J} If you have fewer cards in hand than in your Reserve, draw a card.", "in your Reserve,"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_two_zones_compared_are_told_another_player(text, word, edition):
    refused_saying(text, word, ("compared with the same count of another player", "two zones of one player are "
                                "not compared yet"),
                   "{J} If you have more cards in your Reserve than target opponent, draw a card.", edition)


@pytest.mark.parametrize("text,word", [
    ("{J} Each opponent may sacrifice a Character. Each opponent who does draws a card.", "who"),  # audit J2 #302
    ("Each opponent who controls more Characters than you sacrifices a Character.", "who"),         # audit K2 #632
    ("Each player reveals the top card of their deck. Each player who revealed a Character draws a card.",
     "who"),                                                                            # audit K2 #676
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_player_who_is_said_not_read(text, word, edition):
    refused_saying(text, word, "a player picked out with 'who ...' is not read yet",
                   ("Each opponent draws a card.", "Target opponent may discard a card. If they do, draw a card."),
                   edition)


@pytest.mark.parametrize("text,word", [
    ("{J} If you played a Spell from your Reserve, draw a card.", ","),                 # audit K1 #375
    ("{J} If an opponent sacrificed a Character, draw a card.", "draw"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_what_was_done_earlier_is_said_not_asked(text, word, edition):
    refused_saying(text, word, "what a player did earlier this turn is not asked by a condition yet",
                   "{J} You may discard a card. If you do, draw a card.", edition)


@pytest.mark.parametrize("text,word", [
    ("{J} I gain 2 boosts if you control another Character.", "if"),                   # audit K2 #6
    ("Target Character gains 1 boost, or 2 boosts if it's [[Asleep]].", "if"),          # audit K2 #642
    ("{J} Draw a card if you control a Landmark.", "if"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_condition_after_its_step_is_told_to_come_first(text, word, edition):
    """6.5.c: a condition is written before the step it allows."""
    refused_saying(text, word, "a condition is written before what it allows",
                   "{J} If you control another Character, I gain 2 boosts.", edition)


@pytest.mark.parametrize("text,word,says", [
    ("{J} Exhaust target opponent's cards in Reserve.", "cards", "'cards in target opponent's Reserve'"),  # K2 #849
    ("{J} Each opponent exhausts their cards in Reserve.", "cards", "'cards in target opponent's Reserve'"),  # #850
    ("{J} Each opponent discards their cards in Reserve.", "cards in", "'cards in target opponent's Reserve'"),  # #851
    ("{J} Each opponent readies their cards in Reserve.", "cards", "'cards in target opponent's Reserve'"),  # #994
    ("{J} Target opponent's Characters lose 1 boost.", "Characters", "'Characters target opponent controls'"),  # #852
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_players_cards_are_told_the_zone_or_the_controller(text, word, says, edition):
    refused_saying(text, word, says, ("{J} Exhaust a card in target opponent's Reserve.",
                                      "{J} Each opponent exhausts all cards in their Reserve.",
                                      "{J} Characters target opponent controls lose 1 boost."), edition)


@pytest.mark.parametrize("text,word", [
    ("{J} Draw X cards, where X is the number of cards you own in Reserve.", "own"),    # audit K2 #858
    ("{J} Characters you own gain 1 boost.", "own"),                                   # audit K2 #859
    ("{J} Characters you own in Reserve gain 1 boost.", "own"),                        # audit K2 #860
    ("When a Character you own goes to Reserve — I gain 1 boost.", "own"),             # audit K2 #863
    ("{J} Target card you own in Reserve gains 1 boost.", "own"),                      # audit K2 #875
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_you_own_is_told_the_zone_or_the_controller(text, word, edition):
    refused_saying(text, word, ("cards outside play are named by their zone", "'you own' is not read yet"),
                   ("{J} Draw X cards, where X is the number of cards in your Reserve.",
                    "{J} Characters in your Reserve gain 1 boost.",
                    "When a Character you control goes to Reserve — I gain 1 boost."), edition)


@pytest.mark.parametrize("text,word", [
    ("{R} Target Character you don't control gains [[Asleep]].", "don't"),             # audit K2 #720
    ("{R} Target Character I don't control loses 1 boost.", "I don't"),                # audit K2 #721
    ("{J} Exhaust target Character you do not control.", "do not"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_dont_control_is_told_an_opponent_controls(text, word, edition):
    refused_saying(text, word, "'Character an opponent controls'",
                   "{J} Target Character an opponent controls loses 1 boost.", edition)


@pytest.mark.parametrize("text,word", [
    ("{J} You may play a card from your Reserve without paying its cost.", "without"),  # audit K2 #715
    ("{J} You may play a Spell from your hand without paying its Hand Cost.", "without"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_without_paying_its_cost_is_told_for_free(text, word, edition):
    refused_saying(text, word, "played 'for free'", "{J} You may play a card from your Reserve for free.", edition)


# -- 4. more bare lists and misleading hints of audit J1 §4 and K2 §3 ------------------------------------------------
@pytest.mark.parametrize("text,word,says,suggested", [
    ("When a player plays a Spell — I gain 1 boost.", "plays", "a play by any player is not read yet",  # J1 #49
     ("When you play a Spell — Draw a card.", "When an opponent plays a Spell — Draw a card.")),
    ("When any player plays a Character — Draw a card.", "player plays", "a play by any player is not read yet",
     "When you play a Spell — Draw a card."),
    ("When you play your second Spell each turn — Draw a card.", "second",                              # J1 #110
     "the second one is not read yet", "The first Spell you play each Afternoon costs {1} less."),
    ("When you play your third Character each turn — Draw a card.", "third", "the third one is not read yet",
     "The first Spell you play each Afternoon costs {1} less."),
    ("{T} : I gain 1 boost. Use this only during your turn.", "Use",                                  # J1 #203
     "a limit on when a quick action is used is not read yet", ("{T} : I gain 1 boost.", "At Dusk — Draw a card.")),
    ("{D} : Target Character gains [[Anchored]]. Use this only during Dusk.", "Use",                  # J1 #230
     "a limit on when a quick action is used is not read yet", "{T} : I gain 1 boost."),
    ("Characters cost {1} more this Day.", "this", "one on every card this Day is not read yet",        # J1 #318
     ("The next Spell you play this turn costs {1} less.", "Spells cost {1} more.")),
    ("Spells cost {1} less this turn.", "this", "one on every card this turn is not read yet",
     "The next Spell you play this turn costs {1} less."),
    ("{I} At Dusk — If my owner's Expedition is ahead, draw a card.", "is ahead",                      # J1 #491
     "'your Hero Expedition'", "{I} At Dusk — If your Hero Expedition is ahead, draw a card."),
    ("Opponents can't play Spells from their Reserve.", "play", "what a player can't play is not read yet",  # K2 #205
     "Spells your opponents play cost {1} more."),
    ("{J} [Exchange] target Character you control with target Character in your Reserve.", "target Character in",
     "two targets are not read yet", "{J} Exchange target card in your Reserve with a card from your hand."),  # K2 #787
    ("At Noon — If your Companion Expedition is behind, create an [Ordis Recruit 1/1/1] Soldier token in it.",
     "in it", "'in your Companion Expedition'",                                                        # K2 #793
     "At Noon — If your Companion Expedition is behind, create an [Ordis Recruit 1/1/1] Soldier token in your "
     "Companion Expedition."),
    ("{J} Look at the top three cards of your deck. Put one of them in your Mana zone. Exhaust it.", "Exhaust it",  # K1 §4
     ("an exhausted Mana Orb already (3.2.9.b)", "leave 'Exhaust it' out"),
     "{J} Put the top card of your deck in your Mana zone."),
    ("When a Character goes to your Reserve — I gain 1 boost.", "your", "whose Reserve is not asked in a trigger",
     ("When a Character you control goes to Reserve — I gain 1 boost.", "When a Character goes to Reserve — I gain "
      "1 boost.")),
    ("When a card goes to an opponent's hand — Draw a card.", "an opponent's", "whose hand is not asked in a trigger",
     "When a Character goes to Reserve — I gain 1 boost."),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_more_bare_or_misleading_refusals_say_what_reads(text, word, says, suggested, edition):
    refused_saying(text, word, says, suggested, edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_an_opponents_zone_is_not_told_it_is_an_object(edition):
    """'an opponent's hand' was told "'hand an opponent controls'" (a zone is no object a player controls, 3.1)."""
    e = refused_in("When a card goes to an opponent's hand — Draw a card.", edition)
    assert "an opponent controls" not in e.message, e.message
