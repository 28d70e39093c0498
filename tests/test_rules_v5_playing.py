"""Rules of section 5 (playing cards) of the Comprehensive Rules v5.0 that are new or reworded since
the seeds, played under the 5.0 edition (numbers here are v5.0 ones)."""
from __future__ import annotations


from altered.effects.context import Ctx
from altered.loading.yamlio import load_text




def test_5_1_2_c_the_declaration_reveals_the_card_chooses_its_expedition_and_declares_the_payment(board5):
    game = board5.game
    board5.put("Ordis Trooper", 0, "Hand")
    board5.put("Magical Training", 0, "Hand")
    board5.put("Foundry Armorer", 0, "Deck")
    for _ in range(2):
        board5.put("Kappa", 0, "Mana")
    plays = game.plays.playable(0)
    # 2. a Character is declared into one of its player's Expeditions; a Spell into none
    assert sorted(x[2] for x in plays if x[0].name == "Ordis Trooper") == ["companion", "hero"]
    assert [x[2] for x in plays if x[0].name == "Magical Training"] == [None]
    [play] = [x for x in plays if x[0].name == "Ordis Trooper" and x[2] == "companion"]
    start = len(game.events)
    game.plays.play_card(0, *play)
    game.runtime.check_reactions()
    events = game.events[start:]
    # 1. revealed: the play and the move out of the Hand name the card for every player;
    # 4. the cost declared is the one paid (one Mana Orb exhausted for a Hand Cost of 1)
    [declared] = [e for e in events if e["e"] == "play"]
    assert declared["card"] == "Ordis Trooper" and declared["sub"] == "companion" and declared["cost"] == 1
    assert [e.get("hidden") for e in events if e["e"] == "move" and e.get("frm") == "Hand"] == [False]
    assert sum(game.has_status(o, "Exhausted") for o in game.objects("Mana", 0)) == 1
    assert [o.sub for o in game.objects("Expedition", 0)] == ["companion"]


def test_5_1_2_j_each_kind_of_card_goes_where_its_resolution_sends_it(board5, book5, catalog):
    game = board5.game
    board5.put("Ordis Trooper", 0, "Hand")
    board5.put(catalog.find("BTG-024-C"), 0, "Hand")                   # Kelon Cylinder, a Landmark Permanent
    board5.put("Magical Training", 0, "Hand")
    for name in ("Foundry Armorer", "Axiom Salvager"):
        board5.put(name, 0, "Deck")
    for _ in range(8):
        board5.put("Kappa", 0, "Mana")

    def play(name, sub=None):
        [x] = [x for x in game.plays.playable(0) if x[0].name == name and x[1] == "Hand" and x[2] == sub]
        game.plays.play_card(0, *x)
        game.runtime.check_reactions()

    play("Ordis Trooper", "hero")                   # a Character: the Expedition declared
    assert [(o.name, o.sub) for o in game.objects("Expedition", 0)] == [("Ordis Trooper", "hero")]
    play("Kelon Cylinder")                          # a Landmark Permanent: its player's Landmarks
    assert [o.name for o in game.objects("Landmark", 0)] == ["Kelon Cylinder"]
    assert game.objects("Landmark", 1) == []
    play("Magical Training")                        # a Spell: its effect, then its owner's Reserve
    assert len(game.objects("Hand", 0)) == 1 and len(game.objects("Deck", 0)) == 1
    assert [o.name for o in game.objects("Reserve", 0)] == ["Magical Training"]
    assert game.objects("Limbo") == []
    # a Spell of player 2's Reserve played by player 1 goes back to its owner's side (played from
    # Reserve it is Fleeting, so to its owner's Discard pile, 5.2.4.b)
    theirs = board5.put("Magical Training", 1, "Reserve")
    book5.compiler.effect(load_text("- play: {what: {var: x}, free: true}", "e.yaml"))(Ctx(game, 0, None, {"x": [theirs]}))
    game.runtime.check_reactions()
    assert sorted(o.name for o in game.objects("Hand", 0)) == ["Axiom Salvager", "Foundry Armorer"]
    assert [o.name for o in game.objects("Discard", 1)] == ["Magical Training"] and game.objects("Discard", 0) == []


