"""The English gloss of an effect-model program (what ``altered explain`` prints): a generic walk that
prints every operator through the phrase it declares (registry.py) and each parameter by its kind.

A phrase is a small template over the operator's parameters (``_`` is the value the operator itself
takes):

- ``{what}`` the parameter in words; ``{total.stat}`` a field of a mapping, ``{_.0}`` an item of a list;
- ``{what:one}`` a form: ``one`` (a single object: "a Character", "I"), ``subject`` ("I" for me), ``poss``
  ("your", "my"); ``{what:s}``, ``{what:es}``, ``{what:has}``, ``{what:is}`` agree with it ("gains",
  "have"; after a number, ``{n:s}`` is the plural's "s");
- ``{zones/ or }`` a list joined with " or "; ``{zone?}`` nothing, but only where ``zone`` is written;
  ``{count=any}`` nothing, but only where ``count`` is ``any``; ``{by<0}`` only where ``by`` is a number below 0;
  ``{by:abs}`` a number without its sign;
- ``[a|b|c]`` the first part whose parameters are all written (a flag: written true), or nothing;
  ``[[``, ``]]``, ``{{`` and ``}}`` stand for brackets and braces.

An effect, passive or list of options in a phrase starts an indented block when it takes several lines.
"""
from __future__ import annotations

import json

from .params import ARG, LISTS, P
from .phrase import Ref, parse, refs  # noqa: F401  (refs: read by the tests of the declarations)
from .registry import EXPRS, OPERATORS, load_operators
from .selectors import FILTER_KEYS

INDENT = "  "
META_KEYS = ("rule", "note", "as", "text")
FALLBACKS: list = []      # (category, name) of each node printed without a declared phrase, as JSON
UNSHOWN: list = []        # (category, name, parameter) of each parameter written in a node but not in its words
_SHOWN: list = []         # the parameters an operator's phrase has written so far (one set per operator rendered)

_ANY = P("any")
ITEM_KIND = {"values": "value", "conditions": "condition", "selectors": "selector", "effects": "effect",
              "triggers": "trigger", "costs": "cost", "abilities": "abilities", "passives": "passive",
              "statuses": "status"}
STRINGS = ("zone", "status", "statuses", "name", "text", "phase", "statistic", "daily_effect", "word", "list",
           "value_name")


# -- rendering a template ------------------------------------------------------------------------

class _Out:
    """Lines being written: the current line, and blocks of several lines indented under it."""

    def __init__(self):
        self.lines: list = []
        self.cur = ""

    def text(self, s: str):
        if not self.cur and self.lines:
            s = s.lstrip(";, ")
        self.cur += s

    def block(self, lines: list):
        if len(lines) == 1:
            self.text(lines[0])
            return
        if not self.lines and not self.cur.strip():        # nothing before it: its lines are the phrase's
            self.lines.extend(lines[:-1])
            self.cur = lines[-1]
            return
        if self.cur.strip() or not self.lines:
            self.lines.append(self.cur.rstrip())
        self.lines.extend(INDENT + x for x in lines)
        self.cur = ""

    def done(self) -> list:
        return self.lines + ([self.cur] if self.cur.strip() or not self.lines else [])


def _resolve(values: dict, params: dict, path: tuple):
    v, p = values.get(path[0]), params.get(path[0])
    for f in path[1:]:
        if isinstance(v, dict):
            v, p = v.get(f), (p.fields.get(f) if p is not None else None)
        elif isinstance(v, list) and f.isdigit():
            v, p = (v[int(f)] if int(f) < len(v) else None), None
        else:
            return None, None
    return v, p


def _written(values, params, ref: Ref) -> bool:
    v, p = _resolve(values, params, ref.path)
    if ref.mode == "<":
        return isinstance(v, int) and not isinstance(v, bool) and v < int(ref.arg)
    if ref.mode == "=":
        if isinstance(v, bool):
            return str(v).lower() == ref.arg.lower()
        return v is not None and str(v) == ref.arg
    if v == {} and p is not None and p.kind == "filter":
        return True                    # the empty filter: any card ("a card would move to Reserve")
    return v is not None and v is not False and v != [] and v != {}


