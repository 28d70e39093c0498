"""Safe by default: a shared log, scenario, roster or deck makes the engine read only where the user
points, nothing is overwritten or lost, and no input crashes, hangs or eats the machine. Each test
reproduces a probe: the hostile file is written to a temporary folder and the command is run on it."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from altered.cli.main import main


def run(capsys, argv):
    code = main([str(a) for a in argv])
    got = capsys.readouterr()
    return code, got.out, got.err.strip()


@pytest.fixture(scope="module")
def log_lines(tmp_path_factory):
    """A short game's log, as lines (the header first)."""
    path = tmp_path_factory.mktemp("log") / "game.jsonl"
    assert main(["play", "--seed", "3", "--log", str(path)]) == 0
    return path.read_text(encoding="utf-8").splitlines()


def write_log(folder: Path, lines, name="game.jsonl", **header) -> Path:
    head = json.loads(lines[0])
    head.update(header)
    path = folder / name
    path.write_text("\n".join([json.dumps(head), *lines[1:]]) + "\n", encoding="utf-8")
    return path


# -- 1. files are read only where the user points ---------------------------------------------------

@pytest.mark.parametrize("named", ["/etc", "/etc/passwd", "../outside", "/"])
def test_a_log_naming_cards_outside_its_folder_is_refused(capsys, tmp_path, log_lines, named):
    (tmp_path / "outside").mkdir()
    (tmp_path / "outside" / "secret.yaml").write_text("password: hunter2\n", encoding="utf-8")
    (tmp_path / "logs").mkdir()
    log = write_log(tmp_path / "logs", log_lines, cards=[named])
    code, out, err = run(capsys, ["replay", log])
    assert code == 1 and "ok" not in out
    assert err == f"{log}:1:1: the card file or folder {named!r} is outside this file's folder and the " \
                  "bundled data; to read it, name its folder on the command line with --allow-path DIR"
    assert "root:" not in err and "hunter2" not in err


def test_allow_path_lets_a_log_read_a_folder_the_command_line_names(capsys, tmp_path, log_lines):
    cards = tmp_path / "cards"
    cards.mkdir()
    (cards / "mine.yaml").write_text("set: {code: TST}\ncards:\n  - ref: TST_1\n    version: TST-001-C\n"
                                     "    name: Tester\n    type: Spell\n    rarity: common\n    hand_cost: 1\n"
                                     "    reserve_cost: 1\n", encoding="utf-8")
    (tmp_path / "logs").mkdir()
    log = write_log(tmp_path / "logs", log_lines, cards=[str(cards)])
    assert run(capsys, ["replay", log])[0] == 1
    code, out, err = run(capsys, ["replay", "--allow-path", cards, log])
    assert code == 0 and out.startswith(f"{log}: ok"), err


def test_a_symbolic_link_out_of_the_folder_is_refused(capsys, tmp_path, log_lines):
    (tmp_path / "link").symlink_to("/etc")
    log = write_log(tmp_path, log_lines, cards=["link"])
    code, _, err = run(capsys, ["replay", log])
    assert code == 1 and "'link' is outside this file's folder" in err


def test_a_scenario_and_a_roster_may_not_name_files_outside_their_folder(capsys, tmp_path):
    scenario = tmp_path / "s.yaml"
    bundled = (Path(__file__).parent / "scenarios" / "rest-fleeting.yaml").read_text(encoding="utf-8")
    scenario.write_text("cards: [/etc/passwd]\n" + bundled, encoding="utf-8")
    code, out, _ = run(capsys, ["scenario", scenario])
    assert code == 1 and f"{scenario}:1:9: the card file '/etc/passwd' is outside this file's folder" in out
    assert "root:" not in out
    roster = tmp_path / "roster.yaml"
    roster.write_text("- ../../../../etc/passwd\n- muna\n", encoding="utf-8")
    code, _, err = run(capsys, ["simulate", "--games", "1", "--roster", roster])
    assert code == 1 and err.startswith(f"{roster}:1:3: the deck file '../../../../etc/passwd' is outside")


@pytest.mark.parametrize("special", ["fifo", "/dev/zero"])
@pytest.mark.parametrize("command", [["replay"], ["check", "--cards"], ["deck", "check"], ["scenario"]])
def test_a_fifo_or_a_device_is_refused_without_reading(capsys, tmp_path, special, command):
    path = tmp_path / "f.yaml"
    if special == "fifo":
        os.mkfifo(path)                      # opening it to read would block until a writer came
    else:
        path = Path(special)
    code, out, err = run(capsys, [*command, path])
    assert code == 1
    assert f"{path}: " in out + err and "not a regular file (a pipe, a device or a socket); give a file" in out + err


