"""Sentences in order and what they carry across: "Otherwise" and "If you play it from" attached to the
sentence before, "If they don't" put where the offer was, an X said once, a die's outcome tested in the loop
or branch that rolled it, a name read where it may be unset."""
from __future__ import annotations

import re

from ...loading.errors import DesignError, NotAReading
from ...effects.bound import binder, negated, unset_reads
from ..meaning import Node
from ..nouns import LOOP_PLAYER, contains, substitute
from .core import combinator, steps_of
from .branches import sentence_of
from .done_and_counted import tell_fewer
from .joined_steps import join_loop
from .targets_first import offered_targets_first
from .walkers import bound_names, has_key, pairs_in, used_names


@combinator("sentences")
def _sentences(ctx, arg):
    """``[first, rest]``: sentences in order; "Otherwise" and "If you play it from" attach to the one
    before them."""
    out: list = []
    last = out                       # where the sentence before went (an "If they don't" may go in a branch)
    first = arg[0]
    ifs = 0                          # sentences in a row just before, each ending in an "if" of its own
    said = None                      # where the X of ", where X is ..." is counted, for the sentences after it
    joined = None                    # where the sentence before went in the turns of a loop (join_loop)
    loop_at = None                   # the column of the first sentence naming "they" of a loop not joined to it
    columns = _columns(ctx, arg)
    for n, result in enumerate([ctx.ev(first)] + list(ctx.ev(arg[1]) or [])):
        unset = len(unset_reads(out))
        again = [steps for _, steps in ctx.scope.x_said if steps is result]
        if said is not None and again:
            said = "again"
        elif said is not None:
            result = _x_said_before(ctx.scope, out, said, result)
        else:
            said = next(([len(out) + next(i for i, s in enumerate(steps) if contains(s, value)), value, None]
                         for value, steps in ctx.scope.x_said if steps is result and contains(steps, value)),
                        None)
        if isinstance(result, tuple) and result[0] == "declined":
            _, asked, steps, column = result
            if joined is not None:                     # offered in each turn: asked once after them all?
                raise DesignError("'If ... don't' after a choice offered in each turn of 'each ...': it is not "
                                  "read once per player yet; say it in the sentence of the choice ('..., and if "
                                  "they don't, ...') or name the player (6.5.c)", column=column)
            last = _offered_in(out, asked, column)     # "If they don't": where they were offered it
            last.extend(steps)
            joined = None
            ifs += 1
        elif isinstance(result, tuple):
            if result[0] == "else" and ifs > 1 and not has_key((joined[0] if joined else out)[-1]["if"], "did"):
                raise DesignError("'Otherwise' after two sentences beginning with 'If': the else of the last "
                                  "one or of all of them? (6.5.e pairs it with one condition); write the "
                                  "condition in full (\"If you don't control a Plant and ..., ...\")",
                                  column=result[2])
            if result[0] == "else" and joined is not None:     # of an "if" done in each turn: in it too
                _attach(joined[0], ("else", substitute(result[1], LOOP_PLAYER, {"var": joined[1]})))
            else:
                _attach(last if result[0] == "else" else out, result)   # "Otherwise": of the sentence before
            ifs = 0
        else:
            steps = steps_of(result)
            asks = {v for k, v in pairs_in(steps[0]["if"]) if k == "did" and isinstance(v, str)} \
                if steps and isinstance(steps[0], dict) and "if" in steps[0] else set()
            if joined is not None and asks:
                # after a choice offered in each turn of a loop, it would ask once for all of them ("If you do"
                # after "If you don't, discard a card." asks of the offer: if_done._declined)
                raise DesignError("'If you do' after a choice made in each turn of 'each ...' is not read: say it "
                                  "in the sentence of the choice, done in each turn, or say 'If you do' right "
                                  "after a choice offered once (6.5.c, 6.5.i)", column=_sentence_column(ctx.node, n))
            nested = _in_branch(ctx.scope, out, steps, asks, _sentence_column(ctx.node, n))
            joined = None if nested else \
                join_loop(ctx.scope, out, steps) or _join_roll(out, steps, columns[n] if n < len(columns) else None)
            if joined is None and not nested:
                out.extend(steps)
                if loop_at is None and contains(steps, {"var": LOOP_PLAYER}):
                    loop_at = columns[n] if n < len(columns) else None   # "they" out of the loop: where said
            last = out
            ends_in_if = bool(steps) and "if" in steps[-1] and "then" in steps[-1] and "else" not in steps[-1]
            ifs = ifs + 1 if ends_in_if else 0
        offered_targets_first(out)
        tell_fewer(ctx.scope, out)
        _read_where_set(out, unset, columns[n] if n < len(columns) else None)
    if contains(out, {"var": LOOP_PLAYER}):
        if loop_at is not None:     # at the word in that sentence ("If it's a Spell, they discard it.")
            said = re.compile(r"(?i)\b(?:they|them|their)\b").search(ctx.passage.text, loop_at - 1)
            loop_at = said.start() + 1 if said else loop_at
        raise DesignError("'they' names the players of 'each ...' before it, each in turn, but what it is said in is "
                          "not right after that step (another step, a condition or 'you may' is between them or "
                          "around the loop): say which player, or say it in the sentence right after (7.2.4.a)",
                          column=loop_at)
    _one_of_each(ctx.scope)
    looped: list = []
    _each_its_own(ctx.scope, out, set(), looped)
    if any(contains(out, {"var": name}) for name in looped):
        raise DesignError("'that many', 'If you do' or 'If you can't' after a step done to each of several "
                          "objects in turn: how many in all, or whether each was done, is not read yet")
    return out


