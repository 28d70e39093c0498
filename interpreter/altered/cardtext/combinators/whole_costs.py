"""A cost said before "to" ("You may pay {1} and sacrifice a Character to ...") read as one declared cost, paid
whole or not at all (1.2.5.c, 6.4.c): ``as_costs`` and its parts, and ``choose_able`` (a choice offering only
what the step after it can change). Split from chains.py (issue 34)."""
from __future__ import annotations

import copy

from ...effects.changes import acted_on, dicts_in
from ...effects.changes import asked as asked_names
from ...effects.registry import load_operators
from ...effects.selectors import top_count
from ...effects.zones import MOVE_HOW
from ...loading.errors import DesignError
from .walkers import bound_names, used_names


def as_costs(steps: list, given: dict | None = None, actions: dict | None = None):
    """The parts of "You may <A> and <B> to ..." as the costs a quick action's cost is read as
    (abilities/costs.py): paid as one step (v5.0 6.1.d), in full or not at all (1.2.5.c, 6.4.c), so offered
    only if every part can be paid: ``{costs, as}``, ``as`` naming what the one part choosing as it is paid
    ("sacrifice a Character") acted on; where several parts choose ("remove 2 boosts from target Character and
    sacrifice a Character"), each part names its own (its ``as``). None when it is one other part (its step tells
    whether it can be done, as it always did), or a part is not a declared cost (``_no_cost_paid_in_part``
    refuses it where it pays for "to ..."): a choice and the action on what it chose are one part, a target
    chosen as the cost is paid (6.5.b, 7.4.7). One part removing my counters ("You may remove 2 boosts from me
    to ...") is a cost too: as a step it removes what there is (1 of 2) and is done (6.5.f); as the cost it is,
    2 or not at all (1.2.5.c). So is one part choosing several objects ("sacrifice two Characters", "return two
    cards from your Reserve to your hand": a move, the cost ``move``): as steps, one was chosen and acted on when
    two could not be (audit C, class A). ``given``: names chosen before the offer (the controller's targets of
    another player's offer, 6.5.b) and how many, that a part acts on ("Target opponent may remove 2 boosts from
    target Character to ..."). ``actions``: the keyword actions (keywords.yaml); one part changing a chosen
    object's status ("exhaust a card in your Reserve", "ready a Character you control", "have a Character you
    control gain [[Asleep]]", each said with one object) is a cost even alone: as steps, the player could choose
    one already in that state, "exhaust" it and be done (6.5.f), but an exhausted object can't be exhausted
    (7.3.13.b), one not exhausted can't be readied (7.3.18.b), nor can an object gain a status it has: paid
    only with one that can take it, else not offered (1.2.5.c; issue 31, audit H2 class A)."""
    if not steps:
        return None
    given = given or {}
    out, i, chosen = [], 0, []
    counted = {s["counters"]["as"] for s in steps if isinstance(s, dict) and isinstance(s.get("counters"), dict)
               and s["counters"].get("what") == "self" and "as" in s["counters"]}
    several = bool(counted)            # a part that is a cost even alone (a step would do it in part)
    while i < len(steps):
        step, after = steps[i], steps[i + 1] if i + 1 < len(steps) else {}
        choose = step.get("choose") if isinstance(step, dict) and len(step) == 1 else None
        if isinstance(choose, dict) and set(choose) <= {"who", "from", "count", "as", "target"} \
                and choose.get("who", "you") == "you" and isinstance(choose.get("count"), int) \
                and isinstance(choose.get("from"), dict) and "count" not in choose["from"] \
                and _on_chosen(after, choose["as"]):
            if choose["as"] in used_names(steps[i + 2:]):
                return None
            out.append(_part_on(after, choose["from"], choose["count"], bool(choose.get("target")), choose["as"]))
            counted |= _counted_by(after)
            chosen.append(choose["as"])
            several = several or choose["count"] > 1 or "name" in after.get("counters", {}) \
                or not choose.get("target") and _changes_status(after, actions or {})   # (of any kinds: its
            i += 2      # choice asks for that many, one part alone is whole as a step; a status it may have,
            #             7.3.13.b, 7.3.18.b: not a target, chosen as before, maybe before the offer, 6.5.b)
            continue
        on = _acts_on(step)
        if on is not None and on in given and _on_chosen(step, on):     # on the controller's target (6.5.b)
            out.append(_part_on(step, {"var": on}, given[on], False, None))
            counted |= _counted_by(step)
            several = several or "name" in step.get("counters", {})
            i += 1
            continue
        top = _on_top(step)
        if top is not None:            # "discard the top two cards of your deck": as a step it does what it can
            if _step_name(step) in used_names(steps[i + 1:]):    # (1 of 2, or none, 3.2.2.e), as the cost it is,
                return None                                     # two or not at all (1.2.5.c)
            out.append(top)
            counted.add(_step_name(step))
            several = True
            i += 1
            continue
        part = _cost_part(step)
        if part is None:
            return None
        out.append(part)
        i += 1
    if len(out) < 2 and not several or bound_names(steps) - counted - set(chosen):
        return None                    # one part; a part keeps a name something may read
    if len(chosen) > 1:                # each part choosing names what it acted on
        return {"costs": _together(out)}
    for part in out:
        part.pop("as", None)           # (beside its operator: "do")
        for arg in part.values():
            if isinstance(arg, dict):
                arg.pop("as", None)
    return dict({"costs": _together(out)}, **({"as": chosen[0]} if chosen else {}))


