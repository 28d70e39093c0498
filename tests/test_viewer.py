"""The replay viewer: `altered view LOG -o game.html` writes one self-contained page; headless
Chromium steps through it and the board changes as the log says (markers move at Dusk, 4.2.4.h;
a played card reaches its Expedition; hands are hidden from the other player, 3.1.3.e).

Screenshots of the first and last step go to tests/artifacts/ (git-ignored). Without Chromium
the browser tests skip, except in CI (CI=true) where they fail.
"""
from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest

from altered.engine import gamelog
from altered.cli.main import main

ARTIFACTS = Path(__file__).parent / "artifacts"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]


@pytest.fixture(scope="module")
def logged(tmp_path_factory):
    """A game (seed 1) as a log, and its page."""
    where = tmp_path_factory.mktemp("viewer")
    log, html = where / "game.jsonl", where / "game.html"
    assert main(["play", "--seed", "1", "--log", str(log)]) == 0
    assert main(["view", str(log), "-o", str(html)]) == 0
    return gamelog.read(log), html


def test_the_page_is_one_file_with_no_network(logged):
    log, html = logged
    text = html.read_text(encoding="utf-8")
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:)?//""", text)      # nothing fetched
    assert "<link" not in text and "@import" not in text and "fetch(" not in text
    data = json.loads(re.search(r'<script type="application/json" id="game-data">(.*?)</script>', text, re.S)
                      .group(1).replace("<\\/", "</"))
    assert len(data["events"]) == len(log.events) and data["states"]
    assert data["players"] == log.player_names()


def test_the_page_is_the_same_each_time(logged, tmp_path):
    log, html = logged
    again = tmp_path / "again.html"
    assert main(["view", log.file, "-o", str(again)]) == 0
    assert again.read_bytes() == html.read_bytes()


def test_a_log_that_does_not_replay_is_refused(logged, tmp_path, capsys):
    log, _ = logged
    bad = tmp_path / "bad.jsonl"
    rows = json.loads(json.dumps([log.header] + log.events + [log.tail]))     # a copy: the fixture is shared
    i = next(i for i, r in enumerate(rows) if r["e"] == "advance")
    rows[i]["to"] += 1
    bad.write_text("".join(json.dumps(r) + "\n" for r in rows))
    out = tmp_path / "out.html"
    assert main(["view", str(bad), "-o", str(out)]) == 1
    assert "does not play again" in capsys.readouterr().err and not out.exists()


def _browser():
    """Chromium and Playwright, or a skip saying which is missing: the tests install nothing on the
    machine (CI installs the browser with .ci/install-browser before the tests)."""
    chromium = shutil.which("chromium")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        sync_playwright = None
    if chromium is None or sync_playwright is None:
        missing = "chromium (run .ci/install-browser)" if chromium is None else "the playwright package"
        if os.environ.get("CI") == "true":
            pytest.fail(f"the viewer test needs {missing}")
        pytest.skip(f"no {missing}")
    return chromium, sync_playwright


@pytest.fixture(scope="module")
def page(logged):
    chromium, sync_playwright = _browser()
    _, html = logged
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=ARGS)
        pg = browser.new_page(viewport={"width": 1400, "height": 900})
        errors = []
        pg.on("pageerror", lambda e: errors.append(str(e)))
        fetched = []                          # every request the page makes beyond its own file

        def only_the_file(route):
            if route.request.url == html.as_uri():
                return route.continue_()
            fetched.append(route.request.url)
            return route.abort()
        pg.route("**/*", only_the_file)
        pg.goto(html.as_uri())
        pg.errors, pg.fetched = errors, fetched
        yield pg
        browser.close()


def _go(pg, i):
    """Step to index i with the slider (as a user drags it)."""
    pg.eval_on_selector("#slider", "(s, i) => { s.value = i; s.dispatchEvent(new Event('input')); }", i)
    assert pg.get_attribute("body", "data-step") == str(i)


def _marker_region(pg, player, sub):
    return pg.eval_on_selector(f'.marker[data-player="{player}"][data-sub="{sub}"]', "m => m.parentElement.dataset.index")


def _names(pg, player, zone, sub=None):
    where = f'.zone[data-player="{player}"][data-zone="{zone}"]' + (f'[data-sub="{sub}"]' if sub else "")
    return pg.eval_on_selector_all(where + " .card", "cs => cs.map(c => c.dataset.name || '?')")


