"""Conditions: a state said of a subject, what a player controls, events said of their subject."""
from __future__ import annotations

import json

from ...effects.registry import load_operators
from ...loading.errors import DesignError, Misread, NotAReading
from ..ante import type_test
from ..discourse import Scope, dicts_in
from ..nouns import EACH_TURN, Noun, Player, conjoin, frame, played_by, players_zone, select
from .places_or_objects import counts_places
from .core import combinator, compare, player_noun, steps_of


# -- conditions -----------------------------------------------------------------------------------
@combinator("control", mode="raw")
def _control(ctx, n):
    """"you control N": some (or N, when counted) of what the noun names, controlled by you; of Expeditions,
    one of yours ("If you control an Ascended Expedition")."""
    named = _controls_named(ctx, "you", n)
    if named is not None:
        return named
    if n.kind == "marker":
        mine = _yours(n.as_filter(ctx.scope))
        return {"gte": [{"count_markers": mine}, n.count if n.quant == "count" else 1]}
    f = _you_control(ctx, n, uses=("count",))
    if n.quant == "count":
        _bare_count(n)
        return {"gte": [{"count": f}, n.count]}
    return {"exists": f}


@combinator("you_control", mode="raw")
def _you_control(ctx, n, uses=()):
    """The objects the noun names that you control, as a filter ("you control three or more ..."); of a zone
    nobody controls (a Mana zone, a Reserve), those in your own (players_zone)."""
    f = n.as_filter(ctx.scope, uses=uses)
    if not isinstance(f, dict):
        return f
    return players_zone(dict(f, controller=f.get("controller", "you")), n.zones, _verb_at(ctx))


@combinator("control_by", mode="raw")
def _control_by(ctx, arg):
    """"an opponent controls N ...", "they control ...": as "you control", for that player (7.5.4). "Each
    opponent controls" (of every opponent at a larger table) is not read yet."""
    player, n, test, past = (list(arg) + [None, None])[:4]
    if player.kind in ("each_opponent", "each", "each_other", "each_other_opponent"):
        raise DesignError("'each ... controls' as a condition is not read yet: say 'an opponent controls'")
    who = player.select(ctx.scope)
    named = _controls_named(ctx, who, n, test, past=bool(past))
    if named is not None:
        return named
    if past:                           # "If an opponent controlled a Robot": when? (what happened earlier: not read)
        column = ctx.node.start + 1 if ctx.node.start is not None else None
        raise DesignError("what a player controlled is read of one card a step moved out of play ('Return target "
                          "Character to its owner's hand. If an opponent controlled it, ...', 2.1.h), not of cards "
                          "of a kind: say what they control now ('If an opponent controls a ...')", column=column)
    f = n.as_filter(ctx.scope, uses=("count",))
    if not isinstance(f, dict) or n.kind == "marker":
        raise DesignError("what a player controls is objects here")
    if f.get("controller", who) != who:      # "you control ... an opponent controls": whose?
        raise NotAReading("the objects a player controls are said to be controlled by another player too")
    f = players_zone(dict(f, controller=who), n.zones, _verb_at(ctx))    # of a Mana zone: theirs
    if test is None and n.quant == "count":
        _bare_count(n)
        test = {"gte": n.count}
    if test is not None and who == "opponent":     # one opponent has that many, at any table (1.4.7)
        f["owner" if "owner" in f and "controller" not in f else "controller"] = {"var": "opponent_c"}
        return {"any_player": {"as": "opponent_c", "test": {"and": [
            {"is_opponent": [{"var": "opponent_c"}, "you"]}, compare({"count": f}, test)]}}}
    return compare({"count": f}, test) if test is not None else {"exists": f}


def _bare_count(n: Noun) -> None:
    """A bare number of two or more in a condition ("If you control 3 Mana Orbs") says neither "exactly" nor "or
    more", and printed cards always say which ("two or more", "less than"): refused, as "has 2 cards" is; "a"/"an"
    (one or more) stays read. Decision of session 55 (audit R1 §3)."""
    if not isinstance(n.count, int) or n.count < 2:
        return
    column, words = n.at if n.at else (None, f"{n.count} ...")
    number, _, rest = words.partition(" ")
    raise DesignError(f"a bare number in a condition ('{words}') says neither 'exactly' nor 'or more': write "
                      f"'exactly {number} {rest}' or '{number} or more {rest}' ('If you control two or more "
                      f"Landmarks, I gain 1 boost.')", column=column)


def _verb_at(ctx):
    """(column, words) of a "controls" condition, where a refusal of what it is said of points."""
    node = ctx.node
    return (node.start + 1, ctx.passage.source_text(node)) if node.start is not None else None


