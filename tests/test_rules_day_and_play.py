"""The day's structure (4.2) and playing cards, quick actions and Reactions (5), read from the events
of whole games and of positions laid out by hand."""
from __future__ import annotations

import pytest

from altered.engine.decisions import FirstOptionAgent, RandomAgent
from altered.engine.game import Game

pytestmark = pytest.mark.editions("3.0", "5.0")   # the rules these test say the same in v5.0


@pytest.fixture(scope="module")
def games(book, decks):
    out = []
    for seed in (1, 2, 3):
        game = Game(book, decks, [RandomAgent(seed), RandomAgent(seed + 100)], seed=seed, log=True)
        game.play()
        out.append(game)
    return out


def _by_day(game):
    days = {}
    for e in game.events:
        if e["e"] == "phase":
            days.setdefault(e["day"], []).append(e["name"])
    return days


def test_4_2_a_1_3_2_a_a_day_has_five_phases_in_order(games, book):
    assert book.phase_names == ["Morning", "Noon", "Afternoon", "Dusk", "Night"]
    for game in games:
        days = _by_day(game)
        last = max(days)
        for day, phases in days.items():
            if day == 1:
                assert phases == book.phase_names[1:]          # the first day starts at Noon (4.1.l)
            elif day != last:
                assert phases == book.phase_names
            else:
                assert phases == book.phase_names[:len(phases)]


def test_4_2_c_4_2_2_a_4_2_3_a_daily_effects_happen_only_in_morning_dusk_and_night(games, book):
    with_effects = {p.name for p in book.phases if p.effects}
    assert with_effects == {"Morning", "Dusk", "Night"}
    for game in games:
        assert {e["phase"] for e in game.events if e.get("effect")} <= with_effects


def _afternoons(game):
    out, current = [], None
    for e in game.events:
        if e["e"] == "phase":
            current = [] if e["name"] == "Afternoon" else None
            if current is not None:
                out.append((e["first_player"], current))
        elif current is not None and e["e"] in ("play", "pass") and e.get("phase") == "Afternoon":
            current.append((e["player"], e["e"]))
    return out


def test_4_2_f_4_2_3_b_c_the_first_player_starts_and_the_afternoon_ends_when_all_have_passed(games):
    for game in games:
        for first, turns in _afternoons(game)[:-1]:            # the last day may end during its Afternoon
            assert turns[0][0] == first
            assert {p for p, what in turns if what == "pass"} == {0, 1}
            assert turns[-1][1] == "pass"
            for i, (p, what) in enumerate(turns):               # nobody acts after passing
                assert (p, "pass") not in turns[:i]


class Recorder(FirstOptionAgent):
    """Answers the first option (or ``answer`` when offered) and keeps every decision it saw."""

    def __init__(self, answer="pass"):
        self.seen, self.answer = [], answer

    def choose(self, observation, decision):
        self.seen.append(decision)
        return decision.labels.index(self.answer) if self.answer in decision.labels else 0


def test_5_1_1_b_5_2_a_a_turn_offers_cards_from_hand_and_reserve_quick_actions_and_passing(board, catalog):
    game = board.game
    board.put("Ordis Trooper", 0, "Hand")
    board.put("Foundry Armorer", 0, "Reserve")
    board.put(catalog.find("BTG-024-R"), 0, "Landmark", counters={"Kelon": 1})            # Kelon Cylinder's {T} quick action
    board.put("Ordis Trooper", 0, "Expedition", sub="hero")
    for _ in range(4):
        board.put("Ordis Trooper", 0, "Mana")
    agent = game.players[0].agent = Recorder()
    game.vars["turn_player"] = 0
    game.flow.turn_action()
    [turn] = [d for d in agent.seen if d.kind == "turn"]
    labels = " | ".join(turn.labels)
    assert "play Ordis Trooper from Hand" in labels and "play Foundry Armorer from Reserve" in labels
    assert "use Kelon Cylinder" in labels and turn.labels[-1] == "pass"


def _events_since(game, start, kinds):
    return [e for e in game.events[start:] if e["e"] in kinds]


def test_5_1_2_a_g_i_declare_move_to_limbo_pay_then_resolve(board):
    game = board.game
    board.put("Ordis Trooper", 0, "Hand")
    board.put("Foundry Armorer", 0, "Mana")
    [play] = [x for x in game.plays.playable(0) if x[0].name == "Ordis Trooper" and x[2] == "companion"]
    start = len(game.events)
    game.plays.play_card(0, *play)
    steps = [(e["e"], e.get("to") or e.get("status")) for e in _events_since(game, start, ("play", "move", "gain"))]
    assert steps == [("play", None), ("move", "Limbo"), ("gain", "Exhausted"), ("move", "Expedition")]
    assert [o.sub for o in game.objects("Expedition", 0)] == ["companion"]       # the Expedition chosen


