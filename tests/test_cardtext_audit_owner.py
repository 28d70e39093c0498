"""A zone every player has (1.2.3.e) named with no player (issue: every reading checked against its meaning; an
outside audit of invented texts), and refusals that once showed the engine's words instead of the text's.

"Ready two Mana Orbs." (printed in the third set), "Target opponent exhausts a Mana Orb.", "Discard a card from
hand." were read as any player's zone, so the player acting could take another player's card. The printed cards
name every player's zone so where its cards are seen by all ("You may ready an exhausted card in Reserve": an
official ruling says another player's Reserve too; "Exhaust all cards in Reserve"), and the acting player's own
where only the owner sees them ("play me from hand", "ready two Mana Orbs"). So: a choice or a cost in a hand, a
deck or among Mana Orbs is the acting player's own; in a Reserve or a discard pile any player's, refused in a cost
or in another player's choice (whose?); every card or a count of a zone only its owner sees is refused. The
scenarios tests/scenarios/v5/1.2.3.e-*.yaml play three of them (test cards:
tests/data/v5/audit-owner-cards.yaml), each failing on the tree before.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from altered.cardtext.api import parse_abilities
from altered.simulation.scenario import run_files
from readings import effect, refused

V5 = Path(__file__).parent / "scenarios" / "v5"


def _choices(text):
    """The ``from`` of every choice a one-ability text makes, in order, wherever it sits in the steps."""
    out = []

    def walk(node):
        if isinstance(node, dict):
            if "choose" in node and isinstance(node["choose"], dict):
                out.append(node["choose"]["from"])
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)
    walk(effect(text))
    return out


# -- 1.2.3.e: a choice in a zone only its owner sees is the acting player's own ------------------------------------

@pytest.mark.parametrize("text, chosen", [
    ("{H} Ready two Mana Orbs.", {"type": "Mana Orb", "zone": "Mana", "owner": "you"}),
    ("{R} You may spend 1 of my boosts to ready two Mana Orbs.", {"type": "Mana Orb", "zone": "Mana", "owner": "you"}),
    ("{H} Discard a card from hand. If you do, draw two cards.", {"zone": "Hand", "owner": "you"}),
    ("At Noon — You may put a card from hand in your Mana zone.", {"zone": "Hand", "owner": "you"}),
    ("{H} Exhaust a card in Mana zone.", {"zone": "Mana", "owner": "you"}),
    ("{J} Ready one Mana Orb.", {"type": "Mana Orb", "zone": "Mana", "owner": "you"}),
])
def test_a_choice_in_a_zone_only_its_owner_sees_is_yours(text, chosen):
    """1.2.3.e: each player has their own hand and Mana zone; named with no player, the player who chooses
    takes from their own (as the printed "play me from hand", "ready two Mana Orbs")."""
    assert _choices(text)[-1] == chosen


@pytest.mark.parametrize("text", [
    "{H} Target opponent exhausts a Mana Orb.",
    "Each opponent discards a Mana Orb.",
    "Each player exhausts a Mana Orb.",
    "Target opponent puts a card from hand in Reserve, then exhausts it.",
])
def test_in_what_another_player_does_it_is_that_players_own(text):
    """1.2.3.e, 1.4.7.c: "you" in the steps another player does is that player, so their own Mana zone or hand
    (played: 1.2.3.e-target-opponent-exhausts-their-own-mana-orb, 1.2.3.e-target-opponent-puts-a-card-from-their-
    hand)."""
    [ability] = parse_abilities(text)
    chosen = _choices(text)[-1]
    assert chosen["owner"] == "you"
    assert "as_player" in repr(ability) or "each_player" in repr(ability)


@pytest.mark.parametrize("text, zone", [
    ("{J} You may play a Character from Reserve for {1} less.", "Reserve"),
    ("{J} Each player may play a card from Reserve for {1} less.", "Reserve"),
    ("{J} Each player may play a card from hand for {1} less.", "Hand"),
])
def test_a_card_played_from_a_zone_named_with_no_player_is_from_the_players_own(text, zone):
    """5.2.a: a card is played from its player's own Hand or Reserve, whoever plays it."""
    assert _choices(text)[-1] == {"type": "Character", "zone": zone, "owner": "you"} if "Character" in text \
        else _choices(text)[-1] == {"zone": zone, "owner": "you"}


