"""The words of the card-text language, read from the rules files.

A vocabulary is a plain dict of word lists::

    {"keywords": [...], "valued_keywords": [...], "keyword_actions": [...],
     "statuses": [...], "zones": {NAME: [words]}, "counters": [...],
     "statistics": {NAME: SYMBOL}, "numbers": [...], "types": [...],
     "subtypes": [...], "phases": [...], "daily_effects": [...], "durations": [...],
     "zone_of_type": {TYPE: ZONE}, "meanings": {...}, "reminders": {...}, "oracle": {...}}

``meanings`` says what the grammar's built-in words mean in rules names (the zone
"discard" moves to, the keyword action "draw" is, what {J} {H} {R} trigger on): the
Python code of this package names no zone, status or keyword itself.

``vocabulary_from_rules(rules_dir)`` takes the names declared in
``rules_yaml/`` (keywords.yaml, statuses.yaml, zones.yaml, characteristics.yaml,
day.yaml) and adds the words of ``rules_yaml/cardtext.yaml``
for anything those files do not declare.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

import yaml

from ..loading.paths import RULES_DIR

_SAFE = getattr(yaml, "CSafeLoader", yaml.SafeLoader)      # PyYAML's C loader where it was built with it
DEFAULTS_FILE = RULES_DIR / "cardtext.yaml"
LIST_KEYS = ("keywords", "valued_keywords", "keyword_actions", "statuses", "expedition_statuses", "counters",
             "numbers", "types", "subtypes", "phases", "daily_effects", "durations")


def default_vocabulary() -> dict:
    """The word lists of ``rules_yaml/cardtext.yaml`` alone."""
    with open(DEFAULTS_FILE, encoding="utf-8") as f:
        return yaml.load(f, Loader=_SAFE)


def _read(path: Path) -> dict:
    if not path.is_file():
        return {}
    with open(path, encoding="utf-8") as f:
        return yaml.load(f, Loader=_SAFE) or {}


def _union(first, then):
    out = list(first)
    seen = {w.lower() for w in out}
    for w in then:
        if w.lower() not in seen:
            out.append(w)
            seen.add(w.lower())
    return out


RULE_DOCS = ("keywords", "statuses", "zones", "characteristics", "day", "play")
SET_FILE = "vocabulary.yaml"      # the words a card set brings, beside its card files


def vocabulary_from_rules(rules_dir) -> dict:
    """Word lists from the rules files of a folder, completed by its cardtext.yaml."""
    rules_dir = Path(rules_dir)
    docs = {name: _read(rules_dir / f"{name}.yaml") for name in RULE_DOCS}
    return vocabulary_from_docs(docs, rules_dir)


def vocabulary_from_docs(docs: dict, rules_dir=None) -> dict:
    """Word lists from rules documents as loaded (with their variant overlays), completed by the
    cardtext.yaml of ``rules_dir`` (the bundled one by default)."""
    found: dict = {k: [] for k in LIST_KEYS}
    found["zones"], found["statistics"], found["zone_of_type"] = {}, {}, {}
    found["in_play"] = []
    found["shared_zones"] = []
    found["personal_zones"], found["private_zones"] = [], []
    found["hidden_zones"] = []          # zones whose cards are not objects (3.1.3.d): a hand, a deck
    found["bare_zones"] = {"counters": [], "statuses": []}   # zones whose objects have none (2.5.b, 2.4.1.c)
    found["placed_zones"] = []          # zones whose objects are in an Expedition, in a region (3.2.4.d)
    _read_docs = lambda name: docs.get(name) or {}      # noqa: E731

    kw = _read_docs("keywords")
    for name, spec in (kw.get("keywords") or {}).items():
        found["keywords"].append(name)
        if isinstance(spec, dict) and spec.get("value"):
            found["valued_keywords"].append(name)
    found["keyword_actions"] = list((kw.get("actions") or {}))
    # what an object an action acts on is when the text does not say, whichever way the action is printed
    found["action_objects"] = {name: {k: p["unless_said"] for k, p in (spec.get("params") or {}).items()
                                      if isinstance(p, dict) and p.get("unless_said")}
                               for name, spec in (kw.get("actions") or {}).items() if isinstance(spec, dict)}
    found["action_only"] = {name: {k: p["only"] for k, p in (spec.get("params") or {}).items()
                                   if isinstance(p, dict) and p.get("only")}
                             for name, spec in (kw.get("actions") or {}).items() if isinstance(spec, dict)}
    found["action_them"] = {name: spec["them"] for name, spec in (kw.get("actions") or {}).items()
                            if isinstance(spec, dict) and spec.get("them")}
    found["later_editions"] = dict(kw.get("later_editions") or {})   # refused on a card (CardTextParser.read)
    # what a keyword's reminder text is compared with (cardtext/reminders.py): the declared meanings
    # (as JSON: a file read without the rules' loader has YAML 1.1 keys, "on:" read as true)
    found["oracle"] = json.loads(json.dumps({"actions": kw.get("actions") or {}, "keywords": kw.get("keywords") or {},
                                             "statuses": (_read_docs("statuses").get("statuses") or {})}))

    statuses = _read_docs("statuses").get("statuses") or {}
    found["statuses"] = list(statuses)
    found["expedition_statuses"] = [n for n, spec in statuses.items() if isinstance(spec, dict) and spec.get("expedition")]

    for name, spec in (_read_docs("zones").get("zones") or {}).items():
        title = spec.get("title") if isinstance(spec, dict) else None
        found["zones"][name] = [title or name]
        if isinstance(spec, dict) and spec.get("object_type"):
            found["zone_of_type"][spec["object_type"]] = name
        if isinstance(spec, dict) and spec.get("named_in_play", spec.get("in_play")):
            found["in_play"].append(name)             # "in play" (3.1.4.a): the zones the rules say
        for kept in ("counters", "statuses"):
            if isinstance(spec, dict) and spec.get(f"keeps_{kept}") is False:
                found["bare_zones"][kept].append(name)
        if isinstance(spec, dict) and spec.get("subzones"):
            found["placed_zones"].append(name)       # its parts are the Expeditions
        if isinstance(spec, dict) and spec.get("scope") == "shared":
            found["shared_zones"].append(name)        # one in the game (3.1.2.a): "your" of it is who controls
        if isinstance(spec, dict) and spec.get("scope") == "personal" and not spec.get("in_play"):
            found["personal_zones"].append(name)      # one per player (3.1.2.b), out of play: whose is a card
            if spec.get("visibility") == "hidden" or spec.get("face_down"):   # named there with no player?
                found["private_zones"].append(name)   # (nouns.Noun.unsaid_owner) only its owner sees its cards
            if spec.get("visibility") == "hidden":    # a card moved there is a new card, found no more (2.1.d,
                found["hidden_zones"].append(name)    # 2.1.f): not the Mana zone, visible though face down (3.2.9.a)

    ch = _read_docs("characteristics")
    for name, spec in (ch.get("statistics") or {}).items():
        found["statistics"][name] = spec.get("symbol") if isinstance(spec, dict) else spec
    found["numbers"] = list(ch.get("numbers") or [])
    found["types"] = list(ch.get("types") or [])
    found["counters"] = list(ch.get("counters") or {})
    found["subtypes"] = list(ch.get("subtypes") or [])

    # the types that perform their effect and join no zone in play (5.2.b: a Spell): "Discard a Spell" names
    # none in play (2.2.1.h), so a card of the zone the action takes from
    found["never_in_play"] = list((_read_docs("play").get("play") or {}).get("effect_types") or [])
    tokens = ((_read_docs("play").get("play") or {}).get("tokens") or {})
    if tokens.get("type"):              # a token's type when neither its declaration nor the text says (2.2.1.d)
        found["meanings"] = {"token_type": tokens["type"]}
    support = ((_read_docs("play").get("play") or {}).get("support") or {})
    if support.get("zone"):             # where a support ability works (2.2.11.i): where {I} finds me
        found.setdefault("meanings", {})["support_zone"] = support["zone"]
    if ch.get("statistics_of"):         # the types whose objects have statistics (2.2.11.c: only Characters)
        found.setdefault("meanings", {})["statistics_of"] = list(ch["statistics_of"])

    phases = (_read_docs("day").get("phases") or [])
    found["phases"] = [p["name"] for p in phases if isinstance(p, dict) and "name" in p]
    found["daily_effects"] = [e["name"] for p in phases if isinstance(p, dict)
                              for e in (p.get("effects") or []) if isinstance(e, dict) and "name" in e]
    own = Path(rules_dir) / "cardtext.yaml" if rules_dir is not None else DEFAULTS_FILE
    return merge_vocabulary(found, _read(own) if own.is_file() else default_vocabulary())


def set_vocabulary(folder) -> dict:
    """The vocabulary file a card set brings (``vocabulary.yaml`` beside its card files), checked
    against schema/vocabulary.schema.json; {} when there is none."""
    path = Path(folder) / SET_FILE
    try:
        stat = path.stat()
    except OSError:
        return {}
    key = (str(path.resolve()), stat.st_mtime_ns, stat.st_size)
    if key not in _SET_WORDS:            # asked once per card: read again only when the file changed
        from ..loading.schema import validate
        from ..loading.yamlio import load_file
        doc = load_file(path)
        validate(doc, "vocabulary.schema.json", str(path))
        words = json.loads(json.dumps({k: v for k, v in doc.items() if k not in ("phrases", "bundled")}))
        if doc.get("phrases"):          # phrases keep their positions, for the errors in them
            words["phrases"] = [(str(path), doc["phrases"])]
        from ..loading.cards.catalog import value_start
        for ref, token in (doc.get("tokens") or {}).items():     # so does a token's text (its abilities)
            if "text" in token:
                words["tokens"][ref]["text_at"] = [str(path), *(value_start(token, "text") or (None, None))]
        _SET_WORDS[key] = words
    return _SET_WORDS[key]


_SET_WORDS: dict = {}


def merge_vocabulary(first: dict, then: dict) -> dict:
    """``first``'s words, then those of ``then`` that ``first`` lacks."""
    out: dict = {}
    for key in LIST_KEYS:
        out[key] = _union(first.get(key) or [], then.get(key) or [])
    zones = dict(then.get("zones") or {})
    for name, words in (first.get("zones") or {}).items():
        zones[name] = _union(words, zones.get(name, []))
    out["zones"] = zones
    out["in_play"] = list(first.get("in_play") or then.get("in_play") or [])
    out["shared_zones"] = list(first.get("shared_zones") or then.get("shared_zones") or [])
    for key in ("personal_zones", "private_zones", "hidden_zones"):
        out[key] = list(first.get(key) or then.get(key) or [])
    out["bare_zones"] = dict(first.get("bare_zones") or then.get("bare_zones") or {})
    out["placed_zones"] = list(first.get("placed_zones") or then.get("placed_zones") or [])
    out["never_in_play"] = list(first.get("never_in_play") or then.get("never_in_play") or [])
    for key in ("statistics", "zone_of_type", "meanings", "tokens", "later_editions", "action_objects",
                "action_only", "action_them", "oracle", "reminders"):
        merged = dict(then.get(key) or {})
        merged.update(first.get(key) or {})
        out[key] = merged
    return out


