"""Targets chosen before an offer is answered (1.2.6.c, 6.5.b): the controller's targets of another player's
offer (``controllers_targets``, ``targets_chosen_first``) and a target of an offer that a later step names
whatever the answer (``offered_targets_first``). Split from chains.py (issue 34)."""
from __future__ import annotations

from .walkers import bound_names, used_names


def controllers_targets(steps: list, bound=frozenset()) -> list:
    """The targets the effect's controller chooses for another player's optional step ("Each opponent may
    sacrifice a Character in target Expedition"): chosen before that player decides, as they are for the
    step said without "may" (1.2.6.c, 6.5.b), so that in turn (each opponent's) they are chosen once. Not
    one that names what the option chose (``bound``)."""
    n = 0
    while n < len(steps) and "choose" in steps[n] and steps[n]["choose"].get("target") \
            and steps[n]["choose"].get("who") == {"controller_of": "self"} and not used_names(steps[n]) & bound:
        n += 1
    return steps[:n]


def targets_chosen_first(steps: list):
    """(the targets another player's offer names, chosen by the effect's controller before that player decides
    (1.2.6.c, 6.5.b), the other steps): "Target opponent may remove 2 boosts from target Character to ...", so
    that the cost is paid whole on that target or not offered."""
    first, rest = [], []
    for s in steps:
        choose = s.get("choose") if isinstance(s, dict) and len(s) == 1 else None
        if isinstance(choose, dict) and choose.get("target") and choose.get("who") == {"controller_of": "self"} \
                and isinstance(choose.get("count"), int) and not used_names(s) & bound_names(rest):
            first.append(s)
        else:
            rest.append(s)
    return first, rest


def offered_targets_first(steps: list, later=frozenset()) -> None:
    """"You may give target Character 2 boosts. It gains [[Anchored]].": a target of an offer that a step
    after it names whatever the answer (not only when taken, "If you do, it ...") is chosen before the offer,
    as the effect resolves (1.2.6.c, 6.5.b), as another player's offer already has it (``controllers_targets``):
    declined, that step still acts on it. Chosen inside, the offer declined would leave it nothing (the card
    says it gains [[Anchored]] either way). In place, in every branch; ``later``: names read after ``steps``."""
    i = 0
    while i < len(steps):
        step = steps[i]
        if not isinstance(step, dict):
            i += 1
            continue
        may = step.get("may") if isinstance(step.get("may"), dict) else None
        after = set(later) | _read_whatever(steps[i + 1:], may.get("as") if may else None)
        for key in ("do", "then", "else", "options"):
            for arg in [step] + [v for v in step.values() if isinstance(v, dict)]:
                body = arg.get(key)
                for part in (body if key == "options" and isinstance(body, list) else [body]):
                    if isinstance(part, list):
                        offered_targets_first(part, after)
        if may is not None and isinstance(may.get("do"), list):
            inner = bound_names(may["do"])
            first = [s for s in may["do"] if isinstance(s, dict) and isinstance(s.get("choose"), dict)
                     and s["choose"].get("target") and s["choose"].get("as") in after
                     and s["choose"].get("who") in ("you", {"controller_of": "self"})
                     and not used_names(s) & (inner - {s["choose"]["as"]})]
            rest = [s for s in may["do"] if not any(s is f for f in first)]
            first = [f for f in first if f["choose"]["as"] in used_names(rest)]   # "You may target ...": the offer
            may["do"] = [s for s in may["do"] if not any(s is f for f in first)]   # is the choice itself
            for f in first:            # any target, chosen before the offer; the offer then asks the step whether
                f["choose"].pop("able", None)       # it can change it (its can_pay: effects/choices.offer_test)
            steps[i:i] = first
            i += len(first)
        i += 1


def _read_whatever(steps: list, offer) -> set:
    """The names ``steps`` read but in what is done only when the offer ``offer`` was taken ("If you do, ...")."""
    out: set = set()
    for step in steps:
        test = step.get("if") if isinstance(step, dict) else None
        if offer is not None and test is not None and _taken(test, offer):
            out |= used_names({k: v for k, v in step.items() if k != "then"})
        else:
            out |= used_names(step)
    return out


def _taken(test, offer) -> bool:
    """Whether ``test`` holds only when the offer ``offer`` was taken."""
    if test in ({"var": offer}, {"did": offer}):
        return True
    return isinstance(test, dict) and isinstance(test.get("and"), list) and any(_taken(t, offer) for t in test["and"])
