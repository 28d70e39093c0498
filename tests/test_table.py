"""Playing yourself in the browser (``altered table``): the engine serves one page of this machine with the
person's view only -- their observation, the decision's question and its numbered options, the account as
they may read it (3.1.3.e: the others' Hands and face-down cards counted, never named; 1.4.5.a: a secret
choice told without the card) -- and the agents answer the other seats as ``altered play`` asks them.

The page is played through in headless Chromium (Playwright), as the replay viewer's test does; without
Chromium those tests skip, except in CI (CI=true) where they fail. Screenshots go to tests/artifacts/.
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
import threading
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from altered.cli.main import _game_setup, build_parser, main
from altered.engine.narrative import account
from altered.simulation.table import Table, server

from test_viewer import ARGS, ARTIFACTS, _browser


def _table(*argv, seed=3):
    args = build_parser().parse_args(["table", "--seed", str(seed), *argv])
    book, decks, agents = _game_setup(args)
    seat = [n.strip() for n in args.agent.split(",")].index("human")
    return Table(book, decks, agents, seat, seed)


def _unseen(table) -> set[str]:
    """Names of the cards the person's player has not seen (3.1.3.e: others' Hands and Decks, 3.2.9.d:
    face-down cards of others) and could not tell from their own deck or a copy they have seen."""
    game, seat = table.game, table.seat
    mine = {card.name for card, owner in game.cards if owner == seat}
    seen = {card.name for no, (card, _) in enumerate(game.cards) if game.known[no] >> seat & 1}
    hidden = {card.name for no, (card, owner) in enumerate(game.cards)
              if owner is not None and owner != seat and not game.known[no] >> seat & 1}
    return hidden - mine - seen


def _told(view) -> str:
    return json.dumps(view, ensure_ascii=False)


@pytest.mark.parametrize("agents", ["human,greedy", "greedy,human"])
def test_answering_the_first_option_plays_the_game_altered_play_plays(agents, capsys):
    table = _table("--agents", agents)
    while not table.game.is_terminal():
        table.act(0)
    assert main(["play", "--agents", agents.replace("human", "first"), "--seed", "3"]) == 0
    assert list(account(table.game)) == capsys.readouterr().out.splitlines()


@pytest.mark.parametrize("agents", ["human,heuristic", "random,human"])
def test_the_view_holds_only_what_the_player_sees(agents):
    table = _table("--agents", agents, seed=5)
    unseen_ever = set()
    while not table.game.is_terminal():
        view, unseen = table.view(), _unseen(table)
        unseen_ever |= unseen
        told = _told(view)
        assert not [name for name in unseen if name in told]
        d = view["decision"]
        assert d is not None and d["options"] == list(table.game.decision.labels)
        assert view["player"] == table.seat + 1 == table.game.decision.player + 1
        hands = [z for z in view["zones"] if z["zone"] == "Hand"]
        assert [set(z) >= {"hidden"} for z in hands] == [z["player"] != view["player"] for z in hands]
        table.act(len(d["options"]) - 1 if table.answered % 3 == 0 else 0)
    assert unseen_ever                                 # there were cards to hide
    view = table.view()
    assert view["over"] and view["decision"] is None and view["result"] == table.result()


def test_the_account_masks_what_the_others_chose_in_secret():
    table = _table("--agents", "human,random")
    while table.game.decision.kind != "turn":          # past the set-up: both players chose their Mana Orbs
        table.act(0)
    secret = table.teller.w["answers"]["secret"]
    mine = [e for e in table.game.events if e["e"] == "choice" and e.get("secret") and e["player"] == 0]
    theirs = [e for e in table.game.events if e["e"] == "choice" and e.get("secret") and e["player"] == 1]
    assert mine and theirs                             # 1.4.5.a: the Mana Orbs are chosen among hidden cards
    told = "\n".join(text for _, text in table.view()["account"])
    assert all(e["chose"] in told for e in mine) and secret in told
    assert not [e["chose"] for e in theirs if e["chose"] not in {c.name for c, o in table.game.cards if o == 0}
                and e["chose"] in told]


# -- the server ----------------------------------------------------------------------------------------

@pytest.fixture
def served():
    table = _table("--agents", "human,greedy")
    httpd = server(table)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield table, f"http://127.0.0.1:{httpd.server_port}/"
    httpd.shutdown()
    httpd.server_close()


def _ask(url, data=None, headers=None):
    body = None if data is None else json.dumps(data).encode()
    head = {"Content-Type": "application/json"} if data is not None else {}
    req = urllib.request.Request(url, data=body, headers={**head, **(headers or {})})
    try:
        with urllib.request.urlopen(req, timeout=60) as r:
            return r.status, r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.read()


def test_the_server_applies_an_answer_once_and_refuses_the_rest(served):
    table, url = served
    status, page = _ask(url)
    assert status == 200 and b"<title>Altered table</title>" in page
    status, got = _ask(url + "view")
    view = json.loads(got)
    assert status == 200 and view == table.view() and view["answered"] == 0
    status, got = _ask(url + "act", {"action": 0, "answered": 0})
    assert status == 200 and json.loads(got)["answered"] == 1 == table.answered
    status, got = _ask(url + "act", {"action": 0, "answered": 0})       # the same click again: a page behind
    assert status == 409 and json.loads(got)["view"]["answered"] == 1 and table.answered == 1
    count = table.game.decision.count
    for bad in ({"action": count, "answered": 1}, {"action": "1", "answered": 1}, {"answered": 1}, [0]):
        status, got = _ask(url + "act", bad)
        assert status == 400 and "error" in json.loads(got) and table.answered == 1
    assert _ask(url + "nothing")[0] == 404
    # a page of another site, sent here by a name that points to this machine, is refused
    assert _ask(url + "view", headers={"Host": "example.com"})[0] == 403
    assert _ask(url + "act", {"action": 0, "answered": 1}, headers={"Host": "example.com"})[0] == 403
    req = urllib.request.Request(url + "act", data=b"action=0&answered=1",
                                 headers={"Content-Type": "application/x-www-form-urlencoded"})
    with pytest.raises(urllib.error.HTTPError, match="403"):
        urllib.request.urlopen(req, timeout=60)
    assert table.answered == 1


# -- the command line ------------------------------------------------------------------------------------

@pytest.mark.parametrize("argv, expected", [
    (["--agents", "greedy,random"], "--agents: expected human at one seat"),
    (["--agents", "human"], "--agents: expected human at one seat"),
    (["--agents", "human,human"], "--agents: expected human at one seat"),
    (["--agents", "human,greedo"], "unknown agent 'greedo' (did you mean greedy?)"),
    (["--port", "70000"], "--port: expected a port from 0"),
    (["--variant", "no-such-variant"], "no-such-variant"),
    (["--deck1", "no-such-deck"], "no deck file or bundled deck 'no-such-deck'"),
])
def test_a_mistake_on_the_command_line_is_one_line(argv, expected, capsys):
    assert main(["table", *argv]) == 1
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1 and expected in err, err


def test_a_port_in_use_is_one_line(served, capsys, monkeypatch):
    _, url = served
    port = re.search(r":(\d+)/", url).group(1)
    monkeypatch.setattr("sys.stdin", None)                  # never read: the port fails first
    assert main(["table", "--port", port]) == 1
    err = capsys.readouterr().err
    assert err.strip() == f"--port: port {port} is in use; --port 0 picks a free one"


@pytest.mark.slow
def test_the_command_serves_a_game_to_its_end_and_writes_its_log(tmp_path):
    log = tmp_path / "table.jsonl"
    cmd = [sys.executable, "-m", "altered", "table", "--seed", "4", "--agents", "random,human", "--log", str(log)]
    proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            cwd=tmp_path)
    try:
        first = proc.stdout.readline()
        url = re.search(r"(http://127\.0\.0\.1:\d+/)", first).group(1)
        assert "(you are P2)" in first
        view = json.loads(_ask(url + "view")[1])
        while not view["over"]:
            status, got = _ask(url + "act", {"action": 0, "answered": view["answered"]})
            assert status == 200
            view = json.loads(got)
        out, err = proc.communicate("\n", timeout=120)
    finally:
        proc.kill()
    assert proc.returncode == 0 and err == ""
    assert f"closed after {view['answered']} of your decisions; {view['result']}" in out
    assert main(["replay", str(log)]) == 0                   # the log plays again as played


# -- in the browser --------------------------------------------------------------------------------------

def _page_text(pg) -> str:
    return pg.evaluate("document.documentElement.outerHTML + document.body.innerText")


@pytest.mark.slow
def test_a_game_played_by_clicking_in_chromium(tmp_path):
    chromium, sync_playwright = _browser()
    deck = tmp_path / "odd-name.yaml"                         # a deck whose name is markup: shown as written
    name = '<img src=x onerror="window.pwned=1">Bravos & "Co" </script>'
    bravos = Path(__file__).parent.parent / "cards_dsl" / "decks" / "bravos.yaml"
    deck.write_text(re.sub(r"(?m)^name: .*$", "name: " + json.dumps(name), bravos.read_text(encoding="utf-8")),
                    encoding="utf-8")
    table = _table("--agents", "human,greedy", "--deck1", str(deck), seed=6)
    httpd = server(table)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{httpd.server_port}/"
    ARTIFACTS.mkdir(exist_ok=True)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, args=ARGS)
            pg = browser.new_page(viewport={"width": 1400, "height": 900})
            errors, elsewhere = [], []
            pg.on("pageerror", lambda e: errors.append(str(e)))
            pg.on("request", lambda r: None if r.url.startswith(url) else elsewhere.append(r.url))
            pg.goto(url)
            pg.wait_for_selector("#options button")
            assert name in pg.inner_text("#you") and pg.evaluate("window.pwned") is None
            assert pg.inner_text("#track-title") == table.view()["track"]        # the rules' word (zones.yaml)
            regions = table.view()["regions"]                     # face-up regions by name, face-down ones hidden
            assert pg.locator("#track .rname").all_inner_texts() == [
                f"{i}. {r['name'] or '?'}" for i, r in enumerate(regions, 1)]
            assert any(r["name"] for r in regions) and any(r["name"] is None for r in regions)
            assert pg.locator("img").count() == 0
            pg.screenshot(path=str(ARTIFACTS / "table-first.png"))
            clicks = 0
            while pg.get_attribute("body", "data-over") != "yes":
                view = table.view()
                buttons = pg.locator("#options button")
                assert buttons.all_inner_texts() == [f"{i}. {label}" for i, label in
                                                     enumerate(view["decision"]["options"], 1)]
                assert pg.inner_text("#question") == view["decision"]["question"]
                # 3.1.3.e: no card of the opponent's Hand, Deck or face-down Mana the player has not seen
                text = _page_text(pg)
                assert not [n for n in _unseen(table) if n in text]
                assert f"Day {view['day']}, {view['phase']}" in pg.inner_text("#when")
                shown = pg.eval_on_selector_all('.zone[data-player="1"] .card', "cs => cs.map(c => c.dataset.name)")
                assert sorted(shown) == sorted(c["name"] for z in view["zones"] if z["player"] == 1
                                               for c in z.get("cards", ()))
                pick = (clicks * 7) % buttons.count()
                buttons.nth(pick).click()
                clicks += 1
                pg.wait_for_selector(f'body[data-answered="{clicks}"]')      # (the page forbids eval)
                assert table.answered == clicks
            assert table.game.is_terminal() and pg.inner_text("#result") == table.result()
            lines = pg.locator("#account div").all_inner_texts()
            assert lines == [text for _, text in table.view()["account"]]
            assert pg.locator("#options button").count() == 0 and "over" in pg.inner_text("#question")
            assert errors == [] and elsewhere == [] and pg.evaluate("window.pwned") is None
            pg.screenshot(path=str(ARTIFACTS / "table-last.png"))
            browser.close()
    finally:
        httpd.shutdown()
        httpd.server_close()
    assert clicks > 10


def test_an_engine_fault_is_one_line_on_the_page_and_the_terminal(served, monkeypatch, capsys):
    table, url = served

    def broken(action):
        raise RuntimeError("a fault")
    monkeypatch.setattr(table, "act", broken)
    status, got = _ask(url + "act", {"action": 0, "answered": 0})
    said = json.loads(got)["error"]
    assert status == 500 and said.startswith("internal error: RuntimeError: a fault (at ")
    assert capsys.readouterr().err == said + "\n"
