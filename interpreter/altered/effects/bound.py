"""Which names a program reads where they may be unset: a name an effect's own step binds ("as") but
only inside a loop or a branch ("you may", "if", a mode), read by a step after it. There it is unset
(when the branch was not taken, or the loop ran its turns in a child context) or holds one turn's value
only, so such a program is refused as it loads rather than stopping a game. Read where the "may" that binds
it was surely declined ("If you don't, it ..."), it is never set: nothing was chosen (6.5.c). A name no step of the
program binds comes from outside it (its trigger, its cost, a game variable) and is not checked here."""
from __future__ import annotations

# Steps whose body is done once per item or player, in a context of its own: the names bound in it are
# not seen after it, but for "each_player", which gathers the lists each player chose (effects/players.py)
LOOPS = ("for_each", "repeat", "each_player")
# Steps whose "as" holds a number or a flag, not a list: "each_player" does not gather them
SCALARS = ("roll", "may", "counters", "choose_counter", "set")
# Steps whose "as" holds a number (or a name): unset after a branch not taken, it stops the game; an unset
# list of objects reads as none ("You may play a Character. It gains 2 boosts."), an unset flag as "not done"
NUMBERS = ("roll", "counters", "choose_counter", "set")
# The keys of a step whose value is a name it binds: "as", and what a removal of a number binds besides how many
# it removed, whether it removed fewer ("fewer", read by "If you can't" / "If you do"), unset as that number is
BINDS = ("as", "fewer")


def _names_bound(arg) -> list:
    return [arg[k] for k in BINDS if isinstance(arg.get(k), str)]


def unset_reads(steps) -> list[tuple[str, str, dict]]:
    """(name, how, step) for each read of a name bound by a step of ``steps`` where it is not bound on every path
    before it: ``how`` is "loop" (bound only in a loop's turns), "branch" (only on some paths), "tested"
    (gathered from the turns of "each player" and tested as if one) or "declined" (bound only by a "may" and
    read where it was declined, so on no path). After a branch, only numbers count (``NUMBERS``): the objects
    or flag of a branch not taken read as none ("You may play a Character. It gains 2 boosts."), but in a test
    that holds when they are none, "If you can't" (``negated``)."""
    local = _bound_anywhere(steps)
    numbers = {n for n in local if _bound_by(steps, n, NUMBERS)}
    found: list = []
    _walk(steps, set(), set(), {}, local, found, _Paths())
    return [(n, how, at) for n, how, at in found
            if how != "branch" or n in numbers or n in negated(at.get("if")) and not _chosen(steps, at, n)]


def _chosen(data, at, name) -> bool:
    """Whether, in the list of steps holding ``at``, a choice of actions before it ("modes") binds ``name`` in
    one option and, in each of the others, a name ``at``'s test reads too: "Discard a card or sacrifice a
    Character. If you can't, ..." asks of the one chosen, and one was ({not: {or: [{did: a}, {did: b}]}}), not of
    a branch that may not have run."""
    if isinstance(data, dict):
        return any(_chosen(v, at, name) for v in data.values())
    if not isinstance(data, list):
        return False
    if not any(s is at for s in data):
        return any(_chosen(v, at, name) for v in data)
    tested = negated(at.get("if"))
    for step in data[:next(i for i, s in enumerate(data) if s is at)]:
        options = step.get("modes", {}).get("options") if isinstance(step, dict) else None
        if isinstance(options, list) and all(_bound_anywhere(o) & tested for o in options) and \
                any(name in _bound_anywhere(o) for o in options):
            return True
    return False


def negated(test, odd=False) -> set:
    """The names a test reads under a "not" (an odd number of them): "If you can't" / "If you don't" of an
    action ({not: {did: N}}, {not: {gte: [{count: N}, 2]}}). Such a test holds when the name is unset, so read
    after a branch not taken it would say the action was tried and failed when nothing was tried (6.5.c, 6.5.f);
    "If you do" ({did: N}) reads an unset name as not done, which is what the branch not taken means."""
    if isinstance(test, dict):
        own = {test[k] for k in ("var", "did", "changed") if isinstance(test.get(k), str)} if odd else set()
        return own.union(*(negated(v, odd != (k == "not")) for k, v in test.items()))
    if isinstance(test, list):
        return set().union(*(negated(v, odd) for v in test))
    return set()


def _bound_anywhere(data) -> set:
    out: set = set()
    if isinstance(data, dict):
        out.update(_names_bound(data))
        for v in data.values():
            out |= _bound_anywhere(v)
    elif isinstance(data, list):
        for v in data:
            out |= _bound_anywhere(v)
    return out


def _reads(data, inner=frozenset()) -> set:
    """The names an expression reads ({var: N}, {did: N}), but those it binds itself (a count's "as")."""
    if isinstance(data, dict):
        own = inner | ({data["as"]} if isinstance(data.get("as"), str) else set())
        out = {data[k] for k in ("var", "did", "changed") if isinstance(data.get(k), str)} - own
        for v in data.values():
            out |= _reads(v, own)
        return out
    if isinstance(data, list):
        return set().union(*(_reads(v, inner) for v in data)) if data else set()
    return set()