def _controls_named(ctx, who, n: Noun, test=None, past: bool = False):
    """"you control it", "an opponent controls me", "its owner controls it": whether the object a pronoun (or
    "me", "that Character") names is controlled by that player (glossary, Controller: each player controls the
    objects in their Expeditions, Landmark zone and Hero zone; 6.5.d), not objects of a kind to look for (None).
    "them" (each of them, or one?), "one of them" (read as any card that player controls) and a count
    ("controls two of it") are refused, saying what to write.
    Of a card a step before moved out of play ("Return target Character to its owner's hand. If an opponent
    controls it, ..."), the test reads its controller as it was when it left: a card that left play is asked of
    with the information true just before it ceased to exist (v3.0 2.1.h, v5.0 6.3.j; 7.5.4.a: control is where it
    was), as "Its controller" after that move and the same test in a reaction to its leaving read it; "If you
    controlled it" (``past``) says the same, and reads only so (tense.py: refused where nothing moved it)."""
    column = ctx.node.start + 1 if ctx.node.start is not None else None
    if n.kind == "one" and n.of_them:
        raise DesignError("whether a player controls 'one of them' is not read: refused rather than read as any "
                          "card they control; test one object ('Target Character gains 1 boost. If you control it, "
                          "...')", column=column)
    if n.kind not in ("self", "it", "that"):
        return None
    if n.several or test is not None or n.quant == "count":
        raise DesignError("whether a player controls them is a test of several objects, and whether each of them "
                          "or one of them is meant is not said: refused rather than read as either; test one "
                          "object ('Target Character gains 1 boost. If you control it, ...')", column=column)
    what = n.as_filter(ctx.scope)
    if past or ctx.scope is not None and what in ctx.scope.left_play:
        test = {"matches": {"what": {"was": what}, "filter": {"controller": who}}}
        if ctx.scope is not None:      # what "was" refers to is told once the ability is read (tense.past_tense)
            ctx.scope.named.setdefault("past_tests", []).append((json.dumps(test), column))
        return test
    return {"matches": {"what": what, "filter": {"controller": who}}}


@combinator("player_has", mode="raw")
def _player_has(ctx, arg):
    """``[player, nominal, test]``: "you have three or more cards in Reserve" (cards owned, objects
    controlled); "each player has ..." holds of each player in turn, not of their cards counted together."""
    player, n, test = arg
    each = {"each": "all", "each_opponent": "opponents", "each_other": "others"}.get(player.kind)
    if player.kind == "each_other_opponent":
        raise DesignError("'each other opponent' names no opponent before it to leave out")
    some = _some_opponent(player)
    n = n.copy()
    whose = {"var": "each_p"} if each or some else player.select(ctx.scope)
    n.default("owner_or_controller", whose)
    held = _than_some_opponent(compare({"count": _theirs(n, ctx.scope, whose, player)}, test))
    if each:
        return {"every": {"in": {"players": each}, "as": "each_p", "test": held}}
    return {"any": {"in": {"players": "opponents"}, "as": "each_p", "test": held}} if some else held


def _theirs(n: Noun, scope, whose, player):
    """What ``n`` names, "their" in it the player said to have them ("an opponent has 3 or more cards in their
    Reserve": that opponent's, 7.2.4.a), where no other player is named before; "you have ... their" names no one."""
    if scope is None or scope.player is not None or scope.other_actor or getattr(player, "kind", "you") == "you":
        return n.as_filter(scope)
    scope.player = whose
    try:
        return n.as_filter(scope)
    finally:
        scope.player = None


def _some_opponent(player) -> bool:
    """"an opponent" (or "your opponent") said of what a player has: some opponent has it, each tested on their
    own (1.4.7); their cards counted together would be another test at a table of more than two."""
    return isinstance(player, Player) and player.kind == "opponent" and player.where is None


def _than_some_opponent(test):
    """"fewer cards in Reserve than an opponent": than some opponent, each compared in turn."""
    if _THAN in json.dumps(test):
        return {"any": {"in": {"players": "opponents"}, "as": "than_p", "test": test}}
    return test


_THAN = json.dumps({"var": "than_p"})


def opponents_together(cond) -> bool:
    """Whether a condition counts what opponents have together ("three or more cards in an opponent's
    Reserve", "an opponent's hand is empty"): at a table of more than two, one opponent's or all of theirs?"""
    if isinstance(cond, list):
        return any(opponents_together(v) for v in cond)
    if not isinstance(cond, dict):
        return False
    for key in ("count", "not"):
        inner = cond.get(key)
        if isinstance(inner, dict) and key == "not":
            inner = inner.get("exists")
        if isinstance(inner, dict) and "opponent" in (inner.get("owner"), inner.get("controller")):
            return True
    return any(opponents_together(v) for v in cond.values())


_NOT_OBJECTS = ("var", "players", "markers", "marker_of")     # a filter of these names no object of its own


