"""Where a card is when its words are read, and which Expedition the words name (issue 31; outside audit s45 B,
classes W2, W3, W4, U3).

W2: "my Expedition", "the Expedition facing me", "I'm in {V}" said by a card that is in no Expedition when they
are read were played against nothing ("I cost {1} less if my Expedition is behind": never; "... if there are no
Characters in my Expedition": always). One rule now, as for {D} and {I} abilities: where the card is, known from
the ability's kind (its own cost is found while it is still in the zone it is played from, 5.1.2.d-e, 5.2.a) and,
at loading, from its type (a Spell performs its effect in Limbo; a Landmark Permanent is in the Landmark zone,
5.1.2.i; a Hero's abilities work only in the Hero zone, 2.2.11.h, 3.2.6: audit s45 C, class C), the words are
refused with what to write.

W3: the singular "your Expedition" was read as both of your Expeditions ("Create a token in your Expedition"
made two). A player has two (3.2.4.b), no printed card says the singular: refused, saying what to write.

W4: on a Gigantic Character, "the Expedition facing me" is the Expeditions facing each of its controller's
Expeditions (7.4.4.g, 3.0 and 5.0): the reading and the play agree with it (scenario
tests/scenarios/rules/s7/7.4.4.g-each-character-in-the-expeditions-facing-a-gigantic-me.yaml).
"""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from altered.cardtext.api import parse_abilities
from altered.cli.main import main
from altered.loading.errors import DesignError
from altered.rulebook import load_rulebook

from readings import effect, refused


@pytest.fixture(scope="module")
def book():
    return load_rulebook()


def _card(type_, zone_type=None):
    return SimpleNamespace(type=type_, zone_type=zone_type, token=False)


# -- W2: my own cost is found while I am in my Hand or Reserve (5.1.2.d-e) --------------------------------------

@pytest.mark.parametrize("text, words", [
    ("I cost {1} less if my Expedition is behind.", "my Expedition"),
    ("I cost {1} less if there are no Characters in my Expedition.", "my Expedition"),
    ("I cost {2} less if I'm in {V}.", "in {V}"),
    ("I cost {2} less if there are two or more Characters in the Expedition facing me.", "facing me"),
    ("I cost {1} less if my Expedition is ahead.", "my Expedition"),
    # new wordings of the same shape
    ("I cost {1} less per Character in my Expedition.", "my Expedition"),
    ("I cost {1} more if the Expedition facing me is ahead.", "facing me"),
    ("Play me for {1} less if my Expedition is behind.", "my Expedition"),
    ("I cost {1} less if I'm in {O}.", "in {O}"),
])
def test_a_place_of_mine_in_my_own_cost_is_refused_at_its_words(text, words):
    """5.1.2.d-e, 5.2.a: my cost is found as I am played, while I am in my Hand or Reserve, in no Expedition
    (3.2.4): the test would never (or always) hold."""
    e = refused(text)
    assert "my cost is found as I am played" in e.message and "5.1.2.d-e" in e.message, e.message
    assert "would find none there" in e.message, e.message
    assert "works in play" not in e.message, e.message      # no other kind of ability would put me there
    assert text[e.column - 1:].startswith(words), (e.column, text[e.column - 1:])


@pytest.mark.parametrize("text", [
    "Characters you play cost {1} less if my Expedition is behind.",       # a card in play: its own Expedition
    "Play me for {1} less if you control a Plant.",
    "{J} If my Expedition is behind, draw a card.",
    "I cost {1} less if you control three or more Characters.",
])
def test_costs_and_tests_that_name_no_place_of_mine_in_hand_still_read(text):
    assert parse_abilities(text)


def test_boosts_of_mine_in_my_own_cost_read():
    """U3: "I cost {1} less if I have 2 or more boosts." is not always false: a [Seasoned] Character keeps its
    boosts going to Reserve (7.4.6.b) and may be played from there (scenario
    tests/scenarios/cards/condition-i-have-boosts.yaml plays such a test from Reserve)."""
    [ability] = parse_abilities("I cost {1} less if I have 2 or more boosts.")
    assert ability["passive"]["on_play"]["if"] == {"gte": [{"counters": "boost", "of": "self"}, 2]}


# -- W2: a Spell's effect, a Landmark's abilities (5.1.2.i), known from the card's type --------------------------

