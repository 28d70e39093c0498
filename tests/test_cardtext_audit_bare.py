"""An Effect ability alone on a card that never performs it, "it" after a card is put from a deck into the public
Reserve, and the [Resupply] reminder "in your Reserve" (issue 31; outside audit s48 S, §3).

1. Silent no-op: "Draw a card." or "If you have five or more cards in Reserve, I gain [[Anchored]]." alone on a
Character passed ``check`` and did nothing when played. An Effect ability is a change applied when it resolves
(1.2.4.c), and only a Spell performs its effect when played (5.1.2.i, 5.2.4); a Character joins its Expedition
(5.2.1.c), a Permanent its zone (5.2.2.c, 5.2.3.a), a Hero is never played (2.2.11.h): theirs never resolves. Refused
at check, at the ability's words, saying what to write (a trigger "{J} ...", or a passive "As long as ..."); the
types that perform an effect are play.yaml ``effect_types``. ``explain`` of a text of no card still reads it as a
Spell's, and says so; of a token's text (``--token``: a Character, 7.3.4.a), it is refused.

2. Over-refused: "Put the top card of your deck in Reserve, then exhaust it." (the [Exhausted Resupply] reminder,
word for word) was refused as naming a hidden card; once in the public Reserve the card is an object seen there
(1.4.4, 3.1.3.d), and "it" names the card moved (7.2.4.a). Into a hidden zone (hand, Mana) it is still refused.

3. "[Resupply]. (Put the top card of your deck in your Reserve.)" was refused as leaving out part of Resupply's
meaning, which the accepted "in Reserve" leaves out as well: "your Reserve" is the same zone, its owner's (3.1.2.b,
1.4.3.a), accepted as a reminder (cardtext.yaml).

Played: tests/scenarios/rules/s48/1.4.4-* and 5.2.4-* (test cards in tests/data/s48-bare/); the 1.4.4 ones were
refused before.
"""
from __future__ import annotations

import json
from pathlib import Path

from types import SimpleNamespace

import pytest

from altered.cardtext.api import parse_abilities
from altered.cli.main import main
from altered.loading.errors import DesignError
from altered.rulebook import load_rulebook
from altered.tools.explain import explain, explain_jsonl

from readings import effect, refused


@pytest.fixture(scope="module")
def book():
    return load_rulebook()


def _card(type_, zone_type=None, token=False):
    return SimpleNamespace(type=type_, zone_type=zone_type, token=token)


def _on(book, text, type_, zone_type=None):
    return parse_abilities(text, parser=book.card_parser(), unresolved=book.unresolved(_card(type_, zone_type)))


# -- 1. an Effect ability alone never resolves but on a Spell (1.2.4.c, 5.1.2.i, 5.2.4) -----------------------------

BARE = [
    ("Draw a card.", 0),                                                               # the auditor's
    ("If you have five or more cards in Reserve, I gain [[Anchored]].", 0),           # the auditor's (UNCLEAR)
    ("[[Fleeting]].  Draw a card.", 15),                                               # new: after a status
    ("I gain 2 boosts.", 0),
    ("Each opponent discards a card.", 0),
    ("{J} I gain 1 boost.  Ready target Character.", 21),                             # new: after a trigger
]


@pytest.mark.parametrize("text, at", BARE)
@pytest.mark.parametrize("type_, zone_type", [("Character", None), ("Permanent", "Landmark"),
                                              ("Permanent", "Expedition"), ("Hero", None)])
def test_an_effect_alone_on_a_card_that_never_performs_it_is_refused_at_its_words(book, text, at, type_, zone_type):
    with pytest.raises(DesignError) as e:
        _on(book, text, type_, zone_type)
    msg = e.value.message
    assert e.value.column == at + 1
    assert "1.2.4.c" in msg and "5.2.4" in msg and "never resolves" in msg
    said = type_ if zone_type is None else f"{zone_type} {type_}"
    assert f"this {said} card" in msg
    assert "only a Spell card performs its effect" in msg           # the types of play.yaml effect_types
    bare = text[at:].strip()
    assert f"'{{J}} {bare}'" in msg and "As long as" in msg         # what to write


@pytest.mark.parametrize("text, _", BARE)
def test_the_same_on_a_spell_reads(book, text, _):
    assert any("effect" in a for a in _on(book, text, "Spell"))


@pytest.mark.parametrize("text", [
    "{J} Draw a card.",
    "{H} If you have five or more cards in Reserve, I gain [[Anchored]].",
    "When I'm sacrificed — Draw a card.",
    "{T} : Draw a card.",
    "I have +1/+1/+1 as long as you have five or more cards in Reserve.",
])
def test_triggers_and_passives_on_a_character_read(book, text):
    assert all("effect" not in a for a in _on(book, text, "Character"))


def test_the_types_come_from_the_rules(book):
    """The types that perform an effect are declared (play.yaml effect_types), not named in Python."""
    assert book.unresolved(_card("Spell")) is None
    assert book.unresolved(_card("Character")) == ("Character", tuple(book.play["effect_types"]))
    assert book.unresolved(_card(None, token=True))[0] == book.play["tokens"]["type"]


