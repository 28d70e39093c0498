"""The combinators of the card-text language: the few operations a phrase's meaning may call.

A phrase's ``means:`` is data; where it needs more than slots put in place it calls one of these
(``{$name: args}``). They are the structural core of the language, shared by every phrase: how
noun phrases take determiners and qualifiers, how verbs find their subjects and chain, how
sentences coordinate ("If you do", "Otherwise"), how a list of items ("A, B or C") distributes, how a
scope carries "it" from one sentence to the next. Each receives the evaluation context and its
unevaluated argument, and evaluates what it needs when it needs it (``ctx.ev``; ``ctx.ev(.., raw=True)``
keeps nouns and players as read). grammar/README.md lists them with an example each.
"""
from __future__ import annotations

import copy

from ...loading.errors import DesignError
from .meaning import Items, as_pred, mana, stats_of
from .nouns import Noun, Place, Player, Pred, Scope, Yours, collect, conjoin, resolve, select, substitute

COMBINATORS: dict = {}


def combinator(name, *, mode="lazy"):
    """Register a combinator. ``mode``: lazy (gets the template), data (gets its value), raw (gets its
    value with nouns and players as read)."""
    def register(fn):
        if mode == "lazy":
            COMBINATORS[name] = fn
        else:
            raw = mode == "raw"
            COMBINATORS[name] = lambda ctx, arg: fn(ctx, ctx.ev(arg, raw=raw, keep=True))
        COMBINATORS[name].doc = (fn.__doc__ or "").strip()
        return fn
    return register


def _steps(x) -> list:
    if x is None:
        return []
    return list(x) if isinstance(x, list) else [x]


# -- lists, numbers, data ----------------------------------------------------------------------
@combinator("list", mode="data")
def _list(ctx, parts):
    """A list made of items and lists: ``[$first, $more]``."""
    out = []
    for p in parts:
        if isinstance(p, list):
            out.extend(p)
        elif p is not None:
            out.append(p)
    return out


@combinator("concat", mode="data")
def _concat(ctx, parts):
    """Lists of steps one after the other."""
    out = []
    for p in parts:
        for x in _steps(p):
            out.extend(_steps(x)) if isinstance(x, list) else out.append(x)
    return out


@combinator("merge", mode="data")
def _merge(ctx, parts):
    """Mappings merged, later keys last; null parts left out."""
    out: dict = {}
    for p in parts or []:
        if isinstance(p, dict):
            out.update(p)
    return out


@combinator("or", mode="data")
def _first_of(ctx, parts):
    """The first of its values that is not null."""
    return next((p for p in parts if p is not None), None)


@combinator("either", mode="data")
def _either(ctx, parts):
    """Conditions of which one must hold: ``{or: [...]}``, one level however they were grouped."""
    out = []
    for p in parts:
        out.extend(p["or"] if isinstance(p, dict) and set(p) == {"or"} else [p])
    return {"or": out}


@combinator("times", mode="data")
def _times(ctx, arg):
    """``[n, per]``: n, times per when there is one ("1 boost per card": the count alone)."""
    n, per = arg
    if per is None:
        return n
    return per if n == 1 else {"mul": [n, per]}


@combinator("neg", mode="data")
def _neg(ctx, n):
    """Minus a value."""
    return -n if isinstance(n, int) else {"sub": [0, n]}


@combinator("not", mode="data")
def _not(ctx, cond):
    """Not a condition (null stays null)."""
    return None if cond is None else {"not": cond}


@combinator("compare", mode="data")
def _compare(ctx, arg):
    """``[left, {op: n}]``: ``{op: [left, n]}`` (what amount tests and "{3} or more" read)."""
    left, test = arg
    (op, n), = test.items()
    return {op: [left, n]}


@combinator("negated", mode="data")
def _negated(ctx, arg):
    """``[condition, be]``: the condition, negated when the verb was ("isn't", "wasn't")."""
    cond, be = arg
    return {"not": cond} if be and be.get("not") else cond


@combinator("fresh", mode="data")
def _fresh(ctx, base):
    """A new name for a variable of the ability: result, result2 ..."""
    return ctx.scope.fresh(base)


@combinator("statistics", mode="data")
def _statistics(ctx, text):
    """+1/+1/+1 or 2/2/2: one number per statistic of the rules, in their order."""
    return stats_of(ctx.language.vocabulary, str(text).replace("+", ""))


@combinator("each_statistic")
def _each_statistic(ctx, arg):
    """``{join: and|or, test: T}``: T for every statistic of the rules (@statistic names it)."""
    tests = []
    for stat in ctx.language.vocabulary["statistics"]:
        ctx.bound["statistic"] = stat
        tests.append(ctx.ev(arg["test"]))
    ctx.bound.pop("statistic", None)
    return {arg["join"]: tests}


