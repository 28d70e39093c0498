"""What a step is done to, a place or an object: whether a selection names Expeditions or objects, and the
refusals of a step said of the other kind (a status of places on a card, counters on a place, me where a cost
put me)."""
from __future__ import annotations

import json
import re

from ...loading.errors import DesignError
from ...effects.params import ARG
from ...effects.registry import load_operators
from ..discourse import gives_places
from ..nouns import Noun


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
        for label, wanted, value, rule in objects_of_step(actions, op, arg):
            said = "places" if names_places(scope, value) else "objects" if _names_objects(scope, value) else None
            if said is None or said == wanted or label == VALUE:     # (a value's: values_of_their_kind)
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


def not_gone_hidden(scope, actions: dict, bare: dict, data, pronouns: int, mes: int = 0) -> None:
    """What a step is done to, where its operator declares it objects (as :func:`of_its_kind` reads it), named
    by a pronoun read since ``pronouns`` (or "me" since ``mes``, an index of ``scope.me_said``): not a card a step
    before moved (or may have moved) to a hand or a deck, a new card there this text can't follow (2.1.d, 2.1.f;
    Scope.gone_hidden): a pick, the trigger's object, me. Checked after the other checks of the step; a status
    or a counter given there after a sure move is refused by :func:`sent_then_changed`, whose message says more
    (2.4.1.c, 2.5.b; ``bare``: the zones that keep none); after a move that may have happened (a "may", its "If
    you do", a branch), here, as any action: one rule, refused where the move may have happened, not where it
    certainly did not (its "If you don't", "Otherwise", another option)."""
    if isinstance(data, list):
        for step in data:
            not_gone_hidden(scope, actions, bare, step, pronouns, mes)
        return
    if not isinstance(data, dict):
        return
    for op, arg in data.items():
        _, changed, _ = _step_object(op, arg, actions, renamed=True)
        for label, wanted, value, _ in objects_of_step(actions, op, arg):
            put = scope.sure_hidden(scope.hidden_key(value))      # (sure: sent_then_changed says more)
            if label != VALUE and wanted == "objects" and not (put and changed and put[0] in bare.get(changed, ())):
                scope.gone_hidden(value, pronouns, arg, mes)
        if isinstance(arg, (dict, list)):
            not_gone_hidden(scope, actions, bare, arg, pronouns, mes)


def values_of_their_kind(scope, data, column=None) -> None:
    """What a value is asked of is of the kind its argument declares (``P.of``): "its controller" of an
    Expedition (``controller_of``, of objects only) would find no player in play; wherever the ability's data
    has one (a step's, a condition's, a trigger's), refused at the pronoun naming it or at ``column``. The
    reading of the words gives the value of that kind first (nouns.player_of): this is what a path that
    missed it would otherwise leave to a crash in play."""
    if isinstance(data, list):
        for part in data:
            values_of_their_kind(scope, part, column)
        return
    if not isinstance(data, dict):
        return
    for op, arg in data.items():
        for label, wanted, value, _ in objects_of_step({}, op, arg):
            said = "places" if names_places(scope, value) else "objects" if _names_objects(scope, value) else None
            if label != VALUE or said is None or said == wanted:
                continue
            at, words = next((at for v, at in reversed(scope.pronouns) if v == value), (column, ""))
            named = f"'{words}' names" if words else "this names"
            raise DesignError(f"{named} {'a place' if said == 'places' else 'a card'}, and the effect model's '{op}' "
                              f"is said of {wanted if wanted == 'objects' else 'places'} only: it would name "
                              f"nothing; say which player or object ('target opponent', 'that opponent')", column=at)
        values_of_their_kind(scope, arg, column)


# The label of a value's parameter (not a step's) among what objects_of_step yields
VALUE = "value"


