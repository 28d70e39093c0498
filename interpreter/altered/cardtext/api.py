"""Printed card text → a list of abilities as effect-model data.

>>> [a["reaction"]["effect"] for a in parse_abilities("{R} I gain 2 boosts.")]
[[{'counters': {'what': 'self', 'name': 'boost', 'add': 2}}]]
"""
from __future__ import annotations

import hashlib
import json
import os
import re
from pathlib import Path
from typing import Any

from ..loading.diskcache import code_digest
from ..loading.errors import DesignError
from ..loading.paths import CACHE_DIR, GRAMMAR_DIR, RULES_DIR, prune_cache, remember, touch
from .tokens import ParseError
from .combinators.nouns import CONTINUED_OPPONENT
from .combinators.abilities import never_as_support
from .combinators.places_or_objects import placeless_me
from .errors import mistake_said, syntax_error, where
from .nouns import CONTINUED_OBJECT, contains
from .parser import CardTextParser, build_parser
from .reminders import oracle
from .rulebook_parser import bundled_sets, parser_for_docs, sets_words
from .split import Piece, check_layout, split_abilities
from .vocabulary import set_vocabulary, vocabulary_from_rules

_PARSER: CardTextParser | None = None
_MEMO: dict[tuple, str] = {}    # (parser digest, text, support, token) -> JSON of its abilities


def default_parser() -> CardTextParser:
    """The parser for the words of the bundled rules and card sets (built once per process): the
    words ``load_rulebook().card_parser(sets)`` reads, from the rules files without compiling them."""
    global _PARSER
    if _PARSER is None:
        from ..loading.rules.files import load_docs
        try:
            _PARSER = parser_for_docs(load_docs(RULES_DIR), RULES_DIR, sets_words(bundled_sets()))
        except DesignError:              # a broken rules file: read the words without checking the rules
            _PARSER = build_parser(vocabulary_from_rules(RULES_DIR))
    return _PARSER


def parse_abilities(text: str, *, support: bool = False, file: str | None = None,
                    line: int | None = None, column: int | None = None,
                    parser: CardTextParser | None = None, token: bool | None = None,
                    placed: tuple | None = None, unresolved: tuple | None = None, main: bool = False,
                    unheard: str | None = None) -> list[dict]:
    """Split, parse and transform one printed text (a card's main or support text).

    Each ability is a dict of the effect model with its source ``text``; support
    abilities (2.2.11.d, the ECHO box) also carry ``support: True``. ``file``,
    ``line`` and ``column`` say where ``text`` starts in a card file, for errors.
    ``token``: whether the card is a token (its printed rule in parentheses is a reminder only on one;
    None: no card given, cardtext/reminders.py). ``placed``: (the zones where the card's main text works,
    why) when the card's type says it (a Spell's effect, a Landmark's abilities: ``placed_text``).
    ``unresolved``: (the card's type said, the types whose effect resolves) when its type never performs an
    Effect ability (``never_resolved``). ``main``: ``text`` is a card's main text (not a text alone, which may be
    printed in either box): a cost paid only in Reserve is refused there (``support_cost_in_main``). ``unheard``: the
    card's type, when it is never in play (``never_activated``). Raises :class:`DesignError` with the position of
    the first mistake.
    """
    parser = parser or default_parser()
    memo_key = (parser.digest, text, bool(support), token)
    if memo_key in _MEMO:
        out = json.loads(_MEMO[memo_key])
        if placed and not support:
            placed_text(out, placed, text, parser, file, line, column, token)
        if unresolved and not support:
            never_resolved(out, unresolved, text, parser, file, line, column, token)
        if main and not support:
            support_cost_in_main(out, text, parser, file, line, column, token)
        if unheard and not support:
            never_activated(out, unheard, text, parser, file, line, column, token)
        return out
    out, pieces = [], []
    for piece in split_abilities(readable_text(text, parser, file=file, line=line, column=column, token=token)):
        for ability in parse_piece(piece, parser, raw=text, file=file, line=line, column=column):
            _statistics_of_none(ability, piece, parser, text, file, line, column)
            if support:
                ability["support"] = True
                try:
                    never_as_support(ability, parser.language.vocabulary.get("meanings", {}).get("exhausted_status"))
                    placeless_me(parser.language.vocabulary.get("meanings", {}).get("support_zone"), ability,
                                 parser.language.vocabulary)        # a support text unmarked: from Reserve too
                except DesignError as e:
                    raise DesignError(e.message, *where(piece, 0, text, file, line, column)) from None
            elif not ability.get("support"):
                _main_in_support_zone(ability, piece, parser, text, file, line, column)
            out.append(ability)
            pieces.append(piece)
    _continued_opponent_named(out, pieces, text, file, line, column)
    _continued_object_named(out, pieces, text, file, line, column)
    _MEMO[memo_key] = json.dumps(out)
    if placed and not support:
        placed_text(out, placed, text, parser, file, line, column, token)
    if unresolved and not support:
        never_resolved(out, unresolved, text, parser, file, line, column, token)
    if main and not support:
        support_cost_in_main(out, text, parser, file, line, column, token)
    if unheard and not support:
        never_activated(out, unheard, text, parser, file, line, column, token)
    return out


