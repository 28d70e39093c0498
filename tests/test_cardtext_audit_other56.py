"""Issue 31, left from session 55 (audit S1): "Look at the top three cards of your deck. Put one of them in your hand
and discard the other." read the singular "the other" as both cards left. After cards looked at or revealed, the
words leave two of them once one is picked: "the other" names one object and the rest may be several (7.2.5.a), so
it is refused at "the other", with the one message a singular "the other" leaving several gets after "Choose three
Characters" (session 55, ante.the_others). Where one card is left it reads; "the others" reads. Bundled readings:
unchanged (the sets write "the other" only where one card is left). And (audit S2 U1) "I can't move forward." on a
card is refused: it forbade nothing."""
from __future__ import annotations

import pytest

from readings import effect_in, nested, refused_saying

EDITIONS = [None, "5.0"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} Look at the top three cards of your deck. Put one of them in your hand and discard the other.",
    "{J} Reveal the top three cards of your deck. Put one of them in your hand. Discard the other.",
    "{J} Look at the top four cards of your deck. Put two of them in your hand and discard the other.",
])
def test_a_singular_other_leaving_several_cards_looked_at_is_refused(text, edition):
    refused_saying(text, "the other", ("names one object", "the rest may be several"),
                   "Choose two Characters. Return one of them to its owner's hand. The other gains 1 boost.", edition)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} Look at the top two cards of your deck. Put one of them in your hand and discard the other.",
    "{J} Look at the top three cards of your deck. Put two of them in your hand and discard the other.",
    "{J} Look at the top three cards of your deck. Put one of them in your hand and discard the others.",
])
def test_the_rest_said_as_many_as_are_left_reads(text, edition):
    [discard] = [d for d in nested(effect_in(text, edition), "do") if "Discard" in d]
    assert discard["Discard"]["what"]["not"] == {"var": "chosen"}


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, word", [("I can't move forward.", "I"), ("I can't move forward during Dusk.", "I"),
                                        ("{J} I can't move forward this turn.", "can't")])
def test_a_card_that_cant_move_forward_is_refused(text, word, edition):
    """Audit S2 of session 55, U1: "I can't move forward." on a Character read as a restriction on the card, which
    never moves (Expeditions do, 4.2.4, 7.3.17): it forbade nothing. Refused at "I", as "target Character can't
    move forward" was, saying to name the place ("My Expedition can't move forward.", which reads)."""
    refused_saying(text, word, ("never of a card", "where it does nothing"), "My Expedition can't move forward.",
                   edition)
