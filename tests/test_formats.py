"""Formats played to the end, checking what makes each one different: Booster War (seed 001, both
modes; rules_yaml/variants/booster-war*.yaml), Sealed (formats.md §5.3, CR 1.1.5) and the generic
mechanisms they are made of (a day limit, unlimited mana, decks made by set-up)."""
from __future__ import annotations

import random

import pytest

from altered.loading.cards.decks import deck_problems, load_format
from altered.cli.main import main
from altered.engine.decisions import FirstOptionAgent, RandomAgent, ScriptedAgent
from altered.loading.errors import DesignError
from altered.agents.greedy import GreedyAgent
from altered.engine.formats import build_limited, decks_for, open_pool, sealed_decks
from altered.engine.game import Game
from altered.rulebook import load_rulebook
from altered.simulation.layout import card_locations, put

pytestmark = pytest.mark.editions("3.0", "5.0")   # the rules these test say the same in v5.0

SEEDS = range(12)


@pytest.fixture(scope="module")
def war():
    return load_rulebook(variants=("booster-war",))


@pytest.fixture(scope="module")
def war12():
    return load_rulebook(variants=("booster-war-technical",))


def booster_game(book, catalog, seed, agents=None, log=True):
    agents = agents or [RandomAgent(2 * seed + 1), RandomAgent(2 * seed + 2)]
    return Game(book, decks_for(book, ["a", "b"], catalog), agents, seed=seed, log=log)


def cards_of(game, player, zone):
    return [o.card for o in game.zone(zone, player).objs]


# ---------------------------------------------------------------------- Booster War

@pytest.mark.parametrize("variant", ["booster-war", "booster-war-technical"])
def test_booster_war_ends_by_day_5_at_the_latest(variant, catalog):
    book = load_rulebook(variants=(variant,))
    ends = set()
    for seed in SEEDS:
        game = booster_game(book, catalog, seed, log=False)
        winner = game.play()
        assert game.day <= 5 and game.over
        ends.add((game.day, winner is None))
        assert all(len(where) == 1 for where in card_locations(game, ).values())     # no card lost or doubled
    assert {d for d, _ in ends} >= {4}                  # most games reach the day limit


def test_booster_war_set_up_puts_the_boosters_hero_in_play_and_the_rest_in_the_deck(war, catalog):
    game = booster_game(war, catalog, 3)
    game.setup()
    opened = [e for e in game.events if e["e"] == "open_booster"]
    assert len(opened) == 2
    for e in opened:
        p = e["player"]
        hero = cards_of(game, p, "Hero")
        assert len(hero) == 1 and hero[0].name == e["cards"][0] and hero[0].type == "Hero"
        in_game = cards_of(game, p, "Deck") + cards_of(game, p, "Hand")
        assert sorted(c.name for c in in_game) == sorted(e["cards"][1:])          # the 11 other cards
        assert len(cards_of(game, p, "Hand")) == 6 and not cards_of(game, p, "Mana")
        assert not any(c.token for c in in_game)                                  # the token slot is set aside


def test_booster_war_any_card_can_be_played_whatever_its_cost(war, catalog):
    game = booster_game(war, catalog, 1)
    game.setup()
    assert not game.zone("Mana", 0).objs                         # no Mana Orb at all
    big = next(c for c in catalog if c.base.get("hand_cost", 0) >= 8 and c.type == "Character")
    o = put(game, big, 0, "Hand")
    plays = [x for x in game.plays.playable(0) if x[0] is o]
    assert plays and plays[0][3] >= 8
    game.plays.play_card(0, *plays[0])
    assert any(x.card is big for x in game.zone("Expedition").objs)


def test_booster_war_costly_cards_are_played_in_full_games(war, catalog):
    costs = []
    for seed in SEEDS:
        game = booster_game(war, catalog, seed)
        game.play()
        costs += [e["cost"] for e in game.events if e["e"] == "play"]
    assert max(costs) >= 6 and sum(c >= 4 for c in costs) > 20


