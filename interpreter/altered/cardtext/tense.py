"""The past tense of a card's state ("If it was [[Boosted]]", "that was [[Exhausted]]", "If I was in your
Reserve"): what "was" refers to, told once an ability is read (6.3.k).

"Was" reads a card before something happened to it in this ability's reach: before the event its trigger hears
moved it (last known information of a card that left, v3.0 2.1.h, v5.0 6.3.j-k; "{J}": before I was played,
5.1.2), before a step of the effect moved it (2.1.h), or before this ability's earlier steps changed it
("Target Character gains 1 boost. If it was [[Boosted]], ..."): a test said after steps of its effect is made
before them, as soon as what it is said of is chosen (its value kept in a name the test then reads). Where none
of these is there ("At Noon — If I was [[Boosted]]", "Target Character that was [[Boosted]] ..."), what "was"
refers to the text does not say: refused at "was" with what to write, never read as the state now."""
from __future__ import annotations

import json
import re

from ..loading.errors import DesignError
from .combinators.places_or_objects import GIVEN, moved_by

# The triggers whose event moves the object they name (the effect model's triggers): "was" of me or of "it" reads
# it as it was before that event (runtime: ctx.was)
MOVING_TRIGGERS = ("joins", "moves", "leaves", "leaves_expedition", "sacrificed", "played")


def moving_trigger(trigger, what=None) -> bool:
    """Whether a reaction's trigger (as read) hears an event that moves the object it names (``what``: and that
    object is this one, "self"): "When I leave the Expedition", "When I go to Reserve", "When I'm sacrificed"
    (6.3.k: "was" then reads the object before the event); "any" of such events, each of them."""
    if not (isinstance(trigger, dict) and len(trigger) == 1):
        return False
    (op, arg), = trigger.items()
    if op == "any":
        return isinstance(arg, list) and bool(arg) and all(moving_trigger(t, what) for t in arg)
    return op in MOVING_TRIGGERS and (what is None or isinstance(arg, dict) and arg.get("what") == what)
_JOINED = ("and", "or", "not")
# The effect model's operators whose condition is about an event of their own, "was" read before it ("I can gain
# [[Fleeting]] even if I was already [[Fleeting]]": before the gain)
OF_AN_EVENT = ("can_gain",)


def past_tense(scope, result, actions: dict, bare: dict) -> None:
    """Each past-tense test the ability's conditions said (``scope.named["past_tests"]``: its data, the column of
    "was"): made before the steps before it (hoisted), read as the card was before a move, or refused; ``bare``:
    the zones whose cards have no statuses or counters (vocabulary ``bare_zones``)."""
    said = scope.named.get("past_tests")
    if not said:
        return
    handled: list = []
    at_move: list = []
    _hoist(scope, result, said, (handled, at_move), actions, bare)
    _never_there(scope, [s for s in said if s[0] not in at_move], bare)
    moved: set = set()
    _moved(result, actions, moved)
    trigger_moved = scope.named.get("me_moved") or scope.named.get("me_played") \
        or scope.named.get("trigger_moves_me")
    trigger_moves = scope.named.get("trigger_moves")
    of_an_event = json.dumps(list(_under(result, OF_AN_EVENT)))
    moved_as: set = set()
    _moved(result, actions, moved_as, named=True)
    for test, column in said:
        if test in handled or test not in json.dumps(result) or test in of_an_event:
            continue
        aliased: set = set()
        for subject in _subjects(json.loads(test), aliased):
            key = json.dumps(subject, sort_keys=True)
            if subject == "it" and scope.named.get("trigger_plays") and '"zone":' in test:
                zone = _zone_in(json.loads(test))
                raise DesignError("'it was' after a trigger that hears a card be played reads it as it was played, "
                                  "in the transit zone (2.1.h), so a place it was in is never true: to ask where it "
                                  f"was played from, say it in the trigger ('When you play ... from your {zone} — "
                                  "...', 5.1.2)", column=column)
            if subject == "self" and trigger_moved or subject == "it" and trigger_moves or key in moved:
                continue
            if key in aliased and key in moved_as:     # "Send all ... to Reserve. If one of them was ...": each
                continue                               # of what that step moved, as it was before (2.1.h)
            raise DesignError("'was' reads a card as it was before something happened to it: before the event this "
                              "ability's trigger hears moved it (6.3.k), a step before moved it, or before this "
                              "effect's earlier steps changed it; here none of these is there, so what 'was' refers "
                              "to is not said: write the present tense to test it now ('If I'm [[...]]', 'that is "
                              "[[...]]'), or say it after the step that changes it, or in a reaction to its move ('When "
                              "I leave ..., if I was [[...]] — ...')", column=column)