def objects_named(cond):
    """Whether a condition names objects of its own ("If you control a Landmark", "If there is a Character in
    ...", "If an opponent controls two or more Landmarks") that a pronoun after it could name: None if it names
    none (it tests a card named before, "If it's a Soldier", "If I'm [[Boosted]]"; or holds only when there are
    none, "If your hand is empty", "If you have no cards in hand"), else whether they may be one object (False:
    "two or more"), which a singular pronoun could name (7.2.4.a)."""
    if isinstance(cond, list):
        found = [objects_named(v) for v in cond]
        return None if all(f is None for f in found) else any(f for f in found)
    if not isinstance(cond, dict) or "not" in cond:
        return None
    if "exists" in cond:
        return True if _of_objects(cond["exists"]) else None
    for op in ("eq", "gte", "gt", "lte", "lt"):
        pair = cond.get(op)
        if isinstance(pair, list) and len(pair) == 2 and isinstance(pair[0], dict) \
                and _of_objects(pair[0].get("count")):
            n = pair[1]
            if not isinstance(n, int) or isinstance(n, bool):
                return True
            if (op, n) in (("eq", 0), ("lte", 0), ("lt", 1)):
                return None            # none of them: "it" names none
            return {"eq": n == 1, "gte": n <= 1, "gt": n < 1}.get(op, True)
    for op in ("any", "every"):
        loop = cond.get(op)
        if isinstance(loop, dict) and _of_objects(loop.get("in")):
            return op == "any"
    return objects_named(list(cond.values()))


def _of_objects(f) -> bool:
    return isinstance(f, dict) and not set(_NOT_OBJECTS) & set(f)


@combinator("the_one", mode="data")
def _the_one(ctx, arg):
    """``[test, objects]``: what "there is" counted, as "it" next, when the test says there is exactly one ("If
    there is only one Character in my Expedition, it is [Gigantic]"); "it" is one object, so after "no cards" or
    "three or more Characters" it names none of them (7.2.4.a)."""
    test, objects = arg
    return objects if test == {"eq": 1} else None


@combinator("moved_to", mode="data")
def _moved_to(ctx, zone):
    """What the action just before moved (``@this_way``: "If you put a Character in Reserve this way"),
    said to have gone to ``zone``: refused where that action puts them elsewhere (keywords.yaml: the move
    that binds them), as the test could never hold."""
    them, step = ctx.scope_var("this_way"), ctx.scope.moved_step
    _moved_by_you(ctx)
    if step is not None:               # a plain move: what it moved is named now
        them = step.get("as") or ctx.scope.fresh("moved")
        step["as"] = ctx.scope.named["this_way"] = them
        went = step.get("to")
    else:
        went = _destination(ctx.language.vocabulary.get("oracle", {}).get("actions", {}), them)
    if not ctx.scope.this_way_one:     # "it" after it would name every card moved, not those it tests
        ctx.scope.several_moved[them] = (ctx.node.start, _words(ctx))
    else:                              # one card moved: "them" after it names several, refused (7.2.5.a)
        ctx.scope.single.add(them)
        if ctx.node.start is not None:
            ctx.scope.chosen_at.setdefault(them, (ctx.node.start + 1, _words(ctx)))
    if went is not None and zone not in (went if isinstance(went, list) else [went]):
        node = ctx.node
        raise DesignError(f"'{_words(ctx)}' says what it moved went to {zone}, but the action before it puts them "
                          f"in {went}: say where it puts them", column=None if node.start is None else node.start + 1)
    return them


def _words(ctx) -> str:
    node = ctx.node
    return ctx.passage.source_text(node) if node.start is not None else node.phrase.name


def _moved_by_you(ctx) -> None:
    """"If you put/discarded ... this way" tests what the player whose words these are moved (1.4.7.b): the
    action before it must be theirs alone. Done by another player or by each player in turn ("Each player
    discards a card ...", "Target opponent [Resupplies]"), its cards are not told apart by who moved them, and
    where theirs came before another's ("[Resupply], then target opponent [Resupplies]") only the last's are
    kept: refused at the words rather than tested on another player's cards (6.5.*, 7.3.*)."""
    node, by, here, words = ctx.node, ctx.scope.this_way_by, frame(ctx.scope), _words(ctx)
    column = None if node.start is None else node.start + 1
    example = node.phrase.example[0] if isinstance(node.phrase.example, list) else node.phrase.example
    said = f" (as in \"{example}\")" if example else ""
    if here in by[:-1]:                # yours, then another's: yours are not kept
        raise DesignError(f"'{words}' tests what the actions before it moved this way, and only what the last of "
                          f"them moved is kept: say it right after one action{said}", column=column)
    if by and by[-1] != here:
        who = "each player in turn" if by[-1] == EACH_TURN else "another player"
        raise DesignError(f"'{words}' tests what you moved, but the cards moved this way were moved by {who}, and "
                          f"which of them you moved is not kept: say it right after an action you do alone{said}",
                          column=column)


def _destination(actions: dict, them: str):
    """The zone the keyword actions' effects move the objects named ``them`` to (their move ``as:`` them)."""
    def walk(x):
        if isinstance(x, dict):
            move = x.get("move")
            if isinstance(move, dict) and move.get("as") == them:
                return move.get("to")
            x = list(x.values())
        if isinstance(x, list):
            return next((z for z in map(walk, x) if z is not None), None)
        return None
    return walk([spec.get("effect") for spec in actions.values() if isinstance(spec, dict)])


