"""Programs generated from the operator declarations (registry.py), for the round trip of the gloss
(tests/test_gloss_reads_back.py): every step, value (number, condition, player, Expedition, selection),
filter key, trigger, cost and passive, each parameter drawn by its declared kind, the operands of a value
drawn among the value operators that give what its place takes (gloss.ACCEPTS)."""
from __future__ import annotations

from hypothesis import strategies as st

from altered.effects.abilities.costs import compile_cost
from altered.effects.abilities.passives import compile_passive
from altered.effects.abilities.triggers import compile_trigger
from altered.effects.compiler import Compiler
from altered.effects.gloss import ACCEPTS
from altered.effects.params import ARG
from altered.effects.registry import OPERATORS, load_operators
from altered.rulebook import RuleBook

load_operators()                 # every operator declared (the tables below read them)

BOOK = RuleBook(write_expressions=False)
CATEGORIES = ("step", "value", "filter", "trigger", "cost", "passive")
UNDRAWN = ("as", "prompt", "rule", "note")      # names bound and notes: printed or not by the operator's own choice
# (an "as" of another kind than a name is drawn: "can be used as a Mana Orb")

# the plain values of each kind (where a kind takes values, operators are drawn as well)
_SELECTORS = ["self", {"var": "target"}, {"type": "Character"}, {"type": "Permanent", "controller": "you"}]
_CONDITIONS = [{"exists": {"type": "Character", "controller": "you"}},
               {"has_status": {"what": "self", "status": "Exhausted"}}]
_LEAVES = {
    "selector": _SELECTORS, "filter": [{"type": "Character"}, {"type": "Permanent", "controller": "you"}],
    "value": [1, 2, {"var": "target"}], "any": [1, {"var": "target"}], "count": [1, 2, 3], "number": [1, 2, -1],
    "int": [1, 2, 3], "player": ["you", "opponent"], "condition": _CONDITIONS,
    "marker": [{"var": "target"}, {"markers": {"owner": "you"}}], "flag": [True],
    "status": sorted(BOOK.statuses), "statuses": [["Anchored"], ["Asleep", "Fleeting"]],
    "zone": ["Reserve", "Hand", "Discard"], "name": ["boost", "Kelon"], "text": ["Kelon"],
    "phase": [p.name for p in BOOK.phases], "statistic": list(BOOK.statistics),
    "daily_effect": list(BOOK.daily_effect_names), "value_name": list(BOOK.value_names),
    "list": [["Robot"], ["Robot", "Plant"]], "action": ["Resupply", {"Draw": {"count": 1}}],
    "stats": [dict(zip(BOOK.statistics, (1, 2, 3)))],
}
# the plain values of a parameter by its name, where its kind alone would draw names the compiler refuses
_NAMED = {("zones", "list"): [["Reserve"], ["Hand", "Discard"]], ("terrains", "list"): [[BOOK.statistics[0]]],
          ("stats", "list"): [[BOOK.statistics[0]], BOOK.statistics[1:]], ("set", "text"): ["btg"],
          ("as", "filter"): [{"type": BOOK.types[0], "zone": z} for z in list(BOOK.zones)[:1]],
          ("type", "name"): BOOK.types[:2], ("keyword", "name"): sorted(BOOK.keywords)[:2],
          ("action", "name"): BOOK.action_names[:2], ("var", "name"): ["x", "y"], ("among", "value"): [{"var": "target"}], ("not", "value"): [{"var": "target"}, "self"],
          ("any_var", "list"): [["x", "y"]], ("state", "condition"): [{"has_status": {"what": "it", "status": s}}
                                                                     for s in sorted(BOOK.statuses)[:2]], ("do", "action"): _LEAVES["action"] + [
              {"Discard": {"what": {"type": "Character", "zone": "Hand", "owner": "you", "count": 1}}}]}
_OPERAND = {"values": "value", "conditions": "condition", "selectors": "selector", "triggers": "trigger",
            "costs": "cost", "passives": "passive"}


