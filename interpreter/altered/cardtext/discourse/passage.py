"""The words one reading reads (its text and tokens), passed down the reading with its :class:`Scope`."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Passage:
    """The words one reading reads: its text and tokens, passed down with the reading (a phrase's place is an
    offset into them), so that a text read inside another (a token's, :meth:`.language.Language.token_abilities`)
    is a passage of its own."""
    text: str
    tokens: tuple = ()

    def source_text(self, node) -> str:
        """The words a phrase was read from, as printed ("" for a phrase built, not read)."""
        if node is None or node.start is None:
            return ""
        return self.text[node.start:node.end].strip()


UNREAD = Passage("")                   # the passage of phrases built rather than read (a test's, a rewriting's)