@combinator("player_count", mode="raw")
def _player_count(ctx, arg):
    """``[player, nominal]``: how many of what the noun names a player has, as ``player_has`` counts them
    ("fewer cards in Reserve than target opponent": the cards in that opponent's Reserve)."""
    player, n = arg
    if player.kind.startswith("each"):
        raise DesignError("'than each ...' compares with every player at once: not read yet")
    n = n.copy()
    n.default("owner_or_controller", {"var": "than_p"} if _some_opponent(player) else player.select(ctx.scope))
    return {"count": n.as_filter(ctx.scope)}


def _marker_named(scope) -> bool:
    """Whether "it" names the Expedition a condition before it was said of."""
    return scope.subject is not None and scope.subject is scope.subject_marker


@combinator("distinct", mode="raw")
def _distinct(ctx, nouns):
    """"you control a X, another Y and yet another Z": three different objects."""
    sels = []
    for n in nouns:
        if n is None:
            continue
        f = dict(n.as_filter(ctx.scope))
        f.pop("not", None)
        f.setdefault("controller", "you")
        sels.append(players_zone(f, n.zones, _verb_at(ctx)))
    return sels


@combinator("is")
def _is(ctx, arg):
    """``{subject, be, state}``: the state of a subject (6.5.d). Said of several ("each of your
    Expeditions is behind or tied") it holds of each; of some ("an Expedition facing me is in {O}") of
    one of them; of a zone ("your hand is empty") of the zone; of "one of them" ("each of them", "none of
    them"), of what "them" names there (7.2.4.a)."""
    subject = player_noun(ctx.ev(arg["subject"], raw=True))
    be = ctx.ev(arg["be"]) or {}
    state = ctx.ev(arg["state"], raw=True)
    past = be.get("past")
    scope = ctx.scope
    kind = arg.get("kind")
    place = subject.kind == "marker" if isinstance(subject, Noun) else kind == "marker"
    at = subject.at[0] if isinstance(subject, Noun) and subject.at else None
    if isinstance(subject, Noun) and subject.quant in ("target", "up_to_target", "any_target"):
        if scope is None or subject.quant != "target":
            raise DesignError("'target' in a condition is chosen by an effect (6.5.b), one at a time")
        kind = "marker" if subject.kind == "marker" else "object"    # chosen as the sentence begins (6.5.b)
        subject = select(subject, scope)
    if kind is not None:                   # a state said of a variable ({var: m}) of a given kind
        test = state.apply(subject, scope, past=past, kind=kind)
    elif isinstance(subject, Player):
        test = state.apply(_player_said(subject), scope, past=past, kind="player")
    elif isinstance(subject, dict) and "of_them" in subject:       # "If any (each, none) of them is ..."
        node = ctx.node.slots.get("s")
        at = (node.start + 1, ctx.passage.source_text(node)) if getattr(node, "start", None) is not None else None
        return _as_said(ctx, _of_them(subject["of_them"], at, scope, be, state, past), past)
    elif isinstance(subject, dict):
        test = state.apply(subject, scope, past=past, kind="object")
    elif subject.kind == "marker" and subject.the_one:     # "If the Expedition is empty": which one?
        raise DesignError(subject.the_one[1], column=subject.the_one[0])
    elif subject.kind == "marker":
        markers = subject.as_filter(scope)
        if _several(markers) and subject.quant == "all" and not subject.each_of \
                and getattr(state, "declares", lambda k: False)("places"):
            test = state.apply(markers, scope, past=past, kind="places")    # "your Expeditions have 4 or more
            #                                 Characters": what is in them all together (the state declares it)
        elif _several(markers):        # said of several: of each ("each of your Expeditions"), or of one ("an
            inner = state.apply({"var": "each_m"}, scope, past=past, kind="marker")       # Expedition is ahead")
            if be.get("not"):          # "each of your Expeditions is not empty": of each, "one of ... is not
                inner, be = {"not": inner}, dict(be, **{"not": False})    # ahead": of one (as of objects, below)
            test = {"every" if subject.quant == "all" else "any": {"in": markers, "as": "each_m", "test": inner}}
        else:
            test = state.apply(markers, scope, past=past, kind="marker")
            if scope is not None:          # the one place in reach for a status only places have
                scope.place_named = markers
        # (refer_it, not a plain read: this test has always bound a create's tokens to "it", and readings keep it)
        if scope is not None and scope.refer_it() is None and markers != {"marker_of": "it"} \
                and not scope.trigger_named:
            scope.subject = scope.subject_marker = markers     # "If an Expedition ... is in {O}, it ...": "it" is that Expedition (7.2.4.a),
            scope.subject_one = None if _several(markers) else subject.at or (None, "the condition's subject")
                                        # unless "it" is already the object a trigger named, or names
                                        # the Expedition through "it" ("its Expedition")
    elif subject.kind == "it" and scope.it is None and _marker_named(scope):
        test = state.apply(scope.subject, scope, past=past, kind="marker")     # "If it's behind": that Expedition
    elif subject.kind == "it" and scope.it is None and scope.subject is None and scope.trigger_marker:
        test = state.apply("it", scope, past=past, kind="marker")    # "When my Expedition moves forward — If
        #                                                               it's ahead": that Expedition
    elif subject.kind == "it" and scope.it in scope.marker_names:      # "target Expedition ... If it's
        test = state.apply({"var": scope.it}, scope, past=past, kind="marker")     # ahead": the one chosen
    elif subject.kind == "one" and subject.of_them:     # "If one of them is a Spell": of what "them" names
        if subject.count not in (None, 1) or subject.quant == "up_to":
            column, words = subject.at or (None, "of them")
            raise DesignError(f"'{words}' in a condition: at least that many of them, or exactly? Write 'one of them' "
                              f"(at least one), 'each of them' or 'none of them'", column=column)
        return _as_said(ctx, _of_them("some", subject.at, scope, be, state, past), past)
    elif subject.kind == "other":      # "If the other is a Spell": what "The other gains ..." names (3.2.2)
        return _as_said(ctx, _the_other(subject, scope, be, state, past), past)
    elif subject.kind == "it" and subject.several and scope is not None:    # "If they're [[Boosted]]"
        return _as_said(ctx, _they_are(ctx, subject, scope, be, state, past), past)
    elif subject.kind in ("self", "it", "we", "that"):     # "if it was": the object as it was (2.1.h, 6.3.k);
        #                                                    "If that Spell is a Song": the trigger's
        what = subject.as_filter(scope)
        test = state.apply({"was": what} if past else what, scope, past=past, kind="object")
        if subject.kind == "it" and scope is not None and isinstance(what, dict):
            type_test(scope, what.get("var"), test, subject.at)    # a pick of one's type (ante.py)
    elif subject.quant == "all" and "zone" in subject.filter and "type" not in subject.filter:
        test = state.apply(subject.as_filter(scope), scope, past=past, kind="zone")      # your hand is empty
    else:                                  # "an Expedition facing me is in {O}": one of them is
        every = subject.quant == "all"     # of each in each of your Expeditions: of all of them
        f = dict(subject.as_filter(scope, uses=("each",) if every else ()))
        inner = state.apply("it", scope, past=past, kind="object")
        if every:         # "all Characters in my Expedition are (not) [[Boosted]]": each is
            test = {"every": {"in": f, "test": {"not": inner} if be.get("not") else inner}}
            if _some_presupposed(subject):      # "your other Characters are (not) ...": and one at least
                test = {"and": [{"gte": [{"count": f}, 1]}, test]}
            return _as_said(ctx, test, past)
        f["where"] = conjoin(f.get("where"), inner)
        test = {"exists": f}
    if place:                              # a place is no object: "there are" it is always true (3.2.4.c)
        counts_places(scope, test, ({"var": "each_m"}, subject), at)
    return _as_said(ctx, {"not": test} if be.get("not") else test, past)