def _zone_in(data):
    """The first zone a test names ({"zone": ...}), or None."""
    if isinstance(data, dict):
        if isinstance(data.get("zone"), str):
            return data["zone"]
        data = list(data.values())
    for v in data if isinstance(data, list) else ():
        zone = _zone_in(v)
        if zone is not None:
            return zone
    return None


def _never_there(scope, said, bare: dict) -> None:
    """"{H} If I was [[Boosted]]": before I was played I was in a zone where a card has no statuses (or counters),
    so the test is never true (2.4.1.c, 2.5.b): refused, as a present-tense test there is (places_or_objects.bare_me)."""
    for test, column in said:
        kept = _played_bare(scope, test, bare)
        if kept:
            zones = scope.named["me_played"]
            raise DesignError(f"before I was played I was in the {' or '.join(zones)} zone, where a card can't have "
                              f"{kept} (2.4.1.c, 2.5.b): this test is never true; write the present tense to test me "
                              f"now that I am in play ('If I'm [[...]]')", column=column)


def _arrived(scope, test: str) -> bool:
    """Whether the trigger's event moved me ({H}, {R}, {J}: played from a zone, or joining the Expedition or
    Landmark zone; "When I go to Reserve", "When I leave the Expedition", "When I'm sacrificed": taken out) and
    the test is of me: "was" of me after a step of the effect that moves me again ("{J} Sacrifice me. If I was
    [[Boosted]]", "When I go to Reserve — Return me to my owner's hand. If I was [[Boosted]]") is just before
    that step (2.1.h), the last move, not before the trigger's event (issue 31). One rule for every trigger that
    moved me; with no such step, "was" reads me before the trigger's event (6.3.k)."""
    return bool(scope.named.get("me_played") or scope.named.get("me_moved") or scope.named.get("trigger_moves_me")) \
        and "self" in _subjects(json.loads(test))


def _left_bare(scope, test: str, bare: dict, column) -> None:
    """"When I'm sacrificed — Put me in my owner's Reserve. If I was [[Boosted]]": "was" is just before that step
    (2.1.h), where the trigger's event left me, a zone where a card has none of what the test asks (the Discard
    pile: no statuses, no counters, 2.4.1.c, 2.5.b): never true, refused as "{H} If I was [[Boosted]]" is."""
    zones = scope.named.get("me_sent")
    if not zones or scope.named.get("me_played") or "self" not in _subjects(json.loads(test)):
        return
    for kept, words in (("statuses", '"has_status"'), ("counters", '"counters"')):
        if words in test and set(zones) <= set(bare.get(kept, ())):
            raise DesignError(f"'was' after the step that moves me again is just before that step (2.1.h), and there "
                              f"I am in the {' or '.join(zones)} zone, where this ability's trigger put me and a card "
                              f"can't have {kept} (2.4.1.c, 2.5.b): this test is never true; to test me as I was "
                              f"before the trigger's event, say it before that step ('If I was [[...]], ...', then "
                              f"the step)", column=column)


