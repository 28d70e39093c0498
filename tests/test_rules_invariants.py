"""Whole random games, checked after every daily effect and every turn against rules that must
always hold: what Prepare, Draw, Expand, Rest and Clean-up leave behind (4.2.1, 4.2.5), no card left
in the transit zone after each play (5.1.2) where only Ongoing Emblems may wait (2.2.2.m, 2.2.14),
face-down Mana Orbs (3.2.9), statuses and counters only where they can be (2.4.1.c, 2.5.b), markers
only ever moving forward one region a day (4.2.4.g), and games decided as expeditions meet or cross
(4.3.a-c) or in tiebreakers (4.3.h). Where the rule book in force checks victory (as the markers move,
or at Night's Check Victory: CR v3.0 and v5.0 4.2.5.d) comes from the rule book itself."""
from __future__ import annotations

from altered.engine.decisions import RandomAgent
from altered.engine.game import Game
import pytest

from altered.simulation.layout import card_locations

pytestmark = pytest.mark.editions("3.0", "5.0")   # the rules these test say the same in v5.0

SEEDS = range(15)
NO_STATUS_ZONES = ("Deck", "Hand", "Discard")


VICTORY_EFFECT = "Check Victory"


def victory_effect(book):
    """The daily effect that decides the game: Night's Check Victory where the rule book has one (CR
    4.2.5.d), else Dusk's Progress, whose moves are checked as they happen (the seeds' 4.3.a-c)."""
    at_night = [name for ph in book.phases if ph.name == "Night" for name, _, _ in ph.effects if name == VICTORY_EFFECT]
    assert bool(at_night) != bool(book.advance_modifiers), "victory is checked in exactly one place"
    return VICTORY_EFFECT if at_night else "Progress"


class Watcher:
    """Snapshots the game before each daily effect (through the agent hook) and checks it after."""

    def __init__(self, decider):
        self.decider = decider         # the daily effect that checks victory
        self.before = None
        self.checked = {}

    def snapshot(self, game):
        return {
            "hand": [len(game.objects("Hand", p)) for p in (0, 1)],
            "library": [len(game.objects("Deck", p)) + len(game.objects("Discard", p)) for p in (0, 1)],
            "mana": [len(game.objects("Mana", p)) for p in (0, 1)],
            "pos": [(m.player, m.sub, m.pos) for m in game.markers],
            "first": game.first_player,
            "arena": game.vars["tiebreakers"],
            "events": len(game.events),
        }

    def __call__(self, game):
        effect = game.effect_name if game.phase != "Afternoon" else "turn"
        self.checked[effect] = self.checked.get(effect, 0) + 1
        before, now = self.before, self.snapshot(game)
        check_always(game)
        if before is not None:
            check_effect(game, effect, before, now, self.decider)
        self.before = now


def check_always(game):
    # 5.1.2: no card stays in Limbo between turns and daily effects, and every Reaction has been played
    # (4.2.d); only Ongoing Emblems of effects lasting "this turn/Afternoon/Day" may wait there (2.2.2.m)
    for o in game.objects("Limbo"):
        assert o.card_no is None, ("a card in Limbo", o)
        assert game.type_of(o) == "Emblem" and o.id in game.ongoing, ("not an Ongoing Emblem", o)
        duration = game.durations.get(o.id)
        assert duration != "turn", ("outlived its turn", o)                           # 2.2.14
        if game.phase != "Afternoon":
            assert duration != "Afternoon", ("outlived the Afternoon", o)
    assert not game.payloads, "4.2.d: reactions left unplayed"
    for p in (0, 1):
        for o in game.objects("Mana", p):
            assert o.face_down and game.type_of(o) == "Mana Orb"                       # 3.2.9.b-c
        for zone in NO_STATUS_ZONES:
            for o in game.objects(zone, p):
                assert not o.statuses and not o.counters, (zone, o)                    # 2.4.1.c, 2.5.b
        for zone in ("Reserve", "Landmark", "Hero"):
            assert all(not o.face_down for o in game.objects(zone, p))
    assert all(not o.face_down for o in game.objects("Expedition"))
    assert len(game.objects("Hero", 0)) == len(game.objects("Hero", 1)) == 1
    bad = {n: w for n, w in card_locations(game, ).items() if len(w) != 1}
    assert not bad, bad


def met(game):
    """The players whose expeditions have met or crossed (1.3.3.a)."""
    return [p for p in (0, 1) if sum(m.travelled for m in game.markers if m.player == p) >= game.track_length - 1]


