"""Issue 31, outside audit S9A of session 57 (632 texts, one class read wrong, two UNCLEAR decided):

- W1 "Choose target Character. Exhaust each other Character in its Expedition. If you do, draw a card." asked
  whether the target was chosen: the step names the target only to place its objects ("in its Expedition",
  "facing it") and to leave it out ("other"), and acts on others, keeping no trace of them (walkers.acted_names):
  refused, as "Exhaust each Character you control. If you do" is (6.5.f, 7.3.13.b, 1.4.1.c).
- U1 "On a 1-3, exhaust target Character. On a 4-6, exhaust up to two target Characters. Draw that many cards."
  counted the second outcome's only: refused, as "If you do" there is (6.5.f).
- U2 "Exhaust target Character. If you do, you may ready target Character. If you don't, ...": of the exhaust or
  of the choice offered after it? Refused, as "If you can't, you may ... If you don't" is (6.5.c, 6.5.f)."""
from __future__ import annotations

import pytest

from readings import refused_saying

EDITIONS = [None, "5.0"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, word", [
    ("{J} Choose target Character. Exhaust each other Character in its Expedition. If you do, draw a card.",
     "If you do"),
    ("{J} Choose target Character. Ready each Character in the Expedition facing it. If you can't, draw a card.",
     "If you can't"),
    ("{J} Choose target Character. Send each other Character in its Expedition to Reserve. If you do, draw a card.",
     "If you do"),
])
def test_if_you_do_after_a_step_on_others_placed_by_the_choice_is_refused(text, word, edition):
    refused_saying(text, word, "keeps no trace", "{J} Exhaust target Character. If you do, draw a card.", edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_that_many_after_two_outcomes_each_with_a_step_is_refused(edition):
    refused_saying("{J} Roll a die. On a 1-3, exhaust target Character. On a 4-6, exhaust up to two target "
                   "Characters. Draw that many cards.", "that many", "two branches before it each did a step",
                   "{J} Roll a die. On a 4-6, exhaust up to two target Characters. Draw that many cards.", edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_if_you_dont_after_if_you_do_you_may_is_refused(edition):
    refused_saying("{J} Exhaust target Character. If you do, you may ready target Character. If you don't, draw a "
                   "card.", "If you don't", "of the step before 'If you do' or of the choice offered after it",
                   ("{J} Exhaust target Character. If you do, draw a card. If you don't, I gain 1 boost.",
                    "{J} Exhaust target Character. If you can't, draw a card."), edition)
