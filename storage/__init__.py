"""The storage adapters: what the console does on PostgreSQL and on SQLite.

Every use of psycopg, psycopg_pool and sqlite3 is here; the applications and the read side
ask these modules, and name no driver (an import contract in pyproject.toml keeps it so).
"""
