"""Audit K1 (session 52), class W3 (issue 31): the parts of one cost did not see each other's changes.

"{T}, Exhaust a Character you control: Draw a card." was usable with the card the only Character: each part was
asked alone (me, ready, for {T}; a ready Character, me, for "Exhaust a Character"), {T} exhausted me, the second
part found nothing to exhaust and the card was drawn all the same. "{T}, Exhaust two Characters you control:" was
usable with me and one other.

A cost is paid in full or not at all (1.2.5.c), all its parts at the same time (1.2.5.d): an object one part
changes can't take the same change from another part as well (an exhausted object can't be exhausted, 7.3.13.b; an
object moved is moved once). Fixed as a class in the one place a cost is asked and paid (abilities/together.py,
used by a quick action's cost, by an optional cost "You may ... and ... to ..." (``pay_costs``) and by "You may
<cost> to reduce my cost"): each part says what it changes, ``{T}`` me ("gain Exhausted", as [Exhaust] is declared
in keywords.yaml), ``{D}`` me ("move"), "exhaust me" me, "Exhaust a / two <objects>" how many of which pool, "have
<objects> gain / lose [[S]]" the same of that status, "put ... in ..." "move"; the cost can be paid when each part can
and the picks can go to distinct objects no other part changes the same way (a matching); a part picking as it is
paid is offered only those. Covered: "{T}, Exhaust a/two ...", "{1}, {T}, Exhaust a ...", "Exhaust a ..., {T}" (the
pick first: me not offered), "Exhaust a Character you control, Exhaust a Character you control" (two picks),
"Exhaust a Character you control, Exhaust a card in your Reserve" (disjoint: as before), "{D}, Discard a card from
your Reserve", "You may exhaust me and exhaust a/two ... to ...". Not a clash: two parts naming one object, changing it
differently ("{T}, Sacrifice me"). Since audit M1 W-B/U4 (tests/test_cardtext_audit_costone53.py) the rule is
stricter, stated once in together.py: an object one part changes in any way is picked by no other part, and two
picking parts never pick the same object ("{T}, Sacrifice a Character" no longer sacrifices me; "{D}, Exhaust a card
in your Reserve" no longer counts me).

Readings are unchanged (the fix is in how a read cost is paid). Played: tests/scenarios/rules/s53/*-costsee-*.yaml on
tests/data/s53-costsee/: each "not usable" / "not offered" one fails before the fix and passes after; those paying
with another card pass both (but the pick written before {T}, which offered me).
"""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from readings import outcomes, reads, scenarios_play

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios" / "rules" / "s53"
CARDS = HERE / "data" / "s53-costsee" / "cards.yaml"
EDITIONS = [None, "5.0"]


# -- read: as before (the cost's parts, in their order) ------------------------------------------------------------

@pytest.mark.parametrize("text,cost", [
    ("{T}, Exhaust a Character you control: Draw a card.", ["exhaust_self", "Exhaust"]),      # the auditor's s41
    ("{T}, Exhaust two Characters you control: Draw a card.", ["exhaust_self", "Exhaust"]),   # s48
    ("{1}, {T}, Exhaust a Character you control: Draw a card.", ["mana", "exhaust_self", "Exhaust"]),
    ("{T}, Exhaust a Character you control: Target Character gains [[Asleep]].", ["exhaust_self", "Exhaust"]),
    ("Exhaust a Character you control, {T}: Draw a card.", ["Exhaust", "exhaust_self"]),
    ("Exhaust a Character you control, Exhaust a card in your Reserve: Draw a card.", ["Exhaust", "Exhaust"]),
])
def test_the_cost_reads_as_before(text, cost):
    [ability] = reads(text)
    parts = ability["quick"]["cost"]
    names = [p if isinstance(p, str) else next(iter(p["do"])) if "do" in p else next(iter(p)) for p in parts]
    assert names == cost


# -- the record of one cost's parts (abilities/together.py) --------------------------------------------------------

class _O:
    def __init__(self, i):
        self.id = i


EXH = (("gain", "x"),)


def test_1_2_5_d_a_part_changing_me_leaves_me_out_of_the_other_parts_picks():
    from altered.effects.abilities.together import Claims
    me, other = _O(1), _O(2)
    c = Claims()
    c.fix(EXH, [me])
    c.want([me.id], 1)
    assert not c.fit()                       # {T} + "Exhaust a Character" with me alone
    c = Claims()
    c.fix(EXH, [me])
    c.want([me.id, other.id], 2)
    assert not c.fit()                       # "Exhaust two" with me and one other
    c = Claims()
    c.fix(EXH, [me])
    c.want([me.id, other.id], 1)
    assert c.fit() and c.free([me, other]) == [other]


def test_1_2_5_d_two_picks_take_distinct_objects():
    from altered.effects.abilities.together import Claims
    c = Claims()
    c.want([1], 1)
    c.want([1, 2], 1)
    assert c.fit()                           # 1 to the first, 2 to the second (a matching, not greedy)
    c = Claims()
    c.want([1], 1)
    c.want([1], 1)
    assert not c.fit()


def test_1_2_5_d_two_parts_naming_one_object_clash_only_when_they_change_it_the_same_way():
    from altered.effects.abilities.together import Claims
    c = Claims()
    c.fix(EXH, [_O(1)])
    c.fix(EXH, [_O(1)])
    assert not c.fit()                       # "{T}, Exhaust me"
    c = Claims()
    c.fix(EXH, [_O(1)])
    c.fix((("move",),), [_O(1)])
    assert c.fit()                           # "{T}, Sacrifice me": as written