def _changes_status(step: dict, actions: dict) -> bool:
    """Whether ``step`` is one not done on some objects by what they are (a step declared ``can_fail``: a status
    gained or lost, 7.3.13.b, 7.3.18.b; control taken, v5.0 7.3.40.d), itself or as a keyword action whose
    declared effect is one such step ([Exhaust], [Ready], [Take Control])."""
    action = step.get("do")
    name = next(iter(action)) if isinstance(action, dict) and len(action) == 1 else None
    effect = (actions.get(name) or {}).get("effect") if isinstance(name, str) else [step]
    if not (isinstance(effect, list) and len(effect) == 1 and isinstance(effect[0], dict)):
        return False
    steps = load_operators()["step"]
    return any(steps[k].can_fail for k in effect[0] if k in steps)


def choose_able(steps, actions: dict, targets: bool = False, apart=frozenset(), fresh=None,
                asked=None, tail=(), again=None) -> None:
    """In place: a choice whose objects the step right after it changes the status of, alone ("Exhaust a card in
    your Reserve", "Ready two cards in your Reserve", "have a Character you control gain [[Asleep]]"; ``as_costs``'s
    test ``_changes_status``), offers only the objects that step can change (``choose`` ``able``: the step's own
    ``can_pay``, as the cost "You may exhaust a card in your Reserve to ..." chooses). 6.1.g: an impossible option
    can't be chosen; an exhausted object can't be exhausted (7.3.13.b), one not exhausted can't be readied
    (7.3.18.b), nor can an object gain a status it has (2.4.1.f). A target keeps every candidate (2.4.1.f's remark:
    "may target a Character which is already Asleep"; known.md, 6.5.f) unless ``targets`` (the steps of a "You may
    ... to ..." cost, paid whole, 1.2.5.c: audit H3 class C); without ``targets`` at any depth, with it in
    ``steps`` alone. So does a choice made by a choosing step of its own (``apart``: "Choose a card in your
    Reserve. Exhaust it.", the scope's ``chosen_apart``; 6.1.g: no card in the Reserve is an impossible option of
    "Choose"; audit s52 K1 class W4). What "If you do", "If you can't" and "that many" after the step ask of is
    what it changed, recorded as it runs (effects/changes.py), wherever it stands. ``tail``: the steps after
    ``steps`` where they are one mode of several, for the refusal of several steps on one choice
    (``_of_several_steps``); ``again``: where the last words asking of each choice stand (``_asked_past_branch``)."""
    if isinstance(steps, dict):
        offered = isinstance(steps.get("do"), list) and "done_when" in steps and not targets
        if offered:                    # "You may exhaust target Character. If you do": asked of its steps
            choose_able(steps["do"] + [{"if": steps["done_when"]}], actions, apart=apart, fresh=fresh, asked=asked,
                        again=again)
        for key, value in steps.items():
            if isinstance(value, (list, dict)) and not targets and not (offered and key == "do"):
                choose_able(value, actions, apart=apart, fresh=fresh, asked=asked, again=again)
        return
    if not isinstance(steps, list):
        return
    for i, step in enumerate(steps):
        spec = step.get("choose") if isinstance(step, dict) and len(step) == 1 else None
        after = steps[i + 1] if i + 1 < len(steps) else None
        modes = step.get("modes") if isinstance(step, dict) and len(step) == 1 else None
        if isinstance(modes, dict) and isinstance(modes.get("options"), list) and not targets:
            for option in modes["options"]:    # each mode followed by what follows the modes (6.5.f)
                choose_able(option, actions, apart=apart, fresh=fresh, asked=asked, tail=steps[i + 1:] + list(tail),
                            again=again)
            continue
        if fresh is not None and not targets:
            _asked_past_branch(steps, i, again or {}, actions)
        if isinstance(spec, dict) and isinstance(spec.get("as"), str) and fresh is not None and not targets:
            _of_several_steps(steps + list(tail), i, actions, asked or {}, spec["as"] in apart)  # refused: of
            #                                                                                     which step?
        if isinstance(spec, dict) and isinstance(spec.get("as"), str) and "able" not in spec \
                and (spec.get("target") or not targets) and _may_fail(after, spec["as"], actions):
            if not (spec["as"] in apart or bool(spec.get("target")) and not targets):   # every object offered
                spec["able"] = [copy.deepcopy(after)]
                if _rest_named(steps[i + 2:], spec):   # a partition: those it can change first, then the others
                    spec["able_first"] = True          # (6.1.g)
        elif not targets and isinstance(step, (list, dict)):
            choose_able(step, actions, apart=apart, fresh=fresh, asked=asked, again=again)


