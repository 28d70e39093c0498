"""One game of a study, played and written down as a record: who won, how long it took, and for each
seat, per card name, how many copies it drew and how many times it played one.

A card counts as drawn when one of its copies first comes to where its owner can play it from
(the zones of ``play.from`` in play.yaml) out of a zone its owner cannot see: a draw or a resupply
from the deck, the opening hand included. The per-card figures of a study (cards.py) are computed
from these records alone, without playing the games again.
"""
from __future__ import annotations

from collections import Counter

from .tally import ENDS


def new_game(book, decks, agents, seed: int, log: bool = False):
    """A game that keeps the facts a record needs (not yet played): the engine notes them as it plays
    (engine/state.Notes), and a copy of the state copies them with the rest (snapshot.py)."""
    from ..engine.game import Game
    from ..engine.state import Notes
    game = Game(book, decks, agents, seed=seed, log=log)
    game.notes = Notes(len(decks))
    return game


def play_game(book, decks, agent_names, seed: int) -> dict:
    """Play one game; its record, with players numbered from 1."""
    from ..agents.roster import make_agents
    game = new_game(book, decks, make_agents(agent_names, seed), seed)
    game.play()
    return outcome(game)


def outcome(game) -> dict:
    """The record of a game played to its end."""
    from ..engine.formats import brings_decks
    n = len(game.players)
    return {
        "winner": None if game.winner is None else game.winner + 1,
        "winners": [p + 1 for p in game.winners],          # the winner's team, at a table that wins by teams
        "days": min(game.day, game.max_days),
        "first": None if game.starting_player is None else game.starting_player + 1,
        "played": list(game.notes.played),
        "positions": [[m.travelled for m in game.markers if m.player == p] for p in range(n)],
        # the game's true/false variables that ended true (e.g. the rules' tiebreakers), by name
        "flags": sorted(k for k, v in game.vars.items() if v is True),
        "cards": card_facts(game),
        **({"decks": made_decks(game), "opened": opened(game)} if not brings_decks(game.book) else {}),
        **({"end": end(game)} if game.book.day_limit is not None else {}),
    }


def end(game) -> str:
    """How a game under a day limit ended: one of tally.ENDS."""
    extra = game.day > game.book.day_limit.days
    if game.winner is None:
        return ENDS[4]
    if game.notes.won_after_the_day:
        return ENDS[3] if extra else ENDS[2]
    return ENDS[1] if extra else ENDS[0]


def opened(game) -> list[dict]:
    """Per seat, what the set-up made its deck from (a Booster War's booster): its Hero's name (None: none)
    and the names of its other cards by rarity, as the card files give it."""
    hero_zone = game.book.setup_spec["hero_zone"]
    heroes = {o.owner: o.card.name for z in game.zone_instances(hero_zone) for o in z.objs}
    out: list[dict] = [{"hero": heroes.get(p), "rarity": {}} for p in range(len(game.players))]
    hero_cards = {o.card_no for z in game.zone_instances(hero_zone) for o in z.objs}
    for no, (card, owner) in enumerate(game.cards):
        if owner is not None and no not in hero_cards and card.rarity:
            names = out[owner]["rarity"].setdefault(card.rarity, [])
            if card.name not in names:
                names.append(card.name)
    for seat in out:
        seat["rarity"] = {r: sorted(names) for r, names in sorted(seat["rarity"].items())}
    return out


def card_facts(game) -> list[dict]:
    """Per seat, card name -> [copies drawn, plays], for the cards drawn or played at least once."""
    drawn: list[Counter] = [Counter() for _ in game.players]
    for no in game.notes.drawn:
        card, owner = game.cards[no]
        if owner is not None:
            drawn[owner][card.name] += 1
    facts = []
    for p in range(len(game.players)):
        plays = game.notes.plays_by_card[p]
        names = sorted(set(drawn[p]) | set(plays))
        facts.append({name: [drawn[p][name], plays.get(name, 0)] for name in names})
    return facts


def made_decks(game) -> list[dict]:
    """Per seat, card name -> copies, for decks the rules make at set-up (a Booster War's boosters): every
    physical card the seat owns but the ones in the Hero's zone (set-up's ``hero_zone``)."""
    heroes = {o.card_no for z in game.zone_instances(game.book.setup_spec["hero_zone"]) for o in z.objs}
    decks: list[Counter] = [Counter() for _ in game.players]
    for no, (card, owner) in enumerate(game.cards):
        if owner is not None and no not in heroes:
            decks[owner][card.name] += 1
    return [dict(sorted(d.items())) for d in decks]
