"""A split put ("Put one of them in X and the rest in Y") and control of a card that left play (an outside audit
of invented texts, audit s47 J, classes A-D; issue 31: every text read right or refused at its place with what to
write).

A. After "Put one of them in Reserve and the rest at the bottom of your deck" (or "... and discard the rest", or
   the two steps in sentences of their own), "it" was read as "the rest" ("if rest is a Spell"). "The rest" are
   several cards; the singular "it" names the one card picked (7.2.4.a, v5.0 7.2.5.a). Where that card went to a
   zone only its owner sees (a hand), there is no object to name (3.1.3.d, 2.1.j), as after a card drawn: refused
   at "it". After a singular "the other" ("... and discard the other. If it's ..."), "it" could name either
   card: refused, saying to write "the rest"; where the card picked went to a hand as well (audit s47 M, W3b:
   decided otherwise before, see test_cardtext_audit_split2).
B. "If one of them / none of them is ..." after such a split: "them" is the cards looked at or revealed, the same
   "them" as "one of them" before it, not only the rest, where the card picked and the rest are one card each
   ("the top two"); where the rest are several, "them" could be they or all the cards looked at: refused
   (audit s47 N, class B and UNCLEAR 8: decided otherwise before, see test_cardtext_audit_the_other).
C. "If it was ..." after a split: the snapshot was taken before the look, so never true; "it" now names the
   card picked, and the test is made just before the step that moves it (2.1.h, tense.py).
D. "If an opponent controls it" / "If you control it" right after a step moved it out of play (hand, Reserve,
   discard) was read on the card where it now is, which nobody controls (7.5.4.a): never true. A card that left
   play is asked of with what was true just before it left (v3.0 2.1.h, v5.0 6.3.j; its controller is where it
   was, 7.5.4.a), as "Its controller" after that move and the same test in a leave trigger already read it; "If
   an opponent controlled it" / "If you controlled it" read the same.

Played: tests/scenarios/rules/s47/*.yaml (test cards in tests/data/s47-split/cards.yaml), each failing on the
old reading but the guard 2.1.h-an-opponent-controls-it-after-a-bounce-of-mine-no-draw.yaml.
"""
from __future__ import annotations

import json

import pytest

from readings import chosen_among, conditions, effect, refused

pytestmark = pytest.mark.editions("3.0", "5.0")

SPELL = {"type": "Spell"}
CHAR = {"type": "Character"}
LOOK3 = "{T}: Look at the top three cards of your deck. "
REVEAL3 = "Reveal the top three cards of your deck. "


# -- A: "it" after a split names the one card picked ------------------------------------------------------

IT_IS_PICKED = [
    # the audit's texts (those whose card picked stays seen)
    (LOOK3 + "Put one of them in Reserve and the rest at the bottom of your deck. If it's a Spell, draw a card.",
     SPELL),
    (LOOK3 + "Put one of them in Reserve and the rest at the bottom of your deck. If it's a Character, it gains "
     "1 boost.", CHAR),
    (LOOK3 + "Discard one of them and put the rest at the bottom of your deck. If it's a Character, draw a card.",
     CHAR),
    (LOOK3 + "Put one of them in Reserve. Discard the rest. If it's a Spell, draw a card.", SPELL),
    ("Look at the top three cards of target opponent's deck. Discard one of them and put the rest at the bottom "
     "of their deck. If it's a Spell, draw a card.", SPELL),
    ("{J} Look at the top three cards of your deck. Put one of them in Reserve and the rest at the bottom of your "
     "deck. If it's a Character, I gain 1 boost.", CHAR),
    # new wordings of the same shape
    (REVEAL3 + "Put one of them in Reserve and discard the rest. If it's a Character, draw a card.", CHAR),
    (REVEAL3 + "Put one of them in Reserve and the others at the bottom of your deck. If it's a Spell, draw a card.",
     SPELL),
    (REVEAL3 + "Put one of them in Reserve. Put the other cards at the bottom of your deck. If it's a Spell, draw a "
     "card.", SPELL),
    (REVEAL3 + "Discard one of them and put the rest in Reserve. If it's a Spell, draw a card.", SPELL),
]


