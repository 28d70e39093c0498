"""Files the commands write: whole or not at all (a temporary file renamed over the one named), or line by
line as the work goes (a log or a study's records: a process killed midway leaves whole lines)."""
from __future__ import annotations

from pathlib import Path

from .errors import DesignError


class Output:
    """An output file written whole or not at all: a temporary file beside it, renamed over it by ``keep()``
    (or on leaving a ``with`` block without an error). It is checked before the work, so a bad path fails
    at once, and the file named is untouched until the work is done: an interrupted or failing command, or
    one that wrote nothing, loses nothing. A path that exists and is not a regular file (/dev/null,
    /dev/stdout, a pipe a program reads) is written directly.
    ``as_it_goes``: written directly and line by line, each line flushed (a game's log: a process killed
    mid-game leaves the lines written so far); the file named is emptied only when the first line comes.
    A failed write (a full disk) is a one-line DesignError naming the file, as every mistake is."""

    def __init__(self, path, option: str, as_it_goes: bool = False, binary: bool = False):
        import os
        import stat
        self.path, self.option, self.binary, self.f = Path(path), option, binary, None
        if not str(path).strip():
            raise DesignError("an empty file name to write", "<command line>")
        if self.path.is_dir():
            raise DesignError("is a folder; give a file name to write", str(path))
        if not self.path.parent.is_dir():
            raise DesignError(f"{option}: cannot write this file: no folder {str(self.path.parent)!r}", str(path))
        mode = self.path.stat().st_mode if self.path.exists() else None
        if mode is not None and stat.S_ISFIFO(mode):    # opened without waiting: no reader is a refusal, not a hang
            try:
                os.close(os.open(self.path, os.O_WRONLY | os.O_NONBLOCK))
            except OSError:
                raise DesignError(f"{option}: a pipe no program reads; give a file", str(path)) from None
        direct = as_it_goes or (mode is not None and not stat.S_ISREG(mode))
        self.tmp = None if direct else self.path.with_name(f".{self.path.name}.{os.getpid()}.tmp")
        if self.tmp is not None:
            self.f = self._open(self.tmp)
        elif not os.access(self.path if mode is not None else self.path.parent, os.W_OK):
            raise DesignError(f"{option}: cannot write this file: permission denied", str(path))

    def _open(self, where: Path):
        try:
            return open(where, "wb" if self.binary else "w", encoding=None if self.binary else "utf-8",
                        buffering=-1 if self.tmp is not None else 1)
        except OSError as e:
            raise DesignError(f"{self.option}: cannot write this file: {e.strerror}", str(self.path)) from None

    def _failed(self, e: OSError) -> DesignError:
        self.discard()
        return DesignError(f"{self.option}: writing failed: {e.strerror or e}", str(self.path))

    def write(self, text) -> int:
        if self.f is None:                    # written directly: the file named is emptied only now
            self.f = self._open(self.path)
        self.written = True
        try:
            return self.f.write(text)
        except OSError as e:
            raise self._failed(e) from None

    def __getattr__(self, name):              # what else a writer asks of a file (matplotlib: flush, tell)
        if name in ("f", "written"):
            return False if name == "written" else None
        return getattr(self.f, name)

    def keep(self) -> None:
        import os
        if self.tmp is not None and not self.written:     # nothing written: the file named stays as it was
            return self.discard()
        try:
            if self.f is not None:
                self.f.close()
        except OSError as e:
            raise self._failed(e) from None
        if self.tmp is not None:
            os.replace(self.tmp, self.path)
            self.tmp = None

    close = keep

    def discard(self) -> None:
        try:
            if self.f is not None:
                self.f.close()
        except OSError:
            pass
        if self.tmp is not None:
            self.tmp.unlink(missing_ok=True)
            self.tmp = None

    def __enter__(self):
        return self

    def __exit__(self, kind, *_) -> None:
        self.keep() if kind is None else self.discard()


def writable(path: str, option: str, binary: bool = False) -> Output:
    """A file written as the work goes: text line by line, each line flushed (a study's records: a process
    killed mid-study leaves whole lines, which ``merge --partial`` reads); binary (a plot) whole at the end."""
    return Output(path, option, as_it_goes=not binary, binary=binary)