@pytest.mark.parametrize("text", ["{T}, Exhaust a Mana Orb: Draw a card.",
                                  "{T}, Discard a card from hand: Draw a card."])
def test_a_cost_in_a_zone_only_its_owner_sees_is_paid_with_your_own(text):
    """1.2.5.a, 1.2.3.e: a cost is paid by its player, with their own orb or card."""
    [ability] = parse_abilities(text)
    paid = ability["quick"]["cost"][-1]["do"]
    what = next(iter(paid.values()))["what"]
    assert what["owner"] == "you"


# -- where every player's cards are seen: any player's, as printed, but not in a cost or another player's choice --

@pytest.mark.parametrize("text", [
    "{J} You may ready an exhausted card in Reserve.",     # printed; ruling: another player's Reserve too
    "{H} Exhaust all cards in Reserve.",                    # printed
    "{H} Exhaust a card in Reserve.",
    "{H} Target opponent discards a card from a Reserve.",  # "a Reserve": said to be any player's
])
def test_a_reserve_named_with_no_player_stays_every_players(text):
    """1.2.3.e: the printed cards' "in Reserve" is every player's Reserve (the bundled readings are unchanged)."""
    for chosen in _choices(text) or [effect(text)[-1]["do"]["Exhaust"]["what"]]:
        if isinstance(chosen, dict) and chosen.get("zone") == "Reserve":
            assert "owner" not in chosen


@pytest.mark.parametrize("text, words", [
    ("{T}, Discard a card from Reserve: Draw a card.", "Reserve"),
    ("Target opponent discards a card from Reserve.", "Reserve"),
    ("{H} Each player puts a Spell from discard pile in their hand.", "discard pile"),
    ("{H} Target opponent exhausts a card in Reserve.", "Reserve"),
])
def test_a_reserve_named_with_no_player_in_a_cost_or_another_players_choice_is_refused(text, words):
    """1.2.3.e: their own, or anyone's? (and a cost paid with an opponent's card?) Not told: refused at the zone,
    saying what to write."""
    e = refused(text)
    assert e.column == text.index(words) + 1
    assert "'your " in str(e) and "'their " in str(e)


@pytest.mark.parametrize("text, words", [
    ("{J} I gain 1 boost per Mana Orb.", "Mana Orb"),
    ("{H} Ready all Mana Orbs.", "Mana Orbs"),
    ("{H} Discard all cards in hand.", "hand"),
    ("{J} I gain X boosts, where X is the number of Mana Orbs.", "Mana Orbs"),
    ("{J} If there are three or more Mana Orbs, draw a card.", "Mana Orbs"),
])
def test_every_card_or_a_count_of_a_zone_only_its_owner_sees_is_refused(text, words):
    """1.2.3.e: all of them, or how many, chosen by no player: whose is not told."""
    e = refused(text)
    assert e.column == text.index(words) + 1
    assert "'in your " in str(e) and "each player's" in str(e)


@pytest.mark.parametrize("text", [
    "{H} Ready all Mana Orbs in your Mana zone.",
    "{J} I gain 1 boost per Mana Orb in each player's Mana zone.",
    "{J} If there are two or more exhausted cards in Reserve, I gain 1 boost.",     # printed: every Reserve
])
def test_a_count_or_all_saying_whose_reads(text):
    assert effect(text)


def test_your_mana_orbs_are_their_owners():
    """7.5.4.a: no one controls an object out of play, so "your Mana Orbs" are the ones you own (once read as
    controlled by you: none)."""
    [step] = effect("{H} Ready all your Mana Orbs.")
    assert step["do"]["Ready"]["what"] == {"type": "Mana Orb", "zone": "Mana", "owner": "you"}


