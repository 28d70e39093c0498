"""Rules of sections 4 and 6 of the Comprehensive Rules v5.0 reworded since the seeds, played under
the 5.0 edition (numbers here are v5.0 ones)."""
from __future__ import annotations


from altered.effects.context import Ctx
from altered.loading.yamlio import load_text
from altered.simulation.layout import run_daily_effect




def test_6_3_a_a_reaction_is_written_trigger_then_effect(board5, book5):
    """"When you play a Spell — I gain 1 boost": the part before the arrow says what activates it,
    the part after what it does (Kadigiran Mage-Dancer, with Magical Training)."""
    from altered.cardtext.api import parse_abilities
    [ability] = parse_abilities("When you play a Spell — I gain 1 boost.")
    assert set(ability["reaction"]) >= {"trigger", "effect"}
    game = board5.game
    dancer = board5.put("Kadigiran Mage-Dancer", 0, "Expedition", sub="hero")
    board5.put("Magical Training", 0, "Hand")
    board5.put("Ordis Trooper", 0, "Deck")
    board5.put("Kappa", 0, "Mana")
    [play] = [x for x in game.plays.playable(0) if x[0].name == "Magical Training"]
    game.plays.play_card(0, *play)
    game.runtime.check_reactions()
    assert dancer.counters.get("boost") == 1
    assert [e["card"] for e in game.events if e["e"] == "reaction"] == ["Kadigiran Mage-Dancer"]


def _marker(game, player, sub):
    return next(m for m in game.markers if m.player == player and m.sub == sub)


def test_4_2_5_a_night_has_three_daily_effects_rest_clean_up_and_check_victory(book5):
    [night] = [ph for ph in book5.phases if ph.name == "Night"]
    assert [name for name, _, _ in night.effects] == ["Rest", "Clean-up", "Check Victory"]


def test_4_2_5_a_expeditions_that_meet_win_only_at_check_victory(board5, book5):
    game = board5.game
    for sub, travelled in (("hero", 3), ("companion", 3)):      # one region apart
        m = _marker(game, 0, sub)
        m.pos = m.start + m.step * travelled
    hero = _marker(game, 0, "hero")
    game.phase = "Afternoon"
    book5.compiler.effect(load_text("- do: {Move Forward: {what: {var: m}}}", "e.yaml"))(Ctx(game, 0, None, {"m": hero}))
    assert hero.travelled == 4                                     # they have met...
    assert game.winner is None and not game.over                  # ...and nobody has won yet
    game.phase = "Night"
    run_daily_effect(game, "Rest")
    run_daily_effect(game, "Clean-up")
    assert game.winner is None
    run_daily_effect(game, "Check Victory")
    assert game.winner == 0 and game.over