@combinator("zones", mode="raw")
def _zones(ctx, places):
    """The zones of a list of places ("your deck or hand")."""
    return [p.zone for p in places]


@combinator("with", mode="data")
def _with(ctx, arg):
    """``[filter, extra]``: a filter with more keys (left as it is when it is no mapping)."""
    base, extra = arg
    if not isinstance(base, dict) or not extra:
        return base
    return dict(base, **extra)


@combinator("then")
def _then(ctx, parts):
    """Its parts evaluated in order; the value of the last."""
    value = None
    for p in parts:
        value = ctx.ev(p)
    return value


@combinator("hoist", mode="data")
def _hoist(ctx, step):
    """A step done before the verb's own (a choice of targets)."""
    ctx.scope.steps_out.append(step)


@combinator("unless_you", mode="data")
def _unless_you(ctx, arg):
    """``[subject, other]``: the subject, unless it is the player "you" (then the other)."""
    subject, other = arg
    return other if subject == "you" else subject


# -- noun phrases -------------------------------------------------------------------------------
@combinator("noun")
def _noun(ctx, arg):
    """A noun phrase: ``of`` (the nominal), ``kind``, ``quant``, ``count``, ``another``, ``filter``,
    ``each_of`` (a possessive: "each of its Characters")."""
    base = ctx.ev(arg.get("of"), raw=True) if "of" in arg else None
    n = base.copy() if isinstance(base, Noun) else Noun()
    for key in ("kind", "quant", "count"):
        if key in arg:
            value = ctx.ev(arg[key])
            if value is not None:
                setattr(n, key, value)
    if ctx.ev(arg.get("another")):
        n.another = True
    for key, value in (ctx.ev(arg.get("filter"), raw=True) or {}).items():
        n.add_filter(key, value)
    if "each_of" in arg:
        whose = arg["each_of"]

        def marker(scope):             # "each of its Characters": of the Expedition just targeted, or of "it"
            def who():
                return ctx.child(ctx.node).ev(whose) if scope is None else _in_scope(ctx, scope).ev(whose)
            if scope is not None and scope.last_marker is not None and \
                    (scope.it is None and not scope.trigger_it or who() != "self"):
                return scope.last_marker
            return {"marker_of": who()}
        n.filter["in_marker"] = marker
    if n.kind == "player" and n.quant == "all" and "quant" in arg:
        n.quant = arg["quant"]
    return n


def _in_scope(ctx, scope):
    c = ctx.child(ctx.node)
    c.scope = scope
    return c


@combinator("default", mode="raw")
def _default(ctx, arg):
    """``[noun, {key: value}]``: the noun with these keys unless it says otherwise."""
    noun, defaults = arg
    if not isinstance(noun, Noun) or noun.kind not in ("objects", "one"):
        return noun
    noun = noun.copy()
    for k, v in defaults.items():
        noun.default(k, v)
    return noun


@combinator("with_filter", mode="raw")
def _with_filter(ctx, arg):
    """``[noun, {key: value}]``: the noun with these tests added."""
    noun, extra = arg
    noun = noun.copy()
    for k, v in extra.items():
        noun.filter[k] = v
    return noun


@combinator("nominal")
def _nominal(ctx, arg):
    """A noun with its keyword, adjectives, heads ("Character or Permanent") and qualifiers, each
    adding to what it names."""
    n = Noun()
    kw = ctx.ev(arg.get("keyword"))
    if kw is not None:                 # [Defender] Characters
        n.add_filter("keyword", kw["keyword"])
    for frag in ctx.ev(arg.get("adjectives"), raw=True) or []:
        _apply_fragment(n, frag)
    heads = ctx.ev(arg.get("heads"), raw=True) or []
    _apply_heads(n, heads, getattr(heads, "conj", "or"))
    for frag in ctx.ev(arg.get("qualifiers"), raw=True) or []:
        _apply_fragment(n, frag)
    types = n.filter.get("type") or []
    for t in types if isinstance(types, list) else [types]:
        zone = ctx.language.vocabulary.get("zone_of_type", {}).get(t)
        if zone:                       # "one of your Mana Orbs": objects of that type live in one zone
            n.filter.setdefault("zone", zone)
    return n


def _apply_fragment(n: Noun, frag: dict):
    for key, value in frag.items():
        if key == "filter":
            for k, v in value.items():
                n.add_filter(k, v)
        elif key == "where":
            n.add_filter("where", value)
        elif key == "not":
            n.add_filter("where", {"not": {"matches": {"what": "it", "filter": value.get("filter", {})}}})
        elif key == "another":
            n.another = True
        elif key == "play":
            n.play.update(value)
        elif key == "from":            # "from your Reserve": where it is, or where it is played from
            if n.play:
                n.play["from"] = value.zone
            else:
                n.add_filter("zone", value.zone)
                if value.owner:
                    n.add_filter("owner", value.owner)
        elif key == "dest":
            n.dest = value
        elif key in ("total", "without", "partner"):
            setattr(n, key, value)
        elif key == "player":
            n.kind, n.player = "player", value
        else:
            raise DesignError(f"a qualifier cannot say {key!r}")


