""""other": what "another Character", "each other card" leave out (me, the card chosen before, the one named
last), and when that is ambiguous, refused saying which to write."""
from __future__ import annotations

from ...loading.errors import DesignError


# The filter keys that say which objects a noun can name at all, and how two values of one of them exclude each
# other ("in the Expedition facing me" and "in my Expedition"); any other key only narrows.
KINDS = ("zone", "type", "controller", "owner", "in_marker")


def overlap(a, b) -> str:
    """Whether an object of filter ``a`` could be one of filter ``b``: "same" (the same words: "Choose a card in
    your hand. Discard each other card in your hand."), "no" (a key excludes it) or "maybe"."""
    if not (isinstance(a, dict) and isinstance(b, dict)) or "among" in a or "among" in b:
        return "maybe"
    a, b = ({k: v for k, v in f.items() if k != "not"} for f in (a, b))
    if a == b:
        return "same"
    for key in KINDS:
        if key not in a or key not in b:
            if key == "zone" and (key in a) != (key in b):
                return "maybe"         # in play (no zone, 2.2.1.h) or in a zone: not told here
            continue
        x, y = a[key], b[key]
        if key == "in_marker":
            if {"facing": x} == y or {"facing": y} == x:
                return "no"
        elif key in ("controller", "owner"):
            if sorted((x, y), key=repr) == ["opponent", "you"]:
                return "no"
        elif isinstance(x, (str, list)) and isinstance(y, (str, list)) \
                and not set(x if isinstance(x, list) else [x]) & set(y if isinstance(y, list) else [y]):
            return "no"
    return "maybe"


def _holds_me(f, scope=None) -> bool:
    """Whether I could be one of the objects of filter ``f``: not in the Expedition facing me, nor controlled or
    owned by an opponent (else I may be, as far as the words tell)."""
    if f.get("in_marker") == {"facing": {"marker_of": "self"}}:
        return False
    return not any(_an_opponent(scope, f.get(key)) for key in ("controller", "owner"))


# The player of the trigger's object ("its controller", "that opponent"), an opponent when the trigger says so
_ITS_PLAYER = ({"var": "trigger_player"}, {"controller_of": "it"}, {"controller_of": {"was": "it"}},
               {"owner_of": "it"}, {"player_of": {"marker_of": "it"}})


def _an_opponent(scope, player) -> bool:
    """Whether a player as read is an opponent: "an opponent", the one opponent named ("that opponent"), the
    player of the trigger's object when the trigger says it is an opponent's ("its controller"), or "you" in
    the steps such a player does ("Its controller sacrifices a Character": one they control)."""
    if player == "opponent":
        return True
    if scope is None or player is None:
        return False
    if player == "you":
        return scope.other_actor and scope.acting not in (None, "you") and _an_opponent(scope, scope.acting)
    return player == scope.trigger_player or scope.trigger_opponent and player in _ITS_PLAYER


def _mine(scope, f) -> bool:
    """Whether the objects of filter ``f`` are mine as read ("you control", "your Reserve")."""
    mine = ("you",) if not scope.other_actor else ({"controller_of": "self"},)
    return f.get("controller") in mine or f.get("owner") in mine


def other_than(scope, f, at):
    """What "other" leaves out, said with no object after it. The printed cards say "other" of me ("Each other
    Character you control gains 1 boost") and, after a choice among the same objects, of what was chosen
    (rule 3.2.2 example: "Choose up to two Characters from these cards ... Discard the other cards"). So: the
    one object the ability chose before that could be among these, when its choice did nothing else ("Choose a
    card in your hand. Discard each other card in your hand.") or I could not be among them ("Target Character
    gains 2 boosts. Each other Character in the Expedition facing me gains [[Asleep]]."); me when nothing chosen
    could be; refused where either could be meant. With nothing chosen, the object a reaction's trigger names
    (not me) is the other one: the printed reactions say "another" in their trigger ("When another Character
    joins my Expedition") and never a bare "other" of the trigger's object after it, so it is that object only
    where I could not be among them ("When an opponent plays a Character — Each other Character they control
    gains 1 boost"), and refused where both could be ("When a Character joins my Expedition — Each other
    Character in my Expedition ...")."""
    if scope is None:
        return "self"
    picks = [p for p in scope.picks if overlap(p["from"], f) != "no"]
    column, words = at or (None, "other")
    if not picks:
        said = scope.trigger_noun if isinstance(scope.trigger_noun, dict) else None
        if said is None or overlap(said, f) == "no" or scope.trigger_opponent and _mine(scope, f):
            return "self"              # (an opponent's object is never among mine)
        if not _holds_me(f, scope):
            return scope.it_selector()
        raise DesignError(f"'{words}': other than me, or than the object the trigger names? Say which: '... other "
                          f"than me' or '... other than it'", column=column)
    if len(picks) == 1 and (picks[0]["bare"] and overlap(picks[0]["from"], f) == "same" or not _holds_me(f, scope)):
        name = picks[0]["as"]
        if name in scope.loop_names or name == scope.branch_it:
            raise DesignError(f"'{words}' is other than the card chosen before it, which is chosen in each turn "
                              f"of a loop or in a branch and out of reach after it: say both in the same turn or "
                              f"branch, or say 'other than me'", column=column)
        return {"var": name}
    raise DesignError(f"'{words}': other than me, or than the card chosen before it? Say which: '... other than "
                      f"me' or '... other than it'", column=column)