@pytest.mark.parametrize("text, kind", IT_IS_PICKED)
def test_7_2_4_a_it_after_one_of_them_and_the_rest_is_the_card_picked(parse, text, kind):
    """7.2.4.a (v5.0 7.2.5.a): "the rest" are several cards, so the singular "it" after them names the one card
    picked; its test and what is done to it are on that card, never on the rest."""
    steps = effect(text, parse)
    picked = chosen_among(steps)
    [cond] = conditions(steps)
    assert cond == {"matches": {"what": {"var": picked}, "filter": kind}}, cond
    said = json.dumps(steps[-1])
    assert '"rest' not in said and '"discarded"' not in said


@pytest.mark.parametrize("text, action", [
    (REVEAL3 + "Put one of them in Reserve and the rest at the bottom of your deck. Exhaust it.", "Exhaust"),
    (LOOK3 + "Put one of them in Reserve and the rest at the bottom of your deck. It gains [[Anchored]].", "gain"),
    (REVEAL3 + "Put one of them in Reserve and discard the rest. Exhaust it.", "Exhaust"),
])
def test_7_2_4_a_an_action_on_it_after_a_split_is_done_to_the_card_picked(parse, text, action):
    steps = effect(text, parse)
    picked = chosen_among(steps)
    last = json.dumps(steps[-1])
    assert action in last and f'{{"var": "{picked}"}}' in last, steps[-1]


@pytest.mark.parametrize("text, column_of", [
    # the audit's texts whose card picked goes to the hand
    (LOOK3 + "Put one of them in your hand and the rest at the bottom of your deck. If it's a Character, I gain 1 "
     "boost.", "it's"),
    (LOOK3 + "Put one of them in your hand and discard the rest. If it's a Spell, I gain 1 boost.", "it's"),
    (REVEAL3 + "Put one of them in your hand and the rest in Reserve. If it's a Spell, draw a card.", "it's"),
    ("{J} Look at the top three cards of your deck. Put one of them in your hand and the rest at the bottom of your "
     "deck. If it's a Spell, I gain 1 boost.", "it's"),
    # new wordings
    (REVEAL3 + "Put one of them in your hand. Discard the rest. Exhaust it.", "it."),
    (REVEAL3 + "Put one of them at the bottom of your deck. Put the rest in Reserve. If it's a Spell, draw a card.",
     "it's"),
])
def test_3_1_3_d_it_after_a_split_whose_card_picked_is_hidden_is_refused(parse, text, column_of):
    """3.1.3.d, 2.1.j: a card in a zone only its owner sees is no object to test, as a card drawn: refused at
    "it", saying to test it before it moves (that wording reads, below)."""
    e = refused(text, parse)
    assert "zone only its owner sees" in e.message and "Choose one of them" in e.message, e.message
    assert e.column == text.rindex(column_of) + 1


def test_3_1_3_d_the_suggested_wording_reads(parse):
    steps = effect("Look at the top three cards of your deck. Choose one of them. If it's a Spell, draw a "
                   "card. Put it in your hand and the rest at the bottom of your deck.", parse)
    picked = chosen_among(steps)
    assert conditions(steps) == [{"matches": {"what": {"var": picked}, "filter": SPELL}}]


@pytest.mark.parametrize("text", [
    # the auditor's UNCLEAR texts: "the other" is one card, as the card picked is
    "Reveal the top two cards of your deck. Put one of them in Reserve and discard the other. If it's a Spell, draw "
    "a card.",
    "Look at the top two cards of your deck. Put one of them in Reserve and discard the other. Exhaust it.",
    "{T}: Look at the top two cards of your deck. Put one of them in Reserve and the other at the bottom of your "
    "deck. If it's a Character, I gain 1 boost.",
    "Look at the top two cards of target opponent's deck. Put one of them in their Reserve and the other at the "
    "bottom of their deck. If it's a Character, draw a card.",
    # class C with "the other": refused at "it" as well
    "{T}: Reveal the top two cards of your deck. Put one of them in Reserve and discard the other. If it was a "
    "Spell, draw a card.",
    "Reveal the top two cards of your deck. Put one of them in Reserve. Discard the other. If it was a Spell, draw "
    "a card.",
    "Reveal the top two cards of your deck. Put one of them in Reserve. Put the other card at the bottom of your "
    "deck. If it's a Spell, draw a card.",
])
def test_7_2_4_a_it_after_one_of_them_and_the_other_is_refused(parse, text):
    """7.2.4.a: after "one of them ... and the other", both one card, "it" could name either: refused at "it",
    saying to write "the rest" (which reads, above)."""
    e = refused(text, parse)
    assert "'the rest'" in e.message and "one card each" in e.message, e.message
    assert e.column == max(text.rfind("it's"), text.rfind("it was"), text.rfind("it.")) + 1


