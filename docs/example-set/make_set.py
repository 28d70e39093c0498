"""Writes THAW_EN.json, the invented set "Echoes of the Thaw" in the official JSON format (the records
api.altered.gg returns), from the table below. Run it after editing the table."""
import json
from pathlib import Path

SET, CODE, NAME = "THAW", "THW", "Echoes of the Thaw"
FACTIONS = {"LY": "Lyra", "MU": "Muna"}
# (faction, type, name, hand, reserve, (forest, mountain, water) or None, sub-types, text, support)
CARDS = [
    ("LY", "HERO", "Ilsa & Thrum", None, None, None, [], "When you make a Gift — You may exhaust me to also receive it.", ""),
    ("LY", "CHARACTER", "Glimmer Courier", 2, 2, (2, 1, 2), ["Messenger"], "[Scout] 1.  {J} You may [Augment] target card in play or in Reserve.", ""),
    ("LY", "CHARACTER", "Drift Dancer", 3, 3, (2, 2, 2), ["Artist"], "{J} Target Character defects.", ""),
    ("LY", "CHARACTER", "Summit Chorus", 3, 2, (1, 3, 1), ["Artist"], "{J} My Expedition ascends.", "{D} : Target Expedition ascends."),
    ("LY", "CHARACTER", "Echo Lark", 1, 1, (1, 1, 1), ["Animal"], "{J} If my Expedition is Ascended, draw a card.", ""),
    ("LY", "CHARACTER", "Gift Bearer", 2, 3, (2, 2, 1), ["Messenger"], "{H} Target opponent draws a card. You draw a card.", ""),
    ("LY", "SPELL", "Quiet Pause", 1, 1, None, [], "Draw a card. Then, you may pass.", ""),
    ("LY", "PERMANENT", "First Silence", 2, 2, None, ["Landmark"], "When an opponent passes first — I gain 1 Thaw counter.", ""),
    ("LY", "CHARACTER", "Thaw Singer", 2, 2, (2, 2, 2), ["Artist"], "{J} Remove 2 boosts from target Character. Then, I gain 1 boost.", ""),
    ("LY", "SPELL", "Lantern of Choices", 3, 3, None, [], "Choose up to two: • Draw a card. • Create a [SNOWHARE] Animal token in target Expedition. • [Exhausted Resupply].", ""),
    ("LY", "SPELL", "Dice of Dawn", 2, 2, None, [], "Target another Character in play or in Reserve. Then roll a die: On a 4+, it gains 2 boosts / On a 1-3, it gains 1 boost.", ""),
    ("LY", "CHARACTER", "Cairn Builder", 3, 3, (3, 2, 2), ["Engineer"], "{J} Create a [FROST_CAIRN] Permanent token in your Landmarks.", ""),
    ("LY", "PERMANENT", "Warm Hearth", 2, 2, None, ["Landmark"], "Your Reserve limit is increased by 1.", ""),
    ("LY", "CHARACTER", "Glacier Scout", 4, 3, (3, 3, 3), ["Adventurer"], "[Scout {2}].  {H} If you control a Plant: I gain 2 boosts.", ""),
    ("MU", "HERO", "Oru & Fen", None, None, None, [], "At Noon — If you control an Ascended Expedition: draw a card.", ""),
    ("MU", "CHARACTER", "Mossback Stag", 3, 3, (3, 2, 2), ["Animal"], "{J} If I'm facing a [[Boosted]] Character, I gain 2 boosts.", ""),
    ("MU", "CHARACTER", "Rootweaver", 2, 2, (2, 1, 2), ["Druid"], "You may play Plants for {1} less.", ""),
    ("MU", "CHARACTER", "Sap Warden", 2, 2, (1, 2, 2), ["Plant"], "{J} I gain 2 boosts, up to a maximum of 4 boosts.", ""),
    ("MU", "SPELL", "Spring Return", 1, 1, None, [], "Reveal the top card of your deck. If it's a Character, draw it.", ""),
    ("MU", "CHARACTER", "Burrow Keeper", 3, 3, (2, 2, 3), ["Animal"], "{R} Double my boosts.", ""),
    ("MU", "CHARACTER", "Meadow Sprite", 1, 1, (1, 1, 1), ["Spirit"], "As long as you control a Plant, I am [Defender].", ""),
    ("MU", "PERMANENT", "Ancient Oak", 3, 3, None, ["Landmark"], "Your Landmark limit is increased by 1.", ""),
    ("MU", "CHARACTER", "Twin Fawns", 3, 2, (2, 2, 2), ["Animal"], "{J} Create two [SNOWHARE] Animal tokens, distributed as you choose among any number of target Expeditions.", ""),
    ("MU", "CHARACTER", "Thaw Druid", 2, 2, (2, 2, 1), ["Druid"], "{J} Thaw target Character.", ""),
    ("MU", "SPELL", "Deep Thaw", 3, 3, None, [], "Each Character in target Expedition loses [[Asleep]]. Then, draw a card for each Plant you control.", ""),
    ("MU", "CHARACTER", "Frost Bloom", 2, 2, (1, 1, 3), ["Plant"], "{J} Put 2 Thaw counters on target Permanent you control.", ""),
    ("MU", "SPELL", "Cold Snap", 2, 2, None, [], "Target Character with Base Cost {3} or less gains [[Asleep]]. If you control an Ascended Expedition, draw a card.", ""),
    ("MU", "CHARACTER", "Hollow Watcher", 2, 3, (2, 3, 1), ["Spirit"], "When you play a Spell — If your Reserve is empty: I gain 1 boost.", ""),
    (None, "TOKEN_LANDMARK_PERMANENT", "Frost Cairn", None, None, None, [], "At Dusk — If I have 3 or more Thaw counters, draw a card.", ""),
    (None, "TOKEN", "Snowhare", None, None, (1, 1, 1), ["Animal", "Spirit"], "{J} I gain 1 boost.", ""),
]
TYPE_NAMES = {"HERO": "Hero", "CHARACTER": "Character", "SPELL": "Spell", "PERMANENT": "Permanent",
              "TOKEN": "Token", "TOKEN_LANDMARK_PERMANENT": "Landmark Permanent Token"}


