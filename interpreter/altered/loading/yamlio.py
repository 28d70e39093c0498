"""YAML loading that remembers where every value came from.

PyYAML silently keeps the last of two equal keys, reads ``NO`` as false, ``010`` as 8 and ``1:30``
as 90; designers deserve better, so duplicate keys are errors, booleans and numbers follow the
YAML 1.2 core schema (only true/false; ``010`` is 10, ``0o10`` is 8, ``1:30`` is a text) and dates
stay strings. Every text is NFC-normalised, and one holding a control or invisible character (a
zero-width space, a right-to-left mark) or a word mixing alphabets (a Cyrillic "а" in "Kappa") is
refused: two names that look the same must be the same.  Every mapping and list
is returned as a subclass that carries ``pos`` (line, column), and mappings
also keep the position of each key's value in ``key_pos``.

Every input is treated as untrusted: the C safe loader, no binary or non-UTF-8
text, no empty file, no over-long line, and aliases may not expand a document
beyond ``MAX_VALUES`` values (a "billion laughs" file is refused before it is built).
"""
from __future__ import annotations

import re
from pathlib import Path

import yaml

from .errors import DesignError

_Base: type[yaml.SafeLoader]
try:  # the C loader is several times faster; fall back when it is missing
    _Base = yaml.CSafeLoader
except AttributeError:  # pragma: no cover
    _Base = yaml.SafeLoader


MAX_VALUES = 200_000        # values a document may hold once its aliases are expanded
MAX_LINE = 10_000          # characters on one line


class PosDict(dict):
    # key_file: the file of a key's value when it came from another file (a variant)
    # key_at: where each key itself is written (key_pos is where its value starts)
    __slots__ = ("pos", "key_pos", "file", "key_file", "key_at")
    pos: tuple[int | None, int | None]
    key_pos: dict
    key_at: dict
    file: str | None


class PosList(list):
    __slots__ = ("pos", "item_pos", "file", "item_file")
    pos: tuple[int | None, int | None]
    item_pos: list
    file: str | None


class _Loader(_Base):
    pass


# YAML 1.2 core booleans and numbers only: "yes", "no", "on", "off", "1:30", "1_000", "0b1" stay strings.
_REPLACED = ("tag:yaml.org,2002:bool", "tag:yaml.org,2002:timestamp", "tag:yaml.org,2002:int",
             "tag:yaml.org,2002:float")
_Loader.yaml_implicit_resolvers = {
    k: [(tag, rx) for tag, rx in v if tag not in _REPLACED]
    for k, v in _Base.yaml_implicit_resolvers.copy().items()
}
_Loader.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
                              list("tTfF"))
