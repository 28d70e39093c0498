"""Audit S1 of int55 (§2 W2, §3 U4; issue 31): "the other" / "the rest" / "the others" with no pick to pair with.

"the other" names the rest of what the pick just before it chose among (3.2.2): after "Choose two Characters. Exhaust
one of them ...", the other of the two. After "Choose two Characters. If one of them is [[Boosted]], exhaust the
other." no step picked among the two (a condition's "one of them" tests them and picks none: which is "the other"
when both match?), and the engine read "the other" as every Character not chosen, the opponent's too
(``do Exhaust (what: Characters other than chosen)``); "... If one of them is a token, sacrifice the other." sacrificed
every Character you control not chosen. The same reading with nothing to pair with at all: "Choose two Characters
you control. Exhaust the other.", "Exhaust target Character. Ready the other." (U4: a singular word for one object,
7.2.5.a, read as all the others); and "Choose three Characters. Exhaust one of them and ready the other." (one word
for the two left).
Decided (the lead, session 55): refused at "the other" / "the rest" / "the others" by the check that already refused
the sibling ("Choose a Character you control and a Character an opponent controls. If one of them is exhausted,
ready the other.", ``ante.the_others``): one check, one message, saying what to write. Kept: "the other" after a
step on "one of them" (partition54/55, otherfree53), "the others" after a pick of one ("Choose a Character you
control. Ready the others.": every other Character you control), the cards looked at or revealed.
No play changes for a text that reads (refusals only): no scenario. Bundled readings: unchanged (dump cmp); the 728
official texts all read, both editions.
"""
from __future__ import annotations

import pytest

from readings import effect_in, refused_saying

EDITIONS = [None, "5.0"]
SAYS = ("names the rest of what the step just before it chose among", "in a condition it picks none")
SUGGESTED = ("Choose two Characters. Return one of them to its owner's hand. The other gains 1 boost.",
             "Choose three Characters. One of them gains 1 boost. The others gain [[Asleep]].")
TESTED, ONE = "in the condition before it tests", "it names one object"

# the audit's texts (§2 W2, §3 U4) and the sibling refused before -> the words refused at, a word of why
REFUSED = [
    ("Choose two Characters. If one of them is [[Boosted]], exhaust the other.", "the other", TESTED),
    ("Choose two Characters you control. If one of them is a token, sacrifice the other.", "the other", TESTED),
    ("Choose two Characters you control. If one of them is exhausted, the other gains 1 boost.", "the other", TESTED),
    ("Choose two Characters you control. If either of them is exhausted, ready the other.", "the other", TESTED),
    ("Choose two Characters you control. If one of them is exhausted, ready the rest.", "the rest", TESTED),
    ("Choose three Characters you control. If one of them is exhausted, ready the others.", "the others", TESTED),
    ("Choose two Characters. If one of them is exhausted, the rest gain [[Asleep]].", "the rest", TESTED),
    ("Up to two target Characters gain [[Asleep]]. If one of them is [[Boosted]], exhaust the other.", "the other",
     TESTED),
    ("When you play a Spell — choose two Characters you control. If one of them is exhausted, ready the other.",
     "the other", TESTED),
    ("Choose two Characters you control. Exhaust the other.", "the other", ONE),
    ("Exhaust target Character. Ready the other.", "the other", ONE),
    # a step on "one of them" that leaves two, said as one: each of the two, or one of them? (7.2.5.a)
    ("Choose three Characters. Exhaust one of them and ready the other.", "the other", "the words leave 2"),
    ("Choose a Character you control and a Character an opponent controls. If one of them is exhausted, ready the "
     "other.", "the other", "there is one object chosen among every such object"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,words,why", REFUSED, ids=[t for t, _, _ in REFUSED])
def test_3_2_2_the_other_with_no_pick_to_pair_with_is_refused_at_its_words(text, words, why, edition):
    """3.2.2, 7.2.5.a: refused at "the", saying why and what to write; the wordings it suggests read."""
    refused_saying(text, words, SAYS + (why, f"'{words}'"), SUGGESTED, edition)


# neighbours that still read -> a part of what they read
READ = [
    ("Choose two Characters. Exhaust one of them and ready the other.",
     "{'among': {'var': 'chosen'}, 'not': {'var': 'chosen2'}}"),
    ("Choose two Characters you control. One of them gains [[Asleep]]. The other gains [[Anchored]].",
     "{'among': {'var': 'chosen'}, 'not': {'var': 'chosen2'}}"),
    ("Choose two Characters. If one of them is exhausted, draw a card. Exhaust one of them and ready the other.",
     "{'among': {'var': 'chosen'}, 'not': {'var': 'chosen2'}}"),
    ("Choose a Character you control. Ready the others.", "'not': {'var': 'chosen'}"),
    ("Reveal the top two cards of your deck. If one of them is a Spell, draw a card. Put one of them in your hand "
     "and the other in your Reserve.", "{'among': {'var': 'revealed'}, 'not': {'var': 'chosen'}}"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,part", READ, ids=[t for t, _ in READ])
def test_neighbours_still_read(text, part, edition):
    assert part in str(effect_in(text, edition)), effect_in(text, edition)