def _apply_heads(n: Noun, heads: list, conj: str):
    """One head adds its tests; several joined by "or" name objects that match any of them."""
    if len(heads) == 1:
        _apply_fragment(n, heads[0])
        return
    filters = [h.get("filter", {}) for h in heads]
    if all(set(f) == {"type"} for f in filters) or all(set(f) == {"subtype"} for f in filters):
        key = next(iter(filters[0]))
        if conj == "or":
            n.add_filter(key, [f[key] for f in filters])
            return
    for h in heads:
        if "player" in h:
            n.kind, n.player = "player", h["player"]
    tests = [{"matches": {"what": "it", "filter": f}} for f in filters if f]
    if tests:
        n.add_filter("where", {conj: tests} if len(tests) > 1 else tests[0])


@combinator("statuses", mode="data")
def _statuses(ctx, items):
    """[[A]], [[B]] or [[C]] before a noun: one status is a filter, several a test of any (or all)."""
    if len(items) == 1:
        return {"filter": {"status": items[0]}}
    conj = getattr(items, "conj", "or")
    return {"where": {conj: [{"has_status": {"what": "it", "status": s}} for s in items]}}


@combinator("player", mode="data")
def _player(ctx, arg):
    """A player: you, opponent, each, that, controller_of_it, chosen ("they"), or [target, among]."""
    if isinstance(arg, list):
        return Player(arg[0], arg[1])
    if arg == "chosen":
        if ctx.scope.player is None:
            raise DesignError("'they' names no player chosen before it")
        return Player("chosen", ctx.scope.player)
    return Player(arg)


@combinator("yours", mode="data")
def _yours(ctx, arg):
    """"your": the ability's controller, even in the steps another player does."""
    return Yours(arg)


@combinator("place", mode="data")
def _place(ctx, arg):
    """``[zone, owner]``: a zone and whose it is."""
    return Place(arg[0], arg[1])


@combinator("marker", mode="data")
def _marker(ctx, arg):
    """``[markers, quant]``: an Expedition (its marker) named, and how many are chosen."""
    sel, *rest = arg
    return Noun(kind="marker", marker=sel, quant=rest[0] if rest else "all")


@combinator("qualify", mode="raw")
def _qualify(ctx, arg):
    """``[expedition, qualifiers]``: each qualifier said of the Expedition named so far."""
    base, quals = arg
    for q in quals or []:
        base = q.apply(base, ctx.scope, role="raw")
    return base


@combinator("facing_me", mode="raw")
def _facing_me(ctx, base):
    """The Expedition(s) facing me; "your Expeditions facing me" stay yours."""
    if base.marker == {"markers": {"owner": "you"}}:
        return base
    return Noun(kind="marker", marker={"facing": {"marker_of": "self"}}, quant=base.quant)


@combinator("markers_where")
def _markers_where(ctx, arg):
    """``[expedition, test]``: those of the Expeditions named that pass the test (about {var: m})."""
    base = ctx.ev(arg[0], raw=True)
    test = ctx.ev(arg[1])
    return Noun(kind="marker", marker={"markers_where": {"in": base.marker, "as": "m", "test": test}},
                quant=base.quant)


@combinator("without", mode="raw")
def _without(ctx, arg):
    """``[expedition, nominal]``: an Expedition with none of these."""
    base, n = arg
    base = base.copy()
    base.without = n
    return base


@combinator("qualified", mode="raw")
def _qualified(ctx, arg):
    """``[markers, qualifier]``: what the qualifier makes of the markers (none: the markers)."""
    sel, q = arg
    if q is None:
        return sel
    return q.apply(Noun(kind="marker", marker=sel, quant="one"), ctx.scope, role="raw").marker


@combinator("marker_spec", mode="raw")
def _marker_spec(ctx, e):
    """An Expedition as a passive names it: its marker, and what it must not hold."""
    spec = {"marker": e.marker}
    if e.without is not None:
        spec["without"] = e.without.as_filter()
    return spec


@combinator("marker_of", mode="data")
def _marker_of(ctx, subject):
    """The Expedition of the subject (the subject itself when it is one)."""
    return subject if ctx.kind == "marker" else {"marker_of": subject}


@combinator("by_kind")
def _by_kind(ctx, arg):
    """``{marker: A, else: B}``: A when the subject is an Expedition."""
    return ctx.ev(arg["marker"] if ctx.kind == "marker" else arg["else"])


@combinator("of_marker")
def _of_marker(ctx, test):
    """A test of an Expedition (@marker); said of an object, it holds of one of the object's
    Expeditions (v5.0 7.5.9.b)."""
    if ctx.kind == "marker":
        ctx.bound["marker"] = ctx.subject
        return ctx.ev(test)
    ctx.bound["marker"] = {"var": "contact_m"}
    return {"any": {"in": {"marker_of": ctx.subject}, "as": "contact_m", "test": ctx.ev(test)}}


