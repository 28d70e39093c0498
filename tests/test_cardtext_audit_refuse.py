"""Refusals outside audit s49 W found missing after this session's fixes (issue 31): its classes A and B, and "its
owner" after a step each opponent does in turn (its first UNCLEAR of section 3).

A. "{J} Choose target Character. If it is exhausted, discard it. If you don't, I gain 1 boost." and "{H} If target
   Character you control is exhausted, sacrifice it. If you don't, draw a card." read "If you don't" outside the
   branch, of the choice the step acted on (its record of what it changed, effects/changes.py): it held where the condition did not and nothing
   was tried (s_disc: the boost gained; s_sac: a card drawn). The s49 rule (tests/test_cardtext_audit_ifdid.py) held
   for a step that kept no trace of its own (ready, exhaust, return ...). Now one rule for every step in the branch on
   what was chosen before it, whatever trace it keeps (trace.took_in_branch): "If you don't" / "If you can't" refused
   at "If" with the same message (6.5.c, 6.5.e, 6.5.f); "If you do" goes in the branch (6.5.d, 6.5.f). The colon form
   ("If it's a token: discard it. If you don't, ...") reads in the branch, as it means (left).
B. "Each opponent sacrifices a Character. You may put it in your hand." put the card in its owner's hand (s_steal),
   where the same text with "Target opponent" is refused ("write 'its owner's hand'"): the check skipped a name chosen
   in each turn of a loop (refused after it, 6.5.i), but what each player chose is gathered after "each player ..."
   (effects/bound.py) and read there. Now asked of it too (verbs._owners_zone, 1.4.3.a, 3.1.2.c).
C. "Each opponent sacrifices a Character. Its owner draws a card.": "its owner" of what each player chose in turn,
   gathered, is the first one's owner (effects/players.py): with three players, one of two draws. Refused at the
   words (sentences._one_of_each, 6.5.i, 1.2.5), saying to say it in each turn ('..., and they draw a card.').
   "It" there (the brief asked to refuse it too) is left as read: it names all of them, each one, as the official
   "Each player chooses a Character they control. It gains [[Asleep]]." means (refusing it refuses that card); so
   "Exhaust it" exhausts each one chosen, as "Exhaust them" does.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from readings import col, reads, refused_in

EDITIONS = [None, "5.0"]
HERE = Path(__file__).parent
AUDIT = HERE / "data" / "s49-refuse" / "audit"

NOT_DONE = "asks whether the step just before it was not done (6.5.f), and that step acts on what was chosen before"
OTHERWISE = "say with 'Otherwise, ...' right after it"
YOUR_HAND = "write 'its owner's hand'"
ONE_OF_EACH = "the object it names is what each player chose in turn before it"


def _effect(text, edition=None):
    [ability] = reads(text, edition)
    return (ability.get("reaction") or ability.get("quick") or ability)["effect"]


# -- A. "If you don't" / "If you can't" after "discard it" / "sacrifice it" in a branch ----------------------------

@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, words", [
    # the audit's texts (section 2 A)
    ("{J} Choose target Character. If it is exhausted, discard it. If you don't, I gain 1 boost.", "If you don't"),
    ("{J} Choose target Character. If it is exhausted, discard it. If you can't, I gain 1 boost.", "If you can't"),
    ("{J} Choose target Character. If it has 2 or more boosts, discard it. If you don't, I gain 1 boost.",
     "If you don't"),
    ("{J} Choose target Character. If it is a Token, discard it. If you can't, draw a card.", "If you can't"),
    ("{H} If target Character you control is exhausted, sacrifice it. If you don't, draw a card.", "If you don't"),
    ("{H} If target Character you control is exhausted, sacrifice it. If you can't, draw a card.", "If you can't"),
    ("{H} If target Character is a token, discard it. If you don't, draw a card.", "If you don't"),
    ("{H} If target card in your Reserve is a Character, discard it. If you can't, draw a card.", "If you can't"),
    ("{R} If target Character in my Expedition has 2 or more boosts, discard it. If you don't, draw a card.",
     "If you don't"),
    # new wordings: other triggers, tests, "unless"
    ("When I'm sacrificed — If target Character is a Plant, discard it. If you don't, draw a card.", "If you don't"),
    ("{J} Choose a Character you control. If it's exhausted, sacrifice it. If you can't, draw a card.",
     "If you can't"),
    ("{J} Unless target Character is exhausted, discard it. If you don't, I gain 1 boost.", "If you don't"),
    ("{J} Discard target Character unless it's exhausted. If you can't, draw a card.", "If you can't"),
    ("{R} If target Character you control has no boosts, sacrifice it. If you don't, I gain 2 boosts.",
     "If you don't"),
])
def test_6_5_f_if_you_dont_after_a_step_with_a_trace_of_its_own_in_a_branch_is_refused(text, words, edition):
    """6.5.c, 6.5.f: also where the condition did not hold, and nothing was tried? Refused at "If" with the message
    of the sister verbs, saying to write "Otherwise, ..." (6.5.e); never read as "nothing was discarded"."""
    e = refused_in(text, edition)
    assert NOT_DONE in e.message and OTHERWISE in e.message and "(6.5.c, 6.5.e, 6.5.f)" in e.message, e.message
    assert e.column == col(text, words), (e.column, text)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, trace, verb", [
    ("{H} If target Character is a token, discard it. If you do, draw a card.", "target", "Discard"),
    ("{J} Choose target Character. If it is exhausted, discard it. If you do, I gain 1 boost.", "target",
     "Discard"),
    ("{H} If target Character you control is exhausted, sacrifice it. If you do, draw a card.", "target",
     "Sacrifice"),
    ("{R} If target Character in my Expedition has 2 or more boosts, discard it. If you do, draw a card.",
     "target", "Discard"),
])
def test_6_5_f_if_you_do_after_it_goes_in_the_branch(text, trace, verb, edition):
    """6.5.d, 6.5.f: "If you do" asks of the step done only where the condition held: in the branch, as for ready."""
    steps = _effect(text, edition)
    [branch] = [s for s in steps if isinstance(s, dict) and "if" in s]
    assert steps[-1] is branch, steps
    then = branch["then"]
    assert then[0] == {"do": {verb: {"what": {"var": "target" if "target" in text else "chosen"}}}}, then
    assert then[-1]["if"] == {"did": trace}, then


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} Choose target Character. If it's a token: discard it. If you don't, draw a card.",
    "{J} Choose target Character. If it's a token: discard it. If you can't, draw a card.",
])
def test_the_colon_form_reads_in_the_branch(text, edition):
    """6.5.d: the sentences after "If ...:" are part of its branch (audit section 3): left as read."""
    [branch] = [s for s in _effect(text, edition) if isinstance(s, dict) and "if" in s]
    assert branch["then"][-1]["if"] == {"not": {"did": "target"}}, branch


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_suggested_wording_reads(edition):
    """What the refusal suggests reads: the else of the condition (6.5.e)."""
    [branch] = [s for s in _effect("{J} Choose target Character. If it is exhausted, discard it. Otherwise, I gain 1 "
                                   "boost.", edition) if isinstance(s, dict) and "if" in s]
    assert "else" in branch, branch


# -- B. "your hand" after what each opponent did in turn ---------------------------------------------------------

@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} Each opponent sacrifices a Character. You may put it in your hand.",      # the audit's (section 2 B)
    "{J} Each opponent sacrifices a Character. You may put them in your hand.",
    "{J} Each opponent discards a card from their Reserve. Put it in your hand.",
    "{J} Each player sacrifices a Character. Put them in your Reserve.",
    "Each opponent sacrifices a Character. Return it to your hand.",
])
def test_1_4_3_a_your_hand_after_each_opponents_step_is_refused(text, edition):
    """1.4.3.a, 3.1.2.c: what each opponent chose is theirs: refused at the zone's words, as after "Target opponent"."""
    e = refused_in(text, edition)
    assert YOUR_HAND in e.message or "write 'its owner's Reserve'" in e.message, e.message
    assert e.column == col(text, "your "), (e.column, text)


