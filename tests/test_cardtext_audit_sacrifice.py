"""[Sacrifice] on every route, and "If you do" after it (issue: every reading checked against its meaning; an
outside audit).

v5.0 7.3.36.a: "When a player has to sacrifice [an object], they have to discard an object in play they
control." A choice or a pronoun reached the action unchecked: "Choose a Character an opponent controls.
Sacrifice it." sacrificed the opponent's Character, as did "Target opponent chooses a Character you control.
They sacrifice it." and "Sacrifice them" after picks of several players' objects. Now what a pronoun, "the
others" or "me" names must be said to be the sacrificer's where it was named (chosen among those they control,
in their Expedition, the trigger's object said to be theirs, or "Its controller sacrifices it"), else refused
at the words; and the action itself (keywords.yaml) moves only the objects in play that the player doing it
controls, whatever route reached it (bracketed, plain verb, pronoun, choice, cost).

"Sacrifice me. If you do, ..." (six Icebound texts of the second set) read "If you do" as whether "it" (the
trigger's object) exists: always true, and the card went to the discard pile from its Reserve. 6.5.f: the
condition is whether the player started to do it, even if the event was modified: keywords.yaml names what the
action started on ('done: sacrificing'), a token sacrificed included (7.3.36.b). An "If you do" after an action
that chooses nothing and keeps nothing is refused rather than read as "it exists".

Played by tests/scenarios/v5/6.5.f-sacrifice-me-if-you-do-*.yaml and 7.3.36.a-*-one-they-control.yaml,
7.3.36.a-sacrifice-target-character-is-one-you-control.yaml (test cards: tests/data/v5/audit-sacrifice-cards.yaml),
and at tables of two and four below.
"""
from __future__ import annotations

import pytest

from altered.effects import Ctx
from altered.simulation.layout import put
from readings import effect, refused, table_of_four


def sacrificed(steps):
    """What each [Sacrifice] step acts on, and who does it (None: the card's controller), in order."""
    out = []
    for s in steps:
        if "do" in s and isinstance(s["do"], dict) and "Sacrifice" in s["do"]:
            out.append((s["do"]["Sacrifice"]["what"], None))
        for key in ("as_player", "each_player"):
            if key in s:
                who = s[key].get("who")
                out += [(what, who if by is None else by) for what, by in sacrificed(s[key]["do"])]
        if "if" in s:
            out += sacrificed(s.get("then") or [])
    return out


# -- refused at the words: the object named may not be the sacrificer's --------------------------------------

@pytest.mark.parametrize("text, words", [
    ("{J} Choose a Character an opponent controls. Sacrifice it.", "it"),
    ("{J} Choose a Character an opponent controls. [Sacrifice] it.", "it"),
    ("{J} Choose a Character. Sacrifice it.", "it"),
    ("{J} Choose a Character in target Expedition. Sacrifice it.", "it"),
    ("{J} Target Character gains 1 boost. Sacrifice it.", "it"),
    ("{J} Target opponent chooses a Character you control. They sacrifice it.", "it"),
    ("{J} Target opponent chooses a Character they control. Sacrifice it.", "it"),
    ("{J} Choose a Character you control. Target opponent sacrifices it.", "it"),
    ("{J} Each player chooses a Character. They sacrifice it.", "it"),
    ("{J} Choose a Character you control and a Character an opponent controls. Sacrifice them.", "them"),
    ("{J} Choose a Character you control. Choose a Character an opponent controls. Sacrifice them.", "them"),
    ("{J} Choose a Character an opponent controls. Sacrifice the others.", "the others"),
    ("{J} Send target Character to Reserve. Sacrifice the others.", "the others"),
    ("{J} Target opponent sacrifices me.", "me"),
    ("When a Character joins an Expedition — Sacrifice it.", "it"),
    ("When an opponent plays a Character — Sacrifice it.", "it"),
    # not in play: nobody controls it (7.5.4.a)
    ("When a Character is sacrificed — Sacrifice it.", "it"),
    ("{J} Look at the top card of your deck. Sacrifice it.", "it"),
])
def test_7_3_36_a_a_sacrifice_of_what_may_be_another_players_is_refused_at_its_words(text, words):
    """Was read: the card's controller (or the opponent) sacrificed an object they do not control."""
    e = refused(text)
    assert "the player doing it controls" in e.message and "7.3.36.a" in e.message, e.message
    assert e.column == text.rindex(words) + 1, (e.column, e.message)