def _asked_past_branch(steps: list, i: int, again: dict, actions: dict) -> None:
    """"Exhaust target Character. If you can't, ready it. If you do, draw a card." (also "If you do, it gains
    [[Asleep]]. If you don't, ..."): a test of what was done to a choice (``steps[i]``), whose branch does a step
    on it again, or a step that may not be done on anything after "If you do" ("If you do, I gain [[Asleep]].",
    "If you do, exhaust me."), then a test asking of it after the branch: of the step before the first test (the pair of "If you
    can't") or of the one in the branch (the step just before it, 6.5.f)? Not said; refused at the later words
    rather than read as either (audits S4 W6, S18A W2; as two steps on one choice are, ``_of_several_steps``).
    What an offer asks ("You may exhaust target Character. If you do": its name) stands for what its steps act
    on (audit S18A W1)."""
    step = steps[i]
    if not (isinstance(step, dict) and "if" in step):
        return
    offers: dict = {}                  # an offer's name -> the names its steps act on
    for before in steps[:i]:
        arg = before.get("may") if isinstance(before, dict) and len(before) == 1 else None
        if isinstance(arg, dict) and isinstance(arg.get("as"), str):
            offers[arg["as"]] = {n for d in dicts_in(arg.get("do")) for n in acted_on(d)}
    branches = [step.get(k) for k in ("then", "else") if step.get(k)]
    failing = any(_changes_status(d, actions) or _gains_or_removes(d) for d in dicts_in(branches))
    for name in sorted(asked_names(step["if"])):
        same = any(n in acted_on(d) for n in {name} | offers.get(name, set()) for d in dicts_in(branches))
        if not same and not (failing and not _negated(step["if"])):
            continue
        # after a branch's step on something else, only "If you do" after "If you do": "If you don't" pairs with the
        # "If you do" before it (audit S3 U1), "If you do" after "If you don't" asks of the offer, as decided
        if not any(isinstance(s, dict) and "if" in s and _asks_of(s["if"], name)
                   and (same or not _negated(s["if"])) for s in steps[i + 1:]):
            continue
        column, words = again.get(name, (None, "If you do"))
        raise DesignError(f"'{words}' asks of a step, after a branch that did another step which may not be done "
                          f"('If you can't, ready it.', 'If you do, exhaust me.'): of the step before the first "
                          f"test, or of the one in the branch? Not said (6.5.f); refused rather than read as either. "
                          f"Ask once, right after the step ('... If you do, draw a card. If you can't, ready it.'), or "
                          f"make the branch's step one that is always done", column=column)


