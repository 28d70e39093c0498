""""If you do" after "If you don't, <step>" (issue 31; outside audit s49 T, class A).

6.5.c, 6.5.f: "You may X. If you don't, Y. If you do, Z." -- "If you do" is the pair of "If you don't": both ask
whether the player did X. Before session 49, a step in the "If you don't" branch that keeps a trace of its own
("sacrifice me", "discard me") became what "If you do" asked of, so Z was reversed (done only when X was declined)
or done both ways (X itself a sacrifice or discard): "You may pay {1}. If you don't, sacrifice me. If you do, draw a
card." drew when the player did not pay. Session 48 had refused the same shape where the branch picks something
("If you don't, sacrifice a Character. If you do, ...") and let "sacrifice me" through.

One rule now, for every step the branch may hold (if_done._declined): after the branch, "If you do" (and a second
"If you don't") asks of what "If you don't" asked of, as "If you do" after "If you can't, <step>" asks of the action
"If you can't" asked of (tests/test_cardtext_audit_cant.py). Where that is not said, refused at the words:
- "If you don't, you may ... If you do": of the first choice or of the one offered in the branch?
- "If you don't, ... If you can't": of the step in the branch (done only where X was not), or of X ("If you
  don't" says that)?
- "If you don't: ..." (the colon form) is not a phrase: refused at the colon.
- "If they don't, sacrifice me. If you do": X was offered to another player ("say 'If they do'").

Played: tests/scenarios/rules/s49/6.5.f-*.yaml (test cards in tests/data/s49-ifdont/), the audit's scenarios
s3yes, s3no, s26, s26b, s4_56 (5.0, [Resupply]) and s5_18no rewritten on test cards, with new wordings ("sacrifice
a Character", a mandatory "Discard a card" with and without a card to discard); nine of the eleven failed before.
"""
from __future__ import annotations

import pytest

from readings import col, reads, refused_in

EDITIONS = [None, "5.0"]

AUDIT = [   # audit s49 T, class A: its 19 texts (ids of its texts.txt)
    "{J} You may sacrifice a Landmark. If you don't, sacrifice me. If you do, draw two cards.",             # 2.26
    "{J} You may discard a card. If you don't, sacrifice me. If you do, I gain 2 boosts.",                  # 3.2
    "{J} You may pay {1}. If you don't, sacrifice me. If you do, draw a card.",                             # 3.3
    "{J} You may discard a card. If you do, draw two cards. If you don't, sacrifice me. If you do, I gain 1 boost.",
    "{J} You may sacrifice a Character. If you don't, sacrifice me. If you do, it gains [[Fleeting]].",     # 3.16
    "{J} If I have one or more boosts: you may sacrifice a Landmark. If you don't, sacrifice me. If you do, draw a "
    "card.",                                                                                                # 3.36
    "{J} You may pay {1}. If you don't, sacrifice me. If you do, draw a card. Then I gain 1 boost.",        # 4.44
    "{J} You may [Resupply]. If you don't, sacrifice me. If you do, draw a card.",                          # 4.56
    "{J} Discard a card. If you don't, sacrifice me. If you do, draw a card.",                              # 5.17
    "{J} You may discard a card. If you don't, sacrifice me. If you do, I gain 1 boost. Draw a card.",      # 5.24
    "{J} You may discard a card. If you don't, sacrifice me. If you do, sacrifice a Landmark.",             # 5.26
    "{J} You may return a Character you control to its owner's Hand. If you don't, sacrifice me. If you do, draw "
    "a card.",                                                                                              # 5.27
    "{R} You may pay {1}. If you don't, sacrifice me. If you do, draw a card.",                             # 5.30
    "When I gain a boost \u2014 You may pay {1}. If you don't, sacrifice me. If you do, draw a card.",      # 5.32
    "At Noon \u2014 You may discard a card. If you don't, sacrifice me. If you do, I gain 1 boost.",        # 5.33
    "{T}: You may discard a card. If you don't, sacrifice me. If you do, draw a card.",                     # 5.34
    "{J} You may sacrifice a Landmark. If you don't, discard me. If you do, draw a card.",                  # 4.40
    "{J} You may discard a card. If you don't, discard me. If you do, draw a card.",                        # 5.18
    "{H} You may discard a card. If you don't, discard me. If you do, I gain 2 boosts.",                    # 5.31
]

