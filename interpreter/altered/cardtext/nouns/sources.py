"""Whose the cards named are: the player a noun phrase says of them ("your", "their", "its owner's"), and the
sources of what a step acts on (a look, a reveal, a move), which later words read."""
from __future__ import annotations

from .players import LOOP_PLAYER


def frame(scope):
    """Whose "you" the steps being read say: None, the card's controller; else the player doing them, one
    name for the player of each turn of a loop ("Each opponent chooses ... They ...")."""
    if not scope.other_actor:
        return None
    return EACH_TURN if scope.acting in ("each", "opponent", {"var": LOOP_PLAYER}) else scope.acting


def whose_said(scope, f, key: str) -> tuple:
    """(frame, player): who the words say controls (``key`` "controller") or owns ("owner") the objects that
    filter or selector ``f`` names, as the steps said in that frame (see frame) say players; player None where
    they do not say one player. Objects named among others named before ("one of them", "the others", "from
    these cards") are whose those are, as they were said: one question however the objects are named."""
    here = frame(scope)
    if isinstance(f, dict) and set(f) == {"var"}:
        pick = next((p for p in reversed(scope.picks) if p["as"] == f["var"]), None)
        if pick is not None:
            return pick["whose" if key == "controller" else "owns"]
        return (scope.sources.get(f["var"]) or {}).get(key, (here, None))
    if isinstance(f, dict) and set(f) == {"concat"}:
        said = {repr(outside(*whose_said(scope, part, key))) for part in f["concat"]}
        return (None, outside(*whose_said(scope, f["concat"][0], key))) if len(said) == 1 else (here, None)
    if not isinstance(f, dict):
        return here, None
    player = controller_said(f, scope) if key == "controller" else f.get("owner")
    if player is None and "among" in f:
        return whose_said(scope, f["among"], key)
    return here, player


def note_sources(scope, steps, actions: dict) -> None:
    """Whose the objects are that each step binding a name ("as") acted on, as its words said (whose_said); of
    a keyword action (``actions``: keywords.yaml's), what its declared effect names ``them`` ("[Resupply] ...
    it": the top card of the deck of the player doing it)."""
    for step in steps if isinstance(steps, list) else [steps]:
        (op, body), = step.items() if isinstance(step, dict) and len(step) == 1 else [(None, None)]
        if isinstance(body, dict) and isinstance(body.get("as"), str) and "what" in body:
            scope.sources[body["as"]] = {key: whose_said(scope, body["what"], key) for key in ("controller", "owner")}
            scope.sources[body["as"]]["many"] = _may_be_several(body["what"])
            top = _top_of(body["what"])
            scope.sources[body["as"]]["top"] = top
            scope.sources[body["as"]]["size"] = scope.set_size(body["what"]["var"]) if isinstance(body["what"], dict) \
                and set(body["what"]) == {"var"} else top      # how many at most (Scope.set_size)
        elif op == "do":
            spec = actions.get(body if isinstance(body, str) else next(iter(body), None)) or {}
            moved = _bound(spec.get("effect"), spec.get("them"))
            if moved is not None:
                scope.sources[spec["them"]] = {key: whose_said(scope, moved, key) for key in ("controller", "owner")}


def _top_of(what):
    """How many top cards of a deck a step names ("the top two cards"; of several decks, "the top card of your
    deck and the top card of target opponent's deck", all of them); None where not only top cards of a known
    number."""
    if isinstance(what, dict) and set(what) == {"concat"}:
        tops = [_top_of(part) for part in what["concat"]]
        return sum(tops) if all(isinstance(t, int) for t in tops) else None
    return what.get("top") if isinstance(what, dict) else None


def _may_be_several(what) -> bool:
    """The objects a step names may be more than one card: the top cards of a deck but the top one ("the top 3
    cards", "the top X cards"), or a whole zone ("your hand", "your Reserve"). Singular "it" can't name them
    (Scope.it_selector)."""
    if not isinstance(what, dict):
        return False
    if set(what) == {"concat"}:        # "Look at A and B": the cards of both
        return len(what["concat"]) > 1 or any(_may_be_several(part) for part in what["concat"])
    if "top" in what:
        return not (isinstance(what["top"], int) and what["top"] <= 1)
    return "zone" in what and not {"count", "var", "among"} & set(what)


def _bound(effect, name):
    """What the step of a declared effect that binds ``name`` ("as") acts on, if one does."""
    if isinstance(effect, dict):
        if name is not None and effect.get("as") == name and "what" in effect:
            return effect["what"]
        effect = list(effect.values())
    if isinstance(effect, list):
        return next((w for w in (_bound(e, name) for e in effect) if w is not None), None)
    return None


def outside(said_in, player):
    """A player as the steps said in frame ``said_in`` name them, as the card's controller's steps do."""
    if said_in is None or player is None:
        return player
    return said_in if player == "you" else "you" if player == {"controller_of": "self"} else player


def controller_said(f, scope):
    """Who the words say controls the objects of filter ``f``, as the steps being read say players: "you
    control", or in "my Expedition", "your Expeditions" (what is there is its player's, 7.5.4.a); None: not
    said, or not one player."""
    if not isinstance(f, dict):
        return None
    if f.get("controller") is not None:
        return f["controller"]
    mine = "you" if not scope.other_actor else {"controller_of": "self"}
    place = f.get("in_marker")
    return mine if place == {"marker_of": "self"} or place == {"markers": {"owner": "you"}} else None


EACH_TURN = "each turn"     # the player of each turn of a loop (frame)


def as_said(source, scope):
    """A choice's filter as the sentences outside the steps another player does say it: in those, "you" is
    that player ("Target opponent chooses a Character they control": controlled by the target)."""
    if not (isinstance(source, dict) and scope.other_actor and scope.player is not None):
        return source
    return {k: scope.player if v == "you" else v for k, v in source.items()}
