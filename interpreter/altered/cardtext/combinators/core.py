"""The registry of the combinators (``combinator``), what they share, and those that only shape data."""
from __future__ import annotations


from ...loading.errors import DesignError, NotAReading
from ..meaning import stats_of
from ..nouns import Noun, Player, conjoin
from ...effects.registry import DeclaredTwice
from ...effects.selectors import FILTER_KEYS

COMBINATORS: dict = {}


def combinator(name, *, mode="lazy", binds=None):
    """Register a combinator. ``mode``: lazy (gets the template), data (gets its value), raw (gets its
    value with nouns and players as read). ``binds``: each ``@name`` it leaves for the phrases that read
    it, with the words that tell a designer what in a text sets it (a function of the vocabulary), for
    the refusal of a text that reads it where nothing set it. A name is declared once."""
    def register(fn):
        if name in COMBINATORS:
            raise DeclaredTwice(f"combinator '${name}' is declared twice (in {COMBINATORS[name].module} and "
                                f"{fn.__module__}): each combinator name is declared once")
        if mode == "lazy":
            COMBINATORS[name] = fn
        else:
            raw = mode == "raw"
            COMBINATORS[name] = lambda ctx, arg: fn(ctx, ctx.ev(arg, raw=raw, keep=True))
        COMBINATORS[name].doc = (fn.__doc__ or "").strip()
        COMBINATORS[name].module = fn.__module__
        COMBINATORS[name].binds = dict(binds or {})
        return fn
    return register


def steps_of(x) -> list:
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
        for x in steps_of(p):
            out.extend(steps_of(x)) if isinstance(x, list) else out.append(x)
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
    return _flat("or", parts)


def _flat(conj: str, parts) -> dict:
    out: list = []
    for p in parts:
        out.extend(p[conj] if isinstance(p, dict) and set(p) == {conj} else [p])
    return {conj: out}


@combinator("joined")
def _joined(ctx, arg):
    """``[and|or, [$a, $b]]``: conditions joined by one word, one level however they were grouped; "and"
    and "or" in one condition are refused (which binds first, the text does not say)."""
    conj, parts = arg
    for t in parts:
        node = ctx.node.slots.get(t[1:])
        if getattr(node, "phrase", None) is not None and node.phrase.category == ctx.node.phrase.category \
                and node.phrase.name in ("and", "or") and node.phrase.name != conj:
            raise DesignError("'and' and 'or' join conditions here: which comes first is not said")
    return _flat(conj, ctx.ev(parts))


@combinator("refuse")
def _refuse(ctx, message):
    """A reading that means nothing: told, and another reading of the text tried. ``[message, $x, ...]``: the
    slots after the message are the words the refusal is about (named, so that every word read is accounted
    for; they are not read)."""
    raise DesignError(message[0] if isinstance(message, list) else message)


@combinator("not_a_reading")
def _not_a_reading(ctx, message):
    """As ``$refuse``, where the refusal is a check of what the words may be said of, which rules this parse
    out (loading.errors.NotAReading): where only the reach of its phrases puts it first, the reading after it
    is read ("Each Character in my Expedition that is a Robot": 'that is' said of the Character, not of the
    Expedition); ``$refuse`` refuses the text wherever its parse is put first (Language.readings)."""
    raise NotAReading(message[0] if isinstance(message, list) else message)


@combinator("required", mode="data")
def _required(ctx, arg):
    """``[value, message]``: the value, or the reading refused with the message where it is null (an @name that
    nothing before it bound)."""
    value, message = arg
    if value is None:
        raise DesignError(message)
    return value


@combinator("expedition_status", mode="data")
def _expedition_status(ctx, arg):
    """``[status, test]``: the test, when the status is one an Expedition can have (statuses.yaml
    ``expedition``); else this reading means nothing ("a Character in my Expedition that is [[Boosted]]" is
    said of the Character)."""
    status, test = arg
    if status not in ctx.language.vocabulary.get("expedition_statuses", ()):
        raise NotAReading(f"[[{status}]] is a status of cards only (statuses.yaml, 2.4.1.b)")
    return test


@combinator("times", mode="data")
def _times(ctx, arg):
    """``[n, per]``: n, times per when there is one ("1 boost per card": the count alone)."""
    n, per = arg
    if per is None:
        return n
    if ctx.scope is not None:          # the verb is said to be done for each (6.5.i: a choice in it, anew)
        ctx.scope.per_said.append(per)
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
    return compare(*arg)


def compare(left, test: dict) -> dict:
    (op, n), = test.items()
    return {op: [left, n]}


@combinator("negated", mode="data")
def _negated(ctx, arg):
    """``[condition, be, past]``: the condition, negated when the verb was ("isn't"); in the past tense
    ("wasn't") it is refused unless ``past`` says the condition reads the state as it was."""
    cond, be, *past = arg
    if be and be.get("past") and not (past and past[0]):
        raise DesignError("the past tense is read but not meant here: this phrase reads the state now, not as it was")
    return {"not": cond} if be and be.get("not") else cond


