"""Steps that card texts use beyond the rules' own procedures (rules_yaml/effect-model.md)."""
from __future__ import annotations

from .compiler import PARAMS, step
from .selectors import _as_list


class NotPaid(Exception):
    """A cost inside an effect ("You may pay {2} to ...") could not be paid: the optional step is not done."""


@step("pay")
def _pay(c, arg, node):
    """"You may pay {2} to ...": mana paid inside an effect; not paid, not done (6.5.f)."""
    amount = c.expr(arg)

    def can_pay(ctx):
        return len(ctx.game.ready_mana(ctx.you)) >= amount(ctx)

    def run(ctx):
        game = ctx.game
        if not can_pay(ctx):
            raise NotPaid()
        game.set_status(game.ready_mana(ctx.you)[:amount(ctx)], game.book.play["mana"]["status"], True, ctx)
    run.can_pay = can_pay
    return run


@step("spend")
def _spend(c, arg, node):
    """"... and spend 1 of my Kelon counters to ...": counters spent inside an effect (2.5.h, 7.3.27)."""
    name, count = arg["name"], c.expr(arg.get("count", 1))

    def can_pay(ctx):
        o = ctx.source
        return o is not None and not o.gone and o.counters.get(name, 0) >= count(ctx)

    def run(ctx):
        if not can_pay(ctx):
            raise NotPaid()
        ctx.game.add_counters([ctx.source], name, -count(ctx), ctx)
    run.can_pay = can_pay
    return run


TOKEN_KEYS = ("name", "stats", "subtypes", "abilities")   # 7.3.4.b: the template of a token


@step("create")
def _create(c, arg, node):
    """7.3.4: create tokens in an Expedition (2.2.4.f name, 2.2.10.e statistics, 2.2.11.f abilities)."""
    where = c.expr(arg["in"])
    count = c.expr(arg.get("count", 1))
    name = arg.get("as")
    spec = {k: arg[k] for k in TOKEN_KEYS if k in arg}
    # "in my Expedition" of a Gigantic object names both Expeditions as one place: each token goes
    # to the one its creator picks (7.4.4.h); "in each of your Expeditions" creates in every one
    distribute = bool(arg.get("distribute")) or (isinstance(arg["in"], dict) and "marker_of" in arg["in"])

    def run(ctx):
        markers = _as_list(where(ctx))
        made = []
        for _ in range(count(ctx)):
            if not markers:
                return
            if not distribute and len(markers) > 1:     # "in each of your Expeditions"
                made.extend(ctx.game.create_token(spec, m, ctx) for m in markers)
                continue
            m = markers[0] if len(markers) == 1 else ctx.game.choose_option(
                ctx.you, "choose", "create the token in which expedition?", markers,
                [ctx.game.describe(x) for x in markers])
            made.append(ctx.game.create_token(spec, m, ctx))
        if name:
            ctx.vars[name] = made
    return run


@step("emblem")
def _emblem(c, arg, node):
    """An effect lasting longer than its resolution: an Ongoing Emblem with a duration (2.2.2.m, 2.2.14)."""
    from ..abilities.passives import compile_passive
    duration = arg["duration"]
    passives = compile_passive(c, arg["passive"], node.get("text", ""), False, c.book)

    def run(ctx):
        import dataclasses
        from ..abilities import Program
        bound = {k: v for k, v in ctx.vars.items() if not k.startswith("_")}   # e.g. the target (6.3.h)
        mine = [dataclasses.replace(p, vars=bound) for p in passives]
        ctx.game.add_ongoing(ctx.source, Program(passives=mine), duration, ctx, mine[0].text or "ongoing effect")
    return run


@step("roll")
def _roll(c, arg, node):
    """7.3.19: roll dice; the result is bound for the following steps."""
    dice = c.expr(arg.get("dice", 1))
    name = arg.get("as", "result")

    def run(ctx):
        ctx.vars[name] = ctx.game.roll(dice(ctx), ctx, name)
    return run