def _played_bare(scope, test: str, bare: dict) -> str | None:
    """What a test of me in the past tense asks that I had none of before I was played ("statuses",
    "counters"), in an ability whose trigger hears me be played from zones where a card has none ({H}: the hand,
    2.4.1.c, 2.5.b), else None: read before that event, the test is never true."""
    zones = scope.named.get("me_played")
    if not zones or scope.named.get("me_moved") or "self" not in _subjects(json.loads(test)):
        return None
    for kept, words in (("statuses", '"has_status"'), ("counters", '"counters"')):
        if words in test and set(zones) <= set(bare.get(kept, ())):
            return kept
    return None


def _hoist(scope, data, said, handled, actions, bare) -> None:
    """In each list of an effect's steps, a test said in the past tense in a step's condition after other steps is
    made before them: once what it is said of is chosen (a ``set`` step binding a fresh name the condition then
    reads)."""
    if isinstance(data, list):
        for v in data:
            _hoist(scope, v, said, handled, actions, bare)
        return
    if not isinstance(data, dict):
        return
    for key, v in data.items():
        if key == GIVEN:
            continue
        if key == "effect" and isinstance(v, list):
            _hoist_steps(scope, v, said, handled, actions, bare)
        _hoist(scope, v, said, handled, actions, bare)


def _hoist_steps(scope, steps: list, said, found, actions, bare) -> None:
    """(Made before the steps before it, or, where one of them moves what the test is said of, just before the
    last that does: "I gain 1 boost. Send me to Reserve. If I was [[Boosted]]": as I was when sent, 2.1.h. Where
    the trigger's event is my being played from where I had none of what the test asks ({H}), that move is the
    one "was" is before: "{H} Sacrifice me. If I was [[Boosted]]", as I was when sacrificed.) ``found``: the
    tests hoisted, and those of them read as things are just before a step that moves."""
    handled, at_move = found
    k = 0
    while k < len(steps):
        step = steps[k]
        if isinstance(step, dict) and "if" in step and "then" in step and k > 0:
            for test in list(_atoms(step["if"])):
                text = json.dumps(test)
                entry = next((s for s in said if text in s[0] or s[0] in text), None)
                if entry is None or not _subjects(test):      # (where I was played from: never changes)
                    continue
                chosen = _chosen_by(steps[:k], test)
                at = _moving(steps, chosen, k, test, actions)
                if at >= k:
                    continue
                name = scope.fresh("before")
                step["if"] = _replaced(step["if"], test, {"var": name})
                changed = _changed(steps[chosen:at], test)
                now = changed or _arrived(scope, entry[0]) and _moves(steps[at], test, actions)
                if now and not changed:
                    _left_bare(scope, entry[0], bare, entry[1])
                value = _present(test) if now else test   # as it is just before
                steps.insert(at, {"set": {"var": name, "value": value}})
                handled.append(entry[0])
                if now:
                    at_move.append(entry[0])
                k += 1
        k += 1


def _atoms(cond):
    """The tests of a condition, through and/or/not."""
    if isinstance(cond, dict) and len(cond) == 1:
        (op, arg), = cond.items()
        if op in _JOINED:
            for c in (arg if isinstance(arg, list) else [arg]):
                yield from _atoms(c)
            return
    yield cond


def _replaced(cond, test, by):
    if cond is test:
        return by
    if isinstance(cond, dict) and len(cond) == 1:
        (op, arg), = cond.items()
        if op in _JOINED:
            return {op: [_replaced(c, test, by) for c in arg] if isinstance(arg, list) else _replaced(arg, test, by)}
    return cond


