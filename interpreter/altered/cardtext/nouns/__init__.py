"""Noun phrases, players and places as read, kept abstract until the sentence they sit in is built.

A noun phrase ("up to two target Characters you control") is read before it is known what it is for:
the thing a step acts on (targets are chosen first, 6.5.b), a condition ("you control a token") or a
trigger's filter ("When you play a Spell"). A :class:`Noun` keeps what was read; :meth:`Noun.select`
turns it into a selector once the role is known, adding any ``choose`` step to the :class:`Scope` of
the ability. Its qualifiers compose: each adds tests to a list, and two that name the same key are
both kept (joined with ``and``), never one in place of the other.

The package holds one concern a module: :mod:`.noun` (the noun phrase), :mod:`.players` (players and
places), :mod:`.sources` (whose the cards are), :mod:`.others` ("other") and :mod:`.data` (helpers).
"""
from __future__ import annotations

from .data import Pred, collect, conjoin, contains, substitute
from .noun import CONTINUED_OBJECT, CONTINUED_OPPONENT, USE_BOUND, Noun, either, resolve, select, unused_words
from .players import (BRANCH_THAT, LOOP_PLAYER, AnOpponent, Place, Player, Rival, Yours, one_opponent, played_by,
                      player_of, players_zone, says_yours, yours_in_theirs)
from .sources import EACH_TURN, frame, note_sources, outside, whose_said

__all__ = ["BRANCH_THAT", "CONTINUED_OBJECT", "CONTINUED_OPPONENT", "EACH_TURN", "LOOP_PLAYER", "USE_BOUND",
           "AnOpponent", "Noun", "Place", "Player", "Pred", "Rival", "Yours", "collect", "conjoin", "contains", "either", "frame",
           "note_sources", "one_opponent", "outside", "played_by", "player_of", "players_zone", "resolve", "says_yours", "select",
           "substitute", "unused_words", "whose_said", "yours_in_theirs"]
