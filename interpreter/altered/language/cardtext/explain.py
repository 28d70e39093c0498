"""How the engine reads a card text, in English-like lines.

>>> print(explain("{R} I gain 2 boosts."))
{R} I gain 2 boosts.
  reads as: {R} I gain 2 boosts.
  Reaction — when: I am played from Reserve · effect: I gain 2 boosts
"""
from __future__ import annotations

import json
from typing import Iterable, Iterator

from ...loading.errors import DesignError
from .api import default_parser, parse_abilities, render_text
from .explain_words import cmp_text, counter_text, cond_text, player_text, sel_text, subject, value_text, verb_s

INDENT = "  "


def explain(text: str, *, support: bool = False) -> str:
    """Each ability of ``text`` as the engine reads it (raises DesignError on a mistake)."""
    lines = [text.strip()]
    lines.extend(INDENT + "reads as: " + r for r in render_text(text, grouped=True))
    for ability in parse_abilities(text, support=support):
        lines.extend(INDENT + line for line in render_ability(ability))
    return "\n".join(lines)


def explain_jsonl(lines: Iterable[str]) -> Iterator[dict]:
    """One result per input line: a card text, or a JSON object ``{"text": ..., "support": bool}``.

    Yields ``{"text", "ok", "abilities", "explain"}`` or ``{"text", "ok": False, "error"}``.
    """
    for number, raw in enumerate(lines, 1):
        raw = raw.rstrip("\n")
        if not raw.strip():
            continue
        text, support = raw, False
        if raw.lstrip().startswith("{\""):
            try:
                obj = json.loads(raw)
                text, support = obj["text"], bool(obj.get("support"))
            except (ValueError, KeyError, TypeError):
                pass
        try:
            abilities = parse_abilities(text, support=support)
        except DesignError as e:
            yield {"text": text, "ok": False, "error": f"{e.line or number}:{e.column}: {e.message}",
                   "context": e.context}
            continue
        yield {"text": text, "ok": True, "abilities": abilities, "reads_as": render_text(text, grouped=True),
               "explain": [line for a in abilities for line in render_ability(a)]}


# -- abilities ------------------------------------------------------------------------

def _meaning(key: str):
    return default_parser().vocabulary.get("meanings", {}).get(key)


def render_ability(a: dict) -> list[str]:
    prefix = "Support " if a.get("support") else ""
    if "keyword" in a:
        value = f" {value_text(a['value'])}" if "value" in a else ""
        return [f"{prefix}Keyword — {a['keyword']}{value}"]
    if "status" in a:
        return [f"{prefix}Status — I have {a['status']}"]
    if "effect" in a:
        return _with_steps(f"{prefix}Effect", a["effect"])
    if "reaction" in a:
        r = a["reaction"]
        head = f"{prefix}Reaction — when: {trigger_text(r['trigger'])}"
        if "if" in r:
            head += f", if {cond_text(r['if'])}"
        return _with_steps(head + " ·", r["effect"], label="effect")
    if "quick" in a:
        q = a["quick"]
        head = f"{prefix}Quick action — cost: {', '.join(cost_text(c) for c in q['cost'])}"
        if "if" in q:
            head += f", only if {cond_text(q['if'])}"
        return _with_steps(head + " ·", q["effect"], label="effect")
    if "passive" in a:
        return [f"{prefix}Passive — {line}" if i == 0 else INDENT + line
                for i, line in enumerate(passive_lines(a["passive"]))]
    return [f"{prefix}{_json(a)}"]


def _with_steps(head: str, steps: list, label: str = "") -> list[str]:
    lines = steps_lines(steps)
    sep = f" {label}: " if label else ": "
    if len(lines) == 1:
        return [head.rstrip(" ·") + (" ·" if label else "") + sep.rstrip() + " " + lines[0].strip()
                if label else head + ": " + lines[0].strip()]
    return [head.rstrip(" ·") + (f" · {label}:" if label else ":")] + [INDENT + x for x in lines]


# -- steps ------------------------------------------------------------------------------

def steps_lines(steps: list) -> list[str]:
    out: list[str] = []
    for step in steps:
        out.extend(step_lines(step))
    return out or ["nothing"]