def _fits(values, params, parts) -> bool:
    return all(_written(values, params, p) for p in parts if isinstance(p, Ref))


def render(template: str, values: dict, params: dict, spec=None, followed: bool = False) -> list:
    """The lines a template gives for these parameter values (``spec``: the value operator it is the
    phrase of, whose values at the edges of its words may need grouping; ``followed``: words of the same
    value come after these)."""
    out = _Out()
    parts = parse(template)
    _render(parts, values, params, out, {}, spec and (edges(parts), spec, followed))
    return out.done()


# -- grouping --------------------------------------------------------------------------------------
# Words such as "a and b or c" could be either of two programs: (a and b) or c, a and (b or c).  The
# gloss reads them as the first (from the left, as a reader does), and prints the second with its
# parentheses: a value printed last in an enclosing value's words stands in parentheses where the value
# printed first in its own words may be one of what the enclosing value gives ("result ≥ (1 and x)",
# "a and (b or c)").  Conditions joined by "and" or "or" are not (the joining word binds loosest, as in
# English: "r ≥ 1 and r ≤ 3").

# what the values standing at a place of each kind may give ("": not declared); other kinds take any
ACCEPTS = {"condition": ("condition", ""), "count": ("number", ""), "number": ("number", ""),
           "player": ("player", "players", ""), "marker": ("marker", "markers", ""),
           "selector": ("objects", "players", "markers", "marker", "player", "list", "region", "")}
ACCEPTS.update(conditions=ACCEPTS["condition"], selectors=ACCEPTS["selector"], filter=ACCEPTS["selector"])
OPEN_KINDS = ("value", "values", "condition", "conditions", "selector", "selectors", "count", "number",
              "player", "marker", "filter", "any")


def edges(parts) -> tuple:
    """The ids of the references a template prints first, and of those it prints last."""
    first: set = set()
    last: set = set()
    _edge(parts, True, first, False)
    _edge(parts, True, last, True)
    return first, last


def _edge(parts, open_: bool, found: set, backwards: bool) -> bool:
    """Mark the references reached from one end while nothing is printed before them; whether the end
    is still open after these parts."""
    for part in (reversed(parts) if backwards else parts):
        if isinstance(part, str):
            open_ = open_ and not part.strip()
        elif isinstance(part, list):          # alternatives: each may be chosen, or none
            for alt in part:
                _edge(alt, open_, found, backwards)
        elif part.mode in ("?", "=", "<"):
            continue
        elif part.mode == ":" and part.arg in _AGREEMENT:
            open_ = False
        else:
            if open_:
                found.add(id(part))
            open_ = False
    return open_


def joins(spec) -> bool:
    """Whether an operator only joins its items ("{_/ and }")."""
    parts = parse(spec.phrase.get("") or "")
    return len(parts) == 1 and isinstance(parts[0], Ref) and parts[0].mode == "/"


def _takes(node, gives: str, place: str) -> bool:
    """Whether the words before ``node``, a value standing at a place of kind ``place`` in a value that
    gives ``gives``, could be read the other way round: the value printed first in ``node``'s words may
    be one giving ``gives``, and what it holds may stand at ``place``."""
    if isinstance(node, list):
        return len(node) > 1 and _stands(place, node[0])
    name = node if isinstance(node, str) and node in EXPRS else operator_of(node) if isinstance(node, dict) else None
    if name is None:
        return False
    spec = OPERATORS["value"][name]
    parts = parse(spec.phrase.get("") or "")
    first = edges(parts)[0]
    args = spec.arguments(node)
    for r in all_refs(parts):
        p = spec.params.get(r.path[0], _ANY)
        if r.mode == ":" and r.arg == "poss":         # "my expedition": its words end with "'s" or "my"
            continue
        if id(r) in first and p.kind in OPEN_KINDS and (r.mode == "/" or gives in ACCEPTS.get(p.kind, (gives,))):
            held, _ = _resolve(args, spec.params, r.path)
            if r.mode == "/" and isinstance(held, list):
                held = held[0] if held else None
            if _stands(place, held):
                return True
    return False


