"""Errors a designer can act on: every one names a file, a line and a column."""
from __future__ import annotations


_CONTROL = {c: f"\\x{c:02x}" for c in [*range(0x20), *range(0x7f, 0xa0)] if c not in (0x09, 0x0a)}
# line ends a terminal may break a message at, and the invisible marks that reorder or hide what follows
_CONTROL.update({c: f"\\u{c:04x}" for c in (0x2028, 0x2029, 0xfeff, *range(0x200b, 0x2010), *range(0x202a, 0x202f),
                                             *range(0x2066, 0x206a))})


def printable(text: str) -> str:
    """A text for the terminal: control characters (an escape sequence that clears the screen or sets the
    title, a carriage return that hides what came before) shown as \\xNN; tabs and line ends kept."""
    return text.translate(_CONTROL)


class DesignError(Exception):
    """A mistake in a rules file, card text, deck or scenario.

    The command line prints ``str(error)`` and exits with status 1.

    ``refusal``: of a card text's reading, what the refusal says of the text (cardtext/language.py
    ``Language.readings``): ``"text"``, the words as read are refused (a pronoun with nothing to name, a
    condition asking of a branch): where that parse is the one the phrasebook ranks first, the text is refused
    with it. :class:`NotAReading` (``"parse"``) and :class:`Misread` (``"word"``) declare the others.
    """

    refusal = "text"

    def __init__(self, message: str, file: str | None = None, line: int | None = None,
                 column: int | None = None, context: str | None = None):
        super().__init__(message)
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.context = context

    def __reduce__(self) -> tuple:       # whole, through a worker process or a cluster
        return type(self), (self.message, self.file, self.line, self.column, self.context)

    def __str__(self) -> str:
        where = self.file or "<input>"
        if self.line is not None:
            where += f":{self.line}"
            if self.column is not None:
                where += f":{self.column}"
        text = printable(f"{where}: {self.message}")
        if self.context:
            text += "\n" + printable(self.context)
        return text


class NotAReading(DesignError):
    """A card text's parse that is no reading of it: a check of what a phrase may be said of (a passive's words
    read as an effect, a status of places said of a card) rules that parse out, and where only the reach of
    its phrases puts it first, the reading after it is read; where a phrase's ``prefer:`` puts it first, the
    text is still refused, naming both."""

    refusal = "parse"


class Misread(NotAReading):
    """A parse that took a word for what it is not ("they" read as objects): ruled out wherever it ranks, and
    where no parse reads, the refusal of another says more."""

    refusal = "word"


class DesignErrors(DesignError):
    """Several mistakes found together (all the errors of a file, not only the first): one line each."""

    def __init__(self, errors: list):
        flat: list[DesignError] = []
        for e in errors:
            flat.extend(e.errors if isinstance(e, DesignErrors) else [e])
        first = flat[0]
        super().__init__(first.message, first.file, first.line, first.column, first.context)
        self.errors: list[DesignError] = flat

    def __reduce__(self) -> tuple:
        return type(self), (self.errors,)

    def __str__(self) -> str:
        return "\n".join(DesignError.__str__(e) if not isinstance(e, DesignErrors) else str(e) for e in self.errors)


def raise_all(errors: list) -> None:
    """Raise the one error, or all of them together; nothing when the list is empty."""
    if len(errors) == 1:
        raise errors[0]
    if errors:
        raise DesignErrors(errors)


def interrupted(error: BaseException | None) -> bool:
    """Whether ``error`` comes of a Ctrl-C: Python 3.11 wraps one raised while a class is being made in a
    RuntimeError (``__set_name__``), so the chain of causes is looked through."""
    seen = set()
    while error is not None and id(error) not in seen:
        if isinstance(error, KeyboardInterrupt):
            return True
        seen.add(id(error))
        error = error.__cause__ or error.__context__
    return False
