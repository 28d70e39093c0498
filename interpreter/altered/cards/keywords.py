"""Keyword abilities printed alone on a card, e.g. "[Gigantic]. (reminder)".

Until the card-text language runs every ability, this is how a card's own
keywords (Defender, Gigantic, Eternal, ...) reach the rules.
"""
from __future__ import annotations

import re

_REMINDER = re.compile(r"\([^)]*\)")
_ALONE = re.compile(r"^\[([A-Za-z][A-Za-z ]*?)(?:\s+(\d+|X))?\]\.?$")


def innate_keywords(card, known) -> list:
    out = []
    text = (card.text or "").replace("#", "").replace("\u00a0", " ")
    for part in re.split(r"\s{2,}|\n", text):
        part = _REMINDER.sub("", part).strip()
        m = _ALONE.match(part)
        if m and m.group(1) in known and m.group(1) not in out:
            out.append(m.group(1))
    return out
