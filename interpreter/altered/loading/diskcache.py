"""What loading computes, kept as JSON in the user's cache folder (paths.CACHE_DIR) under a key made of the
exact bytes of every file it read, the code that read them and the version of Python and of this package.

An entry is written only once its files were read and checked without a mistake, so a hit stands for a
file already checked; a file changed since is another key, read and checked again, its mistakes reported
as before. An entry whose key differs, or that is unreadable or corrupt, is ignored (and rewritten); a
folder the cache cannot write in leaves the command as it was, only slower. JSON, not pickle: an entry
holds data, never something that runs when it is read.
"""
from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path

from .paths import CACHE_DIR, prune_cache, remember, touch

_CODE: dict[str, str] = {}


def code_digest(package: str) -> str:
    """A hash of the source of ``package`` (a folder under altered/, with its subfolders), read once per
    process: an entry made by other code is never read as this code's."""
    if package not in _CODE:
        h = hashlib.sha256()
        folder = Path(__file__).resolve().parents[1] / package
        for path in sorted(folder.rglob("*.py")):
            h.update(str(path.relative_to(folder)).encode() + b"\0" + path.read_bytes())
        _CODE[package] = h.hexdigest()
    return _CODE[package]


class Key:
    """The key of an entry: every part fed in order (a file's bytes, a name, a flag), with the version of
    this package and of Python."""

    def __init__(self, kind: str):
        from .. import __version__
        self.kind = kind
        self._h = hashlib.sha256(f"{kind}\0{__version__}\0{sys.version}\0".encode())

    def add(self, part: "bytes | str") -> "Key":
        data = part.encode() if isinstance(part, str) else part
        self._h.update(len(data).to_bytes(8, "big") + data)       # (lengths: no two sequences hash alike)
        return self

    def add_file(self, path: "Path | str") -> "Key":
        """A file's name and exact bytes (a missing file is a part of its own)."""
        self.add(str(path))
        try:
            return self.add(Path(path).read_bytes())
        except OSError:
            return self.add(b"\0missing")

    def hexdigest(self) -> str:
        return self._h.hexdigest()


def _path(key: Key, folder: Path) -> Path:
    return folder / f"{key.kind}-{key.hexdigest()[:24]}.json"


def read(key: Key, cache_dir: "Path | None" = None):
    """The value stored under ``key``; None when there is none, or it is unreadable, corrupt or another key's."""
    path = _path(key, Path(cache_dir or CACHE_DIR))
    try:
        with open(path, encoding="utf-8") as f:
            entry = json.load(f)
    except (OSError, ValueError):
        return None
    if not isinstance(entry, dict) or entry.get("key") != key.hexdigest() or "value" not in entry:
        return None
    touch(path)
    return entry["value"]


def write(key: Key, value, cache_dir: "Path | None" = None) -> None:
    """Store ``value`` (JSON data) under ``key``: written whole or not at all; a folder that cannot be
    written is passed over."""
    folder = Path(cache_dir or CACHE_DIR)
    path = _path(key, folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps({"key": key.hexdigest(), "value": value}), encoding="utf-8")
        os.replace(tmp, path)
        remember(path)
        prune_cache(folder)
    except (OSError, ValueError, TypeError):
        pass
