"""Agents see only their own view (decisions.py, observation.py), resampled states are legal
(snapshot.resample), and the greedy agent is worth comparing against (greedy.py)."""
from __future__ import annotations

import random
import types
from collections import Counter

from altered.engine.decisions import RandomAgent
from altered.engine.game import Game
from altered.agents.greedy import GreedyAgent
from altered.engine.observation import Observation
from altered.engine.session import new_state
from altered.simulation.stats import wilson
from altered.simulation.layout import card_locations


class Snoop:
    """An agent that tries every way to reach hidden information from what it is given: every
    attribute, slot, container, closure cell and default of the observation and the decision,
    recursively.  It stops at the states ``observation.sample`` draws (checked apart, below)."""
    observes = True
    searches = True

    def __init__(self):
        self.rng = random.Random(1)
        self.found = []          # (what it was given, every string and object reachable from it)

    def choose(self, observation, decision):
        self.found.append((observation, decision, self.reach((observation, decision))))
        return self.rng.randrange(len(decision.labels))

    @staticmethod
    def reach(root):
        seen, strings, objects, todo = set(), set(), [], [root]
        while todo:
            x = todo.pop()
            if id(x) in seen or isinstance(x, (int, float, bool, type(None), type)):
                continue
            seen.add(id(x))
            objects.append(x)
            if isinstance(x, Game):            # a sampled state: checked apart
                continue
            if isinstance(x, str):
                strings.add(x)
                continue
            if isinstance(x, dict):
                todo += list(x.keys()) + list(x.values())
                continue
            if isinstance(x, (list, tuple, set, frozenset)):
                todo += list(x)
                continue
            if isinstance(x, types.FunctionType):
                todo += [c.cell_contents for c in x.__closure__ or ()] + list(x.__defaults__ or ())
                continue
            if isinstance(x, types.MethodType):
                todo.append(x.__func__)
                continue
            for k in getattr(type(x), "__slots__", ()):
                if hasattr(x, k):
                    todo.append(getattr(x, k))
            todo += list(getattr(x, "__dict__", {}).values())
        return strings, objects


def _hidden_from(game, player):
    """Card names only in places ``player`` can't see (the opponent's hand and face-down Mana,
    both decks), and the order of its own deck."""
    other = 1 - player
    seen = {o.card.name for z in game.zones.values() for o in z.objs
            if z.spec.visibility == "visible" and (not o.face_down or o.owner == player)
            or z.owner == player and z.spec.owner_sees}
    hidden = {o.card.name for z in game.zones.values() for o in z.objs if o.card_no is not None} - seen
    mine = {c.name for c in [game.decks[player].hero, *game.decks[player].cards] if c is not None}
    deck = [o.card.name for o in game.zones[("Deck", player)].objs]
    return hidden - mine, deck, {o.card.name for o in game.zones[("Hand", other)].objs} - seen - mine


def test_an_agent_reaches_no_hidden_information(book, decks):
    """Nothing reachable from what an agent is given names a card hidden from it (the opponent's
    hand, face-down Mana, the decks), nor its deck's order; no engine object, no log is reachable
    either, except through sample(), whose states are dealt again at random."""
    snoop = Snoop()
    game = Game(book, decks, [snoop, RandomAgent(2)], seed=6)
    state = game.start()
    checked = 0
    hands, truth, reordered = set(), set(), 0
    while not state.is_terminal() and checked < 60:
        d = state.decision
        if d.player == 0:
            hidden, deck, _ = _hidden_from(state, 0)
            snoop.choose(state.view_for(0, snoop), d)
            obs, _, (strings, objects) = snoop.found[-1]
            assert isinstance(obs, Observation)
            assert not any(s in hidden for s in strings), sorted(s for s in strings if s in hidden)
            kinds = {type(o).__module__ + "." + type(o).__name__ for o in objects}
            engine = {k for k in kinds if k.startswith("altered.")}
            # no engine object but the sampler's state, which was dealt again: no seed, no log
            assert engine <= {"altered.engine.observation.Observation", "altered.engine.observation.CardView",
                              "altered.engine.decisions.Decision", "altered.engine.game.Game"}, engine
            games = [o for o in objects if isinstance(o, Game)]
            assert len(games) == 1
            [g] = games
            assert g is not state and g.events == [] and g.seed is None and not g.logging
            assert all(p.agent is None for p in g.players)
            hands.add(tuple(o.card_no for o in g.zones[("Hand", 1)].objs))
            truth.add(tuple(o.card_no for o in state.zones[("Hand", 1)].objs))
            if [o.card_no for o in g.zones[("Deck", 0)].objs] != [o.card_no for o in state.zones[("Deck", 0)].objs]:
                reordered += 1
            checked += 1
        state.apply(random.Random(checked).randrange(len(d.labels)))
    assert checked >= 20
    assert hands != truth, "the sampler's state holds the true hand of the opponent"
    assert reordered >= checked - 2, "the sampler's state holds the true order of the player's deck"


