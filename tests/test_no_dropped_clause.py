"""What the engine read is what the card says: every content word of every printed text of the bundled sets,
each read with its edition's words (tests/bundled_sets.py), outside reminder text, plays a part in its
reading, so a clause can't be silently dropped.

A text is split into abilities as the parser sees them (markup and reminder text removed).  Its
content words are its words less the grammar's function words; each must show in the reading of the
ability: the lines ``altered explain`` prints or the names in its effect-model data.  A few printed
words are read as another word of the model (WORD_READ_AS): "exhaust" is gaining Exhausted, a
Character "joins" is {J}, counters spent are lost (2.5.h), ...; "in play" is found when the reading
names every zone the rules say the words reach (3.1.4.a).  When this test fails, a word of a card is not in its reading: either
the transformer dropped a clause, or ``altered explain`` does not show one.
"""
from __future__ import annotations

import json
import re

import pytest

from altered.cardtext.api import parse_piece
from altered.cardtext.corpus import set_texts
from altered.tools.explain import render_ability
from altered.cardtext.split import split_abilities
from altered.loading.paths import CARDS_DIR
from altered.rulebook import load_rulebook
from bundled_sets import EDITIONS as SETS, parser as set_parser

# Words that carry the grammar, not a clause of their own: articles, pronouns, prepositions,
# conjunctions, the verbs "be"/"have"/"can" and the few words whose meaning is the structure.
FUNCTION_WORDS = set("""
a an the and or but of to in into from with for by on at as than then if unless otherwise instead
it its it's itself them they their theirs this that these those there is are am was were be been
being isn't aren't wasn't weren't don't doesn't can't cannot can may do does did done you your yours
i i'm me my mine he she his her we our one ones each any all other another more less fewer most
least only up down also even already again still same way when whenever where while who which what
during per through between among until after before so not no too own owner owner's player's
opponent's have has having would could should will just x choose chooses chosen yet many final
that's 1 zone done following depending towards toward
""".split())

# Printed words the reading shows as another word of the model.
WORD_READ_AS = {
    "exhaust": "exhausted", "exhausts": "exhausted", "readies": "exhausted",
    "join": "join", "joins": ("join", "goes"), "play": "play", "played": "play", "plays": "play",
    "sacrifice": "sacrifice", "sacrificed": "sacrifice", "sacrifices": "sacrifice",
    "discard": "discard", "discards": "discard", "draw": "draw", "draws": "draw",
    "send": ("reserve", "put"), "sends": "reserve", "puts": "put",
    "gain": ("gain", "have"), "gains": "gain", "lose": ("lose", "spend"), "loses": ("lose", "spend"),
    "give": "gain", "greater": "≥", "return": ("hand", "deck"), "returns": ("hand", "deck"),
    "activate": ("activate", "only if"),
    "cost": "cost", "costs": "cost", "create": "create", "creates": "create",
    "target": "target", "targets": "target", "goes": "leave", "go": "leave", "leaves": "leave",
    "leave": "leave", "moves": "move", "move": "move", "moving": "move", "forward": "forward",
    "backwards": "backward", "region": "region", "regions": "region", "expedition": "expedition",
    "expeditions": "expedition", "card": ("card", "draw"), "cards": ("card", "draw"), "control": "control",
    "controls": "control", "controlled": "control", "roll": "roll", "rolls": "roll", "die": "di",
    "dice": "di", "result": "result", "switch": "switch", "switches": "switch", "win": "win",
    "game": "game", "abilities": "abilit", "pay": "pay",
    "reveal": "reveal", "keep": "keep", "remain": "remain", "prevent": "prevent", "exchange": "exchange",
    "double": "gain", "equal": ("equal", "≥", "≤", "="), "equals": "gain", "number": ("number", "double"), "total": "total",
    "first": "first", "next": "next", "top": "top", "free": "free", "immediately": "play",
    "starting": "each", "behind": "behind", "ahead": "ahead", "tied": "tied", "empty": "there",
    "both": ("2", "followed by"), "twice": "2", "time": "first", "times": "repeat", "pick": "choose", "option": "mode",
    "options": "mode", "multiple": "repeat", "highest": "highest", "statistic": ("statistic", "forest"),
    "statistics": "statistic", "base": "base", "over": "≤", "minimum": "minimum", "anywhere": "anywhere",
    "opponent": "opponent", "opponents": "opponent", "player": "player", "players": "player",
    "facing": "facing", "addition": "also", "terrain": "terrain", "terrains": "terrain",
    "distributed": "distributed", "token": "token", "tokens": "token", "non-token": "non-token",
    "counter": "counter", "counters": "counter", "boost": "boost", "boosts": "boost",
    "used": "used", "begin": "start", "ignore": "ignore", "result's": "result", "plus": "+",
    "add": "+", "increase": "+", "these": "among", "choice": "choose", "controller": "controller",
    "reduce": "cost", "day": "day", "turn": "turn", "afternoon": "afternoon",
    "instead": "instead", "mana": "mana", "orbs": "orb", "hand": "hand",
    "deck": "deck", "reserve": "reserve", "way": "way", "gigantic": "gigantic",
    # v5.0 2.5.h: counters spent are counters the card no longer has
    "spend": ("spend", "lose"),
    # v5.0 2.2.13: a limit increased by N is N more cards kept at Clean-up (4.2.5.c); reduced, N fewer
    "increased": "more", "reduced": ("cost", "0 - "),
    "die's": "result", "discarded": "discard", "distribute": "times", "pile": "discard", "higher": ">",
    # 3.2.9.b-c: a card put in the Mana zone is a Mana Orb; with no status, not exhausted: ready (2.4.2)
    "orb": ("orb", "in mana"), "ready": ("exhausted", "with no status"),
    # "If you put a card in Z this way": a card the step moved is now in Z
    "put": ("put", "is a card in"), "xth": "top",
}