def test_first_step_and_screenshot(page, logged):
    log, _ = logged
    ARTIFACTS.mkdir(exist_ok=True)
    assert page.errors == []
    assert page.inner_text("#where").startswith(f"step 1 / {len(log.events)}")
    setup = log.events[0]
    assert setup["e"] == "setup"                                      # 4.1.b-d: the Adventure laid out
    assert page.locator(".region").count() == len(setup["regions"])
    for p, sub, pos in setup["markers"]:
        assert _marker_region(page, p, sub) == str(pos)
    page.screenshot(path=str(ARTIFACTS / "viewer-first.png"))


def test_next_and_previous_step_through_the_log(page, logged):
    log, _ = logged
    _go(page, 0)
    for i in range(1, 6):
        page.click("#next")
        assert page.get_attribute("body", "data-step") == str(i)
        assert page.inner_text("#log li.now") == page.inner_text("#event") or log.events[i]["e"] == "phase"
    page.click("#prev")
    assert page.get_attribute("body", "data-step") == "4"


def test_markers_move_as_the_log_says(page, logged):
    log, _ = logged
    advances = [(i, e) for i, e in enumerate(log.events) if e["e"] == "advance"]
    assert advances
    for i, e in advances[:4]:                                         # 4.2.4.h: to the region the log names
        # the markers of one Dusk move together (7.3.17), then each move is logged: look before them all
        start = max(j for j in range(i) if log.events[j]["e"] not in ("advance", "reveal"))
        _go(page, start)
        before = _marker_region(page, e["player"], e["sub"])
        _go(page, i - 1)
        page.click("#next")
        after = _marker_region(page, e["player"], e["sub"])
        assert after == str(e["to"]) and after != before


def test_a_card_played_reaches_its_expedition(page, logged):
    log, _ = logged
    zone = next(e["to"] for e in log.events if e["e"] == "move" and e.get("sub"))
    moves = [(i, e) for i, e in enumerate(log.events) if e["e"] == "move" and e["to"] == zone and e.get("sub")]
    for i, e in moves[:3]:
        _go(page, i - 1)
        before = _names(page, e["owner"], zone, e["sub"]).count(e["obj"])
        page.click("#next")
        assert _names(page, e["owner"], zone, e["sub"]).count(e["obj"]) == before + 1


def test_hands_are_hidden_or_shown_per_view(page, logged):
    log, _ = logged
    draw = next(e for e in log.events if e["e"] == "move" and e["frm"] != e["to"] and e.get("hidden"))
    hand = draw["to"]
    _go(page, 20)
    page.select_option("#view", "all")
    mine, theirs = _names(page, 1, hand), _names(page, 2, hand)
    assert mine and theirs and "?" not in mine + theirs
    page.select_option("#view", "1")                                 # 3.1.3.e: the other hand is hidden
    assert _names(page, 1, hand) == mine and set(_names(page, 2, hand)) == {"?"}
    page.select_option("#view", "2")
    assert set(_names(page, 1, hand)) == {"?"} and _names(page, 2, hand) == theirs
    # the log too: player 1's own draw reads in full in their view, as a hidden card in the other's
    i, e = next((i, e) for i, e in enumerate(log.events) if e["e"] == "move" and e.get("hidden") and e["owner"] == 1)
    line = f'#log li[data-step="{i}"]'
    assert e["obj"] not in page.inner_text(line)
    page.select_option("#view", "1")
    assert e["obj"] in page.inner_text(line)
    page.select_option("#view", "all")
    assert e["obj"] in page.inner_text(line)
    # 4.1.c: the face-down Tumult cards' terrains show in no player's view, in the Adventure or the log
    face_down = [r for r in log.events[0]["regions"] if r["face_down"]]
    _go(page, 0)
    page.select_option("#view", "1")
    assert page.locator(".region.fd .terr").all_inner_texts() == ["?"] * len(face_down)
    assert "/".join(face_down[0]["terrains"]) + ", face down" not in page.inner_text('#log li[data-step="0"]')
    page.select_option("#view", "all")
    assert "/".join(face_down[0]["terrains"]) + ", face down" in page.inner_text('#log li[data-step="0"]')


def test_last_step_shows_the_winner_and_screenshot(page, logged):
    log, _ = logged
    page.click("#last")
    assert page.get_attribute("body", "data-step") == str(len(log.events) - 1)
    winner = log.tail["winner"]
    if winner is None:                            # the day limit ended it
        assert page.inner_text("#winner") == "" and "No winner" in page.inner_text("#event")
    else:
        assert page.inner_text("#winner").startswith(f"Winner: P{winner}")
        assert "Winner" in page.inner_text("#event")
    assert page.errors == [] and page.fetched == []
    page.screenshot(path=str(ARTIFACTS / "viewer-last.png"))