def _main_in_support_zone(ability: dict, piece: Piece, parser: CardTextParser, raw: str, file, line,
                          column) -> None:
    """An ability of the main text under a condition that I am where only support abilities work: the main
    text works only in play (2.2.11.g), so it would never apply. A passive ("As long as I'm in Reserve, ...")
    is never true while it works; a Reaction other than one about me moving ("At Noon — If I'm in Reserve,
    ...") is activated only while it works, in play (6.3.e), and did nothing, silently. One rule for both:
    refused at its words, saying that a support ability is preceded by {I} (2.2.11.e, 2.2.11.i)."""
    zone = parser.language.vocabulary.get("meanings", {}).get("support_zone")
    if not zone:
        return
    if "passive" in ability:
        passive = ability["passive"]
        if not _tests_me_in(passive, zone) \
                or (passive.get("on_play") or passive.get("cant") or {}).get("what") == "self":
            return  # what I cost, whether I can be played: said of me as I am played, from Reserve too (5.1.2)
        kind, example = "while this ability works", "'{I} Spirits you control have +1/+0/+0.'"
    elif "reaction" in ability:
        reaction = ability["reaction"]
        if not _tests_me_in(reaction.get("effect"), zone) or contains(reaction.get("trigger"), "self"):
            return  # a Reaction to my own move, leaving play or arriving in Reserve: I may be there (6.3.c-e)
        kind, example = "as this Reaction is activated", f"'{{I}} {piece.text.strip()}'"
    else:
        return
    said = re.search(r"(?i)\bI(?:'m| am) in\b[^,.]*", piece.text) or re.search(r"(?i)\bI(?:'m| am)\b[^,.]*",
                                                                              piece.text)
    index = said.start() if said else 0
    also = "" if "passive" in ability else ", or, to act as I'm played from there, as a {R} Reaction (6.3.c)"
    raise DesignError(f"'{said.group(0) if said else zone}' is never true {kind}: an ability of "
                      f"the main text works only in play (2.2.11.g), in {zone} only a support ability does (2.2.11.i); "
                      f"write it as one, preceded by {{I}} ({example}, 2.2.11.e){also}",
                      *where(piece, index, raw, file, line, column))


def _statistics_of_none(ability: dict, piece: Piece, parser: CardTextParser, raw: str, file, line, column) -> None:
    """A passive giving statistics to objects of a type that has none ("Your Hero has +1/+1/+1."): only the
    types rules_yaml/characteristics.yaml ``statistics_of`` names have statistics (2.2.11.c v5.0: Characters),
    so it would change nothing: refused at the type's word, saying so."""
    have = parser.language.vocabulary.get("meanings", {}).get("statistics_of")
    passive = ability.get("passive") or {}
    what = (passive.get("stats") or {}).get("what") if isinstance(passive.get("stats"), dict) else None
    kind = what.get("type") if isinstance(what, dict) else None
    if not have or not isinstance(kind, str) or kind in have:
        return
    said = re.search(rf"(?i)\b{re.escape(kind)}e?s?\b", piece.text)
    raise DesignError(f"a {kind} has no statistics, only {' and '.join(t + 's' for t in have)} have (2.2.11.c, "
                      f"v5.0): a change of its statistics would change nothing; say it of {have[0]}s ('{have[0]}s "
                      f"you control have +1/+1/+1.')",
                      *where(piece, said.start() if said else 0, raw, file, line, column))


