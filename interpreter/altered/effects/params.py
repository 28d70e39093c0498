"""The parameters a step declares: name, kind and range, checked before the step is compiled.

Each step registers them with its compile function (``@step("move", doc=..., what=P("selector",
required=True), ...)``); the compiler, ``altered check`` (through the compiler), ``explain``
and ``rules_yaml/effect-model.md`` (generated, see ``effects.registry``) all read that one registry.
"""
from __future__ import annotations

from dataclasses import dataclass, field

# kind -> how the effect-model notes write it
KINDS = {
    "selector": "SEL",
    "value": "VALUE",
    "count": "COUNT",          # a value; written as a number it is >= min (0 unless said)
    "int": "N",                # a plain number
    "number": "NUMBER",        # a value; written as a number it is a whole number (of either sign unless min)
    "player": "PLAYER",
    "marker": "MARKER",
    "condition": "COND",
    "effect": "EFFECT",
    "zone": "ZONE",
    "status": "STATUS",
    "statuses": "[STATUS]",
    "daily_effect": "DAILY-EFFECT",
    "action": "ACTION",
    "name": "NAME",
    "text": "TEXT",
    "flag": "true/false",
    "list": "[...]",
    "mapping": "{...}",
    "word": "",                # one of its choices
    "any": "ANY",
    # kinds the gloss and the notes read more closely (checked as the plainer kind they refine)
    "filter": "FILTER",        # a test of one object, written as a selector
    "phase": "PHASE",
    "statistic": "STAT",
    "value_name": "NAME",      # a named value of rules_yaml/day.yaml (strength, distance...)
    "effects": "[EFFECT]",     # a list of effects (the options of a choice)
    "passive": "PASSIVE",
    "trigger": "TRIGGER",
    "triggers": "[TRIGGER]",
    "cost": "COST",
    "costs": "[COST]",
    "abilities": "[ABILITY]",
    "stats": "{STAT: N}",
    "values": "[VALUE]",
    "conditions": "[COND]",
    "selectors": "[SEL]",
    "passives": "[PASSIVE]",
}

# What an action's object can be, as a parameter declares it (``P.of``, keywords.yaml ``of:``); a ``marker``
# parameter names places.
OBJECT_KINDS = ("objects", "places")

LISTS = ("list", "effects", "triggers", "costs", "abilities", "values", "conditions", "selectors", "passives")

ARG = "_"    # the parameter name of a step whose argument is one value (`win: PLAYER`, `pay: COUNT`)


@dataclass(frozen=True)
class P:
    """A declared parameter."""
    kind: str
    required: bool = False
    min: int | None = None
    max: int | None = None
    choices: tuple = ()         # words it also takes as they are (`count: any`, `who: each_player`)
    doc: str = ""
    fields: dict = field(default_factory=dict, hash=False, compare=False)   # a mapping's own parameters
    phrase: str = field(default="", compare=False)   # how the gloss reads the value (or each item of a list)
    of: str = ""                # what a selector or value names: "objects" (cards and tokens, 1.2.1) or "places"
    #                             (Expeditions); "" either. A card text naming the other there is refused (OBJECT_KINDS)
    acts: bool = field(default=True, compare=False)   # whether a step acts on what it names there: not on a place
    #                             it puts things in, nor a name it passes on ("If you do" after it asks of it, 6.5.f)

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"unknown parameter kind {self.kind!r} (known: {', '.join(KINDS)})")
        if self.of and self.of not in OBJECT_KINDS:
            raise ValueError(f"unknown object kind {self.of!r} (known: {', '.join(OBJECT_KINDS)})")

    @property
    def names(self) -> str:
        """What the objects it takes are: "places" (an Expedition's marker), "objects", or "" (either)."""
        return "places" if self.kind == "marker" else self.of

    def written(self) -> str:
        if self.kind == "word":
            return "/".join(self.choices)
        if self.fields:
            return "{" + ", ".join(f"{k}: {p.written()}" for k, p in self.fields.items()) + "}"
        text = KINDS[self.kind]
        low = self.min if self.min is not None else (0 if self.kind == "count" else None)
        if low is not None or self.max is not None:
            text += f" {low if low is not None else ''}..{self.max if self.max is not None else ''}"
        if self.choices:
            text += " or " + "/".join(self.choices)
        return text

    def problem(self, value, book, value_words=()) -> tuple[str, list] | None:
        """What is wrong with a value written for this parameter (message, known names), or None.

        Only what can be told before the game: literals of the wrong kind or out of range, unknown names.
        ``value_words``: the words that read as a value (``you``, ``x``...); any other word where a number
        goes is a mistake (``count: "2"``, ``count: three``)."""
        if isinstance(value, str) and value in self.choices:
            return None
        kind = self.kind
        if kind == "word":
            return f"one of {', '.join(self.choices)}, got {value!r}", []
        if kind == "value":
            return None                # any value: a number, a condition, a player, a selection
        if kind in ("count", "int", "number"):
            number = f"a number{' or ' + '/'.join(self.choices) if self.choices else ''}"
            if isinstance(value, bool) or value is None or (kind == "int" and not isinstance(value, int)):
                return f"{number}, got {'null' if value is None else repr(value)}", []
            if isinstance(value, str) and value not in value_words:
                return f"{number} (or a value such as {{var: NAME}}), got the text {value!r}", []
            if isinstance(value, int):
                low = self.min if self.min is not None else (0 if kind == "count" else None)
                if low is not None and value < low:
                    return f"a number >= {low}, got {value}", []
                if self.max is not None and value > self.max:
                    return f"a number <= {self.max}, got {value}", []
            if isinstance(value, float):
                return f"a whole number, got {value}", []
        elif kind == "flag":
            if not isinstance(value, bool):
                return f"true or false, got {value!r}", []
        elif kind in ("name", "text", "daily_effect", "zone", "status"):
            if not isinstance(value, str):
                if kind == "zone" and isinstance(value, list):
                    return None
                return f"a {kind.replace('_', ' ')} name, got {value!r}" if kind != "text" else f"a text, got {value!r}", []
            known = {"zone": lambda: list(book.zones), "status": lambda: list(book.statuses),
                     "daily_effect": lambda: book.all_effect_names()}.get(kind)
            if known is not None and value not in known():
                return f"unknown {kind.replace('_', ' ')} '{value}'", known()
        elif kind == "statuses":
            if not isinstance(value, list):
                return f"a list of statuses, got {value!r}", []
            for s in value:
                if s not in book.statuses:
                    return f"unknown status '{s}'", list(book.statuses)
        elif kind == "effect":
            if not isinstance(value, (list, dict)):
                return f"a step or a list of steps, got {value!r}", []
        elif kind in LISTS:
            if not isinstance(value, list):
                return f"a list, got {value!r}", []
        elif kind in ("mapping", "stats"):
            if not isinstance(value, dict):
                return f"a mapping, got {value!r}", []
        elif kind == "selector" and isinstance(value, dict) and "top" not in value and "bottom" not in value:
            zones = value.get("zone") if isinstance(value.get("zone"), list) else [value.get("zone")]
            ordered = [z for z in zones if isinstance(z, str) and z in book.zones and book.zones[z].ordered]
            if ordered:                # 3.2.2.c: a step on cards of the Deck says where they are
                return f"cards of the {ordered[0]} at a position (3.2.2.c): add top: N or bottom: N", []
        return None
