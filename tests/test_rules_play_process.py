"""Playing and paying (1.2.5-1.2.7, 4.2.e-g, 5.1-5.4 of the Comprehensive Rules v3.0): the events of plays,
quick actions, Reactions and daily effects on a board laid out by hand."""
from __future__ import annotations

import pytest

from altered.effects.context import Ctx
from altered.loading.yamlio import load_text
from test_rules_day_and_play import Recorder   # an agent that keeps the decisions it saw
from altered.simulation.layout import run_daily_effect, run_phase

pytestmark = pytest.mark.editions("3.0", "5.0")   # the rules these test say the same in v5.0


def _since(game, start, *kinds):
    return [e for e in game.events[start:] if not kinds or e["e"] in kinds]


def _generator(board, catalog, mana):
    game = board.game
    generator = board.put(catalog.find("BTG-027-C"), 0, "Landmark")        # Kelonic Generator: "{2}, {T} : Draw a card."
    for _ in range(mana):
        board.put("Ordis Trooper", 0, "Mana")
    board.put("Foundry Armorer", 0, "Deck")
    return game, generator


def test_1_2_5_c_a_cost_that_cannot_be_paid_in_full_cannot_be_paid_at_all(board, catalog, book):
    game, _ = _generator(board, catalog, 1)
    board.put("Foundry Armorer", 0, "Hand")                                 # costs 3
    board.put("Ordis Trooper", 0, "Hand")                                   # costs 1... but no
    assert game.runtime.quick_options(0) == []                                       # {2}, {T} with one orb: not offered
    assert [o.name for o, *_ in game.plays.playable(0)] == ["Ordis Trooper"] * 2   # only what one orb pays (both Expeditions)
    # "You may pay {2} to ...": one orb does not pay part of it; nothing is exhausted, nothing done
    from altered.effects.compiler import Compiler
    ctx = Ctx(game, 0)
    Compiler(book, "effect.yaml").effect(load_text(
        "- may: {do: [{pay: 2}, {move: {what: {zone: Deck, owner: you, top: 1}, to: Hand}}], as: done}",
        "effect.yaml"))(ctx)
    assert ctx.vars["done"] is False and len(game.objects("Hand", 0)) == 2
    assert not any(game.has_status(o, "Exhausted") for o in game.objects("Mana", 0))


def test_5_3_a_5_1_2_h_1_2_7_b_a_quick_action_is_declared_then_its_costs_paid_together_then_resolved(board, catalog):
    game, generator = _generator(board, catalog, 2)
    [(o, q)] = game.runtime.quick_options(0)
    start = len(game.events)
    game.runtime.play_quick(0, o, q)
    steps = [(e["e"], e.get("obj") or e.get("card"), e.get("status") or e.get("to")) for e in _since(game, start)
             if e["e"] in ("quick", "gain", "move")]
    assert steps == [("quick", "Kelonic Generator", None),                      # declared
                     ("gain", "Ordis Trooper", "Exhausted"), ("gain", "Ordis Trooper", "Exhausted"),
                     ("gain", "Kelonic Generator", "Exhausted"),                # {2} and {T}: one payment, nothing between
                     ("move", "Foundry Armorer", "Hand")]                       # resolved
    assert game.objects("Limbo") == [] and generator in game.objects("Landmark", 0)


def test_5_4_a_a_reaction_is_played_like_a_spell_declared_then_resolved_by_its_controller(board):
    """Chiron's {J} ("Target Character gains 1 boost"): declared (the reaction event), no cost, then
    resolved: its controller chooses the target as it resolves (1.2.6.c)."""
    game = board.game
    board.put("Chiron", 0, "Hand")
    board.put("Foundry Armorer", 0, "Expedition", sub="companion")
    board.put("Ordis Trooper", 1, "Expedition", sub="hero")
    for _ in range(5):
        board.put("Ordis Trooper", 0, "Mana")
    board.answer(0, "Ordis Trooper")
    [play] = [x for x in game.plays.playable(0) if x[0].name == "Chiron" and x[2] == "hero"]
    game.plays.play_card(0, *play)
    start = len(game.events)
    game.runtime.check_reactions()
    steps = [(e["e"], e.get("player")) for e in _since(game, start, "reaction", "choice", "counters")]
    assert steps == [("reaction", 0), ("choice", 0), ("counters", None)]
    [trooper] = game.objects("Expedition", 1)
    assert trooper.counters == {"boost": 1}


