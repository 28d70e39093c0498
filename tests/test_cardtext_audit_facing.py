"""The Expedition facing an object (an outside audit of invented texts, s46 G class 1; issue 31: every text read
right or refused at its place with what to write, never played differently from the card, nor stopping the game).

"the Expedition facing it", where "it" is a target or the object a trigger names (not "me"), was read and passed
`altered check`, and stopped the game when played (``AttributeError: 'Obj' object has no attribute 'player'``):
the value ``facing`` asked the table which Expedition faces the object itself, as if it were an Expedition. It
failed wherever the words stand: in a count ("X is the number of Characters in the Expedition facing it", "for
each ..."), a test ("If there are no Characters in the Expedition facing it"), a group ("Each Character in the
Expedition facing it gains [[Asleep]]"), where a token is created, and after "When another Character joins my
Expedition". Said of an object, the Expedition facing it is the one facing the Expedition it is in (1.2.3.c); for
a Gigantic one the Expeditions facing each of its controller's (7.4.4.g), as "the Expedition facing me" reads; one
place to create a token in, where its creator picks one (7.4.4.h); for an object that left, where it was (6.3.j).

The readings do not change (``{in_marker: {facing: {var: target}}}``): the effect model's ``facing`` takes an
object as well as an Expedition (effects/expeditions.py). Played: tests/scenarios/rules/s46/ (test cards in
tests/data/rules/s46-facing-cards.yaml), each failing before the fix.

So that no other place word stops a game the same way, ``test_every_place_phrase_plays_with_each_referent``
reads every place phrase of the phrasebook with each kind of referent (me, "it" a target, "it" the trigger's
object, "them" after several targets, "it" a target Expedition) in several uses (a count, a group, a test, a
target, a token, a move), and plays each text that reads on a small board with random choices: a crash is a
failure of this test, not a user's game. ``test_the_sweep_names_every_place_phrase`` keeps it whole: a place
phrase added to the phrasebook must be added to it.
"""
from __future__ import annotations

import traceback
from pathlib import Path

import pytest
import yaml

from altered.cardtext.api import parse_abilities
from altered.engine.decisions import RandomAgent
from altered.engine.game import GameOver
from altered.loading.errors import DesignError
from altered.loading.paths import GRAMMAR_DIR
from altered.loading.yamlio import load_file
from altered.simulation.layout import put
from altered.simulation.scenario import Scenario, run_files
from readings import effect

SCENARIOS = Path(__file__).parent / "scenarios" / "rules" / "s46"
FACING_TARGET = {"facing": {"var": "target"}}


# -- the audit's texts: read as before, now played ------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "{J} Target Character gains X boosts, where X is the number of Characters in the Expedition facing it.",
    "{J} Target Character gains 1 boost for each Character in the Expedition facing it.",
    "{J} Target Character you control gains 1 boost for each Character in the Expedition facing it.",
    "{J} Target Character gains 1 boost. If there are no Characters in the Expedition facing it, draw a card.",
    "{J} Target Character in my Expedition gains [[Anchored]]. Each Character in the Expedition facing it gains "
    "[[Asleep]].",
    "{J} Send target Character to Reserve. Create an [Ordis Recruit 1/1/1] Soldier token in the Expedition facing it.",
    "{J} Target Character you control switches Expeditions. It gains 1 boost for each Character in the Expedition "
    "facing it.",
    # new wordings of the same shape
    "Target Character gains 1 boost. Each Character facing it loses 1 boost.",
    "Target Character an opponent controls gains [[Asleep]]. Sacrifice a Character in the Expedition facing it.",
    "Target Character gains 1 boost. Target Character in the Expedition facing it gains [[Anchored]].",
])
def test_1_2_3_c_the_expedition_facing_a_target_reads(text):
    """1.2.3.c: the Expedition facing the one the target is in (played: s46/1.2.3.c-*.yaml, 6.3.j-*.yaml)."""
    assert FACING_TARGET in _values(effect(text))


@pytest.mark.parametrize("text", [
    "When another Character joins my Expedition — It gains X boosts, where X is the number of Characters in the "
    "Expedition facing it.",
    "When another Character joins my Expedition — If there are two or more Characters in the Expedition facing it, "
    "it gains 1 boost.",
    "When a Character joins my Expedition — Each Character in the Expedition facing it gains 1 boost.",
])
def test_1_2_3_c_the_expedition_facing_the_triggers_object_reads(text):
    """The object the trigger names (played: s46/1.2.3.c-joins-my-expedition-it-gains-x-facing-it.yaml)."""
    assert {"facing": "it"} in _values(effect(text))


