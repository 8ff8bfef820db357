"""Commands: what a caller asks of an aggregate, as small immutable values.

A command is built from a request body, checked once against the field rules (every broken
rule at once, 400), and carried through its application to the aggregate, whose event takes
the command's fields as the event stores them.
"""
