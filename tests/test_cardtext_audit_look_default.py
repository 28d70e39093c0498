"""An unzoned "a card" after a look takes its verb's own place (issue 31: every text read right or refused at its
place; an outside audit of invented texts, class A).

"Look at the top 3 cards of your deck. Put one of them in your hand. Each opponent discards a card." was read as
each opponent choosing among the cards looked at ("choose 1 among revealed"): player 2 was never asked, and one of
player 1's deck cards went to player 1's Discard pile. "Reveal the top card of your deck. Put it in your hand.
Discard a card." discarded nothing: the card revealed had left, and the choice was among it only.

The rule now (nouns.Noun.among_seen): the cards looked at or revealed are what "them", "one of them", "among
them", "the rest", "the others", "it" name (7.2.5.a). A noun that names no place keeps its verb's own place: a
card discarded is one of the acting player's hand (keywords.yaml Discard, unless_said; 7.3.7.a moves it from
there). So it holds where another player than the one who looked acts ("Each opponent discards a card", "They
discard a card": their own hand), after something else was named, and once the cards looked at are all gone
("Put it in your hand", "Put one of them in your Reserve and discard the other"). Where one of those cards would
fit as well (the player who looked acts, and some of them are still where they were looked at), the text is
refused at the noun, saying both wordings: "a card from your hand" (or "their hand") or "one of them". "Choose a
card" (a verb with no place of its own) after a look is still one of those cards
(tests/test_cardtext_audit_look.py, 3.2.5.c).

No bundled text reads a discard after a look (their readings are unchanged). Played by
tests/scenarios/v5/7.3.7.a-each-opponent-discards-a-card-after-a-look-is-from-their-hand.yaml and
7.3.7.a-discard-a-card-after-the-revealed-card-left-is-from-your-hand.yaml (test cards:
tests/data/v5/audit-look-cards.yaml), which fail on the reading among the cards looked at.
"""
from __future__ import annotations

import pytest

from readings import effect, refused


def _steps(steps):
    """Every step, nested ones too, in order (another player's steps, each player's, a "may", a branch)."""
    for s in steps:
        yield s
        for key in ("as_player", "each_player", "may"):
            if isinstance(s.get(key), dict):
                yield from _steps(s[key]["do"])
        if isinstance(s.get("then"), list):
            yield from _steps(s["then"])


def last_discard_choice(text):
    """(the step holding the last discard's choice: a step of another player or the effect's, that choice)."""
    steps = effect(text)
    outer = None
    for s in steps:
        for inner in _steps([s]):
            if "choose" in inner and not inner["choose"].get("target"):
                outer, choice = s, inner["choose"]
    return outer, choice


HAND = {"zone": "Hand", "owner": "you"}       # "you" in another player's steps is that player (6.1.g)


# -- the audit's texts: a card of the acting player's hand --------------------------------------------------------

@pytest.mark.parametrize("text, actor", [
    ("{J} Look at the top 3 cards of your deck. Put one of them in your hand. Each opponent discards a card.",
     "each_player"),                                                                                   # 3.118
    ("{J} Look at the top 3 cards of your deck. Put one of them in your hand. Target opponent discards a card.",
     "as_player"),                                                                                     # 4.1
    ("{J} Look at the top 3 cards of your deck. Put one of them in your hand and the rest in your Reserve. "
     "Each player discards a card.", "each_player"),                                                   # 4.2
    ("{J} Look at the top 2 cards of your deck. Put one of them in your Reserve and discard the other. "
     "Discard a card.", None),                                                                         # 4.4
    ("{J} Reveal the top 3 cards of your deck. Put one of them in your hand. Each opponent discards a card.",
     "each_player"),                                                                                   # 4.5
    ("{J} Look at the top 3 cards of your deck. Discard one of them. Each opponent discards a card.",
     "each_player"),                                                                                   # 4.6
    ("{J} Look at the top card of your deck. You may discard it. Each opponent discards a card.",
     "each_player"),                                                                                   # 4.12
    ("{J} Reveal the top card of your deck. Put it in your hand. Discard a card.", None),             # 5.24, 7.5
    ("{J} Reveal the top card of your deck. Put it in your hand. Each opponent discards a card.",
     "each_player"),                                                                                   # 5.25
    # UNCLEAR 4.11: the second discard is the target opponent's, chosen by them in their own hand
    ("{J} Look at target opponent's hand. Discard one of them. They discard a card.", "as_player"),
])
def test_7_3_7_a_an_unzoned_card_after_a_look_is_one_of_the_acting_players_hand(text, actor):
    outer, choice = last_discard_choice(text)
    assert choice["from"] == HAND and choice["who"] == "you", choice
    assert (actor in outer) if actor else ("choose" in outer), outer


