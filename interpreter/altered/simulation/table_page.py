"""The page of ``altered table`` (table.py): no data in it; it asks the server for the person's view and
draws it with the DOM's text nodes only, so a name from a card or deck file is shown as written, never read
as markup."""

PAGE = r"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'">
<title>Altered table</title>
<style>
  body { font: 14px/1.35 system-ui, sans-serif; margin: 0; background: #f4f1ea; color: #222; }
  header { padding: 8px 14px; background: #2d3a4a; color: #fff; display: flex; gap: 24px; align-items: baseline; }
  header h1 { font-size: 17px; margin: 0; }
  main { display: grid; grid-template-columns: minmax(0, 3fr) minmax(280px, 2fr); gap: 12px; padding: 12px; }
  section { background: #fff; border: 1px solid #ccc; border-radius: 6px; padding: 8px 10px; margin-bottom: 10px; }
  h2 { font-size: 15px; margin: 0 0 6px; }
  h3 { font-size: 13px; margin: 6px 0 3px; color: #555; }
  #track { display: flex; gap: 6px; flex-wrap: wrap; }
  .region { border: 1px solid #998; border-radius: 4px; padding: 4px 8px; min-width: 70px; background: #eef3e6; }
  .region .rname { font-size: 11px; color: #555; }
  .region .terr { font-weight: 600; }
  .marker { display: inline-block; margin-right: 4px; padding: 0 4px; border-radius: 3px; background: #2d3a4a; color: #fff; font-size: 12px; }
  .zone { margin: 3px 0; }
  .zone .title { font-weight: 600; margin-right: 6px; }
  .part { margin: 2px 0 2px 12px; }
  .cards { display: flex; flex-wrap: wrap; gap: 5px; margin-top: 2px; }
  .card { border: 1px solid #888; border-radius: 4px; padding: 3px 6px; background: #fffdf6; max-width: 230px; }
  .card .name { font-weight: 600; }
  .card .stats, .card .type, .card .st { font-size: 12px; color: #444; }
  .card .text { font-size: 11px; color: #555; margin-top: 2px; }
  .hidden { color: #777; font-style: italic; }
  #question { font-weight: 600; margin-bottom: 6px; }
  #options button { display: block; width: 100%; text-align: left; margin: 3px 0; padding: 5px 8px; font: inherit; cursor: pointer; }
  #options button:disabled { cursor: wait; }
  #status { color: #a33; min-height: 1.2em; }
  #result { font-weight: 700; }
  #account { max-height: 55vh; overflow-y: auto; font-size: 12.5px; }
  #account div { white-space: pre-wrap; }
  .d0 { font-weight: 700; margin-top: 6px; } .d1 { font-weight: 600; padding-left: 10px; }
  .d2 { padding-left: 22px; } .d3 { padding-left: 34px; color: #444; }
</style></head>
<body data-answered="" data-over="">
<header><h1>Altered table</h1><span id="you"></span><span id="when"></span><span id="result"></span></header>
<main>
  <div>
    <section><h2 id="track-title"></h2><div id="track"></div></section>
    <div id="players"></div>
  </div>
  <div>
    <section id="decide"><h2>Your decision</h2><div id="question"></div><div id="options"></div><div id="status"></div></section>
    <section><h2>What happened</h2><div id="account"></div></section>
  </div>
</main>
<script>
"use strict";
let view = null;

function el(tag, cls, text) {            // every text from the game goes in as a text node
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = String(text);
  return e;
}

function who(p) { return p === null ? "" : "P" + p + (view.names[p - 1] ? " (" + view.names[p - 1] + ")" : ""); }

function card(c) {
  const d = el("div", "card");
  d.dataset.name = c.name;
  d.appendChild(el("div", "name", c.name));
  if (c.type) d.appendChild(el("div", "type", c.type));
  if (c.stats.length) d.appendChild(el("div", "stats", c.stats.map(s => s[0].replace(/_/g, " ") + " " + s[1]).join(" \u00b7 ")));
  const marks = c.statuses.concat(c.counters.map(k => k[1] + " " + k[0]));
  if (marks.length) d.appendChild(el("div", "st", marks.join(", ")));
  if (c.text) d.appendChild(el("div", "text", c.text));
  return d;
}

function zone(z) {
  const d = el("div", "zone");
  d.dataset.zone = z.zone;
  d.dataset.player = z.player === null ? "" : String(z.player);
  d.appendChild(el("span", "title", z.title + ":"));
  if (z.hidden !== undefined) {
    d.appendChild(el("span", "hidden", z.hidden + (z.hidden === 1 ? " hidden card" : " hidden cards")));
    return d;
  }
  if (!z.cards.length) { d.appendChild(el("span", "hidden", "empty")); return d; }
  if (z.parts.length) {                   // the parts of a zone (Expeditions): one row each
    for (const part of z.parts) {
      const row = el("div", "part");
      row.dataset.part = part;
      row.appendChild(el("span", "title", part + ":"));
      const cs = el("div", "cards");
      z.cards.filter(c => c.part === part).forEach(c => cs.appendChild(card(c)));
      row.appendChild(cs);
      d.appendChild(row);
    }
    return d;
  }
  const cs = el("div", "cards");
  z.cards.forEach(c => cs.appendChild(card(c)));
  d.appendChild(cs);
  return d;
}

function draw(v) {
  view = v;
  document.body.dataset.answered = String(v.answered);
  document.body.dataset.over = v.over ? "yes" : "";
  document.getElementById("you").textContent = "You: " + who(v.player);
  document.getElementById("when").textContent = "Day " + v.day + ", " + v.phase +
    (v.turn ? "; " + who(v.turn) + "'s turn" : "") + "; first player " + who(v.first);
  document.getElementById("result").textContent = v.result || "";
  document.getElementById("track-title").textContent = v.track;
  const track = document.getElementById("track");
  track.replaceChildren();
  v.regions.forEach((r, i) => {
    const d = el("div", "region");
    d.dataset.index = String(i);
    d.appendChild(el("div", "rname", (i + 1) + ". " + (r.name === null ? "?" : r.name)));
    d.appendChild(el("div", "terr", r.terrains.length ? r.terrains.join("/") : "?"));
    r.markers.forEach(m => { const k = el("span", "marker", "P" + m[0] + " " + m[1]); k.dataset.player = String(m[0]); d.appendChild(k); });
    track.appendChild(d);
  });
  const players = document.getElementById("players");
  players.replaceChildren();
  const groups = new Map();
  v.zones.forEach(z => { const k = z.player === null ? 0 : z.player; if (!groups.has(k)) groups.set(k, []); groups.get(k).push(z); });
  const order = [v.player].concat([...groups.keys()].filter(k => k !== v.player && k !== 0)).concat(groups.has(0) ? [0] : []);
  for (const k of order) {
    if (!groups.has(k)) continue;
    const s = el("section", "player");
    s.dataset.player = String(k);
    s.appendChild(el("h2", null, k === 0 ? "Shared" : who(k) + (k === v.player ? " \u2014 you" : "")));
    groups.get(k).forEach(z => s.appendChild(zone(z)));
    players.appendChild(s);
  }
  const options = document.getElementById("options");
  options.replaceChildren();
  document.getElementById("question").textContent =
    v.decision ? v.decision.question : (v.over ? "The game is over." : "Waiting for the other players.");
  if (v.decision) v.decision.options.forEach((label, i) => {
    const b = el("button", null, (i + 1) + ". " + label);
    b.dataset.index = String(i);
    b.addEventListener("click", () => act(i));
    options.appendChild(b);
  });
  const account = document.getElementById("account");
  account.replaceChildren();
  v.account.forEach(([depth, text]) => account.appendChild(el("div", "d" + Math.min(depth, 3), text)));
  account.scrollTop = account.scrollHeight;
}

async function act(i) {
  const status = document.getElementById("status");
  document.querySelectorAll("#options button").forEach(b => { b.disabled = true; });
  status.textContent = "the others are playing\u2026";
  try {
    const r = await fetch("/act", { method: "POST", headers: { "Content-Type": "application/json" },
                                    body: JSON.stringify({ action: i, answered: view.answered }) });
    const got = await r.json();
    status.textContent = "";
    if (r.ok) draw(got);
    else { if (got.view) draw(got.view); status.textContent = got.error; }
  } catch (e) {
    status.textContent = "the table does not answer (was it stopped?)";
    document.querySelectorAll("#options button").forEach(b => { b.disabled = false; });
  }
}

fetch("/view").then(r => r.json()).then(draw)
  .catch(() => { document.getElementById("status").textContent = "the table does not answer (was it stopped?)"; });
</script>
</body></html>
"""
