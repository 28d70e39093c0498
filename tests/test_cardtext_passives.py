

def test_5_1_2_e_cost_increases_and_decreases_are_read():
    from altered.cardtext.api import parse_abilities
    [more] = parse_abilities("Cards your opponents play cost {1} more.")
    assert more["passive"]["on_play"]["cost"] == {"change": 1}
    assert more["passive"]["on_play"]["by"] == "opponent"
    [less] = parse_abilities("Spells you play cost {1} less.")
    assert less["passive"]["on_play"]["cost"] == {"change": -1}