SPELL = [("Target Character in my Expedition gains 1 boost.", "my Expedition"),
         ("If I'm in {V}, draw a card.", "in {V}"),
         ("If my Expedition is behind, draw two cards.", "my Expedition"),
         ("Each Character in the Expedition facing me gains [[Asleep]].", "facing me"),
         ("If there are no Characters in my Expedition, draw two cards.", "my Expedition"),
         ("Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition.", "my Expedition"),
         ("Draw a card. Then, if my Expedition is ahead, draw a card.", "my Expedition")]
LANDMARK = [("Characters in my Expedition are [Eternal].", "my Expedition"),
            ("At Noon — If my Expedition is ahead, draw a card.", "my Expedition"),
            ("When a Character joins my Expedition — It gains 1 boost.", "my Expedition"),
            ("{J} Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition.", "my Expedition"),
            ("At Dusk — If I'm in {O}, draw a card.", "in {O}")]


@pytest.mark.parametrize("text, words", SPELL)
def test_a_spell_saying_a_place_of_its_own_is_refused_at_its_words(book, text, words):
    """5.1.2.i, 5.2.4: a Spell performs its effect in Limbo, in no Expedition."""
    with pytest.raises(DesignError) as e:
        parse_abilities(text, placed=book.placed_in(_card("Spell")))
    assert "a Spell card performs its effect in the Limbo zone (5.1.2.i)" in e.value.message, e.value.message
    assert f"'{words}' would find none there" in e.value.message, e.value.message
    assert "say which place or card" in e.value.message and "works in play" not in e.value.message
    assert text[e.value.column - 1:].startswith(words), (e.value.column, text)


@pytest.mark.parametrize("text, words", LANDMARK)
def test_a_landmark_saying_a_place_of_its_own_is_refused_at_its_words(book, text, words):
    """5.1.2.i, 5.2.3.a: a Landmark Permanent works in the Landmark zone, in no Expedition."""
    with pytest.raises(DesignError) as e:
        parse_abilities(text, placed=book.placed_in(_card("Permanent", "Landmark")))
    assert "Landmark Permanent card's abilities work once it has joined the Landmark zone" in e.value.message
    assert text[e.value.column - 1:].startswith(words), (e.value.column, text)


HERO = [("When a Character joins my Expedition — It gains 1 boost.", "my Expedition"),     # audit s45 C, class C
        ("At Noon — Characters facing me lose 1 boost.", "facing me"),
        # new wordings of the same shape
        ("At Noon — If my Expedition is ahead, draw a card.", "my Expedition"),
        ("When my Expedition moves forward — Draw a card.", "my Expedition"),
        ("Characters in my Expedition gain 1 boost.", "my Expedition"),
        ("At Dusk — Each Character in the Expedition facing me gains [[Asleep]].", "facing me"),
        ("At Noon — If I'm in {V}, draw a card.", "in {V}")]


@pytest.mark.parametrize("text, words", HERO)
def test_a_hero_saying_a_place_of_its_own_is_refused_at_its_words(book, text, words):
    """2.2.11.h, 3.2.6: a Hero's abilities work only in the Hero zone, in no Expedition (they were accepted and
    found nothing: a Character played into the Hero Expedition was not "in my Expedition"). The Hero Expedition
    is the player's (3.2.4.b): the message says to write "your Hero Expedition"."""
    with pytest.raises(DesignError) as e:
        parse_abilities(text, placed=book.placed_in(_card("Hero")))
    assert "a Hero card's abilities work only in the Hero zone (2.2.11.h, 3.2.6" in e.value.message, e.value.message
    assert "'your Hero Expedition'" in e.value.message and f"'{words}' would find none there" in e.value.message
    assert text[e.value.column - 1:].startswith(words), (e.value.column, text)


@pytest.mark.parametrize("text", [
    "When a Character joins your Hero Expedition — It gains 1 boost.",
    "When a Character joins your Expeditions — It gains 1 boost.",
    "At Noon — Characters in your Hero Expedition lose 1 boost.",
    "Characters you control have \"{J} If my Expedition is behind, draw a card.\"",
])
def test_a_hero_naming_a_players_expedition_still_reads(book, text):
    """What the message says to write reads on a Hero; a quoted ability's "my" is the Character's."""
    assert parse_abilities(text, placed=book.placed_in(_card("Hero")))


def test_the_same_texts_read_on_a_character_and_without_a_card(book):
    """The type is what refuses them: read as a Character's, or with no card given (`explain`), they read."""
    for text, _ in SPELL + LANDMARK + HERO:
        assert parse_abilities(text, placed=book.placed_in(_card("Character")))
        assert parse_abilities(text)


