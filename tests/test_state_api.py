"""The state API (flow.py, snapshot.py): decisions as pauses of the state, copies that continue
exactly like the original and never touch it, and the same games as agents play."""
from __future__ import annotations

import dataclasses
import json
import random

from altered.engine.decisions import FirstOptionAgent, RandomAgent
from altered.engine.flow import Flow
from altered.engine.game import Game
from altered.engine.pause import PAUSE_KINDS, Pause
from altered.engine.position import POSITION_KINDS, Position
from altered.engine.session import new_state
from altered.engine import snapshot
from altered.engine.state import fields


def _events(state):
    return json.dumps(state.events, default=str)


def test_a_state_played_with_first_options_is_the_first_option_game(book, decks):
    s = new_state(book, decks, seed=4, log=True)
    steps = 0
    while not s.is_terminal():
        assert s.legal_actions() and s.current_player() in (0, 1)
        s.apply(0)
        steps += 1
    game = Game(book, decks, [FirstOptionAgent(), FirstOptionAgent()], seed=4, log=True)
    game.play()
    assert s.events == game.events and steps == game.decisions
    assert sorted(s.returns()) == [-1, 1] and s.returns()[game.winner] == 1


def test_random_play_through_the_state_matches_random_agents(book, decks):
    agent = RandomAgent(11)
    s = new_state(book, decks, seed=2, log=True)
    while not s.is_terminal():
        s.apply(agent.choose(None, s.decision))
    shared = RandomAgent(11)                 # one generator answered for both seats
    game = Game(book, decks, [shared, shared], seed=2, log=True)
    assert game.play() == s.winner and game.events == s.events


def test_decisions_inside_effects_are_pauses_of_the_state(book, decks):
    """A choice in the middle of a daily effect (Expand's card, 4.2.1.e) or of a card's effect is a
    pending decision: the state waits there, and its observation shows the effect so far."""
    s = new_state(book, decks, seed=3)
    kinds = set()
    while not s.is_terminal():
        d = s.decision
        if s.stage == "effect":
            kinds.add((s.book.phases[s.phase_index].effects[s.effect_index][0], d.kind))
        s.apply(len(d.labels) - 1)
    assert ("Expand", "choose") in kinds


def test_copies_continue_like_the_original_and_never_change_it(book, decks):
    """At every step of random games: a copy given the same answers makes the same events, and
    playing a copy on elsewhere leaves the original as it was."""
    for seed in range(3):
        rng = random.Random(seed)
        s = new_state(book, decks, seed=seed, log=True)
        step = 0
        while not s.is_terminal():
            twin = s.copy()
            before = (_events(s), str(s), s.action_labels())
            assert twin.action_labels() == s.action_labels() and str(twin) == str(s)
            if step % 7 == 0:                        # play the copy on, then check the original is untouched
                other = s.copy()
                r = random.Random(step)
                for _ in range(5):
                    if other.is_terminal():
                        break
                    other.apply(r.randrange(len(other.legal_actions())))
                assert (_events(s), str(s), s.action_labels()) == before
            a = rng.randrange(len(s.legal_actions()))
            s.apply(a)
            twin.apply(a)
            assert _events(twin) == _events(s) and str(twin) == str(s)
            step += 1
        assert twin.winner == s.winner and twin.returns() == s.returns()