def _block(head: str, steps: list) -> list[str]:
    inner = steps_lines(steps)
    if len(inner) == 1:
        return [f"{head} {inner[0]}"]
    return [head] + [INDENT + x for x in inner]


def step_lines(step) -> list[str]:
    if not isinstance(step, dict):
        return [str(step)]
    op = next((k for k in step if k not in ("rule", "note", "as")), None)
    arg = step.get(op)
    if op == "if":
        lines = _block(f"if {cond_text(step['if'])}:", step.get("then", []))
        if "else" in step:
            lines += _block("otherwise:", step["else"])
        return lines
    if op == "may":
        return _block("you may:", arg["do"])
    if op == "modes":
        head = f"choose {arg.get('count', 1)}"
        if "more_if" in arg:
            head += f" (if {cond_text(arg['more_if'])}, you may choose {arg.get('more')})"
        if arg.get("repeat"):
            head += " (the same option may be picked again)"
        lines = [head + ":"]
        for option in arg["options"]:
            inner = steps_lines(option)
            lines.append(INDENT + "• " + inner[0])
            lines.extend(INDENT * 2 + x for x in inner[1:])
        return lines
    if op == "each_player":
        return _block("each player, in turn order:", arg["do"])
    if op == "as_player":
        return _block(f"{player_text(arg['who'])} does:", arg["do"])
    if op == "for_each":
        return _block(f"for each {sel_text(arg['in'])} ({arg['as']}):", arg["do"])
    if op == "later":
        return _block(f"after {arg['after']}:", arg["do"])
    if op == "emblem":
        return [f"until the end of this {arg['duration']}: " + passive_lines(arg["passive"])[0]] + \
            [INDENT + x for x in passive_lines(arg["passive"])[1:]]
    return [simple_step(op, arg)]


def simple_step(op, a) -> str:
    if op == "choose":
        n = a.get("count", 1)
        many = "any number" if n == "any" else (f"up to {value_text(n)}" if a.get("min") == 0 else value_text(n))
        kind = "target " if a.get("target") else ""
        who = "" if a.get("who", "you") == "you" else f"{player_text(a['who'])} "
        extra = f" with a total {a['total']['stat'].replace('_', ' ')} {cmp_text(a['total'])}" if "total" in a else ""
        source = a["from"]
        if isinstance(source, dict) and source.get("markers") == "all":
            noun = "expedition" + ("" if n == 1 else "s")
        else:
            noun = sel_text(source, plural=n != 1)
        many = "a" if n == 1 and a.get("min") != 0 else many
        return f"{who}choose {many} {kind}{noun}{extra} → {a.get('as')}"
    if op == "counters":
        name = a["name"]
        if "add" in a:
            return f"{subject(a['what'])} gain{verb_s(a['what'])} {value_text(a['add'])} {counter_text(name, a['add'])}"
        return f"{subject(a['what'])} spend{verb_s(a['what'])} {value_text(a['remove'])} {counter_text(name, a['remove'])}"
    if op in ("gain", "lose"):
        return f"{subject(a['what'])} {op}{verb_s(a['what'])} {a['status']}"
    if op == "move":
        what, to = sel_text(a["what"]), a["to"]
        if a.get("sacrifice"):
            text = f"sacrifice {what}"
        elif to == _meaning("discard_zone"):
            text = f"discard {what}"
        else:
            text = f"put {what} in {to}"
            if "expedition" in a:
                text += f" ({sel_text(a['expedition'])})"
        return text + (" on top" if a.get("position") == "top" else "")
    if op == "do":
        if isinstance(a, dict):
            (name, args), = a.items()
            if name == _meaning("draw_action"):
                n = args.get("count", 1)
                return f"draw {value_text(n)} card{'' if n == 1 else 's'}"
            if "what" in args and set(args) <= {"what", "with"}:      # [Defect] target, [Exchange] a with b
                return f"[{name}] {sel_text(args['what'])}" + (f" with {sel_text(args['with'])}" if "with" in args else "")
            return f"[{name}] {_json(args)}"
        return f"[{a}]"
    if op == "create":
        stats = "/".join(str(v) for v in a["stats"].values())
        subtypes = " ".join(a.get("subtypes", []) + ([a["type"]] if "type" in a else []))
        n = a.get("count", 1)
        text = f"create {value_text(n)} [{a['name']} {stats}] {subtypes} token{'' if n == 1 else 's'}"
        text += f" {'distributed among' if a.get('distribute') else 'in'} {sel_text(a['in'])}"
        if a.get("abilities"):
            text += " with " + "; ".join(f'"{x.get("text", "")}"' for x in a["abilities"])
        return text
    if op == "advance":
        by = a["by"]
        way = "forward" if not isinstance(by, int) or by > 0 else "backward"
        n = abs(by) if isinstance(by, int) else value_text(by)
        return f"{sel_text(a['marker'])} moves {way} {n} region{'' if n == 1 else 's'}"
    if op == "switch":
        return f"{sel_text(a['what'])} switch{'es' if verb_s(a['what']) else ''} Expeditions"
    if op == "activate":
        return f"activate the {', '.join('{' + s.lower() + '}' for s in a['symbols'])} abilities of {sel_text(a['what'])}"
    if op == "spend":
        return f"spend {value_text(a['count'])} of my {a['name']} counters"
    if op == "pay":
        return f"pay {value_text(a)} mana"
    if op == "win":
        return f"{player_text(a)} win{'s' if a != 'you' else ''} the game"
    if op == "play":
        less = a.get("cost", {}).get("change")
        how = " for free" if a.get("free") else (f" for {value_text(-less if isinstance(less, int) else less)} less"
                                                  if less is not None else "")
        return f"play {sel_text(a['what'])}{how}"
    if op == "create" and "name" not in a:
        return f"create: {_json(a)}"
    if op == "reveal":
        return f"reveal {sel_text(a['what'])} → {a['as']}"
    if op == "roll":
        return f"roll {value_text(a['dice'])} {'die' if a['dice'] == 1 else 'dice'} → {a['as']}"
    if op == "ignore_die":
        return f"ignore one die of {a['of']} of your choice"
    if op == "set":
        return f"{a['var']} becomes {value_text(a['value'])}"
    from ..effects.compiler import SPECS          # no phrase here: the step registry says what it does
    spec = SPECS.get(op)
    return f"{op}: {_json(a)}" + (f" ({spec.doc})" if spec and spec.doc else " (not a known step)")