ONE_OF_EACH = ("'{words}' names one player, that of one object, and the object it names is what each player "
               "chose in turn before it ('Each opponent ...'), one per player: with more than two players, several, "
               "maybe of different players; refused rather than read as the first one's. Say it in the sentence of "
               "the choice, done in each turn by that player ('Each opponent sacrifices a Character, and they draw "
               "a card.') (1.2.5, 6.5.i, 7.2.4.a)")


def _one_of_each(scope) -> None:
    """"Its owner", "its controller" naming what each player chose in turn in the "each player/opponent" loop
    before it, read in no turn of it (Scope.one_of_each; joined_steps.join_loop drops those it puts in the turns): what
    they chose is gathered after the loop, one per player (effects/bound.py), and the player of a gathered list is
    its first one's (effects/players.py): refused at the words, as a test of them is ("tested",
    ``_read_where_set``). "It" there names them all, each one, as the official "Each player chooses a Character
    they control. It gains [[Asleep]]." means (6.5.i)."""
    if scope.one_of_each:
        _, (column, words) = scope.one_of_each[0]
        raise DesignError(ONE_OF_EACH.format(words=words), column=column)


def _in_branch(scope, out: list, steps: list, asks: set, column) -> bool:
    """"If target Character is exhausted, ready it. If you do, draw a card.": "If you do" asks of the step the
    condition's branch did on the target chosen before it (if_done._in_branch): its sentence goes at the end of
    that branch, as after "If ...:" (6.5.d, 6.5.f), done where the condition held and the step was. Returns
    whether it went there; where that branch is not the step just before, refused, not read as asking whether
    the target was chosen."""
    name, on = scope.nest_in_branch[0] if scope.nest_in_branch else (None, None)
    if name is None or name not in asks:
        return False
    scope.nest_in_branch.pop(0)
    last = out[-1] if out else None
    if not (isinstance(last, dict) and "if" in last and isinstance(last.get("then"), list) and "else" not in last
            and on in used_names(last["then"]) and on not in bound_names(last["then"])):
        raise DesignError("'If you do' asks of the step a condition's branch did on what was chosen before it "
                          "(6.5.f), and that branch is not the step just before this sentence: not read yet; make "
                          "the sentences after the condition part of it, with a colon ('If target Character is "
                          "exhausted: ready it. If you do, draw a card.') (6.5.d)", column=column)
    last["then"].extend(steps)
    return True


