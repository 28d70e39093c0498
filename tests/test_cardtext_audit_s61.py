"""Issue 31, session 61: the classes outside audits S20B and S19B (session 60) left open, and those of this
session's audits.

- S20B W1 "their" in a condition after another player's step ("Target opponent chooses a card in their Reserve. If
  it's in their Reserve, draw a card.") was read as "your": the place a condition describes was read with no scope,
  where "their" fell back to the ability's controller. It names the player named before (7.2.4.a), as it does in a
  noun ("a card in their Reserve"); where no player is named ("When a Character an opponent controls ... — If it's in
  their Reserve") it is refused, as "their" is everywhere else. So "its owner's" there names the owner of what "it"
  names in the effect (the target), not whatever the word "it" holds when the test is made.
Outside audits S21A/S21B of this session's first tree (944 texts; S21A found no wrong reading):
- S21B W1 "If it's in your hand" after a step moved it to a hand was asked of the card there, true: the card in a
  hand is a new object this text can't follow (2.1.d, 2.1.f), and what was last known of the object is where it was
  (2.1.h): either may be meant, so the place of such a card is refused at the pronoun, as an action on it is. What
  it was ("If it's a Character") is still asked of what was last known.
- S21B U1 "it" after one step naming two targets ("Target Character [Exchanges Boosts] with another target Character.
  It gains 1 boost.") named the second silently: the subject, or the last named? Refused, as "it" after a card
  picked for a verb beside a target named before is. So is "it" after any step naming two objects (S22B W1: "Choose
  a Character you control. It [Exchanges Boosts] with target Character. If it has no boosts, ...", read as the
  target); "I [Exchange Boosts] with target Character. Exhaust it." still reads ("it" never names me).
Outside audits S22A/S22B of this session's second tree (907 texts):
- S22A W1 "Exhaust up to two target Characters. If you can't, draw a card." drew where none was chosen, a choice
  (1.4.1.c): refused, as "If you can't" after "You may" is.
- S22A W2 "When another Character joins one of your Expeditions" was read as "your Expeditions", one set a switch
  between them joins none (7.4.4.j): each is apart (the trigger's ``apart``), and a switch joins one (7.5.8.c).
- S19B W1 (5.0) a token joining another player's Expedition by [Defect] or [Take Control] was no token received: a
  relocation to another player is an arrival the rules' modifiers hear (zones.yaml, 7.3.30.a), as a creation is.
Outside audits S23A/S23B of this session's third tree (901 texts):
- S23A W1 "If ..., exhaust me. Otherwise, exhaust target Character. If you do" (or "that many") asked only of the
  last branch's step: the first branch did a step too, one that keeps no trace (or an offer: "You may exhaust me.
  Otherwise, ..."): refused, as after two branches that each keep one (6.5.f). So is the die's ("On a 1-3, draw a
  card. On a 4-6, discard a card. If you do", read before as asking of the last outcome: a known limit).
- S23B A "When a Character leaves the Expedition zone — If it's in its owner's hand" was read and never held: a card
  in a hand or a deck is no object (2.1.j, 3.1.3.d), never found there: refused, but of me (6.3.c).
Messages (S21A §3): "Unless you do" and a colon after a die roll's outcome or "Otherwise" say what to write."""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import effect_in, reads, refused_in, refused_saying, scenarios_play

SCENARIOS = Path(__file__).parent / "scenarios" / "rules" / "s61"


FIVE = ["7.3.30.a-audit19b-a-token-relocated-is-received"]
BOTH = ["7.2.4.a-audit20b-their-in-a-condition", "7.5.8.c-audit22a-a-switch-joins-one-of-your-expeditions"]


@pytest.mark.parametrize("edition", [None, "5.0"])
def test_their_in_a_condition_names_the_player_named_before(edition):
    scenarios_play(SCENARIOS, "*.yaml", BOTH, edition, besides=FIVE)


def test_a_token_relocated_to_another_player_is_a_token_received():
    """v5.0 7.3.30.a: a token joining a player's Expeditions is received, also by [Defect] or [Take Control]: in
    another player's turn, a Gift (7.3.29.a) that player makes (7.3.22.a); a Character that defects is no token."""
    scenarios_play(SCENARIOS, "*.yaml", FIVE, "5.0", besides=BOTH)