def test_5_1_1_a_cards_and_quick_actions_are_played_in_a_turn_and_reactions_when_checked(board, catalog):
    game, _ = _generator(board, catalog, 2)
    board.put("Ordis Trooper", 0, "Hand")
    board.put("Ordis Trooper", 0, "Hand")
    agent = game.players[0].agent = Recorder(answer="no")
    run_daily_effect(game, "Expand")                      # a daily effect's choice offers no play
    assert agent.seen and all(d.kind != "turn" and not any("play" in x or "use" in x for x in d.labels)
                              for d in agent.seen)
    agent.seen.clear()
    game.vars["turn_player"] = 0
    game.flow.turn_action()                                  # a turn: the cards and quick actions
    [turn] = [d for d in agent.seen if d.kind == "turn"]
    assert any(x.startswith("play Ordis Trooper") for x in turn.labels)
    assert any(x.startswith("use Kelonic Generator") for x in turn.labels)


def test_5_1_2_f_deciding_how_to_play_changes_nothing(board, catalog):
    """The plays and quick actions offered are worked out (costs, Expeditions) without changing the game;
    only legal declarations are offered, so no declaration has to be taken back."""
    game, _ = _generator(board, catalog, 2)
    board.put("Ordis Trooper", 0, "Hand")
    board.put("Foundry Armorer", 0, "Hand")                 # costs 3: more than two orbs
    def seen():
        return [(o.player, o.zones, o.markers, o.track) for o in (game.observation(0), game.observation(1))]
    before, version, events = seen(), game.version, len(game.events)
    plays, quick = game.plays.playable(0), game.runtime.quick_options(0)
    assert seen() == before and game.version == version and len(game.events) == events
    assert {o.name for o, *_ in plays} == {"Ordis Trooper"} and len(quick) == 1


def test_5_1_2_c_the_declaration_reveals_the_card_played_from_the_hand_first(board):
    game = board.game
    board.put("Ordis Trooper", 0, "Hand")
    board.put("Foundry Armorer", 0, "Mana")
    [play] = [x for x in game.plays.playable(0) if x[2] == "hero"]
    start = len(game.events)
    game.plays.play_card(0, *play)
    first, *rest = _since(game, start)
    assert (first["e"], first["card"], first["frm"], first["sub"]) == ("play", "Ordis Trooper", "Hand", "hero")
    assert "hidden" not in first                           # everyone sees the card declared (revealed)
    moved = next(e for e in rest if e["e"] == "move")
    assert moved["to"] == "Limbo" and not moved["hidden"]   # and it goes to Limbo face up


def test_4_2_d_e_the_next_daily_effect_waits_for_the_reactions_of_the_last(board):
    """At Morning, Quetzalcoatl (player 1) reacts to player 2 drawing: the Reaction resolves before Expand."""
    game = board.game
    board.put("Quetzalcóatl", 0, "Expedition", sub="companion")
    for p in (0, 1):
        for _ in range(3):
            board.put("Ordis Trooper", p, "Deck")
    start = len(game.events)
    run_phase(game, "Morning")
    events = _since(game, start)
    reaction = max(i for i, e in enumerate(events) if e["e"] in ("reaction", "create"))
    expand = min(i for i, e in enumerate(events) if e.get("effect") == "Expand")
    assert [e["e"] for e in events if e["e"] == "create"] == ["create"] and reaction < expand
    assert all(e.get("effect") == "Draw" for e in events if e["e"] in ("reaction", "create"))


