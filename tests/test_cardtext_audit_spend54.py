"""Audit s54 "spend" (outside, issue 31): "You may spend 2 of my boosts to draw a card." accepted on a Spell by
``altered check``. The audit held that a Spell never has boosts, so the cost could never be paid.

Found (session 54): the rules say otherwise, and the engine already plays the text as the rules mean it. A Spell
performs its effect in Limbo (5.1.2.i, 5.2.4; rulebook.py ``placed_in``), and objects in Limbo, as in Reserve, may
have counters and statuses (2.5.a, 2.4.1.b); only the Discard pile, Deck and Hand keep none (2.5.b, 2.4.1.c). An
object moved from the Reserve to Limbo, or from Limbo to the Reserve, keeps its counters (2.5.k v3.0, 2.5.l v5.0),
losing them only in the Discard pile. So a Spell played from Reserve with boosts on it ([Augment] and "Remove ...
counters from target card ... in Reserve" name any card there) has them as it resolves and can spend them (2.5.h);
one that says "I gain 1 boost" gains it in Limbo and keeps it in Reserve (5.2.4.b); "If I'm [[Fleeting]]" is true
of one played from Reserve (5.2.4.a). None of these texts is impossible on a Spell, and none is refused.

The mechanism that decides it is the one the audit pointed at: ``placed_in`` puts a Spell's "me" in Limbo
(``parse_abilities``' ``placed``), and a step or test of my counters or statuses is refused only where every zone
I may be in keeps none (zones.yaml ``keeps_counters``/``keeps_statuses``: ``of_me_where``, ``bare_me``), as a
Spell's support ability after {D} is (7.1.4.b, 2.5.b). Limbo keeps both, as 2.5.a and 2.4.1.b say: no change.
A Landmark Permanent's own boosts are in the Landmark zone, which keeps them as well (2.5.a).

Bundled readings: unchanged (no code changed). Played: tests/scenarios/rules/s54/*-spend-*.yaml on
tests/data/s54-spend/, both editions; they pass before and after (they pin what the rules say, no fix).
"""
from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from altered.cardtext.api import parse_abilities
from altered.cli.main import main
from altered.loading.errors import DesignError
from altered.loading.rules.editions import with_edition
from altered.rulebook import load_rulebook

from readings import scenarios_play

HERE = Path(__file__).parent
CARDS = HERE / "data" / "s54-spend" / "cards.yaml"
SCENARIOS = HERE / "scenarios" / "rules" / "s54"
EDITIONS = [None, "5.0"]

# a Spell's own counters and statuses as it resolves in Limbo (2.5.a, 2.4.1.b): each reads
OWN = [
    "You may spend 2 of my boosts to draw a card.",            # the auditor's
    "If I have 2 or more boosts, draw a card.",
    "Draw a card. I gain 1 boost.",
    "If I'm [[Fleeting]], draw a card.",                       # played from Reserve (5.2.4.a)
    "If I'm [[Boosted]], draw a card.",
    "Draw a card. I gain [[Anchored]].",
]
# where the same words find me in a zone that keeps no counters: refused, at check as before (2.5.b, 7.1.4.b)
SUPPORT_BARE = [
    ("{D} : I gain 1 boost.", "can't have or gain counters (2.5.b"),
    ("{D} : If I have 2 or more boosts, draw a card.", "can't have counters (2.5.b)"),
]


_BOOKS: dict = {}


def _book(edition):
    """The bundled rule book of ``edition`` (None: the rules as written), built once."""
    if edition not in _BOOKS:
        _BOOKS[edition] = load_rulebook(variants=with_edition([], edition) if edition else [])
    return _BOOKS[edition]


def _spell():
    return SimpleNamespace(type="Spell", zone_type=None, token=False)


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_spell_resolves_in_limbo_which_keeps_counters_and_statuses(edition):
    book = _book(edition)
    zones, why = book.placed_in(_spell())
    assert zones == [book.play["transit"]] and "5.1.2.i" in why
    bare = book.card_parser().language.vocabulary["bare_zones"]
    assert not set(zones) & (set(bare["counters"]) | set(bare["statuses"]))        # 2.5.a, 2.4.1.b
    assert book.play["transit"] != "Discard" and "Discard" in bare["counters"]      # 2.5.b


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", OWN)
def test_a_spells_own_boosts_and_statuses_read(text, edition):
    book = _book(edition)
    assert parse_abilities(text, parser=book.card_parser(), placed=book.placed_in(_spell()),
                           unresolved=book.unresolved(_spell()), main=True)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,says", SUPPORT_BARE)
def test_the_same_words_after_d_are_refused(text, says, edition):
    book = _book(edition)
    with pytest.raises(DesignError) as e:
        parse_abilities(text, support=True, parser=book.card_parser())
    assert says in e.value.message and "Discard" in e.value.message


@pytest.mark.parametrize("edition", EDITIONS)
def test_check_accepts_the_spells(edition, capsys):
    args = ["check", str(CARDS)] + (["--edition", edition] if edition else [])
    assert main(args) == 0, capsys.readouterr()


@pytest.mark.parametrize("edition", EDITIONS)
def test_check_refuses_a_spells_d_own_boost_at_its_words(edition, tmp_path, capsys):
    cards = tmp_path / "bare.yaml"
    cards.write_text(
        "set: {code: QSB, name: Spend bare}\n"
        "cards:\n"
        "- {ref: QSB_S, version: QSB-001-C, name: Spend Bare, faction: Lyra, type: Spell, rarity: common,\n"
        "   hand_cost: 1, reserve_cost: 1, text: \"Draw a card.\", support: \"{D} : I gain 1 boost.\"}\n",
        encoding="utf-8")
    assert main(["check", str(cards)] + (["--edition", edition] if edition else [])) != 0
    out = capsys.readouterr()
    lines = [ln for ln in (out.out + out.err).splitlines() if "can't have or gain counters" in ln]
    assert len(lines) == 1 and lines[0].startswith(f"{cards}:4:"), out


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_scenarios_play_right(edition):
    scenarios_play(SCENARIOS, "*-spend-*.yaml", edition=edition, count=4)
