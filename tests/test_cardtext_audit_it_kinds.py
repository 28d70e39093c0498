"""What "it" names after a trigger, and what an action can be done to (issue: every reading checked against its
meaning; an outside audit of unique-card texts).

Each test is a class of text that once read differently from the card: "it" after a trigger naming an
Expedition, done an action only cards undergo ("When my Expedition moves forward — Sacrifice it."), and "it"
after a player's event that names no object ("When you draw one or more cards — Discard it."), both read and
played as doing nothing. Each action's object is of a kind its declaration says (a step's ``P.of``, a marker
parameter; keywords.yaml ``of:``), and a referent of another kind is refused at its words; each trigger says
what it binds to "it" (``gives``), and a keyword action the one card it acted on (keywords.yaml ``it:``).
The scenario tests/scenarios/v5/7.2.4.a-it-after-you-resupply-is-the-card-put-in-reserve.yaml plays the one
whose play changed (test cards: tests/data/v5/audit-it-kinds-cards.yaml).
"""
from __future__ import annotations

import pytest

from altered.cardtext.api import parse_abilities
from altered.cli.main import main
from altered.effects.registry import load_operators
from altered.loading.errors import DesignError
from altered.loading.paths import RULES_DIR
from altered.loading.yamlio import load_file
from readings import effect, refused

EXPEDITION_TRIGGERS = ("When my Expedition moves forward", "When an opponent's Expedition moves forward",
                       "When my Expedition fails to move forward during Dusk")


def _at(text: str, e, words: str) -> None:
    """The error is told at ``words`` (the last of them in the text), and names them."""
    assert e.column == text.rindex(words) + 1, (e.column, str(e))
    assert f"'{words}'" in str(e), str(e)


# -- 7.2.4.a, 4.2.4: "it" naming an Expedition, with an action done to cards and tokens ---------------------------

@pytest.mark.parametrize("trigger", EXPEDITION_TRIGGERS)
@pytest.mark.parametrize("effect_text", [
    "Sacrifice it.", "Exhaust it.", "Return it to your hand.", "Ready it.", "Discard it.", "Put it in your Reserve.",
    "[Sacrifice] it.", "[Augment] it.", "It [Defects].", "It switches Expeditions.", "[Play For Free] it.",
    "You may sacrifice it to draw a card.", "You may draw a card to exhaust it.",
])
def test_it_naming_an_expedition_is_refused_for_an_action_done_to_cards(trigger, effect_text):
    """An Expedition is a place, no card (4.2.4): sacrificed, exhausted or sent to a hand it does nothing, so the
    text would read and play as nothing happening. Every action declares what it is done to; refused at 'it'."""
    text = f"{trigger} — {effect_text}"
    e = refused(text)
    assert "names a place" in str(e) and "say which card" in str(e), str(e)
    _at(text, e, "it" if " it" in effect_text else "It")


@pytest.mark.parametrize("text, words", [
    ("{J} Sacrifice my Expedition.", ""),
    ("{J} Exhaust target Expedition.", "target Expedition"),
    ("{J} Send target Expedition to Reserve.", "target Expedition"),
])
def test_an_expedition_named_for_an_action_done_to_cards_is_refused(text, words):
    """The same class named by its noun, not by a pronoun (4.2.4, 7.3.36, 7.3.13)."""
    e = refused(text)
    assert "names a place" in str(e), str(e)
    if words:
        _at(text, e, words)


@pytest.mark.editions("5.0")
@pytest.mark.parametrize("text, words", [
    ("When a Character joins my Expedition — It moves forward one region.", "It"),
    ("When you play a Character — It moves backwards one region.", "It"),
    ("{J} Target Character [Ascends].", "Target Character"),
    ("{J} Target Character [Moves Forward].", "Target Character"),
])
def test_a_card_named_for_an_action_done_to_places_is_refused(parse, text, words):
    """The other way round: moving forward or [Ascend] is done to an Expedition (4.2.4, v5.0 7.3.3), never a card."""
    e = refused(text, parse)
    assert "names a card" in str(e) and "say which place" in str(e), str(e)
    _at(text, e, words)