def test_the_refusal_says_what_to_write_and_that_reads():
    """The advice: choose among those they control, or have its controller sacrifice it."""
    e = refused("{J} Choose a Character an opponent controls. Sacrifice it.")
    assert "'a Character you control'" in e.message and "'Its controller sacrifices it'" in e.message
    steps = effect("{J} Choose a Character an opponent controls. Its controller sacrifices it.")
    assert sacrificed(steps) == [({"var": "chosen"}, {"controller_of": {"var": "chosen"}})], steps


# -- read: the object is the sacrificer's as the words say ------------------------------------------------

@pytest.mark.parametrize("text, expected", [
    ("{J} [Sacrifice] target Character.", [({"var": "target"}, None)]),
    ("{J} Sacrifice target Character.", [({"var": "target"}, None)]),
    ("{J} Choose a Character you control. Sacrifice it.", [({"var": "chosen"}, None)]),
    ("{J} Choose a Character in my Expedition. Sacrifice it.", [({"var": "chosen"}, None)]),
    ("{J} Target Character you control gains 1 boost. Sacrifice it.", [({"var": "target"}, None)]),
    ("{J} Choose a Character you control and a Permanent you control. Sacrifice them.",
     [({"concat": [{"var": "chosen"}, {"var": "chosen2"}]}, None)]),
    ("{J} Target opponent chooses a Character they control. They sacrifice it.",
     [({"var": "chosen"}, {"var": "target"})]),
    ("{J} Each opponent chooses a Character they control. They sacrifice it.", [({"var": "chosen"}, "opponents")]),
    ("When another Character joins my Expedition — Sacrifice it.", [("it", None)]),
    ("When a Character joins your Expeditions — Sacrifice it.", [("it", None)]),
    ("When you play a Character — Sacrifice it.", [("it", None)]),
    ("When a Character you control gains [[Asleep]] — Sacrifice it.", [("it", None)]),
    ("{J} Target Character gains [[Asleep]]. Its controller sacrifices it.",
     [({"var": "target"}, {"controller_of": {"var": "target"}})]),
])
def test_7_3_36_a_a_sacrifice_of_what_the_words_say_is_the_sacrificers_reads(text, expected):
    got = [(what, who) for what, who in sacrificed(effect(text))]
    assert got == expected, got


def test_the_target_of_sacrifice_is_chosen_among_your_own():
    """7.3.36.a: 'target Character' after [Sacrifice] offers only yours (never an opponent's, to no effect)."""
    [choose, _] = effect("{J} [Sacrifice] target Character.")
    assert choose["choose"]["from"] == {"type": "Character", "controller": "you"}, choose


# -- "If you do" (6.5.f) ---------------------------------------------------------------------------------------

BUNDLED = ("When I gain my third Trial counter — Sacrifice me. If you do, create a [Dragon Shade 5/5/5] Illusion "
           "token in target Expedition, then draw a card.")


@pytest.mark.parametrize("text", ["{J} Sacrifice me. If you do, draw a card.", BUNDLED,
                                  "When another Character joins my Expedition — Sacrifice it. If you do, draw a card."])
def test_6_5_f_if_you_do_after_sacrifice_me_asks_whether_it_was_started(text):
    """Was {did: it}: whether the trigger's object exists, always true."""
    steps = effect(text)
    assert steps[1]["if"] == {"did": "sacrificing"}, steps


@pytest.mark.parametrize("text", [
    "{J} Draw a card. If you do, I gain 1 boost.",
    "{J} Exhaust me. If you do, draw a card.",
    "{J} I gain 1 boost. If you do, draw a card.",
])
def test_6_5_f_if_you_do_after_an_action_that_keeps_nothing_is_refused(text):
    """Nothing tells whether the action before it was started: refused at 'If you do', never 'it exists'."""
    e = refused(text)
    assert "keeps no trace of it" in e.message and e.column == text.index("If you do") + 1, e


def test_6_5_f_if_you_do_after_discard_me_asks_what_was_discarded():
    """[Discard] keeps what it moved (keywords.yaml 'them'): "If you do" asks that, not whether I exist."""
    assert effect("{J} Discard me. If you do, draw a card.")[1]["if"] == {"did": "discarded"}


def _run(board, text, source, vars=None):
    ctx = Ctx(board.game, 0, source, vars=dict(vars or {}))
    board.game.book.compiler.effect(effect(text))(ctx)
    return ctx