def test_a_file_over_the_size_limit_is_refused(capsys, tmp_path, monkeypatch):
    from altered.loading import yamlio
    monkeypatch.setattr(yamlio, "MAX_BYTES", 1024 * 1024)
    path = tmp_path / "big.yaml"
    path.write_text(("# " + "x" * 80 + "\n") * (1024 * 1024 // 80), encoding="utf-8")
    code, _, err = run(capsys, ["check", "--cards", path])
    assert code == 1 and err == f"{path}: larger than 1 MB: too large to be read"


@pytest.mark.parametrize("key, value, expected", [
    ("max_days", "x", "the header's max_days should be a whole number of days, at least 1"),
    ("seed", [1, 2], "the header's seed should be a whole number"),
    ("agent", 5, "the header's agent should be an agent's name"),
    ("decks", [{"name": 1}], "the header's decks should be a list of the decks of two or more players"),
    ("variants", [{"name": 3}], "the header's variants should be a list of {\"name\": ...}"),
])
def test_wrong_value_types_in_a_log_header(capsys, tmp_path, log_lines, key, value, expected):
    log = write_log(tmp_path, log_lines, **{key: value})
    code, _, err = run(capsys, ["replay", log])
    column = log.read_text(encoding="utf-8").split("\n")[0].find(f'"{key}"') + 1
    assert code == 1 and err.startswith(f"{log}:1:{column}: {expected}"), err


def test_deeply_nested_json_in_a_log_line(capsys, tmp_path, log_lines):
    log = tmp_path / "deep.jsonl"
    log.write_text(log_lines[0] + "\n" + "[" * 100_000 + "]" * 100_000 + "\n", encoding="utf-8")
    code, _, err = run(capsys, ["replay", log])
    assert code == 1 and err == f"{log}:2:1: nested too deeply to be an event", err


# -- 2. nothing overwritten or lost -----------------------------------------------------------------

def _official(tmp_path) -> Path:
    """Sixteen records of the core set in the official JSON format (set code BTG: cards_dsl/btg/ by default)."""
    out = tmp_path / "CORE_EN-sample.json"
    out.write_bytes((Path(__file__).parent / "data" / "official" / "CORE_EN-sample.json").read_bytes())
    return out


def test_import_set_into_a_folder_holding_card_files_is_refused_without_force(capsys, tmp_path):
    source = _official(tmp_path)
    folder = tmp_path / "mine"
    run(capsys, ["import-set", source, "--out", folder])
    written = sorted(folder.glob("*.yaml"))
    assert run(capsys, ["import-set", source, "--out", folder])[0] != 2    # the same again: nothing changes
    edited = written[0]
    edited.write_text(edited.read_text(encoding="utf-8") + "# my edit\n", encoding="utf-8")
    before = {p: p.read_bytes() for p in written}
    code, _, err = run(capsys, ["import-set", source, "--out", folder])
    assert code == 1 and err == f"{folder}: already holds 1 card file the import would change (e.g. " \
                                 f"{edited.name}: edited, or another set's); give another --out folder, or " \
                                 "--force to replace it"
    assert {p: p.read_bytes() for p in written} == before                 # nothing written
    run(capsys, ["import-set", source, "--out", folder, "--force"])
    assert "# my edit" not in edited.read_text(encoding="utf-8")
    assert [p.name for p in folder.iterdir() if p.name.startswith(".")] == []   # no temporary file left


def test_import_set_never_replaces_a_bundled_set_by_default(capsys, tmp_path):
    from altered.loading.paths import CARDS_DIR
    source = _official(tmp_path)
    before = {p: p.read_bytes() for p in CARDS_DIR.rglob("*.yaml")}
    code, _, err = run(capsys, ["import-set", source])       # the default folder: the bundled set's own
    assert code == 1 and "already holds" in err and "--force" in err
    assert {p: p.read_bytes() for p in CARDS_DIR.rglob("*.yaml")} == before


def test_import_set_out_naming_a_file(capsys, tmp_path):
    source = _official(tmp_path)
    code, _, err = run(capsys, ["import-set", source, "--out", source])
    assert code == 1 and err == f"{source}: is a file; --out names the folder to write the card files in"


def _interrupt_after(monkeypatch, decisions):
    """Ctrl-C pressed while the random agent makes its ``decisions + 1``-th decision."""
    from altered.engine.decisions import RandomAgent
    choose, made = RandomAgent.choose, []

    def interrupted(self, *args, **kw):
        if len(made) == decisions:
            raise KeyboardInterrupt
        made.append(1)
        return choose(self, *args, **kw)
    monkeypatch.setattr(RandomAgent, "choose", interrupted)


def test_play_log_interrupted_keeps_the_decisions_made(capsys, tmp_path, monkeypatch):
    log = tmp_path / "game.jsonl"
    log.write_text("an older log\n", encoding="utf-8")
    _interrupt_after(monkeypatch, 20)
    with pytest.raises(SystemExit) as stop:
        main(["play", "--seed", "3", "--log", str(log)])
    assert stop.value.code == 130
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and err.endswith(f"{log} holds its 20 decisions")
    monkeypatch.undo()
    from altered.engine import gamelog
    kept = gamelog.read(log)
    assert kept.tail is None and len(kept.choices) == 20
    assert [p.name for p in tmp_path.iterdir()] == ["game.jsonl"]        # no temporary file left
    code, out, _ = run(capsys, ["replay", log])                          # honest: not a whole game
    assert code == 1 and "the log has no last line" in out and "its " in out


def test_replay_refuses_a_log_whose_result_line_was_cut_off(capsys, tmp_path, log_lines):
    log = tmp_path / "cut.jsonl"
    log.write_text("\n".join(log_lines[:-1]) + "\n", encoding="utf-8")
    code, out, _ = run(capsys, ["replay", log])
    assert code == 1 and out.startswith(f"{log}: the log has no last line")


def test_play_log_failing_keeps_the_game_up_to_the_failure(capsys, tmp_path, monkeypatch):
    """The log is written as the game goes (kill -9 keeps it too: test_log_as_it_goes.py): an agent that
    fails at its first decision leaves the header and the set-up, which replay refuses as truncated."""
    from altered.engine.decisions import RandomAgent
    log = tmp_path / "game.jsonl"
    log.write_text("an older log\n", encoding="utf-8")
    monkeypatch.setattr(RandomAgent, "choose", lambda *a, **k: 1 / 0)
    assert main(["play", "--log", str(log)]) == 2
    monkeypatch.undo()
    rows = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert rows[0]["e"] == "game" and not any(r["e"] in ("choice", "result") for r in rows)
    assert [p.name for p in tmp_path.iterdir()] == ["game.jsonl"]
    code, out, _ = run(capsys, ["replay", log])
    assert code == 1 and "the log is truncated" in out


def test_soak_out_naming_a_file_is_refused_before_any_game(capsys, tmp_path):
    existing = tmp_path / "notes.txt"
    existing.write_text("my notes\n", encoding="utf-8")
    code, out, err = run(capsys, ["soak", "--games", "1", "--out", existing])
    assert code == 1 and out == "" and err == f"{existing}: is a file; --out names the folder for the logs " \
                                             "of failing games"
    assert existing.read_text(encoding="utf-8") == "my notes\n"


def test_soak_interrupted_summarises_the_games_played(capsys, tmp_path, monkeypatch):
    from altered.simulation import soak as soak_mod
    one, played = soak_mod.soak_one, []

    def interrupted(*args, **kw):
        if len(played) == 2:
            raise KeyboardInterrupt
        played.append(1)
        return one(*args, **kw)
    monkeypatch.setattr(soak_mod, "soak_one", interrupted)
    code, out, err = run(capsys, ["soak", "--games", "5", "--jobs", "1", "--out", tmp_path / "f"])
    assert code == 130 and "2 games, " in out and "interrupted after 2 of 5 games" in err


# -- 3. bounded ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    " ".join(["Draw a card."] * 1000),                             # 1,000 sentences
    "Draw a card" + " and draw a card" * 1000 + ".",               # a chain of 1,000 "and draw a card"
    "Sacrifice a " + "Boosted " * 300 + "Character.",              # 300 stacked qualifiers
])
def test_a_long_card_text_is_refused_at_the_word_past_the_limit(capsys, text):
    from altered.cardtext.larkgrammar import MAX_TOKENS
    from altered.cardtext.tokens import tokenize
    code, _, err = run(capsys, ["explain", text])
    column = tokenize(text)[MAX_TOKENS].start + 1
    assert code == 1
    assert err.splitlines()[0] == f"<input>:1:{column}: an ability of {len(tokenize(text))} words and marks; " \
                                  f"at most {MAX_TOKENS} are read (write it as several abilities)"


