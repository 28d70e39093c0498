"""Whole games and many of them: studies (``simulate``, ``tally``, ``stats``, ``report``, ``plot``,
``cluster``), replays and the viewer (``replay``, ``viewer``, ``viewer_page``), scenarios (``scenario``).

It may import the agents and the engine below it.
"""
