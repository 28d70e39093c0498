"""A fast agent that plays like a person with a rule of thumb: no look-ahead, each option scored from its
player's observation and the decision's facts by a declared scoring (rules_yaml/agents/heuristic.yaml), the
best played, ties broken with its own seeded generator.

- A turn: play a card rather than pass, the dearer the better (Mana not spent is lost); a card with
  statistics goes to the Expedition where it turns a lost terrain of the region into a won one, else
  where it is behind. Strength is reckoned from the cards' printed statistics and their counters.
- Its own cards to give up (Mana Orbs, Expand, discards): the least worth keeping goes (weak for its
  cost); at Expand, while the Mana zone holds fewer cards than declared.
- A target: one's own when the ability helps what it targets, an opponent's when its text says it harms
  (the declared words), the strongest first.
- "You may": yes.

The names in the scoring file are the rules' own words; statistics are read off the Adventure's track.
"""
from __future__ import annotations

import random
from functools import lru_cache

from ..loading.errors import DesignError

NEVER = -1e9


@lru_cache(maxsize=8)
def load_scoring(path: str | None = None) -> dict:
    """The scoring file (the bundled one by default), checked against its schema."""
    from ..loading.paths import RULES_DIR
    from ..loading.schema import validate
    from ..loading.yamlio import load_file
    file = str(path or RULES_DIR / "agents" / "heuristic.yaml")
    try:
        doc = load_file(file)
    except OSError as e:
        raise DesignError(f"cannot read: {e.strerror or e}", file) from None
    validate(doc, "heuristic.schema.json", file)
    return doc


class HeuristicAgent:
    """Scores each option (see the module) and plays the best; reads its observation, never searches."""
    observes = True

    def __init__(self, seed: int = 0, scoring: str | None = None):
        self.rng = random.Random(seed)
        self.s = load_scoring(scoring)
        self.texts: dict[str, str] = {}          # card name -> printed text, of every card it has seen

    def choose(self, observation, decision) -> int:
        n = decision.count
        if n == 1:
            return 0
        facts = decision.facts
        if not facts or observation is None:
            return self.rng.randrange(n)
        view = View(observation, self.s)
        harmful = self.harmful(decision.source, observation)
        scores = [self.score(f, decision, view, harmful) for f in facts]
        best = max(scores)
        ties = [i for i, x in enumerate(scores) if x == best]
        return ties[0] if len(ties) == 1 else ties[self.rng.randrange(len(ties))]

    # -- one option ---------------------------------------------------------------------------
    def score(self, fact: tuple, decision, view: "View", harmful: bool) -> float:
        kind = fact[0]
        s = self.s
        if kind == "play":
            return self._play(fact, view)
        if kind == "use":
            return s["turn"]["use"]
        if kind == "pass":
            if decision.kind == "turn":
                return s["turn"]["pass"]
            if view.giving_up:
                return self._done_giving_up(decision, view)
            return s["target"]["done"]
        if kind == "object":
            card, zone, owner = fact[1], fact[2], fact[3]
            if owner == view.me and zone in s["keep"]["zones"]:
                view.giving_up = True
                return -self._keep(card, view)
            return self._target(card.controller if card.controller is not None else owner, card, view, harmful)
        if kind == "expedition":
            player, sub = fact[1], fact[2]
            mine = view.is_mine(player)
            if harmful:
                return s["target"]["other"] if not mine else -s["target"]["other"]
            return s["target"]["own"] + 0.01 * view.deficit(sub) if mine else -s["target"]["own"]
        if kind == "answer" and isinstance(fact[1], bool):
            return s["may"] if fact[1] else 0.0
        return 0.0

    def _play(self, fact: tuple, view: "View") -> float:
        _, card, zone, sub, cost = fact
        t = self.s["turn"]
        score = t["play"] + t["per_cost"] * (cost or 0) + t["from_zone"].get(zone, 0.0)
        if sub is not None and view.statistics and any(k in view.statistics for k, _ in card.printed):
            score += view.gain(sub, dict(card.printed), t["expedition"])
        return score

    def _keep(self, card, view: "View") -> float:
        k = self.s["keep"]
        printed = dict(card.printed)
        stats = sum(v or 0 for name, v in printed.items() if name in view.statistics)
        return k["statistics"] * stats + k["cost"] * (printed.get(k["cost_number"]) or 0)

    def _done_giving_up(self, decision, view: "View") -> float:
        e = self.s["expand"]
        if decision.prompt == e["prompt"]:
            return NEVER if view.count(e["zone"]) < e["until"] else -NEVER
        return self.s["keep"]["done"]

    def _target(self, controller, card, view: "View", harmful: bool) -> float:
        t = self.s["target"]
        strength = t["per_statistic"] * sum(v for name, v in card.printed if name in view.statistics)
        if view.is_mine(controller):
            return -t["own"] - strength if harmful else t["own"] + strength
        return t["other"] + strength if harmful else -t["other"] - strength

    def harmful(self, source: str | None, observation) -> bool:
        """Whether the ability asking (its card's printed text, as seen) harms what it targets."""
        for got in observation.zones.values():
            if isinstance(got, tuple):
                for c in got:
                    if c.text:
                        self.texts[c.name] = c.text
        if not source:
            return False
        text = self.texts.get(source.split(":")[0], source)
        return any(word in text for word in self.s["target"]["harmful"])