def _ends_open(node) -> bool:
    """Whether a value's words end with a value of its own, which the words after it could be read as
    going on (the mirror of ``_takes``: "the player of target's expedition")."""
    name = operator_of(node) if isinstance(node, dict) else None
    if name is None:                # a filter ending with a qualifier of a value: "(Characters among target)'s"
        return _filter(node) and any(OPERATORS["filter"][k].place == "post" and OPERATORS["filter"][k].params[
            ARG].kind in OPEN_KINDS for k in node if k in OPERATORS["filter"])
    spec = OPERATORS["value"][name]
    parts = parse(spec.phrase.get("") or "")
    last = edges(parts)[1]
    args = spec.arguments(node)
    held = [_resolve(args, spec.params, r.path)[0] for r in all_refs(parts)
            if id(r) in last and spec.params.get(r.path[0], _ANY).kind in OPEN_KINDS]
    if held and all(v is None for v in held):      # "on [{of}|me]": the word said in its place is read as one
        return True
    words = [value(v) for v in held if v is not None and not isinstance(v, (list, bool))]
    return any(w and value(node).endswith(w) for w in words)     # (its last words are that value's)


def _stands(place: str, v) -> bool:
    """Whether a value may stand at a place of this kind, by what it gives."""
    if place not in ACCEPTS:
        return True
    if isinstance(v, bool):
        gives = "condition"
    elif isinstance(v, (int, float)):
        gives = "number"
    elif isinstance(v, list):
        gives = "list"
    else:
        name = v if isinstance(v, str) and v in EXPRS else operator_of(v) if isinstance(v, dict) else None
        gives = OPERATORS["value"][name].gives if name is not None else "objects" if _filter(v) else ""
    return gives in ACCEPTS[place]


def all_refs(parts):
    for p in parts:
        if isinstance(p, Ref):
            yield p
        elif isinstance(p, list):
            for alt in p:
                yield from all_refs(alt)


def _group(node, group) -> bool:
    """Whether a value stands in parentheses: ``group`` is (what the value whose words it ends gives,
    whether that one joins conditions)."""
    if not group:
        return False
    if group == "open":
        return _ends_open(node)
    if group == "joined":
        return isinstance(node, list) and len(node) > 1 or isinstance(node, dict) and operator_of(node) is not None \
            and joins(OPERATORS["value"][operator_of(node)])
    gives, connective, place = group
    if connective and not isinstance(node, list):
        spec = OPERATORS["value"].get(operator_of(node) if isinstance(node, dict) else node)
        if spec is not None and spec.gives == "condition" and not joins(spec):
            return False
        if spec is not None and spec.gives == "condition" and isinstance(node, dict):
            return True            # "(a or b) and c": conditions joined inside conditions joined, as played
    return _takes(node, gives, place)


def _render(parts, values, params, out, forms, where=None):
    for part in parts:
        if isinstance(part, str):
            out.text(part)
        elif isinstance(part, list):
            for alt in part:
                if _fits(values, params, alt):
                    if _SHOWN:             # the wording chosen because a parameter is written says it
                        _SHOWN[-1].update(r.path[0] for r in alt if isinstance(r, Ref))
                    _render(alt, values, params, out, forms, where)
                    break
        elif part.mode in ("?", "=", "<"):
            continue
        else:
            if _SHOWN:
                _SHOWN[-1].add(part.path[0])
            v, p = _resolve(values, params, part.path)
            if part.mode == ":" and part.arg in _AGREEMENT:
                out.text(_agree(v, p, forms.get(part.path, ""), part.arg))
                continue
            form = part.arg if part.mode == ":" else ""
            forms[part.path] = form
            group = None
            if where:
                (first, last), spec, followed = where
                if part.mode == "/" or spec.gives is not None and id(part) in last:
                    place = ITEM_KIND.get(p.kind, "value") if part.mode == "/" and p is not None else (p or _ANY).kind
                    group = (spec.gives, part.mode == "/" and spec.gives == "condition", place)
                    if followed and id(part) in last and _ends_open(v):
                        group = "open"    # "cards owned by (...) you control": the next words are not the value's
                elif id(part) in first and spec.gives == "condition" and not joins(spec):
                    group = "joined"      # "(a and b) ≤ 3": its "and" is not the one joining conditions
                elif id(part) in first and not joins(spec) and (spec.gives is not None or form == "poss"):
                    group = "open"        # "(the player of target)'s expedition": not the player of an expedition
            out.block(show(v, p or _ANY, form, part.arg if part.mode == "/" else None, group))