def test_an_expedition_it_names_is_still_read_as_an_expedition():
    """"it" an Expedition (a target, "your other Expedition"): the Expedition facing that one, as before."""
    assert {"facing": {"var": "target"}} in _values(effect(
        "Target Expedition moves forward one region. Each Character in the Expedition facing it gains 1 boost."))
    [ability] = parse_abilities("Your other Expedition and the Expedition facing it can't move forward.")
    assert {"facing": {"other_marker": "self"}} in _values(ability)


def test_the_expedition_facing_it_plays():
    """1.2.3.c, 6.3.j, 7.4.4.g, 7.4.4.h: the scenarios of this class (each failed before: the engine stopped, or a
    Gigantic me's "the Expedition facing me" made a token in each Expedition, not one)."""
    outcomes = run_files(sorted(SCENARIOS.glob("*.yaml")))
    assert len(outcomes) >= 9
    for outcome in outcomes:
        assert outcome.passed, f"{outcome.file}: " + "\n".join(outcome.problems)


def _values(data):
    """Every dict inside ``data``."""
    if isinstance(data, dict):
        yield data
        for v in data.values():
            yield from _values(v)
    elif isinstance(data, list):
        for v in data:
            yield from _values(v)


# -- every place phrase, with each kind of referent, played ---------------------------------------------------

# phrase name (grammar/phrases) -> the words standing for an Expedition in the uses below
PLACES = {
    "exp-target": "target Expedition",
    "exp-your-hero": "your Hero Expedition",
    "exp-your-companion": "your Companion Expedition",
    "exp-your-other": "your other Expedition",
    "exp-mine": "my Expedition",
    "exp-its": "its Expedition",
    "exp-yours": "your Expeditions",
    "exp-your-one": "your Expedition",                         # refused (which of two?)
    "exp-the-one": "the Expedition",                           # refused (which of four? audit S8A of s57, W3)
    "exp-each-of-yours": "each of your Expeditions",
    "exp-one-of-yours": "one of your Expeditions",
    "exp-any-number-target": "any number of target Expeditions",
    "exp-all": "Expeditions",
    "exp-with-status": "an Exhausted Expedition",
    "exps-with-status": "Exhausted Expeditions",
    "exp-opponents": "your opponent's Expeditions",
    "exp-opponents-one": "your opponent's Expedition facing me",
    "exp-each-opponents-one": "each opponent's Expedition",    # refused (which of two?)
    "exp-an-opponents": "an opponent's Expedition",
    "exp-an-opponents-hero": "an opponent's Hero Expedition",
    "exp-an-opponents-companion": "your opponent's Companion Expedition",
    "exp-any": "an Expedition",
    "exp-facing-me": "the Expedition facing me",
    "exp-facing-it": "the Expedition facing it",
    "exp-that": "an Expedition that is behind",
    "exp-in-terrain": "an Expedition in {V}",
    "exp-with-no": "an Expedition with no Characters",
    "expedition": "the Expedition facing it",
}
# place phrases said after a noun (a Character ...): phrase name -> the qualifier
QUALIFIERS = {"q-in-expedition": "in its Expedition", "q-facing-me": "facing me", "q-facing-it": "facing it"}
# the other place phrases, each in whole texts ({lead} is the referent's sentence)
WHOLE = {
    "facing": ["{lead}If it's facing a Character, draw a card.", "{lead}If I'm facing a Character, draw a card."],
    "create-in": ["{lead}Create an [Ordis Recruit 1/1/1] Soldier token in the Expedition facing it."],
    "create-in-it": ["{lead}Target an Expedition facing me. Create an [Ordis Recruit 1/1/1] Soldier token in it."],
    "target-an-expedition": ["{lead}Target an Expedition facing it. Create an [Ordis Recruit 1/1/1] Soldier token in "
                             "it."],
    "per-expedition": ["{lead}Draw a card per Expedition facing it.", "{lead}Draw a card per Expedition facing me."],
    "position": ["{lead}If the Expedition facing it is behind, draw a card.",
                 "{lead}If the Expedition facing me is ahead, draw a card."],
    "place-terrain-marker": ["{lead}Place a {V} Terrain Marker on my region."],       # (v5.0 words: refused here)
    "move-terrain-marker": ["{lead}Move a Terrain Marker to my region."],
    # passives: of me only
    "region-of": ["My region is {V} in addition to its other terrains."],
    "region-of-expedition": ["The region of the Expedition facing me is {V} in addition to its other terrains."],
    "all-regions": ["All regions are {O} and lose their other terrains."],
    "wv-leave-expedition": ["If I would leave the Expedition facing me, draw a card instead."],
    "cost-to-play-in": ["Characters cost {1} more to play in the Expedition facing me."],
    # what is in a place (audit s47 O, tests/test_cardtext_audit_empty.py)
    "empty": ["{lead}If the Expedition facing it is empty, draw a card.", "{lead}If my Expedition is not empty, draw "
              "a card.", "{lead}If each of your Expeditions is empty, draw a card."],
    "has-count": ["{lead}If the Expedition facing it has 2 or more Characters, draw a card.",
                  "{lead}If your hand has 4 or more cards, draw a card."],
    "exp-theirs": ["{lead}Each player sends a Character in their Expeditions to Reserve."],
    "exp-one-of-theirs": ["{lead}Each opponent sends a Character in one of their Expeditions to Reserve."],
    "exp-their-one": ["{lead}Each player sends a Character in their Expedition to Reserve."],     # refused (3.2.4.b)
}
ALWAYS_REFUSED = {"exp-your-one", "exp-each-opponents-one", "exp-the-one"}   # (the last: as a place)     # one of two, not said which (3.2.4.b)

