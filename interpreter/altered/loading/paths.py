"""Where the bundled data lives, and the cache of compiled data.

In a source checkout the data is the checkout's own rules_yaml/, grammar/ and cards_dsl/; an
installed package carries copies of them as package data (``altered/_data/``, mapped at build
time by setup.py). ``ALTERED_HOME`` points at another folder holding the three.
"""
from __future__ import annotations

import os
import re
from importlib import resources
from pathlib import Path
from typing import Iterable

from .errors import DesignError

DATA_FOLDERS = ("rules_yaml", "grammar", "cards_dsl")


def _package_data() -> Path:
    return Path(str(resources.files("altered") / "_data"))


def _data_root() -> Path:
    if os.environ.get("ALTERED_HOME"):
        return Path(os.environ["ALTERED_HOME"])
    checkout = Path(__file__).resolve().parents[3]      # interpreter/altered/loading/paths.py
    if all((checkout / name).is_dir() for name in DATA_FOLDERS):
        return checkout
    return _package_data()


def _cache_root() -> Path:
    if os.environ.get("ALTERED_CACHE"):
        return Path(os.environ["ALTERED_CACHE"])
    try:
        from platformdirs import user_cache_dir
    except ImportError:                       # a checkout used without installing: the usual place
        return Path.home() / ".cache" / "altered"
    return Path(user_cache_dir("altered", appauthor=False))


ROOT = _data_root()
RULES_DIR = ROOT / "rules_yaml"
SCHEMA_DIR = RULES_DIR / "schema"
CARDS_DIR = ROOT / "cards_dsl"
GRAMMAR_DIR = ROOT / "grammar"
CACHE_DIR = _cache_root()


def sets_root(root: Path | None = None, package_data: Path | None = None) -> Path:
    """Where `altered import-set` writes a set by default (in a folder named for its set code): the
    data's own cards_dsl/ in a source checkout or ALTERED_HOME, a user data folder for an installed
    package, never inside the installed package."""
    root = ROOT if root is None else Path(root)
    if root.resolve() != (package_data or _package_data()).resolve():
        return root / "cards_dsl"
    from platformdirs import user_data_dir
    return Path(user_data_dir("altered", appauthor=False)) / "cards"


# Folders the command line allows a file to name paths in (``--allow-path DIR``), beside the file's own
# folder and the bundled data: a shared log or scenario may not make the engine read ~/.ssh or /etc.
ALLOWED: list[Path] = []


def allow(folders: "Iterable[str | Path]") -> None:
    """The folders the command line names with --allow-path (replacing those named before)."""
    ALLOWED[:] = [Path(f).resolve() for f in folders]


def named_in(name: "str | Path", file: "str | Path", line: int | None = None, column: int | None = None,
             what: str = "file") -> Path:
    """A path written inside ``file`` (a log, scenario, roster, deck), resolved against that file's folder
    (or, when nothing is there, against the bundled data's folder).

    It may not lead out of that folder, the bundled data and the ``--allow-path`` folders (by ``..``, an
    absolute path or a symbolic link): the one-line refusal names the path as written, never its contents."""
    text = str(name)
    if not text.strip() or "\0" in text:
        raise DesignError(f"an empty or invalid {what} name", str(file), line, column)
    here = Path(file).parent.resolve()
    found = (here / text).resolve()
    if not found.exists() and (ROOT / text).exists():        # a path within the bundled data (or checkout)
        found = (ROOT / text).resolve()
    places = [here, ROOT.resolve(), *ALLOWED]
    if not any(found == p or p in found.parents for p in places):
        raise DesignError(f"the {what} {text!r} is outside this file's folder and the bundled data; "
                          f"to read it, name its folder on the command line with --allow-path DIR",
                          str(file), line, column)
    return found


KEEP = 6                                      # cache entries kept per kind
KEEP_OF = {"cards.json": 96,                 # but one per card file read: the bundled two dozen, a designer's
           # and one per group of texts read together (a parser, tokens apart): a game of the bundled sets reads
           # six, a designer's cards or another edition more; six kept, each command of another kind evicted
           # one the next game read again (~10 s a cold game; the suite and the README's commands alternate)
           "cardtext-data.json": 400}   # one per card file and edition read (a set's, a scenario's: small)
_HASHED = re.compile(r"^(?P<kind>.*?)-?[0-9a-f]{12,}(?P<ext>\.[A-Za-z0-9]+)$")


MANIFEST = "altered-cache-entries.txt"      # the names of the files the cache wrote: all pruning may delete


def remember(path: Path) -> None:
    """Note a file the cache has just written in its folder's manifest (ALTERED_CACHE may name a folder
    of the user's: a file merely named like a cache entry is never the cache's to delete)."""
    try:
        with open(path.parent / MANIFEST, "a", encoding="utf-8") as f:
            f.write(path.name + "\n")
    except OSError:
        pass


def _made(folder: Path) -> set[str]:
    try:
        with open(folder / MANIFEST, encoding="utf-8") as f:
            return {line.strip() for line in f if line.strip()}
    except (OSError, ValueError):
        return set()


def prune_cache(cache_dir: Path | None = None, keep: int = KEEP) -> list[Path]:
    """Delete old cache entries: of the files the cache wrote (its manifest), named ``<kind>-<content
    hash>.<ext>``, keep the ``keep`` most recently written or used of each kind. Returns what was removed."""
    folder = Path(cache_dir or CACHE_DIR)
    kinds: dict[str, list[tuple[float, Path]]] = {}
    made = _made(folder)
    for path in (folder / name for name in sorted(made) if "/" not in name and name != MANIFEST):
        m = _HASHED.match(path.name)
        if m and path.is_file() and not path.is_symlink():
            try:
                kinds.setdefault(m["kind"] + m["ext"], []).append((path.stat().st_mtime, path))
            except OSError:
                continue
    removed = []
    for kind, files in kinds.items():
        for _, path in sorted(files, reverse=True)[max(keep, KEEP_OF.get(kind, 0)):]:
            try:
                path.unlink()
                removed.append(path)
            except OSError:                   # another process removed or holds it: fine
                pass
    if removed:                               # the manifest: the entries still there
        gone = {p.name for p in removed}
        try:
            kept = [n for n in sorted(made - gone) if (folder / n).exists()]
            tmp = folder / f".{MANIFEST}.{os.getpid()}.tmp"
            tmp.write_text("".join(n + "\n" for n in kept), encoding="utf-8")
            os.replace(tmp, folder / MANIFEST)
        except OSError:
            pass
    return removed


def touch(path: Path) -> None:
    """Mark a cache entry as used, so pruning keeps it."""
    try:
        os.utime(path)
    except OSError:
        pass
