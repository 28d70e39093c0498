"""Places an outside audit found read and doing nothing, or read as another place than the card says.

- "{J} Each opponent discards a card from their Reserve in target Expedition." read as a choice among cards
  in a Reserve that are in an Expedition: none ever is, so nothing was discarded. Two places said of one card
  that cannot both hold (a zone and another zone, a zone not in play and a place in play) are refused at the
  second place.
- "[Resupply]. (Put the top card of your deck in your opponent's Reserve.)": the zone a card goes to was read
  without its player ("in Reserve": its owner's, 3.1.2.c), so the reminder read as Resupply's and a card text
  saying so played it into its owner's Reserve. A zone named as another player's than the owner of what goes
  there is refused at its words.
"""
from __future__ import annotations

import pytest

from altered.cardtext.api import parse_abilities
from altered.cardtext.reminders import reminder_findings
from altered.cardtext.api import default_parser
from readings import effect, refused


@pytest.mark.parametrize("text, at, says", [
    ("{J} Each opponent discards a card from their Reserve in target Expedition.", "in target", "not in play"),
    ("{J} Discard a Character in your Reserve in target Expedition.", "in target", "not in play"),
    ("{J} Discard a card in target Expedition from your Reserve.", "in target", "not in play"),
    ("{J} Discard a card from your Reserve in {V}.", "in {V}", "not in play"),
    ("{J} Discard a card from your Reserve in your hand.", "in your hand", "one zone at a time"),
])
def test_a_noun_with_two_places_that_cannot_both_hold_is_refused_at_the_second(text, at, says):
    """3.1 (a card is in one zone at a time), 1.2.3 (Reserve is not in play): a card in a Reserve is in no
    Expedition and in no hand; such a noun names nothing, and was played as doing nothing."""
    e = refused(text)
    assert says in e.message and f"'{at}" in e.message, e.message
    assert (e.line, e.column) == (1, text.index(at) + 1), e


def test_one_place_or_places_that_hold_together_still_read():
    """A card in play in an Expedition, and a card from a Reserve put in an Expedition (a place it goes to, not
    one it is in), read as before."""
    [choose, discard] = effect("{J} Discard a Character in target Expedition.")[1:]
    assert choose["choose"]["from"]["in_marker"] == {"var": "target"}, choose
    steps = effect("{J} Put a Character from your Reserve in my Expedition.")
    assert steps[0]["choose"]["from"]["zone"] == "Reserve" and steps[-1]["move"]["to"] == "Expedition", steps


@pytest.mark.parametrize("text, at", [
    ("{J} Put the top card of your deck in your opponent's Reserve.", "your opponent's"),
    ("{J} Return a card from your Reserve to an opponent's hand.", "an opponent's"),
    ("{J} Put the top card of target opponent's deck in your Reserve.", "your Reserve"),
])
def test_a_zone_of_another_player_than_the_owner_of_what_goes_there_is_refused(text, at):
    """3.1.2.c: a card goes only to its owner's zone; "your opponent's Reserve" for a card of yours was read as
    "Reserve" (yours): the reading differed from the card. Refused at the zone's words."""
    e = refused(text)
    assert "a card goes only to its owner's" in e.message and "3.1.2.c" in e.message, e.message
    assert (e.line, e.column) == (1, text.index(at) + 1), e


def test_a_zone_of_the_owner_or_of_no_player_still_reads():
    """3.1.2.c: "in Reserve", "in its owner's Reserve", "to your hand" for a card of yours read as the owner's."""
    for text in ("{J} Put the top card of your deck in Reserve.", "{J} Put target Character in its owner's Reserve.",
                 "{J} Return a card from your Reserve to your hand.",
                 "{J} Put the top card of target opponent's deck in Reserve."):
        assert parse_abilities(text), text


def test_a_reminder_putting_the_card_in_another_players_reserve_is_refused():
    """7.3.31 v5.0: Resupply puts the card in its owner's Reserve; a reminder saying an opponent's was read as
    Resupply's and agreed. It no longer reads, and is refused at its first word, naming Resupply."""
    text = "{J} [Resupply]. (Put the top card of your deck in your opponent's Reserve.)"
    [f] = reminder_findings(text, default_parser())
    assert f.refused and "3.1.2.c" in f.message and f.message.startswith("the reminder text of Resupply says"), f
    e = refused(text)
    assert (e.line, e.column) == (1, text.index("Put") + 1), e