def _tests_me_in(data, zone: str) -> bool:
    """Whether a condition in ``data`` asks that I am in ``zone`` ("I'm in Reserve", "I'm in your Reserve")."""
    if isinstance(data, dict):
        test = data.get("matches")
        if isinstance(test, dict) and test.get("what") == "self" and isinstance(test.get("filter"), dict) \
                and test["filter"].get("zone") == zone:
            return True
        return any(_tests_me_in(v, zone) for k, v in data.items() if k != "not")   # "not in Reserve": always
    return isinstance(data, list) and any(_tests_me_in(v, zone) for v in data)


def placed_text(abilities: list, placed: tuple, raw: str, parser: CardTextParser, file=None, line=None,
                column=None, token=None) -> None:
    """A card whose type puts it in no Expedition where its main text works (``placed``: those zones and why,
    rulebook.py ``placed_in``: a Spell performs its effect in Limbo, a Landmark Permanent is in the Landmark
    zone, 5.1.2.i): "my Expedition", "the Expedition facing me", "I'm in {V}" there name nothing, refused at
    the ability saying them, as they are where an ability's kind says where I am (``placeless_me``)."""
    zones, why = placed
    for ability in abilities:
        if ability.get("support"):
            continue
        try:
            placeless_me(zones, ability, parser.language.vocabulary, why=why)
        except DesignError as e:
            pieces = split_abilities(readable_text(raw, parser, token=token))
            piece = next((p for p in pieces if p.text == ability.get("text")), pieces[0] if pieces else None)
            if piece is None:
                raise DesignError(e.message, file, line, column) from None
            language, saved = parser.language, parser.language.placed
            language.placed = (zones, why)          # read again from where the card is: refused at the words
            try:
                parse_piece(piece, parser, raw=raw, file=file, line=line, column=column)
            finally:
                language.placed = saved
            raise DesignError(e.message, *where(piece, 0, raw, file, line, column)) from None


def never_activated(abilities: list, said: str, raw: str, parser: CardTextParser, file=None, line=None, column=None,
                    token=None) -> None:
    """A Reaction of the main text of a card ``said`` (a Spell: play.yaml ``effect_types``), which is never in play:
    abilities work in play unless they say where (1.2.4.d), so a Reaction not on the card's own being played or
    moved out of play ("{J}", "When you play a Spell", "At Noon") would never be activated: refused at its words
    (audit S14A of session 59: it passed `check` in silence)."""
    in_play = parser.language.vocabulary.get("in_play") or ()
    for ability in abilities:
        trigger = (ability.get("reaction") or {}).get("trigger")
        if ability.get("support") or trigger is None or _heard_out_of_play(trigger, in_play):
            continue
        pieces = split_abilities(readable_text(raw, parser, token=token))
        piece = next((p for p in pieces if p.text == ability.get("text")), pieces[0] if pieces else None)
        place = where(piece, 0, raw, file, line, column) if piece is not None else (file, line, column)
        raise DesignError(f"a {said} card is never in play (it performs its effect, 5.2.4), and an ability works in "
                          f"play unless it says where (1.2.4.d): this Reaction would never be activated. Its effect "
                          f"is written alone, with no trigger; a Reaction of its own is on its being played or moved "
                          f"('{{H}} ...', 'When I go to ... — ...')", *place)


def _heard_out_of_play(trigger: dict, in_play) -> bool:
    """Whether a Reaction's trigger may be heard by a card that is never in play (6.3.c): an event about the card
    itself ("When I go to Reserve", "{H}"), in a zone out of play; not one about others ("When you play a Spell",
    "At Noon"), heard only where abilities work, nor one of the card joining or leaving play ("{J}")."""
    parts = trigger.get("any") if set(trigger) == {"any"} else [trigger]
    for part in parts if isinstance(parts, list) else []:
        [(_, arg)] = part.items() if isinstance(part, dict) and len(part) == 1 else [(None, None)]
        if not isinstance(arg, dict) or arg.get("what") != "self":
            continue
        named = [z for key in ("zone", "to", "from") for z in
                 (arg[key] if isinstance(arg.get(key), list) else [arg[key]] if isinstance(arg.get(key), str) else [])]
        if not named or not set(named) <= set(in_play):
            return True
    return False


