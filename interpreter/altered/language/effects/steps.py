"""Steps: the changes an effect makes (rules_yaml/effect-model.md).

Each compile function receives the operator's argument and the whole step
mapping, and returns ``fn(ctx)``.  Steps change the game only through
``Game`` methods, where event modifiers and the log live.
"""
from __future__ import annotations

from ...loading.chance import shuffle
from .context import NotPaid
from .registry import step
from .params import P
from .selectors import as_list

_UNBOUND = object()        # a name's value where it has none


def follow_moved(ctx, objs, moved):
    """Remember where this effect moved objects, so "I", "it" and "they" still find them (2.1.f-g)."""
    if not moved:
        return
    follow = ctx.vars.get("_follow")
    if follow is None:
        follow = ctx.vars["_follow"] = {}
    was = ctx.vars.get("_was")             # and the other way: what it was before (selectors.as_it_was)
    if was is None:
        was = ctx.vars["_was"] = {}
    if len(moved) == 1:                    # one object moved: no search
        new = moved[0]
        if new.card_no is not None:
            for old in objs:
                if old.card_no == new.card_no and new is not old:
                    follow[old.id] = new
                    was[new.id] = old
        return
    by_card = {}                           # card_no -> the first object moved of that card
    for n in moved:
        if n.card_no is not None and n.card_no not in by_card:
            by_card[n.card_no] = n
    for old in objs:
        new = by_card.get(old.card_no)
        if new is not None and new is not old:
            follow[old.id] = new
            was[new.id] = old


@step("move", doc="move objects to a zone (draw, discard, put, send, return and sacrifice are all moves)",
      what=P("selector", required=True), to=P("zone", required=True), subzone=P("value", choices=("chosen",)),
      position=P("any", doc="top, bottom, or {top: N} / {bottom: N}: the Nth card from there (3.2.2.f)"),
      statuses=P("statuses", doc="the statuses it has there"),
      keep=P("list", doc="what it keeps"), sacrifice=P("flag"), shuffled=P("flag", doc="in a random order"),
      sacrifice_from=P("list", doc="the objects moving from these zones are sacrificed, in the same step"),
      expedition=P("marker", doc="put each in one of these expeditions"), **{"as": P("name")})
def _move(c, arg, node):
    what = c.selector(arg["what"])
    to = c.check_name(arg, arg["to"], "zone", c.book.zones)
    sub = arg.get("subzone")
    sub_fn = c.expr(sub) if sub not in (None, "chosen") else None
    position, nth = _position(c, arg)
    statuses = arg.get("statuses")
    keep = tuple(arg.get("keep", ()))
    name = arg.get("as")
    cause = "sacrifice" if arg.get("sacrifice") else None
    sacrificed_from = tuple(c.check_name(arg, z, "zone", c.book.zones) for z in arg.get("sacrifice_from", ()))
    if sacrificed_from and "expedition" in arg:
        c.error(arg, "sacrifice_from: and expedition: don't go together (sacrificed objects go where the move says)")
    shuffled = bool(arg.get("shuffled"))
    expedition = c.expr(arg["expedition"]) if "expedition" in arg else None

    def run(ctx):
        objs = what(ctx)
        if not objs:
            return
        at = position if nth is None else (position, nth(ctx))
        if expedition is not None:         # "put them in your Expeditions": one Expedition for each
            game, moved, where = ctx.game, [], {}
            markers = as_list(expedition(ctx))
            for o in objs:                 # decisions first (6.1.g), then one step for all (6.1.e-f)
                m = game.choose_option(ctx.you, "choose", f"put {game.describe(o)} in which expedition?",
                                       markers, [game.describe(x) for x in markers]) if markers else None
                if m is not None:
                    where[o.id] = m.sub
            objs = [o for o in objs if o.id in where]
            if len(objs) > 1 and game.runtime.listening:
                objs = game.actions.timestamp_order(objs)          # 2.2.15.d
            for o in objs:
                moved += game.actions.move([o], to, ctx, sub=where[o.id], position=at, statuses=statuses,
                                           keep=keep)
            follow_moved(ctx, objs, moved)
            if name:
                ctx.vars[name] = moved
            return
        if shuffled:                       # moved in a random order (a shuffled pile)
            objs = list(objs)
            shuffle(ctx.game.rng, objs)
        where = ctx.vars.get("chosen") if sub == "chosen" else (sub_fn(ctx) if sub_fn else None)
        mctx = ctx.child(_cause=cause) if cause else ctx
        arrives = ctx.vars.get("_arrives")            # replacing a move to the same zone: arrive alike
        arrive = arrives[1] if statuses is None and arrives and arrives[0] == to else statuses
        if sacrificed_from:                # v5.0 4.2.5.c: Clean-up discards from Reserve, sacrifices Landmarks
            gone = [o for o in objs if o.zone is not None and o.zone.name in sacrificed_from]
            moved = ctx.game.actions.move([o for o in objs if o not in gone], to, mctx, sub=where, position=at,
                                          keep=keep, statuses=arrive)
            moved += ctx.game.actions.move(gone, to, ctx.child(_cause="sacrifice"), sub=where, position=at,
                                           keep=keep, statuses=arrive)
        else:
            moved = ctx.game.actions.move(objs, to, mctx, sub=where, position=at, keep=keep, statuses=arrive)
        follow_moved(ctx, objs, moved)
        if name:
            ctx.vars[name] = moved
    return run


