"""Card abilities compiled once into programs the game runs (1.2.4, 2.2.11).

A card's printed text is read by the card-text language (altered.cardtext)
into effect-model data; ``compile_program`` turns that data into a Program:
keywords, quick actions, reactions, passive abilities and a spell effect.
Abilities the runtime cannot run yet are listed in ``Program.unsupported``.
"""
from __future__ import annotations

from ...loading.errors import DesignError
from .costs import compile_cost
from .passives import compile_passive
from ..records import Program, Quick, Reaction
from .triggers import compile_trigger, moves_to


def compile_program(book, abilities: list) -> Program:
    """Effect-model data for every ability of a card -> a Program."""
    prog = Program()
    c = book.compiler
    effects = []
    c.printed = True
    try:
        for i, a in enumerate(abilities):
            text = a.get("text", "")
            support = bool(a.get("support"))
            try:
                _compile_one(prog, c, a, text, support, i, effects, book)
            except DesignError as e:
                prog.unsupported.append((text, e.message))
            except (KeyError, TypeError, ValueError, AttributeError) as e:
                prog.unsupported.append((text, f"cannot run yet: {type(e).__name__}: {e}"))
    finally:
        c.printed = False
    prog.keyword_names = tuple(k for k, _ in prog.keywords)
    prog.kinds = frozenset(k for r in prog.reactions for k in r.kinds)
    prog.watched = frozenset(k for r in prog.reactions if not r.self_move for k in r.kinds)
    prog.self_moves_to = _self_moves_to(prog.reactions)
    if effects:
        fns = effects

        def run(ctx):
            for fn in fns:
                if ctx.game.over:
                    return
                fn(ctx)
        prog.effect = run
    return prog


def _self_moves_to(reactions) -> frozenset | None:
    """The zones a move of the object itself must go to for one of its self-move reactions to hear it
    (6.3.c): None when one of them hears a move anywhere, or none hears its moves."""
    found: set = set()
    for r in reactions:
        if r.self_move and "move" in r.kinds:
            if r.moves_to is None:
                return None
            found |= r.moves_to
    return frozenset(found) if found else None


def _compile_one(prog, c, a, text, support, i, effects, book):
    if "keyword" in a:
        if a["keyword"] not in book.keywords:      # a word a set's vocabulary declares, which no rule defines
            c.error(a, f"the keyword '{a['keyword']}' has no mechanics in these rules: a set's vocabulary.yaml "
                       f"declares the word, and what it does is declared in keywords.yaml (a variant adding it "
                       f"there, 7.4); played as it is, it would do nothing")
        value = a.get("value")
        if isinstance(value, dict):            # "[Tough X], where X is ...": a value computed in play
            value = c.expr(value)
        prog.keywords.append((a["keyword"], value))
    elif "status" in a:
        prog.statuses.append(a["status"])
    elif "effect" in a:
        effects.append(c.effect(a["effect"]))
    elif "quick" in a:
        q = a["quick"]
        prog.quick.append(Quick([compile_cost(c, x) for x in q["cost"]], c.effect(q["effect"]), support, text, i,
                                c.expr(q["if"]) if q.get("if") is not None else None))
    elif "reaction" in a:
        r = a["reaction"]
        kinds, match, self_move = compile_trigger(c, r["trigger"])
        # another card played: its conditions read it as it was played (2.1.h), its steps find it where it went
        c.as_played = "played" in kinds and not self_move
        try:
            cond = c.expr(r["if"]) if r.get("if") is not None else None
            effect = c.effect(r["effect"])
        finally:
            c.as_played = False
        prog.reactions.append(Reaction(kinds, match, cond, effect, support, self_move,
                                       r.get("symbol"), text, i, moves_to(match) if self_move else None))
    elif "passive" in a:
        prog.passives.extend(compile_passive(c, a["passive"], text, support, book))
    else:
        raise DesignError(f"unknown ability kind {sorted(k for k in a if k != 'text')}")