@pytest.mark.parametrize("text, place", [
    ("{J} Target opponent chooses a card in their Reserve. If it's in their Reserve, draw a card.",
     {"zone": "Reserve", "owner": {"var": "target"}}),
    ("{J} Target opponent discards a card from their Reserve. If it's in their Discard pile, draw a card.",
     {"zone": "Discard", "owner": {"var": "target"}}),
    ("{J} Target opponent chooses a card in their Reserve. If it's in your Reserve, draw a card.",
     {"zone": "Reserve", "owner": "you"}),
    ("{J} Send target Character to its owner's Reserve. If it's in its owner's Reserve, draw a card.",
     {"zone": "Reserve", "owner": {"owner_of": {"var": "target"}}}),
])
def test_the_place_a_condition_tests_is_whose_its_words_say(text, place):
    """7.2.4.a: the condition's filter names the opponent chosen, or "you" where it says "your"."""
    [test] = [step["if"] for step in effect_in(text) if "if" in step]
    assert test["matches"]["filter"] == place


def test_their_in_a_condition_naming_no_player_is_refused():
    refused_saying("When a Character an opponent controls goes to Reserve from the Expedition zone — If it's in their "
                   "Reserve, draw a card.", "in their Reserve", ("names no player",),
                   "When a Character an opponent controls goes to Reserve from the Expedition zone — If it's in a "
                   "Reserve, draw a card.")


@pytest.mark.parametrize("text, word", [
    ("Return target Character to its owner's hand. If it's in your hand, draw a card.", "it's in your hand"),
    ("{J} Target opponent returns a Character they control to its owner's hand. If it's in their hand, draw a card.",
     "it's in their hand"),
    ("{J} Choose a card in your Reserve. Put it in your hand. If it's in your hand, I gain 1 boost.",
     "it's in your hand"),
    ("{J} You may return target Character to its owner's hand. If it's in your hand, draw a card.",
     "it's in your hand"),
    ("{J} Put target Character on the bottom of its owner's deck. If it's in your Reserve, draw a card.",
     "it's in your Reserve"),
])
def test_where_a_card_moved_to_a_hand_or_a_deck_is_is_refused(text, word):
    """2.1.d, 2.1.f, 2.1.h: the card in a hand or a deck is not the object the text named; where it was, or where
    it went? Refused at "it", saying so (audit S21B W1)."""
    refused_saying(text, word, ("new card this text can't follow", "2.1.d"),
                   ("{J} Return target Character to its owner's hand. If it's a Character, draw a card.",
                    "{J} Send target Character to its owner's Reserve. If it's in your Reserve, draw a card."))


@pytest.mark.parametrize("text", [
    "{J} Target Character [Exchanges Boosts] with another target Character. It gains 1 boost.",
    "{J} Target Character [Exchanges Boosts] with another target Character. Its controller draws a card.",
    "{J} Target Character [Exchanges Boosts] with another target Character. If it's exhausted, draw a card.",
    "{J} Choose a Character you control. It [Exchanges Boosts] with target Character. If it has no boosts, draw a card.",
    "{J} Choose a Character you control. It [Exchanges Boosts] with target Character. It gains 1 boost.",
    "{J} Target Character you control gains 2 boosts. Then, it [Exchanges Boosts] with target Character an opponent "
    "controls. If it has 2 or more boosts, exhaust it.",
    "{J} Choose a Character an opponent controls. It [Exchanges Boosts] with target Character you control. Its "
    "controller draws a card.",
])
def test_it_after_one_step_on_two_targets_is_refused(text):
    """7.2.5.a: "it" names one object, and one step named two (audit S21B U1)."""
    last = text.rsplit(". ", 1)[1]
    word = next(w for w in ("It", "it", "Its", "it's") if f" {w} " in f" {last} ")
    e = refused_in(text)
    assert e.column == text.rindex(f"{word} ") + 1, (e.column, e.message)
    assert "could name" in e.message and "the other card of the same step" in e.message, e.message
    for wording in ("{J} Target Character [Exchanges Boosts] with another target Character.",
                    "{J} Target Character gains 1 boost. Target Character gains [[Asleep]]. Exhaust it.",
                    "{J} I [Exchange Boosts] with target Character. Exhaust it."):
        reads(wording)