def _position(c, arg):
    """Where a move puts cards in an ordered zone: ``top``, ``bottom``, or ``{top: N}`` / ``{bottom: N}``
    (the Nth card from there) with the value N compiled."""
    position = arg.get("position", "top")
    if position in ("top", "bottom"):
        return position, None
    if isinstance(position, dict) and len(position) == 1 and next(iter(position)) in ("top", "bottom"):
        [(end, n)] = position.items()
        return end, c.expr(n)
    c.error_at(arg, "position", f"'position' of 'move' must be top, bottom, {{top: N}} or {{bottom: N}}, got {position!r}")


def _status_step(gain):
    def compile_(c, arg, node):
        what = c.selector(arg["what"])
        status = c.check_name(arg, arg["status"], "status", c.book.statuses)

        def run(ctx):
            ctx.game.actions.set_status(what(ctx), status, gain, ctx)
        if arg["what"] == "self":
            # "You may exhaust me to ...": impossible when I already have (or lack) it (2.4.1.f-h)
            def can_pay(ctx):
                objs = what(ctx)
                return bool(objs) and (status in objs[0].statuses) != gain
            run.can_pay = can_pay
        return run
    return compile_


step("gain", doc="gain a status (2.4)", what=P("selector", required=True), status=P("status", required=True))(_status_step(True))
step("lose", doc="lose a status (2.4)", what=P("selector", required=True), status=P("status", required=True))(_status_step(False))


@step("counters", doc="add or remove counters (2.5)", what=P("selector", required=True),
      name=P("value", required=True, doc="a counter name, or {var: X} naming one chosen earlier (7.3.4 v5.0)"),
      add=P("count"), remove=P("count"))
def _counters(c, arg, node):
    what = c.selector(arg["what"])
    name = arg["name"]
    named = c.expr(name) if isinstance(name, dict) else (lambda ctx: name)   # {var: X}: a counter chosen earlier
    amount = c.expr(arg["add"]) if "add" in arg else c.expr(arg["remove"])
    sign = 1 if "add" in arg else -1

    def run(ctx):
        n = named(ctx)
        if n is not None:
            ctx.game.actions.add_counters(what(ctx), n, sign * amount(ctx), ctx)
    return run


