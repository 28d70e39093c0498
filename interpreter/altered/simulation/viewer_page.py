"""The replay viewer's page: HTML, CSS and JavaScript in one file, the game's states put in
``__DATA__`` (JSON) by viewer.py. Generic: zone, region and player names come from the data."""

PAGE = r"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>__TITLE__</title>
<style>
  body { font: 14px/1.35 system-ui, sans-serif; margin: 0; background: #f4f1ea; color: #222; }
  header { background: #2d3142; color: #fff; padding: 8px 12px; z-index: 2; }
  header h1 { font-size: 16px; margin: 0 0 6px; }
  .controls { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; }
  .controls button { font-size: 14px; padding: 3px 10px; }
  #slider { flex: 1; min-width: 200px; }
  #where { font-weight: 600; }
  #event { white-space: pre-line; margin-top: 6px; min-height: 1.4em; background: #fffbe6; color: #222; padding: 4px 8px; border-radius: 4px; }
  main { display: grid; grid-template-columns: minmax(0, 3fr) minmax(260px, 1fr); gap: 12px; padding: 12px; }
  #adventure { display: flex; gap: 4px; margin-bottom: 12px; }
  .region { flex: 1; min-height: 84px; border: 2px solid #8d99ae; border-radius: 6px; background: #fff; padding: 4px; }
  .region.fd { background: repeating-linear-gradient(45deg, #e8e8e8, #e8e8e8 6px, #f6f6f6 6px, #f6f6f6 12px); }
  .region .rname { font-size: 11px; color: #555; }
  .region .terr { font-weight: 600; font-size: 12px; }
  .marker { display: inline-block; margin: 2px 2px 0 0; padding: 1px 5px; border-radius: 9px; font-size: 11px; color: #fff; }
  .p1 { background: #1d6fb8; } .p2 { background: #c0392b; } .p3 { background: #27ae60; } .p4 { background: #8e44ad; }
  #players { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
  .player { background: #fff; border-radius: 6px; padding: 6px 8px; border-top: 4px solid #8d99ae; }
  .player[data-player="1"] { border-top-color: #1d6fb8; } .player[data-player="2"] { border-top-color: #c0392b; }
  .player.first h2::after { content: " (first player)"; font-weight: 400; font-size: 12px; }
  .player h2 { font-size: 15px; margin: 2px 0 6px; }
  .zone { margin: 3px 0; }
  .zone .title { display: inline-block; min-width: 190px; color: #555; font-size: 12px; }
  .card { display: inline-block; margin: 1px 2px; padding: 1px 6px; border: 1px solid #999; border-radius: 4px; background: #fdfdfd; font-size: 12px; }
  .card.hidden { background: #555; color: #ddd; border-color: #333; }
  .card.fd { border-style: dashed; }
  .card .extra { color: #a05a00; font-size: 11px; }
  .count { font-size: 12px; color: #333; }
  #shared { margin-top: 8px; }
  #log { position: relative; background: #fff; border-radius: 6px; padding: 6px; max-height: calc(100vh - 150px); overflow-y: auto; font-size: 12px; }
  #log li { white-space: pre-line; list-style: none; padding: 1px 4px; cursor: pointer; border-radius: 3px; }
  #log li.head { font-weight: 700; margin-top: 4px; }
  #log li.quiet { color: #999; }
  #log li.now { background: #ffe08a; }
  #log ol { margin: 0; padding: 0; }
  #winner { font-weight: 700; color: #1a7f37; }
</style>
</head>
<body>
<header>
  <h1>__TITLE__</h1>
  <div class="controls">
    <button id="first" title="first step (Home)">|&#x25C0;</button>
    <button id="prev" title="previous step (Left)">&#x25C0; previous</button>
    <button id="next" title="next step (Right)">next &#x25B6;</button>
    <button id="last" title="last step (End)">&#x25B6;|</button>
    <input id="slider" type="range" min="0" value="0">
    <label>view <select id="view"></select></label>
    <span id="where"></span>
  </div>
  <div id="event"></div>
</header>
<main>
  <section>
    <div id="adventure"></div>
    <div id="players"></div>
    <div id="shared"></div>
    <div id="winner"></div>
  </section>
  <aside id="log"><ol id="loglist"></ol></aside>
</main>
<script type="application/json" id="game-data">__DATA__</script>
<script>
"use strict";
const D = JSON.parse(document.getElementById("game-data").textContent);
const N = D.events.length;
let cur = 0, view = "all";
const $ = (id) => document.getElementById(id);
const el = (tag, cls, text) => { const e = document.createElement(tag); if (cls) e.className = cls; if (text !== undefined) e.textContent = text; return e; };

function evText(ev) { return view !== "all" && ev.who !== undefined && String(ev.who) !== view ? ev.masked : ev.text; }

function seen(card) { return view === "all" || !card.see || card.see.includes(Number(view)); }

function cardEl(card) {
  const c = el("span", "card");
  if (card.fd) c.classList.add("fd");
  if (!seen(card)) { c.classList.add("hidden"); c.textContent = "?"; c.title = "hidden from this view"; return c; }
  c.dataset.name = card.n;
  c.textContent = card.n;
  const extra = (card.s || []).concat(Object.entries(card.c || {}).map(([k, v]) => v + " " + k));
  if (extra.length) c.appendChild(el("span", "extra", " (" + extra.join(", ") + ")"));
  if (card.fd) c.title = "face down";
  return c;
}

function drawAdventure(st) {
  const box = $("adventure"); box.replaceChildren();
  st.regions.forEach((r, i) => {
    const d = el("div", "region" + (r.fd ? " fd" : ""));
    d.dataset.index = i;
    d.appendChild(el("div", "rname", (i + 1) + ". " + r.name));
    const hideTerrains = r.fd && view !== "all";
    d.appendChild(el("div", "terr", hideTerrains ? "?" : r.terrains.join(" / ") + (r.fd ? " (face down)" : "")));
    st.markers.filter((m) => m[2] === i).forEach(([p, sub]) => {
      const m = el("span", "marker p" + p, "P" + p + " " + sub);
      m.dataset.player = p; m.dataset.sub = sub;
      d.appendChild(m);
    });
    box.appendChild(d);
  });
}

function drawPlayers(st) {
  const box = $("players"); box.replaceChildren();
  st.players.forEach((pl, i) => {
    const p = i + 1;
    const d = el("div", "player" + (st.first === p ? " first" : ""));
    d.dataset.player = p;
    d.appendChild(el("h2", "", "P" + p + " " + pl.name));
    pl.zones.forEach((z) => {
      const row = el("div", "zone");
      row.dataset.player = p; row.dataset.zone = z.zone;
      if (z.sub) row.dataset.sub = z.sub;
      row.appendChild(el("span", "title", z.title));
      if (z.count !== undefined) row.appendChild(el("span", "count", z.count + " cards"));
      z.cards.forEach((c) => row.appendChild(cardEl(c)));
      if (z.count === undefined && !z.cards.length) row.appendChild(el("span", "count", "-"));
      d.appendChild(row);
    });
    box.appendChild(d);
  });
  const sh = $("shared"); sh.replaceChildren();
  st.shared.forEach((z) => {
    const row = el("div", "zone"); row.dataset.zone = z.zone;
    row.appendChild(el("span", "title", z.title));
    z.cards.forEach((c) => row.appendChild(cardEl(c)));
    sh.appendChild(row);
  });
  $("winner").textContent = st.winner ? "Winner: P" + st.winner + " " + st.players[st.winner - 1].name : "";
}

function draw() {
  const ev = D.events[cur], st = D.states[ev.state];
  drawAdventure(st);
  drawPlayers(st);
  $("where").textContent = "step " + (cur + 1) + " / " + N + " \u2014 " + (st.day ? "day " + st.day + ", " : "") + st.phase;
  $("event").textContent = evText(ev);
  $("slider").value = cur;
  const old = document.querySelector("#log li.now");
  if (old) old.classList.remove("now");
  const li = document.querySelector('#log li[data-step="' + cur + '"]');
  li.classList.add("now");
  const box = $("log");             // scroll the log only, never the page
  if (li.offsetTop < box.scrollTop || li.offsetTop + li.offsetHeight > box.scrollTop + box.clientHeight)
    box.scrollTop = li.offsetTop - box.clientHeight / 3;
  document.body.dataset.step = cur;
}

function writeLog() {         // the log as the chosen view reads it
  document.querySelectorAll("#log li").forEach((li) => {
    const ev = D.events[Number(li.dataset.step)];
    li.textContent = (ev.e === "phase" && ev.day ? "Day " + ev.day + " \u2014 " : "") + evText(ev);
  });
}

function go(i) { cur = Math.max(0, Math.min(N - 1, i)); draw(); }

function init() {
  $("slider").max = N - 1;
  const sel = $("view");
  [["all", "everything"]].concat(D.players.map((n, i) => [String(i + 1), "P" + (i + 1) + " sees"])).forEach(([v, t]) => {
    const o = el("option", "", t); o.value = v; sel.appendChild(o);
  });
  const list = $("loglist");
  D.events.forEach((ev, i) => {
    const li = el("li", ev.e === "phase" ? "head" : (ev.text.startsWith("[") ? "quiet" : ""));
    li.dataset.step = i;
    li.addEventListener("click", () => go(i));
    list.appendChild(li);
  });
  writeLog();
  $("first").onclick = () => go(0);
  $("prev").onclick = () => go(cur - 1);
  $("next").onclick = () => go(cur + 1);
  $("last").onclick = () => go(N - 1);
  $("slider").oninput = (e) => go(Number(e.target.value));
  sel.onchange = (e) => { view = e.target.value; writeLog(); draw(); };
  document.addEventListener("keydown", (e) => {
    if (e.target.tagName === "SELECT") return;
    if (e.key === "ArrowRight") go(cur + 1);
    else if (e.key === "ArrowLeft") go(cur - 1);
    else if (e.key === "Home") go(0);
    else if (e.key === "End") go(N - 1);
  });
  draw();
}
init();
</script>
</body>
</html>
"""
