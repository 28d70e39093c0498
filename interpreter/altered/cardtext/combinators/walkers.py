"""Small walkers over the steps a reading makes: the names they bind and read, whether a kind of step is
in them, every (key, value) at any depth."""
from __future__ import annotations

from ...effects.bound import BINDS
from ...effects.registry import load_operators


def names_at(data, keys: tuple, within=dict.values) -> set:
    """The names written under any of ``keys`` anywhere in the steps; ``within(mapping)``: the values of a
    mapping to look in (all of them by default)."""
    if isinstance(data, dict):
        own = {v for k, v in data.items() if k in keys and isinstance(v, str)}
        return own.union(*(names_at(v, keys, within) for v in within(data)))
    if isinstance(data, list):
        return set().union(*(names_at(v, keys, within) for v in data))
    return set()


def bound_names(data) -> set:
    """The names the steps bind (what they choose, ``as:``; a removal's ``fewer``)."""
    return names_at(data, BINDS)


def used_names(data) -> set:
    """The names the steps read (``var:``, ``did:``, ``changed:``)."""
    return names_at(data, ("var", "did", "changed"))


NUMBERS = ("count", "add", "remove")     # a step's number: what it reads there it counts, it doesn't act on
PLACES = ("in_marker", "not")            # a selector's place or exception: what it names there, it doesn't act on


def acted_names(data) -> set:
    """The names the steps act on: those they read, not the ones naming who does a step ("Its controller draws
    a card" names the target to find the player, and does nothing to it), nor those a number counts ("Draw that
    many cards" counts what the step before changed), nor those a selector places its objects by ("each other
    Character in its Expedition": the target's Expedition, the target left out)."""
    return names_at(data, ("var", "did", "changed"), _acted_in)


def _acted_in(step: dict) -> list:
    """The values of a mapping where what is named is acted on (acted_names)."""
    if "as_player" in step:
        return [step["as_player"].get("do")]
    skip = NUMBERS + PLACES if "among" not in step else NUMBERS + PLACES[:1]    # "the other": among the pick
    steps = load_operators()["step"]
    out = []
    for k, v in step.items():
        if k in skip:
            continue
        spec = steps.get(k)             # a step's own parameters it does not act on (a token's place, a roll's
        if spec is not None and isinstance(v, dict):    # "it": params.P ``acts``)
            v = {p: x for p, x in v.items() if p not in spec.params or spec.params[p].acts}
        out.append(v)
    return out


def has_key(data, key: str) -> bool:
    """Whether a mapping in ``data`` has ``key`` (a step of that kind, at any depth)."""
    if isinstance(data, dict):
        return key in data or any(has_key(v, key) for v in data.values())
    return isinstance(data, list) and any(has_key(v, key) for v in data)


def pairs_in(data):
    """Every (key, value) of the mappings in ``data``, at any depth; not in a "may"'s ``done_when``, its own
    test of its steps (tell_done), no "If ... do" asked after them."""
    if isinstance(data, dict):
        for k, v in data.items():
            yield k, v
            if k != "done_when":
                yield from pairs_in(v)
    elif isinstance(data, list):
        for v in data:
            yield from pairs_in(v)
