"""Variant overlays: a small file that changes parts of the standard rules.

A variant only changes what exists, unless it says ``add:``; every name it gives
(a file, a key, a phase, a daily effect) must be found, or it is an error at the
variant's own line, with the known names and a did-you-mean.  Its operations run
in the order the file gives them:

``changes: {FILE: {...}}``   merge key by key; lists of named entries merge by ``name``
``set: {PATH: VALUE}``       replace one value (or one named list entry) at a path
``add: {PATH: VALUE}``       a new key, or items appended to the list at PATH (VALUE is a list)
``insert: [{before|after: PATH, item: VALUE}]``   a new entry before/after a named one
``remove: [PATH, ...]``      drop a key or a named entry

A PATH is ``FILE.KEY.KEY...`` (``day.phases.Dusk.effects.Progress.by``): in a list, a
key is the ``name`` of an entry or its index; a key not found right there is looked
for below, and must be found there exactly once (``Progress.by`` finds the one ``by``
of the Progress daily effect, however deep its ``do`` list nests it).
"""
from __future__ import annotations

import difflib
from pathlib import Path

from ..errors import DesignError, raise_all
from ..paths import RULES_DIR
from ..schema import validate
from ..yamlio import PosDict, PosList, load_file

OPERATIONS = ("changes", "set", "add", "insert", "remove")