def objects_of_step(actions: dict, op, arg):
    """(the action's name or None, the kind of object a parameter takes, its value, " (rule)") of each
    parameter of the step ``op`` that declares one: a keyword action (keywords.yaml ``of``, its rule), a step of
    the effect model (``P.of``, a marker; said by the verb printed), a value's argument (``VALUE``: "its
    controller" asks ``controller_of`` of objects only, 1.2.5)."""
    if op == "do" and isinstance(arg, dict):
        for action, given in arg.items():
            spec = actions.get(action) or {}
            rule = f" ({spec.get('v5') or spec.get('rule')})" if spec.get("v5") or spec.get("rule") else ""
            for name, param in (spec.get("params") or {}).items():
                if isinstance(param, dict) and param.get("of") and isinstance(given, dict) and name in given:
                    yield f"[{action}]", param["of"], given[name], rule
        return
    declared = load_operators()["step"].get(op)
    value = load_operators()["value"].get(op) if declared is None else None
    param = value.params.get(ARG) if value is not None else None
    if param is not None and param.names:     # a value asked of an object or a place (``controller_of``)
        yield VALUE, param.names, arg, ""
        return
    if declared is None or not isinstance(arg, dict):
        return
    for name, param in declared.params.items():
        if param.names and name in arg:
            yield None, param.names, arg[name], ""


# Where the effect model keeps abilities given to another object (a passive's grant, a token's own): their "me"
# is that object
GIVEN = "abilities"

# What a step changes on its object, which an object in a zone that keeps none of it never has (2.5.b, 2.4.1.c)
_CHANGES = {"counters": "counters", "gain": "statuses", "lose": "statuses"}
# The rule that says where each is kept
_KEPT_BY = {"statuses": "2.4.1.c", "counters": "2.5.b"}


def of_me_where(scope, actions: dict, bare: dict, data, pred) -> None:
    """Where a step finds me: where the ability finds me (``@me_in``: the Discard pile {D} put me in, 7.1.4.b,
    2.1.f; where the trigger sent me, "it" too, which names me there), where a card can't have or gain counters
    or statuses (zones.yaml ``keeps_counters``/``keeps_statuses``): "{D} : I gain 1 boost.", "When I'm
    sacrificed — It gains 1 boost." would do nothing, refused at the verb."""
    if isinstance(data, list):
        for step in data:
            of_me_where(scope, actions, bare, step, pred)
        return
    if not isinstance(data, dict):
        return
    for op, arg in data.items():
        what, changed, to = _step_object(op, arg, actions)
        me = what == "self" or what == "it" and scope.named.get("me_moved")
        zones = _zones(scope.named.get("me_in")) if me else []
        if me and to is not None and zones:      # a step moves me: the steps after it find me there too (2.1.f:
            scope.named["me_in"] = list(dict.fromkeys(zones + _zones(to)))   # or still here, if it was not done)
            scope.named["me_stepped"] = True
            continue
        if changed and zones and set(zones) <= set(bare.get(changed, ())):
            rule = _KEPT_BY[changed]
            why = _why(zones, scope.named.get("me_moved"), stepped=scope.named.get("me_stepped", False))
            said = "said of me" if what == "self" else "said of it (me: what the trigger names)"
            raise DesignError(f"{why}, where a card can't have or gain {changed} ({rule}, 2.1.f): '{pred.verb or op}' "
                              f"{said} would do nothing; say it of another card" +
                              ("" if scope.named.get("me_moved") else ", or pay another cost"),
                              column=None if pred.at is None else pred.at + 1)
        if isinstance(arg, (dict, list)) and op != GIVEN:
            of_me_where(scope, actions, bare, arg, pred)