@step("choose", doc="bind chosen objects to a name; who: each_player lets every player choose in initiative order (1.4.5)",
      **{"from": P("selector", required=True), "as": P("name")}, count=P("count", choices=("any",)), min=P("count"),
      who=P("player", choices=("each_player",)), prompt=P("text"), target=P("flag"),
      total=P("mapping", doc="{stat, lte}: the chosen objects' total"),
      random=P("flag", doc="at random (as always among cards hidden from the chooser, 3.2.5.c)"))
def _choose(c, arg, node):
    """Choose objects; ``who: each_player`` lets every player choose in initiative order (1.4.5)."""
    options = c.selector(arg["from"])
    divisions = c.divisions
    count = (lambda ctx: 10 ** 6) if arg.get("count") == "any" else c.expr(arg.get("count", 1))
    least = c.expr(arg["min"]) if "min" in arg else None
    counted = c.divisions == divisions     # no count of it can cancel the step (1.1.6.c)
    name = arg.get("as", "chosen")
    who = arg.get("who", "you")
    each = who == "each_player"
    chooser = None if each else c.expr(who)
    prompt = arg.get("prompt") or f"choose {name.replace('_', ' ')}"
    target = bool(arg.get("target"))
    at_random = bool(arg.get("random"))
    total = arg.get("total")               # "with a total Hand Cost {5} or less"
    fits = None
    if total is not None:
        stat, bound = total["stat"], c.expr(total["lte"])

        def under_total(ctx, chosen, o):
            game = ctx.game
            return sum(game.characteristic(x, stat) for x in chosen + [o]) <= bound(ctx)
        fits = under_total

    def run(ctx):
        game = ctx.game
        players = game.initiative_order() if each else [chooser(ctx)]
        chosen = []
        for p in players:
            pctx = ctx.child(you=p) if each else ctx
            pool = options(pctx)
            if not pool and counted and not target and not at_random:   # nothing to choose from: nothing
                continue                                                    # counted, asked or logged
            test = (lambda chosen, o: fits(pctx, chosen, o)) if fits else None
            if target:
                pool = game.runtime.targetable(pool, pctx)
                afford = game.runtime.target_budget(pctx)      # 6.4.c: target costs are paid in full, together
                if afford is not None:
                    inner = test
                    test = (lambda chosen, o, inner=inner: afford(chosen + [o]) and (inner is None or inner(chosen, o)))
            n = count(pctx)
            low = n if least is None else least(pctx)
            if target and afford is not None:
                free = sum(1 for o in pool if not hasattr(o, "card") or game.runtime.target_cost(o, p) == 0)
                low = min(low, free)           # 7.4.7.d: never forced to pay a target cost
            if at_random or _any_unseen(game, pool, p):
                picked = game.rng.sample(pool, min(n, len(pool)))     # 3.2.5.c: nobody picks what they can't see
                game.log("pick", player=p, count=len(picked), rule="3.2.5.c")
            else:
                picked = game.choose_objects(p, pool, n, low, prompt, fits=test)
            if target:
                game.runtime.pay_target_costs(picked, pctx)
            game.actions.offer_exchange(p, picked)
            chosen.extend(picked)
        ctx.vars[name] = chosen

    if not each and (least is None or arg.get("min", 1) != 0):
        # "You may ... put a card from your hand in Reserve to ...": nothing to choose, nothing done
        run.can_pay = lambda ctx: len(options(ctx)) >= max(1, arg.get("min", 1) if isinstance(arg.get("min", 1), int) else 1)
    return run


def _any_unseen(game, pool, p) -> bool:
    """Whether ``pool`` holds a card ``p`` neither sees where it is nor has been shown (an opponent's
    hand, 3.2.5.c)."""
    seers, known = game.seers, game.known
    for o in pool:
        no = getattr(o, "card_no", None)
        if no is not None and not (known[no] >> p) & 1 and not o.gone and not (seers(o) >> p) & 1:
            return True
    return False


@step("may", doc="an optional step; the name is true when it was done (6.5.c, 6.5.f)", do=P("effect", required=True),
      who=P("player"), prompt=P("text"), **{"as": P("name")})
