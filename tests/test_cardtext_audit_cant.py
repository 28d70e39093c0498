""""If you can't" and "If you do" after an action that says how many, or after a fallback (an outside audit,
session 45, classes B, C and D).

6.5.f: "[Do X]; if you did, [do Y]". 1.2.5.c: a cost must be paid in full; the engine reads "If you can't"
after an action that says how many ("Remove 2 boosts", "Discard two cards") as "not all of it was done", and
now reads "If you do" as its exact opposite, so the two never both hold (the audit's class C: with 1 boost,
"Remove 2 boosts ... If you can't, send it to Reserve. If you do, draw a card." did both).

- B: "X. If you can't, sacrifice me. If you do, Z": "If you do" asked of the fallback sacrifice. Now "If you
  do" after an "If you can't" sentence asks of X, whatever the fallback does (if_done._fallback); a fallback
  that offers a choice ("If you can't, you may ...") leaves "If you do" refused (of which?).
- C: "If you do" after a removal of N asks that all N were removed (the removal tells it, "fewer"); so after
  "Discard two cards", "Sacrifice two Characters" (two chosen that the step changed, recorded as it runs:
  ``{count: {changed: chosen}}``, effects/changes.py).
- D: "Remove 2 boosts from each Character you control. If you can't": some Character had fewer than 2 (it
  compared the total removed with 2).
- "If it does", "If I do", "If I can't" are refused at their words, saying to write "If you do" / "If you
  can't".

Played by the scenarios tests/scenarios/v5/6.5.f-if-you-do-after-if-you-cant-sacrifice-asks-of-the-removal.yaml,
6.5.f-remove-two-boosts-from-one-if-you-cant-and-if-you-do-never-both.yaml,
6.5.f-remove-two-boosts-from-each-if-you-cant-when-one-has-fewer.yaml and
6.5.f-discard-two-cards-with-one-if-you-cant.yaml, on the cards of tests/data/v5/audit-cant-cards.yaml.
"""
from __future__ import annotations

import pytest

from altered.effects import Ctx
from altered.effects.bound import unset_reads
from altered.simulation.layout import put
from readings import Answering, effect, refused, table_of_four


def _opposite(test):
    return test["not"] if isinstance(test, dict) and set(test) == {"not"} else {"not": test}


def _ifs(steps):
    return [s["if"] for s in steps if isinstance(s, dict) and "if" in s and "then" in s]


# -- B (6.5.f): "If you do" after "If you can't, ..." asks of the action "If you can't" asked of ----------------

@pytest.mark.parametrize("text", [
    # the audit's findings
    "Remove 2 boosts from target Character you control. If you can't, sacrifice it. If you do, draw a card.",
    "{J} Remove 2 boosts from me. If you can't, sacrifice me. If you do, draw a card.",
    "{J} Discard a card. If you can't, sacrifice me. If you do, draw a card.",
    "{J} Exhaust a card in your Reserve. If you can't, sacrifice me. If you do, draw a card.",
    "{J} Sacrifice a Character. If you can't, sacrifice me. If you do, draw a card.",
    "{J} Sacrifice another Character. If you can't, sacrifice me. If you do, I gain 2 boosts.",
    "Remove 2 boosts from target Character. If you can't, send it to Reserve. If you do, draw a card.",
    # more wordings of the shape: other fallbacks, other actions
    "{J} Return a card from your Reserve to your hand. If you can't, discard a card. If you do, I gain 1 boost.",
    "{H} Discard two cards. If you can't, sacrifice a Character. If you do, draw a card.",
    "{J} I lose 1 boost. If you can't, sacrifice me. If you do, draw a card.",
    "{R} Remove 3 counters from target card in play. If you can't, exhaust me. If you do, draw a card.",
    "{J} Sacrifice two Characters. If you can't, discard your hand. If you do, draw three cards.",
])
def test_6_5_f_if_you_do_after_if_you_cant_asks_of_the_action_before(text):
    steps = effect(text)
    cant, did = _ifs(steps)[-2:]
    assert did == _opposite(cant), steps          # never both, never neither
    assert "sacrificing" not in str(did), steps
    assert unset_reads(steps) == []


