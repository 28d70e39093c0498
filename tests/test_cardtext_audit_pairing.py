"""Choices offered to a player ("may") that an outside audit found read as another's, each fixed as a class.

"If you don't" / "If they don't" asks of a choice offered to the player it names (6.5.c, 6.5.f): after "If you
do, target opponent may discard a card.", "If they don't" asked of my discard, not of theirs. A player never
offered the choice (its condition false, the "If you do" before it not done) did not decline it (6.5.c: "If they
choose not to"; 6.2.e: the alternative is added "when a player decides to not apply" the option): the steps
go inside that condition. Two choices offered to the same player in a row ("If you do, you may ... If you
don't") are refused: of which one?

Another player's optional step ("Each opponent may sacrifice a Character in target Expedition") has its targets
chosen by the effect's controller (1.2.6.c), before that player decides and, in turn, once for every opponent,
as the step said without "may" does (6.5.b): they were chosen inside each opponent's option, after their
decision, anew for each.

Played through the engine by scenarios on test cards (tests/data/v5/audit-pairing-cards.yaml):
tests/scenarios/v5/6.5.c-if-*.yaml and 6.5.b-*-may-target-chosen-before-they-decide.yaml, each failing on the
old reading; and below at a table of four.
"""
from __future__ import annotations

import pytest

from altered.engine.decisions import FirstOptionAgent
from altered.effects import Ctx
from readings import effect, refused, table_of_four


def ops(steps) -> list[str]:
    return [next(iter(s)) for s in steps]


def may_names(data, found=None) -> list[str]:
    """The names the "may" steps bind, in the order written, at any depth."""
    found = [] if found is None else found
    if isinstance(data, dict):
        if isinstance(data.get("may"), dict) and "as" in data["may"]:
            found.append(data["may"]["as"])
        for v in data.values():
            may_names(v, found)
    elif isinstance(data, list):
        for v in data:
            may_names(v, found)
    return found


# -- 6.5.c, 6.5.f: "If they don't" / "If you don't" asks of the choice offered to that player ------------------

@pytest.mark.parametrize("text, offered", [
    # "If they don't" after "If you do, target opponent may ...": the opponent's choice, the second "may"
    ("{J} You may discard a card. If you do, target opponent may discard a card. If they don't, draw two cards.",
     1),
    ("You may pay {1}. If you do, target opponent may sacrifice a Character. If they don't, I gain 3 boosts.", 1),
    ("{J} You may exhaust me. If you do, target opponent may draw a card. If they don't, [Resupply].", 1),
    # "If you don't" after "If they do, you may ...": my choice, the second "may"
    ("Target opponent may discard a card. If they do, you may draw a card. If you don't, I gain 1 boost.", 1),
    ("{H} Target opponent may sacrifice a Character. If they do, you may [Resupply]. If you don't, draw a card.",
     1),
])
def test_6_5_f_if_they_dont_asks_of_the_choice_offered_to_them(text, offered):
    """The condition is the named player's choice, and it sits inside the branch that offered it (the
    "If you do" / "If they do"): a player never offered it did not decline it (6.5.c)."""
    steps = effect(text)
    names = may_names(steps)
    assert len(names) == 2, steps
    branch = steps[-1]
    assert branch["if"] == {"did": names[0]}, steps
    assert branch["then"][-1]["if"] == {"not": {"did": names[offered]}}, steps


@pytest.mark.parametrize("text", [
    "{J} If you control a token: target opponent may discard a card. If they don't, draw a card.",
    "{J} If I'm in {V}: you may discard a card. If you don't, I gain [[Fleeting]].",
    "{R} If you have three or more cards in Reserve: target opponent may draw a card. If they don't, I gain 1 boost.",
])
def test_6_5_c_never_offered_is_not_declined(text):
    """"If [condition]: X may ... If they don't, ...": with the condition false the choice is never offered,
    so nothing is declined; the steps of "If they don't" are inside the condition (they were after it, and done
    whenever it was false). Since session 48 the same with a comma ("If you control a token, target opponent may
    ... If they don't, ...") is refused at "If they don't": only where offered, or also where the condition was
    false? (tests/test_cardtext_audit_branch.py); the colon says it (6.5.d)."""
    steps = effect(text)
    assert len(steps) == 1 and "if" in steps[0] and "did" not in str(steps[0]["if"]), steps
    [name] = may_names(steps)
    assert steps[0]["then"][-1]["if"] == {"not": {"did": name}}, steps


