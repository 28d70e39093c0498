"""Choices and control flow: choosing objects and modes, optional steps, conditions, loops,
keyword actions, delayed steps, lasting effects, dice and the names an effect binds
(rules_yaml/effect-model.md)."""
from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

from .context import ANSWERING_ROLL, Ctx, NotPaid, Offer, Payable, able
from .params import P
from .registry import step
from .changes import acted_in, acted_on, record_of, through
from .expeditions import of_each_expedition
from .selectors import as_list, found


if TYPE_CHECKING:
    from .host import Host

_UNBOUND = object()        # a name's value where it has none


@step("choose", doc="bind chosen objects to a name; who: each_player lets every player choose in initiative order (1.4.5)",
      rules="1.4.5 6.5.b 3.2.5.c",
      phrase="[{who=you}choose|{who} choose{who:s}|choose] [{count=any}{min=0}any number|{count=any}any number (at least {min})|{count=any}any number|{min=0}up to {count}|{min?}{min} to {count}|{count}|{min=0}up to 1|{min?}{min} to 1|1] [{target}target ]among {from}"
             "[ with a total {total.stat} ≤ {total.lte}][{random} at random] → [{as}|chosen]"
             "[{able_first}, those that can take {able} first, the others once none of them is left"
             "|, only those that can take: {able}]",
      **{"from": P("selector", required=True), "as": P("name")}, count=P("count", choices=("any",)), min=P("count"),
      who=P("player", choices=("each_player",)), prompt=P("text"), target=P("flag"),
      total=P("mapping", doc="{stat, lte}: the chosen objects' total", fields={"stat": P("name"), "lte": P("value")}),
      random=P("flag", doc="at random (as always among cards hidden from the chooser, 3.2.5.c)"),
      able=P("effect", doc="the step after it, changing what is chosen (``what``: the name), or the several steps "
                           "of one verb: only objects one of them can act on are offered (its ``can_pay``, as a "
                           "cost's choice asks: context.able), so an "
                           "exhausted card is not chosen to be exhausted (7.3.13.b), nor a ready one to be readied "
                           "(7.3.18.b), nor one with a status to gain it (2.4.1.f); 6.1.g: an impossible option "
                           "can't be chosen (so \"If you can't\" after it holds when none can)"),
      able_first=P("flag", doc="with ``able``, a pick whose rest a later step names (\"<verb> one of them. <verb> "
                               "the other.\"): each pick offers those the step can act on while one "
                               "is left unchosen (6.1.g), then the others (the step does nothing to them, 6.1.g, "
                               "1.4.1.c), so the pick is always as many as it says and the rest is the group less "
                               "them"))
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
    can = _any_able(c, arg["able"], name) if "able" in arg else None     # 6.1.g, 7.3.13.b
    first = can is not None and bool(arg.get("able_first"))   # a partition: those that can first, then the rest
    if can is not None and not first:
        options = functools.partial(_only_able, options, can)
    total = arg.get("total")               # "with a total Hand Cost {5} or less"
    fits = None
    if total is not None:
        stat, bound = total["stat"], c.expr(total["lte"])

        def under_total(ctx, chosen, o):
            game = ctx.game
            return sum(game.characteristic(x, stat) for x in chosen + [o]) <= bound(ctx)
        fits = under_total

    def run(ctx: Ctx) -> None:
        game: Host = ctx.game
        players = game.initiative_order() if each else [chooser(ctx)]
        chosen = []
        for p in players:
            pctx = ctx.child(you=p) if each else ctx
            pool = options(pctx)
            if not pool and counted and not target and not at_random:   # nothing to choose from: nothing
                continue                                                    # counted, asked or logged
            # the chooser pays the target costs (7.4.7.c), also choosing in the steps another player does
            tctx = pctx if p == pctx.you else pctx.child(you=p)
            if target:
                pool = game.runtime.targetable(pool, tctx)
            rule = functools.partial(_able_first, [o for o in pool if can(pctx, o)], fits) \
                if first and can is not None else fits
            test = functools.partial(_fits_in, rule, pctx) if rule else None   # (no closure cells at each run)
            if target:
                afford = game.runtime.target_budget(tctx)      # 6.4.c: target costs are paid in full, together
                if afford is not None:
                    inner = test
                    test = functools.partial(_affordable, afford, inner)
            n = count(pctx)
            low = n if least is None else least(pctx)
            if target and afford is not None:
                free = _free_targets(game, pool, p)
                low = min(low, free)           # 7.4.7.d: never forced to pay a target cost
            if at_random or _any_unseen(game, pool, p):
                picked = game.rng.sample(pool, min(n, len(pool)))     # 3.2.5.c: nobody picks what they can't see
                game.log("pick", player=p, count=len(picked), rule="3.2.5.c")
            else:
                picked = game.choose_objects(p, pool, n, low, prompt, fits=test)
            if target:
                game.runtime.pay_target_costs(picked, tctx)
                _paid_for_the_effect(pctx, tctx.rare.target_paid)
            game.actions.offer_exchange(p, picked)
            chosen.extend(picked)
        ctx.vars[name] = chosen

    if not each and (least is None or arg.get("min", 1) != 0):
        # "You may ... put a card from your hand in Reserve to ...": nothing to choose, nothing done
        return Payable(run, lambda ctx: len(options(ctx)) >= max(1, arg.get("min", 1) if isinstance(arg.get("min", 1), int) else 1))
    return run