def _subjects(test, aliased: set | None = None) -> list:
    """What the test reads as it was: the ``was:`` objects, and the object of a status said ``before``; of each of
    several in turn ("If one of them was [[Boosted]]": ``any``/``every`` over them, each bound to a name), those
    several (their JSON keys added to ``aliased``)."""
    out: list = []
    alias: dict = {}

    def add(subject):
        key = json.dumps(subject, sort_keys=True)
        if key in alias:
            subject = alias[key]
            if aliased is not None:
                aliased.add(json.dumps(subject, sort_keys=True))
        out.append(subject)

    def walk(x):
        if isinstance(x, dict):
            if "was" in x and len(x) == 1:
                add(x["was"])
                return
            if x.get("before") is True and "what" in x:
                add(x["what"]["was"] if isinstance(x["what"], dict) and "was" in x["what"] else x["what"])
                return
            for op in ("any", "every"):
                over = x.get(op)
                if isinstance(over, dict) and isinstance(over.get("as"), str) and "in" in over:
                    items = over["in"]         # ({concat: [them]}: them, as a list)
                    if isinstance(items, dict) and list(items) == ["concat"] and len(items["concat"]) == 1:
                        items = items["concat"][0]
                    alias[json.dumps({"var": over["as"]}, sort_keys=True)] = items
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
    walk(test)
    return out


def _chosen_by(steps: list, test) -> int:
    """The index after the last of ``steps`` that binds a name the test reads (0 if none does: "I", the
    trigger's object, a name bound before these steps)."""
    at = 0
    for name in _names(test):
        found = next((i for i in range(len(steps) - 1, -1, -1) if _binds(steps[i], name)), None)
        if found is not None:
            at = max(at, found + 1)
    return at


def _moving(steps: list, at: int, k: int, test, actions) -> int:
    """The index of the last of ``steps[at:k]`` that moves what the test is said of (``at`` if none does): the
    test reads it as it was just before that move (2.1.h), after the steps before it changed it."""
    for i in range(k - 1, at - 1, -1):
        if _moves(steps[i], test, actions):
            return i
    return at


def _moves(step, test, actions) -> bool:
    """Whether the step moves what the test is said of."""
    moved: set = set()
    _moved(step, actions, moved)
    return bool(moved & {json.dumps(s, sort_keys=True) for s in _subjects(test)})


def _changed(steps: list, test) -> bool:
    """Whether these steps (those before the move the test is made before) act on what the test is said of: then
    "was" is the state they left, just before the move ("I gain 1 boost. Send me to Reserve. If I was ..."); if not,
    the test stays as it was said ("When I'm sacrificed — Draw a card. Put me in Reserve. If I was ...": before the
    event the trigger heard, 6.3.k)."""
    said = [json.dumps(s, sort_keys=True) for s in _subjects(test)]
    return any(key in json.dumps(step, sort_keys=True) for step in steps for key in said)


def _present(test):
    """The test read as things are ("was" of what a step after it moves: the state just before that step, not
    before the event this ability's trigger heard)."""
    if isinstance(test, list):
        return [_present(v) for v in test]
    if not isinstance(test, dict):
        return test
    if "was" in test and len(test) == 1:
        return _present(test["was"])
    return {k: _present(v) for k, v in test.items() if not (k == "before" and v is True and "what" in test)}


def _names(x) -> set:
    """The names a test reads ({var: name}, and "it")."""
    if isinstance(x, dict):
        own = {x["var"]} if isinstance(x.get("var"), str) else set()
        return own.union(*(_names(v) for v in x.values()))
    if isinstance(x, list):
        return set().union(*(_names(v) for v in x))
    return {"it"} if x == "it" else set()


def _binds(step, name) -> bool:
    """Whether the step binds the name, itself or in a step inside it ("Target opponent sacrifices a Character":
    the choice its player makes)."""
    if isinstance(step, dict):
        return step.get("as") == name or any(_binds(v, name) for k, v in step.items() if k != GIVEN)
    return isinstance(step, list) and any(_binds(v, name) for v in step)


