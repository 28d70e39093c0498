"""What the card-text tests share: the steps a one-ability text reads as, and the error a text is refused with."""
from __future__ import annotations

import functools
import re

import pytest

from altered.cardtext.api import parse_abilities
from altered.engine.decisions import FirstOptionAgent
from altered.loading.errors import DesignError

# A card file of one Character whose text fills the slot {text} (CARD.format(text=...); its own braces doubled)
CARD = """\
set: {{code: MIN, name: Mine}}
cards:
  - ref: MINE_1
    version: MIN-001-C
    name: Frost Fox
    type: Character
    rarity: common
    hand_cost: 1
    reserve_cost: 1
    forest: 1
    mountain: 1
    water: 1
    text: "{text}"
"""


def effect(text, parse=parse_abilities):
    """The steps of a text's one ability (an effect, a reaction's or a quick action's), read by ``parse`` (the
    ``parse`` fixture of an edition, ``reader(edition)``; the default card-text parser if none)."""
    [ability] = parse(text)
    return (ability.get("reaction") or ability.get("quick") or ability)["effect"]


def refused(text, parse=parse_abilities) -> DesignError:
    """The located error a text is refused with by ``parse`` (as ``effect``; the test fails if it reads)."""
    with pytest.raises(DesignError) as e:
        parse(text)
    return e.value


def chosen_among(steps) -> str:
    """The name of the one card chosen among those looked at (or revealed) in a text's steps."""
    [name] = [s["choose"]["as"] for s in steps if "choose" in s and s["choose"]["from"].get("among")]
    return name


def dicts(steps):
    """Each dict at any depth of ``steps``, outermost first."""
    if isinstance(steps, dict):
        yield steps
        for v in steps.values():
            yield from dicts(v)
    elif isinstance(steps, list):
        for v in steps:
            yield from dicts(v)


def nested(steps, key: str, has: str | None = None) -> list:
    """Each ``key`` step (a dict), at any depth of ``steps``; with ``has``, only those that have that parameter."""
    return [x[key] for x in dicts(steps) if isinstance(x.get(key), dict) and (has is None or has in x[key])]


def conditions(steps) -> list:
    """Each "if"'s condition in a text's steps, a past-tense test hoisted into a ``set`` step read where it was
    made."""
    made = {s["set"]["var"]: s["set"]["value"] for s in steps if isinstance(s, dict) and "set" in s}
    return [made.get(s["if"].get("var"), s["if"]) for s in steps if isinstance(s, dict) and "if" in s]


def at_least_one(cond) -> dict | None:
    """The group of an "each of" test said to have one at least (``{and: [count >= 1, every]}``: "If your other
    Characters ...", 6.5.d), or None."""
    for d in dicts(cond):
        parts = d.get("and")
        if isinstance(parts, list) and len(parts) == 2 and isinstance(parts[1], dict) and "every" in parts[1]:
            among = parts[1]["every"]["in"]
            if parts[0] == {"gte": [{"count": among}, 1]}:
                return among
    return None


def rest_of(steps, name: str) -> list:
    """The selectors of "the other / the others / the rest": those among a group that are not ``name``."""
    return [d for d in dicts(steps) if isinstance(d, dict) and d.get("not") == {"var": name} and "among" in d]


def table_of_four(catalog, first=None):
    """A rule book and a game set up at a table of four (ffa, seed 1), every player but the first taking the
    first option; ``first``: the first player's agent (the same by default)."""
    from altered.engine.decisions import FirstOptionAgent
    from altered.engine.game import Game
    from altered.engine.seating import default_decks
    from altered.loading.cards.decks import deck_path, load_deck
    from altered.rulebook import load_rulebook
    book = load_rulebook(variants=["ffa"])
    book.prepare(catalog)
    decks = [load_deck(deck_path(name), catalog) for name in default_decks(4)]
    game = Game(book, decks, [first or FirstOptionAgent()] + [FirstOptionAgent()] * 3, seed=1)
    game.setup()
    return book, game


class Answering(FirstOptionAgent):
    """Takes the first option, and answers each 'may' with ``take``."""
    take = True

    def choose(self, observation, decision):
        if decision.kind == "may":
            return 0 if self.take else 1
        return 0


# The bundled rule book's card parser of an edition (None: the rules as written), built once per edition
_PARSERS: dict = {}


def parser_of(edition: str | None):
    if edition not in _PARSERS:
        from altered.loading.rules.editions import with_edition
        from altered.rulebook import load_rulebook
        _PARSERS[edition] = load_rulebook(variants=with_edition([], edition) if edition else []).card_parser()
    return _PARSERS[edition]


