"""The rule book as files: the rules files read and checked (``files``), variant overlays (``variants``),
editions (``editions``), the records of event modifiers shared with the layers above (``modifiers``), and the
Comprehensive Rules as a test plan (``texts``, ``coverage``).

It may import the rest of :mod:`altered.loading` (it stands above the card files, loading/cards/).
"""