def _negated(test) -> bool:
    """Whether a test is said in the negative ("If you don't", "If you can't")."""
    return isinstance(test, dict) and "not" in test


def _gains_or_removes(step) -> bool:
    """Whether ``step`` puts counters on something or removes some: it may change nothing ("I can't gain counters",
    none to remove)."""
    arg = step.get("counters") if isinstance(step, dict) and len(step) == 1 else None
    return isinstance(arg, dict) and any(k in arg for k in ("add", "remove", "all"))


def _state_step_on(step, name: str, actions: dict) -> bool:
    """Whether ``step`` changes the status of ``name``, as ``choose_able`` tracks one such step."""
    return isinstance(step, dict) and _on_chosen(step, name) and "counters" not in step and "move" not in step \
        and _changes_status(step, actions)


def _gains_on(step, name: str, actions: dict) -> bool:
    """Whether ``step`` puts counters on what the choice ``name`` chose ("it gains 2 boosts", "X boosts"), itself,
    as a keyword action declared as such ([Augment], [Double]: ``_gains_declared``) or on each of them in turn
    ("Double the number of boosts on target Character": for each of them)."""
    if not isinstance(step, dict) or len(step) != 1:
        return False
    [(op, arg)] = step.items()
    if not isinstance(arg, dict):
        return False
    if op == "counters":
        return arg.get("what") == {"var": name} and "add" in arg
    if op == "for_each":
        return arg.get("in") == {"var": name} and isinstance(arg.get("as"), str) and isinstance(arg.get("do"), list) \
            and len(arg["do"]) == 1 and _may_fail(arg["do"][0], arg["as"], actions)
    if op == "do" and len(arg) == 1:
        [(action, given)] = arg.items()
        return isinstance(given, dict) and given.get("what") == {"var": name} \
            and _gains_declared((actions.get(action) or {}).get("effect"))
    return False


def _gains_declared(effect) -> bool:
    """Whether a keyword action's declared effect only puts counters on what it acts on, each in turn, a kind
    chosen first ([Augment], 7.3.4.a; [Double], 7.3.8.a): it may change nothing (7.3.8.b; "can't gain counters")."""
    gains = False
    for step in effect if isinstance(effect, list) else []:
        [(op, arg)] = step.items() if isinstance(step, dict) and len(step) == 1 else [(None, None)]
        if op == "for_each" and isinstance(arg, dict) and _gains_declared(arg.get("do")) \
                or op == "counters" and isinstance(arg, dict) and "add" in arg:
            gains = True
        elif op != "choose_counter":   # (which binds a kind of counter and changes nothing)
            return False
    return gains


