"""The plays offered in a turn (4.2.3.d, 5.1.2.e): a card no passive can make cost otherwise is offered at
its printed cost without the cost questions being asked; the answer must be the one those questions give."""
from __future__ import annotations


def _asked(game, p):
    """Each play the cost questions allow: (name, from, Expedition, cost), as playable would find them
    asking every card (5.1.2.e: the cost with its alterations; 1.4.1: "can't" forbids)."""
    plays, out = game.plays, []
    mana = game.mana_left(p)
    for source in game.book.play["from"]:
        for o in game.objects(source, p):
            if not plays.can_be_played(o, p):
                continue
            _, key, subs = plays._play_facts(o.card)
            for sub in subs if key is not None else ():
                cost = plays.play_cost(o, source, p, sub)
                if cost <= mana:
                    out.append((o.card.name, source, sub, cost))
    return sorted(out, key=repr)


def test_5_1_2_e_an_on_play_passive_that_alters_no_cost_leaves_printed_costs(board):
    game = board.game
    board.put("Teija & Nauraa", 0, "Hero")     # "the first Character you play each Afternoon" gains boosts
    for name in ("Mowgli", "Inari", "Aja", "Nurture"):
        board.put(name, 0, "Hand")
    board.put("Kodama", 0, "Reserve")
    for _ in range(3):
        board.put("Ordis Trooper", 0, "Mana")
    on_play = game.runtime.passives("on_play")
    assert on_play and not any(pas.cost for _, pas in on_play)      # the premise: it alters no cost
    offered = sorted(((o.card.name, source, sub, cost) for o, source, sub, cost in game.plays.playable(0)), key=repr)
    assert offered == _asked(game, 0)
    assert {name for name, *_ in offered} == {"Mowgli", "Inari", "Nurture", "Kodama"}    # Aja costs 4


def test_5_1_2_e_an_emblem_that_alters_costs_is_asked(board):
    game = board.game
    board.put("Teija & Nauraa", 0, "Hero")
    board.put("Aja", 0, "Hand")                # costs 4: one more than the three orbs
    martengale = board.put("Martengale", 0, "Reserve")     # {D}: the next card you play this turn costs {1} less
    for _ in range(3):
        board.put("Ordis Trooper", 0, "Mana")
    assert "Aja" not in {o.card.name for o, *_ in game.plays.playable(0)}
    game.vars["turn_player"] = 0               # player 0's turn: "this turn" lasts (2.2.14.d)
    game.runtime.play_quick(0, *next((o, q) for o, q in game.runtime.quick_options(0) if o is martengale))
    game.runtime.check_reactions()             # as a turn does after a quick action (4.2.g)
    assert any(pas.cost for _, pas in game.runtime.passives("on_play"))
    offered = sorted(((o.card.name, source, sub, cost) for o, source, sub, cost in game.plays.playable(0)), key=repr)
    assert offered == _asked(game, 0)
    assert ("Aja", "Hand", offered[0][2], 3) in offered                    # 4 - 1, in either Expedition