def _moved(data, actions, out: set, named: bool = False) -> None:
    """What the steps move (as data, a JSON key each); ``named``: the names a step that moves binds what it moved
    to ({var: moved}), instead."""
    if isinstance(data, list):
        for v in data:
            _moved(v, actions, out, named)
        return
    if not isinstance(data, dict):
        return
    for op, arg in data.items():
        if op == GIVEN:
            continue
        what = moved_by(op, arg, actions)
        kept = arg.get("as") if isinstance(arg, dict) and "as" in arg else data.get("as")   # (beside a cost's "do")
        if what is not None and not named:
            out.add(json.dumps(what, sort_keys=True))
        elif what is not None and isinstance(kept, str):
            out.add(json.dumps({"var": kept}, sort_keys=True))
        _moved(arg, actions, out, named)


def _under(data, ops):
    """The arguments of the operators ``ops`` in the data."""
    if isinstance(data, dict):
        for k, v in data.items():
            if k in ops:
                yield v
            else:
                yield from _under(v, ops)
    elif isinstance(data, list):
        for v in data:
            yield from _under(v, ops)


def typed_zone_test(result, zone_of_type: dict, zones: dict, text: str, column=None) -> None:
    """"Put a card from your Reserve in your Mana zone. If it's a Character, ...": a step moved the card to a zone
    whose objects are all of one type (zones.yaml ``object_type``: a Mana Orb, 3.2.9.c), and a test of its type or
    sub-type after it ("If it's a Character") is made where it is now: never true (or always, of that type), a
    dead text. Refused at the test, pointing at the past tense, which reads it as it was before it moved (2.1.h)."""
    typed = {zone: kind for kind, zone in zone_of_type.items()}
    if typed:
        _typed_tests(result, typed, set(), zones, text, column)


def _typed_tests(data, typed: dict, moved: set, zones: dict, text: str, column) -> None:
    if isinstance(data, dict):
        for v in data.values():
            _typed_tests(v, typed, moved, zones, text, column)
        return
    if not isinstance(data, list):
        return
    moved = dict.fromkeys(moved) if isinstance(moved, set) else dict(moved)
    for step in data:
        if isinstance(step, dict) and "if" in step:
            for test in _under(step["if"], ("matches",)):
                key = json.dumps(test.get("what"), sort_keys=True) if isinstance(test, dict) else None
                tested = test.get("filter") if isinstance(test, dict) else None
                if key in moved and isinstance(tested, dict) and {"type", "subtype"} & set(tested):
                    _refuse_typed(typed, moved[key], zones, text, column)
        _typed_tests(step, typed, set(moved), zones, text, column)
        move = step.get("move") if isinstance(step, dict) else None
        if isinstance(move, dict) and move.get("to") in typed and move.get("what") is not None:
            moved[json.dumps(move["what"], sort_keys=True)] = move["to"]


# the verb of a test now, and the same in the past tense (what the message suggests writing instead, 2.1.h)
_PAST = {"'s": " was", " is": " was", " are": " were", " isn't": " wasn't", " aren't": " weren't"}


def _refuse_typed(typed: dict, zone, zones: dict, text: str, column) -> None:
    start = column - 1 if column else 0      # in this ability's words
    found = re.compile(r"(?i)\bif (?:it|they|that card)('s| is| are| isn't| aren't)\b[^,.]*").search(text, start)
    words = found.group(0) if found else "If it's ..."
    title = (zones.get(zone) or [zone])[0]
    end = text.find("\n", start)
    line = text[start:end if end >= 0 else len(text)]
    instead = "" if found is None else ": '" + line.replace(words, words.replace(
        found.group(1), _PAST[found.group(1).lower()], 1), 1) + "'"
    raise DesignError(f"'{words}' tests the card where a step before it put it, in the {title}, where every card is a "
                      f"{typed[zone]} of no other type (3.2.9.c): the test says nothing of the card (of another type, "
                      f"never true); to test the card as it was before it moved, write the past tense, last known "
                      f"information (2.1.h){instead}", column=found.start() + 1 if found else column)
