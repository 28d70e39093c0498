"""The RuleBook: every rules file loaded, checked against its schema and compiled once.

A RuleBook is immutable after loading and shared by all the games of a process.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .effects import Compiler
from .effects.selectors import compile_predicate
from .errors import DesignError
from .paths import RULES_DIR
from .schema import validate
from .yamlio import load_file

# file -> schema; the order is the order they are read in
RULE_FILES = ("zones", "characteristics", "statuses", "keywords", "adventure", "play", "setup", "day", "victory",
              "precedence")


class Spec:
    """Attribute access over a data mapping, with defaults."""

    def __init__(self, name, data, **defaults):
        self.name = name
        self.data = data
        for k, v in defaults.items():
            setattr(self, k, data.get(k, v))


@dataclass
class Modifier:
    """An event modifier (6.2): replaces (``instead``) or adds to (``also``) a step or an atomic action.

    ``kind`` is replace_step (``on: {step: NAME}``), replace_action or additive, the
    three kinds whose order precedence.yaml declares (6.2.g).
    """
    rule: str
    kind: str
    action: str
    source_zone: tuple
    dest_zone: tuple
    during: str | None
    test: object                 # fn(obj, ctx) -> bool
    instead: object = None       # fn(ctx) or None
    also: object = None
    label: str = ""
    # modifiers written on cards also have:
    player: object = None        # fn(ctx) -> the player whose action it modifies
    phase: str | None = None
    cond: object = None
    optional: bool = False       # 6.2.d: "you may ... instead"
    declined: object = None      # 6.2.e: "If you don't, ..."
    status: str | None = None    # "If I would gain [[Fleeting]]": the status gained
    marker: object = None        # "If my Expedition would move forward": fn(ctx) -> its markers

    @property
    def text(self):
        return self.label


@dataclass
class Prohibition:
    """A "can't" (1.4.1): the action does not happen when ``when`` holds."""
    rule: str
    action: str
    when: object


@dataclass
class Phase:
    name: str
    rule: str
    turns: bool
    effects: list = field(default_factory=list)   # [(name, rule, fn)]


class RuleBook:
    def __init__(self, rules_dir: Path | str = RULES_DIR, overlays=()):
        self.dir = Path(rules_dir)
        self.docs = {}
        for name in RULE_FILES:
            path = self.dir / f"{name}.yaml"
            doc = load_file(path)
            for overlay in overlays:
                doc = overlay.apply(name, doc)
            validate(doc, f"{name}.schema.json", str(path))
            self.docs[name] = doc
        self._token_abilities = {}
        self._by_text = {}
        self._read_names()
        self._compile()

    # -- names ----------------------------------------------------------------
    def _read_names(self):
        d = self.docs
        self.zones = {n: Spec(n, z, scope="personal", visibility="visible", ordered=False,
                              in_play=False, subzones=[], keeps_counters=True, keeps_statuses=True,
                              counters_on_leave="keep", enter_status=[], object_type=None, face_down=False, owner_sees=False, exchange=None,
                              capacity=None, title=n, rule=None)
                      for n, z in d["zones"]["zones"].items()}
        self.in_play_zones = [n for n, z in self.zones.items() if z.in_play]
        ch = d["characteristics"]
        self.statistics = list(ch["statistics"])
        self.numbers = list(ch.get("numbers", []))
        self.types = list(ch["types"])
        self.counter_specs = dict(ch.get("counters", {}))
        self.stat_counters = {n: c.get("adds_to_statistics", 0) for n, c in self.counter_specs.items()
                              if c.get("adds_to_statistics")}
        self.derived_statuses = {c["status"]: n for n, c in self.counter_specs.items() if c.get("status")}
        self.statuses = dict(d["statuses"]["statuses"])
        self.keywords = dict(d["keywords"]["keywords"])
        self.action_names = list(d["keywords"].get("actions", {}))
        self.value_names = list(d["day"].get("values", {}))
        self.phase_names = [p["name"] for p in d["day"]["phases"]]
        self.adventure = d["adventure"]["adventure"]
        self.play = d["play"]["play"]
        self.setup_spec = d["setup"]["setup"]
        play = self.play
        self.ability_zones = list(self.in_play_zones)                    # 1.2.4.d
        self.support_zone = play["support"]["zone"]
        self.support_blocked = tuple(play["support"].get("unless_status", ()))
        self.discard_zone = play["discard"]
        self.emblem_zone, self.emblem_type = play["emblems"]["zone"], play["emblems"]["type"]
        self.token_zone, self.token_type = play["tokens"]["zone"], play["tokens"]["type"]
        self.spell_like_types = tuple(play["effect_types"])
        self.region_type = play["regions"]
        self.played_zones = list(dict.fromkeys(
            [z for t in play["types"].values() for z in _zones_named(t)] + [play["support"]["zone"], play["discard"]]))
        self.programs = {}
        self.precedence = d["precedence"]["precedence"]
        self.limits = self.precedence["limits"]
        adv = self.adventure
        regions = [adv["first"], adv["last"], adv["arena"]]
        for node in regions:
            for t in node["terrains"]:
                if t not in self.statistics:
                    self._error(node, "terrains", f"unknown terrain '{t}' (the statistics are {', '.join(self.statistics)})")
        for card in adv["between"]["cards"]:
            for half in card:
                for t in half:
                    if t not in self.statistics:
                        line, col = getattr(half, "pos", (None, None))
                        raise DesignError(f"unknown terrain '{t}' (the statistics are {', '.join(self.statistics)})",
                                          d["adventure"].file, line, col)
        for zone_key in ("hero_zone", "deck_zone"):
            if self.setup_spec[zone_key] not in self.zones:
                self._error(self.setup_spec, zone_key, f"unknown zone '{self.setup_spec[zone_key]}'")

    def _error(self, node, key, message):
        line, col = node.key_pos.get(key, node.pos)
        raise DesignError(message, node.file, line, col)

    # -- compiled procedures --------------------------------------------------
    def _compile(self):
        d = self.docs
        c = self.compiler = Compiler(self, file=str(self.dir / "day.yaml"))
        for name, spec in d["day"].get("values", {}).items():
            c.values[name] = (list(spec.get("params", [])), c.expr(spec["value"]))
        c.file = str(self.dir / "keywords.yaml")
        for name, spec in d["keywords"].get("actions", {}).items():
            c.actions[name] = (dict(spec.get("params", {})), c.effect(spec["effect"]))
        # modifiers: from statuses and rules apply to every object; keyword ones to their bearer
        c.file = str(self.dir / "zones.yaml")
        self.modifiers = [self._modifier(m) for m in d["zones"].get("modifiers", [])]
        c.file = str(self.dir / "statuses.yaml")
        self.modifiers += [self._modifier(m) for s in self.statuses.values() for m in s.get("modifiers", [])]
        c.file = str(self.dir / "victory.yaml")
        self.advance_modifiers = [self._modifier(m) for m in d["victory"].get("modifiers", [])]
        self.step_modifiers = [m for m in self.modifiers if m.kind == "replace_step"]
        self.reach_modifiers = [m for m in self.modifiers if m.action == "reach"]
        self.modifiers = [m for m in self.modifiers if m.kind != "replace_step"]
        c.file = str(self.dir / "keywords.yaml")
        self.keyword_modifiers = {k: [self._modifier(m) for m in v.get("modifiers", [])]
                                  for k, v in self.keywords.items()}
        self.keyword_cants = {k: [Prohibition(str(p.get("rule", v.get("rule", ""))), p["action"], c.expr(p["when"]))
                                  for p in v.get("cant", [])] for k, v in self.keywords.items()}
        self.keyword_modifiers_any = any(self.keyword_modifiers.values())
        self.presence_keywords = [k for k, v in self.keywords.items() if v.get("presence") == "every_subzone"]
        c.file = str(self.dir / "setup.yaml")
        self.setup_steps = c.effect(self.setup_spec["steps"])
        c.file = str(self.dir / "play.yaml")
        self.resolve = {}
        for type_name, spec in self.play["types"].items():
            c.check_name(spec, type_name, "type", self.types)
            if "by_zone_type" in spec:
                for zt, sub in spec["by_zone_type"].items():
                    self.resolve[(type_name, zt)] = (sub.get("choose_subzone"), c.effect(sub["resolve"]))
            else:
                self.resolve[(type_name, None)] = (spec.get("choose_subzone"), c.effect(spec["resolve"]))
        c.file = str(self.dir / "day.yaml")
        self.phases = []
        for p in d["day"]["phases"]:
            effects = [(e["name"], str(e.get("rule", "")), c.effect(e["do"])) for e in p.get("effects", [])]
            self.phases.append(Phase(p["name"], str(p.get("rule", "")), bool(p.get("turns")), effects))
        self.daily_effect_names = [e[0] for p in self.phases for e in p.effects]
        first = self.setup_spec.get("first_day_starts_at", self.phase_names[0])
        self.first_day_phase = self.phase_names.index(first)

    def _modifier(self, m):
        on = m["on"]
        c = self.compiler
        if "step" in on:
            if on["step"] not in self._all_effect_names() + self.action_names:
                c.error(on, f"unknown daily effect or keyword action '{on['step']}'",
                        self._all_effect_names() + self.action_names)
            if "instead" not in m:
                c.error(m, "a modifier of a whole step replaces it: give `instead`")
            return Modifier(str(m.get("rule", "")), "replace_step", on["step"], (), (), None,
                            compile_predicate(c, on.get("object")), c.effect(m["instead"]), None,
                            str(m.get("rule", "")))

        def zones(value):
            names = tuple(value) if isinstance(value, list) else ((value,) if value else ())
            for z in names:
                c.check_name(on, z, "zone", self.zones)
            return names
        during = on.get("during")
        if during is not None and during not in self._all_effect_names():
            c.error(on, f"unknown daily effect '{during}'", self._all_effect_names())
        kind = "replace_action" if "instead" in m else "additive"
        return Modifier(str(m.get("rule", "")), kind, on["action"], zones(on.get("from") or on.get("zone")),
                        zones(on.get("to")), during,
                        compile_predicate(c, on.get("object")),
                        c.effect(m["instead"]) if "instead" in m else None,
                        c.effect(m["also"]) if "also" in m else None,
                        str(m.get("rule", "")))

    def _all_effect_names(self):
        return [e["name"] for p in self.docs["day"]["phases"] for e in p.get("effects", [])]

    # -- card programs ----------------------------------------------------------
    def program(self, card):
        """The compiled abilities of a card (parsed and compiled once per process)."""
        try:
            return self.programs[card.ref]
        except KeyError:
            prog = self.programs[card.ref] = self._compile_card(card)
            return prog

    def card_parser(self, folder=None):
        """The card-text parser for this rule book's words (with its variant overlays), and those of
        the card set in ``folder`` (its vocabulary.yaml; a list of folders: all their words), built once."""
        from .cardtext.parser import build_parser
        from .cardtext.vocabulary import merge_vocabulary, set_vocabulary, vocabulary_from_docs
        parsers = self.__dict__.setdefault("_parsers", {})
        extra: dict = {}
        for f in (folder if isinstance(folder, (list, tuple)) else [folder] if folder is not None else []):
            words = set_vocabulary(f)
            for k, v in words.items():
                extra[k] = dict(extra.get(k) or {}, **v) if isinstance(v, dict) else \
                    list(dict.fromkeys((extra.get(k) or []) + list(v)))
        key = repr(sorted(extra.items())) if extra else None     # sets with the same words share one
        if key not in parsers:
            vocabulary = vocabulary_from_docs(self.docs, self.dir)
            if extra:
                vocabulary = merge_vocabulary(vocabulary, extra)
                vocabulary.update({k: dict(vocabulary.get(k) or {}, **extra[k])
                                   for k in ("tokens",) if k in extra})
            parsers[key] = build_parser(vocabulary)
        return parsers[key]

    def parser_for(self, card):
        return self.card_parser(Path(card.file).parent if getattr(card, "file", None) else None)

    def prepare(self, cards):
        """Read every text of these cards at once, through the card-text disk cache (fast start-up)."""
        from .cardtext.api import parse_texts
        groups: dict = {}
        for c in cards:
            items = groups.setdefault(self.parser_for(c), [])
            if c.text:
                items.append((c.text, False))
            if c.support_text:
                items.append((c.support_text, True))
        for parser, items in groups.items():
            if items:
                parse_texts(items, parser=parser)

    def _compile_card(self, card):
        from .abilities import Program, compile_program
        if card.ref.startswith(("region:", "emblem:", "ongoing:")):
            return Program()
        if card.ref.startswith("token:"):
            return compile_program(self, self._token_abilities.get(card.ref, []))
        same = self._by_text.get((card.text, card.support_text))
        if same is not None:                     # another version with the same printed text
            return same
        prog = self._by_text[(card.text, card.support_text)] = self._compile_text(card)
        return prog

    def _compile_text(self, card):
        from .abilities import Program, compile_program
        try:
            from .cardtext.api import parse_abilities
            line, col = card.text_pos or (card.line, None)
            parser = self.parser_for(card)
            data = parse_abilities(card.text, file=card.file, line=line, column=col, parser=parser) \
                if card.text else []
            if card.support_text:
                line, col = card.support_pos or (card.line, None)
                data += parse_abilities(card.support_text, support=True, file=card.file, line=line, column=col,
                                        parser=parser)
        except DesignError as e:
            prog = Program()
            prog.unsupported.append((card.text, e.message))
            prog.errors.append(e)
            return prog
        return compile_program(self, data)

    def text_program(self, text):
        """The program of an ability written as card text in the rules (e.g. what Scout gives)."""
        key = ("text", text)
        prog = self.programs.get(key)
        if prog is None:
            from .abilities import compile_program
            from .cardtext.api import parse_abilities
            prog = self.programs[key] = compile_program(self, parse_abilities(text, parser=self.card_parser()))
        return prog

    def granted_program(self, passive):
        key = ("granted", id(passive))
        prog = self.programs.get(key)
        if prog is None:
            from .abilities import compile_program
            prog = self.programs[key] = compile_program(self, passive.abilities)
        return prog

    def token_card(self, spec):
        """The definition of a token (2.2.4.f name, 2.2.10.e statistics, 2.2.2.j sub-types, 2.2.11.f abilities)."""
        import json
        from .cards.model import CardDef
        key = "token:" + json.dumps(spec, sort_keys=True, default=str)
        card = self.programs.get(("token", key))
        if card is None:
            base = {k: v for k, v in (spec.get("stats") or {}).items()}
            card = CardDef(ref=key, version="", name=spec.get("name", ""), faction=None, type=self.token_type,
                           subtypes=tuple(spec.get("subtypes", ())), token=True, base=base)
            self._token_abilities[key] = list(spec.get("abilities") or [])
            self.programs[("token", key)] = card
        return card

    # -- vocabulary -----------------------------------------------------------
    def vocabulary(self) -> dict:
        """Every game word the rules define, for the card-text grammar and the vocabulary test."""
        return {
            "zones": list(self.zones),
            "zone_titles": [z.title for z in self.zones.values()],
            "subzones": sorted({s for z in self.zones.values() for s in z.subzones}),
            "phases": list(self.phase_names),
            "daily_effects": list(self.daily_effect_names),
            "statuses": list(self.statuses),
            "keywords": list(self.keywords),
            "actions": list(self.action_names),
            "statistics": list(self.statistics),
            "numbers": list(self.numbers),
            "types": list(self.types),
            "counters": list(self.counter_specs),
        }


def _zones_named(type_spec):
    """The zones a card type's resolution moves it to."""
    out = []
    for spec in [type_spec] + list(type_spec.get("by_zone_type", {}).values()):
        for step in spec.get("resolve", []):
            if isinstance(step, dict) and "move" in step:
                out.append(step["move"]["to"])
    return out


_cache: dict = {}


def load_rulebook(rules_dir=None, variants=()) -> RuleBook:
    """Load (once per process) the rules in ``rules_dir`` with the given variant overlays."""
    from .variants import load_variant
    key = (str(rules_dir or RULES_DIR), tuple(str(v) for v in variants))
    if key not in _cache:
        overlays = [load_variant(v) for v in variants]
        _cache[key] = RuleBook(rules_dir or RULES_DIR, overlays)
    return _cache[key]