@pytest.mark.parametrize("zone, sacrificed_, drawn", [("Expedition", True, 1), ("Reserve", False, 0)])
def test_6_5_f_sacrifice_me_from_reserve_is_not_started(board5, zone, sacrificed_, drawn):
    """In play: sacrificed, and a card drawn; in Reserve (not in play, 7.3.36.a): it stays, nothing drawn (was:
    discarded from Reserve, and a card drawn)."""
    board5.put("Ordis Trooper", 0, "Deck")
    me = board5.put("Ordis Trooper", 0, zone)
    _run(board5, "{J} Sacrifice me. If you do, draw a card.", me, {"it": me})
    assert (me.gone, len(board5.game.zones[("Hand", 0)].objs)) == (sacrificed_, drawn)
    assert len(board5.game.zones[("Discard", 0)].objs) == int(sacrificed_)


def test_7_3_36_b_a_token_sacrificed_is_a_sacrifice_so_if_you_do_holds(board5, catalog):
    """A token ceases to exist instead of going to the discard pile (2.1.e): still a sacrifice (7.3.36.b), so
    started (6.5.f): a card is drawn."""
    board5.put("Ordis Trooper", 0, "Deck")
    token = board5.put(next(c for c in catalog if c.token and c.type == "Character"), 0, "Expedition")
    _run(board5, "{J} Sacrifice me. If you do, draw a card.", token, {"it": token})
    assert token.gone and len(board5.game.zones[("Hand", 0)].objs) == 1


def test_7_3_36_a_the_action_never_moves_another_players_object(board5):
    """Whatever route reaches it (a program written by hand here): the opponent's Character stays in play."""
    mine = board5.put("Ordis Trooper", 0, "Expedition")
    theirs = board5.put("Ordis Trooper", 1, "Expedition")
    ctx = Ctx(board5.game, 0, mine, vars={"both": [mine, theirs]})
    board5.game.book.compiler.effect([{"do": {"Sacrifice": {"what": {"var": "both"}}}}])(ctx)
    assert mine.gone and not theirs.gone, ctx.vars


# -- at a table of four ----------------------------------------------------------------------------------------

@pytest.fixture
def table(catalog):
    return table_of_four(catalog)


def _characters(game):
    """How many Characters each seat controls in play."""
    objs = game.zones[("Expedition", None)].objs
    return {seat: sum(1 for o in objs if o.controller == seat and game.type_of(o) == "Character")
            for seat in range(4)}


def _with_two_characters_each(game, catalog):
    trooper = next(c for c in catalog if c.name == "Ordis Trooper")
    for seat in range(4):
        put(game, trooper, seat, "Expedition")
        put(game, trooper, seat, "Expedition")
    return next(o for o in game.zones[("Hero", 0)].objs)       # the source: seat 0's Hero


def test_at_a_table_of_four_each_opponent_sacrifices_one_of_theirs(table, catalog):
    book, game = table
    hero = _with_two_characters_each(game, catalog)
    before = _characters(game)
    book.compiler.effect(effect("{J} Each opponent chooses a Character they control. They sacrifice it."))(
        Ctx(game, 0, hero))
    after = _characters(game)
    assert {s: before[s] - after[s] for s in range(4)} == {0: 0, 1: 1, 2: 1, 3: 1}


def test_at_a_table_of_four_the_target_opponent_sacrifices_one_of_theirs(table, catalog):
    book, game = table
    hero = _with_two_characters_each(game, catalog)
    before = _characters(game)
    ctx = Ctx(game, 0, hero)
    book.compiler.effect(effect("{J} Target opponent chooses a Character they control. They sacrifice it."))(ctx)
    [target] = ctx.vars["target"]
    after = _characters(game)
    assert target != 0 and {s: before[s] - after[s] for s in range(4)} == {s: int(s == target) for s in range(4)}


def test_at_a_table_of_four_sacrifice_target_character_is_yours(table, catalog):
    """The first option is taken: one of seat 0's own (no other seat's is offered)."""
    book, game = table
    hero = _with_two_characters_each(game, catalog)
    before = _characters(game)
    book.compiler.effect(effect("{J} [Sacrifice] target Character."))(Ctx(game, 0, hero))
    after = _characters(game)
    assert {s: before[s] - after[s] for s in range(4)} == {0: 1, 1: 0, 2: 0, 3: 0}