@pytest.mark.parametrize("path", sorted(V5.glob("1.2.3.e-*.yaml")), ids=lambda p: p.stem)
def test_played_through_the_engine(path):
    """1.2.3.e: each scenario failed on the tree before (an opponent's orb readied, one of yours exhausted, your
    card moved)."""
    [outcome] = run_files([path])
    assert outcome.passed, "\n".join(outcome.problems)


# -- refusals told at the text, not in the engine's words ---------------------------------------------------------

@pytest.mark.parametrize("text, words", [
    ("As long as I'm [[Boosted]], my Expedition has +1 {M}.", "my Expedition"),
    ("Your Expeditions have +1 {M}.", "Your Expeditions"),
])
def test_statistics_of_an_expedition_are_refused_at_its_words(text, words):
    """4.2.4.b: an Expedition's statistics are those of its Characters added up (once: "read, but cannot run:
    unknown filter")."""
    e = refused(text)
    assert e.column == text.index(words) + 1
    assert "filter" not in str(e)


def test_characters_in_an_expedition_still_have_statistics():
    [ability] = parse_abilities("As long as I'm [[Boosted]], Characters in my Expedition have +1 {M}.")
    assert "stats" in repr(ability)


@pytest.mark.parametrize("text", ["{T}, Put a card from hand in Reserve: Draw a card.",
                                  "{T}, Put a card from your hand in Reserve: Draw a card."])
def test_a_verb_no_cost_pays_is_refused_at_the_cost(text):
    """6.4.a: a cost is one step the rules pay (once: "unknown cost 'move'" at 1:1)."""
    e = refused(text)
    assert e.column == text.index("Put") + 1
    assert "unknown" not in str(e) and "cannot run as a cost" in str(e)


@pytest.mark.parametrize("text", [
    "{J} Choose an Expedition. Create a [Ordis Recruit 1/1/1] Soldier token in it.",
    "If you control no Characters in your companion Expedition, create a [Ordis Recruit 1/1/1] Soldier token in it.",
])
def test_in_it_with_nothing_before_it_is_refused_at_the_text(text):
    """7.2.4.a: "in it" names the Expedition targeted before it (once: a phrase file's error, "unknown
    @targeted_expedition")."""
    e = refused(text)
    assert e.column == text.index("in it") + 1
    assert "phrases/" not in str(e) and "@" not in str(e)


def test_in_it_after_a_target_expedition_reads():
    steps = effect("{J} Target an Expedition. Create a [Ordis Recruit 1/1/1] Soldier token in it.")
    assert steps[0]["choose"]["target"] is True


@pytest.mark.parametrize("text, words", [
    ("When you play a token — Draw a card.", "a token"),
    ("When you play a token Character — Draw a card.", "a token Character"),
    ("When an opponent plays a token — I gain 1 boost.", "a token"),
])
def test_playing_a_token_is_refused(text, words):
    """1.1.7.b, 2.1.e: a token is created where it is and ceases to exist once it leaves, so it is never where a
    card is played from: the reaction would never happen."""
    e = refused(text)
    assert e.column == text.index(words) + 1
    assert "create" in str(e)


def test_creating_a_token_still_reads():
    [ability] = parse_abilities("When you create a token — Draw a card.")
    assert "reaction" in ability


# -- "other": other than the subject of its own sentence; in a sentence of its own, refused where two could be ----

def test_other_in_the_subjects_own_sentence_is_other_than_the_subject():
    """"Target Character gains 1 boost for each other Character in my Expedition": the printed "I gain 1 boost
    per other Character in my Expedition" is other than its subject, so this is other than the target."""
    [step] = [s for s in effect("Target Character gains 1 boost for each other Character in my Expedition.")
              if "choose" not in s]
    assert "'not': {'var': 'target'}" in repr(step)


def test_other_in_a_sentence_of_its_own_after_a_target_is_refused():
    """The same "other" in a sentence of its own: other than me, or than the target? Refused, saying what to write
    (the two readings differ, and neither is the subject of the sentence)."""
    text = "Target Character gains 2 boosts. Each other Character you control gains 1 boost."
    e = refused(text)
    assert e.column == text.index("other") + 1
    assert "other than me" in str(e) and "other than it" in str(e)