def _paid_for_the_effect(ctx: Ctx, paid: tuple) -> None:
    """The targets whose cost is paid, told to the context and those it was made in: once per effect, however
    many times they are chosen, in a loop's turns too ("For each token you control, target Character gains 1
    boost": 7.4.7.f)."""
    c: Ctx | None = ctx
    while c is not None:
        if c.rare.target_paid != paid:
            c.rare = c.rare.but("target_paid", paid)
        c = c.up


def _any_able(c, steps, name: str):
    """-> fn(ctx, o): whether one of ``steps`` (those after the choice acting on what it chooses: one step, or the
    several of one verb, "thaw": loses [[Asleep]], gains 1 boost) can act on ``o``: an option is impossible only
    when none can (6.1.g)."""
    cans = [able(c.effect(s), name) for s in (steps if isinstance(steps, list) else [steps])]
    return cans[0] if len(cans) == 1 else functools.partial(_one_can, tuple(cans))


def _one_can(cans, ctx, o) -> bool:
    return any(can(ctx, o) for can in cans)


def _only_able(every, can, ctx):
    """Those of ``every`` the step after the choice can act on (``choose`` ``able``)."""
    return [o for o in every(ctx) if can(ctx, o)]


def _able_first(ables, inner, ctx, chosen, o):
    """``able_first``: ``o`` may be picked if the step can act on it, or once every one it can act on is picked
    (6.1.g); and within ``inner``'s limit (a total)."""
    return (o in ables or all(a in chosen for a in ables)) and (inner is None or inner(ctx, chosen, o))


def _fits_in(fits, ctx, chosen, o):
    return fits(ctx, chosen, o)


def _free_targets(game, pool, p) -> int:
    """How many of ``pool`` ``p`` may choose as targets without paying a target cost (7.4.7.d)."""
    return sum(1 for o in pool if not hasattr(o, "card") or game.runtime.target_cost(o, p) == 0)


def _affordable(afford, inner, chosen, o):
    return afford(chosen + [o]) and (inner is None or inner(chosen, o))


def _any_unseen(game: Host, pool: Any, p: int) -> bool:
    """Whether ``pool`` holds a card ``p`` neither sees where it is nor has been shown (an opponent's
    hand, 3.2.5.c)."""
    known = game.known
    for o in pool:
        no = getattr(o, "card_no", None)      # (a pool may hold players)
        if no is not None and not (known[no] >> p) & 1 and not o.gone and not (game.seers(o) >> p) & 1:
            return True
    return False


@step("may", doc="an optional step; the name is true when it was done (6.5.c, 6.5.f)", rules="6.5.c 6.5.f 1.4.1",
      phrase="[{who}|you] may[ (done if {done_when})]: {do}", do=P("effect", required=True), who=P("player"),
      prompt=P("text"), done_when=P("condition", doc="what its steps keep of what they did, tested after them: "
                                                     "accepted, it is done only if this holds (6.5.f: \"If you do\" "
                                                     "asks whether the action happened, e.g. a card was discarded)"),
      **{"as": P("name")})