# -- other wordings of the same shape --------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    # another player acts: their own hand (6.1.g), however the look went
    "{J} Look at target opponent's hand. They discard a card.",
    "{J} Look at target opponent's hand. They discard two cards.",
    "{J} Reveal the top three cards of your deck. Each opponent discards a card.",
    "{J} Look at the top three cards of your deck. Each other player discards a card.",
    "{J} Look at target opponent's hand. They discard a Spell.",     # (a Character: refused, 2.2.1.h, session 57)
    # the cards looked at are all gone: "them", "it", one of them and the rest
    "{J} Look at the top two cards of your deck. Put them in your Reserve. Discard a card.",
    "{J} Look at the top three cards of your deck. Put one in your hand and the others at the bottom of your deck. "
    "Discard a card.",
    "{J} Look at the top three cards of your deck. Put one of them in your hand. Discard the others. "
    "Discard a card.",
    "{J} Reveal the top card of your deck. Discard it. Discard a card.",
    # something else named since (as before)
    "{J} Look at your Reserve. Target Character gains 1 boost. Discard a card.",
])
def test_other_wordings_of_the_same_shape_take_the_verbs_own_place(text):
    _, choice = last_discard_choice(text)
    assert choice["from"].get("zone") == "Hand" and "among" not in choice["from"], choice


# -- both fit: refused at the noun, saying what to write ----------------------------------------------------------

@pytest.mark.parametrize("text, words", [
    ("{J} Reveal the top three cards of your deck. Discard a card.", "a card"),
    ("{J} Look at the top three cards of your deck. Put one of them in your hand. Discard a card.", "a card"),
    ("{J} Look at target opponent's hand. Discard a card.", "a card"),
    ("{J} Look at your Reserve. Discard an exhausted card.", "an exhausted card"),
    ("{J} Look at your Reserve. Discard two cards.", "two cards"),
    ("{J} Reveal the top three cards of your deck. Discard a Spell.", "a Spell"),
    ("{J} Look at the top three cards of your deck. You may discard a card.", "a card"),
    # a move that may not happen leaves them there: "you may", a condition's branch
    ("{J} Look at the top card of your deck. You may put it in your hand. Discard a card.", "a card"),
    ("{J} Reveal the top card of your deck. If it's a Spell, put it in your hand. Discard a card.", "a card"),
    ("{J} Reveal the top card of your deck. Put it in your hand unless it's a Spell. Discard a card.", "a card"),
    # one option of a choice (6.5.g) is not done for sure either (kept on the side of refusing)
    ("{J} Reveal the top card of your deck. Discard it or put it in your hand. Discard a card.", "a card"),
    # the one chosen is still there
    ("{J} Look at the top three cards of your deck. Choose one of them. Put the others at the bottom of your "
     "deck. Discard a card.", "a card"),
])
def test_where_one_of_the_cards_looked_at_fits_as_well_it_is_refused_at_the_noun(text, words):
    e = refused(text)
    assert e.column == text.rindex(words) + 1, (e.column, e.message)
    assert "from your Hand" in e.message and "of them" in e.message and "7.3.7.a" in e.message, e.message


@pytest.mark.parametrize("text", [
    "{J} Target opponent reveals the top three cards of their deck. They discard a card.",
    "{J} Target opponent reveals their hand. They discard a card.",
    "{J} Each opponent reveals the top card of their deck. Each opponent discards a card.",
])
def test_the_player_who_looked_discarding_is_refused_too_saying_their(text):
    """Another player looked, and that player discards: one of the cards they looked at, or one of their hand?"""
    e = refused(text)
    assert e.column == text.rindex("a card") + 1, (e.column, e.message)
    assert "from their Hand" in e.message and "one of them" in e.message, e.message