def sent_then_changed(scope, actions: dict, bare: dict, data, sent=None, text: str = "") -> None:
    """What a step of an effect sent to a zone that keeps no counters or statuses (a hand, the Discard pile) and
    a step after it gives one ("Return target card to its owner's hand. It gains [[Fleeting]]."): the move is
    followed, and there the card can't have it (2.4.1.c, 2.5.b), so the step would do nothing: refused at the
    pronoun (at "I" when a later sentence of ``text``, the ability's, alone begins with it: "Return me to my owner's
    hand. I gain 1 boost."). Steps are read in order; a move in a branch ("You may return it ... If you don't, it
    gains") counts in that branch only."""
    if isinstance(data, list):
        sent = dict(sent or {})
        for step in data:
            sent_then_changed(scope, actions, bare, step, sent, text)
            if isinstance(step, dict):
                for op, arg in step.items():
                    what, _, to = _step_object(op, arg, actions, renamed=True)
                    if to is not None and what is not None:
                        sent[json.dumps(what, sort_keys=True)] = _zones(to)
        return
    if not isinstance(data, dict):
        return
    if isinstance(data.get("cost"), list) and "effect" in data:     # "{T}, Sacrifice a Spirit: It gains ...":
        sent = dict(sent or {})                                       # the card the cost moved, named "paid"
        for step in data["cost"]:
            for op, arg in (step.items() if isinstance(step, dict) else ()):
                _, _, to = _step_object(op, arg, actions, renamed=True)
                kept = arg.get("as") if isinstance(arg, dict) and "as" in arg else step.get("as")   # (beside "do")
                if to is not None and isinstance(kept, str):
                    sent[json.dumps({"var": kept}, sort_keys=True)] = _zones(to)
    for op, arg in data.items():
        what, changed, _ = _step_object(op, arg, actions, renamed=True)
        zones = (sent or {}).get(json.dumps(what, sort_keys=True), [])
        if changed and zones and set(zones) <= set(bare.get(changed, ())):
            rule = _KEPT_BY[changed]
            me = what == "self"                 # "Return me to my owner's hand. I gain 1 boost.": me, not "it"
            said_i = [m.start() + 1 for m in re.finditer(r"(?<=[.:\u2014] )I\b", text)] if me else []
            column, words = next((at for v, at in reversed(scope.pronouns) if v == what),
                                 (said_i[0] if len(said_i) == 1 else None, "me" if me else "it"))
            where = " or ".join(f"the {z} zone" for z in zones)
            raise DesignError(f"a step or cost before put '{words}' in {where}, where a card can't have or gain {changed} "
                              f"({rule}): what is given to {'me' if me else 'it'} there would do nothing; give it "
                              f"before the move, or say it of another card", column=column)
        if isinstance(arg, (dict, list)) and op != GIVEN and op not in ("cost", "costs"):   # a cost's parts are
            sent_then_changed(scope, actions, bare, arg, sent, text)                        # paid together (1.2.5.d)


def moved_by(op, arg, actions: dict):
    """What the step ``op: arg`` moves to another zone (a move, or a keyword action whose effect moves its
    object: discard, sacrifice ...), else None."""
    if op == "do" and isinstance(arg, dict):
        for action, given in arg.items():
            effect = (actions.get(action) or {}).get("effect") or []
            if isinstance(given, dict) and "what" in given \
                    and any(isinstance(s, dict) and "move" in s for s in effect):
                return given["what"]
        return None
    what, _, to = _step_object(op, arg, actions)
    return what if to is not None else None


def _step_object(op, arg, actions: dict, renamed: bool = False):
    """(the object a step is done to, "counters"/"statuses" if it changes them on it, the zone it sends it to) of
    one step; a keyword action counts by what its declared effect does to its object (``renamed``: or to a name
    its effect gives it, as Sacrifice moves "sacrificing", those of its object one controls)."""
    what = arg.get("what") if isinstance(arg, dict) else None
    changed = _CHANGES.get(op) if what is not None else None
    to = arg.get("to") if op == "move" and isinstance(arg, dict) else None
    if op == "do" and isinstance(arg, dict):
        for action, given in arg.items():
            if isinstance(given, dict) and "what" in given:
                what = given["what"]
                named = {"what"}           # what the action acts on, and the names it gives it ("sacrificing")
                for o, a in ((o, a) for s in (actions.get(action) or {}).get("effect") or []
                             if isinstance(s, dict) for o, a in s.items()):
                    if renamed and o == "set" and isinstance(a, dict) and contains_var(a.get("value"), "what"):
                        named.add(a.get("var"))
                    if isinstance(a, dict) and a.get("what") in [{"var": n} for n in named]:
                        changed = changed or _CHANGES.get(o)
                        to = to or (a.get("to") if o == "move" else None)
    return what, changed, to


# The values that read where an object is in the Adventure (its Expedition, the one facing it, its region),
# each with the parameter naming the object (None: its one argument), and whether it reads the place an object
# moved out of had (6.3.j: "its location ... when it stopped existing") rather than its place now
_OF_A_PLACE = {"marker_of": (None, True), "other_marker": (None, True), "in_terrain": ("what", False),
               "terrain_where": ("what", False)}


