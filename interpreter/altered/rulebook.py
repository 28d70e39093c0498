"""The RuleBook: every rules file loaded, checked against its schema and compiled once.

A RuleBook is immutable after loading and shared by all the games of a process.

Its layer is this module: above the card-text language (the card texts it reads) and the effects (the
abilities it compiles), below the engine; the files it compiles are read by ``altered.loading.rules``.
"""
from __future__ import annotations

import difflib
import functools
import os
from dataclasses import dataclass
from pathlib import Path

from .effects.abilities.keywords import NOTES as MECHANIC_NOTES
from .effects import Compiler
from .effects.context import Payable
from .effects.params import P
from .effects.records import Phase, ZoneSpec
from .effects.registry import OPERATORS, unknown
from .effects.selectors import compile_predicate
from .loading.errors import DesignError, raise_all
from .loading.rules.modifiers import Modifier
from .loading.paths import RULES_DIR
from .loading.rules.files import RULE_FILES, load_docs  # noqa: F401  (RULE_FILES: also imported from here)
from .loading.schema import schema_errors
from .loading.yamlio import load_file


@dataclass
class DayLimit:
    """A format's last day (day.yaml ``day_limit``): decide after it, maybe play extra days, then end."""
    days: int
    extra_days: int
    skip_on_extra_days: tuple
    decide: object               # fn(ctx): may make a player win
    last: object = None          # fn(ctx) after the final day, before the game ends without a winner
    rule: str = ""