def check_effect(game, effect, before, now, decider):
    if now["arena"] and not before["arena"]:                     # 4.3.c-d: tiebreakers started in this step
        assert effect == decider, (effect, decider)
        [arena] = game.adventure_zone.objs
        assert all(game.region_of(m) is arena and m.travelled == 0 for m in game.markers)
    elif effect == decider and not now["arena"]:
        # still playing: nobody has met or crossed (4.3.a-b would have ended it, 4.3.c started tiebreakers)
        assert met(game) == [], (effect, met(game))
    if effect == "Succeed":
        assert now["first"] != before["first"]
    elif effect == "Prepare":
        everything = [o for z in game.zones.values() for o in z.objs]
        assert not any(game.has_status(o, "Exhausted") for o in everything)
    elif effect == "Draw":
        for p in (0, 1):
            drawn = now["hand"][p] - before["hand"][p]
            assert drawn == min(2, before["library"][p]), (p, drawn)
    elif effect == "Expand":
        for p in (0, 1):
            assert now["mana"][p] - before["mana"][p] in (0, 1)
            assert now["hand"][p] + now["mana"][p] == before["hand"][p] + before["mana"][p]
        ready = [o for p in (0, 1) for o in game.objects("Mana", p) if not game.has_status(o, "Exhausted")]
        assert len(ready) == sum(now["mana"])                    # Prepare then ready orbs only
    elif effect == "Progress" and not before["arena"]:
        for (p, sub, a), (_, _, b) in zip(before["pos"], now["pos"]):
            if now["arena"]:
                break
            m = next(m for m in game.markers if m.player == p and m.sub == sub)
            assert (b - a) * m.step in (0, 1), (p, sub, a, b)    # forward, once at most (4.2.4.g)
    elif effect == "Progress":
        assert now["pos"] == before["pos"]                       # 4.3.g: nothing moves in tiebreakers
    elif effect == "Rest":
        for o in game.objects("Expedition"):
            # only Eternal Characters (or ones that were Anchored/Asleep, who lost it) stay
            assert not game.has_status(o, "Anchored") and not game.has_status(o, "Asleep")
    elif effect == "Clean-up":
        for p in (0, 1):
            [hero] = game.objects("Hero", p)
            assert len(game.objects("Reserve", p)) <= game.characteristic(hero, "reserve_limit")
            assert len(game.objects("Landmark", p)) <= game.characteristic(hero, "landmark_limit")
    elif effect == "turn":
        # playing a card adds no orb (5.1.2): only an effect that says so puts cards in the Mana zone
        since = game.events[before["events"]:]
        texts = {card.name: card.text for card, _ in game.cards}
        played = [e["card"] for e in since if e["e"] == "play"]
        for p in (0, 1):
            into = [e for e in since if e["e"] == "move" and e["owner"] == p and e["to"] == "Mana"]
            out = [e for e in since if e["e"] == "move" and e["owner"] == p and e["frm"] == "Mana"]
            assert now["mana"][p] - before["mana"][p] == len(into) - len(out), (p, played)
            if into:
                assert any("Mana zone" in texts[name] for name in played), (p, played)
    if effect != "Progress" and now["arena"] == before["arena"]:    # no card of these two decks moves an expedition
        assert now["pos"] == before["pos"]
    if effect != decider:
        assert now["arena"] == before["arena"]


def check_victory(game, decider):
    """The game ended where the rule book checks victory: the winner met or crossed, further than the
    other (4.3.a-b, 1.3.3.b); or in tiebreakers at Dusk, where nothing moves (4.3.g-h)."""
    win = game.events[-1]
    assert win["e"] == "win" and win["player"] == game.winner
    if game.vars["tiebreakers"]:
        assert win["phase"] == "Dusk" and win.get("effect") == "Progress"
        assert len(game.adventure_zone.objs) == 1 and all(m.travelled == 0 for m in game.markers)
    else:
        assert win.get("effect") == decider
        dist = [sum(m.travelled for m in game.markers if m.player == p) for p in (0, 1)]
        assert dist[game.winner] >= game.track_length - 1 and dist[game.winner] > dist[1 - game.winner], dist


def test_rules_hold_after_every_daily_effect_and_turn_of_random_games(book, decks):
    decider = victory_effect(book)
    effects = {"Succeed", "Prepare", "Draw", "Expand", "turn", "Progress", "Rest", "Clean-up", decider}
    seen = {}
    for seed in SEEDS:
        game = Game(book, decks, [RandomAgent(seed), RandomAgent(seed + 1000)], seed=seed, log=True)
        watcher = Watcher(decider)
        game.after_step = watcher
        game.play()
        assert game.over and game.winner in (0, 1)
        check_victory(game, decider)
        for k, v in watcher.checked.items():
            seen[k] = seen.get(k, 0) + v
    # every daily effect and the turns were checked many times
    for effect in effects:
        assert seen.get(effect, 0) >= len(SEEDS), (effect, seen)
    assert set(seen) <= effects, seen