def test_samples_redraw_the_hidden_cards_and_are_legal_states(book, decks):
    """Each card is in exactly one zone of a sample, every zone keeps its size, what the player
    sees is unchanged, and the opponent's hand is dealt again (so a sample tells nothing)."""
    state = new_state(book, decks, seed=4)
    rng = random.Random(0)
    for _ in range(30):
        state.apply(rng.randrange(len(state.legal_actions())))
    obs = state.observation(0)
    hands = Counter()
    for i in range(20):
        s = state.resample_hidden(0, random.Random(i))
        where = card_locations(s, )
        assert all(len(z) == 1 for z in where.values()), "a card lost or duplicated"
        seen = s.observation(0)
        assert seen.zones == obs.zones and seen.track == obs.track and seen.markers == obs.markers
        assert s.action_labels() == state.action_labels()
        hands[tuple(sorted(o.card.name for o in s.zones[("Hand", 1)].objs))] += 1
        # a sample plays on like any state
        for _ in range(10):
            if s.is_terminal():
                break
            s.apply(rng.randrange(len(s.legal_actions())))
    assert len(hands) > 5, "the opponent's hand is not dealt again"
    assert state.observation(0).zones == obs.zones        # the original is untouched


def test_cards_seen_stay_known_in_samples(book, decks):
    """A card a player saw go to the opponent's hand (from a visible zone) stays there in samples."""
    state = new_state(book, decks, seed=4)
    rng = random.Random(0)
    for _ in range(30):
        state.apply(rng.randrange(len(state.legal_actions())))
    [card] = state.zones[("Hand", 1)].objs[:1]
    state.known[card.card_no] |= 1                      # as if it had been revealed to player 1
    for i in range(10):
        s = state.resample_hidden(0, random.Random(i))
        assert card.card_no in [o.card_no for o in s.zones[("Hand", 1)].objs]


def test_greedy_beats_random_in_more_than_70_percent_of_games(book, decks):
    """Fixed seeds, seats and decks alternating (the bundled decks are unbalanced: P2's wins about
    80 % of random games between random agents).  80 games: the whole 95 % interval is above
    70 % (78 of 80, 91-99 %, when this was written; 68 of 80 before the greedy agent shortlisted the
    heuristic agent's best options)."""
    wins, n = 0, 80
    for seed in range(n):
        seat = seed % 2
        agents = [RandomAgent(seed), RandomAgent(seed)]
        agents[seat] = GreedyAgent(seed)
        wins += Game(book, decks, agents, seed=seed).play() == seat
    rate, low, high = wilson(wins, n)
    assert low > 0.70, f"greedy won {wins} of {n} ({rate:.0%}, 95% interval {low:.0%}-{high:.0%})"


