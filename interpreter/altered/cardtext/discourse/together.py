"""What "them" names after several picks made one after another ("Choose A and B", "Choose A. Choose B."):
all of them; a singular or plural pronoun that could name one of them or all is refused (7.2.4.a, 7.2.5.a)."""
from __future__ import annotations

from ...loading.errors import DesignError
from .fields import ScopeFields


def named_together(scope: ScopeFields, several: bool, at, waiting=(), plural: bool = False,
                   singular: bool = False) -> dict:
    """What a pronoun names when it names a pick: after several picks made one after another ("Choose a
    Character you control and a card in your Reserve."), "them" that a step acts on names them all (7.2.4.a,
    v5.0 7.2.5.a), never only the last; "it", "its", or "they" in a test ("If they are boosted": each, or
    either?) could be one of them or all: refused rather than read as one. A ``plural`` word ("they",
    "them") never names one object alone (a pick of one, as "target Character"), and a pronoun after a pick
    made and left ``waiting`` for it ("Choose two Characters you control. Target Character gains 1 boost.
    They ...") could name that one too: both refused at the pronoun, naming what it could name. A ``singular``
    word ("it", "its Expedition", "facing it") never names a pick of maybe several ("Up to two target
    Characters ... in its Expedition": the first one's, or each one's?): refused at it (7.2.4.a, 7.2.5.a)."""
    name = scope.it
    group = scope.together if scope.together and scope.together[-1] == name else [name]
    scope.together_open = False        # a pick after a pronoun starts anew ("Choose A. It ... Choose B. It ...")
    column, words = at or (None, "it")
    waiting = [n for n in waiting if n not in group]
    if len(group) == 1 and singular and not several and name in scope.several_picks \
            and name not in scope.loop_names | scope.turn_picks and {"var": name} not in (scope.actor, scope.x_of):
        # (in a step those several do, "its" is each one's: "... each lose all its boosts", done for each, 6.5.i)
        picked = f"'{scope.chosen_at[name][1]}'" if name in scope.chosen_at else "what was named last"
        raise DesignError(f"'{words}' names one object, and {picked} may be several: refused rather than read as "
                          f"one of them or each: say 'they'/'them' where each of them is meant, or choose one ('target "
                          f"Character') (7.2.4.a, 7.2.5.a)", column=column)
    if len(group) == 1:
        one = plural and name in scope.single and name not in scope.loop_names | scope.turn_picks
        if one or waiting:
            _one_or_waiting(scope, name, words, column, one, waiting)
        return {"var": name}
    if several and len({n in scope.marker_names for n in group}) > 1:
        raise DesignError(f"'{words}' names places and objects chosen one after the other together, and what is "
                          f"done to one is not done to the other: say each (7.2.4.a)", column=column)
    if several:
        if scope.done == group[-1]:    # "Choose A. Choose B. Exhaust them. If you do": all of them were (as after
            scope.done = list(group)   # "Choose A and B", chains.py; audit s53 M1 W-A), not only the last
        return {"concat": [{"var": n} for n in group]}
    picked = " or ".join(f"'{scope.chosen_at[n][1]}'" if n in scope.chosen_at else f"'{n}'" for n in group)
    raise DesignError(f"'{words}' could name {picked}, chosen one after the other before it, or all of them: "
                      f"refused rather than read as one; say 'them' where an action is done to all of them, or "
                      f"name the one meant (7.2.4.a)", column=column)


def _one_or_waiting(scope: ScopeFields, name: str, words: str, column, one: bool, waiting) -> None:
    """Refuse a pronoun that names one pick where a plural one is said, or that could name a pick made
    before it and left waiting for it (see named_together)."""
    said = lambda n: f"'{scope.chosen_at[n][1]}'" if n in scope.chosen_at else f"'{n}'"
    last = f"{said(name)}, named last," if name in scope.chosen_at else "what was named last"
    others = list(waiting) or [p["as"] for p in scope.picks if p["as"] != name]
    before = " or ".join(said(n) for n in others)
    if one:
        could = f" (it could name {before}, named before, or all of them)" if others else ""
        raise plural_of_one(words, last, could, column)
    raise DesignError(f"'{words}' could name {last} or {before}, chosen before it and not yet named again: "
                      f"refused rather than read as one; say it right after what it names ('Choose a Character you "
                      f"control. It ...') (7.2.5.a)", column=column)


def plural_of_one(words: str, last: str, could: str, column) -> DesignError:
    """The refusal of a plural pronoun naming one object (7.2.5.a): ``last``, what it names ("'Target
    Character', named last,"), and what else it ``could`` name; one message wherever it is found."""
    return DesignError(f"'{words}' names several objects, and {last} is one{could}: refused rather than read as that "
                       f"one; say 'it' for the one, or say 'they'/'them' right after what it names ('Choose two "
                       f"Characters you control. They ...') (7.2.5.a)", column=column)


def join_picks(scope: ScopeFields, before: str | None, names: list) -> None:
    """Picks ``names`` made right after the pick ``before`` (the last of a group, "it" still naming it and no
    pronoun read since): one group with it, which "them" names (named_together); else a group of their own."""
    if not names or scope.together_open and scope.together[-len(names):] == names:     # joined already
        return
    if scope.together_open and scope.together and scope.together[-1] == before:
        scope.together = scope.together + [n for n in names if n not in scope.together]
    else:
        scope.together = list(names)
    scope.together_open = True
