""""Other" said after a choice, and a zone's player said in a replacement about me (issue: every reading checked
against its meaning; an outside audit of invented texts).

"other" was always read as other than me, even where the sentence before chose a card of the same kind
("Choose a card in your hand. Discard each other card in your hand.": the chosen card was discarded too). The
printed cards say "other" of me where nothing is chosen ("{J} Each other Character you control gains 1 boost.")
and, after a choice among the same cards, of what was chosen (the rules' example of Mind Apotheosis, 3.2.2:
"Choose up to two Characters from these cards ... Discard the other cards."). Where both could be meant, the
text is refused at the word, saying how to write each ("other than me", "other than it").

Played by tests/scenarios/v5/6.5-other-after-choose-keeps-the-chosen-card.yaml, 1.4.7.b-other-after-an-
opponent-chooses-keeps-theirs.yaml, 6.5.b-other-than-the-target-where-i-cannot-be.yaml and 6.2-whose-reserve-a-
replacement-about-me-watches*.yaml (test cards: tests/data/v5/audit-other-cards.yaml).
"""
from __future__ import annotations

import pytest

from altered.cardtext.api import parse_abilities
from readings import effect, refused


def left_out(text):
    """What the last step's objects leave out (its filter's ``not``)."""
    step = effect(text)[-1]
    [(_, spec)] = step.items()
    if "do" in step:                   # a keyword action: {do: {Discard: {what: ...}}}
        [spec] = spec.values()
    return spec["what"]["not"]


def chosen_name(text):
    """The name the first choice of an object binds (a choice among players is passed over)."""
    def walk(steps):
        for s in steps:
            if "choose" in s and "players" not in s["choose"]["from"]:
                return s["choose"]["as"]
            inner = s.get("as_player", {}).get("do")
            if inner and walk(inner):
                return walk(inner)
        return None
    return walk(effect(text))


# -- "Choose X. ... each other X": other than the card chosen ----------------------------------------------------

@pytest.mark.parametrize("text", [
    "{J} Choose a card in your hand. Discard each other card in your hand.",
    "{J} Choose a Character you control. Send each other Character you control to Reserve.",
    "{J} Choose a Character in my Expedition. Each other Character in my Expedition gains 1 boost.",
    "{J} Choose a card in your Reserve. Exhaust each other card in your Reserve.",
    "{J} Target a Character you control. Each other Character you control gains [[Asleep]].",
    "{J} Choose a Character you control. It gains 1 boost. Each other Character you control gains [[Asleep]].",
    # chosen by another player: "they control" said the same way outside their step ("they" stays that player)
    "{J} Target opponent chooses a Character they control. Each other Character they control gains [[Asleep]].",
    "{J} Target opponent chooses a Character they control. Send each other Character they control to Reserve.",
    "{J} Target opponent chooses a card in their Reserve. Discard each other card in their Reserve.",
])
def test_other_after_a_bare_choice_of_the_same_cards_is_other_than_it(text):
    """A choice that does nothing else names the card "other" leaves out (3.2.2 example: "Discard the other
    cards"); read as other than me, the chosen card was treated as the rest."""
    assert left_out(text) == {"var": chosen_name(text)}


def test_they_stays_the_target_opponent():
    """"Each other Character they control" after "Target opponent chooses ...": theirs, not mine (1.4.7.b)."""
    steps = effect("{J} Target opponent chooses a Character they control. "
                   "Each other Character they control gains [[Asleep]].")
    assert steps[-1]["gain"]["what"]["controller"] == {"var": "target"}


# -- where I am never among them: other than the target ----------------------------------------------------------

@pytest.mark.parametrize("text", [
    "{J} Target Character in the Expedition facing me gains 2 boosts. "
    "Other Characters in the Expedition facing me gain [[Asleep]].",
    "{H} Target Character gains 2 boosts. Each other Character in the Expedition facing me gains [[Asleep]].",
    "{J} Target Character gains 1 boost. Each other Character an opponent controls gains [[Asleep]].",
])
def test_other_where_i_cannot_be_is_other_than_the_target(text):
    """I am never in the Expedition facing me nor controlled by an opponent: "other than me" would say nothing."""
    assert left_out(text) == {"var": "target"}


# -- nothing chosen that could be among them: other than me, as printed --------------------------------------------

@pytest.mark.parametrize("text", [
    "{J} Each other Character you control gains 1 boost.",
    "{J} If you control three or more other Characters, I gain 2 boosts.",
    "{J} Target Character in the Expedition facing me gains 2 boosts. Each other Character in my Expedition "
    "gains 1 boost.",
    "{J} Draw a card. Each other Character you control gains 1 boost.",
])
def test_other_with_no_choice_among_them_is_other_than_me(text):
    steps = effect(text)
    assert '"not": "self"' in repr(steps).replace("'", '"'), steps


