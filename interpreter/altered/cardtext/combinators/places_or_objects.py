"""What a step is done to, a place or an object: whether a selection names Expeditions or objects, and the
refusals of a step said of the other kind (a status of places on a card, counters on a place, me where a cost
put me)."""
from __future__ import annotations

from ...loading.errors import DesignError
from ...effects.registry import load_operators


def of_objects(scope, data, statuses, said_it=None, column=None) -> None:
    """Counters are had by objects (v5.0 2.5.a), statuses by objects and Expeditions (2.4.1.b): "My Expedition
    gains 1 boost" or "[[Asleep]]" means nothing (statuses.yaml ``expedition`` says which an Expedition can
    have, and only it), and one it can have ("[[Ascended]]") is gained as an Expedition gains it. "It" gaining
    one of those names the place in reach, whatever else "it" would name ("When you play a Spell — If my
    Expedition is behind, it gains [[Ascended]]": not the Spell); a card named gaining it is refused."""
    if isinstance(data, list):
        for i, step in enumerate(data):
            for op in ("gain", "lose"):
                spec = step.get(op) if isinstance(step, dict) else None
                if not (isinstance(spec, dict) and spec.get("status") in statuses) \
                        or names_places(scope, spec.get("what")):
                    continue
                if said_it is None or spec.get("what") != said_it[0] or said_it[1] is None:
                    raise DesignError(f"[[{spec['status']}]] is a status of places only (statuses.yaml: "
                                      f"expedition), and this says it of a card, which never has it (2.4.1.b): "
                                      f"say it of a place", column=column)
                step[op] = dict(spec, what=said_it[1])
            for op in ("counters", "gain", "lose"):
                spec = step.get(op) if isinstance(step, dict) else None
                if not (isinstance(spec, dict) and names_places(scope, spec.get("what"))):
                    continue
                if op == "counters":
                    raise DesignError(f"what this names is a place, not an object, so it has no {spec['name']} "
                                      f"counters (v5.0 2.5.a); say which Character")
                if spec["status"] not in statuses:
                    raise DesignError(f"what this names is a place, which can't have [[{spec['status']}]]: it is a "
                                      f"status of cards only (statuses.yaml, 2.4.1.b); say which Character")
                data[i] = {"expedition_status": dict(spec, **({} if op == "gain" else {"gain": False}))}
            of_objects(scope, step, statuses, column=column)
    elif isinstance(data, dict):
        for v in data.values():
            of_objects(scope, v, statuses, column=column)


def of_its_kind(scope, actions: dict, data, pronouns: int, pred) -> None:
    """What a step is done to is of the kind its operator declares (``P.of``; keywords.yaml ``of:``): objects
    (sacrificed, exhausted, returned to a hand, given counters) or places (an Expedition moving forward,
    [[Ascended]]). Named as the other ("When my Expedition moves forward — Sacrifice it": an Expedition is no
    card; "Target Character [Ascends]"), the step would do nothing: refused at the words naming it, the
    pronoun read since ``pronouns`` (an index of ``scope.pronouns``) or the noun chosen, for every step."""
    if isinstance(data, list):
        for step in data:
            of_its_kind(scope, actions, step, pronouns, pred)
        return
    if not isinstance(data, dict):
        return
    for op, arg in data.items():
        for label, wanted, value, rule in _objects_of_step(actions, op, arg):
            said = "places" if names_places(scope, value) else "objects" if _names_objects(scope, value) else None
            if said is None or said == wanted:
                continue
            column, words = next((at for v, at in reversed(scope.pronouns[pronouns:]) if v == value), None) \
                or (scope.chosen_at.get(value["var"]) if isinstance(value, dict) and "var" in value else None) \
                or (None if pred.at is None else pred.at + 1, "")
            named = f"'{words}' names" if words else "this names"
            verb = label or (f"'{pred.verb}'" if pred.verb else f"the step '{op}'")
            what, other = ("a place", "objects (cards and tokens), never a place") \
                if said == "places" else ("a card", "places, never a card")
            say = "say which card ('target Character', 'me')" if said == "places" else \
                "say which place ('its ...', 'my ...')"
            raise DesignError(f"{named} {what}, and {verb} is done to {other}{rule}: it would do nothing; {say}",
                              column=column)
        if isinstance(arg, (dict, list)):
            of_its_kind(scope, actions, arg, pronouns, pred)