@pytest.mark.parametrize("text", [
    "{J} Exhaust up to two target Characters. If you can't, draw a card.",
    "{J} Send any number of target Characters you control to Reserve. If you can't, draw a card.",
])
def test_if_you_cant_after_up_to_is_refused(text):
    """1.4.1.c: choosing none of "up to" is a choice, not being unable (audit S22A W1)."""
    refused_saying(text, "If you can't", ("choosing none may be a choice", "If you don't"),
                   ("{J} Exhaust up to two target Characters. If you don't, draw a card.",
                    "{J} Exhaust two Characters. If you can't, draw a card."))


def test_one_of_your_expeditions_in_a_trigger_is_each_apart():
    """7.5.8.c against 7.4.4.j: the trigger says whether the Expeditions are one set (audit S22A W2)."""
    def trigger(text):
        return reads(text)[0]["reaction"]["trigger"]
    assert trigger("When another Character joins one of your Expeditions — I gain 1 boost.")["joins"]["apart"] is True
    assert "apart" not in trigger("When another Character joins your Expeditions — I gain 1 boost.")["joins"]
    assert trigger("When a Character leaves one of your Expeditions — I gain 1 boost.")["leaves_expedition"]["apart"]


@pytest.mark.parametrize("text, word, says", [
    ("{J} Exhaust target Character. Unless you do, I gain 1 boost.", "do,", "If you don't"),
    ("{J} Roll a die. On a 6: exhaust target Character. If you can't, I gain 1 boost.", ":", "take a comma"),
    ("{J} If I'm in {V}, draw a card. Otherwise: discard a card.", ":", "take a comma"),
])
def test_a_refusal_of_words_cards_do_not_print_says_what_they_print(text, word, says):
    """Audit S21A §3: these said only the word not expected; now what printed cards write (6.5.f, 7.3.19)."""
    refused_saying(text, word, says, None)


@pytest.mark.parametrize("text, word", [
    ("{J} If you have no cards in hand, exhaust me. Otherwise, exhaust target Character. If you do, draw a card.",
     "If you do"),
    ("{J} If I'm in {M}, I gain 1 boost. Otherwise, exhaust target Character. If you do, draw a card.", "If you do"),
    ("{J} You may exhaust me. Otherwise, exhaust target Character. If you do, draw a card.", "If you do"),
    # (read before, as asking of the last outcome's step: a known limit; and refused for its colon, which would not do)
    ("{J} Roll a die. On a 1-3, draw a card. On a 4-6, discard a card. If you do, I gain 1 boost.", "If you do"),
    ("{J} If you control a Plant, draw a card. Otherwise, discard a card. If you can't, I gain [[Asleep]].",
     "If you can't"),
    ("{J} If I have 3 or more boosts, ready me. Otherwise, exhaust up to two target Characters. Draw that many "
     "cards.", "that many"),
])
def test_if_you_do_after_two_branches_one_keeping_no_trace_is_refused(text, word):
    """6.5.f: of the step in the last branch, or of the one in the branch that ran? (audit S23A W1)"""
    refused_saying(text, word, "two branches before it each did a step",
                   ("{J} If I'm in {M}, exhaust target Character. If you do, draw a card.",
                    "{J} You may exhaust me. If you don't, exhaust target Character. If you do, draw a card."))


@pytest.mark.parametrize("text", [
    "When a Character an opponent controls leaves the Expedition zone — If it's in its owner's hand, draw a card.",
    "When another Character you control leaves the Expedition zone — If it isn't in its owner's hand, draw a card.",
    "When another Character you control leaves the Expedition zone — If it's in its owner's deck, draw a card.",
])
def test_where_a_trigger_object_is_asked_of_a_hand_or_a_deck_is_refused(text):
    """2.1.j, 3.1.3.d: never found there, the test would never hold (audit S23B A); of me it reads (6.3.c)."""
    refused_saying(text, "in its owner's", "is no object",
                   ("When I leave the Expedition zone — If I'm in my owner's hand, draw a card.",
                    "When another Character you control leaves the Expedition zone — If it's in its owner's Reserve, "
                    "draw a card."))


def test_one_declaration_of_7_3_30_a_modifies_both_arrivals():
    """v5.0 7.3.30.a: a token created in, or relocated to, a player's Expeditions is received: zones.yaml declares
    it once (``on.action`` a list), compiled into one modifier per action, in both editions."""
    from altered.loading.rules.editions import with_edition
    from altered.rulebook import load_rulebook
    for edition in (None, "5.0"):
        book = load_rulebook(variants=with_edition([], edition) if edition else ())
        assert sorted(m.action for m in book.modifiers if m.rule == "7.3.30.a") == ["create", "relocate"]