def test_booster_war_draws_3_and_the_extra_day_draws_nothing(war, catalog):
    extra = None
    for seed in range(60):
        game = booster_game(war, catalog, seed)
        game.play()
        draws = [e for e in game.events if e["e"] == "move" and e["frm"] == "Deck" and e["to"] == "Hand"
                 and e["phase"] == "Morning"]
        for day in range(2, 5):
            for p in (0, 1):
                mine = [e for e in draws if e["day"] == day and e["owner"] == p]
                assert len(mine) <= 3
        if game.day == 5:
            extra = game
            assert not [e for e in draws if e["day"] == 5]
            assert {"e": "skip", "daily_effect": "Draw"}.items() <= next(
                e for e in game.events if e["e"] == "skip").items()
            break
    assert extra is not None, "no seed led to the extra day"
    limit = [e for e in extra.events if e["e"] == "day_limit"]
    assert [e["day"] for e in limit][:1] == [4]


def test_booster_war_tied_after_day_4_means_equal_distances(war, catalog):
    """After day 4 the greater distance sum wins; equal sums play day 5; still equal, no winner."""
    seen_win4 = seen_draw = False
    for seed in range(60):
        game = booster_game(war, catalog, seed)
        positions = {}
        game.after_step = lambda g: positions.__setitem__(g.day, [m.travelled for m in g.markers])
        winner = game.play()
        dist = [sum(m.travelled for m in game.markers if m.player == p) for p in (0, 1)]
        if game.day == 4 and winner is not None and not any(e["e"] == "win" and e["day"] < 4 for e in game.events):
            assert dist[winner] > dist[1 - winner]
            seen_win4 = True
        if game.day == 5 and winner is None:
            assert dist[0] == dist[1]
            assert any(e["e"] == "no_winner" for e in game.events)
            seen_draw = True
    assert seen_win4 and seen_draw


def test_booster_war_is_deterministic_and_ends_with_a_winner_on_seed_1(capsys):
    outs = []
    for _ in range(2):
        assert main(["play", "--variant", "booster-war", "--seed", "1"]) == 0
        outs.append(capsys.readouterr().out)
    assert outs[0] == outs[1] and "Winner: P" in outs[0].splitlines()[-1]


def _deck_order(game, p):
    return [c.name for c in cards_of(game, p, "Hand")] + [c.name for c in cards_of(game, p, "Deck")]


@pytest.mark.parametrize("kind", ["random", "greedy", "first"])
def test_booster_war_technical_an_agent_builds_a_legal_12_card_deck(kind, war12, catalog):
    agents = {"random": [RandomAgent(5), RandomAgent(6)], "greedy": [GreedyAgent(5), GreedyAgent(6)],
              "first": [FirstOptionAgent(), FirstOptionAgent()]}[kind]
    game = booster_game(war12, catalog, 7, agents)
    game.play()                            # through the game's own loop: a searching agent looks ahead in it
    for e in (e for e in game.events if e["e"] == "open_booster"):
        p = e["player"]
        built = [m for m in game.events if m["e"] == "move" and m["phase"] == "setup" and m["owner"] == p
                 and m["frm"] == "Booster"]
        hero = [m["obj"] for m in built if m["to"] == "Hero"]
        deck = [m["obj"] for m in built if m["to"] == "Deck"]
        # legal: the booster's 12 cards, each once, the Hero in play, no token, nothing left over
        assert len(hero) == 1 and len(hero) + len(deck) == 12
        assert sorted(hero + deck) == sorted(e["cards"])
        assert not game.zone("Booster", p).objs
        picks = [c["chose"] for c in game.events if c["e"] == "choice" and c["phase"] == "setup" and c["player"] == p]
        assert picks == deck[:len(picks)] and len(picks) == 10        # the agent's order (the 11th is forced)


