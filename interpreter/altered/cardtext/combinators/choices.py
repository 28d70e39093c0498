"""A choice of verbs or objects joined by "or" (6.5.g): targets several options share chosen first, what
an option chose out of reach after it, "a Robot or a Permanent" as one verb on either."""
from __future__ import annotations

from ...loading.errors import DesignError
from ..meaning import Node
from ..nouns import BRANCH_THAT, Noun, either
from .walkers import bound_names, used_names


def choice_of(ctx, options: list) -> list:
    """A choice of verbs (6.5.g). A target is chosen before the step that needs it is done (6.5.b): one
    that several options name ("Exhaust target Character or send it to Reserve", "Target Character
    gains 1 boost or loses [[Asleep]]") before the choice, one that only its option names ("... or target
    Character gains [[Asleep]]") only if that option is chosen."""
    scope = ctx.scope
    before: list = []
    for i, steps in enumerate(options):
        others = used_names(options[:i] + options[i + 1:])
        lead = 0
        while lead < len(steps) and "choose" in steps[lead]:
            lead += 1
        shared = [k for k in range(lead) if steps[k]["choose"].get("as") in others]
        if shared:
            before.extend(steps[:shared[-1] + 1])
            del steps[:shared[-1] + 1]
    no_crossing(options, None)
    out_of_reach(scope, options)
    picked = [[s["choose"]["as"] for s in g if "choose" in s and "as" in s["choose"]] for g in options]
    if all(picked) and scope.done == picked[-1][-1]:   # "Discard a card or sacrifice a Plant. If you do":
        scope.done = {"any": [p[-1] for p in picked]}  # whichever was chosen
    elif not all(picked) and scope.done not in (None, "it"):
        scope.options_done = scope.done   # "Discard a card or sacrifice me. If you do": of the other option too?
    return before + _each_chooses(options)


def out_of_reach(scope, options: list) -> None:
    """What one option chose may not have been chosen ("Exhaust target Character or draw a card. It ..."):
    "it", "they" and "that opponent" naming it after the choice are refused."""
    inner = set().union(*(bound_names(o) for o in options))
    scope.unsure(options)              # what an option moved, only if it is chosen
    if scope.it in inner:
        scope.branch_it, scope.it = scope.it, None
    if (scope.player or {}).get("var") in inner:
        scope.branch_player, scope.player = True, None
    if used_names(scope.trigger_player) & inner:
        scope.trigger_player = BRANCH_THAT


def no_crossing(options: list, nodes) -> None:
    """An option may not name what another option chose: that one is chosen only if its option is
    ("Choose one: • Exhaust target Character. • Send it to Reserve.")."""
    for i, option in enumerate(options):
        bound = bound_names(option)
        for j, other in enumerate(options):
            if j != i and bound & used_names([other]):
                node = nodes[j] if nodes is not None and j < len(nodes) else None
                raise DesignError("this option names what another option chose, which is chosen only if that "
                                  "option is: name it again in this option (\"target ...\"), or say both options "
                                  "in one sentence, where what they share is chosen first (\"VERB target ... or "
                                  "VERB it\") (6.5.b, 6.5.g)",
                                  column=node.start + 1 if isinstance(node, Node) and node.start is not None else None)


def _each_chooses(groups: list) -> list:
    """A choice of options (6.5.g) made by whoever does them: "Each player discards a Permanent they control
    or a card in their Reserve" is each player choosing their own, not one choice for all."""
    loops = [g[0] for g in groups if len(g) == 1 and len(g[0]) == 1]
    if len(loops) == len(groups):
        (op, spec), = loops[0].items()
        same = op in ("each_player", "as_player") and all(
            list(x) == [op] and {k: v for k, v in x[op].items() if k != "do"} ==
            {k: v for k, v in spec.items() if k != "do"} for x in loops)
        if same:
            options = [x[op]["do"] for x in loops]
            return [{op: dict(spec, do=[{"modes": {"count": 1, "options": options}}])}]
    return [{"modes": {"count": 1, "options": groups}}]


def _place_or_object(first, second, said) -> None:
    """"a card from their hand or their Reserve", "a Character in my Expedition or the Expedition facing
    me": the second could be another place the first is in, or an object of its own (a whole zone, an
    Expedition): refused rather than read as one of them."""
    def place(n):
        return isinstance(n, Noun) and (n.kind == "marker" or n.kind == "objects" and n.quant == "all"
                                        and "zone" in n.filter and set(n.filter) <= {"zone", "owner"})
    placed = isinstance(first, Noun) and not place(first) and bool(
        first.origins or first.dest is not None or first.placed or {"zone", "in_marker"} & set(first.filter))
    if placed and place(second):
        column, words = second.at or said
        raise DesignError(f"'{words or 'or ...'}' could be another place the object before 'or' is in, or an object "
                          f"of its own: say the object again after 'or' ('a card from X or a card from Y')",
                          column=column)


def _chosen_or_bare(first, second, conj: str, said) -> None:
    """"target Character in a Reserve or Landmark": a noun with no determiner after one chosen is read as every one
    of it ("do Exhaust (what: Landmarks)"), where the text most likely names one more kind of object to choose among
    (6.5.b; audit R1 WRONG-D): refused, with its determiner to say."""
    if not (isinstance(first, Noun) and _bare(second)) or first.kind != "objects" or first.quant == "all" \
            or not first.at:
        return
    column, printed = said             # the words after the conjunction, told at the noun
    words = printed.split(None, 1)[1] if printed.split(None, 1)[:1] == [conj] and len(printed.split()) > 1 \
        else printed
    column = column + printed.index(words) if column is not None else None
    det = first.determiner or "target"
    raise DesignError(f"'{words}' after '{conj}' has no determiner, after '{first.at[1]}': every one of it, or one "
                      f"more to choose? Say its determiner (or 'all' for every one): '{first.at[1]} {conj} {det} {words}' (one of them chosen, "
                      f"6.5.b)", column=column)


def _bare(noun) -> bool:
    """A noun of objects said with no determiner ("Landmark", "Landmarks"): all of them, as read."""
    return isinstance(noun, Noun) and noun.kind == "objects" and noun.quant == "all" and noun.determiner is None


def either_objects(ctx, items: list) -> list:
    """"Sacrifice a Robot or a Permanent": the verb done once, on either (not a choice of two verbs, where
    one that can't be done could be chosen); objects named another way stay a choice."""
    out: list = []
    more = [None] + list(ctx.node.slots.get("more") or [])        # the words of each item after the first
    for n, (conj, item) in enumerate(items):
        if (conj == "or" or conj == "and" and _bare(item[1])) and item[0] == "object" and out \
                and out[-1][1][0] != "object":
            kind, subj, pred, form = out[-1][1]
            if pred.what is not None and pred.remake is not None:
                first = ctx.language.express(pred.what, ctx)
                node = more[n] if n < len(more) else None
                said = (node.start + 1, ctx.passage.source_text(node)) if getattr(node, "start", None) is not None \
                    else (None, "")
                _chosen_or_bare(first, item[1], conj, said)
                if conj != "or":
                    out.append((conj, item))
                    continue
                _place_or_object(first, item[1], said)
                union = either(first, item[1])
                if union is not None:
                    out[-1] = (out[-1][0], (kind, subj, pred.remake(union), form))
                    continue
        out.append((conj, item))
    return out
