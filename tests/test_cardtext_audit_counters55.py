"""Audit s54 R2 (§2 W1, §3 U7, §4 first bullet), issue 31: a counter gain that can't happen counted as done; [Augment]
of a card with no counter counted as done; a sacrifice of what is never in play read silently.

W1: "Target Character gains 2 boosts. If you do, draw a card." read ``if you did (target)``: on a Character with "I
can't gain counters." nothing was gained and a card was drawn, "If you can't" never held, and after "Up to two
target Characters each gain 1 boost" one changed was enough. Same with "You may give 2 boosts to target Character",
"Choose a Character. It gains 2 boosts", "gains X boosts, where X is ...", "Double the number of boosts on target
Character". A counters step was taken to always act. U7: "[Augment] target card in play or in Reserve. If you do"
drew on a card with no counter, to which Augment adds nothing (7.3.4.a: one more of a counter it already has).

Decided (session 55): a thing a passive forbids can't be done, an impossible effect is not performed (1.4.1.a,
1.4.1.c; 2.5.b: no counters outside the zones that keep them), and a gain of 0 changes nothing: it is not done
(1.4.1.c; 7.3.8.b: doubling 0 counters is impossible). One mechanism, the targets' of s54 (targetdid54): the counters
step's ``can_pay`` asks what ``add_counters`` obeys (engine ``can_gain_counters``, a number above 0), so counters put
join the steps that may leave the object unchanged: what such a step changed is recorded as it runs
(effects/changes.py, since issue 31 in session 56; the choice, a target or an explicit "Choose", names nothing more),
"If you do" (``{did: target}``) asks that every one chosen changed, "If you can't" that not all, "that many"
(``{count: {changed: target}}``) counts them; a verb's own choice offers only those that can (6.1.g), as for a
status. [Augment] and [Double] are counter gains as keywords.yaml declares them (``_gains_declared``). Two steps on
one choice then a test, one a counter gain ("gains 1 boost, then send it to Reserve. If you do"), are refused as s54
refuses two status steps (the gain may fail while the move is done): tests/test_cardtext_audit_twosteps54.py
``COUNTERS``.

§4: "Sacrifice a Mana Orb. If you do, draw two cards." and "Target opponent sacrifices a Mana Orb." chose among the
Mana Orbs one controls, and nobody controls an object outside play (7.5.4.a; 3.1.4.a: in play is the Expedition and
Landmark zones; a Mana Orb is in the Mana zone): never anything. [Sacrifice] acts only on objects its doer controls
(keywords.yaml ``only``, 7.3.25.a, v5.0 7.3.36.a): said of a zone out of play (zones.yaml ``in_play``) it is refused
as "Sacrifice a Character in the Expedition facing me" is, "this would never do anything"; so is "a card in your
Reserve".

Bundled readings: The Refinery (WFM-016-R, both printings and editions) only: "Distribute 3 boosts among any
Characters in Reserve" offers only Characters that can gain counters (its own choice, 6.1.g). The 728 official texts
all read, both editions.

Played: tests/scenarios/rules/s55/*-counters-*.yaml on tests/data/s55-counters/: 9 fail before the fix (both
editions) and pass after; 3 neighbours pass both (a plain target gains and draws, [Double] of 1 and [Augment] of a
boosted card draw).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from altered.effects.changes import acted_on
from readings import dicts, effect_in, nested, reads, refused_saying, scenarios_play

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios" / "rules" / "s55"
EDITIONS = [None, "5.0"]
TWO_STEPS = ("of which step it asks is not said", "6.5.f")
NEVER = ("only objects in play have a controller", "3.1.4.a", "7.5.4.a", "this would never do anything")

# text -> what it reads as: "asks" (the test or "that many" asks of those the step changed: ``{did: target}``,
# ``{count: {changed: target}}``, recorded as the step runs, effects/changes.py), "every"
# (after several chosen, "If you do" needs all changed), "only" (a verb's own choice offers those that can), "plain"
# (nothing asks: as before), or refused at the words (words, what the message says, a wording it suggests that reads)
TABLE = [
    ("Target Character gains 2 boosts. If you do, draw a card.", "asks"),                      # W1 row 1
    ("Target Character gains 2 boosts. If you can't, draw a card.", "asks"),                   # W1 row 5
    ("You may give 2 boosts to target Character. If you do, draw a card.", "asks"),            # W1 row 6
    ("Choose a Character. It gains 2 boosts. If you do, draw a card.", "asks"),                # W1 row 7
    ("Target Character gains X boosts, where X is the number of Characters you control. If you do, draw a card.",
     "asks"),
    ("You may have target Character gain 2 boosts. If you do, draw a card.", "asks"),
    ("Double the number of boosts on target Character. If you do, draw a card.", "asks"),
    ("{J} Target Character gains 2 boosts, up to a maximum of 3. If you don't, draw a card.", "asks"),
    ("{J} [Augment] target card in play or in Reserve. If you do, draw a card.", "asks"),      # U7
    ("{J} [Augment] up to two target Characters. Draw that many cards.", "asks"),
    ("Up to two target Characters each gain 1 boost. If you do, draw a card.", "every"),       # W1 row 3
    ("{J} A Character you control gains 2 boosts. If you do, draw a card.", "only"),
    ("Target Character gains 2 boosts.", "plain"),
    ("Target Character gains 1 boost. Then, if it has 3 or more boosts, draw a card.", "plain"),
    ("{J} Sacrifice a Character. If you do, draw a card.", "plain"),
    ("{J} Sacrifice a card in play or in Reserve.", "plain"),
    ("{J} Target Character gains 1 boost, then send it to Reserve. If you do, draw a card.",
     ("If you do", TWO_STEPS, "Target Character gains 1 boost. If you do, draw a card.")),
    ("{J} Target Character gains [[Anchored]] and 1 boost. If you do, draw a card.",
     ("If you do", TWO_STEPS, "Target Character gains 1 boost. If you do, draw a card.")),
    ("{J} Sacrifice a Mana Orb. If you do, draw two cards.", ("a Mana Orb", NEVER + ("Mana zone",),     # §4
                                                              "{J} [Sacrifice] a Character.")),
    ("{J} Target opponent sacrifices a Mana Orb.", ("a Mana Orb", NEVER, "{J} [Sacrifice] a Character.")),   # §4
    ("{J} Each player sacrifices a Mana Orb.", ("a Mana Orb", NEVER, "{J} [Sacrifice] a Character.")),
    ("{J} Sacrifice a card in your Reserve. If you do, draw a card.",
     ("a card in your Reserve", NEVER + ("Reserve",), "{J} [Sacrifice] a Character.")),
]


def _choices(steps) -> list:
    return nested(steps, "choose", has="as")


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,read", TABLE, ids=[t for t, _ in TABLE])
def test_a_counter_gain_is_done_only_where_it_changes_the_object(text, read, edition):
    """1.4.1.a, 1.4.1.c, 2.5.b, 7.3.4.a, 7.3.8.b; 6.1.g for a verb's own choice; 7.5.4.a, 3.1.4.a for a sacrifice."""
    if isinstance(read, tuple):
        words, says, example = read
        refused_saying(text, words, says, example, edition)
        return
    steps = effect_in(text, edition)
    shown = json.dumps(steps)
    assert '"able_as"' not in shown
    if read == "plain":
        assert not [c for c in _choices(steps) if "able" in c] and '"changed"' not in shown, steps
        return
    if read == "only":                 # offered only if it can gain; "If you do" asks whether one was chosen
        [choose] = [c for c in _choices(steps) if "able" in c]
        assert "counters" in json.dumps(choose["able"])
        return
    [choose] = [c for c in _choices(steps) if [d for d in dicts(steps) if c["as"] in acted_on(d)]]
    assert "able" not in choose      # every candidate offered; what the step changed is recorded as it runs
    step = next(d for d in dicts(steps) if choose["as"] in acted_on(d))
    assert any(k in json.dumps(step) for k in ('"counters"', '"Augment"', '"Double"'))   # a counter gain
    name = choose["as"]
    if read == "every":                # all those chosen changed, one at least (6.5.f; of several, all of them)
        assert {"did": name} in [s.get("if") for s in steps]
    else:                              # whether it changed it, or how many it changed ("that many")
        assert json.dumps({"did": name}) in shown or json.dumps({"count": {"changed": name}}) in shown
        assert json.dumps({"count": {"var": name}}) not in shown


