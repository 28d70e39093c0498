"""Selectors, players, Expeditions, values and conditions of the effect model, in words."""
from __future__ import annotations

import json

from .api import default_parser


def player_text(p) -> str:
    if isinstance(p, dict) and "var" in p:
        return p["var"]
    if isinstance(p, dict) and "controller_of" in p:
        return f"the controller of {sel_text(p['controller_of'], plural=False)}"
    return {"you": "you", "opponent": "your opponent", "each": "each player", "any": "a player",
            "first_player": "the first player"}.get(p, str(p))


def marker_text(m) -> str:
    if "markers" in m:
        spec = m["markers"]
        if spec == "all":
            return "every expedition"
        side = f"{spec['side']} " if "side" in spec else ""
        return f"your {side}expedition" + ("" if side else "s")
    if "marker_of" in m:
        return "my expedition" if m["marker_of"] == "self" else f"the expedition of {sel_text(m['marker_of'])}"
    if "other_marker" in m:
        return "your other expedition"
    if "facing" in m:
        return f"the expedition facing {sel_text(m['facing'])}"
    if "markers_where" in m:
        spec = m["markers_where"]
        test = cond_text(spec["test"]).replace(json.dumps({"var": spec.get("as", "m")}), "it")
        return f"{marker_text(spec['in'])} where {test}"
    if "region_of" in m:
        return f"the region of {sel_text(m['region_of'])}"
    return _json(m)


def sel_text(s, plural: bool = True) -> str:
    if s == "self":
        return "me" if plural else "I"
    if s == "it":
        return "it"
    if isinstance(s, str):
        return s
    if isinstance(s, list):
        return " and ".join(sel_text(x) for x in s)
    if not isinstance(s, dict):
        return str(s)
    if "var" in s and len(s) == 1:
        return s["var"]
    if "was" in s and len(s) == 1:              # last known information (2.1.h)
        return f"{sel_text(s['was'], plural)} as it was before it moved"
    if "concat" in s and len(s) == 1:           # "we": I and it (v5.0 7.2.2.a)
        return " and ".join(sel_text(x, plural=False) for x in s["concat"])
    if any(k in s for k in ("markers", "marker_of", "other_marker", "facing", "markers_where", "region_of")):
        return marker_text(s)
    if "players" in s:
        return "player" if s["players"] == "all" else "opponent"
    words = []
    if s.get("top") is not None:
        n = s["top"]
        words.append(f"the top {value_text(n)} card{'s' if n != 1 else ''} of")
        words.append(f"{'your' if s.get('owner') == 'you' else 'the'} {s.get('zone')}")
        return " ".join(words)
    if "not" in s:
        words.append("other" if s["not"] == "self" else f"(not {sel_text(s['not'])})")
    if "status" in s:
        words.append(s["status"] if isinstance(s["status"], str) else "/".join(s["status"]))
    if "not_status" in s:
        words.append("non-" + (s["not_status"] if isinstance(s["not_status"], str) else "/".join(s["not_status"])))
    if "keyword" in s:
        words.append(s["keyword"])
    if s.get("token") is True:
        words.append("token")
    if s.get("token") is False:
        words.append("non-token")
    kinds = []
    for key in ("type", "subtype"):
        if key in s:
            kinds.extend(s[key] if isinstance(s[key], list) else [s[key]])
    if not kinds and s.get("token") is True:
        words.pop()
        kinds = ["token"]
    noun = " or ".join(kinds) if kinds else "card"
    words.append(noun + ("s" if plural and not noun.endswith("s") else ""))
    if "among" in s:
        words.append(f"among {sel_text(s['among'])}")
    if s.get("controller") == "you":
        words.append("you control")
    elif "controller" in s:
        words.append(f"controlled by {player_text(s['controller'])}")
    implied = default_parser().vocabulary.get("zone_of_type", {})
    if "zone" in s and not any(implied.get(k) == s["zone"] for k in kinds):
        words.append(f"in {'your ' if s.get('owner') == 'you' else ''}{s['zone']}")
    elif "owner" in s and s.get("owner") == "you":
        words.append("you own")
    if "in_marker" in s:
        words.append(f"in {sel_text(s['in_marker'])}")
    if "where" in s:
        words.append(f"where {cond_text(s['where'])}")
    return " ".join(words)


def subject(what) -> str:
    return "I" if what == "self" else sel_text(what)


def verb_s(what) -> str:
    """Third-person -s for a single object."""
    if what == "self" or (isinstance(what, dict) and ("var" in what or "type" in what or "subtype" in what
                                                     or "token" in what)):
        return "" if what == "self" else ("s" if "var" in what else "")
    return "s"