def support_cost_in_main(abilities: list, raw: str, parser: CardTextParser, file=None, line=None, column=None,
                         token=None) -> None:
    """A quick action of a card's main text with a cost paid only where support abilities work ({D}: "Discard me
    from Reserve", 1.1.6.i, 7.1.4.b; cardtext.yaml ``support_costs``): an ability of the main text works only in
    play (2.2.11.g), where I am never in Reserve, so it could never be used: refused at the symbol, saying to
    print it in the support text (2.2.11.i), as printed cards do."""
    costs = parser.language.vocabulary.get("meanings", {}).get("support_costs") or {}
    zone = parser.language.vocabulary.get("meanings", {}).get("support_zone")
    for ability in abilities:
        quick = ability.get("quick")
        if ability.get("support") or not quick:
            continue
        for symbol, name in costs.items():
            if name in (quick.get("cost") or ()):
                pieces = split_abilities(readable_text(raw, parser, token=token))
                piece = next((p for p in pieces if p.text == ability.get("text")), pieces[0] if pieces else None)
                said = "{" + symbol + "}"
                index = max(0, piece.text.find(said)) if piece is not None else 0
                place = where(piece, index, raw, file, line, column) if piece is not None else (file, line, column)
                raise DesignError(f"'{said}' can never be paid by an ability of the main "
                                  f"text: it works only in play (2.2.11.g), and {said} only where support abilities "
                                  f"work, in {zone} (7.1.4.b, 2.2.11.i); print it in the card's support text "
                                  f"('support: \"{ability.get('text')}\"'), as printed cards do", *place)


def never_resolved(abilities: list, unresolved: tuple, raw: str, parser: CardTextParser, file=None, line=None,
                   column=None, token=None) -> None:
    """An Effect ability (a change to the game written alone, 1.2.4.c) is applied when it resolves, and only a
    card of the types ``unresolved`` names (play.yaml ``effect_types``: a Spell) performs its effect when
    played (5.1.2.i, 5.2.4); on a card of another type (a Character joins its Expedition, 5.2.1.c; a Hero is
    never played) it never resolves and would do nothing: refused at its words, saying what to write."""
    said, types = unresolved
    for ability in abilities:
        if "effect" not in ability or ability.get("support"):
            continue
        pieces = split_abilities(readable_text(raw, parser, token=token))
        piece = next((p for p in pieces if p.text == ability.get("text")), pieces[0] if pieces else None)
        place = where(piece, 0, raw, file, line, column) if piece is not None else (file, line, column)
        raise DesignError(effect_never_resolves(ability.get("text") or raw, said, types, parser), *place)


def effect_never_resolves(text: str, said: str, types, parser: CardTextParser) -> str:
    """Why an Effect ability on a card of type ``said`` is refused, and what to write instead."""
    return (f"an Effect ability alone (a change to the game, 1.2.4.c) is applied only when it resolves, and only a "
            f"{' or '.join(types)} card performs its effect when played (5.1.2.i, 5.2.4): on this {said} card it never "
            f"resolves and would do nothing; {written_instead(text, parser)}")


def written_instead(text: str, parser: CardTextParser) -> str:
    """What to write instead of an Effect ability alone on a card that never performs it: a trigger, with the
    symbol of "when I join" (cardtext.yaml ``trigger_symbols``), or a passive."""
    symbols = parser.language.vocabulary.get("meanings", {}).get("trigger_symbols", {})
    joins = next((s for s, m in symbols.items() if isinstance(m, dict) and "joins" in m), None)
    trigger = f"a trigger, '{{{joins}}} {text.strip()}' (7.1.1)" if joins else "a trigger (1.2.4.c)"
    return f"write when it happens, {trigger}, or what holds while I'm in play, a passive 'As long as ..., ...' (1.2.4.c)"