def test_a_copy_shares_no_mutable_container_with_the_original(book, decks):
    s = new_state(book, decks, seed=5, log=True)
    for a in [0, 1, 0, 0, 1, 0, 2, 0, 1] * 6:
        if s.is_terminal():
            break
        s.apply(min(a, len(s.legal_actions()) - 1))
    c = s.copy()
    names = _fields(s)
    declared = {f.name for f in dataclasses.fields(Position)} | set(Game.SHARED + Game.PARTS + Game.CACHES) | {"pause"}
    assert names == declared, "a Game attribute that position.py or machine.py doesn't declare: say how a copy treats it"
    missing = [name for name in declared if not hasattr(c, name)]
    assert not missing, f"fields the copy does not set (snapshot.py copies each 'own' field by hand): {missing}"
    copied = [n for kind in ("list", "dict", "mapped", "own") for n in POSITION_KINDS[kind]]
    mutable = (list, dict, set)
    seen = {}

    def walk(x, path, depth=0):
        if path.startswith("events."):               # log records are written once, never changed
            return
        if depth > 6 or isinstance(x, (str, int, float, bool, type(None))):
            return
        if isinstance(x, mutable) or fields(type(x)) and type(x).__module__.startswith("altered.engine.state"):
            seen.setdefault(id(x), path)
        items = (x.items() if isinstance(x, dict) else enumerate(x) if isinstance(x, (list, tuple)) else
                 [(k, getattr(x, k)) for k in fields(type(x)) if hasattr(x, k)]
                 if type(x).__module__.startswith("altered.engine.state") else ())
        for k, v in items:
            walk(v, f"{path}.{k}", depth + 1)

    for name in copied:
        walk(getattr(s, name), name)
    originals = dict(seen)
    seen.clear()
    for name in copied:
        walk(getattr(c, name), name)
    shared = {originals[i] for i in seen if i in originals}
    assert not shared, f"copy shares mutable parts with the original: {sorted(shared)[:5]}"
    assert c.pause is not s.pause and c.pause.said is not s.pause.said and c.pause.answers is not s.pause.answers


def test_the_pause_is_copied_by_its_declared_kinds(book, decks):
    """pause.py declares how a copy treats each field of the pause: Pause.copy() follows it (the
    checkpoint, never changed once taken, is shared; lists are copied; scalars are kept)."""
    s = new_state(book, decks, seed=8, log=True)
    while not s.is_terminal() and not s.pause.answers:
        s.apply(0)
    p = s.pause
    c = p.copy()
    assert {f.name for f in dataclasses.fields(Pause)} == {n for names in PAUSE_KINDS.values() for n in names}
    for name in PAUSE_KINDS["shared"] + PAUSE_KINDS["scalar"]:
        assert getattr(c, name) is getattr(p, name), name
    for name in PAUSE_KINDS["list"]:
        assert getattr(c, name) == getattr(p, name) and getattr(c, name) is not getattr(p, name), name


def test_the_position_is_what_a_copy_copies(book, decks):
    """The position record (position.py) is what snapshot.py copies: a field of the position set by
    hand is in the copy, a field of the machine is shared, and nothing else is carried over."""
    s = new_state(book, decks, seed=3, log=True)
    for _ in range(20):
        s.apply(0)
    c = s.copy()
    for f in dataclasses.fields(Position):
        a, b = getattr(s, f.name), getattr(c, f.name)
        if f.metadata["copy"] == "scalar":
            assert a is b or a == b, f.name
        elif f.name not in ("rng", "adventure_zone"):
            assert type(a) is type(b) and (a is None or a is not b), f"{f.name} ({f.metadata['copy']}) shared by a copy"
    assert all(getattr(c, name) is getattr(s, name) for name in Game.SHARED)
    assert all(getattr(c, name) is not getattr(s, name) for name in Game.PARTS)


