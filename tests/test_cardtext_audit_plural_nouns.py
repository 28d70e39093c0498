"""A plural noun after a determiner that says one (issue 31, found by session 50's swap50 fix).

"Exchange target cards in your Reserve with a card from your hand." exchanged one card; "Target Characters gain 1
boost." and "Discard target cards in your Reserve." chose ONE target. A target's number is printed (6.5.b: "target
Character", "up to two target Characters"), and a designer writing "target Characters" means several: the reading
differed from the card. The cause: the vocabulary reads a type and its plural as one name ("Characters" →
Character, cardtext/vocabulary.py forms) and a head phrase reads "(card | cards)" as one word, so the plural was
lost before any check saw it.

The fix keeps the number the printed head carries: ``Language.plural_words`` (the plural words of the heads, from
the vocabulary's forms and the head phrases' own alternatives), kept on the nominal as read (``Noun.plural``). A
determiner that says one declares it in the phrasebook: ``number: 1`` in the ``$noun`` of "target", "another
target", "a", "another", "each", "with a" and "of a" (and ``number: $c`` of "{number} ...": "one Characters"), and
``$one`` around the nominal of the conditions and states said with "a" ("If there is a Spells ...", "you put a
cards in ... this way", "it's a Spells", "another Characters and another ..."), and "Target a ..." (verbs). Such a
head printed plural is refused at the noun saying what to write. Where the number is said ("up to two target
Characters", "each of your Characters", "all Characters") it reads as before.

Bundled readings unchanged (dump/cmp), the 728 official texts all read (3.0 and 5.0).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import col, effect_in, refused_in, reads, scenario_refused

HERE = Path(__file__).parent
EDITIONS = [None, "5.0"]
TARGET = "how many is not said (6.5.b: a target's number is printed); write "
OTHER = "how many is not said (a noun is said in the number its determiner says); write "

# text, the words quoted (the message starts with them, the column is theirs), the determiner, what to write
AUDIT = [   # the texts of the finding
    ("{J} Exchange target cards in your Reserve with a card from your hand.",
     "target cards in your Reserve with a card from your hand", "target", "cards",
     TARGET + "'target card in your Reserve with a card from your hand' for one, 'up to two target cards in your "
              "Reserve with a card from your hand' for several, or 'each card in your Reserve with a card from your "
              "hand ...' for all of them"),
    ("{J} Target Characters gain 1 boost.", "Target Characters", "Target", "Characters",
     TARGET + "'Target Character' for one, 'up to two target Characters' for several, or 'each Character ...' for "
              "all of them"),
    ("{H} Discard target cards in your Reserve.", "target cards in your Reserve", "target", "cards",
     TARGET + "'target card in your Reserve' for one, 'up to two target cards in your Reserve' for several, or "
              "'each card in your Reserve ...' for all of them"),
]
NEW = [     # new wordings of the shape: another target, types, sub-types, cards of a type, adjectives, qualifiers
    ("{J} Another target Characters in my Expedition gains 1 boost.", "Another target Characters in my Expedition",
     "Another target", "Characters",
     TARGET + "'Another target Character in my Expedition' for one, 'up to two target Characters in my Expedition' "
              "for several"),
    ("{J} Target Soldier Characters gain 1 boost.", "Target Soldier Characters", "Target", "Characters",
     TARGET + "'Target Soldier Character' for one"),
    ("{H} Send to Reserve target Characters with Hand Cost {3} or less.",
     "target Characters with Hand Cost {3} or less", "target", "Characters",
     TARGET + "'target Character with Hand Cost {3} or less' for one"),
    ("{J} Target [[Boosted]] Characters an opponent controls gain [[Asleep]].",
     "Target [[Boosted]] Characters an opponent controls", "Target", "Characters",
     TARGET + "'Target [[Boosted]] Character an opponent controls' for one"),
    ("{R} Return target Character cards in your Reserve to your hand.", "target Character cards in your Reserve",
     "target", "cards", TARGET + "'target Character card in your Reserve' for one"),
    ("{J} Target Spells in your Reserve gain [[Fleeting]].", "Target Spells in your Reserve", "Target", "Spells",
     TARGET + "'Target Spell in your Reserve' for one"),
    ("{J} Target Character or Landmarks gains 1 boost.", "Target Character or Landmarks", "Target", "Landmarks",
     TARGET + "'Target Character or Landmark' for one"),
    ("{J} Target players draw a card.", "Target players", "Target", "players", TARGET + "'Target player' for one"),
    # the same loss after other words that say one
    ("{J} Discard a Characters.", "a Characters", "a", "Characters",
     OTHER + "'a Character' for one, or 'two Characters' for several"),
    ("{J} Sacrifice another Characters.", "another Characters", "another", "Characters",
     OTHER + "'another Character' for one, or 'two Characters' for several"),
    ("{J} Discard one Characters.", "one Characters", "one", "Characters",
     OTHER + "'one Character' for one, or 'two Characters' for several"),
    ("{J} Each Characters you control gains 1 boost.", "Each Characters you control", "Each", "Characters",
     OTHER + "'Each Character you control ...' (one at a time) or 'all Characters you control ...'"),
    ("{J} Exchange target card in your Reserve with a cards from your hand.", "a cards from your hand", "a", "cards",
     OTHER + "'a card from your hand' for one, or 'two cards from your hand' for several"),
    ("{J} Target a Characters you control. It gains 1 boost.", "a Characters you control", "a", "Characters",
     OTHER + "'a Character you control' for one"),
    ("{J} If you control a Landmarks, draw a card.", "a Landmarks", "a", "Landmarks", OTHER + "'a Landmark' for one"),
    ("{J} If there is a Characters in your Reserve, draw a card.", "a Characters in your Reserve", "a", "Characters",
     OTHER + "'a Character in your Reserve' for one"),
    ("{J} If an opponent has a Characters in their Reserve, draw a card.", "a Characters in their Reserve", "a",
     "Characters", OTHER + "'a Character in their Reserve' for one"),
    ("[Resupply]. If you put a Characters in Reserve this way, draw a card.", "a Characters", "a", "Characters",
     OTHER + "'a Character' for one"),
    ("{H} [Sabotage]. If you discarded a cards this way, draw a card.", "a cards", "a", "cards",
     OTHER + "'a card' for one"),
    ("{J} Target Character gains 1 boost. If it's a Spells, draw a card.", "a Spells", "a", "Spells",
     OTHER + "'a Spell' for one"),
    ("{J} If you control a Character, another Characters and another Character, draw a card.", "another Characters",
     "another", "Characters", OTHER + "'another Character' for one"),
    ("Discard target Character with Hand Cost less than or equal to the Hand Cost of a Characters you control.",
     "a Characters you control", "a", "Characters", OTHER + "'a Character you control' for one"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, words, determiner, plural, write", AUDIT + NEW)
def test_a_plural_noun_said_of_one_is_refused_at_the_noun(text, words, determiner, plural, write, edition):
    e = refused_in(text, edition)
    assert e.column == col(text, words), (e.column, e.message)
    assert e.message.startswith(f"'{words}' says one ('{determiner}') of '{plural}', which names several: "), e.message
    assert write in e.message, e.message


# the wordings the messages suggest read
SUGGESTED = [
    "{J} Exchange target card in your Reserve with a card from your hand.",
    "{J} Target Character gains 1 boost.",
    "{J} Up to two target Characters gain 1 boost.",
    "{J} Each Character gains 1 boost.",
    "{H} Discard up to two target cards in your Reserve.",
    "{J} Up to two target Characters in my Expedition gain 1 boost.",
    "{J} Discard two cards.",
    "{J} All Characters you control gain 1 boost.",
    "{J} If there is a Character in your Reserve, draw a card.",
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", SUGGESTED)
def test_the_suggested_wordings_read(text, edition):
    assert reads(text, edition)


# where the number is said, or the plural is meant: read as before (a choice of that many, or all of them)
READ = [
    ("{J} Up to two target Characters gain 1 boost.", "'count': 2, 'min': 0"),
    ("{J} Any number of target Characters gain 1 boost.", "'target': True"),
    ("{J} Each of your Characters gains 1 boost.", "'controller': 'you'"),
    ("{J} Characters you control gain 1 boost.", "'controller': 'you'"),
    ("{J} Target Character gains 1 boost.", "'count': 1"),
    ("{J} Another target Character in my Expedition gains 1 boost.", "'count': 1"),
    ("{J} Discard a card in your Reserve.", "'count': 1"),
    ("{J} Draw a card for each two Characters you control.", "Draw"),
    ("{J} If you control two or more Characters, draw a card.", "Draw"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, shown", READ)
def test_where_the_number_is_said_it_reads(text, shown, edition):
    assert shown in str(effect_in(text, edition))


def test_target_two_and_exchange_their_boosts_reads_as_before():
    """The printed "Target two Characters ... and exchange their boosts" (Beyond the Gates): two targets, said."""
    steps = effect_in("Target two Characters in play or in Reserve and exchange their boosts. Then, draw a card.")
    assert "{'do': {'Exchange Boosts': {'what': {'var': 'target'}, 'with': {'var': 'target2'}}}}" in str(steps)


def test_the_audit_scenario_no_longer_plays_the_card_differently():
    """Before the fix, "Discard target cards in your Reserve." discarded one of the two cards (one target chosen,
    6.5.b); now the card's text is refused where the plural is named, and nothing is played."""
    scenario_refused(HERE / "data" / "s50-plural" / "audit" / "plural.yaml", "target cards in your Reserve",
                     says="says one ('target') of 'cards', which names several")