@pytest.mark.parametrize("text, among", [
    ("{J} Reveal the top three cards of your deck. Discard a card from your hand.", False),
    ("{J} Reveal the top three cards of your deck. Discard one of them.", True),
    ("{J} Look at target opponent's hand. Discard one of them.", True),
    ("{J} Look at target opponent's hand. Discard a card from your hand.", False),
    ("{J} Reveal the top three cards of your deck. Choose a card from these cards. Discard it.", True),
])
def test_the_wordings_the_message_suggests_read(text, among):
    steps = effect(text)
    seen = next(s.get("look") or s.get("reveal") for s in steps if "look" in s or "reveal" in s)["as"]
    _, choice = last_discard_choice(text)
    if among:
        assert choice["from"] == {"among": {"var": seen}}, choice
    else:
        assert choice["from"] == HAND, choice


def test_choose_a_card_after_a_look_is_still_one_of_them():
    """A verb with no place of its own ("Choose a card") after a look: one of the cards looked at (3.2.5.c),
    as before (tests/test_cardtext_audit_look.py)."""
    steps = effect("{J} Look at the top three cards of your deck. Choose a card. Put it in your hand.")
    assert steps[1]["choose"]["from"] == {"among": {"var": steps[0]["look"]["as"]}}


def test_unclear_8_4_one_of_them_after_each_opponent_reveals_is_one_card_you_choose_among_all():
    """"Each opponent reveals two cards from their hand. Discard one of them.": "them" names every card revealed
    (each opponent's, gathered: effects/bound.py), and "Discard" says no player, so the effect's controller
    chooses one of them, once (6.1.g)."""
    loop, choose, discard = effect("{J} Each opponent reveals two cards from their hand. Discard one of them.")
    revealed = loop["each_player"]["do"][-1]["reveal"]["as"]
    assert choose["choose"] == {"who": "you", "from": {"among": {"var": revealed}}, "count": 1,
                                "as": choose["choose"]["as"]}
    assert discard == {"do": {"Discard": {"what": {"var": choose["choose"]["as"]}}}}


# -- audit C class D: every keyword action, not only Discard ------------------------------------------------------
# "Look at the top 2 cards of your deck. Put one of them in your Reserve. Exhaust a card." exhausted the card
# looked at still in the deck (choose 1 among revealed): nothing useful (audit C scenario s3). Exhaust and Ready
# take their objects from no place of their own (keywords.yaml: no unless_said; 7.3.13, 7.3.28 v5.0), so where
# one of the cards looked at fits as well as any other, the text is refused at the noun, as a discard is.

@pytest.mark.parametrize("text, words", [
    ("{J} Look at the top 2 cards of your deck. Put one of them in your Reserve. Exhaust a card.", "a card"),  # D
    ("{J} Look at the top 2 cards of your deck. Put one of them in your Reserve. Ready a card.", "a card"),    # D
    ("{J} Look at the top 2 cards of your deck. Put one of them in your Reserve. [Exhaust] a card.", "a card"),
    ("{J} Reveal the top three cards of your deck. Exhaust a card.", "a card"),
    ("{J} Look at the top three cards of your deck. Ready two cards.", "two cards"),
    ("{J} Look at your Reserve. Exhaust a card.", "a card"),
    ("{J} Look at your Reserve. You may exhaust a card.", "a card"),
    ("{J} Look at target opponent's hand. Exhaust a card.", "a card"),
    ("{J} Look at the top card of your deck. You may put it in your hand. Exhaust a card.", "a card"),
])
def test_exhaust_or_ready_a_card_after_a_look_is_refused_where_one_of_them_fits_as_well(text, words):
    e = refused(text)
    assert e.column == text.rindex(words) + 1, (e.column, e.message)
    assert "names no place" in e.message and "of them" in e.message and "you control" in e.message, e.message


@pytest.mark.parametrize("text, among", [
    ("{J} Look at the top three cards of your deck. Exhaust one of them.", True),
    ("{J} Look at your Reserve. Choose a card from these cards. Exhaust it.", True),
    ("{J} Look at the top 2 cards of your deck. Put one of them in your Reserve. Ready a card you control.", False),
    ("{J} Look at your Reserve. Exhaust a card in your Reserve.", False),
])
def test_the_wordings_the_exhaust_refusal_suggests_read(text, among):
    steps = effect(text)
    seen = steps[0]["look"]["as"]
    choice = [s["choose"] for s in steps if "choose" in s][-1]
    assert (choice["from"] == {"among": {"var": seen}}) == among, choice


