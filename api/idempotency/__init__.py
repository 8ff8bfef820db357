"""Idempotent writes (`Idempotency-Key`): the ledger of first answers and the middleware."""
