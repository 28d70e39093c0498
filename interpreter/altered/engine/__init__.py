"""The engine: a game's state (``game``, ``state``), its parts (``flow``: the day; ``playing``: playing cards;
``runtime``: abilities at work; ``actions``: atomic actions and their events), copies (``snapshot``), the
state API (``session``), decisions and what a player sees (``decisions``, ``observation``), the game log and
its account (``gamelog``, ``narrative``), tables of players and formats (``seating``, ``formats``).

It may import :mod:`altered.rulebook` and the layers below it.
"""
