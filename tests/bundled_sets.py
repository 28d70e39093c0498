"""The bundled card sets (the folders of cards_dsl/ not held back), each with the rules edition its texts are
written for (``edition:`` in its vocabulary.yaml; none: the base rules) and what reads it: the text-wide tests
walk every bundled set with these, so a set bundled later is walked with no edit."""
from __future__ import annotations

from functools import lru_cache

from altered.cardtext.api import default_parser
from altered.cardtext.rulebook_parser import bundled_sets
from altered.loading.cards.catalog import set_edition
from altered.loading.paths import CARDS_DIR
from altered.loading.rules.editions import with_edition
from altered.rulebook import RuleBook, load_rulebook
from altered.simulation.card_coverage import SETS

EDITIONS = {name: set_edition(CARDS_DIR / name) for name in SETS}


def parser(name):
    """The card-text parser of a bundled set: its edition's words and those of the bundled sets."""
    edition = EDITIONS[name]
    if edition is None:
        return default_parser()
    return load_rulebook(variants=with_edition(None, edition)).card_parser(bundled_sets())


@lru_cache(maxsize=None)
def compiling_book(name) -> RuleBook:
    """A rule book of the set's edition whose expressions stay closures (``write_expressions=False``)."""
    from altered.loading.rules.variants import load_variant
    return RuleBook(overlays=[load_variant(v) for v in with_edition(None, EDITIONS[name])], write_expressions=False)


@lru_cache(maxsize=None)
def token_texts(folder) -> frozenset[str]:
    """The texts printed on a set's tokens (``token: true``): read as a token's, their printed rule in
    parentheses a reminder (2.1.e), not as another card's. Kept: a test asks it of every text of a set."""
    import yaml
    from pathlib import Path
    return frozenset(card["text"] for path in sorted(Path(folder).glob("*.yaml"))
            for card in (yaml.safe_load(path.read_text(encoding="utf-8")) or {}).get("cards") or []
            if card.get("token") and card.get("text"))