def test_6_5_f_otherwise_after_if_you_cant_is_if_you_do():
    a = effect("{J} Remove 2 boosts from me. If you can't, sacrifice me. If you do, draw a card.")
    b = effect("{J} Remove 2 boosts from me. If you can't, sacrifice me. Otherwise, draw a card.")
    assert a[-1]["if"] == _opposite(b[-1]["if"]) and a[-1]["then"] == b[-1]["else"], (a, b)


@pytest.mark.parametrize("text", [
    "Remove 2 boosts from me. If you can't, you may sacrifice a Character. If you do, draw a card.",
    "{J} Discard a card. If you can't, you may exhaust me. If you do, I gain 1 boost.",
])
def test_6_5_c_if_you_do_after_a_fallback_that_offers_a_choice_is_refused(text):
    e = refused(text)
    assert "'If you do' after 'If you can't, you may ...'" in e.message and "Otherwise" in e.message, e.message
    assert e.column == text.rindex("If you do") + 1, e


def test_6_5_c_if_you_dont_after_a_fallback_that_offers_a_choice_is_of_that_choice():
    steps = effect("Remove 2 boosts from me. If you can't, you may sacrifice a Character. If you don't, draw a card.")
    [fallback] = [s for s in steps if "if" in s]
    may = fallback["then"][0]["may"]
    assert fallback["then"][1] == {"if": {"not": {"did": may["as"]}}, "then": [{"do": {"Draw": {"count": 1}}}]}, steps


@pytest.mark.parametrize("text", [       # the rewritings the refusal offers read
    "Remove 2 boosts from me. If you can't, you may sacrifice a Character to draw a card.",
    "Remove 2 boosts from me. If you can't, you may sacrifice a Character. Otherwise, draw a card.",
])
def test_6_5_f_the_rewritings_of_the_refused_fallback_read(text):
    assert effect(text)


# -- C (6.5.f, 1.2.5.c): after an action that says how many, "If you can't" and "If you do" are opposites -------

@pytest.mark.parametrize("text", [
    # the audit's "If you do" after a removal of fewer than said (UNCLEAR): all said must be removed
    "{J} Remove 2 boosts from target Character. If you do, draw a card.",
    "{J} Remove 2 boosts from me. If you do, draw a card.",
    "At Noon — Remove 2 boosts from me. If you do, draw a card.",
    "{J} Target Character loses 3 boosts. If you do, draw a card.",
    "{J} Remove 2 boosts from another Character you control. If you do, I gain 2 boosts.",
    "{J} Remove 2 boosts from target Character. If you do, draw a card. If you don't, I gain 1 boost.",
    # more wordings
    "{H} Remove 3 counters from target card in play. If you do, draw a card.",
    "{J} I lose 2 boosts. If you do, draw a card.",
])
def test_6_5_f_if_you_do_after_removing_n_asks_whether_all_n_were(text):
    steps = effect(text)
    [step] = [s["counters"] for s in steps if "counters" in s]
    assert _ifs(steps)[0] == {"not": {"var": step["fewer"]}}, steps
    if "If you don't" in text:
        assert _ifs(steps)[1] == {"var": step["fewer"]}, steps


@pytest.mark.parametrize("text", [
    "{J} You may remove 2 boosts from me. If you do, draw 2 cards.",
    "{J} You may remove 2 boosts from target Character. If you do, draw a card.",
    "{J} You may have target Character lose 2 boosts. If you do, draw a card.",
])
def test_6_5_f_an_offered_removal_of_n_is_done_when_all_n_were(text):
    steps = effect(text)
    [may] = [s["may"] for s in steps if "may" in s]
    [step] = [s["counters"] for s in may["do"] if "counters" in s]
    assert may["done_when"] == {"not": {"var": step["fewer"]}}, steps


