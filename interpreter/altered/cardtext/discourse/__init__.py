"""What the sentences of one ability share as they are read: the discourse ("it", "they", "that many", the
names bound so far, the steps of the sentence being built).

The package holds one concern a module: :mod:`.fields` (the data, in one place), :mod:`.binding` (the names
bound, "it" read), :mod:`.pronouns` (what "it" / "they" / "them" name), :mod:`.together` (picks made one after
another), :mod:`.conditions` (a condition's or the trigger's objects a pronoun could name), :mod:`.partitions`
("one of them" / "the other" / "the rest"), :mod:`.moves` (cards followed or lost when moved), :mod:`.passage`
(the words read) and :mod:`.data` (helpers on the steps).

A :class:`Scope` is made for each ability read (and for a condition read apart from its sentence) and
passed down to every phrase of it. Its fields are plain data, read and written by the phrases; reading one
changes nothing. The one read that does is said so: :meth:`refer_it` is the word "it" read, which
binds the objects of the step that introduced them (a create) to the name "it" has (three tests of whether
"it" names something call it too, as they always bound there: the readings keep that).
"""
from __future__ import annotations

from .data import dicts_in, gives_places
from .fields import PENDING, ScopeFields
from .moves import Moves
from .passage import UNREAD, Passage
from .pronouns import Pronouns
from .together import join_picks, named_together, plural_of_one

__all__ = ["PENDING", "UNREAD", "Passage", "Scope", "ScopeFields", "dicts_in", "gives_places", "join_picks",
           "named_together", "plural_of_one"]


class Scope(Pronouns, Moves):
    """What the sentences of one ability share: bound names, "it", "X", the steps so far (fields: ScopeFields)."""