class RuleBook:
    def __init__(self, rules_dir: Path | str = RULES_DIR, overlays=(), write_expressions: bool = True):
        """``write_expressions=False``: every expression stays a tree of closures (effects/inline.py)."""
        self.dir = Path(rules_dir)
        self.write_expressions = write_expressions
        self.docs = load_docs(self.dir, overlays)
        words = self.dir / "cardtext.yaml"          # the card-text vocabulary: checked here too
        if words.is_file():
            raise_all(schema_errors(load_file(words), "cardtext.schema.json", str(words)))
        self._token_abilities: dict = {}
        self._by_text: dict = {}
        self._errors: list = []              # the mistakes of every file, listed together at the end
        self._read_names()
        self._compile()

    # -- names ----------------------------------------------------------------
    def _read_names(self):
        d = self.docs
        self.zones = {n: ZoneSpec(n, z) for n, z in d["zones"]["zones"].items()}
        self.in_play_zones = [n for n, z in self.zones.items() if z.in_play]
        ch = d["characteristics"]
        self.statistics = list(ch["statistics"])
        self.numbers = list(ch.get("numbers", []))
        self.types = list(ch["types"])
        self.abilities_only_in = {t: frozenset(z) for t, z in (ch.get("abilities_only_in") or {}).items()}
        self.nameless_types = frozenset(ch.get("nameless", ()))
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
        # the statuses a kind of card never has (statuses.yaml never_on: a Landmark Permanent is never Fleeting)
        self.never_on = {n: frozenset((k["type"], k.get("zone_type")) for k in s["never_on"])
                         for n, s in self.statuses.items() if isinstance(s, dict) and s.get("never_on")}
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
        self._check_references()

    def _check_references(self):
        """Every name one rules file gives of another's (zones, statuses, types, phases) is declared there."""
        known = {"zone": list(self.zones), "status": list(self.statuses), "type": list(self.types),
                 "phase": list(self.phase_names), "keyword action": list(self.action_names)}
        errors = []
        for kind_path, kind in REFERENCES:
            kind_name, path = kind_path.split(":")
            for node, key, value, is_key in _walk(self.docs[kind_name], path.split(".")):
                for name in (value if isinstance(value, list) else [value]):
                    if name not in known[kind]:
                        near = difflib.get_close_matches(str(name), known[kind], 1)
                        positions = (getattr(node, "key_at", None) or node.key_pos) if is_key else node.key_pos
                        line, col = positions.get(key, node.pos)
                        file = (getattr(node, "key_file", None) or {}).get(key, node.file)
                        errors.append(DesignError(
                            f"unknown {kind} '{name}' (known: {', '.join(known[kind])})"
                            + (f"; did you mean '{near[0]}'?" if near else ""), file, line, col))
        self._errors += errors

    def _error(self, node, key, message):
        line, col = node.key_pos.get(key, node.pos)
        raise DesignError(message, node.file, line, col)

    # -- compiled procedures --------------------------------------------------
    def _compile(self):
        d = self.docs
        c = self.compiler = Compiler(self, file=str(self.dir / "day.yaml"), write_expressions=self.write_expressions)
        for name, spec in d["day"].get("values", {}).items():
            c.values[name] = (list(spec.get("params", [])), self._try(c.expr, spec["value"], at=(spec, "value")))
        c.file = str(self.dir / "keywords.yaml")
        for name, spec in d["keywords"].get("actions", {}).items():
            for key, param in spec.get("params", {}).items():     # a default is written as the kind says
                if isinstance(param, dict) and "default" in param:
                    self._try(lambda p: c.check_value(name, key, P(p["kind"], min=p.get("min"), max=p.get("max")),
                                                      p, "default"), param)
            body = self._try(c.effect, spec["effect"])
            if "possible" in spec:         # done only where it can do something (7.3.11.b; 6.5.f "If you do")
                possible = self._try(c.expr, spec["possible"], at=(spec, "possible"))
                body = Payable(body, functools.partial(_possible, possible, getattr(body, "can_pay", None)))
            c.actions[name] = ({k: v.get("default") if isinstance(v, dict) else v
                                for k, v in spec.get("params", {}).items()}, body, self._stages(c, spec["effect"]))
        # modifiers: from statuses and rules apply to every object; keyword ones to their bearer
        c.file = str(self.dir / "zones.yaml")
        self.modifiers = self.modifiers_of(d["zones"].get("modifiers", []))
        c.file = str(self.dir / "statuses.yaml")
        self.modifiers += self.modifiers_of(m for s in self.statuses.values() for m in s.get("modifiers", []))
        c.file = str(self.dir / "victory.yaml")
        self.advance_modifiers = self.modifiers_of(d["victory"].get("modifiers", []))
        self.step_modifiers = [m for m in self.modifiers if m.kind == "replace_step"]
        self.arrival_actions = {m.action for m in self.modifiers if m.kind == "additive"}   # (Modifying.arrived)
        self.reach_modifiers = [m for m in self.modifiers if m.action == "reach"]
        self.modifiers = [m for m in self.modifiers if m.kind != "replace_step"]
        c.file = str(self.dir / "keywords.yaml")
        # keyword -> mechanic -> what it compiled to (abilities/keywords.py); the engine reads these
        self.keyword_mechanics = {k: self._mechanics(v) for k, v in self.keywords.items()}
        self.keyword_modifiers = {k: m.get("modifiers", []) for k, m in self.keyword_mechanics.items()}
        self.keyword_cants = {k: m.get("cant", []) for k, m in self.keyword_mechanics.items()}
        self.keyword_modifiers_any = any(self.keyword_modifiers.values())
        self.presence_keywords = [k for k, m in self.keyword_mechanics.items() if "presence" in m]       # 7.4.4
        self.alternative_cost_keywords = tuple(k for k, m in self.keyword_mechanics.items() if "alternative_cost" in m)
        c.file = str(self.dir / "characteristics.yaml")
        self.derived_numbers = {}            # numbers worked out from others (v5.0 2.2.9.b Base Cost), ``it`` bound
        for name, spec in (d["characteristics"].get("derived") or {}).items():
            c.check_name(spec, name, "number (derived ones must be listed in numbers)", self.numbers)
            self.derived_numbers[name] = self._try(c.expr, spec["value"])
        c.file = str(self.dir / "setup.yaml")
        self.setup_steps = self._try(c.effect, self.setup_spec["steps"])
        c.file = str(self.dir / "play.yaml")
        self.resolve = {}
        for type_name, spec in self.play["types"].items():
            self._try(lambda spec, t=type_name: self._resolution(t, spec), spec)
        c.file = str(self.dir / "day.yaml")
        self.phases = []
        for p in d["day"]["phases"]:
            effects = [(e["name"], str(e.get("rule", "")), self._try(c.effect, e["do"])) for e in p.get("effects", [])]
            self.phases.append(Phase(p["name"], str(p.get("rule", "")), bool(p.get("turns")), effects))
        self.daily_effect_names = [e[0] for p in self.phases for e in p.effects]
        self.day_limit = None
        limit = d["day"].get("day_limit")
        if limit is not None:
            for name in limit.get("skip_on_extra_days", ()):
                c.check_name(limit, name, "daily effect", self.daily_effect_names)
            self.day_limit = DayLimit(limit["days"], limit.get("extra_days", 0),
                                      tuple(limit.get("skip_on_extra_days", ())), c.effect(limit["decide"]),
                                      c.effect(limit["last"]) if "last" in limit else None, str(limit.get("rule", "")))
        first = self.setup_spec.get("first_day_starts_at", self.phase_names[0])
        raise_all(self._errors)
        self.first_day_phase = self.phase_names.index(first)

    def _resolution(self, type_name, spec):
        c = self.compiler
        c.check_name(spec, type_name, "type", self.types)
        if "by_zone_type" in spec:
            for zt, sub in spec["by_zone_type"].items():
                self.resolve[(type_name, zt)] = (sub.get("choose_subzone"), c.effect(sub["resolve"]))
        else:
            self.resolve[(type_name, None)] = (spec.get("choose_subzone"), c.effect(spec["resolve"]))

    def _try(self, compile_, node, at=None):
        """Compile one part; a mistake is kept for the list of all errors and compiling goes on.

        A part the schema lets through but the compiler cannot read (a key missing, a list where a
        name was expected) is a mistake of that part too, shown at it; a plain value (null, a number)
        has no place of its own, so a mistake in it is shown at its key ``at`` (mapping, key), or at the part."""
        try:
            return compile_(node)
        except DesignError as e:
            parent, key = at or (node, None)
            if e.line is None and getattr(parent, "pos", None):
                file = (getattr(parent, "key_file", None) or {}).get(key) or getattr(parent, "file", None) or e.file
                line, col = (getattr(parent, "key_pos", None) or {}).get(key, parent.pos)
                e = DesignError(e.message, file, line, col)
            self._errors.append(e)
        except (KeyError, TypeError, AttributeError, ValueError, IndexError) as e:
            within, self.compiler.failed_at = self.compiler.failed_at or node, None
            line, col = getattr(within, "pos", None) or getattr(node, "pos", (None, None))
            file = getattr(within, "file", None) or getattr(node, "file", None) or self.compiler.file
            what = f"'{e.args[0]}' is missing" if isinstance(e, KeyError) else f"it is not as expected ({e})"
            self._errors.append(DesignError(f"cannot read this: {what}", file, line, col))
        return None

    def _mechanics(self, entry) -> dict:
        """A keyword's mechanics (7.4): each key of its entry but its notes is a declared keyword mechanic
        (abilities/keywords.py), checked against its parameters and compiled."""
        out = {}
        for key in entry:
            if key not in MECHANIC_NOTES:
                compiled = self._try(lambda e, key=key: self._mechanic(e, key), entry, at=(entry, key))
                if compiled is not None:
                    out[key] = compiled
        return out

    def _mechanic(self, entry, key):
        c, spec = self.compiler, OPERATORS["keyword"].get(key)
        if spec is None:
            c.error_at(entry, key, unknown("keyword", key, "keyword mechanic"), at_key=True)
        c.check_params(key, spec, entry, entry[key])
        return spec.compile(c, entry[key], entry)

    def _stages(self, c, steps):
        """(its choices, the rest) of a keyword action that starts with choices and does more, else None: done by
        several players in turn ("Each player [Sabotages]"), each chooses before any acts (6.1.h)."""
        lead = _leading_choices(steps) if isinstance(steps, list) else 0
        if not 0 < lead < len(steps):
            return None
        return self._try(c.effect, steps[:lead]), self._try(c.effect, steps[lead:])

    def modifiers_of(self, specs) -> list:
        """The modifiers written in ``specs`` (statuses, zones, victory, a keyword's ``modifiers``), compiled."""
        return [m for made in (self._try(self._modifiers, spec) for spec in specs) for m in made or ()]

    def _modifiers(self, m) -> list:
        """One modifier per action ``on.action`` names (7.3.30.a: a token created or relocated is received)."""
        actions = m["on"].get("action")
        if not isinstance(actions, list):
            return [self._modifier(m)]
        return [self._modifier({**m, "on": {**m["on"], "action": a}}) for a in actions]

    def _modifier(self, m):
        on = m["on"]
        c = self.compiler
        if "step" in on:
            if on["step"] not in self.all_effect_names() + self.action_names:
                c.error(on, f"unknown daily effect or keyword action '{on['step']}'",
                        self.all_effect_names() + self.action_names)
            if "instead" not in m:
                c.error(m, "a modifier of a whole step replaces it: give `instead`")
            return Modifier(str(m.get("rule", "")), "replace_step", on["step"], (), (), None,
                            compile_predicate(c, on.get("object"), at=on), c.effect(m["instead"]), None,
                            str(m.get("rule", "")))

        def zones(value):
            names = tuple(value) if isinstance(value, list) else ((value,) if value else ())
            for z in names:
                c.check_name(on, z, "zone", self.zones)
            return names
        during = on.get("during")
        if during is not None and during not in self.all_effect_names():
            c.error(on, f"unknown daily effect '{during}'", self.all_effect_names())
        kind = "replace_action" if "instead" in m else "additive"
        return Modifier(str(m.get("rule", "")), kind, on["action"], zones(on.get("from") or on.get("zone")),
                        zones(on.get("to")), during,
                        compile_predicate(c, on.get("object"), at=on),
                        c.effect(m["instead"]) if "instead" in m else None,
                        c.effect(m["also"]) if "also" in m else None,
                        str(m.get("rule", "")))

    def all_effect_names(self):
        return [e["name"] for p in self.docs["day"]["phases"] for e in p.get("effects", [])]

    # -- card programs ----------------------------------------------------------
    def program(self, card):
        """The compiled abilities of a card (parsed and compiled once per process). Keyed by what the program
        is made of, not the reference alone: two files may print different texts under one reference (a
        designer's card, an edited vocabulary), and each is read with the words of its own folder (and as a
        token's or not: a token's printed rule is a reminder only on one)."""
        key = (card.ref, card.text, card.support_text, card.file, bool(card.token))
        try:
            return self.programs[key]
        except KeyError:
            prog = self.programs[key] = self._compile_card(card)
            return prog

    def unread(self, cards) -> list[DesignError]:
        """The texts of these cards the engine cannot read or run, each named once (file, line, column)."""
        out: list[DesignError] = []
        seen: set[str] = set()
        for card in cards:
            if card is None or card.ref in seen:
                continue
            seen.add(card.ref)
            prog = self.program(card)
            if prog.errors:
                out.extend(e for e in prog.errors if str(e) not in {str(x) for x in out})
            else:
                out.extend(DesignError(f"{card.name}: cannot run {text!r}: {why}", card.file, card.line)
                           for text, why in prog.unsupported)
        return out

    def card_parser(self, folder=None):
        """The card-text parser for this rule book's words (with its variant overlays), and those of
        the card set in ``folder`` (its vocabulary.yaml; a list of folders: all their words), built once."""
        from .cardtext.rulebook_parser import parser_for_docs, sets_words
        parsers = self.__dict__.setdefault("_parsers", {})
        extra = sets_words(folder)
        key = repr(sorted(extra.items())) if extra else None     # sets with the same words share one
        if key not in parsers:
            parsers[key] = parser_for_docs(self.docs, self.dir, extra)
        return parsers[key]

    def parser_for(self, card):
        """The parser of the words a card was loaded with (its set's: ``CardDef.words``)."""
        words = getattr(card, "words", None)
        if not isinstance(words, (str, type(None))):
            return self.card_parser(words)
        known = self.__dict__.setdefault("_parser_of_words", {})     # asked once per card: found once per folder
        key = (words, _stamp(words))                                # (and again when its words change)
        if key not in known:
            known[key] = self.card_parser(words)
        return known[key]

    def prepare(self, cards, cached_only: bool = False):
        """Read every text of these cards at once, through the card-text disk cache (fast start-up): the texts
        of each card file apart, so that a file read by one command is read from the cache by any other that
        reads it (a scenario's own cards, a set), and once per process. ``cached_only``: those the cache holds;
        the others are read one by one as they are played."""
        from .cardtext.api import parse_texts
        groups: dict = {}
        for c in cards:
            items = groups.setdefault((self.parser_for(c), bool(c.token), c.file), [])
            if c.text:
                items.append((c.text, False))
            if c.support_text:
                items.append((c.support_text, True))
        done = self.__dict__.setdefault("_prepared", set())
        for (parser, token, _), items in groups.items():
            key = (id(parser), token, cached_only, tuple(items))
            if items and key not in done:
                parse_texts(items, parser=parser, token=token, cached_only=cached_only)
                done.add(key)

    def _compile_card(self, card):
        from .effects.abilities import Program, compile_program
        if card.ref.startswith(("region:", "emblem:", "ongoing:")):
            return Program()
        if card.ref.startswith("token:"):
            return compile_program(self, self._token_abilities.get(card.ref, []))
        key = (self.parser_for(card).digest, card.text, card.support_text, bool(card.token),  # a set's words may
               card.type, card.zone_type)
        #                                                    read it otherwise; a token's rule is a reminder on one
        same = self._by_text.get(key)
        if same is not None and not same.errors:     # another version with the same printed text (a mistake
            return same                              # is the card's own: it is shown at that card's file)
        prog = self._by_text[key] = self._compile_text(card)
        return prog

    def _compile_text(self, card):
        from .effects.abilities import Program, compile_program
        try:
            from .cardtext.api import parse_abilities
            line, col = card.text_pos or (card.line, None)
            parser = self.parser_for(card)
            token = bool(card.token)
            data = parse_abilities(card.text, file=card.file, line=line, column=col, parser=parser, token=token,
                                   placed=self.placed_in(card), unresolved=self.unresolved(card),
                                   main=True, unheard=card.type if card.type in self.spell_like_types else None) \
                if card.text else []
            if card.support_text:
                line, col = card.support_pos or (card.line, None)
                data += parse_abilities(card.support_text, support=True, file=card.file, line=line, column=col,
                                        parser=parser, token=token)
        except DesignError as e:
            prog = Program()
            prog.unsupported.append((card.text, e.message))
            prog.errors.append(e)
            return prog
        return compile_program(self, data)

    def unresolved(self, card):
        """(the card's type said, the types that perform an effect) when a card of this type never performs an
        Effect ability of its text (1.2.4.c): only those of play.yaml ``effect_types`` do, when they resolve
        (5.1.2.i, 5.2.4); else None. A token is of the type play.yaml ``tokens`` makes (7.3.4.a)."""
        kind = card.type or (self.play["tokens"]["type"] if card.token else None)
        if kind is None or kind in self.spell_like_types:
            return None
        said = kind if card.zone_type is None else f"{card.zone_type} {kind}"
        return said, self.spell_like_types

    def placed_in(self, card):
        """(the zones a card's main text works in, why) when its type puts it in no Expedition then, else
        None: a Spell performs its effect in the transit zone (5.1.2.i, 5.2.4), a Landmark Permanent works
        where its resolution puts it (5.1.2.i, 5.2.3.a), a Hero's only in its zone (characteristics.yaml
        abilities_only_in, 2.2.11.h; the Hero zone is in no Expedition, 3.2.6); a Character or an Expedition
        Permanent is in an Expedition (checked by the card-text reader: its placed zones)."""
        said = card.type if card.zone_type is None else f"{card.zone_type} {card.type}"
        if card.type in self.spell_like_types:
            zone = self.play["transit"]
            return [zone], f"a {said} card performs its effect in the {zone} zone (5.1.2.i)"
        only = self.abilities_only_in.get(card.type)
        if only:                                     # a Hero: in its own zone, in no Expedition (3.2.6, 2.2.11.h)
            zones = sorted(only)
            named = next((f"{sub.capitalize()} {z.name}" for z in self.zones.values() for sub in z.subzones
                          if sub == said.lower()), None)      # the player's Expedition of the same name (3.2.4.b)
            hint = f"; the {named} is its player's: 'your {named}', 3.2.4.b" if named else ""
            return zones, f"a {said} card's abilities work only in the {' or '.join(zones)} zone (2.2.11.h, 3.2.6{hint})"
        spec = self.play["types"].get(card.type)
        if spec is None:
            return None
        spec = spec.get("by_zone_type", {}).get(card.zone_type, spec)
        zones = _zones_named(spec)
        if not zones:
            return None
        return zones, f"a {said} card's abilities work once it has joined the " \
            f"{' or '.join(zones)} zone (5.1.2.i)"

    def text_program(self, text):
        """The program of an ability written as card text in the rules (e.g. what Scout gives)."""
        key = ("text", text)
        prog = self.programs.get(key)
        if prog is None:
            from .effects.abilities import compile_program
            from .cardtext.api import parse_abilities
            prog = self.programs[key] = compile_program(self, parse_abilities(text, parser=self.card_parser()))
        return prog

    def granted_program(self, passive):
        key = ("granted", id(passive))
        prog = self.programs.get(key)
        if prog is None:
            from .effects.abilities import compile_program
            prog = self.programs[key] = compile_program(self, passive.abilities)
        return prog

    def compile_passive(self, c, node, text=""):
        """The passives of an effect that lasts (the emblem step, 2.2.14), compiled with compiler ``c``: the
        abilities layer, above the effects that call this, does it."""
        from .effects.abilities.passives import compile_passive
        return compile_passive(c, node, text, False, self)

    @staticmethod
    def passives_program(passives):
        """A program holding only these passives (an Ongoing Emblem's, 2.2.14)."""
        from .effects.abilities import Program
        return Program(passives=passives)

    def token_card(self, spec):
        """The definition of a token (2.2.4.f name, 2.2.10.e statistics, 2.2.2.j sub-types, 2.2.11.f abilities).
        A template is a constant of the compiled step (or of ``token_spec``): its card is found by identity
        first, without writing the template out again."""
        known = self.programs.get(("token_of", id(spec)))
        if known is not None and known[0] is spec:
            return known[1]
        import json
        from .loading.cards.model import CardDef
        key = "token:" + json.dumps(spec, sort_keys=True, default=str)
        card = self.programs.get(("token", key))
        if card is None:
            base = {k: v for k, v in (spec.get("stats") or {}).items()}
            card = CardDef(ref=key, version="", name=spec.get("name", ""), faction=None,
                           type=spec.get("type", self.token_type),          # v5.0 2.2.1.d: unless the effect says
                           subtypes=tuple(spec.get("subtypes", ())), zone_type=spec.get("zone_type"),
                           token=True, base=base)
            self._token_abilities[key] = list(spec.get("abilities") or [])
            self.programs[("token", key)] = card
        self.programs[("token_of", id(spec))] = (spec, card)      # holds the template: its id stays its own
        return card

    def made_card(self, ref, name, type_, subtypes=()):
        """The definition of an object a game makes that no card prints (a region, an emblem), made
        once per rule book: definitions are immutable, so the objects made alike share one."""
        key = ("made", ref, name, type_, subtypes)
        card = self.programs.get(key)
        if card is None:
            from .loading.cards.model import CardDef
            card = self.programs[key] = CardDef(ref=ref, version="", name=name, faction=None, type=type_,
                                                subtypes=subtypes)
        return card

    def token_spec(self, card) -> dict:
        """The definition a token was created from (the inverse of ``token_card``), one dict per token
        definition (not to be changed)."""
        spec = self.programs.get(("token_spec", card.ref))
        if spec is None:
            import json
            spec = self.programs[("token_spec", card.ref)] = json.loads(card.ref[len("token:"):])
        return spec

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