def _some_presupposed(subject: Noun) -> bool:
    """Whether a state said of a group holds only where the group has one at least: "If your other Characters are
    [[Boosted]]", "If your Characters have 2 or more boosts", and as much their negatives, "If your other Characters
    aren't exhausted (are not [[Anchored]], have no boosts)" (a plural said as yours, no determiner before it:
    ``Noun.possessive``, nouns.yaml adj-your) say there are some, as English does, and hold of each of them and of
    one at least (none: not true), as "If they're ..." after several objects reads (``_they_are``) (6.5.d). What
    reads as before, true of none: "If all your ...", "If each (of your) ...", "If Characters you control are ..."
    (no possessive), and the words that say none: "If you control no ...", "If there are no ...", "If you have no
    ..." (a count = 0, not a state of the group)."""
    return subject.possessive is not None and subject.plural is not None


def _player_said(player: Player):
    """The player a state is said of ("If target opponent is the first player"). "they" that names no player
    ("Up to two target Characters gain 1 boost. If they're [[Boosted]], they gain [[Asleep]]") is a word taken for
    what it is not (the objects named before it): that parse is ruled out, and the reading of "they" as those
    objects (``_they_are``), or its own refusal, stands, as for "They gain 1 boost" (subjects._as_player)."""
    try:
        return player.select(None)
    except DesignError as e:
        if player.kind not in ("chosen", "they"):
            raise
        raise Misread(e.message, column=e.column if e.column is not None else (player.at or (None,))[0]) from None