_INT = re.compile(r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$")
_FLOAT = re.compile(r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
                    r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$")
_Loader.add_implicit_resolver("tag:yaml.org,2002:int", _INT, list("-+0123456789"))
_Loader.add_implicit_resolver("tag:yaml.org,2002:float", _FLOAT, list("-+.0123456789"))


def _core_int(loader, node):
    text = loader.construct_scalar(node)
    if not _INT.match(text):
        raise yaml.constructor.ConstructorError(None, None, f"not a whole number: {text!r}", node.start_mark)
    if len(text) > 4000:                        # (Python refuses to read past 4,300 digits: said here, located)
        raise yaml.constructor.ConstructorError(None, None, f"a number of {len(text):,} digits: too large",
                                                node.start_mark)
    if text.startswith(("0o", "0x")):
        return int(text[2:], 8 if text[1] == "o" else 16)
    return int(text, 10)                        # "010" is ten, as YAML 1.2 reads it (not eight)


_Loader.add_constructor("tag:yaml.org,2002:int", _core_int)

# control characters (but tab and line ends), and the invisible ones of Unicode's "format" category
HIDDEN = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e"
                     r"\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]")


def _script(c: str) -> str:
    import unicodedata
    return unicodedata.name(c, "?").split(" ", 1)[0]


def _text(value: str, node, file):
    """A text as NFC, refused when it hides a character or mixes alphabets in a word (a look-alike name)."""
    import unicodedata
    if value.isascii() and not HIDDEN.search(value):
        return value
    hidden = HIDDEN.search(value)
    line, col = _pos(node)
    if hidden:
        c = hidden.group()
        name = unicodedata.name(c, "a control character")
        raise DesignError(f"an invisible or control character (U+{ord(c):04X}, {name}) in this text; delete it",
                          file, line, col)
    value = unicodedata.normalize("NFC", value)
    for word in re.findall(r"[^\W\d_]{2,}", value):
        scripts = {_script(c) for c in word}
        if len(scripts) > 1:
            raise DesignError(f"the word {word!r} mixes letters of several alphabets ({', '.join(sorted(scripts))}): "
                              f"it would look like another word and differ from it", file, line, col)
    return value


def _pos(node) -> tuple[int, int]:
    return node.start_mark.line + 1, node.start_mark.column + 1


def _construct(loader, node, file):
    if isinstance(node, yaml.MappingNode):
        out = PosDict()
        out.pos, out.key_pos, out.file, out.key_at = _pos(node), {}, file, {}
        for key_node, value_node in node.value:
            key = loader.construct_object(key_node, deep=True)
            if isinstance(key, str):
                key = _text(key, key_node, file)
            if not isinstance(key, (str, int, float, bool)) and key is not None:
                raise DesignError("a mapping key must be a plain value", file, *_pos(key_node))
            if key in out:
                line, col = _pos(key_node)
                first = out.key_pos[key][0]
                raise DesignError(f"duplicate key {key!r} (first given on line {first})", file, line, col)
            out[key] = _construct(loader, value_node, file)
            out.key_pos[key] = _pos(value_node)
            out.key_at[key] = _pos(key_node)
        return out
    if isinstance(node, yaml.SequenceNode):
        out = PosList(_construct(loader, item, file) for item in node.value)
        out.pos, out.item_pos, out.file = _pos(node), [_pos(i) for i in node.value], file
        return out
    value = loader.construct_object(node, deep=True)
    return _text(value, node, file) if isinstance(value, str) else value


def _expanded_size(node, sizes) -> int:
    """How many values the node holds with its aliases expanded (memoised: linear in the distinct nodes)."""
    key = id(node)
    if key in sizes:
        return sizes[key]
    sizes[key] = 1                       # a recursive alias counts once instead of looping
    if isinstance(node, yaml.MappingNode):
        n = 1 + sum(_expanded_size(k, sizes) + _expanded_size(v, sizes) for k, v in node.value)
    elif isinstance(node, yaml.SequenceNode):
        n = 1 + sum(_expanded_size(v, sizes) for v in node.value)
    else:
        n = 1
    sizes[key] = n
    return n


def _check_aliases(node, file):
    sizes: dict = {}
    if _expanded_size(node, sizes) <= MAX_VALUES:
        return
    while True:                          # the smallest part that is too large: where the aliases pile up
        children = [v for pair in node.value for v in pair] if isinstance(node, yaml.MappingNode) else \
            list(node.value) if isinstance(node, yaml.SequenceNode) else []
        big = [c for c in children if sizes.get(id(c), 0) > MAX_VALUES]
        if not big:
            break
        node = big[0]
    raise DesignError(f"its aliases expand to more than {MAX_VALUES:,} values (an alias bomb?); "
                      f"write the values out or use fewer aliases", file, *_pos(node))


def _check_text(text: str, file: str) -> None:
    """Mistakes the YAML parser would report badly: tabs, over-long lines."""
    for i, line in enumerate(text.split("\n"), 1):
        if len(line) > MAX_LINE:
            raise DesignError(f"line {i} is {len(line):,} characters long (at most {MAX_LINE:,})", file, i, MAX_LINE + 1)


def _tab_at(text: str, mark) -> bool:
    lines = text.split("\n")
    if mark is None or mark.line >= len(lines):
        return False
    line = lines[mark.line]
    return "\t" in line[:mark.column + 1] or (mark.column < len(line) and line[mark.column] == "\t")


def load_text(text: str, file: str = "<input>", allow_empty: bool = False):
    """Parse YAML text into PosDict/PosList values, raising DesignError on mistakes.

    An empty document (nothing but comments) is an error unless ``allow_empty``; then it is None.
    """
    _check_text(text, file)
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            if allow_empty:
                return None
            raise DesignError("the file is empty (expected a YAML mapping)", file, 1, 1)
        _check_aliases(node, file)
        return _construct(loader, node, file)
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (None, None)
        if _tab_at(text, mark):
            raise DesignError("a tab character: YAML indents with spaces only", file, line, col) from None
        if "nesting depth" in str(e.problem):      # PyYAML 6.0.4 and later stop there themselves
            raise DesignError("nested too deeply", file, line, col) from None
        raise DesignError(f"YAML syntax: {e.problem or e.context}", file, line, col) from None
    except yaml.YAMLError as e:
        raise DesignError(f"YAML: {e}", file) from None
    except RecursionError:
        raise DesignError("nested too deeply", file) from None
    finally:
        loader.dispose()


MAX_BYTES = 64 * 1024 * 1024    # a file read whole: far beyond any card set, deck, scenario or game log


MAX_RECORD_LINE = 16 * 1024 * 1024     # a line read alone (a study's record): far beyond any game's


def open_regular(path: str | Path) -> "Lines":
    """A regular file opened to read as UTF-8 text, line by line (a file too large to read whole); a
    FIFO, a device, a folder or a missing file is a one-line DesignError naming it."""
    import os
    return Lines(os.fdopen(_regular_fd(str(path)), encoding="utf-8"), str(path))


class Lines:
    """A text file read line by line, each line at most MAX_RECORD_LINE characters: a longer one (a file of
    zeros, a line without end) or a failed read is a one-line DesignError naming the file and line."""

    def __init__(self, f, path: str):
        self.f, self.path, self.line = f, path, 0

    def readline(self) -> str:
        try:
            text = self.f.readline(MAX_RECORD_LINE + 1)
        except OSError as e:
            raise DesignError(f"cannot read file: {e.strerror or e}", self.path) from None
        self.line += 1
        if len(text) > MAX_RECORD_LINE:
            raise DesignError(f"line {self.line} is longer than {MAX_RECORD_LINE // (1024 * 1024)} MB: too long to be "
                              "read", self.path, self.line)
        return text

    def __iter__(self):
        return iter(self.readline, "")

    def close(self) -> None:
        self.f.close()

    def __enter__(self):
        return self

    def __exit__(self, *_) -> None:
        self.close()


def _regular_fd(path: str) -> int:
    import os
    import stat
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except IsADirectoryError:
        raise DesignError("is a folder, not a file", path) from None
    except FileNotFoundError:
        raise DesignError("no such file", path) from None
    except OSError as e:
        raise DesignError(f"cannot read file: {e.strerror}", path) from None
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        if stat.S_ISDIR(mode):
            raise DesignError("is a folder, not a file", path)
        raise DesignError("not a regular file (a pipe, a device or a socket); give a file", path)
    return fd


def read_bytes(path: str | Path, limit: int | None = None) -> bytes:
    """A regular file's bytes, at most ``limit`` of them; a FIFO, a device (/dev/zero), a folder, a missing
    or an over-large file is a one-line DesignError naming it (opened without blocking, checked before reading)."""
    import os
    path, limit = str(path), MAX_BYTES if limit is None else limit
    with os.fdopen(_regular_fd(path), "rb") as f:
        try:
            data = f.read(limit + 1)
        except OSError as e:
            raise DesignError(f"cannot read file: {e.strerror}", path) from None
    if len(data) > limit:
        raise DesignError(f"larger than {limit // (1024 * 1024)} MB: too large to be read", path)
    return data


def read_text(path: str | Path) -> str:
    """A file's text, or a one-line DesignError naming it (missing, a folder, not a regular file, too
    large, binary, not UTF-8)."""
    return decoded(read_bytes(path), str(Path(path)))


def decoded(data: bytes, path: str) -> str:
    """A file's bytes as text (as :func:`read_text` reads them), or a one-line DesignError naming it."""
    if b"\0" in data[:8192]:
        raise DesignError("a binary file, not text", str(path)) from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        before = data[:e.start]
        line = before.count(b"\n") + 1
        col = len(before) - (before.rfind(b"\n") + 1) + 1
        raise DesignError(f"not UTF-8 text (byte 0x{data[e.start]:02x}); save the file as UTF-8",
                          str(path), line, col) from None


def load_file(path: str | Path, allow_empty: bool = False):
    return load_text(read_text(path), str(path), allow_empty)


def locate(doc, path, file: str | None = None) -> tuple[str | None, int | None, int | None]:
    """(file, line, column) of the value at ``path``: the file is the one the value came from,
    which differs from the document's own for a value a variant put there."""
    node, best = doc, getattr(doc, "pos", (None, None))
    file = getattr(doc, "file", None) or file
    for step in path:
        if isinstance(node, PosDict) and step in node:
            best = node.key_pos.get(step, best)
            file = (getattr(node, "key_file", None) or {}).get(step, node.file or file)
            node = node[step]
        elif isinstance(node, PosList) and isinstance(step, int) and 0 <= step < len(node):
            best = node.item_pos[step]
            file = (getattr(node, "item_file", None) or {}).get(step, node.file or file)
            node = node[step]
        else:
            break
    return file, best[0], best[1]


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
