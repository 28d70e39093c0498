"""The account of a game reads as a player would tell it: the set-up, each ability's result, the
strengths compared at Dusk (4.2.4.b-e), the winning move, Clean-up (4.2.5.c), and every decision
as a question, with the words of rules_yaml/account.yaml and players numbered from 1."""
from __future__ import annotations

import re

import pytest

from altered.engine import gamelog
from altered.cli.main import _agents
from altered.engine.game import Game
from altered.engine.narrative import Teller, account, words


@pytest.fixture(scope="module")
def games(book, decks):
    out = []
    for seed in range(1, 9):
        game = Game(book, decks, _agents("greedy-random", seed), seed=seed, log=True)
        game.play()
        out.append((game, list(account(game))))
    return out


def test_the_account_shows_the_setup(games):
    game, lines = games[0]
    setup = lines[:lines.index("Day 1")]
    assert setup[0] == "Set-up"
    assert any(line.strip().startswith("Adventure: ") and "Tumult" in line for line in setup)      # 4.1.b-c
    assert sum("is the first player" in line for line in setup) == 1                          # 4.1.g
    for p, name in ((1, game.players[0].name), (2, game.players[1].name)):                     # 4.1.j-k
        assert any(re.match(rf"\s+P{p} \({re.escape(name)}\) draws ([^;]+[,;] ){{4}}[^;]+ and [^;]+$", line) for line in setup)
        assert any(f"P{p} ({name}), which cards" in line and "Mana" in line for line in setup)


def test_no_internal_names_or_markup(games):
    for _, lines in games:
        text = "\n".join(lines)
        assert "(choose" not in text and "choose orb" not in text and "chosen" not in text
        assert not re.search(r"\[\[|\]\]|\{[A-Za-z0-9]\}", text), re.findall(r".*(?:\[\[|\{\w\}).*", text)[:3]
        assert "P0" not in text and "P3" not in text


def test_every_decision_reads_as_a_question_from_the_data(games, book):
    teller = Teller(["one", "two"])
    fallback = words()["questions"][-1][2]         # the catch-all entry's question
    seen = set()
    for game, _ in games:
        for e in map(gamelog.public, game.events):
            if e["e"] != "choice" or e["about"] == "turn":
                continue
            q = teller.question(e)
            assert q is not None and q.endswith("?"), e
            assert q.startswith(f"P{e['player']} ("), q
            seen.add(e["prompt"])
            # an entry of account.yaml words it, not the catch-all that repeats the engine's prompt
            assert q != teller.fill(fallback, e), f"no question in account.yaml for {e['prompt']!r}"
    assert {"choose orbs", "choose orb", "choose target"} <= seen


def test_each_dusk_shows_the_strengths_compared_and_the_moves(games):
    for game, lines in games:
        dusks = [i for i, line in enumerate(lines) if line == "  Dusk"]
        assert dusks
        arena = next((i for i, line in enumerate(lines) if "Arena" in line and "tiebreakers" in line), len(lines))
        for i in dusks:
            if i > arena:          # 4.3.e: in the tiebreakers the terrains won decide, no Expedition moves
                assert "terrains won" in lines[i + 1], lines[i:i + 3]
                continue
            after = lines[i + 1:i + 6]
            assert sum(" against " in line for line in after) == 4, after      # 4.2.4.b: every Expedition
        events = [gamelog.public(e) for e in game.events]
        moved = [e for e in events if e["e"] == "advance" and e.get("effect") == "Progress"]
        told = [line for line in lines if "moves forward" in line and "thanks to" in line]
        assert len(told) == len(moved)                                         # 4.2.4.j: due to which terrains
        if game.winner is not None and arena == len(lines):       # 1.3.3.b: the winning move, then the winner
            assert lines[-1].startswith(f"    Winner: P{game.winner + 1} (") and "Expedition moves" in lines[-2]


