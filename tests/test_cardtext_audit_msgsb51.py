"""Refusal messages that misled, round 2 (issue 31; audits G1 "REFUSED with an unhelpful or misplaced message" and G2
"REFUSED with an unhelpful or misleading message" of session 51). A text the engine can't read is refused at its place
with one line saying what to write; each suggested wording is read here.

Decided:
- ", where X is ..." after "If you do", "If you don't", "If you can't" and "Otherwise" now reads (6.5.f, 6.5.e), as it
  did after "If <condition>,": the message for "I gain boosts equal to ..." advised that form, which was then refused
  ("unexpected 'where'"). X is counted when the branch's step is done; played in tests/scenarios/rules/s51/.
- "... equal to its Hand Cost" is no longer told to write "X ..., where X is its Hand Cost" (refused too: X is a
  number of objects, my number of counters or a die's result, values.yaml); it is told that this is not read.
- every example a message quotes as a whole text (grammar/phrases/mistakes.yaml ``say:``) reads, but those quoted
  as what is not read (NOT_READ) and those that speak of what a text before them named (a pronoun, "If you do");
  one suggesting a word of a later edition (``later:``) is read by that edition.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from altered.loading.errors import DesignError
from readings import reads, refused_at, refused_saying, scenarios_play

EDITIONS = [None, "5.0"]
HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios" / "rules" / "s51"


# -- 1. no message advises a form the engine refuses ---------------------------------------------------------------
MISTAKES = HERE.parent / "grammar" / "phrases" / "mistakes.yaml"
QUOTED = re.compile(r"(?<![A-Za-z])'((?:[^']|'(?=[a-z]))+?)'(?![a-z])")     # 'If it's a Spell, ...' is one quote
# quoted as what is not read (the message says so), not as what to write
NOT_READ = {
    "When a Character loses [[Fleeting]] — Draw a card.",
    "When I lose all my boosts — Draw a card.",
    "When my Expedition moves backward — Draw a card.",
}
# an example that speaks of what a text before it named is a part of a text, read only after it
PART = "refers to nothing|names nothing before it|no action is said before it|may be another player's card"


def _whole(quote: str) -> str | None:
    """A quoted example as a whole text: a trigger or a condition ending in '...' or '—' completed with a step;
    None where it can't be told (a pattern's $1, '...' inside, a phrase that is no sentence)."""
    full = re.sub(r" *(,|\u2014) *(?:\.\.\.)?$", lambda g: ", draw a card." if g.group(1) == "," else " \u2014 Draw a card.",
                  quote)
    if "..." in full or "$" in full or not re.match(r"[A-Z{]", full) or not full.endswith("."):
        return None
    return full


def _examples() -> list[tuple[str, bool]]:
    """Each whole example, and whether its message suggests a word of a later edition (``later:``: read by it)."""
    mistakes = yaml.safe_load(MISTAKES.read_text())["mistakes"]
    return sorted({(w, bool(m.get("later"))) for m in mistakes for w in map(_whole, QUOTED.findall(m["say"]))
                   if w and w not in NOT_READ})


def test_the_examples_are_many():
    assert len(_examples()) > 140


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_example_a_message_quotes_reads(edition):
    refused = []
    for text, later in _examples():
        try:
            reads(text, "5.0" if later else edition)
        except DesignError as e:
            if not re.search(PART, e.message):
                refused.append(f"{text!r}: {e}")
    assert not refused, "\n".join(refused)


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_examples_quoted_as_not_read_are_refused(edition):
    for text in NOT_READ:
        with pytest.raises(DesignError):
            reads(text, edition)


# -- 1. ", where X is ..." after a branch (6.5.f, 6.5.e): the form advised for "... equal to ..." --------------------
@pytest.mark.parametrize("text", [
    "{J} You may discard a card. If you do, I gain X boosts, where X is the number of Landmarks you control.",
    "{J} You may discard a card. If you do, draw X cards, where X is the number of Characters you control.",
    "{J} You may discard a card. If you don't, draw X cards, where X is the number of Characters you control.",
    "{J} Remove 2 boosts from me. If you can't, draw X cards, where X is the number of Landmarks you control.",
    "{J} If you control a Landmark, draw a card. Otherwise, I gain X boosts, where X is the number of Characters you "
    "control.",
    "{J} Target opponent may discard a card. If they do, I gain X boosts, where X is my number of boosts.",
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_where_x_after_a_branch_reads(text, edition):
    reads(text, edition)


def test_where_x_after_a_branch_plays():
    """Two drawn with two Characters, discarding ('If you do') or declining ('If you don't'); three after
    'Otherwise' with three; none when declined before 'If you do'; two boosts on me with one Character beside me."""
    scenarios_play(SCENARIOS, "*where-x*.yaml", count=5)


# -- 1. "... equal to its Hand Cost": not the circular X form ---------------------------------------------------
@pytest.mark.parametrize("text,at,verb,what", [
    ("{J} You may discard a card. If you do, I gain boosts equal to its Hand Cost.", "boosts equal", "gain",
     "its Hand Cost"),                                                                              # audit G2
    ("{J} Target Character gains boosts equal to its Hand Cost.", "boosts equal", "gains", "its Hand Cost"),
    ("{J} Sacrifice a Character. Draw cards equal to its Hand Cost.", "cards equal", "Draw", "its Hand Cost"),
    ("{J} Sacrifice a Character. Target Character gains boosts equal to its Reserve Cost.", "boosts equal", "gains",
     "its Reserve Cost"),
    ("{J} I gain Kelon counters equal to my Hand Cost.", "Kelon", "gain", "my Hand Cost"),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_equal_to_a_cost_is_told_not_read(text, at, verb, what, edition):
    e = refused_at(text, at, edition)
    assert f"a number equal to '{what}' is not read yet" in e.message, e.message
    assert f"X is {what}" not in e.message and "the number of Characters you control.'" in e.message


@pytest.mark.parametrize("text,at,advice", [
    ("{J} I gain boosts equal to the number of Characters in my Expedition.", "boosts",
     "{J} I gain X boosts, where X is the number of Characters in my Expedition."),
    ("{J} You may discard a card. If you do, I gain boosts equal to the number of Landmarks you control.", "boosts",
     "{J} You may discard a card. If you do, I gain X boosts, where X is the number of Landmarks you control."),
    ("{J} Draw cards equal to my number of boosts.", "cards", "{J} Draw X cards, where X is my number of boosts."),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_equal_to_a_count_is_told_the_x_form_which_reads(text, at, advice, edition):
    refused_saying(text, at, "where X is ...'", advice, edition)


# -- 2-6: refusals told what to write, at their place ---------------------------------------------------------------
# (text, the word it is refused at, words of the message, wordings it suggests: each reads)
TOLD = [
    # 2. 'that many' of objects chosen (6.5.f): "Draw that many cards" reads, "Discard that many cards" does not
    ("{J} Put up to two cards from your Reserve in your hand. Discard that many cards.", "many",          # audit G1
     ("'Discard that many ...', as many objects chosen, is not read yet", "'Discard up to two cards. Draw that many"),
     ("Discard up to two cards. Draw that many cards.",
      "Sacrifice up to two Characters. Target Character gains that many boosts.")),
    ("{J} Target opponent rolls a die. They discard that many cards.", "many",                               # audit G1
     "'discard that many ...', as many objects chosen, is not read yet", ()),
    ("{J} Sacrifice up to two Characters. Send that many target Characters to Reserve.", "many",
     "'Send that many ...', as many objects chosen, is not read yet", ()),
    # 3. a step done 'that many times' (6.5.i)
    ("{J} Sacrifice up to two Characters. [Resupply] that many times.", "many",                              # audit G2
     "('[Resupply] that many times') is not read yet (6.5.i)", ("[Resupply]. [Resupply].",)),
    ("{J} Discard up to two cards. Draw a card that many times.", "that",
     "('card that many times') is not read yet (6.5.i)", ()),
    # 3. "Each time ... —" is "When ... —" (2.2.11.l), the text itself the advice
    ("Each time you play a Spell — I gain 1 boost.", "time",                                                 # audit G2
     ("never 'Each time' (2.2.11.l)", "'When you play a Spell — I gain 1 boost.'"),
     ("When you play a Spell — I gain 1 boost.",)),
    ("{I} Each time a Character joins your Expeditions — I gain 1 boost.", "time",
     "'When a Character joins your Expeditions — I gain 1 boost.'",
     ("{I} When a Character joins your Expeditions — I gain 1 boost.",)),
    ("{J} Each time you play a Spell this turn, draw a card.", "time",
     ("'Each time ...' is not read", "one that lasts for a while ('this turn') is not read yet"), ()),
    # 3. "If a Character was sent to Reserve this way": the active voice, as printed
    ("{H} Send up to two target Characters to Reserve. If a Character was sent to Reserve this way, I gain 1 boost.",
     "way", "'If you put a Character in Reserve this way, ...'",                                             # audit G2
     ("{H} Send up to two target Characters to Reserve. If you put a Character in Reserve this way, I gain 1 boost.",)),
    ("{J} [Resupply]. If a Character was put in Reserve this way, draw a card.", "way",
     "'If you put a Character in Reserve this way, ...'",
     ("{J} [Resupply]. If you put a Character in Reserve this way, draw a card.",)),
    ("Return target Character to its owner's hand. If a token was returned this way, draw a card.", "way",   # audit G2
     "'If you put a token in ... this way, ...'",
     ("Return target Character to its owner's hand. If you put a token in its owner's hand this way, draw a card.",)),
    ("{J} Discard up to one target card from a Reserve. If a Permanent was discarded this way, draw a card.", "way",
     "'If you put a Permanent in ... this way, ...'",
     ("{J} Discard up to one target card from a Reserve. If you put a Permanent in Discard pile this way, draw a "
      "card.",)),
    # 4. odd did-you-means
    ("I can't gain boosts.", "boosts", "of one kind ('boosts') it is not read yet",                         # audit G1
     ("I can't gain counters.", "Characters you control can't gain counters.")),
    ("I can't gain boost counters.", "boost", "of one kind ('boost counters') it is not read yet", ()),              # audit G1
    ("I can't gain Kelon counters.", "Kelon", "of one kind ('Kelon counters') it is not read yet", ()),
    ("When a Permanent leaves the Landmark zone — It goes to Reserve.", "goes",                              # audit G1
     "an effect moves a card with 'put' or 'send'",
     ("When a Permanent leaves the Landmark zone — Put it in its owner's Reserve.",
      "When a Permanent leaves the Landmark zone — Send it to Reserve.")),
    ("At Dusk — If my Expeditions are both ahead, draw a card.", "Expeditions",                              # audit G1
     ("'If my Expedition is ahead, ...'", "of both at once it is not read yet"),
     ("At Dusk — If my Expedition is ahead, draw a card.", "At Dusk — If your Hero Expedition is ahead, draw a card.")),
    ("{J} If both my Expeditions are behind, draw a card.", "my", "'If my Expedition is behind, ...'", ()),
    ("{J} Create an [Ordis Recruit 1/1/1] Soldier token in each Expedition.", "Expedition",                  # audit G2
     "in every Expedition at once is not read yet",
     ("{J} Create an [Ordis Recruit 1/1/1] Soldier token in your Hero Expedition. Create an [Ordis Recruit 1/1/1] "
      "Soldier token in your Companion Expedition.",
      "{J} Create an [Ordis Recruit 1/1/1] Soldier token in target Expedition.")),
    ("{J} If I'm in my Hero's Expedition, I gain 1 boost.", "'s",                                            # audit G1
     ("an Expedition is named by its player, without 's: 'your Hero Expedition'", "3.2.4.b"),
     ("{J} If I'm in your Hero Expedition, I gain 1 boost.",)),
    ("{J} Each Character you control in your Companion's Expedition gains 1 boost.", "'s",                  # audit G1
     "'your Companion Expedition'", ("{J} Each Character in your Companion Expedition gains 1 boost.",)),
    ("{J} Target Character with Hand Cost {2} or less or with [[Asleep]] gains 1 boost.", "with [[",         # audit G2
     "a target chosen by one of two tests ('with Hand Cost {2} or less or with [[Asleep]]') is not read yet",
     ("{J} Target Character with Hand Cost {2} or less gains 1 boost.", "{J} Target [[Asleep]] Character gains 1 boost.")),
    ("{J} Discard target non-[[Anchored]] Character.", "[[",                                                  # audit G2
     "'target Character that isn't [[Anchored]]'", ("{J} Discard target Character that isn't [[Anchored]].",)),
    ("{J} Each non-[[Asleep]] Character gains 1 boost.", "[[", "'Each Character that isn't [[Asleep]]'",
     ("{J} Each Character that isn't [[Asleep]] gains 1 boost.",)),
    ("At Noon — If the Expedition facing me has more Characters than my Expedition, I gain 1 boost.",        # audit G1
     "Characters", "comparing how many Characters a card or an Expedition has with 'my Expedition' is not read yet",
     ("At Noon — If there are 3 or more Characters in my Expedition, I gain 1 boost.",)),
    ("{J} If target Character has more boosts than me, I gain 2 boosts.", "boosts than",                     # audit G1
     "how many boosts a card or an Expedition has with 'me' is not read yet",
     ("{J} If target Character has 2 or more boosts, I gain 2 boosts.",)),
    ("{J} Target Character with fewer boosts than me gains [[Asleep]].", "boosts than",                      # audit G1
     "with 'me' is not read yet", ()),
    ("{J} Roll a die. If the result is 4 or more, draw a card.", ", draw",                                   # audit G1
     "'If the result is 4-6, ...'", ("{J} Roll a die. If the result is 4-6, draw a card.",)),
    # 5. several subjects joined by 'and': told at 'and', not at the start
    ("{J} Target Character you control and target Character an opponent controls each gain 1 boost.", "and",  # G2
     "a step said of several subjects joined by 'and' is not read yet",
     ("{J} Target Character you control gains 1 boost. Target Character an opponent controls gains 1 boost.",)),
    ("{J} Target Character and I each gain 1 boost.", "and",                                                  # G2
     "a step said of several subjects joined by 'and' is not read yet",
     ("{J} Target Character gains 1 boost. I gain 1 boost.",)),
    ("{J} Target Character and I gain 1 boost.", "and", "say it of each, each its own sentence", ()),
    # 6. 5.0 words
    ("{J} [Exchange Boosts] between two target Characters.", "between",                                       # G2
     "boosts are exchanged by two Characters, one each side (7.3.11)",
     ("{J} Target Character [Exchanges Boosts] with another target Character.",
      "{J} Target two Characters and exchange their boosts.")),
    ("{J} Exchange the boosts of two target Characters.", "boosts", "(7.3.11)", ()),
]


@pytest.mark.parametrize("text,at,says,suggested", TOLD)
@pytest.mark.parametrize("edition", EDITIONS)
def test_refused_saying_what_to_write(text, at, says, suggested, edition):
    refused_saying(text, at, says, suggested, edition)


# -- 6. words of the 5.0 rules written otherwise: what is printed, and the edition that reads it -------------------
@pytest.mark.parametrize("text,at,says,suggested", [
    ("{J} If I'm in contact with a Character, draw a card.", "with",                                         # audit G2
     "'In Contact' is said of a card or an Expedition alone, with capitals", "{J} If I'm In Contact, draw a card."),
    ("{J} Each Character in contact with me gains 1 boost.", "contact",                                        # G2
     "'In Contact' is said of a card or an Expedition alone", "{J} If I'm In Contact, draw a card."),
    ("{J} Move a Terrain Marker to target region.", "target",                                                 # G2
     "a Terrain Marker is moved to my region", "{J} Move a Terrain Marker to my region."),
])
def test_a_5_0_word_is_told_as_printed(text, at, says, suggested):
    refused_saying(text, at, says, suggested, "5.0")
    assert "(a word of the Comprehensive Rules 5.0: read with --edition 5.0)" in refused_at(text, at).message