class View:
    """What the agent reckons from an observation: its Expeditions, their regions' terrains, strengths."""
    __slots__ = ("obs", "s", "me", "statistics", "giving_up", "_strength")

    def __init__(self, observation, scoring: dict):
        self.obs = observation
        self.s = scoring
        self.me = observation.player
        self.statistics = {t for terrains in observation.track for t in terrains}
        self.giving_up = False
        self._strength: dict | None = None

    def is_mine(self, player) -> bool:
        return player == self.me

    def count(self, zone: str) -> int:
        return self.obs.count(zone, self.me)

    def strengths(self) -> dict:
        """(player, Expedition) -> terrain -> strength, from the cards in play."""
        if self._strength is None:
            counters = self.s["strength"]["counters"]
            ignored = set(self.s["strength"]["ignored_with"])
            out: dict = {}
            for got in self.obs.zones.values():
                if not isinstance(got, tuple):
                    continue
                for c in got:
                    if c.sub is None or c.controller is None or ignored.intersection(c.statuses):
                        continue
                    bonus = sum(counters.get(k, 0) * n for k, n in c.counters)
                    per = out.setdefault((c.controller, c.sub), {})
                    for name, v in c.printed:
                        if name in self.statistics:
                            per[name] = per.get(name, 0) + (v or 0) + bonus
            self._strength = out
        return self._strength

    def terrains(self, player: int, sub: str) -> tuple:
        for p, s, pos, _ in self.obs.markers:
            if p == player and s == sub and 0 <= pos < len(self.obs.track):
                return self.obs.track[pos]
        return ()

    def facing(self, sub: str) -> int | None:
        """The opponent whose Expedition of that name races this one (the one at the nearest region)."""
        mine = next((pos for p, s, pos, _ in self.obs.markers if p == self.me and s == sub), None)
        others = [(abs(pos - mine) if mine is not None else 0, p) for p, s, pos, _ in self.obs.markers
                  if s == sub and p != self.me]
        return min(others)[1] if others else None

    def deficit(self, sub: str) -> float:
        """How far behind the Expedition is in its region's terrains (summed; negative when ahead)."""
        strengths = self.strengths()
        mine = strengths.get((self.me, sub), {})
        theirs = strengths.get((self.facing(sub), sub), {})
        return sum(theirs.get(t, 0) - mine.get(t, 0) for t in self.terrains(self.me, sub))

    def gain(self, sub: str, printed: dict, w: dict) -> float:
        """What a card with these statistics brings to the Expedition ``sub`` at Dusk."""
        strengths = self.strengths()
        mine = strengths.get((self.me, sub), {})
        theirs = strengths.get((self.facing(sub), sub), {})
        before = after = False
        score = 0.0
        for t in self.terrains(self.me, sub):
            m, o, add = mine.get(t, 0), theirs.get(t, 0), printed.get(t) or 0
            before = before or (m > o and m > 0)
            after = after or (m + add > o and m + add > 0)
            need = max(0, o - m + 1)
            score += w["behind"] * min(add, need) + w["ahead"] * max(0, add - need)
        return score + (w["moves"] if after and not before else 0.0)