# -- agreement -------------------------------------------------------------------------------------

_AGREEMENT = {"s": ("s", ""), "es": ("es", ""), "has": ("has", "have"), "is": ("is", "are")}
_PLURAL_GIVES = ("players", "list", "objects")


def _agree(v, p, form, word) -> str:
    one, many = _AGREEMENT[word]
    if isinstance(v, int) and not isinstance(v, bool):     # after a number: the plural's "s"
        return "" if abs(v) == 1 else "s" if word == "s" else many
    if v in ("self", "you") and word in ("s", "es"):
        return ""
    if v in ("self", "you"):
        return "am" if word == "is" and v == "self" else many
    return one if _singular(v, form) else many


def _singular(v, form) -> bool:
    if v == "it" or (isinstance(v, dict) and "var" in v):
        return True
    if isinstance(v, str) and v in EXPRS:
        return OPERATORS["value"][v].gives not in _PLURAL_GIVES
    if isinstance(v, dict):
        op = operator_of(v)
        if op is None:
            return form == "one"
        if op == "was":                    # one object as it was is one
            return _singular(v["was"], form)
        return OPERATORS["value"][op].gives not in _PLURAL_GIVES
    return True


# -- values and parameters -------------------------------------------------------------------------

def show(v, p: P, form: str = "", sep: str | None = None, group=None) -> list:
    """A parameter's value in words (lines), read by its declared kind (``group``: where it stands at
    the edges of a value's words, see ``_group``)."""
    if v is None or p.kind == "flag":
        return [""]
    kind = p.kind
    if kind == "abilities":                # each as ``altered explain`` prints an ability: its program
        return [line for a in (v if isinstance(v, list) else [v]) for line in ability(a)]
    if isinstance(v, list) and (kind in LISTS or sep is not None or p.phrase):
        item = P(ITEM_KIND.get(kind, "value" if kind not in STRINGS else "name"), phrase=p.phrase,
                 fields=p.fields)
        if kind in ("effects",):
            return _bullets(v)
        if kind in ("passives",):
            return [line for x in v for line in passive(x)]
        if kind == "effect":
            return steps(v)
        # the items after the first are grouped; in a list of no operator's the first too ("(a and b) and c":
        # no operator reads it as a, b and c)
        # conditions joined inside conditions joined ("(a or b) and c", as played) stand in parentheses first too
        first = isinstance(group, tuple) and (group[0] is None or group[1])
        texts = [" ".join(show(x, item, form, None, group if sep is not None and (i or first) else None))
                 for i, x in enumerate(v)]
        return [(sep if sep is not None else " or " if kind in STRINGS else ", ").join(texts)]
    if p.phrase:
        values = dict(v) if isinstance(v, dict) else {}
        values[ARG] = v
        return render(p.phrase, values, {**p.fields, ARG: P(kind)}, _Phrased(p.phrase))
    if kind == "effect":
        return steps(v)
    if kind == "effects":
        return _bullets(v)
    if kind == "passive":
        return passive(v)
    if kind == "trigger":
        return [trigger(v)]
    if kind == "cost":
        return [cost(v)]
    if form == "abs" and isinstance(v, int):
        return [str(abs(v))]
    if form == "more":                     # a change of a cost: "1 less", "2 more"
        return [f"{abs(v)} {'less' if v < 0 else 'more'}" if isinstance(v, int) else f"{value(v)} more"]
    if kind == "stats" and isinstance(v, dict):
        if form == "signed":
            return [", ".join(f"{_signed(n)} {k}" for k, n in v.items())]
        return ["/".join(value(n) for n in v.values())]
    if kind == "action":
        actions = [(k, x) for k, x in v.items() if k not in ("rule", "note")] if isinstance(v, dict) else []
        if isinstance(v, dict) and len(actions) != 1:     # (one action: its target, its name go beside ``do``)
            return [_fallback("action", v)]
        if isinstance(v, dict):
            [(name, given)] = actions
            given = {k: x for k, x in (given or {}).items() if k not in META_KEYS}
            return [name + (" (" + ", ".join(f"{k}: {_picked(x)}" for k, x in given.items()) + ")" if given else "")]
        return [str(v)]
    if isinstance(v, str) and v in p.choices:
        return [v.replace("_", " ")]
    if kind == "filter" and isinstance(v, dict) and v and all(k in FILTER_KEYS for k in v):
        return [filter_text(v, form)]       # (a filter, though a key of it names a value too: "cards other than me")
    if _group(v, group):
        text = value(v, form)
        if form == "poss" and text.endswith("'s"):       # "(the player of target)'s expedition"
            return ["(" + text[:-2] + ")'s"]
        return ["(" + text + ")"]
    return [value(v, form)]