def _may(c, arg, node):
    body = c.effect(arg["do"])
    parts = [c.step(s) for s in (arg["do"] if isinstance(arg["do"], list) else [arg["do"]])]
    costs = []
    for part in parts:                 # 6.1.d: the costs it starts with are paid together or not at all
        if not hasattr(part, "can_pay"):
            break
        costs.append(part.can_pay)
    who = c.expr(arg.get("who", "you"))
    name = arg.get("as")
    prompt = arg.get("prompt", "do it?")
    about = _named_objects(arg["do"])  # "You may play it ...": the objects the option acts on, by name

    def run(ctx):
        if about and not any(ctx.vars.get(v) for v in about):   # 1.4.1.c: nothing there, nothing to ask
            if name:
                ctx.vars[name] = False
            return
        if costs and not all(can(ctx) for can in costs):      # 1.4.1.b: an impossible cost cannot be paid
            if name:
                ctx.vars[name] = False
            return
        done = ctx.game.choose_yes_no(who(ctx), prompt)
        if done:
            try:
                body(ctx)
            except NotPaid:            # 6.5.f: "you may pay X to ...": not paid, not done
                done = False
        if name:
            ctx.vars[name] = done
    return run


def _named_objects(node) -> list:
    """The names of the bound objects every step of an effect acts on (``what: {var: NAME}``; the
    options of ``modes`` looked into); [] when a step acts on anything else (it can always be done)."""
    names = []
    for one in node if isinstance(node, list) else [node]:
        if not isinstance(one, dict) or len(one) != 1:
            return []
        [(op, arg)] = one.items()
        if op == "modes" and isinstance(arg, dict):
            inner = [_named_objects(option) for option in arg.get("options", ())]
            if not inner or not all(inner):
                return []
            found = [n for names_ in inner for n in names_]
        elif isinstance(arg, dict) and isinstance(arg.get("what"), dict) and set(arg["what"]) == {"var"}:
            found = [arg["what"]["var"]]
        else:
            return []
        names += [n for n in found if n not in names]
    return names


@step("if", doc="if: COND, then: EFFECT, else: EFFECT (6.5.d-e)", _=P("condition"))
def _if(c, arg, node):
    cond = c.expr(node["if"])
    then = c.effect(node.get("then"))
    other = c.effect(node.get("else"))

    def run(ctx):
        # 6.5.e: the condition is evaluated once
        (then if cond(ctx) else other)(ctx)
    return run


@step("each_player", doc="for each player in initiative order (1.4.5)", do=P("effect", required=True), **{"as": P("name")})
def _each_player(c, arg, node):
    body = c.effect(arg["do"])
    name = arg.get("as")

    def run(ctx):
        game = ctx.game
        gathered: dict = {}
        for p in game.initiative_order():
            if game.over:
                break
            child = ctx.child(you=p, _nobody=False)     # each player does it (7.5.5.b)
            if name:
                child.vars[name] = p
            body(child)
            for k, v in child.vars.items():       # what each player chose, for the steps after the loop
                if isinstance(v, list) and k[0] != "_" and v is not ctx.vars.get(k):
                    gathered.setdefault(k, []).extend(v)
        # "Each player chooses a Character they control. It gains [[Asleep]]": "it" is each one chosen
        ctx.vars.update(gathered)
    return run


@step("tell", doc="log values for readers of the game (the account, the viewer); changes nothing",
      what=P("text", required=True), value=P("value", required=True), against=P("value"))
def _tell(c, arg, node):
    """Log values for readers of the game (the account, the viewer); changes nothing."""
    what = arg["what"]
    value = c.expr(arg["value"])
    against = c.expr(arg["against"]) if "against" in arg else None

    def run(ctx):
        if ctx.game.logging:
            ctx.game.log("tell", player=ctx.you, what=what, value=value(ctx),
                         against=None if against is None else against(ctx))
    return run