def test_5_1_2_e_a_card_is_played_for_its_hand_cost_only_if_it_has_one(board5, book5):
    """"Play it for its Hand Cost": Magical Training from Reserve costs its Hand Cost 1, not its
    Reserve Cost 3; a Character with a Reserve Cost only (no printed card lacks one: the card files
    require both, so the test makes one) cannot be played that way, though 2.2.f would read 0."""
    import dataclasses
    trooper = board5.card("Ordis Trooper")
    wisp_card = dataclasses.replace(trooper, name="Costless Wisp", ref="test:costless-wisp",
                                    base={k: v for k, v in trooper.base.items() if k != "hand_cost"} | {"reserve_cost": 2})
    game = board5.game
    training = board5.put("Magical Training", 0, "Reserve")
    wisp = board5.put(wisp_card, 0, "Reserve")
    board5.put("Foundry Armorer", 0, "Deck")
    for _ in range(3):
        board5.put("Kappa", 0, "Mana")
    play_for_hand_cost = book5.compiler.effect(load_text("- play: {what: {var: x}, cost_of: Hand}", "e.yaml"))
    play_for_hand_cost(Ctx(game, 0, None, {"x": [training]}))
    game.runtime.check_reactions()
    [paid] = [e for e in game.events if e["e"] == "play"]
    assert (paid["card"], paid["frm"], paid["cost"]) == ("Magical Training", "Reserve", 1)
    play_for_hand_cost(Ctx(game, 0, None, {"x": [wisp]}))
    assert [e["card"] for e in game.events if e["e"] == "play"] == ["Magical Training"]
    assert wisp in game.objects("Reserve", 0)
    book5.compiler.effect(load_text("- play: {what: {var: x}}", "e.yaml"))(Ctx(game, 0, None, {"x": [wisp]}))
    assert [(e["card"], e["cost"]) for e in game.events if e["e"] == "play"][-1] == ("Costless Wisp", 2)


def test_5_2_c_several_cards_played_in_one_step_are_declared_first_then_played_in_the_players_order(board5, book5):
    game = board5.game
    trooper = board5.put("Ordis Trooper", 0, "Reserve")
    armorer = board5.put("Foundry Armorer", 0, "Reserve")
    board5.answer(0, "companion", "hero", "Foundry Armorer from Reserve in hero for 0")
    start = len(game.events)
    book5.compiler.effect(load_text("- play: {what: {var: x}, free: true}", "e.yaml"))(
        Ctx(game, 0, None, {"x": [trooper, armorer]}))
    game.runtime.check_reactions()
    events = [e for e in game.events[start:] if e["e"] in ("choice", "play")]
    kinds = [(e["e"], e.get("about")) for e in events]
    # both intents (where each goes) are declared before either card is played, then the order
    assert kinds[:4] == [("choice", "choose"), ("choice", "choose"), ("choice", "play"), ("play", None)]
    assert [e["card"] for e in events if e["e"] == "play"] == ["Foundry Armorer", "Ordis Trooper"]
    assert sorted((o.name, o.sub) for o in game.objects("Expedition", 0) if o.card_no is not None) == [
        ("Foundry Armorer", "hero"), ("Ordis Trooper", "companion")]


def test_5_2_c_the_costs_of_all_the_cards_must_be_payable(board5, book5):
    game = board5.game
    trooper = board5.put("Ordis Trooper", 0, "Reserve")
    armorer = board5.put("Foundry Armorer", 0, "Reserve")
    for _ in range(3):                                   # enough for either (1 and 3), not for both
        board5.put("Kappa", 0, "Mana")
    book5.compiler.effect(load_text("- play: {what: {var: x}}", "e.yaml"))(Ctx(game, 0, None, {"x": [trooper, armorer]}))
    assert [e for e in game.events if e["e"] == "play"] == []
    assert sorted(o.name for o in game.objects("Reserve", 0)) == ["Foundry Armorer", "Ordis Trooper"]


def test_5_2_3_a_a_landmark_permanent_enters_the_landmarks_of_its_player_never_fleeting(board5, catalog):
    game = board5.game
    board5.put(catalog.find("BTG-024-C"), 1, "Reserve")                  # Kelon Cylinder, played from Reserve
    for _ in range(4):
        board5.put("Kappa", 1, "Mana")
    [play] = [x for x in game.plays.playable(1) if x[0].name == "Kelon Cylinder"]
    game.plays.play_card(1, *play)
    game.runtime.check_reactions()
    [cylinder] = game.objects("Landmark", 1)
    assert game.objects("Landmark", 0) == [] and not game.has_status(cylinder, "Fleeting")
