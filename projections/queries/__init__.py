"""The API's questions to the read tables: a module per resource, each a set of functions
that take the store and plain arguments (ids, list parameters, a `Reach`) and answer rows.
The API holds no SQL; the clauses are written here."""