def test_the_longest_printed_abilities_are_within_the_limit():
    from altered.cardtext.larkgrammar import MAX_TOKENS
    from altered.cardtext.tokens import tokenize
    from altered.cardtext.split import split_abilities
    from altered.loading.cards.catalog import load_catalog
    longest = max(len(tokenize(p.text)) for c in load_catalog() for t in (c.text, c.support_text) if t
                  for p in split_abilities(t))
    assert longest * 2 <= MAX_TOKENS


def test_explain_jsonl_with_a_100_kb_text_and_texts_of_other_types(monkeypatch, capsys):
    import io
    import random
    words = "Draw a card and Sacrifice Character target you control . , then When {R} gains 2 or".split()
    rng = random.Random(1)
    big = " ".join(rng.choice(words) for _ in range(30_000))[:100_000]
    lines = [json.dumps({"text": big}), '{"text": 5}', '{"text": null}', '{"text": [1, 2]}', "Draw a card."]
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(lines) + "\n"))
    assert main(["explain", "--jsonl"]) == 0
    out = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [o["ok"] for o in out] == [False, False, False, False, True]      # the batch goes on
    assert "at most 120 are read" in out[0]["error"]
    assert out[1]["error"] == '2:1: "text" should be a card text in quotes, not 5'
    assert out[2]["error"] == '3:1: "text" should be a card text in quotes, not null'


@pytest.mark.parametrize("count, shown", [("1000000000", "1,000,000,000"), ("10000000000", "10,000,000,000"),
                                          ("1" + "0" * 100, "more than 10^12")])
