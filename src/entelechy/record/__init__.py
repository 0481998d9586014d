"""The record: an append-only, hash-chained event ledger and the projections built from it."""
