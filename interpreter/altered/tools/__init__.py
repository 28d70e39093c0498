"""Tools no game needs, run offline by designers and developers: bringing a set in (``sets/``), how the
engine reads a text (``explain``), the generated notes (``effect_model``: rules_yaml/effect-model.md;
``grammar_readme``: the tables of grammar/README.md), and timing and counting the reading of a set
(``setbench``, ``textbench``, ``textcoverage``).

Beside the simulations, above the engine: it may import any layer below the command line, and no layer
imports it but the command line.
"""