class Overlay:
    def __init__(self, path, doc):
        self.path = str(path)
        self.doc = doc
        self.name = doc.get("name", Path(path).stem)

    def apply_all(self, docs: dict) -> dict:
        """The rules files (kind -> document) with this variant's operations applied; all its errors together."""
        docs = dict(docs)
        errors: list = []
        for op, body in self.doc.items():
            if op not in OPERATIONS:
                continue
            entries = body.items() if isinstance(body, dict) else enumerate(body)
            for key, value in entries:
                try:
                    getattr(self, "_" + op)(docs, body, key, value)
                except DesignError as e:
                    errors.append(e)
        raise_all(errors)
        return docs

    # -- the operations -------------------------------------------------------
    def _changes(self, docs, body, kind, change):
        self._kind(docs, body, kind)
        docs[kind] = merge(docs[kind], change, self, kind)

    def _set(self, docs, body, path, value):
        parent, key, _ = self._resolve(docs, body, path)
        _put(parent, key, value, self.path, body.key_pos[path])

    def _add(self, docs, body, path, value):
        steps = self._steps(body, path)
        if len(steps) < 2:
            self._fail(body, path, "add: needs a path below a file, e.g. day.phases.NAME.effects")
        head = ".".join(map(str, steps[:-1]))
        _, _, node = self._resolve(docs, body, path, head=head)
        last = child_key(node, steps[-1])
        if last is None:                       # a new key
            if not isinstance(node, dict):
                self._fail(body, path, f"'{head}' is not a mapping: cannot add '{steps[-1]}' to it")
            _put(node, steps[-1], value, self.path, body.key_pos[path])
            return
        target = node[last] = _copy(node[last])
        if not isinstance(target, list):
            self._fail(body, path, f"'{path}' exists already: change it with set:, or add to a list")
        if not isinstance(value, list):
            self._fail(body, path, f"add: to the list '{path}' takes a list of the items to append")
        for i, item in enumerate(value):
            self._check_new_name(target, item, body, path)
            target.append(item)
            _note(target, len(target) - 1, self.path, value.item_pos[i] if hasattr(value, "item_pos") else None)

    def _insert(self, docs, body, index, entry):
        if not isinstance(entry, dict) or len([k for k in ("before", "after") if k in entry]) != 1 \
                or "item" not in entry:
            self._fail(body, index, "each insert: entry is {before: PATH, item: VALUE} or {after: PATH, item: VALUE}")
        where = "before" if "before" in entry else "after"
        path = entry[where]
        parent, key, _ = self._resolve(docs, entry, path, at=where)
        if not isinstance(parent, list):
            self._fail(entry, where, f"'{path}' is not an entry of a list")
        self._check_new_name(parent, entry["item"], entry, "item")
        at = key + (1 if where == "after" else 0)
        parent.insert(at, entry["item"])
        _shift(parent, at, 1)
        _note(parent, at, self.path, entry.key_pos["item"])

    def _remove(self, docs, body, index, path):
        parent, key, _ = self._resolve(docs, body, path, at=index)
        if isinstance(parent, list):
            del parent[key]
            _shift(parent, key, -1)
        else:
            del parent[key]

    # -- paths ----------------------------------------------------------------
    def _steps(self, where, key):
        path = where[key] if isinstance(key, int) or key in ("before", "after") else key
        if not isinstance(path, str) or not path:
            self._fail(where, key, f"a path is FILE.KEY.KEY..., got {path!r}")
        return [int(s) if s.isdigit() else s for s in path.split(".")]

    def _kind(self, docs, where, kind):
        if kind not in docs:
            found = [_spelled(docs[k], [k, *p]) for k in docs for p in _below(docs[k], kind)]
            if len(found) == 1:              # a path that starts below a file: the whole path to it
                self._fail(where, kind, f"no rules file '{kind}'; a path starts with the file: did you mean "
                                        f"'{found[0]}'?")
            self._fail(where, kind, f"no rules file '{kind}'", list(docs), kind)

    def _resolve(self, docs, where, path, at=None, head=None):
        """(parent, key or index, value) of an existing path; copies on the way so the base is untouched.

        ``at`` is where the path is written in ``where`` when it is not the key itself; ``head`` a
        shorter path to resolve instead (errors still point at the written one)."""
        key = at if at is not None else path
        steps = self._steps(where, key)
        if head is not None:
            steps = steps[:len(head.split("."))]
        self._kind(docs, where, steps[0])
        docs[steps[0]] = node = _copy(docs[steps[0]])
        parent, index, trail = docs, steps[0], [steps[0]]
        for s in steps[1:]:
            found = child_key(node, s)
            if found is None:
                below = _below(node, s)
                if len(below) != 1:
                    if below:
                        places = "; ".join(".".join(map(str, trail + p)) for p in below[:4])
                        self._fail(where, key, f"'{s}' is found {len(below)} times under "
                                               f"'{'.'.join(map(str, trail))}' ({places}): give a longer path")
                    known = child_names(node)
                    self._fail(where, key, f"no '{s}' in '{'.'.join(map(str, trail))}' "
                                           f"(known: {', '.join(map(str, known)) or 'none'})",
                               [str(k) for k in known] + _all_names(node), str(s))
                for hop in below[0][:-1]:           # walk down to the one place it was found
                    nxt = _copy(node[hop])
                    node[hop] = nxt
                    trail.append(hop)
                    node = nxt
                found = child_key(node, below[0][-1])
            index = found
            trail.append(s)
            parent = node
            child = _copy(node[index])
            node[index] = child
            node = child
        return parent, index, node

    def _check_new_name(self, items, item, where, key):
        name = item.get("name") if isinstance(item, dict) else None
        if name is not None and any(isinstance(x, dict) and x.get("name") == name for x in items):
            self._fail(where, key, f"'{name}' is there already: change it with set: or changes:")

    def _fail(self, where, key, message, choices=(), word=None):
        fail(message, self.path, where, key, choices, word)


def fail(message, file, where, key, choices=(), word=None, at_value=False):
    """Raise a DesignError at ``where[key]`` (its key, or its value with ``at_value``) in ``file``."""
    if isinstance(where, PosDict):
        keys = where.key_pos if at_value else (getattr(where, "key_at", None) or where.key_pos)
        pos = keys.get(key, where.pos)
    elif isinstance(where, PosList) and isinstance(key, int) and 0 <= key < len(where.item_pos):
        pos = where.item_pos[key]
    else:
        pos = getattr(where, "pos", (None, None))
    if choices:
        near = difflib.get_close_matches(str(word if word is not None else key), list(choices), 1)
        if near:
            message += f"; did you mean '{near[0]}'?"
    raise DesignError(message, file, pos[0], pos[1])