# FILE:PATH (``*`` any key, ``<key>`` the keys themselves) -> the kind of name found there
REFERENCES = (
    ("play:play.transit", "zone"), ("play:play.from.<key>", "zone"), ("play:play.from.*.gain", "status"),
    ("play:play.from.*.unless_status", "status"), ("play:play.mana.zone", "zone"), ("play:play.mana.status", "status"),
    ("play:play.support.zone", "zone"), ("play:play.support.unless_status", "status"), ("play:play.discard", "zone"),
    ("play:play.emblems.zone", "zone"), ("play:play.emblems.type", "type"), ("play:play.tokens.zone", "zone"),
    ("play:play.tokens.type", "type"), ("play:play.effect_types", "type"), ("play:play.regions", "type"),
    ("setup:setup.hero_zone", "zone"), ("setup:setup.deck_zone", "zone"), ("setup:setup.first_day_starts_at", "phase"),
    ("zones:zones.*.enter_status", "status"), ("zones:zones.*.exchange", "status"),
    ("characteristics:counters.*.status", "status"), ("characteristics:nameless", "type"),
    ("keywords:actions.*.is_a", "keyword action"), ("statuses:statuses.*.never_on.type", "type"),
)


def _walk(node, steps):
    """(mapping, key, value, is_key) for each place a REFERENCES path reaches."""
    if steps and isinstance(node, list):       # a list: each of its items
        for item in node:
            yield from _walk(item, steps)
        return
    if not steps or not isinstance(node, dict):
        return
    head, rest = steps[0], steps[1:]
    if head == "<key>":
        yield from ((node, k, k, True) for k in node)
        return
    for k in (list(node) if head == "*" else [head] if head in node else []):
        if rest:
            yield from _walk(node[k], rest)
        elif node[k] is not None:
            yield node, k, node[k], False