def test_the_parts_of_a_game_hold_no_state_a_copy_would_miss(book, decks):
    """Game's parts (game.py) are made anew for a copy: each has slots, holds the game, the book and
    sibling parts, and derived facts only; the runtime's facts about the game's abilities (what they
    listen to) are state, copied, and its caches are forgotten."""
    from altered.engine.runtime import Runtime
    s = new_state(book, decks, seed=5)
    for name in Game.PARTS:
        part = getattr(s, name)
        assert not hasattr(part, "__dict__"), f"game.{name} has no __slots__"
        assert part.game is s
        c = s.copy()
        assert getattr(c, name) is not part and getattr(c, name).game is c
    # besides: what the hot paths read of the book (bookfacts.py) and the incremental flag, read once per part
    from_book = {"rules", "_incr"}
    assert {f for cls in Runtime.__mro__ for f in fields(cls)} == {"game", "book"} | from_book | set(Runtime.FACTS) | set(Runtime.CACHES)
    for name in ("actions", "plays", "flow"):
        slots = {f for cls in type(getattr(s, name)).__mro__ for f in fields(cls)}
        references = {"game", "book", "rules"} | set(Game.PARTS)    # rules: the book's (bookfacts.py)
        derived = {"_rule_mods", "_presence_zones", "_card_facts",      # from the book alone (actions.py, playing.py)
                   "_sources",        # the zones played from and their rules, read once (costs.py): the book's too
                   "_plain_options"}     # the plays of objects, fixed while each stays in its zone (playing.py)
        assert set(slots) <= references | derived, f"game.{name} holds {set(slots) - references - derived}"
    c = s.copy()
    assert all(getattr(c.runtime, f) == getattr(s.runtime, f) for f in Runtime.FACTS)


def test_the_copy_knows_every_field_of_an_object():
    from altered.engine.state import Obj
    assert set(fields(Obj)) == set(snapshot.OBJ_FIELDS), "snapshot.py copies Obj fields by hand: add the new one"


def _fields(game):
    return (set(vars(game)) if hasattr(game, "__dict__") else set()) | {
        k for cls in type(game).__mro__ for k in fields(cls) if hasattr(game, k)}


def test_copy_of_a_state_paused_inside_an_action_resumes_there(book, decks):
    """A copy taken while an action waits for its second decision carries the answers given."""
    s = new_state(book, decks, seed=8, log=True)
    while not s.is_terminal() and not s.pause.answers:
        s.apply(0)
    assert s.pause.answers, "no action with two decisions in this game"
    twin = s.copy()
    while not s.is_terminal():
        s.apply(0)
        twin.apply(0)
    assert twin.events == s.events


def test_a_copy_replays_nothing(book, decks, monkeypatch):
    """copy() duplicates the state: no top-level action runs again (ENGINE-API.md §1)."""
    s = new_state(book, decks, seed=2)
    for _ in range(40):
        s.apply(0)
    calls = []
    monkeypatch.setattr(Flow, "step", lambda self: calls.append(1))
    twin = s.copy()
    assert calls == [] and twin.action_labels() == s.action_labels()


def test_a_list_of_answers_replays_a_game(book, decks):
    """What a replay or a saved game needs: the answers given, applied in order, make the same game
    (as indices, or as the labels read when they are unambiguous)."""
    rng = random.Random(4)
    s = new_state(book, decks, seed=6, log=True)
    answers, labels = [], []
    while not s.is_terminal():
        i = rng.randrange(len(s.legal_actions()))
        answers.append(i)
        labels.append(s.decision.labels[i] if s.decision.labels.count(s.decision.labels[i]) == 1 else i)
        s.apply(i)
    assert new_state(book, decks, seed=6, history=answers, log=True).events == s.events
    assert new_state(book, decks, seed=6, history=labels, log=True).events == s.events


def test_what_the_game_abilities_listen_to_is_held_by_the_position(board):
    """An ability gained (7.4.5.c) changes what the runtime listens to and skips: that is game state,
    held by the position (``game.abilities``, Runtime.FACTS in order), and so by a copy of it."""
    from altered.engine.runtime import Runtime
    from altered.simulation.layout import put
    g = board.game
    o = put(g, board.card("Ordis Trooper"), 0, "Expedition", sub="hero")
    g.runtime.gain_ability(o, "You may sacrifice a Character to reduce my cost by {2}.")
    facts = tuple(getattr(g.runtime, f) for f in Runtime.FACTS)
    assert g.abilities == facts and "on_play" in g.runtime.passive_kinds
    c = snapshot.copy_state(g)
    assert c.abilities == facts and tuple(getattr(c.runtime, f) for f in Runtime.FACTS) == facts