def record(n, faction, kind, name, hand, reserve, stats, subtypes, text, support):
    letter = "H" if kind == "HERO" else "T" if kind.startswith("TOKEN") else "C"
    family = f"{faction or 'NE'}_{n:02d}"
    elements = {"MAIN_COST": str(hand or 0), "RECALL_COST": str(reserve or 0)}    # heroes and tokens print 0
    if stats:
        elements["FOREST_POWER"], elements["MOUNTAIN_POWER"], elements["OCEAN_POWER"] = map(str, stats)
    if kind == "HERO":
        elements["RESERVE"], elements["PERMANENT"] = "2", "2"
    if text:
        elements["MAIN_EFFECT"] = text
    if support:
        elements["ECHO_EFFECT"] = support
    return {
        "reference": f"ALT_{SET}_B_{family}_{letter}",
        "name": name,
        "cardType": {"reference": kind, "name": TYPE_NAMES[kind]},
        "cardSubTypes": [{"reference": s.upper(), "name": s} for s in subtypes],
        "cardSet": {"reference": SET, "name": NAME},
        "rarity": {"reference": "COMMON"},
        "mainFaction": {"reference": faction or "NE", "name": FACTIONS.get(faction, "Neutral")},
        "elements": elements,
        "cardRulings": [],
        "isSuspended": False, "isErrated": False, "isBanned": False,
        "collectorNumber": f"{CODE}-{n}-{letter}-EN",            # unpadded, as later official files are
    }


records = [record(n, *card) for n, card in enumerate(CARDS, 1)]
Path(__file__).with_name("THAW_EN.json").write_text(json.dumps(records, indent=1, ensure_ascii=False) + "\n",
                                                     encoding="utf-8")
print(f"wrote {len(records)} records")