def _columns(ctx, arg) -> list:
    """The column of each sentence of ``$sentences`` (None where it is not a slot of the phrase)."""
    def start(node):
        node = sentence_of(node)
        return node.start + 1 if isinstance(node, Node) and node.start is not None else None
    slots = ctx.node.slots
    first = slots.get(arg[0][1:]) if isinstance(arg[0], str) and arg[0].startswith("$") else None
    rest = slots.get(arg[1][1:]) if isinstance(arg[1], str) and arg[1].startswith("$") else None
    return [start(first)] + [start(r) for r in rest or []] if isinstance(rest, list) or rest is None else [start(first)]


def _join_roll(out: list, steps: list, column=None):
    """"For each Robot you control, roll a die. On a 4+, draw a card.", "Each player rolls a die. On a 6, I gain
    2 boosts.": an outcome of a die rolled in each turn of a loop is tested in that turn, once per roll (6.5.i,
    7.3.19.b), as "they" after "each player" is (``join_loop``); not once after the loop, of the last roll.
    So is an outcome of a die rolled in a branch ("Unless you control a Robot, roll a die. On a 4+, ..."; "You
    may roll a die. On a 6, ..."): tested in it, there being no die otherwise (6.5.c, 6.5.e). Only a test of the
    roll joins: "that many" or "it" after them is refused (``_read_where_set``). Returns the steps they went in,
    else None."""
    last = out[-1] if out else None
    op = next(iter(last)) if isinstance(last, dict) and len(last) == 1 else \
        "if" if isinstance(last, dict) and "then" in last and "else" not in last else None
    if not steps or not all("if" in s and "then" in s for s in steps):
        return None
    body = {"for_each": lambda: last[op]["do"], "each_player": lambda: last[op]["do"], "may": lambda: last[op]["do"],
            "if": lambda: last["then"]}.get(op, lambda: None)()
    if not isinstance(body, list):
        return None
    inner, rolls = bound_names(body), {s["roll"].get("as", "result") for s in body if "roll" in s}
    tested = set().union(*(used_names(s["if"]) for s in steps)) & inner
    if not tested or not tested <= rolls or used_names(steps) & inner - rolls:
        return None
    if op in ("for_each", "each_player") and \
            any(k == "choose" and isinstance(v, dict) and v.get("target") for k, v in pairs_in(steps)):
        raise DesignError("a target in what is done on an outcome of a die rolled in each turn of a loop: one for "
                          "all or one in each turn is not said; say it in the sentence of the roll (6.5.b, 6.5.i)",
                          column=column)
    if op == "each_player":            # done by the effect's controller, as "they" says nothing else (1.4.7.b)
        steps = [{"as_player": {"who": {"controller_of": "self"}, "do": steps}}]
    body.extend(steps)
    return (steps[0]["as_player"]["do"] if op == "each_player" else body), \
        last[op].get("as") if op in ("for_each", "each_player") else None


# what a name read after the loop or branch that made it is, by the step that made it
_MADE = {"roll": "a die's result", "counters": "how many ('that many')", "may": "whether it was done ('If you do')"}


