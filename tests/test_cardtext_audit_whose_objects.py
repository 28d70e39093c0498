"""Whose a step's objects are, however they are named (an outside audit, black box, `altered explain --edition 5.0`).

Two shapes read, and played other than the card says:
- "Sacrifice one of them" after objects another player may control, or cards not in play ("Choose two Characters an
  opponent controls.", "Look at the top two cards of target opponent's deck."): the card's player sacrificed an
  opponent's Character, or a card in a deck. One sacrifices only objects in play one controls (7.3.36.a). "Sacrifice
  it" and "Sacrifice the others" were refused so; "one of them" was not asked.
- A move to "your hand" or "your Reserve" of another player's card named by "it", "them", "one of them" or "the top
  card of each player's deck": read, and played as a move to its owner's zone (a card goes only to its owner's
  personal zone, 1.4.3.a, 3.1.2.c). The same with the card named by a noun ("target Character") was refused.

Now one question is asked of a step's objects however they are named (nouns.whose_said): who the words say
controls (for [Sacrifice]) or owns (for a move to a player's zone) them. A pick records it as its words said, a
pick among objects named before ("one of them", "the others", "from these cards") is whose those are, and what a
look, a reveal or a keyword action bound is as its words said ([Resupply]: the top card of your deck). Where it
may be another player's, the text is refused at the words with what to write. What is certainly the player's own
keeps reading: the scenarios 7.3.36.a-they-sacrifice-one-of-the-characters-they-chose and
1.4.3.a-one-of-the-top-cards-of-your-deck-goes-to-your-hand play two of them (test cards:
tests/data/v5/audit-whose-cards.yaml).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from altered.cardtext.api import parse_abilities
from altered.simulation.scenario import run_files
from readings import effect, refused

V5 = Path(__file__).parent / "scenarios" / "v5"


# -- 7.3.36.a: "Sacrifice one of them" -------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    # the audit's
    "{H} Choose two Characters an opponent controls. Sacrifice one of them.",
    "{J} Target opponent chooses two Characters they control. Sacrifice one of them.",
    "{R} Look at the top two cards of target opponent's deck. Sacrifice one of them.",
    "{J} Choose two Characters. Sacrifice one of them.",
    "{J} Choose up to two Characters. Sacrifice one of them.",
    "{J} Choose two Characters. [Sacrifice] one of them. If you do, draw a card.",
    # more of the same shapes: cards not in play (looked at, revealed, chosen from them), another's
    "{J} Look at the top two cards of your deck. Sacrifice one of them.",
    "{J} Reveal the top two cards of your deck. Sacrifice one of them.",
    "{J} Look at the top three cards of your deck. Choose a card from these cards. Sacrifice it.",
    "{J} Reveal the top card of your deck. Sacrifice it.",
    "{J} Choose two Characters in the Expedition facing me. Sacrifice one of them.",
])
def test_7_3_36_a_sacrificing_one_of_them_that_may_not_be_yours_is_refused(text):
    """7.3.36.a: one sacrifices only objects in play one controls; "one of them" (or "it") of objects another
    player may control, or of cards not in play, is refused at those words, saying what to write."""
    e = refused(text)
    words = "one of them" if "one of them" in text else "it."
    assert e.column == text.rindex(words) + 1
    assert "[Sacrifice] is done only on objects the player doing it controls" in e.message
    assert "7.3.36.a" in e.message and "'Its controller sacrifices it'" in e.message


@pytest.mark.parametrize("text", [
    "{J} Choose two Characters you control. Sacrifice one of them.",
    "{J} Choose up to two Characters you control. [Sacrifice] one of them. If you do, draw a card.",
    # (s50, audit Z2 class E: "Its controller" after two Characters is refused, 7.2.5.a; test_cardtext_audit_its.py)
    "{J} Choose a Character an opponent controls. Its controller sacrifices it.",
    "{J} Target opponent chooses two Characters they control. They sacrifice one of them.",
    "{J} Choose a Character you control. Sacrifice it.",
    "{J} Choose two Characters in my Expedition. Sacrifice one of them.",
])
def test_sacrificing_one_of_them_you_control_keeps_reading(text):
    """7.3.36.a: chosen among those the player sacrificing controls ("you control", "they control" of the player
    who sacrifices, what is in my Expedition, "Its controller sacrifices ..."): read, a sacrifice of the pick."""
    steps = effect(text)
    assert any("Sacrifice" in str(s) for s in steps)


def test_they_sacrifice_one_of_the_characters_they_chose():
    """7.3.36.a: played: player 2 chooses two of their Characters and sacrifices one of those two."""
    [outcome] = run_files([V5 / "7.3.36.a-they-sacrifice-one-of-the-characters-they-chose.yaml"])
    assert outcome.passed, "\n".join(outcome.problems)


# -- 1.4.3.a, 3.1.2.c: another player's card to "your" zone, named by a pronoun or "each player's" --------------------

@pytest.mark.parametrize("text, words", [
    # the audit's
    ("{R} Choose target Character. Return it to your hand.", "your hand"),
    ("{J} Look at the top two cards of target opponent's deck. Put one of them in your hand.", "your hand"),
    ("{H} Put the top card of each player's deck in your Reserve.", "your Reserve"),
    ("{J} Reveal the top card of target opponent's deck. Put it in your Reserve.", "your Reserve"),
    ("{J} Target opponent chooses a card in their Reserve. Put it in your hand.", "your hand"),
    ("{J} Target opponent chooses a card in their hand. Put it in your Reserve.", "your Reserve"),
    ("{J} Each opponent reveals the top card of their deck. Put them in your hand.", "your hand"),
    ("{J} Each opponent reveals the top card of their deck. You may put it in your Reserve.", "your Reserve"),
    ("{J} Choose a Character an opponent controls. Put it in your Reserve.", "your Reserve"),
    # more of the same shapes: control is not ownership (7.5); the others of an opponent's cards; a plain move
    ("{J} Choose a Character you control. Return it to your hand.", "your hand"),
    ("{J} Look at the top three cards of target opponent's deck. Put one of them in your hand and the others in "
     "your Reserve.", "your hand"),
    ("{J} Choose a Character an opponent controls. Send it to the Xth position of your deck, where X is 2.",
     "your deck"),
])
def test_another_players_card_named_by_a_pronoun_to_your_zone_is_refused(text, words):
    """1.4.3.a, 3.1.2.c: the card would go to its owner's zone, not the one said: refused at the zone's words
    (the first such), saying what to write, as a noun naming it is."""
    e = refused(text)
    assert e.column == text.index(words) + 1
    zone = words.split(" ", 1)[1]
    assert f"'{words}': what goes there may be another player's card" in e.message
    assert f"write 'its owner's {zone}'" in e.message


def test_a_pronoun_to_the_zone_a_phrase_names_is_refused_at_whose_it_is():
    """3.2.9, 3.1.2.c: "in your Mana zone as a ready Mana Orb" (a move written as plain data) asks it too."""
    text = "{J} Choose a Character an opponent controls. Put it in your Mana zone as a ready Mana Orb."
    e = refused(text)
    assert e.column == text.index("your Mana") + 1
    assert "write 'its owner's Mana zone'" in e.message


@pytest.mark.parametrize("text, to", [
    ("{J} Look at the top two cards of your deck. Put one of them in your hand.", "Hand"),
    ("{J} Look at the top three cards of your deck. Put one of them in your hand and the others in your Reserve.",
     "Reserve"),
    ("{J} Reveal the top card of your deck. Put it in your Reserve.", "Reserve"),
    ("{J} Choose a card in your Reserve. Put it in your hand.", "Hand"),
    ("{J} Look at the top two cards of your deck. Put one of them in your Mana zone as a ready Mana Orb.", "Mana"),
    ("{J} Target opponent chooses a card in their Reserve. Put it in their hand.", "Hand"),
    ("{R} Choose target Character. Return it to its owner's hand.", "Hand"),
    ("{J} Look at the top two cards of target opponent's deck. Put one of them in its owner's hand.", "Hand"),
    ("[Resupply]. If you put a Character in Reserve this way, you may then put it in your hand.", "Hand"),
])
def test_your_own_card_named_by_a_pronoun_keeps_reading(text, to):
    """1.4.3.a: a card the words say is yours (from your deck, your Reserve; [Resupply]'s, of your deck), or its
    owner's zone said: the move reads, to that zone."""
    moves = [s for s in _flat(effect(text)) if "move" in s]
    assert moves and moves[-1]["move"]["to"] == to


def test_one_of_the_top_cards_of_your_deck_goes_to_your_hand():
    """1.4.3.a: played: one of the two cards looked at goes to player 1's hand, the other stays on the deck."""
    [outcome] = run_files([V5 / "1.4.3.a-one-of-the-top-cards-of-your-deck-goes-to-your-hand.yaml"])
    assert outcome.passed, "\n".join(outcome.problems)


def test_every_bundled_text_still_reads():
    """The bundled texts are read whole: no text the sets print is refused by the question (a spot check of the
    wordings it reaches; `altered check` reads them all)."""
    for text in ("{J} Look at the top four cards of your deck. Put one in your hand and discard the others.",
                 "{J} Each player puts the top card of their deck in their Mana zone."):
        assert parse_abilities(text)


def _flat(steps):
    """Every step, also those inside a branch or an offer, in order."""
    if isinstance(steps, dict):
        if "move" in steps:
            yield steps
        for value in steps.values():
            yield from _flat(value)
    elif isinstance(steps, list):
        for s in steps:
            yield from _flat(s)
