"""Deviations an outside check found, each played through the engine (issue: rules as the test plan)."""
from __future__ import annotations

from altered import viewer
from altered.gamelog import public
from altered.narrative import Teller
from altered.session import new_state


def _play_until_orbs_exhausted(book, decks):
    s = new_state(book, decks, seed=3, log=True)
    while not s.is_terminal():
        s.apply(0)
        orbs = [o for o in s.zones[("Mana", 1)].objs if "Exhausted" in o.statuses]
        if orbs:
            return s
    raise AssertionError("player 2 never paid for a card")


def test_3_1_3_b_an_opponents_exhausted_orbs_show_in_the_observation(book, decks):
    s = _play_until_orbs_exhausted(book, decks)
    seen = s.observation(0).cards("Mana", 1)
    exhausted = sum("Exhausted" in o.statuses for o in s.zones[("Mana", 1)].objs)
    assert seen and all(c.name == "face-down card" for c in seen)          # 3.2.9.d: the faces stay hidden
    assert sum("Exhausted" in c.statuses for c in seen) == exhausted > 0   # the statuses are seen (3.2.9.a)


def test_3_2_9_a_status_events_of_a_face_down_orb_are_masked_for_the_other_player(book, decks):
    s = _play_until_orbs_exhausted(book, decks)
    names = {o.card.name for o in s.zones[("Mana", 1)].objs}
    [e] = [e for e in s.events if e["e"] == "gain" and e.get("owner") == 1][:1]
    assert e["hidden"] and e["obj"] in names and e["status"] == "Exhausted"
    who, masked = viewer._private(public(e), Teller(["Ann", "Bob"]))
    assert who == 2 and e["obj"] not in masked and "Exhausted" in masked   # the owner alone reads the card
