"""Deviations an outside check found, each played through the engine (issue: rules as the test plan)."""
from __future__ import annotations

import pytest

from altered.simulation import viewer
from altered.engine.gamelog import public
from altered.engine.narrative import Teller
from altered.effects.context import Ctx
from altered.engine.session import new_state

pytestmark = pytest.mark.editions("3.0", "5.0")   # the rules these test say the same in v5.0


def _play_until_orbs_exhausted(book, decks):
    s = new_state(book, decks, seed=3, log=True)
    while not s.is_terminal():
        s.apply(0)
        orbs = [o for o in s.zones[("Mana", 1)].objs if "Exhausted" in o.statuses]
        if orbs:
            return s
    raise AssertionError("player 2 never paid for a card")


def test_3_1_3_b_an_opponents_exhausted_orbs_show_in_the_observation(book, decks):
    s = _play_until_orbs_exhausted(book, decks)
    seen = s.observation(0).cards("Mana", 1)
    exhausted = sum("Exhausted" in o.statuses for o in s.zones[("Mana", 1)].objs)
    assert seen and all(c.name == "face-down card" for c in seen)          # 3.2.9.d: the faces stay hidden
    assert sum("Exhausted" in c.statuses for c in seen) == exhausted > 0   # the statuses are seen (3.2.9.a)


def test_3_2_9_a_status_events_of_a_face_down_orb_are_masked_for_the_other_player(book, decks):
    s = _play_until_orbs_exhausted(book, decks)
    names = {o.card.name for o in s.zones[("Mana", 1)].objs}
    [e] = [e for e in s.events if e["e"] == "gain" and e.get("owner") == 1][:1]
    assert e["hidden"] and e["obj"] in names and e["status"] == "Exhausted"
    who, masked = viewer._private(public(e), Teller(["Ann", "Bob"]))
    assert who == 2 and e["obj"] not in masked and "Exhausted" in masked   # the owner alone reads the card


def _run(book, game, text, you=0):
    from altered.effects.compiler import Compiler
    from altered.effects.context import Ctx
    from altered.loading.yamlio import load_text
    Compiler(book, "effect.yaml").effect(load_text(text, "effect.yaml"))(Ctx(game, you))


def test_3_2_5_c_a_card_chosen_from_an_opponents_hidden_hand_is_picked_at_random(book, board):
    """Player 1 can't see player 2's hand: no decision reaches them, the engine picks at random."""
    for name in ("Ordis Trooper", "Foundry Armorer", "Axiom Salvager", "Foundry Mechanic"):
        board.put(name, 1, "Hand")
    board.answer(0, "Foundry Mechanic")               # would be taken if the choice were asked
    before = len(board.game.events)
    _run(book, board.game, "- choose: {from: {zone: Hand, owner: {next_player: you}}, as: x}\n"
                           "- move: {what: {var: x}, to: Discard}")
    [pick] = board.events("pick")
    assert pick["player"] == 0 and pick["count"] == 1 and pick["rule"] == "3.2.5.c"
    assert not [e for e in board.game.events[before:] if e["e"] == "choice"]
    assert len(board.game.zones[("Discard", 1)].objs) == 1 and len(board.game.zones[("Hand", 1)].objs) == 3
    picked = set()
    for seed in range(12):                            # the pick follows the game's generator: not always the first
        board.game.rng.seed(seed)
        for o in list(board.game.zones[("Discard", 1)].objs):
            board.game.actions.move([o], "Hand", Ctx(board.game, 1))
        _run(book, board.game, "- choose: {from: {zone: Hand, owner: {next_player: you}}, as: x}\n"
                               "- move: {what: {var: x}, to: Discard}")
        picked.add(board.game.zones[("Discard", 1)].objs[-1].card.name)
    assert len(picked) > 1


def test_3_2_5_c_random_true_picks_at_random_from_a_hand_the_chooser_sees(book, board):
    for name in ("Ordis Trooper", "Foundry Armorer"):
        board.put(name, 0, "Hand")
    _run(book, board.game, "- choose: {from: {zone: Hand, owner: you}, random: true, as: x}\n"
                           "- move: {what: {var: x}, to: Discard}")
    assert len(board.events("pick")) == 1 and len(board.game.zones[("Discard", 0)].objs) == 1


def test_3_2_5_b_the_owner_chooses_from_their_own_hand(book, board):
    for name in ("Ordis Trooper", "Foundry Armorer"):
        board.put(name, 0, "Hand")
    board.answer(0, "Foundry Armorer")
    _run(book, board.game, "- choose: {from: {zone: Hand, owner: you}, as: x}\n"
                           "- move: {what: {var: x}, to: Discard}")
    assert not board.events("pick")
    assert [o.card.name for o in board.game.zones[("Discard", 0)].objs] == ["Foundry Armorer"]


def test_7_2_4_a_it_after_a_created_token_is_the_token():
    from altered.cardtext import parse_abilities
    [ability] = parse_abilities("{J} Create a [Brassbug 2/2/2] Robot token in my Expedition. It gains 1 boost.")
    create, boost = ability["reaction"]["effect"]
    assert boost["counters"]["what"] == {"var": create["create"]["as"]}


def test_7_2_4_a_an_it_with_nothing_to_refer_to_is_an_error_with_its_place():
    import pytest
    from altered.cardtext import parse_abilities
    from altered.loading.errors import DesignError
    for text in ("{J} It gains 1 boost.", "At Noon — It gains 1 boost.", "It gains 1 boost."):
        with pytest.raises(DesignError, match="(?i)'it' refers to nothing"):
            parse_abilities(text)
    assert parse_abilities("When a Robot joins your Expeditions — It gains 1 boost.")     # the trigger's Robot
