"""Whose zone a card is played from, in a passive (issue 31, audit F1 of session 50, shape B).

"You may play Spells from an opponent's Reserve for {1} less." (and "... Robots from target opponent's Reserve for
{1} less, down to a minimum of {1}", "... Characters from target opponent's Reserve for {1} less") read as
``each Spell played by you from Reserve: costs 1 less``: the owner of the zone was lost, and the passive was played
as a discount on the cards played from the player's own Reserve (the auditor's scenarios, kept in
tests/data/s50-oppres/audit/: a 2-cost Spell in my own Reserve played for one Mana).

Cause: the phrase names the player who plays ("you may play ... for {1} less", grammar/phrases/passives.yaml
permission-to-play-for-less, played-for-less, first-each-...), and that player replaced the one the zone had given
(cardtext/combinators/passives.py played_spec), so the zone's owner was never checked. Now the phrase's player is
the one checked against the zone (cardtext/nouns/players.py played_by): a card is played from its player's own Hand or
Reserve (5.2.a), so a cost change (5.1.2.e) of cards played from another player's zone is refused at the zone, as
"Characters you play from an opponent's Reserve cost {1} less." already was; "target opponent's" (a player chosen
as a target, which only an effect does, 6.5.b) is refused there too, in every passive and trigger that says where a
card is played from. The message says what reads (grammar/phrases/mistakes.yaml): the permission alone ("You may
play Spells from an opponent's Reserve.", 5.2.a "unless specified otherwise"), or the cost change of the cards you
play from your own zones.

The bare permission and the one-time "{J} You may play a Spell from an opponent's Reserve for {1} less." read as
before; bundled readings, the 728 official texts (0 refused) and ``altered check`` are unchanged.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import col, effect_in, reads, refused_in, scenario_refused

HERE = Path(__file__).parent
EDITIONS = [None, "5.0"]
ZONE = "names a zone of another player than the one who plays the card: a card is played from its player's own zones (5.2.a)"
TARGET = "names a player chosen as a target: a card is played from its player's own zones (5.2.a)"


def write(zone: str) -> str:
    return (f"'You may play Spells from an opponent's {zone}.' reads, a permission to play them from there, and a cost "
            f"change of the cards played from another player's zone is not read yet: write it of the cards you play "
            f"from your own ('You may play Spells from your {zone} for {{1}} less.', 5.1.2.e)")


# text, the words quoted (the message starts with them, the column is theirs), the head, the zone as written
AUDIT = [   # the auditor's three texts (#451, #298, #473)
    ("You may play Spells from an opponent's Reserve for {1} less.", "from an opponent's Reserve", ZONE, "Reserve"),
    ("If I'm [[Boosted]], you may play Robots from target opponent's Reserve for {1} less, down to a minimum of {1}.",
     "from target opponent's Reserve", TARGET, "Reserve"),
    ("You may play Characters from target opponent's Reserve for {1} less.", "from target opponent's Reserve", TARGET,
     "Reserve"),
]
NEW = [     # new wordings of the shape: other zones, other owners' words, other phrases naming the player
    ("You may play Spells from an opponent's discard pile for {1} less.", "from an opponent's discard pile", ZONE,
     "discard pile"),
    ("You may play Spells from an opponent's hand for {1} less.", "from an opponent's hand", ZONE, "hand"),
    ("You may play Characters from your opponent's Reserve for {2} less.", "from your opponent's Reserve", ZONE,
     "Reserve"),
    ("If I'm [[Boosted]], you may play Spells from an opponent's Reserve for {1} less.", "from an opponent's Reserve",
     ZONE, "Reserve"),
    ("You may play Permanents from an opponent's Reserve for {1} less, down to a minimum of {1}.",
     "from an opponent's Reserve", ZONE, "Reserve"),
    ("Play Spells from an opponent's Reserve for {1} less.", "from an opponent's Reserve", ZONE, "Reserve"),
    ("The first Spell from an opponent's Reserve you play each Afternoon costs {1} less.",
     "from an opponent's Reserve", ZONE, "Reserve"),
    ("You may play Spells from target opponent's hand for {1} less.", "from target opponent's hand", TARGET, "hand"),
    ("Spells you play from target opponent's Reserve cost {1} less.", "from target opponent's Reserve", TARGET,
     "Reserve"),
    # the neighbour refused before (#450): now told what reads
    ("Characters you play from an opponent's Reserve cost {1} less.", "from an opponent's Reserve", ZONE, "Reserve"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, words, head, zone", AUDIT + NEW)
def test_a_cost_change_from_another_players_zone_is_refused_at_the_zone(text, words, head, zone, edition):
    e = refused_in(text, edition)
    assert e.column == col(text, words), (e.column, e.message)
    assert e.message.startswith(f"'{words}' {head.split(':')[0]}: "), e.message
    assert e.message.endswith(write(zone)), e.message
    reads(f"You may play Spells from an opponent's {zone}.", edition)         # what the message says reads
    reads(f"You may play Spells from your {zone} for {{1}} less.", edition)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", ["When you play a Spell from target opponent's Reserve — Draw a card.",
                                  "The next Spell you play from target opponent's Reserve this turn costs {1} less."])
def test_target_opponents_zone_where_a_card_is_played_from_is_refused(text, edition):
    """6.5.b: a target is chosen by an effect as it resolves; where a card is played from is no such choice."""
    e = refused_in(text, edition)
    assert e.column == col(text, "target opponent's") - (0 if text.startswith("When") else len("from ")), e.message
    assert "names a player chosen as a target" in e.message, e.message


# read as before: the player's own zone, any player's cost change, the permission, the one-time form
READ = [
    ("You may play Spells from your Reserve for {1} less.", "{'what': {'type': 'Spell'}, 'by': 'you', 'from': "
     "'Reserve', 'cost': {'change': -1}}"),
    ("You may play Spells from Reserve for {1} less.", "{'what': {'type': 'Spell'}, 'by': 'you', 'from': "
     "'Reserve', 'cost': {'change': -1}}"),
    ("You may play Spells for {1} less.", "{'what': {'type': 'Spell'}, 'by': 'you', 'cost': {'change': -1}}"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, spec", READ)
def test_a_cost_change_of_your_own_zones_reads_as_before(text, spec, edition):
    assert spec in str(reads(text, edition)), reads(text, edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_permission_and_the_one_time_form_read_as_before(edition):
    allow = str(reads("You may play Characters from an opponent's Reserve.", edition))
    assert "'allow'" in allow and "'owner': 'opponent'" in allow, allow
    steps = str(effect_in("{J} You may play a Spell from an opponent's Reserve for {1} less.", edition))
    assert "'owner': 'opponent'" in steps and "'change': -1" in steps, steps


AUDIT_DIR = HERE / "data" / "s50-oppres" / "audit"


@pytest.mark.parametrize("name", ["s12-spell-opp-reserve", "s3-robot-opp-reserve", "s3b-control"])
def test_the_audit_scenarios_no_longer_play_the_card_differently(name):
    """The auditor's scenarios played a Spell (a Robot) from my own Reserve for {1} less: now the card's text is
    refused at the zone it names, and nothing is played."""
    scenario_refused(AUDIT_DIR / f"{name}.yaml", "from an opponent's Reserve", says="names a zone of another player")
