"""Refusal messages that misled, or said nothing of what to write (issue 31; audit Y §4 and audit X §4 of session
49). Every text is "either read right or refused at its place with a message that says what to write", and the
advice must neither change the card's meaning nor lead to another refusal: each suggested wording is read here.

Decided:
- "If they do" / "If they don't" right after "If you don't, target opponent ...": it asks (as "If you do" would)
  of the choice offered before, never of the opponent's step in the branch (6.5.f); asking of that step is not
  read yet. The message said "say 'If you do'", which changes the card; it now says both (audit Y #D1, #C50).
- "Each opponent draws a card. If they don't, ...": the step is done by each player in turn, as for "If they do"
  (#125, #126); the message said there was no action before it (#127).
- tokens created in my Expedition (my other one, one or each of yours) are in their controller's Expedition and so
  theirs (7.3.5.a, 7.5.4.a): "Sacrifice them" reads (7.3.36.a). Refused before as "may name one they don't
  control" (#D27-#D29). Played: tests/scenarios/rules/s50/7.3.36.a-created-* (test cards in tests/data/s50-msgs/).
- the other messages (grammar/phrases/mistakes.yaml) now say what to write; no other text reads differently.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import reads, refused_at, refused_in, refused_saying, scenarios_play


# -- Y #D1/#C50: "If they do" after "If you don't, target opponent ..." (6.5.c, 6.5.f) ---------------------------
@pytest.mark.parametrize("text,asked", [
    ("{J} You may sacrifice a Character. If you don't, target opponent sacrifices a Character. If they do, I gain "
     "1 boost.", "If they do"),                                                                  # audit Y #D1
    ("{J} You may discard a card. If you don't, target opponent draws a card. If they do, I gain 1 boost.",
     "If they do"),                                                                              # audit Y #C50
    ("{J} You may discard a card. If you don't, target opponent draws a card. If they don't, I gain 1 boost.",
     "If they don't"),
    ("{H} You may exhaust me. If you don't, target opponent discards a card. If they do, draw a card.",
     "If they do"),
])
@pytest.mark.parametrize("edition", [None, "5.0"])
def test_if_they_do_after_their_step_in_if_you_dont_says_what_it_asks(text, asked, edition):
    e = refused_at(text, asked, edition)
    assert "asks, as 'If you" in e.message and "never of the step 'they' did in that branch" in e.message
    assert "not read yet" in e.message and "to ask of the choice, say 'If you" in e.message
    assert "say 'If you do'\n" not in str(e) and not e.message.endswith("say 'If you do'")


def test_if_they_do_after_your_own_branch_still_says_if_you_do():
    """No step of theirs before it: 'If you do' is what is meant, and it reads."""
    text = "{J} You may discard a card. If you don't, draw a card. If they do, I gain 1 boost."
    refused_saying(text, "If they do", "which was offered to you: say 'If you do'",
                   "{J} You may discard a card. If you don't, draw a card. If you do, I gain 1 boost.")


# -- Y #127: "If they don't" after what each player does in turn ---------------------------------------------------
@pytest.mark.parametrize("text", [
    "Each opponent draws a card. If they don't, draw a card.",                                # audit Y #127
    "Each opponent discards a card. If they don't, draw a card.",
    "{J} Each player draws a card. If they don't, I gain 1 boost.",
    "Each opponent draws a card. If they do, I gain 1 boost.",                                # #125: as before
])
@pytest.mark.parametrize("edition", [None, "5.0"])
def test_if_they_dont_after_each_player_says_done_in_turn(text, edition):
    refused_saying(text, "If they", ("after what is done in turn", "'If they don't'", "asked of each player in turn"),
                   "Target opponent discards a card. If they do, draw a card.", edition)
    assert "there is none" not in refused_in(text, edition).message


# -- Y #D18/#D19: counting what each player did in turn ----------------------------------------------------------
@pytest.mark.parametrize("text,word", [
    ("{H} Each opponent sacrifices a token Character. Draw a card for each Character sacrificed this way.",
     "sacrificed"),                                                                              # audit Y #D18
    ("{H} Each opponent discards a card. Draw a card for each card discarded this way.", "discarded"),   # #D19
    ("{H} Each player sacrifices a Character. Draw a card for each Character sacrificed this way.", "sacrificed"),
    ("{H} Each opponent discards a card. For each card discarded this way, draw a card.", "discarded"),
])
@pytest.mark.parametrize("edition", [None, "5.0"])
def test_counting_what_each_player_did_is_not_sent_to_that_many(text, word, edition):
    refused_saying(text, word, ("what each player did in turn", "neither so nor with 'that many'"),
                   "Target opponent discards two cards. Draw that many cards.", edition)
    # the advice it gave before is refused itself: it must not be given
    refused_in("{H} Each opponent discards two cards. Draw that many cards.", edition)


def test_counting_what_you_did_still_says_that_many():
    refused_saying("{H} Discard two cards. Draw a card for each card discarded this way.", "discarded",
                   "counted with 'that many'", "{H} Discard two cards. Draw that many cards.")


# -- Y bare messages: say what to write ------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "{J} Create two [Mana Moth 2/2/2] Illusion tokens in my Expedition. At Dusk, sacrifice them.",   # audit Y #C21
    "{H} Draw a card. At Night, discard a card.",
    "Sacrifice a Character. At the next Dusk, draw a card.",
])
def test_a_delayed_effect_after_a_step_says_so(text):
    at = text.index(". At ") + 3
    e = refused_in(text)
    assert e.column == at and "an effect delayed to a later phase" in e.message
    reads("At Dusk \u2014 Draw a card.")


@pytest.mark.parametrize("text,word", [
    ("{J} Create two [Mana Moth 2/2/2] Illusion tokens in my Expedition and one in my other Expedition. They gain "
     "1 boost.", "in my other"),                                                                # audit Y #C22
    ("{H} Create a [Mana Moth 2/2/2] Illusion token in my Expedition and one in your other Expedition.",
     "in your other"),
])
def test_tokens_in_two_expeditions_say_a_create_each(text, word):
    refused_saying(text, word, "made by a Create each (7.3.6)",
                   "{J} Create two [Mana Moth 2/2/2] Illusion tokens in my Expedition. Create a [Mana Moth 2/2/2] "
                   "Illusion token in your other Expedition.")


@pytest.mark.parametrize("text,terrain", [
    ("{J} Create two [Ordis Recruit 1/1/1] Soldier tokens in my Expedition. If they are in {V}, they gain 1 boost.",
     "{V}"),                                                                                       # audit Y #C24
    ("{J} Create two [Ordis Recruit 1/1/1] Soldier tokens in my Expedition. If they are in {O}, they gain 2 boosts.",
     "{O}"),
])
def test_they_of_tokens_in_a_condition_reads_as_each_of_them(text, terrain):
    # refused with a hint when this file was written; since they50 (audit Z2 class D) a state said of "they" after
    # several objects reads as "each of them is ..." (tests/test_cardtext_audit_they_several.py), and so does this
    assert reads(text)
    assert reads(f"{{J}} Create two [Ordis Recruit 1/1/1] Soldier tokens in my Expedition. If my Expedition is in "
                 f"{terrain}, they gain 1 boost.")


@pytest.mark.parametrize("text,edition", [
    ("{J} Create two [Ordis Recruit 1/1/1] Soldier tokens in my Expedition. Each of them gains 1 boost.", None),
    ("{J} Each opponent may sacrifice a Character. Each of them draws a card.", "5.0"),         # audit Y #C48
    ("{J} Create two [Ordis Recruit 1/1/1] Soldier tokens in my Expedition. Each of them gains 1 boost.", "5.0"),
    ("{H} Each opponent discards a card. Each of them draws a card.", None),
])
def test_each_of_them_says_they(text, edition):
    refused_saying(text, "them", "'each of them' is not read: 'they' names each of them",
                   ("{J} Create two [Ordis Recruit 1/1/1] Soldier tokens in my Expedition. They gain 1 boost.",
                    "{J} Each opponent may sacrifice a Character. They draw a card."), edition)


@pytest.mark.parametrize("text,one", [
    ("Target opponent sacrifices a Character. Put them in their owner's Reserve.", "a Character"),   # Y #60
    ("Target opponent discards a card. Put them in their owner's Reserve.", "a card"),               # Y #74
    ("{H} Sacrifice a Character. Return them to their owner's hand.", "a Character"),
])
def test_them_after_one_says_the_number_first(text, one):
    refused_saying(text, "owner", (f"'them' names several objects, and '{one}', named last, is one", "say 'it'"),
                   "Target opponent sacrifices a Character. Put it in its owner's Reserve.")


def test_their_owners_of_several_keeps_its_message():
    e = refused_at("Sacrifice two Characters. Put them in their owner's Reserve.", "owner")
    assert "'their owner's hand' of several cards is not read" in e.message


# -- Y #D27-#D29: tokens created in your own Expedition are yours to sacrifice (7.3.5.a, 7.5.4.a, 7.3.36.a) ------
@pytest.mark.parametrize("text", [
    "{R} Create two [Brassbug 2/2/2] Robot tokens in my Expedition. Sacrifice them.",                # audit Y #D27
    "{R} Create two [Brassbug 2/2/2] Robot tokens in my Expedition. Sacrifice them. If you do, draw a card.",  # #D29
    "{J} Create a [Brassbug 2/2/2] Robot token in my Expedition. Sacrifice it.",
    "{J} Create a [Brassbug 2/2/2] Robot token in your other Expedition. Sacrifice it.",
    "{J} Create a [Brassbug 2/2/2] Robot token in your Hero Expedition. Sacrifice it.",
    "{J} Create a [Brassbug 2/2/2] Robot token in each of your Expeditions. Sacrifice them.",
])
@pytest.mark.parametrize("edition", [None, "5.0"])
def test_tokens_created_in_your_expedition_are_yours_to_sacrifice(text, edition):
    ability = reads(text, edition)[0]
    steps = ability["reaction"]["effect"]
    assert "create" in steps[0]
    assert steps[1] == {"do": {"Sacrifice": {"what": {"var": steps[0]["create"]["as"]}}}}


@pytest.mark.parametrize("text", [
    "{R} Create two [Brassbug 2/2/2] Robot tokens in my Expedition. Sacrifice them. Draw that many cards.",   # #D28
    "Choose two Characters you control. Sacrifice them. Draw that many cards.",
    "Look at the top three cards of your deck. Discard them. Draw that many cards.",
])
@pytest.mark.parametrize("edition", [None, "5.0"])
def test_that_many_after_an_action_on_a_pronoun_says_so(text, edition):
    """Still refused (counting what a pronoun names is not read yet), now saying so: the message said the verb
    counts no object it acts on."""
    refused_saying(text, "that many", "after an action on what a pronoun names ('Sacrifice them.') is not read yet",
                   ("Sacrifice two tokens. Draw that many cards.", "Sacrifice each token you control. Draw that many "
                    "cards."), edition)


@pytest.mark.parametrize("text,word", [
    ("{J} Create a [Brassbug 2/2/2] Robot token in target Expedition. Sacrifice it.", "it."),
    ("{J} Create a [Brassbug 2/2/2] Robot token in the Expedition facing me. Sacrifice it.", "it."),
    ("{J} Create a [Brassbug 2/2/2] Robot token in my Expedition. Target opponent sacrifices it.", "it."),
])
def test_tokens_maybe_another_players_are_still_refused(text, word):
    e = refused_in(text)
    assert e.column == text.rindex(word) + 1 and "is done only on objects the player doing it controls" in e.message


SCENARIOS = Path(__file__).parent / "scenarios" / "rules" / "s50"


@pytest.mark.parametrize("edition", [None, "5.0"])
def test_the_scenarios_play_right(edition):
    """They failed before: the card texts were refused."""
    scenarios_play(SCENARIOS, "7.3.36.a-created-*.yaml", edition=edition, count=2)


# -- X shape A: first-person and trigger forms get the advice their siblings get -----------------------------------
@pytest.mark.parametrize("text,word,edition", [
    ("When I'm discarded \u2014 draw two cards.", "discarded", None),                          # audit X 138
    ("When I'm sent to Reserve \u2014 exhaust me.", "sent", "5.0"),                           # audit X 315
    ("When a card joins your Reserve \u2014 I gain 1 boost.", "Reserve", None),                # audit X 30
    ("When I join your Reserve \u2014 I gain 1 boost.", "Reserve", "5.0"),                     # audit X 314
    ("When I'm returned to my owner's hand \u2014 draw a card.", "returned", None),
    ("When a Character you control is discarded \u2014 draw a card.", "discarded", None),      # sibling: as before
])
def test_arriving_in_a_zone_says_go_to(text, word, edition):
    refused_saying(text, word, ("written with 'go to' (active voice)", "'When I go to Discard pile \u2014 ...'"),
                   ("When I go to Reserve \u2014 draw two cards.", "When a Character goes to Reserve \u2014 I gain 1 boost.",
                    "When I go to Discard pile \u2014 draw two cards."), edition)


@pytest.mark.parametrize("text,word,edition", [
    ("When a Character loses [[Fleeting]] \u2014 I gain 1 boost.", "loses", None),           # audit X 143
    ("When I lose [[Asleep]] \u2014 draw a card.", "lose", "5.0"),                             # audit X 312
    ("When I lose all my boosts \u2014 I gain [[Asleep]].", "lose", "5.0"),                    # audit X 434
    ("When a Character you control loses all its boosts \u2014 draw a card.", "loses", None),
])
def test_a_trigger_on_losing_says_it_is_not_read(text, word, edition):
    refused_saying(text, word, "a trigger on losing a status or counters",
                   "When a Character gains [[Anchored]] \u2014 I gain 1 boost.", edition)


@pytest.mark.parametrize("text,word,edition", [
    ("When my Expedition moves backward \u2014 I gain [[Anchored]].", "backward", None),     # audit X 134
    ("When my Expedition moves backward \u2014 target opponent discards a card.", "backward", "5.0"),   # X 317
    ("My Expedition can't move backward.", "backward", "5.0"),                                 # audit X 352
    ("My Expedition can't move backwards.", "backwards", "5.0"),
    ("When my Expedition moves backwards \u2014 draw a card.", "backwards", None),
])
def test_moving_backwards_in_a_trigger_or_passive_says_it_is_not_read(text, word, edition):
    refused_saying(text, word, ("not yet as a trigger", "nor as what it can't do"),
                   ("{H} Target Expedition moves backwards one region.", "My Expedition can't move forward.",
                    "When my Expedition moves forward \u2014 I gain 1 boost."), edition)
    assert "did you mean" not in refused_in(text, edition).message


@pytest.mark.parametrize("edition", [None, "5.0"])
def test_a_target_opponents_expedition_moving_says_what_is_read(edition):
    text = "{H} Target opponent's Expedition moves backwards one region."                     # audit X 1048
    refused_saying(text, "moves", "what a player chosen as target has is not read",
                   "{H} Target Expedition moves backwards one region.", edition)


# -- X shape C: bare parse errors given a hint ---------------------------------------------------------------------
@pytest.mark.parametrize("text,word,says,suggested,edition", [
    ("As long as you have three or more cards in Reserve, I gain 1 boost.", "1 boost",        # audit X 122
     "a passive gains nothing", ("As long as you have three or more cards in Reserve, I have +1/+1/+1.",
                                 "{R} If you have three or more cards in Reserve, I gain 1 boost."), None),
    ("This Spell costs {1} less for each [[Asleep]] Character.", "This",                      # audit X 418
     "a card's own cost is said in the first person", "I cost {1} less for each [[Asleep]] Character.", "5.0"),
    ("This card costs {2} less for each Spell in your Reserve.", "This",
     "a card's own cost is said in the first person", "I cost {1} less for each [[Asleep]] Character.", None),
    ("{J} If you played me from Reserve, I gain 1 boost.", ",",                               # audit X 437
     "'If I was played from Reserve, ...'", "{J} If I was played from Reserve, I gain 1 boost.", "5.0"),
    ("{J} If you played me from hand, draw a card.", ",",
     "'If I was played from hand, ...'", "{J} If I was played from hand, draw a card.", None),
    ("{J} Target opponent discards X cards from their Reserve, where X is the number of Landmarks you control.",
     "X", "written with 'For each' first",                                                    # audit X 573
     "{J} For each Landmark you control, target opponent discards a card from their Reserve.", None),
    ("{J} Discard target card in Reserve. If it's yours, draw a card.", "yours",              # audit X 1010
     "whose a card is is not asked in a condition yet", "{J} Discard target card in your Reserve.", None),
    ("{J} Choose one: \u2022 I gain 2 boosts. \u2022 If you control a Landmark, draw two cards.", "If",   # X 1012
     "one under a condition is not read yet", "{J} Choose one: \u2022 I gain 2 boosts. \u2022 Draw two cards.", None),
    ("{J} Choose one or both: \u2022 I gain 1 boost. \u2022 Draw a card.", "both",                # audit X 1013
     "'one or both' is written with a mode for both",
     "{J} Choose one: \u2022 I gain 1 boost. \u2022 Draw a card. \u2022 I gain 1 boost and draw a card.", None),
    ("{H} Choose one or both: \u2022 Draw a card. \u2022 Target Character gains 1 boost.", "both",
     "'one or both' is written with a mode for both",
     "{J} Choose one: \u2022 I gain 1 boost. \u2022 Draw a card. \u2022 I gain 1 boost and draw a card.", "5.0"),
])
def test_bare_parse_errors_say_what_to_write(text, word, says, suggested, edition):
    refused_saying(text, word, says, suggested, edition)


@pytest.mark.parametrize("text,verb", [
    ("{J} Augment each Character in my Expedition.", "Augment"),                               # audit X §4
    ("{H} Augment each Character in your Expeditions.", "Augment"),
])
@pytest.mark.parametrize("edition", [None, "5.0"])
def test_an_action_on_each_object_in_a_place_says_what_reads(text, verb, edition):
    refused_saying(text, verb, (f"[{verb}] of each object in a place", "is not read yet"),
                   (f"{{J}} {verb} target Character in my Expedition.", f"{{J}} {verb} each Character you control."),
                   edition)