def _continued_opponent_named(abilities: list, pieces: list, raw: str, file, line, column) -> None:
    """"When you roll a 1-3 this way — That opponent ...": the opponent another ability of the text named before
    rolling, kept with its roll (combinators/nouns.py); where the text rolls and no roll keeps one, "that
    opponent" would name no one: refused at its words. (The reaction alone, as a piece of a text is read, is
    checked with the text.)"""
    said = [n for n, a in enumerate(abilities) if contains(a, {"var": CONTINUED_OPPONENT})]
    if not said or not _rolls(abilities, kept=False) or _rolls(abilities, kept=True):
        return
    i = said[0]
    at = max(pieces[i].text.lower().find("that opponent"), 0)
    f, ln, col, context = where(pieces[i], at, raw, file, line, column)
    raise DesignError("'that opponent' names the opponent another ability of this card named before it rolled "
                      "(its target card an opponent owns, then 'roll a die'), and none names one: say which player "
                      "(7.2.4.a)", f, ln, col, context)


def _continued_object_named(abilities: list, pieces: list, raw: str, file, line, column) -> None:
    """"When you roll a 1-3 this way — Ready it": as ``_continued_opponent_named``, "it" is the object another
    ability of the text named last before rolling, kept with its roll; where no roll keeps one, refused at the
    reaction's effect."""
    said = [n for n, a in enumerate(abilities) if contains(a, {"var": CONTINUED_OBJECT})]
    if not said or _rolls(abilities, kept=True, key="object"):
        return
    i = said[0]
    text = pieces[i].text
    at = text.find("—") + 2 if "—" in text else 0
    f, ln, col, context = where(pieces[i], at, raw, file, line, column)
    raise DesignError("'it' (or 'that ...') in a reaction to a roll 'this way' names the object another ability "
                      "of this card named before it rolled (its target, then 'roll a die'), and none names one: say "
                      "which (7.2.4.a)",
                      f, ln, col, context)


def _rolls(data, kept: bool, key: str = "opponent") -> bool:
    """Whether ``data`` has a roll (``kept``: one that keeps the opponent, or ``key``, its ability named)."""
    if isinstance(data, dict):
        roll = data.get("roll")
        return isinstance(roll, dict) and (not kept or key in roll) or any(_rolls(v, kept, key) for v in data.values())
    return isinstance(data, list) and any(_rolls(v, kept, key) for v in data)


def readable_text(text: str, parser: CardTextParser, *, file=None, line=None, column=None, token=None) -> str:
    """``text`` as it is read: its parentheses told apart (cardtext/reminders.py), a whole ability in them
    unwrapped; one that is neither a reminder agreeing with the rules nor such an ability is a DesignError
    at its place."""
    try:
        return oracle(text, parser, lambda piece: parse_piece(piece, parser, raw=text), token)
    except DesignError as e:
        if e.file:
            raise
        f, ln, col, context = where(Piece(text, tuple(range(len(text)))), (e.column or 1) - 1, text, file, line, column)
        raise DesignError(e.message, f, ln, col, context) from None


def parse_piece(piece: Piece, parser: CardTextParser, *, raw: str | None = None,
                file=None, line=None, column=None) -> list[dict]:
    """One ability's clean text → its data (a keyword line may hold several abilities)."""
    raw = piece.text if raw is None else raw
    try:
        check_layout(piece)
        abilities = parser.read(piece.text)
    except ParseError as e:
        raise syntax_error(e, piece, parser, raw, file, line, column) from None
    except DesignError as e:
        if e.file and e.file != file:          # a mistake in another file: a declared token's text
            raise
        col = e.column or 1
        f, ln, cl, context = where(piece, col - 1, raw, file, line, column)
        raise DesignError(mistake_said(e.message, piece, col - 1, raw, parser), f, ln, cl, context) from None
    for ability in abilities:
        ability.setdefault("text", piece.text)
    return abilities


def render_text(text: str, *, parser: CardTextParser | None = None, grouped: bool = False,
                token: bool | None = None, explicit: bool | None = None) -> list[str]:
    """Each ability of a printed text written back from its reading, by the phrases that read it
    (``grouped``: noun phrases, qualifiers and conditions in parentheses; ``explicit``, by default when
    grouped: "you" before a verb the words leave to the card's player; a DesignError as
    :func:`parse_abilities` raises it when a text does not read)."""
    parser = parser or default_parser()
    parse_abilities(text, parser=parser, token=token)           # the errors, with their positions
    language = parser.language
    return [language.render(language.node(piece.text), grouped, explicit)
            for piece in split_abilities(readable_text(text, parser, token=token))]


