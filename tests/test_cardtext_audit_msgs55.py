"""Refusal messages that said only the word, round 7 (issue 31; audits R1 §4 and R2 §4 of session 54, "Messages that
don't say what to write"), and one inconsistency of R1 §3. A text the engine can't read is refused at its word (the
column) with one line saying what to write instead; each wording a message suggests reads here by the same rules,
both editions.

- Bare parse errors get a hint from grammar/phrases/mistakes.yaml (its session 55 block): modes of a choice are
  bullets (6.5.g), a status missing is 'isn't'/'aren't', a cost is asked as a Hand Cost in braces, two abilities on
  one line after a Reaction's effect (a passive or a replacement, 1.2.4.c) start a new line, a statistic is written
  with its symbol ('+1 {V}', not '+1 forest': the old message spoke of terrains in a condition), ...
- "in play or in a Reserve" is read as "in play or in Reserve" (q-in-play-or-in takes the article a zone of a place
  with no player takes, owner-none), no more "expected a zone".
- Decided (the lead, R1 §3): a bare number of two or more in a condition ("If you control 3 Mana Orbs") says neither
  'exactly' nor 'or more', and the sets always say which: it is refused as "If you have 2 cards in Reserve" is
  (combinators/conditions.py _bare_count, where 'controls' counts are read); "a"/"an" (one or more) stays read. No
  bundled card uses the bare form (their readings are unchanged).
"""
from __future__ import annotations

import pytest

from readings import effect_in, refused_saying

EDITIONS = [None, "5.0"]

