"""Multiplayer games played by the engine from the table files (rules_yaml/multiplayer/) and the
variants that select them (rules_yaml/variants/ffa.yaml, 2v2.yaml): formats.md §2-4, CR 1.2.1.b,
1.2.3.c, 4.2.1.b, 4.2.3.c, 4.2.4.e, 1.3.3.b, 4.3.e."""
from __future__ import annotations

import pytest

from altered.loading.cards.decks import deck_path, load_deck
from altered.cli.main import main
from altered.engine.decisions import FirstOptionAgent, RandomAgent
from altered.engine.game import Game
from altered.rulebook import load_rulebook
from altered.engine.seating import default_decks
from altered.simulation.layout import card_locations, empty, put, run_daily_effect

pytestmark = pytest.mark.editions("3.0", "5.0")   # the rules these test say the same in v5.0


@pytest.fixture(scope="module")
def four_decks(catalog):
    return [load_deck(deck_path(name), catalog) for name in default_decks(4)]


def table_book(name, catalog):
    book = load_rulebook(variants=[name])
    book.prepare(catalog)
    return book


def play(book, decks, seed):
    game = Game(book, decks, [RandomAgent(2 * seed + 1 + p) for p in range(len(decks))], seed=seed)
    game.play()
    return game


def test_ffa_games_end_with_exactly_one_winner(catalog, four_decks):
    book = table_book("ffa", catalog)
    for seed in range(1, 6):
        game = play(book, four_decks, seed)
        assert game.winner is not None, seed
        assert game.winners == [game.winner]                          # S2: each player for themselves
        assert sorted(game.returns()) == [-1, -1, -1, 1]
        assert all(len(z) == 1 for z in card_locations(game, ).values())   # no card lost or doubled


def test_2v2_win_is_a_team_win(catalog, four_decks):
    book = table_book("2v2", catalog)
    for seed in range(1, 4):
        game = play(book, four_decks, seed)
        assert game.winner is not None, seed
        # S1, S3: teammates sit across (seats 1+3, 2+4): the winner's teammate wins too
        assert game.winners == sorted([game.winner, (game.winner + 2) % 4])
        returns = game.returns()
        assert [returns[p] for p in game.winners] == [1, 1] and sorted(returns) == [-1, -1, 1, 1]


def test_2v2_opponents_are_the_other_team_and_initiative_passes_left(catalog, four_decks):
    game = Game(table_book("2v2", catalog), four_decks, [FirstOptionAgent()] * 4, seed=1)
    assert game.opponents(0) == [1, 3] and game.opponents(1) == [2, 0]       # never the teammate
    assert [game.next_player(p) for p in range(4)] == [1, 2, 3, 0]             # 4.2.1.b: to the left
    game.vars["first_player"] = 2
    assert game.initiative_order() == [2, 3, 0, 1]                           # 4.2.3.c: clockwise


def test_4_2_4_e_progress_compares_each_expedition_with_the_one_the_table_says_faces_it(catalog, four_decks):
    game = Game(table_book("ffa", catalog), four_decks, [FirstOptionAgent()] * 4, seed=1)
    game.setup()
    for zone in ("Hand", "Expedition", "Reserve", "Mana"):
        empty(game, zone)
    trooper = next(c for c in catalog if c.name == "Ordis Trooper")
    # P1's companion Expedition faces P4's (ffa.yaml: [4.companion, 1.companion]), not P2's, its left
    # neighbour: P2's companion is empty, P4's is stronger, so P1's companion doesn't move forward.
    put(game, trooper, 0, "Expedition", sub="companion")
    put(game, trooper, 3, "Expedition", sub="companion")
    put(game, trooper, 3, "Expedition", sub="companion")
    # P1's hero Expedition faces P2's, empty: it moves forward.
    put(game, trooper, 0, "Expedition", sub="hero")
    before = {(m.player, m.sub): m.pos for m in game.markers}
    run_daily_effect(game, "Progress")
    moved = {k for k, pos in before.items() if [m.pos for m in game.markers
                                                 if (m.player, m.sub) == k] != [pos]}
    assert moved == {(0, "hero"), (3, "companion")}
    m = next(m for m in game.markers if (m.player, m.sub) == (0, "companion"))
    assert (game.facing(m).player, game.facing(m).sub) == (3, "companion")