def test_a_huge_deck_count_is_told_before_memory_is_spent(capsys, tmp_path, count, shown):
    plain = tmp_path / "plain.txt"
    plain.write_text(f"1 BTG-004-C\n{count} BTG-010-C\n", encoding="utf-8")
    code, _, err = run(capsys, ["deck", "check", plain])
    assert code == 1 and f"{plain}:2:1: {shown} copies of a card: a deck list holds at most 1,000 cards in all" in err
    listed = tmp_path / "listed.yaml"
    listed.write_text(f"name: X\nformat: constructed\nhero: Sierra & Oddball\ncards:\n"
                      f"  - {{count: {count}, card: BTG-004-C}}\n", encoding="utf-8")
    code, _, err = run(capsys, ["deck", "check", listed])
    assert code == 1 and f"{listed}:5:13: {shown} copies of a card" in err


def test_deeply_nested_json_in_a_set_to_import(capsys, tmp_path):
    source = tmp_path / "deep.json"
    source.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    code, _, err = run(capsys, ["import-set", source, "--out", tmp_path / "out"])
    assert code == 1 and err == f"{source}:1:1: nested too deeply to be a list of card records"


@pytest.fixture(scope="module")
def records(tmp_path_factory):
    path = tmp_path_factory.mktemp("study") / "records.jsonl"
    assert main(["simulate", "--games", "3", "--jobs", "1", "--out", str(path)]) == 0
    lines = path.read_text(encoding="utf-8").splitlines()
    return json.loads(lines[0]), [json.loads(line) for line in lines[1:]]


def _records_file(folder, head, rows) -> Path:
    path = folder / "r.jsonl"
    path.write_text("\n".join(json.dumps(r) if not isinstance(r, str) else r for r in [head, *rows]) + "\n",
                    encoding="utf-8")
    return path


@pytest.mark.parametrize("change, expected", [
    (lambda h, r: h["study"].update(shard="x"), ":1:1: the study's description (the first line) lacks"),
    (lambda h, r: h["study"].update(kind=3), ":1:1: the study's description (the first line) lacks"),
    (lambda h, r: r[1].pop("winner"), ": game 1: not a record this study writes (an edited file?)"),
    (lambda h, r: r[2].update(days=[1]), ": game 2: not a record this study writes (an edited file?)"),
    (lambda h, r: r[1].update(game="1"), ":3:1: expected a game's record, with its game number (\"game\")"),
    (lambda h, r: r.__setitem__(1, 5), ":3:1: expected a game's record, with its game number (\"game\")"),
    (lambda h, r: r.__setitem__(1, "[" * 100_000), ":3: not a JSON line"),
])
def test_merge_of_malformed_records(capsys, tmp_path, records, change, expected):
    head, rows = json.loads(json.dumps(records[0])), json.loads(json.dumps(records[1]))
    change(head, rows)
    path = _records_file(tmp_path, head, rows)
    code, _, err = run(capsys, ["merge", path])
    assert code == 1 and err.startswith(f"{path}{expected}"), err


def test_resume_refuses_a_save_whose_random_states_were_changed(capsys, tmp_path):
    save = tmp_path / "save.jsonl"
    assert main(["play", "--seed", "4", "--stop-after", "10", "--save", str(save)]) == 0
    lines = save.read_text(encoding="utf-8").splitlines()
    tail = json.loads(lines[-1])
    tail["agents"][0][1][5] ^= 1                           # one bit of player 1's generator
    save.write_text("\n".join([*lines[:-1], json.dumps(tail)]) + "\n", encoding="utf-8")
    capsys.readouterr()
    code, out, err = run(capsys, ["resume", save])
    assert code == 1 and out == "" and err == f"{save}:{len(lines)}:1: the save's random states or choices are " \
        "not those it was saved with (its sha256 differs): resuming would play another game; save it again"
    tail["agents"][0][1] = tail["agents"][0][1][:10]      # a state of the wrong size
    save.write_text("\n".join([*lines[:-1], json.dumps(tail)]) + "\n", encoding="utf-8")
    code, _, err = run(capsys, ["resume", save])
    assert code == 1 and err.startswith(f"{save}:{len(lines)}:") and "'agents' is missing or of the wrong type" in err


# -- 4. typed, and honest results -----------------------------------------------------------------------

@pytest.mark.parametrize("written, read", [("010", 10), ("0o10", 8), ("0x1F", 31), ("1:30", "1:30"),
                                           ("12:30:00", "12:30:00"), ("1_000", "1_000"), ("-3", -3)])
def test_yaml_numbers_follow_the_yaml_1_2_core_schema(written, read):
    from altered.loading.yamlio import load_text
    assert load_text(f"hand_cost: {written}\n")["hand_cost"] == read


def test_a_card_cost_written_010_is_ten_not_eight(tmp_path):
    from altered.loading.cards.catalog import load_catalog
    path = tmp_path / "mine.yaml"
    path.write_text("set: {code: TST}\ncards:\n  - ref: TST_1\n    version: TST-001-C\n    name: Tenner\n"
                    "    type: Spell\n    rarity: common\n    hand_cost: 010\n    reserve_cost: 1\n", encoding="utf-8")
    [card] = load_catalog(path).cards
    assert card.base["hand_cost"] == 10


