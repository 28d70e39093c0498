"""Expressions written out as one Python function (effects/inline.py) must give what their trees of
closures give: the same rule book compiled both ways plays the same games, event for event (the
Progress of 4.2.4 and the victory check of 4.3.a are written expressions; so are the card texts'
conditions)."""
from __future__ import annotations

import json

import pytest

from altered.engine.decisions import RandomAgent
from altered.loading.rules.editions import with_edition
from altered.effects import Ctx
from altered.engine.game import Game
from altered.loading.paths import RULES_DIR
from altered.rulebook import RuleBook
from altered.loading.rules.variants import load_variant

from test_whole_set_games import Deck, _pools


def _book(catalog, write, edition=None):
    overlays = [load_variant(v) for v in with_edition([], edition)]
    book = RuleBook(RULES_DIR, overlays, write_expressions=write)
    book.prepare(catalog)
    return book


@pytest.fixture(scope="module")
def both(catalog):
    return _book(catalog, True), _book(catalog, False)


def _events(book, decks, seed):
    game = Game(book, decks, [RandomAgent(2 * seed + 1), RandomAgent(2 * seed + 2)], seed=seed, log=True)
    game.play()
    return json.dumps(game.events, default=str)


def _whole_set_decks(catalog, seed):
    cards, heroes = _pools(catalog)
    factions = sorted(heroes)
    out = []
    for side in range(2):
        faction = factions[(seed * 2 + side) % len(factions)]
        pool = cards[faction]
        out.append(Deck(f"{faction} {seed}", heroes[faction][seed % len(heroes[faction])],
                        [pool[(seed * 7 + i) % len(pool)] for i in range(39)]))
    return out


def test_expressions_are_written_and_read_their_loop_names_from_locals(both):
    """4.3.e.3-4: the terrains a player wins in the Arena, a named value of day.yaml, written as one
    function; a name bound by a loop of the expression is a local variable of it."""
    written, plain = both
    assert "def count_where_expression" in written.compiler.values["terrains_won"][1].source
    assert not hasattr(plain.compiler.values["terrains_won"][1], "source")
    c = written.compiler
    fn = c.expr({"filter": {"in": [1, 2, 3], "as": "x", "test": {"gt": [{"var": "x"}, 1]}}})
    assert "_x1) > (1)" in fn.source
    assert fn(Ctx(None, 0)) == [2, 3]
    kept = plain.compiler.expr({"filter": {"in": [1, 2, 3], "as": "x", "test": {"gt": [{"var": "x"}, 1]}}})
    assert not hasattr(kept, "source") and kept(Ctx(None, 0)) == [2, 3]


def test_bundled_decks_play_the_same_games_written_or_not(both, decks):
    written, plain = both
    for seed in range(10):
        assert _events(written, decks, seed) == _events(plain, decks, seed), f"seed {seed}"


def test_every_faction_plays_the_same_games_written_or_not(both, catalog):
    """Decks from the whole set: the card texts' conditions and values, written and not."""
    written, plain = both
    for seed in range(0, 36, 3):
        decks = _whole_set_decks(catalog, seed)
        assert _events(written, decks, seed) == _events(plain, decks, seed), f"seed {seed}"


def test_edition_5_plays_the_same_games_written_or_not(catalog, decks):
    """v5.0 4.2.4.e: an Ascended Expedition moves forward on a tie, a written test of its own."""
    written, plain = _book(catalog, True, "5.0"), _book(catalog, False, "5.0")
    for seed in range(6):
        assert _events(written, decks, seed) == _events(plain, decks, seed), f"seed {seed}"


def test_what_cannot_be_written_keeps_its_closures(both):
    """An expression nested deeper than Python's parser goes, or a loop whose name is not a word,
    is computed by its closures, as before: the same value, no error."""
    written, _ = both
    c = written.compiler
    deep = 1
    for _ in range(150):
        deep = {"add": [1, deep]}
    fn = c.expr(deep)
    assert not hasattr(fn, "source") and fn(Ctx(None, 0)) == 151
    odd = c.expr({"filter": {"in": [1, 2], "as": float("nan"), "test": True}})
    assert not hasattr(odd, "source") and odd(Ctx(None, 0)) == [1, 2]


def test_a_loop_binds_its_name_in_a_context_only_for_a_part_that_may_read_it(both):
    """A loop whose body reads its name only as a local makes no child context; one whose body hands
    its context to a compiled part that mentions the name (``mul`` has no template) binds it there.
    A name read from the context (``floor``) is read once, on entry."""
    written, _ = both
    c = written.compiler
    local = c.expr({"filter": {"in": [1, 2, 3], "as": "x", "test": {"gt": [{"var": "x"}, {"var": "floor"}]}}})
    assert ".each(" not in local.source and local.source.count("'floor' in _c0.vars") == 1
    assert local(Ctx(None, 0, vars={"floor": 1})) == [2, 3]
    handed = c.expr({"filter": {"in": [1, 2, 3], "as": "x", "test": {"gt": [{"mul": [{"var": "x"}, 2]}, 3]}}})
    assert ".each('x'" in handed.source and handed(Ctx(None, 0)) == [2, 3]


def test_a_named_value_reads_only_its_arguments(both, decks):
    """A named value is kept per state version under its arguments (and "you"): it is computed in a
    context that binds them and none of the caller's other names."""
    written, _ = both
    c = written.compiler
    game = Game(written, decks, [RandomAgent(1), RandomAgent(2)], seed=0)
    seen = []
    params, body = c.values["distance"]
    c.values["distance"] = (params, lambda ctx: seen.append(dict(ctx.vars)) or 7)
    try:
        fn = c.expr({"gt": [{"call": "distance", "player": {"var": "p"}}, 0]})
        assert fn(Ctx(game, 0, vars={"p": 1, "m": "caller's"})) is True
    finally:
        c.values["distance"] = (params, body)
    assert seen == [{"player": 1}]