class _Phrased:
    """A parameter's own phrase, whose first value stands in parentheses where its words end with a value
    of its own that the "'s" after it would go on ("(the player of target)'s expeditions"), and each item
    of a list it joins as a value's ("(a and b) and c"); it gives no value, so nothing before it can take
    its first value (gives None)."""
    gives = None

    def __init__(self, template: str):
        self.phrase = {"": template}


def _picked(x) -> str:
    """A value, or the objects a cost picks: "1 of Characters you control" (``count`` in a selector)."""
    if isinstance(x, dict) and "count" in x and len(x) > 1:
        return f"{value(x['count'])} of {value({k: v for k, v in x.items() if k != 'count'})}"
    return value(x)


def _signed(n) -> str:
    return f"{n:+d}" if isinstance(n, int) else f"+{value(n)}"


def _bullets(options) -> list:
    lines = []
    for option in options:
        inner = steps(option)
        lines.append("• " + inner[0])
        lines.extend(INDENT + x for x in inner[1:])
    return lines


def _filter(node) -> bool:
    """Whether a value is a filter mapping: one of several in a list is printed in parentheses, so that
    "(Characters) or (Permanents with ...)" is not one filter of two types, "Characters or Permanents ..."."""
    return isinstance(node, dict) and operator_of(node) is None and any(k in FILTER_KEYS for k in node)


def operator_of(node: dict):
    """The value operator a mapping is read as, as Compiler._expr reads it (None: a filter)."""
    if any(k in FILTER_KEYS and k not in EXPRS for k in node):
        return None
    ops = [k for k in node if k in EXPRS]
    return ops[0] if len(ops) == 1 else None


def value(node, form: str = "") -> str:
    """A value, condition, player, Expedition or selection in words."""
    load_operators()
    if node is None:
        return ""
    if isinstance(node, bool):
        return "true" if node else "false"
    if isinstance(node, (int, float)):
        return str(node)
    if isinstance(node, str):
        return " ".join(_op("value", node, node, form)) if node in EXPRS else node.replace("_", " ")
    if isinstance(node, list):                     # a filter's list: any one of them ("Robots or Plants")
        return " or ".join(f"({value(x, form)})" if _filter(x) else show(x, _ANY, form, None, i and ("", False, "any"))[0]
                           for i, x in enumerate(node))
    if isinstance(node, dict):
        op = operator_of(node)
        if op is not None:
            return " ".join(_op("value", op, node, form))
        if all(k in FILTER_KEYS or k in META_KEYS or k == "count" for k in node):
            return filter_text(node, form)
        rest = {k: v for k, v in node.items() if k != "var"}
        if "var" in node and rest and all(k in FILTER_KEYS for k in rest):     # a name, tested: "if you control it"
            return f"{value({'var': node['var']}, form)} ({filter_text(rest, 'one')})"
    return _fallback("value", node)