# -- played --------------------------------------------------------------------------------------------------------

FIXED = ("1.2.5.d-costsee-tap-exhaust-only-me-not-usable",
         "1.2.5.d-costsee-tap-two-me-and-one-not-usable",
         "1.2.5.d-costsee-mana-tap-exhaust-only-me-not-usable",
         "1.2.5.d-costsee-exhaust-first-offers-only-other",
         "1.2.5.d-costsee-exhaust-twice-one-character-not-usable",
         "1.2.5.d-costsee-may-exhaust-me-and-one-only-me-no-draw",
         "1.2.5.d-costsee-discard-me-and-reserve-only-me-not-usable")
NEIGHBOURS = ("1.2.5.d-costsee-tap-exhaust-other-paid",
              "1.2.5.d-costsee-tap-two-two-others-paid",
              "1.2.5.d-costsee-may-exhaust-me-and-one-other-draws",
              "1.2.5.d-costsee-discard-me-and-reserve-other-draws")


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_scenarios_play_right(edition):
    scenarios_play(SCENARIOS, "*-costsee-*.yaml", FIXED + NEIGHBOURS, edition)


def _play(tmp_path, board: dict, run: list, expect: list, choices: list | None = None):
    (tmp_path / "cards.yaml").write_text(CARDS.read_text())
    doc = {"scenario": "costsee", "rule": "1.2.5.d", "cards": ["cards.yaml"], "phase": "Afternoon",
           "players": {1: board}, "run": run, "expect": expect}
    if choices:
        doc["choices"] = choices
    f = tmp_path / "s.yaml"
    f.write_text(yaml.safe_dump(doc, sort_keys=False))
    [outcome] = outcomes([f])
    assert outcome.passed, "\n".join(outcome.problems)


NO_DRAW = [{"player": 1, "zone": "Hand", "cards": []}]
DREW = [{"player": 1, "zone": "Hand", "cards": ["Cost Filler"]}]


@pytest.mark.parametrize("card,board,usable", [
    # "Target Character gains [[Asleep]]" after it (the auditor's, not played): the same cost
    ("Cost Tapsleep", {"Expedition": {"hero": ["Cost Tapsleep"]}}, False),
    ("Cost Tapsleep", {"Expedition": {"hero": ["Cost Tapsleep", "Cost Filler"]}}, True),
    ("Cost Manatap", {"Mana": ["Cost Filler"], "Expedition": {"hero": ["Cost Manatap", "Cost Filler"]}}, True),
    ("Cost Taptwo", {"Expedition": {"hero": ["Cost Taptwo", "Cost Filler", "Cost Filler"]}}, True),
    # disjoint pools: as before, each part its own card
    ("Cost Exhboth", {"Landmark": ["Cost Exhboth"], "Reserve": ["Cost Filler"],
                      "Expedition": {"hero": ["Cost Filler"]}}, True),
    ("Cost Exhboth", {"Landmark": ["Cost Exhboth"], "Expedition": {"hero": ["Cost Filler"]}}, False),
    ("Cost Exhexh", {"Landmark": ["Cost Exhexh"], "Expedition": {"hero": ["Cost Filler", "Cost Filler"]}}, True),
    # the control of the audit (s40): "{T}, Exhaust a card in your Reserve" with only an exhausted card there
    ("Cost Tapreserve", {"Reserve": [{"card": "Cost Filler", "statuses": ["Exhausted"]}],
                         "Expedition": {"hero": ["Cost Tapreserve"]}}, False),
    ("Cost Tapreserve", {"Reserve": ["Cost Filler"], "Expedition": {"hero": ["Cost Tapreserve"]}}, True),
])
def test_1_2_5_c_d_a_quick_action_is_usable_only_when_its_parts_can_be_paid_together(tmp_path, card, board, usable):
    board = dict(board, Deck=["Cost Filler"])
    use = {"player": 1, "card": card} if usable else {"player": 1, "card": card, "usable": False}
    picks = {"Cost Tapsleep": "Cost Tapsleep", "Cost Exhexh": "Cost Filler"}     # the target; the first pick
    choices = [{"player": 1, "pick": picks[card]}] if card in picks and usable else None
    _play(tmp_path, board, [{"use": use}], [DREW[0] if usable else NO_DRAW[0]] if card != "Cost Tapsleep" else
          [{"player": 1, "zone": "Expedition", "card": "Cost Filler", "statuses": ["Exhausted"]}] if usable else
          [{"player": 1, "card": "Cost Tapsleep", "statuses": []}], choices)


@pytest.mark.parametrize("others,offered", [(1, False), (2, True)])
def test_1_2_5_d_an_optional_cost_of_me_and_two_others(tmp_path, others, offered):
    """"You may exhaust me and exhaust two Characters you control to draw a card.": two others than me (6.5.c)."""
    board = {"Hand": ["Cost Maytwo"], "Mana": ["Cost Filler"], "Deck": ["Cost Filler"],
             "Expedition": {"hero": ["Cost Filler"] * others}}
    _play(tmp_path, board, [{"play": {"player": 1, "card": "Cost Maytwo", "from": "Hand", "to": "hero"}}],
          DREW if offered else NO_DRAW, [{"player": 1, "pick": "yes"}] if offered else None)