def _objects_of_step(actions: dict, op, arg):
    """(the action's name or None, the kind of object a parameter takes, its value, " (rule)") of each
    parameter of the step ``op`` that declares one: a keyword action (keywords.yaml ``of``, its rule), a step of
    the effect model (``P.of``, a marker; said by the verb printed)."""
    if op == "do" and isinstance(arg, dict):
        for action, given in arg.items():
            spec = actions.get(action) or {}
            rule = f" ({spec.get('v5') or spec.get('rule')})" if spec.get("v5") or spec.get("rule") else ""
            for name, param in (spec.get("params") or {}).items():
                if isinstance(param, dict) and param.get("of") and isinstance(given, dict) and name in given:
                    yield f"[{action}]", param["of"], given[name], rule
        return
    declared = load_operators()["step"].get(op)
    if declared is None or not isinstance(arg, dict):
        return
    for name, param in declared.params.items():
        if param.names and name in arg:
            yield None, param.names, arg[name], ""


# What a step changes on its object, which an object in a zone that keeps none of it never has (2.5.b, 2.4.1.c)
_CHANGES = {"counters": "counters", "gain": "statuses", "lose": "statuses"}


def of_me_where(scope, actions: dict, bare: dict, data, pred) -> None:
    """A quick action whose cost put me in a zone (``@me_in``: {D} discards me, 7.1.4.b) finds me there (2.1.f),
    where I can't have or gain counters or statuses: "{D} : I gain 1 boost.", "{D} : Ready me." would do
    nothing, refused at the verb. A keyword action counts by what its declared effect does to its object."""
    zone = scope.named.get("me_in")
    if zone is None:
        return
    if isinstance(data, list):
        for step in data:
            of_me_where(scope, actions, bare, step, pred)
        return
    if not isinstance(data, dict):
        return
    for op, arg in data.items():
        changed = _changed(op, arg, "self")
        if op == "do" and isinstance(arg, dict):
            for action, given in arg.items():
                if isinstance(given, dict) and given.get("what") == "self":
                    changed = next(filter(None, (_changed(o, a, {"var": "what"}) for s in
                                                 (actions.get(action) or {}).get("effect") or []
                                                 if isinstance(s, dict) for o, a in s.items())), changed)
        if changed and zone in bare.get(changed, ()):
            rule = "2.5.b" if changed == "counters" else "2.4.1.c"
            raise DesignError(f"once its cost is paid I am in the {zone} zone, where a card can't have or gain "
                              f"{changed} ({rule}, 2.1.f): '{pred.verb or op}' said of me would do nothing; say "
                              f"it of another card, or pay another cost",
                              column=None if pred.at is None else pred.at + 1)
        if isinstance(arg, (dict, list)):
            of_me_where(scope, actions, bare, arg, pred)


def _changed(op, arg, what):
    """"counters" or "statuses": what the step ``op`` changes on ``what``, else None."""
    return _CHANGES.get(op) if isinstance(arg, dict) and arg.get("what") == what else None


def _names_objects(scope, value) -> bool:
    """Whether a step's value names objects, not places: me, the object the trigger names ("When you play a
    Character — ... it"), one chosen among objects, a selection of cards by their type."""
    if value == "self":
        return True
    if value == "it":
        return not scope.trigger_marker and (scope.trigger_named or scope.trigger_object)
    if isinstance(value, dict) and set(value) == {"var"}:
        return value["var"] not in scope.marker_names and any(p.get("as") == value["var"] for p in scope.picks)
    return isinstance(value, dict) and bool({"type", "subtype"} & set(value)) and "markers" not in value


def card_with_place_status(scope, data, statuses, key=None):
    """The first status of places only (``statuses``: statuses.yaml ``expedition``) the ability's data says of
    cards (a card's test "target Character is [[Ascended]]", a filter "[[Ascended]] Characters", a passive
    granting it, a trigger on a card gaining it), else None: a card never has one (2.4.1.b), so the words
    would mean nothing."""
    if isinstance(data, list):
        return next((x for x in (card_with_place_status(scope, v, statuses) for v in data) if x), None)
    if not isinstance(data, dict):
        return None
    said = [data[k] for k in ("status", "not_status") if isinstance(data.get(k), str) and data[k] in statuses]
    of = data.get("what", data.get("to"))
    if said and key not in ("expedition_status", "expedition_has") and not names_places(scope, of):
        return said[0]
    return next((x for x in (card_with_place_status(scope, v, statuses, k) for k, v in data.items()) if x), None)


def names_places(scope, what) -> bool:
    """Whether a selection names Expeditions: a value the effect model declares as giving them, or a name
    chosen among them."""
    if what == "it":                   # what the trigger names: an Expedition when it names one
        return bool(scope.trigger_marker)
    if not isinstance(what, dict) or len(what) != 1:
        return False
    (op, arg), = what.items()
    if op == "var":
        return arg in scope.marker_names
    declared = load_operators()["value"].get(op)
    return declared is not None and declared.gives in ("marker", "markers")
