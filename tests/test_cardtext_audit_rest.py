"""A pronoun after "the other cards" / "the rest" (7.2.4.a: "it"/"them" names the last noun phrase the effect
acted on). An outside audit found "... Choose a card from these cards and put it in your hand. Put the other
cards in your Reserve. Exhaust them." read as exhausting the card chosen (``do Exhaust (what: chosen)``), where
the card means the cards put in Reserve. A step on "the others" now binds what it acted on (a move's ``as``,
an action's ``them`` in keywords.yaml) to what "it"/"them" names next; a step that keeps no hold on them
makes the pronoun refused at its column, never read as the card chosen before."""
from __future__ import annotations

import json

import pytest

from altered.effects import Ctx
from readings import effect, refused, table_of_four

LOOK3 = "{J} Look at the top three cards of your deck. Choose a card from these cards and put it in your hand. "


def _after_the_others(steps):
    """(the name the step on "the others" binds, the steps after it)."""
    i = next(i for i, s in enumerate(steps) if '"not"' in json.dumps(s))
    step = steps[i]
    bound = step["move"]["as"] if "move" in step else None
    return bound, steps[i + 1:]


@pytest.mark.parametrize("text", [
    # the audit's examples
    LOOK3 + "Put the other cards in your Reserve. Exhaust them.",
    "{J} Reveal the top three cards of your deck. Choose a Character from these cards and put it in your "
    "Expeditions. Put the other cards in your hand. Discard them.",      # (the singular: 3.2.4.b, refused)
    LOOK3 + "Put the other cards in your Reserve. They gain [[Fleeting]].",
    LOOK3 + "Put the other cards in your Reserve. You may exhaust them.",
    "{J} Look at the top four cards of your deck. Choose two cards from these cards and put them in your hand. "
    "Put the other cards in your Reserve. Exhaust them.",
    # other wordings: "the rest", the chosen card put by the verb itself
    "{J} Look at the top three cards of your deck. Put one in your hand. Put the rest in your Reserve. "
    "Exhaust them.",
    "{J} Look at the top three cards of your deck. Put a card in your hand. Put the others in your "
    "Reserve. They gain [[Fleeting]].",
])
def test_7_2_4_a_a_pronoun_after_the_others_moved_names_them(text):
    bound, after = _after_the_others(effect(text))
    assert bound is not None
    said = json.dumps(after)
    assert f'{{"var": "{bound}"}}' in said and '"chosen"' not in said, after


@pytest.mark.parametrize("text", [
    "{J} Look at the top four cards of your deck. Put one in your hand and discard the others. Exhaust them.",
    "{J} Choose a Character you control. Sacrifice the others. Exhaust them.",
])
def test_7_2_4_a_a_pronoun_after_an_action_on_the_others_names_what_it_acted_on(text):
    """[Discard] and [Sacrifice] keep what they moved (keywords.yaml ``them``): "them" is those, not the pick."""
    last = json.dumps(effect(text)[-1])
    assert "Exhaust" in last and '"chosen"' not in last and ('"discarded"' in last or '"sacrificed"' in last)


@pytest.mark.parametrize("text, words", [
    ("{J} Look at the top four cards of your deck. Put one in your hand and exhaust the others. Ready them.",
     "them"),
    ("{J} Look at the top three cards of your deck. Put one in your hand. Exhaust the rest. Discard them.", "them"),
])
def test_7_2_4_a_a_pronoun_after_a_step_that_keeps_no_hold_on_the_others_is_refused(text, words):
    """[Exhaust] binds nothing it acted on: "them" would have to name the cards exhausted; refused at the
    pronoun rather than read as the card chosen before them."""
    e = refused(text)
    assert e.column == text.rindex(words) + 1 and ("the others" in str(e) or "the rest" in str(e)), e


def test_7_2_4_a_played_the_cards_put_in_reserve_are_the_ones_exhausted(catalog):
    """Played: of the top three cards, the one chosen goes to hand; the two others go to Reserve, and they are
    exhausted there (the reading before exhausted the card in hand, leaving the Reserve ready)."""
    book, game = table_of_four(catalog)
    hero = next(iter(game.zones[("Hero", 0)].objs))
    reserve = game.zones[("Reserve", 0)]
    before = set(o.id for o in reserve.objs)
    steps = effect(LOOK3 + "Put the other cards in your Reserve. Exhaust them.")
    book.compiler.effect(steps)(Ctx(game, 0, hero))
    new = [o for o in reserve.objs if o.id not in before]
    assert len(new) == 2 and all(o.statuses.get("Exhausted") for o in new), [o.statuses for o in new]


def test_7_2_4_a_it_after_the_card_chosen_put_in_a_hand_and_the_other_card_is_refused():
    """Read before as the other card (the card chosen went to a hand, 3.1.3.d); changed by audit s47 M (W3b,
    test_cardtext_audit_split2): after one card picked and "the other card", one card each, "it" could name
    either, and the same text with both places seen is refused: one rule, refused at "it" (7.2.4.a)."""
    text = ("{J} Reveal the top two cards of your deck. Target opponent chooses a card from these cards. Put it in "
            "your hand. Put the other card in your Reserve. Exhaust it.")
    e = refused(text)
    assert e.column == text.rindex("it.") + 1 and "one card each" in str(e), e