def _may(c, arg, node):
    body = c.effect(arg["do"])
    happened = c.expr(arg["done_when"]) if "done_when" in arg else None
    costs = offer_test(c, arg["do"])
    who = c.expr(arg.get("who", "you"))
    name = arg.get("as")
    prompt = arg.get("prompt", "do it?")
    about = _named_objects(arg["do"])  # "You may play it ...": the objects the option acts on, by name
    unchanged = tuple(record_of(n) for n in acted_in(arg["do"], c.asked))   # declined: its steps changed none

    def ask(ctx: Ctx) -> bool:
        for key in unchanged:
            ctx.vars[key] = []
        done = False
        if about and not any(_there(ctx, ctx.vars.get(v)) for v in about):   # 1.4.1.c: nothing there, nothing
            pass                       # to ask (one gone since, not moved by this ability, can't be changed: 2.1.i)
        elif costs is None or costs(ctx):      # 1.4.1.b: an impossible cost cannot be paid
            done = ctx.game.choose_yes_no(who(ctx), prompt)
        if name and not done:
            ctx.vars[name] = False
        return done

    def act(ctx: Ctx) -> None:
        done = True
        try:
            body(ctx)
        except NotPaid:                # 6.5.f: "you may pay X to ...": not paid, not done
            done = False
        if done and happened is not None:   # 6.5.f: accepted, but nothing discarded, removed, ...: not done
            done = bool(happened(ctx))
        if name:
            ctx.vars[name] = done
    return Offer(ask, act)


def _on_one_at_least(can, name: str, ctx: Ctx) -> bool:
    """Whether a step can act on one of the objects ``name`` holds (not bound yet: chosen later, its choice tells)."""
    return name not in ctx.vars or any(can(ctx, o) for o in as_list(ctx.vars[name]))


def _there(ctx: Ctx, value) -> bool:
    """Whether a name's value holds something a step can still act on: not an object gone from where it was
    (another effect moved it: a new object, 2.1.i), unless this ability moved it and follows it (2.1.f)."""
    for o in as_list(value):
        if not getattr(o, "gone", False) or not getattr(found(ctx, o), "gone", True):
            return True
    return False


def offer_test(c, do):
    """Whether what an offer ("you may ...": a ``may`` step, an optional replacement, 6.2.d) starts with can be
    done now: the costs it starts with (steps with a ``can_pay``) are paid together or not at all (6.1.d v5.0,
    1.2.5.c, 6.4.c); a step acting only on what a step checked before it chose ("put a card from your hand in
    Reserve") is checked by that choice. None when it starts with none (it can always be offered)."""
    steps = do if isinstance(do, list) else [do]
    costs = []
    checked: set = set()               # the names chosen by a step checked here
    for data, part in zip(steps, [c.step(s) for s in steps]):
        on = acted_on(data)
        if getattr(part, "can_pay", None) is not None and len(on) == 1 and on[0] not in checked:
            # a step on objects chosen before the offer ("You may exhaust up to two target Characters"): offered
            # if it can act on one of them, the others left unchanged (1.4.1.c), not as a cost paid whole
            costs.append(functools.partial(_on_one_at_least, able(part, on[0]), on[0]))
        elif getattr(part, "can_pay", None) is not None:
            costs.append(part.can_pay)
            choose = data.get("choose") if isinstance(data, dict) else None
            if isinstance(choose, dict) and choose.get("as"):
                checked.add(choose["as"])
        elif not checked or not _vars_in(data) or not _vars_in(data) <= checked:
            break
    if not costs:
        return None
    return lambda ctx: all(can(ctx) for can in costs)


def _vars_in(data) -> set:
    """The names ``data`` reads (``var:``), at any depth."""
    if isinstance(data, dict):
        out = {data["var"]} if isinstance(data.get("var"), str) else set()
        for v in data.values():
            out |= _vars_in(v)
        return out
    if isinstance(data, list):
        return set().union(*(_vars_in(v) for v in data)) if data else set()
    return set()