def test_greedy_boosts_its_own_character_not_the_opponents(board):
    """A target for "Target Character gains 3 boosts" (Physical Training): the greedy agent picks its
    own Character, though the opponent's is offered too."""
    game = board.game
    me = game.first_player
    for _ in range(3):
        board.put("Ordis Trooper", me, "Mana")
    board.put("Physical Training", me, "Hand")
    board.put("Ordis Trooper", me, "Expedition", sub="hero")
    board.put("Foundry Armorer", 1 - me, "Expedition", sub="hero")
    game.phase_index, game.stage = game.book.phase_names.index("Afternoon"), "phase"
    state = game.start()
    assert state.decision.kind == "turn"
    state.apply(next(i for i, x in enumerate(state.decision.labels) if "Physical Training" in x))
    d = state.decision
    assert d.player == me and d.kind == "choose" and len(d.labels) >= 2, d
    agent = GreedyAgent(3)
    assert sorted(d.labels) == ["Foundry Armorer", "Ordis Trooper"]
    start = len(state.events)
    for _ in range(5):
        after = state.copy().apply(agent.choose(state.view_for(me, agent), d))
        boosted = {e["obj"] for e in after.events[start:] if e["e"] == "counters"}
        assert boosted == {"Ordis Trooper"}, boosted
    assert not [o for o in state.objects("Expedition") if o.counters]     # the original is untouched


def test_the_engine_tracks_who_knows_where_each_card_is(book, decks):
    """3.1.3, 3.2.5.b, 3.2.9.a: a card in a visible zone face up is known to all, a card in its
    owner's hand or face-down Mana to its owner at least, a card never seen to nobody."""
    state = new_state(book, decks, seed=9)
    rng = random.Random(2)
    for _ in range(80):
        if state.is_terminal():
            break
        state.apply(rng.randrange(len(state.legal_actions())))
    both = 0b11
    for z in state.zones.values():
        for o in z.objs:
            if o.card_no is None:
                continue
            if z.spec.visibility == "visible" and not o.face_down:
                assert state.known[o.card_no] == both, o
            elif z.spec.owner_sees or o.face_down:
                assert state.known[o.card_no] & (1 << o.owner), o
    deck = state.zones[("Deck", 0)].objs
    assert any(state.known[o.card_no] == 0 for o in deck)


def _rerun(game):
    """A copy of a state paused inside an action, that action run again from its checkpoint."""
    from altered.engine import snapshot
    from altered.engine.decisions import Pending
    again = game.copy()
    snapshot.restore(again.pause.checkpoint, again)
    again.pause.fed = 0
    try:
        again.flow.step()
    except Pending:
        return again
    raise AssertionError("the action ran to its end instead of pausing where it was")


def test_samples_paused_inside_another_players_action_play_on(book, catalog):
    """A player deciding inside the opponent's action (a choice the opponent's card gives it): the
    opponent's earlier answers in that action were made among cards now dealt again, so a sample
    finds its public answers again by what they chose (whole-set decks, seed 44, where it happens)."""
    from test_whole_set_games import Deck, _pools
    book.prepare(catalog)
    cards, heroes = _pools(catalog)
    factions = sorted(heroes)
    seed = 44
    decks = []
    for side in range(2):
        faction = factions[(seed * 2 + side) % len(factions)]
        pool = cards[faction]
        chosen = [pool[((seed // 3) * 39 + i) % len(pool)] for i in range(39)]
        decks.append(Deck(f"{faction} {seed}", heroes[faction][(seed // 3) % len(heroes[faction])], chosen))
    agents = [RandomAgent(2 * seed), RandomAgent(2 * seed + 1)]
    state = new_state(book, decks, seed=seed)
    rng = random.Random(seed)
    inside = 0
    while not state.is_terminal():
        d = state.decision
        if state.pause.answers and d.player != state.vars.get("turn_player", d.player):
            inside += 1
        sample = state.resample_hidden(d.player, rng)
        if sample.pause.answers and sample.pause.checkpoint is not None:      # its action, run again, comes back here
            assert str(_rerun(sample)) == str(sample)
        for _ in range(3):
            if sample.is_terminal():
                break
            sample.apply(rng.randrange(len(sample.legal_actions())))
        assert all(len(where) == 1 for where in card_locations(sample, ).values())
        state.apply(agents[d.player].choose(None, d))
    assert inside
