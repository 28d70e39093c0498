"""Laying out a position by hand, and running parts of a day: what scenarios and tests build their
positions with.  The engine plays games from their set-up; these put cards straight where a
scenario wants them, clear zones, and run one daily effect, phase or day on demand.

>>> from altered import load_catalog, load_deck, load_rulebook
>>> from altered.loading.cards.decks import deck_path
>>> game = Game(load_rulebook(), [load_deck(deck_path(d)) for d in ("axiom", "bravos")], seed=1)
>>> empty(game, "Expedition", 0)
>>> o = put(game, load_catalog().find("BTG-005-C"), 0, "Expedition", sub="hero")
>>> run_daily_effect(game, "Rest")                    # Expedition characters go to Reserve (4.2.5.b)
>>> [x.name for x in game.zones[("Reserve", 0)].objs]
['Axiom Salvager']
"""
from __future__ import annotations

from typing import Any

from ..engine.flow import OVER, PHASE, GameOver
from ..engine.game import Game
from ..effects.abilities.presence import look as look_at_presence
from ..effects import Ctx


def put(game: Game, card: Any, player: int, zone: str, sub: str | None = None, statuses=(), counters=None,
        position: str = "top") -> Any:
    """Place a new card (a CardDef) straight into a zone, as a scenario's starting position."""
    z = game.zones[(zone, None)] if game.book.zones[zone].scope == "shared" else game.zones[(zone, player)]
    if not card.token:
        game.cards.append((card, player))
        game.known.append(0)
    o = game.new_obj(card, None if card.token else len(game.cards) - 1, player, z,
                     sub or (z.spec.subzones[0] if z.spec.subzones else None))
    o.controller = player
    o.statuses = {s: True for s in statuses}
    o.counters = dict(counters or {})
    if z.spec.ordered and position == "top":
        z.objs.insert(0, o)
    else:
        z.objs.append(o)
    game.note_seen(o)
    game.note_card(card)
    look_at_presence(game, tell=False)     # a position laid out: where everyone is, nothing joined
    return o


def empty(game: Game, zone: str, player: int | None = None) -> None:
    """Remove every card from a zone (they leave the game): a clean slate for a scenario."""
    for z in game.zone_instances(zone, player):
        for o in z.objs:
            o.gone = True
            if o.card_no is not None:
                game.cards[o.card_no] = (game.cards[o.card_no][0], None)
        z.objs = []
    game.version += 1
    game.presence += 1


def changed(game: Game) -> None:
    """Something changed the state without an atomic action (a scenario's board: regions, markers):
    every derived fact that may read it is forgotten (passives, named values, working objects)."""
    game.version += 1
    game.presence += 1
    game.reset_caches()


def card_locations(game: Game) -> dict[int, list[str]]:
    """card_no -> list of zone labels holding it (every card must be in exactly one)."""
    where: dict[int, list[str]] = {i: [] for i, (_, owner) in enumerate(game.cards) if owner is not None}
    for zone in game.zones.values():
        for o in zone.objs:
            if o.card_no is not None and o.card_no in where:
                where[o.card_no].append(zone.label)
    return where


def run_daily_effect(game: Game, name: str) -> None:
    """Resolve one daily effect by name, then check reactions (4.2.d)."""
    for phase in game.book.phases:
        for effect_name, rule, fn in phase.effects:
            if effect_name == name:
                game.phase, game.effect_name = phase.name, name
                try:
                    game.actions.named_step(name, fn, Ctx.daily(game))
                    game.runtime.check_reactions()
                except GameOver:
                    pass
                game.effect_name = None
                return
    raise KeyError(f"no daily effect {name!r}; known: {game.book.daily_effect_names}")


def run_phase(game: Game, name: str) -> None:
    """Play one phase of the current day (turns included)."""
    index = game.book.phase_names.index(name)
    game.phase_index, game.stage = index, PHASE
    while game.stage != OVER and game.phase_index == index:
        game.flow.step()


def run_day(game: Game, start: int = 0) -> None:
    """Play the current day from phase index ``start`` to its end (the day's counts reset first)."""
    game.flow.new_day()
    game.phase_index, game.stage = start, PHASE
    while game.stage != OVER and game.phase_index < len(game.book.phases):
        game.flow.step()
    if game.stage != OVER:
        game.runtime.expire("Day")
