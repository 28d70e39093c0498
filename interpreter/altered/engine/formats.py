"""Formats that make the players' decks instead of taking deck lists.

Booster War opens boosters in its setup steps (rules_yaml/variants/booster-war*.yaml), so the players
bring no list: ``decks_for`` gives them empty ones.  Sealed (formats.md §5.3) gives each player a pool
of boosters and builds a deck from it before the game; the builder asks the player's agent through
ordinary decisions (which Hero, which factions) and follows the format file's limits.
"""
from __future__ import annotations

import random

from ..loading.cards.boosters import load_booster_spec, open_booster
from ..loading.cards.catalog import Catalog
from ..loading.cards.decks import DeckEntry, DeckList, Format, deck_problems, load_deck, load_format, matches
from .decisions import Decision
from ..loading.errors import DesignError


def brings_decks(book) -> bool:
    """Do the players bring deck lists (1.1.3), or do the setup steps make the decks?"""
    return book.setup_spec.get("decks", "brought") == "brought"


def decks_for(book, deck_files, catalog: Catalog, edition: str | None = None) -> list[DeckList]:
    """The decks of a game under these rules: the files given (judged by the edition's formats), or empty
    lists when set-up makes the decks."""
    if brings_decks(book):
        return [load_deck(f, catalog, edition=edition) for f in deck_files]
    return [DeckList(name=f"player {i + 1}", format="", hero=None, cards=[]) for i in range(len(deck_files))]


# ---------------------------------------------------------------------- sealed

def open_pool(fmt: Format, catalog: Catalog, rng: random.Random) -> list:
    """The cards of a player's sealed pool: ``pool.boosters`` boosters of ``pool.set``, tokens set aside."""
    spec = load_booster_spec(fmt["pool"]["set"])
    cards = []
    for _ in range(fmt["pool"]["boosters"]):
        cards += open_booster(spec, catalog, rng).playable()
    return cards


def _ask(agent, player: int, kind: str, prompt: str, options: list, labels: list):
    """A deck-building choice, put to the agent as an ordinary decision (it sees no game: there is none yet).
    An agent that searches a game's future cannot here; it picks with its own generator instead."""
    if len(options) == 1:
        return options[0]
    if getattr(agent, "searches", False):
        return options[getattr(agent, "rng", random.Random(player)).randrange(len(options))]
    return options[agent.choose(None, Decision(player, kind, prompt, labels))]


def build_limited(pool: list, fmt: Format, catalog: Catalog, agent, player: int = 0,
                  name: str = "sealed deck") -> DeckList:
    """A deck from a pool, by the format's rules: the agent picks the Hero, then factions up to the
    format's limit; every pool card of those factions goes in (limited has no maximum size), and the
    cards the format allows in any number (Mana Convergence, 1.1.5.a) fill it up to its minimum size."""
    hero_rule = fmt["hero"]
    heroes = sorted({c.version: c for c in pool if c.type == hero_rule["type"] and not c.token}.values(),
                    key=lambda c: c.version)
    # a deck may go without a Hero when the format allows it, but a builder only does when the pool has none
    hero = _ask(agent, player, "build", f"choose your {hero_rule['type']}", heroes,
                [f"{c.name} ({c.faction})" for c in heroes]) if heroes else None
    excluded = [x["where"] for x in fmt.get("excluded", [])]
    cards = [c for c in pool if c is not hero and not any(matches(c, w) for w in excluded)]
    limit = fmt.get("max_factions")
    if limit is not None:
        factions = [hero.faction] if hero is not None and limit.get("count_hero", True) else []
        while len(factions) < limit["max"]:
            left = sorted({c.faction for c in cards if c.faction and c.faction not in factions})
            if not left:
                break
            counts = {f: sum(c.faction == f for c in cards) for f in left}
            factions.append(_ask(agent, player, "build", "add a faction to your deck", left,
                                 [f"{f} ({counts[f]} cards)" for f in left]))
        cards = [c for c in cards if c.faction is None or c.faction in factions]
    free = [x["where"] for x in fmt.get("any_number_of", [])]
    cards = [c for c in cards if c.faction is not None or any(matches(c, w) for w in free)]
    filler = next((c for w in free for c in catalog if matches(c, w)), None)
    size = fmt["deck_size"]
    need = size.get("min", 0) - len(cards) - (hero is not None and bool(size.get("counts_hero")))
    if need > 0 and filler is not None:
        cards += [filler] * need
    cards.sort(key=lambda c: c.version)
    entries: list[DeckEntry] = []
    for c in cards:
        if entries and entries[-1].card is c:
            entries[-1].count += 1
        else:
            entries.append(DeckEntry(c, 1))
    return DeckList(name=name, format=fmt.name, hero=hero, cards=cards, entries=entries)


def sealed_decks(fmt: Format, catalog: Catalog, agents, seed: int) -> list[DeckList]:
    """Each player opens a pool (seeded by the game's seed) and their agent builds a legal deck from it."""
    rng = random.Random(f"sealed {seed}")
    decks = []
    for p, agent in enumerate(agents):
        deck = build_limited(open_pool(fmt, catalog, rng), fmt, catalog, agent, p, f"player {p + 1} sealed deck")
        problems = deck_problems(deck, fmt)
        if problems:                   # the builder follows the format: a problem here is an engine fault
            raise AssertionError(f"built an illegal deck: {problems[0]}")
        decks.append(deck)
    return decks


def game_decks(book, deck_files, catalog: Catalog, agents, seed: int, format_name: str | None = None,
               edition: str | None = None) -> list[DeckList]:
    """The players' decks for one game: built from pools under an event format such as sealed, checked
    against another named format, empty when the rules' set-up makes them, else the deck files.
    ``edition``: the rules edition, whose own formats judge the decks (editions/NAME/formats/)."""
    if format_name is not None:
        fmt = load_format(format_name, edition=edition)
        if not brings_decks(book):
            raise DesignError(f"the rules make the decks at set-up (setup.decks: from_steps), so no format "
                              f"can give them: drop --format {format_name} or the variant", fmt.file)
        if "pool" in fmt.data:
            return sealed_decks(fmt, catalog, agents, seed)
        return [load_deck(f, catalog, fmt=format_name, edition=edition) for f in deck_files]
    return decks_for(book, deck_files, catalog, edition)


def describe_built(decks: list[DeckList]) -> list[str]:
    """One line per deck a format built (Sealed): its Hero, size and factions."""
    lines = []
    for p, deck in enumerate(decks):
        factions = sorted({c.faction for c in deck.cards if c.faction})
        hero = deck.hero.name if deck.hero else "no hero"
        lines.append(f"P{p + 1} builds a {deck.format} deck: {hero} and {len(deck.cards)} cards "
                     f"({', '.join(factions) or 'no faction'})")
    return lines
