""""If you can't" / "If you don't" after a step done only in a branch (an outside audit, session 46, audit E,
class C; issue 31).

6.5.f: "[Do X]; if you did, [do Y]"; 6.5.c: a step that can't be done, or a branch not taken, does nothing.
"{J} You may pay {1}. If you do, discard two cards. If you can't, I gain [[Asleep]]." was read with "If you
can't" after the branch, asking whether cards were chosen: when the player declined to pay, none were, and
the card gained Asleep, though no discard was ever tried. So after "If <condition>, ...", "Unless ..., ..."
and "At Noon — If ..., ...".

Decided: one rule for every action, the one the removal of boosts already followed ("If you control a Plant,
remove 2 boosts from me. If you can't, ..." was refused): a test that holds when nothing was done ("If you
can't", "If you don't": under a "not", ``bound.negated``) of a name bound only in a branch is refused at its
sentence as ambiguous (effects/bound.py ``unset_reads``, "branch"), saying to write the colon form, which puts
every sentence after the condition in it (6.5.d). "If you do" in the same place stays read: a branch not
taken did nothing, which is what it asks (a removal's "If you do", whose "fewer" is a number unset there,
stays refused as it was). A choice of actions ("Discard a card or sacrifice a Character. If you can't, ...")
is a branch too, but one option is always tried: read where the test asks of every option, refused where one
option does nothing asked of ("Discard a card or draw a card. If you can't, ..." was read as "if no card was
discarded", so drawing led to the fallback).

Played by the scenarios tests/scenarios/v5/6.5.f-if-colon-discard-if-you-cant-no-plant-nothing-tried.yaml,
6.5.f-if-colon-discard-if-you-cant-with-a-plant-and-no-card.yaml,
6.5.f-if-you-do-after-a-branch-not-taken-is-not-done.yaml and
6.5.f-you-may-pay-if-you-do-discard-if-you-dont-asks-of-the-payment.yaml, on the cards of
tests/data/v5/audit-branch-cards.yaml.
"""
from __future__ import annotations

import pytest

from altered.effects.bound import negated, unset_reads
from readings import effect, refused

SAYS = ("this sentence reads whether it was done ('If you can't', 'If you don't') of a step done only in a branch "
        "before it ('you may', 'if', 'unless', '... or ...')")
COLON = ("to ask it only where the step was tried, make the sentences after the condition part of it, with a "
         "colon ('If you control a Plant: discard a card. If you can't, sacrifice me.'")


def _at(text, words):
    """The column of the sentence beginning with ``words`` (its last occurrence)."""
    return text.rindex(words) + 1


# -- refused at "If you can't" / "If you don't", saying to write the colon form --------------------------------

@pytest.mark.parametrize("text, words", [
    # the audit's eleven texts
    ("{J} You may pay {1}. If you do, discard two cards. If you can't, I gain [[Asleep]].", "If you can't"),
    ("{J} You may pay {1}. If you do, discard a card. If you can't, I gain [[Asleep]].", "If you can't"),
    ("{J} You may pay {1}. If you do, sacrifice a Character. If you can't, I gain [[Asleep]].", "If you can't"),
    ("{J} If you control a Plant, discard a card. If you can't, I gain [[Asleep]].", "If you can't"),
    ("{J} If I'm [[Boosted]], discard a card. If you don't, I gain [[Asleep]].", "If you don't"),
    ("{J} You may pay {1}. If you do, return a card from your Reserve to your hand. If you can't, draw a card.",
     "If you can't"),
    ("{J} If I'm in {V}, discard a card. If you can't, I gain [[Asleep]].", "If you can't"),
    ("{J} If you control two or more Plants, sacrifice a Character. If you can't, sacrifice me.", "If you can't"),
    ("{J} Unless you control a Plant, discard a card. If you can't, I gain [[Asleep]].", "If you can't"),
    ("At Noon — If my Expedition is behind, discard a card. If you can't, I gain [[Asleep]].", "If you can't"),
    ("{J} You may discard a card. If you do, sacrifice a Character. If you can't, I gain [[Asleep]].",
     "If you can't"),
    # new wordings of the shape: other actions, other branches (an "Otherwise", another player's offer)
    ("{J} You may pay {1}. If you do, exhaust a card in your Reserve. If you can't, I gain [[Asleep]].",
     "If you can't"),
    ("{J} If you control a Plant, sacrifice another Character. If you don't, sacrifice me.", "If you don't"),
    ("{J} Unless I'm in {M}, return a card from your Reserve to your hand. If you don't, I gain [[Asleep]].",
     "If you don't"),
    ("{J} You may exhaust me. If you do, discard two cards. If you can't, sacrifice me.", "If you can't"),
    ("{J} If you control a Plant, draw a card. Otherwise, discard a card. If you can't, I gain [[Asleep]].",
     "If you can't"),
    ("{H} If you have no cards in Reserve, sacrifice two Characters. If you can't, I gain [[Asleep]].",
     "If you can't"),
    ("{J} Target opponent may discard a card. If they do, discard a card. If you can't, I gain [[Asleep]].",
     "If you can't"),
    ("When I'm sacrificed — If I was [[Boosted]], discard a card. If you can't, draw a card.", "If you can't"),
    ("Unless you control a Plant, discard two cards. If you can't, draw a card.", "If you can't"),
    # a choice of actions one of which does nothing to ask of: when it is chosen, the other was not tried
    ("{J} Discard a card or draw a card. If you can't, sacrifice me.", "If you can't"),
    ("{J} If you control a Plant, discard a card or sacrifice a Character. If you can't, sacrifice me.",
     "If you can't"),
])
def test_6_5_f_if_you_cant_after_a_step_done_only_in_a_branch_is_refused(text, words):
    """6.5.c, 6.5.f: when the branch is not taken nothing was tried; read after it, "If you can't" held (the
    card gained Asleep when the payment was declined, or with a Plant in play). Refused at that sentence."""
    e = refused(text)
    assert SAYS in e.message and COLON in e.message and "(6.5.c, 6.5.d, 6.5.f)" in e.message, e.message
    assert e.column == _at(text, words), (e.column, text)


