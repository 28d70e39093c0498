"""The combinators of the card-text language: the few operations a phrase's meaning may call.

A phrase's ``means:`` is data; where it needs more than slots put in place it calls one of these
(``{$name: args}``). They are the structural core of the language, shared by every phrase: how
noun phrases take determiners and qualifiers, how verbs find their subjects and chain, how
sentences coordinate ("If you do", "Otherwise"), how a list of items ("A, B or C") distributes, how a
scope carries "it" from one sentence to the next. Each receives the evaluation context and its
unevaluated argument, and evaluates what it needs when it needs it (``ctx.ev``; ``ctx.ev(.., raw=True)``
keeps nouns and players as read). grammar/README.md lists them with an example each.
"""
from .core import COMBINATORS, combinator


def load_combinators() -> dict:
    """The registry, filled: its modules imported (once), each declaring its combinators; called by the
    card-text language that evaluates them and by the README's table."""
    # the one place they are imported (walkers, choices, places_or_objects, whole_costs, done_and_counted,
    # targets_first and joined_steps, their helpers, declare none)
    from . import (nouns, conditions, verbs, subjects, chains, may_and_to, sentences, branches,  # noqa: F401
                   if_done, abilities, passives)
    return COMBINATORS


__all__ = ["COMBINATORS", "combinator", "load_combinators"]