@pytest.mark.parametrize("name, message", [
    ("Kap\u200bpa", "an invisible or control character (U+200B, ZERO WIDTH SPACE) in this text; delete it"),
    ("Kappa\u202e", "an invisible or control character (U+202E, RIGHT-TO-LEFT OVERRIDE) in this text; delete it"),
    ("\"Kappa\\x1b]0;owned\\x07\"", "an invisible or control character (U+001B, a control character)"),
    ("K\u0430ppa", "the word 'K\u0430ppa' mixes letters of several alphabets (CYRILLIC, LATIN)"),
])
def test_names_with_invisible_characters_or_look_alike_letters_are_refused(capsys, tmp_path, name, message):
    path = tmp_path / "mine.yaml"
    path.write_text(f"set: {{code: TST}}\ncards:\n  - ref: TST_1\n    version: TST-001-C\n    name: {name}\n"
                    "    type: Spell\n    rarity: common\n    hand_cost: 1\n    reserve_cost: 1\n", encoding="utf-8")
    code, _, err = run(capsys, ["check", "--cards", path])
    assert code == 1 and err.startswith(f"{path}:5:11: {message}"), err
    assert "\x1b" not in err


def test_names_are_nfc_normalised():
    from altered.loading.yamlio import load_text
    assert load_text("name: \"Issun-bo\u0304shi\"\n")["name"] == "Issun-b\u014dshi"


def test_control_characters_in_a_message_are_shown_escaped():
    from altered.loading.errors import DesignError
    assert str(DesignError("unknown card 'a\x1b[2J'", "deck\r.txt", 1, 2)) == "deck\\x0d.txt:1:2: unknown card 'a\\x1b[2J'"


def test_a_log_naming_a_deck_with_an_escape_sequence_is_refused(capsys, tmp_path, log_lines):
    head = json.loads(log_lines[0])
    head["decks"][0]["name"] = "\x1b]0;owned\x07"
    log = write_log(tmp_path, [json.dumps(head), *log_lines[1:]])
    code, _, err = run(capsys, ["replay", log])
    assert code == 1 and "the header's decks should be a list of the decks of two or more players, each with a " \
                         "name (without control characters)" in err and "\x1b" not in err


def test_check_of_an_empty_folder_checked_nothing(capsys, tmp_path):
    code, out, err = run(capsys, ["check", tmp_path])
    assert code == 1 and out == "" and err == f"{tmp_path}: no card files (*.yaml with set: and cards:) in this folder"


def test_explain_cards_refuses_a_file_that_is_not_a_card_file(capsys):
    deck = Path(__file__).parents[1] / "cards_dsl" / "decks" / "axiom.yaml"
    code, _, err = run(capsys, ["explain", "--cards", deck, "Draw a card."])
    assert code == 1 and err == f"{deck}: --cards: not a card file (a YAML file with set: and cards:)"


def test_the_viewer_page_holds_any_name(capsys, tmp_path, log_lines):
    head = json.loads(log_lines[0])
    head["decks"][0]["name"], head["decks"][1]["name"] = "<!--<script>", "__DATA__"
    log = write_log(tmp_path, [json.dumps(head), *log_lines[1:]])
    page = tmp_path / "game.html"
    assert main(["view", str(log), "-o", str(page)]) == 0
    html = page.read_text(encoding="utf-8")
    assert "<title>&lt;!--&lt;script&gt; vs __DATA__ (seed 3)</title>" in html
    script = html.split('<script type="application/json" id="game-data">', 1)[1].split("</script>", 1)[0]
    assert "<" not in script and ">" not in script                  # nothing in the data can end or bend it
    assert json.loads(script)["players"][:2] == ["<!--<script>", "__DATA__"]


def test_a_replacing_card_must_keep_the_version_of_the_card_it_replaces(capsys, tmp_path):
    """A card that replaces Kelon Elemental's reference but calls itself Foundry Mechanic (BTG-004-C) would
    take Kelon Elemental (BTG-010-C) out of the catalog, and the bundled Axiom deck with it."""
    mine = tmp_path / "mine.yaml"
    mine.write_text("set: {code: BTG}\ncards:\n  - ref: ALT_CORE_B_AX_04_C\n    version: BTG-004-C\n"
                    "    name: Foundry Mechanic\n    faction: Axiom\n    type: Character\n    rarity: common\n"
                    "    hand_cost: 2\n    reserve_cost: 1\n    forest: 0\n    mountain: 1\n    water: 1\n"
                    "    replaces: true\n", encoding="utf-8")
    code, out, err = run(capsys, ["play", "--deck1", "axiom", "--cards", mine])
    assert code == 1 and out == ""
    assert err.startswith(f"{mine}:3: card 'ALT_CORE_B_AX_04_C' replaces Kelon Elemental (BTG-010-C, ")
    assert err.endswith("but is version BTG-004-C: a replacement keeps the version code of the card it replaces "
                        "(check the reference)")
    same = mine.read_text(encoding="utf-8").replace("ALT_CORE_B_AX_04_C", "ALT_CORE_B_AX_07_C")
    mine.write_text(same, encoding="utf-8")                 # Foundry Mechanic's own reference: it plays
    code, out, err = run(capsys, ["play", "--deck1", "axiom", "--cards", mine])
    assert code == 0, err