def test_the_messages_examples_read():
    for text in ("{J} [Sacrifice] a Character.", "Target Character gains 1 boost. If you do, draw a card."):
        assert reads(text) and reads(text, "5.0")


FIXED = ("1.4.1.c-counters-gain-ifdo-cant-gain-no-draw",
         "1.4.1.c-counters-up-to-two-one-cant-gain-no-draw",
         "1.4.1.c-counters-gain-ifcant-cant-gain-draws",
         "1.4.1.c-counters-may-give-ifdo-cant-gain-no-draw",
         "1.4.1.c-counters-choose-it-gains-ifdo-cant-gain-no-draw",
         "1.4.1.c-counters-x-zero-ifdo-no-draw",
         "7.3.8.b-counters-double-zero-ifdo-no-draw",
         "7.3.4.a-counters-augment-no-counter-ifdo-no-draw",
         "7.3.4.a-counters-augment-that-many-one-changed-draws-one")
NEIGHBOURS = ("1.4.1.c-counters-gain-ifdo-plain-draws",
              "7.3.8.b-counters-double-one-ifdo-draws",
              "7.3.4.a-counters-augment-boosted-ifdo-draws")


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_scenarios_play_right(edition):
    scenarios_play(SCENARIOS, "*-counters-*.yaml", FIXED + NEIGHBOURS, edition)
