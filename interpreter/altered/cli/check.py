"""``altered check``: the rules files, every card text and deck files, checked before any game.

Each mistake is a diagnostic: file, line, column, severity, message and, when there is a nearest known
word, a suggestion. They are printed one a line (``file:line:column: message``), or with ``--json`` as one
JSON document an editor or CI can show. A file given as an argument is read as what it holds: a card set
(``set:`` and ``cards:``) or a folder of them is added to the cards, a variant (its operations) overlays the
rules, anything else is a deck. A card file with mistakes still
has its texts read, so that a text's mistakes are not hidden behind the file's others.
"""
from __future__ import annotations

import json
import re
import sys
from dataclasses import asdict, dataclass
from pathlib import Path

from ..loading.errors import DesignError, DesignErrors

_SUGGESTION = re.compile(r"did you mean '([^']+)'")


@dataclass
class Diagnostic:
    file: str | None
    line: int | None
    column: int | None
    severity: str          # error, or info (a note, such as the editor's schema rewritten)
    message: str
    suggestion: str | None = None

    @classmethod
    def of(cls, error: DesignError, severity: str = "error") -> Diagnostic:
        found = _SUGGESTION.search(error.message)
        return cls(error.file, error.line, error.column, severity, error.message, found[1] if found else None)

    def __str__(self) -> str:
        return str(DesignError(self.message, self.file, self.line, self.column))


def _each(error: DesignError) -> list[DesignError]:
    return error.errors if isinstance(error, DesignErrors) else [error]


def card_problems(book, catalog) -> list[DesignError]:
    """Every card text the engine cannot read or run, each at its file, line and column; a text that does not
    read with the nearest phrase of the texts that do."""
    from ..tools.sets.newwords import known_phrases, with_nearest_phrase
    book.prepare(catalog)
    problems: list[DesignError] = []
    phrases = None
    for card in catalog:
        prog = book.program(card)
        if prog.errors and phrases is None:
            phrases = known_phrases(c.text for c in catalog if c.text and not book.program(c).errors)
        problems += [with_nearest_phrase(with_set_words(e, book, card), (card.text, card.support_text), phrases or [])
                     for e in prog.errors]
        if not prog.errors:
            for text, why in prog.unsupported:
                problems.append(DesignError(f"{card.name}: cannot run {text!r}: {why}", card.file, card.line))
    return problems + token_problems(book, catalog)


def with_set_words(e: DesignError, book, card) -> DesignError:
    """A card's text refused with its own set's words (its vocabulary.yaml) that another set's words read
    (``altered explain`` reads with every bundled set's): the refusal says which set declares them and where
    this card's set declares its own (cardtext/rulebook_parser.sets_reading, the one question of both)."""
    from ..cardtext.api import parse_abilities, sets_reading
    from ..cardtext.rulebook_parser import bundled_sets, set_words_said, vocabulary_named
    own = Path(card.file).parent if card.file else None
    others = [f for f in bundled_sets() if own is None or f.resolve() != own.resolve()]
    for text, support in ((card.text, False), (card.support_text, True)):
        if not text:
            continue
        try:
            parse_abilities(text, support=support, parser=book.parser_for(card), token=bool(card.token))
            continue
        except DesignError:
            pass
        found = sets_reading(text, book, others, support=support, token=bool(card.token))
        if found:
            mine = f" ({vocabulary_named(own)})" if own is not None else ""
            return DesignError(f"{e.message}; this text reads with {set_words_said(found)}: a set's words are its "
                               f"own, declare them in the vocabulary.yaml of this card's set{mine}",
                               e.file, e.line, e.column, e.context)
    return e