class _Paths:
    """What is known of the path being walked: ``offers``, each "may"'s flag -> the names only its steps bind;
    ``never``, the names of the offers surely declined on this path (unset whatever was chosen)."""

    def __init__(self, offers=None, never=frozenset()):
        self.offers, self.never = offers if offers is not None else {}, never

    def branches(self, test) -> tuple:
        """The paths of an "if"'s then and else: a test of an offer's flag says which of them declined it."""
        def flags(t) -> tuple:
            if isinstance(t, dict) and len(t) == 1:
                [(k, v)] = t.items()
                if k in ("did", "var") and isinstance(v, str) and v in self.offers:
                    return set(), {v}
                if k == "not":
                    return flags(v)[::-1]
                if k == "and" and isinstance(v, list):          # its then: each part holds
                    return set().union(*(flags(x)[0] for x in v)), set()
            return set(), set()
        then, other = flags(test)
        return self.declining(then), self.declining(other)

    def declining(self, flags) -> "_Paths":
        return _Paths(self.offers, self.never.union(*(self.offers[f] for f in flags)))


def _walk(steps, bound: set, gathered: set, why: dict, local: set, found: list, paths: _Paths) -> set:
    """Walk ``steps`` in order from the names surely ``bound``; returns those bound after them (``bound`` grows).
    ``why``: for a name bound only on some paths, "loop" or "branch"; ``paths``: the offers declined here."""
    for step in steps if isinstance(steps, list) else [steps]:
        if not isinstance(step, dict):
            continue
        if "if" in step:
            _check(_reads(step["if"]), bound, gathered, why, local, found, step, paths, tested=True)
            yes, no = paths.branches(step["if"])
            then = _walk(step.get("then") or [], set(bound), gathered, why, local, found, yes)
            other = _walk(step.get("else") or [], set(bound), gathered, why, local, found, no)
            _merge(bound, then & other, (then | other) - bound, "branch", why)
            continue
        [op] = [k for k in step if k not in ("rule", "note", "text")][:1] or [None]
        arg = step.get(op)
        if not isinstance(arg, dict):
            _check(_reads(arg), bound, gathered, why, local, found, step, paths)
            continue
        keys = ("options",) if op == "modes" else ("do", "then", "else")
        bodies = [b for k in keys if isinstance(arg.get(k), list) for b in (arg[k] if op == "modes" else [arg[k]])]
        after = ("done_when",) if op == "may" else ()        # tested after its own steps, which bind what it reads
        _check(_reads({k: v for k, v in arg.items() if k not in keys + after + BINDS}), bound, gathered, why,
               local, found, step, paths)
        name = arg.get("as") if isinstance(arg.get("as"), str) else None
        also = [n for n in _names_bound(arg) if n != name]      # a removal's "fewer"
        if op in LOOPS:
            inside = set(bound) | ({name} if name else set())
            _walk(arg.get("do") or [], set(inside), gathered, why, local, found, paths)
            made = _bound_anywhere(arg.get("do")) - inside      # in a branch inside the loop too
            if op == "each_player":          # the lists each player chose, gathered (none where one chose none)
                kept = {n for n in made if not _bound_by(arg["do"], n, SCALARS)}
                bound |= kept
                gathered |= kept
            for n in made - bound:
                why[n] = "loop"
            continue
        if op == "as_player":                # done once for the player named: what they chose is seen after
            _walk(arg.get("do") or [], bound, gathered, why, local, found, paths)
            continue
        for body in bodies:                  # "may", a mode: done or not
            inside = _walk(body, set(bound), gathered, why, local, found, paths)
            if after:
                _check(_reads(arg.get("done_when")), inside, gathered, why, local, found, step, paths)
            if op == "may" and name:
                paths.offers[name] = frozenset(inside - bound)
            _merge(bound, set(), inside - bound, "branch", why)
        for n in ([name] if name else []) + also:
            bound.add(n)
            gathered.discard(n)
            why.pop(n, None)
    return bound


def _merge(bound: set, sure: set, maybe: set, how: str, why: dict):
    bound |= sure
    for n in maybe - sure:
        why.setdefault(n, how)


def _check(reads: set, bound: set, gathered: set, why: dict, local: set, found: list, step, paths: _Paths,
           tested=False):
    for n in sorted(reads & local):
        if tested and n in gathered and n not in paths.never:   # bound in a branch too ("You may pay {1} to
            found.append((n, "tested", step))                   # each opponent chooses a card ...": as without it)
        elif n not in bound:
            found.append((n, "declined" if n in paths.never else why.get(n, "branch"), step))


def _bound_by(data, name, ops) -> bool:
    """Whether a step of one of ``ops`` in ``data`` binds ``name``."""
    if isinstance(data, dict):
        if any(isinstance(data.get(op), dict) and name in _names_bound(data[op]) for op in ops):
            return True
        return any(_bound_by(v, name, ops) for v in data.values())
    if isinstance(data, list):
        return any(_bound_by(v, name, ops) for v in data)
    return False


def binder(data, name) -> str | None:
    """The operator of the step that binds ``name`` in ``data`` (the first found), else None."""
    if isinstance(data, dict):
        for op, arg in data.items():
            if isinstance(arg, dict) and name in _names_bound(arg) and op not in LOOPS:
                return op
        return next((b for v in data.values() if (b := binder(v, name))), None)
    if isinstance(data, list):
        return next((b for v in data if (b := binder(v, name))), None)
    return None