def placeless_me(zones, data, vocabulary, column=None, words="", moved=False, why=None) -> None:
    """Where the ability finds me (``zones``, ``@me_in``: the Reserve of a support ability, 2.2.11.i; the Discard
    pile its {D} put me in, 7.1.4.b; where its trigger sent me, ``moved``), I am in no Expedition unless a zone's
    parts are the Expeditions (zones.yaml ``subzones``): "my Expedition", "the Expedition facing me", "I'm in
    {O}" name nothing there (an empty step, a test never true), refused at their words, as a change of me where
    I keep none is (``of_me_where``). Moved by the trigger, "my Expedition" is the one I left (6.3.j): only a
    test of where I am now is refused; the past tense ("If I was in {O}") reads where I was (6.3.k)."""
    zones = _zones(zones)
    if not zones or set(zones) & set(vocabulary.get("placed_zones", ())) or not _of_a_place_of_me(data, moved):
        return
    said = f"'{words}'" if words else "this"
    there = f"{why or _why(zones, moved, _support_zone(vocabulary), _play_zones(vocabulary))}, where I am in no {' or '.join(vocabulary['placed_zones'])} and no " \
        f"region (3.2.4): {said}"
    if moved:
        raise DesignError(f"{there} is never true there; write 'If I was in ...' to test where I was before it "
                          f"(6.3.k)", column=column)
    # where the card itself is (its type, its own cost): no other kind of ability would put it in play
    other = "" if why or set(zones) == set(_play_zones(vocabulary) or ()) else \
        ", or make it an ability that works in play"
    raise DesignError(f"{there} would find none there (a step doing nothing, a test never true); say which place "
                      f"or card ('your ...', 'target ...'){other}", column=column)


def bare_me(zones, data, vocabulary, column=None, words="", moved=False) -> None:
    """A present-tense test of my statuses or counters where the ability finds me (``zones``, as in
    ``placeless_me``) and every zone of them keeps none (zones.yaml ``keeps_statuses``/``keeps_counters``):
    "When I'm sacrificed — If I'm [[Boosted]]", "{D} : If I have 2 boosts" are never true, refused. A zone that
    keeps them (Reserve: a card there may be [[Exhausted]], or keep its boosts, 7.4.6.b) reads."""
    zones = _zones(zones)
    if not zones:
        return
    bare = vocabulary.get("bare_zones", {})
    for kept, rule in _KEPT_BY.items():
        if set(zones) <= set(bare.get(kept, ())) and _tests_me(data, kept):
            said = f"'{words}'" if words else "this"
            past = "; write 'If I was [[...]]' to test me as I was before it (6.3.k)" if moved else \
                "; say it of another card"
            raise DesignError(f"{_why(zones, moved, _support_zone(vocabulary), _play_zones(vocabulary))}, where a card can't have {kept} ({rule}): {said} "
                              f"is never true there{past}", column=column)


def sent_by(trigger, vocabulary):
    """The zones a trigger's event about me leaves me in ("When I'm sacrificed": the Discard pile, cardtext.yaml
    ``discard_zone``; "When I go to Reserve"; "When I leave the Expedition zone": any other), else None."""
    if not (isinstance(trigger, dict) and len(trigger) == 1):
        return None
    (op, arg), = trigger.items()
    if not isinstance(arg, dict) or arg.get("what") != "self":
        return None
    if op == "sacrificed":
        return _zones(vocabulary.get("meanings", {}).get("discard_zone"))
    if op in ("moves", "leaves") and arg.get("to"):
        return _zones(arg["to"])
    left = _zones(arg.get("from", arg.get("zone"))) if op in ("moves", "leaves") else []
    return [z for z in vocabulary.get("zones", {}) if z not in left] if left else None


def played_me_from(trigger, vocabulary):
    """The zones a trigger about my being played says I was played from ("{H}": the hand; "When I'm played"
    and "{J}", which hears me join the Expedition or Landmark zone, played or put there: any zone a card is
    played from, cardtext.yaml ``play_zones``), else None: what "If I was played from ..." may ask (5.1.2, 7.1.1)."""
    if not (isinstance(trigger, dict) and len(trigger) == 1):
        return None
    (op, arg), = trigger.items()
    if not isinstance(arg, dict) or arg.get("what") != "self" or op not in ("played", "joins"):
        return None
    return _zones(arg.get("from")) if op == "played" and arg.get("from") else \
        _zones(vocabulary.get("meanings", {}).get("play_zones"))