def _what_var(arg):
    what = arg.get("what") if isinstance(arg, dict) else None
    if what == "it":                   # the object a trigger or a loop speaks of, bound as "it"
        return "it"
    return what["var"] if isinstance(what, dict) and set(what) == {"var"} else None


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
        elif _what_var(arg) is not None:
            found = [_what_var(arg)]
        elif op == "do" and isinstance(arg, dict) and len(arg) == 1 and _what_var(next(iter(arg.values()))):
            found = [_what_var(next(iter(arg.values())))]     # a keyword action on them ("play it for free")
        else:
            return []
        names += [n for n in found if n not in names]
    return names


@step("if", doc="if: COND, then: EFFECT, else: EFFECT (6.5.d-e)", rules="6.5.d 6.5.e",
      phrase="if {_}: {then}[; otherwise: {else}]", _=P("condition"), then=P("effect"), **{"else": P("effect")})
def _if(c, arg, node):
    cond = of_each_expedition(c, node["if"], c.expr(node["if"]))     # of a Gigantic object's: each (7.4.4.k)
    then = c.effect(node.get("then"))
    other = c.effect(node.get("else"))
    # a printed condition that is not met is said in the account (its steps leave no other trace)
    said = c.said(node["if"])

    def run(ctx: Ctx) -> None:
        # 6.5.e: the condition is evaluated once
        if cond(ctx):
            then(ctx)
            return
        if said is not None and ctx.game.logging:
            ctx.game.log("unmet", condition=said)
        other(ctx)
    return run


@step("for_each", doc="for each of a list (6.5.i)", rules="6.5.i", phrase="for each of {in}[ ({as})]: {do}",
      do=P("effect", required=True), **{"in": P("value", required=True), "as": P("name")})
def _for_each(c, arg, node):
    items = c.expr(arg["in"])
    name = arg.get("as", "it")
    body = c.effect(arg["do"])

    def run(ctx: Ctx):
        for x in as_list(items(ctx)):
            body(ctx.child(**{name: x}))
    can = getattr(body, "can_pay", None)
    if can is None:
        return run

    def can_pay(ctx: Ctx) -> bool:
        """Whether it can be done on each ([Augment], [Double] of a chosen object: context.able); of none (what it
        is done on not chosen yet, "You may [Augment] target card": its choice tells), nothing to tell."""
        for x in as_list(items(ctx)):
            if not can(ctx.child(**{name: x})):
                return False
        return True
    return Payable(run, can_pay)


@step("repeat", doc="do it a number of times (6.5.i)", rules="6.5.i", phrase="{times} times: {do}",
      times=P("count", required=True), do=P("effect", required=True))
def _repeat(c, arg, node):
    times = c.expr(arg["times"])
    body = c.effect(arg["do"])

    def run(ctx: Ctx):
        for _ in range(times(ctx)):
            body(ctx)
    return run


@step("modes", doc="choose modes, then resolve them in the order chosen (6.5.g)", rules="6.5.g",
      phrase="choose [{count}|1][{repeat} (the same again allowed)][ (up to {more} if {more_if})|{more_if?} (up to all of "
             "them if {more_if})]: {options}",
      options=P("effects", required=True),
      count=P("count", doc="how many must be chosen (0: 'Choose up to N', none at all); a value is counted "
                           "when the effect resolves (\"Choose X+1, where X is ...\")"),
      repeat=P("flag", doc="the same mode may be picked again"),
      more_if=P("condition", doc="when it holds, up to `more` modes may be chosen"), more=P("int", min=1))