@pytest.mark.editions("5.0")
@pytest.mark.parametrize("text, step", [
    ("When my Expedition moves forward — It moves forward one region.", {"advance": {"marker": "it", "by": 1}}),
    ("When my Expedition moves forward — It [Ascends].", {"do": {"Ascend": {"what": "it"}}}),
    ("{J} Target Expedition [Ascends].", None),
    ("When my Expedition moves forward — Target Character gains 1 boost. Exhaust it.", None),
])
def test_an_action_done_to_what_it_can_be_done_to_still_reads(parse, text, step):
    """What the action is done to is of its kind: the Expedition the trigger names moves forward (7.2.4.a)."""
    steps = effect(text, parse)
    if step is not None:
        assert step in steps, steps


# -- 7.2.4.a: "it" after a player's event naming no object ---------------------------------------------------------

@pytest.mark.parametrize("text", [
    "When an opponent draws one or more cards — It gains [[Asleep]].",
    "When you draw one or more cards — Discard it.",
    "When you roll one or more dice — Exhaust it.",
    "When an opponent draws one or more cards or does [Resupply] — Send it to Reserve.",
    "When an opponent passes first — Exhaust it.",
    "When you make a Gift — Exhaust it.",
    "When you [Discard] — Return it to your hand.",
    "When you roll one or more dice — If it's a Character, draw a card.",
    "When you draw one or more cards — I gain 1 boost. Sacrifice it.",
])
def test_it_after_a_players_event_about_no_one_object_is_refused(text):
    """A draw, a roll, a pass, a Gift made are about a player, and a discard about as many cards as were discarded:
    "it" names nothing there (7.2.4.a), and once read as the trigger's object it played as nothing. Of two events,
    one about a card and one about none ("draws ... or does [Resupply]"), it names nothing either. Refused at it."""
    e = refused(text)
    assert "refers to nothing" in str(e) and "say which card" in str(e), str(e)
    words = "it" if " it" in text.split("—")[1] else "It"
    _at(text, e, words)


@pytest.mark.parametrize("text, what", [
    ("When you [Resupply] — Exhaust it.", {"var": "resupplied"}),
    ("When an opponent [Resupplies] — Exhaust it.", {"var": "resupplied"}),
    ("When you [Exhausted Resupply] — Ready it.", {"var": "resupplied"}),
    ("When you [Sabotage] — Exhaust it.", {"var": "sabotaged"}),     # after "Draw a card": refused (audit_trace)
    ("When you play a Character — Exhaust it.", "it"),
    ("When you [Exhaust] — Ready it.", "it"),
    ("When you sacrifice a Character — Return it to your hand.", "it"),
])
def test_it_after_a_players_event_about_one_object_names_it(text, what):
    """A trigger naming one object keeps "it": the card played, exhausted or sacrificed (the trigger binds it), the
    one card a [Resupply] put in Reserve (v5.0 7.3.31; keywords.yaml it:, bound when the action is heard)."""
    steps = effect(text)
    last = steps[-1]
    args = last["do"][next(iter(last["do"]))] if "do" in last else last["move"]
    assert args["what"] == what, steps


def test_explain_says_what_it_names_after_you_resupply(capsys):
    """`altered explain` shows "it" as the card the Resupply put in Reserve, not as a trigger's object it has none of."""
    assert main(["explain", "When you [Resupply] — Exhaust it."]) == 0
    out = capsys.readouterr().out
    assert "do Exhaust (what: resupplied)" in out, out


def test_the_printed_cards_on_draws_rolls_and_resupplies_still_read():
    """The official texts of these triggers name no "it" of theirs (checked in the reference card lists: "When you
    draw", "When you roll", "When you [Resupply]"): they read as before."""
    for text in ("When an opponent draws one or more cards or [Resupplies] — I gain 1 boost.",
                 "When you roll one or more dice — I gain 1 boost.",
                 "When an opponent draws one or more cards or does [Resupply] — Create an [Ordis Recruit 1/1/1] "
                 "Soldier token in target Expedition."):
        assert effect(text)


# -- the declarations the readings above rest on ------------------------------------------------------------------