def _may_fail(step, name: str, actions: dict) -> bool:
    """Whether ``step`` acts on what the choice ``name`` chose alone and may leave it unchanged, so that "If you
    do" after it asks of what it changed: a status step (7.3.13.b, 7.3.18.b, 2.4.1.f), counters put (a passive may
    forbid them, 1.4.1.a, "I can't gain counters"; 2.5.b; a gain of 0 changes nothing, 1.4.1.c; [Augment] on an
    object with no counter, 7.3.4.a; [Double] of 0, 7.3.8.b); not a move, nor a sacrifice (6.5.f)."""
    return _state_step_on(step, name, actions) or _gains_on(step, name, actions) or _removes_from(step, name)


def _removes_from(step, name: str) -> bool:
    """Whether ``step`` removes counters of a kind from what the choice ``name`` chose: impossible on one with
    fewer ("Remove 2 boosts", 1.2.5.c) or none ("loses all its boosts") of them (2.5.g)."""
    arg = step.get("counters") if isinstance(step, dict) and len(step) == 1 else None
    return isinstance(arg, dict) and arg.get("what") == {"var": name} and isinstance(arg.get("name"), str) \
        and ("remove" in arg or arg.get("all") is True) and not arg.get("up_to")


def _step_on(step, name: str, actions: dict) -> bool:
    """Whether ``step`` acts on what the choice ``name`` chose alone: a keyword action, a move, a status or a
    number of counters put or removed (``_on_chosen``, or counters put: "it gains 1 boost")."""
    return _on_chosen(step, name) or _gains_on(step, name, actions)


def _may_not_change(step, name: str, actions: dict) -> bool:
    """Whether ``step`` on ``name`` may leave it unchanged: a status step or counters put (``_may_fail``), or a
    removal of counters it may not have; a move, a sacrifice always change it."""
    return _may_fail(step, name, actions) or "remove" in (step.get("counters") or {})


def _of_several_steps(steps: list, i: int, actions: dict, asked: dict, apart: bool = False) -> None:
    """A choice (``steps[i]``: a target, an explicit "Choose ...", a verb's own) then two or more steps on what it
    chose, one of them at least may leave it unchanged (a status step, ``_may_not_change``), then "If you do" /
    "If you can't" / "If you don't" asking of it ("Choose a Character you control. It gains [[Anchored]] and
    [[Asleep]]. If you do, ...", "Exhaust target Character, then it gains 1 boost.", "Return target Character to
    its owner's Reserve, then exhaust it.", in sentences one after the other): which step it asks of is not said
    (6.5.f: of the step before it; the card may mean all of them), and asked whether a card was chosen it always
    held (audits s53 N1 class A, s54 P1 U1 U2). Refused at those words, never read as either. Where every step
    always changes it (boosts, a move, a sacrifice) the reading stays: any of them asks the same."""
    name = steps[i]["choose"]["as"]
    on = [_on_pick(s, steps[i]["choose"], actions) for s in steps[i + 1:]]
    end = i + 1 + next((k for k, s in enumerate(on) if s is None), len(on))
    if end - i - 1 < 2 or end >= len(steps) or not isinstance(steps[end], dict) \
            or not any(_may_not_change(s, name, actions) for s in on[:end - i - 1]) \
            or not _asks_of(steps[end]["if"] if "if" in steps[end] else steps[end], name):
        return
    column, words = asked.get(name, (None, "If you do")) if "if" in steps[end] else (None, "that many")
    rest = on[:end - i - 1] != steps[i + 1:end]        # a step on the others: a partition ("one of them")
    chooser, one = ("'target ...'", "Target Character gains 1 boost.") if steps[i]["choose"].get("target") \
        else ("'Choose ...'" if apart else "the first", "Choose a Character you control. It gains 1 boost.")
    of = f"on what {chooser} chose"
    if rest:
        of, one = "on the one picked and on the others", "Choose two Characters. Return one of them to its owner's hand."
    if words == "that many":           # "Up to two target Characters lose [[Asleep]] and gain 1 boost (a set's
        raise DesignError(             # phrase of two steps). Draw that many cards.": of which step? (6.5.f)
            f"'that many' after {end - i - 1} steps {of}: which step's count it is is not said (6.5.f: each step may "
            f"change some of them and not others), and it is refused rather than read as the last one's; count "
            f"after one step ('{one} ... that many ...'), or say what is counted ('the number of ...')")
    raise DesignError(f"'{words}' after {end - i - 1} steps {of}: of which step it asks "
                      f"is not said (6.5.f), and it is refused rather than read as whether one was chosen; ask of "
                      f"one step, the test right after it ('{one} {words}, draw a card.'), or drop the test", column=column)