def _read_where_set(out: list, before: int, column):
    """A sentence reading a name where it may be unset (effects/bound.py): refused at it, saying what to write."""
    found = unset_reads(out)
    if len(found) <= before:
        return
    name, how, step = found[before]
    made = _MADE.get(binder(out, name) or "", "what was chosen ('it')")
    done = any(k == "fewer" and v == name for k, v in pairs_in(out))      # a removal's (done_and_counted.in_full)
    if done:
        made = "whether it was done in full ('If you do', 'If you can't')"
    elif how == "branch" and name in negated(step.get("if")):           # "If you can't" of a choice's
        made, done = "whether it was done ('If you can't', 'If you don't')", True
    fix = ("to ask it only where the step was tried, make the sentences after the condition part of it, with a "
           "colon ('If you control a Plant: discard a card. If you can't, sacrifice me.'; for 'unless': 'If you "
           "don't control ...:'); after 'you may', one action of '... or ...', a die roll's outcome ('On a "
           "1-3, ...') or 'Otherwise, ...' it is not read yet (6.5.c, 6.5.d, 6.5.f)") if done else \
        "say both in the branch's sentence ('If ..., roll a die and draw that many cards') (6.5.c, 6.5.e)"
    raise DesignError({
        "loop": f"this sentence reads {made} of one turn of the loop before it (for each one, by each player), "
                "made anew in each turn: which turn's is not said; say it in the sentence of the loop, done in "
                "each turn, or count them all ('the number of ...') (6.5.i)",
        "branch": f"this sentence reads {made} of a step done only in a branch before it ('you may', 'if', "
                  f"'unless', '... or ...'): when the branch is not taken there is none; {fix}",
        "tested": "this sentence tests what each player chose in turn before it ('Each player ...') as if it were "
                  "one: which one is not said; test it in each turn, in the sentence of the choice (6.5.i)",
        "declined": DECLINED.format(made=made, fix="choose it first, outside the offer ('Choose target "
                                    "Character. You may exhaust it. If you don't, it ...')"),
    }[how], column=column)


# a name bound only in a "you may" read where it was declined: never chosen there (bound.py)
DECLINED = ("this sentence reads {made} in 'you may ...' before it, done only when the offer is declined, when "
            "nothing was chosen (the step and its choices are skipped, 6.5.b, 6.5.c): {fix}")


def _sentence_column(node, i):
    """The column of an effect's sentence ``i`` (its words, past the ". " before it), else None (the effect's)."""
    slots = getattr(node, "slots", {})
    rest = slots.get("rest") if isinstance(slots.get("rest"), list) else []
    said = slots.get("first") if i == 0 else rest[i - 1] if i <= len(rest) else None
    said = getattr(said, "slots", {}).get("s", said) if i else said
    start = getattr(said, "start", None)
    return start + 1 if start is not None else None


def _each_its_own(scope, data, several: set, looped: list):
    """"Up to two target Characters each lose all its boosts", "... each gain X boosts, where X is the number
    of Characters in its Expedition": a step done to several chosen objects whose amount names them is done
    to each in turn, its amount counted for that one (6.5.i), not once for all of them. In place: a step
    "it" names later is bound to its name when "it" is read (Scope.introduce)."""
    if isinstance(data, list):
        for i, step in enumerate(data):
            chose = isinstance(step, dict) and step.get("choose")
            if chose and chose.get("as") and chose.get("count", 1) != 1:
                several.add(chose["as"])
            data[i] = _each_its_own(scope, step, several, looped)
        return data
    if not isinstance(data, dict):
        return data
    if len(data) == 1:
        [(op, arg)] = data.items()
        what = arg.get("what") if isinstance(arg, dict) else None
        name = what.get("var") if isinstance(what, dict) and set(what) == {"var"} else None
        if name in several and contains({k: v for k, v in arg.items() if k != "what"}, what):
            one = scope.fresh("each")
            looped.extend(bound_names(arg))
            return {"for_each": {"in": what, "as": one, "do": [substitute(data, name, {"var": one})]}}
    for k, v in data.items():
        data[k] = _each_its_own(scope, v, several, looped)
    return data


def _x_said_before(scope, out, said, result):
    """X in a sentence after the one that says ", where X is ..." is the same number (a card means one X):
    counted once, as the step that first uses it begins, and kept in a name the later sentences read. An X
    said in a condition's branch or a loop is not carried out of it, so an X after it is refused as unbound."""
    if not contains(result, {"var": "X"}):
        return result
    if said == "again":
        raise DesignError("X is said twice (', where X is ...' in two sentences): which one is this X? Name "
                          "each number where it is used")
    if said[2] is None:
        said[2] = scope.fresh("x")
        out.insert(said[0], {"set": {"var": said[2], "value": said[1]}})
    return substitute(result, "X", {"var": said[2]})