def test_every_keyword_action_says_what_its_objects_are():
    """Each keyword action done to something declares it (keywords.yaml ``of:``), so a new one cannot be read done
    to a thing it can't be done to: a parameter chosen (``selector``) or an Expedition named (``the Expedition(s)``)."""
    actions = load_file(RULES_DIR / "keywords.yaml")["actions"]
    missing = [f"{name}.{key}" for name, spec in actions.items() for key, p in (spec.get("params") or {}).items()
               if isinstance(p, dict) and p.get("kind") == "selector" and p.get("of") not in ("objects", "places")]
    assert not missing, missing
    assert actions["Sacrifice"]["params"]["what"]["of"] == "objects"
    assert actions["Move Forward"]["params"]["what"]["of"] == "places"


def test_every_step_done_to_objects_says_so():
    """The steps a card text's verbs make declare what they are done to (``P.of``; a marker is a place)."""
    steps = load_operators()["step"]
    for name in ("move", "gain", "lose", "counters", "switch", "defect", "reveal", "play", "exchange"):
        assert steps[name].params["what"].names == "objects", name
    assert steps["advance"].params["marker"].names == "places"
    assert steps["choose"].params["from"].names == ""          # a choice is among cards or places


def test_every_trigger_says_what_it_names():
    """A trigger about an object binds it to "it" (6.3.h); one about a player's action binds nothing."""
    triggers = load_operators()["trigger"]
    assert triggers["played"].gives == "objects" and triggers["advances"].gives == "marker"
    assert triggers["rolls"].gives == "" and triggers["does"].gives == "" and triggers["passes"].gives == ""


# -- 2.1.f, 2.5.b, 2.4.1.c: "I" after the {D} cost is in the Discard pile -----------------------------------------

@pytest.mark.parametrize("text, words", [
    ("{D} : I gain 1 boost.", "gain"),
    ("{D} : Ready me.", "Ready"),
    ("{D} : Exhaust me.", "Exhaust"),
    ("{D} : I gain [[Asleep]].", "gain"),
    ("{D} : Target Character gains 1 boost. I gain 1 boost.", "gain"),
    ("{D} : You may exhaust me to draw a card.", "exhaust"),
    ("{D} : If you control a Plant, I gain 1 boost.", "gain"),
    ("{D} : Roll a die. On a 4+, I gain [[Anchored]].", "gain"),
])
def test_counters_or_statuses_on_me_after_discarding_me_are_refused(text, words):
    """Once {D} is paid I am in the Discard pile (7.1.4.b), where the effect finds me (2.1.f), but where a card can't
    have or gain counters (2.5.b) or statuses (2.4.1.c): the step would do nothing. Refused at its verb."""
    e = refused(text)
    assert "Discard" in str(e) and "would do nothing" in str(e), str(e)
    assert e.column == text.rindex(words) + 1, (e.column, str(e))


@pytest.mark.parametrize("text", [
    "{D} : Return me to your hand.", "{D} : Draw a card.", "{D} : Target Character gains 1 boost.",
    "{T} : I gain 1 boost.",
])
def test_what_the_discard_pile_allows_after_discarding_me_still_reads(text):
    """A card in the Discard pile can be returned to a hand (2.1.f); {T} leaves me in Reserve."""
    assert effect(text)


# -- 2.2.11.j (v5.0 2.2.12.j), 2.4.6.e: a support ability works only while I am ready -----------------------------

@pytest.mark.parametrize("text, support", [
    ("{I} If I'm exhausted, cards you play cost {1} less.", False),
    ("{I} As long as I'm exhausted and you control a Plant, cards you play cost {1} less.", False),
    ("If I'm exhausted, cards you play cost {1} less.", True),
])
def test_a_support_passive_working_only_while_i_am_exhausted_is_refused(text, support):
    """Exhausted cards in Reserve have no support abilities: one that works only if I'm exhausted never works."""
    with pytest.raises(DesignError) as e:
        parse_abilities(text, support=support)
    assert "works only while I am ready" in str(e.value), str(e.value)
    assert e.value.column == text.index("I'm exhausted") + 1 - (3 if text.startswith("If") else 0), str(e.value)


@pytest.mark.parametrize("text", [
    "{I} If I'm not exhausted, cards you play cost {1} less.",
    "{I} If I'm exhausted or you control a Plant, cards you play cost {1} less.",
    "{I} When you play a Spell — If I'm exhausted, draw a card.",
])
def test_a_support_ability_that_can_work_still_reads(text):
    """Another branch can hold; a Reaction's condition is tested as it resolves, when I may have been exhausted."""
    assert parse_abilities(text)
