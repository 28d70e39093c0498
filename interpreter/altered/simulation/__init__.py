"""Whole games and many of them: studies (``simulate``: a study's seeds, arms and workers; ``record``: one
game's record with its per-card facts; ``tally``, ``stats``, ``report``, ``plot``, ``cluster``), what a
designer asks of them (``cards``: per-card figures; ``deckchange`` and ``impact``: a card's value;
``gauntlet``; ``report_paired``; ``recordfiles``: reading and merging record files; ``keeplogs``: logs of
chosen games), replays and the viewer (``replay``, ``viewer``, ``viewer_page``), scenarios (``scenario``), a
game played by a person in the browser (``table``, ``table_page``).

It may import the agents and the engine below it.
"""