def _offered_in(steps: list, name: str, column: int) -> list:
    """The steps after which "If they don't" asks of the offer ``name`` (a "may"): ``steps``, or, when the
    offer is in a branch of the last one (of a condition: "If you do, target opponent may ..."), that
    branch, in depth: a player never offered the choice did not decline it (6.5.c, 6.2.e). An offer in a
    branch of a step before the last: refused (the steps after the branch happen whether or not it ran)."""
    last = steps[-1] if steps else None
    if isinstance(last, dict) and "if" in last:
        for key in ("then", "else"):
            if isinstance(last.get(key), list) and _offers(last[key], name, deep=True):
                return _offered_in(last[key], name, column)
    if _offers(steps, name, deep=True) and not _offers(steps, name, deep=False):
        raise DesignError("'If ... don't' asks of a choice offered in a branch ('If ..., ... may ...') before "
                          "the sentence just before it: say it right after that choice", column=column)
    return steps


def _offers(data, name: str, deep: bool) -> bool:
    """Whether ``data`` offers the "may" named ``name``; not ``deep``: not in a condition's branch."""
    if isinstance(data, list):
        return any(_offers(x, name, deep) for x in data)
    if not isinstance(data, dict):
        return False
    if isinstance(data.get("may"), dict) and data["may"].get("as") == name:
        return True
    skip = () if deep or "if" not in data else ("then", "else")
    return any(_offers(v, name, deep) for k, v in data.items() if k not in skip)


def _attach(out, result):
    kind = result[0]
    if kind == "else":               # "Otherwise" (6.5.e): the else of the "if" or "you may" just before
        last = out[-1] if out else {}
        if "if" in last and "then" in last and "else" not in last:
            last["else"] = result[1]
            _of_what_was_taken(out)
        elif "may" in last:          # "You may X. Otherwise, Y": Y if you didn't
            out.append({"if": {"not": {"var": last["may"]["as"]}}, "then": result[1]})
        else:
            raise NotAReading("'Otherwise' needs an 'if' or a 'you may' in the sentence before it (6.5.e)",
                              column=result[2] if len(result) > 2 else None)
    elif kind == "played_from":
        _, zone, steps = result
        for step in reversed(out):
            if "emblem" in step:
                step["emblem"]["passive"]["on_play"].setdefault("also", []).append(
                    {"if": {"played_from": zone}, "then": steps})
                return
        out.append({"if": {"played_from": zone}, "then": steps})


def _of_what_was_taken(out):
    """"You may discard a card. If it's a Spell, ... Otherwise, ...": the condition asks of what the offer
    chose, so its Otherwise is of that card not being one, not of the offer declined (nothing discarded):
    the condition and its else are done only if the offer was taken (6.5.c, 6.5.e)."""
    step = out[-1]
    asked = used_names(step["if"])
    for before in reversed(out[:-1]):
        may = before.get("may") if isinstance(before, dict) else None
        if may and may.get("as") and asked & bound_names(may["do"]):
            out[-1] = {"if": {"var": may["as"]}, "then": [step]}
            return


@combinator("otherwise")
def _otherwise(ctx, t):
    """"Otherwise, ...": the else of the "if" before it (6.5.e), with where it is written. Read where that branch
    did not run: what it moved (or the offer "If you do" asks of, or the "you may" before it) was not moved there
    (``Scope.else_held``), so "it" there is the card that stayed, as in an "If you don't" (Scope.gone_hidden)."""
    held = ctx.scope.held_out(ctx.scope.else_held)
    try:
        steps = ctx.ev(t, keep=True)
    finally:
        ctx.scope.maybe_acted.extend(held)
    return ("else", steps, ctx.node.start + 1)


@combinator("if_played_from")
def _if_played_from(ctx, arg):
    """``[place, steps]``: "If you play it from your hand, ...", about the card played: "it" in the steps is
    that card (subjects._next_play)."""
    place_said, steps_said = arg
    place = ctx.ev(place_said, raw=True)
    scope = ctx.scope
    saved, scope.played_it = scope.played_it, True
    try:
        steps = ctx.ev(steps_said, raw=True)
    finally:
        scope.played_it = saved
    return ("played_from", place.zone, steps)