@pytest.mark.parametrize("text", [
    # the pair of "If you do" before it, of the same player: unchanged
    "{J} You may draw a card. If you do, discard a card. If you don't, I gain 1 boost.",
    "{J} You may discard a card. If you don't, I gain [[Fleeting]].",
    "{J} Target opponent may discard a card. If they don't, they sacrifice a Character.",
    "{J} Target opponent may sacrifice a Character. If they don't, I gain 2 boosts. If they do, draw a card.",
    "{J} You may discard a card. If you do, target Character gains 2 boosts. If you don't, I gain [[Asleep]].",
])
def test_6_5_f_one_choice_offered_is_the_one_asked_of(text):
    steps = effect(text)
    [name] = may_names(steps)
    declined = [s for s in steps if s.get("if") == {"not": {"did": name}}]
    assert len(declined) == 1, steps


def test_6_5_e_otherwise_after_if_they_dont_is_its_else():
    """"If they don't, X. Otherwise, Y.": Y if they did, inside the branch that offered them the choice."""
    steps = effect("{J} You may discard a card. If you do, target opponent may discard a card. If they don't, "
                   "draw two cards. Otherwise, I gain 1 boost.")
    declined = steps[-1]["then"][-1]
    assert declined["if"] == {"not": {"did": "done2"}} and ops(declined["else"]) == ["counters"], steps
    assert "else" not in steps[-1]


@pytest.mark.parametrize("text, words", [
    # two choices offered to the same player in a row: of which one?
    ("{J} You may discard a card. If you do, you may draw a card. If you don't, I gain [[Asleep]].",
     "of the first choice or of the second"),
    ("{J} Target opponent may discard a card. If they do, they may draw a card. If they don't, I gain 1 boost.",
     "of the first choice or of the second"),
    # no choice offered to the player named
    ("{J} Target opponent may discard a card. If you don't, draw a card.", "say 'If they don't'"),
    ("{J} You may discard a card. If they don't, draw a card.", "say 'If you don't'"),
    # "If they don't" asks of their discard, done only in the branch (audit M, W1): refused as such, with the
    # colon form (tests/test_cardtext_audit_branch.py), no more "say 'If you don't'", which changes the meaning
    ("{J} You may discard a card. If you do, target opponent discards a card. If they don't, draw a card.",
     "of a step done only in a branch"),
    # offered in a branch, with a step after it that is done either way
    ("{J} You may discard a card. If you do, target opponent may discard a card. Draw a card. If they don't, "
     "I gain 1 boost.", "say it right after that choice"),
])
def test_6_5_f_if_they_dont_of_no_choice_of_theirs_is_refused_at_its_place(text, words):
    """Refused at the "If ... don't" (its column), saying what to write."""
    e = refused(text)
    at = text.rindex("If ", 0, text.index("n't,"))
    assert e.column == at + 1 and words in e.message, (e.column, at + 1, e.message)


@pytest.mark.parametrize("text, words", [
    # "If you do" / "If they do" asks of the choice just before it: offered to the player it names
    ("{J} You may discard a card. If you do, target opponent may discard a card. If you do, draw two cards.",
     "say 'If they do'"),
    ("{J} Target opponent may discard a card. If you do, draw a card.", "say 'If they do'"),
    ("{J} You may discard a card. If they do, draw a card.", "say 'If you do'"),
])
def test_6_5_f_if_you_do_of_a_choice_offered_to_another_is_refused_at_its_place(text, words):
    e = refused(text)
    at = text.rindex("If ", 0, text.rindex(" do,"))
    assert e.column == at + 1 and words in e.message, (e.column, at + 1, e.message)


def test_6_5_f_if_they_do_then_if_you_do_each_asks_of_its_own():
    steps = effect("{J} Target opponent may discard a card. If they do, you may draw a card. If you do, I gain "
                   "1 boost.")
    theirs, mine = may_names(steps)
    assert [s["if"] for s in steps[-2:]] == [{"did": theirs}, {"did": mine}], steps


# -- 1.2.6.c, 6.5.b: another player's "may": its targets are chosen first, by the effect's controller -------------