NUMBERS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
           "eight": "8", "nine": "9", "ten": "10", "third": "3"}


def _reading(ability: dict) -> str:
    lines = render_ability(ability)
    data = json.dumps({k: v for k, v in ability.items() if k != "text"}, ensure_ascii=False)
    return (" ".join(lines) + " " + data).lower()


def _content_words(text: str) -> list[str]:
    words = re.findall(r"\b[Ii]n play\b|\{[^}]+\}|[A-Za-z][A-Za-z'-]*|\d+", text)
    return [w for w in (x.lower() for x in words) if w not in FUNCTION_WORDS]


def _in_reading(word: str, reading: str, parser) -> bool:
    if word.startswith("{"):
        inner = word.strip("{}")
        terrain = parser.names("TERRAIN").get(word)
        return (terrain is not None and terrain.lower() in reading) or inner.isdigit() or inner == "x" \
            or inner in reading or word in reading
    if word == "in play":        # 3.1.4.a: the zones the rules say the words reach, each named
        return all(z.lower() in reading for z in parser.language.vocabulary["in_play"])
    if word in NUMBERS:
        return NUMBERS[word] in reading or word in reading
    stem = word[:-1] if word.endswith("s") and len(word) > 3 else word
    if word in reading or stem in reading:
        return True
    if word.startswith("non-"):
        return word[4:] in reading and "not" in reading
    alias = WORD_READ_AS.get(word)
    if alias is not None:
        return any(a in reading for a in (alias if isinstance(alias, tuple) else (alias,)))
    for table in ("KEYWORD", "VALUED_KEYWORD", "KEYWORD_ACTION", "STATUS", "ZONE", "COUNTER", "TYPE",
                  "SUBTYPE", "PHASE", "DAILY_EFFECT", "DURATION", "STAT_NAME"):
        name = parser.names(table).get(word)
        if name is not None and name.lower() in reading:
            return True
    return False


def _texts():
    out = []
    for name in SETS:
        for text, support in set_texts(CARDS_DIR / name):
            out.append(pytest.param(name, text, support, id=f"{name}:{text[:50]}"))
    return out


@pytest.mark.parametrize("set_name,text,support", _texts())
def test_every_content_word_plays_a_part(set_name, text, support):
    parser = set_parser(set_name)           # the words of the edition the set is written for
    for piece in split_abilities(text):
        abilities = parse_piece(piece, parser)
        reading = " ".join(_reading(a) for a in abilities)
        missing = [w for w in _content_words(piece.text) if not _in_reading(w, reading, parser)]
        assert not missing, f"{piece.text!r}: {missing} play no part in its reading:\n" + "\n".join(
            line for a in abilities for line in render_ability(a))


def test_a_dropped_clause_is_caught():
    """The check itself: a reading without the clause "then draw a card" misses its words."""
    parser = load_rulebook().card_parser()
    [piece] = split_abilities("{J} I gain 1 boost, then draw a card.")
    [ability] = parse_piece(piece, parser)
    ability["reaction"]["effect"] = ability["reaction"]["effect"][:1]     # drop the second clause
    reading = _reading(ability)
    assert [w for w in _content_words(piece.text) if not _in_reading(w, reading, parser)] == ["draw", "card"]


def test_explain_jsonl_reads_every_text_of_the_bundled_sets():
    from altered.tools.explain import explain_jsonl
    from bundled_sets import token_texts
    lines = [json.dumps({"text": t, "support": s, "token": t in token_texts(CARDS_DIR / name)})
             for name in SETS for t, s in set_texts(CARDS_DIR / name)]
    results = list(explain_jsonl(lines))
    assert len(results) == len(lines) and all(r["ok"] for r in results), [r for r in results if not r["ok"]][:3]
