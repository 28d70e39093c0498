"""A move to a player's personal zone of what may be another player's card (issue: every reading checked against
its meaning; found by a developer).

"Return target Character an opponent controls to your hand." read, and played as "to its owner's hand": a card
goes only to its owner's personal zone (1.4.3.a, 3.1.2.c), so the card went where the text does not say. The
printed cards say "Return target Character to its owner's hand". Refused at the zone's words, saying what to
write; "its owner's" reads and plays (tests/scenarios/v5/7.3.32.a-effect-return-to-hand.yaml, and
3.1.2.c-a-character-you-control-goes-to-its-owners-hand.yaml here).

Which wordings are safe: what the words say is that player's card. "a card from your Reserve", "target card in
your Reserve", "the top card of your deck", "a card from hand" you choose (your own, 1.2.3.e) are cards you own
(a personal zone holds only its owner's cards, 1.4.3.a); "the top card of their deck in their Mana zone" is
theirs (one player, "their" in one step). "a Character you control" is not: control is not ownership, a player may control another's Character
([Defects], [Take Control], 7.5), so it is refused. Which zones are personal is rules_yaml/zones.yaml's (in
edition 5.0 the Landmark zone is shared: "your Landmark zone" is your part of it, 3.2.7.b, and reads there).
"me" keeps reading: the printed cards use it so ("put me in your Mana zone" on Spells, played by their owner); a
Character taken by another player and sent to "your" zone by its own words is the known limit. A pronoun ("put
it in your hand") is asked the same as a noun, of whose the words that named it said it is: "it" of a card from
your deck reads, "it" of "target Character" is refused (tests/test_cardtext_audit_whose_objects.py).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from altered.cardtext.api import parse_abilities
from altered.simulation.scenario import run_files
from readings import effect, refused

V5 = Path(__file__).parent / "scenarios" / "v5"


@pytest.mark.parametrize("text, words", [
    ("{J} Return target Character an opponent controls to your hand.", "your hand"),
    ("{J} Return target Character to your hand.", "your hand"),
    ("{J} Return a Character you control to your hand.", "your hand"),
    ("{J} Put target Character in your Reserve.", "your Reserve"),
    ("{J} Send target Character to your Reserve.", "your Reserve"),
    ("{J} Return target Character to the top of your deck.", "your deck"),
    ("{J} Put target Character in your discard pile.", "your discard pile"),
    ("{J} Put target Character in your Mana zone.", "your Mana zone"),
    ("{J} Put target Character or Permanent in your Landmark zone.", "your Landmark zone"),
    ("{J} Send target Character to an opponent's Reserve.", "an opponent's Reserve"),
    ("{J} Put the top card of your deck in an opponent's Reserve.", "an opponent's Reserve"),
    ("{J} Target opponent puts a card from hand in your Mana zone.", "your Mana zone"),
    ("{J} Send target Character to the Xth position of your deck, where X is 2.", "your deck"),
    ("{J} Target opponent returns target Character to their hand.", "their hand"),
    ("{J} Each player returns a Character they control to their hand.", "their hand"),
    ("{J} Target opponent puts a card from their hand in your Reserve.", "your Reserve"),
])
def test_a_move_to_a_players_zone_of_what_may_be_anothers_card_is_refused(text, words):
    """1.4.3.a, 3.1.2.c: the card would go to its owner's zone, not the one said; refused at "your" (or "their",
    "an opponent's"), saying what to write (rules edition 3.0: the Landmark zone is personal)."""
    e = refused(text)
    assert e.column == text.index(words) + 1
    zone = words.split(" ", 1)[1] if words.startswith(("your", "their")) else words.rsplit(" ", 1)[1]
    assert f"write 'its owner's {zone}'" in e.message


@pytest.mark.parametrize("text, to", [
    ("{J} Return target Character an opponent controls to its owner's hand.", "Hand"),
    ("{J} Return a Character you control to its owner's hand.", "Hand"),
    ("{J} Put target Character in its owner's Reserve.", "Reserve"),
    ("{J} Return target Character to the top of its owner's deck.", "Deck"),
    ("{J} Put target Character in its owner's Mana zone.", "Mana"),
    ("{J} Put target Character in its owner's Mana zone as a ready Mana Orb.", "Mana"),
    ("{J} Send target Character to the Xth position of its owner's deck, where X is 2.", "Deck"),
])
def test_its_owners_zone_reads(text, to):
    """3.1.2.c: "its owner's" is where the card goes anyway: the move names the zone, its owner's by the rule."""
    [*_, step] = effect(text)
    assert step["move"]["to"] == to


def test_a_zone_the_phrase_names_is_refused_at_whose_it_is():
    """3.2.9, 3.1.2.c: "in your Mana zone as a ready Mana Orb" names its zone in the phrase: refused at "your"."""
    text = "{J} Put target Character in your Mana zone as a ready Mana Orb."
    e = refused(text)
    assert e.column == text.index("your") + 1
    assert "write 'its owner's Mana zone'" in e.message


@pytest.mark.parametrize("text", [
    "{J} Return a card from your Reserve to your hand.",
    "{J} You may put a card from your Reserve in your Mana zone as a ready Mana Orb.",
    "{J} Return target card in your Reserve to your hand.",
    "{J} Put the top card of your deck in your Reserve.",
    "{J} Put a card from your hand in your Mana zone.",
    "At Noon — You may put a card from hand in your Mana zone.",
    "{J} Put me in your Mana zone.",
    "[Resupply]. If you put a Character in Reserve this way, you may then put it in your hand.",
    "{J} Look at the top four cards of your deck. Put one in your hand and discard the others.",
    "{J} Each player puts the top card of their deck in their Mana zone.",
    "{J} Target opponent puts a card from their hand in their Reserve.",
    "{J} Target opponent puts a card from hand in their Reserve.",
])
def test_what_the_words_say_is_yours_keeps_reading(text):
    """1.4.3.a: a card in your personal zone is yours; "me" and a pronoun as printed (see the docstring)."""
    assert parse_abilities(text)


def test_your_landmark_zone_reads_where_it_is_shared():
    """Edition 5.0, 3.2.7.b: the Landmark zone is shared, "your Landmark zone" is your part of it (zones.yaml
    says so, not the reading): played by 3.2.7.b-your-landmarks-even-for-a-card-you-do-not-own."""
    from altered.cli.main import main
    assert main(["explain", "--edition", "5.0", "{J} Put target Character in your Landmark zone."]) == 0


def test_a_character_you_control_goes_to_its_owners_hand():
    """3.1.2.c, 7.5: player 1 takes control of player 2's Kappa, then returns "a Character you control" to its
    owner's hand: player 2's."""
    [outcome] = run_files([V5 / "3.1.2.c-a-character-you-control-goes-to-its-owners-hand.yaml"])
    assert outcome.passed, "\n".join(outcome.problems)
