"""What is asked of an action after it: whether it happened, in full ("If you do", "If you can't", 6.5.f:
``happened``, ``in_full``, ``tell_done``, ``tell_fewer``) and what "that many" after "X to Y" counts
(``counted_after_to``). Split from chains.py (issue 34)."""
from __future__ import annotations

from ...effects.changes import acted_on
from ...loading.errors import DesignError


def happened(scope, done):
    """The test that an action happened, from what it keeps (6.5.f): objects chosen or moved (a name), several
    (a list: all of them), one of a choice's ("any"); each one that says how many, in full (``in_full``)."""
    def one(name):
        return in_full(scope, name) or {"did": name}
    if isinstance(done, list):
        return {"and": [one(n) for n in done]}
    if isinstance(done, dict):
        return {"or": [one(n) for n in done["any"]]}
    return one(done)


def tell_done(scope, name) -> None:
    """A "may" whose flag is read ("If you do", "If you don't", "... to ..."): it is done only if its action
    happened (6.5.f: a Sabotage that discarded nothing, "up to one" with none chosen, no counter removed is not
    done; one that says how many, only in full: ``in_full``), said by the step (``done_when``) once, where
    something reads it. A move of me, what it moved, bound once read (``Scope.moved_me``)."""
    if name in scope.may_kept:
        may, kept = scope.may_kept.pop(name)
        may["done_when"] = happened(scope, kept)
    if name in scope.moved_me:        # "Send me to Reserve. If you do": whether I moved (6.5.f)
        scope.moved_me.pop(name)["as"] = name


def opposite(test) -> dict:
    """The test that ``test`` does not hold ("If you can't" of "If you do")."""
    return test["not"] if isinstance(test, dict) and set(test) == {"not"} else {"not": test}


def in_full(scope, done):
    """The test that the action ``done`` names did all it says, when it says how many (``Scope.whole``), else
    None: "Discard two cards": two were chosen; "Remove 2 boosts from each Character": each had 2 to lose (the
    removal tells it, ``fewer``, once something reads it). "If you can't" is its opposite (a cost can't be paid
    in part, 1.2.5.c), "If you do" it: never both (6.5.f)."""
    whole = scope.whole.get(done) if isinstance(done, str) else None
    if whole is None:
        return None
    if "test" in whole:
        return whole["test"]
    if "fewer" not in whole:                  # the removal binds it (tell_fewer), once read
        whole["fewer"] = scope.fresh("fewer")
    test = {"not": {"var": whole["fewer"]}}
    if "several" in whole:                    # "from two Characters": two chosen, and each lost it (1.2.5.c)
        return {"and": [whole["several"], test]}
    return test


def tell_fewer(scope, steps) -> None:
    """Each removal of a number in ``steps`` whose "fewer" something read (``in_full``) binds it: said by the
    step only where read, in the steps as they are now (a copy of the step, as ", where X is" makes, too)."""
    if isinstance(steps, list):
        for s in steps:
            tell_fewer(scope, s)
    elif isinstance(steps, dict):
        arg = steps.get("counters")
        if isinstance(arg, dict) and "fewer" not in arg and "fewer" in scope.whole.get(arg.get("as"), {}):
            arg["fewer"] = scope.whole[arg["as"]]["fewer"]
        for v in steps.values():
            if isinstance(v, (list, dict)):
                tell_fewer(scope, v)


def counted_after_to(paid, then):
    """What "that many" after "You may X to Y." (or "X to Y.") counts, in a sentence after it: ``then``, what Y
    counted (the step just before it, 6.5.f), where the cost X counted nothing (``paid`` None: "You may pay {1} to
    discard up to two cards. Draw that many cards.") or the same; else refused there: X counted too ("You may
    discard a card from your Reserve to draw two cards. I gain that many boosts.": the card discarded, or the two
    drawn?), so it could name the step just before it or the cost before that (issue 31, audit F3 class A; as
    s47 decided of "If you do, draw two cards. I gain that many boosts."). Inside Y, "that many" names the cost's
    count as before ("You may discard any number of cards from your Reserve to draw that many cards.")."""
    if paid is None or then == paid or isinstance(then, DesignError):
        return then
    what = "counts nothing" if then is None else "counts what it did"
    return DesignError(f"'that many' after '<cost> to <effect>' (or '... this way') names the step just before it, "
                       f"the effect after 'to', which {what} here, and the cost before 'to' counted too, which it "
                       "could mean as well (6.5.f): refused rather than read as either; count the cost inside the "
                       "'to' clause ('You may discard up to two cards to draw that many cards.'), or say the number "
                       "('I gain 2 boosts.')")


def plain_where_unchanged(steps) -> None:
    """In place: "that many" reads what the step on the objects counted changed (``changed``, effects/changes.py);
    where no step of the program acts on them (tokens created, cards a keyword action moved and named: "Sacrifice
    each token you control. Draw that many cards."), that is all of them, said so (``var``)."""
    acted: set = set()

    def walk(data) -> None:
        if isinstance(data, dict):
            acted.update(acted_on(data))
            for v in data.values():
                walk(v)
        elif isinstance(data, list):
            for v in data:
                walk(v)

    def plain(data) -> None:
        items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
        for key, value in list(items):
            if isinstance(value, dict) and set(value) == {"changed"} and value["changed"] not in acted:
                data[key] = {"var": value["changed"]}
            else:
                plain(value)
    walk(steps)
    plain(steps)