def _modes(c, arg, node):
    """6.5.g: choose modes, then resolve them in the order chosen."""
    count = c.expr(arg.get("count", 1))       # a number, or a value counted as the effect resolves
    options = [c.effect(o) for o in arg["options"]]
    # whether a mode can be done now: its first step tells (what the others need may be chosen by it: "Target
    # player sacrifices a Character" is asked of its target once chosen, 6.5.b)
    cans = [getattr(c.step(o[0] if isinstance(o, list) else o), "can_pay", None) if o else None
            for o in arg["options"]]
    labels = [f"mode {i + 1}" for i in range(len(options))]
    repeat = bool(arg.get("repeat"))          # "You may pick the same option multiple times"
    more_if = c.expr(arg["more_if"]) if "more_if" in arg else None   # "If ..., you may choose both"
    more = arg.get("more", len(options))
    if "more" in arg and more_if is None:
        c.error(arg, "modes: 'more' is how many may be chosen when 'more_if' holds: write it too")

    def run(ctx: Ctx):
        left = list(range(len(options)))
        need = times = max(0, count(ctx))
        if more_if is not None and more_if(ctx):
            times = more
        chosen: list[int] = []         # every mode is chosen before the first one resolves (6.5.g)
        left = [i for i in left if cans[i] is None or cans[i](ctx)]   # 6.1.g: an impossible option can't be
        for n in range(min(times, len(options)) if not repeat else times):   # chosen; none left, none done
            if not left:
                break
            if n >= need:              # beyond the printed number, choosing more is optional
                stop = "stop"
                i = ctx.game.choose_option(ctx.you, "mode", "choose another mode?", left + [stop],
                                           [labels[j] for j in left] + ["no more"])
                if i == stop:
                    break
            else:
                i = ctx.game.choose_option(ctx.you, "mode", "choose a mode", left, [labels[j] for j in left])
            if not repeat:
                left.remove(i)
            chosen.append(i)
        for i in chosen:
            options[i](ctx)
    return run


@step("do", doc="run a keyword action of rules_yaml/keywords.yaml: NAME or {NAME: {PARAM: VALUE}}", rules="7.3",
      phrase="do {_}", _=P("action"))
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
    args = tuple((k, c.selector(v) if _kind(declared.get(k)) == "selector" else c.expr(v))   # "[Discard] the
                 for k, v in given.items() if k not in ("rule", "note"))                     # other cards"
    table = c.actions

    def bind(ctx: Ctx):
        defaults, body, _ = table[name]
        bound = dict(defaults)
        for k, a in args:
            bound[k] = a(ctx)
        inner = ctx.child()
        inner.vars.update(bound)
        return body, bound, inner

    later = tuple(n for n in (through(v) for k, v in given.items() if k not in ("rule", "note")) if n)

    def can_pay(ctx: Ctx):
        """"You may [Rush] to ...": an action that cannot be done now is not done (7.3.34.b); on what is not
        chosen yet ("You may [Take Control] of target Character": chosen later), its choice tells."""
        for n in later:
            if n not in ctx.vars:
                return True
        body, _, inner = bind(ctx)
        return getattr(body, "can_pay", None) is None or body.can_pay(inner)

    def run(ctx: Ctx):
        body, bound, inner = bind(ctx)
        done(ctx, body, bound, inner)

    def decide(ctx: Ctx) -> bool:
        """Its choices, for each player in turn before any acts (6.1.h): kept for ``act``."""
        _, bound, inner = bind(ctx)
        table[name][2][0](inner)
        ctx.vars[stage] = (bound, inner)
        return True

    def act(ctx: Ctx) -> None:
        bound, inner = ctx.vars.pop(stage)
        done(ctx, table[name][2][1], bound, inner)

    def done(ctx: Ctx, body, bound: dict, inner: Ctx) -> None:
        ctx.game.actions.named_step(name, body, inner, action=True, params=bound)
        outer = ctx.vars
        for k, v in inner.vars.items():        # what the action bound ("resupplied") is seen after it
            if outer.get(k, _UNBOUND) is not v and k not in bound and not k.startswith("_"):
                outer[k] = v
        if inner.follow is not None:
            ctx.follow = inner.follow
        if inner.was is not None:              # and what they were: "If you discarded a card from ... this way"
            ctx.was = inner.was
    if table.get(name, (None, None, None))[2] is None:
        return Payable(run, can_pay)
    stage = f"_chosen_for_{name}"
    return Offer(decide, act, run, can_pay)


def _kind(param) -> str | None:
    return param.get("kind") if isinstance(param, dict) else None


@step("later", doc="a delayed step, done after a daily effect", rules="4.2", phrase="after {after}: {do}",
      after=P("daily_effect", required=True), do=P("effect", required=True))
def _later(c, arg, node):
    """A delayed step: "[Sabotage] after Rest"."""
    after = arg["after"]
    body = c.effect(arg["do"])
    def run(ctx: Ctx) -> Any:
        return ctx.game.actions.delay(after, body, ctx)
    return run


