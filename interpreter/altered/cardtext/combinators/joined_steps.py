"""Steps joined to the steps before them: a look (or reveal) of a list of objects made one look
(``one_look``), and steps of the players of an "each player" loop done in its turns (``join_loop``,
``extend_merging``). Split from chains.py (issue 34)."""
from __future__ import annotations

from ...loading.errors import DesignError
from ..nouns import LOOP_PLAYER, contains, note_sources, substitute
from .walkers import bound_names, pairs_in, used_names


def one_look(scope, out: list, steps: list, seen) -> list:
    """"Look at the top two cards of your deck and the top two cards of target opponent's deck", "Reveal A and
    B": one verb with a list of objects is one step (6.5.b: its targets chosen before it), so the cards looked at
    or revealed are one group, which "them", "one of them", "each of them", "the others" name whole (7.2.4.a,
    v5.0 7.2.5.a), as "Choose A and B. Discard them." names both picks; never the last object's cards alone.
    ``seen``: the cards looked at or revealed before the object ``steps`` were read; ``out``: the steps before
    them, the last of which looked at or revealed those (in the same player's steps, "Target opponent reveals A
    and B"). Returns the steps to add (``out`` loses that step)."""
    name = scope.revealed
    if not (out and steps and seen and name and name != seen):
        return steps
    last, new = out[-1], steps[-1]
    for op in ("each_player", "as_player"):        # said of another player: inside their steps
        if isinstance(last, dict) and isinstance(new, dict) and op in last and op in new and len(last) == len(new) \
                == 1 and all(last[op].get(k) == new[op].get(k) for k in ("who", "where")):
            done = _one_look(scope, last[op]["do"], new[op]["do"], seen, name)
            if done is not None:
                new[op]["do"] = done
                if not last[op]["do"]:
                    out.pop()
            return steps
    done = _one_look(scope, out, steps, seen, name)
    return steps if done is None else done


def _one_look(scope, out: list, steps: list, seen: str, name: str) -> list | None:
    """The steps of ``one_look`` once the look (or reveal) of ``seen`` ending ``out`` and that of ``name`` ending
    ``steps`` are one (``out`` loses the first); None where they are not the same verb."""
    first = _binding(out[-1], seen) if out else None
    last = _binding(steps[-1], name) if steps else None
    if first is None or last is None or first[0] != last[0] or set(first[1]) != set(last[1]) \
            or any(first[1][k] != last[1][k] for k in first[1] if k not in ("what", "as")) \
            or contains(steps, {"var": seen}):
        return None
    parts = first[1]["what"]["concat"] if set(first[1]["what"]) == {"concat"} else [first[1]["what"]]
    merged = {**last[1], "what": {"concat": parts + [last[1]["what"]]}}
    out.pop()
    scope.sources.pop(seen, None)
    scope.unsaid.pop(name, None)       # (Scope.see: not after the others, but with them)
    steps = steps[:-1] + [{last[0]: merged}]
    note_sources(scope, steps[-1:], {})
    return steps


def _binding(step, name):
    """(op, body) of a step that binds ``name`` to the objects it acts on ("as": a look, a reveal), else None."""
    if isinstance(step, dict) and len(step) == 1:
        (op, body), = step.items()
        if isinstance(body, dict) and body.get("as") == name and isinstance(body.get("what"), dict):
            return op, body
    return None


def extend_merging(scope, out: list, steps: list):
    """"Each player discards their hand, then draws three cards": one each_player loop."""
    if join_loop(scope, out, steps) is not None:
        return
    if len(steps) == 1 and out:
        last, new = out[-1], steps[0]
        for op in ("each_player", "as_player"):
            if op in last and op in new and all(last[op].get(k) == new[op].get(k) for k in ("who", "where")):
                last[op]["do"].extend(new[op]["do"])
                return
    out.extend(steps)


def join_loop(scope, out: list, steps: list):
    """"Each opponent draws a card. Characters they control gain 1 boost.": steps that name the players of the
    "each player" loop just before them ("they", 7.2.4.a) are done in each turn, for that player, not once
    after it for nobody (or for you). The effect's controller still does them ("you" is the controller:
    1.4.7.b makes the loop's player "you" only in what they do); a verb "they" do is done by that player.
    ("It" after the loop needs no turn: it names every one chosen in the turns, effects/players.py; "its owner"
    there, one player, is refused: sentences._one_of_each.)
    Returns the steps they went in and the name of the loop's player, else None."""
    last = out[-1] if out else None
    loop = last.get("each_player") if isinstance(last, dict) and len(last) == 1 else None
    if loop is None or not contains(steps, {"var": LOOP_PLAYER}):
        return None
    pairs = list(pairs_in(steps))
    if any(k == "choose" and isinstance(v, dict) and v.get("target") for k, v in pairs):
        raise DesignError("a target in what is done for each of the players of 'each ...' before it (what "
                          "'they' names there): one for all or one in each turn is not said; choose it in the "
                          "sentence of 'each ...' ('Each opponent ... target ...') (6.5.b)")
    if {v for k, v in pairs if k == "did" and isinstance(v, str)} - bound_names(steps):
        raise DesignError("'If ... do' after what is done in turn (by each player, for each one): asked of "
                          "each of them is not read yet")
    inner = used_names(steps)          # "its owner" in them is each turn's one's (sentences._one_of_each)
    scope.one_of_each[:] = [(n, at) for n, at in scope.one_of_each if n not in inner]
    name = loop.get("as") or loop.setdefault("as", scope.fresh("player"))
    steps = substitute(steps, LOOP_PLAYER, {"var": name})
    if all(isinstance(s, dict) and list(s) == ["as_player"] and s["as_player"]["who"] == {"var": name}
           for s in steps):            # "... They discard a card.": the loop's player does it
        loop["do"].extend(x for s in steps for x in s["as_player"]["do"])
        return loop["do"], name
    loop["do"].append({"as_player": {"who": {"controller_of": "self"}, "do": steps}})
    return steps, name