def _the_other(subject, scope, be, state, past):
    """"If the other (the rest) is ...": the card "the other" names in an action ("The other gains ...", "Put
    the other in ..."), read by the same rule (Noun.select: the cards among those one was picked from but it,
    3.2.2), each where it is now or not (a card put in Reserve is gone from among them, 2.1.e): one of them is
    (none left: not true). Refused where the words don't make it one card at most, or
    where it was put in a zone only its owner sees (Scope.the_other_one)."""
    at = subject.at or (None, "the other")
    if scope is None:
        raise DesignError(f"'{at[1]}' names the rest of the cards an effect picked among, and here there is no "
                          f"effect: say which cards", column=at[0])
    picked = scope.picked
    them = dict(select(subject, scope))
    among = them.pop("among", None)
    scope.the_other_one((among or {}).get("var"), picked, at)
    each = scope.fresh("each")         # each of those cards, gone from where it was looked at or not (2.1.e)
    inner = state.apply({"was": {"var": each}} if past else {"var": each}, scope, past=past, kind="object")
    test = conjoin({"matches": {"what": {"var": each}, "filter": them}}, {"not": inner} if be.get("not") else inner)
    return {"any": {"in": {"concat": [among]}, "as": each, "test": test}}


@combinator("each_if_none")
def _each_if_none(ctx, arg):
    """``[test, meaning, message]``: a count said of several objects together ("If they have no boosts",
    ``_they_are``): none is the same of each of them as of all of them together, so the meaning said of each is
    read; another count could be each one's or all of theirs together: refused with the message (what to write)."""
    test, meaning, message = arg
    if ctx.ev(test) != {"eq": 0}:
        raise DesignError(ctx.ev(message))
    return ctx.ev(meaning)


def _they_are(ctx, subject, scope, be, state, past):
    """"If they're [[Boosted]]", "If they're in my Expedition", "If they aren't exhausted": "they" names the objects
    "them" names (7.2.4.a: several targets, a pick of up to two, picks made one after the other), and a state said
    of them holds of each of them, as "If each of them is ..." reads (``_of_them``, "every": and of one at least),
    never of the first or of any one. What the state's phrase says of several said together (its ``they`` meaning,
    ``$by_kind``) is read instead where it declares one: "If they have 3 or more boosts" (each of them, or all of
    them together?) is refused there, at the count, saying what to write."""
    node = ctx.node.slots.get("s")
    at = subject.at or ((node.start + 1, ctx.passage.source_text(node))
                        if getattr(node, "start", None) is not None else None)
    kind = "they" if getattr(state, "declares", lambda k: False)("they") else "object"
    return _of_them("every", at, scope, be, state, past, kind)


def _of_them(quant, at, scope, be, state, past, kind="object"):
    """"If one (any, either) of them is ...": the test holds of at least one of what "them" names, the same objects
    "them" names in an action there (7.2.4.a, v5.0 7.2.5.a: the cards looked at or revealed, those a step acted on);
    "each (all) of them": of every one, and of one at least (none there: not true); "none of them": of not one.
    Each is tested where it is now, or, in the past tense, as it was (6.3.k, tense.py). Where "them" names nothing,
    one object, or either of two things, refused at the words as "them" is; "two of them" (at least, or exactly?)
    refused with what to write."""
    column, words = at or (None, "one of them")
    if scope is None:
        raise DesignError(f"'{words}': 'them' names the objects an effect acted on before it, and here there is no "
                          f"effect: say which cards", column=column)
    split = scope.split_them((column, words))      # after a split put: by number (7.2.5.a)
    try:
        them = {"var": split} if split else scope.it_selector(True, (column, words), plural=True)
    except DesignError:
        if scope.it is None and not scope.branch_it and not (scope.trigger_named or scope.trigger_object):
            # no step before it kept what it acted on (where the trigger names an object, its refusal says why)
            raise DesignError(f"'{words}' names what 'them' names in an action, and no object is named before it "
                              f"(a step on all of a kind, '... you control gain ...', names none, 7.2.4.a): say which "
                              f"cards in the condition itself ('If you control a ... that is ...', 'If a card in your "
                              f"... is ...')", column=column) from None
        raise
    if quant == "some":                # "the other" after it names none of them (ante.the_others)
        for var in dicts_in(them):
            if isinstance(var.get("var"), str):
                scope.tested_some.setdefault(var["var"], (column, words))
    each = scope.fresh("each")
    inner = state.apply({"was": {"var": each}} if past else {"var": each}, scope, past=past, kind=kind)
    if be.get("not"):                  # "one of them isn't ...": one of them is not
        inner = {"not": inner}
    items = {"concat": [them]}         # a list, whatever "them" holds: one object (a trigger's), none (a "may" not
    #                                    taken), several
    if quant == "every":
        return {"and": [{"gte": [{"count": them}, 1]}, {"every": {"in": items, "as": each, "test": inner}}]}
    test = {"any": {"in": items, "as": each, "test": inner}}
    return {"not": test} if quant == "none" else test