@pytest.mark.parametrize("text", [
    "{J} Each opponent may send a Character in target Expedition to Reserve.",
    "{J} Each opponent may sacrifice a Character in target Expedition.",
    "{J} Each opponent may exhaust a Character they control in target Expedition.",
    "{J} Each opponent may return a Character they control in target Expedition to its owner's hand.",
    "{J} Each player may sacrifice a Character in target Expedition.",
    "{J} Each opponent may create an [Ordis Recruit 1/1/1] Soldier token in target Expedition.",
])
def test_6_5_b_each_opponent_may_the_target_is_chosen_once_before_the_turns(text):
    """As "Each opponent sacrifices a Character in target Expedition" reads: one Expedition, chosen first."""
    steps = effect(text)
    assert ops(steps) == ["choose", "each_player"], steps
    assert steps[0]["choose"]["target"] and steps[0]["choose"]["who"] == {"controller_of": "self"}
    assert ops(steps[1]["each_player"]["do"]) == ["may"], steps
    assert "target" not in str(steps[1]["each_player"]["do"][0]["may"]["do"]).replace("'var': 'target'", "")


@pytest.mark.parametrize("text", [
    "{J} Each opponent may discard a card to create an [Ordis Recruit 1/1/1] Soldier token in target Expedition.",
    "{J} Each opponent may exhaust a Character they control to have target Character gain 1 boost.",
])
def test_6_5_b_each_opponent_may_to_the_target_of_what_it_pays_for_is_chosen_once_first(text):
    """"... may X to Y": Y's target too, when it does not name what X chose."""
    steps = effect(text)
    assert ops(steps) == ["choose", "each_player"] and steps[0]["choose"]["target"], steps
    assert ops(steps[1]["each_player"]["do"]) == ["may", "if"], steps


@pytest.mark.parametrize("text", [
    "{J} Target opponent may return a Character they control in target Expedition to its owner's hand.",
    "{J} Target opponent may exhaust target Character.",
    "{J} Target opponent may sacrifice a Character in target Expedition.",
])
def test_1_2_6_c_target_opponent_may_the_target_is_chosen_before_they_decide(text):
    steps = effect(text)
    assert ops(steps) == ["choose", "as_player"], steps
    inner = steps[1]["as_player"]["do"]
    assert ops(inner) == ["choose", "may"] and inner[0]["choose"]["who"] == {"controller_of": "self"}, inner


def test_6_5_b_a_target_among_what_each_player_names_is_before_their_choice_in_their_turn():
    """"target card in their Reserve": one for each opponent (in their turn), still before they decide."""
    [loop] = effect("{J} Each opponent may discard target card in their Reserve.")
    assert ops(loop["each_player"]["do"]) == ["choose", "may"], loop


def test_6_5_c_your_own_may_keeps_its_target_inside():
    """Your own option: you decide, then choose (v5.0 7.3 example of "You may have target Character gain
    Fleeting": deciding to is resolving "Target Character gains Fleeting")."""
    [step] = effect("{J} You may send a Character you control in target Expedition to Reserve.")
    assert ops(step["may"]["do"])[0] == "choose" and step["may"]["do"][0]["choose"]["target"]


# -- played at a table of four ------------------------------------------------------------------------------------

class Counting(FirstOptionAgent):
    """Takes the first option, counting the target choices it is asked to make."""

    def __init__(self):
        self.targets = 0

    def choose(self, observation, decision):
        if "target" in decision.prompt:
            self.targets += 1
        return super().choose(observation, decision)


def test_6_5_b_at_a_table_of_four_each_opponent_may_the_target_is_chosen_once(catalog):
    """Three opponents, each agreeing: one target Expedition chosen, by the card's player (read with the target
    inside each one's option, the player chose three times)."""
    me = Counting()
    book, game = table_of_four(catalog, me)
    hero = next(o for o in game.zones[("Hero", 0)].objs)
    me.targets = 0
    steps = effect("{J} Each opponent may create an [Ordis Recruit 1/1/1] Soldier token in target Expedition.")
    book.compiler.effect(steps)(Ctx(game, 0, hero))
    assert me.targets == 1
    tokens = [o for z in game.zone_instances("Expedition", None) for o in z.objs if o.name == "Ordis Recruit"]
    assert len(tokens) == 3 and len({(o.controller, o.sub) for o in tokens}) == 1, \
        [(o.controller, o.sub) for o in tokens]