@combinator("only")
def _only(ctx, arg):
    """``[value, [allowed, ...]]``: the value, when it is one of those this phrase is written for ("You may
    ... to reduce my cost": you; "draws one or more cards": one); another is refused at its words."""
    value = ctx.ev(arg[0])
    allowed = ctx.ev(arg[1])
    if value is not None and value not in allowed:       # (an optional slot not read: nothing to refuse)
        allowed = " or ".join(map(str, allowed))
        raise _not_meant(_words_of(ctx, arg[0]), f"this phrase is read only with {allowed}")
    return value


def _words_of(ctx, template) -> tuple:
    """The printed words of the slot a template names ("$b": the verb as printed), and their column."""
    if isinstance(template, str) and template.startswith("$"):
        name = template[1:].split(".")[0]
        node = ctx.node.slots.get(name)
        if getattr(node, "start", None) is not None:
            return ctx.passage.source_text(node), node.start + 1
        return ctx.node.surfaces.get(name, name), None
    return str(template), None


def _not_meant(words, why: str) -> DesignError:
    """Words read but not meant by the phrase that read them: refused, never played as another reading."""
    words, column = words if isinstance(words, tuple) else (words, None)
    return DesignError(f"'{words}' is read but not meant here: {why}", column=column)


@combinator("fresh", mode="data")
def _fresh(ctx, base):
    """A new name for a variable of the ability: result, result2 ..."""
    return ctx.scope.fresh(base)


@combinator("statistics", mode="data")
def _statistics(ctx, text):
    """+1/+1/+1 or 2/2/2: one number per statistic of the rules, in their order."""
    return stats_of(ctx.language.vocabulary, str(text).replace("+", ""))


@combinator("each_statistic", binds={"statistic": lambda v: "'each statistic'"})
def _each_statistic(ctx, arg):
    """``{join: and|or, test: T}``: T for every statistic of the rules (@statistic names it)."""
    tests = []
    for stat in ctx.language.vocabulary["statistics"]:
        ctx.bound["statistic"] = stat
        tests.append(ctx.ev(arg["test"]))
    ctx.bound.pop("statistic", None)
    return {arg["join"]: tests}


@combinator("in_play", mode="data")
def _in_play(ctx, more):
    """The zones whose objects are "in play" (zones.yaml's ``in_play``, 3.1.4.a), and these zones too."""
    return list(ctx.language.vocabulary.get("in_play") or []) + [z for z in (more or []) if z]


@combinator("zones", mode="raw")
def _zones(ctx, places):
    """The zones of a list of places ("your deck or hand")."""
    return [p.zone for p in places]


@combinator("with", mode="data")
def with_test(ctx, arg, *, there: bool = True):
    """``[filter, extra]``: a filter with more keys; a key it has already is tested too, never replaced;
    what is no filter ("me", a name bound before) is filtered "among" it (never left as it was)."""
    # ``there``: the zone is one I am in (a move from it, a join), where "your" said of me holds of itself; not
    # so of where I would go ("If I would be sent to your Reserve"): when an opponent controls me, "your" is
    # theirs and I go to my owner's (3.1.2.c), so the test is kept
    base, extra = arg
    if not extra:
        return base
    if there and base == "self" and set(extra) <= {"owner", "controller"} and all(v == "you" for v in extra.values()):
        return base                    # "from your hand" said of me: my zones are my owner's (1.4.3.a)
    if not (isinstance(base, dict) and set(base) <= set(FILTER_KEYS)):
        base = {"among": base}
    out = dict(base)
    for key, value in extra.items():
        if key in out and out[key] != value:
            out["where"] = conjoin(out.get("where"), {"matches": {"what": "it", "filter": {key: value}}})
        else:
            out[key] = value
    return out


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


def in_scope(ctx, scope):
    c = ctx.child(ctx.node)
    c.scope = scope
    return c


def player_noun(subject, tested: bool = False):
    """A noun phrase that names players ("target opponent", "each player") is a player reference; ``tested``:
    the caller reads a test said of them ("each opponent with no cards in hand" doing something)."""
    if isinstance(subject, Noun) and subject.kind == "player":
        subject.check_used(("player.test",) if tested else ())
        # "another target player": other than you, or than a player named before? (not read yet)
        read = {"target": subject.count in (None, 1) and not subject.another,
                "all": True, "one": subject.player == "opponents"}     # "an opponent": the one (each at a table
        if not read.get(subject.quant):                                 # of several, 1.4.7)
            column, words = subject.at or (None, "")
            raise DesignError(f"'{words}' names players in a way not read yet (how many, or which ones, would be "
                              f"lost): say 'target player', 'target opponent', 'each player', 'each opponent' or "
                              f"'an opponent'", column=column)
        said = {"where": subject.test, "at": subject.at}
        if subject.quant == "target":
            return Player("target", subject.player, **said)
        if subject.player == "all":
            return Player("each_other" if subject.another else "each", **said)   # "each other player"
        each = subject.quant == "all" and "controller" not in subject.filter     # "your opponent": the one
        if subject.another:                # "each other opponent": but the one named before
            if not each:
                raise DesignError("'other opponent' names one opponent other than which, the text does not say")
            return Player("each_other_opponent", **said)
        return Player("each_opponent" if each else "opponent", **said)
    return subject