# the uses of an Expedition's words ({P}) or of a Character's with its place ({C}, {CS} plural)
USES = [
    "Draw X cards, where X is the number of {CS}.",
    "Each {C} gains 1 boost.",
    "If there are no {CS}, draw a card.",
    "Target {C} gains [[Anchored]].",
    "Create an [Ordis Recruit 1/1/1] Soldier token in {P}.",
    "{P} moves forward one region.",
]
# kind of referent -> (card type, the sentence that names it)
REFERENTS = {
    "me": ("Character", "{J} I gain 1 boost. "),
    "it, a target": ("Spell", "Target Character gains 1 boost. "),
    "it, the trigger's object": ("Character", "When another Character joins my Expedition — "),
    "them": ("Spell", "Up to two target Characters gain 1 boost. "),
    "it, a target Expedition": ("Spell", "Target Expedition moves forward one region. "),
}


def _texts() -> list:
    """(referent, phrase name, card type, text) of every place phrase in every use, with each referent."""
    out = []
    for ref, (kind, lead) in REFERENTS.items():
        for name, words in PLACES.items():
            for use in USES:
                body = use.replace("{CS}", f"Characters in {words}").replace("{C}", f"Character in {words}")
                body = body.replace("{P}", words)
                out.append((ref, name, kind, lead + body[0].upper() + body[1:]))
        for name, words in QUALIFIERS.items():
            for use in USES:
                if "{P}" not in use:
                    body = use.replace("{CS}", f"Characters {words}").replace("{C}", f"Character {words}")
                    out.append((ref, name, kind, lead + body))
        for name, texts in WHOLE.items():
            for text in texts:
                if "{lead}" in text:
                    out.append((ref, name, kind, text.replace("{lead}", lead)))
                elif ref == "me":
                    out.append((ref, name, "Character", text))
    return out


def _phrases() -> dict:
    """The place phrases of the phrasebook: name -> say, those of an Expedition's categories and those whose
    meaning names an Expedition or a region."""
    words = ("in_marker", "marker_of", "facing", "region_of", "other_marker", "$marker")
    out = {}
    for f in sorted(GRAMMAR_DIR.glob("phrases/*.yaml")):
        for ph in load_file(f).get("phrases") or ():
            means = repr(ph.get("means"))
            if ph.get("category") in ("exp_base", "exp_qualifier", "expedition", "region") \
                    or any(w in means for w in words):
                out[ph["phrase"]] = ph.get("say")
    return out


def test_the_sweep_names_every_place_phrase():
    """A place phrase added to the phrasebook is played by the sweep below only once it is named here."""
    named = set(PLACES) | set(QUALIFIERS) | set(WHOLE)
    missing = {k: v for k, v in _phrases().items() if k not in named}
    assert not missing, f"place phrases the sweep does not play (add them to PLACES, QUALIFIERS or WHOLE): {missing}"