def test_a_symbolic_link_out_of_a_card_folder_is_refused(tmp_path, capsys):
    """A folder given with --cards reads its own files only: a link in it to a file elsewhere (/etc/hostname)
    is refused by name, the file it leads to never read."""
    folder = tmp_path / "set"
    folder.mkdir()
    (folder / "b.yaml").symlink_to("/etc/hostname")
    code, out, err = run(capsys, ["check", "--cards", folder])
    assert code == 1 and "a symbolic link to a file outside" in err and "b.yaml" in err


def test_ctrl_c_while_the_command_line_loads_is_one_line(monkeypatch, capsys):
    """Ctrl-C in the first moments, as the package is imported (before main runs): one line, exit 130."""
    import sys

    from altered import __main__ as entry

    class Interrupting:
        def find_spec(self, name, path=None, target=None):
            if name == "altered.cli.main":
                raise KeyboardInterrupt
            return None
    monkeypatch.delitem(sys.modules, "altered.cli.main", raising=False)
    monkeypatch.setattr(sys, "meta_path", [Interrupting(), *sys.meta_path])
    assert entry.main() == 130
    assert capsys.readouterr().err == "interrupted\n"


def test_ctrl_c_wrapped_by_python_in_another_error_is_one_line(monkeypatch, capsys):
    """A Ctrl-C while a class is being made reaches us as a RuntimeError (Python 3.11 wraps what
    ``__set_name__`` raises): still "interrupted", exit 130, not an internal error."""
    from altered.cli import main as cli

    def making_a_class(args):
        try:
            raise KeyboardInterrupt
        except KeyboardInterrupt as e:
            raise RuntimeError("Error calling __set_name__ on 'Field' instance 'filter' in 'Noun'") from e
    monkeypatch.setattr(cli, "_outputs_apart", making_a_class)
    assert cli.main(["check"]) == 130
    assert capsys.readouterr().err == "interrupted\n"


def test_a_symbolic_link_to_a_folder_outside_a_card_folder_is_refused(tmp_path, capsys):
    """A link to a folder elsewhere is refused by name too, not passed over without a word (the folder's
    search does not go into linked folders)."""
    outside = tmp_path / "outside"
    outside.mkdir()
    folder = tmp_path / "set"
    folder.mkdir()
    (folder / "own.yaml").write_text("set: {code: TST}\ncards:\n  - ref: TST_1\n    version: TST-001-C\n"
                                     "    name: Tester\n    type: Spell\n    rarity: common\n    hand_cost: 1\n"
                                     "    reserve_cost: 1\n", encoding="utf-8")
    (folder / "sub").symlink_to(outside)
    code, _, err = run(capsys, ["check", "--cards", folder])
    assert code == 1 and err == f"{folder / 'sub'}: a symbolic link to a folder outside {folder}: give that " \
                                "folder itself if it is meant"


# -- found by the outside probes (a hostile user's command lines, each run as its own process) ----------------

def _inputs(tmp_path, log_lines):
    (tmp_path / "g.jsonl").write_text("\n".join(log_lines) + "\n", encoding="utf-8")
    deck = Path(__file__).parents[1] / "cards_dsl" / "decks" / "axiom.yaml"
    (tmp_path / "d.yaml").write_bytes(deck.read_bytes())
    return tmp_path / "g.jsonl", tmp_path / "d.yaml"


@pytest.mark.parametrize("argv, option", [
    (["view", "{g}", "-o", "{g}"], "-o"),
    (["play", "--deck1", "{d}", "--log", "{d}"], "--log"),
    (["deck", "export", "{d}", "-o", "{d}"], "--out"),
    (["resume", "{g}", "--log", "{g}"], "--log"),
    (["simulate", "--games", "1", "--deck1", "{d}", "--cards-plot", "{d}"], "--cards-plot"),
])
def test_an_output_that_is_an_input_is_refused_before_it_is_touched(capsys, tmp_path, log_lines, argv, option):
    log, deck = _inputs(tmp_path, log_lines)
    before = {p: p.read_bytes() for p in (log, deck)}
    named = [a.format(g=log, d=deck) for a in argv]
    code, out, err = run(capsys, named)
    assert code == 1 and err == f"{named[-1]}: {option} names a file this command reads ({named[-1]}); give " \
                                "another file to write"
    assert {p: p.read_bytes() for p in (log, deck)} == before


@pytest.mark.parametrize("argv, option", [
    (["view", "{g}", "-o", "/dev/full"], "-o"),
    (["deck", "export", "axiom", "-o", "/dev/full"], "-o"),
    (["simulate", "--games", "2", "--jobs", "1", "--quiet", "--out", "/dev/full"], "--out"),
])
def test_a_full_disk_is_one_line(capsys, tmp_path, log_lines, argv, option):
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full here")
    log, _ = _inputs(tmp_path, log_lines)
    code, _, err = run(capsys, [a.format(g=log) for a in argv])
    assert code == 1 and err.splitlines()[-1] == f"/dev/full: {option}: writing failed: No space left on device"


