"""Passive abilities: what plays cost, what they grant, replacement effects and phases."""
from __future__ import annotations


from ...loading.errors import DesignError
from ..nouns import Noun, played_by, select
from .whole_costs import as_costs
from .core import with_test, combinator, steps_of
from .nouns import place_test
from ...effects.bound import unset_reads
from .sentences import DECLINED
from .walkers import bound_names, names_at, used_names


# -- passives ------------------------------------------------------------------------------------------
def played_spec(noun: Noun, scope=None, **extra):
    """What a passive watches being played: a noun that names no player ("Spells cost {1} more") is every
    player's; one that says "you play" (or "I") is yours. A player the phrase itself names (``by`` in ``extra``:
    "you may play Spells ... for {1} less") is who plays them: a zone the noun names of another player ("from an
    opponent's Reserve") is checked against that player (refused, never read as the player's own, 5.2.a)."""
    named = extra.get("by")
    noun, frm, by = noun.being_played(by=named if named is not None else
                                      None if noun.kind == "self" or "by" in noun.play else "anyone")
    spec = {"what": noun.as_filter(scope, uses=("play.by", "play.from"))}
    if by != "anyone":
        spec["by"] = by
    if frm is not None:
        spec["from"] = frm
    spec.update(extra)
    return spec


@combinator("played_event", mode="raw")
def _played_event(ctx, arg):
    """``[noun, player, zone]``: "When you play a Character from Reserve (in my Expedition)": the card once
    played (where it went is tested there), by whom, and where it was played from (5.1.2.j), whichever of
    the two places is said first."""
    noun, player, place = arg
    spec = {"by": ctx.as_data(player)}
    zone = place.zone if place is not None else None
    if place is not None:
        played_by(place, spec["by"], _said(ctx, "z"))
    if isinstance(noun, Noun):
        noun, frm, _ = noun.being_played(ctx.language.vocabulary.get("in_play", ()), arrived=True, by=spec["by"])
        if frm is not None and zone is not None:
            raise DesignError("two places are said of where a card is played from: say one (5.1.2.j)")
        zone = zone or frm
    spec["what"] = ctx.as_data(noun)
    if zone is not None:
        spec["from"] = zone
    if ctx.scope is not None and isinstance(spec["what"], dict):
        ctx.scope.trigger_noun = spec["what"]      # what "that Character" in the effect names (nouns.Noun._that)
    return spec


def _said(ctx, slot):
    """(column, words) of a slot as printed, to tell a refusal at its place."""
    node = ctx.node.slots.get(slot)
    if getattr(node, "start", None) is None:
        return None
    return node.start + 1, ctx.passage.source_text(node)


@combinator("played", mode="raw")
def _played_c(ctx, arg):
    """``[noun, extra]``: the cards a passive watches being played ("Spells you play ...")."""
    noun, extra = arg
    return played_spec(noun, ctx.scope, **{k: v for k, v in (extra or {}).items()})


@combinator("grant_status", mode="raw")
def _grant_status(ctx, arg):
    """``[noun, status]``: the objects have it; the cards a player plays gain it as they are played."""
    noun, status = arg
    if noun.play:
        return {"on_play": played_spec(noun, ctx.scope, also=[{"gain": {"what": "it", "status": status}}])}
    if status in ctx.language.vocabulary.get("expedition_statuses", ()):   # refused where said of a card
        return {"grant": {"to": noun.as_filter(ctx.scope), "status": status}}
    # A status is a physical mark (2.4) the engine sets and removes; an object does not "have" one while a
    # passive lasts: that reading would be played as nothing, so it is refused
    raise DesignError(f"'have [[{status}]]' of objects already there is not read: a status is gained and lost "
                      f"(2.4); write '... gain [[{status}]]' as an effect, or of the cards a player plays")


@combinator("cost_change")
def _cost_change(ctx, arg):
    """``{what, change, riders, by}``: what playing the cards costs (5.1.2.e), with per/if/in/minimum; ``by``:
    the player the phrase itself names ("you may play Spells for {1} less"), else the noun's."""
    noun = ctx.ev(arg["what"], raw=True)
    cost: dict = {"change": ctx.ev(arg["change"])}
    spec = played_spec(noun, ctx.scope, cost=cost, **({"by": arg["by"]} if arg.get("by") else {}))
    conds = []
    # my own cost ("I cost {1} less if ..."): found as I am played, still in the zone I am played from
    # (5.1.2.d-e), where "my Expedition", "I'm in {V}" name nothing (refused at their words, places_or_objects)
    mine = noun.kind == "self" and ctx.scope is not None and ctx.scope.named.get("me_in") is None
    if mine:
        ctx.scope.named["me_in"] = ctx.language.vocabulary.get("meanings", {}).get("play_zones")
    try:
        riders = ctx.ev(arg["riders"]) or []
    finally:
        if mine:
            ctx.scope.named.pop("me_in", None)
    for rider in riders:
        if "per" in rider:
            cost["change"] = {"mul": [cost["change"], rider["per"]]}
        if "if" in rider:
            conds.append(rider["if"])
        if "floor" in rider:
            cost["floor"] = rider["floor"]
        if "in" in rider:
            spec["in"] = rider["in"]
    if conds:
        spec["if"] = conds[0] if len(conds) == 1 else {"and": conds}
    return {"on_play": spec}


