"""The questions to the read tables, from the API and the applications: a module per read
model (or per resource of one), each a set of functions that take the store and plain
arguments (ids, list parameters, a `Reach`) and answer rows. The API holds no SQL; the
clauses are written here. Nothing here writes a read table."""
