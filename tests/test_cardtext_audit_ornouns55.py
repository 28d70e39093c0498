"""Audit R1 (outside, session 54), classes WRONG-C and WRONG-D (issue 31): nouns joined by "or"/"and" when one
carries a place or a qualifier.

WRONG-C: heads of one nominal were read as one kind of object in one place, the place of the last put on all of
them and the first made a type filter inside it: "Exhaust target Character or card in a Reserve." chose among
"cards in Reserve where it is a Character" (a Character in play, 2.2.1.h, never offered, nor a Spell in a Reserve);
"target Mana Orb or Character" among the Mana zone only (a Mana Orb's own zone put on both); the same in a verb's
own choice, after "Choose", in "each/all", in counts and conditions; "target Character and card in a Reserve" one
target of a Character in a Reserve, where the text names two things.
WRONG-D: "target X <qualifier> or <bare noun>" read the bare noun as every one of it, in a second mode: "Exhaust
target Character in a Reserve or Landmark." exhausted every Landmark in play.

Decided (the lead, session 55): read such a union only where the selector model says it exactly, else refuse at the
word with wordings that read; never the intersection, never "every". The union of two whole selectors, each with its
own place and qualifiers, is not read yet (a noun phrase's place is decided by its role: a target, a count, a
condition), so every one of these is refused, in the noun phrase itself (one mechanism for every role); each
suggested wording names each noun with its own determiner and place (6.5.b: one target among either, as "target X
or target Y" is read), and reads. Nothing is read that was not, so no scenario plays: the texts that join nouns
with "or" and one place ("target Character or Permanent", "target card in play or in Reserve", "target X or target
Y") read as before (the bundled dump is unchanged; the 728 official texts read in both editions).
"""
from __future__ import annotations

import pytest

from readings import refused_saying, shown_and_read_back

EDITIONS = [None, "5.0"]

# text -> (the word it is refused at, what the message says, a wording it suggests, which must read)
REFUSED = [
    # WRONG-C: a place after heads joined by "or"/"and" (the report's texts, then the same noun in other roles)
    ("{J} Exhaust target Character or card in a Reserve.", "in a Reserve", "of 'card' alone",
     "{J} Exhaust target card in a Reserve or target Character."),
    ("{J} Ready target Mana Orb or card in your Reserve.", "in your Reserve", "of each of them",
     "{J} Exhaust target card in your Reserve or target Mana Orb."),
    ("{J} Exhaust up to two target Characters or cards in a Reserve.", "in a Reserve", "(of each)",
     "{J} Exhaust up to two target Characters in a Reserve or up to two target cards in a Reserve."),
    ("{J} Exhaust a Character or card in your Reserve.", "in your Reserve", "the place said of the last",
     "{J} Exhaust a card in your Reserve or a Character."),
    ("{J} Choose a Character or card in a Reserve. Exhaust it.", "in a Reserve", "2.2.1.h",
     "{J} Exhaust a Character in a Reserve or a card in a Reserve."),
    ("{J} Exhaust all Characters and cards in your Reserve.", "in your Reserve", "of 'cards' alone",
     "{J} Exhaust all cards in your Reserve and all Characters."),
    ("{J} Characters and cards in your Reserve gain 1 boost.", "in your Reserve", "own determiner",
     "{J} Exhaust all Characters in your Reserve and all cards in your Reserve."),
    ("{J} I gain 1 boost for each Character or card in your Reserve.", "in your Reserve", "own determiner",
     "{J} Exhaust target card in your Reserve or target Character."),
    ("{J} If you control no Characters or cards in Reserve, draw a card.", "in Reserve", "own determiner",
     "{J} Exhaust target card in Reserve or target Character."),
    ("{J} Exhaust target Character and card in a Reserve.", "in a Reserve", "of 'card' alone",
     "{J} Exhaust target card in a Reserve and target Character."),
    # WRONG-C: heads whose objects are in different zones, or "card" beside a type
    ("{J} Exhaust target Mana Orb or Character.", "Mana Orb", "not in the same zone",
     "{J} Exhaust target Mana Orb or target Character."),
    ("{J} Target Character or Mana Orb gains 1 boost.", "Character", "a Mana Orb in a Mana zone",
     "{J} Exhaust target Character or target Mana Orb."),
    ("{J} Exhaust target Character or card.", "Character", "names every card",
     "{J} Exhaust target Character or target card."),
    ("{J} Exhaust target Character or Permanent in your Reserve.", "in your Reserve", "of 'Permanent' alone",
     "{J} Exhaust target Permanent in your Reserve or target Character."),
    ("{J} Exhaust target Character and Permanent.", "Character", "names two things",
     "{J} Exhaust target Character and target Permanent."),
    # WRONG-D: a noun with no determiner after one chosen
    ("{J} Exhaust target Character in a Reserve or Landmark.", "Landmark", "no determiner",
     "{J} Exhaust target Character in a Reserve or target Landmark."),
    ("{J} Exhaust target Character in play or card in a Reserve. If you do, draw a card.", "card in", "no determiner",
     "{J} Exhaust target Character in play or target card in a Reserve. If you do, draw a card."),
    ("{J} Exhaust target Character you control or card in your Reserve.", "card in", "no determiner",
     "{J} Exhaust target Character you control or target card in your Reserve."),
    ("{J} Exhaust up to two target Characters in a Reserve or Landmarks.", "Landmarks", "one more to choose",
     "{J} Exhaust up to two target Characters in a Reserve or up to two target Landmarks."),
    ("{J} Exhaust target Mana Orb you control or Character.", "Character.", "no determiner",
     "{J} Exhaust target Mana Orb you control or target Character."),
    ("{J} Ready target Character or exhausted Landmark.", "exhausted", "no determiner",
     "{J} Ready target Character or target exhausted Landmark."),
]

# texts that join nouns with "or" in one place, read as before -> a line of their program's English
READ = [
    ("{J} Exhaust target Character or Permanent.", "choose 1 target among Characters or Permanents"),
    ("{J} Exhaust target card in play or in Reserve.", "choose 1 target among cards in Expedition or Landmark or Reserve"),
    ("{J} Exhaust target card in a Reserve or target Character.", "choose 1 target among cards in Reserve"),
    ("{J} Return target Character or Permanent to its owner's hand.", "choose 1 target among Characters or Permanents"),
    ("{J} Return a Character or Permanent from your Reserve to your hand.",     # "from": where each comes from
     "choose 1 among Characters or Permanents in your Reserve"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,word,says,suggested", REFUSED)
def test_refused_at_the_word_with_wordings_that_read(text, word, says, suggested, edition):
    refused_saying(text, word, says, suggested, edition)


@pytest.mark.parametrize("text,shown", READ)
def test_one_place_still_read(text, shown):
    shown_and_read_back(text, shown)