def cost_text(c) -> str:
    if c == "exhaust_self":
        return "exhaust me {T}"
    if c == "discard_self":
        return "discard me {D}"
    if isinstance(c, dict):
        if "mana" in c:
            return f"pay {value_text(c['mana'])} mana"
        if "discard" in c:
            return f"discard {sel_text(c['discard'])}"
        if "sacrifice" in c:
            return f"sacrifice {sel_text(c['sacrifice'])}"
        if "spend" in c:
            return f"spend {value_text(c['spend']['count'])} of my {c['spend']['name']} counters"
        if "if" in c:
            return f"{', '.join(cost_text(x) for x in c['then'])} more if {cond_text(c['if'])}"
    return " ".join(step_lines(c))


# -- passives and triggers ----------------------------------------------------------------

def passive_lines(p: dict) -> list[str]:
    op = next(iter(p))
    a = p[op]
    cond = f" if {cond_text(a['if'])}" if isinstance(a, dict) and "if" in a and op != "modifier" else ""
    if op == "all":
        return [x for part in a for x in passive_lines(part)]
    if op == "grant":
        to = sel_text(a["to"])
        if "keyword" in a:
            what = a["keyword"] + (f" {value_text(a['value'])}" if "value" in a else "")
        elif "status" in a:
            what = a["status"]
        else:
            what = "; ".join(f'"{x.get("text", "")}"' for x in a["abilities"])
        return [f"{to} {'have' if verb_s(a['to']) == '' else 'has'} {what}{cond}"]
    if op == "cant":
        what = sel_text(a["what"]) if "what" in a else sel_text(a.get("of", "self"))
        action = {"advance": "move forward", "play": "be played",
                  "activate": f"activate {', '.join('{' + s.lower() + '}' for s in a.get('symbols', []))} abilities"
                  }.get(a["action"], a["action"])
        note = f" ({a['note']})" if "note" in a else ""
        if "during" in a:
            action += f" during {a['during']}"
        if "due_to" in a:
            action += f" due to {a['due_to']}"
        if "except_due_to" in a:
            action += f" except due to {a['except_due_to']}"
        return [f"{what} can't {action}{cond}{note}"]
    if op == "on_play":
        which = "the next" if a.get("next") else ("the first each " + a["first_each"] if "first_each" in a else "each")
        head = f"{which} {sel_text(a['what'], plural=False)} played by {player_text(a.get('by', 'you'))}"
        if "from" in a:
            head += f" from {a['from']}"
        parts = []
        cost = a.get("cost")
        if cost:
            if cost.get("free"):
                parts.append("is free")
            if "change" in cost:
                ch = cost["change"]
                if isinstance(ch, dict) and "mul" in ch and isinstance(ch["mul"][0], int):
                    n, per = ch["mul"][0], ch["mul"][1]
                    parts.append(f"costs {abs(n)} {'less' if n < 0 else 'more'} per one of {value_text(per)}")
                else:
                    parts.append(f"costs {abs(ch)} {'less' if ch < 0 else 'more'}" if isinstance(ch, int)
                                 else f"costs {value_text(ch)} more")
            if "floor" in cost:
                parts.append(f"down to a minimum of {value_text(cost['floor'])}")
            if "min" in cost:
                parts.append(f"can't cost less than {value_text(cost['min'])}")
            if "paying" in cost:
                parts.append("if you " + ", ".join(cost_text(x) for x in cost["paying"]))
        if "in" in a:
            where = sel_text(a["in"]["marker"], plural=False)
            if "without" in a["in"]:
                where += f" with no {sel_text(a['in']['without'])}"
            head += f" in {where}"
        lines = [head + (": " + ", ".join(parts) if parts else "") + cond]
        if a.get("also"):
            lines += [INDENT + "then " + x for x in steps_lines(a["also"])]
        return lines
    if op == "modifier":
        head = f"if {event_text(a['on'])}"
        if "if" in a:
            head += f" and {cond_text(a['if'])}"
        lines = []
        if "instead" in a:
            lines += _block(head + (", you may instead:" if a.get("optional") else ", instead:"), a["instead"])
        if "declined" in a:
            lines += _block("if you don't:", a["declined"])
        if "also" in a:
            lines += _block(head + ", also:" if not lines else "also:", a["also"])
        return lines
    if op == "lose_abilities":
        return [f"{sel_text(a['what'], plural=True)} lose their abilities"]
    if op == "setup":
        return _block("at the start of the game:", a)
    if op == "terrain":
        what = a.get("what", {})
        regions = " and ".join(sel_text(x) for x in what["any_of"]) if isinstance(what, dict) and "any_of" in what \
            else ("every region" if what == {"type": "Region"} else sel_text(what))
        if "add" in a:
            return [f"{regions} also {'are' if 'any_of' in what else 'is'} {a['add']}{cond}"]
        return [f"{regions} are only {a['only']} (they lose their other terrains){cond}"]
    if op == "allow":
        where = f" in {sel_text(a['in'])}" if "in" in a else ""
        return [f"{player_text(a.get('by', 'you'))} may play {sel_text(a['what'])}{where}{cond}"]
    if op == "dont_prevent":
        return [f"{sel_text(a['what'])} don't prevent {sel_text(a['marker'])} from moving forward{cond}"]
    if op == "remain":
        return [f"{sel_text(a['what'])} remain {cond_text(a['state']).split(' is ', 1)[-1]} during {a['during']}{cond}"]
    if op == "can_gain":
        return [f"{subject(a['what'])} can gain {a['status']} even if {cond_text(a.get('even_if', {}))}{cond}"]
    if op == "stats_set":
        return [f"the {', '.join(a['stats'])} of {sel_text(a['what'])} are equal to their highest statistic{cond}"]
    if op == "limit":
        extra = f" if {cond_text(a['counting'])}" if a.get("counting") else ""
        return [f"{player_text(a.get('who', 'you'))} may keep {value_text(a['add'])} more card{'' if a['add'] == 1 else 's'}"
                f" in {a['zone']} during {a['during']}{extra}{cond}"]
    if op == "can_be_used":
        return [f"{subject(a['what'])} can be used as {sel_text(a['as'], plural=False)} (as every card can)"]
    if op == "ignore":
        return [f"ignore {sel_text(a['what'])} abilities during the first {a['during'].get('first', '')}"]
    return [f"{op}: {_json(a)}"]