def reminder_findings(book, catalog) -> list[tuple]:
    """``(card, finding)`` for every parenthesis of ``catalog``'s cards' texts: what it is, and for a keyword's
    reminder how its reading compares with the declared meaning (cardtext/reminders.py; a card whose
    reminder is refused does not read: its error is among ``card_problems``). Each distinct text once."""
    from ..cardtext.reminders import reminder_findings as findings_of
    seen: dict = {}
    out = []
    for card in catalog:
        parser = book.parser_for(card)
        for raw in (card.text, card.support_text):
            if not raw or "(" not in raw:
                continue
            key = (parser.digest, raw, bool(card.token))
            if key not in seen:
                seen[key] = findings_of(raw, parser, token=bool(card.token))
            out += [(card, f) for f in seen[key]]
    return out


def reminder_summary(found: list[tuple]) -> list[str]:
    """How many cards print text in parentheses, how many of those are the reminders the rules declare,
    how many read and agree with the declared meaning of their keyword; then each distinct one that is
    neither, with its count and why."""
    from collections import Counter
    cards = {id(card) for card, _ in found}
    kinds = Counter(f.kind for _, f in found)
    total = sum(kinds.values())
    lines = [f"{len(cards)} cards print text in parentheses: {total} in all, {kinds['declared']} declared reminders, "
             f"{kinds['agrees']} read and agree with the declared meaning, {kinds['ability']} whole abilities read, "
             f"{kinds['differs']} differ, {kinds['unread']} keyword reminders not read, {kinds['card text']} card text"]
    distinct = Counter((f.kind, f.names, f.reminder.text, f.message) for _, f in found
                       if f.kind not in ("agrees", "declared"))
    for (kind, names, text, message), n in sorted(distinct.items(), key=lambda x: (x[0][0], -x[1], x[0][2])):
        about = f" [{', '.join(names)}]" if names else ""
        lines.append(f"  {kind} x{n}{about} ({text}): {message}")
    return lines


def token_problems(book, catalog) -> list[DesignError]:
    """The texts of the tokens the card sets of ``catalog`` declare (their vocabulary.yaml) that do not read
    or run, whether or not a card creates them yet."""
    problems: list[DesignError] = []
    seen: set = set()
    for folder in sorted({Path(c.file).parent for c in catalog if c.file}):
        parser = book.card_parser(folder)
        for ref, spec in (parser.vocabulary.get("tokens") or {}).items():
            file, line, _col = spec.get("text_at") or (None, None, None)
            if not spec.get("text") or (file, ref) in seen:
                continue
            seen.add((file, ref))
            try:
                abilities = parser.language.token_abilities(ref)
            except DesignError as e:
                problems += _each(e)
                continue
            prog = book.program(book.token_card({"name": spec["name"], "abilities": abilities}))
            for text, why in prog.unsupported:
                problems.append(DesignError(f"[{ref}]: cannot run {text!r}: {why}", file, line))
    return problems


def _texts_of_broken_files(book, files, schema_errors: list[DesignError]) -> list[DesignError]:
    """The text mistakes of card files the schema refused; a schema error about a text that the card-text
    language explains better (at the word, with the nearest phrase) gives way to it."""
    from ..loading.cards.catalog import card_files, texts_of
    found: list[DesignError] = []
    for path in card_files(files):
        try:
            cards = texts_of(path)
        except DesignError:
            continue                                   # unreadable: the schema error says so
        for card in cards:
            found += book.program(card).errors
    explained = {(e.file, e.line) for e in found}
    text_error = re.compile(r"\[at \$\.cards\[\d+\]\.(text|support)\]$")
    schema_errors[:] = [e for e in schema_errors if not (text_error.search(e.message) and (e.file, e.line) in explained)]
    return found