@pytest.mark.parametrize("text", [
    "{T}: Look at the top two cards of your deck. Put one of them in your hand and the other in Reserve. If it's a "
    "Spell, I gain 1 boost.",
    "Reveal the top two cards of your deck. Put one of them in your hand and the other in Reserve. If you do, "
    "exhaust it.",
])
def test_7_2_4_a_it_after_the_other_when_the_card_picked_is_hidden_is_refused(parse, text):
    """Decided otherwise before (the card picked went to the hand, no object there, 3.1.3.d: "it" named the other);
    changed by audit s47 M (W3b, test_cardtext_audit_split2): the card was seen as it was put there ("Reveal ...",
    or looked at by its owner), so "If it's a Spell" reads as said of it as well, and the same text with both
    places seen is refused: one rule, refused at "it", saying to test the card before it moves (7.2.4.a)."""
    e = refused(text, parse)
    assert "one card each" in e.message and "before it moves" in e.message, e.message
    assert e.column == max(text.rfind("it's"), text.rfind("it.")) + 1


def test_7_2_5_a_it_after_up_to_two_of_them_and_the_rest_is_refused(parse):
    text = "Look at the top three cards of your deck. Put up to two of them in Reserve and the rest at the bottom " \
           "of your deck. If it's a Spell, draw a card."
    e = refused(text, parse)
    assert "may be several" in e.message and e.column == text.index("it's") + 1


def test_7_2_4_a_them_after_the_rest_is_still_the_rest(parse):
    """"them" (plural) after "the rest" names the rest, as before (test_cardtext_audit_rest)."""
    steps = effect(LOOK3 + "Put one of them in Reserve and the rest at the bottom of your deck. Exhaust "
                   "them.", parse)
    rest = steps[-2]["move"]["as"]
    assert steps[-1] == {"do": {"Exhaust": {"what": {"var": rest}}}}


# -- B: "one of them" after a split is the cards looked at (one card each) ----------------------------------

REVEAL2 = "Reveal the top two cards of your deck. "


@pytest.mark.parametrize("text, quant", [
    ("Look at the top two cards of your deck. Put one of them in Reserve and the rest at the bottom of your deck. "
     "If one of them is a Spell, draw a card.", "any"),
    (REVEAL2 + "Put one of them in Reserve and discard the rest. If none of them is a Spell, draw a card.", "none"),
    # new wordings
    (REVEAL2 + "Put one of them in Reserve. Discard the rest. If one of them is a Character, draw a card.", "any"),
    (REVEAL2 + "Discard one of them and put the rest in Reserve. If each of them is a Spell, draw a card.", "every"),
    (REVEAL2 + "Put one of them in Reserve and the other in your discard pile. If any of them is a Spell, draw a "
     "card.", "any"),
])
def test_7_2_4_a_one_of_them_after_a_split_is_the_cards_looked_at(parse, text, quant):
    steps = effect(text, parse)
    looked = steps[0].get("look", steps[0].get("reveal"))["as"]
    [cond] = conditions(steps)
    said = json.dumps(cond)
    assert f'"in": {{"concat": [{{"var": "{looked}"}}]}}' in said, cond
    assert ('"not": {"any"' in said) == (quant == "none") and ('"every"' in said) == (quant == "every")


@pytest.mark.parametrize("text", [
    # the texts read as the cards looked at before (audit s47 J, class B)
    "Look at the top three cards of your deck. Put one of them in Reserve and the rest at the bottom of your deck. "
    "If one of them is a Spell, draw a card.",
    REVEAL3 + "Put one of them in Reserve and discard the rest. If none of them is a Spell, draw a card.",
    "Look at the top three cards of your deck. Put up to two of them in Reserve and the rest at the bottom of your "
    "deck. If one of them is a Spell, draw a card.",
    REVEAL3 + "Put one of them in Reserve. Discard the rest. If one of them is a Character, draw a card.",
    REVEAL3 + "Discard one of them and put the rest in Reserve. If each of them is a Spell, draw a card.",
    REVEAL3 + "Put one of them in your hand and the others in Reserve. If any of them is a Spell, draw a card.",
])
def test_7_2_5_a_one_of_them_after_a_split_whose_rest_are_several_is_refused(parse, text):
    """7.2.4.a, 7.2.5.a: "them" could be the rest (several) or all the cards looked at: refused at the words
    (audit s47 N, UNCLEAR 8; test_cardtext_audit_the_other)."""
    e = refused(text, parse)
    assert "or all the cards looked at or revealed" in e.message, e.message
    word = text.rindex(" of them is")
    assert e.column == text.rindex(" ", 0, word) + 2, (e.column, e.message)


