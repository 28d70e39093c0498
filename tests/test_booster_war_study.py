"""A study under Booster War (rules_yaml/variants/booster-war.yaml: 4 days, one more if tied, the greater
distance sum wins at the limit) says how its games ended and what the opened Hero and cards changed."""
from __future__ import annotations

import json

import pytest

from altered.cli.main import main
from altered.rulebook import load_rulebook
from altered.simulation import record
from altered.simulation.opened import OpenedTally
from altered.simulation.stats import difference, wilson
from altered.simulation.tally import ENDS

SEEDS = range(1, 13)


@pytest.fixture(scope="module")
def booster_war(catalog):
    book = load_rulebook(variants=["booster-war"])
    book.prepare(catalog)
    return book


@pytest.fixture(scope="module")
def played(booster_war, catalog):
    """Games with their logs beside their records, dealt as a study deals them (a study plays them without
    logs: the same games)."""
    from altered.agents.roster import make_agents
    from altered.loading.cards.decks import DEFAULT_DECKS, deck_path, load_deck
    decks = [load_deck(str(deck_path(d)), catalog) for d in DEFAULT_DECKS[:2]]
    out = []
    for seed in SEEDS:
        game = record.new_game(booster_war, decks, make_agents(("random", "random"), seed), seed, log=True)
        game.play()
        out.append((game, record.outcome(game)))
    return out


def test_each_game_says_how_it_ended_as_its_log_does(played, booster_war):
    """A win the day limit's rule gives is logged under that rule's name (its 'decide' after day 4, again
    after the extra day, without the Draw); a win during a day is not; a tie after the extra day has none."""
    limit = booster_war.day_limit
    seen = set()
    for game, outcome in played:
        end = outcome["end"]
        seen.add(end)
        [win] = [e for e in game.events if e["e"] == "win"] or [None]
        by_limit = win is not None and win.get("rule") == limit.rule
        assert (end in ENDS[2:4]) == by_limit
        assert (end == ENDS[4]) == (win is None) == (outcome["winner"] is None)
        assert (end in (ENDS[1], ENDS[3], ENDS[4])) == (outcome["days"] > limit.days)
        assert outcome["days"] <= limit.days + limit.extra_days
    assert ENDS[2] in seen                      # most games are decided at the limit: some of these are


def test_each_game_says_what_each_seat_opened(played, catalog):
    by_name = {c.name: c for c in catalog}
    for game, outcome in played:
        [setup] = [e for e in game.events if e["e"] == "setup"]
        heroes = {p: name for p, name in setup["heroes"]}
        for seat, opened in enumerate(outcome["opened"]):
            assert opened["hero"] == heroes.get(seat)
            made = outcome["decks"][seat]
            # a name opened as a common and as a rare (its two versions) is under both
            assert set().union(*opened["rarity"].values()) == set(made)
            for rarity, names in opened["rarity"].items():
                assert names == sorted(set(names))
                assert all(any(c.rarity == rarity for c in catalog if c.name == n) for n in names), rarity
                assert all(n in by_name for n in names)


def test_the_opened_figures_from_records():
    """Two seats a game: a seat's rate with a card is set against every other seat's, with Newcombe's interval."""
    records = [
        {"winner": 1, "opened": [{"hero": "A", "rarity": {"rare": ["X"]}}, {"hero": "B", "rarity": {"rare": ["Y"]}}]},
        {"winner": 2, "opened": [{"hero": "A", "rarity": {"rare": ["Y"]}}, {"hero": "A", "rarity": {"rare": ["X"]}}]},
        {"winner": None, "opened": [{"hero": "B", "rarity": {"rare": ["X"]}}, {"hero": None, "rarity": {}}]},
    ]
    tally = OpenedTally()
    for r in records:
        tally.add(r)
    s = tally.summary()
    assert s["seats"]["games"] == 6 and s["seats"]["wins"] == 2
    heroes = {r["name"]: r for r in s["heroes"]}
    assert (heroes["A"]["games"], heroes["A"]["wins"]) == (3, 2) and heroes["(none)"]["games"] == 1
    assert heroes["A"]["rate"] == wilson(2, 3)[0]
    assert heroes["A"]["change"]["difference"] == difference(0, 3, 2, 3)[0]
    x = {r["name"]: r for r in s["rarity"]["rare"]}["X"]
    assert (x["games"], x["wins"]) == (3, 2) and [r["name"] for r in s["heroes"]][0] == "A"


def test_the_study_reports_both(tmp_path, capsys):
    assert main(["simulate", "--variant", "booster-war", "--games", "8", "--jobs", "1", "--json", "--quiet"]) == 0
    summary = json.loads(capsys.readouterr().out)["summary"]
    assert sum(e["games"] for e in summary["ends"].values()) == 8 and set(summary["ends"]) <= set(ENDS)
    assert summary["no_winner"] == summary["ends"].get(ENDS[4], {"games": 0})["games"]
    assert sum(h["games"] for h in summary["opened"]["heroes"]) == 16
    assert main(["simulate", "--variant", "booster-war", "--games", "8", "--jobs", "1", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "won by the day limit's rule" in out and "What the opened cards change" in out and "hero: " in out
    assert main(["simulate", "--games", "4", "--jobs", "1", "--json", "--quiet"]) == 0       # standard: no limit
    summary = json.loads(capsys.readouterr().out)["summary"]
    assert "ends" not in summary and "opened" not in summary