def cmd_check(args) -> int:
    from ..rulebook import load_rulebook
    from ..tools.sets.markup import refresh
    from ..loading.cards.catalog import catalog_with, is_card_file, load_catalog
    from ..loading.cards.decks import load_deck
    from ..loading.rules.editions import with_edition
    diagnostics: list[Diagnostic] = []
    note = refresh()                         # the editor's schema follows the rules' words (statuses.yaml...)
    if note:
        file, _, message = note.partition(": ")
        diagnostics.append(Diagnostic(file, None, None, "info", message))
    from ..loading.rules.variants import is_variant_file
    card_files = [p for p in args.decks if Path(p).is_dir() or is_card_file(p)]    # a folder: of card files
    variant_files = [p for p in args.decks if p not in card_files and is_variant_file(p)]
    decks = [p for p in args.decks if p not in card_files + variant_files]
    extra = list(getattr(args, "cards", None) or ()) + card_files
    book = catalog = None
    summary_lines: list[str] = []
    try:
        from .whatif import with_sets
        variants = with_sets([*(args.variant or ()), *variant_files], args)
        book = load_rulebook(variants=with_edition(variants, getattr(args, "edition", None)))
    except DesignError as e:
        diagnostics += [Diagnostic.of(x) for x in _each(e)]
    if book is not None:
        try:
            catalog = catalog_with(extra)
        except DesignError as e:
            errors = _each(e)
            texts = _texts_of_broken_files(book, extra, errors) if extra else []
            diagnostics += [Diagnostic.of(x) for x in errors + texts]
        if catalog is not None:
            diagnostics += [Diagnostic.of(x) for x in card_problems(book, catalog)]
            if getattr(args, "reminders", False):
                summary_lines = reminder_summary(reminder_findings(book, catalog))
        for path in decks:
            try:
                load_deck(path, catalog if catalog is not None else load_catalog(), edition=getattr(args, "edition", None))
            except DesignError as e:
                diagnostics += [Diagnostic.of(x) for x in _each(e)]
    errors = [d for d in diagnostics if d.severity == "error"]
    if not args.json:
        for line in summary_lines:
            print(line)
    if args.json:
        summary = {"ok": not errors, "errors": len(errors), "rules_files": len(book.docs) if book else 0,
                   "cards": len(catalog) if catalog is not None else 0, "card_files": len(card_files), "decks": len(decks),
                   "variants": len(variant_files)}
        print(json.dumps({**summary, "diagnostics": [asdict(d) for d in diagnostics]}, ensure_ascii=False, indent=1))
        return 1 if errors else 0
    for d in diagnostics:
        print(d if d.severity == "error" else f"{d.file}: {d.message}", file=sys.stderr)
    if errors:                               # one line per mistake: nothing else, unless texts are at fault
        texts = sum(1 for d in errors if d.message.startswith(("unexpected", "cannot")) or ": cannot run " in d.message)
        if texts:
            print(f"{texts} card text{'s' if texts > 1 else ''} cannot be read or run", file=sys.stderr)
        return 1
    print(f"ok: {len(book.docs)} rules files, {len(catalog)} cards (every text read and compiled), "
          f"{len(decks)} deck{'' if len(decks) == 1 else 's'}" + (f", {len(card_files)} card file{'s' if len(card_files) > 1 else ''} or folder"
                                 f"{'s' if len(card_files) > 1 else ''} given" if card_files else "")
          + (f", {len(variant_files)} variant file{'s' if len(variant_files) > 1 else ''} applied" if variant_files else ""))
    return 0


def register(sub) -> None:
    from .cardopts import add_cards_option
    p = sub.add_parser("check", help="validate the rules, the card sets (every text), card files and deck files")
    p.add_argument("decks", nargs="*", metavar="FILE", help="deck files, or card files (a YAML file with set: and cards:)")
    add_cards_option(p, plays=False)
    p.add_argument("--variant", action="append")
    from .whatif import add_set_option
    add_set_option(p)
    p.add_argument("--edition", help="a rules edition, e.g. 5.0 (the overlays of rules_yaml/editions/NAME/)")
    p.add_argument("--reminders", action="store_true",
                   help="also print how many reminder texts read and agree with the declared meaning of their "
                        "keyword, and each that does not")
    p.add_argument("--json", action="store_true",
                   help="print the diagnostics as JSON (file, line, column, severity, message, suggestion)")
    p.set_defaults(run=cmd_check)