@combinator("where_now", mode="data")
def _where_now(ctx, arg):
    """``[subject, test]``: the zone an object is in, asked of one a step before moved (or may have moved) to a
    hand or a deck ("Return target Character to its owner's hand. If it's in your hand, ..."): the card there is a
    new one this text can't follow (2.1.d, 2.1.f), and what was last known of the object (2.1.h) is where it was,
    not where the card went: either reading may be meant, so refused at the pronoun (Scope.gone_hidden), as an
    action on it is. What it was ("If it's a Character") is still asked of what was last known. Nor is a hand or
    a deck asked of any object but me ("When a Character leaves the Expedition zone — If it's in your hand"): a card
    there is no object (2.1.j, 3.1.3.d), so the test would never hold; of me it follows my card (6.3.c)."""
    subject, test = arg
    if ctx.scope is not None:
        ctx.scope.gone_hidden(subject, 0)
    zone = ((test.get("matches") or {}).get("filter") or {}).get("zone") if isinstance(test, dict) else None
    hidden = set(ctx.language.vocabulary.get("hidden_zones", ())) & set(zone if isinstance(zone, list) else [zone])
    if hidden and subject != "self" and (subject == "it" or isinstance(subject, dict) and set(subject) == {"var"}):
        raise DesignError(f"a card in a {' or a '.join(sorted(hidden)).lower()} is no object (2.1.j, 3.1.3.d): what a "
                          f"text names, found where it went only in a zone all see (2.1.f), is never there, and the "
                          f"test would never hold; say it of me ('If I'm in my owner's hand', in a Reaction to my "
                          f"move), or of a zone all see, where it is found", column=ctx.node.start + 1 if ctx.node.start is not None else None)
    return test


@combinator("was_played_from", mode="raw")
def _was_played_from(ctx, arg):
    """``[subject, place, past]``: "If I was played from your Reserve": where the play that put me in play
    started (5.1.2: the card as it was before it was played), asked in an ability whose trigger hears me
    enter play ({J}, 7.1.1: played or put there; "If I was played" is false when I was put there) or be
    played ({H}, {R}, "When I'm played"). Said of another card, in the present tense, of a zone no card is
    played from or where the trigger says nothing of my play, it is refused: the engine would not know."""
    subject, place, past = arg
    node = ctx.node.slots.get("z")
    column = node.start + 1 if getattr(node, "start", None) is not None else None
    if not past:
        raise DesignError("where a card is played from is said in the past tense: write 'If I was played from "
                          "...' (5.1.2)", column=column)
    if subject != {"was": "self"}:
        raise DesignError("'was played from' is read of me only, where my trigger hears me enter play or be "
                          "played ({J}, {H}, {R}): write 'If I was played from ...' (5.1.2)", column=column)
    played_by(place, "you", (column, ctx.passage.source_text(node)) if column is not None else None)
    vocabulary = ctx.language.vocabulary
    zones = (ctx.scope.named.get("me_played") if ctx.scope is not None else None) or []
    if not zones:
        raise DesignError("'If I was played from ...' asks where the play that put me in play started, and here "
                          "no trigger says I was played or entered play: write it in a {J} ability ('{J} If I was "
                          "played from ...', 7.1.1), or use {H} / {R} (5.1.2)", column=column)
    if place.zone not in zones:
        meanings = vocabulary.get("meanings", {})
        if place.zone not in meanings.get("play_zones", ()):
            raise DesignError(f"a card is played from {' or '.join(meanings.get('play_zones', ()))} only (5.1): 'If I "
                              f"was played from' {place.zone} is never true", column=column)
        symbol = next((f"{{{k}}}" for k, v in meanings.get("trigger_symbols", {}).items()
                       if (v.get("played") or {}).get("from") == place.zone), "a {J}")
        raise DesignError(f"this ability's trigger says I was played from {' or '.join(zones)}, so 'If I was played "
                          f"from' {place.zone} is never true here: write it as a {symbol} ability, or in a {{J}} "
                          f"ability (7.1.1)", column=column)
    return {"played_from": place.zone}


# The values of the effect model that read the past: an object as it was (6.3.k), where the play that put me in
# play started (5.1.2)
READ_AS_IT_WAS = ("was", "played_from")


def _as_said(ctx, test, past):
    """The test, unless it was said in the past tense ("it was behind", "that was in {V}") and reads nothing
    as it was (no ``was:`` object, no status ``before:``): an Expedition's place or a card's region read now
    would be another text than the card's, so refused at "was" (6.3.k reads only a card as it was)."""
    said = json.dumps(test)
    if not past:
        return test
    be = ctx.node.slots.get("b")
    column = be.start + 1 if getattr(be, "start", None) is not None else None
    if not any(f'"{read}"' in said for read in READ_AS_IT_WAS) and '"before": true' not in said:
        raise DesignError("the past tense is read but not meant here: this phrase reads the state now, not as it was",
                          column=column)
    if ctx.scope is not None:      # what "was" refers to is told once the ability is read (tense.past_tense)
        ctx.scope.named.setdefault("past_tests", []).append((said, column))
    return test