@combinator("allow_play")
def _allow_play(ctx, arg):
    """"You may play exhausted cards from your Reserve (in my Expedition)"."""
    player = ctx.ev(arg["by"], raw=True)
    noun = ctx.ev(arg["what"], raw=True)
    marker = ctx.ev(arg["in"], raw=True)
    if marker is None and "zone" in noun.filter and "in_marker" in noun.filter:
        noun = noun.copy()             # "... from your Reserve in my Expedition": where they go
        marker = noun.filter.pop("in_marker")
    spec = {"action": "play", "what": noun.as_filter(), "by": player.select(None)}
    if marker is not None:
        spec["in"] = marker.marker
    return {"allow": spec}


@combinator("modifier")
def _modifier(ctx, arg):
    """``[replaced, replacement]``: "If X would ..., Y instead" (6.2): a modifier of the event."""
    replaced = ctx.ev(arg[0])
    # what replaces the event is done by the modifier's controller (6.2): the player of the replaced event
    # ("If an opponent would [Resupply], they ...") is not one the replacing steps can name
    saved, ctx.scope.no_they = ctx.scope.no_they, (
        "'they' in what replaces an event would name the player of that event, which the replacing steps "
        "can't name (they are done by my controller, 6.2): say 'you', or what happens to them")
    try:
        rep = ctx.ev(arg[1], raw=True)
    finally:
        ctx.scope.no_they = saved
    spec = {"on": _whose(ctx, dict(replaced["on"]))}
    if replaced.get("if") is not None:
        spec["if"] = replaced["if"]
    kind = "instead" if "instead" in rep else "also"
    steps = steps_of(rep[kind])
    offer = None
    if kind == "instead" and len(steps) == 1 and "may" in steps[0]:
        spec["optional"] = True
        offer = steps[0]["may"].get("as")
        steps = steps_of(steps[0]["may"]["do"])
        # 6.2.d: what is offered is a choice of doing it, so a price paid whole, as "You may X to ..." pays X
        # (1.2.5.c, 6.4.c): read as those costs ("remove 2 Ember counters from me": spent, 2 or none), offered
        # only if it can be paid (effects/choices.py ``offer_test``); then what it is done for ("... to Y"); one
        # changing a chosen object's status too ("exhaust a Character you control": one that can, 7.3.13.b)
        costs = as_costs(steps, actions=ctx.language.vocabulary.get("oracle", {}).get("actions", {}))
        if costs is not None:
            steps = [{"pay_costs": costs}]
        steps = steps + steps_of(rep.get("to"))
    spec[kind] = steps
    more = steps_of(rep.get("then"))
    # the offer's answer is whether the replacement is applied (6.2.d): "If you don't" is its alternative
    # (6.2.e), "If you do" what follows it; no step sets the offer's flag, which they would otherwise read
    while more and isinstance(more[0].get("if"), dict):
        test = more[0]["if"]
        if "not" in test and "declined" not in spec:
            spec["declined"] = more[0]["then"]
        elif offer is not None and test == {"did": offer} and "accepted" not in spec:
            spec["accepted"] = more[0]["then"]
        else:
            break
        more = more[1:]
    asked = (used_names(more) - bound_names(more)) & names_at(more, ("did",))
    if asked or offer is not None and more:
        words = "if-do" if asked else None
        raise DesignError("'If you do' after a replacement asks whether it is applied, which only "
                          "'you may ... instead' offers: say the steps without it" if asked else
                          "a sentence after 'you may ... instead' says neither when it happens: start it with "
                          "'If you do,' (the replacement applied) or 'If you don't,' (6.2.e)",
                          column=_sentence_column(ctx, words))
    if more:
        spec.setdefault("also", []).extend(more)
    _chosen_if_declined(ctx, spec, offer)
    return {"modifier": spec}


def _chosen_if_declined(ctx, spec: dict, offer) -> None:
    """"... you may exhaust another target Character instead. If you don't, it gains [[Asleep]]": the
    alternative (6.2.e) is done when the replacement is not applied, so nothing it would choose was chosen;
    read as the "may" it is (effects/bound.py), refused at "If you don't"."""
    if not spec.get("declined") or offer is None:
        return
    steps = [{"may": {"do": spec["instead"], "as": offer}}, {"if": {"not": {"did": offer}}, "then": spec["declined"]}]
    if any(how == "declined" for _, how, _ in unset_reads(steps)):
        raise DesignError(DECLINED.format(made="what was chosen ('it')", fix="say what the alternative acts on "
                                          "without it ('If you don't, I gain ...')"),
                          column=_sentence_column(ctx, "if-dont"))