@pytest.mark.parametrize("text, n", [
    ("{J} Discard two cards. If you can't, sacrifice me.", 2),
    ("{J} Sacrifice two Characters. If you do, draw a card.", 2),
    ("{H} Exhaust three cards in your Reserve. If you can't, sacrifice me.", 3),
    ("{J} Return two cards from your Reserve to your hand. If you do, I gain 1 boost.", 2),
])
def test_1_2_5_c_an_action_on_n_chosen_objects_is_done_when_n_were_chosen(text, n):
    steps = effect(text)
    name = steps[0]["choose"]["as"]
    full = {"gte": [{"count": {"changed": name}}, n]}      # those the step changed, recorded as it runs
    assert _ifs(steps)[-1] == (full if "If you do" in text else {"not": full}), steps


def test_1_2_5_c_several_actions_or_a_choice_of_them_each_in_full():
    """"If you do" after two sacrifices: both, each in full; "If you can't" after a choice of two: the one
    chosen was not done in full."""
    steps = effect("{J} Sacrifice a Robot and two Plants. If you do, draw a card.")
    one, two = [s["choose"]["as"] for s in steps if "choose" in s]
    assert steps[-1]["if"] == {"and": [{"did": one}, {"gte": [{"count": {"changed": two}}, 2]}]}, steps
    steps = effect("{J} Sacrifice two Characters or a Permanent. If you can't, sacrifice me.")
    assert steps[-1]["if"] == {"not": {"or": [{"gte": [{"count": {"changed": "chosen"}}, 2]}, {"did": "chosen2"}]}}


@pytest.mark.parametrize("text", [        # one object, or "up to": as before (whether any was)
    "{J} Discard a card. If you can't, sacrifice me.",
    "{J} Discard up to two cards. If you do, draw a card.",
])
def test_6_5_f_one_or_up_to_n_asks_whether_any_was(text):
    steps = effect(text)
    name = steps[0]["choose"]["as"]
    assert _ifs(steps)[-1] in ({"did": name}, {"not": {"did": name}}), steps


# -- D (1.2.5.c): "Remove N boosts from each ..." can't when one of them had fewer -------------------------------

@pytest.mark.parametrize("text", [
    "Remove 2 boosts from each Character you control. If you can't, draw a card.",
    "{J} Remove 2 boosts from each Character you control. If you can't, sacrifice me.",
    "{J} Remove 2 boosts from each Character you control. If you do, draw a card.",
    "{J} Each Character in my Expedition loses 1 boost. If you can't, I gain [[Asleep]].",
    "{H} Remove 2 counters from each Character you control. If you can't, draw a card.",
])
def test_1_2_5_c_a_removal_from_each_asks_of_each(text):
    steps = effect(text)
    [step] = [s["counters"] for s in steps if "counters" in s]
    fewer = {"var": step["fewer"]}
    assert _ifs(steps)[-1] == (fewer if "can't" in text else {"not": fewer}), steps


def test_1_2_5_c_a_removal_of_x_said_after_it_tells_it_too():
    """", where X is ..." copies the step: the copy tells whether it removed fewer."""
    steps = effect("Remove X boosts from target Character, where X is the number of Plants you control. If you "
                   "can't, draw a card.")
    [step] = [s["counters"] for s in steps if "counters" in s]
    assert steps[-1]["if"] == {"var": step["fewer"]} and unset_reads(steps) == [], steps


@pytest.mark.parametrize("text, says", [
    # done only in a branch: when not taken, there is nothing to ask of (6.5.d)
    ("If you control a Plant, remove 2 boosts from me. If you do, draw a card.", "whether it was done in full"),
    # done to each of several in turn: whether each was, not read
    ("Up to two target Characters each lose X boosts, where X is the number of Characters in its Expedition. If "
     "you can't, draw a card.", "whether each was done, is not read yet"),
])
def test_6_5_f_whether_a_removal_was_done_in_full_where_it_may_not_be_told_is_refused(text, says):
    assert says in refused(text).message


# -- refused with what to write: "If it does", "If I do", "If I can't" ----------------------------------------

