"""Rules of the Comprehensive Rules v5.0 whose numbers and text are unchanged from the seeds, played
under the 5.0 edition (numbers here are v5.0 ones)."""
from __future__ import annotations

import pytest

from altered.effects.context import Ctx
from altered.loading.yamlio import load_text




def test_3_2_5_c_a_card_from_a_hand_its_chooser_cannot_see_is_picked_at_random(board5, book5):
    game = board5.game
    for name in ("Ordis Trooper", "Foundry Armorer", "Axiom Salvager"):
        board5.put(name, 1, "Hand")
    start = len(game.events)
    effect = book5.compiler.effect(load_text("- choose: {from: {zone: Hand, owner: {next_player: you}}, as: x}\n"
                                             "- move: {what: {var: x}, to: Discard}", "effect.yaml"))
    effect(Ctx(game, 0))
    assert [e["e"] for e in game.events[start:] if e["e"] in ("pick", "choice")] == ["pick"]
    assert len(game.objects("Discard", 1)) == 1 and len(game.objects("Hand", 1)) == 2


@pytest.mark.parametrize("mine, theirs, expected", [(2, 1, "ahead"), (1, 2, "behind"), (2, 2, "tied")])
def test_7_5_2_a_b_c_ahead_behind_and_tied(board5, book5, mine, theirs, expected):
    game = board5.game
    m0 = next(m for m in game.markers if m.player == 0 and m.sub == "hero")
    m1 = next(m for m in game.markers if m.player == 1 and m.sub == "hero")
    m0.pos, m1.pos = m0.start + m0.step * mine, m1.start + m1.step * theirs
    got = [book5.compiler.expr(load_text(f"{{position: {{of: {{var: m}}, is: {w}}}}}", "v.yaml"))(
        Ctx(game, 0, None, {"m": [m0]})) for w in ("ahead", "behind", "tied")]
    assert got == [w == expected for w in ("ahead", "behind", "tied")]


def test_1_2_1_c_d_1_2_3_g_3_1_3_d_f_3_2_2_a_3_2_5_a_zones_of_each_player(board5, book5):
    game = board5.game
    personal = [z for z, spec in book5.zones.items() if spec.scope == "personal"]
    assert sorted(personal) == ["Deck", "Discard", "Hand", "Hero", "Mana", "Reserve"]   # 1.2.1.d: not Landmark
    for name in ("Ordis Trooper", "Foundry Armorer"):
        board5.put(name, 1, "Hand")
        board5.put(name, 1, "Deck")
    seen = game.observation(0)
    assert seen.count("Hand", 1) == 2 and seen.cards("Hand", 1) == ()
    assert seen.count("Deck", 1) == 2 and seen.cards("Deck", 1) == ()
    assert [c.name for c in game.observation(1).cards("Hand", 1)] == ["Ordis Trooper", "Foundry Armorer"]


def test_2_5_d_f_g_counters_are_counted_by_name(board5):
    game = board5.game
    o = board5.put("Ordis Trooper", 0, "Expedition", sub="hero")
    game.actions.add_counters([o], "Kelon", 3, Ctx(game, 0))
    game.actions.add_counters([o], "Kelon", 2, Ctx(game, 0))
    assert o.counters["Kelon"] == 5
    game.actions.add_counters([o], "Kelon", -7, Ctx(game, 0))
    assert o.counters.get("Kelon", 0) == 0


def test_1_1_3_c_d_2_1_c_control_never_changes_the_owner_and_a_move_makes_a_new_object(board5, book5):
    game = board5.game
    theirs = board5.put("Ordis Trooper", 1, "Expedition", sub="hero")
    book5.compiler.effect(load_text("- do: {Take Control: {what: {var: x}}}", "e.yaml"))(
        Ctx(game, 0, None, {"x": [theirs]}))
    [taken] = [o for o in game.objects("Expedition") if o.name == "Ordis Trooper"]
    assert taken.controller == 0 and taken.owner == 1
    [moved] = game.actions.move([taken], "Reserve", Ctx(game, 0))
    assert moved is not taken and taken.gone and game.objects("Reserve", 1) == [moved]


def test_3_2_6_b_4_1_a_zones_start_empty_and_each_hero_zone_holds_one_hero(book5, decks):
    from altered.engine.decisions import FirstOptionAgent
    from altered.engine.game import Game
    game = Game(book5, decks, [FirstOptionAgent(), FirstOptionAgent()], seed=1)
    assert all(not z.objs for key, z in game.zones.items() if key[0] != "Adventure")
    game.setup()
    assert [len(game.objects("Hero", p)) for p in (0, 1)] == [1, 1]