class Programs:
    """Strategies for the programs of each operator; ``allowed`` (category, name) limits the operators
    drawn anywhere in them (None: every one)."""

    def __init__(self, allowed=None):
        self.allowed = allowed
        self._made: dict = {}           # (category, name or gives, depth) -> strategy (built once)

    def ok(self, category, name) -> bool:
        return self.allowed is None or (category, name) in self.allowed

    def operator(self, category: str, name: str, depth: int = 1):
        """Programs of one operator: its required parameters, and any of the others."""
        key = ("op", category, name, depth)
        if key not in self._made:
            made = self._operator(category, name, depth)
            self._made[key] = None if made is None else made.filter(lambda n: compiles(category, n))
        return self._made[key]

    def _operator(self, category: str, name: str, depth: int):
        spec = OPERATORS[category][name]
        named = {k: (name if k == ARG else k, p.kind) for k, p in spec.params.items()}
        drawn = {k: (st.sampled_from(_NAMED[named[k]]) if named[k] in _NAMED else self.kind(p, depth))
                 for k, p in spec.params.items() if k not in UNDRAWN or p.kind == "filter"}
        if any(s is None and (spec.params[k].required or spec.params[k].kind == "effect") for k, s in drawn.items()):
            return None                         # (too deep to draw what it needs)
        drawn = {k: s for k, s in drawn.items() if s is not None}
        keys = sorted(drawn)
        if category == "filter":             # (a key that is also a value's name, alone, is that value: with a type)
            alone = {} if name not in OPERATORS["value"] else {"type": BOOK.types[0]}
            return drawn[ARG].map(lambda v: {**alone, name: v})

        @st.composite
        def build(draw):
            args = {k: draw(drawn[k]) for k in keys          # (an effect is drawn: without it, "2 times: " does nothing)
                    if spec.params[k].required or k == ARG or spec.params[k].kind == "effect" or draw(st.booleans())}
            if spec.beside:
                return {name: args.pop(ARG, None), **args}
            if not spec.params and category in ("value", "cost"):
                return name
            return {name: args}
        return build()

    def of(self, category: str, depth: int, gives=None):
        """Any operator of a category (of values: giving one of ``gives``)."""
        key = ("of", category, gives, depth)
        if key not in self._made:
            names = [n for n, s in OPERATORS[category].items() if self.ok(category, n) and s.compile is not None
                     and (gives is None or s.gives in gives)]
            found = [s for s in (self.operator(category, n, depth - 1) for n in sorted(names)) if s is not None]
            self._made[key] = st.one_of(found) if found else None
        return self._made[key]

    def filter(self, depth: int):
        keys = [k for k in OPERATORS["filter"] if self.ok("filter", k)]
        if not keys or depth <= 0:
            return st.sampled_from(_LEAVES["filter"])
        one = st.one_of([self.operator("filter", k, depth - 1) for k in keys])
        return st.lists(one, min_size=1, max_size=2).map(lambda ds: {k: v for d in ds for k, v in d.items()})

    def kind(self, p, depth: int):
        """A strategy for a value of a declared parameter (None: none is drawn)."""
        kind = p.kind
        options = []
        if p.fields:                            # a mapping of its own parameters (a list of them, for a list)
            one = self.mapping(p, depth)
            return st.lists(one, min_size=1, max_size=2) if kind in _OPERAND or kind == "list" else \
                st.one_of([one] + ([st.sampled_from(p.choices)] if p.choices else []))
        if p.choices:
            options.append(st.sampled_from(p.choices))
        if kind == "word":
            return st.sampled_from(p.choices)
        if kind in ("count", "int") and p.min is not None:
            options.append(st.integers(max(p.min, 0), max(p.min, 0) + 3))
        elif kind in _LEAVES:
            options.append(st.sampled_from(_LEAVES[kind]))
        if kind == "filter":
            options.append(self.filter(depth))
        if kind in ACCEPTS or kind in ("value", "any"):
            if depth > 0:
                ops = self.of("value", depth, None if kind in ("value", "any") else ACCEPTS[kind])
                if ops is not None:
                    options.append(ops)
                if kind in ("selector", "value", "any"):
                    options.append(self.filter(depth))
        if kind in _OPERAND:
            item = self.kind(type(p)(_OPERAND[kind]), depth)
            return None if item is None else st.lists(item, min_size=2 if kind in ("values", "conditions", "selectors", "triggers")
                                                      else 1, max_size=2)     # (one operand: the operand itself)
        if kind in ("trigger", "cost", "passive"):
            return self.of(kind, depth) if depth > 0 else None
        if kind == "effect":
            return st.lists(self.step(depth - 1), min_size=1, max_size=2) if depth > 0 else None
        if kind == "effects":
            return st.lists(st.lists(self.step(depth - 1), min_size=1, max_size=1), min_size=2, max_size=2) \
                if depth > 0 else None
        if kind == "abilities":
            return st.lists(self.ability(depth - 1), min_size=1, max_size=1) if depth > 0 else None
        if kind == "mapping":
            return self.mapping(p, depth)
        return st.one_of(options) if options else None

    def mapping(self, p, depth: int):
        if not p.fields:
            return None
        drawn = {k: self.kind(q, depth) for k, q in p.fields.items() if k not in UNDRAWN}
        drawn = {k: s for k, s in drawn.items() if s is not None}

        @st.composite
        def build(draw):
            keys = draw(st.lists(st.sampled_from(sorted(drawn)), min_size=1, max_size=3, unique=True))
            return {k: draw(drawn[k]) for k in keys}
        return build()

    def step(self, depth: int):
        return self.of("step", depth + 1)

    def ability(self, depth: int):
        effect = st.lists(self.step(depth), min_size=1, max_size=1)
        trigger, cost, passive = self.of("trigger", depth + 1), self.of("cost", depth + 1), self.of("passive", depth + 1)
        kinds = [effect.map(lambda e: {"effect": e})]
        if trigger is not None:
            kinds.append(st.tuples(trigger, effect).map(lambda x: {"reaction": {"trigger": x[0], "effect": x[1]}}))
        if cost is not None:
            kinds.append(st.tuples(cost, effect).map(lambda x: {"quick": {"cost": [x[0]], "effect": x[1]}}))
        if passive is not None:
            kinds.append(passive.map(lambda x: {"passive": x}))
        return st.one_of(kinds)