def _zones(zones) -> list:
    return [] if zones is None else [zones] if isinstance(zones, str) else list(zones)


def _support_zone(vocabulary):
    return vocabulary.get("meanings", {}).get("support_zone")


def _play_zones(vocabulary):
    return vocabulary.get("meanings", {}).get("play_zones")


def _why(zones, moved, support_zone=None, play_zones=None, stepped=False) -> str:
    """Why I am in ``zones`` when the step is done: moved there by the trigger, a support ability's zone
    (``support_zone``, play.yaml), the zones a card is played from while its cost is found (``play_zones``,
    cardtext.yaml), or the zone its cost put me in; ``stepped``: and a step before moved me."""
    where = " or ".join(f"the {z} zone" for z in zones) if len(zones) < 4 else "a zone other than the one I left"
    if stepped:
        return f"once the steps before it are done I am in {where} (2.1.f: a step that moves me is followed)"
    if moved:
        return f"once its trigger's event has happened I am in {where} (6.3.k: the present tense reads the game after it)"
    if support_zone is not None and zones == [support_zone]:
        return f"a support ability works only while I am in {where} (2.2.11.i)"
    if play_zones and set(zones) == set(play_zones):
        return f"my cost is found as I am played, while I am still in {where} (5.1.2.d-e, 5.2.a)"
    return f"once its cost is paid I am in {where} (7.1.4.b, 2.1.f)"


def _tests_me(data, kept) -> bool:
    """Whether ``data`` tests my statuses (``kept``: "statuses") or counters now (not as I was)."""
    if isinstance(data, dict):
        if kept == "statuses" and isinstance(data.get("has_status"), dict) \
                and data["has_status"].get("what") == "self" and not data["has_status"].get("before"):
            return True
        if kept == "counters" and "counters" in data and isinstance(data["counters"], str) \
                and data.get("of", "self") == "self":
            return True
        return any(_tests_me(v, kept) for k, v in data.items() if k != GIVEN)
    return isinstance(data, list) and any(_tests_me(v, kept) for v in data)


def _of_a_place_of_me(data, moved=False) -> bool:
    if isinstance(data, Noun):         # as read: "my Expedition", "Characters in the Expedition facing me"
        return _of_a_place_of_me([data.marker, data.filter], moved)
    if isinstance(data, dict):
        for op, arg in data.items():
            key, last = _OF_A_PLACE.get(op, (False, False))
            if key is not False and not (moved and last) \
                    and (arg if key is None else arg.get(key) if isinstance(arg, dict) else None) == "self":
                return True
        return any(_of_a_place_of_me(v, moved) for k, v in data.items() if k != GIVEN)
    return isinstance(data, list) and any(_of_a_place_of_me(v, moved) for v in data)


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


def counts_places(scope, test, places, column=None) -> None:
    """A test that asks of a place what the effect model asks of objects only (a value whose argument is
    declared ``of="objects"``: "there are {_}", 3.1.1.a): "the Expedition facing me is empty" asked whether
    the Expedition exists, which it always does (3.2.4.c), and was never true. ``places``: the names of the
    places the test is said of ({var: each_m}, a marker); refused at ``column``."""
    if isinstance(test, list):
        for part in test:
            counts_places(scope, part, places, column)
        return
    if not isinstance(test, dict):
        return
    for op, arg in test.items():
        value = load_operators()["value"].get(op)
        param = value.params.get(ARG) if value is not None else None
        if param is not None and param.names == "objects" and (arg in places or names_places(scope, arg)):
            words = value.phrase[""].split("{")[0].strip()
            raise DesignError(f"'{words}' asks for objects (cards and tokens) and this names a place, which always "
                              f"exists (3.2.4.c): say what is in it ('there are no Characters in ...', "
                              f"'... is empty')", column=column)
        counts_places(scope, arg, places, column)


def names_places(scope, what) -> bool:
    """Whether a selection names Expeditions (Scope.names_places; with no scope, a value declared to)."""
    return scope.names_places(what) if scope is not None else gives_places(what)


def contains_var(data, name: str) -> bool:
    """Whether ``{var: name}`` is somewhere in ``data``."""
    if data == {"var": name}:
        return True
    if isinstance(data, dict):
        return any(contains_var(v, name) for v in data.values())
    return isinstance(data, list) and any(contains_var(v, name) for v in data)