def _on_pick(step, spec: dict, actions: dict):
    """``step`` as a step on what the choice ``spec`` chose (``_step_on``), else None: itself, or, said of the
    rest of the group it picked among ("Exhaust one of them and ready the other.", ``_rest_named``), a copy said
    of the pick: a step of the same partition, which may fail as well (1.4.1.c, 7.3.13.b)."""
    name = spec["as"]
    if _step_on(step, name, actions):
        return step
    group = (spec.get("from") or {}).get("among") if isinstance(spec.get("from"), dict) else None
    rest = _what_of(step)
    if isinstance(group, dict) and rest == {"among": group, "not": {"var": name}}:
        mirrored = _with_what(step, {"var": name})
        if isinstance(mirrored.get("move"), dict):
            mirrored["move"].pop("as", None)   # (what it moved, named: a move all the same)
        return mirrored if _step_on(mirrored, name, actions) else None
    return None


def _rest_named(later, spec: dict) -> bool:
    """Whether ``spec`` picks among a group whose rest a later step names ("Exhaust one of them. Sacrifice the
    other.", "... Ready the others.", "... Discard the rest.": ``among`` the group, ``not`` the pick). Such a choice
    is a partition of the group (``able_first``): it offers the cards the step can change while one is left, then
    the others (the step then does nothing to the one picked, 6.1.g, 1.4.1.c, 7.3.13.b), so the rest is always the
    group less the ones picked (issue 31, audit s53 N1 class B) and the step is not dodged (audit s54 P1 W4)."""
    group = (spec.get("from") or {}).get("among") if isinstance(spec.get("from"), dict) else None
    if not isinstance(group, dict):
        return False
    rest = {"not": {"var": spec["as"]}}

    def named(node) -> bool:
        if isinstance(node, dict):
            if node.get("among") == group and all(node.get(k) == v for k, v in rest.items()):
                return True
            return any(named(v) for v in node.values())
        return isinstance(node, list) and any(named(v) for v in node)
    return named(later)


def _what_of(step):
    """What a keyword action or a status change acts on (``what``), else None."""
    if not isinstance(step, dict) or len(step) != 1:
        return None
    [arg] = step.values()
    if isinstance(arg, dict) and len(arg) == 1 and isinstance(next(iter(arg.values())), dict):
        arg = next(iter(arg.values()))                 # a keyword action: {"do": {name: {what}}}
    return arg.get("what") if isinstance(arg, dict) else None


def _with_what(step: dict, what: dict) -> dict:
    """A copy of ``step`` (as ``_what_of`` reads it) acting on ``what``."""
    out = copy.deepcopy(step)
    [arg] = out.values()
    if isinstance(arg, dict) and len(arg) == 1 and isinstance(next(iter(arg.values())), dict) \
            and "what" not in arg:
        arg = next(iter(arg.values()))
    arg["what"] = what
    return out


def _asks_of(test, name: str) -> bool:
    """Whether ``test`` asks what was done to what the choice ``name`` chose ("If you do": ``did``; in full, or
    "that many": ``changed``), not a state of it ("If they're [[Boosted]]")."""
    return name in asked_names(test)