def _zones_named(type_spec):
    """The zones a card type's resolution moves it to (moves nested in ``if`` branches too)."""
    out = []

    def walk(steps):
        for step in steps if isinstance(steps, list) else [steps]:
            if not isinstance(step, dict):
                continue
            if isinstance(step.get("move"), dict) and isinstance(step["move"].get("to"), str):
                out.append(step["move"]["to"])
            for branch in ("then", "else", "do"):
                if branch in step:
                    walk(step[branch])

    for spec in [type_spec] + list(type_spec.get("by_zone_type", {}).values()):
        walk(spec.get("resolve", []))
    return out


_cache: dict = {}


def _stamp(folder) -> tuple | None:
    """When the words of a card set's folder (its vocabulary.yaml) last changed, and their size."""
    from .cardtext.vocabulary import SET_FILE
    try:
        stat = os.stat(os.path.join(folder, SET_FILE)) if folder else None
    except OSError:
        return None
    return stat and (stat.st_mtime_ns, stat.st_size)


def refuse_unread(problems: list[DesignError], allow: bool) -> list[str]:
    """A card whose text does not read is refused before any game (every such text listed, exit 1), unless
    the designer allows it (``--allow-unread``): then the warnings to print, one per card, and it plays
    without its abilities."""
    if problems and not allow:
        from .loading.errors import DesignErrors
        raise DesignErrors(problems + [DesignError(
            f"{len(problems)} card text{'s' if len(problems) > 1 else ''} cannot be read (--allow-unread plays "
            f"such a card without its abilities)", "<cards>")])
    return [f"warning: {e} (plays without its abilities: --allow-unread)" for e in problems]


def load_rulebook(rules_dir=None, variants=()) -> RuleBook:
    """Load (once per process) the rules in ``rules_dir`` with the given variant overlays."""
    from .loading.rules.variants import load_variant
    key = (str(rules_dir or RULES_DIR), tuple(str(v) for v in variants))
    if key not in _cache:
        overlays = [load_variant(v) for v in variants]
        _cache[key] = RuleBook(rules_dir or RULES_DIR, overlays)
    return _cache[key]


def _leading_choices(steps) -> int:
    """How many of a keyword action's steps are the choices it starts with ([Sabotage]: the card in a Reserve)."""
    n = 0
    while n < len(steps) and isinstance(steps[n], dict) and "choose" in steps[n]:
        n += 1
    return n


def _possible(possible, can, ctx) -> bool:
    """Whether a keyword action can be done now: its declared condition holds (keywords.yaml ``possible``), and
    its steps can be, where they tell (``can``)."""
    return bool(possible(ctx)) and (can is None or bool(can(ctx)))