def test_booster_war_technical_the_deck_is_in_the_order_the_player_chose(war12, catalog):
    probe = booster_game(war12, catalog, 4, [FirstOptionAgent(), FirstOptionAgent()])
    probe.setup()
    opened = {e["player"]: e["cards"] for e in probe.events if e["e"] == "open_booster"}
    # player 1 stacks their 11 cards in reverse alphabetical order; player 2 takes the first option
    wanted = sorted(opened[0][1:], reverse=True)
    script = ScriptedAgent(list(wanted[:-1]), FirstOptionAgent())
    game = booster_game(war12, catalog, 4, [script, FirstOptionAgent()])
    game.setup()
    assert _deck_order(game, 0)[6:] == wanted[6:]              # the deck below the opening hand, in order
    assert sorted(_deck_order(game, 0)[:6]) == sorted(wanted[:6])
    assert [e["chose"] for e in game.events if e["e"] == "choice" and e["player"] == 0][:10] == wanted[:10]
    assert all(e["secret"] for e in game.events if e["e"] == "choice" and e["phase"] == "setup")


# ---------------------------------------------------------------------- Sealed (1.1.5)

def test_sealed_pool_is_seven_boosters_and_an_agent_builds_a_legal_limited_deck(catalog):
    fmt = load_format("sealed")
    for seed in range(6):
        pool = open_pool(fmt, catalog, random.Random(seed))
        assert len(pool) == 7 * 12 and sum(c.type == "Hero" for c in pool) == 7
        deck = build_limited(pool, fmt, catalog, RandomAgent(seed))
        assert deck_problems(deck, load_format("limited")) == []                 # 1.1.5.b-d
        assert len(deck.cards) >= 29 and deck.hero in pool
        assert len({c.faction for c in deck.cards if c.faction} | {deck.hero.faction}) <= 3
        from collections import Counter
        left = Counter(c.version for c in pool)
        for c in deck.cards:
            if c.name != "Mana Convergence":                   # 1.1.5.a: added in any number
                left[c.version] -= 1
                assert left[c.version] >= 0, f"{c} is not in the pool"


def test_sealed_game_is_played_with_the_built_decks(catalog):
    fmt = load_format("sealed")
    book = load_rulebook()
    agents = [GreedyAgent(3), RandomAgent(4)]
    decks = sealed_decks(fmt, catalog, agents, 3)
    assert [d.format for d in decks] == ["sealed", "sealed"]
    assert all(deck_problems(d, fmt) == [] for d in decks)
    game = Game(book, decks, agents, seed=3)
    assert game.play() in (0, 1)


def test_play_format_sealed_twice_is_identical(capsys):
    outs = []
    for _ in range(2):
        assert main(["play", "--format", "sealed", "--seed", "2"]) == 0
        outs.append(capsys.readouterr().out)
    assert outs[0] == outs[1] and "sealed deck" in outs[0] and "Winner" in outs[0]


def test_play_format_checks_the_deck_files_by_that_format(capsys, tmp_path):
    assert main(["play", "--format", "limited", "--seed", "1"]) == 0
    capsys.readouterr()
    assert main(["play", "--format", "selaed"]) == 1
    assert "unknown format 'selaed'; did you mean sealed" in capsys.readouterr().err
    assert main(["play", "--format", "sealed", "--variant", "booster-war"]) == 1
    assert "the rules make the decks at set-up" in capsys.readouterr().err


# ---------------------------------------------------------------------- the generic mechanisms

def write_variant(tmp_path, text):
    path = tmp_path / "v.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_day_limit_is_data_for_any_rules(tmp_path, catalog, decks):
    path = write_variant(tmp_path, """\
name: two-days
add:
  day.day_limit:
    days: 2
    decide:
      - if: {gt: [{call: distance, player: 0}, {call: distance, player: 1}]}
        then: [{win: 0}]
""")
    book = load_rulebook(variants=(str(path),))
    for seed in range(5):
        game = Game(book, decks, [RandomAgent(seed), RandomAgent(seed + 1)], seed=seed)
        winner = game.play()
        assert game.day == 2 and winner in (0, None)