@pytest.mark.parametrize("text", [
    "{J} Target Character loses 2 boosts. If it does, I gain 1 boost.",
    "{J} Target Character loses 1 boost. If it can't, it gains [[Asleep]].",
    "{J} I lose 2 boosts. If I do, draw a card.",
    "{J} I lose 2 boosts. If I can't, sacrifice me.",
    "At Night — I lose 1 boost. If I can't, sacrifice me.",
    "{J} Target Character loses 2 boosts. If it doesn't, draw a card.",
])
def test_6_5_f_if_it_does_is_refused_saying_if_you_do(text):
    e = refused(text)
    assert "say 'If you do' or 'If you can't'" in e.message, e.message
    at = min(i for i in (text.find(". If it "), text.find(". If I ")) if i >= 0) + len(". If ")
    assert e.column == at + 1, e


# -- played ------------------------------------------------------------------------------------------------------

@pytest.fixture
def table(catalog):
    me = Answering()
    book, game = table_of_four(catalog, me)
    game.zones[("Expedition", None)].objs.clear()
    trooper = next(c for c in catalog if c.name == "Ordis Trooper")
    hero = next(o for o in game.zones[("Hero", 0)].objs)
    return me, book, game, trooper, hero


def _run(book, game, hero, text):
    book.compiler.effect(effect(text))(Ctx(game, 0, hero))


def _hand(game):
    return len(game.zones[("Hand", 0)].objs)


@pytest.mark.parametrize("boosts", [0, 1, 2, 3])
def test_6_5_f_played_fallback_sacrifice_then_if_you_do(table, boosts):
    """B: with 2 or more boosts, they are removed and a card is drawn; with fewer, the Character is sacrificed
    and no card is drawn."""
    me, book, game, trooper, hero = table
    mine = put(game, trooper, 0, "Expedition")
    if boosts:
        mine.counters["boost"] = boosts
    before = _hand(game)
    _run(book, game, hero, "{J} Remove 2 boosts from target Character you control. If you can't, sacrifice it. "
                           "If you do, draw a card.")
    there = any(o is mine for o in game.zones[("Expedition", None)].objs)
    assert (_hand(game) - before, there) == ((1, True) if boosts >= 2 else (0, False))


@pytest.mark.parametrize("boosts", [0, 1, 2, 3])
def test_6_5_f_played_if_you_cant_and_if_you_do_never_both(table, boosts):
    """C: one of the two branches, never both, never neither."""
    me, book, game, trooper, hero = table
    mine = put(game, trooper, 0, "Expedition")
    if boosts:
        mine.counters["boost"] = boosts
    before, asleep = _hand(game), hero.statuses.get("Asleep")
    _run(book, game, hero, "{J} Remove 2 boosts from target Character. If you can't, I gain [[Asleep]]. If you "
                           "do, draw a card.")
    drew, slept = _hand(game) - before == 1, bool(hero.statuses.get("Asleep")) and not asleep
    assert (drew, slept) == ((True, False) if boosts >= 2 else (False, True))


@pytest.mark.parametrize("text", [
    "Remove 2 boosts from each Character you control. If you can't, draw a card.",
    "Remove 2 counters from each Character you control. If you can't, draw a card.",    # one at a time (2.5.g v5.0)
])
@pytest.mark.parametrize("boosts, drawn", [((1, 1), 1), ((2, 1), 1), ((2, 2), 0), ((3, 2), 0), ((0, 4), 1)])
def test_1_2_5_c_played_a_removal_from_each(table, text, boosts, drawn):
    """D: a card is drawn when one of the Characters had fewer than 2 boosts, whatever the total."""
    me, book, game, trooper, hero = table
    mine = [put(game, trooper, 0, "Expedition") for _ in boosts]
    for o, b in zip(mine, boosts):
        if b:
            o.counters["boost"] = b
    before = _hand(game)
    _run(book, game, hero, text)
    assert (_hand(game) - before, [o.counters.get("boost", 0) for o in mine]) == \
        (drawn, [max(0, b - 2) for b in boosts])