def test_cli_plays_both_tables_the_same_twice(capsys):
    for argv in (["play", "--variant", "ffa", "--players", "4", "--seed", "1"], ["play", "--variant", "2v2", "--seed", "1"]):
        outs = []
        for _ in range(2):
            assert main(argv) == 0
            outs.append(capsys.readouterr().out)
        assert outs[0] == outs[1] and "Winner: P" in outs[0]
    assert "Winning team: " in outs[0]


def test_cli_players_must_match_the_table(capsys):
    assert main(["play", "--variant", "ffa", "--players", "3", "--seed", "1"]) == 1
    err = capsys.readouterr().err.strip()
    assert err == "<command line>: --players 3: the table 'ffa' seats 4"
    assert main(["play", "--players", "4", "--seed", "1"]) == 1
    assert "seats 2" in capsys.readouterr().err


def test_greedy_agent_counts_a_teammates_progress_as_its_own(catalog, four_decks):
    from altered.agents.greedy import GreedyAgent
    game = Game(table_book("2v2", catalog), four_decks, [FirstOptionAgent()] * 4, seed=1)
    game.setup()
    agent = GreedyAgent(1)
    before = agent.evaluate(game, 0)
    teammate = next(m for m in game.markers if (m.player, m.sub) == (2, "hero"))
    teammate.pos += 1                                    # seat 3 is seat 1's teammate (2v2.yaml)
    assert agent.evaluate(game, 0) > before
    rival = next(m for m in game.markers if (m.player, m.sub) == (1, "hero"))
    rival.pos += 2
    assert agent.evaluate(game, 0) < before


def test_your_opponent_at_a_table_of_four_is_each_opponent_and_a_target_is_chosen_among_them(catalog, four_decks):
    from altered.effects import Ctx
    book = table_book("2v2", catalog)
    game = Game(book, four_decks, [FirstOptionAgent()] * 4, seed=1)
    game.setup()
    hands = [len(game.zones[("Hand", p)].objs) for p in range(4)]
    book.compiler.effect([{"as_player": {"who": "opponent", "do": [{"do": {"Draw": {"count": 1}}}]}}])(Ctx(game, 0))
    assert [len(game.zones[("Hand", p)].objs) - hands[p] for p in range(4)] == [0, 1, 0, 1]   # not the teammate
    pick = book.compiler.expr({"players": "opponents"})
    assert sorted(pick(Ctx(game, 2))) == [1, 3]             # target opponent (6.5.b)


def test_a_four_player_game_saved_and_resumed_ends_as_played_straight(tmp_path, capsys):
    save = tmp_path / "ffa.jsonl"
    assert main(["play", "--variant", "ffa", "--seed", "1"]) == 0
    straight = capsys.readouterr().out.strip().splitlines()[-1]
    assert main(["play", "--variant", "ffa", "--seed", "1", "--stop-after", "30", "--save", str(save)]) == 0
    capsys.readouterr()
    assert main(["resume", str(save)]) == 0
    assert straight.startswith("    Winner: P") and straight in capsys.readouterr().out