def compiles(category: str, node) -> bool:
    """Whether the compiler takes the node (a program it refuses is not one: the gloss need not print it)."""
    c = Compiler(BOOK, "generated.yaml")
    try:
        if category == "step":
            c.effect([node])
        elif category in ("value", "filter"):     # a value alone, as where every value may stand: in a step
            c.in_step, c.replacing = 1, "advance"      # (a division), in what replaces a move forward
            c.expr(node)
        else:
            {"trigger": compile_trigger, "cost": _compile_cost}.get(category, lambda c, n: compile_passive(
                c, n, "", False, BOOK))(c, node)
    except Exception:           # (any refusal: a DesignError, or a program its compile function cannot take)
        return False
    return True


def _compile_cost(c, node):
    """A cost compiled where it may be paid: one paid only by a step (``paid_by``: "move", by ``pay_costs``)
    inside that step."""
    name = node if isinstance(node, str) else next(iter(node), None) if isinstance(node, dict) else None
    spec = OPERATORS["cost"].get(name)
    return compile_cost(c, node, spec.paid_by if spec is not None else "")


def operators() -> list:
    """Every declared operator with a compile function (a filter key is compiled with its filter)."""
    return [(c, n) for c in CATEGORIES for n, s in OPERATORS[c].items() if s.compile is not None or c == "filter"]


def used(node, found=None) -> set:
    """The (category, name) of each operator a program holds (as the gloss reads it)."""
    found = set() if found is None else found
    if isinstance(node, str):
        for c in ("value", "cost"):
            if node in OPERATORS[c]:
                found.add((c, node))
    if isinstance(node, list):
        for x in node:
            used(x, found)
    if isinstance(node, dict):
        for k, v in node.items():
            for c in CATEGORIES:
                if k in OPERATORS[c]:
                    found.add((c, k))
            used(v, found)
    return found