@combinator("one_or_any", mode="data")
def _one_or_any(ctx, items):
    """One item, or ``{any_of: items}``."""
    return items[0] if len(items) == 1 else {"any_of": list(items)}


# -- conditions -----------------------------------------------------------------------------------
@combinator("control", mode="raw")
def _control(ctx, n):
    """"you control N": some (or N, when counted) of what the noun names, controlled by you."""
    f = n.as_filter(ctx.scope)
    if isinstance(f, dict):
        f = dict(f, controller=f.get("controller", "you"))
    if n.quant == "count":
        return {"gte": [{"count": f}, n.count]}
    return {"exists": f}


@combinator("distinct", mode="raw")
def _distinct(ctx, nouns):
    """"you control a X, another Y and yet another Z": three different objects."""
    sels = []
    for n in nouns:
        if n is None:
            continue
        f = dict(n.as_filter(ctx.scope))
        f.pop("not", None)
        f.setdefault("controller", "you")
        sels.append(f)
    return sels


@combinator("is")
def _is(ctx, arg):
    """``{subject, be, state}``: the state of a subject (6.5.d). Said of several ("each of your
    Expeditions is behind or tied") it holds of each; of some ("an Expedition facing me is in {O}") of
    one of them; of a zone ("your hand is empty") of the zone."""
    subject = _player_noun(ctx.ev(arg["subject"], raw=True))
    be = ctx.ev(arg["be"]) or {}
    state = ctx.ev(arg["state"], raw=True)
    past = be.get("past")
    scope = ctx.scope
    kind = arg.get("kind")
    if kind is not None:                   # a state said of a variable ({var: m}) of a given kind
        test = state.apply(subject, scope, past=past, kind=kind)
    elif isinstance(subject, Player):
        test = state.apply(subject.select(None), scope, past=past, kind="player")
    elif isinstance(subject, dict):
        test = state.apply(subject, scope, past=past, kind="object")
    elif subject.kind == "marker":
        markers = subject.as_filter(scope)
        if subject.quant == "all" and _several(markers):       # each of them (the rule of "each")
            inner = state.apply({"var": "each_m"}, scope, past=past, kind="marker")
            test = {"not": {"any": {"in": markers, "as": "each_m", "test": {"not": inner}}}}
        else:
            test = state.apply(markers, scope, past=past, kind="marker")
        if scope is not None and scope.it is None and markers != {"marker_of": "it"} and not scope.trigger_named:
            scope.subject = markers     # "If an Expedition ... is in {O}, it ...": "it" is that Expedition (7.2.4.a),
                                        # unless "it" is already the object a trigger named, or names
                                        # the Expedition through "it" ("its Expedition")
    elif subject.kind in ("self", "it", "we"):
        test = state.apply(subject.as_filter(scope), scope, past=past, kind="object")
    elif subject.quant == "all" and "zone" in subject.filter and "type" not in subject.filter:
        test = state.apply(subject.as_filter(scope), scope, past=past, kind="zone")      # your hand is empty
    else:                                  # "an Expedition facing me is in {O}": one of them is
        f = dict(subject.as_filter(scope))
        inner = state.apply("it", scope, past=past, kind="object")
        f["where"] = conjoin(f.get("where"), inner)
        test = {"exists": f}
    return {"not": test} if be.get("not") else test


def _several(markers) -> bool:
    """Markers that name more than one Expedition ("your Expeditions", all of them)."""
    return isinstance(markers, dict) and "markers" in markers and markers["markers"] != "all" \
        and "side" not in (markers["markers"] if isinstance(markers["markers"], dict) else {})


@combinator("apply")
def _apply(ctx, arg):
    """``[phrase, subject]``: a phrase said of a subject (an event, a state, what a verb gains)."""
    fn = ctx.ev(arg[0], raw=True)
    subject = ctx.ev(arg[1])
    return fn.apply(subject, ctx.scope, past=ctx.past, kind=ctx.kind)


@combinator("apply_each")
def _apply_each(ctx, arg):
    """``[phrases, subject]``: each phrase said of the subject."""
    fns = ctx.ev(arg[0], raw=True) or []
    subject = ctx.ev(arg[1], raw=True)
    return [fn.apply(subject, ctx.scope) for fn in fns]


@combinator("apply_list")
def _apply_list(ctx, arg):
    """``[items, subject]``: each item (a verb's "1 boost and [[Fleeting]]") said of the subject; joined by
    "and" their steps follow each other, joined by "or" they are a choice of one (6.5.g)."""
    items = ctx.ev(arg[0], raw=True)
    subject = ctx.ev(arg[1])
    parts = [_steps(fn.apply(subject, ctx.scope)) for fn in items]
    if len(parts) == 1 or getattr(items, "conj", "and") == "and":
        return [s for p in parts for s in p]
    return [{"modes": {"count": 1, "options": parts}}]