# -- C: "was" after a split: the card picked, just before its move -------------------------------------------

@pytest.mark.parametrize("text", [
    "{T}: Reveal the top three cards of your deck. Put one of them in Reserve and discard the rest. If it was a "
    "Spell, draw a card.",
    REVEAL3 + "Put one of them in Reserve. Discard the rest. If it was a Spell, draw a card.",
    REVEAL3 + "Discard one of them and put the rest in Reserve. If it was a Spell, draw a card.",
])
def test_2_1_h_it_was_after_a_split_is_the_card_picked_as_it_was_before_its_move(parse, text):
    steps = effect(text, parse)
    picked = chosen_among(steps)
    kinds = [next(iter(s)) for s in steps]
    at = kinds.index("set")
    assert kinds.index("choose") < at, kinds       # after the pick, not before the look (2.1.h)
    moves = [i for i, s in enumerate(steps) if picked in json.dumps(s) and next(iter(s)) in ("move", "do")]
    assert at < moves[0], kinds
    [cond] = conditions(steps)
    assert cond == {"matches": {"what": {"was": {"var": picked}}, "filter": SPELL}}


@pytest.mark.parametrize("text, each", [
    ("Look at the top two cards of your deck. Put one of them in your hand and discard the rest. If one of them "
     "was a Spell, I gain 1 boost.", False),
    ("Look at the top two cards of your deck. Put one of them in Reserve and discard the rest. If each of them "
     "was a Spell, I gain 1 boost.", True),
])
def test_2_1_h_one_of_them_was_after_a_split_is_made_before_any_moves(parse, text, each):
    steps = effect(text, parse)
    kinds = [next(iter(s)) for s in steps]
    assert kinds.index("set") < min(i for i, k in enumerate(kinds) if k in ("move", "do")), kinds
    looked = steps[0]["look"]["as"]
    assert f'{{"var": "{looked}"}}' in json.dumps(steps[kinds.index("set")])


# -- D: control of a card a step moved out of play: as it was -----------------------------------------------

@pytest.mark.parametrize("text, who", [
    # the audit's texts
    ("{T}: Return target Character to its owner's hand. If an opponent controls it, draw a card.", "opponent"),
    ("{T}: Put target Character in Reserve. If you control it, draw a card.", "you"),
    ("Return target Character to its owner's hand. If an opponent controls it, draw a card.", "opponent"),
    ("Send target Character to Reserve. If an opponent controls it, it gains [[Asleep]].", "opponent"),
    ("Send target Character to Reserve. If you control it, draw a card.", "you"),
    ("When a Character joins the Expedition facing me — Return it to its owner's hand. If an opponent controls it, "
     "draw a card.", "opponent"),
    # the past tense, refused before ("did you mean 'control'?")
    ("{T}: Return target Character to its owner's hand. If an opponent controlled it, draw a card.", "opponent"),
    ("{T}: Put target Character in Reserve. If you controlled it, draw a card.", "you"),
    # new wordings
    ("Discard target Character. If an opponent controls it, draw a card.", "opponent"),
    ("Sacrifice target Character you control. If you controlled it, draw a card.", "you"),
    ("You may return target Character to its owner's hand. If an opponent controls it, draw a card.", "opponent"),
])
def test_2_1_h_control_of_a_card_that_left_play_is_as_it_was(parse, text, who):
    """v3.0 2.1.h, v5.0 6.3.j: information about an object that no longer exists is what was true just before it
    ceased to exist; 7.5.4.a: its controller is who controlled it where it was."""
    steps = effect(text, parse)
    [cond] = conditions(steps)
    assert set(cond) == {"matches"} and set(cond["matches"]["what"]) == {"was"}, cond
    assert cond["matches"]["filter"] == {"controller": who}
    kinds = [next(iter(s)) for s in steps]
    assert kinds.index("set") < min(i for i, k in enumerate(kinds) if k in ("move", "do", "may")), kinds


