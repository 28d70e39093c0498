"""The scope of the rules (1.1.2), characteristics an object lacks (1.2.2.d), Emblems without a name
(2.2.4.g) and unique versions (2.2.6.f) of the Comprehensive Rules v3.0."""
from __future__ import annotations

import pytest

from altered.cli.main import main
from altered.effects.context import Ctx
from altered.loading.errors import DesignError
from altered.engine.game import Game
from altered.engine.decisions import FirstOptionAgent
from altered.engine.seating import players_at
from altered.loading.yamlio import load_text

pytestmark = pytest.mark.editions("3.0", "5.0")   # the rules these test say the same in v5.0


def test_1_1_2_a_the_rules_are_those_of_a_two_player_game(book, decks, capsys):
    assert players_at(book) == 2
    with pytest.raises(DesignError, match="seats 2 players, not 3"):
        Game(book, decks + decks[:1], [FirstOptionAgent()] * 3, seed=1)
    assert main(["play", "--seed", "1", "--players", "3"]) == 1
    assert "--players 3: the table '1v1' seats 2" in capsys.readouterr().err


def _value(book, game, text, you=0):
    return book.compiler.expr(load_text(text, "value.yaml"))(Ctx(game, you))


def reaction_in_limbo(board, book):
    """Chiron played with a {J} waiting: the game and the Reaction emblem in Limbo."""
    game = board.game
    board.put("Chiron", 0, "Hand")
    board.put("Foundry Armorer", 0, "Expedition", sub="companion")
    for _ in range(5):
        board.put("Ordis Trooper", 0, "Mana")
    [play] = [x for x in game.plays.playable(0) if x[0].name == "Chiron" and x[2] == "hero"]
    game.plays.play_card(0, *play)
    game.runtime.flush_events()
    [emblem] = game.objects(book.emblem_zone)
    return game, emblem


def test_2_2_4_g_an_emblem_has_no_name(board, book):
    """Chiron's Reaction waits in Limbo as an Emblem: the log shows it by its source and text, but that
    is no name, and no name selects it."""
    game, emblem = reaction_in_limbo(board, book)
    assert game.type_of(emblem) == "Emblem" and emblem.card.name.startswith("Chiron: ")
    label = emblem.card.name.replace('"', '\\"')
    assert _value(book, game, "{count: {zone: Limbo}}") == 1
    assert _value(book, game, '{count: {zone: Limbo, name: "' + label + '"}}') == 0
    assert _value(book, game, "{count: {zone: Expedition, name: Chiron}}") == 1       # a card's name selects it


def test_1_2_2_d_an_object_may_lack_characteristics(board, book):
    """An Emblem has no costs, statistics or sub-types; a token no rarity or faction; a Spell no
    statistics: what it lacks it does not have (a missing number reads 0, 1.1.6.d)."""
    game, emblem = reaction_in_limbo(board, book)
    token = board.put("Ordis Recruit", 0, "Expedition", sub="hero")
    spell = board.put("Hooked", 0, "Reserve")
    assert not {"hand_cost", "reserve_cost", "forest"} & set(emblem.card.base) and not emblem.card.subtypes
    assert token.card.rarity is None and token.card.faction is None                  # 2.2.5.c, 2.2.9.d
    assert "forest" not in spell.card.base and game.characteristic(spell, "forest") == 0
    assert game.characteristic(token, "forest") == 1 and game.characteristic(token, "hand_cost") == 0


UNIQUES = """\
set: {code: UNQ, name: Unique test cards}
cards:
  - {ref: UNQ_A, version: UNQ-052-U-1234, name: Atlas, faction: Ordis, type: Character, rarity: unique,
     hand_cost: 3, reserve_cost: 3, forest: 2, mountain: 2, water: 2}
  - {ref: UNQ_B, version: UNQ-052-U-1234, name: Atlas, faction: Ordis, type: Character, rarity: unique,
     hand_cost: 2, reserve_cost: 3, forest: 3, mountain: 2, water: 2}
"""


def test_2_2_6_f_each_unique_card_has_its_own_version(tmp_path):
    from altered.loading.cards.catalog import load_catalog
    path = tmp_path / "uniques.yaml"
    path.write_text(UNIQUES)
    with pytest.raises(DesignError) as e:
        load_catalog([path])
    assert str(e.value).startswith(f"{path}:5:")
    assert f"version UNQ-052-U-1234 is also the card at {path}:3; each unique card has its own version (2.2.6.f)" \
        in str(e.value)
    path.write_text(UNIQUES.replace("version: UNQ-052-U-1234, name: Atlas, faction: Ordis, type: Character, "
                                    "rarity: unique,\n     hand_cost: 2", "version: UNQ-052-U-5678, name: Atlas, "
                                    "faction: Ordis, type: Character, rarity: unique,\n     hand_cost: 2"))
    assert len(load_catalog([path])) == 2


def test_2_2_4_g_the_nameless_types_are_types_of_the_rules(tmp_path, capsys):
    variant = tmp_path / "nameless.yaml"
    variant.write_text("name: nameless\ndescription: a misspelt type\nset:\n  characteristics.nameless: [Emblm]\n")
    assert main(["play", "--seed", "1", "--variant", str(variant)]) == 1
    assert f"{variant}:4:29: unknown type 'Emblm'" in capsys.readouterr().err
