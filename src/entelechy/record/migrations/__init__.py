"""Alembic migrations: numbered, additive, never edited once released."""