def test_ability_results_and_cleanup_discards_are_told(games):
    cleanup = results = 0
    for game, lines in games:
        text = "\n".join(lines)
        for e in map(gamelog.public, game.events):
            if e["e"] == "move" and e.get("effect") == "Clean-up":
                cleanup += 1
                assert re.search(rf"P{e['owner']} \([^)]*\) discards .*{re.escape(e['obj'])}.* from {e['frm']}", text)
            if e["e"] == "counters" and e.get("source"):
                results += 1
                assert f"{e['obj']} now has {e['now']} {e['counter']}" in text
            if e["e"] == "move" and e["frm"] == "Deck" and e["to"] == "Hand":
                assert re.search(rf"P{e['owner']} \([^)]*\) draws .*{re.escape(e['obj'])}", text)
    assert cleanup and results


def test_observations_number_players_from_1(games):
    game, _ = games[0]
    view = str(game.observation(0))          # as the player reads it
    assert re.search(r"\bP1\b", view) and re.search(r"\bP2\b", view) and not re.search(r"\bP0\b", view)


def test_a_person_deciding_reads_the_same_questions(book, decks):
    from altered.engine.decisions import RandomAgent
    from altered.engine.narrative import ask

    class Asking(RandomAgent):
        def choose(self, *args):                  # (what the agent is shown, the decision)
            asked.append((args[-1], ask(args[-1], [d.name for d in decks])))
            return super().choose(*args)
    asked = []
    Game(book, decks, [Asking(1), Asking(2)], seed=4, max_days=4).play()
    assert asked and {d.kind for d, _ in asked} >= {"turn", "choose"}
    for d, q in asked:
        assert q.startswith(f"P{d.player + 1} (") and q.endswith("?"), (d, q)


def test_a_mistake_in_the_account_words_is_located(tmp_path):
    from altered.loading.errors import DesignError
    from altered.loading.paths import RULES_DIR
    text = (RULES_DIR / "account.yaml").read_text(encoding="utf-8")
    bad = tmp_path / "account.yaml"
    bad.write_text(text.replace("match: '\\{J\\}'", "match: '\\{J('"), encoding="utf-8")
    with pytest.raises(DesignError) as e:
        words(bad)
    assert str(e.value).startswith(f"{bad}:") and "regular expression" in str(e.value)
    bad.write_text(text.replace("questions:", "question:"), encoding="utf-8")
    with pytest.raises(DesignError) as e:
        words(bad)
    assert str(e.value).startswith(f"{bad}:")


def test_articles_and_support_costs_read_as_english():
    """The account's wording: "creates an Ordis Recruit token", and "{D} : ..." reads "Discard me from
    Reserve: ..." with one colon (the words are rules_yaml/account.yaml's ``wording`` and ``markup``)."""
    teller = Teller(["one", "two"])
    line = teller.line({"e": "create", "player": 1, "obj": "Ordis Recruit", "sub": "hero"})
    assert "creates an Ordis Recruit token" in line
    assert "creates a Booda token" in teller.line({"e": "create", "player": 1, "obj": "Booda", "sub": "hero"})
    said = teller.line({"e": "quick", "player": 1, "card": "Will-o'-the-Wisp",
                        "text": "{D} : The next card you play this turn costs {1} less."})
    assert "Discard me from Reserve: The next card" in said and ": :" not in said
    said = teller.line({"e": "quick", "player": 1, "card": "Gibil", "text": "{T} : Draw a card."})
    assert "Exhaust me: Draw a card." in said


def test_a_printed_condition_that_is_not_met_is_said(games):
    """6.5.d: a condition false as its step would happen skips the step; the account says so under the
    ability ("not so: ..."), where it would otherwise tell nothing. The conditions of the rules' own steps
    (the daily effects, a keyword's definition) are not printed on a card and stay unsaid."""
    said = 0
    for game, lines in games:
        unmet = [e for e in game.events if e["e"] == "unmet"]
        assert all(e.get("source") for e in unmet)                  # each from a card's ability
        told = [line.strip() for line in lines if line.strip().startswith("not so: ")]
        assert told == [f"not so: {e['condition']}" for e in unmet]
        said += len(unmet)
        for i, line in enumerate(lines):
            if "If you are the first player" in line and i + 1 < len(lines) and "not so" in lines[i + 1]:
                assert lines[i + 1].strip() == "not so: you are the first player"
    assert said
