"""Per-card figures of a study (simulation/cards.py) from its records alone, the facts those records carry
per seat (simulation/record.py), and a card's value to its deck (``altered cards impact``)."""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from altered.agents.roster import make_agents
from altered.cli.main import main
from altered.simulation.cards import CardTally
from altered.simulation.record import new_game, outcome

DATA = Path(__file__).parent / "data" / "studies"


def _drawn_and_played_from_the_log(game, book):
    """Per player, card name -> [moves into a zone cards are played from out of a zone its owner can't see,
    plays], read from the game's event log."""
    hidden = {z for z, spec in book.zones.items() if spec.visibility != "visible" and not spec.owner_sees}
    facts = [dict() for _ in game.players]
    for e in game.events:
        if e["e"] == "move" and e["frm"] in hidden and e["to"] in book.play["from"]:
            facts[e["owner"]].setdefault(e["obj"], [0, 0])[0] += 1
        elif e["e"] == "play":
            facts[e["player"]].setdefault(e["card"], [0, 0])[1] += 1
    return facts


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_record_says_per_seat_which_cards_were_drawn_and_played(book, decks, seed):
    """The record's facts agree with the game's own log: every copy drawn (the opening hand included)
    and every play, per card name and player."""
    game = new_game(book, decks, make_agents(("random", "random"), seed), seed, log=True)
    game.play()
    record = outcome(game)
    logged = _drawn_and_played_from_the_log(game, book)
    assert [{k: list(v) for k, v in seat.items()} for seat in record["cards"]] == \
        [dict(sorted(seat.items())) for seat in logged]
    assert [sum(p for _, p in seat.values()) for seat in record["cards"]] == record["played"]
    opening = book.setup_spec                  # at least the opening hands were drawn
    assert all(sum(d for d, _ in seat.values()) >= 6 for seat in record["cards"]), opening


def test_a_copy_of_a_noted_game_carries_its_notes_and_plays_on_alike(book, decks):
    """The facts a record needs are kept by the engine (state.Notes), so a copy of the state (snapshot.py)
    and the state API's re-execution of a paused action (its checkpoint) carry them: a game copied halfway
    and played on the same way ends with the record of the game played straight through, and the copy's
    notes are its own."""
    answers = [0, 1, 2, 0, 1, 1, 0, 2] * 200

    def play_on(state, start):
        for i in range(start, len(answers)):
            if state.is_terminal():
                return state
            state.apply(answers[i] % len(state.legal_actions()))
        return state

    straight = play_on(new_game(book, decks, None, 7).start(), 0)
    halfway = new_game(book, decks, None, 7).start()
    for i in range(40):
        halfway.apply(answers[i] % len(halfway.legal_actions()))
    copy = halfway.copy()
    assert copy.notes is not halfway.notes and copy.notes.drawn == halfway.notes.drawn
    assert sum(copy.notes.played) > 0, "40 decisions in, cards were played"
    play_on(copy, 40)
    play_on(halfway, 40)
    assert straight.is_terminal() and copy.is_terminal()
    assert outcome(copy) == outcome(halfway) == outcome(straight)


def _record(won_by, cards_1, cards_2):
    return {"winner": won_by, "winners": [won_by], "first": 1, "days": 5, "played": [0, 0],
            "positions": [[], []], "flags": [], "cards": [cards_1, cards_2]}


def test_card_figures_count_games_drawn_played_and_not_seen_with_their_wins():
    head = {"decks": [{"name": "A", "cards": {"Ace": 2, "Bee": 1}}, {"name": "B", "cards": {"Cat": 3}}]}
    t = CardTally(head)
    t.add(_record(1, {"Ace": [1, 1]}, {"Cat": [2, 0]}))            # A wins having drawn and played Ace
    t.add(_record(1, {"Ace": [2, 0], "Bee": [1, 1]}, {}))          # A wins, Ace drawn only
    t.add(_record(2, {"Bee": [1, 0]}, {"Cat": [1, 1]}))            # A loses without Ace
    t.add(_record(2, {}, {"Cat": [1, 2]}))                         # A loses, nothing drawn
    a, b = t.summary()
    assert (a["deck"], a["wins"], a["games"]) == ("A", 2, 4) and (b["wins"], b["games"]) == (2, 4)
    ace = next(c for c in a["cards"] if c["card"] == "Ace")
    assert ace["copies"] == 2 and ace["games"] == 4
    assert (ace["drawn"]["games"], ace["drawn"]["wins"]) == (2, 2)
    assert (ace["played"]["games"], ace["played"]["wins"]) == (1, 1)
    assert (ace["not_seen"]["games"], ace["not_seen"]["wins"]) == (2, 0)
    i = ace["improvement_when_drawn"]
    assert i["difference"] == pytest.approx(1.0) and i["low"] < 1.0 and i["high"] <= 1.0
    assert a["cards"][0]["card"] == "Ace"                             # the largest improvement first
    cat = b["cards"][0]
    assert cat["not_seen"]["games"] == 1 and cat["drawn"]["games"] == 3 and cat["improvement_when_drawn"] is not None