def _sentence_column(ctx, words):
    """The column of the first sentence after "... instead." that begins with ``words`` (any sentence but an
    "If you do/don't" one when None), else of the replacement."""
    rep = ctx.node.slots.get("rep")
    rest = getattr(rep, "slots", {}).get("e")
    sentences = []
    if rest is not None and hasattr(rest, "slots"):
        later = (getattr(n, "slots", {}).get("s", n) for n in rest.slots.get("rest") or [])   # past its ". "
        sentences = [rest.slots.get("first"), *later]
    for node in sentences:
        name = getattr(getattr(node, "phrase", None), "name", "")
        if getattr(node, "start", None) is None:
            continue
        if words is None and name not in ("if-do", "if-dont") or words and name == words:
            return node.start + 1
    start = getattr(rep, "start", None) if rep is not None else None
    return (start if start is not None else ctx.node.start) + 1


def _whose(ctx, on: dict) -> dict:
    """The player of the zone a replaced move names ("your Reserve"), as a test of the card moved (place_test),
    refused at the verb when it names no one player."""
    place = on.pop("whose", None)
    if place is None:
        return on
    verb = ctx.node.slots.get("r")
    verb = verb.slots.get("v") if verb is not None and hasattr(verb, "slots") else None
    test = place_test(ctx.language, place, verb.start + 1 if getattr(verb, "start", None) is not None else None)
    if test:
        on["object"] = with_test(ctx, [on.get("object"), test], there="to" not in on)
    return on


@combinator("during")
def _during(ctx, arg):
    """``[phase, effect]``: "During Morning, draw only one card. Then, ...": modifiers of the phase."""
    phase = ctx.ev(arg[0])
    effect = ctx.ev(arg[1])
    draw = ctx.language.vocabulary["meanings"]["draw_action"]
    mods = []
    for step in effect:
        if "_only_draw" in step:
            mods.append({"modifier": {"on": {"action": draw, "player": "you", "phase": phase},
                                      "instead": [{"do": {draw: {"count": step["_only_draw"]}}}]}})
        elif "_instead_of" in step:
            spec = step["_instead_of"]
            moved = spec["of"]
            on = {"action": "move", "player": "you", "phase": phase}
            if isinstance(moved, dict) and "zone" in moved:
                on["from"] = moved["zone"]
            to = next((s["move"]["to"] for s in spec["do"] if "move" in s), None)
            if to:
                on["to"] = to
            mods.append({"modifier": {"on": on, "instead": spec["do"]}})
        else:
            mods.append({"modifier": {"on": {"phase": phase, "player": "you"}, "also": [step]}})
    return mods[0] if len(mods) == 1 else {"all": mods}





@combinator("expeditions", mode="raw")
def _expeditions(ctx, noun):
    """What moves forward or backwards, or can't: Expeditions, the only things that move (4.2.4, 7.3.16-17).
    Said of a card (a Character, "I") it would do or forbid nothing: refused at its words."""
    said = select(noun, ctx.scope)
    name = said.get("var") if isinstance(said, dict) and set(said) == {"var"} else None
    cards = said == "self" or noun.kind == "objects" if isinstance(noun, Noun) and noun.kind != "marker" else (
        said == "self" or name is not None and name not in ctx.scope.marker_names
        and any(p.get("as") == name for p in ctx.scope.picks)
        or isinstance(said, dict) and bool({"type", "subtype"} & set(said)) and "markers" not in said)
    if cards:
        at = ctx.scope.chosen_at.get(name) if name else None
        column = at[0] if at else (ctx.node.start + 1 if ctx.node.start is not None else None)
        raise DesignError("moving forward or backwards is said of what moves (4.2.4, 7.3.16-17), never of a card, "
                          "where it does nothing: say it of the place the card is in ('Its ...', 'My ...')",
                          column=column)
    return said


@combinator("statistic_holders", mode="raw")
def _statistic_holders(ctx, noun):
    """What a passive changes the statistics of: cards. An Expedition's statistics are those of its Characters
    added up (4.2.4.b), with no change of their own to make: refused at its words, not left to fail when run."""
    if isinstance(noun, Noun) and noun.kind == "marker":
        column, words = noun.at or (ctx.node.start + 1 if ctx.node.start is not None else None, "")
        raise DesignError(f"'{words}' names a place, whose statistics are those of its Characters added up (4.2.4.b): "
                          f"say which cards have them (those in it)", column=column)
    return ctx.as_data(noun)