NEW = [     # the same shape, other steps in the branch (some refused in session 48, none read as the card says)
    "{J} You may pay {1}. If you don't, sacrifice a Character. If you do, I gain 1 boost.",
    "{J} You may pay {1}. If you don't, put me in my owner's Reserve. If you do, draw a card.",
    "{J} You may pay {1}. If you don't, send me to Reserve. If you do, draw a card.",
    "{J} You may pay {1}. If you don't, return me to my owner's Hand. If you do, draw a card.",
    "{J} You may pay {1}. If you don't, discard two cards. If you do, I gain 1 boost.",
    "{J} You may pay {1}. If you don't, discard a card from your hand. If you do, I gain 1 boost.",
    "{J} You may pay {1}. If you don't, sacrifice me and draw a card. If you do, I gain 1 boost.",
    "{J} You may pay {1}. If you don't, exhaust me. If you do, draw a card.",
    "{J} You may pay {1}. If you don't, target opponent sacrifices a Character. If you do, I gain 1 boost.",
    "{J} You may exhaust a Landmark. If you don't, discard me. If you do, draw a card.",
    "{J} You may pay {1} or discard a card. If you don't, sacrifice me. If you do, draw a card.",
    "{T}, Discard a card: You may pay {1}. If you don't, sacrifice me. If you do, draw a card.",
    "{J} Target opponent may discard a card. If they don't, sacrifice me. If they do, draw a card.",
    "{J} Target opponent may pay {1}. If they don't, they sacrifice a Character. If they do, draw a card.",
    "{J} Sacrifice a Character. If you don't, discard me. If you do, draw a card.",
    # 'If you don't' twice: both of the offer
    "{J} You may pay {1}. If you don't, sacrifice me. If you don't, draw a card.",
    "{J} You may pay {1}. If you don't, sacrifice me. If you do, draw a card. If you don't, I gain 1 boost.",
]


def _effect(text, edition):
    [ability] = reads(text, edition)
    return (ability.get("reaction") or ability.get("quick") or ability)["effect"]


def _tests(steps):
    """The tests of "If you do" / "If you don't" at the top of the effect (or inside its condition's colon
    branch), in order."""
    if len(steps) == 1 and "then" in steps[0] and "did" not in str(steps[0]["if"]):
        steps = steps[0]["then"]                        # "If I have one or more boosts: ..."
    return [s["if"] for s in steps if isinstance(s, dict) and "if" in s and "did" in str(s["if"])]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", AUDIT + NEW)
def test_if_you_do_after_if_you_dont_asks_of_the_offer(text, edition):
    """Every "If you do" / "If you don't" after the branch asks whether X was done, as "If you don't" did: never
    of the sacrifice, discard or pick in its branch (6.5.c, 6.5.f)."""
    tests = _tests(_effect(text, edition))
    declined = next(t for t in tests if "not" in t)
    offer = declined["not"]
    assert "did" in str(offer) and all(t in (offer, declined) for t in tests), tests
    assert tests[-1] == (declined if text.rstrip(".").split(". ")[-1].startswith("If you don't") else offer), tests


def test_the_draw_asks_of_the_payment_not_of_the_sacrifice():
    """The audit's first example in full: paid or not is what both tests ask (6.5.f)."""
    steps = _effect("{J} You may pay {1}. If you don't, sacrifice me. If you do, draw a card.", None)
    assert steps[0]["may"]["as"] == "done"
    assert steps[1] == {"if": {"not": {"did": "done"}}, "then": [{"do": {"Sacrifice": {"what": "self"}}}]}
    assert steps[2] == {"if": {"did": "done"}, "then": [{"do": {"Draw": {"count": 1}}}]}


# -- refused where it is not said which --------------------------------------------------------------------------

@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} You may pay {1}. If you don't, you may sacrifice a Character. If you do, draw a card.",
    "{J} You may discard a card. If you don't, you may sacrifice me. If you do, I gain 1 boost.",
    "{J} Discard a card. If you don't, you may exhaust me. If you do, draw a card.",
])
def test_if_you_do_after_a_choice_offered_in_the_branch_is_refused(text, edition):
    """"If you don't, you may ...": "If you do" could ask of either choice (6.5.c): refused at "If you do"."""
    e = refused_in(text, edition)
    assert "'If you do' after 'If you don't, you may ...'" in e.message, e.message
    assert "'You may pay {1}. If you do, draw a card. If you don't, you may sacrifice a Character.'" in e.message
    assert e.column == col(text, "If you do,")


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} You may pay {1}. If you don't, sacrifice me. If you can't, draw a card.",
    "{J} Discard a card. If you don't, sacrifice me. If you can't, draw a card.",
    "{J} You may pay {1}. If you don't, sacrifice a Character. If you can't, sacrifice me.",
    "{J} You may pay {1}. If you don't, sacrifice me. If you do, draw a card. If you can't, I gain 1 boost.",
])
def test_if_you_cant_after_if_you_dont_is_refused(text, edition):
    """"If you can't" after the branch: of its step (done only where X was not) or of X? Refused at the words,
    never read as the step in the branch (6.5.c, 6.5.f)."""
    e = refused_in(text, edition)
    assert "'If you can't' after 'If you don't, ...'" in e.message and "'If you don't, sacrifice me.'" in e.message
    assert e.column == col(text, "If you can't")


@pytest.mark.parametrize("edition", EDITIONS)
def test_if_you_do_after_their_offer_is_refused(edition):
    """X offered to another player: "If you do" asks of it, and it is theirs (6.5.f): say "If they do"."""
    text = "{J} Target opponent may discard a card. If they don't, sacrifice me. If you do, draw a card."
    e = refused_in(text, edition)
    assert "say 'If they do'" in e.message and e.column == col(text, "If you do,")


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_colon_form_of_if_you_dont_is_refused_at_the_colon(edition):
    """"If you don't: ..." is no phrase (the colon form is of a condition, 6.5.d): refused at the colon."""
    text = "{J} You may pay {1}. If you don't: sacrifice me. If you do, draw a card."
    e = refused_in(text, edition)
    assert e.column == col(text, ": sacrifice")