@pytest.mark.parametrize("text", [
    "{J} If you control a Plant, remove 2 boosts from me. If you can't, sacrifice me.",
    "{J} You may pay {1}. If you do, remove 2 boosts from target Character. If you can't, draw a card.",
    "{J} If you control a Plant, remove 2 boosts from me. If you do, draw a card.",
])
def test_6_5_f_the_removal_of_boosts_is_refused_by_the_same_rule(text):
    """The removal's form was refused before (its "fewer" is a number, unset there): the same refusal, now
    saying the same thing to write."""
    e = refused(text)
    assert "whether it was done in full ('If you do', 'If you can't') of a step done only in a branch" in e.message
    assert COLON in e.message, e.message


# -- read: the colon form, "If you do", and "If you can't" outside any branch -------------------------------

@pytest.mark.parametrize("text", [
    "{J} If you control a Plant: discard a card. If you can't, I gain [[Asleep]].",
    "{J} If you don't control a Plant: discard a card. If you can't, I gain [[Asleep]].",
    "{J} If I'm [[Boosted]]: discard a card. If you don't, I gain [[Asleep]].",
    "{J} If you control two or more Plants: sacrifice a Character. If you can't, sacrifice me.",
    "At Noon — If my Expedition is behind: discard a card. If you can't, I gain [[Asleep]].",
    "{J} If you control a Plant: remove 2 boosts from me. If you can't, sacrifice me.",
])
def test_6_5_d_the_colon_form_asks_if_you_cant_in_the_branch(text):
    """6.5.d: the colon makes every sentence after it conditional: "If you can't" is asked only where the step
    was tried."""
    [step] = effect(text)
    assert "if" in step and "else" not in step, step
    assert "if" in step["then"][-1], step["then"]
    assert unset_reads([step]) == []


@pytest.mark.parametrize("text", [
    "{J} If you control a Plant, discard a card. If you do, draw a card.",
    "{J} You may pay {1}. If you do, discard two cards. If you do, I gain 1 boost.",
    "{J} Unless you control a Plant, sacrifice a Character. If you do, draw a card.",
])
def test_6_5_f_if_you_do_after_a_step_done_only_in_a_branch_is_read_as_not_done(text):
    """6.5.c, 6.5.f: "If you do" holds only where the step was done; a branch not taken did nothing. Its test
    reads the name with no "not": an unset one is not done."""
    steps = effect(text)
    last = steps[-1]
    assert "if" in last and not negated(last["if"]), last
    assert unset_reads(steps) == []


@pytest.mark.parametrize("text, asks", [
    ("{J} Discard a card. If you can't, I gain [[Asleep]].", "did"),
    ("{J} Sacrifice two Characters. If you can't, draw a card.", "count"),
    # "If you don't" right after "If you do" asks of the same choice, offered outside any branch
    ("{J} You may pay {1}. If you do, discard a card. If you don't, I gain [[Asleep]].", "did"),
    # an offer in a branch: "If you don't" goes in it, where the offer was (6.5.c)
    ("{J} If you control a Plant, you may discard a card. If you don't, I gain [[Asleep]].", "did"),
    # a choice of actions, each asked of: the one chosen was tried
    ("{J} Discard a card or sacrifice a Character. If you can't, sacrifice me.", "or"),
    ("{J} Sacrifice two Characters or a Permanent. If you can't, sacrifice me.", "or"),
])
def test_6_5_f_if_you_cant_where_the_step_is_done_on_every_path_is_read(text, asks):
    """6.5.f: the step asked of is done on every path before the sentence (or the sentence goes where it is):
    "If you can't" / "If you don't" is read, a test under a "not" ("did" of a choice, "count" of one of N)."""
    steps = effect(text)
    assert unset_reads(steps) == [], steps
    assert any(next(iter(t["not"])) in (asks, "gte") and (asks != "count" or "count" in str(t))
               for t in _tests(steps) if isinstance(t, dict) and set(t) == {"not"}), steps


def _tests(data):
    """Every "if" test in ``data``, in depth."""
    if isinstance(data, list):
        return [t for x in data for t in _tests(x)]
    if not isinstance(data, dict):
        return []
    own = [data["if"]] if "if" in data and "then" in data else []
    return own + [t for v in data.values() for t in _tests(v)]


def test_negated_finds_the_names_read_under_a_not():
    assert negated({"not": {"did": "a"}}) == {"a"}
    assert negated({"not": {"gte": [{"count": {"var": "a"}}, 2]}}) == {"a"}
    assert negated({"did": "a"}) == set()
    assert negated({"not": {"not": {"did": "a"}}}) == set()
    assert negated({"and": [{"did": "a"}, {"not": {"var": "b"}}]}) == {"b"}
    assert negated(None) == set()