@combinator("any_event", mode="data")
def _any_event(ctx, arg):
    """One event, or any of several."""
    first, more = arg
    events = [first] + list(more or [])
    return events[0] if len(events) == 1 else {"any": events}


@combinator("own_scope")
def _own_scope(ctx, t):
    """A condition read apart from the sentence before it ("if it's exhausted": the card counted)."""
    saved = ctx.scope
    ctx.scope = Scope()
    try:
        return ctx.ev(t)
    finally:
        ctx.scope = saved


# -- verbs --------------------------------------------------------------------------------------
@combinator("move")
def _move(ctx, arg):
    """``{what, to, ...}``: a move step. Objects named but not chosen ("each Character from target
    Expedition") are "them" for the verbs after it."""
    noun = ctx.ev(arg["what"], raw=True)
    extra = {k: ctx.ev(v) for k, v in arg.items() if k != "what"}
    what = select(noun, ctx.scope)
    spec = {"what": what}
    spec.update({k: v for k, v in extra.items() if v is not None})
    if isinstance(noun, Noun) and noun.kind == "objects" and noun.quant == "all" and isinstance(what, dict) \
            and "in_marker" in what:
        name = ctx.scope.fresh("moved")
        ctx.scope.it = name
        spec["as"] = name
    return [{"move": spec}]


@combinator("choose_only", mode="raw")
def _choose_only(ctx, noun):
    """"Choose a Character": the choice, and nothing else done."""
    select(noun, ctx.scope)
    return []


@combinator("target", mode="raw")
def _target(ctx, arg):
    """``[nominal, another]``: "Target a Character you control", "target an opponent" (the choice)."""
    noun, another = arg
    noun = noun.copy()
    noun.quant, noun.count = "target", 1
    if another:
        noun.another = True
    select(noun, ctx.scope)
    return []


@combinator("token", mode="data")
def _token(ctx, arg):
    """A token to create: named with its statistics, or declared by the set's vocabulary."""
    v = ctx.language.vocabulary
    if "ref" in arg:
        spec = dict(v["tokens"][arg["ref"]])
        if isinstance(spec.get("stats"), str):
            spec["stats"] = stats_of(v, spec["stats"])
        if arg.get("subtype") is not None:
            spec.setdefault("subtypes", [arg["subtype"]])
        return spec
    spec = {"name": arg["name"], "stats": stats_of(v, arg["stats"])}
    if arg.get("subtype") is not None:
        spec["subtypes"] = [arg["subtype"]]
    if arg.get("type") is not None:            # "[Watchtower 0/0/0] Permanent token" (v5.0 2.2.1.d)
        spec["type"] = arg["type"]
    return spec


@combinator("create")
def _create(ctx, arg):
    """``{token, count, where}``: a create step (7.3.4); the tokens are "it" for what follows (7.2.4.a),
    and "create only one" repeats it."""
    token = dict(ctx.ev(arg["token"]))
    spec = dict(token, count=ctx.ev(arg["count"]))
    spec.update(ctx.ev(arg["where"]) or {})
    scope = ctx.scope
    scope.last_create = (token, ctx, arg["where"])
    scope.introduce(scope.fresh("created"), spec)
    return [{"create": spec}]


@combinator("create_again", mode="data")
def _create_again(ctx, n):
    """"Otherwise, create only one": the same tokens, this many, where the last create put them (its
    targets chosen again: the branch before may not have run)."""
    if ctx.scope.last_create is None:
        raise DesignError("'create only ...' needs a token created before it")
    token, where_ctx, where = ctx.scope.last_create
    spec = dict(token, count=n)
    spec.update(_in_scope(where_ctx, ctx.scope).ev(where) or {})
    return [{"create": spec}]


@combinator("keyword_action", mode="data")
def _keyword_action(ctx, arg):
    """[Resupply] done by a player; "Target Character [Defects]": the subject is what it acts on."""
    action, by = arg["action"], arg["by"]
    return [{"do": action if by == "you" else {action: {"what": by}}}]


@combinator("action_verb", mode="raw")
def _action_verb(ctx, arg):
    """A keyword action written as a verb ("Exchange target card ... with a card from your hand")."""
    name, noun = arg
    args = {"what": select(noun, ctx.scope)}
    if noun.partner is not None:
        args["with"] = select(noun.partner, ctx.scope)
    return [{"do": {name: args}}]


@combinator("playable", mode="raw")
def _playable(ctx, noun):
    """"play a Character": one card the player picks among those they could play (Hand or Reserve)."""
    n = noun.copy()
    if n.kind == "objects" and n.quant == "all":
        raise DesignError("play which card? (one, or a number of them: 'play a Spell', not 'play Spells')")
    if n.quant in ("one", "count") and "zone" not in n.filter:
        n.filter["zone"] = ctx.language.vocabulary["meanings"]["play_zones"]
        n.filter["owner"] = "you"
    return select(n, ctx.scope)