# -- many texts at once, cached on disk ---------------------------------------------------

RULE_FILES = ("keywords.yaml", "statuses.yaml", "zones.yaml", "characteristics.yaml", "day.yaml", "play.yaml")


def source_digest(rules_dir: Path = RULES_DIR) -> str:
    """A hash of everything the data depends on: this package's code, the phrasebook, the default
    vocabulary and the rules files the vocabulary is read from (no YAML is parsed). The code is hashed
    once per process, as it was when imported: a file edited since must not name results of the old."""
    h = hashlib.sha256(_CODE.encode())
    for path in sorted(GRAMMAR_DIR.rglob("*.yaml")) + [Path(rules_dir) / name for name in RULE_FILES]:
        h.update(path.name.encode())
        if path.is_file():
            h.update(path.read_bytes())
    return h.hexdigest()


# the reader's code, and the effect model's whose operators the phrasebook's meanings name (checked as it loads)
_CODE = code_digest("cardtext") + code_digest("effects")


def _digest(base: str, items) -> str:
    h = hashlib.sha256(base.encode())
    for text, support in items:
        h.update(f"{int(bool(support))}{text}\x00".encode())
    return h.hexdigest()[:20]


def _remember(data: dict, digest: str, token=None):
    """Fill the in-process memo of parse_abilities from parse_texts' data."""
    for key, abilities in data.items():
        if isinstance(abilities, list):
            support = key.startswith("S:")
            _MEMO[(digest, key[2:] if support else key, support, token)] = json.dumps(abilities)


def parse_texts(items, *, parser: CardTextParser | None = None, cache_dir: Path | None = None,
                use_cache: bool = True, token: bool | None = None, cached_only: bool = False) -> dict | None:
    """``[(text, support), ...]`` → ``{text: abilities or {"error": message}}``
    (support texts are keyed ``"S:" + text``).

    The result is cached in ``.cache/`` under a hash of the compiler's code, the
    grammar, the vocabulary's sources and the texts, so a second run with the same
    inputs only reads one JSON file. With the default parser it also warms the
    in-process memo of :func:`parse_abilities`: call it once with every card text
    of a set, then each ``parse_abilities`` of those texts is a dictionary look-up.
    ``cached_only``: only what the cache holds (None when it holds nothing for them).
    """
    items = sorted(set((t, bool(s)) for t, s in items))
    cache_dir = Path(cache_dir or CACHE_DIR)
    parser = parser or default_parser()
    base = parser.digest + source_digest() + ("" if token is None else f" token={token}")
    path = cache_dir / f"cardtext-data-{_digest(base, items)}.json"
    if use_cache and path.is_file():
        try:
            with open(path, encoding="utf-8") as f:
                out = json.load(f)
        except (OSError, ValueError):      # another process pruned it meanwhile: read the texts again
            pass
        else:
            touch(path)
            _remember(out, parser.digest, token)
            return out
    if cached_only:
        return None
    parser.grammar                         # a mistake in the phrasebook or a set's phrases: told as it is
    out = {}
    for text, support in items:
        key = ("S:" if support else "") + text
        try:
            out[key] = parse_abilities(text, support=support, parser=parser, token=token)
        except DesignError as e:
            out[key] = {"error": str(e)}
    if use_cache:
        try:
            cache_dir.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_text(json.dumps(out), encoding="utf-8")
            tmp.replace(path)
            remember(path)
            prune_cache(cache_dir)
        except OSError:
            pass
    return out


def sets_reading(text: str, book: Any, folders: list | None = None, *, support: bool = False,
                 token: bool | None = None) -> list[Path]:
    """The card sets (``folders``; default: the bundled sets that add words) whose own words, with ``book``'s,
    read ``text``: the one question of ``explain`` (which set's words a text read with) and of a card file's
    refusal (which set declares the words it lacks). Each set's parser is ``book.card_parser(folder)``."""
    found = []
    for folder in bundled_sets() if folders is None else folders:
        if not set_vocabulary(folder):
            continue
        try:
            parse_abilities(text, support=support, parser=book.card_parser(folder), token=token)
        except DesignError:
            continue
        found.append(Path(folder))
    return found