def counter_text(name, n) -> str:
    one = n == 1
    return ("boost" if one else "boosts") if name == "boost" else f"{name} counter{'' if one else 's'}"


def value_text(v) -> str:
    if isinstance(v, (int, str)):
        return str(v)
    if not isinstance(v, dict):
        return str(v)
    if "var" in v:
        return v["var"]
    if "count" in v:
        return f"the number of {sel_text(v['count'])}"
    if "counters" in v:
        if v.get("of") == "self":
            return f"my number of {counter_text(v['counters'], 2)}"
        return f"the number of {counter_text(v['counters'], 2)} on {sel_text(v.get('of'))}"
    if "stat" in v:
        base = "base " if v.get("base") else ""
        of = "its" if v.get("of") == "it" else f"{sel_text(v.get('of', 'self'))}'s"
        return f"{of} {base}{v['stat'].replace('_', ' ')}"
    if "add" in v:
        return " + ".join(value_text(x) for x in v["add"])
    if "sub" in v:
        return " - ".join(value_text(x) for x in v["sub"])
    if "mul" in v:
        return " × ".join(value_text(x) for x in v["mul"])
    if "regions_between" in v:
        return "the number of regions between your hero and companion expeditions"
    if "count_markers" in v:
        return f"the number of {marker_text(v['count_markers'])}"
    if "keep_more" in v:
        return f"the cards in {v['keep_more']} a card lets you keep"
    if "controller_of" in v:
        return f"the controller of {sel_text(v['controller_of'], plural=False)}"
    if "count_stats" in v:
        a = v["count_stats"]
        return f"the number of base statistics equal to {a['equal']} among {sel_text(a['of'])}"
    return _json(v)


_CMP = {"gt": ">", "gte": "≥", "lt": "<", "lte": "≤", "eq": "=", "ne": "≠"}


def cmp_text(spec: dict) -> str:
    op = next(k for k in spec if k in _CMP)
    return f"{_CMP[op]} {value_text(spec[op])}"


def cond_text(c) -> str:
    if not isinstance(c, dict):
        return str(c)
    op = next(iter(c))
    a = c[op]
    if op in _CMP:
        return f"{value_text(a[0])} {_CMP[op]} {value_text(a[1])}"
    if op == "and":
        return " and ".join(cond_text(x) for x in a)
    if op == "or":
        return " or ".join(cond_text(x) for x in a)
    if op == "not":
        return f"not ({cond_text(a)})"
    if op == "exists":
        return f"there is {sel_text(a, plural=False)}"
    if op == "has_status":
        what = a["what"]
        past = isinstance(what, dict) and set(what) == {"was"}
        tense = "was" if a.get("before") or past else "is"
        what = what["was"] if past else what
        return f"{sel_text(what, plural=False)} {tense} {a['status']}"
    if op == "is":
        return f"{player_text(a[0])} {'are' if a[0] == 'you' else 'is'} {player_text(a[1])}"
    if op == "did":
        return "you did"
    if op == "var":
        return "you did"
    if op == "matches":
        return f"{sel_text(a['what'])} is a {sel_text(a['filter'], plural=False)}"
    if op == "distinct":
        return "you control different " + ", ".join(sel_text(x, plural=False) for x in a)
    if op == "played_from":
        return f"it was played from {a}"
    if op == "in_terrain":
        who = marker_text(a["marker"]) if "marker" in a else sel_text(a["what"], plural=False)
        return f"{who} is in {a['terrain']}"
    if op == "position":
        return f"{marker_text(a['of'])} is {a['is']}"
    if op == "any" and isinstance(a, dict) and a.get("in", {}).get("marker_of") is not None:
        return cond_text(a["test"]).replace(marker_text({"var": a.get("as")}), marker_text(a["in"]), 1)
    if op == "call" and set(c) == {"call", "marker"}:        # a named value of an Expedition
        return f"{marker_text(c['marker'])} is {a.replace('_', ' ')}"
    if op == "terrain_where":
        base = "base " if a.get("base") else ""
        return f"{sel_text(a['what'], plural=False)} is in a terrain where its {base}statistic is {a['equal']}"
    if op == "may_keep_more":
        return f"a card lets you keep {sel_text(a['what'], plural=False)} in {a['zone']}"
    if op == "contains":
        return f"{sel_text(a['object'], plural=False)} is in {sel_text(a['marker'])}"
    return _json(c)


def _json(x) -> str:
    return json.dumps(x, ensure_ascii=False)
