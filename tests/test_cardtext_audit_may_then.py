"""A player's "may", then another subject. An outside audit found "Target opponent may draw a card, then you
draw a card." read as "target does: you may: [Draw; Draw]": the opponent drew both, and only if they accepted.
", then <new subject> ..." ends the first player's action and what their "may" offers (6.5.c is one player's
choice); the reading that puts it inside is refused, so the one that ends it there is kept. Without "may", or
as a sentence of its own ("Then you may ..."), it was read right already. The same for an Expedition's player:
"Each opponent's Expedition facing it" lost "each opponent's" (whose it is follows from "it", 7.5.7): refused."""
from __future__ import annotations

import pytest

from altered.effects import Ctx
from readings import effect, refused, table_of_four


# Session 51 (audit H1, class C): "You may X, then target Character gains ..." was read with the gain after the
# "may", done when X was declined, while "You may X and <subject> Y" is read inside it. A player's own act after
# ", then" ("..., then you draw a card") could be either (6.5.c): refused at "then" now, saying what to write
# (tests/test_cardtext_audit_hidden51.py); the step said as a sentence of its own reads as the old reading did.
@pytest.mark.parametrize("text", [
    "{J} Target opponent may draw a card, then you draw a card.",
    "{H} Target opponent may draw a card, then you may draw a card.",
    "{H} Choose an opponent. They may draw a card, then you may draw a card.",
    "{H} Target player may [Resupply], then you may [Resupply].",
    "{R} Each player may draw a card, then you draw a card.",
    "{J} Target opponent may discard a card from their hand, then each opponent draws a card.",
])
def test_6_5_c_then_a_new_players_act_after_may_is_refused_at_then(text):
    e = refused(text)
    assert "could be part of what 'may' offers" in e.message and "If you do, " in e.message, e
    assert e.column == text.index("then") + 1, e


def test_then_with_no_new_subject_stays_the_same_players():
    """'Target opponent may discard a card, then draw a card': the opponent draws (the subject hands on)."""
    steps = effect("{H} Target opponent may discard a card, then draw a card.")
    assert [s for s in steps if "choose" not in s][-1].get("as_player"), steps


def test_if_they_do_after_the_pair_asks_of_the_opponents_choice():
    """'If they do' after '... You draw a card.': of what the opponent chose (6.5.c)."""
    steps = effect("{H} Target opponent may draw a card. You draw a card. If they do, I gain 1 boost.")
    may = steps[1]["as_player"]["do"][0]["may"]["as"]
    assert steps[-1]["if"] == {"did": may}, steps


@pytest.mark.parametrize("text", [
    "{H} Target Expedition moves forward one region. Each opponent's Expedition facing it moves backwards one region.",
    "{H} Target Expedition moves forward one region. Your Expedition facing it moves backwards one region.",
    "{J} Choose an Expedition. Each opponent's Expedition facing it can't move forward this Day.",
])
def test_7_5_7_a_player_said_of_the_expedition_facing_it_is_refused(text):
    e = refused(text)
    assert "name no player before it" in e.message and e.column == text.index("facing it") + 1, e


def test_the_expedition_facing_it_still_reads():
    steps = effect("{H} Target Expedition moves forward one region. The Expedition facing it moves backwards one region.")
    assert '"facing"' in str(steps).replace("'", '"'), steps


@pytest.mark.parametrize("seats", [2, 4])
def test_each_opponent_may_draw_then_you_draw_plays_your_draw(catalog, seats):
    """Played for seat 0: seat 0 draws one card whatever the opponents chose (the old reading drew it only
    inside an opponent's accepted option, and for them)."""
    from altered.engine.decisions import FirstOptionAgent
    from altered.engine.game import Game
    from altered.engine.seating import default_decks
    from altered.loading.cards.decks import deck_path, load_deck
    from altered.rulebook import load_rulebook
    if seats == 4:
        book, game = table_of_four(catalog)
    else:
        book = load_rulebook()
        book.prepare(catalog)
        decks = [load_deck(deck_path(name), catalog) for name in default_decks(2)]
        game = Game(book, decks, [FirstOptionAgent()] * 2, seed=1)
        game.setup()
    hand = len(game.zones[("Hand", 0)].objs)
    book.compiler.effect(effect("{R} Each opponent may draw a card. You draw a card."))(Ctx(game, 0))
    assert len(game.zones[("Hand", 0)].objs) - hand == 1


@pytest.mark.parametrize("text", [
    "{H} Target opponent may have you draw a card.",
    "{H} Each opponent may have you draw a card.",
    "{J} Target opponent may have you discard a card from your hand.",
    "{J} Each player may have you draw a card.",
    "{R} Target opponent may have you draw two cards. If they don't, they discard a card from their hand.",
])
def test_6_5_c_another_player_deciding_what_you_do_is_refused(text):
    """'Target opponent may have you draw a card': the opponent decides (6.5.c), you draw and make your own
    choices; the old reading made the opponent draw (and choose which of your cards is discarded). Refused
    at 'have you' rather than read so."""
    e = refused(text)
    assert "may have you" in e.message and e.column == text.index("have you") + 1, e


def test_may_have_an_object_or_another_player_still_reads():
    assert effect("{H} You may have me gain 2 boosts.")
    [_, step] = effect("{J} You may have target opponent draw a card.")[0]["may"]["do"]
    assert step["as_player"]["who"] == {"var": "target"}, step