@combinator("have")
def _have(ctx, arg):
    """``[noun, verb]``: "have target Character gain [[Asleep]]"; the noun is the next verb's subject."""
    noun = ctx.ev(arg[0], raw=True)
    pred = ctx.ev(arg[1], raw=True)
    sel = select(noun, ctx.scope)
    if ctx.pred is not None:
        ctx.pred.then_subject = sel
    return pred.run(sel, ctx.scope)


@combinator("run")
def _run(ctx, arg):
    """``[verb, subject]``: the verb's steps with this subject."""
    pred = ctx.ev(arg[0], raw=True)
    subject = ctx.ev(arg[1])
    return pred.run(subject, ctx.scope)


@combinator("again")
def _again(ctx, _):
    """"do it again": the last verb done, once more."""
    if ctx.scope.last_pred is None:
        raise DesignError("'do it again' needs an action before it")
    return ctx.scope.last_pred.run(ctx.subject, ctx.scope)


@combinator("with_it")
def _with_it(ctx, arg):
    """``[name, steps]``: the steps read with "it" naming the variable (inside "for each")."""
    name = ctx.ev(arg[0])
    saved = ctx.scope.it
    ctx.scope.it = name
    try:
        return ctx.ev(arg[1])
    finally:
        ctx.scope.it = saved


@combinator("cost_of")
def _cost_of(ctx, arg):
    """The steps of a verb read as costs (7.1.4): a discard, sacrifice, spending counters or paying."""
    scope = ctx.scope
    scope.cost = True
    try:
        value = ctx.ev(arg, raw=True)
        if isinstance(value, Pred):
            steps = collect(scope, lambda: value.run("you", scope))
        else:
            steps = _steps(value)
    finally:
        scope.cost = False
    discard = ctx.language.vocabulary["meanings"]["discard_zone"]
    return [_as_cost(s, discard) for s in steps] if isinstance(value, Pred) or isinstance(value, list) else steps


def _as_cost(step, discard_zone: str):
    if isinstance(step, dict) and "move" in step and step["move"].get("to") == discard_zone:
        spec = step["move"]
        return {"sacrifice" if spec.get("sacrifice") else "discard": spec["what"]}
    if isinstance(step, dict) and "counters" in step and "remove" in step["counters"] \
            and step["counters"]["what"] == "self":
        return {"spend": {"name": step["counters"]["name"], "count": step["counters"]["remove"]}}
    if isinstance(step, dict) and "pay" in step:
        return {"mana": step["pay"]}
    return step


# -- chains and sentences -------------------------------------------------------------------------
@combinator("link")
def _link(ctx, arg):
    """``[subject, verb]``: a verb with its subject (null: the one before, else you)."""
    subject = ctx.ev(arg[0], raw=True)
    pred = ctx.ev(arg[1], raw=True)
    return ("link", subject, pred)


@combinator("object_link", mode="raw")
def _object_link(ctx, noun):
    """A noun alone after a conjunction: the verb before, on it ("discards their hand and their Reserve")."""
    return ("object", noun, None)


@combinator("may")
def _may(ctx, arg):
    """``[chain, then]``: "you may X (to Y)" (6.5.c): X if the player wants; Y if they did."""
    chain_t, then_t = arg

    def build(s, scope):
        name = scope.fresh("done")
        steps = _in_scope(ctx, scope).ev(chain_t)
        out = [{"may": {"do": steps, "as": name}}]
        then = _in_scope(ctx, scope).ev(then_t) if then_t is not None else None
        if then is not None:
            out.append({"if": {"var": name}, "then": then})
        scope.done = name
        return out
    return Pred("player", build, again=True)


def _extend_merging(out: list, steps: list):
    """"Each player discards their hand, then draws three cards": one each_player loop."""
    if len(steps) == 1 and out:
        last, new = out[-1], steps[0]
        for op in ("each_player", "as_player"):
            if op in last and op in new and last[op].get("who") == new[op].get("who"):
                last[op]["do"].extend(new[op]["do"])
                return
    out.extend(steps)