@pytest.mark.parametrize("edition", EDITIONS)
def test_its_owners_hand_after_each_opponent_reads(edition):
    """What the refusal suggests reads."""
    reads("{J} Each opponent sacrifices a Character. You may put it in its owner's hand.", edition)


# -- C. "its owner" of what each opponent chose in turn ----------------------------------------------------------

@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, words", [
    ("{J} Each opponent sacrifices a Character. Its owner draws a card.", "Its owner"),   # the audit's (section 3)
    ("{J} Each opponent sacrifices a Character in the Expedition facing me. Its owner draws a card.", "Its owner"),
    ("{J} Each opponent sacrifices a Character, and its owner draws a card.", "its owner"),
    ("{J} Each opponent discards a card from their Reserve. Its owner draws a card.", "Its owner"),
    ("{J} Each player chooses a Character they control. Its controller draws a card.", "Its controller"),
])
def test_6_5_i_its_owner_of_each_ones_choice_is_refused(text, words, edition):
    """6.5.i, 1.2.5: one player, the first one's, of what several players chose: refused at the words."""
    e = refused_in(text, edition)
    assert ONE_OF_EACH in e.message and "and they draw a card" in e.message, e.message
    assert e.column == col(text, words), (e.column, text)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} Each opponent sacrifices a Character, and they draw a card.",                 # what the refusal suggests
    "{J} Target opponent sacrifices a Character. Its owner draws a card.",             # one player: as before
    "{J} Each opponent puts a card from their hand in Reserve. Exhaust them.",
    "{J} Each opponent puts a card from their hand in Reserve. Exhaust it.",           # each one, as below
    "Each player chooses a Character they control. It gains [[Asleep]].",             # an official text
])
def test_the_neighbours_read(text, edition):
    reads(text, edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_it_after_each_opponent_names_each_one(edition):
    """"It" after "Each opponent ..." acts on what every player chose, gathered (as the official "Each player
    chooses a Character they control. It gains [[Asleep]]."), the same as "them" (6.5.i)."""
    it = _effect("{J} Each opponent puts a card from their hand in Reserve. Exhaust it.", edition)
    them = _effect("{J} Each opponent puts a card from their hand in Reserve. Exhaust them.", edition)
    assert it == them and "each_player" in it[0], it


# -- played ------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("scenario, cards, words, says", [
    ("s_disc.yaml", "cards-disc.yaml", "If you don't", NOT_DONE),
    ("s_sac.yaml", "cards-sac.yaml", "If you don't", NOT_DONE),
    ("s_steal.yaml", "cards-steal.yaml", "your hand", YOUR_HAND),
    ("s_own3.yaml", "cards-own.yaml", "Its owner", ONE_OF_EACH),
])
def test_the_audit_scenarios_are_refused_at_their_word(scenario, cards, words, says):
    """The auditor's scenarios (s_disc: a boost gained, nothing discarded; s_sac: a card drawn, nothing sacrificed;
    s_steal: the card back in its owner's hand; s_own3, three players, not run by the tool) no longer play: the
    card is refused at its word."""
    from altered.simulation.scenario import run_files
    [outcome] = run_files([AUDIT / scenario])
    assert not outcome.passed
    problem = outcome.problems[0]
    assert says in problem, problem
    assert re.search(re.escape(f"s49-refuse/audit/{cards}") + r":\d+:\d+: '" + re.escape(words), problem), problem
