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

Session 48 (audit s47 N, class C and UNCLEAR 2), one rule: a back-reference after a branch asks of the branch's
last step as it would right after it (the branch not run: not done), never of a step before the branch in silence.
- "If you do" / "If you can't" after a player's step done only in a condition's branch that keeps no trace of it
  ("Discard a card. If it's a Spell, draw a card. If you do, ...", "On a 4-6, draw a card. If you do", "Otherwise,
  draw a card. If you do") asked of the step before the branch (the discard); it could mean the draw as well:
  refused at "If", saying to put it right after the step it asks of, or to offer the step in the branch
  (trace.after_step, if_done.IN_BRANCH). In the branch of "If you do" its steps are done exactly when the action
  it asks of was: "You may discard a card. If you do, draw a card. If you do, ..." asks of the discard, as decided
  before (tests/test_cardtext_audit_trace.py). A step said of a card in the branch ("I gain 3 boosts", ``subject: object`` in the
  phrasebook) is no action of a player, and "If you can't" after it asks of the step before: the official text
  "Sacrifice another Robot or Permanent. If its Hand Cost was {3} or more, I gain 3 boosts. If you can't, sacrifice
  me." reads so (on the main line the same step is refused, as the s47 trace rule says; in a branch it was read,
  and is kept so).
