"""Files the commands write: whole or not at all (a temporary file renamed over the one named), or line by
line as the work goes (a log or a study's records: a process killed midway leaves whole lines)."""
from __future__ import annotations

from pathlib import Path

from .errors import DesignError


class Output:
    """An output file written whole or not at all: a temporary file beside it, renamed over it by ``keep()``
    (or on leaving a ``with`` block without an error). It is opened before the work, so a bad path fails
    at once, and the file named is untouched until the work is done: an interrupted command loses nothing.
    A path that exists and is not a regular file (/dev/null, /dev/stdout) is written directly.
    ``as_it_goes``: written directly and line by line, each line flushed (a game's log: a process killed
    mid-game leaves the lines written so far)."""

    def __init__(self, path, option: str, as_it_goes: bool = False):
        import os
        self.path, self.option = Path(path), option
        if self.path.is_dir():
            raise DesignError("is a folder; give a file name to write", str(path))
        direct = as_it_goes or (self.path.exists() and not self.path.is_file())
        self.tmp = None if direct else self.path.with_name(f".{self.path.name}.{os.getpid()}.tmp")
        try:
            self.f = open(self.tmp or self.path, "w", encoding="utf-8", buffering=1 if as_it_goes else -1)
        except OSError as e:
            raise DesignError(f"{option}: cannot write this file: {e.strerror}", str(path)) from None

    def write(self, text: str) -> int:
        return self.f.write(text)

    def keep(self) -> None:
        import os
        self.f.close()
        if self.tmp is not None:
            os.replace(self.tmp, self.path)
            self.tmp = None

    def discard(self) -> None:
        self.f.close()
        if self.tmp is not None:
            self.tmp.unlink(missing_ok=True)
            self.tmp = None

    def __enter__(self):
        return self

    def __exit__(self, kind, *_) -> None:
        self.keep() if kind is None else self.discard()


def writable(path: str, option: str, binary: bool = False):
    """A file written as the work goes: text line by line, each line flushed (a study's records: a process
    killed mid-study leaves whole lines, which ``merge --partial`` reads)."""
    try:
        return open(path, "wb" if binary else "w", encoding=None if binary else "utf-8", buffering=-1 if binary else 1)
    except OSError as e:
        raise DesignError(f"cannot write {path}: {e.strerror or e}", option) from None