class _Random(RandomAgent):
    """Any choice, at random (seeded); a decision with one option is taken without asking."""

    def forced(self, label):
        pass


BOARD = {
    1: {"Deck": ["Ant"] * 6, "Reserve": ["Elk"], "Mana": ["Ant"] * 3,
        "Expedition": {"hero": [{"card": "Ant", "keywords": ["Gigantic"]}], "companion": ["Bee"]}},
    2: {"Deck": ["Fox"] * 6, "Hand": ["Cat"], "Reserve": ["Ant"],
        "Expedition": {"hero": ["Cat", "Elk"], "companion": ["Dog"]}},
}
PLAIN = ["Ant", "Bee", "Cat", "Elk", "Dog", "Fox"]


def _card(i, name, kind, text) -> dict:
    c = {"ref": f"SWP_{i}", "version": f"SWP-{i + 1:03d}-C", "name": name, "faction": "Bravos", "type": kind,
         "rarity": "common", "hand_cost": 0, "reserve_cost": 0, "text": text}
    if kind == "Character":
        c.update(forest=1, mountain=1, water=1)
    return c


def test_every_place_phrase_plays_with_each_referent(tmp_path):
    """Every place phrase, with each kind of referent, read; each text that reads is played twice on a small board
    (a Gigantic Character of mine among them, 7.4.4.g) with random choices: no text stops the game. A refusal is
    a located DesignError, never another exception; each place phrase reads in some text (but the two always
    refused: one of two Expeditions, not said which, 3.2.4.b)."""
    read, failures, reading = [], [], set()
    for ref, name, kind, text in _texts():
        try:
            parse_abilities(text)
        except DesignError as e:
            assert e.message and "Traceback" not in e.message
            continue
        except Exception as e:                                         # noqa: BLE001 -- the failure reported
            failures.append(f"{text!r} ({ref}): reading stopped: {type(e).__name__}: {e}")
            continue
        read.append((ref, name, kind, text))
        reading.add(name)
    assert not set(PLACES) - ALWAYS_REFUSED - reading, "place phrases that never read here"
    assert len(read) > 400
    cards = [_card(i, n, "Character", "") for i, n in enumerate(PLAIN)]
    cards += [_card(len(PLAIN) + i, f"Sweep {i}", kind, text) for i, (_, _, kind, text) in enumerate(read)]
    (tmp_path / "cards.yaml").write_text(yaml.safe_dump({"set": {"code": "SWP", "name": "sweep"}, "cards": cards}),
                                         encoding="utf-8")
    doc = {"scenario": "every place phrase", "cards": ["cards.yaml"], "phase": "Afternoon", "players": BOARD,
           "expect": [{"player": 1, "zone": "Reserve", "cards": ["Elk"]}]}
    (tmp_path / "board.yaml").write_text(yaml.safe_dump(doc), encoding="utf-8")
    scenario = Scenario(tmp_path / "board.yaml")
    for i, (ref, _, _, text) in enumerate(read):
        for seed in range(2):
            game = scenario.build()
            for p, player in enumerate(game.players):
                player.agent = _Random(1000 * i + 10 * seed + p)
            card = scenario.catalog.find(f"SWP_{len(PLAIN) + i}")
            played = card.name
            if ref == "it, the trigger's object":          # in play; a Character joins its Expedition
                put(game, card, 0, "Expedition", sub="hero")
                put(game, scenario.catalog.find("SWP_5"), 0, "Hand")
                played = "Fox"
            else:
                put(game, card, 0, "Hand")
            game.vars["turn_player"] = 0
            options = [x for x in game.plays.playable(0) if x[0].card.name == played]
            assert options, f"{text!r}: cannot be played"
            try:
                game.plays.play_card(0, *options[0], extra=getattr(options[0], "extra", None))
                game.runtime.check_reactions()
                for region in game.adventure_zone.objs:                    # what passives make of the regions
                    game.terrains_of(region)
            except GameOver:
                pass
            except Exception as e:                                     # noqa: BLE001 -- the failure reported
                where = traceback.extract_tb(e.__traceback__)[-1]
                failures.append(f"{text!r} ({ref}): {type(e).__name__}: {e} (at {where.filename}:{where.lineno})")
                break
    assert not failures, f"{len(failures)} texts stop the game:\n" + "\n".join(failures)