@pytest.mark.parametrize("argv", [
    ["play", "--deck1", "nosuchdeck", "--log", "{k}"],
    ["cards", "report", "{t}/nosuch.jsonl", "--plot", "{k}"],
    ["simulate", "--games", "1", "--deck1", "nosuchdeck", "--out", "{k}"],
])
def test_a_command_that_fails_leaves_its_output_file_as_it_was(capsys, tmp_path, argv):
    keep = tmp_path / "keep.txt"
    keep.write_text("my notes\n", encoding="utf-8")
    assert run(capsys, [a.format(k=keep, t=tmp_path) for a in argv])[0] == 1
    assert keep.read_text(encoding="utf-8") == "my notes\n"
    assert [p.name for p in tmp_path.iterdir()] == ["keep.txt"]          # no temporary file left


def test_a_pipe_no_program_reads_is_refused_as_a_log(capsys, tmp_path):
    pipe = tmp_path / "p"
    os.mkfifo(pipe)                            # opening it to write would wait for a reader for ever
    code, _, err = run(capsys, ["play", "--log", pipe])
    assert code == 1 and err == f"{pipe}: --log: a pipe no program reads; give a file"


@pytest.mark.parametrize("argv", [["gauntlet", "F", "axiom", "--games", "1"], ["compare", "standard", "F", "--games", "1"],
                                  ["cards", "impact", "F", "--games", "1"],
                                  ["sweep", "day.max_days=6,8", "--games", "1", "--variant", "F"]])
def test_a_study_reads_its_deck_and_variant_files_as_every_command_does(capsys, tmp_path, argv):
    """The studies read the files they ship to their workers whole: a FIFO or a device is refused, not
    waited on or read without end."""
    pipe = tmp_path / "f.yaml"
    os.mkfifo(pipe)
    for special in (pipe, "/dev/zero"):
        code, _, err = run(capsys, [str(special) if a == "F" else a for a in argv])
        assert code == 1 and err.splitlines()[-1] == f"{special}: not a regular file (a pipe, a device or a " \
                                                     "socket); give a file"


def test_a_record_file_of_one_endless_line_is_refused(capsys, tmp_path, monkeypatch):
    from altered.loading import yamlio
    monkeypatch.setattr(yamlio, "MAX_RECORD_LINE", 1024)
    path = tmp_path / "zeros.jsonl"
    path.write_bytes(b"\0" * 4096)
    for argv in (["merge", path], ["cards", "report", path]):
        code, _, err = run(capsys, argv)
        assert code == 1 and err == f"{path}:1: line 1 is longer than 0 MB: too long to be read", err   # (1 kB)


@pytest.mark.parametrize("argv", [["simulate", "--games", "1" + "0" * 13], ["soak", "--games", "1" + "0" * 13],
                                  ["gauntlet", "axiom", "muna", "--games", "1" + "0" * 13]])
def test_a_count_of_games_past_the_limit_is_refused(capsys, argv):
    code, _, err = run(capsys, argv)
    assert code == 1 and err == "--games: 10,000,000,000,000 is more than the 1,000,000,000,000 this option takes"


def test_soak_jobs_are_at_most_the_cores(capsys, tmp_path):
    from altered.simulation.simulate import default_jobs
    code, out, err = run(capsys, ["soak", "--games", "1", "--jobs", "100000", "--out", tmp_path / "f", "--quiet"])
    assert code == 0 and err.splitlines()[0] == f"--jobs: 100000 is more than the {default_jobs()} cores; " \
                                                f"using {default_jobs()}"


def test_an_edition_is_a_name_never_a_path(capsys):
    code, _, err = run(capsys, ["play", "--edition", "../../../../etc"])
    assert code == 1 and err.endswith("no rules edition '../../../../etc' (known: 5.0)")


def test_line_separators_in_a_message_are_shown_escaped():
    """U+2028 and U+2029 end a line on some terminals: a message stays one line."""
    from altered.loading.errors import DesignError
    assert str(DesignError("no deck 'a\u2028b\u2029'", "<command line>")) == "<command line>: no deck 'a\\u2028b\\u2029'"


def test_an_output_that_cannot_show_a_letter_escapes_it():
    """Standard output in ASCII (PYTHONIOENCODING=ascii, LANG=C on an old system): the account's dashes and
    names are escaped, not an internal error."""
    import subprocess
    import sys
    env = {**os.environ, "PYTHONIOENCODING": "ascii"}
    done = subprocess.run([sys.executable, "-m", "altered", "play", "--seed", "3"], capture_output=True, env=env,
                          timeout=300)
    assert done.returncode == 0, done.stderr.decode()[-500:]
    assert b"\\u2014" in done.stdout or b"\\xe9" in done.stdout or b"\\u" in done.stdout