@combinator("chain")
def _chain(ctx, arg):
    """``[first, more]``: verbs joined by commas, "and", "then" (in order) or "or" (a choice, 6.5.g)."""
    scope = ctx.scope
    first = ctx.ev(arg[0], raw=True)
    more = ctx.ev(arg[1], raw=True) or []
    items = [(",", first)] + [(m["conj"], m["link"]) for m in more]
    groups: list[list] = [[]]
    before: list = []                  # the choice of a subject the options share ("Target Character gains
    subject = None                     # 1 boost or loses [[Asleep]]": chosen before the choice of an option)
    previous = None
    for conj, item in items:
        if conj == "or":
            groups.append([])
        if item[0] == "object":
            if previous is None or previous.remake is None:
                raise DesignError("a list of objects needs a verb before it")
            pred = previous.remake(item[1])
            chosen, steps, subject, previous = _run_link(scope, subject, None, pred)
        else:
            _, subj, pred = item
            chosen, steps, subject, previous = _run_link(scope, subject, subj, pred)
        if len(groups) == 1 and len(items) > 1 and any(c == "or" for c, _ in items):
            before.extend(chosen)
        else:
            steps = chosen + steps
        _extend_merging(groups[-1], steps)
    if len(groups) == 1:
        return before + groups[0]
    return before + [{"modes": {"count": 1, "options": groups}}]


def _run_link(scope, inherited, subject, pred: Pred):
    """One verb with its subject; returns (the steps choosing the subject, the verb's steps, the subject
    for the next verb, pred)."""
    if subject is None:
        subject = inherited if inherited is not None else Player("you")
    if not pred.again:
        scope.last_pred = pred
    if isinstance(subject, Noun) and subject.kind == "next":
        return [], _next_play(scope, subject, pred), subject, pred
    subject = _player_noun(subject)
    if isinstance(subject, Player):
        chosen, steps, following = _as_player(scope, subject, pred)
    else:
        box: list = []
        chosen = collect(scope, lambda: box.append(select(subject, scope)) or [])
        steps = collect(scope, lambda: pred.run(box[0], scope))
        following = box[0]
    then = pred.then_subject
    return chosen, steps, (then if then is not None else following), pred


def _player_noun(subject):
    """A noun phrase that names players ("target opponent", "each player") is a player reference."""
    if isinstance(subject, Noun) and subject.kind == "player":
        return Player("target", subject.player) if subject.quant == "target" else Player(
            "each" if subject.player == "any" else "opponent")
    return subject


def _as_player(scope, player: Player, pred: Pred):
    """Steps done by a player: yours as they are, others' inside each_player / as_player.
    Returns (the choice of the player, the steps, the player for the next verb: a target is chosen once)."""
    pre: list = []
    choose = collect(scope, lambda: pre.append(player.select(scope)) or [])
    who = pre[0]
    following = Player("chosen", who) if player.kind == "target" else player
    if pred.actor == "object":
        return choose, collect(scope, lambda: pred.run(who, scope)), following
    if who == "you":
        return choose, collect(scope, lambda: pred.run("you", scope)), following
    saved, scope.other_actor = scope.other_actor, True
    try:
        inner = collect(scope, lambda: pred.run("you", scope))
    finally:
        scope.other_actor = saved
    if who == "each":
        return choose, [{"each_player": {"do": inner}}], following
    return choose, [{"as_player": {"who": who, "do": inner}}], following


def _next_play(scope, noun: Noun, pred: Pred):
    """"The next Spell you play this turn costs {1} less": an Ongoing Emblem (2.2.14)."""
    steps = collect(scope, lambda: pred.run("it", scope))
    on_play = {"what": noun.as_filter(scope), "by": noun.play.get("by", "you")}
    if on_play["by"] == "anyone":
        del on_play["by"]
    if "from" in noun.play:
        on_play["from"] = noun.play["from"]
    on_play["next"] = True
    also = []
    for step in steps:
        if "_cost" in step:
            on_play["cost"] = step["_cost"]
        else:
            also.append(step)
    if also:
        on_play["also"] = also
    return [{"emblem": {"duration": noun.play.get("duration", "turn"), "passive": {"on_play": on_play}}}]


@combinator("sentences")
def _sentences(ctx, arg):
    """``[first, rest]``: sentences in order; "Otherwise" and "If you play it from" attach to the one
    before them."""
    out: list = []
    first = arg[0]
    for result in [ctx.ev(first)] + list(ctx.ev(arg[1]) or []):
        if isinstance(result, tuple):
            _attach(out, result)
        else:
            out.extend(_steps(result))
    return out


def _attach(out, result):
    kind = result[0]
    if kind == "else":
        for step in reversed(out):
            if "if" in step and "then" in step:
                step["else"] = result[1]
                return
        out.extend(result[1])
    elif kind == "played_from":
        _, zone, steps = result
        for step in reversed(out):
            if "emblem" in step:
                step["emblem"]["passive"]["on_play"].setdefault("also", []).append(
                    {"if": {"played_from": zone}, "then": steps})
                return
        out.append({"if": {"played_from": zone}, "then": steps})


@combinator("otherwise", mode="data")
def _otherwise(ctx, steps):
    """"Otherwise, ...": the else of the "if" before it (6.5.e)."""
    return ("else", steps)


@combinator("if_played_from", mode="raw")
def _if_played_from(ctx, arg):
    """``[place, steps]``: "If you play it from your hand, ...", about the card played."""
    place, steps = arg
    return ("played_from", place.zone, steps)