def reader(edition: str | None = None):
    """``parse(text)``: a text's abilities read by the bundled rule book's card parser of ``edition``."""
    return functools.partial(parse_abilities, parser=parser_of(edition))


def refused_in(text: str, edition: str | None = None) -> DesignError:
    return refused(text, reader(edition))


def reads(text: str, edition: str | None = None) -> list:
    return reader(edition)(text)


def condition_in(text: str, edition: str | None = None) -> dict:
    """The condition of the one "if" step of a text."""
    [step] = [s for s in effect_in(text, edition) if "if" in s]
    return step["if"]


def effect_in(text: str, edition: str | None = None) -> list:
    return effect(text, reader(edition))


def col(text: str, word: str) -> int:
    return text.index(word) + 1


def refused_at(text: str, word: str, edition: str | None = None) -> DesignError:
    """The error a text is refused with by the rules of ``edition``, asserted to be located at the first place of
    ``word`` in the text (the caller asserts what it says)."""
    e = refused_in(text, edition)
    assert e.column == col(text, word), (e.column, str(e))
    return e


def refused_saying(text: str, word: str, says: str | tuple, suggested: str | tuple | None,
                   edition: str | None = None, *, guessed: bool = True) -> None:
    """A text refused at ``word`` (``refused_at``) with a message that says ``says`` (each of them, a tuple); the
    wording ``suggested`` (each of them; None: no wording) reads by the same rules. ``guessed`` false: the message
    makes no "did you mean" guess (a hint says what to write instead)."""
    e = refused_at(text, word, edition)
    for said in (says,) if isinstance(says, str) else says:
        assert said in e.message, e.message
    assert guessed or "did you mean" not in e.message, e.message
    for wording in () if suggested is None else (suggested,) if isinstance(suggested, str) else suggested:
        reads(wording, edition)


def outcomes(files, edition: str | None = None) -> list:
    """Each scenario file played once (with ``edition``'s rules), one outcome per file."""
    from altered.simulation.scenario import run_files
    played = list(run_files(files, edition=edition))
    assert len(played) == len(files)
    return played


def scenarios_play(folder, pattern: str, names=None, edition: str | None = None, *, besides=(),
                   count: int | None = None) -> None:
    """The scenarios of ``folder`` matching ``pattern`` (a glob) each play right with ``edition``'s rules.

    ``names``: the stems of those to play, and the folder holds no other matching file but ``besides`` (played by
    another test, e.g. those written for 5.0): a scenario added or removed without being listed fails the test.
    Without ``names``: every matching file is played, and there are ``count`` of them."""
    found = sorted(folder.glob(pattern))
    if names is None:
        files = found
        assert len(files) == count, [f.name for f in files]
    else:
        stems, listed = {f.stem for f in found}, {*names, *besides}
        assert stems == listed, f"not listed: {sorted(stems - listed)}; listed, not found: {sorted(listed - stems)}"
        files = [folder / f"{name}.yaml" for name in names]
    for outcome in outcomes(files, edition):
        assert outcome.passed, f"{outcome.file}: " + "\n".join(outcome.problems)


def scenario_refused(scenario, words: str, says: str = "refused rather than read as") -> None:
    """An audit's scenario (a file beside its ``cards.yaml``) no longer plays: its first problem is its card's text
    refused in that ``cards.yaml`` at ``words`` (the start of what the message quotes), saying ``says``."""
    from altered.simulation.scenario import run_files
    [outcome] = run_files([scenario])
    assert not outcome.passed
    problem = outcome.problems[0]
    assert says in problem, problem
    cards = f"{scenario.parent.parent.name}/{scenario.parent.name}/cards.yaml"
    assert re.search(re.escape(cards) + r":\d+:\d+: '" + re.escape(words), problem), problem


def shown_and_read_back(text: str, shown: str) -> None:
    """``altered explain`` shows ``shown`` among the lines of ``text``'s reading, and the gloss of its program reads
    back as that very program (reread.py)."""
    from altered.effects import gloss
    from altered.effects.reread import Lexicon, Reader, canonical
    from altered.rulebook import RuleBook, load_rulebook
    from altered.tools.explain import explain
    lines = explain(text, book=load_rulebook())
    assert shown in lines, lines
    node = effect_in(text)
    reader = Reader(Lexicon.of(RuleBook(write_expressions=False)))
    assert reader.read("steps", gloss.steps(node)) == [canonical(node)]