def test_5_1_2_j_7_5_10_a_a_card_is_played_when_it_leaves_limbo(board):
    """Kadigiran Mage-Dancer: "When you play a Spell": activated as the Spell leaves Limbo, not before."""
    game = board.game
    board.put("Kadigiran Mage-Dancer", 0, "Expedition", sub="hero")
    board.put("Magical Training", 0, "Hand")
    board.put("Foundry Armorer", 0, "Deck")
    for _ in range(3):
        board.put("Ordis Trooper", 0, "Mana")
    [play] = [x for x in game.plays.playable(0) if x[0].name == "Magical Training"]
    start = len(game.events)
    game.plays.play_card(0, *play)
    game.runtime.check_reactions()
    events = game.events[start:]
    left = next(i for i, e in enumerate(events) if e["e"] == "move" and e.get("frm") == "Limbo"
                and e.get("obj") == "Magical Training")
    reacted = next(i for i, e in enumerate(events) if e["e"] == "reaction" and e.get("card") == "Kadigiran Mage-Dancer")
    assert left < reacted


def test_5_4_b_c_d_a_reaction_resolves_from_limbo_and_ceases_to_exist(board, book):
    """Chiron's {J}: the Reaction is no card: no zone change, no cost paid, nothing left in Limbo."""
    from test_rules_scope_and_names import reaction_in_limbo
    played = len(board.game.events)
    game, _ = reaction_in_limbo(board, book)           # played, and its Reaction activated
    exhausted = sum(game.has_status(o, "Exhausted") for o in game.objects("Mana", 0))
    start = len(game.events)
    game.runtime.check_reactions()
    assert [e for e in game.events[played:] if e["e"] == "reaction" and e["card"] == "Chiron"]
    assert not [e for e in game.events[start:] if e["e"] == "move"]                       # b: no zone change
    assert sum(game.has_status(o, "Exhausted") for o in game.objects("Mana", 0)) == exhausted   # c: no cost
    assert game.objects("Limbo") == []                                                     # d
    assert sum(o.counters.get("boost", 0) for o in game.objects("Expedition", 0)) == 1


def test_5_3_b_c_d_5_1_2_b_a_quick_action_of_an_object_one_controls_exhausts_it_and_moves_nothing(board, catalog):
    game = board.game
    mine = board.put(catalog.find("BTG-024-R"), 0, "Landmark", counters={"Kelon": 2})
    board.put(catalog.find("BTG-024-R"), 1, "Landmark", counters={"Kelon": 2})
    board.put("Ordis Trooper", 0, "Expedition", sub="hero")
    options = game.runtime.quick_options(0)
    assert options and all(o.controller == 0 for o, _ in options)                          # b
    start = len(game.events)
    game.runtime.play_quick(0, *next((o, q) for o, q in options if "Spend 1" in q.text))
    game.runtime.check_reactions()
    assert game.has_status(mine, "Exhausted")                                              # d: {T}
    assert mine in game.objects("Landmark", 0)                                             # c: no zone change
    assert not [e for e in game.events[start:] if e["e"] == "move"]
    kinds = [e["e"] for e in game.events[start:] if e["e"] in ("quick", "gain", "counters")]
    assert kinds[:2] == ["quick", "gain"] and "counters" in kinds[2:]     # 5.1.2.b: declared, paid, resolved


def test_7_3_1_a_2_2_1_g_2_2_7_d_2_2_8_d_2_2_14_b_a_reaction_waits_in_limbo_as_an_emblem_without_costs(board, book):
    from test_rules_scope_and_names import reaction_in_limbo
    game, emblem = reaction_in_limbo(board, book)
    assert game.type_of(emblem) == "Emblem"
    assert "hand_cost" not in emblem.card.base and "reserve_cost" not in emblem.card.base
    assert emblem.id not in game.durations                       # a Reaction emblem has no duration
    game.runtime.check_reactions()
    assert game.objects(book.emblem_zone) == []


def test_4_2_1_a_4_2_4_a_four_daily_effects_in_the_morning_one_at_dusk(book):
    effects = {p.name: [e[0] for e in p.effects] for p in book.phases}
    assert effects["Morning"] == ["Succeed", "Prepare", "Draw", "Expand"] and effects["Dusk"] == ["Progress"]


def test_1_2_6_c_the_controller_chooses_a_target_as_the_spell_resolves(board):
    """Hooked ("Target Character switches Expeditions"), two Characters: its player chooses while it is
    in Limbo, after paying, before it leaves."""
    game = board.game
    board.put("Hooked", 0, "Hand")
    board.put("Foundry Armorer", 0, "Mana")
    board.put("Ordis Trooper", 1, "Expedition", sub="hero")
    board.put("Foundry Armorer", 1, "Expedition", sub="hero")
    board.answer(0, "Foundry Armorer")
    [play] = [x for x in game.plays.playable(0) if x[0].name == "Hooked"]
    start = len(game.events)
    game.plays.play_card(0, *play)
    kinds = [(e["e"], e.get("to") or e.get("player")) for e in game.events[start:]
             if e["e"] in ("move", "choice") and (e["e"] == "choice" or e.get("obj") == "Hooked")]
    assert kinds == [("move", "Limbo"), ("choice", 0), ("move", "Reserve")]
    assert [o.sub for o in game.objects("Expedition", 1) if o.name == "Foundry Armorer"] == ["companion"]


def test_1_1_6_a_numbers_are_integers(games):
    for game in games:
        for e in game.events:
            if e["e"] == "counters":
                assert isinstance(e["now"], int)
            if e["e"] == "roll":
                assert isinstance(e["result"], int)
        for z in game.zones.values():
            for o in z.objs:
                if o.card.type == "Character":
                    assert all(isinstance(game.characteristic(o, s), int) for s in ("forest", "mountain", "water"))