def vocabulary_hash(vocabulary: dict) -> str:
    return hashlib.sha256(json.dumps(vocabulary, sort_keys=True).encode()).hexdigest()[:16]


# -- word forms -----------------------------------------------------------------------

def _with_s(word: str) -> str:
    """English -s ending: Character → Characters, Hero → Heroes, Resupply → Resupplies."""
    low = word.lower()
    if low.endswith("y") and low[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    if low.endswith(("s", "x", "ch", "sh", "o")):
        return word + "es"
    return word + "s"


def plural(word: str) -> str:
    """The plural of a noun, on its last word: Mana Orb → Mana Orbs."""
    head, _, last = word.rpartition(" ")
    return f"{head} {_with_s(last)}" if head else _with_s(last)


def third_person(word: str) -> str:
    """The verb of a keyword action, on its verb: Resupply → Resupplies, Take Control → Takes Control,
    Exhausted Resupply → Exhausted Resupplies, Also Receive a Gift → Also Receives a Gift (a participle or
    "also" before the verb stays)."""
    words = word.split(" ")
    i = 0
    while i < len(words) - 1 and (words[i].lower().endswith("ed") or words[i].lower() == "also"):
        i += 1
    words[i] = _with_s(words[i])
    return " ".join(words)


def forms(vocabulary: dict) -> dict:
    """For each generated terminal: {surface word (lower case) → canonical name}."""
    v = vocabulary
    out: dict[str, dict[str, str]] = {}

    def add(term, surface, name):
        out.setdefault(term, {})[surface.lower()] = name

    for name in v["keywords"]:
        add("VALUED_KEYWORD" if name in v["valued_keywords"] else "KEYWORD", name, name)
    for name in v["keyword_actions"]:
        add("KEYWORD_ACTION", name, name)
        add("KEYWORD_ACTION", third_person(name), name)
    for name in v["statuses"]:
        add("STATUS", name, name)
    for name, words in v["zones"].items():
        for w in words:
            add("ZONE", w, name)
    for name in v["counters"]:
        single = name if name.lower() == "boost" else f"{name} counter"
        add("COUNTER", single, name)
        add("COUNTER", plural(single), name)
    for name, symbol in v["statistics"].items():
        add("TERRAIN", "{%s}" % symbol, name)
    for name in v["numbers"]:
        add("STAT_NAME", name.replace("_", " "), name)
    for name in v["types"]:
        add("TYPE", name, name)
        add("TYPE", plural(name), name)
    for name in v["subtypes"]:
        add("SUBTYPE", name, name)
        add("SUBTYPE", plural(name), name)
    for name in v["phases"]:
        add("PHASE", name, name)
    for name in v["daily_effects"]:
        add("DAILY_EFFECT", name, name)
    for name in v["durations"]:
        add("DURATION", name, name)
    return out
