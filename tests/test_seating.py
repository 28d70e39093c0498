"""Tables of players as data (rules_yaml/multiplayer/): seats, teams, opponents and the facing
Expeditions of each seat (formats.md §2-4; CR 1.2.1.b, 1.2.3.c, 4.2.1.b)."""
from __future__ import annotations

import pytest

from altered.loading.errors import DesignError
from altered.engine.seating import available_tables, load_seating


def test_every_bundled_table_loads():
    assert set(available_tables()) >= {"1v1", "2v2", "ffa"}
    for name in available_tables():
        load_seating(name)


def test_1_2_3_c_two_players_hero_faces_hero_and_companion_faces_companion():
    t = load_seating("1v1")
    assert t.faces(1, "hero") == (2, "hero") and t.faces(2, "companion") == (1, "companion")
    assert t.opponents(1) == [2] and t.opponents(2) == [1]                      # 1.2.1.b


def test_2v2_facing_expeditions_of_each_seat():
    t = load_seating("2v2")
    assert t.teams == ["A", "B", "A", "B"]                                      # teammates across
    expected = {1: {"hero": (2, "hero"), "companion": (4, "companion")},
                2: {"hero": (1, "hero"), "companion": (3, "companion")},
                3: {"hero": (4, "hero"), "companion": (2, "companion")},
                4: {"hero": (3, "hero"), "companion": (1, "companion")}}
    for seat, mine in expected.items():
        for exp, other in mine.items():
            assert t.faces(seat, exp) == other
            assert t.teams[other[0] - 1] != t.teams[seat - 1]                  # never a teammate
        # one Expedition faces each neighbour, both opponents
        assert {t.faces(seat, e)[0] for e in mine} == {t.left(seat), t.right(seat)}
    assert t.opponents(1) == [2, 4] and t.opponents(2) == [3, 1]
    assert t.data["victory"] == "per_team"


def test_ffa_each_player_races_only_its_neighbours_but_all_are_opponents():
    t = load_seating("ffa")
    for seat in range(1, 5):
        assert {t.faces(seat, e)[0] for e in ("hero", "companion")} == {t.left(seat), t.right(seat)}
        assert len(t.opponents(seat)) == 3
    assert t.left(4) == 1 and t.right(1) == 4                                 # 4.2.1.b: Succeed passes to the left


def write(tmp_path, facing, seats=("A", "B", "A", "B")):
    path = tmp_path / "t.yaml"
    lines = ["name: t", f"players: {len(seats)}", "seats:"] + [f"  - {{team: {s}}}" for s in seats]
    lines += ["victory: per_team", "facing:"] + [f"  - [{a}, {b}]" for a, b in facing]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_table_mistakes_point_at_their_line(tmp_path):
    good = [("1.hero", "2.hero"), ("2.companion", "3.companion"), ("3.hero", "4.hero"), ("4.companion", "1.companion")]
    cases = [
        ([("1.hero", "3.hero")] + good[1:], "seats 1 and 3 are teammates"),
        ([("1.hero", "2.hero"), ("2.companion", "3.companion"), ("3.hero", "4.hero"), ("4.companion", "2.hero")],
         "2.hero faces two expeditions"),
        (good[:3], "4.companion faces no expedition"),
        ([("1.heor", "2.hero")] + good[1:], "no expedition 'heor' in '1.heor'; did you mean hero?"),
        ([("1.hero", "5.hero")] + good[1:], "no seat 5"),
    ]
    for facing, message in cases:
        with pytest.raises(DesignError) as e:
            load_seating(write(tmp_path, facing))
        assert message in str(e.value), str(e.value)
        assert f"{tmp_path / 't.yaml'}:" in str(e.value)


def test_only_neighbours_race(tmp_path):
    seats = ("A", "B", "C", "D", "E", "F")
    facing = [("1.hero", "4.hero")] + [(f"{s}.hero", f"{s + 1}.hero") for s in (2,)]
    with pytest.raises(DesignError) as e:
        load_seating(write(tmp_path, facing, seats))
    assert "seats 1 and 4 are not neighbours" in str(e.value)


def test_unknown_table_suggests():
    with pytest.raises(DesignError) as e:
        load_seating("2vs2")
    assert "no table '2vs2'; did you mean 2v2" in str(e.value)