NEAREST = {"one": "subject", "each": "one"}      # the form a phrase gives when it lacks the one asked


def _op(category: str, name: str, node, form: str = "") -> list:
    spec = OPERATORS[category].get(name)
    template = None if spec is None else (spec.phrase.get(form) or spec.phrase.get(NEAREST.get(form, ""))
                                          or spec.phrase.get(""))
    if not template:
        return [_fallback(category, node, name)]
    args = each_as_it(spec.arguments(node), spec.params)
    _SHOWN.append(set())
    try:
        lines = render(template, args, spec.params, spec if category == "value" else None)
    finally:
        shown = _SHOWN.pop()
    for key, v in args.items():
        if key not in shown and key not in META_KEYS and v is not None and v is not False and v != [] and v != {}:
            UNSHOWN.append((category, name, key))
    if form == "poss" and "poss" not in spec.phrase:
        lines[-1] += "'s"
    return lines


def each_as_it(args: dict, params):
    """A test of each item bound to a name ("as": m) reads with "it" for the name, not the name."""
    name = args.get("as")
    if "test" not in params or name in (None, "it") or _holds(args.get("test"), "it") and _holds(
            args.get("test"), {"var": name}):
        return args             # (a test that speaks of "it" already says the item by its name)

    def it(x):
        if x == {"var": name}:
            return "it"
        if isinstance(x, dict):
            return {k: it(v) for k, v in x.items()}
        return [it(v) for v in x] if isinstance(x, list) else x
    return {k: it(v) for k, v in args.items() if k != "as"}


def _holds(node, part) -> bool:
    if node == part:
        return True
    if isinstance(node, dict):
        return any(_holds(v, part) for v in node.values())
    return isinstance(node, list) and any(_holds(v, part) for v in node)


def _fallback(category, node, name=None) -> str:
    FALLBACKS.append((category, name if name is not None else json.dumps(node, ensure_ascii=False)))
    return json.dumps(node, ensure_ascii=False)


# -- selections (filters) ----------------------------------------------------------------------------

def filter_text(node: dict, form: str = "") -> str:
    """A filter mapping in words: the declared phrase of each key, placed around the noun."""
    one = form in ("one", "each")
    placed: dict = {"adj": [], "kind": [], "noun": [], "post": []}
    keys = OPERATORS["filter"]
    params = {k: keys[k].params[ARG] for k in node if k in keys}
    written = [k for k in FILTER_KEYS if k in node]
    for i, key in enumerate(written):
        spec = keys[key]
        followed = spec.place == "post" and any(keys[k].place == "post" for k in written[i + 1:])
        text = " ".join(render(spec.phrase[""], {**node, ARG: node[key]}, {**params, ARG: spec.params[ARG]}, spec,
                               followed))
        if text:
            placed[spec.place].append(text)
    if not placed["noun"] and placed["kind"] and not placed["kind"][-1].startswith("non-"):
        placed["noun"].append(placed["kind"].pop())            # "Soldier tokens", not "Soldier token cards"
    noun = " ".join(placed["noun"]) or "card"
    words = " ".join(placed["adj"] + placed["kind"] + [noun if one else _plural(noun)] + placed["post"])
    if form == "one":
        words = ("an " if words[:1].lower() in "aeiou" else "a ") + words
    if form == "poss":
        words += "'s"
    return words


def _plural(noun: str) -> str:
    return " or ".join(w if w.endswith("s") else w + "s" for w in noun.split(" or "))


# -- steps, triggers, costs, passives --------------------------------------------------------------

