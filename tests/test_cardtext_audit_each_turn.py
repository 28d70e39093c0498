"""What each opponent does in turn, as an outside audit found it read unclearly. "Your opponents draw a card" is
every opponent (a table of more than two has several), each in turn as "Each opponent ..." (1.4.5), where it
read as "your opponent does". A target in a step each player does is chosen once, before the step, by the
effect's controller (6.5.b; only "X times" and "for each" choose anew, 6.5.i): "Each opponent creates a ... token
in target Expedition" chose one for each opponent. "If you do" asks of the last verb, as English does: after
"If you do, you may draw a card.", the next "If you do" asked of the discard before it (6.5.f). Played at a table
of four (rules_yaml/variants/ffa.yaml), where the old readings fail, and by
tests/scenarios/v5/6.5.f-if-you-do-asks-of-the-last-verb.yaml."""
from __future__ import annotations

import pytest

from altered.cli.main import main
from altered.engine.decisions import FirstOptionAgent
from altered.engine.game import Game
from altered.engine.seating import default_decks
from altered.effects import Ctx
from altered.rulebook import load_rulebook
from altered.loading.cards.decks import deck_path, load_deck
from readings import effect


@pytest.mark.parametrize("text", [
    "{J} Your opponents draw a card.",
    "{J} Your opponents each put a card from their hand in Reserve.",
    "{J} Your opponents each sacrifice a Character.",
    "{J} You may have your opponents draw a card.",
])
def test_1_4_5_your_opponents_is_each_opponent_in_turn(capsys, text):
    steps = effect(text)
    loop = (steps[0].get("may") or {}).get("do", steps)[0]
    assert loop["each_player"]["who"] == "opponents", steps
    assert main(["explain", "--edition", "5.0", text]) == 0
    out = capsys.readouterr().out
    assert "each opponent in turn" in out and "your opponent does" not in out


def test_your_opponent_is_still_the_one():
    assert effect("{J} Your opponent draws a card.")[0]["as_player"]["who"] == "opponent"


def test_6_5_b_a_target_in_each_players_step_is_chosen_once_before_it():
    text = ("{J} Each opponent sacrifices a Character. Then, each opponent creates a [Brassbug 2/2/2] Robot token "
            "in target Expedition.")
    first, choose, second = effect(text)
    assert first["each_player"]["who"] == second["each_player"]["who"] == "opponents"
    assert choose["choose"]["target"] and choose["choose"]["who"] == {"controller_of": "self"}
    assert second["each_player"]["do"] == [{"create": {"name": "Brassbug", "stats": {"forest": 2, "mountain": 2, "water": 2},
                                                        "subtypes": ["Robot"], "count": 1, "in": {"var": choose["choose"]["as"]}}}]
    [choose, loop] = effect("{J} Each player discards target Character.")
    assert "choose" in choose and "choose" not in str(loop)


@pytest.mark.parametrize("text", [
    "{J} Each opponent discards target Character they control.",
    "{J} Each opponent exhausts target card in their Reserve.",
])
def test_6_5_b_a_target_among_what_each_player_names_stays_in_their_turn(text):
    """Among what "you" names in each turn ("they control", "their Reserve"): one for each, as before."""
    [loop] = effect(text)
    assert "choose" in str(loop["each_player"]["do"][0])


@pytest.mark.parametrize("text, asked", [
    ("{J} You may discard a card from your hand. If you do, you may draw a card. If you do, I gain 1 boost.", 1),
    ("{J} You may discard a card from your hand. If you do, sacrifice a Character. If you do, I gain 1 boost.", 1),
    # a draw chooses nothing: done exactly when the discard was, so asking of it is asking of the discard
    ("{J} You may discard a card from your hand. If you do, draw a card. If you do, I gain 1 boost.", 0),
    # "If you don't" right after pairs with the "If you do" before it
    ("{J} You may draw a card. If you do, discard a card. If you don't, I gain 1 boost.", 0),
])
def test_6_5_f_if_you_do_asks_of_the_last_verb(text, asked):
    steps = effect(text)
    bound = [s[k]["as"] for s in steps for k in ("may", "choose") if k in s] + \
            [x[k]["as"] for s in steps if "then" in s for x in s["then"] for k in ("may", "choose") if k in x]
    last = steps[-1]["if"]
    assert last in ({"did": bound[asked]}, {"not": {"did": bound[asked]}}), (last, bound)


# -- played at a table of four ------------------------------------------------------------------------------

class Cycling:
    """Picks another option each time it is asked, so that a choice made twice shows."""
    observes = False

    def __init__(self):
        self.asked = None              # None: not counting yet (the game's setup asks too)

    def choose(self, observation, decision):
        if self.asked is None:
            return 0
        self.asked += 1
        return (self.asked - 1) % len(decision.labels)


@pytest.fixture()
def table(catalog):
    book = load_rulebook(variants=["ffa"])
    book.prepare(catalog)
    decks = [load_deck(deck_path(name), catalog) for name in default_decks(4)]
    me = Cycling()
    game = Game(book, decks, [me] + [FirstOptionAgent()] * 3, seed=1)
    game.setup()
    return book, game, me


def test_1_4_5_at_a_table_of_four_your_opponents_is_all_three(table):
    book, game, _ = table
    hands = [len(game.zones[("Hand", p)].objs) for p in range(4)]
    book.compiler.effect(effect("{J} Your opponents draw a card."))(Ctx(game, 0))
    assert [len(game.zones[("Hand", p)].objs) - hands[p] for p in range(4)] == [0, 1, 1, 1]


def test_6_5_b_at_a_table_of_four_one_target_expedition_for_every_opponent(table):
    """Three opponents create a token each, all in the one Expedition chosen (read as chosen in each turn,
    the player chose three times, three different ones)."""
    book, game, me = table
    hero = next(o for o in game.zones[("Hero", 0)].objs)
    steps = effect("{J} Each opponent creates a [Brassbug 2/2/2] Robot token in target Expedition.")
    me.asked = 0
    book.compiler.effect(steps)(Ctx(game, 0, hero))
    assert me.asked == 1
    tokens = [o for z in game.zone_instances("Expedition", None) for o in z.objs if o.name == "Brassbug"]
    assert len(tokens) == 3 and len({(o.controller, o.sub) for o in tokens}) == 1, [(o.controller, o.sub) for o in tokens]