def test_4_2_g_after_each_turn_effect_reactions_are_checked(board):
    """Chiron's {J} resolves after Chiron is played, before the other player's turn."""
    game = board.game
    board.put("Chiron", 0, "Hand")
    board.put("Foundry Armorer", 0, "Expedition", sub="companion")
    board.put("Ordis Trooper", 1, "Hand")
    for p in (0, 1):
        for _ in range(5):
            board.put("Ordis Trooper", p, "Mana")
    game.vars["first_player"] = 0
    start = len(game.events)
    run_phase(game, "Afternoon")
    steps = [(e["e"], e.get("player"), e.get("card")) for e in _since(game, start, "play", "reaction", "pass")]
    assert steps[:3] == [("play", 0, "Chiron"), ("reaction", 0, "Chiron"), ("play", 1, "Ordis Trooper")]


def _quetzalcoatl(board, book, text):
    """Player 1's Quetzalcoatl ("When an opponent draws one or more cards or does [Resupply] — ...") and an
    effect of player 1's run: the reactions it activated."""
    game = board.game
    board.put("Quetzalcóatl", 0, "Expedition", sub="companion")
    for _ in range(3):
        board.put("Ordis Trooper", 1, "Deck")
    book.compiler.effect(load_text(text, "effect.yaml"))(Ctx(game, 0))
    game.runtime.flush_events()
    return len(game.objects(book.emblem_zone))


def test_1_2_6_b_1_2_7_c_each_step_is_its_own_event(board, book):
    """"Target opponent draws a card, then draws a card": two steps, two events, two activations."""
    assert _quetzalcoatl(board, book, "- as_player: {who: opponent, do: [{do: {Draw: {count: 1}}}, "
                                      "{do: {Draw: {count: 1}}}]}") == 2


def test_1_2_6_b_1_2_7_c_one_step_is_one_event(board, book):
    """"Target opponent draws two cards": one step, one event, one activation."""
    assert _quetzalcoatl(board, book, "- as_player: {who: opponent, do: [{do: {Draw: {count: 2}}}]}") == 1


def test_1_2_7_d_an_action_on_nothing_is_still_an_event(board, book):
    """The opponent does [Resupply] with no card in their Deck or Discard pile: nothing changes, but
    they did Resupply, and Quetzalcoatl activates."""
    game = board.game
    board.put("Quetzalcóatl", 0, "Expedition", sub="companion")
    book.compiler.effect(load_text("- as_player: {who: opponent, do: [{do: Resupply}]}", "effect.yaml"))(Ctx(game, 0))
    assert game.objects("Reserve", 1) == [] and game.objects("Deck", 1) == []
    game.runtime.flush_events()
    assert len(game.objects(book.emblem_zone)) == 1


def test_5_1_2_c_an_optional_cost_is_chosen_in_the_declaration(board):
    """Paint Prison ({5}; "You may discard a card from your Reserve to reduce my cost by {2}"): the
    declarations offered are the cost with and without the optional one, each priced in advance;
    the one chosen is then paid (the card discarded, three orbs) after the move to Limbo."""
    game = board.game
    board.put("Paint Prison", 0, "Hand")
    board.put("Foundry Armorer", 0, "Reserve")
    board.put("Ordis Trooper", 1, "Expedition", sub="hero")
    for _ in range(5):
        board.put("Ordis Trooper", 0, "Mana")
    plays = [x for x in game.plays.playable(0) if x[0].name == "Paint Prison"]
    assert sorted((x[3], x.extra is not None) for x in plays) == [(3, True), (5, False)]
    [cheap] = [x for x in plays if x.extra is not None]
    start = len(game.events)
    game.plays.play_card(0, *cheap, extra=cheap.extra)
    steps = [(e["e"], e.get("obj") or e.get("card"), e.get("to") or e.get("status")) for e in _since(game, start)
             if e["e"] in ("play", "move", "gain")][:6]
    assert steps[:2] == [("play", "Paint Prison", None), ("move", "Paint Prison", "Limbo")]
    assert sorted(steps[2:6]) == [("gain", "Ordis Trooper", "Exhausted")] * 3 + [("move", "Foundry Armorer", "Discard")]
    assert sum(game.has_status(o, "Exhausted") for o in game.objects("Mana", 0)) == 3