@pytest.mark.parametrize("text", [
    "Target Character gains 1 boost. If you control it, draw a card.",
    "When a Character leaves the Expedition facing me — If an opponent controls it, draw a card.",
    "{J} If an opponent controls two or more Robots, I gain 2 boosts.",
])
def test_7_5_4_a_control_of_a_card_still_in_play_reads_as_before(parse, text):
    """Nothing moved it: the present tense tests it now (a leave trigger's object is the card as it was, 6.3.j)."""
    steps = effect(text, parse)
    assert '"was"' not in json.dumps(steps) and '"set"' not in json.dumps(steps)


def test_2_1_h_the_old_hint_to_the_present_tense_is_gone(parse):
    """'controlled' was refused with "did you mean 'control'?", leading to the dead reading."""
    steps = effect("{T}: Return target Character to its owner's hand. If you controlled it, draw a card.", parse)
    assert conditions(steps)[0]["matches"]["filter"] == {"controller": "you"}


# -- refusals that say what to write (the audit's §3), and each wording they suggest reads ----------------------

SAYS = [
    # (text, words at the refused place, words of the message, the wordings it suggests)
    ("Draw a card. You may discard a card instead.", ".", "'instead' is read in a replacement",
     ["If a Character you control would gain [[Asleep]], you may remove 2 boosts from it instead.",
      "Choose target Character. If it's [[Anchored]], it gains 3 boosts. Otherwise, it gains 1 boost.",
      "You may discard a card. If you don't, draw a card."]),
    ("Target Character gains 1 boost. If it's [[Anchored]], it gains 3 boosts instead.", ".",
     "'Otherwise'", []),
    ("Draw a card. If you control a Landmark, draw two cards instead.", ".", "'Otherwise'",
     ["If you control a Landmark, draw two cards. Otherwise, draw a card."]),
    ("Characters in the Expedition facing me lose all their boosts.", "their", "said of each, with 'its'",
     ["Each Character in the Expedition facing me loses all its boosts.",
      "Remove all boosts from each Character in the Expedition facing me."]),
    ("Characters you control lose all boosts.", "boosts", "said of each, with 'its'", []),
    ("When a Character leaves play — Draw a card.", "play", "the zone it leaves",
     ["When a Character leaves the Expedition zone — Draw a card.",
      "When a Character you control leaves the Expedition zone — Draw a card.",
      "When a Permanent leaves the Landmark zone — Draw a card."]),
    ("You may return two Characters you control to their owner's hand. If you do, draw a card.", "owner",
     "'their owner's hand' of several cards is not read",
     ["Return each Character you control to its owner's hand.", "Return two Characters you control to hand."]),
    ("Return two target Characters to their owners' hands.", "'", "say it of each", []),
    ("Target Character gains 1 boost. If it's the only Character in its Expedition, draw a card.", "only",
     "'the only Character' is not read",
     ["Target Character gains 1 boost. If there are no other Characters in its Expedition, draw a card."]),
    ("Return target Character to its owner's hand. If it was controlled by an opponent, draw a card.", "controlled",
     "'If an opponent controlled it, ...'",
     ["Return target Character to its owner's hand. If an opponent controlled it, draw a card.",
      "Return target Character to its owner's hand. If you controlled it, draw a card."]),
]


@pytest.mark.parametrize("text, at, says, wordings", SAYS)
def test_a_refusal_says_what_to_write_and_that_reads(parse, text, at, says, wordings):
    """grammar/phrases/mistakes.yaml: the refusal is at its place and says what printed cards write instead."""
    e = refused(text, parse)
    assert says in e.message, e.message
    assert e.column == text.rindex(at) + 1, e.column
    for wording in wordings:
        assert parse(wording), wording


def test_2_1_h_controlled_of_cards_of_a_kind_is_refused(parse):
    """"controlled" reads of one card that left play; of a kind ("a Robot") it would ask the past: refused."""
    e = refused("If an opponent controlled a Robot, draw a card.", parse)
    assert "not of cards of a kind" in e.message and e.column == 4, (e.message, e.column)
