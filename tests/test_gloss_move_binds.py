"""The gloss of a move prints the name it binds what it moved to, as a choice prints "→ chosen": "Put the others
in your Reserve. They gain [[Asleep]]." says "→ rest" and then "rest gains Asleep", so a designer sees what
the later "they" names (was: the name appeared only in the step after, bound nowhere in the words). The gloss
is made from the compiled program alone (effects/gloss.py, the move's declared phrase) and reads back as that
program (effects/reread.py); the name is "rest", as "others" read back as the players of that word."""
from __future__ import annotations

import pytest

from altered.cardtext.api import default_parser
from altered.effects import gloss
from altered.effects.reread import Lexicon, Reader, canonical
from altered.rulebook import RuleBook
from readings import effect

LEXICON = Lexicon.of(RuleBook(write_expressions=False), default_parser().names("DURATION").values())


@pytest.mark.parametrize("text, line, name", [
    ("{J} Reveal the top three cards of your deck. Put one in your hand. Put the others in your Reserve. They gain "
     "[[Asleep]].", "put cards among revealed other than chosen in Reserve → rest", "rest"),
    ("{J} Put each Character from target Expedition in its owner's Reserve. They gain [[Asleep]].",
     "put Characters in target in Reserve → moved", "moved"),
])
def test_3_2_2_a_move_prints_the_name_it_binds_and_reads_back(text, line, name):
    steps = effect(text)
    [move] = [s["move"] for s in steps if "move" in s and s["move"].get("as")]
    lines = gloss.steps(steps)
    assert move["as"] == name and line in [text_ for _, text_ in _flat(lines)], lines
    assert Reader(LEXICON).read("steps", lines) == [canonical(steps)]


def test_a_move_that_binds_nothing_prints_no_name():
    lines = gloss.steps(effect("{J} Reveal the top three cards of your deck. Put one in your hand."))
    assert not any("→" in text_ and text_.startswith("put") for _, text_ in _flat(lines)), lines


def _flat(lines):
    """(depth, words) of each printed line, whatever the gloss's line type."""
    for item in lines:
        yield (item[0], item[1]) if isinstance(item, tuple) else (0, str(item))