# -- merging ------------------------------------------------------------------
def _copy(node):
    """A shallow copy keeping the positions (PosDict/PosList), so an overlay never edits the base."""
    if isinstance(node, dict):
        out = PosDict(node)
        out.pos, out.file = getattr(node, "pos", (None, None)), getattr(node, "file", None)
        out.key_pos = dict(getattr(node, "key_pos", {}))
        out.key_file = dict(getattr(node, "key_file", None) or {})
        return out
    if isinstance(node, list):
        out = PosList(node)
        out.pos, out.file = getattr(node, "pos", (None, None)), getattr(node, "file", None)
        out.item_pos = list(getattr(node, "item_pos", [(None, None)] * len(node)))
        out.item_file = dict(getattr(node, "item_file", None) or {})
        return out
    return node


def _note(container, key, file, pos):
    """Remember that the value at ``key`` comes from ``file`` (errors about it are reported there)."""
    if isinstance(container, PosDict):
        container.key_file = dict(getattr(container, "key_file", None) or {})
        container.key_file[key] = file
        if pos:
            container.key_pos[key] = pos
    elif isinstance(container, PosList):
        container.item_file = dict(getattr(container, "item_file", None) or {})
        container.item_file[key] = file
        if pos:
            while len(container.item_pos) <= key:
                container.item_pos.append((None, None))
            container.item_pos[key] = pos


def _shift(items, at, by):
    """Keep a list's positions and files in step with an entry inserted (by=1) or removed (by=-1) at ``at``."""
    if not isinstance(items, PosList):
        return
    if by > 0:
        items.item_pos.insert(at, (None, None))
    else:
        del items.item_pos[at]
    files = getattr(items, "item_file", None) or {}
    items.item_file = {(i + by if i >= at else i): f for i, f in files.items() if not (by < 0 and i == at)}


def _put(container, key, value, file, pos):
    container[key] = value
    _note(container, key, file, pos)


def _named(items) -> bool:
    return isinstance(items, list) and bool(items) and all(isinstance(x, dict) and "name" in x for x in items)


def child_key(node, s):
    """The key or index of ``s`` right under ``node``, or None."""
    if isinstance(node, dict):
        return s if s in node else (str(s) if str(s) in node else None)
    if isinstance(node, list):
        if isinstance(s, int):
            return s if 0 <= s < len(node) else None
        for i, x in enumerate(node):
            if isinstance(x, dict) and x.get("name") == s:
                return i
    return None


def child_names(node) -> list:
    if isinstance(node, dict):
        return list(node)
    if _named(node):
        return [x["name"] for x in node]
    return list(range(len(node))) if isinstance(node, list) else []


def _all_names(node) -> list:
    out: list = []
    for k, v in (node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()):
        if isinstance(node, dict) or (isinstance(v, dict) and "name" in v):
            out.append(str(k if isinstance(node, dict) else v["name"]))
        out += _all_names(v)
    return out


def _spelled(node, path) -> str:
    """A path of keys and indices (its first step the file) written as a variant writes it: named list
    entries by their names."""
    out = [str(path[0])]
    for step in path[1:]:
        item = node[step]
        out.append(str(item["name"]) if isinstance(node, list) and _named(node) else str(step))
        node = item
    return ".".join(out)


def _below(node, s, trail=()) -> list:
    """The paths (lists of keys/indices, the last being ``s``'s own) where ``s`` is found below ``node``."""
    found = []
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for k, v in items:
        here = child_key(v, s)
        if here is not None:
            found.append(list(trail) + [k, here])
        else:
            found += _below(v, s, tuple(trail) + (k,))
    return found