def _part_on(after: dict, what: dict, count: int, target: bool, name: str | None) -> dict:
    """The declared cost acting as ``after`` does on ``count`` of ``what`` chosen as it is paid (as targets:
    ``target``): "remove 2 boosts from target Character" (2 from the one chosen), "return two cards from your
    Reserve to your hand" (a move), "sacrifice a Character" (a keyword action); ``name``: what it chose is named."""
    flags = dict({"target": True} if target else {}, **({"as": name} if name else {}))
    if "counters" in after:
        named = {"name": after["counters"]["name"]} if "name" in after["counters"] else {}     # else any kinds
        several = {"objects": count} if count > 1 else {}     # "from two Characters": 2 chosen, so many from each
        return {"remove": dict({"what": what}, **named, count=after["counters"]["remove"], **several, **flags)}
    if "move" in after:
        how = {k: after["move"][k] for k in MOVE_HOW if k in after["move"]}
        return {"move": dict({"what": what, "count": count, "to": after["move"]["to"]}, **how, **flags)}
    for verb in ("gain", "lose"):      # "have a Character you control gain [[Asleep]]": the status cost
        if verb in after:
            return {verb: dict({"what": what, "count": count, "status": after[verb]["status"]}, **flags)}
    [action] = after["do"]
    if "var" in what:                  # all of what was chosen before (the controller's target)
        return {"do": {action: {"what": what}}}
    return dict({"do": {action: {"what": dict(what, count=count)}}}, **flags)    # (``target``, ``as``: beside
    #                                  ``do``, which takes the action as its value: Operator.beside)


def chosen_count(steps: list, what) -> int:
    """How many objects the choice ``what`` names chose, paid whole ("remove 1 boost from two Characters you
    control to draw that many cards": 2 removed in all, 1 from each, 1.2.5.c); 1 for anything else ("me")."""
    for step in steps:
        choose = step.get("choose") if isinstance(step, dict) else None
        if isinstance(choose, dict) and isinstance(what, dict) and choose.get("as") == what.get("var") \
                and isinstance(choose.get("count"), int):
            return choose["count"]
    return 1


def _counted_by(step) -> set:
    """The names a removal binds (how many were removed, whether fewer were): known once paid whole."""
    arg = step.get("counters") if isinstance(step, dict) else None
    return {arg[k] for k in ("as", "fewer") if k in arg} if isinstance(arg, dict) else set()


def _acts_on(step):
    """The name a step acting on one name's objects acts on ("remove 2 boosts from it"), else None."""
    if not isinstance(step, dict) or len(step) != 1:
        return None
    [arg] = step.values()
    what = arg.get("what") if isinstance(arg, dict) else None
    if isinstance(arg, dict) and len(arg) == 1 and isinstance(next(iter(arg.values())), dict):
        what = next(iter(arg.values())).get("what")              # a keyword action: {"do": {name: {what}}}
    return what.get("var") if isinstance(what, dict) and set(what) == {"var"} else None


def kept_by(costs: dict) -> set:
    """The names a cost keeps for what follows: what its part choosing acted on (``as``, or each part's)."""
    names = {costs["as"]} if costs.get("as") else set()
    for part in costs["costs"]:
        if isinstance(part.get("as"), str):            # beside its operator ("do")
            names.add(part["as"])
        for arg in part.values():
            if isinstance(arg, dict) and arg.get("as"):
                names.add(arg["as"])
    return names


