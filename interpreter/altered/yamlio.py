"""YAML loading that remembers where every value came from.

PyYAML silently keeps the last of two equal keys and reads ``NO`` as false;
designers deserve better, so duplicate keys are errors, booleans follow
YAML 1.2 (only true/false) and dates stay strings.  Every mapping and list
is returned as a subclass that carries ``pos`` (line, column), and mappings
also keep the position of each key's value in ``key_pos``.
"""
from __future__ import annotations

import re
from pathlib import Path

import yaml

from .errors import DesignError

try:  # the C loader is several times faster; fall back when it is missing
    _Base = yaml.CSafeLoader
except AttributeError:  # pragma: no cover
    _Base = yaml.SafeLoader


class PosDict(dict):
    __slots__ = ("pos", "key_pos", "file")


class PosList(list):
    __slots__ = ("pos", "item_pos", "file")


class _Loader(_Base):
    pass


# YAML 1.2 core booleans only: "yes", "no", "on", "off" stay strings.
_Loader.yaml_implicit_resolvers = {
    k: [(tag, rx) for tag, rx in v if tag not in ("tag:yaml.org,2002:bool", "tag:yaml.org,2002:timestamp")]
    for k, v in _Base.yaml_implicit_resolvers.copy().items()
}
_Loader.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
                              list("tTfF"))


def _pos(node) -> tuple[int, int]:
    return node.start_mark.line + 1, node.start_mark.column + 1


def _construct(loader, node, file):
    if isinstance(node, yaml.MappingNode):
        out = PosDict()
        out.pos, out.key_pos, out.file = _pos(node), {}, file
        for key_node, value_node in node.value:
            key = loader.construct_object(key_node, deep=True)
            if not isinstance(key, (str, int, float, bool)) and key is not None:
                raise DesignError("a mapping key must be a plain value", file, *_pos(key_node))
            if key in out:
                line, col = _pos(key_node)
                first = out.key_pos[key][0]
                raise DesignError(f"duplicate key {key!r} (first given on line {first})", file, line, col)
            out[key] = _construct(loader, value_node, file)
            out.key_pos[key] = _pos(value_node)
        return out
    if isinstance(node, yaml.SequenceNode):
        out = PosList(_construct(loader, item, file) for item in node.value)
        out.pos, out.item_pos, out.file = _pos(node), [_pos(i) for i in node.value], file
        return out
    return loader.construct_object(node, deep=True)


def load_text(text: str, file: str = "<input>"):
    """Parse YAML text into PosDict/PosList values, raising DesignError on mistakes."""
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        return _construct(loader, node, file)
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (None, None)
        raise DesignError(f"YAML syntax: {e.problem or e.context}", file, line, col) from None
    except yaml.YAMLError as e:
        raise DesignError(f"YAML: {e}", file) from None
    finally:
        loader.dispose()


def load_file(path: str | Path):
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise DesignError(f"cannot read file: {e.strerror}", str(path)) from None
    return load_text(text, str(path))


def position_of(doc, path) -> tuple[int | None, int | None]:
    """The (line, column) of the value at ``path`` (a list of keys/indices) in a loaded document.

    Falls back to the deepest container that exists, so a missing key points at its parent.
    """
    node, best = doc, getattr(doc, "pos", (None, None))
    for step in path:
        if isinstance(node, PosDict) and step in node:
            best = node.key_pos.get(step, best)
            node = node[step]
        elif isinstance(node, PosList) and isinstance(step, int) and 0 <= step < len(node):
            best = node.item_pos[step]
            node = node[step]
        else:
            break
    return best