def _yours(markers):
    """The same Expeditions, among yours only."""
    if isinstance(markers, dict) and "markers_where" in markers:
        spec = dict(markers["markers_where"])
        spec["in"] = _yours(spec["in"])
        return {"markers_where": spec}
    if markers == {"markers": "all"}:
        return {"markers": {"owner": "you"}}
    return markers


def _several(markers) -> bool:
    """Markers that may name more than one Expedition ("your Expeditions", "an Expedition", "an Ascended
    Expedition", "an opponent's Hero Expedition": one of each opponent's at a table of several), not one by its
    place ("my Expedition", "the Expedition facing me", "your Hero Expedition")."""
    if not isinstance(markers, dict):
        return False
    if "markers_where" in markers:
        return True
    spec = markers.get("markers")
    return spec is not None and ("side" not in spec or spec.get("owner") != "you" if isinstance(spec, dict)
                                 else True)


@combinator("apply")
def _apply(ctx, arg):
    """``[phrase, subject]``: a phrase said of a subject (an event, a state, what a verb gains)."""
    fn = ctx.ev(arg[0], raw=True)
    subject = ctx.ev(arg[1])
    return fn.apply(subject, ctx.scope, past=ctx.past, kind=ctx.kind)


@combinator("apply_each")
def _apply_each(ctx, arg):
    """``[phrases, subject]``: each phrase said of the subject."""
    fns = ctx.ev(arg[0], raw=True) or []
    subject = ctx.ev(arg[1], raw=True)
    return [fn.apply(subject, ctx.scope) for fn in fns]


@combinator("apply_list")
def _apply_list(ctx, arg):
    """``[items, subject]``: each item (a verb's "1 boost and [[Fleeting]]") said of the subject; joined by
    "and" their steps follow each other, joined by "or" they are a choice of one (6.5.g)."""
    items = ctx.ev(arg[0], raw=True)
    subject = ctx.ev(arg[1])
    parts = [steps_of(fn.apply(subject, ctx.scope)) for fn in items]
    if len(parts) == 1 or getattr(items, "conj", "and") == "and":
        return [s for p in parts for s in p]
    return [{"modes": {"count": 1, "options": parts}}]


@combinator("any_event", mode="data")
def _any_event(ctx, arg):
    """One event a player does, or any of several. "It" in the effect names what the event is about (6.3.h):
    the object a trigger binds (its declared ``gives``), or the one a keyword action names (keywords.yaml
    ``it``: the card [Resupply] put in Reserve); of an event about none ("draws one or more cards", "rolls
    one or more dice"), or of events about different things, it names nothing of the trigger's (7.2.4.a)."""
    first, more = arg
    events = [first] + list(more or [])
    named = [_event_it(ctx, e) for e in events]
    scope = ctx.scope
    if all(n == named[0] for n in named) and named[0] is not None:
        if named[0] == "it":
            scope.trigger_object = True
        else:
            scope.it = named[0]["var"]
    else:
        scope.trigger_it, scope.trigger_object = False, False
        scope.no_it = ("the trigger's events are not about one same object" if any(named)
                       else "the trigger says what a player does, naming no card or place 'it' could be")
    return events[0] if len(events) == 1 else {"any": events}


def trigger_yours(trigger) -> bool:
    """A reaction's trigger, as read: whether each event it names says its object is controlled by the card's
    controller (a filter "you control", "joins my Expedition" or "your Expeditions": what is there is its
    player's, 7.5.4.a; a card "you play" or I), what [Sacrifice] on "it" asks (verbs._only_theirs)."""
    events = trigger["any"] if isinstance(trigger, dict) and set(trigger) == {"any"} else [trigger]
    return all(_yours_event(event) for event in events)


def _yours_event(event) -> bool:
    if not isinstance(event, dict) or len(event) != 1:
        return False
    [(name, spec)] = event.items()
    if not isinstance(spec, dict):
        return False
    what = spec.get("what")
    return what == "self" or isinstance(what, dict) and what.get("controller") == "you" \
        or name == "played" and spec.get("by") == "you" \
        or spec.get("expedition") in ({"marker_of": "self"}, {"markers": {"owner": "you"}})


def _event_it(ctx, event):
    """What "it" names after a player's event: "it" (the object the trigger binds), {var: NAME} (what a keyword
    action declares it acted on, keywords.yaml ``it``), or None (nothing)."""
    (op, arg), = event.items()
    if op == "does":
        spec = ctx.language.vocabulary["oracle"]["actions"].get(arg.get("action")) or {}
        if spec.get("heard_as"):           # "When you [Sacrifice]": the event it is heard as, about its object
            op = next(iter(spec["heard_as"]))
        else:
            return {"var": spec["it"]} if spec.get("it") else None
    declared = load_operators()["trigger"].get(op)
    return "it" if declared is not None and declared.gives else None


@combinator("own_scope")
def _own_scope(ctx, t):
    """A condition read apart from the sentence before it ("if it's exhausted": the card counted)."""
    saved = ctx.scope
    ctx.scope = Scope()
    try:
        return ctx.ev(t)
    finally:
        ctx.scope = saved