def _on_chosen(step, name: str) -> bool:
    """Whether ``step`` is a keyword action, a move to a zone or a removal of a number of counters of a kind on
    what the choice ``name`` chose, and nothing else."""
    if not isinstance(step, dict) or len(step) != 1:
        return False
    arg = step.get("counters")
    if isinstance(arg, dict):
        return arg.get("what") == {"var": name} and isinstance(arg.get("remove"), int) \
            and isinstance(arg.get("name", ""), str) and set(arg) <= {"what", "name", "remove", "as", "fewer"}
    if isinstance(step.get("move"), dict):     # where in the zone too ("on the bottom of your deck", 3.2.2.c)
        return {"what", "to"} <= set(step["move"]) <= {"what", "to", *MOVE_HOW} \
            and step["move"]["what"] == {"var": name}
    for verb in ("gain", "lose"):      # a status ("have a Character you control gain [[Asleep]]")
        if isinstance(step.get(verb), dict):
            return set(step[verb]) == {"what", "status"} and step[verb]["what"] == {"var": name} \
                and isinstance(step[verb]["status"], str)
    action = step.get("do")
    return isinstance(action, dict) and len(action) == 1 and next(iter(action.values())) == {"what": {"var": name}}


def forget_counted(scope, names: set) -> None:
    """What the steps made into one cost counted ("remove 1 boost from me": how many) is no longer kept: "that
    many" after it counts nothing (refused there, not read as a name nothing binds)."""
    for key in ("amount", "counted"):
        value = getattr(scope, key)
        if used_names(value) & names or isinstance(value, str) and value in names:
            setattr(scope, key, None)
    if isinstance(scope.whole, dict) and isinstance(scope.whole.get("of"), str) and scope.whole["of"] in names:
        scope.whole = None


def _together(parts: list) -> list:
    """The counters of one kind spent by two parts ("spend 1 of my boosts and remove 1 boost from me") as one
    part: paid simultaneously (1.2.5.d), both are asked of what I have, not each of it alone."""
    out: list = []
    for part in parts:
        same = [p for p in out if "spend" in part and "spend" in p and p["spend"]["name"] == part["spend"]["name"]]
        if same:
            same[0]["spend"] = dict(same[0]["spend"], count=same[0]["spend"].get("count", 1)
                                    + part["spend"].get("count", 1))
        else:
            out.append(part)
    return out


def _on_top(step):
    """A keyword action or a move on the top (bottom) N cards of a zone, alone, as the cost it is: N of them or
    not at all (the cost ``do`` asks for as many as the selection names; the cost ``move`` for ``count``)."""
    if not isinstance(step, dict) or len(step) != 1:
        return None
    [(op, arg)] = step.items()
    if op == "do" and isinstance(arg, dict) and len(arg) == 1:
        [(action, given)] = arg.items()
        if isinstance(given, dict) and set(given) == {"what"} and top_count(given["what"]):
            return step
    if op == "move" and isinstance(arg, dict) and {"what", "to"} <= set(arg) <= {"what", "to", "as", *MOVE_HOW}:
        n = top_count(arg["what"])
        if n:
            how = {k: arg[k] for k in MOVE_HOW if k in arg}
            return {"move": dict({"what": arg["what"], "count": n, "to": arg["to"]}, **how)}
    return None


def _step_name(step) -> str | None:
    """The name a step binds beside its operator's arguments (``as``), if any."""
    arg = next(iter(step.values())) if isinstance(step, dict) and len(step) == 1 else None
    return arg.get("as") if isinstance(arg, dict) else None


def _cost_part(step):
    """One step as the cost it is, else None: mana, my counters spent or removed, a keyword action on me."""
    if not isinstance(step, dict) or len(step) != 1:
        return None
    [(op, arg)] = step.items()
    if op == "pay" and isinstance(arg, int):
        return {"mana": arg}
    if op == "spend" and isinstance(arg, dict) and set(arg) <= {"name", "count"} \
            and isinstance(arg.get("count", 1), int):
        return {"spend": arg}
    if op == "counters" and isinstance(arg, dict) and arg.get("what") == "self" \
            and set(arg) <= {"what", "name", "remove", "as"} and isinstance(arg.get("remove"), int):
        return {"spend": {"name": arg["name"], "count": arg["remove"]}}
    if op == "do" and isinstance(arg, dict) and len(arg) == 1 and next(iter(arg.values())) == {"what": "self"}:
        return step
    return None
