"""How the engine reads a card text, in English-like lines: the structure of each ability here, every
operator in it printed through the phrase it declares (effects/gloss.py).  Above the card-text
language, which reads the text, and the abilities, whose triggers, costs and passives it prints.

>>> print(explain("{R} I gain 2 boosts."))
{R} I gain 2 boosts.
  reads as: {R} I gain 2 boosts.
  Reaction {R} — when: I am played from Reserve · effect: I gain 2 boost counters
"""
from __future__ import annotations

import json
from typing import Iterable, Iterator

from ..loading.errors import DesignError
from ..cardtext.api import parse_abilities, render_text
from ..effects import gloss

INDENT = gloss.INDENT


def explain(text: str, *, support: bool = False, parser=None, book=None, token: bool | None = None,
            sets=None) -> str:
    """Each ability of ``text`` as the engine reads it (raises DesignError on a mistake); ``parser``:
    the words it is read with (default: the bundled rules and sets'); ``book``: a rule book to compile
    the reading with, as ``check`` and play do, so a reading that cannot run is refused here too;
    ``token``: read as a token's text (its printed rule in parentheses a reminder), False another card's, None
    a text of no card given (as :func:`parse_abilities` reads it: the rule a token prints, alone, is its
    reminder, and a line says so); ``sets``: the card sets whose words ``parser`` has (default: the bundled
    ones), to say which one's a text read with (:func:`set_words_notes`)."""
    lines = [text.strip()]
    lines.extend(INDENT + "reads as: " + r for r in render_text(text, grouped=True, parser=parser, token=token))
    abilities = parse_abilities(text, support=support, parser=parser, token=token, unresolved=unresolved(book, token))
    runs(abilities, book, text)
    for ability in abilities:
        lines.extend(INDENT + line for line in render_ability(ability))
    lines.extend(INDENT + n for n in notes(text, parser, token))
    lines.extend(INDENT + n for n in effect_notes(abilities, book, parser))
    lines.extend(INDENT + n for n in set_words_notes(text, book, sets, support, token))
    return "\n".join(lines)


def set_words_notes(text: str, book, sets, support: bool, token: bool | None) -> list[str]:
    """Which card set's words a text read with, when the rules' own words don't read it (``sets``: the folders
    whose words it may have read with; default the bundled sets'): a card file reads only its own set's words
    (its vocabulary.yaml), so a card of another set that prints it is refused unless its set declares them."""
    from ..cardtext.api import sets_reading
    from ..cardtext.rulebook_parser import set_words_said
    if book is None:
        return []
    try:
        parse_abilities(text, support=support, parser=book.card_parser(None), token=token)
        return []
    except DesignError:
        pass
    found = sets_reading(text, book, sets, support=support, token=token)
    if not found:
        return []
    return [f"read with {set_words_said(found)}, not the rules' own: a card file of another set reads it only if "
            f"its set's vocabulary.yaml declares them too"]


def unresolved(book, token: bool | None):
    """A token's text (``token`` True) is a card of the type tokens are (play.yaml ``tokens``, 7.3.4.a): whether
    it performs an Effect ability alone (``parse_abilities``' ``unresolved``); of no card given, not known."""
    if not token or book is None:
        return None
    return book.unresolved(_Token(book.play["tokens"]["type"]))


class _Token:
    """What ``Rulebook.unresolved`` asks of a card, for a token's text of no card file."""
    token = True
    zone_type = None

    def __init__(self, kind: str):
        self.type = kind


def effect_notes(abilities: list, book, parser) -> list[str]:
    """An Effect ability alone, of no card given (or --no-token): read as a Spell's would be, performed when it
    resolves (5.2.4); said, as ``check`` refuses it on a card of a type that never performs it (1.2.4.c)."""
    from ..cardtext.api import default_parser, written_instead
    if book is None:
        return []
    types = " or ".join(book.spell_like_types)
    return [f"{a.get('text')!r}: an Effect ability alone, read as a {types} card's effect, performed when it "
            f"resolves (5.2.4); a card of another type never performs it (1.2.4.c, 5.1.2.i) and `check` refuses it "
            f"there: " + written_instead(a.get("text") or "", parser or default_parser())
            for a in abilities if "effect" in a and not a.get("support")]


def notes(text: str, parser, token: bool | None) -> list[str]:
    """What a reading took for granted, said: the rule a token prints read as its reminder when no card was
    named (``token`` None), which a card that is no token would not allow."""
    from ..cardtext.api import default_parser
    from ..cardtext.reminders import reminder_findings
    if token is not None or "(" not in text:
        return []
    return [f"{f.reminder.text!r}: the rule a token prints (2.1.e), read as its reminder; on a card that is no "
            f"token it is refused (`check` knows the card; --no-token reads it as one)"
            for f in reminder_findings(text, parser or default_parser(), token=None)
            if f.kind == "declared" and f.reminder.alone]


def runs(abilities: list, book, text: str = "") -> None:
    """Compile a reading with ``book`` (if given): the first ability that cannot run is a DesignError,
    placed at that ability's first character in ``text`` (every refusal names its line and column)."""
    if book is None:
        return
    from ..effects.abilities import compile_program
    from ..cardtext.errors import caret
    for piece, why in compile_program(book, abilities).unsupported:
        pos = max(0, text.find(piece))
        start = text.rfind("\n", 0, pos) + 1
        raise DesignError(f"read, but cannot run: {why}", "<input>", text.count("\n", 0, pos) + 1,
                          pos - start + 1, caret(text[start:].split("\n", 1)[0], pos - start))


def explain_jsonl(lines: Iterable[str], parser=None, book=None, token: bool | None = None,
                  sets=None) -> Iterator[dict]:
    """One result per input line: a card text, or a JSON object ``{"text": ..., "support": bool, "token": bool}``
    (``token``: the default of a line that does not say; see :func:`explain`).

    Yields ``{"text", "ok", "abilities", "explain"}`` or ``{"text", "ok": False, "error"}``.
    """
    for number, raw in enumerate(lines, 1):
        raw = raw.rstrip("\n")
        if not raw.strip():
            continue
        text, support, is_token = raw, False, token
        if raw.lstrip().startswith("{\""):
            try:
                obj = json.loads(raw)
                text, support, is_token = obj["text"], bool(obj.get("support")), obj.get("token", token)
                is_token = None if is_token is None else bool(is_token)
            except (ValueError, KeyError, TypeError, RecursionError):
                pass
            if not isinstance(text, str):     # a number, null, a list: this line's error, the batch goes on
                yield {"text": text, "ok": False, "context": None,
                       "error": f"{number}:1: \"text\" should be a card text in quotes, not {json.dumps(text)[:40]}"}
                continue
        try:
            abilities = parse_abilities(text, support=support, parser=parser, token=is_token,
                                        unresolved=unresolved(book, is_token))
            runs(abilities, book, text)
        except DesignError as e:
            yield {"text": text, "ok": False, "error": f"{e.line or number}:{e.column}: {e.message}",
                   "context": e.context}
            continue
        yield {"text": text, "ok": True, "abilities": abilities,
               "reads_as": render_text(text, grouped=True, parser=parser, token=is_token),
               "explain": [line for a in abilities for line in render_ability(a)] + notes(text, parser, is_token)
               + effect_notes(abilities, book, parser)
               + set_words_notes(text, book, sets, support, is_token)}


# -- abilities ------------------------------------------------------------------------

def render_ability(a: dict) -> list[str]:
    """The lines of one ability: its kind, then its trigger, costs, condition and effect in words."""
    return gloss.ability(a)