# -- either could be meant: refused at the word, saying how to write each -------------------------------------------

@pytest.mark.parametrize("text", [
    "{J} Target Character in my Expedition gains 1 boost. Other Characters in my Expedition lose 1 boost.",
    "{J} Target Character gains [[Anchored]]. Each other Character in my Expedition gains 1 boost.",
    "{J} Sacrifice a Character. Each other Character you control gains 1 boost.",
    "{J} You may send a Character you control to Reserve. If you do, each other Character you control gains "
    "1 boost.",
    "{J} Target Character in my Expedition gains 1 boost. Each other Character you control gains [[Fleeting]].",
    "{J} Return a Character you control to its owner's hand. Each other Character you control gains 2 boosts.",
    "{J} Target Character gains 2 boosts. Another target Character gains 1 boost.",
    # a choice among cards in a zone, "other" of objects in play: not told by the words alone (refused, not guessed)
    "{J} Choose a card in your hand. Each other Character you control gains 1 boost.",
    "{J} Discard a card from your hand. Each other Character you control gains 1 boost.",
])
def test_other_than_me_or_than_what_was_chosen_is_refused_at_the_word(text):
    e = refused(text)
    second = text.index(". ") + 2
    at = min(i for i in (text.lower().find(w, second) for w in ("other", "another")) if i >= 0)
    assert e.column == at + 1, (e.column, at + 1)
    assert "other than me" in str(e) and "other than it" in str(e)


@pytest.mark.parametrize("text", [
    "{J} Each player chooses a Character they control. Each other Character they control gains [[Asleep]].",
    "{J} Each opponent chooses a Character they control. Each other Character they control gains [[Asleep]].",
    # chosen only if the condition held (6.5.d)
    "{J} If I'm in {V}, choose a card in your hand. Discard each other card in your hand.",
])
def test_other_than_a_card_chosen_in_each_turn_or_in_a_branch_is_refused(text):
    """Chosen once per player (1.4.5), or only in a branch: after it, "other" than which one? (A sentence
    saying "they" after "Each player chooses ..." is done in each turn too: "other" than that turn's
    card is not read yet, so it is refused as either.)"""
    e = refused(text)
    assert e.column == text.index("other") + 1
    assert "each turn" in str(e) or "other than it" in str(e)


def test_other_in_the_branch_that_chose_is_other_than_the_card_chosen():
    """6.5.d: the colon makes every sentence after it conditional, the choice and "other" together."""
    text = "{J} If I'm in {V}: Choose a card in your hand. Discard each other card in your hand."
    [step] = effect(text)
    assert step["then"][-1]["do"]["Discard"]["what"]["not"] == {"var": step["then"][0]["choose"]["as"]}


# -- the words that say it -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, left", [
    ("{J} Target Character in my Expedition gains 1 boost. Characters in my Expedition other than it lose 1 boost.",
     {"var": "target"}),
    ("{J} Target Character in my Expedition gains 1 boost. Characters in my Expedition other than me lose 1 boost.",
     "self"),
    ("{J} Sacrifice a Character. Each Character you control other than me gains 1 boost.", "self"),
    ("{J} Sacrifice a Character. Each Character you control other than it gains 1 boost.", {"var": "chosen"}),
    ("When a Character joins my Expedition — Each Character other than that Character gains 1 boost.", "it"),
])
def test_other_than_names_what_is_left_out(text, left):
    assert left_out(text) == left


@pytest.mark.parametrize("text, words", [
    ("{J} Each Character other than a Character you control gains 1 boost.", "other than a Character"),
    ("{J} Each other Character other than me gains 1 boost.", "other"),
])
def test_other_than_what_it_cannot_say_is_refused(text, words):
    e = refused(text)
    assert e.column == text.index(words) + 1


# -- a replacement about me keeps whose zone it names ---------------------------------------------------------------

@pytest.mark.parametrize("text, owner", [
    ("If I would be sent to your Reserve, send me to your hand instead.", "you"),
    ("If I would be sent to your hand, discard me instead.", "you"),
    ("If I would be sent to an opponent's Reserve, send me to your hand instead.", "opponent"),
])
def test_6_2_a_replacement_about_me_keeps_the_zones_player(text, owner):
    """3.1.2.c: I go to my owner's zone; when an opponent controls me, "your Reserve" is theirs, never mine."""
    [ability] = parse_abilities(text)
    assert ability["passive"]["modifier"]["on"]["object"] == {"among": "self", "owner": owner}