@pytest.mark.parametrize("type_, zone_type, text", [
    ("Permanent", "Expedition", "Characters in my Expedition are [Seasoned]."),      # Gear: in an Expedition
    ("Permanent", "Expedition", "When my Expedition moves forward — Target Character in my Expedition loses [[Fleeting]]."),
    ("Character", None, "{J} If my Expedition is behind, draw a card."),
    ("Spell", None, "Create an [Ordis Recruit 1/1/1] Soldier token in target Expedition."),
    ("Spell", None, "If each of your Expeditions is behind or tied, draw a card."),
    ("Permanent", "Landmark", "At Noon — I gain 1 boost."),
    ("Permanent", "Landmark", "When you play a Character — If its Expedition is behind, draw a card."),
    ("Permanent", "Landmark", "Characters you control have \"{J} If my Expedition is behind, draw a card.\""),
])
def test_cards_in_an_expedition_and_places_named_otherwise_still_read(book, type_, zone_type, text):
    """An Expedition Permanent or a Character is in an Expedition (5.2.1.c, 5.2.2.c); a place named by another
    object ("its Expedition", a quoted ability's "my": the Character's) or by the player reads anywhere."""
    assert parse_abilities(text, placed=book.placed_in(_card(type_, zone_type)))


def test_check_refuses_a_spell_and_a_landmark_at_their_line(tmp_path, capsys):
    """`altered check` of a card file: each card refused at its text, a Character with the same text reads."""
    path = tmp_path / "mine.yaml"
    path.write_text("""\
set: {code: MIN, name: Mine}
cards:
  - {ref: MINE_1, version: MIN-001-C, name: Lonely Spell, faction: Bravos, type: Spell, rarity: common,
     hand_cost: 1, reserve_cost: 1, text: "If there are no Characters in my Expedition, draw two cards."}
  - {ref: MINE_2, version: MIN-002-C, name: Noon Mark, faction: Bravos, type: Permanent, zone_type: Landmark,
     rarity: common, hand_cost: 1, reserve_cost: 1, text: "At Noon — If my Expedition is ahead, draw a card."}
  - {ref: MINE_3, version: MIN-003-C, name: Noon Guy, faction: Bravos, type: Character, rarity: common,
     hand_cost: 1, reserve_cost: 1, forest: 1, mountain: 1, water: 1,
     text: "At Noon — If my Expedition is ahead, draw a card."}
""", encoding="utf-8")
    assert main(["check", str(path)]) == 1
    lines = [x for x in capsys.readouterr().err.splitlines() if x.startswith(str(path))]
    source = path.read_text(encoding="utf-8").splitlines()
    at = [f"{path}:{n}:{source[n - 1].index('my Expedition') + 1}" for n in (4, 6)]
    assert [x.split(": ", 1)[0] for x in lines] == at, lines
    assert "Limbo zone (5.1.2.i)" in lines[0] and "Landmark zone (5.1.2.i)" in lines[1], lines


def test_check_refuses_a_hero_at_its_line(tmp_path, capsys):
    """`altered check` of a card file: a Hero's "my Expedition" refused at its words (2.2.11.h, 3.2.6), its
    player's Hero Expedition read."""
    path = tmp_path / "heroes.yaml"
    path.write_text("""\
set: {code: HER, name: Heroes}
cards:
  - {ref: HER_1, version: HER-001-C, name: Hero Me, faction: Bravos, type: Hero, reserve_limit: 2, landmark_limit: 2,
     text: "When a Character joins my Expedition — It gains 1 boost."}
  - {ref: HER_2, version: HER-002-C, name: Hero Yours, faction: Bravos, type: Hero, reserve_limit: 2,
     landmark_limit: 2, text: "When a Character joins your Hero Expedition — It gains 1 boost."}
""", encoding="utf-8")
    assert main(["check", str(path)]) == 1
    lines = [x for x in capsys.readouterr().err.splitlines() if x.startswith(str(path))]
    source = path.read_text(encoding="utf-8").splitlines()
    assert [x.split(": ", 1)[0] for x in lines] == [f"{path}:4:{source[3].index('my Expedition') + 1}"], lines
    assert "Hero zone (2.2.11.h, 3.2.6" in lines[0], lines


# -- W3: "your Expedition", one of two and not which (3.2.4.b) -----------------------------------------------------