@combinator("where_x", mode="data")
def _where_x(ctx, arg):
    """``[data, value]``: X in the data replaced by the value (", where X is ...")."""
    data, value = arg
    return data if value is None else substitute(data, "X", value)


@combinator("choose_modes", mode="data")
def _choose_modes(ctx, arg):
    """Choose N: • ... • ... (6.5.g), with what its riders add."""
    spec = {"count": arg["count"], "options": arg["options"]}
    for rider in arg.get("riders") or []:
        if rider.get("more") == "both":
            rider = dict(rider, more=len(arg["options"]))
        spec.update(rider)
    return [{"modes": spec}]


# -- abilities --------------------------------------------------------------------------------------
@combinator("quick")
def _quick(ctx, arg):
    """A quick action (7.1.4): its costs, its effect, and the sentences after it."""
    scope = ctx.scope
    scope.cost = True
    try:
        costs = []
        for c in ctx.ev(arg["cost"]) or []:
            costs.extend(_steps(c))
    finally:
        scope.cost = False
    out = {"cost": costs, "effect": ctx.ev(arg["effect"])}
    for rider in ctx.ev(arg["riders"]) or []:
        if "cost" in rider:
            costs.append(rider["cost"])
        else:
            out["if"] = rider["if"]
    return {"quick": out}


@combinator("add_if", mode="data")
def _add_if(ctx, arg):
    """``[condition, passive]``: the passive, working only while the condition holds (read first: what it
    names is "it" in the passive)."""
    cond, data = arg
    op = next(iter(data))
    out = dict(data)
    out[op] = dict(data[op], **{"if": cond})
    return out


@combinator("support_marked", mode="data")
def _support_marked(ctx, abilities):
    """{I}: the support ability after it is a Reaction or a passive, never a quick action (v5.0 7.1.5.a)."""
    abilities = abilities if isinstance(abilities, list) else [abilities]
    if any("quick" in a for a in abilities):
        raise DesignError("{I} marks a Reaction or a passive support ability, not a quick action")
    return abilities


@combinator("quoted")
def _quoted(ctx, arg):
    """An ability in quotation marks: its own abilities, with their text."""
    node = ctx.node.slots[arg[1:]]
    abilities = ctx.ev(arg)
    abilities = abilities if isinstance(abilities, list) else [abilities]
    text = ctx.language.source_text(node)
    return [dict(a, text=text) for a in abilities]


# -- passives ------------------------------------------------------------------------------------------
def _played(noun: Noun, scope=None, **extra):
    spec = {"what": noun.as_filter(scope)}
    if noun.play.get("by", "you") != "anyone":
        spec["by"] = noun.play.get("by", "you")
    if "from" in noun.play:
        spec["from"] = noun.play["from"]
    spec.update(extra)
    return spec


@combinator("played", mode="raw")
def _played_c(ctx, arg):
    """``[noun, extra]``: the cards a passive watches being played ("Spells you play ...")."""
    noun, extra = arg
    return _played(noun, ctx.scope, **{k: v for k, v in (extra or {}).items()})


@combinator("grant_status", mode="raw")
def _grant_status(ctx, arg):
    """``[noun, status]``: the objects have it; the cards a player plays gain it as they are played."""
    noun, status = arg
    if noun.play:
        return {"on_play": _played(noun, ctx.scope, also=[{"gain": {"what": "it", "status": status}}])}
    return {"grant": {"to": noun.as_filter(ctx.scope), "status": status}}


@combinator("cost_change")
def _cost_change(ctx, arg):
    """``{what, change, riders}``: what playing the cards costs (5.1.2.e), with per/if/in/minimum."""
    noun = ctx.ev(arg["what"], raw=True)
    cost: dict = {"change": ctx.ev(arg["change"])}
    spec = _played(noun, ctx.scope, cost=cost)
    conds = []
    for rider in ctx.ev(arg["riders"]) or []:
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
    rep = ctx.ev(arg[1], raw=True)
    spec = {"on": replaced["on"]}
    if replaced.get("if") is not None:
        spec["if"] = replaced["if"]
    kind = "instead" if "instead" in rep else "also"
    steps = _steps(rep[kind])
    if kind == "instead" and len(steps) == 1 and "may" in steps[0]:
        spec["optional"] = True
        steps = steps[0]["may"]["do"]
    spec[kind] = steps
    more = _steps(rep.get("then"))
    if more and "if" in more[0] and isinstance(more[0]["if"], dict) and "not" in more[0]["if"]:
        spec["declined"] = more[0]["then"]
        more = more[1:]
    if more:
        spec.setdefault("also", []).extend(more)
    return {"modifier": spec}


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


__all__ = ["COMBINATORS", "combinator", "mana", "as_pred", "copy", "resolve", "Items"]
