"""Audit L1 (session 53), shapes B and C (issue 31): two texts the engine read right and played wrong.

Shape B. "When a token you control is sacrificed —", "When a Character/Robot you control is sacrificed —", "When you
sacrifice a Character —", "When an opponent sacrifices a Character —" never fired for a token. A token that would leave
the Expedition zone and join another zone ceases to exist instead (2.1.e), so the rule modifier of zones.yaml replaces
its move to the Discard pile; but "even if the discard atomic action is modified, it is still considered a sacrifice
... in particular, when sacrificing a token" (7.3.25.b). The event of its ceasing had no cause and no player, so no
sacrifice trigger matched it. It now has the replaced move's cause and player (engine/actions.py ``cease``, the
replaced action's player kept beside its cause in ``Rare.replaced``), and every reaction watching a sacrifice hears it,
the token read as it was (2.1.h). What hears a card join the Reserve or the Discard pile still does not hear a token:
it never joins its new zone (2.1.e), sacrificed, sent or discarded.

Shape C. "{D} : Put me in your Mana zone.", "{D} : Return me to my owner's hand." left the card in the Discard pile:
the cost {D} moved it without recording the move, so "me" was the card gone from Reserve. 2.1.f: an ability that refers
to a card moving to a visible zone as part of a cost finds the new object there. The cost now records its move where
every move step does (``follow_moved``, the context's ``follow``: how "{T}, Sacrifice me : Put me in your Mana zone."
already found the card), and "me" is found in the Discard pile. A cost moving "me" into a hand is refused as before.

Played: tests/scenarios/rules/s53/*-l1engine-*.yaml (test cards tests/data/s53-l1engine/), both editions: 22 of them
fail before the fix; the one that says a token sent to Reserve is not heard going there (2.1.e) passes before and after.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import reads, refused_in, scenarios_play

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios" / "rules" / "s53"
EDITIONS = [None, "5.0"]


def _trigger(text: str, edition=None) -> dict:
    [ability] = reads(text, edition)
    return ability["reaction"]["trigger"]


# the auditor's texts (report §2, shape B) and new wordings, each with the trigger it reads as: "sacrificed", or the
# keyword action Sacrifice done, which keywords.yaml hears as "sacrificed" (heard_as)
SACRIFICE_TRIGGERS = [
    ("When a token you control is sacrificed — I gain 1 boost.", {"sacrificed": {"what": {"token": True, "controller": "you"}}}),
    ("When a Character you control is sacrificed — Draw a card.", "sacrificed"),
    ("When a Robot you control is sacrificed — Draw a card.", "sacrificed"),
    ("When you sacrifice a Character — I gain 1 boost.",
     {"does": {"who": "you", "action": "Sacrifice", "what": {"type": "Character"}}}),
    ("When an opponent sacrifices a Character — I gain 1 boost.", "does"),
    ("When a Robot you control is sacrificed — Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition.",
     "sacrificed"),
    # new wordings
    ("When a Soldier you control is sacrificed — I gain 1 boost.", "sacrificed"),
    ("When you sacrifice a token — Draw a card.", "does"),
    ("When you [Sacrifice] — I gain 1 boost.", "does"),
    ("When a token an opponent controls is sacrificed — I gain 1 boost.", "sacrificed"),
    ("When another Character you control is sacrificed — I gain 2 boosts.", "sacrificed"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,trigger", SACRIFICE_TRIGGERS)
def test_7_3_25_b_a_sacrifice_trigger_reads(text, trigger, edition):
    got = _trigger(text, edition)
    if isinstance(trigger, str):
        assert list(got) == [trigger], got
    else:
        assert got == trigger


def test_7_3_25_b_the_keyword_action_is_heard_as_a_sacrifice():
    """"When you sacrifice a Character" is the event of the keyword action Sacrifice, however done (a cost too)."""
    from altered.loading.rules.files import load_docs
    from altered.loading.paths import RULES_DIR
    heard = load_docs(RULES_DIR)["keywords"]["actions"]["Sacrifice"]["heard_as"]
    assert list(heard) == ["sacrificed"]


# the auditor's texts (report §2, shape C) and new wordings: a step on "me" after {D}
D_TEXTS = [
    ("{D} : Put me in your Mana zone.", {"move": {"what": "self", "to": "Mana"}}),
    ("{D} : Put me in your Mana zone. Draw a card.", {"move": {"what": "self", "to": "Mana"}}),
    ("{D} : Return me to my owner's hand.", None),
    ("{D}, {1} : Return me to my owner's hand.", None),
    ("{D} : Put me on the bottom of my owner's deck. Draw a card.", None),
    # new wordings
    ("{D} : Draw a card. Put me in your Mana zone.", {"move": {"what": "self", "to": "Mana"}}),
    ("{D} : Return me to your hand.", None),
    ("{D} : Put me in my owner's Mana zone.", None),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,step", D_TEXTS)
def test_2_1_f_a_step_on_me_after_d_reads(text, step, edition):
    [ability] = reads(text, edition)
    quick = ability["quick"]
    assert "discard_self" in quick["cost"], quick
    assert "'self'" in repr(quick["effect"]), quick
    if step is not None:
        assert step in quick["effect"], quick


@pytest.mark.parametrize("edition", EDITIONS)
def test_2_1_f_what_i_cannot_have_in_the_discard_pile_stays_refused(edition):
    """Found in the Discard pile, I can't gain boosts there (2.5.b): refused as before, at the step."""
    text = "{D} : I gain 1 boost."
    e = refused_in(text, edition)
    assert "once its cost is paid I am in the Discard zone" in str(e), str(e)
    assert e.column == text.index("gain") + 1


@pytest.mark.parametrize("edition", EDITIONS)
def test_2_1_f_a_cost_moving_me_to_a_hand_stays_refused(edition):
    """A cost that would move me into a hand is refused before the colon, as it was (no change here)."""
    e = refused_in("{T}, Return me to my owner's hand : Put me in your Mana zone.", edition)
    assert "cannot run as a cost before the colon" in str(e), str(e)


@pytest.mark.parametrize("edition", EDITIONS)
def test_7_3_25_b_a_token_sacrificed_is_heard_and_2_1_e_joins_no_zone(edition):
    scenarios_play(SCENARIOS, "7.3.25.b-l1engine-*.yaml", edition=edition, count=13)
    scenarios_play(SCENARIOS, "2.1.e-l1engine-*.yaml", edition=edition, count=2)


@pytest.mark.parametrize("edition", EDITIONS)
def test_2_1_f_me_is_found_where_d_put_me(edition):
    scenarios_play(SCENARIOS, "2.1.f-l1engine-*.yaml", edition=edition, count=8)


def test_7_3_25_b_the_token_ceases_and_its_sacrifice_is_heard():
    """The log of an opponent's token sacrificed: its move to the Discard pile is modified by 2.1.e, it ceases to
    exist (it joins no zone), and the reaction that watches an opponent's token sacrificed is made (7.3.25.b)."""
    from altered.simulation.scenario import run_files
    [outcome] = run_files([SCENARIOS / "7.3.25.b-l1engine-opponent-token.yaml"])
    assert outcome.passed, outcome.problems
    kinds = [(e.get("e"), e.get("obj") or e.get("card")) for e in outcome.events]
    at = kinds.index(("modified", "Brassbug"))
    assert kinds[at + 1] == ("cease", "Brassbug")
    assert kinds[at + 2] == ("reaction", "Rival Token Watcher")
    assert not any(e.get("e") == "move" and e.get("obj") == "Brassbug" for e in outcome.events)
