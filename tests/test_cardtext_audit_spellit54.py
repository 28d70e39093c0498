"""Audit P1 (session 54) W5 (issue 31): "When you play a Spell — <act on> it" did nothing.

"When you play a Spell — Exhaust it." / "— It gains [[Fleeting]]." / "— Put it in its owner's Mana zone." / "— Discard
it." / "— You may put it in its owner's Mana zone. If you do, draw a card.": a "when a card is played" Reaction is
activated by the step where the card leaves Limbo (5.1.2.l); a Spell then goes on to its owner's Reserve, or to the
Discard pile if it is Fleeting (5.2.4.b). The Reaction's "it" was the Spell played (session 52, played52), gone, so
every step on it did nothing; the same texts about a Character worked.

Decided (2.1.f: an ability that refers to a card moving to a visible zone as part of its trigger finds the new object
there): the Spell is followed by the one follow mechanism of triggers (trigfollow52, ``ctx.follow``, engine/runtime.py
``trigger_follows``) to the zone its resolution put it in, the Reserve or the Discard pile, both visible. Its
conditions still read it as it was played (2.1.h, played52's decision: "If it's [[Fleeting]]"):
``selectors.read_as_played`` reads a condition of such a Reaction with that card not followed.

Refusal weighed: "When you play a Spell from Reserve — Exhaust it." is not certain to do nothing (5.2.4.a.3: a passive
may make the Spell lose Fleeting in Limbo, and it then goes to Reserve), so it is read. "When you play a Spell — If
it's [[Fleeting]], exhaust it." is certain by the rules to find the Spell in the Discard pile (5.2.4.b), where no
object has or gains a status (2.4.1.c): plays as nothing (scenario 2.4.1.c-...), not refused yet.

Bundled readings: unchanged (the programs are the same; only play changes).

Played: tests/scenarios/rules/s54/*-spellit-*.yaml on tests/data/s54-spellit/, both editions: eight fail before the fix
and pass after; three neighbours pass both (a Character, "If it's [[Fleeting]]" not met, a Fleeting Spell exhausted in
the Discard pile).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import effect_in, scenarios_play

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios" / "rules" / "s54"
EDITIONS = [None, "5.0"]

FIXED = [
    "2.1.f-spellit-exhaust-it-in-reserve",
    "2.1.f-spellit-gains-fleeting-in-reserve",
    "2.1.f-spellit-put-in-mana-from-reserve",
    "2.1.f-spellit-discard-it-from-reserve",
    "6.5.f-spellit-may-put-in-mana-if-you-do-draws",
    "2.1.f-spellit-fleeting-put-in-mana-from-discard",
    "2.1.f-spellit-from-reserve-put-in-mana-from-discard",
    "2.1.h-spellit-if-fleeting-from-reserve-put-in-mana",
]
NEIGHBOURS = [
    "2.1.f-spellit-character-exhaust-it-control",
    "2.1.h-spellit-if-fleeting-from-hand-stays",
    "2.4.1.c-spellit-fleeting-exhaust-it-in-discard-nothing",
]


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_scenarios_play_right(edition):
    scenarios_play(SCENARIOS, "*-spellit-*.yaml", FIXED + NEIGHBOURS, edition)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "When you play a Spell — Exhaust it.",
    "When you play a Spell — It gains [[Fleeting]].",
    "When you play a Spell — Put it in its owner's Mana zone.",
    "When you play a Spell — Discard it.",
    "When you play a Spell from Reserve — Exhaust it.",
])
def test_the_reading_is_unchanged_a_step_on_it(text, edition):
    """The program is the same as before ("it"): what changed is where play finds it (2.1.f)."""
    steps = effect_in(text, edition)
    assert "'it'" in repr(steps), steps


def test_a_condition_reads_the_played_card_as_played_and_leaves_the_follow_as_it_was():
    """read_as_played (2.1.h): while the condition is read, the card played is not followed; after it, it is."""
    from types import SimpleNamespace as NS
    from altered.effects.context import PERFORMED
    from altered.effects.selectors import found, read_as_played
    played, gone_on, other, moved = NS(id=1, gone=True), NS(id=2, gone=False), NS(id=3, gone=True), NS(id=4)
    ctx = NS(follow={1: gone_on, 3: moved, PERFORMED: 1})
    seen = read_as_played(lambda c: (found(c, played), found(c, other)))(ctx)
    assert seen == (played, moved)
    assert found(ctx, played) is gone_on and ctx.follow == {1: gone_on, 3: moved, PERFORMED: 1}
    plain = NS(follow={1: gone_on})             # no card played: the condition follows as any step does
    assert read_as_played(lambda c: found(c, played))(plain) is gone_on
