"""Issue 31, outside audit S10A of session 57, classes W2 and W3: "If you do / If you can't" after a step on an
Expedition that did nothing was read as done.

- W2 an Expedition's [Moves Forward] forbidden by "can't move forward this Day" does nothing (1.4.1.c, 2.2.14):
  the step's can_pay asks the "can't"s the move itself asks (engine/adventure.can_advance).
- W3 an Expedition gaining [[Ascended]], or [Ascending], when it is already Ascended gains nothing (v5.0 2.4.1.f,
  7.3.3.a): the expedition_status step's can_pay asks whether one of them would change.
- "Each player [Sabotages]" (the limit S8B's W3 left): each chose and discarded before the next chose; a keyword
  action that starts with choices is done by several players in two parts, all choices first (6.1.h).
Bundled readings: unchanged (the programs are the same; only what "If you do" learns of the step)."""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import scenarios_play

EDITIONS = [None, "5.0"]
SCENARIOS = Path(__file__).parent / "scenarios" / "rules" / "s58"
BOTH = ["1.4.1.c-audit10a-moves-forward-forbidden", "6.1.h-each-player-sabotages"]
V5 = ["2.4.1.f-audit10a-ascends-when-already-ascended"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_forbidden_move_forward_is_not_done_and_each_player_sabotages_in_two_parts(edition):
    scenarios_play(SCENARIOS, "*.yaml", BOTH, edition, besides=V5)


def test_a_status_already_had_is_not_gained():
    scenarios_play(SCENARIOS, "*.yaml", V5, "5.0", besides=BOTH)