@step("for_each", doc="for each of a list (6.5.i)", do=P("effect", required=True), **{"in": P("value", required=True), "as": P("name")})
def _for_each(c, arg, node):
    items = c.expr(arg["in"])
    name = arg.get("as", "it")
    body = c.effect(arg["do"])

    def run(ctx):
        for x in as_list(items(ctx)):
            body(ctx.child(**{name: x}))
    return run


@step("repeat", doc="do it a number of times (6.5.i)", times=P("count", required=True), do=P("effect", required=True))
def _repeat(c, arg, node):
    times = c.expr(arg["times"])
    body = c.effect(arg["do"])

    def run(ctx):
        for _ in range(times(ctx)):
            body(ctx)
    return run


@step("do", doc="run a keyword action of rules_yaml/keywords.yaml: NAME or {NAME: {PARAM: VALUE}}", _=P("action"))
def _do(c, arg, node):
    """Run a keyword action defined in the rules: ``do: Resupply`` or ``do: {Draw: {count: 2}}``."""
    if isinstance(arg, str):
        name, given = arg, {}
    else:
        names = [k for k in arg if k not in ("rule", "note")]
        if len(names) != 1:
            c.error(arg, "do: needs exactly one keyword action")
        name, given = names[0], arg[names[0]] or {}
    c.check_name(node, name, "keyword action", c.book.action_names)
    declared = c.book.docs["keywords"]["actions"][name].get("params", {})
    for key in given:                  # `Draw: {cnt: 3}` must not draw 1; `count: -2` must not draw none
        if key in ("rule", "note"):
            continue
        if key not in declared:
            c.error_at(given, key, f"'{name}' has no parameter '{key}' (it takes {', '.join(declared) or 'none'})",
                       declared, word=key, at_key=True)
        if isinstance(declared[key], dict):
            spec = declared[key]
            c.check_value(name, key, P(spec["kind"], min=spec.get("min"), max=spec.get("max")), given, key)
    args = tuple((k, c.expr(v)) for k, v in given.items())
    table = c.actions

    def bind(ctx):
        defaults, body = table[name]
        bound = dict(defaults)
        for k, a in args:
            bound[k] = a(ctx)
        inner = ctx.child()
        inner.vars.update(bound)
        return body, bound, inner

    def can_pay(ctx):
        """"You may [Rush] to ...": an action that cannot be done now is not done (7.3.34.b)."""
        body, _, inner = bind(ctx)
        return getattr(body, "can_pay", None) is None or body.can_pay(inner)

    def run(ctx):
        body, bound, inner = bind(ctx)
        ctx.game.actions.named_step(name, body, inner, action=True, params=bound)
        outer = ctx.vars
        for k, v in inner.vars.items():        # what the action bound ("resupplied") is seen after it
            if outer.get(k, _UNBOUND) is not v and k not in bound and not k.startswith("_"):
                outer[k] = v
        if "_follow" in inner.vars:
            ctx.vars["_follow"] = inner.vars["_follow"]
    run.can_pay = can_pay
    return run


@step("advance", doc="move expedition markers forward (by > 0) or backward, all together (4.2.4.h)",
      marker=P("marker"), markers=P("value"), by=P("value"), where=P("condition"), due_to=P("value"),
      fails=P("flag", doc="the others fail to move forward (4.2.4.i)"),
      report=P("mapping", doc="{in: LIST, as: VAR, value: VALUE, against: VALUE}: for each marker, log the values "
                              "compared (the strengths the account shows)"), **{"as": P("name")})