@step("ignore_die")
def _ignore_die(c, arg, node):
    name = arg.get("of", "result")

    def run(ctx):
        rolls = ctx.vars.get(f"{name}_dice") or []
        if len(rolls) > 1:
            drop = ctx.game.choose_option(ctx.you, "choose", "ignore which die?", list(range(len(rolls))),
                                          [str(r) for r in rolls])
            rolls = rolls[:drop] + rolls[drop + 1:]
            ctx.vars[f"{name}_dice"] = rolls
            ctx.vars[name] = sum(rolls)
    return run


@step("modes")
def _modes(c, arg, node):
    """6.5.g: choose modes, then resolve them in the order chosen."""
    count = arg.get("count", 1)
    options = [c.effect(o) for o in arg["options"]]
    labels = [f"mode {i + 1}" for i in range(len(options))]
    repeat = bool(arg.get("repeat"))          # "You may pick the same option multiple times"
    more_if = c.expr(arg["more_if"]) if "more_if" in arg else None   # "If ..., you may choose both"
    more = arg.get("more", len(options))

    def run(ctx):
        left = list(range(len(options)))
        times = count
        if more_if is not None and more_if(ctx):
            times = more
        for n in range(min(times, len(options)) if not repeat else times):
            if n >= count:             # beyond the printed number, choosing more is optional
                stop = "stop"
                i = ctx.game.choose_option(ctx.you, "mode", "choose another mode?", left + [stop],
                                           [labels[j] for j in left] + ["no more"])
                if i == stop:
                    return
            else:
                i = ctx.game.choose_option(ctx.you, "mode", "choose a mode", left, [labels[j] for j in left])
            if not repeat:
                left.remove(i)
            options[i](ctx)
    return run


@step("activate")
def _activate(c, arg, node):
    """7.3.1.b: activate the {j}/{h}/{r} abilities of an object, whatever the event."""
    what = c.selector(arg["what"])
    symbols = tuple(arg.get("symbols", ()))
    return lambda ctx: ctx.game.activate_symbols(what(ctx), symbols, ctx)


@step("switch")
def _switch(c, arg, node):
    """7.3.28: send objects to the other Expedition of the same player."""
    what = c.selector(arg["what"])
    return lambda ctx: ctx.game.switch(what(ctx), ctx)


@step("reveal")
def _reveal(c, arg, node):
    what = c.selector(arg["what"])
    name = arg.get("as", "revealed")

    def run(ctx):
        objs = what(ctx)
        ctx.vars[name] = objs
        ctx.game.log("reveal", cards=[o.card.name for o in objs], player=ctx.you)
    return run


@step("as_player")
def _as_player(c, arg, node):
    """A step another player does ("Target opponent discards a card"): they are "you" in it (1.4.7.b)."""
    who = c.expr(arg["who"])
    body = c.effect(arg["do"])

    def run(ctx):
        for p in _as_list(who(ctx)):
            child = ctx.child(you=p)
            body(child)
            for k, v in child.vars.items():     # what they chose is "it" afterwards ("... Exhaust it.")
                if not k.startswith("_"):
                    ctx.vars[k] = v
    return run


@step("later")
def _later(c, arg, node):
    """A delayed step: "[Sabotage] after Rest"."""
    after = arg["after"]
    body = c.effect(arg["do"])
    return lambda ctx: ctx.game.delay(after, body, ctx)


@step("play")
def _play(c, arg, node):
    """Play a card during an effect, maybe for free (7.3.20)."""
    what = c.selector(arg["what"])
    free = bool(arg.get("free"))
    change = c.expr(arg["cost"]["change"]) if isinstance(arg.get("cost"), dict) and "change" in arg["cost"] \
        else None                      # "play a Character for {3} less"

    def run(ctx):
        from .steps import _follow
        for o in what(ctx):
            done = ctx.game.play_now(ctx.you, o, ctx, free=free, change=change(ctx) if change else 0)
            if done is not None:
                _follow(ctx, [o], [done])
    return run


PARAMS["create"] |= set(TOKEN_KEYS)