def test_soak_workers_end_with_their_parent(tmp_path):
    """kill -9 of a soak on two processes: its workers notice their parent is gone and end (as simulate's)."""
    import signal
    import subprocess
    import sys
    import time
    soak = subprocess.Popen([sys.executable, "-m", "altered", "soak", "--games", "2000", "--jobs", "2", "--quiet",
                             "--out", str(tmp_path / "f")], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def workers():
        try:
            return [int(p) for p in Path(f"/proc/{soak.pid}/task/{soak.pid}/children").read_text().split()]
        except OSError:
            return []
    try:
        for _ in range(1200):                  # until both workers have started (or the soak stopped)
            if len(workers()) >= 2 or soak.poll() is not None:
                break
            time.sleep(0.1)
        started = workers()
        assert len(started) >= 2 and soak.poll() is None
    finally:
        os.kill(soak.pid, signal.SIGKILL)
        soak.wait()

    def alive(pid):
        try:
            return Path(f"/proc/{pid}/stat").read_text().split()[2] != "Z"
        except OSError:
            return False
    for _ in range(600):                       # each worker looks for its parent once a second
        if not any(alive(p) for p in started):
            break
        time.sleep(0.1)
    assert not any(alive(p) for p in started)


@pytest.mark.parametrize("argv", [["check", "--cards", "{f}"], ["deck", "check", "{f}"], ["rules", "show", "--variant", "{f}"]])
def test_a_number_of_thousands_of_digits_in_yaml_is_located(capsys, tmp_path, argv):
    """Python reads at most 4,300 digits: past that, the file's place, not an internal error."""
    path = tmp_path / "f.yaml"
    path.write_text("name: x\ncount: " + "9" * 5000 + "\n", encoding="utf-8")
    code, _, err = run(capsys, [a.format(f=path) for a in argv])
    assert code == 1 and err == f"{path}:2:8: YAML syntax: a number of 5,000 digits: too large", err


def test_explain_shows_marks_that_reorder_text_escaped(capsys):
    """A right-to-left override in a text (which would turn what follows around on the terminal) is shown
    as its code, in the error and in the text quoted."""
    code, out, err = run(capsys, ["explain", "Draw a \u202ecard."])
    assert code == 1 and "\u202e" not in out + err and "\\u202e" in err


def test_a_name_is_one_line(capsys, tmp_path, log_lines):
    """A line break in a card's, a deck's or a logged deck's name would print as two lines."""
    card = tmp_path / "c.yaml"
    card.write_text("set: {code: TST}\ncards:\n  - ref: TST_1\n    version: TST-001-C\n    name: \"Kap\\npa\"\n"
                    "    type: Spell\n    rarity: common\n    hand_cost: 1\n    reserve_cost: 1\n", encoding="utf-8")
    code, _, err = run(capsys, ["check", "--cards", card])
    assert code == 1 and err == f"{card}:5:11: expected a name on one line (no line break or tab), got 'Kap\\npa' " \
                                "[at $.cards[0].name]"
    deck = tmp_path / "d.yaml"
    axiom = (Path(__file__).parents[1] / "cards_dsl" / "decks" / "axiom.yaml").read_text(encoding="utf-8")
    deck.write_text(axiom.replace("name: Axiom Foundry", "name: \"Axiom\\nFoundry\""), encoding="utf-8")
    code, _, err = run(capsys, ["deck", "check", deck])
    assert code == 1 and "expected a name on one line (no line break or tab)" in err
    head = json.loads(log_lines[0])
    head["decks"][0]["name"] = "Bravos\nHaven"
    log = write_log(tmp_path, [json.dumps(head), *log_lines[1:]])
    code, _, err = run(capsys, ["replay", log])
    assert code == 1 and "the header's decks should be a list of the decks of two or more players" in err


def test_a_log_of_another_format_is_refused(capsys, tmp_path, log_lines):
    log = write_log(tmp_path, log_lines, format=99)
    code, _, err = run(capsys, ["replay", log])
    assert code == 1 and err == f"{log}:1:15: the header's format should be 1, the log format this engine reads"


def test_json_numbers_of_thousands_of_digits_are_located(capsys, tmp_path, log_lines):
    big = "9" * 5000
    log = tmp_path / "g.jsonl"
    log.write_text(log_lines[0] + "\n" + '{"e": "choice", "index": ' + big + "}\n", encoding="utf-8")
    code, _, err = run(capsys, ["replay", log])
    assert code == 1 and err.startswith(f"{log}:2:1: not a JSON line: Exceeds the limit (4300 digits)"), err
    source = tmp_path / "o.json"
    source.write_text(big, encoding="utf-8")
    code, _, err = run(capsys, ["import-set", source, "--out", tmp_path / "out"])
    assert code == 1 and err.startswith(f"{source}: not valid JSON: Exceeds the limit (4300 digits)"), err


def test_a_record_file_whose_seed_is_not_a_number_is_refused(capsys, tmp_path):
    records = tmp_path / "r.jsonl"
    assert main(["simulate", "--games", "2", "--jobs", "1", "--quiet", "--out", str(records)]) == 0
    lines = records.read_text(encoding="utf-8").splitlines()
    head = json.loads(lines[0])
    head["study"]["seed"] = [1]
    records.write_text("\n".join([json.dumps(head), *lines[1:]]) + "\n", encoding="utf-8")
    capsys.readouterr()
    code, _, err = run(capsys, ["merge", records])
    assert code == 1 and err.startswith(f"{records}:1:1: the study's description (the first line) lacks")