def test_a_day_limit_naming_an_unknown_daily_effect_says_where(tmp_path):
    path = write_variant(tmp_path, """\
name: bad
add:
  day.day_limit:
    days: 2
    skip_on_extra_days: [Drwa]
    decide: []
""")
    with pytest.raises(DesignError) as e:
        load_rulebook(variants=(str(path),))
    assert "unknown daily effect 'Drwa'" in str(e.value) and "did you mean 'Draw'" in str(e.value)


def test_an_unknown_booster_set_in_a_variant_says_where(tmp_path):
    path = write_variant(tmp_path, """\
name: bad
set:
  setup.setup.steps:
    - each_player:
        do: [{open_booster: {set: btj, to: Hand}}]
""")
    with pytest.raises(DesignError) as e:
        load_rulebook(variants=(str(path),))
    assert "no booster file for set 'btj'; did you mean btg?" in str(e.value)


def test_unlimited_mana_is_data(tmp_path, catalog, decks):
    path = write_variant(tmp_path, "name: free\nadd:\n  play.play.mana.unlimited: true\n")
    book = load_rulebook(variants=(str(path),))
    game = Game(book, decks, [FirstOptionAgent(), FirstOptionAgent()], seed=1)
    game.setup()
    for o in game.zone("Mana", 0).objs:
        o.statuses["Exhausted"] = True
    costly = [x for x in game.plays.playable(0) if x[3] > 0]
    assert costly                                          # paid with no ready Mana Orb
    game.plays.play_card(0, *costly[0])
    assert all(o.statuses.get("Exhausted") for o in game.zone("Mana", 0).objs)


def test_booster_war_a_booster_without_a_hero_plays_without_one(tmp_path, catalog):
    """The variant's reading: no Hero in the booster, no Hero in play, the no-Hero limits of 2 (3.2.7.b, 3.2.10.b)."""
    from altered.loading.paths import RULES_DIR
    booster = tmp_path / "nohero.yaml"
    booster.write_text((RULES_DIR / "boosters" / "btg.yaml").read_text(encoding="utf-8")
                       .replace("  - name: Hero ", "  - name: extra common ").replace("where: {type: Hero}", "where: {rarity: common}"),
                       encoding="utf-8")
    variant = tmp_path / "war-no-hero.yaml"
    variant.write_text((RULES_DIR / "variants" / "booster-war.yaml").read_text(encoding="utf-8")
                       .replace("name: booster-war", "name: war-no-hero").replace("set: btg", f"set: {booster}"),
                       encoding="utf-8")
    book = load_rulebook(variants=(str(variant),))
    for seed in range(4):
        game = booster_game(book, catalog, seed)
        game.setup()
        assert not game.zone("Hero", 0).objs and not game.zone("Hero", 1).objs
        assert len(game.zone("Deck", 0).objs) + len(game.zone("Hand", 0).objs) == 12
        winner = game.play()
        assert game.day <= 5 and winner in (0, 1, None)
        kept = {}
        for e in game.events:
            if e["e"] == "choice" and e["prompt"] == "choose kept reserve" and e["chose"] != "done":
                kept[(e["day"], e["player"])] = kept.get((e["day"], e["player"]), 0) + 1
        assert kept and max(kept.values()) <= 2                    # Clean-up keeps at most 2 (4.2.5.c)


def test_deck_build_writes_the_sealed_deck_play_builds_and_it_is_legal(tmp_path, capsys):
    out = tmp_path / "p2.txt"
    assert main(["deck", "build", "--format", "sealed", "--seed", "2", "--player", "2", "-o", str(out)]) == 0
    assert main(["deck", "check", str(out), "--format", "sealed"]) == 0
    legal = capsys.readouterr().out.strip()
    assert main(["play", "--format", "sealed", "--seed", "2"]) == 0
    built = capsys.readouterr().out.splitlines()[1]                 # "P2 builds a sealed deck: HERO and N cards"
    hero_and_size = built.split(": ", 1)[1].split(" (")[0]
    assert legal.endswith(f"a legal sealed deck ({hero_and_size})")
    assert main(["deck", "build", "--format", "limited"]) == 1
    assert "gives no pool" in capsys.readouterr().err