# text, the word the refusal points at (its first place in the text), words of the message, a wording it suggests
# that reads (None: it says the text is not read yet)
CASES = [
    # -- R1 §4 -----------------------------------------------------------------------------------------------------
    ("{J} Choose one: exhaust target Character; or ready target Character. If you do, draw a card.", "exhaust",
     ("each after a bullet '•'", "6.5.g"), "{J} Choose one: • Exhaust target Character. • Ready target Character."),
    ("Choose one: exhaust target Character; or ready target Character.", ";", ("each after a bullet '•'",),
     "{J} Choose one: • Exhaust target Character. • Ready target Character."),
    ("{J} Exhaust target Character with a boost. If you do, remove its boosts.", "its",
     ("'remove all boosts from ...'",), "{J} Exhaust target Character with a boost. If you do, remove all boosts "
     "from it."),
    ("{J} If your opponent's Characters aren't exhausted, draw a card.", "Characters",
     ("'Characters an opponent controls'",), "{J} If Characters an opponent controls aren't exhausted, draw a card."),
    ("{J} If your Characters have no [[Asleep]], draw a card.", "draw", ("its absence with 'isn't' or 'aren't'",),
     "{J} If your Characters aren't [[Asleep]], draw a card."),
    ("When you play a Spell — If it's not [[Fleeting]], exhaust it.", "not", ("'If it isn't [[Fleeting]], ...'",),
     "When you play a Spell — If it isn't [[Fleeting]], exhaust it."),
    ("When you play a Spell — If it costs 3 or more, draw a card.", "costs", ("Hand Cost", "in braces"),
     "When you play a Spell — If its Hand Cost is {3} or more, draw a card."),
    ("{J} If there are no boosts on your Characters, draw a card.", "boosts",
     ("'If your Characters have no boosts, draw a card.'",), "{J} If your Characters have no boosts, draw a card."),
    ("{J} If you control no Characters with boosts, draw a card.", "boosts", ("'with a boost' (one or more)",),
     "{J} If you control no Characters with a boost, draw a card."),
    ("{J} If no Characters are in my Expedition, draw a card.", "are",
     ("'If there are no Characters in my Expedition, draw a card.'",),
     "{J} If there are no Characters in my Expedition, draw a card."),
    ("{J} If your Characters aren't exhausted and have no boosts, draw a card.", "have",
     ("with its subject again",),
     "{J} If your Characters aren't exhausted and your Characters have no boosts, draw a card."),
    # -- R2 §4 -----------------------------------------------------------------------------------------------------
    ("{J} [Resupply]. Your Reserve limit is increased by two.", "limit",
     ("an ability of its own (a passive, 1.2.4.c)", "start a new line before it"),
     "{J} [Resupply].\nYour Reserve limit is increased by two."),
    ("{J} [Resupply]. If a [[Boosted]] Character would leave my Expedition during the Afternoon, it loses 1 boost "
     "instead.", "would", ("an ability of its own", "start a new line before it"),
     "{J} [Resupply].\nIf a [[Boosted]] Character would leave my Expedition during the Afternoon, it loses 1 boost "
     "instead."),
    ("{J} Move a boost from target Character to another target Character.", "boost",
     ("moving counters from one card to another is not read yet",), "{J} Remove 1 boost from target Character."),
    ("{J} Target Character gains 2 boosts. The other Characters in its Expedition gain 1 boost.", "Characters in",
     ("'Each other Character in its Expedition'",),
     "{J} Target Character gains 2 boosts. Each other Character in its Expedition gains 1 boost."),
    ("{J} Each Character you control gains [[Asleep]]. Draw a card for each Character that gained [[Asleep]] this "
     "way.", "gained", ("('... this way') is not read yet", "counts those that were so already too"),
     "{J} Draw a card for each [[Asleep]] Character you control."),
    ("{J} Target opponent draws a card. Then, draw cards until you have as many cards in hand as they do.",
     "cards until", ("until a count is reached is not read yet",),
     "{J} Draw X cards, where X is the number of cards in target opponent's hand."),
    ("You may keep one more card in Reserve during Night.", ".",
     ("'Your Reserve limit is increased by one.'",), "Your Reserve limit is increased by one."),
    ("When a Landmark joins your Landmark zone — I gain 1 boost.", "Landmark zone",
     ("'When you play a Landmark — I gain 1 boost.'",), "When you play a Landmark — I gain 1 boost."),
    ("Characters you control have +1 forest.", "forest", ("a statistic is written with its terrain symbol",),
     "Characters you control have +1 {V}."),
    # -- R1 §3: a bare number in a condition (decided: refused alike everywhere; 'a'/'an' read) -------------------
    ("{J} If you control 3 Mana Orbs, draw a card.", "3",
     ("'exactly 3 Mana Orbs' or '3 or more Mana Orbs'",), "{J} If you control 3 or more Mana Orbs, draw a card."),
    ("{J} If target opponent controls two Landmarks, draw a card.", "two",
     ("'exactly two Landmarks' or 'two or more Landmarks'",),
     "{J} If target opponent controls exactly two Landmarks, draw a card."),
    ("As long as you control 2 Plants, I am [Defender].", "2", ("'2 or more Plants'",),
     "As long as you control 2 or more Plants, I am [Defender]."),
    ("{J} If you have 2 cards in Reserve, I gain 1 boost.", "cards", ("'exactly N' or 'N or more'",),
     "{J} If you have two or more cards in Reserve, I gain 1 boost."),
    ("{J} If there are 2 Characters in my Expedition, draw a card.", "Characters",
     ("'If there are exactly 2 Characters in my Expedition, ...'",),
     "{J} If there are 2 or more Characters in my Expedition, draw a card."),
]

READ = [   # read as the audits asked, not refused
    "{J} Exhaust target card in play or in a Reserve.",        # R1 §4: "in a Reserve" is "in Reserve"
    "{J} Exhaust target card in a Reserve or in play.",
]


@pytest.mark.parametrize("text,word,says,suggested", CASES, ids=[c[0][:60] for c in CASES])
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_refusal_says_where_and_what_to_write(text, word, says, suggested, edition):
    refused_saying(text, word, tuple(says), suggested, edition, guessed=False)


@pytest.mark.parametrize("edition", EDITIONS)
def test_read_as_its_sibling(edition):
    for text in READ:
        assert effect_in(text, edition) == effect_in("{J} Exhaust target card in play or in Reserve.", edition), text