def test_ffa_simultaneous_meeting_goes_to_a_tiebreaker_among_the_furthest_only(catalog, four_decks):
    """S2: several players meet at once and none advanced further: a day in the Arena (4.3.e) among
    those who advanced furthest; the others cannot win it (ffa.yaml's reading)."""
    book = table_book("ffa", catalog)
    seed = 8                                   # a game of seed 8 ends in the Arena
    game = Game(book, four_decks, [RandomAgent(2 * seed + 1 + p) for p in range(4)], seed=seed, log=True)
    game.play()
    arena = next(i for i, e in enumerate(game.events) if e["e"] == "arena")
    starts = {}
    where = {}
    for e in game.events[:arena]:
        if e["e"] == "setup":
            starts = {(p, sub): pos for p, sub, pos in e["markers"]}
            where = dict(starts)
        elif e["e"] == "advance":
            where[(e["player"], e["sub"])] = e["to"]
    distance = [sum(abs(where[(p, s)] - starts[(p, s)]) for s in ("hero", "companion")) for p in range(4)]
    contenders = next(e["value"] for e in game.events if e["e"] == "set" and e.get("var") == "contenders")
    from altered.engine.gamelog import public
    assert public({"e": "set", "var": "contenders", "value": contenders})["value"] == [p + 1 for p in contenders]
    assert sorted(contenders) == [p for p in range(4) if distance[p] == max(distance)] and len(contenders) > 1
    win = next(e for e in game.events if e["e"] == "win")
    assert win["rule"] == "4.3.e" and game.winner in contenders and game.winners == [game.winner]
    # S2: the others left the game: no Expedition, card or decision of theirs after that
    leave = next(i for i, e in enumerate(game.events) if e["e"] == "leave")
    left = [p for p in range(4) if p not in contenders]
    assert game.events[leave]["seats"] == [p + 1 for p in left]
    assert {m.player for m in game.markers} == set(contenders)
    assert not any(e["e"] == "choice" and e["player"] in left for e in game.events[leave:])
    assert all(owner not in left for _, owner in game.cards)
    assert all(len(z) == 1 for z in card_locations(game, ).values())


def test_players_leaving_re_pair_the_expeditions_that_faced_theirs(catalog, four_decks):
    """formats.md §4.3 (S2): Expeditions facing a player who left face the remaining players' instead,
    a Companion then possibly facing a Hero; turns skip who left."""
    game = Game(table_book("ffa", catalog), four_decks, [FirstOptionAgent()] * 4, seed=1)
    game.setup()
    game.leave([3])                           # seat 4 faced 1.companion and 3.hero (ffa.yaml)

    def faced(p, sub):
        m = game.facing(next(m for m in game.markers if (m.player, m.sub) == (p, sub)))
        return m.player, m.sub
    assert faced(0, "companion") == (2, "hero") and faced(2, "hero") == (0, "companion")
    assert faced(0, "hero") == (1, "hero") and faced(1, "companion") == (2, "companion")   # unchanged
    assert {m.player for m in game.markers} == {0, 1, 2}
    assert game.next_player(2) == 0 and 3 not in game.initiative_order()
    assert not any(z.objs for (name, owner), z in game.zones.items() if owner == 3)
    copy = game.copy()                        # a copy of the state keeps who left and the new pairs
    mine = next(m for m in copy.markers if (m.player, m.sub) == (0, "companion"))
    assert copy.out == {3} and (copy.facing(mine).player, copy.facing(mine).sub) == (2, "hero")


def test_7_4_7_c_a_teammate_pays_nothing_to_target_a_tough_character_an_opponent_pays(catalog, four_decks):
    game = Game(table_book("2v2", catalog), four_decks, [FirstOptionAgent()] * 4, seed=1)
    game.setup()
    achilles = next(c for c in catalog if c.name == "Achilles")             # [Tough 1]
    o = put(game, achilles, 0, "Expedition", sub="hero")
    assert [game.runtime.target_cost(o, p) for p in range(4)] == [0, 1, 0, 1]        # seat 3 is seat 1's teammate


