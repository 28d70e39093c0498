"""Audit M1 (session 53), W-B and U4 (issue 31): one card paid two parts of one cost.

"{D}, Exhaust a card in your Reserve: Draw a card." was usable with the {D} card the only ready card in Reserve: {D}
discarded it, nothing was exhausted and a card was drawn (the auditor's s8_Dexh, s12_dexr2, s13_dexh_exh, s20_dex2);
"{T}, Exhaust a Character you control, Sacrifice a Character you control" let one other Character pay both picking
parts (s2_Tapes). The parts of one cost (abilities/together.py, session 53's costsee) were only kept apart when they
changed a card *the same way*: discarding me and exhausting me, exhausting a Character and sacrificing it, did not
clash.

Decided (1.2.5.c: a cost is paid in full or not at all; 1.2.5.d: all its parts at the same time), one rule stated
once in together.py: a card one part of a cost changes in any way (exhausts, moves: {D} discards me, sacrifices,
puts; removes counters from) can't be picked by another part of the same cost, and two picking parts never pick the
same card. Parts naming their card themselves ({T}, {D}, "exhaust me", "sacrifice me") stay payable as written
("{T}, Sacrifice me"); two of them changing it the same way clash ("{T}, Exhaust me"), as before. So
"{T}, Sacrifice a Character you control" no longer sacrifices me, and "{D}, Exhaust a card in your Reserve" needs
another ready card there; the "another card" forms and the {T} forms are as before.

Readings are unchanged (the fix is in how a read cost is asked and paid). Played: tests/scenarios/rules/s53/
*-costone-*.yaml on tests/data/s53-costone/: the "not usable" ones and the one whose sacrifice is no longer offered
the Character just exhausted fail before the fix and pass after; the controls pass both.
"""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from readings import outcomes, reads, scenarios_play

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios" / "rules" / "s53"
CARDS = HERE / "data" / "s53-costone" / "cards.yaml"
EDITIONS = [None, "5.0"]


# -- read: as before (the auditor's texts and their neighbours; the cost's parts, in their order) -------------------

@pytest.mark.parametrize("text,cost", [
    ("{D}, Exhaust a card in your Reserve: Draw a card.", ["discard_self", "Exhaust"]),               # t5#1
    ("{1}, {D}, Exhaust a card in your Reserve: Draw a card.", ["mana", "discard_self", "Exhaust"]),  # t10#10
    ("{D}, Exhaust two cards in your Reserve: Draw a card.", ["discard_self", "Exhaust"]),            # t10#11
    ("{T}, Exhaust a Character you control, Sacrifice a Character you control: Draw two cards.",      # t1#69
     ["exhaust_self", "Exhaust", "Sacrifice"]),
    ("{D}, Exhaust a card in your Reserve, Discard a card from your Reserve: Draw a card.",           # t11#11
     ["discard_self", "Exhaust", "Discard"]),
    ("{T}, Sacrifice a Character you control: Draw a card.", ["exhaust_self", "Sacrifice"]),
    ("{T}, Sacrifice a Character you control, Exhaust a Character you control: Draw two cards.",
     ["exhaust_self", "Sacrifice", "Exhaust"]),
])
@pytest.mark.parametrize("edition", EDITIONS)
def test_the_cost_reads_as_before(text, cost, edition):
    [ability] = reads(text, edition)
    parts = ability["quick"]["cost"]
    names = [p if isinstance(p, str) else next(iter(p["do"])) if "do" in p else next(iter(p)) for p in parts]
    assert names == cost


# -- the rule (abilities/together.py) ------------------------------------------------------------------------------

class _O:
    def __init__(self, i):
        self.id = i


MOVE = (("move",),)
EXH = (("gain", "x"),)


def test_1_2_5_d_a_card_one_part_changes_in_any_way_is_picked_by_no_other_part():
    from altered.effects.abilities.together import Claims
    me, other = _O(1), _O(2)
    c = Claims()
    c.fix(MOVE, [me])                        # {D}
    c.want([me.id], 1)                       # "Exhaust a card in your Reserve"
    assert not c.fit()
    c = Claims()
    c.fix(MOVE, [me])
    c.want([me.id, other.id], 2)             # "Exhaust two cards in your Reserve"
    assert not c.fit()
    c = Claims()
    c.fix(MOVE, [me])
    c.want([me.id, other.id], 1)
    assert c.fit() and c.free([me, other]) == [other]
    c = Claims()
    c.fix((), [me])                          # a change it declares no key for: still a change
    c.want([me.id], 1)
    assert not c.fit()


def test_1_2_5_d_two_picking_parts_never_pick_the_same_card():
    from altered.effects.abilities.together import Claims
    c = Claims()
    c.fix(EXH, [_O(1)])                      # {T}
    c.want([1, 2], 1)                        # "Exhaust a Character you control"
    c.want([1, 2], 1)                        # "Sacrifice a Character you control"
    assert not c.fit()
    c = Claims()
    c.fix(EXH, [_O(1)])
    c.want([1, 2, 3], 1)
    c.want([1, 2, 3], 1)
    assert c.fit()
    assert not c.fit(0, [3])                 # 3 picked elsewhere already: one left for two picks