@pytest.mark.parametrize("text", [
    # the cards looked at are all gone, or another player acts: not among them (as a discard)
    "{J} Look at the top card of your deck. Put it in your hand. Exhaust a card.",
    "{J} Look at the top 2 cards of your deck. Put one of them in your hand and the other in your Reserve. "
    "Exhaust a card.",
    "{J} Look at target opponent's hand. They exhaust a card.",
])
def test_exhaust_a_card_once_the_cards_looked_at_are_gone_is_not_among_them(text):
    choice = [s for s in _steps(effect(text)) if "choose" in s and not s["choose"].get("target")][-1]["choose"]
    assert "among" not in choice["from"], choice


def test_put_a_card_and_choose_a_card_after_a_look_are_still_one_of_them():
    """A move's "a card" after a look (the audit counts it right) and "Choose" (3.2.5.c) are unchanged."""
    for text in ("{J} Look at the top three cards of your deck. Put a card in your hand.",
                 "{J} Look at the top three cards of your deck. Choose a card. Exhaust it."):
        steps = effect(text)
        assert steps[1]["choose"]["from"] == {"among": {"var": steps[0]["look"]["as"]}}, steps


# -- audit C class E: singular "it" after a look at or a reveal of several cards ---------------------------------
# "Look at the top 3 cards of your deck. Put it in your hand." moved all three (audit C scenario s4): "it" names
# one card, and the cards looked at (7.2.5.a: what "it" names) may be several. Refused at "it", saying "one of
# them" or "them"; a look at one card ("the top card") keeps "it".

@pytest.mark.parametrize("text", [
    "{J} Look at the top 3 cards of your deck. Put it in your hand. Put the rest in your Discard pile.",   # E
    "At Dusk — Reveal the top 2 cards of your deck. You may discard it.",                                  # E
    "{J} Look at the top 3 cards of your deck. Put it in your hand.",                                      # E
    "{J} Reveal the top two cards of your deck. Put it in your Reserve.",
    "{J} Look at the top three cards of your deck. Discard it.",
    "{J} Reveal the top 2 cards of your deck. If it's a Spell, draw a card.",
    "{J} Look at target opponent's hand. Discard it.",
    "{J} Look at your Reserve. Return it to your hand.",
    "{J} Look at the top four cards of your deck. You may exhaust it.",
])
def test_7_2_5_a_singular_it_after_a_look_at_several_cards_is_refused_at_it(text):
    e = refused(text)
    at = text.index(" it", text.index(". ")) + 2
    assert e.column == at, (e.column, e.message)
    assert "one of them" in e.message and "'them'" in e.message and "7.2.5.a" in e.message, e.message


@pytest.mark.parametrize("text, moved", [
    ("{J} Look at the top card of your deck. Put it in your hand.", {"var": "revealed"}),
    ("{J} Reveal the top card of your deck. You may discard it.", None),
    ("{J} Look at the top 3 cards of your deck. Put them in your hand.", {"var": "revealed"}),
    ("{J} Look at the top 3 cards of your deck. Put one of them in your hand.", {"var": "chosen"}),
    ("{J} Look at the top 3 cards of your deck. Choose a card from these cards. Put it in your hand.",
     {"var": "chosen"}),
])
def test_it_after_a_look_at_one_card_and_the_wordings_the_refusal_suggests_read(text, moved):
    steps = effect(text)
    if moved is not None:
        assert steps[-1]["move"]["what"] == moved, steps


def test_the_message_for_a_character_among_them_advises_a_wording_that_reads():
    """"Put a Character among them in your hand" is refused; the message once said to write "from these cards",
    and "Put a Character from these cards in your hand" is refused too. It now shows wordings that read."""
    e = refused("{J} Look at the top 3 cards of your deck. Put a Character among them in your hand.")
    assert "'Choose a Character from these cards. Put it in your hand.'" in e.message, e.message
    assert "'Put one of them in your hand.'" in e.message, e.message
    for advised in ("{J} Look at the top 3 cards of your deck. Choose a Character from these cards. "
                    "Put it in your hand.", "{J} Look at the top 3 cards of your deck. Put one of them in your hand."):
        assert effect(advised)[-1]["move"]["to"] == "Hand"