def event_text(e: dict) -> str:
    """The event a modifier watches, as "<who> would <do>"."""
    who = sel_text(e["object"], plural=False) if "object" in e else player_text(e.get("player", "you"))
    action = e.get("action")
    if action == "move":
        if "object" in e and "to" not in e:
            verb = f"leave {e.get('from', '')}".rstrip()
        else:
            verb = "move " + ("" if "object" in e else "a card ") + \
                (f"from {e['from']} " if "from" in e else "") + (f"to {e['to']}" if "to" in e else "")
    elif action == "roll":
        verb = "roll " + ("a die" if e.get("dice") == 1 else "dice")
    elif action == "gain":
        verb = f"gain {e.get('status')}"
    elif action == "advance":
        who, verb = sel_text(e.get("marker")), "move forward"
    else:
        verb = str(action or "act")
    text = f"{who} would {verb.strip()}"
    if "phase" in e:
        text += f" during {e['phase']}"
    return text


def trigger_text(t: dict) -> str:
    op = next(iter(t))
    a = t[op]
    if op == "at":
        return f"at {a}"
    if op == "any":
        return " or ".join(trigger_text(x) for x in a)
    if op == "played":
        who = "I am" if a["what"] == "self" else f"{player_text(a.get('by', 'you'))} play{'s' if a.get('by', 'you') != 'you' else ''} {sel_text(a['what'], plural=False)}"
        return who + (" played" if a["what"] == "self" else "") + (f" from {a['from']}" if "from" in a else "")
    if op == "joins":
        where = " or ".join(a["zone"]) + " zone" if "zone" in a else sel_text(a["expedition"])
        return f"{sel_text(a['what'], plural=False)} join{verb_s(a['what'])} {where}"
    if op == "moves":
        frm = " or ".join(a["from"]) if isinstance(a.get("from"), list) else a.get("from", "anywhere")
        text = f"{sel_text(a['what'], plural=False)} leave{verb_s(a['what'])} {frm}"
        if "to" in a:
            text += f" for {a['to']}"
        if "during" in a:
            text += f" during {a['during']}"
        return text
    if op == "sacrificed":
        return "I am sacrificed" if a["what"] == "self" else f"you sacrifice {sel_text(a['what'], plural=False)}"
    if op == "gains_counters":
        if "reaching" in a:
            return f"{subject(a['what'])} gain{verb_s(a['what'])} a {counter_text(a['name'], 1)}, reaching {a['reaching']}"
        return f"{sel_text(a['what'], plural=False)} gains {a['min']} or more {counter_text(a['name'], 2)}"
    if op == "gains_status":
        if "by" in a:
            return f"{player_text(a['by'])} make{'s' if a['by'] != 'you' else ''} a " \
                   f"{sel_text(a['what'], plural=False)} gain {a['status']}"
        return f"{subject(a['what'])} gain{verb_s(a['what'])} {a['status']}"
    if op == "does":
        return f"{player_text(a['who'])} does {a['action']}"
    if op == "fails_to_advance":
        return f"{sel_text(a['marker'])} fails to move forward" + (f" during {a['during']}" if "during" in a else "")
    if op == "attempts_advance":
        return f"{sel_text(a['marker'])} attempts to move forward"
    if op == "advances":
        return f"{sel_text(a['marker'])} moves forward" + (f" due to {a['due_to']}" if "due_to" in a else "")
    if op == "created":
        return f"you create {sel_text(a['what'], plural=False)}"
    if op == "rolls":
        text = f"{player_text(a['who'])} roll{'s' if a['who'] != 'you' else ''} dice"
        if "result" in a:
            text += f" and {cond_text(a['result'])}"
        return text + (" this way (by this ability)" if a.get("this_way") else "")
    return f"{op}: {_json(a)}"


def _json(x) -> str:
    return json.dumps(x, ensure_ascii=False)