def merge(base, change, overlay=None, trail=""):
    """``change`` merged into ``base``: only existing keys and named entries (new ones go in ``add:``)."""
    file = overlay.path if overlay else None
    if isinstance(base, dict) and isinstance(change, dict):
        out = _copy(base)
        for k, v in change.items():
            if k not in base:
                if overlay is not None:
                    fail(f"no '{k}' in '{trail}' (known: {', '.join(map(str, base)) or 'none'}); "
                         f"to add it, write it under add:", file, change, k, list(base))
                out[k] = v
            else:
                out[k] = merge(base[k], v, overlay, f"{trail}.{k}")
            if out[k] is v:                    # replaced, not merged: errors about it are the variant's
                _note(out, k, file, getattr(change, "key_pos", {}).get(k))
        return out
    if _named(base) and _named(change):
        names = {x["name"]: i for i, x in enumerate(base)}
        out = _copy(base)
        for j, item in enumerate(change):
            i = names.get(item["name"])
            if i is None:
                if overlay is not None:
                    fail(f"no '{item['name']}' in '{trail}' (known: {', '.join(names)}); "
                         f"to add it, write it under add: or insert:", file, item, "name", list(names), item["name"],
                         at_value=True)
                out.append(item)
                _note(out, len(out) - 1, file, getattr(change, "item_pos", [None] * (j + 1))[j])
            else:
                out[i] = merge(base[i], item, overlay, f"{trail}.{item['name']}")
        return out
    return change


def variant_path(name_or_path) -> Path:
    if not str(name_or_path).strip():
        raise DesignError("an empty variant name; give a variant's name or file", "<command line>")
    path = Path(name_or_path)
    if path.suffix or path.exists():
        return path
    path = RULES_DIR / "variants" / f"{name_or_path}.yaml"
    if not path.exists():
        known = sorted(p.stem for p in (RULES_DIR / "variants").glob("*.yaml"))
        near = difflib.get_close_matches(str(name_or_path), known, 1)
        hint = f"; did you mean '{near[0]}'?" if near else ""
        raise DesignError(f"no variant '{name_or_path}' (known: {', '.join(known) or 'none'}){hint}", str(name_or_path))
    return path


SET = "--set "          # a what-if from the command line, written where a variant's name or file goes


def set_variant(assignment: str) -> str:
    """``--set PATH=VALUE`` as a variant entry: a one-line variant (``set: {PATH: VALUE}``) that every
    command taking variants loads, checks, ships and records like a file."""
    return SET + assignment


def is_set(entry) -> bool:
    return str(entry).startswith(SET)


def variant_name(entry) -> str:
    """What a study or a log calls a variant entry: a file's stem, or a --set's PATH=VALUE."""
    return str(entry)[len(SET):] if is_set(entry) else Path(entry).stem


def set_overlay(entry: str) -> Overlay:
    """The one-line variant of ``--set PATH=VALUE``; its mistakes are said at ``--set PATH=VALUE`` (a mistake
    in the value at its column there). VALUE is read as YAML (``3``, ``true``, ``[a, b]``, ``{by: 2}``), as it
    would be in a variant file."""
    from ..yamlio import load_text
    path, eq, text = str(entry)[len(SET):].partition("=")
    if not eq or not path.strip() or not text.strip():
        raise DesignError("expected PATH=VALUE, e.g. --set day.max_days=6", str(entry))
    body = PosDict({path.strip(): load_text(text, str(entry), allow_empty=True)})
    body.pos, body.file = (None, None), str(entry)
    body.key_at, body.key_pos = {path.strip(): (None, None)}, {path.strip(): (1, len(path) + 2)}
    doc = PosDict({"name": variant_name(entry), "set": body})
    doc.pos, doc.file, doc.key_pos = (None, None), str(entry), {"name": (None, None), "set": (None, None)}
    validate(doc, "variant.schema.json", str(entry))
    return Overlay(str(entry), doc)


def is_variant_file(path) -> bool:
    """Whether a YAML file is a variant (an operation: ``changes:``, ``add:``, ``insert:``, ``remove:``, or a
    ``set:`` of paths; a card set's ``set:`` is its code) rather than a deck."""
    try:
        doc = load_file(path)
    except DesignError:
        return False
    return isinstance(doc, dict) and (any(op in doc for op in OPERATIONS if op != "set")
                                      or isinstance(doc.get("set"), dict))


def load_variant(name_or_path) -> Overlay:
    if is_set(name_or_path):
        return set_overlay(name_or_path)
    path = variant_path(name_or_path)
    doc = load_file(path)
    validate(doc, "variant.schema.json", str(path))
    return Overlay(path, doc)