- "If you don't" after a choice offered only in a condition's branch ("If it's a Character, you may put it in your
  hand. If you don't, put it in Reserve.") went in the branch without a word (a Spell stayed on top of the deck):
  refused at "If", saying to write the colon form; the branch of "If you do" ("If you do, target opponent may ...
  If they don't, ...") is no condition of the game, and the sentence still goes in it (if_done.OFFERED_IN_BRANCH).
- Left read (audit N, UNCLEAR 4 and 5): "it" after a step on one new object names it, though an earlier step or
  the trigger named another ("Create a [Brassbug 2/2/2] Robot token in target Expedition. Target Character gains 1
  boost. It gains [[Anchored]]."): the step just before names one object, the nearest (7.2.5.a). Refusing where an
  earlier step named another would refuse the official "{H} You may exhaust ({T}) target card in an opponent's
  Reserve, then roll a die. When you roll a 1-3 this way — That opponent targets a card in your Reserve. Exhaust
  it." (measured: 2 of the 728 official texts).
Played: the audit's scenarios (tests/data/s48-branch/audit/) no longer load, the card refused at its word; the
wordings the refusals suggest play right (tests/scenarios/rules/s48/).

Played by the scenarios tests/scenarios/v5/6.5.f-if-colon-discard-if-you-cant-no-plant-nothing-tried.yaml,
6.5.f-if-colon-discard-if-you-cant-with-a-plant-and-no-card.yaml,
6.5.f-if-you-do-after-a-branch-not-taken-is-not-done.yaml and
6.5.f-you-may-pay-if-you-do-discard-if-you-dont-asks-of-the-payment.yaml, on the cards of
tests/data/v5/audit-branch-cards.yaml.
"""
from __future__ import annotations


import pytest

from altered.effects.bound import negated, unset_reads
from readings import effect, refused, refused_saying, scenario_refused

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
    # (an offer in a condition's branch followed by "If you don't" is refused since session 48: below)
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


# -- session 48: a back-reference after a player's step done only in a branch (audit s47 N, class C) -----------

IN_BRANCH = "and that action is done only in a branch ('If ..., draw a card.', 'Otherwise, ...', 'On a 4-6, ...')"
WRITE = ("To ask of the one before, put this sentence right after it; of the one in the branch, offer it there ('If "
         "it's a Spell, you may draw a card. If you do, ...') (6.5.d, 6.5.f)")


@pytest.mark.parametrize("text, words", [
    # the audit's three texts
    ("{J} Roll a die. On a 1-3, discard a card. On a 4-6, draw a card. If you do, I gain 1 boost.", "If you do"),
    ("{J} Discard a card. If it's a Spell, draw a card. If you do, I gain 1 boost.", "If you do"),
    ("{J} If you control a Bureaucrat, discard a card. Otherwise, draw a card. If you do, I gain 1 boost.",
     "If you do"),
    # new wordings of the shape: other steps keeping no trace, other branches, "If you can't", another trigger
    ("{J} Discard a card. If it's a Spell, draw a card. If you can't, I gain 1 boost.", "If you can't"),
    ("{J} Sacrifice a Character. If it was a Robot, draw two cards. If you do, I gain 2 boosts.", "If you do"),
    ("{J} Return a card from your Reserve to your hand. Unless it's a Spell, draw a card. If you do, I gain 1 boost.",
     "If you do"),
    ("{H} Sacrifice a Character. If you control a Plant, draw a card. If you do, I gain 1 boost.", "If you do"),
])
def test_6_5_f_if_you_do_after_a_players_step_in_a_branch_keeping_no_trace_is_refused(text, words):
    """6.5.f: "If you do" asks whether the action just before it was done. Read after the branch, it asked of the
    step before the branch (the discard) and skipped the draw: a 6 rolled, a card drawn, no boost; a Character
    discarded, nothing drawn, the boost gained. It could name the draw as well: refused at "If", saying what to
    write."""
    e = refused(text)
    assert IN_BRANCH in e.message and WRITE in e.message and "refused rather than read as the one before" in \
        e.message, e.message
    assert e.column == _at(text, words), (e.column, text)


@pytest.mark.parametrize("text, asks, step", [
    # the wording the refusal suggests: the step offered in the branch, "If you do" asks of the offer (6.5.c)
    ("{J} Discard a card. If it's a Spell, you may draw a card. If you do, I gain 1 boost.", "done", "may"),
    ("{J} Roll a die. On a 1-3, discard a card. On a 4-6, you may draw a card. If you do, I gain 1 boost.", "done",
     "may"),
    # a step of the branch that keeps what it did: "If you do" names it, not done where the branch did not run
    ("{J} Draw a card. If you control a Plant, discard a card. If you do, I gain 1 boost.", "chosen",
     "Discard"),
    ("{J} Discard a card. If it's a Character, [Resupply]. If you do, I gain 1 boost.", "resupplied",
     "Resupply"),
])
def test_6_5_f_if_you_do_after_a_branch_names_its_step(text, asks, step):
    """6.5.c, 6.5.f: the branch's last step is what "If you do" asks of, as right after it; not run, not done."""
    steps = effect(text)
    assert steps[-1]["if"] == {"did": asks}, steps[-1]
    [branch] = [s for s in steps[:-1] if "if" in s and "then" in s][-1:]
    assert f"'{step}'" in str(branch["then"]), branch


@pytest.mark.parametrize("text", [
    # the official text (Hand Cost {3}) and new wordings: a step said of a card in the branch is no player's action
    "{J} Sacrifice another Robot or Permanent. If its Hand Cost was {3} or more, I gain 3 boosts. If you can't, "
    "sacrifice me.",
    "{J} Sacrifice another Character. If it was a Robot, I gain 2 boosts. If you can't, sacrifice me.",
    "{J} Discard a card. If it's a Spell, I gain 2 boosts. If you can't, I gain [[Asleep]].",
])
def test_6_5_f_a_step_said_of_a_card_in_a_branch_leaves_the_players_step_asked_of(text):
    """6.5.f: "If you can't" asks whether you did the action before it; "I gain 3 boosts" is said of the card,
    not done by a player (``subject: object``): it asks of the sacrifice (or discard) before the branch."""
    steps = effect(text)
    assert steps[-1]["if"] == {"not": {"did": "chosen"}}, steps[-1]


# -- session 48: "If you don't" after a choice offered only in a condition's branch (audit s47 N, UNCLEAR 2) ----

OFFERED = "asks of a choice offered only in a branch before it"
COLON48 = "with a colon ('If it's a Character: you may put it in your hand. If you don't, draw a card.')"


@pytest.mark.parametrize("text, words", [
    # the audit's texts
    ("{J} Reveal the top card of your deck. If it's a Character, you may put it in your hand. If you don't, put it "
     "in Reserve.", "If you don't"),
    ("{J} Target opponent reveals the top card of their deck. If it's a Spell, you may put it in its owner's "
     "Reserve. If you don't, they draw a card.", "If you don't"),
    # new wordings: other conditions, a die, "Unless", the s46 case now refused by the same rule
    ("{J} If you control a Plant, you may discard a card. If you don't, I gain [[Asleep]].", "If you don't"),
    ("{J} Roll a die. On a 4-6, you may discard a card. If you don't, I gain 1 boost.", "If you don't"),
    ("{J} Unless you control a Plant, you may sacrifice a Character. If you don't, sacrifice me.", "If you don't"),
    ("When you play a Character — If it's in {V}, you may exhaust it. If you don't, draw a card.", "If you don't"),
    ("{J} Reveal the top card of your deck. If it's a Spell, target opponent may discard a card. If they don't, "
     "put it in your hand.", "If they don't"),
])
def test_6_5_c_if_you_dont_after_an_offer_made_only_in_a_branch_is_refused(text, words):
    """6.5.c, 6.5.f: nothing was offered where the branch did not run: "If you don't" there holds or not? Read in
    the branch without a word before (a Spell revealed stayed on top of the deck); refused at "If"."""
    e = refused(text)
    assert OFFERED in e.message and COLON48 in e.message and "refused rather than read as either" in e.message, \
        e.message
    assert e.column == _at(text, words), (e.column, text)


@pytest.mark.parametrize("text", [
    # the colon form the refusal suggests: every sentence after the condition is in it (6.5.d)
    "{J} Reveal the top card of your deck. If it's a Character: you may put it in your hand. If you don't, put it in "
    "Reserve.",
    "{J} If you control a Plant: you may discard a card. If you don't, I gain [[Asleep]].",
    # the branch of "If you do" is no condition of the game: the sentence goes where the offer is, as before
    "{J} You may pay {1}. If you do, target opponent may discard a card. If they don't, draw a card.",
])
def test_6_5_c_if_you_dont_where_the_offer_is_asked_of_in_its_branch_is_read(text):
    """6.5.c: "If you don't" is asked in the branch, where the offer was made."""
    steps = effect(text)
    branch = steps[-1]
    assert "if" in branch and "then" in branch, steps
    assert "'may'" in str(branch["then"]) and any(negated(t) for t in _tests(branch["then"])), branch


# -- left read: "it" after a step on one new object names it (audit s47 N, UNCLEAR 4 and 5) ----------------------

@pytest.mark.parametrize("text, names", [
    ("{J} Create a [Brassbug 2/2/2] Robot token in target Expedition. Target Character gains 1 boost. It gains "
     "[[Anchored]].", "target2"),
    ("{J} Target Character gains 1 boost. Create a [Brassbug 2/2/2] Robot token in its Expedition. It gains "
     "[[Anchored]].", "created"),
])
def test_7_2_5_a_it_after_a_step_on_one_new_object_names_it(text, names):
    """The step just before "it" acted on one object, named anew: "it" names it (the nearest, the s47 rule).
    Refusing because an earlier step (or the trigger) named another would refuse two official texts ("That
    opponent targets a card in your Reserve. Exhaust it.", after "When you roll a 1-3 this way", whose trigger
    names the card exhausted): so these stay read, the nearest."""
    last = effect(text)[-1]
    assert {"var": names} in _vars(last), last


def test_7_2_4_a_it_in_a_condition_after_a_target_and_the_triggers_object_is_refused():
    """Session 57 (audit S7 of session 56, W2): "it" in a condition after a target, where the trigger names an
    object as well, could be either (both may have 2 boosts): refused, no longer read as the nearest."""
    refused_saying("When you play a Character — It gains 1 boost. Then target Character gains 1 boost. If it has 2 "
                   "or more boosts, draw a card.", "it has", "could name the target chosen before it or the object the "
                   "trigger names", None)


def _vars(data):
    if isinstance(data, list):
        return [v for x in data for v in _vars(x)]
    if not isinstance(data, dict):
        return []
    return ([data] if set(data) == {"var"} else []) + [v for x in data.values() for v in _vars(x)]


HERE = __import__("pathlib").Path(__file__).parent
AUDIT = HERE / "data" / "s48-branch" / "audit"


@pytest.mark.parametrize("name, words", [
    ("s3-reveal-keep", "If you don't"), ("s6-die", "If ... do"), ("s7-skip", "If ... do"),
])
def test_the_audit_scenarios_no_longer_play_the_card_differently(name, words):
    """The audit's scenarios played each card against its words (a Spell left on top; the boost gained or not
    whatever was drawn): now its text is refused where the back-reference is, and nothing is played."""
    scenario_refused(AUDIT / f"{name}.yaml", words)


def test_the_suggested_wordings_play_right():
    from altered.simulation.scenario import run_files
    names = ("6.5.d-colon-reveal-a-character-declined-goes-to-reserve", "6.5.d-colon-reveal-a-spell-stays-on-top",
             "6.5.f-a-cards-step-in-a-branch-if-you-cant-asks-of-the-sacrifice",
             "6.5.f-offer-in-a-branch-a-character-discarded-no-draw-no-boost",
             "6.5.f-offer-in-a-branch-a-spell-discarded-drawn-boost", "7.3.19.b-die-offer-on-a-4-6-drawn-boost")
    files = [HERE / "scenarios" / "rules" / "s48" / f"{name}.yaml" for name in names]
    for outcome in run_files(files):
        assert outcome.passed, f"{outcome.file}: " + "\n".join(outcome.problems)