def steps(node) -> list:
    """The lines of an effect: a list of steps, or one."""
    out = []
    for s in node if isinstance(node, list) else [node]:
        out.extend(step(s))
    return out or ["nothing"]


def step(node) -> list:
    load_operators()
    if not isinstance(node, dict):
        return [_fallback("step", node)]
    op = "if" if "if" in node else next((k for k in node if k not in META_KEYS), None)
    return _op("step", op, node)


def trigger(node) -> str:
    load_operators()
    if not isinstance(node, dict) or len(node) != 1:
        return _fallback("trigger", node)
    return " ".join(_op("trigger", next(iter(node)), node))


def cost(node) -> str:
    load_operators()
    if isinstance(node, str):
        return " ".join(_op("cost", node, node))
    if isinstance(node, dict) and "if" in node:
        return " ".join(_op("cost", "if", node))
    if isinstance(node, dict) and len(node) == 1:
        name = next(iter(node))
        if name not in OPERATORS["cost"] and name in OPERATORS["step"]:    # a step paid as a cost (move)
            what = node[name].get("what") if isinstance(node[name], dict) else None
            n = what.get("count") if isinstance(what, dict) else None
            return " ".join(_op("step", name, node)) + (f" (you choose {n})" if n is not None else "")
        kept = node[name].get("as") if isinstance(node[name], dict) else None   # what the effect names it
        return " ".join(_op("cost", name, node)) + (f" → {kept}" if isinstance(kept, str) else "")
    named = [k for k in node if k in OPERATORS["cost"]] if isinstance(node, dict) else []
    if len(named) == 1 and OPERATORS["cost"][named[0]].beside:     # its parameters beside it: {do: ..., as: x}
        kept = node.get("as")
        return " ".join(_op("cost", named[0], node)) + (f" → {kept}" if isinstance(kept, str) else "")
    return _fallback("cost", node)


def mechanic(name: str, arg) -> str:
    """A mechanic of a keyword ability (abilities/keywords.py) in words."""
    load_operators()
    return " ".join(_op("keyword", name, {name: arg}))


def passive(node) -> list:
    load_operators()
    if not isinstance(node, dict) or len(node) != 1:
        return [_fallback("passive", node)]
    return _op("passive", next(iter(node)), node)


# -- abilities -------------------------------------------------------------------------------------

def ability(a: dict) -> list:
    """The lines of one ability (what ``altered explain`` prints of each, and of an ability granted or
    given to a token): its kind, then its trigger, costs, condition and effect in words."""
    prefix = "Support " if a.get("support") else ""
    if "keyword" in a:
        given = f" {value(a['value'])}" if "value" in a else ""
        return [f"{prefix}Keyword — {a['keyword']}{given}"]
    if "status" in a:
        return [f"{prefix}Status — I have {a['status']}"]
    if "effect" in a:
        return _with_steps(f"{prefix}Effect:", a["effect"])
    if "reaction" in a:
        r = a["reaction"]
        symbol = f" {{{r['symbol']}}}" if "symbol" in r else ""          # its symbol: "{R}"
        head = f"{prefix}Reaction{symbol} — when: {trigger(r['trigger'])}"
        if "if" in r:
            head += f", if {value(r['if'])}"
        return _with_steps(head + " · effect:", r["effect"])
    if "quick" in a:
        q = a["quick"]
        head = f"{prefix}Quick action — cost: {', '.join(cost(c) for c in q['cost'])}"
        if "if" in q:
            head += f", only if {value(q['if'])}"
        return _with_steps(head + " · effect:", q["effect"])
    if "passive" in a:
        return [f"{prefix}Passive — {line}" if i == 0 else INDENT + line for i, line in enumerate(passive(a["passive"]))]
    return [prefix + _fallback("ability", a)]


def _with_steps(head: str, effect) -> list:
    lines = steps(effect)
    if len(lines) == 1:
        return [f"{head} {lines[0]}"]
    return [head] + [INDENT + x for x in lines]