# -- played --------------------------------------------------------------------------------------------------------

FIXED = ("1.2.5.d-costone-dexh-only-me-not-usable",
         "1.2.5.d-costone-dexh-other-exhausted-not-usable",
         "1.2.5.d-costone-mana-dexh-only-me-not-usable",
         "1.2.5.d-costone-dex-two-me-and-one-not-usable",
         "1.2.5.d-costone-tap-exhaust-sacrifice-one-other-not-usable",
         "1.2.5.d-costone-tap-sacrifice-only-me-not-usable",
         "1.2.5.d-costone-tap-exhaust-sacrifice-two-others-each-its-own")
CONTROLS = ("1.2.5.d-costone-dexh-other-ready-exhausts-it",
            "1.2.5.d-costone-dex-another-other-ready-exhausts-it",
            "1.2.5.d-costone-tap-sacrifice-me-paid")


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_scenarios_play_right(edition):
    scenarios_play(SCENARIOS, "*-costone-*.yaml", FIXED + CONTROLS, edition)


# more wordings of the shape, on cards made here
MORE = {
    "Costone Dexdis": {"support": "{D}, Exhaust a card in your Reserve, Discard a card from your Reserve: Draw a card."},
    "Costone Tse": {"text": "{T}, Sacrifice a Character you control, Exhaust a Character you control: Draw a card."},
    "Costone Exhsac": {"text": "Exhaust a Character you control, Sacrifice a Character you control: Draw a card.",
                       "type": "Permanent"},
    "Costone Maysac": {"text": "{J} You may exhaust me and sacrifice a Character you control to draw a card."},
}


def _cards(tmp_path) -> None:
    doc = yaml.safe_load(CARDS.read_text())
    for n, (name, extra) in enumerate(MORE.items(), 50):
        card = dict(doc["cards"][0], ref=f"QCO_MORE_{n}", version=f"QCO-0{n}-C", name=name, text="")
        if extra.get("type") == "Permanent":
            card = {k: v for k, v in card.items() if k not in ("forest", "mountain", "water")}
            card["zone_type"] = "Landmark"
        card.update(extra)
        doc["cards"].append(card)
    (tmp_path / "cards.yaml").write_text(yaml.safe_dump(doc, sort_keys=False))


def _play(tmp_path, board: dict, run: list, expect: list, choices: list | None = None):
    _cards(tmp_path)
    doc = {"scenario": "costone", "rule": "1.2.5.d", "cards": ["cards.yaml"], "phase": "Afternoon",
           "players": {1: dict(board, Deck=["Costone Filler"])}, "run": run, "expect": expect}
    if choices:
        doc["choices"] = choices
    f = tmp_path / "s.yaml"
    f.write_text(yaml.safe_dump(doc, sort_keys=False))
    [outcome] = outcomes([f])
    assert outcome.passed, "\n".join(outcome.problems)


NO_DRAW = {"player": 1, "zone": "Hand", "cards": []}
DREW = {"player": 1, "zone": "Hand", "cards": ["Costone Filler"]}
F = "Costone Filler"


@pytest.mark.parametrize("card,board,usable", [
    # t11#11: {D} discards me, two other cards, one exhausted, one discarded
    ("Costone Dexdis", {"Reserve": ["Costone Dexdis", F]}, False),
    ("Costone Dexdis", {"Reserve": ["Costone Dexdis", F, F]}, True),
    # the sacrifice written before the exhaust: the same
    ("Costone Tse", {"Expedition": {"hero": ["Costone Tse", F]}}, False),
    ("Costone Tse", {"Expedition": {"hero": ["Costone Tse", F, F]}}, True),
    # two picking parts, no {T}: two Characters
    ("Costone Exhsac", {"Landmark": ["Costone Exhsac"], "Expedition": {"hero": [F]}}, False),
    ("Costone Exhsac", {"Landmark": ["Costone Exhsac"], "Expedition": {"hero": [F, F]}}, True),
])
def test_1_2_5_c_d_a_quick_action_is_usable_only_with_a_card_for_each_part(tmp_path, card, board, usable):
    use = {"player": 1, "card": card} if usable else {"player": 1, "card": card, "usable": False}
    choices = [{"player": 1, "pick": F}] if usable else None          # the first pick; the second forced
    _play(tmp_path, board, [{"use": use}], [DREW if usable else NO_DRAW], choices)


@pytest.mark.parametrize("others,offered", [(0, False), (1, True)])
def test_1_2_5_d_an_optional_cost_of_me_and_a_sacrifice(tmp_path, others, offered):
    """"You may exhaust me and sacrifice a Character you control to draw a card.": not me (6.5.c)."""
    board = {"Hand": ["Costone Maysac"], "Mana": [F], "Expedition": {"hero": [F] * others}}
    _play(tmp_path, board, [{"play": {"player": 1, "card": "Costone Maysac", "from": "Hand", "to": "hero"}}],
          [DREW if offered else NO_DRAW, {"player": 1, "zone": "Expedition", "card": "Costone Maysac"}],
          [{"player": 1, "pick": "yes"}] if offered else None)