def test_check_refuses_a_bare_effect_on_a_character_at_its_place(tmp_path, capsys):
    cards = tmp_path / "bare.yaml"
    cards.write_text(
        "set: {code: BRZ, name: Bare}\n"
        "cards:\n"
        "- {ref: BRZ_D, version: BRZ-001-C, name: Bare Drawer, faction: Lyra, type: Character, rarity: common,\n"
        "   hand_cost: 1, reserve_cost: 1, forest: 1, mountain: 1, water: 1, text: \"Draw a card.\"}\n"
        "- {ref: BRZ_S, version: BRZ-002-C, name: Bare Spell, faction: Lyra, type: Spell, rarity: common,\n"
        "   hand_cost: 1, reserve_cost: 1, text: \"Draw a card.\"}\n", encoding="utf-8")
    assert main(["check", str(cards)]) != 0
    out = capsys.readouterr()
    lines = [ln for ln in (out.out + out.err).splitlines() if "never resolves" in ln]
    assert len(lines) == 1                                            # the Character's, not the Spell's
    col = 4 + len("hand_cost: 1, reserve_cost: 1, forest: 1, mountain: 1, water: 1, text: \"")
    assert lines[0].startswith(f"{cards}:4:{col}: ") and "'{J} Draw a card.'" in lines[0]


def test_explain_of_no_card_reads_it_as_a_spells_and_says_so(book):
    out = explain("Draw a card.", book=book)
    assert "Effect:" in out and "read as a Spell card's effect" in out and "'{J} Draw a card.'" in out
    assert "read as a Spell card's effect" in explain("Draw a card.", book=book, token=False)   # --no-token
    [row] = explain_jsonl(["Draw a card."], book=book)
    assert row["ok"] and any("read as a Spell card's effect" in n for n in row["explain"])
    assert "read as a Spell" not in explain("{J} Draw a card.", book=book)


def test_explain_of_a_tokens_text_refuses_it(book):
    with pytest.raises(DesignError) as e:
        explain("Draw a card.", book=book, token=True)
    assert "this Character card it never resolves" in e.value.message
    [row] = explain_jsonl(["Draw a card."], book=book, token=True)
    assert not row["ok"] and "never resolves" in row["error"]


# -- 2. "it" after a move from the deck into the public Reserve (1.4.4, 3.1.3.d, 7.2.4.a) ----------------------------

@pytest.mark.parametrize("text", [
    "Put the top card of your deck in Reserve, then exhaust it.",             # the auditor's (3 texts)
    "{J} Put the top card of your deck in Reserve, then exhaust it ({T}).",
    "Put the top card of your deck in your Reserve. Exhaust it.",            # new wordings
    "Put the top two cards of your deck in Reserve, then exhaust them.",
    "Put the top card of your deck in Reserve. If it's a Character, draw a card.",
    "{H} Put the top card of your deck in your Reserve. It gains [[Fleeting]].",
    # refused before in test_cardtext_audit_messages / _trace: "it" is the card moved (7.2.4.a), not the target
    "{J} Put the top card of your deck in your Reserve. If it's a Character, draw a card.",
    "{J} Target Character gains 1 boost. Put the top card of your deck in your Reserve. It gains [[Anchored]].",
])
def test_it_names_the_card_put_in_reserve(text):
    steps = effect(text)
    i = next(n for n, s in enumerate(steps) if "move" in s)
    name = steps[i]["move"]["as"]
    assert steps[i]["move"]["what"]["top"] and steps[i]["move"]["to"] == "Reserve"
    assert json.dumps({"var": name}) in json.dumps(steps[i + 1:])
    assert '"target"' not in json.dumps(steps[i + 1:])


@pytest.mark.parametrize("text, words", [
    ("Put the top card of your deck in your hand. Exhaust it.", "it"),                 # a hidden zone: still refused
    ("Put the top card of your deck in your Mana zone. Exhaust it.", "it"),
    ("Put the top card of your deck in your hand. If it's a Spell, draw a card.", "it"),
])
def test_it_after_a_move_into_a_hidden_zone_is_still_refused(text, words):
    e = refused(text)
    assert "refers to nothing" in e.message and "hidden" in e.message
    assert e.column == text.rindex(" it") + 2


def test_the_exhausted_resupply_reminder_and_the_text_read_alike():
    """The reminder the language accepts for [Exhausted Resupply] (cardtext.yaml) now reads as a text too."""
    [move, exhaust] = effect("Put the top card of your deck in Reserve, then exhaust it.")
    assert exhaust == {"do": {"Exhaust": {"what": {"var": move["move"]["as"]}}}}


# -- 3. the [Resupply] reminder "in your Reserve" (3.1.2.b) ------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "{J} [Resupply]. (Put the top card of your deck in your Reserve.)",              # the auditor's
    "{J} [Resupply]. (Put the top card of your deck in Reserve.)",                   # the official wording
    "{R} [Exhausted Resupply]. (Put the top card of your deck in your Reserve, then exhaust it {T}.)",
])
def test_resupply_reminders_in_your_reserve_read_as_the_keyword(text):
    [ability] = parse_abilities(text)
    assert ability["reaction"]["effect"][0]["do"] in ("Resupply", "Exhausted Resupply")


def test_a_resupply_reminder_saying_another_zone_is_still_refused():
    e = refused("{J} [Resupply]. (Put the top card of your deck in your hand.)")
    assert "reminder text of Resupply" in e.message


def test_the_scenarios_play_right():
    """The 1.4.4 ones were refused before (the card did not load); the 5.2.4 one: a Spell's effect alone still draws."""
    from altered.simulation.scenario import run_files
    names = ("1.4.4-top-card-put-in-reserve-then-exhaust-it-is-exhausted",
             "1.4.4-top-card-put-in-reserve-if-its-a-character-draws",
             "1.4.4-top-card-put-in-reserve-if-its-a-character-a-spell-no-draw",
             "1.4.4-top-two-cards-put-in-your-reserve-exhaust-them", "5.2.4-a-spells-effect-alone-resolves-draws")
    files = [Path(__file__).parent / "scenarios" / "rules" / "s48" / f"{name}.yaml" for name in names]
    outcomes = list(run_files(files))
    assert len(outcomes) == len(names)
    for outcome in outcomes:
        assert outcome.passed, f"{outcome.file}: " + "\n".join(outcome.problems)