def test_simulate_reports_per_card_figures_and_cards_report_finds_them_again_from_the_records(tmp_path, capsys):
    out = tmp_path / "games.jsonl"
    png = tmp_path / "cards.png"
    assert main(["simulate", "--games", "24", "--seed", "2", "--jobs", "1", "--json", "--cards-report",
                 "--out", str(out), "--quiet"]) == 0
    summary = json.loads(capsys.readouterr().out)["summary"]
    decks = summary["cards"]
    assert [d["deck"] for d in decks] == ["Bravos Haven", "Muna Grove"]
    for deck in decks:
        assert deck["games"] == 24 and sum(c["copies"] for c in deck["cards"]) == 39
        for c in deck["cards"]:
            assert c["games"] == 24 and c["drawn"]["games"] + c["not_seen"]["games"] <= 24
            assert c["played"]["games"] <= c["games"]
            for key in ("drawn", "played", "not_seen"):
                r = c[key]
                assert r["low"] <= r["rate"] <= r["high"] and r["wins"] <= r["games"]
    # from the record file alone, in two shards' worth of files: the same figures
    assert main(["cards", "report", str(out), "--json", "--plot", str(png)]) == 0
    again = json.loads(capsys.readouterr().out)["summary"]["cards"]
    assert again == decks
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert main(["cards", "report", str(out)]) == 0
    text = capsys.readouterr().out
    assert "win drawn" in text and "improvement" in text and "Muna Grove" in text


def test_a_study_under_a_booster_war_records_each_seats_deck_with_the_game(tmp_path, capsys):
    """The rules make the decks at set-up: each record says what each seat's deck held."""
    out = tmp_path / "bw.jsonl"
    assert main(["simulate", "--variant", "booster-war", "--games", "6", "--jobs", "1", "--json", "--quiet",
                 "--cards-report", "--out", str(out)]) == 0
    s = json.loads(capsys.readouterr().out)["summary"]
    records = [json.loads(line) for line in out.read_text().splitlines()[1:]]
    assert all(len(r["decks"]) == 2 and all(sum(d.values()) >= 6 for d in r["decks"]) for r in records)
    [deck] = s["cards"]                                       # every seat's cards, in one table
    assert deck["games"] == 12 and sum(c["games"] for c in deck["cards"]) >= 12


def test_impact_ranks_a_deliberately_overpowered_card_first(capsys):
    """Test Colossus (tests/data/studies/colossus.yaml: 9/9/9 for 1) in the Bravos deck: every card of the
    deck ranked by its paired value; the Colossus is first, its interval above zero and above every
    other card's value."""
    assert main(["cards", "impact", str(DATA / "colossus-deck.yaml"), "--cards", str(DATA / "colossus.yaml"),
                 "--vs", "muna", "--games", "20", "--seed", "1", "--jobs", "1", "--json", "--quiet"]) == 0
    s = json.loads(capsys.readouterr().out)["summary"]
    ranking = s["ranking"]
    assert len(ranking) == 19 and ranking[0]["card"] == "Test Colossus", [r["card"] for r in ranking[:3]]
    top = ranking[0]
    assert top["value"]["low"] > 0 and top["p_value"] < 0.05
    assert all(top["value"]["difference"] > r["value"]["difference"] for r in ranking[1:])
    assert top["with"]["games"] == 40 and s["deck"]["games"] == 40          # 20 seeds, both seatings


def test_impact_of_one_card_removed_and_its_mistakes(tmp_path, capsys):
    png = tmp_path / "impact.png"
    assert main(["cards", "impact", "bravos", "--card", "Chiron", "--without", "remove", "--vs", "muna",
                 "--games", "4", "--jobs", "1", "--plot", str(png), "--quiet"]) == 0
    text = capsys.readouterr().out
    assert "Chiron" in text and "value" in text and "Kappa" not in text
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert main(["cards", "impact", "bravos", "--card", "Chiorn", "--games", "4", "--jobs", "1"]) == 1
    assert "did you mean Chiron?" in capsys.readouterr().err
    assert main(["cards", "impact", "bravos", "--without", "blank", "--games", "4"]) == 1
    assert "--without" in capsys.readouterr().err


def test_a_plain_card_keeps_type_and_costs_and_has_the_median_statistics_of_its_peers(book, catalog):
    from statistics import median_low

    from altered.simulation.deckchange import plain_card
    card = next(c for c in catalog if c.name == "Chiron")
    plain = plain_card(card, catalog, book)
    assert plain.type == card.type and plain.text == "" and plain.ref != card.ref
    numbers = [n for n in book.numbers if n in card.base]
    assert all(plain.base[n] == card.base[n] for n in numbers)
    peers = [c for c in catalog if c.type == card.type and not c.token and c.ref != card.ref
             and all(c.base.get(n) == card.base.get(n) for n in numbers)]
    assert len(peers) >= 3
    for s in book.statistics:
        assert plain.base[s] == median_low([c.base.get(s) or 0 for c in peers])
    assert not book.program(plain).reactions and not book.program(plain).passives
    assert Counter(plain.name.split()[:2]) == Counter(["plain", card.type])