def test_when_an_opponent_draws_triggers_for_each_opponent_not_the_teammate(catalog, four_decks):
    from altered.effects import Ctx
    book = table_book("2v2", catalog)
    game = Game(book, four_decks, [FirstOptionAgent()] * 4, seed=1)
    game.setup()
    empty(game, "Expedition")
    quetzal = next(c for c in catalog if c.name == "Quetzalcóatl")   # "When an opponent draws ... create a token"
    put(game, quetzal, 0, "Expedition", sub="hero")
    draw = book.compiler.effect([{"do": {"Draw": {"count": 1}}}])
    for drawer, tokens in ((2, 0), (3, 1), (1, 2)):                  # the teammate's draw creates none
        draw(Ctx(game, drawer))
        game.runtime.check_reactions()
        made = [o for o in game.objects("Expedition") if o.card.token]
        assert len(made) == tokens, drawer


def test_cli_a_deck_for_a_seat_the_table_has_not_is_an_error(capsys):
    assert main(["play", "--deck3", "axiom", "--seed", "1"]) == 1
    assert capsys.readouterr().err.strip() == ("<command line>: --deck3: the table seats 2 players "
                                               "(--variant 2v2 or ffa seats four)")


@pytest.mark.parametrize("table", ["2v2", "ffa"])
def test_two_players_meeting_together_a_team_win_in_2v2_a_tiebreaker_in_ffa(catalog, four_decks, table):
    """Seats 1 and 3 meet in the same step, as far as each other: teammates in 2v2 (their team wins,
    2v2.yaml's reading), rivals in Free for All (a day in the Arena between them, S2)."""
    from altered.effects import Ctx
    from altered.engine.game import GameOver
    game = Game(table_book(table, catalog), four_decks, [FirstOptionAgent()] * 4, seed=1, log=True)
    game.setup()
    heroes = {m.player: m for m in game.markers if m.sub == "hero"}
    last = game.track_length - 1
    for p in (0, 2):
        heroes[p].pos = last - 1               # one region short of their companion Expedition's start
    try:
        game.actions.advance([heroes[0], heroes[2]], 1, Ctx(game, 0))
    except GameOver:
        pass
    if table == "2v2":
        assert game.winners == [0, 2]
    else:
        assert game.winner is None and game.vars["tiebreakers"] and sorted(game.vars["contenders"]) == [0, 2]
        assert game.out == {1, 3} and {m.player for m in game.markers} == {0, 2}


def test_an_opponents_objects_are_those_of_every_opponent_not_the_teammates(catalog, four_decks):
    from altered.effects import Ctx
    book = table_book("2v2", catalog)
    game = Game(book, four_decks, [FirstOptionAgent()] * 4, seed=1)
    game.setup()
    empty(game, "Expedition")
    empty(game, "Reserve")
    trooper = next(c for c in catalog if c.name == "Ordis Trooper")
    for p in range(4):
        put(game, trooper, p, "Expedition", sub="hero")
        put(game, trooper, p, "Reserve")
    in_reserve = book.compiler.selector({"zone": "Reserve", "owner": "opponent"})       # personal zones
    assert sorted(o.owner for o in in_reserve(Ctx(game, 0))) == [1, 3]
    assert sorted(o.owner for o in in_reserve(Ctx(game, 1))) == [0, 2]
    in_play = book.compiler.selector({"zone": "Expedition", "controller": "opponent"})  # the shared zone
    assert sorted(o.controller for o in in_play(Ctx(game, 2))) == [1, 3]


def test_each_player_sees_only_the_size_of_the_others_hands_teammate_included(catalog, four_decks):
    """S2: a player may not show their hand to another player, their teammate included (3.1.3.e)."""
    game = Game(table_book("2v2", catalog), four_decks, [FirstOptionAgent()] * 4, seed=1)
    game.setup()
    view = game.observation(0)
    assert len(view.cards("Hand", 0)) == len(game.zones[("Hand", 0)].objs) > 0
    for p in (1, 2, 3):
        assert view.cards("Hand", p) == () and view.count("Hand", p) == len(game.zones[("Hand", p)].objs)