@pytest.mark.parametrize("text", [
    "{J} Create an [Ordis Recruit 1/1/1] Soldier token in your Expedition.",
    "{J} Your Expedition moves forward one region.",
    "{J} Each Character in your Expedition gains 1 boost.",
    "{J} Target Character in your Expedition gains 1 boost.",
    "When a Character joins your Expedition — It gains 1 boost.",
    # U1: conditions
    "{H} If your Expedition is ahead, I gain 1 boost.",
    "{J} If your Expedition is behind, draw a card.",
    "{J} If there are no Characters in your Expedition, draw a card.",
    "{J} If your Expedition is in {V}, draw a card.",
    # new wordings of the same shape
    "Your Expedition can't move forward during Dusk.",
    "{J} Sacrifice a Character in your Expedition.",
    "When your Expedition moves forward — Draw a card.",
    "{J} Draw a card for each Character in your Expedition.",
    "{J} Your Expedition that is behind moves forward one region.",       # a qualifier that names no one
    "{J} Create an [Ordis Recruit 1/1/1] Soldier token in your Expedition with no Characters.",
])
def test_the_singular_your_expedition_is_refused_at_its_words(text):
    """3.2.4.b: each player has a Hero Expedition and a Companion Expedition; read as both, a token was created
    twice and both moved forward."""
    e = refused(text)
    assert e.message.startswith("'your Expedition' says one Expedition and not which"), e.message
    assert "'your Expeditions'" in e.message and "'my Expedition'" in e.message and "'target Expedition'" in e.message
    assert text[e.column - 1:].lower().startswith("your expedition"), (e.column, text)


@pytest.mark.parametrize("text, words", [
    ("{J} Your opponent's Expedition moves backwards one region.", "your opponent's Expedition"),
    ("{J} Each Character in your opponent's Expedition gains [[Asleep]].", "your opponent's Expedition"),
    ("{J} Each Character in each opponent's Expedition gains [[Asleep]].", "each opponent's Expedition"),
    ("{J} If your opponent's Expedition is ahead, draw a card.", "your opponent's Expedition"),
])
def test_the_singular_opponents_expedition_is_refused_at_its_words(text, words):
    """The same shape of another player's (3.2.4.b: each has two): read as both, it moved both backwards."""
    e = refused(text)
    assert e.message.startswith(f"'{words}' says one Expedition"), e.message
    assert text[e.column - 1:].lower().startswith(words.lower()), (e.column, text)


def test_your_opponents_expedition_facing_me_names_one_and_reads():
    """Printed (Sakarabru): the qualifier "facing me" names the one facing mine (7.5.7)."""
    [step] = effect("{H} Your opponent's Expedition facing me moves backwards one region.")
    assert step["advance"]["marker"] == {"facing": {"marker_of": "self"}}, step


@pytest.mark.parametrize("text", [
    "{J} Each Character in your opponent's Expeditions gains [[Asleep]].",
    "{J} If an opponent's Expedition is ahead, draw a card.",
    "{J} Create an [Ordis Recruit 1/1/1] Soldier token in each of your Expeditions.",
    "{J} Create an [Ordis Recruit 1/1/1] Soldier token in one of your Expeditions.",
    "{J} Each Character in your Expeditions gains 1 boost.",
    "Your Expeditions can't move forward during Dusk.",
    "{J} If each of your Expeditions is behind, draw a card.",
    "{J} Each Character in your Hero Expedition gains 1 boost.",
    "{J} Your Companion Expedition moves forward one region.",
    "{J} Draw a card for each Character in your Expedition zone.",
    "{J} Each Character in your other Expedition gains 1 boost.",
])
def test_your_expeditions_and_one_named_still_read(text):
    assert parse_abilities(text)


def test_a_created_token_in_your_expeditions_is_still_in_both():
    [step] = effect("{J} Create an [Ordis Recruit 1/1/1] Soldier token in each of your Expeditions.")
    assert step


# -- W4: the Expedition facing a Gigantic me is both facing Expeditions (7.4.4.g) ---------------------------------

def test_the_expedition_facing_me_is_the_one_facing_each_of_mine():
    """7.4.4.g: read as the Expedition facing the Expedition(s) I am in; Gigantic, that is both (played in the
    scenario named in the module's docstring)."""
    [step] = effect("{J} Each Character in the Expedition facing me gains [[Asleep]].")
    assert step["gain"]["what"]["in_marker"] == {"facing": {"marker_of": "self"}}