def test_2_4_1_e_2_5_a_2_5_i_statuses_stay_and_named_counters_change_no_statistic(board5):
    game = board5.game
    o = board5.put("Ordis Trooper", 0, "Reserve", statuses=("Asleep",))
    game.actions.add_counters([o], "Kelon", 2, Ctx(game, 0))
    assert o.counters["Kelon"] == 2 and game.has_status(o, "Asleep")
    e = board5.put("Ordis Trooper", 0, "Expedition", sub="hero")
    before = [game.characteristic(e, s) for s in ("forest", "mountain", "water")]
    game.actions.add_counters([e], "Kelon", 3, Ctx(game, 0))
    assert [game.characteristic(e, s) for s in ("forest", "mountain", "water")] == before


def test_4_2_a_c_4_2_1_a_4_2_4_a_the_phases_and_their_daily_effects(book5):
    assert book5.phase_names == ["Morning", "Noon", "Afternoon", "Dusk", "Night"]
    effects = {p.name: [e[0] for e in p.effects] for p in book5.phases}
    assert effects["Morning"] == ["Succeed", "Prepare", "Draw", "Expand"] and effects["Dusk"] == ["Progress"]
    assert {n for n, e in effects.items() if e} == {"Morning", "Dusk", "Night"}


def test_2_2_1_a_b_g_5_4_b_c_d_a_reaction_is_an_emblem_in_limbo_then_ceases_to_exist(board5, book5):
    game = board5.game
    board5.put("Chiron", 0, "Hand")
    board5.put("Foundry Armorer", 0, "Expedition", sub="companion")
    for _ in range(5):
        board5.put("Ordis Trooper", 0, "Mana")
    [play] = [x for x in game.plays.playable(0) if x[0].name == "Chiron" and x[2] == "hero"]
    game.plays.play_card(0, *play)
    game.runtime.flush_events()
    [emblem] = game.objects(book5.emblem_zone)
    assert game.type_of(emblem) == "Emblem" and game.type_of(emblem) in book5.types
    exhausted = sum(game.has_status(o, "Exhausted") for o in game.objects("Mana", 0))
    start = len(game.events)
    game.runtime.check_reactions()
    assert not [e for e in game.events[start:] if e["e"] == "move"]
    assert sum(game.has_status(o, "Exhausted") for o in game.objects("Mana", 0)) == exhausted
    assert game.objects(book5.emblem_zone) == []


def test_3_2_1_a_b_the_adventure_is_eight_regions_seen_alike(board5):
    game = board5.game
    assert len(game.adventure_zone.objs) == 8
    assert game.observation(0).track == game.observation(1).track


def test_1_1_6_d_a_missing_statistic_counts_as_zero(board5):
    assert board5.game.characteristic(board5.put("Hooked", 0, "Reserve"), "forest") == 0


def test_2_1_j_cards_in_hidden_zones_keep_no_status_or_counter(board5):
    game = board5.game
    o = board5.put("Ordis Trooper", 0, "Expedition", sub="hero", statuses=("Exhausted",), counters={"boost": 2})
    [card] = game.actions.move([o], "Hand", Ctx(game, 0))
    assert not card.statuses and not card.counters


@pytest.fixture(scope="module")
def games5(book5, decks):
    from altered.engine.decisions import RandomAgent
    from altered.engine.game import Game
    out = []
    for seed in (1, 2):
        game = Game(book5, decks, [RandomAgent(seed), RandomAgent(seed + 100)], seed=seed, log=True)
        game.play()
        out.append(game)
    return out


def test_4_2_f_4_2_3_b_c_turns_start_with_the_first_player_and_end_when_all_have_passed(games5):
    for game in games5:
        afternoons, current = [], None
        for e in game.events:
            if e["e"] == "phase":
                current = [] if e["name"] == "Afternoon" else None
                if current is not None:
                    afternoons.append((e["first_player"], current))
            elif current is not None and e["e"] in ("play", "pass") and e.get("phase") == "Afternoon":
                current.append((e["player"], e["e"]))
        for first, turns in afternoons[:-1]:
            assert turns[0][0] == first and turns[-1][1] == "pass"
            assert {p for p, what in turns if what == "pass"} == {0, 1}


def test_1_2_5_b_d_5_1_1_b_5_2_a_5_1_2_a_a_turn_offers_plays_and_playing_has_four_parts(board5):
    game = board5.game
    board5.put("Ordis Trooper", 0, "Hand")
    board5.put("Foundry Armorer", 0, "Reserve")
    for _ in range(5):
        board5.put("Foundry Armorer", 0, "Mana")
    sources = {(o.name, src) for o, src, sub, cost in game.plays.playable(0)}
    assert {("Ordis Trooper", "Hand"), ("Foundry Armorer", "Reserve")} <= sources
    [play] = [x for x in game.plays.playable(0) if x[0].name == "Ordis Trooper" and x[2] == "companion"]
    start = len(game.events)
    game.plays.play_card(0, *play)
    steps = [(e["e"], e.get("to") or e.get("status")) for e in game.events[start:] if e["e"] in ("play", "move", "gain")]
    assert steps[:3] == [("play", None), ("move", "Limbo"), ("gain", "Exhausted")]
    assert steps[-1] == ("move", "Expedition") and {s for s in steps[2:-1]} == {("gain", "Exhausted")}


