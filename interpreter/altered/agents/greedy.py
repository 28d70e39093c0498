"""A greedy agent worth comparing against: one step of look-ahead on an evaluation of the position.

It shortlists the options the heuristic agent (heuristic.py) scores best (``shortlist``, 2 by default;
every option when there are no more), and for each it plays the option out on a copy of a state drawn
consistently with what its player has seen (``observation.guess``: the opponent's hand and the decks
dealt at random), to the end of the action answered (``Game.playout``), and scores the position reached:

- Expedition progress (regions travelled), by far the most;
- per Expedition, whether it would move forward at Dusk now, and its statistic margins over the
  facing Expedition in the terrains of its region (the rules' named value, "strength" by default);
- cards to play from and Mana left, a little.

It never picks an option that makes an opponent's objects stronger (more statistics or counters)
unless every option does.  Ties go to the heuristic's preference, then at random with its own seeded
generator (in a position run by hand outside the state API, where no state can be drawn, it plays the
heuristic's choice).

Where its time goes (``python benchmarks/agents.py --where``): the copies its options are played out on,
the re-execution of the action answered from its checkpoint, the checkpoints the game takes through the
state API, and one resample of the hidden cards per decision.
"""
from __future__ import annotations

import random

from ..effects import Ctx
from .heuristic import HeuristicAgent, View

# the weights of the evaluation, per unit
WEIGHTS = {"travelled": 10.0, "moves": 6.0, "margin": 1.0, "cards": 1.0, "mana": 1.5, "ready": 0.1}


class GreedyAgent:
    searches = True

    def __init__(self, seed=0, value="strength", shortlist=2):
        self.rng = random.Random(seed)
        self.value = value
        self.shortlist = shortlist
        self.heuristic = HeuristicAgent(seed)

    def choose(self, observation, decision):
        n = decision.count
        if n == 1:
            return 0
        me = decision.player
        prior = self.preferences(observation, decision)
        if not observation.can_sample:            # a position run by hand, outside the state API
            return max(range(n), key=prior.__getitem__)
        options = sorted(range(n), key=lambda a: -prior[a])[:self.shortlist]
        if self.blind_to(options, decision):
            return options[0]
        base = observation.guess                  # one deal for all options: they are compared alike
        before = self.opponent_power(base, me)
        scored = []
        for a in options:
            s = base.playout(a)                   # a throwaway copy, played on to the end of the action
            helps = self.opponent_power(s, me) > before
            scored.append((helps, -self.evaluate(s, me), -prior[a], a))
        return min(scored)[3]

    def blind_to(self, options: list[int], decision) -> bool:
        """Whether the evaluation cannot tell these options apart, so the heuristic's choice stands: they
        order things (which reaction or timestamp first), or each gives up one of the player's own cards
        from hand (the evaluation counts a player's cards, not which they are)."""
        if decision.kind in ("timestamp", "modifier", "reaction"):
            return True
        facts = decision.facts
        zones = self.heuristic.s["keep"]["zones"]
        return bool(facts) and all(facts[a][0] == "object" and facts[a][2] in zones and facts[a][3] == decision.player
                                   for a in options)

    def preferences(self, observation, decision) -> list[float]:
        """The heuristic agent's score of each option, a random tie-break added."""
        h = self.heuristic
        facts = decision.facts
        if not facts:
            return [self.rng.random() for _ in range(decision.count)]
        view = View(observation, h.s)
        harmful = h.harmful(decision.source, observation)
        return [h.score(f, decision, view, harmful) + 1e-6 * self.rng.random() for f in facts]

    # -- the evaluation ----------------------------------------------------------------
    def evaluate(self, game, me) -> float:
        if game.is_terminal():
            return 0.0 if game.winner is None else 1000.0 if me in game.winners else -1000.0
        score = 0.0
        w = WEIGHTS
        strength = game.book.compiler.values.get(self.value)
        for m in game.markers:
            sign = -1 if m.player in game.rivals[me] else 1      # a teammate's Expeditions count as mine
            score += sign * w["travelled"] * m.travelled
            if strength is None:
                continue
            facing = game.facing(m)
            moves, margin = False, 0
            for t in game.terrains_of(game.region_of(m)):
                mine = strength[1](Ctx(game, m.player, None, {"marker": m, "terrain": t}))
                theirs = strength[1](Ctx(game, facing.player, None, {"marker": facing, "terrain": t}))
                moves = moves or (mine > 0 and mine > theirs)
                margin += max(-3, min(3, mine - theirs))
            score += sign * (w["moves"] * moves + w["margin"] * margin)
        play = game.book.play
        for p in range(len(game.players)):
            sign = -1 if p in game.rivals[me] else 1
            cards = sum(len(game.zones[(z, p)].objs) for z in play["from"])
            mana = len(game.zones[(play["mana"]["zone"], p)].objs)
            score += sign * (w["cards"] * cards + w["mana"] * mana + w["ready"] * len(game.ready_mana(p)))
        return score

    @staticmethod
    def opponent_power(game, me) -> int:
        """The statistics and counters of the opponents' objects in play."""
        total = 0
        for z in game.zones.values():
            if not z.spec.in_play:
                continue
            for o in z.objs:
                if o.controller is not None and o.controller in game.rivals[me]:
                    total += sum(game.characteristic(o, s) for s in game.book.statistics) + sum(o.counters.values())
        return total