@step("emblem", doc="an effect lasting longer than its resolution: an Ongoing Emblem (2.2.2.m, 2.2.14)",
      rules="2.2.2.m 2.2.14", phrase="until the end of the {duration}: {passive}",
      duration=P("any", required=True), passive=P("passive", required=True))
def _emblem(c, arg, node):
    """An effect lasting longer than its resolution: an Ongoing Emblem with a duration (2.2.2.m, 2.2.14)."""
    duration = arg["duration"]
    passives = c.book.compile_passive(c, arg["passive"], node.get("text", ""))   # abilities compile passives
    program = c.book.passives_program

    def run(ctx: Ctx):
        import dataclasses
        bound = {k: v for k, v in ctx.vars.items() if not k.startswith("_")}   # e.g. the target (6.3.h)
        mine = [dataclasses.replace(p, vars=bound) for p in passives]
        ctx.game.runtime.add_ongoing(ctx.source, program(mine), duration, ctx, mine[0].text or "ongoing effect")
    return run


@step("set", doc="give a game variable (first player, tiebreakers, ...) or a name of the effect a value",
      phrase="{var} becomes {value}", var=P("name", required=True), value=P("value", required=True))
def _set(c, arg, node):
    name = arg["var"]
    value = c.expr(arg["value"])

    def run(ctx: Ctx):
        if name in ctx.game.vars:          # a game variable (first player, tiebreakers, ...)
            ctx.game.set_var(name, value(ctx))
        else:                              # a name bound in this effect (a die result, ...)
            ctx.vars[name] = value(ctx)
    return run


@step("tell", doc="log values for readers of the game (the account, the viewer); changes nothing",
      phrase="tell {what}: {value}[ against {against}]",
      what=P("text", required=True), value=P("value", required=True), against=P("value"))
def _tell(c, arg, node):
    """Log values for readers of the game (the account, the viewer); changes nothing."""
    what = arg["what"]
    value = c.expr(arg["value"])
    against = c.expr(arg["against"]) if "against" in arg else None

    def run(ctx: Ctx):
        if ctx.game.logging:
            ctx.game.log("tell", player=ctx.you, what=what, value=value(ctx),
                         against=None if against is None else against(ctx))
    return run


@step("roll", doc="roll dice; the result is bound to the name (7.3.19)", rules="7.3.19",
      phrase="roll [{dice}|1] di[{dice=1}e|{dice?}ce|e][ (that opponent: {opponent})][ (it: {object})] → [{as}|result]",
      dice=P("count"),
      opponent=P("player", acts=False, doc="the one opponent the ability named before it, whom a reaction to this "
                                           "roll 'this way' names 'that opponent' (bound there to ``that-opponent``)"),
      object=P("selector", acts=False, doc="what the ability named last before it (its target), which a reaction to "
                                           "this roll 'this way' names 'it' (bound there to ``that-object``)"),
      **{"as": P("name")})
def _roll(c, arg, node):
    """7.3.19: roll dice; the result is bound for the following steps."""
    dice = c.expr(arg.get("dice", 1))
    name = arg.get("as", "result")
    opponent = c.expr(arg["opponent"]) if arg.get("opponent") is not None else None
    about = c.selector(arg["object"]) if arg.get("object") is not None else None

    def run(ctx: Ctx):
        named = next(iter(as_list(opponent(ctx))), None) if opponent is not None else None
        ctx.vars[name] = ctx.game.actions.roll(dice(ctx), ctx, name, opponent=named,
                                               about=about(ctx) if about is not None else None,
                                               answering=bool(ctx.vars.get(ANSWERING_ROLL)))
    return run


@step("ignore_die", doc="ignore one die of a roll, of the player's choice", rules="7.3.19.c",
      phrase="ignore one die of [{of}|result] of your choice", of=P("name"))
def _ignore_die(c, arg, node):
    name = arg.get("of", "result")

    def run(ctx: Ctx):
        rolls = ctx.vars.get(f"{name}_dice") or []
        if len(rolls) > 1:
            drop = ctx.game.choose_option(ctx.you, "choose", "ignore which die?", list(range(len(rolls))),
                                          [str(r) for r in rolls])
            rolls = rolls[:drop] + rolls[drop + 1:]
            ctx.vars[f"{name}_dice"] = rolls
            ctx.vars[name] = sum(rolls)
    return run