def _advance(c, arg, node):
    """Move markers forward (by > 0) or backward, all together (4.2.4.h).

    With ``due_to`` (a list per marker, 4.2.4.j) a marker moves when the list is not empty;
    with ``fails: true`` the others "fail to move forward" (4.2.4.i).
    """
    from .values import marker_set
    if "marker" in arg:
        single = c.expr(arg["marker"])
        markers = lambda ctx: as_list(single(ctx))     # noqa: E731
    else:
        markers = marker_set(c, arg.get("markers", "all"))
    name = arg.get("as", "m")
    where = c.expr(arg["where"]) if "where" in arg else None
    due_to = c.expr(arg["due_to"]) if "due_to" in arg else None
    fails = bool(arg.get("fails"))
    by = c.expr(arg.get("by", 1))
    report = arg.get("report")        # for readers: the values compared, logged before moving
    if report is not None:
        for key in ("in", "value", "against"):
            if key not in report:
                c.error(report, f"'report' needs '{key}' (it takes in, as, value, against)")
        for key in report:
            if key not in ("in", "as", "value", "against"):
                c.error(report, f"'report' has no parameter '{key}' (it takes in, as, value, against)")
        r_in, r_as, r_value, r_against = (c.expr(report["in"]), report.get("as", "t"), c.expr(report["value"]),
                                          c.expr(report["against"]))

    def run(ctx):
        game = ctx.game
        candidates = markers(ctx)
        if report is not None and game.logging:
            rows = []
            for m in candidates:
                mctx = ctx.child(**{name: m})
                region = game.region_of(m)
                rows.append([m.player, m.sub, region.card.name if region is not None else None, m.pos + 1,
                             [[t, r_value(mctx.child(**{r_as: t})), r_against(mctx.child(**{r_as: t}))]
                              for t in r_in(mctx)]])
            game.log("compare", compared=rows)
        chosen, due = [], {}
        for m, mctx in ctx.each(name, candidates):     # the tests only read the context
            if where is not None and not where(mctx):
                continue
            if due_to is not None:
                why = due_to(mctx)
                if not why:
                    continue
                due[id(m)] = tuple(why)
            chosen.append(m)
        moved = game.actions.advance(chosen, by(ctx), ctx, due)
        if fails and not game.vars.get("tiebreakers"):
            for m in candidates:
                if m not in moved:
                    if game.logging:
                        game.log("fail_advance", player=m.player, sub=m.sub)
                    game.actions.emit("fail_advance", player=m.player, data={"marker": m})
    return run


@step("set", doc="give a game variable (first player, tiebreakers, ...) or a name of the effect a value",
      var=P("name", required=True), value=P("value", required=True))
def _set(c, arg, node):
    name = arg["var"]
    value = c.expr(arg["value"])

    def run(ctx):
        if name in ctx.game.vars:          # a game variable (first player, tiebreakers, ...)
            ctx.game.set_var(name, value(ctx))
        else:                              # a name bound in this effect (a die result, ...)
            ctx.vars[name] = value(ctx)
    return run


@step("win", doc="a player wins; the game ends", _=P("player"))
def _win(c, arg, node):
    who = c.expr(arg)
    return lambda ctx: ctx.game.win(who(ctx))


@step("shuffle", doc="shuffle an ordered zone", zone=P("zone", required=True), owner=P("player"))
def _shuffle(c, arg, node):
    zone = c.check_name(arg, arg["zone"], "zone", c.book.zones)
    owner = c.expr(arg.get("owner", "you"))

    def run(ctx):
        for z in ctx.game.zone_instances(zone, owner(ctx)):
            ctx.game.actions.shuffle(z)
    return run


@step("start_arena", doc="tiebreakers: the Arena becomes the only region, every marker on it (4.3.a-c)", _=P("any"))
def _start_arena(c, arg, node):
    return lambda ctx: ctx.game.actions.start_arena()


@step("run_abilities", doc="a Spell performs its effect (5.1.2.i)", _=P("selector"))
def _run_abilities(c, arg, node):
    what = c.selector(arg)
    return lambda ctx: [ctx.game.plays.run_effect_of(o, ctx) for o in what(ctx)]


@step("cease", doc="objects stop existing without going anywhere (2.1.e)", _=P("selector"))
def _cease(c, arg, node):
    what = c.selector(arg)
    return lambda ctx: ctx.game.actions.cease(what(ctx))
